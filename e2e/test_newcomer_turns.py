"""A turn as a newcomer meets it (issue 29, items 7, 8, 16, 17): what happened since one's last turn
(on the pass screen and in the log, grouped by turn), no pass screen where nothing is hidden, a
closer look at any card, and skipping to the end once no human has a move left.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from tabletop import api, engine
from test_betta_game import BOOT_MS, TURN_MS, save, wait_engine
from test_share import link_for

PHASE_TABLE = "document.body.dataset.phase === 'table'"


def play_first_move(page) -> None:
    """The seat to move plays its first legal move (through the page's API, as the board would)."""
    page.evaluate("async () => { const m = await window.tabletop.legalMoves(); await window.tabletop.play(m[0]); }")


def test_the_pass_screen_says_everything_since_the_players_last_turn_and_the_log_groups_turns(page, base_url, page_log):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(base_url + "?game=betta&mode=staff&players=3&seed=3&seats=human,human,human&names=Ann,Bob,Cat")
    wait_engine(page)
    for name in ("Ann", "Bob", "Cat"):
        expect(page.locator("#pass-heading")).to_contain_text(name, timeout=TURN_MS)
        page.locator("#reveal-hand").click()
        page.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
        play_first_move(page)
    # Ann's turn again: her pass screen tells Bob's and Cat's moves, not only the last one.
    expect(page.locator("#pass-heading")).to_contain_text("Ann", timeout=TURN_MS)
    since = page.locator(".pass-since")
    expect(since).to_contain_text("Since Ann’s last turn")
    lines = since.locator("li")
    expect(lines).to_have_count(2)
    expect(lines.nth(0)).to_contain_text("Bob")
    expect(lines.nth(1)).to_contain_text("Cat")
    save(page, "turns-pass-since.png")
    page.locator("#reveal-hand").click()
    page.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
    # The log: one heading per turn, newest first, and the turns since Ann's marked as new for her.
    heads = page.locator(".log-turn-head .log-turn-name")
    expect(heads).to_have_text(["Cat", "Bob", "Ann"])
    expect(page.locator(".log-turn.fresh")).to_have_count(2)
    expect(page.locator(".log-since")).to_have_text("Since your last turn")
    expect(page.locator(".log-entry")).to_have_count(3)
    save(page, "turns-log-grouped.png")
    page_log.assert_clean()


def test_no_pass_screen_where_nothing_is_hidden(page, base_url, page_log):
    page.goto(base_url + "?game=formulad&players=2&seed=5&seats=human,human&names=Ann,Bob&options=%7B%22laps%22%3A1%7D")
    wait_engine(page)
    page.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
    for _ in range(4):  # Ann's and Bob's first turns: gear, then move
        play_first_move(page)
        page.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
        assert page.locator("#pass-heading").count() == 0
    assert page.evaluate("document.body.dataset.viewer") == page.evaluate("document.body.dataset.toMove")
    page_log.assert_clean()


def test_a_card_is_seen_large_on_hover_on_long_press_and_with_z(browser, base_url, request):
    address = base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&botDelay=60000"
    desk = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        desk.goto(address)
        wait_engine(desk)
        desk.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
        card = desk.locator(".hand-card").first
        card.hover()
        layer = desk.locator(".zoom-layer")
        expect(layer).to_be_visible()
        small = card.bounding_box()
        big = layer.bounding_box()
        assert big["width"] > 2 * small["width"], (small, big)
        # beside the card, not over it: the player still sees the hand
        assert big["x"] >= small["x"] + small["width"] or big["x"] + big["width"] <= small["x"]
        desk.screenshot(path=str(save_path(request, "turns-zoom-desk.png")))
        desk.mouse.move(5, 5)
        expect(layer).to_have_count(0)
        # the keyboard: Z on a focused card, Escape closes it
        card.focus()
        desk.keyboard.press("z")
        expect(layer).to_be_visible()
        desk.keyboard.press("Escape")
        expect(layer).to_have_count(0)
    finally:
        desk.close()

    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    phone = context.new_page()
    try:
        phone.goto(address)
        wait_engine(phone)
        phone.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
        card = phone.locator(".hand-card").first
        box = card.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        press = """([x, y, kind]) => { const el = document.elementFromPoint(x, y);
            el.dispatchEvent(new PointerEvent(kind, {pointerType: 'touch', clientX: x, clientY: y, bubbles: true, isPrimary: true})); }"""
        phone.evaluate(press, [x, y, "pointerdown"])
        layer = phone.locator(".zoom-layer")
        expect(layer).to_be_visible()
        assert layer.bounding_box()["width"] > 2 * box["width"]
        phone.screenshot(path=str(save_path(request, "turns-zoom-phone.png")))
        # letting go closes it, and the long press did not also choose the card
        phone.evaluate(press, [x, y, "pointerup"])
        phone.evaluate("([x, y]) => document.elementFromPoint(x, y).click()", [x, y])
        expect(layer).to_have_count(0)
        assert card.get_attribute("aria-pressed") == "false"
        # a short tap still chooses it
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
    finally:
        context.close()


def save_path(request, name):
    from conftest import SCREENSHOTS
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS / name


def formula_d_with_the_human_out() -> tuple[dict, int]:
    """A 3-car race (seed 5, one lap) where seat 0 always takes the last listed move until its car is
    out (eliminated at move 32), the others playing their first move: the record, and the seat to move."""
    game = engine.new_game("formulad", {"players": 3, "laps": 1}, 5)
    while True:
        car = next(c for c in engine.view(game, 0)["cars"] if c["seat"] == 0)
        if car["status"] != "racing":
            return engine.record(game), engine.to_move(game)
        moves = engine.legal_moves(game)
        game = engine.play(game, moves[-1] if engine.to_move(game) == 0 else moves[0])


def bots_play_on(record: dict) -> list:
    """The moves the shell's greedy bots play from the record to the end, with the shell's seeds."""
    state = json.loads(api.handle(json.dumps({"op": "replay", "record": record})))["ok"]
    moves = []
    while json.loads(api.handle(json.dumps({"op": "result", "state": state})))["ok"] is None:
        n = len(record["moves"]) + len(moves)
        seed = (record["seed"] * 31 + 7919 * (n + 1)) % 2147483647
        move = json.loads(api.handle(json.dumps({"op": "bot_move", "state": state, "bot": "greedy", "seed": seed})))["ok"]
        state = json.loads(api.handle(json.dumps({"op": "play", "state": state, "move": move})))["ok"]["state"]
        moves.append(move)
    return moves


def test_skip_to_the_end_once_the_humans_car_is_out(page, base_url, page_log):
    record, seat = formula_d_with_the_human_out()
    assert seat != 0
    human = {"kind": "human", "bot": None, "name": "Mira"}
    bot = {"kind": "bot", "bot": "greedy", "name": ""}
    link = link_for({"format": "tabletop-save", "version": 1, "record": record, "seats": [human, bot, bot],
                     "seatNames": [], "settings": {}}, base_url)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(link.replace("index.html#", "index.html?botDelay=60000#"))  # the bots wait: only Skip plays
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    page.wait_for_function(PHASE_TABLE, timeout=TURN_MS)
    skip = page.locator("#btn-skip")
    expect(skip).to_be_visible()
    expect(skip).to_have_text("Skip to the end")
    save(page, "turns-skip-offered-phone.png")
    skip.click()
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=TURN_MS)
    played = page.evaluate("async () => (await window.tabletop.record()).moves")
    assert played[: len(record["moves"])] == record["moves"]
    assert played[len(record["moves"]):] == bots_play_on(record)  # the moves the bots play when watched
    expect(page.locator(".log-entry")).to_have_count(len(played))
    save(page, "turns-skip-done-phone.png")
    page_log.assert_clean()


def test_no_skip_while_a_human_still_races(page, base_url, page_log):
    page.goto(base_url + "?game=formulad&players=3&seed=5&seats=human,bot,bot&botDelay=0&options=%7B%22laps%22%3A1%7D")
    wait_engine(page)
    page.wait_for_function("document.body.dataset.turnOf === 'human'", timeout=TURN_MS)
    expect(page.locator("#btn-skip")).to_be_hidden()
    page_log.assert_clean()
