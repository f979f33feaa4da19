"""Cathood: cats on a neighbourhood of turning tiles, gathering resources from shops for Toys,
Buildings and park Statues (``shared/rules/cathood.md``)."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Cathood"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 4]},)
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 1
