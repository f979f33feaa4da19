"""Easy: a uniformly random legal move."""

from .. import rng


def choose(rules, view: dict, seed: int) -> dict:
    state = rules.determinize(view, seed)
    moves = rules.legal_moves(state)
    _, i = rng.below(rng.seed_state(seed ^ 0x5EED), len(moves))
    return moves[i]
