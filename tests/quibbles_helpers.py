"""Builders for hand-made Quibbles positions used by the rules and bot tests."""

from tabletop.games.quibbles import rules
from tabletop.games.quibbles.outcomes import counts, values


def position(row, hands, collections=None, deck=None, discard=None, seat=0, phase="action", known=None,
             **options):
    """A state with the given zones (lists of values). Cards of the deck not placed anywhere go to
    the draw pile (``deck`` not given: in value order, so the next card drawn is the highest) or,
    when ``deck`` is given, to the discard pile (``discard`` not given). With both given the
    leftovers are left out and the position is not conserved (a test that wants exact piles)."""
    opts = rules.check_options(dict(options, players=len(hands)))
    n = len(hands)
    collections = collections if collections is not None else [[] for _ in range(n)]
    full = counts(values(tuple(rules.deck_counts(opts).get(v, 0) for v in range(8))))
    used = list(row) + [x for h in hands for x in h] + [x for c in collections for x in c]
    used += list(deck or []) + list(discard or [])
    left = list(full)
    for x in used:
        left[x] -= 1
        assert left[x] >= 0, f"more {x}s than the deck holds"
    rest = values(tuple(left))
    if deck is None:
        deck = rest
    elif discard is None:
        discard = rest
    s = rules.setup(opts, 0)
    s.update({
        "deck": list(deck),
        "discard": list(discard or []),
        "row": list(row),
        "hands": [sorted(h) for h in hands],
        "collections": [list(c) for c in collections],
        "known": [sorted(k) for k in (known or [[] for _ in range(n)])],
        "first": 0,
        "to_move": seat,
        "phase": phase,
        "pending": None if phase == "action" else {"seat": seat, "kind": "draw", "action": {"draw": 1},
                                                   "played": [1], "taken": [], "drawn": []},
    })
    return s


def split(v, *sets):
    return {"split": v, "sets": [list(s) for s in sets]}


def combine(cards, total, m):
    return {"combine": list(cards), "take": [total] * m}


def outcomes_of(moves, kind):
    """The distinct taken multisets of the listed moves of one kind (``split`` moves by value)."""
    out = set()
    for m in moves:
        if kind in m:
            taken = [x for s in m["sets"] for x in s] if kind == "split" else m["take"]
            out.add((m[kind] if kind == "split" else tuple(sorted(m[kind])), tuple(sorted(taken))))
    return out
