"""KIKAI – Bricolage Heads: two players build junk statues in six districts, spread flyers along the
streets, pull fans from the squares and exhibit them for Renown (``shared/rules/kikai.md``)."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "KIKAI – Bricolage Heads"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 2]},
         {"id": "advanced", "name": "Advanced", "players": [2, 2]})
