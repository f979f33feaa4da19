"""The workers and the shell's entry ship bundled (tools/bundle.py): the game's workers as one file
each, Pyodide's pyodide.mjs inside; the benchmark's worker with pyodide.mjs beside it; shell/boot.js
with the shell's modules, importing only what the games import too.

Read from site/ as `python3 build.py site` (or `test`) left it; skipped when there is none.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.bundle import BENCH_WORKER, PYODIDE, SHARED, SHELL, WORKER_ONLY, WORKERS  # noqa: E402

pytestmark = pytest.mark.skipif(not (SITE / "files.json").is_file(), reason="no site/: python3 build.py site")

IMPORT = re.compile(r"""^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']""", re.M)


def static_imports(text: str) -> set[str]:
    return {a or b for a, b in IMPORT.findall(text)}


@pytest.mark.parametrize("name", [*WORKERS, BENCH_WORKER])
def test_a_worker_holds_its_imports(name):
    source = (ROOT / "web" / name).read_text()
    assert static_imports(source), "the source imports modules: the bundle must hold them"
    bundle = (SITE / name).read_text()
    # The game's workers hold pyodide.mjs too; the floor's worker imports it as a bare page does.
    assert static_imports(bundle) == ({PYODIDE} if name == BENCH_WORKER else set())
    # What it imported is inside it: the functions the worker calls.
    assert "function bootEngine(" in bundle and "async function findSnapshot(" in bundle
    if name in WORKERS:
        assert "Mozilla Public License" in bundle.splitlines()[0]


def test_the_shell_entry_holds_the_shell_and_imports_only_what_games_share():
    bundle = (SITE / SHELL).read_text()
    assert static_imports(bundle) <= set(SHARED)
    assert "function createLobby(" in bundle and "function createSession(" in bundle
    # every shared module sits where the bundle's paths say, and the games import them by those
    for path in SHARED:
        assert (SITE / "shell" / path).resolve().is_file(), path


def test_the_modules_only_workers_import_are_not_shipped_on_their_own():
    files = set(json.loads((SITE / "files.json").read_text())["files"])
    assert set(WORKERS) <= files
    assert not set(WORKER_ONLY) & files
    assert not any((SITE / name).exists() for name in WORKER_ONLY)
    # and no page imports them
    for page in [*SITE.glob("*.html"), *SITE.glob("*.mjs"), *SITE.glob("**/*.js")]:
        assert not static_imports(page.read_text()) & {f"./{n}" for n in WORKER_ONLY}, page
