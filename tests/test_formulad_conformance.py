"""The conformance kit over Formula D's options (test_conformance runs it over the two modes and every
player count)."""

import pytest

from conformance import check_game

OPTION_SETS = [
    {"mode": "basic", "players": 4, "laps": 2, "nitro": True, "qualifying": True},
    {"mode": "advanced", "players": 4, "laps": 2, "weather": True, "tyre_choice": True, "nitro": True,
     "technical_pit_stops": True, "team_race": True},
    {"mode": "advanced", "players": 3, "laps": 3, "car_construction": True, "construction_caps": "official",
     "qualifying": True, "soft_rain_multiplier": "masters", "tyre_choice": True, "weather": True},
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=["basic-options", "advanced-team", "advanced-construct"])
def test_the_kit_over_the_options(options):
    stats = check_game("formulad", options, range(2), deep_every=2)
    assert stats["games"] == 2
