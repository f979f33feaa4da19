"""Panda Rei's rules: one animal card a turn, face up in turn; the turn's winner picks two of the
cards played, the others one each.

Source: ``shared/rules/pandarei.md`` (the BGA help text in ``shared/seeds/``; decisions D1–D21; the
deck and the point tables are [reconstruction] in ``data.py``). A card is its animal's name: cards of
an animal are alike, so moves and views name animals. Every function is pure: ``play`` returns a new
state.

Moves, each a thing a person does and reads in the log:

- ``{"play": animal}``: play a card of that animal from the hand (phase ``play``). In a 2-player game
  the Dummy plays last, at random from its own hand, as part of the move before it.
- ``{"take": animal}``: take a card of that animal from the table (phase ``pick``): the winner twice,
  then each player after the winner once; the last player in that order takes nothing.

Decisions of this engine beyond the rules file ([interpretation], each marked where it is made):

- A pick with one possible answer (every card left on the table is the same animal) is made at once
  for its player and written in the log; in a 2-player game the loser's pick is always such a pick.
- The worth of a monkey leading a turn is 1 (D3), or, with the lobby option ``lead_monkey_worth`` =
  ``"last_card_of_previous_turn_plus_one"`` (the rules file's alternative, §9), one more than the last
  card of the previous turn, the Dummy's in a 2-player game (1 in the game's first turn).
"""

from ... import rng
from . import data
from .scoring import animal_items, panda_points, totals
from .text import animal_name, animal_text, card_text, player_name, said
from . import MODES, NAME  # noqa: F401  (the contract's names)
from ...state import copy as state_copy
import sys
from ... import engine

HIDDEN_KEYS = ("hands", "dummy", "deck")  # the hands, the Dummy's hand, the undealt cards
CONFORMANCE_GAMES = 120  # per mode for the conformance kit (30 a player count; a game is 60–200 moves)

DUMMY = None  # the Dummy's "seat" in a turn's plays and play order


# --- options and setup -------------------------------------------------------------------------

OPTIONS = {
    "mode": {"default": "standard"},
    "players": {"default": 3},
    # rules file §9: "one" (D3) or "last_card_of_previous_turn_plus_one"
    "lead_monkey_worth": {"choices": ("one", "last_card_of_previous_turn_plus_one"), "default": "one"},
}
DEFAULTS = {k: o["default"] for k, o in OPTIONS.items()}


def check_options(options) -> dict:
    """The options checked and completed from ``OPTIONS`` (``tabletop.engine.check_options``)."""
    return engine.check_options(sys.modules[__name__], options)


def _empty() -> dict:
    return {a: 0 for a in data.ANIMALS}


def setup(options: dict, seed: int) -> dict:
    """A new game: the deck shuffled, the token to a random player, the first round dealt."""
    options = check_options(options)
    n = options["players"]
    r = rng.seed_state(seed)
    r, token = rng.below(r, n)  # [SEED][DIFF]: the first token holder is chosen at random
    r, deck = rng.shuffled(r, data.deck())
    s = {
        "options": options, "players": n, "rng": rng.pack(r), "deck": deck,
        "hands": [[] for _ in range(n)], "dummy": [] if n == 2 else None,
        "collections": [_empty() for _ in range(n)], "token": token, "round": 0, "turn": 0, "turns": 0,
        "phase": "play", "table": [], "queue": [], "to_move": token, "last_worth": 0, "history": [],
    }
    _deal(s)
    return s


def _by_value(cards: list) -> list:
    return sorted(cards, key=data.ANIMALS.index)


def _deal(s: dict) -> None:
    """A new round: 11 cards to each hand (and the Dummy's) from the undealt cards, not reshuffled (D11)."""
    s["round"] += 1
    s["turn"] = 1
    for seat in range(s["players"]):
        s["hands"][seat] = _by_value([s["deck"].pop() for _ in range(data.HAND_SIZE)])
    if s["dummy"] is not None:
        s["dummy"] = _by_value([s["deck"].pop() for _ in range(data.HAND_SIZE)])
    s["to_move"] = s["token"]


# --- the turn ----------------------------------------------------------------------------------

def play_order(s: dict) -> list:
    """This turn's order: the token holder first, clockwise; the Dummy last (2 players)."""
    n = s["players"]
    order = [(s["token"] + k) % n for k in range(n)]
    return order + ([DUMMY] if s["dummy"] is not None else [])


def worth_now(s: dict, animal: str) -> int:
    """What ``animal`` would be worth played now: its value, or for a monkey one more than the card
    before it in this turn (D4: monkeys chain); leading, 1 (D3) or the option's reading."""
    if animal != "monkey":
        return data.VALUE[animal]
    if s["table"]:
        return s["table"][-1]["worth"] + 1
    if s["options"]["lead_monkey_worth"] == "last_card_of_previous_turn_plus_one":
        return s["last_worth"] + 1
    return 1


def pigs(s: dict, seat: int) -> int:
    return s["collections"][seat]["pig"]


def judge(plays: list, pig_counts: list) -> dict | None:
    """Who wins a turn with ``plays`` (``[{"seat", "worth"}]`` in play order; the Dummy's seat is None)
    so far, by §4.3: a group of equal worth beats any single card (the largest group, then the highest
    worth); its players compare pigs collected before, then who played first (D6, D7). The Dummy counts
    in groups but never wins (D5). Returns ``{"seat", "why": "highest"|"group", "worth", "size",
    "by": "alone"|"pigs"|"first", "candidates"}``, or None before the first real card."""
    real = [p for p in plays if p["seat"] is not DUMMY]
    if not real:
        return None
    count = {}
    for p in plays:
        count[p["worth"]] = count.get(p["worth"], 0) + 1
    groups = [w for w, k in count.items() if k >= 2]
    if not groups:
        best = max(real, key=lambda p: p["worth"])
        return {"seat": best["seat"], "why": "highest", "worth": best["worth"], "size": 1, "by": "alone",
                "candidates": [best["seat"]]}
    worth = max(groups, key=lambda w: (count[w], w))
    candidates = [p["seat"] for p in real if p["worth"] == worth]  # in play order
    most = max(pig_counts[c] for c in candidates)
    with_most = [c for c in candidates if pig_counts[c] == most]
    by = "alone" if len(candidates) == 1 else "pigs" if len(with_most) == 1 else "first"
    return {"seat": with_most[0], "why": "group", "worth": worth, "size": count[worth], "by": by,
            "candidates": candidates}


def leader(s: dict) -> dict | None:
    """Who would win the turn if it ended with the cards on the table now."""
    return judge(s["table"], [pigs(s, o) for o in range(s["players"])])


def pick_queue(s: dict, winner: int) -> list:
    """Who picks, one card a entry: the winner twice, then clockwise one each; the player to the
    winner's right takes nothing (§4.4; in a 2-player game the Dummy comes last, D9)."""
    n = s["players"]
    after = [(winner + k) % n for k in range(1, n)]
    return [winner] * data.WINNER_TAKES + after[: len(s["table"]) - data.WINNER_TAKES]


def _left(s: dict) -> list:
    """The animals still on the table, in play order, one entry a card."""
    return [p["animal"] for p in s["table"] if p["taken"] is None]


def to_move(state: dict):
    return state["to_move"]


def legal_moves(state: dict) -> list:
    s, seat = state, state["to_move"]
    if seat is None:
        return []
    if s["phase"] == "play":
        return [{"play": a} for a in data.ANIMALS if a in s["hands"][seat]]
    left = _left(s)
    return [{"take": a} for a in data.ANIMALS if a in left]


def why_illegal(state: dict, move) -> str | None:
    """Why ``move`` is refused now (a sentence), or None if it is legal."""
    s = state
    if s["to_move"] is None:
        return said("pandarei.illegal.over")
    if move in legal_moves(s):
        return None
    if not isinstance(move, dict) or len(move) != 1 or not ({"play", "take"} & set(move)):
        return said("pandarei.illegal.shape")
    key, animal = next(iter(move.items()))
    if not isinstance(animal, str) or animal not in data.ANIMALS:
        return said("pandarei.illegal.animal", animals=", ".join(data.ANIMALS))
    if key == "play" and s["phase"] == "play":
        return said("pandarei.illegal.not_in_hand", animal=animal_name(animal))
    if key == "take" and s["phase"] == "pick":
        return said("pandarei.illegal.not_on_table", animal=animal_name(animal))
    return said(f"pandarei.illegal.phase.{s['phase']}")


# --- playing a move ------------------------------------------------------------------------------

# how deep a move may change each part of the state (tabletop.state.copy); parts not named: all
_LEVELS = {"deck": 1, "hands": 2, "dummy": 1, "collections": 2, "table": 2, "queue": 1, "history": 1,
          "options": 0}


def _copy(state: dict) -> dict:
    """A copy ``play`` may change (see ``tabletop.state.copy``)."""
    s = state_copy(state, _LEVELS)
    return s


def play(state: dict, move) -> dict:
    from ...engine import IllegalMove
    reason = why_illegal(state, move)
    if reason is not None:
        raise IllegalMove(reason)
    s = _copy(state)
    seat = s["to_move"]
    if "play" in move:
        dummy_next = dummy_plays_next(s)
        _lay(s, seat, move["play"])
        order = play_order(s)
        if dummy_next:
            r, i = rng.below(rng.unpack(s["rng"]), len(s["dummy"]))  # §5: the Dummy plays at random
            s["rng"] = rng.pack(r)
            _lay(s, DUMMY, s["dummy"][i])
        if len(s["table"]) == len(order):
            _start_picks(s)
        else:
            s["to_move"] = order[len(s["table"])]
    else:
        _take(s, seat, move["take"])
        _next_pick(s)
    return s


def dummy_plays_next(s: dict) -> bool:
    """Whether the Dummy plays right after the card the seat to move plays now: it plays last in a
    2-player game, once both players have played (§5)."""
    return s["dummy"] is not None and len(s["table"]) == s["players"] - 1


def _lay(s: dict, seat, animal: str) -> None:
    hand = s["dummy"] if seat is DUMMY else s["hands"][seat]
    hand.remove(animal)
    s["table"].append({"seat": seat, "animal": animal, "worth": worth_now(s, animal), "taken": None})


def _start_picks(s: dict) -> None:
    win = leader(s)
    s["token"] = win["seat"]  # §4.4: the winner takes the token
    s["queue"] = pick_queue(s, win["seat"])
    s["phase"] = "pick"
    s["last_worth"] = s["table"][-1]["worth"]
    s["history"].append({
        "round": s["round"], "turn": s["turn"], "plays": [dict(p) for p in s["table"]], "winner": win,
        "picks": [],
    })
    _next_pick(s)


def _take(s: dict, seat: int, animal: str, forced: bool = False) -> None:
    card = next(p for p in s["table"] if p["taken"] is None and p["animal"] == animal)
    card["taken"] = seat
    s["collections"][seat][animal] += 1
    s["queue"].pop(0)
    turn = dict(s["history"][-1])
    turn["picks"] = turn["picks"] + [{"seat": seat, "animal": animal, "forced": forced}]
    s["history"][-1] = turn


def _next_pick(s: dict) -> None:
    """The next pick, made at once while it has one answer [interpretation]; the turn's end after the last."""
    while s["queue"] and len(set(_left(s))) == 1:
        _take(s, s["queue"][0], _left(s)[0], forced=True)
    if s["queue"]:
        s["to_move"] = s["queue"][0]
        return
    turn = dict(s["history"][-1])
    turn["plays"] = [dict(p) for p in s["table"]]
    s["history"][-1] = turn
    s["table"] = []
    s["turns"] += 1
    s["phase"] = "play"
    if any(s["hands"]):
        s["turn"] += 1
        s["to_move"] = s["token"]  # §4.5: the winner plays first
    elif s["round"] < data.ROUNDS:
        _deal(s)  # D10: the token holder leads round 2
    else:
        s["phase"] = "over"
        s["to_move"] = None


def _ends_turn(s: dict, move: dict) -> bool:
    """Whether ``move`` ends the turn, as its player sees it: a card completing the table when every
    card on it is then one animal (every pick is made at once), or a take that leaves one animal or
    none on the table (the picks after it are made at once [interpretation]). A card the Dummy
    follows is not known to end the turn: that move meets the Dummy's chance first."""
    if "play" in move:
        completes = len(s["table"]) + 1 == len(play_order(s))
        return completes and len({p["animal"] for p in s["table"]} | {move["play"]}) == 1
    left = _left(s)
    left.remove(move["take"])
    return len(set(left)) <= 1


def _hands_played_out(s: dict, move: dict) -> bool:
    """Whether every hand is empty once ``move`` is played (the round's last turn; the picks leave
    the hands as they are)."""
    seat = s["to_move"]
    return all(len(h) == (1 if "play" in move and o == seat else 0) for o, h in enumerate(s["hands"]))


def _unknown_after(state: dict, move: dict) -> str | None:
    """Why what ``move`` brings is not known to its player: ``"dummy"`` (the Dummy then plays a card
    at random from its hidden hand), ``"dealt"`` (it ends the round's last turn and a new round is
    dealt from the undealt cards), or None."""
    if "play" in move and dummy_plays_next(state):
        return "dummy"
    if state["round"] < data.ROUNDS and _ends_turn(state, move) and _hands_played_out(state, move):
        return "dealt"
    return None


def chance(state: dict, move: dict):
    """A card played before the Dummy's lets it play at random (``roll``); a move ending the round's
    last turn, before the last round, deals new hands (``draw``)."""
    return {"dummy": "roll", "dealt": "draw", None: None}[_unknown_after(state, move)]


def undo_blocker(state: dict, move: dict):
    """A move may be undone unless the Dummy played at random after it or it dealt new hands."""
    reason = _unknown_after(state, move)
    if reason == "dummy":
        return said("pandarei.undo.dummy")
    if reason == "dealt":
        return said("pandarei.undo.dealt")
    return None


# --- words ---------------------------------------------------------------------------------------

def _won_text(win: dict):
    name = player_name(win["seat"])
    if win["why"] == "highest":
        return said("pandarei.won.highest", name=name, seat=win["seat"], worth=win["worth"])
    return said(f"pandarei.won.group_{win['by']}", name=name, seat=win["seat"], n=win["size"], worth=win["worth"])


def _then(before: dict, after: dict):
    """What the move set off: the Dummy's card, the turn won, picks made for a player, a new round,
    the end of the game (a nested sentence, empty if nothing)."""
    out = said("pandarei.then.none")
    if after["to_move"] is None:
        w = result(after)["winners"]
        out = said("pandarei.then.game_over", name=player_name(w[0]), seat=w[0]) if len(w) == 1 else \
            said("pandarei.then.game_shared", names=" & ".join(player_name(o) for o in w))
    elif after["round"] != before["round"]:
        out = said("pandarei.then.new_round", round=after["round"], n=data.HAND_SIZE, name=player_name(after["token"]),
                   seat=after["token"])
    played = before["phase"] == "play"
    if played and len(after["history"]) == len(before["history"]):
        return out  # the turn goes on
    turn = after["history"][len(before["history"]) - (0 if played else 1)]
    done = 0 if played else len(before["history"][-1]["picks"]) + 1
    for pick in reversed(turn["picks"][done:]):
        out = said("pandarei.then.forced", name=player_name(pick["seat"]), seat=pick["seat"],
                   animal=animal_text(pick["animal"]), then=out)
    if played:
        out = said("pandarei.then.won", won=_won_text(turn["winner"]), then=out)
        last = turn["plays"][-1]
        if last["seat"] is DUMMY:
            out = said("pandarei.then.dummy", card=card_text(last["animal"], last["worth"]), then=out)
    return out


def describe_move(state: dict, move: dict) -> str:
    """The log line a legal ``move`` writes now."""
    after = play(state, move)
    seat = state["to_move"]
    w = {"name": player_name(seat), "seat": seat, "then": _then(state, after)}
    if "play" in move:
        animal = move["play"]
        worth = worth_now(state, animal)
        if animal == "monkey":
            if state["table"]:
                prev = state["table"][-1]
                return said("pandarei.log.monkey", worth=worth, prev=card_text(prev["animal"], prev["worth"]), **w)
            return said("pandarei.log.monkey_lead", worth=worth, **w)
        return said("pandarei.log.play", card=card_text(animal, worth), **w)
    return said("pandarei.log.take", animal=animal_text(move["take"]), **w)


# --- scores, the end ----------------------------------------------------------------------------

def scores(state: dict) -> list:
    """Every player's total if the game ended now."""
    return totals(state["collections"])


def points(state: dict, seat: int) -> int:
    """The total of the cards collected so far (the game scores only at its end)."""
    return scores(state)[seat]


def evaluate(state: dict, seat: int) -> int:
    return scores(state)[seat]


def _breakdown(state: dict) -> list:
    cols = state["collections"]
    pandas = [c["panda"] for c in cols]
    panda_pts = panda_points(pandas)
    most, fewest = max(pandas), min(pandas)
    out = []
    for seat, c in enumerate(cols):
        items = []
        for it in animal_items(c):
            what = said(f"pandarei.item.{it['animal']}", n=it["count"])
            if it["monkeys"]:
                what = said("pandarei.item.with_monkeys", item=what, m=it["monkeys"])
            items.append({"what": what, "points": it["points"], "animal": it["animal"], "count": it["count"],
                          "monkeys": it["monkeys"]})
        rank = "equal" if most == fewest else "most" if pandas[seat] == most else \
            "fewest" if pandas[seat] == fewest else "middle"
        items.append({"what": said(f"pandarei.item.panda_{rank}", n=pandas[seat]), "points": panda_pts[seat],
                      "animal": "panda", "count": pandas[seat], "monkeys": 0})
        out.append({"seat": seat, "items": items, "total": sum(i["points"] for i in items)})
    return out


def _winners(state: dict, totals_: list) -> tuple:
    """The highest total; tied, the most pigs; still tied, a shared win (D18)."""
    top = max(totals_)
    tied = [o for o, t in enumerate(totals_) if t == top]
    if len(tied) == 1:
        return tied, "none"
    most = max(pigs(state, o) for o in tied)
    by_pigs = [o for o in tied if pigs(state, o) == most]
    return by_pigs, "pigs" if len(by_pigs) == 1 else "shared"


def result(state: dict):
    """Totals, the winners, every animal's points for every player and why the game ended."""
    if state["to_move"] is not None:
        return None
    breakdown = _breakdown(state)
    totals_ = [b["total"] for b in breakdown]
    winners, tiebreak = _winners(state, totals_)
    return {"scores": totals_, "winners": winners, "tiebreak": tiebreak, "breakdown": breakdown,
            "ended": said("pandarei.ended", rounds=data.ROUNDS, turns=state["turns"]),
            "pigs": [pigs(state, o) for o in range(state["players"])]}


def progress(state: dict) -> dict:
    """The round being played, of two; the turn in the round is the view's ``turn``."""
    return {"round": state["round"], "rounds": data.ROUNDS, "last": state["round"] == data.ROUNDS,
            "unit": "round"}


# --- what a seat may see -------------------------------------------------------------------------

def view(state: dict, seat) -> dict:
    """What ``seat`` may see (``None`` = a spectator): the table, every collection, hand sizes, the
    token, the turns played; its own hand. Never another hand, the Dummy's or the undealt cards."""
    s = state
    n = s["players"]
    mine = seat is not None and not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat < n
    totals_ = scores(s)
    order = play_order(s) if s["phase"] != "over" else []
    return {
        "game": "pandarei", "mode": s["options"]["mode"], "seat": seat if mine else None,
        "to_move": s["to_move"], "over": s["to_move"] is None, "phase": s["phase"],
        "round": s["round"], "turn": s["turn"], "turns": s["turns"], "progress": progress(s),
        "options": dict(s["options"]),
        "rules": {"values": dict(data.VALUE), "copies": dict(data.COPIES), "hand_size": data.HAND_SIZE,
                  "rounds": data.ROUNDS, "winner_takes": data.WINNER_TAKES, "wild_for": list(data.WILD_FOR),
                  "verified": data.VERIFIED},
        "deck": len(s["deck"]),
        "dummy": None if s["dummy"] is None else {"hand_size": len(s["dummy"])},
        "token": s["token"],
        "players": [{"seat": o, "name": player_name(o), "hand_size": len(s["hands"][o]),
                     "collection": dict(s["collections"][o]), "pigs": pigs(s, o),
                     "pandas": s["collections"][o]["panda"], "score": totals_[o]} for o in range(n)],
        "hand": list(s["hands"][seat]) if mine else [],
        "order": order,
        "table": [dict(p) for p in s["table"]],
        "leader": leader(s) if s["phase"] == "play" else (s["history"][-1]["winner"] if s["phase"] == "pick" else None),
        "monkey_worth": worth_now(s, "monkey") if s["phase"] == "play" else None,
        "queue": list(s["queue"]),
        "nothing": _nothing(s),
        "history": s["history"],
        "last_worth": s["last_worth"],
        "scores": totals_,
        "choices": _choices(s, totals_) if mine and seat == s["to_move"] else None,
    }


def _choices(s: dict, totals_: list) -> list:
    """What each choice of the seat to move would do, for a table to show before it counts: a card's
    worth and who would then lead the turn (the cards after it may change that); a card's gain in
    points if taken."""
    seat = s["to_move"]
    if s["phase"] == "play":
        pig_counts = [pigs(s, o) for o in range(s["players"])]
        out = []
        for m in legal_moves(s):
            worth = worth_now(s, m["play"])
            lead = judge(s["table"] + [{"seat": seat, "worth": worth}], pig_counts)
            out.append({"animal": m["play"], "worth": worth, "leader": lead})
        return out
    out = []
    for m in legal_moves(s):
        cols = [dict(c) for c in s["collections"]]
        cols[seat][m["take"]] += 1
        out.append({"animal": m["take"], "gain": totals(cols)[seat] - totals_[seat]})
    return out


def _nothing(s: dict):
    """Who takes nothing this turn (the player to the winner's right; the Dummy with 2 players)."""
    if s["phase"] != "pick":
        return None
    if s["dummy"] is not None:
        return DUMMY
    return (s["history"][-1]["winner"]["seat"] - 1) % s["players"]


# --- bots: a world consistent with what a seat has seen -------------------------------------------

def unseen_animals(view_: dict) -> dict:
    """How many cards of each animal the seat has not seen (other hands, the Dummy's, the undealt)."""
    left = dict(data.COPIES)
    seen = list(view_["hand"]) + [p["animal"] for p in view_["table"] if p["taken"] is None]
    for p in view_["players"]:
        for a, k in p["collection"].items():
            left[a] -= k
    for a in seen:
        left[a] -= 1
    return left


def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: the unseen cards dealt at random into the other hands,
    the Dummy's and the undealt deck."""
    v = view_
    seat, n = v["seat"], len(v["players"])
    left = unseen_animals(v)
    r = rng.seed_state(seed)
    r, pool = rng.shuffled(r, [a for a in data.ANIMALS for _ in range(left[a])])
    hands = []
    for p in v["players"]:
        if p["seat"] == seat:
            hands.append(list(v["hand"]))
        else:
            hands.append(_by_value([pool.pop() for _ in range(p["hand_size"])]))
    dummy = None if v["dummy"] is None else _by_value([pool.pop() for _ in range(v["dummy"]["hand_size"])])
    assert len(pool) == v["deck"], "the view's cards do not add up"
    return {
        "options": dict(v["options"]), "players": n, "rng": rng.pack(r), "deck": pool, "hands": hands,
        "dummy": dummy, "collections": [dict(p["collection"]) for p in v["players"]], "token": v["token"],
        "round": v["round"], "turn": v["turn"], "turns": v["turns"], "phase": v["phase"],
        "table": [dict(p) for p in v["table"]], "queue": list(v["queue"]), "to_move": v["to_move"],
        "last_worth": v["last_worth"], "history": v["history"],
    }


def conserved(state: dict) -> bool:
    """Every card is in exactly one place: the undealt deck, a hand, the Dummy's, a collection or the
    table."""
    count = _empty()
    cards = list(state["deck"]) + [a for h in state["hands"] for a in h] + (state["dummy"] or []) + _left(state)
    for a in cards:
        count[a] += 1
    for c in state["collections"]:
        for a, k in c.items():
            count[a] += k
    return count == data.COPIES
