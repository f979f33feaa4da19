"""The words of KIKAI: log lines, refusals, options and the end, as ``Said`` sentences.

A move's log line is every event it set off (``s["events"]``, plain data), each a sentence
(``kikai.ev.*``), joined by ``kikai.seq``. A player is named by ``name`` with ``seat`` (a page puts
the typed name in); districts, parts, colours, pieces and amounts are nested sentences, so a page
says them in its own language.

>>> str(log_line([{"e": "play", "seat": 0, "cards": ["shrine", "shrine"], "district": "parking"}]))
'Yellow plays two Shrine cards to act in Parking.'
>>> str(log_line([{"e": "gain", "seat": 1, "what": {"energy": 2, "ladders": 1}, "source": "effects"}]))
'Purple gains 2 Energy and 1 Ladder.'
"""

from ...words import register, said
from . import data

DISTRICT_NAMES = {"diner": "Diner", "arcade": "Arcade", "shrine": "Shrine", "market": "Market",
                  "station": "Station", "parking": "Parking"}
POWER_TEXT = {
    "renown_per_exhibition": "+1 Renown at each of your Exhibitions",
    "energy_per_exhibition": "+1 Energy at each of your Exhibitions",
    "cheaper_influence": "Influence for a Body or a Head costs 1 Ladder less",
    "cheap_first_flyer": "the first flyer of each of your Deploys costs 1 Energy",
    "free_routes": "you never pay for your opponent’s flyers",
    "extra_draw": "you draw 1 more card each turn",
}
register({f"kikai.district.{d}": n for d, n in DISTRICT_NAMES.items()})
register({f"kikai.power.{k}": v for k, v in POWER_TEXT.items()})
register({f"kikai.colour.{c}": c for c in data.COLOURS})
register({f"kikai.part.{p}": p.capitalize() for p in data.PARTS})
register({
    "kikai.seq": "{first} {rest}",
    "kikai.and": "{a} and {b}",
    "kikai.seat.yellow": "Yellow",
    "kikai.seat.purple": "Purple",
    "kikai.piece": "a {colour} {part} ({code})",
    "kikai.amount.energy": "{n} Energy",
    "kikai.amount.vp": "{n:# VP:# VP}",
    "kikai.amount.renown": "{n} Renown",
    "kikai.amount.megaphones": "{n:# Megaphone:# Megaphones}",
    "kikai.amount.ladders": "{n:# Ladder:# Ladders}",
    "kikai.square.C": "the central plaza",
    "kikai.square.O": "corner square {n}",
    "kikai.square.I": "inner square {n}",
    "kikai.space": "{a}–{b}, space {k}",
    # the events of a move, in order
    "kikai.ev.play": "{name} plays the {district} card.",
    "kikai.ev.play_pair": "{name} plays two {card} cards to act in {district}.",
    "kikai.ev.gain": "{name} gains {what}.",
    "kikai.ev.renown_bonus": "Renown reaches {space}: a bonus.",
    "kikai.ev.influence": "{name}’s {colour} Influence goes from {a} to {b}.",
    "kikai.ev.build": "{name} builds {piece} in {district} for {cost} Energy.",
    "kikai.ev.build_ladders": "{name} builds {piece} in {district} for {cost} Energy and {ladders:# Ladder:# Ladders}.",
    "kikai.ev.foundation": "{name} claims the Foundation tile in {district}.",
    "kikai.ev.construction": "First Head in {district}: {name} takes its Construction Bonus of {vp} VP.",
    "kikai.ev.power": "First Head in {district}: {name} takes its bonus tile ({power}).",
    "kikai.ev.deploy": "{name} deploys a Flyer Dropper on {space} for {cost} Energy.",
    "kikai.ev.track_bonus": "Energy track space {r} is uncovered: a bonus.",
    "kikai.ev.deploy_end": "{name} stops deploying.",
    "kikai.ev.attract": "{name} attracts a {colour} fan from {square} to the {part} in {district}.",
    "kikai.ev.attract_paid": "{name} attracts a {colour} fan from {square} to the {part} in {district}, paying {n} Energy to {other}.",
    "kikai.ev.attract_end": "{name} stops attracting.",
    "kikai.ev.billboard": "{square} is empty: {name} puts up a billboard there.",
    "kikai.ev.media_victory": "That is {name}’s sixth billboard: Media Victory!",
    "kikai.ev.exhibit": "{name} hosts an Exhibition in {district} with {fans:# fan:# fans}: {energy} Energy and {renown} Renown.",
    "kikai.ev.exhibit_extra": "{name} hosts an Exhibition in {district}, adding {extra} for {megaphones:# Megaphone:# Megaphones}, with {fans:# fan:# fans}: {energy} Energy and {renown} Renown.",
    "kikai.ev.extra": "{name} spends a Megaphone on a second action.",
    "kikai.ev.no_draw": "No card is left to draw.",
    "kikai.ev.no_extra": "{name} keeps the Megaphones: no second action.",
    "kikai.ev.no_ladders": "{name} spends no Ladder on more cards.",
    "kikai.ev.draw_deck": "{name} draws from the pile.",
    "kikai.ev.draw_open": "{name} takes the face-up {district} card.",
    "kikai.ev.draw_power": "{name} draws one more card (bonus tile).",
    "kikai.ev.ladder_draw": "{name} spends {n:# Ladder:# Ladders} to draw {n:# more card:# more cards}.",
    "kikai.ev.empty_hand": "{name} has no card: no action this turn.",
    "kikai.ev.round_score": "End of the round: {name}’s Renown {renown} is worth {value} × {mult} = {vp} VP.",
    "kikai.ev.round_income": "End of the round: {name}’s Renown {renown} is worth {value}.",
    "kikai.ev.round_end": "Round {round} is over; {n:# played card goes:# played cards go} under the pile.",
    # the end
    "kikai.ended.rounds": "The fourth round is over: the final scoring decides.",
    "kikai.ended.media_victory": "{name} put up a sixth billboard: Media Victory.",
    "kikai.item.media_victory": "Media Victory: {n:# billboard:# billboards} of {of} up",
    "kikai.item.media_loss": "{n:# billboard:# billboards} of {of} up: the opponent’s Media Victory",
    "kikai.item.during.round_renown": "Renown at the ends of rounds",
    "kikai.item.during.effects": "Piece effects",
    "kikai.item.during.influence": "Influence milestones",
    "kikai.item.during.construction": "Construction Bonuses",
    "kikai.item.during.squares": "Squares emptied",
    "kikai.item.during.street": "Street bonuses",
    "kikai.item.during.billboards": "Billboard bonuses",
    "kikai.item.energy_track": "Energy track ({r:# flyer:# flyers} out)",
    "kikai.item.fan_majority": "Most fans attracted ({n} against {other})",
    "kikai.item.energy": "{n} Energy left (1 VP per 5)",
    "kikai.item.megaphones": "{n:# Megaphone:# Megaphones} left (1 VP per 2)",
    "kikai.item.ladders": "{n:# Ladder:# Ladders} left (1 VP per 2)",
    "kikai.item.foundations": "{n:# Foundation tile:# Foundation tiles} left on the board",
    "kikai.item.collected_fans": "{n:# fan:# fans} exhibited",
    "kikai.item.influence_points": "{n} Influence points",
    # options
    "kikai.options.shape": "KIKAI’s options must be an object.",
    "kikai.options.unknown": "KIKAI has no option {option!r}.",
    "kikai.options.players": "KIKAI is for exactly 2 players.",
    "kikai.options.choice": "The option {option!r} must be one of {allowed}.",
    "kikai.options.flag": "The option {option!r} must be true or false.",
    # refusals
    "kikai.illegal.over": "The game is over.",
    "kikai.illegal.shape": "That is not a KIKAI move.",
    "kikai.illegal.phase.play": "Play a district card first (or two identical cards).",
    "kikai.illegal.phase.action": "Choose one action in the district: build, deploy, attract or exhibit.",
    "kikai.illegal.phase.deploy_more": "Place another flyer next to the last one, or stop deploying.",
    "kikai.illegal.phase.attract_more": "Attract another fan, or stop attracting.",
    "kikai.illegal.phase.billboard": "Choose the billboard to put up on the emptied square.",
    "kikai.illegal.phase.extra": "Say whether to spend a Megaphone on a second action.",
    "kikai.illegal.phase.draw": "Draw a card: a face-up one or the top of the pile.",
    "kikai.illegal.phase.ladder": "Say how many Ladders to spend on more cards.",
    "kikai.illegal.cards": "Play one district card, or two identical ones.",
    "kikai.illegal.pair": "Two cards must be identical to act in any district.",
    "kikai.illegal.not_in_hand": "You do not hold those cards.",
    "kikai.illegal.district": "One card acts only in its own district; two identical cards act anywhere.",
    "kikai.illegal.piece": "There is no such KIKAI piece.",
    "kikai.illegal.complete": "Your KIKAI in this district is complete.",
    "kikai.illegal.order": "Build in order, Foot, Body, Head: your next piece here is a {part}.",
    "kikai.illegal.not_shown": "That piece is not face up.",
    "kikai.illegal.energy": "That costs {n} Energy: you have less.",
    "kikai.illegal.ladders": "Influence for a piece is paid in full or not at all.",
    "kikai.illegal.no_flyers": "All your Flyer Droppers are out.",
    "kikai.illegal.taken": "That street space already holds a flyer.",
    "kikai.illegal.start": "The first flyer goes next to the district or next to your flyers joined to it.",
    "kikai.illegal.chain": "The next flyer goes on an empty space next to the last one.",
    "kikai.illegal.no_piece": "You have no such piece in this district.",
    "kikai.illegal.has_fan": "That piece already holds a fan.",
    "kikai.illegal.no_fan": "That square has no {colour} fan.",
    "kikai.illegal.no_route": "No route of flyers joins that square to this district.",
    "kikai.illegal.pay": "The route costs {n} Energy for the opponent’s flyers: you have less.",
    "kikai.illegal.no_fans_there": "You have no fans on your KIKAI in one of those districts.",
    "kikai.illegal.megaphones": "Adding those districts costs more Megaphones than you have.",
    "kikai.illegal.ladder_count": "You cannot spend that many Ladders.",
    "kikai.undo.drew": "That move drew a card.",
    "kikai.undo.revealed": "That move turned up a new KIKAI piece.",
})


def player_name(seat: int) -> str:
    return ("Yellow", "Purple")[seat]


def district(d: str):
    return said(f"kikai.district.{d}")


def square(sq: str):
    if sq == "C":
        return said("kikai.square.C")
    return said(f"kikai.square.{sq[0]}", n=int(sq[1:]))


def space(sp: str):
    """A street space by its street's two ends (a district's name or a square's id) and its number."""
    street, k = sp.split("#")
    a, b = street.split("-")
    end = lambda x: district(x) if x in DISTRICT_NAMES else x  # noqa: E731
    return said("kikai.space", a=end(a), b=end(b), k=int(k))


def piece(pid: str):
    pc = data.piece(pid)
    return said("kikai.piece", colour=said(f"kikai.colour.{pc['colour']}"), part=said(f"kikai.part.{pc['part']}"),
                code=pc["code"])


def amounts(what: dict):
    parts = [said(f"kikai.amount.{k}", n=n) for k, n in what.items() if n]
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = said("kikai.and", a=p, b=out)
    return out


def _who(seat: int) -> dict:
    return {"name": player_name(seat), "seat": seat}


def event_text(e: dict):
    """One event as a sentence."""
    name, key = e["e"], f"kikai.ev.{e['e']}"
    v = _who(e["seat"]) if "seat" in e else {}
    if name == "play":
        if len(e["cards"]) == 2:
            key = "kikai.ev.play_pair"
            v.update(card=district(e["cards"][0]), district=district(e["district"]))
        else:
            v.update(district=district(e["district"]))
    elif name == "gain":
        v.update(what=amounts(e["what"]))
    elif name in ("renown_bonus",):
        v = {"space": e["space"]}
    elif name == "track_bonus":
        v = {"r": e["r"]}
    elif name == "influence":
        v.update(colour=said(f"kikai.colour.{e['colour']}"), a=e["a"], b=e["b"])
    elif name == "build":
        if e["ladders"]:
            key = "kikai.ev.build_ladders"
            v.update(ladders=e["ladders"])
        v.update(piece=piece(e["piece"]), district=district(e["district"]), cost=e["cost"])
    elif name == "foundation":
        v.update(district=district(e["district"]))
    elif name == "construction":
        v.update(district=district(e["district"]), vp=e["vp"])
    elif name == "power":
        v.update(district=district(e["district"]), power=said(f"kikai.power.{e['power']}"))
    elif name == "deploy":
        v.update(space=space(e["space"]), cost=e["cost"])
    elif name == "attract":
        if e["paid"]:
            key = "kikai.ev.attract_paid"
            v.update(n=e["paid"], other=player_name(1 - e["seat"]))
        v.update(colour=said(f"kikai.colour.{e['colour']}"), square=square(e["square"]),
                 part=said(f"kikai.part.{data.piece(e['piece'])['part']}"), district=district(e["district"]))
    elif name == "billboard":
        v.update(square=square(e["square"]))
    elif name == "exhibit":
        if e["extra"]:
            key = "kikai.ev.exhibit_extra"
            v.update(extra=[district(d) for d in e["extra"]], megaphones=e["megaphones"])
        v.update(district=district(e["district"]), fans=len(e["fans"]), energy=e["energy"], renown=e["renown"])
    elif name == "draw_open":
        v.update(district=district(e["card"]))
    elif name == "ladder_draw":
        v.update(n=e["n"])
    elif name == "round_score":
        v.update(renown=e["renown"], value=e["value"], mult=e["mult"], vp=e["vp"])
    elif name == "round_income":
        v.update(renown=e["renown"], value=e["value"])
    elif name == "round_end":
        v = {"round": e["round"], "n": e["cards"]}
    return said(key, **v)


def log_line(events: list, move: dict | None = None, seat: int | None = None):
    """A move's events as one line (nested ``kikai.seq`` sentences); a move that set nothing off (a
    Megaphone or Ladders declined) says what was declined."""
    texts = [event_text(e) for e in events]
    if not texts:
        kind = (move or {}).get("type")
        if kind == "no_extra" or (kind == "ladders" and not move.get("count")):
            name = player_name(seat)
            return said("kikai.ev.no_extra" if kind == "no_extra" else "kikai.ev.no_ladders", name=name, seat=seat)
        return said("kikai.ev.no_draw")
    out = texts[-1]
    for t in reversed(texts[:-1]):
        out = said("kikai.seq", first=t, rest=out)
    return out
