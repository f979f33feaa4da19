"""A game's modules load when the game is used, so the page's boot does not grow with the games.

The page marks two moments (performance marks): "tabletop:worker-start", when it starts the
engine's worker, and "tabletop:lobby-ready", when the lobby is on screen. The page's resource
timing says which files it fetched before each.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tabletop import engine
from test_betta_game import BOOT_MS, wait_engine

GAME_MODULE = re.compile(r"^games/[^/]+/")
# The worker's own files, which its boot fetches at its own pace (some show in the page's timing).
WORKER_FILE = re.compile(r"^(worker\.mjs|engine-boot\.mjs|engine-snapshot\.mjs|snapshot-worker\.mjs|pyodide/|wheels/)")

BOOT = """() => {
    const mark = (name) => {
        const entry = performance.getEntriesByName(name, 'mark')[0];
        return entry ? entry.startTime : null;
    };
    const files = performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname.replace(/^\\//, ''), start: e.startTime,
    }));
    return {worker: mark('tabletop:worker-start'), ready: mark('tabletop:lobby-ready'), files};
}"""

# What the lobby offers at the moment it is ready (before the engine has answered `games`).
LOBBY_GAMES_AT_READY = """new MutationObserver((_, observer) => {
    if (document.body && document.body.dataset.lobby === 'ready') {
        window.__lobbyGamesAtReady = [...document.querySelectorAll('#lobby-game option')].map((o) => o.value);
        observer.disconnect();
    }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-lobby']});"""


def boot_files(page) -> dict:
    """The page's own files (not the worker's) fetched before the worker started and before the
    lobby was ready."""
    page.wait_for_function("document.body.dataset.lobby === 'ready'", timeout=BOOT_MS)
    boot = page.evaluate(BOOT)
    assert boot["worker"] is not None and boot["ready"] is not None
    assert boot["worker"] < boot["ready"]
    files = [f for f in boot["files"] if not WORKER_FILE.match(f["path"])]
    return {
        "worker": [f["path"] for f in files if f["start"] <= boot["worker"]],
        "ready": [f["path"] for f in files if f["start"] <= boot["ready"]],
    }


def requested(page) -> list[str]:
    paths: list[str] = []
    page.on("request", lambda r: paths.append(re.sub(r"^https?://[^/]+/", "", r.url).split("?")[0]))
    return paths


def test_the_boot_loads_no_game_and_the_lobby_then_loads_its_choice(page, base_url, page_log):
    page.goto(base_url)
    boot = boot_files(page)
    assert "engine-start.mjs" in boot["worker"]
    assert "games/registry.js" in boot["ready"]
    assert [p for p in boot["ready"] if GAME_MODULE.match(p)] == []

    # Once shown, the lobby loads the game it has chosen (Betta on a first visit), and only it.
    expect(page.locator('.seat-row[data-seat="0"] .seat-icon .fish')).to_be_visible()
    wait_engine(page)
    files = [f["path"] for f in page.evaluate(BOOT)["files"]]
    assert {"games/betta/card.js", "games/betta/index.js", "games/betta/style.css"} <= set(files)
    # The gallery shows every game's card (its data and picture), and nothing else of it.
    expect(page.locator('.game-card[data-game="setline"] img')).to_be_visible()
    page.wait_for_function("""() => performance.getEntriesByType('resource')
        .some((e) => e.name.endsWith('/games/setline/cover.svg'))""", timeout=BOOT_MS)
    files = [f["path"] for f in page.evaluate(BOOT)["files"]]
    assert {"games/setline/card.js", "games/setline/cover.svg"} <= set(files)
    assert [p for p in files if p.startswith("games/setline/") and not p.endswith(("/card.js", "/cover.svg"))] == []

    # Choosing Set Line loads it.
    page.locator("#lobby-game").select_option("setline")
    expect(page.locator("#setline-timed")).to_be_visible()
    files = [f["path"] for f in page.evaluate(BOOT)["files"]]
    assert {"games/setline/card.js", "games/setline/index.js", "games/setline/style.css"} <= set(files)
    page_log.assert_clean()


def wheels(paths: list[str]) -> list[str]:
    """The engine's wheels among ``paths``: "core", or a game's id."""
    out = []
    for p in paths:
        m = re.fullmatch(r"wheels/tabletop(?:_([a-z0-9_]+))?-[^/]+\.whl", p)
        if m:
            out.append(m.group(1) or "core")
    return out


@pytest.mark.first_visit  # a returning visit's engine comes back from its snapshot, every game with it
def test_a_game_opened_by_address_loads_its_own_modules_only(page, base_url, page_log):
    """Its renderer and, in the engine's worker, the engine's core and that game's rules (issue 31):
    a visitor who opens Set Line from a link downloads no other game's Python."""
    paths = requested(page)
    page.goto(base_url + "?game=setline&seed=5")
    expect(page.locator(".setline[data-can-act='true']")).to_be_visible(timeout=BOOT_MS)
    setline = {p for p in paths if p.startswith("games/setline/")}
    assert {"games/setline/card.js", "games/setline/index.js", "games/setline/strings.js",
            "games/setline/art.js", "games/setline/rules.js", "games/setline/style.css"} <= setline
    assert [p for p in paths if p.startswith("games/betta/")] == []
    assert sorted(wheels(paths)) == ["core", "setline"]
    assert page.evaluate("document.body.dataset.lobby ?? null") is None  # the lobby was never shown
    page_log.assert_clean()


@pytest.mark.first_visit
def test_a_game_chosen_in_the_lobby_has_its_rules_installed_then(page, base_url, page_log):
    """The lobby's first choice (Betta) and then Quibbles: the worker installs each game's wheel when
    the lobby loads the game, and the game then plays."""
    paths = requested(page)
    page.goto(base_url)
    wait_engine(page)
    expect(page.locator('.seat-row[data-seat="0"] .seat-icon .fish')).to_be_visible()
    page.locator("#lobby-game").select_option("quibbles")
    page.locator("#start-game").click()
    expect(page.locator("body[data-phase='table']")).to_be_visible(timeout=BOOT_MS)
    installed = wheels(paths)
    assert "core" in installed and "quibbles" in installed and "betta" in installed
    assert not set(installed) - {"core", "betta", "quibbles"}, installed
    page_log.assert_clean()


def add_games(count: int):
    """A route handler serving the registry with `count` more games (whose files do not exist)."""
    lines = "".join(
        f"  dummy{i}: {{ name: 'Dummy {i}', card: () => import('./dummy{i}/card.js'), "
        f"renderer: () => import('./dummy{i}/index.js') }},\n" for i in range(count))

    def registry(route):
        response = route.fetch()
        text = response.text()
        assert "export const games = {\n" in text
        route.fulfill(response=response, body=text.replace("export const games = {\n", "export const games = {\n" + lines))
    return registry


def test_the_boot_fetches_the_same_files_with_many_more_games(context, base_url, page_log):
    plain = context.new_page()
    plain.goto(base_url)
    without = boot_files(plain)
    plain.close()

    page = context.new_page()
    page.on("pageerror", lambda error: page_log.page_errors.append(str(error)))
    paths = requested(page)
    page.route("**/games/registry.js", add_games(20))
    page.add_init_script(LOBBY_GAMES_AT_READY)
    page.goto(base_url)
    many = boot_files(page)
    # Which of the page's modules come before the worker starts depends on timing (the worker is
    # started by an async script); none is a game's either way.
    assert [p for p in many["worker"] if GAME_MODULE.match(p)] == []
    assert sorted(many["ready"]) == sorted(without["ready"])
    # The registry's line is all the lobby needs to offer a game...
    offered = page.evaluate("window.__lobbyGamesAtReady")
    assert set(engine.GAMES) <= set(offered) and len(offered) == 20 + len(engine.GAMES)
    # ...and once the engine has answered, it offers only the games the engine has.
    wait_engine(page)
    expect(page.locator("#lobby-game option")).to_have_count(len(engine.GAMES))
    # The gallery shows every registered card from its static data before the engine answers (issue
    # 29, item 6), so a game the engine lacks costs its card.js and nothing else of it.
    assert [p for p in paths if p.startswith("games/dummy") and not p.endswith("/card.js")] == []
    page_log.assert_clean()
