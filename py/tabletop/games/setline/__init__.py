"""Set Line: a one-player set-building game on a 5×7 board."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Set Line"
MODES = ({"id": "solo", "name": "Solo", "players": [1, 1]},)
