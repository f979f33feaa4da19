"""KIKAI's rules: the contract of ``shared/DESIGN.md`` over the turn of ``turn.py``.

Source: ``shared/rules/kikai.md`` (the BGA help text in ``shared/seeds/`` and the designer's and
publisher's pages; decisions D1-D19; the town, pieces, tracks and tables are [reconstruction] in
``data.py``). Hands are public [BOOTH]; only the draw pile's order, the piece stacks' order and the two
fans left in the box are hidden.

Moves (every one is in ``legal_moves``; §7 of the rules file):

- ``{"type": "play", "cards": ["arcade"], "district": "arcade"}``, or a pair of identical cards and
  any district;
- ``{"type": "build", "component": "B4-green", "ladders": 1}``;
- ``{"type": "deploy", "space": "arcade-I1#1"}`` (again in ``deploy_more``), ``{"type": "deploy_end"}``;
- ``{"type": "attract", "part": "foot", "square": "O1"}`` (again in ``attract_more``), ``{"type": "attract_end"}``;
- ``{"type": "billboard", "slot": 3}``; ``{"type": "exhibit", "extra": ["diner"]}``;
- ``{"type": "extra_action"}`` / ``{"type": "no_extra"}``; ``{"type": "draw", "from": "open-0" | "open-1" | "deck"}``;
  ``{"type": "ladders", "count": k}``.

Decisions of this engine beyond the rules file ([interpretation]):

- A Deploy or an Attract ends by itself when no further step is possible (no empty space next to
  the chain, no Energy, no empty piece or no fan that can come).
- Ladder draws are offered only up to the cards left in the pile (more would draw nothing, D10).
- Media Victory scores 1 for the winner and 0 for the other: no points are counted (§6.2).
"""

from ... import rng
from ...engine import IllegalMove
from . import data, scoring, town, turn
from .text import log_line, said
from . import MODES, NAME  # noqa: F401  (the contract's names)
from ...state import copy as state_copy
import sys
from ... import engine

HIDDEN_KEYS = ("pile", "stacks", "box")
CONFORMANCE_GAMES = 30  # a random game is about 250 moves

MOVE_TYPES = ("play", "build", "deploy", "deploy_end", "attract", "attract_end", "billboard", "exhibit",
              "extra_action", "no_extra", "draw", "ladders")
PHASE_MOVES = {"play": ("play",), "action": ("build", "deploy", "attract", "exhibit"),
               "deploy_more": ("deploy", "deploy_end"), "attract_more": ("attract", "attract_end"),
               "billboard": ("billboard",), "extra": ("extra_action", "no_extra"), "draw": ("draw",),
               "ladder": ("ladders",)}


# --- options and setup -----------------------------------------------------------------------------

OPTIONS = {"mode": {"default": "standard"}, "players": {"default": 2},
           "data": {"choices": (data.DATA_ID,), "default": data.DATA_ID},
           "fan_value": {"choices": ("track", "one"), "default": "track"},
           "squares_passable": {"kind": bool, "default": True},
           "advanced_fan_bonus": {"kind": bool, "default": True}}
DEFAULTS = {k: o["default"] for k, o in OPTIONS.items()}


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def _player(s: dict) -> dict:
    return {**data.START, "vp": 0, "vp_from": {}, "renown": 0, "influence": {c: 0 for c in data.COLOURS},
            "flyers": 0, "billboards": [True] * len(data.BILLBOARDS), "attracted": 0,
            "collected": {c: 0 for c in data.COLOURS}, "foundations": [], "start_foundation": None, "powers": []}


def setup(options: dict, seed: int) -> dict:
    """§3: bonus tiles, fans, piece stacks, cards, players, foundation tiles."""
    options = check_options(options)
    r = rng.seed_state(seed)
    adv = options["mode"] == "advanced"
    r, tiles = rng.shuffled(r, list(data.HEAD_POWERS) if adv else list(data.CONSTRUCTION_VP))
    r, fans = rng.shuffled(r, [c for c in data.COLOURS for _ in range(data.FANS_PER_COLOUR)])
    squares = {}
    for sq, spec in data.SQUARES.items():
        squares[sq], fans = sorted(fans[:spec["fans"]]), fans[spec["fans"]:]
    stacks, displays = {}, {}
    for part in data.PARTS:
        r, stack = rng.shuffled(r, [pid for pid in data.ALL_PIECES if data.piece(pid)["part"] == part])
        displays[part], stacks[part] = sorted(stack[:data.DISPLAY]), stack[data.DISPLAY:]
    r, cards = rng.shuffled(r, [d for d in data.DISTRICTS for _ in range(data.CARDS_PER_DISTRICT)])
    hands = [sorted(cards[:data.HAND_SIZE]), sorted(cards[data.HAND_SIZE:2 * data.HAND_SIZE])]
    cards = cards[2 * data.HAND_SIZE:]
    visible, pile = cards[:data.VISIBLE_CARDS], cards[data.VISIBLE_CARDS:]
    s = {
        "options": options, "rng": "", "round": 1, "turns": [0, 0], "active": 0, "phase": "play",
        "pile": pile, "visible": visible, "hands": hands, "columns": [[], []],
        "stacks": stacks, "displays": displays, "squares": squares, "box": sorted(fans),
        "billboard_on": {sq: None for sq in data.SQUARES}, "spaces": {},
        "kikai": {d: [[], []] for d in data.DISTRICTS},
        "bonus": dict(zip(data.DISTRICTS, tiles)), "bonus_taken": {d: None for d in data.DISTRICTS},
        "players": [_player(None), _player(None)], "media_victory": None, "turn": None, "events": [], "news": [],
    }
    for seat in turn.PLAYERS:
        r, found = rng.shuffled(r, list(data.DISTRICTS))
        p = s["players"][seat]
        p["start_foundation"] = found[0]
        p["foundations"] = sorted(found[1:], key=data.DISTRICTS.index)
        if adv:
            turn.gain(s, seat, data.FOUNDATION_BONUS[found[0]], "foundation")
    s["rng"] = rng.pack(r)
    turn.new_turn(s)
    s["events"] = []
    return s


# --- whose move, which moves ----------------------------------------------------------------------

def to_move(state: dict):
    return None if state["phase"] == "over" else state["active"]


def legal_moves(state: dict) -> list:
    s = state
    phase, seat = s["phase"], s["active"]
    if phase == "over":
        return []
    district = s["turn"]["district"]
    if phase == "play":
        return turn.play_moves(s, seat)
    if phase == "action":
        return turn.action_moves(s, seat, district)
    if phase == "deploy_more":
        return turn.deploy_moves(s, seat, district) + [{"type": "deploy_end"}]
    if phase == "attract_more":
        return turn.attract_moves(s, seat, district) + [{"type": "attract_end"}]
    if phase == "billboard":
        return turn.billboard_moves(s, seat)
    if phase == "extra":
        return [{"type": "extra_action"}, {"type": "no_extra"}]
    if phase == "draw":
        return turn.draw_moves(s)
    return turn.ladder_moves(s)


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is refused now (a sentence), or None if it is legal."""
    s = state
    if s["phase"] == "over":
        return said("kikai.illegal.over")
    if move in legal_moves(s):
        return None
    if not isinstance(move, dict) or move.get("type") not in MOVE_TYPES:
        return said("kikai.illegal.shape")
    kind = move["type"]
    if kind not in PHASE_MOVES[s["phase"]]:
        return said(f"kikai.illegal.phase.{s['phase']}")
    seat, district = s["active"], s["turn"]["district"]
    p = s["players"][seat]
    if kind == "play":
        cards = move.get("cards")
        if not isinstance(cards, list) or not 1 <= len(cards) <= 2 or any(c not in data.DISTRICTS for c in cards):
            return said("kikai.illegal.cards")
        if len(cards) == 2 and cards[0] != cards[1]:
            return said("kikai.illegal.pair")
        if any(s["hands"][seat].count(c) < cards.count(c) for c in cards):
            return said("kikai.illegal.not_in_hand")
        return said("kikai.illegal.district")
    if kind == "build":
        pid = move.get("component")
        if not isinstance(pid, str) or pid not in data.ALL_PIECES:
            return said("kikai.illegal.piece")
        pc = data.piece(pid)
        part = turn.next_part(s, seat, district)
        if part is None:
            return said("kikai.illegal.complete")
        if pc["part"] != part:
            return said("kikai.illegal.order", part=said(f"kikai.part.{part}"))
        if pid not in s["displays"][part]:
            return said("kikai.illegal.not_shown")
        if pc["cost"] > p["energy"]:
            return said("kikai.illegal.energy", n=pc["cost"])
        return said("kikai.illegal.ladders")
    if kind == "deploy":
        if p["flyers"] >= data.FLYERS:
            return said("kikai.illegal.no_flyers")
        if p["energy"] < turn.flyer_cost(s, seat):
            return said("kikai.illegal.energy", n=turn.flyer_cost(s, seat))
        sp = move.get("space")
        if isinstance(sp, str) and sp in s["spaces"]:
            return said("kikai.illegal.taken")
        return said("kikai.illegal.chain" if s["turn"]["chain"] else "kikai.illegal.start")
    if kind == "attract":
        if move.get("part") not in data.PARTS or not _named(move.get("square"), data.SQUARES):
            return said("kikai.illegal.shape")
        i = data.PARTS.index(move["part"])
        pieces = s["kikai"][district][seat]
        if i >= len(pieces):
            return said("kikai.illegal.no_piece")
        if pieces[i]["fan"] is not None:
            return said("kikai.illegal.has_fan")
        colour = data.piece(pieces[i]["piece"])["colour"]
        if colour not in s["squares"][move["square"]]:
            return said("kikai.illegal.no_fan", colour=said(f"kikai.colour.{colour}"))
        costs = town.route_costs(s["spaces"], seat, district, turn.passable(s))
        if move["square"] not in costs:
            return said("kikai.illegal.no_route")
        return said("kikai.illegal.pay", n=costs[move["square"]])
    if kind == "exhibit":
        extra = move.get("extra")
        if not isinstance(extra, list) or any(not _named(d, data.DISTRICTS) or d == district for d in extra) \
                or len(set(extra)) != len(extra):
            return said("kikai.illegal.shape")
        if any(not turn.fans_in(s, seat, d) for d in extra):
            return said("kikai.illegal.no_fans_there")
        return said("kikai.illegal.megaphones")
    if kind == "ladders":
        return said("kikai.illegal.ladder_count")
    return said("kikai.illegal.shape")


def _named(x, names) -> bool:
    return isinstance(x, str) and x in names


def play(state: dict, move) -> dict:
    reason = why_illegal(state, move)
    if reason is not None:
        raise IllegalMove(reason)
    s = _copy(state)
    s["events"] = []
    kind = move["type"]
    if kind == "play":
        turn.play_cards(s, move)
    elif kind == "build":
        turn.build(s, move)
    elif kind == "deploy":
        turn.deploy(s, move)
    elif kind == "attract":
        turn.attract(s, move)
    elif kind in ("deploy_end", "attract_end"):
        s["events"].append({"e": kind, "seat": s["active"]})
        turn.end_action(s)
    elif kind == "billboard":
        turn.billboard(s, move)
    elif kind == "exhibit":
        turn.exhibit(s, move)
    elif kind in ("extra_action", "no_extra"):
        turn.extra(s, move)
    elif kind == "draw":
        turn.draw(s, move)
    else:
        turn.ladders(s, move)
    stamp = turns_done(state)
    s["news"] = [e for e in state["news"] if e["at"] >= turns_done(s) - 1] + \
        [{**e, "at": stamp} for e in s["events"] if e["e"] in NEWS]
    return s


def turns_done(state: dict) -> int:
    """Turns taken since the start of the game, by both players."""
    return 2 * sum(data.ROUND_TURNS[: state["round"] - 1]) + sum(state["turns"])


# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"options": 1, "pile": 1, "visible": 1, "box": 1, "turns": 1, "hands": 2, "columns": 2,
          "stacks": 2, "displays": 2, "squares": 2, "billboard_on": 1, "spaces": 1, "bonus": 1,
          "bonus_taken": 1, "kikai": 4, "news": 1, "events": 0}


def _copy(state: dict) -> dict:
    """A copy ``play`` may change (see ``tabletop.state.copy``)."""
    s = state_copy(state, _LEVELS)
    return s


def describe_move(state: dict, move: dict) -> str:
    """The log line a legal ``move`` writes now: everything it set off, in order."""
    return log_line(play(state, move)["events"], move, state["active"])


def _unknown_after(state: dict, move: dict) -> str | None:
    """What ``move`` brings that its player cannot see coming: ``"drew"``, cards from the pile (a draw
    from it, the card refilling a face-up card taken, the power's extra card, Ladder draws);
    ``"revealed"``, a Build that turns up the next piece of its stack; or None. The round's end,
    which shuffles the played cards under the pile, shows nothing: the pile's order was hidden."""
    if turn.pile_cards_drawn(state, move):
        return "drew"
    if move["type"] == "build" and state["stacks"][data.piece(move["component"])["part"]]:
        return "revealed"
    return None


def chance(state: dict, move: dict):
    """Cards from the pile are a ``draw``, a piece turned up from its stack ``hidden``."""
    return {"drew": "draw", "revealed": "hidden", None: None}[_unknown_after(state, move)]


def undo_blocker(state: dict, move: dict):
    """A move may be undone unless it drew a card or turned up a piece."""
    reason = _unknown_after(state, move)
    if reason == "drew":
        return said("kikai.undo.drew")
    if reason == "revealed":
        return said("kikai.undo.revealed")
    return None


def move_details(state: dict, move: dict) -> dict:
    """What a legal move would change for the player now: Energy, VP, Renown, Influence, tokens, and
    what it pays the opponent (for the table's previews)."""
    seat = state["active"]
    after = play(state, move)
    p, q = state["players"][seat], after["players"][seat]
    out = {k: q[k] - p[k] for k in ("energy", "vp", "renown", "megaphones", "ladders")}
    out["influence"] = {c: q["influence"][c] - p["influence"][c] for c in data.COLOURS}
    out["paid"] = after["players"][1 - seat]["energy"] - state["players"][1 - seat]["energy"]
    out["ends_game"] = after["phase"] == "over"
    return out


# --- the end --------------------------------------------------------------------------------------

def points(state: dict, seat: int) -> int:
    """VP earned so far (the final score once the game is over)."""
    if state["phase"] == "over":
        return scoring.result(state)["scores"][seat]
    return state["players"][seat]["vp"]


def evaluate(state: dict, seat: int) -> int:
    """The score if the game ended now."""
    if state["media_victory"] is not None:  # the game is over: the VP earned (the result's scores)
        return state["players"][seat]["vp"]
    return scoring.total(state, seat)


def result(state: dict):
    return scoring.result(state) if state["phase"] == "over" else None


def progress(state: dict) -> dict:
    rounds = len(data.ROUND_TURNS)
    return {"round": state["round"], "rounds": rounds, "last": state["round"] == rounds, "unit": "round",
            "turn": min(state["turns"][state["active"]] + 1, data.ROUND_TURNS[state["round"] - 1]),
            "turns": data.ROUND_TURNS[state["round"] - 1]}


# --- what a seat may see --------------------------------------------------------------------------

def view(state: dict, seat) -> dict:
    """Everything on the table, both hands included [BOOTH]; not the pile's order, the piece stacks'
    order or the two fans in the box."""
    s = state
    seat = seat if seat in (0, 1) and not isinstance(seat, bool) else None
    players = []
    for i, p in enumerate(s["players"]):
        players.append({
            "seat": i, "colour": data.SEATS[i], "energy": p["energy"], "megaphones": p["megaphones"],
            "ladders": p["ladders"], "vp": p["vp"], "vp_from": dict(p["vp_from"]), "renown": p["renown"],
            "renown_value": data.renown_value(p["renown"]), "influence": dict(p["influence"]),
            "fan_values": {c: turn.fan_value(s, i, c) for c in data.COLOURS},
            "flyers": p["flyers"], "energy_index": p["flyers"],
            "exhibition_energy": data.EXHIBITION_ENERGY[p["flyers"]], "billboard_slots": list(p["billboards"]),
            "attracted": p["attracted"], "collected": dict(p["collected"]), "foundations": list(p["foundations"]),
            "start_foundation": p["start_foundation"], "powers": list(p["powers"]),
            "hand": sorted(s["hands"][i]), "column": list(s["columns"][i]), "turns": s["turns"][i],
            "score_now": evaluate(s, i),
        })
    t = s["turn"]
    return {
        "game": "kikai", "mode": s["options"]["mode"], "seat": seat, "to_move": to_move(s),
        "over": s["phase"] == "over", "phase": s["phase"], "active": s["active"], "round": s["round"],
        "turns": list(s["turns"]), "turns_per_round": data.ROUND_TURNS[s["round"] - 1],
        "multiplier": data.ROUND_MULTIPLIER[s["round"] - 1], "progress": progress(s), "options": dict(s["options"]),
        "players": players, "visible": list(s["visible"]), "pile_count": len(s["pile"]),
        "displays": {k: list(v) for k, v in s["displays"].items()},
        "stack_counts": {k: len(v) for k, v in s["stacks"].items()},
        "squares": {sq: {"fans": list(f), "billboard": s["billboard_on"][sq], "vp": data.SQUARES[sq]["vp"]}
                    for sq, f in s["squares"].items()},
        "spaces": dict(s["spaces"]),
        "kikai": {d: [[dict(x) for x in side] for side in sides] for d, sides in s["kikai"].items()},
        "bonus": dict(s["bonus"]), "bonus_taken": dict(s["bonus_taken"]), "box_count": len(s["box"]),
        "turn": None if t is None else {**t, "chain": list(t["chain"])},
        "media_victory": s["media_victory"], "news": [dict(e) for e in s["news"]],
        "district_actions": district_actions(s) if s["phase"] == "play" else None, "rules": RULES_DATA,
    }


# What the table announces, for the turn it happened in and the next one (the opponent sees it too).
NEWS = ("exhibit", "round_score", "round_income", "round_end", "media_victory", "construction", "power", "billboard")


def district_actions(state: dict) -> dict:
    """What a card would let the player to move do in each district, and what each action would bring
    (for the table, before a card is played): the pieces it could build, the first spaces of a
    Deploy, the fans that could come (square, colour, price), an Exhibition's Energy, Renown and fans."""
    s, seat = state, state["active"]
    out = {}
    for d in data.DISTRICTS:
        fans = turn.fans_in(s, seat, d)
        energy, renown = turn.exhibition_gain(s, seat, fans)
        out[d] = {
            "part": turn.next_part(s, seat, d),
            "build": sorted({m["component"] for m in turn.build_moves(s, seat, d)}),
            "deploy": len(turn.deploy_moves(s, seat, d)),
            "attract": [[part, sq, cost] for part, sq, cost in turn.attract_options(s, seat, d)],
            "exhibit": {"fans": len(fans), "energy": energy, "renown": renown},
        }
    return out


def _rules_data() -> dict:
    """The components a table draws (static): the town, the pieces, the tracks."""
    return {
        "districts": list(data.DISTRICTS), "colours": list(data.COLOURS),
        "streets": [list(x) for x in data.STREETS], "squares": {k: dict(v) for k, v in data.SQUARES.items()},
        "bonus_spaces": {k: dict(v) for k, v in data.BONUS_SPACES.items()},
        "pieces": {pid: {k: v for k, v in data.piece(pid).items() if k != "id"} for pid in data.ALL_PIECES},
        "exhibition_energy": list(data.EXHIBITION_ENERGY), "track_vp": list(data.TRACK_VP),
        "track_bonus": {str(k): v for k, v in data.TRACK_BONUS.items()},
        "renown_bonus": {str(k): v for k, v in data.RENOWN_BONUS.items()},
        "renown_value": [list(x) for x in data.RENOWN_VALUE], "billboards": [dict(b) for b in data.BILLBOARDS],
        "milestones": {str(k): v for k, v in data.INFLUENCE_MILESTONES.items()},
        "round_turns": list(data.ROUND_TURNS), "multipliers": list(data.ROUND_MULTIPLIER),
        "flyer_cost": data.FLYER_COST, "flyers": data.FLYERS, "influence_max": data.INFLUENCE_MAX,
        "verified": data.VERIFIED,
    }


RULES_DATA = _rules_data()


# --- bots: a world consistent with what a seat has seen ---------------------------------------------

def _unseen_cards(v: dict) -> list:
    counts = {d: data.CARDS_PER_DISTRICT for d in data.DISTRICTS}
    seen = [c for p in v["players"] for c in p["hand"] + p["column"]] + [c for c in v["visible"] if c]
    for c in seen:
        counts[c] -= 1
    return sorted(c for d, n in counts.items() for c in [d] * n)


def _unseen_pieces(v: dict) -> dict:
    shown = {pid for part in v["displays"].values() for pid in part}
    built = {x["piece"] for sides in v["kikai"].values() for side in sides for x in side}
    return {part: sorted(pid for pid in data.ALL_PIECES if data.piece(pid)["part"] == part
                         and pid not in shown and pid not in built) for part in data.PARTS}


def _unseen_fans(v: dict) -> list:
    counts = {c: data.FANS_PER_COLOUR for c in data.COLOURS}
    for sq in v["squares"].values():
        for c in sq["fans"]:
            counts[c] -= 1
    for sides in v["kikai"].values():
        for side in sides:
            for x in side:
                if x["fan"]:
                    counts[x["fan"]] -= 1
    for p in v["players"]:
        for c, n in p["collected"].items():
            counts[c] -= n
    return sorted(c for c, n in counts.items() for _ in range(n))


def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the pile and the piece stacks shuffled from what is not
    on the table; the box holds the fans that are nowhere else."""
    v = view_
    r = rng.seed_state(seed)
    r, pile = rng.shuffled(r, _unseen_cards(v))
    stacks = {}
    for part, pieces in _unseen_pieces(v).items():
        r, stacks[part] = rng.shuffled(r, pieces)
    players = []
    for p in v["players"]:
        players.append({
            "energy": p["energy"], "megaphones": p["megaphones"], "ladders": p["ladders"], "vp": p["vp"],
            "vp_from": dict(p["vp_from"]), "renown": p["renown"], "influence": dict(p["influence"]),
            "flyers": p["flyers"], "billboards": list(p["billboard_slots"]), "attracted": p["attracted"],
            "collected": dict(p["collected"]), "foundations": list(p["foundations"]),
            "start_foundation": p["start_foundation"], "powers": list(p["powers"]),
        })
    t = v["turn"]
    return {
        "options": dict(v["options"]), "rng": rng.pack(r), "round": v["round"], "turns": list(v["turns"]),
        "active": v["active"], "phase": v["phase"], "pile": pile, "visible": list(v["visible"]),
        "hands": [list(p["hand"]) for p in v["players"]], "columns": [list(p["column"]) for p in v["players"]],
        "stacks": stacks, "displays": {k: list(x) for k, x in v["displays"].items()},
        "squares": {sq: list(x["fans"]) for sq, x in v["squares"].items()}, "box": _unseen_fans(v),
        "billboard_on": {sq: x["billboard"] for sq, x in v["squares"].items()}, "spaces": dict(v["spaces"]),
        "kikai": {d: [[dict(x) for x in side] for side in sides] for d, sides in v["kikai"].items()},
        "bonus": dict(v["bonus"]), "bonus_taken": dict(v["bonus_taken"]), "players": players,
        "media_victory": v["media_victory"], "turn": None if t is None else {**t, "chain": list(t["chain"])},
        "events": [], "news": [dict(e) for e in v["news"]],
    }


def conserved(state: dict) -> bool:
    """Every card, piece and fan is in exactly one place; flyers and billboards match the board."""
    s = state
    cards = s["pile"] + [c for c in s["visible"] if c] + [c for h in s["hands"] for c in h] + \
        [c for col in s["columns"] for c in col]
    if sorted(cards) != sorted(d for d in data.DISTRICTS for _ in range(data.CARDS_PER_DISTRICT)):
        return False
    pieces = [pid for part in data.PARTS for pid in s["stacks"][part] + s["displays"][part]] + \
        [x["piece"] for sides in s["kikai"].values() for side in sides for x in side]
    if sorted(pieces) != sorted(data.ALL_PIECES):
        return False
    fans = s["box"] + [c for f in s["squares"].values() for c in f] + \
        [x["fan"] for sides in s["kikai"].values() for side in sides for x in side if x["fan"]] + \
        [c for p in s["players"] for c, n in p["collected"].items() for _ in range(n)]
    if sorted(fans) != sorted(c for c in data.COLOURS for _ in range(data.FANS_PER_COLOUR)):
        return False
    for seat, p in enumerate(s["players"]):
        if p["flyers"] != sum(1 for owner in s["spaces"].values() if owner == seat):
            return False
        if p["billboards"].count(False) != sum(1 for owner in s["billboard_on"].values() if owner == seat):
            return False
    return all(sp in town.SPACES for sp in s["spaces"])
