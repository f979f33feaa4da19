"""Offline play: the service worker caches the whole site, and a new version replaces the cache.

These tests make their own browser context: conftest's context routes every request (to abort
foreign ones), and routing gets in the way of service workers. Foreign requests are recorded
from the context's 'request' events instead (the service worker's own fetches included).
"""

from __future__ import annotations

import json
import shutil
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import _load_build_module
from test_betta_game import BOOT_MS, TURN_MS, wait_engine, wait_my_turn

GAME = "?game=betta&mode=staff&players=2&seed=3&seats=human,bot&botDelay=20"

CACHE_STATE = """async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  const index = await (await fetch('files.json', {cache: 'no-store'})).json();
  const names = await caches.keys();
  const name = 'tabletop-' + index.version;
  let missing = null;
  if (names.includes(name)) {
    const cache = await caches.open(name);
    const have = new Set((await cache.keys()).map((r) => r.url));
    missing = ['./', ...index.files].map((f) => new URL(f, location.href).href)
      .filter((u) => !have.has(u));
  }
  return {
    version: index.version, names, missing,
    active: !!(reg && reg.active && reg.active.state === 'activated'),
    script: reg && reg.active ? reg.active.scriptURL : null,
    controlled: !!navigator.serviceWorker.controller,
  };
}"""


def wait_cached(page, timeout: float = 90) -> dict:
    """Wait until the service worker is active, controls the page and has cached every file."""
    deadline = time.monotonic() + timeout
    state = {}
    while time.monotonic() < deadline:
        state = page.evaluate(CACHE_STATE)
        if state["active"] and state["controlled"] and state["missing"] == []:
            return state
        page.wait_for_timeout(250)
    raise AssertionError(f"the site was not cached in time: {state}")


@pytest.fixture
def sw_context(browser, base_url):
    origin = urlsplit(base_url)[:2]
    foreign: list[str] = []
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")

    def on_request(request):
        parts = urlsplit(request.url)
        if parts.scheme not in ("data", "blob", "about") and (parts.scheme, parts.netloc) != origin:
            foreign.append(request.url)

    ctx.on("request", on_request)
    ctx.foreign_requests = foreign
    try:
        yield ctx
    finally:
        ctx.close()


def watch(page) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(30_000)
    return errors


def test_plays_betta_offline_after_one_visit(sw_context, base_url, site_dir):
    page = sw_context.new_page()
    errors = watch(page)
    page.goto(base_url)
    wait_engine(page)
    state = wait_cached(page)
    index = json.loads((site_dir / "files.json").read_text())
    assert state["version"] == index["version"]
    assert state["names"] == [f"tabletop-{index['version']}"]
    assert state["script"].endswith(f"sw.js?v={index['version']}")
    manifest = json.loads((site_dir / "wheels" / "manifest.json").read_text())
    assert f"wheels/{manifest['engine']['wheel']}" in index["files"]

    sw_context.set_offline(True)
    try:
        page.reload()
        expect(page.locator("#lobby")).to_be_visible()
        wait_engine(page)
        assert page.evaluate("!!navigator.serviceWorker.controller")
        # A game opened by its address (query string): the navigation matches index.html's cache.
        page.goto(base_url + GAME)
        page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
        assert wait_my_turn(page)
        page.locator(".hand-card").first.click()
        page.locator(".display:not(.full)").first.click()
        page.wait_for_function("Number(document.body.dataset.moves) >= 1", timeout=TURN_MS)
        expect(page.locator(".log-entry").first).to_be_visible()
        # The embed page with a fragment opens offline too.
        page.goto(base_url + "embed.html" + GAME + "#offline")
        page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
        assert wait_my_turn(page)
    finally:
        sw_context.set_offline(False)
    assert sw_context.foreign_requests == []
    assert errors == []


def test_a_game_first_opened_offline_plays(sw_context, base_url):
    """One online visit caches every game's files, not only those the visit loaded: Set Line,
    never opened online here, opens offline by its address."""
    page = sw_context.new_page()
    errors = watch(page)
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(base_url)
    wait_engine(page)
    wait_cached(page)
    # The page never loaded Set Line's game: only its gallery card (data and picture).
    assert [u for u in requests if "/games/setline/" in u and not u.endswith(("/card.js", "/cover.svg"))] == []

    sw_context.set_offline(True)
    try:
        page.goto(base_url + "?game=setline&seed=4")
        expect(page.locator(".setline[data-can-act='true']")).to_be_visible(timeout=BOOT_MS)
        expect(page.locator(".sl-hand-card")).to_have_count(5)
    finally:
        sw_context.set_offline(False)
    assert sw_context.foreign_requests == []
    assert errors == []


def test_manifest_makes_the_table_installable(page, base_url):
    page.goto(base_url)
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    response = page.request.get(base_url + href)
    assert response.ok and "manifest+json" in response.headers["content-type"]
    manifest = response.json()
    assert manifest["name"] == "Tabletop" and manifest["short_name"]
    assert manifest["start_url"] == "./index.html" and manifest["display"] == "standalone"
    assert manifest["theme_color"] and manifest["background_color"]
    for icon in manifest["icons"]:
        assert page.request.get(base_url + icon["src"]).ok, icon["src"]
    assert any(i["type"] == "image/png" and i["sizes"] == "512x512" for i in manifest["icons"])


@pytest.fixture
def site_copy(tmp_path: Path, site_dir: Path):
    """A second server over a copy of site/ (links to its files) whose files.json a test rewrites."""
    root = tmp_path / "site"
    root.mkdir()
    for entry in site_dir.iterdir():
        if entry.name != "files.json":
            (root / entry.name).symlink_to(entry)
    shutil.copy2(site_dir / "files.json", root / "files.json")
    server = _load_build_module().make_server(root, host="127.0.0.1", port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield root, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def test_a_new_version_replaces_the_old_cache(browser, site_copy):
    root, url = site_copy
    ctx = browser.new_context(service_workers="allow")
    try:
        page = ctx.new_page()
        errors = watch(page)
        page.goto(url)
        old = wait_cached(page)["version"]

        index = json.loads((root / "files.json").read_text())
        index["version"] = "new-" + old
        (root / "files.json").write_text(json.dumps(index))
        page.reload()
        deadline = time.monotonic() + 90
        state = {}
        while time.monotonic() < deadline:
            state = page.evaluate(CACHE_STATE)
            if state["names"] == [f"tabletop-new-{old}"] and state["missing"] == [] \
                    and state["script"].endswith(f"v=new-{old}") and state["controlled"]:
                break
            page.wait_for_timeout(250)
        else:
            raise AssertionError(f"the new version did not replace the old cache: {state}")
        # The page is controlled by the new worker and still works offline from the new cache.
        ctx.set_offline(True)
        page.reload()
        wait_engine(page)
        ctx.set_offline(False)
        assert errors == []
    finally:
        ctx.close()
