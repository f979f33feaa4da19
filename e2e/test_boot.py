"""The engine boots in a Web Worker from the built site and answers like the native engine.

Independent of the UI: web/diag.html loads engine-client.mjs, waits for the engine, asks for
`games` and sends one bad request; the results land in window.__diag.
"""

from __future__ import annotations

import _imp
import base64
import hashlib
import sys
import json
import urllib.request
import zipfile
from pathlib import Path

import pytest

from tabletop import __version__, api

ROOT = Path(__file__).resolve().parents[1]
BOOT_TIMEOUT_MS = 120_000  # a cold boot takes about 4 s on a 2-core machine


def manifest(site_dir: Path) -> dict:
    return json.loads((site_dir / "wheels" / "manifest.json").read_text())


def check_unchecked_pyc(pyc: bytes, source: bytes, name: str) -> None:
    """An unchecked-hash .pyc (the source is never compared at import, so it must be right here)
    whose hash is its source's, keyed by the compiling Python's magic number."""
    assert int.from_bytes(pyc[4:8], "little") == 0b01, name
    assert _imp.source_hash(int.from_bytes(pyc[:4], "little"), source) == pyc[8:16], name


@pytest.mark.first_visit  # the boot that installs the wheel (test_snapshot.py: the one from a snapshot)
def test_engine_boots_in_a_worker_and_answers(page, base_url, page_log, screenshot):
    page.goto(base_url + "diag.html")
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_TIMEOUT_MS)
    diag = page.evaluate("window.__diag")
    screenshot("diag")
    print("boot timings (ms):", json.dumps({"page": diag["timings"], "worker": diag["worker"]}))

    assert diag["state"] == "done", diag["error"]
    assert diag["version"] == __version__
    native_games = json.loads(api.handle(json.dumps({"op": "games"})))["ok"]
    assert diag["games"] == native_games
    assert diag["probe"]["rejected"] and diag["probe"]["isError"]
    assert diag["probe"]["code"] == "bad_request"
    assert diag["probe"]["message"]

    stages = [p["stage"] for p in diag["progress"]]
    assert stages[0] == "runtime" and "micropip" in stages and stages[-1] == "engine"
    fractions = [p["fraction"] for p in diag["progress"]]
    assert fractions == sorted(fractions) and all(0 <= f <= 1 for f in fractions)
    assert all(p["text"] for p in diag["progress"])

    assert page.locator("#games li").count() == len(native_games)

    # Errors come back as EngineError with the engine's code, and the worker keeps answering.
    result = page.evaluate("""async () => {
        const engine = window.__engine;
        const outcome = (p) => p.then((ok) => ({ ok }), (e) => ({ code: e.code, name: e.name }));
        const cyclic = {};
        cyclic.self = cyclic;
        return {
            unknownGame: await outcome(engine.call('new_game', { game: 'nope', options: {} })),
            notJson: await outcome(engine.call('new_game', { game: cyclic })),
            games: await outcome(engine.call('games')),
        };
    }""")
    assert result["unknownGame"] == {"code": "unknown_game", "name": "EngineError"}
    assert result["notJson"] == {"code": "bad_request", "name": "EngineError"}
    assert result["games"] == {"ok": native_games}
    page_log.assert_clean()


def test_site_serves_pyodide_types(base_url, site_dir):
    """Module scripts must come as JavaScript, and wasm as application/wasm (streaming compile)."""
    expected = {
        "worker.mjs": "text/javascript",
        "engine-client.mjs": "text/javascript",
        "pyodide/pyodide.mjs": "text/javascript",
        "pyodide/pyodide.asm.wasm": "application/wasm",
        "pyodide/pyodide-lock.json": "application/json",
        "wheels/manifest.json": "application/json",
        "wheels/" + manifest(site_dir)["engine"]["wheel"]: "application/zip",
    }
    for path, mime in expected.items():
        with urllib.request.urlopen(base_url + path, timeout=10) as response:
            assert response.headers.get_content_type() == mime, path


def test_pyodide_lock_trusts_the_shipped_micropip(site_dir):
    lock = json.loads((site_dir / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"]["micropip"]
    wheel = site_dir / "pyodide" / entry["file_name"]
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]


def test_shipped_micropip_carries_its_bytecode(site_dir):
    """build.py adds what pip would compile at install time: an unchecked-hash .pyc per module
    (Python skips compiling the source on import), listed in RECORD next to the unchanged sources."""
    info = manifest(site_dir)["micropip"]
    with zipfile.ZipFile(site_dir / "pyodide" / info["wheel"]) as wheel:
        names = set(wheel.namelist())
        sources = [n for n in names if n.endswith(".py")]
        assert len(sources) > 20
        record = wheel.read(f"micropip-{info['version']}.dist-info/RECORD").decode().splitlines()
        listed = {line.split(",")[0] for line in record}
        assert names == listed
        for source in sources:
            folder, _, name = source.rpartition("/")
            cached = f"{folder}/__pycache__/{name[:-3]}.cpython-314.pyc"
            assert cached in names, cached
            check_unchecked_pyc(wheel.read(cached), wheel.read(source), source)


def test_stdlib_bytecode_matches_pyodides_sources(site_dir):
    """pyodide/stdlib-bytecode.zip: for each standard library module the worker imports after
    Pyodide's boot, the source exactly as in python_stdlib.zip and an unchecked-hash .pyc of it."""
    info = manifest(site_dir)["stdlib_bytecode"]
    assert {"ipaddress", "urllib.parse", "tarfile", "pyodide.http"} <= set(info["modules"])
    with zipfile.ZipFile(site_dir / "pyodide" / "python_stdlib.zip") as stdlib, \
            zipfile.ZipFile(site_dir / info["file"]) as zf:
        names = set(zf.namelist())
        sources = {n for n in names if n.endswith(".py")}
        assert len(sources) == len(info["modules"]) + 1  # and the finder, _stdlib_bytecode.py
        assert names == sources | {n[:-3] + ".pyc" for n in sources}
        for name in sources:
            if name != "_stdlib_bytecode.py":
                assert zf.read(name) == stdlib.read(name), name
            check_unchecked_pyc(zf.read(name[:-3] + ".pyc"), zf.read(name), name)


def test_the_stdlib_bytecode_finder_stays_out_on_another_python(site_dir):
    """The finder installs itself only on the Python build its bytecode came from: a stale zip
    beside a newer runtime must not replace that runtime's own modules."""
    info = manifest(site_dir)["stdlib_bytecode"]
    with zipfile.ZipFile(site_dir / info["file"]) as zf:
        finder = zf.read("_stdlib_bytecode.py").decode()
    stdlib = json.loads(finder.split("STDLIB = ", 1)[1].split("\n", 1)[0].replace("'", '"'))
    meta_path, path = list(sys.meta_path), list(sys.path)
    try:
        sys.path.append(stdlib)
        exec(compile(finder, "_stdlib_bytecode.py", "exec"), {})  # this Python is not Pyodide's
        assert sys.meta_path == meta_path
        same = finder.replace("PYTHON = ", f"PYTHON = {sys.version!r}  # ", 1)
        exec(compile(same, "_stdlib_bytecode.py", "exec"), {})
        assert len(sys.meta_path) == len(meta_path) + 1
    finally:
        sys.meta_path[:], sys.path[:] = meta_path, path


def test_micropip_imports_the_stdlib_from_bytecode(page, base_url, site_dir, page_log):
    """The worker's imports after Pyodide's boot come from stdlib-bytecode.zip; the rest of the
    standard library is where Pyodide put it."""
    info = manifest(site_dir)["stdlib_bytecode"]
    page.goto(base_url + "bench.html")  # boots like the game's worker, and runs Python on request
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_TIMEOUT_MS)
    origins = json.loads(page.evaluate("""() => window.bench.python(`
import json, sys
json.dumps({name: getattr(getattr(module, "__spec__", None), "origin", None)
            for name, module in list(sys.modules.items())})`)"""))
    archive = info["path"] + "/"
    for name in info["modules"]:
        assert (origins.get(name) or "").startswith(archive), (name, origins.get(name))
    assert origins["json"].startswith("/lib/python314.zip/")
    assert origins["micropip"].startswith("/lib/python3.14/site-packages/")
    page_log.assert_clean()


def test_engine_wheel_matches_the_source(site_dir):
    info = manifest(site_dir)["engine"]
    wheel = site_dir / "wheels" / info["wheel"]
    assert info["wheel"] == f"tabletop-{__version__}-py3-none-any.whl"
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == info["sha256"]

    source = ROOT / "py"
    expected = sorted(
        p.relative_to(source).as_posix() for p in (source / "tabletop").rglob("*.py")
        if "__pycache__" not in p.parts)
    dist_info = f"tabletop-{__version__}.dist-info"
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        assert sorted(n for n in names if n.endswith(".py")) == expected, (
            "py/ changed since site/ was built: run python3 build.py site")
        for name in expected:
            assert zf.read(name) == (source / name).read_bytes(), (
                f"{name} changed since site/ was built: run python3 build.py site")
            folder, _, module = name.rpartition("/")
            check_unchecked_pyc(zf.read(f"{folder}/__pycache__/{module[:-3]}.cpython-314.pyc"),
                                zf.read(name), name)
        wheel_info = zf.read(f"{dist_info}/WHEEL").decode()
        assert "Tag: py3-none-any" in wheel_info and "Root-Is-Purelib: true" in wheel_info
        metadata = zf.read(f"{dist_info}/METADATA").decode()
        assert f"Version: {__version__}" in metadata and "Name: tabletop" in metadata
        record = zf.read(f"{dist_info}/RECORD").decode().splitlines()
        assert len(record) == len(names)
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name.endswith("/RECORD"):
                continue
            data = zf.read(name)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={want}" and int(size) == len(data), name


def test_a_missing_engine_wheel_is_reported(page, base_url, site_dir, page_log):
    """The page hears a clear failure instead of waiting forever."""
    broken = manifest(site_dir)
    broken["engine"]["wheel"] = "tabletop-0.0.0-py3-none-any.whl"
    page.route("**/wheels/manifest.json", lambda route: route.fulfill(json=broken))
    page.goto(base_url + "diag.html")
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_TIMEOUT_MS)
    diag = page.evaluate("window.__diag")
    assert diag["state"] == "failed"
    assert diag["error"]["code"] == "engine_unavailable"
    assert diag["error"]["message"].startswith("The game engine could not start")
    assert page_log.console_errors, "the failure is logged for developers"
    assert page_log.foreign_requests == []
    after = page.evaluate("""() => window.__engine.call('games').then(
        () => 'answered', (e) => e.code)""")
    assert after == "engine_unavailable"


def test_the_table_starts_one_engine_worker_before_its_modules(page, base_url):
    """engine-start.mjs (first in index.html's <head>) starts the worker; shell/boot.js adopts it, and
    no second worker boots a second Pyodide."""
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(base_url + "index.html")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_TIMEOUT_MS)
    names = [url.split("?")[0].rsplit("/", 1)[-1] for url in requests]
    assert names.count("worker.mjs") == 1
    assert names.count("pyodide.asm.wasm") == 1
