"""Cathood's rules: the contract of ``shared/DESIGN.md`` over the turn of ``turn.py``.

Source: ``shared/rules/cathood.md`` (the BGA help text in ``shared/seeds/``; decisions D1-D22; the
tiles, cards, point values and starting positions are [reconstruction] in ``data.py``). Everything
on the table is public, reserved cards too (D17); hidden are the decks' order, the secret objectives
(option) and a fight's sign until both are chosen.

Moves (every one is in ``legal_moves``; §7 of the rules file):

- ``{"type": "linear", "dir": "N", "steps": 2}``, ``{"type": "diagonal", "dir": "SE", "steps": 3}``;
- ``{"type": "rotate", "tile": [1, 1], "turn": "cw" | "ccw"}``, ``{"type": "swap", "tiles": [[1, 1], [1, 2]]}``
  (the first tile above or left of the second);
- ``{"type": "pet_shop", "tile": [1, 0], "card": "yarn-3"}``, ``{"type": "building", "tile": [1, 1],
  "card": "bld-7"}``, ``{"type": "park", "tile": [0, 0]}``; any of these with ``"repeat": true`` puts
  the disc on Repeat;
- ``{"type": "end_turn"}``;
- ``{"type": "resolve", "effect": "CO" | "DG" | "BE", "tile": [r, c]}`` (the next effect of a stop),
  ``{"type": "coffee", "give": "purple", "take": "green"}``, ``{"type": "coffee_done"}``,
  ``{"type": "dog", "to": [2, 2]}``, ``{"type": "bee", "card": "mouse-2"}``;
- ``{"type": "sign", "sign": "rock" | "paper" | "scissors"}``, ``{"type": "steal", "resource": "orange"}``;
- ``{"type": "objective", "card": "OB7"}``.

Decisions of this engine beyond the rules file ([interpretation]):

- The turn ends by itself once the last free disc's action is done; with discs left, "end turn".
- Effects waiting at a stop are asked in order only when two kinds differ (two Coffees are alike).
- A fight's loser with one colour only gives that one without asking the winner.
- The game also ends after ``data.ROUND_LIMIT`` rounds, if nobody triggered the end (no source ends a
  game that cannot finish: decks empty, a park colour never found).
"""

import sys

from ... import engine, rng
from ...engine import IllegalMove
from ...state import copy as state_copy
from . import board, data, scoring, turn
from . import MODES, NAME  # noqa: F401  (the contract's names)
from .text import colour_name, log_line, player_name, said

HIDDEN_KEYS = ("toy_deck", "building_deck", "objectives", "fight")
CONFORMANCE_GAMES = 12

PHASE_MOVES = {
    "objective": ("objective",), "action": (*data.ACTIONS, "end_turn"), "order": ("resolve",),
    "coffee": ("coffee", "coffee_done"), "dog": ("dog",), "bee": ("bee",), "sign": ("sign",), "steal": ("steal",),
}
MOVE_TYPES = tuple(t for moves in PHASE_MOVES.values() for t in moves)


# --- options and setup -----------------------------------------------------------------------------

OPTIONS = {"mode": {"default": "standard"}, "players": {"default": 2},
           "fight": {"choices": ("rps", "random"), "default": "rps"},
           "secret_objectives": {"kind": bool, "default": False},
           "layout": {"choices": ("random", "preset"), "default": "random"},
           "data": {"choices": (data.DATA_ID,), "default": data.DATA_ID}}


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def _player(cat: str) -> dict:
    return {"cat": cat, "resources": dict(data.START_RESOURCES), "houses": data.HOUSES, "statues": data.STATUES,
            "toys": [], "cards": [], "reserved": None, "fights_won": 0}


def setup(options: dict, seed: int) -> dict:
    """§3: the neighbourhood, the decks and rows, the cats on the corners, the objectives (option)."""
    options = check_options(options)
    n = options["players"]
    r = rng.seed_state(seed)
    rows, cols = data.GRID[n]
    ids = data.tiles_for(n)
    rots = [0] * len(ids)
    if options["layout"] == "random":
        r, ids = rng.shuffled(r, ids)
        for i in range(len(ids)):
            r, rots[i] = rng.below(r, 4)
    grid = [[{"id": ids[i * cols + c], "rot": rots[i * cols + c], "houses": [], "pet": None, "statues": []}
             for c in range(cols)] for i in range(rows)]
    r, toys = rng.shuffled(r, list(data.TOYS))
    r, buildings = rng.shuffled(r, list(data.BUILDINGS))
    r, start = rng.below(r, n)  # who holds the Starting Cat card (D16)
    r, others = rng.shuffled(r, list(data.CATS[1:]))
    cats = [None] * n
    cats[start] = data.CATS[0]
    for k in range(1, n):
        cats[(start + k) % n] = others[k - 1]
    corners = {"nw": [0, 0], "se": [rows, cols], "ne": [0, cols], "sw": [rows, 0]}
    s = {
        "options": options, "rng": "", "moves": 0, "round": 1, "start_seat": start, "active": start,
        "phase": "action", "board": grid, "cats": [list(corners[data.START_CORNERS[i]]) for i in range(n)],
        "players": [_player(cats[i]) for i in range(n)],
        "toy_deck": toys[data.ROW:], "toy_row": toys[:data.ROW],
        "building_deck": buildings[data.ROW:], "building_row": buildings[:data.ROW],
        "turn": turn.new_turn(), "stops": [], "coffee": None, "fight": None, "revealed": None,
        "end_triggered": None, "objectives": None, "events": [],
    }
    if options["secret_objectives"]:
        r, deck = rng.shuffled(r, list(data.OBJECTIVES))
        k = data.OBJECTIVES_DEALT
        s["objectives"] = {"offers": [sorted(deck[i * k:(i + 1) * k], key=_objective_order) for i in range(n)],
                           "kept": [None] * n}
        s["phase"] = "objective"
    s["rng"] = rng.pack(r)
    return s


def _objective_order(ob: str) -> int:
    return list(data.OBJECTIVES).index(ob)


# --- whose move, which moves ----------------------------------------------------------------------

def _objective_seat(s: dict) -> int:
    n = len(s["players"])
    return next((s["start_seat"] + k) % n for k in range(n) if s["objectives"]["kept"][(s["start_seat"] + k) % n] is None)


def to_move(state: dict):
    s = state
    phase = s["phase"]
    if phase == "over":
        return None
    if phase == "objective":
        return _objective_seat(s)
    if phase == "sign":
        return turn.sign_to_move(s)
    if phase == "steal":
        return s["fight"]["winner"]
    return s["active"]


def legal_moves(state: dict) -> list:
    s = state
    phase = s["phase"]
    if phase == "over":
        return []
    if phase == "objective":
        return [{"type": "objective", "card": c} for c in s["objectives"]["offers"][_objective_seat(s)]]
    if phase == "action":
        return turn.turn_moves(s)
    if phase == "order":
        return [{"type": "resolve", "effect": code, "tile": [r, c]} for code, r, c in turn.order_choices(s)]
    if phase == "coffee":
        return turn.coffee_moves(s)
    if phase == "dog":
        return turn.dog_moves(s)
    if phase == "bee":
        return turn.bee_moves(s)
    if phase == "sign":
        return [{"type": "sign", "sign": x} for x in data.SIGNS]
    return turn.steal_moves(s)


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is refused now (a sentence), or None if it is legal."""
    s = state
    if s["phase"] == "over":
        return said("cathood.illegal.over")
    if move in legal_moves(s):
        return None
    if not isinstance(move, dict) or move.get("type") not in MOVE_TYPES:
        return said("cathood.illegal.shape")
    kind = move["type"]
    phase = s["phase"]
    if kind not in PHASE_MOVES[phase]:
        return said(f"cathood.illegal.phase.{phase}")
    if phase == "action":
        return _why_action(s, move)
    return said({"resolve": "cathood.illegal.effect", "coffee": "cathood.illegal.coffee",
                 "coffee_done": "cathood.illegal.coffee", "dog": "cathood.illegal.dog", "bee": "cathood.illegal.bee",
                 "sign": "cathood.illegal.sign", "steal": "cathood.illegal.steal",
                 "objective": "cathood.illegal.objective"}[kind])


def _tile_at(s: dict, x):
    """(r, c) if ``x`` names a tile of the board, else None."""
    rows, cols = board.size(s["board"])
    if isinstance(x, list) and len(x) == 2 and all(type(v) is int for v in x) and 0 <= x[0] < rows and 0 <= x[1] < cols:
        return tuple(x)
    return None


def _why_action(s: dict, move: dict):
    kind = move["type"]
    t = s["turn"]
    p = s["players"][s["active"]]
    if kind == "end_turn":
        return said("cathood.illegal.end_early")
    if "repeat" in move and move["repeat"] is not True:
        return said("cathood.illegal.shape")
    if turn.discs_free(s) <= 0:
        return said("cathood.illegal.no_disc")
    if move.get("repeat"):
        if not turn.repeat_open(p):
            return said("cathood.illegal.repeat_closed")
        if t["repeat"]:
            return said("cathood.illegal.repeat_used")
        if kind not in t["used"]:
            return said("cathood.illegal.repeat_new")
    elif kind in t["used"]:
        return said("cathood.illegal.used")
    if kind in ("linear", "diagonal"):
        return said("cathood.illegal.direction")
    if kind == "swap":
        tiles = move.get("tiles")
        pair = tuple(_tile_at(s, x) for x in tiles) if isinstance(tiles, list) and len(tiles) == 2 else (None,)
        if None in pair:
            return said("cathood.illegal.tile")
        if pair not in board.neighbours(s["board"]):
            return said("cathood.illegal.swap_pair")
        return said("cathood.illegal.swap_cat")
    at = _tile_at(s, move.get("tile"))
    if at is None:
        return said("cathood.illegal.tile")
    seat = s["active"]
    if kind == "rotate":
        return said("cathood.illegal.shape")
    if kind == "park":
        if at not in turn.parks_here(s, seat):
            return said("cathood.illegal.no_park")
        why = turn.park_refusal(s, seat, *at)
        tree = data.TILE[s["board"][at[0]][at[1]]["id"]]["tree"]
        return said(f"cathood.illegal.{why}", colour=colour_name(data.TREE_COLOUR[tree]))
    deck = "toy" if kind == "pet_shop" else "building"
    places = turn.pet_shops_here(s, seat) if deck == "toy" else turn.buildings_here(s, seat)
    if at not in places:
        return said("cathood.illegal.no_pet_shop" if deck == "toy" else "cathood.illegal.no_building")
    card = move.get("card")
    row = s["toy_row"] if deck == "toy" else s["building_row"]
    if not isinstance(card, str) or card not in data.CARDS or (card not in row and card != p["reserved"]) \
            or data.CARDS[card]["deck"] != deck:
        return said("cathood.illegal.card")
    return said("cathood.illegal.afford")


def play(state: dict, move) -> dict:
    reason = why_illegal(state, move)
    if reason is not None:
        raise IllegalMove(reason)
    return apply_move(_copy(state), move)


def apply_move(s: dict, move: dict) -> dict:
    """Play a legal ``move`` on ``s``, a copy of the state deep enough for it (``play``; the bots'
    search brings its own copy)."""
    s["events"] = []
    s["moves"] += 1
    kind = move["type"]
    if kind == "objective":
        seat = _objective_seat(s)
        s["objectives"]["kept"][seat] = move["card"]
        s["events"].append({"e": "objective", "seat": seat})
        if None not in s["objectives"]["kept"]:
            s["phase"] = "action"
    elif kind == "end_turn":
        s["events"].append({"e": "end_turn", "seat": s["active"]})
        turn.sleep(s)
    elif kind in data.ACTIONS:
        turn.take_action(s, move)
    elif kind == "resolve":
        s["events"].append({"e": "order", "seat": s["active"], "effect": move["effect"]})
        s["phase"] = "action"
        if not turn._resolve(s, [move["effect"], *move["tile"]]):
            turn.advance(s)
    elif kind in ("coffee", "coffee_done"):
        if kind == "coffee_done":
            s["events"].append({"e": "coffee_done", "seat": s["active"]})
        turn.coffee(s, move)
    elif kind == "dog":
        turn.dog(s, move)
    elif kind == "bee":
        turn.bee(s, move)
    elif kind == "sign":
        turn.sign(s, move)
    else:
        turn.steal(s, move)
    return s


# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"options": 0, "toy_deck": 1, "toy_row": 1, "building_deck": 1, "building_row": 1, "cats": 2,
           "events": 0, "revealed": 0}


def _copy(state: dict) -> dict:
    return state_copy(state, _LEVELS)


def describe_move(state: dict, move: dict):
    """The log line a legal ``move`` writes now: everything it set off, in order."""
    return log_line(play(state, move)["events"])


# --- chance -------------------------------------------------------------------------------------------

def _unknown_after(state: dict, move: dict):
    """What ``move`` brings that its player cannot see coming: ``"drew"`` (cards turned up from a deck,
    at Sleep or after a Bee), ``"rolled"`` (a fight decided at random), ``"sign"`` (the other fighter's
    sign shown); or None. Said from what every seat sees: the decks' sizes, the cats, the phase."""
    if state["phase"] == "sign":
        f = state["fight"]
        return "sign" if str(f["a"]) in f["signs"] else None
    after = play(state, move)
    if after["rng"] != state["rng"]:
        return "rolled"
    if len(after["toy_deck"]) + len(after["building_deck"]) < len(state["toy_deck"]) + len(state["building_deck"]):
        return "drew"
    return None


def chance(state: dict, move: dict):
    """A card turned up is a ``draw``; a fight decided at random a ``roll``; the other fighter's sign
    ``hidden``."""
    return {"drew": "draw", "rolled": "roll", "sign": "hidden", None: None}[_unknown_after(state, move)]


def undo_blocker(state: dict, move: dict, after=None):
    reason = _unknown_after(state, move)
    return None if reason is None else said(f"cathood.undo.{reason}")


# --- the end --------------------------------------------------------------------------------------

def points(state: dict, seat: int) -> int:
    """Affection points so far (the final score once the game is over)."""
    return scoring.total(state, seat)


def evaluate(state: dict, seat: int) -> int:
    """The score if the game ended now."""
    return scoring.total(state, seat)


ITEMS = ("toys", "toy_sets", "building_cards", "majorities", "statues", "first_statues", "resources",
         "reserved", "objective")


def result(state: dict):
    s = state
    if s["phase"] != "over":
        return None
    n = len(s["players"])
    scores = [scoring.total(s, i) for i in range(n)]
    best = max(scores)
    breakdown = []
    for i in range(n):
        b = scoring.breakdown(s, i)
        breakdown.append({"seat": i, "total": scores[i],
                          "items": [{"what": said(f"cathood.item.{k}"), "points": b[k]} for k in ITEMS
                                    if k != "objective" or s["objectives"] is not None]})
    if s["end_triggered"] is not None:
        ended = said("cathood.ended.trigger", name=player_name(s["end_triggered"]), seat=s["end_triggered"])
    else:
        ended = said("cathood.ended.rounds", rounds=s["round"])
    return {"scores": scores, "winners": [i for i in range(n) if scores[i] == best],  # ties share (D19)
            "breakdown": breakdown, "ended": ended}


def progress(state: dict) -> dict:
    return {"round": state["round"], "unit": "round", "last": state["end_triggered"] is not None}


# --- what a seat may see --------------------------------------------------------------------------

def view(state: dict, seat) -> dict:
    """Everything on the table; not the decks' order, another seat's objective, or a sign before both
    fighters have chosen."""
    s = state
    n = len(s["players"])
    seat = seat if type(seat) is int and 0 <= seat < n else None
    players = []
    for i, p in enumerate(s["players"]):
        players.append({
            "seat": i, "cat": p["cat"], "resources": dict(p["resources"]), "houses": p["houses"],
            "statues": p["statues"], "toys": list(p["toys"]), "cards": list(p["cards"]), "reserved": p["reserved"],
            "fights_won": p["fights_won"], "discs": turn.discs(p), "repeat_open": turn.repeat_open(p),
            "point": list(s["cats"][i]), "score_now": scoring.total(s, i) if i == seat or s["objectives"] is None
            or s["phase"] == "over" else _public_score(s, i),
        })
    objectives = None
    if s["objectives"] is not None:
        choosing = seat is not None and s["phase"] == "objective" and s["objectives"]["kept"][seat] is None
        objectives = {"kept": [k if i == seat or s["phase"] == "over" else (None if k is None else "chosen")
                               for i, k in enumerate(s["objectives"]["kept"])],
                      "offer": list(s["objectives"]["offers"][seat]) if choosing else None}
    f = s["fight"]
    fight = None
    if f is not None:
        fight = {"a": f["a"], "b": f["b"], "queue": list(f["queue"]), "winner": f["winner"], "loser": f["loser"],
                 "signs": {k: (v if k == str(seat) else "chosen") for k, v in f["signs"].items()}}
    secret = None
    if s["phase"] == "sign":
        secret = {"seats": [f["a"], f["b"]], "chosen": [int(k) for k in f["signs"]]}
    t = s["turn"]
    return {
        "game": "cathood", "seat": seat, "to_move": to_move(s), "over": s["phase"] == "over", "phase": s["phase"],
        "active": s["active"], "start_seat": s["start_seat"], "round": s["round"], "progress": progress(s),
        "options": dict(s["options"]),
        "board": [[{"id": x["id"], "rot": x["rot"], "slots": list(board.slots(x)), "houses": list(x["houses"]),
                    "pet": x["pet"], "statues": list(x["statues"])} for x in row] for row in s["board"]],
        "players": players, "toy_row": list(s["toy_row"]), "building_row": list(s["building_row"]),
        "deck_counts": {"toy": len(s["toy_deck"]), "building": len(s["building_deck"])},
        "turn": {"used": list(t["used"]), "repeat": t["repeat"], "discs_free": turn.discs_free(s),
                 "fight_check": t["fight_check"]},
        "stops": [{"point": list(x["point"]), "specials": [list(y) for y in x["specials"]], "shops": list(x["shops"]),
                   "dog_fired": x["dog_fired"]} for x in s["stops"]],
        "coffee": s["coffee"], "fight": fight, "secret": secret, "revealed": _revealed(s),
        "end_triggered": s["end_triggered"], "objectives": objectives, "rules": RULES_DATA,
    }


def _public_score(s: dict, seat: int) -> int:
    """A seat's score as the others can count it: without its secret objective."""
    b = scoring.breakdown(s, seat)
    return sum(v for k, v in b.items() if k != "objective")


def _revealed(s: dict):
    r = s["revealed"]
    if r is None:
        return None
    return {"move": r["move"], "winner": r["winner"],
            "choices": [{"seat": x, "sign": r["signs"][str(x)], "text": said(f"cathood.sign.{r['signs'][str(x)]}")}
                        for x in (r["a"], r["b"])]}


def _rules_data() -> dict:
    """The components a table draws (static)."""
    return {"tiles": {k: {"kind": v["kind"], "tree": v["tree"], "slots": list(v["slots"])} for k, v in data.TILE.items()},
            "cards": {k: {"deck": v["deck"], "type": v["type"], "points": v["points"], "cost": dict(v["cost"])}
                      for k, v in data.CARDS.items()},
            "tree_colour": dict(data.TREE_COLOUR), "colours": list(data.COLOURS), "cap": data.CAP,
            "houses": data.HOUSES, "statues": data.STATUES, "objectives": dict(data.OBJECTIVES),
            "round_limit": data.ROUND_LIMIT, "verified": data.VERIFIED}


RULES_DATA = _rules_data()


# --- bots: a world consistent with what a seat has seen ---------------------------------------------

def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the decks shuffled from the cards not on the table, the
    other seats' objectives dealt from those the seat does not hold, an unseen sign drawn."""
    v = view_
    r = rng.seed_state(seed)
    seen = set(c for c in v["toy_row"] + v["building_row"] if c)
    for p in v["players"]:
        seen |= set(p["toys"]) | set(p["cards"]) | ({p["reserved"]} if p["reserved"] else set())
    r, toy_deck = rng.shuffled(r, [c for c in data.TOYS if c not in seen])
    r, building_deck = rng.shuffled(r, [c for c in data.BUILDINGS if c not in seen])
    toy_deck, building_deck = toy_deck[:v["deck_counts"]["toy"]], building_deck[:v["deck_counts"]["building"]]
    n = len(v["players"])
    objectives = None
    if v["objectives"] is not None:
        mine = v["seat"]
        held = set(x for x in v["objectives"]["kept"] if x not in (None, "chosen"))
        if v["objectives"]["offer"]:
            held |= set(v["objectives"]["offer"])
        r, pool = rng.shuffled(r, [o for o in data.OBJECTIVES if o not in held])
        offers, kept = [], []
        for i in range(n):
            k = v["objectives"]["kept"][i]
            if i == mine and v["objectives"]["offer"]:
                offers.append(list(v["objectives"]["offer"]))
                kept.append(None)
                continue
            if k is None or k == "chosen":
                deal, pool = sorted(pool[:data.OBJECTIVES_DEALT], key=_objective_order), pool[data.OBJECTIVES_DEALT:]
                offers.append(deal)
                kept.append(deal[0] if k == "chosen" else None)
            else:
                offers.append([k])
                kept.append(k)
        objectives = {"offers": offers, "kept": kept}
    fight = None
    if v["fight"] is not None:
        f = v["fight"]
        signs = {}
        for k, x in f["signs"].items():
            if x == "chosen":
                r, i = rng.below(r, 3)
                x = data.SIGNS[i]
            signs[k] = x
        fight = {"a": f["a"], "b": f["b"], "queue": list(f["queue"]), "winner": f["winner"], "loser": f["loser"],
                 "signs": signs}
    rev = v["revealed"]
    revealed = None
    if rev is not None:
        a, b = rev["choices"][0]["seat"], rev["choices"][1]["seat"]
        revealed = {"move": rev["move"], "a": a, "b": b, "winner": rev["winner"],
                    "signs": {str(x["seat"]): x["sign"] for x in rev["choices"]}}
    players = [{"cat": p["cat"], "resources": dict(p["resources"]), "houses": p["houses"], "statues": p["statues"],
                "toys": list(p["toys"]), "cards": list(p["cards"]), "reserved": p["reserved"],
                "fights_won": p["fights_won"]} for p in v["players"]]
    return {
        "options": dict(v["options"]), "rng": rng.pack(r), "moves": 0, "round": v["round"],
        "start_seat": v["start_seat"], "active": v["active"], "phase": v["phase"],
        "board": [[{"id": x["id"], "rot": x["rot"], "houses": list(x["houses"]), "pet": x["pet"],
                    "statues": list(x["statues"])} for x in row] for row in v["board"]],
        "cats": [list(p["point"]) for p in v["players"]], "players": players,
        "toy_deck": toy_deck, "toy_row": list(v["toy_row"]), "building_deck": building_deck,
        "building_row": list(v["building_row"]),
        "turn": {"used": list(v["turn"]["used"]), "repeat": v["turn"]["repeat"],
                 "fight_check": v["turn"]["fight_check"]},
        "stops": [{"point": list(x["point"]), "specials": [list(y) for y in x["specials"]], "shops": list(x["shops"]),
                   "dog_fired": x["dog_fired"]} for x in v["stops"]],
        "coffee": v["coffee"], "fight": fight, "revealed": revealed, "end_triggered": v["end_triggered"],
        "objectives": objectives, "events": [],
    }


def conserved(state: dict) -> bool:
    """Every card in one place; Houses and Statues on the board and on the boards make 9 a cat; the tiles
    a permutation of the set with rotations 0-3 (fact 22)."""
    s = state
    n = len(s["players"])
    cards = s["toy_deck"] + s["building_deck"] + [c for c in s["toy_row"] + s["building_row"] if c]
    for p in s["players"]:
        cards += p["toys"] + p["cards"] + ([p["reserved"]] if p["reserved"] else [])
    if sorted(cards) != sorted(data.CARDS):
        return False
    tiles = [t for row in s["board"] for t in row]
    if sorted(t["id"] for t in tiles) != sorted(data.tiles_for(n)) or any(t["rot"] not in range(4) for t in tiles):
        return False
    for seat, p in enumerate(s["players"]):
        houses = sum(t["houses"].count(seat) + (t["pet"] == seat) for t in tiles)
        statues = sum(t["statues"].count(seat) for t in tiles)
        if houses + p["houses"] != data.HOUSES or statues + p["statues"] != data.STATUES:
            return False
        if any(v < 0 for v in p["resources"].values()) or sum(p["resources"].values()) > data.CAP:
            return False
    return True
