"""What the game tests share: waiting for the seat at the device to act, asking the page's engine for
the legal moves and that seat's view (window.tabletop, the embed API), starting a game from the
lobby, playing a whole game by
clicking and replaying its record with the engine, and checking that a game in progress survives a
reload and a share link."""

from __future__ import annotations

from playwright.sync_api import expect

from tabletop import engine
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


def start_from_lobby(page, base_url, game: str, board: str, *, name: str, bot: str, seed: str,
                     options=None) -> None:
    """Open the lobby, choose ``game``, set its own options (``options(page)``, if given), seat a human
    named ``name`` against ``bot`` (a seat kind such as "bot:hard") with ``seed``, save the lobby's
    screenshot (``<game>-lobby.png``) and start; the bots then play without delay."""
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator(f'.game-card[data-game="{game}"]').click()
    if options is not None:
        options(page)
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill(name)
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option(bot)
    page.locator("#lobby-seed").fill(seed)
    save(page, f"{game}-lobby.png")
    page.locator("#start-game").click()
    expect(page.locator(board)).to_be_visible()
    page.evaluate("window.tabletop.setBotDelay && window.tabletop.setBotDelay(0)")


def play_whole_game(page, board: str, click_turn, *, limit: int | None = None) -> dict:
    """Play the device's seat to the end by clicking: while the board (a CSS selector) says it may
    act, ``click_turn(page, n)`` plays its turn ``n`` (0, 1, ...) as a person would; at most
    ``limit - 1`` turns. Waits for the end screen and returns the page's record."""
    turns = 0
    while wait_my_turn(page, board):
        click_turn(page, turns)
        turns += 1
        if limit is not None:
            assert turns < limit, f"the game did not end in {limit} turns"
    expect(page.locator('#overlay[data-kind="end"]')).to_be_visible()
    return page.evaluate("window.tabletop.record()")


def assert_record_replays(page, record: dict, *keys: str) -> dict:
    """The engine, replaying the page's record, ends the game as the page says it ended: the same
    ``keys`` of the result (scores, winners, reason, ...). Returns the page's result."""
    result = page.evaluate("window.tabletop.result()")
    replayed = engine.result(engine.replay(record))
    for key in keys:
        assert replayed[key] == result[key], (key, replayed[key], result[key])
    return result


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
