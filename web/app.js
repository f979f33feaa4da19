// The shell: boots the engine (in a worker), runs the lobby, the table, hot-seat pass screens,
// bots, confirm / undo / take-back, saved games, replays, share links, the end screen, and
// window.tabletop for embedders and tests. Game specifics live in the renderer
// (web/games/<id>/index.js); this file only calls it. The same file runs embed.html (body[data-embed]):
// no lobby, nothing saved, the game (or a replay) taken from the URL.
//
// The record is the truth: a save, a share link, an undo, a take-back and every replay position
// are the engine's record (or a prefix of it) replayed; the shell never writes inverse moves.
import { startEngine } from './engine-client.mjs';
import { toast } from './dom.js';
import { t, getLang, saveLang, setLang, LANGS, playerName, engineText } from './i18n.js';
import { said } from './said.js';
import { createLobby, parseSeat, parseSeed, resolveBot, botName, botLevels } from './lobby.js';
import { createTable } from './table.js';
import { createReplayBar } from './replay.js';
import {
  showPass, showEnd, showShare, showMessage, hideOverlay, overlayKind, openDrawer, closeDrawer, drawerOpen, relabelOverlay,
} from './overlays.js';
import * as saves from './saves.js';
import * as share from './share.js';
import { hasGame, gameName, games as registeredGames, rendererFor } from './games/registry.js';
import { setEngineGames, gameInfo, modeInfo, seatNamesFor, defaultPlayers, firstMode } from './shell/catalog.js';

const body = document.body;
const EMBED = body.dataset.embed !== undefined;
const params = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
/** A URL parameter; the embed page also reads them from the fragment (#game=betta&seed=7). */
const param = (key) => (EMBED && fragment.has(key) ? fragment.get(key) : params.get(key));
/** A share link's own options ("#r=...&replay=1") live in the fragment; "?replay=1" works too. */
const linkParam = (key) => {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  return hash.has(key) ? hash.get(key) : params.get(key);
};
let botDelay = clampDelay(param('botDelay') ?? 700);
const END_DELAY = 900;

function clampDelay(v) {
  const n = Number(v);
  return Number.isFinite(n) ? Math.max(0, Math.min(10000, n)) : 700;
}

const isOn = (v) => ['1', 'true', 'on', 'yes'].includes(String(v ?? '').toLowerCase());

// ---------------------------------------------------------------- screens
const lobbyRoot = document.getElementById('lobby');
const tableRoot = document.getElementById('table');
const statusEl = document.getElementById('status');
const rulesBtn = document.getElementById('btn-rules');
const resultsBtn = document.getElementById('btn-results');
const leaveBtn = document.getElementById('btn-leave');
const startingEl = document.getElementById('starting');
const startingText = document.getElementById('starting-text');
const idleEl = document.getElementById('embed-idle');
let lastProgress = null; // the engine's last boot progress, in its own words (translated when shown)

const NO_LOBBY = {
  setProgress() {}, setReady() {}, setFailed() {}, refreshGames() {}, setBots() {}, setSaves() {}, highlight() {}, focus() {},
  relabel() {}, activate() {},
};
const lobby = lobbyRoot ? createLobby(lobbyRoot, {
  onStart: (cfg) => startFromLobby(cfg),
  onRules: (gameId) => openRules(gameId),
  onContinue: (id) => openSaved(id, { replay: false }),
  onReplay: (id) => openSaved(id, { replay: true }),
  onExport: (id) => exportSaved(id),
  onDelete: (id) => deleteSaved(id),
  onImport: (file) => importFile(file),
}) : NO_LOBBY;
const table = createTable(tableRoot, {
  onUndo: () => undoLast(),
  onTakeBack: () => takeBackLast(),
  onReplay: () => { if (game) enterReplay(game, { exitTo: 'table' }); },
  onShare: () => shareGame(),
  onExport: () => exportCurrent(),
  onConfirm: () => confirmPending(),
  onChange: () => changePending(),
});
const replayBar = createReplayBar({
  go: (at) => replayGo(at),
  step: (delta) => { if (game && game.replay && !game.replay.starting) replayGo(game.replay.at + delta); },
  seat: (value) => replaySeat(value),
  exit: () => exitReplay(),
  share: () => shareGame(),
});
table.replaySlot.append(replayBar.el);
replayBar.el.hidden = true;

function setPhase(phase) {
  body.dataset.phase = phase;
  if (lobbyRoot) lobbyRoot.hidden = phase !== 'lobby';
  if (phase === 'lobby') lobby.activate();
  tableRoot.hidden = phase === 'lobby' || phase === 'starting' || phase === 'idle';
  startingEl.hidden = phase !== 'starting';
  if (idleEl) idleEl.hidden = phase !== 'idle';
  if (leaveBtn) leaveBtn.hidden = phase === 'lobby';
  if (resultsBtn) resultsBtn.hidden = !(game && game.result) || phase === 'replay';
  labelTitle();
}

let statusOf = ''; // the status line: a text, or a function giving it in the page's language now

function setStatus(text, kind = '') {
  statusOf = text;
  statusEl.textContent = typeof text === 'function' ? text() : text;
  statusEl.dataset.kind = kind;
}

if (rulesBtn) rulesBtn.addEventListener('click', () => openRules(game ? game.id : null));
if (resultsBtn) resultsBtn.addEventListener('click', () => { if (game && game.result) showResults(); });

/** The EN / RU switch in the top bar (not on embedded pages): switches live, and is remembered. */
function buildLangSwitch() {
  const nav = document.querySelector('.top-actions');
  if (EMBED || !nav || nav.querySelector('.lang-switch')) return;
  const group = document.createElement('div');
  group.className = 'lang-switch';
  group.setAttribute('role', 'group');
  for (const id of LANGS) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn-quiet lang-btn';
    b.id = `lang-${id}`;
    b.dataset.lang = id;
    b.lang = id;
    b.addEventListener('click', () => switchLang(id));
    group.append(b);
  }
  nav.prepend(group);
}

/** The page's own heading and title: the site, and the game on the table. */
function labelTitle() {
  const shown = game && body.dataset.phase !== 'lobby' ? game : null;
  const name = shown ? (gameInfo(shown.id) || {}).name || gameName(shown.id) : '';
  let h1 = document.getElementById('page-title');
  if (!h1) {
    // embed.html has no brand in its bar: the page's heading is there for screen readers only.
    h1 = document.createElement('h1');
    h1.id = 'page-title';
    h1.className = 'visually-hidden';
    body.prepend(h1);
  }
  const gamePart = document.getElementById('page-title-game');
  if (gamePart) {
    h1.querySelector('.brand-name').textContent = t('app.title');
    gamePart.textContent = name ? ` · ${name}` : ''; // the space for screen readers (the gap shows it)
  } else {
    h1.textContent = name ? `${t('app.title')} · ${name}` : t('app.title');
  }
  document.title = name ? `${t('app.title')} · ${name}` : t('app.title');
}

/** Every fixed string of the shell's own markup (index.html, embed.html) in the page's language now. */
function labelShell() {
  const set = (sel, fn) => { const el = document.querySelector(sel); if (el) fn(el); };
  set('.skip-link', (el) => { el.textContent = t('shell.skip'); });
  set('.top-actions', (el) => el.setAttribute('aria-label', t('shell.nav')));
  set('.lang-switch', (el) => el.setAttribute('aria-label', t('lang.label')));
  for (const b of document.querySelectorAll('.lang-btn')) {
    b.textContent = t(`lang.${b.dataset.lang}`);
    b.title = t(`lang.${b.dataset.lang}Name`);
    b.setAttribute('aria-pressed', b.dataset.lang === getLang() ? 'true' : 'false');
  }
  set('#lobby', (el) => el.setAttribute('aria-label', t('shell.lobby')));
  set('#table', (el) => el.setAttribute('aria-label', t('shell.table')));
  startingText.textContent = lastProgress && lastProgress.text ? engineText(lastProgress.text) : t('engine.booting');
  if (rulesBtn) rulesBtn.textContent = t('top.rules');
  if (resultsBtn) resultsBtn.textContent = t('top.results');
  if (leaveBtn) leaveBtn.textContent = t('top.lobby');
  if (idleEl) idleEl.textContent = t('embed.idle');
  labelTitle();
}

if (leaveBtn) {
  leaveBtn.addEventListener('click', () => backToLobby());
}
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && drawerOpen()) { closeDrawer(); e.preventDefault(); return; }
  if (!game) return;
  if (game.replay && !drawerOpen() && !overlayKind()) { replayBar.onKey(e); return; }
  if (game.pending && e.key === 'Escape' && !drawerOpen()) { changePending(); e.preventDefault(); }
});

let rulesOf = null; // the game whose rules the drawer shows

/** The rules of a game (the one on the table, else the lobby's choice) in the drawer. */
async function openRules(gameId) {
  const id = hasGame(gameId) ? gameId : Object.keys(registeredGames)[0];
  rulesOf = id;
  let r;
  try {
    r = await rendererFor(id);
  } catch (err) {
    toast(t('error.loadGame', { game: gameName(id), message: readable(err) }), 'error');
    return;
  }
  if (rulesOf !== id) return; // another game's rules were asked for meanwhile
  const name = (gameInfo(id) || {}).name || gameName(id);
  openDrawer(`${t('rules.heading')}: ${name}`, r.rulesPanel(game && game.id === id && game.view ? game.view : null));
}

// ---------------------------------------------------------------- engine
body.dataset.engine = 'booting';
const engine = startEngine((p) => {
  if (!p || typeof p !== 'object') return;
  lastProgress = p;
  lobby.setProgress(p.text ? { ...p, text: engineText(p.text) } : p);
  if (p.text) startingText.textContent = engineText(p.text);
  if (p.stage) body.dataset.engineStage = String(p.stage);
});
const ready = engine.ready.then(async (version) => {
  try {
    setEngineGames(await engine.call('games', {}));
  } catch { /* keep what the registry and the cards say */ }
  try {
    lobby.setBots(await engine.call('bots', {}));
  } catch { /* keep the built-in levels */ }
  lobby.refreshGames();
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
  if (err && typeof err.message === 'string' && err.message) return said(err.message, err.say);
  return t('error.generic', { message: String(err) });
}

function call(op, args) {
  return engine.call(op, args);
}

const fail = (message, code) => Object.assign(new Error(message), { code });

// ---------------------------------------------------------------- the game session
// game: {id, renderer, board, options, seed, seats, seatNames, settings: {confirm, practice},
//        state, version, log, toMove, result, view, viewer, phase, revealed, endShown,
//        record, tools, pending, replay, saveId, created, live, replayOnly}
let game = null;
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
const hasBot = (g) => g.seats.some((s) => s.kind === 'bot');
const isHuman = (g, seat) => seat !== null && seat !== undefined && g.seats[seat] && g.seats[seat].kind === 'human';
/** The seat's colour/role name, e.g. "Green" (renderers get the mode: seat 0 may be Betty). A bot
 * playing a one-seat game alone (a demo) is named for its level: not "You". */
const labelOf = (g, seat) => {
  const s = g.seats[seat];
  if (g.seats.length === 1 && s && s.kind === 'bot') return capital(t('score.bot', { name: botName(s.bot) }));
  return playerName(capital(g.seatNames[seat])) || g.renderer.seatLabel(seat, g.options.mode) || `Seat ${seat + 1}`;
};
const iconOf = (g, seat) => g.renderer.seatIcon(seat, g.options.mode);
const colourOf = (g, seat) => g.renderer.seatColour(seat, g.options.mode);
/** What we call the player: their chosen name, else the seat's name. */
const nameOf = (g, seat) => (g.seats[seat] && g.seats[seat].name && playerName(g.seats[seat].name)) || labelOf(g, seat);
/** An engine sentence (`text`, with its `say` spec) in the page's language (web/said.js). */
const localText = (g, text, say) => said(text, say);
const localLog = (g, list) => list.map((e) => ({ ...e, text: localText(g, e.text, e.text_say) }));

/** A game's renderer, loaded on first use; an error a player can read if this page cannot draw it. */
async function loadRenderer(gameId) {
  if (!hasGame(gameId)) throw fail(t('error.noRenderer', { game: String(gameId) }), 'unknown_game');
  try {
    return await rendererFor(gameId);
  } catch (err) {
    throw fail(t('error.loadGame', { game: gameName(gameId), message: String((err && err.message) || err) }), 'unknown_game');
  }
}

// Ops that do not take a game state: ctx.call sends them as they are.
const STATELESS = new Set(['games', 'bots', 'version', 'new_game', 'replay']);

function stopTimers() {
  clearTimeout(botTimer);
  clearTimeout(endTimer);
  botTimer = null;
  endTimer = null;
}

/**
 * Start a game, or reopen one from its record.
 * cfg: {game, options, seed?, seats: [{kind, bot, name}], seatNames?, settings?: {confirm, practice},
 *       record? (replayed instead of a new game), saveId?, created?, persist? (default: not embed),
 *       replay?: false | {exitTo, only}}
 */
async function startGame(cfg) {
  await ready;
  const gameId = cfg.record ? cfg.record.game : cfg.game;
  const renderer = await loadRenderer(gameId);
  const g = await serial(async () => {
    stopTimers();
    let state;
    let log = [];
    if (cfg.record) {
      state = await call('replay', { record: cfg.record });
      log = (await call('log', { state })).map((e) => ({ seat: e.seat, move: e.move, text: e.text, text_say: e.text_say }));
    } else {
      const args = { game: gameId, options: cfg.options };
      if (Number.isInteger(cfg.seed)) args.seed = cfg.seed;
      state = await call('new_game', args);
    }
    const record = await call('record', { state });
    const players = Number(record.options.players) || Number(cfg.options && cfg.options.players) || cfg.seats.length || 1;
    const seats = Array.from({ length: players }, (_, i) => {
      const seat = cfg.seats[i] || { kind: 'bot', bot: 'greedy', name: '' };
      return seat.kind === 'bot' ? { kind: 'bot', bot: resolveBot(seat.bot), name: seat.name || '' }
        : { kind: 'human', bot: null, name: seat.name || '' };
    });
    if (game) dropGame(game);
    hideOverlay();
    closeDrawer();
    const settings = cfg.settings || {};
    const persist = cfg.persist ?? !EMBED;
    const fresh = {
      id: gameId, renderer, options: record.options, seed: record.seed, seats,
      seatNames: cfg.seatNames && cfg.seatNames.length ? cfg.seatNames : seatNamesFor(gameId, record.options.mode),
      settings: { confirm: Boolean(settings.confirm), practice: Boolean(settings.practice) },
      state, record, version: 0, log, toMove: null, result: null, view: null, viewer: null,
      phase: 'table', revealed: null, endShown: false, tools: null, pending: null,
      replay: cfg.replay ? { starting: true } : null, replayOnly: Boolean(cfg.replay && cfg.replay.only),
      saveId: persist ? (cfg.saveId || saves.newId()) : null,
      created: cfg.created || new Date().toISOString(),
      live: !cfg.replay, storageWarned: false,
    };
    // Take-backs are for one human practising against bots: they never take back another human's move.
    fresh.settings.practice = fresh.settings.practice && hasBot(fresh) && humanSeats(fresh).length === 1;
    game = fresh;
    mountBoard(fresh);
    body.dataset.game = fresh.id;
    body.dataset.seed = String(fresh.seed);
    body.dataset.practice = fresh.settings.practice ? 'true' : 'false';
    body.dataset.confirm = fresh.settings.confirm ? 'true' : 'false';
    setPhase('table');
    await refresh(fresh);
    return fresh;
  });
  if (cfg.replay && g === game) {
    await enterReplay(g, { exitTo: cfg.replay.exitTo || 'lobby', only: Boolean(cfg.replay.only) });
  }
  return g;
}

/** Put the game's renderer on the table (again after a language switch: see remountBoard). */
function mountBoard(g) {
  g.board = g.renderer.mount(table.boardRoot, {
    play: (move) => humanPlay(g, move),
    seatName: (seat) => nameOf(g, seat),
    /** Any engine op for this game; the current state is filled in. Resolves with `ok`. */
    call: (op, args = {}) => {
      if (g !== game) return Promise.reject(fail(t('error.noGame'), 'bad_request'));
      const request = { ...(args || {}) };
      if (!STATELESS.has(op)) request.state = g.state;
      return call(op, request);
    },
  });
  g.boardArgs = null;
}

/** What a renderer counts as one turn of its own (Set Line restarts its turn clock when it changes). */
const turnKeyOf = (view) => JSON.stringify([view && view.turn, view && view.over]);

/**
 * Every board update goes through here: the last one is kept to draw the board again. The update
 * says when the current turn started (`turnStartedAt`, ms), so a renderer that times turns (Set
 * Line) keeps its clock when it is mounted again.
 */
function updateBoard(g, args) {
  const key = turnKeyOf(args.view);
  if (key !== g.turnKey) {
    g.turnKey = key;
    g.turnSince = Date.now();
  }
  g.boardArgs = { ...args, turnStartedAt: g.turnSince };
  g.board.update(g.boardArgs);
}

/**
 * Draw the board again from scratch (a language switch: a renderer translates as it builds).
 * The renderer is destroyed and mounted again with its last update; what the player had picked
 * but not yet played (a selected card, Set Line's placed cards) is not kept.
 */
function remountBoard(g) {
  if (!g.board) return;
  const args = g.boardArgs;
  g.board.destroy();
  mountBoard(g);
  if (args) g.board.update(args);
  g.boardArgs = args;
}

function dropGame(g) {
  cancelPending(g);
  if (g.board) g.board.destroy();
  g.board = null;
  g.replay = null;
  replayBar.el.hidden = true;
  delete body.dataset.replay;
  delete body.dataset.pending;
}

/** Ask the engine where the game stands and redraw everything. */
async function refresh(g) {
  const v = g.version;
  const [toMove, result, record] = await Promise.all([
    call('to_move', { state: g.state }), call('result', { state: g.state }), call('record', { state: g.state })]);
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
  const previews = canAct && g.renderer.usesPreviews !== false ? await call('previews', { state: g.state }) : null;
  const tools = await toolState(g, result, toMove);
  if (g !== game || g.version !== v) return;
  Object.assign(g, { toMove, result, view, viewer, phase, tools, record });
  persist(g);
  if (g.replay) return; // the live game waits behind the replay
  draw(g, previews, canAct);
  if (!result && !isHuman(g, toMove)) scheduleBot(g);
}

/**
 * Undo and take-back as the engine allows them now. They are for the human at the device: the one
 * whose turn it is when several share it, else the human who moved last.
 */
async function toolState(g, result, toMove) {
  const humans = humanSeats(g);
  const off = { visible: false, allowed: false, reason: '', seat: null };
  if (!humans.length) return { undo: off, takeBack: off };
  const lastHuman = [...g.log].reverse().find((e) => isHuman(g, e.seat));
  let seat = lastHuman ? lastHuman.seat : humans[0];
  if (humans.length >= 2 && isHuman(g, toMove)) seat = toMove;
  const mine = g.log.some((e) => e.seat === seat);
  // Reasons are read when shown: in the page's language then (it may change while they stand).
  let refusal = null; // {text, say}: the engine's sentence, said in the language of the moment
  let error = null;
  const undo = {
    visible: !result, allowed: false, seat,
    get reason() { return error ? readable(error) : refusal ? said(refusal.text, refusal.say) : ''; },
  };
  if (!result) {
    try {
      const info = await call('undo_info', { state: g.state, seat });
      undo.allowed = Boolean(info.allowed);
      refusal = info.allowed ? null : { text: String(info.reason || ''), say: info.reason_say };
    } catch (err) {
      error = err;
    }
  }
  const takeBack = {
    visible: g.settings.practice, allowed: mine, seat,
    get reason() { return mine ? '' : t('tools.nothingToTakeBack'); },
  };
  return { undo, takeBack };
}

function draw(g, previews, canAct) {
  const icon = (seat) => iconOf(g, seat);
  const colour = (seat) => colourOf(g, seat);
  replayBar.el.hidden = true;
  delete body.dataset.replay;
  g.drawn = { previews, canAct };
  updateBoard(g, { view: g.view, previews, canAct });
  drawSide(g);
  table.renderTools({
    visible: true, undo: g.tools.undo, takeBack: g.tools.takeBack, practice: g.settings.practice,
    share: share.supported(), files: !EMBED, replay: g.log.length > 0,
  });
  table.showConfirm(null);
  delete body.dataset.pending;
  body.dataset.toMove = g.toMove === null ? '' : String(g.toMove);
  body.dataset.viewer = g.viewer === null ? 'spectator' : String(g.viewer);
  body.dataset.turnOf = g.toMove === null ? '' : (isHuman(g, g.toMove) ? 'human' : 'bot');
  body.dataset.moves = String(g.log.length);
  body.dataset.undo = g.tools.undo.allowed ? 'allowed' : 'refused';

  if (g.result) {
    setStatus(() => t('status.over'), 'over');
    if (g.phase === 'over' && !g.endShown && !endTimer) {
      // Let the last placement be seen before the results cover the table.
      endTimer = setTimeout(() => { endTimer = null; if (game === g && !g.replay) showResults(); }, g.log.length ? END_DELAY : 0);
    }
    setPhase(g.endShown ? 'over' : 'table');
    return;
  }
  const seat = g.toMove;
  if (!isHuman(g, seat)) setStatus(() => t('status.botThinking', { name: nameOf(g, seat) }), 'bot');
  else if (canAct && humanSeats(g).length === 1) setStatus(() => t('status.yourTurn'), 'you');
  else setStatus(() => t('status.turnOf', { name: nameOf(g, seat) }), 'human');

  if (g.phase === 'pass') {
    const last = g.log[g.log.length - 1];
    showPass({
      name: nameOf(g, g.toMove),
      label: nameOf(g, g.toMove) === labelOf(g, g.toMove) ? labelOf(g, g.toMove) : `${nameOf(g, g.toMove)} (${labelOf(g, g.toMove)})`,
      lastText: last ? localText(g, last.text, last.text_say) : '',
      icon: icon(g.toMove), colour: colour(g.toMove),
      onReveal: () => reveal(g),
    });
    setPhase('pass');
  } else {
    if (overlayKind() === 'pass' || overlayKind() === 'end') hideOverlay();
    setPhase('table');
  }
}

/** The players panel and the log of the live game. */
function drawSide(g) {
  const icon = (seat) => iconOf(g, seat);
  const colour = (seat) => colourOf(g, seat);
  const rows = g.renderer.players(g.view).map((row) => (g.result ? { ...row, score: g.result.scores[row.seat] } : row));
  table.renderPlayers(rows, {
    seats: g.seats, nameOf: (s) => nameOf(g, s), labelOf: (s) => labelOf(g, s), icon, colour, botName,
    toMove: g.result ? null : g.toMove, viewer: g.viewer, winners: g.result ? g.result.winners : [],
  });
  table.renderLog(localLog(g, g.log), { icon, colour });
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
  const result = Array.isArray(g.result.breakdown)
    ? { ...g.result, breakdown: g.result.breakdown.map((b) => ({ ...b, items: (b.items || []).map((it) => ({ ...it, what: localText(g, it.what, it.what_say) })) })) }
    : g.result;
  showEnd({
    result,
    nameOf: (s) => nameOf(g, s),
    icon: (s) => iconOf(g, s),
    colour: (s) => colourOf(g, s),
    lines: r.tiebreakLines(g.result, (s) => nameOf(g, s)),
    extras: extras instanceof Node ? extras : null,
    onAgain: () => playAgain(),
    onLobby: EMBED ? null : () => backToLobby(),
    onReplay: () => enterReplay(g, { exitTo: 'table' }),
    onTable: () => { hideOverlay(); if (resultsBtn) resultsBtn.focus({ preventScroll: true }); },
  });
  setPhase('over');
}

async function playAgain() {
  const g = game;
  if (!g) return;
  try {
    await startGame({ game: g.id, options: g.options, seats: g.seats, seatNames: g.seatNames, settings: g.settings });
  } catch (err) {
    toast(readable(err), 'error');
  }
}

function backToLobby() {
  if (EMBED) return;
  stopTimers();
  hideOverlay();
  closeDrawer();
  if (game) dropGame(game);
  game = null;
  saves.setActive(null);
  setStatus('');
  delete body.dataset.toMove;
  delete body.dataset.viewer;
  refreshSavedList();
  setPhase('lobby');
  lobby.focus();
}

/** The one place a move is applied (human, bot or API). */
async function doMove(g, move) {
  if (g !== game) throw fail(t('error.noGame'), 'bad_request');
  if (g.replayOnly) {
    const err = fail(t('error.replayOnly'), 'bad_request');
    toast(readable(err), 'error');
    throw err;
  }
  cancelPending(g);
  if (g.replay) leaveReplayQuietly(g);
  g.live = true;
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
  g.log.push({ seat, move, text: res.text, text_say: res.text_say });
  if (humanSeats(g).length >= 2 && isHuman(g, seat)) g.revealed = null; // hide that hand at once
  await refresh(g);
  return res;
}

// ---------------------------------------------------------------- confirm moves

/** Whether a human's move waits for Confirm: the game's setting, unless the renderer confirms itself. */
const needsConfirm = (g) => g.settings.confirm && !g.renderer.confirmsMoves;

/**
 * A human's move from the board. With "Confirm moves" on, the move is shown as the engine would
 * play it (on a copy: nothing is committed) and waits for Confirm or Change; only Confirm plays it.
 * The promise resolves when the move is played, and rejects (code "changed") if it is withdrawn.
 */
async function humanPlay(g, move) {
  const staged = await serial(async () => {
    if (g !== game || g.replay || g.pending || g.phase !== 'table' || !isHuman(g, g.toMove) || g.viewer !== g.toMove) {
      const err = fail(t('error.notYourTurn'), 'illegal_move');
      toast(readable(err), 'error');
      throw err;
    }
    if (!needsConfirm(g)) return { played: await doMove(g, move) };
    const seat = g.toMove;
    let pv;
    let after;
    let view;
    try {
      pv = await call('preview', { state: g.state, move });
      if (!pv.legal) throw fail(pv.reason || t('error.generic', { message: '' }), 'illegal_move');
      after = await call('play', { state: g.state, move });
      // What the move reveals (a card drawn, a hint) must not show before it is confirmed: such a
      // move is shown from the spectator's seat, the table without any hand.
      const info = await call('undo_info', { state: after.state, seat });
      view = await call('view', { state: after.state, seat: info.allowed ? seat : null });
    } catch (err) {
      toast(readable(err), 'error');
      throw err;
    }
    if (g !== game) throw fail(t('error.noGame'), 'bad_request');
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    promise.catch(() => {});
    g.pending = { move, seat, text: after.text, say: after.text_say, points: pv.points, view, hidden: view.seat !== seat, resolve, reject, promise };
    drawPending(g);
    return { pending: g.pending };
  });
  if (staged.played) return staged.played;
  return staged.pending.promise;
}

function drawPending(g) {
  const p = g.pending;
  updateBoard(g, { view: p.view, previews: null, canAct: false });
  table.renderTools({ visible: false });
  table.showConfirm({ text: localText(game, p.text, p.say), points: p.points, hidden: p.hidden });
  body.dataset.pending = 'true';
  setStatus(() => t('status.confirm'), 'you');
}

function confirmPending() {
  const g = game;
  if (!g || !g.pending) return;
  const p = g.pending;
  serial(async () => {
    if (g !== game || g.pending !== p) return;
    g.pending = null;
    table.showConfirm(null);
    try {
      p.resolve(await doMove(g, p.move));
    } catch (err) {
      p.reject(err);
      g.version++;
      await refresh(g);
    }
  });
}

function changePending() {
  const g = game;
  if (!g || !g.pending) return;
  cancelPending(g);
  serial(async () => {
    if (g !== game) return;
    g.version++;
    await refresh(g);
  });
}

function cancelPending(g) {
  if (!g || !g.pending) return;
  const p = g.pending;
  g.pending = null;
  table.showConfirm(null);
  delete body.dataset.pending;
  p.reject(fail(t('confirm.changed'), 'changed'));
}

// ---------------------------------------------------------------- undo and take-back

/**
 * Undo (`tool` "undo", engine op "undo") or practice take-back ("takeBack", op "take_back"): the
 * engine replays the record without the seat's last move; a refusal is said, the state kept.
 */
function rewind(tool, op, refusedText, doneKey) {
  const g = game;
  if (!g || g.replay || g.pending || !g.tools) return;
  const r = g.tools[tool];
  if (!r.visible) return;
  if (!r.allowed) {
    toast(refusedText(r.reason), 'info');
    return;
  }
  serial(async () => {
    if (g !== game) return;
    let state;
    try {
      state = await call(op, { state: g.state, seat: r.seat });
    } catch (err) {
      toast(readable(err), 'error');
      return;
    }
    await applyPrefix(g, state, r.seat);
    toast(t(doneKey), 'good');
  });
}

const undoLast = () => rewind('undo', 'undo', (reason) => t('tools.undoRefused', { reason }), 'tools.undone');
const takeBackLast = () => rewind('takeBack', 'take_back', (reason) => reason, 'tools.takenBack');

/** Put a replayed prefix of the record on the table (after undo or take-back). */
async function applyPrefix(g, state, seat) {
  stopTimers();
  const record = await call('record', { state });
  if (g !== game) return;
  g.state = state;
  g.version++;
  g.log = g.log.slice(0, record.moves.length);
  g.revealed = seat; // the player who undid is at the device
  g.endShown = false;
  if (overlayKind() === 'end') hideOverlay();
  await refresh(g);
}

// ---------------------------------------------------------------- bots

function scheduleBot(g) {
  clearTimeout(botTimer);
  const v = g.version;
  botTimer = setTimeout(() => {
    botTimer = null;
    serial(async () => {
      if (g !== game || g.version !== v || g.result || g.replay) return;
      const seat = g.toMove;
      const bot = (g.seats[seat] && g.seats[seat].bot) || 'greedy';
      body.dataset.bot = 'thinking';
      try {
        const seed = (g.seed * 31 + 7919 * (g.log.length + 1)) % 2147483647;
        const move = await call('bot_move', { state: g.state, bot, seed });
        if (g !== game || g.version !== v || g.replay) return;
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

// ---------------------------------------------------------------- replays

/** Which views a replay may show: every seat once the game is over, else only what is yours. */
function replaySeats(g) {
  const out = [{ value: 'spectator', label: t('replay.spectator') }];
  const humans = humanSeats(g);
  g.seats.forEach((s, i) => {
    const own = humans.length === 1 && humans[0] === i;
    if (g.result || own || g.seats.length === 1) {
      out.push({ value: String(i), label: own && !g.result ? t('replay.yourView', { name: nameOf(g, i) }) : t('replay.seatView', { name: nameOf(g, i) }) });
    }
  });
  return out;
}

async function enterReplay(g, { exitTo = 'table', only = false } = {}) {
  if (!g || g !== game) return;
  await serial(async () => {
    if (g !== game) return;
    cancelPending(g);
    stopTimers();
    const record = await call('record', { state: g.state });
    if (g !== game) return;
    const total = record.moves.length;
    const seats = replaySeats(g);
    const humans = humanSeats(g);
    let seat = 'spectator';
    if (humans.length === 1 && seats.some((s) => s.value === String(humans[0]))) seat = String(humans[0]);
    else if (g.seats.length === 1) seat = '0';
    g.replay = { record, total, at: total, seat, states: new Map([[total, g.state]]), exitTo, only };
    g.replayOnly = g.replayOnly || only;
    if (overlayKind() && overlayKind() !== 'message') hideOverlay();
    closeDrawer();
    body.dataset.replay = 'on';
    replayBar.el.hidden = false;
    table.showConfirm(null);
    table.renderTools({ visible: false });
    setPhase('replay');
  });
  await drawReplay(g);
}

async function stateAt(r, k) {
  if (r.states.has(k)) return r.states.get(k);
  let state;
  if (k > 0 && r.states.has(k - 1)) {
    state = (await call('play', { state: r.states.get(k - 1), move: r.record.moves[k - 1] })).state;
  } else {
    state = await call('replay', { record: { ...r.record, moves: r.record.moves.slice(0, k) } });
  }
  r.states.set(k, state);
  return state;
}

let replayDrawing = Promise.resolve();

function drawReplay(g) {
  replayDrawing = replayDrawing.then(() => drawReplayNow(g)).catch((err) => toast(readable(err), 'error'));
  return replayDrawing;
}

async function drawReplayNow(g) {
  const r = g.replay;
  if (!r || g !== game || r.starting) return;
  const k = r.at;
  const seat = r.seat === 'spectator' ? null : Number(r.seat);
  const state = await stateAt(r, k);
  const [view, result, toMove] = await Promise.all([
    call('view', { state, seat }), call('result', { state }), call('to_move', { state })]);
  if (g !== game || g.replay !== r || r.at !== k) return;
  const icon = (s) => iconOf(g, s);
  const colour = (s) => colourOf(g, s);
  updateBoard(g, { view, previews: null, canAct: false });
  const rows = g.renderer.players(view).map((row) => (result ? { ...row, score: result.scores[row.seat] } : row));
  table.renderPlayers(rows, {
    seats: g.seats, nameOf: (s) => nameOf(g, s), labelOf: (s) => labelOf(g, s), icon, colour, botName,
    toMove: result ? null : toMove, viewer: seat, winners: result ? result.winners : [],
  });
  table.renderLog(localLog(g, g.log.slice(0, r.total)), { icon, colour, at: k, onPick: (n) => replayGo(n + 1) });
  let note = '';
  if (g.result) note = t('replay.revealNote');
  else if (replaySeats(g).length === 1) note = t('replay.hiddenNote');
  replayBar.update({
    at: k, total: r.total, seats: replaySeats(g), seat: r.seat, note,
    exitLabel: r.only ? null : (r.exitTo === 'lobby' && !EMBED ? t('replay.toLobby') : t(g.result ? 'replay.toTable' : 'replay.toGame')),
    canShare: share.supported(),
  });
  replayBar.el.querySelector('#replay-exit').hidden = r.only;
  body.dataset.replayAt = String(k);
  body.dataset.viewer = seat === null ? 'spectator' : String(seat);
  setStatus(() => (k === 0 ? t('status.replayStart') : t('status.replay', { at: k, total: r.total })), 'replay');
}

function replayGo(at) {
  const g = game;
  if (!g || !g.replay || g.replay.starting) return;
  const r = g.replay;
  const k = Math.max(0, Math.min(r.total, Number(at) || 0));
  if (k === r.at) return;
  r.at = k;
  drawReplay(g);
}

function replaySeat(value) {
  const g = game;
  if (!g || !g.replay) return;
  g.replay.seat = value;
  drawReplay(g);
}

function leaveReplayQuietly(g) {
  g.replay = null;
  replayBar.el.hidden = true;
  delete body.dataset.replay;
  delete body.dataset.replayAt;
}

function exitReplay() {
  const g = game;
  if (!g || !g.replay || g.replay.only) return;
  const to = g.replay.exitTo;
  leaveReplayQuietly(g);
  if (to === 'lobby' && !EMBED) {
    backToLobby();
    return;
  }
  g.endShown = true; // the results were seen (or are a click away on Results)
  serial(async () => {
    if (g !== game) return;
    g.version++;
    await refresh(g);
  });
}

// ---------------------------------------------------------------- saving

/** The save of a game as it stands (the record is the engine's). */
function saveOf(g) {
  let scores = [];
  try {
    scores = g.result ? g.result.scores : g.renderer.players(g.view).map((row) => row.score);
  } catch { /* no view yet */ }
  return {
    format: saves.FORMAT, version: saves.VERSION, id: g.saveId, created: g.created, updated: new Date().toISOString(),
    record: g.record, seats: g.seats.map((s) => ({ kind: s.kind, bot: s.bot || null, name: s.name || '' })),
    seatNames: g.seatNames, settings: { ...g.settings },
    summary: { moves: g.log.length, over: Boolean(g.result), scores, winners: g.result ? g.result.winners : [] },
  };
}

/** Keep the game in localStorage as it goes; a full storage is said once per game. */
function persist(g) {
  if (g !== game || !g.saveId || !g.record || !g.live) return;
  try {
    saves.put(saveOf(g));
    if (g.live) saves.setActive(g.saveId);
  } catch (err) {
    if (!g.storageWarned) {
      g.storageWarned = true;
      toast(readable(err), 'error', 9000);
    }
  }
}

function refreshSavedList() {
  if (!EMBED) lobby.setSaves(saves.list());
}

/** Check that a save replays (the engine's verdict) and draws; its summary from the replayed game. */
async function checkSave(sv) {
  await ready;
  let renderer;
  try {
    renderer = await loadRenderer(sv.record.game);
  } catch (err) {
    throw new saves.SaveError(err.message);
  }
  let state;
  try {
    state = await call('replay', { record: sv.record });
  } catch (err) {
    if (err && err.code === 'bad_record') throw new saves.SaveError(t('save.badRecord', { message: readable(err) }), 'bad_record');
    throw new saves.SaveError(t('save.cannotOpen', { message: readable(err) }));
  }
  const [result, record, view] = await Promise.all([
    call('result', { state }), call('record', { state }), call('view', { state, seat: null })]);
  let scores = [];
  try {
    scores = result ? result.scores : renderer.players(view).map((row) => row.score);
  } catch { /* leave them out */ }
  return { ...sv, record, summary: { moves: record.moves.length, over: Boolean(result), scores, winners: result ? result.winners : [] } };
}

function openSave(sv, { replay = false, exitTo = 'lobby', only = false, persist = !EMBED } = {}) {
  return startGame({
    record: sv.record, seats: sv.seats, seatNames: sv.seatNames, settings: sv.settings,
    saveId: persist ? sv.id : null, created: sv.created, persist, replay: replay ? { exitTo, only } : false,
  });
}

async function openSaved(id, { replay }) {
  const sv = saves.get(id);
  if (!sv) {
    showMessage({ title: () => t('save.cannotOpenTitle'), text: () => t('saved.gone') });
    refreshSavedList();
    return;
  }
  try {
    await openSave(sv, { replay, exitTo: 'lobby' });
  } catch (err) {
    if (game === null) setPhase('lobby');
    showMessage({ title: () => t('save.cannotOpenTitle'), text: () => (err.code === 'bad_record' ? t('save.badRecord', { message: readable(err) }) : readable(err)) });
  }
}

function deleteSaved(id) {
  saves.remove(id);
  refreshSavedList();
  toast(t('saved.deleted'), 'info');
}

function exportSaved(id) {
  const sv = saves.get(id);
  if (!sv) {
    toast(t('saved.gone'), 'error');
    return;
  }
  saves.download(sv);
}

function exportCurrent() {
  const g = game;
  if (!g || !g.record) return;
  saves.download(saveOf(g));
}

/** The same game already saved here (a link or a file opened twice): reuse it. */
function findSame(record) {
  const key = JSON.stringify([record.game, record.options, record.seed, record.moves]);
  const hit = saves.list().find((e) => e.save && JSON.stringify([e.save.record.game, e.save.record.options, e.save.record.seed, e.save.record.moves]) === key);
  return hit ? hit.save : null;
}

async function importFile(file) {
  let sv;
  try {
    sv = await checkSave(await saves.readFile(file));
  } catch (err) {
    showMessage({ title: () => t('save.refusedTitle'), text: () => readable(err) });
    return;
  }
  const now = new Date().toISOString();
  const same = findSame(sv.record);
  if (same) {
    refreshSavedList();
    lobby.highlight(same.id);
    toast(t('saved.already'), 'info');
    return;
  }
  const stored = { ...sv, id: saves.newId(), created: sv.created || now, updated: now };
  try {
    saves.put(stored);
  } catch (err) {
    showMessage({ title: () => t('save.refusedTitle'), text: () => err.message });
    return;
  }
  refreshSavedList();
  lobby.highlight(stored.id);
  toast(t('saved.imported'), 'good');
}

// ---------------------------------------------------------------- share links

async function shareGame() {
  const g = game;
  if (!g || !g.record) return;
  let link;
  try {
    link = await share.linkFor(saveOf(g), { page: 'index.html' });
  } catch (err) {
    toast(readable(err), 'error');
    return;
  }
  const copy = async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  };
  const copied = await copy(link);
  const wasEnd = overlayKind() === 'end';
  showShare({
    link, copied, note: () => (g.result ? t('share.noteOver') : t('share.noteLive')), onCopy: copy,
    onClose: () => { if (wasEnd && game === g && g.result && !g.replay) showResults(); },
  });
}

/**
 * Open a share link's game: continue it if it is running, else replay it. On this device it
 * becomes a saved game (the same one if the link was opened before). Embedded: nothing is saved.
 */
async function openShared(payload, { replayOnly = false } = {}) {
  let sv;
  try {
    sv = await checkSave(await share.decode(payload));
  } catch (err) {
    clearHash();
    if (!game) {
      setStatus('');
      setPhase(EMBED ? 'idle' : 'lobby');
    }
    showMessage({ title: () => t('share.brokenTitle'), text: () => readable(err) });
    body.dataset.link = 'broken';
    return false;
  }
  clearHash();
  const over = Boolean(sv.summary && sv.summary.over);
  const replay = replayOnly || over;
  if (EMBED) {
    await openSave(sv, { replay, exitTo: 'table', only: replayOnly, persist: false });
  } else {
    const same = findSame(sv.record);
    const now = new Date().toISOString();
    const stored = same || { ...sv, id: saves.newId(), created: sv.created || now, updated: now };
    if (!same) {
      try {
        saves.put(stored);
      } catch (err) {
        toast(readable(err), 'error', 9000);
      }
    }
    await openSave(stored, { replay, exitTo: 'lobby' });
  }
  body.dataset.link = 'opened';
  return true;
}

function clearHash() {
  if (EMBED) return;
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}

// ---------------------------------------------------------------- a live language switch

/**
 * Switch the page to another language now, without reloading. The game goes on untouched: the
 * same state, turn, timers and save (the engine and the bots know nothing of languages).
 * remember: keep the choice for the next visit (the embedded page keeps nothing).
 */
function switchLang(id, { remember = !EMBED } = {}) {
  if (!LANGS.includes(id)) return false;
  if (id === getLang()) {
    if (remember) saveLang(id);
    return false;
  }
  setLang(id, { remember });
  relabel();
  return true;
}

/** Draw everything the page shows again in the page's language now (see switchLang). */
function relabel() {
  const focused = document.activeElement;
  const focusId = focused && focused !== body && focused.id ? focused.id : null;
  labelShell();
  lobby.relabel();
  if (!EMBED && lastProgress && body.dataset.engine === 'booting') {
    lobby.setProgress(lastProgress.text ? { ...lastProgress, text: engineText(lastProgress.text) } : lastProgress);
  }
  table.relabel();
  replayBar.relabel();
  const g = game;
  if (g && g.board) {
    remountBoard(g);
    if (g.replay && !g.replay.starting) {
      drawReplay(g);
    } else if (!g.replay && g.pending) {
      drawSide(g);
      drawPending(g);
    } else if (!g.replay && g.view && g.tools && g.drawn) {
      draw(g, g.drawn.previews, g.drawn.canAct);
    }
    if (overlayKind() === 'end' && g.result) showResults();
  }
  relabelOverlay();
  if (statusOf && typeof statusOf === 'function') statusEl.textContent = statusOf();
  if (drawerOpen() && rulesOf) openRules(rulesOf);
  // Give the focus back: the same element if it is still there, else its namesake.
  if (focused && focused.isConnected && focused !== document.activeElement) focused.focus({ preventScroll: true });
  else if (!focused || !focused.isConnected) {
    const again = focusId && document.getElementById(focusId);
    if (again) again.focus({ preventScroll: true });
  }
}

// ---------------------------------------------------------------- window.tabletop
function requireGame() {
  if (!game) throw fail(t('error.noGame'), 'bad_request');
  return game;
}

window.tabletop = {
  ready,
  /** seats: ["human", "bot:greedy", "bot:hard", "bot"]; names: optional display names. */
  async newGame(gameId, options = {}, seed, seats, names, settings = {}) {
    await ready;
    const mode = options.mode || firstMode(gameId);
    const players = Number(options.players) || defaultPlayers(gameId, mode, seats ? seats.length : 0);
    const specs = seats || ['human', ...Array(players - 1).fill('bot')];
    const opts = { ...options, mode, players };
    await startGame({
      game: gameId, options: opts, seed: seed === undefined || seed === null ? undefined : Number(seed),
      seats: specs.map((spec, i) => ({ ...parseSeat(spec), name: (names && names[i]) || '' })),
      settings: { confirm: Boolean(settings && settings.confirm), practice: Boolean(settings && settings.practice) },
    });
    if (idleEl) idleEl.hidden = true;
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
  /** Open a save ({format: "tabletop-save", ...}) or a bare record; replay: show it as a replay. */
  async load(data, { replay = false } = {}) {
    const sv = await checkSave(saves.normalize(data));
    await openSave({ ...sv, id: saves.newId() }, { replay, exitTo: 'table', persist: false });
    return game.view;
  },
  /** A share link for the current game. */
  async shareLink() {
    return share.linkFor(saveOf(requireGame()), { page: 'index.html' });
  },
  setBotDelay(ms) {
    botDelay = clampDelay(ms);
  },
  /** The bot levels: [{id, name, note}]. */
  bots: () => botLevels(),
  /** The interface language now ('en', 'ru'). */
  lang: () => getLang(),
  /** Switch the interface language live (no reload; the game goes on). Remembered, except embedded. */
  setLang(id) {
    if (!LANGS.includes(id)) throw fail(`unknown language: ${id}`, 'bad_request');
    switchLang(id);
    return getLang();
  },
  call: (op, args) => call(op, args),
};

// ---------------------------------------------------------------- boot
buildLangSwitch();
labelShell();
setStatus('');
refreshSavedList();

/**
 * ?game=betta&mode=solo&players=1&seed=7&seats=human  or  seats=bot:hard,human
 * Optional: names=Ada,Grace; botDelay=ms; options={"timed":true} (JSON merged into the options);
 * confirm=1 (moves wait for Confirm); practice=1 (take-backs against bots).
 */
async function startFromUrl() {
  await ready;
  const gameId = param('game');
  const modeId = param('mode') || firstMode(gameId);
  const seatSpecs = param('seats') ? param('seats').split(',') : null;
  const players = Number(param('players')) || defaultPlayers(gameId, modeId, seatSpecs ? seatSpecs.length : 0);
  const specs = seatSpecs || ['human', ...Array(Math.max(0, players - 1)).fill('bot')];
  const names = param('names') ? param('names').split(',') : [];
  let extra = {};
  if (param('options')) {
    try {
      const parsed = JSON.parse(param('options'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) extra = parsed;
    } catch { /* not JSON: ignored */ }
  }
  await startGame({
    game: gameId, options: { ...extra, mode: modeId, players }, seed: parseSeed(param('seed')),
    seats: Array.from({ length: players }, (_, i) => ({ ...parseSeat(specs[i] || 'bot'), name: (names[i] || '').slice(0, 40) })),
    settings: { confirm: isOn(param('confirm')), practice: isOn(param('practice')) },
  });
}

async function resumeActive() {
  const id = saves.activeId();
  const sv = id ? saves.get(id) : null;
  if (!sv) {
    if (id) saves.setActive(null);
    setPhase('lobby');
    return;
  }
  setPhase('starting');
  setStatus(() => t('status.resuming'));
  try {
    await openSave(sv, { replay: false });
    toast(t('saved.resumed'), 'info');
  } catch (err) {
    saves.setActive(null);
    setStatus('');
    setPhase('lobby');
    showMessage({ title: () => t('save.cannotResumeTitle'), text: () => (err.code === 'bad_record' ? t('save.badRecord', { message: readable(err) }) : readable(err)) });
  }
}

function boot() {
  const payload = share.payloadOf(location.hash);
  if (payload !== null) {
    setPhase('starting');
    setStatus(() => t('status.opening'));
    const replayOnly = isOn(linkParam('replay'));
    return openShared(payload, { replayOnly }).catch((err) => {
      showMessage({ title: () => t('share.brokenTitle'), text: () => readable(err) });
      setPhase(EMBED ? 'idle' : 'lobby');
    });
  }
  if (param('game')) {
    setPhase('starting');
    setStatus(() => t('status.starting'));
    return startFromUrl().then(() => {
      // A reload now resumes this game (saved as it goes) rather than dealing a new one.
      if (!EMBED && game && game.saveId) history.replaceState(null, '', location.pathname);
    }, (err) => {
      toast(readable(err), 'error');
      setStatus('');
      setPhase(EMBED ? 'idle' : 'lobby');
    });
  }
  if (!EMBED) return resumeActive();
  setPhase('idle');
  return Promise.resolve();
}

boot();

window.addEventListener('hashchange', () => {
  const payload = share.payloadOf(location.hash);
  if (payload === null) return;
  const replayOnly = isOn(linkParam('replay'));
  openShared(payload, { replayOnly });
});

// Another tab changed the saved games: keep the lobby's list current.
window.addEventListener('storage', (e) => {
  if (!EMBED && (e.key === null || String(e.key).startsWith('tabletop.save.')) && body.dataset.phase === 'lobby') refreshSavedList();
});
