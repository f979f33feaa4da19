"""Formula D's rules module, the engine contract (being built, issue #16; not registered yet).

The race itself is in race.py. Everything in Formula D is public (rules file §4: no rule hides anything);
only the generator's state, and so the dice to come, stays out of a view.
"""

from .race import (check_options, legal_moves, move_options, play, ranking, result, setup,  # noqa: F401
                   to_move, why_illegal)
from .order import progress as distance  # noqa: F401

HIDDEN_KEYS = ("rng",)


def view(state: dict, seat) -> dict:
    """What ``seat`` sees: the whole race but the generator's state (the dice to come)."""
    out = {k: v for k, v in state.items() if k not in HIDDEN_KEYS}
    out["viewer"] = seat
    return out
