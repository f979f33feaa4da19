"""Cathood's affection points (``cathood.md`` §1.7, §1.9, §6): every cat's total, item by item.

>>> toys_points(["yarn-1", "yarn-2", "mouse-1", "feather-1"])
(15, 5)
"""

from . import data


def toys_points(toys: list) -> tuple[int, int]:
    """(the toys' own points, the points of their complete sets)."""
    types = [data.CARDS[t]["type"] for t in toys]
    sets = min(types.count(k) for k in data.TOY_TYPES)
    return sum(data.CARDS[t]["points"] for t in toys), sets * data.TOY_SET_POINTS


def building_tiles(state: dict) -> list:
    return [t for row in state["board"] for t in row if data.TILE[t["id"]]["kind"] == "building"]


def park_tiles(state: dict) -> list:
    return [t for row in state["board"] for t in row if data.TILE[t["id"]]["kind"] == "park"]


def majorities(state: dict, seat: int) -> tuple[int, int, int]:
    """(points, tiles where the seat is the sole favourite, tiles where it is tied first) over every
    Building tile, by the Houses on it (not those on its Pet Shop, D22)."""
    points = sole = tied = 0
    for t in building_tiles(state):
        counts = {s: t["houses"].count(s) for s in set(t["houses"])}
        if not counts or seat not in counts:
            continue
        top = max(counts.values())
        if counts[seat] != top:
            continue
        if list(counts.values()).count(top) == 1:
            points += data.MAJORITY_SOLE
            sole += 1
        else:
            points += data.MAJORITY_TIED
            tied += 1
    return points, sole, tied


def objective_met(state: dict, seat: int, objective: str) -> bool:
    p = state["players"][seat]
    types = [data.CARDS[t]["type"] for t in p["toys"]]
    res = p["resources"]
    if objective == "OB1":
        return all(k in types for k in data.TOY_TYPES)
    if objective == "OB2":
        return any(types.count(k) >= 4 for k in data.TOY_TYPES)
    if objective == "OB3":
        return sum(1 for t in building_tiles(state) if seat in t["houses"]) >= 3
    if objective == "OB4":
        return majorities(state, seat)[1] >= 2
    if objective == "OB5":
        return {data.TILE[t["id"]]["tree"] for t in park_tiles(state) if seat in t["statues"]} == set(data.TREE_COLOUR)
    if objective == "OB6":
        return sum(1 for t in park_tiles(state) if t["statues"][:1] == [seat]) >= 2
    if objective == "OB7":
        return sum(1 for row in state["board"] for t in row if t["pet"] == seat) >= 2
    if objective == "OB8":
        return sum(res.values()) >= 8
    if objective == "OB9":
        return all(res[c] >= 3 for c in data.COLOURS)
    if objective == "OB10":
        return len(p["cards"]) >= 3
    if objective == "OB11":
        return p["fights_won"] >= 2
    if objective == "OB12":
        return p["houses"] == 0
    raise ValueError(objective)


def breakdown(state: dict, seat: int) -> dict:
    """Every item of a cat's score (§7's result keys)."""
    p = state["players"][seat]
    toys, sets = toys_points(p["toys"])
    parks = park_tiles(state)
    statues = sum(1 for t in parks if seat in t["statues"])
    firsts = sum(1 for t in parks if t["statues"][:1] == [seat])
    objective = p.get("objective")
    return {
        "toys": toys, "toy_sets": sets,
        "building_cards": sum(data.CARDS[c]["points"] for c in p["cards"]),
        "majorities": majorities(state, seat)[0],
        "statues": statues * data.STATUE_POINTS, "first_statues": firsts * data.FIRST_STATUE_POINTS,
        "resources": sum(p["resources"].values()) // data.CUBES_PER_POINT,
        "reserved": -data.CARDS[p["reserved"]]["points"] if p["reserved"] else 0,
        "objective": data.OBJECTIVES[objective] if objective and objective_met(state, seat, objective) else 0,
    }


def total(state: dict, seat: int) -> int:
    return sum(breakdown(state, seat).values())
