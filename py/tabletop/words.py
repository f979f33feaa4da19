"""The engine's sentences: English text that keeps what it was made of, for other languages.

Every sentence a player may read (a log line, a score item, why a move is refused) is a ``Said``:
a ``str`` (the English, so Python callers and tests use it as text) that also carries the id of its
template and the values it was filled with. At the JSON boundary (``api``), a value ``x`` that is a
``Said`` gets a sibling ``x_say = {"id": ..., <values>}``, from which a page writes the sentence in
its own language (``web/said.js`` holds the other languages' templates, by the same ids).

Templates are ``str.format``-like: ``{name}`` is a value, and ``{n:# card:# cards}`` is a count:
the first form for 1, the second otherwise, with ``#`` standing for the number (``1 card``,
``3 cards``); a form may hold plain values (``{n:# {colour} betta:# {colour} bettas}``). In
``web/said.js`` a count lists the forms its language needs (Russian: one, few, many).

>>> s = said("engine.record.move", n=2, reason=said("engine.seed"))
>>> s
'Move 2 of the record is not legal: The seed must be a whole number.'
>>> spec(s)
{'id': 'engine.record.move', 'n': 2, 'reason': {'id': 'engine.seed'}}
>>> render("{n:# card:# cards} of {colours}", {"n": 1, "colours": ["pink", "green"]})
'1 card of pink / green'
"""

import re

# id -> English template. Games add theirs with ``register``; the ids start with the game's id.
TEMPLATES = {
    "engine.unknown_game": "There is no game called {game!r}. Games: {games}.",
    "engine.seed": "The seed must be a whole number.",
    "engine.not_state": "That is not a game state from this engine.",
    "engine.options": "Those options are not valid for this game: a value has the wrong type.",
    "engine.options.shape": "{game} options must be an object, like {{\"players\": {players}}}.",
    "engine.options.unknown": "{game} has no option {option!r}.",
    "engine.options.mode": "{game} has no mode {mode!r}: its modes are {modes}.",
    "engine.options.players": "{game} is for {low} to {high} players.",
    "engine.options.mode_players": "{game}'s {mode} mode is for {low} to {high} players.",
    "engine.options.players_exactly": "{game} is for {n:# player:# players}.",
    "engine.options.mode_players_exactly": "{game}'s {mode} mode is for {n:# player:# players}.",
    "engine.options.flag": "The option {option!r} is true or false.",
    "engine.options.choice": "The option {option!r} is one of {allowed}.",
    "engine.options.number": "The option {option!r} is a whole number from {low} to {high}.",
    "engine.options.number_from": "The option {option!r} is a whole number, {low} or more.",
    "engine.options.number_or_none": "The option {option!r} is a whole number from {low} to {high}, or null for none.",
    "engine.options.number_from_or_none": "The option {option!r} is a whole number, {low} or more, or null for none.",
    "engine.options.same_as": "The options {option!r} and {other!r} name the same thing and must agree.",
    "engine.seat": "A seat is a whole number, or null for a spectator.",
    "engine.record.shape": "A game record is an object with game, options, seed and moves.",
    "engine.record.missing": "The game record has no {key}.",
    "engine.record.moves": "The record's moves must be a list.",
    "engine.record.start": "The record cannot start its game: {reason}",
    "engine.record.move": "Move {n} of the record is not legal: {reason}",
    "engine.record.newer": "This {game} game was saved with rules version {made}, which this table does not know (it plays version {now}).",
    "engine.record.version": "This {game} game was saved with {made} of its rules; this table plays version {now}, where move {n} is no longer legal: {reason}",
    "engine.record.replayed": "This {game} game was saved with {made} of its rules and has been replayed with version {now}: the position may differ from the one saved.",
    "engine.record.unversioned": "an earlier version (before rules versions)",
    "engine.record.numbered": "version {n}",
    "engine.undo.none": "No move has been played yet.",
    "engine.undo.other": "Another player has moved since your last move.",
    "engine.undo.refused": "You cannot undo: {reason}",
    "engine.take_back.none": "There is no move of yours to take back.",
    "engine.over": "The game is over: there is no move to make.",
    "engine.bot": "There is no bot called {bot!r}. Bots: {bots}.",
    "api.json": "The request is not valid JSON.",
    "api.shape": "A request is a JSON object with an \"op\".",
    "api.seats": "\"seats\" lists the seats a screen holds, each once: whole numbers from 0 to {last}.",
    "api.op": "Unknown op {op!r}. Ops: {ops}.",
    "api.needs": "The {op} request needs {arg!r}.",
    "api.extra": "The {op} request has no argument {arg!r}.",
    "api.damaged": "That game state is damaged or from another version of the engine.",
    "api.damaged_record": "That game record is damaged or from another version of the engine.",
    "api.bug": "The engine hit a bug ({kind}). Please report it with the game record.",
    "api.not_finite": "Numbers must be finite: {value} is not allowed.",
    "api.too_long": "The request is longer than {limit} characters.",
    "api.too_deep": "The request nests lists and objects deeper than {limit} levels.",
    "api.state.options": "That game state's options are not valid: {reason}",
    "api.state.options_shape": "The options must be an object.",
    "api.state.envelope": "A game state needs a whole-number seed and a list of moves.",
    "api.state.keys": "That is not a state of {game}: it lacks {key!r} and more.",
    "api.state.kind": "That game state is damaged: {key!r} holds the wrong kind of value.",
    "api.state.players": "That game state is damaged: its number of players differs from its options.",
    "api.state.number": "That game state is damaged: it holds a number beyond ±{limit}.",
    "api.state.conserved": "That {game} state is damaged: a component is missing, copied or unknown.",
    "api.state.unreadable": "That game state is damaged: the game cannot read it.",
    "api.move.types": "That is not one of the legal moves: compare its values and their types (1 is not 1.0 or true).",
    "api.preview.chance": "What this move brings depends on a draw, a roll or cards you cannot see: it shows once the move counts.",
    "api.too_many": "There are {n} legal moves here, too many to preview one by one: ask for one move's preview.",
}

_FORM = r"((?:[^{}:]|\{\w+\})*)"
_COUNT = re.compile(r"\{(\w+):" + _FORM + ":" + _FORM + r"\}")


class Said(str):
    """An English sentence with the template id and values it was made from."""

    key: str
    values: dict


def register(templates: dict) -> None:
    """Add a game's templates (called when its text module is imported)."""
    clash = set(templates) & set(TEMPLATES)
    if clash and any(TEMPLATES[k] != templates[k] for k in clash):
        raise ValueError(f"two templates for {sorted(clash)[0]}")
    TEMPLATES.update(templates)


def render(template: str, values: dict) -> str:
    """Fill a template: counts first (``{n:# card:# cards}``), then plain values."""
    if "#" in template:  # a count (every count form holds a "#")
        def count(m):
            n = values[m[1]]
            return (m[2] if n == 1 else m[3]).replace("#", str(n))
        template = _COUNT.sub(count, template)
    for v in values.values():
        if isinstance(v, (list, Said)):
            values = {k: _plain(v) for k, v in values.items()}
            break
    return template.format(**values)


def _plain(value):
    """A value as the English shows it: a list as ``a / b``; a nested sentence as its text."""
    if isinstance(value, list):
        return " / ".join(map(str, value))
    return str(value) if isinstance(value, Said) else value


def said(key: str, /, **values) -> Said:
    """The sentence ``key`` filled with ``values`` (which must be JSON values, or other ``Said``)."""
    s = Said(render(TEMPLATES[key], values))
    s.key, s.values = key, values
    return s


def message(error: Exception):
    """An exception's message: the ``Said`` it was raised with, else its text."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Said) else str(error)


def spec(text):
    """``{"id": ..., <values>}`` for a ``Said`` (nested sentences as specs too); None for plain text."""
    if not isinstance(text, Said):
        return None
    return {"id": text.key, **{k: (spec(v) if isinstance(v, Said) else v) for k, v in text.values.items()}}


def from_spec(value):
    """The ``Said`` a spec was made from (``spec`` turned back); plain text stays as it is."""
    if not isinstance(value, dict) or not isinstance(value.get("id"), str) or value["id"] not in TEMPLATES:
        return value
    return said(value["id"], **{k: from_spec(v) for k, v in value.items() if k != "id"})


def with_specs(value):
    """A copy of a JSON value in which every dict entry ``x`` holding a ``Said`` gains ``x_say``."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            out[k] = with_specs(v)
            if isinstance(v, Said):
                out[f"{k}_say"] = spec(v)
        return out
    if isinstance(value, list):
        return [with_specs(v) for v in value]
    return value
