"""Formula D's components and tables (``shared/rules/formulad.md`` §1-§2; tags as there).

Sourced numbers ([SEED], the BGA help text; [FR08], the printed advanced rules) are facts of the game.
The circuit (track.py) and the weather chart below are [design]: invented for Kestrel Bay.

>>> GEAR_DIE[4], sum(GEAR_DIE[6]) / len(GEAR_DIE[6])
((7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12), 25.5)
>>> sum(WP_ADVANCED.values()), WP_BASIC
(20, 18)
"""

MIN_PLAYERS, MAX_PLAYERS = 2, 10  # one car a player [SEED]
LAPS = (1, 2, 3)  # [SEED]

# The gear dice (§1): the faces, each equally likely [SEED][PJS]; the d4 is read at its top [UBG].
GEAR_DIE = {
    1: (1, 1, 2, 2),
    2: (2, 3, 3, 4, 4, 4),
    3: (4, 5, 6, 6, 7, 7, 8, 8),
    4: tuple(f for f in range(7, 13) for _ in range(2)),
    5: tuple(f for f in range(11, 21) for _ in range(2)),
    6: tuple(f for f in range(21, 31) for _ in range(2)),
}
GEAR_COLOUR = {1: "yellow", 2: "orange", 3: "red", 4: "green", 5: "purple", 6: "blue"}
TOP_GEAR = 6
BLACK_DIE = 20  # a d20 showing 1-20 [SEED]
MOTOR_TRIGGER = {5: 20, 6: 30}  # the gear-die face that calls for motor-damage tests [SEED]

# Wear points (§1).
WP_BASIC = 18  # one pool [SEED]
CATEGORIES = ("tyres", "brakes", "gearbox", "body", "engine", "handling")
WP_ADVANCED = {"tyres": 6, "brakes": 3, "gearbox": 3, "body": 3, "engine": 3, "handling": 2}  # [SEED][FR08]
CONSTRUCTION_TOTAL = 20  # 22 with technical pit stops, 0-2 of it as the pit's repair points [SEED]
CONSTRUCTION_CAPS = {"bga": None,  # no upper limit [SEED, variation "Construction"]
                     "official": {"tyres": 14, "brakes": 7, "gearbox": 7, "body": 7, "engine": 7, "handling": 7}}

# Down-shifting (§2.3): gears skipped -> what it costs [SEED][FR08][MST 13-4]. One gear down is free;
# 6 -> 1 (four skipped) is forbidden.
SKIP_COST_BASIC = {1: 1, 2: 2, 3: 3}
SKIP_COST_ADVANCED = {1: {"gearbox": 1}, 2: {"gearbox": 1, "brakes": 1},
                      3: {"gearbox": 1, "brakes": 1, "engine": 1}}
MAX_SKIPPED = 3

# The start (§2.4): the black die before 1st gear [SEED].
STALL = 1
GREAT_START = {"basic": 17, "advanced": 20}  # this roll or more
GREAT_START_SPACES = 4

# Failing rolls of the black die (§2.8-§2.10): this face or less [SEED].
COLLISION_FAILS = {"basic": 4, "advanced": 1, "advanced_wet": 2}
MOTOR_FAILS = {"dry": 4, "wet": 3}
HANDLING_FAILS = {"dry": 4, "wet": 5}

# Braking in the advanced game (§2.7): the first spaces short must be paid with brake WP; beyond,
# brake or tyre WP at the player's choice ("emergency braking") [SEED].
BRAKE_ONLY_SPACES = 3

# The pit (§2.13) [SEED].
QUICK_STOP_MAX = 10  # a black die of 1-10 is a quick stop: ceil(die / 2) spaces at once in 4th
QUICK_STOP_GEAR = 4
LEAVE_BOX_GEARS = (2, 3, 4)
TECHNICAL_RESERVE = 2  # WP a car's pit holds for technical stops; 4 a team [SEED]
TEAM_RESERVE = 4

# Points (§2.14) [SEED].
RACE_POINTS = (1000, 720, 600, 480, 400, 320, 240, 160, 80, 40)  # ranks 1-10; an eliminated car scores 0
QUALIFYING_POINTS = (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

# Weather (§2.16): the race ladder [SEED], and Kestrel Bay's chart for the black die [design].
WEATHER_LADDER = ("good", "good_temporary", "changeable", "rain_temporary", "rain")
WEATHER_CHART = ((11, "good"), (16, "changeable"), (20, "rain"))  # this roll or less

# Tyres (§2.17) [SEED][FR08]: the overshoot multiplier by tyre lap, dry and wet, and the rain skid.
TYRES = ("hard", "soft", "rain")
SKID = {"hard": 3, "soft": 3, "rain": 1}  # compulsory extra spaces in the wet
SOFT_BONUS = 1  # optional, on tyre lap 1, in the dry

# Nitro (§2.18): once a lap, the gear number is added to the allowance [SEED].
