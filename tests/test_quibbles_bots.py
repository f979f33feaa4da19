"""Quibbles' bots: they play legal moves to the end and do what their level says (Medium scores most
now; Hard plans its collection and denies the next player). That they decide from their own view only,
the conformance kit checks."""

import pytest

from tabletop import api, engine
from tabletop.games.quibbles import bots, rules

from quibbles_helpers import position



def game_at(state, options=None):
    g = engine.new_game("quibbles", dict(options or {}, players=len(state["hands"])), 0)
    g["state"] = state
    return g


def test_quibbles_brings_its_own_medium_and_hard():
    assert engine.bot("quibbles", "greedy") is bots.medium
    assert engine.bot("quibbles", "hard") is bots.hard


@pytest.mark.parametrize("levels,options", [
    (("hard", "greedy"), {}),
    (("greedy", "hard", "random"), {"sevens": True}),
    (("hard", "hard", "greedy", "greedy", "random"), {"zeros": True, "sevens": True}),
    (("hard", "greedy"), {"win_requires_six_cards": False, "edition": "first"}),
])
def test_bots_play_legal_games_to_the_end(levels, options):
    for seed in range(2):
        g = engine.new_game("quibbles", dict(options, players=len(levels)), seed)
        i = 0
        while engine.to_move(g) is not None:
            move = api.bot_move(g, levels[engine.to_move(g)], seed=i)
            assert move in engine.legal_moves(g) or rules.why_illegal(g["state"], move) is None
            g = engine.play(g, move)
            i += 1
        assert engine.result(g)["winners"]


def test_medium_stashes_the_most_valuable_card():
    s = position([1, 2, 3, 4, 5, 6], [[2, 2, 3, 3, 3, 1], [1]], phase="stash")
    assert bots.medium(rules, rules.view(s, 0), 1) == {"stash": 3}
    full = position([1, 2, 3, 4, 5, 6], [[2, 2, 1], [1]], collections=[[3, 4, 5, 5, 6, 1], []], phase="stash")
    assert bots.medium(rules, rules.view(full, 0), 1) == {"stash": 2, "remove": 1}
    worse = position([1, 2, 3, 4, 5, 6], [[1, 2, 5], [1]], collections=[[3, 4, 5, 5, 6, 2], []], phase="stash")
    assert bots.medium(rules, rules.view(worse, 0), 1) == {"stash": None}


def test_medium_acts_for_the_biggest_stash_this_turn():
    # combining 1+2 takes the two 3s: with the 3 in hand, a STASH of 3 this turn
    s = position([3, 3, 6, 6, 4, 5], [[1, 2, 3, 5], [1]])
    assert bots.medium(rules, rules.view(s, 0), 2) == {"combine": [1, 2], "take": [3, 3]}


def test_hard_takes_a_winning_stash():
    s = position([1, 2, 3, 4, 5, 6], [[6, 6, 6, 6, 6, 6, 3], [1]], collections=[[1, 1, 3, 4, 5, 5], []],
                 phase="stash")
    assert bots.hard(rules, rules.view(s, 0), 1) == {"stash": 6, "remove": 1}
    assert bots.hard(rules, rules.view(s, 0), 1, card=5.0) == {"stash": 6, "remove": 1}  # whatever it hoards


def test_hard_keeps_the_cards_of_a_stash_it_is_building():
    # nothing to split or combine: Hard draws, and never gives up one of its four 5s to the row
    s = position([6, 6, 6, 6, 6, 6], [[5, 5, 5, 5, 4, 3], [1]])
    assert {m["draw"] for m in rules.legal_moves(s)} == {3, 4, 5}
    for seed in range(5):
        assert bots.hard(rules, rules.view(s, 0), seed)["draw"] != 5


def test_hard_denies_the_card_the_next_player_needs_to_win():
    # the next player (all their cards known) wins by combining 1+1 for the row's only 2 and stashing 2s
    s = position([2, 4, 6, 6, 3, 5], [[1, 1, 3, 5], [1, 1, 2]], collections=[[], [6, 6, 6, 1, 1]],
                 known=[[], [1, 1, 2]])
    view = rules.view(s, 0)
    move = bots.hard(rules, view, 1)
    assert 2 not in rules.play(s, move)["row"][:5], move
    assert 2 in rules.play(s, bots.hard(rules, view, 1, deny=0))["row"]  # without denial it leaves the 2


def test_hard_beats_medium_at_two_players():
    wins = 0
    games = 16
    for g in range(games):
        seats = ("hard", "greedy") if g % 2 == 0 else ("greedy", "hard")
        game = engine.new_game("quibbles", {"players": 2}, 500 + g)
        i = 0
        while engine.to_move(game) is not None:
            game = engine.play(game, api.bot_move(game, seats[engine.to_move(game)], seed=i))
            i += 1
        if seats[engine.result(game)["winners"][0]] == "hard":
            wins += 1
    assert wins >= 11, wins  # about 90 % over many games (python3 -m tabletop_tools bench)


def test_medium_beats_random():
    wins = 0
    for g in range(8):
        seats = ("greedy", "random") if g % 2 == 0 else ("random", "greedy")
        game = engine.new_game("quibbles", {"players": 2}, 600 + g)
        i = 0
        while engine.to_move(game) is not None:
            game = engine.play(game, api.bot_move(game, seats[engine.to_move(game)], seed=i))
            i += 1
        res = engine.result(game)
        if len(res["winners"]) == 1 and seats[res["winners"][0]] == "greedy":
            wins += 1
    assert wins >= 7, wins
