"""The conformance kit over Watergate's engine options (shared/rules/watergate.md §7: the 36-token
bag, reaction windows for holders only, a round limit), plus a golden seeded game. The shared kit
(test_conformance.py) covers the default options."""

import json
import random

import pytest

from tabletop import engine
from conformance import check_game

GAMES = 4


@pytest.mark.parametrize("options", [{"bag": "opy36"}, {"reaction_prompt": "holding_only"}, {"max_rounds": 3}],
                         ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_engine_options(options):
    stats = check_game("watergate", options, range(300, 300 + GAMES), deep_every=2)
    assert stats["games"] == GAMES and stats["deep"] > 0
    assert stats["leak_checks_that_differed"] > 0


def test_a_round_limit_ends_every_game_by_round_3():
    for seed in range(5):
        g = engine.new_game("watergate", {"max_rounds": 3}, seed)
        chooser = random.Random(seed)
        while engine.to_move(g) is not None:
            g = engine.play(g, chooser.choice(engine.legal_moves(g)))
        res = engine.result(g)
        assert res["rounds"] <= 3
        assert (res["reason"] == "max_rounds") == (res["winner"] is None)


def test_golden_seeded_game_random_choices():
    """A pinned game: seed 21, every move chosen by random.Random(21) among the legal moves. A change
    of the rules, the RNG or the order of legal moves shows here: recompute the literals on purpose."""
    g = engine.new_game("watergate", {}, 21)
    chooser = random.Random(21)
    while engine.to_move(g) is not None:
        g = engine.play(g, chooser.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert res["winner"] == "editor" and res["reason"] == "connected"
    assert res["connected"] == ["dean", "baldwin"]
    # issue 26: Howard Hunt at move 153 now plays the card he drew (N07), not the highest in hand (N18)
    assert res["rounds"] == 11 and len(g["moves"]) == 158
    assert res["momentum"] == {"supply": 1, "editor": 4, "nixon": 3, "removed": 0}
    again = engine.replay(json.loads(json.dumps(engine.record(g))))
    assert again == g and json.dumps(again["state"]) == json.dumps(g["state"])
