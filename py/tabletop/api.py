"""The JSON boundary: what the web worker, embedders and tests call.

Python callers use the functions directly (they raise ``tabletop.engine`` errors); JavaScript calls
``handle(request_json) -> reply_json``, which never raises. See ``docs/protocol.md``.

>>> import json
>>> reply = json.loads(handle(json.dumps({"op": "new_game", "game": "betta",
...                                        "options": {"mode": "staff", "players": 2}, "seed": 3})))
>>> sorted(reply["ok"])
['engine', 'game', 'moves', 'options', 'seed', 'state']
>>> json.loads(handle('{"op": "play", "state": {}, "move": {}}'))["error"]["code"]
'bad_state'
"""

import json

from . import __version__, engine, rng
from .words import message, said, spec, with_specs
from .bots import BOTS, LEVELS
from .engine import (IllegalMove, TabletopError, games, legal_moves, log, new_game, play,  # noqa: F401
                     record, replay, result, to_move, view)


def previews(game: dict) -> list:
    """For every legal move, in order: the points it would score now and the line it would write."""
    mod, state = engine._unwrap(game)
    seat = mod.to_move(state)
    out = []
    for move in mod.legal_moves(state):
        after = mod.play(state, move)
        out.append({"move": move, "points": mod.points(after, seat) - mod.points(state, seat),
                    "text": mod.describe_move(state, move)})
    return out


def bot_move(game: dict, bot: str = "greedy", seed: int = 0) -> dict:
    """The move the named bot makes for the seat to move, deciding from that seat's view only."""
    mod, state = engine._unwrap(game)
    seat = mod.to_move(state)
    if seat is None:
        raise TabletopError(said("engine.over"))
    if bot not in BOTS:
        raise TabletopError(said("engine.bot", bot=bot if isinstance(bot, str) else repr(bot), bots=", ".join(BOTS)))
    choose = engine.bot(game["game"], bot)  # a game may bring its own level
    return choose(mod, mod.view(state, seat), seed)


def preview(game: dict, move) -> dict:
    """What ``move`` would do now, without playing it: whether it is legal (else why not), the points
    it would score, its log line, and the game's details (e.g. the sets a placement forms)."""
    mod, state = engine._unwrap(game)
    details = mod.move_details(state, move) if hasattr(mod, "move_details") else None
    reason = mod.why_illegal(state, move)
    if reason:
        return {"legal": False, "reason": reason, "details": details}
    seat = mod.to_move(state)
    after = mod.play(state, move)
    return {"legal": True, "points": mod.points(after, seat) - mod.points(state, seat),
            "text": mod.describe_move(state, move), "details": details}


def pending_view(game: dict, move) -> dict:
    """What the seat to move may see of ``move`` before confirming it: the view after the move, less
    what it reveals (a card drawn), since the move may still be withdrawn. ``held`` is true when
    something the move reveals is held back: the game's ``unseen`` position (the move without its
    draw) when it has one, else the spectator's view (``view.seat`` is then None)."""
    mod, state = engine._unwrap(game)
    seat = mod.to_move(state)
    if seat is None:
        raise TabletopError(said("engine.over"))
    after = mod.play(state, move)  # an illegal move is refused here, with its sentence
    if not mod.undo_blocker(state, move):
        return {"view": mod.view(after, seat), "held": False}
    if hasattr(mod, "unseen"):
        return {"view": mod.view(mod.unseen(state, move), seat), "held": True}
    return {"view": mod.view(after, None), "held": True}


def _play(game, move):
    text = engine.describe(game, move)
    return {"state": play(game, move), "text": text}


def _new_game(game, options=None, seed=None):
    if seed is None:
        seed = _fresh_seed()
    return new_game(game, {} if options is None else options, seed)


_counter = [0]


def _fresh_seed() -> int:
    """A seed for a caller that gave none. Not used by rules: the seed is then stored in the record."""
    import os
    _counter[0] += 1
    return rng.next_u64(int.from_bytes(os.urandom(8), "little") ^ _counter[0])[1] >> 33


def words(game: str) -> dict:
    """A game's English templates by id (``betta.log.pattern`` …), so a page can write the game's
    sentences again with other values, e.g. the names its players typed for the seats."""
    engine.rules(game)  # importing a game registers its sentences
    from .words import TEMPLATES
    return {key: text for key, text in TEMPLATES.items() if key.startswith(game + ".")}


# op name -> (function, required argument names, optional argument names)
OPS = {
    "games": (games, (), ()),
    "bots": (lambda: LEVELS, (), ()),
    "words": (words, ("game",), ()),
    "version": (lambda: __version__, (), ()),
    "new_game": (_new_game, ("game",), ("options", "seed")),
    "to_move": (to_move, ("state",), ()),
    "legal_moves": (legal_moves, ("state",), ()),
    "previews": (previews, ("state",), ()),
    "preview": (preview, ("state", "move"), ()),
    "play": (_play, ("state", "move"), ()),
    "pending_view": (pending_view, ("state", "move"), ()),
    "view": (view, ("state",), ("seat",)),
    "result": (result, ("state",), ()),
    "record": (record, ("state",), ()),
    "replay": (lambda record: replay(record), ("record",), ()),
    "log": (log, ("state",), ()),
    "bot_move": (bot_move, ("state",), ("bot", "seed")),
    "undo_info": (engine.undo_info, ("state", "seat"), ()),
    "undo": (engine.undo, ("state", "seat"), ()),
    "take_back": (engine.take_back, ("state", "seat"), ()),
}


def _error(code: str, text: str) -> str:
    """The error reply; a ``Said`` message also gives ``message_say`` for other languages."""
    error = {"code": code, "message": text}
    if spec(text):
        error["message_say"] = spec(text)
    return json.dumps({"error": error})


def handle(request_json: str) -> str:
    """Answer one JSON request with ``{"ok": value}`` or ``{"error": {"code", "message"}}``."""
    try:
        request = json.loads(request_json)
    except (TypeError, ValueError):
        return _error("bad_request", said("api.json"))
    if not isinstance(request, dict) or not isinstance(request.get("op"), str):
        return _error("bad_request", said("api.shape"))
    op = request["op"]
    if op not in OPS:
        return _error("bad_request", said("api.op", op=op, ops=", ".join(OPS)))
    func, required, optional = OPS[op]
    missing = [name for name in required if name not in request]
    if missing:
        return _error("bad_request", said("api.needs", op=op, arg=missing[0]))
    unknown = set(request) - {"op", *required, *optional}
    if unknown:
        return _error("bad_request", said("api.extra", op=op, arg=sorted(unknown)[0]))
    kwargs = {name: request[name] for name in (*required, *optional) if name in request}
    if op == "view":
        kwargs["game"] = kwargs.pop("state")
        kwargs.setdefault("seat", None)
    elif "state" in kwargs:
        kwargs["game"] = kwargs.pop("state")
    try:
        value = func(**kwargs)
    except TabletopError as e:
        return _error(e.code, message(e))
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):
        # A state that does not hold what the game needs: hand-edited or from another version.
        return _error("bad_state", said("api.damaged"))
    except Exception as e:  # a bug: say so without a traceback
        return _error("internal", said("api.bug", kind=type(e).__name__))
    return json.dumps({"ok": with_specs(value)})
