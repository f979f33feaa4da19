"""The words of Betta: player names and log lines.

>>> describe("Green", {"card": "green-3", "rotation": 0, "display": 2}, 7, "E1", False)
'Green placed a card on display 3 and made the Plus pattern: 7 points'
>>> describe("Pink", {"card": "pink-1", "rotation": 90, "display": 0}, 2, None, True)
'Pink placed a card on empty display 1: 2 points'
>>> describe("Blue", {"card": "blue-1", "rotation": 0, "display": 4}, 0, None, False)
'Blue placed a card on display 5: no pattern, no points'
"""

from . import data


def player_name(state: dict, seat: int) -> str:
    """The seat's name in the game's own words: its colour, Betty, or You in solo."""
    colour = state["colours"][seat]
    if colour is None:
        return "You"
    return colour.capitalize()


def pattern_label(pattern_id: str) -> str:
    return data.PATTERNS[pattern_id][0]


def describe(name: str, move: dict, points: int, pattern_id, was_empty: bool) -> str:
    """One line for the game log; displays are numbered from 1 for people."""
    where = f"display {move['display'] + 1}"
    if was_empty and pattern_id is None:
        return f"{name} placed a card on empty {where}: {points} points"
    if pattern_id is not None:
        return f"{name} placed a card on {where} and made the {pattern_label(pattern_id)} pattern: {points} points"
    return f"{name} placed a card on {where}: no pattern, no points"
