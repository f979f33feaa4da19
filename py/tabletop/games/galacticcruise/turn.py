"""The set-up and the turn (§3, §5, §6): the pre-game picks, then each turn's steps: delayed bumps, advancing
launched ships, one main option (a worker and its actions, a launch, or a meeting), company goals and the
clean-up; the end sequence (finish the round, an extra turn each, an extra advance each, AGM C).

The turn asks one decision at a time (``goods.DECISIONS``); ``proceed`` carries out every step that needs
no one's choice until a decision is due or the game is over.
"""

from ... import rng
from . import actions, campus, data, progress, voyage
from .goods import (AUTO, DECISIONS, can_lose_reputation, capacity, decision, event, gain, gain_mixes,
                    lose_reputation, push)

ANYTIME_AT = ("advance", "main", "actions", "board", "score")  # where the anytime moves are offered


# --- set-up ----------------------------------------------------------------------------------------------

def new_player(seat: int, players: int) -> dict:
    rep = data.START_REPUTATION[players][seat]  # D1
    return {
        "money": data.START["money"], "ads": data.START["ads"], "vp": data.START["vp"],
        "vp_from": {"start": data.START["vp"]},
        "goods": {g: data.START["goods"] for g in data.GOODS}, "rep": rep, "wings": data.WINGS_START,
        "goals": [], "cubes": 0, "rows": {g: 0 for g in data.GOODS}, "break": {"worker": 2, "expert": 0},
        "hired": [], "ships": [actions.new_ship(data.START_COCKPIT, data.START_ENGINE)], "blueprints": [],
        "upgrades": [], "tower": [["up", "up"] for _ in range(data.TOWER_COLUMNS)], "blocked": None,
        "scheduled": None, "owed": 0, "launches": 0, "explorer": 0, "cockpit_vp": 0,
    }


def setup_state(options: dict, seed: int) -> dict:
    n = options["players"]
    r = rng.seed_state(seed)
    if options["setup"] == "intro":
        layout = [list(x) for x in data.INTRO_LAYOUT]
    else:
        r, order = rng.shuffled(r, list(data.ACTIONS))
        layout = [order[2 * i:2 * i + 2] for i in range(data.BUILDINGS)]
    r, techs = rng.shuffled(r, list(data.TECHS))
    r, tiles = rng.shuffled(r, list(data.EXPERT_TILES))
    r, goals = rng.shuffled(r, list(data.GOALS))
    r, blueprints = rng.shuffled(r, list(data.BLUEPRINTS))
    r, cockpits = rng.shuffled(r, [k for k in data.COCKPITS if k != data.START_COCKPIT])
    r, engines = rng.shuffled(r, [e for e in data.ENGINE_BONUS if e != data.START_ENGINE])
    r, bonuses = rng.shuffled(r, list(range(len(data.GUEST_BONUSES))))
    r, cruises = rng.shuffled(r, [c for c in data.CRUISES if c not in data.START_CRUISES])
    r, agenda = rng.shuffled(r, list(range(len(data.AGENDA))))
    slots = data.cruise_slots(n)
    shown = list(data.START_CRUISES) + cruises[:slots - len(data.START_CRUISES)]
    cruises = cruises[slots - len(data.START_CRUISES):]
    # the queue: a guest of each destination's colour on the displayed cruises; with 2 players, sets of
    # one of each colour until there are at least 7 (§3.4)
    bag = list(data.GUESTS)
    queue_guests = []

    def take(colour):
        g = next(x for x in bag if data.guest_colour(x) == colour)
        bag.remove(g)
        queue_guests.append(g)
    for tile in shown:
        for c in data.destinations(tile):
            take(c)
    while n == 2 and len(queue_guests) < data.QUEUE_MIN_2P:
        for c in data.COLOURS:
            take(c)
    r, queue_guests = rng.shuffled(r, queue_guests)
    queue = [queue_guests[i * data.QUEUE_SECTION:(i + 1) * data.QUEUE_SECTION] for i in range(3)]
    for extra in queue_guests[3 * data.QUEUE_SECTION:]:
        bag.append(extra)
    network = [[None] * data.LINK_SLOTS for _ in range(data.BUILDINGS)]
    for link in data.NEUTRAL_LINKS:
        network[link][0] = "n"
    locations = [None] * data.BUILDINGS
    if n == 2 and options["npc_2p"]:
        for b in data.NEUTRAL_WORKERS_AT:
            locations[b] = {"o": "n", "k": "worker"}
    size = options["section_size"] or data.section_size(n)
    track = [None] * (data.SECTIONS * size)
    if n == 2:
        track[size] = "n"  # a neutral cube in section 2 [GC-COMP]
    hands = [[agenda.pop(0)] for _ in range(n)]
    display = [agenda.pop(0) for _ in range(data.AGENDA_DISPLAY)]
    s = {
        "options": options, "rng": "", "stage": "pregame", "round": 0, "active": n - 1, "end_stage": "none",
        "turn": None, "pending": [{"k": "pregame", "seat": i} for i in reversed(range(n))],
        "players": [new_player(i, n) for i in range(n)], "layout": layout,
        "tech": {x: [] for x in sorted(techs[:data.TECHS_DEALT], key=data.TECHS.index)},
        "spare_techs": techs[data.TECHS_DEALT:], "revealed_techs": [], "expert_tile": tiles[0],
        "goals": sorted(goals[:data.GOALS_DEALT], key=list(data.GOALS).index),
        "goal_level": {g: (2 if n == 2 else 0) for g in sorted(goals[:data.GOALS_DEALT], key=list(data.GOALS).index)},
        "network": network, "locations": locations, "silo": {g: data.SILO_START for g in data.GOODS},
        "blueprint_deck": blueprints[data.BLUEPRINT_DISPLAY:], "blueprint_display": blueprints[:data.BLUEPRINT_DISPLAY],
        "cockpit_deck": cockpits[data.SHIP_DISPLAY:], "engine_deck": engines[data.SHIP_DISPLAY:],
        "ship_display": [[cockpits[i], engines[i]] for i in range(data.SHIP_DISPLAY)],
        "guest_bonus": dict(zip(data.COLOURS, bonuses)),
        "cruises": [{"tile": t, "guests": [], "consultant": None} for t in shown], "cruise_deck": cruises,
        "cruise_discard": [], "queue": queue, "bag": sorted(bag, key=lambda g: int(g[1:])),
        "agenda_deck": agenda, "agenda_display": display, "agenda_discard": [], "hands": hands,
        "progress": track, "overflow": [], "sections_scored": 0, "agm": [], "final": None,
        "destination_tokens": {c: [] for c in data.COLOURS}, "events": [], "chance": None, "moves": 0,
    }
    s["rng"] = rng.pack(r)
    return s


@decision("pregame")
def _pregame():
    def moves(s, d):
        return [{"t": "pregame", "row": row, "link": k, "blueprint": i} for row in data.GOODS
                for k in range(data.BUILDINGS) if None in s["network"][k]
                for i in range(len(s["blueprint_display"]))]

    def apply(s, d, move):
        seat = d["seat"]
        p = s["players"][seat]
        p["rows"][move["row"]] += 1
        bid = s["blueprint_display"][move["blueprint"]]
        event(s, "pregame", seat=seat, row=move["row"], link=move["link"], blueprint=bid)
        actions.place_development(s, seat, {"link": move["link"]})
        s["blueprint_display"][move["blueprint"]] = None
        p["blueprints"].append(bid)
        actions.refill_blueprints(s)
    return moves, apply


# --- the turn's steps ----------------------------------------------------------------------------------------

def new_turn(s: dict, seat: int) -> None:
    s["active"] = seat
    s["turn"] = {"seat": seat, "step": "bumps", "at": None, "kind": None, "meeting": False, "paid": [],
                 "active_tech": [], "waive": 0, "rep_spent": False, "advanced": [], "texts": {}, "played": []}
    event(s, "turn", seat=seat, round=s["round"], stage=s["end_stage"])


def next_turn(s: dict) -> None:
    n = len(s["players"])
    seat = s["turn"]["seat"]
    stage = s["end_stage"]
    if stage == "finish_round" and seat == n - 1:
        s["end_stage"] = "extra_turn"
        event(s, "extra_turns")
        new_turn(s, 0)
    elif stage == "extra_turn":
        if seat == n - 1:
            s["end_stage"] = "final_advance"
            event(s, "final_advances")
        new_turn(s, (seat + 1) % n)
    elif stage == "final_advance" and seat == n - 1:
        finish(s, "track")
    else:
        nxt = (seat + 1) % n
        if nxt == 0:
            s["round"] += 1
            if s["end_stage"] == "none" and s["round"] > s["options"]["max_rounds"]:
                finish(s, "max_rounds")
                return
        new_turn(s, nxt)


def finish(s: dict, why: str) -> None:
    progress.final_scoring(s)
    s["stage"] = "over"
    s["end_stage"] = "over"
    s["ended"] = why
    s["turn"] = None
    s["pending"] = []
    event(s, "game_over", why=why)


def step(s: dict) -> None:
    """One step of the turn that needs no decision (the pending list is empty)."""
    t = s["turn"]
    seat = t["seat"]
    p = s["players"][seat]
    final = s["end_stage"] == "final_advance"
    if t["step"] == "bumps":
        if p["owed"]:
            push(s, *[{"k": "funding", "why": "bumped"}] * p["owed"])
            p["owed"] = 0
        t["step"] = "advance"
    elif t["step"] == "advance":
        if voyage.to_advance(s, seat):
            push(s, {"k": "advance"})
        else:
            t["step"] = "goals" if final else "main"
    elif t["step"] == "main":
        push(s, {"k": "main"})
        t["step"] = "goals"
    elif t["step"] == "goals":
        progress.check_goals(s, seat)
        t["step"] = "cleanup"
    elif t["step"] == "cleanup":
        for g in data.GOODS:  # agenda goods held beyond storage are lost now (D7)
            p["goods"][g] = min(p["goods"][g], capacity(p, g))
        if len(s["hands"][seat]) > data.HAND_LIMIT and not final:
            push(s, {"k": "discard"})
        t["step"] = "end"
    else:
        next_turn(s)


def proceed(s: dict) -> None:
    """Carry out what needs no decision, until a decision is due or the game is over."""
    while s["stage"] != "over":
        if s["pending"]:
            d = s["pending"][0]
            if d["k"] in AUTO:
                s["pending"].pop(0)
                AUTO[d["k"]](s, d)
                continue
            if d["k"] == "pregame":
                s["active"] = d["seat"]
            options = DECISIONS[d["k"]][0](s, d)
            if not options:  # nothing left to choose (e.g. no room for a good): the decision lapses
                s["pending"].pop(0)
                continue
            if d["k"] == "gain" and len(options) == 1:
                s["pending"].pop(0)
                DECISIONS["gain"][1](s, d, options[0])
                continue
            return
        progress.check_agms(s)
        if s["stage"] == "pregame":
            s["stage"] = "play"
            s["round"] = 1
            new_turn(s, 0)
            continue
        step(s)


# --- the decisions of the turn itself ------------------------------------------------------------------------

@decision("advance")
def _advance():
    def moves(s, d):
        return [{"t": "advance", "ship": k} for k in voyage.to_advance(s, s["active"])]

    def apply(s, d, move):
        voyage.advance(s, s["active"], move["ship"])
    return moves, apply


def place_moves(s: dict, seat: int) -> list:
    p = s["players"][seat]
    return [{"t": "place", "worker": kind, "building": b} for kind in ("worker", "expert") if p["break"][kind]
            for b in range(data.BUILDINGS) if campus.can_place(s, seat, b)]


@decision("main")
def _main():
    def moves(s, d):
        seat = s["active"]
        return place_moves(s, seat) + [{"t": "launch", "ship": k} for k in voyage.launchable(s, seat)] + \
            [{"t": "meeting"}]

    def apply(s, d, move):
        seat = s["active"]
        t = s["turn"]
        if move["t"] == "place":
            kind, b = move["worker"], move["building"]
            own = campus.place(s, seat, kind, b)
            t["at"], t["kind"] = b, kind
            event(s, "placed", seat=seat, worker=kind, building=b)
            items = [{"k": "funding", "why": "bump"}] if own else []
            n = 2
            if kind == "expert":
                tile = s["expert_tile"]
                n = 3 if tile == "three_actions" else 2
                if tile == "funding":
                    items.append({"k": "funding", "why": "expert"})
                if tile == "reputation":
                    gain(s, seat, (("reputation", 1),), "expert")
                if tile == "discount2":
                    t["waive"] = 2
            push(s, *items, {"k": "actions", "left": n})
        elif move["t"] == "launch":
            voyage.launch(s, seat, move["ship"])
        else:
            t["meeting"] = True
            home = campus.workers_home(s, seat)
            event(s, "meeting", seat=seat, workers=home)
            n = 2 if "O3" in s["players"][seat]["upgrades"] else 1
            push(s, *[{"k": "funding", "why": "meeting"}] * home, {"k": "actions", "left": n})
    return moves, apply


def action_moves(s: dict, seat: int) -> list:
    p = s["players"][seat]
    out = []
    for b, owners in campus.reachable(s, seat):
        cost = campus.access_total(s, seat, owners)
        rivals = sum(data.access_cost(p["rep"]) for o in campus.unpaid(s, seat, owners) if o != "n")
        if p["money"] < rivals or not actions.can_pay(s, seat, cost):
            continue
        for a in s["layout"][b]:
            waive = s["turn"]["waive"]
            p["money"] -= cost - min(waive, cost - rivals)
            s["turn"]["waive"] = waive - min(waive, cost - rivals)
            ok = actions.feasible(s, seat, a)
            p["money"] += cost - min(waive, cost - rivals)
            s["turn"]["waive"] = waive
            if ok:
                out.append({"t": "act", "action": a, "building": b})
    return out


@decision("actions")
def _actions():
    def moves(s, d):
        return action_moves(s, s["active"]) + [{"t": "stop"}]

    def apply(s, d, move):
        seat = s["active"]
        if move["t"] == "stop":
            event(s, "stopped", seat=seat)
            return
        if d["left"] > 1:
            push(s, {**d, "left": d["left"] - 1})
        owners = dict(campus.reachable(s, seat))[move["building"]]
        actions.choose(s, seat, move["action"], move["building"], owners)
    return moves, apply


@decision("discard")
def _discard():
    def moves(s, d):
        return [{"t": "discard", "card": c} for c in sorted(s["hands"][s["active"]])]

    def apply(s, d, move):
        seat = s["active"]
        s["hands"][seat].remove(move["card"])
        s["agenda_discard"].append(move["card"])
        event(s, "discarded", seat=seat, card=move["card"])
        if len(s["hands"][seat]) > data.HAND_LIMIT:
            push(s, {"k": "discard"})
    return moves, apply


# --- any time in the turn --------------------------------------------------------------------------------

def anytime_moves(s: dict, seat: int) -> list:
    p = s["players"][seat]
    t = s["turn"]
    out = []
    bonus = data.REPUTATION_BONUS.get(p["rep"])
    if bonus and not t["rep_spent"]:
        kind, n = bonus
        for m in gain_mixes(p, n) if kind == "resource" else [{}]:
            if m or kind != "resource":
                out.append({"t": "rep_spend", "goods": m})
    hand = sorted(set(s["hands"][seat]))
    out += [{"t": "agenda_good", "card": c} for c in hand]
    if s["options"]["agenda_texts"]:
        for c in hand:
            text = data.AGENDA[c]["text"]
            if text == "collaboration":
                out += [{"t": "collaboration", "card": c, "tech": x} for x in s["tech"] if campus.invented(s, x)]
            elif text == "strategic":
                out += [{"t": "strategic", "card": c, "rep": k} for k in data.STRATEGIC if can_lose_reputation(p, k)]
    out += [{"t": "activate", "tech": x} for x in campus.activatable(s, seat)]
    return out


def play_anytime(s: dict, seat: int, move: dict) -> None:
    p = s["players"][seat]
    kind = move["t"]
    if kind == "rep_spend":
        bonus = data.REPUTATION_BONUS[p["rep"]]
        p["rep"] -= 1
        s["turn"]["rep_spent"] = True
        if bonus[0] == "resource":
            for g, n in move["goods"].items():
                p["goods"][g] += n
        else:
            gain(s, seat, (bonus,), "reputation_spend")
        event(s, "rep_spent", seat=seat, bonus=list(bonus), goods=dict(move["goods"]))
    elif kind == "agenda_good":
        actions.discard_card(s, seat, move["card"])
        good, n = data.corner_gain(move["card"])
        if good in data.GOODS:
            p["goods"][good] += n  # may pass storage until the clean-up (D7)
        else:
            p[good] += n
        event(s, "agenda_good", seat=seat, card=move["card"], good=good, n=n)
    elif kind == "collaboration":
        actions.discard_card(s, seat, move["card"])
        owners = s["tech"][move["tech"]]
        p["money"] += len(owners)
        if move["tech"] not in s["turn"]["active_tech"]:
            s["turn"]["active_tech"].append(move["tech"])
        event(s, "collaboration", seat=seat, card=move["card"], tech=move["tech"], money=len(owners))
    elif kind == "strategic":
        actions.discard_card(s, seat, move["card"])
        lose_reputation(s, seat, move["rep"])
        p["money"] += data.STRATEGIC[move["rep"]]
        event(s, "strategic", seat=seat, card=move["card"], reputation=move["rep"], money=data.STRATEGIC[move["rep"]])
    else:
        campus.activate(s, seat, move["tech"])


ANYTIME = ("rep_spend", "agenda_good", "collaboration", "strategic", "activate")


def legal(s: dict) -> list:
    if s["stage"] == "over" or not s["pending"]:
        return []
    d = s["pending"][0]
    out = DECISIONS[d["k"]][0](s, d)
    if d["k"] in ANYTIME_AT:
        out = out + anytime_moves(s, s["active"])
    return out


def apply(s: dict, move: dict) -> None:
    """Play a legal move on ``s`` (a copy), then carry on to the next decision."""
    s["events"] = []
    s["chance"] = None
    s["moves"] += 1
    seat = s["active"]
    if move["t"] in ANYTIME:
        play_anytime(s, seat, move)
    else:
        d = s["pending"].pop(0)
        DECISIONS[d["k"]][1](s, d, move)
    proceed(s)

