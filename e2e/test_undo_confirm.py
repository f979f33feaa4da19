"""Confirm moves, undo and practice take-backs, through the shared shell.

- "Confirm moves" (lobby, remembered, on by default): a human's move is shown as the engine would
  play it and only Confirm plays it; Change (or Escape) withdraws it.
- Undo shows only when the engine's `undo_info` allows it (a newcomer never meets a greyed-out
  button that can only refuse).
- "Allow take-backs (practice)": Take back replays the record without the human's last turn and the
  bot's reply after it; the game is marked as practice.
"""

from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, moves_played, save, wait_engine, wait_my_turn

CAN_ACT = "!!document.querySelector('.betta-board[data-can-act=\"true\"]')"


def record(page) -> dict:
    return page.evaluate("window.tabletop.record()")


def engine_call(page, op: str, **args):
    return page.evaluate("([op, args]) => window.tabletop.call(op, args)", [op, args])


def undo_info(page, seat: int) -> dict:
    return page.evaluate("(seat) => window.tabletop.call('undo_info', {state: window.tabletop.state(), seat})", seat)


def pick_and_click(page, rng: random.Random, *, display: int | None = None) -> dict:
    """Select a card and click a display (no waiting for the move: it may wait for Confirm)."""
    cards = page.locator(".hand-card")
    card = cards.nth(rng.randrange(cards.count()))
    card_id = card.get_attribute("data-card")
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    if display is None:
        targets = page.locator(".display:not(.full)")
        target = targets.nth(rng.randrange(targets.count()))
        display = int(target.get_attribute("data-display"))
    else:
        target = page.locator(f'.display[data-display="{display}"]')
    target.hover()
    target.click()
    return {"card": card_id, "rotation": 0, "display": display}


def click_turn(page, rng: random.Random) -> dict:
    """A whole turn by clicking (with "Confirm moves" off): waits until the move is played."""
    n = moves_played(page)
    move = pick_and_click(page, rng)
    page.wait_for_function(f"Number(document.body.dataset.moves) > {n}", timeout=TURN_MS)
    return move


def test_confirm_moves_shows_the_move_and_only_confirm_plays_it(page, base_url, page_log):
    rng = random.Random(7)
    page.goto(base_url)
    wait_engine(page)
    confirm_box = page.locator("#lobby-confirm")
    expect(confirm_box).to_be_checked()  # on by default
    page.locator("#lobby-mode").select_option("staff")
    page.locator('label[for="players-2"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:greedy")
    page.locator("#lobby-seed").fill("2024")
    page.locator("#start-game").click()
    assert wait_my_turn(page)
    assert body(page, "confirm") == "true"
    before = record(page)["moves"]

    # A click on a display shows the move, from the engine, but plays nothing yet.
    hand = page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")
    move = pick_and_click(page, rng)
    bar = page.locator("#confirm-bar")
    expect(bar).to_be_visible()
    expect(page.locator("#confirm-move")).to_be_focused()
    expect(bar.locator(".confirm-text")).to_contain_text(f"placed a card on")
    expect(bar.locator(".confirm-text")).to_contain_text(f"display {move['display'] + 1}")
    pv = engine_call(page, "preview", state=page.evaluate("window.tabletop.state()"), move=move)
    assert pv["legal"] and bar.locator(".confirm-text").text_content() == pv["text"]
    expect(bar.locator(".confirm-points")).to_have_text(f"{'+' if pv['points'] > 0 else ''}{pv['points']} pts")
    expect(page.locator(f'.display.last[data-display="{move["display"]}"]')).to_have_count(1)
    # Betta draws a card after a placement: the player's own hand stays in view, without the played
    # card and without the card the move draws, which shows only once the move counts.
    expect(bar.locator(".confirm-note")).to_have_text("What the move draws or rolls shows once you confirm.")
    expect(page.locator(".hand-card")).to_have_count(len(hand) - 1)
    shown = page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")
    assert sorted(shown) == sorted(c for c in hand if c != move["card"])
    expect(page.locator("#table-tools")).to_be_hidden()
    assert body(page, "pending") == "true"
    assert record(page)["moves"] == before and moves_played(page) == len(before)
    save(page, "confirm-move.png")

    # Change: back to choosing, nothing played.
    page.locator("#change-move").click()
    expect(bar).to_be_hidden()
    page.wait_for_function(CAN_ACT)
    assert record(page)["moves"] == before
    # Escape withdraws too.
    pick_and_click(page, rng)
    expect(bar).to_be_visible()
    page.keyboard.press("Escape")
    expect(bar).to_be_hidden()
    page.wait_for_function(CAN_ACT)
    assert record(page)["moves"] == before

    # Confirm plays exactly the move shown.
    move = pick_and_click(page, rng)
    expect(bar).to_be_visible()
    page.locator("#confirm-move").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {len(before)}", timeout=TURN_MS)
    assert record(page)["moves"][len(before)] == move
    expect(bar).to_be_hidden()

    # The setting is remembered; with it off a click plays at once.
    page.locator("#btn-leave").click()
    expect(confirm_box).to_be_checked()
    confirm_box.uncheck()
    page.locator("#start-game").click()
    assert wait_my_turn(page)
    assert body(page, "confirm") == "false"
    n = moves_played(page)
    pick_and_click(page, rng)
    page.wait_for_function(f"Number(document.body.dataset.moves) > {n}", timeout=TURN_MS)
    expect(bar).to_be_hidden()
    page.locator("#btn-leave").click()
    page.reload()
    wait_engine(page)
    expect(page.locator("#lobby-confirm")).not_to_be_checked()
    page_log.assert_clean()


def test_undo_shows_only_where_it_can_apply(page, base_url, page_log):
    """A new player only ever saw a greyed-out Undo (every Betta placement draws, bots move in
    between): the button now stands only where the engine allows an undo."""
    rng = random.Random(3)
    # A slow bot: after our move there is time to look at the tool bar before it replies.
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=1&seats=human,bot&botDelay=2500")
    assert wait_my_turn(page)
    undo = page.locator("#btn-undo")
    expect(undo).to_be_hidden()  # no move yet
    assert undo_info(page, 0)["reason"] == "No move has been played yet."

    n = moves_played(page)
    pick_and_click(page, rng)  # confirm is off for games opened by URL
    page.wait_for_function(f"Number(document.body.dataset.moves) > {n}", timeout=TURN_MS)
    assert body(page, "turnOf") == "bot"
    # Our placement drew a card: the engine refuses, so there is no button to press.
    reason = undo_info(page, 0)
    assert reason["allowed"] is False
    assert reason["reason"] == "A card was drawn from the deck after that placement."
    assert reason["reason_say"] == {"id": "betta.undo.drawn"}  # for the page to say it in its language
    expect(undo).to_be_hidden()
    expect(page.locator("#undo-note")).to_be_hidden()
    assert body(page, "undo") == "refused"
    save(page, "undo-hidden.png")

    # Once the bot has replied, the reason is the other player's move: still nothing to press.
    assert wait_my_turn(page)
    assert undo_info(page, 0)["reason"] == "Another player has moved since your last move."
    expect(undo).to_be_hidden()
    expect(page.locator("#btn-takeback")).to_be_hidden()  # not a practice game
    page_log.assert_clean()


def test_undo_allowed_when_nothing_was_revealed(page, base_url, page_log):
    """Betta solo, seed 7: from move 13 the deck is empty, so a placement draws nothing."""
    page.goto(base_url + "?game=betta&mode=solo&players=1&seed=7&seats=human&confirm=1")
    assert wait_my_turn(page)
    assert body(page, "confirm") == "true"
    for _ in range(12):
        page.evaluate("window.tabletop.legalMoves().then((m) => window.tabletop.play(m[0]))")
    page.wait_for_function("Number(document.body.dataset.moves) === 12")
    page.wait_for_function(CAN_ACT)
    undo = page.locator("#btn-undo")
    expect(undo).to_be_hidden()  # move 12 drew the last card

    hand = page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")
    page.locator(".hand-card").first.click()
    page.locator('.display[data-display="2"]').click()
    expect(page.locator("#confirm-bar")).to_be_visible()
    # Nothing is drawn: the move is shown from the player's own seat, hand included.
    expect(page.locator("#confirm-bar .confirm-note")).to_be_hidden()
    expect(page.locator(".hand-card")).to_have_count(len(hand) - 1)
    page.locator("#confirm-move").click()
    page.wait_for_function("Number(document.body.dataset.moves) === 13")
    assert undo_info(page, 0) == {"allowed": True, "reason": None}
    expect(undo).to_have_attribute("aria-disabled", "false")
    expect(undo).to_have_attribute("title", "Undo your last move")
    expect(page.locator("#undo-note")).to_be_hidden()
    save(page, "undo-allowed.png")

    undo.click()
    page.wait_for_function("Number(document.body.dataset.moves) === 12")
    rec = record(page)
    assert len(rec["moves"]) == 12
    # The undone game is the replayed prefix: the same hand again, and the card can be played anew.
    expect(page.locator(".hand-card")).to_have_count(len(hand))
    assert sorted(page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")) == sorted(hand)
    expect(page.locator(".log-entry")).to_have_count(12)
    expect(undo).to_be_hidden()  # move 12 drew a card: it cannot be undone
    page_log.assert_clean()


def test_take_back_against_a_bot_in_a_practice_game(page, base_url, page_log):
    rng = random.Random(11)
    page.goto(base_url)
    wait_engine(page)
    page.locator("#lobby-mode").select_option("staff")
    page.locator('label[for="players-2"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("human")
    practice = page.locator("#lobby-practice")
    expect(practice).to_be_disabled()  # no bot: nothing to practise against
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:greedy")
    expect(practice).to_be_enabled()
    expect(practice).not_to_be_checked()  # off by default
    practice.check()
    page.locator("#lobby-confirm").uncheck()
    page.locator("#lobby-seed").fill("31")
    page.locator("#start-game").click()
    assert wait_my_turn(page)
    page.evaluate("window.tabletop.setBotDelay(50)")
    expect(page.locator(".practice-badge")).to_be_visible()
    take_back = page.locator("#btn-takeback")
    expect(take_back).to_be_visible()

    # Our move, then the bot's reply.
    start = record(page)["moves"]
    mine = click_turn(page, rng)
    assert wait_my_turn(page)
    after = record(page)["moves"]
    assert after[len(start)] == mine and len(after) == len(start) + 2  # the bot replied
    expect(take_back).to_have_attribute("aria-disabled", "false")

    take_back.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) === {len(start)}")
    assert record(page)["moves"] == start  # our turn and the bot's reply are gone
    assert wait_my_turn(page)
    expect(page.locator(".log-entry")).to_have_count(len(start))
    # Play differently; the bot replies after it.
    other = click_turn(page, random.Random(99))
    assert wait_my_turn(page)
    again = record(page)["moves"]
    assert again[len(start)] == other and len(again) == len(start) + 2
    engine_call(page, "replay", record=record(page))  # every move legal

    # The saved game is marked as practice.
    page.locator("#btn-leave").click()
    item = page.locator(".saved-item").first
    expect(item.locator(".saved-tag.practice")).to_have_text("Practice")
    page_log.assert_clean()
