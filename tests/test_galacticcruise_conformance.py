"""The conformance kit over Galactic Cruise's options (shared/rules/galacticcruise.md §7; the shared kit,
test_conformance.py, covers the default options at 2, 3 and 4 players, whole games), whole random games
to the track's end, and a golden seeded game."""

import json
import random

import pytest

from tabletop import engine
from conformance import check_game


@pytest.mark.parametrize("options", [{"players": 2, "npc_2p": False, "section_size": 3, "max_rounds": 12},
                                     {"players": 4, "agenda_texts": False, "setup": "intro", "section_size": 2,
                                      "max_rounds": 10}],
                         ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_kit_over_the_options(options):
    """Every position of a game with the options, deep-checked (cut short after a few rounds)."""
    stats = check_game("galacticcruise", options, range(30, 31), deep_every=1, peek_games=0)
    assert stats["games"] == 1 and stats["leak_checks_that_differed"] > 0


def test_whole_random_games_end_by_the_track():
    """Random play to the end (the full game; the kit's deep checks are above, on shorter games): each
    position holds every component once and a state the rules can hold, and the game ends with the track
    full and a result whose items add up."""
    from conformance import _check_result
    mod = engine.rules("galacticcruise")
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        s = mod.setup({"players": players}, seed)
        chooser = random.Random(seed)
        while mod.to_move(s) is not None:
            s = mod.play(s, chooser.choice(mod.legal_moves(s)))
            assert mod.conserved(s) and mod.check_state(s) is None
        assert s["ended"] == "track" and None not in s["progress"]
        _check_result(mod, s, mod.result(s))


def test_golden_seeded_game_random_choices():
    """A pinned game: seed 21, every move chosen by random.Random(21) among the legal moves. A change of
    the rules, the data, the RNG or the order of legal moves shows here: recompute on purpose."""
    g = engine.new_game("galacticcruise", {"players": 3}, 21)
    chooser = random.Random(21)
    while engine.to_move(g) is not None:
        g = engine.play(g, chooser.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert (len(g["moves"]), g["state"]["round"], res["scores"], res["winners"], res["reason"]) == GOLDEN
    again = engine.replay(json.loads(json.dumps(engine.record(g))))
    assert again == g and json.dumps(again["state"]) == json.dumps(g["state"])


GOLDEN = (1296, 72, [76, 117, 90], [1], "track")
