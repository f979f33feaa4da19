"""Formula D's weather and tyres (rules file §2.16-§2.17, options of the advanced game): facts 5 and 22,
skids, the soft tyres' extra space, the tyre choice in grid order, wet dice."""

import pytest

from tabletop.engine import BadOptions
from tabletop.games.formulad import conditions, race

from test_formulad_race import at, dice, offered
from test_formulad_advanced import STANDARD


def car(**fields):
    return dict({"tyre": "hard", "tyre_base": 0, "laps": 0, "space": at(50, 1), "corner": None, "stops": 0}, **fields)


def test_weather_and_tyres_need_the_advanced_game():
    for option in ("weather", "tyre_choice"):
        with pytest.raises(BadOptions):
            race.check_options({option: True})
        race.check_options({option: True, "rules": "advanced"})
    with pytest.raises(BadOptions):
        race.check_options({"rules": "advanced", "soft_rain_multiplier": "double"})


def test_fact_22_the_weather_ladder():
    w = "changeable"
    w = conditions.after_roll(w, "good")
    assert w == "good_temporary"
    w = conditions.after_roll(w, "rain")
    assert w == "rain_temporary"  # changeable is skipped once left
    w = conditions.after_roll(w, "rain")
    assert w == "rain" and conditions.after_roll(w, "good") == "rain"  # fixed
    assert conditions.after_roll("changeable", "changeable") == "changeable"
    assert [conditions.chart(d) for d in (1, 11, 12, 16, 17, 20)] == ["good", "good", "changeable", "changeable",
                                                                     "rain", "rain"]


def test_fact_22_one_roll_per_trigger_at_the_end_of_the_round(monkeypatch):
    s = race.setup({"players": 2, "rules": "advanced", "weather": True}, 4)
    s["weather"]["now"] = "changeable"
    s["cars"][0].update(space=at(45, 1), gear=5)
    s["cars"][1].update(space=at(100, 1), gear=2)
    s["order"], s["turn"], s["to_move"] = [0, 1], 0, 0
    dice(monkeypatch, 20, 9)  # 20 in 5th: a trigger; the mover's motor test (9: nothing)
    s = race.play(s, {"gear": 5})
    s = race.play(s, next(m for m in race.legal_moves(s) if m.get("spaces") == 20))
    assert s["weather"]["rolls_due"] == 1 and s["weather"]["now"] == "changeable"
    dice(monkeypatch, 3, 5)  # car 1: 3 in 2nd; then the end of the round: 5 on the chart, good
    s = race.play(s, {"gear": 2})
    s = race.play(s, next(m for m in race.legal_moves(s) if m.get("spaces") == 3))
    assert s["weather"]["now"] == "good_temporary" and s["weather"]["rolls_due"] == 0


def test_fact_5_soft_tyres_in_the_dry_on_their_first_lap_double_the_overshoot(monkeypatch):
    s = race.setup({"players": 2, "rules": "advanced", "tyre_choice": True}, 1)
    first = s["to_move"]
    assert s["phase"] == "tyres" and race.legal_moves(s) == [{"tyres": "hard"}, {"tyres": "soft"}, {"tyres": "rain"}]
    s = race.play(s, {"tyres": "soft"})
    s = race.play(s, {"tyres": "hard"})
    assert s["phase"] == "gear" and s["cars"][first]["tyre"] == "soft"
    s["cars"][first].update(space=39, gear=3)
    other = 1 - first
    s["cars"][other].update(space=at(60, 2), gear=2)
    s["order"], s["turn"], s["to_move"] = [first, other], 0, first
    dice(monkeypatch, 8)
    s = race.play(s, {"gear": 3})
    plain = [o for o in s["pending"]["options"] if o["to"] == at(21, 0) and o["spaces"] == 8 and not o["soft"]]
    assert plain[0]["price"]["tyres"] == 2  # 6 - 2 x 2
    with_bonus = [o for o in s["pending"]["options"] if o["soft"]]
    assert {o["spaces"] for o in with_bonus} >= {9}
    assert {"to": at(22, 0), "spaces": 9, "soft": True} in race.legal_moves(s)


def test_tyre_multipliers():
    assert conditions.multiplier(car(tyre="soft"), False) == 2
    assert conditions.multiplier(car(tyre="soft", laps=2), False) == 3
    assert conditions.multiplier(car(tyre="rain"), False) == 2
    assert conditions.multiplier(car(tyre="rain"), True) == 1
    assert conditions.multiplier(car(tyre="soft"), True) == 1
    assert conditions.multiplier(car(tyre="soft"), True, "masters") == 2
    assert conditions.multiplier(car(tyre="soft", laps=2), True) == 3
    assert conditions.multiplier(car(tyre="soft", laps=2, tyre_base=2), False) == 2  # a new set after a stop


def test_skids_in_the_wet_only_on_a_turn_towards_a_corner():
    assert conditions.skid(car(space=at(13, 1)), 4, True) == 3  # row 17 is in C1
    assert conditions.skid(car(space=at(13, 1), tyre="rain"), 4, True) == 1
    assert conditions.skid(car(space=at(13, 1)), 2, True) == 0  # row 15: still the straight
    assert conditions.skid(car(space=at(13, 1)), 4, False) == 0
    assert conditions.skid(car(space=at(17, 1), corner="C1", stops=0), 1, True) == 3
    assert conditions.skid(car(space=at(17, 1), corner="C1", stops=1), 2, True) == 0  # C1 done, straight ahead


def test_soft_bonus_only_on_the_first_lap_in_the_dry():
    assert conditions.soft_bonus(car(tyre="soft"), False)
    assert not conditions.soft_bonus(car(tyre="soft", laps=1), False)
    assert not conditions.soft_bonus(car(tyre="soft"), True)
    assert not conditions.soft_bonus(car(tyre="hard"), False)
    assert not conditions.soft_bonus(car(tyre="soft", no_soft=True), False)


def test_wet_dice():
    assert conditions.fails("collision", "advanced", True) == 2 and conditions.fails("collision", "advanced", False) == 1
    assert conditions.fails("motor", "advanced", True) == 3 and conditions.fails("handling", "advanced", True) == 5
    assert conditions.fails("collision", "basic", True) == 4


@pytest.mark.parametrize("seed", range(4))
def test_random_races_with_every_weather_and_tyre_option_end(seed):
    import random
    options = {"players": 3 + seed, "laps": 2, "rules": "advanced", "weather": True, "tyre_choice": True,
               "nitro": seed % 2 == 0}
    s = race.setup(options, seed)
    r = random.Random(seed)
    for _ in range(20000):
        if s["to_move"] is None:
            break
        s = race.play(s, r.choice(race.legal_moves(s)))
    assert race.result(s) is not None
