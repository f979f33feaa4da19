"""The conformance kit over Cathood at 2, 3 and 4 players and its options (shared/rules/cathood.md §7),
plus a golden seeded game. The shared kit (test_conformance.py) covers the default options once the
game is registered; until its table is done, the test registers it for itself."""

import json
import random

import pytest

from tabletop import engine
from conformance import check_game

GAMES = 2


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "cathood", "tabletop.games.cathood")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_kit_at_each_player_count(players):
    stats = check_game("cathood", {"players": players}, range(100, 100 + GAMES), deep_every=2)
    assert stats["games"] == GAMES and stats["deep"] > 0
    assert stats["leak_checks_that_differed"] > 0


@pytest.mark.parametrize("options", [{"fight": "random", "players": 3}, {"secret_objectives": True, "players": 3},
                                     {"layout": "preset", "players": 4}],
                         ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_kit_over_the_options(options):
    stats = check_game("cathood", options, range(200, 202), deep_every=2)
    assert stats["games"] == 2


def test_golden_seeded_game_random_choices():
    """A pinned game: seed 21, every move chosen by random.Random(21) among the legal moves. A change
    of the rules, the data, the RNG or the order of legal moves shows here: recompute on purpose."""
    g = engine.new_game("cathood", {"players": 3}, 21)
    chooser = random.Random(21)
    while engine.to_move(g) is not None:
        g = engine.play(g, chooser.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert (len(g["moves"]), res["scores"], res["winners"]) == GOLDEN
    again = engine.replay(json.loads(json.dumps(engine.record(g))))
    assert again == g and json.dumps(again["state"]) == json.dumps(g["state"])


GOLDEN = (146, [11, 7, 30], [2])
