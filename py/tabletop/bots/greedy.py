"""Medium: the move that scores most now; ties go to the best position if the game ended now, then
to a seeded random choice among the equals (so the bot is not predictable, yet replayable)."""

from .. import rng


def choose(rules, view: dict, seed: int) -> dict:
    state = rules.determinize(view, seed)
    seat = rules.to_move(state)
    moves = rules.legal_moves(state)
    base_points = rules.points(state, seat)
    base_value = rules.evaluate(state, seat)
    best, best_key = [], None
    for move in moves:
        after = rules.play(state, move)
        key = (rules.points(after, seat) - base_points, rules.evaluate(after, seat) - base_value)
        if best_key is None or key > best_key:
            best, best_key = [move], key
        elif key == best_key:
            best.append(move)
    _, i = rng.below(rng.seed_state(seed ^ 0x6EED), len(best))
    return best[i]
