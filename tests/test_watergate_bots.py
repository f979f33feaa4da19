"""Watergate's own bots (Medium ``greedy``, Hard ``hard``): they play whole games with legal moves on
either side (that they decide from their seat's view only, the conformance kit checks), repeat
themselves for a view and a seed, and Hard beats Medium in a small seeded duel."""

import copy
import json

import pytest

from tabletop import engine
from tabletop.games.watergate import bots, data, rules
from tabletop.games.watergate.data import EDITOR, NIXON

LEVELS = ("greedy", "hard")


def _game(levels, seed, check=None):
    """A whole game, ``levels`` per seat; ``check(state, view, level, move, n)`` sees every move."""
    s = rules.setup({}, seed)
    n = 0
    while rules.to_move(s) is not None:
        seat = rules.to_move(s)
        view = rules.view(s, seat)
        move = engine.bot("watergate", levels[seat])(rules, view, 1000 * seed + n)
        if check is not None:
            check(s, view, levels[seat], move, n)
        s = rules.play(s, move)
        n += 1
        assert n < 5000
    return s


def test_the_levels_are_watergates_own():
    assert engine.bot("watergate", "greedy") is bots.medium_choose
    assert engine.bot("watergate", "hard") is bots.hard_choose


@pytest.mark.parametrize("level, seat", [(lv, seat) for lv in LEVELS for seat in (EDITOR, NIXON)])
def test_each_level_plays_a_whole_game_with_legal_moves_on_each_side(level, seat):
    levels = ["random", "random"] if level == "greedy" else ["greedy", "greedy"]
    levels[seat] = level
    kinds = set()

    def legal(s, view, lv, move, n):
        assert move in rules.legal_moves(s), (lv, s["decision"], move)
        if lv == level:
            kinds.add(s["decision"]["kind"] if s["decision"] else "turn")

    s = _game(levels, 11 + seat, legal)
    r = rules.result(s)
    assert r is not None and r["reason"] in ("connected", "five_momentum", "supply_empty")
    assert {"turn", "pin"} <= kinds


def _positions(seed, every=7):
    """States met in a Medium-vs-Hard game, one in ``every`` moves."""
    out = []

    def keep(s, view, lv, move, n):
        if n % every == 0:
            out.append(s)
    _game(("hard", "greedy") if seed % 2 else ("greedy", "hard"), seed, keep)
    return out


def test_same_view_and_seed_same_move_and_the_view_is_untouched():
    for s in _positions(5, every=6):
        seat = rules.to_move(s)
        view = rules.view(s, seat)
        before = json.dumps(view, sort_keys=True)
        for level in LEVELS:
            move = bots.BOTS[level](rules, view, 42)
            assert json.dumps(view, sort_keys=True) == before
            bots._BOARDS.clear()  # the caches only save time: a cold start decides alike
            assert bots.BOTS[level](rules, copy.deepcopy(view), 42) == move


def test_the_bots_play_legal_moves_with_other_card_values(monkeypatch):
    """The bots read the cards from ``data``: with other values they still play legal moves."""
    s = rules.setup({}, 8)
    cards = {cid: dict(c, value=5 - c["value"]) for cid, c in data.CARDS.items()}
    monkeypatch.setattr(data, "CARDS", cards)
    n = 0
    while rules.to_move(s) is not None and n < 120:
        seat = rules.to_move(s)
        move = bots.BOTS[("hard", "greedy")[seat]](rules, rules.view(s, seat), n)
        assert move in rules.legal_moves(s)
        s = rules.play(s, move)
        n += 1


SEEDS = range(24)


def test_hard_beats_medium_over_both_sides():
    """Seeds 0-23, Hard as the Editor and as Nixon against Medium: Hard scores at least 30 of 48 (it
    scores 36 here; Medium in its place would score exactly half: both games of a seed would be the
    same game)."""
    hard = 0.0
    for seed in SEEDS:
        for seat in (EDITOR, NIXON):
            levels = ["greedy", "greedy"]
            levels[seat] = "hard"
            s = _game(levels, 7000 + seed)
            w = s["winner"]
            hard += 0.5 if w is None else 1.0 if w == seat else 0.0
    print("hard scored", hard, "of", 2 * len(SEEDS))
    assert hard >= 30
