"""The benchmark pages behind `python3 build.py bench` still load and report numbers.

Not a timed test: it only checks that web/bench-floor.html and web/bench.html work, and that the
first visit's server gzips what a static host gzips and counts what it sent, so that the benchmark
does not rot between runs. Uses the fixtures of e2e/conftest.py.
"""

from __future__ import annotations

import pytest

from tabletop import api
from tabletop_tools import bench_browser
from conftest import _load_build_module

BOOT_MS = 120_000  # a cold Pyodide boot takes ~4 s on a 2-core machine


@pytest.mark.parametrize("query, where", [("", "main thread"), ("?worker", "worker")])
def test_floor_page_reports_when_pyodide_is_ready(page, base_url, page_log, query, where):
    page.goto(base_url + "bench-floor.html" + query)
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_MS)
    floor = page.evaluate("window.__floor")
    assert page.evaluate("document.body.dataset.state") == "ready", floor["error"]
    assert 0 < floor["start"] < floor["ready"]
    assert floor["pyodide"] and floor["where"] == where
    if query:
        assert floor["worker"]["runtime"] > 0
    page_log.assert_clean()


def test_bench_page_measures_inside_pyodide(page, base_url, page_log):
    page.goto(base_url + "bench.html")
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_MS)
    assert page.evaluate("document.body.dataset.state") == "ready", page.evaluate(
        "window.bench.ready.then(() => null, (e) => e.message)")
    timings = page.evaluate("window.bench.timings")
    assert 0 < timings["start"] < timings["ready"]
    assert set(timings["worker"]) == {"runtime", "micropip", "install", "import"}

    info = page.evaluate("window.bench.info()")
    assert info["engine"] == api.__version__ and info["platform"] == "emscripten"

    fig = page.evaluate("window.bench.playouts('betta', {mode: 'staff', players: 2}, 0.2)")
    assert fig["games"] >= 1 and fig["games_per_s"] > 0 and fig["moves_per_s"] > fig["games_per_s"]
    assert fig["round_trip_ms"] >= 200

    # The hard bot decides the same in Pyodide as in CPython (its work is fixed by its seed).
    position = bench_browser.bot_positions(games=(("staff", 2, (1,)),), per_game=2)[1]
    timed = page.evaluate("(p) => window.bench.botMove(p, 'hard')", position)
    assert timed["ms"] > 0 and timed["round_trip_ms"] >= timed["ms"]
    assert timed["move"] == api.bot_move(position["state"], "hard", position["seed"])

    # One human move, the old 8 ops against one `turn`, in Pyodide and through the worker (issue 30).
    from tabletop_tools import move_cost
    state = move_cost.late_position("betta", {"mode": "staff", "players": 2}, share=0.5)
    spot = {"label": "betta", "state": state, "move": api.legal_moves(state)[0]}
    cost = page.evaluate("([p, r]) => window.bench.moveCost(p, r, 1)", [spot, move_cost.requests(state, spot["move"])])
    assert [cost["engine"][k]["trips"] for k in ("before", "now")] == [8, 1]
    assert [cost["page"][k]["trips"] for k in ("before", "now")] == [8, 1]
    assert cost["page"]["before"]["bytes"] > cost["page"]["now"]["bytes"] > 0 and cost["engine"]["now"]["ms"] > 0
    assert cost["page"]["now"]["page_ms"] >= cost["page"]["now"]["worker_ms"] > 0

    failed = page.evaluate("window.bench.playouts('nope', {}, 0.1).then(() => null, (e) => e.message)")
    assert failed and "nope" in failed
    page_log.assert_clean()


def test_the_first_visits_server_gzips_like_a_static_host_and_counts_its_bytes(site_dir):
    import gzip
    import threading
    import urllib.request

    server = _load_build_module().make_server(site_dir, host="127.0.0.1", port=0, quiet=True, gzip=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        def get(path):
            request = urllib.request.Request(base + path, headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(request) as response:
                return response.headers.get("Content-Encoding"), response.headers["Content-Type"], response.read()

        encoding, kind, body = get("index.html")
        assert encoding == "gzip" and kind.startswith("text/html")
        assert gzip.decompress(body) == (site_dir / "index.html").read_bytes() and server.sent == len(body)
        wheel = next((site_dir / "wheels").glob("*.whl"))
        encoding, kind, body = get(f"wheels/{wheel.name}")  # already compressed: sent as it is
        assert encoding is None and body == wheel.read_bytes()
        assert server.sent == len(gzip.compress((site_dir / "index.html").read_bytes(), 6, mtime=0)) + len(body)
    finally:
        server.shutdown()
        server.server_close()
