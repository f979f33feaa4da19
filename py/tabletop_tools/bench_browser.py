"""Benchmark helpers that run the same way in CPython and in Pyodide (``python3 build.py bench``).

``build.py bench`` calls these functions natively and, through ``web/bench-worker.mjs``, inside
Pyodide in the browser, so both sides time exactly the same code with ``time.perf_counter``.
Never used by the game itself; no timed tests depend on it.

- ``bot_positions()``: 45 positions from seeded 2- and 4-player and solo Betta games, as game
  envelopes (JSON data), each with the seed a bot should use there;
- ``time_bot(position, bot)``: one bot decision, timed;
- ``handle(request_json) -> reply_json``: the JSON entry point the browser worker calls
  (``{"op": "playouts" | "bot_move" | "positions" | "move_cost" | "info", ...}``), answering
  ``{"ok": ...}`` or ``{"error": "..."}``; ``move_cost`` is ``move_cost.one_move``: one human
  move late in a game, the old 8 ops against one ``turn``, engine time inside Pyodide.

>>> positions = bot_positions(games=(("staff", 2, (1,)),), per_game=2)
>>> len(positions), sorted(positions[0])
(2, ['label', 'seed', 'state'])
>>> sorted(time_bot(positions[0], "greedy"))
['move', 'ms']
"""

import json
import sys
import time

from tabletop import __version__, api
from . import move_cost
from .bench import random_playouts

# (mode, players, seeds) of the Betta games the bot positions come from: the solo hard bot
# searches more worlds than the multiplayer one, so it is timed too.
BOT_GAMES = (("staff", 2, (1, 2, 3)), ("staff", 4, (1, 2, 3)), ("solo", 1, (1, 2, 3)))
PER_GAME = 5  # positions taken from each game, spread evenly over it: 9 games x 5 = 45


def bot_positions(games=BOT_GAMES, per_game: int = PER_GAME) -> list:
    """Positions where a seat must move, from seeded Betta games played out by the greedy bot."""
    positions = []
    for mode, players, seeds in games:
        for seed in seeds:
            game = api.new_game("betta", {"mode": mode, "players": players}, seed)
            line = []
            while api.to_move(game) is not None:
                line.append(game)
                game = api.play(game, api.bot_move(game, "greedy", len(line)))
            last = max(len(line) - 2, 0)  # the final move is nearly forced: leave it out
            count = min(per_game, last + 1)
            picks = sorted({round(i * last / max(count - 1, 1)) for i in range(count)})
            for ply in picks:
                positions.append({
                    "label": f"betta {mode} {players}p seed {seed} ply {ply}",
                    "state": line[ply],
                    "seed": 1000 * seed + ply,
                })
    return positions


def time_bot(position: dict, bot: str = "hard") -> dict:
    """One decision of ``bot`` at ``position``: its time (ms, perf_counter) and the move."""
    start = time.perf_counter()
    move = api.bot_move(position["state"], bot, position["seed"])
    return {"ms": 1000 * (time.perf_counter() - start), "move": move}


def info() -> dict:
    return {"engine": __version__, "python": sys.version.split()[0], "platform": sys.platform}


def handle(request_json: str) -> str:
    """``{"op": "playouts", "game", "options", "seconds"}`` -> ``bench.random_playouts``'s figures;
    ``{"op": "bot_move", "position", "bot"}`` -> ``time_bot``; ``{"op": "positions"}`` ->
    ``bot_positions()``; ``{"op": "move_cost", "state", "move", "runs"}`` -> ``move_cost.one_move``;
    ``{"op": "info"}`` -> ``info()``."""
    try:
        request = json.loads(request_json)
        op = request["op"]
        if op == "playouts":
            value = random_playouts(request["game"], request["options"], float(request["seconds"]))
        elif op == "bot_move":
            value = time_bot(request["position"], request.get("bot", "hard"))
        elif op == "positions":
            value = bot_positions()
        elif op == "move_cost":
            value = move_cost.one_move(request["state"], request.get("move"), int(request.get("runs", move_cost.RUNS)))
        elif op == "info":
            value = info()
        else:
            raise ValueError(f"unknown bench op {op!r}")
    except Exception as e:  # a benchmark reports what failed rather than hiding it
        return json.dumps({"error": f"{type(e).__name__}: {e}"})
    return json.dumps({"ok": value})
