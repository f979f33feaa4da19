"""Sea Salt & Paper in the browser: a whole game against the Hard bot played by clicking, the hot
seat's hidden hands (and the two cards of a draw), a reload and a share link, and a call refused with
a sentence.

The human's moves are chosen from the engine's legal list by a simple plan (draw from the deck, keep
the first card, play every duo, call STOP as soon as it may) and made the way a person makes them:
the deck, a card's Keep button, hand cards and the duo's button, a pile's card, End the turn, STOP.
"""

from __future__ import annotations

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import legal, play_whole_game, reload_and_share, view, wait_my_turn as wait_for_turn

BOARD = ".seasaltpaper-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def choose(moves: list) -> dict:
    """The plan: a duo or a trio when there is one, STOP when allowed, else the first move (the deck
    before the piles, the first card to keep, no swap)."""
    for key in ("trio", "duo"):
        played = [m for m in moves if key in m]
        if played:
            return played[0]
    for call in ("stop", "last_chance"):
        if {"end": call} in moves:
            return {"end": call}
    if {"swap": None} in moves:
        return {"swap": None}
    return moves[0]


def play_like_a_person(page, move: dict, moves: list) -> None:
    before = int(body(page, "moves") or 0)
    if "draw" in move:
        page.locator("#sp-deck").click()
    elif "take" in move:
        page.locator(f"#sp-take-{move['take']}").click()
    elif "keep" in move and "pile" in move:
        page.locator(f"#sp-keep-{move['keep']}-{move['pile']}").click()
    elif "duo" in move or "trio" in move or "shell_down" in move:
        cards = move.get("duo") or move.get("trio") or [move["shell_down"]]
        for c in cards:
            card = page.locator(f'.sp-hand .sp-card[data-card="{c}"]')
            card.click()
            expect(card).to_have_attribute("aria-pressed", "true")
        same = [m for m in moves if sorted(m.get("duo") or m.get("trio") or [m.get("shell_down")]) == sorted(cards)]
        page.locator(f"#sp-play-{same.index(move)}").click()
    elif "pick" in move or "keep" in move:
        page.locator(f'.sp-ask .sp-card[data-card="{move.get("pick", move.get("keep"))}"]').click()
    elif "swap" in move:
        page.locator("#sp-no-swap").click()
    elif "angelfish" in move:
        page.locator(f"#sp-angel-{move['angelfish']}").click()
    elif "keep_event" in move:
        page.locator(f"#sp-event-{move['keep_event']}").click()
    else:
        page.locator(f"#sp-end-{move['end']}").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def test_a_whole_game_against_the_hard_bot_by_clicking(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="seasaltpaper"]').click()
    expect(page.locator("#seasaltpaper-extra_salt")).to_be_visible()
    page.locator('label[for="seasaltpaper-extra_salt"]').click()
    page.locator('label[for="players-2"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Robin")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:hard")
    page.locator("#lobby-seed").fill("12")
    save(page, "seasaltpaper-lobby.png")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    page.evaluate("window.tabletop.setBotDelay && window.tabletop.setBotDelay(0)")
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["extra_salt"] is True and rec["options"]["extra_pepper"] is False
    assert rec["options"]["tiebreak"] == "latest"  # the rules file's reading unless chosen

    summaries = []

    def turn(page, turns):
        v = view(page)
        # The hand on the table is the viewer's own, and no other hand is drawn (none is shown yet).
        shown = sorted(int(x) for x in page.locator(".sp-hand .sp-card").evaluate_all("els => els.map(e => e.dataset.card)"))
        assert shown == sorted(v["hand"])
        for p in v["players"]:
            if p["seat"] != v["seat"] and not p["revealed"]:
                expect(page.locator(f'.sp-player[data-seat="{p["seat"]}"] .sp-revealed-hand')).to_have_count(0)
        if turns == 0:
            save(page, "seasaltpaper-start.png")
        if turns == 12:
            save(page, "seasaltpaper-midgame.png")
        if page.locator(".sp-round-summary").count():
            summaries.append(turns)
            if len(summaries) == 1:
                save(page, "seasaltpaper-round-summary.png")
            page.locator("#sp-summary-close").click()
        moves = legal(page)
        play_like_a_person(page, choose(moves), moves)

    play_whole_game(page, BOARD, turn, limit=600)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "seasaltpaper-end.png")
    result = page.evaluate("window.tabletop.result()")
    # The end screen keeps every round's breakdown and says why the game ended.
    expect(end.locator(".sp-end-round")).to_have_count(len(result["rounds"]))
    last = end.locator(".sp-end-round").last
    for p in result["rounds"][-1]["players"]:
        expect(last.locator(f'tr[data-seat="{p["seat"]}"] .sp-scored')).to_have_text(str(p["scored"]))
    expect(page.locator("#end-why")).not_to_be_empty()
    names = {0: "Robin", 1: "Player 2"}
    for seat in result["winners"]:
        expect(end.locator(".end-headline")).to_contain_text(names[seat])
    assert max(result["scores"]) >= 40 or result["end"] == "mermaids"
    page_log.assert_clean()


def test_hot_seat_hides_each_hand_and_a_call_under_seven_is_refused(page, base_url, page_log):
    page.goto(base_url + "?game=seasaltpaper&players=2&seed=5&seats=human,human&names=Ann,Boris")
    page.wait_for_function("document.body.dataset.phase === 'pass'", timeout=BOOT_MS)
    expect(page.locator(".sp-hand .sp-card")).to_have_count(0)  # no hand behind the pass screen
    page.locator("#reveal-hand").click()
    assert wait_my_turn(page)
    first = view(page)
    mine = first["seat"]
    # Draw two: only this seat sees them; keep one, the other goes face up on a pile.
    play_like_a_person(page, {"draw": "deck"}, legal(page))
    drawn = view(page)["pending"]["cards"]
    expect(page.locator(".sp-ask .sp-card-pic")).to_have_count(2)
    # Calling with fewer than 7 card points is refused with a sentence, and nothing changes.
    moves = len(page.evaluate("window.tabletop.record()")["moves"])
    keep = legal(page)[0]
    play_like_a_person(page, keep, legal(page))
    err = page.evaluate("(m) => window.tabletop.play(m).then(() => null, (e) => e.message)", {"end": "stop"})
    assert err.startswith("You have ") and "calling needs 7" in err, err
    assert len(page.evaluate("window.tabletop.record()")["moves"]) == moves + 1
    expect(page.locator("#sp-end-stop")).to_have_count(0)
    kept = keep["keep"]
    play_like_a_person(page, {"end": "none"}, legal(page))
    # Until the other player says who they are, no hand is on the page.
    expect(page.locator(".sp-hand .sp-card")).to_have_count(0)
    expect(page.locator("#pass-heading")).to_contain_text("Boris" if mine == 0 else "Ann")
    page.locator("#reveal-hand").click()
    assert wait_my_turn(page)
    other = view(page)
    assert other["seat"] != mine
    # The first player's hand is a count on the table, never its cards; the kept card is nowhere.
    expect(page.locator(f'.sp-player[data-seat="{mine}"] .sp-player-hand')).to_contain_text("1")
    assert page.locator(f'[data-card="{kept}"]').count() == 0
    other_drawn = [c for c in drawn if c != kept][0]
    assert other_drawn in [p["top"] for p in other["piles"]]  # the other card is face up, for all
    shown = sorted(int(x) for x in page.locator(".sp-hand .sp-card").evaluate_all("els => els.map(e => e.dataset.card)"))
    assert shown == sorted(other["hand"])
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=seasaltpaper&players=3&seed=8&seats=human,bot,bot&botDelay=0"
              "&options=%7B%22extra_pepper%22%3Atrue%7D")
    for _ in range(4):
        assert wait_my_turn(page)
        moves = legal(page)
        play_like_a_person(page, choose(moves), moves)
    assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["extra_pepper"] is True and len(rec["moves"]) >= 4
    expect(page.locator(".sp-event")).to_be_visible()  # the round's event is on the table
    reload_and_share(page, browser, BOARD, "seasaltpaper-360.png")
    page_log.assert_clean()
