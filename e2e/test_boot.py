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
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.bytecode import STDLIB_BYTECODE_FINDER  # noqa: E402


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


def test_shipped_micropip_is_bytecode_only(site_dir):
    """build.py ships micropip's wheel as bytecode alone: each module of the PyPI wheel (kept in
    .cache/micropip/ by the build) as an unchecked-hash .pyc in the place of its source (Python
    imports it sourceless, without compiling), compiled as that path; its other files as they
    were; RECORD rewritten to list them."""
    info = manifest(site_dir)["micropip"]
    pypi = ROOT / ".cache" / "micropip" / info["wheel"]
    if not pypi.is_file() or hashlib.sha256(pypi.read_bytes()).hexdigest() != info["pypi_sha256"]:
        pytest.skip(f"no PyPI {info['wheel']} in .cache/micropip/: python3 build.py site")
    with zipfile.ZipFile(pypi) as original, \
            zipfile.ZipFile(site_dir / "pyodide" / info["wheel"]) as wheel:
        names = set(wheel.namelist())
        record_name = f"micropip-{info['version']}.dist-info/RECORD"
        sources = [n for n in original.namelist() if n.endswith(".py")]
        assert len(sources) > 20
        assert names == {n[:-3] + ".pyc" if n.endswith(".py") else n for n in original.namelist()}
        assert not any(n.endswith(".py") or "__pycache__" in n for n in names)
        for source in sources:
            pyc = wheel.read(source[:-3] + ".pyc")
            check_unchecked_pyc(pyc, original.read(source), source)
            assert source.encode() in pyc, f"{source} is not compiled as its path"
        for name in names - {n[:-3] + ".pyc" for n in sources} - {record_name}:
            assert wheel.read(name) == original.read(name), name
        record = wheel.read(record_name).decode().splitlines()
        assert {line.rsplit(",", 2)[0] for line in record} == names
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name == record_name:
                continue
            data = wheel.read(name)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={want}" and int(size) == len(data), name


def stdlib_bytecode_finder(info: dict) -> str:
    """The source of the finder in stdlib-bytecode.zip (tools/bytecode.py), from the manifest."""
    return STDLIB_BYTECODE_FINDER.format(archive=info["path"], stdlib=info["stdlib"],
                                         modules=sorted(info["modules"]), python=info["python"])


def test_stdlib_bytecode_matches_pyodides_sources(site_dir):
    """pyodide/stdlib-bytecode.zip: for each standard library module the worker imports after
    Pyodide's boot, an unchecked-hash .pyc of its source in python_stdlib.zip, compiled as its path
    there (tracebacks name the real file), and no source (python_stdlib.zip has it); and the finder,
    as bytecode too."""
    info = manifest(site_dir)["stdlib_bytecode"]
    assert {"ipaddress", "urllib.parse", "tarfile", "pyodide.http"} <= set(info["modules"])
    assert info["stdlib"] == "/lib/python314.zip"
    with zipfile.ZipFile(site_dir / "pyodide" / "python_stdlib.zip") as stdlib, \
            zipfile.ZipFile(site_dir / info["file"]) as zf:
        names = set(zf.namelist())
        assert all(n.endswith(".pyc") for n in names)
        modules = sorted(n[:-4].removesuffix("/__init__").replace("/", ".") for n in names)
        assert modules == sorted([*info["modules"], "_stdlib_bytecode"])
        for name in names - {"_stdlib_bytecode.pyc"}:
            source = name[:-1]
            pyc = zf.read(name)
            check_unchecked_pyc(pyc, stdlib.read(source), source)
            assert f"{info['stdlib']}/{source}".encode() in pyc, f"{name} is not compiled as its stdlib path"
        check_unchecked_pyc(zf.read("_stdlib_bytecode.pyc"), stdlib_bytecode_finder(info).encode(),
                            "_stdlib_bytecode.py")


def test_the_stdlib_bytecode_finder_stays_out_on_another_python(site_dir):
    """The finder installs itself only on the Python build its bytecode came from: a stale zip
    beside a newer runtime must not replace that runtime's own modules. (Its source is rebuilt from
    the manifest: the test above checks that the shipped .pyc was compiled from exactly that.)"""
    info = manifest(site_dir)["stdlib_bytecode"]
    finder = stdlib_bytecode_finder(info)
    stdlib = info["stdlib"]
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
    """The worker's imports after Pyodide's boot come from stdlib-bytecode.zip, their code named as
    their files in python_stdlib.zip, whose source the finder still gives (inspect, tracebacks); the
    rest of the standard library is where Pyodide put it, and micropip is its bytecode alone."""
    info = manifest(site_dir)["stdlib_bytecode"]
    page.goto(base_url + "bench.html")  # boots like the game's worker, and runs Python on request
    page.wait_for_function("document.body.dataset.state !== 'booting'", timeout=BOOT_TIMEOUT_MS)
    origins = json.loads(page.evaluate("""() => window.bench.python(`
import inspect, json, sys, urllib.parse
found = {name: getattr(getattr(module, "__spec__", None), "origin", None)
         for name, module in list(sys.modules.items())}
found["urlparse code"] = urllib.parse.urlparse.__code__.co_filename
found["urlparse source"] = inspect.getsource(urllib.parse.urlparse).splitlines()[0]
json.dumps(found)`)"""))
    archive = info["path"] + "/"
    for name in info["modules"]:
        assert (origins.get(name) or "").startswith(archive), (name, origins.get(name))
    assert origins["urlparse code"] == info["stdlib"] + "/urllib/parse.py"
    assert origins["urlparse source"].startswith("def urlparse(")
    assert origins["json"].startswith("/lib/python314.zip/")
    assert origins["micropip"] == "/lib/python3.14/site-packages/micropip/__init__.pyc"
    page_log.assert_clean()


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
