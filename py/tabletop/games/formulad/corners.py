"""Corners: the stops a car has made in one, and what leaving it costs (rules file §2.6).

A corner requires 1-3 stops: a stop is the end of a complete move on one of its spaces. Leaving a corner
with all its stops is free; with one too few is an **overshoot** by the spaces moved past the corner's
last space; with fewer is an elimination. A corner entered and left in the same move had no stop. Only
the first corner left badly in a move sets the overshoot; a later 2- or 3-stop corner left in the same
move eliminates, a later 1-stop corner adds nothing (interpretation D5). After an overshoot the car keeps
its lane from the corner's last space on (movement.py's ``lock_from``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .track import CORNER_ROWS, SPACES, STOPS, row_after


def corner_at(space: int):
    return SPACES[space]["corner"]


@dataclass(frozen=True)
class Outcome:
    overshoot: int = 0  # spaces moved past the first corner left with one stop too few
    eliminated: str | None = None  # the corner left with too few stops, if any
    corner: str | None = None  # the corner the move ends in
    stops: int = 0  # the stops made in it, this one included (0 if it came in after an overshoot)


def outcome(start: int, corner: str | None, stops: int, path: list) -> Outcome:
    """What the move along ``path`` (the spaces entered, in order) does with the corners, for a car on
    ``start`` that has made ``stops`` stops in ``corner`` (None if it is in no corner)."""
    here_corner, here_stops = corner, stops
    overshoot, overshot, eliminated = 0, False, None
    previous = start
    for i, space in enumerate(path):
        was, now = corner_at(previous), corner_at(space)
        if was is not None and now != was:  # leaving a corner (to the straight, another corner or the pit)
            needed = STOPS[was]
            made = here_stops if was == here_corner else 0
            if made == needed - 1 and not overshot:
                overshoot, overshot = len(path) - i, True
            elif made <= needed - 2 and eliminated is None:
                eliminated = was
            here_corner, here_stops = None, 0
        if now is not None and now != was:
            here_corner, here_stops = now, 0
        previous = space
    end = corner_at(path[-1]) if path else corner_at(start)
    if end is None:
        return Outcome(overshoot, eliminated)
    if end == corner and all(corner_at(s) == corner for s in path):
        return Outcome(overshoot, eliminated, end, stops + 1)  # stayed in the corner: one more stop
    return Outcome(overshoot, eliminated, end, 0 if overshot else 1)


def lock_from(start: int, corner: str | None, stops: int, allowance: int):
    """The step of a move of up to ``allowance`` spaces from which the car would keep its lane: the step
    that reaches the last row of the first corner it would leave with one stop too few (None if none).
    Lanes are equally long, so the rows a move passes do not depend on its path; a move from the pit lane
    or a box reaches the track's rows at the pit exit (row 12), before C1 (track.row_after)."""
    here_corner = corner_at(start)
    made = stops if here_corner == corner else 0
    for step in range(0, allowance):
        r = row_after(start, step)
        c = None if r is None else _corner_of_row(r)
        if c is None:
            continue
        if c != here_corner:
            here_corner, made = c, 0
        if r == CORNER_ROWS[c][1] and made == STOPS[c] - 1:
            return step
    return None


_ROW_CORNER = {r: c for c, (first, last) in CORNER_ROWS.items() for r in range(first, last + 1)}


def _corner_of_row(row: int):
    return _ROW_CORNER.get(row)
