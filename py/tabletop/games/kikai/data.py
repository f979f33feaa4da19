"""KIKAI's components as data (``shared/rules/kikai.md`` §1).

Sources: [SEED] the BGA help text (``shared/seeds/004_5280f87e8cff3c2e.txt`` lines 1169-1261),
[BGA-JA], [BOOTH], [GMB], [LMJ], [AKO] as the rules file lists them. Almost every number here is
**[reconstruction]**: the publisher's rulebook and board could not be read, so the street map, the
pieces, the tracks and the tables are invented to play the way the sources describe. ``VERIFIED``
stays False until the real data replaces them.
"""

VERIFIED = False
DATA_ID = "reconstruction-v1"

SEATS = ("yellow", "purple")  # seat 0 = Yellow [SEED]; Purple's colour name [reconstruction]

# §1.1 Six districts in a ring for Exhibition distances (Diner and Parking adjacent [SEED]).
DISTRICTS = ("diner", "arcade", "shrine", "market", "station", "parking")  # 0 and 5 [SEED], the rest [reconstruction]
COLOURS = ("red", "green", "blue")  # fan and piece colours [BGA-JA]

# §1.2 The street map [reconstruction]: streets (from, to, spaces), squares (fans at setup, VP).
STREETS = (
    # district - corner square, 1 space
    ("diner", "O0", 1), ("arcade", "O0", 1), ("arcade", "O1", 1), ("shrine", "O1", 1), ("shrine", "O2", 1),
    ("market", "O2", 1), ("market", "O3", 1), ("station", "O3", 1), ("station", "O4", 1), ("parking", "O4", 1),
    # district - its inner square, 2 spaces
    ("diner", "I0", 2), ("arcade", "I1", 2), ("shrine", "I2", 2), ("market", "I3", 2), ("station", "I4", 2),
    ("parking", "I5", 2),
    # corner square - inner square, 1 space
    ("O0", "I0", 1), ("O0", "I1", 1), ("O1", "I1", 1), ("O1", "I2", 1), ("O2", "I2", 1), ("O2", "I3", 1),
    ("O3", "I3", 1), ("O3", "I4", 1), ("O4", "I4", 1), ("O4", "I5", 1),
    # inner squares in a row, and the back alley
    ("I0", "I1", 1), ("I1", "I2", 1), ("I2", "I3", 1), ("I3", "I4", 1), ("I4", "I5", 1), ("I5", "I0", 2),
    # inner square - the central plaza
    ("I0", "C", 1), ("I1", "C", 1), ("I2", "C", 1), ("I3", "C", 1), ("I4", "C", 1), ("I5", "C", 1),
)
# [reconstruction] Corner squares O0-O4: the rules file has 2 fans each (34 fans on the board); now 1 each (29,
# 7 in the box), so a single fan from a corner empties it and puts up a billboard: Hard-vs-Hard billboards a
# player 1.4 -> 3.0 and Media Victory 0 -> 16 of 100 games (with START below); Yellow 64 % -> 50 %.
SQUARES = {**{f"O{i}": {"fans": 1, "vp": 1} for i in range(5)},
           **{f"I{i}": {"fans": 3, "vp": 2} for i in range(6)},
           "C": {"fans": 6, "vp": 4}}
# Street spaces with an immediate bonus for the flyer placed there [SEED names them; values reconstruction].
BONUS_SPACES = {"I0-C#1": {"megaphones": 1}, "I2-C#1": {"megaphones": 1}, "I4-C#1": {"megaphones": 1},
                "I1-C#1": {"ladders": 1}, "I3-C#1": {"ladders": 1}, "I5-C#1": {"ladders": 1},
                "I5-I0#1": {"vp": 2}, "I5-I0#2": {"vp": 2}}

# §1.3 Fans: 12 meeples a colour; 29 go to the squares (rules file: 34), 7 stay in the box [count reconstruction].
FANS_PER_COLOUR = 12

# §1.4 District cards: 6 a district [reconstruction]; hands of 4 [BOOTH], 2 face up [SEED].
CARDS_PER_DISTRICT = 6
HAND_SIZE = 4
VISIBLE_CARDS = 2

# §1.5 KIKAI pieces, the same set in each colour [reconstruction; "cost, colour, effect" GMB].
# Effect when a fan arrives on the piece: keys energy, vp, ladders, megaphones, renown.
PARTS = ("foot", "body", "head")
PIECES = {
    "foot": (("F1", 1, {"energy": 1}), ("F2", 1, {"vp": 1}), ("F3", 2, {"ladders": 1}),
             ("F4", 2, {"megaphones": 1}), ("F5", 2, {"energy": 2}), ("F6", 3, {"vp": 2})),
    "body": (("B1", 2, {"energy": 2}), ("B2", 3, {"ladders": 1}), ("B3", 3, {"megaphones": 1}),
             ("B4", 3, {"vp": 2}), ("B5", 4, {"renown": 2})),
    "head": (("H1", 4, {"vp": 3}), ("H2", 5, {"renown": 3}), ("H3", 5, {"energy": 3}), ("H4", 6, {"vp": 4})),
}
DISPLAY = 3  # face-up pieces of each part
INFLUENCE_GAIN = {"foot": (0, 1), "body": (1, 2), "head": (2, 3)}  # (Ladders to pay, Influence) [SEED][BGA-JA]


def piece(pid: str) -> dict:
    """``"B4-green"`` -> its part, cost, colour and effect."""
    code, colour = pid.split("-")
    part = PARTS["FBH".index(code[0])]
    for c, cost, effect in PIECES[part]:
        if c == code:
            return {"id": pid, "code": code, "part": part, "cost": cost, "colour": colour, "effect": effect}
    raise KeyError(pid)


ALL_PIECES = tuple(f"{code}-{colour}" for part in PARTS for code, _, _ in PIECES[part] for colour in COLOURS)

# §1.6 The player board. Energy Track: flyers leave from space 1 up; r = flyers deployed.
FLYERS = 12
FLYER_COST = 2  # Energy a flyer [SEED][BGA-JA]
# Energy an Exhibition gives at r. [reconstruction] The rules file's row 3,3,4,4,5,5,6,6,7,7,8,9,10 was
# flattened after the balance study (tabletop_tools/balance/kikai.py): zero-fan Exhibitions for income out-scored building
# KIKAI and attracting fans, so income now grows only slowly with the flyers out.
EXHIBITION_ENERGY = (3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7)
TRACK_VP = (0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7)  # final VP at r
TRACK_BONUS = {4: {"ladders": 1}, 8: {"megaphones": 1}, 12: {"ladders": 1}}  # when space r is revealed
INFLUENCE_MAX = 12
INFLUENCE_MILESTONES = {3: 1, 6: 2, 9: 3, 12: 4}  # level reached -> VP once
BILLBOARDS = ({"energy": 2}, {"ladders": 1}, {"megaphones": 1}, {"vp": 3}, {"ladders": 1, "megaphones": 1},
              {"energy": 3})  # the six slots' bonuses [reconstruction]
FOUNDATION_PENALTY = 2
FOUNDATION_BONUS = {"diner": {"energy": 2}, "arcade": {"megaphones": 1}, "shrine": {"ladders": 1},
                    "market": {"energy": 2}, "station": {"megaphones": 1}, "parking": {"ladders": 1}}  # advanced side

# §1.7 The Master's Board: Renown 0-24, its VP value, the bonuses passed; the rounds.
RENOWN_MAX = 24
RENOWN_VALUE = ((20, 7), (15, 6), (11, 5), (8, 4), (5, 3), (3, 2), (1, 1), (0, 0))  # (from, value)
RENOWN_BONUS = {4: {"energy": 1}, 8: {"megaphones": 1}, 12: {"ladders": 1}, 16: {"energy": 2}, 20: {"megaphones": 1}}
ROUND_TURNS = (6, 5, 5, 6)  # turns a player takes in rounds 1-4 [SEED "5 or 6"; assignment reconstruction, D3]
ROUND_MULTIPLIER = (4, 3, 3, 2)  # [SEED "x4, x3, or x2"; assignment reconstruction, D3]


def renown_value(position: int) -> int:
    return next(v for start, v in RENOWN_VALUE if position >= start)


# §1.8 Construction Bonus tiles: standard sides (VP), advanced sides (lasting powers, §6.4).
CONSTRUCTION_VP = (3, 3, 4, 4, 5, 5)
HEAD_POWERS = ("renown_per_exhibition", "energy_per_exhibition", "cheaper_influence", "cheap_first_flyer",
               "free_routes", "extra_draw")

# §3 Starting resources [reconstruction]. The rules file has 8 Energy; now 11, so a player can build and lay a
# route to the fans in round 1 instead of exhibiting empty KIKAI for income: with the corner squares above,
# Hard-vs-Hard fans attracted a player 7.0 -> 8.4 (3.5 before the bots valued a fan in hand), zero-fan
# Exhibitions 5.0 -> 4.2 a player, round Renown 15.6 -> 19.9 VP, the largest item (tabletop_tools/balance/kikai.py, 100 games).
START = {"energy": 11, "megaphones": 1, "ladders": 1}

# §6.3 Final scoring divisors [SEED].
ENERGY_PER_VP, MEGAPHONES_PER_VP, LADDERS_PER_VP = 5, 2, 2
MOST_FANS_VP = 5
