"""Solo planning knowledge for the bots: what a position is worth before the game ends.

``solo_value(state)`` estimates the final solo score: points scored so far plus, for each display,
the table value of its best colour *after* the cards still to come add to it. The cards to come are
the hand (known) and the deck, whose make-up is estimated from every card the player has not seen
(all 48 cards but those played and in hand), so the estimate never depends on the hidden order.
"""

from . import data
from .display import card_layout

TABLE = data.SOLO_TABLE
COLOURS = data.COLOURS
PARAMS = {"eta": 0.5, "odd": 0.5, "junk": 0.0}

# card id -> (own colour, odd colour)
CARD_COLOURS = {}
for _colour in COLOURS:
    for _n in data.BETTA_LAYOUTS:
        _card = f"{_colour}-{_n}"
        _layout = card_layout(_card)
        _odd = next(c for c in _layout.values() if c != _colour)
        CARD_COLOURS[_card] = (_colour, _odd)
ALL_OWN = {c: 12 for c in COLOURS}
ALL_ODD = {c: 12 for c in COLOURS}


def _interp(x: float) -> float:
    if x >= 8:
        return TABLE[8]
    i = int(x)
    return TABLE[i] + (TABLE[i + 1] - TABLE[i]) * (x - i)


def supply(state: dict, odd_weight: float) -> dict:
    """Expected cells of each colour the cards still to come can bring (hand exact, deck estimated)."""
    hand = state["hands"][0]
    deck_size = len(state["decks"][0])
    played = state["played"][0]
    unseen = 48 - len(played) - len(hand)
    f = deck_size / unseen if unseen else 0.0
    own = dict.fromkeys(COLOURS, 0.0)
    odd = dict.fromkeys(COLOURS, 0.0)
    for card in hand:
        o, d = CARD_COLOURS[card]
        own[o] += 1 - f
        odd[d] += 1 - f
    for card in played:
        o, d = CARD_COLOURS[card]
        own[o] -= f
        odd[d] -= f
    return {c: 2 * (own[c] + 12 * f) + odd_weight * (odd[c] + 12 * f) for c in COLOURS}


def solo_value(state: dict, eta: float = None, odd_weight: float = None, junk: float = None) -> float:
    eta = PARAMS["eta"] if eta is None else eta
    odd_weight = PARAMS["odd"] if odd_weight is None else odd_weight
    sup = supply(state, odd_weight)
    displays = []
    sharing = {}
    for disp in state["displays"]:
        counts = {}
        for c in disp:
            if c is not None:
                counts[c] = counts.get(c, 0) + 1
        if not counts:
            displays.append((None, 0, False))
            continue
        best = max(counts.values())
        target = max((c for c in counts if counts[c] == best), key=sup.__getitem__)
        full = None not in disp
        displays.append((target, best, full))
        if not full:
            sharing[target] = sharing.get(target, 0) + 1
    total = state["scores"][0]
    for target, best, full in displays:
        if full:
            total += TABLE[best]
        elif target is None:
            # an empty display: worth what the best unclaimed colour could build
            free = max((sup[c] for c in COLOURS if c not in sharing), default=0.0)
            total += _interp(min(8.0, eta * free))
        else:
            total += _interp(min(8.0, best + eta * sup[target] / sharing[target]))
    return total


def _value(state: dict, seat: int) -> float:
    return solo_value(state)


# Solo search budget: more guessed deals and candidates than the multiplayer default (a solo turn has
# no opponents' replies to simulate). About 0.17 s a move in CPython (worst 0.35 s); over 200 seeds a
# mean of 103.8 (6 worlds and 8 candidates: 102.4; on the same 100 seeds 102.0 against 103.8).
SOLO_SEARCH = {"worlds": 12, "width": 12}


def hard(rules, view: dict, seed: int, **options) -> dict:
    """Betta's hard bot: the generic search (``bots.search``); in solo its leaves are valued by the
    planning estimate ``solo_value`` instead of the score if the game ended now."""
    from ...bots import search
    if view["mode"] == "solo":
        return search.choose(rules, view, seed, value=_value, **{**SOLO_SEARCH, **options})
    return search.choose(rules, view, seed, **options)
