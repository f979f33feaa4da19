"""Galactic Cruise: build space ships on a company campus, schedule and advertise cruises, launch them
and take their guests to three destinations, racing the progress track (``shared/rules/galacticcruise.md``).
Every tile and card face is our own [reconstruction] (``data.py``)."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Galactic Cruise"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 4]},)
# The rules version (rules and component data together): every record carries it, and any change
# that can change what a record replays to bumps it (tests/test_rules_versions.py holds the golden
# records; docs/protocol.md lists what each version changed).
RULES_VERSION = 2
