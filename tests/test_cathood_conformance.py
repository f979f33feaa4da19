"""The conformance kit over Cathood's options (shared/rules/cathood.md §7): the shared kit
(test_conformance.py) covers the default options at 2, 3 and 4 players; plus a golden seeded game."""

import json
import random

import pytest

from tabletop import engine
from conformance import check_game


@pytest.mark.parametrize("options", [{"fight": "random", "players": 3}, {"secret_objectives": True, "players": 3},
                                     {"layout": "preset", "players": 4}],
                         ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_kit_over_the_options(options):
    stats = check_game("cathood", options, range(200, 201), deep_every=3)
    assert stats["games"] == 1 and stats["leak_checks_that_differed"] > 0


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


GOLDEN = (146, [11, 6, 30], [2])
