"""What the game tests share: waiting for the seat at the device to act, and asking the page's engine
for the legal moves and that seat's view (window.tabletop, the embed API)."""

from __future__ import annotations

from test_betta_game import TURN_MS, body


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
