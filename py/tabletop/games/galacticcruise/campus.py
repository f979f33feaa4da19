"""The campus: six buildings in a ring, the links between them with their development slots, workers on
buildings (bumping, the 2-player neutral workers) and the technologies (§1.3, §1.7, §2, §5 A).

A building's occupant is ``{"o": seat | "n", "k": "worker" | "expert"}`` (``"n"``: a neutral worker);
a link's slots hold a seat, ``"n"`` (a neutral development) or None.
"""

from . import data
from .goods import can_pay, event, pay


def link_owners(s: dict, link: int) -> list:
    seen = []
    for o in s["network"][link]:
        if o is not None and o not in seen:
            seen.append(o)
    return seen


def has_own_link_at(s: dict, seat: int, building: int) -> bool:
    return any(seat in s["network"][link] for link in (building, (building - 1) % data.BUILDINGS))


def expert_placed(s: dict, tile: str) -> bool:
    t = s["turn"]
    return t is not None and t.get("kind") == "expert" and s["expert_tile"] == tile


def unpaid(s: dict, seat: int, owners) -> list:
    """The owners among ``owners`` this seat still has to pay this turn (rivals and the bank, "n")."""
    return [o for o in owners if o != seat and o not in s["turn"]["paid"]]


def access_total(s: dict, seat: int, owners) -> int:
    return len(unpaid(s, seat, owners)) * data.access_cost(s["players"][seat]["rep"])


def pay_access(s: dict, seat: int, owners) -> None:
    cost = data.access_cost(s["players"][seat]["rep"])
    for o in unpaid(s, seat, owners):
        if cost:
            pay(s, seat, cost, None if o == "n" else o)
            event(s, "access", seat=seat, to=o, money=cost)
        s["turn"]["paid"].append(o)


def reachable(s: dict, seat: int) -> list:
    """``(building, owners to pay)`` for each building an action may come from now: the worker's own
    building, and a neighbour through a link holding the seat's development (free) or any other
    (paying its owners, unless the expert tile links for free); in a meeting, the buildings at either
    end of a link holding the seat's own development, never paying."""
    t = s["turn"]
    out = []
    if t["meeting"]:
        for b in range(data.BUILDINGS):
            if has_own_link_at(s, seat, b):
                out.append((b, []))
        return out
    at = t["at"]
    out.append((at, []))
    for b in ((at - 1) % data.BUILDINGS, (at + 1) % data.BUILDINGS):
        owners = link_owners(s, data.link_of(at, b))
        if not owners:
            continue
        if seat in owners or expert_placed(s, "free_links"):
            out.append((b, []))
        else:
            out.append((b, owners))
    return out


# --- placing workers --------------------------------------------------------------------------------

def _bumpable(s: dict, occupant: dict, seat: int) -> bool:
    """A rival's worker (not an expert the expert tile protects)."""
    if occupant is None or occupant["o"] in ("n", seat):
        return False
    return not (occupant["k"] == "expert" and s["expert_tile"] == "unbumpable")


def neutral_stop(s: dict, seat: int, b: int):
    """Where a neutral worker pushed from building b by ``seat`` stops, or None if nowhere [interpretation]:
    clockwise, it stops on an empty building or bumps a rival of the pusher, and skips neutral workers
    and the pusher's own; a neutral expert skips empty buildings while a bump is possible further on."""
    occ = s["locations"][b]
    order = [(b + k) % data.BUILDINGS for k in range(1, data.BUILDINGS)]
    if occ["k"] == "expert":
        bumps = [x for x in order if _bumpable(s, s["locations"][x], seat)]
        if bumps:
            return bumps[0]
    for x in order:
        o = s["locations"][x]
        if o is None or _bumpable(s, o, seat):
            return x
    return None


def can_place(s: dict, seat: int, b: int) -> bool:
    occ = s["locations"][b]
    if occ is None:
        return True
    if occ["o"] == "n":
        return neutral_stop(s, seat, b) is not None
    if occ["o"] == seat:
        return "O2" in s["players"][seat]["upgrades"]
    return _bumpable(s, occ, seat)


def bump(s: dict, b: int, by: int) -> None:
    """Send the worker on building b home; its owner takes a funding bonus at the start of their next
    turn [SEED], or at once if it is the bumper's own (upgrade O2)."""
    occ = s["locations"][b]
    owner = occ["o"]
    s["locations"][b] = None
    s["players"][owner]["break"][occ["k"]] += 1
    event(s, "bumped", seat=owner, by=by, building=b)
    if owner != by:
        s["players"][owner]["owed"] += 1


def place(s: dict, seat: int, kind: str, b: int) -> bool:
    """Put a worker on building b; whether it bumped the seat's own worker (its funding bonus is due now)."""
    own = s["locations"][b] is not None and s["locations"][b]["o"] == seat
    occ = s["locations"][b]
    if occ is not None and occ["o"] == "n":
        to = neutral_stop(s, seat, b)
        if s["locations"][to] is not None:
            bump(s, to, seat)
        s["locations"][to] = occ
        s["locations"][b] = None
        event(s, "neutral_pushed", seat=seat, frm=b, to=to)
    elif occ is not None:
        bump(s, b, seat)
    s["locations"][b] = {"o": seat, "k": kind}
    s["players"][seat]["break"][kind] -= 1
    return own


def workers_home(s: dict, seat: int) -> int:
    """A meeting: every worker of the seat on a building returns to the break room; how many."""
    n = 0
    for b, occ in enumerate(s["locations"]):
        if occ is not None and occ["o"] == seat:
            s["locations"][b] = None
            s["players"][seat]["break"][occ["k"]] += 1
            n += 1
    return n


# --- technologies ---------------------------------------------------------------------------------------

def invented(s: dict, tech: str) -> bool:
    return bool(s["tech"].get(tech))


def tech_on(s: dict, seat: int, tech: str) -> bool:
    """Whether a technology works for the seat now: invented, and the seat owns it or activated it."""
    owners = s["tech"].get(tech)
    if not owners:
        return False
    t = s["turn"]
    return seat in owners or (t is not None and t["seat"] == seat and tech in t["active_tech"])


def activatable(s: dict, seat: int) -> list:
    """Technologies the seat may activate now by paying their owners (never during a meeting's action)."""
    t = s["turn"]
    if t is None or t["meeting"] and s["pending"] and s["pending"][0]["k"] == "actions":
        return []
    return [x for x in s["tech"] if invented(s, x) and not tech_on(s, seat, x)
            and can_pay_owners(s, seat, s["tech"][x])]


def can_pay_owners(s: dict, seat: int, owners) -> bool:
    due = unpaid(s, seat, owners)
    cost = data.access_cost(s["players"][seat]["rep"])
    to_rivals = sum(cost for o in due if o != "n")
    to_bank = sum(cost for o in due if o == "n")
    p = s["players"][seat]
    return p["money"] >= to_rivals and can_pay(s, seat, to_rivals + to_bank)


def activate(s: dict, seat: int, tech: str, free: bool = False) -> None:
    if not free:
        pay_access(s, seat, s["tech"][tech])
    s["turn"]["active_tech"].append(tech)
    event(s, "activated", seat=seat, tech=tech, free=free)


# --- 2 players: neutral developments after AGM A and B (§2) --------------------------------------------

def neutral_growth(s: dict, section: int) -> None:
    """Reveal a spare technology: it marks two links, each gets a neutral development on its first empty
    slot unless it holds one already; then a neutral worker becomes an expert (after AGM A the one on the
    lower-numbered building, after AGM B the other) [interpretation]."""
    if not s["spare_techs"]:
        return
    tech = s["spare_techs"].pop(0)
    s["chance"] = "draw"
    s["revealed_techs"].append(tech)
    n = int(tech[2:])
    for link in sorted({n % data.BUILDINGS, (n + 3) % data.BUILDINGS}):
        slots = s["network"][link]
        if "n" not in slots and None in slots:
            slots[slots.index(None)] = "n"
    neutrals = [b for b, o in enumerate(s["locations"]) if o is not None and o["o"] == "n" and o["k"] == "worker"]
    if neutrals:
        b = neutrals[0] if section == 0 else neutrals[-1]
        s["locations"][b] = {"o": "n", "k": "expert"}
    event(s, "neutral_growth", tech=tech)
