#!/usr/bin/env python3
"""Build, serve and test the offline game table.

    python3 build.py serve [--port N]   build the static site in site/ and serve it on 127.0.0.1
    python3 build.py site               build the static site only
    python3 build.py wheel              build the engine wheel into dist/
    python3 build.py test [PYTEST ARGS] install the test tools, build the site, run pytest
    python3 build.py bench [--runs N] [--json FILE]
                                        build the site and time it in headless Chromium: startup
                                        against a bare Pyodide, engine speed against CPython

Standard library only: this file runs before any virtualenv exists. It parses the command line;
each job is a module of tools/:

    tools/common.py       paths, project metadata, step/die/run, file hashes
    tools/wheel.py        the engine wheel, built from py/ with zipfile
    tools/pyodide.py      the Pyodide runtime (npm) and the micropip wheel (pip)
    tools/bytecode.py     .pyc for micropip, the engine and the stdlib, by Pyodide under Node
    tools/site.py         site/ assembled
    tools/serve.py        the static server with the MIME types Pyodide needs
    tools/testenv.py      .venv with the test extras, Debian's Chromium
    tools/testing.py      `test`: pytest over tests/ and e2e/
    tools/bench.py        `bench`: the run and its report
    tools/bench_pages.py  what `bench` measures in the browser

Downloads are cached: web/node_modules (re-installed only when the lock changes) and .cache/.
"""

from __future__ import annotations

import sys

if sys.version_info < (3, 11):
    sys.exit("build.py needs Python 3.11 or newer (it reads pyproject.toml with tomllib).")

import argparse

from tools.bench import run_bench
from tools.common import DIST, ROOT, step
from tools.serve import serve
from tools.site import build_site
from tools.testing import run_tests
from tools.wheel import build_wheel


def add_bench_parser(commands) -> None:
    bench = commands.add_parser(
        "bench", help="time the site in headless Chromium against bare Pyodide and CPython "
        "(figures, not a test)")
    bench.add_argument("--runs", type=positive_int, default=5,
                       help="cold page loads per page (default 5), each followed by a warm reload")
    bench.add_argument("--seconds", type=float, default=2.0,
                       help="seconds per random-playout figure, each side (default 2)")
    bench.add_argument("--rounds", type=positive_int, default=2,
                       help="interleaved playout rounds per mode; the best counts (default 2)")
    bench.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    bench.add_argument("--in-venv", action="store_true", help=argparse.SUPPRESS)


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


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
    add_bench_parser(commands)
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
    elif args.command == "bench":
        return run_bench(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
