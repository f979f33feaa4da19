"""Each worker ships as one file (tools/bundle.py): its imports inside it, Pyodide's beside it.

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

from tools.bundle import EXTERNAL, WORKER_ONLY, WORKERS  # noqa: E402

pytestmark = pytest.mark.skipif(not (SITE / "files.json").is_file(), reason="no site/: python3 build.py site")

IMPORT = re.compile(r"""^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']""", re.M)


def static_imports(text: str) -> set[str]:
    return {a or b for a, b in IMPORT.findall(text)}


@pytest.mark.parametrize("name", WORKERS)
def test_a_worker_imports_nothing_but_pyodide(name):
    source = (ROOT / "web" / name).read_text()
    assert static_imports(source) - set(EXTERNAL), "the source imports modules: the bundle must hold them"
    bundle = (SITE / name).read_text()
    assert static_imports(bundle) <= set(EXTERNAL)
    # What it imported is inside it: the functions the worker calls.
    assert "function bootEngine(" in bundle and "async function findSnapshot(" in bundle


def test_the_modules_only_workers_import_are_not_shipped_on_their_own():
    files = set(json.loads((SITE / "files.json").read_text())["files"])
    assert set(WORKERS) <= files
    assert not set(WORKER_ONLY) & files
    assert not any((SITE / name).exists() for name in WORKER_ONLY)
    # and no page imports them
    for page in [*SITE.glob("*.html"), *SITE.glob("*.mjs"), *SITE.glob("**/*.js")]:
        assert not static_imports(page.read_text()) & {f"./{n}" for n in WORKER_ONLY}, page
