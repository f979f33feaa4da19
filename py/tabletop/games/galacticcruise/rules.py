"""Galactic Cruise's rules: the contract of ``shared/DESIGN.md`` over the turn of ``turn.py``.

Source: ``shared/rules/galacticcruise.md`` (the flow from the BGA help text in ``shared/seeds/``, numbers
from the fan app transcribing the manual; decisions D1-D12; every face is a [reconstruction] in
``data.py``). The solo automa is out of scope (S2).

A turn is a series of decisions, one at a time (``legal_moves`` lists the current one's choices; §7 of
the rules file):

- ``{"t": "pregame", "row": "food", "link": 2, "blueprint": 0}`` before the first turn, in reverse order;
- ``{"t": "funding", "option": "money2", "goods": {}}`` (a resource option names its goods);
- ``{"t": "advance", "ship": 0}``; ``{"t": "upgrade", "pick": "O1" | null}``;
  ``{"t": "score", "guests": {"orange": 1}}``; ``{"t": "bonus", "colour": "teal"}`` (upgrade P3);
- ``{"t": "place", "worker": "worker" | "expert", "building": 3}``, ``{"t": "launch", "ship": 0}``,
  ``{"t": "meeting"}``;
- ``{"t": "act", "action": "buy", "building": 4}`` (access paid as it is chosen), ``{"t": "stop"}``;
  ``{"t": "text", "card": 12 | null}`` (an agenda text in its window);
- the actions' own choices: ``buy`` (goods, ads), ``silo`` (goods), ``refill`` (card, good), ``ship`` (pair),
  ``blueprint`` (slot, ship), ``build`` (blueprint, ship), ``schedule`` (slot, token), ``advertise`` (slot),
  ``guest`` (section and colour, or supply), ``develop`` (row, goods paid), ``place_dev`` (link or tech),
  ``hire`` (expert), ``draw`` (slot or "discard"), ``done``;
- a launch's ``pilot`` (kind), ``board`` (presold colour, queue section and colour, or supply colour),
  ``board_done``;
- ``gain`` (goods of the player's choice), ``discard`` (a card, down to 5);
- any time in the turn, where offered: ``rep_spend``, ``agenda_good``, ``collaboration``, ``strategic``,
  ``activate``.

Decisions of this engine beyond the rules file ([interpretation]):

- Ships advance one at a time by the player's choice, even a single one (an anytime move may come first).
- Taking goods from the silo takes as many as the limit, storage and silo allow (a smaller take is never
  better and would multiply the choices).
- Guests of one colour in one queue section, or presold on one cruise, are one choice.
- Anytime moves are offered while advancing, at the main choice, between actions, while boarding and
  before scoring a destination; agenda goods may pass storage until the clean-up (D7).
- The game also ends after ``max_rounds`` rounds (100) with the final scoring (D11: play that never
  launches would not end).
"""

import sys

from ... import engine, rng
from ...engine import IllegalMove
from ...state import copy as state_copy
from . import MODES, NAME  # noqa: F401  (the contract's names)
from . import data, turn
from . import progress as track
from .goods import DECISIONS
from .text import log_line, said, illegal_reason

HIDDEN_KEYS = ("hands", "agenda_deck", "blueprint_deck", "cockpit_deck", "engine_deck", "cruise_deck",
               "spare_techs", "bag")
CONFORMANCE_GAMES = 3  # one a player count: a random game is ~1,000-1,500 moves (its own tests cut games short)

OPTIONS = {"mode": {"default": "standard"}, "players": {"default": 3},
           "setup": {"choices": ("standard", "intro"), "default": "standard"},
           "npc_2p": {"kind": bool, "default": True},
           "agenda_texts": {"kind": bool, "default": True},
           "section_size": {"kind": int, "low": 2, "high": 12, "null": True, "default": None},
           "max_rounds": {"kind": int, "low": 1, "high": data.MAX_ROUNDS, "default": data.MAX_ROUNDS},
           "data": {"choices": (data.DATA_ID,), "default": data.DATA_ID}}


def check_options(options) -> dict:
    return engine.check_options(sys.modules[__name__], options)


def setup(options: dict, seed: int) -> dict:
    options = check_options(options)
    s = turn.setup_state(options, seed)
    turn.proceed(s)
    s["events"] = []
    s["chance"] = None
    return s


def to_move(state: dict):
    return None if state["stage"] == "over" else state["active"]


def legal_moves(state: dict) -> list:
    return turn.legal(state)


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is refused now (a sentence), or None if it is legal (moves compare as JSON data)."""
    if state["stage"] == "over":
        return said("galacticcruise.illegal.over")
    legal = legal_moves(state)
    if _canonical(move, legal) is not None:
        return None
    return illegal_reason(state, move, legal)


def play(state: dict, move) -> dict:
    ahead = _AHEAD.pop("next", None)
    if ahead is not None and ahead[0] is state and ahead[1] == state["moves"] and engine.same(ahead[2], move):
        return ahead[3]  # played a moment ago by ``chance`` (the engine asks it first), never seen since
    legal = [] if state["stage"] == "over" else legal_moves(state)
    found = _canonical(move, legal)
    if found is None:
        raise IllegalMove(why_illegal(state, move))
    s = _copy(state)
    turn.apply(s, found)
    return s


_AHEAD: dict = {}  # the position ``chance`` last played: (state, its move count, move, after)


def _canonical(move, legal):
    """The legal move equal to ``move``, types included (``True`` is not ``1``), or None; the game's own
    copy, never the caller's."""
    return next((m for m in legal if m == move and engine.same(move, m)), None)


# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"options": 0, "layout": 0, "events": 0, "final": 0, "expert_tile": 0, "guest_bonus": 0,
           **{k: 1 for k in ("agenda_deck", "blueprint_deck", "cockpit_deck", "engine_deck", "cruise_deck",
                             "cruise_discard", "spare_techs", "revealed_techs", "bag", "agenda_display",
                             "agenda_discard", "blueprint_display", "progress", "overflow", "goals", "goal_level",
                             "silo", "locations", "pending", "agm")},
           **{k: 2 for k in ("hands", "queue", "network", "ship_display", "destination_tokens", "tech", "turn")},
           "cruises": 3, "players": 0}  # players: _player


def _copy(state: dict) -> dict:
    s = state_copy(state, _LEVELS)
    s["players"] = [_player(p) for p in state["players"]]
    return s


def _player(p: dict) -> dict:
    """A player's copy: its flat entries one level down, its tower two, its ships all the way."""
    q = {k: (v.copy() if type(v) in (dict, list) else v) for k, v in p.items()}
    q["tower"] = [c.copy() for c in p["tower"]]
    q["ships"] = state_copy(p["ships"])
    return q


def describe_move(state: dict, move: dict):
    return log_line(play(state, move)["events"])


def chance(state: dict, move: dict):
    """``draw`` when the move deals from a hidden stack (a display refilled, a cruise or agenda card dealt,
    a guest drawn from the supply, a spare technology revealed); whether it does is public (the stacks'
    sizes), what it deals is not."""
    try:
        after = play(state, move)
    except IllegalMove:
        return None
    _AHEAD["next"] = (state, state["moves"], move, after)
    return after["chance"]


def undo_blocker(state: dict, move: dict, after=None):
    met = (after or play(state, move))["chance"]
    return None if met is None else said("galacticcruise.undo.draw")


# --- the end --------------------------------------------------------------------------------------

def points(state: dict, seat: int) -> int:
    return state["players"][seat]["vp"]


def evaluate(state: dict, seat: int) -> int:
    """The score if the game ended now (AGM C and the final scoring added)."""
    if state["stage"] == "over":
        return points(state, seat)
    return points(state, seat) + sum(track.final_items(state, seat).values())


SOURCES = ("start", "progress", "cockpit_launch", "destinations", "reputation_over", "reputation_lost",
           "final_progress_c", "final_supplies", "final_reputation", "final_developments", "final_segments",
           "final_cockpits")


def result(state: dict):
    s = state
    if s["stage"] != "over":
        return None
    n = len(s["players"])
    scores = [p["vp"] for p in s["players"]]
    order = track.ranking(s)
    winner = order[0]
    breakdown = []
    for i, p in enumerate(s["players"]):
        items = [{"what": said(f"galacticcruise.item.{src}"), "source": src, "points": p["vp_from"][src]}
                 for src in SOURCES if p["vp_from"].get(src)]
        breakdown.append({"seat": i, "total": p["vp"], "items": items})
    tie = track.tiebreak_reason(s, order[0], order[1]) if n > 1 else None
    return {"scores": scores, "winners": [winner], "winner": winner, "ranking": order, "tiebreak": tie,
            "reason": s["ended"], "breakdown": breakdown,
            "ended": said(f"galacticcruise.ended.{s['ended']}"),
            "final": [dict(x) for x in s["final"]], "agm": [list(x) for x in s["agm"]]}


def progress_of(state: dict) -> dict:
    s = state
    filled = sum(1 for x in s["progress"] if x is not None)
    return {"round": s["round"], "rounds": None, "unit": "round", "cubes": filled, "spaces": len(s["progress"]),
            "stage": s["end_stage"], "last": s["end_stage"] in ("finish_round", "extra_turn", "final_advance")}



# --- what a seat may see ----------------------------------------------------------------------------------

PUBLIC = ("stage", "round", "active", "end_stage", "layout", "tech", "revealed_techs", "expert_tile", "goals",
          "goal_level", "network", "locations", "silo", "blueprint_display", "ship_display", "guest_bonus",
          "cruises", "cruise_discard", "queue", "agenda_display", "agenda_discard", "overflow",
          "sections_scored", "agm", "final", "destination_tokens", "moves")


def view(state: dict, seat, foresight: bool = True) -> dict:
    """Everything on the table; a seat's own agenda hand (others' as counts); never the order of a stack,
    the spare technologies or which guest the supply gives next (its colours are counted). For the seat
    to move (``foresight``): ``choices``, each legal move with what it changes for the seat at once
    (money, ads, goods, reputation, VP) and whether it deals from a hidden stack, and ``refusals``, why
    each launch, building and action that is not offered is refused."""
    s = state
    n = len(s["players"])
    seat = seat if type(seat) is int and 0 <= seat < n else None
    v = {k: _plain(s[k]) for k in PUBLIC}
    v.update({
        "game": "galacticcruise", "seat": seat, "to_move": to_move(s), "over": s["stage"] == "over",
        "options": dict(s["options"]), "players": _plain(s["players"]), "pending": _plain(s["pending"]),
        "turn": _plain(s["turn"]), "hand": sorted(s["hands"][seat]) if seat is not None else [],
        "hand_counts": [len(h) for h in s["hands"]], "ended": s.get("ended"),
        "stacks": {k: len(s[k]) for k in ("agenda_deck", "blueprint_deck", "cockpit_deck", "engine_deck",
                                          "cruise_deck", "spare_techs")},
        "bag": {c: sum(1 for g in s["bag"] if data.guest_colour(g) == c) for c in data.COLOURS},
        "track": list(s["progress"]), "track_size": track.size(s), "progress": progress_of(s),
    })
    mine = foresight and seat is not None and to_move(s) == seat
    v["choices"], v["refusals"] = _plain(_foreseen(s, seat)) if mine else ([], [])
    return v


_FORESEEN: list = []  # the last few (state, seat, (choices, refusals)): a view is asked for often


def _foreseen(s: dict, seat: int) -> tuple:
    """``_choices`` and ``_refusals`` of the seat to move, kept for the last few states asked about (a
    state is never changed in place: the contract; the entry holds the state, so its identity stays)."""
    for state, who, found in _FORESEEN:
        if state is s and who == seat:
            return found
    found = (_choices(s, seat), _refusals(s, seat))
    _FORESEEN.insert(0, (s, seat, found))
    del _FORESEEN[4:]
    return found


CHANGES = ("money", "ads", "rep", "vp")


def _choices(s: dict, seat: int) -> list:
    """Each legal move with what it changes for the seat at once (none of it depends on a hidden card:
    the conformance kit checks the view is the same in every world the seat cannot tell apart)."""
    out = []
    p = s["players"][seat]
    for m in legal_moves(s):
        x = _copy(s)
        turn.apply(x, m)
        q = x["players"][seat]
        delta = {k: q[k] - p[k] for k in CHANGES if q[k] != p[k]}
        delta.update({g: q["goods"][g] - p["goods"][g] for g in data.GOODS if q["goods"][g] != p["goods"][g]})
        out.append({"move": m, "delta": delta, "draws": x["chance"] is not None})
    return out


def _refusals(s: dict, seat: int) -> list:
    """Why what is not offered now is refused: each launch and building at the main choice, each action
    of each building between actions (a sentence each)."""
    from . import actions, campus, voyage
    from .text import said as say
    d = s["pending"][0]["k"] if s["pending"] else None
    p = s["players"][seat]
    out = []
    if d == "main":
        for k in range(len(p["ships"])):
            why = voyage.launch_blocker(s, seat, k)
            if why:
                out.append({"ship": k, "why": say(f"galacticcruise.illegal.launch.{why}")})
        if p["break"]["worker"] or p["break"]["expert"]:
            for b in range(data.BUILDINGS):
                if not campus.can_place(s, seat, b):
                    occ = s["locations"][b]
                    key = "occupied_own" if occ["o"] == seat else "neutral_stuck" if occ["o"] == "n" else "unbumpable"
                    out.append({"building": b, "why": say(f"galacticcruise.illegal.{key}")})
    elif d == "actions":
        offered = {(m["building"], m["action"]) for m in legal_moves(s) if m["t"] == "act"}
        reach = dict(campus.reachable(s, seat))
        for b in range(data.BUILDINGS):
            for a in s["layout"][b]:
                if (b, a) in offered:
                    continue
                if b not in reach:
                    why = say("galacticcruise.illegal.not_reachable")
                elif not actions.feasible(s, seat, a):
                    why = say("galacticcruise.illegal.cannot", action=say(f"galacticcruise.action.{a}"),
                              why=say(f"galacticcruise.why.{a}"))
                else:
                    why = say("galacticcruise.illegal.access", money=campus.access_total(s, seat, reach[b]))
                out.append({"building": b, "action": a, "why": why})
    return out


def _plain(x):
    import json
    return json.loads(json.dumps(x))


def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the unseen agenda cards dealt to the other hands and the
    deck, each stack shuffled from what is nowhere on the table, the supply's guests by their colours."""
    v = view_
    r = rng.seed_state(seed)
    s = {k: _plain(v[k]) for k in PUBLIC}
    s.update({"options": dict(v["options"]), "players": _plain(v["players"]), "pending": _plain(v["pending"]),
              "progress": list(v["track"]),
              "turn": _plain(v["turn"]), "events": [], "chance": None})
    if v["ended"] is not None:
        s["ended"] = v["ended"]
    n = len(v["players"])
    seat = v["seat"]
    seen = set(v["hand"]) | {c for c in v["agenda_display"] if c is not None} | set(v["agenda_discard"])
    r, unseen = rng.shuffled(r, [c for c in range(len(data.AGENDA)) if c not in seen])
    hands = []
    for i in range(n):
        if i == seat:
            hands.append(list(v["hand"]))
        else:
            k = v["hand_counts"][i]
            hands.append(sorted(unseen[:k]))
            unseen = unseen[k:]
    s["hands"] = hands
    s["agenda_deck"] = unseen
    held = {b for p in v["players"] for b in p["blueprints"]} | \
        {b for p in v["players"] for sh in p["ships"] for b in sh["segments"]} | \
        {b for b in v["blueprint_display"] if b is not None}
    r, s["blueprint_deck"] = rng.shuffled(r, [b for b in data.BLUEPRINTS if b not in held])
    ships = [sh for p in v["players"] for sh in p["ships"]]
    shown = {x for pair in v["ship_display"] for x in pair if x is not None}
    r, s["cockpit_deck"] = rng.shuffled(r, [k for k in data.COCKPITS if k != data.START_COCKPIT and k not in shown
                                            and k not in {sh["cockpit"] for sh in ships}])
    r, s["engine_deck"] = rng.shuffled(r, [e for e in data.ENGINE_BONUS if e != data.START_ENGINE and e not in shown
                                           and e not in {sh["engine"] for sh in ships}])
    used = {c["tile"] for c in v["cruises"] if c is not None} | {sh["cruise"] for sh in ships if sh["cruise"]} | \
        set(v["cruise_discard"])
    r, s["cruise_deck"] = rng.shuffled(r, [c for c in data.CRUISES if c not in used])
    r, s["spare_techs"] = rng.shuffled(r, [x for x in data.TECHS if x not in v["tech"] and x not in v["revealed_techs"]])
    placed = {g for sec in v["queue"] for g in sec} | {g for c in v["cruises"] if c is not None for g in c["guests"]} | \
        {g for sh in ships for g in sh["guests"]} | {g for d in v["pending"] for g in d.get("boarded", [])}
    s["bag"] = [g for g in data.GUESTS if g not in placed]
    s["rng"] = rng.pack(r)
    return s


# --- what the rules can hold -----------------------------------------------------------------------------------

def _once(items, universe) -> bool:
    return sorted(items, key=str) == sorted(universe, key=str)


def conserved(state: dict) -> bool:
    """Every agenda card, blueprint, cockpit, engine, cruise, technology and guest in exactly one place."""
    s = state
    n = len(s["players"])
    cards = s["agenda_deck"] + [c for c in s["agenda_display"] if c is not None] + s["agenda_discard"] + \
        [c for h in s["hands"] for c in h]
    if not _once(cards, range(len(data.AGENDA))):
        return False
    ships = [sh for p in s["players"] for sh in p["ships"]]
    bps = s["blueprint_deck"] + [b for b in s["blueprint_display"] if b is not None] + \
        [b for p in s["players"] for b in p["blueprints"]] + [b for sh in ships for b in sh["segments"]]
    if not _once(bps, data.BLUEPRINTS):
        return False
    cockpits = s["cockpit_deck"] + [x[0] for x in s["ship_display"] if x[0]] + \
        [sh["cockpit"] for sh in ships if sh["cockpit"] != data.START_COCKPIT]
    engines = s["engine_deck"] + [x[1] for x in s["ship_display"] if x[1]] + \
        [sh["engine"] for sh in ships if sh["engine"] != data.START_ENGINE]
    if not _once(cockpits, [k for k in data.COCKPITS if k != data.START_COCKPIT]) or \
            not _once(engines, [e for e in data.ENGINE_BONUS if e != data.START_ENGINE]):
        return False
    if sum(1 for sh in ships if sh["cockpit"] == data.START_COCKPIT) != n:
        return False
    tiles = s["cruise_deck"] + s["cruise_discard"] + [c["tile"] for c in s["cruises"] if c is not None] + \
        [sh["cruise"] for sh in ships if sh["cruise"]]
    if not _once(tiles, data.CRUISES):
        return False
    if not _once(list(s["tech"]) + s["spare_techs"] + s["revealed_techs"], data.TECHS):
        return False
    presold = [g for c in s["cruises"] if c is not None for g in c["guests"]]
    boarding = [g for d in s["pending"] for g in d.get("boarded", []) if g not in presold]
    guests = s["bag"] + [g for sec in s["queue"] for g in sec] + presold + [g for sh in ships for g in sh["guests"]] + \
        boarding + [g for g in (s["turn"] or {}).get("boarded", []) if g not in presold]
    return _once(guests, data.GUESTS)


def check_state(state: dict):
    """What ``conserved`` cannot see: decisions that exist, points that add up, tracks within bounds."""
    s = state
    if s["stage"] not in ("pregame", "play", "over"):
        return said("galacticcruise.state.stage")
    for d in s["pending"]:
        if not isinstance(d, dict) or d.get("k") not in DECISIONS and d.get("k") not in turn.AUTO:
            return said("galacticcruise.state.pending")
    for p in s["players"]:
        if sum(p["vp_from"].values()) != p["vp"] or not 0 <= p["rep"] <= data.REPUTATION_MAX:
            return said("galacticcruise.state.points")
        if any(not 0 <= x <= 3 for x in p["rows"].values()):
            return said("galacticcruise.state.points")
    if len(s["queue"]) != 3 or any(len(sec) > data.QUEUE_SECTION for sec in s["queue"]):
        return said("galacticcruise.state.queue")
    return None


def progress(state: dict) -> dict:
    return progress_of(state)


RULES_DATA = None
