"""Weather and tyres, advanced game options (rules file §2.16-§2.17).

The race weather is a ladder of five steps: good (fixed), good for now, changeable, rain for now and
rain (fixed). The race roll on the circuit's chart (data.WEATHER_CHART) gives good, changeable or rain;
while the weather is not fixed, each motor-damage trigger adds a roll at the end of the round: good
moves it one step towards good, rain one step towards rain, changeable leaves it; once left, changeable
is skipped. It is wet in rain (for now or fixed), and when changeable after rain in qualifying.

Tyres wear by a multiplier on an overshoot that depends on their type, their age (the tyre lap: laps on
this set) and the weather; in the wet every car skids (compulsory extra spaces) on a turn that counts
towards a corner; soft tyres give an optional extra space on their first lap in the dry.

>>> after_roll("changeable", "good"), after_roll("good_temporary", "rain"), after_roll("rain_temporary", "rain")
('good_temporary', 'rain_temporary', 'rain')
"""

from __future__ import annotations

from . import data
from .track import CORNER_ROWS, SPACES, STOPS, row_after

LADDER = data.WEATHER_LADDER
FIXED = ("good", "rain")


def chart(die: int) -> str:
    """The circuit's weather chart for a black die."""
    return next(weather for top, weather in data.WEATHER_CHART if die <= top)


def after_roll(weather: str, rolled: str) -> str:
    """§2.16: one step towards the weather rolled; changeable is skipped once left."""
    if weather in FIXED or rolled == "changeable":
        return weather
    i = LADDER.index(weather) + (1 if rolled == "rain" else -1)
    if LADDER[i] == "changeable":
        i += 1 if rolled == "rain" else -1
    return LADDER[i]


def wet(weather: dict) -> bool:
    return weather["now"] in ("rain_temporary", "rain") or (weather["now"] == "changeable"
                                                             and weather["rained_in_qualifying"])


def tyre_lap(car: dict) -> int:
    return max(1, car["laps"] - car["tyre_base"] + 1)


def multiplier(car: dict, is_wet: bool, soft_rain: str = "seed") -> int:
    """§2.17: the tyre WP an overshoot costs a space (1 without the tyres option: hard tyres)."""
    kind, lap = car["tyre"], tyre_lap(car)
    if not is_wet:
        return 1 if kind == "hard" else (2 if lap <= 2 else 3)
    if kind == "soft":
        return 3 if lap >= 3 else (2 if soft_rain == "masters" else 1)  # D14
    return 1


def skid(car: dict, face: int, is_wet: bool) -> int:
    """§2.17, D13: in the wet, the compulsory extra spaces on a turn that counts towards a corner (the
    car starts in a corner with stops to make, or the die face alone would carry it into one). A car
    leaving the pit after its stop joins the track at the exit and may reach C1 (track.row_after); one
    still heading for its box ends its move there, short of any corner."""
    space = SPACES[car["space"]]
    if not is_wet or (space["kind"] != "track" and not car.get("pitted")):
        return 0
    corner = space["corner"]
    if corner is not None and car["corner"] == corner and car["stops"] < STOPS[corner]:
        return data.SKID[car["tyre"]]
    for step in range(1, face + 1):
        row = row_after(car["space"], step)
        if row is None:
            continue  # still in the pit lane
        ahead = next((c for c, (a, b) in CORNER_ROWS.items() if a <= row <= b), None)
        if ahead is not None and not (ahead == car["corner"] and car["stops"] >= STOPS[ahead]):
            return data.SKID[car["tyre"]]
    return 0


def soft_bonus(car: dict, is_wet: bool) -> bool:
    """§2.17: soft tyres may add a space to a move on their first lap, in the dry (not right after a
    quick stop or a technical stop)."""
    return car["tyre"] == "soft" and tyre_lap(car) == 1 and not is_wet and not car.get("no_soft")


def fails(kind: str, rules: str, is_wet: bool) -> int:
    """The highest black-die face that fails a test of ``kind`` (collision, motor, handling)."""
    if kind == "collision":
        return data.COLLISION_FAILS["basic"] if rules == "basic" else (
            data.COLLISION_FAILS["advanced_wet" if is_wet else "advanced"])
    table = data.MOTOR_FAILS if kind == "motor" else data.HANDLING_FAILS
    return table["wet" if is_wet else "dry"]
