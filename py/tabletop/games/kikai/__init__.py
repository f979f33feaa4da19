"""KIKAI – Bricolage Heads: two players build junk statues in six districts, spread flyers along the
streets, pull fans from the squares and exhibit them for Renown (``shared/rules/kikai.md``)."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "KIKAI – Bricolage Heads"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 2]},
         {"id": "advanced", "name": "Advanced", "players": [2, 2]})
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 1
