"""The engine's wheels ship the engine only, and the site's ship it in parts, as bytecode alone.

The benches and balance studies (py/tabletop_tools) are tooling, out of every wheel a visitor
downloads, and no engine module imports them; the bench pages get that code as site/bench-tools.zip
(tools/wheel.py, build_bench_tools), which only web/bench-worker.mjs fetches.

`python3 build.py wheel` writes one wheel with every module's source (build_wheel). The site
(build_split_wheels, then tools/bytecode.py) has a core wheel, with every game's card (its
__init__), and a wheel per game with the rest of its folder, each module a sourceless .pyc compiled
by the pinned Pyodide; site/wheels/manifest.json names them all. The tests of the site's wheels read
site/ as `python3 build.py site` (or `test`) left it, and are skipped when there is none; the one that
reads the bytecode's line tables runs the site's Pyodide under Node.
"""

from __future__ import annotations

import _imp
import ast
import base64
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "py" / "tabletop"
SITE_WHEELS = ROOT / "site" / "wheels"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tabletop import __version__  # noqa: E402
from tabletop.engine import GAMES  # noqa: E402
from tools.bytecode import KEEP_SOURCE  # noqa: E402
from tools.wheel import build_bench_tools, build_split_wheels, build_wheel, game_ids  # noqa: E402

TOOLING = ("bench", "bench_browser", "balance", "__main__")  # module names that are tooling, not engine
CORE = f"tabletop-{__version__}-py3-none-any.whl"
STALE = "py/ changed since site/ was built: run python3 build.py site"


def is_tooling(module: str) -> bool:
    parts = module.split(".")
    return parts[0] == "tabletop_tools" or any(part in TOOLING for part in parts[1:])


def sources() -> list[str]:
    """Every module of py/tabletop, as its path in a wheel (tabletop/games/betta/rules.py), but those of
    a game being built (a folder of games/ that engine.GAMES does not register yet)."""
    return sorted(p.relative_to(ENGINE.parent).as_posix() for p in ENGINE.rglob("*.py")
                  if "__pycache__" not in p.parts and not being_built(p))


def being_built(path: Path) -> bool:
    parts = path.relative_to(ENGINE / "games").parts if path.is_relative_to(ENGINE / "games") else ()
    return len(parts) > 1 and parts[0] not in GAMES


def game_of(name: str) -> str | None:
    """The game a wheel entry belongs to (tabletop/games/<id>/... but its __init__), or None."""
    parts = name.split("/")
    if parts[:2] != ["tabletop", "games"] or len(parts) < 4 or parts[3].startswith("__init__."):
        return None
    return parts[2]


def check_record(zf: zipfile.ZipFile) -> None:
    """RECORD lists every other file of the wheel with its sha256 and size."""
    names = zf.namelist()
    record = next(n for n in names if n.endswith(".dist-info/RECORD"))
    lines = zf.read(record).decode().splitlines()
    assert sorted(line.rsplit(",", 2)[0] for line in lines) == sorted(names)
    for line in lines:
        name, digest, size = line.rsplit(",", 2)
        if name == record:
            assert digest == size == ""
            continue
        data = zf.read(name)
        want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert digest == f"sha256={want}" and int(size) == len(data), name


# ---------------------------------------------------------------- the wheels, from their sources

def test_the_engine_wheel_holds_no_bench_or_balance_module(tmp_path):
    wheel = build_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "tabletop/api.py" in names and "tabletop/engine.py" in names
    modules = [n[:-3].replace("/", ".") for n in names if n.endswith(".py")]
    assert [m for m in modules if is_tooling(m)] == []
    assert not any(n.startswith("tabletop_tools/") for n in names)


def test_dist_gets_one_wheel_with_every_source(tmp_path):
    wheel = build_wheel(tmp_path)
    assert wheel.name == CORE
    with zipfile.ZipFile(wheel) as zf:
        assert sorted(n for n in zf.namelist() if n.startswith("tabletop/")) == sources()
        check_record(zf)


def test_the_games_are_the_folders_with_a_card():
    assert game_ids() == sorted(GAMES)
    assert all(GAMES[gid] == f"tabletop.games.{gid}" for gid in GAMES)


def test_a_game_being_built_is_in_no_wheel(tmp_path, monkeypatch):
    """A folder of games/ with its card but not in engine.GAMES yet ships in no wheel, core or its own."""
    import tools.wheel as wheel_tools
    monkeypatch.setattr(wheel_tools, "registered_games", lambda: set(GAMES) - {"betta"})
    assert "betta" not in wheel_tools.game_ids()
    core, games = wheel_tools.build_split_wheels(tmp_path)
    assert "betta" not in games
    with zipfile.ZipFile(core) as zf:
        assert not [n for n in zf.namelist() if n.startswith("tabletop/games/betta/")]


@pytest.fixture(scope="module")
def split(tmp_path_factory):
    """The site's wheels before their bytecode: (core wheel, {game: wheel})."""
    return build_split_wheels(tmp_path_factory.mktemp("split"))


def test_the_split_wheels_share_out_the_whole_engine(split):
    core, games = split
    assert core.name == CORE and sorted(games) == sorted(GAMES)
    everything = []
    with zipfile.ZipFile(core) as zf:
        names = [n for n in zf.namelist() if not n.startswith(f"tabletop-{__version__}.dist-info/")]
        assert [n for n in names if game_of(n)] == []  # no game module ...
        assert {f"tabletop/games/{gid}/__init__.py" for gid in GAMES} <= set(names)  # ... but every card
        assert {"tabletop/__init__.py", "tabletop/api.py", "tabletop/engine.py",
                "tabletop/games/__init__.py", "tabletop/bots/__init__.py"} <= set(names)
        assert "Name: tabletop\n" in zf.read(f"tabletop-{__version__}.dist-info/METADATA").decode()
        check_record(zf)
        everything += names
    for gid, wheel in games.items():
        assert wheel.name == f"tabletop_{gid}-{__version__}-py3-none-any.whl"
        dist_info = f"tabletop_{gid}-{__version__}.dist-info/"
        with zipfile.ZipFile(wheel) as zf:
            names = [n for n in zf.namelist() if not n.startswith(dist_info)]
            assert names and {game_of(n) for n in names} == {gid}, gid  # its own folder, no card
            assert f"tabletop/games/{gid}/rules.py" in names
            assert f"Name: tabletop-{gid}\n" in zf.read(dist_info + "METADATA").decode()
            assert zf.read(dist_info + "top_level.txt") == b"tabletop\n"
            assert "Tag: py3-none-any" in zf.read(dist_info + "WHEEL").decode()
            check_record(zf)
            everything += names
    assert sorted(everything) == sources()  # every module once


def test_the_split_wheels_are_reproducible(split, tmp_path):
    core, games = build_split_wheels(tmp_path)
    assert core.read_bytes() == split[0].read_bytes()
    assert {gid: w.read_bytes() for gid, w in games.items()} == {
        gid: w.read_bytes() for gid, w in split[1].items()}


# ---------------------------------------------------------------- CPython, from the unpacked wheels

PLAY = r"""
import json, sys
root, gid, other = sys.argv[1:]
import tabletop
from tabletop import api, engine
assert tabletop.__file__.startswith(root), tabletop.__file__

def ask(**request):
    reply = json.loads(api.handle(json.dumps(request)))
    assert "ok" in reply, reply
    return reply["ok"]

games = ask(op="games")
game = ask(op="new_game", game=gid, options={}, seed=7)
moves = ask(op="legal_moves", state=game)
played = ask(op="play", state=game, move=moves[0])
try:
    engine.rules(other)
    missing = None
except ModuleNotFoundError as e:
    missing = e.name
print(json.dumps({"games": [g["id"] for g in games], "moves": played["state"]["moves"],
                  "missing": missing, "engine": engine.__file__,
                  "loaded": sorted(m for m in sys.modules if m.startswith("tabletop.games."))}))
"""


def site_wheels_import_here() -> bool:
    """Whether this CPython imports the site's bytecode (its magic number is Pyodide's)."""
    core = SITE_WHEELS / CORE
    if not core.is_file():
        return False
    with zipfile.ZipFile(core) as zf:
        return zf.read("tabletop/engine.pyc")[:4] == importlib.util.MAGIC_NUMBER


@pytest.fixture(scope="module")
def installable(split):
    """The wheels to install here: the site's if this CPython reads their bytecode, else (the usual
    case: Pyodide's Python is newer) the same split without the compile step, with sources."""
    if site_wheels_import_here():
        manifest = json.loads((SITE_WHEELS / "manifest.json").read_text())
        return SITE_WHEELS / CORE, {gid: SITE_WHEELS / g["wheel"]
                                    for gid, g in manifest["engine"]["games"].items()}
    return split


@pytest.mark.parametrize("gid", list(GAMES))
def test_the_core_and_one_game_wheel_play_that_game(installable, gid, tmp_path):
    """Installing = unzipping the core wheel and one game's wheel: that game plays, the lobby lists
    every game (from the cards), and another game's rules are not there."""
    core, games = installable
    other = next(g for g in GAMES if g != gid)
    for wheel in (core, games[gid]):
        zipfile.ZipFile(wheel).extractall(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(tmp_path)
    out = subprocess.run([sys.executable, "-B", "-S", "-c", PLAY, str(tmp_path), gid, other],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["games"] == list(GAMES)
    assert len(got["moves"]) == 1
    assert got["missing"] == f"tabletop.games.{other}.rules"
    assert Path(got["engine"]).suffix == (".pyc" if site_wheels_import_here() else ".py")
    assert {m.split(".")[2] for m in got["loaded"] if m.count(".") > 2} == {gid}


# ---------------------------------------------------------------- the site's wheels

@pytest.fixture(scope="module")
def manifest():
    path = SITE_WHEELS / "manifest.json"
    if not path.is_file():
        pytest.skip("no site/ built: python3 build.py site")
    return json.loads(path.read_text())


def site_wheels(manifest) -> dict[str | None, Path]:
    """{None: the core wheel, game id: its wheel} as site/wheels/manifest.json names them."""
    engine = manifest["engine"]
    return {None: SITE_WHEELS / engine["wheel"],
            **{gid: SITE_WHEELS / g["wheel"] for gid, g in engine["games"].items()}}


def test_the_manifest_names_every_wheel_with_its_hash(manifest):
    engine = manifest["engine"]
    assert {k: engine[k] for k in ("name", "version", "wheel")} == {
        "name": "tabletop", "version": __version__, "wheel": CORE}
    assert sorted(engine["games"]) == sorted(GAMES), STALE
    for entry in [engine, *engine["games"].values()]:
        wheel = SITE_WHEELS / entry["wheel"]
        assert wheel.is_file(), entry["wheel"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], entry["wheel"]
        assert wheel.stat().st_size == entry["size"], entry["wheel"]
    for gid, entry in engine["games"].items():
        assert entry["wheel"] == f"tabletop_{gid}-{__version__}-py3-none-any.whl"
    assert {"pyodide", "micropip", "stdlib_bytecode"} <= set(manifest)
    shipped = sorted(p.name for p in SITE_WHEELS.glob("*.whl"))
    assert shipped == sorted(w.name for w in site_wheels(manifest).values())
    files = json.loads((SITE_WHEELS.parent / "files.json").read_text())["files"]  # the offline cache
    assert {f"wheels/{name}" for name in shipped} <= set(files)


def test_the_site_wheels_ship_each_module_once_as_bytecode(manifest):
    """A sourceless .pyc where the .py was (no __pycache__, no source: KEEP_SOURCE is empty), compiled
    from today's source (its unchecked hash, keyed by the compiling Python's magic number) with the
    module's path as its file name, so tracebacks name it; every game's card in the core wheel."""
    expected = {name: None for name in sources()}
    magics = set()
    for gid, wheel in site_wheels(manifest).items():
        with zipfile.ZipFile(wheel) as zf:
            check_record(zf)
            names = [n for n in zf.namelist() if n.startswith("tabletop/")]
            assert all(n.endswith(".pyc") or n in KEEP_SOURCE for n in names), wheel.name
            assert not any("__pycache__" in n or n.startswith("tabletop_tools") for n in zf.namelist())
            for name in names:
                if name.endswith(".py"):
                    continue
                source = name[:-1]
                assert source in expected, f"{name}: {STALE}"
                assert expected[source] is None, f"{source} is in two wheels"
                expected[source] = wheel.name
                assert game_of(name) == gid, f"{name} is in {wheel.name}"
                pyc = zf.read(name)
                magics.add(pyc[:4])
                assert int.from_bytes(pyc[4:8], "little") == 0b01, name  # unchecked hash
                magic = int.from_bytes(pyc[:4], "little")
                assert _imp.source_hash(magic, (ENGINE.parent / source).read_bytes()) == pyc[8:16], (
                    f"{source}: {STALE}")
                assert source.encode() in pyc, f"{name} is not compiled as {source}"
    assert [s for s, w in expected.items() if w is None] == [], STALE
    assert {expected[f"tabletop/games/{gid}/__init__.py"] for gid in GAMES} == {CORE}
    assert len(magics) == 1 and next(iter(magics))[2:] == b"\r\n"  # one Python compiled them all


NO_COLUMNS_JS = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, names, ...files] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: runtime + "/" });  // with column positions itself
files.forEach((file, i) => pyodide.FS.writeFile(`/tmp/${i}.zip`, new Uint8Array(readFileSync(file))));
pyodide.globals.set("NAMES", names);
process.stdout.write(pyodide.runPython(`
import json, marshal, zipfile

def columns(code):
    # column positions in code and the code objects in its constants
    mine = sum(1 for p in code.co_positions() if p[2] is not None or p[3] is not None)
    return mine + sum(columns(c) for c in code.co_consts if isinstance(c, type(code)))

found = {"(a check of this runtime)": columns(compile("x + 1", "check", "exec"))}
for i, name in enumerate(json.loads(NAMES)):
    with zipfile.ZipFile(f"/tmp/{i}.zip") as zf:
        for entry in zf.namelist():
            if entry.endswith(".pyc"):
                found[f"{name}:{entry}"] = columns(marshal.loads(zf.read(entry)[16:]))
json.dumps(found)
`));
"""


def test_the_sites_bytecode_has_no_column_positions(manifest):
    """Every .pyc that build.py compiles (the engine's wheels, micropip's, stdlib-bytecode.zip) is
    compiled without column positions (tools/bytecode.py, PYTHONNODEBUGRANGES): a fifth less
    bytecode; tracebacks keep file and line, not the ^^^ under the expression. Read by the site's
    own Pyodide under Node (this CPython cannot unmarshal its code objects), which itself compiles
    with column positions: the first entry shows the check would see them."""
    runtime = SITE_WHEELS.parent / "pyodide"
    if shutil.which("node") is None or not (runtime / "pyodide.mjs").is_file():
        pytest.skip("needs node and the site's Pyodide (python3 build.py site)")
    zips = {**{w.name: w for w in site_wheels(manifest).values()},
            manifest["micropip"]["wheel"]: runtime / manifest["micropip"]["wheel"],
            "stdlib-bytecode.zip": SITE_WHEELS.parent / manifest["stdlib_bytecode"]["file"]}
    out = subprocess.run(["node", "--input-type=module", "-e", NO_COLUMNS_JS, str(runtime),
                          json.dumps(list(zips)), *map(str, zips.values())],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout)
    assert found.pop("(a check of this runtime)") > 0
    assert {name.split(":")[0] for name in found} == set(zips)
    assert len(found) > 100
    assert {name: n for name, n in found.items() if n} == {}


# ---------------------------------------------------------------- the tooling

def test_the_bench_pages_get_the_tooling_as_their_own_zip(tmp_path):
    names = zipfile.ZipFile(build_bench_tools(tmp_path)).namelist()
    assert {"tabletop_tools/__init__.py", "tabletop_tools/bench.py", "tabletop_tools/bench_browser.py",
            "tabletop_tools/balance/pandarei.py"} <= set(names)
    assert all(n.startswith("tabletop_tools/") and n.endswith(".py") for n in names)


def imported_modules(path: Path, root: Path = ENGINE.parent) -> set[str]:
    """Every module a file under root imports, relative imports resolved against its package."""
    package = path.relative_to(root).with_suffix("").parts[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = list(package[:len(package) - node.level + 1]) if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}  # from . import bench
    return found


def test_no_engine_module_imports_the_tooling():
    sources = sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts)
    assert len(sources) > 20
    offenders = {str(p.relative_to(ENGINE.parent)): sorted(m for m in imported_modules(p) if is_tooling(m))
                 for p in sources}
    assert {p: m for p, m in offenders.items() if m} == {}


def test_no_game_imports_another_game_nor_the_core_a_game():
    """What lets a game's wheel come alone: its modules import the core and its own folder only, and
    the core imports no game module (engine.rules() imports a game's by name, on first use)."""
    offenders = {}
    for path in sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts):
        rel = path.relative_to(ENGINE.parent).as_posix()
        own = game_of(rel)
        bad = sorted(m for m in imported_modules(path) if m.startswith("tabletop.games.")
                     and m.split(".")[2] != own and m.count(".") > 2)
        if bad:
            offenders[rel] = bad
    assert offenders == {}


def test_no_engine_module_reads_its_own_source():
    """The site's wheels drop every source (tools/bytecode.py, KEEP_SOURCE lists the exceptions)."""
    readers = ("__file__", "getsource", "linecache", "importlib.resources", "get_data", "pkgutil")
    found = {str(p.relative_to(ENGINE.parent)): [r for r in readers if r in p.read_text(encoding="utf-8")]
             for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts}
    assert {p: r for p, r in found.items() if r and p not in KEEP_SOURCE} == {}


def test_the_import_scan_resolves_relative_imports(tmp_path):
    module = tmp_path / "tabletop" / "games" / "kikai" / "rules.py"
    module.parent.mkdir(parents=True)
    module.write_text("import json\nfrom . import data\nfrom ...bench import wilson\nfrom .. import balance\n")
    found = imported_modules(module, tmp_path)
    assert {"json", "tabletop.games.kikai.data", "tabletop.bench", "tabletop.games.balance"} <= found
    assert sorted(m for m in found if is_tooling(m)) == ["tabletop.bench", "tabletop.bench.wilson",
                                                         "tabletop.games.balance"]
    assert not is_tooling("tabletop.games.betta.plan") and is_tooling("tabletop_tools.bench_browser")
