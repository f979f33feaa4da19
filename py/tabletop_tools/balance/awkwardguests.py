"""Awkward Guests' study: how fast is a case solved, how strong is Hard, what do the generated cases
look like? (figures, not a test)

The cases are a [reconstruction] (case.py). Three parts, each per level:

- ``--cases N``: N case numbers generated: time per case (mean, worst), attempts, the proof's size,
  how often there is an accomplice, the share of card values 1 / 2 / 3;
- the default: seeded games with Hard on every seat: rounds until the case is solved (min / mean /
  max), how the game ended, cards a winner had seen;
- ``--strength``: one Hard against Medium on every other seat, Hard's seat rotating: Hard's win rate
  (a fair share is 1 / players) and the rounds it needed.

    PYTHONPATH=py python -m tabletop_tools.balance.awkwardguests --cases 1000
    PYTHONPATH=py python -m tabletop_tools.balance.awkwardguests --games 100 --players 3,5 --levels easy,hard
    PYTHONPATH=py python -m tabletop_tools.balance.awkwardguests --strength --games 150 --players 3
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from statistics import mean

from tabletop import engine
from tabletop.games.awkwardguests import case, data

GAME = "awkwardguests"


def study_cases(level: str, count: int) -> str:
    times, attempts, cores, accomplices, values = [], [], [], 0, Counter()
    for number in range(1, count + 1):
        t = time.perf_counter()
        c = case.generate(number, level)
        times.append(time.perf_counter() - t)
        attempts.append(c["attempts"])
        cores.append(len(c["core"]))
        accomplices += c["solution"]["accomplice"] is not None
        values.update(x["value"] for x in c["cards"])
    total = sum(values.values())
    return (f"{level:>10}: {mean(times) * 1000:5.1f} ms a case (worst {max(times) * 1000:5.1f}), attempts "
            f"{mean(attempts):.2f} (max {max(attempts)}), proof {mean(cores):.1f} cards ({min(cores)}-{max(cores)}), "
            f"accomplice {accomplices / count:.0%}, values 1/2/3: "
            + " / ".join(f"{values[v] / total:.0%}" for v in (1, 2, 3)))


def play(levels: list, seed: int, level: str, max_rounds: int = 60) -> tuple:
    """One seeded game of bots; returns (state, worst move seconds)."""
    rules = engine.rules(GAME)
    s = rules.setup({"players": len(levels), "level": level, "max_rounds": max_rounds}, seed)
    worst, moves = 0.0, 0
    while s["phase"] != "over":
        seat = rules.to_move(s)
        t = time.perf_counter()
        move = engine.bot(GAME, levels[seat])(rules, rules.view(s, seat), seed * 1000 + moves)
        worst = max(worst, time.perf_counter() - t)
        s = rules.play(s, move)
        moves += 1
    return s, worst


def study_games(players: int, level: str, games: int, strength: bool) -> str:
    wins, rounds, ended, seen, worst = 0, [], Counter(), [], 0.0
    for g in range(games):
        seat = g % players
        levels = ["hard"] * players if not strength else ["greedy"] * seat + ["hard"] + ["greedy"] * (players - 1 - seat)
        s, w = play(levels, 90000 + g, level)
        worst = max(worst, w)
        rounds.append(s["round"])
        ended[s["ended"]] += 1
        if s["winner"] is not None:
            seen.append(len(s["notebooks"][s["winner"]]))
        wins += s["winner"] == seat
    head = f"{players}p {level:>10}, {games} games: rounds {min(rounds)}-{max(rounds)} (mean {mean(rounds):.1f})"
    if strength:
        return head + f"; Hard wins {wins / games:.1%} (fair share {1 / players:.0%}); worst move {worst * 1000:.0f} ms"
    return (head + f"; ended {dict(ended)}; a winner had seen {mean(seen):.1f} of {data.DECK_SIZE} cards"
            f"; worst move {worst * 1000:.0f} ms")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", default="3")
    p.add_argument("--levels", default="easy")
    p.add_argument("--strength", action="store_true")
    p.add_argument("--cases", type=int, default=0, help="study this many generated cases per level instead")
    a = p.parse_args(argv)
    levels = data.LEVEL_IDS if a.levels == "all" else a.levels.split(",")
    if a.cases:
        for level in levels:
            print(study_cases(level, a.cases), flush=True)
        return 0
    for players in (int(x) for x in a.players.split(",")):
        for level in levels:
            print(study_games(players, level, a.games, a.strength), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
