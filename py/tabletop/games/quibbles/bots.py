"""Quibbles' own bot levels, deciding from their seat's view only (the shared Easy level, a random
legal move, plays Quibbles as it is).

- Medium (``greedy``): takes the move that scores most right now. The action is the one after which
  the biggest STASH can be made this turn; among equals, the one that brings the hand closest to
  further stashes. Then it stashes the most valuable card it can.
- Hard (``hard``): plans for the collection. Every action (and the STASH after it) is valued by how
  many turns the bot would still need to win (``plan.turns_to_win``: which stashes it still needs,
  what the hand already holds for them, what a full collection gives up), less what the cards left
  in hand are worth (every action spends cards: each is worth ``card`` turns, less beyond
  ``card_cap`` cards; a STASH costs only the cards it throws away beyond the v it needs); a DRAW by
  the cards it may draw (the unseen cards, counted from its view). So it keeps cards for the stashes
  it plans, and takes many cards when it can. It denies: among its best actions it prefers the one
  that leaves the next player least to take from the row (cards, a STASH, above all a win), judged
  on hands guessed from that player's known cards and the unseen ones.

Both read the legal moves from ``rules.legal_moves`` of a state built from their own view (a hand,
the row and the options are all the list depends on), so they never play an illegal move.
"""

from ... import rng
from . import data
from .outcomes import counts, minus, plus, values
from .plan import capped, turns_to_win

# Hard's weights (tuned with ``python3 -m tabletop_tools bench``; see the module docstring)
PARAMS = {
    "alpha": 0.8,  # turns per card a plan still has to gather
    "card": 0.8,  # turns saved by each card in hand (cards are what every action spends)
    "card_cap": 12,  # beyond this many cards in hand, a card is worth card_tail of one
    "card_tail": 0.3,
    "deny": 0.3,  # how much the next player's best gain from the row counts against a move
    "win": 10.0,  # the turns a win by the next player counts for in the denial
    "deny_width": 6,  # the best actions the denial check looks at
    "deny_hands": 4,  # guessed hands of the next player
}


# --- what every level reads from its view ------------------------------------------------------

class Seat:
    """The deciding seat's situation, from its view."""

    def __init__(self, view: dict):
        self.view = view
        self.seat = view["seat"]
        self.rules = view["rules"]
        self.hand = counts(view["hand"])
        me = view["players"][self.seat]
        self.collection = tuple(me["collection"])
        self.six = self.rules["win_cards"] is not None
        self.stash_values = tuple(self.rules["stash_values"])

    def state(self) -> dict:
        """The parts of a state ``rules.legal_moves`` reads: enough to list this seat's moves."""
        n = len(self.view["players"])
        hands = [[] for _ in range(n)]
        hands[self.seat] = list(self.view["hand"])
        return {"to_move": self.view["to_move"], "phase": self.view["phase"], "options": self.view["options"],
                "row": list(self.view["row"]), "hands": hands,
                "collections": [list(p["collection"]) for p in self.view["players"]]}


def after_action(hand: tuple, move: dict) -> tuple:
    """The hand after an action (a DRAW's drawn cards left out)."""
    if "split" in move:
        return plus(minus(hand, counts([move["split"]])), counts([x for s in move["sets"] for x in s]))
    if "combine" in move:
        return plus(minus(hand, counts(move["combine"])), counts(move["take"]))
    return minus(hand, counts([move["draw"]]))


def stashes(hand: tuple, collection: tuple, stash_values) -> list:
    """Every STASH open to this hand: ``(move, hand after, collection after)``, no stash first."""
    out = [({"stash": None}, hand, collection)]
    full = len(collection) >= data.COLLECTION_SIZE
    for v in stash_values:
        if hand[v] >= v:
            left = hand[:v] + (0,) + hand[v + 1:]
            if full:
                for r in sorted(set(collection)):
                    coll = list(collection)
                    coll.remove(r)
                    out.append(({"stash": v, "remove": r}, left, tuple(sorted(coll + [v], reverse=True))))
            else:
                out.append(({"stash": v}, left, tuple(sorted(collection + (v,), reverse=True))))
    return out


def _gain(move: dict, collection: tuple) -> int:
    """What a STASH adds to the collection's total."""
    if move["stash"] is None:
        return 0
    return move["stash"] - move.get("remove", 0)


def _pick(options: list, seed: int):
    _, i = rng.below(rng.seed_state(seed ^ 0x0B0B), len(options))
    return options[i]


# --- Medium ---------------------------------------------------------------------------------------

def _progress(hand: tuple, stash_values) -> float:
    return sum(min(hand[v], v) / v for v in stash_values)


def medium(rules, view: dict, seed: int) -> dict:
    """The move that scores most now (see the module docstring)."""
    me = Seat(view)
    moves = rules.legal_moves(me.state())
    if view["phase"] == "stash":
        best = max(_gain(m, me.collection) for m in moves)
        if best <= 0:
            return {"stash": None}
        top = [m for m in moves if _gain(m, me.collection) == best]
        return _pick(top, seed)
    scored = []
    for move in moves:
        hand = after_action(me.hand, move)
        gain = max(_gain(m, me.collection) for m, _, _ in stashes(hand, me.collection, me.stash_values))
        scored.append(((gain, round(_progress(hand, me.stash_values), 6), sum(hand)), move))
    best = max(key for key, _ in scored)
    return _pick([m for key, m in scored if key == best], seed)


# --- Hard -----------------------------------------------------------------------------------------

def _value(me: Seat, hand: tuple, collection: tuple, alpha: float, card: float) -> float:
    """Turns still needed after the best STASH (or none) with this hand; lower is better."""
    best = None
    cards = sum(hand)
    for move, h, coll in stashes(hand, collection, me.stash_values):
        t = turns_to_win(capped(h), coll, me.stash_values, me.six, alpha)
        if t <= 0:
            return -100.0  # a win
        t -= card * _worth(cards - _excess(hand, move))
        if best is None or t < best:
            best = t
    return best


def _worth(n: int) -> float:
    """What ``n`` cards in hand are worth, in cards: each card up to ``PARAMS["card_cap"]``, then less."""
    cap = PARAMS["card_cap"]
    return n if n <= cap else cap + PARAMS["card_tail"] * (n - cap)


def _excess(hand: tuple, move: dict) -> int:
    """The cards a STASH throws away beyond the v it needs (all cards of that value go)."""
    v = move["stash"]
    return 0 if v is None else hand[v] - v


def _draw_pairs(unseen: tuple, k: int) -> list:
    """The values ``k`` cards drawn from the unseen cards may have, with their probabilities."""
    total_cards = sum(unseen)
    if total_cards == 0 or k == 0:
        return [((0,) * 8, 1.0)]
    if k == 1 or total_cards == 1:
        return [(counts([x]), unseen[x] / total_cards) for x in range(8) if unseen[x]]
    out = []
    for x in range(8):
        if not unseen[x]:
            continue
        for y in range(x, 8):
            if not unseen[y]:
                continue
            if x == y:
                p = unseen[x] * (unseen[x] - 1) / (total_cards * (total_cards - 1))
            else:
                p = 2 * unseen[x] * unseen[y] / (total_cards * (total_cards - 1))
            if p > 0:
                out.append((counts([x, y]), p))
    return out


def hard(rules, view: dict, seed: int, **params) -> dict:
    """Hard's move (see the module docstring); ``params`` override ``PARAMS`` (for tuning)."""
    p = dict(PARAMS, **params)
    me = Seat(view)
    moves = rules.legal_moves(me.state())
    if len(moves) == 1:
        return moves[0]
    alpha, card = p["alpha"], p["card"]
    if view["phase"] == "stash":
        scored = []
        for move, h, coll in stashes(me.hand, me.collection, me.stash_values):
            t = turns_to_win(capped(h), coll, me.stash_values, me.six, alpha)
            t = -100.0 if t <= 0 else t - card * _worth(sum(me.hand) - _excess(me.hand, move))
            scored.append((t, move))
        best = min(t for t, _ in scored)
        return next(m for t, m in scored if t == best)
    unseen = None
    scored = []
    for move in moves:
        hand = after_action(me.hand, move)
        if "draw" in move:
            if unseen is None:
                unseen = rules.unseen_counts(view)
            pairs = _draw_pairs(unseen, min(view["rules"]["draw_count"], view["draw_pile"] + len(view["discard"])))
            value = sum(q * _value(me, plus(hand, d), me.collection, alpha, card) for d, q in pairs)
        else:
            value = _value(me, hand, me.collection, alpha, card)
        scored.append((value, move))
    scored.sort(key=lambda item: item[0])
    if p["deny"] and len(view["players"]) > 1:
        scored = _deny(rules, view, me, scored, p, seed)
    best = scored[0][0]
    return _pick([m for v, m in scored if v <= best + 1e-9], seed)


def _row_after(row: list, move: dict) -> list:
    out = list(row)
    if "draw" in move:
        out.append(move["draw"])
        return out
    taken = [x for s in move["sets"] for x in s] if "split" in move else move["take"]
    for x in taken:
        out.remove(x)
    return out


def _deny(rules, view: dict, me: Seat, scored: list, p: dict, seed: int) -> list:
    """Add to the best few actions how much the next player could gain from the row they leave."""
    n = len(view["players"])
    nxt = (me.seat + 1) % n
    other = view["players"][nxt]
    coll = tuple(sorted(other["collection"], reverse=True))
    pool = values(rules.unseen_counts(view))
    r = rng.seed_state(seed ^ 0xD0D0)
    hands = []
    for _ in range(p["deny_hands"]):
        r, shuffled = rng.shuffled(r, pool)
        extra = max(0, other["hand_size"] - len(other["known"]))
        hands.append(counts(list(other["known"]) + shuffled[:extra]))
    stash_values = me.stash_values
    width = p["deny_width"]
    out = []
    for i, (value, move) in enumerate(scored):
        if i >= width:
            out.append((value, move))
            continue
        row = _row_after(view["row"], move)
        if len(row) >= data.ROW_WIPE:
            threat = 0.0  # the row is wiped before the next player sees it
        else:
            threat = sum(_best_gain(rules, view, h, row, coll, stash_values, p) for h in hands) / len(hands)
        out.append((value + p["deny"] * threat, move))
    out.sort(key=lambda item: item[0])
    return out


def _best_gain(rules, view: dict, hand: tuple, row: list, coll: tuple, stash_values, p: dict) -> float:
    """What the best SPLIT or COMBINE from ``row`` is worth to a player with ``hand``, in turns: the
    cards it gains (each worth ``card``, like Hard's own), a STASH it makes possible that raises the
    collection (a turn) and a win (``PARAMS["win"]`` turns)."""
    state = {"to_move": 0, "phase": "action", "options": view["options"], "row": row,
             "hands": [values(hand)], "collections": [list(coll)]}
    six = view["rules"]["win_cards"] is not None
    full = len(coll) >= data.COLLECTION_SIZE
    low = min(coll) if coll else 0
    total = sum(coll)
    before = sum(hand)
    best = 0.0
    for move in rules.legal_moves(state):
        if "draw" in move:
            continue
        h2 = after_action(hand, move)
        worth = p["card"] * (sum(h2) - before)
        stash = 0
        for v in stash_values:
            if h2[v] >= v:
                gain = v - low if full else v
                if gain > stash:
                    stash = gain
        if stash:
            cards = len(coll) + (0 if full else 1)
            if total + stash >= data.WIN_TOTAL and (cards >= data.WIN_CARDS or not six):
                worth += p["win"]
            else:
                worth += 1.0
        if worth > best:
            best = worth
    return best


BOTS = {"greedy": medium, "hard": hard}
