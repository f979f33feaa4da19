"""Betta's other modes in the browser: solo (the employee review), playing with Betty, the Hard bot,
and the shell's optional renderer hooks (lobbyOptions, endExtras, ctx.call).

Games are played by clicking like a person (select a card, sometimes rotate, click a display) and
the end screens are checked against the engine's own result.
"""

from __future__ import annotations

import json
import random
import time

from playwright.sync_api import expect
from tabletop import api

from test_betta_game import (BOOT_MS, TURN_MS, body, moves_played, play_turn_like_a_person, save,
                             wait_engine, wait_my_turn)

BETTY_TABLE = [0, 8, 7, 6, 5, 4, 3, 2, 2, 2]
REVIEWS = [(115, "Like a Boss"), (100, "Team Leader"), (85, "Employee of the Month"),
           (70, "Staff Member"), (0, "New Hire")]


def engine(op: str, **args):
    reply = json.loads(api.handle(json.dumps({"op": op, **args})))
    assert "ok" in reply, reply
    return reply["ok"]


def review_for(score: int) -> str:
    return next(title for low, title in REVIEWS if score >= low)


def view_of(page, seat):
    return page.evaluate(f"window.tabletop.view({json.dumps(seat)})")


def check_end_screen(page, result: dict, names: dict) -> None:
    """The end screen shows the engine's result: every score, every breakdown line, the winner."""
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=TURN_MS)
    for entry in result["breakdown"]:
        seat = entry["seat"]
        column = end.locator(f'.end-player[data-seat="{seat}"]')
        expect(column.locator(".end-score")).to_have_text(str(result["scores"][seat]))
        expect(column.locator(".end-item")).to_have_count(len(entry["items"]))
        expect(column.locator(".end-what")).to_have_text([item["what"] for item in entry["items"]])
        expect(column.locator(".end-pts")).to_have_text([str(item["points"]) for item in entry["items"]])
    if len(result["scores"]) > 1:
        for seat in result["winners"]:
            expect(end.locator(".end-headline")).to_contain_text(names[seat])


# ------------------------------------------------------------------------------------ the lobby

def test_lobby_offers_the_three_modes_and_hard_bots(page, base_url, page_log):
    page.goto(base_url)
    wait_engine(page)
    page.locator("#lobby-game").select_option("betta")
    assert page.locator("#lobby-mode option").evaluate_all("els => els.map(e => e.value)") == [
        "staff", "betty", "solo"]

    # Playing with Betty: 2-5 players, seat 0 is Betty (human or bot), then the staff colours.
    page.locator("#lobby-mode").select_option("betty")
    assert page.locator('.segmented input[name="players"]').evaluate_all(
        "els => els.map(e => e.value)") == ["2", "3", "4", "5"]
    page.locator('label[for="players-3"]').click()
    rows = page.locator(".seat-row")
    expect(rows).to_have_count(3)
    expect(rows.locator(".seat-label")).to_have_text(["Betty", "Pink", "Green"])
    expect(rows.nth(0)).to_have_attribute("data-colour", "betty")
    assert rows.nth(0).locator("use").get_attribute("href") == "#betta-betty"
    expect(rows.nth(0).locator(".seat-name")).to_have_attribute("placeholder", "Betty")
    page.locator('.seat-row[data-seat="0"] .seat-kind').select_option("human")
    page.locator('.seat-row[data-seat="1"] .seat-kind').select_option("bot:hard")
    page.locator('.seat-row[data-seat="2"] .seat-kind').select_option("bot:greedy")
    expect(page.locator('.seat-row[data-seat="1"] .seat-note')).to_contain_text("never peeks")
    expect(page.locator(".lobby-summary")).to_have_text("You play against 2 bots.")
    save(page, "lobby-modes.png")

    # Solo: one seat, no choice of players.
    page.locator("#lobby-mode").select_option("solo")
    expect(page.locator(".seat-row")).to_have_count(1)
    expect(page.locator(".players-field")).to_be_hidden()
    expect(page.locator('.seat-row[data-seat="0"] .seat-label')).to_have_text("You")
    expect(page.locator(".lobby-summary")).to_contain_text("one-player game")

    # Each mode remembers its own player count, and the game its mode, across a reload.
    page.locator("#lobby-mode").select_option("staff")
    page.locator('label[for="players-4"]').click()
    page.locator("#lobby-mode").select_option("betty")
    expect(page.locator("#players-3")).to_be_checked()
    page.reload()
    wait_engine(page)
    expect(page.locator("#lobby-mode")).to_have_value("betty")
    expect(page.locator("#players-3")).to_be_checked()
    expect(page.locator('.seat-row[data-seat="1"] .seat-kind')).to_have_value("bot:hard")
    page.locator("#lobby-mode").select_option("staff")
    expect(page.locator("#players-4")).to_be_checked()
    page.locator("#lobby-mode").select_option("betty")

    # Start from the lobby: Betty is a human here, so it is her turn first (Betty plays first).
    page.locator("#lobby-seed").fill("11")
    page.locator("#start-game").click()
    assert wait_my_turn(page)
    assert page.evaluate("window.tabletop.record()")["options"] == {"mode": "betty", "players": 3}
    expect(page.locator(".display")).to_have_count(6)
    expect(page.locator('.player[data-seat="1"] .player-tag')).to_have_text("Hard bot")
    expect(page.locator('.player[data-seat="0"] .player-name')).to_have_text("Betty")
    page_log.assert_clean()


def test_url_with_a_hard_bot_before_a_human(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=9&seats=bot:hard,human&botDelay=20")
    page.wait_for_function("['table', 'over'].includes(document.body.dataset.phase)", timeout=BOOT_MS)
    expect(page.locator('.player[data-seat="0"] .player-tag')).to_have_text("Hard bot")
    assert wait_my_turn(page)
    assert body(page, "viewer") == "1"
    play_turn_like_a_person(page, random.Random(9), rotations=1)
    assert wait_my_turn(page)
    record = page.evaluate("window.tabletop.record()")
    engine("replay", record=record)  # every move, the Hard bot's included, is legal
    page_log.assert_clean()


def test_hard_bots_play_a_whole_game_of_legal_moves(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=5&seats=bot:hard,bot:hard&botDelay=20")
    page.wait_for_function("['table', 'over'].includes(document.body.dataset.phase)", timeout=BOOT_MS)
    started = time.monotonic()
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=120_000)
    elapsed = time.monotonic() - started
    record = page.evaluate("window.tabletop.record()")
    print(f"two Hard bots: {len(record['moves'])} moves in {elapsed:.1f} s")
    assert elapsed < 60
    state = engine("replay", record=record)  # rejects any illegal move
    result = engine("result", state=state)
    assert result == page.evaluate("window.tabletop.result()")
    expect(page.locator(".player-tag")).to_have_text(["Hard bot", "Hard bot"])
    check_end_screen(page, result, {0: "Pink", 1: "Green"})
    page_log.assert_clean()


# ------------------------------------------------------------------------------------ solo

def test_a_whole_solo_game_ends_with_the_employee_review(page, base_url, page_log):
    rng = random.Random(715)
    page.goto(base_url + "?game=betta&mode=solo&players=1&seed=7&seats=human")
    assert wait_my_turn(page)
    assert page.evaluate("window.tabletop.record()")["options"] == {"mode": "solo", "players": 1}
    expect(page.locator(".display")).to_have_count(3)
    expect(page.locator(".player")).to_have_count(1)
    expect(page.locator(".player-name")).to_have_text("You")
    expect(page.locator(".player-tag")).to_have_count(0)  # no "you" tag when you are alone

    turn = 0
    while wait_my_turn(page):
        # No pass screen, one player, the whole table visible.
        expect(page.locator("#reveal-hand")).to_have_count(0)
        assert body(page, "viewer") == "0"
        view = view_of(page, 0)
        me = view["players"][0]
        projected = me["score"] + sum(me["display_points"])
        bar = page.locator(".mode-bar")
        expect(bar).to_be_visible()
        expect(bar).to_have_attribute("data-projected", str(projected))
        expect(bar.locator(".solo-total")).to_have_text(f"Heading for {projected}")
        expect(bar.locator(".review-chip")).to_have_text(review_for(projected))
        expect(bar.locator(".solo-turn")).to_have_text(f"Turn {me['turns_taken'] + 1} of 15")
        left = me["hand_size"] + me["deck_size"]
        assert left == 15 - me["turns_taken"]
        expect(bar.locator(".solo-left")).to_have_text("last card" if left == 1 else f"{left} cards left")
        expect(page.locator(".display-worth")).to_have_count(3)
        assert page.locator(".display-worth").evaluate_all(
            "els => els.map(e => Number(e.dataset.points))") == me["display_points"]
        expect(page.locator(".player-note")).to_contain_text(f"Heading for {projected}: {review_for(projected)}")
        shot = (lambda: save(page, "solo-midgame.png")) if turn == 6 else None
        rotations = rng.choice([0, 0, 1, 2, 3])
        play_turn_like_a_person(page, rng, rotations=rotations, before_click=shot)
        turn += 1
    result = page.evaluate("window.tabletop.result()")
    assert result is not None and len(result["scores"]) == 1
    record = page.evaluate("window.tabletop.record()")
    assert turn == len(record["moves"]) and (turn == 15 or all(view_of(page, 0)["full"]))
    native = engine("result", state=engine("replay", record=record))
    assert native == result

    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible()
    score = result["scores"][0]
    expect(end.locator(".end-headline")).to_have_text(f"You scored {score} points")
    expect(end.locator(".review-title")).to_have_text(result["review"])
    assert result["review"] == review_for(score)
    expect(end.locator(".review-score")).to_have_text(f"Final score {score}")
    expect(end.locator(".review-table tbody tr")).to_have_count(5)
    expect(end.locator(".review-table tr.current .tier-title")).to_have_text(result["review"])
    expect(end.locator(".end-tiebreak")).to_have_count(0)
    expect(end.locator(".end-badge")).to_have_count(0)
    check_end_screen(page, result, {0: "You"})
    save(page, "solo-end.png")
    page_log.assert_clean()


def test_the_hard_bot_plays_solo_alone_as_a_demo_and_is_named_for_its_level(page, base_url, page_log):
    # An embedder's demo: the hard bot plays a whole solo game; it is never called "You".
    page.goto(base_url + "?game=betta&mode=solo&players=1&seed=5013&seats=bot:hard&botDelay=10")
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=BOOT_MS + 15 * TURN_MS)
    result = page.evaluate("window.tabletop.result()")
    record = page.evaluate("window.tabletop.record()")
    assert engine("result", state=engine("replay", record=record)) == result
    assert len(record["moves"]) == 15 or all(view_of(page, 0)["full"])
    score = result["scores"][0]
    expect(end.locator(".end-headline")).to_have_text(f"Hard bot scored {score} points")
    check_end_screen(page, result, {0: "Hard bot"})
    end.get_by_role("button", name="Show the table").click()
    expect(page.locator(".player-name")).to_have_text("Hard bot")
    expect(page.locator(".player-tag")).to_have_count(0)  # not "Hard bot · Hard bot"
    # named, it keeps its name and its level is said once
    page.goto(base_url + "?game=betta&mode=solo&players=1&seed=3&seats=bot:hard&names=Robo&botDelay=10")
    expect(page.locator(".player-name")).to_have_text("Robo", timeout=BOOT_MS)
    expect(page.locator(".player-tag")).to_have_text("Hard bot")
    page_log.assert_clean()


def test_solo_rules_and_url_defaults(page, base_url, page_log):
    # No players and no seats: the mode's own range decides (one seat, a human).
    page.goto(base_url + "?game=betta&mode=solo&seed=3")
    assert wait_my_turn(page)
    assert page.evaluate("window.tabletop.record()")["options"] == {"mode": "solo", "players": 1}
    page.locator("#btn-rules").click()
    drawer = page.locator(".drawer-panel")
    expect(drawer).to_be_visible()
    expect(drawer.locator('.rules-mode[data-mode="solo"] .this-game')).to_have_text("this game")
    expect(drawer.locator('.rules-mode[data-mode="solo"]')).to_contain_text("15 cards")
    expect(drawer.locator('.rules-mode[data-mode="solo"] .review-table')).to_contain_text("Like a Boss")
    expect(drawer.locator('.rules-mode[data-mode="betty"]')).to_contain_text("empty cells")
    page.keyboard.press("Escape")
    page_log.assert_clean()


# ------------------------------------------------------------------------------------ Betty

def test_a_human_betty_against_staff_bots(page, base_url, page_log):
    rng = random.Random(4242)
    page.goto(base_url + "?game=betta&mode=betty&players=3&seed=21&seats=human,bot,bot:hard&botDelay=20")
    assert wait_my_turn(page)
    expect(page.locator(".display")).to_have_count(6)
    expect(page.locator(".player-name")).to_have_text(["Betty", "Pink", "Green"])
    betty_row = page.locator('.player[data-seat="0"]')
    expect(betty_row).to_have_attribute("data-colour", "betty")
    assert betty_row.locator("use").get_attribute("href") == "#betta-betty"
    expect(betty_row.locator(".player-note")).to_contain_text("0/8/7/6/5/4/3/2/2/2")
    expect(betty_row.locator(".player-detail")).to_contain_text("empty cells")
    expect(page.locator(".hand-section .section-title")).to_have_text("Betty’s hand")
    expect(page.locator(".end-table-title")).to_have_text("Betty, per display at the end, by empty cells")
    expect(page.locator(".end-table .scoring-table tr").first.locator("th")).to_have_text("Empty cells")

    turn = 0
    while wait_my_turn(page):
        view = view_of(page, 0)
        cards = page.locator(".hand-card")
        expect(cards).to_have_count(len(view["hand"]))
        for n, card in enumerate(view["hand"]):
            assert card.startswith("betty-")
            colour = card.split("-")[1]
            fish = cards.nth(n).locator(".card-cell.fishy use")
            expect(fish).to_have_count(3)  # three bettas of one colour
            assert set(fish.evaluate_all("els => els.map(e => e.getAttribute('href'))")) == {f"#betta-{colour}"}
            expect(cards.nth(n)).to_have_class("hand-card betty-card")
        points = view["players"][0]["display_points"]
        expect(page.locator(".display-worth .worth-what")).to_have_text(
            [f"{cells.count(None)} empty" for cells in view["displays"]])
        expect(page.locator(".display-worth .worth-pts")).to_have_text([f"{n} pts" for n in points])
        for i, (cells, n) in enumerate(zip(view["displays"], points)):
            label = page.locator(f'.display[data-display="{i}"]').get_attribute("aria-label")
            assert f"{cells.count(None)} empty, worth {n}" in label
        assert view["players"][0]["display_points"] == [BETTY_TABLE[c.count(None)] for c in view["displays"]]
        shot = (lambda: save(page, "betty-midgame.png")) if turn == 2 else None
        play_turn_like_a_person(page, rng, rotations=rng.choice([0, 1, 3]), before_click=shot)
        turn += 1
    assert turn >= 1

    result = page.evaluate("window.tabletop.result()")
    native = engine("result", state=engine("replay", record=page.evaluate("window.tabletop.record()")))
    assert native == result
    check_end_screen(page, result, {0: "Betty", 1: "Pink", 2: "Green"})
    end = page.locator('#overlay[data-kind="end"]')
    expect(end.locator('.end-player[data-seat="0"]')).to_have_attribute("data-colour", "betty")
    betty_items = [i["what"] for i in result["breakdown"][0]["items"]]
    assert any("empty cell" in what for what in betty_items)
    save(page, "betty-end.png")
    page_log.assert_clean()


def betty_tie_game() -> tuple[int, list]:
    """A 2-player Betty game (seed, moves) in which Betty ties for first and wins the tie."""
    for seed in range(1, 400):
        state = engine("new_game", game="betta", options={"mode": "betty", "players": 2}, seed=seed)
        moves = []
        while (res := engine("result", state=state)) is None:
            k = len(moves)
            move = engine("bot_move", state=state, bot="random" if k % 3 else "greedy", seed=seed * 100 + k)
            moves.append(move)
            state = engine("play", state=state, move=move)["state"]
        if res["tiebreak"] == "Betty wins ties":
            return seed, moves
    raise AssertionError("no Betty tie found")


def test_betty_wins_ties_on_the_end_screen(page, base_url, page_log):
    seed, moves = betty_tie_game()
    page.goto(base_url)
    page.evaluate(f"""window.tabletop.newGame('betta', {{mode: 'betty', players: 2}}, {seed},
                                             ['human', 'human'])""")
    for move in moves:
        page.evaluate("(m) => window.tabletop.play(m)", move)
    result = page.evaluate("window.tabletop.result()")
    assert result["tiebreak"] == "Betty wins ties" and result["winners"] == [0]
    assert result["scores"][0] == result["scores"][1]
    end = page.locator('#overlay[data-kind="end"]')
    expect(end).to_be_visible(timeout=TURN_MS)
    expect(end.locator(".end-headline")).to_have_text("Betty wins!")
    expect(end.locator(".end-tiebreak")).to_have_text("Tied for first place: Betty wins ties.")
    check_end_screen(page, result, {0: "Betty", 1: "Pink"})
    page_log.assert_clean()


# ------------------------------------------------------------------------------------ shell hooks

# Betta with the optional hooks added, served in place of its renderer (see hook_betta).
HOOKED_BETTA = """import { mount as bettaMount } from './index.js';
export * from './index.js';

window.__hooks = {lobby: [], extras: [], calls: []};

export function lobbyOptions(modeId, saved) {
    window.__hooks.lobby.push({modeId, saved});
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'extra-timed';
    box.checked = Boolean(saved.timed);
    return {node: box, read: () => ({timed: box.checked})};
}

export function endExtras(result, view) {
    window.__hooks.extras.push({scores: result.scores, seat: view.seat});
    const p = document.createElement('p');
    p.id = 'extra-end';
    p.textContent = 'extra ' + result.scores.join('/');
    return p;
}

export function mount(root, ctx) {
    window.__ctx = ctx;
    return bettaMount(root, ctx);
}
"""


def hook_betta(page) -> None:
    """The page's registry loads games/betta/hooked.js (HOOKED_BETTA) as Betta's renderer."""
    def registry(route):
        response = route.fetch()
        text = response.text()
        assert "import('./betta/index.js')" in text
        route.fulfill(response=response, body=text.replace("import('./betta/index.js')", "import('./betta/hooked.js')"))

    page.route("**/games/registry.js", registry)
    page.route("**/games/betta/hooked.js", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body=HOOKED_BETTA))


def test_shell_calls_the_optional_renderer_hooks(page, base_url, page_log):
    hook_betta(page)
    page.goto(base_url)
    wait_engine(page)
    page.locator("#lobby-game").select_option("betta")
    page.locator("#lobby-mode").select_option("staff")
    page.locator("#lobby-mode").select_option("solo")  # a new mode asks the renderer again
    expect(page.locator("#lobby-extra #extra-timed")).to_be_visible()
    asked = page.evaluate("window.__hooks.lobby.at(-1)")
    assert asked["modeId"] == "solo" and not asked["saved"].get("timed")
    page.locator("#extra-timed").check()
    stored = page.evaluate("JSON.parse(localStorage.getItem('tabletop.lobby.v1'))")
    assert stored["perGame"]["betta"]["extra"] == {"timed": True}
    # read() is merged into the options: Betta's engine refuses an option it does not have.
    page.locator("#start-game").click()
    expect(page.locator(".toast-error")).to_contain_text("Betta has no option 'timed'")
    # The saved value comes back to lobbyOptions next time.
    page.locator("#lobby-mode").select_option("staff")
    assert page.evaluate("window.__hooks.lobby.at(-1)") == {"modeId": "staff", "saved": {"timed": True}}
    expect(page.locator("#extra-timed")).to_be_checked()
    page.locator("#extra-timed").uncheck()

    # ctx.call: any op with the current state filled in; the engine's error on failure.
    page.evaluate("window.tabletop.newGame('betta', {mode: 'solo', players: 1}, 7, ['human'])")
    assert wait_my_turn(page)
    legal = page.evaluate("window.__ctx.call('legal_moves')")
    assert legal == page.evaluate("window.tabletop.legalMoves()")
    preview = page.evaluate("(m) => window.__ctx.call('preview', {move: m})", legal[0])
    assert preview["legal"] is True and preview["text"]
    assert page.evaluate("window.__ctx.call('bots')")[2]["id"] == "hard"
    err = page.evaluate("""window.__ctx.call('play', {move: {card: 'nope', rotation: 0, display: 0}})
        .then(() => null, (e) => ({code: e.code, message: e.message}))""")
    assert err["code"] == "illegal_move" and err["message"]

    # endExtras: under the breakdowns on the end screen, given the result and the final view.
    for _ in range(15):
        if page.evaluate("window.tabletop.result()"):
            break
        move = page.evaluate("window.tabletop.legalMoves()")[0]
        page.evaluate("(m) => window.tabletop.play(m)", move)
    result = page.evaluate("window.tabletop.result()")
    expect(page.locator("#overlay .end-extras #extra-end")).to_have_text(f"extra {result['scores'][0]}")
    assert page.evaluate("window.__hooks.extras.at(-1)") == {"scores": result["scores"], "seat": 0}
    assert moves_played(page) == len(page.evaluate("window.tabletop.record()")["moves"])
    page_log.assert_clean()
