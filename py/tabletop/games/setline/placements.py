"""Where sets can be built: the lines a building turn completes, and every legal building placement.

A placement is a sorted tuple of ``(cell, card)``. It is legal when every placed card lies in a
*counted* set (a full line of three that is a set, with a placed card and, after the first turn, a
card that was already on the board) and no line of three made only of cards placed this turn is a
set after the first turn (``shared/rules/setline.md``: every set built after the first turn uses a
card already on the board; such a set is neither counted nor allowed).

Every legal placement is a union of *fillings*, the ways to complete one line into a counted set
with hand cards, so ``build_placements`` lists exactly the unions of compatible fillings.

>>> board = [None] * 35
>>> hand = ["red-oval-1", "red-oval-2", "red-oval-3", "blue-wave-1", "blue-wave-2"]
>>> len(build_placements(board, hand))  # one set in hand, 6 orders, on 46 lines of three
276
"""

from bisect import bisect_right

from . import data
from .board import CELLS, WINDOWS, WINDOWS_OF
from .cards import is_set, third

MAX_LEGAL_BUILDS = 200_000


def set_points(k: int) -> int:
    """The k-th set of a turn (k = 1, 2, …) scores 300, 350, 400, …"""
    return data.SET_POINTS + data.NEXT_SET_BONUS * (k - 1)


def is_first_turn(board: list) -> bool:
    return board.count(None) == CELLS


def counted_sets(board: list, placed: dict) -> list:
    """The lines of three that count for a turn placing ``placed`` (cell -> card) on ``board``:
    full after the turn, a set, with a placed card, and (unless the board was empty) a card that
    was already there."""
    first_turn = is_first_turn(board)
    seen, out = set(), []
    for cell in placed:
        for window in WINDOWS_OF[cell]:
            if window in seen:
                continue
            seen.add(window)
            a, b, c = window
            x, y, z = placed.get(a) or board[a], placed.get(b) or board[b], placed.get(c) or board[c]
            if x is None or y is None or z is None or not is_set(x, y, z):
                continue
            if not first_turn and a in placed and b in placed and c in placed:
                continue
            out.append(window)
    return sorted(out)


def new_only_sets(board: list, placed: dict) -> list:
    """After the first turn, the lines of three made only of cards placed now that form a set: the
    rules forbid them (every set built after the first turn uses a card already on the board)."""
    if is_first_turn(board):
        return []
    out = set()
    for cell in placed:
        for window in WINDOWS_OF[cell]:
            if all(c in placed for c in window) and is_set(*(placed[c] for c in window)):
                out.add(window)
    return sorted(out)


def atomic_fillings(board: list, hand: list) -> list:
    """Every way to complete one line of three into a counted set with hand cards: sorted tuples of
    ``(cell, card)``."""
    first_turn = is_first_turn(board)
    in_hand = set(hand)
    out = set()
    for window in WINDOWS:
        old = [board[c] for c in window if board[c] is not None]
        empty = [c for c in window if board[c] is None]
        if not empty or (not old and not first_turn):
            continue
        if len(empty) == 1:
            need = third(old[0], old[1])
            if need in in_hand:
                out.add(((empty[0], need),))
        elif len(empty) == 2:
            for b in hand:
                c = third(old[0], b)
                if c in in_hand and c != b:
                    out.add(tuple(sorted(((empty[0], b), (empty[1], c)))))
        else:
            for b in hand:
                for c in hand:
                    if c == b:
                        continue
                    d = third(b, c)
                    if d in in_hand and d not in (b, c):
                        out.add(tuple(sorted(zip(empty, (b, c, d)))))
    return sorted(out)


def build_placements(board: list, hand: list) -> list:
    """Every legal building placement, fewest cards first: the unions of compatible fillings that
    make no set of new cards only.

    A filling joins a placement when its cells are empty or hold the same card and its other cards
    are still in hand. One that needs more cards than the hand has left can join only through a
    card it shares with the placement, so those are found from the placed cards (on the first turn,
    every filling needs three cards). Fillings join in the order of the list, so each set of them
    is tried once.
    """
    fills = atomic_fillings(board, hand)
    by_size = {1: [], 2: [], 3: []}  # ids of the fillings that place 1, 2 or 3 cards, ascending
    sharing = {}  # (cell, card) -> ids of the fillings that place that card there
    for j, fill in enumerate(fills):
        by_size[len(fill)].append(j)
        for pair in fill:
            sharing.setdefault(pair, []).append(j)
    results = set()
    first_turn = is_first_turn(board)

    def extend(last: int, cells: dict, used: set):
        results.add(tuple(sorted(cells.items())))
        if len(results) > MAX_LEGAL_BUILDS:
            raise RuntimeError("too many building moves to list")
        left = len(hand) - len(used)
        pool = {j for pair in cells.items() for j in sharing[pair] if j > last}
        for size in range(1, min(left, 3) + 1):
            ids = by_size[size]
            pool.update(ids[bisect_right(ids, last):])
        for j in sorted(pool):
            new_cards = []
            for cell, card in fills[j]:
                have = cells.get(cell)
                if have is None:
                    if card in used:
                        break
                    new_cards.append((cell, card))
                elif have != card:
                    break
            else:
                if not new_cards:
                    continue
                grown = dict(cells)
                grown.update(new_cards)
                if first_turn or not new_only_sets(board, grown):  # else nor what grows from it
                    extend(j, grown, used | {card for _, card in new_cards})

    for j, fill in enumerate(fills):
        extend(j, dict(fill), {card for _, card in fill})
    return sorted(results, key=lambda p: (len(p), p))


def can_build(board: list, hand: list) -> bool:
    """Whether any set can be built: one filling alone is always a legal placement."""
    return bool(atomic_fillings(board, hand))
