"""Set Line's 27 cards and what makes a set.

>>> len(deck())
27
>>> is_set("red-oval-1", "green-wave-2", "blue-diamond-3")
True
>>> is_set("red-oval-1", "red-oval-2", "green-oval-3")
False
>>> third("red-oval-1", "red-wave-1")
'red-diamond-1'
"""

from functools import lru_cache

from .data import COLOURS, COUNTS, SYMBOLS

FEATURES = (COLOURS, SYMBOLS, COUNTS)


def card_id(colour: str, symbol: str, count: int) -> str:
    return f"{colour}-{symbol}-{count}"


def deck() -> list:
    """Every combination once, in a fixed order."""
    return [card_id(c, s, n) for c in COLOURS for s in SYMBOLS for n in COUNTS]


@lru_cache(maxsize=None)
def features(card: str) -> tuple:
    """``(colour index, symbol index, count index)``; raises KeyError for an unknown card."""
    parts = card.split("-") if isinstance(card, str) else []
    if len(parts) != 3 or parts[0] not in COLOURS or parts[1] not in SYMBOLS or parts[2] not in ("1", "2", "3"):
        raise KeyError(card)
    return COLOURS.index(parts[0]), SYMBOLS.index(parts[1]), int(parts[2]) - 1


def is_card(card) -> bool:
    try:
        features(card)
    except (KeyError, TypeError):
        return False
    return True


def is_set(a: str, b: str, c: str) -> bool:
    """Each feature the same on all three or different on all three (the three indexes sum to 0 mod 3)."""
    fa, fb, fc = features(a), features(b), features(c)
    return all((x + y + z) % 3 == 0 for x, y, z in zip(fa, fb, fc))


@lru_cache(maxsize=None)
def third(a: str, b: str) -> str:
    """The one card that completes ``a`` and ``b`` to a set."""
    fa, fb = features(a), features(b)
    idx = [(-x - y) % 3 for x, y in zip(fa, fb)]
    return card_id(COLOURS[idx[0]], SYMBOLS[idx[1]], COUNTS[idx[2]])


def describe_card(card: str) -> str:
    """``"two green waves"``: readable without colour."""
    colour, symbol, count = card.split("-")
    words = {"1": "one", "2": "two", "3": "three"}
    plural = {"oval": "ovals", "wave": "waves", "diamond": "diamonds"}
    return f"{words[count]} {colour} {symbol if count == '1' else plural[symbol]}"
