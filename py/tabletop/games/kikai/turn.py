"""A KIKAI turn, step by step (``shared/rules/kikai.md`` §5): play cards, one action, the Megaphone's
second action, draw, Ladder draws; then the round end (§5, §6.4) and the end of the game.

Phases: ``play`` (cards), ``action`` (one of the four), ``deploy_more`` / ``attract_more`` (an
action's further steps, D16), ``billboard`` (a square emptied: which slot), ``extra`` (spend a
Megaphone?), ``draw``, ``ladder``, ``over``. Every function changes the state it is given (a copy
made by ``rules.play``) and appends events for the log.
"""

from ... import rng
from . import data, town

PLAYERS = (0, 1)


def other(seat: int) -> int:
    return 1 - seat


def passable(s: dict) -> bool:
    return s["options"]["squares_passable"]


def advanced(s: dict) -> bool:
    return s["options"]["mode"] == "advanced"


def has_power(s: dict, seat: int, power: str) -> bool:
    return advanced(s) and power in s["players"][seat]["powers"]


# --- gains ----------------------------------------------------------------------------------------

def gain(s: dict, seat: int, what: dict, source: str) -> None:
    """Energy, VP, Megaphones, Ladders or Renown for ``seat``; VP are booked under ``source``."""
    what = {k: n for k, n in what.items() if n}
    if not what:
        return
    p = s["players"][seat]
    for key, n in what.items():
        if not n:
            continue
        if key == "vp":
            p["vp"] += n
            p["vp_from"][source] = p["vp_from"].get(source, 0) + n
        elif key == "renown":
            add_renown(s, seat, n)
        else:
            p[key] += n
    s["events"].append({"e": "gain", "seat": seat, "what": dict(what), "source": source})


def add_renown(s: dict, seat: int, n: int) -> None:
    """Move the Renown marker, taking each bonus space reached or passed (§1.7, D18)."""
    p = s["players"][seat]
    before = p["renown"]
    p["renown"] = min(data.RENOWN_MAX, before + n)
    for space, bonus in sorted(data.RENOWN_BONUS.items()):
        if before < space <= p["renown"]:
            s["events"].append({"e": "renown_bonus", "seat": seat, "space": space})
            gain(s, seat, bonus, "renown_bonus")


def add_influence(s: dict, seat: int, colour: str, n: int) -> None:
    """Influence up to 12 (D18); each milestone reached gives its VP once."""
    p = s["players"][seat]
    before = p["influence"][colour]
    p["influence"][colour] = min(data.INFLUENCE_MAX, before + n)
    s["events"].append({"e": "influence", "seat": seat, "colour": colour, "a": before, "b": p["influence"][colour]})
    for level, vp in sorted(data.INFLUENCE_MILESTONES.items()):
        if before < level <= p["influence"][colour]:
            gain(s, seat, {"vp": vp}, "influence")


def fan_value(s: dict, seat: int, colour: str) -> int:
    """D6: 1 + Influence in the fan's colour / 3 (or 1 with the flat option)."""
    if s["options"]["fan_value"] == "one":
        return 1
    return 1 + s["players"][seat]["influence"][colour] // 3


# --- the cards ------------------------------------------------------------------------------------

def play_moves(s: dict, seat: int) -> list:
    hand = s["hands"][seat]
    out = []
    for c in sorted(set(hand)):
        out.append({"type": "play", "cards": [c], "district": c})
    for c in sorted(set(hand)):
        if hand.count(c) >= 2:
            out += [{"type": "play", "cards": [c, c], "district": d} for d in data.DISTRICTS]
    return out


def play_cards(s: dict, move: dict) -> None:
    seat = s["active"]
    for c in move["cards"]:
        s["hands"][seat].remove(c)
        s["columns"][seat].append(c)
    s["turn"]["district"] = move["district"]
    s["events"].append({"e": "play", "seat": seat, "cards": list(move["cards"]), "district": move["district"]})
    s["phase"] = "action"


# --- B1 build --------------------------------------------------------------------------------------

def next_part(s: dict, seat: int, district: str):
    built = len(s["kikai"][district][seat])
    return data.PARTS[built] if built < len(data.PARTS) else None


def ladder_choices(s: dict, seat: int, part: str) -> list:
    """The Ladders a player may pay for a piece's Influence: none, or the full price (§5 B1)."""
    need, _ = data.INFLUENCE_GAIN[part]
    if need and has_power(s, seat, "cheaper_influence"):
        need -= 1
    if need == 0:
        return [0]
    return [0, need] if s["players"][seat]["ladders"] >= need else [0]


def build_moves(s: dict, seat: int, district: str) -> list:
    part = next_part(s, seat, district)
    if part is None:
        return []
    out = []
    for pid in sorted(s["displays"][part]):
        if data.piece(pid)["cost"] <= s["players"][seat]["energy"]:
            out += [{"type": "build", "component": pid, "ladders": k} for k in ladder_choices(s, seat, part)]
    return out


def build(s: dict, move: dict) -> None:
    seat, district = s["active"], s["turn"]["district"]
    pc = data.piece(move["component"])
    p = s["players"][seat]
    p["energy"] -= pc["cost"]
    p["ladders"] -= move["ladders"]
    s["displays"][pc["part"]].remove(pc["id"])
    if s["stacks"][pc["part"]]:
        s["displays"][pc["part"]].append(s["stacks"][pc["part"]].pop(0))
    s["kikai"][district][seat].append({"piece": pc["id"], "fan": None})
    s["events"].append({"e": "build", "seat": seat, "piece": pc["id"], "district": district,
                        "cost": pc["cost"], "ladders": move["ladders"]})
    need, amount = data.INFLUENCE_GAIN[pc["part"]]
    if need and has_power(s, seat, "cheaper_influence"):
        need -= 1
    if move["ladders"] >= need:
        add_influence(s, seat, pc["colour"], amount)
    if pc["part"] == "foot" and district in p["foundations"]:
        p["foundations"].remove(district)
        s["events"].append({"e": "foundation", "seat": seat, "district": district})
    if pc["part"] == "head" and s["bonus"][district] is not None:
        tile = s["bonus"][district]
        s["bonus"][district] = None
        s["bonus_taken"][district] = seat
        if advanced(s):
            p["powers"].append(tile)
            s["events"].append({"e": "power", "seat": seat, "district": district, "power": tile})
        else:
            s["events"].append({"e": "construction", "seat": seat, "district": district, "vp": tile})
            gain(s, seat, {"vp": tile}, "construction")
    end_action(s)


# --- B2 deploy --------------------------------------------------------------------------------------

def flyer_cost(s: dict, seat: int) -> int:
    first = not s["turn"]["chain"]
    return 1 if first and has_power(s, seat, "cheap_first_flyer") else data.FLYER_COST


def deploy_moves(s: dict, seat: int, district: str) -> list:
    p = s["players"][seat]
    if p["flyers"] >= data.FLYERS or p["energy"] < flyer_cost(s, seat):
        return []
    chain = s["turn"]["chain"]
    if chain:
        spaces = town.next_flyer_spaces(s["spaces"], chain[-1], passable(s))
    else:
        spaces = town.first_flyer_spaces(s["spaces"], seat, district, passable(s))
    return [{"type": "deploy", "space": sp} for sp in spaces]


def deploy(s: dict, move: dict) -> None:
    seat = s["active"]
    p = s["players"][seat]
    cost = flyer_cost(s, seat)
    p["energy"] -= cost
    p["flyers"] += 1
    s["spaces"][move["space"]] = seat
    s["turn"]["chain"].append(move["space"])
    s["events"].append({"e": "deploy", "seat": seat, "space": move["space"], "cost": cost, "r": p["flyers"]})
    if p["flyers"] in data.TRACK_BONUS:
        s["events"].append({"e": "track_bonus", "seat": seat, "r": p["flyers"]})
        gain(s, seat, data.TRACK_BONUS[p["flyers"]], "energy_track")
    if move["space"] in data.BONUS_SPACES:
        gain(s, seat, data.BONUS_SPACES[move["space"]], "street")
    s["phase"] = "deploy_more"
    if not deploy_moves(s, seat, s["turn"]["district"]):
        end_action(s)


# --- B3 attract ------------------------------------------------------------------------------------

def attract_options(s: dict, seat: int, district: str) -> list:
    """(part, square, cost) for every empty piece of ``seat`` in ``district`` and every square that
    can send it a fan of its colour that the seat can pay for."""
    pieces = [(data.PARTS[i], data.piece(x["piece"])["colour"])
              for i, x in enumerate(s["kikai"][district][seat]) if x["fan"] is None]
    if not pieces:
        return []
    costs = town.route_costs(s["spaces"], seat, district, passable(s))
    free = has_power(s, seat, "free_routes")
    out = []
    for part, colour in pieces:
        for sq, cost in sorted(costs.items()):
            cost = 0 if free else cost
            if colour in s["squares"][sq] and cost <= s["players"][seat]["energy"]:
                out.append((part, sq, cost))
    return out


def attract_moves(s: dict, seat: int, district: str) -> list:
    return [{"type": "attract", "part": part, "square": sq} for part, sq, _ in attract_options(s, seat, district)]


def attract(s: dict, move: dict) -> None:
    seat, district = s["active"], s["turn"]["district"]
    cost = next(c for part, sq, c in attract_options(s, seat, district)
                if part == move["part"] and sq == move["square"])
    slot = s["kikai"][district][seat][data.PARTS.index(move["part"])]
    pc = data.piece(slot["piece"])
    s["squares"][move["square"]].remove(pc["colour"])
    slot["fan"] = pc["colour"]
    p = s["players"][seat]
    p["attracted"] += 1
    s["turn"]["attracted"] += 1
    if cost:
        p["energy"] -= cost
        s["players"][other(seat)]["energy"] += cost
    s["events"].append({"e": "attract", "seat": seat, "colour": pc["colour"], "square": move["square"],
                        "piece": pc["id"], "district": district, "paid": cost})
    gain(s, seat, pc["effect"], "effects")
    s["phase"] = "attract_more"
    if not s["squares"][move["square"]]:
        s["turn"]["square"] = move["square"]
        s["phase"] = "billboard"
    elif not attract_moves(s, seat, district):
        end_action(s)


def billboard_moves(s: dict, seat: int) -> list:
    slots = s["players"][seat]["billboards"]
    return [{"type": "billboard", "slot": i} for i, full in enumerate(slots) if full]


def billboard(s: dict, move: dict) -> None:
    seat, sq = s["active"], s["turn"]["square"]
    p = s["players"][seat]
    p["billboards"][move["slot"]] = False
    s["billboard_on"][sq] = seat
    s["turn"]["square"] = None
    s["events"].append({"e": "billboard", "seat": seat, "square": sq, "slot": move["slot"]})
    gain(s, seat, {"vp": data.SQUARES[sq]["vp"]}, "squares")
    if not any(p["billboards"]):  # the sixth billboard: Media Victory (§6.2)
        s["events"].append({"e": "media_victory", "seat": seat})
        s["media_victory"] = seat
        s["phase"] = "over"
        return
    gain(s, seat, data.BILLBOARDS[move["slot"]], "billboards")
    s["phase"] = "attract_more"
    if not attract_moves(s, seat, s["turn"]["district"]):
        end_action(s)


# --- B4 exhibition ----------------------------------------------------------------------------------

def fans_in(s: dict, seat: int, district: str) -> list:
    return [x["fan"] for x in s["kikai"][district][seat] if x["fan"]]


def exhibition_gain(s: dict, seat: int, fans: list) -> tuple:
    """(Energy, Renown) an Exhibition of ``fans`` (their colours) brings ``seat`` now (§5 B4)."""
    energy = data.EXHIBITION_ENERGY[s["players"][seat]["flyers"]] + (1 if has_power(s, seat, "energy_per_exhibition") else 0)
    renown = sum(fan_value(s, seat, c) for c in fans) + (1 if has_power(s, seat, "renown_per_exhibition") else 0)
    return energy, renown


def exhibit_moves(s: dict, seat: int, district: str) -> list:
    """Every affordable set of other districts holding the seat's fans (D5: none is fine)."""
    others = [(d, town.ring_distance(district, d)) for d in data.DISTRICTS
              if d != district and fans_in(s, seat, d)]
    megaphones = s["players"][seat]["megaphones"]
    out = []
    for mask in range(1 << len(others)):
        chosen = [d for i, (d, _) in enumerate(others) if mask >> i & 1]
        if sum(c for i, (_, c) in enumerate(others) if mask >> i & 1) <= megaphones:
            out.append(chosen)
    out.sort(key=lambda ds: (len(ds), [data.DISTRICTS.index(d) for d in ds]))
    return [{"type": "exhibit", "extra": ds} for ds in out]


def exhibit(s: dict, move: dict) -> None:
    seat, district = s["active"], s["turn"]["district"]
    p = s["players"][seat]
    cost = sum(town.ring_distance(district, d) for d in move["extra"])
    p["megaphones"] -= cost
    fans = []
    for d in [district] + list(move["extra"]):
        for x in s["kikai"][d][seat]:
            if x["fan"]:
                fans.append(x["fan"])
                x["fan"] = None
    for colour in fans:
        p["collected"][colour] += 1
    energy, renown = exhibition_gain(s, seat, fans)
    s["events"].append({"e": "exhibit", "seat": seat, "district": district, "extra": list(move["extra"]),
                        "megaphones": cost, "fans": sorted(fans), "energy": energy, "renown": renown})
    p["energy"] += energy
    add_renown(s, seat, renown)
    end_action(s)


def action_moves(s: dict, seat: int, district: str) -> list:
    return (build_moves(s, seat, district) + deploy_moves(s, seat, district) + attract_moves(s, seat, district)
            + exhibit_moves(s, seat, district))


# --- the rest of the turn ---------------------------------------------------------------------------

def end_action(s: dict) -> None:
    """After an action: offer the Megaphone's second action if it can be taken (D4), else draw."""
    seat = s["active"]
    t = s["turn"]
    t["actions"] += 1
    t["chain"], t["attracted"] = [], 0
    p = s["players"][seat]
    if t["actions"] == 1 and p["megaphones"] >= 1 and s["hands"][seat]:
        s["phase"] = "extra"
    else:
        to_draw(s)


def extra(s: dict, move: dict) -> None:
    seat = s["active"]
    if move["type"] == "extra_action":
        s["players"][seat]["megaphones"] -= 1
        s["events"].append({"e": "extra", "seat": seat})
        s["phase"] = "play"
    else:
        to_draw(s)


def draw_moves(s: dict) -> list:
    out = [{"type": "draw", "from": f"open-{i}"} for i, c in enumerate(s["visible"]) if c is not None]
    if s["pile"]:
        out.append({"type": "draw", "from": "deck"})
    return out


def to_draw(s: dict) -> None:
    s["phase"] = "draw"
    if not draw_moves(s):
        s["events"].append({"e": "no_draw", "seat": s["active"]})
        to_ladders(s)


def draw(s: dict, move: dict) -> None:
    seat = s["active"]
    src = move["from"]
    if src == "deck":
        card = s["pile"].pop(0)
        s["events"].append({"e": "draw_deck", "seat": seat})
    else:
        i = int(src[-1])
        card = s["visible"][i]
        s["visible"][i] = s["pile"].pop(0) if s["pile"] else None  # refilled at once (D10)
        s["events"].append({"e": "draw_open", "seat": seat, "card": card, "new": s["visible"][i]})
    s["hands"][seat].append(card)
    if has_power(s, seat, "extra_draw") and s["pile"]:
        s["hands"][seat].append(s["pile"].pop(0))
        s["events"].append({"e": "draw_power", "seat": seat})
    to_ladders(s)


def ladder_moves(s: dict) -> list:
    top = min(s["players"][s["active"]]["ladders"], len(s["pile"]))
    return [{"type": "ladders", "count": k} for k in range(top + 1)] if top else []


def to_ladders(s: dict) -> None:
    s["phase"] = "ladder"
    if not ladder_moves(s):
        end_turn(s)


def ladders(s: dict, move: dict) -> None:
    seat, k = s["active"], move["count"]
    if k:
        s["players"][seat]["ladders"] -= k
        for _ in range(k):
            s["hands"][seat].append(s["pile"].pop(0))
        s["events"].append({"e": "ladder_draw", "seat": seat, "n": k})
    end_turn(s)


def new_turn(s: dict) -> None:
    s["turn"] = {"district": None, "actions": 0, "chain": [], "attracted": 0, "square": None}
    seat = s["active"]
    if s["hands"][seat]:
        s["phase"] = "play"
    else:  # D11: an empty hand takes no action and still draws
        s["events"].append({"e": "empty_hand", "seat": seat})
        to_draw(s)


def end_turn(s: dict) -> None:
    seat = s["active"]
    s["turns"][seat] += 1
    limit = data.ROUND_TURNS[s["round"] - 1]
    if s["turns"][other(seat)] < limit:
        s["active"] = other(seat)
    elif s["turns"][seat] < limit:
        s["active"] = seat
    else:
        end_round(s)
        if s["phase"] == "over":
            return
    new_turn(s)


def end_round(s: dict) -> None:
    """§5 round end: Renown scored (or income in Advanced) and reset; played cards under the pile."""
    r = s["round"]
    for seat in PLAYERS:
        p = s["players"][seat]
        value = data.renown_value(p["renown"])
        if advanced(s):
            income = {"energy": value, "megaphones": int(value >= 4), "ladders": int(value >= 6)}
            s["events"].append({"e": "round_income", "seat": seat, "renown": p["renown"], "value": value})
            gain(s, seat, income, "round_income")
        else:
            mult = data.ROUND_MULTIPLIER[r - 1]
            s["events"].append({"e": "round_score", "seat": seat, "renown": p["renown"], "value": value,
                                "mult": mult, "vp": value * mult})
            gain(s, seat, {"vp": value * mult}, "round_renown")
        p["renown"] = 0
    played = s["columns"][0] + s["columns"][1]
    g, played = rng.shuffled(rng.unpack(s["rng"]), sorted(played))
    s["rng"] = rng.pack(g)
    s["pile"] += played
    s["columns"] = [[], []]
    s["events"].append({"e": "round_end", "round": r, "cards": len(played)})
    if r == len(data.ROUND_TURNS):
        s["phase"] = "over"
        return
    s["round"] = r + 1
    s["turns"] = [0, 0]
    s["active"] = 0  # Yellow begins every round (D2)


# --- what a move draws, said before it is played (``rules.chance``) ---------------------------------

def pile_cards_drawn(s: dict, move: dict) -> int:
    """The cards ``move`` takes from the pile: a draw takes the top card, or the top card refills the
    face-up card taken (D10), and the power's extra card follows, while the pile holds them; a Ladder
    draw takes one a Ladder."""
    if move["type"] == "draw":
        return min(len(s["pile"]), 2 if has_power(s, s["active"], "extra_draw") else 1)
    return move["count"] if move["type"] == "ladders" else 0
