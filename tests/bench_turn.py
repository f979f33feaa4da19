"""What a move costs between the page and the engine, before and after the `turn` op (issue 30).

Run: `.venv/bin/python tests/bench_turn.py` (CPython; the browser's Pyodide is slower by a factor the
browser bench, `build.py bench`, prints). For each game, a human seat plays against bots to late in
the game; at that position one human move is asked for the way the table asked before (`play`, then
`to_move`, `result`, `record`, `view`, `previews`, `undo_info`, and the renderer's own
`legal_moves`: 8 round trips) and the way it asks now (`turn`: 1). Printed: round trips, bytes
posted both ways (requests and answers, as JSON), and the engine time. Then `undo_info` at moves 5,
100 and 500 of a Formula D race: replayed (before) and kept with the move (now).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tabletop import api, engine  # noqa: E402

GAMES = [
    ("betta", {"mode": "staff", "players": 2}),
    ("quibbles", {"players": 3}),
    ("seasaltpaper", {"players": 3}),
    ("formulad", {"players": 6, "laps": 2}),
]


def late_position(game: str, options: dict, seed: int = 11, share: float = 0.8) -> dict:
    """A position about `share` of the way through a game the greedy bots play, with seat 0 to move."""
    g = engine.new_game(game, options, seed)
    states = []
    while engine.result(g) is None:
        states.append(g)
        move = json.loads(api.handle(json.dumps({"op": "bot_move", "state": g, "seed": len(states)})))["ok"]
        g = engine.play(g, move)
    late = [s for s in states[: int(len(states) * share)] if engine.to_move(s) == 0]
    return late[-1]


def timed(requests: list[dict]) -> tuple[float, int]:
    """Engine time (ms) and bytes both ways of answering requests in order; each may use the last state."""
    total_bytes, start, state = 0, time.perf_counter(), None
    for req in requests:
        if req.get("state") == "LAST":
            req = {**req, "state": state}
        body = json.dumps(req)
        reply = api.handle(body)
        total_bytes += len(body) + len(reply)
        ok = json.loads(reply)["ok"]
        if req["op"] in ("play", "turn") and isinstance(ok, dict) and "state" in ok:
            state = ok["state"]
    return (time.perf_counter() - start) * 1000, total_bytes


def one_move(g: dict) -> dict:
    move = engine.legal_moves(g)[0]
    before = [{"op": "play", "state": g, "move": move}] + [
        {"op": op, "state": "LAST", **extra} for op, extra in (
            ("to_move", {}), ("result", {}), ("record", {}), ("view", {"seat": 0}),
            ("previews", {}), ("undo_info", {"seat": 0}), ("legal_moves", {}))]
    now = [{"op": "turn", "state": g, "move": move, "seats": [0], "previews": True}]
    runs = {"before": [], "now": []}
    for _ in range(5):
        for name, reqs in (("before", before), ("now", now)):
            runs[name].append(timed(json.loads(json.dumps(reqs))))
    return {name: (len(reqs), statistics.median(t for t, _ in runs[name]), runs[name][0][1])
            for name, reqs in (("before", before), ("now", now))}


def undo_cost() -> list[tuple[int, float, float]]:
    g = engine.new_game("formulad", {"players": 10, "laps": 3}, 5)
    mod = engine.rules("formulad")
    out = []
    for at in (5, 100, 500):
        while len(g["moves"]) < at and engine.result(g) is None:
            move = json.loads(api.handle(json.dumps({"op": "bot_move", "state": g, "seed": len(g["moves"])})))["ok"]
            g = engine.play(g, move)
        seat = g["last"]["seat"]
        t0 = time.perf_counter()
        engine._undo_info_replayed(mod, g, seat)
        t1 = time.perf_counter()
        for _ in range(100):
            engine.undo_info(g, seat)
        t2 = time.perf_counter()
        out.append((len(g["moves"]), (t1 - t0) * 1000, (t2 - t1) * 10))
    return out


def main() -> None:
    print("One human move late in a game, CPython (round trips, engine ms, bytes both ways)")
    print(f"  {'game':<14}{'before':>32}{'now (turn)':>32}")
    for game, options in GAMES:
        r = one_move(late_position(game, options))
        cell = lambda x: f"{x[0]} trips {x[1]:7.1f} ms {x[2] / 1024:6.0f} KB"  # noqa: E731
        print(f"  {game:<14}{cell(r['before']):>32}{cell(r['now']):>32}")
    print("\nundo_info in a 10-car, 3-lap Formula D race (ms)")
    print(f"  {'move':>6}{'replayed (before)':>20}{'kept (now)':>14}")
    for at, replayed, kept in undo_cost():
        print(f"  {at:>6}{replayed:>20.2f}{kept:>14.4f}")


if __name__ == "__main__":
    main()
