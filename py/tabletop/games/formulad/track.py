"""Kestrel Bay, Formula D's circuit on this table: an original track, because the publisher's boards
cannot be copied (``shared/rules/formulad.md`` §3, all [design]).

The track is a graph of 365 spaces built from a plan of straights and corners:

- track spaces ``3 * row + lane`` for rows 0-110 and lanes 0-2 (lane 0 is the infield, on the driver's
  left; cars run anticlockwise on screen). From (row, lane) a car goes to the next row in the same lane
  or a neighbouring one (the diagonals are the lane changes); ``side`` lists the spaces beside it, used
  for collisions only;
- the pit lane PIT_k = ``400 + k`` (k = 0-21) in single file beside rows 101.. 11, entered from space 300
  and left into space 36, and the boxes BOX_i = ``500 + i`` (i = 1-10) beside PIT_(5+i);
- every space has screen coordinates ``x``, ``y`` in a 1000 x 700 box, so the table can draw the
  circuit from the engine's data.

>>> len(SPACES), SPACES[0]["x"], SPACES[0]["y"], SPACES[222]["corner"]
(365, 546, 620, 'C5')
"""

from __future__ import annotations

import math
from collections import deque

ROWS = 111  # a lap in every lane
LANES = 3
LANE_GAP = 22.0  # the distance between lane centres before the drawing is scaled
PIT_LANE = 22  # PIT_0 .. PIT_21
BOXES = 10  # BOX_1 .. BOX_10, one a driver
PIT_ENTRY, PIT_EXIT = 300, 36  # row 100 and row 12, lane 0
PIT, BOX = 400, 500  # PIT_k = 400 + k, BOX_i = 500 + i
FIRST_PIT_ROW = 101  # PIT_k sits beside row (101 + k) mod 111
GRID = (12, 14, 9, 11, 6, 8, 3, 5, 0, 2)  # P1 .. P10: rows 4 down to 0, lanes 0 and 2 (pole inside for C1)

# The plan, in driving order: (name, rows, stops, turn in degrees: + left, - right, None on a straight,
# then the corner's radius or the straight's length, in drawing units).
PLAN = (
    ("MAIN_A", 16, 0, None, 368.0), ("C1", 4, 1, +90, 64), ("S2", 14, 0, None, 364.0),
    ("C2", 3, 1, +30, 150), ("S3", 3, 0, None, 78.0), ("C3", 5, 2, +60, 120),
    ("S4", 22, 0, None, 606.3), ("C4", 3, 1, +45, 95), ("S5", 4, 0, None, 100.0),
    ("C5", 7, 3, +90, 112), ("S6", 5, 0, None, 125.0), ("C6", 5, 2, -45, 160),
    ("S7", 4, 0, None, 108.1), ("C7", 4, 1, +90, 64), ("MAIN_B", 12, 0, None, 276.0),
)
STOPS = {name: stops for name, _, stops, turn, _ in PLAN if turn is not None}  # stops each corner requires
RIGHT_HANDERS = {name for name, _, _, turn, _ in PLAN if turn is not None and turn < 0}


def _left_normal(heading: float) -> tuple:
    """The unit vector to the driver's left (screen axes: y grows downwards)."""
    return math.sin(heading), -math.cos(heading)


def centreline() -> list:
    """One ``(x, y, heading, segment)`` per row: the middle lane's centre, row by row round the lap."""
    return _trace()[0]


def closure() -> float:
    """How far the end of the plan lies from its start (the loop must close)."""
    _, (x, y) = _trace()
    return math.hypot(x, y)


def _trace() -> tuple:
    x = y = heading = 0.0
    rows = []
    for name, n, _, turn, size in PLAN:
        if turn is None:
            for j in range(n):
                s = (j + 0.5) * size / n
                rows.append((x + s * math.cos(heading), y + s * math.sin(heading), heading, name))
            x += size * math.cos(heading)
            y += size * math.sin(heading)
            continue
        sign = 1 if turn > 0 else -1
        arc = size * math.radians(abs(turn))
        nx, ny = _left_normal(heading)
        cx, cy, start = x + sign * size * nx, y + sign * size * ny, heading

        def along(s, cx=cx, cy=cy, start=start, sign=sign, radius=size):
            h = start - sign * s / radius
            mx, my = _left_normal(h)
            return cx - sign * radius * mx, cy - sign * radius * my, h

        for j in range(n):
            px, py, h = along((j + 0.5) * arc / n)
            rows.append((px, py, h, name))
        x, y, heading = along(arc)
    return rows, (x, y)


def _beside(rows: list, row: int, lanes_out: float) -> tuple:
    """A point ``lanes_out`` lane gaps to the left of the middle lane of ``row``."""
    x, y, heading, _ = rows[row]
    nx, ny = _left_normal(heading)
    return x + lanes_out * LANE_GAP * nx, y + lanes_out * LANE_GAP * ny


def build() -> dict:
    """Every space by id: ``id``, ``kind`` (track, pit, box), ``row``, ``lane``, ``corner`` (its name or
    None), ``next`` (where a car may go from it), ``side`` (the spaces beside it), ``x``, ``y``; pit and
    box spaces also have ``align_row``, the track row they sit beside."""
    rows = centreline()
    assert len(rows) == ROWS
    spaces, points = {}, {}
    for row, (_, _, _, segment) in enumerate(rows):
        for lane in range(LANES):
            sid = LANES * row + lane
            spaces[sid] = {
                "id": sid, "kind": "track", "row": row, "lane": lane,
                "corner": segment if segment.startswith("C") else None,
                "next": [LANES * ((row + 1) % ROWS) + m for m in (lane - 1, lane, lane + 1) if 0 <= m < LANES],
                "side": [LANES * row + m for m in (lane - 1, lane + 1) if 0 <= m < LANES],
            }
            points[sid] = _beside(rows, row, 1 - lane)
    for k in range(PIT_LANE):
        row = (FIRST_PIT_ROW + k) % ROWS
        spaces[PIT + k] = {"id": PIT + k, "kind": "pit", "row": None, "lane": None, "corner": None, "side": [],
                           "align_row": row, "next": [PIT + k + 1] if k < PIT_LANE - 1 else [PIT_EXIT]}
        points[PIT + k] = _beside(rows, row, 2)
    spaces[PIT_ENTRY]["next"].append(PIT)
    for i in range(1, BOXES + 1):
        k = 5 + i
        row = (FIRST_PIT_ROW + k) % ROWS
        spaces[BOX + i] = {"id": BOX + i, "kind": "box", "row": None, "lane": None, "corner": None, "side": [],
                           "align_row": row, "next": [PIT + k + 1]}
        points[BOX + i] = _beside(rows, row, 3)
        spaces[PIT + k - 1]["next"].append(BOX + i)
    _place(spaces, points)
    return spaces


def _place(spaces: dict, points: dict, width: float = 1000, height: float = 700, margin: float = 40) -> None:
    """Scale and centre the points into the drawing box, rounded to whole units."""
    xs = [p[0] for p in points.values()]
    ys = [p[1] for p in points.values()]
    scale = min((width - 2 * margin) / (max(xs) - min(xs)), (height - 2 * margin) / (max(ys) - min(ys)))
    ox = width / 2 - scale * (max(xs) + min(xs)) / 2
    oy = height / 2 - scale * (max(ys) + min(ys)) / 2
    for sid, (x, y) in points.items():
        spaces[sid]["x"], spaces[sid]["y"] = round(ox + scale * x), round(oy + scale * y)


SPACES = build()
CORNER_ROWS = {}  # corner name -> (first row, last row)
for _s in SPACES.values():
    if _s["corner"]:
        first, last = CORNER_ROWS.get(_s["corner"], (_s["row"], _s["row"]))
        CORNER_ROWS[_s["corner"]] = (min(first, _s["row"]), max(last, _s["row"]))
del _s


def distances_from(start: int, avoid=frozenset()) -> dict:
    """The fewest moves from ``start`` to every space reachable without entering ``avoid``."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in SPACES[here]["next"]:
            if there not in seen and there not in avoid:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


# Pit-lane and box spaces: how many moves on the pit exit (space 36, row 12) is (§3.2: BOX_i -> 36 is
# 17 - i; PIT_k -> 36 is 22 - k). A move that starts there reaches the track's rows only from the exit.
TO_EXIT = {sid: distances_from(sid)[PIT_EXIT] for sid, sp in SPACES.items() if sp["kind"] != "track"}


def row_after(start: int, step: int):
    """The track row a car that starts on ``start`` is on ``step`` moves later (None while it is still in
    the pit lane or a box). Lanes are equally long and the pit lane is single file, so it does not depend
    on the path; a move from the pit lane joins the track at the exit (row 12)."""
    here = SPACES[start]
    if here["kind"] == "track":
        return (here["row"] + step) % ROWS
    to_exit = TO_EXIT[start]
    return None if step < to_exit else (SPACES[PIT_EXIT]["row"] + step - to_exit) % ROWS


def crosses_line(a: int, b: int) -> bool:
    """Whether the edge ``a -> b`` crosses the finish line (row 110 to row 0, or leaving the pit lane)."""
    sa, sb = SPACES[a], SPACES[b]
    if sa["kind"] == "track" and sb["kind"] == "track":
        return sa["row"] == ROWS - 1 and sb["row"] == 0
    return a == PIT + PIT_LANE - 1 and b == PIT_EXIT
