"""Accessibility: axe-core over the lobby, both tables and the end screen; Betta by keyboard only;
screen-reader labels for displays; the log is a live region.

axe-core is pinned in web/package.json (tests only) and evaluated in the page from
web/node_modules/axe-core/axe.min.js; it is never part of the site.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, moves_played, wait_engine, wait_my_turn

AXE = Path(__file__).resolve().parents[1] / "web" / "node_modules" / "axe-core" / "axe.min.js"
BETTA = "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&botDelay=20"
SETLINE = "?game=setline&mode=solo&players=1&seats=human&seed=5"


def axe(page, context: str = "document") -> list[dict]:
    """Serious and critical axe violations on the page as it is now: [{id, impact, nodes}]."""
    if not AXE.is_file():
        pytest.fail("web/node_modules/axe-core is missing: npm ci in web/", pytrace=False)
    if not page.evaluate("!!window.axe"):
        # The page's CSP forbids inline <script> (add_script_tag), but allows eval for test drivers.
        page.evaluate("(source) => { (0, eval)(source); }", AXE.read_text())
    page.wait_for_timeout(400)  # let fades finish so colours are final
    report = page.evaluate(f"""async () => {{
        const r = await axe.run({context}, {{resultTypes: ['violations']}});
        return r.violations.map((v) => ({{id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 12).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary)}}));
    }}""")
    return report


def bad(report: list[dict]) -> list[dict]:
    """Serious and critical violations, and a page without an <h1> (axe: moderate, still wanted)."""
    return [v for v in report if v["impact"] in ("serious", "critical") or v["id"] in ALSO_BAD]


ALSO_BAD = {"page-has-heading-one", "empty-heading"}


def assert_axe_clean(page) -> None:
    """No serious or critical axe violation on the page as it is now (the report if there is one)."""
    report = axe(page)
    assert bad(report) == [], json.dumps(report, indent=1)


def heading_one(page) -> str:
    """The page's one visible-to-all <h1>: its text (each screen has exactly one)."""
    texts = page.evaluate("""() => [...document.querySelectorAll('h1')]
        .filter((e) => !e.closest('[hidden]') && getComputedStyle(e).display !== 'none')
        .map((e) => e.textContent.replace(/\\s+/g, ' ').trim())""")
    assert len(texts) == 1, texts
    return texts[0]


def test_axe_lobby(page, base_url, page_log):
    page.goto(base_url)
    wait_engine(page)
    expect(page.locator("#lobby")).to_be_visible()
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop"
    # The same lobby switched to Russian (live) and on a phone-wide window (the hero is hidden there).
    page.locator("#lang-ru").click()
    page.wait_for_function("document.documentElement.lang === 'ru'")
    page.set_viewport_size({"width": 360, "height": 740})
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop"
    page_log.assert_clean()


def test_axe_betta_table_and_end_screen(page, base_url, page_log):
    page.goto(base_url + BETTA)
    assert wait_my_turn(page)
    page.locator(".hand-card").first.click()
    page.locator(".display:not(.full)").first.hover()
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Betta"
    # Finish through the API, then check the end screen.
    while page.evaluate("window.tabletop.result()") is None:
        if page.evaluate("window.tabletop.toMove()") == 0:  # the bot waits for seat 0
            moves = page.evaluate("window.tabletop.legalMoves()")
            page.evaluate("(m) => window.tabletop.play(m)", moves[0])
        else:
            page.wait_for_timeout(50)
    expect(page.locator('#overlay[data-kind="end"]')).to_be_visible()
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Betta"
    page_log.assert_clean()


def test_axe_setline_table(page, base_url, page_log):
    page.goto(base_url + SETLINE)
    page.wait_for_function("!!document.querySelector(\".setline[data-can-act='true']\")", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Set Line"
    page_log.assert_clean()


FOCUSED = "document.activeElement && document.activeElement.matches(%r)"


def tab_to(page, selector: str, *, back: bool = False, limit: int = 80) -> None:
    """Press Tab (or Shift+Tab) until the focused element matches selector; check focus shows."""
    key = "Shift+Tab" if back else "Tab"
    for _ in range(limit):
        if page.evaluate(FOCUSED % selector):
            break
        page.keyboard.press(key)
    else:
        raise AssertionError(f"{key} never reached {selector}")
    focus = page.evaluate("""() => { const el = document.activeElement; const s = getComputedStyle(el);
        return {visible: el.matches(':focus-visible'), outline: s.outlineStyle, width: parseFloat(s.outlineWidth)}; }""")
    assert focus["visible"] and focus["outline"] != "none" and focus["width"] >= 2, focus


def test_betta_turns_with_the_keyboard_only(page, base_url, page_log):
    page.goto(base_url + BETTA)
    expect(page.locator(".log-list")).to_have_attribute("aria-live", "polite")
    for turn in range(3):
        assert wait_my_turn(page)
        before = moves_played(page)
        tab_to(page, ".hand-card")  # reach a card
        page.keyboard.press("Enter")  # choose it
        card = page.evaluate("document.activeElement.dataset.card")
        expect(page.locator(f'.hand-card[data-card="{card}"]')).to_have_attribute("aria-pressed", "true")
        tab_to(page, "[data-action=rotate]")
        for _ in range(turn + 1):
            page.keyboard.press("Enter")  # rotate
        rotation = 90 * (turn + 1) % 360
        expect(page.locator(f'.hand-card[data-card="{card}"]')).to_have_attribute(
            "data-rotation", str(rotation))
        tab_to(page, ".display:not(.full)", back=True)  # the displays come before the hand
        display = int(page.evaluate("document.activeElement.dataset.display"))
        target = page.locator(f'.display[data-display="{display}"]')
        expect(target.locator(".fish.ghost")).to_have_count(3)  # the preview, by focus
        label = target.get_attribute("aria-label")
        assert f"Display {display + 1}, " in label and "top row " in label \
            and "middle row " in label and "bottom row " in label and "placing here scores" in label
        page.keyboard.press("Enter")  # place
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
        record = page.evaluate("window.tabletop.record()")
        assert record["moves"][before] == {"card": card, "rotation": rotation, "display": display}
        expect(page.locator(".log-entry")).not_to_have_count(0)
    page_log.assert_clean()


QUIBBLES = "?game=quibbles&players=3&seed=31&seats=human,bot,bot:hard&botDelay=0"


def test_axe_quibbles_table_while_building_a_split_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + QUIBBLES)
    page.wait_for_function("!!document.querySelector('.quibbles-board[data-can-act=\"true\"]')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Quibbles"
    # By keyboard only: a hand card, the Split button, a row card, all reached with Tab.
    moves = page.evaluate("window.tabletop.legalMoves()")
    split = next((m for m in moves if "split" in m), None)
    value = split["split"] if split else page.evaluate("window.tabletop.legalMoves()")[-1]["draw"]
    tab_to(page, f'.qb-hand .qb-card[data-value="{value}"]')
    page.keyboard.press("Enter")
    expect(page.locator(f'.qb-hand .qb-card[data-value="{value}"][aria-pressed="true"]')).to_have_count(1)
    if split:
        tab_to(page, "#qb-split")
        page.keyboard.press("Enter")
        expect(page.locator(".qb-row .qb-card.can").first).to_be_focused()  # focus moves to the row
        page.keyboard.press("Enter")
        expect(page.locator(".qb-row .qb-card.chosen")).to_have_count(1)
        expect(page.locator(".qb-set")).to_have_count(1)
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert_axe_clean(page)
    page_log.assert_clean()


SEASALTPAPER = "?game=seasaltpaper&players=3&seed=6&seats=human,bot,bot:hard&botDelay=0&options=%7B%22extra_salt%22%3Atrue%2C%22extra_pepper%22%3Atrue%7D"


def test_axe_seasaltpaper_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + SEASALTPAPER)
    board = ".seasaltpaper-board[data-can-act=\"true\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Sea Salt & Paper"
    # By keyboard only: the deck (draw two), then a Keep button, then End the turn.
    tab_to(page, "#sp-deck")
    assert "Draw two, keep one" in page.locator("#sp-deck").inner_text() or "Draw two, keep one" in page.locator("#sp-deck").text_content()
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    expect(page.locator(".sp-ask .btn").first).to_be_visible()
    assert_axe_clean(page)  # the question of a draw: two cards, Keep buttons
    keep = page.locator(".sp-ask .btn").first.get_attribute("id")
    tab_to(page, f"#{keep}")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before + 1}", timeout=TURN_MS)
    tab_to(page, ".sp-hand .sp-card")
    page.keyboard.press("Enter")
    expect(page.locator('.sp-hand .sp-card[aria-pressed="true"]')).to_have_count(1)
    label = page.locator('.sp-hand .sp-card[aria-pressed="true"] svg').get_attribute("aria-label")
    assert any(c in label for c in ("blue", "black", "yellow", "green", "grey", "white", "purple", "pink", "orange"))
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    tab_to(page, "#sp-end-none")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before + 2}", timeout=TURN_MS)
    page_log.assert_clean()


PANDAREI = "?game=pandarei&players=2&seed=4&seats=human,bot:hard&botDelay=0"


def test_axe_pandarei_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + PANDAREI)
    board = ".pandarei-board[data-can-act=\"true\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Panda Rei"
    # By keyboard only: a hand card (chosen: its worth and who would lead show), then Play.
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, ".pr-hand .pr-card.can")
    page.keyboard.press("Enter")
    expect(page.locator('.pr-hand .pr-card[aria-pressed="true"]')).to_have_count(1)
    label = page.locator('.pr-hand .pr-card[aria-pressed="true"] svg').get_attribute("aria-label")
    assert any(a in label for a in ("Rabbit", "Bear", "Giraffe", "Owl", "Cat", "Fox", "Lion", "Pig", "Panda", "Monkey"))
    assert "worth" in page.locator(".pr-guide").inner_text()
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    tab_to(page, "#pr-play")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    # then, whoever won, the table fills and a pick or a play is asked of this seat again
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=TURN_MS)
    assert_axe_clean(page)
    page_log.assert_clean()


FORMULAD = "?game=formulad&mode=advanced&players=3&seed=5&seats=human,bot,bot:hard&botDelay=0&options=%7B%22laps%22%3A2%7D"


def test_axe_formulad_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + FORMULAD)
    board = ".formulad-board[data-can-act=\"true\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Formula D"
    # By keyboard only: a gear, then an end in the list (its path drawn), then Drive here.
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, ".fd-gear")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    page.wait_for_function(f"!!document.querySelector('{board}[data-phase=\"move\"]')", timeout=TURN_MS)
    tab_to(page, ".fd-option")
    page.keyboard.press("Enter")
    expect(page.locator('.fd-option[aria-pressed="true"]')).to_have_count(1)
    expect(page.locator('.fd-option[aria-pressed="true"]')).to_be_focused()  # focus stays on the choice
    expect(page.locator(".fd-path")).to_have_count(1)
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    tab_to(page, "#fd-drive")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before + 1}", timeout=TURN_MS)
    page_log.assert_clean()


WATERGATE = "?game=watergate&mode=standard&players=2&seed=5&seats=human,bot:hard&botDelay=0"


def test_axe_watergate_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + WATERGATE)
    board = ".watergate-board[data-can-act=\"true\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Watergate"
    # By keyboard only: a card (its plays listed, each with where it lands), then a target's button.
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, ".wg-hand .wg-card")
    page.keyboard.press("Enter")
    expect(page.locator('.wg-card[aria-pressed="true"]')).to_have_count(1)
    expect(page.locator(".wg-plays")).to_be_visible()
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    tab_to(page, ".wg-option")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    page_log.assert_clean()


KIKAI = "?game=kikai&mode=standard&players=2&seed=5&seats=human,bot:hard&botDelay=0"


def test_axe_kikai_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + KIKAI)
    board = ".kikai-board[data-can-act=\"true\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · KIKAI – Bricolage Heads"
    # By keyboard only: a district card, then where to act; then an action's button.
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, ".kk-cards .kk-card")
    page.keyboard.press("Enter")
    expect(page.locator('.kk-card[aria-pressed="true"]')).to_have_count(1)
    assert_axe_clean(page)
    tab_to(page, ".kk-option")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    page.wait_for_function("document.querySelector('.kikai-board').dataset.phase === 'action'", timeout=TURN_MS)
    expect(page.locator('.kk-option[data-key^="exhibit:"]').first).to_be_visible()
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    tab_to(page, '.kk-option[data-key^="exhibit:"]')
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before + 1}", timeout=TURN_MS)
    page_log.assert_clean()


CATHOOD = "?game=cathood&mode=standard&players=2&seed=5&seats=human,bot:hard&botDelay=0"


def test_axe_cathood_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + CATHOOD)
    board = ".cathood-board[data-can-act=\"true\"][data-phase=\"action\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Cathood"
    # By keyboard only: an action's button, then a corner of the board (its path drawn while focused).
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, '[data-action="linear"]')
    page.keyboard.press("Enter")
    expect(page.locator('[data-action="linear"][aria-pressed="true"]')).to_have_count(1)
    tab_to(page, ".ch-target")
    # the focused corner's path is drawn (a straight line has an empty box: its style says it shows)
    assert page.evaluate("getComputedStyle(document.querySelector('.ch-target:focus .ch-path')).display") != "none"
    assert page.evaluate("getComputedStyle(document.querySelector('.ch-target:not(:focus) .ch-path')).display") == "none"
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    page_log.assert_clean()


AWKWARD = "?game=awkwardguests&mode=standard&players=3&seed=6&seats=human,bot:hard,bot&botDelay=0"


def test_axe_awkwardguests_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + AWKWARD)
    board = ".awkwardguests-board[data-can-act=\"true\"][data-phase=\"inquiry\"]"
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    page.locator('[data-fold="sheet"] summary').click()
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Awkward Guests"
    # By keyboard only: a suspect, then a room on the plan, then Ask.
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, '.ag-panel [data-ref="quill"]')
    page.keyboard.press("Enter")
    expect(page.locator('.ag-panel [data-ref="quill"][aria-pressed="true"]')).to_have_count(1)
    tab_to(page, '.ag-room[data-room="library"]')
    page.keyboard.press("Enter")
    expect(page.locator('.ag-room[data-room="library"][aria-pressed="true"]')).to_have_count(1)
    # a line of the sheet is marked by keyboard too
    tab_to(page, '[data-mark="m:quill"]')
    page.keyboard.press("Enter")
    expect(page.locator('[data-mark="m:quill"]')).to_have_attribute("aria-label", re.compile("ruled out"))
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    tab_to(page, '[data-act="inquire"]', back=True, limit=200)
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    page_log.assert_clean()


GALACTIC = "?game=galacticcruise&mode=standard&players=3&seed=6&seats=human,bot:hard,bot&botDelay=0"


def test_axe_galacticcruise_table_by_keyboard_and_on_a_phone(page, base_url, page_log):
    page.goto(base_url + GALACTIC)
    board = '.galacticcruise-board[data-can-act="true"]'
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=BOOT_MS)
    assert_axe_clean(page)
    assert heading_one(page) == "Tabletop · Galactic Cruise"
    # By keyboard only: the pre-game pick is three parts (a link, a blueprint, a row), each the first
    # choice of the turn's panel; focus stays in the panel after each redraw.
    before = int(page.evaluate("document.body.dataset.moves") or 0)
    tab_to(page, ".gc-choices .gc-choice")
    for _ in range(3):
        page.keyboard.press("Enter")
        if int(page.evaluate("document.body.dataset.moves") or 0) > before:
            break
        assert page.evaluate("document.activeElement.closest('.galacticcruise-board') !== null")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
    page.wait_for_function(f"!!document.querySelector('{board}')", timeout=TURN_MS)
    assert_axe_clean(page)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert_axe_clean(page)
    page_log.assert_clean()
