"""How a round runs: the initial phase, the card phase (plays, reactions, the turn order) and the
evaluation, as a stack of steps.

``s["steps"]`` is a stack (the last entry runs next). ``run`` pops and runs steps until one asks a
player for a choice (``s["decision"]``) or the stack is empty; then the card phase goes on with the
next turn, or the evaluation starts. A play is *declared* onto ``s["chain"]``; the other player gets a
reaction window on it where the rules allow one (D8, D13); the chain then resolves last in, first out.
"""

from ... import rng
from . import actions, board, data, track
from .data import EDITOR, NIXON
from .track import event


def other(seat: int) -> int:
    return 1 - seat


def ask(s: dict, st: dict, kind: str, options: list, **ctx) -> None:
    """Ask ``st["seat"]`` (or ``ctx["seat"]``) to choose; a single answer is taken at once, except
    Nixon's answer to an ask (D8's spirit: how many tokens matched stays his secret). The options are
    not kept: ``decision_moves`` computes them again from the step (``CHOICES``)."""
    if len(options) == 1 and kind != "answer_ask":
        s["steps"].append(dict(st, answer=options[0]))
        return
    seat = ctx.pop("seat", st["seat"])
    s["decision"] = {"seat": seat, "kind": kind, "step": st, **ctx}


# --- cards ------------------------------------------------------------------------------------------

def draw_cards(s: dict, seat: int, n: int) -> list:
    """Draw n cards; an empty deck takes the shuffled discard pile first (D9). Returns the cards
    drawn, in the order drawn (the hand itself is kept sorted, so its order says nothing of it)."""
    got = []
    for _ in range(n):
        if not s["decks"][seat] and not s["discards"][seat]:
            break
        track.meet(s, "draw", "drew")
        if not s["decks"][seat]:
            r, deck = rng.shuffled(rng.unpack(s["rng"]), sorted(s["discards"][seat]))
            s["rng"] = rng.pack(r)
            s["decks"][seat], s["discards"][seat] = deck, []
            event(s, "reshuffled", seat=seat)
        got.append(s["decks"][seat].pop())
        s["hands"][seat].append(got[-1])
    s["hands"][seat].sort()
    return got


def value_targets(s: dict, seat: int, card: str) -> list:
    """Where a card's value may go now [RB p.5-6]: the initiative and momentum tokens on the track,
    evidence tokens of one of its colours (Nixon's face-down ones too; the Editor asks for a colour
    instead, D15), or, with none of these, nothing at all (D16)."""
    c = data.CARDS[card]
    out = [{"k": t} for t in ("initiative", "momentum") if s["track"][t] is not None]
    down = False
    for tid in track.tokens_on_track(s):
        tok = s["tokens"][tid]
        if tok["face"] == "down":
            down = True
            if seat == EDITOR:
                continue
        if set(data.colours(tok["kind"])) & set(c["colours"]):
            out.append({"k": "token", "id": tid})
    if seat == EDITOR and down:
        out += [{"k": "ask", "colour": col} for col in c["colours"]]
    return out or [{"k": "none"}]


def action_allowed(s: dict, seat: int, card: str) -> bool:
    c = data.CARDS[card]
    if not c["action"] or c["reaction"]:
        return False
    if seat == EDITOR and c["kind"] == "event" and "brilliant_mood" in s["restrictions"]:
        return False
    first = s["turns"][seat] == 0 or (s["turns"][seat] == 1 and s["playing"])  # Hunt's card is in his turn
    if card in data.NOT_ON_FIRST_TURN and first:
        return False
    return True


def plays_of(s: dict, seat: int, card: str) -> list:
    out = [{"t": "value", "card": card, "target": tg} for tg in value_targets(s, seat, card)]
    if action_allowed(s, seat, card):
        out.append({"t": "action", "card": card})
    return out


def declare(s: dict, seat: int, move: dict) -> None:
    """A card leaves the hand and goes on the chain; its window and resolution are pushed."""
    card = move["card"]
    s["hands"][seat].remove(card)
    entry = {"seat": seat, "card": card, "how": "value" if move["t"] == "value" else "action"}
    if move["t"] == "value":
        entry["target"] = move["target"]
        if move["target"]["k"] == "token":
            entry["start"] = s["tokens"][move["target"]["id"]]["pos"]
    s["chain"].append(entry)
    event(s, "play_" + entry["how"], seat=seat, card=card, target=entry.get("target"),
          value=data.CARDS[card]["value"])
    s["steps"].append({"op": "resolve_top", "seat": seat})
    s["steps"].append({"op": "window", "seat": other(seat)})


def trigger(entry: dict):
    """The reaction kind a declared play answers to, if any [RB p.14-16]."""
    c = data.CARDS[entry["card"]]
    if entry["how"] == "value":
        ok = entry["seat"] == NIXON and entry["target"]["k"] == "token"
        return "value" if ok else None
    if entry["seat"] == EDITOR and c["kind"] == "event":
        return "event"
    if entry["seat"] == NIXON and c["kind"] == "conspirator":
        return "conspirator"
    return None


def usable_reaction(s: dict, seat: int, card: str, kind: str) -> bool:
    c = data.CARDS[card]
    if c["reaction"] != kind:
        return False
    return not (seat == EDITOR and c["kind"] == "event" and "brilliant_mood" in s["restrictions"])


def reactions_in_hand(s: dict, seat: int, kind: str) -> list:
    return [c for c in s["hands"][seat] if usable_reaction(s, seat, c, kind)]


def window_opens(s: dict, seat: int, kind: str) -> bool:
    """D8: with ``always`` the window opens whenever a reaction of that kind could be in the seat's
    hand as far as the other player knows (not discarded, removed or barred, and a hand to hold it);
    with ``holding_only`` only when the seat holds one."""
    if not s["hands"][seat]:
        return False
    seen = set(s["discards"][seat]) | set(s["removed"][seat]) | {e["card"] for e in s["chain"]}
    could = any(usable_reaction(s, seat, c, kind) and c not in seen for c in data.DECKS[seat])
    if s["options"]["reaction_prompt"] == "holding_only" and could:
        track.hand_read(s, seat)  # the window opening tells whether the hand holds one
        return bool(reactions_in_hand(s, seat, kind))
    return could


def op_window(s: dict, st: dict) -> None:
    seat = st["seat"]
    entry = s["chain"][-1]
    if "answer" in st:
        if st["answer"] == "pass":
            event(s, "pass", seat=seat)
            return
        card = st["answer"]
        s["hands"][seat].remove(card)
        s["chain"].append({"seat": seat, "card": card, "how": "react"})
        event(s, "react", seat=seat, card=card, to=entry["card"])
        s["steps"].append({"op": "resolve_top", "seat": seat})
        s["steps"].append({"op": "window", "seat": other(seat)})
        return
    kind = trigger(entry)
    if kind is None or not window_opens(s, seat, kind):
        return
    s["decision"] = {"seat": seat, "kind": "react", "step": st, "answers": kind, "play": entry["card"]}


def _fate(s: dict, seat: int, card: str, to: str) -> None:
    (s["removed"] if to == "removed" else s["discards"])[seat].append(card)


def op_fate(s: dict, st: dict) -> None:
    _fate(s, st["seat"], st["card"], st["to"])
    if st.get("say"):
        event(s, "card_" + st["to"], seat=st["seat"], card=st["card"])


def op_resolve_top(s: dict, st: dict) -> None:
    """The chain's last entry resolves: a reaction acts on the entry below it; a play does its part."""
    entry = s["chain"].pop()
    seat, card = entry["seat"], entry["card"]
    c = data.CARDS[card]
    if entry.get("cancelled"):
        # Mitchell sends a cancelled event to the discard pile; Bradlee and Mass demonstration remove a
        # cancelled conspirator from the game [RB]
        to = "removed" if c["kind"] == "conspirator" else "discard"
        _fate(s, seat, card, to)
        event(s, "cancelled", seat=seat, card=card, to=to)
        return
    if entry["how"] == "react":
        below = s["chain"][-1]
        if c["reaction"] == "value":  # Follow the money: the same token, from its start, toward the Editor
            below["cancelled_value"] = True
            tgt = below["target"]["id"]
            value = data.CARDS[below["card"]]["value"]
            event(s, "follow", card=card, token=tgt)
            s["steps"].append({"op": "fate", "seat": seat, "card": card, "to": "removed"})
            s["steps"].append({"op": "advance_from", "seat": seat, "tok": tgt, "n": value, "start": below["start"]})
        else:
            below["cancelled"] = True
            _fate(s, seat, card, "removed" if c["kind"] == "event" else "discard")
        return
    if entry["how"] == "value":
        s["steps"].append({"op": "fate", "seat": seat, "card": card, "to": "discard"})
        if entry.get("cancelled_value"):
            return
        tgt = entry["target"]
        if tgt["k"] == "none":
            event(s, "no_target", seat=seat, card=card)
        elif tgt["k"] == "ask":
            s["steps"].append({"op": "ask_colour", "seat": seat, "colour": tgt["colour"], "n": c["value"], "card": card})
        else:
            s["steps"].append({"op": "move", "seat": seat, "tok": tgt["id"] if tgt["k"] == "token" else tgt["k"],
                               "n": c["value"], "card": card})
        return
    s["steps"].append({"op": "fate", "seat": seat, "card": card,
                       "to": "removed" if c["kind"] == "event" else "discard"})
    for op in reversed(c["action"]):
        s["steps"].append(dict(op, seat=seat, card=card))


def op_advance_from(s: dict, st: dict) -> None:
    track.advance(s, st["seat"], st["tok"], st["n"], start=st["start"])


def op_ask_colour(s: dict, st: dict) -> None:
    """The Editor asks Nixon for a face-down token of a colour [RB p.6]: Nixon turns one up (his
    choice among several); with none, the Editor moves another target (D11), or nothing (D16)."""
    seat, colour = st["seat"], st["colour"]
    if "answer" in st:
        s["steps"].append({"op": "move", "seat": seat, "tok": st["answer"], "n": st["n"], "card": st["card"]})
        return
    track.meet(s, "hidden", "asked")  # Nixon answers from his secret
    matching = ch_ask_colour(s, st)
    if matching:
        ask(s, st, "answer_ask", matching, seat=NIXON, colour=colour)
        return
    event(s, "ask_none", colour=colour)
    st = dict(st, op="move_to")
    options = ch_move_to(s, st)
    if not options:
        event(s, "no_target", seat=seat, card=st["card"])
        return
    ask(s, st, "fallback", options, colour=colour)


def ch_ask_colour(s: dict, st: dict) -> list:
    return [t for t in track.tokens_on_track(s)
            if s["tokens"][t]["face"] == "down" and st["colour"] in data.colours(track.kind_of(s, s["tokens"][t]))]


def ch_move_to(s: dict, st: dict) -> list:
    """After "none": the initiative, the momentum, or a face-up token of the colour (of any colour
    after a joker's ask, D11)."""
    joker = len(data.CARDS[st["card"]]["colours"]) == 3
    return [t for t in ("initiative", "momentum") if s["track"][t] is not None] + \
        [t for t in track.tokens_on_track(s) if s["tokens"][t]["face"] == "up"
         and (joker or st["colour"] in data.colours(s["tokens"][t]["kind"]))]


def op_move_to(s: dict, st: dict) -> None:
    s["steps"].append({"op": "move", "seat": st["seat"], "tok": st["answer"], "n": st["n"], "card": st["card"]})


def op_pin(s: dict, st: dict) -> None:
    """Pin a held token on an empty space of its colours (the player's choice), or back to the bag."""
    tid = st["token"]
    if "answer" in st:
        track.place(s, st["seat"], tid, st["answer"])
        return
    spaces = ch_pin(s, st)
    if not spaces:
        track.no_space(s, tid)
        return
    ask(s, st, "space", spaces, token=tid)


def ch_pin(s: dict, st: dict) -> list:
    return board.free_spaces(s["board"], track.kind_of(s, s["held"][st["token"]]))


# --- the turn order ---------------------------------------------------------------------------------

def hand_over(s: dict, seat: int) -> None:
    """The turn goes to ``seat`` if they hold a card, else to the other player, who plays out their
    hand (D3); both out of cards ends the card phase. Every hand-over of the turn goes through here,
    so the seat to move always has a card to play."""
    if s["hands"][seat]:
        s["turn"] = seat
    elif s["hands"][other(seat)]:
        s["turn"] = other(seat)
    else:
        s["turn"] = None
        start_evaluation(s)


def end_turn(s: dict) -> None:
    """After a play: the other player if they hold cards, else the same one (D3)."""
    hand_over(s, other(s["turn"]))


# --- the evaluation [RB p.9-10] ---------------------------------------------------------------------

def start_evaluation(s: dict) -> None:
    s["phase"] = "evaluation"
    event(s, "evaluation", round=s["round"])
    for op in ("new_round", "eval_pins_other", "eval_pins_holder", "eval_supply", "eval_momentum",
               "eval_initiative", "eval_zero"):
        s["steps"].append({"op": op, "seat": s["initiative"]})


def op_eval_zero(s, st):
    back = [t for t in track.tokens_on_track(s) if s["tokens"][t]["pos"] == 0]
    for tid in back:
        track.to_bag(s, s["tokens"].pop(tid)["kind"])
    event(s, "zero_to_bag", n=len(back))


def op_eval_initiative(s, st):
    if "initiative" in s["gained"]:
        return
    pos = s["track"]["initiative"]
    s["track"]["initiative"] = None
    who = track.side_of(pos)
    if who is None:
        who = other(s["first"])  # on 0: the player who did not have the initiative this round
    s["initiative"] = who
    event(s, "eval_initiative", seat=who, zero=pos == 0)


def op_eval_momentum(s, st):
    if "momentum" in s["gained"]:
        return
    pos = s["track"]["momentum"]
    s["track"]["momentum"] = None
    who = track.side_of(pos)
    if who is None:
        s["momentum"]["supply"] += 1  # D5: to the supply
        event(s, "momentum_zero")
    else:
        event(s, "eval_momentum", seat=who)
        track.momentum_to_card(s, who)


def op_eval_supply(s, st):
    s["track"]["initiative"] = 0
    if s["momentum"]["supply"] <= 0:
        track.win(s, NIXON, "supply_empty")
        return
    s["momentum"]["supply"] -= 1
    s["track"]["momentum"] = 0


def _eval_pins(s, seat, st):
    """§5.4 step 5: every token on the seat's side is pinned, one at a time in the seat's order (D6);
    one with no empty space of its colours goes back to the bag (D7)."""
    if "answer" in st:
        tid, space = st["answer"]
        s["steps"].append({"op": st["op"], "seat": st["seat"]})
        track.place(s, seat, tid, space)
        return
    for tid in track.tokens_on_track(s):
        if track.side_of(s["tokens"][tid]["pos"]) == seat and not has_space(s, s["tokens"][tid]):
            track.no_space(s, tid)
    if fewest_pins(s, seat) < 2:  # else the seat has a choice, whatever its face-down tokens are
        pairs = pin_pairs(s, seat)
        if not pairs:
            return
        if len(pairs) == 1:
            s["steps"].append(dict(st, answer=pairs[0]))
            return
    s["decision"] = {"seat": seat, "kind": "pin", "step": st}


def has_space(s: dict, tok: dict) -> bool:
    """Whether a token has an empty space of its colours on the board (D7), whatever kind it may be
    for the foreseeing seat (``track.kinds_of``); a foresight stops if that hangs on its kind."""
    answers = {bool(board.free_spaces(s["board"], k)) for k in track.kinds_of(s, tok)}
    if len(answers) > 1:
        track.meet(s, "hidden", "revealed")
    return answers.pop()


def fewest_pins(s: dict, seat: int) -> int:
    """The number of [token, space] pins ``seat`` has in the evaluation (``pin_pairs``), at the fewest
    over the kinds its tokens may be for the foreseeing seat."""
    return sum(min(len(board.free_spaces(s["board"], k)) for k in track.kinds_of(s, s["tokens"][tid]))
               for tid in track.tokens_on_track(s) if track.side_of(s["tokens"][tid]["pos"]) == seat)


def pin_pairs(s: dict, seat: int) -> list:
    """Every [token, space] the seat may pin now in the evaluation."""
    return [[tid, sp] for tid in track.tokens_on_track(s) if track.side_of(s["tokens"][tid]["pos"]) == seat
            for sp in board.free_spaces(s["board"], track.kind_of(s, s["tokens"][tid]))]


def op_eval_pins_holder(s, st):
    _eval_pins(s, s["initiative"], st)


def op_eval_pins_other(s, st):
    _eval_pins(s, other(s["initiative"]), st)


def op_new_round(s, st):
    limit = s["options"]["max_rounds"]
    if limit is not None and s["round"] >= limit:
        s["phase"] = "over"
        s["reason"] = "max_rounds"
        event(s, "max_rounds", round=s["round"])
        return
    start_round(s)


def start_round(s: dict) -> None:
    """§5.1: the initiative holder draws 5, the other 4; Nixon lays 3 tokens face down on space 0."""
    s["round"] += 1
    s["phase"] = "cards"
    s["first"] = s["initiative"]
    s["turns"] = [0, 0]
    s["restrictions"] = []
    # D18: a momentum token gained in the last evaluation's pins counts as this round's, gained early
    s["gained"] = [] if s["track"]["momentum"] is not None else ["momentum"]
    holder = s["initiative"]
    got = [0, 0]
    got[holder] = len(draw_cards(s, holder, data.HAND["initiative"]))
    got[other(holder)] = len(draw_cards(s, other(holder), data.HAND["other"]))
    laid = 0
    for _ in range(data.TOKENS_A_ROUND):
        kind = track.draw_token(s)
        if kind is None:
            break
        track.new_token(s, kind, 0, "down")
        laid += 1
    event(s, "round", round=s["round"], seat=holder, a=got[holder], b=got[other(holder)], n=laid)
    # the holder starts, unless they drew no card (D9): then the other plays out their hand (D3)
    hand_over(s, holder)


STEPS = {**{name[3:]: fn for name, fn in globals().items() if name.startswith("op_")}, **actions.HANDLERS}
CHOICES = {**{name[3:]: fn for name, fn in globals().items() if name.startswith("ch_")}, **actions.CHOICES}


def decision_moves(s: dict) -> list:
    """The moves that answer the pending decision, in a stable order."""
    d = s["decision"]
    seat, st = d["seat"], d["step"]
    if d["kind"] == "react":
        return [{"t": "react", "card": c} for c in reactions_in_hand(s, seat, d["answers"])] + [{"t": "pass"}]
    if d["kind"] == "hunt":
        return plays_of(s, seat, d["card"])
    if d["kind"] == "pin":
        return [{"t": "pin", "token": a, "space": b} for a, b in pin_pairs(s, seat)]
    return [{"t": "choose", "option": o} for o in CHOICES[st["op"]](s, st)]


def answer(s: dict, move: dict) -> None:
    """Apply a legal answer to the pending decision."""
    d = s["decision"]
    s["decision"] = None
    if d["kind"] == "hunt":
        declare(s, d["seat"], move)
    elif d["kind"] == "react":
        s["steps"].append(dict(d["step"], answer="pass" if move["t"] == "pass" else move["card"]))
    elif d["kind"] == "pin":
        s["steps"].append(dict(d["step"], answer=[move["token"], move["space"]]))
    else:
        s["steps"].append(dict(d["step"], answer=move["option"]))
    run(s)


def play_card(s: dict, move: dict) -> None:
    """A turn of the card phase: one card for its value or its action."""
    seat = s["turn"]
    s["turns"][seat] += 1
    s["playing"] = True
    declare(s, seat, move)
    run(s)


def run(s: dict) -> None:
    """Run steps until a player must choose or the game ends; between turns, the next turn."""
    while s["phase"] != "over" and s["decision"] is None:
        if s["steps"]:
            st = s["steps"].pop()
            STEPS[st["op"]](s, st)
            continue
        if s["playing"]:
            s["playing"] = False
            end_turn(s)
            continue
        return
