"""Formula D in the browser: a whole race against the bots driven by clicking, checked against the
engine's result; a reload and a share link; the phone.

The human's moves are chosen by the Medium bot's plan (the engine's own, run here on the seat's view)
and made the way a person makes them: a gear button; an end in the list, then Drive here.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from tabletop import engine
from tabletop.games.formulad import rules
from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import assert_record_replays, play_whole_game, reload_and_share, view, wait_my_turn as wait_for_turn

BOARD = ".formulad-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def plan(v: dict, n: int) -> dict:
    """The Medium bot's move for the seat's view (the page's view, as JSON)."""
    return engine.bot("formulad", "greedy")(rules, json.loads(json.dumps(v)), n)


def drive_like_a_person(page, move: dict) -> None:
    before = int(body(page, "moves") or 0)
    if "gear" in move:
        page.locator(f'.fd-gear[data-gear="{move["gear"]}"]').click()
    elif "tyres" in move:
        page.locator(f'.fd-controls [data-tyre="{move["tyres"]}"]').click()
    elif move.get("retire"):
        page.locator("#fd-retire").click()
    elif "slipstream" in move:
        if move["slipstream"] is None:
            page.locator("#fd-no-slip").click()
        else:
            to, n = move["slipstream"]["to"], move["slipstream"]["spaces"]
            page.locator(f'.fd-option[data-to="{to}"]').first.click()
            page.locator("#fd-drive").click()
    else:
        sel = (f'.fd-option[data-to="{move["to"]}"][data-spaces="{move["spaces"]}"]'
               f'[data-nitro="{"true" if move.get("nitro") else "false"}"][data-soft="{"true" if move.get("soft") else "false"}"]')
        if "tyres" in move:
            sel += f'[data-tyres="{move["tyres"]}"]'
        page.locator(sel).first.click()
        expect(page.locator(sel).first).to_have_attribute("aria-pressed", "true")
        page.locator("#fd-drive").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def test_a_whole_race_against_the_bots_by_clicking(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="formulad"]').click()
    expect(page.locator("#formulad-laps")).to_be_visible()
    page.locator('label[for="players-4"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Robin")
    for seat, kind in ((1, "bot:hard"), (2, "bot:greedy"), (3, "bot:greedy")):
        page.locator(f'.seat-row[data-seat="{seat}"] .seat-kind').select_option(kind)
    page.locator("#lobby-seed").fill("21")
    save(page, "formulad-lobby.png")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    page.evaluate("window.tabletop.setBotDelay && window.tabletop.setBotDelay(0)")

    shots = set()

    def turn(page, moves):
        v = view(page)
        move = plan(v, moves)
        if moves == 0:
            save(page, "formulad-start.png")
        if v["phase"] == "move" and moves >= 20 and "mid" not in shots:
            shots.add("mid")
            page.locator(".fd-option").first.click()  # a path drawn on the circuit before it counts
            expect(page.locator(".fd-path")).to_have_count(1)
            save(page, "formulad-midgame.png")
        drive_like_a_person(page, move)

    rec = play_whole_game(page, BOARD, turn, limit=400)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "formulad-end.png")
    result = assert_record_replays(page, rec, "scores")
    # every car's place and points on the end screen are the engine's
    for b in result["breakdown"]:
        shown = end.locator(f'.end-score[data-seat="{b["seat"]}"]').inner_text()
        assert "".join(ch for ch in shown if ch.isdigit()) == str(result["scores"][b["seat"]])
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_race(page, base_url, page_log, browser):
    page.goto(base_url + "?game=formulad&mode=advanced&players=3&seed=4&seats=human,bot,bot&botDelay=0"
              "&options=%7B%22laps%22%3A2%2C%22nitro%22%3Atrue%7D")
    for n in range(4):
        assert wait_my_turn(page)
        drive_like_a_person(page, plan(view(page), n))
    assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["nitro"] is True and rec["options"]["laps"] == 2 and len(rec["moves"]) >= 4
    expect(page.locator("#round-counter")).to_contain_text("Lap 1 of 2")
    reload_and_share(page, browser, BOARD, "formulad-360.png")
    page_log.assert_clean()


def test_the_lobby_offers_every_option_and_the_advanced_readings(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="formulad"]').click()
    expect(page.locator("#formulad-construction_caps")).to_have_count(0)  # basic: no advanced options
    page.locator("#lobby-mode").select_option("advanced")
    for name in ("nitro", "qualifying", "team_race", "weather", "tyre_choice", "technical_pit_stops", "car_construction"):
        expect(page.locator(f"#formulad-{name}")).to_have_count(1)
    page.locator("#formulad-laps").select_option("3")
    page.locator('label[for="formulad-weather"]').click()
    page.locator("#formulad-construction_caps").select_option("official")
    page.locator('label[for="players-2"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:greedy")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    options = page.evaluate("window.tabletop.record()")["options"]
    assert options["mode"] == "advanced" and options["laps"] == 3 and options["weather"] is True
    assert options["construction_caps"] == "official" and options["soft_rain_multiplier"] == "seed"
    page_log.assert_clean()
