// The replay bar: step through a game move by move (first / previous / next / last, the arrow keys,
// Home and End), pick whose view to see, and leave. The positions themselves come from the engine's
// `replay` of record prefixes (replays.js); this module is only the controls.
import { h, clear } from '../dom.js';
import { t } from '../i18n.js';
import { icon, ICONS } from './table.js';

/**
 * handlers: {go(index), step(delta), seat(value), exit(), share()}. Steps are relative to the
 * position the shell is going to (it may be ahead of the one drawn while keys repeat).
 * Returns {el, update({at, total, seats: [{value, label}], seat, note, exitLabel, canShare}), onKey, relabel()}.
 */
export function createReplayBar(handlers) {
  let state = { at: 0, total: 0 };
  const steps = [];
  const step = (id, iconPath, labelKey, key, action) => {
    const btn = h('button', { type: 'button', class: 'btn btn-step', id, onclick: action }, icon(iconPath));
    steps.push({ btn, labelKey, key });
    return btn;
  };
  const first = step('replay-first', ICONS.first, 'replay.first', 'Home', () => handlers.go(0));
  const prev = step('replay-prev', ICONS.prev, 'replay.prev', '←', () => handlers.step(-1));
  const next = step('replay-next', ICONS.next, 'replay.next', '→', () => handlers.step(1));
  const last = step('replay-last', ICONS.last, 'replay.last', 'End', () => handlers.go(state.total));
  const position = h('span', { class: 'replay-pos', id: 'replay-pos', 'aria-live': 'polite' });
  const slider = h('input', {
    type: 'range', class: 'replay-slider', id: 'replay-slider', min: 0, max: 0, value: 0, step: 1,
    'aria-label': t('replay.slider'),
  });
  slider.addEventListener('input', () => handlers.go(Number(slider.value)));
  const seatSel = h('select', { id: 'replay-seat', 'aria-label': t('replay.seat') });
  seatSel.addEventListener('change', () => handlers.seat(seatSel.value));
  const note = h('span', { class: 'replay-note' });
  const shareLabel = h('span', { class: 'tool-label' }, t('tools.share'));
  const shareBtn = h('button', { type: 'button', class: 'btn btn-tool', id: 'replay-share', onclick: () => handlers.share() },
    icon(ICONS.share), shareLabel);
  const badgeText = h('span', {}, t('replay.badge'));
  const seatLabel = h('span', { class: 'replay-seat-label' }, t('replay.seat'));
  const exitBtn = h('button', { type: 'button', class: 'btn', id: 'replay-exit', onclick: () => handlers.exit() });

  const el = h('div', { class: 'replay-bar', id: 'replay-bar', role: 'toolbar', 'aria-label': t('replay.label') },
    h('div', { class: 'replay-row' },
      h('div', { class: 'replay-head' },
        h('span', { class: 'replay-badge' }, icon(ICONS.replay), badgeText),
        position),
      h('div', { class: 'replay-steps' }, first, prev, slider, next, last)),
    h('div', { class: 'replay-row' },
      h('label', { class: 'replay-seat-field' }, seatLabel, seatSel),
      note,
      h('div', { class: 'replay-end' }, shareBtn, exitBtn)));

  /** The fixed labels in the page's language now (update() draws the rest again). */
  function relabel() {
    for (const { btn, labelKey, key } of steps) {
      btn.title = `${t(labelKey)} (${key})`;
      btn.setAttribute('aria-label', t(labelKey));
    }
    slider.setAttribute('aria-label', t('replay.slider'));
    seatSel.setAttribute('aria-label', t('replay.seat'));
    shareLabel.textContent = t('tools.share');
    badgeText.textContent = t('replay.badge');
    seatLabel.textContent = t('replay.seat');
    el.setAttribute('aria-label', t('replay.label'));
  }
  relabel();

  function update({ at, total, seats, seat, note: noteText = '', exitLabel, canShare = true }) {
    state = { at, total };
    position.textContent = at === 0 ? t('replay.start', { total }) : t('replay.position', { at, total });
    position.dataset.at = String(at);
    position.dataset.total = String(total);
    slider.max = String(total);
    slider.value = String(at);
    first.disabled = prev.disabled = at <= 0;
    next.disabled = last.disabled = at >= total;
    clear(seatSel);
    for (const s of seats) seatSel.append(h('option', { value: s.value, selected: s.value === seat }, s.label));
    seatSel.disabled = seats.length < 2;
    note.textContent = noteText;
    note.hidden = !noteText;
    exitBtn.textContent = exitLabel || t('replay.exit');
    shareBtn.hidden = !canShare;
  }

  /** Arrow keys, Home and End; true when the key was used. */
  function onKey(e) {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
    const tag = (e.target && e.target.tagName) || '';
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(tag) && e.target !== slider) return false;
    if (e.target && e.target.closest && e.target.closest('[role="dialog"]')) return false;
    if (e.key === 'ArrowLeft') handlers.step(-1);
    else if (e.key === 'ArrowRight') handlers.step(1);
    else if (e.key === 'Home') handlers.go(0);
    else if (e.key === 'End') handlers.go(state.total);
    else return false;
    e.preventDefault();
    return true;
  }

  return { el, update, onKey, relabel };
}
