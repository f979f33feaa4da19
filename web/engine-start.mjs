// Starts the engine's worker as soon as the page begins. Loaded first from the <head> of index.html
// and embed.html, it imports nothing, so the worker's own files are asked for one round trip after
// the page's, before the page's modules (shell/boot.js and its imports) fill the connections.
// engine-client.mjs imports this same module (one instance per page) and its startEngine() adopts
// the worker started here (takeEarlyWorker).

let early = null; // {worker, events}: the prestarted worker and what it said before adoption

/** The engine's worker; the performance mark "tabletop:worker-start" says when the page made it
 * (tests and build.py bench count the page's modules fetched before it). A page opened on a game
 * (?game=betta) has the worker install that game's wheel with the engine (worker.mjs?games=betta);
 * any other game is installed when first asked for. */
export function newWorker() {
  performance.mark("tabletop:worker-start");
  const url = new URL("./worker.mjs", import.meta.url);
  const game = new URLSearchParams(self.location.search).get("game");
  if (game && /^[a-z][a-z0-9_]{0,39}$/.test(game)) url.searchParams.set("games", game);
  return new Worker(url, { type: "module" });
}

/** Start the engine's worker now, keeping its messages until it is taken. Once only, and never
 * after a takeEarlyWorker() (a page whose own modules ran first needs no second worker). */
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

/** The prestarted worker and its messages so far ({worker, events}), or null if there is none or it
 * was taken already: the first call takes it, and no worker is prestarted after. */
export function takeEarlyWorker() {
  const taken = early && early.worker ? early : null;
  early = { worker: null, events: [] };
  return taken;
}

prestartEngine();
