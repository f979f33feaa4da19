#!/usr/bin/env python3
"""Build, serve and test the offline game table.

    python3 build.py serve [--port N]   build the static site in site/ and serve it on 127.0.0.1
    python3 build.py site               build the static site only
    python3 build.py wheel              build the engine wheel into dist/
    python3 build.py test [PYTEST ARGS] install the test tools, build the site, run pytest

Standard library only: this file runs before any virtualenv exists.

What goes into site/:
    everything in web/ except package.json, package-lock.json, node_modules and dotfiles;
    pyodide/   the Pyodide runtime (npm package pinned in web/package-lock.json, installed
               with `npm ci`), its pyodide-lock.json patched to trust the micropip wheel below,
               and the micropip wheel (pinned version and sha256, fetched with pip);
    wheels/    the engine wheel tabletop-<version>-py3-none-any.whl, built here from py/ with
               zipfile (no build backend, no network), and manifest.json naming it.

Downloads are cached: web/node_modules (re-installed only when the lock changes) and .cache/.
"""

from __future__ import annotations

import sys

if sys.version_info < (3, 11):
    sys.exit("build.py needs Python 3.11 or newer (it reads pyproject.toml with tomllib).")

import argparse
import base64
import functools
import hashlib
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PY_SRC = ROOT / "py"
PACKAGE = "tabletop"
WEB = ROOT / "web"
SITE = ROOT / "site"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
DIST = ROOT / "dist"

# The Pyodide runtime: the npm package pinned in web/package.json and web/package-lock.json.
PYODIDE_PACKAGE = WEB / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_LOCK = "pyodide-lock.json"  # copied with micropip's sha256 patched

# micropip is not in the npm package; pip fetches the release that the Pyodide lock names.
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
PYODIDE_PYTHON = "3.14"  # the CPython inside the pinned Pyodide; micropip needs >=3.13

WEB_SKIP = {"package.json", "package-lock.json", "node_modules"}

CHROMIUM = os.environ.get("TABLETOP_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_APT_PACKAGE = "chromium"  # Debian's package; never `playwright install`

MIME_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
}

ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: same sources, same wheel bytes


# ---------------------------------------------------------------- small helpers

def step(message: str) -> None:
    print(f"build.py: {message}", flush=True)


def die(message: str, code: int = 1) -> None:
    print(f"build.py: error: {message}", file=sys.stderr, flush=True)
    sys.exit(code)


def run(cmd: list[str | Path], cwd: Path = ROOT, env: dict | None = None) -> None:
    cmd = [str(c) for c in cmd]
    step("$ " + " ".join(cmd))
    try:
        subprocess.run(cmd, cwd=cwd, check=True, env=env)
    except FileNotFoundError:
        die(f"{cmd[0]} is not installed")
    except subprocess.CalledProcessError as err:
        die(f"command failed with exit code {err.returncode}: {' '.join(cmd)}")


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


_apt_updated = False


def apt_install(package: str) -> None:
    """Install a Debian package (root only); runs apt-get update once per build.py run."""
    global _apt_updated
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if not _apt_updated:
        run(["apt-get", "update"], env=env)
        _apt_updated = True
    run(["apt-get", "install", "-y", package], env=env)


def can_apt() -> bool:
    return is_root() and shutil.which("apt-get") is not None


# ---------------------------------------------------------------- project metadata

def pyproject() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def engine_version() -> str:
    """__version__ from py/tabletop/__init__.py, read as text (nothing is imported)."""
    text = (PY_SRC / PACKAGE / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.MULTILINE)
    if not match:
        die(f"no __version__ = '...' line in py/{PACKAGE}/__init__.py")
    return match.group(1)


def test_requirements() -> list[str]:
    return list(pyproject()["project"]["optional-dependencies"]["test"])


# ---------------------------------------------------------------- the engine wheel

def package_files() -> list[Path]:
    """Every file of the package, sorted; no caches, compiled files or dotfiles."""
    files = []
    for path in sorted((PY_SRC / PACKAGE).rglob("*")):
        rel = path.relative_to(PY_SRC)
        if any(part == "__pycache__" or part.startswith(".") for part in rel.parts):
            continue
        if path.is_file() and path.suffix not in (".pyc", ".pyo"):
            files.append(path)
    return files


def wheel_metadata(version: str) -> str:
    project = pyproject()["project"]
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {version}",
        f"Summary: {project.get('description', '')}",
        f"Requires-Python: {project['requires-python']}",
    ]
    for extra, requirements in sorted(project.get("optional-dependencies", {}).items()):
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {req} ; extra == "{extra}"' for req in requirements]
    return "\n".join(lines) + "\n"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(out_dir: Path) -> Path:
    """Write the py3-none-any wheel of py/tabletop into out_dir and return its path.

    A wheel is a zip: the package files plus a .dist-info folder with METADATA, WHEEL and RECORD.
    Runtime dependencies: none (the engine is stdlib only), so micropip never looks for any.
    """
    name = pyproject()["project"]["name"]
    version = engine_version()
    dist_name = re.sub(r"[-_.]+", "_", name)
    wheel_name = f"{dist_name}-{version}-py3-none-any.whl"
    dist_info = f"{dist_name}-{version}.dist-info"

    entries: list[tuple[str, bytes]] = []
    for path in package_files():
        entries.append((path.relative_to(PY_SRC).as_posix(), path.read_bytes()))
    entries.append((f"{dist_info}/METADATA", wheel_metadata(version).encode()))
    entries.append((f"{dist_info}/WHEEL", (
        "Wheel-Version: 1.0\nGenerator: tabletop build.py\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n").encode()))
    entries.append((f"{dist_info}/top_level.txt", f"{PACKAGE}\n".encode()))
    record = "".join(record_line(n, d) + "\n" for n, d in entries)
    record += f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    for stale in out_dir.glob(f"{dist_name}-*.whl"):
        stale.unlink()
    target = out_dir / wheel_name
    tmp = target.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for arcname, data in entries:
            info = zipfile.ZipInfo(arcname, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    tmp.replace(target)
    return target


# ---------------------------------------------------------------- downloads (cached)

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


# ---------------------------------------------------------------- the static site

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
            f"but build.py pins {MICROPIP_VERSION}: update MICROPIP_VERSION and MICROPIP_SHA256")
    entry["sha256"] = micropip_sha256
    return json.dumps(lock, separators=(",", ":")), lock.get("info", {})


def copy_web(dest: Path) -> None:
    """Everything in web/ except the npm files and dotfiles (index.html, *.js, *.mjs, *.css, games/ …)."""
    def ignore(directory: str, names: list[str]) -> set[str]:
        skip = {n for n in names if n.startswith(".") or n == "__pycache__"}
        if Path(directory).resolve() == WEB.resolve():
            skip |= WEB_SKIP & set(names)
        return skip

    shutil.copytree(WEB, dest, ignore=ignore)


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
    lock_text, info = patched_pyodide_lock(pyodide_dir, MICROPIP_SHA256)
    (runtime / PYODIDE_LOCK).write_text(lock_text)
    shutil.copy2(micropip, runtime / MICROPIP_WHEEL)

    wheel = build_wheel(new / "wheels")
    manifest = {
        "engine": {
            "name": PACKAGE,
            "version": engine_version(),
            "wheel": wheel.name,
            "sha256": sha256_of(wheel),
            "size": wheel.stat().st_size,
        },
        "pyodide": {"version": pyodide_version(pyodide_dir), "python": info.get("python")},
        "micropip": {"version": MICROPIP_VERSION, "wheel": MICROPIP_WHEEL, "sha256": MICROPIP_SHA256},
    }
    (new / "wheels" / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")

    if SITE.exists():
        shutil.rmtree(SITE)
    new.rename(SITE)
    if not (SITE / "index.html").is_file():
        step("note: web/index.html does not exist yet; diag.html checks the engine")
    step(f"site/ built in {time.monotonic() - started:.2f} s "
         f"(engine {wheel.name}, {manifest['engine']['size']} bytes; "
         f"Pyodide {manifest['pyodide']['version']})")
    return manifest


# ---------------------------------------------------------------- serving

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs; revalidated on every load."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def end_headers(self) -> None:
        # The engine wheel keeps its name while its version stays the same: make browsers
        # revalidate (cheap: If-Modified-Since answers 304) instead of using a stale copy.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        # A browser that closes a page mid-download resets the connection: not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000,
                quiet: bool = False) -> SiteServer:
    """A threaded static server for directory; port 0 picks a free port (see server_address)."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet})
    return SiteServer((host, port), functools.partial(handler, directory=str(directory)))


def serve(port: int) -> None:
    try:
        server = make_server(SITE, port=port)
    except OSError as err:
        die(f"cannot listen on 127.0.0.1:{port} ({err.strerror}); try --port with another number")
    host, real_port = server.server_address[:2]
    print(f"\nServing the game table at http://{host}:{real_port}/  (Ctrl-C stops)\n", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nbuild.py: stopped", flush=True)
    finally:
        server.server_close()


# ---------------------------------------------------------------- tests

def venv_python() -> Path:
    return VENV / "bin" / "python"


def create_venv() -> None:
    step("creating .venv")
    result = subprocess.run([sys.executable, "-m", "venv", str(VENV)])
    if result.returncode == 0:
        return
    shutil.rmtree(VENV, ignore_errors=True)
    if can_apt() and sys.executable.startswith("/usr/bin/"):
        apt_install("python3-venv")  # Debian's python3 ships venv without ensurepip
        run([sys.executable, "-m", "venv", VENV])
        return
    die("could not create .venv: install Python's venv module "
        "(Debian: apt-get install -y python3-venv) and run again")


def ensure_venv() -> Path:
    """The project venv .venv with the pinned test extras of pyproject.toml installed."""
    if not venv_python().exists():
        create_venv()
    requirements = test_requirements()
    stamp = VENV / ".tabletop-test-requirements"
    wanted = "\n".join(requirements) + "\n"
    if not stamp.is_file() or stamp.read_text() != wanted:
        step("installing the test tools into .venv")
        run([venv_python(), "-m", "pip", "install", "--disable-pip-version-check", "--quiet",
             *requirements])
        stamp.write_text(wanted)
    return venv_python()


def ensure_chromium() -> None:
    if os.access(CHROMIUM, os.X_OK):
        return
    if CHROMIUM == "/usr/bin/chromium" and can_apt():
        step("installing Debian's chromium for the browser tests")
        apt_install(CHROMIUM_APT_PACKAGE)
        if os.access(CHROMIUM, os.X_OK):
            return
    die(f"the browser tests need Chromium at {CHROMIUM}. On Debian run as root: "
        f"apt-get update && apt-get install -y {CHROMIUM_APT_PACKAGE} "
        "(or set TABLETOP_CHROMIUM to a Chromium binary). Do not run `playwright install`.")


def run_tests(pytest_args: list[str]) -> int:
    python = ensure_venv()
    ensure_chromium()
    build_site()
    cmd = [str(python), "-m", "pytest", *pytest_args]
    step("$ " + " ".join(cmd))
    env = dict(os.environ, TABLETOP_CHROMIUM=CHROMIUM)
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


# ---------------------------------------------------------------- command line

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
    return 0


if __name__ == "__main__":
    sys.exit(main())
