"""Quibbles in the browser: a whole game against a bot played by clicking, the hot seat's hidden
hands, a reload and a share link, and a wrong set refused with a sentence.

The human's moves are chosen from the engine's legal list (a simple plan: stash when possible, else
the split or combine that takes the most cards, else put the smallest card in the row) and made the
way a person makes them: hand cards, the action's button, the row cards, the Take button.
"""

from __future__ import annotations

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import legal, play_whole_game, reload_and_share, view, wait_my_turn as wait_for_turn

BOARD = ".quibbles-board"


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def choose(moves: list) -> dict:
    """The plan: stash if possible, else the split or combine taking most cards, else draw the smallest."""
    stashes = [m for m in moves if "stash" in m]
    if stashes:
        real = [m for m in stashes if m["stash"] is not None]
        return max(real, key=lambda m: m["stash"]) if real else stashes[-1]
    takes = [m for m in moves if "split" in m or "combine" in m]
    if takes:
        def taken(m):
            return sum(len(s) for s in m["sets"]) if "split" in m else len(m["take"])
        return max(takes, key=taken)
    return min((m for m in moves if "draw" in m), key=lambda m: m["draw"])


def click_hand(page, values: list) -> None:
    for v in values:
        index = page.locator(f'.qb-hand .qb-card[data-value="{v}"][aria-pressed="false"]').first.get_attribute("data-index")
        card = page.locator(f'.qb-hand .qb-card[data-index="{index}"]')
        card.click()
        expect(card).to_have_attribute("aria-pressed", "true")


def click_row(page, values: list) -> None:
    for v in values:
        index = page.locator(f'.qb-row .qb-card.can[data-value="{v}"]').first.get_attribute("data-index")
        card = page.locator(f'.qb-row .qb-card[data-index="{index}"]')
        card.click()
        expect(card).to_have_class(__import__("re").compile(r"\bchosen\b"))


def play_like_a_person(page, move: dict) -> None:
    before = int(body(page, "moves") or 0)
    if "stash" in move:
        if move["stash"] is None:
            page.locator("#qb-no-stash").click()
        else:
            if "remove" in move:
                page.locator(f'.qb-mine .qb-coll-card[data-value="{move["remove"]}"]').first.click()
            page.locator(f'#qb-stash-{move["stash"]}').click()
    elif "draw" in move:
        click_hand(page, [move["draw"]])
        page.locator("#qb-draw").click()
    elif "split" in move:
        click_hand(page, [move["split"]])
        page.locator("#qb-split").click()
        for s in move["sets"]:
            click_row(page, s)
        expect(page.locator(".qb-set.complete")).to_have_count(len(move["sets"]))
        page.locator("#qb-take").click()
    else:
        click_hand(page, move["combine"])
        page.locator("#qb-combine").click()
        # Every matching row card is chosen at first; the plan takes them all.
        expect(page.locator(".qb-row .qb-card.chosen")).to_have_count(len(move["take"]))
        page.locator("#qb-take").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def test_a_whole_game_against_the_hard_bot_by_clicking(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="quibbles"]').click()
    expect(page.locator("#quibbles-sevens")).to_be_visible()
    page.locator('label[for="quibbles-zeros"]').click()
    page.locator('label[for="players-2"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Robin")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:hard")
    page.locator("#lobby-seed").fill("31")
    save(page, "quibbles-lobby.png")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    page.evaluate("window.tabletop.setBotDelay && window.tabletop.setBotDelay(0)")
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["zeros"] is True and rec["options"]["sevens"] is False
    assert rec["options"]["win_requires_six_cards"] is True  # the rules file's reading, unless chosen

    made = []

    def turn(page, turns):
        v = view(page)
        # The hand on the table is the viewer's own, and nobody else's cards are drawn face up.
        shown = sorted(int(x) for x in page.locator(".qb-hand .qb-card").evaluate_all("els => els.map(e => e.dataset.value)"))
        assert shown == sorted(v["hand"])
        expect(page.locator(".qb-row .qb-card")).to_have_count(len(v["row"]))
        if turns == 0:
            save(page, "quibbles-start.png")
        if turns == 6:
            save(page, "quibbles-midgame.png")
        move = choose(legal(page))
        play_like_a_person(page, move)
        made.append(move)

    rec = play_whole_game(page, BOARD, turn, limit=200)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "quibbles-end.png")
    result = page.evaluate("window.tabletop.result()")
    assert rec["moves"][:1]  # a real game was played
    # The end screen shows every collection and its total, and why the game ended.
    rows = end.locator(".qb-end-row")
    expect(rows).to_have_count(2)
    for seat, coll in enumerate(result["collections"]):
        expect(rows.nth(seat).locator("svg")).to_have_count(len(coll))
        expect(rows.nth(seat).locator(".qb-end-total")).to_have_text(str(result["scores"][seat]))
    expect(page.locator("#end-why")).not_to_be_empty()
    names = {0: "Robin", 1: "Player 2"}
    for seat in result["winners"]:
        expect(end.locator(".end-headline")).to_contain_text(names[seat])
    page_log.assert_clean()


def test_hot_seat_hides_each_hand_and_a_wrong_set_is_refused_with_a_sentence(page, base_url, page_log):
    page.goto(base_url + "?game=quibbles&players=2&seed=5&seats=human,human&names=Ann,Boris")
    page.wait_for_function("document.body.dataset.phase === 'pass'", timeout=BOOT_MS)
    expect(page.locator(".qb-hand .qb-card")).to_have_count(0)  # no hand behind the pass screen
    page.locator("#reveal-hand").click()
    assert wait_my_turn(page)
    first = view(page)
    mine = first["seat"]
    # A set that does not add up to the card split is refused with a sentence that says why.
    row = first["row"]
    v = max(x for x in first["hand"] if x > 0)
    pair = [row[0], row[1]]
    if sum(pair) == v:
        pair = [row[0], row[2]] if row[0] + row[2] != v else [row[1], row[2]]
    bad = {"split": v, "sets": [pair]}
    moves = len(page.evaluate("window.tabletop.record()")["moves"])
    err = page.evaluate("(m) => window.tabletop.play(m).then(() => null, (e) => e.message)", bad)
    assert err == f"{pair[0]}+{pair[1]} adds up to {sum(pair)}, not {v}: every set must add up to the card you split.", err
    assert len(page.evaluate("window.tabletop.record()")["moves"]) == moves

    play_like_a_person(page, choose(legal(page)))
    # Until the other player says who they are, no hand is on the page.
    while body(page, "phase") != "pass":
        play_like_a_person(page, choose(legal(page)))
    expect(page.locator(".qb-hand .qb-card")).to_have_count(0)
    expect(page.locator("#pass-heading")).to_contain_text("Boris" if mine == 0 else "Ann")
    page.locator("#reveal-hand").click()
    assert wait_my_turn(page)
    other = view(page)
    assert other["seat"] != mine
    # The first player's hand is a count on the table now, never its cards.
    expect(page.locator(f'.qb-player[data-seat="{mine}"] .qb-player-hand')).to_contain_text(
        str(other["players"][mine]["hand_size"]))
    shown = sorted(int(x) for x in page.locator(".qb-hand .qb-card").evaluate_all("els => els.map(e => e.dataset.value)"))
    assert shown == sorted(other["hand"])
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=quibbles&players=3&seed=8&seats=human,bot,bot&botDelay=0&options=%7B%22sevens%22%3Atrue%7D")
    assert wait_my_turn(page)
    play_like_a_person(page, choose(legal(page)))
    assert wait_my_turn(page)
    if page.locator(f'{BOARD}[data-phase="stash"]').count():
        play_like_a_person(page, choose(legal(page)))
        assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["sevens"] is True and len(rec["moves"]) >= 3
    reload_and_share(page, browser, BOARD, "quibbles-360.png")
    page_log.assert_clean()
