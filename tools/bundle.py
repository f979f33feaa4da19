"""Each web worker shipped as one file: esbuild (pinned in web/package.json) bundles a worker with the
modules it imports, so a first visit asks for one file where it asked for three in a row.

A module worker runs only once every module it imports statically has arrived, and each import is
another round trip, queued behind the page's own modules on the page's few connections. Bundled, the
worker asks for Pyodide's pyodide.mjs (kept apart: Pyodide finds its other files beside it) one round
trip after its own file. The page's modules stay as they are: each game's renderer is loaded when the
game is opened and shares the shell's modules (one instance of each).

The bundles are readable (not minified): a stack trace names the same functions as the sources.
"""

from __future__ import annotations

from pathlib import Path

from .common import WEB, die, run

# The workers, each bundled with the modules it imports (engine-boot.mjs, engine-snapshot.mjs).
WORKERS = ("worker.mjs", "snapshot-worker.mjs", "bench-worker.mjs")
# The modules only workers import: bundled into each, so the site does not ship them on their own.
WORKER_ONLY = ("engine-boot.mjs", "engine-snapshot.mjs")
# Imported at run time from beside the bundle, never bundled.
EXTERNAL = ("./pyodide/pyodide.mjs",)

ESBUILD = WEB / "node_modules" / "esbuild" / "bin" / "esbuild"


def bundle_workers(site: Path) -> None:
    """Replace each of WORKERS in `site` (copied from web/) by its bundle, and drop WORKER_ONLY."""
    if not ESBUILD.is_file():
        die(f"{ESBUILD} is missing: `npm ci` in web/ installs it (web/package-lock.json)")
    run([ESBUILD, *WORKERS, "--bundle", "--format=esm", "--log-level=warning",
         *(f"--external:{path}" for path in EXTERNAL), f"--outdir={site}", "--out-extension:.js=.mjs", "--allow-overwrite"], cwd=WEB)
    for name in WORKER_ONLY:
        (site / name).unlink()
