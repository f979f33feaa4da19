"""Formula D's bots: Medium and Hard play legal moves in every kind of race, decide the same way for the same
view and seed without touching the view, and show judgement: Hard slows for the 2- and 3-stop corners
instead of risking elimination, keeps the WP it still needs (and spends them when they are no longer
needed), pits when worn, keeps away from other cars when a collision could be fatal, takes a free
slipstream and qualifies without failing its lap."""

import copy
import json

import pytest

from tabletop.games.formulad import bots, data, race, rules

LEVELS = ("greedy", "hard")


def at(row, lane):
    return 3 * row + lane


FAR = {"space": at(100, 2), "gear": 2}  # a car out of the way, before the pit entry


def position(cars, rules_name="basic", laps=1, seed=1, **options):
    """A race after the grid with ``cars`` (seat -> fields; advanced WP are the standard car's with the
    given changes) and the first seat of ``cars`` to move."""
    s = race.setup(dict({"players": len(cars), "laps": laps, "rules": rules_name}, **options), seed)
    for seat, fields in cars.items():
        fields = dict(fields)
        if rules_name == "advanced":
            fields["wp"] = dict(data.WP_ADVANCED, **fields.get("wp", {}))
        s["cars"][seat].update(fields)
    first = next(iter(cars))
    s["order"] = [first] + [x for x in s["order"] if x != first]
    s["turn"], s["to_move"] = 0, first
    return s


def rolled(monkeypatch, s, gear, face):
    """Engage ``gear`` with the gear die showing ``face``."""
    real = race._roll

    def roll(state, seat, die, why):
        if die.startswith("gear"):
            state["rolls"].append({"move": len(state["history"]), "seat": seat, "die": die, "sides": 0,
                                   "face": face, "why": why})
            return face
        return real(state, seat, die, why)
    monkeypatch.setattr(race, "_roll", roll)
    s = rules.play(s, {"gear": gear})
    monkeypatch.setattr(race, "_roll", real)
    return s


def choose(level, s, seed=1):
    return bots.BOTS[level](rules, rules.view(s, s["to_move"]), seed)


def test_the_levels_are_medium_and_hard():
    assert set(bots.BOTS) == {"greedy", "hard"}
    assert bots.BOTS["greedy"] is bots.medium and bots.BOTS["hard"] is bots.hard


# --- judgement ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules_name, wp", [("advanced", {"brakes": 0}), ("basic", 3)])
def test_hard_slows_for_a_two_stop_corner_instead_of_risking_elimination(rules_name, wp):
    # row 37 in 4th: C3 (rows 40-44) needs 2 stops. 4th (7-12) mostly leaves it with none, 3rd (4-8) on an
    # 8, and there are no brakes (few WP) to stay in; 2nd (2-4) cannot leave it
    s = position({0: {"space": at(37, 1), "gear": 4, "wp": wp}, 1: FAR}, rules_name)
    assert {"gear": 4} in rules.legal_moves(s) and {"gear": 3} in rules.legal_moves(s)
    assert choose("hard", s) == {"gear": 2}


@pytest.mark.parametrize("rules_name, wp", [("advanced", {"brakes": 0}), ("basic", 2)])
def test_hard_slows_for_a_three_stop_corner(rules_name, wp):
    # row 76, one stop made in C5 (rows 74-80, 3 stops): 3rd (4-8) would leave it with one stop, out
    s = position({0: {"space": at(76, 1), "gear": 3, "corner": "C5", "stops": 1, "wp": wp}, 1: FAR}, rules_name)
    assert choose("hard", s)["gear"] <= 2


def test_hard_keeps_the_wp_it_needs():
    # final lap, row 17 (C1 done) in 4th: 5th (11-20) often runs past C2 (rows 34-36) and costs WP to
    # brake or overshoot, 4th (7-12) never does. With WP to spare Hard goes for 5th; with 3 left it
    # keeps them for the six corners still to come
    def at_c1(wp):
        return position({0: {"space": 53, "gear": 4, "corner": "C1", "stops": 1, "wp": wp, "laps": 1},
                         1: {"space": 258, "gear": 2, "laps": 1}}, "basic", laps=2)
    assert choose("hard", at_c1(16)) == {"gear": 5}
    assert choose("hard", at_c1(3)) == {"gear": 4}


def test_hard_spends_wp_when_only_one_corner_is_left():
    # final lap, row 89 in C6 (2 stops) with one made: with 16 WP and only C7 to come Hard leaves at
    # once in 4th, paying the overshoot; with 3 WP it crawls out in 1st
    def in_c6(wp):
        return position({0: {"space": 269, "gear": 3, "corner": "C6", "stops": 1, "wp": wp, "laps": 1},
                         1: {"space": 134, "gear": 1, "laps": 1}}, "basic", laps=2)
    assert choose("hard", in_c6(16))["gear"] >= 3
    assert choose("hard", in_c6(3)) == {"gear": 1}


def test_hard_pits_when_worn_and_stays_out_when_fresh(monkeypatch):
    # 2 laps, first lap, C7 done: an 8 in 3rd reaches the pit lane (space 300 then the lane) or the straight
    def at_c7(wp):
        s = position({0: {"space": at(96, 0), "gear": 3, "corner": "C7", "stops": 1, "wp": wp}, 1: FAR},
                     "basic", laps=2)
        return rolled(monkeypatch, s, 3, 8)
    worn = at_c7(4)
    assert any(o["to"] >= 400 for o in worn["pending"]["options"])
    assert choose("hard", worn)["to"] >= 400  # into the pit lane
    assert choose("hard", at_c7(17))["to"] < 400


def test_both_end_away_from_other_cars_when_a_collision_could_be_fatal(monkeypatch):
    # body 1: a failed collision roll eliminates the car. A 7 in 4th from row 50 reaches row 57 in lane 1
    # (beside a car on (57, 0), another ahead on (58, 0)) or lane 2 (nobody near)
    s = position({0: {"space": at(50, 1), "gear": 4, "wp": {"body": 1}}, 1: {"space": at(57, 0), "gear": 3},
                  2: {"space": at(58, 0), "gear": 3}}, "advanced")
    s = rolled(monkeypatch, s, 4, 7)
    assert {"to": at(57, 1), "spaces": 7} in rules.legal_moves(s)
    for level in LEVELS:
        assert choose(level, s) == {"to": at(57, 2), "spaces": 7}


def test_both_take_a_free_slipstream_on_a_straight(monkeypatch):
    # a 7 in 4th from row 46 ends right behind a car in 4th on row 54, on the back straight
    s = position({0: {"space": at(46, 1), "gear": 4}, 1: {"space": at(54, 1), "gear": 4}}, "advanced")
    s = rolled(monkeypatch, s, 4, 7)
    s = rules.play(s, {"to": at(53, 1), "spaces": 7})
    assert s["phase"] == "slipstream"
    for level in LEVELS:
        move = choose(level, s)
        assert move["slipstream"] is not None and move["slipstream"]["spaces"] == 3


def test_hard_qualifies_without_failing_its_lap():
    # qualifying: row 36, 4th; C3 (rows 40-44, 2 stops) left with no stop ends the lap
    s = race.setup({"players": 2, "qualifying": True}, 3)
    assert s["phase"] == "qualifying"
    s["lap"] = dict(s["lap"], space=at(36, 1), travelled=36, gear=4)
    assert choose("hard", s)["gear"] <= 3
    assert choose("greedy", s)["gear"] <= 3


# --- setup choices -----------------------------------------------------------------------------------

def test_medium_setup_choices():
    s = race.setup({"players": 2, "rules": "advanced", "tyre_choice": True, "weather": True}, 5)
    assert s["phase"] == "tyres"
    dry, wet = copy.deepcopy(s), copy.deepcopy(s)
    dry["weather"]["now"], wet["weather"]["now"] = "good", "rain"
    assert choose("greedy", dry) == {"tyres": "hard"}
    assert choose("greedy", wet) == {"tyres": "rain"}
    assert choose("hard", wet) == {"tyres": "rain"}
    s = race.setup({"players": 2, "rules": "advanced", "car_construction": True, "technical_pit_stops": True}, 5)
    assert s["phase"] == "construct"
    assert choose("greedy", s) == {"construct": dict(data.WP_ADVANCED, repair=2)}
    assert rules.why_illegal(s, choose("hard", s)) is None


def test_medium_repairs_what_is_damaged_at_a_technical_stop(monkeypatch):
    def at_the_box(**wp):
        s = position({0: {"space": 300, "gear": 4, "box": 503, "wp": wp}, 1: FAR}, "advanced", laps=2,
                     technical_pit_stops=True)
        s["cars"][0]["reserve"] = 2
        s = rolled(monkeypatch, s, 4, 12)
        s = rules.play(s, {"to": 503, "spaces": 9})
        assert s["phase"] == "pit_service"
        return s
    assert choose("greedy", at_the_box())["pit_service"]["stop"] == "tyres"
    move = choose("greedy", at_the_box(engine=1))["pit_service"]
    assert move["stop"] == "technical" and move["repair"].get("engine", 0) >= 1
    move = choose("hard", at_the_box(body=1))["pit_service"]
    assert move["stop"] == "technical" and move["repair"].get("body", 0) >= 1


# --- legal, repeatable, read-only --------------------------------------------------------------------

RACES = [
    # (options, seed, levels by seat)
    ({"players": 2, "laps": 1}, 1, "gh"),
    ({"players": 4, "laps": 2}, 2, "ghgg"),
    ({"players": 4, "laps": 2, "rules": "advanced", "nitro": True}, 3, "hggh"),
    ({"players": 10, "laps": 1}, 4, "gggghggggg"),
    ({"players": 10, "laps": 1, "rules": "advanced"}, 5, "ggggggghgg"),
    ({"players": 2, "laps": 3, "rules": "advanced", "qualifying": True, "weather": True, "tyre_choice": True,
      "technical_pit_stops": True, "car_construction": True, "nitro": True}, 6, "hg"),
    ({"players": 4, "laps": 2, "rules": "advanced", "qualifying": True, "weather": True, "tyre_choice": True,
      "technical_pit_stops": True, "car_construction": True, "construction_caps": "official",
      "team_race": True, "soft_rain_multiplier": "masters"}, 7, "gghh"),
    ({"players": 4, "laps": 3, "qualifying": True, "nitro": True, "team_race": True}, 8, "hggh"),
    ({"players": 2, "laps": 2, "rules": "advanced", "weather": True, "tyre_choice": True}, 9, "hg"),
]


def _race(options, seed, levels, check):
    s = rules.setup(options, seed)
    n = 0
    while s["to_move"] is not None:
        level = "hard" if levels[s["to_move"]] == "h" else "greedy"
        view = rules.view(s, s["to_move"])
        move = bots.BOTS[level](rules, view, 1000 * seed + n)
        check(s, view, level, move, n)
        s = rules.play(s, move)
        n += 1
        assert n < 20000
    return s


def _legal(s, view, level, move, n):
    if s["phase"] == "construct":  # tens of thousands of cars: the engine checks one by its rule
        assert rules.why_illegal(s, move) is None
    else:
        assert move in rules.legal_moves(s), (level, s["phase"], move)


@pytest.mark.parametrize("options, seed, levels", RACES)
def test_every_move_is_legal_and_every_race_ends(options, seed, levels):
    s = _race(options, seed, levels, _legal)
    result = rules.result(s)
    assert result is not None and len(result["ranking"]) == options["players"]


def _random_options(seed):
    """Options drawn from a seeded generator: any rules, 2-10 cars, 1-3 laps, every option."""
    from tabletop import rng
    r = rng.seed_state(seed)

    def pick(items):
        nonlocal r
        r, i = rng.below(r, len(items))
        return items[i]
    advanced = pick([True, True, False])
    o = {"players": pick([2, 3, 4, 6, 10]), "laps": pick([1, 2, 3]), "rules": "advanced" if advanced else "basic",
         "nitro": pick([True, False]), "qualifying": pick([True, False])}
    if advanced:
        for flag in ("weather", "tyre_choice", "technical_pit_stops", "car_construction"):
            o[flag] = pick([True, False])
        o["construction_caps"] = pick(["bga", "official"])
        o["soft_rain_multiplier"] = pick(["seed", "masters"])
    if o["players"] % 2 == 0:
        o["team_race"] = pick([True, False, False])
    if o["players"] == 10:
        o["laps"] = 1  # keeps the test quick
    levels = "".join(pick("gh") if o["players"] <= 4 else pick("ggh") for _ in range(o["players"]))
    return o, levels


@pytest.mark.parametrize("seed", range(8))
def test_every_move_is_legal_in_random_races(seed):
    options, levels = _random_options(100 + seed)
    s = _race(options, seed, levels, _legal)
    assert rules.result(s) is not None


def test_same_view_and_seed_same_move_and_the_view_is_untouched():
    checked = set()

    def check(s, view, level, move, n):
        if n % 4:
            return
        before = json.dumps(view, sort_keys=True)
        for other in LEVELS:
            again = bots.BOTS[other](rules, view, 1000 * 6 + n)
            assert json.dumps(view, sort_keys=True) == before  # the view is never changed
            if n % 8 == 0:
                bots._TABLES.clear()  # the caches only save time: a cold start decides alike
            assert bots.BOTS[other](rules, copy.deepcopy(view), 1000 * 6 + n) == again
            if other == level:
                assert again == move
        checked.add(s["phase"])
    _race({"players": 3, "laps": 2, "rules": "advanced", "qualifying": True, "tyre_choice": True,
           "technical_pit_stops": True, "nitro": True}, 6, "hgh", check)
    assert {"tyres", "qualifying", "gear", "move"} <= checked
