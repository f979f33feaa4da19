"""What the game tests share: waiting for the seat at the device to act, asking the page's engine for
the legal moves and that seat's view (window.tabletop, the embed API), and checking that a game in
progress survives a reload and a share link."""

from __future__ import annotations

from test_betta_game import BOOT_MS, TURN_MS, body, save
from test_share import decode_link


def wait_my_turn(page, board: str) -> bool:
    """Wait until the game's board (a CSS selector) says this device may act, or the game is over;
    True while the game goes on."""
    page.wait_for_function(f"""() => document.body.dataset.phase === 'over'
        || !!document.querySelector('{board}[data-can-act="true"]')""", timeout=TURN_MS)
    return body(page, "phase") != "over"


def legal(page) -> list:
    return page.evaluate("window.tabletop.legalMoves()")


def view(page) -> dict:
    """The view of the seat at the device."""
    return page.evaluate("window.tabletop.view(Number(document.body.dataset.viewer))")


def reload_and_share(page, browser, board: str, screenshot: str) -> None:
    """The game's record survives a reload, and its share link reopens it on a 360 px phone with no
    sideways scroll (``screenshot`` saves that page)."""
    rec = page.evaluate("window.tabletop.record()")
    page.reload()
    assert wait_my_turn(page, board)
    assert page.evaluate("window.tabletop.record()") == rec
    page.locator("#btn-share").click()
    link = page.locator("#share-link").input_value()
    assert decode_link(link)["record"] == rec
    page.locator("#share-close").click()
    other = browser.new_page(viewport={"width": 360, "height": 740})
    try:
        other.goto(link)
        other.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
        assert wait_my_turn(other, board)
        assert other.evaluate("window.tabletop.record()") == rec
        assert other.evaluate("document.documentElement.scrollWidth") <= 360
        save(other, screenshot)
    finally:
        other.close()
