"""Awkward Guests in the browser: a whole game against a bot from the lobby (a case number and a level
chosen there), driven by clicking and checked against the engine's replay; two humans at one device,
whose clue cards never reach the other's screen; the deduction sheet marked by hand and still marked
after a reload; a share link.

The human plays as a careful person would: asks about what it cannot yet rule out, offers what it
may, takes the offers it can pay, and accuses only once its own cards leave one solution (the
engine's open-world count, computed here from the seat's view alone).
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from test_betta_game import TURN_MS, body, save
from table_helpers import (assert_record_replays, legal, play_whole_game, reload_and_share, start_from_lobby, view,
                           wait_my_turn)

from tabletop.games.awkwardguests import solver

BOARD = ".awkwardguests-board"


def confirm_and_wait(page, before: int) -> None:
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before} || document.body.dataset.pending === 'true'",
                           timeout=TURN_MS)
    if body(page, "pending") == "true":
        page.locator("#confirm-move").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def click_cards(board, ids) -> None:
    for i in ids:
        board.locator(f'.ag-hand button.ag-card[data-card="{i}"]').click()


def play_like_a_person(page, move: dict) -> None:
    """Click the move's way through the turn's panel and the hand; waits until it was played."""
    before = int(body(page, "moves") or 0)
    board = page.locator(BOARD)
    kind = move["t"]
    if kind == "inquire":
        for ref in move["refs"]:
            board.locator(f'.ag-panel [data-ref="{ref}"]').click()
        board.locator('[data-act="inquire"]').click()
    elif kind == "offer":
        click_cards(board, move["cards"])
        board.locator('[data-act="offer"]').click()
    elif kind == "take":
        board.locator(f'[data-take="{move["from"]}"]').click()
        click_cards(board, move["pay"])
        board.locator('[data-act="pay"]').click()
    elif kind in ("done", "continue"):
        board.locator(f'[data-act="{kind}"]').click()
    elif kind == "accuse":
        board.locator('[data-act="accuse"]').click()
        board.locator("#ag-murderer").select_option(move["murderer"])
        board.locator("#ag-motive").select_option(move["motive"])
        board.locator("#ag-weapon").select_option(move["weapon"])
        if move["accomplice"]:
            board.locator("#ag-accomplice").select_option(move["accomplice"])
            board.locator("#ag-amotive").select_option(move["accomplice_motive"])
        board.locator('[data-act="accuse-now"]').click()
    else:
        click_cards(board, move["cards"])
        board.locator('[data-act="discard"]').click()
    confirm_and_wait(page, before)


def careful_move(v: dict, ms: list, chooser: random.Random) -> dict:
    cards = v["notebook"] + v["revealed_cards"]
    if v["phase"] == "solution":
        left = solver.survivors(v["case"], cards, closed=False)
        return {"t": "accuse", **left[0]} if len(left) == 1 else {"t": "continue"}
    if v["phase"] == "offer":
        return max(ms, key=lambda m: len(m["cards"]))  # every card it may offer
    if v["phase"] == "exchange":
        takes = [m for m in ms if m["t"] == "take"]
        return takes[0] if takes else {"t": "done"}
    return chooser.choice(ms)


def test_a_whole_game_against_a_bot_by_clicking(page, base_url, page_log):
    def the_case(page):
        page.locator("#awkwardguests-level").select_option("medium")
        page.locator("#awkwardguests-case").fill("4242")

    start_from_lobby(page, base_url, "awkwardguests", BOARD, name="Kit", bot="bot:greedy", seed="8", options=the_case)
    options = page.evaluate("window.tabletop.record()")["options"]
    assert options["level"] == "medium" and options["case"] == 4242
    chooser = random.Random(8)

    def turn(page, n):
        v = view(page)
        if n == 0:
            save(page, "awkwardguests-start.png")
            assert v["case"]["number"] == 4242
        if v["round"] >= 3 and v["phase"] == "exchange" and not page.evaluate("window.__agMid || false"):
            page.evaluate("window.__agMid = true")
            save(page, "awkwardguests-midgame.png")
        play_like_a_person(page, careful_move(v, legal(page), chooser))

    rec = play_whole_game(page, BOARD, turn, limit=400)
    save(page, "awkwardguests-end.png")
    result = assert_record_replays(page, rec, "winners", "reason")
    end = page.locator('#overlay[data-kind="end"]')
    expect(end.locator(".ag-explain")).to_be_visible()
    assert result["reason"] == "solved" and len(end.locator(".ag-steps li").all()) >= 3
    page_log.assert_clean()


def next_turn(page) -> None:
    page.wait_for_function(f"""() => ['pass', 'over'].includes(document.body.dataset.phase)
        || !!document.querySelector('{BOARD}[data-can-act="true"]')""", timeout=TURN_MS)
    if body(page, "phase") == "pass":
        expect(page.locator("#pass-heading")).to_be_visible()
        assert not page.locator(".ag-hand .ag-card").count() or not page.locator(BOARD).is_visible()
        page.locator("#reveal-hand").click()
    assert wait_my_turn(page, BOARD)


def test_two_humans_never_see_each_others_clues_and_keep_their_own_sheet(page, base_url, page_log):
    """Ann and Boris at one device against a bot, seed 5: after each pass screen the page holds only
    the player's own hand and notebook (no text of a card only the other has seen); Ann's sheet marks
    stay hers, survive a reload, and Boris's sheet starts empty."""
    page.goto(base_url + "?game=awkwardguests&mode=standard&players=3&seed=5&seats=human,human,bot&names=Ann,Boris&botDelay=0")
    seen = {}
    marked = False
    for _ in range(14):
        next_turn(page)
        v = view(page)
        me = v["to_move"]
        seen[me] = {c["id"]: c["text"] for c in v["notebook"]}
        other = 1 - me
        for cid, text in seen.get(other, {}).items():
            if cid not in seen[me] and cid not in v["revealed"]:
                assert text not in page.content(), f"{text} of seat {other} is on seat {me}'s page"
        if me == 0 and not marked:
            page.locator('[data-fold="sheet"] summary').click()
            page.locator('[data-mark="m:quill"]').click()
            expect(page.locator('[data-mark="m:quill"]')).to_have_text("✗")
            marked = True
        if me == 1 and marked:
            page.locator('[data-fold="sheet"] summary').click()
            expect(page.locator('[data-mark="m:quill"]')).to_have_text("·")
        ms = legal(page)
        play_like_a_person(page, careful_move(v, ms, random.Random(5)))
    assert marked and len(seen) == 2
    log = page.locator(".log-list").inner_text()
    assert "Ann" in log and "Boris" in log and "Rose" not in log
    # Ann's marks are kept with the game: after a reload, on her turn, still there
    page.reload()
    for _ in range(8):
        next_turn(page)
        if view(page)["to_move"] == 0:
            break
        play_like_a_person(page, careful_move(view(page), legal(page), random.Random(6)))
    page.locator('[data-fold="sheet"] summary').click()
    expect(page.locator('[data-mark="m:quill"]')).to_have_text("✗")
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=awkwardguests&mode=standard&players=4&seed=4&seats=bot,human,bot,bot&botDelay=0")
    chooser = random.Random(4)
    for _ in range(5):
        assert wait_my_turn(page, BOARD)
        play_like_a_person(page, careful_move(view(page), legal(page), chooser))
    assert wait_my_turn(page, BOARD)
    reload_and_share(page, browser, BOARD, "awkwardguests-360.png")
    page_log.assert_clean()
