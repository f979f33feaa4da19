"""Reading QR codes with the device's camera (issue 35, web/shell/remote/scan.js).

Linux Chromium has no BarcodeDetector, so these tests read with zxing-wasm, whose module and wasm the
site serves itself (tools/site.py, VENDOR_BUNDLED): no request may leave the site's origin.
- A code drawn by the page (qr.js, the SVG the host's panel shows) and rasterised reads back as the
  same text: a real invitation and a link holding one.
- With no camera, the scanner says so, and Escape closes it.
- End to end, a second Chromium whose fake camera films a QR code of an invitation: the join
  dialog's Scan button reads it and the dialog answers it, as a pasted invitation is answered, and
  the camera is stopped afterwards.
"""

from __future__ import annotations

import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import CHROMIUM, CHROMIUM_ARGS, LOCAL_SCHEMES

# A page of the site's origin that runs none of its code (the site's root holds files.json), and
# modules imported from it. The JSON page has no favicon of its own: its 404 is Chromium's.
BLANK = "files.json"
MODULES = "const at = (path) => new URL(path, location.origin + location.pathname.replace(/[^/]*$/, '')).href;"

# A real invitation (link.js), and each text drawn as the host's panel draws it (qr.js's SVG) and
# rasterised at `px` pixels; then each read back with readCode. Returns the texts, the reads, the
# time of each read, and the grey pixels of the last picture (for the fake camera).
DRAW_AND_READ = MODULES + """
async ({ links, px }) => {
  const [{ createInvite }, { drawCode }, { readCode }] = await Promise.all(
    ['shell/remote/link.js', 'shell/remote/qr.js', 'shell/remote/scan.js'].map((p) => import(at(p))));
  const invite = await createInvite();
  const code = invite.text;
  invite.close();
  const texts = [code, ...links.map((l) => l + code)];
  const reads = [], ms = [];
  let grey = null;
  for (const text of texts) {
    const svg = drawCode(text, 'code');
    const img = new Image(px, px);
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = px;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(img, 0, 0, px, px);
    const t0 = performance.now();
    reads.push(await readCode(canvas));
    ms.push(performance.now() - t0);
    const { data } = ctx.getImageData(0, 0, px, px);
    grey = Array.from({ length: px * px }, (_, i) => data[4 * i + 1]);
  }
  const loaded = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /zxing/.test(n));
  return { texts, reads, ms, grey, loaded, native: 'BarcodeDetector' in self };
}"""


def draw_and_read(page, base_url: str, *, links=(), px=330) -> dict:
    page.goto(base_url + BLANK)
    return page.evaluate(DRAW_AND_READ, {"links": list(links), "px": px})


def only_favicon(errors: list[str]) -> bool:
    return all("favicon.ico" in e for e in errors)


def test_a_drawn_code_reads_back_with_the_sites_own_reader(page, base_url, page_log):
    started = time.monotonic()
    got = draw_and_read(page, base_url, links=["http://192.168.1.20:8000/#join=", base_url + "#join="])
    assert not got["native"], "this Chromium has BarcodeDetector: zxing-wasm is not what was tested"
    code = got["texts"][0]
    assert code.startswith("TO") and 120 <= len(code) <= 170, code
    assert got["reads"] == got["texts"]
    origin = base_url.rstrip("/")
    assert sorted(got["loaded"]) == [f"{origin}/shell/remote/zxing-reader.mjs", f"{origin}/shell/remote/zxing_reader.wasm"]
    assert page_log.foreign_requests == []
    assert page_log.page_errors == [] and only_favicon(page_log.console_errors), page_log.console_errors
    print(f"\ninvitation of {len(code)} characters; reads in ms (the first loads zxing): "
          f"{', '.join(f'{m:.0f}' for m in got['ms'])}; {time.monotonic() - started:.1f} s in all")


def test_no_camera_is_said_plainly_and_escape_closes(page, base_url, page_log):
    page.goto(base_url + BLANK)
    page.evaluate(MODULES + """async () => {
      const { openScanner } = await import(at('shell/remote/scan.js'));
      window.__closed = 0;
      const opener = document.body.appendChild(document.createElement('button'));
      opener.id = 'opener';
      opener.focus();
      openScanner({ label: 'Scan the invitation', onClose: () => { window.__closed++; } });
    }""")
    dialog = page.get_by_role("dialog", name="Scan the invitation")
    expect(dialog).to_be_visible()
    # headless Chromium has no camera: NotFoundError
    expect(dialog).to_have_attribute("data-state", "failed")
    expect(dialog.get_by_role("alert")).to_have_text("This device has no camera the page can use. Paste the code instead.")
    expect(page.locator("#scan-cancel")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.locator("#opener")).to_be_focused()
    assert page.evaluate("window.__closed") == 1
    assert page_log.foreign_requests == [] and page_log.page_errors == []


# y4m: the raw frames Chromium's fake camera plays (in a loop), 4:2:0, grey (chroma 128).
def y4m(grey: list[int], side: int, width: int = 640, height: int = 480) -> bytes:
    y = bytearray([255]) * (width * height)
    left, top = (width - side) // 2, (height - side) // 2
    for row in range(side):
        at = (top + row) * width + left
        y[at:at + side] = bytes(grey[row * side:(row + 1) * side])
    chroma = bytes([128]) * (width // 2 * height // 2)
    header = f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode()
    return header + b"FRAME\n" + bytes(y) + chroma + chroma


# Every stream the page gets from getUserMedia, to see that the scanner stops its tracks.
STREAMS = """(() => {
  const get = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  window.__streams = [];
  navigator.mediaDevices.getUserMedia = async (c) => { const s = await get(c); window.__streams.push(s); return s; };
})();"""


def test_the_join_dialog_scans_an_invitation_with_the_camera(page, base_url, playwright_driver, tmp_path):
    started = time.monotonic()
    got = draw_and_read(page, base_url, links=[base_url + "#join="], px=330)
    link = got["texts"][1]
    assert got["reads"][1] == link
    film = tmp_path / "invitation.y4m"
    film.write_bytes(y4m(got["grey"], 330))

    browser = playwright_driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        *CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={film}"])
    try:
        ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
        origin = urlsplit(base_url)[:2]
        foreign: list[str] = []
        ctx.on("request", lambda r: foreign.append(r.url) if urlsplit(r.url).scheme not in LOCAL_SCHEMES
               and urlsplit(r.url)[:2] != origin else None)
        ctx.add_init_script(STREAMS)
        phone = ctx.new_page()
        errors: list[str] = []
        phone.on("pageerror", lambda e: errors.append(str(e)))
        phone.set_default_timeout(20_000)
        phone.goto(base_url)
        phone.locator("#lobby-join").click()
        expect(phone.locator("#join-code")).to_be_visible()
        clicked = time.monotonic()
        phone.locator("#join-scan").click()
        expect(phone.get_by_role("dialog", name="Scan the invitation")).to_be_visible()
        # read, put in the field and answered: the dialog now shows this device's answer
        answer = phone.locator("#join-answer")
        expect(answer).to_be_visible()
        read_s = time.monotonic() - clicked
        assert answer.input_value().startswith("TA")
        expect(phone.locator(".remote-scan")).to_have_count(0)
        assert phone.evaluate("window.__streams.length") == 1
        phone.wait_for_function("window.__streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'))")
        assert foreign == [] and errors == []
    finally:
        browser.close()
    print(f"\nfrom Scan to the answer: {read_s:.1f} s; {time.monotonic() - started:.1f} s in all")


if __name__ == "__main__":
    raise SystemExit(pytest.main([__file__, "-q", "-s"]))
