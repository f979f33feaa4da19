"""Where a car can drive with its allowance: every end of a legal path, with the path and what the rules
need to price it (rules file §2.5-§2.7, §2.13-§2.14).

The driving code, as a search over the track graph (track.py), step by step:

- a move goes forward along ``next`` edges, exactly the allowance unless it brakes; it never enters a
  space holding a car (wrecks included);
- **no zigzag**: after a lane change, a change back towards the lane it left is allowed only if the car
  passed an obstacle (a car, or in the advanced game a damage marker) in that lane since it left it
  ([MST 7-2-4], interpretation D4);
- after a corner left with one stop too few (an overshoot), the car keeps its lane from the corner's
  last space on; the pit entry counts as leaving the lane (D10);
- the pit lane is single file: a car enters it from space 300 only when the pit is open to it, never
  enters another car's box, and its move ends in its own box as soon as it gets there (the rest is
  free); on the race's last lap a move ends as it crosses the line (the rest is discarded).

Of all paths to the same end in the same number of spaces, the one kept has the fewest dangerous spaces
(spaces with a marker, the start not counted), then the smallest lane sequence (§4: the representative
path). Lanes are equally long on Kestrel Bay, so every path to an end passes the same rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .track import BOX, PIT, PIT_ENTRY, SPACES, crosses_line

NO_LANE = 3  # pit and box spaces sort after every lane in a path's lane sequence


@dataclass(frozen=True)
class Drive:
    """What the search needs to know of one move."""

    start: int
    allowance: int
    cars: frozenset = frozenset()  # spaces holding a car (wrecks too): never entered
    markers: frozenset = frozenset()  # (A) spaces with a damage marker: dangerous, and obstacles to pass
    lock_from: int | None = None  # the step from which the car keeps its lane (an overshoot), if any
    box: int | None = None  # the car's own box when the pit lane is open to it, else None
    finishes: bool = False  # crossing the line ends the race for this car


@dataclass
class End:
    """One end of the move: the best path to ``space`` in ``spaces`` steps."""

    space: int
    spaces: int
    path: list = field(default_factory=list)  # the spaces entered, in order (the start not included)
    dangerous: int = 0
    finish: bool = False  # the move crossed the line and ends the car's race
    in_box: bool = False  # the move ended in the car's own box

    @property
    def lanes(self) -> tuple:
        return tuple(_lane(s) for s in self.path)


def _lane(space: int) -> int:
    lane = SPACES[space]["lane"]
    return NO_LANE if lane is None else lane


_shared = None  # while odds.py plays every face of one position: (Drive but its allowance) -> (Drive, ends)


def ends(drive: Drive) -> list:
    """Every end the car can reach in 1..allowance spaces (0 too: the start), each by its best path.

    The search goes step by step, and nothing but its length depends on the allowance (an overshoot's
    lane lock is a step number, the same for any allowance that reaches it), so the ends of a shorter
    move are those of a longer one within its length: odds.py, which asks for many allowances from one
    position, shares one search (``sharing``)."""
    if _shared is None:
        return _ends(drive)
    key = replace(drive, allowance=0, lock_from=None)
    got = _shared.get(key)
    if got is not None:
        longer, found = got
        if longer.allowance >= drive.allowance and (
                drive.lock_from == (longer.lock_from if (longer.lock_from is not None
                                                          and longer.lock_from < drive.allowance) else None)):
            return [e for e in found if e.spaces <= drive.allowance]
    found = _ends(drive)
    if got is None or drive.allowance > got[0].allowance:
        _shared[key] = (drive, found)
    return found


class sharing:
    """``with sharing():`` the searches asked for meanwhile share their work (see ``ends``)."""

    def __enter__(self):
        global _shared
        self.outer, _shared = _shared, {}
        return self

    def __exit__(self, *exc):
        global _shared
        _shared = self.outer
        return False


def _ends(drive: Drive) -> list:
    obstacles = drive.cars | drive.markers
    # a state: (space, the direction of the last lane change or 0, whether an obstacle was passed in the
    # lane left since leaving it) -> (dangerous so far, lanes so far, path)
    before_box = None if drive.box is None else PIT + 4 + (drive.box - BOX)  # PIT_(4+i) leads to BOX_i
    layer = {(drive.start, 0, False): (0, (), [])}
    found = [End(drive.start, 0)]
    for step in range(1, drive.allowance + 1):
        nxt = {}
        for (here, last_dir, passed), (danger, lanes, path) in layer.items():
            for there in SPACES[here]["next"]:
                if there in drive.cars:
                    continue
                kind = SPACES[there]["kind"]
                if kind == "box" and there != drive.box:
                    continue
                if there != drive.box and here == before_box:
                    continue  # in the lane the car must stop in its own box
                locked = drive.lock_from is not None and step - 1 >= drive.lock_from
                if here == PIT_ENTRY and there == PIT and (drive.box is None or locked):
                    continue
                state = _step(here, there, last_dir, passed, locked, obstacles)
                if state is None:
                    continue
                key = (danger + (there in drive.markers), lanes + (_lane(there),))
                new = (key[0], key[1], path + [there])
                if drive.finishes and crosses_line(here, there):
                    found.append(End(there, step, new[2], new[0], finish=True))
                    continue
                if there == drive.box:
                    found.append(End(there, step, new[2], new[0], in_box=True))
                    continue
                old = nxt.get((there,) + state)
                if old is None or key < (old[0], old[1]):
                    nxt[(there,) + state] = new
        layer = nxt
        best = {}
        for (space, _, _), (danger, lanes, path) in layer.items():
            old = best.get(space)
            if old is None or (danger, lanes) < (old[0], old[1]):
                best[space] = (danger, lanes, path)
        found.extend(End(space, step, path, danger) for space, (danger, _, path) in best.items())
        if not layer:
            break
    return _best_of_each(found)


def _step(here: int, there: int, last_dir: int, passed: bool, locked: bool, obstacles: frozenset):
    """The state after the edge ``here -> there`` (direction, passed), or None if the driving code
    forbids it."""
    a, b = SPACES[here], SPACES[there]
    if a["kind"] != "track" or b["kind"] != "track":
        return 0, False  # into, along or out of the pit lane: no lanes to change
    turn = b["lane"] - a["lane"]
    if turn == 0:
        if last_dir == 0:
            return 0, False
        left = b["lane"] - last_dir  # the lane left at the last change: is an obstacle beside the car?
        return last_dir, passed or (3 * b["row"] + left) in obstacles
    if locked:
        return None
    if last_dir == -turn and not passed:
        return None  # a zigzag: back towards the lane it left, with nothing passed there
    left = a["lane"]
    return turn, (3 * b["row"] + left) in obstacles


def _best_of_each(found: list) -> list:
    """One end per (space, spaces moved, finish): its best path."""
    best = {}
    for end in found:
        key = (end.space, end.spaces, end.finish)
        old = best.get(key)
        if old is None or (end.dangerous, end.lanes) < (old.dangerous, old.lanes):
            best[key] = end
    return sorted(best.values(), key=lambda e: (e.spaces, e.space))
