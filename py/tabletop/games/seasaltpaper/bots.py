"""Sea Salt & Paper's own bot levels, deciding from their seat's view only (the shared Easy level, a
random legal move, plays the game as it is).

- Medium (``greedy``): one ply. It draws what it would rather keep, by card points and a little set
  and colour potential; plays every duo whose effect helps; calls STOP with a modest lead, LAST CHANCE
  only when clearly ahead.
- Hard (``hard``): values a hand by its card points, the effects of the duos it holds still to play, a
  mermaid win, the expected gain of one more unseen card (set potential) and a little colour bonus. It
  draws by that value (a deck draw: the expected better of two unseen cards), keeps one of two cards
  less what the cards it leaves on the piles are worth to the next player (on hands guessed for that
  player), plays its duos for their effects (a trio when the starfish would lose its pair; boats last),
  and takes its LAST CHANCE final turn for the points that beat the caller or else the colour bonus.
  Its call (nothing, STOP or LAST CHANCE) is weighed over sampled worlds: the others' hidden hands
  are guessed from the unseen cards as players build them (each card the better of two), the turns
  that follow are simulated (the final turns of a LAST CHANCE; without a call, a turn of each other
  player, who may STOP, then one more of its own), and each outcome is valued as its chance to win
  the game: exact when a total reaches the target, else a softmax of the totals whose spread grows
  with the rounds left. So it bets LAST CHANCE when the bet is safe enough to be worth it, STOPs
  before the others catch up or the deck runs out, and keeps building when behind.

Every level reads its legal moves from ``rules.legal_moves`` of a world ``rules.determinize`` builds
from its own view (the list depends on the view only), so it never plays an illegal move.
"""

import math
from collections import Counter

from ... import rng
from . import data
from .scoring import card_points, colour_bonus, hand_pairs

COLLECTORS = ("shell", "octopus", "penguin", "sailor")
PAIRED = ("crab", "boat", "fish")  # a duo of two of the same type


def _pick(options: list, seed: int):
    _, i = rng.below(rng.seed_state(seed ^ 0x55AA), len(options))
    return options[i]


def _best(scored: list, seed: int, eps: float = 1e-9):
    """The move of highest value; equals broken by the seed."""
    top = max(v for v, _ in scored)
    return _pick([m for v, m in scored if v >= top - eps], seed)


def _emax2(values: list) -> float:
    """The expected best of two values drawn without replacement from ``values`` (one if one)."""
    n = len(values)
    if n == 0:
        return 0.0
    if n == 1:
        return values[0]
    s = sorted(values)
    return sum(v * k for k, v in enumerate(s)) / (n * (n - 1) / 2)


# --- what every level reads from its view ------------------------------------------------------

class Seat:
    """The deciding seat's situation, from its view: its cards, the others' visible cards, the
    cards it has not seen (the pool), and its legal moves."""

    def __init__(self, rules, view: dict, seed: int):
        self.rules, self.view, self.seed = rules, view, seed
        self.seat = view["seat"]
        self.n = len(view["players"])
        self.hand = list(view["hand"])
        self.players = view["players"]
        self.units = self.players[self.seat]["units"]
        self.effects = frozenset(view["mine"]["effects"]) if view["mine"] else frozenset()
        self.deck = view["deck"]
        self.tops = [p["top"] for p in view["piles"]]
        self.sizes = [p["size"] for p in view["piles"]]
        self.phase = view["phase"]
        self.pending = view["pending"]
        self.world = rules.determinize(view, seed)
        self.moves = rules.legal_moves(self.world)
        known = set(self.hand)
        for p in self.players:
            for u in p["units"]:
                known |= set(u["cards"] or [])
            if p["hand"] is not None:
                known |= set(p["hand"])
        known |= {t for t in self.tops if t is not None}
        if self.pending and self.pending.get("cards"):
            known |= set(self.pending["cards"])
        cards = list(data.BASE) + (list(data.SALT) if view["options"]["extra_salt"] else [])
        self.pool = [c for c in cards if c not in known]
        self.pool_types = Counter(data.type_of(c) for c in self.pool)

    def effects_of(self, seat: int) -> frozenset:
        ev = self.view["event"]
        return frozenset(([ev] if ev else []) + list(self.players[seat]["events"]))

    def points(self, hand=None) -> int:
        return card_points(self.hand if hand is None else hand, self.units, self.effects)["total"]

    def visible_points(self, seat: int) -> int:
        """What can be seen of a seat's card points: its whole hand once revealed, else its units."""
        p = self.players[seat]
        if p["hand"] is not None:
            return card_points(p["hand"], p["units"], self.effects_of(seat))["total"]
        return card_points([], p["units"], self.effects_of(seat))["total"]

    def distinct_pool(self) -> dict:
        """One card per (type, colour) left unseen, with how many such cards there are."""
        out = {}
        for c in self.pool:
            key = data.CARDS[c]
            if key in out:
                out[key][1] += 1
            else:
                out[key] = [c, 1]
        return out

    def deck_value(self, value) -> float:
        """The expected value of the better of the two top deck cards, ``value(card)`` for each,
        the deck being a random part of the unseen cards."""
        vals = []
        for c, k in self.distinct_pool().values():
            vals += [value(c)] * k
        if self.deck == 1:
            return sum(vals) / len(vals) if vals else 0.0
        return _emax2(vals)

    def of_kind(self, key: str) -> list:
        return [m for m in self.moves if key in m]


def _without(hand: list, cards) -> list:
    out = list(hand)
    for c in cards:
        out.remove(c)
    return out


def _types(cards) -> Counter:
    return Counter(data.type_of(c) for c in cards)


# --- Medium ---------------------------------------------------------------------------------------

def _medium_value(me: Seat, hand: list) -> float:
    """Card points, a tenth of the colour bonus, and a little for a set that one more card grows."""
    value = card_points(hand, me.units, me.effects)["total"] + 0.1 * colour_bonus(hand, me.units)
    t = _types(hand)
    for kind in PAIRED:
        if t[kind] % 2 and me.pool_types[kind]:
            value += 0.3
    if t["swimmer"] > t["shark"] + t["jellyfish"] and (me.pool_types["shark"] or me.pool_types["jellyfish"]):
        value += 0.3
    elif t["shark"] > t["swimmer"] and me.pool_types["swimmer"]:
        value += 0.3
    for kind in COLLECTORS:
        if t[kind] == 1 and me.pool_types[kind]:
            value += 0.3
    return value


def _estimate_medium(me: Seat, seat: int) -> float:
    """Medium's guess of a seat's card points: its visible points, half a point a hidden card."""
    p = me.players[seat]
    return me.visible_points(seat) + (0 if p["hand"] is not None else 0.5 * p["hand_size"])


DUO_ORDER = {"crab": 0, "lobster": 1, "fish": 2, "shark": 3, "rodeo_swim": 4, "rodeo_shark": 5, "jellyfish": 6,
             "boat": 9}


def _duo_effect(me: Seat, move: dict):
    a, b = move["duo"] if "duo" in move else move["trio"][:2]
    return me.rules.duo_effect(me.world, me.seat, a, b)


def _useful(me: Seat, move: dict, effect: str) -> bool:
    """Whether a duo's effect can do something now."""
    if effect == "crab":
        return "pile" in move or "hermit_crab" in me.effects and any(me.sizes)
    if effect in ("fish", "lobster"):
        return me.deck > 0
    if effect == "boat":
        return me.deck > 0 or any(me.sizes)
    if effect in ("shark", "rodeo_swim", "rodeo_shark"):
        return "target" in move
    return True


def medium(rules, view: dict, seed: int) -> dict:
    """Medium's move (see the module docstring)."""
    me = Seat(rules, view, seed)
    moves = me.moves
    if len(moves) == 1:
        return moves[0]
    value = lambda hand: _medium_value(me, hand)  # noqa: E731
    phase = me.phase
    if phase == "draw":
        scored = []
        for m in moves:
            if "take" in m:
                scored.append((value(me.hand + [me.tops[m["take"]]]), m))
            else:
                scored.append((me.deck_value(lambda c: value(me.hand + [c])), m))
        return _best(scored, seed)
    if phase == "keep":
        scored = []
        for m in moves:
            v = value(me.hand + [m["keep"]])
            covered = me.tops[m["pile"]]
            # cover the pile whose top it wants least
            v -= 0.01 * (value(me.hand + [covered]) if covered is not None else 0)
            scored.append((v, m))
        return _best(scored, seed)
    if phase in ("crab", "lobster", "angelfish", "swap"):
        return _gain_best(phase, me, moves, value, seed)
    if phase == "event":
        return _pick(moves, seed)
    if phase == "play":
        trios = me.of_kind("trio")
        if trios:
            return _pick(trios, seed)
        plays = []
        for m in me.of_kind("duo"):
            effect = _duo_effect(me, m)
            if not _useful(me, m, effect):
                continue
            rank = DUO_ORDER[effect]
            if "pile" in m:
                rank -= 0.001 * me.sizes[m["pile"]]
            if "target" in m:
                rank -= 0.001 * me.players[m["target"]]["hand_size"]
            plays.append((-rank, m))
        if plays:
            return _best(plays, seed)
    return _medium_end(me)


def _medium_end(me: Seat) -> dict:
    calls = {m["end"] for m in me.moves if "end" in m}
    if len(calls) == 1:
        return {"end": calls.pop()}
    mine = me.view["mine"]["total"]
    lead = mine - max(_estimate_medium(me, o) for o in range(me.n) if o != me.seat)
    if "last_chance" in calls and lead >= 6:
        return {"end": "last_chance"}
    if "stop" in calls and (lead >= 2 or (me.deck <= 6 and lead >= -2)):
        return {"end": "stop"}
    return {"end": "none"}


# --- Hard -----------------------------------------------------------------------------------------

# Hard's weights (tuned with duels against Medium; see the module docstring)
PARAMS = {
    # what an unplayed duo's effect is worth, in card points, when it is in hand to be played
    "boat": 1.2, "fish": 0.6, "crab": 1.3, "lobster": 1.4, "shark": 1.0, "jellyfish": 0.6,
    "rodeo_swim": 0.8, "rodeo_shark": 1.5,
    "outs": 2.0,  # weight of the expected gain of one more unseen card (set potential)
    "bonus": 0.15,  # weight of the colour bonus while building
    "mermaid_win": 30.0,  # what holding the winning mermaids is worth, in card points
    "deny": 0.8,  # how much the next player's best pile top counts against a keep
    "worlds2": 24, "worlds": 16,  # sampled worlds for the call, at 2 players and at more
    "cont": 0.0,  # equity added to not calling (the option to call later)
    "opp_card": 0.5, "opp_lead": 2.0,  # the model of an opponent's STOP: its lead on a guess of the others
    "sd2": 5.0, "sd": 3.5,  # spread of a round's score difference, at 2 players and at more
    "mu2": 6.0, "mu": 4.7,  # a player's mean round score
    "take_gain": 1.0,  # in the simulated turns, a pile top worth this much is taken
    "lc_margin": 0,  # the points a simulated LAST CHANCE must win by (the guesses are a little short)
}


def _pair_effects(t: Counter) -> dict:
    """How many duos of each effect a hand's types make (greedy, as ``hand_pairs`` counts them)."""
    c, w, s, j = t["crab"], t["swimmer"], t["shark"], t["jellyfish"]
    out = {"boat": t["boat"] // 2, "fish": t["fish"] // 2}
    if t["lobster"] and c >= 1:
        out["lobster"], out["crab"] = 1, (c - 1) // 2
    else:
        out["crab"] = c // 2
    out["jellyfish"] = min(j, w)
    out["shark"] = min(s, w - out["jellyfish"])
    return out


class Mind:
    """Hard's evaluations over one view."""

    def __init__(self, me: Seat, p: dict):
        self.me, self.p = me, p
        v = me.view
        self.cache = {}
        self.quick_cache = {}
        self.final = v["call"] == "last_chance" and v["caller"] != me.seat
        self.need_mermaids = v["mine"]["mermaids_to_win"] if v["mine"] else 4
        reps = {}
        for c in me.pool:
            t, col = data.CARDS[c]
            reps.setdefault(t, Counter())[col] += 1
        self.reps = []
        for t, cols in reps.items():
            col = cols.most_common(1)[0][0]
            card = next(c for c in me.pool if data.CARDS[c] == (t, col))
            self.reps.append((card, sum(cols.values())))
        self.unseen = len(me.pool)
        self.effect_live = {"boat": me.deck > 0 or any(me.sizes), "fish": me.deck > 0, "lobster": me.deck > 0,
                            "crab": any(me.sizes), "shark": any(o != me.seat and me.players[o]["hand_size"]
                                                                   and not me.players[o]["protected"]
                                                                   for o in range(me.n)),
                            "jellyfish": not self.final}

    # what a hand is worth
    def quick(self, hand: list) -> float:
        """Card points, the effects of the duos in hand still to play, a mermaid win."""
        key = tuple(sorted(hand))
        got = self.quick_cache.get(key)
        if got is not None:
            return got
        me = self.me
        v = card_points(hand, me.units, me.effects)["total"]
        t = _types(hand)
        for effect, k in _pair_effects(t).items():
            if k and self.effect_live.get(effect, True):
                v += k * self.p[effect]
        mermaids = t["mermaid"] + sum(1 for u in me.units if u["cards"] for c in u["cards"]
                                      if data.type_of(c) == "mermaid")
        if mermaids >= self.need_mermaids:
            v += self.p["mermaid_win"]
        self.quick_cache[key] = v
        return v

    def value(self, hand: list) -> float:
        key = tuple(sorted(hand))
        got = self.cache.get(key)
        if got is not None:
            return got
        base = self.quick(hand)
        if self.final:
            v = self._final_value(hand, base)
        else:
            pot = 0.0
            for card, k in self.reps:
                d = self.quick(hand + [card]) - base
                if d > 0:
                    pot += k * d
            v = base + self.p["outs"] * pot / max(1, self.unseen) + self.p["bonus"] * colour_bonus(hand, self.me.units)
        self.cache[key] = v
        return v

    def _final_value(self, hand: list, pts: float) -> float:
        """A LAST CHANCE final turn: beat the caller for the card points, else the colour bonus."""
        me = self.me
        caller = me.view["caller"]
        c = me.players[caller]
        ccp = me.visible_points(caller)
        ccb = colour_bonus(c["hand"] or [], c["units"])
        cb = colour_bonus(hand, me.units)
        x = pts - ccp - 0.5
        beat = 1.0 if x > 1.5 else 0.0 if x < -1.5 else 0.5 + x / 3.0
        return beat * (pts - ccb) + (1 - beat) * (cb - ccp - ccb)


# the event Hard keeps of two: a trailing player's help first (3 mermaids win, more from crabs and
# shells...), then a leader's burden that costs least
EVENT_PREFERENCE = ("mermaid_dance", "hermit_crab", "shell_dance", "dolphins", "sunfish", "water_rodeo",
                    "coral_reef", "angelfish", "kraken", "tornado", "treasure_chest", "diodon")


def hard(rules, view: dict, seed: int, **params) -> dict:
    """Hard's move (see the module docstring); ``params`` override ``PARAMS`` (for tuning). The work
    is fixed by the parameters (sampled worlds, not a clock), so a seed always gives the same move."""
    p = dict(PARAMS, **params)
    me = Seat(rules, view, seed)
    moves = me.moves
    if len(moves) == 1:
        return moves[0]
    mind = Mind(me, p)
    value = mind.value
    phase = me.phase
    if phase == "draw":
        scored = []
        for m in moves:
            if "take" in m:
                scored.append((value(me.hand + [me.tops[m["take"]]]), m))
            else:
                scored.append((me.deck_value(lambda c: value(me.hand + [c])), m))
        return _best(scored, seed)
    if phase == "keep":
        deny = _denial(mind, seed)
        scored = []
        for m in moves:
            other = next(c for c in me.pending["cards"] if c != m["keep"])
            left = [other] + [me.tops[i] for i in (0, 1) if i != m["pile"] and me.tops[i] is not None]
            threat = max(deny(c) for c in left)
            scored.append((value(me.hand + [m["keep"]]) - p["deny"] * threat, m))
        return _best(scored, seed)
    if phase in ("crab", "lobster", "angelfish", "swap"):
        return _gain_best(phase, me, moves, value, seed)
    if phase == "event":
        return min(moves, key=lambda m: EVENT_PREFERENCE.index(m["keep_event"]))
    if phase == "play":
        move = _hard_play(mind, seed)
        if move is not None:
            return move
    return _hard_end(mind, seed)


def _denial(mind: Mind, seed: int):
    """``threat(card)``: what a pile top is worth to the next player, on hands guessed for them."""
    me = mind.me
    nxt = (me.seat + 1) % me.n
    if me.view["call"] is not None and nxt == me.view["caller"]:
        return lambda c: 0.0
    if me.view["jelly"] and nxt in me.view["jelly"]["targets"] and not me.players[nxt]["protected"]:
        return lambda c: 0.0
    r = rng.seed_state(seed ^ 0xDE11)
    eff = me.effects_of(nxt)
    units = me.players[nxt]["units"]
    hands = []
    for _ in range(4):
        r, hand = _guess_hand(me, nxt, me.pool, eff, r)
        hands.append((hand, card_points(hand, units, eff)["total"]))
    cache = {}

    def threat(card):
        if card not in cache:
            cache[card] = sum(card_points(h + [card], units, eff)["total"] - b for h, b in hands) / len(hands)
        return cache[card]
    return threat


def _guess_hand(me: Seat, seat: int, pool: list, eff, r):
    """A hand for ``seat`` of its size: each card the better of two unseen cards (as a player keeps
    one of two)."""
    p = me.players[seat]
    if p["hand"] is not None:
        return r, list(p["hand"])
    r, order = rng.shuffled(r, pool)
    hand = []
    k = p["hand_size"]
    while len(hand) < k and order:
        a = order.pop()
        if not order:
            hand.append(a)
            break
        b = order.pop()
        pa = card_points(hand + [a], [], eff)["total"]
        pb = card_points(hand + [b], [], eff)["total"]
        hand.append(a if pa >= pb else b)
        order.insert(0, b if pa >= pb else a)
    return r, hand


def _hard_play(mind: Mind, seed: int):
    """The duo (or trio) to play now, or None to end the turn."""
    me, p = mind.me, mind.p
    t = _types(me.hand)
    stars = t["starfish"]
    pairs = hand_pairs(t, "water_rodeo" in me.effects)
    best, best_v = None, 0.0
    for m in me.moves:
        if "trio" in m:
            v = 0.05 if pairs - 1 < stars else -1.0  # the starfish would be left without a pair
        elif "duo" in m:
            effect = _duo_effect(me, m)
            if not _useful(me, m, effect):
                continue
            if stars and pairs - 1 < stars:
                continue  # the trio keeps the starfish's 2 points
            v = _effect_gain(mind, m, effect)
        elif "shell_down" in m:
            left = _without(me.hand, [m["shell_down"]])
            v = 0.01 if card_points(left, me.units, me.effects)["total"] >= me.points() and me.n > 2 else -1.0
        else:
            continue
        if v > best_v:
            best, best_v = m, v
    return best


def _effect_gain(mind: Mind, m: dict, effect: str) -> float:
    me = mind.me
    v = 1.0 if effect != "boat" else 0.5  # boats last: the extra turn ends this play step
    if "pile" in m:
        v += 0.01 * me.sizes[m["pile"]] + 0.001 * mind.value(me.hand + [me.tops[m["pile"]]])
    if "target" in m:
        o = m["target"]
        if "unit" in m:
            v += 0.01 * me.players[o]["score"]
        else:
            v += 0.01 * me.players[o]["hand_size"] + 0.001 * me.players[o]["score"]
    return v


def _hard_end(mind: Mind, seed: int) -> dict:
    me = mind.me
    calls = [m["end"] for m in me.moves if "end" in m]
    if len(calls) == 1:
        return {"end": calls[0]}
    return {"end": _choose_call(mind, calls, seed)}



# --- Hard's call: sampled worlds, the turns that follow simulated --------------------------------

DUO_PLAY = ("crab", "lobster", "fish", "shark", "jellyfish", "boat")


def _sample_world(me: Seat, r):
    """Hidden hands (each card the better of two unseen ones), the cards under the pile tops and the
    deck's order, consistent with the view."""
    r, rest = rng.shuffled(r, me.pool)
    hands = []
    for o, p in enumerate(me.players):
        if o == me.seat:
            hands.append(list(me.hand))
        elif p["hand"] is not None:
            hands.append(list(p["hand"]))
        else:
            eff = me.effects_of(o)
            hand = []
            while len(hand) < p["hand_size"] and rest:
                a = rest.pop()
                if not rest:
                    hand.append(a)
                    break
                b = rest.pop()
                pa = card_points(hand + [a], [], eff)["total"]
                pb = card_points(hand + [b], [], eff)["total"]
                keep, back = (a, b) if pa >= pb else (b, a)
                hand.append(keep)
                rest.insert(0, back)
            hands.append(hand)
    piles = []
    for i in (0, 1):
        under = [rest.pop() for _ in range(max(0, me.sizes[i] - 1)) if rest]
        piles.append(under + ([me.tops[i]] if me.tops[i] is not None else []))
    deck = rest[:me.deck]
    units = [[{"kind": u["kind"], "cards": u["cards"]} for u in p["units"]] for p in me.players]
    return r, {"hands": hands, "piles": piles, "deck": deck, "units": units,
               "revealed": [p["revealed"] for p in me.players]}


def _pts(me: Seat, world: dict, seat: int) -> int:
    return card_points(world["hands"][seat], world["units"][seat], me.effects_of(seat))["total"]


def _sim_turn(me: Seat, p: dict, world: dict, seat: int, r, restricted: bool = False):
    """One turn of a player who keeps what scores most: a pile top worth ``take_gain`` points, else
    the better of two deck cards; then every duo for its effect (a boat: one more turn)."""
    hand, deck, piles = world["hands"][seat], world["deck"], world["piles"]
    units = world["units"][seat]
    eff = me.effects_of(seat)

    def pts(h):
        return card_points(h, units, eff)["total"]
    turns = 1
    while turns:
        turns -= 1
        if restricted:
            if deck:
                hand.append(deck.pop())
            return r
        base = pts(hand)
        take, gain = None, p["take_gain"]
        for i in (0, 1):
            if piles[i]:
                g = pts(hand + [piles[i][-1]]) - base
                if g >= gain:
                    take, gain = i, g
        if take is not None:
            hand.append(piles[take].pop())
        elif len(deck) >= 2:
            a, b = deck.pop(), deck.pop()
            keep, other = (a, b) if pts(hand + [a]) >= pts(hand + [b]) else (b, a)
            hand.append(keep)
            piles[0 if len(piles[0]) <= len(piles[1]) else 1].append(other)
            if "dolphins" in eff and data.type_of(other) in data.COLLECTOR_CARDS and deck:
                hand.append(deck.pop())
        elif deck:
            hand.append(deck.pop())
        elif piles[0] or piles[1]:
            hand.append(piles[0 if piles[0] else 1].pop())
        while True:
            pe = _pair_effects(_types(hand))
            effect = next((e for e in DUO_PLAY if pe.get(e)), None)
            if effect is None:
                break
            a_type, b_type = {"crab": ("crab", "crab"), "lobster": ("lobster", "crab"), "fish": ("fish", "fish"),
                              "shark": ("shark", "swimmer"), "jellyfish": ("jellyfish", "swimmer"),
                              "boat": ("boat", "boat")}[effect]
            a = next(c for c in hand if data.type_of(c) == a_type)
            hand.remove(a)
            b = next(c for c in hand if data.type_of(c) == b_type)
            hand.remove(b)
            stars = [c for c in hand if data.type_of(c) == "starfish"]
            if stars and hand_pairs(_types(hand)) < len(stars):
                hand.remove(stars[0])  # the starfish would lose its pair: a trio, no effect
                units.append({"kind": "trio", "cards": [a, b, stars[0]]})
                continue
            units.append({"kind": "duo", "cards": [a, b]})
            if effect == "crab":
                for pile in ((0, 1) if "hermit_crab" in eff else (None,)):
                    best = None
                    for i in ((0, 1) if pile is None else (pile,)):
                        for c in piles[i]:
                            v = pts(hand + [c])
                            if best is None or v > best[0]:
                                best = (v, i, c)
                    if best:
                        piles[best[1]].remove(best[2])
                        hand.append(best[2])
            elif effect == "lobster":
                seen = deck[-5:]
                if seen:
                    c = max(seen, key=lambda x: pts(hand + [x]))
                    deck.remove(c)
                    hand.append(c)
            elif effect == "fish":
                for _ in range(2 if "sunfish" in eff else 1):
                    if deck:
                        hand.append(deck.pop())
            elif effect == "shark":
                victims = [o for o in range(len(world["hands"])) if o != seat and world["hands"][o]
                           and not world["revealed"][o] and not me.players[o]["protected"]]
                if victims:
                    r, i = rng.below(r, len(victims))
                    vh = world["hands"][victims[i]]
                    r, k = rng.below(r, len(vh))
                    hand.append(vh.pop(k))
            elif effect == "boat":
                if deck or piles[0] or piles[1]:
                    turns += 1
    return r


def _copy_world(world: dict) -> dict:
    return {"hands": [list(h) for h in world["hands"]], "piles": [list(x) for x in world["piles"]],
            "deck": list(world["deck"]), "units": [list(u) for u in world["units"]],
            "revealed": list(world["revealed"])}


def _equity(me: Seat, p: dict, scored: list) -> float:
    """Hard's chance to win the game once a round scores ``scored``: exact at the target, else a
    softmax of the totals whose spread grows with the rounds still to play."""
    totals = [a + b for a, b in zip(me.view["scores"], scored)]
    target = me.view["rules"]["target"]
    n = me.n
    if max(totals) >= target:
        top = max(totals)
        tied = [i for i in range(n) if totals[i] == top]
        if me.seat not in tied:
            return 0.0
        best = max(scored[i] for i in tied)
        tied = [i for i in tied if scored[i] == best]
        return 1.0 / len(tied) if me.seat in tied else 0.0
    mu, sd = (p["mu2"], p["sd2"]) if n == 2 else (p["mu"], p["sd"])
    rounds = max(1.0, (target - max(totals)) / mu)
    k = 1.7 / (sd * rounds ** 0.5)
    mine = totals[me.seat]
    return 1.0 / sum(math.exp(max(-50.0, min(50.0, k * (t - mine)))) for t in totals)


def _stop_scores(me: Seat, world: dict) -> list:
    return [_pts(me, world, o) for o in range(me.n)]


def _last_chance_scores(me: Seat, p: dict, world: dict, r):
    """The final turns after a LAST CHANCE, then the bet (None: the deck ran out, the round void)."""
    w = _copy_world(world)
    w["revealed"][me.seat] = True
    jelly = me.view["jelly"]
    void = me.view["options"]["deck_out_after_last_chance"] == "void"
    if void and not w["deck"]:
        return r, [0] * me.n
    for k in range(1, me.n):
        o = (me.seat + k) % me.n
        stung = bool(jelly and jelly["source"] == me.seat and o in jelly["targets"]
                     and not me.players[o]["protected"])
        r = _sim_turn(me, p, w, o, r, restricted=stung)
        w["revealed"][o] = True
        if void and not w["deck"]:
            return r, [0] * me.n
    pts = _stop_scores(me, w)
    bonus = [colour_bonus(w["hands"][o], w["units"][o]) for o in range(me.n)]
    mine = pts[me.seat]
    if all(mine >= pts[o] + p["lc_margin"] for o in range(me.n) if o != me.seat):
        return r, [pts[o] + bonus[o] if o == me.seat else bonus[o] for o in range(me.n)]
    return r, [bonus[o] if o == me.seat else pts[o] for o in range(me.n)]


def _guess_of(me: Seat, p: dict, world: dict, who: int, of: int) -> float:
    """An opponent's guess of a seat's card points: its visible points and so much a hidden card."""
    pl = me.players[of]
    if pl["hand"] is not None:
        return _pts(me, world, of)
    return card_points([], world["units"][of], me.effects_of(of))["total"] + p["opp_card"] * len(world["hands"][of])


def _none_scores(me: Seat, p: dict, world: dict, r):
    """No call: each opponent plays a turn and may STOP; then Hard plays one more turn, and the round
    is valued as if it stopped there."""
    w = _copy_world(world)
    need = me.view["rules"]["call_points"]
    if not w["deck"]:
        return r, [0] * me.n
    jelly = me.view["jelly"]
    for k in range(1, me.n + 1):
        o = (me.seat + k) % me.n
        stung = bool(jelly and jelly["source"] == me.seat and o in jelly["targets"]
                     and not me.players[o]["protected"]) and o != me.seat
        r = _sim_turn(me, p, w, o, r, restricted=stung)
        mine = _pts(me, w, o)
        if not w["deck"]:
            return r, (_stop_scores(me, w) if mine >= need and not stung else [0] * me.n)
        if o == me.seat or stung or mine < need:
            continue
        lead = mine - max(_guess_of(me, p, w, o, x) for x in range(me.n) if x != o)
        if lead >= p["opp_lead"]:
            return r, _stop_scores(me, w)
    return r, _stop_scores(me, w)


def _choose_call(mind: Mind, calls: list, seed: int) -> str:
    me, p = mind.me, mind.p
    worlds = p["worlds2"] if me.n == 2 else p["worlds"]
    r = rng.seed_state(seed ^ 0xCA11)
    value = {c: 0.0 for c in calls}
    for _ in range(worlds):
        r, world = _sample_world(me, r)
        for c in calls:
            if c == "stop":
                scored = _stop_scores(me, world)
            elif c == "last_chance":
                r, scored = _last_chance_scores(me, p, world, r)
            else:
                r, scored = _none_scores(me, p, world, r)
            value[c] += _equity(me, p, scored)
    value["none"] = value.get("none", 0.0) + p["cont"] * worlds
    return max(calls, key=lambda c: (value[c], c == "none"))


BOTS = {"greedy": medium, "hard": hard}


def _gain_best(phase: str, me, moves: list, value, seed: int) -> dict:
    """Both levels' choice of a card to gain (a crab pick, a lobster keep, an Angelfish take) or to
    swap: the one that leaves the hand worth most by ``value``."""
    if phase in ("crab", "lobster"):
        key = "pick" if phase == "crab" else "keep"
        return _best([(value(me.hand + [m[key]]), m) for m in moves], seed)
    if phase == "angelfish":
        return _best([(value(me.hand + [me.tops[m["angelfish"]]]), m) for m in moves], seed)
    base = value(me.hand)
    scored = []
    for m in moves:
        if m["swap"] is None:
            scored.append((0.0, m))
        else:
            mine, theirs = m["swap"]
            scored.append((value(_without(me.hand, [mine]) + [theirs]) - base, m))
    return _best(scored, seed)
