"""The conformance kit over every registered game and mode."""

import json
import os
import zlib

import pytest

from tabletop import engine
from conformance import _hidden, check_game

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
    assert stats["games"] == count and stats["peek_checks"] > 0
    if options["players"] > 1 or options["mode"] == "solo":
        # the leak and no-peek checks must have had something to compare: hidden cards really were re-dealt
        assert stats["leak_checks_that_differed"] > 0 and stats["peek_checks_that_differed"] > 0


def peeking_bot_move(game, level, seed):
    """A deliberately cheating bot: its move depends on what the seat to move cannot see (the game's
    ``HIDDEN_KEYS``: other hands, the deck's order, the dice to come)."""
    mod = engine.rules(game["game"])
    legal = mod.legal_moves(game["state"])
    secret = json.dumps(_hidden(mod, game["state"]), sort_keys=True)
    return legal[zlib.crc32(secret.encode()) % len(legal)]


@pytest.mark.parametrize("game", [g["id"] for g in engine.games()])
def test_the_kit_catches_a_bot_that_peeks(game):
    with pytest.raises(AssertionError, match="peeks"):
        check_game(game, {}, range(1), bot_move=peeking_bot_move)
