// How a worker boots the engine: Pyodide from ./pyodide/, micropip, then the tabletop wheel named
// in wheels/manifest.json. Shared by worker.mjs (the game) and bench-worker.mjs (the benchmark), so
// the benchmark times exactly what the game does. Everything comes from this site's own origin.
//
// Only Python work waits for Python: while the runtime boots (fetching and compiling its wasm,
// unpacking its standard library), the manifest, micropip's wheel (loadPyodide's `packages`), the
// stdlib bytecode and the engine's wheel are fetched alongside it. micropip then installs the engine wheel from the
// bytes already in memory (an emfs: path) instead of fetching it itself after importing.

import { loadPyodide } from "./pyodide/pyodide.mjs";
import { canKeepSnapshots, findSnapshot, forgetSnapshots, growingModuleFactory } from "./engine-snapshot.mjs";

const here = (path) => new URL(path, import.meta.url).href;

export async function readManifest() {
  const response = await fetch(here("./wheels/manifest.json"), { cache: "no-cache" });
  if (!response.ok) {
    throw new Error(`wheels/manifest.json: HTTP ${response.status}`);
  }
  return response.json();
}

/** The bare runtime, as bench-floor.html boots it; `packages` are fetched while it boots, and
 * `fsInit(FS, {sitePackages})` (awaited) may add files before Python starts. `more` are further
 * loadPyodide options (a snapshot to make or to load). */
export function loadRuntime(packages = [], fsInit = undefined, more = {}) {
  return loadPyodide({ indexURL: here("./pyodide/"), packages, fsInit, ...more });
}

/** The manifest's stdlib_bytecode: {path, bytes}, or null (then those modules compile from source). */
async function fetchStdlibBytecode(manifest) {
  const info = manifest.stdlib_bytecode;
  if (!info) return null;
  const response = await fetch(here("./" + info.file));
  if (!response.ok) throw new Error(`${info.file}: HTTP ${response.status}`);
  return { path: info.path, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * Before Python starts: the bytecode of the standard library modules that this worker (not
 * Pyodide's own boot) imports, and a .pth file that site.py runs at startup to import its finder
 * (build.py, STDLIB_BYTECODE_PY). Pyodide's python_stdlib.zip holds sources only, so without it
 * micropip's install and import compile ipaddress, urllib.parse, tarfile … first.
 */
function stdlibBytecodeInit(bytecode) {
  return async (FS, { sitePackages }) => {
    const found = await bytecode;
    if (!found) return;
    try {
      FS.writeFile(found.path, found.bytes);
      FS.writeFile(`${sitePackages}/_stdlib_bytecode.pth`, `${found.path}\nimport _stdlib_bytecode\n`);
    } catch (error) {
      console.warn(`tabletop: no stdlib bytecode, its modules compile from source: ${error.message}`);
    }
  };
}

async function fetchWheel(manifest) {
  const name = manifest.engine.wheel;
  const response = await fetch(here("./wheels/" + name));
  if (!response.ok) {
    throw new Error(`wheels/${name}: HTTP ${response.status}`);
  }
  return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * The runtime from a stored memory snapshot of the engine (engine-snapshot.mjs), or null when there
 * is none for this manifest or it fails to load (then it is deleted, and the caller boots as on a
 * first visit).
 */
async function bootFromSnapshot(manifest, bytecode) {
  const bytes = await findSnapshot(manifest); // a promise: not waited for when nothing is stored
  if (!bytes) return null;
  try {
    const pyodide = await loadRuntime([], stdlibBytecodeInit(bytecode), {
      _loadSnapshot: bytes,
      createPyodideModule: await growingModuleFactory(bytes),
    });
    // The random state is not the one the snapshot was made with; and the engine is there.
    pyodide.runPython("import random; random.seed(); import tabletop.api");
    return pyodide;
  } catch (error) {
    // "Snapshot build id mismatch" (another runtime made it), a bad magic number, a RangeError …
    console.warn(`tabletop: the engine snapshot did not load, booting without it: ${error.message}`);
    await forgetSnapshots();
    return null;
  }
}

/**
 * Boot Pyodide and install the engine wheel. `step(stage)` is called as each stage starts
 * ("runtime", "micropip", "install") and `done(stage)` as it ends. Returns {pyodide, manifest, boot}:
 *   runtime   Pyodide booted, with micropip's wheel fetched and unpacked (hash from the lock)
 *   micropip  `import micropip`
 *   install   micropip installs the engine wheel
 * With `snapshot` (the default) and a snapshot stored by an earlier visit, only "runtime" happens:
 * Python's memory comes back with the engine imported, and `boot` is "snapshot". Otherwise `boot`
 * is "install". With `makeSnapshot` the runtime is made with Pyodide's `_makeSnapshot` flag, so that
 * the caller may store a snapshot of it (snapshot-worker.mjs): the flag slows a boot by ~0.15 s, so
 * the game's own worker never sets it.
 */
export async function bootEngine({ step = () => {}, done = () => {}, snapshot = true, makeSnapshot = false } = {}) {
  step("runtime");
  const manifest = readManifest();
  const bytecode = manifest.then(fetchStdlibBytecode).catch((error) => {
    console.warn(`tabletop: no stdlib bytecode, its modules compile from source: ${error.message}`);
    return null;
  });
  if (snapshot && canKeepSnapshots()) {
    const restored = await bootFromSnapshot(manifest, bytecode);
    if (restored) {
      done("runtime");
      return { pyodide: restored, manifest: await manifest, boot: "snapshot" };
    }
  }
  const wheel = manifest.then(fetchWheel);
  wheel.catch(() => {}); // awaited below; a failure then is the one reported
  const pyodide = await loadRuntime(["micropip"], stdlibBytecodeInit(bytecode), makeSnapshot ? { _makeSnapshot: true } : {});
  done("runtime");

  step("micropip");
  const micropip = pyodide.pyimport("micropip");
  done("micropip");

  step("install");
  try {
    const { name, bytes } = await wheel;
    const dir = "/tmp/tabletop-wheels";
    pyodide.FS.mkdirTree(dir);
    pyodide.FS.writeFile(`${dir}/${name}`, bytes);
    // deps=False: the engine has no dependencies, and micropip must never ask a package index.
    await micropip.install.callKwargs(`emfs:${dir}/${name}`, { deps: false });
    pyodide.FS.unlink(`${dir}/${name}`);
  } finally {
    micropip.destroy();
  }
  done("install");
  return { pyodide, manifest: await manifest, boot: "install" };
}
