// The page's handle on the game engine, which runs in a Web Worker (worker.mjs).
//
//   import { startEngine } from "./engine-client.mjs";
//   const engine = startEngine((p) => showProgress(p.text, p.fraction));
//   const version = await engine.ready;                 // rejects if the engine cannot start
//   const state = await engine.call("new_game", { game: "betta", options: { mode: "staff", players: 2 }, seed: 7 });
//   try { await engine.call("play", { state, move }); }
//   catch (err) { if (err.code === "illegal_move") showMessage(err.message); }
//
// engine.info is the worker's "ready" message ({version, boot, timings}); engine.snapshot its
// "snapshot" message, once it has stored a memory snapshot for the next visit (or failed to), also
// given to startEngine's second argument.
//
// call(op, args) sends {op, ...args} (see docs/protocol.md) and resolves with the reply's `ok`
// value, or rejects with an EngineError whose .code and .message are the engine's error.
// prepare(game) has the worker install that game's rules ahead of the first call naming it.
// Calls made before the engine is ready wait for it.
//
// The worker takes seconds to boot, so a page starts it before its own modules have loaded:
// engine-start.mjs (first in index.html's <head>) calls prestartEngine(), which creates the worker
// and keeps its messages; the page's later startEngine() adopts that worker and replays them in
// order. Without a prestarted worker, startEngine() creates one itself.

export class EngineError extends Error {
  constructor(code, message, say = null, data = null) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.say = say; // {id, ...values}: the message in other languages (web/said.js)
    if (data && Number.isInteger(data.at)) this.at = data.at; // a replay's moves that still play
  }
}

/** The engine's worker; the performance mark "tabletop:worker-start" says when the page made it
 * (tests and build.py bench count the page's modules fetched before it). A page opened on a game
 * (?game=betta) has the worker install that game's wheel with the engine (worker.mjs?games=betta);
 * any other game is installed when first asked for. */
function newWorker() {
  performance.mark("tabletop:worker-start");
  const url = new URL("./worker.mjs", import.meta.url);
  const game = new URLSearchParams(self.location.search).get("game");
  if (game && /^[a-z][a-z0-9_]{0,39}$/.test(game)) url.searchParams.set("games", game);
  return new Worker(url, { type: "module" });
}

let early = null; // {worker, events}: the prestarted worker and what it said before adoption

/** Start the engine's worker now; the next startEngine() takes it over. Once only, and never
 * after a startEngine() (a page whose own modules ran first needs no second worker). */
export function prestartEngine() {
  if (early) return;
  const worker = newWorker();
  const events = [];
  worker.onmessage = (event) => events.push(event);
  worker.onerror = (event) => {
    event.preventDefault(); // reported when startEngine() replays it
    events.push(event);
  };
  early = { worker, events };
}

export function startEngine(onProgress, onSnapshot = null) {
  let worker;
  let backlog = [];
  if (early && early.worker) {
    ({ worker, events: backlog } = early);
    early.worker = null; // taken: a second startEngine() gets a worker of its own
  } else {
    early = early || { worker: null, events: [] }; // too late to prestart now
    worker = newWorker();
  }
  const pending = new Map();
  let nextId = 1;
  let failure = null;
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {}); // a page that never awaits `ready` still hears of failure through call()

  const engine = { ready, call, prepare, terminate, info: null, snapshot: null, worker };

  function fail(message, quiet = false) {
    if (failure) return;
    failure = new EngineError("engine_unavailable", message);
    if (!quiet) console.error(message);
    rejectReady(failure);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  }

  worker.onmessage = (event) => {
    const message = event.data || {};
    switch (message.type) {
      case "progress":
        if (onProgress) {
          try {
            onProgress(message);
          } catch (error) {
            console.error(error);
          }
        }
        break;
      case "ready":
        engine.info = message;
        resolveReady(message.version);
        break;
      case "fatal":
        fail(message.message);
        break;
      case "snapshot":
        engine.snapshot = message;
        if (onSnapshot) onSnapshot(message);
        break;
      case "log":
        (console[message.level] || console.log)(message.text);
        break;
      case "reply": {
        const waiting = pending.get(message.id);
        if (!waiting) break;
        pending.delete(message.id);
        const reply = message.reply || {};
        if (reply.error) {
          waiting.reject(new EngineError(reply.error.code, reply.error.message, reply.error.message_say || null, reply.error));
        } else {
          waiting.resolve(reply.ok);
        }
        break;
      }
    }
  };

  worker.onerror = (event) => {
    // The worker script itself failed (for example a file of the runtime is missing).
    event.preventDefault();
    fail(`The game engine could not start: ${event.message || "the worker failed to load"}`);
  };

  if (backlog.length) {
    // Before any later message (a task), in the order the worker sent them.
    queueMicrotask(() => {
      for (const event of backlog) {
        if (event.type === "error") worker.onerror(event);
        else worker.onmessage(event);
      }
    });
  }

  function call(op, args = {}) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, request: { op, ...args } });
    });
  }

  /** Have the worker install `game`'s rules now, ahead of the first call that names it (a lobby
   * that has chosen the game, say). No answer; a failure shows on that call. */
  function prepare(game) {
    if (!failure && typeof game === "string") worker.postMessage({ prepare: game });
  }

  function terminate() {
    worker.terminate();
    fail("The game engine was stopped.", true);
  }

  return engine;
}
