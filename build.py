#!/usr/bin/env python3
"""Build, serve and test the offline game table.

    python3 build.py serve [--port N]   build the static site in site/ and serve it on 127.0.0.1
    python3 build.py site               build the static site only
    python3 build.py wheel              build the engine wheel into dist/
    python3 build.py test [PYTEST ARGS] install the test tools, build the site, run pytest
    python3 build.py bench [--runs N] [--json FILE]
                                        build the site and time it in headless Chromium: startup
                                        against a bare Pyodide, engine speed against CPython

Standard library only: this file runs before any virtualenv exists.

What goes into site/:
    everything in web/ except package.json, package-lock.json, node_modules and dotfiles;
    pyodide/   the Pyodide runtime (npm package pinned in web/package-lock.json, installed
               with `npm ci`), its pyodide-lock.json patched to trust the micropip wheel below,
               and the micropip wheel (pinned version and sha256, fetched with pip), with the
               bytecode pip would compile on install added by the pinned Pyodide under Node;
    wheels/    the engine wheel tabletop-<version>-py3-none-any.whl, built here from py/ with
               zipfile (no build backend, no network), and manifest.json naming it.

Downloads are cached: web/node_modules (re-installed only when the lock changes) and .cache/.
"""

from __future__ import annotations

import sys

if sys.version_info < (3, 11):
    sys.exit("build.py needs Python 3.11 or newer (it reads pyproject.toml with tomllib).")

import argparse
import json
import os
import subprocess
import time
from pathlib import Path

from tools.common import DIST, PY_SRC, ROOT, SITE, die, step
from tools.serve import make_server, serve
from tools.site import build_site
from tools.testenv import CHROMIUM, ensure_chromium, ensure_venv
from tools.wheel import build_wheel


def run_tests(pytest_args: list[str]) -> int:
    python = ensure_venv()
    ensure_chromium()
    build_site()
    cmd = [str(python), "-m", "pytest", *pytest_args]
    step("$ " + " ".join(cmd))
    env = dict(os.environ, TABLETOP_CHROMIUM=CHROMIUM)
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


# ---------------------------------------------------------------- benchmark (not a test)
#
# `python3 build.py bench` builds site/, then re-runs this file under .venv's python (which has
# Playwright) with the hidden flag --in-venv. That process serves site/ on a free port, drives
# headless Chromium and times the same Python code natively for comparison.

BENCH_CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
BENCH_FLOOR_PAGE = "bench-floor.html"
BENCH_SPEED_PAGE = "bench.html"
BENCH_APP_PAGE = "index.html?game=betta&mode=staff&players=2&seed=1&seats=human,bot"
BENCH_BOOT_TIMEOUT_S = 120  # one page load until ready; a cold boot takes ~4 s on 2 cores
BENCH_CLICKABLE = '.betta-board[data-can-act="true"] .hand-card[aria-disabled="false"]'

# Injected into index.html before its own scripts (not subject to its CSP). It records, on the
# page's clock (ms since navigation), when the engine's worker says "ready" and the first moment
# the table shows a hand card that accepts a click, so the polling below adds no error.
BENCH_APP_PROBE = """(() => {
  const probe = window.__benchApp = { table: null, engineReady: null, worker: null,
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


def run_bench(args: argparse.Namespace) -> int:
    """Build site/, then measure it under .venv's python (the process that can import Playwright)."""
    if args.in_venv:
        return bench_in_venv(args)
    python = ensure_venv()
    ensure_chromium()
    build_site()
    cmd = [str(python), str(Path(__file__).resolve()), "bench", "--in-venv",
           "--runs", str(args.runs), "--seconds", str(args.seconds), "--rounds", str(args.rounds)]
    if args.json:
        cmd += ["--json", str(Path(args.json).resolve())]
    step("$ " + " ".join(cmd))
    child = subprocess.Popen(cmd, cwd=ROOT, env=dict(os.environ, TABLETOP_CHROMIUM=CHROMIUM))
    try:
        return child.wait()
    except KeyboardInterrupt:
        # The child got the same Ctrl-C: give it time to close Chromium and its server.
        try:
            child.wait(timeout=30)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        return 130


def bench_in_venv(args: argparse.Namespace) -> int:
    if not (SITE / "wheels" / "manifest.json").is_file():
        die("site/ is missing: run python3 build.py bench (it builds the site first)")
    try:
        report = bench_measure(args.runs, args.seconds, args.rounds)
    except BenchError as err:
        die(f"bench: {err}")
    except KeyboardInterrupt:
        print("\nbuild.py: bench interrupted", file=sys.stderr, flush=True)
        return 130
    print_bench_report(report)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
        step(f"wrote {args.json}")
    return 0


def bench_measure(runs: int, seconds: float, rounds: int) -> dict:
    """Everything in one run: one server, one browser, closed whatever happens."""
    import platform
    import threading

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise BenchError(f"Playwright is not importable by {sys.executable}: "
                         "run python3 build.py bench (it installs the test tools into .venv)")
    sys.path.insert(0, str(PY_SRC))  # this checkout's engine, not any installed copy
    from tabletop import bench_browser  # the CPython side times the very same code

    manifest = json.loads((SITE / "wheels" / "manifest.json").read_text())
    busy_before = bench_busy_cpus()
    if busy_before is not None and busy_before > BENCH_BUSY_CPUS:
        step(f"warning: other work keeps {busy_before:.1f} of {os.cpu_count()} CPUs busy: "
             "the figures will be noisy")
    server = make_server(SITE, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="bench-server", daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as playwright:
            step(f"launching {CHROMIUM} (headless)")
            try:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=BENCH_CHROMIUM_ARGS,
                    timeout=60_000)
            except Exception as err:
                raise BenchError(f"could not start Chromium at {CHROMIUM}: {err}") from None
            try:
                report = {
                    "meta": {
                        "chromium": browser.version,
                        "pyodide": manifest["pyodide"]["version"],
                        "engine": manifest["engine"]["version"],
                        "cpython": platform.python_version(),
                        "cpython_executable": os.path.realpath(sys.executable),
                        "cpus": os.cpu_count(),
                        "busy_cpus_before": busy_before,
                        "runs": runs, "seconds": seconds, "rounds": rounds,
                        "app_page": BENCH_APP_PAGE,
                    },
                    "startup": bench_startup(browser, base, runs),
                }
                report["meta"]["busy_cpus_between"] = bench_busy_cpus()  # the browser idles
                report.update(bench_speed(browser, base, bench_browser, seconds, rounds))
                report["meta"]["pyodide_python"] = report.pop("pyodide_python")
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    report["meta"]["busy_cpus_after"] = bench_busy_cpus()
    return report


BENCH_BUSY_CPUS = 0.25  # more CPUs than this busy with other work: warn that figures are noisy


def bench_busy_cpus(seconds: float = 1.0) -> float | None:
    """How many CPUs other processes keep busy, sampled from /proc/stat (None where there is none).

    Taken while the benchmark idles (before the browser starts, between the startup and speed
    phases, after it closed): a test suite or another benchmark running alongside skews every
    figure on a small machine."""
    def sample() -> tuple[int, int]:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:9]]
        return sum(fields), fields[3] + fields[4]  # all jiffies; idle + iowait

    try:
        total0, idle0 = sample()
        time.sleep(seconds)
        total1, idle1 = sample()
    except (OSError, ValueError, IndexError):
        return None
    if total1 <= total0:
        return None
    return round((os.cpu_count() or 1) * (1 - (idle1 - idle0) / (total1 - total0)), 2)


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
            "table": probe["table"], "worker": probe["worker"]}


# kind -> (measure(page, warm), init script); each gets its own context per run
BENCH_STARTUP_KINDS = {
    "floor": (bench_floor_load, None),
    "floor_worker": (bench_floor_worker_load, None),
    "app": (bench_app_load, BENCH_APP_PROBE),
}


def bench_startup(browser, base: str, runs: int) -> dict:
    """runs x (new context: cold load, then reload = warm) per kind; the order rotates per run."""
    kinds = list(BENCH_STARTUP_KINDS)
    samples = {kind: {"cold": [], "warm": []} for kind in kinds}
    foreign: list[str] = []
    for run in range(runs):
        for kind in kinds[run % len(kinds):] + kinds[:run % len(kinds)]:
            measure, probe = BENCH_STARTUP_KINDS[kind]
            with BenchPage(browser, base, probe) as page:
                for warm in (False, True):
                    samples[kind]["warm" if warm else "cold"].append(measure(page, warm))
                foreign += page.foreign
        step(f"startup run {run + 1}/{runs} (cold / warm ms): " + ", ".join(
            f"{kind} {samples[kind]['cold'][-1]['ready']:.0f} / {samples[kind]['warm'][-1]['ready']:.0f}"
            for kind in kinds))
    summary = {}
    for temp in ("cold", "warm"):
        ms = {kind: [s["ready"] for s in samples[kind][temp]] for kind in kinds}
        engine_ms = [s["engine_ready"] for s in samples["app"][temp] if s["engine_ready"] is not None]
        summary[temp] = {
            "floor_ms": bench_spread(ms["floor"]),
            "floor_worker_ms": bench_spread(ms["floor_worker"]),
            "app_ms": bench_spread(ms["app"]),
            "app_engine_ready_ms": bench_spread(engine_ms) if engine_ms else None,
            "app_over_floor": bench_median(ms["app"]) / bench_median(ms["floor"]),
            "app_over_floor_worker": bench_median(ms["app"]) / bench_median(ms["floor_worker"]),
            "app_breakdown_ms": bench_breakdown(samples["app"][temp]),
        }
    return {"summary": summary, "samples": samples, "foreign_requests": sorted(set(foreign))}


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
        for stage in stages:
            parts[stage].append(w[stage] - previous)
            previous = w[stage]
        parts["ui"].append(s["ready"] - s["engine_ready"])
    return {k: bench_median(v) for k, v in parts.items()}


def bench_median(values: list[float]) -> float:
    import statistics
    return statistics.median(values)


def bench_spread(values: list[float]) -> dict:
    return {"median": bench_median(values), "min": min(values), "max": max(values), "n": len(values)}


# ---------------- speed: the same Python code in Pyodide and in this CPython

def bench_speed(browser, base: str, native, seconds: float, rounds: int) -> dict:
    """Random playouts and hard-bot move times, browser and CPython interleaved."""
    from tabletop.bench import PLAYOUT_MODES, random_playouts

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
        foreign = page.foreign
    return {"speed_page_boot": boot, "pyodide_python": pyodide_python, "playouts": playouts,
            "hard_bot": hard_bot, "speed_foreign_requests": sorted(set(foreign))}


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


# ---------------- the report

def print_bench_report(r: dict) -> None:
    meta, startup = r["meta"], r["startup"]["summary"]
    print(f"\nTabletop browser benchmark: Chromium {meta['chromium']} (headless), "
          f"Pyodide {meta['pyodide']} (Python {meta['pyodide_python']}) against "
          f"CPython {meta['cpython']} ({meta['cpython_executable']}), {meta['cpus']} CPUs\n")

    cold, warm = startup["cold"], startup["warm"]
    print(f"Startup, ms since navigation: median of {meta['runs']} runs [min-max]. Cold = new "
          "browser context;\nwarm = the same context reloaded.")
    print(f"  {'':<46}{'cold':>20}{'warm':>20}")

    def spread(s: dict) -> str:
        return f"{s['median']:.0f} [{s['min']:.0f}-{s['max']:.0f}]"

    print(f"  {'floor: Pyodide ready, main thread':<46}"
          f"{spread(cold['floor_ms']):>20}{spread(warm['floor_ms']):>20}")
    print(f"  {'floor: Pyodide ready, in a module worker':<46}"
          f"{spread(cold['floor_worker_ms']):>20}{spread(warm['floor_worker_ms']):>20}")
    if cold["app_engine_ready_ms"] and warm["app_engine_ready_ms"]:
        print(f"  {'app: engine ready (worker + micropip + wheel)':<46}"
              f"{spread(cold['app_engine_ready_ms']):>20}{spread(warm['app_engine_ready_ms']):>20}")
    print(f"  {'app: board accepts a click':<46}"
          f"{spread(cold['app_ms']):>20}{spread(warm['app_ms']):>20}")
    print(f"  {'app / floor, main thread (medians)':<46}"
          f"{cold['app_over_floor']:>19.2f}x{warm['app_over_floor']:>19.2f}x")
    print(f"  {'app / floor in a worker (medians)':<46}"
          f"{cold['app_over_floor_worker']:>19.2f}x{warm['app_over_floor_worker']:>19.2f}x")
    labels = {"worker_start": "navigation to worker code running",
              "runtime": "Pyodide (+ micropip wheel) in the worker",
              "micropip": "import micropip", "install": "wheel install (micropip)",
              "import": "engine import", "ui": "first game drawn, card clickable"}
    if cold["app_breakdown_ms"] and warm["app_breakdown_ms"]:
        print("  where the app's time goes (medians, ms):")
        for key, label in labels.items():
            print(f"    {label:<44}{cold['app_breakdown_ms'][key]:>20.0f}"
                  f"{warm['app_breakdown_ms'][key]:>20.0f}")
    print(f"  pages: {BENCH_FLOOR_PAGE}, {BENCH_FLOOR_PAGE}?worker, {meta['app_page']}")

    print(f"\nRandom playouts, games/s (best of {meta['rounds']} x {meta['seconds']:g} s each side, "
          "interleaved)")
    print(f"  {'mode':<18}{'browser':>12}{'CPython':>12}{'CPython/browser':>18}")
    for label, p in r["playouts"].items():
        print(f"  {label:<18}{p['browser']['games_per_s']:>12.0f}{p['cpython']['games_per_s']:>12.0f}"
              f"{p['cpython_over_browser']:>17.2f}x")

    bot = r["hard_bot"]
    print(f"\nHard bot move time over {bot['positions']} positions (Betta 2p, 4p and solo), ms")
    print(f"  {'':<8}{'browser':>12}{'(round trip)':>14}{'CPython':>12}{'browser/CPython':>18}")
    for key in ("mean", "worst"):
        print(f"  {key:<8}{bot['browser_ms'][key]:>12.1f}{bot['browser_round_trip_ms'][key]:>14.1f}"
              f"{bot['cpython_ms'][key]:>12.1f}{bot['browser_over_cpython'][key]:>17.2f}x")
    for kind, figures in bot.get("by_kind", {}).items():
        if figures["browser_ms"]:
            print(f"  {kind}: browser mean {figures['browser_ms']['mean']:.1f}, worst "
                  f"{figures['browser_ms']['worst']:.1f}; CPython mean {figures['cpython_ms']['mean']:.1f}, "
                  f"worst {figures['cpython_ms']['worst']:.1f}")
    print(f"  same move chosen in both: {bot['same_moves']}/{bot['positions']}")
    samples = ("before", "between", "after")
    busy = [meta[f"busy_cpus_{when}"] for when in samples if meta[f"busy_cpus_{when}"] is not None]
    if busy and max(busy) > BENCH_BUSY_CPUS:
        print("\nWARNING: other work kept CPUs busy (" + ", ".join(
            f"{meta[f'busy_cpus_{when}']} {when}" for when in samples)
            + f" the browser phases, of {meta['cpus']}): these figures are noisy.")
    foreign = sorted(set(r["startup"]["foreign_requests"]) | set(r["speed_foreign_requests"]))
    if foreign:
        print(f"\nWARNING: requests left 127.0.0.1: {', '.join(foreign[:5])}")
    print()


# ---------------------------------------------------------------- command line

def add_bench_parser(commands) -> None:
    bench = commands.add_parser(
        "bench", help="time the site in headless Chromium against bare Pyodide and CPython "
        "(figures, not a test)")
    bench.add_argument("--runs", type=positive_int, default=5,
                       help="cold page loads per page (default 5), each followed by a warm reload")
    bench.add_argument("--seconds", type=float, default=2.0,
                       help="seconds per random-playout figure, each side (default 2)")
    bench.add_argument("--rounds", type=positive_int, default=2,
                       help="interleaved playout rounds per mode; the best counts (default 2)")
    bench.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    bench.add_argument("--in-venv", action="store_true", help=argparse.SUPPRESS)


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(
        prog="build.py", description="Build, serve and test the offline game table.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    serve_cmd = commands.add_parser("serve", help="build site/ and serve it on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    commands.add_parser("site", help="build the static site in site/")
    commands.add_parser("wheel", help="build the engine wheel into dist/")
    commands.add_parser("test", help="install test tools, build site/, run pytest; "
                        "further arguments go to pytest",
                        prefix_chars="\0")  # every argument after `test` is pytest's
    add_bench_parser(commands)
    args, extra = parser.parse_known_args(argv)
    if args.command != "test" and extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if extra[:1] == ["--"]:
        extra = extra[1:]
    return args, extra


def main(argv: list[str] | None = None) -> int:
    args, extra = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "wheel":
        wheel = build_wheel(DIST)
        step(f"wrote {wheel.relative_to(ROOT)} ({wheel.stat().st_size} bytes)")
    elif args.command == "site":
        build_site()
    elif args.command == "serve":
        build_site()
        serve(args.port)
    elif args.command == "test":
        return run_tests(extra)
    elif args.command == "bench":
        return run_bench(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
