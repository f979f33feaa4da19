"""Watergate in the browser: a whole game as the Editor against a Nixon bot, driven by clicking and
checked against the engine's replay; two humans at one device (pass screens, no hidden hand in the
other's page, a reaction window whatever the hand, the log in their own names); a reload and a share
link; the lobby's options.

The human's moves are chosen by a seeded random pick among the legal moves (every kind of move then
comes up: values, actions, asks, choices, pins) and made the way a person makes them: a card, then a
target's button; a choice's button; an evaluation pin's token, then its space on the board.
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import (assert_record_replays, legal, play_whole_game, reload_and_share, view,
                           wait_my_turn as wait_for_turn)

BOARD = ".watergate-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def key(m: dict) -> str:
    """The move's data-key on its button (web/games/watergate/index.js, moveKey)."""
    if m["t"] == "value":
        tg = m["target"]
        return ":".join(x for x in ("value", m["card"], tg["k"], tg.get("id") or tg.get("colour") or "") if x)
    if m["t"] in ("action", "react"):
        return f'{m["t"]}:{m["card"]}'
    if m["t"] == "choose":
        return f'choose:{m["option"]}'
    if m["t"] == "pin":
        return f'pin:{m["token"]}:{m["space"]}'
    return m["t"]


def play_like_a_person(page, move: dict, moves: list) -> None:
    before = int(body(page, "moves") or 0)
    if move["t"] == "pass" and moves == [move]:
        pass  # a window the player holds no answer to passes by itself
    elif move["t"] in ("value", "action") and not page.locator(f'.wg-option[data-key="{key(move)}"]').count():
        page.locator(f'.wg-card[data-card="{move["card"]}"]').click()
        page.locator(f'.wg-option[data-key="{key(move)}"]').click()
    elif move["t"] == "pin":
        pick = page.locator(f'.wg-option[data-key="pintoken:{move["token"]}"]')
        if pick.count():
            pick.click()
        page.locator(f'.wg-board-svg .wg-space[data-space="{move["space"]}"][role="button"]').click()  # on the board
    else:
        page.locator(f'.wg-option[data-key="{key(move)}"]').click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def test_a_whole_game_as_the_editor_by_clicking(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="watergate"]').click()
    expect(page.locator("#watergate-bag")).to_be_visible()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Kay")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:hard")
    page.locator("#lobby-seed").fill("8")
    save(page, "watergate-lobby.png")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    page.evaluate("window.tabletop.setBotDelay && window.tabletop.setBotDelay(0)")

    chooser = random.Random(8)
    shots = set()

    def turn(page, moves):
        ms = legal(page)
        move = chooser.choice(ms)
        v = view(page)
        if moves == 0:
            save(page, "watergate-start.png")
        if move["t"] in ("value", "action") and v["round"] >= 2 and "mid" not in shots:
            shots.add("mid")
            page.locator(f'.wg-card[data-card="{move["card"]}"]').click()
            expect(page.locator(".wg-plays")).to_be_visible()  # where each target would land, before it counts
            save(page, "watergate-midgame.png")
        if v["phase"] == "evaluation" and "eval" not in shots:
            shots.add("eval")
            save(page, "watergate-evaluation.png")
        play_like_a_person(page, move, ms)

    rec = play_whole_game(page, BOARD, turn, limit=600)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "watergate-end.png")
    assert_record_replays(page, rec, "winners", "reason")
    assert end.locator(".wg-end-board svg").count() == 1  # the evidence board as it ended
    page_log.assert_clean()


def test_two_humans_pass_the_device_and_never_see_the_other_hand(page, base_url, page_log):
    page.goto(base_url + "?game=watergate&mode=standard&players=2&seed=3&seats=human,human&names=Ann,Boris")
    for turn in range(8):
        page.wait_for_function("""() => document.body.dataset.phase === 'pass'
            || !!document.querySelector('.watergate-board[data-can-act="true"]')""", timeout=BOOT_MS)
        if body(page, "phase") == "pass":
            page.locator("#reveal-hand").click()
        assert wait_my_turn(page)
        v = view(page)
        mine = "E" if v["seat"] == 0 else "N"
        theirs = "N" if mine == "E" else "E"
        # only the seat's own cards are in the page
        shown = page.eval_on_selector_all(".wg-hand .wg-card", "els => els.map(e => e.dataset.card)")
        assert shown and all(c.startswith(mine) for c in shown)
        assert theirs + "0" not in " ".join(shown)
        ms = legal(page)
        move = next((m for m in ms if m["t"] == "value" and m["target"]["k"] != "ask"), ms[0])
        play_like_a_person(page, move, ms)
        expect(page.locator("body")).to_have_attribute("data-phase", "pass")  # the device changes hands
    # the log names the players as they typed their names, in every sentence of a line
    log = page.locator(".log-list").inner_text()
    assert "Ann plays" in log and "Boris plays" in log and "Editor plays" not in log and "Nixon plays" not in log
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=watergate&mode=standard&players=2&seed=4&seats=bot,human&botDelay=0"
              "&options=%7B%22reaction_prompt%22%3A%22holding_only%22%7D")
    chooser = random.Random(4)
    for _ in range(5):
        assert wait_my_turn(page)
        ms = legal(page)
        play_like_a_person(page, chooser.choice(ms), ms)
    assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["reaction_prompt"] == "holding_only" and len(rec["moves"]) >= 5
    reload_and_share(page, browser, BOARD, "watergate-360.png")
    page_log.assert_clean()


def test_the_lobby_offers_every_option(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="watergate"]').click()
    page.locator("#watergate-bag").select_option("opy36")
    page.locator("#watergate-reaction_prompt").select_option("holding_only")
    page.locator("#watergate-max_rounds").select_option("12")
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("bot:greedy")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("human")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    options = page.evaluate("window.tabletop.record()")["options"]
    assert options["bag"] == "opy36" and options["reaction_prompt"] == "holding_only" and options["max_rounds"] == 12
    expect(page.locator("#round-counter")).to_contain_text("12")
    page_log.assert_clean()
