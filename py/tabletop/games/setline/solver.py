"""A Set Line solver: plays the whole game from the player's view.

Each turn it looks at every building placement, keeps the ones that score most now plus what they
leave open on the board, and then, in a few guessed orders of the unseen deck, checks whether a set
can still be built next turn (getting stuck costs an exchange: −150). With no set to build it picks
the exchange most likely to let it build next turn while burning the fewest cards.
"""

from ... import rng
from . import data
from .board import WINDOWS
from .cards import deck as full_deck, third

WORLDS = 6
WIDTH = 16


def openness(board: list, available: set) -> float:
    """How much the board leaves open: lines of three one card short whose missing card can still
    come, and lines with one card and two empty cells."""
    value = 0.0
    for window in WINDOWS:
        cards = [board[c] for c in window if board[c] is not None]
        if len(cards) == 2:
            if third(cards[0], cards[1]) in available:
                value += 1.0
        elif len(cards) == 1:
            value += 0.15
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


def _after(rules, state: dict, move: dict, deck: list) -> dict:
    s = dict(state)
    s["deck"] = deck
    return rules.play(s, move)


def choose_build(state: dict, seed: int = 0):
    """The placement (a tuple of ``(cell, card)``) to build now, or None when none is possible."""
    from . import rules
    placements = rules.build_placements(state["board"], state["hand"])
    if not placements:
        return None
    available = set(_unseen(state)) | set(state["hand"])
    scored = []
    for p in placements:
        cells = dict(p)
        sets = len(rules.counted_sets(state["board"], cells))
        board = list(state["board"])
        for c, k in p:
            board[c] = k
        left = available - set(cells.values())
        quick = sum(rules.set_points(k) for k in range(1, sets + 1)) + 40 * openness(board, left)
        scored.append((quick, p))
    scored.sort(key=lambda x: -x[0])
    if not state["deck"]:
        return scored[0][1]
    worlds = _worlds(state, seed, WORLDS)
    best, best_value = None, None
    for quick, p in scored[:WIDTH]:
        move = {"place": [{"cell": c, "card": k} for c, k in p]}
        stuck = 0
        for deck in worlds:
            after = _after(rules, state, move, deck)
            if not after["over"] and not rules.can_build(after):
                stuck += 1
        value = quick - data.EXCHANGE_PENALTY * stuck / len(worlds)
        if best_value is None or value > best_value:
            best, best_value = p, value
    return best


def choose_exchange(state: dict, seed: int = 0) -> list:
    """The cards to give up when no set can be built."""
    from . import rules
    hand = state["hand"]
    worlds = _worlds(state, seed, WORLDS)
    best, best_value = None, None
    for mask in range(1, 1 << len(hand)):
        out = [hand[i] for i in range(len(hand)) if mask >> i & 1]
        move = {"exchange": out}
        can = 0
        for deck in worlds:
            after = _after(rules, state, move, deck)
            if rules.can_build(after):
                can += 1
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
