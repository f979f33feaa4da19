"""A Cathood turn: discs on action spaces, the effects of a stop, fights and Sleep (``cathood.md`` §5).

The state's ``phase`` says what is asked next:

- ``objective``: each player keeps one of two secret objectives (option), one seat at a time;
- ``action``: the active player places a disc on an action (or on Repeat), or ends the turn;
- ``order``: several effects wait at the point where the cat stopped; the player picks the next;
- ``coffee``: exchanges at a Coffee (0-2), ``dog``: where the Dog sends the cat, ``bee``: the card the
  Bee reserves;
- ``sign``: a fight's rock, paper or scissors, asked of each fighter in turn, the mover first;
- ``steal``: the winner of a fight picks the loser's resource;
- ``over``.

Effects wait on a stack of *stops* (``state["stops"]``): the point where a move ended, or the slots a
Rotate or Swap brought to the cat, with the Coffee, Dog and Bee slots still to resolve (``specials``)
and the shops that pay once they are done (D13). A Dog pushes the stop of the point it sends the cat
to, whose own Dogs are ignored (D11); when it is done, the stop below goes on.
"""

from ... import rng
from . import board, data


# --- players and their resources ---------------------------------------------------------------------

def total(p: dict) -> int:
    return sum(p["resources"].values())


def houses_placed(p: dict) -> int:
    return data.HOUSES - p["houses"]


def discs(p: dict) -> int:
    """Discs the player has: 1, then 2 from the 2nd House, 3 from the 4th (D7)."""
    placed = houses_placed(p)
    return sum(1 for at in data.DISC_AT_HOUSES if placed >= at)


def repeat_open(p: dict) -> bool:
    return houses_placed(p) >= data.REPEAT_AT_HOUSES


def discs_used(s: dict) -> int:
    t = s["turn"]
    return len(t["used"]) + (1 if t["repeat"] else 0)


def discs_free(s: dict) -> int:
    return discs(s["players"][s["active"]]) - discs_used(s)


def gain(s: dict, seat: int, colours: list, why: str, quiet: bool = False) -> None:
    """Take one cube of each of ``colours`` from the supply, in order, up to the cap of 12 (D9); the log
    gets one line a colour (unless ``quiet``: the steal says it) and one for the cubes the cap left."""
    p = s["players"][seat]
    took = {}
    lost = 0
    for colour in colours:
        if total(p) < data.CAP:
            p["resources"][colour] += 1
            took[colour] = took.get(colour, 0) + 1
        else:
            lost += 1
    if not quiet:
        s["events"] += [{"e": "gain", "seat": seat, "colour": c, "n": k, "why": why}
                        for c, k in sorted(took.items(), key=lambda x: data.COLOURS.index(x[0]))]
    if lost:
        s["events"].append({"e": "cap", "seat": seat, "n": lost})


def pay(p: dict, cost: dict) -> None:
    for c, n in cost.items():
        p["resources"][c] -= n


def can_pay(p: dict, cost: dict) -> bool:
    return all(p["resources"][c] >= n for c, n in cost.items())


# --- what may be done --------------------------------------------------------------------------------

def cat(s: dict, seat: int) -> tuple:
    return tuple(s["cats"][seat])


def buyable(s: dict, seat: int, deck: str) -> list:
    """The cards of ``deck`` ("toy" or "building") the player may buy now: the row's and a reserved one."""
    p = s["players"][seat]
    row = s["toy_row"] if deck == "toy" else s["building_row"]
    cards = [c for c in row if c is not None]
    if p["reserved"] is not None and data.CARDS[p["reserved"]]["deck"] == deck:
        cards.append(p["reserved"])
    return [c for c in cards if can_pay(p, data.CARDS[c]["cost"])]


def pet_shops_here(s: dict, seat: int) -> list:
    """The open Pet Shops next to the cat: (r, c) of their tiles (a tile has at most one)."""
    b = s["board"]
    return [(r, c) for r, c, code in board.slots_at(b, cat(s, seat)) if code == "PS" and b[r][c]["pet"] is None]


def buildings_here(s: dict, seat: int) -> list:
    b = s["board"]
    return [(r, c) for r, c in board.adjacent_tiles(b, cat(s, seat)) if data.TILE[b[r][c]["id"]]["kind"] == "building"]


def parks_here(s: dict, seat: int) -> list:
    """The parks with an entrance at the cat's point (whatever the player can afford)."""
    b = s["board"]
    return [(r, c) for r, c, code in board.slots_at(b, cat(s, seat)) if code == "E"]


def park_refusal(s: dict, seat: int, r: int, c: int):
    """Why the player may not place a Statue on park (r, c) now (a key of text), or None."""
    p = s["players"][seat]
    tile = s["board"][r][c]
    if p["statues"] == 0:
        return "no_statue"
    if seat in tile["statues"]:
        return "statue_there"
    colour = data.TREE_COLOUR[data.TILE[tile["id"]]["tree"]]
    if p["resources"][colour] < data.PARK_COST:
        return "park_cost"
    return None


def swappable(s: dict) -> list:
    """The pairs of adjacent tiles that may swap: no cat on the edge between them."""
    cats = {tuple(x) for x in s["cats"]}
    return [(a, b) for a, b in board.neighbours(s["board"]) if not cats & set(board.shared_edge(a, b))]


def action_moves(s: dict, kind: str) -> list:
    """Every legal move of action ``kind`` now, without the repeat flag."""
    seat = s["active"]
    b = s["board"]
    rows, cols = board.size(b)
    if kind == "linear":
        return [{"type": "linear", "dir": d, "steps": n} for d in data.LINEAR for n in data.LINEAR_STEPS]
    if kind == "diagonal":
        return [{"type": "diagonal", "dir": d, "steps": n} for d in data.DIAGONAL for n in data.DIAGONAL_STEPS]
    if kind == "rotate":
        return [{"type": "rotate", "tile": [r, c], "turn": t} for r in range(rows) for c in range(cols)
                for t in ("cw", "ccw")]
    if kind == "swap":
        return [{"type": "swap", "tiles": [list(a), list(b_)]} for a, b_ in swappable(s)]
    if kind == "pet_shop":
        cards = buyable(s, seat, "toy")
        return [{"type": "pet_shop", "tile": [r, c], "card": card} for r, c in pet_shops_here(s, seat) for card in cards]
    if kind == "building":
        cards = buyable(s, seat, "building")
        return [{"type": "building", "tile": [r, c], "card": card} for r, c in buildings_here(s, seat) for card in cards]
    if kind == "park":
        return [{"type": "park", "tile": [r, c]} for r, c in parks_here(s, seat) if park_refusal(s, seat, r, c) is None]
    return []


def turn_moves(s: dict) -> list:
    """The moves of the ``action`` phase: an action not taken this turn, a Repeat of one taken, the end."""
    t = s["turn"]
    p = s["players"][s["active"]]
    moves = []
    if discs_free(s) > 0:
        for kind in data.ACTIONS:
            if kind not in t["used"]:
                moves += action_moves(s, kind)
        if repeat_open(p) and not t["repeat"]:
            for kind in data.ACTIONS:
                if kind in t["used"]:
                    moves += [{**m, "repeat": True} for m in action_moves(s, kind)]
    if t["used"]:
        moves.append({"type": "end_turn"})
    return moves


# --- doing it -----------------------------------------------------------------------------------------

def take_action(s: dict, move: dict) -> None:
    """Place the disc and carry the action out (the move is legal); then whatever it set off."""
    seat = s["active"]
    kind = move["type"]
    t = s["turn"]
    if move.get("repeat"):
        t["repeat"] = True
    else:
        t["used"].append(kind)
    if kind in ("linear", "diagonal"):
        _walk(s, seat, move)
    elif kind == "rotate":
        _rotate(s, seat, move)
    elif kind == "swap":
        _swap(s, seat, move)
    elif kind == "pet_shop":
        _buy(s, seat, move, "toy")
    elif kind == "building":
        _buy(s, seat, move, "building")
    else:
        _park(s, seat, move)
    advance(s)


def _walk(s: dict, seat: int, move: dict) -> None:
    b = s["board"]
    rows, cols = board.size(b)
    path_of = board.linear_path if move["type"] == "linear" else board.diagonal_path
    path = path_of(rows, cols, cat(s, seat), move["dir"], move["steps"])
    s["events"].append({"e": "walk", "seat": seat, "kind": move["type"], "dir": move["dir"],
                        "steps": move["steps"], "path": [list(x) for x in path], "repeat": bool(move.get("repeat"))})
    # passing: every arrival before the last pays its shops (D3)
    gain(s, seat, [colour for point in path[:-1] for colour in board.shops_at(b, point)], "pass")
    s["cats"][seat] = list(path[-1])
    s["turn"]["fight_check"] = True
    _push_stop(s, path[-1], dogs=True)


def _push_stop(s: dict, point, dogs: bool, only=None) -> None:
    """The effects waiting at ``point``: its Coffee, Dog (unless ``dogs`` is False) and Bee slots, then its
    shops; ``only`` limits them to the slots of those tiles (Rotate, Swap: D4)."""
    specials, shops = [], []
    for r, c, code in board.slots_at(s["board"], point):
        if only is not None and (r, c) not in only:
            continue
        if code in data.SHOPS:
            shops.append(data.LETTER[code])
        elif code in data.SPECIALS:
            if code == "DG" and not dogs:
                s["events"].append({"e": "dog_ignored", "seat": s["active"]})
                continue
            specials.append([code, r, c])
    s["stops"].append({"point": list(point), "specials": specials, "shops": shops, "dog_fired": not dogs})


def _rotate(s: dict, seat: int, move: dict) -> None:
    r, c = move["tile"]
    tile = s["board"][r][c]
    tile["rot"] = (tile["rot"] + (1 if move["turn"] == "cw" else 3)) % 4
    s["events"].append({"e": "rotate", "seat": seat, "tile": tile["id"], "turn": move["turn"],
                        "repeat": bool(move.get("repeat"))})
    if (r, c) in board.adjacent_tiles(s["board"], cat(s, seat)):  # only this cat, only this tile (D4)
        _push_stop(s, cat(s, seat), dogs=True, only={(r, c)})


def _swap(s: dict, seat: int, move: dict) -> None:
    (r1, c1), (r2, c2) = move["tiles"]
    b = s["board"]
    b[r1][c1], b[r2][c2] = b[r2][c2], b[r1][c1]
    s["events"].append({"e": "swap", "seat": seat, "tiles": [b[r2][c2]["id"], b[r1][c1]["id"]],
                        "repeat": bool(move.get("repeat"))})
    near = set(board.adjacent_tiles(b, cat(s, seat))) & {(r1, c1), (r2, c2)}
    if near:
        _push_stop(s, cat(s, seat), dogs=True, only=near)


def _buy(s: dict, seat: int, move: dict, deck: str) -> None:
    p = s["players"][seat]
    card = move["card"]
    pay(p, data.CARDS[card]["cost"])
    if p["reserved"] == card:
        p["reserved"] = None
    else:
        row = s["toy_row"] if deck == "toy" else s["building_row"]
        row[row.index(card)] = None  # the row is refilled at Sleep
    (p["toys"] if deck == "toy" else p["cards"]).append(card)
    r, c = move["tile"]
    tile = s["board"][r][c]
    house = p["houses"] > 0
    if house:
        p["houses"] -= 1
        if deck == "toy":
            tile["pet"] = seat
        else:
            tile["houses"].append(seat)
    s["events"].append({"e": "pet_shop" if deck == "toy" else "building", "seat": seat, "card": card,
                        "tile": tile["id"], "house": house, "repeat": bool(move.get("repeat"))})


def _park(s: dict, seat: int, move: dict) -> None:
    p = s["players"][seat]
    r, c = move["tile"]
    tile = s["board"][r][c]
    tree = data.TILE[tile["id"]]["tree"]
    p["resources"][data.TREE_COLOUR[tree]] -= data.PARK_COST
    p["statues"] -= 1
    first = not tile["statues"]
    tile["statues"].append(seat)
    s["events"].append({"e": "park", "seat": seat, "tile": tile["id"], "tree": tree, "first": first,
                        "repeat": bool(move.get("repeat"))})


# --- the effects of a stop ----------------------------------------------------------------------------

def order_choices(s: dict) -> list:
    """The effects the player may resolve next at the top stop, one per kind: [code, r, c]."""
    seen, out = set(), []
    for code, r, c in s["stops"][-1]["specials"]:
        if code not in seen:
            seen.add(code)
            out.append([code, r, c])
    return out


def advance(s: dict) -> None:
    """Resolve what waits, until the player must choose something; then the fights, then the next action
    or Sleep."""
    seat = s["active"]
    while s["stops"]:
        stop = s["stops"][-1]
        if stop["dog_fired"]:  # "another dog": ignored (D11)
            kept = [x for x in stop["specials"] if x[0] != "DG"]
            if len(kept) != len(stop["specials"]):
                s["events"].append({"e": "dog_ignored", "seat": seat})
                stop["specials"] = kept
        if stop["specials"]:
            choices = order_choices(s)
            if len(choices) > 1:
                s["phase"] = "order"
                return
            if _resolve(s, choices[0]):
                return
            continue
        gain(s, seat, stop["shops"], "stop")
        s["stops"].pop()
    if s["turn"]["fight_check"]:
        s["turn"]["fight_check"] = False
        here = cat(s, seat)
        n = len(s["players"])
        others = [(seat + k) % n for k in range(1, n) if cat(s, (seat + k) % n) == here]
        if others:
            s["fight"] = {"a": seat, "queue": others, "b": None, "signs": {}, "winner": None, "loser": None}
            _next_fight(s)
            if s["phase"] in ("sign", "steal"):
                return
    _action_done(s)


def _resolve(s: dict, choice: list) -> bool:
    """Start the effect ``choice`` of the top stop; True when it waits for the player."""
    stop = s["stops"][-1]
    stop["specials"].remove(next(x for x in stop["specials"] if x[0] == choice[0]))
    seat = s["active"]
    p = s["players"][seat]
    code = choice[0]
    if code == "CO":
        if total(p) == 0:
            s["events"].append({"e": "coffee_none", "seat": seat})
            return False
        s["coffee"] = 0
        s["phase"] = "coffee"
        return True
    if code == "DG":
        stop["dog_fired"] = True
        s["phase"] = "dog"
        return True
    if p["reserved"] is not None or not any(s["toy_row"] + s["building_row"]):
        s["events"].append({"e": "bee_none", "seat": seat, "why": "held" if p["reserved"] else "empty"})
        return False
    s["phase"] = "bee"
    return True


def coffee_moves(s: dict) -> list:
    p = s["players"][s["active"]]
    moves = []
    if s["coffee"] < 2:
        moves = [{"type": "coffee", "give": a, "take": b} for a in data.COLOURS if p["resources"][a] > 0
                 for b in data.COLOURS if b != a]
    return moves + [{"type": "coffee_done"}]


def coffee(s: dict, move: dict) -> None:
    seat = s["active"]
    p = s["players"][seat]
    if move["type"] == "coffee":
        p["resources"][move["give"]] -= 1
        p["resources"][move["take"]] += 1
        s["coffee"] += 1
        s["events"].append({"e": "coffee", "seat": seat, "give": move["give"], "take": move["take"]})
        if s["coffee"] < 2 and total(p) > 0:
            return
    s["coffee"] = None
    s["phase"] = "action"
    advance(s)


def dog_moves(s: dict) -> list:
    return [{"type": "dog", "to": list(x)} for x in board.dog_targets(s["board"], cat(s, s["active"]))]


def dog(s: dict, move: dict) -> None:
    seat = s["active"]
    s["cats"][seat] = list(move["to"])
    s["events"].append({"e": "dog", "seat": seat, "to": list(move["to"])})
    s["turn"]["fight_check"] = True  # the dog moved the cat: a fight where it lands (D11)
    s["phase"] = "action"
    _push_stop(s, move["to"], dogs=False)
    advance(s)


def bee_moves(s: dict) -> list:
    return [{"type": "bee", "card": c} for c in s["toy_row"] + s["building_row"] if c is not None]


def bee(s: dict, move: dict) -> None:
    """The card is reserved; the rest of its row goes under its deck, in row order; the row refills (D12)."""
    seat = s["active"]
    card = move["card"]
    deck_key, row_key = ("toy_deck", "toy_row") if data.CARDS[card]["deck"] == "toy" else ("building_deck", "building_row")
    s["players"][seat]["reserved"] = card
    rest = [c for c in s[row_key] if c is not None and c != card]
    s[deck_key] = s[deck_key] + rest
    s[row_key] = [None] * data.ROW
    _refill(s, deck_key, row_key)
    s["events"].append({"e": "bee", "seat": seat, "card": card, "under": len(rest)})
    s["phase"] = "action"
    advance(s)


def _refill(s: dict, deck_key: str, row_key: str) -> int:
    row, deck = s[row_key], s[deck_key]
    n = 0
    for i in range(data.ROW):
        if row[i] is None and deck:
            row[i] = deck.pop(0)
            n += 1
    return n


# --- fights -------------------------------------------------------------------------------------------

def _next_fight(s: dict) -> None:
    """Start the next fight of the queue, or end the fights (phase back to action)."""
    f = s["fight"]
    while f["queue"]:
        f["b"] = f["queue"].pop(0)
        f["signs"], f["winner"], f["loser"] = {}, None, None
        if s["options"]["fight"] == "rps":  # the last fight's signs stay shown until these are (moments.js)
            s["phase"] = "sign"
            return
        r, x = rng.below(rng.unpack(s["rng"]), 3)
        s["rng"] = rng.pack(r)
        a, b = f["a"], f["b"]
        winner = (a, b, None)[x]
        s["events"].append({"e": "fight", "a": a, "b": b, "signs": None, "winner": winner})
        if winner is not None and _steal_or_wait(s, winner, b if winner == a else a):
            return
    s["fight"] = None
    s["phase"] = "action"


def sign_to_move(s: dict) -> int:
    f = s["fight"]
    return f["a"] if str(f["a"]) not in f["signs"] else f["b"]


def sign(s: dict, move: dict) -> None:
    f = s["fight"]
    seat = sign_to_move(s)
    f["signs"][str(seat)] = move["sign"]
    s["events"].append({"e": "sign", "seat": seat})
    if str(f["b"]) not in f["signs"]:
        return
    a, b = f["a"], f["b"]
    sa, sb = f["signs"][str(a)], f["signs"][str(b)]
    winner = a if data.BEATS[sa] == sb else b if data.BEATS[sb] == sa else None
    s["events"].append({"e": "fight", "a": a, "b": b, "signs": {str(a): sa, str(b): sb}, "winner": winner})
    s["revealed"] = {"move": s["moves"], "a": a, "b": b, "signs": {str(a): sa, str(b): sb}, "winner": winner}
    if winner is not None:
        if winner == a:
            s["players"][a]["fights_won"] += 1
        else:
            s["players"][b]["fights_won"] += 1
        if _steal_or_wait(s, winner, b if winner == a else a):
            return
    _after_fight(s)


def _steal_or_wait(s: dict, winner: int, loser: int) -> bool:
    """The winner takes one of the loser's cubes: asked when there is a choice of colour (D10)."""
    f = s["fight"]
    f["winner"], f["loser"] = winner, loser
    if s["options"]["fight"] == "random":
        s["players"][winner]["fights_won"] += 1
    have = [c for c in data.COLOURS if s["players"][loser]["resources"][c] > 0]
    if not have:
        s["events"].append({"e": "steal_none", "seat": winner, "from": loser})
        return False
    if len(have) == 1:
        _take(s, winner, loser, have[0])
        return False
    s["phase"] = "steal"
    return True


def _take(s: dict, winner: int, loser: int, colour: str) -> None:
    s["players"][loser]["resources"][colour] -= 1
    s["events"].append({"e": "steal", "seat": winner, "from": loser, "colour": colour})
    gain(s, winner, [colour], "steal", quiet=True)  # a cat at 12 still takes the cube from the loser (D9)


def steal_moves(s: dict) -> list:
    f = s["fight"]
    return [{"type": "steal", "resource": c} for c in data.COLOURS if s["players"][f["loser"]]["resources"][c] > 0]


def steal(s: dict, move: dict) -> None:
    f = s["fight"]
    _take(s, f["winner"], f["loser"], move["resource"])
    _after_fight(s)


def _after_fight(s: dict) -> None:
    s["phase"] = "action"
    _next_fight(s)
    if s["phase"] == "action":
        _action_done(s)


# --- the end of an action, of a turn, of the game ------------------------------------------------------

def _action_done(s: dict) -> None:
    s["phase"] = "action"
    if discs_free(s) <= 0:
        sleep(s)


def sleep(s: dict) -> None:
    """Phase 2: the end trigger, discs back, rows refilled, the next cat (§5, §6)."""
    seat = s["active"]
    p = s["players"][seat]
    if p["houses"] == 0 and p["statues"] == 0 and s["end_triggered"] is None:
        s["end_triggered"] = seat
        s["events"].append({"e": "trigger", "seat": seat})
    refilled = _refill(s, "toy_deck", "toy_row") + _refill(s, "building_deck", "building_row")
    s["events"].append({"e": "sleep", "seat": seat, "refilled": refilled})
    n = len(s["players"])
    nxt = (seat + 1) % n
    s["turn"] = new_turn()
    s["stops"] = []
    if nxt == s["start_seat"]:
        if s["end_triggered"] is not None or s["round"] >= data.ROUND_LIMIT:
            if s["end_triggered"] is None:
                s["events"].append({"e": "round_limit", "round": s["round"]})
            s["phase"] = "over"
            s["events"].append({"e": "over"})
            return
        s["round"] += 1
    s["active"] = nxt
    s["phase"] = "action"
    if s["end_triggered"] is not None and nxt != s["start_seat"]:
        s["events"].append({"e": "last_turns", "seat": nxt})


def new_turn() -> dict:
    return {"used": [], "repeat": False, "fight_check": False}


def refills_at_sleep(s: dict) -> int:
    """How many cards Sleep would turn up now (gaps in the rows that the decks can fill)."""
    return min(s["toy_row"].count(None), len(s["toy_deck"])) + \
        min(s["building_row"].count(None), len(s["building_deck"]))
