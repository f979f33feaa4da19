"""Betta's rules: setup, turns, the end and the scoring, over plain JSON data.

Source: ``shared/rules/betta.md`` (from the rulebook and the online help text). Every function is pure:
``play`` returns a new state and never changes its input (unchanged parts are shared, never mutated).

>>> s = setup({"mode": "staff", "players": 2}, seed=1)
>>> len(s["displays"]), [len(h) for h in s["hands"]], [len(d) for d in s["decks"]]
(5, [3, 3], [6, 6])
>>> m = legal_moves(s)[0]
>>> sorted(m)
['card', 'display', 'rotation']
>>> s2 = play(s, m)
>>> s2["turns"][to_move(s)]
1
"""

from functools import lru_cache

from ...engine import IllegalMove
from ... import rng
from . import data
from .display import (ROTATIONS, card_cells, betta_deck, betty_deck, place, is_full, is_empty,
                      best_pattern, colour_counts, is_card)
from ...words import said
from .text import describe, player_name, pattern_label
from . import MODES, NAME
import sys
from ... import engine

MOVE_KEYS = {"card", "rotation", "display"}
HIDDEN_KEYS = ("hands", "decks", "removed")  # what some seat may not see (the conformance kit checks)


# --- options and setup -------------------------------------------------------------------------

OPTIONS = {"mode": {"default": "staff"}, "players": {"default": 2}}  # solo: 1 player


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def seat_colours(mode: str, players: int) -> list:
    """Seat i's colour: pink, green, blue, yellow in seat order; Betty is seat 0 in Betty mode."""
    if mode == "solo":
        return [None]
    if mode == "betty":
        return ["betty"] + list(data.COLOURS[: players - 1])
    return list(data.COLOURS[:players])


def setup(options: dict, seed: int) -> dict:
    """A new game: displays, 6 patterns (2 per level), decks dealt, hands drawn, first player."""
    options = check_options(options)
    mode, n = options["mode"], options["players"]
    r = rng.seed_state(seed)
    patterns = []
    for level in data.LEVELS:
        ids = [pid for pid, p in data.PATTERNS.items() if p[1] == level]
        r, ids = rng.shuffled(r, ids)
        patterns += sorted(ids[: data.PATTERNS_PER_LEVEL])
    count = {"staff": data.STAFF_DISPLAYS, "betty": data.BETTY_DISPLAYS}.get(mode, {}).get(n, data.SOLO_DISPLAYS)
    displays = [[None] * 9 for _ in range(count)]
    colours = seat_colours(mode, n)
    hands, decks, removed, played = [], [], [], []
    next_display = 0
    for colour in colours:
        if mode == "solo":
            all_cards = [card for c in data.COLOURS for card in betta_deck(c)]
            r, deck = rng.shuffled(r, all_cards)
            out, deck = deck[data.SOLO_DECK:], deck[: data.SOLO_DECK]
            first = []
        elif colour == "betty":
            r, deck = rng.shuffled(r, betty_deck())
            out, deck = deck[: data.BETTY_REMOVED], deck[data.BETTY_REMOVED:]
            first = []
        else:
            r, deck = rng.shuffled(r, betta_deck(colour))
            out, deck = deck[: data.STAFF_REMOVED], deck[data.STAFF_REMOVED:]
            # [interpretation] each staff member's first card goes face up, rotation 0, on the next
            # empty display in seat order; it scores nothing.
            first, deck = deck[:1], deck[1:]
            displays[next_display] = place(displays[next_display], card_cells(first[0], 0))
            next_display += 1
        hands.append(deck[: data.HAND_SIZE])
        decks.append(deck[data.HAND_SIZE:])
        removed.append(out)
        played.append(first)
    if mode == "staff":
        r, start = rng.below(r, n)  # [interpretation] the first player is chosen at random
    else:
        start = 0  # Betty plays first; solo has one seat
    return {
        "mode": mode,
        "players": n,
        "colours": colours,
        "displays": displays,
        "patterns": patterns,
        "hands": hands,
        "decks": decks,
        "removed": removed,
        "played": played,
        "scores": [0] * n,
        "events": [[] for _ in range(n)],
        "turns": [0] * n,
        "first": start,
        "to_move": start,
        "last": None,
        "rng": rng.pack(r),
    }


def turn_limit(state: dict) -> int:
    return data.SOLO_DECK if state["mode"] == "solo" else data.TURNS


# --- moves -------------------------------------------------------------------------------------

def to_move(state: dict):
    return state["to_move"]


def open_displays(state: dict) -> list:
    """Indexes of the displays a card may go on (those that are not full)."""
    return [i for i, d in enumerate(state["displays"]) if None in d]


def legal_moves(state: dict) -> list:
    """Every hand card × all four rotations × every display that is not full, in that order.

    The moves are read-only dicts (``FrozenMove``), shared between calls: copy one with ``dict(move)``
    to change it.
    """
    seat = state["to_move"]
    if seat is None:
        return []
    displays = tuple(open_displays(state))
    out = []
    for card in state["hands"][seat]:
        out += _card_moves(card, displays)
    return out


class FrozenMove(dict):
    """A move dict that cannot be changed (it is shared by every legal-move list that holds it)."""

    def _refuse(self, *args, **kwargs):
        raise TypeError("legal moves are read-only: copy one with dict(move) to change it")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _refuse
    __ior__ = _refuse

    def __reduce__(self):
        return (dict, (dict(self),))


@lru_cache(maxsize=8192)
def _card_moves(card: str, displays: tuple) -> list:
    return [FrozenMove(card=card, rotation=rot, display=d) for rot in ROTATIONS for d in displays]


def why_illegal(state: dict, move) -> str | None:
    """The sentence that says why ``move`` is not legal now, or None when it is legal.

    Uses the same facts as ``legal_moves`` (the hand, the four rotations, the displays that are not
    full); the conformance kit checks that both agree.
    """
    seat = state["to_move"]
    if seat is None:
        return said("betta.illegal.over")
    if not isinstance(move, dict) or set(move) != MOVE_KEYS:
        return said("betta.illegal.shape")
    card, rot, d = move["card"], move["rotation"], move["display"]
    if not isinstance(card, str) or not is_card(card):
        return said("betta.illegal.card", card=card if isinstance(card, (str, int, float)) else repr(card))
    if card not in state["hands"][seat]:
        return said("betta.illegal.hand", card=card, name=player_name(state, seat), seat=seat)
    if isinstance(rot, bool) or rot not in ROTATIONS:
        return said("betta.illegal.rotation")
    if isinstance(d, bool) or not isinstance(d, int) or not 0 <= d < len(state["displays"]):
        return said("betta.illegal.display", display=d if isinstance(d, (str, int, float)) else repr(d),
                    count=len(state["displays"]))
    if is_full(state["displays"][d]):
        return said("betta.illegal.full", display=d + 1)
    return None


def placement(state: dict, move: dict) -> tuple:
    """What a legal placement does, without changing anything:
    ``(new display, points, events, best pattern id or None, whether the display was empty)``."""
    d = move["display"]
    before = state["displays"][d]
    cells = card_cells(move["card"], move["rotation"])
    after = place(before, cells)
    events = []
    was_empty = is_empty(before)
    if was_empty:
        events.append({"what": said("betta.event.empty", display=d + 1), "points": data.EMPTY_DISPLAY_POINTS})
    points, pid = best_pattern(after, {c for c, _ in cells}, state["patterns"])
    if pid is not None:
        events.append({"what": said("betta.event.pattern", display=d + 1, pattern=pid,
                                    pattern_name=pattern_label(pid)), "points": points})
    return after, sum(e["points"] for e in events), events, pid, was_empty


def play(state: dict, move) -> dict:
    """Place a hand card, score it, draw a card, pass the turn (or end the game)."""
    return _play(state, move, draw=True)


def unseen(state: dict, move) -> dict:
    """The position after ``move`` without the card it draws: what its player may see of the move
    before confirming it (the drawn card shows only once the move counts)."""
    return _play(state, move, draw=False)


def _play(state: dict, move, draw: bool) -> dict:
    reason = why_illegal(state, move)
    if reason:
        raise IllegalMove(reason)
    seat = state["to_move"]
    after, points, events, pid, was_empty = placement(state, move)
    s = dict(state)
    s["displays"] = list(state["displays"])
    s["displays"][move["display"]] = after
    hand = [c for c in state["hands"][seat] if c != move["card"]]
    deck = state["decks"][seat]
    if deck and draw:
        hand.append(deck[0])
        deck = deck[1:]
    s["hands"] = _replace(state["hands"], seat, hand)
    s["decks"] = _replace(state["decks"], seat, deck)
    s["played"] = _replace(state["played"], seat, state["played"][seat] + [move["card"]])
    s["scores"] = _replace(state["scores"], seat, state["scores"][seat] + points)
    if events:
        s["events"] = _replace(state["events"], seat, state["events"][seat] + events)
    s["turns"] = _replace(state["turns"], seat, state["turns"][seat] + 1)
    s["last"] = {"seat": seat, "move": dict(move), "points": points, "pattern": pid, "empty": was_empty,
                 "cells": [c for c, _ in card_cells(move["card"], move["rotation"])]}
    if all(is_full(disp) for disp in s["displays"]) or min(s["turns"]) >= turn_limit(s):
        s["to_move"] = None
    else:
        s["to_move"] = (seat + 1) % s["players"]
    return s


def chance(state: dict, move: dict):
    """A placement draws the next card of its player's deck while the deck holds one."""
    return "draw" if state["decks"][state["to_move"]] else None


def undo_blocker(state: dict, move: dict):
    """A placement may be undone unless it drew a card (hidden information revealed)."""
    return said("betta.undo.drawn") if chance(state, move) else None


def _replace(items: list, i: int, value) -> list:
    out = list(items)
    out[i] = value
    return out


# --- scoring -----------------------------------------------------------------------------------

def display_points(state: dict, seat: int) -> list:
    """What each display is worth to ``seat`` at the end of the game, if it ended now."""
    colour = state["colours"][seat]
    out = []
    for disp in state["displays"]:
        if state["mode"] == "solo":
            counts = colour_counts(disp)
            out.append(data.SOLO_TABLE[max(counts.values(), default=0)])
        elif colour == "betty":
            out.append(data.BETTY_TABLE[disp.count(None)])
        else:
            out.append(data.STAFF_TABLE[disp.count(colour)])
    return out


def display_item(state: dict, seat: int, i: int, points: int) -> str:
    disp = state["displays"][i]
    colour = state["colours"][seat]
    if state["mode"] == "solo":
        counts = colour_counts(disp)
        if not counts:
            return said("betta.item.empty", display=i + 1)
        best = max(counts.values())
        return said("betta.item.best", display=i + 1, n=best, colours=[c for c in counts if counts[c] == best])
    if colour == "betty":
        return said("betta.item.betty", display=i + 1, n=disp.count(None))
    return said("betta.item.own", display=i + 1, n=disp.count(colour), colour=colour)


def points(state: dict, seat: int) -> int:
    """Points scored so far during play (placements and patterns)."""
    return state["scores"][seat]


def evaluate(state: dict, seat: int) -> int:
    """The seat's score if the game ended now: points so far plus display scoring."""
    return state["scores"][seat] + sum(display_points(state, seat))


def review(score: int) -> str:
    """The solo employee review for a final score."""
    for low, title in data.REVIEWS:
        if score >= low:
            return title
    return data.REVIEWS[-1][1]


def tiebreak_values(state: dict, seat: int) -> dict:
    colour = state["colours"][seat]
    counts = [d.count(colour) for d in state["displays"]]
    return {"seat": seat, "visible": sum(counts), "best_display": max(counts, default=0)}


def result(state: dict):
    """Final scores, winners, the tiebreak that decided and every point's source; None while playing."""
    if state["to_move"] is not None:
        return None
    n = state["players"]
    breakdown, scores = [], []
    for seat in range(n):
        items = list(state["events"][seat])
        for i, pts in enumerate(display_points(state, seat)):
            items.append({"what": display_item(state, seat, i, pts), "points": pts})
        total = sum(item["points"] for item in items)
        breakdown.append({"seat": seat, "items": items, "total": total})
        scores.append(total)
    top = max(scores)
    tied = [s for s in range(n) if scores[s] == top]
    values = [tiebreak_values(state, s) for s in range(n)]
    tiebreak = "score"
    if len(tied) > 1 and state["colours"][0] == "betty" and 0 in tied:
        tied, tiebreak = [0], "Betty wins ties"
    elif len(tied) > 1:
        for key, name in (("visible", "visible bettas"), ("best_display", "best display")):
            best = max(values[s][key] for s in tied)
            narrowed = [s for s in tied if values[s][key] == best]
            if len(narrowed) < len(tied):
                tiebreak = name
            tied = narrowed
            if len(tied) == 1:
                break
        if len(tied) > 1:
            tiebreak = "shared"
    out = {"scores": scores, "winners": tied, "tiebreak": tiebreak,
           "breakdown": breakdown, "tiebreak_values": values, "ended": ended(state)}
    if state["mode"] == "solo":
        out["review"] = review(scores[0])
    return out


def ended(state: dict):
    """Why the game ended: every display full, or every player's last turn taken."""
    if all(is_full(d) for d in state["displays"]):
        return said("betta.ended.full")
    if state["mode"] == "solo":
        return said("betta.ended.turns_solo", turns=turn_limit(state))
    return said("betta.ended.turns", turns=turn_limit(state))


def progress(state: dict) -> dict:
    """How far the game is, for the table's counter: the round being played (every player takes one
    turn a round; in solo, one card a round), of how many, and whether it is the last."""
    done = min(state["turns"])
    rounds = turn_limit(state)
    current = min(done + 1, rounds)
    return {"round": current, "rounds": rounds, "last": state["to_move"] is not None and current == rounds}


# --- what a seat may see -------------------------------------------------------------------------

def scoring_rule(state: dict) -> dict:
    if state["mode"] == "solo":
        return {"kind": "best colour", "table": list(data.SOLO_TABLE[:9])}
    return {"kind": "own colour", "table": list(data.STAFF_TABLE[:9]),
            "betty_table": list(data.BETTY_TABLE) if state["mode"] == "betty" else None}


def view(state: dict, seat) -> dict:
    """What ``seat`` may see (``None`` = a spectator): never another seat's hand, any deck order or
    the cards removed unseen."""
    mine = seat is not None and 0 <= seat < state["players"]
    players = []
    for s in range(state["players"]):
        colour = state["colours"][s]
        players.append({
            "seat": s,
            "colour": colour,
            "name": player_name(state, s),
            "score": state["scores"][s],
            "hand_size": len(state["hands"][s]),
            "deck_size": len(state["decks"][s]),
            "turns_taken": state["turns"][s],
            "played": list(state["played"][s]),
            "visible": (sum(d.count(None) for d in state["displays"]) if colour == "betty"
                        else sum(d.count(colour) for d in state["displays"]) if colour else 0),
            "display_points": display_points(state, s),
        })
    hand = list(state["hands"][seat]) if mine else []
    last = None
    if state["last"] is not None:
        last = dict(state["last"])
        last["text"] = describe_last(state)
    return {
        "game": "betta",
        "mode": state["mode"],
        "seat": seat if mine else None,
        "to_move": state["to_move"],
        "over": state["to_move"] is None,
        "first": state["first"],
        "turn": sum(state["turns"]) + 1,
        "turn_limit": turn_limit(state),
        "progress": progress(state),
        "colours": list(data.COLOURS),
        "displays": [list(d) for d in state["displays"]],
        "full": [is_full(d) for d in state["displays"]],
        "patterns": list(state["patterns"]),
        "pattern_info": {pid: {"name": data.PATTERNS[pid][0], "level": data.PATTERNS[pid][1],
                               "points": data.PATTERNS[pid][2], "cells": list(data.PATTERNS[pid][3])}
                         for pid in state["patterns"]},
        "players": players,
        "hand": hand,
        "cards": {card: {str(c): col for c, col in card_cells(card, 0)} for card in hand},
        "last_move": last,
        "scoring": scoring_rule(state),
        "scoring_table": list(data.STAFF_TABLE[:9]) if state["mode"] != "solo" else list(data.SOLO_TABLE[:9]),
        "reviews": [[low, title] for low, title in data.REVIEWS] if state["mode"] == "solo" else None,
    }


def describe_last(state: dict) -> str:
    last = state["last"]
    seat = last["seat"]
    return describe(player_name(state, seat), seat, last["move"], last["points"], last["pattern"], last["empty"])


def describe_move(state: dict, move: dict) -> str:
    """The log line a legal ``move`` would write now."""
    _, pts, _, pid, was_empty = placement(state, move)
    seat = state["to_move"]
    return describe(player_name(state, seat), seat, move, pts, pid, was_empty)


# --- bots: a world consistent with what a seat has seen -----------------------------------------

def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the unseen cards dealt at random to decks and the box.

    Everything public (displays, patterns, scores, turns, played cards) and the viewer's own hand come
    from the view; the cards the viewer cannot see are shuffled with ``seed``.
    """
    seat = view_["seat"]
    r = rng.seed_state(seed)
    mode = view_["mode"]
    n = len(view_["players"])
    colours = [p["colour"] for p in view_["players"]]
    hands, decks, removed = [], [], []
    if mode == "solo":
        pools = [[c for col in data.COLOURS for c in betta_deck(col)]]
    else:
        pools = [betty_deck() if col == "betty" else betta_deck(col) for col in colours]
    for s, p in enumerate(view_["players"]):
        known = set(p["played"]) | (set(view_["hand"]) if s == seat else set())
        unseen = [c for c in pools[s] if c not in known]
        r, unseen = rng.shuffled(r, unseen)
        hand = list(view_["hand"]) if s == seat else unseen[: p["hand_size"]]
        rest = unseen if s == seat else unseen[p["hand_size"]:]
        hands.append(hand)
        decks.append(rest[: p["deck_size"]])
        removed.append(rest[p["deck_size"]:])
    return {
        "mode": mode, "players": n, "colours": colours,
        "displays": [list(d) for d in view_["displays"]],
        "patterns": list(view_["patterns"]),
        "hands": hands, "decks": decks, "removed": removed,
        "played": [list(p["played"]) for p in view_["players"]],
        "scores": [p["score"] for p in view_["players"]],
        "events": [[] for _ in range(n)],
        "turns": [p["turns_taken"] for p in view_["players"]],
        "first": view_["first"], "to_move": view_["to_move"], "rng": rng.pack(r),
        "last": None if view_["last_move"] is None else
        {k: v for k, v in view_["last_move"].items() if k != "text"},
    }


def conserved(state: dict) -> bool:
    """Every card of the game is in exactly one place: a hand, a deck, the box, or played."""
    seen = []
    for s in range(state["players"]):
        seen += state["hands"][s] + state["decks"][s] + state["removed"][s] + state["played"][s]
    if state["mode"] == "solo":
        expected = [c for col in data.COLOURS for c in betta_deck(col)]
    else:
        expected = [c for col in state["colours"] for c in (betty_deck() if col == "betty" else betta_deck(col))]
    return sorted(seen) == sorted(expected)
