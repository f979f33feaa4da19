"""The research track and what moves on it: the initiative token, the momentum token and the
evidence tokens; gaining a token at space 5; drawing from the bag; pinning on the evidence board.

Positions are signed: +k is k spaces toward the Editor, -k toward Nixon (rules file §1.2). These
helpers change a state in place (``rules.play`` works on its own copy) and write what happened to
``s["events"]``; a step that needs a player's choice is pushed on ``s["steps"]`` (``flow.py``).
"""

from ... import rng
from . import board, data
from .data import EDITOR, NIXON


def toward(seat: int) -> int:
    """The direction of a seat's side: +1 for the Editor, -1 for Nixon."""
    return 1 if seat == EDITOR else -1


def side_of(pos: int):
    """The seat whose side a position is on, or None for space 0."""
    return EDITOR if pos > 0 else NIXON if pos < 0 else None


def event(s: dict, e: str, **values) -> None:
    s["events"].append({"e": e, **values})


# --- chance: where a move stops being certain for the seat that plays it (``rules.chance``) ----------

class Chance(Exception):
    """A foresight's stop: the step about to run draws from the bag or a deck (``draw``), or shows or
    hangs on something the foreseeing seat cannot see (``hidden``); ``why`` names it for undo
    (``drew``, ``revealed`` or ``asked``)."""

    def __init__(self, kind: str, why: str):
        super().__init__(kind, why)
        self.kind, self.why = kind, why


def meet(s: dict, kind: str, why: str) -> None:
    """Every step that draws or shows a secret calls this first. In play it does nothing; in a
    foresight (``s["foresee"]``: the seat that plays the move, see ``rules.chance``) the move stops
    here, before the secret is touched."""
    if "foresee" in s:
        raise Chance(kind, why)


def kinds_of(s: dict, tok: dict) -> list:
    """The kinds a token may be for the foreseeing seat: its own, but a face-down one is Nixon's
    secret [RB p.4], so for the Editor it may be any kind he cannot place (``rules.view``'s unseen)."""
    if tok["face"] == "down" and s.get("foresee", NIXON) != NIXON:
        down = [t["kind"] for t in list(s["tokens"].values()) + list(s["held"].values()) if t["face"] == "down"]
        return sorted(set(s["bag"]) | set(down))
    return [tok["kind"]]


def kind_of(s: dict, tok: dict) -> str:
    """A token's kind, as a rule reads it; in a foresight, what hangs on a kind the foreseeing seat
    cannot tell is not certain."""
    if len(kinds_of(s, tok)) > 1:
        meet(s, "hidden", "revealed")
    return tok["kind"]


def hand_read(s: dict, seat: int) -> None:
    """A rule is about to look into ``seat``'s hand (not only count it): a secret for the other seat."""
    if s.get("foresee", seat) != seat:
        meet(s, "hidden", "revealed")


# --- the bag --------------------------------------------------------------------------------------

def draw_token(s: dict):
    """A kind drawn at random from the bag (None if it is empty, D9); the bag stays sorted."""
    if not s["bag"]:
        return None
    meet(s, "draw", "drew")
    r, i = rng.below(rng.unpack(s["rng"]), len(s["bag"]))
    s["rng"] = rng.pack(r)
    return s["bag"].pop(i)


def to_bag(s: dict, kind: str) -> None:
    s["bag"].append(kind)
    s["bag"].sort()


def new_token(s: dict, kind: str, pos: int, face: str) -> str:
    """Put a drawn token on the track under a new serial id (an id says nothing of its colours)."""
    tid = f"t{s['next_id']}"
    s["next_id"] += 1
    s["tokens"][tid] = {"kind": kind, "pos": pos, "face": face}
    return tid


def token_order(tid: str) -> int:
    return int(tid[1:])


def tokens_on_track(s: dict) -> list:
    return sorted(s["tokens"], key=token_order)


# --- moving and gaining ----------------------------------------------------------------------------

def advance(s: dict, seat: int, what: str, n: int, start=None) -> None:
    """Move ``what`` (``initiative``, ``momentum`` or a token id) ``n`` spaces toward ``seat``, from
    ``start`` if given (Follow the money); reaching space 5 gains it at once and the spare steps are
    lost [RB p.6]. A token no longer on the track does not move (D12)."""
    if what in ("initiative", "momentum"):
        pos = s["track"][what]
        if pos is None:
            event(s, "not_on_track", tok=what)
            return
    else:
        if what not in s["tokens"]:
            return
        tok = s["tokens"][what]
        pos = tok["pos"]
        if tok["face"] == "down":
            meet(s, "hidden", "revealed")
            tok["face"] = "up"  # every face-down token that moves is flipped [RB p.8]
            event(s, "flipped", token=what, kind=tok["kind"])
    if start is not None:
        pos = start
    new = max(-data.GAIN_AT, min(data.GAIN_AT, pos + toward(seat) * n))
    event(s, "moved", tok=what, kind=None if what in ("initiative", "momentum") else s["tokens"][what]["kind"],
          a=pos, b=new)
    if abs(new) == data.GAIN_AT:
        gain(s, seat, what)
    elif what in ("initiative", "momentum"):
        s["track"][what] = new
    else:
        s["tokens"][what]["pos"] = new


def gain(s: dict, seat: int, what: str) -> None:
    """§5.3: the initiative turns the arrows; the momentum token goes on the seat's card; an evidence
    token is pinned at once."""
    if what == "initiative":
        s["track"]["initiative"] = None
        s["gained"].append("initiative")
        s["initiative"] = seat
        event(s, "gain_initiative", seat=seat)
    elif what == "momentum":
        s["track"]["momentum"] = None
        s["gained"].append("momentum")
        momentum_to_card(s, seat)
    else:
        tok = s["tokens"].pop(what)
        s["held"][what] = {"kind": tok["kind"], "face": "up"}
        event(s, "gain_token", seat=seat, token=what, kind=tok["kind"])
        s["steps"].append({"op": "pin", "seat": seat, "token": what})


def momentum_to_card(s: dict, seat: int) -> None:
    """A momentum token won by ``seat``: on Nixon's card (the 5th wins), or on the Editor's lowest
    empty space, whose text then runs; the Editor's full card loses it from the game [RB p.9]."""
    m = s["momentum"]
    if seat == NIXON:
        m["nixon"] += 1
        event(s, "momentum_nixon", n=m["nixon"])
        if m["nixon"] >= data.NIXON_MOMENTUM_TO_WIN:
            win(s, NIXON, "five_momentum")
        return
    spaces = data.EDITOR_MOMENTUM[s["options"]["editor_momentum"]]
    if m["editor"] >= len(spaces):
        m["removed"] += 1
        event(s, "momentum_removed")
        return
    m["editor"] += 1
    event(s, "momentum_editor", n=m["editor"])
    for op in reversed(spaces[m["editor"] - 1]):
        s["steps"].append(dict(op, seat=EDITOR, card=None))


def win(s: dict, seat: int, reason: str) -> None:
    if s["phase"] == "over":
        return
    s["phase"] = "over"
    s["winner"] = seat
    s["reason"] = reason
    s["decision"] = None
    pair = dict(zip("ab", s["connected"])) if reason == "connected" else {}
    event(s, "won", seat=seat, reason=reason, **pair)


# --- pinning --------------------------------------------------------------------------------------

def place(s: dict, seat: int, tid: str, space: str) -> None:
    """Pin token ``tid`` (held, or on the track in the evaluation) on ``space``: face up for the
    Editor, face down for Nixon; a momentum symbol moves the momentum token on the track 1 space
    toward the pinner (D12: nothing if it is not there) [RB p.10]."""
    tok = s["held"].pop(tid) if tid in s["held"] else s["tokens"].pop(tid)
    face = "up" if seat == EDITOR else "down"
    s["board"][space] = {"kind": tok["kind"], "face": face}
    event(s, "pinned", seat=seat, token=tid, kind=tok["kind"], space=space, face=face)
    if data.has_symbol(tok["kind"]) and s["phase"] != "over":
        if s["track"]["momentum"] is None:
            event(s, "symbol_idle")
        else:
            event(s, "symbol", seat=seat)
            advance(s, seat, "momentum", 1)
    check_connection(s)


def no_space(s: dict, tid: str) -> None:
    """D7: a token with no empty space of its colours goes back to the bag."""
    tok = s["held"].pop(tid) if tid in s["held"] else s["tokens"].pop(tid)
    to_bag(s, tok["kind"])
    event(s, "no_space", token=tid, kind=tok["kind"])


def check_connection(s: dict) -> None:
    """The Editor wins once two face-up informants are connected to Nixon (checked after every pin,
    flip, unpin and picture)."""
    if s["phase"] == "over":
        return
    joined = board.connected(s["board"], s["pictures"])
    if len(joined) >= 2:
        s["connected"] = joined
        win(s, EDITOR, "connected")


def set_picture(s: dict, seat: int, who: str, how: str) -> None:
    """Pin (``how`` = "pin") or flip a picture: the Editor's face up, Nixon's face down."""
    face = "up" if seat == EDITOR else "down"
    s["pictures"][who] = face
    event(s, "picture_" + how, seat=seat, who=who, face=face)
    check_connection(s)
