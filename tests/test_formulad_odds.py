"""Formula D's gear odds (odds.py, issue #29 item 18): for each gear the car may take, how many faces of
its die stop the car in a corner, overshoot one, are blocked by cars, or put it out. Hand-built
positions on Kestrel Bay whose counts are worked out by hand: C1 is rows 16-19 (1 stop), C3 rows 40-44
(2 stops); a car moves one row a space."""

import json

from tabletop.games.formulad import odds, race, rules


def at(row, lane):
    return 3 * row + lane


def state(players=2, cars=None, seed=1):
    """A basic race after the grid, ``cars`` (seat -> fields) changed; the first seat of ``cars`` moves."""
    s = race.setup({"players": players}, seed)
    for seat, fields in (cars or {}).items():
        s["cars"][seat].update(fields)
    first = next(iter(cars))
    s["order"] = [first] + [x for x in s["order"] if x != first]
    s["turn"], s["to_move"] = 0, first
    return s


def far(seat):
    return {"space": at(60 + seat, 2), "gear": 2}  # out of the way, on the back straight


def test_before_c1_in_third_gear_half_the_faces_stop_in_the_corner_and_half_overshoot_it():
    # row 13: faces 4, 5, 6, 6 end on rows 17-19 (in C1); 7, 7, 8, 8 on rows 20-21 (past it, no stop)
    s = state(cars={0: {"space": at(13, 0), "gear": 3}, 1: far(1)})
    assert odds.gear_odds(s, 3) == {"faces": 8, "corner": 4, "overshoot": 4, "blocked": 0, "out": 0}
    assert [f for f, got in odds.face_outcomes(s, 3) if got["overshoot"]] == [7, 7, 8, 8]
    # 2nd: 2 reaches row 15 only, 3, 3, 4, 4, 4 are in C1; 4th: 7-12 all go past it
    assert odds.gear_odds(s, 2) == {"faces": 6, "corner": 5, "overshoot": 0, "blocked": 0, "out": 0}
    assert odds.gear_odds(s, 4) == {"faces": 12, "corner": 0, "overshoot": 12, "blocked": 0, "out": 0}
    # 1st (a skip down, 1 WP): rows 14-15, short of the corner
    assert odds.gear_odds(s, 1) == {"faces": 4, "corner": 0, "overshoot": 0, "blocked": 0, "out": 0}


def test_a_wall_of_cars_in_the_corner_blocks_every_face_beyond_it_and_the_forced_end_is_a_stop():
    # cars across row 18: the car gets to row 17 at most (4 spaces), which is in C1
    cars = {0: {"space": at(13, 0), "gear": 3}}
    cars.update({seat: {"space": at(18, seat - 1), "gear": 2} for seat in (1, 2, 3)})
    s = state(players=4, cars=cars)
    got = odds.face_outcomes(s, 3)
    assert [f for f, o in got if o["blocked"]] == [5, 6, 6, 7, 7, 8, 8]
    assert all(o["corner"] and not o["overshoot"] for _, o in got)
    assert odds.gear_odds(s, 4) == {"faces": 12, "corner": 12, "overshoot": 0, "blocked": 12, "out": 0}


def test_blocked_on_a_straight():
    # row 50 (the back straight, no corner before row 67), cars across row 54: 3 spaces at most
    cars = {0: {"space": at(50, 0), "gear": 2}}
    cars.update({seat: {"space": at(54, seat - 1), "gear": 2} for seat in (1, 2, 3)})
    s = state(players=4, cars=cars)
    assert odds.gear_odds(s, 2) == {"faces": 6, "corner": 0, "overshoot": 0, "blocked": 3, "out": 0}
    assert odds.gear_odds(s, 1) == {"faces": 4, "corner": 0, "overshoot": 0, "blocked": 0, "out": 0}


def test_a_two_stop_corner_and_the_wear_points_left_decide_what_puts_the_car_out():
    # row 38, C3 (2 stops) on rows 40-44; 3 WP left. 4th: 7 and 8 leave C3 with no stop unless the car
    # brakes 1 or 2 spaces back into it (WP 2 or 1 left); from 9 on, braking 3 or more takes the last WP
    s = state(cars={0: {"space": at(38, 1), "gear": 4, "wp": 3}, 1: far(1)})
    assert odds.gear_odds(s, 4) == {"faces": 12, "corner": 0, "overshoot": 12, "blocked": 0, "out": 8}
    assert [f for f, o in odds.face_outcomes(s, 4) if o["out"]] == [9, 9, 10, 10, 11, 11, 12, 12]
    # 3rd: 4, 5, 6, 6 stop in C3 (rows 42-44); 7, 7, 8, 8 overshoot it, braking saves the car
    assert odds.gear_odds(s, 3) == {"faces": 8, "corner": 4, "overshoot": 4, "blocked": 0, "out": 0}


def test_a_stop_already_made_is_not_counted_again():
    # in C1 with its one stop made: staying in it (row 18-19) is no stop the car needs
    s = state(cars={0: {"space": at(17, 0), "gear": 2, "corner": "C1", "stops": 1}, 1: far(1)})
    assert odds.gear_odds(s, 1) == {"faces": 4, "corner": 0, "overshoot": 0, "blocked": 0, "out": 0}


def test_the_odds_leave_the_state_untouched():
    s = state(cars={0: {"space": at(13, 0), "gear": 3}, 1: far(1)})
    before = json.dumps(s, sort_keys=True)
    odds.odds(s)
    assert json.dumps(s, sort_keys=True) == before


def test_only_the_seat_choosing_its_gear_sees_the_odds_in_its_view():
    s = state(cars={0: {"space": at(13, 0), "gear": 3}, 1: far(1)})
    mine = rules.view(s, 0)
    assert [g["odds"] for g in mine["gears"]] == [odds.gear_odds(s, g) for g in (1, 2, 3, 4)]
    assert json.loads(json.dumps(mine)) == mine
    for other in (1, None):
        assert all("odds" not in g for g in rules.view(s, other)["gears"])
    world = rules.determinize(mine, 5)  # a function of the view: the same in any world dealt from it
    assert rules.view(world, 0)["gears"] == mine["gears"]
    moving = race.play(s, {"gear": 3})
    assert rules.view(moving, 0)["gears"] == []


def test_what_the_player_may_still_choose_after_the_roll_counts_nitro_here():
    # row 10, 2nd gear: 2-4 reach rows 12-14, short of C1 (row 16); nitro adds the gear (2): a 4 then
    # reaches row 16, a stop in C1 the player may choose
    cars = {0: {"space": at(10, 0), "gear": 2}, 1: far(1)}
    s = state(cars=cars)
    assert odds.gear_odds(s, 2)["corner"] == 0
    s["options"]["nitro"] = True
    s["cars"][0]["nitro"] = True
    assert odds.gear_odds(s, 2) == {"faces": 6, "corner": 3, "overshoot": 0, "blocked": 0, "out": 0}


def test_the_compulsory_rain_skid_is_part_of_every_face():
    # advanced, row 13, 3rd gear: in the dry as in the basic game; in the rain hard tyres skid 3 more
    # spaces on a turn towards a corner, so even a 4 ends on row 20, past C1
    s = race.setup({"players": 2, "rules": "advanced", "weather": True}, 1)
    s["cars"][0].update({"space": at(13, 0), "gear": 3})
    s["cars"][1].update(far(1))
    s["order"], s["turn"], s["to_move"], s["phase"] = [0, 1], 0, 0, "gear"
    assert odds.gear_odds(s, 3) == {"faces": 8, "corner": 4, "overshoot": 4, "blocked": 0, "out": 0}
    s["weather"]["now"] = "rain"
    assert odds.gear_odds(s, 3) == {"faces": 8, "corner": 0, "overshoot": 8, "blocked": 0, "out": 0}


def test_the_shared_search_gives_the_same_ends_as_one_search_a_move(monkeypatch):
    import contextlib
    import random

    from tabletop.games.formulad import movement
    from tabletop.games.formulad.corners import lock_from
    from tabletop.games.formulad.movement import Drive, ends, sharing

    rnd = random.Random(3)
    for _ in range(60):  # a start before a corner, cars about, the lane lock of its allowance
        start, cars = at(rnd.randrange(8, 100), rnd.randrange(3)), set()
        for _ in range(rnd.randrange(6)):
            cars.add(at(rnd.randrange(1, 25) + start // 3, rnd.randrange(3)) % 333)
        cars.discard(start)
        corner, stops = None, 0
        drives = [Drive(start, a, frozenset(cars), lock_from=lock_from(start, corner, stops, a))
                  for a in (30, 26, 12, 7, 4, 1, 18)]
        alone = [ends(d) for d in drives]
        with sharing():
            shared = [ends(d) for d in drives]
        assert [[(e.space, e.spaces, e.path, e.finish) for e in x] for x in shared] == \
            [[(e.space, e.spaces, e.path, e.finish) for e in x] for x in alone]
    assert movement._shared is None
    # and the odds of whole races' positions are those of one search a face
    s = race.setup({"players": 4, "rules": "advanced", "nitro": True}, 2)
    play = random.Random(2)
    seen = 0
    while s["to_move"] is not None and seen < 40:
        if s["phase"] == "gear":
            seen += 1
            with_sharing = odds.odds(s)
            monkeypatch.setattr(odds, "sharing", contextlib.nullcontext)
            assert odds.odds(s) == with_sharing
            monkeypatch.undo()
        s = race.play(s, play.choice(race.legal_moves(s)))
