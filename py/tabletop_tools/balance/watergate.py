"""Watergate's balance study: with the same bot on both sides, how often does each side win, and how?
(figures, not a test)

The card values, the bag's mix and the evidence board are a [reconstruction] (data.py). This plays
seeded games with one bot level on both sides and prints the Editor's win rate with a 95 % Wilson
interval, how the games ended (the Editor's connection, Nixon's fifth momentum token, the supply
running dry, the round limit) and their length. ``--variant`` changes data.py's numbers for one run, to
compare a change before making it: card values by id, and a bag's mix:

    PYTHONPATH=py python -m tabletop_tools.balance.watergate --games 200 \\
        --variant '{"values": {"E06": 2, "E07": 2}}'
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from tabletop.games.watergate import data


def apply(variant: dict) -> None:
    """Put ``variant``'s numbers in data: ``values`` (card id: value 1-4) and ``bags`` (bag name: its
    mix); anything else is refused."""
    unknown = set(variant) - {"values", "bags"}
    if unknown:
        raise SystemExit(f"a variant holds only values and bags, not {sorted(unknown)}")
    for cid, value in variant.get("values", {}).items():
        if cid not in data.CARDS or value not in (1, 2, 3, 4):
            raise SystemExit(f"no card {cid}, or a value outside 1-4: {value}")
        data.CARDS[cid]["value"] = value
        for deck in (data.EDITOR_DECK, data.NIXON_DECK):
            for card in deck:
                if card["id"] == cid:
                    card["value"] = value
    for name, mix in variant.get("bags", {}).items():
        if set(mix) - set(data.KINDS):
            raise SystemExit(f"a bag holds only the kinds {sorted(data.KINDS)}")
        data.BAGS[name] = dict(mix)


def study(games: int, bot: str = "greedy", options: dict = None, first_seed: int = 60000) -> dict:
    """``games`` seeded games, ``bot`` on both sides."""
    from tabletop import engine  # after apply(): the rules read data's numbers as they play
    from ..bench import wilson

    mod = engine.rules("watergate")
    options = dict({"mode": "standard", "players": 2}, **(options or {}))
    editor, reasons, rounds = 0.0, Counter(), []
    choose = engine.bot("watergate", bot)
    for g in range(games):
        state = mod.setup(options, first_seed + g)
        i = 0
        while mod.to_move(state) is not None:
            seat = mod.to_move(state)
            state = mod.play(state, choose(mod, mod.view(state, seat), i))
            i += 1
        res = mod.result(state)
        editor += 1.0 if res["winners"] == [data.EDITOR] else 0.5 if len(res["winners"]) == 2 else 0.0
        reasons[res["reason"]] += 1
        rounds.append(res["rounds"])
    low, high = wilson(editor, games)
    return {"games": games, "bot": bot, "editor": editor / games, "ci95": [low, high], "reasons": dict(reasons),
            "mean_rounds": sum(rounds) / games, "max_rounds": max(rounds)}


def main(argv: list) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop_tools.balance.watergate",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeded games (default 200)")
    parser.add_argument("--bot", default="greedy", help="the level on both sides (default greedy)")
    parser.add_argument("--bag", default=None, help="the bag option (default: the game's)")
    parser.add_argument("--max-rounds", type=int, default=60, help="the round limit (default 60)")
    parser.add_argument("--variant", default=None, help="a JSON object of values and bags to try")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.variant:
        apply(json.loads(args.variant))
    options = {"max_rounds": args.max_rounds}
    if args.bag:
        options["bag"] = args.bag
    r = study(args.games, args.bot, options)
    print(f"{r['games']} games, {r['bot']} on both sides: the Editor wins {100 * r['editor']:.1f} % "
          f"(95 % CI {100 * r['ci95'][0]:.1f}-{100 * r['ci95'][1]:.1f} %), Nixon {100 * (1 - r['editor']):.1f} %")
    print("  ended: " + ", ".join(f"{k} {v}" for k, v in sorted(r["reasons"].items(), key=lambda kv: -kv[1])))
    print(f"  rounds: mean {r['mean_rounds']:.1f}, longest {r['max_rounds']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
