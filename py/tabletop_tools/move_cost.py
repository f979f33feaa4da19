"""What one human move costs between a table and the engine: the old 8 ops against one ``turn`` (issue 30).

Runs the same in CPython (``tests/bench_turn.py``) and in Pyodide (``python3 build.py bench``, through
``bench_browser.handle``'s ``move_cost`` op), so both sides time exactly the same code.

- ``GAMES``: the games measured, (label, game, options);
- ``late_position(game, options)``: a position about 80 % through a game the greedy bots play,
  with seat 0 (the human) to move;
- ``positions()``: one such position per game of ``GAMES``, with the move the human plays there;
- ``requests(state, move)``: the requests a table sent for that move, before (``play``, then
  ``to_move``, ``result``, ``record``, ``view``, ``previews``, ``undo_info`` and the renderer's own
  ``legal_moves``: 8 round trips; ``"LAST"`` stands for the state ``play`` answered) and now
  (``turn``: 1);
- ``timed(requests)``: engine time (ms, ``perf_counter`` around ``api.handle``) and the bytes of
  the requests (compact, as the page's JSON.stringify writes them) and answers (as ``api.handle``
  writes them) as JSON text;
- ``one_move(state, move, runs)``: both ways, ``runs`` times each (interleaved): round trips, median
  engine ms, every run's ms, and bytes.

>>> g = late_position("betta", {"mode": "staff", "players": 2}, share=0.3)
>>> fig = one_move(g, None, runs=1)
>>> fig["before"]["trips"], fig["now"]["trips"], fig["before"]["bytes"] > fig["now"]["bytes"] > 0
(8, 1, True)
"""

from __future__ import annotations

import json
import statistics
import time

from tabletop import api, engine

GAMES = (
    ("Betta 2p", "betta", {"mode": "staff", "players": 2}),
    ("Quibbles 3p", "quibbles", {"players": 3}),
    ("Sea Salt & Paper 3p", "seasaltpaper", {"players": 3}),
    ("Formula D 6p 2 laps", "formulad", {"players": 6, "laps": 2}),
)
RUNS = 5  # each way, per game: the median is reported


def late_position(game: str, options: dict, seed: int = 11, share: float = 0.8) -> dict:
    """A position about ``share`` of the way through a game the greedy bots play, with seat 0 to move."""
    g = engine.new_game(game, options, seed)
    states = []
    while engine.result(g) is None:
        states.append(g)
        move = json.loads(api.handle(json.dumps({"op": "bot_move", "state": g, "seed": len(states)})))["ok"]
        g = engine.play(g, move)
    late = [s for s in states[: int(len(states) * share)] if engine.to_move(s) == 0]
    return late[-1]


def positions(games=GAMES) -> list:
    """For each game: {label, game, state (seat 0 to move), move (the one the human plays)}."""
    out = []
    for label, game, options in games:
        state = late_position(game, options)
        out.append({"label": label, "game": game, "state": state, "move": engine.legal_moves(state)[0]})
    return out


def requests(state: dict, move) -> dict:
    """The table's requests for one move of seat 0, before (8) and now (1)."""
    before = [{"op": "play", "state": state, "move": move}] + [
        {"op": op, "state": "LAST", **extra} for op, extra in (
            ("to_move", {}), ("result", {}), ("record", {}), ("view", {"seat": 0}),
            ("previews", {}), ("undo_info", {"seat": 0}), ("legal_moves", {}))]
    now = [{"op": "turn", "state": state, "move": move, "seats": [0], "previews": True}]
    return {"before": before, "now": now}


def timed(reqs: list) -> tuple:
    """Engine time (ms) and bytes both ways of answering requests in order; "LAST" is the last state played."""
    total_bytes, engine_s, state = 0, 0.0, None
    for req in reqs:
        if req.get("state") == "LAST":
            req = {**req, "state": state}
        body = json.dumps(req, separators=(",", ":"), ensure_ascii=False)  # as JSON.stringify writes it
        start = time.perf_counter()
        reply = api.handle(body)
        engine_s += time.perf_counter() - start
        total_bytes += len(body) + len(reply)
        ok = json.loads(reply)["ok"]
        if req["op"] in ("play", "turn") and isinstance(ok, dict) and "state" in ok:
            state = ok["state"]
    return engine_s * 1000, total_bytes


def one_move(state: dict, move=None, runs: int = RUNS) -> dict:
    """The old 8 ops and the one ``turn`` for seat 0's ``move`` (default: its first legal move)."""
    if move is None:
        move = engine.legal_moves(state)[0]
    reqs = requests(state, move)
    ms = {"before": [], "now": []}
    sizes = {}
    for _ in range(runs):
        for name in ("before", "now"):
            t, sizes[name] = timed(reqs[name])
            ms[name].append(t)
    return {name: {"trips": len(reqs[name]), "ms": statistics.median(ms[name]), "runs_ms": ms[name],
                   "bytes": sizes[name]} for name in ("before", "now")}
