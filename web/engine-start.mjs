// Starts the engine's worker as soon as the page begins: loaded first from the <head> of
// index.html and embed.html, it is a few kilobytes (this and engine-client.mjs), so Pyodide boots
// in the worker while the page's own modules (shell/boot.js and its imports) are still loading.
// shell/boot.js's startEngine() then adopts this worker (see engine-client.mjs).
import { prestartEngine } from "./engine-client.mjs";

prestartEngine();
