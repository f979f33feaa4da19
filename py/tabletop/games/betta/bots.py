"""Betta's own bot levels: the hard bot plans displays alone and searches with other players."""

from .plan import hard

BOTS = {"hard": hard}
