"""Formula D, the racing game, on the original circuit Kestrel Bay (``shared/rules/formulad.md``)."""

NAME = "Formula D"
MODES = ({"id": "basic", "name": "Basic", "players": [2, 10]},  # data.MIN_PLAYERS, data.MAX_PLAYERS
         {"id": "advanced", "name": "Advanced", "players": [2, 10]})
