"""The page's entry and each web worker shipped as few files: esbuild (pinned in web/package.json)
bundles them, so a first visit asks for one file where it asked for a chain of them.

A module worker runs only once every module it imports statically has arrived, and each import is
another round trip, queued behind the page's own modules on the page's few connections. The game's
workers hold their imports and Pyodide's pyodide.mjs (Mozilla Public License 2.0: the bundle says
so, and the file ships unchanged in site/pyodide/ too), so the game's worker asks for Pyodide's
wasm as soon as its own file has run, as a page that starts Pyodide from an inline script does.
bench-worker.mjs, which times the bare Pyodide floor (bench-floor.html), imports pyodide.mjs from
beside it as Pyodide's documentation shows, so the floor stays what any page built on Pyodide pays.

The page's shell/boot.js holds the shell's own modules (web/shell/*.js), which it asked for one
level of imports at a time: some thirty files queued on the page's six connections ahead of the
worker's own. What a game's renderer imports too stays a module of its own,
so the shell and the games share one instance of each (SHARED: as written in web/shell/*.js, which
all sit in one folder, so the same path works from the bundle). The sources stay in site/ as they are
(a test may import one; the shell itself no longer does).

The bundles are readable (not minified; pyodide.mjs comes minified): a stack trace names the same
functions as the sources. They are made in the new site/ once Pyodide's files are in it, from the
copies of web/ there, so `./pyodide/pyodide.mjs` resolves as it does in the browser.
"""

from __future__ import annotations

from pathlib import Path

from .common import WEB, die, run

# The game's workers, each bundled with the modules it imports (engine-boot.mjs, engine-snapshot.mjs)
# and with Pyodide's pyodide.mjs; the benchmark's worker, bundled with the same but not pyodide.mjs.
WORKERS = ("worker.mjs", "snapshot-worker.mjs")
BENCH_WORKER = "bench-worker.mjs"
# The modules only workers import: bundled into each, so the site does not ship them on their own.
WORKER_ONLY = ("engine-boot.mjs", "engine-snapshot.mjs")
PYODIDE = "./pyodide/pyodide.mjs"
# What pyodide.mjs imports only under Node (never in a browser): left as it is.
NODE_ONLY = ("node:*", "ws")
PYODIDE_NOTICE = ("// This bundle holds Pyodide's pyodide.mjs (https://pyodide.org), under the Mozilla Public "
                  "License 2.0; its source ships unchanged beside it, in pyodide/pyodide.mjs.")

# The shell's entry, bundled in place (site/shell/boot.js), and what stays apart: the modules that a
# game's renderer or registry.js import as well, and engine-client.mjs (it shares engine-start.mjs with
# the page's <head>); web/games/kit.js re-exports shell/table.js and shell/motion.js, and table.js's own
# imports go with it.
SHELL = "shell/boot.js"
SHARED = ("../i18n.js", "../dom.js", "../said.js", "../engine-client.mjs", "../games/registry.js",
          "./table.js", "./motion.js", "./moments.js", "./zoom.js")
# Loaded only when used (import() from the shell): play on several devices (issue 35) stays out of
# the first visit's bundle. Its modules import only SHARED ones and stateless helpers (errors.js).
LAZY = ("./remote/*",)

ESBUILD = WEB / "node_modules" / "esbuild" / "bin" / "esbuild"


def esbuild(site: Path, entries, *options: str) -> None:
    """Bundle `entries` of `site` in place (each replaced by its bundle) as readable ES modules."""
    if not ESBUILD.is_file():
        die(f"{ESBUILD} is missing: `npm ci` in web/ installs it (web/package-lock.json)")
    run([ESBUILD, *entries, "--bundle", "--format=esm", "--log-level=warning", "--allow-overwrite", *options],
        cwd=site)


def bundle_site(site: Path) -> None:
    """Bundle the workers and the shell of `site` (web/ copied, Pyodide's files in pyodide/), and drop
    WORKER_ONLY."""
    workers = (f"--outdir={site}", "--out-extension:.js=.mjs")
    esbuild(site, WORKERS, *workers, *(f"--external:{name}" for name in NODE_ONLY),
            f"--banner:js={PYODIDE_NOTICE}")
    esbuild(site, [BENCH_WORKER], *workers, f"--external:{PYODIDE}")
    esbuild(site, [SHELL], f"--outfile={site / SHELL}", *(f"--external:{path}" for path in SHARED + LAZY))
    for name in WORKER_ONLY:
        (site / name).unlink()
