"""The neighbourhood: tiles in a grid, cats on the street corners between them (``cathood.md`` §1.1, D1, D2).

A point is ``(i, j)``, 0 <= i <= R, 0 <= j <= C, for R rows and C columns of tiles. Tile ``(r, c)`` has
its corners NW ``(r, c)``, NE ``(r, c+1)``, SE ``(r+1, c+1)`` and SW ``(r+1, c)``; each corner holds one
slot of the tile, which a quarter turn moves on to the next corner.

>>> linear_path(3, 3, (0, 2), "N", 2)
[(3, 2), (2, 2)]
>>> diagonal_path(3, 3, (2, 0), "SW", 3)
[(3, 1), (2, 2), (1, 3)]
"""

from . import data

CORNER_OFFSET = ((0, 0), (0, 1), (1, 1), (1, 0))  # NW, NE, SE, SW: the corner's point from the tile's (r, c)


def size(board: list) -> tuple[int, int]:
    """Rows and columns of tiles."""
    return len(board), len(board[0])


def slots(placed: dict) -> tuple:
    """A placed tile's slots at its corners NW, NE, SE, SW, its rotation (clockwise quarter turns) applied."""
    base = data.TILE[placed["id"]]["slots"]
    rot = placed["rot"] % 4
    return tuple(base[(q - rot) % 4] for q in range(4))


def corner_point(r: int, c: int, q: int) -> tuple[int, int]:
    dr, dc = CORNER_OFFSET[q]
    return r + dr, c + dc


def corners(r: int, c: int) -> list:
    """The four points of tile (r, c), NW, NE, SE, SW."""
    return [corner_point(r, c, q) for q in range(4)]


def touching(board: list, point) -> list:
    """The tiles with a corner at ``point``: ``(r, c, q)``, q the corner of the tile there."""
    rows, cols = size(board)
    i, j = point
    out = []
    for r, c, q in ((i - 1, j - 1, 2), (i - 1, j, 3), (i, j - 1, 1), (i, j, 0)):
        if 0 <= r < rows and 0 <= c < cols:
            out.append((r, c, q))
    return out


def slots_at(board: list, point) -> list:
    """The slots next to ``point``: ``(r, c, code)`` for each tile with a corner there."""
    return [(r, c, slots(board[r][c])[q]) for r, c, q in touching(board, point)]


def shops_at(board: list, point, only=None) -> list:
    """The colours of the shops next to ``point`` (one entry a shop); ``only`` limits the tiles."""
    return [data.LETTER[code] for r, c, code in slots_at(board, point)
            if code in data.SHOPS and (only is None or (r, c) in only)]


def inside(board: list, point) -> bool:
    rows, cols = size(board)
    return 0 <= point[0] <= rows and 0 <= point[1] <= cols


def linear_path(rows: int, cols: int, start, direction: str, steps: int) -> list:
    """The points a Linear move arrives on: leaving the board re-enters on the opposite edge (D2)."""
    dr, dc = data.LINEAR[direction]
    i, j = start
    path = []
    for _ in range(steps):
        i, j = i + dr, j + dc
        if i < 0:
            i = rows
        elif i > rows:
            i = 0
        if j < 0:
            j = cols
        elif j > cols:
            j = 0
        path.append((i, j))
    return path


def diagonal_path(rows: int, cols: int, start, direction: str, steps: int) -> list:
    """The points a Diagonal move arrives on: a step that would leave the board reverses that component
    of the direction first, and the move goes on in the new direction ("rebound", D2)."""
    dr, dc = data.DIAGONAL[direction]
    i, j = start
    path = []
    for _ in range(steps):
        if not 0 <= i + dr <= rows:
            dr = -dr
        if not 0 <= j + dc <= cols:
            dc = -dc
        i, j = i + dr, j + dc
        path.append((i, j))
    return path


def dog_targets(board: list, point) -> list:
    """The orthogonal neighbours of ``point`` inside the board, N, E, S, W (D11)."""
    i, j = point
    return [p for p in ((i - 1, j), (i, j + 1), (i + 1, j), (i, j - 1)) if inside(board, p)]


def neighbours(board: list) -> list:
    """Every pair of orthogonally adjacent tiles, ``((r1, c1), (r2, c2))`` with the first above or left."""
    rows, cols = size(board)
    pairs = []
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols:
                pairs.append(((r, c), (r, c + 1)))
            if r + 1 < rows:
                pairs.append(((r, c), (r + 1, c)))
    return pairs


def shared_edge(a, b) -> list:
    """The two points of the edge between adjacent tiles a and b (a above or left of b)."""
    (r, c), (r2, c2) = a, b
    if r2 == r:  # side by side
        return [(r, c + 1), (r + 1, c + 1)]
    return [(r + 1, c), (r + 1, c + 1)]


def adjacent_tiles(board: list, point) -> list:
    """The tiles with a corner at ``point``, as (r, c)."""
    return [(r, c) for r, c, _ in touching(board, point)]
