"""What the benchmark measures in headless Chromium, page by page (tools/bench.py drives it).

Startup: each kind of page (the bare Pyodide floor on the main thread and in a module worker, the
game table until a hand card accepts a click) loads cold in a fresh browser context, then warm
on a reload; the table's warm visits come with and without its engine's memory snapshot and its
service worker (BENCH_APP_VISITS). First visit: the floor in a worker and the game table, cold, over a throttled network
with the files gzipped as a static host serves them, and the bytes that took. Speed: random playouts and the hard bot's move times in Pyodide (web/bench.html),
each beside the same Python code (tabletop_tools.bench_browser) timed in this CPython. Boot modules:
how many of the page's own JS modules index.html fetched before its engine's worker started and
before its lobby was ready (one cold load), which should not grow with the number of games.
One move (issue 30): one human move late in a game, the old 8 ops against one `turn`, in Pyodide
(bench.html) and in this CPython; and a click on index.html's Betta table until it is redrawn.
Runs under .venv's python: Playwright is imported where it is used.
"""

from __future__ import annotations

import json
import re

from .common import step

BENCH_FLOOR_PAGE = "bench-floor.html"
BENCH_SPEED_PAGE = "bench.html"
BENCH_APP_PAGE = "index.html?game=betta&mode=staff&players=2&seed=1&seats=human,bot"
BENCH_BOOT_TIMEOUT_S = 120  # one page load until ready; a cold boot takes ~4 s on 2 cores
BENCH_CLICKABLE = '.betta-board[data-can-act="true"] .hand-card[aria-disabled="false"]'
BENCH_LOBBY_PAGE = "index.html"

# The page's own JavaScript modules (not the worker's) that index.html fetched before it started the
# engine's worker and before its lobby was ready, from its resource timing and the two performance
# marks it sets ("tabletop:worker-start", "tabletop:lobby-ready"); a game's modules load later, when
# it is chosen, so these counts do not grow with the number of games.
BENCH_BOOT_MODULES = """() => {
  const mark = (name) => (performance.getEntriesByName(name, 'mark')[0] || {}).startTime;
  const worker = mark('tabletop:worker-start');
  const ready = mark('tabletop:lobby-ready');
  const modules = performance.getEntriesByType('resource')
    .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
    .filter((e) => /\\.m?js$/.test(e.path) && !/\\/(worker\\.mjs|engine-boot\\.mjs|pyodide\\/)/.test(e.path));
  const before = (t) => modules.filter((e) => e.start <= t).map((e) => e.path);
  return { before_worker: before(worker), before_lobby_ready: before(ready) };
}"""

# Injected into index.html before its own scripts (not subject to its CSP). It records, on the
# page's clock (ms since navigation), when the engine's worker says "ready" and the first moment
# the table shows a hand card that accepts a click, so the polling below adds no error.
BENCH_APP_PROBE = """(() => {
  const probe = window.__benchApp = { table: null, engineReady: null, worker: null, boot: null,
                                      interactive: null, error: null };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const m = event.data || {};
        if (m.type === 'ready' && probe.engineReady === null) {
          probe.engineReady = performance.now();
          probe.worker = m.timings || null;
          probe.boot = m.boot || null;
        } else if (m.type === 'fatal') {
          probe.error = String(m.message);
        }
      });
    }
  };
  const check = () => {
    const body = document.body;
    if (probe.interactive !== null || !body) return;
    if (body.dataset.engine === 'error' && !probe.error) probe.error = 'the engine failed to start';
    if (body.dataset.phase !== 'table') return;
    if (probe.table === null) probe.table = performance.now();
    if (document.querySelector(%s)) {
      probe.interactive = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true,
                               attributeFilter: ['data-phase', 'data-engine', 'data-can-act',
                                                 'aria-disabled'] });
})();""" % json.dumps(BENCH_CLICKABLE)


class BenchError(Exception):
    """A benchmark step failed or timed out; the message says which and why."""


# ---------------- startup: the bare Pyodide floor against the game table

class BenchPage:
    """A page in a fresh browser context (cold HTTP cache) that remembers what went wrong."""

    def __init__(self, browser, base: str, init_script: str | None = None):
        self.base = base
        self.context = browser.new_context(viewport={"width": 1280, "height": 800})
        self.errors: list[str] = []
        self.foreign: list[str] = []
        self.context.on("request", self._request)
        if init_script:
            self.context.add_init_script(init_script)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(
            f"console error: {m.text}"))

    def _request(self, request) -> None:
        if not request.url.startswith(self.base) and request.url.split(":", 1)[0] in ("http", "https"):
            self.foreign.append(request.url)

    def close(self) -> None:
        self.context.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def load(self, path: str | None, ready_js: str, what: str,
             timeout_s: float = BENCH_BOOT_TIMEOUT_S) -> None:
        """goto(path), or reload when path is None; then wait until ready_js is true."""
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        url = self.base + path if path is not None else self.page.url
        try:
            if path is None:
                self.page.reload(wait_until="commit", timeout=timeout_s * 1000)
            else:
                self.page.goto(url, wait_until="commit", timeout=timeout_s * 1000)
            self.page.wait_for_function(ready_js, polling=50, timeout=timeout_s * 1000)
        except PlaywrightTimeout as err:
            detail = "; ".join(self.errors[-3:]) or str(err).splitlines()[0]
            raise BenchError(f"{what} was not ready within {timeout_s:.0f} s at {url} ({detail})") from None
        except PlaywrightError as err:
            raise BenchError(f"{what} failed at {url}: {str(err).splitlines()[0]}") from None

    def value(self, expression: str):
        return self.page.evaluate(expression)


def bench_floor_load(page: BenchPage, warm: bool, path: str = BENCH_FLOOR_PAGE) -> dict:
    page.load(None if warm else path,
              "() => window.__floor && (window.__floor.ready !== null || window.__floor.error !== null)",
              f"the Pyodide floor {path} ({'warm' if warm else 'cold'})")
    floor = page.value("window.__floor")
    if floor["error"]:
        raise BenchError(f"{path}: Pyodide failed: {floor['error']}")
    return {"ready": floor["ready"], "worker": floor["worker"]}


def bench_floor_worker_load(page: BenchPage, warm: bool) -> dict:
    return bench_floor_load(page, warm, BENCH_FLOOR_PAGE + "?worker")


def bench_app_load(page: BenchPage, warm: bool) -> dict:
    page.load(None if warm else BENCH_APP_PAGE,
              "() => window.__benchApp && (window.__benchApp.interactive !== null"
              " || window.__benchApp.error !== null)",
              f"the game table ({'warm' if warm else 'cold'})")
    probe = page.value("window.__benchApp")
    if probe["error"]:
        raise BenchError(f"index.html: {probe['error']}")
    try:  # the card really takes a click (visible, enabled, not covered); not timed
        page.page.locator(BENCH_CLICKABLE).first.click(trial=True, timeout=10_000)
    except Exception as err:
        raise BenchError(f"index.html: the hand card does not accept a click: {err}") from None
    return {"ready": probe["interactive"], "engine_ready": probe["engineReady"],
            "table": probe["table"], "worker": probe["worker"], "boot": probe["boot"]}


# The app's visits in one context, in this order: (temperature, how its engine must have booted,
# what to do before the visit). "warm" is a returning player: the first visit's worker stored its
# memory snapshot once idle and the service worker has cached the site. "warm_install" is the
# same without the snapshot (today's boot: micropip installs the wheel); "warm_bare" also without
# the service worker and its cache, as every warm visit was before either.
BENCH_APP_VISITS = (
    ("cold", "install", None),
    ("warm", "snapshot", """async () => {
        const stored = () => document.body.dataset.engineSnapshot;
        for (let i = 0; i < 600 && !stored(); i++) await new Promise((r) => setTimeout(r, 100));
        if (stored() !== 'stored') throw new Error(`no engine snapshot stored: ${stored()}`);
        await navigator.serviceWorker.ready;
    }"""),
    ("warm_install", "install", "async () => { await caches.delete('engine-snapshot'); }"),
    ("warm_bare", "install", """async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
    }"""),
)


def bench_app_visits(page: BenchPage) -> dict:
    """The app's visits (BENCH_APP_VISITS) in one context: {temperature: figures}."""
    from playwright.sync_api import Error as PlaywrightError

    visits = {}
    for temp, boot, before in BENCH_APP_VISITS:
        if before:
            try:
                page.page.evaluate(before)
            except PlaywrightError as err:
                raise BenchError(f"index.html before its {temp} visit: {str(err).splitlines()[0]}") from None
        visits[temp] = bench_app_load(page, temp != "cold")
        if visits[temp]["boot"] != boot:
            raise BenchError(f"index.html {temp}: the engine booted by {visits[temp]['boot']}, not {boot}")
    return visits


# kind -> (measure(page, warm), init script); each gets its own context per run
BENCH_STARTUP_KINDS = {
    "floor": (bench_floor_load, None),
    "floor_worker": (bench_floor_worker_load, None),
    "app": (bench_app_load, BENCH_APP_PROBE),
}
APP_TEMPS = tuple(temp for temp, _, _ in BENCH_APP_VISITS)


def bench_startup(browser, base: str, runs: int) -> dict:
    """runs x (new context: cold load, then reload = warm) per floor, and the app's visits
    (BENCH_APP_VISITS) in a new context; the order of the kinds rotates per run."""
    kinds = list(BENCH_STARTUP_KINDS)
    samples = {kind: {temp: [] for temp in (APP_TEMPS if kind == "app" else ("cold", "warm"))}
               for kind in kinds}
    foreign: list[str] = []
    for run in range(runs):
        for kind in kinds[run % len(kinds):] + kinds[:run % len(kinds)]:
            measure, probe = BENCH_STARTUP_KINDS[kind]
            with BenchPage(browser, base, probe) as page:
                if kind == "app":
                    for temp, figures in bench_app_visits(page).items():
                        samples[kind][temp].append(figures)
                else:
                    for warm in (False, True):
                        samples[kind]["warm" if warm else "cold"].append(measure(page, warm))
                foreign += page.foreign
        step(f"startup run {run + 1}/{runs} (ms): " + ", ".join(
            f"{kind} " + " / ".join(f"{temp} {xs[-1]['ready']:.0f}" for temp, xs in samples[kind].items())
            for kind in kinds))
    summary = {}
    for temp in APP_TEMPS:
        floor_temp = "cold" if temp == "cold" else "warm"
        app = [s["ready"] for s in samples["app"][temp]]
        floor = [s["ready"] for s in samples["floor"][floor_temp]]
        floor_worker = [s["ready"] for s in samples["floor_worker"][floor_temp]]
        engine_ms = [s["engine_ready"] for s in samples["app"][temp] if s["engine_ready"] is not None]
        summary[temp] = {
            "floor_ms": bench_spread(floor),
            "floor_worker_ms": bench_spread(floor_worker),
            "app_ms": bench_spread(app),
            "app_engine_ready_ms": bench_spread(engine_ms) if engine_ms else None,
            "app_over_floor": bench_median(app) / bench_median(floor),
            "app_over_floor_worker": bench_median(app) / bench_median(floor_worker),
            "app_breakdown_ms": bench_breakdown(samples["app"][temp]),
        }
    return {"summary": summary, "samples": samples, "foreign_requests": sorted(set(foreign))}


# A first visit over a real network: Chromium's network emulation (DevTools' throttling) on a cold
# context, the files gzipped as a static host serves them (tools/serve.py, gzip=True).
BENCH_NETWORK = {"mbit_s": 20, "latency_ms": 40}


def bench_first_visit(browser, base: str, server, runs: int) -> dict:
    """runs x a cold first visit of the Pyodide floor in a worker and of the game table, throttled
    to BENCH_NETWORK; the body bytes the server sent until each was ready (compressed as served)."""
    rate = BENCH_NETWORK["mbit_s"] * 1_000_000 / 8  # bytes a second
    samples: dict[str, list[dict]] = {"floor_worker": [], "app": []}
    foreign: list[str] = []
    for run in range(runs):
        for kind in (list(samples) if run % 2 == 0 else list(reversed(samples))):
            measure, probe = BENCH_STARTUP_KINDS[kind]
            with BenchPage(browser, base, probe) as page:
                cdp = page.context.new_cdp_session(page.page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", {
                    "offline": False, "latency": BENCH_NETWORK["latency_ms"],
                    "downloadThroughput": rate, "uploadThroughput": rate})
                before = server.sent
                fig = measure(page, False)
                samples[kind].append({"ready": fig["ready"], "bytes": server.sent - before})
                foreign += page.foreign
        step(f"first visit run {run + 1}/{runs} (ms, MB): " + ", ".join(
            f"{kind} {samples[kind][-1]['ready']:.0f}, {samples[kind][-1]['bytes'] / 1e6:.2f}" for kind in samples))
    return {"network": BENCH_NETWORK, "samples": samples, "foreign_requests": sorted(set(foreign)),
            "summary": {kind: {"ms": bench_spread([x["ready"] for x in xs]),
                               "bytes": int(bench_median([x["bytes"] for x in xs]))}
                        for kind, xs in samples.items()}}


def bench_breakdown(app_samples: list[dict]) -> dict | None:
    """Medians of where the app's time goes: until its worker's code runs (engine-start.mjs starts
    it from the page's <head>), each stage in the worker (Pyodide with micropip's wheel fetched
    alongside, import micropip, the wheel's install, the engine's import) and from "ready" to a
    clickable card."""
    rows = [s for s in app_samples if s["engine_ready"] is not None and s["worker"]]
    if not rows:
        return None
    stages = ("runtime", "micropip", "install", "import")
    parts: dict[str, list[float]] = {"worker_start": [], **{k: [] for k in stages}, "ui": []}
    for s in rows:
        w = s["worker"]
        parts["worker_start"].append(s["engine_ready"] - w["import"])
        previous = 0
        for stage in stages:  # a boot from the snapshot has no micropip and no install: 0 ms
            parts[stage].append(w.get(stage, previous) - previous)
            previous = w.get(stage, previous)
        parts["ui"].append(s["ready"] - s["engine_ready"])
    return {k: bench_median(v) for k, v in parts.items()}


def bench_median(values: list[float]) -> float:
    import statistics
    return statistics.median(values)


def bench_spread(values: list[float]) -> dict:
    return {"median": bench_median(values), "min": min(values), "max": max(values), "n": len(values)}


def bench_boot_modules(browser, base: str) -> dict:
    """index.html's own JS modules fetched before its worker starts and before its lobby is ready
    (one cold load): counts, the games' among them, and the paths."""
    with BenchPage(browser, base) as page:
        page.load(BENCH_LOBBY_PAGE, "() => document.body.dataset.lobby === 'ready'", "the lobby")
        paths = page.value(BENCH_BOOT_MODULES)
        foreign = page.foreign
    games = [p for p in paths["before_lobby_ready"] if re.match(r"^/games/[^/]+/", p)]
    return {"before_worker": len(paths["before_worker"]), "before_lobby_ready": len(paths["before_lobby_ready"]),
            "games_before_lobby_ready": len(games), "paths": paths, "foreign_requests": sorted(set(foreign))}


# ---------------- speed: the same Python code in Pyodide and in this CPython

def bench_speed(browser, base: str, native, seconds: float, rounds: int) -> dict:
    """Random playouts and hard-bot move times, browser and CPython interleaved."""
    from tabletop_tools.bench import PLAYOUT_MODES, random_playouts

    with BenchPage(browser, base) as page:
        page.load(BENCH_SPEED_PAGE, "() => document.body.dataset.state !== 'booting'",
                  "the benchmark page")
        state = page.value("document.body.dataset.state")
        if state != "ready":
            error = page.value("window.bench.ready.then(() => null, (e) => e.message)")
            raise BenchError(f"{BENCH_SPEED_PAGE} failed to start: {error}")
        boot = page.value("window.bench.timings")
        pyodide_python = bench_call(page, "window.bench.info()", None, "info")["python"]

        playouts = {}
        for game, options, label in PLAYOUT_MODES:
            browser_runs, native_runs = [], []
            for _ in range(rounds):
                browser_runs.append(bench_call(
                    page, "([g, o, s]) => window.bench.playouts(g, o, s)", [game, options, seconds],
                    f"random playouts of {label}"))
                native_runs.append(random_playouts(game, options, seconds))
            best_browser = max(browser_runs, key=lambda r: r["games_per_s"])
            best_native = max(native_runs, key=lambda r: r["games_per_s"])
            playouts[label] = {
                "browser": best_browser, "cpython": best_native,
                "cpython_over_browser": best_native["games_per_s"] / best_browser["games_per_s"],
                "browser_runs": browser_runs, "cpython_runs": native_runs,
            }
            step(f"playouts {label}: browser {best_browser['games_per_s']:.0f}, "
                 f"CPython {best_native['games_per_s']:.0f} games/s")

        hard_bot = bench_hard_bot(page, native)
        move_cost = bench_move_cost(page)
        foreign = page.foreign
    return {"speed_page_boot": boot, "pyodide_python": pyodide_python, "playouts": playouts,
            "hard_bot": hard_bot, "move_cost": move_cost, "speed_foreign_requests": sorted(set(foreign))}


def bench_call(page: BenchPage, script: str, arg, what: str):
    """page.evaluate of a window.bench call; bench.mjs rejects on its own timeouts."""
    from playwright.sync_api import Error as PlaywrightError

    try:
        return page.page.evaluate(script, arg)
    except PlaywrightError as err:
        message = str(err).splitlines()[0]
        raise BenchError(f"{what} in the browser failed: {message}") from None


def bench_hard_bot(page: BenchPage, native) -> dict:
    positions = native.bot_positions()
    call = "([p, b]) => window.bench.botMove(p, b)"
    # One untimed decision each side first (Pyodide's wasm tiers up, CPython warms its caches).
    bench_call(page, call, [positions[0], "hard"], "the hard bot's warm-up move")
    native.time_bot(positions[0], "hard")
    rows = []
    for position in positions:
        in_browser = bench_call(page, call, [position, "hard"], f"hard bot at {position['label']}")
        in_cpython = native.time_bot(position, "hard")
        rows.append({"label": position["label"], "browser_ms": in_browser["ms"],
                     "browser_round_trip_ms": in_browser["round_trip_ms"],
                     "cpython_ms": in_cpython["ms"],
                     "same_move": in_browser["move"] == in_cpython["move"]})
    step(f"hard bot: {len(rows)} positions timed")

    def stats(key: str, only=None) -> dict:
        values = [row[key] for row in rows if only is None or (" solo " in row["label"]) == only]
        if not values:
            return None
        return {"mean": sum(values) / len(values), "worst": max(values),
                "median": bench_median(values)}

    browser_ms, cpython_ms = stats("browser_ms"), stats("cpython_ms")
    return {
        "positions": len(rows),
        "browser_ms": browser_ms,
        "browser_round_trip_ms": stats("browser_round_trip_ms"),
        "cpython_ms": cpython_ms,
        "by_kind": {kind: {"browser_ms": stats("browser_ms", solo), "cpython_ms": stats("cpython_ms", solo)}
                    for kind, solo in (("multiplayer", False), ("solo", True))},
        "browser_over_cpython": {k: browser_ms[k] / cpython_ms[k] for k in ("mean", "worst")},
        "same_moves": sum(row["same_move"] for row in rows),
        "rows": rows,
    }


# ---------------- one human move: the old 8 ops against one `turn` (issue 30)

BENCH_MOVE_COST_RUNS = 5  # each way, per game, each side: medians are reported


def bench_move_cost(page: BenchPage, runs: int = BENCH_MOVE_COST_RUNS) -> dict:
    """One human move late in a game of each of move_cost.GAMES, asked the old way (8 ops) and by
    `turn` (1): engine ms inside Pyodide and in this CPython (the same code, move_cost.one_move),
    and through the bench worker as the table posts them: round trips, bytes both ways (JSON
    lengths), the Python calls' time in the worker and the time the page waited. Late positions
    are built here (the engine is deterministic: the same states as in Pyodide)."""
    from tabletop_tools import move_cost

    out = {}
    for position in move_cost.positions():
        reqs = move_cost.requests(position["state"], position["move"])
        fig = bench_call(page, "([p, r, n]) => window.bench.moveCost(p, r, n)", [position, reqs, runs],
                         f"one move of {position['label']}")
        native = move_cost.one_move(position["state"], position["move"], runs)
        out[position["label"]] = {"game": position["game"], "moves_before": len(position["state"]["moves"]),
                                  "browser": fig["engine"], "page": fig["page"], "cpython": native}
        step(f"one move of {position['label']}: browser engine {fig['engine']['before']['ms']:.1f} ms "
             f"(8 ops) -> {fig['engine']['now']['ms']:.1f} ms (turn)")
    return out


# ---------------- a human's click to the redrawn table, in the real page

# Betta against a bot that waits 10 s (the most botDelay allows): the bot's move never lands in the
# measured window. Confirm is off (the address does not ask for it): the click on a display plays.
BENCH_MOVE_PAGE = BENCH_APP_PAGE + "&botDelay=10000"

# Injected before the page's scripts: keeps what the page and its workers post each other once
# armed (lengths are taken afterwards, not while the move is timed).
BENCH_POSTS_PROBE = """(() => {
  const probe = window.__benchPosts = { armed: false, out: [], in: [] };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => { if (probe.armed) probe.in.push(event.data); });
    }
    postMessage(message, ...rest) {
      if (probe.armed) probe.out.push(message);
      return super.postMessage(message, ...rest);
    }
  };
})();"""

# Armed once a hand card is chosen and the pointer is over a display: the click's event time, when
# body[data-moves] changes (the table has drawn the move) and the next animation frame after it.
BENCH_MOVE_ARM = """() => {
  const probe = window.__benchMove = { click: null, moves: null, frame: null, before: document.body.dataset.moves };
  window.__benchPosts.armed = true;
  addEventListener('click', (event) => { probe.click = event.timeStamp; }, { capture: true });
  new MutationObserver((_, observer) => {
    if (document.body.dataset.moves === probe.before || probe.moves !== null) return;
    probe.moves = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { probe.frame = performance.now(); window.__benchPosts.armed = false; });
  }).observe(document.body, { attributes: true, attributeFilter: ['data-moves'] });
}"""

BENCH_MOVE_POSTS = """() => {
  const size = (m) => { try { return JSON.stringify(m).length; } catch (e) { return 0; } };
  const replies = window.__benchPosts.in.filter((m) => m && m.type === 'reply');
  return { out: window.__benchPosts.out.length, in: replies.length,
           out_bytes: window.__benchPosts.out.reduce((a, m) => a + size(m), 0),
           in_bytes: replies.reduce((a, m) => a + size(m), 0),
           ops: window.__benchPosts.out.map((m) => (m && m.request && m.request.op) || null) };
}"""


def bench_click_to_draw(browser, base: str, runs: int) -> dict:
    """A human's first move of Betta against a bot in index.html: from the click on a display to
    body[data-moves] changing and to the next animation frame (ms, page clock), and what the page
    posted to its engine's worker and heard back meanwhile. One load per run (cold, then reloads),
    each after the engine's idle snapshot is done so that it does not compete for the CPU."""
    samples = []
    with BenchPage(browser, base, init_script=BENCH_POSTS_PROBE) as page:
        for run in range(runs):
            page.load(BENCH_MOVE_PAGE if run == 0 else None, f"() => !!document.querySelector({json.dumps(BENCH_CLICKABLE)})",
                      "the Betta table for a timed move")
            # a first boot stores its snapshot once idle; a reload boots from it and stores none
            page.page.wait_for_function("() => !!document.body.dataset.engineSnapshot"
                                        " || document.body.dataset.engineBoot === 'snapshot'", polling=100, timeout=60_000)
            card = page.page.locator(BENCH_CLICKABLE).first
            card.click()
            page.page.wait_for_function("() => !!document.querySelector('.hand-card[aria-pressed=\"true\"]')", timeout=10_000)
            target = page.page.locator(".display:not(.full)").first
            target.hover()
            page.page.wait_for_function("() => document.querySelectorAll('.display .fish.ghost').length >= 3",
                                        timeout=10_000)
            page.page.evaluate(BENCH_MOVE_ARM)
            target.click()
            try:
                page.page.wait_for_function("() => window.__benchMove.frame !== null", polling=50, timeout=30_000)
            except Exception as err:
                raise BenchError(f"the move was not drawn within 30 s: {str(err).splitlines()[0]}") from None
            probe = page.value("window.__benchMove")
            posts = page.value(BENCH_MOVE_POSTS)
            samples.append({"to_moves_ms": probe["moves"] - probe["click"], "to_frame_ms": probe["frame"] - probe["click"],
                            "posts": posts})
            step(f"click to drawn table run {run + 1}/{runs}: {samples[-1]['to_frame_ms']:.1f} ms, "
                 f"{posts['out']} posts to the worker ({', '.join(map(str, posts['ops']))})")
    return {"page": BENCH_MOVE_PAGE, "samples": samples,
            "to_moves_ms": bench_spread([x["to_moves_ms"] for x in samples]),
            "to_frame_ms": bench_spread([x["to_frame_ms"] for x in samples]),
            "posts": samples[0]["posts"], "foreign_requests": sorted(set(page.foreign))}
