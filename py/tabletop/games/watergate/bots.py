"""Watergate's own bot levels, deciding from their seat's view only (the shared Easy level, a random
legal move, plays the game as it is).

Both levels judge a position with one evaluation (``value``, from the Editor's side; Nixon uses its
negative):

- the race: how many more momentum tokens Nixon needs (five on his card, or the supply running dry
  once the Editor's card is full), against what the Editor still needs on the evidence board: the
  cheapest way to join two informants to Nixon (a three-ended shortest tree over the threads, face-up
  tokens free, empty spaces one each, face-down tokens barred, and a price for an informant not yet
  face up: the card that pins it, else Deep Throat or the momentum card);
- the tokens on the research track, each as likely to end on a side as its position and the cards
  still to play say (certain once the card phase is over): the momentum token (what it does to the
  race, and the Editor's next momentum space), the initiative token (five cards and the last play next
  round), and the evidence tokens (a token the Editor pins on a space of the cheapest connection is
  worth one space; Nixon's face-down pin there blocks it; a momentum symbol starts the next token one
  space over);
- the cards still in hand during the card phase (Hard only; Medium gives them no weight): each
  player's hand by its cards' values, the Editor's less Nixon's. A play spends its card whatever it
  does, so the term weighs which card to spend (a strong one kept for the round's later plays) and
  what a reaction costs (a play fewer this round).

- Medium (``greedy``): one ply. In one world dealt from its view (``rules.determinize``), it plays each
  legal move, lets the rest of that play resolve (its own later choices greedily, the other player's
  reaction windows by a rule of thumb, the evaluation's pins on the spaces the connection needs) and
  takes the move of the best value.
- Hard (``hard``): Medium's one ply, judged over several worlds dealt from its view (four, fewer when
  a decision is costly: a budget counted in positions played and judged, never in time) and the move
  of the best mean value is played. Averaging the worlds is what reads the hidden parts better: the
  other hand (its reactions, its answers), Nixon's face-down tokens for the Editor's ask for a colour,
  the draws from the bag and the decks. Reaction windows, choices and pins are weighed the same way.
  Its weights (``HARD_EDITOR``, ``HARD_NIXON``) were tuned in games against Medium on both sides:
  Nixon's momentum counts for less against the board, a token's place on the track is read as more
  settled, and the cards in hand count (the largest gain of the three). ``HARD_SEARCH["width"]``
  (per seat) > 0 would add the other player's best reply to its best moves, within the same budget;
  it is off: against Medium it did not pay for its time (nor did it late in a round only, nor eight
  worlds instead of four, nor a fixed price on spending a card on a reaction).

Every level reads its legal moves from ``rules.legal_moves`` of a world ``rules.determinize`` builds
from its own view (the list depends on the view only), so it never plays an illegal move, and any
other randomness comes from the seed.
"""

from collections import deque
from math import tanh

from ... import rng
from . import data, flow
from .data import EDITOR, NIXON

WIN = 1000.0
_COUNT = [0]  # positions played or judged (settle's plays, value calls): Hard's budget counts these

# --- the weights ----------------------------------------------------------------------------------

MEDIUM = {
    "board": 1.0,        # one space of the Editor's cheapest connection
    "need": 1.6,         # one momentum token Nixon still needs
    "last": 6.0,         # Nixon one token from winning: the extra danger
    "initiative": 0.8,   # holding the initiative next round
    "ev_editor": 0.9,    # an evidence token the Editor will pin on a space of the connection
    "ev_editor_off": 0.25,
    "ev_nixon": 0.7,     # a token Nixon will pin face down on a space of the connection
    "ev_nixon_off": 0.15,
    "symbol": 0.25,      # a momentum symbol pinned: the next momentum token starts one space over
    "abilities": (0.6, 1.0, 0.5, 1.1),  # the Editor's momentum spaces 1-4, in board units
    "soft": 1.1,         # how sure a track position is ...
    "spread": 0.35,      # ... less so with many cards still to play
    "pin_named": 0.8,    # an informant in the supply whose card the Editor can still play
    "pin_other": 2.0,    # ... one only Deep Throat or the momentum card can bring
    "flip": 2.2,         # a face-down informant the Editor can still flip
    "cap": 14.0,         # the board cost of no connection at all
    "second": 0.15,      # the second-cheapest pair of informants (a fallback against blocks)
    "hand": 0.0,         # one point of card value still in hand (the Editor's less Nixon's), card phase
}

# Hard's weights, tuned in games against Medium on both sides (setup seeds 7000-7149): Medium's, with
# a momentum token of Nixon's worth less against the board, the track read as more settled and the
# card values still in hand counted (Editor 0.3 / 0.5 / 0.7 scored alike; Nixon 0.15 / 0.3 / 0.4 / 0.7
# scored 72 / 81 / 75 / 69 %)
HARD_EDITOR = dict(MEDIUM, need=1.1, soft=3.5, hand=0.5)
HARD_NIXON = dict(MEDIUM, need=1.1, soft=5.5, hand=0.3)
# worlds dealt; best moves given a reply (per seat: the Editor, Nixon) and the reply's share of their
# value; the budget of positions played and judged a decision (``_COUNT``)
HARD_SEARCH = {"worlds": 4, "width": (0, 0), "reply": 0.5, "nodes": 900}

SIGN = (1, -1)  # the Editor's value is the Editor's; Nixon's is its negative

# --- the evidence board: cheapest connections ------------------------------------------------------

_NODES = ["nixon"] + list(data.SPACES) + [f"i:{w}" for w in data.INFORMANTS]
_IDX = {n: i for i, n in enumerate(_NODES)}
_ADJ = [[_IDX[m] for m in data.NEIGHBOURS[n]] for n in _NODES]
_FIRST_INF = 1 + len(data.SPACES)
_N = len(_NODES)
_BIG = 1e9
_PIN_CARD = {op["who"]: c["id"] for c in data.EDITOR_DECK for op in c["action"] if op["op"] == "pin_informant"}
_INF_IDX = {w: _IDX[f"i:{w}"] for w in data.INFORMANTS}
_SPACE_IDX = {sp: _IDX[sp] for sp in data.SPACES}
_COLOUR_SPACES = {c: [sp for sp in data.SPACES if data.SPACE_COLOUR[sp] == c] for c in data.COLOURS}


def _bfs(sources: list, w: list) -> list:
    """0-1 shortest paths over the spaces (and Nixon) from ``sources``, each end's weight counted;
    informants are never passed through."""
    dist = [_BIG] * _N
    todo = deque()
    for src in sources:
        if w[src] is not None and w[src] < dist[src]:
            dist[src] = w[src]
            todo.append(src)
    while todo:
        u = todo.popleft()
        d = dist[u]
        for v in _ADJ[u]:
            if v >= _FIRST_INF:
                continue
            wv = w[v]
            if wv is None:
                continue
            nd = d + wv
            if nd < dist[v]:
                dist[v] = nd
                if wv:
                    todo.append(v)
                else:
                    todo.appendleft(v)
    return dist


_ACCESS = {w: [_IDX[m] for m in data.NEIGHBOURS[f"i:{w}"]] for w in data.INFORMANTS}


def _penalties(s: dict, P: dict) -> dict:
    """The price of each informant not yet face up (None: the Editor can no longer turn it up)."""
    out = s["removed"][EDITOR]
    flips = "E11" not in out or s["momentum"]["editor"] < 2 or ("E14" not in out and "E11" in out)
    pen = {}
    for w in data.INFORMANTS:
        st = s["pictures"][w]
        if st == "up":
            pen[w] = 0.0
        elif st == "supply":
            pen[w] = P["pin_named"] if _PIN_CARD[w] not in out else P["pin_other"] if flips else None
        else:
            pen[w] = P["flip"] if flips else None
    return pen


class Board:
    """What the evidence board means for the Editor: the cheapest pair, and the spaces it runs through."""

    __slots__ = ("cost", "second", "useful")

    def __init__(self, s: dict, P: dict):
        w = [0.0] * _N
        for sp, i in _SPACE_IDX.items():
            cell = s["board"].get(sp)
            w[i] = 1.0 if cell is None else (0.0 if cell["face"] == "up" else None)
        pen = _penalties(s, P)
        for who, i in _INF_IDX.items():
            w[i] = pen[who]
        dn = _bfs([0], w)
        dists = {}
        for who, i in _INF_IDX.items():
            if w[i] is not None:
                dn[i] = min(dn[a] for a in _ACCESS[who]) + w[i]
        near = sorted((dn[i], who) for who, i in _INF_IDX.items() if w[i] is not None and dn[i] < _BIG / 2)[:5]
        for _, who in near:  # the five cheapest informants hold the cheapest pairs
            dists[who] = [x + w[_INF_IDX[who]] for x in _bfs(_ACCESS[who], w)]
        pairs = []
        names = list(dists)
        base = [_BIG if w[v] is None else dn[v] - 2 * w[v] for v in range(_FIRST_INF)]
        for a in range(len(names)):
            da = dists[names[a]]
            ab = [x + y for x, y in zip(base, da)]
            for b in range(a + 1, len(names)):
                best = min([x + y for x, y in zip(ab, dists[names[b]])])
                if best < _BIG / 2:
                    pairs.append((best, names[a], names[b]))
        pairs.sort()
        cap = P["cap"]
        self.cost = min(pairs[0][0], cap) if pairs else cap
        self.second = min(pairs[1][0], cap) if len(pairs) > 1 else cap
        useful = set()
        if pairs:
            top = pairs[0][0]
            for c, a, b in pairs:
                if c > top + 0.01:
                    break
                for who in (a, b):
                    d = dists[who]
                    end = dn[_INF_IDX[who]]
                    for sp, i in _SPACE_IDX.items():
                        if w[i] == 1.0 and dn[i] + d[i] - 1.0 <= end + 1e-6:
                            useful.add(sp)
        self.useful = useful


_BOARDS = {}


class Judge:
    """The evaluation with its weights and a cache of boards (one per decision)."""

    def __init__(self, P: dict):
        self.P = P
        self.boards = _BOARDS.setdefault(tuple(P[k] for k in ("pin_named", "pin_other", "flip", "cap")), {})
        if len(self.boards) > 20000:
            self.boards.clear()

    def board(self, s: dict) -> Board:
        key = (tuple(sorted((sp, c["face"]) for sp, c in s["board"].items())),
               tuple(s["pictures"][w] for w in data.INFORMANTS), tuple(sorted(s["removed"][EDITOR])),
               s["momentum"]["editor"] < 2)
        b = self.boards.get(key)
        if b is None:
            b = self.boards[key] = Board(s, self.P)
        return b

    def need_value(self, need: int) -> float:
        P = self.P
        if need <= 0:
            return -P["last"] - P["need"]
        return P["need"] * need - (P["last"] if need == 1 else 0.0)

    def value(self, s: dict) -> float:
        """The Editor's position (Nixon's is its negative)."""
        _COUNT[0] += 1
        if s["phase"] == "over":
            w = s["winner"]
            return 0.0 if w is None else (WIN if w == EDITOR else -WIN)
        P = self.P
        b = self.board(s)
        m = s["momentum"]
        on_track = s["track"]["momentum"] is not None
        rem = m["supply"] + on_track
        need = min(data.NIXON_MOMENTUM_TO_WIN - m["nixon"], rem)
        v = -P["board"] * b.cost - P["second"] * b.second + self.need_value(need)
        cards = s["phase"] == "cards"
        left = len(s["hands"][0]) + len(s["hands"][1]) if cards else 9

        def side(pos: float) -> float:
            if left == 0 and cards:
                return 1.0 if pos > 0 else -1.0 if pos < 0 else 0.0
            return tanh(pos * P["soft"] / (1.0 + P["spread"] * left))

        # the momentum token: this round's (cards) or the next one's (evaluation)
        if on_track:
            q = side(s["track"]["momentum"])
            ab = P["abilities"]
            e = m["editor"]
            if q > 0:
                after = min(data.NIXON_MOMENTUM_TO_WIN - m["nixon"], rem - 1)
                gain = self.need_value(after) - self.need_value(need) + (P["board"] * ab[e] if e < len(ab) else 0.0)
                v += q * gain
            elif q < 0:
                after = min(data.NIXON_MOMENTUM_TO_WIN - m["nixon"] - 1, rem - 1)
                v += -q * (self.need_value(after) - self.need_value(need))
        # the initiative: decided once gained or in the evaluation; else by its position (0 goes to the
        # player who did not have it)
        if cards and "initiative" not in s["gained"] and s["track"]["initiative"] is not None:
            pos = s["track"]["initiative"] + (0.4 if s["first"] == NIXON else -0.4)
            v += P["initiative"] * side(pos)
        else:
            v += P["initiative"] * (1.0 if s["initiative"] == EDITOR else -1.0)
        # evidence on the track, and tokens held for a pin
        useful = b.useful
        ed = nx = 0.0
        sym = 0.0
        toks = s["tokens"]
        for tid, t in toks.items():
            q = side(t["pos"])
            if q == 0.0:
                continue
            kind = t["kind"]
            fits = any(sp in useful for c in data.KINDS[kind] for sp in _COLOUR_SPACES[c])
            if q > 0:
                ed += q * (P["ev_editor"] if fits else P["ev_editor_off"])
            else:
                nx -= q * (P["ev_nixon"] if fits else P["ev_nixon_off"])
            if kind[-1] == "*":
                sym += q
        if s["held"]:
            owner = {st["token"]: st["seat"] for st in s["steps"] if st.get("op") == "pin"}
            for tid, t in s["held"].items():
                who = owner.get(tid, EDITOR if t["face"] == "up" else NIXON)
                fits = any(sp in useful for c in data.KINDS[t["kind"]] for sp in _COLOUR_SPACES[c])
                if who == EDITOR:
                    ed += P["ev_editor"] if fits else P["ev_editor_off"]
                else:
                    nx += P["ev_nixon"] if fits else P["ev_nixon_off"]
        v += P["board"] * (min(ed, max(b.cost - 0.5, 0.5)) - nx) + P["symbol"] * sym
        h = P["hand"]
        if h and cards:  # the plays still in hand: a strong card kept for later, a reaction's price
            C = data.CARDS
            v += h * (sum(C[c]["value"] for c in s["hands"][EDITOR]) - sum(C[c]["value"] for c in s["hands"][NIXON]))
        return v


# --- settling a play: the choices it sets off --------------------------------------------------------

def _react_rule(s: dict, moves: list) -> dict:
    """A rule of thumb for a reaction window met while looking ahead: Bradlee and Mass demonstration
    answer a conspirator that unpins, moves tokens or gains momentum; Mitchell answers an Editor event
    that pins, flips or unpins; Follow the money answers a move of two or more."""
    react = [m for m in moves if m["t"] == "react"]
    if not react:
        return {"t": "pass"}
    d = s["decision"]
    play = d.get("play")
    c = data.CARDS.get(play)
    if d["answers"] == "value":
        entry = s["chain"][-1]
        return react[0] if data.CARDS[entry["card"]]["value"] >= 2 else {"t": "pass"}
    if c is None:
        return {"t": "pass"}
    ops = {op["op"] for op in c["action"]}
    if d["answers"] == "event":
        strong = ops & {"pin_informant", "flip_or_pin_informant", "unpin", "pin_from_bag", "pin_from_my_side",
                        "system_works", "move_all"} or play == "E15"
        return react[0] if strong else {"t": "pass"}
    # a conspirator: Bradlee (reusable) first
    cheap = [m for m in react if m["card"] == "E03"]
    if cheap:
        return cheap[0]
    return react[0] if play in ("N03", "N04", "N02") else {"t": "pass"}


def _pin_rule(s: dict, moves: list, judge: Judge) -> dict:
    """An evaluation pin while looking ahead: a space of the Editor's cheapest connection (to fill it,
    or for Nixon to block it), symbols first."""
    useful = judge.board(s).useful
    for m in moves:
        if m["space"] in useful:
            return m
    return moves[0]


def play(rules, s: dict, move: dict) -> dict:
    """``rules.play`` without its legality check (the move comes from ``rules.legal_moves``)."""
    t = rules._copy(s)
    t["events"] = []
    if t["decision"] is not None:
        flow.answer(t, move)
    else:
        flow.play_card(t, move)
    return t


_IMMEDIATE = {"token", "space", "unpin", "informant", "flip", "flip_or_pin", "answer_ask", "fallback", "gambit"}


def settle(rules, s: dict, judge: "Judge", depth: int = 1) -> dict:
    """Play on until the next turn of the card phase (or the game's end): choices are taken greedily by
    the value for whoever makes them (looking ``depth`` levels on; at the last level by the value at
    once), reaction windows by a rule of thumb and the evaluation's pins on the spaces that matter."""
    useful = None
    while s["phase"] != "over" and s["decision"] is not None:
        d = s["decision"]
        moves = rules.legal_moves(s)
        kind = d["kind"]
        if kind != "pin":
            useful = None
        if len(moves) == 1:
            move = moves[0]
        elif kind == "react":
            move = _react_rule(s, moves)
        elif kind == "pin":
            if useful is None:
                useful = judge.board(s).useful
            move = next((m for m in moves if m["space"] in useful), moves[0])
        elif depth > 0 or kind in _IMMEDIATE:
            sign = SIGN[d["seat"]]
            best, move = None, moves[0]
            for m in moves:
                after = play(rules, s, m)
                _COUNT[0] += 1
                if depth > 0:
                    after = settle(rules, after, judge, depth - 1)
                v = sign * judge.value(after)
                if best is None or v > best:
                    best, move = v, m
        else:
            move = moves[0]
        s = play(rules, s, move)
        _COUNT[0] += 1
    return s


# --- the levels -----------------------------------------------------------------------------------

def _pick(options: list, seed: int):
    _, i = rng.below(rng.seed_state(seed ^ 0x3A7E), len(options))
    return options[i]


def _scored(rules, world: dict, judge: Judge, moves: list, depth: int = 1) -> list:
    seat = rules.to_move(world)
    return [(SIGN[seat] * judge.value(settle(rules, play(rules, world, m), judge, depth)), m) for m in moves]


def _best(scored: list, seed: int):
    top = max(v for v, _ in scored)
    return _pick([m for v, m in scored if v >= top - 1e-9], seed)


def medium_choose(rules, view: dict, seed: int, params: dict = None) -> dict:
    world = rules.determinize(view, seed)
    moves = rules.legal_moves(world)
    if len(moves) == 1:
        return moves[0]
    judge = Judge(params or MEDIUM)
    if world["decision"] is not None and world["decision"]["kind"] == "pin":
        return _best(_scored(rules, world, judge, moves, 0), seed)
    return _best(_scored(rules, world, judge, moves), seed)


def hard_choose(rules, view: dict, seed: int, params: dict = None, search: dict = None) -> dict:
    P = params or (HARD_EDITOR if view["seat"] == EDITOR else HARD_NIXON)
    S = search or HARD_SEARCH
    me = view["seat"]
    sign = SIGN[me]
    judge = Judge(P)
    worlds = [rules.determinize(view, seed)]
    moves = rules.legal_moves(worlds[0])
    if len(moves) == 1:
        return moves[0]
    kind = worlds[0]["decision"]["kind"] if worlds[0]["decision"] is not None else "turn"
    depth = 0 if kind == "pin" else 1
    n = len(moves)
    c0 = _COUNT[0]
    settled = [[settle(rules, play(rules, worlds[0], m), judge, depth) for m in moves]]
    cost = _COUNT[0] - c0 + n
    nw = max(1, min(S["worlds"], S["nodes"] // cost))
    for w in range(1, nw):
        world = rules.determinize(view, seed * 31 + w + 1)
        worlds.append(world)
        settled.append([settle(rules, play(rules, world, m), judge, depth) for m in moves])
    first = [sum(sign * judge.value(settled[k][i]) for k in range(nw)) / nw for i in range(n)]
    width = S["width"][me] if isinstance(S["width"], (list, tuple)) else S["width"]
    if kind != "turn" or width <= 0:
        return _best(list(zip(first, moves)), seed)
    order = sorted(range(n), key=lambda i: -first[i])[:width]
    scored = []
    r = S["reply"]
    for i in order:
        total = 0.0
        for k in range(nw):
            s = settled[k][i]
            if s["phase"] != "cards" or s["decision"] is not None or s["turn"] == me or s["turn"] is None:
                total += sign * judge.value(s)
                continue
            opp = SIGN[s["turn"]]
            replies = rules.legal_moves(s)
            if _COUNT[0] - c0 + len(replies) > S["nodes"]:  # out of budget: the position as it stands
                total += sign * judge.value(s)
                continue
            best = max(opp * judge.value(settle(rules, play(rules, s, m), judge, 0)) for m in replies)
            total += (1 - r) * sign * judge.value(s) - r * best
        scored.append((total / nw, moves[i]))
    return _best(scored, seed)


BOTS = {"greedy": medium_choose, "hard": hard_choose}
