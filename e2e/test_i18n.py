"""The interface in English and Russian: one remembered language switch in the top bar, applied live
(no reload: the page keeps its state, the game goes on)."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import SCREENSHOTS
from test_betta_game import BOOT_MS, wait_engine

LANG_STORE = "tabletop.setline.rulesLang"  # shared with Set Line's rules panel: one setting
KEY_LIKE = re.compile(r"\b[a-z]+\.[a-z][a-zA-Z.]+\b")


def open_in(page, base_url: str, lang: str, query: str = "") -> None:
    """Open the page at `query` with `lang` as the remembered language."""
    page.goto(base_url)
    page.evaluate(f"localStorage.setItem('{LANG_STORE}', '{lang}')")
    page.goto(base_url + query)


def no_keys_leak(page) -> None:
    text = page.evaluate("document.body.innerText")
    leaks = [m for m in KEY_LIKE.findall(text) if not m.endswith(".json") and not m.startswith("embed.")]
    assert leaks == [], leaks


def mark(page) -> None:
    """A marker that a reload or any navigation would wipe out."""
    page.evaluate("window.__marker = 1")


def still_marked(page) -> None:
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"


def switch(page, lang: str) -> None:
    page.locator(f"#lang-{lang}").click()
    page.wait_for_function(f"document.documentElement.lang === '{lang}'", timeout=5_000)
    expect(page.locator(f"#lang-{lang}")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(f"localStorage.getItem('{LANG_STORE}')") == lang
    still_marked(page)


def test_switch_to_russian_in_the_lobby_and_back(page, base_url, page_log):
    page.goto(base_url)
    wait_engine(page)
    mark(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#start-game")).to_have_text("Start game")
    expect(page.locator("#lang-en")).to_have_attribute("aria-pressed", "true")
    no_keys_leak(page)

    # What the player had chosen in the form stays through the switch.
    page.locator("#lobby-game").select_option("betta")
    page.locator("#lobby-mode").select_option("betty")
    page.locator("label[for=players-3]").click()
    page.locator(".seat-name").nth(1).fill("Ada")
    page.locator(".seat-kind").nth(2).select_option("bot:hard")
    page.locator("#lobby-seed").fill("1234")
    page.locator("#lobby-confirm").set_checked(False)
    expect(page.locator(".seat-row")).to_have_count(3)

    switch(page, "ru")
    expect(page.locator("#start-game")).to_have_text("Начать игру")
    expect(page.locator("#lobby-heading")).to_have_text("Новая игра")
    expect(page.locator("#btn-rules")).to_have_text("Правила")
    expect(page.locator(".engine-status")).to_contain_text("Движок готов")
    expect(page.locator("#lobby-players-label")).to_have_text("Игроки")
    assert page.locator("#lobby-mode").input_value() == "betty"
    assert page.locator("#players-3").is_checked()
    expect(page.locator(".seat-row")).to_have_count(3)
    assert page.locator(".seat-name").nth(1).input_value() == "Ada"
    assert page.locator(".seat-kind").nth(2).input_value() == "bot:hard"
    assert page.locator("#lobby-seed").input_value() == "1234"
    assert not page.locator("#lobby-confirm").is_checked()
    expect(page.locator(".seat-kind").nth(0).locator("option:checked")).to_have_text("Человек")
    modes = page.locator("#lobby-mode option").all_inner_texts()
    assert modes == ["Сотрудники", "Игра с Бетти", "Одиночная игра"]
    assert page.evaluate("document.title") == "Tabletop"
    no_keys_leak(page)

    page.reload()  # the choice is remembered
    wait_engine(page)
    mark(page)
    assert page.evaluate("document.documentElement.lang") == "ru"
    expect(page.locator("#start-game")).to_have_text("Начать игру")
    expect(page.locator(".engine-status")).to_contain_text("Движок готов")
    assert page.locator("#lobby-seed").input_value() == "1234"

    page.locator("#btn-rules").click()
    drawer = page.locator("#drawer")
    expect(drawer).to_be_visible()
    for words in ("Как играть", "Подготовка", "Конец игры", "Как различать рыбок", "Игра с Бетти (2–5 игроков)",
                  "Одиночная игра (1 игрок)"):
        expect(drawer).to_contain_text(words)
    no_keys_leak(page)
    # The drawer covers the top bar: the page's API switches it, and the open drawer follows.
    assert page.evaluate("window.tabletop.setLang('en')") == "en"
    expect(drawer).to_contain_text("How to play")
    expect(drawer.locator(".drawer-close")).to_have_text("Close")
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()

    expect(page.locator("#start-game")).to_have_text("Start game")
    expect(page.locator("#btn-rules")).to_have_text("Rules")
    expect(page.locator("#lang-en")).to_have_attribute("aria-pressed", "true")
    assert page.locator(".seat-name").nth(1).input_value() == "Ada"
    still_marked(page)
    no_keys_leak(page)
    page_log.assert_clean()


def table_facts(page) -> dict:
    """Where the game stands, as the engine and the score panel say."""
    return page.evaluate("""async () => ({
        state: JSON.stringify(window.tabletop.state()),
        moves: (await window.tabletop.record()).moves.length,
        toMove: await window.tabletop.toMove(),
        scores: [...document.querySelectorAll('.player-score')].map((e) => e.dataset.score),
        shownMoves: document.body.dataset.moves,
        entries: document.querySelectorAll('.log-entry').length,
    })""")


def place_a_card(page) -> None:
    before = int(page.evaluate("document.body.dataset.moves"))
    page.locator(".hand-card").first.click()
    page.locator(".display:not(.full)").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) >= {before + 2}", timeout=BOOT_MS)
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)


def test_live_switch_mid_game_keeps_the_game(page, base_url, page_log):
    open_in(page, base_url, "en", "?game=betta&mode=staff&players=2&seed=5&seats=human,bot:greedy&botDelay=20")
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    place_a_card(page)  # my move and the bot's
    mark(page)
    before = table_facts(page)
    assert before["moves"] >= 2 and before["toMove"] == 0
    expect(page.locator(".log-text").first).to_contain_text("placed a card")
    assert page.evaluate("document.title") == "Tabletop · Betta"

    switch(page, "ru")
    # Top bar, table, score panel and log now speak Russian.
    expect(page.locator("#btn-rules")).to_have_text("Правила")
    expect(page.locator("#btn-leave")).to_have_text("Лобби")
    expect(page.locator("#status")).to_have_text("Ваш ход")
    expect(page.locator("#players-heading")).to_have_text("Игроки")
    expect(page.locator("#log-heading")).to_have_text("Журнал игры")
    expect(page.locator("#btn-undo .tool-label")).to_have_text("Отменить")
    expect(page.locator(".patterns-section .section-title")).to_have_text("Узоры")
    expect(page.locator("[data-action=rotate]")).to_contain_text("Повернуть")
    expect(page.locator(".player-name").first).to_have_text("Розовый")
    expect(page.locator(".log-text").first).to_contain_text("кладёт карту")
    expect(page.locator("#table")).to_have_attribute("aria-label", "Игровой стол")
    expect(page.locator(".lang-switch")).to_have_attribute("aria-label", "Язык")
    assert "Another player" not in (page.locator("#undo-note").text_content() or "")
    # The game did not move: same state, turn, scores and log.
    assert table_facts(page) == before
    no_keys_leak(page)
    SCREENSHOTS.mkdir(exist_ok=True)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "live-switch-ru-table.png"), full_page=True)

    # The new board plays: a move in Russian, and exactly one reply from the bot.
    place_a_card(page)
    page.wait_for_timeout(300)
    n = before["moves"] + 2
    assert len(page.evaluate("window.tabletop.record()")["moves"]) == n
    expect(page.locator(".log-entry")).to_have_count(n)

    # Switch while the bot is thinking: it still moves once, the turn comes back. (The bot waits 3 s,
    # so that the switch and the checks fit in its turn on a busy machine.)
    page.evaluate("window.tabletop.setBotDelay(3000)")
    page.locator(".hand-card").first.click()
    page.locator(".display:not(.full)").first.click()
    page.wait_for_function("document.body.dataset.turnOf === 'bot'", timeout=BOOT_MS)
    switch(page, "en")
    expect(page.locator("#status")).to_contain_text("is thinking")
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    page.wait_for_timeout(1_000)
    after = table_facts(page)
    assert after["moves"] == n + 2 and after["toMove"] == 0, after
    expect(page.locator(".log-entry")).to_have_count(n + 2)
    expect(page.locator(".log-text").first).to_contain_text("placed a card")
    expect(page.locator(".patterns-section .section-title")).to_have_text("Patterns")
    expect(page.locator("#status")).to_have_text("Your turn")
    still_marked(page)
    no_keys_leak(page)

    # A reload resumes the same game, in the language chosen last.
    page.reload()
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert len(page.evaluate("window.tabletop.record()")["moves"]) == n + 2
    page_log.assert_clean()


def test_switch_on_the_pass_screen_a_move_to_confirm_and_the_share_dialog(page, base_url, page_log):
    open_in(page, base_url, "en", "?game=betta&mode=staff&players=3&seed=9&seats=human,human,bot&confirm=1&botDelay=20")
    page.wait_for_function("document.body.dataset.phase === 'pass'", timeout=BOOT_MS)
    mark(page)
    expect(page.locator("#reveal-hand")).to_contain_text("show my hand")
    switch(page, "ru")  # the pass screen is drawn again
    expect(page.locator("#reveal-hand")).to_contain_text("покажите мою руку")
    expect(page.locator("#pass-heading")).to_contain_text("Передайте устройство")
    page.locator("#reveal-hand").click()
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)

    # A move waiting for Confirm stays staged through the switch, and Confirm still plays it.
    moves = int(page.evaluate("document.body.dataset.moves"))
    card = page.locator(".hand-card").first.get_attribute("data-card")
    page.locator(".hand-card").first.click()
    display = int(page.locator(".display:not(.full)").first.get_attribute("data-display"))
    page.locator(".display:not(.full)").first.click()
    expect(page.locator("#confirm-bar")).to_be_visible()
    expect(page.locator("#confirm-move")).to_contain_text("Подтвердить")
    switch(page, "en")
    expect(page.locator("#confirm-bar")).to_be_visible()
    expect(page.locator("#confirm-move")).to_contain_text("Confirm")
    expect(page.locator("#change-move")).to_have_text("Change")
    expect(page.locator("#players-heading")).to_have_text("Players")
    expect(page.locator("#status")).to_contain_text("Check your move")
    assert page.evaluate("document.body.dataset.pending") == "true"
    assert int(page.evaluate("document.body.dataset.moves")) == moves
    page.locator("#confirm-move").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) === {moves + 1}", timeout=BOOT_MS)
    played = page.evaluate("window.tabletop.record()")["moves"][moves]
    assert played["card"] == card and played["display"] == display

    # The share dialog is drawn again in the new language.
    page.wait_for_function("document.body.dataset.phase === 'pass'", timeout=BOOT_MS)
    page.locator("#reveal-hand").click()
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    page.locator("#btn-share").click()
    expect(page.locator("#share-heading")).to_have_text("Share this game")
    link = page.locator("#share-link").input_value()
    switch(page, "ru")
    expect(page.locator("#share-heading")).to_have_text("Поделиться игрой")
    expect(page.locator("#share-close")).to_have_text("Закрыть")
    assert page.locator("#share-link").input_value() == link
    page.locator("#share-close").click()
    expect(page.locator("#overlay")).to_be_hidden()
    no_keys_leak(page)
    page_log.assert_clean()


def test_russian_table_survives_a_switch_and_ends_in_russian(page, base_url, page_log):
    open_in(page, base_url, "ru", "?game=betta&mode=staff&players=2&seed=5&seats=human,bot:greedy&botDelay=20")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    for words in ("Узоры", "Витрины", "Рука: Розовый", "Журнал игры", "Ваш ход", "Повернуть"):
        expect(page.locator("body")).to_contain_text(words)
    names = [n.replace("\u00a0", " ") for n in page.locator(".pattern-name").all_inner_texts()]
    ru_patterns = {"Средняя линия", "Диагональ", "Крайняя линия", "Уголок", "Квадрат", "Т", "Четыре угла", "Ромб",
                   "Плюс", "Икс", "Большая Г", "Большая Т"}
    assert names and set(names) <= ru_patterns, names
    expect(page.locator(".player-name").first).to_have_text("Розовый")

    # One move, then the bot's reply: the log is in Russian.
    page.locator(".hand-card").first.click()
    page.locator(".display:not(.full)").first.click()
    page.wait_for_function("Number(document.body.dataset.moves) >= 2", timeout=BOOT_MS)
    expect(page.locator(".log-text").first).to_contain_text("кладёт карту")
    no_keys_leak(page)
    SCREENSHOTS.mkdir(exist_ok=True)
    page.wait_for_timeout(450)
    page.screenshot(path=str(SCREENSHOTS / "ru-table.png"), full_page=True)

    # Switching to English is live: the same game, in English.
    mark(page)
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    moves = page.evaluate("window.tabletop.record()")["moves"]
    switch(page, "en")
    assert page.evaluate("window.tabletop.record()")["moves"] == moves
    expect(page.locator("body")).to_contain_text("Patterns")
    expect(page.locator(".log-text").first).to_contain_text("placed a card")
    no_keys_leak(page)
    page_log.assert_clean()


def test_set_line_switch_keeps_the_turn_clock(page, base_url, page_log):
    open_in(page, base_url, "en", '?game=setline&mode=solo&players=1&seats=human&seed=4&options={"timed":true}')
    page.wait_for_function("!!document.querySelector(\".setline[data-can-act='true']\")", timeout=BOOT_MS)
    mark(page)
    expect(page.locator("#round-counter")).to_have_text("Turn 1")
    page.wait_for_function("/0:0[3-9]/.test(document.querySelector('.sl-clock-time').textContent)", timeout=10_000)
    switch(page, "ru")
    expect(page.locator("#round-counter")).to_have_text("Ход 1")
    expect(page.locator(".sl-confirm")).to_contain_text("Завершить ход")
    expect(page.locator(".setline")).to_have_attribute("data-can-act", "true")
    # The clock goes on from where it was: a switch is no way to reset a turn's time penalty.
    page.wait_for_timeout(400)
    clock = page.locator(".sl-clock-time").text_content()
    assert clock[-2:] >= "03" and clock.startswith("0:"), clock
    no_keys_leak(page)
    page_log.assert_clean()


def test_solo_end_screen_in_russian(page, base_url, page_log):
    open_in(page, base_url, "en", "?game=betta&mode=solo&players=1&seed=7&seats=bot:greedy&botDelay=10")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=120_000)
    end = page.locator(".end-card")
    expect(end).to_be_visible()
    expect(end).to_contain_text("Game over")
    score = end.locator(".end-score").first.text_content()
    mark(page)
    switch(page, "ru")  # the end screen is drawn again in Russian
    for words in ("Игра окончена", "Итого", "Оценка сотрудника", "Уровни оценки", "Как босс", "Новичок"):
        expect(end).to_contain_text(words)
    assert end.locator(".end-score").first.text_content() == score
    items = end.locator(".end-what").all_inner_texts()
    assert any(x.startswith("Витрина") for x in items), items
    assert not [x for x in items if re.search(r"Display|Placed|Made|pattern", x)], items
    expect(page.locator("#btn-results")).to_have_text("Итоги")
    no_keys_leak(page)
    page_log.assert_clean()


def test_default_follows_the_browser_language(browser, base_url):
    context = browser.new_context(locale="ru-RU")
    try:
        page = context.new_page()
        page.goto(base_url)
        wait_engine(page)
        assert page.evaluate("document.documentElement.lang") == "ru"
        expect(page.locator("#start-game")).to_have_text("Начать игру")
    finally:
        context.close()
