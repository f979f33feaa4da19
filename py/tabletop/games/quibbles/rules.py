"""Quibbles' rules: SPLIT, COMBINE or DRAW, an optional STASH, and the end of the turn.

Source: ``shared/rules/quibbles.md`` (from the BGA help text in ``shared/seeds/004_…txt``, with its
[interpretation] decisions D1–D14). A card is its value (an int, 0–7). Every function is pure:
``play`` returns a new state and never changes its input.

A turn is two moves by the same seat when a STASH is possible after the action, else one:

- action: ``{"split": 6, "sets": [[3, 3], [2, 4]]}``, ``{"combine": [1, 2, 3], "take": [6, 6]}`` or
  ``{"draw": 4}``;
- then, only if some STASH is possible: ``{"stash": 4}`` (``{"stash": 4, "remove": 1}`` when the
  collection is full) or ``{"stash": null}`` (no stash). When no STASH is possible the turn ends
  with the action.

Decisions of this engine beyond the rules file (each marked [interpretation] where it is made):

- The STASH step is a move of its own, after the action, because after a DRAW the player decides
  with the two drawn cards in hand. It is skipped when nothing can be stashed (no forced click).
- The rules have no end but a winning collection (D8). This engine ends a game that nobody has won
  after ``round_limit`` rounds (default ``data.ROUND_LIMIT``; every player has then had as many
  turns) and the highest collection total wins, ties sharing the win. ``round_limit: null`` plays
  the rules as written, without an end. This replaces the rules file's ``max_turns`` (a draw).
- Every player's *known* cards are public: the cards a player took from the row that everyone saw
  go into the hand and not yet leave it (a count of each value that is certainly in that hand).
  It is what a player with perfect memory knows, like the public discard pile (D9).
- The first edition (132 cards) is played without the expansions; its actions have other names
  (TAKE for SPLIT and COMBINE, PASS for DRAW) and the same rules.

>>> s = setup({"players": 3}, seed=1)
>>> len(s["row"]), [len(h) for h in s["hands"]], len(s["deck"])
(6, [6, 6, 6], 120)
>>> sorted(legal_moves(s)[0])[0] in ("combine", "draw", "sets", "split")
True
"""

from functools import lru_cache

from ...engine import IllegalMove
from ... import rng
from . import data
from .outcomes import combine_plays, counts, minus, split_outcomes, total, valid_sets, values
from .text import cards_text, player_name, said, sets_text
from . import MODES, NAME  # noqa: F401  (the contract's names)
from ...state import copy as state_copy
import sys
from ... import engine

HIDDEN_KEYS = ("hands", "deck")  # other players' hands and the draw pile's order
CONFORMANCE_GAMES = 400  # per mode for the conformance kit (100 a player count; 1,000 took 280 s of CI)



# --- options and setup -------------------------------------------------------------------------

OPTIONS = {
    "mode": {"default": "standard"},
    "players": {"default": 2},
    "sevens": {"kind": bool, "default": False},  # The Magnificent Sevens (a lobby option)
    "zeros": {"kind": bool, "default": False},  # The Zero Heroes (a lobby option)
    # engine options from here on (rules file §9)
    "edition": {"choices": ("2023", "first"), "default": "2023", "say": "quibbles.options.edition"},
    "both_expansion_deck": {"choices": ("seed", "yucata"), "default": "seed", "say": "quibbles.options.both_deck"},
    "win_requires_six_cards": {"kind": bool, "default": True},
    "split_sevens": {"kind": bool, "default": True},
    "zero_in_split_sets": {"kind": bool, "default": True},
    "allow_zero_total_combine": {"kind": bool, "default": True},
    "round_limit": {"kind": int, "low": 1, "null": True, "default": data.ROUND_LIMIT,
                    "say": "quibbles.options.round_limit"},
}
DEFAULTS = {k: o["default"] for k, o in OPTIONS.items()}
FLAGS = tuple(k for k, o in OPTIONS.items() if o.get("kind") is bool)


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def options_conflict(options):
    if options["edition"] == "first" and (options["sevens"] or options["zeros"]):
        # [interpretation] the expansions were made for the 2023 edition's deck
        return said("quibbles.options.first_expansions")
    return None


def deck_counts(options: dict) -> dict:
    """Cards of each value in the game's deck."""
    return dict(_deck_counts(options["edition"], options["sevens"], options["zeros"], options["both_expansion_deck"]))


@lru_cache(maxsize=64)
def _deck_counts(edition, sevens, zeros, both) -> tuple:
    return tuple(data.deck_counts(edition, sevens, zeros, both).items())


@lru_cache(maxsize=64)
def _in_deck(edition, sevens, zeros, both) -> frozenset:
    return frozenset(v for v, k in _deck_counts(edition, sevens, zeros, both) if k)


def limits(options: dict) -> dict:
    """The numbers the rules use for these options (also in the view, as ``rules``); do not change
    the dict (it is shared)."""
    return _limits(options["sevens"], options["zeros"], options["split_sevens"], options["zero_in_split_sets"],
                   options["allow_zero_total_combine"])


@lru_cache(maxsize=64)
def _limits(sevens, zeros, split_sevens, zero_in_split_sets, allow_zero_total_combine) -> dict:
    options = {"sevens": sevens, "zeros": zeros, "split_sevens": split_sevens,
               "zero_in_split_sets": zero_in_split_sets, "allow_zero_total_combine": allow_zero_total_combine}
    top = 7 if sevens else 6
    return {
        "max_total": data.SEVENS_MAX_TOTAL if sevens else data.BASE_MAX_TOTAL,
        "combine_cards": [2, data.SEVENS_MAX_COMBINE if sevens else data.BASE_MAX_COMBINE],
        # [interpretation D3] a 7 can be split unless split_sevens is off; a 0 never
        "split_values": [v for v in range(1, top + 1) if v < 7 or options["split_sevens"]],
        "stash_values": list(range(1, top + 1)),  # never a 0 [SEED Zero Heroes]
        "zeros_in_sets": options["zeros"] and options["zero_in_split_sets"],  # [interpretation D5]
        "zero_total_combine": options["zeros"] and options["allow_zero_total_combine"],  # [interpretation D6]
    }


def setup(options: dict, seed: int) -> dict:
    """A new game: the deck shuffled, a random first player (D10), 6 cards in the row, a hand of 6
    each (dealt from the first player on), the rest a face-down draw pile (its top is its last card)."""
    options = check_options(options)
    n = options["players"]
    r, cards = rng.shuffled(rng.seed_state(seed), data.deck(deck_counts(options)))
    r, first = rng.below(r, n)
    row = [cards.pop() for _ in range(data.ROW_SIZE)]
    hands = [None] * n
    for i in range(n):
        seat = (first + i) % n
        hands[seat] = sorted(cards.pop() for _ in range(data.HAND_SIZE))
    return {
        "options": options,
        "players": n,
        "deck": cards,
        "discard": [],
        "row": row,
        "hands": hands,
        "collections": [[] for _ in range(n)],
        "known": [[] for _ in range(n)],
        "first": first,
        "to_move": first,
        "phase": "action",
        "turns": 0,
        "turns_taken": [0] * n,
        "pending": None,
        "last": None,
        "events": [],
        "drawn_total": 0,
        "winner": None,
        "end": None,
        "rng": rng.pack(r),
    }


def to_move(state: dict):
    return state["to_move"]


# --- moves -------------------------------------------------------------------------------------

def stash_options(state: dict, seat: int) -> list:
    """The values ``seat`` could STASH now: v cards of value v or more in hand (never a 0)."""
    return _stashable(state["options"], state["hands"][seat])


def _stashable(options: dict, hand: list) -> list:
    """The values a player holding ``hand`` could STASH (see ``stash_options``)."""
    have = counts(hand)
    return [v for v in limits(options)["stash_values"] if have[v] >= v]


def legal_moves(state: dict) -> list:
    """The distinct outcomes open to the seat to move, in a stable order.

    Action: every SPLIT outcome (each played value, each distinct multiset of row cards it can take,
    with one way to cut it into sets), every COMBINE outcome (each distinct multiset of hand cards,
    each number of cards taken), every DRAW (each value in hand). STASH: each value that can be
    stashed (with each value that can be removed from a full collection), then no stash."""
    seat = state["to_move"]
    if seat is None:
        return []
    hand = counts(state["hands"][seat])
    lim = limits(state["options"])
    if state["phase"] == "stash":
        coll = state["collections"][seat]
        out = []
        for v in stash_options(state, seat):
            if len(coll) >= data.COLLECTION_SIZE:
                out += [{"stash": v, "remove": rem} for rem in sorted(set(coll))]
            else:
                out.append({"stash": v})
        out.append({"stash": None})
        return out
    row = counts(state["row"])
    out = []
    for v in lim["split_values"]:
        if hand[v]:
            for _, cut in split_outcomes(row, v, lim["zeros_in_sets"]):
                out.append({"split": v, "sets": [values(s) for s in cut]})
    for played, t in combine_plays(hand, row, lim["max_total"], lim["combine_cards"][1], lim["zero_total_combine"]):
        cards = values(played)
        for m in range(1, row[t] + 1):
            out.append({"combine": cards, "take": [t] * m})
    for v in range(8):
        if hand[v]:
            out.append({"draw": v})
    return out


def _is_value(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 7


def _shown(x):
    return x if isinstance(x, (str, int, float)) and not isinstance(x, bool) else repr(x)


def _value_problem(state: dict, x):
    """Why ``x`` is not a card value of this game, or None."""
    if not _is_value(x):
        return said("quibbles.illegal.value", value=_shown(x))
    o = state["options"]
    if x not in _in_deck(o["edition"], o["sevens"], o["zeros"], o["both_expansion_deck"]):
        return said("quibbles.illegal.no_value", v=x)
    return None


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is not legal now (a sentence), or None when it is.

    The same facts as ``legal_moves`` (``outcomes.split_outcomes`` and ``outcomes.combine_plays``
    decide what can be taken); a SPLIT's sets may be listed in any order and cut any valid way, and
    a list of values in any order: the outcome is what counts. The conformance kit checks that every
    listed move is accepted, and the tests that every accepted move has a listed outcome."""
    seat = state["to_move"]
    if seat is None:
        return said("quibbles.illegal.over")
    if not isinstance(move, dict):
        return said("quibbles.illegal.shape")
    keys = set(move)
    if keys in ({"stash"}, {"stash", "remove"}):
        if state["phase"] != "stash":
            return said("quibbles.illegal.action_phase")
        return _stash_problem(state, seat, move)
    if keys not in ({"split", "sets"}, {"combine", "take"}, {"draw"}):
        return said("quibbles.illegal.shape")
    if state["phase"] == "stash":
        return said("quibbles.illegal.stash_phase")
    hand = counts(state["hands"][seat])
    if "draw" in move:
        v = move["draw"]
        problem = _value_problem(state, v)
        if problem:
            return problem
        return None if hand[v] else said("quibbles.illegal.not_in_hand", v=v)
    if "split" in move:
        return _split_problem(state, hand, move)
    return _combine_problem(state, hand, move)


def _split_problem(state: dict, hand: tuple, move: dict):
    v, sets = move["split"], move["sets"]
    problem = _value_problem(state, v)
    if problem:
        return problem
    lim = limits(state["options"])
    if v == 0:
        return said("quibbles.illegal.split_zero")
    if v not in lim["split_values"]:
        return said("quibbles.illegal.split_seven")
    if not hand[v]:
        return said("quibbles.illegal.not_in_hand", v=v)
    row = counts(state["row"])
    if not valid_sets(row, v, lim["zeros_in_sets"]):
        return said("quibbles.illegal.split_cannot", v=v)
    if not isinstance(sets, list):
        return said("quibbles.illegal.set_shape")
    if not sets:
        return said("quibbles.illegal.split_none", v=v)
    used = [0] * 8
    for cards in sets:
        if not isinstance(cards, list) or not cards:
            return said("quibbles.illegal.set_shape")
        for x in cards:
            problem = _value_problem(state, x)
            if problem:
                return problem
        problem = set_problem(cards, v, lim["zeros_in_sets"])
        if problem:
            return problem
        for x in cards:
            used[x] += 1
    for x in range(8):
        if used[x] > row[x]:
            return said("quibbles.illegal.set_row", x=x, have=row[x], need=used[x])
    taken = tuple(used)
    if not any(t == taken for t, _ in split_outcomes(row, v, lim["zeros_in_sets"])):
        return said("quibbles.illegal.split_cannot", v=v)  # cannot happen: valid sets make an outcome
    return None


def set_problem(cards: list, v: int, zeros_ok: bool):
    """Why ``cards`` (values) is not a valid set for a SPLIT of a ``v``, or None."""
    s = sorted(cards)
    if 0 in s and not zeros_ok:
        return said("quibbles.illegal.set_zero")
    if sum(s) != v:
        return said("quibbles.illegal.set_sum", cards=cards_text(s), total=sum(s), v=v)
    if len(s) < 2:
        return said("quibbles.illegal.set_small", cards=cards_text(s), v=v)
    return None


def _combine_problem(state: dict, hand: tuple, move: dict):
    cards, take = move["combine"], move["take"]
    lim = limits(state["options"])
    if not isinstance(cards, list):
        return said("quibbles.illegal.shape")
    for x in cards:
        problem = _value_problem(state, x)
        if problem:
            return problem
    most = lim["combine_cards"][1]
    if not 2 <= len(cards) <= most:
        return said("quibbles.illegal.combine_count", max=most)
    played = counts(cards)
    for x in range(8):
        if played[x] > hand[x]:
            if not hand[x]:
                return said("quibbles.illegal.not_in_hand", v=x)
            return said("quibbles.illegal.not_enough_in_hand", v=x, have=hand[x], need=played[x])
    t = total(played)
    shown = cards_text(sorted(cards))
    if t > lim["max_total"]:
        return said("quibbles.illegal.combine_total", cards=shown, total=t, max=lim["max_total"])
    if t == 0 and not lim["zero_total_combine"]:
        return said("quibbles.illegal.combine_zero")
    row = counts(state["row"])
    if not row[t]:
        return said("quibbles.illegal.combine_row", cards=shown, total=t)
    if (not isinstance(take, list) or not 1 <= len(take) <= row[t]
            or any(not _is_value(x) or x != t for x in take)):
        return said("quibbles.illegal.combine_take", total=t, max=row[t])
    return None


def _stash_problem(state: dict, seat: int, move: dict):
    v = move["stash"]
    full = len(state["collections"][seat]) >= data.COLLECTION_SIZE
    if v is None:
        return None if set(move) == {"stash"} else said("quibbles.illegal.shape")
    problem = _value_problem(state, v)
    if problem:
        return problem
    if v == 0:
        return said("quibbles.illegal.stash_zero")
    have = counts(state["hands"][seat])[v]
    if have < v:
        return said("quibbles.illegal.stash_count", v=v, n=have)
    if "remove" not in move:
        if full:
            return said("quibbles.illegal.stash_remove", v=v, low=min(state["collections"][seat]))
        return None
    if not full:
        return said("quibbles.illegal.stash_not_full")
    removed = move["remove"]
    if not _is_value(removed):
        return said("quibbles.illegal.value", value=_shown(removed))
    if removed not in state["collections"][seat]:
        return said("quibbles.illegal.stash_removed", removed=removed)
    return None


# --- playing a move ------------------------------------------------------------------------------

# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"deck": 1, "discard": 1, "row": 1, "turns_taken": 1, "hands": 2, "collections": 2, "known": 2,
          "options": 0, "pending": 0, "last": 0, "events": 0}


def _copy(state: dict) -> dict:
    """A copy ``play`` may change (see ``tabletop.state.copy``)."""
    s = state_copy(state, _LEVELS)
    s["events"] = []
    return s


def _draw(s: dict, k: int) -> list:
    """Draw up to ``k`` cards one at a time (§6.5): an empty draw pile is first refilled by shuffling
    the whole discard pile; when both are empty the draw stops [interpretation D7]."""
    out = []
    for _ in range(k):
        if not s["deck"]:
            if not s["discard"]:
                break
            r, s["deck"] = rng.shuffled(rng.unpack(s["rng"]), s["discard"])
            s["rng"] = rng.pack(r)
            s["discard"] = []
            s["events"].append({"kind": "reshuffle"})
        out.append(s["deck"].pop())
    s["drawn_total"] += len(out)
    return out


def _take_from_row(s: dict, taken: list) -> None:
    """Remove the taken values from the row, each the first such card from the left."""
    for x in taken:
        s["row"].remove(x)


def _lose(hand: list, known: list, cards: list) -> None:
    """Cards leave a hand: each is also one fewer certainly known (if any was)."""
    for x in cards:
        hand.remove(x)
        if x in known:
            known.remove(x)


def play(state: dict, move) -> dict:
    """Play a legal move; raises IllegalMove (with the sentence of ``why_illegal``) otherwise."""
    reason = why_illegal(state, move)
    if reason:
        raise IllegalMove(reason)
    seat = state["to_move"]
    s = _copy(state)
    if state["phase"] == "stash":
        return _stash(s, seat, move)
    hand, known = s["hands"][seat], s["known"][seat]
    pending = {"seat": seat, "action": _canonical(move), "played": [], "taken": [], "drawn": []}
    if "draw" in move:
        v = move["draw"]
        _lose(hand, known, [v])
        s["row"].append(v)
        drawn = _draw(s, data.DRAW_COUNT)
        hand += drawn
        hand.sort()
        pending.update(kind="draw", played=[v], drawn=drawn)
    else:
        kind = "split" if "split" in move else "combine"
        played, taken = _played_taken(move)
        _lose(hand, known, played)
        s["discard"] += played
        _take_from_row(s, taken)
        hand += taken
        hand.sort()
        known += taken
        known.sort()
        pending.update(kind=kind, played=played, taken=taken)
    s["pending"] = pending
    if stash_options(s, seat):
        s["phase"] = "stash"  # [interpretation] the STASH step is its own move, offered only when possible
        return s
    return _end_turn(s, seat, None)


def _played_taken(move: dict) -> tuple:
    """The hand cards a SPLIT or a COMBINE plays (to the discard pile) and the row cards it takes."""
    if "split" in move:
        return [move["split"]], sorted(x for cards in move["sets"] for x in cards)
    return sorted(move["combine"]), list(move["take"])


def _canonical(move: dict) -> dict:
    """The move as the log keeps it: values and sets in ascending order."""
    if "split" in move:
        return {"split": move["split"], "sets": sorted(sorted(c) for c in move["sets"])}
    if "combine" in move:
        return {"combine": sorted(move["combine"]), "take": list(move["take"])}
    return dict(move)


def _stash(s: dict, seat: int, move: dict) -> dict:
    v = move["stash"]
    stash = None
    if v is not None:
        hand, coll = s["hands"][seat], s["collections"][seat]
        removed = move.get("remove")
        if removed is not None:
            coll.remove(removed)  # [D13] the chosen card leaves first
            s["discard"].append(removed)
        n = hand.count(v)
        s["hands"][seat] = [x for x in hand if x != v]
        s["known"][seat] = [x for x in s["known"][seat] if x != v]
        coll.append(v)
        s["discard"] += [v] * (n - 1)
        stash = {"v": v, "removed": removed, "discarded": n - 1}
        if _wins(s["options"], coll):
            s["events"].append({"kind": "win", "total": sum(coll), "cards": len(coll)})
            s["winner"] = seat
            s["end"] = "win"
            s["to_move"] = None  # the game ends at once: FINALLY is skipped [SEED]
            s["turns"] += 1
            s["turns_taken"][seat] += 1
            s["last"] = _last(s, stash)
            return s
    return _end_turn(s, seat, stash)


def _wins(options: dict, coll: list) -> bool:
    """Six cards totalling 21 or more [interpretation D2]; any number with win_requires_six_cards off."""
    if options["win_requires_six_cards"] and len(coll) < data.WIN_CARDS:
        return False
    return sum(coll) >= data.WIN_TOTAL


def _last(s: dict, stash) -> dict:
    """The turn just ended, as the view shows it (the cards a DRAW drew only by their number)."""
    last = dict(s["pending"], drawn=len(s["pending"]["drawn"]), stash=stash, events=list(s["events"]))
    s["pending"] = None
    s["phase"] = "action"
    return last


def _end_turn(s: dict, seat: int, stash) -> dict:
    """FINALLY (§6): wipe a row of 10 or more, refill it to 6, re-deal every hand if the active
    player's is empty; then the next player, or the end at the round limit. (``_finally_draws``
    foretells from sizes whether this draws: keep the two together.)"""
    n = s["players"]
    if len(s["row"]) >= data.ROW_WIPE:  # F1
        s["events"].append({"kind": "wipe", "n": len(s["row"])})
        s["discard"] += s["row"]
        s["row"] = []
    need = data.ROW_SIZE - len(s["row"])  # F2
    if need > 0:
        s["row"] += _draw(s, need)
        if len(s["row"]) < data.ROW_SIZE:
            s["events"].append({"kind": "short", "n": len(s["row"])})
    if not s["hands"][seat]:  # F3 [interpretation D14] only the active player's hand
        for p in range(n):
            s["discard"] += s["hands"][p]
            s["hands"][p] = []
            s["known"][p] = []
        for i in range(n):  # [interpretation D12] dealt from the active player on
            p = (seat + i) % n
            s["hands"][p] = sorted(_draw(s, data.HAND_SIZE))
        s["events"].append({"kind": "redeal", "n": data.HAND_SIZE})
    s["turns"] += 1
    s["turns_taken"][seat] += 1
    s["last"] = _last(s, stash)
    limit = s["options"]["round_limit"]
    if limit is not None and s["turns"] >= limit * n:
        # [interpretation] the table's round limit: the game ends, the highest collection total wins
        s["events"].append({"kind": "limit", "round": limit})
        s["last"]["events"] = list(s["events"])
        s["end"] = "limit"
        s["to_move"] = None
    else:
        s["to_move"] = (seat + 1) % n
    return s


def _finally_draws(row: int, piles: int, hand_empty: bool, other_hands: int) -> bool:
    """Whether FINALLY (``_end_turn``) draws a card, from sizes alone: ``row`` cards in the row,
    ``piles`` in the draw and discard piles together (a draw reaches both), whether the active
    player's hand is empty, and the cards in the other hands."""
    if row >= data.ROW_WIPE:  # F1: the wiped row goes to the discard pile
        piles, row = piles + row, 0
    if row < data.ROW_SIZE and piles:  # F2: the refill draws
        return True
    # F2 drew nothing, so the piles are as they were; F3 discards every hand, then deals from the piles
    return hand_empty and piles + other_hands > 0


def chance(state: dict, move: dict):
    """Cards are drawn (the discard pile shuffled into the draw pile when it runs out) by a DRAW,
    and when the turn ends if FINALLY refills the row or re-deals the hands. An action followed by
    a STASH step draws nothing yet, nor does a winning STASH (the game ends before FINALLY). Said
    from what everyone sees (the row, the piles' sizes, hand sizes, collections) and the mover's
    own hand, without playing the move."""
    seat = state["to_move"]
    options, hand = state["options"], list(state["hands"][seat])
    row, piles = len(state["row"]), len(state["deck"]) + len(state["discard"])
    if state["phase"] == "stash":
        v = move["stash"]
        if v is not None:
            collection = list(state["collections"][seat])
            if "remove" in move:
                collection.remove(move["remove"])
                piles += 1
            if _wins(options, collection + [v]):
                return None
            piles += hand.count(v) - 1  # the other cards of that value are discarded
            hand = [x for x in hand if x != v]
    elif "draw" in move:
        if piles:
            return "draw"
        hand.remove(move["draw"])  # both piles empty: the DRAW draws nothing, its card joins the row
        row += 1
        if _stashable(options, hand):
            return None
    else:
        played, taken = _played_taken(move)
        for x in played:
            hand.remove(x)
        hand += taken
        row, piles = row - len(taken), piles + len(played)
        if _stashable(options, hand):
            return None  # the STASH step comes first; the turn has not ended
    others = sum(len(h) for p, h in enumerate(state["hands"]) if p != seat)
    return "draw" if _finally_draws(row, piles, not hand, others) else None


def undo_blocker(state: dict, move: dict):
    """A move may be undone unless cards were drawn from the draw pile after it (see ``chance``)."""
    return said("quibbles.undo.drawn") if chance(state, move) else None


# --- words ---------------------------------------------------------------------------------------

_THEN = {"reshuffle": (), "wipe": ("n",), "short": ("n",), "redeal": ("n",), "limit": ("round",)}


def _then(events: list):
    """The nested sentence of what the end of a move did, events in the order they happened."""
    out = said("quibbles.then.none")
    for e in reversed(events):
        if e["kind"] == "win":
            key = "quibbles.then.win" if e["cards"] >= data.WIN_CARDS else "quibbles.then.win_any"
            out = said(key, total=e["total"])
        else:
            out = said(f"quibbles.then.{e['kind']}", **{k: e[k] for k in _THEN[e["kind"]]}, then=out)
    return out


def describe_move(state: dict, move: dict) -> str:
    """The log line a legal ``move`` writes now (with what the end of the turn does)."""
    after = play(state, move)
    seat = state["to_move"]
    name = player_name(seat)
    then = _then(after["events"])
    if "stash" in move:
        v = move["stash"]
        if v is None:
            return said("quibbles.log.end_turn", name=name, seat=seat, then=then)
        left = state["hands"][seat].count(v) - 1
        coll_total = sum(after["collections"][seat])
        alone = "_alone" if left == 0 else ""
        extra = {} if left == 0 else {"n": left}
        if "remove" in move:
            return said(f"quibbles.log.stash_remove{alone}", name=name, seat=seat, v=v, removed=move["remove"],
                        **extra, total=coll_total, then=then)
        return said(f"quibbles.log.stash{alone}", name=name, seat=seat, v=v, **extra, total=coll_total, then=then)
    if "draw" in move:
        drawn = len(after["pending"]["drawn"]) if after["pending"] else after["last"]["drawn"]
        return said("quibbles.log.draw", name=name, seat=seat, v=move["draw"], n=drawn, then=then)
    if "split" in move:
        sets = sorted(sorted(c) for c in move["sets"])
        return said("quibbles.log.split", name=name, seat=seat, v=move["split"], sets=sets_text(sets),
                    n=sum(len(c) for c in sets), then=then)
    cards = sorted(move["combine"])
    return said("quibbles.log.combine", name=name, seat=seat, cards=cards_text(cards), total=sum(cards),
                n=len(move["take"]), then=then)


# --- building a move step by step ------------------------------------------------------------------

def _can_reach(left: tuple, need: int) -> bool:
    """Whether some cards of ``left`` (a count vector) add up to exactly ``need`` (0: no cards)."""
    reach = {0}
    for x in range(1, 8):
        for _ in range(min(left[x], need // x)):
            reach |= {r + x for r in reach if r + x <= need}
    return need in reach


def move_details(state: dict, move) -> dict | None:
    """What a move being built does, for a table that builds it step by step (the ``preview`` op).

    SPLIT ``{"split": v, "sets": [...]}``, the last set possibly unfinished: each set's total and
    state (``complete``, ``open``: may still grow to ``v``, ``over``) and what it ``needs`` to reach
    ``v``, the row cards not chosen yet
    (``row_left``, values in row order), which of them can join the last set if it is open
    (``can_join``) and which can start a new set (``can_start``), and whether the move is ``ready``
    (every set complete). COMBINE ``{"combine": [...]}``: its total, the row cards of that value
    (``row_matches``) and the cards it may take (``take_max``). Anything else: None."""
    if not isinstance(move, dict) or state["to_move"] is None:
        return None
    lim = limits(state["options"])
    if "split" in move and _is_value(move["split"]):
        v = move["split"]
        sets = move.get("sets") if isinstance(move.get("sets"), list) else []
        sets = [[x for x in c if _is_value(x)] for c in sets if isinstance(c, list)]
        row_left = list(state["row"])
        out_sets = []
        for cards in sets:
            for x in cards:
                if x in row_left:
                    row_left.remove(x)
            t = sum(cards)
            status = ("complete" if t == v and len(cards) >= 2 else "over" if t > v else "open")
            out_sets.append({"cards": sorted(cards), "total": t, "status": status, "needs": max(0, v - t)})
        left = counts(row_left)
        zeros_ok = lim["zeros_in_sets"]
        can_join = []
        if out_sets and out_sets[-1]["status"] == "open":
            t = out_sets[-1]["total"]
            for x in sorted(set(row_left)):
                if x == 0 and not zeros_ok:
                    continue
                if t + x <= v and _can_reach(minus(left, counts([x])), v - t - x):
                    can_join.append(x)
        starts = set()
        for s in valid_sets(left, v, zeros_ok):
            starts |= {x for x in range(8) if s[x]}
        return {"kind": "split", "v": v, "sets": out_sets, "row_left": row_left, "can_join": can_join,
                "can_start": sorted(starts),
                "ready": bool(out_sets) and all(s["status"] == "complete" for s in out_sets)}
    if "combine" in move and isinstance(move["combine"], list) and all(_is_value(x) for x in move["combine"]):
        t = sum(move["combine"])
        matches = state["row"].count(t) if t <= lim["max_total"] else 0
        return {"kind": "combine", "total": t, "max_total": lim["max_total"], "cards": len(move["combine"]),
                "max_cards": lim["combine_cards"][1], "row_matches": matches, "take_max": matches}
    return None


# --- scores, the end ----------------------------------------------------------------------------

def points(state: dict, seat: int) -> int:
    """A collection's total: the score so far."""
    return sum(state["collections"][seat])


def evaluate(state: dict, seat: int) -> int:
    """The score if the game ended now: the collection's total."""
    return sum(state["collections"][seat])


def result(state: dict):
    """Scores (collection totals), winners, every card of every collection, and why it ended."""
    if state["to_move"] is not None:
        return None
    n = state["players"]
    scores = [sum(c) for c in state["collections"]]
    breakdown = [{"seat": s, "items": [{"what": said("quibbles.item.card", v=v), "points": v}
                                       for v in state["collections"][s]], "total": scores[s]} for s in range(n)]
    if state["end"] == "win":
        winners, tiebreak = [state["winner"]], "collection"
    else:
        top = max(scores)
        winners = [s for s in range(n) if scores[s] == top]
        tiebreak = "total" if len(winners) == 1 else "shared"
    return {"scores": scores, "winners": winners, "tiebreak": tiebreak, "breakdown": breakdown,
            "ended": ended(state), "collections": [list(c) for c in state["collections"]],
            "end": state["end"], "rounds": progress(state)["round"], "turns": state["turns"]}


def ended(state: dict):
    """Why the game ended: a winning collection, or the round limit."""
    if state["end"] == "win":
        seat = state["winner"]
        coll = state["collections"][seat]
        if len(coll) >= data.WIN_CARDS:
            return said("quibbles.ended.win", name=player_name(seat), seat=seat, total=sum(coll), cards=len(coll))
        return said("quibbles.ended.win_any", name=player_name(seat), seat=seat, total=sum(coll))
    return said("quibbles.ended.limit", rounds=state["options"]["round_limit"])


def progress(state: dict) -> dict:
    """The round being played (every player has one turn a round, from the first player on), of how
    many (the round limit, or None without one), and whether it is the last."""
    n = state["players"]
    limit = state["options"]["round_limit"]
    current = state["turns"] // n + 1
    if state["to_move"] is None:
        current = (state["turns"] - 1) // n + 1
    if limit is not None:
        current = min(current, limit)
    return {"round": current, "rounds": limit, "last": state["to_move"] is not None and current == limit}


# --- what a seat may see -------------------------------------------------------------------------

def view(state: dict, seat) -> dict:
    """What ``seat`` may see (``None`` = a spectator): the row, every collection, the discard pile,
    hand sizes, the draw pile's size and the known cards of every hand; its own hand only."""
    n = state["players"]
    mine = seat is not None and not isinstance(seat, bool) and 0 <= seat < n
    options = state["options"]
    lim = limits(options)
    row = counts(state["row"])
    players = [{
        "seat": s,
        "name": player_name(s),
        "hand_size": len(state["hands"][s]),
        "known": list(state["known"][s]),
        "collection": list(state["collections"][s]),
        "total": sum(state["collections"][s]),
        "turns_taken": state["turns_taken"][s],
    } for s in range(n)]
    pending = None
    if state["pending"] is not None:
        p = state["pending"]
        pending = {k: p[k] for k in ("seat", "kind", "action", "played", "taken")}
        pending["drawn"] = len(p["drawn"])
        pending["drawn_cards"] = list(p["drawn"]) if mine and seat == p["seat"] else None
    last = None
    if state["last"] is not None:
        p = state["last"]
        last = {k: p[k] for k in ("seat", "kind", "action", "played", "taken", "drawn", "stash", "events")}
    return {
        "game": "quibbles",
        "mode": options["mode"],
        "seat": seat if mine else None,
        "to_move": state["to_move"],
        "over": state["to_move"] is None,
        "phase": state["phase"],
        "first": state["first"],
        "turn": state["turns"] + (1 if state["to_move"] is not None else 0),
        "progress": progress(state),
        "options": dict(options),
        "rules": {
            "deck": {str(v): k for v, k in deck_counts(options).items()},
            "deck_size": sum(deck_counts(options).values()),
            "max_total": lim["max_total"],
            "combine_cards": list(lim["combine_cards"]),
            "split_values": list(lim["split_values"]),
            "stash_values": list(lim["stash_values"]),
            "zeros_in_sets": lim["zeros_in_sets"],
            "zero_total_combine": lim["zero_total_combine"],
            "win_total": data.WIN_TOTAL,
            "win_cards": data.WIN_CARDS if options["win_requires_six_cards"] else None,
            "collection_size": data.COLLECTION_SIZE,
            "row_size": data.ROW_SIZE,
            "row_wipe": data.ROW_WIPE,
            "hand_size": data.HAND_SIZE,
            "draw_count": data.DRAW_COUNT,
            "round_limit": options["round_limit"],
        },
        "row": list(state["row"]),
        "row_sets": {v: [list(s) for s in sets] for v, sets in _row_sets(row, tuple(lim["split_values"]),
                                                                          lim["zeros_in_sets"])},
        "draw_pile": len(state["deck"]),
        "discard": list(state["discard"]),
        "players": players,
        "hand": list(state["hands"][seat]) if mine else [],
        "this_turn": pending,
        "last_turn": last,
        "winner": state["winner"],
    }


@lru_cache(maxsize=4096)
def _row_sets(row: tuple, split_values: tuple, zeros_ok: bool) -> tuple:
    """The view's ``row_sets``: every valid set in the row for each value that can be split."""
    return tuple((str(v), tuple(tuple(values(s)) for s in valid_sets(row, v, zeros_ok))) for v in split_values)


# --- bots: a world consistent with what a seat has seen -------------------------------------------

def unseen_counts(view_: dict) -> tuple:
    """Cards the viewer has not seen where they are: the deck minus the row, the discard pile, every
    collection, the viewer's hand and every player's known cards (those are in the other hands and
    the draw pile, in some order)."""
    left = [view_["rules"]["deck"].get(str(v), 0) for v in range(8)]
    seen = list(view_["row"]) + list(view_["discard"]) + list(view_["hand"])
    for p in view_["players"]:
        seen += p["collection"]
        if p["seat"] != view_["seat"]:
            seen += p["known"]
    for x in seen:
        left[x] -= 1
    return tuple(left)


def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: each other hand is its known cards plus cards dealt at
    random from the unseen ones, and the draw pile the rest, shuffled with ``seed``."""
    seat = view_["seat"]
    r = rng.seed_state(seed)
    r, pool = rng.shuffled(r, values(unseen_counts(view_)))
    hands = []
    for p in view_["players"]:
        if p["seat"] == seat:
            hands.append(list(view_["hand"]))
        else:
            extra = p["hand_size"] - len(p["known"])
            hands.append(sorted(p["known"] + [pool.pop() for _ in range(extra)]))
    pending = None
    if view_["this_turn"] is not None:
        p = view_["this_turn"]
        drawn = p["drawn_cards"]
        if drawn is None:  # some cards of that hand that are not known
            unknown = list(hands[p["seat"]])
            for x in view_["players"][p["seat"]]["known"]:
                unknown.remove(x)
            drawn = unknown[: p["drawn"]]
        pending = {k: p[k] for k in ("seat", "kind", "action", "played", "taken")}
        pending["drawn"] = list(drawn)
    last = None
    if view_["last_turn"] is not None:
        p = view_["last_turn"]
        last = {k: p[k] for k in ("seat", "kind", "action", "played", "taken", "drawn", "stash", "events")}
    n = len(view_["players"])
    return {
        "options": dict(view_["options"]),
        "players": n,
        "deck": pool,
        "discard": list(view_["discard"]),
        "row": list(view_["row"]),
        "hands": hands,
        "collections": [list(p["collection"]) for p in view_["players"]],
        "known": [list(p["known"]) for p in view_["players"]],
        "first": view_["first"],
        "to_move": view_["to_move"],
        "phase": view_["phase"],
        "turns": view_["turn"] - (1 if view_["to_move"] is not None else 0),
        "turns_taken": [p["turns_taken"] for p in view_["players"]],
        "pending": pending,
        "last": last,
        "events": [],
        "drawn_total": 0,
        "winner": view_["winner"],
        "end": None if view_["to_move"] is not None else ("win" if view_["winner"] is not None else "limit"),
        "rng": rng.pack(r),
    }


def check_state(state: dict):
    """What ``conserved`` cannot see (``tabletop.boundary``): a row is wiped at 10 cards and a
    collection holds at most 6, so no position costs more to list than a real one."""
    if len(state["row"]) > data.ROW_WIPE or any(len(c) > data.COLLECTION_SIZE for c in state["collections"]):
        return said("quibbles.state.sizes", row=data.ROW_WIPE, collection=data.COLLECTION_SIZE)
    return None


def conserved(state: dict) -> bool:
    """Every card of the deck is in exactly one zone: draw pile, discard pile, row, a hand or a
    collection (rules file, fact 13)."""
    cards = state["deck"] + state["discard"] + state["row"]
    for s in range(state["players"]):
        cards += state["hands"][s] + state["collections"][s]
    return counts(cards) == tuple(deck_counts(state["options"]).get(v, 0) for v in range(8))
