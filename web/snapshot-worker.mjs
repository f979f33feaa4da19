// A short-lived module worker that makes the engine's memory snapshot for the next visit
// (engine-snapshot.mjs). The game's worker (worker.mjs) starts it once its own engine, booted by
// installing the wheel, has been idle for a while, and ends it when it has answered: it boots a second
// Pyodide with the `_makeSnapshot` flag (which would slow the game's own boot), installs the engine's
// wheels (every game's), imports the engine, and stores the snapshot. It runs beside the game's worker, so the game never
// waits for it.
//
// Worker -> its starter: {type: "snapshot", stored: true, bytes, boot_ms, make_ms, store_ms}
//                        or {type: "snapshot", stored: false, error}

import { bootEngine } from "./engine-boot.mjs";
import { storeSnapshot } from "./engine-snapshot.mjs";

const started = performance.now();
try {
  // every game: a returning visit restores them all (it has no micropip to install one later)
  const { pyodide, manifest } = await bootEngine({ snapshot: false, makeSnapshot: true, games: "all" });
  const boot = Math.round(performance.now() - started);
  const made = await storeSnapshot(pyodide, manifest);
  self.postMessage({ type: "snapshot", stored: true, boot_ms: boot, ...made });
} catch (error) {
  const text = String((error && error.message) || error).trim().split("\n");
  self.postMessage({ type: "snapshot", stored: false, error: text[text.length - 1] });
}
