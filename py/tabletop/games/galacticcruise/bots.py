"""Galactic Cruise's bots: Medium and Hard, deciding from their seat's view only.

A bot plans on one ``determinize``d world (the other hands and the stacks dealt from what it has not
seen). Both judge a position with ``Judge``: the score if the game ended now (``rules.evaluate``) plus
what the position promises: money, ads and goods to spend, held blueprints, ships ready to launch, a
scheduled cruise and its presold guests, guests aboard with destinations ahead, wings for the annual
meetings still to come, developments towards a cleared column, hired experts.

- Medium takes, at each decision, the move whose position the judge likes best once the rest of that
  action (its own later choices) is taken greedily; a worker's building is judged by its best action.
- Hard finishes its whole turn for each main option (a worker on each building, each launch, the
  meeting): each action after it, its later choices greedy, then the second action after the few best
  first ones; it plays the first move of the best end of turn. Its work is bounded by a count of
  positions judged, not by the clock, so it repeats itself. Its judge values the long game more
  (launches, wings, cleared columns).
"""

from . import data, progress, turn, voyage
from .rules import _copy, evaluate

MEDIUM = {"money": 0.25, "ads": 0.3, "goods": 0.3, "card": 0.2, "blueprint": 0.6, "ready": 1.0, "segment": 1.0,
          "schedule": 1.0, "presold": 1.0, "aboard": 1.0, "wing": 1.0, "dev": 1.0, "expert": 2.0, "worker_home": 0.0,
          "rep": 0.3, "cube_section": 1.0, "unlaunched": 2.5, "launches": 3.0}
HARD = {"money": 0.3, "ads": 0.35, "goods": 0.35, "card": 0.3, "blueprint": 0.8, "ready": 1.5, "segment": 1.5,
        "schedule": 1.5, "presold": 1.5, "aboard": 1.2, "wing": 2.5, "dev": 1.8, "expert": 3.0, "worker_home": 0.3,
        "rep": 0.5, "cube_section": 1.5, "unlaunched": 3.0, "launch_ready": 4.0,
        "launches": 6.0}
HARD_SEARCH = {"second": 3, "budget": 1500}
MEDIUM_BUDGET = 500
TURN_END = ("main",)


class Judge:
    """Values positions for one seat; ``work`` counts the positions judged, and past ``budget`` the
    search stops finishing lines greedily (a bound on the work, not on the clock: the bot repeats
    itself)."""

    def __init__(self, w: dict, budget: int = 10 ** 9):
        self.w = w
        self.work = 0
        self.budget = budget

    def value(self, s: dict, seat: int) -> float:
        self.work += 1
        if s["stage"] == "over":
            ranked = progress.ranking(s)
            return s["players"][seat]["vp"] + (5 if ranked[0] == seat else 0)
        w = self.w
        p = s["players"][seat]
        v = float(evaluate(s, seat))
        v += w["money"] * min(p["money"], 20) + w["ads"] * min(p["ads"], 10)
        v += w["goods"] * sum(min(n, 4) for n in p["goods"].values())
        v += w["card"] * len(s["hands"][seat])
        v += w["blueprint"] * sum(0.5 + data.blueprint(b)["tags"] * 0.5 for b in p["blueprints"])
        v += w["dev"] * sum(p["rows"].values()) + w["expert"] * len(p["hired"])
        v += w["rep"] * p["rep"]
        v += w["worker_home"] * (p["break"]["worker"] + p["break"]["expert"])
        left = data.SECTIONS - s["sections_scored"]
        v += w["wing"] * (p["wings"] - 1) * left
        size = progress.size(s)
        for k in range(s["sections_scored"], data.SECTIONS - 1):
            v += w["cube_section"] * s["progress"][k * size:(k + 1) * size].count(seat) * p["wings"]
        sched = voyage.scheduled_cruise(s, seat)
        for ship in p["ships"]:
            if ship["cruise"] is not None:
                days = data.CRUISES[ship["cruise"]][ship["day"]:]
                stops = sum(1 for d in days if d != "S")
                v += w["aboard"] * len(ship["guests"]) * stops * 3.5
                v += w["aboard"] * 0.5 * sum(n for _, n in voyage.space_bonus(s, ship)) * days.count("S")
            else:
                n = len(ship["segments"])
                if not ship["launched"]:  # the -5 counted by evaluate is a launch away from its end value
                    v += w["unlaunched"]
                v += w["segment"] * min(n, 3)
                if n >= 2:
                    v += w["ready"]
        if sched is not None:
            v += w["schedule"] + w["presold"] * min(len(sched["guests"]), 2)
        v += w.get("launch_ready", 0) * self.readiness(s, seat, sched) + w["launches"] * p["launches"]
        return v

    @staticmethod
    def readiness(s: dict, seat: int, sched) -> float:
        """How much of the next launch's supplies the seat holds (0-1), for its best ship in port with a
        cabin: food for a guest and the pilot, oxygen a segment, the scheduled cruise's fuel (2 if none)."""
        p = s["players"][seat]
        best = 0.0
        fuel = data.cruise_fuel(sched["tile"]) if sched is not None else 2
        for ship in p["ships"]:
            n = len(ship["segments"])
            if ship["cruise"] is not None or n < 2:
                continue
            need = {"food": 2, "oxygen": n, "fuel": fuel}
            have = sum(min(p["goods"][g], k) for g, k in need.items())
            best = max(best, have / sum(need.values()))
        return best


def _step(s: dict, move: dict) -> dict:
    x = _copy(s)
    turn.apply(x, move)
    return x


def _candidates(s: dict, moves: list) -> list:
    """The moves worth judging: every move of the decision; of the anytime moves, spending reputation
    and an agenda good only at the main choice."""
    d = s["pending"][0]["k"] if s["pending"] else None
    out = []
    for m in moves:
        if m["t"] in turn.ANYTIME:
            if d != "main" or m["t"] not in ("rep_spend", "agenda_good"):
                continue
        out.append(m)
    return out or moves


def _mine(s: dict, seat: int) -> bool:
    return s["stage"] != "over" and s["active"] == seat and bool(s["pending"])


def finish(s: dict, seat: int, judge: Judge, stop=("actions", "main")) -> dict:
    """Take this seat's later choices greedily (one step ahead) until a decision in ``stop``, the end
    of its turn, or the game's end."""
    for _ in range(40):
        if not _mine(s, seat) or s["pending"][0]["k"] in stop or judge.work > judge.budget:
            return s
        moves = _candidates(s, turn.legal(s))
        if len(moves) == 1:
            s = _step(s, moves[0])
            continue
        best = None
        for m in moves:
            x = _step(s, m)
            v = judge.value(x, seat)
            if best is None or v > best[0]:
                best = (v, x)
        s = best[1]
    return s


def _best(scored: list, seed: int):
    top = max(v for v, _ in scored)
    ties = [m for v, m in scored if v >= top - 1e-9]
    return ties[seed % len(ties)]


def medium_choose(rules, view: dict, seed: int, params: dict = None) -> dict:
    s = rules.determinize(view, seed)
    seat = view["seat"]
    moves = _candidates(s, rules.legal_moves(s))
    if len(moves) == 1:
        return moves[0]
    judge = Judge(params or MEDIUM, MEDIUM_BUDGET)
    kind = s["pending"][0]["k"]
    scored = []
    for m in moves:
        x = _step(s, m)
        if kind == "main" and _mine(x, seat) and x["pending"][0]["k"] in ("actions", "funding"):
            x = finish(x, seat, judge, stop=("actions",))
            if _mine(x, seat) and x["pending"][0]["k"] == "actions":
                ends = [finish(_step(x, a), seat, judge) for a in _candidates(x, turn.legal(x))]
                scored.append((max(judge.value(e, seat) for e in ends), m))
                continue
        scored.append((judge.value(finish(x, seat, judge), seat), m))
    return _best(scored, seed)


def _action_ends(s: dict, seat: int, judge: Judge) -> list:
    """(first move, state) for each way through the decision due: each choice, its later steps greedy
    up to the next choice of an action (or the turn's end)."""
    out = []
    for m in _candidates(s, turn.legal(s)):
        out.append((m, finish(_step(s, m), seat, judge)))
    return out


def hard_choose(rules, view: dict, seed: int, params: dict = None, search: dict = None) -> dict:
    S = search or HARD_SEARCH
    s = rules.determinize(view, seed)
    seat = view["seat"]
    moves = _candidates(s, rules.legal_moves(s))
    if len(moves) == 1:
        return moves[0]
    judge = Judge(params or HARD, S["budget"])
    kind = s["pending"][0]["k"]
    if kind not in ("main", "actions"):
        return medium_choose(rules, view, seed, params or HARD)
    ends = []
    for m, x in _action_ends(s, seat, judge):
        # through the actions the worker (or meeting) brings: each first action, greedy after it
        if _mine(x, seat) and x["pending"][0]["k"] == "actions":
            firsts = _action_ends(x, seat, judge)
            firsts.sort(key=lambda e: -judge.value(e[1], seat))
            for _, y in firsts[: S["second"] if judge.work > S["budget"] else len(firsts)]:
                if _mine(y, seat) and y["pending"][0]["k"] == "actions" and judge.work < S["budget"]:
                    seconds = [finish(_step(y, a), seat, judge) for a in _candidates(y, turn.legal(y))]
                    ends.append((max(judge.value(z, seat) for z in seconds), m))
                else:
                    ends.append((judge.value(y, seat), m))
        else:
            ends.append((judge.value(x, seat), m))
    return _best(ends, seed)


BOTS = {"greedy": medium_choose, "hard": hard_choose}
