"""tabletop.state.copy: the one state copy every game's ``play`` starts from."""

import copy as stdcopy
import random

import pytest

from tabletop import engine
from tabletop.state import copy

GAMES = list(engine.GAMES)


def _mutables(value, path=()):
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            yield from _mutables(v, path + (k,))
    elif isinstance(value, list):
        yield path, value
        for i, v in enumerate(value):
            yield from _mutables(v, path + (i,))


def test_copy_is_equal_and_shares_nothing_mutable():
    s = {"a": [1, [2, {"b": [3]}]], "c": {"d": None, "e": "x", "f": 1.5, "g": True}, "h": []}
    t = copy(s)
    assert t == s == stdcopy.deepcopy(s)
    ids = {id(v) for _, v in _mutables(s)}
    assert not ids & {id(v) for _, v in _mutables(t)}


def test_shallow_and_shared_entries():
    s = {"history": [{"n": 1}], "options": {"x": [1]}, "cars": [{"lap": [1]}], "n": 3}
    t = copy(s, {"history": 1, "options": 0})
    assert t == s
    assert t["history"] is not s["history"] and t["history"][0] is s["history"][0]
    assert t["options"] is s["options"]
    assert t["cars"][0]["lap"] is not s["cars"][0]["lap"]


def _positions(gid, count=3):
    import importlib
    mod = engine.rules(gid)
    for mode in importlib.import_module(engine.GAMES[gid]).MODES:
        for seed in range(count):
            players = mode["players"][seed % 2]
            g = engine.new_game(gid, {"mode": mode["id"], "players": players}, seed)
            r = random.Random(seed)
            for _ in range(60):
                if mod.to_move(g["state"]) is None:
                    break
                yield mod, g["state"]
                g = engine.play(g, r.choice(engine.legal_moves(g)))


@pytest.mark.parametrize("gid", GAMES)
def test_play_never_changes_its_input(gid):
    """Every move of a random game leaves the state it was played on exactly as it was."""
    for mod, state in _positions(gid):
        before = stdcopy.deepcopy(state)
        for move in mod.legal_moves(state)[:8]:
            mod.play(state, move)
            assert state == before
