"""The town as a graph (``shared/rules/kikai.md`` §1.2, D8, D9): street spaces, the squares they
meet at, and the districts they start from.

A space is ``"<a>-<b>#k"``, k = 1..len counted from ``a``. Two spaces are adjacent when they follow
each other on a street, or end two streets at one square (when squares are passable, D8); never
across a district ("Networks do not pass through a District" [SEED]).

>>> sorted(ENDS["arcade"])
['arcade-I1#1', 'arcade-O0#1', 'arcade-O1#1']
>>> route_length("O0", "market"), route_length("C", "diner")
(4, 3)
"""

import heapq

from . import data

SPACES = {}  # space -> (a, b, k, length)
for _a, _b, _n in data.STREETS:
    for _k in range(1, _n + 1):
        SPACES[f"{_a}-{_b}#{_k}"] = (_a, _b, _k, _n)
SPACE_IDS = tuple(SPACES)


def _ends() -> dict:
    """node (district or square) -> the spaces that touch it."""
    out = {}
    for sp, (a, b, k, n) in SPACES.items():
        if k == 1:
            out.setdefault(a, set()).add(sp)
        if k == n:
            out.setdefault(b, set()).add(sp)
    return {node: frozenset(v) for node, v in out.items()}


ENDS = _ends()
TOUCHES = {sp: tuple(node for node in ((a if k == 1 else None), (b if k == n else None)) if node)
           for sp, (a, b, k, n) in SPACES.items()}  # space -> the nodes it touches


def _neighbours(squares_passable: bool) -> dict:
    out = {sp: set() for sp in SPACES}
    for sp, (a, b, k, n) in SPACES.items():
        if k > 1:
            out[sp].add(f"{a}-{b}#{k - 1}")
        if k < n:
            out[sp].add(f"{a}-{b}#{k + 1}")
        if squares_passable:
            for node in TOUCHES[sp]:
                if node in data.SQUARES:
                    out[sp] |= ENDS[node] - {sp}
    return {sp: frozenset(v) for sp, v in out.items()}


NEIGHBOURS = {True: _neighbours(True), False: _neighbours(False)}


def ring_distance(a: str, b: str) -> int:
    """Exhibition distance between two districts on the ring (Diner and Parking are neighbours)."""
    i, j = data.DISTRICTS.index(a), data.DISTRICTS.index(b)
    return min(abs(i - j), len(data.DISTRICTS) - abs(i - j))


def network(spaces: dict, seat: int, district: str, passable: bool = True) -> set:
    """``seat``'s flyers joined to ``district`` through ``seat``'s own flyers."""
    todo = [sp for sp in ENDS[district] if spaces.get(sp) == seat]
    seen = set(todo)
    while todo:
        sp = todo.pop()
        for nb in NEIGHBOURS[passable][sp]:
            if nb not in seen and spaces.get(nb) == seat:
                seen.add(nb)
                todo.append(nb)
    return seen


def first_flyer_spaces(spaces: dict, seat: int, district: str, passable: bool = True) -> list:
    """Where a Deploy from ``district`` may put its first flyer: an empty space touching the district
    or next to one of the seat's flyers joined to it (§5 B2)."""
    out = {sp for sp in ENDS[district] if sp not in spaces}
    for sp in network(spaces, seat, district, passable):
        out |= {nb for nb in NEIGHBOURS[passable][sp] if nb not in spaces}
    return sorted(out)


def next_flyer_spaces(spaces: dict, last: str, passable: bool = True) -> list:
    """Where the chain's next flyer may go: an empty space next to the last one."""
    return sorted(nb for nb in NEIGHBOURS[passable][last] if nb not in spaces)


def route_costs(spaces: dict, seat: int, district: str, passable: bool = True) -> dict:
    """square -> the fewest opponent flyers on a route from it to ``district`` along flyers (of
    either player), for every square a fan can come from (§5 B3, D8, D9)."""
    best_sp = {}
    heap = [(int(spaces[sp] != seat), sp) for sp in ENDS[district] if sp in spaces]
    heapq.heapify(heap)
    squares = {}
    while heap:
        cost, sp = heapq.heappop(heap)
        if best_sp.get(sp, 99) <= cost:
            continue
        best_sp[sp] = cost
        a, b, k, n = SPACES[sp]
        steps = []
        if k > 1:
            steps.append(f"{a}-{b}#{k - 1}")
        if k < n:
            steps.append(f"{a}-{b}#{k + 1}")
        for node in TOUCHES[sp]:
            if node in data.SQUARES:
                if cost < squares.get(node, 99):
                    squares[node] = cost
                if passable:
                    steps.extend(ENDS[node] - {sp})
        for nb in steps:
            if nb in spaces and best_sp.get(nb, 99) > cost + (spaces[nb] != seat):
                heapq.heappush(heap, (cost + int(spaces[nb] != seat), nb))
    return squares


def route_length(square: str, district: str, passable: bool = True) -> int:
    """The fewest street spaces between a square and a district (as if every space held a flyer)."""
    full = {sp: 1 for sp in SPACES}
    return route_costs(full, 0, district, passable).get(square)
