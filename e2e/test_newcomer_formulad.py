"""Formula D, issue 29 ("What a newcomer missed"), item 13: the phone setup fits 360 px; a move's cost
shows whole; the score panel's big number is the car's place; a car with no move it survives is told
why; the wear points are named in full; the rules panel tells the start roll and the corner signs. Item
18: each gear button shows, before the gear is chosen, its die's odds of a corner stop, an overshoot and
cars in the way."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tabletop import engine
from tabletop.games.formulad import rules
from test_betta_game import BOOT_MS, SCREENSHOTS, save
from test_share import link_for
from table_helpers import view, wait_my_turn

BOARD = ".formulad-board"
CATEGORY_NAMES = ["Tyres", "Brakes", "Gearbox", "Body", "Engine", "Road handling"]


@pytest.fixture
def phone(browser):
    pg = browser.new_page(viewport={"width": 360, "height": 740})
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.errors = errors
    yield pg
    pg.close()


def test_the_phone_setup_fits_360_px(phone, base_url):
    phone.goto(base_url)
    phone.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    phone.locator('.game-card[data-game="formulad"]').click()
    expect(phone.locator("#formulad-laps")).to_be_visible()
    for mode in ("basic", "advanced"):
        phone.locator("#lobby-mode").select_option(mode)
        expect(phone.locator("#formulad-car_construction")).to_have_count(1 if mode == "advanced" else 0)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360, mode
        # every player-count button (2 to 10 cars) and every select is inside the screen
        wide = phone.evaluate("""() => [...document.querySelectorAll(
                '.players-field label, #lobby-mode, .fd-lobby-options select, .fd-lobby-options label')]
            .filter((el) => el.getBoundingClientRect().right > 360.5).map((el) => el.textContent.slice(0, 30))""")
        assert wide == [], (mode, wide)
    # the last player count is on the screen, in the same row as the others
    tops = phone.locator(".players-field label").evaluate_all("els => els.map((e) => Math.round(e.getBoundingClientRect().top))")
    assert len(set(tops)) == 1, tops
    save(phone, "formulad-newcomer-lobby-360.png")
    phone.locator(".players-field").screenshot(path=str(SCREENSHOTS / "formulad-newcomer-players-360.png"))
    assert phone.errors == []


def _advanced_race_on_a_phone(phone, base_url) -> None:
    phone.goto(base_url + "?game=formulad&mode=advanced&players=3&seed=4&seats=human,bot,bot&botDelay=0")
    assert wait_my_turn(phone, BOARD)


def test_the_score_panels_big_number_is_the_place(phone, base_url):
    _advanced_race_on_a_phone(phone, base_url)
    # the big number of each car's row is its place in the race, never the laps done
    scores = phone.locator(".player-score").all_inner_texts()
    assert sorted(scores) == ["P1", "P2", "P3"], scores
    expect(phone.locator('.player[data-seat="0"] .player-detail')).to_contain_text("Place ")
    assert phone.errors == []


def test_wear_points_are_named_in_full(phone, base_url):
    _advanced_race_on_a_phone(phone, base_url)
    # no "T 6 B 3 G 3 Bo 3 E 3 H 2" to decode: each kind by its name, for eyes and screen readers alike
    for car in range(3):
        wp = phone.locator(f'.fd-dash[data-seat="{car}"] .fd-wp')
        for name in CATEGORY_NAMES:
            expect(wp).to_contain_text(f"{name} ")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    save(phone, "formulad-newcomer-wear-360.png")
    assert phone.errors == []


def test_a_moves_whole_cost_shows(phone, base_url):
    _advanced_race_on_a_phone(phone, base_url)
    # drive until a list of ends is offered, then give one of them the longest cost a move can have
    n = 0
    while not phone.locator(".fd-option").count():
        if phone.locator(".fd-gear").count():
            phone.locator(".fd-gear").last.click()
        phone.wait_for_timeout(300)
        assert wait_my_turn(phone, BOARD)
        n += 1
        assert n < 20
    long_cost = "3 tyre WP, 1 brake WP, 2 road-handling WP"
    fits = phone.evaluate("""(text) => {
        const cost = document.querySelector('.fd-option .fd-option-cost');
        cost.textContent = text;
        const option = cost.closest('.fd-option').getBoundingClientRect();
        const r = cost.getBoundingClientRect();
        const list = document.querySelector('.fd-options');
        const box = list.getBoundingClientRect();
        return { inside: r.left >= option.left - 0.5 && r.right <= option.right + 0.5,
                 whole: cost.scrollWidth <= cost.clientWidth + 1,
                 list: list.scrollWidth <= list.clientWidth + 1 && option.right <= box.right + 0.5,
                 screen: box.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth };
    }""", long_cost)
    assert fits == {"inside": True, "whole": True, "list": True, "screen": True}, fits
    save(phone, "formulad-newcomer-costs-360.png")
    assert phone.errors == []


def _record_to_retire() -> dict:
    """Advanced, 6 cars, seed 37, every car driven by the Medium bot: after 134 moves car 6 rolls 10 in
    4th with 1 brake wear point left and is blocked; retiring is its only move."""
    g = engine.new_game("formulad", {"mode": "advanced", "players": 6, "laps": 1}, 37)
    bot = engine.bot("formulad", "greedy")
    for n in range(134):
        seat = engine.to_move(g)
        g = engine.play(g, bot(rules, rules.view(g["state"], seat), n))
    assert engine.legal_moves(g) == [{"retire": True}] and engine.to_move(g) == 5
    return engine.record(g)


def test_a_car_with_no_move_it_survives_is_told_why(page, base_url, page_log):
    rec = _record_to_retire()
    seats = [{"kind": "bot", "bot": "greedy"}] * 5 + [{"kind": "human"}]
    page.goto(link_for({"format": "tabletop-save", "version": 1, "record": rec, "seats": seats}, base_url))
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    assert wait_my_turn(page, BOARD)
    expect(page.locator("#fd-retire")).to_be_visible()
    why = page.locator("#fd-retire-why")
    expect(why).to_contain_text("The roll is 10 spaces")
    # the engine's cause (blocked here), with the points the car has
    expect(why).to_contain_text("Cars block the way")
    expect(why).to_contain_text("brakes: 1 left")
    expect(why).to_contain_text("tyres too: 6 left")
    save(page, "formulad-newcomer-retire.png")
    page.set_viewport_size({"width": 360, "height": 740})
    expect(why).to_be_visible()
    save(page, "formulad-newcomer-retire-360.png")
    page_log.assert_clean()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_panel_tells_the_start_roll_and_the_corner_signs(page, base_url, page_log, lang):
    page.goto(base_url + "?game=formulad&players=2&seed=4&seats=human,bot&botDelay=0")
    assert wait_my_turn(page, BOARD)
    if lang == "ru":
        page.locator("#lang-ru").click()
    page.locator("#btn-rules").click()
    panel = page.locator(".formulad-rules")
    expect(panel).to_be_visible()
    if lang == "en":
        for words in ("black die", "stalls", "great start", "4 spaces", "shortest", "longest", "C5 7"):
            expect(panel).to_contain_text(words)
    else:
        for words in ("чёрный кубик", "заглохла", "отличный старт", "4 клетки", "самому короткому", "самому длинному", "C5 — 7"):
            expect(panel).to_contain_text(words)
    save(page, f"formulad-newcomer-rules-{lang}.png")
    page_log.assert_clean()


def _record_in_a_corner() -> dict:
    """Basic, 3 cars, seed 11, every car driven by the Medium bot: after 93 moves car 1 chooses its gear
    in a corner: 1st stops there again on 2 faces of 4, 2nd and 3rd overshoot it, 3rd also meets a car."""
    g = engine.new_game("formulad", {"mode": "basic", "players": 3, "laps": 1}, 11)
    bot = engine.bot("formulad", "greedy")
    for n in range(93):
        seat = engine.to_move(g)
        g = engine.play(g, bot(rules, rules.view(g["state"], seat), n))
    assert engine.to_move(g) == 0 and g["state"]["phase"] == "gear"
    return engine.record(g)


ODDS_WORDS = {"en": {"corner": "corner", "overshoot": "overshoot", "blocked": "blocked", "out": "out"},
              "ru": {"corner": "поворот", "overshoot": "вылет", "blocked": "помеха", "out": "сход"}}


def test_each_gear_shows_its_odds_before_it_is_chosen(page, base_url, page_log):
    rec = _record_in_a_corner()
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 2
    page.goto(link_for({"format": "tabletop-save", "version": 1, "record": rec, "seats": seats}, base_url))
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    assert wait_my_turn(page, BOARD)
    gears = view(page)["gears"]
    assert [g["gear"] for g in gears] == [1, 2, 3]
    assert {k for g in gears for k in ("corner", "overshoot", "blocked") if g["odds"][k]} == {
        "corner", "overshoot", "blocked"}
    for lang in ("en", "ru"):
        if lang == "ru":
            page.locator("#lang-ru").click()
        for g in gears:
            button = page.locator(f'.fd-gear[data-gear="{g["gear"]}"]')
            odds, n = g["odds"], g["odds"]["faces"]
            shown = button.locator(".fd-odd").evaluate_all("els => els.map((e) => [e.dataset.kind, e.textContent])")
            assert shown == [[k, f"{ODDS_WORDS[lang][k]} {odds[k]}/{n}"]
                             for k in ("corner", "overshoot", "blocked", "out") if odds[k]], (lang, shown)
            said = page.locator("#" + button.get_attribute("aria-describedby")).text_content()
            if lang == "en":
                assert f"stops in a corner on {odds['corner']} of {n} faces" in said, said
                assert f"overshoots a corner unless it brakes on {odds['overshoot']} of {n} faces" in said, said
                assert f"blocked by cars on {odds['blocked']} of {n} faces" in said, said
            else:
                assert f"остановка в повороте: {odds['corner']} из {n} граней" in said, said
                assert f"путь закрыт машинами: {odds['blocked']} из {n} граней" in said, said
        save(page, f"formulad-newcomer-odds-{lang}.png")
    # on a phone every gear and its odds are on the screen, nothing cut
    page.set_viewport_size({"width": 360, "height": 740})
    page.locator(".fd-gear").first.scroll_into_view_if_needed()
    fits = page.evaluate("""() => [...document.querySelectorAll('.fd-gear')].every((b) => {
        const r = b.getBoundingClientRect();
        return r.right <= window.innerWidth + 0.5 && [...b.querySelectorAll('.fd-odd')].every((o) => {
            const q = o.getBoundingClientRect();
            return q.left >= r.left - 0.5 && q.right <= r.right + 0.5;
        });
    }) && document.documentElement.scrollWidth <= window.innerWidth""")
    assert fits
    save(page, "formulad-newcomer-odds-ru-360.png")
    page.locator("#lang-en").click()
    save(page, "formulad-newcomer-odds-360.png")
    # choosing a gear still works: the odds are part of its button
    page.locator('.fd-gear[data-gear="1"]').click()
    expect(page.locator(".fd-gear")).to_have_count(0)
    page_log.assert_clean()
