"""The JSON boundary: every op, structured errors, nothing lost on a refusal."""

import json
import pathlib

import pytest

from tabletop import api, engine


def call(op, **args):
    return json.loads(api.handle(json.dumps({"op": op, **args})))


def ok(op, **args):
    reply = call(op, **args)
    assert "ok" in reply, reply
    return reply["ok"]


def test_games_lists_betta_and_its_modes():
    games = ok("games")
    betta = next(g for g in games if g["id"] == "betta")
    assert [m["id"] for m in betta["modes"]] == ["staff", "betty", "solo"]
    assert betta["modes"][0]["players"] == [2, 4]


def test_listing_the_games_imports_no_games_rules():
    """The lobby's `games` op reads each game's name and modes from its package: a worker's boot does
    not grow with the rules of every game (they load on a game's first use)."""
    import subprocess
    import sys
    code = ("import sys; from tabletop import api; api.handle('{\"op\": \"games\"}'); "
            "print(sorted(m for m in sys.modules if m.startswith('tabletop.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(pathlib.Path(api.__file__).parents[1])}).stdout
    loaded = eval(out)
    assert loaded and all(m.count(".") == 2 for m in loaded), loaded  # tabletop.games.<id> only


def test_a_whole_game_through_json():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=42)
    texts = []
    while ok("to_move", state=state) is not None:
        seat = ok("to_move", state=state)
        v = ok("view", state=state, seat=seat)
        assert len(v["hand"]) in (2, 3) and v["to_move"] == seat
        moves = ok("legal_moves", state=state)
        previews = ok("previews", state=state)
        assert [p["move"] for p in previews] == moves
        reply = ok("play", state=state, move=moves[0])
        assert reply["text"] == previews[0]["text"]
        texts.append(reply["text"])
        state = reply["state"]
    res = ok("result", state=state)
    assert len(res["scores"]) == 2 and res["winners"]
    rec = ok("record", state=state)
    assert set(rec) == {"game", "options", "seed", "moves", "engine", "rules"}
    assert ok("replay", record=rec) == state
    assert [e["text"] for e in ok("log", state=state)] == texts


def test_preview_points_match_what_play_scores():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 3}, seed=9)
    for _ in range(12):
        seat = ok("to_move", state=state)
        previews = ok("previews", state=state)
        best = max(previews, key=lambda p: p["points"])
        after = ok("play", state=state, move=best["move"])["state"]
        assert after["state"]["scores"][seat] - state["state"]["scores"][seat] == best["points"]
        state = after


def test_new_game_without_a_seed_picks_one_and_records_it():
    a = ok("new_game", game="betta", options={"mode": "staff", "players": 2})
    assert isinstance(a["seed"], int)
    assert ok("replay", record=ok("record", state=a)) == a


@pytest.mark.parametrize("raw,code", [
    ("not json", "bad_request"),
    ("[1, 2]", "bad_request"),
    ('{"op": "fly"}', "bad_request"),
    ('{"op": "play"}', "bad_request"),
    ('{"op": "games", "extra": 1}', "bad_request"),
    ('{"op": "new_game", "game": "chess"}', "unknown_game"),
    ('{"op": "new_game", "game": "betta", "options": {"players": 9}}', "bad_options"),
    ('{"op": "new_game", "game": "betta", "seed": "x"}', "bad_options"),
    ('{"op": "legal_moves", "state": 5}', "bad_state"),
    ('{"op": "replay", "record": {"game": "betta"}}', "bad_record"),
])
def test_errors_are_structured_never_a_traceback(raw, code):
    reply = json.loads(api.handle(raw))
    assert reply["error"]["code"] == code
    assert "Traceback" not in reply["error"]["message"] and reply["error"]["message"].endswith((".", "?"))


def test_an_illegal_move_is_refused_with_a_sentence_and_the_state_is_unchanged():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=1)
    seat = ok("to_move", state=state)
    card = state["state"]["hands"][seat][0]
    full = [["pink"] * 9] * 5
    state["state"]["displays"] = [list(d) for d in full]
    state["state"]["displays"][1] = [None] * 9
    snapshot = json.dumps(state)
    reply = call("play", state=state, move={"card": card, "rotation": 0, "display": 3})
    assert reply["error"] == {"code": "illegal_move",
                              "message": "Display 4 is full: a card can only go on a display with an empty space.",
                              "message_say": {"id": "betta.illegal.full", "display": 4}}
    assert json.dumps(state) == snapshot


def test_a_damaged_state_is_refused_clearly():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=1)
    del state["state"]["hands"]
    reply = call("legal_moves", state=state)
    assert reply["error"]["code"] == "bad_state"


def test_a_corrupted_record_says_which_move_is_wrong():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=1)
    for _ in range(3):
        state = ok("play", state=state, move=ok("legal_moves", state=state)[0])["state"]
    rec = ok("record", state=state)
    rec["moves"][1] = {"card": "yellow-3", "rotation": 0, "display": 0}
    reply = call("replay", record=rec)
    assert reply["error"]["code"] == "bad_record"
    assert reply["error"]["message"].startswith("Move 2 of the record is not legal:")


def test_views_hide_other_hands_and_spectators_see_no_hand():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 3}, seed=4)
    for seat in range(3):
        v = ok("view", state=state, seat=seat)
        assert v["hand"] == state["state"]["hands"][seat]
        assert set(v["cards"]) == set(v["hand"])
        text = json.dumps(v)
        for other in range(3):
            if other != seat:
                for card in state["state"]["hands"][other] + state["state"]["decks"][other]:
                    assert f'"{card}"' not in text
    spectator = ok("view", state=state)
    assert spectator["hand"] == [] and spectator["seat"] is None


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bot_moves_are_legal_to_the_end(bot):
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 4}, seed=8)
    i = 0
    while ok("to_move", state=state) is not None:
        move = ok("bot_move", state=state, bot=bot, seed=i)
        assert move in ok("legal_moves", state=state)
        state = ok("play", state=state, move=move)["state"]
        i += 1
    assert ok("result", state=state)


def test_unknown_bot_and_bot_after_the_end():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=8)
    assert call("bot_move", state=state, bot="deep-blue")["error"]["code"] == "bad_request"
    rec = ok("record", state=state)
    game = engine.replay(rec)
    while engine.to_move(game) is not None:
        game = engine.play(game, engine.legal_moves(game)[0])
    assert "over" in call("bot_move", state=game)["error"]["message"]


def test_preview_says_what_a_move_would_do_without_playing_it():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=5)
    move = ok("legal_moves", state=state)[0]
    p = ok("preview", state=state, move=move)
    assert p["legal"] is True and p["text"] == ok("play", state=state, move=move)["text"]
    bad = dict(move, display=99)
    p = ok("preview", state=state, move=bad)
    assert p == {"legal": False, "reason": "There is no display 99: the displays are numbered 1 to 5.", "details": None,
                 "reason_say": {"id": "betta.illegal.display", "display": 99, "count": 5}}


def test_a_move_waiting_for_confirm_shows_the_hand_without_the_card_it_draws():
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=5)
    seat = ok("to_move", state=state)
    hand = ok("view", state=state, seat=seat)["hand"]
    move = ok("legal_moves", state=state)[0]
    shown = ok("pending_view", state=state, move=move)
    after = ok("view", state=ok("play", state=state, move=move)["state"], seat=seat)
    drawn = [c for c in after["hand"] if c not in hand]
    assert shown["held"] is True and shown["view"]["seat"] == seat and len(drawn) == 1
    assert sorted(shown["view"]["hand"]) == sorted(c for c in hand if c != move["card"])
    assert drawn[0] not in json.dumps(shown)  # the card it draws is nowhere in what is shown
    assert shown["view"]["displays"] == after["displays"]
    # Once the deck is empty nothing is held back: the view is the one after the move.
    game = engine.replay(ok("record", state=state))
    while game["state"]["decks"][engine.to_move(game)]:
        game = engine.play(game, engine.legal_moves(game)[0])
    move = engine.legal_moves(game)[0]
    shown = ok("pending_view", state=game, move=move)
    seat = engine.to_move(game)
    played = ok("play", state=game, move=move)["state"]
    assert shown == {"held": False, "view": ok("view", state=played, seat=seat)}
    # An illegal move is refused with its sentence.
    assert call("pending_view", state=state, move=dict(move, display=99))["error"]["code"] == "illegal_move"


def test_set_line_through_json_with_the_solver():
    state = ok("new_game", game="setline", options={"timed": False}, seed=2)
    i = 0
    while ok("to_move", state=state) is not None:
        move = ok("bot_move", state=state, bot="hard", seed=i)
        state = ok("play", state=state, move=move)["state"]
        i += 1
    res = ok("result", state=state)
    assert res["scores"][0] == state["state"]["score"]
    assert ok("replay", record=ok("record", state=state)) == state


def test_words_give_a_games_english_templates_to_write_its_sentences_again():
    from tabletop.words import render
    templates = ok("words", game="betta")
    assert templates and all(key.startswith("betta.") for key in templates)
    state = ok("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=5)
    move = ok("legal_moves", state=state)[0]
    played = ok("play", state=state, move=move)
    say = played["text_say"]
    values = {k: v for k, v in say.items() if k != "id"}
    assert render(templates[say["id"]], values) == played["text"]
    assert render(templates[say["id"]], {**values, "name": "Ann"}).startswith("Ann placed a card")
    assert call("words", game="chess")["error"]["code"] == "unknown_game"
