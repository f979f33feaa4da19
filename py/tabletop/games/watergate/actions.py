"""The action parts of the cards and of the Editor's momentum card: one handler per effect op of the
rules file §1.7 (ops in ``data.py``), each run "as far as possible" [RB p.7].

A handler gets the state and its step (``{"op", "seat", "card", ...}``; ``seat`` is who played, and
"toward you" means toward that seat). A choice it needs is asked with ``flow.ask``: the answer comes
back as the same step with ``answer`` set. A choice with a single answer is made at once.
"""

from . import data, track
from .data import EDITOR, NIXON
from .track import event


def _ask(s, st, kind, options, **ctx):
    from .flow import ask
    return ask(s, st, kind, options, **ctx)


def op_move(s, st):
    track.advance(s, st["seat"], st["tok"], st["n"])


def op_move_ev(s, st):
    """Move k different evidence tokens n spaces each, one chosen at a time (face down ones blind)."""
    done = st.get("done", [])
    if "answer" in st:
        tid = st["answer"]
        s["steps"].append({k: v for k, v in st.items() if k != "answer"} | {"done": done + [tid]})
        track.advance(s, st["seat"], tid, st["n"])
        return
    if len(done) >= st["k"]:
        return
    if ch_move_ev(s, st):
        _ask(s, st, "token", ch_move_ev(s, st), n=st["n"], left=st["k"] - len(done))


def ch_move_ev(s, st):
    return [t for t in track.tokens_on_track(s) if t not in st.get("done", [])
            and (not st.get("colour") or st["colour"] in data.colours(track.kind_of(s, s["tokens"][t])))]


def op_move_all(s, st):
    """Every evidence token carrying the colour moves n toward you (face down ones are flipped)."""
    matching = [t for t in track.tokens_on_track(s) if st["colour"] in data.colours(track.kind_of(s, s["tokens"][t]))]
    event(s, "move_all", colour=st["colour"], n=len(matching))
    for tid in reversed(matching):
        s["steps"].append({"op": "move", "seat": st["seat"], "tok": tid, "n": st["n"], "card": st.get("card")})


def op_pin_informant(s, st):
    """Pin a named picture; nothing if it is not in the supply (D17)."""
    who = st["who"]
    if s["pictures"][who] == "supply":
        track.set_picture(s, st["seat"], who, "pin")
    else:
        event(s, "picture_gone", who=who)


def op_pin_any_informant(s, st):
    if "answer" in st:
        track.set_picture(s, st["seat"], st["answer"], "pin")
        return
    options = ch_pin_any_informant(s, st)
    if options:
        _ask(s, st, "informant", options)
    else:
        event(s, "no_picture")


def ch_pin_any_informant(s, st):
    return [w for w in data.INFORMANTS if s["pictures"][w] == "supply"]


def op_flip_informant(s, st):
    """Turn a picture on the board to the player's face: Nixon's face down, the Editor's face up."""
    if "answer" in st:
        track.set_picture(s, st["seat"], st["answer"], "flip")
        return
    options = ch_flip_informant(s, st)
    if options:
        _ask(s, st, "flip", options)
    else:
        event(s, "no_picture")


def ch_flip_informant(s, st):
    other = "up" if st["seat"] == NIXON else "down"
    return [w for w in data.INFORMANTS if s["pictures"][w] == other]


def op_flip_or_pin_informant(s, st):
    """Deep Throat and the Editor's momentum space 2: flip a face-down picture face up, or pin one
    from the supply (the player's choice; [reconstruction])."""
    if "answer" in st:
        how, who = st["answer"].split(":")
        track.set_picture(s, st["seat"], who, how)
        return
    options = CHOICES[st["op"]](s, st)
    if options:
        _ask(s, st, "flip_or_pin", options)
    else:
        event(s, "no_picture")


def op_flip_else_pin_informant(s, st):
    """The Editor's momentum space 2 [reconstruction §1.6]: flip a face-down picture face up; only if
    there is none, pin one from the supply."""
    op_flip_or_pin_informant(s, st)


def ch_flip_else_pin_informant(s, st):
    flips = [f"flip:{w}" for w in data.INFORMANTS if s["pictures"][w] == "down"]
    return flips or [f"pin:{w}" for w in data.INFORMANTS if s["pictures"][w] == "supply"]


def ch_flip_or_pin_informant(s, st):
    return [f"flip:{w}" for w in data.INFORMANTS if s["pictures"][w] == "down"] + \
           [f"pin:{w}" for w in data.INFORMANTS if s["pictures"][w] == "supply"]


def op_pin_from_bag(s, st):
    """Draw k tokens from the bag, one at a time, and pin each (face up for the Editor)."""
    if st["k"] <= 0:
        return
    kind = track.draw_token(s)
    if kind is None:
        event(s, "bag_empty")
        return
    tid = f"t{s['next_id']}"
    s["next_id"] += 1
    s["held"][tid] = {"kind": kind, "face": "up" if st["seat"] == EDITOR else "down"}
    event(s, "from_bag", seat=st["seat"], token=tid, kind=kind if st["seat"] == EDITOR else None)
    s["steps"].append(dict(st, k=st["k"] - 1))
    s["steps"].append({"op": "pin", "seat": st["seat"], "token": tid})


def op_pin_from_my_side(s, st):
    """Pin k tokens from your side of the track now."""
    if st["k"] <= 0:
        return
    if "answer" in st:
        tid = st["answer"]
        tok = s["tokens"].pop(tid)
        s["held"][tid] = {"kind": tok["kind"], "face": tok["face"]}
        s["steps"].append({k: v for k, v in st.items() if k != "answer"} | {"k": st["k"] - 1})
        s["steps"].append({"op": "pin", "seat": st["seat"], "token": tid})
        return
    options = ch_pin_from_my_side(s, st)
    if options:
        _ask(s, st, "my_side", options)
    else:
        event(s, "no_token")


def ch_pin_from_my_side(s, st):
    return [t for t in track.tokens_on_track(s) if track.side_of(s["tokens"][t]["pos"]) == st["seat"]]


def op_unpin(s, st):
    """Return one evidence token of a face (and colour) from the board to the bag."""
    if "answer" in st:
        space = st["answer"]
        cell = s["board"].pop(space)
        track.to_bag(s, cell["kind"])
        event(s, "unpinned", seat=st["seat"], space=space, kind=cell["kind"], face=cell["face"])
        track.check_connection(s)
        return
    options = ch_unpin(s, st)
    if options:
        _ask(s, st, "unpin", options, face=st["face"], colour=st.get("colour"))
    else:
        event(s, "no_token")


def ch_unpin(s, st):
    return [sp for sp in data.SPACES if sp in s["board"] and s["board"][sp]["face"] == st["face"]
            and (not st.get("colour") or st["colour"] in data.colours(s["board"][sp]["kind"]))]


def op_reveal_track(s, st):
    if any(s["tokens"][t]["face"] == "down" for t in track.tokens_on_track(s)):
        track.meet(s, "hidden", "revealed")
    shown = []
    for tid in track.tokens_on_track(s):
        tok = s["tokens"][tid]
        if tok["face"] == "down":
            tok["face"] = "up"
            shown.append(tok["kind"])
    event(s, "revealed", kinds=shown)


def op_seed_track(s, st):
    """Nixon draws k tokens and lays them face down on his side's space (D9: fewer if the bag runs out)."""
    pos = track.toward(st["seat"]) * st["space"]
    laid = 0
    for _ in range(st["k"]):
        kind = track.draw_token(s)
        if kind is None:
            break
        track.new_token(s, kind, pos, "down" if st["seat"] == NIXON else "up")
        laid += 1
    event(s, "seeded", seat=st["seat"], n=laid, pos=pos)


def op_executive_privilege(s, st):
    """Every face-up evidence token on the Editor's side moves 1 space toward Nixon."""
    moved = [t for t in track.tokens_on_track(s) if s["tokens"][t]["pos"] > 0 and s["tokens"][t]["face"] == "up"]
    event(s, "move_all_side", n=len(moved))
    for tid in reversed(moved):
        s["steps"].append({"op": "move", "seat": NIXON, "tok": tid, "n": 1, "card": st.get("card")})


def op_brilliant_mood(s, st):
    if "brilliant_mood" not in s["restrictions"]:
        s["restrictions"].append("brilliant_mood")
    event(s, "mood")


def op_draw(s, st):
    from .flow import draw_cards
    got = draw_cards(s, st["seat"], st["k"])
    event(s, "drew", seat=st["seat"], n=len(got))


def op_hunt(s, st):
    """Howard Hunt, after the momentum: draw your top card and play it at once [RB]. The card to play
    is the one drawn (``draw_cards`` says which): the hand is sorted, so its last card is only the
    highest-numbered one (issue 26)."""
    from .flow import draw_cards
    if "answer" in st:
        return
    drawn = draw_cards(s, st["seat"], 1)
    if not drawn:
        event(s, "drew", seat=st["seat"], n=0)
        return
    card = drawn[0]
    event(s, "hunt_draw", seat=st["seat"])
    s["decision"] = {"seat": st["seat"], "kind": "hunt", "card": card, "step": st}


def op_gambit(s, st):
    """Gambit's alternative [RB]: remove a conspirator from your hand instead, and discard Gambit."""
    hand = s["hands"][st["seat"]]
    if "answer" in st:
        if st["answer"] != "remove":
            hand.remove(st["answer"])
            s["removed"][st["seat"]].append(st["answer"])
            fate = s["steps"][-1]
            assert fate["op"] == "fate" and fate["card"] == st["card"]
            s["steps"][-1] = dict(fate, to="discard")
            event(s, "gambit", seat=st["seat"], card=st["answer"])
        else:
            event(s, "gambit_removed")
        return
    if len(ch_gambit(s, st)) > 1:
        _ask(s, st, "gambit", ch_gambit(s, st))


def ch_gambit(s, st):
    track.hand_read(s, st["seat"])
    return ["remove"] + [c for c in s["hands"][st["seat"]] if data.CARDS[c]["kind"] == "conspirator"]


def op_system_works(s, st):
    """The system works [RB]: use the action of one of your removed cards (not a reaction); the card
    stays removed."""
    seat = st["seat"]
    if "answer" in st:
        card = st["answer"]
        event(s, "system_works", seat=seat, card=card)
        for op in reversed(data.CARDS[card]["action"]):
            s["steps"].append(dict(op, seat=seat, card=card))
        return
    options = ch_system_works(s, st)
    if options:
        _ask(s, st, "removed_card", options)
    else:
        event(s, "no_card")


def ch_system_works(s, st):
    return [c for c in s["removed"][st["seat"]] if data.CARDS[c]["action"] and not data.CARDS[c]["reaction"]
            and c != st.get("card")]


HANDLERS = {name[3:]: fn for name, fn in globals().items() if name.startswith("op_")}
CHOICES = {name[3:]: fn for name, fn in globals().items() if name.startswith("ch_")}
