"""What a new player tripped on (issue #12), each checked as that player would meet it.

Names in the log, the Confirm bar and the pass screen; the round counter, the last round and why
the game ended; the Set Line clock standing while the rules are read; long names on a phone; solo
replays; the slips ("1 pts", "-150", "Player scored", a toast left in English). A refusal that
showed card ids is an engine sentence: tests/test_betta_rules.py checks its words.
"""

from __future__ import annotations

import random
import re

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, play_turn_like_a_person, save, wait_engine, wait_my_turn
from test_betta_hotseat import seed_where_seat_0_starts


def finish_through_the_api(page) -> dict:
    page.evaluate("""async () => {
      const t = window.tabletop;
      while ((await t.toMove()) !== null) {
        const moves = await t.legalMoves();
        const stop = moves.find((m) => m.stop);
        const build = moves.find((m) => m.place);
        await t.play(stop || build || moves.find((m) => m.exchange) || moves[0]);
      }
    }""")
    return page.evaluate("window.tabletop.result()")


def test_the_players_own_names_in_the_log_the_pass_screen_and_the_confirm_bar(page, base_url, page_log):
    seed = seed_where_seat_0_starts(2)
    page.goto(base_url + f"?game=betta&mode=staff&players=2&seed={seed}&seats=human,human&names=Ann,Boris&confirm=1")
    reveal = page.locator("#reveal-hand")
    expect(reveal).to_be_visible(timeout=BOOT_MS)
    expect(page.locator("#pass-heading")).to_contain_text("Ann")
    reveal.click()
    assert wait_my_turn(page)
    page.locator(".hand-card").first.click()
    page.locator('.display[data-display="0"]').click()
    expect(page.locator("#confirm-bar")).to_be_visible()
    expect(page.locator("#confirm-bar .confirm-text")).to_contain_text("Ann placed a card")
    page.locator("#confirm-move").click()
    expect(reveal).to_be_visible()
    expect(page.locator(".pass-last")).to_contain_text("Ann placed a card")
    expect(page.locator(".log-text").first).to_contain_text("Ann placed a card")
    assert "Pink placed" not in page.locator(".log-list").inner_text()
    page_log.assert_clean()


def test_the_round_counter_the_last_round_and_why_the_game_ended(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=4&seats=human,bot&botDelay=0")
    assert wait_my_turn(page)
    counter = page.locator("#round-counter")
    expect(counter).to_have_text("Round 1 of 7")
    rng = random.Random(5)
    while body(page, "phase") != "over":
        view = page.evaluate("window.tabletop.view(0)")
        if view["over"]:
            break
        if view["progress"]["last"]:
            expect(counter).to_contain_text("Round 7 of 7")
            expect(counter.locator(".round-last")).to_have_text("Last round")
            expect(page.locator(".toast", has_text="This is the last round.")).to_have_count(1)
            save(page, "newcomer-last-round.png")
        else:
            expect(counter).to_have_text(f"Round {view['progress']['round']} of 7")
        play_turn_like_a_person(page, rng)
        wait_my_turn(page)
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=TURN_MS)
    result = page.evaluate("window.tabletop.result()")
    expect(end.locator("#end-why")).to_contain_text("Why the game ended:")
    expect(end.locator("#end-why")).to_contain_text(result["ended"])
    save(page, "newcomer-end-why.png")
    page_log.assert_clean()


def clock_seconds(page) -> int:
    minutes, seconds = page.locator(".sl-clock-time").inner_text().strip().split(":")
    return int(minutes) * 60 + int(seconds)


def test_reading_the_rules_costs_no_set_line_time(page, base_url, page_log):
    page.goto(base_url + "?game=setline&seed=7")
    wait_engine(page)
    expect(page.locator(".sl-clock-time")).to_be_visible(timeout=BOOT_MS)
    page.wait_for_function("document.querySelector('.sl-clock-time').textContent.trim() === '0:01'")
    page.locator("#btn-rules").click()
    expect(page.locator("#drawer")).to_be_visible()
    page.wait_for_timeout(1200)
    stood = clock_seconds(page)
    assert stood <= 2  # the clock stands while the rules are open...
    page.wait_for_timeout(4000)
    assert clock_seconds(page) == stood
    page.locator(".drawer-close").click()
    page.wait_for_timeout(1200)
    assert clock_seconds(page) <= stood + 2  # ...and goes on from there, the reading not counted
    page_log.assert_clean()


def test_a_long_name_without_spaces_does_not_widen_the_phone_page(browser, base_url):
    ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    try:
        long = "W" * 40
        seed = seed_where_seat_0_starts(2)
        page.goto(base_url + f"?game=betta&mode=staff&players=2&seed={seed}&seats=human,human&names={long},{long}x")
        reveal = page.locator("#reveal-hand")
        expect(reveal).to_be_visible(timeout=BOOT_MS)
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        reveal.click()
        assert wait_my_turn(page)
        expect(page.locator(".hand-section .section-title")).to_contain_text(long)
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        save(page, "newcomer-long-name-360.png")
    finally:
        ctx.close()


def test_a_solo_replay_says_your_view_and_asks_nobody_to_wait(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=solo&players=1&seed=7&seats=human")
    assert wait_my_turn(page)
    for _ in range(3):
        page.evaluate("window.tabletop.legalMoves().then((m) => window.tabletop.play(m[0]))")
    page.wait_for_function("Number(document.body.dataset.moves) === 3")
    page.locator("#btn-replay").click()
    expect(page.locator(".replay-bar")).to_be_visible()
    # The bar shows before the engine's first replayed position fills its seats.
    page.wait_for_function("document.body.dataset.replayAt === '3'")
    expect(page.locator("#replay-seat")).to_contain_text("Your view")
    options = page.locator("#replay-seat option").all_inner_texts()
    assert "Your view" in options and not any("You’s" in o or "You's" in o for o in options)
    assert "Wait for your turn" not in page.locator("#board").inner_text()
    page_log.assert_clean()


def test_set_line_end_screen_says_you_and_writes_minus_signs(page, base_url, page_log):
    page.goto(base_url + "?game=setline&seed=11&options=%7B%22timed%22%3Afalse%7D")
    wait_engine(page)
    page.wait_for_function("document.body.dataset.game === 'setline' && document.body.dataset.phase === 'table'",
                           timeout=BOOT_MS)
    result = finish_through_the_api(page)
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=TURN_MS)
    score = result["scores"][0]
    word = "point" if abs(score) == 1 else "points"
    shown = f"\u2212{-score}" if score < 0 else str(score)
    expect(end.locator(".end-headline")).to_have_text(f"You scored {shown} {word}")
    text = end.inner_text()
    assert "Player scored" not in text
    negatives = [i["points"] for b in result["breakdown"] for i in b["items"] if i["points"] < 0]
    assert negatives, "the game had no exchange: pick a seed with one"
    for n in negatives:
        assert f"\u2212{-n}" in text
    assert re.search(r"(?<![\w-])-\d", text) is None, "a hyphen stands for a minus sign"
    page_log.assert_clean()


def test_one_point_is_one_point_not_1_pts(page, base_url, page_log):
    # Seed 3 with four players: when Pink's turn comes, display 1 is worth 1 point to Pink.
    page.goto(base_url + "?game=betta&mode=staff&players=4&seed=3&seats=human,bot,bot,bot&botDelay=0")
    assert wait_my_turn(page)
    texts = [t.strip() for t in page.locator(".worth-pts").all_inner_texts()]
    assert "1 pt" in texts and "1 pts" not in texts
    page_log.assert_clean()


def test_a_toast_follows_a_live_language_switch(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&botDelay=0&practice=1")
    assert wait_my_turn(page)
    play_turn_like_a_person(page, random.Random(2))
    assert wait_my_turn(page)
    page.locator("#btn-takeback").click()
    toast = page.locator(".toast-text", has_text="Your last turn was taken back.")
    expect(toast).to_be_visible()
    page.locator("#lang-ru").click()
    expect(page.locator(".toast-text").last).not_to_contain_text("Your last turn")
    page_log.assert_clean()


FLIGHTS = """(() => {
    window.__flights = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
        const cell = this.closest && this.closest('.cell');
        if (cell && Array.isArray(keyframes) && keyframes[0] && keyframes[0].transform) {
            const display = this.closest('.display');
            window.__flights.push({display: Number(display.dataset.display), from: keyframes[0].transform,
                                   moves: Number(document.body.dataset.moves || 0)});
        }
        return animate.call(this, keyframes, options);
    };
})()"""


def test_a_played_card_flies_to_its_display_from_the_hand_or_the_bots_seat(page, base_url, page_log):
    page.add_init_script(FLIGHTS)
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&confirm=0")
    assert wait_my_turn(page)
    # Three fish fly for each move played so far (the bot's, if it began), none for the first drawing.
    before = len(page.evaluate("window.tabletop.record()")["moves"])
    assert len(page.evaluate("__flights")) == 3 * before
    move = play_turn_like_a_person(page, random.Random(5))
    assert wait_my_turn(page)
    flights = page.evaluate("__flights")[3 * before:]
    # Our card's three fish flew from the hand to the display, then the bot's three from its seat.
    assert len(flights) == 6 and all(re.match(r"translate\(-?\d", f["from"]) for f in flights)
    assert [f["display"] for f in flights[:3]] == [move["display"]] * 3
    bot_display = page.evaluate("window.tabletop.record()")["moves"][before + 1]["display"]
    assert [f["display"] for f in flights[3:]] == [bot_display] * 3
    page_log.assert_clean()


def test_nothing_flies_for_a_reader_who_prefers_reduced_motion(page, base_url, page_log):
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(FLIGHTS)
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&confirm=0")
    assert wait_my_turn(page)
    play_turn_like_a_person(page, random.Random(5))
    assert wait_my_turn(page)
    assert len(page.evaluate("window.tabletop.record()")["moves"]) >= 2  # the bot moved too
    assert page.evaluate("__flights") == []
    page_log.assert_clean()
