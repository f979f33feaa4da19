"""Bytecode for the browser, compiled by the pinned Pyodide's own CPython under Node.

pip compiles a wheel's modules to bytecode when it installs them; Pyodide's package loader and
micropip do not, so in the browser every `import` of a pure-Python wheel compiles its source
first: about half of `import micropip` on the engine's critical path. build.py compiles them once,
with the pinned Pyodide's own CPython (under Node, since the host's Python is another version),
into .pyc files of the unchecked-hash kind (valid whatever the files' times after unpacking), each
code object named by its module's path in the wheel (tabletop/engine.py), so tracebacks still name
the file and the line; docstrings stay (no -OO). Without column positions (PYTHONNODEBUGRANGES=1,
as `-X no_debug_ranges` would): a traceback loses its ^^^ markers under the failing expression,
and the bytecode about a fifth of its size.

Every wheel is sourceless: each module's .pyc in the legacy place of its source
(tabletop/engine.pyc, which Python imports when there is no engine.py) and the .py dropped, with
RECORD rewritten: no module ships twice. A traceback names the file and line but cannot quote the
line. That is micropip's wheel (nothing in it reads its own source or data files: no __file__,
inspect, linecache, importlib.resources or pkgutil) and the site's engine wheels (the core and one
per game, tools/wheel.py). The modules in KEEP_SOURCE would keep their source, with their bytecode
in __pycache__/*.cpython-3XY.pyc beside it as pip would have done (none: nothing in py/tabletop
reads its own source either).

    ensure_micropip_compiled()  the micropip wheel, sourceless (.cache/micropip/compiled-*/)
    compile_engine_wheels()     the site's engine wheels, sourceless (last results in .cache/engine/)
    ensure_stdlib_bytecode()    stdlib-bytecode.zip: the standard library modules the worker
                                imports after Pyodide's boot (.cache/stdlib-bytecode/)

Each result is cached under a key made of its inputs: the wheel, the Pyodide, the compiler below.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .common import CACHE, ROOT, ZIP_DATE, die, private_tmp, sha256_of, step
from .pyodide import MICROPIP_VERSION, MICROPIP_WHEEL, pyodide_version

PYC_COMPILER_PY = r"""
import base64, hashlib, importlib.util, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

# PYC_COMPILER_JS starts Python with PYTHONNODEBUGRANGES=1: code objects without column positions
if any(p[2] is not None for p in compile("x", "<check>", "eval").co_positions()):
    raise RuntimeError("this Python compiles column positions: PYTHONNODEBUGRANGES was ignored")

def compile_wheel(source, target, date_time, sourceless=None):
    # sourceless: None (bytecode in __pycache__ beside the sources), or the JSON list of the modules
    # that keep their source (and get their __pycache__ bytecode): every other .py is replaced by its
    # .pyc, which Python imports sourceless (it would ignore a legacy .pyc beside a .py)
    keep = None if sourceless is None else set(json.loads(sourceless))
    src = zipfile.ZipFile(source)
    entries, record = [], None
    for info in src.infolist():
        if info.is_dir():
            continue
        body = src.read(info)
        if info.filename.endswith(".dist-info/RECORD"):
            record = info.filename
            continue
        entries.append((info.filename, body))
        if info.filename.endswith(".py"):
            code = compile(body, info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(body), checked=False)
            if keep is not None and info.filename not in keep:
                entries[-1] = (info.filename[:-3] + ".pyc", bytes(pyc))  # in place of its source
                continue
            folder, _, name = info.filename.rpartition("/")
            cached = f"{folder}/__pycache__/{name[:-3]}.{sys.implementation.cache_tag}.pyc"
            entries.append((cached.lstrip("/"), bytes(pyc)))
    if record is None:
        raise ValueError("the wheel has no RECORD")
    lines = []
    for name, body in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(body).digest()).rstrip(b"=").decode()
        lines.append(f"{name},sha256={digest},{len(body)}")
    lines.append(f"{record},,")
    entries.append((record, ("\n".join(lines) + "\n").encode()))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, body in entries:
            info = zipfile.ZipInfo(name, date_time=tuple(date_time))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, body)
"""


# The same compiler, for the standard library modules the engine's worker loads after Pyodide's
# own boot: micropip's package install (tarfile, importlib.metadata …), `import micropip`
# (ipaddress, urllib.parse, html.entities, platform, sysconfig, pyodide.http …) and an install.
# The pinned Pyodide ships its standard library as sources only (python_stdlib.zip, read by
# zipimport), so each of those imports compiles its module first: most of `import micropip`.
# build.py boots the pinned Pyodide under Node, does those steps and writes the modules imported
# after the boot, as sourceless bytecode (their sources are in python_stdlib.zip already), to
# pyodide/stdlib-bytecode.zip, with STDLIB_BYTECODE_FINDER (its .pyc too: zipimport imports a
# sourceless module, and the .pth line `import _stdlib_bytecode` is an import): a meta path finder
# that imports exactly those modules from the zip (a package from there still finds its other
# submodules in python_stdlib.zip). Each module is compiled with its path in python_stdlib.zip as
# its file name (/lib/python314.zip/tarfile.py), and the finder's loader reads its source from
# there, so a traceback names the real file and still quotes the line. The worker puts the zip and
# a .pth file that imports the finder in place before Python starts (web/engine-boot.mjs): what
# Pyodide's own boot imports is untouched, and bench-floor.html's bare Pyodide never sees any of it.
STDLIB_BYTECODE_FINDER = r'''"""Bytecode for the standard library modules the tabletop worker imports after Pyodide's boot.

Written by build.py into stdlib-bytecode.zip (as bytecode, like the modules there: their sources
are in STDLIB), and imported by a .pth file that web/engine-boot.mjs writes before Python starts.
Pyodide's python_stdlib.zip holds sources only: without this, each of these imports compiles its
module first.
"""

import sys
import zipimport

ARCHIVE = {archive!r}
STDLIB = {stdlib!r}
MODULES = frozenset({modules!r})
PYTHON = {python!r}  # sys.version of the Pyodide that compiled them: its build, date included


class Importer(zipimport.zipimporter):
    """A folder of ARCHIVE, whose modules' sources (for tracebacks, inspect) are in STDLIB."""

    def get_source(self, fullname):
        folder = STDLIB + "/" + self.prefix.rstrip("/") if self.prefix else STDLIB
        try:
            return zipimport.zipimporter(folder).get_source(fullname)
        except ImportError:
            return None


class StdlibBytecode:
    """Finds the modules in MODULES in ARCHIVE (bytecode); every other import goes on as before.
    A package found here also searches its folder in STDLIB, for submodules not in ARCHIVE."""

    importers = {{}}

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name not in MODULES:
            return None
        parent = name.rpartition(".")[0]
        folder = ARCHIVE + "/" + parent.replace(".", "/") if parent else ARCHIVE
        importer = cls.importers.get(folder)
        if importer is None:
            importer = cls.importers[folder] = Importer(folder)
        spec = importer.find_spec(name, target)
        if spec is not None and spec.submodule_search_locations is not None:
            spec.submodule_search_locations.append(STDLIB + "/" + name.replace(".", "/"))
        return spec


# Only on the Python these modules came from: on another build (a stale copy of this file beside a
# newer runtime) its bytecode would silently replace that runtime's own modules.
if sys.version == PYTHON and STDLIB in sys.path:
    sys.meta_path.insert(0, StdlibBytecode)
if ARCHIVE in sys.path:  # the .pth put it there to import this module
    sys.path.remove(ARCHIVE)
'''

STDLIB_BYTECODE_PY = r"""
import json, sys, zipfile

def stdlib_bytecode_write(target, fs_path, date_time):
    stdlib = next(p for p in sys.path if p.endswith(".zip"))
    src = zipfile.ZipFile(stdlib)
    new = {}
    for name, module in list(sys.modules.items()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if name in _imported and origin.startswith(stdlib + "/") and origin.endswith(".py"):
            new[name] = origin[len(stdlib) + 1:]
    finder = STDLIB_BYTECODE_FINDER.format(archive=fs_path, stdlib=stdlib, modules=sorted(new),
                                           python=sys.version)
    # (name in the archive, source, file name in tracebacks): each module as python_stdlib.zip's
    files = [(rel, src.read(rel), f"{stdlib}/{rel}") for rel in sorted(new.values())]
    files.append(("_stdlib_bytecode.py", finder.encode(), f"{fs_path}/_stdlib_bytecode.py"))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for rel, body, filename in files:
            code = compile(body, filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(body), checked=False)
            info = zipfile.ZipInfo(rel[:-3] + ".pyc", date_time=tuple(date_time))  # sourceless
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, bytes(pyc))
    return json.dumps({"stdlib": stdlib, "modules": sorted(new), "python": sys.version})
"""

PYC_COMPILER_JS = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexDir, compilerPy, dateTime, ...pairs] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(indexDir + "/pyodide.mjs").href);
// PYTHONNODEBUGRANGES: every code object compiled without column positions (checked in compiler.py)
const pyodide = await loadPyodide({ indexURL: indexDir + "/", env: { PYTHONNODEBUGRANGES: "1" } });
if (pairs[0] === "--stdlib") {
  // --stdlib micropip.whl probe.whl target.zip fs-path: the stdlib bytecode zip; stdout says what
  // it holds. First what the engine's worker does after Pyodide's boot, before this script's own
  // imports: micropip's package install, `import micropip`, an install of a wheel from emfs:.
  const [, micropipWheel, probeWheel, target, fsPath] = pairs;
  pyodide.runPython("import sys\n_boot = set(sys.modules)");
  pyodide.FS.writeFile("/tmp/probe-1.0-py3-none-any.whl", new Uint8Array(readFileSync(probeWheel)));
  await pyodide.loadPackage(micropipWheel, { messageCallback() {} });
  await pyodide.runPythonAsync(
    "import micropip\nawait micropip.install('emfs:/tmp/probe-1.0-py3-none-any.whl', deps=False)");
  pyodide.runPython("_imported = set(sys.modules) - _boot");
  pyodide.runPython(readFileSync(compilerPy, "utf8"));
  const info = pyodide.globals.get("stdlib_bytecode_write")("/tmp/out.zip", fsPath, JSON.parse(dateTime));
  writeFileSync(target, pyodide.FS.readFile("/tmp/out.zip"));
  process.stdout.write("\n" + info + "\n");
} else {
  // [--sourceless KEEP-JSON] in.whl out.whl ...: each wheel with its bytecode (compile_wheel)
  const keep = pairs[0] === "--sourceless" ? pairs[1] : undefined; // undefined is None (null is not)
  const wheels = keep === undefined ? pairs : pairs.slice(2);
  pyodide.runPython(readFileSync(compilerPy, "utf8"));
  const compile = pyodide.globals.get("compile_wheel");
  for (let i = 0; i < wheels.length; i += 2) {
    pyodide.FS.writeFile("/tmp/in.whl", new Uint8Array(readFileSync(wheels[i])));
    compile("/tmp/in.whl", "/tmp/out.whl", JSON.parse(dateTime), keep);
    writeFileSync(wheels[i + 1], pyodide.FS.readFile("/tmp/out.whl"));
  }
}
"""


def run_pyodide_node(pyodide_dir: Path, args: list[str], what: str) -> str:
    """Run PYC_COMPILER_JS (the pinned Pyodide under Node) with args; returns its stdout."""
    if shutil.which("node") is None:
        die("node is needed to compile Python to bytecode for Pyodide (it comes with npm)")
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        compiler = Path(tmp) / "compiler.py"
        compiler.write_text(PYC_COMPILER_PY + STDLIB_BYTECODE_PY
                            + f"\nSTDLIB_BYTECODE_FINDER = {STDLIB_BYTECODE_FINDER!r}\n")
        cmd = ["node", "--input-type=module", "-e", PYC_COMPILER_JS, str(pyodide_dir.resolve()),
               str(compiler), json.dumps(ZIP_DATE), *args]
        result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            detail = "\n".join(line[:300] for line in result.stderr.strip().splitlines()[-8:])
            die(f"{what} under Node failed:\n{detail}")
        return result.stdout


def compile_wheels(pyodide_dir: Path, pairs: list[tuple[Path, Path]],
                   sourceless: list[str] | None = None) -> None:
    """Write each (source wheel, target) with bytecode compiled by the Pyodide in pyodide_dir: beside
    the sources, or, with `sourceless` (the modules that keep their source), in their place."""
    args = [] if sourceless is None else ["--sourceless", json.dumps(sorted(sourceless))]
    for source, target in pairs:
        args += [str(source.resolve()), str(target.resolve())]
    run_pyodide_node(pyodide_dir, args, "compiling wheels to bytecode")


def compiled_key(wheel: Path, pyodide_dir: Path, *more: str) -> str:
    """What a wheel's bytecode depends on: the wheel, the Pyodide that compiles it, the compiler
    (and `more`, e.g. the form)."""
    return hashlib.sha256("\0".join([
        sha256_of(wheel), pyodide_version(pyodide_dir), sha256_of(pyodide_dir / "pyodide.asm.wasm"),
        PYC_COMPILER_PY, PYC_COMPILER_JS, *more]).encode()).hexdigest()[:16]


def drop_other_results(folder: Path, keep: set[Path], prefix: str = "") -> None:
    """Delete the entries of folder whose names start with prefix, but those in keep: the results
    of earlier compilers, Pyodides or sources, which no build of this tree would use again."""
    for old in folder.iterdir():
        if old.name.startswith(prefix) and old not in keep:
            if old.is_dir():
                shutil.rmtree(old, ignore_errors=True)
            else:
                old.unlink(missing_ok=True)


# micropip's modules that keep their source (see the top): none. micropip reads no file of its own
# (no __file__, importlib.resources, pkgutil.get_data, inspect or linecache in its sources), and its
# vendored packaging and mousebender are imported as plain (namespace) packages.
MICROPIP_KEEP_SOURCE: frozenset[str] = frozenset()


def ensure_micropip_compiled(micropip: Path, pyodide_dir: Path) -> Path:
    """The micropip wheel as bytecode, sourceless (see the top), cached per micropip, Pyodide and
    compiler."""
    form = "sourceless " + json.dumps(sorted(MICROPIP_KEEP_SOURCE))
    cached = (CACHE / "micropip" / f"compiled-{compiled_key(micropip, pyodide_dir, form)}"
              / MICROPIP_WHEEL)
    if not cached.is_file():
        step(f"compiling micropip {MICROPIP_VERSION} to bytecode for Pyodide {pyodide_version(pyodide_dir)}")
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = private_tmp(cached)
        compile_wheels(pyodide_dir, [(micropip, tmp)], sourceless=sorted(MICROPIP_KEEP_SOURCE))
        tmp.replace(cached)
    drop_other_results(cached.parent.parent, {cached.parent}, prefix="compiled-")
    return cached


# Modules of py/tabletop whose source the site's wheels keep beside their bytecode, as paths in the
# wheel ("tabletop/engine.py"): those that read their own source. None does today.
KEEP_SOURCE: frozenset[str] = frozenset()


def compile_engine_wheels(wheels: list[Path], pyodide_dir: Path) -> None:
    """Replace each of the site's engine wheels (in place) by its sourceless form (see the top):
    micropip installs a wheel without compiling it, so from sources each `import` of the engine
    would compile in the browser, and sources beside the bytecode would ship every module twice.
    The results are kept in .cache/engine/ per wheel, so a change to one game recompiles that
    game's wheel alone (Node takes seconds); results that no wheel of this build uses are dropped."""
    folder = CACHE / "engine"
    form = "sourceless " + json.dumps(sorted(KEEP_SOURCE))
    cached = {wheel: folder / compiled_key(wheel, pyodide_dir, form) / wheel.name for wheel in wheels}
    missing = [wheel for wheel in wheels if not cached[wheel].is_file()]
    if missing:
        names = ", ".join(w.name.split("-")[0] for w in missing)
        step(f"compiling the engine's wheels to bytecode for Pyodide {pyodide_version(pyodide_dir)}: "
             f"{names}")
        for wheel in missing:
            cached[wheel].parent.mkdir(parents=True, exist_ok=True)
        compile_wheels(pyodide_dir, [(wheel, private_tmp(cached[wheel])) for wheel in missing],
                       sourceless=sorted(KEEP_SOURCE))
        for wheel in missing:
            private_tmp(cached[wheel]).replace(cached[wheel])
    drop_other_results(folder, {path.parent for path in cached.values()})  # earlier builds
    for wheel in wheels:
        shutil.copy2(cached[wheel], wheel)


STDLIB_BYTECODE = "stdlib-bytecode.zip"  # in site/pyodide/
STDLIB_BYTECODE_FS = "/lib/stdlib-bytecode.zip"  # where the worker writes it (tracebacks name it)


def ensure_stdlib_bytecode(micropip: Path, pyodide_dir: Path) -> tuple[Path, dict]:
    """The stdlib bytecode zip (see STDLIB_BYTECODE_PY) and what it holds, {stdlib, modules,
    python} (python_stdlib.zip's path in Pyodide, the modules, the sys.version that compiled them);
    cached per micropip, Pyodide and compiler, like the compiled micropip."""
    key = hashlib.sha256("\0".join([
        sha256_of(micropip), pyodide_version(pyodide_dir), sha256_of(pyodide_dir / "pyodide.asm.wasm"),
        sha256_of(pyodide_dir / "python_stdlib.zip"), STDLIB_BYTECODE_FS, STDLIB_BYTECODE_FINDER,
        PYC_COMPILER_PY, STDLIB_BYTECODE_PY, PYC_COMPILER_JS]).encode()).hexdigest()[:16]
    folder = CACHE / "stdlib-bytecode" / key
    cached, about = folder / STDLIB_BYTECODE, folder / "contents.json"
    if not (cached.is_file() and about.is_file()):
        step("compiling the standard library modules that micropip imports, for Pyodide "
             f"{pyodide_version(pyodide_dir)}")
        folder.mkdir(parents=True, exist_ok=True)
        tmp = private_tmp(cached)
        probe = folder / "probe-1.0-py3-none-any.whl"  # an empty package for micropip to install
        with zipfile.ZipFile(probe, "w") as zf:
            zf.writestr("probe/__init__.py", "")
            zf.writestr("probe-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: probe\nVersion: 1.0\n")
            zf.writestr("probe-1.0.dist-info/WHEEL",
                        "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
            zf.writestr("probe-1.0.dist-info/RECORD", "")
        out = run_pyodide_node(pyodide_dir, ["--stdlib", str(micropip.resolve()), str(probe.resolve()),
                                             str(tmp.resolve()), STDLIB_BYTECODE_FS],
                               "compiling the standard library")
        probe.unlink(missing_ok=True)
        info = json.loads(out.strip().splitlines()[-1])
        if not info["modules"]:
            die("micropip imported no standard library module after boot: nothing to compile")
        about.write_text(json.dumps(info, indent=1) + "\n")
        tmp.replace(cached)
    drop_other_results(folder.parent, {folder})
    return cached, json.loads(about.read_text())
