"""Undo replays a prefix and never crosses another player's move or revealed information."""

import json

import pytest

from tabletop import engine
from tabletop.engine import TabletopError


def played(game, n):
    for _ in range(n):
        game = engine.play(game, engine.legal_moves(game)[0])
    return game


def test_nothing_to_undo_at_the_start():
    g = engine.new_game("betta", {"mode": "staff", "players": 2}, 1)
    assert engine.undo_info(g, 0) == {"allowed": False, "reason": "No move has been played yet."}


def test_betta_placement_that_drew_a_card_cannot_be_undone():
    g = engine.new_game("betta", {"mode": "staff", "players": 2}, 1)
    seat = engine.to_move(g)
    g1 = played(g, 1)
    info = engine.undo_info(g1, seat)
    assert info == {"allowed": False, "reason": "A card was drawn from the deck after that placement."}
    with pytest.raises(TabletopError, match="cannot undo: A card was drawn"):
        engine.undo(g1, seat)


def test_undo_never_crosses_another_players_move():
    g = played(engine.new_game("betta", {"mode": "staff", "players": 2}, 1), 2)
    first = engine.log(g)[0]["seat"]
    assert engine.undo_info(g, first)["reason"] == "Another player has moved since your last move."


def test_betta_undo_allowed_once_the_deck_is_empty_and_it_replays_the_prefix():
    g = engine.new_game("betta", {"mode": "staff", "players": 2}, 3)
    while engine.to_move(g) is not None and any(g["state"]["decks"]):
        g = played(g, 1)
    assert engine.to_move(g) is not None, "seed 3 reaches empty decks before the end"
    seat = engine.to_move(g)
    after = engine.play(g, engine.legal_moves(g)[3])
    assert engine.undo_info(after, seat) == {"allowed": True, "reason": None}
    assert engine.undo(after, seat) == g


def test_set_line_hints_and_deals_block_undo_but_a_stop_does_not():
    g = engine.new_game("setline", {"timed": False}, 2)
    h = engine.play(g, {"hint": 1})
    assert engine.undo_info(h, 0)["reason"] == "The hint has been shown."
    x = engine.play(g, {"exchange": [g["state"]["hand"][0]]})
    assert engine.undo_info(x, 0)["reason"] == "Cards were dealt from the deck after that move."


def test_take_back_removes_the_last_human_turn_and_the_bot_replies():
    g = engine.new_game("betta", {"mode": "staff", "players": 3}, 9)
    g = played(g, 5)
    log = engine.log(g)
    human = log[1]["seat"]
    last_human = max(i for i, e in enumerate(log) if e["seat"] == human)
    back = engine.take_back(g, human)
    assert back["moves"] == g["moves"][:last_human]
    assert engine.to_move(back) == human
    assert back == engine.replay({**engine.record(g), "moves": g["moves"][:last_human]})


def test_take_back_with_no_move_of_yours():
    g = engine.new_game("betta", {"mode": "staff", "players": 2}, 1)
    with pytest.raises(TabletopError, match="no move of yours"):
        engine.take_back(g, 1)


def test_undo_info_is_kept_when_a_move_is_played_and_undo_checks_it_again():
    """Undo info costs the same late in a game as early: the engine keeps who played the last move
    and why it may not be undone (issue 30), and `undo` checks the replay itself, not what a page
    sent back."""
    from tabletop import api
    game = engine.new_game("formulad", {"players": 2, "laps": 1}, 5)
    while not game["moves"] or engine.undo_info(game, game["last"]["seat"])["allowed"] is False:
        game = engine.play(game, engine.legal_moves(game)[0])
        assert game["last"]["seat"] in (0, 1)
    seat = game["last"]["seat"]
    # the same answer a replay finds, without one
    assert engine.undo_info(game, seat) == engine._undo_info_replayed(engine.rules("formulad"), game, seat)
    # a blocked move's reason keeps its sentence id through JSON (the page says it in its language)
    rolled = engine.play(game, engine.legal_moves(game)[0])
    while not rolled["last"]["blocker"]:
        rolled = engine.play(rolled, engine.legal_moves(rolled)[0])
    sent = json.loads(json.dumps(rolled))
    answer = json.loads(api.handle(json.dumps({"op": "undo_info", "state": sent, "seat": sent["last"]["seat"]})))["ok"]
    assert answer["allowed"] is False and answer["reason_say"]["id"] == "formulad.undo.dice"
    # a page that says the last move may be undone is not believed by undo itself
    forged = {**sent, "last": {"seat": sent["last"]["seat"], "blocker": None}}
    assert engine.undo_info(forged, sent["last"]["seat"])["allowed"] is True
    with pytest.raises(engine.TabletopError):
        engine.undo(forged, sent["last"]["seat"])
