"""The game contract, the registry, errors, and the record that replays a game.

A game is a module with plain functions over JSON data (see ``shared/DESIGN.md``):

- ``setup(options, seed) -> state``
- ``OPTIONS``: the game's options as data, which ``check_options`` below checks and completes (see
  there), and, if some options cannot go together, ``options_conflict(options) -> str | None``; a game
  without ``OPTIONS`` has its own ``check_options(options) -> options``
- ``to_move(state) -> seat | None`` (None once the game is over)
- ``legal_moves(state) -> [move]`` in a stable order
- ``why_illegal(state, move) -> str | None`` (the same facts as ``legal_moves``)
- ``play(state, move) -> state`` (a new state; raises ``IllegalMove``)
- ``view(state, seat) -> dict`` (``seat=None`` is a spectator)
- ``result(state) -> dict | None``
- ``describe_move(state, move) -> str`` (the log line a legal move would write)
- ``points(state, seat)`` and ``evaluate(state, seat)`` (score so far; score if the game ended now)
- ``determinize(view, seed) -> state`` (a full state consistent with a seat's view, for bots)
- ``chance(state, move) -> "draw" | "roll" | "hidden" | None``: whether what the move brings
  depends on something its player cannot see: a card or tile drawn or dealt (``draw``), a die or a
  random choice (``roll``), or something hidden shown or asked about (``hidden``). Said from the
  position and the move, without playing it, and from what the mover sees alone (it is the same in
  every world ``determinize`` deals from the mover's view). Undo, previews, the confirm step, bots
  and the post-game review read this one fact (see ``CHANCES``)
- ``undo_blocker(state, move, after=None) -> str | None`` (why the move, once played, may not be
  undone: a chance above, or a reason of the game's own, e.g. a hint shown; ``after`` is the state
  the move made, when the engine has it). The engine asks it once, when the move is played, and
  keeps the answer with the game (``last``), so undo info costs the same at move 5 and at move 500
- ``unseen(state, move) -> state`` (optional: the position after the move less what it reveals, for
  the confirm step) and ``check_state(state) -> str | None`` (optional: why a state is not one the
  rules can hold, beyond ``conserved``; see ``tabletop.boundary``)
- ``NAME``, ``MODES`` and ``HIDDEN_KEYS`` (the state's secret parts, for the conformance kit)

This module wraps a game's state in a *game* envelope, ``{"game", "options", "seed", "moves",
"engine", "rules", "state", "last"}``: the record (everything but ``state`` and ``last``) replays to
the exact same envelope. ``last`` is ``{"seat", "blocker", "chance"}`` of the last move played: who
played it, why it may not be undone (a sentence spec, or None) and the chance it met (or None).

>>> g = new_game("betta", {"mode": "staff", "players": 2}, 5)
>>> g2 = play(g, legal_moves(g)[0])
>>> replay(record(g2)) == g2
True
"""

import importlib
import importlib.util

from . import __version__
from .words import from_spec, message, said, spec

GAMES = {  # one line a game: its package, holding rules.py and, if it has its own levels, bots.py
    "betta": "tabletop.games.betta",
    "setline": "tabletop.games.setline",
    "quibbles": "tabletop.games.quibbles",
    "seasaltpaper": "tabletop.games.seasaltpaper",
    "pandarei": "tabletop.games.pandarei",
    "formulad": "tabletop.games.formulad",
    "watergate": "tabletop.games.watergate",
    "kikai": "tabletop.games.kikai",
    "cathood": "tabletop.games.cathood",
    "awkwardguests": "tabletop.games.awkwardguests",
    "galacticcruise": "tabletop.games.galacticcruise",
}
RECORD_KEYS = ("game", "options", "seed", "moves", "engine", "rules")
CHANCES = ("draw", "roll", "hidden")  # what a game's ``chance`` may answer, besides None


class TabletopError(ValueError):
    """Base of every error a player or an embedder may see; ``code`` names it for JSON, and ``data``
    (if any) is added to the JSON error beside the message (e.g. ``at``, the move a replay stopped at)."""

    code = "bad_request"
    data: dict = {}


class IllegalMove(TabletopError):
    """A move that is not in the legal-move list (or not a move at all)."""

    code = "illegal_move"


class BadOptions(TabletopError):
    code = "bad_options"


class UnknownGame(TabletopError):
    code = "unknown_game"


class BadState(TabletopError):
    code = "bad_state"


class BadRecord(TabletopError):
    code = "bad_record"


def rules(game_id: str):
    """The rules module of a registered game (imported on first use, not at import time)."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise UnknownGame(said("engine.unknown_game", game=game_id if isinstance(game_id, str) else repr(game_id),
                               games=", ".join(sorted(GAMES))))
    return importlib.import_module(GAMES[game_id] + ".rules")


def bot(game_id: str, level: str):
    """The bot that plays ``level`` in a game: the game's own (``BOTS`` in its ``bots.py``), else the
    shared one of ``tabletop.bots``; ``choose(rules_module, view, seed) -> move``. Raises KeyError for
    a level that does not exist."""
    from .bots import BOTS
    rules(game_id)  # an unknown game says so
    if importlib.util.find_spec(GAMES[game_id] + ".bots") is not None:
        own = importlib.import_module(GAMES[game_id] + ".bots").BOTS
        if level in own:
            return own[level]
    return BOTS[level]


def rules_version(game_id: str) -> int:
    """The game's rules version: its package's ``RULES_VERSION`` (rules and component data together)."""
    rules(game_id)  # an unknown game says so
    return importlib.import_module(GAMES[game_id]).RULES_VERSION


def games() -> list:
    """The registered games and their modes, for a lobby."""
    out = []
    for gid in GAMES:
        package = importlib.import_module(GAMES[gid])  # NAME and MODES only: its rules load on first use
        out.append({"id": gid, "name": package.NAME, "modes": [dict(m) for m in package.MODES],
                    "rules": package.RULES_VERSION})
    return out


def new_game(game: str, options: dict, seed: int) -> dict:
    mod = rules(game)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BadOptions(said("engine.seed"))
    options = check_options(mod, options)
    return {"game": game, "options": options, "seed": seed, "moves": [], "engine": __version__,
            "rules": rules_version(game), "state": mod.setup(options, seed)}


def check_options(mod, options) -> dict:
    """The game's options checked and completed; refusals are ``BadOptions``, whatever the values' types.

    A game declares ``OPTIONS``, one entry an option in the order the completed options keep::

        OPTIONS = {"mode": {"default": "basic"}, "players": {"default": 2},
                   "laps": {"choices": (1, 2, 3), "default": 1}, "nitro": {"kind": bool, "default": False},
                   "round_limit": {"kind": int, "low": 1, "null": True, "default": None}}

    An option's value is one of its ``choices`` (same JSON type: ``1.0`` is not ``1``), or of its
    ``kind`` (``bool``, or ``int`` within ``low``..``high`` when given, and None if ``null``); ``mode``
    is one of the package's ``MODES`` and ``players`` a whole number in that mode's range (its default
    is brought into the range). An option ``{"same_as": other}`` is another name for ``other``: it may
    be given instead of it (or with the same value), and the completed options hold both. ``say``
    names the game's own sentence for a refused value, in place of the shared one. Then the game's
    ``options_conflict(options)`` refuses what its options cannot do together.
    """
    try:
        if not hasattr(mod, "OPTIONS"):
            return mod.check_options(options)
        return _declared_options(mod, options)
    except TabletopError:
        raise
    except Exception:  # e.g. a list where a name is meant: not hashable, not comparable
        raise BadOptions(said("engine.options")) from None


def _same_value(a, b) -> bool:
    """Equal as JSON: the same kind of value (a bool is not a number, 1.0 is not 1) and equal."""
    return type(a) is type(b) and a == b


def _whole(v) -> bool:
    return type(v) is int


def _declared_options(mod, options) -> dict:
    spec = mod.OPTIONS
    package = importlib.import_module(mod.__package__)
    modes = {m["id"]: m for m in package.MODES}
    game = package.NAME
    if not isinstance(options, dict):
        raise BadOptions(said("engine.options.shape", game=game, players=spec["players"]["default"]))
    unknown = set(options) - set(spec)
    if unknown:
        raise BadOptions(said("engine.options.unknown", game=game, option=sorted(unknown)[0]))
    given = dict(options)
    for name, s in spec.items():  # another name for an option: given for it, or agreeing with it
        other = s.get("same_as")
        if other is not None and name in given:
            if other in given and not _same_value(given[other], given[name]):
                raise BadOptions(said(s.get("say", "engine.options.same_as"), option=name, other=other))
            given[other] = given.pop(name)
    out = {}
    for name, s in spec.items():
        if "same_as" in s:
            continue
        value = given.get(name, s.get("default"))
        if name == "players":
            mode = modes.get(out.get("mode")) if len(modes) > 1 else next(iter(modes.values()))
            low, high = mode["players"] if mode else (min(m["players"][0] for m in modes.values()),
                                                      max(m["players"][1] for m in modes.values()))
            if name not in given:
                value = min(max(value, low), high)
            if not _whole(value) or not low <= value <= high:
                ranges = {tuple(m["players"]) for m in modes.values()}
                named = {"mode": mode["name"].lower()} if mode and len(ranges) > 1 else {}
                which = ("engine.options.mode_players" if named else "engine.options.players") + \
                        ("" if low != high else "_exactly")
                raise BadOptions(said(s["say"]) if "say" in s else
                                 said(which, game=game, low=low, high=high, **named) if low != high else
                                 said(which, game=game, n=low, **named))
        elif name == "mode" and "choices" not in s:
            if not any(_same_value(value, m) for m in modes):
                raise BadOptions(said(s.get("say", "engine.options.mode"), game=game, mode=value,
                                      modes=" / ".join(modes)))
        elif "choices" in s:
            if not any(_same_value(value, c) for c in s["choices"]):
                raise BadOptions(said(s.get("say", "engine.options.choice"), option=name,
                                      allowed=" / ".join(str(c) for c in s["choices"])))
        elif s.get("kind") is bool:
            if type(value) is not bool:
                raise BadOptions(said(s.get("say", "engine.options.flag"), option=name))
        elif s.get("kind") is int:
            low, high = s.get("low"), s.get("high")
            if not (value is None and s.get("null")) and (
                    not _whole(value) or (low is not None and value < low) or (high is not None and value > high)):
                which = ("engine.options.number" if high is not None else "engine.options.number_from") + \
                        ("_or_none" if s.get("null") else "")
                raise BadOptions(said(s.get("say", which), option=name, low=low, high=high))
        out[name] = value
    done = {}
    for name, s in spec.items():
        done[name] = out[s["same_as"]] if "same_as" in s else out[name]
    conflict = getattr(mod, "options_conflict", None)
    reason = conflict(done) if conflict else None
    if reason:
        raise BadOptions(reason)
    return done


def _unwrap(game: dict):
    if not isinstance(game, dict) or not isinstance(game.get("state"), dict) or "game" not in game:
        raise BadState(said("engine.not_state"))
    return rules(game["game"]), game["state"]


def to_move(game: dict):
    mod, state = _unwrap(game)
    return mod.to_move(state)


def legal_moves(game: dict) -> list:
    mod, state = _unwrap(game)
    return mod.legal_moves(state)


def _json_kind(value):
    for kind in (bool, int, float, str, dict, list, tuple):
        if isinstance(value, kind):
            return list if kind is tuple else kind
    return type(value)


def same(a, b) -> bool:
    """Whether two JSON values are equal with the same types throughout: ``1``, ``1.0`` and ``True``
    are three different values here, as they are in JSON (Python's ``==`` says they are equal)."""
    kind = _json_kind(a)
    if kind is not _json_kind(b):
        return False
    if kind is dict:
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if kind is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def why_illegal(mod, state: dict, move):
    """Why ``move`` is not legal in ``state`` (a sentence), or None. A move is legal when it is exactly,
    types included, one of the game's legal moves; or, for a game that also accepts other forms of
    a listed move (Quibbles' sets in any order, Set Line's ``seconds``), when the game accepts it and
    it holds no number that is not whole and no true/false where the listed moves have none."""
    legal = mod.legal_moves(state)
    if any(same(move, m) for m in legal if m == move):
        return None
    reason = mod.why_illegal(state, move)
    if reason:
        return reason
    flags = {k for m in legal if isinstance(m, dict) for k, v in m.items() if isinstance(v, bool)}
    others = {k for m in legal if isinstance(m, dict) for k, v in m.items() if not isinstance(v, bool)}
    return said("api.move.types") if _loosely_typed(move, flags, flags - others) else None


def _loosely_typed(move, flags: set, only_flags: set) -> bool:
    """Whether a move holds a float, a bool other than at a top-level key in ``flags``, or something
    else than a bool at a key that holds only bools in the listed moves (``only_flags``)."""
    stack = [(k, v) for k, v in move.items()] if isinstance(move, dict) else [(None, move)]
    while stack:
        key, value = stack.pop()
        if key in only_flags and not isinstance(value, bool):
            return True
        if isinstance(value, bool):
            if key not in flags:
                return True
        elif isinstance(value, float):
            return True
        elif isinstance(value, dict):
            stack.extend((None, v) for v in value.values())
        elif isinstance(value, (list, tuple)):
            stack.extend((None, v) for v in value)
    return False


def play(game: dict, move) -> dict:
    """A new game envelope with ``move`` played; raises IllegalMove and leaves ``game`` unchanged."""
    mod, state = _unwrap(game)
    reason = why_illegal(mod, state, move)
    if reason:
        raise IllegalMove(reason)
    met = chance_of(mod, state, move)
    new_state = mod.play(state, move)
    blocker = blocker_of(mod, state, move, new_state)
    out = dict(game)
    out["moves"] = game["moves"] + [dict(move)]
    out["state"] = new_state
    out["last"] = {"seat": mod.to_move(state), "blocker": spec(blocker) or (str(blocker) if blocker else None),
                   "chance": met}
    return out


def chance_of(mod, state: dict, move):
    """The chance ``move`` meets from ``state`` (the game's ``chance``): one of ``CHANCES``, or None."""
    met = mod.chance(state, move)
    if met is not None and met not in CHANCES:
        raise ValueError(f"{mod.__name__}.chance answered {met!r}, not one of {CHANCES} or None")
    return met


_AFTER = {}  # rules module -> whether its undo_blocker takes the state after the move


def blocker_of(mod, state: dict, move, after: dict | None = None):
    """Why ``move`` from ``state`` may not be undone (the game's ``undo_blocker``), or None; ``after``
    (the state the move made) spares the game playing the move again to see what it showed."""
    if mod not in _AFTER:
        import inspect
        _AFTER[mod] = "after" in inspect.signature(mod.undo_blocker).parameters
    if after is not None and _AFTER[mod]:
        return mod.undo_blocker(state, move, after)
    return mod.undo_blocker(state, move)


def view(game: dict, seat) -> dict:
    mod, state = _unwrap(game)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise TabletopError(said("engine.seat"))
    return mod.view(state, seat)


def result(game: dict):
    mod, state = _unwrap(game)
    return mod.result(state)


def describe(game: dict, move) -> str:
    mod, state = _unwrap(game)
    reason = why_illegal(mod, state, move)
    if reason:
        raise IllegalMove(reason)
    return mod.describe_move(state, move)


def record(game: dict) -> dict:
    """The record that replays to this game: game, options, seed, moves, engine and rules version."""
    _unwrap(game)
    return {key: game[key] for key in RECORD_KEYS if key in game}


def replay(rec) -> dict:
    """Play a record's moves from its seed; raises BadRecord saying which move is wrong.

    A record of another rules version than today's (or of none: made before versions existed) is never
    continued without a word. If today's rules still play every move, the game comes back with
    ``replayed`` = ``{"rules": <the record's version or None>, "note": <a sentence saying so>}``, which
    stays with the game; a page shows it and keeps the old save as it was. If a move is no longer legal,
    BadRecord's sentence says the save was made with another version of the game's rules, and its
    ``data`` gives ``at`` (the number of moves that still replay), so a page can show the game up to
    there."""
    if not isinstance(rec, dict):
        raise BadRecord(said("engine.record.shape"))
    missing = [k for k in ("game", "options", "seed", "moves") if k not in rec]
    if missing:
        raise BadRecord(said("engine.record.missing", key=missing[0]))
    if not isinstance(rec["moves"], list):
        raise BadRecord(said("engine.record.moves"))
    try:
        game = new_game(rec["game"], rec["options"], rec["seed"])
    except TabletopError as e:
        raise BadRecord(said("engine.record.start", reason=message(e))) from None
    made, now = rec.get("rules"), game["rules"]
    if made is not None and (isinstance(made, bool) or not isinstance(made, int) or not 1 <= made <= now):
        raise BadRecord(said("engine.record.newer", game=_name(rec["game"]), made=str(made), now=now))
    for i, move in enumerate(rec["moves"]):
        try:
            game = play(game, move)
        except IllegalMove as e:
            if made == now:
                error = BadRecord(said("engine.record.move", n=i + 1, reason=message(e)))
            else:
                error = BadRecord(said("engine.record.version", game=_name(rec["game"]), made=_version(made),
                                       now=now, n=i + 1, reason=message(e)))
            error.data = {"at": i}
            raise error from None
    if made != now:
        game["replayed"] = {"rules": made, "note": said("engine.record.replayed", game=_name(rec["game"]),
                                                        made=_version(made), now=now)}
    return game


def _name(game_id: str) -> str:
    return importlib.import_module(GAMES[game_id]).NAME


def _version(made):
    """A record's rules version as the sentences say it."""
    return said("engine.record.unversioned") if made is None else said("engine.record.numbered", n=made)


def log(game: dict) -> list:
    """One entry per move played: the seat, the move and its log line."""
    mod, _ = _unwrap(game)
    g = new_game(game["game"], game["options"], game["seed"])
    out = []
    for move in game["moves"]:
        st = g["state"]
        out.append({"seat": mod.to_move(st), "move": move, "text": mod.describe_move(st, move)})
        g = play(g, move)
    return out


def undo_info(game: dict, seat: int) -> dict:
    """Whether ``seat`` may undo its last move, and why not.

    Undo replays the record without that move. It never crosses another player's move, hidden
    information revealed (a card drawn, a hint shown) or a random event; the game says which of its
    moves reveal something (``undo_blocker``).
    """
    mod, _ = _unwrap(game)
    if not game["moves"]:
        return {"allowed": False, "reason": said("engine.undo.none")}
    last = game.get("last")
    if isinstance(last, dict) and isinstance(last.get("seat"), int) and not isinstance(last["seat"], bool):
        # kept when the move was played: no replay
        if last["seat"] != seat:
            return {"allowed": False, "reason": said("engine.undo.other")}
        if last.get("blocker"):
            return {"allowed": False, "reason": from_spec(last["blocker"])}
        return {"allowed": True, "reason": None}
    return _undo_info_replayed(mod, game, seat)


def _undo_info_replayed(mod, game: dict, seat: int) -> dict:
    """Undo info found by replaying the record without its last move (a game made before ``last``,
    and the check ``undo`` makes before it acts)."""
    before = replay({**record(game), "moves": game["moves"][:-1]})
    reason = _undo_refusal(mod, before["state"], game["moves"][-1], seat)
    return {"allowed": not reason, "reason": reason or None}


def _undo_refusal(mod, before: dict, move, seat: int):
    """Why ``seat`` may not undo ``move`` played from ``before``, or None."""
    if mod.to_move(before) != seat:
        return said("engine.undo.other")
    return blocker_of(mod, before, move) or None


def undo(game: dict, seat: int) -> dict:
    """The game without ``seat``'s last move (a replayed prefix); raises TabletopError if not allowed."""
    mod, _ = _unwrap(game)
    if not game["moves"]:
        raise TabletopError(said("engine.undo.refused", reason=said("engine.undo.none")))
    before = replay({**record(game), "moves": game["moves"][:-1]})
    # checked on the replay itself, not on the game's `last` (which a page sends back)
    reason = _undo_refusal(mod, before["state"], game["moves"][-1], seat)
    if reason:
        raise TabletopError(said("engine.undo.refused", reason=reason))
    return before


def take_back(game: dict, seat: int) -> dict:
    """Practice take-back: the game as it was before ``seat``'s last move, undoing the moves others
    played after it too. It may cross drawn cards (the seed deals them again), so it is for practice."""
    mod, _ = _unwrap(game)
    g = new_game(game["game"], game["options"], game["seed"])
    last = None
    for i, move in enumerate(game["moves"]):
        if mod.to_move(g["state"]) == seat:
            last = i
        g = play(g, move)
    if last is None:
        raise TabletopError(said("engine.take_back.none"))
    return replay({**record(game), "moves": game["moves"][:last]})
