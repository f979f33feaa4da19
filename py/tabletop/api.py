"""The JSON boundary: what the web worker, embedders and tests call.

Python callers use the functions directly (they raise ``tabletop.engine`` errors); JavaScript calls
``handle(request_json) -> reply_json``, which never raises. See ``docs/protocol.md``.

>>> import json
>>> reply = json.loads(handle(json.dumps({"op": "new_game", "game": "betta",
...                                        "options": {"mode": "staff", "players": 2}, "seed": 3})))
>>> sorted(reply["ok"])
['engine', 'game', 'moves', 'options', 'rules', 'seed', 'state']
>>> json.loads(handle('{"op": "play", "state": {}, "move": {}}'))["error"]["code"]
'bad_state'
"""

import json

from . import __version__, engine, foresight, rng
from .boundary import MAX_DEPTH, Refused, check_game, read_request
from .foresight import pending_view, preview, previews  # noqa: F401 (what a seat is told of a move)
from .words import message, said, spec, with_specs
from .bots import BOTS, LEVELS
from .engine import (IllegalMove, TabletopError, games, legal_moves, log, new_game, play,  # noqa: F401
                     record, replay, result, to_move, view)


def bot_move(game: dict, bot: str = "greedy", seed: int = 0) -> dict:
    """The move the named bot makes for the seat to move, deciding from that seat's view only."""
    mod, state = engine._unwrap(game)
    seat = mod.to_move(state)
    if seat is None:
        raise TabletopError(said("engine.over"))
    if not isinstance(bot, str) or bot not in BOTS:
        raise TabletopError(said("engine.bot", bot=bot if isinstance(bot, str) else json.dumps(bot), bots=", ".join(BOTS)))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TabletopError(said("engine.seed"))
    choose = engine.bot(game["game"], bot)  # a game may bring its own level
    return choose(mod, mod.view(state, seat), seed)


def _play(game, move):
    text = engine.describe(game, move)
    return {"state": play(game, move), "text": text}


def turn(game, move=None, seats=None, previews=False, bot=None, seed=0):
    """Everything a table needs after a move, in one answer (one worker round trip per move).

    ``move`` (optional) is played first, as ``play`` does (refused: nothing changes); or, with ``bot``
    (a level) and ``seed`` instead, the move that bot chooses for the seat to move (``bot_move``). ``seats``: the
    seats the asking screen holds (its humans). The answer: ``state`` (when a move was played),
    ``played`` ({seat, move, text}), ``to_move``, ``result``, ``record``; ``views``, a list of
    {seat, view}: the one seat's view when the screen holds one seat, else the view of the seat to
    move if the screen holds it, and the spectator's (seat null, for a pass screen or the end);
    ``legal_moves`` (and ``previews`` if asked) when a seat of the screen is to move; ``undo``, a
    list of {seat, allowed, reason} for each seat held (kept when the move was played: no replay).
    """
    if seats is None:
        seats = []
    played = None
    if move is None and bot is not None:
        move = bot_move(game, bot, seed)
    if move is not None:
        text = engine.describe(game, move)
        game = play(game, move)
        played = {"seat": game["last"]["seat"], "move": move, "text": text, "chance": game["last"]["chance"]}
    mod, state = engine._unwrap(game)
    spectator = view(game, None)
    count = len(spectator.get("players") or []) or 1
    if (not isinstance(seats, list) or len(set(map(json.dumps, seats))) != len(seats)
            or any(isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < count for s in seats)):
        raise TabletopError(said("api.seats", last=count - 1))
    seat = mod.to_move(state)
    out = {"to_move": seat, "result": result(game), "record": record(game)}
    if played:
        out["state"], out["played"] = game, played
    if len(seats) == 1:
        out["views"] = [{"seat": seats[0], "view": view(game, seats[0])}]
    else:
        out["views"] = ([{"seat": seat, "view": view(game, seat)}] if seat in seats else []) + [{"seat": None, "view": spectator}]
    if seat is not None and seat in seats and out["result"] is None:
        out["legal_moves"] = legal_moves(game)
        if previews is True:
            out["previews"] = foresight.previews(game)
    out["undo"] = [{"seat": s, **engine.undo_info(game, s)} for s in seats]
    return out


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
    "turn": (turn, ("state",), ("move", "seats", "previews", "bot", "seed")),
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


def _error(code: str, text: str, data: dict | None = None) -> str:
    """The error reply; a ``Said`` message also gives ``message_say`` for other languages, and the
    error's ``data`` (e.g. ``at``) stands beside them."""
    error = {**(data or {}), "code": code, "message": text}
    if spec(text):
        error["message_say"] = spec(text)
    return json.dumps({"error": error})


def handle(request_json: str) -> str:
    """Answer one JSON request with ``{"ok": value}`` or ``{"error": {"code", "message"}}``: strict
    JSON always, never an exception (``tabletop.boundary`` says what is refused before any work)."""
    try:
        return _answer(request_json)
    except RecursionError:
        return _error("bad_request", said("api.too_deep", limit=MAX_DEPTH))
    except Exception as e:  # a bug: say so without a traceback
        return _error("internal", said("api.bug", kind=type(e).__name__))


def _answer(request_json) -> str:
    try:
        request = read_request(request_json)
    except Refused as e:
        return _error(e.code, message(e))
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
    if "state" in kwargs:
        kwargs["game"] = kwargs.pop("state")
        try:
            check_game(kwargs["game"])
        except Refused as e:
            return _error(e.code, message(e))
    if op == "view":
        kwargs.setdefault("seat", None)
    try:
        value = func(**kwargs)
    except TabletopError as e:
        return _error(e.code, message(e), e.data)
    except Exception:
        if op == "replay":  # a record that cannot be replayed, whatever went wrong
            return _error("bad_record", said("api.damaged_record"))
        if "game" in kwargs and not _replays_to_itself(kwargs["game"]):
            # a state the game cannot read (edited by hand, made elsewhere, from another version)
            return _error("bad_state", said("api.damaged"))
        raise  # the engine's own state: a bug
    return json.dumps({"ok": with_specs(value)}, allow_nan=False)


def _replays_to_itself(game: dict) -> bool:
    """Whether a state the engine failed on is the one its record replays to: then the failure is the
    engine's bug; otherwise the state was edited (asked only after a failure, so it costs nothing)."""
    try:
        return engine.same(replay(record(game)), game)
    except Exception:
        return False
