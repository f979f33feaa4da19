"""Formula D's corners (rules file §2.6): stops, overshoot, elimination, the lane kept after an overshoot;
facts 4, 6 and 7 of §6 as far as the corners go (the wear points are the rules' part)."""

from tabletop.games.formulad.corners import Outcome, lock_from, outcome
from tabletop.games.formulad.movement import Drive, ends


def at(row, lane):
    return 3 * row + lane


def straight(row, lane, n):
    return [at(row + k, lane) for k in range(1, n + 1)]


def test_fact_4_eight_from_row_13_overshoots_c1_by_2_and_keeps_the_row_19_lane():
    start = at(13, 0)  # space 39
    assert start == 39
    assert outcome(start, None, 0, straight(13, 0, 8)) == Outcome(overshoot=2)
    assert lock_from(start, None, 0, 8) == 6  # row 19, C1's last row, is 6 steps on
    found = {e.space: e for e in ends(Drive(start, 8, lock_from=6)) if e.spaces == 8}
    for end in found.values():
        assert end.lanes[5] == end.lanes[6] == end.lanes[7]  # the row-19 lane to the end
    # braking 2 stops it on row 19: in C1, its first stop there
    assert outcome(start, None, 0, straight(13, 0, 6)) == Outcome(corner="C1", stops=1)


def test_fact_6_leaving_a_two_stop_corner_with_no_stop_eliminates():
    start = at(38, 1)
    assert outcome(start, None, 0, straight(38, 1, 8)).eliminated == "C3"  # row 46, C3 is rows 40-44
    assert outcome(start, None, 0, straight(38, 1, 6)) == Outcome(corner="C3", stops=1)  # braked to row 44


def test_fact_7_three_stop_corner():
    assert outcome(at(78, 0), "C5", 1, straight(78, 0, 4)).eliminated == "C5"
    got = outcome(at(78, 0), "C5", 2, straight(78, 0, 4))  # row 82: two spaces past row 80
    assert got == Outcome(overshoot=2) and lock_from(at(78, 0), "C5", 2, 4) == 2
    assert outcome(at(78, 0), "C5", 3, straight(78, 0, 4)) == Outcome()


def test_a_stop_in_the_same_corner_adds_one_and_the_last_stop_frees_the_exit():
    assert outcome(at(74, 0), "C5", 1, straight(74, 0, 3)) == Outcome(corner="C5", stops=2)
    assert outcome(at(79, 0), "C5", 3, straight(79, 0, 5)) == Outcome()  # to row 84, before C6
    assert lock_from(at(79, 0), "C5", 3, 8) is None


def test_a_corner_entered_and_left_in_one_move_had_no_stop():
    # C2 (rows 34-36, 1 stop) crossed from row 32 to row 38: an overshoot by 2 (rows 37, 38)
    assert outcome(at(32, 1), None, 0, straight(32, 1, 6)) == Outcome(overshoot=2)


def test_entering_a_corner_after_an_overshoot_makes_no_stop():
    # C2 (rows 34-36) overshot, then into C3 (rows 40-44) in the same move: this stop does not count
    got = outcome(at(32, 1), None, 0, straight(32, 1, 9))  # to row 41
    assert got == Outcome(overshoot=5, corner="C3", stops=0)


def test_only_the_first_bad_corner_sets_the_overshoot_a_later_two_stop_corner_eliminates():
    got = outcome(at(32, 1), None, 0, straight(32, 1, 14))  # through C2 and C3 to row 46
    assert got.overshoot == 10 and got.eliminated == "C3"


def test_lock_from_is_none_on_a_straight_and_when_the_corner_is_done():
    assert lock_from(at(50, 1), None, 0, 12) is None
    assert lock_from(at(18, 1), "C1", 1, 10) is None
    assert lock_from(at(18, 1), "C1", 0, 10) == 1  # row 19 one step on
