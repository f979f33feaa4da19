"""Issue 29, item 10 and Quibbles' part of item 17 (what a newcomer missed at the Quibbles table):

- (a) the collection card chosen to give up from a full collection is marked while the stash is built;
- (b) a refused combine shows the refusal as the hint, with no total above what a combine allows;
- (c) declining the stash writes no "added nothing to the collection" line;
- (d) at 360 px the chosen cards do not overlap the hint;
- (e) the whole discard pile (public, rules file D9) can be seen, by value, from a button by the pile;
- (f) every card the page draws carries ``data-zoom`` (the shell's enlarger reads it).
"""

from __future__ import annotations

from playwright.sync_api import expect

from tabletop import engine
from tabletop.games.quibbles import rules

from test_betta_game import BOOT_MS, save as _save
from test_a11y import assert_axe_clean
from test_i18n import open_in
from test_quibbles_game import BOARD, click_hand, wait_my_turn
from test_share import link_for
from table_helpers import view

def save(page, name: str):
    """A screenshot with the pointer off the cards (the shell enlarges a card under it)."""
    page.mouse.move(1, 1)
    return _save(page, name)


SEATS = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
FULL_AT = 29  # seed 37, two seats played by Medium: Player 1 may stash a 4 into a full collection


def _record(moves: int = FULL_AT, seed: int = 37) -> dict:
    """Seed 37, two players, both played by Medium for ``moves`` moves. After 29 moves Player 1 has
    the full collection 4, 2, 1, 1, 6, 3 and may stash a 4 (four 4s in hand)."""
    g = engine.new_game("quibbles", {"players": 2}, seed)
    bot = engine.bot("quibbles", "greedy")
    for n in range(moves):
        g = engine.play(g, bot(rules, rules.view(g["state"], engine.to_move(g)), n))
    return engine.record(g)


def _open(page, base_url, moves: int = FULL_AT, lang: str | None = None) -> None:
    link = link_for({"format": "tabletop-save", "version": 1, "record": _record(moves), "seats": SEATS}, base_url)
    if lang:
        open_in(page, base_url, lang)
    page.goto(link)
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    assert wait_my_turn(page)


def test_the_position_is_a_full_collection_in_the_stash_step():
    g = engine.replay(_record())
    st = g["state"]
    assert engine.to_move(g) == 0 and st["phase"] == "stash"
    assert st["collections"][0] == [4, 2, 1, 1, 6, 3]
    assert {"stash": 4, "remove": 1} in rules.legal_moves(st)


def test_the_card_given_up_from_a_full_collection_is_marked(page, base_url, page_log):
    _open(page, base_url)
    expect(page.locator(f'{BOARD}[data-phase="stash"]')).to_be_visible()
    cards = page.locator(".qb-mine .qb-coll-card")
    expect(cards).to_have_count(6)
    ones = page.locator('.qb-mine .qb-coll-card[data-value="1"]')
    expect(ones).to_have_count(2)
    plain = ones.nth(1).evaluate("e => { const s = getComputedStyle(e); return [s.transform, s.boxShadow, s.outlineStyle]; }")
    ones.nth(1).click()
    # only the card clicked is chosen (not every card of its value), and it looks chosen
    expect(ones.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(ones.nth(0)).to_have_attribute("aria-pressed", "false")
    expect(page.locator('.qb-mine .qb-coll-card[aria-pressed="true"]')).to_have_count(1)
    marked = ones.nth(1).evaluate("e => { const s = getComputedStyle(e); return [s.transform, s.boxShadow, s.outlineStyle]; }")
    assert marked != plain, (plain, marked)
    assert marked[0] != "none" and marked[1] != "none", marked
    # the sentence under the collection says which card goes
    expect(page.locator(".qb-remove-note")).to_contain_text("1")
    save(page, "newcomer-qb-remove-1280.png")
    page.set_viewport_size({"width": 360, "height": 740})
    ones.nth(1).scroll_into_view_if_needed()
    save(page, "newcomer-qb-remove-360.png")
    # a second click gives the choice back
    ones.nth(1).click()
    expect(page.locator('.qb-mine .qb-coll-card[aria-pressed="true"]')).to_have_count(0)
    ones.nth(0).click()
    page.locator("#qb-stash-4").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {FULL_AT}")
    assert page.evaluate("window.tabletop.record()")["moves"][FULL_AT] == {"stash": 4, "remove": 1}
    page_log.assert_clean()


def test_declining_the_stash_writes_no_added_nothing_line(page, base_url, page_log):
    _open(page, base_url)
    page.locator("#qb-no-stash").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {FULL_AT}")
    newest = page.locator(f'.log-entry[data-move="{FULL_AT + 1}"]')
    expect(newest).to_contain_text("ended the turn")
    assert "nothing" not in page.locator(".log-list").inner_text()
    page_log.assert_clean()


def _pick_over_the_limit(page) -> list:
    """Two hand cards adding up to more than a combine may (the two highest)."""
    v = view(page)
    pair = sorted(v["hand"])[-2:]
    assert sum(pair) > v["rules"]["max_total"], v["hand"]
    click_hand(page, pair)
    return pair


def test_a_refused_combine_shows_the_refusal_not_a_total_above_the_limit(page, base_url, page_log):
    for lang, refusal in (("en", "a combine may add up to 6 at most"), ("ru", "при сложении сумма не больше 6")):
        _open(page, base_url, moves=0, lang=lang)
        pair = _pick_over_the_limit(page)
        total = str(sum(pair))
        guide = page.locator(".qb-guide")
        expect(guide).to_contain_text(refusal)
        combine = page.locator("#qb-combine")
        expect(combine).to_have_attribute("aria-disabled", "true")
        assert total not in combine.inner_text(), combine.inner_text()
        # the refusal is said once, as the hint, with nothing above it inviting the combine
        assert page.locator(".qb-me-section").inner_text().count(refusal) == 1
        if lang == "en":
            assert "combine them" not in guide.inner_text()
            save(page, "newcomer-qb-refused-1280.png")
    page_log.assert_clean()


def _apart(page, upper: str, lower: str) -> dict:
    """The gap in px between the bottom of ``upper`` and the top of ``lower`` with its ring (4 px)."""
    return page.evaluate("""([a, b]) => {
        const top = document.querySelector(a).getBoundingClientRect();
        const cards = [...document.querySelectorAll(b)].map((e) => e.getBoundingClientRect().top - 4);
        return Math.min(...cards) - top.bottom;
    }""", [upper, lower])


def test_at_360_px_the_chosen_cards_leave_the_hint_readable(page, base_url, page_log):
    page.set_viewport_size({"width": 360, "height": 740})
    _open(page, base_url, moves=0)
    _pick_over_the_limit(page)
    page.wait_for_timeout(300)  # the lift's transition
    gap = _apart(page, ".qb-hand-head", ".qb-hand .qb-card.picked")
    save(page, "newcomer-qb-picked-360.png")
    assert gap >= 0, gap
    page_log.assert_clean()


def test_the_whole_discard_pile_can_be_seen_by_value(page, base_url, page_log):
    for lang, word in (("en", "Discard"), ("ru", "Сброс")):
        for size in ((1280, 800), (360, 740)):
            page.set_viewport_size({"width": size[0], "height": size[1]})
            _open(page, base_url, lang=lang)
            discard = view(page)["discard"]
            assert len(discard) > 10
            btn = page.locator("#qb-discard-btn")
            expect(btn).to_contain_text(word)
            expect(btn).to_contain_text(str(len(discard)))
            expect(btn).to_have_attribute("aria-expanded", "false")
            panel = page.locator("#qb-discard-panel")
            expect(panel).to_be_hidden()
            btn.focus()
            page.keyboard.press("Enter")
            expect(panel).to_be_visible()
            expect(btn).to_have_attribute("aria-expanded", "true")
            # every card of the pile, grouped by value, each group with its count
            expect(panel.locator(".qb-discard-card")).to_have_count(len(discard))
            groups = panel.locator(".qb-discard-group")
            expect(groups).to_have_count(len(set(discard)))
            for k, x in enumerate(sorted(set(discard))):
                group = groups.nth(k)
                expect(group).to_have_attribute("data-value", str(x))
                expect(group.locator(".qb-discard-card")).to_have_count(discard.count(x))
                expect(group.locator(".qb-discard-count")).to_contain_text(str(discard.count(x)))
            box = panel.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= size[0] + 0.5, box
            assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
            if lang == "en":
                save(page, f"newcomer-qb-discard-{size[0]}.png")
                assert_axe_clean(page)
            # Escape closes it and gives the focus back to its button
            page.keyboard.press("Escape")
            expect(panel).to_be_hidden()
            expect(btn).to_be_focused()
    page_log.assert_clean()


def test_every_card_on_the_table_can_be_enlarged(page, base_url, page_log):
    _open(page, base_url)
    page.locator("#qb-discard-btn").click()
    for sel in (".qb-hand .qb-card", ".qb-row .qb-card", ".qb-mine .qb-coll-card", ".qb-others .qb-coll-card",
                "#qb-discard-panel .qb-discard-card"):
        cards = page.locator(sel)
        assert cards.count() > 0, sel
        missing = cards.evaluate_all("els => els.filter((e) => !e.hasAttribute('data-zoom')).length")
        assert missing == 0, sel
    page_log.assert_clean()
