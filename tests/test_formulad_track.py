"""Formula D's circuit, Kestrel Bay (rules file §3), and its dice (§1): the figures of §3.3, the check
values of §3.4, the line, grid and pit lane of §3.2, and facts 1 and 25 of §6."""

import math
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from tabletop.games.formulad import data, track
from tabletop.games.formulad.track import BOX, GRID, PIT, PIT_ENTRY, PIT_EXIT, ROWS, SPACES, distances_from

TRACK = [s for s in SPACES.values() if s["kind"] == "track"]


def test_fact_25_the_track_has_365_spaces_and_its_corners():
    assert len(SPACES) == 365
    assert Counter(s["kind"] for s in SPACES.values()) == {"track": 333, "pit": 22, "box": 10}
    c5 = sorted(s["id"] for s in TRACK if s["corner"] == "C5")
    assert c5 == list(range(222, 243)) and track.STOPS["C5"] == 3
    assert track.RIGHT_HANDERS == {"C6"}


def test_the_corner_table_of_section_3_1():
    expected = {"C1": (16, 19, 1), "C2": (34, 36, 1), "C3": (40, 44, 2), "C4": (67, 69, 1), "C5": (74, 80, 3),
                "C6": (86, 90, 2), "C7": (95, 98, 1)}
    assert {c: (*track.CORNER_ROWS[c], track.STOPS[c]) for c in expected} == expected
    for corner, (first, last, _) in expected.items():
        ids = sorted(s["id"] for s in TRACK if s["corner"] == corner)
        assert ids == list(range(3 * first, 3 * last + 3))


@pytest.mark.parametrize("lane", [0, 1, 2])
def test_the_lap_is_111_spaces_in_every_lane(lane):
    here, steps = lane, 0
    while True:
        here = next(n for n in SPACES[here]["next"] if SPACES[n].get("lane") == lane)
        steps += 1
        if here == lane:
            break
    assert steps == ROWS == 111
    # and no shorter way round: from row 0 back to row 0 takes 111 moves whatever the lanes
    assert min(distances_from(n)[lane] for n in SPACES[lane]["next"]) + 1 == 111


def test_the_graph_is_strongly_connected_with_no_dead_end_and_every_space_entered():
    for sid in SPACES:
        assert len(distances_from(sid)) == 365, sid
    entered = {n for s in SPACES.values() for n in s["next"]}
    assert entered == set(SPACES)
    assert all(s["next"] for s in SPACES.values())


def test_edges_go_one_row_on_and_at_most_one_lane_across():
    for s in TRACK:
        for n in s["next"]:
            t = SPACES[n]
            if t["kind"] != "track":
                assert (s["id"], n) == (PIT_ENTRY, PIT)
                continue
            assert t["row"] == (s["row"] + 1) % ROWS and abs(t["lane"] - s["lane"]) <= 1
        assert all(SPACES[b]["row"] == s["row"] and abs(SPACES[b]["lane"] - s["lane"]) == 1 for b in s["side"])


def test_the_line_is_crossed_from_row_110_to_row_0_and_by_leaving_the_pit_lane():
    crossings = sorted((a, b) for a, s in SPACES.items() for b in s["next"] if track.crosses_line(a, b))
    assert crossings == sorted([(a, b) for a in (330, 331, 332) for b in SPACES[a]["next"]] + [(421, PIT_EXIT)])


def test_the_grid_and_its_distances_to_the_line():
    assert GRID == (12, 14, 9, 11, 6, 8, 3, 5, 0, 2)
    rows = [SPACES[g]["row"] for g in GRID]
    assert rows == [4, 4, 3, 3, 2, 2, 1, 1, 0, 0] and [SPACES[g]["lane"] for g in GRID] == [0, 2] * 5
    to_line = [min(distances_from(g)[a] for a in (330, 331, 332)) + 1 for g in GRID]
    assert to_line == [107, 107, 108, 108, 109, 109, 110, 110, 111, 111]


def test_the_pit_lane_and_boxes_of_section_3_2():
    assert PIT in SPACES[PIT_ENTRY]["next"] and SPACES[421]["next"] == [PIT_EXIT]
    assert [SPACES[PIT + k]["align_row"] for k in (0, 9, 10, 21)] == [101, 110, 0, 11]
    from_entry = distances_from(PIT_ENTRY)
    assert [from_entry[BOX + i] for i in range(1, 11)] == [i + 6 for i in range(1, 11)]
    for i in range(1, 11):
        box = SPACES[BOX + i]
        assert box["align_row"] == SPACES[PIT + 5 + i]["align_row"]
        assert BOX + i in SPACES[PIT + 4 + i]["next"] and box["next"] == [PIT + 6 + i]
        assert distances_from(BOX + i)[PIT_EXIT] == 17 - i
    assert from_entry[PIT_EXIT] == 23  # by the lane (through a box it is 23 too: i + 6 + 17 - i)
    lane_only = distances_from(PIT_ENTRY, avoid={BOX + i for i in range(1, 11)})
    assert lane_only[PIT_EXIT] == 23


def test_the_check_values_of_section_3_4():
    assert sum(s["x"] for s in SPACES.values()) == 194242 and sum(s["y"] for s in SPACES.values()) == 137879
    assert [(SPACES[i]["x"], SPACES[i]["y"]) for i in (0, 48, 222, 400, 510)] == [
        (546, 620), (881, 619), (106, 172), (334, 599), (651, 579)]
    assert track.closure() < 0.05


def test_the_drawing_figures_of_section_3_3():
    xs = [s["x"] for s in SPACES.values()]
    ys = [s["y"] for s in SPACES.values()]
    assert (min(xs), max(xs), min(ys), max(ys)) == (48, 952, 40, 660)
    closest = min(math.dist((a["x"], a["y"]), (b["x"], b["y"])) for a, b in combinations(SPACES.values(), 2))
    assert closest == pytest.approx(14.9, abs=0.05)

    def row(s):
        return s["row"] if s["kind"] == "track" else s["align_row"]

    def far_apart(a, b):
        d = abs(row(a) - row(b))
        return min(d, ROWS - d) > 8

    all_far = min(math.dist((a["x"], a["y"]), (b["x"], b["y"]))
                  for a, b in combinations(SPACES.values(), 2) if far_apart(a, b))
    track_far = min(math.dist((a["x"], a["y"]), (b["x"], b["y"])) for a, b in combinations(TRACK, 2) if far_apart(a, b))
    assert all_far >= 121 and track_far >= 135


@pytest.mark.parametrize("gear,lo,hi,mean", [(1, 1, 2, 1.5), (2, 2, 4, 3.33), (3, 4, 8, 6.38), (4, 7, 12, 9.5),
                                             (5, 11, 20, 15.5), (6, 21, 30, 25.5)])
def test_fact_1_the_gear_dice(gear, lo, hi, mean):
    faces = data.GEAR_DIE[gear]
    assert (min(faces), max(faces)) == (lo, hi)
    assert sum(faces) / len(faces) == pytest.approx(mean, abs=0.005)
    odds = {f: Fraction(k, len(faces)) for f, k in Counter(faces).items()}
    if gear == 4:
        assert set(odds.values()) == {Fraction(1, 6)}
    if gear in (5, 6):
        assert set(odds.values()) == {Fraction(1, 10)}
    assert data.GEAR_DIE[2] == (2, 3, 3, 4, 4, 4) and data.GEAR_DIE[3] == (4, 5, 6, 6, 7, 7, 8, 8)
