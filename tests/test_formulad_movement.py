"""Formula D's driving code (rules file §2.5, §2.13, §2.14): exact distance, obstacles, no zigzag, the lane
kept after an overshoot, the pit lane and the line, and the representative path."""

from tabletop.games.formulad.movement import Drive, ends
from tabletop.games.formulad.track import SPACES


def at(row, lane):
    return 3 * row + lane


def reach(drive, spaces=None):
    """{end space: End} of the ends at ``spaces`` (default: the whole allowance)."""
    n = drive.allowance if spaces is None else spaces
    return {e.space: e for e in ends(drive) if e.spaces == n and not e.finish}


def test_an_empty_straight_reaches_every_lane_of_the_row_the_allowance_leads_to():
    got = reach(Drive(start=at(13, 0), allowance=8))
    assert set(got) == {at(21, 0), at(21, 1), at(21, 2)}
    assert got[at(21, 0)].lanes == (0,) * 8 and got[at(21, 2)].lanes == (0,) * 6 + (1, 2)


def test_every_shorter_distance_is_listed_for_braking():
    found = ends(Drive(start=at(13, 0), allowance=8))
    assert sorted({e.spaces for e in found}) == list(range(9))


def test_a_car_is_never_entered_nor_passed_through():
    # a wall of cars across row 20: nothing beyond row 19
    cars = frozenset(at(20, lane) for lane in range(3))
    found = ends(Drive(start=at(13, 0), allowance=8, cars=cars))
    assert max(e.spaces for e in found) == 6
    assert all(SPACES[e.space]["row"] <= 19 for e in found)


def test_no_zigzag_back_to_the_lane_left_without_passing_anything():
    # (52, 1) is reached straight; lanes (0, 1) would sort first but return to the lane left: refused
    got = reach(Drive(start=at(50, 1), allowance=2))
    assert got[at(52, 1)].lanes == (1, 1)


def test_returning_after_passing_a_car_in_the_lane_left_is_allowed():
    cars = frozenset({at(51, 1)})
    got = reach(Drive(start=at(50, 1), allowance=2, cars=cars))
    assert got[at(52, 1)].lanes == (0, 1)  # out to lane 0 beside the car at row 51, back at row 52


def test_a_damage_marker_in_the_lane_left_also_allows_the_return():
    markers = frozenset({at(51, 1)})
    got = reach(Drive(start=at(50, 1), allowance=2, markers=markers))
    assert got[at(52, 1)].lanes == (0, 1) and got[at(52, 1)].dangerous == 0
    plain = reach(Drive(start=at(50, 1), allowance=2))
    assert plain[at(52, 1)].lanes == (1, 1)


def test_passing_something_in_another_lane_does_not_allow_the_return():
    cars = frozenset({at(51, 2)})  # beside the car's own lane 1, not in lane 0 which it would leave to
    got = reach(Drive(start=at(50, 0), allowance=2, cars=cars))
    # from lane 0 out to lane 1 at row 51 and back to 0 at row 52: lane 0 held nothing at row 51
    assert got[at(52, 0)].lanes == (0, 0)


def test_the_fewest_dangerous_spaces_then_the_smallest_lanes():
    markers = frozenset({at(51, 0), at(51, 1)})
    got = reach(Drive(start=at(50, 1), allowance=2, markers=markers))
    assert got[at(52, 1)].lanes == (2, 1) and got[at(52, 1)].dangerous == 0  # around the markers via lane 2
    assert got[at(52, 0)].dangerous == 1


def test_after_an_overshoot_the_car_keeps_its_lane():
    got = reach(Drive(start=at(13, 0), allowance=8, lock_from=6))
    # lane changes only in the first 6 steps (up to the corner's last row, 19), none after
    assert set(got) == {at(21, 0), at(21, 1), at(21, 2)}
    assert all(e.lanes[6] == e.lanes[7] == e.lanes[5] for e in got.values())
    locked_at_once = reach(Drive(start=at(13, 0), allowance=8, lock_from=0))
    assert set(locked_at_once) == {at(21, 0)}


def test_on_the_last_lap_the_move_ends_as_it_crosses_the_line():
    found = ends(Drive(start=at(108, 1), allowance=7, finishes=True))
    finishes = [e for e in found if e.finish]
    assert {e.spaces for e in finishes} == {3} and {SPACES[e.space]["row"] for e in finishes} == {0}
    assert max(e.spaces for e in found if not e.finish) == 2
    not_last = ends(Drive(start=at(108, 1), allowance=7))
    assert not any(e.finish for e in not_last) and max(e.spaces for e in not_last) == 7


def test_fact_15_the_pit_box_ends_the_move_and_the_excess_is_free():
    found = ends(Drive(start=300, allowance=12, box=503))
    box = [e for e in found if e.in_box]
    assert [(e.space, e.spaces) for e in box] == [(503, 9)]
    assert not any(e.space in (501, 502, 504) for e in found)  # never another car's box
    assert max(e.space for e in found if not e.in_box) == 407  # PIT7, the way into box 3: never past it
    seven = reach(Drive(start=300, allowance=7, box=503))
    assert 406 in seven  # PIT6, short of the box


def test_the_pit_lane_is_closed_without_a_box_and_after_an_overshoot():
    assert not any(SPACES[e.space]["kind"] != "track" for e in ends(Drive(start=300, allowance=5)))
    locked = ends(Drive(start=300, allowance=5, box=503, lock_from=0))
    assert not any(SPACES[e.space]["kind"] != "track" for e in locked)


def test_the_pit_lane_is_single_file():
    found = ends(Drive(start=401, allowance=10, box=510, cars=frozenset({405})))
    assert max(e.spaces for e in found) == 3 and {e.space for e in found if e.spaces == 3} == {404}


def test_leaving_the_pit_lane_rejoins_the_track_at_row_12():
    found = reach(Drive(start=421, allowance=3))
    assert set(found) == {at(14, 0), at(14, 1), at(14, 2)}  # 421 -> 36 (row 12, lane 0) -> 13 -> 14
    assert found[at(14, 2)].path == [36, at(13, 1), at(14, 2)]
