"""Panda Rei's own bot levels, deciding from their seat's view only (the shared Easy level, a random
legal move, plays the game as it is).

- Medium (``greedy``): one ply. To play, it asks of each card it holds whether that card would lead
  the turn with the cards already on the table, and how safely (a group, a panda or a monkey on top,
  and how many players are still to play), and weighs that chance by the two best cards it would then
  take, less a little for spending a high card it could win with later. To pick, it takes the card
  that most raises its own total (``scoring.totals`` on the public collections, so panda majorities,
  foxes, the rabbit cliff and the best use of monkeys count), with a little denial of the next
  picker when the card is the last of its animal on the table.
- Hard (``hard``): values a collection by its total plus what it is worth for the rest of the game,
  from the cards of each animal still to come to the tables (the unseen ones that will be dealt, and
  its own hand): cats (and monkeys) and rabbits grow (n x n, the rabbit table), a lone bear or owl or
  giraffe may find its match, missing lions may still be found, five rabbits risk the cliff, and pigs
  win the ties of the turns to come (much of a pig's worth early on). A position is that value less
  the best opponent's. It picks by an exact search of the rest of the turn's picks, the others
  picking as Medium does, so it takes what it needs and denies what the next pickers want. To play,
  it samples worlds (the other hands and the Dummy's from the unseen cards), plays the rest of the
  turn in each, the others as Medium and the Dummy at random, makes the picks as above, and adds what
  the cards left in its hand are worth for the turns still to come (high cards and pigs most, a fox
  less than nothing); the card of the best mean outcome is played. Its weights (``PARAMS``) were
  tuned in games against Medium at 2, 3, 4 and 5 players (again after the deck's balance change).

Every level reads its legal moves from ``rules.legal_moves`` of a world ``rules.determinize`` builds
from its own view (the list depends on the view only), so it never plays an illegal move, and any
other randomness comes from the seed.
"""

from ... import rng
from . import data
from .scoring import panda_points, points_of

A = data.ANIMALS
IDX = {a: i for i, a in enumerate(A)}
RABBIT, BEAR, GIRAFFE, OWL, CAT, FOX, LION, PIG, PANDA, MONKEY = range(len(A))
VALUE = [data.VALUE[a] if data.VALUE[a] is not None else 0 for a in A]
COPIES = [data.COPIES[a] for a in A]
TURNS = data.ROUNDS * data.HAND_SIZE


def _pick(options: list, seed: int):
    _, i = rng.below(rng.seed_state(seed ^ 0x9A4D), len(options))
    return options[i]


def _best(scored: list, seed: int, eps: float = 1e-9):
    """The move of highest value; equals broken by the seed."""
    top = max(v for v, _ in scored)
    return _pick([m for v, m in scored if v >= top - eps], seed)


# --- points --------------------------------------------------------------------------------------

_OWN = {}
_WILD_AT = {}


def _wild_rows(c) -> list:
    """For 0..monkeys monkeys: the best points of rabbit, bear, giraffe, owl and cat together."""
    m = c[MONKEY]
    rows = []
    for a in (RABBIT, BEAR, CAT):
        rows.append([points_of(A[a], c[a] + k) for k in range(m + 1)])
    g, o = c[GIRAFFE], c[OWL]
    rows.append([max(points_of("giraffe", g + j) + points_of("owl", o + k - j, g + j) for j in range(k + 1))
                 for k in range(m + 1)])
    best = rows[0]
    for row in rows[1:]:  # max-plus convolution: the best share of k monkeys so far
        best = [max(best[j] + row[k - j] for j in range(k + 1)) for k in range(m + 1)]
    return best


def own_points(c) -> int:
    """A collection's points but the pandas' (counts in ``ANIMALS`` order), as ``scoring`` counts them
    (monkeys shared out for their owner's best)."""
    key = (c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[9])
    v = _OWN.get(key)
    if v is None:
        if len(_OWN) > 200000:
            _OWN.clear()
        v = _wild_rows(c)[c[MONKEY]] + points_of("fox", c[FOX]) + points_of("lion", c[LION])
        _OWN[key] = v
    return v


def fast_totals(cols: list) -> list:
    """``scoring.totals`` for collections given as count lists."""
    pandas = panda_points([c[PANDA] for c in cols])
    return [own_points(c) + p for c, p in zip(cols, pandas)]


def _with(c, a: int, k: int = 1):
    out = list(c)
    out[a] += k
    return out


def judge(table: list, cols: list):
    """The seat that wins a turn with ``table`` (``(seat, animal, worth)`` in play order, the Dummy's
    seat None), as ``rules.judge`` decides it (a group first, then pigs, then who played first)."""
    count = {}
    for _, _, w in table:
        count[w] = count.get(w, 0) + 1
    best_w, best_k = None, 1
    for w, k in count.items():
        if k > best_k or (k == best_k and k >= 2 and w > best_w):
            best_w, best_k = w, k
    if best_w is None:
        top, seat = -1, None
        for s, _, w in table:
            if s is not None and w > top:
                top, seat = w, s
        return seat, False
    seat, most = None, -1
    for s, _, w in table:
        if s is not None and w == best_w and cols[s][PIG] > most:
            seat, most = s, cols[s][PIG]
    return seat, True


def pick_queue(winner: int, n: int, cards: int) -> list:
    return [winner] * data.WINNER_TAKES + [(winner + k) % n for k in range(1, n)][: cards - data.WINNER_TAKES]


class Turn:
    """The deciding seat's situation, from its view, as count lists."""

    def __init__(self, rules, view: dict, seed: int):
        self.rules, self.view, self.seed = rules, view, seed
        self.seat = view["seat"]
        self.n = len(view["players"])
        self.dummy = view["dummy"] is not None
        self.cols = [[p["collection"][a] for a in A] for p in view["players"]]
        self.hand = [IDX[a] for a in view["hand"]]
        self.table = [(p["seat"], IDX[p["animal"]], p["worth"]) for p in view["table"]]
        self.left = [IDX[p["animal"]] for p in view["table"] if p["taken"] is None]
        self.order = list(view["order"])
        self.queue = list(view["queue"])
        self.phase = view["phase"]
        previous = view["options"].get("lead_monkey_worth") == "last_card_of_previous_turn_plus_one"
        self.lead_prev = view["last_worth"] if previous else 0  # a leading monkey is worth this + 1
        self.turns_after = max(0, TURNS - view["turns"] - 1)  # whole turns after this one
        self.world = rules.determinize(view, seed)
        self.moves = rules.legal_moves(self.world)

    def after_me(self) -> list:
        """The seats still to play after the deciding seat this turn (the Dummy as None)."""
        return self.order[len(self.table) + 1:]

    def prev_worth(self) -> int:
        return self.table[-1][2] if self.table else self.lead_prev


def worth_of(a: int, prev: int) -> int:
    return prev + 1 if a == MONKEY else VALUE[a]


# --- Medium --------------------------------------------------------------------------------------

KEEP = [0.1, 0.2, 0.3, 0.4, 0.5, 0.3, 0.7, 0.9, 1.2, 1.0]  # Medium: spending a card it holds


_GAINS = {}


def medium_gains(seat: int, cols: list) -> tuple:
    """What a card of each animal adds to ``seat``'s total now (``cols``: every seat's counts)."""
    pandas = tuple(c[PANDA] for c in cols)
    mine = cols[seat]
    key = (seat, tuple(mine), pandas)
    got = _GAINS.get(key)
    if got is not None:
        return got
    if len(_GAINS) > 100000:
        _GAINS.clear()
    base = own_points(mine)
    out = [own_points(_with(mine, a)) - base for a in range(len(A))]
    before = panda_points(list(pandas))[seat]
    more = list(pandas)
    more[seat] += 1
    out[PANDA] += panda_points(more)[seat] - before
    out = tuple(out)  # untracked by the garbage collector, like every other cached value here
    _GAINS[key] = out
    return out


def medium_take(seat: int, left: list, queue: list, cols: list) -> int:
    """Medium's pick: the most points now, a quarter of the next picker's gain when the card is the
    last of its animal on the table. Returns an animal index."""
    gains = medium_gains(seat, cols)
    nxt = None
    for s in queue[1:]:
        if s != seat:
            nxt = s
            break
    their = None
    best, best_v = None, None
    for a in sorted(set(left)):
        v = gains[a]
        if nxt is not None and left.count(a) == 1:
            if their is None:
                their = medium_gains(nxt, cols)
            if their[a] > 0:
                v += 0.25 * their[a]
        if best_v is None or v > best_v + 1e-9:
            best, best_v = a, v
    return best


def _hold(group: bool, worth: int, later: int, dummy_later: bool) -> float:
    """Medium's chance that a card leading the turn still leads once ``later`` players have played."""
    if later == 0 and not dummy_later:
        return 1.0
    p = (0.8 if group else 0.7 if worth >= 9 else 0.45) ** later
    return p * (0.85 if dummy_later else 1.0)


def _top2(vals: list) -> float:
    s = sorted(vals, reverse=True)
    return sum(s[:2])


def medium_card(seat: int, hand: list, table: list, cols: list, later: int, dummy_later: bool,
                prev: int) -> list:
    """Medium's values of the cards in ``hand`` (animal indexes): ``[(value, animal)]``."""
    gains = medium_gains(seat, cols)
    out = []
    last = len(hand) <= 1
    for a in sorted(set(hand)):
        w = worth_of(a, prev)
        t = table + [(seat, a, w)]
        win, group = judge(t, cols)
        v = 0.0
        if win == seat:
            v = _hold(group, w, later, dummy_later) * _top2([gains[x] for _, x, _ in t])
        if not last:
            v -= KEEP[a]
        out.append((v, a))
    return out


def medium(rules, view: dict, seed: int) -> dict:
    """Medium's move (see the module docstring)."""
    me = Turn(rules, view, seed)
    moves = me.moves
    if len(moves) == 1:
        return moves[0]
    if me.phase == "pick":
        a = medium_take(me.seat, me.left, me.queue, me.cols)
        return {"take": A[a]}
    after = me.after_me()
    later = sum(1 for s in after if s is not None)
    scored = medium_card(me.seat, me.hand, me.table, me.cols, later, None in after, me.prev_worth())
    return {"play": A[_best(scored, seed)]}


# --- Hard ----------------------------------------------------------------------------------------

PARAMS = {
    "cat": 1.5,  # weight of the cross term 2 n E (cats and monkeys held x cats to come)
    "rabbit": 0.5,  # the same for rabbits below 5
    "bear": 0.8,  # chance weight of pairing a lone bear (x 5)
    "owl": 0.8,  # of matching a lone owl with a giraffe (x 3)
    "giraffe": 0.5,  # of matching a lone giraffe with an owl (x 3)
    "lion": 0.6,  # of finding the missing lions (x the penalty)
    "pig": 16.0,  # a pig's worth in later ties, x the fraction of the game to come
    "pig2": 8.0,  # the same with two players, whose turns tie less often (the Dummy never wins a tie)
    "panda": 0.5,  # a panda over the others' mean, x the fraction of the game to come
    "cliff": 2.0,  # holding 5 rabbits with rabbits to come, x the fraction of the game to come
    "capture": 1.0,  # the share of the cards to come a seat can expect of an animal it wants, x 1/players
    "opp_max": 1.0,  # the opponents counted as this much of the best and the rest of their mean
    "hand": [0.5, 1.2, 1.6, 2.0, 3.2, -2.0, 3.2, 8.0, 9.0, 8.0],  # a card kept in hand for later turns
    "token": 0.0,  # leading the next turn
    "worlds": 12, "worlds2": 16,  # sampled worlds for a play (more at 2 players)
}


class Mind:
    """Hard's evaluations over one view."""

    def __init__(self, me: Turn, p: dict):
        self.me, self.p = me, p
        n = me.n
        v = me.view
        unseen = me.rules.unseen_animals(v)  # animals not seen: other hands, the Dummy's, the undealt
        unseen_total = sum(unseen.values())
        # cards still to appear on tables from the unseen ones: other hands (and the Dummy's), and the
        # next round's hands if this is the first round
        others = sum(p_["hand_size"] for p_ in v["players"] if p_["seat"] != me.seat)
        others += v["dummy"]["hand_size"] if v["dummy"] else 0
        if v["round"] < data.ROUNDS:
            others += (n + (1 if me.dummy else 0)) * data.HAND_SIZE
        to_appear = min(unseen_total, others)
        frac = to_appear / unseen_total if unseen_total else 0.0
        mine = [0] * len(A)
        for a in me.hand:
            mine[a] += 1
        # cards of each animal that will still come to the table after this turn (expected)
        self.supply = [unseen[a_] * frac + mine[i] for i, a_ in enumerate(A)]
        share = p["capture"] / n
        self.exp = [s * share for s in self.supply]  # what a seat keen on an animal may still collect
        self.cat_exp = (self.supply[CAT] + self.supply[MONKEY]) * share
        self.frac = me.turns_after / TURNS
        self.pig = p["pig2"] if n == 2 else p["pig"]
        self.cache = {}

    def potential(self, c) -> float:
        """A collection's points but the pandas', plus what it is worth for the rest of the game."""
        key = tuple(c)
        got = self.cache.get(key)
        if got is not None:
            return got
        p, e = self.p, self.exp
        v = float(own_points(c))
        cats = c[CAT] + c[MONKEY]
        v += p["cat"] * 2 * cats * self.cat_exp
        r = c[RABBIT]
        if r < 5:
            v += p["rabbit"] * r * min(e[RABBIT], 5 - r)
        elif r == 5:
            v -= p["cliff"] * self.frac * min(1.0, e[RABBIT])
        if c[BEAR] % 2:
            v += p["bear"] * 5 * min(1.0, e[BEAR])
        if c[OWL] > c[GIRAFFE]:
            v += p["owl"] * 3 * min(c[OWL] - c[GIRAFFE], e[GIRAFFE])
        elif c[GIRAFFE] > c[OWL]:
            v += p["giraffe"] * 3 * min(c[GIRAFFE] - c[OWL], e[OWL])
        if c[LION] < 2:
            miss = data.LION_TABLE[c[LION]]  # -6 or -3
            v -= p["lion"] * miss * min(1.0, e[LION] / (2 - c[LION]))
        v += self.pig * c[PIG] * self.frac
        self.cache[key] = v
        return v

    def values(self, cols: list) -> list:
        pandas = [c[PANDA] for c in cols]
        pp = panda_points(pandas)
        mean = sum(pandas) / len(pandas)
        k = self.p["panda"] * self.frac
        return [self.potential(c) + pt + k * (c[PANDA] - mean) for c, pt in zip(cols, pp)]

    def rel(self, cols: list) -> float:
        """The deciding seat's value less the opponents'."""
        vals = self.values(cols)
        me = self.me.seat
        mine = vals[me]
        others = [v for s, v in enumerate(vals) if s != me]
        w = self.p["opp_max"]
        return mine - (w * max(others) + (1 - w) * sum(others) / len(others))

    # the picks: an exact search for the deciding seat, the others as Medium
    def picks(self, left: list, queue: list, cols: list):
        """The best value the picks reach and the deciding seat's first pick (None if it is not to pick)."""
        me = self.me.seat
        if not queue or not left:
            return self.rel(cols), None
        if len(set(left)) == 1 and all(s != me for s in queue):
            cs = list(cols)
            a = left[0]
            for s in queue[: len(left)]:
                cs[s] = _with(cs[s], a)
            return self.rel(cs), None
        s = queue[0]
        if s != me:
            a = medium_take(s, left, queue, cols)
            rest = list(left)
            rest.remove(a)
            cs = list(cols)
            cs[s] = _with(cols[s], a)
            return self.picks(rest, queue[1:], cs)[0], None
        best, best_v = None, None
        for a in sorted(set(left)):
            rest = list(left)
            rest.remove(a)
            cs = list(cols)
            cs[me] = _with(cols[me], a)
            v = self.picks(rest, queue[1:], cs)[0]
            if best_v is None or v > best_v + 1e-9:
                best, best_v = a, v
        return best_v, best

    def hand_value(self, hand: list) -> float:
        """What the cards kept in hand are worth for the turns to come in the round."""
        h = self.p["hand"]
        return sum(h[a] for a in hand)


def _hard_pick(me: Turn, mind: Mind, seed: int) -> dict:
    me_seat = me.seat
    scored = []
    for a in sorted(set(me.left)):
        rest = list(me.left)
        rest.remove(a)
        cs = list(me.cols)
        cs[me_seat] = _with(me.cols[me_seat], a)
        v = mind.picks(rest, me.queue[1:], cs)[0]
        scored.append((v, {"take": A[a]}))
    return _best(scored, seed)


def _hard_play(me: Turn, mind: Mind, seed: int) -> dict:
    p = mind.p
    cands = sorted(set(me.hand))
    after = me.after_me()
    n, seat = me.n, me.seat
    worlds = 1 if not after else (p["worlds2"] if me.dummy else p["worlds"])
    total = {a: 0.0 for a in cands}
    prev0 = me.prev_worth()
    r = rng.seed_state(seed ^ 0x7A1D)
    memo = {}
    for k in range(worlds):
        world = me.rules.determinize(me.view, (seed * 7919 + k * 104729) & 0xFFFFFFFF) if after else None
        r, u = rng.next_u64(r)
        for a in cands:
            table = me.table + [(seat, a, worth_of(a, prev0))]
            for s in after:
                prev = table[-1][2]
                if s is None:
                    dh = world["dummy"]
                    b = IDX[dh[u % len(dh)]]
                else:
                    hand = [IDX[x] for x in world["hands"][s]]
                    later = sum(1 for t in after[after.index(s) + 1:] if t is not None)
                    b = _best_fast(medium_card(s, hand, table, me.cols, later,
                                               None in after[after.index(s) + 1:], prev))
                table = table + [(s, b, worth_of(b, prev))]
            win, _ = judge(table, me.cols)
            key = (win, tuple(sorted(x for _, x, _ in table)))
            v = memo.get(key)
            if v is None:
                v = memo[key] = mind.picks(list(key[1]), pick_queue(win, n, len(table)), me.cols)[0]
            hand = list(me.hand)
            hand.remove(a)
            v += mind.hand_value(hand)
            if win == seat:
                v += p["token"]
            total[a] += v
    return {"play": A[_best([(total[a], a) for a in cands], seed)]}


def _best_fast(scored: list) -> int:
    """The first of the best (inside simulations, where the seed does not matter)."""
    best, best_v = None, None
    for v, a in scored:
        if best_v is None or v > best_v + 1e-9:
            best, best_v = a, v
    return best


def hard(rules, view: dict, seed: int, params: dict = None) -> dict:
    """Hard's move (see the module docstring)."""
    me = Turn(rules, view, seed)
    if len(me.moves) == 1:
        return me.moves[0]
    mind = Mind(me, params or PARAMS)
    if me.phase == "pick":
        return _hard_pick(me, mind, seed)
    return _hard_play(me, mind, seed)


BOTS = {"greedy": medium, "hard": hard}
