// In-browser measurements for web/bench.html (driven by `python3 build.py bench`, or by hand with
// the page's Run button). The engine runs in its own Web Worker, bench-worker.mjs, which boots
// like the game's worker.mjs and also runs tabletop_tools.bench_browser (bench-tools.zip), so the browser times exactly
// the code build.py times in CPython.
//
// window.bench:
//   ready                      promise of the engine version; rejects if the worker cannot start
//   timings                    {start, ready} ms since navigation, worker: per-stage ms in the worker
//   info()                     {engine, python, platform} of the Python inside Pyodide
//   playouts(game, options, seconds)   tabletop_tools.bench.random_playouts's figures + round_trip_ms
//   positions()                the bot positions of tabletop_tools.bench_browser.bot_positions()
//   botMove(position, bot)     {ms (perf_counter inside Python), move, worker_ms, round_trip_ms}
//   api(request)               tabletop.api.handle's reply + worker_ms, round_trip_ms, bytes {request, reply}
//   moveCost(position, requests, runs)   one human move, old 8 ops against one turn: {engine, page}
//   python(code)               String(pyodide.runPython(code))
// Every call takes an optional last argument timeoutMs (default 120 s) and rejects with a clear
// message when it runs out. body[data-state]: booting | ready | running | failed.

const DEFAULT_TIMEOUT_MS = 120_000;

function startWorker() {
  const worker = new Worker(new URL("./bench-worker.mjs", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let failure = null;
  let settle;
  const ready = new Promise((resolve, reject) => { settle = { resolve, reject }; });

  function fail(message) {
    if (failure) return;
    failure = new Error(message);
    settle.reject(failure);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  }

  worker.onmessage = (event) => {
    const message = event.data || {};
    if (message.type === "ready") {
      settle.resolve(message);
    } else if (message.type === "fatal") {
      fail(`The benchmark worker could not start: ${message.message}`);
    } else if (message.type === "reply") {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(`The benchmark worker failed: ${event.message || "it did not load"}`);
  };

  function request(message, what, timeoutMs = DEFAULT_TIMEOUT_MS) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    const sent = performance.now();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${what}: no answer from the benchmark worker within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      pending.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve({ ...reply, round_trip_ms: performance.now() - sent });
        },
        reject: (error) => { clearTimeout(timer); reject(error); },
      });
      worker.postMessage({ id, ...message });
    });
  }

  return { ready, request };
}

const worker = startWorker();
const timings = { start: performance.now(), ready: null, worker: null };
const body = document.body;

const bench = {
  timings,
  ready: worker.ready.then((message) => {
    timings.ready = performance.now();
    timings.worker = message.timings;
    body.dataset.state = "ready";
    return message.version;
  }, (error) => {
    body.dataset.state = "failed";
    throw error;
  }),

  async info(timeoutMs) {
    return (await worker.request({ op: "bench", request: { op: "info" } }, "info", timeoutMs)).ok;
  },
  async positions(timeoutMs) {
    return (await worker.request({ op: "bench", request: { op: "positions" } }, "positions", timeoutMs)).ok;
  },
  async playouts(game, options, seconds, timeoutMs = 1000 * seconds + DEFAULT_TIMEOUT_MS) {
    const reply = await worker.request({ op: "bench", request: { op: "playouts", game, options, seconds } },
      `random playouts of ${game} ${JSON.stringify(options)}`, timeoutMs);
    return { ...reply.ok, round_trip_ms: reply.round_trip_ms };
  },
  async botMove(position, bot = "hard", timeoutMs) {
    const reply = await worker.request({ op: "bench", request: { op: "bot_move", position, bot } },
      `${bot} bot move at ${position.label || "a position"}`, timeoutMs);
    return { ...reply.ok, worker_ms: reply.worker_ms, round_trip_ms: reply.round_trip_ms };
  },
  async api(request, timeoutMs) {
    const reply = await worker.request({ op: "api", request }, `api ${request.op}`, timeoutMs);
    return { ...reply.ok, worker_ms: reply.worker_ms, round_trip_ms: reply.round_trip_ms, bytes: reply.bytes };
  },
  // One human move late in a game (tabletop_tools.move_cost): engine = move_cost.one_move inside
  // Pyodide (median engine ms of `runs`, old 8 ops against one turn); page = the same requests
  // (`requests`: {before, now}, "LAST" standing for the state play answered) posted through the
  // worker as the table posts them: round trips, bytes both ways (JSON lengths), the Python calls'
  // time in the worker and the time the page waited, medians of `runs`.
  async moveCost(position, requests, runs = 5, timeoutMs) {
    const engine = (await worker.request(
      { op: "bench", request: { op: "move_cost", state: position.state, move: position.move, runs } },
      `move cost at ${position.label}`, timeoutMs)).ok;
    const sequence = async (reqs) => {
      let state = null;
      const fig = { trips: 0, bytes: 0, worker_ms: 0, page_ms: 0 };
      const t0 = performance.now();
      for (let req of reqs) {
        if (req.state === "LAST") req = { ...req, state };
        const reply = await worker.request({ op: "api", request: req }, `api ${req.op}`, timeoutMs);
        if (reply.ok.error) throw new Error(`api ${req.op}: ${JSON.stringify(reply.ok.error)}`);
        fig.trips += 1;
        fig.bytes += reply.bytes.request + reply.bytes.reply;
        fig.worker_ms += reply.worker_ms;
        const ok = reply.ok.ok;
        if ((req.op === "play" || req.op === "turn") && ok && ok.state) state = ok.state;
      }
      fig.page_ms = performance.now() - t0;
      return fig;
    };
    const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
    const runsOf = { before: [], now: [] };
    for (let i = 0; i < runs; i += 1) {
      for (const name of ["before", "now"]) runsOf[name].push(await sequence(requests[name]));
    }
    const page = {};
    for (const [name, figs] of Object.entries(runsOf)) {
      page[name] = { trips: figs[0].trips, bytes: figs[0].bytes,
        worker_ms: median(figs.map((f) => f.worker_ms)), page_ms: median(figs.map((f) => f.page_ms)),
        runs_page_ms: figs.map((f) => f.page_ms) };
    }
    return { engine, page };
  },
  async python(code, timeoutMs) {
    return (await worker.request({ op: "python", code }, "python code", timeoutMs)).ok;
  },
};
bench.ready.catch(() => {});
window.bench = bench;

// ---------------------------------------------------------------- the page, for a person

const status = document.getElementById("status");
const output = document.getElementById("output");
const runButton = document.getElementById("run");
const fmt = (x, digits = 0) => x.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

bench.ready.then((version) => {
  status.textContent = `Engine ${version} ready after ${fmt(timings.ready)} ms `
    + `(worker: ${JSON.stringify(timings.worker)}).`;
  runButton.disabled = false;
}, (error) => {
  status.textContent = error.message;
});

async function runAll() {
  runButton.disabled = true;
  body.dataset.state = "running";
  const lines = [];
  const show = (line) => { lines.push(line); output.textContent = lines.join("\n"); };
  try {
    const info = await bench.info();
    show(`Python ${info.python} in Pyodide, engine ${info.engine}\n`);
    show("Random playouts, 2 s each          games/s     moves/s");
    const modes = JSON.parse(await bench.python(
      "import json; from tabletop_tools.bench import PLAYOUT_MODES; json.dumps(PLAYOUT_MODES)"));
    for (const [game, options, label] of modes) {
      const fig = await bench.playouts(game, options, 2);
      show(`  ${label.padEnd(30)} ${fmt(fig.games_per_s).padStart(9)} ${fmt(fig.moves_per_s).padStart(11)}`);
    }
    const positions = await bench.positions();
    const times = [];
    for (const position of positions) times.push((await bench.botMove(position, "hard")).ms);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    show(`\nHard bot over ${times.length} positions: mean ${fmt(mean, 1)} ms, worst ${fmt(Math.max(...times), 1)} ms`);
  } catch (error) {
    show(`failed: ${error.message}`);
  } finally {
    body.dataset.state = "ready";
    runButton.disabled = false;
  }
}

runButton.addEventListener("click", () => { runAll(); });
