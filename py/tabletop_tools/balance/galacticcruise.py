"""Galactic Cruise's balance study and bot strength (figures, not a test).

Every face in data.py is a [reconstruction]. ``--study`` plays seeded games with the same level on every
seat and prints game length (rounds, moves), the score range and its sources, launches, and how often
each action space is used (share of all actions, and the share of games in which a player never takes
it); ``--strength`` plays one Hard against Medium on the other seats, Hard's seat rotating, and prints
Hard's wins with a 95 % Wilson interval and the bots' move times. Games run on every core.

    PYTHONPATH=py python -m tabletop_tools.balance.galacticcruise --study --games 300 --players 2,3,4
    PYTHONPATH=py python -m tabletop_tools.balance.galacticcruise --strength --games 300 --players 3
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from statistics import mean

from tabletop import engine

GAME = "galacticcruise"


def play(levels: list, seed: int, options: dict = None, start_rep: tuple = None) -> dict:
    """One seeded game with ``levels`` by seat; what the study counts. ``start_rep`` tries another
    starting reputation by seat (D1) in this process only."""
    from tabletop.games.galacticcruise import bots, data, rules
    if start_rep:
        data.START_REPUTATION[len(levels)] = tuple(start_rep)
    s = rules.setup({"players": len(levels), **(options or {})}, seed)
    acts = [Counter() for _ in levels]
    times = {lvl: [] for lvl in set(levels)}
    i = 0
    while rules.to_move(s) is not None:
        seat = rules.to_move(s)
        t = time.perf_counter()
        move = bots.BOTS[levels[seat]](rules, rules.view(s, seat, foresight=False), seed * 1009 + i)
        times[levels[seat]].append(time.perf_counter() - t)
        if move["t"] == "act":
            acts[seat][move["action"]] += 1
        elif move["t"] in ("launch", "meeting"):
            acts[seat][move["t"]] += 1
        s = rules.play(s, move)
        i += 1
    res = rules.result(s)
    return {"winner": res["winner"], "scores": res["scores"], "rounds": s["round"], "moves": i, "acts": acts,
            "launches": [p["launches"] for p in s["players"]], "ended": s["ended"],
            "sources": [{it["source"]: it["points"] for it in b["items"]} for b in res["breakdown"]],
            "times": {k: (sum(v), max(v, default=0.0), len(v)) for k, v in times.items()}}


def _run(args):
    return play(*args)


def run_all(jobs: list) -> list:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return list(pool.map(_run, jobs, chunksize=1))


def study(players: int, games: int, level: str, options: dict = None, first_seed: int = 70000,
          start_rep: tuple = None) -> str:
    out = run_all([([level] * players, first_seed + g, options, start_rep) for g in range(games)])
    rounds = [r["rounds"] for r in out]
    scores = [x for r in out for x in r["scores"]]
    lines = [f"{players} players, {level} on every seat, {games} games"
             + (f", starting reputation {'/'.join(map(str, start_rep))}" if start_rep else "") + ":",
             f"  rounds {mean(rounds):.1f} (min {min(rounds)}, max {max(rounds)}); moves {mean(r['moves'] for r in out):.0f};"
             f" ended by the track {sum(r['ended'] == 'track' for r in out)} of {games}"
             + "".join(f"; seed {first_seed + g} by {r['ended']} after {r['rounds']} rounds"
                       for g, r in enumerate(out) if r["ended"] != "track"),
             f"  scores {mean(scores):.1f} (min {min(scores)}, max {max(scores)}); winner's "
             f"{mean(max(r['scores']) for r in out):.1f}; seat wins "
             + ", ".join(f"{s}: {sum(r['winner'] == s for r in out)}" for s in range(players)),
             f"  launches a player {mean(x for r in out for x in r['launches']):.2f}"]
    sources = Counter()
    for r in out:
        for src in r["sources"]:
            sources.update(src)
    n = games * players
    lines.append("  points by source (mean a player): " + ", ".join(
        f"{k} {v / n:.1f}" for k, v in sorted(sources.items(), key=lambda kv: -kv[1])))
    total = Counter()
    never = Counter()
    for r in out:
        for a in r["acts"]:
            total.update(a)
    names = sorted(total, key=lambda k: -total[k])
    for r in out:
        for a in r["acts"]:
            for k in names:
                never[k] += a[k] == 0
    whole = sum(total.values())
    lines.append("  action use (share of choices; players who never took it):")
    for k in names:
        lines.append(f"    {k:<14} {100 * total[k] / whole:5.1f} %   never {100 * never[k] / n:5.1f} %")
    return "\n".join(lines)


def strength(players: int, games: int, first_seed: int = 80000) -> str:
    from tabletop_tools.bench import wilson
    jobs = []
    for g in range(games):
        levels = ["greedy"] * players
        levels[g % players] = "hard"
        jobs.append((levels, first_seed + g, None))
    out = run_all(jobs)
    wins = sum(r["winner"] == j[0].index("hard") for r, j in zip(out, jobs))
    low, high = wilson(wins, games)
    t = {lvl: [0.0, 0.0, 0] for lvl in ("hard", "greedy")}
    for r in out:
        for lvl, (total, worst, n) in r["times"].items():
            t[lvl][0] += total
            t[lvl][1] = max(t[lvl][1], worst)
            t[lvl][2] += n
    return (f"{players} players, one Hard against Medium, Hard's seat rotating, {games} games: Hard won {wins} "
            f"({100 * wins / games:.1f} %, 95 % interval {100 * low:.1f}-{100 * high:.1f} %; fair share "
            f"{100 / players:.0f} %); rounds {mean(r['rounds'] for r in out):.1f}\n"
            + "\n".join(f"  {lvl} move time, CPython: mean {1000 * a / max(1, n):.1f} ms, worst {1000 * w:.0f} ms "
                        f"over {n} moves" for lvl, (a, w, n) in t.items()))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--study", action="store_true")
    ap.add_argument("--strength", action="store_true")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--first-seed", type=int, default=70000, help="seed of the first game (a run can continue another)")
    ap.add_argument("--options", default="{}", help="game options as JSON, e.g. '{\"section_size\": 4}'")
    ap.add_argument("--start-rep", default=None, metavar="R0,R1,...",
                    help="try another starting reputation by seat (D1), e.g. 0,0,1 (one player count at a time)")
    a = ap.parse_args(argv)
    engine.GAMES.setdefault(GAME, "tabletop.games.galacticcruise")
    for players in (int(x) for x in a.players.split(",")):
        if a.study or not a.strength:
            rep = tuple(int(x) for x in a.start_rep.split(",")) if a.start_rep else None
            if rep and len(rep) != players:
                ap.error(f"--start-rep names {len(rep)} seats for {players} players")
            print(study(players, a.games, a.level, json.loads(a.options), a.first_seed, start_rep=rep), flush=True)
        if a.strength:
            print(strength(players, a.games), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
