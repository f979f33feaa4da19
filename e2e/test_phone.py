"""Phones: the tables fit a 360-pixel-wide portrait screen without sideways scrolling, and touch
works (tap a card, tap rotate, tap a display to preview, tap it again to place).

Screenshots: e2e/screenshots/phone-betta.png, phone-betta-4.png, phone-setline.png, phone-lobby.png,
phone-setline-build.png, phone-setline-built.png, phone-setline-exchange.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, moves_played, wait_my_turn

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}


@pytest.fixture
def phone(browser, base_url, page_log):
    ctx = browser.new_context(**PHONE)
    ctx.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base_url)
              or route.request.url.split(":")[0] in ("data", "blob", "about")
              else (page_log.foreign_requests.append(route.request.url), route.abort()))
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.on("console", lambda m: page_log.console_errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page_log.page_errors.append(str(e)))
    try:
        yield page
    finally:
        ctx.close()


def no_sideways_scroll(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide"
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')]
        .filter((e) => { const r = e.getBoundingClientRect(); return r.width && r.right > 361
                         && getComputedStyle(e).position !== 'fixed'; })
        .slice(0, 8).map((e) => e.className || e.tagName)""")
    assert wide == [], wide


def shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.wait_for_timeout(450)
    page.screenshot(path=str(SCREENSHOTS / name), full_page=True)


def test_betta_two_players_by_touch(phone, base_url, page_log):
    page = phone
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&botDelay=20")
    for turn in range(2):
        assert wait_my_turn(page)
        no_sideways_scroll(page)
        before = moves_played(page)
        card = page.locator(".hand-card").first
        card_id = card.get_attribute("data-card")
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
        page.locator("[data-action=rotate]").tap()
        expect(page.locator(f'.hand-card[data-card="{card_id}"]')).to_have_attribute("data-rotation", "90")
        target = page.locator(".display:not(.full)").nth(turn)
        display = int(target.get_attribute("data-display"))
        target.tap()  # the first tap previews
        expect(target.locator(".fish.ghost")).to_have_count(3)
        expect(page.locator(".preview-points")).to_be_visible()
        page.wait_for_timeout(200)
        assert moves_played(page) == before
        if turn == 0:
            shot(page, "phone-betta.png")
        target.tap()  # the second places
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
        record = page.evaluate("window.tabletop.record()")
        assert record["moves"][before] == {"card": card_id, "rotation": 90, "display": display}
    no_sideways_scroll(page)
    page_log.assert_clean()


def test_betta_four_players_fits(phone, base_url, page_log):
    page = phone
    page.goto(base_url + "?game=betta&mode=staff&players=4&seed=8&seats=human,bot,bot,bot&botDelay=20")
    assert wait_my_turn(page)
    page.locator(".hand-card").first.tap()
    no_sideways_scroll(page)
    shot(page, "phone-betta-4.png")
    page_log.assert_clean()


def test_setline_fits_and_lobby_fits(phone, base_url, page_log):
    page = phone
    page.goto(base_url + "?game=setline&mode=solo&players=1&seats=human&seed=5")
    page.wait_for_function("!!document.querySelector(\".setline[data-can-act='true']\")", timeout=BOOT_MS)
    no_sideways_scroll(page)
    page.locator(".setline [data-card], .setline .sl-hand button").first.tap()
    no_sideways_scroll(page)
    shot(page, "phone-setline.png")
    page.locator("#btn-leave").tap()
    expect(page.locator("#lobby")).to_be_visible()
    no_sideways_scroll(page)
    shot(page, "phone-lobby.png")
    page_log.assert_clean()


def test_setline_whole_turns_by_taps(phone, base_url, page_log):
    """A Set Line build and then an exchange, each made and confirmed by taps alone, checked
    against the engine; the page never scrolls sideways."""
    page = phone
    page.goto(base_url + '?game=setline&mode=solo&players=1&seats=human&seed=4&options={"timed":false}')
    can_act = "!!document.querySelector(\".setline[data-can-act='true']\")"
    page.wait_for_function(can_act, timeout=BOOT_MS)
    no_sideways_scroll(page)
    before = page.evaluate("window.tabletop.view(0)")
    assert before["turn"] == 1 and before["score"] == 0 and not before["timed"]

    # The engine's legal builds say only which build to make; it is made by tapping.
    build = next(m for m in page.evaluate("window.tabletop.legalMoves()") if "place" in m)
    for item in build["place"]:
        card = page.locator(f'.sl-hand-card[data-card="{item["card"]}"]')
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
        page.locator(f'.sl-cell[data-cell="{item["cell"]}"]').tap()
        expect(page.locator(f'.sl-cell.pending[data-cell="{item["cell"]}"]')).to_have_attribute(
            "data-card", item["card"])
    preview = page.evaluate(
        "(m) => window.tabletop.call('preview', {state: window.tabletop.state(), move: m})", build)
    assert preview["legal"], preview
    points = sum(preview["details"]["set_points"])
    confirm = page.locator(".sl-confirm")
    expect(confirm).to_be_enabled()
    expect(confirm).to_have_attribute("data-points", str(points))
    no_sideways_scroll(page)
    shot(page, "phone-setline-build.png")
    assert int(body(page, "moves") or 0) == 0  # nothing is played before Confirm
    confirm.tap()
    page.wait_for_function("Number(document.body.dataset.moves) === 1", timeout=TURN_MS)
    page.wait_for_function(can_act, timeout=TURN_MS)

    record = page.evaluate("window.tabletop.record()")
    assert record["moves"][0]["place"] == build["place"]
    after = page.evaluate("window.tabletop.view(0)")
    assert after["turn"] == 2 and after["score"] == points
    for item in build["place"]:
        assert after["board"][item["cell"]] == item["card"]
    expect(page.locator(".sl-score-value")).to_have_attribute("data-score", str(points))
    expect(page.locator("#round-counter")).to_have_text("Turn 2")
    no_sideways_scroll(page)
    shot(page, "phone-setline-built.png")

    # An exchange: tap Exchange, tap two cards to mark them, tap Confirm.
    page.locator("[data-action=exchange]").tap()
    expect(page.locator(".setline")).to_have_attribute("data-mode", "exchange")
    swap = after["hand"][:2]
    for card_id in swap:
        card = page.locator(f'.sl-hand-card[data-card="{card_id}"]')
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
    no_sideways_scroll(page)
    shot(page, "phone-setline-exchange.png")
    page.locator(".sl-confirm").tap()
    page.wait_for_function("Number(document.body.dataset.moves) === 2", timeout=TURN_MS)
    page.wait_for_function(can_act, timeout=TURN_MS)
    record = page.evaluate("window.tabletop.record()")
    assert sorted(record["moves"][1]["exchange"]) == sorted(swap)
    final = page.evaluate("window.tabletop.view(0)")
    assert final["score"] == points - after["exchange_penalty"]
    # Fresh cards from the deck replace the two given up (which leave the game).
    assert final["deck_size"] == after["deck_size"] - len(swap) and len(final["hand"]) == len(after["hand"])
    assert not set(swap) & set(final["hand"])
    expect(page.locator(".sl-score-value")).to_have_attribute("data-score", str(final["score"]))
    no_sideways_scroll(page)
    page_log.assert_clean()
