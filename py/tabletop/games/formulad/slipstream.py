"""Slipstreaming, advanced game (rules file §2.11): after its move a car directly behind another may
drive 3 more spaces in one of the rule's shapes.

Eligible when the car ended directly behind a racing car (same lane, one row on), both are in 4th gear
or higher and the mover's gear is at least the leader's, the move had no braking of any kind, and no
overshoot locked its lane (every shape starts with a lane change). A shape is a list of lane steps:
change lane, pass and return (+1, 0, -1) or (+1, -1, 0); change lane and go straight twice (+1, 0, 0);
change two lanes (+1, +1, 0) or (+1, 0, +1); and their mirror images. It may be cut short for a brake
WP a space; entering a corner from outside costs a brake WP more, without shortening it (a car with no
brake WP left may not, D15). Never into the pit lane, never behind a wreck. A car whose soft tyres'
extra space was there but unused in its move may slipstream 4 spaces (BGA).
"""

from __future__ import annotations

from .track import LANES, ROWS, SPACES

SHAPES = tuple(shape for base in ((1, 0, -1), (1, -1, 0), (1, 0, 0), (1, 1, 0), (1, 0, 1))
               for shape in (base, tuple(-d for d in base)))
MIN_GEAR = 4


def leader(space: int, cars: list):
    """The racing car directly ahead of ``space`` (same lane, next row), if any."""
    here = SPACES[space]
    if here["kind"] != "track":
        return None
    ahead = LANES * ((here["row"] + 1) % ROWS) + here["lane"]
    return next((c for c in cars if c["space"] == ahead and c["status"] in ("racing", "wreck")), None)


def eligible(car: dict, cars: list, braked: bool, locked: bool) -> bool:
    ahead = leader(car["space"], cars)
    return (ahead is not None and ahead["status"] == "racing" and not braked and not locked
            and ahead["gear"] >= MIN_GEAR and car["gear"] >= MIN_GEAR and car["gear"] >= ahead["gear"])


def paths(start: int, occupied: frozenset, length: int = 3) -> list:
    """``(path, spaces moved)`` for every shape, whole or cut short, that stays on the track and enters no
    car's space; each path is the spaces entered in order. ``length`` 4: the soft tyres' extra space, one
    more straight step after a shape (interpretation D15)."""
    out = set()
    s0 = SPACES[start]
    for shape in SHAPES:
        shape = shape + (0,) * (length - len(shape))
        row, lane, path = s0["row"], s0["lane"], []
        for step in shape:
            row, lane = (row + 1) % ROWS, lane + step
            space = LANES * row + lane
            if not 0 <= lane < LANES or space in occupied:
                break
            path.append(space)
            out.add(tuple(path))
    return sorted((list(p), len(p)) for p in out)


def corner_entry(start: int, path: list) -> bool:
    """Whether ``path`` enters a corner from outside it (a corner other than the start's)."""
    first = SPACES[start]["corner"]
    return any(SPACES[s]["corner"] not in (None, first) for s in path)
