"""Formula D, the racing game, on the original circuit Kestrel Bay (``shared/rules/formulad.md``)."""

NAME = "Formula D"
MODES = ({"id": "basic", "name": "Basic", "players": [2, 10]},  # data.MIN_PLAYERS, data.MAX_PLAYERS
         {"id": "advanced", "name": "Advanced", "players": [2, 10]})
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 1
