"""Tooling around the engine that the game never runs, kept out of the engine's wheel.

- ``bench``: the engine's benchmarks, printed figures (``python3 -m tabletop_tools bench``, from py/);
- ``bench_browser``: what ``python3 build.py bench`` times both in CPython and inside Pyodide
  (web/bench-worker.mjs; the site ships this package as bench-tools.zip for the bench pages only);
- ``balance``: per-game balance studies (``python3 -m tabletop_tools.balance.kikai`` …, from py/).

Nothing in ``tabletop`` imports this package (tests/test_wheel_contents.py checks it).
"""
