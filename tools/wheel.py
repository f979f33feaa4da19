"""The engine wheel: py/tabletop as a py3-none-any wheel, written with zipfile.

No build backend and no network: the package files plus a .dist-info folder (METADATA from
pyproject.toml, WHEEL, top_level.txt, RECORD), with fixed timestamps, so the same sources give
the same wheel bytes. `python3 build.py wheel` writes it to dist/; the site's copy in
site/wheels/ also gets its bytecode (tools/bytecode.py).

The tooling package py/tabletop_tools (benches, balance studies) is never in it: build_bench_tools()
zips it alone as site/bench-tools.zip, which only web/bench-worker.mjs puts on Pyodide's sys.path.
"""

from __future__ import annotations

import base64
import hashlib
import re
import zipfile
from pathlib import Path

from .common import PACKAGE, PY_SRC, TOOLS_PACKAGE, ZIP_DATE, engine_version, pyproject

BENCH_TOOLS_ZIP = "bench-tools.zip"  # in site/, for the bench pages only

def package_files(package: str = PACKAGE) -> list[Path]:
    """Every file of the package, sorted; no caches, compiled files or dotfiles."""
    files = []
    for path in sorted((PY_SRC / package).rglob("*")):
        rel = path.relative_to(PY_SRC)
        if any(part == "__pycache__" or part.startswith(".") for part in rel.parts):
            continue
        if path.is_file() and path.suffix not in (".pyc", ".pyo"):
            files.append(path)
    return files


def wheel_metadata(version: str) -> str:
    project = pyproject()["project"]
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {version}",
        f"Summary: {project.get('description', '')}",
        f"Requires-Python: {project['requires-python']}",
    ]
    for extra, requirements in sorted(project.get("optional-dependencies", {}).items()):
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {req} ; extra == "{extra}"' for req in requirements]
    return "\n".join(lines) + "\n"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(out_dir: Path) -> Path:
    """Write the py3-none-any wheel of py/tabletop into out_dir and return its path.

    A wheel is a zip: the package files plus a .dist-info folder with METADATA, WHEEL and RECORD.
    Runtime dependencies: none (the engine is stdlib only), so micropip never looks for any.
    """
    name = pyproject()["project"]["name"]
    version = engine_version()
    dist_name = re.sub(r"[-_.]+", "_", name)
    wheel_name = f"{dist_name}-{version}-py3-none-any.whl"
    dist_info = f"{dist_name}-{version}.dist-info"

    entries: list[tuple[str, bytes]] = []
    for path in package_files():
        entries.append((path.relative_to(PY_SRC).as_posix(), path.read_bytes()))
    entries.append((f"{dist_info}/METADATA", wheel_metadata(version).encode()))
    entries.append((f"{dist_info}/WHEEL", (
        "Wheel-Version: 1.0\nGenerator: tabletop build.py\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n").encode()))
    entries.append((f"{dist_info}/top_level.txt", f"{PACKAGE}\n".encode()))
    record = "".join(record_line(n, d) + "\n" for n, d in entries)
    record += f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    for stale in out_dir.glob(f"{dist_name}-*.whl"):
        stale.unlink()
    target = out_dir / wheel_name
    write_zip(target, entries)
    return target


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
