"""KIKAI's balance study: with the same bots on both seats, how often does Yellow (who starts every
round) win, where do the points come from, and do fans matter? (figures, not a test)

The town, the pieces, the tracks and the tables are a [reconstruction] (data.py). This plays seeded
games and prints Yellow's win rate with a 95 % Wilson interval, the mean points of each scoring item,
the fans attracted and exhibited, billboards and Media Victories, and the score range. ``--variant``
changes data.py's numbers for one run, to compare a change before making it:

    PYTHONPATH=py python -m tabletop_tools.balance.kikai --games 60 --bots hard,hard \\
        --variant '{"EXHIBITION_ENERGY": [3,3,4,4,5,5,6,6,7,7,8,9,10]}'
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from tabletop.games.kikai import data


def apply(variant: dict) -> None:
    """Put ``variant``'s numbers in data: any of its upper-case tables, in data's own shapes (lists
    for tuples, string keys for numbered dicts); anything else is refused."""
    for name, value in variant.items():
        if not name.isupper() or not hasattr(data, name):
            raise SystemExit(f"data.py has no table {name!r}")
        old = getattr(data, name)
        if isinstance(old, tuple):
            value = tuple(tuple(x) if isinstance(x, list) else x for x in value)
        elif isinstance(old, dict) and old and all(isinstance(k, int) for k in old):
            value = {int(k): v for k, v in value.items()}
        setattr(data, name, value)


def study(games: int, bots=("hard", "hard"), options: dict = None, first_seed: int = 60000) -> dict:
    """``games`` seeded games; ``bots[0]`` plays Yellow on even games and Purple on odd ones."""
    from tabletop import engine
    from ..bench import wilson
    from tabletop.games.kikai import rules, scoring

    options = dict({"mode": "standard"}, **(options or {}))
    yellow, first_bot = 0.0, 0.0
    items, fans, shown, boards = Counter(), [], [], []
    scores, media = [], 0
    for g in range(games):
        seats = (bots[0], bots[1]) if g % 2 == 0 else (bots[1], bots[0])
        state = rules.setup(options, first_seed + g)
        i = 0
        while rules.to_move(state) is not None:
            seat = rules.to_move(state)
            state = rules.play(state, engine.bot("kikai", seats[seat])(rules, rules.view(state, seat), i))
            i += 1
        res = rules.result(state)
        yellow += (0 in res["winners"]) / len(res["winners"])
        first = 0 if g % 2 == 0 else 1
        first_bot += (first in res["winners"]) / len(res["winners"])
        media += res["media_victory"] is not None
        for seat in (0, 1):
            p = state["players"][seat]
            fans.append(p["attracted"])
            shown.append(sum(p["collected"].values()))
            boards.append(p["billboards"].count(False))
            if res["media_victory"] is None:
                scores.append(res["scores"][seat])
                for key, pts, _ in scoring.final_items(state, seat):
                    items[key] += pts
    n = len(scores) or 1
    return {"games": games, "bots": list(bots), "yellow": yellow / games, "yellow_ci95": wilson(yellow, games),
            "first_bot": first_bot / games, "media_victories": media,
            "items": {k: v / n for k, v in items.items()}, "mean_score": sum(scores) / n,
            "min_score": min(scores, default=0), "max_score": max(scores, default=0),
            "fans_attracted": sum(fans) / len(fans), "fans_exhibited": sum(shown) / len(shown),
            "billboards": sum(boards) / len(boards)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop_tools.balance.kikai", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bots", default="hard,hard", help="two levels, e.g. hard,greedy (default hard,hard)")
    parser.add_argument("--mode", default="standard", choices=("standard", "advanced"))
    parser.add_argument("--seed", type=int, default=60000, help="the first seed")
    parser.add_argument("--variant", default="{}", help="data.py tables to change for this run, as JSON")
    args = parser.parse_args(argv)
    apply(json.loads(args.variant))
    r = study(args.games, tuple(args.bots.split(",")), {"mode": args.mode}, args.seed)
    low, high = r["yellow_ci95"]
    print(f"{r['games']} games, {args.bots}, {args.mode}: Yellow wins {100 * r['yellow']:.1f} % "
          f"(95 % CI {100 * low:.1f}-{100 * high:.1f}); {r['bots'][0]} wins {100 * r['first_bot']:.1f} %; "
          f"Media Victories {r['media_victories']}")
    print(f"  score mean {r['mean_score']:.1f} (range {r['min_score']}-{r['max_score']}); a player attracts "
          f"{r['fans_attracted']:.1f} fans, exhibits {r['fans_exhibited']:.1f}, puts up {r['billboards']:.1f} billboards")
    print("  points a player by item: " + ", ".join(f"{k.replace('during.', '')} {v:.1f}"
                                                     for k, v in r["items"].items() if abs(v) >= 0.05))
    return 0


if __name__ == "__main__":
    sys.exit(main())
