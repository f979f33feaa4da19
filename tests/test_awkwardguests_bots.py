"""Awkward Guests' bots (py/tabletop/games/awkwardguests/bots.py): they deduce from their own view
(the conformance kit's no-peek check runs every level), they never accuse without certainty, and
Hard solves first more often than Medium."""

import pytest

from tabletop import engine
from tabletop.games.awkwardguests import bots, rules, solver


def play(levels, seed, level="easy", watch=None):
    s = rules.setup({"players": len(levels), "level": level, "max_rounds": 40}, seed)
    moves = 0
    while s["phase"] != "over":
        seat = rules.to_move(s)
        if watch:
            watch(s)
        move = engine.bot("awkwardguests", levels[seat])(rules, rules.view(s, seat), seed * 1000 + moves)
        s = rules.play(s, move)
        moves += 1
    return s


@pytest.mark.parametrize("levels,level", [(["random", "greedy", "hard"], "medium"), (["hard", "greedy"], "easy"),
                                          (["greedy", "hard", "random", "greedy", "hard"], "very_hard")])
def test_bots_play_legally_to_a_correct_solution_and_never_guess(levels, level):
    for seed in range(3):
        s = play(levels, seed, level)
        assert s["ended"] == "solved" and s["eliminated"] == []  # nobody accuses without certainty
        assert rules.result(s)["winners"] == [s["winner"]]


def test_what_hard_reads_into_the_cards_always_leaves_the_truth():
    """The sharp mind (a sign found was left by the weapon; a murderer's or accomplice's one motive)
    never rules out the solution, and rules out more than the solver alone."""
    sharper = []

    def watch(s):
        for seat in range(len(s["hands"])):
            v = rules.view(s, seat)
            plain, sharp = bots.Mind(v), bots.Mind(v, sharp=True)
            assert s["solution"] in sharp.survivors and sharp.count <= plain.count
            sharper.append(sharp.count < plain.count)

    for seed in range(2):
        play(["hard", "greedy", "greedy"], 40 + seed, "medium", watch)
    assert any(sharper)


def test_hard_solves_first_more_often_than_medium():
    """A small sample of the strength study (``python -m tabletop_tools.balance.awkwardguests``): one
    Hard against two Medium at 3 players, its seat rotating."""
    wins = sum(play(["greedy"] * k + ["hard"] + ["greedy"] * (2 - k), 700 + g * 3 + k)["winner"] == k
               for g in range(4) for k in range(3))
    assert wins >= 7  # of 12; a fair share is 4


def test_a_bot_decides_from_its_notebook_alone():
    """Two states the seat cannot tell apart (everything it cannot see dealt again): the same move."""
    s = rules.setup({"players": 3, "level": "medium"}, 3)
    for _ in range(40):
        seat = rules.to_move(s)
        v = rules.view(s, seat)
        world = rules.determinize(v, 99)
        assert solver.truth_survives(world["case"], [world["cards"][i] for i in world["notebooks"][seat]],
                                     world["solution"], closed=False)
        for level in ("random", "greedy", "hard"):
            a = bots.BOTS[level](rules, v, 5)
            b = bots.BOTS[level](rules, rules.view(world, seat), 5)
            assert a == b
        s = rules.play(s, bots.BOTS["greedy"](rules, v, 1))


def test_a_table_of_hard_bots_never_waits_forever():
    """Eight Hard bots at the hardest level, seed 90002: the deck and the discards ran dry (each reshuffle
    shows 3 cards for good) while every hand held 3 cards nobody else had seen, and Hard offered only
    what the asker had seen: nobody ever offered again. Hard now offers everything it may once little
    is left to draw, and the case is solved."""
    s = rules.setup({"players": 8, "level": "very_hard", "max_rounds": 60}, 90002)
    moves = 0
    while s["phase"] != "over":
        seat = rules.to_move(s)
        s = rules.play(s, bots.BOTS["hard"](rules, rules.view(s, seat), 90002 * 1000 + moves))
        moves += 1
    assert s["ended"] == "solved" and s["round"] < 20
