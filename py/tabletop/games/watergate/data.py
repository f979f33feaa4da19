"""Watergate's component data: the research track, the evidence tokens, the evidence board, the
informants, the momentum cards and the two 20-card decks.

Source: ``shared/rules/watergate.md`` (tags as there). The counts are sourced ([RB] the rulebook,
[LEHI], [RBX]); the card values, colours and actions, the evidence-board graph, the Editor's momentum
card and the bag's mix are **[reconstruction]**: the publisher's data is not public. They live only
here, so the real data can replace them without a change to the rules code. Card *names* are
historical people and events; every action is our own wording (``text.py``).

>>> len(EDITOR_DECK), len(NIXON_DECK), sum(BAGS["reconstructed30"].values())
(20, 20, 30)
>>> len(SPACES), len(THREADS), SPACE_COLOUR["a0"], SPACE_COLOUR["c13"]
(28, 70, 'blue', 'blue')
"""

VERIFIED = False  # [reconstruction]: nothing below the sourced facts was checked against the real game

EDITOR, NIXON = 0, 1  # the seats [rules file §7]: the Editor is seat 0, Nixon seat 1
SIDES = ("editor", "nixon")
COLOURS = ("blue", "green", "yellow")

# --- the research track [RB p.5-6][GA]: spaces -5..+5, + toward the Editor, - toward Nixon
GAIN_AT = 5
HAND = {"initiative": 5, "other": 4}  # [RB p.4]: the initiative card's two sides
TOKENS_A_ROUND = 3  # [RB p.4]: Nixon draws 3 evidence tokens for space 0
MOMENTUM_TOKENS = 9  # [RB p.3]: 1 on space 0 at the start, 8 in the supply
NIXON_MOMENTUM_TO_WIN = 5  # [SEED][RB]: the 5th token on Nixon's card wins

# --- evidence tokens [reconstruction §1.3]: a kind is its colours and whether it shows the momentum
# symbol ("*"). The bag holds kinds; a token drawn gets a serial id that says nothing of its colours.
KINDS = {
    "b": ["blue"], "b*": ["blue"], "g": ["green"], "g*": ["green"], "y": ["yellow"], "y*": ["yellow"],
    "bg": ["blue", "green"], "by": ["blue", "yellow"], "gy": ["green", "yellow"],
}
BAGS = {
    # [reconstruction] 6 of each single colour (3 with the symbol), 4 of each pair: 30 tokens, 9 symbols
    "reconstructed30": {"b": 3, "b*": 3, "g": 3, "g*": 3, "y": 3, "y*": 3, "bg": 4, "by": 4, "gy": 4},
    # [OPY] (unverified): all 36, 8 of each single colour (4 with the symbol), 4 of each pair
    "opy36": {"b": 4, "b*": 4, "g": 4, "g*": 4, "y": 4, "y*": 4, "bg": 4, "by": 4, "gy": 4},
}


def colours(kind: str) -> list:
    return KINDS[kind]


def has_symbol(kind: str) -> bool:
    return kind.endswith("*")


# --- the evidence board [reconstruction §1.4]: a beehive, Nixon in the centre, 7 informants on the edge
INFORMANTS = ("butterfield", "sloan", "m_mitchell", "woods", "dean", "baldwin", "mccord")  # D2, k = 0..6
_B, _G, _Y = COLOURS


def _board():
    colour, threads = {}, set()

    def join(x, y):
        threads.add(tuple(sorted((x, y))))

    for k in range(7):
        colour[f"a{k}"] = (_B, _G, _Y)[k % 3]
        colour[f"b{k}"] = (_G, _Y, _B)[k % 3]
        colour[f"c{2 * k}"] = (_Y, _B, _G)[k % 3]
        colour[f"c{2 * k + 1}"] = (_B, _G, _Y)[k % 3]
    for k in range(7):
        join("nixon", f"a{k}")
        join(f"a{k}", f"a{(k + 1) % 7}")
        join(f"b{k}", f"a{k}")
        join(f"b{k}", f"a{(k + 1) % 7}")
        join(f"b{k}", f"b{(k + 1) % 7}")
        join(f"b{k}", f"c{2 * k}")
        join(f"b{k}", f"c{2 * k + 1}")
        join(f"c{2 * k + 1}", f"c{(2 * k + 2) % 14}")
        join(f"i:{INFORMANTS[k]}", f"c{2 * k}")
        join(f"i:{INFORMANTS[k]}", f"c{2 * k + 1}")
    return colour, sorted(threads)


SPACE_COLOUR, THREADS = _board()
SPACES = tuple(sorted(SPACE_COLOUR, key=lambda s: (s[0], int(s[1:]))))  # a0..a6, b0..b6, c0..c13
NEIGHBOURS = {}
for _x, _y in THREADS:
    NEIGHBOURS.setdefault(_x, []).append(_y)
    NEIGHBOURS.setdefault(_y, []).append(_x)

# --- the Editor's momentum card [reconstruction §1.6]: what happens when a token lands on a space
EDITOR_MOMENTUM = {
    "reconstructed4": [
        [{"op": "pin_from_bag", "k": 1}],
        [{"op": "flip_else_pin_informant"}],
        [{"op": "unpin", "face": "down"}],
        [{"op": "pin_from_bag", "k": 2}],
    ],
}

# --- the player cards [reconstruction §1.7, except the reactions and the 8 cards [RB] spells out].
# kind: event (removed after its action), journalist / conspirator (discarded after it);
# reaction: what it answers ("event" Mitchell, "conspirator" Bradlee / Mass demonstration, "value"
# Follow the money); its action is used only as that answer. "action" lists the effect ops (rules.py).
# Values: the rules file's design had the Editor's seven 1s, six 2s, four 3s and three 4s (sum 43); the
# balance study (tabletop_tools/balance/watergate.py, Medium on both sides, 300 seeds) gave the Editor 34 % with it, so Martha
# Mitchell (E06) and Rose Mary Woods (E07) are worth 2, not 1: five 1s, eight 2s (sum 45, Nixon's 46),
# and the Editor then wins 49 %.


def _card(cid, kind, value, colours_, action, reaction=None):
    cs = {"B": _B, "G": _G, "Y": _Y}
    return {"id": cid, "kind": kind, "value": value,
            "colours": list(COLOURS) if colours_ == "*" else [cs[c] for c in colours_.split("/")],
            "action": action, "reaction": reaction}


EDITOR_DECK = [
    _card("E01", "journalist", 3, "B", [{"op": "move_ev", "k": 2, "n": 1}]),  # Bob Woodward
    _card("E02", "journalist", 2, "Y", [{"op": "reveal_track"}, {"op": "move_ev", "k": 1, "n": 1}]),  # Carl Bernstein
    _card("E03", "journalist", 1, "G", [], reaction="conspirator"),  # Ben Bradlee [RB]
    _card("E04", "event", 2, "B/G", [{"op": "pin_informant", "who": "butterfield"}]),  # Alexander Butterfield
    _card("E05", "event", 2, "Y", [{"op": "pin_informant", "who": "sloan"}]),  # Hugh Sloan
    _card("E06", "event", 2, "G", [{"op": "pin_informant", "who": "m_mitchell"}]),  # Martha Mitchell
    _card("E07", "event", 2, "B", [{"op": "pin_informant", "who": "woods"}]),  # Rose Mary Woods
    _card("E08", "event", 1, "Y/B", [{"op": "pin_informant", "who": "dean"}, {"op": "move_ev", "k": 1, "n": 1}]),  # John Dean
    _card("E09", "event", 2, "G", [{"op": "pin_informant", "who": "baldwin"}]),  # Alfred Baldwin
    _card("E10", "event", 1, "*", [{"op": "pin_informant", "who": "mccord"}]),  # James McCord
    _card("E11", "event", 1, "B", [{"op": "flip_or_pin_informant"}]),  # Deep Throat
    _card("E12", "event", 2, "B", [], reaction="value"),  # "Follow the money!" [RB]
    _card("E13", "event", 2, "G", [], reaction="conspirator"),  # Mass demonstration [RB]
    _card("E14", "event", 1, "Y", [{"op": "system_works"}]),  # The system works [RB]
    _card("E15", "event", 3, "G/Y", [{"op": "move", "tok": "momentum", "n": 2}, {"op": "move", "tok": "initiative", "n": 1}]),  # Front page
    _card("E16", "event", 3, "Y", [{"op": "move", "tok": "initiative", "n": 2}, {"op": "move_ev", "k": 1, "n": 1}]),  # Senate committee
    _card("E17", "event", 3, "B/Y", [{"op": "unpin", "face": "down"}]),  # Judge Sirica
    _card("E18", "event", 4, "G", [{"op": "pin_from_bag", "k": 1}]),  # Special prosecutor
    _card("E19", "event", 4, "*", [{"op": "move_all", "colour": _G, "n": 1}]),  # Subpoena for the tapes
    _card("E20", "event", 4, "B", [{"op": "pin_from_my_side", "k": 1}]),  # Impeachment inquiry
]

NIXON_DECK = [
    _card("N01", "conspirator", 2, "B", [{"op": "move_ev", "k": 2, "n": 1}]),  # Gordon Liddy
    _card("N02", "conspirator", 1, "G/Y", [{"op": "move_ev", "k": 1, "n": 3}]),  # Chuck Colson
    _card("N03", "conspirator", 2, "G", [{"op": "unpin", "face": "up"}]),  # Bob Haldeman
    _card("N04", "conspirator", 1, "Y", [{"op": "move", "tok": "momentum", "n": 1}, {"op": "hunt"}]),  # Howard Hunt [RB]
    _card("N05", "conspirator", 1, "B", [], reaction="event"),  # John Mitchell [RB]
    _card("N06", "conspirator", 3, "Y/B", [{"op": "move", "tok": "initiative", "n": 2}, {"op": "move_ev", "k": 1, "n": 1}]),  # John Ehrlichman
    _card("N07", "event", 1, "*", [{"op": "move", "tok": "momentum", "n": 2}, {"op": "gambit"}]),  # Gambit [RB]
    _card("N08", "event", 2, "G", [{"op": "brilliant_mood"}]),  # A brilliant mood [RB]
    _card("N09", "event", 2, "Y", [{"op": "seed_track", "k": 2, "space": 1}]),  # Operation Gemstone
    _card("N10", "event", 1, "B", [{"op": "pin_any_informant"}]),  # Enemies list
    _card("N11", "event", 2, "G", [{"op": "flip_informant"}]),  # Smear campaign
    _card("N12", "event", 2, "B/G", [{"op": "pin_informant", "who": "mccord"}, {"op": "pin_informant", "who": "baldwin"}]),  # Hush money
    _card("N13", "event", 3, "Y", [{"op": "executive_privilege"}]),  # Executive privilege
    _card("N14", "event", 2, "Y", [{"op": "unpin", "face": "up", "colour": _G}]),  # 18½-minute gap
    _card("N15", "event", 3, "*", [{"op": "move", "tok": "initiative", "n": 5}]),  # Saturday Night Massacre
    _card("N16", "event", 4, "B", [{"op": "move", "tok": "momentum", "n": 2}, {"op": "move", "tok": "initiative", "n": 1}]),  # Landslide of '72
    _card("N17", "event", 3, "B", [{"op": "move_all", "colour": _B, "n": 1}]),  # Campaign war chest
    _card("N18", "event", 3, "G", [{"op": "pin_from_my_side", "k": 1}]),  # The Plumbers
    _card("N19", "event", 4, "G/Y", [{"op": "move", "tok": "momentum", "n": 1}, {"op": "move_ev", "k": 1, "n": 2}]),  # "Peace with honor"
    _card("N20", "event", 4, "Y", [{"op": "draw", "k": 1}]),  # "I am not a crook"
]

CARDS = {c["id"]: dict(c, side=SIDES[EDITOR if c["id"][0] == "E" else NIXON]) for c in EDITOR_DECK + NIXON_DECK}
DECKS = ([c["id"] for c in EDITOR_DECK], [c["id"] for c in NIXON_DECK])
NOT_ON_FIRST_TURN = {"N08"}  # [RB]: A brilliant mood is not played for its action on Nixon's first turn of a round
