"""Seeded randomness that lives in the game state.

The generator is SplitMix64: its whole state is one 64-bit integer, so it fits in a JSON state and
gives the same numbers in every Python version (CPython here, Pyodide in the browser) and could be
ported to JavaScript bit for bit. Rules never touch the ``random`` module, the clock or uuid.

>>> s, x = next_u64(7)
>>> s, x
(11400714819323198492, 7191089600892374487)
>>> below(1, 6)[1] in range(6)
True
"""

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator; return ``(new_state, 64-bit output)``."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """Turn any integer seed (negative or huge too) into a generator state."""
    return int(seed) & MASK


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``range(n)`` without modulo bias (rejection sampling)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffled(state: int, items: list) -> tuple[int, list]:
    """A Fisher–Yates shuffle of a copy of ``items``; returns ``(new_state, shuffled_copy)``."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out


def pack(state: int) -> str:
    """The generator's state as it is kept in a game state: 16 hex digits. A JSON number would not
    do: JavaScript reads numbers as doubles, exact only up to 2**53, and a page that holds the state
    must hand back the very same generator (else a shuffle after the page saw the state differs from
    the replay's).

    >>> pack(11400714819323198492), unpack(pack(11400714819323198492)) == 11400714819323198492
    ('9e3779b97f4a7c1c', True)
    """
    return f"{state & MASK:016x}"


def unpack(packed) -> int:
    """The generator's state from ``pack``."""
    return int(packed, 16)
