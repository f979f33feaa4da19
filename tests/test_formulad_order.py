"""Formula D's order of play (rules file §2.1, §3.2): fact 14 of §6 and the pit lane's place in it."""

from tabletop.games.formulad.order import progress, round_order


def car(seat, space, gear=3, laps=0, arrival=0):
    return {"seat": seat, "space": space, "gear": gear, "laps": laps, "arrival": arrival}


def test_fact_14_level_cars_by_gear_then_by_arrival():
    assert round_order([car(0, 90, gear=3), car(1, 92, gear=4)]) == [1, 0]  # both on row 30
    assert round_order([car(0, 90, gear=4, arrival=7), car(1, 92, gear=4, arrival=3)]) == [1, 0]


def test_fact_14_row_105_before_pit3_before_row_100():
    cars = [car(0, 300), car(1, 403), car(2, 315)]
    assert round_order(cars) == [2, 1, 0]


def test_a_car_in_its_box_moves_after_a_lane_car_level_with_it():
    # BOX_3 sits beside PIT_8
    assert round_order([car(0, 503, gear=4), car(1, 408, gear=1)]) == [1, 0]


def test_laps_count_before_rows():
    assert round_order([car(0, 330, laps=0), car(1, 3, laps=1)]) == [1, 0]
    assert progress(car(0, 3, laps=1)) == 112.0


def test_the_furthest_car_first_whatever_its_gear():
    assert round_order([car(0, 150, gear=6), car(1, 153, gear=1), car(2, 3, gear=2)]) == [1, 0, 2]
