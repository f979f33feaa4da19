"""Copying a game state: plain JSON data (dict, list, str, int, float, bool, None).

``play`` returns a new state and never changes its input (DESIGN.md), so a game copies the state
before changing it. ``copy`` is the one way: a recursive copy of dicts and lists that shares the
immutable leaves, several times faster than ``copy.deepcopy`` (no memo, no dispatch on types).

>>> s = {"deck": ["a", "b"], "hands": [["c"], []], "pending": None}
>>> t = copy(s)
>>> t == s and t["hands"][0] is not s["hands"][0]
True

A game may say, for speed, how many levels of a top-level entry to copy (``levels``): 0 shares it (a
move never changes it in place: the options), 1 makes a new list or dict of the same entries (what a
move only appends to: a history, the rolls made), 2 copies the lists in a list, and so on. A level at
least as deep as the entry copies it all, at C speed for its last level; entries not named are copied
all the way down.

>>> s = {"history": [{"move": 1}], "hands": [["a"], ["b"]], "options": {"laps": 1}}
>>> t = copy(s, {"history": 1, "hands": 2, "options": 0})
>>> t["history"] is not s["history"], t["history"][0] is s["history"][0], t["options"] is s["options"]
(True, True, True)
>>> t["hands"][1] is not s["hands"][1]
True
"""

__all__ = ["copy"]


def _deep(value):
    t = type(value)
    if t is dict:
        return {k: (_deep(v) if type(v) in _NESTED else v) for k, v in value.items()}
    if t is list:
        return [_deep(v) if type(v) in _NESTED else v for v in value]
    return value


_NESTED = frozenset((dict, list))


def _levels(value, n: int):
    t = type(value)
    if n == 0 or (t is not dict and t is not list):
        return value
    if n == 1:
        return value.copy()
    if n == 2:
        if t is dict:
            return {k: (v.copy() if type(v) in _NESTED else v) for k, v in value.items()}
        return [v.copy() if type(v) in _NESTED else v for v in value]
    if t is dict:
        return {k: _levels(v, n - 1) for k, v in value.items()}
    return [_levels(v, n - 1) for v in value]


def copy(value, levels: dict | None = None):
    """A copy of JSON data that shares nothing mutable with ``value`` (tuples and other immutable
    leaves are shared), except below the ``levels`` given for some top-level entries."""
    if not levels or type(value) is not dict:
        return _deep(value)
    out = {}
    for k, v in value.items():
        n = levels.get(k)
        out[k] = _deep(v) if n is None else _levels(v, n)
    return out
