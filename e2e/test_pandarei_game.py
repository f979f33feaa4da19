"""Panda Rei in the browser: a whole game against the bots played by clicking, the hot seat's hidden
hands, a reload and a share link, and a play out of turn refused with a sentence.

The human's moves are chosen from the engine's legal list by a simple plan (the card that would
lead, else the lowest; the card worth the most points to take) and made the way a person makes them:
a hand card, then its Play button; a card on the table.
"""

from __future__ import annotations

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, save
from table_helpers import legal, play_whole_game, reload_and_share, view, wait_my_turn as wait_for_turn

BOARD = ".pandarei-board"
ANIMALS = ["rabbit", "bear", "giraffe", "owl", "cat", "fox", "lion", "pig", "panda", "monkey"]


def wait_my_turn(page) -> bool:
    return wait_for_turn(page, BOARD)


def choose(v: dict) -> dict:
    """The plan, from the view's previews: play the lowest card that would lead, else the lowest;
    take the card that gains the most points."""
    choices = v["choices"]
    if v["phase"] == "pick":
        best = max(choices, key=lambda c: c["gain"])
        return {"take": best["animal"]}
    leading = [c for c in choices if c["leader"]["seat"] == v["seat"]]
    pick = min(leading or choices, key=lambda c: c["worth"])
    return {"play": pick["animal"]}


def play_like_a_person(page, move: dict) -> None:
    before = int(body(page, "moves") or 0)
    if "play" in move:
        card = page.locator(f'.pr-hand .pr-card[data-animal="{move["play"]}"]').first
        card.click()
        expect(card).to_have_attribute("aria-pressed", "true")
        expect(page.locator(".pr-guide")).to_contain_text("worth")
        page.locator("#pr-play").click()
    else:
        page.locator(f'.pr-table button.pr-card[data-animal="{move["take"]}"]').first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)


def hand_shown(page) -> list:
    return page.locator(".pr-hand .pr-card").evaluate_all("els => els.map(e => e.dataset.animal)")


def test_a_whole_game_against_the_bots_by_clicking(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator('.game-card[data-game="pandarei"]').click()
    expect(page.locator("#pandarei-lead_monkey_worth")).to_be_visible()
    page.locator('label[for="players-3"]').click()
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="0"] .seat-name').fill("Robin")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:hard")
    page.locator('.seat-row[data-seat="2"] .seat-kind').select_option("bot:greedy")
    page.locator("#lobby-seed").fill("12")
    save(page, "pandarei-lobby.png")
    page.locator("#start-game").click()
    expect(page.locator(BOARD)).to_be_visible()
    page.evaluate("window.tabletop.setBotDelay && window.tabletop.setBotDelay(0)")
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["lead_monkey_worth"] == "one"  # the rules file's reading unless chosen

    shots = set()

    def turn(page, moves):
        v = view(page)
        # The hand on the table is the viewer's own, and no other hand is on the page.
        assert sorted(hand_shown(page)) == sorted(v["hand"])
        assert page.locator(".pr-others .pr-card").count() == 0
        # Who would win the turn is said as the cards land.
        if v["table"] and v["phase"] == "play":
            expect(page.locator(".pr-lead")).to_contain_text("leads")
        if moves == 0:
            save(page, "pandarei-start.png")
        if v["phase"] == "pick" and moves > 20 and "mid" not in shots:
            shots.add("mid")
            save(page, "pandarei-midgame.png")
        play_like_a_person(page, choose(v))

    play_whole_game(page, BOARD, turn, limit=200)
    end = page.locator('#overlay[data-kind="end"]')
    save(page, "pandarei-end.png")
    result = page.evaluate("window.tabletop.result()")
    final = page.evaluate("window.tabletop.view(null)")
    assert final["turns"] == 22 and final["round"] == 2
    # The end screen scores every animal of every player, and the totals are the engine's.
    for b in result["breakdown"]:
        for item in b["items"]:
            row = end.locator(f'.pr-end-table tr[data-animal="{item["animal"]}"] td').nth(b["seat"])
            expect(row.locator("strong")).to_have_text(f'+{item["points"]}' if item["points"] > 0 else str(item["points"]))
    totals = end.locator(".pr-end-total td strong").all_inner_texts()
    assert [int(x) for x in totals] == result["scores"]
    expect(page.locator("#end-why")).to_contain_text("22 turns")
    names = {0: "Robin", 1: "Player 2", 2: "Player 3"}
    for seat in result["winners"]:
        expect(end.locator(".end-headline")).to_contain_text(names[seat])
    page_log.assert_clean()


def test_hot_seat_hides_each_hand_and_a_card_out_of_turn_is_refused(page, base_url, page_log):
    page.goto(base_url + "?game=pandarei&players=2&seed=5&seats=human,human&names=Ann,Boris")
    page.wait_for_function("document.body.dataset.phase === 'pass'", timeout=BOOT_MS)
    expect(page.locator(".pr-hand .pr-card")).to_have_count(0)  # no hand behind the pass screen
    page.locator("#reveal-hand").click()
    assert wait_my_turn(page)
    first = view(page)
    mine = first["seat"]
    assert sorted(hand_shown(page)) == sorted(first["hand"])
    # The Dummy's hand is a count, never its cards.
    expect(page.locator('.pr-player[data-seat="dummy"]')).to_contain_text("11")
    # A card that is not in the hand is refused with a sentence, and nothing changes.
    missing = next(a for a in ANIMALS if a not in first["hand"])
    err = page.evaluate("(m) => window.tabletop.play(m).then(() => null, (e) => e.message)", {"play": missing})
    assert err == f"There is no {missing} in your hand.", err
    assert page.evaluate("window.tabletop.record()")["moves"] == []
    played = first["hand"][0]
    play_like_a_person(page, {"play": played})
    # Until the other player says who they are, no hand is on the page.
    expect(page.locator(".pr-hand .pr-card")).to_have_count(0)
    expect(page.locator("#pass-heading")).to_contain_text("Boris" if mine == 0 else "Ann")
    page.locator("#reveal-hand").click()
    assert wait_my_turn(page)
    other = view(page)
    assert other["seat"] != mine
    assert sorted(hand_shown(page)) == sorted(other["hand"])
    # The first player's card is on the table for both; their hand is a count.
    expect(page.locator('.pr-table [data-slot="0"] .pr-card')).to_have_attribute("data-animal", played)
    expect(page.locator(f'.pr-player[data-seat="{mine}"] .pr-player-hand')).to_contain_text("10")
    page_log.assert_clean()


def test_reload_and_a_share_link_reopen_the_game(page, base_url, page_log, browser):
    page.goto(base_url + "?game=pandarei&players=4&seed=8&seats=human,bot,bot,bot&botDelay=0"
              "&options=%7B%22lead_monkey_worth%22%3A%22last_card_of_previous_turn_plus_one%22%7D")
    for _ in range(4):
        assert wait_my_turn(page)
        play_like_a_person(page, choose(view(page)))
    assert wait_my_turn(page)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"]["lead_monkey_worth"] == "last_card_of_previous_turn_plus_one" and len(rec["moves"]) >= 4
    reload_and_share(page, browser, BOARD, "pandarei-360.png")
    page_log.assert_clean()


def test_the_end_tables_animal_header_is_over_the_animals(page, base_url, page_log):
    """Issue 29, item 12: the end screen's "Animal" header starts where the animals' names start, over
    their column, not at its right edge next to the first player's column."""
    page.goto(base_url + "?game=pandarei&players=3&seed=12&seats=bot,bot,bot&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=BOOT_MS + 200 * TURN_MS)
    table = page.locator('#overlay[data-kind="end"] .pr-end-table')
    expect(table).to_be_visible()
    where = table.evaluate("""(t) => {
        const textBox = (el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); };
        const head = t.querySelector('thead th');
        const row = t.querySelector('tbody tr th[scope="row"]');
        const player = t.querySelectorAll('thead th')[1];
        return { head: textBox(head).left, row: textBox(row).left, headRight: textBox(head).right,
                 column: row.getBoundingClientRect().right, player: player.getBoundingClientRect().left };
    }""")
    assert abs(where["head"] - where["row"]) <= 2, where  # the header's words start where the animals' do
    assert where["headRight"] < (where["row"] + where["column"]) / 2 + 40, where
    save(page, "pandarei-end-header.png")
    page_log.assert_clean()
