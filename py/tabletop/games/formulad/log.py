"""Formula D's log: one sentence a move, saying what the player chose and then what it set off, the dice
first (the start die, the gear die, collision, engine and road-handling tests, the pit die, the weather),
with what each cost and who is out.

A line is told from the state before the move and the state after it; the dice are read from the rolls
the move added (``rolls``), so the sentence never says more than the table shows.
"""

from __future__ import annotations

from . import conditions, data, race
from .text import player_name, said, th, wp_text
from .track import SPACES, STOPS


def describe_move(state: dict, move: dict):
    after = race.play(state, move)
    seat = state["to_move"]
    name, phase = player_name(seat), state["phase"]
    car = state["cars"][seat]
    then = _then(state, after, seat)
    if phase == "tyres":
        return said("formulad.log.tyres", name=name, seat=seat, tyre=said(f"formulad.tyre.{move['tyres']}"),
                    then=then)
    if phase == "construct":
        wp = {k: v for k, v in move["construct"].items() if k != "repair"}
        return said("formulad.log.construct", name=name, seat=seat, wp=wp_text(wp), then=then)
    if phase == "qualifying":
        return said("formulad.log.qualifying", name=name, seat=seat, gear=move["gear"], th=th(move["gear"]), then=then)
    if phase == "pit_service":
        choice = move["pit_service"]
        tyre = said(f"formulad.tyre.{choice['tyres']}")
        if choice["stop"] == "tyres":
            return said("formulad.log.pit_tyres", name=name, seat=seat, tyre=tyre, then=then)
        repair = said("formulad.repair.some", wp=wp_text(choice["repair"])) if choice["repair"] else said(
            "formulad.where.none")
        return said("formulad.log.pit_technical", name=name, seat=seat, tyre=tyre, repair=repair, then=then)
    if phase == "gear":
        cost = dict(race.gear_choices(state, car))[move["gear"]]
        if cost:
            skipped = car["gear"] - move["gear"] - 1
            return said("formulad.log.gear_paid", name=name, seat=seat, gear=move["gear"], th=th(move["gear"]), k=skipped,
                        cost=wp_text(cost), then=then)
        return said("formulad.log.gear", name=name, seat=seat, gear=move["gear"], th=th(move["gear"]), then=then)
    if phase == "slipstream":
        choice = move["slipstream"]
        if choice is None:
            return said("formulad.log.no_slipstream", name=name, seat=seat, then=then)
        option = next(o for o in state["pending"]["slip_options"] if (o["to"], o["slip"]) == (choice["to"], choice["spaces"]))
        return said("formulad.log.slipstream", name=name, seat=seat, n=choice["spaces"],
                    where=_where(state, car, option), then=then)
    if move.get("retire"):
        cause = after["cars"][seat]["elimination"]["cause"]
        return said("formulad.log.retire", name=name, seat=seat, cause=said(f"formulad.cause.{cause}"), then=then)
    option = next(o for o in state["pending"]["options"] if race._move_of(o) == move)
    how = "both" if option.get("nitro") and option.get("soft") else (
        "nitro" if option.get("nitro") else "soft" if option.get("soft") else "none")
    return said("formulad.log.move", name=name, seat=seat, n=option["spaces"], how=said(f"formulad.how.{how}"),
                where=_where(state, car, option), then=then)


def _where(state: dict, car: dict, option: dict):
    if option["finish"]:
        return said("formulad.where.line")
    if option["box"]:
        return said("formulad.where.box")
    kind = SPACES[option["to"]]["kind"]
    if kind == "pit" and SPACES[car["space"]]["kind"] == "track":
        return said("formulad.where.pit")
    if option["corner"] and option["corner"] == car["corner"] and option["stops"] > car["stops"]:
        return said("formulad.where.in_corner", corner=option["corner"])
    if option["corner"]:
        return said("formulad.where.corner", corner=option["corner"])
    return said("formulad.where.none")


def _then(before: dict, after: dict, seat: int):
    """What the move set off, as a chain of ``formulad.then.*`` sentences."""
    items = []
    wet = race._wet(before)
    rules = before["options"]["rules"]
    mover = before["cars"][seat]
    chosen = _chosen(before, after, seat)
    if chosen is not None:
        items.extend(_costs(before, mover, chosen))
    weather = [before["weather"]["now"]]  # as the rolls move it, one by one
    for roll in after["rolls"][len(before["rolls"]):]:
        items.extend(_roll_items(before, after, roll, rules, wet, weather))
    if chosen is not None:
        car = after["cars"][seat]
        laps = car["laps"] - mover["laps"]
        if chosen["finish"]:
            items.append(("formulad.then.finish", {"name": player_name(seat), "place": car["rank"], "th": th(car["rank"])}))
        elif laps and car["status"] == "racing":
            items.append(("formulad.then.lap", {"lap": car["laps"]}))
        if chosen["box"] and rules == "basic":
            items.append(("formulad.then.box_basic", {}))
    for c in after["cars"]:
        if c["elimination"] and not before["cars"][c["seat"]]["elimination"]:
            if not (c["seat"] == seat and before["phase"] == "move" and "retire" in (after["history"][-1] or {})):
                items.append(("formulad.then.out", {"other": player_name(c["seat"]),
                                                    "cause": said(f"formulad.cause.{c['elimination']['cause']}")}))
    if after["to_move"] is None and before["to_move"] is not None:
        items.append(("formulad.then.race_over", {}))
    out = said("formulad.then.none")
    for key, values in reversed(items):
        out = said(key, **values) if key == "formulad.then.race_over" else said(key, then=out, **values)
    return out


def _chosen(before: dict, after: dict, seat: int):
    """The priced option the move completed (a main move or a slipstream), or None."""
    move = after["history"][-1]
    if before["phase"] == "move" and not move.get("retire"):
        option = next(o for o in before["pending"]["options"] if race._move_of(o) == move)
        return None if after["phase"] == "slipstream" and after["to_move"] == seat else option
    if before["phase"] == "slipstream":
        choice = move["slipstream"]
        if choice is None:
            return before["pending"]["chosen"]
        if after["phase"] == "slipstream" and after["to_move"] == seat:
            return None
        return next(o for o in before["pending"]["slip_options"] if (o["to"], o["slip"]) == (choice["to"], choice["spaces"]))
    return None


def _costs(before: dict, car: dict, option: dict) -> list:
    out = []
    price = option["price"]
    basic = "wp" in price
    if option["overshoot"]:
        corner = _overshot(car, option)
        if basic:
            cost = wp_text(option["overshoot"])
        else:
            cost = wp_text({"tyres": car["wp"]["tyres"] - (0 if price["spin"] else price["tyres"])})
        out.append(("formulad.then.overshoot", {"corner": corner, "n": option["overshoot"], "cost": cost}))
        if not basic and price["spin"]:
            out.append(("formulad.then.spin", {}))
    if option["brake"]:
        cost = wp_text(option["brake"]) if basic else wp_text({"brakes": price["brakes"],
                                                              "tyres": price["emergency_tyres"]})
        out.append(("formulad.then.brake", {"n": option["brake"], "cost": cost}))
    return out


def _overshot(car: dict, option: dict) -> str:
    """The first corner the move left one stop short (the one the overshoot is counted from)."""
    here, made, previous = car["corner"], car["stops"], car["space"]
    for space in option["path"]:
        was, now = SPACES[previous]["corner"], SPACES[space]["corner"]
        if was and now != was:
            if (made if was == here else 0) == STOPS[was] - 1:
                return was
            here, made = None, 0
        if now and now != was:
            here, made = now, 0
        previous = space
    return car["corner"] or ""


def _roll_items(before: dict, after: dict, roll: dict, rules: str, wet: bool, weather: list) -> list:
    why, face, seat = roll["why"], roll["face"], roll["seat"]
    name = player_name(seat) if seat is not None else ""
    if why == "start":
        if face == data.STALL:
            return [("formulad.then.stall", {})]
        if face >= data.GREAT_START[rules]:
            return [("formulad.then.great_start", {"face": face})]
        return [("formulad.then.start", {"face": face})]
    if why in ("move", "qualifying"):
        gear = int(roll["die"].split()[1])
        out = [("formulad.then.roll", {"die": said(f"formulad.die.{gear}"), "face": face})]
        pending = after["pending"] if after["phase"] == "move" and after["to_move"] == seat else None
        if pending and pending["allowance"] > face:
            out.append(("formulad.then.skid", {"n": pending["allowance"] - face}))
        q = after["cars"][seat]["qualifying"] if why == "qualifying" else None
        if q and not before["cars"][seat]["qualifying"]:  # this move ended the car's qualifying lap
            if q["failed"]:
                out.append(("formulad.then.lap_failed", {"corner": q["corner"], "name": name}))
            else:
                out.append(("formulad.then.lap_done", {"n": q["points"]}))
        return out
    if why == "pit":
        if face > data.QUICK_STOP_MAX:
            return [("formulad.then.box_wait", {"face": face})]
        return [("formulad.then.box_quick", {"face": face, "n": -(-face // 2)})]
    if why in ("weather", "qualifying weather"):
        rolled = conditions.chart(face)
        if why == "qualifying weather":
            now = "rain" if rolled == "rain" else "good"
        elif before.get("setup") and "weather" in before["setup"]:
            now = rolled  # the race roll of the setup
        else:
            now = conditions.after_roll(weather[0], rolled)  # a roll at the end of a round
        weather[0] = now
        return [("formulad.then.weather", {"face": face, "weather": said(f"formulad.weather.{now}")})]
    if why not in ("collision", "motor", "road handling"):
        return []  # the grid's roll-offs: the table shows the grid
    lost = _lost(rules, why, face, wet)
    if why == "collision":
        return [("formulad.then.collision", {"other": name, "face": face, "lost": lost})]
    if why == "motor":
        return [("formulad.then.motor", {"other": name, "face": face, "lost": lost})]
    return [("formulad.then.handling", {"face": face, "lost": lost})]


def _lost(rules: str, why: str, face: int, wet: bool):
    kind = {"collision": "collision", "motor": "motor", "road handling": "handling"}[why]
    if face > conditions.fails(kind, rules, wet):
        return said("formulad.where.none")
    category = {"collision": "body", "motor": "engine", "handling": "handling"}[kind]
    return said("formulad.then.lost", cost=wp_text(1 if rules == "basic" else {category: 1}))
