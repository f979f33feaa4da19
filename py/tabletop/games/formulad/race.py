"""Formula D's race (rules file §2), basic and advanced (the options come next): the grid, a car's turn
(gear, start roll, gear die, where to go and what it costs, slipstreams), corners, braking and blocking,
collisions, motor damage, damage markers and road handling, the pit stop, laps, the finish and the
ranking.

Everything is public; the randomness is the dice, rolled by the engine with the generator kept in the
state (``rng``) and written into ``rolls`` as they happen, for every player to see.

A car's turn is two moves by its seat:

- ``{"gear": g}``: the gear, from the list of legal gears with what each costs (paid at once); the engine
  then rolls (the start die on the car's first turn, then the gear die) and lists where the car can go;
- ``{"to": space, "spaces": n}``: where to end the move, ``n`` spaces on (fewer than the roll is braking,
  paid in wear points); in the advanced game a car blocked more than 3 spaces short also says how many
  of the spaces beyond 3 its tyres pay (``"tyres": k``, the brakes the rest); ``{"retire": true}`` only
  when every end would eliminate the car (D7);
- advanced game, when the move ends directly behind a car it may slipstream:
  ``{"slipstream": {"to": space, "spaces": n}}`` or ``{"slipstream": null}`` to decline; it may chain.
  The move's costs and dice (corners, braking, road handling, the line) come once it is complete.

Interpretations beyond the rules file, marked where they are made: a move is named by where it ends and
how far it goes (not by an index into the list); a stall or a wait in the box is the car's whole turn.
"""

from __future__ import annotations

from ... import rng
from ...engine import IllegalMove
from . import data
from .corners import lock_from, outcome
from .gears import legal_gears
from .movement import Drive, ends
from .order import progress, round_order
from . import conditions, pit, qualifying, slipstream
from .track import BOX, GRID, PIT, SPACES
from .wear import prices
from .text import player_name, said, th
from ...state import copy as state_copy
import sys
from ... import engine

ADVANCED_ONLY = ("weather", "tyre_choice", "technical_pit_stops", "car_construction")  # WP categories (D21)


OPTIONS = {"players": {"default": 2},
           "rules": {"choices": ("basic", "advanced"), "default": "basic", "say": "formulad.options.mode"},
           "laps": {"choices": tuple(data.LAPS), "default": 1, "say": "formulad.options.laps"},
           "nitro": {"kind": bool, "default": False}, "weather": {"kind": bool, "default": False},
           "tyre_choice": {"kind": bool, "default": False},
           "soft_rain_multiplier": {"choices": ("seed", "masters"), "default": "seed"},
           "team_race": {"kind": bool, "default": False},
           "technical_pit_stops": {"kind": bool, "default": False},
           "car_construction": {"kind": bool, "default": False},
           "construction_caps": {"choices": tuple(data.CONSTRUCTION_CAPS), "default": "bga"},
           "qualifying": {"kind": bool, "default": False},
           "mode": {"same_as": "rules", "say": "formulad.options.mode"}}  # the lobby's modes are the rule sets
DEFAULTS = {k: o["default"] for k, o in OPTIONS.items() if "default" in o}
FLAGS = tuple(k for k, o in OPTIONS.items() if o.get("kind") is bool)


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def options_conflict(options):
    for flag in ADVANCED_ONLY:
        if options[flag] and options["rules"] != "advanced":
            return said("formulad.options.advanced", option=flag)
    if options["team_race"] and options["players"] % 2:
        return said("formulad.options.team")
    return None


# --- dice ------------------------------------------------------------------------------------------

class DiceReached(Exception):
    """A move followed with the dice off the table (``s["rng"]`` None) reached for one: see ``chance``."""


def _roll(s: dict, seat, die: str, why: str) -> int:
    """Roll ``die`` ("black" or "gear N") with the state's generator; every roll is public."""
    if s["rng"] is None:
        raise DiceReached(die)
    faces = tuple(range(1, data.BLACK_DIE + 1)) if die == "black" else data.GEAR_DIE[int(die.split()[1])]
    r, i = rng.below(rng.unpack(s["rng"]), len(faces))
    s["rng"] = rng.pack(r)
    face = faces[i]
    s["rolls"].append({"move": len(s["history"]), "seat": seat, "die": die, "sides": len(faces),
                       "face": face, "why": why})
    return face


# --- setup -----------------------------------------------------------------------------------------

def setup(options: dict, seed: int) -> dict:
    o = check_options(options)
    n = o["players"]
    s = {"options": o, "players": n, "rng": rng.pack(rng.seed_state(seed)), "rolls": [], "history": [],
         "round": 1, "order": [], "turn": 0, "phase": "gear", "pending": None, "finished": [], "arrivals": n,
         "to_move": None, "markers": [],
         "weather": {"now": "good", "rained_in_qualifying": False, "rolls_due": 0}}
    s["cars"] = []
    for seat in range(n):
        wp = data.WP_BASIC if o["rules"] == "basic" else dict(data.WP_ADVANCED)
        s["cars"].append({"seat": seat, "space": None, "gear": 0, "wp": wp, "wp_start": _copy(wp), "laps": 0,
                          "corner": None, "stops": 0, "status": "racing", "arrival": None, "restart": None,
                          "box": None, "pitted": False, "grid": None, "rank": None, "qualifying": None,
                          "nitro": o["nitro"],  # §2.18: full at the start (D21)
                          "tyre": "hard", "tyre_base": 0,  # §2.17: hard tyres unless chosen
                          "elimination": None})
    s["order"] = list(range(n))  # seat order until there is a grid (D17)
    if o["technical_pit_stops"]:
        for c in s["cars"]:
            c["reserve"] = data.TECHNICAL_RESERVE
        if o["team_race"]:  # D26: 4 WP a team, shared by both cars
            s["team_reserve"] = [data.TEAM_RESERVE] * (n // 2)
    # §2.1 (D17), without qualifying: the grid, construction, the race weather, the tyres; with it:
    # construction, the qualifying weather, tyres, the laps and their grid, the race weather, tyres again
    build = ["construct"] if o["car_construction"] else []
    race_weather = (["weather"] if o["weather"] else []) + (["tyres"] if o["tyre_choice"] else [])
    if o["qualifying"]:
        s["setup"] = build + (["qualifying_weather"] if o["weather"] else []) + (
            ["tyres"] if o["tyre_choice"] else []) + ["qualifying", "qualifying_grid"] + race_weather
    else:
        s["setup"] = ["grid"] + build + race_weather
    _next_setup_step(s)
    return s


def _place_on_grid(s: dict, grid: list) -> None:
    for place, seat in enumerate(grid):
        s["cars"][seat].update(space=GRID[place], arrival=place, box=BOX + place + 1, grid=place + 1)
    s["order"] = list(grid)  # round 1 follows the grid


def _next_setup_step(s: dict) -> None:
    """Run the setup steps in turn: choices car by car in grid order, rolls at once; then the race."""
    while s["setup"]:
        step = s["setup"].pop(0)
        if step == "grid":
            _place_on_grid(s, _grid_order(s, list(range(s["players"]))))
            continue
        if step == "weather":
            s["weather"]["now"] = conditions.chart(_roll(s, None, "black", "weather"))
            continue
        if step == "qualifying_weather":  # §2.15: good unless rain is rolled
            rain = conditions.chart(_roll(s, None, "black", "qualifying weather")) == "rain"
            s["weather"]["now"], s["weather"]["rained_in_qualifying"] = ("rain" if rain else "good"), rain
            continue
        if step == "qualifying_grid":
            _place_on_grid(s, _qualifying_grid(s))
            continue
        if step == "qualifying":
            s["phase"], s["queue"] = "qualifying", list(range(s["players"]))
            s["to_move"], s["lap"] = 0, qualifying.new_lap(0)
            return
        s["phase"], s["queue"] = step, list(s["order"])
        s["to_move"] = s["queue"][0]
        return
    s["phase"], s["to_move"] = "gear", s["order"][0]
    s.pop("queue", None)


def _grid_order(s: dict, seats: list, why: str = "grid") -> list:
    """§2.1: every car rolls the black die, the highest first; tied cars roll again among themselves."""
    rolls = {seat: _roll(s, seat, "black", why) for seat in seats}
    out = []
    for face in sorted(set(rolls.values()), reverse=True):
        tied = [seat for seat in seats if rolls[seat] == face]
        out.extend(tied if len(tied) == 1 else _grid_order(s, tied, why))
    return out


# --- the turn --------------------------------------------------------------------------------------

def to_move(state: dict):
    return state["to_move"]


def _car(s: dict) -> dict:
    return s["cars"][s["to_move"]]


def _pit_open(s: dict, car: dict) -> bool:
    """§2.13: only a car not on its final lap may enter ("between the first and second laps")."""
    return car["laps"] <= s["options"]["laps"] - 2


def _in_lane(car: dict) -> bool:
    return SPACES[car["space"]]["kind"] == "pit"


def gear_choices(s: dict, car: dict) -> list:
    """``[(gear, cost)]`` the car may choose this turn."""
    free = 0 if _basic(s) else {}
    if car["gear"] == 0 or car["restart"] in ("stall", "spin"):
        return [(1, free)]  # the first turn, after a stall or a spin: 1st gear (§2.3)
    leaving = car["pitted"] and SPACES[car["space"]]["kind"] in ("box", "pit")
    if car["restart"] == "pit_wait":
        choices = [(g, free) for g in data.LEAVE_BOX_GEARS]  # §2.13: 2nd-4th for free
    else:
        choices = legal_gears(car["gear"], car["wp"])
    if leaving:
        # §2.13: no 1st between the box and the exit unless 2nd "might be unsafe" (D9). Even then 1st is
        # a gear change like any other (§2.3, "the rules for gearing down DO apply in the pit lane"):
        # free as the car leaves after waiting (2nd-4th and 1st cost nothing then), otherwise at the
        # down-shift's price, and not at all if that cannot be paid (4->1 after a quick stop: 1 gearbox
        # and 1 brake WP)
        first = dict(choices).get(1)
        choices = [(g, c) for g, c in choices if g != 1]
        if car["restart"] == "pit_wait":
            first = free
        if first is not None and _second_unsafe(s, car):
            choices = [(1, first)] + choices
    elif _in_lane(car):
        # §2.13: in the lane, a gear whose highest face reaches the box, else the highest legal gear
        to_box = _distance_to_box(car)
        reach = [(g, c) for g, c in choices if max(data.GEAR_DIE[g]) >= to_box]
        choices = reach or [max(choices)]
    return choices


def _second_unsafe(s: dict, car: dict) -> bool:
    """D9: some 2nd-gear face would leave the car blocked, at a braking cost."""
    for face in sorted(set(data.GEAR_DIE[2])):
        options = move_options(s, dict(car, gear=2), face)
        if not options or all(o["blocked"] and o["brake"] > 0 for o in options):
            return True
    return False


def _basic(s: dict) -> bool:
    return s["options"]["rules"] == "basic"


def _distance_to_box(car: dict) -> int:
    i = car["box"] - BOX
    return PIT + 4 + i - car["space"] + 1  # PIT_(4+i) is the space before BOX_i


def legal_moves(state: dict) -> list:
    if state["to_move"] is None:
        return []
    if state["phase"] == "gear":
        return [{"gear": g} for g, _ in gear_choices(state, _car(state))]
    if state["phase"] == "tyres":
        return [{"tyres": t} for t in data.TYRES]
    if state["phase"] == "qualifying":
        return [{"gear": g} for g in qualifying.gears(state["lap"])]
    if state["phase"] == "construct":
        o = state["options"]
        return [{"construct": wp} for wp in pit.constructions(o["technical_pit_stops"], o["construction_caps"])]
    if state["phase"] == "pit_service":
        return pit.service_moves(_car(state), _reserve(state, _car(state)), _tyre_types(state))
    if state["phase"] == "slipstream":
        return [{"slipstream": dict(m) if m else None} for m in state["pending"]["slip_moves"]]
    return [dict(m) for m in state["pending"]["moves"]]


def why_illegal(state: dict, move) -> str | None:
    if state["to_move"] is None:
        return said("formulad.illegal.over")
    if not isinstance(move, dict):
        return said("formulad.illegal.shape")
    if state["phase"] == "construct":  # the same rule as the list, without building its 10,000s of cars
        o = state["options"]
        if set(move) == {"construct"} and pit.construction_ok(move["construct"], o["technical_pit_stops"],
                                                             o["construction_caps"]):
            return None
    elif move in legal_moves(state):
        return None
    if state["phase"] == "tyres":
        return said("formulad.illegal.tyres")
    if state["phase"] == "qualifying":
        return said("formulad.illegal.qualifying")
    if state["phase"] == "construct":
        technical = state["options"]["technical_pit_stops"]
        return said("formulad.illegal.construct_repair" if technical else "formulad.illegal.construct",
                    total=pit.construction_total(technical))
    if state["phase"] == "pit_service":
        return said("formulad.illegal.pit_service")
    if state["phase"] == "gear":
        if "gear" not in move:
            return said("formulad.illegal.gear_first")
        return said("formulad.illegal.gear")
    if "gear" in move:
        return said("formulad.illegal.gear_chosen")
    if state["phase"] == "slipstream":
        return said("formulad.illegal.slipstream")
    return said("formulad.illegal.end")


def play(state: dict, move) -> dict:
    why = why_illegal(state, move)
    if why:
        raise IllegalMove(why)
    s = _copy(state)
    s["history"].append(dict(move))
    car = _car(s)
    if s["phase"] == "gear":
        _engage(s, car, move["gear"])
    elif s["phase"] == "tyres":
        _fit(s, car, move["tyres"])
    elif s["phase"] == "qualifying":
        _qualify(s, move["gear"])
    elif s["phase"] == "construct":
        _build(s, car, move["construct"])
    elif s["phase"] == "pit_service":
        _service(s, car, move["pit_service"])
    elif s["phase"] == "slipstream":
        _slipstream(s, car, move["slipstream"])
    else:
        _drive(s, car, move)
    return s


def chance(state: dict, move) -> str | None:
    """``roll`` when the move reaches a die, else None. The dice roll at set steps of the rules (a
    gear's die, the start, the pit lane, a collision, road handling, a worn motor, the weather at a
    round's end), and which of them a move reaches follows from the position and the move alone:
    the move is followed with the dice off the table, and the first die it reaches for answers."""
    try:
        play({**state, "rng": None}, move)
    except DiceReached:
        return "roll"
    return None


# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"history": 1, "rolls": 1, "finished": 1, "markers": 1, "order": 1, "setup": 1, "queue": 1,
          "team_reserve": 1, "weather": 1, "pending": 1, "lap": 1, "options": 0}


def _copy(state: dict) -> dict:
    """A copy ``play`` may change (see ``tabletop.state.copy``)."""
    return state_copy(state, _LEVELS)


def _qualify(s: dict, gear: int) -> None:
    """One turn of the qualifying lap: the gear, the die, the move (§2.15)."""
    lap = dict(s["lap"], gear=gear)
    car = s["cars"][lap["seat"]]
    face = _roll(s, lap["seat"], f"gear {gear}", "qualifying")
    lap = qualifying.drive(lap, face, _multiplier(s, car) if not _basic(s) else 1)
    if not lap["done"]:
        s["lap"] = lap
        return
    car["qualifying"] = {"points": lap["points"], "turns": lap["turns"], "failed": lap["failed"],
                         "corner": lap["corner"] if lap["failed"] else None}
    s["queue"].pop(0)
    if s["queue"]:
        s["to_move"], s["lap"] = s["queue"][0], qualifying.new_lap(s["queue"][0])
    else:
        del s["lap"]
        _next_setup_step(s)


def _qualifying_grid(s: dict) -> list:
    """§2.15: fewest points first, ties rolled off (D16); a failed lap starts at the back, in seat order.
    Qualifying points: 10 for the first ... 1 for the tenth; 0 for a failed lap."""
    laps = [c for c in s["cars"] if not c["qualifying"]["failed"]]
    grid = []
    for points in sorted({c["qualifying"]["points"] for c in laps}):
        tied = [c["seat"] for c in laps if c["qualifying"]["points"] == points]
        grid.extend(tied if len(tied) == 1 else _grid_order(s, tied, "qualifying tie"))
    for place, seat in enumerate(grid):
        s["cars"][seat]["qualifying"]["rank"] = place + 1
        s["cars"][seat]["qualifying"]["score"] = data.QUALIFYING_POINTS[place]
    failed = [c["seat"] for c in s["cars"] if c["qualifying"]["failed"]]
    for seat in failed:
        s["cars"][seat]["qualifying"].update(rank=None, score=0)
    return grid + failed


def _fit(s: dict, car: dict, tyre: str) -> None:
    """§2.17: the tyres chosen after the weather roll, car by car in grid order."""
    car["tyre"] = tyre
    _next_in_queue(s)


def _build(s: dict, car: dict, wp: dict) -> None:
    """§1: the car as its player built it (and the pit's repair points, with technical stops)."""
    wp = dict(wp)
    if "repair" in wp:
        car["reserve"] = wp.pop("repair")
    car["wp"], car["wp_start"] = dict(wp), dict(wp)
    _next_in_queue(s)
    if s["phase"] != "construct" and s["options"]["team_race"] and s["options"]["technical_pit_stops"]:
        # D26: a team's pit reserve is the sum of both cars' repair points
        s["team_reserve"] = [s["cars"][a]["reserve"] + s["cars"][a + 1]["reserve"] for a in range(0, s["players"], 2)]


def _next_in_queue(s: dict) -> None:
    s["queue"].pop(0)
    if s["queue"]:
        s["to_move"] = s["queue"][0]
    else:
        _next_setup_step(s)


def _tyre_types(s: dict) -> tuple:
    return data.TYRES if s["options"]["tyre_choice"] else ("hard",)


def _reserve(s: dict, car: dict) -> int:
    if s["options"]["team_race"]:
        return s["team_reserve"][car["seat"] // 2]
    return car["reserve"]


def _service(s: dict, car: dict, choice: dict) -> None:
    """§2.18: a tyre stop (the pit die as usual) or a technical stop (repairs from the reserve, a wait)."""
    pending = s["pending"]
    s["pending"], s["phase"] = None, "gear"
    car["tyre"] = choice["tyres"]
    if choice["stop"] == "tyres":
        _pit_stop(s, car)
    else:
        _fresh_tyres(s, car)
        for category, k in choice["repair"].items():
            car["wp"][category] += k
            if s["options"]["team_race"]:
                s["team_reserve"][car["seat"] // 2] -= k
            else:
                car["reserve"] -= k
        car["restart"], car["no_soft"] = "pit_wait", True  # it waits; no soft bonus as it leaves
    _after_move(s, car, pending["trigger"])


def _fresh_tyres(s: dict, car: dict) -> None:
    car["nitro"] = s["options"]["nitro"]  # §2.18: refilled at a pit stop
    car["wp"]["tyres"] = car["wp_start"]["tyres"]
    car["tyre_base"] = car["laps"] + 1  # §2.17 (D28): a new set, on its first lap once out of the pit


def _wet(s: dict) -> bool:
    return s["options"]["weather"] and conditions.wet(s["weather"])


def _engage(s: dict, car: dict, gear: int) -> None:
    """Pay the gear's cost, then roll: the start die on the first turn, then the gear die."""
    _pay_gear(s, car, gear)
    first = car["gear"] == 0
    was_stalled = car["restart"] == "stall"
    car["gear"], car["restart"] = gear, None
    start = {"space": car["space"], "corner": car["corner"], "stops": car["stops"]}
    if first and not was_stalled:
        die = _roll(s, car["seat"], "black", "start")
        if die == data.STALL:
            car["restart"] = "stall"  # §2.4: no move this round; 1st gear next round, no new roll
            _next_car(s)
            return
        if die >= data.GREAT_START[s["options"]["rules"]]:
            # §2.18: nitro is used "after rolling the corresponding gear die"; a great start rolls none
            _offer(s, car, data.GREAT_START_SPACES, start, trigger=False, gear_die=False)
            return
    face = _roll(s, car["seat"], f"gear {gear}", "move")
    trigger = data.MOTOR_TRIGGER.get(gear) == face and SPACES[car["space"]]["kind"] == "track"
    skid = conditions.skid(car, face, _wet(s)) if not _basic(s) else 0  # §2.17: compulsory, once
    _offer(s, car, face + skid, start, trigger)


def _pay_gear(s: dict, car: dict, gear: int) -> None:
    """Pay what taking ``gear`` costs (a down-shift's skipped gears, §2.3)."""
    cost = dict(gear_choices(s, car))[gear]
    if _basic(s):
        car["wp"] -= cost
    else:
        for category, k in cost.items():
            car["wp"][category] -= k


def _occupied(s: dict, but: int) -> frozenset:
    return frozenset(c["space"] for c in s["cars"] if c["seat"] != but and c["status"] in ("racing", "wreck"))


def _offer(s: dict, car: dict, allowance: int, start: dict, trigger: bool, gear_die: bool = True) -> None:
    """List where the car may end (§2.5-§2.7): each end with what it costs, only those it survives; with
    nitro ready, also the ends with the gear number added (§2.18: the whole bonus used, no braking). Nitro
    needs a gear die: ``gear_die`` is False for a great start's 4 spaces, which roll none (§2.4)."""
    soft = not _basic(s) and conditions.soft_bonus(car, _wet(s))
    car.pop("no_soft", None)
    options = []
    for nitro in ((False, True) if car["nitro"] and gear_die else (False,)):
        for extra in ((0, 1) if soft else (0,)):
            bonus = (car["gear"] if nitro else 0) + extra
            for o in move_options(s, car, allowance + bonus, voluntary_braking=not nitro):
                options.append(dict(o, nitro=nitro, soft=bool(extra)))
    moves = [_move_of(o) for o in options] or [{"retire": True}]
    s["pending"] = {"allowance": allowance, "trigger": trigger, "start": start, "options": options,
                    "moves": moves, "soft": soft}
    s["phase"] = "move"


def _move_of(option: dict) -> dict:
    move = {"to": option["to"], "spaces": option["spaces"]}
    if option.get("nitro"):
        move["nitro"] = True
    if option.get("soft"):
        move["soft"] = True
    if option["blocked"] and option["brake"] > data.BRAKE_ONLY_SPACES and not _basic_price(option):
        move["tyres"] = option["price"]["emergency_tyres"]
    return move


def _basic_price(option: dict) -> bool:
    return "wp" in option["price"]


def move_options(s: dict, car: dict, allowance: int, voluntary_braking: bool = True) -> list:
    """Every end of the move the car survives, and every way to pay for it: ``to``, ``spaces``,
    ``path``, ``overshoot`` (spaces), ``brake`` (spaces), ``price`` (wear.prices), ``dangerous`` (road-
    handling tests), ``finish``, ``box``, ``corner`` and ``stops`` after it, ``blocked``."""
    found = ends(_drive_of(s, car, allowance))
    full = _reaches(found, allowance)
    longest = max(e.spaces for e in found)
    out = []
    for e in found:
        if not full and e.spaces != longest:
            continue  # blocked: the car must go as far as it can (D6)
        if full and not voluntary_braking and not (e.spaces == allowance or e.finish or e.in_box):
            continue
        done = e.finish or e.in_box
        brake = 0 if done else allowance - e.spaces
        if brake and SPACES[e.space]["kind"] == "pit" and _behind_a_car(s, car, e.space):
            brake = 0  # §2.13: waiting behind the car ahead in the lane is free
        result = outcome(car["space"], car["corner"], car["stops"], e.path)
        if result.eliminated:
            continue
        for price in prices(car["wp"], result.overshoot, brake, blocked=not full, multiplier=_multiplier(s, car)):
            out.append({"to": e.space, "spaces": e.spaces, "path": e.path, "overshoot": result.overshoot,
                        "brake": brake, "price": price, "dangerous": e.dangerous, "finish": e.finish,
                        "box": e.in_box, "corner": result.corner, "stops": result.stops, "blocked": not full})
    return out


def _drive_of(s: dict, car: dict, allowance: int) -> Drive:
    """The search for a move of ``allowance`` spaces by ``car``: the other cars, the markers (A), the lane
    kept after an overshoot, its box if the pit is open to it, and the line if it finishes."""
    heading_in = _in_lane(car) and not car["pitted"]
    box = car["box"] if heading_in or (not car["pitted"] and _pit_open(s, car)) else None
    markers = frozenset() if _basic(s) else frozenset(s["markers"])
    return Drive(start=car["space"], allowance=allowance, cars=_occupied(s, car["seat"]), markers=markers,
                 lock_from=lock_from(car["space"], car["corner"], car["stops"], allowance),
                 box=box, finishes=car["laps"] == s["options"]["laps"] - 1)


def _reaches(found: list, allowance: int) -> bool:
    """Whether some end uses the whole allowance (or stops at the line or in the box, the rest free):
    if not, the car is blocked (§2.7)."""
    return any(e.spaces == allowance or e.finish or e.in_box for e in found)


def _multiplier(s: dict, car: dict) -> int:
    if _basic(s):
        return 1
    return conditions.multiplier(car, _wet(s), s["options"]["soft_rain_multiplier"])


def _behind_a_car(s: dict, car: dict, space: int) -> bool:
    """§2.13: the car would wait directly behind the car ahead of it in the single-file lane (or at its
    end, behind a car on the exit space). A car in a box is not ahead in the lane: boxes are not part of
    it (D10), so stopping beside another car's occupied box is braking like any other short stop."""
    occupied = _occupied(s, car["seat"])
    return any(n in occupied for n in SPACES[space]["next"] if SPACES[n]["kind"] != "box")


def _drive(s: dict, car: dict, move: dict) -> None:
    pending = s["pending"]
    if move.get("retire"):
        s["pending"], s["phase"] = None, "gear"
        blocked = _is_blocked(s, car, pending["allowance"])
        _eliminate(s, car, "blocked" if blocked else "overshoot", pending["start"]["space"],
                   stays=blocked, marker=blocked)
        return _after_move(s, car, pending["trigger"])
    option = next(o for o in pending["options"] if _move_of(o) == move)
    if option.get("nitro"):
        car["nitro"] = False
    if not _offer_slipstream(s, car, option):
        _resolve(s, car, option)


def _offer_slipstream(s: dict, car: dict, chosen: dict, braked: bool = None) -> bool:
    """§2.11: if the move so far ends directly behind a car the mover may follow, list the slipstreams
    (each priced over the whole move) and wait for the choice. Whether any was offered."""
    if _basic(s) or chosen["finish"] or chosen["box"] or SPACES[chosen["to"]]["kind"] != "track":
        return False
    here = dict(car, space=chosen["to"])
    others = [c for c in s["cars"] if c["seat"] != car["seat"]]
    braked = chosen["brake"] > 0 if braked is None else braked
    if not slipstream.eligible(here, others, braked=braked, locked=chosen["overshoot"] > 0):
        return False
    options = _slipstream_options(s, car, chosen)
    if not options:
        return False
    s["pending"]["chosen"] = chosen
    s["pending"]["slip_options"] = options
    s["pending"]["slip_moves"] = [{"to": o["to"], "spaces": o["slip"]} for o in options] + [None]
    s["phase"] = "slipstream"
    return True


def _slipstream_options(s: dict, car: dict, chosen: dict) -> list:
    pending = s["pending"]
    start = pending["start"]
    occupied = _occupied(s, car["seat"])
    spent = chosen["brake"]
    best = {}
    full = 4 if pending.get("soft") and not chosen.get("soft") and not pending.get("slipped") else 3  # §2.11, D15
    for path, n in slipstream.paths(chosen["to"], occupied, full):
        cost = (full - n) + (1 if slipstream.corner_entry(chosen["to"], path) else 0)
        if cost and cost > car["wp"]["brakes"] - spent:
            continue
        whole = chosen["path"] + path
        finish = car["laps"] == s["options"]["laps"] - 1 and any(
            _crosses(a, b) for a, b in zip([start["space"]] + whole, whole))
        if finish:
            continue  # [interpretation] the line ends the move: a slipstream across it is not offered
        result = outcome(start["space"], start["corner"], start["stops"], whole)
        if result.eliminated:
            continue
        price = prices(car["wp"], result.overshoot, spent + cost, blocked=False, multiplier=_multiplier(s, car))
        if not price:
            continue
        dangerous = chosen["dangerous"] + sum(1 for x in path if x in s["markers"])
        option = dict(chosen, to=path[-1], spaces=chosen["spaces"] + n, path=whole, overshoot=result.overshoot,
                      brake=spent + cost, price=price[0], dangerous=dangerous, corner=result.corner,
                      stops=result.stops, slip=n, slip_full=n == full)
        key = (option["to"], n)
        old = best.get(key)
        lanes = tuple(SPACES[x]["lane"] for x in path)
        if old is None or (dangerous, lanes) < (old[0], old[1]):
            best[key] = (dangerous, lanes, option)
    return [best[k][2] for k in sorted(best)]


def _slipstream(s: dict, car: dict, choice) -> None:
    pending = s["pending"]
    if choice is None:
        return _resolve(s, car, pending["chosen"])
    option = next(o for o in pending["slip_options"] if (o["to"], o["slip"]) == (choice["to"], choice["spaces"]))
    s["pending"]["slipped"] = True  # a chained slipstream is 3 spaces (the soft space is spent or gone)
    if option["slip_full"] and _offer_slipstream(s, car, option, braked=False):
        return  # chaining (a corner's brake WP is a cost, not braking)
    _resolve(s, car, option)


def _resolve(s: dict, car: dict, option: dict) -> None:
    """§2.2 step 8 on: corners, braking, road handling, the line, then the stop, collisions and motor."""
    pending = s["pending"]
    s["pending"], s["phase"] = None, "gear"
    car["space"] = option["to"]
    car["corner"], car["stops"] = option["corner"], option["stops"]
    price = option["price"]
    if _basic_price(option):
        car["wp"] -= price["wp"]
    else:
        car["wp"]["tyres"] = price["tyres"] - price["emergency_tyres"]
        car["wp"]["brakes"] -= price["brakes"]
        if price["spin"]:
            car["gear"], car["restart"] = 1, "spin"  # §2.6: it stays where it ended, 1st gear (D8)
        if not _road_handling(s, car, option):
            return _after_move(s, car, pending["trigger"])
    laps = sum(1 for a, b in zip([pending["start"]["space"]] + option["path"], option["path"]) if _crosses(a, b))
    car["laps"] += laps
    if laps and s["options"]["nitro"]:
        car["nitro"] = True  # §2.18: refilled by crossing the line, usable from the next move
    s["arrivals"] += 1
    car["arrival"] = s["arrivals"]
    if option["finish"]:
        car["status"] = "finished"
        s["finished"].append(car["seat"])
        car["rank"] = len(s["finished"])
        return _after_move(s, car, pending["trigger"])
    if option["box"]:
        car["pitted"] = True
        if s["options"]["technical_pit_stops"]:  # the player chooses the stop
            s["phase"], s["pending"] = "pit_service", {"trigger": pending["trigger"]}
            return
        _pit_stop(s, car)
    elif SPACES[car["space"]]["kind"] == "track":
        car["pitted"] = False  # back on the track: the pit may open again on a later lap
        _collisions(s, car)
    _after_move(s, car, pending["trigger"])


def _road_handling(s: dict, car: dict, option: dict) -> bool:
    """§2.10: one test per dangerous space entered, in path order; 1-4 costs a road-handling WP, the
    last one eliminates the car (removed, no marker). Whether the car is still racing."""
    for space in option["path"]:
        if space in s["markers"]:
            if _roll(s, car["seat"], "black", "road handling") <= conditions.fails("handling", "advanced", _wet(s)):
                _lose(s, car, "handling", "handling", stays=False, marker=False)
                if car["status"] != "racing":
                    return False
    return True


def _pit_stop(s: dict, car: dict) -> None:
    """§2.13. Basic: all WP back, and the car waits. Advanced: fresh tyres, then the black die: 1-10 a
    quick stop (the car moves die/2 spaces, rounded up, at once, in 4th), 11-20 a slow one (it waits)."""
    if _basic(s):
        car["nitro"] = s["options"]["nitro"]  # §2.18: refilled at a pit stop
        car["wp"] = data.WP_BASIC
        car["restart"] = "pit_wait"
        return
    _fresh_tyres(s, car)
    die = _roll(s, car["seat"], "black", "pit")
    if die > data.QUICK_STOP_MAX:
        car["restart"] = "pit_wait"
        return
    found = ends(Drive(start=car["space"], allowance=-(-die // 2), cars=_occupied(s, car["seat"])))
    furthest = max(found, key=lambda e: e.spaces)
    car["space"], car["gear"] = furthest.space, data.QUICK_STOP_GEAR
    car["no_soft"] = True  # §2.17: no soft bonus after a quick stop


def _crosses(a: int, b: int) -> bool:
    from .track import crosses_line
    return crosses_line(a, b)


def _is_blocked(s: dict, car: dict, allowance: int) -> bool:
    """Whether the car is blocked, by the same search as its moves (the lane kept after an overshoot
    included: a car that must keep its lane behind another is blocked even if a swerve would pass)."""
    return not _reaches(ends(_drive_of(s, car, allowance)), allowance)


def _collisions(s: dict, mover: dict) -> None:
    """§2.8 (basic: every car concerned rolls, D2): the cars beside the mover or ahead of it, in round
    order, then the mover once per car; 1-4 loses a WP; a car at 0 WP stays as a wreck this round."""
    here = SPACES[mover["space"]]
    near = {x for x in set(here["side"]) | set(here["next"]) if SPACES[x]["kind"] == "track"}  # D3: never the pit
    others = [c for c in s["cars"] if c["seat"] != mover["seat"] and c["space"] in near
              and c["status"] in ("racing", "wreck")]
    others.sort(key=lambda c: s["order"].index(c["seat"]) if c["seat"] in s["order"] else len(s["order"]))
    fails = conditions.fails("collision", s["options"]["rules"], _wet(s))
    fell = set()
    for other in others:
        if other["status"] == "racing":
            if _roll(s, other["seat"], "black", "collision") <= fails:
                _lose(s, other, "body", "collision", stays=True, marker=True)
                if other["status"] != "racing":
                    fell.add(other["seat"])
    for other in others:
        if mover["status"] != "racing":
            break
        if other["seat"] in fell or _roll(s, mover["seat"], "black", "collision") <= fails:
            _lose(s, mover, "body", "collision", stays=True, marker=True)


def _lose(s: dict, car: dict, category: str, cause: str, stays: bool, marker: bool) -> None:
    """One WP lost (basic: from the pool; advanced: from ``category``, with a damage marker on the car's
    space if ``marker``, §2.10); losing the last one eliminates the car."""
    if _basic(s):
        car["wp"] -= 1
        left = car["wp"]
    else:
        car["wp"][category] -= 1
        left = car["wp"][category]
        if marker:
            _mark(s, car["space"])
    if left <= 0:
        _eliminate(s, car, cause, car["space"], stays, marker=False)


def _mark(s: dict, space: int) -> None:
    if not _basic(s) and SPACES[space]["kind"] == "track" and space not in s["markers"]:
        s["markers"] = sorted(s["markers"] + [space])


def _eliminate(s: dict, car: dict, cause: str, where: int, stays: bool, marker: bool) -> None:
    """§2.12: out; a wreck stays until the end of the round as an obstacle; some causes leave a marker."""
    distance = progress(dict(car, space=where))
    car["elimination"] = {"cause": cause, "round": s["round"], "distance": distance, "order": len(s["history"])}
    car["status"] = "wreck" if stays else "eliminated"
    if marker:
        _mark(s, car["space"])


def _after_move(s: dict, car: dict, trigger: bool) -> None:
    if trigger:
        _motor_damage(s)
        if s["options"]["weather"] and s["weather"]["now"] not in conditions.FIXED:
            s["weather"]["rolls_due"] += 1  # §2.16: one weather roll per trigger, at the end of the round
    _next_car(s)


def _motor_damage(s: dict) -> None:
    """§2.9: every racing car in 5th or 6th gear on the track rolls, in round order; 1-4 loses a WP."""
    for seat in s["order"]:
        c = s["cars"][seat]
        if c["status"] == "racing" and c["gear"] >= 5 and SPACES[c["space"]]["kind"] == "track":
            if _roll(s, seat, "black", "motor") <= conditions.fails("motor", "advanced", _wet(s)):
                _lose(s, c, "engine", "engine", stays=False, marker=True)


def _next_car(s: dict) -> None:
    """The next racing car of the round's order; after the last, wrecks go and a new round begins."""
    while True:
        s["turn"] += 1
        if s["turn"] < len(s["order"]):
            if s["cars"][s["order"][s["turn"]]]["status"] == "racing":
                s["to_move"] = s["order"][s["turn"]]
                return
            continue
        for c in s["cars"]:
            if c["status"] == "wreck":
                c["status"] = "eliminated"  # §2.12: removed at the end of the round
        while s["weather"]["rolls_due"]:
            s["weather"]["rolls_due"] -= 1
            rolled = conditions.chart(_roll(s, None, "black", "weather"))
            s["weather"]["now"] = conditions.after_roll(s["weather"]["now"], rolled)
            if s["weather"]["now"] in conditions.FIXED:
                s["weather"]["rolls_due"] = 0
        racing = [c for c in s["cars"] if c["status"] == "racing"]
        if not racing:
            s["to_move"], s["phase"] = None, "over"
            return
        s["round"] += 1
        s["order"] = round_order(racing)
        s["turn"] = 0
        s["to_move"] = s["order"][0]
        return


# --- the end ---------------------------------------------------------------------------------------

def ranking(state: dict) -> list:
    """§2.14: finishers in finishing order, then eliminated cars by score (their qualifying points), then
    distance, "non-team games only" (BGA: "only in non-team games"), then the later elimination first
    (D12); race points by rank, 0 for an eliminated car."""
    finished = [state["cars"][seat] for seat in state["finished"]]
    out = [c for c in state["cars"] if c["status"] != "finished"]
    by_distance = not state["options"]["team_race"]

    def key(c):
        out_at = c["elimination"] or {}
        return (-(c["qualifying"] or {}).get("score", 0), -out_at.get("distance", 0) if by_distance else 0,
                -out_at.get("order", 0))
    out.sort(key=key)
    rows = []
    for rank, c in enumerate(finished + out, start=1):
        points = data.RACE_POINTS[rank - 1] if c["status"] == "finished" else 0
        extra = (c["qualifying"] or {}).get("score", 0)
        rows.append({"seat": c["seat"], "rank": rank, "status": c["status"], "race_points": points,
                     "qualifying_points": extra, "score": points + extra})
    return rows


def result(state: dict):
    if state["to_move"] is not None:
        return None
    rows = ranking(state)
    scores = [0] * state["players"]
    for row in rows:
        scores[row["seat"]] = row["score"]
    out = {"scores": scores, "winners": [rows[0]["seat"]], "ranking": rows,
           "eliminated": [{"seat": c["seat"], **c["elimination"]} for c in state["cars"] if c["elimination"]],
           "ended": said("formulad.ended")}
    out["breakdown"] = _breakdown(state, rows)
    if state["options"]["team_race"]:
        # §2.18 (D26): seats 0 and 1, 2 and 3... form the teams; both members score the team's points
        rank = {row["seat"]: row["rank"] for row in rows}
        teams = [{"seats": [a, a + 1], "score": scores[a] + scores[a + 1]} for a in range(0, state["players"], 2)]
        for team in teams:
            for seat in team["seats"]:
                scores[seat] = team["score"]
        best = max(teams, key=lambda t: (t["score"], -min(rank[x] for x in t["seats"])))
        out.update(teams=teams, winners=list(best["seats"]))
        own = {row["seat"]: row["score"] for row in rows}
        for entry in out["breakdown"]:
            mate = entry["seat"] ^ 1  # seats 0 and 1, 2 and 3...
            entry["items"].append({"what": said("formulad.item.team", name=player_name(mate)), "points": own[mate]})
            entry["total"] = scores[entry["seat"]]
    return out


def _breakdown(state: dict, rows: list) -> list:
    """Every car's points, for the end screen: its place across the line (or when and why it went out),
    and its qualifying place; ``rank`` orders the cards."""
    out = []
    for row in rows:
        car = state["cars"][row["seat"]]
        items = []
        if car["status"] == "finished":
            items.append({"what": said("formulad.item.finish", place=row["rank"], th=th(row["rank"])), "points": row["race_points"]})
        else:
            e = car["elimination"]
            items.append({"what": said("formulad.item.out", round=e["round"], cause=said(f"formulad.cause.{e['cause']}")),
                          "points": 0})
        q = car["qualifying"]
        if q is not None:
            items.append({"what": said("formulad.item.qualifying", place=q["rank"], th=th(q["rank"])) if q.get("rank")
                          else said("formulad.item.qualifying_failed"), "points": q.get("score", 0)})
        out.append({"seat": row["seat"], "rank": row["rank"], "items": items, "total": row["score"]})
    return out
