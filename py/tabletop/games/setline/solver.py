"""A Set Line solver: plays the whole game from the player's view.

Each turn it looks at every building placement, keeps the ones that score most now plus what they
leave open on the board, and then, in a few guessed orders of the unseen deck, checks whether a set
can still be built next turn (getting stuck costs an exchange: −150). With no set to build it picks
the exchange most likely to let it build next turn while burning the fewest cards.

It works on the board and the hand alone (``placements``), below the rules: the rules use it for
the best-placement hint, and the hard bot (``bots.py``) is this solver.
"""

from ... import rng
from . import data
from .board import WINDOWS
from .cards import deck as full_deck, third
from .placements import build_placements, can_build, counted_sets, set_points

WORLDS = 6
WIDTH = 16


def openness(board: list, available: set) -> float:
    """How much the board leaves open: lines of three one card short whose missing card can still
    come, and lines with one card and two empty cells. (Written out cell by cell: the solver asks
    it of every placement, up to about 2,000 on a first turn.)"""
    value = 0.0
    for a, b, c in WINDOWS:
        x, y, z = board[a], board[b], board[c]
        if x is None:
            if y is None:
                if z is not None:
                    value += 0.15
            elif z is None:
                value += 0.15
            elif third(y, z) in available:
                value += 1.0
        elif y is None:
            if z is None:
                value += 0.15
            elif third(x, z) in available:
                value += 1.0
        elif z is None and third(x, y) in available:
            value += 1.0
    return value


def _unseen(state: dict) -> list:
    known = set(c for c in state["board"] if c) | set(state["hand"]) | set(state["discarded"])
    return [c for c in full_deck() if c not in known]


def _worlds(state: dict, seed: int, count: int) -> list:
    """``count`` guesses at the deck order (everything else is known to the player)."""
    unseen = _unseen(state)
    out, r = [], rng.seed_state(seed)
    for _ in range(count):
        r, order = rng.shuffled(r, unseen)
        out.append(order[: len(state["deck"])])
    return out


def _refilled(hand: list, gone: set, deck: list) -> tuple:
    """The hand after ``gone`` leaves it and the deck deals it back up to five, and the deck left."""
    kept = [c for c in hand if c not in gone]
    need = data.HAND_SIZE - len(kept)
    return kept + deck[:need], deck[need:]


def choose_build(state: dict, seed: int = 0):
    """The placement (a tuple of ``(cell, card)``) to build now, or None when none is possible."""
    placements = build_placements(state["board"], state["hand"])
    if not placements:
        return None
    available = set(_unseen(state)) | set(state["hand"])
    scored = []
    for p in placements:
        cells = dict(p)
        sets = len(counted_sets(state["board"], cells))
        board = list(state["board"])
        for c, k in p:
            board[c] = k
        left = available - set(cells.values())
        quick = sum(set_points(k) for k in range(1, sets + 1)) + 40 * openness(board, left)
        scored.append((quick, p, board))
    scored.sort(key=lambda x: -x[0])
    if not state["deck"]:
        return scored[0][1]
    worlds = _worlds(state, seed, WORLDS)
    best, best_value = None, None
    for quick, p, board in scored[:WIDTH]:
        placed = {card for _, card in p}
        stuck = 0
        for deck in worlds:
            hand, rest = _refilled(state["hand"], placed, deck)
            if rest and not can_build(board, hand):  # an empty deck would end the game instead
                stuck += 1
        value = quick - data.EXCHANGE_PENALTY * stuck / len(worlds)
        if best_value is None or value > best_value:
            best, best_value = p, value
    return best


def choose_exchange(state: dict, seed: int = 0) -> list:
    """The cards to give up when no set can be built."""
    hand = state["hand"]
    worlds = _worlds(state, seed, WORLDS)
    best, best_value = None, None
    for mask in range(1, 1 << len(hand)):
        out = [hand[i] for i in range(len(hand)) if mask >> i & 1]
        can = sum(can_build(state["board"], _refilled(hand, set(out), deck)[0]) for deck in worlds)
        value = can / len(worlds) - 0.04 * len(out)
        if best_value is None or value > best_value:
            best, best_value = out, value
    return best


def choose(rules, view: dict, seed: int) -> dict:
    """The solver's move for the player's view (hints are never bought)."""
    state = rules.determinize(view, seed)
    p = choose_build(state, seed)
    if p is not None:
        return {"place": [{"cell": c, "card": k} for c, k in p]}
    if state["deck"]:
        return {"exchange": choose_exchange(state, seed)}
    return {"stop": True}
