"""Cathood in the browser: a whole game against a bot, driven by clicking and checked against the
engine's replay; two humans at one device, whose fight signs stay secret (a pass screen before each
sign, the other's sign never on the page before both are in); a reload and a share link. The whole
game starts from the lobby with every option of the game set (random fights, secret objectives).

The human's moves are a seeded random pick among the legal moves, made the way a person makes them:
an action's button, then a corner, a tile or a card on the table; a choice's button.
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import (assert_record_replays, legal, play_whole_game, reload_and_share, start_from_lobby, view,
                           wait_my_turn as wait_for_turn)

from tabletop.games.cathood import board as geometry

BOARD = ".cathood-board"
CHOICE = {"resolve": "effect", "sign": "sign", "steal": "resource", "objective": "card"}


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def end_point(v: dict, move: dict) -> str:
    rows, cols = len(v["board"]), len(v["board"][0])
    walk = geometry.linear_path if move["type"] == "linear" else geometry.diagonal_path
    i, j = walk(rows, cols, tuple(v["players"][v["to_move"]]["point"]), move["dir"], move["steps"])[-1]
    return f"{i},{j}"


def play_like_a_person(page, move: dict) -> None:
    """Click the move's way through the table (a corner reached by several moves plays the one the
    board offers there); waits until a move was played."""
    before = int(body(page, "moves") or 0)
    v = view(page)
    kind = move["type"]
    board = page.locator(BOARD)
    if v["phase"] == "action" and kind != "end_turn":
        if move.get("repeat"):
            board.locator('[data-action="repeat"]').click()
        board.locator(f'[data-action="{kind}"]').click()
        if kind in ("linear", "diagonal"):
            board.locator(f'.ch-target[data-point="{end_point(v, move)}"] .ch-target-ring').click()
        elif kind == "rotate":
            board.locator(f'.ch-tile[data-tile="{move["tile"][0]},{move["tile"][1]}"]').click()
            board.locator(f'[data-turn="{move["turn"]}"]').click()
        elif kind == "swap":
            for r, c in move["tiles"]:
                board.locator(f'.ch-tile[data-tile="{r},{c}"]').click()
        elif kind == "park":
            board.locator(f'.ch-tile[data-tile="{move["tile"][0]},{move["tile"][1]}"]').click()
        else:  # a card, then (when two tiles could take the House) the tile
            board.locator(f'button.ch-card[data-card="{move["card"]}"]').click()
            if body(page, "moves") == str(before) and board.locator(".ch-tile.target").count():
                board.locator(f'.ch-tile[data-tile="{move["tile"][0]},{move["tile"][1]}"]').click()
    elif kind == "end_turn":
        board.locator('[data-action="end_turn"]').click()
    elif kind == "dog":
        board.locator(f'.ch-target[data-point="{move["to"][0]},{move["to"][1]}"] .ch-target-ring').click()
    elif kind == "bee":
        board.locator(f'button.ch-card[data-card="{move["card"]}"]').click()
    elif kind == "coffee":
        board.locator(f'[data-give="{move["give"]}"][data-take="{move["take"]}"]').click()
    elif kind == "coffee_done":
        board.locator('[data-done="coffee"]').click()
    else:
        attr = CHOICE[kind]
        value = move["effect"] if kind == "resolve" else move[attr] if kind != "objective" else move["card"]
        board.locator(f'[data-{"objective" if kind == "objective" else attr}="{value}"]').click()
    # With "Confirm moves" on (the lobby's default) a move waits for Confirm.
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before} || document.body.dataset.pending === 'true'",
                           timeout=TURN_MS)
    if body(page, "pending") == "true":
        page.locator("#confirm-move").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def test_a_whole_game_against_a_bot_by_clicking(page, base_url, page_log):
    def every_option(page):  # fights decided at random, the secret objectives
        page.locator("#cathood-fight").select_option("random")
        page.locator("#cathood-objectives").check()

    start_from_lobby(page, base_url, "cathood", BOARD, name="Kit", bot="bot:greedy", seed="8", options=every_option)

    chooser = random.Random(8)
    shots = set()

    def turn(page, n):
        ms = legal(page)
        # buy when it can, else move; one action a turn (then end it), so the bot's cat ends the game
        # and the test stays short
        buy = [m for m in ms if m["type"] in ("pet_shop", "building", "park")]
        end = [m for m in ms if m["type"] == "end_turn"]
        move = chooser.choice(buy or end or [m for m in ms if not m.get("repeat")] or ms)
        v = view(page)
        if n == 0:
            save(page, "cathood-start.png")
        if v["round"] >= 6 and "mid" not in shots and v["phase"] == "action":
            shots.add("mid")
            save(page, "cathood-midgame.png")
        play_like_a_person(page, move)

    options = page.evaluate("window.tabletop.record()")["options"]
    assert options["fight"] == "random" and options["secret_objectives"] is True
    rec = play_whole_game(page, BOARD, turn, limit=1500)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "cathood-end.png")
    assert_record_replays(page, rec, "scores", "winners")
    assert "Kit" in end.inner_text()
    page_log.assert_clean()


def next_turn(page, names: tuple) -> None:
    """Wait for the next human's turn; past a pass screen, nothing of another seat is on the page
    until the named player says who they are."""
    page.wait_for_function(f"""() => ['pass', 'over'].includes(document.body.dataset.phase)
        || !!document.querySelector('{BOARD}[data-can-act="true"]')""", timeout=TURN_MS)
    if body(page, "phase") == "pass":
        expect(page.locator("#pass-heading")).to_be_visible()
        page.locator("#reveal-hand").click()
    assert wait_my_turn(page)


def test_two_humans_fight_in_secret(page, base_url, page_log):
    """Two humans on one device, seed 3, secret objectives on: each keeps an objective that the other's
    screen never shows; the cats walk onto each other. Each is asked a sign behind a pass screen, and
    the page never shows the other's sign before both are in."""
    page.goto(base_url + "?game=cathood&mode=standard&players=2&seed=3&seats=human,human&names=Ann,Boris"
              "&options=%7B%22secret_objectives%22%3Atrue%7D")
    signs, objectives = 0, {}
    for _ in range(40):
        next_turn(page, ("Ann", "Boris"))
        v = view(page)
        for seat, words in objectives.items():  # another seat's secret objective is never on this page
            if seat != v["to_move"]:
                assert words not in page.content()
        if v["phase"] == "objective":
            choice = page.locator(f'{BOARD} [data-objective]').first
            objectives[v["to_move"]] = choice.inner_text().split(" (")[0]
            play_like_a_person(page, {"type": "objective", "card": choice.get_attribute("data-objective")})
            continue
        if v["phase"] == "sign":
            signs += 1
            other = v["fight"]["a"] if v["fight"]["b"] == v["to_move"] else v["fight"]["b"]
            assert v["fight"]["signs"].get(str(other)) in (None, "chosen")
            expect(page.locator(".moment-secret")).to_be_visible()
            play_like_a_person(page, {"type": "sign", "sign": "rock"})
            if signs == 2:
                break
            continue
        ms = legal(page)
        # walk onto the other cat when a move can
        target = v["players"][1 - v["to_move"]]["point"]
        onto = [m for m in ms if m["type"] in ("linear", "diagonal") and end_point(v, m) == f"{target[0]},{target[1]}"]
        play_like_a_person(page, (onto or [m for m in ms if m["type"] != "end_turn"] or ms)[0])
    assert signs == 2 and len(objectives) == 2
    expect(page.locator("#moments")).to_contain_text("rock")
    log = page.locator(".log-list").inner_text()
    assert "Ann" in log and "Boris" in log and "Blue cat" not in log
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=cathood&mode=standard&players=3&seed=4&seats=bot,human,bot&botDelay=0")
    chooser = random.Random(4)
    for _ in range(6):
        assert wait_my_turn(page)
        play_like_a_person(page, chooser.choice(legal(page)))
    assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["players"] == 3 and len(rec["moves"]) >= 6
    reload_and_share(page, browser, BOARD, "cathood-360.png")
    page_log.assert_clean()
