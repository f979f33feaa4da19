"""The words of Formula D: log lines, refusals and options, as ``Said`` sentences (a page says them in
its own language with the templates of web/games/formulad/strings.js).

A log line names its player (``name`` with ``seat``, so a page can put the typed name in) and ends with
``then``: what the move set off, the dice first (each a nested sentence from ``formulad.then.*``,
starting with a space; ``formulad.then.none`` is empty).

>>> str(said("formulad.log.gear", name="Car 1", seat=0, gear=4, th=th(4), then=said("formulad.then.none")))
'Car 1 takes 4th gear.'
>>> str(wp_text({"gearbox": 1, "brakes": 1}))
'1 gearbox WP and 1 brake WP'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)

CATEGORY = {"tyres": "tyre", "brakes": "brake", "gearbox": "gearbox", "body": "body", "engine": "engine",
            "handling": "road-handling"}

register({f"formulad.wp.{c}": "{n} " + word + " WP" for c, word in CATEGORY.items()})
register({
    "formulad.wp": "{n} WP",
    "formulad.and": "{a} and {b}",
    "formulad.list": "{a}, {b}",
})
register({
    # an English ordinal's ending after its number ("4" + "th"); other languages write their own
    "formulad.th.st": "st", "formulad.th.nd": "nd", "formulad.th.rd": "rd", "formulad.th.th": "th",
    "formulad.die.1": "yellow die", "formulad.die.2": "orange die", "formulad.die.3": "red die",
    "formulad.die.4": "green die", "formulad.die.5": "purple die", "formulad.die.6": "blue die",
    # the shared dice (the shell's moments): which die, and why it was rolled
    "formulad.dice.black": "the black die", "formulad.dice.1": "the yellow die", "formulad.dice.2": "the orange die",
    "formulad.dice.3": "the red die", "formulad.dice.4": "the green die", "formulad.dice.5": "the purple die",
    "formulad.dice.6": "the blue die",
    "formulad.why.grid": "the grid", "formulad.why.start": "the start", "formulad.why.move": "the move",
    "formulad.why.collision": "a collision check", "formulad.why.motor": "an engine test",
    "formulad.why.road_handling": "a road-handling test", "formulad.why.pit": "the pit stop",
    "formulad.why.weather": "the weather", "formulad.why.qualifying": "a qualifying move",
    "formulad.why.qualifying_weather": "the qualifying weather", "formulad.why.qualifying_tie": "a qualifying tie",
    "formulad.tyre.hard": "hard", "formulad.tyre.soft": "soft", "formulad.tyre.rain": "rain",
    "formulad.weather.good": "good (for the rest of the race)",
    "formulad.weather.good_temporary": "good, for now",
    "formulad.weather.changeable": "changeable",
    "formulad.weather.rain_temporary": "rain, for now",
    "formulad.weather.rain": "rain (for the rest of the race)",
    "formulad.cause.overshoot": "too fast through a corner",
    "formulad.cause.blocked": "blocked with no way to pay for braking",
    "formulad.cause.collision": "a collision",
    "formulad.cause.engine": "the engine",
    "formulad.cause.handling": "road handling",
    "formulad.cause.wp": "no wear points left",
    # the log: one line a move
    "formulad.log.gear": "{name} takes {gear}{th} gear.{then}",
    "formulad.log.gear_paid": "{name} takes {gear}{th} gear, skipping {k:# gear:# gears} for {cost}.{then}",
    "formulad.log.move": "{name} drives {n:# space:# spaces}{how}{where}.{then}",
    "formulad.log.retire": "{name} has no move that the car survives: out ({cause}).{then}",
    "formulad.log.slipstream": "{name} slipstreams {n:# more space:# more spaces}{where}.{then}",
    "formulad.log.no_slipstream": "{name} does not slipstream.{then}",
    "formulad.log.tyres": "{name} fits {tyre} tyres.{then}",
    "formulad.log.construct": "{name} builds the car: {wp}.{then}",
    "formulad.log.pit_tyres": "{name} makes a tyre stop, with {tyre} tyres.{then}",
    "formulad.log.pit_technical": "{name} makes a technical stop, with {tyre} tyres{repair}.{then}",
    "formulad.log.qualifying": "{name} takes {gear}{th} gear in qualifying.{then}",
    # how and where a move went
    "formulad.how.none": "",
    "formulad.how.nitro": " with nitro",
    "formulad.how.soft": " with the soft tyres' extra space",
    "formulad.how.both": " with nitro and the soft tyres' extra space",
    "formulad.where.none": "",
    "formulad.where.corner": " into {corner}",
    "formulad.where.in_corner": ", staying in {corner}",
    "formulad.where.box": " into the pit box",
    "formulad.where.pit": " into the pit lane",
    "formulad.where.line": " across the line",
    "formulad.repair.some": ", repairing {wp}",
    # what a move set off (each starts with a space; "none" is empty)
    "formulad.then.none": "",
    "formulad.then.stall": " The start die shows 1: the car stalls and waits for the next round.{then}",
    "formulad.then.great_start": " The start die shows {face}: a great start, 4 spaces.{then}",
    "formulad.then.start": " The start die shows {face}.{then}",
    "formulad.then.roll": " The {die} shows {face}.{then}",
    "formulad.then.skid": " In the wet the car skids {n:# space:# spaces} more.{then}",
    "formulad.then.overshoot": " Overshooting {corner} by {n:# space:# spaces} costs {cost}.{then}",
    "formulad.then.spin": " The car spins: 1st gear, tyres down to 1.{then}",
    "formulad.then.brake": " Braking {n:# space:# spaces} costs {cost}.{then}",
    "formulad.then.handling": " A damage marker on the way: road handling {face}{lost}.{then}",
    "formulad.then.lap": " Lap {lap} done.{then}",
    "formulad.then.finish": " {name} takes the flag in {place}{th} place.{then}",
    "formulad.then.box_basic": " In the box: all wear points back; the car waits a turn.{then}",
    "formulad.then.box_wait": " In the box: fresh tyres; the pit die shows {face}, a slow stop: the car waits a turn.{then}",
    "formulad.then.box_quick": " In the box: fresh tyres; the pit die shows {face}, a quick stop: "
                               "{n:# space:# spaces} on in 4th gear.{then}",
    "formulad.then.collision": " {other} rolls {face} for the collision check{lost}.{then}",
    "formulad.then.motor": " Engine test: {other} rolls {face}{lost}.{then}",
    "formulad.then.lost": ": {cost} lost",
    "formulad.then.out": " {other} is out: {cause}.{then}",
    "formulad.then.weather": " The weather die shows {face}: the weather is {weather}.{then}",
    "formulad.then.lap_done": " Qualifying lap done: {n:# point:# points}.{then}",
    "formulad.then.lap_failed": " No stop in {corner}: the qualifying lap ends, and {name} starts last.{then}",
    "formulad.then.race_over": " The race is over.",
    # refusals
    "formulad.illegal.over": "The race is over.",
    "formulad.illegal.shape": "A move is an object such as {{\"gear\": 3}} or {{\"to\": 63, \"spaces\": 8}}.",
    "formulad.illegal.tyres": "Choose hard, soft or rain tyres.",
    "formulad.illegal.qualifying": "In qualifying a car goes up one gear at most; any lower gear is free.",
    "formulad.illegal.construct": "Share {total} wear points among the six categories, at least 1 each.",
    "formulad.illegal.construct_repair": "Share {total} wear points among the six categories, at least 1 each, "
                                         "and 0 to 2 of them as the pit's repair points.",
    "formulad.illegal.pit_service": "Choose a tyre stop, or a technical stop the pit can do.",
    "formulad.illegal.gear_first": "Choose a gear first.",
    "formulad.illegal.gear": "This car may not take that gear now.",
    "formulad.illegal.gear_chosen": "The gear is chosen; now choose where to go.",
    "formulad.illegal.slipstream": "Choose a slipstream from the list, or none.",
    "formulad.illegal.end": "The car cannot end its move there.",
    # undo
    "formulad.undo.dice": "Dice were rolled after that move.",
    # options
    "formulad.options.shape": "Formula D options must be an object like {{\"players\": 4}}.",
    "formulad.options.unknown": "Formula D has no option {option!r}.",
    "formulad.options.mode": "Formula D's modes are basic and advanced.",
    "formulad.options.players": "Formula D is for {low} to {high} players.",
    "formulad.options.laps": "A race is 1, 2 or 3 laps.",
    "formulad.options.flag": "The option {option!r} is true or false.",
    "formulad.options.advanced": "The option {option!r} needs the advanced rules.",
    "formulad.options.team": "A team race needs an even number of players.",
    "formulad.options.choice": "The option {option!r} is one of {allowed}.",
    "formulad.ended": "Every car has finished or is out.",
    # the end screen
    "formulad.item.finish": "{place}{th} across the line",
    "formulad.item.out": "Out in round {round}: {cause}",
    "formulad.item.qualifying": "{place}{th} in qualifying",
    "formulad.item.qualifying_failed": "No qualifying lap",
    "formulad.item.team": "{name}'s points, as a team",
})


def th(n: int):
    """The English ending of the ordinal of ``n``: st, nd, rd or th (1st, 22nd, 13th)."""
    end = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return said(f"formulad.th.{end}")


def wp_text(cost):
    """Wear points as words: "2 WP" (basic) or "1 gearbox WP and 1 brake WP" (advanced)."""
    if isinstance(cost, int):
        return said("formulad.wp", n=cost)
    parts = [said(f"formulad.wp.{c}", n=k) for c, k in cost.items() if k]
    if not parts:
        return said("formulad.wp", n=0)
    out = parts[-1]
    if len(parts) > 1:
        out = said("formulad.and", a=parts[-2], b=parts[-1])
        for part in reversed(parts[:-2]):
            out = said("formulad.list", a=part, b=out)
    return out


def player_name(seat: int) -> str:
    """A seat's name in the engine's words: Car 1, Car 2, … (a page shows the typed names)."""
    return f"Car {seat + 1}"
