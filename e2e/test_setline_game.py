"""Set Line in the browser: turns built by clicking, an exchange, hints, keys, drag and drop, the
rules panel in two languages, the lobby's "Timed turns" option and a whole seeded game to the end.

The tests read the engine's legal moves (window.tabletop.legalMoves()) only to know a legal build;
every build here is made by clicking hand cards and board cells and then Confirm.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, body, wait_engine

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
TURN_MS = 30_000
URL = "?game=setline&mode=solo&players=1&seats=human&seed={seed}"
CAN_ACT = ".setline[data-can-act='true']"


def save(page, name: str) -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.wait_for_timeout(450)  # let the card drop and outline animations finish
    path = SCREENSHOTS / name
    page.screenshot(path=str(path))
    return path


def start(page, base_url: str, seed: int, extra: str = "") -> None:
    page.goto(base_url + URL.format(seed=seed) + extra)
    page.wait_for_function(f"!!document.querySelector(\"{CAN_ACT}\")", timeout=BOOT_MS)


def view(page) -> dict:
    return page.evaluate("window.tabletop.view(0)")


def moves_played(page) -> int:
    return int(body(page, "moves") or 0)


def wait_moves(page, n: int) -> None:
    page.wait_for_function(f"Number(document.body.dataset.moves) >= {n}", timeout=TURN_MS)
    page.wait_for_function(f"!!document.querySelector(\"{CAN_ACT}\") || document.body.dataset.phase === 'over'",
                           timeout=TURN_MS)


def builds(page) -> list[dict]:
    return [m for m in page.evaluate("window.tabletop.legalMoves()") if "place" in m]


def preview(page, move: dict) -> dict:
    return page.evaluate("(m) => window.tabletop.call('preview', {state: window.tabletop.state(), move: m})", move)


def score_shown(page) -> int:
    return int(page.locator(".sl-score-value").get_attribute("data-score"))


def place_by_clicking(page, place: list[dict]) -> None:
    """Click each hand card, then its cell; the card shows on the board as pending."""
    for item in place:
        card = page.locator(f'.sl-hand-card[data-card="{item["card"]}"]')
        card.click()
        expect(card).to_have_attribute("aria-pressed", "true")
        page.locator(f'.sl-cell[data-cell="{item["cell"]}"]').click()
        expect(page.locator(f'.sl-cell.pending[data-cell="{item["cell"]}"]')).to_have_attribute("data-card", item["card"])


def expect_turn_taking_shape(page, move: dict) -> dict:
    """The sets are outlined with their points and the turn's sum shows them before Confirm."""
    pv = preview(page, move)
    assert pv["legal"], pv
    sets = pv["details"]["sets"]
    expect(page.locator(".sl-outline.forming")).to_have_count(len(sets))
    chips = page.locator(".sl-sum .sl-pts.set")
    expect(chips).to_have_count(len(sets))
    assert [int(x) for x in chips.all_text_contents()] == pv["details"]["set_points"]
    labels = page.locator(".sl-outline.forming .sl-outline-pts").all_text_contents()
    assert sorted(labels) == sorted(f"+{p}" for p in pv["details"]["set_points"])
    expect(page.locator(".sl-cell.lonely")).to_have_count(0)
    confirm = page.locator(".sl-confirm")
    expect(confirm).to_be_enabled()
    total = int(page.locator(".sl-sum-total").get_attribute("data-points"))
    raw = sum(pv["details"]["set_points"])
    assert raw - 150 <= total <= raw  # minus the running time penalty (at most 150)
    return pv


def confirm_and_check(page, move: dict) -> dict:
    before = moves_played(page)
    page.locator(".sl-confirm").click()
    wait_moves(page, before + 1)
    record = page.evaluate("window.tabletop.record()")
    played = record["moves"][-1]
    assert played["place"] == move["place"]
    assert isinstance(played["seconds"], int) and 0 <= played["seconds"] < 120
    return played


def test_turns_by_clicking_then_exchange_and_hints(page, base_url, page_log):
    start(page, base_url, 4)
    expect(page.locator(".sl-cell")).to_have_count(35)
    expect(page.locator(".sl-hand-card")).to_have_count(5)
    expect(page.locator(".sl-deck strong")).to_have_attribute("data-deck", "22")
    expect(page.locator("#round-counter")).to_have_text("Turn 1")
    expect(page.locator(".sl-clock")).to_be_visible()  # timed by default
    expect(page.locator(".sl-confirm")).to_be_disabled()
    expect(page.locator(".sl-stop-btn")).to_be_hidden()  # only once the deck is empty
    expect(page.locator(".player")).to_have_count(1)

    # Turn 1: one lonely card first (marked, with the engine's reason), then the whole set.
    move = builds(page)[0]
    place_by_clicking(page, move["place"][:1])
    first = move["place"][0]
    expect(page.locator(f'.sl-cell.lonely[data-cell="{first["cell"]}"]')).to_have_count(1)
    expect(page.locator(".sl-reason.bad")).to_contain_text("not part of a new set")
    expect(page.locator(".sl-confirm")).to_be_disabled()
    # Clicking a pending card takes it back to the hand.
    page.locator(f'.sl-cell[data-cell="{first["cell"]}"]').click()
    expect(page.locator(".sl-cell.pending")).to_have_count(0)
    expect(page.locator(f'.sl-hand-card[data-card="{first["card"]}"]')).not_to_have_class("placed")
    place_by_clicking(page, move["place"])
    expect_turn_taking_shape(page, move)
    confirm_and_check(page, move)
    v = view(page)
    assert v["turn"] == 2 and v["score"] == score_shown(page) == v["turns"][0]["points"]
    assert [v["board"][p["cell"]] for p in move["place"]] == [p["card"] for p in move["place"]]
    expect(page.locator(".sl-cell.has-card")).to_have_count(3)
    expect(page.locator(".log-entry")).to_have_count(1)

    # Two more building turns by clicking (the biggest build each time), while there is one.
    for _ in range(2):
        options = builds(page)
        if not options:
            break
        move = max(options, key=lambda m: (len(preview(page, m)["details"]["sets"]), len(m["place"])))
        place_by_clicking(page, move["place"])
        expect_turn_taking_shape(page, move)
        save(page, "setline-midgame.png")  # the last one stays: the fullest board
        confirm_and_check(page, move)

    # Exchange: mark two cards, the confirm button says −150, the score drops by exactly 150.
    v = view(page)
    assert v["deck_size"] > 0
    before_score, before_moves = v["score"], moves_played(page)
    page.locator("[data-action=exchange]").click()
    expect(page.locator(".setline")).to_have_attribute("data-mode", "exchange")
    hand = page.locator(".sl-hand-card")
    marked = [hand.nth(0).get_attribute("data-card"), hand.nth(2).get_attribute("data-card")]
    hand.nth(0).click()
    hand.nth(2).click()
    expect(page.locator(".sl-hand-card.marked")).to_have_count(2)
    confirm = page.locator(".sl-confirm")
    expect(confirm).to_contain_text("Exchange 2 cards")
    expect(confirm).to_contain_text("−150")
    expect(page.locator(".sl-sum .sl-pts.neg")).to_have_text("−150")
    save(page, "setline-exchange.png")
    confirm.click()
    wait_moves(page, before_moves + 1)
    v = view(page)
    assert v["score"] == before_score - 150 == score_shown(page)
    assert v["discarded"][-2:] == marked
    record = page.evaluate("window.tabletop.record()")
    assert record["moves"][-1]["exchange"] == marked
    expect(page.locator(".setline")).to_have_attribute("data-mode", "build")

    # Hints: step 1 (−50) answers yes or no; step 2 (−100) shows a placement to take in one click.
    hint = page.locator("[data-action=hint]")
    expect(hint).to_contain_text("−50")
    score = view(page)["score"]
    can_build = bool(builds(page))
    hint.click()
    wait_moves(page, before_moves + 2)
    line1 = page.locator('.sl-hint-line[data-level="1"]')
    expect(line1).to_contain_text("a set can be built now" if can_build else "No set can be built now")
    assert view(page)["score"] == score - 50
    expect(hint).to_contain_text("−100")
    hint.click()
    wait_moves(page, before_moves + 3)
    assert view(page)["score"] == score - 150
    expect(hint).to_be_disabled()
    place = view(page)["hints"][-1]["place"]
    if place:
        expect(page.locator(".sl-cell.ghost")).to_have_count(len(place))
        page.locator("[data-action=accept-hint]").click()
        expect(page.locator(".sl-cell.pending")).to_have_count(len(place))
        expect_turn_taking_shape(page, {"place": place})
        confirm_and_check(page, {"place": place})
        assert view(page)["hints"] == []  # a new turn: hints can be asked again
        expect(hint).to_contain_text("−50")
    else:
        expect(page.locator('.sl-hint-line[data-level="2"]')).to_contain_text("No set can be built now")
    page_log.assert_clean()


def test_keys_and_drag_and_drop(page, base_url, page_log):
    start(page, base_url, 4)
    move = builds(page)[0]
    hand = view(page)["hand"]
    # Keys: a number picks the card, arrows walk the board, Enter places, Backspace takes back.
    a, b, c = move["place"]
    page.keyboard.press(str(hand.index(a["card"]) + 1))
    expect(page.locator(f'.sl-hand-card[data-card="{a["card"]}"]')).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("ArrowUp")  # focuses the board first
    focused = page.evaluate("Number(document.activeElement.dataset.cell)")
    row, col = divmod(focused, 7)
    target_row, target_col = divmod(a["cell"], 7)
    for _ in range(abs(target_row - row)):
        page.keyboard.press("ArrowDown" if target_row > row else "ArrowUp")
    for _ in range(abs(target_col - col)):
        page.keyboard.press("ArrowRight" if target_col > col else "ArrowLeft")
    assert page.evaluate("Number(document.activeElement.dataset.cell)") == a["cell"]
    page.keyboard.press("Enter")
    expect(page.locator(f'.sl-cell.pending[data-cell="{a["cell"]}"]')).to_have_count(1)
    page.keyboard.press("Backspace")
    expect(page.locator(".sl-cell.pending")).to_have_count(0)
    page.keyboard.press(str(hand.index(a["card"]) + 1))
    page.keyboard.press("Enter")  # the focus is still on that cell
    expect(page.locator(f'.sl-cell.pending[data-cell="{a["cell"]}"]')).to_have_attribute("data-card", a["card"])

    # Drag and drop: a hand card onto a cell.
    page.locator(f'.sl-hand-card[data-card="{b["card"]}"]').drag_to(page.locator(f'.sl-cell[data-cell="{b["cell"]}"]'))
    expect(page.locator(f'.sl-cell.pending[data-cell="{b["cell"]}"]')).to_have_attribute("data-card", b["card"])
    page.locator(f'.sl-hand-card[data-card="{c["card"]}"]').click()
    page.locator(f'.sl-cell[data-cell="{c["cell"]}"]').click()
    expect_turn_taking_shape(page, move)
    # Escape takes back the last card; put it back and confirm from the keyboard.
    page.keyboard.press("Escape")
    expect(page.locator(".sl-cell.pending")).to_have_count(2)
    page.locator(f'.sl-hand-card[data-card="{c["card"]}"]').click()
    page.locator(f'.sl-cell[data-cell="{c["cell"]}"]').click()
    expect(page.locator(".sl-confirm")).to_be_enabled()
    page.locator(".sl-confirm").focus()
    page.keyboard.press("Enter")
    wait_moves(page, 1)
    record = page.evaluate("window.tabletop.record()")
    assert record["moves"][0]["place"] == move["place"]
    page_log.assert_clean()


def test_rules_panel_in_english_and_russian(page, base_url, page_log):
    start(page, base_url, 4)
    page.locator("#btn-rules").click()
    panel = page.locator(".setline-rules")
    expect(panel).to_be_visible()
    if panel.get_attribute("data-lang") != "en":
        panel.locator('.sl-lang-btn[data-lang="en"]').click()
    text = panel.inner_text()
    for words in ("5 rows × 7 columns", "first turn", "at least one card already on the board",
                  "must be part of a new set", "300, 350, 400", "at most 150", "costs 150",
                  "−50", "−100", "The game ends"):
        assert words.lower() in text.lower(), words
    panel.locator('.sl-lang-btn[data-lang="ru"]').click()
    expect(panel).to_have_attribute("data-lang", "ru")
    text = panel.inner_text()
    for words in ("5 рядов × 7 столбцов", "Первый ход", "хотя бы одна карта", "300, 350, 400",
                  "не больше 150", "Обмен стоит 150", "−50", "−100"):
        assert words in text, words
    expect(panel.locator(".sl-example")).to_have_count(3)
    expect(panel.locator(".sl-legend li")).to_have_count(3)
    panel.locator('.sl-lang-btn[data-lang="en"]').click()  # remembered: leave it in English
    page_log.assert_clean()


def test_lobby_timed_option_and_untimed_play(page, base_url, page_log):
    page.goto(base_url)
    wait_engine(page)
    page.locator("#lobby-game").select_option("setline")
    timed = page.locator("#setline-timed")
    expect(timed).to_be_checked()
    timed.uncheck()
    page.locator("#lobby-seed").fill("4")  # a deal whose first hand holds a set
    page.locator("#start-game").click()
    page.wait_for_function(f"!!document.querySelector(\"{CAN_ACT}\")", timeout=BOOT_MS)
    record = page.evaluate("window.tabletop.record()")
    assert record["options"]["timed"] is False
    expect(page.locator(".sl-clock")).to_contain_text("Untimed")
    move = builds(page)[0]
    place_by_clicking(page, move["place"])
    expect(page.locator(".sl-sum .sl-pts.time")).to_have_count(0)  # no time penalty shown
    confirm_and_check(page, move)
    assert view(page)["score"] == 300
    # The choice is remembered for next time.
    page.locator("#btn-leave").click()
    page.locator("#lobby-game").select_option("setline")
    expect(page.locator("#setline-timed")).not_to_be_checked()
    page_log.assert_clean()


def finish_through_the_api(page) -> dict:
    """Play legal moves (the biggest build, else exchange the whole hand) until the game ends."""
    while page.evaluate("window.tabletop.result()") is None:
        moves = page.evaluate("window.tabletop.legalMoves()")
        placing = [m for m in moves if "place" in m]
        if placing:
            move = dict(max(placing, key=lambda m: len(m["place"])), seconds=2)
        else:
            move = [m for m in moves if "exchange" in m][-1]
        page.evaluate("(m) => window.tabletop.play(m)", move)
    return page.evaluate("window.tabletop.result()")


def test_whole_seeded_game_and_end_screen(page, base_url, page_log):
    start(page, base_url, 11)
    result = finish_through_the_api(page)
    score = result["scores"][0]
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible()
    extras = end.locator(".sl-end")
    expect(extras).to_be_visible()
    shown = extras.locator(".sl-stat.final .sl-stat-value").inner_text().replace("\u2212", "-")
    assert int(shown) == score
    expect(extras.locator(".sl-stat.sets .sl-stat-value")).to_have_text(str(result["sets"]))
    expect(extras.locator(".sl-stat.ended")).to_contain_text(
        "You stopped" if result["ended_say"]["id"] == "setline.ended.stopped" else "no set could be built")
    expect(extras.locator(".sl-new-best")).to_be_visible()  # the first game on this device
    expect(extras.locator(".sl-best-score")).to_have_text(str(score))
    turns = [t for t in page.evaluate("window.tabletop.view(0)")["turns"] if t["kind"] != "stop"]
    expect(extras.locator(".sl-bar")).to_have_count(len(turns))
    extras.locator(".sl-end-details summary").click()
    expect(extras.locator(".sl-end-table tbody tr")).to_have_count(len(turns))
    points = [int(x.replace("\u2212", "-")) for x in extras.locator(".sl-end-table tbody td.pts").all_text_contents()]
    assert points == [item["points"] for item in result["breakdown"][0]["items"]]
    assert sum(points) == score
    extras.locator(".sl-end-details summary").click()
    save(page, "setline-end.png")

    # Showing the results again does not count as a new game; a worse game is not a new best.
    page.locator("#show-table").click()
    page.locator("#btn-results").click()
    expect(end.locator(".sl-new-best")).to_be_visible()
    page.locator("#play-again").click()
    page.wait_for_function(f"!!document.querySelector(\"{CAN_ACT}\")", timeout=BOOT_MS)
    while page.evaluate("window.tabletop.result()") is None:  # exchange until stuck: a poor score
        moves = page.evaluate("window.tabletop.legalMoves()")
        exchanges = [m for m in moves if "exchange" in m]
        page.evaluate("(m) => window.tabletop.play(m)", exchanges[-1] if exchanges else
                      next(m for m in moves if "place" in m or "stop" in m))
    expect(end).to_be_visible()
    worse = page.evaluate("window.tabletop.result()")["scores"][0]
    assert worse < score
    expect(end.locator(".sl-new-best")).to_have_count(0)
    expect(end.locator(".sl-best-score")).to_have_text(str(score))
    stored = json.loads(page.evaluate("localStorage.getItem('tabletop.setline.best.v1')"))
    assert stored["timed"]["score"] == score
    page_log.assert_clean()


def test_stop_once_the_deck_is_empty(page, base_url, page_log):
    start(page, base_url, 3)
    exchange = page.locator("[data-action=exchange]")
    expect(exchange).to_be_enabled()
    while view(page)["deck_size"] > 0:  # play on through the API until the deck runs out
        moves = page.evaluate("window.tabletop.legalMoves()")
        placing = [m for m in moves if "place" in m]
        move = max(placing, key=lambda m: len(m["place"])) if placing else [m for m in moves if "exchange" in m][-1]
        page.evaluate("(m) => window.tabletop.play(m)", move)
    assert page.evaluate("window.tabletop.result()") is None
    expect(page.locator(".sl-deck strong")).to_have_text("empty")
    expect(exchange).to_be_disabled()
    expect(exchange).to_have_attribute("title", "The deck is empty: no more exchanges. Build a set, or stop.")
    expect(page.locator(".sl-tool-note")).to_contain_text("The deck is empty")
    stop = page.locator("[data-action=stop]")
    expect(stop).to_be_visible()
    stop.click()
    expect(stop).to_have_text("Click again to stop")
    page.keyboard.press("Escape")  # changed my mind
    expect(stop).to_have_text("Stop the game")
    stop.click()
    stop.click()
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible()
    result = page.evaluate("window.tabletop.result()")
    assert result["ended_say"]["id"] == "setline.ended.stopped"
    expect(end.locator(".sl-stat.ended")).to_contain_text("You stopped")
    assert page.evaluate("window.tabletop.record()")["moves"][-1]["stop"] is True
    page_log.assert_clean()
