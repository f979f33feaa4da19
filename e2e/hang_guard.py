"""A watchdog for the browser tests: a test that hangs fails instead of stopping the whole run.

Playwright bounds what a test waits for in a page, but a few calls have no timeout at all (a CDP
command such as Storage.clearDataForOrigin, closing a page, opening one). If Chromium never answers
one of them, pytest would wait until CI gives up on the whole run. The watchdog is a thread armed
around each test (setup, call and teardown). When a test outlives ``limit`` seconds it prints every
Python thread's stack (where the test was waiting) and kills the Chromium processes this pytest
started, so the call that waits fails with "Target closed"; the test is reported as failed with a
line that says why, and the fixtures start a fresh Chromium for the tests after it (conftest.py).
"""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading
import time
from pathlib import Path

LIMIT_S = float(os.environ.get("TABLETOP_TEST_LIMIT_S", "480"))  # the longest test takes ~2 min


def _children() -> dict[int, list[int]]:
    """Every process's children, from /proc (Linux)."""
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])  # the field after the state letter
        tree.setdefault(parent, []).append(int(entry.name))
    return tree


def _command(pid: int) -> str:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().split(b"\0")[0].decode(errors="replace")
    except OSError:
        return ""


def browsers_started_here(root: int | None = None) -> list[int]:
    """The topmost Chromium processes below ``root`` (this process): the browsers, not their
    renderers (killing a browser takes its renderers with it)."""
    tree, found = _children(), []
    stack = list(tree.get(root or os.getpid(), []))
    while stack:
        pid = stack.pop()
        if "chrom" in Path(_command(pid)).name:
            found.append(pid)
        else:
            stack.extend(tree.get(pid, []))
    return found


class Watchdog:
    def __init__(self, limit: float = LIMIT_S, root: int | None = None):
        self.limit, self.root = limit, root  # root: whose Chromium to kill (None: this process)
        self._lock = threading.Lock()
        self._deadline: float | None = None
        self._test = ""
        self.fired: str | None = None  # the test it fired on, until the next arm()
        self.bites = 0  # how many times it killed Chromium: a browser launched before is gone
        threading.Thread(target=self._watch, name="test-watchdog", daemon=True).start()

    def arm(self, test: str) -> None:
        with self._lock:
            self._deadline, self._test, self.fired = time.monotonic() + self.limit, test, None

    def disarm(self) -> None:
        with self._lock:
            self._deadline = None

    def _watch(self) -> None:
        while True:
            time.sleep(1.0)
            with self._lock:
                late = self._deadline is not None and time.monotonic() > self._deadline
                if late:
                    self._deadline, self.fired = None, self._test
            if late:
                print(f"\n[watchdog] {self.fired} still running after {self.limit:.0f} s: the stacks of "
                      "every thread, then Chromium is killed", file=sys.stderr, flush=True)
                faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
                self.bite()

    def bite(self) -> None:
        """Kill every Chromium this process started."""
        self.bites += 1
        for pid in browsers_started_here(self.root):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


WATCHDOG = Watchdog()  # the one armed around every browser test (conftest.py)
