"""Hot-seat: with two or more humans on one device, a hand stays hidden until its owner asks."""

from __future__ import annotations

import json
import random

from playwright.sync_api import expect
from tabletop import api

from test_betta_game import BOOT_MS, body, play_turn_like_a_person, save, wait_my_turn


def seed_where_seat_0_starts(players: int) -> int:
    for seed in range(1, 200):
        state = json.loads(api.handle(json.dumps({
            "op": "new_game", "game": "betta", "options": {"mode": "staff", "players": players},
            "seed": seed})))["ok"]
        if json.loads(api.handle(json.dumps({"op": "to_move", "state": state})))["ok"] == 0:
            return seed
    raise AssertionError("no seed where seat 0 starts")


def hand_ids(page) -> list[str]:
    return page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")


def test_pass_screen_hides_the_previous_hand(page, base_url, page_log):
    seed = seed_where_seat_0_starts(2)
    page.goto(base_url + f"?game=betta&mode=staff&players=2&seed={seed}&seats=human,human")
    reveal = page.locator("#reveal-hand")
    expect(reveal).to_be_visible(timeout=BOOT_MS)
    assert body(page, "phase") == "pass"
    expect(page.locator("#pass-heading")).to_have_text("Pass the device to Pink")
    expect(reveal).to_have_text("I’m Pink, show my hand")
    expect(page.locator(".hand-card")).to_have_count(0)

    reveal.click()
    assert wait_my_turn(page)
    pink = hand_ids(page)
    assert len(pink) == 3 and all(c.startswith("pink-") for c in pink)
    played = play_turn_like_a_person(page, random.Random(1), rotations=1)

    # Seat 0 has played: the pass screen is up and seat 0's hand is gone from the page.
    expect(reveal).to_be_visible()
    assert body(page, "phase") == "pass"
    expect(page.locator("#pass-heading")).to_have_text("Pass the device to Green")
    expect(page.locator(".pass-last")).to_contain_text("Pink placed a card on")
    expect(page.locator(".hand-card")).to_have_count(0)
    html = page.content()
    for card in pink:
        if card != played["card"]:
            assert card not in html, f"{card} of the previous hand is still in the page"
    save(page, "hotseat-pass.png")

    reveal.click()
    assert wait_my_turn(page)
    green = hand_ids(page)
    assert len(green) == 3 and all(c.startswith("green-") for c in green)
    expect(page.locator(".hand-section .section-title")).to_have_text("Green’s hand")
    page_log.assert_clean()


def test_bots_between_humans_play_while_hands_are_hidden(page, base_url, page_log):
    seed = seed_where_seat_0_starts(3)
    page.goto(base_url + f"?game=betta&mode=staff&players=3&seed={seed}&seats=human,bot,human&botDelay=100")
    reveal = page.locator("#reveal-hand")
    expect(reveal).to_be_visible(timeout=BOOT_MS)
    reveal.click()
    assert wait_my_turn(page)
    play_turn_like_a_person(page, random.Random(2), rotations=0)
    # The bot (seat 1) moves with no hand on show; then Blue is asked for the device.
    expect(reveal).to_be_visible()
    assert int(body(page, "moves")) == 2
    expect(page.locator("#pass-heading")).to_have_text("Pass the device to Blue")
    expect(page.locator(".hand-card")).to_have_count(0)
    reveal.click()
    assert wait_my_turn(page)
    assert all(c.startswith("blue-") for c in hand_ids(page))
    page_log.assert_clean()


def test_one_human_never_sees_a_pass_screen(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=3&seed=4&seats=bot,human,bot&botDelay=50")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    for _ in range(2):
        assert wait_my_turn(page)
        assert body(page, "viewer") == "1"
        assert all(c.startswith("green-") for c in hand_ids(page))
        play_turn_like_a_person(page, random.Random(3), rotations=0)
        expect(page.locator("#reveal-hand")).to_have_count(0)
    page_log.assert_clean()


def test_all_bots_are_watched_as_a_spectator(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=8&seats=bot,bot:random&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=BOOT_MS)
    assert body(page, "viewer") == "spectator"
    expect(page.locator("#reveal-hand")).to_have_count(0)
    expect(page.locator(".hand-card")).to_have_count(0)
    result = page.evaluate("window.tabletop.result()")
    for seat, score in enumerate(result["scores"]):
        expect(page.locator(f'.end-score[data-seat="{seat}"]')).to_have_text(str(score))
    page_log.assert_clean()
