"""Quibbles' component data: the cards of each deck and the numbers the rules use.

Sources (tags as in ``shared/rules/quibbles.md`` §0):

- [SEED]    ``shared/seeds/004_5280f87e8cff3c2e.txt``, the BGA help page "Gamehelpquibbles" (2026-05-04,
            with the expansion rules): the 144-card deck and both expansions;
- [BGA-OLD] an older revision of that page: the first edition's 132 cards;
- [CODE]    the BGA implementation of the first edition (jordijansen/bga-quibbles; facts only, no code):
            ``CardManager.php`` (first-edition counts), ``Constants.inc.php`` (row 6, hand 6, draw 2,
            winning score 21);
- [YUC]     the Yucata rules: the 155-card list with both expansions.

A card has a value and nothing else; cards of equal value are interchangeable, so a card is its value
(an int, 0 to 7) everywhere in the engine.
"""

VALUES = tuple(range(8))  # 0 (The Zero Heroes) to 7 (The Magnificent Sevens)

# value -> number of cards
BASE_DECK = {1: 22, 2: 22, 3: 22, 4: 24, 5: 26, 6: 28}  # [SEED] "144 cards … 22×1, 22×2, 22×3, 24×4, 26×5, 28×6"
FIRST_EDITION_DECK = {1: 20, 2: 20, 3: 20, 4: 22, 5: 24, 6: 26}  # [BGA-OLD][CODE] CardManager.php: 132 cards
SEVENS_CARDS = {7: 7}  # [SEED] "Add the seven 7 cards to the base game"
ZEROS_CARDS = {0: 4}  # [SEED] "Add the four 0 cards to the base game"
# [SEED] with both expansions "add all 23 expansion cards": 4×0, 2× each of 1–6, 7×7 (167 cards)
BOTH_EXTRA_CARDS = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}
# [YUC] lists 155 cards with both expansions: 4×0 and 7×7 added, without the twelve extra 1–6 cards.
# A documented alternative (option ``both_expansion_deck = "yucata"``), not the default.

ROW_SIZE = 6  # [SEED] "Draw 6 cards and put them in a face up row"; [CODE] row size 6
HAND_SIZE = 6  # [SEED] "Deal every player a hand of 6 cards"; [CODE] hand size 6
DRAW_COUNT = 2  # [SEED] DRAW: "draw 2 cards from the draw pile"; [CODE] PASS_ACTION_NR_OF_CARDS_TO_DRAW = 2
COLLECTION_SIZE = 6  # [SEED] "you can have only 6 cards in your collection"
ROW_WIPE = 10  # [SEED] "When there are 10 cards in the central row, discard all cards"; [CODE] tests >= 10
WIN_TOTAL = 21  # [SEED] "a collection of six cards with a total value of at least 21"; [CODE] WINNING_SCORE
WIN_CARDS = 6  # [SEED] "a collection of six cards" (rules file D2; option win_requires_six_cards)
MIN_PLAYERS, MAX_PLAYERS = 2, 5  # [SEED] "2-5 players"

# Limits of a play: the maximum total and the most cards a COMBINE plays.
BASE_MAX_TOTAL = 6  # [SEED] "Play 1 to 6 cards from your hand with a total value of 6 or less"
BASE_MAX_COMBINE = 6
SEVENS_MAX_TOTAL = 7  # [SEED] Sevens: "you may play up to 7 cards from your hand, with a total value of 7 or less"
SEVENS_MAX_COMBINE = 7

# The round limit [reconstruction]: the sources have no end but a winning collection (rules file D8), and
# a game can go on for ever. A game nobody has won after this many rounds (every player has then had as
# many turns) ends, and the highest collection total wins, ties sharing the win [interpretation]. The
# number is ours: without a limit, 300 games of Medium against Medium at 2 players lasted 17 rounds on
# average (99 % within 27, the longest 32), Hard against Hard 14 (the longest 20), Medium at 5 players
# 14 (the longest 20); random players rarely finish at all. So the limit ends stalled games and almost
# never a real one. ``round_limit: null`` plays without it.
ROUND_LIMIT = 30


def deck_counts(edition: str = "2023", sevens: bool = False, zeros: bool = False,
                both_deck: str = "seed") -> dict:
    """The number of cards of each value in the deck for these options.

    >>> sum(deck_counts().values()), sum(deck_counts(sevens=True, zeros=True).values())
    (144, 167)
    >>> sum(deck_counts(sevens=True, zeros=True, both_deck="yucata").values())
    155
    """
    counts = dict(FIRST_EDITION_DECK if edition == "first" else BASE_DECK)
    if sevens:
        counts[7] = SEVENS_CARDS[7]
    if zeros:
        counts[0] = ZEROS_CARDS[0]
    if sevens and zeros and both_deck == "seed":
        for value, extra in BOTH_EXTRA_CARDS.items():
            counts[value] += extra
    return {v: counts[v] for v in sorted(counts)}


def deck(counts: dict) -> list:
    """The deck as a list of values, in value order (before shuffling)."""
    return [v for v in sorted(counts) for _ in range(counts[v])]
