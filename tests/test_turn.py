"""The `turn` op: one worker round trip per move (issue 30). It answers what the separate ops answer,
for the seats a screen holds, and refuses what `play` refuses without changing anything."""

from __future__ import annotations

import json

import pytest

from tabletop import api, engine


def ask(**request):
    return json.loads(api.handle(json.dumps(request)))


def ok(**request):
    reply = ask(**request)
    assert "ok" in reply, reply
    return reply["ok"]


@pytest.mark.parametrize("game,options,seats", [
    ("betta", {"mode": "staff", "players": 3}, [0, 2]),
    ("seasaltpaper", {"players": 3}, [1]),
    ("quibbles", {"players": 2}, [0, 1]),
    ("formulad", {"players": 3, "laps": 1}, []),
])
def test_a_turn_answers_what_the_separate_ops_answer(game, options, seats):
    state = ok(op="new_game", game=game, options=options, seed=7)
    for _ in range(12):
        move = ok(op="legal_moves", state=state)[0]
        answer = ok(op="turn", state=state, move=move, seats=seats, previews=True)
        played = ok(op="play", state=state, move=move)
        assert answer["state"] == played["state"]
        assert answer["played"]["text"] == played["text"] and answer["played"]["move"] == move
        state = played["state"]
        assert answer["to_move"] == ok(op="to_move", state=state)
        assert answer["result"] == ok(op="result", state=state)
        assert answer["record"] == ok(op="record", state=state)
        wanted = seats if len(seats) == 1 else ([answer["to_move"]] if answer["to_move"] in seats else []) + [None]
        assert [v["seat"] for v in answer["views"]] == wanted
        for v in answer["views"]:
            assert v["view"] == ok(op="view", state=state, seat=v["seat"])
        if answer["to_move"] in seats and answer["result"] is None:
            assert answer["legal_moves"] == ok(op="legal_moves", state=state)
            assert answer["previews"] == ok(op="previews", state=state)
        else:
            assert "legal_moves" not in answer and "previews" not in answer
        for u in answer["undo"]:
            info = ok(op="undo_info", state=state, seat=u["seat"])
            assert {k: v for k, v in u.items() if k != "seat"} == info
        if answer["result"] is not None:
            break


def test_a_turn_without_a_move_describes_the_position():
    state = ok(op="new_game", game="betta", options={"mode": "staff", "players": 2}, seed=3)
    first = ok(op="to_move", state=state)
    answer = ok(op="turn", state=state, seats=[first])
    assert "state" not in answer and "played" not in answer
    (undo,) = answer["undo"]
    assert undo["seat"] == first and undo["allowed"] is False and undo["reason_say"] == {"id": "engine.undo.none"}
    assert answer["legal_moves"] == ok(op="legal_moves", state=state) and "previews" not in answer


@pytest.mark.parametrize("seats", [[2], [0, 0], [True], ["0"], {"0": 1}, [-1]])
def test_seats_that_are_not_the_games_are_refused(seats):
    state = ok(op="new_game", game="betta", options={"mode": "staff", "players": 2}, seed=3)
    reply = ask(op="turn", state=state, seats=seats)
    assert reply["error"]["code"] == "bad_request"
    assert reply["error"]["message_say"]["id"] == "api.seats"


def test_an_illegal_move_is_refused_and_nothing_changes():
    state = ok(op="new_game", game="quibbles", options={"players": 2}, seed=3)
    before = json.dumps(state, sort_keys=True)
    reply = ask(op="turn", state=state, move={"nonsense": True}, seats=[0, 1])
    assert reply["error"]["code"] == "illegal_move"
    assert json.dumps(state, sort_keys=True) == before


def test_a_turn_costs_the_same_late_in_a_race():
    """Undo info comes from what was kept when the move was played: no replay (issue 30's goal:
    the same cost at move 5 and move 500). Counted, not timed: `turn` never replays the record."""
    game = engine.new_game("formulad", {"players": 3, "laps": 1}, 5)
    for _ in range(60):
        game = engine.play(game, engine.legal_moves(game)[0])
    calls = []
    real = engine.replay
    engine.replay = lambda rec: calls.append(len(rec["moves"])) or real(rec)
    try:
        api.turn(game, engine.legal_moves(game)[0], seats=[0, 1, 2])
    finally:
        engine.replay = real
    assert calls == []


def test_a_bots_turn_is_one_round_trip_too():
    state = ok(op="new_game", game="quibbles", options={"players": 2}, seed=9)
    chosen = ok(op="bot_move", state=state, bot="hard", seed=41)
    answer = ok(op="turn", state=state, bot="hard", seed=41, seats=[1])
    assert answer["played"]["move"] == chosen
    assert answer["state"] == ok(op="play", state=state, move=chosen)["state"]
    reply = ask(op="turn", state=state, bot="nobody", seats=[1])
    assert reply["error"]["code"] == "bad_request" and reply["error"]["message_say"]["id"] == "engine.bot"
