"""The bots' fast solo positions (``games/betta/solo.py``) play exactly as the rules do."""

from tabletop import rng
from tabletop.games.betta import rules, solo


def _same(position, state):
    assert position.codes == [solo.display_code(d) for d in state["displays"]]
    assert position.score == state["scores"][0]
    assert sorted(position.hand) == sorted(state["hands"][0])
    assert position.played == state["played"][0]
    assert position.deck == state["decks"][0]
    assert position.over() == (rules.to_move(state) is None)


def test_every_legal_move_plays_as_the_rules_play_it():
    for seed in range(60):
        state = rules.setup({"mode": "solo", "players": 1}, seed)
        table = solo.Table(tuple(state["patterns"]))
        r = rng.seed_state(seed)
        while rules.to_move(state) is not None:
            position = solo.Position.of(state)
            _same(position, state)
            moves = rules.legal_moves(state)
            offered = position.moves()
            for card, d, p in offered:  # every move offered is one the rules accept
                assert rules.why_illegal(state, {"card": card, "rotation": p.rotation, "display": d}) is None
            distinct = {(card, d, p.put) for card, d, p in offered}
            for move in moves[:: 1 + seed % 5]:
                p = solo.PLACEMENT[(move["card"], move["rotation"])]
                _same(position.play(table, move["card"], move["display"], p), rules.play(state, move))
                # the same move, or one that lays the same bettas on a display that looks the same
                assert any(card == move["card"] and put == p.put and position.codes[d] == position.codes[move["display"]]
                           for card, d, put in distinct)
            r, i = rng.below(r, len(moves))
            state = rules.play(state, moves[i])
        _same(solo.Position.of(state), state)
        assert solo.Position.of(state).final() == rules.result(state)["scores"][0]


def test_moves_leave_out_only_repeats():
    state = rules.setup({"mode": "solo", "players": 1}, 7)
    position = solo.Position.of(state)
    moves = position.moves()
    # three empty displays look the same: one of them is offered, with each card's distinct rotations
    assert {d for _, d, _ in moves} == {0}
    assert len(moves) == sum(len(solo.DISTINCT[c]) for c in position.hand)
    assert all(len(solo.DISTINCT[c]) in (2, 4) for c in solo.CARDS)
