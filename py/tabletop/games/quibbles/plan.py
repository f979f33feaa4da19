"""How far a player is from a winning collection: the estimate the Hard bot plans with.

``turns_to_win(hand, collection, …)`` estimates the turns a player still needs, from their hand and
collection alone. A plan is a choice of stashes still to make: ``s`` stashes, after which the
collection is the best ``6 − s`` cards it holds now plus the ``s`` new ones (a full collection gives
up its lowest cards). The plan works if they reach 21. Its cost is ``s`` turns (one STASH a turn)
plus ``alpha`` turns for every card it still has to gather: a stash of value v needs v cards of
value v, and the hand already holds some (a value the hand does not hold costs all v cards, however
often it is stashed). The estimate is the cheapest plan's cost.

>>> turns_to_win((0, 1, 2, 3, 4, 5, 6, 0), (), (1, 2, 3, 4, 5, 6), True, 0.5)
6.0
>>> turns_to_win((0, 0, 0, 0, 0, 0, 0, 0), (6, 6, 6, 3), (1, 2, 3, 4, 5, 6), True, 0.5) < 6
True
"""

from functools import lru_cache

INF = float("inf")


@lru_cache(maxsize=1 << 14)  # a few MB at most (the browser holds it too)
def turns_to_win(hand: tuple, collection: tuple, stash_values: tuple, six: bool, alpha: float,
                 target: int = 21, size: int = 6) -> float:
    """The estimated turns to a winning collection (0 once it wins). ``hand`` is a count vector
    (cards of each value 0–7; a caller may cap each value v at v, which changes nothing),
    ``collection`` the collection's values, sorted from high to low for the cache's sake."""
    top = sorted(collection, reverse=True)
    c = len(top)
    prefix = [0]
    for x in top:
        prefix.append(prefix[-1] + x)
    if prefix[-1] >= target and (c >= size or not six):
        return 0.0
    high = max(stash_values)
    # the values the hand has started on: (how many, their total, cards still missing), per subset
    subsets = [(0, 0, 0)]
    for v in stash_values:
        have = hand[v]
        if have:
            missing = v - min(have, v)
            subsets += [(k + 1, sv + v, mm + missing) for k, sv, mm in subsets]
    best = INF
    first = max(1, size - c) if six else 1
    for s in range(first, size + 1):
        keep = min(c, size - s)
        need = target - prefix[keep]
        cheapest = INF
        for k, sv, mm in subsets:
            rest = s - k
            if rest < 0:
                continue
            short = need - sv
            if rest == 0:
                if short > 0:
                    continue
                fill = 0
            elif short > high * rest:
                continue
            else:
                fill = short if short > rest else rest
            if mm + fill < cheapest:
                cheapest = mm + fill
        if cheapest < INF:
            turns = s + alpha * cheapest
            if turns < best:
                best = turns
    return best


def capped(hand: tuple) -> tuple:
    """A hand's count vector with each value v capped at v: what ``turns_to_win`` reads."""
    return (0,) + tuple(min(hand[v], v) for v in range(1, 8))
