// Awkward Guests' drawings, our own: the mansion as a plan of rooms joined by their doors (a graph:
// some doors join rooms that are not side by side on the plan), marked with what this seat knows
// (a locked door, a watched room, the killer's footprints), and a clue card's face.
import { h, s } from '../../dom.js';
import { t } from '../../i18n.js';
import { said } from '../../said.js';

const CELL_W = 150;
const CELL_H = 96;
const PAD = 14;

/** A thing's name in the page's language: the engine's English (view.rules.names) and the id of
 * its template, which said.js fills in Russian. */
export function nameOf(view, kind, id) {
  const en = view.rules.names[kind][id];
  return said(en, { id: `awkwardguests.${kind}.${id}` });
}

/** What the seat's cards say about the house: locked doors ("a|b"), watched rooms, trace rooms. */
export function houseFacts(cards) {
  const locked = new Set();
  const watched = new Set();
  const trace = new Set();
  for (const c of cards) {
    if (c.kind === 'door_locked') locked.add([...c.p].sort().join('|'));
    if (c.kind === 'room_watched') watched.add(c.p[0]);
    if (c.kind === 'trace') trace.add(c.p[0]);
  }
  return { locked, watched, trace };
}

/**
 * The plan: rooms as boxes (the study, the scene, marked), doors as lines between their centres.
 * `pick(room)` makes rooms buttons (an inquiry); `chosen` the rooms picked so far.
 */
export function mansion(view, cards, { pick = null, chosen = new Set() } = {}) {
  const rooms = view.rules.rooms;
  const plan = view.rules.plan;
  const facts = houseFacts(cards);
  const centre = (r) => [PAD + plan[r][0] * CELL_W + CELL_W / 2, PAD + plan[r][1] * CELL_H + CELL_H / 2];
  const width = PAD * 2 + 4 * CELL_W;
  const height = PAD * 2 + 3 * CELL_H;
  const svg = s('svg', { class: 'ag-map', viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': t('awkwardguests.map') });
  const drawn = new Set();
  for (const [room, info] of Object.entries(rooms)) {
    for (const other of info.doors) {
      const key = [room, other].sort().join('|');
      if (drawn.has(key)) continue;
      drawn.add(key);
      const [x1, y1] = centre(room);
      const [x2, y2] = centre(other);
      const locked = facts.locked.has(key);
      svg.append(s('line', { x1, y1, x2, y2, class: ['ag-door', locked && 'locked'] }));
      if (locked) {
        const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
        svg.append(s('g', { class: 'ag-lock' }, s('title', {}, t('awkwardguests.lockedDoor')),
          s('rect', { x: mx - 8, y: my - 4, width: 16, height: 12, rx: 2 }),
          s('path', { d: `M ${mx - 5} ${my - 4} v -4 a 5 5 0 0 1 10 0 v 4`, fill: 'none' })));
      }
    }
  }
  for (const room of Object.keys(rooms)) {
    const [cx, cy] = centre(room);
    const x = cx - CELL_W / 2 + 8;
    const y = cy - CELL_H / 2 + 8;
    const name = nameOf(view, 'room', room);
    const words = []; // shown under the name
    if (room === 'study') words.push(t('awkwardguests.scene'));
    if (facts.watched.has(room)) words.push(t('awkwardguests.watched'));
    if (facts.trace.has(room)) words.push(t('awkwardguests.footprints'));
    // the accessible name starts with the visible text (name, then the words under it)
    const label = [words.length ? `${name} ${words.join(' · ')}` : name, rooms[room].alibi ? t('awkwardguests.alibiRoom') : '']
      .filter(Boolean).join(' · ');
    const picked = chosen.has(room);
    const g = s('g', {
      class: ['ag-room', room === 'study' && 'scene', rooms[room].alibi && 'alibi', facts.watched.has(room) && 'watched',
        facts.trace.has(room) && 'trace', pick && 'can', picked && 'picked'],
      'data-room': room, role: pick ? 'button' : 'img', tabindex: pick ? 0 : undefined, 'aria-label': label,
      'aria-pressed': pick ? String(picked) : undefined,
      onclick: pick ? () => pick(room) : undefined,
      onkeydown: pick ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pick(room); } } : undefined,
    }, s('title', {}, label),
    s('rect', { x, y, width: CELL_W - 16, height: CELL_H - 16, rx: 8 }),
    s('text', { x: cx, y: cy - 6, 'text-anchor': 'middle', class: 'ag-room-name' }, words.length ? `${name} ` : name));
    if (words.length) g.append(s('text', { x: cx, y: cy + 16, 'text-anchor': 'middle', class: 'ag-room-marks' }, words.join(' · ')));
    svg.append(g);
  }
  return svg;
}

/** A clue card: its value, its text in the page's language, the suspects and rooms it is about. */
export function cardFace(view, c, { pressed, onclick, disabled = false, extra = null } = {}) {
  const refs = c.refs.map((r) => (r in view.rules.suspects ? nameOf(view, 'suspect', r) : nameOf(view, 'room', r)));
  const text = said(c.text, c.text_say);
  const body = [
    h('span', { class: 'ag-value', title: t('awkwardguests.valueTitle') }, t('awkwardguests.value', { n: c.value })),
    h('span', { class: 'ag-text' }, text),
    h('span', { class: 'ag-refs' }, refs.map((r) => h('span', { class: 'ag-ref' }, r))),
    extra,
  ];
  const attrs = { class: ['ag-card', `kind-${c.kind}`], 'data-card': String(c.id), 'data-zoom': '' };
  if (!onclick) return h('div', { ...attrs, role: 'listitem' }, ...body);
  return h('button', {
    ...attrs, type: 'button', class: [...attrs.class, 'can', pressed && 'picked'], 'aria-pressed': pressed === undefined ? undefined : String(pressed),
    'aria-disabled': disabled ? 'true' : undefined, onclick: disabled ? undefined : onclick,
    'aria-label': `${t('awkwardguests.value', { n: c.value })}. ${text}`,
  }, ...body);
}
