"""Awkward Guests' bots: detectives that deduce from their own notebook and the public record only.

A bot's knowledge is its view: the cards it has seen (``notebook``, the revealed pile) and which of
them it knows another seat has seen (``known_to``: what it gave them or got from them). The solver's
open-world count over those cards is the number of solutions still possible, so "accuse when one is
left" never guesses and never peeks (``shared/rules/awkwardguests.md`` §7).

- **Easy** (``random``): asks, offers and pays at random; accuses only when certain.
- **Medium** (``greedy``): asks about a random suspect or room that still matters, offers every card
  it may, takes every offer it can pay for, accuses when certain.
- **Hard**: reads more into the cards (a sign found in the study, a motive shown for a suspect: see
  ``Mind``); asks where the open solutions split most; offers only what the asker has seen already
  (so it is paid for telling nothing new), and pays with what the receiver has seen already or what
  tells least; keeps the cards the others have seen, then its most valuable; accuses when certain.
"""

import itertools

from . import data, solver


class Mind:
    """What a seat knows: the open solutions over its notebook and the revealed cards. A ``sharp`` mind
    also reads what the solver leaves aside: a sign found in the study was left by the weapon, and a
    murderer or an accomplice had one motive only, so a motive shown for them is the one."""

    def __init__(self, view: dict, sharp: bool = False):
        self.view = view
        self.cards = {c["id"]: c for c in view["notebook"]}
        self.cards.update({c["id"]: c for c in view["revealed_cards"]})
        self.survivors = solver.survivors(view["case"], list(self.cards.values()), closed=False)
        if sharp:
            self.survivors = _sharpen(self.survivors, self.cards.values())
        self.count = len(self.survivors)

    def seen_by(self, seat: int) -> set:
        """The cards this seat knows ``seat`` has seen."""
        return set(self.view["known_to"].get(str(seat), ())) | set(self.view["revealed"])

    def share(self, test) -> float:
        return sum(1 for x in self.survivors if test(x)) / max(1, self.count)


def _sharpen(survivors: list, cards) -> list:
    signs = {c["p"][0] for c in cards if c["kind"] == "sign_present"}
    shown = {}
    for c in cards:
        if c["kind"] == "motive_supported":
            shown.setdefault(c["p"][0], set()).add(c["p"][1])

    def fits(x):
        if not signs <= set(data.WEAPONS[x["weapon"]][0]):
            return False
        for who, motive in ((x["murderer"], x["motive"]), (x["accomplice"], x["accomplice_motive"])):
            if who in shown and shown[who] != {motive}:
                return False
        return True

    return [x for x in survivors if fits(x)] or survivors


def _split(p: float) -> float:
    """How evenly a question splits the open solutions (1 at half, 0 when settled)."""
    return 4 * p * (1 - p)


def ref_scores(mind: Mind) -> dict:
    """How much asking about each suspect or room may tell, from how the open solutions split."""
    scores = {}
    for x in data.SUSPECT_IDS:
        as_m = mind.share(lambda c: c["murderer"] == x)
        as_a = mind.share(lambda c: c["accomplice"] == x)
        motives = {c["motive"] for c in mind.survivors if c["murderer"] == x}
        scores[x] = _split(as_m) + _split(as_a) + (0.5 * as_m if len(motives) > 1 else 0)
    weapons = {w: mind.share(lambda c, w=w: c["weapon"] == w) for w in mind.view["case"]["weapons"]}
    spread = 1 - sum(p * p for p in weapons.values())
    for r in data.ROOM_IDS:
        kept = sum(_split(p) for w, p in weapons.items() if data.WEAPONS[w][1] == r)
        scores[r] = 0.5 * kept + (0.15 if mind.count > 1 else 0)
    scores[data.STUDY] += 1.5 * spread
    return scores


def _ranked(scores: dict, seed: int) -> list:
    return sorted(scores, key=lambda r: (-round(scores[r], 6), (hash_seed(seed, r))))


def hash_seed(seed: int, text: str) -> int:
    """A tie-break that depends on the bot's seed and the name only (the same in every Python)."""
    h = seed & 0xFFFFFFFF
    for ch in text:
        h = (h * 31 + ord(ch)) & 0xFFFFFFFF
    return h


def _inquire(view: dict, refs: list) -> dict:
    return {"t": "inquire", "refs": sorted(refs, key=(data.SUSPECT_IDS + data.ROOM_IDS).index)}


def _accuse_or_continue(mind: Mind, gamble: bool = False, seed: int = 0) -> dict:
    if mind.count == 1 or gamble and mind.count == 2:
        pick = mind.survivors[0] if mind.count == 1 else mind.survivors[seed % 2]
        return {"t": "accuse", **pick}
    return {"t": "continue"}


def _asks(view: dict) -> int:
    return data.ASK.get(len(view["players"]), data.ASK_DEFAULT)


def _minimal_pay(values: dict, need: int, cost) -> list | None:
    """The payment of value at least ``need`` from ``values`` (card -> value) that costs least, then
    uses fewest cards; None if the hand cannot pay."""
    best = None
    cards = sorted(values)
    for k in range(1, len(cards) + 1):
        for combo in itertools.combinations(cards, k):
            total = sum(values[i] for i in combo)
            if total < need or total - min(values[i] for i in combo) >= need:
                continue
            key = (cost(combo), total, k, combo)
            if best is None or key < best:
                best = key
    return None if best is None else list(best[3])


def _take(view: dict, mind: Mind, offers: list, cost) -> dict:
    """Take the first of ``offers`` the hand can pay, with the payment ``cost(offerer, cards)`` ranks
    lowest; else finish the exchange."""
    values = {i: mind.cards[i]["value"] for i in _available(view)}
    for x in offers:
        pay = _minimal_pay(values, view["players"][x]["offer"]["value"], lambda c, x=x: cost(x, c))
        if pay:
            return {"t": "take", "from": x, "pay": pay}
    return {"t": "done"}


def _offers_open(view: dict) -> list:
    n = len(view["players"])
    order = [(view["active"] - k) % n for k in range(1, n)]
    return [x for x in order if view["players"][x]["offer"] and str(x) not in view["taken"]]


def _available(view: dict) -> list:
    promised = {i for pay in view["taken"].values() for i in pay}
    return [i for i in view["hand"] if i not in promised]


def _matching(view: dict, mind: Mind) -> list:
    asked = set(view["inquiry"])
    return sorted(i for i in view["hand"] if asked & set(mind.cards[i]["refs"]))


# --- the three levels ----------------------------------------------------------------------------

def easy_choose(rules, view: dict, seed: int) -> dict:
    mind = Mind(view)
    phase = view["phase"]
    if phase == "inquiry":
        refs = list(data.SUSPECT_IDS + data.ROOM_IDS)
        out = []
        for k in range(_asks(view)):
            r = refs[hash_seed(seed, str(k)) % len(refs)]
            refs.remove(r)
            out.append(r)
        return _inquire(view, out)
    if phase == "offer":
        cards = _matching(view, mind)
        return {"t": "offer", "cards": [i for i in cards if hash_seed(seed, str(i)) % 2]}
    if phase == "exchange":
        if hash_seed(seed, "take") % 2:
            return _take(view, mind, _offers_open(view), lambda x, c: hash_seed(seed, str(c)))
        return {"t": "done"}
    if phase == "solution":
        return _accuse_or_continue(mind)
    return _discard(view, mind, key=lambda i: hash_seed(seed, str(i)))


def medium_choose(rules, view: dict, seed: int) -> dict:
    mind = Mind(view)
    phase = view["phase"]
    if phase == "inquiry":
        scores = ref_scores(mind)
        useful = [r for r in scores if scores[r] > 0.2] or list(scores)
        useful.sort(key=lambda r: hash_seed(seed, r))
        return _inquire(view, (useful + [r for r in scores if r not in useful])[:_asks(view)])
    if phase == "offer":
        return {"t": "offer", "cards": _matching(view, mind)}
    if phase == "exchange":
        return _take(view, mind, _offers_open(view), lambda x, c: 0)
    if phase == "solution":
        return _accuse_or_continue(mind)
    return _discard(view, mind, key=lambda i: hash_seed(seed, str(i)))


def hard_choose(rules, view: dict, seed: int) -> dict:
    mind = Mind(view, sharp=True)
    phase = view["phase"]
    if phase == "inquiry":
        return _inquire(view, _ranked(ref_scores(mind), seed)[:_asks(view)])
    if phase == "offer":
        asker = view["active"]
        seen = mind.seen_by(asker)
        if view["deck_count"] + view["discard_count"] < len(view["players"]):
            # little left to draw: the cards still hidden are in hands, and only offers bring them out
            # (without this, a table of Hard bots can wait forever: 8 of 100 games at 8 players)
            return {"t": "offer", "cards": _matching(view, mind)}
        return {"t": "offer", "cards": [i for i in _matching(view, mind) if i in seen]}
    if phase == "exchange":
        # the richest offer first, paid with what tells its offerer least
        offers = sorted(_offers_open(view), key=lambda x: -view["players"][x]["offer"]["value"])
        return _take(view, mind, offers, lambda x, c: sum(mind.cards[i]["value"] for i in c if i not in mind.seen_by(x)))
    if phase == "solution":
        return _accuse_or_continue(mind, gamble=_late(view), seed=seed)
    # keep the cards the others have seen (they pay for an offer of them and learn nothing), then the
    # most valuable (measured: 74 -> 78 % against Medium at 3 players, 300 games)
    others = [p["seat"] for p in view["players"] if p["seat"] != view["seat"] and not p["eliminated"]]
    return _discard(view, mind, key=lambda i: (sum(i in mind.seen_by(x) for x in others), mind.cards[i]["value"],
                                               hash_seed(seed, str(i))))


def _late(view: dict) -> bool:
    """Whether to toss a coin between two solutions: never, so far (measured: it loses more games by
    elimination than it wins by speed)."""
    return False


def _discard(view: dict, mind: Mind, key) -> dict:
    """Keep the 3 cards ``key`` ranks highest."""
    hand = sorted(view["hand"], key=key, reverse=True)
    return {"t": "discard", "cards": sorted(hand[data.KEEP:])}


BOTS = {"random": easy_choose, "greedy": medium_choose, "hard": hard_choose}
