"""Launching a ship and its days on a cruise (§5 step 1 and option B): the countdown T-5 … T-0, days in
space, destinations, the return to Earth."""

from ... import rng
from . import campus, data, progress
from .actions import advert_guests, draw, take_guest, texts
from .goods import add_vp, automatic, decision, event, gain, lose_reputation, push, take_goods


def cabins(ship: dict) -> int:
    return max(0, len(ship["segments"]) - 1)


def fuel_needed(s: dict, seat: int, tile: str) -> int:
    return max(0, data.cruise_fuel(tile) - (1 if campus.tech_on(s, seat, "TE2") else 0))


def scheduled_cruise(s: dict, seat: int):
    sched = s["players"][seat]["scheduled"]
    return None if sched is None else s["cruises"][sched["slot"]]


def presold_colours(cruise: dict, boarded: list) -> list:
    left = list(cruise["guests"])
    for g in boarded:
        if g in left:
            left.remove(g)
    return sorted({data.guest_colour(g) for g in left}, key=data.COLOURS.index)


def launch_blocker(s: dict, seat: int, k: int):
    """Why ship k cannot launch now (a template id), or None."""
    p = s["players"][seat]
    ship = p["ships"][k]
    cruise = scheduled_cruise(s, seat)
    if ship["cruise"] is not None:
        return "on_cruise"
    if len(ship["segments"]) < 2:
        return "segments"
    if cruise is None:
        return "no_schedule"
    if not p["break"]["worker"] and not p["break"]["expert"]:
        return "no_pilot"
    if p["goods"]["food"] < 2 or p["goods"]["oxygen"] < len(ship["segments"]) \
            or p["goods"]["fuel"] < fuel_needed(s, seat, cruise["tile"]):
        return "supplies"
    if not cruise["guests"] and not advert_guests(s, seat):
        return "no_guest"
    return None


def launchable(s: dict, seat: int) -> list:
    return [k for k in range(len(s["players"][seat]["ships"])) if launch_blocker(s, seat, k) is None]


def launch(s: dict, seat: int, k: int) -> None:
    p = s["players"][seat]
    event(s, "launch", seat=seat, ship=k, cruise=scheduled_cruise(s, seat)["tile"])
    items = []
    if p["break"]["worker"] and p["break"]["expert"]:
        items.append({"k": "pilot"})
    cards = [c for c in s["hands"][seat] if data.AGENDA[c]["window"] == "launch"]
    if cards:
        items.append({"k": "window", "action": "launch"})
    items += [{"k": "board", "ship": k, "boarded": []}, {"k": "lift_off", "ship": k}]
    s["turn"]["pilot"] = "worker" if p["break"]["worker"] else "expert"
    push(s, *items)


@decision("pilot")
def _pilot():
    def moves(s, d):
        return [{"t": "pilot", "kind": "worker"}, {"t": "pilot", "kind": "expert"}]

    def apply(s, d, move):
        s["turn"]["pilot"] = move["kind"]
    return moves, apply


@decision("board")
def _board():
    def moves(s, d):
        seat = s["active"]
        p = s["players"][seat]
        ship = p["ships"][d["ship"]]
        cruise = scheduled_cruise(s, seat)
        out = []
        if len(d["boarded"]) < cabins(ship) and p["goods"]["food"] >= len(d["boarded"]) + 2:
            out += [{"t": "board", "presold": c} for c in presold_colours(cruise, d["boarded"])]
            out += [{"t": "board", **g} for g in advert_guests(s, seat, free=texts(s).get("free_guest", 0) > 0)]
        if d["boarded"]:
            out.append({"t": "board_done"})
        return out

    def apply(s, d, move):
        seat = s["active"]
        if move["t"] == "board_done":
            s["turn"]["boarded"] = list(d["boarded"])
            return
        if "presold" in move:
            cruise = scheduled_cruise(s, seat)
            left = [g for g in cruise["guests"] if g not in d["boarded"]]
            gid = next(g for g in left if data.guest_colour(g) == move["presold"])
            price = 0
        else:
            free = texts(s).get("free_guest", 0) > 0
            pick = {k: v for k, v in move.items() if k != "t"}
            gid = take_guest(s, seat, pick, free)
            if free:
                texts(s)["free_guest"] -= 1
            price = 0 if free else data.QUEUE_PRICES[pick["section"]] if "section" in pick else data.SUPPLY_PRICE
        event(s, "boarded", seat=seat, guest=gid, presold="presold" in move, price=price)
        push(s, {**d, "boarded": d["boarded"] + [gid]})
    return moves, apply


@automatic("lift_off")
def _lift_off(s: dict, d: dict) -> None:
    """T-5 (the rest) … T-0, once the guests are aboard (§5 B)."""
    seat = s["active"]
    p = s["players"][seat]
    ship = p["ships"][d["ship"]]
    sched = p["scheduled"]
    slot = sched["slot"]
    cruise = s["cruises"][slot]
    boarded = s["turn"].pop("boarded")
    # T-5: the cruise tile onto the ship, the consultant home, presold guests left behind
    ship["cruise"], ship["guests"] = cruise["tile"], boarded
    left = [g for g in cruise["guests"] if g not in boarded]
    for g in left:
        if len(s["queue"][-1]) < data.QUEUE_SECTION:
            s["queue"][-1].append(g)
        else:
            to_supply(s, [g])
    if left:
        lose_reputation(s, seat, 2 * len(left))
        event(s, "left_behind", seat=seat, n=len(left), reputation=2 * len(left))
    s["cruises"][slot] = None
    p["scheduled"] = None
    # T-4: a cube on the progress track
    progress.place_cube(s, seat, "launch")
    # T-3: supplies
    cost = {"food": len(boarded) + 1, "oxygen": len(ship["segments"]), "fuel": fuel_needed(s, seat, ship["cruise"])}
    take_goods(p, cost)
    # T-2: the cockpit's launch criterion; a first launch flips the cockpit
    vp = cockpit_vp(ship)
    if vp:
        add_vp(s, seat, vp, "cockpit_launch")
        p["cockpit_vp"] += vp
    first = not ship["launched"]
    ship["launched"] = True
    # T-1: the flipped token leaves the tower
    token = sched["token"]
    if token is not None:
        col = int(token[1]) - 1
        p["tower"][col][0 if token[0] == "b" else 1] = "gone"
        ship["token"] = token[0] == "b"
    p["blocked"] = None
    # T-0: the pilot aboard, a new cruise, the queue moves, new guests
    ship["pilot"], ship["day"] = s["turn"]["pilot"], 0
    p["break"][ship["pilot"]] -= 1
    p["launches"] += 1
    event(s, "lifted_off", seat=seat, ship=d["ship"], cruise=ship["cruise"], guests=list(boarded), paid=cost,
          vp=vp, first=first, token=token)
    deal_cruise(s, slot)
    new = s["cruises"][slot]
    if new is not None:
        stops = set(data.destinations(new["tile"]))
        for j in (1, 2):
            for g in list(s["queue"][j]):
                if data.guest_colour(g) in stops and len(s["queue"][j - 1]) < data.QUEUE_SECTION:
                    s["queue"][j].remove(g)
                    s["queue"][j - 1].append(g)
    for _ in boarded:
        new_queue_guest(s)


def to_supply(s: dict, guests: list) -> None:
    """Guests back to the supply, kept in the order of their numbers (a guest taken from the supply by
    colour is then the same one in every world a seat cannot tell apart)."""
    s["bag"] = sorted(s["bag"] + list(guests), key=lambda g: int(g[1:]))


def new_queue_guest(s: dict) -> None:
    """A guest drawn at random from the supply joins the top of the queue (none if the supply is empty
    or the top section is full [interpretation])."""
    if not s["bag"] or len(s["queue"][-1]) >= data.QUEUE_SECTION:
        return
    r = rng.unpack(s["rng"])
    r, i = rng.below(r, len(s["bag"]))
    s["rng"] = rng.pack(r)
    s["chance"] = "draw"
    s["queue"][-1].append(s["bag"].pop(i))


def deal_cruise(s: dict, slot: int) -> None:
    """A new cruise tile for an empty slot; an empty stack is the discarded cruises shuffled; none left:
    the slot stays empty [interpretation]."""
    if not s["cruise_deck"] and s["cruise_discard"]:
        r = rng.unpack(s["rng"])
        r, s["cruise_deck"] = rng.shuffled(r, sorted(s["cruise_discard"], key=lambda c: int(c[1:])))
        s["rng"] = rng.pack(r)
        s["cruise_discard"] = []
    tile = draw(s, "cruise_deck")
    s["cruises"][slot] = None if tile is None else {"tile": tile, "guests": [], "consultant": None}


def cockpit_vp(ship: dict) -> int:
    criterion = data.COCKPITS[ship["cockpit"]][0]
    guests = [data.guest_colour(g) for g in ship["guests"]]
    if criterion == "guests":
        return len(guests)
    if criterion == "destinations":
        return 2 * len(data.destinations(ship["cruise"]))
    if criterion == "segments":
        return len(ship["segments"])
    if criterion == "one_colour":
        return 3 if guests and len(set(guests)) == 1 else 0
    return sum(data.blueprint(b)["tags"] for b in ship["segments"] if data.blueprint(b)["colour"] in guests)


# --- advancing ---------------------------------------------------------------------------------------------

def to_advance(s: dict, seat: int) -> list:
    done = s["turn"]["advanced"]
    return [k for k, sh in enumerate(s["players"][seat]["ships"]) if sh["cruise"] is not None and k not in done]


def tags(ship: dict, colour: str) -> int:
    return sum(data.blueprint(b)["tags"] for b in ship["segments"] if data.blueprint(b)["colour"] == colour)


def space_bonus(s: dict, ship: dict) -> list:
    """(colour, copies) of each colour's guest bonus a day in space gives."""
    out = []
    for c in data.COLOURS:
        n = sum(1 for g in ship["guests"] if data.guest_colour(g) == c) * tags(ship, c)
        if n:
            out.append((c, n))
    return out


def advance(s: dict, seat: int, k: int) -> None:
    p = s["players"][seat]
    ship = p["ships"][k]
    s["turn"]["advanced"].append(k)
    ship["day"] += 1
    days = data.CRUISES[ship["cruise"]]
    if ship["day"] > len(days):
        return_to_earth(s, seat, k)
        return
    day = days[ship["day"] - 1]
    if day == "S":
        gains = space_bonus(s, ship)
        event(s, "space_day", seat=seat, ship=k, copies={c: n for c, n in gains})
        for c, n in reversed(gains):
            kind, amount = data.GUEST_BONUSES[s["guest_bonus"][c]]
            gain(s, seat, ((kind, amount * n),), "space")
        if campus.tech_on(s, seat, "TE4"):
            p["money"] += 1
            event(s, "tech_gain", seat=seat, tech="TE4", money=1)
        aboard = {data.guest_colour(g) for g in ship["guests"]}
        if "P3" in p["upgrades"] and aboard:
            push(s, {"k": "p3_bonus", "ship": k})
        return
    colour = data.COLOUR_OF_DAY[day]
    event(s, "destination", seat=seat, ship=k, colour=colour)
    items = []
    if ship["token"] and any(u not in p["upgrades"] for u in data.UPGRADES[colour]):
        items.append({"k": "upgrade", "ship": k, "colour": colour})
    cards = [c for c in s["hands"][seat] if data.AGENDA[c]["window"] == "destination"]
    if cards and ship["guests"]:
        items.append({"k": "window", "action": "destination"})
    if ship["guests"]:
        items.append({"k": "score", "ship": k, "colour": colour})
    push(s, *items)


@decision("p3_bonus")
def _p3():
    def moves(s, d):
        ship = s["players"][s["active"]]["ships"][d["ship"]]
        ship_colours = {data.guest_colour(g) for g in ship["guests"]}
        return [{"t": "bonus", "colour": c} for c in data.COLOURS if c in ship_colours]

    def apply(s, d, move):
        kind, amount = data.GUEST_BONUSES[s["guest_bonus"][move["colour"]]]
        event(s, "p3_bonus", seat=s["active"], colour=move["colour"])
        gain(s, s["active"], ((kind, amount),), "space")
    return moves, apply


@decision("upgrade")
def _upgrade():
    def moves(s, d):
        p = s["players"][s["active"]]
        return [{"t": "upgrade", "pick": u} for u in data.UPGRADES[d["colour"]] if u not in p["upgrades"]] + \
            [{"t": "upgrade", "pick": None}]

    def apply(s, d, move):
        if move["pick"] is None:
            return
        seat = s["active"]
        p = s["players"][seat]
        p["upgrades"].append(move["pick"])
        p["ships"][d["ship"]]["token"] = False
        s["destination_tokens"][d["colour"]].append(seat)
        event(s, "upgrade", seat=seat, colour=d["colour"], upgrade=move["pick"])
    return moves, apply


def score_price(s: dict, seat: int, colour: str, counts: dict) -> int:
    p = s["players"][seat]
    prices = sorted((1 if c == colour or "F2" in p["upgrades"] else 2) for c, n in counts.items() for _ in range(n))
    if texts(s).get("destination_ad") and prices and prices[-1] == 2:
        prices[-1] = 1
    return sum(prices)


def score_value(s: dict, seat: int, colour: str) -> int:
    return 3 + len(s["destination_tokens"][colour]) + (1 if campus.tech_on(s, seat, "TE7") else 0)


@decision("score")
def _score():
    def moves(s, d):
        seat = s["active"]
        ship = s["players"][seat]["ships"][d["ship"]]
        have = {c: sum(1 for g in ship["guests"] if data.guest_colour(g) == c) for c in data.COLOURS}
        out = []
        for counts in _counts(have):
            if score_price(s, seat, d["colour"], counts) <= s["players"][seat]["ads"]:
                out.append({"t": "score", "guests": counts})
        return out

    def apply(s, d, move):
        seat = s["active"]
        p = s["players"][seat]
        n = sum(move["guests"].values())
        price = score_price(s, seat, d["colour"], move["guests"])
        if texts(s).get("destination_ad"):
            texts(s)["destination_ad"] = 0
        p["ads"] -= price
        vp = n * score_value(s, seat, d["colour"])
        if n:
            add_vp(s, seat, vp, "destinations")
            p["explorer"] += 1
        event(s, "scored", seat=seat, colour=d["colour"], guests=dict(move["guests"]), ads=price, vp=vp)
    return moves, apply


def _counts(have: dict) -> list:
    out = [{}]
    for c in data.COLOURS:
        out = [{**x, **({c: k} if k else {})} for x in out for k in range(have[c] + 1)]
    return sorted(out, key=lambda x: (-sum(x.values()), [x.get(c, 0) for c in data.COLOURS]))


def return_to_earth(s: dict, seat: int, k: int) -> None:
    p = s["players"][seat]
    ship = p["ships"][k]
    to_supply(s, ship["guests"])
    s["cruise_discard"].append(ship["cruise"])
    event(s, "returned", seat=seat, ship=k, cruise=ship["cruise"], guests=len(ship["guests"]))
    p["break"][ship["pilot"]] += 1
    ship.update(cruise=None, day=0, pilot=None, guests=[], token=False)
    n = 2 if "F3" in p["upgrades"] else 1
    push(s, *[{"k": "funding", "why": "return"}] * n)
