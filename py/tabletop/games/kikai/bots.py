"""KIKAI's bots: Medium and Hard, deciding from their seat's view only.

KIKAI is open information but for the pile's and the stacks' order [BOOTH], so a bot plans on one
``determinize``d world. Both judge a position with ``Judge``: the score if the game ended now, with
the steps of the final scoring smoothed (Energy, tokens, the fan majority), plus what the position
promises (Renown waiting for the round end, fans on the KIKAI waiting for an Exhibition, empty
pieces a fan can reach, routes to squares).

- Medium takes, at each decision, the move whose position the judge likes best, looking through
  the rest of that action's steps greedily.
- Hard searches its whole turn: every card (or a pair towards a district no single card reaches)
  with every action after it, each action's later steps (flyers, fans, billboard) taken greedily,
  then the Megaphone's second action after the few best first actions; it plays the first move of
  the best end of turn. Its work is bounded by a count of positions judged and route maps worked
  out (``HARD_SEARCH["budget"]``), not by the clock, so it repeats itself. Its judge (``HARD``)
  values routes from its KIKAI to the fans much more than Medium's does (0.4 against 0.08 a fan in
  reach) and discounts a fan by the opponent's flyers it must pay for (``toll``), which is what
  makes it build its own networks and attract fans early; it draws like Medium.

In both judges a piece holding a fan keeps ``busy`` of what it promised while empty (it takes a
fan again after the next Exhibition): without it, taking a fan lost the judge more than it gained,
and the bots left fans on the squares and exhibited empty KIKAI for Energy.
"""

from . import data, scoring, town, turn

TURN_PHASES = ("play", "action", "deploy_more", "attract_more", "billboard", "extra")
TOTAL_TURNS = sum(data.ROUND_TURNS)

MEDIUM = {"energy": 0.15, "tokens": 0.45, "fan_piece": 0.8, "empty_reach": 1.2, "empty_far": 0.5,
          "route": 0.08, "billboard": 0.4, "renown": 1.0, "busy": 0.5}
HARD = {"energy": 0.12, "tokens": 0.55, "fan_piece": 0.9, "empty_reach": 1.5, "empty_far": 0.6,
        "route": 0.4, "billboard": 0.6, "renown": 1.0, "busy": 0.6,
        "toll": 1.0}
# "second": ends of the first action whose second action is searched; "budget": the work (positions
# judged + route maps) after which no more pairs nor second actions are searched (worst move ~0.2 s)
HARD_SEARCH = {"second": 4, "budget": 2000}


PIECES = {pid: data.piece(pid) for pid in data.ALL_PIECES}  # the judge looks pieces up often


def _streets_and_squares(s: dict) -> tuple:
    """A key for the flyers on the streets and the fans on the squares: all ``Judge.reach`` depends on."""
    return tuple(sorted(s["spaces"].items())), tuple(tuple(f) for f in s["squares"].values())


def _turns_done(s: dict) -> int:
    r = s["round"]
    return sum(data.ROUND_TURNS[: r - 1]) * 2 + s["turns"][0] + s["turns"][1]


def _effect_worth(effect: dict, per_renown: float) -> float:
    """A piece effect in VP, roughly: Energy buys little, tokens are an action's worth."""
    w = {"vp": 1.0, "energy": 0.25, "ladders": 0.8, "megaphones": 0.9, "renown": per_renown}
    return sum(w[k] * n for k, n in effect.items())


class Judge:
    """A position's worth for a seat, in VP (higher is better), minus the same for the opponent."""

    def __init__(self, params: dict):
        self.p = params
        self.memo = {}  # routes and reach already worked out (a judge lives for one decision)
        self.work = 0  # positions judged and route maps worked out: the measure of a search's work

    def worth(self, s: dict, seat: int) -> float:
        P, p = self.p, s["players"][seat]
        q = s["players"][1 - seat]
        adv = s["options"]["mode"] == "advanced"
        left = max(0.0, 1 - _turns_done(s) / (2 * TOTAL_TURNS))  # share of the game still to play
        v = float(scoring.total(s, seat))
        # smooth the final scoring's steps: Energy, Megaphones and Ladders count for more while they can be used
        v -= p["energy"] // data.ENERGY_PER_VP + p["megaphones"] // 2 + p["ladders"] // 2
        v += p["energy"] * (0.2 + P["energy"] * left) + (p["megaphones"] + p["ladders"]) * (0.5 + P["tokens"] * left)
        most = p["attracted"] > q["attracted"]
        if not adv or s["options"]["advanced_fan_bonus"]:
            v -= data.MOST_FANS_VP if most else 0
            v += data.MOST_FANS_VP * min(1.0, max(0.0, 0.5 + 0.18 * (p["attracted"] - q["attracted"])))
        # Renown waiting for the round's end
        mult = data.ROUND_MULTIPLIER[s["round"] - 1]
        value = data.renown_value(p["renown"])
        v += P["renown"] * (value * 0.6 if adv else value * mult)
        per_renown = 0.45 * (mult if not adv else 0.8)
        key = _streets_and_squares(s)
        for d in data.DISTRICTS:
            if s["kikai"][d][seat]:
                v += self.kikai(s, seat, d, per_renown, left, key)
        v += P["billboard"] * (6 - sum(p["billboards"])) ** 2 * 0.15
        return v

    def kikai(self, s: dict, seat: int, d: str, per_renown: float, left: float, key: tuple) -> float:
        """The seat's KIKAI in district ``d``: fans on it wait for an Exhibition; each piece takes a fan
        again after every Exhibition, its effect firing each time, the more surely the easier a fan
        of its colour comes (``_reach``); a piece holding a fan keeps ``busy`` of that promise."""
        P, adv = self.p, s["options"]["mode"] == "advanced"
        busy = P.get("busy", 0.0)
        near, fans = self.reach(s, seat, d, key)
        v = P["route"] * fans * left
        for x in s["kikai"][d][seat]:
            pc = PIECES[x["piece"]]
            worth = turn.fan_value(s, seat, pc["colour"]) * per_renown + (1 if adv else 0)
            gain = worth + _effect_worth(pc["effect"], per_renown)
            again = (P["empty_far"] + (P["empty_reach"] - P["empty_far"]) * near.get(pc["colour"], 0.0)) \
                * gain * min(1.0, 2.5 * left)
            if x["fan"]:
                v += P["fan_piece"] * worth * (0.3 + 0.7 * left) + busy * again
            else:
                v += again
        return v

    def reach(self, s: dict, seat: int, district: str, key: tuple) -> tuple:
        """How easily fans come to the seat's KIKAI in ``district`` along the routes of
        ``town.route_costs`` (square -> opponent flyers on the way): per colour the best of
        1 / (1 + toll x flyers) over the squares holding one (absent: none in reach), and the fans in
        reach weighted the same way; with ``toll`` 0 every reachable fan counts fully. Remembered under
        ``key`` (``_streets_and_squares``), the routes under the streets alone: a search meets the same
        streets again and again, and only a Deploy changes them."""
        memo = key + (seat, district)
        if memo in self.memo:
            return self.memo[memo]
        routes = key[0], seat, district
        if routes not in self.memo:
            self.work += 1
            self.memo[routes] = town.route_costs(s["spaces"], seat, district, turn.passable(s))
        toll, near, fans = self.p.get("toll", 0.0), {}, 0.0
        for sq, c in self.memo[routes].items():
            here = s["squares"][sq]
            if not here:
                continue
            f = 1 / (1 + toll * c)
            fans += len(here) * f
            for colour in here:
                if f > near.get(colour, 0.0):
                    near[colour] = f
        self.memo[memo] = near, fans
        return near, fans

    def value(self, s: dict, seat: int) -> float:
        self.work += 1
        if s["phase"] == "over":
            res = scoring.result(s)
            if res["media_victory"] is not None:
                return 1000.0 if res["media_victory"] == seat else -1000.0
            return (res["scores"][seat] - res["scores"][1 - seat]) * 10.0
        return self.worth(s, seat) - self.worth(s, 1 - seat)


def _pick(options: list, seed: int):
    return options[seed % len(options)]


def _best(scored: list, seed: int):
    top = max(v for v, _ in scored)
    return _pick([m for v, m in scored if v >= top - 1e-9], seed)


def _in_turn(s: dict, seat: int) -> bool:
    return s["phase"] in TURN_PHASES and s["active"] == seat


def finish_action(rules, s: dict, seat: int, judge: Judge) -> dict:
    """Play the rest of an action (further flyers, fans, a billboard) greedily."""
    while s["phase"] in ("deploy_more", "attract_more", "billboard") and s["active"] == seat:
        moves = rules.legal_moves(s)
        s = max(((judge.value(x, seat), i, x) for i, x in enumerate(rules.play(s, m) for m in moves)))[2]
    return s


def draw_move(rules, s: dict, seat: int, moves: list) -> dict:
    """The card that best serves the hand: a district where the bot has something to do, or a pair."""
    if moves[0]["type"] == "ladders":
        hand = len(s["hands"][seat])
        keep = 1 if s["players"][seat]["ladders"] and any(
            len(s["kikai"][d][seat]) in (1, 2) for d in data.DISTRICTS) else 0
        want = max(0, min(len(moves) - 1, 3 - hand, s["players"][seat]["ladders"] - keep))
        return moves[want]
    hand = s["hands"][seat]

    def score(card):
        sites = s["kikai"][card][seat]
        v = 1.0 + (1.5 if card in hand else 0) + 0.8 * sum(1 for x in sites if x["fan"]) \
            + 0.5 * sum(1 for x in sites if not x["fan"]) + (0.6 if len(sites) < 3 else 0)
        return v

    scored = []
    for m in moves:
        if m["from"] == "deck":
            scored.append((1.6, m))
        else:
            scored.append((score(s["visible"][int(m["from"][-1])]), m))
    return max(scored, key=lambda x: x[0])[1]


def medium_choose(rules, view: dict, seed: int, params: dict = None) -> dict:
    s = rules.determinize(view, seed)
    seat = view["seat"]
    moves = rules.legal_moves(s)
    if len(moves) == 1:
        return moves[0]
    if s["phase"] in ("draw", "ladder"):
        return draw_move(rules, s, seat, moves)
    judge = Judge(params or MEDIUM)
    scored = []
    for m in moves:
        after = rules.play(s, m)
        if after["phase"] == "action" and after["active"] == seat:  # a card: judge by its best action
            best = max(judge.value(finish_action(rules, rules.play(after, a), seat, judge), seat)
                       for a in rules.legal_moves(after))
            scored.append((best, m))
            continue
        scored.append((judge.value(finish_action(rules, after, seat, judge), seat), m))
    return _best(scored, seed)


def _card_plays(moves: list, hand: list) -> list:
    """The plays worth searching: every single card, and a pair only towards a district that no
    single card in the hand reaches (a pair there would spend a card for nothing)."""
    return [m for m in moves if len(m["cards"]) == 1 or m["district"] not in hand]


def _action_ends(rules, s: dict, seat: int, judge: Judge, budget: int) -> list:
    """(first move, state) for every way to finish the action under way: from ``play`` each card
    (``_card_plays``) and each action after it, otherwise each next step; the action's later steps
    are greedy."""
    out = []
    moves = rules.legal_moves(s)
    if s["phase"] == "play":
        moves = _card_plays(moves, s["hands"][seat])
    for m in moves:
        if m["type"] == "play" and len(m["cards"]) == 2 and judge.work > budget:
            continue  # enough searched: the pairs, which come last, are left out
        x = rules.play(s, m)
        if m["type"] == "play" and _in_turn(x, seat):
            for _, y in _action_ends(rules, x, seat, judge, budget):
                out.append((m, y))
            continue
        out.append((m, finish_action(rules, x, seat, judge)))
    return out


def _second_actions(rules, s: dict, seat: int, judge: Judge, budget: int) -> list:
    """The ends of the turn after the Megaphone's second action from ``s`` (in the ``extra`` phase)."""
    x = rules.play(s, {"type": "extra_action"})
    return [y for _, y in _action_ends(rules, x, seat, judge, budget)]


def hard_choose(rules, view: dict, seed: int, params: dict = None, search: dict = None) -> dict:
    """Every way to finish the current action (each card, each action, its steps greedy), then the
    Megaphone's second action after the ``second`` best of those; the first move of the best line."""
    S = search or HARD_SEARCH
    s = rules.determinize(view, seed)
    seat = view["seat"]
    moves = rules.legal_moves(s)
    if len(moves) == 1:
        return moves[0]
    if s["phase"] in ("draw", "ladder"):
        return draw_move(rules, s, seat, moves)
    judge = Judge(params or HARD)
    if s["phase"] == "extra":
        ends = [(moves[1], rules.play(s, moves[1]))]
        ends += [(moves[0], y) for y in _second_actions(rules, s, seat, judge, S["budget"])]
    else:
        ends = _action_ends(rules, s, seat, judge, S["budget"])
    scored = sorted(((judge.value(y, seat), i, m, y) for i, (m, y) in enumerate(ends)), key=lambda e: (-e[0], e[1]))
    more = []
    for v, i, m, y in scored[: S["second"]]:
        if judge.work > S["budget"]:  # a bound on the work, not on the clock: the bot stays repeatable
            break
        if y["phase"] == "extra" and y["active"] == seat:
            more += [(judge.value(z, seat), i, m, z) for z in _second_actions(rules, y, seat, judge, S["budget"])]
    return _best([(v, m) for v, _, m, _ in sorted(scored + more, key=lambda e: e[1])], seed)


BOTS = {"greedy": medium_choose, "hard": hard_choose}
