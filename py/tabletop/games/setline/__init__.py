"""Set Line: a one-player set-building game on a 5×7 board."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Set Line"
MODES = ({"id": "solo", "name": "Solo", "players": [1, 1]},)
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 1
