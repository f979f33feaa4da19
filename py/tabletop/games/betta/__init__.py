"""Betta: arrange fish on 3×3 displays to make patterns (staff members, Betty and solo modes)."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Betta"
MODES = (
    {"id": "staff", "name": "Staff members", "players": [2, 4]},
    {"id": "betty", "name": "Playing with Betty", "players": [2, 5]},
    {"id": "solo", "name": "Solo", "players": [1, 1]},
)
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 1
