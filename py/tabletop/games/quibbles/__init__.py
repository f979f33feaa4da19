"""Quibbles: split, combine and draw number cards to build a collection of six worth 21 or more."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Quibbles"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 5]},)  # data.MIN_PLAYERS, data.MAX_PLAYERS
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 1
