"""Betta solo as numbers, for the bots: the same rules as ``rules.py`` in a form fast enough to play
thousands of games a second inside one bot move.

A display is one int, ``code``: four 9-bit masks, one per colour (colour k's cells at bits 9k..9k+8).
A placement (a card at a rotation) is precomputed once: which cells it clears and which colour bits
it sets, so placing a card is ``(code & ~clear) | put``. Which pattern a placement makes is looked up
in a table built for the 6 patterns in play (``Table``). There are no sentences, copies or legality
checks here: ``rules.py`` stays the referee, and a test plays both side by side.

>>> t = Table(("S1", "S2", "A1", "A2", "E1", "E2"))
>>> p = PLACEMENT[("pink-3", 0)]          # pink on cells 3 and 5, yellow on 4
>>> code, points = t.place(0, p)
>>> points, best_count(code)
(2, 2)
"""

from . import data
from .display import ROTATIONS, card_layout, pattern_masks

COLOURS = data.COLOURS
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
FULL = (1 << 9) - 1
TABLE = data.SOLO_TABLE


class Placement:
    """One card at one rotation: ``clear`` (its 3 cells in every colour), ``put`` (its colour bits),
    ``cells`` (its 3 cells as a 9-bit mask) and ``colours`` (the indexes of its 2 colours)."""

    __slots__ = ("card", "rotation", "cells", "clear", "put", "colours", "index")

    def __init__(self, card, rotation, index):
        from .display import card_cells
        self.card, self.rotation, self.index = card, rotation, index
        cells = card_cells(card, rotation)
        self.cells = sum(1 << c for c, _ in cells)
        self.clear = sum(self.cells << (9 * k) for k in range(4))
        self.put = sum(1 << (c + 9 * COLOUR_INDEX[colour]) for c, colour in cells)
        self.colours = tuple(sorted({COLOUR_INDEX[colour] for _, colour in cells}))


def _placements():
    out, by_key, index = {}, {}, 0
    for colour in COLOURS:
        for n in data.BETTA_LAYOUTS:
            card = f"{colour}-{n}"
            seen = {}
            for rotation in ROTATIONS:
                p = Placement(card, rotation, index)
                if p.put in seen:  # a rotation that lays the same bettas is the same move
                    out[(card, rotation)] = seen[p.put]
                    continue
                out[(card, rotation)] = seen[p.put] = p
                by_key.setdefault(card, []).append(p)
                index += 1
    return out, by_key


PLACEMENT, DISTINCT = _placements()  # (card, rotation) -> Placement; card -> its distinct placements
CARDS = tuple(DISTINCT)
CARD_OWN = {card: COLOUR_INDEX[card.split("-")[0]] for card in CARDS}
CARD_ODD = {card: next(COLOUR_INDEX[c] for c in card_layout(card).values() if COLOUR_INDEX[c] != CARD_OWN[card])
            for card in CARDS}

_POP = [bin(m).count("1") for m in range(1 << 9)]


def counts(code: int) -> tuple:
    """How many bettas of each colour the display shows."""
    return (_POP[code & FULL], _POP[(code >> 9) & FULL], _POP[(code >> 18) & FULL], _POP[code >> 27])


def best_count(code: int) -> int:
    return max(counts(code))


def filled(code: int) -> int:
    """The 9-bit mask of cells that show a betta."""
    return (code | code >> 9 | code >> 18 | code >> 27) & FULL


def display_code(display: list) -> int:
    """A display of ``rules.py`` (9 cells, colour names or None) as a code."""
    return sum(1 << (i + 9 * COLOUR_INDEX[c]) for i, c in enumerate(display) if c is not None)


class Table:
    """The patterns in play, as a lookup: ``place(code, placement) -> (new code, points)`` with
    points 2 on an empty display, else the best pattern made (as ``rules.placement`` scores)."""

    def __init__(self, pattern_ids):
        shapes = []
        for pid in pattern_ids:
            points = data.PATTERNS[pid][2]
            shapes += [(points, m) for m in set(pattern_masks(pid))]
        shapes.sort(key=lambda s: -s[0])
        self.checks = {}
        for placements in DISTINCT.values():
            for p in placements:
                self.checks[p.index] = tuple(
                    (points, shape << (9 * k)) for points, shape in shapes if shape & p.cells for k in p.colours)
        self.cache = {}

    def place(self, code: int, p: Placement) -> tuple:
        key = (code, p.index)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        new = (code & ~p.clear) | p.put
        points = 0
        if not code:
            points = data.EMPTY_DISPLAY_POINTS
        else:
            for pts, shape in self.checks[p.index]:
                if new & shape == shape:
                    points = pts
                    break
        hit = self.cache[key] = (new, points)
        return hit


def final_points(codes) -> int:
    """The end-of-game points of the displays: each by the count of its best colour."""
    return sum(TABLE[best_count(c)] for c in codes)


class Position:
    """A solo game as the bots play it: ``codes`` (the 3 displays), ``hand``, ``played`` (cards in
    the order played), ``deck`` (the cards still to draw, in order: a guess, when a bot plays it)
    and ``score`` (points scored so far)."""

    __slots__ = ("codes", "hand", "played", "deck", "score")

    def __init__(self, codes, hand, played, deck, score):
        self.codes, self.hand, self.played, self.deck, self.score = codes, hand, played, deck, score

    @classmethod
    def of(cls, state: dict) -> "Position":
        """The position of a solo ``rules`` state (its deck as it really is)."""
        return cls([display_code(d) for d in state["displays"]], list(state["hands"][0]),
                   list(state["played"][0]), list(state["decks"][0]), state["scores"][0])

    def over(self) -> bool:
        """The game ends when the hand is played out or every display is full."""
        return not self.hand or all(filled(c) == FULL for c in self.codes)

    def final(self) -> int:
        """The final score, once the game is over."""
        return self.score + final_points(self.codes)

    def moves(self) -> list:
        """``(card, display, placement)`` for every move that differs: each hand card, each distinct
        rotation, each display that is not full (of displays that look the same, the first)."""
        out = []
        open_codes = []
        for d, code in enumerate(self.codes):
            if filled(code) != FULL and all(code != c for _, c in open_codes):
                open_codes.append((d, code))
        for card in self.hand:
            for d, _ in open_codes:
                for p in DISTINCT[card]:
                    out.append((card, d, p))
        return out

    def play(self, table: Table, card: str, d: int, p: Placement) -> "Position":
        """The position after placing ``card`` as ``p`` on display ``d`` and drawing."""
        code, points = table.place(self.codes[d], p)
        codes = list(self.codes)
        codes[d] = code
        hand = [c for c in self.hand if c != card]
        deck = self.deck
        if deck:
            hand.append(deck[0])
            deck = deck[1:]
        return Position(codes, hand, self.played + [card], deck, self.score + points)
