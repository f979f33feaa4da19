"""The words of Sea Salt & Paper: log lines, refusals, score items and the end, as ``Said`` sentences.

A card is named by its colour and its type, each a nested sentence (``seasaltpaper.colour.*`` and
``seasaltpaper.type.*``), so a page says it in its own language. A log line names its player
(``name`` with ``seat``, so a page can put the typed name in) and ends with ``then``: what the move set
off (a nested sentence from the ``seasaltpaper.then.*`` templates, each starting with a space;
``seasaltpaper.then.none`` is empty). A card nobody else may see is never named in the log.

>>> card_text(0)
'dark blue crab'
>>> said("seasaltpaper.log.take", name="Player 1", seat=0, card=card_text(0), pile=2, then=said("seasaltpaper.then.none"))
'Player 1 took the dark blue crab from discard pile 2.'
"""

from ...words import register, said  # noqa: F401  (said is the module's way to speak)
from . import data

_TYPES = {
    "crab": "crab", "boat": "boat", "fish": "fish", "swimmer": "swimmer", "shark": "shark",
    "mermaid": "mermaid", "shell": "shell", "octopus": "octopus", "penguin": "penguin", "sailor": "sailor",
    "lighthouse": "lighthouse", "shoal": "shoal of fish", "colony": "penguin colony", "captain": "captain",
    "jellyfish": "jellyfish", "lobster": "lobster", "cast": "cast of crabs", "starfish": "starfish",
    "seahorse": "seahorse",
}
_COLOURS = {c: c.replace("_", " ") for c in data.COLOURS}
_EVENTS = {
    "hermit_crab": "Hermit Crab", "sunfish": "Sunfish", "water_rodeo": "Water Rodeo",
    "shell_dance": "Dance of the Shells", "kraken": "Kraken", "tornado": "Tornado",
    "mermaid_dance": "Dance of the Mermaids", "treasure_chest": "Treasure Chest", "diodon": "Diodon Fish",
    "angelfish": "Angelfish", "dolphins": "Dolphins", "coral_reef": "Coral Reef",
}

register({f"seasaltpaper.type.{k}": v for k, v in _TYPES.items()})
register({f"seasaltpaper.colour.{k}": v for k, v in _COLOURS.items()})
register({f"seasaltpaper.event.{k}": v for k, v in _EVENTS.items()})
register({
    "seasaltpaper.card": "{colour} {kind}",
    # the log: one line a move
    "seasaltpaper.log.draw": "{name} drew two cards from the deck to keep one.{then}",
    "seasaltpaper.log.last_card": "{name} drew the deck's last card.{then}",
    "seasaltpaper.log.keep": "{name} kept one card and put the {card} on discard pile {pile}.{then}",
    "seasaltpaper.log.take": "{name} took the {card} from discard pile {pile}.{then}",
    "seasaltpaper.log.stung": "{name}, stung by the jellyfish, took the top card of the deck, and the turn "
                              "ends.{then}",
    "seasaltpaper.log.duo": "{name} played the {a} and the {b}: {effect}.{then}",
    "seasaltpaper.log.trio": "{name} played a trio, the {a}, the {b} and the {star}: 2 more points, no "
                             "effect.{then}",
    "seasaltpaper.log.shell_down": "{name} put a shell face down (Coral Reef): safe from attacks this "
                                   "round.{then}",
    "seasaltpaper.log.pick": "{name} took a card from discard pile {pile}.{then}",
    "seasaltpaper.log.lobster_keep": "{name} kept one card and shuffled the other {n:# card:# cards} back into "
                                     "the deck.{then}",
    "seasaltpaper.log.swap": "{name} swapped a card with {target}.{then}",
    "seasaltpaper.log.no_swap": "{name} looked at {target}'s hand and swapped nothing.{then}",
    "seasaltpaper.log.angelfish": "{name} had to take the {card} from discard pile {pile} (Angelfish).{then}",
    "seasaltpaper.log.keep_event": "{name} kept the event {event}.{then}",
    "seasaltpaper.log.end_none": "{name} ended the turn.{then}",
    "seasaltpaper.log.end_stop": "{name} called STOP.{then}",
    "seasaltpaper.log.end_last_chance": "{name} called LAST CHANCE: everyone else plays one more turn.{then}",
    # what a duo does (inside a log line)
    "seasaltpaper.effect.crab": "a look through discard pile {pile} for a card",
    "seasaltpaper.effect.hermit_crab": "a card from each discard pile (Hermit Crab)",
    "seasaltpaper.effect.boat": "another turn",
    "seasaltpaper.effect.fish": "{n:the top card of the deck:the top # cards of the deck}",
    "seasaltpaper.effect.shark": "a card stolen at random from {target}",
    "seasaltpaper.effect.jellyfish": "everyone else's next turn is only the top card of the deck",
    "seasaltpaper.effect.lobster": "a look at the top {n:card:# cards} of the deck to keep one",
    "seasaltpaper.effect.rodeo_swim": "a look at {target}'s hand to swap a card (Water Rodeo)",
    "seasaltpaper.effect.rodeo_shark": "{target}'s duo of the {a} and the {b} taken (Water Rodeo)",
    "seasaltpaper.effect.lost": "no effect, nothing left to do it with",
    # what a move set off (each starts with a space; "none" is empty)
    "seasaltpaper.then.none": "",
    "seasaltpaper.then.dolphins": " A collector card went to the pile: one more card from the deck "
                                  "(Dolphins).{then}",
    "seasaltpaper.then.extra_turn": "{then}",
    "seasaltpaper.then.round_stop": " The round ends: everyone scores their card points.{then}",
    "seasaltpaper.then.round_won": " The bet is won: the caller scores card points and colour bonus, the "
                                   "others their colour bonus.{then}",
    "seasaltpaper.then.round_lost": " The bet is lost: the caller scores only the colour bonus, the others "
                                    "their card points.{then}",
    "seasaltpaper.then.round_void": " The deck is empty: the round ends and nobody scores.{then}",
    "seasaltpaper.then.event": " {name} takes the event {event}.{then}",
    "seasaltpaper.then.choose_event": " {name} holds two events and keeps one.",
    "seasaltpaper.then.new_round": " Round {round} begins; {name} plays first.",
    "seasaltpaper.then.game_over": " The game is over: {name} wins.",
    "seasaltpaper.then.mermaids": " {name} holds {n:# mermaid:# mermaids} and wins the game at once.",
    # the end screen
    "seasaltpaper.item.stop": "Round {round} (STOP)",
    "seasaltpaper.item.won": "Round {round} (LAST CHANCE, bet won)",
    "seasaltpaper.item.lost": "Round {round} (LAST CHANCE, bet lost)",
    "seasaltpaper.item.void": "Round {round} (the deck ran out: no score)",
    "seasaltpaper.item.mermaids": "Round {round} (the mermaids won: no score)",
    "seasaltpaper.ended.target": "{name} reached {total} points, at least the {target} that ends the game.",
    "seasaltpaper.ended.mermaids": "{name} held {n:# mermaid:# mermaids}: that wins the game at once.",
    # refusals
    "seasaltpaper.illegal.over": "The game is over.",
    "seasaltpaper.illegal.shape": "A move is an object such as {{\"draw\": \"deck\"}}, {{\"take\": 0}} or "
                                  "{{\"duo\": [3, 5], \"pile\": 1}}.",
    "seasaltpaper.illegal.duo_shape": "A duo is two card ids from your hand, like {{\"duo\": [3, 5]}}.",
    "seasaltpaper.illegal.trio_shape": "A trio is two card ids of a duo and a starfish, like "
                                       "{{\"trio\": [3, 5, 63]}}.",
    "seasaltpaper.illegal.not_in_hand": "Those cards are not all in your hand.",
    "seasaltpaper.illegal.trio_star": "The third card of a trio must be a starfish.",
    "seasaltpaper.illegal.no_duo": "The {a} and the {b} make no duo.",
    "seasaltpaper.illegal.duo_choice": "That duo needs a choice it can make: a discard pile with cards, or an "
                                       "opponent who can be attacked.",
    "seasaltpaper.illegal.called": "Someone has already called this round.",
    "seasaltpaper.illegal.restricted": "Stung by the jellyfish, this turn is only the top card of the deck.",
    "seasaltpaper.illegal.diodon": "Diodon Fish: you may call only LAST CHANCE, not STOP.",
    "seasaltpaper.illegal.angelfish_first": "Angelfish: the two discard piles show the same colour, so you "
                                            "take one of their cards first; then you may call.",
    "seasaltpaper.illegal.points": "You have {points:# card point:# card points}; calling needs {need}.",
    "seasaltpaper.illegal.empty_pile": "Discard pile {pile} is empty.",
    "seasaltpaper.illegal.phase.draw": "First draw: two cards from the deck, or the top card of a discard pile.",
    "seasaltpaper.illegal.phase.keep": "Keep one of the two cards you drew and put the other on a discard pile.",
    "seasaltpaper.illegal.phase.play": "Play a duo, or end your turn.",
    "seasaltpaper.illegal.phase.crab": "Take one card of the discard pile you are looking through.",
    "seasaltpaper.illegal.phase.lobster": "Keep one of the cards the lobster shows.",
    "seasaltpaper.illegal.phase.swap": "Swap one card of your hand with one of theirs, or swap nothing.",
    "seasaltpaper.illegal.phase.angelfish": "Angelfish: take the top card of one discard pile.",
    "seasaltpaper.illegal.phase.call": "Call STOP or LAST CHANCE, or end the turn without calling.",
    "seasaltpaper.illegal.phase.event": "Keep one of your two events.",
    # undo
    "seasaltpaper.undo.seen": "That move showed you cards that were hidden.",
    "seasaltpaper.undo.round": "That move ended the round.",
    "seasaltpaper.state.turn": "That Sea Salt & Paper state is damaged: no such step of a turn or seat to move.",
    "seasaltpaper.state.memory": "That Sea Salt & Paper state is damaged: what a player remembers of the discard "
                                 "piles does not fit the piles.",
    # options
    "seasaltpaper.options.shape": "Sea Salt & Paper options must be an object like "
                                  "{{\"players\": 3, \"extra_salt\": true}}.",
    "seasaltpaper.options.unknown": "Sea Salt & Paper has no option {option!r}.",
    "seasaltpaper.options.mode": "Sea Salt & Paper has one mode, \"standard\".",
    "seasaltpaper.options.players": "Sea Salt & Paper is for {low} to {high} players.",
    "seasaltpaper.options.flag": "The option {option!r} is true or false.",
    "seasaltpaper.options.choice": "The option {option!r} is one of {allowed}.",
})


def card_text(card: int):
    """A card in words: its colour and its type."""
    kind, colour = data.CARDS[card]
    return said("seasaltpaper.card", colour=said(f"seasaltpaper.colour.{colour}"),
                kind=said(f"seasaltpaper.type.{kind}"))


def player_name(seat: int) -> str:
    """A seat's name in the engine's words: Player 1, Player 2, … (a page shows the typed names)."""
    return f"Player {seat + 1}"
