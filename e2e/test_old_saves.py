"""Saves, links and embedded records made with an earlier version of a game's rules (issue 28; the
engine's side is docs/protocol.md, "Rules versions"). Every save in players' browsers before versions
has a record without `rules`; the real old records are tests/records/before-*.json.

- One whose moves no longer all play (Panda Rei before its deck changed) stays in the list, marked,
  and is never deleted; opening it says why (the engine's sentence) and offers what still works: its
  replay up to where it diverges, a new game with the same options and seats, and its file.
- One whose moves still play (Set Line before its build fix) opens with the engine's note on the
  table, announced; the old save stays as it was, and the game played on is kept as a new save.
- Share links and window.tabletop.load() do the same.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import expect

from conftest import SCREENSHOTS
from test_betta_game import BOOT_MS, TURN_MS, body, wait_engine
from test_share import decode_link, link_for

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "records"
SAVE_PREFIX = "tabletop.save."
PHONE = {"width": 360, "height": 740}
DESK = {"width": 1280, "height": 800}


def old_record(name: str, index: int = 0, moves: int | None = None) -> dict:
    """A record from before rules versions, as the engine of then wrote it (engine 0.1.0, no `rules`)."""
    rec = json.loads((RECORDS / f"before-{name}.json").read_text())["records"][index]["record"]
    rec = {**rec, "engine": "0.1.0"}
    assert "rules" not in rec
    if moves is not None:
        rec["moves"] = rec["moves"][:moves]
    return rec


def old_save(rec: dict, seats: list[dict], save_id: str, summary: dict, when: str = "2026-11-02T18:30:00.000Z") -> dict:
    """A save in the format saves.js keeps in localStorage (tabletop.save.<id>)."""
    return {"format": "tabletop-save", "version": 1, "id": save_id, "created": when, "updated": when,
            "record": rec, "seats": seats, "seatNames": [], "settings": {"confirm": False, "practice": False},
            "summary": summary}


HUMAN = {"kind": "human", "bot": None, "name": "Mira"}
BOT = {"kind": "bot", "bot": "greedy", "name": ""}
PANDA = old_record("pandarei-deck-change", 0, moves=40)  # 2 players; move 15 no longer plays
PANDA_AT = 14
SETLINE = old_record("setline-build-fix", 0, moves=4)  # solo; every move still plays
SETLINE_NOTE = ("This Set Line game was saved with an earlier version (before rules versions) of its rules "
                "and has been replayed with version 1: the position may differ from the one saved.")


def stored(page) -> dict:
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter((k) => k.startsWith('{SAVE_PREFIX}')).map((k) => [k.slice({len(SAVE_PREFIX)}), localStorage.getItem(k)]))""")


def shot(page, request, name: str) -> Path:
    """The viewport (what the player sees: a dialog and the table fixed in it) to e2e/screenshots/."""
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{request.node.name}-{name}.png"
    page.wait_for_timeout(300)  # fades
    page.screenshot(path=str(path))
    return path


def as_stored(save: dict) -> str:
    """The text localStorage holds for a save (JSON.stringify's)."""
    return json.dumps(save, separators=(",", ":"), ensure_ascii=False)


def inject(page, base_url: str, saves: dict, active: str | None = None) -> None:
    """Put saves ({id: save}) in the site's localStorage as an earlier page left them, then load the page."""
    page.goto(base_url + "wheels/manifest.json")  # the site's origin, none of its code
    page.evaluate("""([saves, prefix, active]) => {
        for (const [id, save] of Object.entries(saves)) localStorage.setItem(prefix + id, JSON.stringify(save));
        if (active) localStorage.setItem('tabletop.active', active);
    }""", [saves, SAVE_PREFIX, active])
    page.goto(base_url)


def test_an_old_save_that_no_longer_plays_is_kept_marked_and_offers_what_still_works(page, base_url, page_log, request, tmp_path):
    save = old_save(PANDA, [HUMAN, BOT], "gold1panda", {"moves": 40, "over": False, "scores": [12, 9], "winners": []})
    text = as_stored(save)
    inject(page, base_url, {"gold1panda": save})
    wait_engine(page)

    # The list marks it once the engine has said its moves no longer all play.
    item = page.locator('.saved-item[data-id="gold1panda"]')
    expect(item).to_have_attribute("data-rules", "refused", timeout=TURN_MS)
    expect(item.locator(".saved-tag.old-rules")).to_have_text("Earlier rules")
    expect(item.locator(".saved-old-note")).to_have_text("Made with an earlier version of the rules: its moves no longer all play.")
    expect(item.locator(".saved-meta")).to_contain_text("40 moves · 14 moves still play")
    expect(item.locator('[data-action="continue"]')).to_have_count(0)
    expect(item.locator('[data-action="export"]')).to_be_visible()
    expect(item.locator('[data-action="delete"]')).to_be_visible()
    item.scroll_into_view_if_needed()
    shot(page, request, "list-1280")
    page.set_viewport_size(PHONE)
    item.scroll_into_view_if_needed()
    shot(page, request, "list-360")
    page.set_viewport_size(DESK)

    # Opening it: the engine's sentence, and the three things that still work.
    item.locator('[data-action="open-old"]').click()
    dialog = page.locator('#overlay[data-kind="message"] .old-rules-card')
    expect(dialog).to_be_visible()
    expect(dialog.locator("#old-heading")).to_have_text("Made with an earlier version of the rules")
    expect(dialog.locator("#old-text")).to_contain_text(
        "This Panda Rei game was saved with an earlier version (before rules versions) of its rules; "
        "this table plays version 1, where move 15 is no longer legal")
    expect(dialog.locator("#old-watch")).to_have_text("Watch the first 14 moves")
    expect(dialog.locator("#old-watch")).to_be_focused()
    expect(dialog.locator("#old-again")).to_have_text("New game, same options")
    expect(dialog.locator("#old-export")).to_have_text("Save the file (.json)")
    shot(page, request, "dialog-1280")
    page.locator("#lang-ru").click()  # drawn again in the page's language, the engine's sentence too
    expect(dialog.locator("#old-heading")).to_have_text("Сохранено по более ранней версии правил")
    expect(dialog.locator("#old-text")).to_contain_text("Эта партия в «Panda Rei» сохранена по более ранней версии")
    expect(dialog.locator("#old-watch")).to_have_text("Смотреть первые 14 ходов")
    page.locator("#lang-en").click()
    expect(dialog.locator("#old-watch")).to_have_text("Watch the first 14 moves")
    page.set_viewport_size(PHONE)
    shot(page, request, "dialog-360")
    page.set_viewport_size(DESK)

    # Its file: the save as it was, its record without a rules version.
    with page.expect_download() as info:
        dialog.locator("#old-export").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    assert path.name.startswith("tabletop-pandarei-") and path.suffix == ".json"
    assert json.loads(path.read_text())["record"] == PANDA

    # Its replay up to where it diverges: 14 moves, nothing to play, nothing saved.
    dialog.locator("#old-watch").click()
    page.wait_for_function("document.body.dataset.replay === 'on'", timeout=TURN_MS)
    expect(page.locator("#replay-pos")).to_have_attribute("data-total", str(PANDA_AT))
    expect(page.locator("#replay-pos")).to_have_text(f"Move {PANDA_AT} of {PANDA_AT}")
    note = page.locator("#rules-note")
    expect(note).to_be_visible()
    expect(note.locator("#rules-note-text")).to_have_text(
        "Made with an earlier version of the rules: shown up to move 14, the last that still plays "
        "under today’s rules (move 15 no longer does).")
    assert page.evaluate("window.tabletop.record()")["moves"] == PANDA["moves"][:PANDA_AT]
    shot(page, request, "watch-1280")
    page.keyboard.press("Home")
    page.wait_for_function("document.body.dataset.replayAt === '0'")
    refused = page.evaluate("""window.tabletop.legalMoves().then((m) => window.tabletop.play(m[0]))
        .then(() => 'played', (e) => e.code)""")
    assert refused == "bad_request"
    assert stored(page) == {"gold1panda": text}
    page.locator("#replay-exit").click()
    expect(page.locator("#lobby")).to_be_visible()
    expect(page.locator(".saved-item")).to_have_count(1)

    # A new game with the same options and seats: a new save; the old one stays as it was.
    item.locator('[data-action="open-old"]').click()
    dialog.locator("#old-again").click()
    page.wait_for_function("['table', 'pass'].includes(document.body.dataset.phase) && document.body.dataset.game === 'pandarei'", timeout=TURN_MS)
    rec = page.evaluate("window.tabletop.record()")
    assert rec["options"] == PANDA["options"] and rec["rules"] == 1 and rec["seed"] != PANDA["seed"]
    expect(page.locator('.player[data-seat="0"] .player-name')).to_have_text("Mira")
    expect(note).to_be_hidden()
    page.locator("#btn-leave").click()
    expect(page.locator(".saved-item")).to_have_count(2)
    saves = stored(page)
    assert saves["gold1panda"] == text
    (new_id,) = set(saves) - {"gold1panda"}
    assert json.loads(saves[new_id])["seats"] == [HUMAN, BOT]

    # A reload: still there, still marked; never deleted, even when a reload tries to resume it.
    page.evaluate("localStorage.setItem('tabletop.active', 'gold1panda')")
    page.reload()
    expect(page.locator("#old-heading")).to_be_visible(timeout=BOOT_MS)
    expect(page.locator("#old-watch")).to_have_text("Watch the first 14 moves")
    page.locator("#old-close").click()
    expect(page.locator("#lobby")).to_be_visible()
    expect(item).to_have_attribute("data-rules", "refused", timeout=TURN_MS)
    assert stored(page)["gold1panda"] == text
    page_log.assert_clean()


def test_an_old_save_that_still_plays_opens_with_the_note_and_goes_on_in_a_new_save(page, base_url, page_log, request):
    save = old_save(SETLINE, [HUMAN], "gold2setline", {"moves": 4, "over": False, "scores": [250], "winners": []})
    text = as_stored(save)
    inject(page, base_url, {"gold2setline": save})
    wait_engine(page)
    item = page.locator('.saved-item[data-id="gold2setline"]')
    expect(item.locator(".saved-tag.old-rules")).to_have_text("Earlier rules", timeout=TURN_MS)
    expect(item.locator(".saved-tag.old-rules")).to_have_attribute("title", SETLINE_NOTE)

    item.locator('[data-action="continue"]').click()
    page.wait_for_function("document.body.dataset.phase === 'table' && document.body.dataset.game === 'setline'", timeout=TURN_MS)
    note = page.locator("#rules-note")
    expect(note).to_be_visible()
    expect(note.locator('[role="status"]')).to_have_text(
        SETLINE_NOTE + " Your save stays as it was: if you play on, the game is kept as a new save.")
    shot(page, request, "note-1280")
    page.set_viewport_size(PHONE)
    shot(page, request, "note-360")
    page.set_viewport_size(DESK)
    assert page.evaluate("window.tabletop.replayed()")["rules"] is None
    # Opened, not played: nothing written; a reload would open the old save again.
    assert stored(page) == {"gold2setline": text}
    assert page.evaluate("localStorage.getItem('tabletop.active')") == "gold2setline"

    moves = page.evaluate("window.tabletop.legalMoves()")
    page.evaluate("(m) => window.tabletop.play(m)", moves[0])
    page.wait_for_function("Number(document.body.dataset.moves) === 5")
    saves = stored(page)
    assert saves["gold2setline"] == text  # the player's save, byte for byte
    (copy_id,) = set(saves) - {"gold2setline"}
    copy = json.loads(saves[copy_id])
    assert copy["record"]["rules"] == 1 and copy["record"]["moves"] == SETLINE["moves"] + [moves[0]]
    assert copy["seats"] == [HUMAN]
    assert page.evaluate("localStorage.getItem('tabletop.active')") == copy_id
    expect(note).to_be_visible()  # it stays until dismissed
    note.locator("#rules-note-close").click()
    expect(note).to_be_hidden()

    # The list shows both; a reload resumes the new one (today's rules: no note).
    page.locator("#btn-leave").click()
    expect(page.locator(".saved-item")).to_have_count(2)
    expect(page.locator(f'.saved-item[data-id="{copy_id}"] .saved-tag.old-rules')).to_have_count(0)
    page.locator("#saved-games").scroll_into_view_if_needed()
    shot(page, request, "list-both-1280")
    page.locator(f'.saved-item[data-id="{copy_id}"] [data-action="continue"]').click()
    page.wait_for_function(f"localStorage.getItem('tabletop.active') === '{copy_id}'", timeout=TURN_MS)
    page.reload()
    page.wait_for_function("document.body.dataset.phase === 'table' && Number(document.body.dataset.moves) === 5", timeout=BOOT_MS)
    expect(note).to_be_hidden()
    assert page.evaluate("window.tabletop.replayed()") is None
    assert stored(page)["gold2setline"] == text
    page_log.assert_clean()


def test_a_share_link_of_an_old_record(page, base_url, page_log):
    # A link whose moves no longer all play: kept, marked, and what still works offered.
    link_save = {"format": "tabletop-save", "version": 1, "record": PANDA, "seats": [HUMAN, BOT],
                 "seatNames": [], "settings": {}}
    page.goto(link_for(link_save, base_url))
    dialog = page.locator(".old-rules-card")
    expect(dialog).to_be_visible(timeout=BOOT_MS)
    assert body(page, "link") == "old-rules"
    expect(dialog.locator("#old-text")).to_contain_text("where move 15 is no longer legal")
    expect(dialog.locator("#old-again")).to_be_visible()
    dialog.locator("#old-watch").click()
    page.wait_for_function("document.body.dataset.replay === 'on'", timeout=TURN_MS)
    expect(page.locator("#replay-pos")).to_have_attribute("data-total", str(PANDA_AT))
    (kept,) = stored(page).values()
    assert json.loads(kept)["record"] == PANDA
    page.locator("#replay-exit").click()
    expect(page.locator('.saved-item[data-rules="refused"]')).to_have_count(1, timeout=TURN_MS)

    # A link whose moves still play: opens with the note; the link's record is kept as it was.
    page.goto(link_for({**link_save, "record": SETLINE, "seats": [HUMAN]}, base_url))
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    expect(page.locator("#rules-note-text")).to_contain_text(SETLINE_NOTE)
    setline = [json.loads(v) for v in stored(page).values() if json.loads(v)["record"]["game"] == "setline"]
    assert [s["record"] for s in setline] == [SETLINE]

    # A link of today's rules keeps its version in the link and in the save it becomes.
    link = page.evaluate("window.tabletop.newGame('betta', {mode: 'solo', players: 1}, 4, ['human'])"
                         ".then(() => window.tabletop.shareLink())")
    assert decode_link(link)["record"]["rules"] == 1
    page.evaluate("localStorage.clear()")
    page.goto(link)
    page.wait_for_function("document.body.dataset.link === 'opened'", timeout=BOOT_MS)
    # the save is written a moment after the table opens
    page.wait_for_function(f"Object.keys(localStorage).some((k) => k.startsWith('{SAVE_PREFIX}'))", timeout=TURN_MS)
    (kept,) = stored(page).values()
    assert json.loads(kept)["record"]["rules"] == 1
    expect(page.locator("#rules-note")).to_be_hidden()
    page_log.assert_clean()


def test_embedded_load_and_links_of_old_records(page, base_url, page_log):
    page.goto(base_url + "embed.html")
    page.wait_for_function("window.tabletop && document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    # Refused: the engine's error, with the moves that still play.
    err = page.evaluate("""(rec) => window.tabletop.load(rec).then(() => null,
        (e) => ({code: e.code, message: e.message, at: e.at, say: e.say && e.say.id}))""", PANDA)
    assert err["code"] == "bad_record" and err["at"] == PANDA_AT and err["say"] == "engine.record.version"
    assert "saved with an earlier version (before rules versions) of its rules" in err["message"]
    # What an embedder can show instead: the moves that still play, as a replay.
    page.evaluate("(rec) => window.tabletop.load({...rec, moves: rec.moves.slice(0, %d)}, {replay: true})" % PANDA_AT, PANDA)
    page.wait_for_function(f"document.body.dataset.replay === 'on' && document.body.dataset.replayAt === '{PANDA_AT}'")

    # Still plays: load resolves, the note shows and is exposed; the game goes on under today's rules.
    view = page.evaluate("(rec) => window.tabletop.load(rec)", SETLINE)
    assert view is not None
    replayed = page.evaluate("window.tabletop.replayed()")
    assert replayed["rules"] is None and replayed["note"] == SETLINE_NOTE
    assert replayed["note_say"]["id"] == "engine.record.replayed" and replayed["text"] == SETLINE_NOTE
    expect(page.locator("#rules-note-text")).to_have_text(SETLINE_NOTE)  # nothing is kept: no word of a new save
    assert page.evaluate("window.tabletop.record()")["rules"] == 1
    page.evaluate("window.tabletop.setLang('ru')")
    expect(page.locator("#rules-note-text")).to_contain_text("Эта партия в «Set Line» сохранена по более ранней версии")
    assert page.evaluate("window.tabletop.replayed()")["text"].startswith("Эта партия")
    page.evaluate("window.tabletop.setLang('en')")

    # An embedded link of a refused record offers the replay and a new game (no files here).
    link = link_for({"format": "tabletop-save", "version": 1, "record": PANDA, "seats": [HUMAN, BOT]}, base_url)
    page.goto("about:blank")
    page.goto(base_url + "embed.html#r=" + link.split("#r=", 1)[1])
    dialog = page.locator(".old-rules-card")
    expect(dialog).to_be_visible(timeout=BOOT_MS)
    expect(dialog.locator("#old-export")).to_have_count(0)
    dialog.locator("#old-watch").click()
    page.wait_for_function(f"document.body.dataset.replay === 'on' && document.body.dataset.replayAt === '{PANDA_AT}'", timeout=TURN_MS)
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('tabletop.save.'))") == []
    page_log.assert_clean()
