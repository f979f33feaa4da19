"""Cathood's bots: Medium (``greedy``) and Hard (``hard``), deciding from their seat's view only.

Everything on the table is public but for the decks' order, the other seats' objectives (option) and
a fight's sign not yet shown: a bot plays on one world that ``rules.determinize(view, seed)`` deals
from its view, and all its randomness comes from the seed, so it repeats itself for a view and a seed.

Both judge a position with ``Judge``: the score if the game ended now (``scoring``), the cubes
valued by what they can still become (more when they pay for a park the cat still needs, less near
the cap), Houses placed (discs and the end race), Statues placed (more than the chance to place one:
else a cat at a park with the cubes for it waits) and every piece placed (the end comes), a partial
set of Toys, the purchases the cat can make where it stands and one move away with the cubes it holds
(two moves away for a park when only Statues are left; a Coffee when the cat is full of the wrong
colours for one), and the best income one move away. The balance study found games that never ended
before the judge knew the last three (both cats waiting by a park, or full of the wrong colours).

- Medium takes, at each decision, the one action whose position its judge (``MEDIUM``: no colour
  needs, little reach, its own worth only) likes best; the effects of a stop (order, Coffee, Dog,
  Bee, the steal) are taken the same way, one step at a time.
- Hard plans the whole turn: every action of its first disc, then, from the ``beam`` best positions,
  every action of the next disc, and so on up to its 3 discs (move then buy, rotate or swap then move
  or buy...); it plays the first step of the best line (ending the turn early when that is best). Its
  judge (``HARD``) knows which colours its parks and the cards in sight need, values reach more and
  counts itself against the best opponent. Its work is bounded by a count of positions played
  (``HARD_SEARCH["budget"]``), not by the clock, so it repeats itself.

Fights: the sign is drawn uniformly from the seed (rock-paper-scissors has no better mixed strategy,
and nothing in the view tells an opponent which sign comes). Inside a search a fight is played as a
tie (its expectation in cubes is nil). Objectives (option): the one the cat is likelier to meet.
"""

import random

from . import board, data, scoring, turn

MEDIUM = {"cube": 0.55, "cube_late": 0.5, "need": 0.0, "house": 1.0, "here": 0.5, "reach": 0.1,
          "income": 0.0, "near_card": 0.0, "set": 0.5, "reserved": 0.5, "opponent": 0.0, "progress": 0.0,
          "statue": 1.0, "finish": 3.0, "reserved_end": 0.0}
HARD = {"cube": 0.75, "cube_late": 0.5, "need": 0.8, "house": 1.6, "here": 0.55, "reach": 0.3,
        "income": 0.25, "near_card": 0.35, "set": 1.2, "reserved": 0.35, "opponent": 1.0, "progress": 1.0,
        "statue": 3.0, "finish": 6.0, "reserved_end": 1.0}
# "beam": positions after a disc whose next disc is searched (by disc: 2nd, 3rd);
# "budget": positions played after which no deeper disc is searched (worst move ~0.1 s in CPython)
HARD_SEARCH = {"beam": (6, 2), "budget": 900}

# the objectives a bot keeps when it is dealt two (option): likeliest first for a bot that places everything
OBJECTIVE_ORDER = ("OB12", "OB3", "OB1", "OB10", "OB5", "OB7", "OB6", "OB4", "OB2", "OB9", "OB8", "OB11")

_SUB = ("order", "coffee", "dog", "bee", "steal", "sign")


# --- playing fast -----------------------------------------------------------------------------------

_FAST = (*data.ACTIONS, "end_turn", "resolve", "coffee", "coffee_done", "dog", "bee", "sign", "steal")


def fast_copy(s: dict) -> dict:
    """A copy of a state deep enough for any move (``rules._copy`` for Cathood's state only, without
    its generic walk: a search copies thousands)."""
    x = dict(s)
    x["board"] = [[{"id": t["id"], "rot": t["rot"], "houses": list(t["houses"]), "pet": t["pet"],
                    "statues": list(t["statues"])} for t in row] for row in s["board"]]
    x["cats"] = [list(c) for c in s["cats"]]
    x["players"] = [dict(p, resources=dict(p["resources"]), toys=list(p["toys"]), cards=list(p["cards"]))
                    for p in s["players"]]
    for k in ("toy_deck", "toy_row", "building_deck", "building_row"):
        x[k] = list(s[k])
    t = s["turn"]
    x["turn"] = dict(t, used=list(t["used"]))
    x["stops"] = [dict(st, point=list(st["point"]), specials=[list(y) for y in st["specials"]],
                       shops=list(st["shops"])) for st in s["stops"]]
    if s["fight"] is not None:
        f = s["fight"]
        x["fight"] = dict(f, queue=list(f["queue"]), signs=dict(f["signs"]))
    if s["objectives"] is not None:
        o = s["objectives"]
        x["objectives"] = {"offers": [list(y) for y in o["offers"]], "kept": list(o["kept"])}
    return x


def fast_play(rules, s: dict, move: dict) -> dict:
    """``rules.play`` without its check (the move comes from ``legal_moves``) and with the search's
    own copy: a search plays many."""
    if move["type"] not in _FAST:
        return rules.play(s, move)
    return rules.apply_move(fast_copy(s), move)


# --- the judge ----------------------------------------------------------------------------------------

_PATHS = {}  # (rows, cols, point) -> the paths of every Linear and Diagonal move from there


def paths_from(rows: int, cols: int, point) -> list:
    key = (rows, cols, tuple(point))
    if key not in _PATHS:
        out = [board.linear_path(rows, cols, point, d, n) for d in data.LINEAR for n in data.LINEAR_STEPS]
        out += [board.diagonal_path(rows, cols, point, d, n) for d in data.DIAGONAL for n in data.DIAGONAL_STEPS]
        _PATHS[key] = out
    return _PATHS[key]


def _deficit(res: dict, cost: dict) -> int:
    return sum(max(0, n - res[c]) for c, n in cost.items())


_NEAR = (1.0, 0.55, 0.3, 0.12)  # a card's worth by the cubes still missing: 0, 1, 2, 3


class Judge:
    """A position's worth for a seat, in affection points (higher is better)."""

    def __init__(self, params: dict):
        self.p = params
        self.memo = {}
        self.work = 0

    def _map(self, s: dict, seat: int, layout: tuple):
        """Per point: the places to buy or claim there (open Pet Shops, Buildings, parks the seat has no
        Statue on: their trees) and the shops next to it; remembered by the tiles' layout."""
        b = s["board"]
        sig = (seat, layout)
        got = self.memo.get(sig)
        if got is not None:
            return got
        rows, cols = board.size(b)
        spots = {(i, j): set() for i in range(rows + 1) for j in range(cols + 1)}
        shops = dict.fromkeys(spots, 0)
        for r in range(rows):
            for c in range(cols):
                tile = b[r][c]
                info = data.TILE[tile["id"]]
                building = info["kind"] == "building"
                for q, code in enumerate(board.slots(tile)):
                    pt = board.corner_point(r, c, q)
                    if code in data.SHOPS:
                        shops[pt] += 1
                    elif code == "PS" and tile["pet"] is None:
                        spots[pt].add("toy")
                    elif code == "E" and seat not in tile["statues"]:
                        spots[pt].add(info["tree"])
                    elif code == "CO":
                        spots[pt].add("coffee")
                    if building:
                        spots[pt].add("building")
        self.memo[sig] = spots, shops
        return spots, shops

    def _around(self, s: dict, seat: int):
        """(the places at the cat's point, those at the ends of its moves, the most shops one move
        pays), remembered by the layout and the point."""
        b = s["board"]
        here = tuple(s["cats"][seat])
        sig = (seat, here, tuple((t["id"], t["rot"], t["pet"], seat in t["statues"]) for row in b for t in row))
        got = self.memo.get(sig)
        if got is None:
            spots, shops = self._map(s, seat, sig[2])
            rows, cols = board.size(b)
            paths = paths_from(rows, cols, here)
            reach = set()
            for path in paths:
                reach |= spots[path[-1]]
            income = max(sum(shops[x] for x in path) for path in paths)
            got = self.memo[sig] = (spots[here], reach, income)
        return got

    def _two_moves(self, s: dict, seat: int) -> set:
        """The places two moves from the cat (the tiles as they lie), remembered like ``_around``."""
        b = s["board"]
        here = tuple(s["cats"][seat])
        layout = tuple((t["id"], t["rot"], t["pet"], seat in t["statues"]) for row in b for t in row)
        sig = ("two", seat, here, layout)
        got = self.memo.get(sig)
        if got is None:
            spots, _ = self._map(s, seat, layout)
            rows, cols = board.size(b)
            ends = {tuple(path[-1]) for path in paths_from(rows, cols, here)}
            got = set()
            for end in ends:
                for path in paths_from(rows, cols, end):
                    got |= spots[tuple(path[-1])]
            self.memo[sig] = got
        return got

    def _card_worth(self, s: dict, seat: int, card: str, toys_types: list) -> float:
        c = data.CARDS[card]
        v = c["points"]
        if c["deck"] == "toy":
            before = min(toys_types.count(k) for k in data.TOY_TYPES)
            after = min((toys_types + [c["type"]]).count(k) for k in data.TOY_TYPES)
            v += (after - before) * data.TOY_SET_POINTS
            if after == before and toys_types.count(c["type"]) <= before:
                v += 1.0  # towards the next set
        else:
            v += 1.5  # a House on a Building: a share of its majority
        return v

    def worth(self, s: dict, seat: int, full: bool = True) -> float:
        P = self.p
        p = s["players"][seat]
        b = scoring.breakdown(s, seat)
        left = _left(s)
        v = float(b["toys"] + b["toy_sets"] + b["building_cards"] + b["majorities"] + b["statues"]
                  + b["first_statues"] + b["objective"])
        res = p["resources"]
        cubes = sum(res.values())
        placed = data.HOUSES - p["houses"]
        # the Houses placed: discs for the rest of the game, and the end race
        v += P["house"] * left * min(placed, 4) + P["progress"] * (placed + data.STATUES - p["statues"]) * 0.25
        # a Statue placed is worth more than the chance to place it (the cubes kept for it, the park in
        # reach): else a cat at a park with the cubes waits; every piece placed brings the end
        v += P["statue"] * (data.STATUES - p["statues"])
        if not p["houses"] and not p["statues"]:
            v += P["finish"]
        # parks still to claim: the colours they need
        need = {}
        if P["need"] and p["statues"]:
            trees = sorted({data.TILE[t["id"]]["tree"] for row in s["board"] for t in row
                            if data.TILE[t["id"]]["kind"] == "park" and seat not in t["statues"]},
                           key=lambda tr: -res[data.TREE_COLOUR[tr]])[:p["statues"]]
            for tr in trees:
                col = data.TREE_COLOUR[tr]
                need[col] = need.get(col, 0) + data.PARK_COST
        w = P["cube_late"] + (P["cube"] - P["cube_late"]) * left
        # the last parks stay wanted late in the game
        need_w = P["need"] * max(left, 0.5)
        for col in data.COLOURS:
            k = res[col]
            useful = min(k, need.get(col, 0))
            v += useful * (w + need_w) + (k - useful) * w
        if cubes >= data.CAP - 1:
            v -= 0.3 * left * (cubes - data.CAP + 2)
        # the reserved card: its points lost unless bought
        if p["reserved"]:
            d = _deficit(res, data.CARDS[p["reserved"]]["cost"])
            v += data.CARDS[p["reserved"]]["points"] * P["reserved"] * _NEAR[min(d, 3)] * (0.4 + 0.6 * left)
            # ...and lost for good as the end nears (scoring takes them off)
            v -= data.CARDS[p["reserved"]]["points"] * P["reserved_end"] * (1 - left)
        types = [data.CARDS[t]["type"] for t in p["toys"]]
        if P["set"] and types:
            sets = min(types.count(k) for k in data.TOY_TYPES)
            partial = sum(1 for k in data.TOY_TYPES if types.count(k) > sets)
            v += P["set"] * partial * left
        if not full:
            return v
        if s["phase"] == "over":
            return v
        # what the cubes held can buy: here, one move away; the nearest card in sight
        best = {"toy": 0.0, "building": 0.0}
        near = 0.0
        for deck, row in (("toy", s["toy_row"]), ("building", s["building_row"])):
            cards = [c for c in row if c] + ([p["reserved"]] if p["reserved"] and data.CARDS[p["reserved"]]["deck"] == deck else [])
            for c in cards:
                d = _deficit(res, data.CARDS[c]["cost"])
                cw = self._card_worth(s, seat, c, types)
                if d == 0:
                    if (p["houses"] or deck == "building") and cw > best[deck]:
                        best[deck] = cw
                elif d <= 3:
                    near = max(near, cw * _NEAR[d])
        if p["houses"] == 0:
            best["toy"] = best["toy"] if False else best["toy"] * 0.7
        if p["statues"]:
            for tr, col in data.TREE_COLOUR.items():
                best[tr] = (data.STATUE_POINTS + 1.0) if res[col] >= data.PARK_COST else 0.0
        short = sum(max(0, n - res[col]) for col, n in need.items())
        if short and cubes >= data.CAP - 2:
            # full of the wrong colours for a park still to claim: a Coffee exchanges two
            best["coffee"] = 1.5 * min(2, short)
        here_kinds, reach_kinds, income = self._around(s, seat)
        here = max((best.get(k, 0.0) for k in here_kinds), default=0.0)
        reach = max((best.get(k, 0.0) for k in reach_kinds), default=0.0)
        v += P["here"] * here + P["reach"] * max(0.0, reach - here) + P["near_card"] * near * left
        if not p["houses"] and p["statues"] and P["need"]:
            # only Statues left: a park two moves away is worth heading for
            far = max((best.get(k, 0.0) for k in self._two_moves(s, seat)), default=0.0)
            v += 0.5 * P["reach"] * max(0.0, far - max(here, reach))
        v += P["income"] * income * left
        return v

    def lite(self, s: dict, seat: int) -> float:
        """``worth`` without the purchases in reach (an opponent's), remembered: a search rarely changes it."""
        p = s["players"][seat]
        key = ("lite", seat, tuple(p["resources"].values()), len(p["toys"]), len(p["cards"]), p["houses"],
               p["statues"], p["reserved"], s["round"], s["end_triggered"],
               tuple((t["id"], len(t["houses"]), len(t["statues"])) for row in s["board"] for t in row
                     if t["houses"] or t["statues"]))
        got = self.memo.get(key)
        if got is None:
            got = self.memo[key] = self.worth(s, seat, full=False)
        return got

    def value(self, s: dict, seat: int) -> float:
        self.work += 1
        n = len(s["players"])
        if s["phase"] == "over":
            scores = [scoring.total(s, i) for i in range(n)]
            others = max(scores[i] for i in range(n) if i != seat)
            return (scores[seat] - others) * 3.0 + (50.0 if scores[seat] >= others else -50.0)
        mine = self.worth(s, seat)
        if not self.p["opponent"]:
            return mine
        others = max(self.lite(s, i) for i in range(n) if i != seat)
        return mine - self.p["opponent"] * others


def _left(s: dict) -> float:
    """The share of the game still to play, roughly: by the most advanced cat's pieces and the round."""
    done = max(2 * (data.HOUSES - p["houses"]) + (data.STATUES - p["statues"]) * 2 for p in s["players"])
    by_pieces = 1 - done / (2 * (data.HOUSES + data.STATUES))
    if s["end_triggered"] is not None:
        return 0.0
    return max(0.05, min(by_pieces, 1 - s["round"] / 14))


# --- deciding ------------------------------------------------------------------------------------------

def _best(scored: list, seed: int):
    top = max(v for v, _ in scored)
    ties = [m for v, m in scored if v >= top - 1e-9]
    return ties[seed % len(ties)]


def settle(rules, s: dict, seat: int, judge: Judge, budget: list = None) -> dict:
    """Resolve what an action set off (the effects of a stop, a fight) greedily, one step at a time,
    until the seat's next disc or the end of its turn; a fight is played as a tie."""
    while s["phase"] in _SUB and (s["active"] == seat):
        moves = rules.legal_moves(s)
        if s["phase"] == "sign":
            s = fast_play(rules, s, {"type": "sign", "sign": "rock"})
            continue
        if s["phase"] == "steal" and s["fight"]["winner"] != seat:
            s = fast_play(rules, s, moves[0])
            continue
        if len(moves) == 1:
            s = fast_play(rules, s, moves[0])
            continue
        if budget is not None:
            budget[0] += len(moves)
        s = max(((judge.value(x, seat), i, x) for i, x in enumerate(fast_play(rules, s, m) for m in moves)),
                key=lambda e: (e[0], -e[1]))[2]
    return s


def _small_choice(rules, s: dict, seat: int, moves: list, judge: Judge, seed: int):
    """A sign, an objective, or a steal by a seat not to move in its own turn."""
    if s["phase"] == "sign":
        return {"type": "sign", "sign": random.Random(seed * 7919 + 17).choice(data.SIGNS)}
    if s["phase"] == "objective":
        return min(moves, key=lambda m: OBJECTIVE_ORDER.index(m["card"]))
    return None


def _opening(rules, view: dict, seed: int, params: dict):
    """A world dealt from the view, its legal moves, a judge, and the move when the choice is forced or
    small (a sign, an objective, a steal by a seat not in its turn), else None."""
    s = rules.determinize(view, seed)
    seat = view["seat"]
    moves = rules.legal_moves(s)
    judge = Judge(params)
    if len(moves) == 1:
        return s, seat, moves, judge, moves[0]
    return s, seat, moves, judge, _small_choice(rules, s, seat, moves, judge, seed)


def medium_choose(rules, view: dict, seed: int, params: dict = None) -> dict:
    s, seat, moves, judge, early = _opening(rules, view, seed, params or MEDIUM)
    if early is not None:
        return early
    scored = []
    for m in moves:
        if m["type"] == "end_turn":
            scored.append((judge.value(s, seat) - 0.25, m))  # ending early only when every action loses
            continue
        x = settle(rules, fast_play(rules, s, m), seat, judge)
        scored.append((judge.value(x, seat), m))
    return _best(scored, seed)


def _in_action(s: dict, seat: int) -> bool:
    return s["phase"] == "action" and s["active"] == seat


def _near_me(move: dict, near: set) -> bool:
    """Whether a later disc's move is worth searching: a Rotate or Swap only of a tile at the cat's
    point (one elsewhere changes only the next turn, which the first disc's search weighs)."""
    if move["type"] == "rotate":
        return tuple(move["tile"]) in near
    if move["type"] == "swap":
        return bool(near & {tuple(move["tiles"][0]), tuple(move["tiles"][1])})
    return True


def hard_choose(rules, view: dict, seed: int, params: dict = None, search: dict = None) -> dict:
    S = search or HARD_SEARCH
    s, seat, moves, judge, early = _opening(rules, view, seed, params or HARD)
    if early is not None:
        return early
    work = [0]
    # the first step: every legal move, what it sets off settled greedily
    firsts = []
    for i, m in enumerate(moves):
        if m["type"] == "end_turn":
            firsts.append((judge.value(s, seat), i, m, None))
            continue
        x = settle(rules, fast_play(rules, s, m), seat, judge, work)
        work[0] += 1
        firsts.append((judge.value(x, seat), i, m, x))
    best = {i: v for v, i, m, x in firsts}
    frontier = [(v, i, x) for v, i, m, x in firsts if x is not None and _in_action(x, seat)]
    for width in S["beam"]:
        if not frontier or work[0] > S["budget"]:
            break
        frontier.sort(key=lambda e: (-e[0], e[1]))
        nxt = []
        for v, i, x in frontier[:width]:
            if work[0] > S["budget"]:  # a bound on the work, not on the clock: the bot repeats itself
                break
            near = set(board.adjacent_tiles(x["board"], x["cats"][seat]))
            for m in rules.legal_moves(x):
                if m["type"] == "end_turn" or not _near_me(m, near):
                    continue
                y = settle(rules, fast_play(rules, x, m), seat, judge, work)
                work[0] += 1
                vy = judge.value(y, seat)
                if vy > best[i]:
                    best[i] = vy
                if _in_action(y, seat):
                    nxt.append((vy, i, y))
        frontier = nxt
    return _best([(best[i], m) for v, i, m, x in firsts], seed)


BOTS = {"greedy": medium_choose, "hard": hard_choose}
