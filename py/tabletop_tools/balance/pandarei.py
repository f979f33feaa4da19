"""Panda Rei's balance study: is any animal never worth taking, or always dominant? (figures, not a test)

The deck and the point tables are a [reconstruction] (data.py). This plays seeded bot games (Hard and
Medium in alternate seats) and prints, per animal: the points it gave every player and the winners on
average, and how often a picker took it when it lay on the table (its take rate). It also prints how
often the player with the most cats won (cats score n x n, the one set whose worth grows without
bound) and the share of the winner's points the cats made. ``--variant`` replaces data.py's numbers
for one run, to compare a change before making it:

    PYTHONPATH=py python -m tabletop_tools.balance.pandarei --games 120 --players 2,3,5 \\
        --variant '{"COPIES": {"cat": 8, "monkey": 10, "rabbit": 14, "bear": 12, "giraffe": 12,
                               "owl": 10, "panda": 12}}'
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from statistics import mean

from tabletop.games.pandarei import data


def apply(variant: dict) -> None:
    """Put ``variant``'s numbers in data (a dict entry is updated, any other value replaced); a variant
    with a name data.py lacks, or a deck of another size than 110, changes nothing."""
    for key in variant:
        if not hasattr(data, key):
            raise SystemExit(f"data.py has no {key}")
    copies = dict(data.COPIES, **variant.get("COPIES", {}))
    if sum(copies.values()) != 110:
        raise SystemExit(f"the deck must hold 110 cards, not {sum(copies.values())}")
    for key, value in variant.items():
        if isinstance(getattr(data, key), dict):
            getattr(data, key).update(value)
        else:
            setattr(data, key, tuple(value) if isinstance(value, list) else value)


def study(players: int, games: int, bots=("hard", "greedy"), first_seed: int = 50000) -> dict:
    from tabletop import engine  # after apply(): the bots read data's numbers when they load
    from tabletop.games.pandarei.scoring import animal_items, panda_points, totals

    mod = engine.rules("pandarei")
    points, winner_points = defaultdict(list), defaultdict(list)
    offered, taken = defaultdict(int), defaultdict(int)
    all_totals, winner_totals, cat_share = [], [], []
    most_cats_won = 0.0
    for g in range(games):
        state = mod.setup({"players": players}, first_seed + g)
        seats = [bots[(s + g) % len(bots)] for s in range(players)]
        i = 0
        while mod.to_move(state) is not None:
            seat = mod.to_move(state)
            move = engine.bot("pandarei", seats[seat])(mod, mod.view(state, seat), i)
            if "take" in move:
                for animal in {p["animal"] for p in state["table"] if p["taken"] is None}:
                    offered[animal] += 1
                taken[move["take"]] += 1
            state = mod.play(state, move)
            i += 1
        cols, winners = state["collections"], mod.result(state)["winners"]
        pandas, sums = panda_points([c.get("panda", 0) for c in cols]), totals(cols)
        cats = []
        for seat, col in enumerate(cols):
            items = {item["animal"]: item for item in animal_items(col)}
            cats.append(items["cat"]["count"])
            all_totals.append(sums[seat])
            for animal in data.ANIMALS:
                got = pandas[seat] if animal == "panda" else items[animal]["points"] if animal in items else 0
                points[animal].append(got)
                if seat in winners:
                    winner_points[animal].append(got)
            if seat in winners:
                winner_totals.append(sums[seat])
                cat_share.append(items["cat"]["points"] / sums[seat] if sums[seat] > 0 else 0.0)
        most = {s for s in range(players) if cats[s] == max(cats)}
        most_cats_won += len(most & set(winners)) / (len(winners) * len(most))
    return {
        "players": players, "games": games, "bots": list(bots),
        "totals": [min(all_totals), mean(all_totals), max(all_totals)], "winner_mean": mean(winner_totals),
        "most_cats_won": most_cats_won / games, "fair": 1 / players, "cat_share_of_winner": mean(cat_share),
        "animals": {a: {"points": mean(points[a]), "winner_points": mean(winner_points[a]),
                        "take_rate": taken[a] / offered[a] if offered[a] else 0.0} for a in data.ANIMALS},
    }


def report(fig: dict, out=sys.stdout) -> None:
    low, avg, high = fig["totals"]
    print(f"{fig['players']} players, {fig['games']} games ({' and '.join(fig['bots'])}): totals {low}..{high}, "
          f"mean {avg:.1f}; the winner's mean {fig['winner_mean']:.1f}", file=out)
    print(f"  the player with the most cats won {100 * fig['most_cats_won']:.0f} % (a fair share is "
          f"{100 * fig['fair']:.0f} %); cats made {100 * fig['cat_share_of_winner']:.0f} % of the winner's points",
          file=out)
    print(f"  {'animal':<8} {'points':>7} {'winner':>7} {'taken':>6}", file=out)
    for animal, a in fig["animals"].items():
        print(f"  {animal:<8} {a['points']:7.1f} {a['winner_points']:7.1f} {100 * a['take_rate']:5.0f}%", file=out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop_tools.balance.pandarei", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--players", default="2,3,5")
    parser.add_argument("--variant", default="{}", help="JSON: data.py names and the numbers to try")
    args = parser.parse_args(argv)
    apply(json.loads(args.variant))
    for players in (int(p) for p in args.players.split(",")):
        report(study(players, args.games))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
