// The benchmark's Web Worker (web/bench.html, python3 build.py bench). It boots exactly like the
// engine's worker.mjs (Pyodide from ./pyodide/, micropip, the tabletop wheel named in
// wheels/manifest.json) and then answers measurement requests. The game never loads it.
// The benchmark's own Python (tabletop_tools: bench_browser, bench) is not in the engine wheel:
// bench-tools.zip (tools/wheel.py) is fetched while the engine boots, written to Pyodide's file
// system and put on sys.path (zipimport) once the engine is installed.
//
// Worker -> page:
//   {type: "ready", version, timings}       timings: ms since the worker started, per stage
//   {type: "fatal", message}
//   {type: "reply", id, ok} | {type: "reply", id, error}
// Page -> worker:
//   {id, op: "bench", request}   tabletop_tools.bench_browser.handle(JSON request) (playouts, bot_move, …)
//   {id, op: "api", request}     tabletop.api.handle(JSON request), as the game's worker answers it
//   {id, op: "python", code}     pyodide.runPython(code); replies with String(result)
// Replies to "bench" and "api" carry worker_ms: the time the Python call took, on the worker clock;
// replies to "api" also carry bytes: {request, reply}, the lengths of the two as JSON text.
//
// bench-worker.mjs?floor only boots Pyodide (no micropip, no engine) and says "ready": the floor
// of a worker-based page, for bench-floor.html?worker.

import { bootEngine, loadRuntime } from "./engine-boot.mjs";

const started = performance.now();
const timings = {};
const mark = (name) => { timings[name] = Math.round(performance.now() - started); };

const BENCH_TOOLS = "bench-tools.zip";
const BENCH_TOOLS_FS = "/tmp/bench-tools.zip";

let pyodide = null;
let handlers = null; // {bench, api}: Python functions str -> str

const floorOnly = new URL(self.location.href).searchParams.has("floor");

async function boot() {
  if (floorOnly) {
    pyodide = await loadRuntime();
    mark("runtime");
    return pyodide.version;
  }
  const tools = fetchBenchTools();
  tools.catch(() => {}); // awaited below; a failure then is the one reported
  ({ pyodide } = await bootEngine({ done: mark, snapshot: false, games: "all" })); // always the install: a speed bench does not depend on earlier visits
  pyodide.FS.writeFile(BENCH_TOOLS_FS, await tools);
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(BENCH_TOOLS_FS)})`);
  handlers = {
    bench: pyodide.pyimport("tabletop_tools.bench_browser").handle,
    api: pyodide.pyimport("tabletop.api").handle,
  };
  mark("import");
  return pyodide.runPython("import tabletop; tabletop.__version__");
}

async function fetchBenchTools() {
  const response = await fetch(new URL(`./${BENCH_TOOLS}`, import.meta.url));
  if (!response.ok) throw new Error(`${BENCH_TOOLS}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function answer(message) {
  const { op } = message;
  if (op === "python") return { ok: String(pyodide.runPython(String(message.code))) };
  if (op !== "bench" && op !== "api") return { error: `unknown op ${JSON.stringify(op)}` };
  const t0 = performance.now();
  const text = JSON.stringify(message.request);
  const replyText = handlers[op](text);
  const reply = JSON.parse(replyText);
  const workerMs = performance.now() - t0;
  if (op === "bench" && reply.error) return { error: reply.error };
  if (op === "bench") return { ok: reply.ok, worker_ms: workerMs };
  return { ok: reply, worker_ms: workerMs, bytes: { request: text.length, reply: replyText.length } };
}

const booted = boot().then(
  (version) => { self.postMessage({ type: "ready", version, timings }); return true; },
  (error) => {
    self.postMessage({ type: "fatal", message: String((error && error.message) || error) });
    return false;
  },
);

self.onmessage = async (event) => {
  const message = event.data || {};
  let reply;
  if (!(await booted)) {
    reply = { error: "Pyodide or the engine did not start" };
  } else {
    try {
      reply = answer(message);
    } catch (error) {
      const text = String((error && error.message) || error).trim().split("\n");
      reply = { error: text[text.length - 1] };
    }
  }
  self.postMessage({ type: "reply", id: message.id, ...reply });
};
