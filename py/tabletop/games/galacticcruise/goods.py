"""A player's goods: money, ads, food, oxygen, fuel within storage, reputation and VP; what they gain and
pay, the funding bonus, and the pending decisions every part of the turn shares (``decision``).

A *pending decision* is a dict ``{"k": kind, ...}`` in ``state["pending"]`` (the first one is asked
next); ``DECISIONS[kind]`` is ``(moves(s, d) -> [move], apply(s, d, move))``. A kind in ``AUTO`` is a
step the engine carries out without asking (``apply(s, d)``).
"""

import itertools

from . import data

DECISIONS: dict = {}
AUTO: dict = {}


def decision(kind: str):
    """Register ``fn() -> (moves, apply)`` as the decision ``kind``."""
    def register(fn):
        DECISIONS[kind] = fn()
        return fn
    return register


def automatic(kind: str):
    def register(fn):
        AUTO[kind] = fn
        return fn
    return register


def push(s: dict, *items) -> None:
    """Ask ``items`` next, in order, before what was pending."""
    s["pending"][0:0] = [dict(x) for x in items]


def event(s: dict, e: str, **values) -> None:
    s["events"].append({"e": e, **values})


# --- storage --------------------------------------------------------------------------------------------

def capacity(p: dict, good: str) -> int:
    return data.STORAGE_BASE + p["rows"][good] + (1 if "P1" in p["upgrades"] else 0)


def room(p: dict, good: str) -> int:
    return max(0, capacity(p, good) - p["goods"][good])


def mixes(n: int, limits: dict) -> list:
    """Every way to take ``n`` goods (fewer if the limits allow no more) within ``limits`` per good,
    as ``{good: count}`` without zero counts, in a stable order."""
    n = min(n, sum(limits[g] for g in data.GOODS))
    out = []
    for counts in itertools.product(*(range(min(n, limits[g]) + 1) for g in data.GOODS)):
        if sum(counts) == n:
            out.append({g: c for g, c in zip(data.GOODS, counts) if c})
    return out


def gain_mixes(p: dict, n: int) -> list:
    return mixes(n, {g: room(p, g) for g in data.GOODS})


def good_mix(move_goods, allowed: list) -> dict | None:
    """The mix a move names if it is one of ``allowed`` (compared as JSON data), else None."""
    if not isinstance(move_goods, dict):
        return None
    clean = {g: c for g, c in move_goods.items() if c}
    for m in allowed:
        if m == clean and all(type(c) is int for c in clean.values()):
            return m
    return None


# --- gaining and paying -----------------------------------------------------------------------------

def gain_reputation(s: dict, seat: int, n: int, why: str) -> None:
    p = s["players"][seat]
    over = max(0, p["rep"] + n - data.REPUTATION_MAX)
    p["rep"] = min(data.REPUTATION_MAX, p["rep"] + n)
    if over:
        add_vp(s, seat, over, "reputation_over")


def lose_reputation(s: dict, seat: int, n: int) -> None:
    """Each point below 0 costs 1 VP instead [GC-COMP] (never below 0 VP [interpretation])."""
    p = s["players"][seat]
    short = max(0, n - p["rep"])
    p["rep"] = max(0, p["rep"] - n)
    if short:
        add_vp(s, seat, -min(short, p["vp"]), "reputation_lost")


def can_lose_reputation(p: dict, n: int) -> bool:
    """D8: with reputation and VP both short, an action that costs reputation is illegal."""
    return p["rep"] + p["vp"] >= n


def add_vp(s: dict, seat: int, n: int, source: str) -> None:
    p = s["players"][seat]
    p["vp"] += n
    p["vp_from"][source] = p["vp_from"].get(source, 0) + n


def add_goods(s: dict, seat: int, goods: dict) -> None:
    """Food, oxygen and fuel beyond storage are lost (D7)."""
    p = s["players"][seat]
    for g, n in goods.items():
        p["goods"][g] = min(capacity(p, g), p["goods"][g] + n)


def gain(s: dict, seat: int, bonus, why: str) -> None:
    """Gain a bonus: pairs ``(kind, n)``; a resource of the player's choice is asked (``gain``)."""
    p = s["players"][seat]
    for kind, n in bonus:
        if kind == "money":
            p["money"] += n
        elif kind == "ads":
            p["ads"] += n
        elif kind == "reputation":
            gain_reputation(s, seat, n, why)
        elif kind == "vp":
            add_vp(s, seat, n, why)
        elif kind in data.GOODS:
            add_goods(s, seat, {kind: n})
        elif kind == "resource":
            push(s, {"k": "gain", "n": n, "why": why})
        elif kind == "blueprint":
            push(s, {"k": "engine_blueprint", "n": n})
        else:  # pragma: no cover - data error
            raise ValueError(kind)


def waiver(s: dict, seat: int) -> int:
    t = s["turn"]
    return t["waive"] if t and t["seat"] == seat else 0


def can_pay(s: dict, seat: int, money: int) -> bool:
    return s["players"][seat]["money"] + waiver(s, seat) >= money


def pay(s: dict, seat: int, money: int, to=None) -> None:
    """Pay money to the bank (``to`` None; the expert's waiver counts first) or to a rival."""
    p = s["players"][seat]
    if to is None and s["turn"] and s["turn"]["seat"] == seat:
        waived = min(s["turn"]["waive"], money)
        s["turn"]["waive"] -= waived
        money -= waived
    assert p["money"] >= money, "paid more than held"
    p["money"] -= money
    if to is not None:
        s["players"][to]["money"] += money


def take_goods(p: dict, goods: dict) -> None:
    for g, n in goods.items():
        assert p["goods"][g] >= n, "paid goods not held"
        p["goods"][g] -= n


@decision("gain")
def _gain_pair():
    def moves(s, d):
        return [{"t": "gain", "goods": m} for m in gain_mixes(s["players"][s["active"]], d["n"])]

    def apply(s, d, move):
        add_goods(s, s["active"], move["goods"])
        if move["goods"]:
            event(s, "gained", seat=s["active"], goods=dict(move["goods"]), why=d["why"])
    return moves, apply


# --- funding bonuses ---------------------------------------------------------------------------------

def funding_options(p: dict) -> list:
    uncovered = [data.FUNDING_UNCOVERED[c] for c in range(data.TOWER_COLUMNS) if p["tower"][c][0] == "gone"]
    return [o for o in (*data.FUNDING_ALWAYS, *uncovered) if o != p["blocked"]]


def funding_moves(s: dict, seat: int) -> list:
    p = s["players"][seat]
    out = []
    for option in funding_options(p):
        resources = sum(n for kind, n in data.FUNDING[option] if kind == "resource")
        for m in gain_mixes(p, resources) if resources else [{}]:
            if m or not resources:  # a resource with no room to keep it is no bonus
                out.append({"t": "funding", "option": option, "goods": m})
    return out


def take_funding(s: dict, seat: int, option: str, goods: dict, why: str) -> None:
    for kind, n in data.FUNDING[option]:
        if kind == "resource":
            add_goods(s, seat, goods)
        else:
            gain(s, seat, ((kind, n),), "funding")
    event(s, "funding", seat=seat, option=option, goods=dict(goods), why=why)


@decision("funding")
def _funding_pair():
    def moves(s, d):
        return funding_moves(s, s["active"])

    def apply(s, d, move):
        seat = s["active"]
        take_funding(s, seat, move["option"], move["goods"], d["why"])
        if d.get("blocks"):
            s["players"][seat]["blocked"] = move["option"]
    return moves, apply
