"""Advanced options at the pit and on the grid (rules file §1, §2.18): technical pit stops and "construct
your car".

**Technical pit stops.** The pit holds a reserve of WP for the whole race (2 a car, 4 a team shared by
both cars, or with construction the 0-2 points each car put there). At each stop the player chooses a
tyre stop (fresh tyres, then the pit die as usual) or a technical stop: fresh tyres and up to 2 reserve
WP back into one or two categories other than the tyres, never above their starting value (D25); the car
waits, and leaves in 4th gear at most with no soft-tyre bonus. The tyre type may change at either stop.

**Construct your car.** Each player shares 20 WP among the six categories, at least 1 each (22 with
technical pit stops, 0-2 of them kept as the pit's repair points); BGA sets no upper limit, the printed
rules cap the tyres at 14 and the rest at 7 (``construction_caps``).
"""

from __future__ import annotations

from itertools import combinations

from . import data

REPAIRABLE = tuple(c for c in data.CATEGORIES if c != "tyres")
MAX_REPAIR = 2


def repairs(car: dict, reserve: int) -> list:
    """Every repair of a technical stop: ``{category: WP}`` over one or two categories, at most
    ``min(2, reserve)`` WP in all, none above the category's starting value; ``{}`` (none) first."""
    room = {c: car["wp_start"][c] - car["wp"][c] for c in REPAIRABLE}
    budget = min(MAX_REPAIR, reserve)
    out = [{}]
    for c in REPAIRABLE:
        for k in range(1, min(budget, room[c]) + 1):
            out.append({c: k})
    for a, b in combinations(REPAIRABLE, 2):
        if budget >= 2 and room[a] >= 1 and room[b] >= 1:
            out.append({a: 1, b: 1})
    return out


def service_moves(car: dict, reserve: int, tyre_types) -> list:
    moves = [{"pit_service": {"stop": "tyres", "tyres": t}} for t in tyre_types]
    for t in tyre_types:
        for fix in repairs(car, reserve):
            moves.append({"pit_service": {"stop": "technical", "tyres": t, "repair": fix}})
    return moves


def construction_total(technical: bool) -> int:
    return data.CONSTRUCTION_TOTAL + (data.TECHNICAL_RESERVE if technical else 0)


def construction_ok(wp, technical: bool, caps: str) -> bool:
    """Whether ``wp`` (the six categories, and ``repair`` with technical stops) is a car one may build."""
    keys = set(data.CATEGORIES) | ({"repair"} if technical else set())
    if not isinstance(wp, dict) or set(wp) != keys:
        return False
    if any(not isinstance(v, int) or isinstance(v, bool) for v in wp.values()):
        return False
    limit = data.CONSTRUCTION_CAPS[caps]
    if any(wp[c] < 1 or (limit and wp[c] > limit[c]) for c in data.CATEGORIES):
        return False
    if technical and not 0 <= wp["repair"] <= data.TECHNICAL_RESERVE:
        return False
    return sum(wp.values()) == construction_total(technical)


def constructions(technical: bool, caps: str) -> list:
    """Every car one may build, in a fixed order (tens of thousands: the lobby's form checks one with
    ``construction_ok``, the same rule)."""
    total = construction_total(technical)
    out = []
    for repair in (range(data.TECHNICAL_RESERVE + 1) if technical else (None,)):
        rest = total - (repair or 0)
        for bars in combinations(range(1, rest), len(data.CATEGORIES) - 1):
            parts = [b - a for a, b in zip((0,) + bars, bars + (rest,))]
            wp = dict(zip(data.CATEGORIES, parts))
            if technical:
                wp["repair"] = repair
            if construction_ok(wp, technical, caps):
                out.append(wp)
    return out
