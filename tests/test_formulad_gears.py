"""Formula D's gears (rules file §2.3): facts 2 and 3 of §6, and the limits on skipping."""

from tabletop.games.formulad.data import WP_ADVANCED
from tabletop.games.formulad.gears import legal_gears, skip_cost


def gears(old, wp):
    return [g for g, _ in legal_gears(old, wp)]


def test_fact_2_from_third_and_from_sixth():
    assert gears(3, 18) == [1, 2, 3, 4] and gears(3, dict(WP_ADVANCED)) == [1, 2, 3, 4]
    assert skip_cost(3, 1, 18) == 1 and skip_cost(3, 1, dict(WP_ADVANCED)) == {"gearbox": 1}
    assert gears(6, 18) == [2, 3, 4, 5, 6]
    assert skip_cost(6, 2, 18) == 3
    assert skip_cost(6, 2, dict(WP_ADVANCED)) == {"gearbox": 1, "brakes": 1, "engine": 1}
    assert skip_cost(6, 1, 18) is None and skip_cost(6, 1, dict(WP_ADVANCED)) is None


def test_fact_3_no_gearbox_wp_one_gear_down_at_a_time_and_the_last_engine_wp_is_kept():
    assert gears(5, dict(WP_ADVANCED, gearbox=0)) == [4, 5, 6]
    assert gears(6, dict(WP_ADVANCED, engine=1)) == [3, 4, 5, 6]  # 6 -> 2 would take the last engine WP
    assert gears(6, dict(WP_ADVANCED, engine=2)) == [2, 3, 4, 5, 6]


def test_up_one_gear_at_most_and_never_past_sixth():
    assert gears(1, 18) == [1, 2] and gears(6, 18)[-1] == 6
    assert skip_cost(2, 4, 18) is None and skip_cost(6, 7, 18) is None


def test_a_skip_must_be_paid_in_full_and_may_not_take_the_last_wp():
    assert skip_cost(5, 2, 3) == 2  # 2 of 3 WP: one is left
    assert skip_cost(5, 2, 2) is None  # it would take the last WP
    assert skip_cost(5, 2, dict(WP_ADVANCED, brakes=0)) is None  # a 2-gear skip needs a brake WP
    assert skip_cost(5, 3, dict(WP_ADVANCED, brakes=0)) == {"gearbox": 1}
    assert skip_cost(5, 4, dict(WP_ADVANCED, gearbox=0)) == {}  # one gear down stays free
