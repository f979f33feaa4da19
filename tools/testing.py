"""`python3 build.py test`: the test tools, a fresh site/, then pytest under .venv's python.

pytest runs over tests/ (the engine) and e2e/ (the built site in headless Chromium, served by
tools/serve.py from e2e/conftest.py), or over the arguments given after `test`.
"""

from __future__ import annotations

import os
import subprocess

from .common import ROOT, step
from .site import build_site
from .testenv import CHROMIUM, ensure_chromium, ensure_venv

def run_tests(pytest_args: list[str]) -> int:
    python = ensure_venv()
    ensure_chromium()
    build_site()
    cmd = [str(python), "-m", "pytest", *pytest_args]
    step("$ " + " ".join(cmd))
    env = dict(os.environ, TABLETOP_CHROMIUM=CHROMIUM)
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode
