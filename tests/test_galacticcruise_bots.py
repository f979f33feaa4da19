"""Galactic Cruise's bots: legal moves from the seat's view only, a whole game to its end, and Hard's
edge over Medium on a few seeded games (the strength study itself is tabletop_tools.balance)."""

import pytest

from tabletop import engine
from tabletop.games.galacticcruise import bots, rules
from conformance import check_no_peek


def test_bots_never_peek_at_hands_or_stacks():
    g = engine.new_game("galacticcruise", {"players": 3}, 5)
    differed = 0
    for i in range(60):
        if i % 15 == 4:
            differed += check_no_peek(g, 100 + i)
        g = engine.play(g, engine.bot("galacticcruise", "greedy")(rules, engine.view(g, engine.to_move(g)), i))
    assert differed > 0


def test_hard_beats_medium_on_seeded_games():
    """Two seeded 2-player games, seats swapped: each ends by the track, every player launched, and
    Hard wins both (the strength study: tabletop_tools.balance.galacticcruise --strength)."""
    from tabletop_tools.balance.galacticcruise import play
    for g in range(2):
        levels = ["greedy", "greedy"]
        levels[g] = "hard"
        out = play(levels, 90 + g)
        assert out["ended"] == "track" and all(n >= 1 for n in out["launches"])
        assert out["winner"] == g, out["scores"]


def test_medium_prefers_the_move_its_judge_likes():
    """The judge counts a launch (the cockpit flips: -5 becomes its end value) above keeping the ship."""
    s = rules.setup({"players": 3}, 3)
    judge = bots.Judge(bots.MEDIUM)
    p = s["players"][0]
    base = judge.value(s, 0)
    p["ships"][0]["launched"] = True
    assert judge.value(s, 0) > base
