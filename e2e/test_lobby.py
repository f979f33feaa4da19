"""The lobby: filled in while the engine boots, remembered, and skipped by URL parameters."""

from __future__ import annotations

import json

from playwright.sync_api import expect
from tabletop import api

from test_betta_game import BOOT_MS, body, wait_engine, wait_my_turn


def test_lobby_is_usable_while_booting_and_remembers_choices(page, base_url, page_log):
    page.goto(base_url)
    # The page answers at once; the engine boots in a worker with a visible progress text.
    expect(page.locator("#lobby")).to_be_visible()
    expect(page.locator(".engine-status")).not_to_be_empty()
    page.locator('label[for="players-3"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Ada")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:random")
    page.locator('.seat-row[data-seat="2"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="2"] .seat-name').fill("Grace")
    page.locator("#lobby-seed").fill("77")
    expect(page.locator(".seat-row")).to_have_count(3)
    expect(page.locator('.seat-row[data-seat="1"] .seat-note')).to_have_text(
        "Plays a random legal move.")
    expect(page.locator(".lobby-summary")).to_contain_text("2 people share this device")
    # Start may be pressed before the engine is ready: the game starts once it is.
    page.locator("#start-game").click()
    page.wait_for_function("['pass', 'table'].includes(document.body.dataset.phase)", timeout=BOOT_MS)
    assert body(page, "engine") == "ready"
    assert page.evaluate("window.tabletop.record()")["seed"] == 77
    expect(page.locator(".player")).to_have_count(3)
    expect(page.locator(".display")).to_have_count(6)

    page.reload()
    wait_engine(page)
    expect(page.locator("#players-3")).to_be_checked()
    expect(page.locator('.seat-row[data-seat="0"] .seat-name')).to_have_value("Ada")
    expect(page.locator('.seat-row[data-seat="1"] .seat-kind')).to_have_value("bot:random")
    expect(page.locator('.seat-row[data-seat="2"] .seat-kind')).to_have_value("human")
    expect(page.locator('.seat-row[data-seat="2"] .seat-name')).to_have_value("Grace")
    expect(page.locator("#lobby-seed")).to_have_value("77")
    expect(page.locator(".engine-status")).to_contain_text("Engine ready")
    page_log.assert_clean()


def test_lobby_lists_games_and_bot_levels(page, base_url, page_log):
    page.goto(base_url)
    wait_engine(page)
    # Only games this page can draw are offered (the engine may know more).
    native = json.loads(api.handle(json.dumps({"op": "games"})))["ok"]
    drawable = page.evaluate("""async () => {
        const reg = await import('./games/registry.js');
        return Object.keys(reg.games);
    }""")
    offered = page.locator("#lobby-game option").evaluate_all("els => els.map(e => e.value)")
    assert offered == [g["id"] for g in native if g["id"] in drawable]
    assert "betta" in offered
    page.locator("#lobby-game").select_option("betta")
    assert page.locator("#lobby-mode option").all_text_contents() == [
        "Staff members", "Playing with Betty", "Solo"]
    page.locator("#lobby-mode").select_option("staff")
    assert page.locator('.segmented input[name="players"]').evaluate_all(
        "els => els.map(e => e.value)") == ["2", "3", "4"]
    # The bot levels and their notes come from the engine.
    levels = json.loads(api.handle(json.dumps({"op": "bots"})))["ok"]
    kinds = page.locator('.seat-row[data-seat="1"] .seat-kind option').all_text_contents()
    assert kinds == ["Human", "On another device"] + [f"Bot — {b['name']}" for b in levels]
    assert kinds == ["Human", "On another device", "Bot — Easy", "Bot — Medium", "Bot — Hard"]
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:hard")
    expect(page.locator('.seat-row[data-seat="1"] .seat-note')).to_have_text(
        next(b["note"] for b in levels if b["id"] == "hard"))
    page.locator("text=How to play").click()
    drawer = page.locator(".drawer-panel")
    expect(drawer).to_be_visible()
    expect(drawer).to_contain_text("every display is full")
    expect(drawer.locator(".scoring-table td")).to_contain_text(["1", "2", "3", "4", "5", "6+", "0", "1", "3", "6", "10", "15"])
    page.keyboard.press("Escape")
    expect(drawer).to_have_count(0)
    page_log.assert_clean()


def test_url_parameters_open_a_game_directly(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=3&seed=7&seats=human,bot,bot")
    page.wait_for_function("['table', 'over'].includes(document.body.dataset.phase)", timeout=BOOT_MS)
    expect(page.locator("#lobby")).to_be_hidden()
    record = page.evaluate("window.tabletop.record()")
    assert record["seed"] == 7
    assert record["options"] == {"mode": "staff", "players": 3}
    expect(page.locator(".display")).to_have_count(6)
    expect(page.locator(".player")).to_have_count(3)
    expect(page.locator('.player[data-seat="1"] .player-tag')).to_contain_text("Medium bot")
    expect(page.locator('.player[data-seat="2"] .player-tag')).to_contain_text("Medium bot")
    assert body(page, "viewer") == "0"
    assert wait_my_turn(page)
    assert all(c.startswith("pink-") for c in page.locator(".hand-card").evaluate_all(
        "els => els.map(e => e.dataset.card)"))
    page_log.assert_clean()


def test_the_lobby_opens_on_a_gallery_of_every_game(page, base_url, page_log):
    from conftest import SCREENSHOTS
    page.goto(base_url)
    wait_engine(page)
    gallery = page.locator(".gallery")
    expect(gallery.locator(".gallery-heading")).to_have_text("Choose a game")
    games = json.loads(api.handle(json.dumps({"op": "games"})))["ok"]
    cards = gallery.locator(".game-card")
    expect(cards).to_have_count(len(games))
    for g in games:
        card = gallery.locator(f'.game-card[data-game="{g["id"]}"]')
        expect(card.locator(".game-card-name")).to_have_text(g["name"])
        expect(card.locator(".game-card-pitch")).not_to_be_empty()
        expect(card.locator(".gallery-fact.players")).to_contain_text("player")
        expect(card.locator(".gallery-fact.minutes")).to_contain_text("min")
        # its own picture, loaded
        assert card.locator("img").evaluate("img => img.complete && img.naturalWidth > 0")
    expect(gallery.locator('.game-card[data-game="betta"] .gallery-fact.modes')).to_contain_text("Solo")
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "gallery-1280.png"))

    # Choosing a card opens that game's setup.
    gallery.locator('.game-card[data-game="setline"]').click()
    expect(gallery.locator('.game-card[data-game="setline"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#lobby-game")).to_have_value("setline")
    assert page.evaluate("document.activeElement.closest('form.lobby-card') !== null")  # the setup has the focus
    page.locator("#start-game").click()
    page.wait_for_function("document.body.dataset.game === 'setline' && document.body.dataset.phase === 'table'",
                           timeout=BOOT_MS)

    # In Russian, and on a 360 px phone with no sideways scroll; saved games stay in reach.
    page.set_viewport_size({"width": 360, "height": 740})
    page.locator("#btn-leave").click()
    page.locator("#lang-ru").click()
    expect(gallery.locator(".gallery-heading")).to_have_text("Выберите игру")
    expect(gallery.locator('.game-card[data-game="betta"] .gallery-fact.players')).to_contain_text("игроков")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    expect(page.locator("#saved-games")).to_be_attached()
    page.screenshot(path=str(SCREENSHOTS / "gallery-360-ru.png"), full_page=True)
    page_log.assert_clean()


def test_a_race_of_ten_cars_has_ten_seats(page, base_url, page_log):
    """Formula D races up to 10 cars: the lobby had 8 seat rows and threw on the 9th, and a save kept
    only 8 seats."""
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(base_url)
    wait_engine(page)
    page.locator("#lobby-game").select_option("formulad")
    page.locator("#lobby-mode").select_option("advanced")
    page.locator('label[for="players-10"]').click()
    expect(page.locator(".seat-row")).to_have_count(10)
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("bot:random")
    page.locator("#start-game").click()
    # the race's save, once written (other tests' saves may be in the list too)
    seats = page.wait_for_function("""() => {
        const saves = Object.keys(localStorage).filter(k => k.startsWith('tabletop.save.'))
          .map(k => JSON.parse(localStorage.getItem(k)))
          .filter(s => s.record && s.record.game === 'formulad' && s.record.options.players === 10);
        return saves.length ? saves[0].seats.length : null;
    }""", timeout=BOOT_MS).json_value()
    assert seats == 10
    page_log.assert_clean()
