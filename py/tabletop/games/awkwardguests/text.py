"""The words of Awkward Guests: the case's names, the cards' facts, log lines, refusals and the end, as
``Said`` sentences (the Russian is in ``web/games/awkwardguests/strings.js``). The cards' wording is
our own [reconstruction]; no publisher's text.

A log line names its player (``name`` with ``seat``, so a page can put the typed name in). What a line
says is public: how many cards were offered or exchanged and their value, never which.

>>> card_text({"id": 3, "kind": "sign_absent", "p": ["soot"], "src": "coroner"})
'The coroner: there is no trace of soot in the study.'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)
from . import data

register({
    "awkwardguests.suspect.haverford": "Colonel Haverford",
    "awkwardguests.suspect.pemberton": "Mrs Pemberton",
    "awkwardguests.suspect.ashcombe": "Dr Ashcombe",
    "awkwardguests.suspect.devereux": "Miss Devereux",
    "awkwardguests.suspect.quill": "Mr Quill",
    "awkwardguests.suspect.twins": "the Fairfax twins",
})
_ROOM_WORDS = {"billiard": "billiard room", "music": "music room", "dining": "dining room"}
register({f"awkwardguests.room.{r}": _ROOM_WORDS.get(r, r) for r in data.ROOM_IDS})
register({f"awkwardguests.weapon.{w}": w.replace("_", " ") for w in data.WEAPON_IDS})
register({f"awkwardguests.motive.{m}": m.replace("_", " ") for m in data.MOTIVES})
register({f"awkwardguests.sign.{x}": x.replace("_", " ") for x in data.SIGNS})
register({f"awkwardguests.level.{x}": x.replace("_", " ") for x in data.LEVEL_IDS})
register({
    "awkwardguests.source.butler": "The butler",
    "awkwardguests.source.cook": "The cook",
    "awkwardguests.source.maid": "The maid",
    "awkwardguests.source.gardener": "The gardener",
    "awkwardguests.source.police": "The police",
    "awkwardguests.source.coroner": "The coroner",
    "awkwardguests.and2": "{a} and {b}",
    "awkwardguests.comma": "{a}, {b}",
    # the cards: a source, then the fact
    "awkwardguests.card.statement_alone": "{who}: “When it happened I was in the {room}, alone.”",
    "awkwardguests.card.statement_with": "{who}: “When it happened I was in the {room}, with {others}.”",
    "awkwardguests.card.conspiring": "{src}: “I saw {a} and {b} whispering together, as if plotting.”",
    "awkwardguests.card.motive_dismissed": "{src}: for {who}, the motive “{motive}” is ruled out.",
    "awkwardguests.card.motive_supported": "{src}: for {who}, the motive “{motive}” is confirmed.",
    "awkwardguests.card.sign_absent": "{src}: there is no trace of {sign} in the study.",
    "awkwardguests.card.sign_present": "{src}: traces of {sign} were found in the study.",
    "awkwardguests.card.weapon_unused": "{src}: the {weapon} was found untouched in the {room}.",
    "awkwardguests.card.seen_at_murder": "{src}: “At the time of the murder I saw {who} in the {room}.”",
    "awkwardguests.card.last_seen": "{src}: “At half past ten I saw {who} in the {room}.”",
    "awkwardguests.card.door_locked": "{src}: the door between the {a} and the {b} stayed locked all evening.",
    "awkwardguests.card.room_watched": "{src}: “I was in the {room} from half past ten; nobody came in or went out.”",
    "awkwardguests.card.trace": "{src}: fresh footprints of the killer cross the {room}.",
    # a witness's fact retold by the police or the coroner (a corroboration): not in the first person
    "awkwardguests.card.conspiring_reported": "{src}: a witness saw {a} and {b} whispering together, as if plotting.",
    "awkwardguests.card.seen_at_murder_reported": "{src}: a witness saw {who} in the {room} at the time of the murder.",
    "awkwardguests.card.last_seen_reported": "{src}: a witness saw {who} in the {room} at half past ten.",
    "awkwardguests.card.room_watched_reported": "{src}: a witness sat in the {room} from half past ten; nobody came in or went out.",
    # the log
    "awkwardguests.ev.inquire": "{name} asks about {refs}.",
    "awkwardguests.ev.offer": "{name} offers {n:# card:# cards} (value {value}).",
    "awkwardguests.ev.decline": "{name} offers nothing.",
    "awkwardguests.ev.take": "{name} will pay {n:# card:# cards} for {other}'s offer.",
    "awkwardguests.ev.exchange": "{name} exchanges with {other}: {got:# card:# cards} for {paid:# card:# cards}.",
    "awkwardguests.ev.exchange_read": "{name} exchanges with {other}: {got:# card:# cards} for {paid:# card:# cards}, read and discarded.",
    "awkwardguests.ev.no_exchange": "{name} takes no offer.",
    "awkwardguests.ev.no_offer": "Nobody offers: {name} draws {n:# card:# cards}.",
    "awkwardguests.ev.no_offer_read": "Nobody offers: {name} draws {n:# card:# cards}, reads and discards them.",
    "awkwardguests.ev.reshuffle": "The deck is empty: the discard pile is shuffled and {n:# card is:# cards are} turned face up.",
    "awkwardguests.ev.solution_phase": "Round {round} is over: everyone decides in secret whether to solve.",
    "awkwardguests.ev.chose": "{name} has decided.",
    "awkwardguests.ev.nobody": "Nobody accuses yet.",
    "awkwardguests.ev.accuser": "{names} accuses.",
    "awkwardguests.ev.accusers": "{names} accuse.",
    "awkwardguests.ev.wrong": "{name} is wrong and out of the game; their {n:# card is:# cards are} shown to everyone.",
    "awkwardguests.ev.solved": "{name} has solved the case!",
    "awkwardguests.ev.solution_again": "After the elimination, everyone still in decides again.",
    "awkwardguests.ev.discard": "{name} discards {n:# card:# cards}.",
    "awkwardguests.ev.new_round": "Round {round}: {name} deals.",
    "awkwardguests.ev.over.solved": "The game is over.",
    "awkwardguests.ev.over.last_standing": "Only {name} is left in the game.",
    "awkwardguests.ev.over.last_standing_none": "Only one detective is left: the game is over with no winner.",
    "awkwardguests.ev.over.all_eliminated": "Every detective is out: nobody solved the case.",
    "awkwardguests.ev.over.max_rounds": "The last round is over: nobody solved the case.",
    "awkwardguests.player": "{name}",
    "awkwardguests.join": "{a} {b}",
    # the end
    "awkwardguests.item.solved": "Solved the case",
    "awkwardguests.item.standing": "Last detective standing",
    "awkwardguests.ended.solved": "{name} named the murderer, the motive, the weapon and the accomplice, if any.",
    "awkwardguests.ended.last_standing": "Every other detective accused wrongly and was out of the game.",
    "awkwardguests.ended.all_eliminated": "Every detective still in accused wrongly: nobody solved the case.",
    "awkwardguests.ended.max_rounds": "The round limit was reached before anyone solved the case.",
    # refusals
    "awkwardguests.illegal.over": "The game is over.",
    "awkwardguests.illegal.shape": "A move is an object such as {{\"t\": \"inquire\", \"refs\": [\"quill\", \"library\"]}}.",
    "awkwardguests.illegal.phase.inquiry": "Ask about references first.",
    "awkwardguests.illegal.phase.offer": "Offer cards that carry a reference asked about, or offer nothing.",
    "awkwardguests.illegal.phase.exchange": "Take an offer by paying for it, or finish the exchange.",
    "awkwardguests.illegal.phase.solution": "Decide in secret: accuse, or go on investigating.",
    "awkwardguests.illegal.phase.discard": "Discard down to 3 cards.",
    "awkwardguests.illegal.keys.inquire": "An inquiry is {{\"t\": \"inquire\", \"refs\": [...]}}.",
    "awkwardguests.illegal.keys.offer": "An offer is {{\"t\": \"offer\", \"cards\": [...]}}.",
    "awkwardguests.illegal.keys.take": "Taking an offer is {{\"t\": \"take\", \"from\": seat, \"pay\": [...]}}.",
    "awkwardguests.illegal.keys.done": "Finishing the exchange is {{\"t\": \"done\"}}.",
    "awkwardguests.illegal.keys.continue": "Going on is {{\"t\": \"continue\"}}.",
    "awkwardguests.illegal.keys.accuse": "An accusation names murderer, motive, weapon, accomplice and accomplice_motive.",
    "awkwardguests.illegal.keys.discard": "A discard is {{\"t\": \"discard\", \"cards\": [...]}}.",
    "awkwardguests.illegal.refs": "Ask about exactly {n} different suspects or rooms.",
    "awkwardguests.illegal.not_yours": "Those are not cards in your hand.",
    "awkwardguests.illegal.off_topic": "Every card offered must be about a suspect or room asked about.",
    "awkwardguests.illegal.no_offer": "That player has no offer waiting for you.",
    "awkwardguests.illegal.pay_cards": "Pay with cards from your hand that no other exchange of this turn uses.",
    "awkwardguests.illegal.pay_value": "That offer is worth {value}: your cards are worth {paid}.",
    "awkwardguests.illegal.suspect": "Name one of the six suspects and one of their three motives.",
    "awkwardguests.illegal.weapon": "Name one of the weapons of this case.",
    "awkwardguests.illegal.no_accomplice": "Cases of this level never have an accomplice.",
    "awkwardguests.illegal.accomplice": "An accomplice is another suspect, with one of their motives.",
    "awkwardguests.illegal.discard": "Discard exactly {n:# card:# cards}.",
    "awkwardguests.undo.draw": "That move drew cards.",
    "awkwardguests.undo.hidden": "That move showed cards or choices that were hidden.",
    "awkwardguests.state.phase": "The game's phase or its order of play is damaged.",
    "awkwardguests.state.card": "A clue card of this case is damaged.",
    "awkwardguests.state.notebook": "A detective's notebook is damaged.",
    "awkwardguests.state.solution": "The case's solution is damaged.",
})

SEAT_NAMES = ("Rose", "Indigo", "Ivy", "Amber", "Violet", "Ginger", "Jade", "Grey")  # web/games/awkwardguests/card.js


def player_name(seat: int) -> str:
    """A seat's name in the engine's words (a page shows the typed names)."""
    return SEAT_NAMES[seat]


def who(seat: int) -> dict:
    return {"name": player_name(seat), "seat": seat}


def someone(seat: int):
    """Another seat named in a sentence: a sentence of its own, so a page puts that player's typed name in."""
    return said("awkwardguests.player", **who(seat))


def name_of(ref: str):
    """A suspect's or a room's name."""
    return said(f"awkwardguests.suspect.{ref}" if ref in data.SUSPECTS else f"awkwardguests.room.{ref}")


def listed(parts: list):
    """Names as one phrase ("A, B and C")."""
    line = parts[0]
    for i, part in enumerate(parts[1:], 1):
        line = said("awkwardguests.and2" if i == len(parts) - 1 else "awkwardguests.comma", a=line, b=part)
    return line


def source(c: dict):
    """Who tells the card: a staff member (fixed by the card's number), the police or the coroner."""
    src = c["src"]
    if src == "staff":
        src = data.STAFF[c["id"] % len(data.STAFF)]
    return said(f"awkwardguests.source.{src}")


WITNESSED = ("conspiring", "seen_at_murder", "last_seen", "room_watched")  # told by the staff in the first person


def card_text(c: dict):
    kind, p = c["kind"], c["p"]
    key = f"awkwardguests.card.{kind}"
    if kind == "statement":
        who_, room = name_of(p[0]), name_of(p[1])
        if not p[2]:
            return said(key + "_alone", who=who_, room=room)
        return said(key + "_with", who=who_, room=room, others=listed([name_of(x) for x in p[2]]))
    src = source(c)
    if kind in WITNESSED and c["src"] != "staff":
        key += "_reported"
    if kind == "conspiring":
        return said(key, src=src, a=name_of(p[0]), b=name_of(p[1]))
    if kind in ("motive_dismissed", "motive_supported"):
        return said(key, src=src, who=name_of(p[0]), motive=said(f"awkwardguests.motive.{p[1]}"))
    if kind in ("sign_absent", "sign_present"):
        return said(key, src=src, sign=said(f"awkwardguests.sign.{p[0]}"))
    if kind == "weapon_unused":
        return said(key, src=src, weapon=said(f"awkwardguests.weapon.{p[0]}"), room=name_of(data.WEAPONS[p[0]][1]))
    if kind in ("seen_at_murder", "last_seen"):
        return said(key, src=src, who=name_of(p[0]), room=name_of(p[1]))
    if kind == "door_locked":
        return said(key, src=src, a=name_of(p[0]), b=name_of(p[1]))
    return said(key, src=src, room=name_of(p[0]))


def event_text(e: dict):
    """One event of a move as a sentence, or None for those the log leaves out."""
    kind = e["e"]
    if kind == "inquire":
        return said("awkwardguests.ev.inquire", **who(e["seat"]), refs=listed([name_of(x) for x in e["refs"]]))
    if kind == "offer":
        return said("awkwardguests.ev.offer", **who(e["seat"]), n=e["n"], value=e["value"])
    if kind in ("decline", "no_exchange", "chose"):
        return said(f"awkwardguests.ev.{kind}", **who(e["seat"]))
    if kind == "take":
        return said("awkwardguests.ev.take", **who(e["seat"]), other=someone(e["from"]), n=e["n"])
    if kind == "exchange":
        key = "awkwardguests.ev.exchange" if e["kept"] else "awkwardguests.ev.exchange_read"
        return said(key, **who(e["seat"]), other=someone(e["with"]), got=e["got"], paid=e["paid"])
    if kind == "no_offer":
        key = "awkwardguests.ev.no_offer" if e["kept"] else "awkwardguests.ev.no_offer_read"
        return said(key, **who(e["seat"]), n=e["n"])
    if kind == "reshuffle":
        return said("awkwardguests.ev.reshuffle", n=len(e["shown"]))
    if kind == "solution_phase":
        return said("awkwardguests.ev.solution_phase", round=e["round"])
    if kind == "choices":
        if not e["accusers"]:
            return said("awkwardguests.ev.nobody")
        key = "awkwardguests.ev.accuser" if len(e["accusers"]) == 1 else "awkwardguests.ev.accusers"
        return said(key, names=listed([someone(x) for x in e["accusers"]]))
    if kind == "wrong":
        return said("awkwardguests.ev.wrong", **who(e["seat"]), n=len(e["shown"]))
    if kind == "solved":
        return said("awkwardguests.ev.solved", **who(e["seat"]))
    if kind == "solution_again":
        return said("awkwardguests.ev.solution_again")
    if kind == "discard":
        return said("awkwardguests.ev.discard", **who(e["seat"]), n=e["n"])
    if kind == "new_round":
        return said("awkwardguests.ev.new_round", **who(e["seat"]), round=e["round"])
    if kind == "over":
        if e["reason"] == "solved":
            return None
        if e["reason"] == "last_standing":
            if e["winner"] is None:
                return said("awkwardguests.ev.over.last_standing_none")
            return said("awkwardguests.ev.over.last_standing", **who(e["winner"]))
        return said(f"awkwardguests.ev.over.{e['reason']}")
    return None


def log_line(events: list):
    """A move's log line: its events' sentences, one after another."""
    parts = [t for t in (event_text(e) for e in events) if t is not None]
    line = parts[0] if parts else said("awkwardguests.ev.over.solved")
    for part in parts[1:]:
        line = said("awkwardguests.join", a=line, b=part)
    return line
