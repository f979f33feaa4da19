"""Replays: step through any game move by move (buttons, arrow keys, Home/End, a click on a log
entry), each position being the engine's `replay` of a record prefix, seen from any seat once the
game is over (only your own view, or the table alone, while it runs).
"""

from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, moves_played, save, wait_my_turn
from test_undo_confirm import click_turn, record


def prefix_view(page, rec: dict, k: int, seat):
    return page.evaluate("""([rec, k, seat]) => window.tabletop.call('replay', {record: {...rec, moves: rec.moves.slice(0, k)}})
        .then((state) => window.tabletop.call('view', {state, seat}))""", [rec, k, seat])


def board_cells(page) -> list[list]:
    """The displays as drawn: per display, per cell, the colour of the fish on top (or None)."""
    return page.locator(".display").evaluate_all("""els => els.map((d) => [...d.querySelectorAll('.cell')].map((c) => {
        const m = [...c.classList].find((x) => x.startsWith('has-'));
        return m ? m.slice(4) : null;
    }))""")


def at(page) -> int:
    return int(page.locator("#replay-pos").get_attribute("data-at"))


def wait_at(page, k: int) -> None:
    page.wait_for_function(f"document.body.dataset.replayAt === '{k}'")


def test_replay_a_finished_game_with_keys_log_clicks_and_every_seat(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=3&seed=8&seats=bot,bot:random,bot&botDelay=0")
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=BOOT_MS)
    rec = record(page)
    total = len(rec["moves"])
    page.locator("#end-replay").click()
    bar = page.locator("#replay-bar")
    expect(bar).to_be_visible()
    expect(end).to_be_hidden()
    assert body(page, "phase") == "replay"
    wait_at(page, total)
    expect(page.locator("#replay-pos")).to_have_text(f"Move {total} of {total}")
    expect(page.locator("#replay-next")).to_be_disabled()

    # Keys: Home to the start, then one move at a time.
    page.keyboard.press("Home")
    wait_at(page, 0)
    expect(page.locator("#replay-pos")).to_have_text(f"Start · {total} moves")
    assert board_cells(page) == prefix_view(page, rec, 0, None)["displays"]
    for k in (1, 2, 3):
        page.keyboard.press("ArrowRight")
        wait_at(page, k)
    assert board_cells(page) == prefix_view(page, rec, 3, None)["displays"]
    expect(page.locator(".log-entry.current")).to_have_attribute("data-move", "3")
    expect(page.locator(".log-entry.future")).to_have_count(total - 3)
    page.keyboard.press("ArrowLeft")
    wait_at(page, 2)
    assert board_cells(page) == prefix_view(page, rec, 2, None)["displays"]
    page.keyboard.press("End")
    wait_at(page, total)
    # Buttons too.
    page.locator("#replay-first").click()
    wait_at(page, 0)
    page.locator("#replay-next").click()
    wait_at(page, 1)
    page.locator("#replay-last").click()
    wait_at(page, total)
    page.locator("#replay-prev").click()
    wait_at(page, total - 1)

    # A click on a log entry shows the table just after that move.
    expect(page.locator(".log-hint")).to_be_visible()
    page.locator('.log-entry[data-move="5"] .log-pick').click()
    wait_at(page, 5)
    assert board_cells(page) == prefix_view(page, rec, 5, None)["displays"]
    expect(page.locator(".log-entry.current")).to_have_attribute("data-move", "5")

    # The game is over: every seat's view may be seen, hands included.
    seat = page.locator("#replay-seat")
    values = seat.locator("option").evaluate_all("els => els.map(e => e.value)")
    assert values == ["spectator", "0", "1", "2"]
    expect(page.locator(".replay-note")).to_have_text("The game is over: every hand may be seen.")
    expect(page.locator(".hand-card")).to_have_count(0)
    seat.select_option("1")
    expect(page.locator(".hand-card").first).to_be_visible()
    hand = page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")
    assert hand == prefix_view(page, rec, 5, 1)["hand"] and all(c.startswith("green-") for c in hand)
    page.keyboard.press("ArrowRight")  # the seat stays picked while stepping
    wait_at(page, 6)
    assert page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)") == prefix_view(page, rec, 6, 1)["hand"]
    save(page, "replay.png")

    # Back to the table: the finished game as it was.
    page.locator("#replay-exit").click()
    expect(bar).to_be_hidden()
    page.wait_for_function("document.body.dataset.phase === 'over'")
    assert record(page) == rec
    page_log.assert_clean()


def test_replay_of_a_running_game_shows_only_your_view(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=1&seats=human,bot&botDelay=0")
    assert wait_my_turn(page)
    for turn in range(3):
        click_turn(page, random.Random(turn))
        assert wait_my_turn(page)
    rec = record(page)
    total = len(rec["moves"])
    page.locator("#btn-replay").click()
    wait_at(page, total)
    # While the game runs, only your own view (or the table alone): no other hand.
    values = page.locator("#replay-seat option").evaluate_all("els => els.map(e => e.value)")
    assert values == ["spectator", "0"]
    expect(page.locator("#replay-seat")).to_have_value("0")
    expect(page.locator("#replay-exit")).to_have_text("Back to the game")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    wait_at(page, total - 2)
    assert page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)") == prefix_view(page, rec, total - 2, 0)["hand"]
    # Nobody moves behind the replay, and the board takes no clicks.
    page.wait_for_timeout(300)
    assert record(page) == rec and moves_played(page) == total
    assert page.locator(".betta-board").get_attribute("data-can-act") == "false"
    page.locator("#replay-exit").click()
    assert wait_my_turn(page)
    expect(page.locator("#replay-bar")).to_be_hidden()
    click_turn(page, random.Random(7))  # and the game goes on
    assert wait_my_turn(page)
    page_log.assert_clean()


def test_a_saved_finished_game_opens_as_a_replay_from_the_lobby(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.evaluate("window.tabletop.newGame('betta', {mode: 'solo', players: 1}, 7, ['human'])")
    while page.evaluate("window.tabletop.result()") is None:
        page.evaluate("window.tabletop.legalMoves().then((m) => window.tabletop.play(m[m.length - 1]))")
    rec = record(page)
    expect(page.locator('#overlay[data-kind="end"]')).to_be_visible(timeout=TURN_MS)
    page.locator("#back-to-lobby").click()
    page.locator('.saved-item [data-action="replay"]').click()
    wait_at(page, len(rec["moves"]))
    expect(page.locator("#replay-seat")).to_have_value("0")
    page.locator('.log-entry[data-move="1"] .log-pick').click()
    wait_at(page, 1)
    assert page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)") == prefix_view(page, rec, 1, 0)["hand"]
    expect(page.locator("#replay-exit")).to_have_text("Back to the lobby")
    page.locator("#replay-exit").click()
    expect(page.locator("#lobby")).to_be_visible()
    page_log.assert_clean()
