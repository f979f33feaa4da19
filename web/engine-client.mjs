// The page's handle on the game engine, which runs in a Web Worker (worker.mjs).
//
//   import { startEngine } from "./engine-client.mjs";
//   const engine = startEngine((p) => showProgress(p.text, p.fraction));
//   const version = await engine.ready;                 // rejects if the engine cannot start
//   const state = await engine.call("new_game", { game: "betta", options: { mode: "staff", players: 2 }, seed: 7 });
//   try { await engine.call("play", { state, move }); }
//   catch (err) { if (err.code === "illegal_move") showMessage(err.message); }
//
// call(op, args) sends {op, ...args} (see docs/protocol.md) and resolves with the reply's `ok`
// value, or rejects with an EngineError whose .code and .message are the engine's error.
// Calls made before the engine is ready wait for it.

export class EngineError extends Error {
  constructor(code, message, say = null) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.say = say; // {id, ...values}: the message in other languages (web/said.js)
  }
}

export function startEngine(onProgress) {
  const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
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

  const engine = { ready, call, terminate, info: null, worker };

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
      case "log":
        (console[message.level] || console.log)(message.text);
        break;
      case "reply": {
        const waiting = pending.get(message.id);
        if (!waiting) break;
        pending.delete(message.id);
        const reply = message.reply || {};
        if (reply.error) {
          waiting.reject(new EngineError(reply.error.code, reply.error.message, reply.error.message_say || null));
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

  function call(op, args = {}) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, request: { op, ...args } });
    });
  }

  function terminate() {
    worker.terminate();
    fail("The game engine was stopped.", true);
  }

  return engine;
}
