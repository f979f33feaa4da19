"""The engine's wheels: py/tabletop as py3-none-any wheels, written with zipfile.

No build backend and no network: the package files plus a .dist-info folder (METADATA from
pyproject.toml, WHEEL, top_level.txt, RECORD), with fixed timestamps, so the same sources give
the same wheel bytes.

    build_wheel()         the whole engine in one wheel, tabletop-<version>-py3-none-any.whl: what
                          `python3 build.py wheel` writes to dist/, for CPython
    build_split_wheels()  the site's engine, in wheels a first visit need not fetch all of:
                          the core wheel, tabletop-<version>-py3-none-any.whl, holds every module
                          but the games' own, and each game's __init__.py, its card (NAME, MODES,
                          RULES_VERSION: engine.games() lists the games from them alone); and a
                          wheel per game, tabletop_<id>-<version>-py3-none-any.whl (distribution
                          tabletop-<id>, top level tabletop), with the rest of its folder
                          py/tabletop/games/<id>/, fetched when that game is first opened.
                          tools/bytecode.py then turns their modules into bytecode for the site.

The games are the folders of py/tabletop/games/ that have an __init__.py (game_ids()).

The tooling package py/tabletop_tools (benches, balance studies) is never in them:
build_bench_tools() zips it alone as site/bench-tools.zip, which only web/bench-worker.mjs puts on
Pyodide's sys.path.
"""

from __future__ import annotations

import ast

import base64
import hashlib
import re
import zipfile
from pathlib import Path

from .common import PACKAGE, PY_SRC, TOOLS_PACKAGE, ZIP_DATE, engine_version, pyproject

BENCH_TOOLS_ZIP = "bench-tools.zip"  # in site/, for the bench pages only
GAMES_DIR = PY_SRC / PACKAGE / "games"


def package_files(package: str = PACKAGE) -> list[Path]:
    """Every file of the package, sorted; no caches, compiled files or dotfiles, and nothing of a game
    still being built (a folder of games/ that engine.GAMES does not register yet: see game_ids)."""
    files = []
    registered = registered_games()
    for path in sorted((PY_SRC / package).rglob("*")):
        rel = path.relative_to(PY_SRC)
        if any(part == "__pycache__" or part.startswith(".") for part in rel.parts):
            continue
        if path.is_relative_to(GAMES_DIR) and len(game_parts := path.relative_to(GAMES_DIR).parts) > 1 \
                and game_parts[0] not in registered:
            continue
        if path.is_file() and path.suffix not in (".pyc", ".pyo"):
            files.append(path)
    return files


def registered_games() -> set[str]:
    """The game ids of ``GAMES`` in py/tabletop/engine.py, read without importing it (tools use no package)."""
    tree = ast.parse((PY_SRC / PACKAGE / "engine.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["GAMES"]:
            return set(ast.literal_eval(node.value))
    raise SystemExit("py/tabletop/engine.py has no GAMES")


def game_ids() -> list[str]:
    """The games, sorted: the folders of py/tabletop/games/ that have an __init__.py (the game's card)
    and that engine.GAMES registers. A folder not registered yet is a game being built: in no wheel."""
    registered = registered_games()
    return sorted(p.name for p in GAMES_DIR.iterdir()
                  if p.is_dir() and p.name in registered and (p / "__init__.py").is_file())


def game_of(path: Path, games: list[str]) -> str | None:
    """The game whose wheel holds a package file, or None for the core wheel: everything outside the
    game folders, and each game's own __init__.py (its card)."""
    parts = path.relative_to(GAMES_DIR).parts if path.is_relative_to(GAMES_DIR) else ()
    if len(parts) < 2 or parts[0] not in games or parts[1:] == ("__init__.py",):
        return None
    return parts[0]


def dist_name(name: str) -> str:
    """A distribution's name as wheel file and .dist-info names spell it (tabletop-betta: tabletop_betta)."""
    return re.sub(r"[-_.]+", "_", name)


def wheel_name(name: str, version: str) -> str:
    return f"{dist_name(name)}-{version}-py3-none-any.whl"


def wheel_metadata(version: str, name: str | None = None, summary: str | None = None) -> str:
    """METADATA: pyproject.toml's, or a game wheel's (its own name and summary, no extras)."""
    project = pyproject()["project"]
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {name or project['name']}",
        f"Version: {version}",
        f"Summary: {summary if summary is not None else project.get('description', '')}",
        f"Requires-Python: {project['requires-python']}",
    ]
    if name is None:
        for extra, requirements in sorted(project.get("optional-dependencies", {}).items()):
            lines.append(f"Provides-Extra: {extra}")
            lines += [f'Requires-Dist: {req} ; extra == "{extra}"' for req in requirements]
    return "\n".join(lines) + "\n"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def write_wheel(out_dir: Path, name: str, version: str, files: list[Path], metadata: str) -> Path:
    """The py3-none-any wheel of distribution `name` holding `files` (under py/) in out_dir.

    A wheel is a zip: the package files plus a .dist-info folder with METADATA, WHEEL, top_level.txt
    and RECORD. Runtime dependencies: none (the engine is stdlib only), so micropip never looks for
    any; a game wheel does not name the core wheel either (micropip would look it up in an index:
    the site installs the core first itself).
    """
    dist_info = f"{dist_name(name)}-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [(path.relative_to(PY_SRC).as_posix(), path.read_bytes())
                                        for path in files]
    entries.append((f"{dist_info}/METADATA", metadata.encode()))
    entries.append((f"{dist_info}/WHEEL", (
        "Wheel-Version: 1.0\nGenerator: tabletop build.py\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n").encode()))
    entries.append((f"{dist_info}/top_level.txt", f"{PACKAGE}\n".encode()))
    record = "".join(record_line(n, d) + "\n" for n, d in entries)
    record += f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    for stale in out_dir.glob(f"{dist_name(name)}-*.whl"):
        stale.unlink()
    target = out_dir / wheel_name(name, version)
    write_zip(target, entries)
    return target


def build_wheel(out_dir: Path) -> Path:
    """Write the one py3-none-any wheel of all of py/tabletop into out_dir and return its path."""
    version = engine_version()
    return write_wheel(out_dir, pyproject()["project"]["name"], version, package_files(),
                       wheel_metadata(version))


def build_split_wheels(out_dir: Path) -> tuple[Path, dict[str, Path]]:
    """Write the site's core wheel and one wheel per game into out_dir, with their sources (the
    site's bytecode is tools/bytecode.py's work); returns (core wheel, {game id: its wheel})."""
    name = pyproject()["project"]["name"]
    version = engine_version()
    games = game_ids()
    owned: dict[str | None, list[Path]] = {None: [], **{gid: [] for gid in games}}
    for path in package_files():
        owned[game_of(path, games)].append(path)
    for stale in out_dir.glob(f"{dist_name(name)}_*-*.whl"):  # game wheels of earlier builds
        stale.unlink()
    core = write_wheel(out_dir, name, version, owned[None], wheel_metadata(version))
    wheels = {}
    for gid in games:
        wheels[gid] = write_wheel(
            out_dir, f"{name}-{gid}", version, owned[gid],
            wheel_metadata(version, f"{name}-{gid}",
                           f"The rules, data and bots of {PACKAGE}.games.{gid} (its card is in {name})"))
    return core, wheels


def build_bench_tools(out_dir: Path) -> Path:
    """Zip py/tabletop_tools (sources only) as out_dir/bench-tools.zip and return its path: what
    web/bench-worker.mjs imports from (zipimport) beside the installed engine. Not a wheel: nothing
    installs it, and the game's worker never fetches it."""
    entries = [(path.relative_to(PY_SRC).as_posix(), path.read_bytes())
               for path in package_files(TOOLS_PACKAGE) if path.suffix == ".py"]
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / BENCH_TOOLS_ZIP
    write_zip(target, entries)
    return target


def write_zip(target: Path, entries: list[tuple[str, bytes]]) -> None:
    """entries as a deflated zip at target, with fixed timestamps (same sources, same bytes)."""
    tmp = target.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for arcname, data in entries:
            info = zipfile.ZipInfo(arcname, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    tmp.replace(target)
