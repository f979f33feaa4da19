"""Builders for hand-made Sea Salt & Paper positions used by the rules tests.

Cards are named as in the rules file's §11: a type and a colour code, ``"crab DB"``, ``"mermaid"``
(a type alone takes its first free copy). ``cards(...)`` turns names into distinct card ids;
``position(...)`` takes a state from ``rules.setup`` and moves cards between zones (never copying
one), so ``rules.conserved`` stays true.
"""

import copy

from tabletop.games.seasaltpaper import data, rules

COLOUR = {"DB": "dark_blue", "LB": "light_blue", "Bk": "black", "Y": "yellow", "G": "green", "W": "white",
          "Pu": "purple", "Gy": "grey", "LO": "light_orange", "Pk": "pink", "O": "orange"}


def card(kind, colour=None, taken=()):
    """The first card id of ``kind`` (and ``colour``: a name or a §11 code) that is not in ``taken``."""
    colour = COLOUR.get(colour, colour)
    for i, (t, c) in enumerate(data.CARDS):
        if t == kind and (colour is None or c == colour) and i not in taken:
            return i
    raise ValueError(f"no free {colour} {kind}")


def cards(*names, taken=()):
    """Distinct card ids for names like ``"crab DB"`` or ``"seahorse"``, none of them in ``taken``."""
    out = []
    for name in names:
        kind, _, colour = name.partition(" ")
        out.append(card(kind, colour or None, set(taken) | set(out)))
    return out


def unit(ids, kind=None):
    """A played unit: two cards a duo, three a trio; ``kind="down"`` for a face-down shell."""
    return {"kind": kind or {1: "down", 2: "duo", 3: "trio"}[len(ids)], "cards": list(ids)}


def position(players=2, hands=None, units=None, piles=None, deck=(), seat=0, phase="play", first=None,
             scores=None, event=None, held=None, rest="deck", seed=0, **options):
    """A state of a round in progress.

    ``hands``/``units`` per seat (units as lists of ids, or ``unit(...)`` dicts); ``piles`` two
    lists bottom to top (the engine's order: the top is last); ``deck`` the next cards drawn, first
    drawn first. Every other card of the game goes under ``deck`` (``rest="deck"``, in id order, so
    the highest id is drawn next), under pile ``rest`` (0 or 1), or dealt in turn into hands
    (``("hand", 1, 2)``; no hand may end up with 4 mermaids: that game would be over). ``seat`` is the active player in
    ``phase``; ``event`` the round's event and ``held`` each seat's events (Extra Pepper: both turn it
    on)."""
    if event is not None or held is not None:
        options.setdefault("extra_pepper", True)
    s = rules.setup(dict(options, players=players), seed)
    n = players
    hands = [sorted(h) for h in (hands or [[] for _ in range(n)])]
    units = [[u if isinstance(u, dict) else unit(u) for u in us] for us in (units or [[] for _ in range(n)])]
    piles = [list(p) for p in (piles or [[], []])]
    deck = list(deck)
    placed = [c for h in hands for c in h] + [c for us in units for u in us for c in u["cards"]]
    placed += piles[0] + piles[1] + deck
    assert len(placed) == len(set(placed)), "a card placed twice"
    leftover = [c for c in rules.all_cards(s["options"]) if c not in set(placed)]
    if rest == "deck":
        s["deck"] = leftover + deck[::-1]
    elif isinstance(rest, tuple):  # ("hand", seat, ...): dealt in turn, to empty the deck and both piles
        s["deck"] = deck[::-1]
        seats = rest[1:]
        for k, c in enumerate(leftover):
            hands[seats[k % len(seats)]].append(c)
        hands = [sorted(h) for h in hands]
    else:
        s["deck"] = deck[::-1]
        piles[rest] = leftover + piles[rest]
    s.update(hands=hands, units=units, piles=piles, to_move=seat, active=seat, phase=phase, pending=None,
             first=seat if first is None else first, revealed=[False] * n, call=None, caller=None, final=[],
             restricted=False, jelly=None, notes=[[] for _ in range(n)])
    s["memory"] = rules.fresh_memory(s)  # every card on the piles was seen put there
    if scores is not None:
        s["scores"] = list(scores)
    if s["events"] is not None:
        held = [list(h) for h in (held or [[] for _ in range(n)])]
        out = set(k for h in held for k in h) | ({event} if event else set())
        s["events"] = {"round": event, "held": held, "discard": [],
                       "deck": [data.EVENTS[i][0] for i in sorted(data.EVENTS) if data.EVENTS[i][0] not in out]}
    assert rules.conserved(s)
    assert all(sum(data.type_of(c) == "mermaid" for c in h) < 4 for h in hands), "a hand starts with 4 mermaids"
    return s


def play(state, *moves):
    """Play ``moves`` one after the other (each must be legal); the last state."""
    for m in moves:
        assert m in rules.legal_moves(state), (m, rules.legal_moves(state))
        state = rules.play(state, m)
        assert rules.conserved(state)
    return state


def calls(state):
    """The calls offered now."""
    return sorted(m["end"] for m in rules.legal_moves(state) if m.get("end") in ("stop", "last_chance"))


def frozen(state):
    return copy.deepcopy(state)
