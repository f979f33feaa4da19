"""Builders for hand-made KIKAI positions used by the rules tests (tests/test_kikai_rules.py).

``position(...)`` starts from ``rules.setup(options, seed)`` and sets fields of the state by hand:
hands, played cards, KIKAI pieces (with their fans), square contents, flyers, billboards, face-up
pieces and the players' tracks and tokens. Every card, piece and fan stays in exactly one place
(``rules.conserved``): a card put in a hand comes out of the pile, a piece put on a KIKAI comes out of
its stack or display, a fan put on a piece or a square comes out of the box (or another square), and
the flyer and billboard counts match the board. The game is not in ``engine.GAMES`` yet, so the tests
call ``tabletop.games.kikai.rules`` directly.
"""

import copy

from tabletop.games.kikai import data, rules

YELLOW, PURPLE = 0, 1

# Street spaces far from Diner, Arcade and Shrine, with no street bonus: where a test puts flyers it
# only needs counted (the revealed index r), so they never join a chain or a route under test.
FAR = ("station-O4#1", "parking-O4#1", "station-I4#1", "station-I4#2", "parking-I5#1", "parking-I5#2",
       "O4-I4#1", "O4-I5#1", "I4-I5#1", "O3-I4#1", "market-O3#1", "station-O3#1")


def far(n: int, seat: int = YELLOW, skip: int = 0) -> dict:
    """``n`` flyers of ``seat`` on out-of-the-way spaces (``skip`` leaves the first spaces to the other seat)."""
    return {sp: seat for sp in FAR[skip:skip + n]}


def _take_card(s: dict, card: str) -> None:
    """Take one ``card`` out of the pile (else out of the face-up cards, refilled from the pile)."""
    if card in s["pile"]:
        s["pile"].remove(card)
        return
    i = s["visible"].index(card)
    s["visible"][i] = s["pile"].pop(0)


def _take_fan(s: dict, colour: str, keep) -> None:
    """Take one ``colour`` fan out of the box, else out of the fullest square not in ``keep``."""
    if colour in s["box"]:
        s["box"].remove(colour)
        return
    sq = max((sq for sq in data.SQUARES if sq not in keep and colour in s["squares"][sq]),
             key=lambda sq: s["squares"][sq].count(colour))
    s["squares"][sq].remove(colour)


def _take_piece(s: dict, pid: str) -> None:
    """Take ``pid`` out of its stack, or out of its display (turning up the stack's top in its place)."""
    part = data.piece(pid)["part"]
    if pid in s["stacks"][part]:
        s["stacks"][part].remove(pid)
    else:
        s["displays"][part].remove(pid)
        s["displays"][part].append(s["stacks"][part].pop(0))


def _show(s: dict, pid: str, keep) -> None:
    """Put ``pid`` face up, sending the display's first piece not in ``keep`` to the bottom of the stack."""
    part = data.piece(pid)["part"]
    if pid in s["displays"][part]:
        return
    out = next(x for x in s["displays"][part] if x not in keep)
    s["displays"][part].remove(out)
    s["stacks"][part].remove(pid)
    s["stacks"][part].append(out)
    s["displays"][part].append(pid)


def position(options=None, seed=1, active=YELLOW, district=None, phase=None, hands=None, columns=None,
             pieces=None, squares=None, flyers=None, billboards=None, shown=(), bonus=None, players=None):
    """A state after ``rules.setup`` with, when given:

    - ``district``: ``active`` is in the ``action`` phase there (first action of the turn), unless
      ``phase`` names another phase;
    - ``hands`` / ``columns``: (seat 0 cards, seat 1 cards), taken from the pile;
    - ``pieces``: district -> (seat 0 pieces, seat 1 pieces), each ``"F1-red"`` or ``("F1-red", fan)``;
    - ``squares``: square -> exact fan colours (the rest go to the box);
    - ``flyers``: space -> seat; ``billboards``: square -> (seat, slot), the square emptied;
    - ``shown``: pieces turned face up; ``bonus``: district -> Construction Bonus tile;
    - ``players``: (seat 0 fields, seat 1 fields) set as given (energy, ladders, influence, ...).
    """
    s = rules.setup(options or {}, seed)
    if hands is not None or columns is not None:
        for seat in (0, 1):
            s["pile"] += s["hands"][seat] + s["columns"][seat]
            s["hands"][seat], s["columns"][seat] = [], []
        for seat in (0, 1):
            for card in (hands or ((), ()))[seat]:
                _take_card(s, card)
                s["hands"][seat].append(card)
            for card in (columns or ((), ()))[seat]:
                _take_card(s, card)
                s["columns"][seat].append(card)
            s["hands"][seat].sort()
    keep = set(squares or ()) | set(billboards or ())
    for sq, (seat, slot) in (billboards or {}).items():
        s["box"] += s["squares"][sq]
        s["squares"][sq] = []
        s["billboard_on"][sq] = seat
        s["players"][seat]["billboards"][slot] = False
    for sq, fans in (squares or {}).items():
        s["box"] += s["squares"][sq]
        s["squares"][sq] = []
        for colour in fans:
            _take_fan(s, colour, keep)
        s["squares"][sq] = sorted(fans)
    for d, sides in (pieces or {}).items():
        for seat, side in enumerate(sides):
            for x in side:
                pid, fan = (x, None) if isinstance(x, str) else x
                _take_piece(s, pid)
                if fan:
                    _take_fan(s, fan, keep)
                s["kikai"][d][seat].append({"piece": pid, "fan": fan})
    for pid in shown:
        _show(s, pid, shown)
    s["spaces"] = dict(flyers or {})
    for seat in (0, 1):
        s["players"][seat]["flyers"] = sum(1 for owner in s["spaces"].values() if owner == seat)
        s["players"][seat].update((players or ({}, {}))[seat])
    s["bonus"].update(bonus or {})
    s["active"] = active
    s["turn"] = {"district": district, "actions": 0, "chain": [], "attracted": 0, "square": None}
    s["phase"] = phase or ("action" if district else "play")
    assert rules.conserved(s)
    return s


def at_action(s: dict, seat: int, district: str) -> dict:
    """A copy of ``s`` where ``seat`` is to take the first action of a turn in ``district``."""
    s = copy.deepcopy(s)
    s["active"], s["phase"] = seat, "action"
    s["turn"] = {"district": district, "actions": 0, "chain": [], "attracted": 0, "square": None}
    return s


def play(s: dict, *moves) -> dict:
    """Play ``moves`` in order through ``rules.play`` (which refuses an illegal one)."""
    for move in moves:
        s = rules.play(s, move)
    return s


def of_type(s: dict, kind: str) -> list:
    """The legal moves of one type now."""
    return [m for m in rules.legal_moves(s) if m["type"] == kind]


def card(d: str) -> dict:
    """Play one ``d`` card to act in ``d``."""
    return {"type": "play", "cards": [d], "district": d}


def pair(c: str, d: str) -> dict:
    """Play two ``c`` cards to act in ``d``."""
    return {"type": "play", "cards": [c, c], "district": d}


def build(pid: str, ladders: int = 0) -> dict:
    """Build ``pid`` paying ``ladders`` for its Influence."""
    return {"type": "build", "component": pid, "ladders": ladders}


def deploy(space: str) -> dict:
    """Put a flyer on ``space``."""
    return {"type": "deploy", "space": space}


def attract(part: str, square: str) -> dict:
    """Bring a fan from ``square`` to the ``part`` of the active player's KIKAI."""
    return {"type": "attract", "part": part, "square": square}


def exhibit(*extra: str) -> dict:
    """An Exhibition in the turn's district, adding the ``extra`` districts."""
    return {"type": "exhibit", "extra": list(extra)}
