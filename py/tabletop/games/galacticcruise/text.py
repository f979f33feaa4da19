"""The words of Galactic Cruise: names of the campus's things, log lines, refusals, prompts and the end, as
``Said`` sentences (the Russian is in ``web/games/galacticcruise/strings.js``). Every name and effect text
is our own [reconstruction]; no publisher's card text.

A log line names its player (``name`` with ``seat``), so a page can put the typed name in.
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)
from . import data

SEAT_NAMES = ("Vega", "Orion", "Lyra", "Nova")  # web/games/galacticcruise/strings.js translates them

register({
    "galacticcruise.player": "{name}",
    "galacticcruise.neutral": "the neutral company",
    "galacticcruise.bank": "the bank",
    "galacticcruise.and2": "{a} and {b}",
    "galacticcruise.comma": "{a}, {b}",
    "galacticcruise.join": "{a} {b}",
    "galacticcruise.nothing": "nothing",
    # goods and amounts
    "galacticcruise.n.money": "{n} money",
    "galacticcruise.n.ads": "{n:# ad:# ads}",
    "galacticcruise.n.food": "{n} food",
    "galacticcruise.n.oxygen": "{n} oxygen",
    "galacticcruise.n.fuel": "{n} fuel",
    "galacticcruise.n.resource": "{n:# resource:# resources} of choice",
    "galacticcruise.n.reputation": "{n} reputation",
    "galacticcruise.n.vp": "{n} VP",
    "galacticcruise.n.blueprint": "{n:# blueprint:# blueprints} from the display",
    "galacticcruise.good.food": "food",
    "galacticcruise.good.oxygen": "oxygen",
    "galacticcruise.good.fuel": "fuel",
    "galacticcruise.good.money": "money",
    "galacticcruise.good.ads": "ads",
    "galacticcruise.colour.orange": "orange",
    "galacticcruise.colour.purple": "purple",
    "galacticcruise.colour.teal": "teal",
    "galacticcruise.building": "building {n}",
    "galacticcruise.ship": "ship {n}",
    # the twelve actions
    "galacticcruise.action.agenda_draw": "Take agenda cards",
    "galacticcruise.action.agenda_refill": "Refresh agenda cards",
    "galacticcruise.action.new_ship": "New ship",
    "galacticcruise.action.build": "Build segments",
    "galacticcruise.action.blueprints": "Take blueprints",
    "galacticcruise.action.development": "Development",
    "galacticcruise.action.buy": "Buy supplies and ads",
    "galacticcruise.action.silo_take": "Take from the silo",
    "galacticcruise.action.schedule": "Schedule a cruise",
    "galacticcruise.action.advertise": "Advertise a cruise",
    "galacticcruise.action.hire": "Hire an expert",
    "galacticcruise.action.silo_refill": "Refill the silo",
    # technologies, upgrades, expert tiles, goals, cockpits, funding
    "galacticcruise.tech.TE1": "Silo take: 1 more good",
    "galacticcruise.tech.TE2": "Launch: 1 fuel less",
    "galacticcruise.tech.TE3": "Buy supplies: 3 for each money",
    "galacticcruise.tech.TE4": "Each day in space: +1 money a ship",
    "galacticcruise.tech.TE5": "Advertise: +1 money",
    "galacticcruise.tech.TE6": "Building a segment: 1 money less",
    "galacticcruise.tech.TE7": "Destination: +1 VP a guest scored",
    "galacticcruise.tech.TE8": "Take agenda cards: 1 more card",
    "galacticcruise.upgrade.O1": "4 ships and 4 segments a ship",
    "galacticcruise.upgrade.O2": "May bump your own worker, taking its funding bonus",
    "galacticcruise.upgrade.O3": "A meeting gives 2 actions",
    "galacticcruise.upgrade.P1": "Storage +1 for every good",
    "galacticcruise.upgrade.P2": "Silo take: up to 4",
    "galacticcruise.upgrade.P3": "Each day in space: 1 more bonus of a colour aboard",
    "galacticcruise.upgrade.F1": "Advertise up to 3 guests",
    "galacticcruise.upgrade.F2": "Scoring a guest of any colour costs 1 ad",
    "galacticcruise.upgrade.F3": "A pilot's return gives 2 funding bonuses",
    "galacticcruise.expert.three_actions": "An expert takes 3 actions",
    "galacticcruise.expert.unbumpable": "An expert cannot be bumped",
    "galacticcruise.expert.free_links": "An expert links through any development for free",
    "galacticcruise.expert.funding": "An expert placed gives a funding bonus",
    "galacticcruise.expert.discount2": "An expert placed waives the turn's first 2 money paid to the bank",
    "galacticcruise.expert.reputation": "An expert placed gives 1 reputation",
    "galacticcruise.goal.fleet": "Fleet: segments on your ships",
    "galacticcruise.goal.network": "Network: your developments on links",
    "galacticcruise.goal.innovation": "Innovation: your developments under technologies",
    "galacticcruise.goal.voyages": "Voyages: launches made",
    "galacticcruise.goal.prestige": "Prestige: reputation",
    "galacticcruise.goal.explorer": "Explorer: destination days with a guest scored",
    "galacticcruise.criterion.guests": "+1 VP a guest aboard",
    "galacticcruise.criterion.destinations": "+2 VP a destination on the cruise",
    "galacticcruise.criterion.segments": "+1 VP a segment",
    "galacticcruise.criterion.one_colour": "+3 VP if every guest has one colour",
    "galacticcruise.criterion.matching_tags": "+1 VP a tag matching a guest's colour",
    "galacticcruise.funding.money2": "2 money",
    "galacticcruise.funding.ads1": "1 ad",
    "galacticcruise.funding.resource1": "1 resource",
    "galacticcruise.funding.money3": "3 money",
    "galacticcruise.funding.ads2": "2 ads",
    "galacticcruise.funding.resource2": "2 resources",
    "galacticcruise.funding.reputation1_money1": "1 reputation and 1 money",
    # agenda texts (our own words)
    "galacticcruise.agenda.buy3": "Buy supplies: 3 for each money",
    "galacticcruise.agenda.advertise_money": "Advertise: +1 money a guest",
    "galacticcruise.agenda.build_more": "Build segments: 1 more",
    "galacticcruise.agenda.schedule_funding": "Schedule: a second funding bonus",
    "galacticcruise.agenda.refill_second": "Refill the silo: a second good too (no money)",
    "galacticcruise.agenda.hire_discount": "Hire an expert: 3 money less",
    "galacticcruise.agenda.blueprint_more": "Take blueprints: 1 more",
    "galacticcruise.agenda.engine_twice": "New ship: the engine's bonus twice",
    "galacticcruise.agenda.free_guest": "Launch: one guest from the queue or supply for 0 ads",
    "galacticcruise.agenda.destination_ad": "Destination: score one guest of another colour for 1 ad",
    "galacticcruise.agenda.collaboration": "Collaboration: use a technology free this turn, +1 money a development on it",
    "galacticcruise.agenda.strategic": "Strategic relationship: spend 1/2/3 reputation for 3/6/9 money",
})

register({
    # the log
    "galacticcruise.ev.turn": "Round {round}: {name}'s turn.",
    "galacticcruise.ev.turn_extra": "{name}'s extra turn.",
    "galacticcruise.ev.turn_final": "{name}'s last advance.",
    "galacticcruise.ev.pregame": "{name} takes a free development from the {row} row and a blueprint ({colour}, {tags:# tag:# tags}, {vp} VP).",
    "galacticcruise.ev.placed": "{name} sends a {worker} to {building}.",
    "galacticcruise.ev.placed_expert": "{name} sends an expert to {building}.",
    "galacticcruise.ev.bumped": "{other}'s worker goes home from {building} (a funding bonus at their next turn).",
    "galacticcruise.ev.bumped_own": "{name} takes their own worker back from {building}.",
    "galacticcruise.ev.neutral_pushed": "The neutral worker moves from {frm} to {to}.",
    "galacticcruise.ev.access": "{name} pays {other} {money} money for access.",
    "galacticcruise.ev.access_bank": "{name} pays the bank {money} money for access.",
    "galacticcruise.ev.action": "{name}: {action}.",
    "galacticcruise.ev.stopped": "{name} forgoes the remaining actions.",
    "galacticcruise.ev.no_text": "{name} keeps their agenda cards.",
    "galacticcruise.ev.advertising": "{name} advertises cruise {cruise}.",
    "galacticcruise.ev.done": "{name} is done.",
    "galacticcruise.ev.meeting": "{name} calls a meeting: {n:# worker comes:# workers come} home.",
    "galacticcruise.ev.funding": "{name} takes a funding bonus: {what}.",
    "galacticcruise.ev.gained": "{name} takes {what}.",
    "galacticcruise.ev.text": "{name} plays an agenda card: {text}.",
    "galacticcruise.ev.bought": "{name} pays {money} money for {what}.",
    "galacticcruise.ev.silo_took": "{name} takes {what} from the silo.",
    "galacticcruise.ev.refilled": "{name} refills the silo's {good} and gains {money} money.",
    "galacticcruise.ev.new_ship": "{name} takes a new ship (cockpit: {criterion}; engine: {bonus}).",
    "galacticcruise.ev.blueprint_taken": "{name} takes a blueprint ({colour}, {tags:# tag:# tags}, {vp} VP).",
    "galacticcruise.ev.built": "{name} builds a segment ({colour}) on ship {ship} for {cost}.",
    "galacticcruise.ev.built_at_once": "{name} builds a segment ({colour}) on ship {ship} at once for {cost} and 1 reputation.",
    "galacticcruise.ev.scheduled": "{name} schedules cruise {cruise}.",
    "galacticcruise.ev.scheduled_token": "{name} schedules cruise {cruise} and flips a token.",
    "galacticcruise.ev.advertised": "{name} presells a guest ({colour}) on cruise {cruise}: +{money} money.",
    "galacticcruise.ev.advertised_rep": "{name} presells a guest ({colour}) on cruise {cruise}: +{money} money, +1 reputation.",
    "galacticcruise.ev.developed": "{name} takes a development from the {row} row for {cost}.",
    "galacticcruise.ev.dev_link": "{name} places a development on link {link}: +1 reputation.",
    "galacticcruise.ev.dev_tech": "{name} places a development under the technology “{tech}”.",
    "galacticcruise.ev.hired": "{name} hires the {which} expert for {money} money.",
    "galacticcruise.ev.drew_agenda": "{name} takes an agenda card: {text}.",
    "galacticcruise.ev.drew_discard": "{name} takes the discarded agenda card for 1 reputation: {text}.",
    "galacticcruise.ev.agenda_refilled": "{name} refreshes the agenda cards.",
    "galacticcruise.ev.agenda_reshuffled": "The agenda discard pile is shuffled into a new deck.",
    "galacticcruise.ev.discarded": "{name} discards an agenda card: {text}.",
    "galacticcruise.ev.rep_spent": "{name} spends 1 reputation for {what}.",
    "galacticcruise.ev.agenda_good": "{name} plays an agenda card for {what}.",
    "galacticcruise.ev.collaboration": "{name} collaborates: “{tech}” works for them this turn, +{money} money.",
    "galacticcruise.ev.strategic": "{name} spends {reputation} reputation for {money} money.",
    "galacticcruise.ev.activated": "{name} uses the technology “{tech}” this turn.",
    "galacticcruise.ev.tech_gain": "{name}: +{money} money from “{tech}”.",
    "galacticcruise.ev.launch": "{name} launches ship {ship} on cruise {cruise}.",
    "galacticcruise.ev.boarded": "A guest ({colour}) boards for {price:# ad:# ads}.",
    "galacticcruise.ev.boarded_free": "A guest ({colour}) boards for free.",
    "galacticcruise.ev.boarded_presold": "A presold guest ({colour}) boards.",
    "galacticcruise.ev.left_behind": "{n:# presold guest is:# presold guests are} left behind: {name} loses {reputation} reputation.",
    "galacticcruise.ev.lifted_off": "Lift-off! {name}'s ship {ship} leaves with {guests:# guest:# guests} and pays {cost}; the cockpit scores {vp} VP.",
    "galacticcruise.ev.space_day_none": "{name}'s ship {ship} has a day in space.",
    "galacticcruise.ev.destination": "{name}'s ship {ship} reaches the {colour} destination.",
    "galacticcruise.ev.upgrade": "{name} delivers an upgrade token: {upgrade}.",
    "galacticcruise.ev.scored": "{name} scores {n:# guest:# guests} for {ads:# ad:# ads}: +{vp} VP.",
    "galacticcruise.ev.scored_none": "{name} scores no guest there.",
    "galacticcruise.ev.p3_bonus": "{name} takes one more {colour} bonus.",
    "galacticcruise.ev.returned": "{name}'s ship {ship} returns to Earth; the pilot comes home.",
    "galacticcruise.ev.cube_launch": "{name} puts a cube on the progress track (year {section}).",
    "galacticcruise.ev.cube_goal": "{name} meets a company goal: a cube on the progress track (year {section}).",
    "galacticcruise.ev.cube_overflow": "{name}'s cube goes past the track.",
    "galacticcruise.ev.goal": "{name} achieves “{goal}” and now has {wings} wings.",
    "galacticcruise.ev.end_triggered": "The progress track is full: this is the last round, then an extra turn each and a last advance.",
    "galacticcruise.ev.agm": "Annual meeting of year {section}: {points}.",
    "galacticcruise.ev.agm_points": "{name} +{n}",
    "galacticcruise.ev.neutral_growth": "The neutral company grows: a technology marks its new developments.",
    "galacticcruise.ev.extra_turns": "The round is over: everyone takes one extra turn.",
    "galacticcruise.ev.final_advances": "Everyone advances their ships one last time.",
    "galacticcruise.ev.game_over.track": "The game is over: the final annual meeting is scored.",
    "galacticcruise.ev.game_over.max_rounds": "The game is over: the round limit is reached.",
    "galacticcruise.worker.worker": "worker",
    "galacticcruise.worker.expert": "expert",
    "galacticcruise.which.left": "left",
    "galacticcruise.which.right": "right",
    # the end
    "galacticcruise.item.start": "Starting VP",
    "galacticcruise.item.progress": "Annual meetings of years 1 and 2",
    "galacticcruise.item.cockpit_launch": "Cockpits at launch",
    "galacticcruise.item.destinations": "Guests scored at destinations",
    "galacticcruise.item.reputation_over": "Reputation beyond the track",
    "galacticcruise.item.reputation_lost": "Reputation lost below zero",
    "galacticcruise.item.final_progress_c": "Annual meeting of year 3",
    "galacticcruise.item.final_supplies": "Supplies left (1 VP for 3)",
    "galacticcruise.item.final_reputation": "Reputation",
    "galacticcruise.item.final_developments": "Development columns cleared",
    "galacticcruise.item.final_segments": "Ship segments",
    "galacticcruise.item.final_cockpits": "Cockpits (−5 for each never launched)",
    "galacticcruise.ended.track": "The progress track filled up; after the last round, an extra turn and a last advance each, the final annual meeting was scored.",
    "galacticcruise.ended.max_rounds": "The round limit was reached before the progress track filled up.",
    # refusals
    "galacticcruise.illegal.over": "The game is over.",
    "galacticcruise.illegal.shape": "A move is an object such as {{\"t\": \"place\", \"worker\": \"worker\", \"building\": 3}}.",
    "galacticcruise.illegal.move": "That is not one of the choices now.",
    "galacticcruise.illegal.occupied_own": "Your own worker is on that building (bumping it needs the upgrade O2).",
    "galacticcruise.illegal.unbumpable": "An expert there cannot be bumped.",
    "galacticcruise.illegal.neutral_stuck": "The neutral worker there has nowhere to go.",
    "galacticcruise.illegal.no_worker": "You have no {worker} in your break room.",
    "galacticcruise.illegal.not_reachable": "That building is not yours to use: it is neither where your worker is nor joined to it by a development.",
    "galacticcruise.illegal.access": "Using that link costs {money} money for access.",
    "galacticcruise.illegal.cannot": "{action} cannot be taken now: {why}.",
    "galacticcruise.illegal.launch.on_cruise": "That ship is on a cruise.",
    "galacticcruise.illegal.launch.segments": "A ship needs at least 2 segments (1 cabin) to launch.",
    "galacticcruise.illegal.launch.no_schedule": "Schedule a cruise first: your consultant is not on one.",
    "galacticcruise.illegal.launch.no_pilot": "A launch needs a worker in your break room as the pilot.",
    "galacticcruise.illegal.launch.supplies": "Not enough supplies: 1 food a guest and the pilot, 1 oxygen a segment, the cruise's fuel.",
    "galacticcruise.illegal.launch.no_guest": "No guest can board: none presold and too few ads for the queue.",
    "galacticcruise.illegal.launch.no_ship": "There is no such ship.",
    "galacticcruise.why.agenda_draw": "no agenda card to take",
    "galacticcruise.why.new_ship": "no ship to take, or your fleet is full",
    "galacticcruise.why.build": "no blueprint you can pay for, or no ship with room for it",
    "galacticcruise.why.blueprints": "no blueprint to take",
    "galacticcruise.why.development": "not enough money or goods for a development, or nowhere to place it",
    "galacticcruise.why.buy": "no money",
    "galacticcruise.why.silo_take": "the silo is empty or your storage is full",
    "galacticcruise.why.schedule": "your consultant is already on a cruise",
    "galacticcruise.why.advertise": "no guest you can pay for, or no free space on a cruise",
    "galacticcruise.why.hire": "not enough money for an expert",
    "galacticcruise.why.silo_refill": "it needs an agenda card to discard and a silo good below 5",
    "galacticcruise.undo.draw": "That move dealt from a hidden stack.",
    "galacticcruise.state.stage": "The game's stage is damaged.",
    "galacticcruise.state.pending": "The decision waiting to be made is damaged.",
    "galacticcruise.state.points": "A player's points or tracks are damaged.",
    "galacticcruise.state.queue": "The guest queue is damaged.",
})

# What each decision asks (the table's prompt; also the refusal when a move of another kind is sent).
ASK = {
    "pregame": "Before the first turn: place a free development on a link and take a blueprint.",
    "funding": "Choose a funding bonus.",
    "gain": "Choose which resources to take.",
    "advance": "Advance a ship on its cruise.",
    "upgrade": "Deliver the upgrade token here?",
    "score": "Choose the guests to score here (ads).",
    "p3_bonus": "Choose the colour of one more bonus.",
    "main": "Place a worker, launch a ship or call a meeting.",
    "actions": "Choose an action, or stop.",
    "window": "Play an agenda card for its text?",
    "buy": "Buy supplies and ads.",
    "silo_take": "Take goods from the silo.",
    "silo_refill": "Discard an agenda card and refill a silo good.",
    "refill_second": "Refill a second silo good.",
    "new_ship": "Choose a cockpit and engine.",
    "engine_blueprint": "Take a blueprint from the display.",
    "blueprints": "Take a blueprint (keep it, or build it at once), or stop.",
    "build": "Build a blueprint onto a ship, or stop.",
    "schedule": "Choose a cruise and a token to flip.",
    "advertise": "Choose the cruise to advertise.",
    "advert_guest": "Choose a guest to presell, or stop.",
    "development": "Choose a row and how to pay.",
    "place_dev": "Place the development on a link or under a technology.",
    "hire": "Choose an expert.",
    "agenda_draw": "Take an agenda card, or stop.",
    "pilot": "Who pilots: a worker or an expert?",
    "board": "Board guests, then lift off.",
    "discard": "Discard down to 5 agenda cards.",
}
register({f"galacticcruise.ask.{k}": v for k, v in ASK.items()})


def player_name(seat: int) -> str:
    return SEAT_NAMES[seat]


def who(seat) -> dict:
    return {"name": player_name(seat), "seat": seat}


def someone(seat):
    if seat == "n":
        return said("galacticcruise.neutral")
    return said("galacticcruise.player", **who(seat))


def listed(parts: list):
    if not parts:
        return said("galacticcruise.nothing")
    line = parts[0]
    for i, part in enumerate(parts[1:], 1):
        line = said("galacticcruise.and2" if i == len(parts) - 1 else "galacticcruise.comma", a=line, b=part)
    return line


def amounts(pairs) -> list:
    return [said(f"galacticcruise.n.{kind}", n=n) for kind, n in pairs if n]


def goods_phrase(goods: dict, money: int = 0, ads: int = 0):
    pairs = [("money", money), ("ads", ads)] + [(g, goods.get(g, 0)) for g in data.GOODS]
    return listed(amounts(pairs))


def building(b: int):
    return said("galacticcruise.building", n=b + 1)


def card_text(card: int):
    return said(f"galacticcruise.agenda.{data.AGENDA[card]['text']}")


def colour(c: str):
    return said(f"galacticcruise.colour.{c}")


def _funding_what(e: dict):
    pairs = [(k, n) for k, n in data.FUNDING[e["option"]] if k != "resource"]
    return listed(amounts(pairs) + amounts([(g, e["goods"].get(g, 0)) for g in data.GOODS]))


def event_text(e: dict):
    """One event as a sentence, or None for those the log leaves out."""
    k = e["e"]
    w = who(e["seat"]) if isinstance(e.get("seat"), int) else {}
    if k == "turn":
        key = {"extra_turn": "turn_extra", "final_advance": "turn_final"}.get(e["stage"], "turn")
        return said(f"galacticcruise.ev.{key}", **w, round=e["round"])
    if k == "pregame":
        b = data.blueprint(e["blueprint"])
        return said("galacticcruise.ev.pregame", **w, row=said(f"galacticcruise.good.{e['row']}"),
                    colour=colour(b["colour"]), tags=b["tags"], vp=b["vp"])
    if k == "placed":
        if e["worker"] == "expert":
            return said("galacticcruise.ev.placed_expert", **w, building=building(e["building"]))
        return said("galacticcruise.ev.placed", **w, worker=said("galacticcruise.worker.worker"),
                    building=building(e["building"]))
    if k == "bumped":
        if e["seat"] == e["by"]:
            return said("galacticcruise.ev.bumped_own", **w, building=building(e["building"]))
        return said("galacticcruise.ev.bumped", other=someone(e["seat"]), building=building(e["building"]))
    if k == "neutral_pushed":
        return said("galacticcruise.ev.neutral_pushed", frm=building(e["frm"]), to=building(e["to"]))
    if k == "access":
        if e["to"] == "n":
            return said("galacticcruise.ev.access_bank", **w, money=e["money"])
        return said("galacticcruise.ev.access", **w, other=someone(e["to"]), money=e["money"])
    if k == "action":
        return said("galacticcruise.ev.action", **w, action=said(f"galacticcruise.action.{e['action']}"))
    if k == "advertising":
        return said("galacticcruise.ev.advertising", **w, cruise=cruise_name(e["cruise"]))
    if k in ("stopped", "agenda_refilled", "no_text", "done"):
        return said(f"galacticcruise.ev.{k}", **w)
    if k == "meeting":
        return said("galacticcruise.ev.meeting", **w, n=e["workers"])
    if k == "funding":
        return said("galacticcruise.ev.funding", **w, what=_funding_what(e))
    if k == "gained":
        return said("galacticcruise.ev.gained", **w, what=goods_phrase(e["goods"]))
    if k == "text":
        return said("galacticcruise.ev.text", **w, text=card_text(e["card"]))
    if k == "bought":
        return said("galacticcruise.ev.bought", **w, money=e["money"], what=goods_phrase(e["goods"], ads=e["ads"]))
    if k == "silo_took":
        return said("galacticcruise.ev.silo_took", **w, what=goods_phrase(e["goods"]))
    if k == "refilled":
        return said("galacticcruise.ev.refilled", **w, good=said(f"galacticcruise.good.{e['good']}"), money=e["money"])
    if k == "new_ship":
        bonus = listed(amounts(data.ENGINE_BONUS[e["engine"]]))
        return said("galacticcruise.ev.new_ship", **w,
                    criterion=said(f"galacticcruise.criterion.{data.COCKPITS[e['cockpit']][0]}"), bonus=bonus)
    if k == "blueprint_taken":
        b = data.blueprint(e["blueprint"])
        return said("galacticcruise.ev.blueprint_taken", **w, colour=colour(b["colour"]), tags=b["tags"], vp=b["vp"])
    if k == "built":
        b = data.blueprint(e["blueprint"])
        key = "built_at_once" if e["at_once"] else "built"
        return said(f"galacticcruise.ev.{key}", **w, colour=colour(b["colour"]), ship=e["ship"] + 1,
                    cost=goods_phrase(e["goods"], money=e["money"]))
    if k == "scheduled":
        key = "scheduled_token" if e["token"] else "scheduled"
        return said(f"galacticcruise.ev.{key}", **w, cruise=cruise_name(e["cruise"]))
    if k == "advertised":
        key = "advertised_rep" if e["reputation"] else "advertised"
        return said(f"galacticcruise.ev.{key}", **w, colour=colour(data.guest_colour(e["guest"])),
                    cruise=cruise_name(e["cruise"]), money=e["money"])
    if k == "developed":
        return said("galacticcruise.ev.developed", **w, row=said(f"galacticcruise.good.{e['row']}"),
                    cost=goods_phrase({e["row"]: e["goods"]}, money=e["money"]))
    if k == "dev_placed":
        if "link" in e:
            return said("galacticcruise.ev.dev_link", **w, link=e["link"] + 1)
        return said("galacticcruise.ev.dev_tech", **w, tech=said(f"galacticcruise.tech.{e['tech']}"))
    if k == "hired":
        return said("galacticcruise.ev.hired", **w, which=said(f"galacticcruise.which.{e['expert']}"), money=e["money"])
    if k in ("drew_agenda", "drew_discard", "discarded"):
        return said(f"galacticcruise.ev.{k}", **w, text=card_text(e["card"]))
    if k in ("agenda_reshuffled", "end_triggered", "neutral_growth", "extra_turns", "final_advances"):
        return said(f"galacticcruise.ev.{k}")
    if k == "rep_spent":
        kind, n = e["bonus"]
        what = goods_phrase(e["goods"]) if kind == "resource" else listed(amounts([(kind, n)]))
        return said("galacticcruise.ev.rep_spent", **w, what=what)
    if k == "agenda_good":
        return said("galacticcruise.ev.agenda_good", **w, what=listed(amounts([(e["good"], e["n"])])))
    if k == "collaboration":
        return said("galacticcruise.ev.collaboration", **w, tech=said(f"galacticcruise.tech.{e['tech']}"), money=e["money"])
    if k == "strategic":
        return said("galacticcruise.ev.strategic", **w, reputation=e["reputation"], money=e["money"])
    if k == "activated":
        return said("galacticcruise.ev.activated", **w, tech=said(f"galacticcruise.tech.{e['tech']}"))
    if k == "tech_gain":
        return said("galacticcruise.ev.tech_gain", **w, money=e["money"], tech=said(f"galacticcruise.tech.{e['tech']}"))
    if k == "launch":
        return said("galacticcruise.ev.launch", **w, ship=e["ship"] + 1, cruise=cruise_name(e["cruise"]))
    if k == "boarded":
        c = colour(data.guest_colour(e["guest"]))
        if e["presold"]:
            return said("galacticcruise.ev.boarded_presold", colour=c)
        if not e["price"]:
            return said("galacticcruise.ev.boarded_free", colour=c)
        return said("galacticcruise.ev.boarded", colour=c, price=e["price"])
    if k == "left_behind":
        return said("galacticcruise.ev.left_behind", **w, n=e["n"], reputation=e["reputation"])
    if k == "lifted_off":
        return said("galacticcruise.ev.lifted_off", **w, ship=e["ship"] + 1, guests=len(e["guests"]),
                    cost=goods_phrase(e["paid"]), vp=e["vp"])
    if k == "space_day":
        if not e["copies"]:
            return said("galacticcruise.ev.space_day_none", **w, ship=e["ship"] + 1)
        return None  # the gains that follow say what it brought
    if k == "destination":
        return said("galacticcruise.ev.destination", **w, ship=e["ship"] + 1, colour=colour(e["colour"]))
    if k == "upgrade":
        return said("galacticcruise.ev.upgrade", **w, upgrade=said(f"galacticcruise.upgrade.{e['upgrade']}"))
    if k == "scored":
        n = sum(e["guests"].values())
        if not n:
            return said("galacticcruise.ev.scored_none", **w)
        return said("galacticcruise.ev.scored", **w, n=n, ads=e["ads"], vp=e["vp"])
    if k == "p3_bonus":
        return said("galacticcruise.ev.p3_bonus", **w, colour=colour(e["colour"]))
    if k == "returned":
        return said("galacticcruise.ev.returned", **w, ship=e["ship"] + 1)
    if k == "cube":
        if e["seat"] == "n":
            return None
        if e["section"] is None:
            return said("galacticcruise.ev.cube_overflow", **w)
        return said(f"galacticcruise.ev.cube_{e['why']}", **w, section=e["section"])
    if k == "goal":
        return said("galacticcruise.ev.goal", **w, goal=said(f"galacticcruise.goal.{e['goal']}"), wings=e["wings"])
    if k == "agm":
        parts = [said("galacticcruise.ev.agm_points", **who(i), n=n) for i, n in enumerate(e["points"])]
        return said("galacticcruise.ev.agm", section=e["section"], points=listed(parts))
    if k == "game_over":
        return said(f"galacticcruise.ev.game_over.{e['why']}")
    return None


def cruise_name(tile: str) -> str:
    """A cruise by its days: ``S O P`` (S a day in space; O, P, T the destinations' colours)."""
    return " ".join(data.CRUISES[tile])


def log_line(events: list):
    parts = [t for t in (event_text(e) for e in events) if t is not None]
    if not parts:
        return said("galacticcruise.ev.quiet")
    line = parts[0]
    for part in parts[1:]:
        line = said("galacticcruise.join", a=line, b=part)
    return line


register({"galacticcruise.ev.quiet": "Nothing happens."})


def illegal_reason(s: dict, move, legal: list):
    """Why a move that is not among ``legal`` is refused: its shape, the decision due, or the rule."""
    from . import actions, campus, voyage
    if not isinstance(move, dict) or not isinstance(move.get("t"), str):
        return said("galacticcruise.illegal.shape")
    kinds = {m["t"] for m in legal}
    d = s["pending"][0] if s["pending"] else None
    seat = s["active"]
    p = s["players"][seat]
    t = move["t"]
    due = d["k"] if d is not None else None
    if t not in kinds and not (t in ("place", "launch") and due == "main" or t == "act" and due == "actions"):
        return said(f"galacticcruise.ask.{due}") if due else said("galacticcruise.illegal.move")
    if t == "place":
        b, kind = move.get("building"), move.get("worker")
        if kind not in ("worker", "expert") or type(b) is not int or not 0 <= b < data.BUILDINGS:
            return said("galacticcruise.illegal.shape")
        if not p["break"][kind]:
            return said("galacticcruise.illegal.no_worker", worker=said(f"galacticcruise.worker.{kind}"))
        occ = s["locations"][b]
        if occ is not None and occ["o"] == seat:
            return said("galacticcruise.illegal.occupied_own")
        if occ is not None and occ["o"] == "n":
            return said("galacticcruise.illegal.neutral_stuck")
        return said("galacticcruise.illegal.unbumpable")
    if t == "launch":
        k = move.get("ship")
        if type(k) is not int or not 0 <= k < len(p["ships"]):
            return said("galacticcruise.illegal.launch.no_ship")
        why = voyage.launch_blocker(s, seat, k)
        return said(f"galacticcruise.illegal.launch.{why}") if why else said("galacticcruise.illegal.move")
    if t == "act" and s["turn"] is not None:
        a, b = move.get("action"), move.get("building")
        reach = dict(campus.reachable(s, seat))
        if a not in data.ACTIONS or type(b) is not int or b not in reach or a not in s["layout"][b]:
            return said("galacticcruise.illegal.not_reachable")
        cost = campus.access_total(s, seat, reach[b])
        if cost and p["money"] < cost:
            return said("galacticcruise.illegal.access", money=cost)
        if not actions.feasible(s, seat, a):
            return said("galacticcruise.illegal.cannot", action=said(f"galacticcruise.action.{a}"),
                        why=said(f"galacticcruise.why.{a}"))
    return said("galacticcruise.illegal.move")
