"""Issue 29, item 14 (Watergate, what a newcomer missed): evidence is pinned by clicking the board's
spaces, which are labelled with the ids the words use, not from a list of twenty buttons; at
1280x800 the track, the board, the hand and the chosen card's plays fit the window; choosing a card
does not move the hand; the score panel at the end counts the informants face up."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from test_watergate_game import BOARD, play_like_a_person, wait_my_turn
from table_helpers import legal, view

URL = "?game=watergate&mode=standard&players=2&seed={seed}&seats={seats}&botDelay=0"


def _open(page, base_url, seed=4, seats="human,bot"):
    page.goto(base_url + URL.format(seed=seed, seats=seats))
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)


def _rect(locator) -> dict:
    return locator.evaluate("e => { const r = e.getBoundingClientRect(); return { top: r.top, left: r.left, bottom: r.bottom, right: r.right }; }")


def _first_card_to_choose(page) -> str:
    ms = legal(page)
    return next(m["card"] for m in ms if m["t"] in ("value", "action"))


def test_choosing_a_card_does_not_move_the_hand(page, base_url, page_log):
    _open(page, base_url)
    assert wait_my_turn(page)
    cards = page.locator(".wg-hand .wg-card")
    before = [_rect(cards.nth(i)) for i in range(cards.count())]
    save(page, "newcomer-wg-turn-1280.png")
    page.locator(f'.wg-card[data-card="{_first_card_to_choose(page)}"]').click()
    expect(page.locator(".wg-plays")).to_be_visible()
    after = [_rect(cards.nth(i)) for i in range(cards.count())]
    save(page, "newcomer-wg-chosen-1280.png")
    for b, a in zip(before, after):
        assert abs(a["top"] - b["top"]) <= 1 and abs(a["left"] - b["left"]) <= 1, (before, after)
    page_log.assert_clean()


def test_a_turn_needs_no_scrolling_at_1280x800(page, base_url, page_log):
    _open(page, base_url)
    assert wait_my_turn(page)
    page.locator(f'.wg-card[data-card="{_first_card_to_choose(page)}"]').click()
    expect(page.locator(".wg-plays")).to_be_visible()
    assert page.evaluate("window.scrollY") == 0
    for what in (".wg-track-svg", ".wg-board-svg", ".wg-plays", ".wg-hand .wg-card >> nth=-1"):
        r = _rect(page.locator(what).first)
        assert r["bottom"] <= 800 and r["right"] <= 1280, (what, r)
    page_log.assert_clean()


def _until_i_pin(page, seed: int):
    chooser = random.Random(seed)
    for _ in range(400):
        assert wait_my_turn(page)
        v = view(page)
        if v["decision"] and v["decision"]["kind"] == "pin":
            return
        ms = legal(page)
        play_like_a_person(page, chooser.choice([m for m in ms if m["t"] != "pin"] or ms), ms)
    pytest.fail("no pin came up")


@pytest.mark.parametrize("size", [(1280, 800), (360, 740)], ids=["1280", "360"])
def test_evidence_is_pinned_on_the_board_by_its_labelled_spaces(page, base_url, page_log, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    _open(page, base_url, seed=4, seats="human,bot")
    _until_i_pin(page, 4)
    v = view(page)
    # every space carries the id the words use ("Space b3")
    for sp in v["rules"]["spaces"]:
        expect(page.locator(f'.wg-space[data-space="{sp}"] .wg-space-id')).to_have_text(sp)
    pins = [m for m in legal(page) if m["t"] == "pin"]
    token = pins[0]["token"]
    pick = page.locator(f'.wg-option[data-key="pintoken:{token}"]')
    if pick.count():
        pick.click()
    spaces = [m["space"] for m in pins if m["token"] == token]
    # no wall of "Space a1 … c12" buttons: the choice is made on the board
    assert page.locator('.wg-panel .wg-option[data-key^="pin:"]:visible').count() == 0
    target = page.locator(f'.wg-space[data-space="{spaces[-1]}"]')
    expect(target).to_have_attribute("role", "button")
    expect(target).to_have_attribute("tabindex", "0")
    if size[0] == 1280:  # the board is in the window, not below the fold
        target.evaluate("e => e.ownerSVGElement.getBoundingClientRect().top")
        r = _rect(page.locator(".wg-board-svg"))
        assert r["top"] >= 0 and r["bottom"] <= 800 + 1, r
    save(page, f"newcomer-wg-pin-{size[0]}.png")
    before = int(body(page, "moves") or 0)
    target.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    assert page.evaluate("window.tabletop.record()")["moves"][-1] == {"t": "pin", "token": token, "space": spaces[-1]}
    page_log.assert_clean()


def test_the_score_panel_at_the_end_counts_the_informants_face_up(page, base_url, page_log):
    _open(page, base_url, seed=2, seats="bot:greedy,bot:greedy")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=300_000)
    page.locator("#overlay [data-kind], #overlay").first.evaluate("e => e")
    up = sum(1 for f in view(page)["pictures"].values() if f == "up")
    detail = page.locator('.player[data-seat="0"] .player-detail')
    expect(detail).to_contain_text(f"{up} informant" if up == 1 else f"{up} informants face up")
    assert "informants up" not in detail.inner_text()
    page_log.assert_clean()
