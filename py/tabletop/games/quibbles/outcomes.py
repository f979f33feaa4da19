"""What a SPLIT or a COMBINE can take: the distinct outcomes, over cards counted by value.

A multiset of cards is a *count vector*: a tuple of 8 ints, the number of cards of each value 0–7.
Cards of equal value are interchangeable, so an action's result depends only on the values played
and the values taken (rules file, engine notes). These functions are the one place that decides
what can be taken; ``rules.legal_moves``, ``rules.why_illegal`` and the bots all use them.

>>> row = counts([1, 1, 2, 3, 4, 5])
>>> [values(s) for s in valid_sets(row, 5, zeros_ok=True)]
[[1, 1, 3], [1, 4], [2, 3]]
>>> [values(t) for t, _ in split_outcomes(row, 5, zeros_ok=True)]
[[1, 4], [2, 3], [1, 1, 3], [1, 2, 3, 4]]
"""

from functools import lru_cache

EMPTY = (0,) * 8


def counts(cards) -> tuple:
    """The count vector of a list of values."""
    out = [0] * 8
    for v in cards:
        out[v] += 1
    return tuple(out)


def values(vec) -> list:
    """The values of a count vector, ascending."""
    return [v for v in range(8) for _ in range(vec[v])]


def total(vec) -> int:
    return sum(v * vec[v] for v in range(8))


def size(vec) -> int:
    return sum(vec)


def fits(part, whole) -> bool:
    return all(p <= w for p, w in zip(part, whole))


def minus(a, b) -> tuple:
    return tuple(x - y for x, y in zip(a, b))


def plus(a, b) -> tuple:
    return tuple(x + y for x, y in zip(a, b))


def valid_sets(row: tuple, v: int, zeros_ok: bool) -> tuple:
    """See ``_valid_sets``; only the row's cards of value ``v`` or less matter."""
    return _valid_sets(_low(row, v, zeros_ok), v, zeros_ok)


def _low(row: tuple, v: int, zeros_ok: bool) -> tuple:
    v = min(v, 7)
    return ((row[0] if zeros_ok else 0),) + row[1:v + 1] + _ZEROS[v]


_ZEROS = [(0,) * (7 - v) for v in range(8)]


@lru_cache(maxsize=8192)
def _valid_sets(row: tuple, v: int, zeros_ok: bool) -> tuple:
    """Every distinct set a SPLIT of a ``v`` may take from ``row``: 2 or more row cards whose values
    add up to exactly ``v`` (0s among them only when ``zeros_ok``), as count vectors, in the order of
    their values (ascending lists, compared as lists)."""
    out = []
    top = min(v, 7)

    def walk(value, left, chosen):
        if value > top:
            if left == 0 and sum(chosen) >= 2:
                out.append(tuple(chosen))
            return
        most = row[value] if value else (row[0] if zeros_ok else 0)
        if value:
            most = min(most, left // value)
        for k in range(most + 1):
            chosen[value] = k
            walk(value + 1, left - value * k, chosen)
        chosen[value] = 0

    walk(0, v, [0] * 8)
    return tuple(sorted(out, key=values))


def split_outcomes(row: tuple, v: int, zeros_ok: bool) -> tuple:
    """See ``_split_outcomes``; only the row's cards of value ``v`` or less matter."""
    return _split_outcomes(_low(row, v, zeros_ok), v, zeros_ok)


@lru_cache(maxsize=8192)
def _split_outcomes(row: tuple, v: int, zeros_ok: bool) -> tuple:
    """The distinct results of a SPLIT of a ``v``: every multiset of row cards that can be cut into
    one or more disjoint valid sets, each with one such cut: the cut with the fewest sets, found
    first in ``valid_sets`` order, its sets in that order. Returns ``((taken, sets), ...)``, ordered
    by the number of cards taken, then by value.

    A breadth-first walk over what is left of the row: each distinct taken multiset is grown once
    (the row minus it is all that matters for what can still be added)."""
    sets = _valid_sets(row, v, zeros_ok)
    found = {}
    level = [(EMPTY, ())]
    while level:
        grown = []
        for taken, cut in level:
            left = minus(row, taken)
            for i, s in enumerate(sets):
                if fits(s, left):
                    bigger = plus(taken, s)
                    if bigger not in found:
                        found[bigger] = tuple(sorted(cut + (i,)))
                        grown.append((bigger, found[bigger]))
        level = grown
    out = [(taken, tuple(sets[i] for i in cut)) for taken, cut in found.items()]
    return tuple(sorted(out, key=lambda item: (size(item[0]), values(item[0]))))


def combine_plays(hand: tuple, row: tuple, max_total: int, max_cards: int, zero_total_ok: bool) -> list:
    """Every distinct COMBINE play from ``hand``: 2 to ``max_cards`` cards adding up to at most
    ``max_total``, when the row holds a card of that total (a total of 0 only if ``zero_total_ok``).
    Returns ``[(played count vector, total)]`` in the order of the played values."""
    capped = tuple(min(hand[v], max_cards if v == 0 else min(max_cards, max_total // v)) for v in range(8))
    return [(played, t) for played, t in _plays(capped, max_total, max_cards)
            if row[t] and (t or zero_total_ok)]


@lru_cache(maxsize=8192)
def _plays(hand: tuple, max_total: int, max_cards: int) -> tuple:
    """Every multiset of 2 to ``max_cards`` cards of ``hand`` adding up to at most ``max_total``."""
    out = []

    def walk(value, chosen, n, t):
        if value == 8:
            if n >= 2:
                out.append((tuple(chosen), t))
            return
        most = min(hand[value], max_cards - n)
        if value:
            most = min(most, (max_total - t) // value)
        for k in range(most + 1):
            chosen[value] = k
            walk(value + 1, chosen, n + k, t + value * k)
        chosen[value] = 0

    walk(0, [0] * 8, 0, 0)
    return tuple(sorted(out, key=lambda item: values(item[0])))
