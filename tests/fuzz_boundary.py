"""A seeded fuzz of the engine's JSON boundary: mutated states, moves and arguments for every op of
every registered game. Every reply must be strict JSON (no NaN) and none an "internal" error.

    python3 tests/fuzz_boundary.py [--requests N] [--seed S]   # from the repository root

prints, per game, the requests sent, how many were answered, refused (by code) and crashed, the
slowest reply, and what the state's checks cost a call. ``tests/test_boundary.py`` runs a smaller fuzz as a test.
"""

import copy
import json
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from tabletop import api, engine  # noqa: E402

JUNK = (None, -1, 0, 1, 10 ** 9, 2 ** 60, 1.5, -0.5, "??", "", True, False, [], {}, [[[[1]]]], {"x": {"y": 1}})
OPS = ("view", "legal_moves", "to_move", "previews", "preview", "pending_view", "play", "result", "record",
       "log", "bot_move", "undo_info", "undo", "take_back", "replay")


def strict(raw: str) -> dict:
    """A reply parsed as strict JSON: NaN and Infinity raise."""
    def refuse(constant):
        raise ValueError(f"{constant} in a reply")
    return json.loads(raw, parse_constant=refuse)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def mutate(value, r: random.Random):
    """A copy of ``value`` with one random change somewhere inside it."""
    value = copy.deepcopy(value)
    paths = list(_paths(value))
    path = r.choice(paths)
    if not path:
        return r.choice(JUNK)
    parent = value
    for k in path[:-1]:
        parent = parent[k]
    key, here = path[-1], parent[path[-1]]
    kind = r.randrange(6)
    if kind == 0 and isinstance(parent, dict):
        del parent[key]
    elif kind == 1 and isinstance(here, list) and here:
        here.append(copy.deepcopy(r.choice(here)))
    elif kind == 2 and isinstance(here, list) and here:
        here.pop(r.randrange(len(here)))
    elif kind == 3 and isinstance(here, (int, float)) and not isinstance(here, bool):
        parent[key] = r.choice((-here - 1, here + 1, here * 1000 + 7, float(here), -10 ** 12))
    elif kind == 4 and isinstance(parent, dict):
        parent[r.choice(("extra", "??", key + "x" if isinstance(key, str) else "k"))] = r.choice(JUNK)
    else:
        parent[key] = r.choice(JUNK)
    return value


def positions(game_id: str, r: random.Random, count: int) -> list:
    """Game envelopes along one random game (its start, some middle positions, perhaps its end)."""
    mode = next(g for g in engine.games() if g["id"] == game_id)["modes"][0]
    options = {"mode": mode["id"], "players": r.randint(*mode["players"])}
    g = engine.new_game(game_id, options, r.randrange(10 ** 6))
    out = [g]
    while engine.to_move(g) is not None and len(g["moves"]) < 400:
        g = engine.play(g, r.choice(engine.legal_moves(g)))
        if r.random() < 0.08:
            out.append(g)
    out.append(g)
    r.shuffle(out)
    return out[:count]


def request(game: dict, r: random.Random) -> dict:
    op = r.choice(OPS)
    legal = engine.legal_moves(game) or [{}]
    move = r.choice(legal)
    args = {"state": game}
    if op in ("preview", "pending_view", "play"):
        args["move"] = move
    elif op == "view":
        args["seat"] = r.choice((0, 1, None, -1, 99, True, 1.0))
    elif op in ("undo_info", "undo", "take_back"):
        args["seat"] = r.choice((0, 1, 2))
    elif op == "bot_move":
        args.update(bot=r.choice(("random", "greedy")), seed=r.randrange(1000))
    elif op == "replay":
        args = {"record": engine.record(game)}
    # mutate the state (mostly), or the move, or the record, or add a stray argument
    what = r.random()
    if "record" in args:
        args["record"] = mutate(args["record"], r)
    elif what < 0.7:
        args["state"] = {**game, "state": mutate(game["state"], r)}
    elif what < 0.85 and "move" in args:
        args["move"] = mutate(move, r)
    elif what < 0.93:
        args["state"] = mutate(game, r)
    else:
        args[r.choice(("seat", "bot", "extra"))] = r.choice(JUNK)
    return {"op": op, **args}


def fuzz(requests_per_game: int = 1000, seed: int = 0, games=None) -> dict:
    """Send ``requests_per_game`` mutated requests per game; the figures, with examples of failures."""
    r = random.Random(seed)
    out = {"requests": 0, "ok": 0, "refused": 0, "internal": 0, "not_json": 0, "codes": {}, "slowest_ms": 0.0,
           "slowest": None, "internal_examples": [], "per_game": {}}
    for game_id in games or engine.GAMES:
        sent, worst = 0, 0.0
        places = positions(game_id, r, 6)
        for i in range(requests_per_game):
            req = request(places[i % len(places)], r)
            started = time.perf_counter()
            raw = api.handle(json.dumps(req))
            ms = (time.perf_counter() - started) * 1000
            sent += 1
            try:
                reply = strict(raw)
            except ValueError:
                out["not_json"] += 1
                continue
            err = reply.get("error")
            if err is None:
                out["ok"] += 1
            else:
                out["refused"] += 1
                out["codes"][err["code"]] = out["codes"].get(err["code"], 0) + 1
                if err["code"] == "internal":
                    out["internal"] += 1
                    if len(out["internal_examples"]) < 5:
                        out["internal_examples"].append((game_id, req["op"], err["message"]))
            worst = max(worst, ms)
            if ms > out["slowest_ms"]:
                out["slowest_ms"], out["slowest"] = ms, (game_id, req["op"])
        out["requests"] += sent
        out["per_game"][game_id] = {"requests": sent, "slowest_ms": round(worst, 1)}
    return out


def check_costs(seed: int = 0) -> dict:
    """Microseconds per call that ``boundary.check_game`` adds, per game, over positions of a random game."""
    from tabletop.boundary import check_game
    r = random.Random(seed)
    out = {}
    for game_id in engine.GAMES:
        places = positions(game_id, r, 6)
        started = time.perf_counter()
        for _ in range(50):
            for g in places:
                check_game(g)
        out[game_id] = (time.perf_counter() - started) / (50 * len(places)) * 1e6
    return out


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--requests", type=int, default=1000, help="requests per game")
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()
    started = time.perf_counter()
    f = fuzz(a.requests, a.seed)
    print(f"{f['requests']} requests in {time.perf_counter() - started:.1f} s: {f['ok']} answered, "
          f"{f['refused']} refused {f['codes']}, {f['internal']} internal, {f['not_json']} not strict JSON")
    print(f"slowest reply {f['slowest_ms']:.0f} ms ({f['slowest']})")
    for g, x in f["per_game"].items():
        print(f"  {g:14} {x['requests']:6} requests, slowest {x['slowest_ms']} ms")
    for ex in f["internal_examples"]:
        print("  internal:", ex)
    costs = check_costs(a.seed)
    print("the state's checks per call (CPython): " + ", ".join(f"{g} {us:.0f} µs" for g, us in costs.items()))
