"""Watergate: the two-player tug-of-war between the Editor and Nixon (``shared/rules/watergate.md``)."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Watergate"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 2]},)
