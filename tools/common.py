"""What every job of build.py shares: the project's paths and metadata, and how to report and run.

step() and die() speak as build.py, the one entry point; run() shows a command, runs it and stops
the build when it fails. sha256_of() hashes a file, private_tmp() names a temporary file that no
other build running at the same time uses, apt_install() installs a Debian package (root only).
Standard library only, like every module of tools/: build.py runs before any virtualenv exists.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY_SRC = ROOT / "py"
PACKAGE = "tabletop"
TOOLS_PACKAGE = "tabletop_tools"  # benches and balance studies: py/, never in the engine wheel
WEB = ROOT / "web"
SITE = ROOT / "site"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
DIST = ROOT / "dist"

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


def private_tmp(path: Path) -> Path:
    """A temporary name beside ``path`` that no other build running at the same time uses."""
    return path.with_name(f"{path.name}.{os.getpid()}.tmp")


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
