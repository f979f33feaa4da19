"""KIKAI for a newcomer (issue #29 item 15): the town readable on a phone, the two questions of every
turn answered once and remembered, the Media Victory end screen with the players' real figures, and
the Advanced tie-break in the rules panel."""

from __future__ import annotations

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body
from table_helpers import legal, view, wait_my_turn as wait_for_turn

BOARD = ".kikai-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def start(page, base_url, query: str) -> None:
    page.goto(base_url + "?game=kikai&players=2&" + query)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    expect(page.locator(BOARD)).to_be_visible()


def click_move(page, move: dict) -> None:
    """Send a move the way a person does: a card first when the move plays one, then its button."""
    from test_kikai_game import key
    before = int(body(page, "moves") or 0)
    option = page.locator(f'.kk-option[data-key="{key(move)}"]')
    if move["type"] == "play" and not option.count():
        page.locator(f'.kk-card[data-card="{move["cards"][0]}"]').click()
    option.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


# --- (e) the rules panel's Advanced tie-break --------------------------------------------------------

def test_the_rules_panel_gives_the_advanced_tie_break_in_both_languages(page, base_url, page_log):
    start(page, base_url, "mode=advanced&seed=2&seats=human,bot")
    page.locator("#btn-rules").click()
    drawer = page.locator("#drawer")
    expect(drawer).to_be_visible()
    expect(drawer).to_contain_text("more red fans")
    assert page.evaluate("window.tabletop.setLang('ru')") == "ru"
    expect(drawer).to_contain_text("больше красных фанатов")
    page.keyboard.press("Escape")
    page_log.assert_clean()
