// Panda Rei artwork: our own drawings (never a publisher's art). A friendly flat style - simple
// shapes with a dark outline and a few fills. Every animal is told apart by its SILHOUETTE first
// (long ears, round ears, ossicones, ear tufts and beak, whiskers, pointed snout, mane, round snout,
// eye patches, big side ears and face mask), then by its printed name and its big value, never by
// colour alone. Nothing uses ids, <defs> or <use>, so any number of cards can share a page.
import { s } from '../../dom.js';

export const CARD_W = 64;
export const CARD_H = 90;

const FONT = 'system-ui, sans-serif';
const LINE = '#1d2333'; // outlines, dark details and all text
const PAPER = '#fffdf6'; // the name ribbon, badges
const GOLD = '#f5c533';
const GOLD_DARK = '#c99a12';
const PINK = '#f3a0b5';
const BLACK = '#2a2e38'; // panda's patches (a touch lighter than the outline)

export const ANIMALS = [
  ['rabbit', 1, 'Rabbit', 'Кролик'],
  ['bear', 2, 'Bear', 'Медведь'],
  ['giraffe', 3, 'Giraffe', 'Жираф'],
  ['owl', 4, 'Owl', 'Сова'],
  ['cat', 5, 'Cat', 'Кошка'],
  ['fox', 6, 'Fox', 'Лиса'],
  ['lion', 7, 'Lion', 'Лев'],
  ['pig', 8, 'Pig', 'Свинья'],
  ['panda', 9, 'Panda', 'Панда'],
  ['monkey', null, 'Monkey', 'Обезьяна'],
].map(([id, value, en, ru]) => ({ id, value, name: { en, ru } }));

const BY_ID = Object.fromEntries(ANIMALS.map((a) => [a.id, a]));

/** How each animal scores (the corner badge): sets (the monkey may stand in), negative, majority, tie-break, wild. */
export const FAMILY = {
  rabbit: 'set', bear: 'set', giraffe: 'set', owl: 'set', cat: 'set',
  fox: 'negative', lion: 'majority', panda: 'majority', pig: 'tiebreak', monkey: 'wild',
};

// Each animal's ground: light tints (dark text on them is > 10:1), all different in hue.
const TINT = {
  rabbit: '#d4efdd', bear: '#f3dccb', giraffe: '#cfe5f6', owl: '#e1d9f3', cat: '#f8d9e5',
  fox: '#e9e3d2', lion: '#faefb8', pig: '#ccece8', panda: '#d5ebc3', monkey: '#fde0bf',
};

export function animalName(id, lang) {
  const a = BY_ID[id];
  return a ? a.name[lang === 'ru' ? 'ru' : 'en'] : '';
}

// ---------------------------------------------------------------- text

/** A generous width estimate of `str` in bold system-ui at `size`. */
function textWidth(str, size) {
  let w = 0;
  for (const ch of String(str)) {
    if (" .,'ilj!|".includes(ch)) w += 0.34;
    else if ('-ftrI()'.includes(ch)) w += 0.46;
    else if ('mwMWшщжюыфМШЩЖЮЫФ'.includes(ch)) w += 0.98;
    else if (ch !== ch.toLowerCase()) w += 0.76;
    else if (/[а-яё]/.test(ch)) w += 0.68;
    else w += 0.66;
  }
  return w * size * 1.04;
}

/** Centred bold text at (x, y), its size lowered (to `min`) and then squeezed to fit `max` wide. */
function label(str, x, y, size, max, { fill = LINE, min = size } = {}) {
  let sz = size;
  while (sz - 0.25 >= min && textWidth(str, sz) > max) sz -= 0.25;
  const squeeze = textWidth(str, sz) > max;
  return s('text', {
    x, y, fill, 'font-size': sz, 'font-family': FONT, 'font-weight': 700, 'text-anchor': 'middle',
    textLength: squeeze ? max : null, lengthAdjust: squeeze ? 'spacingAndGlyphs' : null,
  }, str);
}

function titled(svg, title) {
  if (title) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', title);
    svg.prepend(s('title', {}, title));
  } else svg.setAttribute('aria-hidden', 'true');
  return svg;
}

// ---------------------------------------------------------------- the drawing kit
// Parts inherit the outline from their group (stroke LINE, round joins); details opt out.
const NS = { stroke: 'none' };
const P = (d, fill, extra) => s('path', { d, fill, ...extra });
const C = (cx, cy, r, fill, extra) => s('circle', { cx, cy, r, fill, ...extra });
const E = (cx, cy, rx, ry, fill, rot, extra) => s('ellipse', {
  cx, cy, rx, ry, fill, transform: rot ? `rotate(${rot} ${cx} ${cy})` : null, ...extra,
});
const dot = (cx, cy, r = 1.5, fill = LINE) => C(cx, cy, r, fill, NS);
const stroke = (d, w = 1, colour = LINE) => P(d, 'none', { stroke: colour, 'stroke-width': w, 'stroke-linecap': 'round' });
/** A shiny eye: a dark dot with a little white glint. */
const eye = (x, y, r = 1.6) => [dot(x, y, r), dot(x + r * 0.35, y - r * 0.38, r * 0.36, '#fff')];

function outlined(sw, parts, transform) {
  return s('g', {
    transform, stroke: LINE, 'stroke-width': sw, 'stroke-linejoin': 'round', 'stroke-linecap': 'round',
  }, parts);
}

/** A scalloped ring (the lion's mane): `n` bumps of radius ~ r around (cx, cy). */
function scallop(cx, cy, r, n) {
  const pt = (k) => {
    const a = (k / n) * 2 * Math.PI - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  };
  const bump = (r * Math.sin(Math.PI / n) * 1.12).toFixed(2);
  let d = `M${pt(0)}`;
  for (let k = 1; k <= n; k++) d += `A${bump} ${bump} 0 0 1 ${pt(k)}`;
  return `${d}Z`;
}

/** A five-pointed star around (cx, cy). */
function star(cx, cy, r, inner = 0.45) {
  let d = '';
  for (let k = 0; k < 10; k++) {
    const a = (-90 + k * 36) * Math.PI / 180;
    const rr = k % 2 ? r * inner : r;
    d += `${k ? 'L' : 'M'}${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
  }
  return `${d}Z`;
}

/** A little crown, its band's bottom centre at (cx, by), `w` wide. */
function crown(cx, by, w) {
  const h = w * 0.62;
  const x0 = cx - w / 2;
  const f = (n) => n.toFixed(2);
  const d = `M${f(x0)} ${f(by)}L${f(x0 - w * 0.04)} ${f(by - h)}L${f(x0 + w * 0.25)} ${f(by - h * 0.5)}`
    + `L${f(cx)} ${f(by - h * 1.12)}L${f(x0 + w * 0.75)} ${f(by - h * 0.5)}L${f(x0 + w * 1.04)} ${f(by - h)}L${f(x0 + w)} ${f(by)}Z`;
  return [
    P(d, GOLD),
    P(`M${f(x0)} ${f(by)}L${f(x0 + w)} ${f(by)}L${f(x0 + w)} ${f(by - h * 0.28)}L${f(x0)} ${f(by - h * 0.28)}Z`, GOLD_DARK),
    C(cx, by - h * 1.12, w * 0.09, '#e0483e'),
  ];
}

// ---------------------------------------------------------------- the heads
// Each head fits the box 0..40 × 0..40.
const HEADS = {
  rabbit: () => {
    const fur = '#ece6da';
    return [
      E(14, 10.5, 4.4, 10.5, fur, -10), E(14.2, 11.5, 2, 7.2, PINK, -10, NS),
      E(26, 10.5, 4.4, 10.5, fur, 10), E(25.8, 11.5, 2, 7.2, PINK, 10, NS),
      E(20, 27.5, 12.5, 10.5, fur),
      E(12.5, 30.5, 2.6, 1.6, '#f6c3cf', 0, NS), E(27.5, 30.5, 2.6, 1.6, '#f6c3cf', 0, NS),
      eye(15, 25.5, 1.7), eye(25, 25.5, 1.7),
      P('M18.4 28.2L21.6 28.2L20 30.2Z', PINK, { 'stroke-width': 0.8 }),
      P('M18.5 32L21.5 32L21.5 35.2L18.5 35.2Z', '#fff', { 'stroke-width': 0.8 }),
      stroke('M20 30.2L20 32M20 32Q18.2 33.4 16.4 32M20 32Q21.8 33.4 23.6 32', 0.9),
    ];
  },
  bear: () => {
    const fur = '#9b6236';
    return [
      C(8.5, 10, 5.2, fur), C(8.5, 10, 2.6, '#d39a68', NS),
      C(31.5, 10, 5.2, fur), C(31.5, 10, 2.6, '#d39a68', NS),
      E(20, 22.5, 14.5, 13.5, fur),
      E(20, 28, 7.5, 5.8, '#dcb587'),
      E(20, 25.4, 2.9, 2, LINE),
      stroke('M20 27.2L20 29M16.8 29Q20 32 23.2 29', 1),
      eye(14, 19.5, 1.7), eye(26, 19.5, 1.7),
    ];
  },
  giraffe: () => {
    const coat = '#f3c84b';
    const spot = '#b4662c';
    return [
      P('M14.6 10L13.2 3.6L16.2 3.6L17.6 10Z', coat), C(14.7, 3.3, 2.3, spot),
      P('M25.4 10L26.8 3.6L23.8 3.6L22.4 10Z', coat), C(25.3, 3.3, 2.3, spot),
      P('M12.5 13Q5 9.5 1.5 13.5Q5.5 18 12.8 16.8Z', coat), P('M11 14.2Q6.5 12.5 4.5 13.8Q7 15.8 11 15.6Z', '#e2a23d', NS),
      P('M27.5 13Q35 9.5 38.5 13.5Q34.5 18 27.2 16.8Z', coat), P('M29 14.2Q33.5 12.5 35.5 13.8Q33 15.8 29 15.6Z', '#e2a23d', NS),
      P('M20 7C27 7 29 12 28.5 18C28 24 27 28 26.5 32C26 36 23.5 38.5 20 38.5C16.5 38.5 14 36 13.5 32C13 28 12 24 11.5 18C11 12 13 7 20 7Z', coat),
      P('M18 10.5Q20.5 9.3 22.5 11Q23.3 13.8 20.8 14.8Q18 14.8 17.6 12.6Z', spot, NS),
      P('M14.6 24.5Q16.5 23.3 17.6 25Q17.6 27.2 15.8 27.6Q14.2 27 14.6 24.5Z', spot, NS),
      P('M23.2 24.3Q25 23.4 25.6 25.2Q25.5 27.6 23.8 27.7Q22.3 26.6 23.2 24.3Z', spot, NS),
      P('M13.7 30.5Q20 27.6 26.3 30.5C25.9 35.6 23.5 38.5 20 38.5C16.5 38.5 14.1 35.6 13.7 30.5Z', '#e9b877'),
      dot(17.6, 33.6, 0.95), dot(22.4, 33.6, 0.95),
      eye(15.2, 19.5, 1.6), eye(24.8, 19.5, 1.6),
      stroke('M13.4 18L12.4 16.8M14.8 17.4L14.4 16', 0.7), stroke('M26.6 18L27.6 16.8M25.2 17.4L25.6 16', 0.7),
    ];
  },
  owl: () => {
    const feather = '#8a6a52';
    return [
      P('M6 13L8 2.5L15.5 9Q20 7.6 24.5 9L32 2.5L34 13Q37.5 21 34.5 29Q30.5 38.5 20 38.5Q9.5 38.5 5.5 29Q2.5 21 6 13Z', feather),
      P('M20 12.5Q16 10.5 12 11.5Q6.5 13.5 7 20Q7.5 26 13 27.5Q17 28 20 26Q23 28 27 27.5Q32.5 26 33 20Q33.5 13.5 28 11.5Q24 10.5 20 12.5Z', '#ecdcc0'),
      C(14, 19.5, 5, GOLD), C(26, 19.5, 5, GOLD),
      dot(14, 19.5, 2.6), dot(26, 19.5, 2.6), dot(15, 18.4, 0.9, '#fff'), dot(27, 18.4, 0.9, '#fff'),
      P('M20 22.2L17.7 25.3L20 30L22.3 25.3Z', '#f08c2e'),
      stroke('M13.5 32Q15.2 33.8 17 32M18.3 34.4Q20 36.2 21.7 34.4M23 32Q24.8 33.8 26.5 32', 0.8),
    ];
  },
  cat: () => {
    const fur = '#aab0bb';
    const tabby = '#666d7a';
    return [
      P('M6.5 18L7.5 3.5L17.5 11Z', fur), P('M9 14.5L9.4 7.8L14.2 11.5Z', PINK, NS),
      P('M33.5 18L32.5 3.5L22.5 11Z', fur), P('M31 14.5L30.6 7.8L25.8 11.5Z', PINK, NS),
      E(20, 23.5, 14.5, 12.5, fur),
      stroke('M20 11.6L20 15.6M16.4 12.2L17.2 15.2M23.6 12.2L22.8 15.2', 1.1, tabby),
      stroke('M6.4 21.5L9.6 22.2M6.2 25L9.4 25M33.6 21.5L30.4 22.2M33.8 25L30.6 25', 1.1, tabby),
      E(14.5, 21.5, 2.8, 2.4, '#b9dc6e', 0, { 'stroke-width': 0.8 }), E(14.5, 21.5, 0.7, 2.1, LINE, 0, NS),
      E(25.5, 21.5, 2.8, 2.4, '#b9dc6e', 0, { 'stroke-width': 0.8 }), E(25.5, 21.5, 0.7, 2.1, LINE, 0, NS),
      P('M18.2 25.8L21.8 25.8L20 27.8Z', PINK, { 'stroke-width': 0.8 }),
      stroke('M20 27.8Q19 30.4 16.8 29.2M20 27.8Q21 30.4 23.2 29.2', 0.9),
      stroke('M11.5 27L1.5 25M11.5 29L2 30.5M28.5 27L38.5 25M28.5 29L38 30.5', 0.75),
    ];
  },
  fox: () => {
    const fur = '#e8782f';
    const white = '#fbf4e8';
    return [
      P('M5.5 17L6.5 1.5L17 10Z', fur), P('M8.2 13L8.7 5.8L13.8 10Z', '#4a2e22', NS),
      P('M34.5 17L33.5 1.5L23 10Z', fur), P('M31.8 13L31.3 5.8L26.2 10Z', '#4a2e22', NS),
      P('M20 8.5Q30 8.5 34.5 14.5Q37.5 18.5 37 22L22.6 35.6Q20 38 17.4 35.6L3 22Q2.5 18.5 5.5 14.5Q10 8.5 20 8.5Z', fur),
      P('M3 22Q9.5 20.5 14 24.5Q17.2 27.6 20 28.4Q22.8 27.6 26 24.5Q30.5 20.5 37 22L22.6 35.6Q20 38 17.4 35.6Z', white),
      E(20, 34.4, 2.5, 1.8, LINE),
      P('M11.2 19.6Q14 17.2 17 19.4Q14 21.2 11.2 19.6Z', LINE, NS), P('M28.8 19.6Q26 17.2 23 19.4Q26 21.2 28.8 19.6Z', LINE, NS),
      dot(14.6, 19, 0.5, '#fff'), dot(26.4, 19, 0.5, '#fff'),
    ];
  },
  lion: () => {
    const mane = '#b8652a';
    const face = '#efbf62';
    return [
      P(scallop(20, 21, 16.8, 15), mane),
      P(scallop(20, 21, 12.6, 13), '#d98a3d', NS),
      C(11.2, 11.5, 3.4, face), C(11.2, 11.5, 1.6, '#c9803a', NS),
      C(28.8, 11.5, 3.4, face), C(28.8, 11.5, 1.6, '#c9803a', NS),
      E(20, 22, 10.8, 11.2, face),
      C(17.5, 28.6, 3, '#f8e6c2'), C(22.5, 28.6, 3, '#f8e6c2'),
      P('M17.4 24L22.6 24L20 27.2Z', '#6b3b22'),
      eye(15.6, 19.6, 1.6), eye(24.4, 19.6, 1.6),
      stroke('M12.8 16.6L17 17.4M27.2 16.6L23 17.4', 1),
      dot(16.2, 28.8, 0.45), dot(17.8, 30, 0.45), dot(23.8, 28.8, 0.45), dot(22.2, 30, 0.45),
    ];
  },
  pig: () => {
    const skin = '#f6b3c3';
    return [
      P('M8.5 15.5Q3.2 9.5 4 3.5Q11 5 17 9.5Z', skin), P('M8.4 12L6.4 6.6L12.6 9.6Z', '#e8849d', NS),
      P('M31.5 15.5Q36.8 9.5 36 3.5Q29 5 23 9.5Z', skin), P('M31.6 12L33.6 6.6L27.4 9.6Z', '#e8849d', NS),
      E(20, 22.5, 15, 13, skin),
      E(11, 27, 2.6, 1.6, '#f28ca6', 0, NS), E(29, 27, 2.6, 1.6, '#f28ca6', 0, NS),
      E(20, 26.5, 7, 5, '#ee8ea8'),
      E(17.5, 26.5, 1.2, 1.9, LINE, 0, NS), E(22.5, 26.5, 1.2, 1.9, LINE, 0, NS),
      eye(13.8, 19, 1.6), eye(26.2, 19, 1.6),
      stroke('M17 33Q20 34.6 23 33', 0.9),
    ];
  },
  panda: () => [
    C(8.5, 10, 5.4, BLACK), C(31.5, 10, 5.4, BLACK),
    E(20, 22.5, 15, 13.5, '#fbfaf6'),
    E(13.4, 21.2, 3.9, 5.4, BLACK, 38, NS), E(26.6, 21.2, 3.9, 5.4, BLACK, -38, NS),
    dot(14, 20.2, 1.55, '#fff'), dot(26, 20.2, 1.55, '#fff'), dot(14.3, 20.4, 0.8), dot(25.7, 20.4, 0.8),
    E(20, 27, 2.8, 1.9, BLACK),
    stroke('M20 28.8L20 30.2M17.4 30Q20 32.8 22.6 30', 1),
    E(11.5, 29, 2.4, 1.5, '#f6c3cf', 0, NS), E(28.5, 29, 2.4, 1.5, '#f6c3cf', 0, NS),
  ],
  monkey: () => {
    const fur = '#86532f';
    const face = '#f2c79b';
    return [
      C(5.6, 21, 5.2, fur), C(5.6, 21, 2.9, face, NS),
      C(34.4, 21, 5.2, fur), C(34.4, 21, 2.9, face, NS),
      P('M16.5 8.5Q17.5 3 20.5 4.5Q19.5 6.5 21.5 7Q23 4.5 25 6.5Q23 7.5 23.5 9Z', fur),
      C(20, 21, 14.2, fur),
      P('M20 14.5C17 10.5 9.8 11.5 9.8 18C9.8 22 12.1 23.8 12.6 26C13.2 31.2 16 34.5 20 34.5C24 34.5 26.8 31.2 27.4 26C27.9 23.8 30.2 22 30.2 18C30.2 11.5 23 10.5 20 14.5Z', face),
      eye(15.3, 18.6, 1.7), eye(24.7, 18.6, 1.7),
      dot(18.8, 24.4, 0.65), dot(21.2, 24.4, 0.65),
      stroke('M15 27.4Q20 32 25 27.4', 1),
    ];
  },
};

const HEAD_SW = 1.4; // the outline's width in a head's own units

/** Just the animal's head, drawn in a 40 × 40 box; an empty group for an unknown id. */
export function animalHead(id) {
  const draw = HEADS[id];
  const g = outlined(HEAD_SW, draw ? draw() : []);
  if (draw) g.dataset.animal = id;
  return g;
}

// ---------------------------------------------------------------- card extras (behind the head)

const CARD_HEAD = 'translate(8 18) scale(1.2)'; // the head's place on a card: x 8..56, y 18..66

const EXTRAS = {
  giraffe: () => ({
    head: 'translate(11 14.5) scale(1.05)',
    back: outlined(1.5, [
      P('M37 48L46 71L41 71Z', '#b4662c'),
      P('M25 46L22 71L43 71L39 46Z', '#f3c84b'),
      P('M26 56Q28.5 54 30.5 56Q30.5 59 28 59.5Q25.6 58.6 26 56Z', '#b4662c', NS),
      P('M30 64Q33 62 35.2 64.2Q35.4 67.2 32.4 67.6Q29.6 66.8 30 64Z', '#b4662c', NS),
      P('M24.4 66Q26 65 26.8 66.6Q26.6 68.8 24.6 68.8Q23.4 68 24.4 66Z', '#b4662c', NS),
    ]),
  }),
  monkey: () => ({
    back: outlined(1.5, [
      stroke('M22 62Q14 67 8.5 63Q4.5 58 8.5 54.5Q12.5 52.5 13.5 56.5', 5.4, LINE),
      stroke('M22 62Q14 67 8.5 63Q4.5 58 8.5 54.5Q12.5 52.5 13.5 56.5', 2.6, '#86532f'),
    ]),
  }),
  panda: () => ({
    back: outlined(1.2, [
      P('M50.5 71L50.5 22L55 22L55 71Z', '#8cc063'), stroke('M50.5 38L55 38M50.5 56L55 56', 1.2),
      P('M55 37Q59 34 59.5 29Q56 31 55 34Z', '#6fa64a'), P('M50.5 55Q46 53 44.5 48.5Q48.5 49.5 50.5 52Z', '#6fa64a'),
    ]),
  }),
};

// ---------------------------------------------------------------- scoring family badges
const MARKS = {
  set: () => [
    s('rect', { x: -3.5, y: -3.3, width: 4, height: 5.4, rx: 0.5, fill: LINE }),
    s('rect', { x: -0.5, y: -2, width: 4, height: 5.4, rx: 0.5, fill: PAPER, stroke: LINE, 'stroke-width': 0.9 }),
  ],
  negative: () => [stroke('M-3 0L3 0', 1.9)],
  majority: () => [
    s('rect', { x: -3.4, y: 0.4, width: 1.9, height: 2.4, fill: LINE }),
    s('rect', { x: -0.95, y: -1.3, width: 1.9, height: 4.1, fill: LINE }),
    s('rect', { x: 1.5, y: -3.2, width: 1.9, height: 6, fill: LINE }),
  ],
  tiebreak: () => [
    stroke('M0 -3.3L0 2.6M-2 2.8L2 2.8M-3.6 -2L3.6 -2', 0.9),
    P('M-3.6 -1.6L-4.9 1L-2.3 1Z', LINE, NS), P('M3.6 -1.6L2.3 1L4.9 1Z', LINE, NS),
  ],
  wild: () => [P(star(0, 0.3, 3.9), LINE, NS)],
};

function badge(kind, cx, cy) {
  return s('g', { transform: `translate(${cx} ${cy})`, class: 'pr-family', 'data-family': kind },
    C(0, 0, 5.8, PAPER, { stroke: LINE, 'stroke-width': 1 }), MARKS[kind]());
}

// ---------------------------------------------------------------- cards

function frame(fill) {
  return s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill, stroke: LINE, 'stroke-width': 1.4 });
}

function blank(cls) {
  return s('svg', { class: cls, viewBox: `0 0 ${CARD_W} ${CARD_H}` },
    s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#fff', stroke: '#b8bccb', 'stroke-width': 2 }));
}

/** The value printed large in the top-left corner (a star for the monkey). */
function valueMark(a) {
  if (a.value == null) {
    return P(star(11.5, 11.2, 7.4, 0.46), GOLD, { stroke: LINE, 'stroke-width': 1.3, 'stroke-linejoin': 'round', class: 'pr-value' });
  }
  return s('text', {
    class: 'pr-value', x: 11, y: 17, fill: LINE, 'font-size': 16, 'font-family': FONT, 'font-weight': 800,
    'text-anchor': 'middle',
  }, String(a.value));
}

/** The face of animal `id` as an <svg> (64 × 90, portrait). `worth`: a monkey's worth when played. */
export function cardFace(animal, { lang = 'en', title, worth } = {}) {
  const id = typeof animal === 'object' && animal ? animal.id : animal;
  const a = BY_ID[id];
  if (!a) return titled(blank('pr-face'), title);
  const extra = EXTRAS[id] ? EXTRAS[id]() : {};
  const showWorth = id === 'monkey' && typeof worth === 'number' && Number.isFinite(worth);
  const svg = s('svg', { class: 'pr-face', viewBox: `0 0 ${CARD_W} ${CARD_H}`, 'data-animal': id },
    s('g', {},
      frame(TINT[id]),
      s('rect', { x: 3.5, y: 3.5, width: 57, height: 83, rx: 4, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.75, 'stroke-width': 1 }),
      extra.back || null,
      s('g', { transform: extra.head || CARD_HEAD }, animalHead(id)),
      valueMark(a),
      badge(FAMILY[id], 54.5, 10.5),
      showWorth ? s('g', { class: 'pr-worth' },
        C(53, 62, 7.6, GOLD, { stroke: LINE, 'stroke-width': 1.2 }),
        label(`=${worth}`, 53, 64.6, 7.6, 12, { min: 6 })) : null,
      s('rect', { x: 4, y: 71.5, width: 56, height: 13.5, rx: 2.5, fill: PAPER, stroke: LINE, 'stroke-width': 1.1 }),
      label(a.name[lang === 'ru' ? 'ru' : 'en'], 32, 81.3, 8.6, 51, { min: 7 })));
  if (showWorth) svg.dataset.worth = String(worth);
  return titled(svg, title);
}

/** The back of a card: bamboo on green, a crowned panda in a medallion. */
export function cardBack({ title } = {}) {
  const stalks = [];
  for (const [x, y0] of [[6, 4], [17, 12], [40, 7], [51, 15]]) {
    let d = '';
    for (let y = y0 - 22; y < 90; y += 22) {
      const top = Math.max(5.5, y + 1);
      const bottom = Math.min(84.5, y + 21);
      if (bottom > top) d += `M${x} ${top}L${x} ${bottom}`;
    }
    stalks.push(stroke(d, 5.5, '#5f9e45'), stroke(d, 2, '#7fbd5e'));
    for (let y = y0 - 22; y < 90; y += 22) {
      if (y > 5 && y < 85) stalks.push(stroke(`M${x - 3.2} ${y}L${x + 3.2} ${y}`, 1.1, '#2f5f2a'));
    }
  }
  const leaf = (x, y, rot) => P('M0 0Q6 -3.2 12 0Q6 3.2 0 0Z', '#7fbd5e', { transform: `translate(${x} ${y}) rotate(${rot})`, stroke: '#2f5f2a', 'stroke-width': 0.7 });
  const svg = s('svg', { class: 'pr-back', viewBox: `0 0 ${CARD_W} ${CARD_H}` },
    s('g', {},
      s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#2f6b3a', stroke: LINE, 'stroke-width': 1.4 }),
      stalks,
      leaf(6, 26, -35), leaf(17, 56, 200), leaf(40, 72, -30), leaf(51, 37, 210), leaf(6, 70, -20), leaf(51, 80, 190),
      s('rect', { x: 4, y: 4, width: 56, height: 82, rx: 4, fill: 'none', stroke: '#e9f4d8', 'stroke-opacity': 0.6, 'stroke-width': 1 }),
      C(32, 46, 16, '#f4f1e6', { stroke: LINE, 'stroke-width': 1.5 }),
      s('g', { transform: 'translate(19 34) scale(.65)' }, animalHead('panda')),
      outlined(1, crown(32, 37.2, 11))));
  return titled(svg, title);
}

/** A small chip (30 × 20) for log lines and score tables: the head and the value. It prints no
 * words, so `lang` changes nothing (it is taken for symmetry with cardFace). */
export function cardChip(animal, { lang = 'en' } = {}) {
  void lang;
  const id = typeof animal === 'object' && animal ? animal.id : animal;
  const a = BY_ID[id];
  const svg = s('svg', {
    class: 'pr-chip', viewBox: '0 0 30 20', width: 30, height: 20, 'aria-hidden': 'true',
    style: { verticalAlign: '-0.3em', display: 'inline-block' },
  });
  if (!a) return svg;
  svg.dataset.animal = id;
  const head = animalHead(id);
  head.setAttribute('stroke-width', 2);
  svg.append(
    s('rect', { x: 0.6, y: 0.6, width: 28.8, height: 18.8, rx: 3.5, fill: TINT[id], stroke: LINE, 'stroke-width': 1.2 }),
    s('g', { transform: 'translate(0.8 0.9) scale(.455)' }, head),
    a.value == null
      ? P(star(24.8, 10.4, 4.6, 0.46), GOLD, { stroke: LINE, 'stroke-width': 1, 'stroke-linejoin': 'round' })
      : s('text', {
        x: 24.2, y: 14.3, fill: LINE, 'font-size': 11.5, 'font-family': FONT, 'font-weight': 800, 'text-anchor': 'middle',
      }, String(a.value)));
  return svg;
}

/** The starting player's token: a little crown (24 × 24). */
export function tokenIcon() {
  return s('svg', { class: 'pr-token', viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': 'true' },
    outlined(1.5, [
      crown(12, 19.5, 17),
      C(7.5, 18, 0.9, '#fffdf6', NS), C(12, 18, 0.9, '#fffdf6', NS), C(16.5, 18, 0.9, '#fffdf6', NS),
    ]));
}
