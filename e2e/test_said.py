"""Engine sentences in Russian: Set Line's refusals and log, Betta's log and end-screen items.

The engine writes English plus `x_say` ({id, values}); the page fills its own template (web/said.js).
Each check compares the page with what the engine said, so a sentence left in English fails.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, body
from test_i18n import open_in
from test_setline_game import CAN_ACT, TURN_MS, builds, moves_played, place_by_clicking, save, wait_moves

LATIN_SENTENCE = re.compile(r"\b(You|placed|built|exchanged|Display|pattern|points)\b")


def log_texts(page) -> list[str]:
    """The log's lines, oldest first (the panel shows the newest on top)."""
    return page.locator(".log-text").all_inner_texts()[::-1]


def test_set_line_refusal_and_log_in_russian(page, base_url, page_log):
    open_in(page, base_url, "ru", "?game=setline&mode=solo&players=1&seats=human&seed=4")
    page.wait_for_function(f"!!document.querySelector(\"{CAN_ACT}\")", timeout=BOOT_MS)
    assert page.evaluate("document.documentElement.lang") == "ru"

    # One card alone on the first turn makes no set: the engine refuses, the page says why in Russian.
    move = max(builds(page), key=lambda m: len(m["place"]))
    first = move["place"][0]
    place_by_clicking(page, [first])
    reason = page.locator(".sl-reason")
    expect(reason).to_contain_text("не входит в новый сет", timeout=TURN_MS)
    cell = first["cell"]
    expect(reason).to_contain_text(f"ряд {cell // 7 + 1}, столбец {cell % 7 + 1}")
    assert not LATIN_SENTENCE.search(reason.inner_text())
    save(page, "said-setline-refusal-ru.png")

    # Take it back, build the whole set and confirm: the log line is Russian, with the engine's numbers.
    page.locator(f'.sl-cell.pending[data-cell="{cell}"]').click()
    expect(page.locator(".sl-cell.pending")).to_have_count(0)
    place_by_clicking(page, move["place"])
    before = moves_played(page)
    page.locator(".sl-confirm").click()
    wait_moves(page, before + 1)
    said = page.evaluate("window.tabletop.call('log', {state: window.tabletop.state()})")[-1]["text_say"]
    assert said["id"].startswith("setline.log.build")
    line = log_texts(page)[-1]
    n = said["cards"]
    assert line.startswith(f"Вы выложили {n} карт"), line
    assert f"{said['points']} оч" in line and "сет" in line, line
    assert not LATIN_SENTENCE.search(line), line

    # An exchange: another Russian line.
    hand = page.evaluate("window.tabletop.view(0)")["hand"]
    page.evaluate("(m) => window.tabletop.play(m)", {"exchange": hand[:2]})
    page.wait_for_function(f"Number(document.body.dataset.moves) >= {before + 2}", timeout=TURN_MS)
    penalty = page.evaluate("window.tabletop.view(0)")["exchange_penalty"]
    expect(page.locator(".log-entry.newest .log-text")).to_have_text(f"Вы обменяли 2 карты: −{penalty} очков")
    save(page, "said-setline-log-ru.png")
    page_log.assert_clean()


def test_betta_solo_log_and_end_items_in_russian(page, base_url, page_log):
    open_in(page, base_url, "ru", "?game=betta&mode=solo&players=1&seats=human&seed=7")
    page.wait_for_function("window.tabletop && document.body.dataset.turnOf === 'human'", timeout=BOOT_MS)
    while page.evaluate("window.tabletop.result()") is None:
        move = page.evaluate("window.tabletop.legalMoves()")[-1]
        page.evaluate("(m) => window.tabletop.play(m)", move)
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=TURN_MS)
    result = page.evaluate("window.tabletop.result()")
    items = end.locator(".end-what").all_inner_texts()
    engine_items = result["breakdown"][0]["items"]
    assert len(items) == len(engine_items)
    for shown, item in zip(items, engine_items):
        assert item["what_say"]["id"].startswith("betta."), item
        assert not LATIN_SENTENCE.search(shown), shown
        if item["what_say"]["id"].startswith("betta.item."):
            assert shown.startswith(f"Витрина {item['what_say']['display']}"), shown
    save(page, "said-betta-end-ru.png")
    page.keyboard.press("Escape")
    lines = log_texts(page)
    assert lines and all(line.startswith("Вы кладёте карту") for line in lines), lines
    assert body(page, "moves") == str(len(lines))
    page_log.assert_clean()
