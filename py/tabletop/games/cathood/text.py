"""The words of Cathood: log lines, refusals, score items and the end, as ``Said`` sentences.

A log line names its player (``name`` with ``seat``, so a page can put the typed name in). A move's
line is its action followed by what it set off, each a sentence of its own (``cathood.ev.*``).

>>> said("cathood.ev.gain", name="Blue cat", seat=0, n=2, colour=colour_name("orange"), why=said("cathood.why.stop"))
'Blue cat takes 2 orange cubes at the stop.'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)
from . import data

register({f"cathood.colour.{c}": c for c in data.COLOURS})
register({f"cathood.tree.{t}": t for t in data.TREE_COLOUR})
register({f"cathood.toy.{t}": t for t in data.TOY_TYPES})
register({f"cathood.action.{a}": a.replace("_", " ") for a in data.ACTIONS})
register({f"cathood.sign.{s}": s for s in data.SIGNS})
register({f"cathood.dir.{d}": d for d in (*data.LINEAR, *data.DIAGONAL)})
register({
    "cathood.card.toy": "a {toy} toy ({points} AP)",
    "cathood.card.building": "a Building card ({points} AP)",
    "cathood.repeat": " (Repeat)",
    # the actions, one sentence each
    "cathood.ev.walk": "{name} walks {dir}, {steps:# point:# points}{repeat}.",
    "cathood.ev.jump": "{name} jumps over the roofs {dir}, {steps:# point:# points}{repeat}.",
    "cathood.ev.rotate_cw": "{name} turns tile {tile} clockwise{repeat}.",
    "cathood.ev.rotate_ccw": "{name} turns tile {tile} anticlockwise{repeat}.",
    "cathood.ev.swap": "{name} swaps tiles {a} and {b}{repeat}.",
    "cathood.ev.pet_shop": "{name} buys {card} at the Pet Shop of {tile} and puts a House there{repeat}.",
    "cathood.ev.pet_shop_no_house": "{name} buys {card} at the Pet Shop of {tile}; no House is left to put there{repeat}.",
    "cathood.ev.building": "{name} buys {card} and puts a House on {tile}{repeat}.",
    "cathood.ev.building_no_house": "{name} buys {card} at {tile}; no House is left to put there{repeat}.",
    "cathood.ev.park": "{name} places a Statue in the {tree} park {tile}{repeat}.",
    "cathood.ev.park_first": "{name} places the first Statue in the {tree} park {tile}{repeat}.",
    "cathood.ev.end_turn": "{name} ends the turn.",
    # what an action set off
    "cathood.ev.gain": "{name} takes {n:# {colour} cube:# {colour} cubes} {why}.",
    "cathood.why.pass": "on the way",
    "cathood.why.stop": "at the stop",
    "cathood.why.steal": "from the fight",
    "cathood.ev.cap": "{name} already holds 12 resources: {n:# cube stays:# cubes stay} in the supply.",
    "cathood.ev.order.CO": "{name} goes for the coffee first.",
    "cathood.ev.order.DG": "{name} meets the dog first.",
    "cathood.ev.order.BE": "{name} follows the bee first.",
    "cathood.ev.coffee": "{name} drinks a coffee: 1 {give} for 1 {take}.",
    "cathood.ev.coffee_done": "{name} exchanges nothing (more) at the coffee.",
    "cathood.ev.coffee_none": "{name} has nothing to pay for a coffee.",
    "cathood.ev.dog": "A dog chases {name} to another corner.",
    "cathood.ev.dog_ignored": "Another dog is there: {name} ignores it.",
    "cathood.ev.bee": "A bee leads {name} to reserve {card}.",
    "cathood.ev.bee_held": "A bee buzzes, but {name} already holds a reserved card.",
    "cathood.ev.bee_empty": "A bee buzzes, but both rows are empty.",
    "cathood.ev.sign": "{name} has chosen a sign.",
    "cathood.ev.fight_won": "{name} ({sign}) beats {other} ({other_sign}) in a fight.",
    "cathood.ev.fight_tie": "{name} and {other} both show {sign}: nobody wins the fight.",
    "cathood.ev.fight_won_random": "{name} wins a fight against {other}.",
    "cathood.ev.fight_tie_random": "{name} and {other} fight to a draw.",
    "cathood.ev.steal": "{name} takes 1 {colour} from {other}.",
    "cathood.ev.steal_none": "{other} has no resource for {name} to take.",
    "cathood.ev.trigger": "{name} has placed every House and Statue: this is the last round.",
    "cathood.ev.sleep": "{name} goes to sleep.",
    "cathood.ev.refill": "{name} goes to sleep; {n:# card is:# cards are} turned up.",
    "cathood.ev.last_turns": "{name} plays a last turn.",
    "cathood.ev.round_limit": "Round {round} is over: the neighbourhood sleeps.",
    "cathood.ev.over": "The game is over.",
    "cathood.ev.objective": "{name} keeps a secret objective.",
    "cathood.log": "{line}",
    # the end screen
    "cathood.item.toys": "Toys",
    "cathood.item.toy_sets": "Complete sets of toys",
    "cathood.item.building_cards": "Building cards",
    "cathood.item.majorities": "Favourite cat of Buildings",
    "cathood.item.statues": "Statues",
    "cathood.item.first_statues": "First Statue in a park",
    "cathood.item.resources": "Resources left (1 AP per 2)",
    "cathood.item.reserved": "Reserved card never bought",
    "cathood.item.objective": "Secret objective",
    "cathood.ended.trigger": "{name} placed every House and Statue, and the round was played to its end.",
    "cathood.ended.rounds": "{rounds} rounds were played without any cat placing every House and Statue.",
    # refusals
    "cathood.illegal.over": "The game is over.",
    "cathood.illegal.shape": "A move is an object such as {{\"type\": \"linear\", \"dir\": \"N\", \"steps\": 2}}.",
    "cathood.illegal.phase.objective": "Choose the secret objective you keep first.",
    "cathood.illegal.phase.action": "Place a disc on an action, or end your turn.",
    "cathood.illegal.phase.order": "Choose which effect of this corner comes next.",
    "cathood.illegal.phase.coffee": "Exchange a resource at the coffee, or leave it.",
    "cathood.illegal.phase.dog": "Choose the corner the dog chases your cat to.",
    "cathood.illegal.phase.bee": "Choose the card the bee reserves for you.",
    "cathood.illegal.phase.sign": "Choose rock, paper or scissors for the fight.",
    "cathood.illegal.phase.steal": "Choose the resource you take from the cat you beat.",
    "cathood.illegal.no_disc": "You have no free disc left this turn.",
    "cathood.illegal.used": "You have already taken this action this turn; only Repeat takes an action twice.",
    "cathood.illegal.repeat_closed": "Repeat opens once you have placed your 4th House.",
    "cathood.illegal.repeat_used": "You have already used Repeat this turn.",
    "cathood.illegal.repeat_new": "Repeat takes a second time an action you have already taken this turn.",
    "cathood.illegal.end_early": "Take at least one action before you end your turn.",
    "cathood.illegal.direction": "That is not a direction or a distance of this move.",
    "cathood.illegal.tile": "There is no such tile.",
    "cathood.illegal.swap_pair": "Only two tiles side by side may swap.",
    "cathood.illegal.swap_cat": "A cat stands between these tiles: they cannot swap.",
    "cathood.illegal.no_pet_shop": "Your cat is not next to an open Pet Shop of that tile.",
    "cathood.illegal.no_building": "Your cat is not at a corner of that Building.",
    "cathood.illegal.no_park": "Your cat is not at an entrance of that park.",
    "cathood.illegal.card": "That card cannot be bought here.",
    "cathood.illegal.afford": "You cannot pay for that card.",
    "cathood.illegal.no_statue": "You have no Statue left.",
    "cathood.illegal.statue_there": "You already have a Statue in that park.",
    "cathood.illegal.park_cost": "A Statue there costs 2 {colour}.",
    "cathood.illegal.effect": "That effect is not waiting here.",
    "cathood.illegal.coffee": "At the coffee, pay 1 resource you have for 1 of another colour.",
    "cathood.illegal.dog": "The dog chases your cat one corner north, east, south or west, inside the neighbourhood.",
    "cathood.illegal.bee": "The bee reserves a card of the face-up rows.",
    "cathood.illegal.sign": "Show rock, paper or scissors.",
    "cathood.illegal.steal": "Take a resource the other cat has.",
    "cathood.illegal.objective": "Keep one of the two objectives you were dealt.",
    # undo
    "cathood.undo.drew": "That move turned up new cards.",
    "cathood.undo.sign": "Both signs of the fight are shown.",
    "cathood.undo.rolled": "The fight was decided at random.",
})


def colour_name(colour: str):
    return said(f"cathood.colour.{colour}")


SEAT_NAMES = ("Blue cat", "Rose cat", "Slate cat", "Teal cat")  # the table's seat colours (web/games/cathood/card.js)


def player_name(seat: int) -> str:
    """A seat's name in the engine's words: Blue cat, Rose cat, … (a page shows the typed names)."""
    return SEAT_NAMES[seat]


def who(seat: int) -> dict:
    return {"name": player_name(seat), "seat": seat}


def someone(seat: int):
    """Another seat named in a sentence: a sentence of its own (``name`` with ``seat``), so a page
    puts that player's typed name in too."""
    return said("cathood.player", **who(seat))


def card_text(card: str):
    c = data.CARDS[card]
    if c["deck"] == "toy":
        return said("cathood.card.toy", toy=said(f"cathood.toy.{c['type']}"), points=c["points"])
    return said("cathood.card.building", points=c["points"])


def _repeat(e: dict):
    return said("cathood.repeat") if e.get("repeat") else ""


def event_text(e: dict):
    """One event of a move as a sentence, or None for those the log leaves out."""
    kind = e["e"]
    if kind == "walk":
        key = "cathood.ev.walk" if e["kind"] == "linear" else "cathood.ev.jump"
        return said(key, **who(e["seat"]), dir=said(f"cathood.dir.{e['dir']}"), steps=e["steps"], repeat=_repeat(e))
    if kind == "rotate":
        return said(f"cathood.ev.rotate_{e['turn']}", **who(e["seat"]), tile=e["tile"], repeat=_repeat(e))
    if kind == "swap":
        return said("cathood.ev.swap", **who(e["seat"]), a=e["tiles"][0], b=e["tiles"][1], repeat=_repeat(e))
    if kind in ("pet_shop", "building"):
        key = f"cathood.ev.{kind}" + ("" if e["house"] else "_no_house")
        return said(key, **who(e["seat"]), card=card_text(e["card"]), tile=e["tile"], repeat=_repeat(e))
    if kind == "park":
        key = "cathood.ev.park_first" if e["first"] else "cathood.ev.park"
        return said(key, **who(e["seat"]), tree=said(f"cathood.tree.{e['tree']}"), tile=e["tile"], repeat=_repeat(e))
    if kind == "gain":
        return said("cathood.ev.gain", **who(e["seat"]), n=e["n"], colour=colour_name(e["colour"]),
                    why=said(f"cathood.why.{e['why']}"))
    if kind == "cap":
        return said("cathood.ev.cap", **who(e["seat"]), n=e["n"])
    if kind == "coffee":
        return said("cathood.ev.coffee", **who(e["seat"]), give=colour_name(e["give"]), take=colour_name(e["take"]))
    if kind in ("coffee_done", "coffee_none", "dog_ignored", "sign", "end_turn", "objective"):
        return said(f"cathood.ev.{kind}", **who(e["seat"]))
    if kind == "dog":
        return said("cathood.ev.dog", **who(e["seat"]))
    if kind == "order":
        return said(f"cathood.ev.order.{e['effect']}", **who(e["seat"]))
    if kind == "bee":
        return said("cathood.ev.bee", **who(e["seat"]), card=card_text(e["card"]))
    if kind == "bee_none":
        return said(f"cathood.ev.bee_{e['why']}", **who(e["seat"]))
    if kind == "fight":
        a, b, winner, signs = e["a"], e["b"], e["winner"], e["signs"]
        if signs is None:
            if winner is None:
                return said("cathood.ev.fight_tie_random", **who(a), other=someone(b))
            loser = b if winner == a else a
            return said("cathood.ev.fight_won_random", **who(winner), other=someone(loser))
        if winner is None:
            return said("cathood.ev.fight_tie", **who(a), other=someone(b),
                        sign=said(f"cathood.sign.{signs[str(a)]}"))
        loser = b if winner == a else a
        return said("cathood.ev.fight_won", **who(winner), other=someone(loser),
                    sign=said(f"cathood.sign.{signs[str(winner)]}"), other_sign=said(f"cathood.sign.{signs[str(loser)]}"))
    if kind == "steal":
        return said("cathood.ev.steal", **who(e["seat"]), other=someone(e["from"]),
                    colour=colour_name(e["colour"]))
    if kind == "steal_none":
        return said("cathood.ev.steal_none", **who(e["seat"]), other=someone(e["from"]))
    if kind == "trigger":
        return said("cathood.ev.trigger", **who(e["seat"]))
    if kind == "sleep":
        if e["refilled"]:
            return said("cathood.ev.refill", **who(e["seat"]), n=e["refilled"])
        return said("cathood.ev.sleep", **who(e["seat"]))
    if kind == "last_turns":
        return said("cathood.ev.last_turns", **who(e["seat"]))
    if kind == "round_limit":
        return said("cathood.ev.round_limit", round=e["round"])
    if kind == "over":
        return said("cathood.ev.over")
    return None


def log_line(events: list):
    """A move's log line: its events' sentences, one after another."""
    parts = [t for t in (event_text(e) for e in events) if t is not None]
    line = parts[0] if parts else said("cathood.ev.over")
    for part in parts[1:]:
        line = said("cathood.join", a=line, b=part)
    return line


register({"cathood.join": "{a} {b}", "cathood.player": "{name}"})
