"""`python3 build.py bench`: the site timed in headless Chromium (figures, not a test).

`python3 build.py bench` builds site/, then re-runs build.py under .venv's python (which has
Playwright) with the hidden flag --in-venv. That process serves site/ on a free port, drives
headless Chromium through the pages of tools/bench_pages.py, times the same Python code natively
for comparison, and prints the report (optionally also as JSON).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from .bench_pages import (BENCH_APP_PAGE, BENCH_FLOOR_PAGE, BENCH_LOBBY_PAGE, BenchError, bench_boot_modules,
                          bench_click_to_draw, bench_first_visit, bench_speed, bench_startup)
from .common import PY_SRC, ROOT, SITE, die, step
from .serve import make_server
from .site import build_site
from .testenv import CHROMIUM, ensure_chromium, ensure_venv

BENCH_CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def run_bench(args: argparse.Namespace) -> int:
    """Build site/, then measure it under .venv's python (the process that can import Playwright)."""
    if args.in_venv:
        return bench_in_venv(args)
    python = ensure_venv()
    ensure_chromium()
    build_site()
    cmd = [str(python), str(ROOT / "build.py"), "bench", "--in-venv",
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
    from tabletop_tools import bench_browser  # the CPython side times the very same code

    manifest = json.loads((SITE / "wheels" / "manifest.json").read_text())
    busy_before = bench_busy_cpus()
    if busy_before is not None and busy_before > BENCH_BUSY_CPUS:
        step(f"warning: other work keeps {busy_before:.1f} of {os.cpu_count()} CPUs busy: "
             "the figures will be noisy")
    server = make_server(SITE, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="bench-server", daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    host = make_server(SITE, port=0, quiet=True, gzip=True)  # the first visit: as a static host serves
    host.precompress(SITE)  # before any visit, so the first to ask for the wasm does not wait for gzip
    threading.Thread(target=host.serve_forever, name="bench-host", daemon=True).start()
    host_base = f"http://127.0.0.1:{host.server_address[1]}/"
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
                    "first_visit": bench_first_visit(browser, host_base, host, max(2, runs // 2)),
                    "boot_modules": bench_boot_modules(browser, base),
                }
                report["meta"]["busy_cpus_between"] = bench_busy_cpus()  # the browser idles
                report.update(bench_speed(browser, base, bench_browser, seconds, rounds))
                report["meta"]["pyodide_python"] = report.pop("pyodide_python")
                report["click_to_draw"] = bench_click_to_draw(browser, base, runs)
            finally:
                browser.close()
    finally:
        for s in (server, host):
            s.shutdown()
            s.server_close()
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


def print_bench_report(r: dict) -> None:
    meta, startup = r["meta"], r["startup"]["summary"]
    print(f"\nTabletop browser benchmark: Chromium {meta['chromium']} (headless), "
          f"Pyodide {meta['pyodide']} (Python {meta['pyodide_python']}) against "
          f"CPython {meta['cpython']} ({meta['cpython_executable']}), {meta['cpus']} CPUs\n")

    cold, warm = startup["cold"], startup["warm"]
    print(f"Startup, ms since navigation: median of {meta['runs']} runs [min-max]. Cold = new "
          "browser context;\nwarm = the same context reloaded; the app's warm visit is a returning "
          "player's:\nits engine boots from the memory snapshot the first visit stored once idle, "
          "its service worker\nhas cached the site.")
    print(f"  {'':<46}{'cold':>20}{'warm':>20}")

    def spread(s: dict) -> str:
        return f"{s['median']:.0f} [{s['min']:.0f}-{s['max']:.0f}]"

    print(f"  {'floor: Pyodide ready, main thread':<46}"
          f"{spread(cold['floor_ms']):>20}{spread(warm['floor_ms']):>20}")
    print(f"  {'floor: Pyodide ready, in a module worker':<46}"
          f"{spread(cold['floor_worker_ms']):>20}{spread(warm['floor_worker_ms']):>20}")
    if cold["app_engine_ready_ms"] and warm["app_engine_ready_ms"]:
        print(f"  {'app: engine ready':<46}"
              f"{spread(cold['app_engine_ready_ms']):>20}{spread(warm['app_engine_ready_ms']):>20}")
    print(f"  {'app: board accepts a click':<46}"
          f"{spread(cold['app_ms']):>20}{spread(warm['app_ms']):>20}")
    print(f"  {'app / floor, main thread (medians)':<46}"
          f"{cold['app_over_floor']:>19.2f}x{warm['app_over_floor']:>19.2f}x")
    print(f"  {'app / floor in a worker (medians)':<46}"
          f"{cold['app_over_floor_worker']:>19.2f}x{warm['app_over_floor_worker']:>19.2f}x")
    for temp, label in (("warm_install", "app warm, no snapshot (micropip installs)"),
                        ("warm_bare", "app warm, no snapshot, no service worker")):
        fig = startup[temp]
        print(f"  {label:<46}{'':>20}{spread(fig['app_ms']):>20}")
        print(f"  {'  / floor in a worker (medians)':<46}{'':>20}{fig['app_over_floor_worker']:>19.2f}x")
    labels = {"worker_start": "navigation to worker code running",
              "runtime": "Pyodide (+ micropip wheel, or the snapshot)",
              "micropip": "import micropip", "install": "wheel install (micropip)",
              "import": "engine import", "ui": "first game drawn, card clickable"}
    temps = ("cold", "warm", "warm_install", "warm_bare")
    if all(startup[t]["app_breakdown_ms"] for t in temps):
        print(f"  where the app's time goes (medians, ms):{'':<6}{'cold':>9}{'warm':>9}"
              f"{'no snap':>9}{'no sw':>9}")
        for key, label in labels.items():
            print(f"    {label:<44}" + "".join(f"{startup[t]['app_breakdown_ms'][key]:>9.0f}" for t in temps))
    print(f"  pages: {BENCH_FLOOR_PAGE}, {BENCH_FLOOR_PAGE}?worker, {meta['app_page']}")
    first = r["first_visit"]
    net = first["network"]
    print(f"\nFirst visit over a throttled network ({net['mbit_s']} Mbit/s, {net['latency_ms']} ms latency; files "
          "gzipped as a static host serves them): median [min-max] ms since navigation, and the bytes sent "
          "until ready")
    for kind, label in (("floor_worker", "floor: Pyodide ready, in a module worker"), ("app", "app: board accepts a click")):
        fig = first["summary"][kind]
        print(f"  {label:<46}{spread(fig['ms']):>20}{fig['bytes'] / 1e6:>14.2f} MB")
    boot = r["boot_modules"]
    print(f"\nJS modules {BENCH_LOBBY_PAGE} fetched (one cold load): {boot['before_worker']} before its engine "
          f"worker started, {boot['before_lobby_ready']} before its lobby was ready "
          f"({boot['games_before_lobby_ready']} of them a game's)")

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
    print_move_cost(r)
    samples = ("before", "between", "after")
    busy = [meta[f"busy_cpus_{when}"] for when in samples if meta[f"busy_cpus_{when}"] is not None]
    if busy and max(busy) > BENCH_BUSY_CPUS:
        print("\nWARNING: other work kept CPUs busy (" + ", ".join(
            f"{meta[f'busy_cpus_{when}']} {when}" for when in samples)
            + f" the browser phases, of {meta['cpus']}): these figures are noisy.")
    foreign = sorted(set(r["startup"]["foreign_requests"]) | set(r["boot_modules"]["foreign_requests"])
                     | set(r["first_visit"]["foreign_requests"]) | set(r["speed_foreign_requests"])
                     | set(r["click_to_draw"]["foreign_requests"]))
    if foreign:
        print(f"\nWARNING: requests left 127.0.0.1: {', '.join(foreign[:5])}")
    print()


def print_move_cost(r: dict) -> None:
    """One human move late in a game: the old 8 ops against one `turn` (issue 30)."""
    rows = r["move_cost"]
    first = next(iter(rows.values()))
    runs = len(first["browser"]["now"]["runs_ms"])
    print(f"\nOne human move late in a game (issue 30): the old 8 ops (play, to_move, result, record, view,\n"
          f"previews, undo_info, legal_moves) against one `turn`. Engine ms: median of {runs} runs, the Python\n"
          f"calls alone (goal: under 16 ms in the browser for Betta, Quibbles, Sea Salt & Paper); page ms: the\n"
          f"page posting them through the bench worker and waiting; bytes: JSON posted both ways.")
    print(f"  {'':<22}{'engine ms, browser':>20}{'engine ms, CPython':>20}{'page ms':>16}"
          f"{'round trips':>13}{'KB both ways':>16}")
    print(f"  {'':<22}{'8 ops':>10}{'turn':>10}{'8 ops':>10}{'turn':>10}{'8 ops':>8}{'turn':>8}"
          f"{'8':>7}{'1':>6}{'8 ops':>8}{'turn':>8}")
    for label, row in rows.items():
        b, c, pg = row["browser"], row["cpython"], row["page"]
        print(f"  {label:<22}{b['before']['ms']:>10.1f}{b['now']['ms']:>10.1f}{c['before']['ms']:>10.1f}"
              f"{c['now']['ms']:>10.1f}{pg['before']['page_ms']:>8.1f}{pg['now']['page_ms']:>8.1f}"
              f"{pg['before']['trips']:>7}{pg['now']['trips']:>6}"
              f"{pg['before']['bytes'] / 1024:>8.0f}{pg['now']['bytes'] / 1024:>8.0f}")
    click = r["click_to_draw"]
    posts = click["posts"]
    print(f"\nA human's click to the redrawn table, {click['page']} (first move, the bot waits):\n"
          f"median [min-max] of {click['to_frame_ms']['n']} loads, ms from the click event")
    print(f"  {'to body[data-moves] changed':<46}{click['to_moves_ms']['median']:>10.1f} "
          f"[{click['to_moves_ms']['min']:.1f}-{click['to_moves_ms']['max']:.1f}]")
    print(f"  {'to the next animation frame':<46}{click['to_frame_ms']['median']:>10.1f} "
          f"[{click['to_frame_ms']['min']:.1f}-{click['to_frame_ms']['max']:.1f}]")
    print(f"  posted to the engine's worker meanwhile: {posts['out']} ({', '.join(map(str, posts['ops']))}), "
          f"{posts['out_bytes'] / 1024:.0f} KB; replies {posts['in']}, {posts['in_bytes'] / 1024:.0f} KB (JSON lengths)")
