"""The words of Watergate: log lines, refusals, the end, as ``Said`` sentences.

A move's log line is every event it set off (``s["events"]``, plain data), each a sentence
(``watergate.ev.*``), joined by ``watergate.seq``. A player is named by ``name`` with ``seat`` (a page
puts the typed name in); a card, an informant, a token's kind, a colour and a track position are nested
sentences, so a page says them in its own language. A face-down token is named only by its number.

>>> str(log_line([{"e": "play_action", "seat": 1, "card": "N11", "value": 2, "target": None}]))
'Nixon plays Smear campaign for its action.'
>>> str(log_line([{"e": "moved", "tok": "t7", "kind": "bg", "a": 0, "b": 3}]))
'Token 7 (blue-green) moves from 0 to the Editor’s 3.'
"""

from ...words import register, said
from . import data

CARD_NAMES = {
    "E01": "Bob Woodward", "E02": "Carl Bernstein", "E03": "Ben Bradlee", "E04": "Alexander Butterfield",
    "E05": "Hugh Sloan", "E06": "Martha Mitchell", "E07": "Rose Mary Woods", "E08": "John Dean",
    "E09": "Alfred Baldwin", "E10": "James McCord", "E11": "Deep Throat", "E12": "“Follow the money!”",
    "E13": "Mass demonstration", "E14": "The system works", "E15": "Front page", "E16": "Senate committee",
    "E17": "Judge Sirica", "E18": "Special prosecutor", "E19": "Subpoena for the tapes", "E20": "Impeachment inquiry",
    "N01": "Gordon Liddy", "N02": "Chuck Colson", "N03": "Bob Haldeman", "N04": "Howard Hunt", "N05": "John Mitchell",
    "N06": "John Ehrlichman", "N07": "Gambit", "N08": "A brilliant mood", "N09": "Operation Gemstone",
    "N10": "Enemies list", "N11": "Smear campaign", "N12": "Hush money", "N13": "Executive privilege",
    "N14": "18½-minute gap", "N15": "Saturday Night Massacre", "N16": "Landslide of ’72", "N17": "Campaign war chest",
    "N18": "The Plumbers", "N19": "“Peace with honor”", "N20": "“I am not a crook”",
}
INFORMANT_NAMES = {"butterfield": "Alexander Butterfield", "sloan": "Hugh Sloan", "m_mitchell": "Martha Mitchell",
                   "woods": "Rose Mary Woods", "dean": "John Dean", "baldwin": "Alfred Baldwin", "mccord": "James McCord"}
KIND_NAMES = {"b": "blue", "g": "green", "y": "yellow", "bg": "blue-green", "by": "blue-yellow", "gy": "green-yellow"}

register({f"watergate.card.{c}": n for c, n in CARD_NAMES.items()})
register({f"watergate.informant.{w}": n for w, n in INFORMANT_NAMES.items()})
register({f"watergate.colour.{c}": c for c in data.COLOURS})
register({f"watergate.kind.{k}": v for k, v in KIND_NAMES.items()})
register({f"watergate.kind.{k}_sym": v + " with the momentum symbol" for k, v in KIND_NAMES.items() if len(k) == 1})
register({
    "watergate.seq": "{first} {rest}",
    "watergate.side.editor": "the Editor",
    "watergate.side.nixon": "Nixon",
    "watergate.pos.zero": "0",
    "watergate.pos.editor": "the Editor’s {n}",
    "watergate.pos.nixon": "Nixon’s {n}",
    "watergate.tok.initiative": "The initiative token",
    "watergate.tok.momentum": "The momentum token",
    "watergate.tok.token": "Token {n} ({kind})",
    "watergate.tok.hidden": "Token {n}",
    "watergate.target.initiative": "the initiative token",
    "watergate.target.momentum": "the momentum token",
    "watergate.target.token": "token {n}",
    "watergate.target.ask": "a face-down {colour} token, asking Nixon for one",
    "watergate.target.none": "nothing: no token of its colours can move",
    # the events of a move, in order
    "watergate.ev.play_value": "{name} plays {card} for its value, {value}, on {target}.",
    "watergate.ev.play_action": "{name} plays {card} for its action.",
    "watergate.ev.react": "{name} answers {to} with {card}.",
    "watergate.ev.pass": "{name} lets it stand.",
    "watergate.ev.cancelled": "{card} is cancelled and goes {to}.",
    "watergate.ev.follow": "{card}: token {n} goes back to where it started and moves toward the Editor instead.",
    "watergate.ev.card_discard": "{card} goes to the discard pile.",
    "watergate.ev.card_removed": "{card} leaves the game.",
    "watergate.ev.no_target": "Nothing moves.",
    "watergate.ev.ask_none": "Nixon has no face-down {colour} token on the track.",
    "watergate.ev.not_on_track": "{tok} is no longer on the track: nothing moves.",
    "watergate.ev.flipped": "Token {n} is turned face up: {kind}.",
    "watergate.ev.moved": "{tok} moves from {a} to {b}.",
    "watergate.ev.gain_initiative": "{name} gains the initiative.",
    "watergate.ev.gain_token": "{name} gains token {n} ({kind}) and pins it at once.",
    "watergate.ev.momentum_nixon": "The momentum token goes on Nixon’s card: {n:# token:# tokens} of 5.",
    "watergate.ev.momentum_editor": "The momentum token goes on space {n} of the Editor’s card: {effect}",
    "watergate.ev.momentum_removed": "The Editor’s card is full: the momentum token leaves the game.",
    "watergate.ev.won": "{name} wins: {why}",
    "watergate.ev.pinned": "{name} pins token {n} ({kind}) face {face} on {space}.",
    "watergate.ev.symbol": "Its momentum symbol pulls the momentum token toward {side}.",
    "watergate.ev.symbol_idle": "Its momentum symbol has no momentum token on the track to move.",
    "watergate.ev.no_space": "Token {n} ({kind}) has no empty space of its colours and goes back to the bag.",
    "watergate.ev.picture_pin": "{name} pins {who}’s picture face {face}.",
    "watergate.ev.picture_flip": "{name} turns {who}’s picture face {face}.",
    "watergate.ev.picture_gone": "{who}’s picture is no longer in the supply.",
    "watergate.ev.no_picture": "No picture can be pinned or turned.",
    "watergate.ev.move_all": "{n:# token carries:# tokens carry} {colour}.",
    "watergate.ev.move_all_side": "{n:# face-up token is:# face-up tokens are} on the Editor’s side.",
    "watergate.ev.from_bag": "{name} draws token {n} ({kind}) from the bag.",
    "watergate.ev.from_bag_hidden": "{name} draws token {n} from the bag.",
    "watergate.ev.bag_empty": "The bag is empty.",
    "watergate.ev.no_token": "There is no token to take.",
    "watergate.ev.unpinned": "{name} returns the {kind} token on {space} to the bag.",
    "watergate.ev.revealed": "Every face-down token on the track is turned face up: {kinds}.",
    "watergate.ev.revealed_none": "No token on the track is face down.",
    "watergate.ev.seeded": "{name} draws {n:# token:# tokens} and lays them face down on {pos}.",
    "watergate.ev.mood": "For the rest of the round the Editor’s events give only their value.",
    "watergate.ev.drew": "{name} draws {n:# card:# cards}.",
    "watergate.ev.hunt_draw": "{name} draws the top card and must play it now.",
    "watergate.ev.gambit": "{name} removes {card} from the game instead, and Gambit goes to the discard pile.",
    "watergate.ev.gambit_removed": "Gambit leaves the game.",
    "watergate.ev.system_works": "{name} uses the action of {card} again.",
    "watergate.ev.no_card": "There is no card out of the game to use.",
    "watergate.ev.reshuffled": "{name} shuffles the discard pile into a new deck.",
    "watergate.ev.evaluation": "Round {round} is evaluated.",
    "watergate.ev.zero_to_bag": "{n:# token on 0 goes:# tokens on 0 go} back to the bag.",
    "watergate.ev.eval_initiative": "{name} takes the initiative.",
    "watergate.ev.eval_initiative_zero": "The initiative token is on 0: {name}, who did not have it, takes it.",
    "watergate.ev.eval_momentum": "The momentum token is on {name}’s side.",
    "watergate.ev.momentum_zero": "The momentum token is on 0 and goes back to the supply.",
    "watergate.ev.max_rounds": "The round limit is reached after round {round}: a draw.",
    "watergate.ev.round": "Round {round}: {name} has the initiative and draws {a}, the other {b}; "
                          "Nixon lays {n:# token:# tokens} face down on 0.",
    "watergate.face.up": "up",
    "watergate.face.down": "down",
    "watergate.to.discard": "to the discard pile",
    "watergate.to.removed": "out of the game",
    "watergate.effect.pin_from_bag": "draw {n:# token:# tokens} from the bag and pin each.",
    "watergate.effect.flip_else_pin_informant": "turn a face-down picture face up; with none, pin one from the supply.",
    "watergate.effect.unpin": "return a face-down token from the board to the bag.",
    "watergate.why.connected": "{a} and {b} are connected to Nixon.",
    "watergate.why.five_momentum": "the fifth momentum token is on Nixon’s card.",
    "watergate.why.supply_empty": "no momentum token is left in the supply.",
    # the end
    "watergate.item.connected": "{a} and {b} connected to Nixon",
    "watergate.item.five_momentum": "{n:# momentum token:# momentum tokens} on Nixon’s card",
    "watergate.item.supply_empty": "The momentum supply ran out",
    "watergate.item.informants_up": "{n:# informant:# informants} face up on the board",
    "watergate.item.editor_momentum": "{n:# momentum token:# momentum tokens} on the Editor’s card",
    "watergate.item.nixon_momentum": "{n:# momentum token:# momentum tokens} on Nixon’s card",
    "watergate.item.informants_down": "{n:# informant:# informants} blocked face down",
    "watergate.ended.connected": "The Editor connected {a} and {b} to Nixon in round {round}.",
    "watergate.ended.five_momentum": "Nixon placed his fifth momentum token in round {round}.",
    "watergate.ended.supply_empty": "No momentum token was left for round {round}: Nixon wins.",
    "watergate.ended.max_rounds": "The round limit ended the game after round {round}: a draw.",
    # refusals
    "watergate.illegal.over": "The game is over.",
    "watergate.illegal.shape": "A move is an object such as {{\"t\": \"value\", \"card\": \"E05\", \"target\": {{\"k\": \"initiative\"}}}}.",
    "watergate.illegal.card": "There is no such card.",
    "watergate.illegal.not_in_hand": "That card is not in your hand.",
    "watergate.illegal.hunt": "Howard Hunt’s drawn card must be played now.",
    "watergate.illegal.action": "That card’s action cannot be used now.",
    "watergate.illegal.reaction": "That card does not answer this play.",
    "watergate.illegal.target": "The card’s value cannot move that: pick the initiative, the momentum or a token of its colours.",
    "watergate.illegal.react": "Answer the play with a reaction card, or let it stand.",
    "watergate.illegal.pin": "Pin a token from your side on an empty space of its colours.",
    "watergate.illegal.choose": "Make the choice the card asks for.",
    "watergate.illegal.option": "That is not one of the choices.",
    "watergate.undo.asked": "Nixon has answered your ask.",
    "watergate.undo.drew": "That move drew from the bag or a deck.",
    "watergate.undo.revealed": "That move turned up a face-down token.",
    "watergate.options.shape": "Watergate options must be an object like {{\"bag\": \"reconstructed30\"}}.",
    "watergate.options.unknown": "Watergate has no option {option!r}.",
    "watergate.options.mode": "Watergate has one mode, \"standard\".",
    "watergate.options.players": "Watergate is for exactly 2 players.",
    "watergate.options.choice": "The option {option!r} is one of {allowed}.",
    "watergate.options.max_rounds": "The round limit is a whole number from 1 to 200, or null for none.",
})


def player_name(seat: int) -> str:
    return ("Editor", "Nixon")[seat]


def card(cid: str):
    return said(f"watergate.card.{cid}")


def kind(k):
    """A token's kind in words; ``*`` (the momentum symbol) is ``_sym`` in a template id."""
    return said(f"watergate.kind.{k.replace('*', '_sym')}")


def pos(p: int):
    if p == 0:
        return said("watergate.pos.zero")
    return said("watergate.pos.editor" if p > 0 else "watergate.pos.nixon", n=abs(p))


def _who(seat: int) -> dict:
    return {"name": player_name(seat), "seat": seat}


def _tok(what: str, k):
    if what in ("initiative", "momentum"):
        return said(f"watergate.tok.{what}")
    if k is None:
        return said("watergate.tok.hidden", n=int(what[1:]))
    return said("watergate.tok.token", n=int(what[1:]), kind=kind(k))


def _target(t):
    if t["k"] == "token":
        return said("watergate.target.token", n=int(t["id"][1:]))
    if t["k"] == "ask":
        return said("watergate.target.ask", colour=said(f"watergate.colour.{t['colour']}"))
    return said(f"watergate.target.{t['k']}")


def _momentum_effect(n: int):
    op = data.EDITOR_MOMENTUM["reconstructed4"][n - 1][0]
    if op["op"] == "pin_from_bag":
        return said("watergate.effect.pin_from_bag", n=op["k"])
    return said(f"watergate.effect.{op['op']}")


def event_text(e: dict):
    """One event as a sentence."""
    name, key = e["e"], f"watergate.ev.{e['e']}"
    v = {}
    if "seat" in e:
        v.update(_who(e["seat"]))
    if name == "play_value":
        v.update(card=card(e["card"]), value=e["value"], target=_target(e["target"]))
    elif name in ("play_action", "card_discard", "card_removed", "gambit", "system_works"):
        v.update(card=card(e["card"]))
    elif name == "react":
        v.update(card=card(e["card"]), to=card(e["to"]))
    elif name == "cancelled":
        v = {"card": card(e["card"]), "to": said(f"watergate.to.{e['to']}")}
    elif name == "follow":
        v = {"card": card(e["card"]), "n": int(e["token"][1:])}
    elif name == "no_target":
        v = {}
    elif name in ("ask_none",):
        v = {"colour": said(f"watergate.colour.{e['colour']}")}
    elif name == "not_on_track":
        v = {"tok": _tok(e["tok"], None)}
    elif name == "flipped":
        v = {"n": int(e["token"][1:]), "kind": kind(e["kind"])}
    elif name == "moved":
        v = {"tok": _tok(e["tok"], e["kind"]), "a": pos(e["a"]), "b": pos(e["b"])}
    elif name == "gain_token":
        v.update(n=int(e["token"][1:]), kind=kind(e["kind"]))
    elif name == "momentum_nixon":
        v = {"n": e["n"]}
    elif name == "momentum_editor":
        v = {"n": e["n"], "effect": _momentum_effect(e["n"])}
    elif name == "won":
        pair = {"a": said(f"watergate.informant.{e['a']}"), "b": said(f"watergate.informant.{e['b']}")} \
            if e["reason"] == "connected" else {}
        v.update(why=said(f"watergate.why.{e['reason']}", **pair))
    elif name == "pinned":
        v.update(n=int(e["token"][1:]), kind=kind(e["kind"]), face=said(f"watergate.face.{e['face']}"), space=e["space"])
    elif name == "symbol":
        v = {"side": said(f"watergate.side.{data.SIDES[e['seat']]}")}
    elif name == "no_space":
        v = {"n": int(e["token"][1:]), "kind": kind(e["kind"])}
    elif name in ("picture_pin", "picture_flip"):
        v.update(who=said(f"watergate.informant.{e['who']}"), face=said(f"watergate.face.{e['face']}"))
    elif name == "picture_gone":
        v = {"who": said(f"watergate.informant.{e['who']}")}
    elif name == "move_all":
        v = {"n": e["n"], "colour": said(f"watergate.colour.{e['colour']}")}
    elif name == "move_all_side":
        v = {"n": e["n"]}
    elif name == "from_bag":
        if e["kind"] is None:
            key = "watergate.ev.from_bag_hidden"
            v.update(n=int(e["token"][1:]))
        else:
            v.update(n=int(e["token"][1:]), kind=kind(e["kind"]))
    elif name == "unpinned":
        v.update(space=e["space"], kind=kind(e["kind"]))
    elif name == "revealed":
        if not e["kinds"]:
            return said("watergate.ev.revealed_none")
        v = {"kinds": [kind(k) for k in e["kinds"]]}
    elif name == "seeded":
        v.update(n=e["n"], pos=pos(e["pos"]))
    elif name == "drew":
        v.update(n=e["n"])
    elif name == "evaluation":
        v = {"round": e["round"]}
    elif name == "zero_to_bag":
        v = {"n": e["n"]}
    elif name == "eval_initiative" and e["zero"]:
        key = "watergate.ev.eval_initiative_zero"
    elif name == "max_rounds":
        v = {"round": e["round"]}
    elif name == "round":
        v.update(round=e["round"], a=e["a"], b=e["b"], n=e["n"])
    return said(key, **v)


def log_line(events: list):
    """A move's events as one line (nested ``watergate.seq`` sentences)."""
    texts = [event_text(e) for e in events]
    if not texts:
        return said("watergate.ev.no_target")
    out = texts[-1]
    for t in reversed(texts[:-1]):
        out = said("watergate.seq", first=t, rest=out)
    return out
