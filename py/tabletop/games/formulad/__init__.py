"""Formula D, the racing game, on the original circuit Kestrel Bay (``shared/rules/formulad.md``).

Being built (issue #16): the circuit and the components are here; the rules are not yet, so the game is
not registered in ``engine.GAMES``.
"""
