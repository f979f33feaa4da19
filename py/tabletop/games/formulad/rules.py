"""Formula D's rules module, the engine contract.

The race itself is in race.py. Everything in Formula D is public (rules file §4: no rule hides anything);
only the generator's state, and so the dice to come, stays out of a view.
"""

from functools import lru_cache

from .race import (OPTIONS, chance, check_options, gear_choices, legal_moves, move_options, options_conflict,  # noqa: F401
                   play, ranking, result, setup, to_move, why_illegal)
from . import data, odds, qualifying
from .log import describe_move  # noqa: F401
from .text import player_name, said
from ... import rng
from .order import progress as distance  # noqa: F401
from .track import CORNER_ROWS, GRID, PIT_ENTRY, PIT_EXIT, PLAN, ROWS, SPACES, STOPS

HIDDEN_KEYS = ("rng",)
CONFORMANCE_GAMES = 27  # per mode for the shared kit (3 a player count): a 10-car race is ~1,500 moves,
# each deep check replays it; the options have their own kit (test_formulad_conformance)
KIND = {"track": "t", "pit": "p", "box": "b"}


@lru_cache(maxsize=1)
def circuit() -> dict:
    """The circuit for a table to draw: every space as ``[id, x, y, kind (t, p, b), row, lane, corner]``
    in a 1000 x 700 box, the corners with their stops and turn, the grid, the pit entry and exit."""
    turns = {name: ("left" if turn > 0 else "right") for name, _, _, turn, _ in PLAN if turn is not None}
    return {
        "name": "Kestrel Bay", "rows": ROWS,
        "spaces": [[sid, sp["x"], sp["y"], KIND[sp["kind"]], sp["row"], sp["lane"], sp["corner"]]
                   for sid, sp in sorted(SPACES.items())],
        "corners": [{"name": c, "stops": STOPS[c], "rows": list(CORNER_ROWS[c]), "turn": turns[c]}
                    for c in sorted(STOPS)],
        "grid": list(GRID), "pit_entry": PIT_ENTRY, "pit_exit": PIT_EXIT,
    }


def view(state: dict, seat) -> dict:
    """What ``seat`` sees: the whole race but the generator's state (the dice to come), the players and
    the circuit."""
    out = {k: v for k, v in state.items() if k not in HIDDEN_KEYS}
    out["game"], out["seat"], out["viewer"] = "formulad", seat, seat
    out["players"] = [{"seat": c["seat"], "name": player_name(c["seat"])} for c in state["cars"]]
    out["rolls"] = [_shown(r) for r in state["rolls"] if r["move"] == len(state["history"])]
    out["circuit"] = circuit()
    out["progress"] = progress(state) if state["to_move"] is not None else None
    out["over"] = state["to_move"] is None
    out["gears"] = _gears(state, seat)
    return out


def _gears(state: dict, seat=None) -> list:
    """The gears the car to move may take, each with its cost (0 or {} when free) and its die's lowest
    and highest face, for a table to show before the choice counts; in the race, for the seat to move
    only, also each gear's ``odds`` (odds.py: of its die's ``faces``, how many stop in a ``corner``,
    ``overshoot`` one, are ``blocked`` by cars, or put the car ``out``; all public, from the view)."""
    if state["phase"] == "qualifying":
        return [{"gear": g, "cost": 0, "low": min(data.GEAR_DIE[g]), "high": max(data.GEAR_DIE[g])}
                for g in qualifying.gears(state["lap"])]
    if state["phase"] != "gear" or state["to_move"] is None:
        return []
    car = state["cars"][state["to_move"]]
    gears = [{"gear": g, "cost": cost, "low": min(data.GEAR_DIE[g]), "high": max(data.GEAR_DIE[g])}
             for g, cost in gear_choices(state, car)]
    if seat is not None and seat == state["to_move"]:
        for entry in gears:
            entry["odds"] = odds.gear_odds(state, entry["gear"])
    return gears


def _shown(roll: dict) -> dict:
    """A roll as the table shows it to everyone (the shell's shared dice): the die and why, in words;
    ``kind`` and ``cause`` keep the engine's own names."""
    die = "black" if roll["die"] == "black" else roll["die"].split()[1]
    return {"move": roll["move"], "seat": roll["seat"], "sides": roll["sides"], "face": roll["face"],
            "kind": roll["die"], "cause": roll["why"], "die": said(f"formulad.dice.{die}"),
            "why": said(f"formulad.why.{roll['why'].replace(' ', '_')}")}


def determinize(view_: dict, seed: int) -> dict:
    """A state the view could come from: the view with a generator of its own (nothing else is hidden;
    the rolls of earlier moves are only history)."""
    world = {k: v for k, v in view_.items()
             if k not in ("game", "seat", "viewer", "players", "circuit", "progress", "over", "gears")}
    world["rolls"] = [{"move": r["move"], "seat": r["seat"], "die": r["kind"], "sides": r["sides"], "face": r["face"],
                       "why": r["cause"]} for r in view_["rolls"]]
    world["players"] = len(view_["players"])
    world["rng"] = rng.pack(rng.seed_state(seed))
    return world


def conserved(state: dict) -> bool:
    """One car a seat; no two cars on the track share a space; the finished are ranked in order."""
    cars = state["cars"]
    if [c["seat"] for c in cars] != list(range(state["players"])):
        return False
    placed = [c["space"] for c in cars if c["status"] in ("racing", "wreck") and c["space"] is not None]
    ranks = [state["cars"][seat]["rank"] for seat in state["finished"]]
    return len(placed) == len(set(placed)) and ranks == list(range(1, len(ranks) + 1))


def evaluate(state: dict, seat: int) -> float:
    """The final score once the race is over; before, how far the car has gone."""
    res = result(state)
    if res is not None:
        return res["scores"][seat]
    car = state["cars"][seat]
    return distance(car) if car["space"] is not None else 0.0


def undo_blocker(state: dict, move: dict):
    """A move may be taken back unless it rolled a die (the dice are never undone)."""
    return said("formulad.undo.dice") if chance(state, move) else None


def progress(state: dict) -> dict:
    """The round being played, and the laps: the leader's lap of the race's."""
    laps = state["options"]["laps"]
    racing = [c for c in state["cars"] if c["status"] in ("racing", "finished")]
    lead = max((c["laps"] for c in racing), default=laps)
    return {"round": state["round"], "rounds": None, "lap": min(lead + 1, laps), "laps": laps, "unit": "lap",
            "last": lead + 1 >= laps}


def points(state: dict, seat: int) -> int:
    """Points come only at the finish (race and qualifying points)."""
    res = result(state)
    return res["scores"][seat] if res else 0
