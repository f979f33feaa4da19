"""The engine wheel ships the engine only: the benches and balance studies (py/tabletop_tools) are
tooling, out of the wheel that every visitor downloads, and no engine module imports them.

The bench pages get that code as site/bench-tools.zip (tools/wheel.py, build_bench_tools), which
only web/bench-worker.mjs fetches.
"""

from __future__ import annotations

import ast
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "py" / "tabletop"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.wheel import build_bench_tools, build_wheel  # noqa: E402

TOOLING = ("bench", "bench_browser", "balance", "__main__")  # module names that are tooling, not engine


def is_tooling(module: str) -> bool:
    parts = module.split(".")
    return parts[0] == "tabletop_tools" or any(part in TOOLING for part in parts[1:])


def test_the_engine_wheel_holds_no_bench_or_balance_module(tmp_path):
    wheel = build_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "tabletop/api.py" in names and "tabletop/engine.py" in names
    modules = [n[:-3].replace("/", ".") for n in names if n.endswith(".py")]
    assert [m for m in modules if is_tooling(m)] == []
    assert not any(n.startswith("tabletop_tools/") for n in names)


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


def test_the_import_scan_resolves_relative_imports(tmp_path):
    module = tmp_path / "tabletop" / "games" / "kikai" / "rules.py"
    module.parent.mkdir(parents=True)
    module.write_text("import json\nfrom . import data\nfrom ...bench import wilson\nfrom .. import balance\n")
    found = imported_modules(module, tmp_path)
    assert {"json", "tabletop.games.kikai.data", "tabletop.bench", "tabletop.games.balance"} <= found
    assert sorted(m for m in found if is_tooling(m)) == ["tabletop.bench", "tabletop.bench.wilson",
                                                         "tabletop.games.balance"]
    assert not is_tooling("tabletop.games.betta.plan") and is_tooling("tabletop_tools.bench_browser")
