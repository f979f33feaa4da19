"""The words of Betta: player names, log lines, score items and refusals, as ``Said`` sentences.

Displays are numbered from 1 for people (``display`` values below); ``seat`` values from 0.

>>> describe("Green", 1, {"card": "green-3", "rotation": 0, "display": 2}, 7, "E1", False)
'Green placed a card on display 3 and made the Plus pattern: 7 points'
>>> describe("Pink", 0, {"card": "pink-1", "rotation": 90, "display": 0}, 2, None, True)
'Pink placed a card on empty display 1: 2 points'
>>> describe("Blue", 2, {"card": "blue-1", "rotation": 0, "display": 4}, 0, None, False)
'Blue placed a card on display 5: no pattern, no points'
"""

from ...words import register, said
from . import data

register({
    "betta.log.pattern": "{name} placed a card on display {display} and made the {pattern_name} pattern: "
                         "{points:# point:# points}",
    "betta.log.empty": "{name} placed a card on empty display {display}: {points:# point:# points}",
    "betta.log.none": "{name} placed a card on display {display}: no pattern, no points",
    "betta.event.empty": "Placed a card on empty display {display}",
    "betta.event.pattern": "Made the {pattern_name} pattern on display {display}",
    "betta.item.empty": "Display {display}: empty",
    "betta.item.best": "Display {display}: {n:# {colours} betta:# {colours} bettas}",
    "betta.item.own": "Display {display}: {n:# {colour} betta:# {colour} bettas}",
    "betta.item.betty": "Display {display}: {n:# empty cell:# empty cells}",
    "betta.options.shape": "Betta options must be an object like {{\"mode\": \"staff\", \"players\": 3}}.",
    "betta.options.mode": "Betta has no mode {mode!r}: choose staff, betty or solo.",
    "betta.options.players": "Betta's {mode_name} mode takes {low} to {high} players.",
    "betta.options.solo": "Betta's solo mode is for 1 player.",
    "betta.options.unknown": "Betta has no option {option!r}.",
    "betta.illegal.over": "The game is over: no more cards can be placed.",
    "betta.illegal.shape": "A Betta move names a card, a rotation and a display, like "
                           "{{\"card\": \"pink-7\", \"rotation\": 90, \"display\": 2}}.",
    "betta.illegal.card": "There is no Betta card called {card!r}.",
    "betta.illegal.hand": "That card is not in {name}'s hand.",
    "betta.illegal.rotation": "A card can only be rotated by 0, 90, 180 or 270 degrees.",
    "betta.illegal.display": "There is no display {display!r}: the displays are numbered 1 to {count}.",
    "betta.illegal.full": "Display {display} is full: a card can only go on a display with an empty space.",
    "betta.ended.turns": "Every player has had {turns:# turn:# turns}.",
    "betta.ended.turns_solo": "You have played all {turns:# card:# cards} of the solo deck.",
    "betta.ended.full": "Every display is full.",
    "betta.undo.drawn": "A card was drawn from the deck after that placement.",
})


def player_name(state: dict, seat: int) -> str:
    """The seat's name in the game's own words: its colour, Betty, or You in solo."""
    colour = state["colours"][seat]
    if colour is None:
        return "You"
    return colour.capitalize()


def pattern_label(pattern_id: str) -> str:
    return data.PATTERNS[pattern_id][0]


def describe(name: str, seat: int, move: dict, points: int, pattern_id, was_empty: bool):
    """One line for the game log."""
    display = move["display"] + 1
    if pattern_id is not None:
        return said("betta.log.pattern", name=name, seat=seat, display=display, pattern=pattern_id,
                    pattern_name=pattern_label(pattern_id), points=points)
    if was_empty:
        return said("betta.log.empty", name=name, seat=seat, display=display, points=points)
    return said("betta.log.none", name=name, seat=seat, display=display)
