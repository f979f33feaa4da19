"""Panda Rei's component data: the animals, the deck and the scoring tables.

Source: ``shared/rules/pandarei.md`` (tags as there). The turn, the Dummy and the *shape* of every
animal's scoring are sourced ([SEED], the BGA help text in ``shared/seeds/``; [PANEL], the game panel).
The card values, the number of copies and every number of the point tables are **[reconstruction]**:
they are not public (the rules file's search record). They live only here, so real data can replace
them without a change to the rules code.

>>> sum(COPIES.values()), ANIMALS[0], ANIMALS[-1]
(110, 'rabbit', 'monkey')
>>> RABBIT_TABLE[5], CLIFF
(15, -5)
"""

VERIFIED = False  # [reconstruction]: nothing below the sourced facts has been checked against real cards

MIN_PLAYERS, MAX_PLAYERS = 2, 5  # [PANEL]
ROUNDS = 2  # [SEED][PANEL]
HAND_SIZE = 11  # [derived]: 11 turns a round, every hand played out
WINNER_TAKES = 2  # [SEED][PANEL]

# The animals in the order [SEED] lists them, which is also their play value [reconstruction D1].
ANIMALS = ("rabbit", "bear", "giraffe", "owl", "cat", "fox", "lion", "pig", "panda", "monkey")
VALUE = {  # [reconstruction] one play value per animal; the monkey's worth is computed when played
    "rabbit": 1, "bear": 2, "giraffe": 3, "owl": 4, "cat": 5, "fox": 6, "lion": 7, "pig": 8, "panda": 9,
    "monkey": None,
}
# [reconstruction] 110 = 2 rounds x 11 cards x 5 players (rules file §2). Changed from the rules file's
# table (rabbit 14, bear 12, giraffe 12, owl 10, cat 8, monkey 10, panda 12) after a balance study of
# bot games (Hard and Medium, 120 games at each of 2, 3 and 5 players): with 8 cats and 10 monkeys wild
# for them, the n x n cats made 52-75 % of the winner's points and the player with the most cats won
# 72-88 % of games (a fair share is 20-50 %). With 5 cats and 6 monkeys they make 23-37 % and that
# player wins 57-63 %, as strong a set as any; the 7 cards went to the sets that pay by count.
COPIES = {
    "rabbit": 15, "bear": 13, "giraffe": 14, "owl": 12, "cat": 5, "fox": 10, "lion": 12, "pig": 10,
    "panda": 13, "monkey": 6,
}
WILD_FOR = ("rabbit", "bear", "giraffe", "owl", "cat")  # [SEED]: a monkey scores as one of these

# Scoring [SEED] shapes with [reconstruction] numbers (rules file §7).
RABBIT_TABLE = (0, 1, 3, 6, 10, 15)  # n rabbits, 0-5 [reconstruction D16]
CLIFF = -5  # 6 or more rabbits [SEED]
BEAR_PAIR = 5  # each complete pair [reconstruction]
GIRAFFE = 2  # each [reconstruction]
OWL_WITH_GIRAFFE = 3  # each owl matched one-to-one with a giraffe [reconstruction D14]
FOX = -2  # each [reconstruction]
LION_TABLE = (-6, -3)  # 0 or 1 lion; 2 or more break even [reconstruction D17]
PANDA_MOST, PANDA_FEWEST = 6, -6  # shared by the tied players, floor(6/k) each [reconstruction D15]
# Cats: n cats score n * n [SEED]; pigs score nothing and break ties [SEED].


def deck() -> list:
    """The 110 cards in animal order (a card is its animal's name: cards of an animal are alike)."""
    return [a for a in ANIMALS for _ in range(COPIES[a])]
