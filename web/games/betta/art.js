// Betta artwork: the four betta fish as SVG symbols, small pattern grids.
// Each colour has two cues besides hue, so the fish tell apart in greyscale:
//   pink   - round half-moon tail, white spots
//   green  - spiky crown tail, dark vertical stripes
//   blue   - forked double tail, white lengthwise stripe
//   yellow - long drooping veil tail, dark chevrons
import { s } from '../../dom.js';

export const COLOURS = ['pink', 'green', 'blue', 'yellow'];
// Seat fish that are not card colours: Betty (the silver shop owner with a gold crown) and the
// solo player (a teal employee with a name badge). Never drawn on a display.
export const SEAT_FISH = ['betty', 'solo'];

const PALETTE = {
  pink: { body: '#ec7fa9', fin: '#f6b3cd', line: '#9e3563' },
  green: { body: '#4cb27a', fin: '#8fd3ab', line: '#1d6a40' },
  blue: { body: '#4a8ad8', fin: '#97bff0', line: '#1f4d8a' },
  yellow: { body: '#f2c94c', fin: '#f9e08f', line: '#8a6a0c' },
  betty: { body: '#b9c3ca', fin: '#e3e8eb', line: '#4f5b63' },
  solo: { body: '#5fb7bd', fin: '#b3e0e2', line: '#1d5c63' },
};

const BODY = 'M36 40 C42 25 62 22 80 28 C91 31 96 37 96 41 C96 46 90 50 80 53 C62 58 42 55 36 40 Z';
const DORSAL = 'M72 30 C64 14 46 8 34 20 C40 27 44 30 50 31 Z';
const ANAL = 'M74 50 C64 68 44 74 32 62 C38 56 44 52 50 50 Z';
const PECTORAL = 'M78 49 C76 58 72 64 66 69 C67 61 69 55 72 50 Z';

const TAILS = {
  // half-moon: a wide D, outer edge a half circle
  pink: 'M40 40 C34 22 22 9 8 5 C-5 25 -5 55 8 75 C22 71 34 58 40 40 Z',
  // crown tail: webbing reduced, rays sticking out as spikes
  green: 'M40 40 L19 5 L21 17 L6 11 L12 24 L0 26 L10 35 L-1 41 L10 47 L1 56 L13 58 L6 70 L21 64 L19 76 Z',
  // double tail: two lobes with a deep notch
  blue: 'M40 40 C32 24 20 7 4 7 C5 20 11 31 21 40 C11 49 5 60 4 73 C20 73 32 56 40 40 Z',
  // veil tail: long, drooping downwards
  yellow: 'M40 36 C30 27 15 29 9 40 C3 53 3 67 12 79 C16 71 22 66 27 60 C32 53 37 48 40 44 Z',
  // Betty: a broad fan tail with a scalloped edge
  betty: 'M40 40 C32 20 20 8 6 6 C9 14 2 18 6 26 C0 32 4 38 1 42 C4 48 0 52 6 58 C2 64 9 68 6 76 C20 74 32 60 40 40 Z',
  solo: 'M40 40 C34 22 22 9 8 5 C-5 25 -5 55 8 75 C22 71 34 58 40 40 Z',
};

const TAIL_RAYS = {
  pink: ['M38 40 L6 16', 'M38 40 L3 40', 'M38 40 L6 64'],
  green: ['M38 40 L12 12', 'M38 40 L4 30', 'M38 40 L4 50', 'M38 40 L12 68'],
  blue: ['M38 40 L8 12', 'M38 40 L8 68'],
  yellow: ['M38 40 L12 44', 'M38 42 L10 66', 'M38 43 L18 70'],
  betty: ['M38 40 L8 14', 'M38 40 L3 32', 'M38 40 L3 50', 'M38 40 L8 68'],
  solo: ['M38 40 L6 16', 'M38 40 L3 40', 'M38 40 L6 64'],
};

function marks(colour, p) {
  switch (colour) {
    case 'pink':
      return [
        s('circle', { cx: 50, cy: 40, r: 4.4, fill: '#fff', 'fill-opacity': 0.95 }),
        s('circle', { cx: 62, cy: 34.5, r: 3.9, fill: '#fff', 'fill-opacity': 0.95 }),
        s('circle', { cx: 63, cy: 46, r: 3.9, fill: '#fff', 'fill-opacity': 0.95 }),
      ];
    case 'green':
      return [
        s('g', { 'clip-path': 'url(#betta-body-clip)' },
          [47, 58, 69].map((x) => s('rect', { x, y: 20, width: 5, height: 40, fill: p.line, 'fill-opacity': 0.85 }))),
      ];
    case 'blue':
      return [s('path', { d: 'M42 41 C55 37.5 70 37 86 40', stroke: '#fff', 'stroke-width': 4.5, 'stroke-linecap': 'round', fill: 'none', 'stroke-opacity': 0.95 })];
    case 'yellow':
      return [
        s('path', { d: 'M50 31.5 L57 40 L50 48.5', stroke: p.line, 'stroke-width': 3.6, fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
        s('path', { d: 'M62 30 L69 40 L62 50', stroke: p.line, 'stroke-width': 3.6, fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
      ];
    case 'betty':
      // a gold crown over the head: the shop owner
      return [
        s('path', { d: 'M74 21 L76 9 L81 15 L85 6 L89 15 L94 9 L95 21 Z', fill: '#e7b62c', stroke: '#8a6a0c', 'stroke-width': 1.6, 'stroke-linejoin': 'round' }),
        s('path', { d: 'M48 33 C52 36 52 44 48 47 M58 31 C62 35 62 45 58 49', stroke: p.line, 'stroke-width': 2.2, fill: 'none', 'stroke-linecap': 'round', 'stroke-opacity': 0.7 }),
      ];
    case 'solo':
      // a white name badge on the body: the employee under review
      return [
        s('rect', { x: 52, y: 34, width: 17, height: 11, rx: 2, fill: '#fff', stroke: p.line, 'stroke-width': 1.4 }),
        s('path', { d: 'M55 38 L66 38 M55 41.5 L62 41.5', stroke: p.line, 'stroke-width': 1.3, 'stroke-linecap': 'round' }),
      ];
    default:
      return [];
  }
}

function fishSymbol(colour) {
  const p = PALETTE[colour];
  const stroke = { stroke: p.line, 'stroke-width': 2, 'stroke-linejoin': 'round' };
  return s('symbol', { id: `betta-${colour}`, viewBox: '-3 0 103 80' },
    s('path', { d: TAILS[colour], fill: p.fin, ...stroke }),
    TAIL_RAYS[colour].map((d) => s('path', { d, stroke: p.line, 'stroke-width': 1.2, 'stroke-opacity': 0.45, fill: 'none' })),
    s('path', { d: DORSAL, fill: p.fin, ...stroke }),
    s('path', { d: ANAL, fill: p.fin, ...stroke }),
    s('path', { d: BODY, fill: p.body, ...stroke }),
    marks(colour, p),
    s('path', { d: PECTORAL, fill: p.fin, ...stroke, 'stroke-width': 1.4 }),
    s('circle', { cx: 86, cy: 38, r: 3.6, fill: '#fff', stroke: p.line, 'stroke-width': 1 }),
    s('circle', { cx: 87, cy: 38, r: 1.9, fill: '#1b2430' }),
  );
}

/** Put the fish symbols into the page once. */
export function ensureSprites() {
  if (document.getElementById('betta-sprites')) return;
  const sprite = s('svg', { id: 'betta-sprites', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false', class: 'sprite-sheet' },
    s('defs', {},
      s('clipPath', { id: 'betta-body-clip' }, s('path', { d: BODY })),
      [...COLOURS, ...SEAT_FISH].map(fishSymbol)));
  document.body.prepend(sprite);
}

/** An <svg> showing one betta of `colour`. */
export function fish(colour, extraClass = '') {
  ensureSprites();
  return s('svg', { class: `fish fish-${colour} ${extraClass}`.trim(), viewBox: '-3 0 103 80', 'aria-hidden': 'true', focusable: 'false' },
    s('use', { href: `#betta-${colour}` }));
}

/** A small 3×3 grid with `cells` highlighted (pattern cards). */
export function patternGrid(cells, size = 54) {
  const on = new Set(cells);
  const gap = 3;
  const cell = (size - gap * 4) / 3;
  return s('svg', { class: 'pattern-grid', viewBox: `0 0 ${size} ${size}`, width: size, height: size, 'aria-hidden': 'true' },
    s('rect', { x: 0, y: 0, width: size, height: size, rx: 6, class: 'pg-bg' }),
    [...Array(9).keys()].map((i) => s('rect', {
      x: gap + (i % 3) * (cell + gap), y: gap + Math.floor(i / 3) * (cell + gap),
      width: cell, height: cell, rx: 3, class: on.has(i) ? 'pg-on' : 'pg-off',
    })));
}

/** Rotate a cell index clockwise by 90° `times` times: cell i goes to 3*(i%3)+(2-i//3). */
export function rotateCell(i, rotation) {
  let c = i;
  for (let k = 0; k < ((rotation / 90) % 4 + 4) % 4; k++) c = 3 * (c % 3) + (2 - Math.floor(c / 3));
  return c;
}

/** A card layout {"0": colour, ...} rotated: returns an array of 9 (colour|null). */
export function rotatedLayout(layout, rotation) {
  const cells = Array(9).fill(null);
  for (const [k, colour] of Object.entries(layout || {})) cells[rotateCell(Number(k), rotation)] = colour;
  return cells;
}
