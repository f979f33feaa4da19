"""The conformance kit over KIKAI's two modes and its options (shared/rules/kikai.md §7, D6, D8, D12),
plus a golden seeded game. The shared kit (test_conformance.py) covers the default options once the
game is registered; until its table is done, the test registers it for itself."""

import json
import random

import pytest

from tabletop import engine
from conformance import check_game

GAMES = 4


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "kikai", "tabletop.games.kikai")


@pytest.mark.parametrize("mode", ["standard", "advanced"])
def test_the_kit_over_each_mode(mode):
    stats = check_game("kikai", {"mode": mode}, range(100, 100 + GAMES), deep_every=2)
    assert stats["games"] == GAMES and stats["deep"] > 0
    assert stats["leak_checks_that_differed"] > 0


@pytest.mark.parametrize("options", [{"fan_value": "one"}, {"squares_passable": False},
                                     {"mode": "advanced", "advanced_fan_bonus": False}],
                         ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_kit_over_the_options(options):
    stats = check_game("kikai", options, range(200, 202), deep_every=2)
    assert stats["games"] == 2


def test_golden_seeded_game_random_choices():
    """A pinned game: seed 21, every move chosen by random.Random(21) among the legal moves. A change
    of the rules, the data, the RNG or the order of legal moves shows here: recompute on purpose."""
    g = engine.new_game("kikai", {}, 21)
    chooser = random.Random(21)
    while engine.to_move(g) is not None:
        g = engine.play(g, chooser.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert (len(g["moves"]), res["scores"], res["winners"], res["reason"]) == GOLDEN
    again = engine.replay(json.loads(json.dumps(engine.record(g))))
    assert again == g and json.dumps(again["state"]) == json.dumps(g["state"])


GOLDEN = (180, [20, 10], [0], "rounds")
