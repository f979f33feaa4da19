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
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tabletop import api, engine  # noqa: E402
from tabletop_tools.move_cost import GAMES, late_position, one_move  # noqa: E402  (shared with build.py bench)


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
    print(f"  {'game':<20}{'before':>32}{'now (turn)':>32}")
    for label, game, options in GAMES:
        r = one_move(late_position(game, options))
        cell = lambda x: f"{x['trips']} trips {x['ms']:7.1f} ms {x['bytes'] / 1024:6.0f} KB"  # noqa: E731
        print(f"  {label:<20}{cell(r['before']):>32}{cell(r['now']):>32}")
    print("\nundo_info in a 10-car, 3-lap Formula D race (ms)")
    print(f"  {'move':>6}{'replayed (before)':>20}{'kept (now)':>14}")
    for at, replayed, kept in undo_cost():
        print(f"  {at:>6}{replayed:>20.2f}{kept:>14.4f}")


if __name__ == "__main__":
    main()
