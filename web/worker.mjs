// The engine's Web Worker (a module worker): boots Pyodide off the page's main thread, installs
// the tabletop wheel named in wheels/manifest.json with micropip, and answers requests.
//
// Worker -> page:
//   {type: "progress", stage: "runtime" | "micropip" | "engine", text, fraction}   fraction 0..1
//   {type: "ready", version, boot, timings}      timings: ms since the worker started, per stage;
//                                                boot: "snapshot" (from a stored memory snapshot)
//                                                or "install" (micropip installed the wheel)
//   {type: "snapshot", stored, bytes, boot_ms, make_ms, store_ms, error}   after an "install" boot,
//                                                once the engine was idle: whether snapshot-worker.mjs
//                                                stored a memory snapshot for the next visit
//   {type: "fatal", message}                     the engine could not start
//   {type: "reply", id, reply}                   reply = {ok: value} or {error: {code, message}}
//   {type: "log", level, text}                   something the page should log (console[level])
// Page -> worker:
//   {id, request}                                request = {op, ...args}; see docs/protocol.md
//   {prepare: game}                              install that game's rules now (no answer)
//
// worker.mjs?games=betta installs Betta's wheel with the engine at boot (the page's game, known from
// its address); any other game's wheel is installed when a request first names that game (`game`,
// or the `game` of its `state` or `record`), before the request is answered.
//
// Everything is fetched from this site's own origin: ./pyodide/ and ./wheels/.

import { bootEngine, installGames } from "./engine-boot.mjs";
import { canKeepSnapshots } from "./engine-snapshot.mjs";

const started = performance.now();
const timings = {};

function mark(name) {
  timings[name] = Math.round(performance.now() - started);
}

function progress(stage, text, fraction) {
  self.postMessage({ type: "progress", stage, text, fraction });
}

function log(level, text) {
  self.postMessage({ type: "log", level, text });
}

// A PythonError's message is a whole traceback; its last line names the exception.
function lastLine(error) {
  const text = String((error && error.message) || error).trim();
  const lines = text.split("\n");
  return lines[lines.length - 1];
}

let handle = null; // tabletop.api.handle, a Python function, once booted

const STAGES = {
  runtime: ["runtime", "Loading the Python runtime…", 0.05],
  micropip: ["micropip", "Loading the package installer…", 0.6],
  install: ["engine", "Installing the game engine…", 0.8],
};

let engine = null; // {pyodide, manifest, boot} from bootEngine

// The games asked for at boot: worker.mjs?games=a,b (ids only; anything else is ignored).
const bootGames = (new URL(self.location.href).searchParams.get("games") || "")
  .split(",").filter((id) => /^[a-z][a-z0-9_]{0,39}$/.test(id));

async function boot() {
  engine = await bootEngine({
    step: (stage) => progress(...STAGES[stage]),
    done: mark,
    games: bootGames,
  });
  const { pyodide, manifest } = engine;

  progress("engine", "Starting the game engine…", 0.95);
  const tabletop = pyodide.pyimport("tabletop");
  const version = tabletop.__version__;
  tabletop.destroy();
  handle = pyodide.pyimport("tabletop.api").handle; // keeps the module proxy alive: never destroyed
  mark("import");
  if (version !== manifest.engine.version) {
    log("warn", `engine ${version} loaded, but the manifest names ${manifest.engine.version}`);
  }
  return version;
}

function callEngine(request) {
  let text;
  try {
    text = JSON.stringify(request);
  } catch (error) {
    text = undefined;
  }
  if (text === undefined) {
    return { error: { code: "bad_request", message: "The request could not be sent as JSON." } };
  }
  try {
    return JSON.parse(handle(text));
  } catch (error) {
    // api.handle is built never to raise; if it does anyway, keep the worker alive.
    log("error", `tabletop engine failed on ${text.slice(0, 200)}: ${error && error.message}`);
    return {
      error: { code: "internal", message: "The game engine failed unexpectedly. This is a bug." },
    };
  }
}

// A memory snapshot for the next visit, made by snapshot-worker.mjs beside this worker once the engine
// has had no request for SNAPSHOT_IDLE_MS (its boot competes for the CPU). Only after an "install" boot.
const SNAPSHOT_IDLE_MS = 2000;
let snapshotTimer = null;

function snapshotWhenIdle() {
  if (snapshotTimer === "done" || !engine || engine.boot !== "install" || !canKeepSnapshots()) return;
  clearTimeout(snapshotTimer);
  snapshotTimer = setTimeout(() => {
    snapshotTimer = "done";
    let maker;
    try {
      maker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
    } catch (error) {
      self.postMessage({ type: "snapshot", stored: false, error: lastLine(error) });
      return;
    }
    const done = (message) => {
      maker.terminate();
      if (!message.stored) log("warn", `tabletop: no engine snapshot for the next visit: ${message.error}`);
      self.postMessage(message);
    };
    maker.onmessage = (event) => done({ type: "snapshot", ...(event.data || {}) });
    maker.onerror = (event) => {
      event.preventDefault();
      done({ type: "snapshot", stored: false, error: event.message || "the snapshot worker failed to load" });
    };
  }, SNAPSHOT_IDLE_MS);
}

const booted = boot().then(
  (version) => {
    self.postMessage({ type: "ready", version, boot: engine.boot, timings });
    snapshotWhenIdle();
    return true;
  },
  (error) => {
    log("error", `tabletop engine failed to start: ${(error && error.stack) || error}`);
    self.postMessage({
      type: "fatal",
      message: `The game engine could not start: ${lastLine(error)}`,
    });
    return false;
  },
);

/** The game a request names, if any: its `game`, or the game of its `state` or `record`. */
function gameOf(request) {
  if (!request || typeof request !== "object") return null;
  for (const holder of [request, request.state, request.record]) {
    const game = holder && typeof holder === "object" ? holder.game : null;
    if (typeof game === "string") return game;
  }
  return null;
}

const installing = new Map(); // game id -> the promise of its wheel's install

/** Install the wheel of the game `request` names, if it has one and it is not there yet; a failed
 * install is forgotten, so the next request tries again (the network may be back). */
function gameReady(request) {
  const game = gameOf(request);
  if (!game || !engine || engine.games.has(game)) return null;
  if (!installing.has(game)) {
    const started = performance.now();
    installing.set(game, installGames(engine, [game]).then(
      () => log("info", `tabletop: ${game} installed in ${Math.round(performance.now() - started)} ms`),
      (error) => {
        installing.delete(game);
        throw error;
      }));
  }
  return installing.get(game);
}

self.onmessage = async (event) => {
  const { id, request, prepare } = event.data || {};
  if (prepare !== undefined) { // a game the page will soon ask for: install it now, answer nothing
    if ((await booted) && typeof prepare === "string") gameReady({ game: prepare })?.catch(() => {});
    return;
  }
  let reply;
  if (!(await booted)) {
    reply = { error: { code: "engine_unavailable", message: "The game engine did not start." } };
  } else {
    try {
      await gameReady(request);
      reply = callEngine(request);
    } catch (error) {
      log("error", `tabletop: a game could not be installed: ${(error && error.stack) || error}`);
      reply = { error: { code: "engine_unavailable",
                         message: `This game could not be loaded: ${lastLine(error)}` } };
    }
  }
  self.postMessage({ type: "reply", id, reply });
  snapshotWhenIdle();
};

self.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  log("error", `tabletop worker: ${event.reason && (event.reason.stack || event.reason)}`);
});
