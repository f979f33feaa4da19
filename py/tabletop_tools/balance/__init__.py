"""Balance studies, one module per game: figures printed from the command line, never tests.

From py/: ``python3 -m tabletop_tools.balance.kikai``, ``… .pandarei``, ``… .watergate`` (``--help``).
"""
