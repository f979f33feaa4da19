"""The words of Quibbles: log lines, score items, refusals and the end, as ``Said`` sentences.

A card is its value, so sentences show values as digits. ``cards`` values are written ``3+3`` (a set
or the cards of a COMBINE) and ``sets`` values ``3+3, 2+4`` (the sets of a SPLIT), the same in every
language. A log line names its player (``name`` with ``seat``, so a page can put the typed name in)
and ends with ``then``: what the end of the turn did (a nested sentence, from the ``quibbles.then.*``
templates, each starting with a space; ``quibbles.then.none`` is empty).

>>> said("quibbles.log.split", name="Player 1", seat=0, v=6, sets="3+3, 2+4", n=4, then=said("quibbles.then.none"))
'Player 1 split a 6 and took 3+3, 2+4 from the row (4 cards).'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)

register({
    # the log: one line a move
    "quibbles.log.split": "{name} split a {v} and took {sets} from the row ({n:# card:# cards}).{then}",
    "quibbles.log.combine": "{name} combined {cards} into {total} and took {n:# card:# cards} of value {total} "
                            "from the row.{then}",
    "quibbles.log.draw": "{name} put a {v} in the row and drew {n:# card:# cards}.{then}",
    "quibbles.log.stash": "{name} added a {v} to the collection and discarded {n:# other card:# other cards}: "
                          "total {total}.{then}",
    "quibbles.log.stash_alone": "{name} added a {v} to the collection: total {total}.{then}",
    "quibbles.log.stash_remove_alone": "{name} removed a {removed} from the full collection and added a {v}: "
                                       "total {total}.{then}",
    "quibbles.log.stash_remove": "{name} removed a {removed} from the full collection, added a {v} and discarded "
                                 "{n:# other card:# other cards}: total {total}.{then}",
    # a declined STASH is not news: the line says only that the turn ended, and what its end did
    "quibbles.log.end_turn": "{name} ended the turn.{then}",
    # what the end of a turn did (each starts with a space; "none" is empty)
    "quibbles.then.none": "",
    "quibbles.then.reshuffle": " The draw pile ran out: the discard pile was shuffled into a new one.{then}",
    "quibbles.then.wipe": " The row had {n} cards: they were all discarded.{then}",
    "quibbles.then.short": " The cards ran out: the row holds only {n:# card:# cards}.{then}",
    "quibbles.then.redeal": " The hand was empty: every player discarded their hand and was dealt "
                            "{n:# new card:# new cards}.{then}",
    "quibbles.then.win": " Six cards totalling {total}: the game is won.",
    "quibbles.then.win_any": " A collection totalling {total}: the game is won.",
    "quibbles.then.limit": " That was the last turn of round {round}: the game ends.",
    # the end screen
    "quibbles.item.card": "A {v} in the collection",
    "quibbles.ended.win": "{name}'s collection reached {total} with {cards:# card:# cards}: a collection of six "
                          "cards totalling 21 or more wins at once.",
    "quibbles.ended.win_any": "{name}'s collection reached {total}: a collection totalling 21 or more wins at once.",
    "quibbles.ended.limit": "Nobody had won after {rounds:# round:# rounds}, the table's limit: the highest "
                            "collection total wins.",
    # undo
    "quibbles.undo.drawn": "Cards were drawn from the draw pile after that move.",
    "quibbles.state.sizes": "That Quibbles state is damaged: the row holds at most {row} cards and a collection {collection}.",
    # options
    "quibbles.options.shape": "Quibbles options must be an object like "
                              "{{\"players\": 3, \"sevens\": true, \"zeros\": false}}.",
    "quibbles.options.unknown": "Quibbles has no option {option!r}.",
    "quibbles.options.mode": "Quibbles has one mode, standard.",
    "quibbles.options.players": "Quibbles takes {low} to {high} players.",
    "quibbles.options.flag": "The option {option} is true or false.",
    "quibbles.options.edition": "The edition is \"2023\" (144 cards) or \"first\" (132 cards).",
    "quibbles.options.first_expansions": "The first edition is played without the expansions.",
    "quibbles.options.both_deck": "The deck with both expansions is \"seed\" (167 cards) or \"yucata\" (155 cards).",
    "quibbles.options.round_limit": "The round limit is a whole number of rounds, 1 or more, or null for none.",
    # refusals
    "quibbles.illegal.over": "The game is over.",
    "quibbles.illegal.shape": "A Quibbles move is a SPLIT {{\"split\": 6, \"sets\": [[3, 3], [2, 4]]}}, a COMBINE "
                              "{{\"combine\": [1, 2, 3], \"take\": [6, 6]}}, a DRAW {{\"draw\": 4}} or, after "
                              "the action, a STASH {{\"stash\": 4}} or {{\"stash\": null}}.",
    "quibbles.illegal.value": "A card's value is a whole number from 0 to 7, not {value}.",
    "quibbles.illegal.no_value": "This game has no cards of value {v}.",
    "quibbles.illegal.stash_phase": "Your action is done: add a card to your collection, like {{\"stash\": 4}}, "
                                    "or end your turn with {{\"stash\": null}}.",
    "quibbles.illegal.action_phase": "First choose your action: SPLIT, COMBINE or DRAW.",
    "quibbles.illegal.not_in_hand": "You have no {v} in your hand.",
    "quibbles.illegal.not_enough_in_hand": "You have only {have:# card:# cards} of value {v} in your hand, "
                                           "not {need}.",
    "quibbles.illegal.split_zero": "A 0 cannot be split.",
    "quibbles.illegal.split_seven": "A 7 cannot be split in this game: a SPLIT plays a card of 6 or less.",
    "quibbles.illegal.split_none": "Take at least one set from the row: each of 2 or more cards that add up to {v}.",
    "quibbles.illegal.set_shape": "Each set is a list of card values, like [3, 3].",
    "quibbles.illegal.set_small": "{cards} is a single card: a set needs at least 2 cards that add up to {v}.",
    "quibbles.illegal.set_sum": "{cards} adds up to {total}, not {v}: every set must add up to the card you split.",
    "quibbles.illegal.set_zero": "A 0 cannot be part of a set in this game.",
    "quibbles.illegal.set_row": "The row has {have:# card:# cards} of value {x}, and your sets use {need}: a row "
                                "card can be in only one set.",
    "quibbles.illegal.split_cannot": "No set in the row adds up to {v}.",
    "quibbles.illegal.combine_count": "A COMBINE plays 2 to {max} cards from your hand.",
    "quibbles.illegal.combine_total": "{cards} adds up to {total}: a COMBINE may add up to {max} at most.",
    "quibbles.illegal.combine_zero": "Cards that add up to 0 cannot be combined in this game.",
    "quibbles.illegal.combine_row": "The row has no card of value {total}, so {cards} takes nothing.",
    "quibbles.illegal.combine_take": "Take 1 to {max:# card:# cards} of value {total} from the row.",
    "quibbles.illegal.stash_zero": "A 0 cannot be added to a collection.",
    "quibbles.illegal.stash_count": "To add a {v} to your collection you need at least {v} cards of value {v} "
                                    "in your hand; you have {n}.",
    "quibbles.illegal.stash_remove": "Your collection is full: say which card goes to the discard pile, like "
                                     "{{\"stash\": {v}, \"remove\": {low}}}.",
    "quibbles.illegal.stash_not_full": "Your collection is not full yet: no card has to be removed.",
    "quibbles.illegal.stash_removed": "Your collection has no {removed}.",
})


def player_name(seat: int) -> str:
    """A seat's name in the engine's words: Player 1, Player 2, … (a page shows the typed names)."""
    return f"Player {seat + 1}"


def cards_text(values) -> str:
    """Values as a sum, the way the rules write them: ``3+3``."""
    return "+".join(str(v) for v in values)


def sets_text(sets) -> str:
    """The sets of a SPLIT: ``3+3, 2+4``."""
    return ", ".join(cards_text(s) for s in sets)
