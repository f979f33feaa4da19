"""Panda Rei's scoring: every animal by its rule (rules file §7), monkeys made wild for their owner.

A collection is a dict ``{animal: count}``. Numbers come from ``data`` ([reconstruction] there).

>>> own = {"rabbit": 5, "bear": 3, "giraffe": 2, "owl": 3, "cat": 3, "fox": 2, "lion": 1, "pig": 2, "monkey": 2}
>>> best_monkeys(own)
{'rabbit': 0, 'bear': 0, 'giraffe': 0, 'owl': 0, 'cat': 2}
>>> sum(item["points"] for item in animal_items(own))
48
>>> panda_points([4, 4, 1]), panda_points([2, 2, 2]), panda_points([3, 1, 1, 1, 1])
([3, 3, -6], [0, 0, 0], [6, -1, -1, -1, -1])
"""

from functools import lru_cache
from itertools import combinations

from . import data

SCORED = ("rabbit", "bear", "giraffe", "owl", "cat", "fox", "lion", "pig")  # each alone; pandas compare


def _split(m: int, parts: int):
    """Every way to share ``m`` monkeys among ``parts`` animals (stars and bars), in a fixed order."""
    for bars in combinations(range(m + parts - 1), parts - 1):
        out, last = [], -1
        for b in bars:
            out.append(b - last - 1)
            last = b
        out.append(m + parts - 2 - last)
        yield out


def points_of(animal: str, n: int, giraffes: int = 0) -> int:
    """The points of ``n`` cards of ``animal`` (an owl counts the giraffes it may pair with)."""
    if animal == "rabbit":
        return data.RABBIT_TABLE[n] if n < len(data.RABBIT_TABLE) else data.CLIFF
    if animal == "bear":
        return data.BEAR_PAIR * (n // 2)
    if animal == "giraffe":
        return data.GIRAFFE * n
    if animal == "owl":
        return data.OWL_WITH_GIRAFFE * min(n, giraffes)
    if animal == "cat":
        return n * n
    if animal == "fox":
        return data.FOX * n
    if animal == "lion":
        return data.LION_TABLE[n] if n < len(data.LION_TABLE) else 0
    return 0  # pigs score nothing; pandas are scored between players (panda_points)


def _wild_total(base: tuple, extra) -> int:
    n = dict(zip(data.WILD_FOR, (b + k for b, k in zip(base, extra))))
    return sum(points_of(a, n[a], n["giraffe"]) for a in data.WILD_FOR)


@lru_cache(maxsize=8192)
def _best_share(base: tuple, m: int) -> tuple:
    best, best_total = None, None
    for extra in _split(m, len(data.WILD_FOR)):
        total = _wild_total(base, extra)
        if best_total is None or total > best_total:
            best, best_total = extra, total
    return tuple(best)


def best_monkeys(counts: dict) -> dict:
    """What each monkey becomes (D13): the share among rabbit, bear, giraffe, owl and cat that gives
    the owner the most points; of equal shares, the first in a fixed order (fewest changes first)."""
    base = tuple(counts.get(a, 0) for a in data.WILD_FOR)
    return dict(zip(data.WILD_FOR, _best_share(base, counts.get("monkey", 0))))


def animal_items(counts: dict) -> list:
    """One item per animal but the panda: ``{"animal", "count", "monkeys", "points"}``, with the
    monkeys counted in the animal they became."""
    wild = best_monkeys(counts)
    n = {a: counts.get(a, 0) + wild.get(a, 0) for a in SCORED}
    return [{"animal": a, "count": n[a], "monkeys": wild.get(a, 0), "points": points_of(a, n[a], n["giraffe"])}
            for a in SCORED]


def panda_points(pandas: list) -> list:
    """The panda majorities between the players (D15): the most share +6 and the fewest −6, each
    getting floor(6 / k) of k tied; if everyone has as many pandas, nobody scores."""
    most, fewest = max(pandas), min(pandas)
    if most == fewest:
        return [0] * len(pandas)
    top = sum(1 for p in pandas if p == most)
    low = sum(1 for p in pandas if p == fewest)
    return [data.PANDA_MOST // top if p == most else -(abs(data.PANDA_FEWEST) // low) if p == fewest else 0
            for p in pandas]


def totals(collections: list) -> list:
    """Every player's total for ``collections`` (a list of ``{animal: count}``)."""
    pandas = panda_points([c.get("panda", 0) for c in collections])
    return [sum(i["points"] for i in animal_items(c)) + p for c, p in zip(collections, pandas)]
