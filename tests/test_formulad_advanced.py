"""Formula D's advanced game (rules file §2.6-§2.13): wear points by category, spins, emergency braking,
collisions and motor damage with markers, road handling, the pit die; facts 8, 9, 11, 12, 13, 17 and 21."""

import pytest

from tabletop.games.formulad import data, race
from tabletop.games.formulad.wear import overshoot_on_tyres, prices

from test_formulad_race import at, dice, offered

STANDARD = dict(data.WP_ADVANCED)


def state(players=2, laps=1, cars=None, markers=()):
    s = race.setup({"players": players, "laps": laps, "rules": "advanced"}, 1)
    for seat, fields in (cars or {}).items():
        wp = dict(STANDARD, **fields.pop("wp", {}))
        s["cars"][seat].update(fields, wp=wp)
    first = next(iter(cars))
    s["order"] = [first] + [x for x in s["order"] if x != first]
    s["turn"], s["to_move"] = 0, first
    s["markers"] = sorted(markers)
    return s


def test_fact_8_spin_or_elimination_by_the_tyres_left():
    assert overshoot_on_tyres(2, 2) == (1, True)  # a spin: tyres become 1
    assert overshoot_on_tyres(1, 2) is None  # eliminated
    assert overshoot_on_tyres(0, 1) == (1, True)  # hard tyres (multiplier 1): a spin
    assert overshoot_on_tyres(0, 2) is None  # soft tyres in the dry (multiplier 2): eliminated
    assert overshoot_on_tyres(6, 2) == (4, False)


def test_fact_8_a_spin_in_the_race_means_first_gear_now_and_next_turn(monkeypatch):
    s = state(cars={0: {"space": 39, "gear": 3, "wp": {"tyres": 2}}, 1: {"space": at(60, 2), "gear": 2}})
    dice(monkeypatch, 8)
    s = race.play(s, {"gear": 3})
    s = race.play(s, {"to": at(21, 0), "spaces": 8})  # 2 past C1 with no stop: 2 tyre WP of 2
    car = s["cars"][0]
    assert car["wp"]["tyres"] == 1 and car["gear"] == 1 and car["restart"] == "spin"
    assert car["space"] == at(21, 0)
    s["order"], s["turn"], s["to_move"] = [0, 1], 0, 0
    assert race.legal_moves(s) == [{"gear": 1}]


def test_fact_9_blocked_in_the_advanced_game():
    wp = dict(STANDARD)
    assert prices(wp, 0, 5, blocked=True) == [{"tyres": 6, "spin": False, "brakes": 3, "emergency_tyres": 2}]
    assert prices(wp, 0, 8, blocked=True) == [{"tyres": 6, "spin": False, "brakes": 3, "emergency_tyres": 5}]
    assert prices(dict(wp, brakes=2), 0, 5, blocked=True) == []
    # with brakes to spare, the spaces beyond 3 may go on either
    both = prices(dict(wp, brakes=5), 0, 5, blocked=True)
    assert [(p["brakes"], p["emergency_tyres"]) for p in both] == [(5, 0), (4, 1), (3, 2)]
    # voluntary braking is paid with brakes only
    assert prices(wp, 0, 3, blocked=False)[0]["brakes"] == 3 and prices(wp, 0, 4, blocked=False) == []


def test_fact_9_in_the_race_a_car_blocked_8_short_pays_3_brakes_and_5_tyres(monkeypatch):
    wall = {seat: {"space": at(25, lane), "gear": 2} for seat, lane in ((1, 0), (2, 1), (3, 2))}
    s = state(players=4, cars={0: {"space": at(20, 1), "gear": 4}, **wall})
    dice(monkeypatch, 12)
    s = race.play(s, {"gear": 4})
    assert race.legal_moves(s) == [{"to": at(24, lane), "spaces": 4, "tyres": 5} for lane in range(3)]
    dice(monkeypatch, 20, 20, 20, 20, 20, 20)  # the collision rolls with the wall: none fails
    s = race.play(s, {"to": at(24, 1), "spaces": 4, "tyres": 5})
    assert s["cars"][0]["wp"]["brakes"] == 0 and s["cars"][0]["wp"]["tyres"] == 1


def test_fact_11_a_neighbour_out_on_its_own_roll_and_the_mover_fails_against_it(monkeypatch):
    s = state(cars={0: {"space": at(48, 1), "gear": 2}, 1: {"space": at(50, 0), "gear": 2, "wp": {"body": 1}}})
    dice(monkeypatch, 2)
    s = race.play(s, {"gear": 2})
    dice(monkeypatch, 1)  # car 1 rolls 1: out; the mover needs no roll
    s = race.play(s, {"to": at(50, 1), "spaces": 2})
    one = s["cars"][1]
    assert one["elimination"]["cause"] == "collision" and at(50, 0) in s["markers"]
    assert s["cars"][0]["wp"]["body"] == 2 and at(50, 1) in s["markers"]


def test_collisions_in_the_advanced_game_fail_on_1_only(monkeypatch):
    s = state(cars={0: {"space": at(48, 1), "gear": 2}, 1: {"space": at(50, 0), "gear": 2}})
    dice(monkeypatch, 2)
    s = race.play(s, {"gear": 2})
    dice(monkeypatch, 2, 3)
    s = race.play(s, {"to": at(50, 1), "spaces": 2})
    assert s["cars"][0]["wp"]["body"] == 3 and s["cars"][1]["wp"]["body"] == 3 and s["markers"] == []


def test_fact_12_motor_damage_costs_an_engine_wp_and_leaves_a_marker(monkeypatch):
    s = state(cars={0: {"space": at(45, 1), "gear": 5}, 1: {"space": at(100, 1), "gear": 2}})
    dice(monkeypatch, 20)
    s = race.play(s, {"gear": 5})
    dice(monkeypatch, 4)
    s = race.play(s, next(m for m in race.legal_moves(s) if m.get("spaces") == 20))
    assert s["cars"][0]["wp"]["engine"] == 2 and s["cars"][0]["space"] in s["markers"]


def test_fact_13_a_17_is_a_normal_start_in_the_advanced_game(monkeypatch):
    s = race.setup({"players": 2, "rules": "advanced"}, 3)
    dice(monkeypatch, 17, 2)
    s = race.play(s, {"gear": 1})
    assert s["pending"]["allowance"] == 2
    monkeypatch.undo()
    s2 = race.setup({"players": 2, "rules": "advanced"}, 3)
    dice(monkeypatch, 20)
    assert race.play(s2, {"gear": 1})["pending"]["allowance"] == 4


@pytest.mark.parametrize("die,space,gear,waits", [(7, 503 + 0, 4, False), (13, 503, 4, True)])
def test_fact_17_quick_and_slow_stops(monkeypatch, die, space, gear, waits):
    s = state(laps=2, cars={0: {"space": 300, "gear": 4, "box": 503, "wp": {"tyres": 2}},
                            1: {"space": at(60, 2), "gear": 2}})
    dice(monkeypatch, 12)
    s = race.play(s, {"gear": 4})
    dice(monkeypatch, die)
    s = race.play(s, {"to": 503, "spaces": 9})
    car = s["cars"][0]
    assert car["wp"]["tyres"] == 6  # fresh tyres either way
    if waits:
        assert car["space"] == 503 and car["restart"] == "pit_wait"
        s["order"], s["turn"], s["to_move"] = [0, 1], 0, 0
        assert race.legal_moves(s) == [{"gear": 2}, {"gear": 3}, {"gear": 4}]
    else:
        assert car["space"] == 400 + 6 + 3 + 3 and car["gear"] == 4  # BOX3 -> PIT9 .. PIT12: 4 spaces
        assert car["restart"] is None


def test_fact_21_a_marker_on_the_path_is_a_road_handling_test(monkeypatch):
    markers = [at(51, 0), at(51, 1), at(51, 2)]  # a row of markers: no way round
    s = state(cars={0: {"space": at(49, 1), "gear": 2}, 1: {"space": at(90, 2), "gear": 2}}, markers=markers)
    dice(monkeypatch, 3)
    s = race.play(s, {"gear": 2})
    option = offered(s)[(at(52, 1), 3)]
    assert option["dangerous"] == 1
    dice(monkeypatch, 4)  # 1-4 fails in the dry
    after = race.play(s, {"to": at(52, 1), "spaces": 3})
    assert after["cars"][0]["wp"]["handling"] == 1
    s["cars"][0]["wp"]["handling"] = 1
    s["pending"]["options"] = race.move_options(s, s["cars"][0], 3)
    dice(monkeypatch, 2)
    out = race.play(s, {"to": at(52, 1), "spaces": 3})
    assert out["cars"][0]["status"] == "eliminated" and out["cars"][0]["elimination"]["cause"] == "handling"
    assert out["markers"] == sorted(markers)  # removed with no marker of its own


def slip_state(leader_gear=4, mover=None, leader_space=None, **extra):
    mover = dict({"space": at(48, 1), "gear": 4}, **(mover or {}))
    cars = {0: mover, 1: {"space": leader_space or at(51, 1), "gear": leader_gear}}
    return state(cars=cars, **extra)


def test_fact_20_slipstream_three_spaces_in_the_rule_shapes(monkeypatch):
    s = slip_state()
    dice(monkeypatch, 2)
    s = race.play(s, {"gear": 4})
    s["pending"]["allowance"] = 2  # 4th gear never shows 2: the same move, priced again for 2 spaces
    s["pending"]["options"] = race.move_options(s, s["cars"][0], 2)
    s["pending"]["moves"] = [race._move_of(o) for o in s["pending"]["options"]]
    s = race.play(s, {"to": at(50, 1), "spaces": 2})
    assert s["phase"] == "slipstream"
    moves = race.legal_moves(s)
    full = {m["slipstream"]["to"] for m in moves if m["slipstream"] and m["slipstream"]["spaces"] == 3}
    assert full == {at(53, 0), at(53, 1), at(53, 2)} and {"slipstream": None} in moves
    shorter = [m for m in moves if m["slipstream"] and m["slipstream"]["spaces"] < 3]
    assert shorter  # cut short for a brake WP a space
    done = race.play(s, {"slipstream": {"to": at(53, 1), "spaces": 3}})
    car = done["cars"][0]
    assert car["space"] == at(53, 1) and car["wp"]["brakes"] == 3 and done["phase"] == "gear"
    braked = race.play(s, {"slipstream": {"to": at(52, 0), "spaces": 2}})
    assert braked["cars"][0]["wp"]["brakes"] == 2
    dice(monkeypatch, 20, 20)  # declined: it ends behind the leader, a neighbour: both roll
    declined = race.play(s, {"slipstream": None})
    assert declined["cars"][0]["space"] == at(50, 1) and declined["phase"] == "gear"


def main_move_to(s, to, spaces):
    s["pending"]["allowance"] = spaces
    s["pending"]["options"] = race.move_options(s, s["cars"][0], spaces)
    s["pending"]["moves"] = [race._move_of(o) for o in s["pending"]["options"]]
    return race.play(s, {"to": to, "spaces": spaces})


def test_fact_20_no_slipstream_behind_a_faster_leader_or_after_braking(monkeypatch):
    s = slip_state(leader_gear=5)
    dice(monkeypatch, 7)
    s = race.play(s, {"gear": 4})
    dice(monkeypatch, 20, 20)
    assert main_move_to(s, at(50, 1), 2)["phase"] == "gear"
    s = slip_state()
    dice(monkeypatch, 7)
    s = race.play(s, {"gear": 4})
    s["pending"]["allowance"] = 4  # priced as a 4: braking 2 to stop behind the leader
    s["pending"]["options"] = race.move_options(s, s["cars"][0], 4)
    braked = [o for o in s["pending"]["options"] if o["to"] == at(50, 1)]
    assert braked and braked[0]["brake"] == 2
    s["pending"]["moves"] = [race._move_of(o) for o in s["pending"]["options"]]
    dice(monkeypatch, 20, 20)
    assert race.play(s, race._move_of(braked[0]))["phase"] == "gear"


def test_fact_20_slipstreaming_into_a_corner_costs_a_brake_wp(monkeypatch):
    s = slip_state(mover={"space": at(63, 1)}, leader_space=at(66, 1))
    dice(monkeypatch, 7)
    s = race.play(s, {"gear": 4})
    s = main_move_to(s, at(65, 1), 2)
    assert s["phase"] == "slipstream"
    into_c4 = race.play(s, {"slipstream": {"to": at(68, 0), "spaces": 3}})  # rows 66-68: C4 is 67-69
    assert into_c4["cars"][0]["wp"]["brakes"] == 2 and into_c4["cars"][0]["corner"] == "C4"


def test_soft_tyres_with_their_extra_space_unused_slipstream_four_spaces(monkeypatch):
    s = race.setup({"players": 2, "rules": "advanced", "tyre_choice": True}, 1)
    s["phase"] = "gear"
    s.pop("queue", None)
    s["cars"][0].update(space=at(48, 1), gear=4, tyre="soft")
    s["cars"][1].update(space=at(51, 1), gear=4)
    s["order"], s["turn"], s["to_move"] = [0, 1], 0, 0
    dice(monkeypatch, 7)
    s = race.play(s, {"gear": 4})
    assert s["pending"]["soft"]
    s = main_move_to(s, at(50, 1), 2)  # the soft space not used
    full = {m["slipstream"]["spaces"] for m in race.legal_moves(s) if m["slipstream"]}
    assert max(full) == 4
    s2 = race.play(s, {"slipstream": {"to": at(54, 1), "spaces": 4}})
    assert s2["cars"][0]["space"] == at(54, 1) and s2["cars"][0]["wp"]["brakes"] == 3
