"""What the JSON boundary checks before any game code runs (DESIGN.md, principle 12).

A request reaches the engine from a page, an embedder, a library user or a tampered save. Before an
op uses it, ``read_request`` refuses what is not plain, finite, reasonably nested JSON, and
``check_game`` refuses a game envelope whose state the game's rules could not hold. The state is
judged by its own consistency, never by replaying its record: bots and library users legitimately
pass states made by ``determinize``. Each check costs well under a millisecond (``python3 -m
tabletop.tools.fuzz`` prints the figures).

The checks, in order, all from facts every game already gives:

- the envelope: a known game, options that pass the game's ``check_options`` (player counts and
  sizes outside the rules are refused here, before any work), a whole-number seed, a list of moves;
- the state's shape: most of the top-level keys of a new game with those options (a state labelled as
  another game fails here), each holding the same kind of JSON value, and the same number of players;
- every number in the state within ±1,000,000, so no count can make a game build a list of that size;
- the game's ``conserved(state)``: every component in exactly one place, no unknown or copied card;
- the game's own ``check_state(state)``, when it has one: what ``conserved`` cannot see (a phase that
  does not exist, a hand larger than the rules allow, a value outside its range).
"""

import importlib
import json
from functools import lru_cache

from .words import said

MAX_REQUEST_CHARS = 8_000_000
MAX_DEPTH = 48
MAX_NUMBER = 10 ** 6  # no count, score or position of any game comes near (the largest seen: 1,300)


class Refused(ValueError):
    """A request or a state refused at the boundary: ``code`` and a ``Said`` sentence."""

    def __init__(self, code: str, text):
        super().__init__(text)
        self.code = code


def _no_constants(name):
    raise Refused("bad_request", said("api.not_finite", value=name))


def read_request(request_json) -> dict:
    """The request as JSON data, or ``Refused``: not text, too long, not JSON, NaN or Infinity, or
    nested deeper than any game's state and move need."""
    if not isinstance(request_json, (str, bytes, bytearray)):
        raise Refused("bad_request", said("api.json"))
    if len(request_json) > MAX_REQUEST_CHARS:
        raise Refused("bad_request", said("api.too_long", limit=MAX_REQUEST_CHARS))
    try:
        request = json.loads(request_json, parse_constant=_no_constants)
    except RecursionError:
        raise Refused("bad_request", said("api.too_deep", limit=MAX_DEPTH)) from None
    except (TypeError, ValueError) as e:
        if isinstance(e, Refused):
            raise
        raise Refused("bad_request", said("api.json")) from None
    if _depth(request) > MAX_DEPTH:
        raise Refused("bad_request", said("api.too_deep", limit=MAX_DEPTH))
    return request


def _depth(value) -> int:
    """How deeply lists and objects nest in ``value`` (level by level, without recursion; stops
    counting past ``MAX_DEPTH``)."""
    depth, level = 0, [value] if type(value) in (dict, list) else []
    while level and depth <= MAX_DEPTH:
        depth += 1
        below = []
        for item in level:
            for x in (item.values() if type(item) is dict else item):
                if type(x) is dict or type(x) is list:
                    below.append(x)
        level = below
    return depth


def _largest(value) -> float:
    """The largest absolute number in ``value`` (without recursion; ``type`` checks, as this runs on
    every state of every call)."""
    largest, stack = 0, [value]
    pop, extend = stack.pop, stack.extend
    while stack:
        item = pop()
        kind = type(item)
        if kind is dict:
            extend(item.values())
        elif kind is list:
            extend(item)
        elif (kind is int or kind is float) and (item > largest or -item > largest):
            largest = abs(item)
    return largest


def _kind(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "text", list: "list", dict: "object"}.get(type(value), "other")


@lru_cache(maxsize=64)
def _reference(game_id: str, options_json: str) -> dict:
    """A new game's state with these options: the shape every state of that game keeps."""
    from . import engine
    mod = engine.rules(game_id)
    options = engine.check_options(mod, json.loads(options_json))
    state = mod.setup(options, 0)
    return {"keys": frozenset(state), "kinds": {k: _kind(v) for k, v in state.items()},
            "players": state.get("players")}


def check_game(game) -> tuple:
    """``(rules module, state)`` of a game envelope that passes every check above; else ``Refused``
    with code ``bad_state`` and a sentence saying what is wrong."""
    from . import engine
    from .engine import BadOptions, TabletopError
    from .words import message
    if not isinstance(game, dict) or not isinstance(game.get("state"), dict) or "game" not in game:
        raise Refused("bad_state", said("engine.not_state"))
    try:
        mod = engine.rules(game["game"])
    except TabletopError as e:
        raise Refused(e.code, message(e)) from None
    name = importlib.import_module(engine.GAMES[game["game"]]).NAME
    options, seed, moves = game.get("options"), game.get("seed"), game.get("moves")
    if not isinstance(options, dict):
        raise Refused("bad_state", said("api.state.options", reason=said("api.state.options_shape")))
    if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(moves, list):
        raise Refused("bad_state", said("api.state.envelope"))
    try:
        ref = _reference(game["game"], json.dumps(options, sort_keys=True))
    except BadOptions as e:
        raise Refused("bad_state", said("api.state.options", reason=message(e))) from None
    state = game["state"]
    lacking = sorted(ref["keys"] - set(state))
    if len(lacking) * 2 > len(ref["keys"]):  # a game's keys change with its phases, never most of them
        raise Refused("bad_state", said("api.state.keys", game=name, key=lacking[0]))
    for key, kind in ref["kinds"].items():
        if key not in state:
            continue
        have = _kind(state[key])
        if have != kind and "null" not in (have, kind):
            raise Refused("bad_state", said("api.state.kind", key=key))
    if isinstance(ref["players"], int) and state.get("players") != ref["players"]:
        raise Refused("bad_state", said("api.state.players"))
    if _largest(state) > MAX_NUMBER:
        raise Refused("bad_state", said("api.state.number", limit=MAX_NUMBER))
    try:
        whole = mod.conserved(state)
    except Exception:  # a state too damaged to count: refused the same way
        whole = False
    if whole is not True:
        raise Refused("bad_state", said("api.state.conserved", game=name))
    check = getattr(mod, "check_state", None)
    if check is not None:
        try:
            reason = check(state)
        except Exception:
            reason = said("api.state.unreadable")
        if reason:
            raise Refused("bad_state", reason)
    return mod, state
