"""A world consistent with what a seat has seen, for bots and previews (``determinize``): what the
seat cannot see dealt again from its view."""

import itertools

from ... import rng
from . import case as cases, data, solver

def determinize(view_: dict, seed: int) -> dict:
    """A full state consistent with ``view_``: a solution drawn among those the seat's notebook leaves
    open; the cards not in its hand or the revealed pile dealt to the other hands, the offers, the deck
    and the discard pile; every card it has not seen told as a harmless fact (of the value an offer
    needs, carrying a reference asked for); other seats' secret choices: continue."""
    v = view_
    r = rng.seed_state(seed)
    n = len(v["players"])
    mine = v["seat"]
    known = {c["id"]: c for c in v["notebook"]}
    known.update({c["id"]: c for c in v["revealed_cards"]})
    public = v["case"]
    open_ = solver.survivors(public, list(known.values()), closed=False)
    r, k = rng.below(r, len(open_))
    solution = open_[k]
    cards = [None] * data.DECK_SIZE
    for i, c in known.items():
        cards[i] = {"id": i, "kind": c["kind"], "p": c["p"], "src": c["src"], "refs": list(c["refs"]), "value": c["value"]}
    r, pool = rng.shuffled(r, [i for i in range(data.DECK_SIZE) if i not in v["hand"] and i not in v["revealed"]])
    hands = [[] for _ in range(n)]
    hands[mine] = list(v["hand"])
    offers = [None] * n

    def tell(i: int, value: int, ref=None) -> None:
        """Card ``i``, unseen by the seat, told as a fact that constrains no solution."""
        nonlocal r
        if ref is None:
            r, x = rng.below(r, len(data.SUSPECT_IDS) + 1)
            ref = data.STUDY if x == len(data.SUSPECT_IDS) else data.SUSPECT_IDS[x]
        if ref in data.SUSPECTS:
            kind, p = "motive_supported", [ref, data.SUSPECTS[ref][0]]
        elif ref == data.STUDY:
            kind, p = "sign_present", [data.WEAPONS[solution["weapon"]][0][0]]
        else:
            kind, p = "last_seen", [solution["murderer"], ref]
        cards[i] = {"id": i, "kind": kind, "p": p, "src": data.KINDS[kind][0], "refs": cases.refs(kind, p),
                    "value": value}

    asked = set(v["inquiry"])
    for p in v["players"]:
        x = p["seat"]
        if x == mine:
            offers[x] = None if v["offer"] is None else {"cards": list(v["offer"]["cards"]), "value": v["offer"]["value"]}
        elif p["offer"] is not None:
            ids = _offer_from(pool, known, asked, p["offer"]["n"], p["offer"]["value"])
            unseen = [i for i in ids if i not in known]
            left = p["offer"]["value"] - sum(known[i]["value"] for i in ids if i in known)
            for j, i in enumerate(unseen):
                value = max(1, min(3, left - (len(unseen) - j - 1)))
                left -= value
                tell(i, value, v["inquiry"][0])
            offers[x] = {"cards": sorted(ids), "value": p["offer"]["value"]}
            hands[x] += ids
            for i in ids:
                pool.remove(i)
    for p in v["players"]:
        x = p["seat"]
        if x != mine:
            need = p["hand_size"] - len(hands[x])
            hands[x] += pool[:need]
            del pool[:need]
    deck, discard = pool[:v["deck_count"]], pool[v["deck_count"]:]
    for i in range(data.DECK_SIZE):
        if cards[i] is None:
            r, value = rng.below(r, 3)
            tell(i, 1 + value // 2)
    notebooks = [sorted(set(hands[x]) | set(v["revealed"])) for x in range(n)]
    notebooks[mine] = [c["id"] for c in v["notebook"]]
    choices = [None] * n
    if v["phase"] == "solution":
        for x in range(n):
            if x == mine:
                choices[x] = v["choice"]
            elif v["players"][x]["chosen"]:
                choices[x] = "continue"
    return {
        "options": dict(v["options"]), "rng": rng.pack(r), "moves": 0, "round": v["round"], "phase": v["phase"],
        "start": v["start"], "active": v["active"], "turns": _turns(v), "case": dict(public, weapons=list(public["weapons"])),
        "cards": cards, "solution": solution, "proof": {"core": [], "structural": []}, "deck": deck,
        "discard": discard, "revealed": list(v["revealed"]), "hands": [sorted(h) for h in hands],
        "notebooks": notebooks, "known_to": [dict(v["known_to"]) if x == mine else {} for x in range(n)],
        "eliminated": list(v["eliminated"]), "inquiry": list(v["inquiry"]),
        "offers": offers, "queue": list(v["queue"]), "taken": {k: list(x) for k, x in v["taken"].items()},
        "choices": choices, "winner": v["winner"], "ended": v["ended"], "events": [],
    }


def _offer_from(pool: list, known: dict, asked: set, count: int, value: int) -> list:
    """``count`` cards of ``pool`` for an offer of ``value``: cards the seat has not seen wherever
    possible (any value 1-3 fits them), else seen ones that carry a reference asked for."""
    unseen = [i for i in pool if i not in known]
    seen = [i for i in pool if i in known and asked & set(known[i]["refs"])]
    for j in range(count + 1):
        m = count - j
        if m > len(unseen):
            continue
        for combo in itertools.combinations(seen, j):
            rest = value - sum(known[i]["value"] for i in combo)
            if m <= rest <= 3 * m:
                return list(combo) + unseen[:m]
    raise ValueError("no cards fit that offer")


def _turns(v: dict) -> int:
    """Turns taken this round, from the view's start and active seats."""
    if v["phase"] in ("solution", "discard", "over"):
        return len([p for p in v["players"] if not p["eliminated"]])
    n = len(v["players"])
    order = [(v["start"] - k) % n for k in range(n) if (v["start"] - k) % n not in v["eliminated"]]
    return order.index(v["active"])


