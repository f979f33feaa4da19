"""Qualifying, an option (rules file §2.15): one solo lap a car, in seat order (D16), to set the grid.

The car starts in the middle lane in front of the line (space 1) in 1st gear, with no start roll, and its
lap ends as it crosses the line, 111 spaces on. Wear points are ignored: no braking at all, and any gear
lower is free (even 6th to 1st); up one gear a turn at most. Alone on the track the lanes do not matter,
so the car drives the middle lane and its player only chooses gears.

Points: 1 a turn, plus the spaces of each overshoot times the tyre multiplier (§2.17). Leaving a corner
with one stop too few is an overshoot, and so is leaving a 3-stop corner after one stop (D16); no stop
at all in a 2- or 3-stop corner ends the lap, and the car starts last. Fewest points first on the grid;
ties are rolled off on the black die (real minutes are not fair offline, D16).

The lap ends as the car crosses the line, so an overshoot of C7 counts the spaces up to the line and
not the rest of the die: the rules file is silent, and this is how a race's finishing move is priced
(§2.14: "Its move stops at the line, and the rest is discarded at no cost"; D11) [interpretation].
"""

from __future__ import annotations

from . import data
from .track import LANES, ROWS, SPACES, STOPS

START = 1  # row 0, lane 1


def new_lap(seat: int) -> dict:
    return {"seat": seat, "space": START, "gear": 0, "corner": None, "stops": 0, "turns": 0, "points": 0,
            "travelled": 0, "failed": False, "done": False}


def gears(lap: dict) -> list:
    if lap["gear"] == 0:
        return [1]
    return list(range(1, min(lap["gear"] + 1, data.TOP_GEAR) + 1))


def drive(lap: dict, face: int, multiplier: int = 1) -> dict:
    """The lap after a move of ``face`` spaces in the middle lane (a new dict)."""
    lap = dict(lap, turns=lap["turns"] + 1, points=lap["points"] + 1)
    row = SPACES[lap["space"]]["row"]
    overshot = after_overshoot = False
    face = min(face, ROWS - lap["travelled"])  # the lap ends at the line: the rest is not driven (D11)
    for step in range(1, face + 1):
        was = SPACES[LANES * row + 1]["corner"]
        row = (row + 1) % ROWS
        lap["travelled"] += 1
        now = SPACES[LANES * row + 1]["corner"]
        if was is not None and now != was:  # leaving a corner
            made = lap["stops"] if lap["corner"] == was else 0
            if made == 0 and STOPS[was] >= 2:
                return dict(lap, failed=True, done=True, space=LANES * row + 1, corner=was)
            if made < STOPS[was] and not overshot:
                lap["points"] += (face - step + 1) * multiplier
                overshot = True
            lap["corner"], lap["stops"] = None, 0
        if now is not None and now != was:  # entering one: no stop made yet
            lap["corner"], lap["stops"], after_overshoot = now, 0, overshot
        if lap["travelled"] >= ROWS:  # across the line: the lap is over
            return dict(lap, done=True, space=LANES * row + 1)
    if lap["corner"] is not None and not after_overshoot:
        lap["stops"] += 1  # a stop in the corner (none if it came in after an overshoot)
    return dict(lap, space=LANES * row + 1)
