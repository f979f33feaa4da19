// The shell: boots the engine (in a worker), runs the lobby, the table, hot-seat
// pass screens, bots, the end screen, and window.tabletop for embedders and tests.
// Game specifics live in the renderer (web/games/<id>.js); this file only calls it.
import { startEngine } from './engine-client.mjs';
import { toast } from './dom.js';
import { t } from './i18n.js';
import { createLobby, parseSeat, parseSeed, resolveBot, botName, botLevels } from './lobby.js';
import { createTable } from './table.js';
import { showPass, showEnd, hideOverlay, openDrawer, closeDrawer, drawerOpen } from './overlays.js';
import { rendererFor, renderers } from './games/registry.js';

const body = document.body;
const params = new URLSearchParams(location.search);
let botDelay = clampDelay(params.get('botDelay') ?? 700);
const END_DELAY = 900;

function clampDelay(v) {
  const n = Number(v);
  return Number.isFinite(n) ? Math.max(0, Math.min(10000, n)) : 700;
}

// ---------------------------------------------------------------- screens
const lobbyRoot = document.getElementById('lobby');
const tableRoot = document.getElementById('table');
const statusEl = document.getElementById('status');
const rulesBtn = document.getElementById('btn-rules');
const resultsBtn = document.getElementById('btn-results');
const leaveBtn = document.getElementById('btn-leave');
const startingEl = document.getElementById('starting');
const startingText = document.getElementById('starting-text');

const lobby = createLobby(lobbyRoot, { onStart: (cfg) => startFromLobby(cfg), onRules: (gameId) => openRules(gameId) });
const table = createTable(tableRoot);

function setPhase(phase) {
  body.dataset.phase = phase;
  lobbyRoot.hidden = phase !== 'lobby';
  tableRoot.hidden = phase === 'lobby' || phase === 'starting';
  startingEl.hidden = phase !== 'starting';
  leaveBtn.hidden = phase === 'lobby';
  resultsBtn.hidden = !(game && game.result);
}

function setStatus(text, kind = '') {
  statusEl.textContent = text;
  statusEl.dataset.kind = kind;
}

rulesBtn.textContent = t('top.rules');
resultsBtn.textContent = t('top.results');
leaveBtn.textContent = t('top.lobby');
rulesBtn.addEventListener('click', () => openRules(game ? game.id : null));
leaveBtn.addEventListener('click', () => backToLobby());
resultsBtn.addEventListener('click', () => { if (game && game.result) showResults(); });
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && drawerOpen()) { closeDrawer(); e.preventDefault(); }
});

function openRules(gameId) {
  const r = rendererFor(gameId || 'betta') || Object.values(renderers)[0];
  const info = gamesList.find((g) => g.id === r.info.id) || r.info;
  openDrawer(`${t('rules.heading')}: ${info.name}`, r.rulesPanel(game && game.view ? game.view : null));
}

// ---------------------------------------------------------------- engine
body.dataset.engine = 'booting';
const engine = startEngine((p) => {
  if (!p || typeof p !== 'object') return;
  lobby.setProgress(p);
  if (p.text) startingText.textContent = p.text;
  if (p.stage) body.dataset.engineStage = String(p.stage);
});
let gamesList = Object.values(renderers).map((r) => r.info);

const ready = engine.ready.then(async (version) => {
  try {
    gamesList = await engine.call('games', {});
  } catch { /* keep the built-in list */ }
  try {
    lobby.setBots(await engine.call('bots', {}));
  } catch { /* keep the built-in levels */ }
  lobby.setGames(gamesList);
  body.dataset.engine = 'ready';
  lobby.setReady(version);
  return version;
}, (err) => {
  body.dataset.engine = 'error';
  lobby.setFailed(readable(err));
  throw err;
});
ready.catch(() => {});

function readable(err) {
  if (err && typeof err.message === 'string' && err.message) return err.message;
  return t('error.generic', { message: String(err) });
}

function call(op, args) {
  return engine.call(op, args);
}

// ---------------------------------------------------------------- the game session
let game = null; // {id, renderer, board, options, seed, seats, seatNames, state, version, log, toMove, result, view, viewer, phase, revealed}
let botTimer = null;
let endTimer = null;
let lock = Promise.resolve();

/** Run engine-changing work one at a time. */
function serial(fn) {
  const p = lock.then(fn, fn);
  lock = p.catch(() => {});
  return p;
}

const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const humanSeats = (g) => g.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
const isHuman = (g, seat) => seat !== null && seat !== undefined && g.seats[seat] && g.seats[seat].kind === 'human';
/** The seat's colour/role name, e.g. "Green" (renderers get the mode: seat 0 may be Betty). */
const labelOf = (g, seat) => capital(g.seatNames[seat]) || g.renderer.seatLabel(seat, g.options.mode) || `Seat ${seat + 1}`;
const iconOf = (g, seat) => g.renderer.seatIcon(seat, g.options.mode);
const colourOf = (g, seat) => g.renderer.seatColour(seat, g.options.mode);
/** What we call the player: their chosen name, else the seat's name. */
const nameOf = (g, seat) => (g.seats[seat] && g.seats[seat].name) || labelOf(g, seat);

function modeInfo(gameId, modeId) {
  const info = gamesList.find((g) => g.id === gameId) || (rendererFor(gameId) || {}).info;
  if (!info || !Array.isArray(info.modes) || !info.modes.length) return null;
  return info.modes.find((m) => m.id === modeId) || (modeId ? null : info.modes[0]);
}

function seatNamesFor(gameId, modeId) {
  const mode = modeInfo(gameId, modeId);
  return (mode && mode.seat_names) || [];
}

/** Players when none were asked for: as many as the seats given, else 2 if the mode allows. */
function defaultPlayers(gameId, modeId, seatCount) {
  const mode = modeInfo(gameId, modeId);
  const [min, max] = (mode && mode.players) || [1, 8];
  const want = seatCount || 2;
  return Math.min(max, Math.max(min, want));
}

/** The first mode of a game (what the lobby would offer first). */
function firstMode(gameId) {
  const mode = modeInfo(gameId, null);
  return mode ? mode.id : 'staff';
}

// Ops that do not take a game state: ctx.call sends them as they are.
const STATELESS = new Set(['games', 'bots', 'version', 'new_game', 'replay']);

function stopTimers() {
  clearTimeout(botTimer);
  clearTimeout(endTimer);
  botTimer = null;
  endTimer = null;
}

/** cfg: {game, options, seed?, seats: [{kind, bot, name}]} */
async function startGame(cfg) {
  await ready;
  const renderer = rendererFor(cfg.game);
  if (!renderer) throw Object.assign(new Error(t('error.noRenderer', { game: cfg.game })), { code: 'unknown_game' });
  return serial(async () => {
    stopTimers();
    const args = { game: cfg.game, options: cfg.options };
    if (Number.isInteger(cfg.seed)) args.seed = cfg.seed;
    const state = await call('new_game', args);
    const record = await call('record', { state });
    const players = cfg.options.players || cfg.seats.length;
    const seats = Array.from({ length: players }, (_, i) => {
      const seat = cfg.seats[i] || { kind: 'bot', bot: 'greedy', name: '' };
      return seat.kind === 'bot' ? { ...seat, bot: resolveBot(seat.bot) } : seat;
    });
    if (game && game.board) game.board.destroy();
    hideOverlay();
    closeDrawer();
    game = {
      id: cfg.game, renderer, options: cfg.options, seed: record.seed, seats,
      seatNames: cfg.seatNames && cfg.seatNames.length ? cfg.seatNames : seatNamesFor(cfg.game, cfg.options.mode),
      state, version: 0, log: [], toMove: null, result: null, view: null, viewer: null,
      phase: 'table', revealed: null, endShown: false,
    };
    const g = game;
    g.board = renderer.mount(table.boardRoot, {
      play: (move) => humanPlay(g, move),
      seatName: (seat) => nameOf(g, seat),
      /** Any engine op for this game; the current state is filled in. Resolves with `ok`. */
      call: (op, args = {}) => {
        if (g !== game) return Promise.reject(Object.assign(new Error(t('error.noGame')), { code: 'bad_request' }));
        const request = { ...(args || {}) };
        if (!STATELESS.has(op)) request.state = g.state;
        return call(op, request);
      },
    });
    body.dataset.game = g.id;
    body.dataset.seed = String(g.seed);
    setPhase('table');
    await refresh(g);
    return g;
  });
}

/** Ask the engine where the game stands and redraw everything. */
async function refresh(g) {
  const v = g.version;
  const [toMove, result] = await Promise.all([call('to_move', { state: g.state }), call('result', { state: g.state })]);
  const humans = humanSeats(g);
  let phase = 'table';
  let viewer = null;
  if (result) {
    phase = 'over';
    viewer = humans.length === 1 ? humans[0] : null;
  } else if (humans.length === 1) {
    viewer = humans[0];
  } else if (humans.length >= 2 && isHuman(g, toMove)) {
    if (g.revealed === toMove) viewer = toMove;
    else phase = 'pass';
  }
  const view = await call('view', { state: g.state, seat: viewer });
  const canAct = phase === 'table' && viewer !== null && viewer === toMove && isHuman(g, toMove);
  const previews = canAct ? await call('previews', { state: g.state }) : null;
  if (g !== game || g.version !== v) return;
  Object.assign(g, { toMove, result, view, viewer, phase });
  draw(g, previews, canAct);
  if (!result && !isHuman(g, toMove)) scheduleBot(g);
}

function draw(g, previews, canAct) {
  const r = g.renderer;
  const icon = (seat) => iconOf(g, seat);
  const colour = (seat) => colourOf(g, seat);
  g.board.update({ view: g.view, previews, canAct });
  const rows = r.players(g.view).map((row) => (g.result ? { ...row, score: g.result.scores[row.seat] } : row));
  table.renderPlayers(rows, {
    seats: g.seats, nameOf: (s) => nameOf(g, s), labelOf: (s) => labelOf(g, s), icon, colour, botName,
    toMove: g.result ? null : g.toMove, viewer: g.viewer, winners: g.result ? g.result.winners : [],
  });
  table.renderLog(g.log, { icon, colour });
  body.dataset.toMove = g.toMove === null ? '' : String(g.toMove);
  body.dataset.viewer = g.viewer === null ? 'spectator' : String(g.viewer);
  body.dataset.turnOf = g.toMove === null ? '' : (isHuman(g, g.toMove) ? 'human' : 'bot');
  body.dataset.moves = String(g.log.length);

  if (g.result) {
    setStatus(t('status.over'), 'over');
    if (g.phase === 'over' && !g.endShown && !endTimer) {
      // Let the last placement be seen before the results cover the table.
      endTimer = setTimeout(() => { endTimer = null; if (game === g) showResults(); }, g.log.length ? END_DELAY : 0);
    }
    setPhase(g.endShown ? 'over' : 'table');
    return;
  }
  const who = nameOf(g, g.toMove);
  if (!isHuman(g, g.toMove)) setStatus(t('status.botThinking', { name: who }), 'bot');
  else if (canAct && humanSeats(g).length === 1) setStatus(t('status.yourTurn'), 'you');
  else setStatus(t('status.turnOf', { name: who }), 'human');

  if (g.phase === 'pass') {
    const last = g.log[g.log.length - 1];
    showPass({
      name: nameOf(g, g.toMove),
      label: nameOf(g, g.toMove) === labelOf(g, g.toMove) ? labelOf(g, g.toMove) : `${nameOf(g, g.toMove)} (${labelOf(g, g.toMove)})`,
      lastText: last ? last.text : '',
      icon: icon(g.toMove), colour: colour(g.toMove),
      onReveal: () => reveal(g),
    });
    setPhase('pass');
  } else {
    hideOverlay();
    setPhase('table');
  }
}

function reveal(g) {
  if (g !== game || g.phase !== 'pass') return;
  serial(async () => {
    if (g !== game) return;
    g.revealed = g.toMove;
    g.version++;
    await refresh(g);
  });
}

function showResults() {
  const g = game;
  if (!g || !g.result) return;
  g.endShown = true;
  const r = g.renderer;
  let extras = null;
  if (typeof r.endExtras === 'function') {
    try {
      extras = r.endExtras(g.result, g.view);
    } catch (err) {
      console.warn('endExtras failed', err);
    }
  }
  showEnd({
    result: g.result,
    nameOf: (s) => nameOf(g, s),
    icon: (s) => iconOf(g, s),
    colour: (s) => colourOf(g, s),
    lines: r.tiebreakLines(g.result, (s) => nameOf(g, s)),
    extras: extras instanceof Node ? extras : null,
    onAgain: () => playAgain(),
    onLobby: () => backToLobby(),
    onTable: () => { hideOverlay(); resultsBtn.focus({ preventScroll: true }); },
  });
  setPhase('over');
}

async function playAgain() {
  const g = game;
  if (!g) return;
  try {
    await startGame({ game: g.id, options: g.options, seats: g.seats, seatNames: g.seatNames });
  } catch (err) {
    toast(readable(err), 'error');
  }
}

function backToLobby() {
  stopTimers();
  hideOverlay();
  closeDrawer();
  if (game && game.board) game.board.destroy();
  game = null;
  setStatus('');
  delete body.dataset.toMove;
  delete body.dataset.viewer;
  setPhase('lobby');
  lobby.focus();
}

/** The one place a move is applied (human, bot or API). */
async function doMove(g, move) {
  if (g !== game) throw Object.assign(new Error(t('error.noGame')), { code: 'bad_request' });
  const seat = g.toMove;
  let res;
  try {
    res = await call('play', { state: g.state, move });
  } catch (err) {
    toast(readable(err), 'error');
    throw err;
  }
  if (g !== game) return res;
  g.state = res.state;
  g.version++;
  g.log.push({ seat, move, text: res.text });
  if (humanSeats(g).length >= 2 && isHuman(g, seat)) g.revealed = null; // hide that hand at once
  await refresh(g);
  return res;
}

function humanPlay(g, move) {
  return serial(async () => {
    if (g !== game || g.phase !== 'table' || !isHuman(g, g.toMove) || g.viewer !== g.toMove) {
      const err = Object.assign(new Error(t('error.notYourTurn')), { code: 'illegal_move' });
      toast(err.message, 'error');
      throw err;
    }
    return doMove(g, move);
  });
}

function scheduleBot(g) {
  clearTimeout(botTimer);
  const v = g.version;
  botTimer = setTimeout(() => {
    botTimer = null;
    serial(async () => {
      if (g !== game || g.version !== v || g.result) return;
      const seat = g.toMove;
      const bot = (g.seats[seat] && g.seats[seat].bot) || 'greedy';
      body.dataset.bot = 'thinking';
      try {
        const seed = (g.seed * 31 + 7919 * (g.log.length + 1)) % 2147483647;
        const move = await call('bot_move', { state: g.state, bot, seed });
        if (g !== game || g.version !== v) return;
        await doMove(g, move);
      } finally {
        body.dataset.bot = 'idle';
      }
    }).catch((err) => toast(readable(err), 'error'));
  }, botDelay);
}

async function startFromLobby(cfg) {
  try {
    await startGame(cfg);
  } catch (err) {
    toast(readable(err), 'error');
  }
}

// ---------------------------------------------------------------- window.tabletop
function requireGame() {
  if (!game) throw Object.assign(new Error(t('error.noGame')), { code: 'bad_request' });
  return game;
}

window.tabletop = {
  ready,
  /** seats: ["human", "bot:greedy", "bot:hard", "bot"]; names: optional display names. */
  async newGame(gameId, options = {}, seed, seats, names) {
    await ready;
    const mode = options.mode || firstMode(gameId);
    const players = Number(options.players) || defaultPlayers(gameId, mode, seats ? seats.length : 0);
    const specs = seats || ['human', ...Array(players - 1).fill('bot')];
    const opts = { ...options, mode, players };
    await startGame({
      game: gameId, options: opts, seed: seed === undefined || seed === null ? undefined : Number(seed),
      seats: specs.map((spec, i) => ({ ...parseSeat(spec), name: (names && names[i]) || '' })),
    });
    return game.view;
  },
  async view(seat = null) {
    const g = requireGame();
    return call('view', { state: g.state, seat });
  },
  async legalMoves() {
    return call('legal_moves', { state: requireGame().state });
  },
  async play(move) {
    const g = requireGame();
    const res = await serial(() => doMove(g, move));
    return { text: res.text };
  },
  async record() {
    return call('record', { state: requireGame().state });
  },
  async result() {
    return call('result', { state: requireGame().state });
  },
  async toMove() {
    return call('to_move', { state: requireGame().state });
  },
  state() {
    return game ? game.state : null;
  },
  setBotDelay(ms) {
    botDelay = clampDelay(ms);
  },
  /** The bot levels: [{id, name, note}]. */
  bots: () => botLevels(),
  call: (op, args) => call(op, args),
};

// ---------------------------------------------------------------- boot
setPhase('lobby');
setStatus('');

/**
 * ?game=betta&mode=solo&players=1&seed=7&seats=human  or  seats=bot:hard,human
 * Optional: names=Ada,Grace; botDelay=ms; options={"timed":true} (JSON merged into the options).
 */
async function startFromUrl() {
  await ready;
  const gameId = params.get('game');
  const modeId = params.get('mode') || firstMode(gameId);
  const seatSpecs = params.get('seats') ? params.get('seats').split(',') : null;
  const players = Number(params.get('players')) || defaultPlayers(gameId, modeId, seatSpecs ? seatSpecs.length : 0);
  const specs = seatSpecs || ['human', ...Array(Math.max(0, players - 1)).fill('bot')];
  const names = params.get('names') ? params.get('names').split(',') : [];
  let extra = {};
  if (params.get('options')) {
    try {
      const parsed = JSON.parse(params.get('options'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) extra = parsed;
    } catch { /* not JSON: ignored */ }
  }
  await startGame({
    game: gameId, options: { ...extra, mode: modeId, players }, seed: parseSeed(params.get('seed')),
    seats: Array.from({ length: players }, (_, i) => ({ ...parseSeat(specs[i] || 'bot'), name: (names[i] || '').slice(0, 40) })),
  });
}

if (params.get('game')) {
  setPhase('starting');
  setStatus(t('status.starting'));
  startFromUrl().catch((err) => {
    toast(readable(err), 'error');
    setStatus('');
    setPhase('lobby');
  });
}
