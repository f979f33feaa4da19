// Set Line artwork: the 27 cards as SVG (landscape playing cards with 1-3 upright symbols).
// Each colour also has its own fill, so the cards read in greyscale and for colour-blind players:
//   red   - solid symbols
//   green - striped symbols (fine horizontal lines)
//   blue  - outlined (open) symbols
// The three symbols differ by outline: a rounded oval, a wavy S-shaped band, a pointed diamond.
import { s } from '../../dom.js';

export const COLOURS = ['red', 'green', 'blue'];
export const SYMBOLS = ['oval', 'wave', 'diamond'];
export const COUNTS = [1, 2, 3];

export const PALETTE = {
  red: { ink: '#d3263a', dark: '#9c1426' },
  green: { ink: '#129652', dark: '#0b6437' },
  blue: { ink: '#2c58cf', dark: '#1b3a91' },
};

/** How each colour is filled (also shown in the rules legend). */
export const FILL_STYLE = { red: 'solid', green: 'striped', blue: 'outlined' };

// The card face: 120 × 84 user units, symbols 24 wide and 54 tall, centred on y = 42.
export const CARD_W = 120;
export const CARD_H = 84;
const SYM_W = 24;
const SYM_H = 54;
const TOP = (CARD_H - SYM_H) / 2;
const SPACING = 32;

/** "green-wave-2" -> {colour, symbol, count} (null for anything else). */
export function parseCard(card) {
  const parts = String(card || '').split('-');
  if (parts.length !== 3 || !COLOURS.includes(parts[0]) || !SYMBOLS.includes(parts[1]) || !['1', '2', '3'].includes(parts[2])) return null;
  return { colour: parts[0], symbol: parts[1], count: Number(parts[2]) };
}

/** All 27 card ids in the engine's order. */
export function allCards() {
  const out = [];
  for (const c of COLOURS) for (const sym of SYMBOLS) for (const n of COUNTS) out.push(`${c}-${sym}-${n}`);
  return out;
}

/** Whether three cards form a set: each feature all the same or all different. */
export function isSet(a, b, c) {
  const [x, y, z] = [a, b, c].map(parseCard);
  if (!x || !y || !z) return false;
  return ['colour', 'symbol', 'count'].every((k) => {
    const n = new Set([x[k], y[k], z[k]]).size;
    return n === 1 || n === 3;
  });
}

// ---------------------------------------------------------------- symbol outlines
const f = (n) => Number(n.toFixed(2));

function ovalPath(cx) {
  const r = SYM_W / 2;
  const x0 = cx - r;
  const x1 = cx + r;
  const y0 = TOP + r;
  const y1 = TOP + SYM_H - r;
  return `M${f(x0)} ${f(y0)} A${r} ${r} 0 0 1 ${f(x1)} ${f(y0)} L${f(x1)} ${f(y1)} A${r} ${r} 0 0 1 ${f(x0)} ${f(y1)} Z`;
}

function diamondPath(cx) {
  const r = SYM_W / 2 + 1;
  return `M${f(cx)} ${f(TOP - 1)} L${f(cx + r)} ${f(TOP + SYM_H / 2)} L${f(cx)} ${f(TOP + SYM_H + 1)} L${f(cx - r)} ${f(TOP + SYM_H / 2)} Z`;
}

// The wave: a band of constant width around an S-shaped centre line, with round ends.
const WAVE = (() => {
  const half = 7.8; // half the band's width
  const amp = 3.6; // how far the centre line swings
  const y0 = TOP + half;
  const len = SYM_H - 2 * half;
  const n = 28;
  const left = [];
  const right = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y = y0 + len * t;
    const x = amp * Math.sin(2 * Math.PI * t);
    const dx = amp * 2 * Math.PI * Math.cos(2 * Math.PI * t) / len; // dx/dy
    const norm = Math.hypot(1, dx);
    const nx = 1 / norm; // unit normal (pointing right)
    const ny = -dx / norm;
    right.push([x + half * nx, y + half * ny]);
    left.push([x - half * nx, y - half * ny]);
  }
  return { half, right, left };
})();

function wavePath(cx) {
  const { half, right, left } = WAVE;
  const pt = ([x, y]) => `${f(cx + x)} ${f(y)}`;
  const parts = [`M${pt(right[0])}`];
  for (const p of right.slice(1)) parts.push(`L${pt(p)}`);
  parts.push(`A${half} ${half} 0 0 1 ${pt(left[left.length - 1])}`);
  for (const p of left.slice(0, -1).reverse()) parts.push(`L${pt(p)}`);
  parts.push(`A${half} ${half} 0 0 1 ${pt(right[0])} Z`);
  return parts.join(' ');
}

const PATHS = { oval: ovalPath, wave: wavePath, diamond: diamondPath };

function centres(count) {
  const mid = CARD_W / 2;
  if (count === 1) return [mid];
  if (count === 2) return [mid - SPACING / 2, mid + SPACING / 2];
  return [mid - SPACING, mid, mid + SPACING];
}

function symbolShape(symbol, colour, cx) {
  const p = PALETTE[colour];
  const style = FILL_STYLE[colour];
  const d = PATHS[symbol](cx);
  const base = { d, stroke: p.ink, 'stroke-width': 2.6, 'stroke-linejoin': 'round' };
  if (style === 'solid') return s('path', { ...base, fill: p.ink, class: 'sl-sym solid' });
  if (style === 'striped') return s('path', { ...base, fill: `url(#sl-stripes-${colour})`, class: 'sl-sym striped' });
  return s('path', { ...base, fill: '#fff', 'stroke-width': 3.4, class: 'sl-sym outlined' });
}

/** Put the stripe patterns into the page once. */
export function ensureSprites() {
  if (document.getElementById('setline-sprites')) return;
  const sprite = s('svg', { id: 'setline-sprites', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false', class: 'sprite-sheet' },
    s('defs', {},
      COLOURS.map((c) => s('pattern', {
        id: `sl-stripes-${c}`, patternUnits: 'userSpaceOnUse', width: 8, height: 4.2,
      },
      s('rect', { x: 0, y: 0, width: 8, height: 4.2, fill: '#fff' }),
      s('rect', { x: 0, y: 0, width: 8, height: 1.7, fill: PALETTE[c].ink })))));
  document.body.prepend(sprite);
}

/** An <svg> with the face of `card` (no card background: the container draws the card). */
export function cardFace(card, extraClass = '') {
  ensureSprites();
  const c = parseCard(card);
  const svg = s('svg', {
    class: `sl-face ${extraClass}`.trim(), viewBox: `0 0 ${CARD_W} ${CARD_H}`,
    'aria-hidden': 'true', focusable: 'false', preserveAspectRatio: 'xMidYMid meet',
  });
  if (!c) return svg;
  svg.dataset.colour = c.colour;
  svg.dataset.symbol = c.symbol;
  svg.dataset.count = String(c.count);
  for (const cx of centres(c.count)) svg.append(symbolShape(c.symbol, c.colour, cx));
  return svg;
}

/** A whole small card (white, rounded) as one <svg>: for legends, icons and the end screen. */
export function miniCard(card, extraClass = '') {
  ensureSprites();
  const c = parseCard(card);
  const pad = 6;
  const svg = s('svg', {
    class: `sl-mini ${extraClass}`.trim(), viewBox: `${-pad} ${-pad} ${CARD_W + 2 * pad} ${CARD_H + 2 * pad}`,
    'aria-hidden': 'true', focusable: 'false',
  },
  s('rect', { x: -pad + 1.5, y: -pad + 1.5, width: CARD_W + 2 * pad - 3, height: CARD_H + 2 * pad - 3, rx: 11, fill: '#fff', stroke: '#c9d3d1', 'stroke-width': 2 }));
  if (c) for (const cx of centres(c.count)) svg.append(symbolShape(c.symbol, c.colour, cx));
  return svg;
}

/** A single symbol of a colour (legend rows). */
export function symbolIcon(symbol, colour, extraClass = '') {
  ensureSprites();
  const cx = CARD_W / 2;
  return s('svg', {
    class: `sl-symbol-icon ${extraClass}`.trim(), viewBox: `${cx - SYM_W / 2 - 3} ${TOP - 3} ${SYM_W + 6} ${SYM_H + 6}`,
    'aria-hidden': 'true', focusable: 'false',
  }, symbolShape(symbol, colour, cx));
}

/** The seat icon: a small fan of three upright cards that make a set (one oval, wave, diamond). */
export function fanIcon(extraClass = '') {
  ensureSprites();
  const cards = ['red-oval-1', 'green-wave-1', 'blue-diamond-1'];
  const g = cards.map((card, i) => {
    const c = parseCard(card);
    const angle = (i - 1) * 12;
    const group = s('g', { transform: `rotate(${angle} ${62 + (i - 1) * 50} 190) translate(${20 + (i - 1) * 50} 40)` },
      s('rect', { x: 0, y: 0, width: 84, height: 120, rx: 10, fill: '#fff', stroke: '#9fb1ad', 'stroke-width': 2.5 }));
    // One upright symbol, scaled up, in the card's middle.
    const face = s('g', { transform: 'translate(42 60) scale(1.35) translate(-60 -42)' });
    face.append(symbolShape(c.symbol, c.colour, CARD_W / 2));
    group.append(face);
    return group;
  });
  return s('svg', { class: `sl-fan ${extraClass}`.trim(), viewBox: '-64 30 252 144', 'aria-hidden': 'true', focusable: 'false' }, g);
}
