"""The test tools: the project's .venv with the pinned test extras, and Debian's Chromium.

ensure_venv() creates .venv (installing Debian's python3-venv when that is what is missing) and
installs the `test` extras of pyproject.toml into it, again only when they change.
ensure_chromium() finds Chromium at /usr/bin/chromium (or $TABLETOP_CHROMIUM) and, as root,
installs Debian's package when it is missing. Never `playwright install`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from .common import VENV, apt_install, can_apt, die, pyproject, run, step

CHROMIUM = os.environ.get("TABLETOP_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_APT_PACKAGE = "chromium"  # Debian's package; never `playwright install`


def test_requirements() -> list[str]:
    return list(pyproject()["project"]["optional-dependencies"]["test"])


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
