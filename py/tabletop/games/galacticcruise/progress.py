"""The progress track, company goals, the annual general meetings and the final scoring (§1.9, §5 step 3,
§6)."""

from . import campus, data
from .goods import add_vp, event


def size(s: dict) -> int:
    return s["options"]["section_size"] or data.section_size(len(s["players"]))


def section_of(s: dict, i: int) -> int:
    return i // size(s)


def place_cube(s: dict, owner, why: str) -> None:
    """A cube on the next empty space, or the overflow; a filled third section starts the end."""
    track = s["progress"]
    if None in track:
        i = track.index(None)
        track[i] = owner
        event(s, "cube", seat=owner, why=why, section=section_of(s, i) + 1)
        if None not in track and s["end_stage"] == "none":
            s["end_stage"] = "finish_round"
            event(s, "end_triggered", seat=owner)
    else:
        s["overflow"].append(owner)
        event(s, "cube", seat=owner, why=why, section=None)
    if owner != "n":
        s["players"][owner]["cubes"] += 1


def section_full(s: dict, k: int) -> bool:
    n = size(s)
    return None not in s["progress"][k * n:(k + 1) * n]


def highest_reputation(s: dict) -> set:
    top = max(p["rep"] for p in s["players"])
    return {i for i, p in enumerate(s["players"]) if p["rep"] == top}


def agm_points(s: dict, k: int) -> list:
    n = size(s)
    cubes = s["progress"][k * n:(k + 1) * n]
    top = highest_reputation(s)
    return [(cubes.count(i) + (1 if i in top else 0)) * p["wings"] for i, p in enumerate(s["players"])]


def check_agms(s: dict) -> None:
    """Score AGM A and B once their section is full (after the action that placed the last cube, D5)."""
    from .campus import neutral_growth
    while s["sections_scored"] < data.SECTIONS - 1 and section_full(s, s["sections_scored"]):
        k = s["sections_scored"]
        pts = agm_points(s, k)
        for i, v in enumerate(pts):
            if v:
                add_vp(s, i, v, "progress")
        s["agm"].append(pts)
        s["sections_scored"] += 1
        event(s, "agm", section=k + 1, points=pts)
        if len(s["players"]) == 2 and s["options"]["npc_2p"]:
            neutral_growth(s, k)


# --- company goals -----------------------------------------------------------------------------------------

def goal_count(s: dict, seat: int, goal: str) -> int:
    p = s["players"][seat]
    if goal == "fleet":
        return sum(len(sh["segments"]) for sh in p["ships"])
    if goal == "network":
        return sum(slots.count(seat) for slots in s["network"])
    if goal == "innovation":
        return sum(1 for owners in s["tech"].values() if seat in owners)
    if goal == "voyages":
        return p["launches"]
    if goal == "prestige":
        return p["rep"]
    return p["explorer"]


def goal_target(s: dict, goal: str) -> int:
    return data.GOALS[goal][s["goal_level"][goal]]


def check_goals(s: dict, seat: int) -> None:
    p = s["players"][seat]
    for goal in s["goals"]:
        if goal in p["goals"] or goal_count(s, seat, goal) < goal_target(s, goal):
            continue
        p["goals"].append(goal)
        p["wings"] = min(data.WINGS_MAX, p["wings"] + 1)
        s["goal_level"][goal] = min(len(data.GOALS[goal]) - 1, s["goal_level"][goal] + 1)
        event(s, "goal", seat=seat, goal=goal, wings=p["wings"])
        place_cube(s, seat, "goal")


# --- the end ---------------------------------------------------------------------------------------------

def supplies(s: dict, seat: int) -> int:
    p = s["players"][seat]
    items = p["money"] + p["ads"] + sum(p["goods"].values()) + len(s["hands"][seat]) + len(p["blueprints"])
    return items // 3


def columns_cleared(p: dict) -> int:
    return min(p["rows"].values())


def final_items(s: dict, seat: int) -> dict:
    """The points AGM C would add now, by source (§6)."""
    p = s["players"][seat]
    segments = sum(data.blueprint(b)["vp"] for sh in p["ships"] for b in sh["segments"])
    cockpits = sum(data.COCKPITS[sh["cockpit"]][1] if sh["launched"] else -data.UNLAUNCHED_PENALTY
                   for sh in p["ships"])
    return {"progress_c": agm_points(s, data.SECTIONS - 1)[seat], "supplies": supplies(s, seat),
            "reputation": data.reputation_vp(p["rep"]), "developments": data.COLUMNS_VP[columns_cleared(p)],
            "segments": segments, "cockpits": cockpits}


def final_scoring(s: dict) -> None:
    s["final"] = [final_items(s, i) for i in range(len(s["players"]))]
    for i, items in enumerate(s["final"]):
        for src, v in items.items():
            if v:
                add_vp(s, i, v, "final_" + src)
        s["players"][i]["cockpit_vp"] += items["cockpits"]
    event(s, "agm", section=3, points=[x["progress_c"] for x in s["final"]])


def ranking(s: dict) -> list:
    """Seats best first: VP, then cubes on the track (overflow too), reputation, cockpit VP, later seat."""
    def key(i):
        p = s["players"][i]
        return (p["vp"], p["cubes"], p["rep"], p["cockpit_vp"], i)
    return sorted(range(len(s["players"])), key=key, reverse=True)


def tiebreak_reason(s: dict, a: int, b: int):
    pa, pb = s["players"][a], s["players"][b]
    if pa["vp"] != pb["vp"]:
        return None
    for what in ("cubes", "rep", "cockpit_vp"):
        if pa[what] != pb[what]:
            return what
    return "seat"


def tech_passive(s: dict, seat: int) -> list:
    return [x for x in s["tech"] if campus.tech_on(s, seat, x)]
