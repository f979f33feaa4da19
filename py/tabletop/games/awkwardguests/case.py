"""The case generator (``shared/rules/awkwardguests.md`` §1.5) [reconstruction: the publisher's case
book is not public, so each case is generated here from a case number and a level, the same on every
machine, and proved to have exactly one solution by ``solver.count``].

``generate(number, level)`` returns a case: its public part (``public``), its 70 cards (ids 0-69 in
an order that says nothing), the solution, and the near-minimal set of cards that proves it (``core``,
for the end screen's explanation).
"""

from ... import rng
from . import data, solver

ATTEMPTS = 256
MAX_ROUTE = 7  # rooms on a murderer's route, both ends included


class Draw:
    """The engine's seeded generator (``tabletop.rng``) as a stream."""

    def __init__(self, *key: int):
        state = 0
        for k in key:
            state, _ = rng.next_u64((state ^ (k & rng.MASK)) & rng.MASK)
        self.state = state

    def below(self, n: int) -> int:
        self.state, x = rng.below(self.state, n)
        return x

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def chance(self, percent: int) -> bool:
        return self.below(100) < percent

    def shuffled(self, seq) -> list:
        self.state, out = rng.shuffled(self.state, list(seq))
        return out

    def sample(self, seq, k: int) -> list:
        return self.shuffled(seq)[:k]


def _key(number: int, level: str) -> tuple:
    return (number, 1 + data.LEVEL_IDS.index(level))


def card(kind: str, p: list, src: str | None = None) -> dict:
    """A card's fact, told by ``src`` (its kind's source when None)."""
    return {"kind": kind, "p": p, "src": src or (p[0] if kind == "statement" else data.KINDS[kind][0])}


def refs(kind: str, p: list) -> list:
    """The references (suspects and rooms) a card is about, in a stable order."""
    if kind == "statement":
        out = [p[0], p[1], *p[2]]
    elif kind in ("motive_dismissed", "motive_supported"):
        out = [p[0]]
    elif kind in ("sign_absent", "sign_present"):
        out = [data.STUDY]
    elif kind == "weapon_unused":
        out = [data.WEAPONS[p[0]][1]]
    else:  # conspiring, seen_at_murder, last_seen, door_locked, room_watched, trace
        out = list(p)
    order = data.SUSPECT_IDS + data.ROOM_IDS
    return sorted(set(out), key=order.index)


def _routes(start: str) -> list:
    """Simple paths start -> study of at most MAX_ROUTE rooms, depth first, neighbours in the door
    table's order, then stably by length."""
    found = []

    def walk(path):
        room = path[-1]
        if room == data.STUDY:
            found.append(path)
            return
        if len(path) == MAX_ROUTE:
            return
        for n in data.DOORS[room]:
            if n not in path:
                walk(path + [n])

    walk([start])
    return sorted(found, key=len)


def _statement(who: str, room: str, others) -> dict:
    return card("statement", [who, room, sorted(others, key=data.SUSPECT_IDS.index)])


def _attempt(number: int, level: str, has_acc: bool, attempt: int):
    lv = data.level(level)
    d = Draw(*_key(number, level), 1000 + attempt)
    # 3. the truth
    weapons = sorted(d.sample(data.WEAPON_IDS, lv["weapons"]), key=data.WEAPON_IDS.index)
    m = d.choice(data.SUSPECT_IDS)
    mm = d.choice(data.SUSPECTS[m])
    w = d.choice(weapons)
    a = am = None
    if has_acc:
        a = d.choice([s for s in data.SUSPECT_IDS if s != m])
        am = d.choice(data.SUSPECTS[a])
    truth = {"murderer": m, "motive": mm, "weapon": w, "accomplice": a, "accomplice_motive": am}
    # 4. the murderer's route
    start = d.choice([r for r in data.ROOM_IDS if r != data.STUDY])
    routes = _routes(start)
    route = d.choice(routes[:-(-len(routes) // 3)])
    route_doors = {frozenset(x) for x in zip(route, route[1:])}
    # 5. locked doors and watched rooms, off the route
    locked = d.sample([x for x in data.DOOR_LIST if frozenset(x) not in route_doors], lv["locks"])
    watched = d.sample([r for r in data.ROOM_IDS if r not in route], lv["watches"])
    moves = solver.reach(frozenset(frozenset(x) for x in locked), frozenset(watched))
    # 6. where everyone was at the time of the murder, and what they say
    where = {m: data.STUDY}
    statements = {}
    room_a = None
    if a is not None:
        room_a = d.choice([r for r in data.ALIBI_ROOMS if r not in watched])
        where[a] = room_a
        statements[m] = _statement(m, room_a, [a])
        statements[a] = _statement(a, room_a, [m])
    innocents = [s for s in data.SUSPECT_IDS if s not in (m, a)]
    for s in innocents:
        where[s] = d.choice([r for r in data.ALIBI_ROOMS if r != room_a])
    for s in innocents:
        statements[s] = _statement(s, where[s], [t for t in innocents if t != s and where[t] == where[s]])
    if a is None:
        statements[m] = _statement(m, d.choice(data.ALIBI_ROOMS), [])
    # 7. where everyone was at 22:30
    last = {m: route[0]}
    for s in data.SUSPECT_IDS:
        if s == m:
            continue
        if where[s] in watched:
            last[s] = where[s]
        else:
            last[s] = d.choice([r for r in data.ROOM_IDS if r != data.STUDY and where[s] in moves[r]])
    # 8. genuine motives
    genuine = {m: [mm]}
    if a is not None:
        genuine[a] = [am]
    for s in innocents:
        genuine[s] = d.sample(data.SUSPECTS[s], d.choice((0, 1, 1, 2)))
    # 9. the structural cards
    pairs = [(x, y) for i, x in enumerate(data.SUSPECT_IDS) for y in data.SUSPECT_IDS[i + 1:]]
    plots = [] if a is None else [sorted((m, a), key=data.SUSPECT_IDS.index)]
    herrings = lv["n_conspiring"] - len(plots)
    plots += [list(x) for x in d.sample([x for x in pairs if set(x) != {m, a}], herrings)]
    structural = [statements[s] for s in data.SUSPECT_IDS] + [card("conspiring", list(x)) for x in plots]
    # 10. the pool of true clues
    pool = [card("motive_dismissed", [s, x]) for s in data.SUSPECT_IDS for x in data.SUSPECTS[s]
            if x not in genuine[s]]
    in_play = [x for x in data.SIGNS if any(x in data.WEAPONS[v][0] for v in weapons)]
    pool += [card("sign_absent", [x]) for x in in_play if x not in data.WEAPONS[w][0]]
    pool += [card("weapon_unused", [v]) for v in weapons if v != w and d.chance(50)]
    pool += [card("seen_at_murder", [s, where[s]]) for s in data.SUSPECT_IDS if s != m and d.chance(lv["seen"])]
    pool += [card("last_seen", [s, last[s]]) for s in data.SUSPECT_IDS]
    pool += [card("door_locked", list(x)) for x in locked]
    pool += [card("room_watched", [r]) for r in watched]
    pool += [card("trace", [r]) for r in route[:-1] if d.chance(50)]
    pool = d.shuffled(pool)
    public = {"weapons": weapons, "accomplice": lv["accomplice"], "n_conspiring": lv["n_conspiring"]}
    if not solver.truth_survives(public, structural + pool, truth):
        raise AssertionError(f"case {number} {level}: the truth does not survive its own clues")
    if solver.count(public, structural + pool) != 1:
        return None  # every clue together leaves more than one solution: so would any part of them
    # 11. the core: the clues that bring the count to one, then pruned
    facts = list(structural)
    added = []
    n, pairs = solver.tally(public, facts)
    for c in pool:
        if n == 1:
            break
        k, fewer = solver.tally(public, facts + [c], among=pairs)
        if k < n:
            facts.append(c)
            added.append(c)
            n, pairs = k, fewer
    if n != 1:
        return None
    for c in d.shuffled(added):
        rest = [x for x in facts if x is not c]
        if solver.count(public, rest) == 1:
            facts = rest
    core = facts[len(structural):]
    # 12. fill to 70
    deck = list(facts)
    rest = [c for c in pool if not any(c is x for x in core)]
    deck += rest[:lv["extra"]]
    deck += [card("sign_present", [x]) for x in data.WEAPONS[w][0]]
    deck += [card("motive_supported", [s, x]) for s in data.SUSPECT_IDS for x in genuine[s]]
    deck += rest[lv["extra"]:]
    told = deck[len(structural):]
    while len(deck) < data.DECK_SIZE:
        c = d.choice(told)
        deck.append(card(c["kind"], list(c["p"]), d.choice([x for x in data.TRUTHFUL if x != c["src"]])))
    deck = deck[:data.DECK_SIZE]
    # 13. verify, then number the cards in an order that says nothing
    if solver.count(public, deck) != 1 or not solver.truth_survives(public, deck, truth):
        raise AssertionError(f"case {number} {level}: not exactly one solution")
    order = d.shuffled(range(len(deck)))
    cards = [None] * len(deck)
    ids = {}
    for i, j in enumerate(order):
        c = deck[j]
        cards[i] = {"id": i, **c, "refs": refs(c["kind"], c["p"]), "value": value(public, c)}
        ids[j] = i
    core_ids = sorted(ids[j] for j in range(len(structural), len(facts)))  # the core is at the deck's front
    return {"public": {"level": level, "number": number, **public}, "cards": cards, "solution": truth,
            "core": core_ids, "structural": sorted(ids[j] for j in range(len(structural))),
            "attempts": attempt + 1}


_VALUES: dict = {}


def value(public: dict, c: dict) -> int:
    """A card's information value: its kind's base, plus 1 (at most 3) when it alone removes at least
    a quarter of the candidates of the level's whole space (open world); statements and conspiracies
    keep their base. A function of the card and the public case data only (remembered: only the
    weapons in play matter, and only to the weapon cards)."""
    kind = c["kind"]
    base = data.KINDS[kind][1]
    if kind in data.KEEP_BASE:
        return base
    weapons = tuple(public["weapons"]) if kind in ("sign_absent", "weapon_unused") else None
    key = (weapons, public["accomplice"], public["n_conspiring"], kind, tuple(c["p"]))
    out = _VALUES.get(key)
    if out is None:
        space = dict(public, weapons=list(weapons or data.WEAPON_IDS))
        everything = solver.count(space, [], closed=False)
        alone = solver.count(space, [c], closed=False)
        out = _VALUES[key] = min(3, base + (1 if 4 * (everything - alone) >= everything else 0))
    return out


def generate(number: int, level: str) -> dict:
    """The case of ``number`` at ``level``: the same on every machine."""
    lv = data.level(level)
    has_acc = lv["accomplice"] and Draw(*_key(number, level), 1).chance(50)
    for attempt in range(ATTEMPTS):
        case = _attempt(number, level, has_acc, attempt)
        if case is not None:
            return case
    raise RuntimeError(f"no case {number} at level {level} after {ATTEMPTS} attempts")


def _fact_ok(kind: str, p) -> bool:
    """Whether ``p`` is a fact of its kind about this case universe."""
    if not isinstance(p, list):
        return False
    sus, rooms = data.SUSPECTS, data.ROOMS
    one = len(p) == 1 and isinstance(p[0], str)
    two = len(p) == 2 and all(isinstance(x, str) for x in p)
    if kind == "statement":
        return (len(p) == 3 and isinstance(p[0], str) and p[0] in sus and isinstance(p[1], str)
                and p[1] in data.ALIBI_ROOMS and isinstance(p[2], list)
                and all(isinstance(x, str) and x in sus and x != p[0] for x in p[2]) and len(set(p[2])) == len(p[2]))
    if kind == "conspiring":
        return two and p[0] in sus and p[1] in sus and p[0] != p[1]
    if kind in ("motive_dismissed", "motive_supported"):
        return two and p[0] in sus and p[1] in sus[p[0]]
    if kind in ("sign_absent", "sign_present"):
        return one and p[0] in data.SIGNS
    if kind == "weapon_unused":
        return one and p[0] in data.WEAPONS
    if kind in ("seen_at_murder", "last_seen"):
        return two and p[0] in sus and p[1] in rooms
    if kind == "door_locked":
        return two and p[0] in rooms and p[1] in data.DOORS[p[0]]
    return one and p[0] in rooms  # room_watched, trace


def valid_card(c, i: int) -> bool:
    """Whether ``c`` is card number ``i`` as this module makes them."""
    if not isinstance(c, dict) or set(c) != {"id", "kind", "p", "src", "refs", "value"} or c["id"] != i:
        return False
    if not isinstance(c["kind"], str) or c["kind"] not in data.KINDS or not _fact_ok(c["kind"], c["p"]):
        return False
    src_ok = c["src"] == c["p"][0] if c["kind"] == "statement" else c["src"] in data.TRUTHFUL
    return src_ok and c["refs"] == refs(c["kind"], c["p"]) and type(c["value"]) is int and 1 <= c["value"] <= 3
