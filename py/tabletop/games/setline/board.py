"""The 5×7 board: cells numbered row by row from 0, and its lines of three.

>>> len(WINDOWS)
46
>>> WINDOWS[0], WINDOWS[-1]
((0, 1, 2), (20, 27, 34))
>>> cell_name(8)
'row 2, column 2'
"""

from .data import COLUMNS, ROWS

CELLS = ROWS * COLUMNS


def _windows() -> tuple:
    out = []
    for r in range(ROWS):
        for c in range(COLUMNS - 2):
            base = r * COLUMNS + c
            out.append((base, base + 1, base + 2))
    for c in range(COLUMNS):
        for r in range(ROWS - 2):
            base = r * COLUMNS + c
            out.append((base, base + COLUMNS, base + 2 * COLUMNS))
    return tuple(out)


WINDOWS = _windows()  # every three consecutive cells of a row or a column (never a diagonal)
WINDOWS_OF = tuple(tuple(w for w in WINDOWS if cell in w) for cell in range(CELLS))


def cell_name(cell: int) -> str:
    return f"row {cell // COLUMNS + 1}, column {cell % COLUMNS + 1}"
