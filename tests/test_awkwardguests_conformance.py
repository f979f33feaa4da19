"""The conformance kit over Awkward Guests at 2 to 8 players and its options
(shared/rules/awkwardguests.md §7), plus a golden seeded game. The shared kit (test_conformance.py)
covers the default options."""

import json
import random

import pytest

from tabletop import engine
from conformance import check_game

GAMES = 2


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_the_kit_at_each_player_count(players):
    stats = check_game("awkwardguests", {"players": players}, range(100, 100 + GAMES), deep_every=2)
    assert stats["games"] == GAMES and stats["deep"] > 0
    assert stats["leak_checks_that_differed"] > 0


@pytest.mark.parametrize("options", [{"level": "very_hard", "players": 4}, {"level": "beginner", "case": 4242},
                                     {"last_player_standing": "no_winner", "players": 3},
                                     {"max_rounds": 2, "players": 4}],
                         ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_kit_over_the_options(options):
    stats = check_game("awkwardguests", options, range(200, 201), deep_every=1)
    assert stats["games"] == 1 and stats["leak_checks_that_differed"] > 0


def test_golden_seeded_game_random_choices():
    """A pinned game: seed 21, every move chosen by random.Random(21) among the legal moves, an
    accusation only one time in fifty (else "continue"). A change of the rules, the case generator,
    the RNG or the order of legal moves shows here: recompute on purpose."""
    g = engine.new_game("awkwardguests", {"players": 4, "level": "medium"}, 21)
    chooser = random.Random(21)
    while engine.to_move(g) is not None:
        move = chooser.choice(engine.legal_moves(g))
        if move["t"] == "accuse" and chooser.random() < 0.98:
            move = {"t": "continue"}
        g = engine.play(g, move)
    res = engine.result(g)
    assert (len(g["moves"]), g["state"]["round"], res["winners"], res["reason"]) == GOLDEN
    again = engine.replay(json.loads(json.dumps(engine.record(g))))
    assert again == g and json.dumps(again["state"]) == json.dumps(g["state"])


GOLDEN = (380, 17, [1], "last_standing")
