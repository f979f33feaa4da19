"""Builders for hand-made Panda Rei positions used by the rules tests.

A card is its animal's name (``"panda"``). ``state_with(...)`` starts from ``rules.setup`` and
replaces the hands, the Dummy's hand, the collections, the token and the round counters; the undealt
deck is rebuilt from whatever cards are left (in the shuffled order setup made), so
``rules.conserved`` holds. ``play(state, *moves)`` plays moves through ``rules.play``, checking
each is legal and that no card appears or vanishes.
"""

import copy

from tabletop.games.pandarei import data, rules

SEATS = "ABCDE"


def collection(**counts):
    """A full collection dict (every animal present): ``collection(pig=1, cat=2)``."""
    out = {a: 0 for a in data.ANIMALS}
    for animal, k in counts.items():
        assert animal in out, animal
        out[animal] = k
    return out


def state_with(players=3, hands=None, collections=None, token=0, dummy=None, seed=0, round=1, turn=1,
               turns=None, last_worth=0, pad=None, **options):
    """A state at the start of a turn (phase ``play``, ``token`` to lead).

    ``hands``: one list of animals per seat (default: empty). ``collections``: one dict per seat
    (partial dicts are completed with zeros). ``dummy``: the Dummy's hand (2 players only; default:
    the same size as seat 0's hand, taken from the deck). ``pad``: if given, every hand (and the
    Dummy's, unless given) is filled up to ``pad`` cards from the undealt deck, after the given cards. ``turns``:
    turns played in the game (default: 11 × (round − 1) + turn − 1).
    """
    s = rules.setup(dict(options, players=players), seed)
    n = players
    # every card of the game in the order setup shuffled it (the dealt cards and the undealt deck)
    pool = list(s["deck"]) + [a for h in s["hands"] for a in h] + list(s["dummy"] or [])
    hands = [list(h) for h in (hands or [[] for _ in range(n)])]
    assert len(hands) == n
    cols = [collection(**c) for c in (collections or [{} for _ in range(n)])]
    assert len(cols) == n
    used = [a for h in hands for a in h] + [a for c in cols for a, k in c.items() for _ in range(k)]
    if n == 2:
        dummy_given = dummy is not None
        dummy = list(dummy) if dummy_given else []
        used += dummy
    else:
        assert dummy is None, "only a 2-player game has a Dummy"
    for a in used:
        assert a in pool, f"more than {data.COPIES[a]} {a}s placed"
        pool.remove(a)
    if n == 2 and not dummy_given:
        size = pad if pad is not None else len(hands[0])
        dummy = [pool.pop() for _ in range(size)]
    if pad is not None:
        for h in hands + ([dummy] if n == 2 and not dummy_given else []):
            while len(h) < pad:
                h.append(pool.pop())
    s.update(
        deck=pool,
        hands=[rules._by_value(h) for h in hands],
        dummy=rules._by_value(dummy) if n == 2 else None,
        collections=cols,
        token=token, to_move=token, phase="play", table=[], queue=[], history=[],
        round=round, turn=turn, turns=(data.HAND_SIZE * (round - 1) + turn - 1) if turns is None else turns,
        last_worth=last_worth,
    )
    assert rules.conserved(s)
    return s


def play(state, *moves):
    """Play ``moves`` in turn through ``rules.play`` (each must be legal); the last state."""
    for m in moves:
        assert m in rules.legal_moves(state), (m, rules.legal_moves(state))
        state = rules.play(state, m)
        assert rules.conserved(state)
    return state


def plays(*animals):
    """``{"play": a}`` moves for ``animals``."""
    return [{"play": a} for a in animals]


def takes(*animals):
    """``{"take": a}`` moves for ``animals``."""
    return [{"take": a} for a in animals]


def seat_of(letter, token, players):
    """The seat of the §11 letter (A is the token holder, then clockwise)."""
    return (token + SEATS.index(letter)) % players


def collected(state):
    """The number of cards in all collections."""
    return sum(sum(c.values()) for c in state["collections"])


def play_out(state, chooser):
    """Play to the end, ``chooser(legal_moves)`` choosing each move; (final state, moves played)."""
    n = 0
    while rules.to_move(state) is not None:
        state = rules.play(state, chooser(rules.legal_moves(state)))
        n += 1
    return state, n


def frozen(state):
    return copy.deepcopy(state)
