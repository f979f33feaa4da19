"""Betta's solo planning estimate and the hard bot that uses it in solo."""

from tabletop import api, engine, rng
from tabletop.games.betta import plan, rules


def _random_game(seed, stop=None):
    state = rules.setup({"mode": "solo", "players": 1}, seed)
    r = rng.seed_state(seed)
    n = 0
    while rules.to_move(state) is not None and (stop is None or n < stop):
        moves = rules.legal_moves(state)
        r, i = rng.below(r, len(moves))
        state = rules.play(state, moves[i])
        n += 1
    return state


def test_the_estimate_is_the_final_score_once_the_game_is_over():
    for seed in range(40):
        state = _random_game(seed)
        assert rules.to_move(state) is None
        assert plan.solo_value(state) == rules.result(state)["scores"][0]


def test_the_estimate_never_depends_on_the_hidden_cards():
    for seed in range(10):
        state = _random_game(seed, stop=seed % 7)
        view = rules.view(state, 0)
        values = {plan.solo_value(rules.determinize(view, k)) for k in range(8)}
        assert len(values) == 1
        decks = {tuple(rules.determinize(view, k)["decks"][0]) for k in range(8)}
        assert len(decks) > 1


def test_the_estimate_values_a_growing_display_above_a_broken_one():
    state = rules.setup({"mode": "solo", "players": 1}, 3)
    same = dict(state, displays=[["pink"] * 5 + [None] * 4, [None] * 9, [None] * 9])
    mixed = dict(state, displays=[["pink", "green", "blue", "yellow", "pink"] + [None] * 4,
                                  [None] * 9, [None] * 9])
    assert plan.solo_value(same) > plan.solo_value(mixed) + 5


def test_the_solo_hard_bot_outscores_greedy():
    totals = {"greedy": 0, "hard": 0}
    for seed in range(4):
        for bot in totals:
            game = engine.new_game("betta", {"mode": "solo", "players": 1}, 900 + seed)
            i = 0
            while engine.to_move(game) is not None:
                game = engine.play(game, api.bot_move(game, bot, seed=i))
                i += 1
            totals[bot] += engine.result(game)["scores"][0]
    assert totals["hard"] >= totals["greedy"] + 40, totals
