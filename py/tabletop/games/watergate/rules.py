"""Watergate's rules: the Editor (seat 0) and Nixon (seat 1) pull tokens along the research track
with their cards; evidence won is pinned on the evidence board; Nixon wins with five momentum
tokens (or an empty supply), the Editor by connecting two informants to Nixon.

Source: ``shared/rules/watergate.md`` (the BGA help text in ``shared/seeds/`` and the rulebook;
decisions D1-D18; cards, board, bag and the Editor's momentum card are [reconstruction] in
``data.py``). ``flow.py`` runs the round, ``actions.py`` the cards' actions, ``track.py`` the track
and the pins, ``board.py`` the evidence board. Every function here is pure: ``play`` returns a new
state.

Moves (every one is in ``legal_moves``):

- ``{"t": "value", "card": "E05", "target": {"k": "initiative"}}``: a card for its value; targets
  ``{"k": "initiative"}``, ``{"k": "momentum"}``, ``{"k": "token", "id": "t7"}``, the Editor's
  ``{"k": "ask", "colour": "yellow"}``, or ``{"k": "none"}`` when nothing can move (D16).
- ``{"t": "action", "card": "N11"}``: a card for its action.
- ``{"t": "react", "card": "E03"}`` / ``{"t": "pass"}``: a reaction window (D8, D13).
- ``{"t": "choose", "option": ...}``: a choice an action asks for (a token, a space, a picture…).
- ``{"t": "pin", "token": "t7", "space": "b3"}``: a pin of the evaluation (D6).

Decisions of this engine beyond the rules file ([interpretation]):

- A choice with one answer is made at once and written in the log, except Nixon's answer to the
  Editor's ask: he is asked even with one matching token, so the Editor never learns how many
  matched.
- Howard Hunt's drawn card goes to Nixon's hand and he must play it at once (D3); "first turn" for
  A brilliant mood counts Hunt's card as part of the turn it was drawn in.
- ``reaction_prompt`` = ``always`` opens a window whenever a reaction *could* be in the hand as far as
  the other player knows: its card is not in the discard pile or out of the game, the hand is not
  empty and A brilliant mood does not bar it.
- Chance (``chance``, issue 30) is found by the rules' own steps: the move runs on a copy, in
  foresight, up to the first step that draws, turns up a face-down token or asks Nixon, or that would
  read what its player cannot see (``foresee``). So an Editor's move meets chance when what follows
  hangs on the colours of Nixon's face-down tokens (Subpoena for the tapes with one on the track, his
  pins in the evaluation unless he has a choice whatever they are), and with ``holding_only`` a play
  that may open a window does (the window says whether the hand holds the reaction).
"""

from ... import rng
from ...engine import IllegalMove
from . import board, data, flow, track
from .data import EDITOR, NIXON
from .text import log_line, said
from . import MODES, NAME  # noqa: F401  (the contract's names)
from ...state import copy as state_copy
import sys
from ... import engine

HIDDEN_KEYS = ("hands", "decks", "bag", "tokens", "held")
CONFORMANCE_GAMES = 60  # a random game is about 130 moves in 9 rounds

# --- options and setup -----------------------------------------------------------------------------

OPTIONS = {"mode": {"default": "standard"}, "players": {"default": 2},
           "bag": {"choices": tuple(data.BAGS), "default": "reconstructed30"},
           "reaction_prompt": {"choices": ("always", "holding_only"), "default": "always"},
           "max_rounds": {"kind": int, "low": 1, "high": 200, "null": True, "default": None,
                          "say": "watergate.options.max_rounds"},
           "editor_momentum": {"choices": tuple(data.EDITOR_MOMENTUM), "default": "reconstructed4"}}
DEFAULTS = {k: o["default"] for k, o in OPTIONS.items()}


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def bag_mix(options: dict) -> list:
    return sorted(k for k, n in data.BAGS[options["bag"]].items() for _ in range(n))


def setup(options: dict, seed: int) -> dict:
    """§3: both decks shuffled, the Editor with the initiative, the tokens on 0, round 1 dealt."""
    options = check_options(options)
    r = rng.seed_state(seed)
    r, editor = rng.shuffled(r, data.DECKS[EDITOR])
    r, nixon = rng.shuffled(r, data.DECKS[NIXON])
    s = {
        "options": options, "rng": rng.pack(r), "round": 0, "phase": "cards",
        "initiative": EDITOR, "first": EDITOR, "turn": EDITOR, "turns": [0, 0], "playing": False,
        "track": {"initiative": 0, "momentum": 0}, "tokens": {}, "held": {}, "next_id": 1,
        "board": {}, "pictures": {w: "supply" for w in data.INFORMANTS}, "bag": bag_mix(options),
        "momentum": {"supply": data.MOMENTUM_TOKENS - 1, "editor": 0, "nixon": 0, "removed": 0},
        "decks": [editor, nixon], "hands": [[], []], "discards": [[], []], "removed": [[], []],
        "gained": [], "restrictions": [], "steps": [], "decision": None, "chain": [],
        "winner": None, "reason": None, "connected": [], "events": [],
    }
    flow.start_round(s)
    flow.run(s)
    s["events"] = []
    return s


# --- whose move, which moves ----------------------------------------------------------------------

def to_move(state: dict):
    if state["phase"] == "over":
        return None
    if state["decision"] is not None:
        return state["decision"]["seat"]
    return state["turn"]


def legal_moves(state: dict) -> list:
    s = state
    if s["phase"] == "over":
        return []
    if s["decision"] is not None:
        return flow.decision_moves(s)
    seat = s["turn"]
    return [m for card in sorted(s["hands"][seat]) for m in flow.plays_of(s, seat, card)]


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is refused now (a sentence), or None if it is legal."""
    s = state
    if s["phase"] == "over":
        return said("watergate.illegal.over")
    legal = legal_moves(s)
    if move in legal:
        return None
    if not isinstance(move, dict) or move.get("t") not in ("value", "action", "react", "pass", "choose", "pin"):
        return said("watergate.illegal.shape")
    kind = s["decision"]["kind"] if s["decision"] else None
    t = move["t"]
    if kind == "react" and t not in ("react", "pass"):
        return said("watergate.illegal.react")
    if kind == "pin" and t != "pin":
        return said("watergate.illegal.pin")
    if kind not in (None, "react", "pin", "hunt") and t != "choose":
        return said("watergate.illegal.choose")
    if t in ("value", "action", "react"):
        card = move.get("card")
        seat = to_move(s)
        if not isinstance(card, str) or card not in data.CARDS:
            return said("watergate.illegal.card")
        if card not in s["hands"][seat]:
            return said("watergate.illegal.not_in_hand")
        if kind == "hunt" and card != s["decision"]["card"]:
            return said("watergate.illegal.hunt")
        if t == "action":
            return said("watergate.illegal.action")
        if t == "react":
            return said("watergate.illegal.reaction")
        return said("watergate.illegal.target")
    if t == "pass":
        return said("watergate.illegal.react" if kind is None else "watergate.illegal.choose")
    return said("watergate.illegal.option")


def play(state: dict, move) -> dict:
    reason = why_illegal(state, move)
    if reason is not None:
        raise IllegalMove(reason)
    s = _copy(state)
    s["events"] = []
    _run_move(s, move)
    return s


def _run_move(s: dict, move) -> None:
    """``move`` and every step it sets off, on ``s`` (a copy): an answer to the pending decision, or a
    turn's card."""
    if s["decision"] is not None:
        flow.answer(s, move)
    else:
        flow.play_card(s, move)


# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"track": 1, "pictures": 1, "momentum": 1, "options": 1, "tokens": 2, "held": 2, "board": 2,
          "decks": 2, "hands": 2, "discards": 2, "removed": 2, "bag": 1, "gained": 1, "restrictions": 1,
          "connected": 1, "turns": 1, "steps": 2, "chain": 2, "decision": 1, "events": 0}


def _copy(state: dict) -> dict:
    """A copy ``play`` may change (see ``tabletop.state.copy``)."""
    s = state_copy(state, _LEVELS)
    return s


def describe_move(state: dict, move: dict) -> str:
    """The log line a legal ``move`` writes now: everything it set off, in order."""
    return log_line(play(state, move)["events"])


def chance(state: dict, move: dict):
    """Whether ``move`` meets chance: ``draw`` if it (or a step it sets off, up to the next choice:
    an action, the evaluation, the next round's hands and tokens) draws from the bag or a deck;
    ``hidden`` if it asks Nixon for a colour, turns up a face-down token, or hangs on what its player
    cannot see (the colours of Nixon's face-down tokens for the Editor, the other hand's reactions
    when windows open for holders only); else None (see ``foresee``)."""
    met = foresee(state, move)
    return met.kind if met else None


def foresee(state: dict, move: dict):
    """The first step of a legal ``move`` that meets chance (a ``track.Chance``), or None.

    The move's steps run on a copy in foresight (``s["foresee"]`` is the seat that plays it): every
    step that would draw or show a secret calls ``track.meet`` first, and every rule that would read
    what that seat cannot see goes through ``track.kind_of`` or ``track.hand_read``, so the foresight
    stops before it touches anything hidden, and says the same in every world the seat cannot tell
    apart. Steps it runs are certain; the state it made is thrown away."""
    seat = to_move(state)
    if seat is None:
        return None
    s = _copy(state)
    s["events"] = []
    s["foresee"] = seat
    try:
        _run_move(s, move)
    except track.Chance as met:
        return met
    return None


UNDO_BLOCKED = {"asked": "watergate.undo.asked", "drew": "watergate.undo.drew", "revealed": "watergate.undo.revealed"}


def undo_blocker(state: dict, move: dict):
    """A move may be undone unless it meets chance (``foresee``): it asked Nixon for a colour (his
    answer is information), drew from the bag or a deck, or showed a face-down token."""
    met = foresee(state, move)
    return None if met is None else said(UNDO_BLOCKED[met.why])


# --- the end --------------------------------------------------------------------------------------

def scores(state: dict) -> list:
    w = state["winner"]
    return [1 if w == seat else 0 for seat in (EDITOR, NIXON)]


def points(state: dict, seat: int) -> int:
    return scores(state)[seat]


def evaluate(state: dict, seat: int) -> int:
    return scores(state)[seat]


def result(state: dict):
    """Who won and how; the breakdown gives the winner's point and the board's facts for both."""
    if state["phase"] != "over":
        return None
    s, w = state, state["winner"]
    m = s["momentum"]
    up = [x for x in data.INFORMANTS if s["pictures"][x] == "up"]
    down = [x for x in data.INFORMANTS if s["pictures"][x] == "down"]
    editor_items = []
    nixon_items = []
    if w == EDITOR:
        editor_items.append({"what": said("watergate.item.connected", a=said(f"watergate.informant.{s['connected'][0]}"),
                                          b=said(f"watergate.informant.{s['connected'][1]}")), "points": 1})
    elif w == NIXON:
        nixon_items.append({"what": said(f"watergate.item.{s['reason']}", n=m["nixon"]), "points": 1})
    editor_items += [
        {"what": said("watergate.item.informants_up", n=len(up)), "points": 0},
        {"what": said("watergate.item.editor_momentum", n=m["editor"]), "points": 0},
    ]
    if s["reason"] != "five_momentum":
        nixon_items.append({"what": said("watergate.item.nixon_momentum", n=m["nixon"]), "points": 0})
    nixon_items.append({"what": said("watergate.item.informants_down", n=len(down)), "points": 0})
    breakdown = [{"seat": EDITOR, "items": editor_items, "total": scores(s)[EDITOR]},
                 {"seat": NIXON, "items": nixon_items, "total": scores(s)[NIXON]}]
    winners = [w] if w is not None else [EDITOR, NIXON]
    return {"scores": scores(s), "winners": winners, "winner": None if w is None else data.SIDES[w],
            "reason": s["reason"], "breakdown": breakdown, "connected": list(s["connected"]),
            "rounds": s["round"], "momentum": dict(m),
            "ended": said(f"watergate.ended.{s['reason']}", round=s["round"],
                          a=said(f"watergate.informant.{s['connected'][0]}") if s["connected"] else "",
                          b=said(f"watergate.informant.{s['connected'][1]}") if s["connected"] else "")}


def progress(state: dict) -> dict:
    """The round being played; rounds are unbounded (D10) unless the lobby set a limit."""
    limit = state["options"]["max_rounds"]
    return {"round": state["round"], "rounds": limit, "last": limit is not None and state["round"] >= limit,
            "unit": "round"}


# --- what a seat may see --------------------------------------------------------------------------

def _sees_down(seat) -> bool:
    """Face-down tokens on the track (and held for a pin) are Nixon's secret [RB p.4][SEED]."""
    return seat == NIXON


def _decision_view(s: dict, seat):
    d = s["decision"]
    if d is None:
        return None
    out = {k: v for k, v in d.items() if k != "card" or seat == d["seat"]}
    out["step"] = dict(d["step"])
    return out


def view(state: dict, seat) -> dict:
    """What ``seat`` may see (``None`` = a spectator): the whole table but the hands, the decks'
    order, the bag's order and, for everyone but Nixon, the colours of face-down tokens on the track."""
    s = state
    mine = seat in (EDITOR, NIXON) and not isinstance(seat, bool)
    seat = seat if mine else None
    down = _sees_down(seat)

    def tok(t: dict, extra: dict) -> dict:
        shown = t["face"] == "up" or down
        return {**extra, "face": t["face"], "kind": t["kind"] if shown else None}

    return {
        "game": "watergate", "mode": s["options"]["mode"], "seat": seat, "to_move": to_move(s),
        "over": s["phase"] == "over", "phase": s["phase"], "round": s["round"], "progress": progress(s),
        "options": dict(s["options"]), "roles": list(data.SIDES),
        "players": [{"seat": p, "side": data.SIDES[p], "hand_size": len(s["hands"][p]),
                     "deck_size": len(s["decks"][p])} for p in (EDITOR, NIXON)],
        "initiative": s["initiative"], "first": s["first"], "turn": s["turn"], "turns": list(s["turns"]),
        "playing": s["playing"],
        "track": dict(s["track"]),
        "tokens": {tid: tok(t, {"pos": t["pos"]}) for tid, t in s["tokens"].items()},
        "held": {tid: tok(t, {}) for tid, t in s["held"].items()},
        "next_id": s["next_id"],
        "board": {sp: dict(c) for sp, c in s["board"].items()},
        "pictures": dict(s["pictures"]),
        "bag_count": len(s["bag"]),
        "momentum": dict(s["momentum"]),
        "hand": sorted(s["hands"][seat]) if mine else [],
        "discards": [list(x) for x in s["discards"]], "removed": [list(x) for x in s["removed"]],
        "gained": list(s["gained"]), "restrictions": list(s["restrictions"]),
        "decision": _decision_view(s, seat), "steps": [dict(x) for x in s["steps"]],
        "chain": [dict(x) for x in s["chain"]],
        "winner": s["winner"], "reason": s["reason"], "connected": list(s["connected"]),
        "lit": sorted(board.lit(s["board"])),
        "reach": {w: board.distance(s["board"], s["pictures"], w) for w in data.INFORMANTS},
        "unseen": _unseen(s, down),
        "rules": RULES_DATA,
    }


def _unseen(s: dict, down: bool) -> dict:
    """The token kinds the seat cannot place: the bag, and for the Editor the face-down tokens too."""
    out = {}
    for k in s["bag"]:
        out[k] = out.get(k, 0) + 1
    if not down:
        for t in list(s["tokens"].values()) + list(s["held"].values()):
            if t["face"] == "down":
                out[t["kind"]] = out.get(t["kind"], 0) + 1
    return dict(sorted(out.items()))


def _rules_data() -> dict:
    """The components a table draws (static): the board graph, the informants, the cards."""
    return {"spaces": {sp: data.SPACE_COLOUR[sp] for sp in data.SPACES}, "threads": [list(t) for t in data.THREADS],
            "informants": list(data.INFORMANTS), "kinds": dict(data.KINDS),
            "cards": {cid: {k: c[k] for k in ("kind", "value", "colours", "reaction", "side", "action")}
                      | {"not_first": cid in data.NOT_ON_FIRST_TURN} for cid, c in data.CARDS.items()},
            "editor_momentum_ops": data.EDITOR_MOMENTUM[DEFAULTS["editor_momentum"]], "verified": data.VERIFIED}


RULES_DATA = _rules_data()


# --- bots: a world consistent with what a seat has seen ---------------------------------------------

def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the other hand and both decks dealt from the unseen
    cards, and, for the Editor, the face-down tokens' kinds drawn from what the bag could hold."""
    v = view_
    seat = v["seat"]
    r = rng.seed_state(seed)
    hands, decks = [None, None], [None, None]
    for p in (EDITOR, NIXON):
        chain = {e["card"] for e in v["chain"] if e["seat"] == p} | \
            {st["card"] for st in v["steps"] if st["op"] == "fate" and st["seat"] == p}
        out = set(v["discards"][p]) | set(v["removed"][p]) | chain
        if p == seat:
            hands[p] = sorted(v["hand"])
            r, decks[p] = rng.shuffled(r, sorted(set(data.DECKS[p]) - out - set(v["hand"])))
        else:
            r, pool = rng.shuffled(r, sorted(set(data.DECKS[p]) - out))
            n = v["players"][p]["hand_size"]
            hands[p], decks[p] = sorted(pool[:n]), pool[n:]
    decision = None if v["decision"] is None else dict(v["decision"])
    if decision is not None and decision["kind"] == "hunt" and "card" not in decision:
        r, i = rng.below(r, len(hands[decision["seat"]]))
        decision["card"] = hands[decision["seat"]][i]
    pool = bag_mix(v["options"])
    for t in list(v["tokens"].values()) + list(v["held"].values()) + list(v["board"].values()):
        if t["kind"] is not None:
            pool.remove(t["kind"])
    hidden = [tid for tid, t in sorted(v["tokens"].items()) if t["kind"] is None] + \
             [tid for tid, t in sorted(v["held"].items()) if t["kind"] is None]
    need = decision["colour"] if decision and decision["kind"] == "answer_ask" and seat != NIXON else None
    for _ in range(50):
        r, pool = rng.shuffled(r, pool)
        kinds = dict(zip(hidden, pool))
        if need is None or any(need in data.colours(kinds[t]) for t in hidden if t in v["tokens"]):
            break
    tokens = {tid: {"kind": t["kind"] or kinds[tid], "pos": t["pos"], "face": t["face"]} for tid, t in v["tokens"].items()}
    held = {tid: {"kind": t["kind"] or kinds[tid], "face": t["face"]} for tid, t in v["held"].items()}
    return {
        "options": dict(v["options"]), "rng": rng.pack(r), "round": v["round"], "phase": v["phase"],
        "initiative": v["initiative"], "first": v["first"], "turn": v["turn"], "turns": list(v["turns"]),
        "playing": v["playing"], "track": dict(v["track"]), "tokens": tokens, "held": held,
        "next_id": v["next_id"], "board": {sp: dict(c) for sp, c in v["board"].items()},
        "pictures": dict(v["pictures"]), "bag": sorted(pool[len(hidden):]), "momentum": dict(v["momentum"]),
        "decks": decks, "hands": hands, "discards": [list(x) for x in v["discards"]],
        "removed": [list(x) for x in v["removed"]], "gained": list(v["gained"]),
        "restrictions": list(v["restrictions"]), "steps": [dict(x) for x in v["steps"]], "decision": decision,
        "chain": [dict(x) for x in v["chain"]], "winner": v["winner"], "reason": v["reason"],
        "connected": list(v["connected"]), "events": [],
    }


def conserved(state: dict) -> bool:
    """Every card, token, momentum token and picture is in exactly one place."""
    s = state
    cards = [c for p in (EDITOR, NIXON) for pile in (s["decks"], s["hands"], s["discards"], s["removed"])
             for c in pile[p]] + [e["card"] for e in s["chain"]] + \
        [st["card"] for st in s["steps"] if st["op"] == "fate"]  # played, its action still running
    if sorted(cards) != sorted(data.CARDS):
        return False
    kinds = s["bag"] + [t["kind"] for t in s["tokens"].values()] + [t["kind"] for t in s["held"].values()] + \
        [c["kind"] for c in s["board"].values()]
    if sorted(kinds) != bag_mix(s["options"]):
        return False
    m = s["momentum"]
    on_track = s["track"]["momentum"] is not None
    if m["supply"] + m["editor"] + m["nixon"] + m["removed"] + on_track != data.MOMENTUM_TOKENS:
        return False
    return sorted(s["pictures"]) == sorted(data.INFORMANTS) and all(sp in data.SPACE_COLOUR for sp in s["board"])
