"""embed.html: the table without the lobby, for an <iframe>. The game comes from the URL (or from
window.tabletop.newGame), a share link's game can be shown as a replay only, and the JS API
window.tabletop works inside the frame.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, TURN_MS, body, wait_my_turn

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


def test_embed_page_plays_a_move_through_window_tabletop(page, base_url, page_log):
    page.goto(base_url + "embed.html?game=betta&mode=staff&players=2&seed=7&seats=human,bot&botDelay=0")
    assert wait_my_turn(page)
    # No lobby chrome: no lobby, no Lobby button, no saved games; the table and the API.
    assert page.locator("#lobby").count() == 0 and page.locator("#btn-leave").count() == 0
    expect(page.locator("#table")).to_be_visible()
    expect(page.locator("#btn-export")).to_be_hidden()
    assert page.evaluate("window.tabletop.ready")
    moves = page.evaluate("window.tabletop.legalMoves()")
    played = page.evaluate("(m) => window.tabletop.play(m)", moves[0])
    assert played["text"]
    record = page.evaluate("window.tabletop.record()")
    assert record["seed"] == 7 and record["moves"][0] == moves[0]
    assert wait_my_turn(page)  # the bot replied
    assert page.evaluate("window.tabletop.result()") is None
    assert len(page.evaluate("window.tabletop.view(0)")["hand"]) == 3
    # An embedded table saves nothing in the host's storage.
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('tabletop.save.'))") == []
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "embed-page.png"))
    page_log.assert_clean()


def test_embed_inside_an_iframe(page, base_url, page_log):
    src = base_url + "embed.html?game=betta&mode=solo&players=1&seed=7&seats=human"
    page.set_content(f"""<!doctype html><title>Host page</title>
        <h1 style="font: 600 20px system-ui; margin: 8px 12px">A page that embeds a game</h1>
        <iframe id="table" src="{src}" title="Betta" style="width: 1100px; height: 700px; border: 1px solid #ccc"></iframe>""")
    frame = page.frame_locator("#table")
    expect(frame.locator("#table")).to_be_visible(timeout=BOOT_MS)
    inner = page.frame(url=lambda u: "embed.html" in u)
    inner.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    inner.wait_for_function("!!document.querySelector('.betta-board[data-can-act=\"true\"]')", timeout=TURN_MS)
    moves = inner.evaluate("window.tabletop.legalMoves()")
    inner.evaluate("(m) => window.tabletop.play(m)", moves[-1])
    record = inner.evaluate("window.tabletop.record()")
    assert record["moves"] == [moves[-1]] and record["options"] == {"mode": "solo", "players": 1}
    expect(frame.locator(".log-entry")).to_have_count(1)
    # newGame works inside the frame too, and so does a click on the board.
    inner.evaluate("window.tabletop.newGame('betta', {mode: 'staff', players: 2}, 3, ['human', 'bot'])")
    inner.wait_for_function("!!document.querySelector('.betta-board[data-can-act=\"true\"]')", timeout=TURN_MS)
    frame.locator(".hand-card").first.click()
    frame.locator(".display:not(.full)").first.click()
    inner.wait_for_function("Number(document.body.dataset.moves) >= 1", timeout=TURN_MS)
    assert len(inner.evaluate("window.tabletop.record()")["moves"]) >= 1
    page.wait_for_timeout(400)
    page.screenshot(path=str(SCREENSHOTS / "embed-iframe.png"))
    page_log.assert_clean()


def test_embed_replay_only_from_a_share_link(page, base_url, page_log):
    page.goto(base_url + "embed.html?game=betta&mode=staff&players=2&seed=8&seats=bot,bot:random&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=BOOT_MS)
    rec = page.evaluate("window.tabletop.record()")
    link = page.evaluate("window.tabletop.shareLink()")
    payload = link.split("#r=", 1)[1]
    page.goto(base_url + "embed.html#r=" + payload + "&replay=1")
    page.wait_for_function(f"document.body.dataset.replayAt === '{len(rec['moves'])}'", timeout=BOOT_MS)
    expect(page.locator("#replay-bar")).to_be_visible()
    expect(page.locator("#replay-exit")).to_be_hidden()  # replay only: nothing to go back to
    page.keyboard.press("Home")
    page.wait_for_function("document.body.dataset.replayAt === '0'")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.body.dataset.replayAt === '1'")
    assert page.evaluate("window.tabletop.record()") == rec
    err = page.evaluate("""window.tabletop.legalMoves().then(() => window.tabletop.play({card: 'pink-1', rotation: 0, display: 0}))
        .then(() => null, (e) => e.message)""")
    assert err == "This table only shows a replay: no move can be played here."
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "embed-replay.png"))
    page_log.assert_clean()


def test_embed_waits_for_a_game_and_starts_one_from_the_api(page, base_url, page_log):
    page.goto(base_url + "embed.html")
    idle = page.locator("#embed-idle")
    expect(idle).to_be_visible()
    expect(idle).to_contain_text("window.tabletop.newGame")
    view = page.evaluate("window.tabletop.newGame('setline', {timed: false}, 4)")
    assert view["game"] == "setline"
    expect(idle).to_be_hidden()
    page.wait_for_function("!!document.querySelector(\".setline[data-can-act='true']\")", timeout=TURN_MS)
    assert body(page, "phase") == "table"
    page_log.assert_clean()


def readme_snippet(lang: str) -> str:
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = text.split("## Embedding", 1)[1].split("\n## ", 1)[0]
    return section.split(f"```{lang}\n", 1)[1].split("```", 1)[0]


def test_the_readme_snippet_works_on_a_same_origin_host_page(page, base_url, page_log):
    """The README's iframe and script, as written, on a host page of the same origin."""
    iframe = readme_snippet("html").replace("https://example.org/tabletop/", base_url)
    # The snippet logs its answers: catch them in place of the console.
    script = "const console = {log: (...args) => { window.__snippet = args; }};\n" + readme_snippet("js")
    host = base_url + "host-for-test.html"
    page.route(host, lambda route: route.fulfill(content_type="text/html", body=f"""<!doctype html>
        <title>Host</title>{iframe}<script>{script}</script>"""))
    page.goto(host)
    page.wait_for_function("Array.isArray(window.__snippet)", timeout=BOOT_MS)
    record, result = page.evaluate("window.__snippet")
    assert record["game"] == "betta" and record["seed"] == 7 and len(record["moves"]) == 1
    assert result is None
    page_log.assert_clean()
