"""Gears (rules file §2.3): which gear a car may choose and what skipping down costs.

Up one gear at most, to 6th; down one gear for free; down 2, 3 or 4 gears skips 1, 2 or 3 and costs wear
points (data.SKIP_COST_*); 6th to 1st is never allowed in the race. A skip must be paid in full and may not
take the last engine WP (the last WP in the basic game), which would only eliminate the car (D24). In
the advanced game a car with no gearbox WP left may only go down one gear at a time.

>>> [g for g, _ in legal_gears(3, 18)]
[1, 2, 3, 4]
>>> dict(legal_gears(6, 18))[2], dict(legal_gears(6, WP_ADVANCED))[2]
(3, {'gearbox': 1, 'brakes': 1, 'engine': 1})
"""

from __future__ import annotations

from .data import MAX_SKIPPED, SKIP_COST_ADVANCED, SKIP_COST_BASIC, TOP_GEAR, WP_ADVANCED  # noqa: F401


def skip_cost(old: int, new: int, wp):
    """What going from ``old`` to ``new`` costs: 0 (or {}) when free, None when not allowed. ``wp`` is
    the car's wear points: an int (basic game) or a dict of categories (advanced)."""
    basic = isinstance(wp, int)
    free = 0 if basic else {}
    if new == old or new == old + 1 and new <= TOP_GEAR or new == old - 1 and new >= 1:
        return free
    if new > old or new < 1:
        return None
    skipped = old - new - 1
    if skipped > MAX_SKIPPED:
        return None
    if basic:
        cost = SKIP_COST_BASIC[skipped]
        return cost if wp - cost >= 1 else None
    if wp["gearbox"] == 0:
        return None
    cost = dict(SKIP_COST_ADVANCED[skipped])
    if any(wp[c] < k for c, k in cost.items()) or wp["engine"] - cost.get("engine", 0) < 1:
        return None
    return cost


def legal_gears(old: int, wp) -> list:
    """``[(gear, cost)]`` for every gear the car may take from ``old``, lowest first."""
    out = []
    for new in range(1, TOP_GEAR + 1):
        cost = skip_cost(old, new, wp)
        if cost is not None:
            out.append((new, cost))
    return out
