"""The conformance kit over Formula D, its two modes and its options. The game is not in engine.GAMES
until its table is done (issue #16), so the test registers it for itself."""

import pytest

from tabletop import engine
from conformance import check_game

OPTION_SETS = [
    {"mode": "basic", "players": 4, "laps": 2, "nitro": True, "qualifying": True},
    {"mode": "advanced", "players": 4, "laps": 2, "weather": True, "tyre_choice": True, "nitro": True,
     "technical_pit_stops": True, "team_race": True},
    {"mode": "advanced", "players": 3, "laps": 3, "car_construction": True, "construction_caps": "official",
     "qualifying": True, "soft_rain_multiplier": "masters", "tyre_choice": True, "weather": True},
]


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(engine.GAMES, "formulad", "tabletop.games.formulad")


@pytest.mark.parametrize("mode,players", [("basic", 2), ("basic", 10), ("advanced", 3), ("advanced", 10)])
def test_the_kit_over_each_mode(mode, players):
    stats = check_game("formulad", {"mode": mode, "players": players}, range(3), deep_every=2)
    assert stats["games"] == 3 and stats["leak_checks_that_differed"] > 0


@pytest.mark.parametrize("options", OPTION_SETS, ids=["basic-options", "advanced-team", "advanced-construct"])
def test_the_kit_over_the_options(options):
    stats = check_game("formulad", options, range(2), deep_every=2)
    assert stats["games"] == 2
