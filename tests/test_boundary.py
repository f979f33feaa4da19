"""The engine boundary (issue 27): hostile requests and tampered states get a sentence, never a crash,
and cost bounded time; what a seat is told of a move depends on its view alone.

The same checks run per game in the conformance kit (``tests/conformance.py``); these are the cases
the fuzzing study found, one by one, and the seeded fuzz itself (``tests/fuzz_boundary.py``, which
also prints its figures when run as a script).
"""

import copy
import json
import time

import pytest

from tabletop import api, engine
from fuzz_boundary import fuzz, strict


def call(op, **args):
    return strict(api.handle(json.dumps({"op": op, **args})))


def code(reply):
    return reply.get("error", {}).get("code")


def played(game_id, options, seed, moves):
    g = engine.new_game(game_id, options, seed)
    for _ in range(moves):
        if engine.to_move(g) is None:
            break
        g = engine.play(g, engine.legal_moves(g)[len(g["moves"]) % len(engine.legal_moves(g))])
    return g


# --- requests ------------------------------------------------------------------------------------

def test_a_request_nested_1000_deep_is_refused_not_raised():
    raw = '{"op": "games", "x": ' + "[" * 1000 + "]" * 1000 + "}"
    assert code(strict(api.handle(raw))) == "bad_request"
    raw = "[" * 100_000 + "]" * 100_000
    assert code(strict(api.handle(raw))) == "bad_request"


def test_a_deep_value_the_reply_would_echo_is_refused():
    deep = 0
    for _ in range(900):
        deep = [deep]
    reply = call("new_game", game="betta", options={"mode": "staff", "players": 2, "x": deep}, seed=1)
    assert code(reply) == "bad_request" and "deeper" in reply["error"]["message"]


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused_so_every_reply_is_strict_json(constant):
    raw = '{"op": "new_game", "game": "betta", "options": {"mode": "staff", "players": 2}, "seed": %s}' % constant
    reply = strict(api.handle(raw))
    assert code(reply) == "bad_request" and constant.lstrip("-") in reply["error"]["message"]


def test_a_float_move_is_refused_and_never_stored():
    """Issue 26, item 9: ``{"take": false}`` is not pile 0 and ``41.0`` is not 41."""
    g = engine.new_game("seasaltpaper", {"players": 2}, 166435528)
    legal = engine.legal_moves(g)
    take = next(m for m in legal if "take" in m)
    retyped = {**take, "take": bool(take["take"])} if take["take"] in (0, 1) else {**take, "take": float(take["take"])}
    reply = call("play", state=g, move=retyped)
    assert code(reply) == "illegal_move" and "types" in reply["error"]["message"]
    assert code(call("play", state=g, move={**take, "take": float(take["take"])})) == "illegal_move"
    assert "ok" in call("play", state=g, move=take)


# --- tampered states -----------------------------------------------------------------------------

@pytest.mark.parametrize("game_id,options", [("betta", {"mode": "staff", "players": 2}),
                                             ("seasaltpaper", {"players": 2})])
def test_zero_players_is_refused(game_id, options):
    g = engine.new_game(game_id, options, 3)
    g["state"]["players"] = 0
    for op in ("view", "legal_moves", "to_move", "result"):
        reply = call(op, state=g)
        assert code(reply) == "bad_state", (op, reply)


def test_a_huge_player_count_is_refused_before_any_work():
    g = engine.new_game("seasaltpaper", {"players": 2}, 3)
    g["options"]["players"] = 10 ** 9
    started = time.perf_counter()
    assert code(call("legal_moves", state=g)) == "bad_state"
    g = engine.new_game("seasaltpaper", {"players": 2}, 3)
    g["state"]["players"] = 10 ** 9
    assert code(call("legal_moves", state=g)) == "bad_state"
    assert time.perf_counter() - started < 1


def test_an_unknown_phase_and_a_negative_renown_are_refused_not_crashes():
    g = engine.new_game("seasaltpaper", {"players": 2}, 3)
    g["state"]["phase"] = "nap"
    for op in ("legal_moves", "view", "bot_move"):
        assert code(call(op, state=g)) == "bad_state", op
    g = engine.new_game("kikai", {}, 3)
    g["state"]["players"][0]["renown"] = -1
    assert code(call("view", state=g, seat=0)) == "bad_state"


@pytest.mark.parametrize("game_id,options", [("seasaltpaper", {"players": 3}), ("pandarei", {"players": 3})])
def test_a_bot_on_a_cut_short_deck_gets_a_sentence(game_id, options):
    g = engine.new_game(game_id, options, 5)
    g["state"]["deck"] = g["state"]["deck"][:-3]
    reply = call("bot_move", state=g, bot="greedy")
    assert code(reply) == "bad_state" and reply["error"]["message"]


def test_a_state_labelled_as_another_game_is_refused():
    g = engine.new_game("quibbles", {"players": 2}, 3)
    for other in ("betta", "kikai", "seasaltpaper"):
        reply = call("legal_moves", state={**g, "game": other})
        assert code(reply) == "bad_state"


@pytest.mark.parametrize("game_id,options,zone", [
    ("betta", {"mode": "staff", "players": 2}, "hands"), ("quibbles", {"players": 3}, "hands"),
    ("seasaltpaper", {"players": 2}, "hands"), ("pandarei", {"players": 3}, "hands"),
    ("watergate", {}, "hands"), ("kikai", {}, "hands")])
def test_a_copied_or_unknown_hand_card_is_refused_and_nothing_is_played(game_id, options, zone):
    g = engine.new_game(game_id, options, 11)
    while not g["state"][zone][0]:  # Sea Salt & Paper deals no hand: play until seat 0 holds cards
        g = engine.play(g, engine.legal_moves(g)[0])
    hand = g["state"][zone][0]
    for bad_hand in (hand + hand[:1], ["no-such-card" if isinstance(hand[0], str) else 10 ** 6] + hand[1:]):
        bad = copy.deepcopy(g)
        bad["state"][zone][0] = bad_hand
        moves = engine.legal_moves(g)
        for op, args in (("play", {"move": moves[0]}), ("view", {"seat": 0}), ("legal_moves", {}),
                         ("bot_move", {"bot": "greedy"}), ("previews", {})):
            reply = call(op, state=bad, **args)
            assert code(reply) == "bad_state", (op, reply)


def test_a_deck_card_copied_into_a_hand_is_refused():
    g = engine.new_game("seasaltpaper", {"players": 2}, 8)
    g["state"]["hands"][0].append(g["state"]["deck"][0])
    assert code(call("legal_moves", state=g)) == "bad_state"


# --- blow-ups --------------------------------------------------------------------------------------

def test_a_set_line_hand_of_nine_is_refused_at_once():
    g = engine.new_game("setline", {}, 4)
    st = g["state"]
    st["hand"], st["deck"] = st["hand"] + st["deck"][:4], st["deck"][4:]
    started = time.perf_counter()
    assert code(call("legal_moves", state=g)) == "bad_state"
    assert time.perf_counter() - started < 1


def test_a_quibbles_row_of_180_cards_is_refused_at_once():
    g = engine.new_game("quibbles", {"players": 2}, 4)
    st = g["state"]
    st["row"], st["deck"] = st["row"] + st["deck"], []
    started = time.perf_counter()
    assert code(call("legal_moves", state=g)) == "bad_state"
    assert time.perf_counter() - started < 1


def test_a_huge_move_list_is_not_previewed_one_by_one():
    """Formula D's car construction has some 47,000 legal cars: ``previews`` says so in a sentence
    (36 MB and 5.5 s before) instead of answering for each."""
    g = engine.new_game("formulad", {"mode": "advanced", "players": 2, "car_construction": True}, 1)
    if len(engine.legal_moves(g)) <= 2000:
        pytest.skip("no construction step first")
    started = time.perf_counter()
    raw = api.handle(json.dumps({"op": "previews", "state": g}))
    assert time.perf_counter() - started < 2 and len(raw) < 10_000
    assert code(strict(raw)) == "bad_request"


# --- the seeded fuzz -------------------------------------------------------------------------------

def test_seeded_fuzz_of_mutated_requests_gets_strict_json_and_no_internal_error():
    figures = fuzz(requests_per_game=150, seed=27)
    assert figures["internal"] == 0, figures["internal_examples"]
    assert figures["requests"] >= 150 * len(engine.GAMES)
    assert figures["refused"] > figures["requests"] // 4  # the mutations really were refused


def test_another_form_of_a_listed_move_is_accepted_only_with_exact_types():
    """Quibbles accepts a split's sets in any order and Set Line a ``seconds`` on any move; neither
    may smuggle ``true`` for 1 or a number that is not whole."""
    g = engine.new_game("setline", {}, 4)
    move = engine.legal_moves(g)[0]
    assert "ok" in call("play", state=g, move={**move, "seconds": 3})
    for seconds in (3.0, 2.5, True):
        assert code(call("play", state=g, move={**move, "seconds": seconds})) == "illegal_move"
    from quibbles_helpers import position
    g = engine.new_game("quibbles", {"players": 2}, 1)
    g["state"] = position([3, 3, 2, 4, 1, 5], [[6, 6, 1], [1]])
    assert "ok" in call("play", state=g, move={"split": 6, "sets": [[3, 3], [2, 4]]})
    assert code(call("play", state=g, move={"split": 6, "sets": [[3, 3], [2, 4.0]]})) == "illegal_move"
    assert code(call("play", state=g, move={"split": 6.0, "sets": [[3, 3], [2, 4]]})) == "illegal_move"


def test_a_whole_number_is_not_true_where_a_move_says_true():
    """Formula D's ``{"retire": true}``: ``{"retire": 1}`` equals it in Python and is refused."""
    from tabletop.engine import why_illegal

    class Retiring:  # a game whose only move is a flag, and that accepts 1 for it as Python does
        legal_moves = staticmethod(lambda state: [{"retire": True}])
        why_illegal = staticmethod(lambda state, move: None if move == {"retire": True} else "no")
    assert why_illegal(Retiring, {}, {"retire": True}) is None
    assert why_illegal(Retiring, {}, {"retire": 1}) == "That is not one of the legal moves: compare its " \
        "values and their types (1 is not 1.0 or true)."
