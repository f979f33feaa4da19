"""Set Line's rules over plain JSON data.

Source: ``shared/rules/setline.md`` (the source text in English and its [interpretation] decisions).

Moves (an optional ``"seconds"``, the whole seconds the turn took, may ride on any of them):

- build: ``{"place": [{"cell": 17, "card": "red-oval-1"}, ...]}``, cells in increasing order;
- exchange: ``{"exchange": ["blue-wave-2", ...]}``, cards in hand order (any non-empty subset of the
  hand, while the deck has cards);
- stop: ``{"stop": true}``, once the deck is empty;
- hint: ``{"hint": 1}`` (can a set be built now?) or ``{"hint": 2}`` (one best placement), each
  once a turn, for the cost in ``data.HINT_COSTS``; a hint does not end the turn.

>>> s = setup({}, seed=4)
>>> len(s["hand"]), len(s["deck"]), s["board"].count(None)
(5, 22, 35)
"""

from ...engine import IllegalMove
from ... import rng
from . import data
from . import placements
from .board import CELLS, COLUMNS
from .cards import deck as full_deck, is_card, describe_card
from .placements import build_placements, counted_sets, set_points  # noqa: F401  (the rules' vocabulary)
from .text import said
from . import MODES, NAME
import sys
from ... import engine

HIDDEN_KEYS = ("deck",)  # the deck's order is the only secret
CONFORMANCE_GAMES = 400  # per mode for the conformance kit: 1,000 solo games took 104 s of CI


OPTIONS = {"mode": {"default": "solo"}, "players": {"default": 1},
           "timed": {"kind": bool, "default": True, "say": "setline.options.timed"}}


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def setup(options: dict, seed: int) -> dict:
    options = check_options(options)
    r, cards = rng.shuffled(rng.seed_state(seed), full_deck())
    return {
        "timed": options["timed"],
        "board": [None] * CELLS,
        "hand": cards[: data.HAND_SIZE],
        "deck": cards[data.HAND_SIZE:],
        "discarded": [],
        "score": 0,
        "turns": [],
        "stopped": False,
        "over": False,
        "hints": [],
        "rng": rng.pack(r),
    }


def to_move(state: dict):
    return None if state["over"] else 0


# --- sets on the board ---------------------------------------------------------------------------

def can_build(state: dict) -> bool:
    return placements.can_build(state["board"], state["hand"])


# --- moves ---------------------------------------------------------------------------------------

def legal_moves(state: dict) -> list:
    """Every building placement, then every exchange (non-empty subsets of the hand, while the deck
    has cards), then stop (once the deck is empty)."""
    if state["over"]:
        return []
    moves = [{"place": [{"cell": c, "card": k} for c, k in p]} for p in build_placements(state["board"], state["hand"])]
    hand = state["hand"]
    if state["deck"]:
        for mask in range(1, 1 << len(hand)):
            moves.append({"exchange": [hand[i] for i in range(len(hand)) if mask >> i & 1]})
    else:
        moves.append({"stop": True})
    asked = {h["level"] for h in state["hints"]}
    moves += [{"hint": level} for level in sorted(data.HINT_COSTS) if level not in asked]
    return moves


def _seconds(move: dict):
    s = move.get("seconds", 0)
    if isinstance(s, bool) or not isinstance(s, int) or s < 0:
        return None
    return s


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is not legal now (a sentence), or None."""
    if state["over"]:
        return said("setline.illegal.over")
    if not isinstance(move, dict):
        return said("setline.illegal.shape")
    if _seconds(move) is None:
        return said("setline.illegal.seconds")
    kinds = set(move) - {"seconds"}
    if kinds == {"hint"}:
        level = move["hint"]
        if isinstance(level, bool) or level not in data.HINT_COSTS:
            return said("setline.illegal.hint")
        if any(h["level"] == level for h in state["hints"]):
            return said("setline.illegal.hint_again")
        return None
    if kinds == {"stop"}:
        if move["stop"] is not True:
            return said("setline.illegal.stop")
        if state["deck"]:
            return said("setline.illegal.stop_early")
        return None
    if kinds == {"exchange"}:
        cards = move["exchange"]
        if not isinstance(cards, list) or not cards:
            return said("setline.illegal.exchange_none")
        if not state["deck"]:
            return said("setline.illegal.exchange_empty")
        if any(not isinstance(c, str) or c not in state["hand"] for c in cards):
            return said("setline.illegal.exchange_hand")
        if cards != [c for c in state["hand"] if c in cards]:
            return said("setline.illegal.exchange_order")
        return None
    if kinds != {"place"}:
        return said("setline.illegal.shape")
    placed = move["place"]
    if not isinstance(placed, list) or not placed:
        return said("setline.illegal.place_none")
    cells = {}
    for item in placed:
        if not isinstance(item, dict) or set(item) != {"cell", "card"}:
            return said("setline.illegal.place_shape")
        cell, card = item["cell"], item["card"]
        if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < CELLS:
            return said("setline.illegal.cell", cell=_shown(cell), last=CELLS - 1)
        if not is_card(card):
            return said("setline.illegal.card", card=_shown(card))
        if card not in state["hand"]:
            return said("setline.illegal.hand", card=card, card_name=describe_card(card).capitalize())
        if card in cells.values():
            return said("setline.illegal.twice", card=card, card_name=describe_card(card).capitalize())
        if cell in cells:
            return said("setline.illegal.same_cell", **_where(cell))
        if state["board"][cell] is not None:
            return said("setline.illegal.taken", **_where(cell))
        cells[cell] = card
    if [i["cell"] for i in placed] != sorted(cells):
        return said("setline.illegal.order")
    for line in placements.new_only_sets(state["board"], cells):
        return said("setline.illegal.new_only", **_where(line[0]), **_where(line[-1], "_end"))
    covered = {c for w in counted_sets(state["board"], cells) for c in w}
    for cell in cells:
        if cell not in covered:
            return said("setline.illegal.no_set", **_where(cell))
    return None


def _where(cell: int, suffix: str = "") -> dict:
    """A cell as people count it: row and column from 1."""
    return {"cell" + suffix: cell, "row" + suffix: cell // COLUMNS + 1, "column" + suffix: cell % COLUMNS + 1}


def _shown(value):
    """A value from a move, as a refusal quotes it (JSON scalars as they are, anything else as text)."""
    return value if isinstance(value, (str, int, float)) else repr(value)


def chance(state: dict, move: dict):
    """A placement or an exchange deals from the deck while it holds cards; a hint shows only what
    the table already holds."""
    return "draw" if ("place" in move or "exchange" in move) and state["deck"] else None


def undo_blocker(state: dict, move: dict):
    """A move may be undone unless it showed a hint or dealt cards from the deck."""
    if "hint" in move:
        return said("setline.undo.hint")
    return said("setline.undo.dealt") if chance(state, move) else None


def turn_number(state: dict) -> int:
    """The number of the turn being played: builds and exchanges end turns, hints do not."""
    return 1 + sum(1 for t in state["turns"] if t["kind"] in ("build", "exchange"))


def best_placement(state: dict):
    """The building placement the solver would choose now, or None when no set can be built."""
    from .solver import choose_build
    return choose_build(state)


def move_details(state: dict, move) -> dict | None:
    """For a (possibly unfinished) placement: the sets it forms and the placed cells in none, so a
    player sees the turn take shape before confirming."""
    if not isinstance(move, dict) or not isinstance(move.get("place"), list):
        return None
    cells = {}
    for item in move["place"]:
        if (isinstance(item, dict) and isinstance(item.get("cell"), int) and not isinstance(item["cell"], bool)
                and 0 <= item["cell"] < CELLS and state["board"][item["cell"]] is None
                and item.get("card") in state["hand"] and item["card"] not in cells.values()):
            cells[item["cell"]] = item["card"]
    sets = counted_sets(state["board"], cells)
    covered = {c for w in sets for c in w}
    return {"sets": [list(w) for w in sets], "lonely": sorted(c for c in cells if c not in covered),
            "set_points": [set_points(k) for k in range(1, len(sets) + 1)]}


def turn_score(sets: int, seconds: int, timed: bool) -> dict:
    raw = sum(set_points(k) for k in range(1, sets + 1))
    penalty = min(seconds * data.TIME_PENALTY_PER_SECOND, data.TIME_PENALTY_CAP) if timed else 0
    return {"raw": raw, "penalty": min(penalty, raw), "points": max(0, raw - penalty)}


def play(state: dict, move) -> dict:
    reason = why_illegal(state, move)
    if reason:
        raise IllegalMove(reason)
    seconds = move.get("seconds", 0)
    s = dict(state)
    turn_no = turn_number(state)
    if "hint" in move:
        level = move["hint"]
        cost = data.HINT_COSTS[level]
        hint = {"level": level, "cost": cost}
        if level == 1:
            hint["can_build"] = can_build(state)
        else:
            best = best_placement(state)
            hint["place"] = None if best is None else [{"cell": c, "card": k} for c, k in best]
        s["hints"] = state["hints"] + [hint]
        s["score"] = state["score"] - cost
        s["turns"] = state["turns"] + [{"turn": turn_no, "kind": "hint", "level": level, "points": -cost}]
        return s
    s["hints"] = []
    if "stop" in move:
        s["stopped"] = True
        s["over"] = True
        s["turns"] = state["turns"] + [{"turn": turn_no, "kind": "stop", "points": 0}]
        return s
    if "exchange" in move:
        out = move["exchange"]
        hand = [c for c in state["hand"] if c not in out]
        draw = state["deck"][: len(out)]
        s["hand"] = hand + draw
        s["deck"] = state["deck"][len(out):]
        s["discarded"] = state["discarded"] + list(out)
        s["score"] = state["score"] - data.EXCHANGE_PENALTY
        s["turns"] = state["turns"] + [{"turn": turn_no, "kind": "exchange", "cards": list(out),
                                        "points": -data.EXCHANGE_PENALTY, "seconds": seconds}]
    else:
        cells = {i["cell"]: i["card"] for i in move["place"]}
        sets = counted_sets(state["board"], cells)
        score = turn_score(len(sets), seconds, state["timed"])
        board = list(state["board"])
        for cell, card in cells.items():
            board[cell] = card
        hand = [c for c in state["hand"] if c not in cells.values()]
        need = data.HAND_SIZE - len(hand)
        s["board"] = board
        s["hand"] = hand + state["deck"][:need]
        s["deck"] = state["deck"][need:]
        s["score"] = state["score"] + score["points"]
        s["turns"] = state["turns"] + [{"turn": turn_no, "kind": "build", "cells": sorted(cells),
                                        "sets": [list(w) for w in sets],
                                        "set_points": [set_points(k) for k in range(1, len(sets) + 1)],
                                        "seconds": seconds, "penalty": score["penalty"], "points": score["points"]}]
    if not s["deck"] and not can_build(s):
        s["over"] = True
    return s


# --- words, views, results -----------------------------------------------------------------------

def describe_move(state: dict, move: dict) -> str:
    if "hint" in move:
        return said(f"setline.log.hint{move['hint']}", cost=data.HINT_COSTS[move["hint"]])
    if "stop" in move:
        return said("setline.log.stop", score=state["score"])
    if "exchange" in move:
        return said("setline.log.exchange", n=len(move["exchange"]), penalty=data.EXCHANGE_PENALTY)
    cells = {i["cell"]: i["card"] for i in move["place"]}
    sets = counted_sets(state["board"], cells)
    score = turn_score(len(sets), move.get("seconds", 0), state["timed"])
    parts = " + ".join(str(set_points(k)) for k in range(1, len(sets) + 1))
    if score["penalty"]:
        return said("setline.log.build_timed", cards=len(cells), sets=len(sets), parts=parts,
                    penalty=score["penalty"], seconds=move.get("seconds", 0), points=score["points"])
    return said("setline.log.build", cards=len(cells), sets=len(sets), parts=parts, points=score["points"])


def view(state: dict, seat) -> dict:
    mine = seat == 0
    return {
        "game": "setline",
        "seat": 0 if mine else None,
        "to_move": to_move(state),
        "over": state["over"],
        "timed": state["timed"],
        "rows": data.ROWS,
        "columns": data.COLUMNS,
        "board": list(state["board"]),
        "hand": list(state["hand"]) if mine else [],
        "hand_size": len(state["hand"]),
        "deck_size": len(state["deck"]),
        "discarded": list(state["discarded"]),
        "score": state["score"],
        "turns": [dict(t) for t in state["turns"]],
        "turn": turn_number(state),
        "progress": {"round": turn_number(state), "rounds": None, "last": not state["deck"] and not state["over"]},
        "hints": [dict(h) for h in state["hints"]] if mine else [],
        "hint_costs": {str(k): v for k, v in data.HINT_COSTS.items()},
        "set_points": [data.SET_POINTS, data.NEXT_SET_BONUS],
        "exchange_penalty": data.EXCHANGE_PENALTY,
        "time_penalty": {"per_second": data.TIME_PENALTY_PER_SECOND, "cap": data.TIME_PENALTY_CAP},
        "players": [{"seat": 0, "name": "You", "score": state["score"], "hand_size": len(state["hand"]),
                     "deck_size": len(state["deck"])}],
    }


def points(state: dict, seat: int) -> int:
    return state["score"]


def evaluate(state: dict, seat: int) -> int:
    return state["score"]


def result(state: dict):
    if not state["over"]:
        return None
    items = []
    for t in state["turns"]:
        if t["kind"] == "build":
            parts = " + ".join(map(str, t["set_points"]))
            what = (said("setline.item.build_timed", turn=t["turn"], sets=len(t["sets"]), parts=parts,
                         penalty=t["penalty"], seconds=t["seconds"]) if t["penalty"] else
                    said("setline.item.build", turn=t["turn"], sets=len(t["sets"]), parts=parts))
        elif t["kind"] == "exchange":
            what = said("setline.item.exchange", turn=t["turn"], n=len(t["cards"]))
        elif t["kind"] == "hint":
            what = said(f"setline.item.hint{t['level']}", turn=t["turn"])
        else:
            continue
        items.append({"what": what, "points": t["points"]})
    total = sum(i["points"] for i in items)
    return {"scores": [total], "winners": [0], "tiebreak": "score",
            "breakdown": [{"seat": 0, "items": items, "total": total}],
            "ended": said("setline.ended.stopped") if state["stopped"] else said("setline.ended.stuck"),
            "sets": sum(len(t.get("sets", [])) for t in state["turns"])}


def determinize(view_: dict, seed: int) -> dict:
    """The deck order is the only secret: deal the unseen cards into it at random."""
    known = set(view_["hand"]) | set(c for c in view_["board"] if c) | set(view_["discarded"])
    r, unseen = rng.shuffled(rng.seed_state(seed), [c for c in full_deck() if c not in known])
    return {
        "timed": view_["timed"], "board": list(view_["board"]), "hand": list(view_["hand"]),
        "deck": unseen[: view_["deck_size"]], "discarded": list(view_["discarded"]),
        "score": view_["score"], "turns": [dict(t) for t in view_["turns"]],
        "stopped": view_["over"] and any(t["kind"] == "stop" for t in view_["turns"]),
        "over": view_["over"], "hints": [dict(h) for h in view_["hints"]], "rng": rng.pack(r),
    }


def check_state(state: dict):
    """What ``conserved`` cannot see (``tabletop.boundary``): a board of nine cells and a hand no
    larger than the rules deal, so no position costs more to list than a real one."""
    if len(state["board"]) != CELLS or len(state["hand"]) > data.HAND_SIZE:
        return said("setline.state.sizes", cells=CELLS, hand=data.HAND_SIZE)
    return None


def conserved(state: dict) -> bool:
    cards = [c for c in state["board"] if c] + state["hand"] + state["deck"] + state["discarded"]
    return len(cards) == len(set(cards)) == 27 and set(cards) == set(full_deck())
