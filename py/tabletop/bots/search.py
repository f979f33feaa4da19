"""Hard: a determinized lookahead search that works for any game through the contract.

The bot never sees the real state. It asks the game for ``worlds`` full states consistent with its
own view (``determinize``: the unseen cards dealt at random), then:

1. ranks every legal move by the *margin* one move ahead (its evaluation minus the best other
   seat's, with ``evaluate`` = score if the game ended now);
2. keeps the ``width`` best and plays each one in every world, then lets the game go on for
   ``horizon`` plies with every seat choosing greedily (most points now, then best margin);
3. picks the move with the best average margin over the worlds.

A game may value positions by more than "the score if the game ended now": ``choose(..., value=f)``
uses ``f(state, seat)`` instead of ``evaluate`` (a game passes it from its own ``BOTS``; Betta solo
goes further and runs the same search on its own fast positions, ``games/betta/plan.py``).
In a one-player game the replies and the ranking simply take the best value (it counts the points).

The work is fixed by ``worlds``, ``width`` and ``horizon`` (not by a clock), so a seed always gives
the same decision, in CPython and in the browser.
"""

from .. import rng

DEFAULTS = {"worlds": 6, "width": 8, "horizon": None}


def margin(rules, state: dict, seat: int, value=None) -> float:
    """How far ahead ``seat`` is (its value minus the best other's); ``value(state, seat)`` defaults
    to the game's ``evaluate`` (the score if the game ended now)."""
    value = value or rules.evaluate
    n = len(state["scores"]) if "scores" in state else 1
    mine = value(state, seat)
    others = [value(state, s) for s in range(n) if s != seat]
    return mine - max(others) if others else mine


def greedy_reply(rules, state: dict, value=None, solo: bool = False):
    """The move a greedy player makes: most points now, then best margin; first of equals.

    Alone at the table (``solo``) there is no one to race, so the reply simply takes the best value
    (which already counts the points scored)."""
    seat = rules.to_move(state)
    base = rules.points(state, seat)
    best, best_key = None, None
    for move in rules.legal_moves(state):
        after = rules.play(state, move)
        m = margin(rules, after, seat, value)
        key = m if solo else (rules.points(after, seat) - base, m)
        if best_key is None or key > best_key:
            best, best_key = after, key
    return best


def choose(rules, view: dict, seed: int, worlds: int = None, width: int = None, horizon: int = None,
           value=None) -> dict:
    """The move to play; ``value(state, seat)`` replaces the game's ``evaluate`` as the leaf value
    (a game may pass a planning estimate of its final score, see Betta's ``plan``)."""
    worlds = worlds or DEFAULTS["worlds"]
    width = width or DEFAULTS["width"]
    r = rng.seed_state(seed)
    samples = []
    for _ in range(worlds):
        r, s = rng.next_u64(r)
        samples.append(rules.determinize(view, s))
    first = samples[0]
    seat = rules.to_move(first)
    players = len(view["players"])
    if horizon is None:
        # a round of replies in a multiplayer game; in a one-player game, the player's next 2 moves
        horizon = players - 1 if players > 1 else 2
    moves = rules.legal_moves(first)
    if len(moves) == 1:
        return moves[0]
    base = rules.points(first, seat)
    solo = players == 1

    def rank(i):
        after = rules.play(first, moves[i])
        gain = 0 if solo else rules.points(after, seat) - base  # alone, the value counts the points
        return (-gain - margin(rules, after, seat, value), i)

    ranked = sorted(range(len(moves)), key=rank)
    candidates = [moves[i] for i in ranked[:width]]
    best, best_value = candidates[0], None
    for move in candidates:
        total = 0.0
        for world in samples:
            state = rules.play(world, move)
            for _ in range(horizon):
                if rules.to_move(state) is None:
                    break
                state = greedy_reply(rules, state, value, solo)
            total += margin(rules, state, seat, value)
        if best_value is None or total > best_value:
            best, best_value = move, total
    return best
