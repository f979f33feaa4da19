"""Cathood's components as data (``shared/rules/cathood.md`` §1).

Sources: [SEED] the BGA help text (``shared/seeds/004_5280f87e8cff3c2e.txt`` lines 175-279), [2D6],
[EPE], [BGG-D] as the rules file lists them. The turn, the actions and their effects are sourced;
almost every number here is **[reconstruction]**: the tiles, the Toy and Building cards, the point
values, the House and Statue counts, the starting resources and positions are invented to play the
way the sources describe. ``VERIFIED`` stays False until the real data replaces them.
"""

VERIFIED = False
DATA_ID = "reconstruction-v1"

# §1.3 Resources: three colours [SEED tree costs]; a cat holds at most 12 [SEED]; supply unlimited (D18).
COLOURS = ("purple", "orange", "green")
LETTER = {"P": "purple", "O": "orange", "G": "green"}
CAP = 12

# §1.1 Geometry [reconstruction, D1]: tiles in an R x C grid, cats on the (R+1) x (C+1) street corners.
# A tile's four corner slots in the order NW, NE, SE, SW; a clockwise quarter turn moves each slot on.
CORNERS = ("NW", "NE", "SE", "SW")
GRID = {2: (3, 3), 3: (3, 4), 4: (4, 4)}  # players -> rows, columns of tiles

# §1.2 Tiles [reconstruction]. Slot codes: E park entrance, P/O/G shop of that colour, PS Pet Shop,
# CO Coffee, DG Dog, BE Bee, - nothing. (id, kind, tree, (NW, NE, SE, SW), players from)
SHOPS = ("P", "O", "G")
SPECIALS = ("CO", "DG", "BE")
TILES = (
    ("T01", "park", "jacaranda", ("E", "O", "E", "G"), 2),
    ("T02", "park", "maple", ("E", "G", "E", "P"), 2),
    ("T03", "park", "birch", ("E", "P", "E", "O"), 2),
    ("T04", "building", None, ("P", "PS", "O", "CO"), 2),
    ("T05", "building", None, ("G", "DG", "P", "PS"), 2),
    ("T06", "building", None, ("O", "BE", "G", "-"), 2),
    ("T07", "block", None, ("PS", "O", "-", "P"), 2),
    ("T08", "block", None, ("G", "CO", "O", "BE"), 2),
    ("T09", "block", None, ("DG", "P", "G", "-"), 2),
    ("T10", "park", "jacaranda", ("E", "G", "E", "O"), 3),
    ("T11", "building", None, ("O", "PS", "P", "-"), 3),
    ("T12", "block", None, ("G", "BE", "P", "CO"), 3),
    ("T13", "park", "maple", ("E", "P", "E", "G"), 4),
    ("T14", "building", None, ("G", "PS", "O", "-"), 4),
    ("T15", "block", None, ("PS", "O", "DG", "P"), 4),
    ("T16", "block", None, ("P", "G", "O", "BE"), 4),
)
TILE = {t[0]: {"id": t[0], "kind": t[1], "tree": t[2], "slots": t[3], "from": t[4]} for t in TILES}
TREE_COLOUR = {"jacaranda": "purple", "maple": "orange", "birch": "green"}  # [SEED]
PARK_COST = 2  # resources of the tree's colour [SEED]


def tiles_for(players: int) -> list:
    """The tile ids used at a player count (§1.1)."""
    return [t[0] for t in TILES if t[4] <= players]


# §1.4 Toy cards [reconstruction; SEED: three types worth different points]. Ids yarn-1 ... feather-8.
TOY_TYPES = ("yarn", "mouse", "feather")
# Balance (issue 32, python -m tabletop_tools.balance.cathood): at 2, 3, 4, 3, 4 points and 3 a set, Hard
# players took the Pet Shop in 5-8 % of turns and made 1.5-3 of their ~45 points with toys, against 19-35
# with Building cards (which also place Houses, open discs and win majorities). A toy now pays a point
# more per card than it costs in cubes, and a complete set more: at 3 players the Pet Shop's share of
# turns went from 5 % to 9 % and toys from 1.5 to 3.9 points a player, with games no longer.
TOY_POINTS = {"yarn": 3, "mouse": 4, "feather": 5}
TOY_SET_POINTS = 5  # each complete set of one of each type [EPE "each lot of toys"]
_TOY_COSTS = {
    "yarn": ("PO", "OG", "GP", "PP", "OO", "GG", "PO", "OG"),
    "mouse": ("POG", "PPO", "OOG", "GGP", "POG", "PGG", "OOP", "GOP"),
    "feather": ("PPOG", "OOGP", "GGPO", "PPOO", "OOGG", "GGPP", "POGG", "PPOG"),
}
# §1.5 Building cards [reconstruction; SEED: a cost in resources, affection points shown].
_BUILDING_COSTS = {
    3: ("PPO", "OOG", "GGP", "POG", "POG", "OGP"),
    4: ("PPOG", "OOGP", "GGPO", "PPOO", "OOGG", "GGPP"),
    6: ("PPOOG", "OOGGP", "GGPPO", "PPPOG", "OOOGP", "GGGPO"),
}


def _cost(letters: str) -> dict:
    return {c: sum(1 for x in letters if LETTER[x] == c) for c in COLOURS}


CARDS = {}
for _kind, _costs in _TOY_COSTS.items():
    for _i, _letters in enumerate(_costs, 1):
        CARDS[f"{_kind}-{_i}"] = {"id": f"{_kind}-{_i}", "deck": "toy", "type": _kind,
                                  "points": TOY_POINTS[_kind], "cost": _cost(_letters)}
_n = 0
for _points, _costs in _BUILDING_COSTS.items():
    for _letters in _costs:
        _n += 1
        CARDS[f"bld-{_n}"] = {"id": f"bld-{_n}", "deck": "building", "type": "building",
                              "points": _points, "cost": _cost(_letters)}
TOYS = tuple(k for k, v in CARDS.items() if v["deck"] == "toy")
BUILDINGS = tuple(k for k, v in CARDS.items() if v["deck"] == "building")
ROW = 3  # cards face up in each row [SEED "3 visible"]

# §1.6 Per player.
CATS = ("francois", "miso", "pepa", "tofu", "nube", "canela", "bigotes", "luna")  # the first holds the Starting Cat card [SEED]
HOUSES = 6  # [reconstruction]
STATUES = 3  # [reconstruction]
DISC_AT_HOUSES = (0, 2, 4)  # the 1st disc is free; the 2nd comes with the 2nd House, the 3rd with the 4th [SEED 4th; 2nd reconstruction]
REPEAT_AT_HOUSES = 4  # [SEED]
START_RESOURCES = {"purple": 1, "orange": 1, "green": 1}  # [reconstruction]
START_CORNERS = ("nw", "se", "ne", "sw")  # seat 0, 1, 2, 3: (0,0), (R,C), (0,C), (R,0) [reconstruction]

# [interpretation] No source ends a game that nobody can finish (both decks empty, a cat that never gathers
# a park's colour): the game also ends after this many rounds. Played well, it ends after 9-12 (§1.7).
ROUND_LIMIT = 30

ACTIONS = ("linear", "diagonal", "rotate", "swap", "pet_shop", "building", "park")  # + repeat [SEED]
LINEAR = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
DIAGONAL = {"NE": (-1, 1), "SE": (1, 1), "SW": (1, -1), "NW": (-1, -1)}
LINEAR_STEPS = (1, 2)
DIAGONAL_STEPS = (1, 2, 3)

# §1.7 Scoring [reconstruction unless tagged].
MAJORITY_SOLE = 4
MAJORITY_TIED = 2
STATUE_POINTS = 3
FIRST_STATUE_POINTS = 2  # the first Statue on a park ["be the first to visit important places", BGG-D]
CUBES_PER_POINT = 2  # resources left: 1 point per 2 [SEED: they are worth points]

# §1.9 Secret objectives (option, default off) [reconstruction, our own wording]: id -> points.
OBJECTIVES = {
    "OB1": 4,   # at least one toy of each type
    "OB2": 5,   # 4 or more toys of one type
    "OB3": 4,   # Houses on 3 different Building tiles
    "OB4": 5,   # sole majority on 2 or more Building tiles
    "OB5": 5,   # Statues on parks of all three trees
    "OB6": 4,   # the first Statue on 2 or more parks
    "OB7": 4,   # Houses on 2 or more Pet Shops
    "OB8": 3,   # 8 or more resources left
    "OB9": 4,   # at least 3 resources of each colour left
    "OB10": 4,  # 3 or more Building cards
    "OB11": 4,  # won 2 or more fights
    "OB12": 3,  # all 6 Houses placed
}
OBJECTIVES_DEALT = 2  # each player keeps 1 of 2

SIGNS = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
