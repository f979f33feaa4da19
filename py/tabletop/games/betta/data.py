"""Betta's component data: colours, cards, patterns and scoring tables.

Sources: ``shared/seeds/001_7e1355a884ab2dc8.txt`` (the publisher's rulebook: counts, scoring
tables, the employee review) and ``shared/rules/betta.md``. The card layouts, the pattern shapes and
the two colours the rulebook does not name are a **[reconstruction]** from ``rules/betta.md``: no
public source prints them. They live here, and only here, so real data can replace them without
touching the rules code.

Cells of a display or a card are indexed row by row::

    0 1 2
    3 4 5
    6 7 8
"""

# Cyclic colour order. Pink and green are named by the rulebook; blue and yellow are a
# [reconstruction] (rules/betta.md, "Colours").
COLOURS = ("pink", "green", "blue", "yellow")

# The 12 layouts every colour's deck shares [reconstruction] (rules/betta.md, "Betta cards").
# card number -> (own-colour cells, odd cell, odd colour as steps after the deck's own colour)
BETTA_LAYOUTS = {
    1: ((0, 1), 2, 1),
    2: ((0, 2), 1, 2),
    3: ((3, 5), 4, 3),
    4: ((3, 4), 5, 1),
    5: ((0, 8), 4, 2),
    6: ((0, 4), 8, 3),
    7: ((0, 1), 3, 1),
    8: ((1, 3), 0, 2),
    9: ((0, 2), 7, 3),
    10: ((0, 7), 2, 1),
    11: ((1, 4), 6, 2),
    12: ((0, 5), 7, 3),
}

# Betty's 12 cards: 3 per colour, 3 bettas of that colour each [reconstruction]
# (rules/betta.md, "Betty mode"). card number within the colour -> cells
BETTY_LAYOUTS = {
    1: (0, 2, 7),
    2: (0, 2, 4),
    3: (0, 5, 7),
}

# Pattern cards: id -> (name, level, points, cells) [reconstruction of the shapes]
# (rules/betta.md, "Pattern cards"); the levels and points come from the rulebook.
PATTERNS = {
    "S1": ("Middle line", "simple", 3, (3, 4, 5)),
    "S2": ("Diagonal", "simple", 3, (0, 4, 8)),
    "S3": ("Edge line", "simple", 3, (0, 1, 2)),
    "S4": ("Corner", "simple", 3, (0, 1, 3)),
    "A1": ("Square", "advanced", 5, (0, 1, 3, 4)),
    "A2": ("T", "advanced", 5, (0, 1, 2, 4)),
    "A3": ("Four corners", "advanced", 5, (0, 2, 6, 8)),
    "A4": ("Diamond", "advanced", 5, (1, 3, 5, 7)),
    "E1": ("Plus", "expert", 7, (1, 3, 4, 5, 7)),
    "E2": ("X", "expert", 7, (0, 2, 4, 6, 8)),
    "E3": ("Big L", "expert", 7, (0, 3, 6, 7, 8)),
    "E4": ("Big T", "expert", 7, (0, 1, 2, 4, 7)),
}
LEVELS = ("simple", "advanced", "expert")
PATTERNS_PER_LEVEL = 2  # rulebook: "randomly choose 2 of each difficulty level"

# Displays in play by number of players (rulebook, setup of each mode).
STAFF_DISPLAYS = {2: 5, 3: 6, 4: 8}
BETTY_DISPLAYS = {2: 5, 3: 6, 4: 8, 5: 10}
SOLO_DISPLAYS = 3

HAND_SIZE = 3
STAFF_REMOVED = 2  # "Discard 2 cards to the box without looking."
BETTY_REMOVED = 3  # "return the top 3 Betta cards to the box without looking at them."
SOLO_DECK = 15  # "deal yourself a solo deck of 15 random Betta cards"
TURNS = 7  # the game ends when everyone has only 2 cards left: 3 + 6 - 7 = 2

EMPTY_DISPLAY_POINTS = 2

# End-of-game display scoring tables (rulebook, "Scoring Summary").
STAFF_TABLE = (0, 0, 1, 3, 6, 10, 15, 15, 15, 15)  # by own bettas on a display (9 only in theory)
BETTY_TABLE = (0, 8, 7, 6, 5, 4, 3, 2, 2, 2)  # by empty cells on a display
SOLO_TABLE = (0, 0, 1, 3, 6, 10, 15, 21, 28, 28)  # by bettas of the display's best colour

# Solo employee review (rulebook, "Employee Review"): (lowest score, title), highest first.
REVIEWS = (
    (115, "Like a Boss"),
    (100, "Team Leader"),
    (85, "Employee of the Month"),
    (70, "Staff Member"),
    (0, "New Hire"),
)
