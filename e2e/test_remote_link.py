"""The link between two devices (issue 35): web/shell/remote/code.js, the invitation and answer codes,
and web/shell/remote/link.js, the WebRTC data channel they open (docs/research/remote-play.md).

Two browser contexts of one Chromium stand for two devices: nothing is shared between them but
the codes, carried from one page to the other as strings, as a player pastes them. Chromium runs
with the suite's flags only, so its candidates are mDNS names (<uuid>.local), as on a phone.
Each page is a bare page of the site's origin under the site's own Content-Security-Policy (that of
index.html), so the modules load and connect as they will on the table's page, without booting the
engine.

Covered: the codec on its own (addresses of every kind, extra bytes, white space from messengers,
and refusal of damaged, truncated, wrong-kind and other-version codes, with code 'bad_code');
pairing, messages both ways in order, one of 100 KB whole, the extra bytes carried, a bad answer
that leaves the invitation usable, stats(), and the host told when the guest closes; a host
given the answer of a guest that is gone (and a guest whose host never answers) rejecting with
'unreachable' instead of waiting forever. It prints the codes' sizes and the round-trip time of a
small message.
"""

from __future__ import annotations

import re
import statistics

import pytest

from conftest import SITE

PAGE = "remote-link-test.html"  # not a file of the site: each context's route answers it


def _csp() -> str:
    """The Content-Security-Policy of the site's index.html."""
    match = re.search(r'http-equiv="Content-Security-Policy"\s+content="([^"]+)"',
                      (SITE / "index.html").read_text())
    assert match, "site/index.html has no Content-Security-Policy"
    return match.group(1)


@pytest.fixture
def devices(browser, base_url):
    """open() -> a new page in a context of its own (a device), with link.js as window.L and
    code.js as window.C; the console errors of every page are checked at the end."""
    html = (f'<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" '
            f'content="{_csp()}"><link rel="icon" href="data:,"><title>remote link</title>')
    contexts, errors = [], []

    def open_device():
        context = browser.new_context()
        contexts.append(context)
        context.route(base_url + PAGE, lambda route: route.fulfill(body=html, content_type="text/html"))
        page = context.new_page()
        page.set_default_timeout(30_000)
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base_url + PAGE)
        page.evaluate("""async () => {
            window.L = await import('/shell/remote/link.js');
            window.C = await import('/shell/remote/code.js');
        }""")
        return page

    yield open_device
    for context in contexts:
        context.close()
    assert errors == [], "console errors or uncaught errors in a device's page"


def _outcome(page, body: str, arg=None) -> dict:
    """Run `body` (an async function's body, with `arg`) in the page: {ok: value} or {code, message}."""
    return page.evaluate(f"""async (arg) => {{
        try {{ return {{ok: await (async () => {{ {body} }})()}}; }}
        catch (e) {{ return {{code: e.code ?? null, message: String(e.message)}}; }}
    }}""", arg)


SYNTHETIC_SDP = "\r\n".join([
    "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:1 1 tcp 1518280447 10.0.0.9 9 typ host tcptype active generation 0",
    "a=candidate:2 1 udp 2122262783 2001:db8:0:12::a0 50000 typ host generation 0",
    "a=candidate:3 1 udp 2122194687 3f2a1b4c-1234-4abc-9def-0123456789ab.local 40000 typ host",
    "a=candidate:4 2 udp 2122194686 192.168.1.20 40002 typ host",
    "a=candidate:5 1 udp 1686052607 203.0.113.5 61000 typ srflx raddr 10.0.0.2 rport 40001",
    "a=candidate:6 1 udp 2122194687 192.168.1.20 40001 typ host",
    "a=ice-ufrag:Ab+/", "a=ice-pwd:abcdefghijklmnopqrstuvwx", "a=ice-options:trickle",
    "a=fingerprint:sha-256 " + ":".join(f"{i * 7 % 256:02X}" for i in range(32)),
    "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", ""])


def test_codec_round_trip_and_refusals(devices):
    page = devices()
    got = page.evaluate("""async (sdp) => {
        const extra = Uint8Array.from([0, 1, 254, 255, 42]);
        const offer = C.encodeDescription({kind: 'offer', sdp}, extra);
        // a messenger's line breaks and spaces around and inside
        const pasted = '  \\n' + offer.slice(0, 30) + '\\n' + offer.slice(30, 61) + ' \\r\\n ' + offer.slice(61) + '\\n';
        const back = C.decodeDescription(pasted, 'offer');
        const v6 = C.decodeDescription(C.encodeDescription({kind: 'offer', sdp: sdp.replace(/^a=candidate:[3456].*\\r\\n/gm, '')}));
        const answerSdp = sdp.replace('a=setup:actpass', 'a=setup:active').replace(/^a=candidate.*\\r\\n/gm, '');
        const answer = C.encodeDescription({kind: 'answer', sdp: answerSdp});
        const passive = C.decodeDescription(C.encodeDescription({kind: 'answer', sdp: answerSdp.replace('active', 'passive')}));
        // Chromium takes the rebuilt SDP as a remote offer, srflx and IPv6 candidates included
        const pc = new RTCPeerConnection({iceServers: []});
        await pc.setRemoteDescription({type: 'offer', sdp: back.sdp});
        await pc.setRemoteDescription({type: 'rollback'});
        await pc.setRemoteDescription({type: 'offer', sdp: v6.sdp});
        pc.close();
        return {offer, kind: back.kind, sdp: back.sdp, extra: [...back.extra], v6: v6.sdp,
                answer, answerBack: C.decodeDescription(answer), passive: passive.sdp};
    }""", SYNTHETIC_SDP)
    assert got["offer"].startswith("TO") and got["answer"].startswith("TA")
    assert got["kind"] == "offer" and got["extra"] == [0, 1, 254, 255, 42]
    sdp = got["sdp"]
    candidates = re.findall(r"^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (\w+)", sdp, re.M)
    # udp and component 1 only; host IPv4 and mDNS first (in the browser's order), then srflx, then
    # IPv6; three at most
    assert candidates == [("3f2a1b4c-1234-4abc-9def-0123456789ab.local", "40000", "host"),
                          ("192.168.1.20", "40001", "host"), ("203.0.113.5", "61000", "srflx")]
    for line in ("a=ice-ufrag:Ab+/", "a=ice-pwd:abcdefghijklmnopqrstuvwx", "a=setup:actpass",
                 "a=fingerprint:sha-256 " + ":".join(f"{i * 7 % 256:02X}" for i in range(32)),
                 "a=group:BUNDLE 0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "a=mid:0",
                 "a=sctp-port:5000", "a=max-message-size:262144"):
        assert line in sdp.split("\r\n"), line
    assert re.findall(r"^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host", got["v6"], re.M) == [
        ("2001:db8:0:12:0:0:0:a0", "50000")]
    assert got["answerBack"]["kind"] == "answer" and "a=setup:active" in got["answerBack"]["sdp"]
    assert "a=candidate" not in got["answerBack"]["sdp"]
    assert "a=setup:passive" in got["passive"]

    offer, answer = got["offer"], got["answer"]
    # Another version: the same bytes with version 2 and a checksum that fits them.
    other_version = page.evaluate("""(code) => {
        const b64 = code.slice(2).replace(/-/g, '+').replace(/_/g, '/');
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        bytes[0] = 2;
        let a = 0, b = 0;
        for (const x of bytes.subarray(0, bytes.length - 2)) { a = (a + x) % 255; b = (b + a) % 255; }
        bytes[bytes.length - 2] = b; bytes[bytes.length - 1] = a;
        return code.slice(0, 2) + btoa(String.fromCharCode(...bytes)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
    }""", offer)
    flipped = offer[:40] + ("A" if offer[40] != "A" else "B") + offer[41:]
    refused = {
        "empty": ("   \n", None),
        "not ours": ("hello there", None),
        "truncated": (offer[:-6], None),
        "cut in half": (offer[: len(offer) // 2], None),
        "one letter wrong": (flipped, None),
        "one letter more": (offer + "x", None),
        "not base64url": (offer[:20] + "!" + offer[21:], None),
        "only the prefix": ("TO", None),
        "prefix swapped": ("TA" + offer[2:], None),
        "other version": (other_version, None),
        "answer where an offer is expected": (answer, "offer"),
        "offer where an answer is expected": (offer, "answer"),
    }
    messages = {}
    for name, (text, expect) in refused.items():
        result = _outcome(page, "return C.decodeDescription(arg[0], arg[1]);", [text, expect])
        assert result.get("code") == "bad_code", (name, result)
        messages[name] = result["message"]
    assert "another version" in messages["other version"]
    assert "This is an answer code" in messages["answer where an offer is expected"]
    assert "This is an invitation code" in messages["offer where an answer is expected"]
    assert "damaged or incomplete" in messages["truncated"]


# In the host's page, after pairing: 50 round trips of a small message, host -> guest -> host (the
# guest echoes everything back), as a list of milliseconds.
ROUND_TRIPS = """async () => {
    const times = [];
    for (let i = 0; i < 50; i++) {
        const back = new Promise((resolve) => { window.onEcho = resolve; });
        const t0 = performance.now();
        hostChannel.send({type: 'ping', i});
        const echo = await back;
        if (echo.i !== i) throw new Error('echo out of order');
        times.push(performance.now() - t0);
    }
    window.onEcho = null;
    return times;
}"""


def test_pair_talk_and_close(devices):
    host, guest = devices(), devices()
    session = list(range(1, 17)) + [200] * 8  # a session id and a seat token, as the shell may send

    offer = host.evaluate("""async (extra) => {
        window.invite = await L.createInvite({extra: Uint8Array.from(extra)});
        return invite.text;
    }""", session)
    answer = guest.evaluate("""async (text) => {
        window.answer = await L.answerInvite(text);
        window.received = [];
        answer.channel.then((c) => {
            window.guestChannel = c;
            c.onmessage((m) => { received.push(m); if (m.type === 'ping') c.send({type: 'echo', i: m.i}); });
        });
        return {text: answer.text, extra: [...answer.extra]};
    }""", offer)
    assert answer["extra"] == session, "the invitation's extra bytes reach the guest"
    kinds = host.evaluate("(t) => C.decodeDescription(t).sdp.match(/typ \\w+/g)", offer)
    print(f"\ninvitation code: {len(offer)} characters ({len(session)} extra bytes, "
          f"{len(kinds or [])} candidates); answer code: {len(answer['text'])} characters")
    print("invitation's candidates:", re.findall(r"a=candidate:\S+ 1 udp \d+ (\S+)",
                                                  host.evaluate("(t) => C.decodeDescription(t).sdp", offer)))

    # A bad answer is refused and leaves the invitation as it was; the right one then opens it.
    for bad in (answer["text"][:-5], offer, "TA"):
        result = _outcome(host, "return invite.accept(arg).then(() => 'opened');", bad)
        assert result.get("code") == "bad_code", result
    opened = _outcome(host, """
        const t0 = performance.now();
        window.hostChannel = await invite.accept(arg);
        window.hostGot = [];
        window.hostClosed = [];
        hostChannel.onmessage((m) => { if (m.type === 'echo' && window.onEcho) onEcho(m); else hostGot.push(m); });
        hostChannel.onclose((e) => hostClosed.push(e.reason));
        return performance.now() - t0;""", answer["text"])
    assert "ok" in opened, opened
    guest.wait_for_function("window.guestChannel !== undefined")
    again = _outcome(host, "return invite.accept(arg);", answer["text"])
    assert again.get("code") == "used", again

    # Both ways, in order; a message sent before the other side listens waits for its handler.
    host.evaluate("() => { for (let i = 0; i < 20; i++) hostChannel.send({type: 'n', i, text: 'é✓ 🎲'}); }")
    guest.evaluate("() => { for (let i = 0; i < 20; i++) guestChannel.send({type: 'm', i, seat: 1}); }")
    guest.wait_for_function("received.filter((m) => m.type === 'n').length === 20")
    host.wait_for_function("hostGot.filter((m) => m.type === 'm').length === 20")
    assert guest.evaluate("received.map((m) => m.i)") == list(range(20))
    assert guest.evaluate("received[7].text") == "é✓ 🎲"
    assert host.evaluate("hostGot.map((m) => m.i)") == list(range(20))

    # One large message (a snapshot): 100 KB of JSON, non-ASCII letters cut across the 16 KiB
    # frames, arrives whole, once, and in place between two small ones.
    big = host.evaluate("""() => {
        const rows = [];
        for (let i = 0; rows.join('').length < 100_000; i++) rows.push(`row ${i}: ça va ✓ 🂡 ${'x'.repeat(i % 50)}`);
        const snapshot = {type: 'snapshot', rows};
        window.bigJson = JSON.stringify(snapshot);
        hostChannel.send({type: 'before'});
        hostChannel.send(snapshot);
        hostChannel.send({type: 'after'});
        return {chars: bigJson.length, bytes: new TextEncoder().encode(bigJson).length};
    }""")
    guest.wait_for_function("received.some((m) => m.type === 'after')")
    assert big["chars"] >= 100_000
    assert guest.evaluate("""(json) => {
        const tail = received.slice(-3);
        return tail.map((m) => m.type).join() === 'before,snapshot,after' && JSON.stringify(tail[1]) === json;
    }""", host.evaluate("bigJson"))

    # Round trips of a small message.
    times = host.evaluate(ROUND_TRIPS)
    assert len(times) == 50
    print(f"round trip of a small message host -> guest -> host, 50 times: median "
          f"{statistics.median(times):.2f} ms, max {max(times):.2f} ms; channel open "
          f"{opened['ok']:.0f} ms after accept()")

    host_stats = host.evaluate("hostChannel.stats()")
    guest_stats = guest.evaluate("guestChannel.stats()")
    assert host_stats["messagesSent"] == 20 + 3 + 50 and guest_stats["messagesReceived"] == 20 + 3 + 50
    assert host_stats["messagesReceived"] == 20 + 50 and guest_stats["messagesSent"] == 20 + 50
    assert host_stats["bytesSent"] == guest_stats["bytesReceived"] > big["bytes"]
    assert guest_stats["bytesSent"] == host_stats["bytesReceived"]
    print(f"host's stats: {host_stats}")

    # The guest leaves: the host is told, and its channel refuses to send.
    guest.evaluate("answer.close()")
    host.wait_for_function("hostClosed.length > 0", timeout=10_000)
    assert host.evaluate("hostClosed") == ["closed"]
    assert host.evaluate("hostChannel.send({type: 'late'})") is False


def test_unreachable_rather_than_waiting(devices):
    host, guest = devices(), devices()
    offer = host.evaluate("async () => { window.invite = await L.createInvite({openTimeout: 1500}); return invite.text; }")
    # The guest answers and is gone before the host takes the answer.
    answer = guest.evaluate("async (t) => { const a = await L.answerInvite(t); a.close(); return a.text; }", offer)
    result = _outcome(host, "await invite.accept(arg); return 'opened';", answer)
    assert result.get("code") == "unreachable", result
    assert "could not reach each other" in result["message"] and "same Wi-Fi" in result["message"]

    # A guest whose host never takes its answer is told so too, once its own wait is over; and
    # closing its side while it waits ends the wait with 'closed', not 'unreachable'.
    offer = host.evaluate("async () => (await L.createInvite()).text")
    waited = _outcome(guest, """
        const a = await L.answerInvite(arg, {openTimeout: 1000});
        const t0 = performance.now();
        try { await a.channel; } catch (e) { e.message += ` (after ${Math.round(performance.now() - t0)} ms)`; throw e; }
        return 'opened';""", offer)
    assert waited.get("code") == "unreachable", waited
    closed = _outcome(guest, """
        const a = await L.answerInvite(arg);
        setTimeout(() => a.close(), 100);
        await a.channel;
        return 'opened';""", offer)
    assert closed.get("code") == "closed", closed
    print(f"\n{waited['message']}")

    # A code that is not an invitation is refused at once.
    for bad in ("", "TO" + "A" * 40, offer[:-4], answer):
        result = _outcome(guest, "return L.answerInvite(arg).then(() => 'answered');", bad)
        assert result.get("code") == "bad_code", (bad, result)
