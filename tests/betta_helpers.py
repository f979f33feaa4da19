"""Builders for hand-made Betta positions used by the rules tests."""

from tabletop.games.betta import rules

P, G, B, Y = "pink", "green", "blue", "yellow"


def grid(text: str) -> list:
    """A display from 9 letters row by row: p g b y for the colours, . for an empty cell."""
    letters = {"p": P, "g": G, "b": B, "y": Y, ".": None}
    cells = [letters[ch] for ch in text if not ch.isspace()]
    assert len(cells) == 9, text
    return cells


def position(mode="staff", players=2, displays=None, patterns=None, hands=None, seat=0, seed=0, **extra):
    """A legal-looking state: setup, then the given displays, patterns and hands laid over it."""
    s = rules.setup({"mode": mode, "players": players}, seed)
    if displays is not None:
        s["displays"] = [grid(d) if isinstance(d, str) else d for d in displays]
    if patterns is not None:
        s["patterns"] = list(patterns)
    if hands is not None:
        s["hands"] = [list(h) for h in hands]
    s["to_move"] = seat
    s.update(extra)
    return s


def finished(state: dict) -> dict:
    s = dict(state)
    s["to_move"] = None
    return s
