"""Wear points: what a move costs and whether the car survives it (rules file §2.6-§2.7, §2.10).

In the basic game a car has one pool of WP and reaching 0 eliminates it (D1). In the advanced game the
WP are split into categories: an overshoot wears the tyres (and may spin the car), braking wears the
brakes (beyond 3 spaces short, "emergency braking", the brakes or the tyres at the player's choice).

``prices`` lists every way a car can pay for a move it survives; an empty list means the move would
eliminate it, so it is not offered (§4: only survivable options are listed).

>>> prices(18, overshoot=2, brake=0, blocked=False)
[{'wp': 2}]
>>> prices({"tyres": 2, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2}, 2, 0, False)
[{'tyres': 1, 'spin': True, 'brakes': 0, 'emergency_tyres': 0}]
"""

from __future__ import annotations

from .data import BRAKE_ONLY_SPACES


def overshoot_on_tyres(tyres: int, worn: int):
    """(tyres left, spin) after an overshoot wearing ``worn`` tyre WP, or None if it eliminates the car
    (§2.6: less than the tyres left is worn; as many, or one with none left, is a spin; more is out)."""
    if worn == 0:
        return tyres, False
    if worn < tyres:
        return tyres - worn, False
    if worn == tyres >= 1 or (tyres == 0 and worn == 1):
        return 1, True  # a spin: the tyres are reset to 1 (BGA)
    return None


def prices(wp, overshoot: int, brake: int, blocked: bool, multiplier: int = 1) -> list:
    """Every way to pay an overshoot of ``overshoot`` spaces and ``brake`` spaces of braking (forced if
    ``blocked``). Basic: ``[{"wp": n}]``. Advanced: ``[{"tyres": left after the overshoot, "spin",
    "brakes": brake WP paid, "emergency_tyres": tyre WP paid for braking beyond 3}]``."""
    if isinstance(wp, int):
        total = overshoot + brake
        return [{"wp": total}] if wp - total >= 1 else []
    after = overshoot_on_tyres(wp["tyres"], overshoot * multiplier)
    if after is None:
        return []
    tyres, spin = after
    if not blocked:
        if brake > wp["brakes"]:
            return []  # voluntary braking is paid with brake WP only
        return [{"tyres": tyres, "spin": spin, "brakes": brake, "emergency_tyres": 0}]
    first = min(brake, BRAKE_ONLY_SPACES)
    if first > wp["brakes"]:
        return []
    rest = brake - first
    out = []
    for on_tyres in range(rest + 1):  # each space beyond 3: a brake or a tyre WP (§2.7)
        on_brakes = rest - on_tyres
        if first + on_brakes <= wp["brakes"] and on_tyres <= tyres:
            out.append({"tyres": tyres, "spin": spin, "brakes": first + on_brakes, "emergency_tyres": on_tyres})
    return out
