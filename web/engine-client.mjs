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
// engine-start.mjs (first in index.html's <head>, importing nothing) creates the worker and keeps
// its messages; startEngine() adopts that worker and replays them in order. Importing it makes
// any page that uses this module start its worker as soon as this module is loaded.

import { newWorker, takeEarlyWorker } from "./engine-start.mjs";

export class EngineError extends Error {
  constructor(code, message, say = null, data = null) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.say = say; // {id, ...values}: the message in other languages (web/said.js)
    if (data && Number.isInteger(data.at)) this.at = data.at; // a replay's moves that still play
  }
}

export function startEngine(onProgress, onSnapshot = null) {
  const early = takeEarlyWorker(); // a second startEngine() gets a worker of its own
  const worker = early ? early.worker : newWorker();
  const backlog = early ? early.events : [];
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
