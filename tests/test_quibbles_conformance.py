"""The conformance kit over Quibbles' lobby options (each expansion and both, 2 to 5 players) and its
engine options; the shared kit (test_conformance.py) covers the default options (no expansion)."""

import os

import pytest

from conformance import check_game

GAMES = int(os.environ.get("QUIBBLES_CONFORMANCE_GAMES", "5"))  # per player count


@pytest.mark.parametrize("sevens,zeros", [(True, False), (False, True), (True, True)],
                         ids=["sevens", "zeros", "both"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_lobby_options(sevens, zeros, players):
    stats = check_game("quibbles", {"players": players, "sevens": sevens, "zeros": zeros},
                       range(100 * players, 100 * players + GAMES), deep_every=GAMES)
    assert stats["games"] == GAMES and stats["leak_checks_that_differed"] > 0


@pytest.mark.parametrize("options", [
    {"edition": "first"},
    {"sevens": True, "zeros": True, "both_expansion_deck": "yucata"},
    {"sevens": True, "split_sevens": False},
    {"zeros": True, "zero_in_split_sets": False, "allow_zero_total_combine": False},
    {"win_requires_six_cards": False},
    {"round_limit": 3},
], ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_engine_options(options):
    stats = check_game("quibbles", dict(options, players=3), range(GAMES), deep_every=GAMES)
    assert stats["games"] == GAMES


def test_games_without_a_round_limit_end_with_a_winner():
    # random players do win when any collection of 21 counts (the six-card rule makes them stall)
    stats = check_game("quibbles", {"players": 2, "round_limit": None, "win_requires_six_cards": False},
                       range(3), deep_every=3)
    assert stats["games"] == 3
