"""A whole Betta game played in the browser like a person would, and the page's JS API.

Uses the fixtures of e2e/conftest.py (base_url, page, page_log). The helpers at the top are
imported by the other Betta/lobby/security tests.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from playwright.sync_api import expect

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
BOOT_MS = 120_000  # a cold Pyodide boot takes ~4 s here; CI machines can be slower
TURN_MS = 60_000

MY_TURN_OR_OVER = """() => document.body.dataset.phase === 'over'
    || !!document.querySelector('.betta-board[data-can-act="true"]')"""


def save(page, name: str) -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.wait_for_timeout(450)  # let fades and the card-rotation animation finish
    path = SCREENSHOTS / name
    page.screenshot(path=str(path))
    return path


def wait_engine(page) -> None:
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)


def body(page, key: str) -> str:
    return page.evaluate(f"document.body.dataset.{key} ?? ''")


def moves_played(page) -> int:
    return int(body(page, "moves") or 0)


def wait_my_turn(page) -> bool:
    """Wait until the viewing human may act; False once the game is over."""
    page.wait_for_function(MY_TURN_OR_OVER, timeout=TURN_MS)
    return body(page, "phase") != "over"


def play_turn_like_a_person(page, rng: random.Random, *, rotations: int | None = None,
                            before_click=None) -> dict:
    """Select a card, maybe rotate it, point at a display, click it. Returns the move made."""
    before = moves_played(page)
    cards = page.locator(".hand-card")
    card = cards.nth(rng.randrange(cards.count()))
    card_id = card.get_attribute("data-card")
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    turns = rng.randrange(4) if rotations is None else rotations
    for _ in range(turns):
        page.locator("[data-action=rotate]").click()
    rotation = 90 * turns
    expect(page.locator(f'.hand-card[data-card="{card_id}"]')).to_have_attribute(
        "data-rotation", str(rotation))
    targets = page.locator(".display:not(.full)")
    target = targets.nth(rng.randrange(targets.count()))
    display = int(target.get_attribute("data-display"))
    target.hover()
    # Ghost fish show exactly where the card's three fish would land, and the score preview.
    expect(target.locator(".fish.ghost")).to_have_count(3)
    expect(page.locator(".preview-points")).to_be_visible()
    if before_click:
        before_click()
    target.click()
    # With "Confirm moves" on (the lobby's default) the move waits for Confirm.
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before} || document.body.dataset.pending === 'true'",
                           timeout=TURN_MS)
    if body(page, "pending") == "true":
        page.locator("#confirm-move").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    return {"card": card_id, "rotation": rotation, "display": display}


def is_subsequence(small: list, big: list) -> bool:
    it = iter(big)
    return all(any(x == y for y in it) for x in small)


def test_whole_game_against_the_greedy_bot(page, base_url, page_log):
    from table_helpers import play_whole_game  # here: table_helpers imports this module's helpers
    rng = random.Random(20240601)
    page.goto(base_url)
    expect(page.locator("#lobby")).to_be_visible()
    wait_engine(page)
    page.locator('label[for="players-2"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Robin")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:greedy")
    page.locator("#lobby-seed").fill("2024")
    save(page, "lobby.png")
    page.locator("#start-game").click()
    expect(page.locator("#table")).to_be_visible()
    assert body(page, "phase") == "table"

    # The table as a newcomer sees it.
    expect(page.locator(".pattern-card")).to_have_count(6)
    expect(page.locator(".display")).to_have_count(5)
    expect(page.locator(".player")).to_have_count(2)
    expect(page.locator('.player[data-seat="0"] .player-name')).to_have_text("Robin")

    mine = []

    def turn(page, n):
        expect(page.locator(".hand-card")).not_to_have_count(0)
        assert all(c.startswith("pink-") for c in page.locator(".hand-card").evaluate_all(
            "els => els.map(e => e.dataset.card)"))
        shot = (lambda: save(page, "table-midgame.png")) if n == 3 else None
        mine.append(play_turn_like_a_person(page, rng, before_click=shot))
        # The move is on the table, highlighted, and in the log.
        expect(page.locator(".display.last")).to_have_count(1)
        expect(page.locator(".log-entry").first).to_be_visible()

    record = play_whole_game(page, ".betta-board", turn)
    assert len(mine) == 7 or body(page, "phase") == "over"

    end = page.locator('#overlay[data-kind="end"]')
    save(page, "end.png")
    result = page.evaluate("window.tabletop.result()")
    assert result is not None
    for entry in result["breakdown"]:
        seat = entry["seat"]
        column = end.locator(f'.end-player[data-seat="{seat}"]')
        expect(column.locator(".end-score")).to_have_text(str(result["scores"][seat]))
        expect(column.locator(".end-item")).to_have_count(len(entry["items"]))
        assert sum(item["points"] for item in entry["items"]) == entry["total"] == result["scores"][seat]
    expect(end.locator(".end-tiebreak")).not_to_be_empty()
    names = {0: "Robin", 1: "Green"}
    for seat in result["winners"]:
        expect(end.locator(".end-headline")).to_contain_text(names[seat])

    # Every move made by clicking is in the engine's record, as made.
    assert record["seed"] == 2024
    assert is_subsequence(mine, record["moves"])
    # The log shows one line per move, newest first.
    expect(page.locator(".log-entry")).to_have_count(len(record["moves"]))

    # Play again starts a fresh game with the same seats; back to lobby works.
    page.locator("#play-again").click()
    expect(page.locator("#overlay")).to_be_hidden()
    page.wait_for_function("document.body.dataset.phase === 'table' && Number(document.body.dataset.moves) < 3",
                           timeout=TURN_MS)
    expect(page.locator(".player")).to_have_count(2)
    page.locator("#btn-leave").click()
    expect(page.locator("#lobby")).to_be_visible()
    assert body(page, "phase") == "lobby"
    page_log.assert_clean()


def test_keyboard_select_rotate_and_place(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=1&seats=human,bot")
    assert wait_my_turn(page)
    page.keyboard.press("1")
    first = page.locator(".hand-card").first
    expect(first).to_have_attribute("aria-pressed", "true")
    card = first.get_attribute("data-card")
    page.keyboard.press("r")
    page.keyboard.press("R")
    expect(first).to_have_attribute("data-rotation", "180")
    display = page.locator(".display.empty").first
    index = int(display.get_attribute("data-display"))
    display.focus()
    expect(display).to_have_attribute(
        "aria-label", f"Display {index + 1}, +2, 0 pink, 0 pts: top row empty, empty, empty; "
        "middle row empty, empty, empty; bottom row empty, empty, empty; "
        "0 fish, 0 pink, worth 0, placing here scores 2")
    expect(display.locator(".display-worth .worth-what")).to_have_text("0 pink")
    expect(display.locator(".display-worth .worth-pts")).to_have_text("0 pts")
    expect(display.locator(".fish.ghost")).to_have_count(3)
    page.keyboard.press("Enter")
    page.wait_for_function("Number(document.body.dataset.moves) >= 1")
    record = page.evaluate("window.tabletop.record()")
    assert record["moves"][0] == {"card": card, "rotation": 180, "display": index}
    page_log.assert_clean()


def test_js_api_and_readable_errors(page, base_url, page_log):
    page.goto(base_url)
    version = page.evaluate("window.tabletop.ready")
    assert version
    view = page.evaluate("""window.tabletop.newGame('betta', {mode: 'staff', players: 2}, 42,
                                                    ['human', 'human'])""")
    assert view["game"] == "betta"
    assert body(page, "phase") == "pass"
    state_before = page.evaluate("JSON.stringify(window.tabletop.state())")

    # An illegal move: a readable toast, no traceback, and the state is unchanged.
    outcome = page.evaluate("""window.tabletop.play({card: 'pink-99', rotation: 0, display: 0})
        .then(() => 'played', (e) => ({code: e.code, message: e.message}))""")
    assert outcome["code"] == "illegal_move"
    toast = page.locator(".toast-error").last
    expect(toast).to_be_visible()
    expect(toast).to_have_text(outcome["message"])
    assert "Traceback" not in outcome["message"]
    assert page.evaluate("JSON.stringify(window.tabletop.state())") == state_before

    moves = page.evaluate("window.tabletop.legalMoves()")
    to_move = page.evaluate("window.tabletop.toMove()")
    played = page.evaluate("(m) => window.tabletop.play(m)", moves[0])
    assert played["text"]
    record = page.evaluate("window.tabletop.record()")
    assert record["moves"] == [moves[0]] and record["seed"] == 42
    spectator = page.evaluate("window.tabletop.view(null)")
    assert spectator["hand"] == []
    own = page.evaluate(f"window.tabletop.view({to_move})")
    assert len(own["hand"]) == 3
    assert page.evaluate("window.tabletop.result()") is None
    expect(page.locator(".log-entry")).to_have_count(1)
    expect(page.locator(".log-entry .log-text")).to_have_text(played["text"])
    json.dumps(record)  # plain JSON
    page_log.assert_clean()
