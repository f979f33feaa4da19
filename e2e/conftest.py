"""Browser-test fixtures: the built site/ served on 127.0.0.1 and Debian's Chromium via Playwright.

`python3 build.py test` builds site/ first; these fixtures build nothing.

Fixtures for tests in e2e/:
    base_url         "http://127.0.0.1:<port>/", serving site/ (session)
    browser          headless Chromium at /usr/bin/chromium, or $TABLETOP_CHROMIUM (session)
    context          a fresh browser context per test; any request that is not for base_url's
                     origin is aborted and recorded (workers' requests included)
    page             a page in that context; page.foreign_requests is the recorded list
    page_log         .foreign_requests, .console_errors, .page_errors, .assert_clean()
    foreign_requests, console_errors   the same lists as page_log's
    screenshot       screenshot(name="page", target=None) -> Path in e2e/screenshots/
A test that fails with a page open leaves e2e/screenshots/<test>-failed.png.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
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


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
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
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"no Chromium at {CHROMIUM}: apt-get install -y chromium "
                    "(python3 build.py test does it when run as root)", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


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
def context(browser, base_url: str, page_log: PageLog):
    origin = urlsplit(base_url)[:2]

    def guard(route):
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in LOCAL_SCHEMES or (parts.scheme, parts.netloc) == origin:
            route.continue_()
        else:
            page_log.foreign_requests.append(url)
            route.abort()

    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.route("**/*", guard)
    try:
        yield ctx
    finally:
        ctx.close()


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
