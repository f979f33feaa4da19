"""Who moves when (rules file §2.1, §3.2): the car furthest ahead moves first; level cars by the higher
gear, then by who arrived on their space first. Pit-lane cars sit between the cars alongside the pit lane
and those before its entry, a car in its box after a lane car level with it.

``progress`` is also the distance travelled that ranks eliminated cars (§2.14).

>>> progress({"space": 315, "laps": 1})  # row 105 on lap 2
216.0
>>> progress({"space": 403, "laps": 0}), progress({"space": 503, "laps": 0})
(100.53, 100.575)
"""

from __future__ import annotations

from .track import BOX, PIT, ROWS, SPACES

PIT_PROGRESS = 100.5  # pit spaces rank after row 100 (the entry) and before row 101


def progress(car: dict) -> float:
    """How far the car has gone: completed laps x 111 + its row (pit and box spaces just past row 100)."""
    space = SPACES[car["space"]]
    base = car["laps"] * ROWS
    if space["kind"] == "track":
        return float(base + space["row"])
    if space["kind"] == "pit":
        return round(base + PIT_PROGRESS + (car["space"] - PIT) / 100, 4)
    return round(base + PIT_PROGRESS + (4.5 + car["space"] - BOX) / 100, 4)


def order_key(car: dict) -> tuple:
    return (-progress(car), -car["gear"], car["arrival"])


def round_order(cars: list) -> list:
    """The seats of ``cars`` (dicts with ``seat``, ``space``, ``laps``, ``gear``, ``arrival``) in the
    order they move this round."""
    return [c["seat"] for c in sorted(cars, key=order_key)]
