// The page around the screens (index.html, embed.html): which screen shows (the phase: lobby,
// starting, table, pass, over, replay, idle), the status line, the page's title and heading, the
// top bar's buttons, and the labels of the page's own markup in the page's language.
import { t, engineText } from '../i18n.js';
import { nameOfGame } from './catalog.js';

/**
 * onLobby(): the lobby is shown (it loads its games from then on); onTable(): the game on the table
 * ({id, result}) or null, for the title and the Results button.
 */
export function createFrame({ onLobby, onTable }) {
  const body = document.body;
  const byId = (id) => document.getElementById(id);
  const screens = { lobby: byId('lobby'), table: byId('table'), starting: byId('starting'), idle: byId('embed-idle') };
  const statusEl = byId('status');
  const startingText = byId('starting-text');
  const buttons = { rules: byId('btn-rules'), results: byId('btn-results'), leave: byId('btn-leave') };
  let statusOf = ''; // the status line: a text, or a function giving it in the page's language now
  let progress = ''; // the engine's last boot progress, in its own words (translated when shown)

  /** The page's heading and title: the site, and the game on the table. */
  function labelTitle() {
    const shown = body.dataset.phase !== 'lobby' ? onTable() : null;
    const name = shown ? nameOfGame(shown.id) : '';
    let h1 = byId('page-title');
    if (!h1) {
      // embed.html has no brand in its bar: the page's heading is there for screen readers only.
      h1 = document.createElement('h1');
      h1.id = 'page-title';
      h1.className = 'visually-hidden';
      body.prepend(h1);
    }
    const gamePart = byId('page-title-game');
    if (gamePart) {
      h1.querySelector('.brand-name').textContent = t('app.title');
      gamePart.textContent = name ? ` · ${name}` : ''; // the space for screen readers (the gap shows it)
    } else {
      h1.textContent = name ? `${t('app.title')} · ${name}` : t('app.title');
    }
    document.title = name ? `${t('app.title')} · ${name}` : t('app.title');
  }

  function setPhase(phase) {
    const was = body.dataset.phase;
    body.dataset.phase = phase;
    // A table (started, a saved game, a link) opens at its top, not at the lobby's scroll position.
    if (phase !== was && (was === 'lobby' || was === 'starting' || was === 'idle')) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    if (screens.lobby) screens.lobby.hidden = phase !== 'lobby';
    if (phase === 'lobby') onLobby();
    screens.table.hidden = phase === 'lobby' || phase === 'starting' || phase === 'idle';
    screens.starting.hidden = phase !== 'starting';
    if (screens.idle) screens.idle.hidden = phase !== 'idle';
    if (buttons.leave) buttons.leave.hidden = phase === 'lobby';
    const g = onTable();
    if (buttons.results) buttons.results.hidden = !(g && g.result) || phase === 'replay';
    labelTitle();
  }

  /** The status line: a text, or a function giving it in the page's language now. */
  function setStatus(text, kind = '') {
    statusOf = text;
    statusEl.textContent = typeof text === 'function' ? text() : text;
    statusEl.dataset.kind = kind;
  }

  /** What the starting screen says while the engine boots (the engine's words). */
  function setProgress(text) {
    progress = text || '';
    startingText.textContent = progress ? engineText(progress) : t('engine.booting');
  }

  /** Every fixed string of the page's own markup, and the status, in the page's language now. */
  function relabel() {
    const set = (sel, fn) => { const el = document.querySelector(sel); if (el) fn(el); };
    set('.skip-link', (el) => { el.textContent = t('shell.skip'); });
    set('.top-actions', (el) => el.setAttribute('aria-label', t('shell.nav')));
    set('#lobby', (el) => el.setAttribute('aria-label', t('shell.lobby')));
    set('#table', (el) => el.setAttribute('aria-label', t('shell.table')));
    startingText.textContent = progress ? engineText(progress) : t('engine.booting');
    if (buttons.rules) buttons.rules.textContent = t('top.rules');
    if (buttons.results) buttons.results.textContent = t('top.results');
    if (buttons.leave) buttons.leave.textContent = t('top.lobby');
    if (screens.idle) screens.idle.textContent = t('embed.idle');
    labelTitle();
    if (typeof statusOf === 'function') statusEl.textContent = statusOf();
  }

  return { buttons, setPhase, setStatus, setProgress, relabel };
}
