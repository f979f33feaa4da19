"""Builders for hand-made Watergate positions used by the rules and card tests.

``position(...)`` is round 1's card phase with the hands, the next cards of each deck, the track
tokens, the board, the pictures and the momentum counts set by hand, every component still in exactly
one place (``rules.conserved``). Token ids are ``t<n>``; +k is toward the Editor (seat 0), -k toward
Nixon (seat 1). ``value``, ``on`` and ``action`` spell the moves.
"""

from tabletop.games.watergate import data, rules
from tabletop.games.watergate.data import EDITOR

BLUE = [sp for sp in data.SPACES if data.SPACE_COLOUR[sp] == "blue"]
GREEN = [sp for sp in data.SPACES if data.SPACE_COLOUR[sp] == "green"]
YELLOW = [sp for sp in data.SPACES if data.SPACE_COLOUR[sp] == "yellow"]


def position(hands=((), ()), tokens=None, board=None, pictures=None, initiative_at=0, momentum_at=0,
             momentum=None, first=EDITOR, turn=None, gained=None, removed=((), ()), top=((), ()), options=None,
             seed=1):
    """Round 1's card phase with ``hands`` per seat, ``top`` the next cards of each deck (first drawn
    first; the other cards stay in the decks), ``tokens`` id -> (kind, pos, face) and ``board`` space
    -> (kind, face) taken out of the bag, ``momentum`` counts on the cards (the supply makes up the 9),
    ``first`` holding the initiative, ``gained`` the tokens gained this round (by default the momentum
    token when it is off the track)."""
    s = rules.setup(options or {}, seed)
    for p in (0, 1):
        placed = set(hands[p]) | set(removed[p]) | set(top[p])
        s["hands"][p] = sorted(hands[p])
        s["removed"][p] = list(removed[p])
        s["discards"][p] = []
        s["decks"][p] = [c for c in data.DECKS[p] if c not in placed] + list(reversed(top[p]))
    s["bag"] = rules.bag_mix(s["options"])
    s["tokens"], s["board"] = {}, {}
    for tid, (kind, pos, face) in (tokens or {}).items():
        s["bag"].remove(kind)
        s["tokens"][tid] = {"kind": kind, "pos": pos, "face": face}
    for space, (kind, face) in (board or {}).items():
        s["bag"].remove(kind)
        s["board"][space] = {"kind": kind, "face": face}
    s["next_id"] = 50
    s["pictures"].update(pictures or {})
    s["track"] = {"initiative": initiative_at, "momentum": momentum_at}
    m = {"editor": 0, "nixon": 0, "removed": 0, **(momentum or {})}
    m["supply"] = data.MOMENTUM_TOKENS - m["editor"] - m["nixon"] - m["removed"] - (momentum_at is not None)
    s["momentum"] = m
    s["initiative"] = s["first"] = first
    s["turn"] = first if turn is None else turn
    s["gained"] = list(gained) if gained is not None else ([] if momentum_at is not None else ["momentum"])
    assert rules.conserved(s)
    return s


def play(s, *moves):
    for move in moves:
        s = rules.play(s, move)
    return s


def value(card, k, **target):
    return {"t": "value", "card": card, "target": {"k": k, **target}}


def on(card, tid):
    return value(card, "token", id=tid)


def action(card):
    return {"t": "action", "card": card}
