"""The interface in English and Russian: one remembered language switch in the top bar."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import SCREENSHOTS
from test_betta_game import BOOT_MS, wait_engine

LANG_STORE = "tabletop.setline.rulesLang"  # shared with Set Line's rules panel: one setting
KEY_LIKE = re.compile(r"\b[a-z]+\.[a-z][a-zA-Z.]+\b")


def no_keys_leak(page) -> None:
    text = page.evaluate("document.body.innerText")
    leaks = [m for m in KEY_LIKE.findall(text) if not m.endswith(".json") and not m.startswith("embed.")]
    assert leaks == [], leaks


def test_switch_to_russian_in_the_lobby_and_back(page, base_url, page_log):
    page.goto(base_url)
    wait_engine(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#start-game")).to_have_text("Start game")
    expect(page.locator("#lang-en")).to_have_attribute("aria-pressed", "true")
    no_keys_leak(page)

    page.locator("#lang-ru").click()
    page.wait_for_function("document.documentElement.lang === 'ru'", timeout=BOOT_MS)
    wait_engine(page)
    expect(page.locator("#start-game")).to_have_text("Начать игру")
    expect(page.locator("#btn-rules")).to_have_text("Правила")
    expect(page.locator("#lang-ru")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(f"localStorage.getItem('{LANG_STORE}')") == "ru"
    page.locator("#lobby-game").select_option("betta")
    modes = page.locator("#lobby-mode option").all_inner_texts()
    assert modes == ["Сотрудники", "Игра с Бетти", "Одиночная игра"]
    no_keys_leak(page)

    page.reload()  # the choice is remembered
    wait_engine(page)
    assert page.evaluate("document.documentElement.lang") == "ru"
    expect(page.locator("#start-game")).to_have_text("Начать игру")
    expect(page.locator(".engine-status")).to_contain_text("Движок готов")

    page.locator("#btn-rules").click()
    drawer = page.locator("#drawer")
    expect(drawer).to_be_visible()
    for words in ("Как играть", "Подготовка", "Конец игры", "Как различать рыбок", "Игра с Бетти (2–5 игроков)",
                  "Одиночная игра (1 игрок)"):
        expect(drawer).to_contain_text(words)
    no_keys_leak(page)
    page.keyboard.press("Escape")

    page.locator("#lang-en").click()
    page.wait_for_function("document.documentElement.lang === 'en'", timeout=BOOT_MS)
    wait_engine(page)
    expect(page.locator("#start-game")).to_have_text("Start game")
    expect(page.locator("#btn-rules")).to_have_text("Rules")
    no_keys_leak(page)
    page_log.assert_clean()


def test_russian_table_survives_a_switch_and_ends_in_russian(page, base_url, page_log):
    page.goto(base_url)
    page.evaluate(f"localStorage.setItem('{LANG_STORE}', 'ru')")
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=5&seats=human,bot:greedy&botDelay=20")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    page.wait_for_selector('.betta-board[data-can-act="true"]', timeout=BOOT_MS)
    for words in ("Узоры", "Витрины", "Ваша рука", "Журнал игры", "Ваш ход", "Повернуть"):
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

    # Switching back to English reloads the page and resumes the same game.
    moves = page.evaluate("window.tabletop.record()")["moves"]
    page.locator("#lang-en").click()
    page.wait_for_function("document.documentElement.lang === 'en'", timeout=BOOT_MS)
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    assert page.evaluate("window.tabletop.record()")["moves"] == moves
    expect(page.locator("body")).to_contain_text("Patterns")
    expect(page.locator(".log-text").first).to_contain_text("placed a card")
    no_keys_leak(page)
    page_log.assert_clean()


def test_solo_end_screen_in_russian(page, base_url, page_log):
    page.goto(base_url)
    page.evaluate(f"localStorage.setItem('{LANG_STORE}', 'ru')")
    page.goto(base_url + "?game=betta&mode=solo&players=1&seed=7&seats=bot:greedy&botDelay=10")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=120_000)
    end = page.locator(".end-card")
    expect(end).to_be_visible()
    for words in ("Игра окончена", "Итого", "Оценка сотрудника", "Уровни оценки", "Как босс", "Новичок"):
        expect(end).to_contain_text(words)
    items = end.locator(".end-what").all_inner_texts()
    assert any(x.startswith("Витрина") for x in items), items
    assert not [x for x in items if re.search(r"Display|Placed|Made|pattern", x)], items
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
