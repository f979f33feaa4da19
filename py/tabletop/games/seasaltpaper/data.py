"""Sea Salt & Paper's component data: every card with its colour, the scoring tables, the events.

Sources (tags as in ``shared/rules/seasaltpaper.md`` §0): [R] the BGA help text in ``shared/seeds/``;
[RB-EN] the publisher's rulebook; [BGA:…] facts (never code) of the BGA implementation; [BC] an
independent card list. Nothing here is reconstructed: every count, colour and value is a fact of the
sources. A card is its id (an int): ids 0–57 are the base deck in the row order of the rules file
§1.2, colours in the listed order (D20); 58–65 are Extra Salt's cards in the order of §1.3.

>>> len(BASE), len(BASE + SALT)
(58, 66)
>>> CARDS[0], CARDS[57], CARDS[65]
(('crab', 'dark_blue'), ('captain', 'light_orange'), ('seahorse', 'white'))
"""

COLOURS = ("white", "dark_blue", "light_blue", "black", "yellow", "green", "purple", "grey",
           "light_orange", "pink", "orange")  # [BGA:modules/php/constants.inc.php]

# (type, kind, colours of its copies): [RB-EN "58 cards"]; colours [BGA:CardManager.php], same in [BC]
_BASE_ROWS = (
    ("crab", "duo", ("dark_blue", "dark_blue", "light_blue", "light_blue", "yellow", "yellow", "black", "green",
                     "grey")),
    ("boat", "duo", ("dark_blue", "dark_blue", "light_blue", "light_blue", "black", "black", "yellow", "yellow")),
    ("fish", "duo", ("dark_blue", "dark_blue", "black", "black", "light_blue", "yellow", "green")),
    ("swimmer", "duo", ("dark_blue", "light_blue", "black", "yellow", "light_orange")),
    ("shark", "duo", ("dark_blue", "light_blue", "black", "green", "purple")),
    ("mermaid", "mermaid", ("white",) * 4),
    ("shell", "collector", ("dark_blue", "light_blue", "black", "yellow", "green", "grey")),
    ("octopus", "collector", ("light_blue", "yellow", "green", "purple", "grey")),
    ("penguin", "collector", ("purple", "light_orange", "pink")),
    ("sailor", "collector", ("pink", "orange")),
    ("lighthouse", "multiplier", ("purple",)),
    ("shoal", "multiplier", ("grey",)),
    ("colony", "multiplier", ("green",)),
    ("captain", "multiplier", ("light_orange",)),
)
# Extra Salt: 8 cards shuffled in [R; ZES]; colours [BGA:CardManager.php]
_SALT_ROWS = (
    ("jellyfish", "duo", ("purple", "pink")),
    ("lobster", "duo", ("black",)),
    ("cast", "multiplier", ("green",)),  # the cast of crabs
    ("starfish", "special", ("dark_blue", "light_blue", "yellow")),
    ("seahorse", "special", ("white",)),
)

KIND = {t: k for t, k, _ in _BASE_ROWS + _SALT_ROWS}
TYPES = tuple(t for t, _, _ in _BASE_ROWS + _SALT_ROWS)
CARDS = tuple((t, c) for t, _, cols in _BASE_ROWS + _SALT_ROWS for c in cols)  # id -> (type, colour)
BASE = tuple(range(58))
SALT = tuple(range(58, 66))
WHITE = "white"  # mermaids and the seahorse; a colour group like the others (D9)

# the collectors' tables [RB-EN; BGA:CardsPoints.php]: points for 1, 2, … cards; the last is the cap
COLLECTOR_POINTS = {
    "shell": (0, 2, 4, 6, 8, 10),
    "octopus": (0, 3, 6, 9, 12),
    "penguin": (1, 3, 5),
    "sailor": (0, 5),
}
# multiplier -> (counted type, points per card) [RB-EN; BGA:CardsPoints.php]
MULTIPLIERS = {
    "lighthouse": ("boat", 1),
    "shoal": ("fish", 1),
    "colony": ("penguin", 2),
    "captain": ("sailor", 3),
    "cast": ("crab", 1),
}
STARFISH_POINTS = 2  # a trio is worth 3: 1 for the duo, 2 for the starfish [R]
SHELL_DANCE_POINTS = 2  # Dance of the Shells: each shell [R]
KRAKEN_POINTS = 1  # Kraken: each octopus [R]

# duo effects by the pair of types (sorted) [R; RB-EN; BGA:PlayCards.php getPossiblePairs]
DUOS = {
    ("crab", "crab"): "crab",
    ("crab", "lobster"): "lobster",
    ("boat", "boat"): "boat",
    ("fish", "fish"): "fish",
    ("shark", "swimmer"): "shark",
    ("jellyfish", "swimmer"): "jellyfish",
}
RODEO_DUOS = {("swimmer", "swimmer"): "rodeo_swim", ("shark", "shark"): "rodeo_shark"}  # Water Rodeo
DUO_TYPES = ("crab", "boat", "fish", "swimmer", "shark", "jellyfish", "lobster")
COLLECTOR_CARDS = ("shell", "octopus", "penguin", "sailor", "seahorse")  # for Dolphins (§3 A)

MIN_PLAYERS, MAX_PLAYERS = 2, 4  # [R]
TARGET = {2: 40, 3: 35, 4: 30}  # [RB-EN; BGA:Game.php isLastRound]: reaching it ends the game
CALL_POINTS = 7  # card points needed to call STOP or LAST CHANCE [R]
TREASURE_CALL_POINTS = 10  # with Treasure Chest
MERMAIDS_TO_WIN = 4  # [R]
MERMAID_DANCE_TO_WIN = 3
LOBSTER_LOOK = 5  # [R; ZES]

# Extra Pepper's events [R; BGA:EventCardManager.php]: id -> (key, who takes it at a round's end:
# "+" the unique highest total, "-" the unique lowest)
EVENTS = {
    1: ("hermit_crab", "-"),
    2: ("sunfish", "-"),
    3: ("water_rodeo", "-"),
    4: ("shell_dance", "-"),
    5: ("kraken", "+"),
    6: ("tornado", "+"),
    7: ("mermaid_dance", "-"),
    8: ("treasure_chest", "+"),
    9: ("diodon", "+"),
    10: ("angelfish", "-"),
    11: ("dolphins", "-"),
    12: ("coral_reef", "-"),
}
EVENT_ID = {key: i for i, (key, _) in EVENTS.items()}


def type_of(card: int) -> str:
    return CARDS[card][0]


def colour_of(card: int) -> str:
    return CARDS[card][1]
