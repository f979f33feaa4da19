"""The exact solver of a case (``shared/rules/awkwardguests.md`` §1.4) [reconstruction of the logic,
following [SEED]'s "useful rules": staff, police and coroner never lie; innocents tell the truth about
who was with them (and, D1, where); the murderer was in the study; the murderer and the accomplice
both lie, claiming one alibi room together].

A *candidate* is ``(m, mm, w, a, am)``: murderer, motive, weapon, and accomplice with motive (``a`` and
``am`` None without one). ``count`` counts the candidates that survive a set of cards without listing
them: rules 1-2 act on single factors and rules 3-6 on the pair ``(m, a)``, so the count is a sum over
at most 36 pairs of products. ``closed=True`` is the world where the cards are the whole case deck (the
generator's uniqueness check); ``closed=False`` is a seat that has seen some cards only (bots, the
deduction sheet, card values): then a statement not yet seen cannot reject a pair, and conspiracies
count only once all ``n_conspiring`` of them are seen.

A card here is its fact: ``{"kind": ..., "p": [...]}`` (any other keys are ignored).
"""

from . import data

_LOCK_CACHE: dict = {}
_START_CACHE: dict = {}


class Facts:
    """What a set of cards says, gathered once."""

    def __init__(self, cards):
        self.dismissed = {s: set() for s in data.SUSPECT_IDS}
        self.absent, self.unused = set(), set()
        self.seen = {}        # person -> set of rooms at the time of the murder
        self.said = {}        # suspect -> (room, frozenset of companions)
        self.plots = set()    # frozenset pairs seen conspiring
        self.last = {}        # person -> room at 22:30
        locked, watched, trace = set(), set(), set()
        for c in cards:
            kind, p = c["kind"], c["p"]
            if kind == "motive_dismissed":
                self.dismissed[p[0]].add(p[1])
            elif kind == "sign_absent":
                self.absent.add(p[0])
            elif kind == "weapon_unused":
                self.unused.add(p[0])
            elif kind == "seen_at_murder":
                self.seen.setdefault(p[0], set()).add(p[1])
            elif kind == "statement":
                self.said[p[0]] = (p[1], frozenset(p[2]))
            elif kind == "conspiring":
                self.plots.add(frozenset(p))
            elif kind == "last_seen":
                self.last[p[0]] = p[1]
            elif kind == "door_locked":
                locked.add(frozenset(p))
            elif kind == "room_watched":
                watched.add(p[0])
            elif kind == "trace":
                trace.add(p[0])
        self.locked, self.watched, self.trace = frozenset(locked), frozenset(watched), frozenset(trace)


def reach(locked: frozenset, watched: frozenset) -> dict:
    """room -> the rooms a person there at 22:30 could be in at the time of the murder: through
    unlocked doors, never touching a watched room (start and end included); staying is always possible."""
    key = (locked, watched)
    out = _LOCK_CACHE.get(key)
    if out is None:
        out = {}
        for start in data.ROOM_IDS:
            found = {start}
            if start not in watched:
                todo = [start]
                while todo:
                    r = todo.pop()
                    for n in data.DOORS[r]:
                        if n not in found and n not in watched and frozenset((r, n)) not in locked:
                            found.add(n)
                            todo.append(n)
            out[start] = frozenset(found)
        _LOCK_CACHE[key] = out
    return out


def starts(locked: frozenset, watched: frozenset, trace: frozenset) -> frozenset:
    """The rooms the murderer may have been in at 22:30: a simple path from there to the study through
    unlocked doors touches no watched room (start included) and visits every trace room."""
    key = (locked, watched, trace)
    out = _START_CACHE.get(key)
    if out is None:
        found = set()

        def walk(room, visited):
            # a simple path from the study backwards; ``visited`` holds the path so far
            if room not in found and trace <= visited:
                found.add(room)
            for n in data.DOORS[room]:
                if n not in visited and n not in watched and frozenset((room, n)) not in locked:
                    walk(n, visited | {n})

        if data.STUDY not in watched:
            walk(data.STUDY, frozenset((data.STUDY,)))
        out = _START_CACHE[key] = frozenset(found)
    return out


def _pair_ok(f: Facts, m: str, a, closed: bool, n_conspiring: int, can_start, moves) -> bool:
    """Rules 3-6 for the pair (m, a)."""
    # 3. the murderer was not seen elsewhere
    if any(r != data.STUDY for r in f.seen.get(m, ())):
        return False
    # 4. the accomplice: conspiring with m, and the two claim one alibi room together
    if a is not None:
        sm, sa = f.said.get(m), f.said.get(a)
        if closed:
            if frozenset((m, a)) not in f.plots or sm is None or sa is None:
                return False
        elif len(f.plots) >= n_conspiring and frozenset((m, a)) not in f.plots:
            return False
        if sm is not None and a not in sm[1] or sa is not None and m not in sa[1]:
            return False
        if sm is not None and sa is not None and sm[0] != sa[0]:
            return False
    # 5. alibis: the truth tellers' statements and the sightings place everyone at most once
    pos = {m: data.STUDY}
    for person, rooms in f.seen.items():
        for r in rooms:
            if pos.setdefault(person, r) != r:
                return False
    tellers = [s for s in f.said if s != m and s != a]
    for s in tellers:
        room, others = f.said[s]
        for person in (s, *others):
            if pos.setdefault(person, room) != room:
                return False
    for s in tellers:
        room, others = f.said[s]
        for person, r in pos.items():
            if r == room and person != s and person not in others:
                return False
    # 6. opportunity: the murderer's way to the study, and the truth tellers' ways to where they were
    start = f.last.get(m)
    if not (can_start if start is None else start in can_start):
        return False
    for person, r in pos.items():
        if person != m and person != a and person in f.last and r not in moves[f.last[person]]:
            return False
    return True


def _factors(f: Facts, weapons):
    live = {s: sum(1 for x in data.SUSPECTS[s] if x not in f.dismissed[s]) for s in data.SUSPECT_IDS}
    arms = [w for w in weapons if w not in f.unused and not (set(data.WEAPONS[w][0]) & f.absent)]
    return live, arms


def _pairs(f: Facts, accomplice: bool, closed: bool, n_conspiring: int, live: dict, among=None):
    can_start = starts(f.locked, f.watched, f.trace)
    moves = reach(f.locked, f.watched)
    if among is None:
        among = [(m, a) for m in data.SUSPECT_IDS for a in (None, *(data.SUSPECT_IDS if accomplice else ()))
                 if a != m]
    for m, a in among:
        if live[m] and (a is None or live[a]) and _pair_ok(f, m, a, closed, n_conspiring, can_start, moves):
            yield m, a


def tally(case: dict, cards, closed: bool = True, among=None) -> tuple:
    """``(count, pairs)``: the count of ``count`` and the ``(m, a)`` pairs that pass rules 3-6. With
    ``among``, only those pairs are checked: enough when ``cards`` only add to the cards that left
    them (more cards never let a pair back in)."""
    f = cards if isinstance(cards, Facts) else Facts(cards)
    live, arms = _factors(f, case["weapons"])
    pairs = list(_pairs(f, case["accomplice"], closed, case["n_conspiring"], live, among))
    if not arms:
        return 0, pairs
    return sum(live[m] * (live[a] if a is not None else 1) for m, a in pairs) * len(arms), pairs


def count(case: dict, cards, closed: bool = True) -> int:
    """How many candidate solutions survive ``cards``. ``case`` is the public part: ``weapons`` in
    play, ``accomplice`` (whether the level allows one) and ``n_conspiring``."""
    return tally(case, cards, closed)[0]


def survivors(case: dict, cards, closed: bool = True) -> list:
    """The surviving candidates, as accusations: ``{"murderer", "motive", "weapon", "accomplice",
    "accomplice_motive"}``, in a stable order."""
    f = cards if isinstance(cards, Facts) else Facts(cards)
    live, arms = _factors(f, case["weapons"])
    out = []
    for m, a in _pairs(f, case["accomplice"], closed, case["n_conspiring"], live):
        for mm in data.SUSPECTS[m]:
            if mm in f.dismissed[m]:
                continue
            for am in (data.SUSPECTS[a] if a is not None else (None,)):
                if a is not None and am in f.dismissed[a]:
                    continue
                for w in arms:
                    out.append({"murderer": m, "motive": mm, "weapon": w, "accomplice": a, "accomplice_motive": am})
    return out


def truth_survives(case: dict, cards, truth: dict, closed: bool = True) -> bool:
    """Whether the candidate ``truth`` survives ``cards``."""
    f = cards if isinstance(cards, Facts) else Facts(cards)
    m, a = truth["murderer"], truth["accomplice"]
    live, arms = _factors(f, case["weapons"])
    if truth["weapon"] not in arms or truth["motive"] in f.dismissed[m]:
        return False
    if a is not None and truth["accomplice_motive"] in f.dismissed[a]:
        return False
    if a is not None and not case["accomplice"]:
        return False
    return _pair_ok(f, m, a, closed, case["n_conspiring"], starts(f.locked, f.watched, f.trace),
                    reach(f.locked, f.watched))
