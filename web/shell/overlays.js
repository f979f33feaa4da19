// Screens laid over the table: pass-the-device, end of game, and the rules drawer.
// Game-agnostic: the game-specific parts come in as ready-made strings and Nodes.
// After a live language switch the shell draws the pass and end screens again itself; the share
// and message dialogs are drawn again here (relabelOverlay), their texts given as functions.
import { h, clear } from '../dom.js';
import { t, tn, joinNames } from '../i18n.js';

/** A text, or a function giving it in the page's language now. */
const text = (v) => (typeof v === 'function' ? v() : v);

let redraw = null; // draws the open share or message dialog again (a language switch)

const overlayRoot = () => document.getElementById('overlay');
const drawerRoot = () => document.getElementById('drawer');

const dialogListeners = new Set();
/** fn() runs whenever a dialog opens over the table or closes (see dialogOverTable). */
export function onDialogChange(fn) {
  dialogListeners.add(fn);
  return () => dialogListeners.delete(fn);
}
const dialogChanged = () => { for (const fn of dialogListeners) fn(); };

/** Whether something the player reads covers the table now: the rules drawer, a share or message
 * dialog (not the pass or end screens: no turn runs under them). A turn clock stops meanwhile. */
export function dialogOverTable() {
  const kind = overlayRoot() && !overlayRoot().hidden ? overlayRoot().dataset.kind : null;
  return Boolean(drawerRoot() && !drawerRoot().hidden) || kind === 'share' || kind === 'message';
}

export function hideOverlay() {
  redraw = null;
  const root = overlayRoot();
  clear(root);
  root.hidden = true;
  root.removeAttribute('data-kind');
  dialogChanged();
}

function showOverlay(kind, card, again = null) {
  redraw = again;
  const root = overlayRoot();
  clear(root);
  root.dataset.kind = kind;
  root.hidden = false;
  root.append(card);
  dialogChanged();
}

/** "Pass the device to Green": hides the table until the next player asks for their hand. */
export function showPass({ name, label, lastText, lines = null, earlier = 0, icon, colour, secret = false, onReveal }) {
  const button = h('button', { type: 'button', class: 'btn btn-primary btn-big', id: 'reveal-hand', onclick: onReveal },
    t(secret ? 'pass.secretButton' : 'pass.button', { name }));
  showOverlay('pass', h('div', {
    class: 'overlay-card pass-card', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'pass-heading',
    'data-colour': colour,
  },
  h('div', { class: 'pass-icon' }, icon),
  h('h2', { id: 'pass-heading' }, t('pass.heading', { name: label })),
  // what happened since this player last moved (a turn of several steps, the other players' turns)
  lines && lines.length ? h('div', { class: 'pass-last pass-since' },
    h('p', { class: 'pass-since-title' }, t('pass.since', { name })),
    h('ul', {}, lines.map((line) => h('li', {}, line))),
    earlier ? h('p', { class: 'pass-earlier' }, t('pass.earlier', { n: earlier })) : null)
    : lastText ? h('p', { class: 'pass-last' }, t('pass.last', { text: lastText })) : null,
  h('p', { class: 'pass-body' }, t(secret ? 'pass.secretBody' : 'pass.body', { name })),
  button));
  button.focus({ preventScroll: true });
}

/**
 * The end screen. result: the engine's result; nameOf(seat), icon(seat), colour(seat); lines: how
 * the winner was decided; extras: the renderer's endExtras Node (or null), under the breakdowns
 * (beside a one-player breakdown).
 */
/** A score as people write it: a real minus sign (−150), not a hyphen. */
const num = (n) => (Number(n) < 0 ? `\u2212${-Number(n)}` : String(n));

export function showEnd({ result, ended, you, nameOf, icon, colour, lines, extras, onAgain, onLobby, onTable, onReplay }) {
  const winners = result.winners || [];
  const single = (result.scores || []).length === 1;
  let headline;
  if (single && you) headline = tn('end.singleYou', Math.abs(result.scores[0]), { score: num(result.scores[0]) });
  else if (single) headline = tn('end.single', Math.abs(result.scores[0]), { name: nameOf(0), score: num(result.scores[0]) });
  else if (winners.length === 1) headline = t('end.winner', { name: nameOf(winners[0]) });
  else headline = t('end.winners', { names: joinNames(winners.map(nameOf)) });
  const order = (result.breakdown || result.scores.map((total, seat) => ({ seat, total, items: [] })))
    .slice().sort((a, b) => (result.scores[b.seat] - result.scores[a.seat]) || ((a.rank ?? 0) - (b.rank ?? 0)) || (a.seat - b.seat));
  const columns = h('div', { class: 'end-columns', 'data-count': String(order.length) },
    order.map((entry) => {
      const won = !single && winners.includes(entry.seat);
      return h('section', { class: ['end-player', won && 'winner'], 'data-seat': String(entry.seat), 'data-colour': colour(entry.seat) },
        h('header', { class: 'end-player-head' },
          h('span', { class: 'end-icon' }, icon(entry.seat)),
          h('span', { class: 'end-name' }, nameOf(entry.seat)),
          won ? h('span', { class: 'end-badge' }, t('end.winnerTag')) : null,
          h('span', { class: 'end-score', 'data-seat': String(entry.seat) }, num(result.scores[entry.seat]))),
        h('ul', { class: 'end-items' },
          (entry.items || []).map((item) => h('li', { class: ['end-item', item.points === 0 && 'zero'] },
            h('span', { class: 'end-what' }, item.what),
            h('span', { class: 'end-pts' }, num(item.points))))),
        h('div', { class: 'end-total' }, h('span', {}, t('end.total')), h('span', {}, num(entry.total ?? result.scores[entry.seat]))));
    }));
  const again = h('button', { type: 'button', class: 'btn btn-primary', id: 'play-again', onclick: onAgain }, t('end.again'));
  showOverlay('end', h('div', {
    class: ['overlay-card', 'end-card', single && 'single'], role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'end-heading',
  },
    h('h2', { id: 'end-heading' }, t('end.heading')),
    h('p', { class: 'end-headline' }, headline),
    ended ? h('p', { class: 'end-why', id: 'end-why' }, h('span', { class: 'end-why-label' }, t('end.why')), ' ', ended) : null,
    lines.length ? h('div', { class: 'end-tiebreak' }, lines.map((line) => h('p', {}, line))) : null,
    h('div', { class: ['end-body', extras && 'has-extras'] },
      columns,
      extras ? h('div', { class: 'end-extras' }, extras) : null),
    h('div', { class: 'end-actions' },
      again,
      onReplay ? h('button', { type: 'button', class: 'btn', id: 'end-replay', onclick: onReplay }, t('end.replay')) : null,
      onLobby ? h('button', { type: 'button', class: 'btn', id: 'back-to-lobby', onclick: onLobby }, t('end.lobby')) : null,
      h('button', { type: 'button', class: 'btn btn-quiet', id: 'show-table', onclick: onTable }, t('end.table')))));
  again.focus({ preventScroll: true });
}

/**
 * The share dialog: the link in a text field (selected, for copying by hand), a Copy button, and
 * whether it was copied already. note: a text or a function giving it. onClose runs when it is closed.
 */
export function showShare(args) {
  const { link, note, onCopy, onClose } = args;
  const copied = args.copied;
  const field = h('input', {
    type: 'text', id: 'share-link', class: 'share-link', readonly: true, value: link,
    'aria-label': t('share.field'), spellcheck: 'false',
  });
  const status = h('p', { class: 'share-status', id: 'share-status', role: 'status' },
    copied ? t('share.copied') : t('share.copyHint'));
  const copy = h('button', {
    type: 'button', class: 'btn btn-primary', id: 'share-copy',
    onclick: async () => {
      field.select();
      const ok = await onCopy(link);
      args.copied = ok;
      status.textContent = ok ? t('share.copied') : t('share.copyHint');
      status.dataset.copied = ok ? 'true' : 'false';
    },
  }, t('share.copy'));
  status.dataset.copied = copied ? 'true' : 'false';
  const close = () => { hideOverlay(); if (onClose) onClose(); };
  const card = h('div', {
    class: 'overlay-card share-card', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'share-heading',
  },
  h('h2', { id: 'share-heading' }, t('share.heading')),
  h('p', { class: 'share-body' }, text(note)),
  h('div', { class: 'share-row' }, field, copy),
  status,
  h('div', { class: 'share-actions' },
    h('button', { type: 'button', class: 'btn', id: 'share-close', onclick: close }, t('share.close'))));
  card.addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.preventDefault(); close(); } });
  showOverlay('share', card, () => showShare(args));
  field.focus({ preventScroll: true });
  field.select();
}

/**
 * A short message over the table, with one button (e.g. a broken link or a refused file).
 * title, text, button: texts, or functions giving them (so a language switch can draw it again).
 */
export function showMessage(args) {
  const { title, text: body, button, onClose } = args;
  const close = () => { hideOverlay(); if (onClose) onClose(); };
  const ok = h('button', { type: 'button', class: 'btn btn-primary', id: 'message-ok', onclick: close }, text(button) || t('message.ok'));
  const card = h('div', {
    class: 'overlay-card message-card', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'message-heading',
    'aria-describedby': 'message-text',
  },
  h('h2', { id: 'message-heading' }, text(title)),
  h('p', { id: 'message-text', class: 'message-text' }, text(body)),
  h('div', { class: 'share-actions' }, ok));
  card.addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.preventDefault(); close(); } });
  showOverlay('message', card, () => showMessage(args));
  ok.focus({ preventScroll: true });
}

/** Draw the open share or message dialog again in the page's language now; false if none is open. */
export function relabelOverlay() {
  if (!redraw) return false;
  redraw();
  return true;
}

/** What kind of overlay is up ('pass', 'end', 'share', 'message') or null. */
export function overlayKind() {
  const root = overlayRoot();
  return root.hidden ? null : (root.dataset.kind || null);
}

let lastFocus = null;

/** Open the drawer (or draw it again with new content: the focus it gives back stays the first one). */
export function openDrawer(title, content) {
  const root = drawerRoot();
  if (root.hidden) lastFocus = document.activeElement;
  clear(root);
  const close = h('button', { type: 'button', class: 'btn btn-quiet drawer-close', onclick: closeDrawer }, t('rules.close'));
  root.append(h('div', { class: 'drawer-backdrop', onclick: closeDrawer }),
    h('aside', { class: 'drawer-panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'drawer-title' },
      h('header', { class: 'drawer-head' }, h('h2', { id: 'drawer-title' }, title), close),
      h('div', { class: 'drawer-body' }, content)));
  root.hidden = false;
  document.body.dataset.drawer = 'open';
  close.focus({ preventScroll: true });
  dialogChanged();
}

export function closeDrawer() {
  const root = drawerRoot();
  if (root.hidden) return;
  clear(root);
  root.hidden = true;
  delete document.body.dataset.drawer;
  if (lastFocus && lastFocus.isConnected) lastFocus.focus({ preventScroll: true });
  dialogChanged();
}

export function drawerOpen() {
  return !drawerRoot().hidden;
}
