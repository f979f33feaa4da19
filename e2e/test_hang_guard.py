"""The watchdog that turns a hung browser test into a failure (hang_guard.py), on stand-in processes."""

import subprocess
import time
from pathlib import Path

import pytest

from hang_guard import WATCHDOG, Watchdog, browsers_started_here


def stand_ins(tmp_path, *names):
    """A shell that starts one process per name (a link to sleep named so), and their pids; the
    watchdogs below look under that shell only, not at the session's own Chromium."""
    for name in names:
        (tmp_path / name).symlink_to("/bin/sleep")
    script = " ".join(f"{tmp_path / name} 60 &" for name in names) + " wait"
    shell = subprocess.Popen(["sh", "-c", script])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        kids = [p for p in Path("/proc").iterdir() if p.name.isdigit() and _parent(p) == shell.pid]
        if len(kids) == len(names):
            break
        time.sleep(0.05)
    return shell


def _parent(proc: Path) -> int:
    try:
        return int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
    except OSError:
        return -1


def alive(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_it_kills_the_browsers_this_process_started_when_a_test_runs_too_long(tmp_path, capfd):
    shell = stand_ins(tmp_path, "chromium", "node")
    try:
        browsers = browsers_started_here(shell.pid)
        assert len(browsers) == 1, "the chromium, not the node"
        dog = Watchdog(limit=1.0, root=shell.pid)
        dog.arm("e2e/test_x.py::test_slow")
        deadline = time.monotonic() + 10
        while alive(browsers[0]) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(browsers[0])
        assert shell.poll() is None, "only Chromium is killed: the shell still waits for the node"
        assert dog.fired == "e2e/test_x.py::test_slow" and dog.bites == 1
        err = capfd.readouterr().err
        assert "test_slow still running after 1 s" in err and "most recent call first" in err
    finally:
        subprocess.run(["pkill", "-KILL", "-P", str(shell.pid)])
        shell.wait()


def test_a_test_that_ends_in_time_is_left_alone(tmp_path):
    shell = stand_ins(tmp_path, "chromium")
    try:
        browsers = browsers_started_here(shell.pid)
        dog = Watchdog(limit=1.5, root=shell.pid)
        dog.arm("quick")
        time.sleep(0.3)
        dog.disarm()
        time.sleep(2.5)
        assert alive(browsers[0]) and dog.fired is None and dog.bites == 0
    finally:
        subprocess.run(["pkill", "-KILL", "-P", str(shell.pid)])
        shell.wait()


def test_after_a_kill_the_next_test_gets_a_fresh_chromium(site_profiles, browsers, base_url):
    profile, plain = site_profiles.get(), browsers.get()
    assert len(browsers_started_here()) == 2  # the site profile's Chromium and the plain one
    WATCHDOG.bite()
    with pytest.raises(Exception):  # what a hung call sees once its browser is gone
        profile.context.new_page()
    with pytest.raises(Exception):
        plain.new_context()
    deadline = time.monotonic() + 10  # a killed process lingers while the kernel tears it down
    while browsers_started_here() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert browsers_started_here() == []
    fresh, fresh_plain = site_profiles.get(), browsers.get()
    assert fresh is not profile and fresh_plain is not plain
    page = fresh.context.new_page()
    page.goto(base_url)
    assert page.title()
    page.close()
    assert fresh_plain.new_context().new_page().evaluate("1 + 1") == 2
