"""The odds of a gear: before the car to move chooses its gear, what each gear's die would lead to.

Everything here is public (the die's faces, the track, the cars, the wear points), so the odds go into
the view of the seat choosing its gear (rules.view). They are computed with the engine's own code, not
a second model of the rules: for a gear the car may take, on a copy of the state the gear is paid for
and engaged (race._pay_gear), and each face of its die (data.GEAR_DIE, every face equally likely)
becomes the allowance (plus the compulsory rain skid, conditions.skid) of race._offer, which lists the
ends the car could then choose: the very list the move phase offers, with nitro and the soft +1 when the
car has them. A face then counts in each of these outcomes that it can lead to:

- ``corner``: **the car can stop in a corner**: some end it may take without braking on purpose (a
  full-length move, or the forced end of a blocked one) ends in a corner with a stop that counts and is
  still needed (1 <= stops <= the corner's stops), with no overshoot on the way;
- ``overshoot``: **the car overshoots unless it brakes**: every end without voluntary braking leaves a
  corner with too few stops (wear points, a spin or elimination), or none is survivable while the car is
  not blocked (the engine's retirement cause "overshoot", race._drive). Braking on purpose may still
  save it, at a price;
- ``blocked``: **cars in the way**: the car cannot drive the face's whole distance (race._is_blocked, for
  the face and skid alone, without nitro or the soft +1) and must brake, paying wear points;
- ``out``: every end eliminates the car (it could only retire), whatever the cause.

So a face may count in several outcomes (blocked, and then stopped in a corner or overshooting it) or in
none (a clear straight). ``corner`` and ``overshoot`` never share a face: a corner stop without braking
is an end that does not overshoot. Each count is a number of faces of the die, so the chance is
``count / faces`` (equal faces count once each: the 1st-gear d4's two 1s are two faces).

Not counted: the start roll on a car's first turn (a stall on 1, a great start of 4 spaces on 17+ in the
basic game, 20 in the advanced: rules file §2.4); the odds are those of the gear die alone. A car in
its pit box or lane gets the same odds, computed the same way (its box ends its move).

A call for every gear of a car takes a few milliseconds (``python -m tabletop.games.formulad.odds``
prints the time on sample races).
"""

from __future__ import annotations

from . import conditions, data, race
from .movement import sharing
from .track import STOPS

OUTCOMES = ("corner", "overshoot", "blocked", "out")


def face_outcomes(state: dict, gear: int) -> list:
    """``[(face, {outcome: bool})]`` for every face of ``gear``'s die, in the die's order, for the car to
    move in the gear phase (``gear`` must be one it may take)."""
    s = race._copy(state)
    car = s["cars"][s["to_move"]]
    race._pay_gear(s, car, gear)
    car["gear"], car["restart"] = gear, None
    start = {"space": car["space"], "corner": car["corner"], "stops": car["stops"]}
    wet = race._wet(s)
    seen = {}
    with sharing():  # one search of the track serves every face (movement.ends): the longest first
        for face in sorted(set(data.GEAR_DIE[gear]), reverse=True):
            allowance = face + (0 if race._basic(s) else conditions.skid(car, face, wet))
            seen[face] = _outcomes(s, car, allowance, start)
    return [(face, dict(seen[face])) for face in data.GEAR_DIE[gear]]


def _outcomes(s: dict, car: dict, allowance: int, start: dict) -> dict:
    trial, driver = dict(s), dict(car)  # _offer sets the phase and pending, and may drop the car's no_soft
    trial["cars"] = [driver if c["seat"] == car["seat"] else c for c in s["cars"]]
    race._offer(trial, driver, allowance, start, trigger=False)
    options = trial["pending"]["options"]
    plain = [o for o in options if not o["nitro"] and not o["soft"]]
    blocked = plain[0]["blocked"] if plain else race._is_blocked(trial, driver, allowance)
    free = [o for o in options if o["blocked"] or o["brake"] == 0]  # no braking on purpose
    corner = any(o["overshoot"] == 0 and o["corner"] is not None and 1 <= o["stops"] <= STOPS[o["corner"]]
                 for o in free)
    if free:
        overshoot = all(o["overshoot"] > 0 for o in free)
    else:  # every end it drives in full is fatal: a corner, unless cars block it (the retirement's cause)
        overshoot = not blocked
    return {"corner": corner, "overshoot": overshoot, "blocked": blocked, "out": not options}


def gear_odds(state: dict, gear: int) -> dict:
    """``{"faces": n, "corner": k, "overshoot": k, "blocked": k, "out": k}``: of the ``n`` faces of
    ``gear``'s die, how many lead to each outcome (module docstring)."""
    faces = face_outcomes(state, gear)
    counts = {"faces": len(faces)}
    for name in OUTCOMES:
        counts[name] = sum(1 for _, got in faces if got[name])
    return counts


def odds(state: dict) -> dict:
    """``{gear: gear_odds}`` for every gear the car to move may take, in the race's gear phase (else {})."""
    if state.get("phase") != "gear" or state.get("to_move") is None:
        return {}
    car = state["cars"][state["to_move"]]
    return {g: gear_odds(state, g) for g, _ in race.gear_choices(state, car)}


def _benchmark() -> None:  # pragma: no cover - a measure, printed
    import random
    import time
    times, worst = [], 0.0
    for seed in range(6):
        for rules in ("basic", "advanced"):
            s = race.setup({"players": 6, "laps": 2, "rules": rules, "nitro": True}, seed)
            rnd = random.Random(seed)
            while s["to_move"] is not None:
                if s["phase"] == "gear":
                    t0 = time.process_time()
                    odds(s)
                    spent = time.process_time() - t0  # CPU time: other work on the machine does not count
                    times.append(spent)
                    worst = max(worst, spent)
                s = race.play(s, rnd.choice(race.legal_moves(s)))
    times.sort()
    print(f"{len(times)} gear choices: median {1000 * times[len(times) // 2]:.2f} ms, "
          f"90th percentile {1000 * times[int(len(times) * .9)]:.2f} ms, worst {1000 * worst:.2f} ms "
          "of CPU time (every gear the car may take)")


if __name__ == "__main__":  # pragma: no cover
    _benchmark()
