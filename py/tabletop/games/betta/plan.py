"""Betta solo for the hard bot: what a position is worth before the game ends, and the search.

``value(position)`` estimates the final solo score: points scored so far plus, for each display,
the table value of its best colour *after* the cards still to come add to it. The cards to come are
the hand (known) and the deck, whose make-up is estimated from every card the player has not seen
(all 48 cards but those played and in hand), so the estimate never depends on the hidden order.
``choose`` searches guessed decks with it, on the fast solo positions of ``solo.py``.
"""

from ... import rng
from . import data
from .solo import CARD_ODD, CARD_OWN, CARDS, FULL, Position, Table, counts, filled

TABLE = data.SOLO_TABLE
PARAMS = {"eta": 0.5, "odd": 0.5}


def _interp(x: float) -> float:
    if x >= 8:
        return TABLE[8]
    i = int(x)
    return TABLE[i] + (TABLE[i + 1] - TABLE[i]) * (x - i)


def supply(hand, played, deck_size: int, odd_weight: float) -> list:
    """Expected cells of each colour (by colour index) the cards still to come can bring: the hand
    exactly, the deck estimated from the cards not seen yet."""
    unseen = len(CARDS) - len(played) - len(hand)
    f = deck_size / unseen if unseen else 0.0
    own = [12 * f] * 4
    odd = [12 * f] * 4
    for card in hand:
        own[CARD_OWN[card]] += 1 - f
        odd[CARD_ODD[card]] += 1 - f
    for card in played:
        own[CARD_OWN[card]] -= f
        odd[CARD_ODD[card]] -= f
    return [2 * own[k] + odd_weight * odd[k] for k in range(4)]


def value(pos: Position, sup: list = None, eta: float = None) -> float:
    """The estimated final score of ``pos`` (exact once it is over); ``sup`` is its ``supply``."""
    if pos.over():
        return pos.final()
    eta = PARAMS["eta"] if eta is None else eta
    if sup is None:
        sup = supply(pos.hand, pos.played, len(pos.deck), PARAMS["odd"])
    displays = []
    sharing = [0, 0, 0, 0]
    for code in pos.codes:
        if not code:
            displays.append(None)
            continue
        n = counts(code)
        best = max(n)
        target = max((k for k in range(4) if n[k] == best), key=sup.__getitem__)
        full = filled(code) == FULL
        displays.append((target, best, full))
        if not full:
            sharing[target] += 1
    total = pos.score
    for d in displays:
        if d is None:
            # an empty display: worth what the best unclaimed colour could build
            free = max((sup[k] for k in range(4) if not sharing[k]), default=0.0)
            total += _interp(min(8.0, eta * free))
        elif d[2]:
            total += TABLE[d[1]]
        else:
            target, best, _ = d
            total += _interp(min(8.0, best + eta * sup[target] / sharing[target]))
    return total


def solo_value(state: dict) -> float:
    """``value`` of a solo ``rules`` state (it reads only what the player sees: the deck's size)."""
    return value(Position.of(state))


def _after(table: Table, pos: Position):
    """Every position one move after ``pos``, with its value: ``[(value, move, position)]``."""
    out = []
    sups = {}
    for move in pos.moves():
        after = pos.play(table, *move)
        card = move[0]
        if card not in sups:  # the supply depends on the card played and the one drawn, not on where
            sups[card] = supply(after.hand, after.played, len(after.deck), PARAMS["odd"])
        out.append((value(after, sups[card]), move, after))
    return out


def _greedy(table: Table, pos: Position) -> Position:
    """The position after the move of best value (the first of equals)."""
    best, best_value = None, None
    for v, _, after in _after(table, pos):
        if best_value is None or v > best_value:
            best, best_value = after, v
    return best


# The solo search's budget: about 66 ms a move in CPython on average, 178 ms at worst (``python -m
# tabletop bench``, 60 seeds); more guessed decks or deeper replies scored no better over 200 seeds.
SOLO_SEARCH = {"worlds": 12, "width": 12, "horizon": 2}


def choose(view: dict, seed: int, worlds: int = None, width: int = None, horizon: int = None) -> dict:
    """The solo hard bot's move, from the player's view only: rank every move by ``value``, keep the
    ``width`` best, and play each in ``worlds`` guessed decks (the unseen cards shuffled with
    ``seed``), then ``horizon`` more moves greedily by ``value``; the best average value wins."""
    worlds = worlds or SOLO_SEARCH["worlds"]
    width = width or SOLO_SEARCH["width"]
    horizon = SOLO_SEARCH["horizon"] if horizon is None else horizon
    table = Table(tuple(view["patterns"]))
    me = view["players"][0]
    pos = Position.of({"displays": view["displays"], "hands": [view["hand"]], "played": [me["played"]],
                       "decks": [[]], "scores": [me["score"]]})
    unseen = [c for c in CARDS if c not in set(pos.played) | set(pos.hand)]
    r = rng.seed_state(seed)
    samples = []
    for _ in range(worlds):
        r, deck = rng.shuffled(r, unseen)
        samples.append(Position(pos.codes, pos.hand, pos.played, deck[: me["deck_size"]], pos.score))
    ranked = sorted(_after(table, samples[0]), key=lambda item: -item[0])
    best, best_total = None, None
    for _, move, _ in ranked[:width]:
        total = 0.0
        for world in samples:
            after = world.play(table, *move)
            for _ in range(horizon):
                if after.over():
                    break
                after = _greedy(table, after)
            total += value(after)
        if best_total is None or total > best_total:
            best, best_total = move, total
    card, d, p = best
    return {"card": card, "rotation": p.rotation, "display": d}


def hard(rules, view: dict, seed: int, **options) -> dict:
    """Betta's hard bot: in solo, ``choose`` above (the displays planned by ``value``); with other
    players, the generic search (``bots.search``)."""
    if view["mode"] == "solo":
        return choose(view, seed, **options)
    from ...bots import search
    return search.choose(rules, view, seed, **options)
