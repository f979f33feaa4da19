"""Player-supplied text is only ever text, and a game never talks to another origin."""

from __future__ import annotations

import random
from urllib.parse import quote

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, body, play_turn_like_a_person, wait_engine, wait_my_turn

IMG = "<img src=x onerror=alert(1)>"
SVG = '"><svg onload=alert(2)>'
SCRIPT = "<script>alert(3)</script>"


def no_markup_injected(page) -> None:
    # the only images are the gallery's own pictures, from this site's files
    assert page.evaluate("""[...document.images].filter((img) => !img.closest('.game-card-picture')
        || !img.src.startsWith(location.origin + '/games/')).length""") == 0
    assert page.evaluate("document.querySelectorAll('[onerror], [onload], script:not([src])').length") == 0


def test_names_are_shown_as_literal_text(page, base_url, page_log):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(base_url)
    wait_engine(page)
    page.locator('label[for="players-3"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill(IMG)
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="1"] .seat-name').fill(SVG)
    page.locator('.seat-row[data-seat="2"] .seat-kind').select_option("bot:random")
    page.locator('.seat-row[data-seat="2"] .seat-name').fill(SCRIPT)
    page.locator("#lobby-seed").fill("5")
    page.locator("#start-game").click()

    expect(page.locator("#reveal-hand")).to_be_visible()
    names = page.locator(".player-name").all_text_contents()
    assert names == [IMG, SVG, SCRIPT]
    heading = page.locator("#pass-heading").text_content()
    assert any(name in heading for name in (IMG, SVG)), heading
    no_markup_injected(page)

    for turn in range(3):
        reveal = page.locator("#reveal-hand")
        expect(reveal).to_be_visible(timeout=BOOT_MS)
        reveal.click()
        assert wait_my_turn(page)
        play_turn_like_a_person(page, random.Random(turn), rotations=0)
    no_markup_injected(page)
    assert IMG in page.locator(".players-panel").text_content()
    assert dialogs == []

    # The names are remembered for next time, still as text.
    page.locator("#btn-leave").click()
    expect(page.locator('.seat-row[data-seat="0"] .seat-name')).to_have_value(IMG)
    page.reload()
    expect(page.locator('.seat-row[data-seat="0"] .seat-name')).to_have_value(IMG)
    expect(page.locator('.seat-row[data-seat="1"] .seat-name')).to_have_value(SVG)
    no_markup_injected(page)
    assert dialogs == []
    page_log.assert_clean()


def test_names_from_the_url_are_text_too(page, base_url, page_log):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    names = quote(f"{IMG},{SCRIPT}")
    page.goto(base_url + f"?game=betta&players=2&seed=3&seats=human,bot&names={names}&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    expect(page.locator('.player[data-seat="0"] .player-name')).to_have_text(IMG)
    expect(page.locator('.player[data-seat="1"] .player-name')).to_have_text(SCRIPT)
    no_markup_injected(page)
    assert dialogs == []
    page_log.assert_clean()


def test_no_request_leaves_the_origin_during_a_game(page, base_url, page_log):
    """Boot, lobby, a whole game of bots and the end screen: all from this origin. The page's own
    resource timeline lists what it loaded (the context's listener records any foreign request); a
    Python listener on every request of a fast bot game only piles events up on a busy machine."""
    page.goto(base_url)
    wait_engine(page)
    page.evaluate("window.tabletop.setBotDelay(0)")
    # Betta, chosen in the gallery: whatever game the lobby happens to show first (it remembers the last)
    page.locator('.game-card[data-game="betta"]').click()
    expect(page.locator('label[for="players-3"]')).to_be_visible(timeout=BOOT_MS)
    page.locator('label[for="players-3"]').click()
    for seat, kind in enumerate(["bot:greedy", "bot:random", "bot:greedy"]):
        page.locator(f'.seat-row[data-seat="{seat}"] .seat-kind').select_option(kind)
    page.locator("#start-game").click()
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=120_000)
    page.locator("#btn-rules").click()
    expect(page.locator(".drawer-panel")).to_be_visible()
    assert body(page, "viewer") == "spectator"
    seen = page.evaluate("[location.href, ...performance.getEntriesByType('resource').map((e) => e.name)]")
    assert len(seen) > 1, "the page loaded its resources"
    assert all(url.startswith(base_url) or url.startswith(("data:", "blob:")) for url in seen), seen
    assert page_log.foreign_requests == []
    page_log.assert_clean()
