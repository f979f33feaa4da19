"""Saved games: every game is kept in localStorage as it goes (a versioned save around the engine's
record), a reload resumes it, the lobby lists saved and finished games to continue, replay, export
or delete, and .json files go out and come back in. Bad files are refused with a clear message and
never touch the other saves; a full storage is said plainly.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, moves_played, save, wait_engine, wait_my_turn
from test_undo_confirm import click_turn, pick_and_click, record

SAVE_PREFIX = "tabletop.save."
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


def stored_saves(page) -> dict:
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter((k) => k.startsWith('{SAVE_PREFIX}')).map((k) => [k, localStorage.getItem(k)]))""")


def finish_through_the_api(page) -> None:
    while page.evaluate("window.tabletop.result()") is None:
        page.evaluate("window.tabletop.legalMoves().then((m) => window.tabletop.play(m[0]))")


def to_lobby(page) -> None:
    page.locator("#btn-leave").click()
    expect(page.locator("#lobby")).to_be_visible()


def import_text(page, text: str, name: str = "game.json") -> None:
    page.locator("#import-file").set_input_files(
        files=[{"name": name, "mimeType": "application/json", "buffer": text.encode()}])


def test_reload_resumes_and_the_saved_list_continues_and_deletes(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=5&seats=human,bot&botDelay=0&names=Robin")
    assert wait_my_turn(page)
    click_turn(page, random.Random(1))
    assert wait_my_turn(page)
    first = record(page)
    hand = page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)")
    # The save is in localStorage, in the versioned format, holding the engine's record.
    (key, text), = stored_saves(page).items()
    saved = json.loads(text)
    assert saved["format"] == "tabletop-save" and saved["version"] == 1
    assert saved["record"] == first
    assert saved["seats"] == [{"kind": "human", "bot": None, "name": "Robin"},
                              {"kind": "bot", "bot": "greedy", "name": ""}]
    assert saved["summary"]["moves"] == len(first["moves"]) and saved["summary"]["over"] is False

    # A reload puts the same game back on the table, same hand, same log.
    page.reload()
    page.wait_for_function(f"Number(document.body.dataset.moves) === {len(first['moves'])}", timeout=BOOT_MS)
    assert wait_my_turn(page)
    assert record(page) == first
    assert page.locator(".hand-card").evaluate_all("els => els.map(e => e.dataset.card)") == hand
    expect(page.locator('.player[data-seat="0"] .player-name')).to_have_text("Robin")
    expect(page.locator(".log-entry")).to_have_count(len(first["moves"]))

    # The lobby lists it; a second game (finished) joins it.
    to_lobby(page)
    items = page.locator(".saved-item")
    expect(items).to_have_count(1)
    expect(items.first.locator(".saved-tag.live")).to_have_text("In progress")
    expect(items.first.locator(".saved-names")).to_have_text("Robin · Green (Medium bot)")
    expect(items.first.locator(".saved-meta")).to_contain_text(f"{len(first['moves'])} moves")
    page.evaluate("window.tabletop.newGame('betta', {mode: 'solo', players: 1}, 7, ['human'])")
    finish_through_the_api(page)
    expect(page.locator('#overlay[data-kind="end"]')).to_be_visible(timeout=TURN_MS)
    solo = record(page)
    page.locator("#back-to-lobby").click()
    expect(items).to_have_count(2)
    finished = items.first  # newest first
    expect(finished.locator(".saved-tag.over")).to_have_text("Finished")
    result = page.evaluate("window.tabletop.call('replay', {record: %s}).then((s) => window.tabletop.call('result', {state: s}))" % json.dumps(solo))
    expect(finished.locator(".saved-meta")).to_contain_text(f"15 moves · final {result['scores'][0]}")
    expect(finished.locator('[data-action="continue"]')).to_have_count(0)  # finished: replay only
    page.evaluate("window.tabletop.newGame('betta', {mode: 'betty', players: 3}, 12, ['human', 'bot:hard', 'bot'], ['Ada'])")
    page.wait_for_function("Number(document.body.dataset.moves) >= 0 && document.body.dataset.phase === 'table'")
    to_lobby(page)
    expect(items).to_have_count(3)
    save(page, "saved-games.png")
    page.locator("#saved-games").screenshot(path=str(SCREENSHOTS / "saved-games-list.png"))

    # Continue the first game: the same record, playable.
    page.locator(f'.saved-item[data-id="{key[len(SAVE_PREFIX):]}"] [data-action="continue"]').click()
    assert wait_my_turn(page)
    assert record(page) == first
    to_lobby(page)

    # Delete the finished one: two clicks; the others stay, across a reload too.
    solo_item = page.locator(".saved-item.over")
    delete = solo_item.locator('[data-action="delete"]')
    delete.click()
    expect(delete).to_have_text("Really delete?")
    delete.click()
    expect(items).to_have_count(2)
    expect(page.locator(".saved-item.over")).to_have_count(0)
    page.reload()
    wait_engine(page)
    expect(page.locator("#lobby")).to_be_visible()  # left from the lobby: nothing to resume
    expect(items).to_have_count(2)
    assert key in stored_saves(page)
    page_log.assert_clean()


def test_export_then_import_round_trip(page, base_url, page_log, tmp_path):
    page.goto(base_url + "?game=betta&mode=staff&players=3&seed=21&seats=human,bot:random,bot&botDelay=0&names=Kim")
    assert wait_my_turn(page)
    for turn in range(2):
        click_turn(page, random.Random(turn))
        assert wait_my_turn(page)
    rec = record(page)

    # From the table: "Save file" downloads the game.
    with page.expect_download() as info:
        page.locator("#btn-export").click()
    download = info.value
    assert download.suggested_filename.startswith("tabletop-betta-") and download.suggested_filename.endswith(".json")
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    data = json.loads(path.read_text())
    assert data["format"] == "tabletop-save" and data["version"] == 1
    assert data["record"] == rec
    assert [s["kind"] for s in data["seats"]] == ["human", "bot", "bot"] and data["seats"][0]["name"] == "Kim"

    # From the list too; then delete the game and bring it back from the file.
    to_lobby(page)
    with page.expect_download() as info2:
        page.locator('.saved-item [data-action="export"]').click()
    assert json.loads(open(info2.value.path()).read())["record"] == rec
    delete = page.locator('.saved-item [data-action="delete"]')
    delete.click()
    delete.click()
    expect(page.locator(".saved-item")).to_have_count(0)
    page.locator("#import-file").set_input_files(str(path))
    expect(page.locator(".toast").last).to_have_text("The game was added to your games.")
    item = page.locator(".saved-item")
    expect(item).to_have_count(1)
    expect(item.locator(".saved-names")).to_have_text("Kim · Green (Easy bot) · Blue (Medium bot)")
    # Importing the same file again does not duplicate it.
    page.locator("#import-file").set_input_files(str(path))
    expect(page.locator(".toast").last).to_have_text("That game is already in your games.")
    expect(item).to_have_count(1)
    item.locator('[data-action="continue"]').click()
    assert wait_my_turn(page)
    assert record(page) == rec
    expect(page.locator('.player[data-seat="1"] .player-tag')).to_contain_text("Easy bot")
    page_log.assert_clean()


def test_bad_files_are_refused_and_the_other_saves_are_untouched(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=9&seats=human,bot&botDelay=0")
    assert wait_my_turn(page)
    click_turn(page, random.Random(4))
    assert wait_my_turn(page)
    rec = record(page)
    to_lobby(page)
    before = stored_saves(page)
    assert len(before) == 1
    message = page.locator('#overlay[data-kind="message"]')

    good = json.loads(next(iter(before.values())))
    bad_move = json.loads(json.dumps(good))
    bad_move["record"]["moves"][1] = {"card": "pink-99", "rotation": 0, "display": 0}
    newer = dict(good, version=2)
    cases = [
        ("{ this is not json", "it is not valid JSON"),
        (json.dumps({"format": "something-else", "version": 1}), "This is not a Tabletop saved game."),
        (json.dumps([1, 2, 3]), "This is not a Tabletop saved game."),
        (json.dumps(newer), "saved by a newer version of Tabletop (save version 2)"),
        (json.dumps(dict(good, version="one")), "save version this page does not know"),
        (json.dumps(dict(good, record={"game": "betta"})), "no complete game record"),
        (json.dumps(bad_move), "Its moves do not replay: Move 2 of the record is not legal"),
        (json.dumps(dict(good, record=dict(good["record"], game="chess"))), "This page cannot draw the game “chess” yet."),
    ]
    for text, words in cases:
        import_text(page, text)
        expect(message).to_be_visible()
        expect(message.locator("#message-heading")).to_have_text("This file cannot be opened")
        expect(message.locator("#message-text")).to_contain_text(words)
        if words.startswith("Its moves"):
            save(page, "import-refused.png")
        page.locator("#message-ok").click()
        expect(message).to_be_hidden()
        assert stored_saves(page) == before, words
        expect(page.locator(".saved-item")).to_have_count(1)

    # An old save version is migrated: a bare engine record (what window.tabletop.record() gives).
    import_text(page, json.dumps(rec))
    expect(page.locator(".toast").last).to_have_text("That game is already in your games.")
    solo = {"game": "betta", "options": {"mode": "solo", "players": 1}, "seed": 3, "moves": [], "engine": "0.0.1"}
    import_text(page, json.dumps(solo))
    expect(page.locator(".toast").last).to_have_text("The game was added to your games.")
    expect(page.locator(".saved-item")).to_have_count(2)

    # A damaged entry in localStorage is shown as damaged and can be deleted; the others still open.
    page.evaluate(f"localStorage.setItem('{SAVE_PREFIX}zzbroken', '{{not json')")
    page.reload()
    wait_engine(page)
    damaged = page.locator(".saved-item.damaged")
    expect(damaged).to_have_count(1)
    expect(page.locator(".saved-item")).to_have_count(3)
    damaged.locator('[data-action="delete"]').click()
    damaged.locator('[data-action="delete"]').click()
    expect(page.locator(".saved-item")).to_have_count(2)
    page.locator(f'.saved-item[data-game="betta"] [data-action="continue"]').first.click()
    page.wait_for_function("['table', 'pass'].includes(document.body.dataset.phase)", timeout=TURN_MS)
    page_log.assert_clean()


def test_full_storage_is_said_clearly_and_the_game_goes_on(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=4&seats=human,bot&botDelay=0")
    assert wait_my_turn(page)
    page.evaluate("""() => {
        const real = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (String(key).startsWith('tabletop.save.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            return real.call(this, key, value);
        };
    }""")
    n = moves_played(page)
    pick_and_click(page, random.Random(2))
    error = page.locator(".toast-error")
    expect(error).to_contain_text("The browser’s storage is full, so this game is not being saved.")
    assert wait_my_turn(page)
    assert moves_played(page) > n  # the game goes on
    # Importing while full says so too, and changes nothing.
    to_lobby(page)
    before = stored_saves(page)
    solo = {"game": "betta", "options": {"mode": "solo", "players": 1}, "seed": 8, "moves": []}
    import_text(page, json.dumps(solo))
    expect(page.locator("#message-text")).to_contain_text("The browser’s storage is full")
    assert stored_saves(page) == before
    page_log.assert_clean()
