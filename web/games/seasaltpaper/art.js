// Sea Salt & Paper artwork: our own drawings (never the publisher's art or card texts).
// Every creature is "folded paper": flat polygons, a darker facet for each fold, drawn twice -
// first as a thick dark halo (the outline), then the paper on top with thin crease lines.
// A card is told apart by its SHAPE (one silhouette per type) and by its PRINTED colour name,
// never by colour alone. Nothing uses ids or <defs>, so any number of cards can share a page.
import { s } from '../../dom.js';

export const CARD_W = 64;
export const CARD_H = 90;

const FONT = 'system-ui, sans-serif';
const LINE = '#1d2333'; // outlines and dark details
const PAPER = '#fffdf6'; // the creatures' paper
const SHADE = '#e0d9c8'; // a fold's facet
const DEEP = '#b3a98f'; // a deeper facet
const WATER = '#a9d8ee';
const RED = '#e0483e';
const GOLD = '#f5c533';
const NAVY = '#2b3c6e';

export const TYPES = [
  ['crab', 'duo', 'Crab', 'Краб'],
  ['boat', 'duo', 'Boat', 'Лодка'],
  ['fish', 'duo', 'Fish', 'Рыба'],
  ['swimmer', 'duo', 'Swimmer', 'Пловец'],
  ['shark', 'duo', 'Shark', 'Акула'],
  ['mermaid', 'mermaid', 'Mermaid', 'Русалка'],
  ['shell', 'collector', 'Shell', 'Ракушка'],
  ['octopus', 'collector', 'Octopus', 'Осьминог'],
  ['penguin', 'collector', 'Penguin', 'Пингвин'],
  ['sailor', 'collector', 'Sailor', 'Моряк'],
  ['lighthouse', 'multiplier', 'Lighthouse', 'Маяк'],
  ['shoal', 'multiplier', 'Shoal of fish', 'Косяк рыб'],
  ['colony', 'multiplier', 'Penguin colony', 'Колония пингвинов'],
  ['captain', 'multiplier', 'Captain', 'Капитан'],
  ['jellyfish', 'duo', 'Jellyfish', 'Медуза'],
  ['lobster', 'duo', 'Lobster', 'Омар'],
  ['cast', 'multiplier', 'Cast of crabs', 'Стая крабов'],
  ['starfish', 'special', 'Starfish', 'Морская звезда'],
  ['seahorse', 'special', 'Seahorse', 'Морской конёк'],
].map(([id, kind, en, ru]) => ({ id, name: { en, ru }, kind }));

const TYPE_BY_ID = Object.fromEntries(TYPES.map((t) => [t.id, t]));

// fill: the card's ground; dark: its edge (and a text colour with >= 4.5:1 on white);
// ink: the text colour printed on `fill` (>= 4.5:1 on it).
export const COLOURS = {
  white: { fill: '#f4f1e8', dark: '#6d6a62', ink: LINE, name: { en: 'white', ru: 'белый' }, short: { en: 'W', ru: 'Бел' } },
  dark_blue: { fill: '#1f3f93', dark: '#142a66', ink: '#ffffff', name: { en: 'dark blue', ru: 'тёмно-синий' }, short: { en: 'DB', ru: 'ТСин' } },
  light_blue: { fill: '#7fd0f5', dark: '#17637f', ink: LINE, name: { en: 'light blue', ru: 'голубой' }, short: { en: 'LB', ru: 'Гол' } },
  black: { fill: '#25252b', dark: '#0d0d10', ink: '#ffffff', name: { en: 'black', ru: 'чёрный' }, short: { en: 'Bk', ru: 'Чёр' } },
  yellow: { fill: '#f7d635', dark: '#6e5c00', ink: LINE, name: { en: 'yellow', ru: 'жёлтый' }, short: { en: 'Y', ru: 'Жёл' } },
  green: { fill: '#4caf50', dark: '#2b6a2e', ink: LINE, name: { en: 'green', ru: 'зелёный' }, short: { en: 'G', ru: 'Зел' } },
  purple: { fill: '#6f3fae', dark: '#4a2378', ink: '#ffffff', name: { en: 'purple', ru: 'фиолетовый' }, short: { en: 'Pu', ru: 'Фил' } },
  grey: { fill: '#9c9fa8', dark: '#575a63', ink: LINE, name: { en: 'grey', ru: 'серый' }, short: { en: 'Gy', ru: 'Сер' } },
  light_orange: { fill: '#fcc99b', dark: '#8a4b12', ink: LINE, name: { en: 'light orange', ru: 'светло-оранжевый' }, short: { en: 'LO', ru: 'СОр' } },
  pink: { fill: '#f59ac6', dark: '#a02f66', ink: LINE, name: { en: 'pink', ru: 'розовый' }, short: { en: 'Pk', ru: 'Роз' } },
  orange: { fill: '#ee6a12', dark: '#8f3a00', ink: LINE, name: { en: 'orange', ru: 'оранжевый' }, short: { en: 'O', ru: 'Ор' } },
};

export const EVENTS = [
  ['hermit_crab', 'Hermit Crab', 'Рак-отшельник'],
  ['sunfish', 'Sunfish', 'Рыба-луна'],
  ['water_rodeo', 'Water Rodeo', 'Водное родео'],
  ['shell_dance', 'Dance of the Shells', 'Танец ракушек'],
  ['kraken', 'Kraken', 'Кракен'],
  ['tornado', 'Tornado', 'Смерч'],
  ['mermaid_dance', 'Dance of the Mermaids', 'Танец русалок'],
  ['treasure_chest', 'Treasure Chest', 'Сундук с сокровищами'],
  ['diodon', 'Diodon Fish', 'Рыба-ёж'],
  ['angelfish', 'Angelfish', 'Рыба-ангел'],
  ['dolphins', 'Dolphins', 'Дельфины'],
  ['coral_reef', 'Coral Reef', 'Коралловый риф'],
].map(([key, en, ru]) => ({ key, name: { en, ru } }));

// ---------------------------------------------------------------- text

/** A rough width of `str` in bold system-ui at `size`, fitted to a wide font (DejaVu Sans Bold) and
 * a little generous, so text never overflows. */
function textWidth(str, size) {
  let w = 0;
  for (const ch of str) {
    if (" .,'ilj!|".includes(ch)) w += 0.36;
    else if ('-ftrI()'.includes(ch)) w += 0.48;
    else if ('mwMWшщжюыфМШЩЖЮЫФ'.includes(ch)) w += 1.0;
    else if (ch !== ch.toLowerCase()) w += 0.78;
    else if (/[а-яё]/.test(ch)) w += 0.7;
    else w += 0.68;
  }
  return w * size * 1.03;
}

/** Centred bold text at (x, y), squeezed to `max` wide if it would not fit. */
function label(str, x, y, size, fill, max) {
  const squeeze = textWidth(str, size) > max;
  return s('text', {
    x, y, fill, 'font-size': size, 'font-family': FONT, 'font-weight': 700, 'text-anchor': 'middle',
    textLength: squeeze ? max : null, lengthAdjust: squeeze ? 'spacingAndGlyphs' : null,
  }, str);
}

/** Words of `str` in at most two lines of `max` wide. */
function wrap(str, size, max) {
  if (textWidth(str, size) <= max) return [str];
  const words = str.split(' ');
  let best = [str];
  let bestW = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const w = Math.max(textWidth(a, size), textWidth(b, size));
    if (w < bestW) { best = [a, b]; bestW = w; }
  }
  return best;
}

function titled(svg, title) {
  if (title) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', title);
    svg.prepend(s('title', {}, title));
  } else svg.setAttribute('aria-hidden', 'true');
  return svg;
}

// ---------------------------------------------------------------- the folding kit
// A drawing is a function of a "pen" `d`; it is called twice: once for the halo (every part a
// thick dark stroke), once for the paper itself.
//   d.p(path, fill)       a part, with an outline
//   d.c(cx, cy, r, fill)  a round part, with an outline
//   d.l(path, w, colour)  a strip of paper `w` wide (legs, arms, tentacles), with an outline
//   d.f(path, fill)       a facet inside a part (paper layer only)
//   d.k(path, w, colour, dash) a crease or a detail line (paper layer only)
//   d.dot(cx, cy, r, fill) a dark dot (eyes; paper layer only)
//   d.g(transform, scale, parts) a group, the halo kept about as thick at any scale
const HALO = 3.4;
const CREASE = 0.7;

function pen(halo, hw) {
  return {
    p: (d, fill = PAPER) => s('path', { d, fill: halo ? LINE : fill }),
    c: (cx, cy, r, fill = PAPER) => s('circle', { cx, cy, r, fill: halo ? LINE : fill }),
    l: (d, w, colour = PAPER) => s('path', {
      d, fill: 'none', stroke: halo ? LINE : colour, 'stroke-width': halo ? w + hw : w,
    }),
    f: (d, fill = SHADE) => (halo ? null : s('path', { d, fill })),
    k: (d, w = CREASE, colour = LINE, dash = null) => (halo ? null : s('path', {
      d, fill: 'none', stroke: colour, 'stroke-width': w, 'stroke-dasharray': dash, 'stroke-linecap': dash ? 'butt' : null,
    })),
    dot: (cx, cy, r, fill = LINE) => (halo ? null : s('circle', { cx, cy, r, fill, stroke: 'none' })),
    g: (transform, scale, parts) => s('g', { transform, 'stroke-width': (halo ? hw : CREASE) / scale }, parts),
  };
}

/** The two layers of a drawing, ready to put on a card; `hw` the halo's width. */
function fold(draw, hw = HALO) {
  const common = { stroke: LINE, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  return [
    s('g', { ...common, 'stroke-width': hw, fill: LINE }, draw(pen(true, hw))),
    s('g', { ...common, 'stroke-width': CREASE }, draw(pen(false, hw))),
  ];
}

const eye = (d, x, y, r = 2.3) => [d.c(x, y, r), d.dot(x + 0.3, y + 0.2, r * 0.52)];
const smile = (d, x, y, w = 3) => d.k(`M${x - w} ${y}Q${x} ${y + w * 0.7} ${x + w} ${y}`, 0.9);

// ---------------------------------------------------------------- the creatures
// Each fits the box x 4..60, y 14..63 of a card.
const ART = {
  crab: (d) => [
    d.l('M21 46L12 50L9 57M22 49.5L15 55.5L14 61M43 46L52 50L55 57M42 49.5L49 55.5L50 61', 2.2),
    d.l('M22 40L15 33M42 40L49 33', 2.8),
    d.p('M15 36L8 30L9 20L14 27L18 22L19 31Z'), d.f('M15 36L8 30L9 20L14 27Z'),
    d.p('M49 36L56 30L55 20L50 27L46 22L45 31Z'), d.f('M49 36L56 30L55 20L50 27Z'),
    d.l('M28 37L27 31M36 37L37 31', 1.6),
    eye(d, 27, 30), eye(d, 37, 30),
    d.p('M16 43L23 35L41 35L48 43L42 52L22 52Z'), d.f('M16 43L48 43L42 52L22 52Z'),
    d.k('M23 35L27 43M41 35L37 43'), smile(d, 32, 46),
  ],
  boat: (d) => [
    d.l('M32 22L32 13', 1.4), d.p('M32 13L40 15.5L32 18Z', RED),
    d.p('M19 45L32 20L45 45Z'), d.f('M32 20L45 45L32 45Z'),
    d.p('M5 44L59 44L49 59L15 59Z'), d.f('M5 44L19 44L15 59Z'), d.f('M59 44L45 44L49 59Z'),
    d.k('M19 44L15 59M45 44L49 59'),
    d.p('M6 61L14 58L22 61L30 58L38 61L46 58L54 61L58 59L58 63L6 63Z', WATER),
  ],
  fish: (d) => [
    d.p('M24 29L33 21L38 31Z'), d.f('M33 21L38 31L30 29Z'),
    d.p('M43 40L57 29L53.5 40L57 51Z'), d.f('M43 40L53.5 40L57 51Z'),
    d.p('M7 40L24 28L41 32L46 40L41 48L24 52Z'), d.f('M7 40L46 40L41 48L24 52Z'),
    d.p('M26 47L32 56L35 48Z'),
    d.k('M19 32L23 40L19 48'), eye(d, 14.5, 37), smile(d, 10.5, 42.5, 1.6),
  ],
  swimmer: (d) => {
    const back = 'M14 48A18 6.5 0 0 1 50 48';
    const front = 'M14 48A18 6.5 0 0 0 50 48';
    return [
      d.l(back, 5.5), d.k(back, 5.5, RED, '4.6 4.6'),
      d.p('M22 53L23 40L32 36L41 40L42 53Z'), d.f('M32 36L41 40L42 53L32 53Z'),
      d.l('M40 40L47 33L48 24', 3.2), d.c(48.3, 22, 2.7),
      d.l('M24 41L17 48', 3.2),
      d.c(32, 28.5, 7.5), d.p('M24.4 27.5L26 22.5L32 20.5L38 22.5L39.6 27.5Z', RED),
      d.dot(29.2, 30, 1.1), d.dot(34.8, 30, 1.1), smile(d, 32, 32.8, 2),
      d.k(front, 7.2), d.k(front, 5.5, PAPER), d.k(front, 5.5, RED, '4.6 4.6'),
      d.p('M3 55L9 51L15 55L21 51L27 55L33 51L39 55L45 51L51 55L57 51L61 54L61 62L3 62Z', WATER),
      d.f('M3 58.5L61 58.5L61 62L3 62Z', '#8cc3dc'),
    ];
  },
  shark: (d) => [
    d.p('M25 35L33 15L39 34Z'), d.f('M33 15L39 34L31 34Z', DEEP),
    d.p('M13 40L4 25L8.5 40L5 55Z'), d.f('M13 40L8.5 40L5 55Z', DEEP),
    d.p('M9 40L22 33L44 31.5L59 39L51 44L40 47L22 47Z'), d.f('M9 40L22 33L44 31.5L59 39Z', SHADE),
    d.k('M41 44L45 42L47 44.5L49 42.5L51 44', 0.9),
    d.p('M29 45L24 55L37 46Z'), d.f('M29 45L24 55L31 45.5Z', DEEP),
    d.k('M38 35.5L37 41.5M35 36L34 42'), d.dot(50, 37, 1.4),
  ],
  mermaid: (d) => [
    d.p('M21 29L23 19L31 15L39 19L41 29L43 42L19 42Z', '#f0894e'), d.f('M31 15L39 19L41 29L43 42L36 42Z', '#d9692f'),
    d.l('M26 35L20 43M36 35L42 43', 2.6),
    d.p('M25 33L37 33L39 44L23 44Z'),
    d.c(31, 25, 6.2), d.p('M24.5 24L27 19L35 18.5L37.5 24L33 21Z', '#f0894e'),
    d.dot(28.6, 26, 1), d.dot(33.4, 26, 1), smile(d, 31, 28.3, 1.5),
    d.p('M23 44L39 44L43 51L49 54L39 58L30 52Z', '#5fbfae'), d.f('M31 44L39 44L43 51L49 54L40 55L35 51Z', '#3f9f8f'),
    d.p('M46 53L59 46L55.5 54L59 62L49 57Z', '#5fbfae'), d.f('M49 55L55.5 54L59 62L49 57Z', '#3f9f8f'),
    d.k('M27 47Q29 49 31 47Q33 49 35 47M29 51Q31 53 33 51Q35 53 37 51'),
  ],
  shell: (d) => {
    const rim = [[8, 43], [10, 31], [17, 22], [25, 18], [32, 17], [39, 18], [47, 22], [54, 31], [56, 43]];
    const fan = `M32 60${rim.map(([x, y]) => `L${x} ${y}`).join('')}Z`;
    return [
      d.p(fan),
      rim.slice(0, -1).map(([x, y], i) => (i % 2 ? d.f(`M32 60L${x} ${y}L${rim[i + 1][0]} ${rim[i + 1][1]}Z`) : null)),
      rim.slice(1, -1).map(([x, y]) => d.k(`M32 60L${x} ${y}`)),
      d.p('M23 63L27 56L37 56L41 63Z'), d.f('M32 56L37 56L41 63L32 63Z'),
    ];
  },
  octopus: (d) => [
    d.l('M23 42Q13 46 12 53Q11 60 17 58M28 44Q25 53 21 56Q18 60 22 61M36 44Q39 53 43 56Q46 60 42 61M41 42Q51 46 52 53Q53 60 47 58M32 45L32 55Q32 60 35 59', 3.4),
    d.p('M17 39L19 26L25 18L39 18L45 26L47 39L41 45L23 45Z'), d.f('M32 18L39 18L45 26L47 39L41 45L32 45Z'),
    d.k('M32 18L32 45'),
    eye(d, 26.5, 32, 3), eye(d, 37.5, 32, 3), smile(d, 32, 38, 2.2),
  ],
  penguin: (d) => [
    d.p('M25 58L21 63L30 63Z', '#f39a2b'), d.p('M39 58L43 63L34 63Z', '#f39a2b'),
    d.p('M21 33L12 47L21 44Z', '#343a4e'), d.p('M43 33L52 47L43 44Z', '#343a4e'),
    d.p('M32 16L42 23L45 42L41 58L23 58L19 42L22 23Z', '#343a4e'),
    d.p('M32 26L39 33L41 47L37 56L27 56L23 47L25 33Z'), d.f('M32 26L39 33L41 47L37 56L32 56Z'),
    d.c(27.5, 24, 2.4), d.c(36.5, 24, 2.4), d.dot(27.8, 24.3, 1.2), d.dot(36.2, 24.3, 1.2),
    d.p('M29.5 27.5L34.5 27.5L32 32Z', '#f39a2b'),
  ],
  sailor: (d) => [
    d.p('M13 63L17 49L32 45L47 49L51 63Z'), d.f('M32 45L47 49L51 63L32 63Z'),
    d.k('M15.5 54L48.5 54M14.3 58.5L49.7 58.5', 1.6, NAVY),
    d.p('M22 47L32 57L42 47L37 46L32 50L27 46Z', NAVY), d.p('M29 52L35 52L32 58Z', RED),
    d.c(32, 36, 8.5), d.dot(29, 36, 1.1), d.dot(35, 36, 1.1), smile(d, 32, 39.5, 2),
    d.p('M20 29L24 21L40 21L44 29L32 31Z'), d.f('M32 21L40 21L44 29L32 31Z'),
    d.p('M21.5 28L42.5 28L42 31.5L22 31.5Z', NAVY),
    d.c(32, 18.5, 2.8, RED),
  ],
  lighthouse: (d) => [
    d.k('M37 20L58 14M37 23L58 29', 1, '#c9a300'), d.f('M37 20L58 14L58 29L37 23Z', '#fff3a0'),
    d.k('M27 20L6 14M27 23L6 29', 1, '#c9a300'), d.f('M27 20L6 14L6 29L27 23Z', '#fff3a0'),
    d.p('M16 63L21 56L43 56L48 63Z', DEEP),
    d.p('M24 57L27.5 28L36.5 28L40 57Z'), d.f('M32 28L36.5 28L40 57L32 57Z'),
    d.p('M25.4 45L26.2 38.5L37.8 38.5L38.6 45Z', RED), d.p('M24 57L24.8 51L39.2 51L40 57Z', RED),
    d.p('M24 28L40 28L40 25L24 25Z', NAVY),
    d.p('M27 25L27 18L37 18L37 25Z', GOLD), d.k('M32 18L32 25'),
    d.p('M25 18L32 12L39 18Z', RED),
  ],
  shoal: (d) => [
    d.g('translate(-1 9) scale(.48)', 0.48, ART.fish(d)),
    d.g('translate(27 14) scale(.48)', 0.48, ART.fish(d)),
    d.g('translate(3 27) scale(.48)', 0.48, ART.fish(d)),
    d.g('translate(31 33) scale(.48)', 0.48, ART.fish(d)),
  ],
  colony: (d) => [
    d.g('translate(3 7) scale(.56)', 0.56, ART.penguin(d)),
    d.g('translate(26 7) scale(.56)', 0.56, ART.penguin(d)),
    d.g('translate(14.5 27) scale(.56)', 0.56, ART.penguin(d)),
  ],
  captain: (d) => [
    d.p('M12 63L16 50L32 46L48 50L52 63Z', NAVY), d.f('M32 46L48 50L52 63L32 63Z', '#22305a'),
    d.p('M27 47L32 54L37 47Z'), d.dot(32, 57, 1.2, GOLD), d.dot(32, 61, 1.2, GOLD),
    d.c(32, 37, 8.5),
    d.p('M23 38Q24 50 32 50Q40 50 41 38L37 42L27 42Z', SHADE),
    d.dot(29, 35, 1.1), d.dot(35, 35, 1.1), d.k('M29 42.5Q32 41 35 42.5', 1.4),
    d.p('M21 28L23 19L41 19L43 28Z', NAVY), d.f('M32 19L41 19L43 28L32 28Z', '#22305a'),
    d.p('M20 28L44 28L41 32L23 32Z', LINE), d.c(32, 23.5, 2.2, GOLD),
    d.l('M37 45L44 46', 1.6, '#8b5a2b'), d.p('M43 42L47 42L46.5 47L43.5 47Z', '#8b5a2b'),
  ],
  jellyfish: (d) => [
    d.l('M20 38Q16 46 20 52T18 62M44 38Q48 46 44 52T46 62', 1.4),
    d.l('M27 39Q24 48 28 54T26 63M37 39Q40 48 36 54T38 63', 1.4),
    d.l('M32 37Q29 44 33 50T31 59', 3),
    d.p('M13 39L16 27L24 19L40 19L48 27L51 39L44 36L38 40L32 36L26 40L20 36Z'),
    d.f('M24 19L32 19L32 36L26 40L20 36Z'), d.f('M40 19L48 27L51 39L44 36L38 40Z'),
    eye(d, 27.5, 29, 2.2), eye(d, 36.5, 29, 2.2), smile(d, 32, 32.5, 1.5),
  ],
  lobster: (d) => [
    d.l('M30 24Q29 15 24 9M34 24Q35 15 40 9', 0.8),
    d.l('M25 31L18 35M25 35L18 40M39 31L46 35M39 35L46 40', 1.6),
    d.l('M27 27L20 25M37 27L44 25', 2.6),
    d.p('M20 27L12 22L13 12L17 18L20 11L23 20Z'), d.f('M20 27L12 22L13 12L17 18Z'),
    d.p('M44 27L52 22L51 12L47 18L44 11L41 20Z'), d.f('M44 27L52 22L51 12L47 18Z'),
    d.p('M26 25L38 25L40 39L24 39Z'), d.f('M32 25L38 25L40 39L32 39Z'),
    d.p('M25 39L39 39L37.5 44L26.5 44Z'), d.p('M26.5 44L37.5 44L36.5 49L27.5 49Z'), d.f('M32 44L37.5 44L36.5 49L32 49Z'),
    d.p('M27.5 49L36.5 49L35.5 54L28.5 54Z'),
    d.p('M28.5 54L35.5 54L43 62L32 59L21 62Z'), d.f('M32 54L35.5 54L43 62L32 59Z'),
    eye(d, 29, 28, 1.7), eye(d, 35, 28, 1.7),
  ],
  cast: (d) => [
    d.g('translate(3 8) scale(.5)', 0.5, ART.crab(d)),
    d.g('translate(29 8) scale(.5)', 0.5, ART.crab(d)),
    d.g('translate(16 30) scale(.5)', 0.5, ART.crab(d)),
  ],
  starfish: (d) => {
    const pt = (r, k) => {
      const a = (-90 + k * 36) * Math.PI / 180;
      return `${(32 + r * Math.cos(a)).toFixed(1)} ${(40 + r * Math.sin(a)).toFixed(1)}`;
    };
    const star = Array.from({ length: 10 }, (_, k) => `${k ? 'L' : 'M'}${pt(k % 2 ? 9.5 : 24, k)}`).join('') + 'Z';
    return [
      d.p(star),
      [0, 2, 4, 6, 8].map((k) => d.f(`M32 40L${pt(24, k)}L${pt(9.5, k + 1)}Z`)),
      [0, 2, 4, 6, 8].map((k) => d.k(`M32 40L${pt(24, k)}`)),
      d.dot(29, 38, 1.1), d.dot(35, 38, 1.1), smile(d, 32, 41.5, 2),
    ];
  },
  seahorse: (d) => [
    d.p('M38 31L47 35L39 42Z'), d.f('M38 31L47 35L41 37Z'),
    d.l('M33 53Q34 61 40 61Q46 61 45 55.5Q44 51 39.5 53', 3.6),
    d.p('M13 23L24 20.5L28 15L30 10L32 14L34 10L36 15L40 20L40 28L36 34L40 41L38 50L32 56L27 49L26 41L29 35L26 30L24 26L13 26Z'),
    d.f('M36 34L40 41L38 50L32 56L33 46L31 38Z'),
    d.k('M28.5 38L33 39M28 43L33 44M29 48L33.5 48.5'),
    eye(d, 31, 21, 2),
  ],
};

// ---------------------------------------------------------------- score marks
// A paper badge in the top-left corner: duo two small cards, collector three dots, multiplier ×,
// mermaid a star, special a plus.
const MARKS = {
  duo: () => [
    s('rect', { x: 5.4, y: 6.8, width: 4.2, height: 6.2, rx: 0.8, fill: LINE, transform: 'rotate(-12 7.5 10)' }),
    s('rect', { x: 10.4, y: 6.8, width: 4.2, height: 6.2, rx: 0.8, fill: LINE, transform: 'rotate(12 12.5 10)' }),
  ],
  collector: () => [7, 10, 13].map((x) => s('circle', { cx: x, cy: 10, r: 1.25, fill: LINE })),
  multiplier: () => [s('path', { d: 'M7.3 7.3L12.7 12.7M12.7 7.3L7.3 12.7', stroke: LINE, 'stroke-width': 1.8, 'stroke-linecap': 'round' })],
  mermaid: () => [s('path', { d: 'M10 5.6L11.3 8.4L14.3 8.7L12 10.7L12.7 13.7L10 12.1L7.3 13.7L8 10.7L5.7 8.7L8.7 8.4Z', fill: LINE })],
  special: () => [s('path', { d: 'M10 6.6L10 13.4M6.6 10L13.4 10', stroke: LINE, 'stroke-width': 2, 'stroke-linecap': 'round' })],
};

function badge(kind) {
  return [s('circle', { cx: 10, cy: 10, r: 6.3, fill: PAPER, stroke: LINE, 'stroke-width': 1.2 }), MARKS[kind]()];
}

// ---------------------------------------------------------------- cards

/** Light folded-paper waves across the lower part of a card. */
function waves(y, opacity) {
  const row = (y0) => `M2 ${y0 + 4}L10 ${y0}L18 ${y0 + 4}L26 ${y0}L34 ${y0 + 4}L42 ${y0}L50 ${y0 + 4}L58 ${y0}L62 ${y0 + 2}L62 ${y0 + 9}L2 ${y0 + 9}Z`;
  return [s('path', { d: row(y), fill: '#fff', 'fill-opacity': opacity }), s('path', { d: row(y + 6), fill: '#fff', 'fill-opacity': opacity })];
}

/** A paper ribbon across the card, y0..y0+h, with folded tails. */
function ribbon(y0, h) {
  const y1 = y0 + h;
  return [
    s('path', { d: `M5 ${y0 + 2}L1.2 ${y0 + 2}L3.4 ${y1 - 0.5}L1.2 ${y1 + 2}L7 ${y1 + 2}Z`, fill: SHADE, stroke: LINE, 'stroke-width': 1, 'stroke-linejoin': 'round' }),
    s('path', { d: `M59 ${y0 + 2}L62.8 ${y0 + 2}L60.6 ${y1 - 0.5}L62.8 ${y1 + 2}L57 ${y1 + 2}Z`, fill: SHADE, stroke: LINE, 'stroke-width': 1, 'stroke-linejoin': 'round' }),
    s('path', { d: `M5 ${y1}L7 ${y1 + 2}L7 ${y1}ZM59 ${y1}L57 ${y1 + 2}L57 ${y1}Z`, fill: DEEP, stroke: LINE, 'stroke-width': 0.8, 'stroke-linejoin': 'round' }),
    s('rect', { x: 5, y: y0, width: 54, height: h, fill: PAPER, stroke: LINE, 'stroke-width': 1.1 }),
  ];
}

function blank(cls) {
  return s('svg', { class: cls, viewBox: `0 0 ${CARD_W} ${CARD_H}` },
    s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#fff', stroke: '#b8bccb', 'stroke-width': 2 }));
}

/** The face of `card` = {type, colour} as an <svg> (64 × 90, portrait). */
export function cardFace(card, { lang = 'en', title } = {}) {
  const type = TYPE_BY_ID[card?.type];
  const col = COLOURS[card?.colour];
  if (!type || !col) return titled(blank('ssp-card'), title);
  const L = lang === 'ru' ? 'ru' : 'en';
  const colourName = col.name[L];
  const nameFits = textWidth(colourName, 6.5) <= 58 / 0.72; // squeezed a little if need be
  const typeName = type.name[L];
  const size = textWidth(typeName, 7.3) > 52 ? 6.5 : 7.3;
  const lines = textWidth(typeName, size) > 52 / 0.8 ? wrap(typeName, size, 52) : [typeName];
  const y0 = lines.length > 1 ? 61 : 64.5;
  const svg = s('svg', {
    class: 'ssp-card', viewBox: `0 0 ${CARD_W} ${CARD_H}`, 'data-type': type.id, 'data-colour': card.colour,
  },
  s('g', {},
    s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: col.fill, stroke: col.dark, 'stroke-width': 2 }),
    waves(50, 0.22),
    fold(ART[type.id]),
    badge(type.kind),
    label(col.short[L], 53, 13, 8, col.ink, 18),
    ribbon(y0, lines.length > 1 ? 16.5 : 11),
    lines.map((t, i) => label(t, 32, y0 + (lines.length > 1 ? 7.6 : 8.2) + i * 7, size, LINE, 52)),
    label(nameFits ? colourName : col.short[L], 32, 85.2, 6.5, col.ink, 58)));
  return titled(svg, title);
}

/** The back of a card (the draw pile, the other players' hands): rows of folded paper waves. */
export function cardBack({ title } = {}) {
  const tones = ['#2a5f9e', '#3a78b8', '#4f91cc', '#3a78b8'];
  const rows = [];
  for (let i = 0; i < 9; i++) {
    const y = 4 + i * 9.2;
    const x0 = i % 2 ? 4 : -3;
    let d = `M4 ${y + 4}`;
    for (let x = x0; x < 60; x += 14) d += `L${Math.max(4, x)} ${y + 4}L${Math.min(60, Math.max(4, x + 7))} ${Math.max(4, x + 7) > 60 ? y + 4 : y}`;
    d += `L60 ${y + 4}L60 ${Math.min(86, y + 14)}L4 ${Math.min(86, y + 14)}Z`;
    rows.push(s('path', { d, fill: tones[i % 4], stroke: '#1b3d66', 'stroke-width': 0.8, 'stroke-linejoin': 'round' }));
  }
  const svg = s('svg', { class: 'ssp-back', viewBox: `0 0 ${CARD_W} ${CARD_H}` },
    s('g', {},
      s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#1d4a80', stroke: '#12305a', 'stroke-width': 2 }),
      rows,
      s('rect', { x: 4, y: 4, width: 56, height: 82, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.5, 'stroke-width': 1 }),
      s('circle', { cx: 32, cy: 45, r: 15, fill: '#f4f1e8', stroke: '#12305a', 'stroke-width': 1.6 }),
      s('g', { transform: 'translate(16.6 27) scale(.48)' }, fold(ART.boat))));
  return titled(svg, title);
}

/** A small chip (30 × 20) for log lines: the type's silhouette and a swatch with the colour's code. */
export function cardChip(card, { lang = 'en' } = {}) {
  const type = TYPE_BY_ID[card?.type];
  const col = COLOURS[card?.colour];
  const L = lang === 'ru' ? 'ru' : 'en';
  const svg = s('svg', {
    class: 'ssp-chip', viewBox: '0 0 30 20', width: 30, height: 20, 'aria-hidden': 'true',
    style: { verticalAlign: '-0.3em', display: 'inline-block' },
  });
  if (!type || !col) return svg;
  svg.dataset.type = type.id;
  svg.dataset.colour = card.colour;
  svg.append(
    s('rect', { x: 0.6, y: 0.6, width: 28.8, height: 18.8, rx: 3.5, fill: '#f7f4ec', stroke: LINE, 'stroke-width': 1.2 }),
    s('path', { d: 'M16 0.6L26 0.6Q29.4 0.6 29.4 4L29.4 16Q29.4 19.4 26 19.4L16 19.4Z', fill: col.fill, stroke: LINE, 'stroke-width': 1.2 }),
    s('g', { transform: 'translate(-0.4 0.2) scale(.27)' }, fold(ART[type.id], 6.5)),
    label(col.short[L], 22.7, 12.4, 6.5, col.ink, 12));
  return svg;
}

// ---------------------------------------------------------------- events (the Extra Pepper cards)
// Each fits the box x 4..60, y 16..62.
const EVENT_ART = {
  hermit_crab: (d) => [
    d.l('M24 52L15 57M26 55L19 61', 2),
    d.p('M22 58L30 27L42 17L55 28L57 49L47 60Z'), d.f('M30 27L42 17L55 28L44 36Z'), d.f('M57 49L47 60L40 48Z'),
    d.k('M44 36L40 48L22 58M44 36Q48 30 44 27Q39 25 38 31', 0.9),
    d.l('M24 48L16 41', 2.6), d.p('M17 43L9 38L10 29L14 35L18 30L20 38Z'), d.f('M17 43L9 38L10 29L14 35Z'),
    d.l('M27 50L24 44M30 49L30 43', 1.4), eye(d, 23.5, 43, 2), eye(d, 30, 42, 2),
  ],
  sunfish: (d) => [
    d.c(46, 22, 7, GOLD), d.k('M46 11L46 13M57 22L55 22M54 14L52.5 15.5M54 30L52.5 28.5', 1.4, '#c9a300'),
    d.p('M33 29L36 12L43 30Z'), d.p('M33 51L36 63L43 50Z'),
    d.p('M42 31L50 34L50 46L42 49Z'), d.f('M46 32.5L50 34L50 46L46 47.5Z'),
    d.p('M9 40L14 29L26 24L38 27L44 40L38 53L26 56L14 51Z'), d.f('M9 40L44 40L38 53L26 56L14 51Z'),
    eye(d, 17, 36, 2.4), d.c(11.5, 42, 1.3, LINE), d.k('M21 31Q25 40 21 49'),
  ],
  water_rodeo: (d) => [
    d.k('M40 18Q52 13 54 19Q55 25 44 24Q38 23 40 18Z', 1.2, '#8b5a2b'), d.k('M40 21Q35 26 29 27', 1.2, '#8b5a2b'),
    d.g('translate(0 6)', 1, ART.fish(d)),
    d.p('M14 30L17 21L27 21L29 30Z', '#b8742f'), d.f('M22 21L27 21L29 30L22 30Z', '#925617'),
    d.p('M8 31Q20 35 34 28L35 31Q20 38 8 34Z', '#b8742f'),
    d.p('M3 58L9 53L15 58L21 53L27 58L33 53L39 58L45 53L51 58L57 53L61 57L61 63L3 63Z', WATER),
  ],
  shell_dance: (d) => [
    d.g('rotate(-16 18 44) translate(1 16) scale(.55)', 0.55, ART.shell(d)),
    d.g('rotate(16 46 44) translate(29 16) scale(.55)', 0.55, ART.shell(d)),
    d.k('M30 22L30 14L36 12L36 20', 1.2), d.dot(28.6, 22, 1.8), d.dot(34.6, 20, 1.8),
    d.k('M14 18L14 12', 1.2), d.dot(12.6, 18, 1.6), d.k('M50 58L50 52', 1.2), d.dot(48.6, 58, 1.6),
  ],
  kraken: (d) => [
    d.g('translate(17 3) scale(.47)', 0.47, ART.boat(d)),
    d.l('M20 56Q8 50 9 36Q10 26 17 27Q22 29 18 33', 4.6, '#c9a3e0'),
    d.l('M44 56Q56 50 55 36Q54 26 47 27Q42 29 46 33', 4.6, '#c9a3e0'),
    d.k('M10.5 44L11.5 44M11 38L12 38M53.5 44L52.5 44M53 38L52 38', 1.6, '#8a5aa8'),
    d.p('M17 60Q17 42 32 42Q47 42 47 60Z', '#c9a3e0'), d.f('M32 42Q47 42 47 60L32 60Z', '#b285cf'),
    eye(d, 26.5, 50, 3), eye(d, 37.5, 50, 3),
    d.p('M3 58L9 53L15 58L21 53L27 58L33 53L39 58L45 53L51 58L57 53L61 57L61 63L3 63Z', WATER),
  ],
  tornado: (d) => [
    d.p('M8 14L56 14L51 22L13 22Z'), d.f('M32 14L56 14L51 22L32 22Z'),
    d.p('M14 22L50 22L44 30L18 30Z', SHADE), d.f('M14 22L32 22L32 30L18 30Z', PAPER),
    d.p('M19 30L45 30L42 38L22 38Z'), d.f('M32 30L45 30L42 38L32 38Z'),
    d.p('M24 38L43 38L40 46L27 46Z', SHADE), d.f('M24 38L33 38L33 46L27 46Z', PAPER),
    d.p('M28 46L40 46L37 54L31 54Z'), d.f('M34 46L40 46L37 54L34 54Z'),
    d.p('M31 54L37 54L34 61Z', SHADE),
    d.g('translate(42 38) rotate(-30) scale(.25)', 0.25, ART.fish(d)),
    d.p('M6 38L11 36L10 41Z'), d.p('M52 54L57 52L56 57Z'),
  ],
  mermaid_dance: (d) => [
    d.g('translate(-5 6) scale(.6)', 0.6, ART.mermaid(d)),
    d.g('translate(69 6) scale(-.6 .6)', 0.6, ART.mermaid(d)),
    d.k('M30 52L30 44L36 42L36 50', 1.2), d.dot(28.6, 52, 1.8), d.dot(34.6, 50, 1.8),
    d.k('M32 22L32 16', 1.2), d.dot(30.6, 22, 1.6),
  ],
  treasure_chest: (d) => [
    d.p('M13 38L17 20L47 20L51 38Z', '#b8742f'), d.f('M32 20L47 20L51 38L32 38Z', '#925617'),
    d.c(24, 36, 4, GOLD), d.c(33, 34, 4, GOLD), d.c(41, 36, 4, GOLD), d.c(28, 39, 3.6, '#f8dc6a'),
    d.p('M11 38L53 38L53 60L11 60Z', '#b8742f'), d.f('M11 38L53 38L53 44L11 44Z', '#925617'),
    d.p('M17 38L21 38L21 60L17 60Z', GOLD), d.p('M43 38L47 38L47 60L43 60Z', GOLD),
    d.p('M29 42L35 42L35 49L29 49Z', GOLD), d.dot(32, 45.5, 1.2),
    d.p('M54 21L56 16L58 21L56 26Z', '#fff7c0'), d.p('M6 26L8 22L10 26L8 30Z', '#fff7c0'),
  ],
  diodon: (d) => {
    const spikes = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * 2 * Math.PI;
      const at = (r, da) => `${(30 + r * Math.cos(a + da)).toFixed(1)} ${(39 + r * Math.sin(a + da)).toFixed(1)}`;
      return d.p(`M${at(15, -0.16)}L${at(22, 0)}L${at(15, 0.16)}Z`);
    });
    return [
      d.p('M45 39L56 31L53 39L56 47Z'), spikes,
      d.c(30, 39, 16), d.f('M14 40A16 16 0 0 0 46 40Z'),
      eye(d, 22, 34, 3), eye(d, 35, 34, 3), d.c(28.5, 45, 2.2, LINE),
      d.p('M38 42L45 46L38 48Z'),
    ];
  },
  angelfish: (d) => [
    d.p('M26 26L44 10L38 33Z'), d.f('M44 10L38 33L33 29Z'),
    d.p('M26 53L44 63L38 46Z'), d.f('M44 63L38 46L33 51Z'),
    d.p('M39 40L55 31L52 40L55 49Z'), d.f('M39 40L52 40L55 49Z'),
    d.p('M10 40L28 22L41 40L28 58Z'), d.f('M10 40L41 40L28 58Z'),
    d.p('M22 31.5L25 28.5L25 51.5L22 48.5Z', NAVY), d.p('M31 25L34 28.5L34 51.5L31 55Z', NAVY),
    eye(d, 17, 37, 2.2),
  ],
  dolphins: (d) => {
    const dolphin = () => [
      d.p('M26 23L24 15L32 22Z'), d.p('M32 31L30 37L36 32Z'),
      d.p('M47 33L41 27Q30 20 18 28L9 41L3 42L8 46L8 51L13 44Q20 33 32 31L42 36Z'),
      d.f('M13 44Q20 33 32 31L42 36L47 33L39 33Q27 30 16 39Z'), d.dot(40.5, 29.5, 1.3),
    ];
    return [
      d.g('translate(1 3) scale(.72)', 0.72, dolphin()),
      d.g('translate(22 20) scale(.72)', 0.72, dolphin()),
      d.p('M3 58L9 53L15 58L21 53L27 58L33 53L39 58L45 53L51 58L57 53L61 57L61 63L3 63Z', WATER),
    ];
  },
  coral_reef: (d) => [
    d.l('M22 58L22 42L14 33L14 22M22 46L30 36L30 26M14 34L8 30M30 38L36 32', 4, '#f28b7d'),
    d.l('M44 58L44 38L52 28L52 18M44 42L38 34L38 24M52 30L57 26', 4, '#b77ed9'),
    d.g('translate(20 2) scale(.32)', 0.32, ART.fish(d)),
    d.p('M6 63L12 56L24 55L30 59L38 55L50 56L58 63Z', DEEP), d.f('M30 59L38 55L50 56L58 63L30 63Z', '#998d73'),
  ],
};

// A little red pepper: the mark of the event cards.
const PEPPER = [
  s('circle', { cx: 10, cy: 10, r: 6.3, fill: PAPER, stroke: LINE, 'stroke-width': 1.2 }),
  s('path', { d: 'M7 9Q10 7.5 12.5 9Q13 13 8.5 14.5Q10 12 7 9Z', fill: RED, stroke: LINE, 'stroke-width': 0.8, 'stroke-linejoin': 'round' }),
  s('path', { d: 'M10 8.2Q10.5 6.2 12.5 6', fill: 'none', stroke: '#3d8b3d', 'stroke-width': 1.2, 'stroke-linecap': 'round' }),
];

/** The face of an Extra Pepper event card (64 × 90) with its name printed. */
export function eventFace(key, { lang = 'en', title } = {}) {
  const ev = EVENTS.find((e) => e.key === key);
  if (!ev) return titled(blank('ssp-event'), title);
  const lines = wrap(ev.name[lang === 'ru' ? 'ru' : 'en'], 6.8, 52);
  const y0 = lines.length > 1 ? 67 : 70;
  const svg = s('svg', { class: 'ssp-event', viewBox: `0 0 ${CARD_W} ${CARD_H}`, 'data-event': key },
    s('g', {},
      s('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#ffe3bd', stroke: '#b4442c', 'stroke-width': 2 }),
      s('rect', { x: 4, y: 4, width: 56, height: 82, rx: 3.5, fill: 'none', stroke: '#b4442c', 'stroke-width': 0.8, 'stroke-dasharray': '2 1.5' }),
      fold(EVENT_ART[key]),
      PEPPER.map((n) => n.cloneNode(true)),
      ribbon(y0, lines.length > 1 ? 17 : 11),
      lines.map((t, i) => label(t, 32, y0 + 7.6 + i * 7.6, 6.8, LINE, 52))));
  return titled(svg, title);
}
