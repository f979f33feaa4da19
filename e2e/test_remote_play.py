"""Every player on their own device (issue 35): two browser contexts pair through the page's own UI
(the invitation and the answer, carried as texts the way a person pastes them) and play a whole
Betta game of four: two people on the host's screen (hot seat, with pass screens), one on a phone
and a bot on the host; the guest reloads mid-game and rejoins with a new invitation.

Every message the guest's page receives is recorded by an init script that reads the data channel's
frames (web/shell/remote/link.js: a header byte, 1 while more frames follow) without touching the
page's code, and checked against the engine: no update holds the record, the state or another seat's
view, and no message holds a card that another seat holds hidden at that moment. The game's end is
compared with the engine's replay of the host's record, and the guest's last view with the engine's
view of its seat. Prints the time from a guest's click to the host's table and back, and the bytes
per move on the link."""

from __future__ import annotations

import json
import random
import statistics
import time

from playwright.sync_api import expect

from tabletop import api, engine
from test_a11y import assert_axe_clean
from test_betta_game import BOOT_MS, TURN_MS, body, play_turn_like_a_person, save

GUEST_SEAT = 1
HIDERS = (0, 2, 3)  # the host's two people and the bot

RECORDER = """
(() => {
  const received = [];
  const sizes = { received: 0, sent: 0, frames: 0 };
  window.__remote = { received, sizes };
  const add = EventTarget.prototype.addEventListener;
  const seen = new WeakSet();
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (type === 'message' && typeof RTCDataChannel !== 'undefined' && this instanceof RTCDataChannel && !seen.has(this)) {
      seen.add(this);
      let parts = [];
      add.call(this, 'message', (e) => {
        if (!(e.data instanceof ArrayBuffer)) return;
        const frame = new Uint8Array(e.data);
        sizes.received += frame.length;
        sizes.frames += 1;
        parts.push(frame.subarray(1));
        if (frame[0] === 1) return;
        const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        parts.reduce((at, p) => { whole.set(p, at); return at + p.length; }, 0);
        parts = [];
        received.push(new TextDecoder().decode(whole));
      });
    }
    return add.call(this, type, fn, opts);
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    sizes.sent += data.byteLength ?? data.length ?? 0;
    return send.call(this, data);
  };
})();
"""


# When each page saw a click and each move count (epoch ms, one clock for both pages).
TIMES = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.__times = { clicks: [], moves: {} };
  document.addEventListener('click', () => window.__times.clicks.push(now()), true);
  let last = 0;
  new MutationObserver(() => {
    const m = Number(document.body && document.body.dataset.moves);
    // moves drawn together (a bot's right after) were all seen at this moment
    for (; Number.isFinite(m) && last < m; last++) window.__times.moves[last + 1] = now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-moves'] });
})();
"""


def seed_where_host_starts(players: int = 3) -> int:
    for seed in range(1, 200):
        g = api.new_game("betta", {"mode": "staff", "players": players}, seed)
        if api.to_move(g) == 0:
            return seed
    raise AssertionError("no seed")


def pair(host, guest, base_url, *, first: bool) -> None:
    """The guest answers the host's invitation for seat 1 through the pages' own fields."""
    code = host.locator(f'.remote-code[data-seat="{GUEST_SEAT}"]')
    expect(code).to_be_visible(timeout=BOOT_MS)
    text = code.input_value()
    if first:
        guest.goto(base_url)
        guest.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
        guest.locator("#lobby-join").click()
    expect(guest.locator("#join-code")).to_be_visible()
    guest.locator("#join-code").fill(text)
    guest.locator("#join-go").click()
    answer = guest.locator("#join-answer")
    expect(answer).to_be_visible(timeout=20_000)
    host.locator(f'.remote-answer[data-seat="{GUEST_SEAT}"]').fill(answer.input_value())
    host.locator(f'.remote-seat[data-seat="{GUEST_SEAT}"] .remote-take').click()
    expect(host.locator(f'.remote-seat[data-seat="{GUEST_SEAT}"]')).to_have_attribute("data-state", "connected", timeout=20_000)
    guest.wait_for_function("document.body.dataset.remote === 'guest' && document.body.dataset.phase === 'table'"
                            " && document.body.dataset.viewer === '1'", timeout=20_000)


def can_act(page) -> bool:
    return page.evaluate("!!document.querySelector('.betta-board[data-can-act=\"true\"]')")


def hidden_cards(record: dict) -> list[set]:
    """For each move count k: the cards another seat holds (hand or deck) that seat 1 cannot see."""
    out = []
    g = api.new_game(record["game"], record["options"], record["seed"])
    for k in range(len(record["moves"]) + 1):
        st = g["state"]
        held = {c for s in HIDERS for c in st["hands"][s]} | {c for deck in st["decks"] for c in deck}
        seen = json.dumps(api.view(g, GUEST_SEAT))
        out.append({c for c in held if f'"{c}"' not in seen})
        if k < len(record["moves"]):
            g = api.play(g, record["moves"][k])
    return out


def check_messages(texts: list[str], hidden: list[set], *, start: int) -> int:
    """Every message the guest received holds only what seat 1 may know at that moment. Returns the
    move count after the last one."""
    k = start
    for text in texts:
        m = json.loads(text)
        if m["type"] == "welcome":
            k = len(m["game"]["log"])
            assert all("move" not in e or e["seat"] == GUEST_SEAT for e in m["game"]["log"])
        elif m["type"] == "update":
            a = m["answer"]
            assert not {"record", "state", "seed"} & set(a), sorted(a)
            assert all(v["seat"] == GUEST_SEAT for v in a["views"]), [v["seat"] for v in a["views"]]
            assert all(u["seat"] == GUEST_SEAT for u in a.get("undo", []))
            if m.get("log") is not None:
                k = len(m["log"])
                assert all("move" not in e or e["seat"] == GUEST_SEAT for e in m["log"])
            elif m.get("played"):
                k += 1
                assert "move" not in m["played"] or m["played"]["seat"] == GUEST_SEAT
        leaked = [c for c in hidden[k] if f'"{c}"' in text]
        assert not leaked, (k, m["type"], leaked)
    return k


def test_two_devices_play_a_whole_game_and_the_guest_rejoins(browser, base_url):
    seed = seed_where_host_starts(4)
    host_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    guest_ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    guest_ctx.add_init_script(RECORDER)
    for ctx in (host_ctx, guest_ctx):
        ctx.add_init_script(TIMES)
    host = host_ctx.new_page()
    guest = guest_ctx.new_page()
    errors = []
    for p in (host, guest):
        p.on("pageerror", lambda e: errors.append(str(e)))
    try:
        host.goto(base_url + f"?game=betta&mode=staff&players=4&seed={seed}&seats=human,remote,human,bot:greedy&botDelay=0")
        expect(host.locator(".remote-panel")).to_be_visible(timeout=BOOT_MS)
        save(host, "remote-host-invitation.png")
        assert_axe_clean(host)  # the invitation panel
        pair(host, guest, base_url, first=True)
        save(guest, "remote-guest-joined-360.png")
        save(host, "remote-host-connected.png")

        rng = random.Random(seed)
        received: list[str] = []
        round_trips = []
        rejoined = False
        host_passes = 0
        before_reload = {"received": 0, "sent": 0}
        guest_turns = 0
        deadline = time.time() + 240
        while body(host, "phase") != "over":
            assert time.time() < deadline, "the game did not end"
            host.wait_for_function("""() => ['over', 'pass'].includes(document.body.dataset.phase)
                || !!document.querySelector('.betta-board[data-can-act="true"]')
                || document.body.dataset.toMove === '1'""", timeout=TURN_MS)
            if body(host, "phase") == "over":
                break
            if body(host, "phase") == "pass":
                # the host's two people share its screen: the next one asks for their hand
                assert body(host, "toMove") in ("0", "2")
                host_passes += 1
                host.locator("#reveal-hand").click()
                host.wait_for_function("document.body.dataset.phase !== 'pass'", timeout=TURN_MS)
                continue
            if can_act(host):
                play_turn_like_a_person(host, rng)
                continue
            # seat 1 plays on the guest's phone
            guest.wait_for_function("!!document.querySelector('.betta-board[data-can-act=\"true\"]')", timeout=TURN_MS)
            if guest_turns == 2 and not rejoined:
                # the guest's page reloads mid-game: it says it is reconnecting, and a new
                # invitation brings it back to the same seat, where the game stands
                received += guest.evaluate("window.__remote.received")
                before_reload = guest.evaluate("window.__remote.sizes")
                guest.reload()
                expect(guest.locator("#join-code")).to_be_visible(timeout=BOOT_MS)
                expect(guest.locator(".remote-join")).to_contain_text("Reconnecting")
                seat_row = host.locator(f'.remote-seat[data-seat="{GUEST_SEAT}"]')
                expect(seat_row).to_have_attribute("data-state", "lost", timeout=20_000)
                save(host, "remote-host-lost.png")
                seat_row.locator('[data-action="again"]').click()
                pair(host, guest, base_url, first=False)
                rejoined = True
                guest.wait_for_function("!!document.querySelector('.betta-board[data-can-act=\"true\"]')", timeout=TURN_MS)
            before = int(body(guest, "moves") or 0)
            played = play_turn_like_a_person(guest, rng)
            host.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=TURN_MS)
            click = guest.evaluate("window.__times.clicks.at(-1)")
            at_host = host.evaluate(f"window.__times.moves['{before + 1}']")
            back = guest.evaluate(f"window.__times.moves['{before + 1}']")
            assert None not in (at_host, back, click), (before, host.evaluate("window.__times"), guest.evaluate("window.__times"))
            round_trips.append((at_host - click, back - click))
            guest_turns += 1
            assert played

        expect(guest.locator('#overlay[data-kind="end"]')).to_be_visible(timeout=TURN_MS)
        save(guest, "remote-guest-end-360.png")
        received += guest.evaluate("window.__remote.received")
        sizes = guest.evaluate("window.__remote.sizes")
        record = host.evaluate("window.tabletop.record()")
        result = host.evaluate("window.tabletop.result()")
        assert rejoined and guest_turns >= 5 and host_passes >= 10

        # the host's record is the game: the engine's replay ends it the same way
        replayed = engine.replay(record)
        assert engine.result(replayed)["scores"] == result["scores"]
        # the guest's last view is the engine's view of its seat
        last = [json.loads(t) for t in received if json.loads(t)["type"] == "update"][-1]
        engines = json.loads(api.handle(json.dumps({"op": "view", "state": replayed, "seat": GUEST_SEAT})))["ok"]
        assert last["answer"]["views"][0]["view"] == engines
        assert last["answer"]["result"]["scores"] == result["scores"]

        hidden = hidden_cards(record)
        assert any(hidden), "the game hid nothing: the check could not fail"
        check_messages(received, hidden, start=0)

        # Play again: the same devices go on with the new game, with no new invitation
        expect(host.locator('#overlay[data-kind="end"]')).to_be_visible(timeout=TURN_MS)
        host.locator("#play-again").click()
        # (a new deal: a bot may move first at once, but the phone's seat waits for the phone)
        guest.wait_for_function(f"Number(document.body.dataset.moves) < {len(record['moves'])}"
                                " && document.body.dataset.phase === 'table'", timeout=20_000)
        expect(host.locator(f'.remote-seat[data-seat="{GUEST_SEAT}"]')).to_have_attribute("data-state", "connected")
        expect(host.locator(".remote-code")).to_have_count(0)
        # the host leaves the table: the guest is told
        host.locator("#btn-leave").click()
        guest.wait_for_function("document.body.dataset.remote === 'host-left'", timeout=20_000)
        expect(guest.locator(".toast", has_text="The host has left the game")).to_be_visible()

        moves = len(record["moves"])
        got = sizes["received"] + before_reload["received"]
        sent = sizes["sent"] + before_reload["sent"]
        print(f"\nremote play: {len(received)} messages to the guest over {moves} moves ({guest_turns} its own): "
              f"{got} bytes to the guest ({got / moves:.0f} a move), {sent} from it ({sent / guest_turns:.0f} a move of its own)"
              f"; from the guest's click to the host's table: median {statistics.median(a for a, _ in round_trips):.0f} ms,"
              f" max {max(a for a, _ in round_trips):.0f} ms; and back to the guest's table: median "
              f"{statistics.median(b for _, b in round_trips):.0f} ms, max {max(b for _, b in round_trips):.0f} ms,"
              f" over {len(round_trips)} moves")
        assert not errors, errors
    finally:
        host_ctx.close()
        guest_ctx.close()


def test_a_lost_seat_goes_to_a_bot_and_back_and_bad_codes_are_refused(browser, base_url):
    """The guest's page closes: the host says so, hands the seat to a bot (which plays it), then back to
    a device with a new invitation. A code that is no invitation, or an answer pasted as one, is
    refused in words, and nothing changes."""
    seed = seed_where_host_starts(2)  # a game of two: the phone's seat moves second
    host_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    guest_ctx = browser.new_context(viewport={"width": 360, "height": 740})
    host = host_ctx.new_page()
    guest = guest_ctx.new_page()
    try:
        host.goto(base_url + f"?game=betta&mode=staff&players=2&seed={seed}&seats=human,remote&botDelay=0")
        expect(host.locator(".remote-panel")).to_be_visible(timeout=BOOT_MS)
        guest.goto(base_url)
        guest.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
        guest.locator("#lobby-join").click()
        invitation = host.locator('.remote-code[data-seat="1"]').input_value()
        for bad, said in (("hello", "not a code from a game table"), (invitation[:-9], "damaged or incomplete"),
                          ("TA" + invitation[2:], "an answer, not an invitation")):
            guest.locator("#join-code").fill(bad)
            guest.locator("#join-go").click()
            expect(guest.locator(".remote-join .remote-error")).to_contain_text(said)
        guest.locator("#join-code").fill("")
        assert_axe_clean(guest)  # the join dialog
        pair(host, guest, base_url, first=False)
        assert body(host, "moves") == "0"

        # the guest's page asks for what it may not know, or plays out of turn: refused, in words
        ask = "(p) => p.then(() => 'given', (e) => `${e.code}: ${e.message}`)"
        assert guest.evaluate(f"({ask})(window.tabletop.record())").startswith("bad_request")
        assert guest.evaluate(f"({ask})(window.tabletop.view(0))").startswith("bad_request")
        assert guest.evaluate(f"({ask})(window.tabletop.play({{card: 'green-1', rotation: 0, display: 0}}))").startswith("illegal_move")
        play_turn_like_a_person(host, random.Random(1))  # seat 0 moves; now seat 1, on the phone
        expect(guest.locator('.betta-board[data-can-act="true"]')).to_be_visible(timeout=TURN_MS)
        refused = guest.evaluate(f"({ask})(window.tabletop.play({{card: 'pink-1', rotation: 45, display: 0}}))")
        assert refused.startswith("illegal_move"), refused
        expect(guest.locator(".toast-error", has_text="not in Green")).to_be_visible()  # the engine says why
        assert body(guest, "moves") == "1" and body(host, "moves") == "1"  # nothing changed
        guest.close()
        row = host.locator('.remote-seat[data-seat="1"]')
        expect(row).to_have_attribute("data-state", "lost", timeout=20_000)
        assert body(host, "moves") == "1"  # the game waits for them
        row.locator('[data-action="toBot"]').click()
        host.wait_for_function("Number(document.body.dataset.moves) >= 2", timeout=TURN_MS)  # the bot played seat 1
        expect(row).to_have_attribute("data-state", "bot")
        row.locator('[data-action="backToDevice"]').click()
        expect(row).to_have_attribute("data-state", "waiting", timeout=20_000)
        expect(host.locator('.remote-code[data-seat="1"]')).to_be_visible()
        save(host, "remote-host-back-to-device.png")
        # the save keeps the seat as one on another device: a reload asks for a new invitation
        host.reload()
        expect(host.locator('.remote-code[data-seat="1"]')).to_be_visible(timeout=BOOT_MS)
        assert int(body(host, "moves")) >= 2
    finally:
        host_ctx.close()
        guest_ctx.close()


def test_joining_speaks_russian_on_a_russian_page(page, base_url, page_log):
    """Every sentence of play on several devices has its own Russian, registered in the page, and the
    join dialog and the lobby's seat kind say it."""
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.locator("#lang-ru").click()
    page.wait_for_function("document.documentElement.lang === 'ru'")
    keys = page.evaluate("""async () => {
      const at = (p) => new URL(p, document.baseURI).href;
      const i18n = await import(at('i18n.js'));
      await import(at('shell/remote/strings.js'));
      const ru = new Set(i18n.stringKeys('ru'));
      const en = i18n.stringKeys('en').filter((k) => k.startsWith('remote.') || k.includes('.remote') || k.startsWith('lobby.join'));
      return { en: en.length, missing: en.filter((k) => !ru.has(k)) };
    }""")
    assert keys["en"] > 40 and keys["missing"] == [], keys
    expect(page.locator('.seat-kind option[value="remote"]').first).to_have_text("На другом устройстве")
    page.locator("#lobby-join").click()
    expect(page.locator("#join-heading")).to_have_text("Присоединиться к игре")
    page.locator("#join-code").fill("TA123")
    page.locator("#join-go").click()
    expect(page.locator(".remote-join .remote-error")).to_contain_text("Это ответ, а не приглашение")
    page_log.assert_clean()


def test_each_seat_on_another_device_gets_its_own_invitation(browser, base_url):
    """Two seats on other devices: two invitations, different, each with its QR code; on a 360 px
    host the panel fits the width."""
    ctx = browser.new_context(viewport={"width": 360, "height": 740})
    page = ctx.new_page()
    try:
        page.goto(base_url + "?game=betta&mode=staff&players=3&seed=3&seats=human,remote,remote")
        codes = [page.locator(f'.remote-code[data-seat="{s}"]') for s in (1, 2)]
        for code in codes:
            expect(code).to_be_visible(timeout=BOOT_MS)
        texts = [c.input_value() for c in codes]
        assert texts[0] != texts[1] and all(t.startswith("TO") for t in texts)
        expect(page.locator(".remote-seat .qr")).to_have_count(2)
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        save(page, "remote-host-two-invitations-360.png")
        # the host puts the invitations aside and plays meanwhile; they come back on demand
        page.locator(".remote-later").click()
        expect(page.locator(".remote-panel")).to_have_attribute("data-all", "later")
        expect(page.locator(".remote-code")).to_have_count(0)
        expect(page.locator('.betta-board[data-can-act="true"]')).to_be_visible()
        page.locator(".remote-later").click()
        expect(page.locator(".remote-code")).to_have_count(2)
    finally:
        ctx.close()
