"""The words of Panda Rei: log lines, refusals, score items and the end, as ``Said`` sentences.

An animal is a nested sentence (``pandarei.animal.*`` its name, ``pandarei.a.*`` one card of it), so a
page says it in its own language. A log line names its player (``name`` with ``seat``, so a page can put
the typed name in) and ends with ``then``: what the move set off (a nested sentence from the
``pandarei.then.*`` templates, each starting with a space; ``pandarei.then.none`` is empty).

>>> card_text("owl", 4)
'an owl (4)'
>>> said("pandarei.log.play", name="Player 1", seat=0, card=card_text("panda", 9), then=said("pandarei.then.none"))
'Player 1 played a panda (9).'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)
from . import data

_NAMES = {a: a for a in data.ANIMALS}
_ONE = {a: ("an " if a[0] in "aeiou" else "a ") + a for a in data.ANIMALS}
_COUNTS = {a: "{n:# " + a + ":# " + a + "s}" for a in data.ANIMALS}
_COUNTS["fox"] = "{n:# fox:# foxes}"

register({f"pandarei.animal.{a}": v for a, v in _NAMES.items()})
register({f"pandarei.a.{a}": v for a, v in _ONE.items()})
register({f"pandarei.item.{a}": v for a, v in _COUNTS.items() if a not in ("panda", "monkey")})
register({
    "pandarei.card": "{a} ({worth})",
    "pandarei.dummy": "the Dummy",
    # the log: one line a move
    "pandarei.log.play": "{name} played {card}.{then}",
    "pandarei.log.monkey": "{name} played a monkey, worth {worth}: one more than {prev}.{then}",
    "pandarei.log.monkey_lead": "{name} led with a monkey, worth {worth}.{then}",
    "pandarei.log.take": "{name} took {animal}.{then}",
    # what a move set off (each starts with a space; "none" is empty)
    "pandarei.then.none": "",
    "pandarei.then.dummy": " The Dummy played {card}.{then}",
    "pandarei.then.won": " {won}{then}",
    "pandarei.then.forced": " {name} took {animal}, the only choice left.{then}",
    "pandarei.then.new_round": " Round {round} begins: {n:# new card:# new cards} each; {name} plays first.",
    "pandarei.then.game_over": " The game is over: {name} wins.",
    "pandarei.then.game_shared": " The game is over: {names} share the win.",
    # who won a turn (inside a log line)
    "pandarei.won.highest": "{name} wins the turn with the highest card, {worth}, and picks two cards first.",
    "pandarei.won.group_alone": "{name} wins the turn with the largest group, {n:# card:# cards} worth {worth}, "
                                "and picks two cards first.",
    "pandarei.won.group_pigs": "{name} wins the turn with the largest group, {n:# card:# cards} worth {worth}, "
                               "having the most pigs of its players, and picks two cards first.",
    "pandarei.won.group_first": "{name} wins the turn with the largest group, {n:# card:# cards} worth {worth}: "
                                "as many pigs as the others in it, but played first. {name} picks two cards first.",
    # the end screen
    "pandarei.item.with_monkeys": "{item}, {m:# monkey:# monkeys} among them",
    "pandarei.item.panda_most": "{n:# panda:# pandas}: the most",
    "pandarei.item.panda_fewest": "{n:# panda:# pandas}: the fewest",
    "pandarei.item.panda_middle": "{n:# panda:# pandas}: neither the most nor the fewest",
    "pandarei.item.panda_equal": "{n:# panda:# pandas}: everyone has as many",
    "pandarei.ended": "Both rounds are played: {turns} turns.",
    # refusals
    "pandarei.illegal.over": "The game is over.",
    "pandarei.illegal.shape": "A move is an object such as {{\"play\": \"panda\"}} or {{\"take\": \"rabbit\"}}.",
    "pandarei.illegal.animal": "There is no such animal. The animals: {animals}.",
    "pandarei.illegal.not_in_hand": "There is no {animal} in your hand.",
    "pandarei.illegal.not_on_table": "There is no {animal} left on the table.",
    "pandarei.illegal.phase.play": "Play a card from your hand first.",
    "pandarei.illegal.phase.pick": "Take a card from the table: the turn's cards are being shared.",
    # undo
    "pandarei.undo.dummy": "The Dummy then played a card at random.",
    "pandarei.undo.dealt": "That move dealt new hands.",
    # options
    "pandarei.options.shape": "Panda Rei options must be an object like {{\"players\": 3}}.",
    "pandarei.options.unknown": "Panda Rei has no option {option!r}.",
    "pandarei.options.mode": "Panda Rei has one mode, \"standard\".",
    "pandarei.options.players": "Panda Rei is for {low} to {high} players.",
    "pandarei.options.choice": "The option {option!r} is one of {allowed}.",
})


def animal_name(animal: str):
    """An animal's name: "rabbit"."""
    return said(f"pandarei.animal.{animal}")


def animal_text(animal: str):
    """One card of an animal: "a rabbit"."""
    return said(f"pandarei.a.{animal}")


def card_text(animal: str, worth: int):
    """A played card with its worth: "a monkey (7)"."""
    return said("pandarei.card", a=animal_text(animal), worth=worth)


def player_name(seat: int) -> str:
    """A seat's name in the engine's words: Player 1, Player 2, … (a page shows the typed names)."""
    return f"Player {seat + 1}"
