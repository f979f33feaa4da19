"""Formula D's qualifying option (rules file §2.15): the solo lap, its points, the grid it sets and the
qualifying points."""

import random

import pytest

from tabletop.games.formulad import qualifying, race

from test_formulad_race import dice


def test_the_lap_starts_on_space_1_in_first_and_ends_across_the_line():
    lap = qualifying.new_lap(0)
    assert lap["space"] == 1 and qualifying.gears(lap) == [1]
    lap = qualifying.drive(dict(lap, gear=1), 2)
    assert lap["space"] == 3 * 2 + 1 and lap["points"] == 1
    assert qualifying.gears(dict(lap, gear=6)) == [1, 2, 3, 4, 5, 6]  # any lower gear is free, even 6 -> 1
    assert qualifying.gears(dict(lap, gear=3)) == [1, 2, 3, 4]
    near = dict(lap, space=3 * 108 + 1, travelled=108, gear=4)
    done = qualifying.drive(near, 9)
    assert done["done"] and not done["failed"] and done["space"] == 1


def test_an_overshoot_adds_its_spaces_times_the_tyre_multiplier():
    lap = dict(qualifying.new_lap(0), space=3 * 32 + 1, travelled=32, gear=3)
    assert qualifying.drive(lap, 6)["points"] == 1 + 2  # C2 (rows 34-36) crossed: rows 37 and 38
    assert qualifying.drive(lap, 6, multiplier=2)["points"] == 1 + 4


def test_no_stop_in_a_two_stop_corner_ends_the_lap_but_one_in_a_three_stop_corner_is_an_overshoot():
    lap = dict(qualifying.new_lap(0), space=3 * 38 + 1, travelled=38, gear=4)
    assert qualifying.drive(lap, 8)["failed"]  # C3 (rows 40-44, 2 stops) crossed with no stop
    in_c5 = dict(qualifying.new_lap(0), space=3 * 78 + 1, travelled=78, gear=3, corner="C5", stops=1)
    after = qualifying.drive(in_c5, 4)
    assert not after["failed"] and after["points"] == 1 + 2  # D16: rows 81 and 82 past C5


def test_the_grid_by_fewest_points_and_the_qualifying_points(monkeypatch):
    s = race.setup({"players": 3, "qualifying": True}, 2)
    assert s["phase"] == "qualifying" and s["to_move"] == 0 and all(c["space"] is None for c in s["cars"])
    for seat, points, failed in ((0, 30, False), (1, 25, False), (2, 20, True)):
        s["cars"][seat]["qualifying"] = {"points": points, "turns": points, "failed": failed}
    grid = race._qualifying_grid(s)
    assert grid == [1, 0, 2]
    assert [s["cars"][x]["qualifying"]["score"] for x in (1, 0, 2)] == [10, 9, 0]


def test_qualifying_ties_are_rolled_off(monkeypatch):
    s = race.setup({"players": 2, "qualifying": True}, 2)
    for seat in (0, 1):
        s["cars"][seat]["qualifying"] = {"points": 30, "turns": 30, "failed": False}
    dice(monkeypatch, 5, 17)
    assert race._qualifying_grid(s) == [1, 0]


@pytest.mark.parametrize("rules", ["basic", "advanced"])
def test_a_race_with_qualifying_adds_its_points_to_the_score(rules):
    options = {"players": 3, "qualifying": True, "rules": rules}
    if rules == "advanced":
        options.update(weather=True, tyre_choice=True)
    s = race.setup(options, 4)
    r = random.Random(4)
    phases = set()
    for _ in range(30000):
        if s["to_move"] is None:
            break
        phases.add(s["phase"])
        s = race.play(s, r.choice(race.legal_moves(s)))
    assert "qualifying" in phases
    res = race.result(s)
    for row in res["ranking"]:
        q = s["cars"][row["seat"]]["qualifying"]
        assert row["score"] == row["race_points"] + q["score"]
    assert sorted(s["cars"][x]["grid"] for x in range(3)) == [1, 2, 3]
