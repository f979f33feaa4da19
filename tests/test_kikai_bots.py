"""KIKAI's own bots (Medium ``greedy``, Hard ``hard``): they play whole games with legal moves from
either seat and in both modes and repeat themselves for a view and a seed (that they decide from their
seat's view only, the conformance kit checks). Their strength is a figure of ``python3 -m tabletop
bench``, not a test."""

import copy

import pytest

from tabletop import engine
from tabletop.games.kikai import bots, rules

LEVELS = ("greedy", "hard")


def _game(levels, seed, options=None, check=None):
    """A whole game, ``levels`` per seat; ``check(state, view, level, move, n)`` sees every move."""
    s = rules.setup(options or {}, seed)
    n = 0
    while rules.to_move(s) is not None:
        seat = rules.to_move(s)
        view = rules.view(s, seat)
        move = engine.bot("kikai", levels[seat])(rules, view, 1000 * seed + n)
        if check is not None:
            check(s, view, levels[seat], move, n)
        s = rules.play(s, move)
        n += 1
        assert n < 3000
    return s


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "kikai", "tabletop.games.kikai")


def test_the_levels_are_kikais_own():
    assert engine.bot("kikai", "greedy") is bots.medium_choose
    assert engine.bot("kikai", "hard") is bots.hard_choose


@pytest.mark.parametrize("level, seat, mode", [(lv, seat, mode) for lv in LEVELS for seat in (0, 1)
                                               for mode in ("standard", "advanced")])
def test_each_level_plays_a_whole_game_with_legal_moves(level, seat, mode):
    levels = ["random", "random"]
    levels[seat] = level
    kinds = set()

    def legal(s, view, lv, move, n):
        assert move in rules.legal_moves(s), (lv, s["phase"], move)
        if lv == level:
            kinds.add(move["type"])

    s = _game(levels, 11 + seat, {"mode": mode}, legal)
    assert rules.result(s) is not None
    assert {"play", "draw"} <= kinds and kinds & {"build", "deploy", "attract", "exhibit"}


def _positions(seed, every=9):
    """States met in a Medium-vs-Hard game, one in ``every`` moves."""
    out = []

    def keep(s, view, lv, move, n):
        if n % every == 0:
            out.append(copy.deepcopy(s))

    _game(["greedy", "hard"], seed, None, keep)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_repeats_itself_for_a_view_and_a_seed(level):
    choose = engine.bot("kikai", level)
    for n, s in enumerate(_positions(6, every=13)):
        view = rules.view(s, rules.to_move(s))
        assert choose(rules, view, n) == choose(rules, copy.deepcopy(view), n)
