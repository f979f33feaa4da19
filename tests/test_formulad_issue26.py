"""Formula D rules defects found by seeded random play (issue 26), each rebuilt as a position: nitro after a
great start, the lane kept after an overshoot by a move from the pit lane, braking beside another car's
box, 1st gear after a quick stop, the ranking of eliminated cars in a team race, and the overshoot of a
qualifying lap that ends at the line; with the same mistakes found in a second place (the wet skid of a
move from the pit lane)."""

import pytest

from tabletop.games.formulad import conditions, corners, qualifying, race
from tabletop.games.formulad.movement import Drive, ends

from test_formulad_race import at, dice, far_away, offered, state
from test_formulad_advanced import state as advanced_state


# --- item 3: nitro needs a gear die (§2.18, §2.4) ----------------------------------------------------

@pytest.mark.parametrize("rules,die", [("basic", 17), ("basic", 20), ("advanced", 20)])
def test_no_nitro_after_a_great_start(monkeypatch, rules, die):
    """Rules file §2.18: "Once per lap, after rolling the gear die, add the gear number to the allowance";
    §2.4: a great start means "Move 4 spaces at once" and no gear die is rolled. Seed: "Players can use
    their nitro once a lap after rolling the corresponding gear die" and "Nitro may only be used if it is
    available when rolling the gear die". So a great start offers no nitro, and the car keeps it."""
    s = race.setup({"players": 2, "laps": 2, "nitro": True, "rules": rules}, 3)
    seat = s["to_move"]
    dice(monkeypatch, die)
    great = race.play(s, {"gear": 1})
    assert great["pending"]["allowance"] == 4
    assert [r["why"] for r in great["rolls"][len(s["rolls"]):]] == ["start"]  # no gear die
    moves = race.legal_moves(great)
    assert moves and not any(m.get("nitro") for m in moves)
    assert {m["spaces"] for m in moves if m["spaces"] == 4}
    moved = race.play(great, next(m for m in moves if m["spaces"] == 4))
    assert moved["cars"][seat]["nitro"]  # still there for a move with a gear die


def test_nitro_is_still_offered_on_the_first_turn_after_a_normal_start(monkeypatch):
    """Rules file §2.18: nitro is added "after rolling the gear die": a normal start rolls it."""
    s = race.setup({"players": 2, "laps": 2, "nitro": True}, 3)
    dice(monkeypatch, 9, 2)
    s = race.play(s, {"gear": 1})
    assert {m["spaces"] for m in race.legal_moves(s) if m.get("nitro")} == {3}  # 2 + 1 in 1st


# --- item 4: the lane kept after an overshoot, from the pit lane (§2.5) -----------------------------

def test_lock_from_counts_the_rows_of_a_move_from_the_pit_lane_or_a_box():
    """Rules file §2.5: "After an overshoot the car keeps its lane from the corner's last space to the
    end of the move". A move from the pit lane joins the track at the exit (space 36, row 12), before C1
    (rows 16-19): PIT_19 is 3 moves from it, BOX_10 7."""
    assert corners.lock_from(419, None, 0, 12) == 10  # 3 to row 12, 7 more to row 19
    assert corners.lock_from(510, None, 0, 20) == 14  # 7 to row 12, 7 more to row 19
    assert corners.lock_from(419, None, 0, 10) is None  # row 18 at most: C1 is not left
    found = {e.space: e for e in ends(Drive(419, 12, lock_from=10)) if e.spaces == 12}
    assert set(found) == {at(21, lane) for lane in range(3)}
    for end in found.values():
        assert end.lanes[9] == end.lanes[10] == end.lanes[11]  # the row-19 lane to the end


def test_a_move_from_the_pit_lane_that_overshoots_c1_keeps_its_lane(monkeypatch):
    """Rules file §2.5: "After an overshoot the car keeps its lane from the corner's last space to the
    end of the move, and brakes if blocked"; §2.6: "When coming out of a corner the car may not change
    lane, but must stay in the same lane" [SEED]. Seen in basic, 4 cars, qualifying + team race, seed
    646756027, move 302: the path 57 -> 61 changed lane after leaving C1 without its stop."""
    cars = far_away(4)
    cars[0] = {"space": 419, "gear": 4, "laps": 0, "box": 501, "pitted": True}  # after its stop
    cars[1] = {"space": at(19, 1), "gear": 2}  # row 19, C1's last row: only lane 0 is free
    cars[2] = {"space": at(19, 2), "gear": 2}
    s = state(players=4, laps=2, cars=cars)
    dice(monkeypatch, 12)
    s = race.play(s, {"gear": 4})
    full = {to: o for (to, n), o in offered(s).items() if n == 12}
    assert set(full) == {at(21, 0)}  # through (19, 0), then lane 0 to the end: no (21, 1), no (21, 2)
    assert full[at(21, 0)]["overshoot"] == 2 and full[at(21, 0)]["price"] == {"wp": 2}
    assert all(o["spaces"] <= 12 for o in offered(s).values())


def test_a_move_from_the_pit_lane_cannot_dodge_a_marker_after_an_overshoot(monkeypatch):
    """Rules file §2.5 (lane kept after an overshoot) and §2.10: "Each dangerous space a move enters
    triggers one test". A marker on (20, 0), the row after C1, in the lane the car must keep: the move
    from the pit lane cannot swerve round it, so it tests road handling."""
    cars = far_away(4)
    cars[0] = {"space": 419, "gear": 4, "laps": 0, "box": 501, "pitted": True}
    cars[1] = {"space": at(19, 1), "gear": 2}
    cars[2] = {"space": at(19, 2), "gear": 2}
    s = advanced_state(players=4, laps=2, cars=cars, markers=[at(20, 0)])
    dice(monkeypatch, 11)
    s = race.play(s, {"gear": 4})
    full = [o for o in s["pending"]["options"] if o["spaces"] == 11]
    assert {o["to"] for o in full} == {at(20, 0)} and all(o["dangerous"] == 1 for o in full)


def test_the_wet_skid_counts_the_rows_of_a_move_from_the_pit_lane():
    """Rules file §2.17: the skid applies when "its gear-die face f alone would carry it (counted in rows)
    into a corner it has not completed". The same mistake as item 4: a car leaving the pit lane after its
    stop was never skidding, even when its face carries it into C1 (PIT_19 is 3 from row 12)."""
    leaving = {"tyre": "hard", "tyre_base": 0, "laps": 1, "space": 419, "corner": None, "stops": 0,
               "pitted": True}
    assert conditions.skid(leaving, 6, True) == 0  # rows 12-14
    assert conditions.skid(leaving, 7, True) == 3  # row 16: C1
    assert conditions.skid(dict(leaving, tyre="rain"), 9, True) == 1
    assert conditions.skid(dict(leaving, space=510), 11, True) == 3  # BOX_10: 7 to row 12, row 16
    assert conditions.skid(leaving, 7, False) == 0  # dry
    # a car heading for its box ends its move there, short of any corner
    heading_in = dict(leaving, space=400, laps=0, pitted=False)
    assert conditions.skid(heading_in, 30, True) == 0


def test_a_car_that_must_keep_its_lane_behind_a_car_is_blocked_when_it_retires(monkeypatch):
    """Rules file §2.5: after an overshoot the car "keeps its lane ... and brakes if blocked"; §2.7:
    "Blocked: if the longest legal path M is shorter than the allowance a, the car must end at distance
    M"; §2.12: blocking "that cannot be paid" leaves the car on the track until the end of the round.
    The same mistake as item 4 in a second place: the cause of a forced retirement was found by a search
    without the lane lock, which swerved round the car ahead and called it an overshoot."""
    cars = {0: {"space": at(13, 0), "gear": 3, "wp": 2}, 1: {"space": at(19, 1), "gear": 2},
            2: {"space": at(19, 2), "gear": 2}, 3: {"space": at(21, 0), "gear": 2}}
    s = state(players=4, cars=cars)
    dice(monkeypatch, 8)
    s = race.play(s, {"gear": 3})
    # through (19, 0), the lane kept: (20, 0) is as far as it goes, 1 overshoot + 1 braking = 2 WP of 2
    assert race.legal_moves(s) == [{"retire": True}]
    s = race.play(s, {"retire": True})
    car = s["cars"][0]
    assert car["elimination"]["cause"] == "blocked" and car["status"] == "wreck"
    assert car["elimination"]["distance"] == 13.0


# --- item 5: braking beside another car's box (§2.13, D10) ------------------------------------------

def _heading_in(wp):
    """Car 0 on PIT_0 heading for BOX_10 (15 on) in 5th; car 1 waits in BOX_3, beside PIT_8."""
    cars = far_away(2)
    cars[0] = {"space": 400, "gear": 5, "laps": 0, "box": 510, "wp": wp}
    cars[1] = {"space": 503, "gear": 4, "laps": 1, "box": 503, "pitted": True, "restart": "pit_wait"}
    return state(laps=2, cars=cars)


def test_stopping_beside_another_cars_box_is_braking(monkeypatch):
    """Rules file §2.13: "BGA braking: stopping directly behind a car or in one's own box is free; any
    shorter stop costs braking" and "A car never enters another car's box, so boxes cannot be used to pass
    in the single-file lane" (D10: "Another car's box is not part of the lane"). PIT_7 leads to BOX_3 and
    PIT_8; with BOX_3 taken and PIT_8 free, stopping on PIT_7 is 4 spaces of braking, not a wait behind a
    car. Seen in basic, 4 cars, qualifying + team, seed 226520616, move 270 (0 WP charged for 9)."""
    s = _heading_in(18)
    dice(monkeypatch, 11)
    s = race.play(s, {"gear": 5})
    beside = offered(s)[(407, 7)]
    assert beside["brake"] == 4 and beside["price"] == {"wp": 4}
    after = race.play(s, {"to": 407, "spaces": 7})
    assert after["cars"][0]["wp"] == 14


def test_a_stop_beside_another_cars_box_that_cannot_be_paid_is_not_offered(monkeypatch):
    """Rules file §2.13 (braking in the lane, as above) and §4: "Only survivable options are listed".
    With 4 WP, 4 spaces of braking would leave 0 (eliminated, D1). Seen in basic, 5 cars, nitro, seed
    391956740, move 285."""
    s = _heading_in(4)
    dice(monkeypatch, 11)
    s = race.play(s, {"gear": 5})
    assert (407, 7) not in offered(s)
    assert (408, 8) in offered(s) and offered(s)[(408, 8)]["price"] == {"wp": 3}


def test_waiting_directly_behind_a_car_in_the_lane_stays_free(monkeypatch):
    """Rules file §2.13: "In the single-file lane it waits behind the car ahead at no WP cost, whatever
    its gear"."""
    s = _heading_in(18)
    s["cars"][1].update(space=408, restart=None, pitted=False, laps=0, box=502)
    dice(monkeypatch, 11)
    s = race.play(s, {"gear": 5})
    assert offered(s)[(407, 7)]["brake"] == 0 and offered(s)[(407, 7)]["blocked"]


# --- item 6: 1st gear after a quick stop (§2.3, §2.13) ----------------------------------------------

def _second_unsafe_at_419(make_state, fields):
    """Car 0 on PIT_19 after its stop; the exit (36 = (12, 0)) leads only to a wall on row 13, so a 4 in
    2nd would stop on 36 braking 1: 2nd "might be unsafe" (D9)."""
    cars = far_away(4)
    cars[0] = dict({"space": 419, "laps": 0, "box": 501, "pitted": True}, **fields)
    cars[1] = {"space": at(13, 0), "gear": 2}
    cars[2] = {"space": at(13, 1), "gear": 2}
    return make_state(players=4, laps=2, cars=cars)


def test_four_to_one_after_a_quick_stop_costs_a_gearbox_and_a_brake_wp(monkeypatch):
    """Rules file §2.13: "After a quick stop the car is in 4th, and the normal gear rules apply"; 1st gear
    is banned "unless 2nd 'might be unsafe'". §2.3: "4→1 skips 2", which costs 1 gearbox and 1 brake WP
    (A); and "Pit lane: down-shift costs apply there too" [SEED: "The rules for gearing down DO apply in
    the pit lane"]."""
    s = _second_unsafe_at_419(advanced_state, {"gear": 4})
    assert race._second_unsafe(s, s["cars"][0])
    choices = dict(race.gear_choices(s, s["cars"][0]))
    assert choices[1] == {"gearbox": 1, "brakes": 1}
    dice(monkeypatch, 1)
    after = race.play(s, {"gear": 1})
    assert after["cars"][0]["wp"]["gearbox"] == 2 and after["cars"][0]["wp"]["brakes"] == 2


def test_first_gear_in_the_lane_costs_the_down_shift_in_the_basic_game_too():
    """Rules file §2.3: one gear down is free; 3→1 skips 1 gear, 1 WP (B); 4→1 skips 2, 2 WP (B). It
    applies in the pit lane too."""
    for gear, cost in ((2, 0), (3, 1), (4, 2)):
        s = _second_unsafe_at_419(state, {"gear": gear})
        assert dict(race.gear_choices(s, s["cars"][0]))[1] == cost


def test_first_gear_after_a_quick_stop_is_not_offered_when_the_skip_cannot_be_paid():
    """Rules file §2.3: "A: with 0 gearbox WP the car may only shift down one gear at a time"; "A skip
    needs every cost to be payable"."""
    s = _second_unsafe_at_419(advanced_state, {"gear": 4, "wp": {"gearbox": 0}})
    assert 1 not in dict(race.gear_choices(s, s["cars"][0]))


def test_first_gear_as_the_car_leaves_after_waiting_stays_free(monkeypatch):
    """Rules file §2.13: "After waiting, the car takes gear 2–4 next turn with no down-shift cost"; 1st
    only if 2nd might be unsafe, then with no down-shift cost either (the car restarts). From a box the
    exit is at least 7 away, so this is forced here."""
    s = _second_unsafe_at_419(advanced_state, {"gear": 5, "space": 501, "restart": "pit_wait"})
    assert race.gear_choices(s, s["cars"][0]) == [(2, {}), (3, {}), (4, {})]
    monkeypatch.setattr(race, "_second_unsafe", lambda s, car: True)
    assert race.gear_choices(s, s["cars"][0]) == [(1, {}), (2, {}), (3, {}), (4, {})]


# --- item 7: eliminated cars in a team race (§2.14) ---------------------------------------------------

def _all_out(team_race):
    s = race.setup({"players": 4, "team_race": team_race}, 5)
    s["to_move"] = None
    for seat, (distance, order) in enumerate([(90.0, 10), (20.0, 40), (60.0, 30), (10.0, 20)]):
        s["cars"][seat]["status"] = "eliminated"
        s["cars"][seat]["elimination"] = {"cause": "collision", "round": 3, "distance": distance, "order": order}
    return s


def test_team_races_do_not_rank_eliminated_cars_by_distance():
    """Rules file §2.14: "Eliminated cars, by score, then by distance travelled (non-team games only)";
    "Remaining ties: the later elimination ranks higher" (D12). Seed: "their distance travelled before
    being eliminated is used as the final tie-break (only in non-team games)". Seen in advanced, 4 cars,
    team + technical pit stops + construction, seed 162467593, move 230."""
    team = race.result(_all_out(True))
    assert [r["seat"] for r in team["ranking"]] == [1, 2, 3, 0]  # the later elimination first
    assert team["winners"] == [0, 1]  # both teams 0 points: the team with the best rank (seat 1)
    solo = race.result(_all_out(False))
    assert [r["seat"] for r in solo["ranking"]] == [0, 2, 1, 3]  # by distance
    assert solo["winners"] == [0]


def test_team_races_still_rank_eliminated_cars_by_qualifying_score_first():
    """Rules file §2.14: "Eliminated cars, by score" (their qualifying points) come first, in team races
    too."""
    s = _all_out(True)
    for seat, score in enumerate((0, 0, 0, 5)):
        s["cars"][seat]["qualifying"] = {"score": score}
    assert [r["seat"] for r in race.result(s)["ranking"]] == [3, 1, 2, 0]


# --- item 8: a qualifying lap ends at the line (§2.15, by analogy with §2.14 and D11) ---------------

def test_a_qualifying_overshoot_of_c7_counts_the_spaces_up_to_the_line_only():
    """Rules file §2.15: the lap "ends by crossing the line, 111 spaces later" and scores "1 per space of
    overshoot"; the file is silent on spaces past the line. By analogy with §2.14 ("Its move stops at the
    line, and the rest is discarded at no cost") and D11 ("The move is truncated at the line"), the
    overshoot counts the spaces up to the line, as a race's finishing move does."""
    lap = dict(qualifying.new_lap(0), space=at(94, 1), travelled=94, gear=5)  # before C7 (rows 95-98)
    done = qualifying.drive(lap, 20)  # leaves C7 with no stop on row 99; the line is 17 on
    assert done["done"] and not done["failed"] and done["space"] == at(0, 1)
    assert done["points"] == 1 + 13  # rows 99-110 and the step across the line: not 18
    assert qualifying.drive(lap, 17)["points"] == 1 + 13  # the same as a face that just reaches it
    assert qualifying.drive(lap, 20, multiplier=2)["points"] == 1 + 26


def test_the_qualifying_overshoot_equals_the_race_finishing_moves(monkeypatch):
    """§2.14 and D11: the same move in the race, on the last lap, stops at the line with the same
    overshoot (13 spaces)."""
    s = state(cars={0: {"space": at(94, 1), "gear": 5, "laps": 0}, 1: {"space": at(60, 2), "gear": 2}})
    dice(monkeypatch, 19)
    s = race.play(s, {"gear": 5})
    finish = [o for o in s["pending"]["options"] if o["finish"]]
    assert finish and {o["overshoot"] for o in finish} == {13} and {o["spaces"] for o in finish} == {17}
