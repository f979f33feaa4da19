"""Quibbles: split, combine and draw number cards to build a collection of six worth 21 or more."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Quibbles"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 5]},)  # data.MIN_PLAYERS, data.MAX_PLAYERS
