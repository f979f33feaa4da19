// The shell's entry: index.html and embed.html (body[data-embed]: no lobby, nothing saved) load
// it. It adopts the engine's worker (started from the page's <head>, engine-start.mjs), makes the
// shell's parts and wires them together, and opens what the page's address asks for: a share link,
// a game, else the game that was on the table (index.html) or nothing until window.tabletop asks
// (embed.html). Game specifics live in the games' own modules (web/games/registry.js), which load
// when a game is first used.
//
// The parts: session.js holds the game on the table and its actions, table-view.js draws it,
// replays.js steps through it, end-screen.js shows its results; saved-games.js and sharing.js
// keep and pass on games; lobby.js, rules-drawer.js, frame.js (phases, status, title) and
// language.js (EN / RU) make the rest of the page; embed-api.js is window.tabletop.
import { startEngine } from '../engine-client.mjs';
import { t, tn, engineText } from '../i18n.js';
import { toast } from '../dom.js';
import { setEngineGames, rendererOf } from './catalog.js';
import { hasGame, rendererFor } from '../games/registry.js';
import { setKnownBots } from './bots.js';
import { EMBED, param, linkParam, isOn, botDelayAsked, gameFromAddress } from './address.js';
import { readable } from './errors.js';
import { nameOf } from './seats.js';
import { createFrame } from './frame.js';
import { createLanguage } from './language.js';
import { createLobby } from './lobby.js';
import { createTableView } from './table-view.js';
import { createEndScreen } from './end-screen.js';
import { createSession } from './session.js';
import { createReplays } from './replays.js';
import { createSavedGames } from './saved-games.js';
import { createSharing } from './sharing.js';
import { createRulesDrawer } from './rules-drawer.js';
import { tabletopApi } from './embed-api.js';
import { showMessage, hideOverlay, overlayKind, closeDrawer, drawerOpen, relabelOverlay } from './overlays.js';
import * as saves from './saves.js';
import * as share from './share.js';

const body = document.body;

// The parts call each other through the names below (in functions: each is made before any of
// them is called).
const frame = createFrame({ onLobby: () => lobby.activate(), onTable: () => session.game });

const NO_LOBBY = {
  setProgress() {}, setReady() {}, setFailed() {}, refresh() {}, setSaves() {}, highlight() {}, focus() {},
  relabel() {}, activate() {}, chosen: () => null,
};
const lobbyRoot = document.getElementById('lobby');
const lobby = lobbyRoot ? createLobby(lobbyRoot, {
  onStart: (cfg) => session.start(cfg).catch((err) => tableView.say(readable(err), 'error')),
  onRules: (gameId) => rules.open(gameId),
  onContinue: (id) => savedGames.openSaved(id, { replay: false }),
  onReplay: (id) => savedGames.openSaved(id, { replay: true }),
  onExport: (id) => savedGames.exportSaved(id),
  onDelete: (id) => savedGames.remove(id),
  onImport: (file) => savedGames.importFile(file),
  onNeed: (gameId) => engine.prepare(gameId), // the engine installs its rules while the player sets up
  onJoin: () => openJoin(),
}) : NO_LOBBY;

// ---------------------------------------------------------------- the engine
body.dataset.engine = 'booting';
let progress = null; // the engine's last boot progress, in its own words (translated when shown)
const showProgress = (p) => lobby.setProgress(p.text ? { ...p, text: engineText(p.text) } : p);
const engine = startEngine((p) => {
  if (!p || typeof p !== 'object') return;
  progress = p;
  showProgress(p);
  if (p.text) frame.setProgress(p.text);
  if (p.stage) body.dataset.engineStage = String(p.stage);
}, (snapshot) => { body.dataset.engineSnapshot = snapshot.stored ? 'stored' : 'failed'; });

const ready = engine.ready.then(async (version) => {
  try {
    setEngineGames(await engine.call('games', {}));
  } catch { /* keep what the registry and the cards say */ }
  try {
    setKnownBots(await engine.call('bots', {}));
  } catch { /* keep the built-in levels */ }
  lobby.refresh();
  body.dataset.engineBoot = (engine.info && engine.info.boot) || '';
  body.dataset.engine = 'ready';
  lobby.setReady(version);
  return version;
}, (err) => {
  body.dataset.engine = 'error';
  lobby.setFailed(readable(err));
  throw err;
});
ready.catch(() => {});

// ---------------------------------------------------------------- the table
const tableView = createTableView({
  root: document.getElementById('table'),
  frame,
  embed: EMBED,
  handlers: {
    onUndo: () => session.undo(),
    onTakeBack: () => session.takeBack(),
    onSkip: () => {
      const saying = toast(() => t('tools.skipping'), 'info', 60000);
      session.skipToEnd().then((n) => {
        saying.remove();
        // the end screen says how it ended; a game that stopped at a human's move says what was played
        if (n && session.game && !session.game.result) toast(() => tn('tools.skipped', n), 'good');
      }).catch((err) => { saying.remove(); toast(readable(err), 'error'); });
    },
    onReplay: () => { if (session.game) replays.enter(session.game, { exitTo: 'table' }); },
    onShare: () => sharing.shareGame(),
    onExport: () => savedGames.exportCurrent(),
    onConfirm: () => session.confirm(),
    onChange: () => session.change(),
  },
  onReveal: (g) => session.reveal(g),
  showResults: (g) => endScreen.show(g),
});

/** Leave the table for the lobby (index.html only). */
function toLobby() {
  if (EMBED) return;
  hideOverlay();
  closeDrawer();
  session.leave();
  saves.setActive(null);
  frame.setStatus('');
  delete body.dataset.toMove;
  delete body.dataset.viewer;
  savedGames.refreshList();
  frame.setPhase('lobby');
  lobby.focus();
}

const endScreen = createEndScreen({
  frame,
  onAgain: () => session.playAgain(),
  onLobby: EMBED ? null : () => toLobby(),
  onReplay: (g) => replays.enter(g, { exitTo: 'table' }),
});
const session = createSession({
  engine, ready, embed: EMBED, view: tableView,
  persist: (g) => savedGames.persist(g),
  leaveReplay: () => replays.left(),
  started: (g) => remoteStarted(g),
  left: () => remoteLeft(),
});
session.setBotDelay(botDelayAsked());
const replays = createReplays({ session, tableView, frame, embed: EMBED, onShare: () => sharing.shareGame(), toLobby });
const savedGames = createSavedGames({ session, replays, lobby, frame, engine, ready, embed: EMBED });
const sharing = createSharing({ session, savedGames, endScreen, frame, embed: EMBED });
const rules = createRulesDrawer({ onTable: () => session.game, say: tableView.say });

// ---------------------------------------------------------------- players on other devices
// (issue 35: web/shell/remote/, loaded only when used)

let remotePanel = null; // the host's panel of seats played on other devices

function remoteLeft() {
  if (remotePanel) remotePanel.close('left');
  remotePanel = null;
}

/** A game with seats on other devices: the host's panel of invitations goes up (the devices still
 * linked from the game before, as after "Play again", go on with this one). */
function remoteStarted(g) {
  if (remotePanel && g.seats.some((s) => s.remote)) {
    remotePanel.adopt(g);
    return;
  }
  remoteLeft();
  if (EMBED || !g.seats.some((s) => s.remote)) return;
  import('./remote/panel.js').then((m) => {
    if (session.game !== g || remotePanel) return;
    remotePanel = m.openPanel({ session, g, nameOf, root: document.getElementById('table') });
    session.alsoThinking((on) => remotePanel && remotePanel.thinking(on));
  }).catch((err) => tableView.say(readable(err), 'error'));
}

/** Whether this device was playing at a host's table (remote/guest.js keeps the mark) lately. */
function guestWasPlaying() {
  try {
    const mark = JSON.parse(localStorage.getItem('tabletop.remote.guest'));
    return Boolean(mark && Date.now() - mark.at < 12 * 3600 * 1000);
  } catch {
    return false;
  }
}

/** Join a host's table from this device (`code`: an invitation already given, e.g. by a link). */
function openJoin(code = '', reason = null) {
  return import('./remote/join.js')
    .then((m) => m.openJoin({ session, engine, rendererOf, frame, code, reason }))
    .catch((err) => toast(readable(err), 'error'));
}

// ---------------------------------------------------------------- the language, live

/** Draw everything the page shows again in the page's language now. */
function relabel() {
  frame.relabel();
  lobby.relabel();
  if (progress && body.dataset.engine === 'booting') showProgress(progress);
  const g = session.game;
  tableView.relabel(g);
  replays.relabel(g);
  if (g && g.board && overlayKind() === 'end' && g.result) endScreen.show(g);
  relabelOverlay();
  rules.relabel();
  if (remotePanel) remotePanel.relabel();
}
const language = createLanguage({ embed: EMBED, relabel });

window.tabletop = tabletopApi({ ready, session, savedGames, language });

// ---------------------------------------------------------------- the page's own controls
// The rules of the game on the table; in the lobby, of the game chosen there.
if (frame.buttons.rules) {
  frame.buttons.rules.addEventListener('click', () => rules.open(
    body.dataset.phase === 'lobby' || !session.game ? lobby.chosen() : session.game.id));
}
if (frame.buttons.results) {
  frame.buttons.results.addEventListener('click', () => {
    const g = session.game;
    if (g && g.result) endScreen.show(g);
  });
}
if (frame.buttons.leave) frame.buttons.leave.addEventListener('click', () => toLobby());
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && drawerOpen()) { closeDrawer(); e.preventDefault(); return; }
  const g = session.game;
  if (!g) return;
  if (g.replay && !drawerOpen() && !overlayKind()) { replays.onKey(e); return; }
  if (g.pending && e.key === 'Escape' && !drawerOpen()) { session.change(); e.preventDefault(); }
});

// ---------------------------------------------------------------- what the address asks for

/** A share link, a game (?game=…), else the game that was on the table, or the lobby. */
function openFromAddress() {
  const join = /^#join=(.+)$/.exec(location.hash);
  if (join && !EMBED) {
    // an invitation scanned from a host's screen: this device answers it
    history.replaceState(null, '', location.pathname);
    frame.setPhase('lobby');
    return openJoin(decodeURIComponent(join[1]));
  }
  if (!EMBED && guestWasPlaying()) {
    // this device played at a host's table when it was reloaded: it rejoins with a new invitation
    frame.setPhase('lobby');
    return openJoin('', 'lost');
  }
  const payload = share.payloadOf(location.hash);
  if (payload !== null) {
    frame.setPhase('starting');
    frame.setStatus(() => t('status.opening'));
    return sharing.openLink(payload, { replayOnly: isOn(linkParam('replay')) }).catch((err) => {
      showMessage({ title: () => t('share.brokenTitle'), text: () => readable(err) });
      frame.setPhase(EMBED ? 'idle' : 'lobby');
    });
  }
  if (param('game')) {
    frame.setPhase('starting');
    frame.setStatus(() => t('status.starting'));
    // the game's own modules load while the engine boots (the worker installs its rules meanwhile)
    if (hasGame(param('game'))) rendererFor(param('game')).catch(() => { /* session.start says why */ });
    return ready.then(() => session.start(gameFromAddress())).then(() => {
      // A reload now resumes this game (saved as it goes) rather than dealing a new one.
      if (!EMBED && session.game && session.game.saveId) history.replaceState(null, '', location.pathname);
    }, (err) => {
      tableView.say(readable(err), 'error');
      frame.setStatus('');
      frame.setPhase(EMBED ? 'idle' : 'lobby');
    });
  }
  if (!EMBED) return savedGames.resume();
  frame.setPhase('idle');
  return Promise.resolve();
}

language.build();
frame.relabel();
frame.setStatus('');
savedGames.refreshList();
openFromAddress();

window.addEventListener('hashchange', () => {
  const payload = share.payloadOf(location.hash);
  if (payload === null) return;
  sharing.openLink(payload, { replayOnly: isOn(linkParam('replay')) });
});

// Another tab changed the saved games: keep the lobby's list current.
window.addEventListener('storage', (e) => {
  if (!EMBED && (e.key === null || String(e.key).startsWith('tabletop.save.')) && body.dataset.phase === 'lobby') {
    savedGames.refreshList();
  }
});
