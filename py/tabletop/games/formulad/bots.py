"""Formula D's own bot levels. Nothing in Formula D is hidden, so both read the whole race from their view;
neither peeks at the dice to come (they price the exact faces of each gear die, ``data.GEAR_DIE``).

- Medium (``greedy``): one ply. Its gear fits the die range to the next corner it still needs stops in:
  land in it without overshooting, or stay short of it where next turn's free gears can still take it;
  the highest such gear on a straight. The braking, overshoot and down-shift WP a face would cost are
  weighed against the spaces it gains, at a price set by the WP left for each corner to come, and so is
  the room a multi-stop corner leaves for the stops still to make. Its move goes furthest for the fewest
  WP under the same prices, and avoids ending beside other cars (more so when a collision could be
  fatal). It takes the longest slipstream that costs nothing, fits hard tyres in the dry and rain tyres
  in the wet, builds the standard car (2 WP for the pit's repairs), pits when worn, and makes a
  technical stop when something is damaged.
- Hard (``hard``): plans with a model of one car alone on the circuit, solved backwards from the line by
  dynamic programming over (row, stops made in the corner, gear, lap): a position's value is the expected
  turns to the finish plus a price for each WP spent (tyre and brake WP priced apart in the advanced
  game), with eliminations, spins, the wet skid, the soft tyres' extra space, the motor-damage risk of
  5th and 6th, and on the current lap the most the car can brake or overshoot in one move. The price of
  a WP is the one at which the WP the model expects to spend match what the car has left for the rest of
  the race, or until the stop it plans at the end of the lap (the Lagrangian dual of "finish fastest
  with these WP"): each end is valued at its own budget, so an end that leaves the car short of WP for
  the corners ahead is seen as slow or fatal. A gear is chosen by expectation over its die's faces, each
  face answered by the best end the engine would really offer (other cars block as they do), valued by
  the model plus what it leaves out: collisions beside other cars, road-handling tests, the nitro kept
  for later and the slipstream an end behind a car would offer. It pits when fresh WP are worth the stop
  (pit lane and box included in its plan), fits soft tyres in the dry and rain tyres in the wet, builds
  a car with more tyres and brakes, repairs what matters most at a technical stop, and qualifies by the
  same kind of model (expected points).

Both are deterministic for a view and a seed (ties are broken by the seed) and never change the view.
Hard's tables are cached (module level, bounded) only to save time: a cold start decides alike.
"""

from __future__ import annotations

from ... import rng
from . import conditions, data, slipstream
from .race import gear_choices
from .track import BOX, CORNER_ROWS, PIT, ROWS, SPACES, STOPS

# --- the circuit as rows ---------------------------------------------------------------------------

ROW_CORNER = [None] * ROWS
for _c, (_a, _b) in CORNER_ROWS.items():
    for _r in range(_a, _b + 1):
        ROW_CORNER[_r] = _c
del _c, _a, _b, _r
NEED = [STOPS[c] if c else 0 for c in ROW_CORNER]  # stops the corner of each row requires (0: straight)
LAST = [CORNER_ROWS[c][1] if c else None for c in ROW_CORNER]
MAXK = 34  # the longest move the model prices: 30, a skid of 3 and the soft tyres' 1
FACES = {g: tuple(sorted(set(data.GEAR_DIE[g]))) for g in data.GEAR_DIE}
FACE_P = {g: tuple((f, data.GEAR_DIE[g].count(f) / len(data.GEAR_DIE[g])) for f in FACES[g]) for g in FACES}
INF = float("inf")
NSID = ROWS * 4  # a row and the stops made in its corner (0-3): sid = 4 * row + stops
CROSS_ROWS = 40  # a move across the line ends on one of the next lap's first rows
PIT_ROW = 100  # the pit entry, space 300, is on this row (lane 0)
LANE_TURN = 1.0  # a car in the pit lane short of its box needs one more move to reach it
CORNERS_PER_LAP = len(STOPS)


def _sid(row: int, stops: int) -> int:
    return 4 * row + min(stops, NEED[row])


def _walk(row: int, cs: int, final: bool, qualifying: bool = False) -> list:
    """For a car on ``row`` having made ``cs`` stops in its corner: ``(kind, sid, overshoot)`` for every
    distance 0..MAXK (kind 0: not a move, 1: on the same lap, 2: across the line, 3: eliminated). On the
    final lap a move ends at the line. ``qualifying``: the lap's own corner rule (§2.15, D16)."""
    here = ROW_CORNER[row]
    out = [(1 if here is not None and cs < NEED[row] else 0, _sid(row, cs + 1) if here else 4 * row, 0)]
    hc, made, overshot_at, elim, cross_at, same = here, cs, None, False, None, True
    prev = row
    for k in range(1, MAXK + 1):
        if cross_at is not None and (final or qualifying):
            out.append(out[cross_at])  # the move, or the qualifying lap, ends at the line (D11)
            continue
        r = (prev + 1) % ROWS
        if r == 0:
            cross_at = k
        was, now = ROW_CORNER[prev], ROW_CORNER[r]
        if was is not None and now != was:
            m = made if was == hc else 0
            need = STOPS[was]
            if qualifying:
                if m == 0 and need >= 2:
                    elim = True
                elif m < need and overshot_at is None:
                    overshot_at = k
            elif m == need - 1 and overshot_at is None:
                overshot_at = k
            elif m <= need - 2:
                elim = True
            hc, made = None, 0
        if now is not None and now != was:
            hc, made = now, 0
        if now != here:
            same = False
        n = k - overshot_at + 1 if overshot_at is not None else 0
        if now is None:
            stops = 0
        elif same:
            stops = cs + 1
        else:
            stops = 0 if overshot_at is not None else 1
        kind = 3 if elim else (2 if cross_at is not None else 1)
        out.append((kind, _sid(r, stops), n))
        prev = r
    return out


def _transitions(final: bool, qualifying: bool = False) -> list:
    tr = [None] * NSID
    for row in range(ROWS):
        for cs in range(NEED[row] + 1):
            tr[4 * row + cs] = _walk(row, cs, final, qualifying)
    return tr


_TR = {}


def _trans(final: bool, qualifying: bool = False) -> list:
    key = (final, qualifying)
    if key not in _TR:
        _TR[key] = _transitions(final, qualifying)
    return _TR[key]


def _skid_from(row: int, cs: int) -> int:
    """The smallest die face that makes the wet skid compulsory for a car here (§2.17, D13)."""
    c = ROW_CORNER[row]
    if c is not None and cs < NEED[row]:
        return 0
    for step in range(1, MAXK + 1):
        c2 = ROW_CORNER[(row + step) % ROWS]
        if c2 is not None and not (c2 == c and cs >= NEED[row]):
            return step
    return MAXK + 1


SKID_FROM = [(_skid_from(r, cs) if cs <= NEED[r] else MAXK + 1) for r in range(ROWS) for cs in range(4)]


# --- the one-car model (Hard) ----------------------------------------------------------------------

_TABLES = {}
_TABLE_LIMIT = 240  # about 130 KB each


def table(key: tuple, low: int = 0) -> list:
    """The value of every (row, stops, gear) on one lap, as a flat list ``[sid * 7 + gear]`` (gear 0: first
    gear forced), computed from the line back to row ``low`` at least. ``key`` = (lap, lam1, lam2, shift,
    motor, elim, cont, caps): lap = (multiplier, soft bonus, skid, basic); lam1 prices an overshoot's WP
    (the pool in the basic game), lam2 a braking WP; shift the price of skipping 1, 2, 3 gears; motor a
    turn's price in 5th or 6th; elim an elimination; cont what follows the line: None (the finish) or
    (the next lap's key, a constant added); caps None or (the most a move may brake, the tyres left: an
    overshoot wearing them all spins the car, more eliminates it; in the basic game the most it may
    overshoot)."""
    entry = _TABLES.get(key)
    if entry is None:
        if len(_TABLES) >= _TABLE_LIMIT:  # forget the older half
            for old in list(_TABLES)[:_TABLE_LIMIT // 2]:
                del _TABLES[old]
        entry = _TABLES[key] = [None, ROWS]
    V, done = entry
    if done <= low:
        return V
    (mult, soft, skid, basic), lam1, lam2, shift, motor, elim, cont, caps = key
    final = cont is None
    pit = not final and cont[0] == "pit"
    if V is None:
        # the lap's values, then a sink (seven zeros) and the first rows of the next lap (plus the constant)
        V = entry[0] = [INF] * (NSID * 7) + [0.0] * 7
        if not final and not pit:
            nxt = table(cont[0])
            V.extend(x + cont[1] for x in nxt[:CROSS_ROWS * 28])
    tr = _trans(final)
    oc, spin = [0.0] * (MAXK + 1), [False] * (MAXK + 1)
    for n in range(1, MAXK + 1):
        p = n * (1 if basic else mult)
        oc[n] = lam1 * p
        if caps is not None:
            t = caps[1]
            if basic:
                if n > t:
                    oc[n] = None
            elif p == t and t >= 1 or (t == 0 and p == 1):
                oc[n], spin[n] = lam1 * max(t - 1, 0), True
            elif p > t:
                oc[n] = None
    bcap = caps[0] if caps is not None else None
    fps = [None] + [FACE_P[g] for g in range(1, 7)]
    fms = [0] + [FACES[g][-1] + skid + (1 if soft else 0) for g in range(1, 7)]
    top = fms[6] + 1
    sink, app = NSID * 7 - 1, NSID * 7 + 7  # V[sink + g] is 0 for every gear g; the next lap from app
    Q = [0.0] * 7
    for row in range(done - 1, low - 1, -1):
        for cs in range(NEED[row], -1, -1):
            sid = 4 * row + cs
            trk = tr[sid]
            sk = SKID_FROM[sid] if skid else MAXK + 1
            # each distance as (index, added): its value in gear g is V[index + g] + added
            items = []
            out = elim - ELIM_ROW * row  # an eliminated car ranks by the distance it had covered
            reach = PIT_ROW - row  # with the pit plan: beyond this, into the lane and the box
            for k in range(top):
                if pit and k > reach:
                    at_box = k >= reach + cont[1]
                    kind, s2, n = trk[min(k, reach + cont[1]) if reach >= 0 else k]
                    o = oc[n]
                    if kind == 3 or o is None:
                        items.append((sink, out))
                    else:
                        items.append((sink, o + cont[2] + (0.0 if at_box else LANE_TURN)))
                    continue
                kind, s2, n = trk[k]
                o = oc[n]
                if kind == 3 or (kind != 0 and o is None):
                    items.append((sink, out))
                elif kind == 1:
                    items.append((s2 * 7, o) if not spin[n] else (sink, V[s2 * 7] + o))
                elif kind == 2:
                    if final:
                        items.append((sink, 0.0))
                    else:
                        items.append((app + s2 * 7, o) if not spin[n] else (sink, V[app + s2 * 7] + o))
                else:
                    items.append((sink, INF))
            for g2 in range(1, 7):
                fm = fms[g2]
                C = [V[i + g2] + o for i, o in items[:fm + 1]]
                B = _brake(C, lam2, bcap)
                if soft:
                    for a in range(fm):
                        if B[a + 1] < B[a]:
                            B[a] = B[a + 1]
                q = 1.0 + (motor if g2 >= 5 else 0.0)
                for f, p in fps[g2]:
                    q += p * B[f + skid if f >= sk else f]
                Q[g2] = q
            base = sid * 7
            V[base] = Q[1]
            for g in range(1, 7):
                best = INF
                for g2 in range(max(1, g - 4), min(6, g + 1) + 1):
                    skip = g - g2 - 1
                    v = Q[g2] + (shift[skip - 1] if skip >= 1 else 0.0)
                    if v < best:
                        best = v
                V[base + g] = best
    entry[1] = low
    return V


def _brake(C: list, lam: float, cap) -> list:
    """B[a] = min over k <= a of C[k] + lam * (a - k), braking at most ``cap`` spaces (None: any)."""
    n = len(C)
    B = [0.0] * n
    b = INF
    if cap is None or cap >= n - 1:
        for k in range(n):
            b += lam
            c = C[k]
            if c < b:
                b = c
            B[k] = b
        return B
    d = 0  # how far back the best end lies
    for a in range(n):
        c = C[a]
        b += lam
        d += 1
        if c <= b:
            b, d = c, 0
        elif d > cap:  # the best end fell out of reach: the best within it
            b, d = c, 0
            for j in range(1, min(cap, a) + 1):
                x = C[a - j] + lam * j
                if x < b:
                    b, d = x, j
        B[a] = b
    return B


LAMS = (0.02, 0.04, 0.07, 0.1, 0.14, 0.2, 0.28, 0.4, 0.55, 0.75, 1.0, 1.4, 2.0, 3.0, 4.5, 7.0)
LATER_LAM2 = (0.2, 0.4, 0.75, 1.4, 3.0, 7.0)  # a brake WP's price on later laps, coarser: shared tables
DOWN = 2


# --- reading the race ------------------------------------------------------------------------------

def _wet(view: dict) -> bool:
    return bool(view["options"].get("weather")) and conditions.wet(view["weather"])


def _basic(view: dict) -> bool:
    return view["options"]["rules"] == "basic"


def _spent(car: dict, price: dict, basic: bool) -> tuple:
    """(tyre or pool WP, brake WP) a priced end costs."""
    if basic:
        return price["wp"], 0
    return car["wp"]["tyres"] - (price["tyres"] - price["emergency_tyres"]), price["brakes"]


def _occupied(view: dict, seat) -> dict:
    return {c["space"]: c for c in view["cars"] if c["seat"] != seat and c["status"] in ("racing", "wreck")}


def _neighbours(space: int, occupied: dict) -> int:
    sp = SPACES[space]
    if sp["kind"] != "track":
        return 0
    return sum(1 for x in sp["side"] if x in occupied) + sum(1 for x in sp["next"] if x in occupied)


def _crossed(start: int, end: int) -> bool:
    a, b = SPACES[start], SPACES[end]
    if a["kind"] == "track" and b["kind"] == "track":
        return b["row"] < a["row"]
    return a["kind"] != "track" and b["kind"] == "track"


def _pick(options: list, seed: int):
    _, i = rng.below(rng.seed_state(seed ^ 0xF0D1), len(options))
    return options[i]


def _best(scored: list, seed: int, eps: float = 1e-9):
    top = min(v for v, _ in scored)
    return _pick([m for v, m in scored if v <= top + eps], seed)


def _corner_window(row: int, corner, stops: int, final_lap: bool):
    """(a, b, need_left): the rows to the first and last row of the next corner the car still needs
    stops in (a = 0 inside it), and the stops it still needs there; None if the line comes first on the
    final lap."""
    c = ROW_CORNER[row]
    if c is not None and corner == c and stops < STOPS[c]:
        return 0, LAST[row] - row, STOPS[c] - stops
    for step in range(1, ROWS):
        r = (row + step) % ROWS
        if r == 0 and final_lap:
            return None
        c2 = ROW_CORNER[r]
        if c2 is not None and c2 != c:
            return step, step + CORNER_ROWS[c2][1] - r, STOPS[c2]
    return None


# --- setup choices ---------------------------------------------------------------------------------

STANDARD = dict(data.WP_ADVANCED)
HARD_BUILD = {"tyres": 7, "brakes": 4, "gearbox": 2, "body": 3, "engine": 2, "handling": 2}


def _construct(view: dict, hard: bool) -> dict:
    technical = view["options"].get("technical_pit_stops")
    caps = data.CONSTRUCTION_CAPS[view["options"].get("construction_caps", "bga")]
    if hard:
        wp = dict(HARD_BUILD)
        if technical:
            wp["repair"] = 2
    else:
        wp = dict(STANDARD)
        if technical:
            wp["repair"] = 2
    if caps:
        for c in data.CATEGORIES:
            wp[c] = min(wp[c], caps[c])
    return {"construct": wp}


def _service(view: dict, moves: list, hard: bool) -> dict:
    """The pit stop: a technical stop repairing what matters most when something is damaged, else a
    tyre stop; the tyres for the weather (of those the pit offers)."""
    car = view["cars"][view["to_move"]]
    offered = {m["pit_service"]["tyres"] for m in moves}
    tyre = _tyre_for(view, car, hard)
    if tyre not in offered:
        tyre = car["tyre"] if car["tyre"] in offered else sorted(offered)[0]
    techs = [m for m in moves if m["pit_service"]["stop"] == "technical" and m["pit_service"]["tyres"] == tyre]
    tyre_stop = next(m for m in moves if m["pit_service"]["stop"] == "tyres" and m["pit_service"]["tyres"] == tyre)
    wp, start = car["wp"], car["wp_start"]
    worth = {}
    for c in data.CATEGORIES:
        if c == "tyres":
            continue
        lost = start[c] - wp[c]
        if hard:  # what a WP back is worth: most where the last one would be an elimination
            danger = {"body": 3.0, "engine": 3.0, "handling": 2.0, "brakes": 1.5, "gearbox": 0.6}[c]
            worth[c] = danger * (2.0 if wp[c] <= 1 and c in ("body", "engine", "handling") else 1.0) if lost else 0
        else:
            worth[c] = lost
    best, best_v = None, 0.0
    for m in techs:
        v = 0.0
        for c, k in m["pit_service"]["repair"].items():
            v += worth[c] * (1 if not hard else (1.0 if k == 1 else 1.6))
        if v > best_v + 1e-9:
            best, best_v = m, v
    if best is not None and best_v >= (1.2 if hard else 0.5):
        return best
    return tyre_stop


def _tyre_for(view: dict, car: dict, hard: bool) -> str:
    """Rain tyres in the wet, else hard ones for Medium; Hard fits soft ones in the dry: their extra space
    a move on a tyre's first lap outweighs the doubled overshoot, and it changes them at every stop."""
    if _wet(view):
        return "rain"
    return "soft" if hard else "hard"


# --- Medium ----------------------------------------------------------------------------------------

def eq_row(space: int):
    """The track row a space counts as for the corners ahead: the pit lane runs beside the main straight
    and rejoins it on row 12 (space 36), so a pit or box space is as far from C1 as that row would be.
    (row, laps to add) with laps 1 when the rejoining lies across the line."""
    sp = SPACES[space]
    if sp["kind"] == "track":
        return sp["row"], 0
    to_exit = (PIT + 22 - space) if sp["kind"] == "pit" else (17 - (space - BOX))
    r = 12 - to_exit
    return (r, 1) if r >= 0 else (r + ROWS, 0)


def corners_ahead(row: int) -> int:
    """Corners still to come on this lap from ``row`` (the one it is in counts)."""
    return sum(1 for c, (a, b) in CORNER_ROWS.items() if b >= row)


def _wp_weights(car: dict, basic: bool, corners: float) -> tuple:
    """Medium's price of a WP, in spaces: (a tyre or pool WP, a brake WP), by the WP left for each corner
    still to come."""
    corners = max(corners, 1.0)
    if basic:
        w = min(12.0, max(1.5, 2.5 * corners / max(car["wp"] - 2, 0.3)))
        return w, w
    wp = car["wp"]
    wt = min(12.0, max(1.5, 1.2 * corners / max(wp["tyres"] - 1, 0.3)))
    wb = min(12.0, max(2.5, 0.8 * corners / max(wp["brakes"], 0.3)))
    return wt, wb


class Medium:
    """What Medium reads from its view: its car, its prices, the corner ahead."""

    def __init__(self, view: dict):
        self.view = view
        self.car = car = view["cars"][view["to_move"]]
        self.basic = basic = _basic(view)
        laps = view["options"]["laps"]
        row, extra = eq_row(car["space"])
        self.row = row
        self.final = car["laps"] + extra >= laps - 1
        ahead = corners_ahead(row) if not extra else CORNERS_PER_LAP
        later = laps - car["laps"] - extra - 1
        pit_open = car["laps"] <= laps - 2
        self.corners = ahead + (2 if pit_open else CORNERS_PER_LAP * later)
        self.wt, self.wb = _wp_weights(car, basic, self.corners)
        self.mult = 1 if basic else conditions.multiplier(car, _wet(view), view["options"]["soft_rain_multiplier"])
        if basic:
            self.brakes, self.tyres = car["wp"] - 1, car["wp"] - 1
        else:
            self.brakes, self.tyres = car["wp"]["brakes"], car["wp"]["tyres"]
        self.wet = not basic and _wet(view)
        self.skid = data.SKID[car["tyre"]] if self.wet else 0  # compulsory near corners (§2.17)
        self.memo = {}

    def shifts(self, gear: int, brakes: int) -> list:
        """(gear, price in spaces, brake WP it takes) for next turn's gear from ``gear``: one down, the
        same or one up for free, two down for a WP."""
        out = [(h, 0.0, 0) for h in (gear - 1, gear, gear + 1) if 1 <= h <= 6]
        if gear - 2 >= 1:
            if self.basic:
                if brakes >= 2:
                    out.append((gear - 2, self.wb, 1))
            elif self.car["wp"]["gearbox"] >= 1:
                out.append((gear - 2, 1.5, 0))
        return out

    def leave(self, over: int, more: int, gear: int, brakes: int) -> float:
        """The price of ending ``over`` spaces past the last row of a corner that still needs ``more``
        stops: brake to its last row (a stop) if the brakes allow, overshoot if only one stop is missing,
        else an elimination."""
        best = ELIMINATED
        if over <= brakes:
            best = self.wb * over + (self.corner(0, more - 1, gear, brakes - over) if more >= 2 else 0.0)
        if more == 1:
            p = over * self.mult
            if p < self.tyres:
                best = min(best, self.wt * p)
            elif not self.basic and (p == self.tyres or (self.tyres == 0 and p == 1)):
                best = min(best, 25.0)
        return best

    def corner(self, room: int, more: int, gear: int, brakes: int) -> float:
        """The expected price of the ``more`` stops still to make in a corner with ``room`` rows left
        after this one, next turn in a gear chosen from ``gear``."""
        if more <= 0:
            return 0.0
        key = (room, more, gear, brakes)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.memo[key] = ELIMINATED  # no loops: a stop in place still counts one
        best = INF
        for h, price, used in self.shifts(gear, brakes):
            c = price
            for f, p in FACE_P[h]:
                f += self.skid
                if f <= room:
                    c += p * (self.corner(room - f, more - 1, h, brakes - used) if more >= 2 else 0.0)
                else:
                    c += p * self.leave(f - room, more, h, brakes - used)
            best = min(best, c)
        self.memo[key] = best
        return best

    def next_turn(self, window, gear: int, brakes: int) -> float:
        """The expected price, next turn, of the corner ahead from where a move ends in ``gear``."""
        if window is None:
            return 0.0
        a, b, need = window
        best = INF
        for h, price, used in self.shifts(gear, brakes):
            c = price
            for f, p in FACE_P[h]:
                if f >= a:
                    f += self.skid
                if f > b:
                    c += p * self.leave(f - b, need, h, brakes - used)
                elif f >= a:
                    c += p * self.corner(b - f, need - 1, h, brakes - used)
            best = min(best, c)
        return best

    def face(self, f: int, window, gear: int, brakes: int) -> float:
        """Spaces gained less the price of one face of the die, as Medium sees it."""
        if window is None:
            return float(f)
        a, b, need = window
        if f > b:
            return b - self.leave(f - b, need, gear, brakes)
        if f >= a:  # a stop in the corner
            return f - self.corner(b - f, need - 1, gear, brakes)
        return f - self.next_turn((a - f, b - f, need), gear, brakes)


ELIMINATED = 60.0


def _medium_gear(view: dict, moves: list, seed: int) -> dict:
    me = Medium(view)
    car = me.car
    gears = [m["gear"] for m in moves]
    costs = dict(gear_choices(view, car))
    sp = SPACES[car["space"]]
    if sp["kind"] == "pit" and not car["pitted"]:
        # in the lane: the gear most likely to reach the box (the move ends there)
        to_box = PIT + 4 + (car["box"] - BOX) - car["space"] + 1
        return {"gear": max(gears, key=lambda g: (sum(p for f, p in FACE_P[g] if f >= to_box), -g))}
    window = _corner_window(me.row, car["corner"] if sp["kind"] == "track" else None, car["stops"], me.final)
    scored = []
    for g in gears:
        cost = costs.get(g, 0)
        if me.basic:
            shift, brakes = me.wb * cost, me.brakes - cost
        else:
            shift = me.wb * cost.get("brakes", 0) + 1.0 * cost.get("gearbox", 0) + 4.0 * cost.get("engine", 0)
            brakes = me.brakes - cost.get("brakes", 0)
        total = 0.0
        for f, p in FACE_P[g]:
            if me.wet and sp["kind"] == "track":
                f += conditions.skid(car, f, True)
            total += p * me.face(f, window, g, brakes)
        scored.append((shift - total, {"gear": g}))
    return _best(scored, seed)


def _medium_move(view: dict, moves: list, seed: int) -> dict:
    me = Medium(view)
    car = me.car
    pending = view["pending"]
    occupied = _occupied(view, car["seat"])
    pit_open = car["laps"] <= view["options"]["laps"] - 2
    low = pit_open and ((car["wp"] <= 7) if me.basic else (car["wp"]["tyres"] <= 2))
    by_move = {}
    for o in pending["options"]:
        key = _move_key(o, me.basic)
        v = _medium_end(me, o, occupied, low)
        if key not in by_move or v > by_move[key]:
            by_move[key] = v
    scored = []
    for m in moves:
        if m.get("retire"):
            scored.append((1e9, m))
            continue
        scored.append((-by_move.get(_mkey(m), -1e6), m))
    return _best(scored, seed)


def _move_key(o: dict, basic: bool) -> tuple:
    tyres = None
    if o["blocked"] and o["brake"] > data.BRAKE_ONLY_SPACES and not basic:
        tyres = o["price"]["emergency_tyres"]
    return (o["to"], o["spaces"], bool(o.get("nitro")), bool(o.get("soft")), tyres)


def _mkey(m: dict) -> tuple:
    return (m["to"], m["spaces"], bool(m.get("nitro")), bool(m.get("soft")), m.get("tyres"))


def _medium_end(me: Medium, o: dict, occupied: dict, low: bool) -> float:
    car = me.car
    if o["finish"]:
        return 1000.0
    t, b = _spent(car, o["price"], me.basic)
    v = o["spaces"] - me.wt * t - me.wb * b
    if not me.basic and o["price"]["spin"]:
        v -= 30
    kind = SPACES[o["to"]]["kind"]
    if kind != "track":
        if low:
            v += 25  # worn out: into the pit
        elif kind == "box" or SPACES[car["space"]]["kind"] == "track":
            v -= 6  # no need of the pit
    n = _neighbours(o["to"], occupied)
    if n:
        body = (car["wp"] - t - b) if me.basic else car["wp"]["body"]
        v -= n * (0.6 if body >= 3 else (2.0 if body == 2 else 8.0))
    if o["dangerous"]:
        v -= o["dangerous"] * (1.5 if me.basic or car["wp"]["handling"] >= 2 else 8.0)
    row, extra = eq_row(o["to"])
    final = car["laps"] + extra + (1 if _crossed(car["space"], o["to"]) and kind == "track" else 0) \
        >= me.view["options"]["laps"] - 1
    corner = o["corner"] if kind == "track" else None
    window = _corner_window(row, corner, o["stops"], final)
    brakes = me.brakes - b
    if window is not None:
        a, bb, need = window
        if a == 0:
            v -= me.corner(bb, need, car["gear"], brakes)  # still stops to make here
        else:
            v -= me.next_turn(window, car["gear"], brakes)
    return v


def _medium_slip(view: dict, moves: list, seed: int) -> dict:
    pending = view["pending"]
    chosen = pending["chosen"]
    best, best_n = {"slipstream": None}, 0
    for o in pending["slip_options"]:
        if o["brake"] != chosen["brake"] or o["overshoot"] > chosen["overshoot"] or o["dangerous"] > chosen["dangerous"]:
            continue
        if o["corner"] is not None and STOPS[o["corner"]] - o["stops"] >= 2 and o["corner"] != chosen["corner"]:
            continue  # into a corner that needs more stops: not without looking
        if o["slip"] > best_n:
            best, best_n = {"slipstream": {"to": o["to"], "spaces": o["slip"]}}, o["slip"]
    return best if best in moves else {"slipstream": None}


def _medium_qualifying(view: dict, moves: list, seed: int) -> dict:
    lap = view["lap"]
    gears = [m["gear"] for m in moves]
    if len(gears) == 1:
        return moves[0]
    row = SPACES[lap["space"]]["row"]
    window = _corner_window(row, lap["corner"], lap["stops"], True)
    if window is not None and lap["travelled"] + window[0] >= ROWS:
        window = None
    scored = []
    for g in gears:
        v = 0.0
        for f, p in FACE_P[g]:
            if window is None or f <= window[1]:
                v += p * f
            else:
                a, b, need = window
                v += p * (b - 1.5 * (f - b) - (30 if need >= 2 and a > 0 else 0))
        scored.append((-v, {"gear": g}))
    return _best(scored, seed)


def medium(rules, view: dict, seed: int) -> dict:
    """Medium's move (see the module docstring)."""
    moves = rules.legal_moves(view) if view["phase"] != "construct" else None
    phase = view["phase"]
    if phase == "construct":
        return _construct(view, hard=False)
    if len(moves) == 1:
        return moves[0]
    if phase == "tyres":
        return {"tyres": _tyre_for(view, view["cars"][view["to_move"]], hard=False)}
    if phase == "pit_service":
        return _service(view, moves, hard=False)
    if phase == "qualifying":
        return _medium_qualifying(view, moves, seed)
    if phase == "gear":
        return _medium_gear(view, moves, seed)
    if phase == "slipstream":
        return _medium_slip(view, moves, seed)
    return _medium_move(view, moves, seed)


# --- Hard ------------------------------------------------------------------------------------------

ELIM = 50.0  # an elimination, in turns
ELIM_ROW = 0.03  # less for each row covered first (eliminated cars rank by distance)
LAP_TURNS = 25.0  # and more for each lap it had still to drive
TUNE = {"pool": 1.0, "crowd": 0.3, "per_lap": 0.3, "tyres": -0.5, "brakes": -0.3,  # WP kept in reserve
        "body3": 1.0, "body2": 2.0}  # what losing a body WP costs, in turns (3 or 2 left)
PIT_COST = 0.6  # the turns a pit stop loses beyond the distance (the move ends in the box, a slow restart)
QUAL_FAIL = 25.0  # a failed qualifying lap: the back of the grid and no points


def _q(x: float, step: float = 0.05) -> float:
    return round(x / step) * step


def _dual(value, budget: float, start: int = None) -> tuple:
    """max over the prices LAMS[i] of ``value(i) - LAMS[i] * budget`` (concave in the price): the
    expected turns with ``budget`` WP to spend. (best, i). From ``start``, a climb; else a bisection."""
    seen = {}

    def f(i):
        if i not in seen:
            seen[i] = value(i) - LAMS[i] * budget
        return seen[i]
    last = len(LAMS) - 1
    if start is not None:  # a climb, at most DOWN steps down (cheap states gain little there)
        i = start
        if i < last and f(i + 1) > f(i):
            while i < last and f(i + 1) > f(i):
                i += 1
        else:
            while i > max(0, start - DOWN) and f(i - 1) > f(i):
                i -= 1
        return f(i), i
    lo, hi = 0, last
    while lo < hi:
        mid = (lo + hi) // 2
        if f(mid + 1) > f(mid):
            lo = mid + 1
        else:
            hi = mid
    return f(lo), lo


class Family:
    """A plan for the laps left as a function of the price of a tyre (pool) WP: the chain of tables for
    each price in LAMS, built as needed; its value at a state with a budget is the dual's, expected
    turns. ``pit``: the plan that stops at the end of this lap (``tail`` leads to the fresh car)."""

    def __init__(self, me, params: list, lam2, tail=None, pit: bool = False):
        self.me, self.params, self.lam2, self.tail, self.pit = me, params, lam2, tail, pit
        self.chains, self.memo = {}, {}
        self.start = None  # the price at the car's own state, where the climbs start

    def tables(self, i: int) -> list:
        got = self.chains.get(i)
        if got is None:
            lam2 = LAMS[i] if self.me.basic else self.lam2
            got = self.chains[i] = self.me.chain(self.params, LAMS[i], lam2, self.tail)[0]
        return got

    def v(self, i: int, lap: int, sid: int, g: int) -> float:
        key = (i, lap, sid, g)
        x = self.memo.get(key)
        if x is None:
            tabs = self.tables(i)
            x = self.memo[key] = tabs[lap][sid * 7 + g] if lap < len(tabs) else 0.0
        return x

    def value(self, lap: int, sid: int, g: int, budget: float) -> float:
        if self.start is None:
            me = self.me
            self.start = _dual(lambda i: self.v(i, me.lap0, me.sid0, me.g0), me.budgets()[0], me.guess())[1]
        return _dual(lambda i: self.v(i, lap, sid, g), budget, self.start)[0]


class Hard:
    """Hard's reading of the race from its view and its plans (see the module docstring)."""

    def __init__(self, rules, view: dict):
        self.rules, self.view = rules, view
        self.car = car = view["cars"][view["to_move"]]
        self.seat = car["seat"]
        o = view["options"]
        self.basic = basic = o["rules"] == "basic"
        self.laps = o["laps"]
        self.wet = _wet(view)
        self.occupied = _occupied(view, self.seat)
        row, extra = eq_row(car["space"])
        kind = SPACES[car["space"]]["kind"]
        cs = car["stops"] if kind == "track" and car["corner"] == ROW_CORNER[row] else 0
        self.sid0, self.lap0 = _sid(row, cs), extra
        self.row0, self.kind0 = row, kind
        self.left = self.laps - car["laps"]  # tables: one a lap, index 0 the car's lap
        if car["gear"] == 0 or car["restart"] in ("stall", "spin"):
            self.g0 = 0
        elif car["restart"] == "pit_wait":
            self.g0 = 3
        else:
            self.g0 = car["gear"]
        self.pit_open = car["laps"] <= self.laps - 2
        self.to_pit = (self.pit_open and not car["pitted"]
                       and (kind == "pit" or (kind == "track" and self.lap0 == 0 and row <= 100)))
        racing = [c for c in view["cars"] if c["status"] == "racing"]
        self.crowd = len(racing)
        high = sum(1 for c in racing if c["seat"] != self.seat and c["gear"] >= 5)
        self.trigger = (high + 1) / 20.0  # motor-damage triggers a round while in 5th or 6th
        self.plans = None
        self.post = None
        self.lam2 = None
        # within a move of the line (or in the pit lane) the next lap too is planned with the WP the car has
        self.near_line = kind != "track" or self.lap0 > 0 or row >= ROWS - MAXK

    # -- the model's parameters -------------------------------------------------------------------

    def lap_params(self, j: int, fresh_from: int = None, tyre: str = None) -> tuple:
        """(multiplier, soft bonus, skid, basic) on lap ``j`` from now; ``fresh_from``: a new set of tyres
        fitted before that lap."""
        if self.basic:
            return (1, False, 0, True)
        car = self.car
        t = tyre or car["tyre"]
        base = car["tyre_base"] if fresh_from is None or j < fresh_from else car["laps"] + fresh_from
        c = dict(car, laps=car["laps"] + j, tyre=t, tyre_base=base)
        mult = conditions.multiplier(c, self.wet, self.view["options"]["soft_rain_multiplier"])
        soft = conditions.soft_bonus(dict(c, no_soft=False), self.wet)
        skid = data.SKID[t] if self.wet else 0
        return (mult, soft, skid, False)

    def shift_prices(self, lam1: float, lam2: float, now: bool = True) -> tuple:
        """The price of skipping 1, 2, 3 gears down: with the car's WP (``now``), or a car's as usual on
        later laps (which lets every car share those tables)."""
        if self.basic:
            return (lam1, 2 * lam1, 3 * lam1)
        wp = self.car["wp"] if now else {"gearbox": 2, "engine": 3}
        if wp["gearbox"] <= 0:
            return (INF, INF, INF)
        lg = 0.3 if wp["gearbox"] >= 2 else 0.8
        le = INF if wp["engine"] <= 1 else (4.0 if wp["engine"] == 2 else 2.0)
        return (_q(lg), _q(lg + lam2), _q(lg + lam2 + le) if le < INF else INF)

    def motor_price(self, lam1: float, now: bool = True) -> float:
        """A turn's price in 5th or 6th: the motor-damage tests it risks (``now``: with the cars and WP as
        they are; else as on average, half the others in those gears, a sound engine)."""
        fail = data.MOTOR_FAILS["wet" if self.wet else "dry"] / data.BLACK_DIE
        trigger = self.trigger if now else (1 + 0.5 * (self.crowd - 1)) / 20.0
        p = trigger * fail
        if not now:
            loss = lam1 if self.basic else 1.5
        elif self.basic:
            loss = ELIM if self.car["wp"] <= 2 else lam1
        else:
            e = self.car["wp"]["engine"]
            loss = ELIM if e <= 1 else (4.0 if e == 2 else 1.5)
        return _q(p * loss, 0.01)

    def caps(self) -> tuple:
        """The most this car can brake in a move, and its tyres (the basic game: the pool) for an
        overshoot, as the model caps the current lap."""
        wp = self.car["wp"]
        if self.basic:
            return (min(wp - 1, 12), min(wp - 1, 12))
        return (min(wp["brakes"], 12), min(wp["tyres"], 14))

    def chain(self, params: list, lam1: float, lam2: float, tail=None, capped: bool = True) -> tuple:
        """The tables of the laps in ``params`` (in race order, the first the car's current lap) at these
        prices; ``tail``: (key, constant) of what follows the last of them (None: the finish). The
        current lap knows what the car can pay in one move; later laps are priced only."""
        keys = []
        cont = tail
        later = lam2 if self.basic else min(LATER_LAM2, key=lambda x: abs(x - lam2))
        beyond = self.left - 1 if tail is not None and tail[0] == "pit" else 0  # laps after the pit plan's
        for j in range(len(params) - 1, -1, -1):
            now = capped and (j == 0 or (j == 1 and self.near_line))
            caps = self.caps() if now else None
            l2 = lam2 if now else later
            elim = ELIM + LAP_TURNS * (len(params) - 1 - j + beyond)  # out, a car loses the laps it had left
            key = (params[j], lam1, l2, self.shift_prices(lam1, l2, now), self.motor_price(lam1, now), elim, cont,
                   caps)
            keys.append(key)
            cont = (key, 0.0)
        keys.reverse()
        low = self.row0 if capped and self.lap0 == 0 and self.kind0 == "track" else 0
        return [table(k, low if j == 0 else 0) for j, k in enumerate(keys)], keys

    # -- budgets ------------------------------------------------------------------------------------

    def budgets(self, fresh: bool = False) -> tuple:
        """The WP this car can spend before its next stop or the finish: (tyres or pool, brakes)."""
        car = self.car
        crowd = TUNE["crowd"] if self.crowd > 2 else 0.0
        if self.basic:
            wp = data.WP_BASIC if fresh else car["wp"]
            return max(wp - 1 - TUNE["pool"] - crowd - TUNE["per_lap"] * self.left, 0.0), 0.0
        wp = car["wp"]
        tyres = car["wp_start"]["tyres"] if fresh else wp["tyres"]
        return max(tyres - 1 - TUNE["tyres"], 0.0), max(wp["brakes"] - crowd - TUNE["brakes"], 0.0)

    def guess(self) -> int:
        """Where to start looking for the price of a tyre (pool) WP: by the budget left for each lap
        still to drive (about what the model spends at each price)."""
        b1, _ = self.budgets()
        rows = (self.left - self.lap0) * ROWS - (self.row0 if self.kind0 == "track" else 0)
        per_lap = b1 / max(rows / ROWS, 0.3)
        lam = 2.4 / (per_lap + 0.6) if self.basic else 1.2 / (per_lap + 0.3)
        return min(range(len(LAMS)), key=lambda i: abs(LAMS[i] - lam))

    def brake_price(self) -> float:
        """Advanced game: the price of a brake WP (brakes come back only at a technical stop): the dual's
        over the brakes left for the race, the tyres priced at the first guess."""
        if self.basic:
            return None
        b1, b2 = self.budgets()
        rows = (self.left - self.lap0) * ROWS - (self.row0 if self.kind0 == "track" else 0)
        per_lap = b2 / max(rows / ROWS, 0.3)
        lam = 7.0 if b2 <= 0 else 0.5 / (per_lap + 0.1) ** 0.5
        start = min(range(len(LAMS)), key=lambda j: abs(LAMS[j] - lam))
        params = [self.lap_params(j) for j in range(self.left)]
        lam1 = LAMS[self.guess()]
        lap0, sid0, g0 = self.lap0, self.sid0, self.g0
        _, j = _dual(lambda jj: self.chain(params, lam1, LAMS[jj])[0][lap0][sid0 * 7 + g0], b2, start)
        return LAMS[j]

    def post_pit(self, lam2):
        """After a stop at the end of this lap: (the key of the next lap's table, the constant that makes
        its values expected turns, the box's value)."""
        params = [self.lap_params(j, fresh_from=1) for j in range(1, self.left)]
        b1, _ = self.budgets(fresh=True)
        i_box = self.car["box"] - BOX
        brow = max(0, i_box - 5)
        sid = _sid(brow, 0)

        def v(i):
            return self.chain(params, LAMS[i], LAMS[i] if self.basic else lam2, capped=False)[0][0][sid * 7 + 3]
        _, i = _dual(v, b1)
        tables, keys = self.chain(params, LAMS[i], LAMS[i] if self.basic else lam2, capped=False)
        const = -LAMS[i] * b1
        box_value = tables[0][sid * 7 + 3] + const
        if not self.basic:  # a quick stop (half the time) moves the car about 3 spaces at once, in 4th
            box_value = 0.5 * (box_value + tables[0][_sid(brow + 3, 0) * 7 + 4] + const)
        return keys[0], const, box_value + PIT_COST

    def make_plans(self) -> list:
        if self.plans is None:
            lam2 = self.brake_price()
            self.lam2 = lam2
            params = [self.lap_params(j) for j in range(self.left)]
            self.plans = [Family(self, params, lam2)]
            if self.to_pit and self.left >= 2:
                key, const, box_value = self.post_pit(lam2)
                self.post = box_value
                if self.lap0 == 0 and self.kind0 == "track":
                    tail = ("pit", self.car["box"] - BOX + 6, _q(box_value, 0.01))  # box i: i + 6 from 300
                    self.plans.append(Family(self, params[:1], lam2, tail, pit=True))
        return self.plans

    # -- values of ends -----------------------------------------------------------------------------

    def state_value(self, lap: int, sid: int, g: int, lane: int, budget: float) -> float:
        """Expected turns from a track state, by the better plan that can still reach it."""
        row = sid // 4
        best = INF
        for plan in self.make_plans():
            if plan.pit and (lap != 0 or row + lane > 100):
                continue  # the pit entry (row 100, lane 0) is out of reach
            v = plan.value(lap, sid, g, budget)
            if v < best:
                best = v
        return best

    def end_value(self, o: dict, gear: int, car: dict = None) -> float:
        """Expected turns to the finish after the priced end ``o`` (lower is better), ``gear`` being the
        car's gear for it."""
        if o["finish"]:
            return -0.001 * o["spaces"]
        car = car or self.car
        to = o["to"]
        sp = SPACES[to]
        price = o["price"]
        if self.basic:
            s1, s2, spin = price["wp"] + (self.car["wp"] - car["wp"]), 0, False
        else:
            s1 = car["wp"]["tyres"] - (price["tyres"] - price["emergency_tyres"])
            s2 = price["brakes"] + (self.car["wp"]["brakes"] - car["wp"]["brakes"])
            spin = price["spin"]
        self.make_plans()
        b1, b2 = self.budgets()
        risk = 0.0
        if sp["kind"] == "track":
            row = sp["row"]
            crossed = _crossed(car["space"], to)
            lap = (self.lap0 if self.kind0 == "track" else 0) + (1 if crossed else 0)
            cs = o["stops"] if o["corner"] is not None and o["corner"] == ROW_CORNER[row] else 0
            best = self.state_value(lap, _sid(row, cs), 0 if spin else gear, sp["lane"], b1 - s1)
            n = _neighbours(to, self.occupied)
            if n:
                risk += n * self.collision_price(s1)
        else:
            best = self.lane_value(o, gear, b1 - s1)
        if not self.basic:
            best += self.lam2 * (s2 - b2)
        if o["dangerous"]:
            risk += o["dangerous"] * self.handling_price()
        if o.get("nitro"):
            risk += self.nitro_hold()
        value = best + risk - 0.0005 * o["spaces"]
        if (not self.basic and sp["kind"] == "track" and self.kind0 == "track" and not o["brake"]
                and not o["overshoot"] and gear >= slipstream.MIN_GEAR):
            slip = self.slip_value(o, gear, car, s1, s2)
            if slip < value:
                value = slip
        return value

    def slip_value(self, o: dict, gear: int, car: dict, s1: float, s2: float) -> float:
        """The best slipstream an end behind a car would offer (§2.11), valued as an end: INF if none."""
        ahead = slipstream.leader(o["to"], self.view["cars"])
        if ahead is None or ahead["status"] != "racing" or ahead["seat"] == self.seat:
            return INF
        if ahead["gear"] < slipstream.MIN_GEAR or gear < ahead["gear"]:
            return INF
        b1, b2 = self.budgets()
        final = car["laps"] == self.laps - 1
        tr = _trans(final)[self.sid0]
        brakes = car["wp"]["brakes"] - o["price"]["brakes"]
        tyres = car["wp"]["tyres"]
        mult = conditions.multiplier(car, self.wet, self.view["options"]["soft_rain_multiplier"])
        best = INF
        for path, n in slipstream.paths(o["to"], self.occupied):
            cost = (3 - n) + (1 if slipstream.corner_entry(o["to"], path) else 0)
            if cost > brakes:
                continue
            k = o["spaces"] + n
            if k > MAXK:
                continue
            kind, sid2, over = tr[k]
            if kind == 3 or (kind == 2 and final):
                continue
            end = path[-1]
            p = over * mult
            g = gear
            if p >= tyres:
                if p == tyres and tyres >= 1 or (tyres == 0 and p == 1):
                    p, g = max(tyres - 1, 0), 0
                else:
                    continue
            lap = self.lap0 + (1 if _crossed(car["space"], end) else 0)
            v = self.state_value(lap, sid2, g, SPACES[end]["lane"], b1 - s1 - p)
            v += self.lam2 * (s2 + cost - b2)
            v += _neighbours(end, self.occupied) * self.collision_price(s1 + p)
            danger = o["dangerous"] + sum(1 for x in path if x in self.view["markers"])
            if danger:
                v += danger * self.handling_price()
            if o.get("nitro"):
                v += self.nitro_hold()
            v -= 0.0005 * k
            if v < best:
                best = v
        return best

    def lane_value(self, o: dict, gear: int, budget: float) -> float:
        """An end in the pit lane or a box."""
        car = self.car
        if car["pitted"] or self.post is None:
            row, extra = eq_row(o["to"])
            g = 3 if SPACES[o["to"]]["kind"] == "box" else gear
            return self.plans[0].value(extra, _sid(row, 0), g, budget)
        if o["box"]:
            return self.post
        return self.post + LANE_TURN  # still a move to make to reach the box

    def collision_price(self, spent1: float) -> float:
        car = self.car
        if self.basic:
            p = data.COLLISION_FAILS["basic"] / data.BLACK_DIE
            left = car["wp"] - spent1
            return p * (ELIM if left <= 1 else (3.0 if left <= 3 else 0.6))
        p = data.COLLISION_FAILS["advanced_wet" if self.wet else "advanced"] / data.BLACK_DIE
        body = car["wp"]["body"]
        return p * (ELIM if body <= 1 else (TUNE["body2"] if body == 2 else TUNE["body3"]))

    def handling_price(self) -> float:
        if self.basic:
            return 0.0
        p = data.HANDLING_FAILS["wet" if self.wet else "dry"] / data.BLACK_DIE
        h = self.car["wp"]["handling"]
        return p * (ELIM if h <= 1 else 2.0)

    def nitro_hold(self) -> float:
        """What keeping the nitro for later this lap is worth (it refills at the line)."""
        if self.kind0 != "track":
            return 0.0
        to_line = ROWS - self.row0
        return 0.3 * min(1.0, to_line / 50.0)

    # -- a gear by expectation over its die -----------------------------------------------------------

    def options_for(self, car: dict, allowance: int, cache: dict) -> list:
        key = (allowance, str(car["wp"]))
        got = cache.get(key)
        if got is None:
            got = []
            soft = not self.basic and conditions.soft_bonus(car, self.wet)
            for nitro in ((False, True) if car["nitro"] else (False,)):
                for extra in ((0, 1) if soft else (0,)):
                    bonus = (car["gear"] if nitro else 0) + extra
                    for o in self.rules.move_options(self.view, car, allowance + bonus, not nitro):
                        got.append(dict(o, nitro=nitro, soft=bool(extra)))
            cache[key] = got
        return got

    def gear_values(self, moves: list) -> list:
        car = self.car
        costs = dict(gear_choices(self.view, car))
        self.make_plans()
        cache = {}
        out = []
        on_track = SPACES[car["space"]]["kind"] == "track"
        for m in moves:
            g = m["gear"]
            cost = costs.get(g, 0 if self.basic else {})
            if self.basic:
                wp = car["wp"] - cost  # the pool WP the shift takes count in each end's spending
                price = 0.0
            else:
                wp = dict(car["wp"])
                for c, k in cost.items():
                    wp[c] -= k
                price = (0.3 if car["wp"]["gearbox"] >= 2 else 0.8) * cost.get("gearbox", 0)
                if cost.get("engine"):
                    price += 4.0 if car["wp"]["engine"] == 2 else 2.0
            cg = dict(car, gear=g, wp=wp)
            exp = 0.0
            for f, p in FACE_P[g]:
                allowance = f + (conditions.skid(cg, f, True) if self.wet and not self.basic else 0)
                opts = self.options_for(cg, allowance, cache)
                if opts:
                    best = min(self.end_value(o, g, cg) for o in opts)
                else:
                    best = ELIM + LAP_TURNS * (self.left - 1) - ELIM_ROW * self.row0
                exp += p * best
            if g >= 5 and on_track:
                exp += self.motor_price(0.3)
            out.append((price + exp, m))
        return out


def _hard_qualifying(view: dict, moves: list, seed: int) -> dict:
    lap = view["lap"]
    car = view["cars"][lap["seat"]]
    mult = 1
    if view["options"]["rules"] != "basic":
        mult = conditions.multiplier(car, _wet(view), view["options"]["soft_rain_multiplier"])
    V = _qual_table(mult)
    tr = _trans(True, qualifying=True)
    row = SPACES[lap["space"]]["row"]
    cs = lap["stops"] if lap["corner"] is not None and lap["corner"] == ROW_CORNER[row] else 0
    sid = _sid(row, cs)
    scored = []
    for m in moves:
        g = m["gear"]
        scored.append((_qual_q(V, tr, sid, g, mult), m))
    return _best(scored, seed)


def _qual_q(V, tr, sid: int, g: int, mult: int) -> float:
    q = 1.0
    trk = tr[sid]
    for f, p in FACE_P[g]:
        kind, s2, n = trk[f]
        if kind == 3:
            c = QUAL_FAIL
        elif kind == 2:
            c = n * mult
        else:
            c = n * mult + V[s2 * 7 + g]
        q += p * c
    return q


_QUAL = {}


def _qual_table(mult: int) -> list:
    """Qualifying (§2.15): the expected points from every (row, stops, gear) to the line, moving the
    whole face each turn; a lower gear is free, one up at most."""
    got = _QUAL.get(mult)
    if got is not None:
        return got
    tr = _trans(True, qualifying=True)
    V = [INF] * (NSID * 7)
    for row in range(ROWS - 1, -1, -1):
        for cs in range(NEED[row], -1, -1):
            sid = 4 * row + cs
            Q = [INF] + [_qual_q(V, tr, sid, g2, mult) for g2 in range(1, 7)]
            V[sid * 7] = Q[1]
            for g in range(1, 7):
                V[sid * 7 + g] = min(Q[1:min(6, g + 1) + 1])
    _QUAL[mult] = V
    return V


def _hard_tyres(view: dict, seed: int) -> dict:
    car = view["cars"][view["to_move"]]
    return {"tyres": _tyre_for(view, car, hard=True)}


def hard(rules, view: dict, seed: int) -> dict:
    """Hard's move (see the module docstring)."""
    phase = view["phase"]
    if phase == "construct":
        return _construct(view, hard=True)
    moves = rules.legal_moves(view)
    if len(moves) == 1:
        return moves[0]
    if phase == "tyres":
        return _hard_tyres(view, seed)
    if phase == "pit_service":
        return _service(view, moves, hard=True)
    if phase == "qualifying":
        return _hard_qualifying(view, moves, seed)
    me = Hard(rules, view)
    if phase == "gear":
        return _best(me.gear_values(moves), seed)
    car = me.car
    if phase == "slipstream":
        pending = view["pending"]
        scored = [(me.end_value(pending["chosen"], car["gear"]), {"slipstream": None})]
        for o in pending["slip_options"]:
            m = {"slipstream": {"to": o["to"], "spaces": o["slip"]}}
            scored.append((me.end_value(o, car["gear"]), m))
        scored = [(v, m) for v, m in scored if m in moves]
        return _best(scored, seed)
    values = {}
    for o in view["pending"]["options"]:
        key = _move_key(o, me.basic)
        v = me.end_value(o, car["gear"])
        if key not in values or v < values[key]:
            values[key] = v
    scored = [(values.get(_mkey(m), 1e9) if not m.get("retire") else 1e9, m) for m in moves]
    return _best(scored, seed)


BOTS = {"greedy": medium, "hard": hard}
