"""The evidence board: where a token may be pinned, and which informants are connected to Nixon.

A connection [RB p.10] is a thread path from a **face-up** picture through **face-up** evidence tokens
to Nixon; a face-down picture or token, or an empty space, breaks it. The Editor wins as soon as two
informants are connected; the two paths may share tokens (rules file §6).

>>> board = {s: {"kind": "b", "face": "up"} for s in ("c0", "c13", "b0", "a0")}
>>> pictures = {who: "supply" for who in data.INFORMANTS}
>>> pictures.update(butterfield="up", mccord="up")
>>> connected(board, pictures)
['butterfield', 'mccord']
>>> board["b0"]["face"] = "down"
>>> connected(board, pictures)
[]
"""

from . import data


def free_spaces(board: dict, kind: str) -> list:
    """The empty spaces whose slip colour is one of the token's colours, in board order."""
    cs = data.colours(kind)
    return [sp for sp in data.SPACES if sp not in board and data.SPACE_COLOUR[sp] in cs]


def lit(board: dict) -> set:
    """Every space reached from Nixon through face-up tokens (the threads that hold)."""
    seen, todo = set(), ["nixon"]
    while todo:
        node = todo.pop()
        for nxt in data.NEIGHBOURS[node]:
            if nxt in seen or nxt.startswith("i:"):
                continue
            cell = board.get(nxt)
            if cell and cell["face"] == "up":
                seen.add(nxt)
                todo.append(nxt)
    return seen


def connected(board: dict, pictures: dict) -> list:
    """The face-up informants joined to Nixon by face-up tokens, in the board's order."""
    reached = lit(board)
    return [who for who in data.INFORMANTS
            if pictures.get(who) == "up" and any(sp in reached for sp in data.NEIGHBOURS[f"i:{who}"])]


def distance(board: dict, pictures: dict, who: str) -> int | None:
    """How many more face-up tokens the Editor needs to connect ``who`` (None: cut off for good by
    face-down tokens or a face-down picture). A measure for bots and the table, not a rule."""
    if pictures.get(who) == "down":
        return None
    # 0-1 shortest path from Nixon: a face-up token costs 0, an empty space 1, a face-down one blocks
    import heapq
    best = {"nixon": 0}
    heap = [(0, "nixon")]
    while heap:
        d, node = heapq.heappop(heap)
        if d > best.get(node, 99):
            continue
        for nxt in data.NEIGHBOURS[node]:
            if nxt.startswith("i:"):
                continue
            cell = board.get(nxt)
            if cell and cell["face"] == "down":
                continue
            nd = d + (0 if cell else 1)
            if nd < best.get(nxt, 99):
                best[nxt] = nd
                heapq.heappush(heap, (nd, nxt))
    ends = [best[sp] for sp in data.NEIGHBOURS[f"i:{who}"] if sp in best]
    return min(ends) if ends else None
