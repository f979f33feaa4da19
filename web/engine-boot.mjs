// How a worker boots the engine: Pyodide from ./pyodide/, micropip, then the tabletop wheels named
// in wheels/manifest.json. Shared by worker.mjs (the game) and bench-worker.mjs (the benchmark), so
// the benchmark times exactly what the game does. Everything comes from this site's own origin.
//
// The engine is a core wheel (the engine, the bots, every game's card: its name and modes) and one
// wheel per game (its rules, bots and words, manifest.engine.games): a worker installs the core and
// the games it is asked for at boot, and any other game when a request first names it
// (installGames), so a visitor who opens Betta never downloads Formula D.
//
// Only Python work waits for Python: while the runtime boots (fetching and compiling its wasm,
// unpacking its standard library), the manifest, micropip's wheel (loadPyodide's `packages`), the
// stdlib bytecode and the engine's wheels are fetched alongside it. micropip then installs the
// wheels from the bytes already in memory (emfs: paths) instead of fetching them itself.

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

async function fetchWheel(name) {
  const response = await fetch(here("./wheels/" + name));
  if (!response.ok) {
    throw new Error(`wheels/${name}: HTTP ${response.status}`);
  }
  return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The ids of `games` ("all", or a list of ids) that have a wheel of their own in the manifest. A
 * manifest without game wheels (one wheel holds every game) has none. */
function gameWheels(manifest, games) {
  const own = manifest.engine.games || {};
  return (games === "all" ? Object.keys(own) : games).filter((id) => Object.hasOwn(own, id));
}

/** Install `wheels` ({name, bytes}) with micropip, from memory. */
async function installWheels(pyodide, micropip, wheels) {
  const dir = "/tmp/tabletop-wheels";
  pyodide.FS.mkdirTree(dir);
  for (const { name, bytes } of wheels) pyodide.FS.writeFile(`${dir}/${name}`, bytes);
  try {
    // deps=False: the engine has no dependencies, and micropip must never ask a package index.
    await micropip.install.callKwargs(wheels.map(({ name }) => `emfs:${dir}/${name}`), { deps: false });
  } finally {
    for (const { name } of wheels) pyodide.FS.unlink(`${dir}/${name}`);
  }
}

/**
 * Make sure the games `ids` can be played by `engine` (bootEngine's answer): fetch and install the
 * wheels of those it does not have yet. Needs micropip, so an "install" boot only; a "snapshot" boot
 * has every game already. Throws if a wheel cannot be fetched or installed.
 */
export async function installGames(engine, ids) {
  const missing = gameWheels(engine.manifest, ids).filter((id) => !engine.games.has(id));
  if (!missing.length) return;
  const own = engine.manifest.engine.games;
  const wheels = await Promise.all(missing.map((id) => fetchWheel(own[id].wheel)));
  const micropip = engine.pyodide.pyimport("micropip");
  try {
    await installWheels(engine.pyodide, micropip, wheels);
  } finally {
    micropip.destroy();
  }
  for (const id of missing) engine.games.add(id);
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
 * Boot Pyodide and install the engine: its core wheel and the wheels of `games` ("all", or a list of
 * game ids; others come later with installGames). `step(stage)` is called as each stage starts
 * ("runtime", "micropip", "install") and `done(stage)` as it ends. Returns {pyodide, manifest, boot,
 * games} (games: the Set of game ids installed so far):
 *   runtime   Pyodide booted, with micropip's wheel fetched and unpacked (hash from the lock)
 *   micropip  `import micropip`
 *   install   micropip installs the engine's wheels
 * With `snapshot` (the default) and a snapshot stored by an earlier visit, only "runtime" happens:
 * Python's memory comes back with the engine and every game imported, and `boot` is "snapshot".
 * Otherwise `boot` is "install". With `makeSnapshot` the runtime is made with Pyodide's
 * `_makeSnapshot` flag, so that the caller may store a snapshot of it (snapshot-worker.mjs): the flag
 * slows a boot by ~0.15 s, so the game's own worker never sets it.
 */
export async function bootEngine({ step = () => {}, done = () => {}, snapshot = true, makeSnapshot = false, games = [] } = {}) {
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
      const known = await manifest;
      return { pyodide: restored, manifest: known, boot: "snapshot", games: new Set(gameWheels(known, "all")) };
    }
  }
  const chosen = manifest.then((m) => gameWheels(m, games));
  const wheels = Promise.all([manifest, chosen]).then(([m, ids]) => Promise.all(
    [fetchWheel(m.engine.wheel), ...ids.map((id) => fetchWheel(m.engine.games[id].wheel))]));
  wheels.catch(() => {}); // awaited below; a failure then is the one reported
  const pyodide = await loadRuntime(["micropip"], stdlibBytecodeInit(bytecode), makeSnapshot ? { _makeSnapshot: true } : {});
  done("runtime");

  step("micropip");
  const micropip = pyodide.pyimport("micropip");
  done("micropip");

  step("install");
  try {
    await installWheels(pyodide, micropip, await wheels);
  } finally {
    micropip.destroy();
  }
  done("install");
  return { pyodide, manifest: await manifest, boot: "install", games: new Set(await chosen) };
}
