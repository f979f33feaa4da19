"""Share links: index.html#r=<deflate-raw + base64url of the game's save>. Opening one on another
device (a fresh browser context here) continues a running game or replays a finished one, with no
server involved; a broken link says so and leaves the app usable.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save, wait_engine, wait_my_turn
from test_undo_confirm import click_turn, record


@pytest.fixture
def other_device(browser, base_url):
    """A second browser context: its own localStorage, as another device would have."""
    origin = urlsplit(base_url)[:2]
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    errors = []

    def guard(route):
        parts = urlsplit(route.request.url)
        if parts.scheme in {"data", "blob", "about"} or (parts.scheme, parts.netloc) == origin:
            route.continue_()
        else:
            errors.append(route.request.url)
            route.abort()

    ctx.route("**/*", guard)
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    pg.on("console", lambda m: m.type == "error" and errors.append(m.text))
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.errors = errors
    yield pg
    ctx.close()


def link_for(save_obj: dict, base_url: str) -> str:
    raw = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = raw.compress(json.dumps(save_obj).encode()) + raw.flush()
    return base_url + "index.html#r=" + base64.urlsafe_b64encode(data).decode().rstrip("=")


def decode_link(link: str) -> dict:
    payload = link.split("#r=", 1)[1].split("&", 1)[0]
    data = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    return json.loads(zlib.decompress(data, -15))


def test_share_link_round_trip_continues_a_running_game(page, base_url, page_log, other_device):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot:hard&botDelay=0&names=Sam")
    assert wait_my_turn(page)
    for turn in range(2):
        click_turn(page, random.Random(turn))
        assert wait_my_turn(page)
    rec = record(page)

    page.locator("#btn-share").click()
    dialog = page.locator('#overlay[data-kind="share"]')
    expect(dialog).to_be_visible()
    field = page.locator("#share-link")
    link = field.input_value()
    assert link.startswith(base_url + "index.html#r=")
    expect(field).to_be_focused()
    expect(page.locator("#share-status")).not_to_be_empty()
    save(page, "share-dialog.png")
    # The link holds the compressed save: the record, the seats and the names.
    shared = decode_link(link)
    assert shared["format"] == "tabletop-save" and shared["version"] == 1
    assert shared["record"] == rec
    assert shared["seats"][0]["name"] == "Sam" and shared["seats"][1] == {"kind": "bot", "bot": "hard", "name": ""}
    assert page.evaluate("window.tabletop.shareLink()") == link
    page.locator("#share-close").click()
    expect(dialog).to_be_hidden()

    # Another device opens it: the same game, to be played on from here.
    other = other_device
    other.goto(link)
    other.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    assert wait_my_turn(other)
    assert other.evaluate("window.tabletop.record()") == rec
    expect(other.locator('.player[data-seat="0"] .player-name')).to_have_text("Sam")
    expect(other.locator('.player[data-seat="1"] .player-tag')).to_contain_text("Hard bot")
    assert "#r=" not in other.url  # the fragment is cleared once opened
    # It is a saved game on that device now; the same link again does not duplicate it.
    other.locator("#btn-leave").click()
    expect(other.locator(".saved-item")).to_have_count(1)
    other.goto(link)
    other.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    assert wait_my_turn(other)
    click_turn(other, random.Random(5))
    assert wait_my_turn(other)
    assert other.evaluate("window.tabletop.record()")["moves"][: len(rec["moves"])] == rec["moves"]
    other.locator("#btn-leave").click()
    expect(other.locator(".saved-item")).to_have_count(1)
    assert other.errors == []
    page_log.assert_clean()


def test_a_finished_game_opens_as_its_replay(page, base_url, page_log, other_device):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=8&seats=bot,bot:random&botDelay=0")
    expect(page.locator('#overlay[data-kind="end"]')).to_be_visible(timeout=BOOT_MS)
    rec = record(page)
    link = page.evaluate("window.tabletop.shareLink()")
    other = other_device
    other.goto(link)
    other.wait_for_function("document.body.dataset.replay === 'on'", timeout=BOOT_MS)
    other.wait_for_function(f"document.body.dataset.replayAt === '{len(rec['moves'])}'")
    assert other.evaluate("window.tabletop.record()") == rec
    assert other.locator("#replay-seat option").count() == 3  # over: every seat
    other.keyboard.press("Home")
    other.wait_for_function("document.body.dataset.replayAt === '0'")
    other.locator("#replay-exit").click()  # back to the lobby, where it is kept
    expect(other.locator(".saved-item.over")).to_have_count(1)
    assert other.errors == []
    page_log.assert_clean()


def test_broken_links_say_so_and_leave_the_app_usable(page, base_url, page_log):
    message = page.locator('#overlay[data-kind="message"]')
    # Not base64url / not deflate / cut short.
    for link in ("#r=%%%not-base64", "#r=AAAA", "#r=q1YqSs3JzyvJS1WyUkrOzy0oyk8v"):
        page.goto(base_url + link)
        expect(message).to_be_visible(timeout=BOOT_MS)
        expect(message.locator("#message-heading")).to_have_text("This link does not open a game")
        expect(message.locator("#message-text")).to_contain_text("The link is damaged")
        page.locator("#message-ok").click()
        expect(page.locator("#lobby")).to_be_visible()

    # Well compressed but its moves do not replay: the engine's reason, with the move number (a
    # record of today's rules: one of earlier rules is offered what still works, test_old_saves.py).
    good = {"format": "tabletop-save", "version": 1,
            "record": {"game": "betta", "options": {"mode": "staff", "players": 2}, "seed": 3, "rules": 1,
                       "moves": [{"card": "pink-99", "rotation": 0, "display": 0}]},
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}
    page.goto(link_for(good, base_url))
    expect(message).to_be_visible(timeout=BOOT_MS)
    expect(message.locator("#message-text")).to_contain_text("Move 1 of the record is not legal")
    save(page, "share-broken.png")
    page.locator("#message-ok").click()

    # The app is usable: a game starts from the lobby, and a good link still opens.
    wait_engine(page)
    good["record"]["moves"] = []
    page.locator("#start-game").click()
    page.wait_for_function("['table', 'pass'].includes(document.body.dataset.phase)", timeout=TURN_MS)
    page.goto(link_for(good, base_url))
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    assert record(page)["seed"] == 3
    page_log.assert_clean()
