"""The words of Set Line: log lines, score items and refusals, as ``Said`` sentences.

Rows and columns are numbered from 1 for people; a ``card`` value is the card's id and
``card_name`` its English description.

>>> said("setline.log.build", cards=3, sets=2, parts="10 + 15", points=25)
'You placed 3 cards and built 2 sets (10 + 15): 25 points'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)

register({
    "setline.log.hint1": "You asked for a hint (whether a set can be built): −{cost:# point:# points}",
    "setline.log.hint2": "You asked for a hint (one best placement): −{cost:# point:# points}",
    "setline.log.stop": "You stopped with {score:# point:# points}.",
    "setline.log.exchange": "You exchanged {n:# card:# cards}: −{penalty:# point:# points}",
    "setline.log.build": "You placed {cards:# card:# cards} and built {sets:# set:# sets} ({parts}): "
                         "{points:# point:# points}",
    "setline.log.build_timed": "You placed {cards:# card:# cards} and built {sets:# set:# sets} ({parts}), "
                               "−{penalty} for {seconds} s: {points:# point:# points}",
    "setline.item.build": "Turn {turn}: {sets:# set:# sets} ({parts})",
    "setline.item.build_timed": "Turn {turn}: {sets:# set:# sets} ({parts}), −{penalty} for {seconds} s",
    "setline.item.exchange": "Turn {turn}: exchanged {n:# card:# cards}",
    "setline.item.hint1": "Turn {turn}: hint (can a set be built)",
    "setline.item.hint2": "Turn {turn}: hint (best placement)",
    "setline.ended.stopped": "You stopped once the deck was empty.",
    "setline.ended.stuck": "The deck is empty and no set can be built.",
    "setline.options.shape": "Set Line options must be an object like {{\"timed\": true}}.",
    "setline.options.unknown": "Set Line has no option {option!r}.",
    "setline.options.timed": "The timed option is true or false.",
    "setline.options.players": "Set Line is a one-player game.",
    "setline.illegal.over": "The game is over.",
    "setline.illegal.shape": "A Set Line move places cards, exchanges cards or stops.",
    "setline.illegal.seconds": "The turn's seconds must be a whole number, 0 or more.",
    "setline.illegal.hint": "A hint is {{\"hint\": 1}} (can a set be built?) or {{\"hint\": 2}} (one best placement).",
    "setline.illegal.hint_again": "You already have that hint for this turn.",
    "setline.illegal.stop": "A stop move is {{\"stop\": true}}.",
    "setline.illegal.stop_early": "You can stop only once the deck is empty.",
    "setline.illegal.exchange_none": "Choose at least one card to exchange.",
    "setline.illegal.exchange_empty": "The deck is empty: no more exchanges.",
    "setline.illegal.exchange_hand": "You can only exchange cards from your hand.",
    "setline.illegal.exchange_order": "Name each card to exchange once, in the order of your hand.",
    "setline.illegal.place_none": "Place at least one card.",
    "setline.illegal.place_shape": "Each placed card names a cell and a card, like "
                                   "{{\"cell\": 17, \"card\": \"red-oval-1\"}}.",
    "setline.illegal.cell": "There is no cell {cell!r}: the board has cells 0 to {last}.",
    "setline.illegal.card": "There is no Set Line card called {card!r}.",
    "setline.illegal.hand": "{card_name} is not in your hand.",
    "setline.illegal.twice": "{card_name} is placed twice.",
    "setline.illegal.same_cell": "Two cards are placed on row {row}, column {column}.",
    "setline.illegal.taken": "Row {row}, column {column} is taken.",
    "setline.illegal.order": "List the placed cards in cell order.",
    "setline.illegal.new_only": "The set from row {row}, column {column} to row {row_end}, column {column_end} "
                                "uses no card already on the board: after the first turn, every new set "
                                "must use one.",
    "setline.illegal.no_set": "The card on row {row}, column {column} is not part of a new set: every card "
                              "you place must complete a set of three in a row or a column.",
    "setline.undo.hint": "The hint has been shown.",
    "setline.state.sizes": "That Set Line state is damaged: the board has {cells} cells and a hand at most {hand} cards.",
    "setline.undo.dealt": "Cards were dealt from the deck after that move.",
})
