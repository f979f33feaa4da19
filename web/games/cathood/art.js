// Cathood's drawings, our own: the neighbourhood's tiles with their corner slots, the streets between
// them, the cats on the street corners, Houses and Statues in the players' colours, and the cards.
// Colour never stands alone: a shop shows its colour's letter, a slot its own glyph and a name (its
// <title>), a cat, a House and a Statue their seat's number. No ids, <defs> or <use>: a drawing may
// appear more than once on a page.
import { h, s } from '../../dom.js';
import { t } from '../../i18n.js';

export const RESOURCE = { purple: '#6f42c1', orange: '#d9480f', green: '#2b8a3e' }; // white letters pass 4.5:1
export const SEAT = ['#1864ab', '#a61e4d', '#343a40', '#0b7285'];
const INK = '#1d2333';
const STREET = '#d8d2c4';
const FILL = { park: '#d3f0d0', building: '#dfe6f2', block: '#f5ecd9' };
export const TREE = { jacaranda: '#8e5bd6', maple: '#e8590c', birch: '#2f9e44' };

export const T = 100; // a tile's side
export const G = 26; // a street's width
export const M = 22; // the margin around the neighbourhood
export const STEP = T + G;

/** Where street corner (i, j) is drawn. */
export const pointXY = (i, j) => [M + j * STEP, M + i * STEP];
/** The size of the drawing for rows x cols tiles. */
export const boardSize = (rows, cols) => [2 * M + cols * STEP, 2 * M + rows * STEP];

const CORNER = [[0, 0], [0, 1], [1, 1], [1, 0]]; // NW, NE, SE, SW: the corner's point from the tile's (r, c)

/** The centre of a tile's slot at corner q (inside the tile, near that corner). */
export function slotXY(r, c, q) {
  const [x0, y0] = pointXY(r, c);
  const [dy, dx] = CORNER[q];
  const inset = G / 2 + 16;
  return [x0 + (dx ? STEP - inset : inset), y0 + (dy ? STEP - inset : inset)];
}

export const letter = (colour) => t(`cathood.letter.${colour}`);
export const slotName = (code) => t(`cathood.slot.${code}`);

function glyph(code, x, y) {
  switch (code) {
    case 'P': case 'O': case 'G': {
      const colour = { P: 'purple', O: 'orange', G: 'green' }[code];
      return [s('circle', { cx: x, cy: y, r: 12, fill: RESOURCE[colour], stroke: '#fff', 'stroke-width': 1.5 }),
        s('text', { x, y: y + 4.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' }, letter(colour))];
    }
    case 'PS': // a paw in a shop window
      return [s('rect', { x: x - 12, y: y - 12, width: 24, height: 24, rx: 5, fill: '#fff', stroke: INK, 'stroke-width': 1.2 }),
        s('ellipse', { cx: x, cy: y + 3, rx: 5, ry: 4, fill: INK }),
        ...[[-6, -3], [-2, -7], [2, -7], [6, -3]].map(([dx, dy]) => s('circle', { cx: x + dx, cy: y + dy, r: 2, fill: INK }))];
    case 'CO': // a cup
      return [s('circle', { cx: x, cy: y, r: 12, fill: '#fff', stroke: '#7a4b26', 'stroke-width': 1.2 }),
        s('path', { d: `M${x - 6} ${y - 4}h10v6a5 5 0 0 1-10 0z`, fill: '#7a4b26' }),
        s('path', { d: `M${x + 4} ${y - 2}a3 3 0 0 1 0 5`, fill: 'none', stroke: '#7a4b26', 'stroke-width': 1.6 })];
    case 'DG': // a dog's head
      return [s('circle', { cx: x, cy: y, r: 12, fill: '#fff', stroke: '#8d5524', 'stroke-width': 1.2 }),
        s('ellipse', { cx: x, cy: y + 1, rx: 6, ry: 5.5, fill: '#b07a3e' }),
        s('ellipse', { cx: x - 6, cy: y - 2, rx: 2.5, ry: 5, fill: '#6b3f17' }),
        s('ellipse', { cx: x + 6, cy: y - 2, rx: 2.5, ry: 5, fill: '#6b3f17' }),
        s('circle', { cx: x, cy: y + 3, r: 1.6, fill: INK })];
    case 'BE': // a bee
      return [s('circle', { cx: x, cy: y, r: 12, fill: '#fff', stroke: '#b08900', 'stroke-width': 1.2 }),
        s('ellipse', { cx: x - 3, cy: y - 6, rx: 3.5, ry: 2.5, fill: '#cfe8ff', stroke: '#4a6b8a', 'stroke-width': 0.6 }),
        s('ellipse', { cx: x + 3, cy: y - 6, rx: 3.5, ry: 2.5, fill: '#cfe8ff', stroke: '#4a6b8a', 'stroke-width': 0.6 }),
        s('ellipse', { cx: x, cy: y + 1, rx: 7, ry: 5, fill: '#f2c200' }),
        s('path', { d: `M${x - 2} ${y - 3.5}v9M${x + 2.5} ${y - 3.5}v9`, stroke: INK, 'stroke-width': 1.8 })];
    case 'E': // a garden gate
      return [s('path', { d: `M${x - 10} ${y + 10}v-10a10 10 0 0 1 20 0v10z`, fill: '#fff', stroke: '#2b8a3e', 'stroke-width': 1.5 }),
        s('path', { d: `M${x - 5} ${y + 10}v-9M${x} ${y + 10}v-11M${x + 5} ${y + 10}v-9`, stroke: '#2b8a3e', 'stroke-width': 1.4 })];
    default:
      return [];
  }
}

/** A House in a seat's colour, with the seat's number. */
export function house(x, y, seat, size = 1) {
  const w = 9 * size;
  return s('g', { class: 'ch-house', 'data-seat': String(seat) },
    s('path', { d: `M${x - w} ${y + w}v-${w}l${w} -${w}l${w} ${w}v${w}z`, fill: SEAT[seat], stroke: '#fff', 'stroke-width': 1 }),
    s('text', { x, y: y + w - 1.5, 'text-anchor': 'middle', 'font-size': 8 * size, 'font-weight': 700, fill: '#fff' }, String(seat + 1)));
}

/** A Statue in a seat's colour, with the seat's number; a star above the first one of a park. */
export function statue(x, y, seat, first) {
  return s('g', { class: 'ch-statue', 'data-seat': String(seat) },
    s('rect', { x: x - 7, y: y - 6, width: 14, height: 16, rx: 2, fill: SEAT[seat], stroke: '#fff', 'stroke-width': 1 }),
    s('circle', { cx: x, cy: y - 10, r: 5, fill: SEAT[seat], stroke: '#fff', 'stroke-width': 1 }),
    s('text', { x, y: y + 6, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, fill: '#fff' }, String(seat + 1)),
    first ? s('path', { d: `M${x + 9} ${y - 16}l1.8 3.6 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z`, fill: '#f2c200', stroke: INK, 'stroke-width': 0.5 }) : null);
}

/** A cat on a street corner: a head with ears in its seat's colour and the seat's number. */
export function catMark(x, y, seat, { active = false } = {}) {
  const c = SEAT[seat];
  return s('g', { class: ['ch-cat', active && 'active'], 'data-seat': String(seat) },
    active ? s('circle', { cx: x, cy: y, r: 19, fill: 'none', stroke: '#f2c200', 'stroke-width': 3 }) : null,
    s('path', { d: `M${x - 12} ${y - 4}l2 -12 7 7zM${x + 12} ${y - 4}l-2 -12 -7 7z`, fill: c, stroke: '#fff', 'stroke-width': 1 }),
    s('circle', { cx: x, cy: y + 1, r: 12, fill: c, stroke: '#fff', 'stroke-width': 1.5 }),
    s('text', { x, y: y + 5.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' }, String(seat + 1)));
}

function treeMark(x, y, tree) {
  return [s('rect', { x: x - 2.5, y: y + 4, width: 5, height: 12, fill: '#7a4b26' }),
    s('circle', { cx: x, cy: y - 2, r: 14, fill: TREE[tree], opacity: 0.9 })];
}

/**
 * One tile of the view's board at (r, c): its ground, its slots at their corners, a park's tree and
 * Statues, a Building's Houses, a Pet Shop's House. `name` is the tile's name for a screen reader.
 */
export function tileArt(tile, r, c, info) {
  const [x0, y0] = pointXY(r, c);
  const x = x0 + G / 2;
  const y = y0 + G / 2;
  const kind = info.kind;
  const cx = x + T / 2;
  const cy = y + T / 2;
  const parts = [s('rect', { x, y, width: T, height: T, rx: 8, fill: FILL[kind], stroke: '#9c927d', 'stroke-width': 1 })];
  if (kind === 'park') parts.push(...treeMark(cx, cy - 6, info.tree));
  if (kind === 'building') {
    parts.push(s('path', { d: `M${cx - 22} ${cy + 14}v-18l22 -16 22 16v18z`, fill: '#fff', stroke: '#5c6b80', 'stroke-width': 1.5 }));
    tile.houses.forEach((seat, k) => parts.push(house(cx - 16 + (k % 4) * 11, cy - (k < 4 ? 0 : -14) + 2, seat, 0.8)));
  }
  tile.slots.forEach((code, q) => {
    const [sx, sy] = slotXY(r, c, q);
    parts.push(...glyph(code, sx, sy));
    if (code === 'PS' && tile.pet !== null && tile.pet !== undefined) parts.push(house(sx, sy - 1, tile.pet, 0.9));
  });
  if (kind === 'park') tile.statues.forEach((seat, k) => parts.push(statue(cx - 18 + k * 12, cy + 24, seat, k === 0)));
  parts.push(s('text', { x: cx, y: y + T - 4, 'text-anchor': 'middle', 'font-size': 9, fill: '#5c5546' }, tile.id));
  return parts;
}

/** The streets: the lattice between the tiles. */
export function streets(rows, cols) {
  const [w, hgt] = boardSize(rows, cols);
  const out = [s('rect', { x: 0, y: 0, width: w, height: hgt, rx: 12, fill: STREET })];
  for (let i = 0; i <= rows; i += 1) {
    for (let j = 0; j <= cols; j += 1) {
      const [x, y] = pointXY(i, j);
      out.push(s('circle', { cx: x, cy: y, r: 3, fill: '#a39b88' }));
    }
  }
  return out;
}

/** A resource chip: its colour, its letter and how many. */
export function resourceChip(colour, n) {
  return h('span', { class: 'ch-res', 'data-colour': colour, title: t(`cathood.colour.${colour}`) },
    h('span', { class: 'ch-res-dot', 'aria-hidden': 'true' }, letter(colour)), ` ${n}`);
}

/** A card's cost: a chip a resource. */
export function costChips(cost) {
  const out = [];
  for (const colour of ['purple', 'orange', 'green']) {
    for (let k = 0; k < (cost[colour] || 0); k += 1) {
      out.push(h('span', { class: 'ch-res-dot', 'data-colour': colour, title: t(`cathood.colour.${colour}`) }, letter(colour)));
    }
  }
  return out;
}

/** A Toy or Building card: its kind, points and cost. */
export function cardFace(id, card) {
  const kind = card.deck === 'toy' ? t(`cathood.toy.${card.type}`) : t('cathood.buildingCard');
  return h('span', { class: ['ch-card-face', `ch-${card.deck}`], 'data-card': id },
    h('span', { class: 'ch-card-kind' }, kind),
    h('span', { class: 'ch-card-points' }, t('cathood.ap', { n: card.points })),
    h('span', { class: 'ch-card-cost', 'aria-label': t('cathood.cost') }, costChips(card.cost)));
}
