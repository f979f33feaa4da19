"""Formula D's technical pit stops and "construct your car" (rules file §1, §2.18)."""

import random

import pytest

from tabletop.engine import BadOptions, IllegalMove
from tabletop.games.formulad import pit, race

from test_formulad_race import at, dice


def test_construction_shares_20_wp_at_least_1_each_and_22_with_technical_stops():
    assert pit.construction_ok({"tyres": 6, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2},
                               False, "bga")
    assert not pit.construction_ok({"tyres": 7, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2},
                                   False, "bga")
    assert not pit.construction_ok({"tyres": 15, "brakes": 1, "gearbox": 1, "body": 1, "engine": 1, "handling": 1},
                                   False, "official")  # the printed cap: tyres 14
    assert pit.construction_ok({"tyres": 15, "brakes": 1, "gearbox": 1, "body": 1, "engine": 1, "handling": 1},
                               False, "bga")  # BGA: no upper limit
    assert pit.construction_ok({"tyres": 6, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2,
                                "repair": 2}, True, "bga")
    assert not pit.construction_ok({"tyres": 6, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 1,
                                    "repair": 3}, True, "bga")
    assert len(pit.constructions(False, "bga")) == 11628  # 20 into 6 parts of at least 1: C(19, 5)


def test_construct_in_grid_order_then_the_race():
    s = race.setup({"players": 2, "rules": "advanced", "car_construction": True}, 3)
    assert s["phase"] == "construct" and s["to_move"] == s["order"][0]
    build = {"tyres": 10, "brakes": 2, "gearbox": 2, "body": 2, "engine": 2, "handling": 2}
    with pytest.raises(IllegalMove):
        race.play(s, {"construct": dict(build, tyres=11)})
    s = race.play(s, {"construct": build})
    s = race.play(s, {"construct": build})
    assert s["phase"] == "gear" and s["cars"][0]["wp"] == build and s["cars"][0]["wp_start"] == build


def technical(players=2, team=False, **car):
    s = race.setup({"players": players, "laps": 2, "rules": "advanced", "technical_pit_stops": True,
                    "team_race": team}, 1)
    s["cars"][0].update(space=300, gear=4, box=503, **car)
    for seat in range(1, players):
        s["cars"][seat].update(space=at(50 + seat, 2), gear=2)
    s["order"], s["turn"], s["to_move"] = list(range(players)), 0, 0
    return s


def test_a_technical_stop_repairs_up_to_2_wp_and_the_car_waits(monkeypatch):
    s = technical()
    s["cars"][0]["wp"].update(engine=1, body=2, tyres=1)
    dice(monkeypatch, 12)
    s = race.play(s, {"gear": 4})
    s = race.play(s, {"to": 503, "spaces": 9})
    assert s["phase"] == "pit_service" and s["to_move"] == 0
    moves = race.legal_moves(s)
    assert {"pit_service": {"stop": "technical", "tyres": "hard", "repair": {"engine": 2}}} in moves
    assert {"pit_service": {"stop": "technical", "tyres": "hard", "repair": {"body": 1, "engine": 1}}} in moves
    assert not any(m["pit_service"].get("repair", {}).get("body", 0) > 1 for m in moves)  # never above the start
    s = race.play(s, {"pit_service": {"stop": "technical", "tyres": "hard", "repair": {"body": 1, "engine": 1}}})
    car = s["cars"][0]
    assert car["wp"]["engine"] == 2 and car["wp"]["body"] == 3 and car["wp"]["tyres"] == 6
    assert car["reserve"] == 0 and car["restart"] == "pit_wait"


def test_a_tyre_stop_with_technical_stops_rolls_the_pit_die(monkeypatch):
    s = technical()
    dice(monkeypatch, 12)
    s = race.play(s, {"gear": 4})
    s = race.play(s, {"to": 503, "spaces": 9})
    dice(monkeypatch, 15)
    s = race.play(s, {"pit_service": {"stop": "tyres", "tyres": "hard"}})
    assert s["cars"][0]["restart"] == "pit_wait" and s["rolls"][-1]["why"] == "pit"


def test_a_team_shares_4_reserve_wp(monkeypatch):
    s = technical(players=4, team=True)
    assert s["team_reserve"] == [4, 4]
    s["cars"][0]["wp"].update(engine=1, gearbox=1)
    dice(monkeypatch, 12)
    s = race.play(s, {"gear": 4})
    s = race.play(s, {"to": 503, "spaces": 9})
    s = race.play(s, {"pit_service": {"stop": "technical", "tyres": "hard", "repair": {"engine": 2}}})
    assert s["team_reserve"] == [2, 4]


def test_these_options_need_the_advanced_game():
    for option in ("technical_pit_stops", "car_construction"):
        with pytest.raises(BadOptions):
            race.check_options({option: True})
    with pytest.raises(BadOptions):
        race.check_options({"rules": "advanced", "construction_caps": "none"})


@pytest.mark.parametrize("seed", range(3))
def test_random_races_with_construction_and_technical_stops_end(seed):
    options = {"players": 2 + 2 * seed, "laps": 3, "rules": "advanced", "technical_pit_stops": True,
               "car_construction": True, "team_race": seed > 0, "tyre_choice": True, "weather": True}
    s = race.setup(options, seed)
    r = random.Random(seed)
    for _ in range(20000):
        if s["to_move"] is None:
            break
        s = race.play(s, r.choice(race.legal_moves(s)))
    assert race.result(s) is not None
