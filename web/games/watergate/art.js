// Watergate's drawings, our own: the research track with its tokens, the evidence board (the beehive of
// threads around Nixon, drawn from the engine's graph in view.rules), the informants' pictures and the
// evidence tokens. Colours are never alone: every token and slip carries its colour's letter (B, G, Y in English),
// the momentum symbol is a star, a face-down token is dark and hatched with a "?" where its colours
// are secret. No ids, <defs> or <use>: a drawing may appear more than once on a page.
import { s } from '../../dom.js';
import { t } from '../../i18n.js';

export const COLOUR = { blue: '#2f6fd6', green: '#2e9149', yellow: '#d9a400' };
export const SLIP = { blue: '#dce8fb', green: '#dbf0e1', yellow: '#fbf0c4' };
/** A colour's letter in the page's language (B, G, Y; С, З, Ж). */
export const letter = (c) => t(`watergate.letter.${c}`);
const INK = '#1d2333';
const PAPER = '#fffdf6';
const RED = '#c92a2a';
const GOLD = '#e8a317';

const KIND_COLOURS = {
  b: ['blue'], 'b*': ['blue'], g: ['green'], 'g*': ['green'], y: ['yellow'], 'y*': ['yellow'],
  bg: ['blue', 'green'], by: ['blue', 'yellow'], gy: ['green', 'yellow'],
};
export const coloursOf = (kind) => KIND_COLOURS[kind] || [];
export const hasSymbol = (kind) => Boolean(kind) && kind.endsWith('*');

/** A disc for an evidence token at (x, y): its colours (halves for two), the letters, the star for the
 * momentum symbol, its number; face down and secret: dark with "?"; face down but known: hatched rim. */
export function tokenDisc(x, y, r, { kind, face, n, ring = null }) {
  const g = s('g', { class: 'wg-token', 'data-face': face });
  const cs = coloursOf(kind);
  if (!kind) {
    g.append(s('circle', { cx: x, cy: y, r, fill: '#4a4f5c', stroke: INK, 'stroke-width': 1.5 }),
      s('text', { x, y: y + r * 0.35, 'text-anchor': 'middle', 'font-size': r * 1.0, 'font-weight': 800, fill: '#fff' }, '?'));
  } else if (cs.length === 1) {
    g.append(s('circle', { cx: x, cy: y, r, fill: COLOUR[cs[0]], stroke: INK, 'stroke-width': 1.5 }));
  } else {
    g.append(s('path', { d: `M ${x} ${y - r} A ${r} ${r} 0 0 0 ${x} ${y + r} Z`, fill: COLOUR[cs[0]] }),
      s('path', { d: `M ${x} ${y - r} A ${r} ${r} 0 0 1 ${x} ${y + r} Z`, fill: COLOUR[cs[1]] }),
      s('circle', { cx: x, cy: y, r, fill: 'none', stroke: INK, 'stroke-width': 1.5 }));
  }
  if (kind) {
    const label = cs.map(letter).join('');
    g.append(s('text', { x, y: y + r * 0.32, 'text-anchor': 'middle', 'font-size': r * 0.85, 'font-weight': 800, fill: '#fff', stroke: 'rgba(0,0,0,.35)', 'stroke-width': 0.6 }, label));
    if (hasSymbol(kind)) {
      g.append(s('circle', { cx: x + r * 0.72, cy: y - r * 0.72, r: r * 0.48, fill: RED, stroke: '#fff', 'stroke-width': 1 }),
        s('text', { x: x + r * 0.72, y: y - r * 0.5, 'text-anchor': 'middle', 'font-size': r * 0.7, fill: '#fff', 'font-weight': 800 }, '★'));
    }
    if (face === 'down') {
      g.append(s('circle', { cx: x, cy: y, r: r + 2.5, fill: 'none', stroke: INK, 'stroke-width': 2.5, 'stroke-dasharray': '3 2' }));
    }
  }
  if (n !== undefined && n !== null) {
    g.append(s('text', { x: x + r + 3, y: y + 4, 'text-anchor': 'start', 'font-size': 11, 'font-weight': 800, fill: INK }, String(n)));
  }
  if (ring) g.append(s('circle', { cx: x, cy: y, r: r + 4, fill: 'none', stroke: ring, 'stroke-width': 3 }));
  return g;
}

function bigToken(x, y, r, what) {
  const momentum = what === 'momentum';
  return s('g', { class: `wg-${what}` },
    s('circle', { cx: x, cy: y, r, fill: momentum ? RED : '#fff', stroke: INK, 'stroke-width': 2 }),
    s('text', { x, y: y + r * 0.36, 'text-anchor': 'middle', 'font-size': r, 'font-weight': 800, fill: momentum ? '#fff' : INK }, momentum ? 'M' : 'I'));
}

export const TRACK_W = 672;
export const TRACK_H = 176;
const CELL = 58;
const X0 = 17;
export const cellX = (pos) => X0 + (pos + 5) * CELL + CELL / 2;

/**
 * The research track: Nixon's side on the left (his 5 … 1), 0, the Editor's on the right.
 * items: [{what: 'initiative'|'momentum'|tokenId, pos, kind, face, n}]; marks: {what: {ring, onClick,
 * label}} for targets; ghosts: [{pos, what}] for where a chosen move would land.
 */
export function drawTrack({ items, marks = {}, ghosts = [], labels }) {
  const svg = s('svg', { viewBox: `0 0 ${TRACK_W} ${TRACK_H}`, class: 'wg-track-svg', role: 'img', 'aria-label': labels.title });
  svg.append(s('rect', { x: 0, y: 0, width: TRACK_W, height: TRACK_H, rx: 12, fill: PAPER }));
  svg.append(s('text', { x: X0 + 4, y: 16, 'font-size': 13, 'font-weight': 800, fill: INK }, `◀ ${labels.nixon}`),
    s('text', { x: TRACK_W - X0 - 4, y: 16, 'text-anchor': 'end', 'font-size': 13, 'font-weight': 800, fill: INK }, `${labels.editor} ▶`));
  for (let pos = -5; pos <= 5; pos += 1) {
    const x = X0 + (pos + 5) * CELL;
    const end = Math.abs(pos) === 5;
    svg.append(s('rect', {
      x: x + 2, y: 24, width: CELL - 4, height: TRACK_H - 30, rx: 8,
      fill: pos === 0 ? '#eceae2' : pos < 0 ? '#f3e3e3' : '#e2ebf5', stroke: end ? INK : 'rgba(29,35,51,.25)',
      'stroke-width': end ? 2 : 1, 'stroke-dasharray': end ? '5 3' : undefined,
    }));
    svg.append(s('text', { x: x + CELL / 2, y: TRACK_H - 10, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: INK }, end ? `${Math.abs(pos)}★` : String(Math.abs(pos))));
  }
  const byPos = new Map();
  for (const it of items) {
    if (!byPos.has(it.pos)) byPos.set(it.pos, []);
    byPos.get(it.pos).push(it);
  }
  for (const [pos, list] of byPos) {
    // one column of up to six; more share two columns, smaller and without their numbers
    const two = list.length > 6;
    const per = two ? Math.ceil(list.length / 2) : list.length;
    const gap = Math.min(30, 124 / Math.max(1, per - 1 || 1));
    const r = gap < 24 ? 9 : 11;
    list.forEach((it, i) => {
      const col = two ? (i < per ? -1 : 1) : 0;
      const row = two ? (i % per) : i;
      const x = cellX(pos) + col * 12 - (two ? 0 : 4);
      const y = 40 + row * gap;
      const mark = marks[it.what];
      let node;
      if (it.what === 'initiative' || it.what === 'momentum') node = bigToken(x, y, r + 1, it.what);
      else node = tokenDisc(x, y, r, { kind: it.kind, face: it.face, n: two ? null : it.n });
      node.setAttribute('data-what', it.what);
      if (mark) {
        node.append(s('circle', { cx: x, cy: y, r: 16, fill: 'none', stroke: mark.ring || GOLD, 'stroke-width': 3, class: 'wg-ring' }));
        if (mark.onClick) {
          node.classList.add('wg-can');
          node.addEventListener('click', mark.onClick);
        }
      }
      svg.append(node);
    });
  }
  for (const g of ghosts) {
    svg.append(s('g', { class: 'wg-ghost', 'aria-hidden': 'true' },
      s('circle', { cx: cellX(g.pos), cy: TRACK_H - 38, r: 12, fill: 'none', stroke: GOLD, 'stroke-width': 3, 'stroke-dasharray': '4 3' }),
      s('text', { x: cellX(g.pos), y: TRACK_H - 34, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 800, fill: INK }, g.label || '')));
  }
  return svg;
}

// ---------------------------------------------------------------- the evidence board

export const BOARD_SIZE = 540;
const C = BOARD_SIZE / 2;

/** Where each node of the graph sits: Nixon in the centre, rings a, b, c, the informants outside. */
export function layout(rules) {
  const pos = { nixon: [C, C] };
  const step = (2 * Math.PI) / 7;
  const at = (r, ang) => [C + r * Math.cos(ang), C + r * Math.sin(ang)];
  const base = -Math.PI / 2;
  for (let k = 0; k < 7; k += 1) {
    const a = base + k * step;
    const b = a + step / 2;
    pos[`a${k}`] = at(78, a);
    pos[`b${k}`] = at(150, b);
    pos[`c${2 * k}`] = at(212, b - 0.2);
    pos[`c${2 * k + 1}`] = at(212, b + 0.2);
    pos[`i:${rules.informants[k]}`] = at(250, b);
  }
  return pos;
}

/**
 * The evidence board. view: the engine's view (board, pictures, lit, rules). opts: {initials(who),
 * spaceMarks: {space: onClick}, pictureMarks: {who: onClick}, title}.
 */
export function drawBoard(view, { initials, spaceMarks = {}, pictureMarks = {}, title, spaceName, pictureName }) {
  const rules = view.rules;
  const pos = layout(rules);
  const lit = new Set(view.lit || []);
  const connected = new Set(view.connected || []);
  // with spaces or pictures to click the board is a group of buttons, else one picture
  const clickable = Object.keys(spaceMarks).length + Object.keys(pictureMarks).length > 0;
  const svg = s('svg', { viewBox: `0 0 ${BOARD_SIZE} ${BOARD_SIZE}`, class: 'wg-board-svg', role: clickable ? 'group' : 'img', 'aria-label': title });
  svg.append(s('rect', { x: 0, y: 0, width: BOARD_SIZE, height: BOARD_SIZE, rx: 16, fill: '#efe6d2' }));
  const isLit = (n) => n === 'nixon' || lit.has(n);
  for (const [x, y] of rules.threads) {
    const [x1, y1] = pos[x];
    const [x2, y2] = pos[y];
    const inf = x.startsWith('i:') ? x.slice(2) : y.startsWith('i:') ? y.slice(2) : null;
    const hot = inf ? (isLit(x.startsWith('i:') ? y : x) && view.pictures[inf] === 'up') : isLit(x) && isLit(y);
    svg.append(s('line', { x1, y1, x2, y2, stroke: hot ? RED : 'rgba(120,40,40,.35)', 'stroke-width': hot ? 3.5 : 1.5 }));
  }
  // Nixon
  svg.append(s('g', { class: 'wg-nixon' },
    s('circle', { cx: C, cy: C, r: 30, fill: INK, stroke: GOLD, 'stroke-width': 3 }),
    s('text', { x: C, y: C + 5, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 800, fill: '#fff' }, t('watergate.initials.nixon'))));
  for (const [sp, colour] of Object.entries(rules.spaces)) {
    const [x, y] = pos[sp];
    const cell = view.board[sp];
    const g = s('g', { class: 'wg-space', 'data-space': sp, 'data-colour': colour });
    g.append(s('circle', { cx: x, cy: y, r: 19, fill: SLIP[colour], stroke: COLOUR[colour], 'stroke-width': 2.5 }));
    if (cell) {
      g.append(tokenDisc(x, y, 14, { kind: cell.kind, face: cell.face }));
      if (lit.has(sp)) g.append(s('circle', { cx: x, cy: y, r: 21, fill: 'none', stroke: RED, 'stroke-width': 2.5 }));
    } else {
      g.append(s('text', { x, y: y + 5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 800, fill: COLOUR[colour] }, letter(colour)));
    }
    // the space's id, as the words name it ("Space b3"), under the space
    g.append(s('text', { x, y: y + 32, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: INK, class: 'wg-space-id',
      stroke: '#efe6d2', 'stroke-width': 3, 'paint-order': 'stroke', 'aria-hidden': 'true' }, sp));
    const onClick = spaceMarks[sp];
    if (onClick) {
      g.classList.add('wg-can');
      g.append(s('circle', { cx: x, cy: y, r: 23, fill: 'none', stroke: GOLD, 'stroke-width': 3.5, class: 'wg-ring' }));
      clickableNode(g, onClick, spaceName ? spaceName(sp) : sp);
    }
    svg.append(g);
  }
  for (const who of rules.informants) {
    const [x, y] = pos[`i:${who}`];
    const face = view.pictures[who];
    const g = s('g', { class: 'wg-picture', 'data-who': who, 'data-face': face });
    if (face === 'supply') {
      g.append(s('rect', { x: x - 20, y: y - 20, width: 40, height: 40, rx: 6, fill: 'rgba(255,255,255,.4)', stroke: INK, 'stroke-width': 1.5, 'stroke-dasharray': '4 3' }),
        s('text', { x, y: y + 5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: 'rgba(29,35,51,.55)' }, initials(who)));
    } else if (face === 'up') {
      g.append(s('rect', { x: x - 21, y: y - 21, width: 42, height: 42, rx: 6, fill: '#fff', stroke: connected.has(who) ? RED : INK, 'stroke-width': connected.has(who) ? 4 : 2 }),
        s('circle', { cx: x, cy: y - 6, r: 8, fill: '#c7b8a0' }),
        s('path', { d: `M ${x - 13} ${y + 17} Q ${x} ${y - 2} ${x + 13} ${y + 17} Z`, fill: '#c7b8a0' }),
        s('text', { x, y: y + 17, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 800, fill: INK }, initials(who)));
    } else {
      g.append(s('rect', { x: x - 21, y: y - 21, width: 42, height: 42, rx: 6, fill: '#3b3f4a', stroke: INK, 'stroke-width': 2 }),
        s('path', { d: `M ${x - 14} ${y - 14} L ${x + 14} ${y + 14} M ${x + 14} ${y - 14} L ${x - 14} ${y + 14}`, stroke: 'rgba(255,255,255,.5)', 'stroke-width': 2 }),
        s('text', { x, y: y + 5, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 800, fill: '#fff' }, initials(who)));
    }
    const onClick = pictureMarks[who];
    if (onClick) {
      g.classList.add('wg-can');
      g.append(s('rect', { x: x - 25, y: y - 25, width: 50, height: 50, rx: 8, fill: 'none', stroke: GOLD, 'stroke-width': 3.5, class: 'wg-ring' }));
      clickableNode(g, onClick, pictureName ? pictureName(who) : who);
    }
    svg.append(g);
  }
  return svg;
}

/** A board node that acts as a button: clicked, or Enter / Space with the keyboard focus on it. */
function clickableNode(g, onClick, label) {
  g.setAttribute('role', 'button');
  g.setAttribute('tabindex', '0');
  g.setAttribute('aria-label', label);
  g.addEventListener('click', onClick);
  g.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onClick();
    }
  });
}

/** A small colour chip (the token kind or a card's colours), letters inside. */
export function chips(colours, size = 16) {
  const w = colours.length * (size + 2);
  const svg = s('svg', { viewBox: `0 0 ${w} ${size}`, width: w, height: size, 'aria-hidden': 'true', class: 'wg-chips' });
  colours.forEach((c, i) => {
    const x = i * (size + 2) + size / 2;
    svg.append(s('circle', { cx: x, cy: size / 2, r: size / 2 - 1, fill: COLOUR[c], stroke: INK, 'stroke-width': 1 }),
      s('text', { x, y: size / 2 + size * 0.18, 'text-anchor': 'middle', 'font-size': size * 0.55, 'font-weight': 800, fill: '#fff' }, letter(c)));
  });
  return svg;
}

/** A token chip for lists and buttons. */
export function tokenChip(kind, face, size = 22) {
  const svg = s('svg', { viewBox: `0 0 ${size + 6} ${size + 6}`, width: size + 6, height: size + 6, 'aria-hidden': 'true', class: 'wg-chip' });
  svg.append(tokenDisc((size + 6) / 2, (size + 6) / 2, size / 2, { kind, face }));
  return svg;
}
