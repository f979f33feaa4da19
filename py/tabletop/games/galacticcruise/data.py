"""Galactic Cruise's components as data (``shared/rules/galacticcruise.md`` §1).

Sources, as the rules file tags them: [SEED] the BGA help text (``shared/seeds/004_5280f87e8cff3c2e.txt``
lines 1262-1466), [GC-COMP] a fan app transcribing the training manual (unverified), [GD], [BGD], [COCO].
Every face here (blueprints, cruises, cockpits, engines, technologies, experts, goals, agenda texts,
tower and funding bonuses, upgrades, guest bonuses, reputation bonuses, development costs, storage,
progress sizes, network slots, the intro layout) is **[reconstruction]**: the publisher's tiles and
cards are not public. ``VERIFIED`` stays False until real data replaces them. The words on the
pieces are our own (``text.py``).
"""

VERIFIED = False
DATA_ID = "reconstruction-v1"

# --- goods, tracks ----------------------------------------------------------------------------------

GOODS = ("food", "oxygen", "fuel")  # the three resources [SEED]
COLOURS = ("orange", "purple", "teal")  # guests and destinations [GC-COMP]
COLOUR_OF_DAY = {"O": "orange", "P": "purple", "T": "teal"}
START = {"money": 10, "ads": 2, "vp": 5, "goods": 1}  # [GC-COMP]
# D1: starting reputation by seat. With 2 players [GC-COMP]; with 3-4 "based on turn order" [COCO] gives no
# values [interpretation], chosen by 300-game Hard studies (python -m tabletop_tools.balance.galacticcruise
# --study --start-rep ...; rules version 2). The seat index (0/1/2, 0/1/2/3: version 1) let the later seats
# win 25/36/40 % and 12/20/36/33 %: a point of reputation is worth much here (access costs, the AGM cube,
# the spending bonus at space 2). Seats with 0/1/1 won 35/30/35 %; with 0/0/0/0, 29/24/23/24 %.
START_REPUTATION = {2: (0, 1), 3: (0, 1, 1), 4: (0, 0, 0, 0)}
STORAGE_BASE = 3  # capacity = 3 + developments taken from the good's row [reconstruction]
SILO_START, SILO_MAX = 2, 5  # [GC-COMP]
REPUTATION_MAX = 18  # [GC-COMP]


def access_cost(reputation: int) -> int:
    """Money paid once a turn to each owner of a development used: 0-6 → 2, 7-14 → 1, 15+ → 0 [GC-COMP]."""
    return 2 if reputation <= 6 else 1 if reputation <= 14 else 0


# Spending reputation: step down 1 and take the bonus of the space left [GC-COMP]; the row [reconstruction].
REPUTATION_BONUS = {2: ("resource", 1), 4: ("ads", 1), 6: ("money", 2), 8: ("resource", 1), 10: ("ads", 1),
                    12: ("money", 2), 14: ("resource", 1), 16: ("ads", 1), 18: ("money", 2)}
# Reputation at the end [GC-COMP]: (lowest reputation, VP), highest first.
REPUTATION_VP = ((15, 15), (13, 12), (11, 9), (9, 7), (7, 5), (5, 3), (3, 2), (1, 1), (0, 0))


def reputation_vp(reputation: int) -> int:
    return next(vp for low, vp in REPUTATION_VP if reputation >= low)


# --- the campus: buildings, links, actions -----------------------------------------------------------

BUILDINGS = 6  # L0-L5 in a ring; link k joins Lk and L(k+1 mod 6) [reconstruction]
LINK_SLOTS = 3  # development slots a link [reconstruction]
ACTIONS = ("agenda_draw", "agenda_refill", "new_ship", "build", "blueprints", "development",
           "buy", "silo_take", "schedule", "advertise", "hire", "silo_refill")  # the 12 [GD][BGD]
INTRO_LAYOUT = (("agenda_draw", "agenda_refill"), ("new_ship", "build"), ("blueprints", "development"),
                ("buy", "silo_take"), ("schedule", "advertise"), ("hire", "silo_refill"))  # ours
NEUTRAL_LINKS = (0, 2, 4)  # neutral developments at set-up, slot 0 [reconstruction]
NEUTRAL_WORKERS_AT = (1, 3)  # 2 players [interpretation]


def link_of(a: int, b: int):
    """The link joining buildings a and b, or None if they are not neighbours."""
    if (a + 1) % BUILDINGS == b:
        return a
    if (b + 1) % BUILDINGS == a:
        return b
    return None


# --- developments -------------------------------------------------------------------------------------

DEV_COST = (2, 3, 4)  # column 1-3, in money and/or the row's good [reconstruction]
COLUMNS_VP = (0, 5, 15, 30)  # cleared columns 0-3 [GC-COMP]

# --- ships and blueprints -----------------------------------------------------------------------------

SHIPS_MAX, SEGMENTS_MAX = 3, 3  # O1 makes both 4 [GC-COMP]
UNLAUNCHED_PENALTY = 5  # [SEED]
BLUEPRINTS_HELD = 5
BLUEPRINT_DISPLAY = 5
BUILD_AT_ONCE = {"money": 1, "reputation": 1}  # extra, blueprints action [reconstruction]
# 16 profiles x 3 colours [reconstruction]: (money, {good: n}, tags, vp)
PROFILES = ((2, {}, 1, 0), (2, {"food": 1}, 1, 1), (3, {}, 1, 1), (3, {"oxygen": 1}, 1, 2),
            (3, {"fuel": 1}, 2, 0), (4, {}, 2, 1), (4, {"food": 1}, 1, 3), (4, {"oxygen": 1}, 2, 2),
            (5, {}, 0, 4), (5, {"fuel": 1}, 2, 3), (5, {"food": 2}, 1, 4), (6, {"oxygen": 1}, 2, 4),
            (6, {"fuel": 2}, 3, 2), (7, {"food": 1}, 1, 6), (7, {"oxygen": 2}, 3, 4), (8, {"fuel": 2}, 2, 7))


def blueprint(bid: str) -> dict:
    """``b<colour letter><profile 1-16>``, e.g. ``bo7``: one shared dict per blueprint, never to be changed."""
    found = _BLUEPRINT.get(bid)
    if found is None:
        colour = {"o": "orange", "p": "purple", "t": "teal"}[bid[1]]
        money, goods, tags, vp = PROFILES[int(bid[2:]) - 1]
        found = _BLUEPRINT[bid] = {"id": bid, "colour": colour, "money": money, "goods": dict(goods), "tags": tags,
                                   "vp": vp}
    return found


_BLUEPRINT: dict = {}


BLUEPRINTS = tuple(f"b{c[0]}{i}" for c in COLOURS for i in range(1, len(PROFILES) + 1))

# --- cruises ------------------------------------------------------------------------------------------

# 18 tiles [reconstruction]: days in order, S = a day in space; fuel 1, 2, 3 by length. ★ = the starting three.
CRUISES = {
    "c1": "SO", "c2": "SP", "c3": "ST", "c4": "OS", "c5": "PS", "c6": "TS",
    "c7": "SOP", "c8": "SPT", "c9": "STO", "c10": "OST", "c11": "PSO", "c12": "TSP",
    "c13": "SOSO", "c14": "SPSP", "c15": "STST", "c16": "OPST", "c17": "PTSO", "c18": "TOSP",
}
START_CRUISES = ("c1", "c2", "c3")
CRUISE_GUESTS = 3  # presold spaces a tile [reconstruction]


def cruise_fuel(cid: str) -> int:
    return len(CRUISES[cid]) - 1


def destinations(cid: str) -> list:
    return [COLOUR_OF_DAY[d] for d in CRUISES[cid] if d != "S"]


def cruise_slots(players: int) -> int:
    """Marketing board slots: 4 with 2 players (both overlays), 5 with 3, 6 with 4 (D12)."""
    return {2: 4, 3: 5, 4: 6}[players]


# --- guests, queue ------------------------------------------------------------------------------------

GUESTS_PER_COLOUR = 12  # [GC-COMP]
GUESTS = tuple(f"g{i}" for i in range(3 * GUESTS_PER_COLOUR))


def guest_colour(gid: str) -> str:
    return COLOURS[int(gid[1:]) // GUESTS_PER_COLOUR]


QUEUE_PRICES = (1, 2, 3)  # sections, bottom to top [GC-COMP]
QUEUE_SECTION = 4  # guests a section [reconstruction]
SUPPLY_PRICE = 4  # [GC-COMP]
QUEUE_MIN_2P = 7
GUEST_BONUSES = (("money", 2), ("resource", 1), ("ads", 1))  # dealt to the 3 colours [reconstruction]

# --- launch tower, funding, upgrades ------------------------------------------------------------------

TOWER_COLUMNS = 4
BROWN_BONUS = (("money", 1), ("ads", 1), ("resource", 1), ("reputation", 1))  # [reconstruction]
GREY_BONUS = ((("resource", 4),), (("ads", 4),), (("money", 4),), (("resource", 2), ("ads", 2)))
# Funding options: always visible, and the one each column uncovers once its brown token leaves at launch.
FUNDING_ALWAYS = ("money2", "ads1", "resource1")
FUNDING_UNCOVERED = ("money3", "ads2", "resource2", "reputation1_money1")
FUNDING = {"money2": (("money", 2),), "ads1": (("ads", 1),), "resource1": (("resource", 1),),
           "money3": (("money", 3),), "ads2": (("ads", 2),), "resource2": (("resource", 2),),
           "reputation1_money1": (("reputation", 1), ("money", 1))}
UPGRADES = {"orange": ("O1", "O2", "O3"), "purple": ("P1", "P2", "P3"), "teal": ("F1", "F2", "F3")}
UPGRADE_COLOUR = {u: c for c, us in UPGRADES.items() for u in us}

# --- cockpits, engines --------------------------------------------------------------------------------

CRITERIA = ("guests", "destinations", "segments", "one_colour", "matching_tags")
START_COCKPIT = "k0"  # "+1 VP a guest aboard at launch", end value 3 [reconstruction]
COCKPITS = {"k0": ("guests", 3), **{f"k{i * 3 + j + 1}": (c, 3 + j) for i, c in enumerate(CRITERIA)
                                     for j in range(3)}}  # k1-k15 [reconstruction]
START_ENGINE = "e0"
ENGINE_BONUS = {"e0": (), **{f"e{i * 3 + j + 1}": b for i, b in enumerate(
    ((("money", 3),), (("ads", 2),), (("resource", 3),), (("reputation", 1), ("money", 1)),
     (("blueprint", 1), ("money", 1)))) for j in range(3)}}  # e1-e15 [reconstruction]
SHIP_DISPLAY = 4

# --- technologies, experts, goals ---------------------------------------------------------------------

TECHS = ("TE1", "TE2", "TE3", "TE4", "TE5", "TE6", "TE7", "TE8")  # passive effects: text.py [reconstruction]
TECHS_DEALT = 4
EXPERT_TILES = ("three_actions", "unbumpable", "free_links", "funding", "discount2", "reputation")
EXPERT_COST = 12  # left: -3 a grey token used; right: -2 a development from the food and oxygen rows [SEED]
GOALS = {"fleet": (3, 4, 5, 6, 7), "network": (2, 3, 4, 5, 6), "innovation": (1, 2, 3, 4, 5),
         "voyages": (1, 2, 3, 4, 5), "prestige": (6, 8, 10, 12, 14), "explorer": (2, 3, 4, 5, 6)}
GOALS_DEALT = 3
WINGS_START, WINGS_MAX = 1, 4

# --- agenda cards --------------------------------------------------------------------------------------

# 12 texts x 3 [reconstruction; the last two are BGA's own, SEED]. Window: the action whose choice lets the
# text be played, "launch" (boarding), "destination", or "any" (any time in the turn).
AGENDA_TEXTS = (("buy3", "buy"), ("advertise_money", "advertise"), ("build_more", "build"),
                ("schedule_funding", "schedule"), ("refill_second", "silo_refill"), ("hire_discount", "hire"),
                ("blueprint_more", "blueprints"), ("engine_twice", "new_ship"), ("free_guest", "launch"),
                ("destination_ad", "destination"), ("collaboration", "any"), ("strategic", "any"))
# Goods in the corner: food 8, oxygen 8, fuel 8, ads 6, money 6 (2 money each) [reconstruction of counts GC-COMP]
_CORNERS = ("food", "oxygen", "fuel") * 8 + ("ads", "money") * 6
AGENDA = tuple({"id": i, "text": AGENDA_TEXTS[i // 3][0], "window": AGENDA_TEXTS[i // 3][1],
                "good": _CORNERS[(i * 7) % 36]} for i in range(36))
AGENDA_DISPLAY = 4
AGENDA_SLOT_BONUS = (("money", 1), ("ads", 1), ("resource", 1), ("reputation", 1))  # [reconstruction]
HAND_LIMIT = 5
STRATEGIC = {1: 3, 2: 6, 3: 9}  # reputation spent: money [SEED]


def corner_gain(card: int) -> tuple:
    good = AGENDA[card]["good"]
    return (good, 2) if good == "money" else (good, 1)


# --- progress track -----------------------------------------------------------------------------------

SECTIONS = 3
GOAL_CUBES = 3


def section_size(players: int) -> int:
    return players + 3  # [reconstruction]


MAX_ROUNDS = 100  # a safety end for play that never launches (D11) [interpretation]
SEATS = ("red", "blue", "green", "yellow")  # seat colours; each also has a letter mark on the table
