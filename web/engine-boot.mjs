// How a worker boots the engine: Pyodide from ./pyodide/, micropip, then the tabletop wheel named
// in wheels/manifest.json. Shared by worker.mjs (the game) and bench-worker.mjs (the benchmark), so
// the benchmark times exactly what the game does. Everything comes from this site's own origin.

import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;

export async function readManifest() {
  const response = await fetch(here("./wheels/manifest.json"), { cache: "no-cache" });
  if (!response.ok) {
    throw new Error(`wheels/manifest.json: HTTP ${response.status}`);
  }
  return response.json();
}

export function loadRuntime() {
  return loadPyodide({ indexURL: here("./pyodide/") });
}

/**
 * Boot Pyodide and install the engine wheel. `step(stage)` is called as each stage starts
 * ("runtime", "micropip", "install") and `done(stage)` as it ends. Returns {pyodide, manifest}.
 */
export async function bootEngine({ step = () => {}, done = () => {} } = {}) {
  step("runtime");
  const manifest = await readManifest();
  const pyodide = await loadRuntime();
  done("runtime");

  step("micropip");
  await pyodide.loadPackage("micropip"); // ./pyodide/micropip-….whl, hash from pyodide-lock.json
  done("micropip");

  step("install");
  const micropip = pyodide.pyimport("micropip");
  try {
    // deps=False: the engine has no dependencies, and micropip must never ask a package index.
    await micropip.install.callKwargs(here("./wheels/" + manifest.engine.wheel), { deps: false });
  } finally {
    micropip.destroy();
  }
  done("install");
  return { pyodide, manifest };
}
