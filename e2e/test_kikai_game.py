"""KIKAI in the browser: a whole game against a Hard bot, driven by clicking and checked against the
engine's replay; two humans at one device (open hands: no pass screen, both hands shown, the log in
their own names); a reload and a share link; the lobby's options.

The human's moves are a seeded random pick among the legal moves, made the way a person makes them:
a district card, then where to act; an action's button, or a street space or a square on the town.
"""

from __future__ import annotations

import random

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import (assert_record_replays, legal, play_whole_game, reload_and_share, start_from_lobby, view,
                           wait_my_turn as wait_for_turn)

BOARD = ".kikai-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def key(m: dict) -> str:
    """The move's data-key on its button (web/games/kikai/index.js, moveKey)."""
    t = m["type"]
    if t == "play":
        return f'play:{"+".join(m["cards"])}:{m["district"]}'
    if t == "build":
        return f'build:{m["component"]}:{m["ladders"]}'
    if t == "deploy":
        return f'deploy:{m["space"]}'
    if t == "attract":
        return f'attract:{m["part"]}:{m["square"]}'
    if t == "billboard":
        return f'billboard:{m["slot"]}'
    if t == "exhibit":
        return f'exhibit:{"+".join(m["extra"])}'
    if t == "draw":
        return f'draw:{m["from"]}'
    if t == "ladders":
        return f'ladders:{m["count"]}'
    return t


def play_like_a_person(page, move: dict, on_town: bool = False) -> None:
    before = int(body(page, "moves") or 0)
    option = page.locator(f'.kk-option[data-key="{key(move)}"]')
    if move["type"] == "play" and not option.count():
        page.locator(f'.kk-panel .kk-card[data-card="{move["cards"][0]}"]').click()
    if on_town and move["type"] == "deploy":
        page.locator(f'.kk-town-wrap .kk-town .kk-space.kk-can[data-space="{move["space"]}"] rect').first.click()
    else:
        option.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def test_a_whole_game_against_hard_by_clicking(page, base_url, page_log):
    start_from_lobby(page, base_url, "kikai", BOARD, name="Kay", bot="bot:hard", seed="8",
                     options=lambda page: expect(page.locator("#kikai-fan_value")).to_be_visible())

    chooser = random.Random(8)
    shots = set()

    def turn(page, moves):
        ms = legal(page)
        # prefer doing things over stopping, so the game shows flyers, fans and billboards
        busy = [m for m in ms if m["type"] not in ("deploy_end", "attract_end", "no_extra")] or ms
        move = chooser.choice(busy)
        v = view(page)
        if moves == 0:
            save(page, "kikai-start.png")
        if v["phase"] == "action" and v["round"] >= 2 and "mid" not in shots:
            shots.add("mid")
            expect(page.locator('.kk-option[data-key^="exhibit:"]').first).to_be_visible()
            save(page, "kikai-midgame.png")
        play_like_a_person(page, move, on_town=moves % 2 == 0)

    rec = play_whole_game(page, BOARD, turn, limit=800)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "kikai-end.png")
    assert_record_replays(page, rec, "scores", "winners")
    assert end.locator(".kk-end-town svg").count() == 1  # the town as it ended
    assert "Kay" in end.inner_text()
    page_log.assert_clean()


def test_two_humans_share_the_device_with_open_hands(page, base_url, page_log):
    page.goto(base_url + "?game=kikai&mode=standard&players=2&seed=3&seats=human,human&names=Ann,Boris")
    seen = set()
    for _ in range(12):
        assert wait_my_turn(page)
        assert body(page, "phase") != "pass"  # nothing is hidden: no pass screen
        v = view(page)
        seen.add(v["seat"])
        # both hands are on the page, as the rules have them [BOOTH]
        hands = page.locator(".kk-player .kk-hand").all_inner_texts()
        assert len(hands) == 2
        ms = legal(page)
        play_like_a_person(page, ms[0])
    assert seen == {0, 1}
    log = page.locator(".log-list").inner_text()
    assert "Ann plays" in log and "Boris plays" in log and "Yellow plays" not in log
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=kikai&mode=advanced&players=2&seed=4&seats=bot,human&botDelay=0")
    chooser = random.Random(4)
    for _ in range(6):
        assert wait_my_turn(page)
        play_like_a_person(page, chooser.choice(legal(page)))
    assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["mode"] == "advanced" and len(rec["moves"]) >= 6
    reload_and_share(page, browser, BOARD, "kikai-360.png")
    page_log.assert_clean()


def test_the_lobby_offers_every_option(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="kikai"]').click()
    page.locator("#lobby-mode").select_option("advanced")
    expect(page.locator("#kikai-advanced_fan_bonus")).to_be_visible()
    page.locator("#kikai-fan_value").select_option("one")
    page.locator("#kikai-squares_passable").uncheck()
    page.locator("#kikai-advanced_fan_bonus").uncheck()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("bot:greedy")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("human")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    options = page.evaluate("window.tabletop.record()")["options"]
    assert options["mode"] == "advanced" and options["fan_value"] == "one"
    assert options["squares_passable"] is False and options["advanced_fan_bonus"] is False
    page_log.assert_clean()
