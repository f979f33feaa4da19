"""Cathood's balance study: how long do games last, which actions are worth taking, do games stall?
(figures, not a test)

The tiles, the cards and every point value are a [reconstruction] (data.py). This plays seeded games
(Hard on every seat by default) and prints, per player count: the game's length in rounds and turns,
the score range (min / median / max, and the winner's), how often each action (linear, diagonal,
rotate, swap, pet_shop, building, park, repeat) is taken per turn, how often the game hits
``data.ROUND_LIMIT`` (a stall: nobody placed all Houses and Statues), and how often a turn has nothing
useful: no first action gains anything (no cube, card, House or Statue; ``idle_offer``), or the turn
the bot played gained nothing (``idle_played``). ``--strength`` instead plays one Hard against Medium
on the other seats, Hard's seat rotating, and prints Hard's win rate (a shared win counts as a share).
``--variant`` changes data.py's numbers for one run, to compare a change before making it:

    PYTHONPATH=py python -m tabletop_tools.balance.cathood --games 300 --players 2,3,4
    PYTHONPATH=py python -m tabletop_tools.balance.cathood --strength --games 100 --players 2,3,4
    PYTHONPATH=py python -m tabletop_tools.balance.cathood --games 60 --variant '{"FIRST_STATUE_POINTS": 3}'
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from statistics import mean, median

from tabletop.games.cathood import data

ACTIONS = (*data.ACTIONS, "repeat")


def apply(variant: dict) -> None:
    """Put ``variant``'s numbers in data (its upper-case names only; lists become tuples)."""
    for name, value in variant.items():
        if not name.isupper() or not hasattr(data, name):
            raise SystemExit(f"data.py has no table {name!r}")
        old = getattr(data, name)
        if isinstance(old, dict):
            old.update(value)
        else:
            setattr(data, name, tuple(value) if isinstance(value, list) else value)
    for card in data.CARDS.values():  # the cards carry their type's points
        if card["deck"] == "toy":
            card["points"] = data.TOY_POINTS[card["type"]]


def _gained(rules, s: dict, seat: int) -> tuple:
    """What a seat holds that only grows by a useful action: cubes, cards, Houses and Statues placed."""
    p = s["players"][seat]
    return (sum(p["resources"].values()), len(p["toys"]) + len(p["cards"]), -p["houses"], -p["statues"])


def _useful(before: tuple, after: tuple) -> bool:
    return after[0] > before[0] or any(a > b for a, b in zip(after[1:], before[1:]))


def _offer_is_idle(rules, s: dict, seat: int) -> bool:
    """Whether no first action of the turn gains anything at once (the stop's effects settled the
    simple way: first choice, no Coffee, a fight a tie)."""
    from tabletop.games.cathood import bots
    before = _gained(rules, s, seat)
    for m in rules.legal_moves(s):
        if m["type"] == "end_turn":
            continue
        x = bots.fast_play(rules, s, m)
        while x["phase"] in ("order", "coffee", "dog", "bee", "sign", "steal") and x["active"] == seat:
            moves = rules.legal_moves(x)
            pick = {"sign": {"type": "sign", "sign": "rock"}, "coffee": {"type": "coffee_done"}}.get(x["phase"], moves[0])
            x = bots.fast_play(rules, x, pick)
        if _useful(before, _gained(rules, x, seat)):
            return False
    return True


def study(players: int, games: int, bots=("hard",), first_seed: int = 90000, strength: bool = False) -> dict:
    """``games`` seeded games at ``players``; with ``strength``, one Hard against Medium, its seat
    rotating with the game; else ``bots`` on the seats in turn."""
    from tabletop import engine
    from tabletop.games.cathood import rules, scoring

    rounds, turns, scores, winner_scores = [], [], [], []
    taken, n_turns, sources = Counter(), 0, Counter()
    stalls, idle_offer, idle_played = 0, 0, 0
    hard_wins, times = 0.0, {}
    for g in range(games):
        if strength:
            seats = ["greedy"] * players
            seats[g % players] = "hard"
        else:
            seats = [bots[(k + g) % len(bots)] for k in range(players)]
        s = rules.setup({"players": players}, first_seed + g)
        i, game_turns = 0, 0
        turn_start = None
        while rules.to_move(s) is not None:
            seat = rules.to_move(s)
            if s["phase"] == "action" and not s["turn"]["used"] and seat == s["active"] and turn_start is None:
                turn_start = _gained(rules, s, seat)
                if not strength and _offer_is_idle(rules, s, seat):
                    idle_offer += 1
            t = time.perf_counter()
            move = engine.bot("cathood", seats[seat])(rules, rules.view(s, seat), first_seed * 7 + i)
            times.setdefault(seats[seat], []).append(time.perf_counter() - t)
            if move["type"] in data.ACTIONS:
                taken["repeat" if move.get("repeat") else move["type"]] += 1
            active = s["active"]
            s = rules.play(s, move)
            i += 1
            if s["phase"] == "over" or s["active"] != active:  # the turn is over
                game_turns += 1
                if not _useful(turn_start, _gained(rules, s, active)):
                    idle_played += 1
                turn_start = None
        res = rules.result(s)
        rounds.append(s["round"])
        turns.append(game_turns)
        n_turns += game_turns
        stalls += s["end_triggered"] is None
        scores += res["scores"]
        for seat in range(players):
            sources.update(scoring.breakdown(s, seat))
        winner_scores.append(max(res["scores"]))
        if strength:
            hard = g % players
            hard_wins += (hard in res["winners"]) / len(res["winners"])
    return {
        "players": players, "games": games, "bots": ["hard+greedy"] if strength else list(bots),
        "rounds": (min(rounds), mean(rounds), max(rounds)), "turns": mean(turns), "stalls": stalls,
        "scores": (min(scores), median(scores), max(scores)), "winner": (min(winner_scores), mean(winner_scores)),
        "per_turn": {a: taken[a] / n_turns for a in ACTIONS},
        "sources": {k: v / (games * players) for k, v in sources.items()},
        "idle_offer": idle_offer / n_turns if not strength else None, "idle_played": idle_played / n_turns,
        "hard_wins": hard_wins / games if strength else None,
        "times": {k: (mean(v) * 1000, max(v) * 1000) for k, v in times.items()},
    }


def report(fig: dict, out=sys.stdout) -> None:
    low, avg, high = fig["rounds"]
    print(f"{fig['players']} players, {fig['games']} games ({', '.join(fig['bots'])}): rounds {low}-{high}, mean "
          f"{avg:.1f}; turns a game {fig['turns']:.1f}; stalls (round limit {data.ROUND_LIMIT}) {fig['stalls']}", file=out)
    lo, med, hi = fig["scores"]
    print(f"  scores min {lo} / median {med} / max {hi}; the winner's min {fig['winner'][0]}, mean "
          f"{fig['winner'][1]:.1f}", file=out)
    print("  points a player, by source: " + ", ".join(f"{k} {v:.1f}" for k, v in fig["sources"].items()), file=out)
    print("  actions a turn: " + ", ".join(f"{a} {v:.2f}" for a, v in fig["per_turn"].items()), file=out)
    idle = f"turns with nothing useful: played {100 * fig['idle_played']:.1f} %"
    if fig["idle_offer"] is not None:
        idle += f", offered {100 * fig['idle_offer']:.1f} %"
    print("  " + idle, file=out)
    if fig["hard_wins"] is not None:
        print(f"  Hard wins {100 * fig['hard_wins']:.1f} % (one Hard, its seat rotating)", file=out)
    print("  move times (ms, mean/worst): " + ", ".join(f"{k} {m:.1f}/{w:.0f}" for k, (m, w) in fig["times"].items()),
          file=out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop_tools.balance.cathood", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--bots", default="hard", help="levels on the seats in turn (default hard on all)")
    parser.add_argument("--strength", action="store_true", help="one Hard against Medium, seats rotating")
    parser.add_argument("--seed", type=int, default=90000, help="the first seed")
    parser.add_argument("--variant", default="{}", help="data.py tables to change for this run, as JSON")
    args = parser.parse_args(argv)
    apply(json.loads(args.variant))
    for players in (int(p) for p in args.players.split(",")):
        report(study(players, args.games, tuple(args.bots.split(",")), args.seed, args.strength))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
