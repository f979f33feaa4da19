"""The conformance kit over every registered game and mode."""

import os

import pytest

from tabletop import engine
from conformance import check_game

GAMES_PER_MODE = int(os.environ.get("CONFORMANCE_GAMES", "1000"))


def modes():
    for game in engine.games():
        for mode in game["modes"]:
            low, high = mode["players"]
            for players in range(low, high + 1):
                yield game["id"], {"mode": mode["id"], "players": players}


@pytest.mark.parametrize("game,options", list(modes()), ids=lambda x: x if isinstance(x, str) else
                         f"{x['mode']}-{x['players']}p")
def test_conformance(game, options):
    # at least GAMES_PER_MODE seeded games per mode, spread over its player counts
    low, high = next(m for g in engine.games() if g["id"] == game
                     for m in g["modes"] if m["id"] == options["mode"])["players"]
    # a game with long playouts may ask for fewer (CONFORMANCE_GAMES in its rules; each of its games
    # then covers hundreds of moves), never more than the environment's figure
    per_mode = min(GAMES_PER_MODE, getattr(engine.rules(game), "CONFORMANCE_GAMES", GAMES_PER_MODE))
    count = -(-per_mode // (high - low + 1))
    stats = check_game(game, options, range(count))
    assert stats["games"] == count
    if options["players"] > 1 or options["mode"] == "solo":
        # the leak check must have had something to compare: hidden cards really were re-dealt
        assert stats["leak_checks_that_differed"] > 0
