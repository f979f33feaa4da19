// Quibbles artwork: our own drawings (never the publisher's). Each card carries a value 0-7 and
// shows it three ways, so it reads at 36 px wide and in greyscale, not by colour alone:
//   - a big numeral, drawn as thick rounded strokes (no font needed, the same everywhere);
//   - the value as pips on the quibble's tummy, laid out like a die face (a ring for 0);
//   - a quibble: a round little creature whose look is its own for each value:
//       0 sleepy, a curl of hair      1 one big eye, one antenna   2 round bear ears
//       3 three tufts of hair         4 pointy cat ears, whiskers  5 long bunny ears
//       6 curly ram horns             7 a gold crown
// Nothing uses ids or <defs>, so any number of cards can share a page.
import { s } from '../../dom.js';

export const VALUES = [0, 1, 2, 3, 4, 5, 6, 7];

/** value -> {ink: the quibble's body, soft: the card's ground, dark: the numeral, outlines, pips} */
export const PALETTE = {
  0: { ink: '#9a9cb4', soft: '#eeedf5', dark: '#4a4c66' },
  1: { ink: '#ec5b55', soft: '#fde4e1', dark: '#9b211d' },
  2: { ink: '#f59233', soft: '#feebd7', dark: '#97480a' },
  3: { ink: '#f0c12b', soft: '#fdf4cc', dark: '#7d5d05' },
  4: { ink: '#5db54e', soft: '#e3f4dd', dark: '#2a6a20' },
  5: { ink: '#27aea6', soft: '#d7f2ef', dark: '#0d625d' },
  6: { ink: '#4a86de', soft: '#dfe9fa', dark: '#1b4690' },
  7: { ink: '#a063d6', soft: '#efe3fa', dark: '#5a2988' },
};

export const CARD_W = 60;
export const CARD_H = 84;

// ---------------------------------------------------------------- numerals
// Single-stroke skeletons in a 20 × 28 box, drawn with round caps.
const DIGITS = {
  0: 'M10 1.5C3.5 1.5 2 8 2 14C2 20 3.5 26.5 10 26.5C16.5 26.5 18 20 18 14C18 8 16.5 1.5 10 1.5Z',
  1: 'M4.5 7L11 1.5L11 26.5M4.5 26.5L17 26.5',
  2: 'M3 7.5C3.5 3.5 6.5 1.5 10 1.5C14.5 1.5 17 4.5 17 8C17 13 12 16.5 3 26.5L17.5 26.5',
  3: 'M3 4C5 2.3 7.5 1.5 10 1.5C14.5 1.5 17 4 17 7.5C17 11 14 13.2 9 13.2C15 13.2 18 16 18 19.7C18 24 14.5 26.5 10 26.5C7 26.5 4.5 25.5 2.5 23.5',
  4: 'M13.5 26.5L13.5 1.5L2 18.5L18.5 18.5',
  5: 'M17 1.5L5.5 1.5L4.5 12C6.5 11 8.5 10.5 10.5 10.5C15 10.5 18 13.5 18 18C18 23 14.5 26.5 10 26.5C6.8 26.5 4.3 25.3 2.5 23.2',
  6: 'M15.5 2.8C14 1.9 12.3 1.5 10.5 1.5C5 1.5 2 7.5 2 16C2 22.5 5 26.5 10 26.5C15 26.5 18 23 18 18.7C18 14 15 11 10.5 11C6.5 11 3.5 13 2.2 16.5',
  7: 'M2 1.5L18 1.5C13 8.5 10.3 16.5 9.5 26.5',
};

/** The numeral for `value`, its box's top-left at (x, y), `scale` times 20 × 28; `halo` a colour around it. */
function numeral(value, x, y, scale, colour, width = 4.6, halo = null) {
  const stroke = (c, w) => s('path', {
    d: DIGITS[value], fill: 'none', stroke: c, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
  });
  return s('g', { transform: `translate(${x} ${y}) scale(${scale})` },
    halo ? stroke(halo, width + 2.8) : null,
    stroke(colour, width));
}

// ---------------------------------------------------------------- pips
// A die-like 3 × 3 layout, cells numbered 0..8 left to right, top to bottom.
const PIPS = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
  7: [0, 2, 3, 4, 5, 6, 8],
};

function pips(value, cx, cy, gap, r, colour) {
  if (value === 0) {
    return [s('circle', { cx, cy, r: gap * 0.78, fill: 'none', stroke: colour, 'stroke-width': r * 0.95 })];
  }
  return PIPS[value].map((i) => s('circle', {
    cx: cx + ((i % 3) - 1) * gap, cy: cy + (Math.floor(i / 3) - 1) * gap, r, fill: colour,
  }));
}

// ---------------------------------------------------------------- the quibble
// Body centre (30, 62): a round blob from x 11 to 49, y 45 to 78, standing on two feet.
const BODY = 'M11 63C11 51.5 19 45 30 45C41 45 49 51.5 49 63C49 73 41 78.5 30 78.5C19 78.5 11 73 11 63Z';
const EYE_Y = 53.5;

function eye(cx, p, r = 3.4, look = 0.5) {
  return [
    s('circle', { cx, cy: EYE_Y, r, fill: '#fff', stroke: p.dark, 'stroke-width': 1.1 }),
    s('circle', { cx: cx + look, cy: EYE_Y + 0.4, r: r * 0.52, fill: '#1d1f2b' }),
    s('circle', { cx: cx + look + r * 0.22, cy: EYE_Y - r * 0.18, r: r * 0.17, fill: '#fff' }),
  ];
}

const line = (d, p, w = 1.4) => s('path', { d, fill: 'none', stroke: p.dark, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
const shape = (d, fill, p, w = 1.4) => s('path', { d, fill, stroke: p.dark, 'stroke-width': w, 'stroke-linejoin': 'round' });

/** Parts behind the body, the eyes and mouth, and parts in front, for each value. */
const LOOKS = {
  0: (p) => ({
    back: [line('M30 45.5C29 41.5 32.5 40 34 42.2C35 43.8 33.2 45 32 44', p, 1.5)],
    face: [
      line('M20.5 53.5Q24 56.3 27.5 53.5', p, 1.5),
      line('M32.5 53.5Q36 56.3 39.5 53.5', p, 1.5),
      s('ellipse', { cx: 30, cy: 58.3, rx: 1.3, ry: 1.1, fill: p.dark }),
    ],
  }),
  1: (p) => ({
    back: [
      line('M35 46.3Q38 41.5 43 40.3', p, 1.6),
      s('circle', { cx: 44.2, cy: 40, r: 2.4, fill: p.ink, stroke: p.dark, 'stroke-width': 1.2 }),
    ],
    face: [...eye(30, p, 4.3, 0), line('M27 59.2Q30 61 33 59.2', p)],
  }),
  2: (p) => ({
    back: [
      s('circle', { cx: 16.5, cy: 48.5, r: 5.2, fill: p.ink, stroke: p.dark, 'stroke-width': 1.4 }),
      s('circle', { cx: 43.5, cy: 48.5, r: 5.2, fill: p.ink, stroke: p.dark, 'stroke-width': 1.4 }),
      s('circle', { cx: 16.5, cy: 48.5, r: 2.5, fill: p.soft }),
      s('circle', { cx: 43.5, cy: 48.5, r: 2.5, fill: p.soft }),
    ],
    face: [...eye(24, p), ...eye(36, p), shape('M26.5 57.6Q30 61.6 33.5 57.6Z', p.dark, p, 1)],
  }),
  3: (p) => ({
    back: [
      shape('M19.5 49C16.5 45 16.5 41 19 38.5C20 42 22.5 44 25.5 46Z', p.ink, p),
      shape('M26 46C25 42 27 39 30.5 37C30.5 40.5 33 43 34 46Z', p.ink, p),
      shape('M40.5 49C43.5 45 43.5 41 41 38.5C40 42 37.5 44 34.5 46Z', p.ink, p),
    ],
    face: [...eye(24, p), ...eye(36, p), s('ellipse', { cx: 30, cy: 58.6, rx: 2, ry: 1.7, fill: p.dark })],
  }),
  4: (p) => ({
    back: [
      shape('M13 54L13.5 39.5L24.5 46.5Z', p.ink, p),
      shape('M47 54L46.5 39.5L35.5 46.5Z', p.ink, p),
      s('path', { d: 'M15.3 49.5L15.6 43.3L20.5 46.5Z', fill: p.soft }),
      s('path', { d: 'M44.7 49.5L44.4 43.3L39.5 46.5Z', fill: p.soft }),
    ],
    face: [
      ...eye(24, p), ...eye(36, p),
      line('M27 57.6Q28.5 59.6 30 57.6Q31.5 59.6 33 57.6', p, 1.2),
      line('M19.5 57L13 56M19.5 59L13.5 60.5M40.5 57L47 56M40.5 59L46.5 60.5', p, 0.9),
    ],
  }),
  5: (p) => ({
    back: [
      s('g', { transform: 'rotate(-14 19 44)' },
        s('ellipse', { cx: 19, cy: 37, rx: 4.3, ry: 11, fill: p.ink, stroke: p.dark, 'stroke-width': 1.4 }),
        s('ellipse', { cx: 19, cy: 37.5, rx: 1.9, ry: 7.5, fill: p.soft })),
      s('g', { transform: 'rotate(14 41 44)' },
        s('ellipse', { cx: 41, cy: 37, rx: 4.3, ry: 11, fill: p.ink, stroke: p.dark, 'stroke-width': 1.4 }),
        s('ellipse', { cx: 41, cy: 37.5, rx: 1.9, ry: 7.5, fill: p.soft })),
    ],
    face: [
      ...eye(24, p), ...eye(36, p),
      line('M27 57.6Q30 60.4 33 57.6', p, 1.2),
      s('rect', { x: 28.7, y: 58.4, width: 2.6, height: 2.2, rx: 0.5, fill: '#fff', stroke: p.dark, 'stroke-width': 0.8 }),
    ],
  }),
  6: (p) => {
    const horn = (d) => [
      s('path', { d, fill: 'none', stroke: p.dark, 'stroke-width': 5.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      s('path', { d, fill: 'none', stroke: '#f4e6c8', 'stroke-width': 2.8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    ];
    return {
      back: [
        ...horn('M22 47C17 40.5 8.5 42 8 49C7.6 54.5 13 56.8 15.8 53.6C18 51 16 48 13.6 49.2'),
        ...horn('M38 47C43 40.5 51.5 42 52 49C52.4 54.5 47 56.8 44.2 53.6C42 51 44 48 46.4 49.2'),
      ],
      face: [...eye(24, p, 3.4, 1), ...eye(36, p, 3.4, 1), line('M26.5 58.2Q29.5 60.3 33.5 57.4', p)],
    };
  },
  7: (p) => ({
    back: [],
    front: [
      s('g', { transform: 'rotate(14 36 46)' },
        shape('M27 48L26 39.5L31.3 43.1L35.5 37.5L39.7 43.1L45 39.5L44 48Q35.5 46 27 48Z', '#f8cf3a', { dark: '#8a6a0c' }, 1.2),
        s('circle', { cx: 35.5, cy: 44.6, r: 1.3, fill: '#e4475b' })),
    ],
    face: [...eye(24, p), ...eye(36, p), shape('M25.5 57.2Q30 62.8 34.5 57.2Q30 58.6 25.5 57.2Z', p.dark, p, 1)],
  }),
};

function quibble(value, p) {
  const look = LOOKS[value](p);
  return s('g', { class: 'qb-quibble', 'aria-hidden': 'true' },
    look.back,
    s('ellipse', { cx: 22.5, cy: 78.6, rx: 5, ry: 2.6, fill: p.dark }),
    s('ellipse', { cx: 37.5, cy: 78.6, rx: 5, ry: 2.6, fill: p.dark }),
    s('path', { d: BODY, fill: p.ink, stroke: p.dark, 'stroke-width': 1.6 }),
    s('ellipse', { cx: 30, cy: 68.6, rx: 11.8, ry: 8.6, fill: '#fff', 'fill-opacity': 0.85 }),
    pips(value, 30, 68.6, 5.1, 1.95, p.dark),
    look.face,
    look.front || []);
}

// ---------------------------------------------------------------- cards

/** 0-7 from a number or a numeric string; NaN for anything else (drawn as a blank card). */
function toValue(value) {
  if (value === null || value === undefined || value === '') return NaN;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 7 ? n : NaN;
}

/** The face of a card of `value` 0-7 as an <svg> (60 × 84, portrait). */
export function cardFace(value, { title } = {}) {
  const v = toValue(value);
  const p = PALETTE[v];
  const svg = s('svg', {
    class: 'qb-face', viewBox: `0 0 ${CARD_W} ${CARD_H}`, role: 'img',
    'aria-label': title ?? (p ? String(v) : '?'),
  });
  if (!p) {
    svg.append(s('rect', { x: 1, y: 1, width: 58, height: 82, rx: 7, fill: '#fff', stroke: '#b8bccb', 'stroke-width': 2 }));
    return svg;
  }
  svg.dataset.value = String(v);
  svg.append(s('g', { 'aria-hidden': 'true' },
    s('rect', { x: 1, y: 1, width: 58, height: 82, rx: 7, fill: p.soft, stroke: p.ink, 'stroke-width': 2 }),
    s('path', { d: 'M2 50C12 43 48 43 58 50L58 75Q58 82 51 82L9 82Q2 82 2 75Z', fill: '#fff', 'fill-opacity': 0.55 }),
    quibble(v, p),
    numeral(v, 18.5, 4.4, 1.15, p.dark, 4.6, p.soft)));
  return svg;
}

/** The back of a card (the draw pile, the other players' hands) as an <svg>; `title` its label. */
export function cardBack({ title } = {}) {
  const dots = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 7 + col * 9.2 + (row % 2 ? 4.6 : 0);
      const y = 7 + row * 8.75;
      if (x > 55) continue;
      const d = Math.hypot(x - 30, (y - 42) * 0.8);
      if (d < 17) continue; // keep the middle clear for the badge
      dots.push(s('circle', { cx: x, cy: y, r: 2.1, fill: PALETTE[(row * 3 + col) % 8].ink, 'fill-opacity': 0.9 }));
    }
  }
  return s('svg', {
    class: 'qb-back', viewBox: `0 0 ${CARD_W} ${CARD_H}`, role: 'img', 'aria-label': title ?? 'face-down card',
  },
  s('g', { 'aria-hidden': 'true' },
    s('rect', { x: 1, y: 1, width: 58, height: 82, rx: 7, fill: '#2d3157', stroke: '#1b1e3a', 'stroke-width': 2 }),
    s('rect', { x: 4.5, y: 4.5, width: 51, height: 75, rx: 4.5, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 1 }),
    dots,
    s('circle', { cx: 30, cy: 42, r: 14, fill: '#43497f', stroke: '#fff', 'stroke-opacity': 0.6, 'stroke-width': 1.4 }),
    // a white quibble with two round ears, peeking up from the badge's rim
    s('circle', { cx: 22.2, cy: 37.2, r: 3.2, fill: '#fff' }),
    s('circle', { cx: 37.8, cy: 37.2, r: 3.2, fill: '#fff' }),
    s('path', { d: 'M18.5 50.5C18 41.5 23 35.5 30 35.5C37 35.5 42 41.5 41.5 50.5C38 54.5 22 54.5 18.5 50.5Z', fill: '#fff' }),
    s('circle', { cx: 26.2, cy: 42.6, r: 2.1, fill: '#2d3157' }),
    s('circle', { cx: 33.8, cy: 42.6, r: 2.1, fill: '#2d3157' }),
    s('circle', { cx: 26.8, cy: 41.9, r: 0.7, fill: '#fff' }),
    s('circle', { cx: 34.4, cy: 41.9, r: 0.7, fill: '#fff' }),
    s('path', { d: 'M27.6 46.8Q30 48.8 32.4 46.8', fill: 'none', stroke: '#2d3157', 'stroke-width': 1.2, 'stroke-linecap': 'round' }),
    s('circle', { cx: 22.6, cy: 46.4, r: 1.5, fill: '#f59aa0', 'fill-opacity': 0.8 }),
    s('circle', { cx: 37.4, cy: 46.4, r: 1.5, fill: '#f59aa0', 'fill-opacity': 0.8 })));
}

/** A small chip (an 18 px <svg>) with `value` in its colour, for log lines and sets. */
export function miniValue(value, { title } = {}) {
  const v = toValue(value);
  const p = PALETTE[v];
  const svg = s('svg', {
    class: 'qb-chip', viewBox: '0 0 18 18', width: 18, height: 18, role: 'img', 'aria-label': title ?? (p ? String(v) : '?'),
    style: { verticalAlign: '-0.25em', display: 'inline-block' },
  });
  if (!p) return svg;
  svg.dataset.value = String(v);
  svg.append(s('g', { 'aria-hidden': 'true' },
    s('rect', { x: 0.75, y: 0.75, width: 16.5, height: 16.5, rx: 4.5, fill: p.soft, stroke: p.ink, 'stroke-width': 1.5 }),
    numeral(v, 5.2, 3.4, 0.38, p.dark, 6.2)));
  return svg;
}
