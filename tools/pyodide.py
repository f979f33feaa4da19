"""The pinned Pyodide runtime and the micropip wheel it installs packages with.

ensure_pyodide() runs `npm ci` in web/ (the npm package pinned in web/package-lock.json; kept in
web/node_modules while the lock stays the same). ensure_micropip() fetches the micropip wheel that
the pinned Pyodide's lock names with pip, once, into .cache/micropip/, and checks its sha256.
patched_pyodide_lock() gives pyodide-lock.json with micropip's sha256 set to the wheel the site
ships. Their bytecode is tools/bytecode.py's work.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import tempfile
from pathlib import Path

from .common import CACHE, WEB, die, run, sha256_of, step
from .testenv import ensure_venv

# The Pyodide runtime: the npm package pinned in web/package.json and web/package-lock.json.
PYODIDE_PACKAGE = WEB / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_LOCK = "pyodide-lock.json"  # copied with micropip's sha256 patched

# micropip is not in the npm package; pip fetches the release that the Pyodide lock names.
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
PYODIDE_PYTHON = "3.14"  # the CPython inside the pinned Pyodide; micropip needs >=3.13


def ensure_pyodide() -> Path:
    """`npm ci` in web/ (skipped while web/node_modules matches the lock); returns the package dir."""
    lock = WEB / "package-lock.json"
    stamp = WEB / "node_modules" / ".tabletop-lock.sha256"
    want = sha256_of(lock)
    complete = all((PYODIDE_PACKAGE / f).is_file() for f in (*PYODIDE_FILES, PYODIDE_LOCK))
    if complete and stamp.is_file() and stamp.read_text().strip() == want:
        return PYODIDE_PACKAGE
    if shutil.which("npm") is None:
        die("npm is needed to fetch the Pyodide runtime (Debian: apt-get install -y npm)")
    step("installing the Pyodide runtime pinned in web/package-lock.json")
    run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=WEB)
    missing = [f for f in (*PYODIDE_FILES, PYODIDE_LOCK) if not (PYODIDE_PACKAGE / f).is_file()]
    if missing:
        die(f"the pyodide npm package lacks {', '.join(missing)}")
    stamp.write_text(want + "\n")
    return PYODIDE_PACKAGE


def pip_command() -> list[str]:
    """pip of this interpreter if it has one, else the project venv's pip."""
    if importlib.util.find_spec("pip") is not None:
        return [sys.executable, "-m", "pip"]
    return [str(ensure_venv()), "-m", "pip"]


def ensure_micropip() -> Path:
    """The micropip wheel in .cache/, fetched with pip once and checked against its sha256."""
    cached = CACHE / "micropip" / MICROPIP_WHEEL
    if cached.is_file() and sha256_of(cached) == MICROPIP_SHA256:
        return cached
    step(f"downloading micropip {MICROPIP_VERSION}")
    cached.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        run([*pip_command(), "download", "--disable-pip-version-check", "--quiet", "--no-deps",
             "--only-binary=:all:", "--python-version", PYODIDE_PYTHON,
             "--dest", tmp, f"micropip=={MICROPIP_VERSION}"])
        downloaded = Path(tmp) / MICROPIP_WHEEL
        if not downloaded.is_file():
            die(f"pip did not produce {MICROPIP_WHEEL}")
        actual = sha256_of(downloaded)
        if actual != MICROPIP_SHA256:
            die(f"{MICROPIP_WHEEL} has sha256 {actual}, expected {MICROPIP_SHA256}")
        shutil.move(str(downloaded), cached)
    return cached


def pyodide_version(package_dir: Path) -> str:
    return json.loads((package_dir / "package.json").read_text())["version"]


def patched_pyodide_lock(package_dir: Path, micropip_sha256: str) -> tuple[str, dict]:
    """pyodide-lock.json with micropip's sha256 set to the wheel we ship.

    The browser checks each package against the lock's hash (subresource integrity), and the
    PyPI micropip wheel is not byte-identical to the one Pyodide's own build lists.
    """
    lock = json.loads((package_dir / PYODIDE_LOCK).read_text())
    entry = lock["packages"].get("micropip")
    if not entry or entry.get("file_name") != MICROPIP_WHEEL:
        die(f"the pinned Pyodide expects micropip {entry and entry.get('version')}, "
            f"but build.py pins {MICROPIP_VERSION}: update MICROPIP_VERSION and MICROPIP_SHA256 "
            "in tools/pyodide.py")
    entry["sha256"] = micropip_sha256
    return json.dumps(lock, separators=(",", ":")), lock.get("info", {})
