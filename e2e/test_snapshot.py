"""The engine's memory snapshot (web/engine-snapshot.mjs).

A first visit boots by installing the wheel and, once the engine is idle, stores a snapshot of
Python's memory in Cache Storage; the next visit boots from it and answers exactly as the engine
does without it. A snapshot that is missing, damaged, made by another runtime or of another engine
is not used: the worker boots as on a first visit (and stores a good one again).

web/diag.html boots the engine like the table does; its window.__diag says how ("install" or
"snapshot") and window.__engine is its engine client.
"""

from __future__ import annotations

import json

import pytest

from tabletop import api

pytestmark = pytest.mark.first_visit  # each test starts with no snapshot stored

BOOT_MS = 120_000
SNAPSHOT_CACHE = "engine-snapshot"

# Seeded games played by a bot on every seat, move by move through the engine's
# requests; what each request answered is the transcript.
GAMES = [
    ("betta", {"mode": "staff", "players": 3}, 11, "greedy"),
    ("watergate", {}, 5, "hard"),
    ("pandarei", {"players": 2}, 7, "greedy"),
]
MOVES = 40

PLAY = """async ([games, moves]) => {
  const engine = window.__engine;
  const transcript = [];
  for (const [game, options, seed, bot] of games) {
    let state = await engine.call('new_game', { game, options, seed });
    for (let i = 0; i < moves && (await engine.call('to_move', { state })) !== null; i++) {
      const move = await engine.call('bot_move', { state, bot, seed: i });
      const played = await engine.call('play', { state, move });
      transcript.push({ move, text: played.text });
      state = played.state;
    }
    transcript.push(await engine.call('view', { state, seat: 0 }));
    transcript.push(await engine.call('record', { state }));
  }
  return transcript;
}"""


def native_transcript(games=GAMES, moves=MOVES) -> list:
    def call(op, **args):
        reply = json.loads(api.handle(json.dumps({"op": op, **args})))
        assert "ok" in reply, reply
        return reply["ok"]

    transcript = []
    for game, options, seed, bot in games:
        state = call("new_game", game=game, options=options, seed=seed)
        for i in range(moves):
            if call("to_move", state=state) is None:
                break
            move = call("bot_move", state=state, bot=bot, seed=i)
            played = call("play", state=state, move=move)
            transcript.append({"move": move, "text": played["text"]})
            state = played["state"]
        transcript.append(call("view", state=state, seat=0))
        transcript.append(call("record", state=state))
    return transcript


def boot(page, base_url: str, reload: bool = False) -> dict:
    if reload:
        page.reload()
    else:
        page.goto(base_url + "diag.html")
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_MS)
    diag = page.evaluate("window.__diag")
    assert diag["state"] == "done", diag["error"]
    return diag


def wait_stored(page) -> dict:
    page.wait_for_function("window.__diag.snapshot !== null", timeout=60_000)
    snapshot = page.evaluate("window.__diag.snapshot")
    assert snapshot["stored"], snapshot
    return snapshot


def stored_keys(page) -> list[str]:
    return page.evaluate(f"""async () => (await caches.has('{SNAPSHOT_CACHE}'))
        ? (await (await caches.open('{SNAPSHOT_CACHE}')).keys()).map((r) => new URL(r.url).pathname) : []""")


def rewrite_snapshot(page, script: str) -> None:
    """Change the stored snapshot's bytes in the page: script is a JS function body of (bytes) that
    changes them in place or returns others."""
    page.evaluate(f"""async () => {{
        const cache = await caches.open('{SNAPSHOT_CACHE}');
        const [request] = await cache.keys();
        const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
        const changed = ((bytes) => {{ {script} }})(bytes) || bytes;
        await cache.put(request, new Response(changed));
    }}""")


def test_a_returning_visit_boots_from_the_snapshot_and_answers_the_same(page, base_url, page_log, screenshot):
    first = boot(page, base_url)
    assert first["boot"] == "install"
    stages = [p["stage"] for p in first["progress"]]
    assert "micropip" in stages and "engine" in stages
    snapshot = wait_stored(page)
    assert snapshot["bytes"] > 20_000_000  # Python's whole memory: ~38 MB
    assert page.locator("#snapshot").inner_text().startswith("A memory snapshot of the engine")
    expected = native_transcript()
    assert page.evaluate(PLAY, [GAMES, MOVES]) == expected  # the first boot's engine after the snapshot

    again = boot(page, base_url, reload=True)
    assert again["boot"] == "snapshot"
    assert set(again["worker"]) == {"runtime", "import"}  # no micropip, no install
    assert [p["stage"] for p in again["progress"]] == ["runtime", "engine"]
    assert "from the memory snapshot" in page.locator("#status").inner_text()
    screenshot("diag-from-snapshot")
    assert again["games"] == first["games"]
    assert page.evaluate(PLAY, [GAMES, MOVES]) == expected
    # Seeds a caller does not give still differ from boot to boot (the snapshot's random state is not reused).
    seeds = page.evaluate("""async () => {
        const a = await window.__engine.call('record', { state: await window.__engine.call('new_game', { game: 'betta', options: {} }) });
        const b = await window.__engine.call('record', { state: await window.__engine.call('new_game', { game: 'betta', options: {} }) });
        return [a.seed, b.seed];
    }""")
    assert seeds[0] != seeds[1]
    page.wait_for_timeout(2500)  # idle: a snapshot boot stores nothing again
    assert page.evaluate("window.__diag.snapshot") is None
    page_log.assert_clean()


def test_the_table_boots_from_the_snapshot(page, base_url, page_log):
    """index.html: body[data-engine-boot] says how the engine came up, and the game plays."""
    page.goto(base_url + "?game=betta&players=2&seed=3&seats=human,bot&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    assert page.evaluate("document.body.dataset.engineBoot") == "install"
    page.wait_for_function("document.body.dataset.engineSnapshot === 'stored'", timeout=60_000)
    page.reload()
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    assert page.evaluate("document.body.dataset.engineBoot") == "snapshot"
    card = page.locator('.betta-board[data-can-act="true"] .hand-card[aria-disabled="false"]').first
    card.click()
    page_log.assert_clean()


@pytest.mark.parametrize("damage", [
    # not a snapshot at all (bad magic number)
    "bytes.fill(7, 0, 64);",
    # made by another runtime: the build id in the header differs ("Snapshot build id mismatch")
    "for (let i = 16; i < 48; i++) bytes[i] ^= 0xff;",
    # cut short before its header ends
    "return bytes.slice(0, 8);",
])
def test_a_snapshot_that_fails_to_load_is_dropped(page, base_url, page_log, damage):
    boot(page, base_url)
    wait_stored(page)
    rewrite_snapshot(page, damage)
    diag = boot(page, base_url, reload=True)
    assert diag["boot"] == "install"  # the fallback: today's boot
    assert page.evaluate(PLAY, [GAMES[:1], 10]) == native_transcript(GAMES[:1], 10)
    wait_stored(page)  # and a good snapshot replaces the bad one
    assert len(stored_keys(page)) == 1
    assert boot(page, base_url, reload=True)["boot"] == "snapshot"
    page_log.assert_clean()


def test_a_snapshot_of_another_engine_is_not_used(page, base_url, page_log):
    """The key names the Pyodide version and the sha256 of the wheel and of the stdlib bytecode: a
    snapshot stored under another key (an older engine) is never read, and the next one replaces it."""
    boot(page, base_url)
    wait_stored(page)
    [key] = stored_keys(page)
    page.evaluate(f"""async () => {{
        const cache = await caches.open('{SNAPSHOT_CACHE}');
        const [request] = await cache.keys();
        const old = new URL(request.url.replace(/-[0-9a-f]{{64}}-/, '-{'0' * 64}-'));
        await cache.put(old, await cache.match(request));
        await cache.delete(request);
    }}""")
    assert stored_keys(page) != [key]
    diag = boot(page, base_url, reload=True)
    assert diag["boot"] == "install"
    wait_stored(page)
    assert stored_keys(page) == [key]  # the other engine's snapshot is gone
    page_log.assert_clean()

