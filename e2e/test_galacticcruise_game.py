"""Galactic Cruise in the browser: a whole game against a bot, driven by clicking and checked against the
engine's replay (a short progress track, an option of the game, so that it ends in a few minutes); two
humans at one device, whose agenda hands never reach the other's screen; the lobby's options, a
reload and a share link.

The human plays as Medium would from its own view, and makes each move the way a person does: each
part of the move (a building, then the worker; an action; a row, then how to pay ...) is a button of
the turn's panel, the anytime moves in their fold.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from test_betta_game import TURN_MS, body, save
from table_helpers import assert_record_replays, legal, play_whole_game, reload_and_share, view, wait_my_turn

from tabletop import engine
from tabletop.games.galacticcruise import bots, rules

BOARD = ".galacticcruise-board"
ANYTIME = {"rep_spend", "agenda_good", "collaboration", "strategic", "activate"}


def _goods(g) -> str:
    return json.dumps(dict(sorted((g or {}).items())), separators=(",", ":"))


def _guest(m) -> str:
    if m.get("presold"):
        return f"p:{m['presold']}"
    if m.get("supply"):
        return f"s:{m['supply']}"
    return f"q{m['section']}:{m['colour']}"


def _s(v) -> str:
    return "null" if v is None else ("true" if v is True else "false" if v is False else str(v))


def _css(text: str) -> str:
    """A CSS string holding ``text`` (goods mixes are JSON, with quotes)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def parts_of(m: dict) -> list:
    """A move's parts in the order a person picks them (web/games/galacticcruise/choices.js partsOf)."""
    t = m["t"]
    table = {
        "pregame": lambda: [("link", m["link"]), ("bp", m["blueprint"]), ("row", m["row"])],
        "funding": lambda: [("option", m["option"]), ("goods", _goods(m["goods"]))],
        "gain": lambda: [("goods", _goods(m["goods"]))], "silo": lambda: [("goods", _goods(m["goods"]))],
        "advance": lambda: [("ship", m["ship"])], "upgrade": lambda: [("upgrade", m["pick"])],
        "score": lambda: [("score", _goods(m["guests"]))], "bonus": lambda: [("colour", m["colour"])],
        "place": lambda: [("building", m["building"]), ("worker", m["worker"])],
        "launch": lambda: [("launch", m["ship"])], "meeting": lambda: [("meeting", 1)],
        "act": lambda: [("act", f"{m['building']}:{m['action']}")], "stop": lambda: [("stop", 1)],
        "text": lambda: [("text", m["card"])], "buy": lambda: [("goods", _goods(m["goods"])), ("ads", m["ads"])],
        "refill": lambda: [("good", m["good"])] if "card" not in m else [("card", m["card"]), ("good", m["good"])],
        "ship": lambda: [("pair", m["pair"])],
        "blueprint": lambda: [("bp", m["slot"])] if "ship" not in m else [("bp", m["slot"]), ("onto", m["ship"])],
        "build": lambda: [("held", m["blueprint"]), ("onto", m["ship"])], "done": lambda: [("done", 1)],
        "schedule": lambda: [("cruise", m["slot"]), ("token", m["token"])], "advertise": lambda: [("cruise", m["slot"])],
        "guest": lambda: [("guest", _guest(m))], "board": lambda: [("guest", _guest(m))],
        "board_done": lambda: [("liftoff", 1)], "develop": lambda: [("row", m["row"]), ("pay", m["goods"])],
        "place_dev": lambda: [("link", m["link"])] if "link" in m else [("tech", m["tech"])],
        "hire": lambda: [("expert", m["expert"])], "draw": lambda: [("agenda", m["slot"])],
        "pilot": lambda: [("pilot", m["kind"])], "discard": lambda: [("card", m["card"])],
        "rep_spend": lambda: [("rep", 1), ("goods", _goods(m["goods"]))],
        "agenda_good": lambda: [("corner", m["card"])],
        "collaboration": lambda: [("collab", m["card"]), ("tech", m["tech"])],
        "strategic": lambda: [("strategic", m["card"]), ("spend", m["rep"])],
        "activate": lambda: [("activate", m["tech"])],
    }
    return [(p, _s(v)) for p, v in table[t]()]


def play_like_a_person(page, move: dict) -> None:
    """Click each part of the move in the turn's panel (a part every remaining choice shares is not
    asked); waits until the move was played."""
    before = int(body(page, "moves") or 0)
    board = page.locator(BOARD)
    where = "any" if move["t"] in ANYTIME else "panel"
    if where == "any":
        fold = board.locator("details.gc-fold").first
        if fold.get_attribute("open") is None:
            fold.locator("summary").click()
    for part, value in parts_of(move):
        button = board.locator(f'[data-gc={_css(f"{part}|{value}")}][data-where="{where}"]')
        if button.count():
            button.first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before} || document.body.dataset.pending === 'true'",
                           timeout=TURN_MS)
    if body(page, "pending") == "true":
        page.locator("#confirm-move").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def medium_move(page, n: int) -> dict:
    """What Medium would play from the page's view of the seat at the device (its own view only)."""
    v = view(page)
    move = bots.medium_choose(rules, v, 1000 + n)
    assert move in legal(page)
    return move


def test_a_whole_game_against_a_bot_by_clicking(page, base_url, page_log):
    page.goto(base_url + '?game=galacticcruise&players=2&seats=human,bot:greedy&names=Ann&seed=11&botDelay=0'
              '&options={"section_size":3,"setup":"intro"}')

    def turn(page, n):
        if n == 0:
            save(page, "galacticcruise-start.png")
        if n == 60:
            save(page, "galacticcruise-midgame.png")
            # at 1280 x 800 the whole board and the seat's company fit: the page does not scroll (the
            # cruises, shipyard and track column scrolls on its own when it is longer than the screen)
            tall = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
            assert tall[0] <= tall[1], tall
        play_like_a_person(page, medium_move(page, n))

    rec = play_whole_game(page, BOARD, turn, limit=600)
    save(page, "galacticcruise-end.png")
    assert rec["options"]["section_size"] == 3 and rec["options"]["setup"] == "intro"
    result = assert_record_replays(page, rec, "scores", "winners", "reason")
    assert result["reason"] == "track"
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_contain_text("Ann")
    expect(end).to_contain_text("Supplies left")
    page_log.assert_clean()


def next_turn(page) -> None:
    page.wait_for_function(f"""() => ['pass', 'over'].includes(document.body.dataset.phase)
        || !!document.querySelector('{BOARD}[data-can-act="true"]')""", timeout=TURN_MS)
    if body(page, "phase") == "pass":
        expect(page.locator("#pass-heading")).to_be_visible()
        page.locator("#reveal-hand").click()
    assert wait_my_turn(page, BOARD)


def test_two_humans_never_see_each_others_agenda_cards(page, base_url, page_log):
    """Ann and Boris at one device against a bot: on each one's turn, no card of the other's hand is on
    the page (the hands are counts there), and the log names them by their names."""
    page.goto(base_url + "?game=galacticcruise&players=3&seats=human,human,bot&names=Ann,Boris&seed=5&botDelay=0")
    checked = 0
    for n in range(40):
        next_turn(page)
        v = view(page)
        me = v["to_move"]
        state = engine.replay(page.evaluate("window.tabletop.record()"))["state"]
        other = 1 - me
        html = page.locator(BOARD).inner_html()
        for card in state["hands"][other]:
            if card not in state["hands"][me]:
                assert f"(card {card})" not in html and f"data-card=\"{card}\"" not in html, (me, card)
                checked += 1
        play_like_a_person(page, medium_move(page, n))
    assert checked > 10
    log = page.locator(".log-list").inner_text()
    assert "Ann" in log and "Boris" in log and "Vega" not in log
    page_log.assert_clean()


def test_the_lobby_options_a_reload_and_a_share_link(page, base_url, page_log, browser):
    from table_helpers import start_from_lobby

    def intro_without_texts(page):
        page.locator("#galacticcruise-setup").select_option("intro")
        page.locator("#galacticcruise-texts").uncheck()

    start_from_lobby(page, base_url, "galacticcruise", BOARD, name="Kit", bot="bot:hard", seed="4",
                     options=intro_without_texts)
    options = page.evaluate("window.tabletop.record()")["options"]
    assert options["setup"] == "intro" and options["agenda_texts"] is False
    for n in range(6):
        assert wait_my_turn(page, BOARD)
        play_like_a_person(page, medium_move(page, n))
    assert wait_my_turn(page, BOARD)
    reload_and_share(page, browser, BOARD, "galacticcruise-360.png")
    page_log.assert_clean()
