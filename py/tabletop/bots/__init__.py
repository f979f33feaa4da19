"""Bots. Each sees only its seat's view and plays through the public contract.

``choose(rules_module, view, seed) -> move``: the view is the deciding seat's own view; a bot that
needs a full state asks the game for one consistent with that view (``determinize``).
"""

from . import greedy, random_bot

BOTS = {
    "random": random_bot.choose,
    "greedy": greedy.choose,
}
