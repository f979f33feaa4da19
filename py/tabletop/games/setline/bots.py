"""Set Line's own bot levels: the hard bot is the solver (the generic search suits it less)."""

from .solver import choose

BOTS = {"hard": choose}
