"""Formula D, the racing game, on the original circuit Kestrel Bay (``shared/rules/formulad.md``).

Being built (issue #16): the rules, the circuit and the engine contract are here; the table and the bots
are not yet, so the game is not registered in ``engine.GAMES``.
"""

NAME = "Formula D"
MODES = ({"id": "basic", "name": "Basic", "players": [2, 10]},  # data.MIN_PLAYERS, data.MAX_PLAYERS
         {"id": "advanced", "name": "Advanced", "players": [2, 10]})
