"""The conformance kit over Sea Salt & Paper's lobby options (each expansion, both, and the readings the
rules leave open); the shared kit (test_conformance.py) covers the base game at 2 to 4 players."""

import os

import pytest

from conformance import check_game

GAMES = int(os.environ.get("SEASALTPAPER_CONFORMANCE_GAMES", "2"))


@pytest.mark.parametrize("options", [
    {"players": 2, "extra_salt": True},
    {"players": 3, "extra_pepper": True},
    {"players": 4, "extra_salt": True, "extra_pepper": True},
    {"players": 2, "extra_salt": True, "extra_pepper": True, "tiebreak": "ender",
     "deck_out_after_last_chance": "score", "angelfish_timing": "after_draw"},
], ids=["salt-2p", "pepper-3p", "both-4p", "readings-2p"])
def test_lobby_options(options):
    stats = check_game("seasaltpaper", options, range(50, 50 + GAMES), deep_every=2)
    assert stats["games"] == GAMES and stats["leak_checks_that_differed"] > 0
