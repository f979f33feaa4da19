"""The twelve actions of the campus (§1.3): whether each can be taken now, and the decisions it asks.

Choosing an action (``{"t": "act", "action": a, "building": b}``) first offers any agenda card in hand
whose text belongs to that action (a ``window``), then starts the action (``start``), which asks its
own decisions one at a time.
"""

from ... import rng
from . import campus, data
from .goods import (AUTO, DECISIONS, add_goods, automatic, can_lose_reputation, can_pay, decision, event, gain,
                    gain_mixes, gain_reputation, lose_reputation, mixes, pay, push, room, take_goods)


def player(s: dict) -> dict:
    return s["players"][s["active"]]


def texts(s: dict) -> dict:
    return s["turn"]["texts"]


def discard_card(s: dict, seat: int, card: int) -> None:
    s["hands"][seat].remove(card)
    s["agenda_discard"].append(card)
    s["turn"]["played"].append(card)


# --- drawing from hidden stacks -------------------------------------------------------------------------

def draw(s: dict, stack: str):
    """The top of a hidden stack, or None when it is empty."""
    if not s[stack]:
        return None
    s["chance"] = "draw"
    return s[stack].pop(0)


def refill_blueprints(s: dict) -> None:
    """The display slides down and refills from the stack (D6; an empty stack leaves gaps)."""
    shown = [b for b in s["blueprint_display"] if b is not None]
    while len(shown) < data.BLUEPRINT_DISPLAY and s["blueprint_deck"]:
        shown.append(draw(s, "blueprint_deck"))
    s["blueprint_display"] = shown


def refill_ships(s: dict) -> None:
    for pair in s["ship_display"]:
        if pair[0] is None:
            pair[0] = draw(s, "cockpit_deck")
        if pair[1] is None:
            pair[1] = draw(s, "engine_deck")


# --- what each action needs -----------------------------------------------------------------------------

def ship_limit(p: dict) -> int:
    return data.SHIPS_MAX + (1 if "O1" in p["upgrades"] else 0)


def segment_limit(p: dict) -> int:
    return data.SEGMENTS_MAX + (1 if "O1" in p["upgrades"] else 0)


def build_cost(s: dict, seat: int, bid: str, at_once: bool = False) -> tuple:
    """(money, goods) to build a blueprint; at once, from the blueprints action, 1 money more (the
    reputation is paid apart)."""
    b = data.blueprint(bid)
    money = b["money"] + (data.BUILD_AT_ONCE["money"] if at_once else 0)
    if campus.tech_on(s, seat, "TE6"):
        money = max(0, money - 1)
    return money, b["goods"]


def can_build(s: dict, seat: int, bid: str, ship: int, at_once: bool = False) -> bool:
    p = s["players"][seat]
    sh = p["ships"][ship]
    if sh["cruise"] is not None or len(sh["segments"]) >= segment_limit(p):
        return False
    money, goods = build_cost(s, seat, bid, at_once)
    if at_once and not can_lose_reputation(p, data.BUILD_AT_ONCE["reputation"]):
        return False
    return can_pay(s, seat, money) and all(p["goods"][g] >= n for g, n in goods.items())


def build(s: dict, seat: int, bid: str, ship: int, at_once: bool = False) -> None:
    p = s["players"][seat]
    money, goods = build_cost(s, seat, bid, at_once)
    pay(s, seat, money)
    take_goods(p, goods)
    if at_once:
        lose_reputation(s, seat, data.BUILD_AT_ONCE["reputation"])
    p["ships"][ship]["segments"].append(bid)
    event(s, "built", seat=seat, blueprint=bid, ship=ship, money=money, goods=dict(goods), at_once=at_once)


def dev_places(s: dict, seat: int) -> list:
    """Where a development may go: a link with an empty slot, or a technology without the seat's own."""
    out = [{"link": k} for k in range(data.BUILDINGS) if None in s["network"][k]]
    return out + [{"tech": x} for x in s["tech"] if seat not in s["tech"][x]]


def dev_payments(s: dict, seat: int, row: str) -> list:
    """How many of the row's good to pay toward the next development of that row (the rest in money)."""
    p = s["players"][seat]
    col = p["rows"][row]
    if col >= len(data.DEV_COST):
        return []
    cost = data.DEV_COST[col]
    return [k for k in range(min(cost, p["goods"][row]) + 1) if can_pay(s, seat, cost - k)]


def expert_cost(s: dict, seat: int, which: str) -> int:
    p = s["players"][seat]
    if which == "left":
        greys = sum(1 for col in p["tower"] if col[1] != "up")
        cost = data.EXPERT_COST - 3 * greys
    else:
        cost = data.EXPERT_COST - 2 * (p["rows"]["food"] + p["rows"]["oxygen"])
    if texts(s).get("hire_discount"):
        cost -= 3
    return max(0, cost)


def open_cruises(s: dict) -> list:
    return [i for i, c in enumerate(s["cruises"]) if c is not None]


def advert_guests(s: dict, seat: int, free: bool = False) -> list:
    """Guests that can be bought now: ``{"section": j, "colour": c}`` from the queue (its price) and
    ``{"supply": c}`` from the supply (4 ads); ``free`` (the last-minute agenda text) costs nothing."""
    p = s["players"][seat]
    out = []
    for j, section in enumerate(s["queue"]):
        if p["ads"] >= data.QUEUE_PRICES[j] or free:
            for c in data.COLOURS:
                if any(data.guest_colour(g) == c for g in section):
                    out.append({"section": j, "colour": c})
    if p["ads"] >= data.SUPPLY_PRICE or free:
        for c in data.COLOURS:
            if any(data.guest_colour(g) == c for g in s["bag"]):
                out.append({"supply": c})
    return out


def take_guest(s: dict, seat: int, pick: dict, free: bool = False) -> str:
    """Remove the named guest from the queue or the supply, paying its ads; returns its id."""
    p = s["players"][seat]
    if "section" in pick:
        section = s["queue"][pick["section"]]
        gid = next(g for g in section if data.guest_colour(g) == pick["colour"])
        section.remove(gid)
        price = data.QUEUE_PRICES[pick["section"]]
    else:
        gid = next(g for g in s["bag"] if data.guest_colour(g) == pick["supply"])
        s["bag"].remove(gid)
        price = data.SUPPLY_PRICE
    p["ads"] -= 0 if free else price
    return gid


def feasible(s: dict, seat: int, action: str) -> bool:
    p = s["players"][seat]
    if action == "agenda_draw":
        return any(c is not None for c in s["agenda_display"]) or bool(discard_pick(s, seat))
    if action == "agenda_refill":
        return True
    if action == "new_ship":
        return len(p["ships"]) < ship_limit(p) and any(a and b for a, b in s["ship_display"])
    if action == "build":
        return any(can_build(s, seat, bid, k) for bid in p["blueprints"] for k in range(len(p["ships"])))
    if action == "blueprints":
        return bool(s["blueprint_display"]) and (len(p["blueprints"]) < data.BLUEPRINTS_HELD or any(
            can_build(s, seat, bid, k, True) for bid in s["blueprint_display"] for k in range(len(p["ships"]))))
    if action == "development":
        return bool(dev_places(s, seat)) and any(dev_payments(s, seat, r) for r in data.GOODS)
    if action == "buy":
        return can_pay(s, seat, 1)
    if action == "silo_take":
        return any(min(s["silo"][g], room(p, g)) for g in data.GOODS)
    if action == "schedule":
        return p["scheduled"] is None and any(c is not None and c["consultant"] is None for c in s["cruises"])
    if action == "advertise":
        return any(len(s["cruises"][i]["guests"]) < data.CRUISE_GUESTS for i in open_cruises(s)) and \
            bool(advert_guests(s, seat))
    if action == "hire":
        return any(w not in p["hired"] and can_pay(s, seat, expert_cost(s, seat, w)) for w in ("left", "right"))
    if action == "silo_refill":
        return bool(s["hands"][seat]) and any(s["silo"][g] < data.SILO_MAX for g in data.GOODS)
    raise ValueError(action)


def discard_pick(s: dict, seat: int):
    """The agenda discard pile's top card, if it may be taken for 1 reputation (not one played this turn)."""
    if not s["agenda_discard"] or not can_lose_reputation(s["players"][seat], 1):
        return None
    top = s["agenda_discard"][-1]
    return None if top in s["turn"]["played"] else top


# --- choosing an action ----------------------------------------------------------------------------------

def choose(s: dict, seat: int, action: str, building: int, owners: list) -> None:
    campus.pay_access(s, seat, owners)
    event(s, "action", seat=seat, action=action, building=building)
    cards = [c for c in s["hands"][seat] if data.AGENDA[c]["window"] == action]
    items = [{"k": "window", "action": action}] if cards else []
    push(s, *items, {"k": "start", "action": action})


@decision("window")
def _window():
    def moves(s, d):
        return [{"t": "text", "card": c} for c in sorted(s["hands"][s["active"]])
                if data.AGENDA[c]["window"] == d["action"]] + \
            [{"t": "text", "card": None}]

    def apply(s, d, move):
        seat = s["active"]
        if move["card"] is None:
            event(s, "no_text", seat=seat)
        else:
            text = data.AGENDA[move["card"]]["text"]
            discard_card(s, seat, move["card"])
            texts(s)[text] = texts(s).get(text, 0) + 1
            event(s, "text", seat=seat, card=move["card"], text=text)
    return moves, apply


@automatic("start")
def _start(s: dict, d: dict) -> None:
    STARTS[d["action"]](s, s["active"])


# --- the actions ------------------------------------------------------------------------------------------

def buy_rate(s: dict, seat: int) -> int:
    return 3 if texts(s).get("buy3") or campus.tech_on(s, seat, "TE3") else 2


@decision("buy")
def _buy():
    def moves(s, d):
        seat = s["active"]
        p = s["players"][seat]
        rate = buy_rate(s, seat)
        goods = [m for m in gain_mixes(p, rate) if m]
        out = []
        for m in [None] + goods:
            for ads in (False, True):
                cost = (m is not None) + ads
                if cost and can_pay(s, seat, cost):
                    out.append({"t": "buy", "goods": m or {}, "ads": ads})
        return out

    def apply(s, d, move):
        seat = s["active"]
        rate = buy_rate(s, seat)
        cost = bool(move["goods"]) + move["ads"]
        pay(s, seat, cost)
        add_goods(s, seat, move["goods"])
        if move["ads"]:
            s["players"][seat]["ads"] += rate
        event(s, "bought", seat=seat, money=cost, goods=dict(move["goods"]), ads=rate if move["ads"] else 0)
    return moves, apply


def silo_limit(s: dict, seat: int) -> int:
    p = s["players"][seat]
    return 3 + (1 if "P2" in p["upgrades"] else 0) + (1 if campus.tech_on(s, seat, "TE1") else 0)


@decision("silo_take")
def _silo_take():
    def moves(s, d):
        seat = s["active"]
        p = s["players"][seat]
        limits = {g: min(s["silo"][g], room(p, g)) for g in data.GOODS}
        return [{"t": "silo", "goods": m} for m in mixes(silo_limit(s, seat), limits)]

    def apply(s, d, move):
        seat = s["active"]
        for g, n in move["goods"].items():
            s["silo"][g] -= n
        add_goods(s, seat, move["goods"])
        event(s, "silo_took", seat=seat, goods=dict(move["goods"]))
    return moves, apply


@decision("silo_refill")
def _silo_refill():
    def moves(s, d):
        seat = s["active"]
        return [{"t": "refill", "card": c, "good": g} for c in sorted(s["hands"][seat]) for g in data.GOODS
                if s["silo"][g] < data.SILO_MAX]

    def apply(s, d, move):
        seat = s["active"]
        g = move["good"]
        steps = data.SILO_MAX - s["silo"][g]
        s["silo"][g] = data.SILO_MAX
        discard_card(s, seat, move["card"])
        s["players"][seat]["money"] += steps
        gain_reputation(s, seat, 1, "silo_refill")
        event(s, "refilled", seat=seat, good=g, money=steps, card=move["card"])
        if texts(s).get("refill_second") and any(s["silo"][x] < data.SILO_MAX for x in data.GOODS):
            push(s, {"k": "refill_second"})
    return moves, apply


@decision("refill_second")
def _refill_second():
    def moves(s, d):
        return [{"t": "refill", "good": g} for g in data.GOODS if s["silo"][g] < data.SILO_MAX]

    def apply(s, d, move):
        s["silo"][move["good"]] = data.SILO_MAX
        event(s, "refilled", seat=s["active"], good=move["good"], money=0, card=None)
    return moves, apply


@decision("new_ship")
def _new_ship():
    def moves(s, d):
        return [{"t": "ship", "pair": i} for i, (a, b) in enumerate(s["ship_display"]) if a and b]

    def apply(s, d, move):
        seat = s["active"]
        pair = s["ship_display"][move["pair"]]
        cockpit, engine = pair
        pair[0] = pair[1] = None
        s["players"][seat]["ships"].append(new_ship(cockpit, engine))
        event(s, "new_ship", seat=seat, cockpit=cockpit, engine=engine)
        times = 2 if texts(s).get("engine_twice") else 1
        push(s, {"k": "refill_ships"})
        for _ in range(times):
            gain(s, seat, data.ENGINE_BONUS[engine], "engine")
    return moves, apply


@automatic("refill_ships")
def _refill_ships(s, d):
    refill_ships(s)


def new_ship(cockpit: str, engine: str) -> dict:
    return {"cockpit": cockpit, "engine": engine, "segments": [], "launched": False, "cruise": None, "day": 0,
            "pilot": None, "guests": [], "token": False}


@decision("engine_blueprint")
def _engine_blueprint():
    def moves(s, d):
        p = player(s)
        if len(p["blueprints"]) >= data.BLUEPRINTS_HELD:
            return [{"t": "blueprint", "slot": None}]
        return [{"t": "blueprint", "slot": i} for i in range(len(s["blueprint_display"]))] or \
            [{"t": "blueprint", "slot": None}]

    def apply(s, d, move):
        if move["slot"] is not None:
            bid = s["blueprint_display"][move["slot"]]
            s["blueprint_display"][move["slot"]] = None
            player(s)["blueprints"].append(bid)
            event(s, "blueprint_taken", seat=s["active"], blueprint=bid)
            refill_blueprints(s)
    return moves, apply


def _start_blueprints(s, seat):
    n = 2 + texts(s).get("blueprint_more", 0)
    push(s, {"k": "blueprints", "left": n, "taken": 0}, {"k": "refill_blueprints"})


@automatic("refill_blueprints")
def _refill_bp(s, d):
    refill_blueprints(s)


@decision("blueprints")
def _blueprints():
    def moves(s, d):
        seat = s["active"]
        p = s["players"][seat]
        out = []
        for i, bid in enumerate(s["blueprint_display"]):
            if bid is None:
                continue
            if len(p["blueprints"]) < data.BLUEPRINTS_HELD:
                out.append({"t": "blueprint", "slot": i, "ship": None})
            for k in range(len(p["ships"])):
                if can_build(s, seat, bid, k, True):
                    out.append({"t": "blueprint", "slot": i, "ship": k})
        if d["taken"]:
            out.append({"t": "done"})
        return out

    def apply(s, d, move):
        seat = s["active"]
        if _done(s, move):
            return
        bid = s["blueprint_display"][move["slot"]]
        s["blueprint_display"][move["slot"]] = None
        if move["ship"] is None:
            s["players"][seat]["blueprints"].append(bid)
            event(s, "blueprint_taken", seat=seat, blueprint=bid)
        else:
            build(s, seat, bid, move["ship"], at_once=True)
        ask_again(s, d)
    return moves, apply


def _done(s: dict, move: dict) -> bool:
    """Whether the move ends a repeated choice (said in the log)."""
    if move["t"] == "done":
        event(s, "done", seat=s["active"])
        return True
    return False


def ask_again(s: dict, d: dict) -> None:
    """After one pick of a repeated choice (blueprints, builds, guests), ask for the next while picks
    are left and one is possible."""
    if d["left"] > 1:
        again = {**d, "left": d["left"] - 1, "taken": d["taken"] + 1}
        if any(m["t"] != "done" for m in DECISIONS[d["k"]][0](s, again)):
            push(s, again)


def _start_build(s, seat):
    push(s, {"k": "build", "left": 2 + texts(s).get("build_more", 0), "taken": 0})


@decision("build")
def _build():
    def moves(s, d):
        seat = s["active"]
        p = s["players"][seat]
        out = [{"t": "build", "blueprint": bid, "ship": k} for bid in sorted(set(p["blueprints"]))
               for k in range(len(p["ships"])) if can_build(s, seat, bid, k)]
        if d["taken"]:
            out.append({"t": "done"})
        return out

    def apply(s, d, move):
        if _done(s, move):
            return
        seat = s["active"]
        s["players"][seat]["blueprints"].remove(move["blueprint"])
        build(s, seat, move["blueprint"], move["ship"])
        ask_again(s, d)
    return moves, apply


def tokens_up(p: dict) -> list:
    return [f"{'bg'[i]}{c + 1}" for c in range(data.TOWER_COLUMNS) for i in (0, 1) if p["tower"][c][i] == "up"]


@decision("schedule")
def _schedule():
    def moves(s, d):
        p = player(s)
        slots = [i for i, c in enumerate(s["cruises"]) if c is not None and c["consultant"] is None]
        tokens = tokens_up(p) or [None]
        return [{"t": "schedule", "slot": i, "token": tok} for i in slots for tok in tokens]

    def apply(s, d, move):
        seat = s["active"]
        p = s["players"][seat]
        s["cruises"][move["slot"]]["consultant"] = seat
        p["scheduled"] = {"slot": move["slot"], "token": move["token"]}
        event(s, "scheduled", seat=seat, cruise=s["cruises"][move["slot"]]["tile"], token=move["token"])
        extra = [{"k": "funding", "why": "schedule"}] * texts(s).get("schedule_funding", 0)
        push(s, {"k": "funding", "why": "schedule", "blocks": move["token"] is not None}, *extra)
        if move["token"] is not None:
            col = int(move["token"][1]) - 1
            brown = move["token"][0] == "b"
            p["tower"][col][0 if brown else 1] = "flipped"
            gain(s, seat, (data.BROWN_BONUS[col],) if brown else data.GREY_BONUS[col], "token")
    return moves, apply


def free_spaces(s: dict, slot: int) -> int:
    return data.CRUISE_GUESTS - len(s["cruises"][slot]["guests"])


def advert_limit(s: dict, seat: int) -> int:
    return 3 if "F1" in s["players"][seat]["upgrades"] else 2


@decision("advertise")
def _advertise():
    def moves(s, d):
        seat = s["active"]
        if not advert_guests(s, seat):
            return []
        return [{"t": "advertise", "slot": i} for i in open_cruises(s) if free_spaces(s, i)]

    def apply(s, d, move):
        seat = s["active"]
        event(s, "advertising", seat=seat, cruise=s["cruises"][move["slot"]]["tile"])
        if campus.tech_on(s, seat, "TE5"):
            s["players"][seat]["money"] += 1
            event(s, "tech_gain", seat=seat, tech="TE5", money=1)
        push(s, {"k": "advert_guest", "slot": move["slot"], "left": advert_limit(s, seat), "taken": 0})
    return moves, apply


@decision("advert_guest")
def _advert_guest():
    def moves(s, d):
        seat = s["active"]
        out = []
        if free_spaces(s, d["slot"]):
            out = [{"t": "guest", **g} for g in advert_guests(s, seat)]
        if d["taken"]:
            out.append({"t": "done"})
        return out

    def apply(s, d, move):
        if _done(s, move):
            return
        seat = s["active"]
        pick = {k: v for k, v in move.items() if k != "t"}
        gid = take_guest(s, seat, pick)
        cruise = s["cruises"][d["slot"]]
        cruise["guests"].append(gid)
        stops = data.destinations(cruise["tile"])
        money = len(stops) + (texts(s).get("advertise_money", 0) and 1)
        s["players"][seat]["money"] += money
        matches = data.guest_colour(gid) in stops
        if matches:
            gain_reputation(s, seat, 1, "advertise")
        event(s, "advertised", seat=seat, guest=gid, cruise=cruise["tile"], money=money, reputation=int(matches),
              price=0 if "section" not in pick else data.QUEUE_PRICES[pick["section"]],
              supply="supply" in pick)
        ask_again(s, d)
    return moves, apply


@decision("development")
def _development():
    def moves(s, d):
        seat = s["active"]
        return [{"t": "develop", "row": r, "goods": k} for r in data.GOODS for k in dev_payments(s, seat, r)]

    def apply(s, d, move):
        seat = s["active"]
        p = s["players"][seat]
        row = move["row"]
        cost = data.DEV_COST[p["rows"][row]]
        pay(s, seat, cost - move["goods"])
        p["goods"][row] -= move["goods"]
        p["rows"][row] += 1
        event(s, "developed", seat=seat, row=row, money=cost - move["goods"], goods=move["goods"])
        push(s, {"k": "place_dev"})
    return moves, apply


@decision("place_dev")
def _place_dev():
    def moves(s, d):
        return [{"t": "place_dev", **x} for x in dev_places(s, s["active"])]

    def apply(s, d, move):
        seat = s["active"]
        place_development(s, seat, move)
    return moves, apply


def place_development(s: dict, seat: int, where: dict) -> None:
    if "link" in where:
        slots = s["network"][where["link"]]
        slots[slots.index(None)] = seat
        gain_reputation(s, seat, 1, "network")
        event(s, "dev_placed", seat=seat, link=where["link"])
    else:
        s["tech"][where["tech"]].append(seat)
        event(s, "dev_placed", seat=seat, tech=where["tech"])


@decision("hire")
def _hire():
    def moves(s, d):
        seat = s["active"]
        p = s["players"][seat]
        return [{"t": "hire", "expert": w} for w in ("left", "right")
                if w not in p["hired"] and can_pay(s, seat, expert_cost(s, seat, w))]

    def apply(s, d, move):
        seat = s["active"]
        p = s["players"][seat]
        cost = expert_cost(s, seat, move["expert"])
        pay(s, seat, cost)
        p["hired"].append(move["expert"])
        p["break"]["expert"] += 1
        event(s, "hired", seat=seat, expert=move["expert"], money=cost)
        push(s, {"k": "funding", "why": "hire"})
    return moves, apply


def _start_agenda_draw(s, seat):
    n = 2 + (1 if campus.tech_on(s, seat, "TE8") else 0)
    push(s, {"k": "agenda_draw", "left": n, "taken": 0})


@decision("agenda_draw")
def _agenda_draw():
    def moves(s, d):
        seat = s["active"]
        out = [{"t": "draw", "slot": i} for i, c in enumerate(s["agenda_display"]) if c is not None]
        if not d["taken"] and discard_pick(s, seat) is not None:
            out.append({"t": "draw", "slot": "discard"})
        if d["taken"]:
            out.append({"t": "done"})
        return out

    def apply(s, d, move):
        if _done(s, move):
            return
        seat = s["active"]
        if move["slot"] == "discard":
            card = s["agenda_discard"].pop()
            lose_reputation(s, seat, 1)
            s["hands"][seat].append(card)
            s["hands"][seat].sort()
            event(s, "drew_discard", seat=seat, card=card)
            return
        card = s["agenda_display"][move["slot"]]
        s["agenda_display"][move["slot"]] = None
        s["hands"][seat].append(card)
        s["hands"][seat].sort()
        event(s, "drew_agenda", seat=seat, card=card)
        if d["left"] > 1 and any(c is not None for c in s["agenda_display"]):
            push(s, {**d, "left": d["left"] - 1, "taken": d["taken"] + 1})
    return moves, apply


def _start_agenda_refill(s, seat):
    for i, c in enumerate(s["agenda_display"]):
        if c is None:
            gain(s, seat, (data.AGENDA_SLOT_BONUS[i],), "agenda_slot")
    event(s, "agenda_refilled", seat=seat, empty=[i for i, c in enumerate(s["agenda_display"]) if c is None])
    push(s, {"k": "deal_agenda"})


@automatic("deal_agenda")
def _deal_agenda(s, d):
    s["agenda_discard"].extend(c for c in s["agenda_display"] if c is not None)
    s["agenda_display"] = [deal_agenda(s) for _ in range(data.AGENDA_DISPLAY)]


def deal_agenda(s: dict):
    """The deck's top card; an empty deck is rebuilt by shuffling the discard pile [interpretation]."""
    if not s["agenda_deck"] and s["agenda_discard"]:
        r = rng.unpack(s["rng"])
        r, s["agenda_deck"] = rng.shuffled(r, sorted(s["agenda_discard"]))
        s["rng"] = rng.pack(r)
        s["agenda_discard"] = []
        event(s, "agenda_reshuffled")
    return draw(s, "agenda_deck")


# How each action starts: its own first decision (of the same name), or a start of its own.
STARTS = {**{a: (lambda s, seat, a=a: push(s, {"k": a})) for a in data.ACTIONS},
          "blueprints": _start_blueprints, "build": _start_build, "agenda_draw": _start_agenda_draw,
          "agenda_refill": _start_agenda_refill}
assert set(STARTS) == set(data.ACTIONS) and AUTO
