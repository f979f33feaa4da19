"""Bots. Each sees only its seat's view and plays through the public contract.

``choose(rules_module, view, seed) -> move``: the view is the deciding seat's own view; a bot that
needs a full state asks the game for one consistent with that view (``determinize``).
"""

from . import greedy, random_bot, search

BOTS = {
    "random": random_bot.choose,
    "greedy": greedy.choose,
    "hard": search.choose,
}

# What the lobby says about each level.
LEVELS = [
    {"id": "random", "name": "Easy", "note": "Plays a random legal move."},
    {"id": "greedy", "name": "Medium", "note": "Takes the move that scores most right now."},
    {"id": "hard", "name": "Hard", "note": "Plans ahead for the game’s goal, guessing the hidden cards from what it has "
     "seen; it never peeks."},
]
