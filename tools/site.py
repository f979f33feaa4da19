"""The static site: site/ assembled from web/, the Pyodide runtime and the engine wheel.

build_site() builds it afresh in a private folder under .cache/ and puts it in place of site/:
    everything in web/ except package.json, package-lock.json, node_modules and dotfiles, each
               worker bundled with the modules it imports (the game's with pyodide.mjs too) and
               shell/boot.js with the shell's modules (tools/bundle.py);
    pyodide/   the runtime files, pyodide-lock.json patched to trust the micropip wheel shipped
               beside it (as bytecode), and stdlib-bytecode.zip;
    wheels/    the engine as bytecode in wheels (tools/wheel.py, build_split_wheels; tools/bytecode.py,
               compile_engine_wheels): the core wheel, which every visit installs, and one wheel
               per game, fetched when that game is opened; manifest.json names them all for
               web/worker.mjs, with their sha256 and size;
    bench-tools.zip  py/tabletop_tools (not in the wheel), for web/bench-worker.mjs only;
    files.json every file served (every wheel too) and a version, for the service worker.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
import time
from pathlib import Path

from .bundle import bundle_site, esbuild
from .bytecode import (STDLIB_BYTECODE, STDLIB_BYTECODE_FS, compile_engine_wheels,
                       ensure_micropip_compiled, ensure_stdlib_bytecode)
from .common import CACHE, PACKAGE, SITE, WEB, die, engine_version, sha256_of, step
from .pyodide import (MICROPIP_SHA256, MICROPIP_VERSION, MICROPIP_WHEEL, PYODIDE_FILES,
                      PYODIDE_LOCK, ensure_micropip, ensure_pyodide, patched_pyodide_lock,
                      pyodide_version)
from .wheel import build_bench_tools, build_split_wheels

WEB_SKIP = {"package.json", "package-lock.json", "node_modules"}
# npm packages the page imports, each one ES module copied from web/node_modules (pinned in
# web/package.json) to where the page's own modules import it, with a line naming it and its licence.
VENDOR = {
    "shell/remote/lean-qr.mjs": ("lean-qr/index.mjs", "lean-qr (https://github.com/davidje13/lean-qr), MIT licence"),
}
# npm packages whose ES build is several modules: esbuild (tools/bundle.py) makes them one module,
# with the line naming it, and the files it loads are copied beside it. zxing-wasm's reader reads
# QR codes where the browser cannot (web/shell/remote/scan.js, which loads it only when used and
# points it at the wasm here: by default it would fetch it from a CDN).
VENDOR_BUNDLED = {
    "shell/remote/zxing-reader.mjs": ("zxing-wasm/dist/es/reader/index.js",
                                      ["zxing-wasm/dist/reader/zxing_reader.wasm"],
                                      "zxing-wasm (https://github.com/Sec-ant/zxing-wasm), MIT licence"),
}


def vendored(source: str) -> tuple[Path, str]:
    """The file `source` (a path under web/node_modules) and the version of its npm package."""
    module = WEB / "node_modules" / source
    if not module.is_file():
        die(f"{module} is missing: `npm ci` in web/ installs it (web/package-lock.json)")
    package = WEB / "node_modules" / source.split("/")[0] / "package.json"
    return module, json.loads(package.read_text())["version"]


def copy_web(dest: Path) -> None:
    """Everything in web/ except the npm files and dotfiles (index.html, *.js, *.mjs, *.css, games/ …)."""
    def ignore(directory: str, names: list[str]) -> set[str]:
        skip = {n for n in names if n.startswith(".") or n == "__pycache__"}
        if Path(directory).resolve() == WEB.resolve():
            skip |= WEB_SKIP & set(names)
        return skip

    shutil.copytree(WEB, dest, ignore=ignore)
    for target, (source, notice) in VENDOR.items():
        module, version = vendored(source)
        (dest / target).write_text(f"// {notice}, version {version}.\n" + module.read_text())
    for target, (source, beside, notice) in VENDOR_BUNDLED.items():
        module, version = vendored(source)
        esbuild(dest, [str(module)], f"--outfile={dest / target}",
                f"--banner:js=// {notice}, version {version}, bundled by esbuild.")
        for extra in beside:
            shutil.copy2(vendored(extra)[0], (dest / target).parent)


def write_file_index(site: Path) -> None:
    """site/files.json: every file the site serves and a version that changes with any of them, so
    the service worker caches the whole site and replaces its cache when a new version lands."""
    digest = hashlib.sha256()
    files = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if rel in ("files.json", "sw.js"):
            continue
        files.append(rel)
        digest.update(rel.encode() + b"\0" + path.read_bytes())
    index = {"version": digest.hexdigest()[:16], "files": files}
    (site / "files.json").write_text(json.dumps(index, indent=1) + "\n")


def build_site() -> dict:
    """Assemble site/ from scratch and return the manifest written to site/wheels/manifest.json."""
    started = time.monotonic()
    if not (WEB / "worker.mjs").is_file():
        die("web/worker.mjs is missing")
    pyodide_dir = ensure_pyodide()
    micropip = ensure_micropip()

    CACHE.mkdir(exist_ok=True)
    new = Path(tempfile.mkdtemp(prefix="site-", dir=CACHE))
    shutil.rmtree(new)
    copy_web(new)

    runtime = new / "pyodide"
    runtime.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_dir / name, runtime / name)
    micropip = ensure_micropip_compiled(micropip, pyodide_dir)
    micropip_sha256 = sha256_of(micropip)
    lock_text, info = patched_pyodide_lock(pyodide_dir, micropip_sha256)
    (runtime / PYODIDE_LOCK).write_text(lock_text)
    shutil.copy2(micropip, runtime / MICROPIP_WHEEL)
    stdlib_bytecode, stdlib_info = ensure_stdlib_bytecode(micropip, pyodide_dir)
    shutil.copy2(stdlib_bytecode, runtime / STDLIB_BYTECODE)
    bundle_site(new)

    core, game_wheels = build_split_wheels(new / "wheels")
    compile_engine_wheels([core, *game_wheels.values()], pyodide_dir)
    bench_tools_size = build_bench_tools(new).stat().st_size
    manifest = {
        # The core wheel (every module but the games' own; each game's card, its __init__) and,
        # under games, the wheel of each game (the rest of py/tabletop/games/<id>/), installed
        # when that game is first opened. All of them are bytecode only (tools/bytecode.py).
        "engine": {
            "name": PACKAGE,
            "version": engine_version(),
            "wheel": core.name,
            "sha256": sha256_of(core),
            "size": core.stat().st_size,
            "games": {gid: {"wheel": wheel.name, "sha256": sha256_of(wheel),
                            "size": wheel.stat().st_size}
                      for gid, wheel in game_wheels.items()},
        },
        "pyodide": {"version": pyodide_version(pyodide_dir), "python": info.get("python")},
        "micropip": {"version": MICROPIP_VERSION, "wheel": MICROPIP_WHEEL, "sha256": micropip_sha256,
                     "pypi_sha256": MICROPIP_SHA256},
        # Bytecode of the stdlib modules the worker imports after Pyodide's boot (tools/bytecode.py,
        # STDLIB_BYTECODE_PY): web/engine-boot.mjs writes `file` to `path` before Python starts.
        # Its sha256 is part of the key of a memory snapshot of the booted engine (engine-snapshot.mjs).
        # `stdlib` (python_stdlib.zip's path in Pyodide, the modules' file name in tracebacks) and
        # `python` (the sys.version the finder checks) are for the tests.
        "stdlib_bytecode": {"file": f"pyodide/{STDLIB_BYTECODE}", "path": STDLIB_BYTECODE_FS,
                            "sha256": sha256_of(runtime / STDLIB_BYTECODE),
                            "modules": stdlib_info["modules"], "stdlib": stdlib_info["stdlib"],
                            "python": stdlib_info["python"]},
    }
    (new / "wheels" / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    write_file_index(new)

    if SITE.exists():
        shutil.rmtree(SITE)
    new.rename(SITE)
    if not (SITE / "index.html").is_file():
        step("note: web/index.html does not exist yet; diag.html checks the engine")
    games_size = sum(g["size"] for g in manifest["engine"]["games"].values())
    step(f"site/ built in {time.monotonic() - started:.2f} s "
         f"(engine {core.name}, {manifest['engine']['size']} bytes, and {len(game_wheels)} game "
         f"wheels, {games_size} bytes in all; "
         f"bench pages' tools {bench_tools_size} bytes; "
         f"Pyodide {manifest['pyodide']['version']})")
    return manifest
