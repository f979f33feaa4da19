"""Issue 29, item 11 (Sea Salt & Paper, what a newcomer missed): the other players' duos are big
enough to read, the keep step's buttons read as a sentence, the deck's count passes WCAG AA on the
card back, and the rules panel says where the unkept card must go when a discard pile is empty."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_betta_game import BOOT_MS, save
from test_i18n import open_in
from test_seasaltpaper_game import choose, play_like_a_person, wait_my_turn
from table_helpers import legal, view

SIZES = [(1280, 800), (360, 740)]


def _luminance(rgb):
    def ch(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (ch(x) for x in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _rgba(css: str):
    nums = [float(x) for x in re.findall(r"[\d.]+", css)]
    return nums[:3], (nums[3] if len(nums) > 3 else 1.0)


def _until_the_other_has_a_duo(page) -> None:
    for _ in range(120):
        assert wait_my_turn(page)
        v = view(page)
        if any(p["units"] for p in v["players"] if p["seat"] != v["seat"]) and v["phase"] == "draw":
            return
        moves = legal(page)
        play_like_a_person(page, choose(moves), moves)
    pytest.fail("the bot played no duo")


@pytest.mark.parametrize("size", SIZES, ids=["1280", "360"])
def test_the_other_players_duos_are_readable(page, base_url, page_log, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(base_url + "?game=seasaltpaper&players=2&seed=3&seats=human,bot:greedy&botDelay=0")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    _until_the_other_has_a_duo(page)
    save(page, f"newcomer-sp-duos-{size[0]}.png")
    # each card of a duo in front of another player shows at least 40 px of its width (its picture
    # and its printed name), and is at least 56 px tall
    shown = page.locator(".sp-others .sp-unit").evaluate_all("""units => units.map(u => {
        const cards = [...u.querySelectorAll('.sp-unit-card svg')].map(s => s.getBoundingClientRect());
        return cards.map((r, i) => ({ w: (i + 1 < cards.length ? cards[i + 1].left : r.right) - r.left, h: r.height }));
    })""")
    assert shown and all(shown)
    for unit in shown:
        for card in unit:
            assert card["w"] >= 40 and card["h"] >= 56, shown
    page_log.assert_clean()


def test_the_keep_buttons_read_as_a_sentence_in_both_languages(page, base_url, page_log):
    for lang, pattern in (("en", r"^Keep the (.+); the (.+) goes to pile (\d)$"),
                          ("ru", r"^Оставить: (.+)\. В стопку (\d): (.+)$")):
        open_in(page, base_url, lang, "?game=seasaltpaper&players=2&seed=5&seats=human,bot&botDelay=0")
        page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
        assert wait_my_turn(page)
        play_like_a_person(page, {"draw": "deck"}, legal(page))
        buttons = page.locator('[id^="sp-keep-"]')
        expect(buttons.first).to_be_visible()
        if lang == "en":
            save(page, "newcomer-sp-keep-1280.png")
        for text in buttons.all_inner_texts():
            assert re.match(pattern, text.strip()), text
            assert "this" not in text.lower()
    page_log.assert_clean()


@pytest.mark.parametrize("size", SIZES, ids=["1280", "360"])
def test_the_deck_count_passes_wcag_aa(page, base_url, page_log, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(base_url + "?game=seasaltpaper&players=2&seed=5&seats=human,bot&botDelay=0")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    assert wait_my_turn(page)
    count = page.locator("#sp-deck .sp-count")
    expect(count).to_have_text(str(view(page)["deck"]))
    save(page, f"newcomer-sp-deck-{size[0]}.png")
    style = count.evaluate("e => { const s = getComputedStyle(e); return { fg: s.color, bg: s.backgroundColor }; }")
    (fg, _), (bg, alpha) = _rgba(style["fg"]), _rgba(style["bg"])
    assert alpha == 1, "the count sits on its own solid background, not on the card's art"
    hi, lo = sorted((_luminance(fg), _luminance(bg)), reverse=True)
    assert (hi + 0.05) / (lo + 0.05) >= 4.5
    page_log.assert_clean()


@pytest.mark.parametrize("lang,words", [("en", "If exactly one discard pile is empty"),
                                        ("ru", "Если одна из стопок сброса пуста")])
def test_the_rules_say_an_empty_pile_takes_the_unkept_card(page, base_url, page_log, lang, words):
    open_in(page, base_url, lang, "?game=seasaltpaper&players=2&seed=5&seats=human,bot&botDelay=0")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    assert wait_my_turn(page)
    page.locator("#btn-rules").click()
    expect(page.locator(".seasaltpaper-rules")).to_contain_text(words)
    page_log.assert_clean()


def _until_a_pile_has_cards(page, n: int = 3) -> dict:
    """Play (drawing from the deck) until a discard pile holds ``n`` cards; the view then."""
    for _ in range(40):
        assert wait_my_turn(page)
        v = view(page)
        if v["phase"] == "draw" and max(p["size"] for p in v["piles"]) >= n:
            return v
        moves = legal(page)
        deck = [m for m in moves if m.get("draw") == "deck"]
        play_like_a_person(page, deck[0] if deck else choose(moves), moves)
    pytest.fail(f"no pile reached {n} cards")


@pytest.mark.parametrize("size", SIZES, ids=["1280", "360"])
def test_the_pile_viewer_shows_what_this_seat_saw_put_on_each_pile(page, base_url, page_log, size):
    """Issue 29, item 17: nobody may look through a pile, but every card put there was shown: a button
    by the piles opens a viewer of each pile, top first, at a readable size; Escape closes it."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(base_url + "?game=seasaltpaper&players=2&seed=5&seats=human,bot&botDelay=0")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    v = _until_a_pile_has_cards(page)
    opener = page.locator("#sp-known-open")
    expect(opener).to_be_visible()
    opener.focus()
    page.keyboard.press("Enter")  # keyboard first
    viewer = page.locator("#sp-known")
    expect(viewer).to_be_visible()
    expect(viewer.get_by_role("heading", name="What you know of the discard piles")).to_be_visible()
    for i, known in enumerate(v["known_piles"]):
        assert len(known) == v["piles"][i]["size"]
        shown = viewer.locator(f'[data-pile="{i}"] .sp-known-list:not(.small) > li')
        expect(shown).to_have_count(len(known))
        ids = shown.evaluate_all("els => els.map(e => e.dataset.card === undefined ? null : Number(e.dataset.card))")
        assert ids == known, (ids, known)
        if known:
            assert known[0] == v["piles"][i]["top"]
    cards = viewer.locator(".sp-known-card svg")
    boxes = cards.evaluate_all("els => els.map(e => e.getBoundingClientRect()).map(r => ({w: r.width, h: r.height}))")
    assert boxes and all(b["w"] >= 60 and b["h"] >= 84 for b in boxes), boxes
    assert cards.evaluate_all("els => els.every(e => e.hasAttribute('data-zoom'))")
    save(page, f"newcomer-sp-known-{size[0]}.png")
    page.keyboard.press("Escape")
    expect(viewer).to_be_hidden()
    expect(opener).to_be_focused()
    page_log.assert_clean()


def test_the_pile_viewer_speaks_russian_and_every_card_is_zoomable(page, base_url, page_log):
    open_in(page, base_url, "ru", "?game=seasaltpaper&players=2&seed=5&seats=human,bot&botDelay=0")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    v = _until_a_pile_has_cards(page)
    # every card the table draws may be enlarged by the shell (data-zoom)
    drawn = page.locator(".seasaltpaper-board :is(svg.ssp-card, svg.ssp-back, svg.ssp-event)")
    assert drawn.count() > 0
    assert drawn.evaluate_all("els => els.every(e => e.hasAttribute('data-zoom'))")
    page.locator("#sp-known-open").click()
    viewer = page.locator("#sp-known")
    expect(viewer.get_by_role("heading", name="Что вы знаете о стопках сброса")).to_be_visible()
    big = max(range(2), key=lambda i: v["piles"][i]["size"])
    size = v["piles"][big]["size"]
    form = "карта" if size % 10 == 1 and size % 100 != 11 else (
        "карты" if 2 <= size % 10 <= 4 and not 12 <= size % 100 <= 14 else "карт")
    expect(viewer.locator(f'[data-pile="{big}"] h3')).to_have_text(f"Сброс {big + 1}: {size} {form}")
    viewer.get_by_role("button", name="Закрыть").click()
    expect(viewer).to_be_hidden()
    page_log.assert_clean()
