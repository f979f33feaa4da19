"""Sea Salt & Paper's rules: draw, play duos for their effects, end the round with STOP or LAST CHANCE.

Source: ``shared/rules/seasaltpaper.md`` (the BGA help text in ``shared/seeds/``, checked against the
publisher's rulebook; decisions D1–D20). Extra Salt (8 more cards) and Extra Pepper (12 events) are
lobby options. A card is its id (``data.CARDS``). Every function is pure: ``play`` returns a new state.

A turn is several moves by the same seat, each one a thing a person does and reads in the log:

- draw step (phase ``draw``): ``{"draw": "deck"}`` (two cards seen, then ``{"keep": id, "pile": 0|1}``
  puts the other face up on a pile; one card if the deck holds one) or ``{"take": 0|1}`` (a pile's top);
- play step (phase ``play``), any number of: ``{"duo": [a, b]}`` with what its effect asks first
  (``"pile": i`` for crabs, ``"target": seat`` for a steal or a swap, ``"target"`` and ``"unit": k``
  for shark+shark); ``{"trio": [a, b, starfish]}``; ``{"shell_down": id}`` (Coral Reef);
- effects that ask after they show cards: ``{"pick": id}`` (crabs: a card of the pile),
  ``{"keep": id}`` (lobster: one of the five), ``{"swap": [mine, theirs]}`` or ``{"swap": null}``
  (swimmer+swimmer);
- the end of the turn: ``{"end": "none" | "stop" | "last_chance"}``; under Angelfish, ``{"angelfish":
  0|1}`` first (then ``{"end": …}`` if the player may call);
- between rounds with Extra Pepper, a player holding two events keeps one: ``{"keep_event": key}``.

Decisions of this engine beyond the rules file ([interpretation], each marked where it is made):

- A mermaid win is taken at once, after the move that brings the Nth mermaid (the rules let the
  player declare it any time in the play step; nobody would wait).
- An effect's question is skipped when it has one answer: a crab pile with one card gives that card,
  a lobster with one card keeps it.
- A round is a count of rounds played, aborted ones included; a game has no round limit (it ends at
  the target, which random play reaches too).
"""

from ... import rng
from . import data
from .scoring import card_points, colour_bonus, round_scores
from .text import card_text, player_name, said
from . import MODES, NAME  # noqa: F401  (the contract's names)
from ...state import copy as state_copy
import sys
from ... import engine

HIDDEN_KEYS = ("hands", "deck", "piles")  # hands, the deck's order, the cards under the piles' tops
CONFORMANCE_GAMES = 45  # per mode for the conformance kit: a game is several rounds, ~300 moves, and
# every deep check replays it; the expansions and readings have their own kit (test_seasaltpaper_conformance)

CALLS = ("stop", "last_chance")


# --- options and setup -------------------------------------------------------------------------

OPTIONS = {
    "mode": {"default": "standard"},
    "players": {"default": 2},
    "extra_salt": {"kind": bool, "default": False},  # 8 more cards (a lobby option)
    "extra_pepper": {"kind": bool, "default": False},  # 12 events (a lobby option)
    "double_points": {"kind": bool, "default": False},  # targets 80/70/60 [R; BGA:gameoptions.json]
    # D11: "latest" (the English rulebook) or "ender" (the French one)
    "tiebreak": {"choices": ("latest", "ender"), "default": "latest"},
    # D7: "void" (the rules) or "score" (BGA)
    "deck_out_after_last_chance": {"choices": ("void", "score"), "default": "void"},
    # D15: "end_of_turn" or "after_draw" (BGA's code)
    "angelfish_timing": {"choices": ("end_of_turn", "after_draw"), "default": "end_of_turn"},
}
DEFAULTS = {k: o["default"] for k, o in OPTIONS.items()}
FLAGS = tuple(k for k, o in OPTIONS.items() if o.get("kind") is bool)


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def all_cards(options: dict) -> list:
    return list(data.BASE) + (list(data.SALT) if options["extra_salt"] else [])


def target(options: dict, players: int) -> int:
    """The total that ends the game (§6.4)."""
    return data.TARGET[players] * (2 if options["double_points"] else 1)


def setup(options: dict, seed: int) -> dict:
    """A new game: a random first player, an event revealed (Extra Pepper), the first round dealt."""
    options = check_options(options)
    n = options["players"]
    r = rng.seed_state(seed)
    r, first = rng.below(r, n)
    events = None
    if options["extra_pepper"]:
        r, deck = rng.shuffled(r, [data.EVENTS[i][0] for i in sorted(data.EVENTS)])
        events = {"round": None, "deck": deck, "discard": [], "held": [[] for _ in range(n)]}
    s = {
        "options": options, "players": n, "rng": rng.pack(r), "deck": [], "piles": [[], []],
        "hands": [[] for _ in range(n)], "units": [[] for _ in range(n)], "revealed": [False] * n,
        "scores": [0] * n, "rounds": [], "round": 0, "first": first, "active": first, "to_move": first,
        "phase": "draw", "pending": None, "call": None, "caller": None, "final": [], "restricted": False,
        "jelly": None, "events": events, "notes": [[] for _ in range(n)], "turns": 0, "secrets": 0,
        "winner": None, "end": None, "happened": [], "memory": [],
    }
    _new_round(s, first)
    return s


def _shuffled(s: dict, cards: list) -> list:
    """A shuffled copy of ``cards`` from the state's generator (kept packed: ``rng.pack``)."""
    r, out = rng.shuffled(rng.unpack(s["rng"]), cards)
    s["rng"] = rng.pack(r)
    return out


def _new_round(s: dict, first: int) -> None:
    """Gather and shuffle every card, one face up on each pile, the first player's turn (§2)."""
    n = s["players"]
    deck = _shuffled(s, all_cards(s["options"]))
    s["piles"] = [[deck.pop()], [deck.pop()]]
    s["deck"] = deck
    s["hands"] = [[] for _ in range(n)]
    s["units"] = [[] for _ in range(n)]
    s["revealed"] = [False] * n
    s.update(call=None, caller=None, final=[], jelly=None, pending=None, first=first)
    s["notes"] = [[] for _ in range(n)]  # what a steal or a swap showed, kept for the round
    s["memory"] = fresh_memory(s)  # the two face-up cards: everyone saw them
    s["round"] += 1
    ev = s["events"]
    if ev is not None:
        if not ev["deck"]:
            ev["deck"] = _shuffled(s, ev["discard"])
            ev["discard"] = []
        ev["round"] = ev["deck"].pop()
    _start_turn(s, first)


# --- who is affected by what -----------------------------------------------------------------------

def effects(s: dict, seat: int) -> frozenset:
    """The events that apply to ``seat``: the round's and the ones it holds (§2)."""
    ev = s["events"]
    if ev is None:
        return frozenset()
    return frozenset(([ev["round"]] if ev["round"] else []) + ev["held"][seat])


def protected(s: dict, seat: int) -> bool:
    """A face-down shell (Coral Reef) or a revealed hand keeps a player safe from attacks (D8)."""
    return s["revealed"][seat] or any(u["kind"] == "down" for u in s["units"][seat])


def steal_targets(s: dict, seat: int) -> list:
    """Opponents a steal or a swap may aim at: a card in hand, not revealed, not protected (§4)."""
    return [o for o in range(s["players"]) if o != seat and s["hands"][o] and not protected(s, o)]


def unit_targets(s: dict, seat: int) -> list:
    """``(opponent, unit index)`` that shark+shark may take: duo units of unprotected opponents (D14)."""
    return [(o, k) for o in range(s["players"]) if o != seat and not protected(s, o)
            for k, u in enumerate(s["units"][o]) if u["kind"] == "duo"]


def points_of(s: dict, seat: int) -> dict:
    return card_points(s["hands"][seat], s["units"][seat], effects(s, seat))


def call_points(s: dict, seat: int) -> int:
    return data.TREASURE_CALL_POINTS if "treasure_chest" in effects(s, seat) else data.CALL_POINTS


def can_call(s: dict, seat: int) -> bool:
    """Nobody has called, the card points reach 7 (10 under Treasure Chest), a normal turn (C)."""
    return (s["call"] is None and not s["restricted"]
            and points_of(s, seat)["total"] >= call_points(s, seat))


def calls(s: dict, seat: int) -> list:
    if not can_call(s, seat):
        return []
    return [c for c in CALLS if not (c == "stop" and "diodon" in effects(s, seat))]


def mermaids_to_win(s: dict, seat: int) -> int:
    return data.MERMAID_DANCE_TO_WIN if "mermaid_dance" in effects(s, seat) else data.MERMAIDS_TO_WIN


def count_mermaids(cards) -> int:
    return sum(1 for c in cards if data.type_of(c) == "mermaid")


def mermaids(s: dict, seat: int) -> int:
    """The mermaids ``seat`` has in hand and in front of it (a face-down shell is none) (D10)."""
    return count_mermaids(s["hands"][seat] + [c for u in s["units"][seat] if u["kind"] != "down" for c in u["cards"]])


def stung(jelly, s: dict, seat: int) -> bool:
    """Whether the jellyfish ``jelly`` (``s["jelly"]`` or None) stings ``seat`` as its turn starts: a
    target of someone else's jellyfish, not protected (D16)."""
    return (jelly is not None and jelly["source"] != seat and seat in jelly["targets"]
            and not protected(s, seat))


def angelfish_applies(s: dict, seat: int) -> bool:
    """Under Angelfish, two pile tops of one colour: one must be taken (D15)."""
    p = s["piles"]
    return ("angelfish" in effects(s, seat) and not s["restricted"] and p[0] and p[1]
            and data.colour_of(p[0][-1]) == data.colour_of(p[1][-1]))


def _crab_piles(s: dict, seat: int, move: dict) -> list:
    """The piles a crab duo goes through, in order: both under Hermit Crab, else the one chosen."""
    return [0, 1] if "hermit_crab" in effects(s, seat) else ([move["pile"]] if "pile" in move else [])


def _dolphins(s: dict, seat: int, discarded: int) -> bool:
    """Under Dolphins, a collector card put on a pile after a draw brings the deck's top card."""
    return "dolphins" in effects(s, seat) and data.type_of(discarded) in data.COLLECTOR_CARDS


def _angelfish_first(s: dict, seat: int, move: dict) -> bool:
    """Under Angelfish (timed at the end of the turn), ending the turn without a call takes a pile's
    top first (D15)."""
    return (move.get("end") == "none" and s["options"]["angelfish_timing"] == "end_of_turn"
            and angelfish_applies(s, seat))


def duo_effect(s: dict, seat: int, a: int, b: int):
    """The effect key of cards ``a`` and ``b`` played together, or None if they make no duo."""
    pair = tuple(sorted((data.type_of(a), data.type_of(b))))
    if pair in data.DUOS:
        return data.DUOS[pair]
    if pair in data.RODEO_DUOS and "water_rodeo" in effects(s, seat):
        return data.RODEO_DUOS[pair]
    return None


# --- legal moves -----------------------------------------------------------------------------------

def to_move(state: dict):
    return state["to_move"]


def _pairs(hand: list):
    for i, a in enumerate(hand):
        for b in hand[i + 1:]:
            yield a, b


def _duo_moves(s: dict, seat: int, a: int, b: int, effect: str) -> list:
    base = {"duo": [a, b]}
    if effect == "crab" and "hermit_crab" not in effects(s, seat):
        piles = [i for i in (0, 1) if s["piles"][i]]
        return [dict(base, pile=i) for i in piles] or [base]
    if effect in ("shark", "rodeo_swim"):
        return [dict(base, target=o) for o in steal_targets(s, seat)] or [base]
    if effect == "rodeo_shark":
        return [dict(base, target=o, unit=k) for o, k in unit_targets(s, seat)] or [base]
    return [base]


def legal_moves(state: dict) -> list:
    s, seat = state, state["to_move"]
    if seat is None:
        return []
    phase, hand = s["phase"], s["hands"][seat]
    if phase == "draw":
        if s["restricted"]:
            return [{"draw": "deck"}] if s["deck"] else []
        return ([{"draw": "deck"}] if s["deck"] else []) + [{"take": i} for i in (0, 1) if s["piles"][i]]
    if phase == "keep":
        return [{"keep": c, "pile": i} for c in s["pending"]["drawn"] for i in _discard_piles(s)]
    if phase == "play":
        out = []
        for a, b in _pairs(hand):
            effect = duo_effect(s, seat, a, b)
            if effect:
                out += _duo_moves(s, seat, a, b, effect)
        stars = [c for c in hand if data.type_of(c) == "starfish"]
        for a, b in _pairs(hand):
            if duo_effect(s, seat, a, b):
                out += [{"trio": [a, b, c]} for c in stars]
        if "coral_reef" in effects(s, seat) and not protected(s, seat):
            out += [{"shell_down": c} for c in hand if data.type_of(c) == "shell"]
        out.append({"end": "none"})
        if not angelfish_applies(s, seat) or s["options"]["angelfish_timing"] != "end_of_turn":
            out += [{"end": c} for c in calls(s, seat)]
        return out
    if phase == "angelfish":
        return [{"angelfish": i} for i in (0, 1)]
    if phase == "call":
        return [{"end": "none"}] + [{"end": c} for c in calls(s, seat)]
    if phase == "crab":
        p = s["pending"]
        return [{"pick": c} for c in sorted(s["piles"][p["piles"][0]])]
    if phase == "lobster":
        return [{"keep": c} for c in sorted(s["pending"]["seen"])]
    if phase == "swap":
        theirs = s["hands"][s["pending"]["target"]]
        return [{"swap": None}] + [{"swap": [m, t]} for m in hand for t in theirs]
    if phase == "event":
        return [{"keep_event": k} for k in s["events"]["held"][seat]]
    raise AssertionError(phase)


def _discard_piles(s: dict) -> list:
    """Where the unkept card may go: an empty pile takes it; both empty, pile 1 (D5)."""
    empty = [i for i in (0, 1) if not s["piles"][i]]
    if len(empty) == 1:
        return empty
    return [0] if empty else [0, 1]


def canonical(move):
    """The move as ``legal_moves`` lists it: a duo's (or a trio's duo's) two cards in id order."""
    if isinstance(move, dict):
        for key in ("duo", "trio"):
            cards = move.get(key)
            if isinstance(cards, list) and len(cards) in (2, 3) and all(
                    isinstance(c, int) and not isinstance(c, bool) for c in cards):
                return dict(move, **{key: sorted(cards[:2]) + cards[2:]})
    return move


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is refused now (a sentence), or None if it is legal (a duo's cards in any order)."""
    s, seat = state, state["to_move"]
    if seat is None:
        return said("seasaltpaper.illegal.over")
    move = canonical(move)
    legal = legal_moves(s)
    if move in legal:
        return None
    if not isinstance(move, dict) or not move:
        return said("seasaltpaper.illegal.shape")
    hand = s["hands"][seat]
    phase = s["phase"]
    for key in ("duo", "trio"):
        cards = move.get(key)
        if key in move and phase == "play":
            if not (isinstance(cards, list) and len(cards) == (2 if key == "duo" else 3)
                    and all(isinstance(c, int) and not isinstance(c, bool) for c in cards)):
                return said(f"seasaltpaper.illegal.{key}_shape")
            if any(c not in hand for c in cards) or len(set(cards)) != len(cards):
                return said("seasaltpaper.illegal.not_in_hand")
            if key == "trio" and data.type_of(cards[2]) != "starfish":
                return said("seasaltpaper.illegal.trio_star")
            if not duo_effect(s, seat, cards[0], cards[1]):
                return said("seasaltpaper.illegal.no_duo", a=card_text(cards[0]), b=card_text(cards[1]))
            return said("seasaltpaper.illegal.duo_choice")
    if move.get("end") in CALLS and phase in ("play", "call"):
        if s["call"] is not None:
            return said("seasaltpaper.illegal.called")
        if s["restricted"]:
            return said("seasaltpaper.illegal.restricted")
        if move["end"] == "stop" and "diodon" in effects(s, seat) and can_call(s, seat):
            return said("seasaltpaper.illegal.diodon")
        if phase == "play" and angelfish_applies(s, seat) and can_call(s, seat):
            return said("seasaltpaper.illegal.angelfish_first")
        return said("seasaltpaper.illegal.points", points=points_of(s, seat)["total"], need=call_points(s, seat))
    if "take" in move and phase == "draw" and move["take"] in (0, 1):
        if s["restricted"]:
            return said("seasaltpaper.illegal.restricted")
        return said("seasaltpaper.illegal.empty_pile", pile=move["take"] + 1)
    return said(f"seasaltpaper.illegal.phase.{phase}")


# --- playing a move --------------------------------------------------------------------------------

# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"deck": 1, "revealed": 1, "scores": 1, "final": 1, "rounds": 1, "piles": 2, "hands": 2,
          "notes": 2, "options": 0, "happened": 0}


def _copy(state: dict) -> dict:
    """A copy ``play`` may change (see ``tabletop.state.copy``)."""
    s = state_copy(state, _LEVELS)
    s["happened"] = []
    return s


def _gain(s: dict, seat: int, cards) -> None:
    s["hands"][seat] = sorted(s["hands"][seat] + list(cards))


def _lose(s: dict, seat: int, cards) -> None:
    hand = s["hands"][seat]
    for c in cards:
        hand.remove(c)


def _draw_top(s: dict, seat: int, k: int) -> list:
    got = [s["deck"].pop() for _ in range(min(k, len(s["deck"])))]
    _gain(s, seat, got)
    if got:
        s["secrets"] += 1
    return got


def play(state: dict, move) -> dict:
    from ...engine import IllegalMove
    reason = why_illegal(state, move)
    if reason:
        raise IllegalMove(reason)
    move = canonical(move)
    s = _copy(state)
    seat = s["to_move"]
    phase = s["phase"]
    if phase == "draw":
        _draw_step(s, seat, move)
    elif phase == "keep":
        drawn = s["pending"]["drawn"]
        other = [c for c in drawn if c != move["keep"]][0]
        _gain(s, seat, [move["keep"]])
        s["piles"][move["pile"]].append(other)
        s["pending"] = None
        if _dolphins(s, seat, other):
            s["happened"].append({"kind": "dolphins", "n": len(_draw_top(s, seat, 1))})
        _after_draw(s, seat)
    elif phase == "play":
        _play_step(s, seat, move)
    elif phase == "crab":
        pile = s["piles"][s["pending"]["piles"][0]]
        pile.remove(move["pick"])
        _gain(s, seat, [move["pick"]])
        s["pending"]["piles"].pop(0)
        _crab_next(s, seat)
    elif phase == "lobster":
        seen = s["pending"]["seen"]
        seen.remove(move["keep"])
        _gain(s, seat, [move["keep"]])
        _lobster_done(s)
    elif phase == "swap":
        target_seat = s["pending"]["target"]
        s["pending"] = None
        s["phase"] = "play"
        if move["swap"] is not None:
            mine, theirs = move["swap"]
            _lose(s, seat, [mine])
            _lose(s, target_seat, [theirs])
            _gain(s, seat, [theirs])
            _gain(s, target_seat, [mine])
            s["notes"][target_seat].append({"kind": "swapped", "by": seat, "gave": mine, "took": theirs})
    elif phase == "angelfish":
        top = s["piles"][move["angelfish"]].pop()
        _gain(s, seat, [top])
        if s["pending"] and s["pending"].get("then") == "play":
            s["pending"] = None
            s["phase"] = "play"
        else:
            s["pending"] = None
            _end_choice(s, seat)
    elif phase == "call":
        _end_turn(s, seat, move["end"])
    elif phase == "event":
        _keep_event(s, seat, move["keep_event"])
    if s["end"] is None:
        _mermaid_check(s)
    _remember(state, s, seat)
    return s


def _draw_step(s: dict, seat: int, move: dict) -> None:
    if "take" in move:
        _gain(s, seat, [s["piles"][move["take"]].pop()])
        _after_draw(s, seat)
        return
    if s["restricted"]:  # a jellyfish turn: the top card, and the turn ends (§4)
        _draw_top(s, seat, 1)
        _end_turn(s, seat, "none")
        return
    if len(s["deck"]) == 1:  # D5: the last card is taken, nothing discarded
        _draw_top(s, seat, 1)
        _after_draw(s, seat)
        return
    s["pending"] = {"drawn": [s["deck"].pop(), s["deck"].pop()]}
    s["secrets"] += 1
    s["phase"] = "keep"


def _after_draw(s: dict, seat: int) -> None:
    if s["options"]["angelfish_timing"] == "after_draw" and angelfish_applies(s, seat):
        s["phase"] = "angelfish"
        s["pending"] = {"then": "play"}
    else:
        s["phase"] = "play"


def _play_step(s: dict, seat: int, move: dict) -> None:
    if "end" in move:
        if _angelfish_first(s, seat, move):
            s["phase"] = "angelfish"  # D15: before the call
            s["pending"] = {"then": "end"}
            return
        _end_turn(s, seat, move["end"])
        return
    if "shell_down" in move:
        _lose(s, seat, [move["shell_down"]])
        s["units"][seat].append({"kind": "down", "cards": [move["shell_down"]]})
        return
    if "trio" in move:
        _lose(s, seat, move["trio"])
        s["units"][seat].append({"kind": "trio", "cards": list(move["trio"])})
        return
    a, b = move["duo"]
    effect = duo_effect(s, seat, a, b)
    _lose(s, seat, [a, b])
    s["units"][seat].append({"kind": "duo", "cards": [a, b]})
    _duo(s, seat, effect, move)


def _duo(s: dict, seat: int, effect: str, move: dict) -> None:
    """Resolve a duo's effect (§4); what cannot be done is lost (D6)."""
    mine = effects(s, seat)
    if effect == "crab":
        s["pending"] = {"piles": _crab_piles(s, seat, move)}
        _crab_next(s, seat)
    elif effect == "boat":
        if s["deck"] or s["piles"][0] or s["piles"][1]:
            s["phase"] = "draw"  # D3: an extra turn at once
            s["happened"].append({"kind": "extra_turn"})
    elif effect == "fish":
        got = _draw_top(s, seat, 2 if "sunfish" in mine else 1)
        s["happened"].append({"kind": "drew", "n": len(got)})
    elif effect == "shark":
        if "target" in move:
            victim = move["target"]
            r, k = rng.below(rng.unpack(s["rng"]), len(s["hands"][victim]))
            s["rng"] = rng.pack(r)
            card = sorted(s["hands"][victim])[k]  # D2: uniformly at random, by card id
            _lose(s, victim, [card])
            _gain(s, seat, [card])
            s["secrets"] += 1
            s["notes"][victim].append({"kind": "stolen", "by": seat, "card": card})
            s["notes"][seat].append({"kind": "stole", "from": victim, "card": card})
    elif effect == "jellyfish":
        s["jelly"] = {"source": seat, "targets": [o for o in range(s["players"]) if o != seat]}
    elif effect == "lobster":
        seen = [s["deck"].pop() for _ in range(min(data.LOBSTER_LOOK, len(s["deck"])))]
        s["pending"] = {"seen": seen}
        if seen:
            s["secrets"] += 1
        if len(seen) > 1:
            s["phase"] = "lobster"
        else:
            _gain(s, seat, seen)
            seen.clear()
            _lobster_done(s)
    elif effect == "rodeo_swim":
        if "target" in move:
            s["secrets"] += 1
            s["pending"] = {"target": move["target"]}  # D14: with an empty hand, only a look
            s["phase"] = "swap"
            s["happened"].append({"kind": "looked", "target": move["target"]})
    elif effect == "rodeo_shark":
        if "target" in move:
            unit = s["units"][move["target"]].pop(move["unit"])
            s["units"][seat].append(unit)


def _crab_next(s: dict, seat: int) -> None:
    """The next pile a crab duo looks through ([interpretation]: one card is taken without asking)."""
    p = s["pending"]
    while p["piles"]:
        pile = s["piles"][p["piles"][0]]
        if len(pile) > 1:
            s["phase"] = "crab"
            s["secrets"] += 1
            return
        if pile:
            _gain(s, seat, [pile.pop()])
        p["piles"].pop(0)
    s["pending"] = None
    s["phase"] = "play"


def _lobster_done(s: dict) -> None:
    """The cards not kept go back and the deck is shuffled (D19)."""
    s["deck"] += s["pending"]["seen"]
    s["deck"] = _shuffled(s, s["deck"])
    s["pending"] = None
    s["phase"] = "play"


def _end_choice(s: dict, seat: int) -> None:
    """After Angelfish: the call, if the player may make one; else the turn ends."""
    if calls(s, seat):
        s["phase"] = "call"
    else:
        _end_turn(s, seat, "none")


# --- the end of a turn, of a round, of the game ------------------------------------------------------

def _mermaid_check(s: dict) -> None:
    """D10: N mermaids (4, 3 under Dance of the Mermaids) in hand and in front win at once."""
    order = [s["active"]] + [o for o in range(s["players"]) if o != s["active"]]
    for seat in order:
        if mermaids(s, seat) >= mermaids_to_win(s, seat):
            s["winner"], s["end"], s["to_move"], s["phase"], s["pending"] = seat, "mermaids", None, "over", None
            s["rounds"].append(_round_record(s, "mermaids", seat, [0] * s["players"]))
            return


def _end_turn(s: dict, seat: int, call: str) -> None:
    """The end of ``seat``'s turn with ``call``: a mermaid win, the call, the round's end or the next
    turn (``chances.round_end`` foresees this from the position: keep the two together)."""
    _mermaid_check(s)  # §6.5: at the end of the turn, before a call takes effect
    if s["end"] is not None:
        return
    s["turns"] += 1
    final_turn = s["call"] == "last_chance"
    if call == "stop":
        s["call"], s["caller"] = "stop", seat
        _score_round(s, seat)
        return
    if call == "last_chance":
        s["call"], s["caller"] = "last_chance", seat
        s["revealed"][seat] = True
        n = s["players"]
        s["final"] = [(seat + k) % n for k in range(1, n)]
    elif final_turn:
        s["revealed"][seat] = True
    called = s["call"] == "last_chance"
    if not s["deck"] and (not called or s["options"]["deck_out_after_last_chance"] == "void"):
        _abort_round(s, seat)  # §6.3, D7
        return
    if called:
        if not s["final"]:
            _score_round(s, s["caller"])
            return
        _start_turn(s, s["final"].pop(0))
        return
    _start_turn(s, (seat + 1) % s["players"])


def _start_turn(s: dict, seat: int) -> None:
    s["active"], s["to_move"], s["phase"], s["pending"] = seat, seat, "draw", None
    jelly = s["jelly"]
    s["restricted"] = stung(jelly, s, seat)  # D16
    if jelly is not None:
        if jelly["source"] == seat:
            s["jelly"] = None
        elif seat in jelly["targets"]:
            jelly["targets"].remove(seat)
    if not legal_moves(s):  # D5: nothing to draw; the play step follows (a stung turn just ends)
        if s["restricted"]:
            _end_turn(s, seat, "none")
            return
        s["phase"] = "play"


def _round_record(s: dict, outcome: str, ender: int, scored: list) -> dict:
    """A round's end as everyone saw it: every hand and its points once they were shown (a round
    the deck ended shows no hand: nobody revealed one, §6.3)."""
    n = s["players"]
    players = []
    for seat in range(n):
        if outcome == "void":
            players.append({"seat": seat, "points": None, "duo": None, "collector": None, "multiplier": None,
                            "mermaid": None, "seahorse": None, "bonus": None, "scored": 0, "hand": None,
                            "units": None, "events": sorted(effects(s, seat))})
            continue
        b = points_of(s, seat)
        players.append({"seat": seat, "points": b["total"], "duo": b["duo"], "collector": b["collector"],
                        "multiplier": b["multiplier"], "mermaid": b["mermaid"], "seahorse": b["seahorse"],
                        "bonus": colour_bonus(s["hands"][seat], s["units"][seat]), "scored": scored[seat],
                        "hand": list(s["hands"][seat]), "units": [dict(u) for u in s["units"][seat]],
                        "events": sorted(effects(s, seat))})
    return {"round": s["round"], "first": s["first"], "outcome": outcome, "ender": ender,
            "call": s["call"], "caller": s["caller"], "players": players}


def _round_scores(s: dict, call: str, caller: int) -> tuple:
    """Each seat's round score and whether a LAST CHANCE bet was won (``scoring.round_scores``)."""
    n = s["players"]
    pts = [points_of(s, seat)["total"] for seat in range(n)]
    bonus = [colour_bonus(s["hands"][seat], s["units"][seat]) for seat in range(n)]
    return round_scores(pts, bonus, call, caller)


def _score_round(s: dict, caller: int) -> None:
    """STOP or LAST CHANCE: everyone reveals and scores (§6.1–6.2)."""
    scored, won = _round_scores(s, s["call"], caller)
    outcome = "stop" if won is None else ("won" if won else "lost")
    s["rounds"].append(_round_record(s, outcome, caller, scored))
    s["scores"] = [a + b for a, b in zip(s["scores"], scored)]
    s["happened"].append({"kind": "scored", "outcome": outcome})
    _after_round(s, caller)


def _abort_round(s: dict, ender: int) -> None:
    """The deck ran out at the end of a turn: nobody scores (§6.3)."""
    s["rounds"].append(_round_record(s, "void", ender, [0] * s["players"]))
    s["happened"].append({"kind": "scored", "outcome": "void"})
    _after_round(s, ender)


def _after_round(s: dict, ender: int) -> None:
    goal = target(s["options"], s["players"])
    if max(s["scores"]) >= goal:
        s["end"], s["to_move"], s["phase"], s["pending"] = "target", None, "over", None
        s["winner"] = _winners(s)[0]
        return
    if s["events"] is not None:
        chooser = _award_events(s)
        if chooser is not None:
            s["to_move"], s["phase"], s["pending"] = chooser, "event", {"ender": ender}
            s["active"] = chooser
            return
    _new_round(s, (ender + 1) % s["players"])


def _unique(scores: list, sign: str):
    best = max(scores) if sign == "+" else min(scores)
    seats = [i for i, v in enumerate(scores) if v == best]
    return seats[0] if len(seats) == 1 else None


def event_chooser(ev: dict, scores: list):
    """Who, once a round ends at these totals, holds two events and keeps one (§6.6): the one the
    round's event goes to, if it keeps an event it holds; or None."""
    to = _unique(scores, _sign(ev["round"]))
    if to is None or not any(_unique(scores, _sign(k)) == to for k in ev["held"][to]):
        return None
    return to


def _award_events(s: dict):
    """§6.6: held events stay with a unique leader (+) or last (−); the round's event goes to one;
    returns a seat that now holds two events and keeps one, or None."""
    ev, scores = s["events"], s["scores"]
    chooser = event_chooser(ev, scores)
    for seat, held in enumerate(ev["held"]):
        for key in list(held):
            if _unique(scores, _sign(key)) != seat:
                held.remove(key)
                ev["discard"].append(key)
    key = ev["round"]
    ev["round"] = None
    to = _unique(scores, _sign(key))
    if to is None:
        ev["discard"].append(key)
    else:
        ev["held"][to].append(key)
        s["happened"].append({"kind": "event", "key": key, "to": to})
    return chooser


def _sign(key: str) -> str:
    return data.EVENTS[data.EVENT_ID[key]][1]


def _keep_event(s: dict, seat: int, key: str) -> None:
    ev = s["events"]
    for k in list(ev["held"][seat]):
        if k != key:
            ev["held"][seat].remove(k)
            ev["discard"].append(k)
    _new_round(s, (s["pending"]["ender"] + 1) % s["players"])


def _last_order(s: dict) -> list:
    """The final round's turn order from its first player (D11)."""
    n, first = s["players"], s["rounds"][-1]["first"]
    return [(first + k) % n for k in range(n)]


def _decide(s: dict) -> tuple:
    """The winner and what decided it: the highest total; ties: most points in the final round, then,
    of the players still tied, the latest in its turn order (or the round's ender with
    ``tiebreak="ender"`` when the ender is one of them) (§6.4, D11). One winner, always."""
    if s["end"] == "mermaids":
        return s["winner"], "mermaids"
    top = max(s["scores"])
    tied = [i for i, v in enumerate(s["scores"]) if v == top]
    if len(tied) == 1:
        return tied[0], "total"
    last = s["rounds"][-1]["players"]
    best = max(last[i]["scored"] for i in tied)
    tied = [i for i in tied if last[i]["scored"] == best]
    if len(tied) == 1:
        return tied[0], "last_round"
    if s["options"]["tiebreak"] == "ender" and s["rounds"][-1]["ender"] in tied:
        return s["rounds"][-1]["ender"], "ender"
    order = _last_order(s)
    return max(tied, key=order.index), "order"


def _winners(s: dict) -> list:
    return [_decide(s)[0]]


def _tiebreak(s: dict) -> str:
    return _decide(s)[1]


# --- words ---------------------------------------------------------------------------------------

def _then(before: dict, after: dict):
    """What the move set off once done: a draw for Dolphins, an extra turn, the end of the round or
    of the game, an event given, a new round (a nested sentence, empty if nothing)."""
    out = said("seasaltpaper.then.none")
    if after["end"] == "mermaids":
        w = after["winner"]
        return said("seasaltpaper.then.mermaids", name=player_name(w), seat=w, n=mermaids_to_win(after, w))
    if after["end"] == "target":
        out = said("seasaltpaper.then.game_over", name=player_name(after["winner"]), seat=after["winner"])
    elif after["round"] != before["round"]:
        first = after["first"]
        out = said("seasaltpaper.then.new_round", round=after["round"], name=player_name(first), seat=first)
    elif after["phase"] == "event":
        out = said("seasaltpaper.then.choose_event", name=player_name(after["to_move"]), seat=after["to_move"])
    for h in reversed(after["happened"]):
        if h["kind"] == "dolphins" and h["n"]:
            out = said("seasaltpaper.then.dolphins", then=out)
        elif h["kind"] == "extra_turn":
            out = said("seasaltpaper.then.extra_turn", then=out)
        elif h["kind"] == "event":
            out = said("seasaltpaper.then.event", event=said(f"seasaltpaper.event.{h['key']}"), name=player_name(h["to"]),
                       seat=h["to"], then=out)
        elif h["kind"] == "scored":
            out = said(f"seasaltpaper.then.round_{h['outcome']}", then=out)
    return out


def describe_move(state: dict, move: dict) -> str:
    """The log line a legal ``move`` writes now; hidden cards are never named."""
    after = play(state, move)
    move = canonical(move)
    seat = state["to_move"]
    w = {"name": player_name(seat), "seat": seat, "then": _then(state, after)}
    phase = state["phase"]
    if phase == "draw":
        if "take" in move:
            card = state["piles"][move["take"]][-1]
            return said("seasaltpaper.log.take", card=card_text(card), pile=move["take"] + 1, **w)
        if state["restricted"]:
            return said("seasaltpaper.log.stung", **w)
        if len(state["deck"]) == 1:
            return said("seasaltpaper.log.last_card", **w)
        return said("seasaltpaper.log.draw", **w)
    if phase == "keep":
        other = [c for c in state["pending"]["drawn"] if c != move["keep"]][0]
        return said("seasaltpaper.log.keep", card=card_text(other), pile=move["pile"] + 1, **w)
    if phase == "play" and "end" not in move:
        if "shell_down" in move:
            return said("seasaltpaper.log.shell_down", **w)
        if "trio" in move:
            a, b, c = (card_text(x) for x in move["trio"])
            return said("seasaltpaper.log.trio", a=a, b=b, star=c, **w)
        a, b = move["duo"]
        effect = duo_effect(state, seat, a, b)
        return said("seasaltpaper.log.duo", a=card_text(a), b=card_text(b), effect=_effect_text(state, after, effect, move),
                    **w)
    if phase == "crab":
        return said("seasaltpaper.log.pick", pile=state["pending"]["piles"][0] + 1, **w)
    if phase == "lobster":
        return said("seasaltpaper.log.lobster_keep", n=len(state["pending"]["seen"]) - 1, **w)
    if phase == "swap":
        t = state["pending"]["target"]
        key = "seasaltpaper.log.no_swap" if move["swap"] is None else "seasaltpaper.log.swap"
        return said(key, target=player_name(t), target_seat=t, **w)
    if phase == "angelfish":
        card = state["piles"][move["angelfish"]][-1]
        return said("seasaltpaper.log.angelfish", card=card_text(card), pile=move["angelfish"] + 1, **w)
    if phase == "event":
        return said("seasaltpaper.log.keep_event", event=said(f"seasaltpaper.event.{move['keep_event']}"), **w)
    return said(f"seasaltpaper.log.end_{move['end']}", **w)


def _effect_text(before: dict, after: dict, effect: str, move: dict):
    seat = before["to_move"]
    if effect == "crab":
        if "hermit_crab" in effects(before, seat):
            has = before["piles"][0] or before["piles"][1]
            return said("seasaltpaper.effect.hermit_crab") if has else said("seasaltpaper.effect.lost")
        if "pile" not in move:
            return said("seasaltpaper.effect.lost")
        return said("seasaltpaper.effect.crab", pile=move["pile"] + 1)
    if effect == "fish":
        n = len(after["hands"][seat]) - len(before["hands"][seat]) + 2
        return said("seasaltpaper.effect.fish", n=n) if n else said("seasaltpaper.effect.lost")
    if effect == "boat":
        return said("seasaltpaper.effect.boat") if after["phase"] == "draw" or after["round"] != before["round"] \
            else said("seasaltpaper.effect.lost")
    if effect == "lobster":
        n = min(data.LOBSTER_LOOK, len(before["deck"]))
        return said("seasaltpaper.effect.lobster", n=n) if n else said("seasaltpaper.effect.lost")
    if effect == "jellyfish":
        return said("seasaltpaper.effect.jellyfish")
    if "target" not in move:
        return said("seasaltpaper.effect.lost")
    t = move["target"]
    if effect == "shark":
        return said("seasaltpaper.effect.shark", target=player_name(t), target_seat=t)
    if effect == "rodeo_swim":
        return said("seasaltpaper.effect.rodeo_swim", target=player_name(t), target_seat=t)
    u = before["units"][t][move["unit"]]["cards"]
    return said("seasaltpaper.effect.rodeo_shark", target=player_name(t), target_seat=t, a=card_text(u[0]),
                b=card_text(u[1]))


# --- what each seat remembers of the discard piles (D1) ----------------------------------------------
#
# Nobody may look through a pile, but every card put on one is face up, so a seat with a good memory
# knows each pile's cards, except the one an opponent's crab took from under the top: that seat sees
# the pile shrink and keeps its top, and no longer knows which card left. ``state["memory"][seat][i]``
# is what ``seat`` knows of pile ``i``, bottom to top: ``hidden`` cards it cannot place (the bottom of
# the pile, each one of the cards of ``maybe``, which it saw put there), then ``seen``, the cards it is
# sure of, in order (the top is always seen: it is face up). A crab's actor looks through the whole
# pile, so it knows it all again. A new round deals new piles: everyone saw them.

def _pile_memory(pile: list) -> dict:
    return {"hidden": 0, "maybe": [], "seen": list(pile)}


def fresh_memory(s: dict) -> list:
    """Every seat knows both piles card by card (a new round: two face-up cards)."""
    return [[_pile_memory(p) for p in s["piles"]] for _ in range(s["players"])]


def _blank_memory(pile: list) -> dict:
    """Only the top is known (a saved state from before memories were kept)."""
    return {"hidden": max(len(pile) - 1, 0), "maybe": [], "seen": pile[-1:]}


def _fits(m: dict, pile: list) -> bool:
    return m["hidden"] + len(m["seen"]) == len(pile) and m["seen"] == pile[len(pile) - len(m["seen"]):]


def _memory_of(s: dict, seat: int, i: int) -> dict:
    """``seat``'s memory of pile ``i``; only the top for a state without one (a save from before, a
    position built by hand), or with one that does not fit the pile."""
    mem = s.get("memory")
    if mem and 0 <= seat < len(mem) and _fits(mem[seat][i], s["piles"][i]):
        return mem[seat][i]
    return _blank_memory(s["piles"][i])


def _show_top(m: dict, pile: list) -> None:
    """The top card is face up: it is seen, even when it was one of the hidden cards."""
    if pile and not m["seen"] and m["hidden"]:
        m["hidden"] -= 1
        if pile[-1] in m["maybe"]:
            m["maybe"].remove(pile[-1])
        m["seen"] = [pile[-1]]
    if not m["hidden"]:
        m["maybe"] = []


def _update_memory(m: dict, before: list, after: list, looked: bool) -> dict:
    """What a seat knows of a pile that went from ``before`` to ``after`` in one move; ``looked``: it
    is the crab's actor, who saw the whole pile."""
    if looked:
        return _pile_memory(after)
    if after == before:
        return m
    if not _fits(m, before):
        return _blank_memory(after)  # a memory that does not fit the pile: only the top is sure
    if len(after) == len(before) + 1 and after[:-1] == before:  # a card put face up
        m["seen"].append(after[-1])
    elif after == before[:-1]:  # the top taken, in sight of all
        m["seen"].pop()
        _show_top(m, after)
    elif len(after) == len(before) - 1 and before and after and after[-1] == before[-1]:
        # an opponent's crab took a card from under the top: which one, this seat cannot tell
        below = m["maybe"] + m["seen"][:-1]
        m = {"hidden": len(after) - 1, "maybe": sorted(set(below)), "seen": [before[-1]]}
        _show_top(m, after)
    else:
        return _blank_memory(after)
    return m


def _remember(before: dict, s: dict, seat: int) -> None:
    """Every seat's memory after a move by ``seat`` (``play``)."""
    if s["round"] != before["round"] or s.get("memory") is None:
        if s["round"] != before["round"]:
            s["memory"] = fresh_memory(s)
        return
    mem = s["memory"]
    crab = s["pending"]["piles"][0] if s["phase"] == "crab" else None
    for i in (0, 1):
        old, new = before["piles"][i], s["piles"][i]
        if old == new and crab != i:
            continue
        for viewer in range(s["players"]):
            looked = viewer == seat and (crab == i or before["phase"] == "crab")
            mem[viewer][i] = _update_memory(mem[viewer][i], old, new, looked)


def known_piles(s: dict, seat: int) -> list:
    """What ``seat`` knows of each pile, top first: a card id where it is sure, ``None`` where not."""
    out = []
    for i in (0, 1):
        m = _memory_of(s, seat, i)
        out.append(list(reversed(m["seen"])) + [None] * m["hidden"])
    return out


def _elsewhere(s: dict, seat: int) -> set:
    """Cards ``seat`` sees out of the piles: its hand, the played cards, revealed hands."""
    out = set(s["hands"][seat])
    for o in range(s["players"]):
        out |= {c for u in s["units"][o] if u["kind"] != "down" for c in u["cards"]}
        if s["revealed"][o]:
            out |= set(s["hands"][o])
    return out


def pile_maybe(s: dict, seat: int) -> list:
    """For each pile, the cards that may be its unplaced ones (seen put there, not seen leave)."""
    gone = _elsewhere(s, seat)
    return [[c for c in _memory_of(s, seat, i)["maybe"] if c not in gone] for i in (0, 1)]


def _check_memory(state: dict) -> bool:
    """A memory, when the state keeps one: each seat's, of each pile, fits that pile."""
    mem = state.get("memory")
    if mem is None:
        return True
    cards = set(all_cards(state["options"]))
    if not (isinstance(mem, list) and len(mem) == state["players"]):
        return False
    for mine in mem:
        if not (isinstance(mine, list) and len(mine) == 2):
            return False
        for m, pile in zip(mine, state["piles"]):
            if not (isinstance(m, dict) and set(m) == {"hidden", "maybe", "seen"}):
                return False
            k, maybe, seen = m["hidden"], m["maybe"], m["seen"]
            if type(k) is not int or not isinstance(maybe, list) or not isinstance(seen, list):
                return False
            if any(type(c) is not int or c not in cards for c in maybe + seen) or len(set(maybe)) != len(maybe):
                return False
            if k < 0 or k + len(seen) != len(pile) or seen != pile[len(pile) - len(seen):]:
                return False
            if pile and not seen:
                return False
    return True


# --- scores, the end ----------------------------------------------------------------------------

def points(state: dict, seat: int) -> int:
    """The total so far."""
    return state["scores"][seat]


def evaluate(state: dict, seat: int) -> int:
    """The total if the game ended now (a round's card points count only once it is scored)."""
    return state["scores"][seat]


def result(state: dict):
    """Totals, the winner (one: the tie-break always decides), each round's points and why it ended."""
    if state["to_move"] is not None:
        return None
    n = state["players"]
    scores = list(state["scores"])
    breakdown = []
    for seat in range(n):
        items = [{"what": said(f"seasaltpaper.item.{r['outcome']}", round=r["round"]), "points": r["players"][seat]["scored"]}
                 for r in state["rounds"]]
        breakdown.append({"seat": seat, "items": items, "total": scores[seat]})
    return {"scores": scores, "winners": _winners(state), "tiebreak": _tiebreak(state), "breakdown": breakdown,
            "ended": ended(state), "end": state["end"], "rounds": state["rounds"],
            "target": target(state["options"], n)}


def ended(state: dict):
    w = state["winner"]
    if state["end"] == "mermaids":
        return said("seasaltpaper.ended.mermaids", name=player_name(w), seat=w, n=mermaids_to_win(state, w))
    top = max(state["scores"])
    who = [i for i, v in enumerate(state["scores"]) if v >= target(state["options"], state["players"])]
    return said("seasaltpaper.ended.target", name=player_name(who[0]), seat=who[0], target=target(state["options"],
                state["players"]), total=top)


def progress(state: dict) -> dict:
    """The round being played (``unit``: a round, not a turn); a game has no set number of rounds
    (it ends at the target)."""
    return {"round": state["round"], "rounds": None, "last": False, "unit": "round"}


# --- what a seat may see -------------------------------------------------------------------------

def _pending_view(s: dict, seat) -> dict | None:
    p, phase = s["pending"], s["phase"]
    mine = seat is not None and seat == s["to_move"]
    if phase == "keep":
        return {"kind": "keep", "count": 2, "cards": list(p["drawn"]) if mine else None}
    if phase == "crab":
        pile = p["piles"][0]
        return {"kind": "crab", "pile": pile, "piles": list(p["piles"]),
                "cards": sorted(s["piles"][pile]) if mine else None}
    if phase == "lobster":
        return {"kind": "lobster", "count": len(p["seen"]), "cards": sorted(p["seen"]) if mine else None}
    if phase == "swap":
        t = p["target"]
        return {"kind": "swap", "target": t, "cards": list(s["hands"][t]) if mine else None}
    if phase == "event":
        return {"kind": "event", "ender": p["ender"]}
    if phase == "angelfish":
        return {"kind": "angelfish", "then": p["then"]}
    return None


def view(state: dict, seat) -> dict:
    """What ``seat`` may see (``None`` = a spectator): the piles' tops and sizes, played cards, hand
    sizes, revealed hands, events, scores, every past round; its own hand, card points and notes."""
    s = state
    n = s["players"]
    mine = seat is not None and not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat < n
    players = [{
        "seat": o, "name": player_name(o), "hand_size": len(s["hands"][o]),
        "hand": list(s["hands"][o]) if s["revealed"][o] else None,
        "units": [{"kind": u["kind"], "cards": list(u["cards"]) if u["kind"] != "down" else None}
                  for u in s["units"][o]],
        "revealed": s["revealed"][o], "protected": protected(s, o), "score": s["scores"][o],
        "events": list(s["events"]["held"][o]) if s["events"] else [],
        "stung": bool(s["jelly"] and o in s["jelly"]["targets"] and not protected(s, o)),
    } for o in range(n)]
    own = None
    if mine:
        b = points_of(s, seat)
        own = dict(b, bonus=colour_bonus(s["hands"][seat], s["units"][seat]), need=call_points(s, seat),
                   mermaids_to_win=mermaids_to_win(s, seat), effects=sorted(effects(s, seat)))
    ev = s["events"]
    return {
        "game": "seasaltpaper", "mode": s["options"]["mode"], "seat": seat if mine else None,
        "to_move": s["to_move"], "active": s["active"], "over": s["to_move"] is None, "phase": s["phase"],
        "round": s["round"], "first": s["first"], "turn": s["turns"] + (1 if s["to_move"] is not None else 0),
        "progress": progress(s), "options": dict(s["options"]),
        "rules": {"target": target(s["options"], n), "call_points": data.CALL_POINTS,
                  "deck_size": len(all_cards(s["options"])),
                  "cards": [list(data.CARDS[c]) for c in all_cards(s["options"])]},
        "deck": len(s["deck"]),
        "piles": [{"size": len(p), "top": p[-1] if p else None} for p in s["piles"]],
        "players": players,
        "hand": list(s["hands"][seat]) if mine else [],
        "mine": own,
        "notes": list(s["notes"][seat]) if mine else [],
        "known_piles": known_piles(s, seat) if mine else None,
        "pile_maybe": pile_maybe(s, seat) if mine else None,
        "pending": _pending_view(s, seat),
        "restricted": s["restricted"],
        "call": s["call"], "caller": s["caller"], "final": list(s["final"]),
        "jelly": None if s["jelly"] is None else {"source": s["jelly"]["source"],
                                                   "targets": list(s["jelly"]["targets"])},
        "event": None if ev is None else ev["round"],
        "event_deck": None if ev is None else len(ev["deck"]),
        "event_discard": None if ev is None else list(ev["discard"]),
        "scores": list(s["scores"]),
        "rounds": s["rounds"],
        "winner": s["winner"], "end": s["end"],
    }


# --- bots: a world consistent with what a seat has seen -------------------------------------------

def _fewer_mermaids(hand: list, shown: list, need: int, pool: list) -> None:
    """Trade mermaids dealt into ``hand`` for other cards of ``pool`` until, with the ``shown`` ones,
    it holds fewer than ``need``: a world where someone already had them would be over (D10)."""
    others = [k for k, c in enumerate(pool) if data.type_of(c) != "mermaid"]
    for k, c in enumerate(hand):
        if count_mermaids(hand + shown) < need or not others:
            return
        if data.type_of(c) == "mermaid":
            j = others.pop()
            hand[k], pool[j] = pool[j], c


def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the cards the seat has not seen where they are dealt
    at random into the other hands, under the piles' tops, into the deck and what others look at."""
    v = view_
    seat, n = v["seat"], len(v["players"])
    options = dict(v["options"])
    pend = v["pending"]
    known = set(v["hand"])
    for p in v["players"]:
        for u in p["units"]:
            known |= set(u["cards"] or [])
        if p["hand"] is not None:
            known |= set(p["hand"])
    tops = [p["top"] for p in v["piles"]]
    known |= {t for t in tops if t is not None}
    remembered = v.get("known_piles") or [[t] if t is not None else [] for t in tops]
    remembered = [list(p) + [None] * (v["piles"][i]["size"] - len(p)) for i, p in enumerate(remembered)]
    seen = [[c for c in reversed(p) if c is not None] for p in remembered]  # bottom to top
    known |= {c for p in seen for c in p}
    maybe = v.get("pile_maybe") or [[], []]
    if pend and pend.get("cards"):
        known |= set(pend["cards"])
    r = rng.seed_state(seed)
    r, pool = rng.shuffled(r, [c for c in all_cards(options) if c not in known])
    # face-down shells: shells nobody has seen
    units = []
    for p in v["players"]:
        us = []
        for u in p["units"]:
            if u["kind"] == "down":
                shell = next(c for c in pool if data.type_of(c) == "shell")
                pool.remove(shell)
                us.append({"kind": "down", "cards": [shell]})
            else:
                us.append({"kind": u["kind"], "cards": list(u["cards"])})
        units.append(us)
    hands = []
    for p in v["players"]:
        if p["seat"] == seat:
            hands.append(list(v["hand"]))
        elif p["hand"] is not None:
            hands.append(list(p["hand"]))
        elif pend and pend["kind"] == "swap" and pend["target"] == p["seat"] and pend["cards"] is not None:
            hands.append(list(pend["cards"]))
        else:
            hand = [pool.pop() for _ in range(p["hand_size"])]
            if v["to_move"] is not None:  # the game goes on: nobody holds its last mermaid (D10)
                dance = "mermaid_dance" in [v["event"]] + p["events"]
                need = data.MERMAID_DANCE_TO_WIN if dance else data.MERMAIDS_TO_WIN
                shown = [c for u in units[p["seat"]] if u["kind"] != "down" for c in u["cards"]]
                _fewer_mermaids(hand, shown, need, pool)
            hands.append(sorted(hand))
    piles = []
    for i, p in enumerate(v["piles"]):
        hidden = p["size"] - len(seen[i])
        if pend and pend["kind"] == "crab" and pend["pile"] == i and pend["cards"] is not None:
            under = [c for c in pend["cards"] if c not in seen[i]]
        else:  # the cards it cannot place: of those it saw put there first
            under = [c for c in pool if c in maybe[i]][:hidden]
            for c in under:
                pool.remove(c)
            under += [pool.pop() for _ in range(hidden - len(under))]
        piles.append(under + seen[i])
    memory = [[_pile_memory(p) for p in piles] for _ in range(n)]
    if seat is not None:
        memory[seat] = [{"hidden": len(remembered[i]) - len(seen[i]), "maybe": list(maybe[i]), "seen": list(seen[i])}
                        for i in (0, 1)]
    pending = None
    if pend:
        kind = pend["kind"]
        if kind == "keep":
            pending = {"drawn": list(pend["cards"]) if pend["cards"] else [pool.pop(), pool.pop()]}
        elif kind == "crab":
            pending = {"piles": list(pend["piles"])}
        elif kind == "lobster":
            pending = {"seen": list(pend["cards"]) if pend["cards"] else [pool.pop() for _ in range(pend["count"])]}
        elif kind == "swap":
            pending = {"target": pend["target"]}
        elif kind == "event":
            pending = {"ender": pend["ender"]}
        elif kind == "angelfish":
            pending = {"then": pend["then"]}
    deck = pool[: v["deck"]]
    assert len(deck) == v["deck"] == len(pool), "the view's cards do not add up"
    events = None
    if v["event_deck"] is not None:
        out = set(v["event_discard"]) | {v["event"]} | {k for p in v["players"] for k in p["events"]}
        r, edeck = rng.shuffled(r, [data.EVENTS[i][0] for i in sorted(data.EVENTS)
                                    if data.EVENTS[i][0] not in out])
        events = {"round": v["event"], "deck": edeck, "discard": list(v["event_discard"]),
                  "held": [list(p["events"]) for p in v["players"]]}
    notes = [list(v["notes"]) if o == seat else [] for o in range(n)]
    return {
        "options": options, "players": n, "rng": rng.pack(r), "deck": deck, "piles": piles, "hands": hands,
        "units": units, "revealed": [p["revealed"] for p in v["players"]], "scores": list(v["scores"]),
        "rounds": v["rounds"], "round": v["round"], "first": v["first"], "active": v["active"],
        "to_move": v["to_move"], "phase": v["phase"], "pending": pending, "call": v["call"],
        "caller": v["caller"], "final": list(v["final"]), "restricted": v["restricted"],
        "jelly": None if v["jelly"] is None else {"source": v["jelly"]["source"],
                                                  "targets": list(v["jelly"]["targets"])},
        "events": events, "notes": notes, "turns": v["turn"] - (1 if v["to_move"] is not None else 0),
        "secrets": 0, "winner": v["winner"], "end": v["end"], "happened": [], "memory": memory,
    }


PHASES = ("draw", "keep", "play", "angelfish", "call", "crab", "lobster", "swap", "event", "over")


def check_state(state: dict):
    """What ``conserved`` cannot see (``tabletop.boundary``): a step of the turn that exists, and a
    seat to move that sits at the table."""
    seat = state["to_move"]
    if state["phase"] not in PHASES or not (seat is None or (type(seat) is int and 0 <= seat < state["players"])):
        return said("seasaltpaper.state.turn")
    if not _check_memory(state):
        return said("seasaltpaper.state.memory")
    return None


def conserved(state: dict) -> bool:
    """Every card of the game is in exactly one place: deck, piles, hands, played units, or in the
    hands of an effect (the two cards drawn, the lobster's five)."""
    cards = list(state["deck"]) + state["piles"][0] + state["piles"][1]
    for seat in range(state["players"]):
        cards += state["hands"][seat]
        cards += [c for u in state["units"][seat] for c in u["cards"]]
    p = state["pending"] or {}
    cards += p.get("drawn", []) + p.get("seen", [])
    return sorted(cards) == all_cards(state["options"])


from . import chances  # noqa: E402  (at the end: it reads the rules above)


def chance(state: dict, move: dict):
    """The chance ``move`` meets, said before it is played (``chances.chance``)."""
    return chances.chance(state, move)


def undo_blocker(state: dict, move: dict):
    """Why ``move`` may not be undone (``chances.undo_blocker``)."""
    return chances.undo_blocker(state, move)
