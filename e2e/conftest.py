"""Browser-test fixtures: the built site/ served on 127.0.0.1 and Debian's Chromium via Playwright.

`python3 build.py test` builds site/ first; these fixtures build nothing.

Fixtures for tests in e2e/:
    base_url         "http://127.0.0.1:<port>/", serving site/ (session)
    browser          headless Chromium at /usr/bin/chromium, or $TABLETOP_CHROMIUM (session), for
                     tests that make their own contexts (another device, a phone, service workers)
    context          the context every test's page opens in: one Chromium profile on disk for the
                     session (site_profile), wiped of everything the site stored (localStorage,
                     IndexedDB, service workers, Cache Storage, cookies, permissions) before each
                     test, so each test starts as a first visit, with one exception: the engine's
                     memory snapshot (web/engine-snapshot.mjs) stays once a test's worker stored
                     it, so most tests boot from it as a returning player does; a test marked
                     @pytest.mark.first_visit starts without it. What the site cannot see also
                     stays: the HTTP cache and Chromium's cache of compiled scripts and wasm, so
                     the tests after the first boot Pyodide without fetching and compiling most
                     of it again. Any request that is not for base_url's origin fails (workers'
                     and service workers' requests included) and is recorded.
                     A test that changes the context itself (offline, routes, init scripts) makes
                     its own with browser.new_context().
    page             a new page in that context, closed after the test; page.foreign_requests is
                     the recorded list
    page_log         .foreign_requests, .console_errors, .page_errors, .assert_clean()
    foreign_requests, console_errors   the same lists as page_log's
    screenshot       screenshot(name="page", target=None) -> Path in e2e/screenshots/
A test that fails with a page open leaves e2e/screenshots/<test>-failed.png.
A test that hangs (a Chromium call with no timeout that never returns) fails after
TABLETOP_TEST_LIMIT_S seconds instead of stalling the run: hang_guard.py prints every thread's
stack and kills Chromium, and the session fixtures (browsers, site_profiles) start a fresh one.
"""

from __future__ import annotations

import importlib
import os
import re
import socket
import sys
import tempfile
import threading
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

from hang_guard import WATCHDOG

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("TABLETOP_SITE") or ROOT / "site")  # another built site, to look at one while site/ is busy
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
CHROMIUM = os.environ.get("TABLETOP_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCAL_SCHEMES = {"data", "blob", "about"}
# Chromium DevTools' Storage.StorageType values that clearDataForOrigin takes ("all" is all of them).
CDP_STORAGE_TYPES = ("cookies", "file_systems", "indexeddb", "local_storage", "shader_cache", "websql",
                     "service_workers", "cache_storage", "interest_groups", "shared_storage",
                     "storage_buckets", "other")
SNAPSHOT_CACHE = "engine-snapshot"  # web/engine-snapshot.mjs


def _load_build_module():
    """build.py's static server with the right MIME types: the module tools/serve.py (standard
    library only), imported from this checkout; its make_server() serves site/."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return importlib.import_module("tools.serve")


@dataclass
class PageLog:
    """What a test page did that it should not have."""

    foreign_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def assert_clean(self) -> None:
        assert self.foreign_requests == [], "requests left the site's origin"
        assert self.console_errors == [], "console errors"
        assert self.page_errors == [], "uncaught page errors"


def pytest_configure(config):
    config.addinivalue_line("markers", "first_visit: the test's context starts without the engine's "
                            "memory snapshot that earlier tests may have stored (a true first visit)")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    WATCHDOG.arm(item.nodeid)
    try:
        return (yield)
    finally:
        WATCHDOG.disarm()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if WATCHDOG.fired == item.nodeid and report.failed:
        report.sections.append(("watchdog", f"the test hung: after {WATCHDOG.limit:.0f} s the watchdog "
                                "killed Chromium (every thread's stack is on stderr above)"))
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "wheels" / "manifest.json").is_file():
        pytest.fail("site/ is missing or incomplete: run python3 build.py site first "
                    "(python3 build.py test does it for you)", pytrace=False)
    return SITE


@pytest.fixture(scope="session")
def base_url(site_dir: Path):
    server = _load_build_module().make_server(site_dir, host="127.0.0.1", port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    port = server.server_address[1]
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def playwright_driver():
    """Playwright's sync API, started once for the session's browsers."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"no Chromium at {CHROMIUM}: apt-get install -y chromium "
                    "(python3 build.py test does it when run as root)", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


class Browsers:
    """The session's plain Chromium, started again if the watchdog killed it."""

    def __init__(self, playwright):
        self._playwright, self._chromium, self._bites = playwright, None, 0

    def get(self):
        if self._chromium is None or self._bites != WATCHDOG.bites or not self._chromium.is_connected():
            self._bites = WATCHDOG.bites
            self._chromium = self._playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        return self._chromium

    def close(self) -> None:
        if self._chromium is not None and self._chromium.is_connected():
            self._chromium.close()


@pytest.fixture(scope="session")
def browsers(playwright_driver):
    held = Browsers(playwright_driver)
    try:
        yield held
    finally:
        held.close()


@pytest.fixture
def browser(browsers):
    return browsers.get()


class SiteProfile:
    """A headless Chromium with a profile on disk, for pages of base_url's origin only.

    Why one profile: a fresh browser context starts with an empty HTTP cache and keeps no
    compiled code, so each test would fetch and compile Pyodide anew. A profile on disk keeps the
    compiled code of pyodide.asm.wasm and of the site's scripts, and every boot after the first
    reuses it (the server's no-cache answers are cheap revalidations). Playwright's routes would
    turn that cache off, so other origins are kept out by a proxy instead: every request goes to
    a port that refuses connections, except those for base_url's host and port ("<-loopback>"
    sends the other local ports to the proxy too). The context's "request" events record them.
    """

    def __init__(self, playwright, base_url: str, profile_dir: str):
        self.origin = base_url.rstrip("/")
        self.closed = False
        self.bites = WATCHDOG.bites
        self._refuser = socket.socket()  # bound, never listening: a connection is refused
        self._refuser.bind(("127.0.0.1", 0))
        proxy = f"http://127.0.0.1:{self._refuser.getsockname()[1]}"
        self.context = playwright.chromium.launch_persistent_context(
            profile_dir, executable_path=CHROMIUM, headless=True,
            args=[*CHROMIUM_ARGS, f"--proxy-server={proxy}",
                  f"--proxy-bypass-list=<-loopback>;{urlsplit(base_url).netloc}"],
            viewport={"width": 1280, "height": 800})
        self.context.on("close", lambda _: setattr(self, "closed", True))  # e.g. the watchdog killed it
        self._keeper = self.context.pages[0]  # the profile's first tab; tests get new pages
        self._cdp = self.context.new_cdp_session(self._keeper)

    def forget_site(self, keep_snapshot: bool = True) -> None:
        """Close the tests' pages; delete whatever the site stored, as if it was never visited
        (the HTTP cache and compiled code, which the site cannot see, stay), except, with
        keep_snapshot, the engine's memory snapshot (web/engine-snapshot.mjs): the tests after
        the one that stored it boot from it, as a returning player does."""
        for page in self.context.pages:
            if page is not self._keeper:
                page.close()
        if not keep_snapshot:
            self._cdp.send("Storage.clearDataForOrigin", {"origin": self.origin, "storageTypes": "all"})
        else:
            self._cdp.send("Storage.clearDataForOrigin", {"origin": self.origin, "storageTypes": ",".join(
                t for t in CDP_STORAGE_TYPES if t != "cache_storage")})
            self.in_site(f"""async () => {{
                for (const name of await caches.keys()) if (name !== '{SNAPSHOT_CACHE}') await caches.delete(name);
            }}""")
        # A page closed above may have saved its game as it went (pagehide): Chromium commits
        # localStorage to its store a moment later, so that write can land after the clearing and
        # bring the last test's game back to the next one (seen once in CI). Clear it again from
        # the site's own origin, where such a write has arrived by now.
        self.in_site("() => { localStorage.clear(); sessionStorage.clear(); }")
        self.context.clear_cookies()
        self.context.clear_permissions()

    def in_site(self, script: str):
        """Evaluate script in a page of the site's origin that runs none of its code (the keeper
        tab, on the static manifest.json for the moment; DevTools' CacheStorage domain wants a
        frame of the origin)."""
        try:
            self._keeper.goto(self.origin + "/wheels/manifest.json")
            return self._keeper.evaluate(script)
        finally:
            self._keeper.goto("about:blank")

    def close(self) -> None:
        if not self.closed and self.bites == WATCHDOG.bites:
            self.context.close()
        self._refuser.close()


class SiteProfiles:
    """The session's SiteProfile, in a fresh profile directory if the watchdog killed the last."""

    def __init__(self, playwright, base_url: str):
        self._playwright, self._base_url = playwright, base_url
        self._profile, self._dir = None, None

    def get(self) -> SiteProfile:
        if self._profile is None or self._profile.closed or self._profile.bites != WATCHDOG.bites:
            self.close()
            self._dir = tempfile.TemporaryDirectory(prefix="tabletop-chromium-", ignore_cleanup_errors=True)
            self._profile = SiteProfile(self._playwright, self._base_url, self._dir.name)
        return self._profile

    def close(self) -> None:
        if self._profile is not None:
            self._profile.close()
            self._dir.cleanup()
            self._profile = None


@pytest.fixture(scope="session")
def site_profiles(playwright_driver, base_url: str):
    held = SiteProfiles(playwright_driver, base_url)
    try:
        yield held
    finally:
        held.close()


@pytest.fixture
def site_profile(site_profiles) -> SiteProfile:
    return site_profiles.get()


@pytest.fixture
def page_log() -> PageLog:
    return PageLog()


@pytest.fixture
def foreign_requests(page_log: PageLog) -> list[str]:
    return page_log.foreign_requests


@pytest.fixture
def console_errors(page_log: PageLog) -> list[str]:
    return page_log.console_errors


@pytest.fixture
def context(site_profile: SiteProfile, base_url: str, page_log: PageLog, request):
    origin = urlsplit(base_url)[:2]
    first_visit = request.node.get_closest_marker("first_visit") is not None

    def record(request):
        parts = urlsplit(request.url)
        if parts.scheme not in LOCAL_SCHEMES and (parts.scheme, parts.netloc) != origin:
            page_log.foreign_requests.append(request.url)

    site_profile.forget_site(keep_snapshot=not first_visit)
    site_profile.context.on("request", record)
    try:
        yield site_profile.context
    finally:
        site_profile.context.remove_listener("request", record)
        if not site_profile.closed and site_profile.bites == WATCHDOG.bites:
            try:
                site_profile.forget_site()  # also stops a service worker that is still filling its cache
            except PlaywrightError as error:
                if "has been closed" not in error.message:  # Playwright's "Target ... has been closed"
                    raise
                # Chromium went away after the test had its answer (seen once in CI, in the
                # teardown of a test that passed): the next test gets a fresh profile, and the
                # run says so instead of failing a test whose checks all held.
                site_profile.closed = True
                warnings.warn(f"Chromium closed during a test's teardown; a fresh profile follows: {error}",
                              stacklevel=1)


@pytest.fixture
def page(context, page_log: PageLog, request):
    pg = context.new_page()
    pg.set_default_timeout(30_000)

    def on_console(message):
        if message.type == "error":
            location = message.location or {}
            where = location.get("url", "")
            page_log.console_errors.append(f"{message.text} [{where}]" if where else message.text)

    pg.on("console", on_console)
    pg.on("pageerror", lambda error: page_log.page_errors.append(str(error)))
    pg.foreign_requests = page_log.foreign_requests
    yield pg
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed and not pg.is_closed():
        try:
            SCREENSHOTS.mkdir(exist_ok=True)
            pg.screenshot(path=str(SCREENSHOTS / f"{_safe(request.node.name)}-failed.png"),
                          full_page=True)
        except Exception:  # the screenshot is a courtesy; the test already failed
            pass


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_")


@pytest.fixture
def screenshot(page, request):
    """screenshot(name, target=None): save the page (or a locator) to e2e/screenshots/."""

    def take(name: str = "page", target=None) -> Path:
        SCREENSHOTS.mkdir(exist_ok=True)
        path = SCREENSHOTS / f"{_safe(request.node.name)}-{_safe(name)}.png"
        if target is None:
            page.screenshot(path=str(path), full_page=True)
        else:
            target.screenshot(path=str(path))
        return path

    return take
