// A memory snapshot of the booted engine, kept in this browser's Cache Storage, so that a returning
// player's worker starts from Python's memory as it was once the engine had been installed and
// imported, instead of booting Python, importing micropip and installing the wheel again.
//
// A first visit boots as before (engine-boot.mjs). Once its engine has been idle for a while, the
// game's worker starts snapshot-worker.mjs beside it, which boots a second runtime with Pyodide's
// `_makeSnapshot` flag (it slows a boot by ~0.15 s, so the game's own boot never sets it) and calls
// storeSnapshot(): every module of the wheels is imported (the wheels' files live in the runtime's
// in-memory file system, which a snapshot does not keep), micropip leaves sys.modules, and
// pyodide.makeMemorySnapshot()'s bytes go into the cache "engine-snapshot" under a key made of the
// Pyodide version, the wheels' sha256 and the stdlib bytecode's sha256 (wheels/manifest.json). A new
// engine or runtime has a new key: the old entry is then never read, and the next snapshot replaces
// it. The name does not start with "tabletop-", the prefix of the caches sw.js deletes on each new
// version of the site.
//
// Its bytes are not reproducible, by design: it is Python's memory in this browser at the moment
// it was made, so it holds the hash seed and entropy that runtime drew and the clocks. What is
// reproducible is what it restores: the same Pyodide, wheel and stdlib bytecode (the key), with every
// module of the wheel imported; the engine's answers do not depend on the rest (e2e/test_snapshot.py
// compares them with CPython's).
//
// Nothing ships with the site for it (the second runtime's files come from the browser's cache): a
// snapshot is ~38 MB (8 MB gzipped), as much again as a whole first visit downloads, so a first
// visit over a real network would be slower if the site shipped one (build.py bench measures both).
//
// The pinned Pyodide (314.0.7) needs two things around its snapshot API (pyodide.d.ts: `_makeSnapshot`,
// `_loadSnapshot`, `makeMemorySnapshot`, marked experimental):
//   - makeMemorySnapshot() refuses while Python holds JS objects it cannot name (micropip keeps
//     some) and compares `loadedPackages` with the boot-time `{}`: micropip is dropped and the
//     list emptied while the snapshot is made;
//   - restoring copies the saved heap into the wasm memory without growing it first, so a heap
//     that had grown past the initial 30 MiB throws RangeError (pyodide#6254): the module factory
//     is wrapped so that a preRun grows the memory to the snapshot's size.

const CACHE = "engine-snapshot";
const HEADER_WORDS = 2; // u32 magic, u32 header length: the heap follows the header

const here = (path) => new URL(path, import.meta.url).href;

/** The cache key of a snapshot of this engine on this runtime. */
export function snapshotKey(manifest) {
  const games = Object.keys(manifest.engine.games || {}).sort().map((id) => manifest.engine.games[id].sha256);
  const parts = [manifest.pyodide.version, manifest.engine.sha256, ...games, manifest.stdlib_bytecode?.sha256 ?? "none"];
  return here(`./engine-snapshot/${parts.join("-")}.bin`);
}

/** Whether this context can keep a snapshot (Cache Storage exists only in secure contexts). */
export function canKeepSnapshots() {
  return typeof caches !== "undefined";
}

/** The stored snapshot's bytes for the manifest `manifest` resolves to, or null. Never throws.
 * Without any snapshot stored (a first visit), it answers before the manifest has arrived. */
export async function findSnapshot(manifest) {
  if (!canKeepSnapshots()) return null;
  try {
    if (!(await caches.has(CACHE))) return null;
    const key = snapshotKey(await manifest);
    const hit = await (await caches.open(CACHE)).match(key);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    console.warn(`tabletop: the engine snapshot could not be read: ${error.message}`);
    return null;
  }
}

/** Delete every stored snapshot (one that failed to load, for example). Never throws. */
export async function forgetSnapshots() {
  if (!canKeepSnapshots()) return;
  try {
    await caches.delete(CACHE);
  } catch (error) {
    console.warn(`tabletop: the engine snapshot could not be deleted: ${error.message}`);
  }
}

/** loadPyodide's `createPyodideModule`: Pyodide's own factory, with the memory grown to hold the
 * snapshot's heap before it is copied in. */
export async function growingModuleFactory(bytes) {
  const { default: createPyodideModule } = await import(here("./pyodide/pyodide.asm.mjs"));
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  const heapBytes = bytes.length - words[1];
  return (settings) => {
    settings.preRun = [(Module) => { Module.growMemory(heapBytes); }, ...(settings.preRun || [])];
    return createPyodideModule(settings);
  };
}

// Import every module of the installed wheels, the core and each game's (sources or sourceless
// bytecode; not __main__, which runs the command line), then drop micropip and collect what it held.
const PREPARE = `
def _tabletop_prepare_snapshot():
    import gc, importlib, importlib.metadata, sys
    for dist in importlib.metadata.distributions():
        name = dist.metadata["Name"].lower().replace("_", "-")
        if name != "tabletop" and not name.startswith("tabletop-"):
            continue
        for file in map(str, dist.files or ()):
            module, _, kind = file.rpartition(".")
            if (file.startswith("tabletop/") and kind in ("py", "pyc") and "__pycache__" not in file
                    and not module.endswith("__main__")):
                importlib.import_module(module.replace("/", ".").removesuffix(".__init__"))
    for name in [m for m in sys.modules if m == "micropip" or m.startswith("micropip.")]:
        del sys.modules[name]
    gc.collect()
_tabletop_prepare_snapshot()
del _tabletop_prepare_snapshot
`;

/**
 * Make a snapshot of `pyodide` (booted with `_makeSnapshot: true`, the engine installed) and store
 * it, replacing any other. Returns {bytes, make_ms, store_ms}. Throws if it cannot be made or stored.
 */
export async function storeSnapshot(pyodide, manifest) {
  const started = performance.now();
  pyodide.runPython(PREPARE);
  const loaded = { ...pyodide.loadedPackages };
  for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
  const made = performance.now();
  const cache = await caches.open(CACHE);
  const key = snapshotKey(manifest);
  for (const request of await cache.keys()) {
    if (request.url !== key) await cache.delete(request);
  }
  await cache.put(key, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
  return { bytes: bytes.length, make_ms: Math.round(made - started), store_ms: Math.round(performance.now() - made) };
}
