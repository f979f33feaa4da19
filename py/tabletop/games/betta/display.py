"""Displays, cards and patterns: the geometry of Betta.

A display is a list of 9 cells (``None`` or a colour name). A card lies exactly on a display; placed
with a rotation it overwrites its 3 cells and leaves the others showing.

>>> rotate_cell(0, 90), rotate_cell(2, 90), rotate_cell(8, 90)
(2, 8, 6)
>>> card_cells("pink-1", 0)
((0, 'pink'), (1, 'pink'), (2, 'green'))
>>> card_cells("pink-1", 90)
((2, 'pink'), (5, 'pink'), (8, 'green'))
"""

from functools import lru_cache

from . import data

ROTATIONS = (0, 90, 180, 270)
CELLS = 9


def rotate_cell(cell: int, degrees: int) -> int:
    """Where ``cell`` goes when its 3×3 grid turns ``degrees`` clockwise: (row, col) -> (col, 2 - row)."""
    for _ in range((degrees // 90) % 4):
        row, col = divmod(cell, 3)
        cell = 3 * col + (2 - row)
    return cell


@lru_cache(maxsize=None)
def card_layout(card_id: str) -> dict:
    """The card's bettas at rotation 0: ``{cell: colour}``. Raises KeyError for an unknown id."""
    parts = card_id.split("-")
    if len(parts) == 3 and parts[0] == "betty" and parts[1] in data.COLOURS:
        cells = data.BETTY_LAYOUTS[int(parts[2])]
        return {cell: parts[1] for cell in cells}
    if len(parts) == 2 and parts[0] in data.COLOURS and parts[1].isdigit():
        own, odd_cell, steps = data.BETTA_LAYOUTS[int(parts[1])]
        colour = parts[0]
        odd = data.COLOURS[(data.COLOURS.index(colour) + steps) % len(data.COLOURS)]
        layout = {cell: colour for cell in own}
        layout[odd_cell] = odd
        return dict(sorted(layout.items()))
    raise KeyError(card_id)


def is_card(card_id) -> bool:
    try:
        card_layout(card_id)
    except (KeyError, ValueError, AttributeError, TypeError):
        return False
    return True


@lru_cache(maxsize=None)
def card_cells(card_id: str, rotation: int) -> tuple:
    """The ``(cell, colour)`` pairs a card covers when placed with ``rotation``, sorted by cell."""
    return tuple(sorted((rotate_cell(c, rotation), colour) for c, colour in card_layout(card_id).items()))


def betta_deck(colour: str) -> list:
    """The 12 Betta card ids of one colour, in card-number order."""
    return [f"{colour}-{n}" for n in data.BETTA_LAYOUTS]


def betty_deck() -> list:
    """Betty's 12 card ids."""
    return [f"betty-{colour}-{n}" for colour in data.COLOURS for n in data.BETTY_LAYOUTS]


@lru_cache(maxsize=None)
def pattern_shapes(pattern_id: str) -> tuple:
    """Every distinct rotation of a pattern's cells, as sorted tuples (mirror images are not added)."""
    cells = data.PATTERNS[pattern_id][3]
    shapes = []
    for degrees in ROTATIONS:
        shape = tuple(sorted(rotate_cell(c, degrees) for c in cells))
        if shape not in shapes:
            shapes.append(shape)
    return tuple(shapes)


def place(display: list, cells: tuple) -> list:
    """A new display with the card's ``(cell, colour)`` pairs laid on top."""
    out = list(display)
    for cell, colour in cells:
        out[cell] = colour
    return out


def is_full(display: list) -> bool:
    return None not in display


def is_empty(display: list) -> bool:
    return display.count(None) == CELLS


@lru_cache(maxsize=None)
def pattern_masks(pattern_id: str) -> tuple:
    """``pattern_shapes`` as bit masks over the 9 cells (bit i = cell i)."""
    return tuple(sum(1 << c for c in shape) for shape in pattern_shapes(pattern_id))


@lru_cache(maxsize=4096)
def _candidates(pattern_ids: tuple, covered_mask: int) -> tuple:
    """``(points, id, shape mask, a cell of the shape)`` for every rotated pattern shape that uses a
    covered cell, best patterns first (ties keep their order)."""
    out = []
    for pid in pattern_ids:
        points = data.PATTERNS[pid][2]
        for shape, cells in zip(pattern_masks(pid), pattern_shapes(pid)):
            if shape & covered_mask:
                out.append((points, pid, shape, cells[0]))
    return tuple(sorted(out, key=lambda r: -r[0]))


def _colour_mask_map(display: list) -> dict:
    masks = {}
    for i, colour in enumerate(display):
        if colour is not None:
            masks[colour] = masks.get(colour, 0) | (1 << i)
    return masks


def made_patterns(display: list, covered, pattern_ids) -> list:
    """The pattern ids that ``display`` shows in one colour using at least one ``covered`` cell,
    best first."""
    masks = _colour_mask_map(display)
    made = []
    for _, pid, shape, cell in _candidates(tuple(pattern_ids), sum(1 << c for c in covered)):
        colour = display[cell]
        if pid not in made and colour is not None and masks[colour] & shape == shape:
            made.append(pid)
    return made


def best_pattern(display: list, covered, pattern_ids):
    """``(points, pattern_id)`` of the best pattern made, or ``(0, None)``; ties go to the first."""
    masks = _colour_mask_map(display)
    for points, pid, shape, cell in _candidates(tuple(pattern_ids), sum(1 << c for c in covered)):
        colour = display[cell]
        if colour is not None and masks[colour] & shape == shape:
            return points, pid
    return 0, None


def colour_counts(display: list) -> dict:
    counts = {}
    for c in display:
        if c is not None:
            counts[c] = counts.get(c, 0) + 1
    return counts
