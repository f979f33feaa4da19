"""What a seat is told about a move before it counts: previews and the confirm step's pending view.

Everything said here to a seat is a function of that seat's view and the move alone (DESIGN.md,
principle 4). So nothing is computed on the real state, which holds the other hands, the deck's
order and the dice still to roll: each answer is computed in *worlds*, full states that
``determinize`` deals from the seat's view with fixed seeds. Two real states that the seat cannot tell
apart give the same worlds, hence the same answers, byte for byte.

A move that draws, rolls or shows something hidden (the game's ``chance`` says so) has no one
outcome. Its preview keeps only what every world agrees on: the points if they are the same whatever
comes, the game's details field by field, its log line only if no world tells it apart; otherwise the
line is ``api.preview.chance`` and the points ``None``. The worlds are dealt with different seeds, so
a die or a card that differed in any of them is never shown as the outcome.
"""

from .engine import TabletopError, _unwrap, chance_of
from .words import said

WORLD_SEEDS = (0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004, 0x5EED_0005)
MAX_PREVIEWS = 2000


def worlds(mod, state: dict, seat: int, count: int = 1) -> list:
    """``count`` full states dealt from ``seat``'s view alone."""
    seen = mod.view(state, seat)
    return [mod.determinize(seen, s) for s in WORLD_SEEDS[:count]]


def _agreed(values: list):
    """What every value agrees on: the value itself, or for objects the agreeing fields (others None)."""
    first = values[0]
    if all(v == first and type(v) is type(first) for v in values[1:]):
        return first
    if all(isinstance(v, dict) for v in values):
        return {k: _agreed([v.get(k) for v in values]) for k in first}
    return None


def _answer(mod, world: dict, seat: int, move) -> dict:
    after = mod.play(world, move)
    details = mod.move_details(world, move) if hasattr(mod, "move_details") else None
    return {"points": mod.points(after, seat) - mod.points(world, seat),
            "text": mod.describe_move(world, move), "details": details}


def _told(mod, first: dict, rest: list, seat: int, move) -> dict:
    """The answer for ``move``: from the first world when the move meets no chance, else what all the
    worlds agree on."""
    answer = _answer(mod, first, seat, move)
    if chance_of(mod, first, move) is None:
        return answer
    answers = [answer] + [_answer(mod, w, seat, move) for w in rest]
    texts = {a["text"] for a in answers}
    return {"points": _agreed([a["points"] for a in answers]),
            "text": answer["text"] if len(texts) == 1 else said("api.preview.chance"),
            "details": _agreed([a["details"] for a in answers]), "chance": True}


def previews(game: dict) -> list:
    """For every legal move of the seat to move, in order: the points it would score now and the line
    it would write, as far as that seat can know them."""
    mod, state = _unwrap(game)
    seat = mod.to_move(state)
    if seat is None:
        return []
    legal = mod.legal_moves(state)
    if len(legal) > MAX_PREVIEWS:
        raise TabletopError(said("api.too_many", n=len(legal)))
    first, *rest = worlds(mod, state, seat, len(WORLD_SEEDS))
    out = []
    for move in legal:
        told = _told(mod, first, rest, seat, move)
        out.append({"move": move, "points": told["points"], "text": told["text"],
                    **({"chance": True} if told.get("chance") else {})})
    return out


def preview(game: dict, move) -> dict:
    """What ``move`` would do now, without playing it: whether it is legal (else why not), the points
    it would score, its log line, and the game's details (e.g. the sets a placement forms)."""
    from .engine import why_illegal
    mod, state = _unwrap(game)
    seat = mod.to_move(state)
    if seat is None:
        raise TabletopError(said("engine.over"))
    first, *rest = worlds(mod, state, seat, len(WORLD_SEEDS))
    details = mod.move_details(first, move) if hasattr(mod, "move_details") else None
    reason = why_illegal(mod, state, move)
    if reason:
        return {"legal": False, "reason": reason, "details": details}
    told = _told(mod, first, rest, seat, move)
    return {"legal": True, **told}


def pending_view(game: dict, move) -> dict:
    """What the seat to move may see of ``move`` before confirming it: its view after the move when
    the move meets no chance; else (``held``) the game's ``unseen`` position (the move without its
    draw), or the view before the move."""
    from .engine import IllegalMove, why_illegal
    mod, state = _unwrap(game)
    seat = mod.to_move(state)
    if seat is None:
        raise TabletopError(said("engine.over"))
    reason = why_illegal(mod, state, move)
    if reason:
        raise IllegalMove(reason)
    (world,) = worlds(mod, state, seat)
    if chance_of(mod, world, move) is None:
        return {"view": mod.view(mod.play(world, move), seat), "held": False}
    if hasattr(mod, "unseen"):
        return {"view": mod.view(mod.unseen(world, move), seat), "held": True}
    return {"view": mod.view(world, seat), "held": True}
