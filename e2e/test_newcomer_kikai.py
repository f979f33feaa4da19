"""KIKAI for a newcomer (issue #29 item 15): the town readable on a phone, the two questions of every
turn answered once and remembered, the Media Victory end screen with the players' real figures, and
the Advanced tie-break in the rules panel."""

from __future__ import annotations

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import legal, view, wait_my_turn as wait_for_turn

BOARD = ".kikai-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def start(page, base_url, query: str) -> None:
    page.goto(base_url + "?game=kikai&players=2&" + query)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    expect(page.locator(BOARD)).to_be_visible()


def click_move(page, move: dict) -> None:
    """Send a move the way a person does: a card first when the move plays one, then its button."""
    from test_kikai_game import key
    before = int(body(page, "moves") or 0)
    option = page.locator(f'.kk-option[data-key="{key(move)}"]')
    if move["type"] == "play" and not option.count():
        page.locator(f'.kk-panel .kk-card[data-card="{move["cards"][0]}"]').click()
    option.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


# --- (e) the rules panel's Advanced tie-break --------------------------------------------------------

def test_the_rules_panel_gives_the_advanced_tie_break_in_both_languages(page, base_url, page_log):
    start(page, base_url, "mode=advanced&seed=2&seats=human,bot")
    page.locator("#btn-rules").click()
    drawer = page.locator("#drawer")
    expect(drawer).to_be_visible()
    expect(drawer).to_contain_text("more red fans")
    assert page.evaluate("window.tabletop.setLang('ru')") == "ru"
    expect(drawer).to_contain_text("больше красных фанатов")
    page.keyboard.press("Escape")
    page_log.assert_clean()


# --- (b) the town readable on a phone ------------------------------------------------------------------

TOWN_TEXT_SIZES = """() => {
    const svg = document.querySelector('.kk-town-wrap svg.kk-town');
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim()).map((t) => ({
        text: t.textContent, px: Number(t.getAttribute('font-size')) * scale,
        height: t.getBoundingClientRect().height,
    }));
}"""


def test_the_town_is_readable_on_a_phone(browser, base_url):
    ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    try:
        start(page, base_url, "mode=standard&seed=5&seats=human,bot&botDelay=0")
        assert wait_my_turn(page)
        hand = view(page)["players"][0]["hand"]
        page.locator(f'.kk-panel .kk-card[data-card="{hand[0]}"]').click()  # a card chosen: where it would act
        save(page, "kikai-phone-card-chosen.png")
        sizes = page.evaluate(TOWN_TEXT_SIZES)
        assert sizes
        small = [s for s in sizes if s["px"] < 10]
        assert not small, small[:5]
        district = page.locator(f'.kk-town-wrap .kk-district[data-district="{hand[0]}"] text').first
        assert district.bounding_box()["height"] >= 10
        # the district the card acts in is scrolled into the town's window
        wrap = page.locator(".kk-town-wrap").bounding_box()
        here = page.locator(f'.kk-town-wrap .kk-district[data-district="{hand[0]}"]').bounding_box()
        assert wrap["x"] <= here["x"] + here["width"] / 2 <= wrap["x"] + wrap["width"]
        assert page.evaluate("document.documentElement.scrollWidth") <= 360  # no sideways scroll of the page
        page.evaluate("window.scrollTo(0, 0)")
        save(page, "kikai-phone-zoomed.png")
        # the whole town is one tap away, and back
        page.locator(".kk-zoom").click()
        assert page.evaluate(TOWN_TEXT_SIZES)[0]["px"] < 10
        page.evaluate("window.scrollTo(0, 0)")
        save(page, "kikai-phone-whole.png")
        page.locator(".kk-zoom").click()
        assert not [s for s in page.evaluate(TOWN_TEXT_SIZES) if s["px"] < 10]
    finally:
        ctx.close()


def test_town_tiles_and_hand_cards_carry_data_zoom(page, base_url, page_log):
    start(page, base_url, "mode=standard&seed=5&seats=human,bot&botDelay=0")
    assert wait_my_turn(page)
    assert page.locator(".kk-town-wrap .kk-district[data-zoom]").count() == 6
    assert page.locator(".kk-town-wrap .kk-square[data-zoom]").count() == 12
    assert page.locator(".kk-panel .kk-card[data-zoom]").count() == page.locator(".kk-panel .kk-card").count() > 0
    page_log.assert_clean()


# --- (c) the two questions of every turn, answered once ----------------------------------------------

def to_question(page, question: str) -> None:
    """On the player's turn: play a card, a zero-fan Exhibition, then the deck: up to `question`."""
    assert wait_my_turn(page)
    v = view(page)
    if v["phase"] == "play":
        click_move(page, next(m for m in legal(page) if m["type"] == "play" and len(m["cards"]) == 1))
        click_move(page, next(m for m in legal(page) if m["type"] == "exhibit"))
    if question == "ladder" and body(page, "phase") != "over" and view(page)["phase"] == "extra":
        click_move(page, {"type": "no_extra"})
    if question == "ladder" and view(page)["phase"] == "draw":
        click_move(page, {"type": "draw", "from": "deck"})


def wait_play(page) -> None:
    """Until the player may play a card (a new turn of theirs)."""
    page.wait_for_function("""() => { const b = document.querySelector('.kikai-board');
        return b && b.dataset.canAct === 'true' && b.dataset.phase === 'play'; }""", timeout=TURN_MS)


def my_moves(page) -> list:
    rec = page.evaluate("window.tabletop.record()")
    return [m["type"] for m in rec["moves"]]


def test_the_megaphone_and_ladder_questions_are_answered_once_and_remembered(page, base_url, page_log):
    start(page, base_url, "mode=standard&seed=3&seats=human,bot&botDelay=0")
    to_question(page, "extra")
    assert view(page)["phase"] == "extra"
    page.locator('.kk-panel #kk-auto-extra').check()
    click_move(page, {"type": "no_extra"})
    assert view(page)["phase"] == "draw"
    click_move(page, {"type": "draw", "from": "deck"})
    assert view(page)["phase"] == "ladder"
    page.locator('.kk-panel #kk-auto-ladder').check()
    click_move(page, {"type": "ladders", "count": 0})

    # the next turn: both questions are answered for the player, as ordinary moves
    wait_play(page)
    before = my_moves(page)
    to_question(page, "extra")
    page.wait_for_function("document.querySelector('.kikai-board').dataset.phase === 'draw'", timeout=TURN_MS)
    expect(page.locator(".kk-auto-note")).to_contain_text("no Megaphone action")
    assert my_moves(page)[len(before):][-1] == "no_extra"
    click_move(page, {"type": "draw", "from": "deck"})
    wait_play(page)
    rec = page.evaluate("window.tabletop.record()")
    assert {"type": "ladders", "count": 0} in rec["moves"][len(before):]

    # remembered on this device, and unticked from the table: asked again
    assert page.evaluate("JSON.parse(localStorage.getItem('tabletop.kikai.autoAnswers'))") == {"extra": True, "ladder": True}
    page.locator('.kk-auto #kk-auto-extra').uncheck()
    to_question(page, "extra")
    assert view(page)["phase"] == "extra"
    expect(page.locator('.kk-option[data-key="no_extra"]')).to_be_visible()
    page_log.assert_clean()


def test_a_remembered_answer_is_not_given_where_the_choice_matters(page, base_url, page_log):
    """A short hand (fewer than 3 cards after the draw): the Ladder question is asked anyway."""
    start(page, base_url, "mode=standard&seed=3&seats=human,bot&botDelay=0")
    page.evaluate("localStorage.setItem('tabletop.kikai.autoAnswers', JSON.stringify({extra: true, ladder: true}))")
    page.reload()
    assert wait_my_turn(page)
    asked = False
    for _ in range(12):
        assert wait_my_turn(page)
        page.wait_for_timeout(300)  # a remembered answer may be on its way
        assert wait_my_turn(page)
        v = view(page)
        page.wait_for_function(f"document.querySelector('.kikai-board').dataset.phase === '{v['phase']}'")
        if v["phase"] == "play":
            pairs = [m for m in legal(page) if m["type"] == "play" and len(m["cards"]) == 2]
            click_move(page, (pairs or [m for m in legal(page) if m["type"] == "play"])[0])
        elif v["phase"] == "action":
            click_move(page, next(m for m in legal(page) if m["type"] == "exhibit"))
        elif v["phase"] == "extra":  # the remembered answer is given unless the choice matters
            assert v["players"][0]["megaphones"] >= 3 or v["progress"]["last"]
            click_move(page, {"type": "extra_action"})
        elif v["phase"] == "draw":
            click_move(page, {"type": "draw", "from": "deck"})
        elif v["phase"] == "ladder":
            assert len(v["players"][0]["hand"]) < 3
            expect(page.locator(".kk-auto-note")).to_contain_text("hand is short")
            asked = True
            break
        else:
            click_move(page, legal(page)[0])
    assert asked
    page_log.assert_clean()
