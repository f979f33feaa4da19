// KIKAI's drawings, our own: the town (six districts in a row, the corner squares between them, the
// inner squares behind, the central plaza at the back), its streets with their spaces, the flyers on
// them, the fans on the squares, the billboards, and each player's KIKAI in each district. Colours
// never stand alone: a fan and a piece carry their colour's letter, a flyer its seat's letter, a piece
// its part's letter. No ids, <defs> or <use>: a drawing may appear more than once on a page.
import { s } from '../../dom.js';
import { t } from '../../i18n.js';

export const FAN = { red: '#c0302a', green: '#23773b', blue: '#2a66c9' }; // white letters on them pass 4.5:1
export const SEAT = ['#e6b800', '#8a4fd0']; // Yellow, Purple
const INK = '#1d2333';
const STREET = '#b9b3a6';
const PAPER = '#fffdf6';

const DISTRICT_X = [90, 254, 418, 582, 746, 910];
export const W = 1000;
export const H = 690;

/** Where each node of the town sits. */
export const NODES = (() => {
  const out = {};
  ['diner', 'arcade', 'shrine', 'market', 'station', 'parking'].forEach((d, i) => { out[d] = [DISTRICT_X[i], 600]; });
  for (let i = 0; i < 5; i += 1) out[`O${i}`] = [(DISTRICT_X[i] + DISTRICT_X[i + 1]) / 2, 468];
  for (let i = 0; i < 6; i += 1) out[`I${i}`] = [DISTRICT_X[i], 318];
  out.C = [500, 120];
  return out;
})();

/** The line a street follows (the back alley goes round the top of the town). */
function streetPath(a, b) {
  if (a === 'I5' && b === 'I0') return [NODES.I5, [975, 300], [975, 28], [25, 28], [25, 300], NODES.I0];
  return [NODES[a], NODES[b]];
}

/** A point `f` (0..1) of the way along a polyline. */
function along(points, f) {
  const lens = points.slice(1).map((p, i) => Math.hypot(p[0] - points[i][0], p[1] - points[i][1]));
  let d = f * lens.reduce((x, y) => x + y, 0);
  for (let i = 0; i < lens.length; i += 1) {
    if (d <= lens[i] || i === lens.length - 1) {
      const k = lens[i] ? d / lens[i] : 0;
      return [points[i][0] + (points[i + 1][0] - points[i][0]) * k, points[i][1] + (points[i + 1][1] - points[i][1]) * k];
    }
    d -= lens[i];
  }
  return points[points.length - 1];
}

/** Every street space's centre: {space: [x, y]}. */
export function spacePlaces(streets) {
  const out = {};
  for (const [a, b, n] of streets) {
    const pts = streetPath(a, b);
    const trimmed = a === 'I5' ? [0.33, 0.67] : null;
    for (let k = 1; k <= n; k += 1) out[`${a}-${b}#${k}`] = along(pts, trimmed ? trimmed[k - 1] : k / (n + 1));
  }
  return out;
}

const letter = (c) => t(`kikai.letter.${c}`);

/** A fan meeple at (x, y) in its colour, with the colour's letter. */
export function fanShape(x, y, colour, size = 1) {
  const r = 7 * size;
  return s('g', { class: 'kk-fan', 'data-colour': colour },
    s('circle', { cx: x, cy: y - r * 1.25, r: r * 0.7, fill: FAN[colour], stroke: INK, 'stroke-width': 1 }),
    s('path', { d: `M ${x - r} ${y + r} L ${x - r * 0.6} ${y - r * 0.5} L ${x + r * 0.6} ${y - r * 0.5} L ${x + r} ${y + r} Z`, fill: FAN[colour], stroke: INK, 'stroke-width': 1 }),
    s('text', { x, y: y + r * 0.8, 'text-anchor': 'middle', 'font-size': r * 1.45, 'font-weight': 800, fill: '#fff' }, letter(colour)));
}

/** A flyer cube of `seat` at (x, y). */
function flyer(x, y, seat) {
  return s('g', { class: 'kk-flyer', 'data-seat': seat },
    s('rect', { x: x - 11, y: y - 11, width: 22, height: 22, rx: 4, fill: SEAT[seat], stroke: INK, 'stroke-width': 1.5 }),
    s('text', { x, y: y + 5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 800, fill: seat ? '#fff' : INK }, t(`kikai.seatLetter.${seat}`)));
}

function bonusMark(x, y, bonus) {
  const [key, n] = Object.entries(bonus)[0];
  return s('text', { x: x + 15, y: y - 12, 'font-size': 12, 'font-weight': 700, fill: '#6b5a2a' }, t(`kikai.short.${key}`, { n }));
}

/** A piece of a KIKAI: a block in its colour with its part's letter, a fan on it if it holds one. */
export function pieceBlock(x, y, piece, info, { w = 30, hgt = 18 } = {}) {
  const g = s('g', { class: 'kk-piece' });
  g.append(s('rect', { x, y, width: w, height: hgt, rx: 3, fill: FAN[info.colour], stroke: INK, 'stroke-width': 1.2 }),
    s('text', { x: x + w / 2, y: y + hgt * 0.72, 'text-anchor': 'middle', 'font-size': hgt * 0.62, 'font-weight': 800, fill: '#fff' },
      `${t(`kikai.partLetter.${info.part}`)}${letter(info.colour)}`));
  if (piece.fan) g.append(fanShape(x + w + 10, y + hgt / 2 + 1, piece.fan, 1));
  return g;
}

/** Make an SVG node act as a button. */
function clickable(node, label, onClick) {
  node.setAttribute('role', 'button');
  node.setAttribute('tabindex', '0');
  node.setAttribute('aria-label', label);
  node.classList.add('kk-target');
  node.addEventListener('click', onClick);
  node.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onClick(); }
  });
  return node;
}

/**
 * The town. marks: {spaces: {space: {label, onClick}}, squares: {square: {label, onClick}},
 * districts: {district: true}, chain: [space...]}; names: {district: name, square: name}; title.
 */
export function drawTown(view, { marks = {}, names, title }) {
  const R = view.rules;
  const places = spacePlaces(R.streets);
  const clickableMarks = Boolean((marks.spaces && Object.keys(marks.spaces).length) || (marks.squares && Object.keys(marks.squares).length));
  // a picture, or a group of buttons (spaces and squares to click) when it has targets
  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'kk-town', role: clickableMarks ? 'group' : 'img', 'aria-label': title });
  svg.append(s('rect', { x: 0, y: 0, width: W, height: H, rx: 18, fill: '#f1ede2' }));
  for (const [a, b] of R.streets) {
    const pts = streetPath(a, b);
    svg.append(s('polyline', { points: pts.map((p) => p.join(',')).join(' '), fill: 'none', stroke: STREET, 'stroke-width': 16, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
  }
  // squares with their fans and billboards
  for (const [sq, info] of Object.entries(view.squares)) {
    const [x, y] = NODES[sq];
    const r = sq === 'C' ? 58 : sq[0] === 'I' ? 42 : 34;
    const mark = marks.squares && marks.squares[sq];
    const g = s('g', { class: ['kk-square', mark && 'kk-can'].filter(Boolean).join(' '), 'data-square': sq, 'data-zoom': '' });
    g.append(s('circle', { cx: x, cy: y, r, fill: '#e3dccb', stroke: mark ? '#c2410c' : '#8d8471', 'stroke-width': mark ? 4 : 2 }),
      s('text', { x: x - r + 4, y: y - r + 10, 'font-size': 12, 'font-weight': 700, fill: '#5f5646' }, sq));
    const fans = info.fans;
    const per = sq === 'C' ? 3 : fans.length > 2 ? 3 : 2;
    fans.forEach((c, i) => {
      const row = Math.floor(i / per);
      const col = i % per;
      const n = Math.min(per, fans.length - row * per);
      g.append(fanShape(x + (col - (n - 1) / 2) * 22, y + 4 + (row - (Math.ceil(fans.length / per) - 1) / 2) * 28, c));
    });
    if (info.billboard !== null && info.billboard !== undefined) {
      g.append(s('rect', { x: x - 26, y: y - 14, width: 52, height: 28, rx: 4, fill: SEAT[info.billboard], stroke: INK, 'stroke-width': 1.5 }),
        s('text', { x, y: y + 5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 800, fill: info.billboard ? '#fff' : INK }, t('kikai.billboardShort')));
    }
    g.append(s('text', { x: x + r - 4, y: y + r - 2, 'text-anchor': 'end', 'font-size': 11, fill: '#5f5646' }, t('kikai.vpShort', { n: info.vp })));
    if (mark) clickable(g, mark.label, mark.onClick);
    svg.append(g);
  }
  // street spaces
  const chain = new Set(marks.chain || []);
  for (const [sp, [x, y]] of Object.entries(places)) {
    const owner = view.spaces[sp];
    const mark = marks.spaces && marks.spaces[sp];
    const g = s('g', { class: ['kk-space', mark && 'kk-can'].filter(Boolean).join(' '), 'data-space': sp });
    g.append(s('rect', { x: x - 14, y: y - 14, width: 28, height: 28, rx: 6, fill: mark ? '#ffedd5' : PAPER, stroke: mark ? '#c2410c' : chain.has(sp) ? INK : '#8d8471', 'stroke-width': mark || chain.has(sp) ? 3 : 1.5, 'stroke-dasharray': mark ? '4 2' : null }));
    if (R.bonus_spaces[sp]) g.append(bonusMark(x, y, R.bonus_spaces[sp]));
    if (owner !== undefined && owner !== null) g.append(flyer(x, y, owner));
    if (mark) clickable(g, mark.label, mark.onClick);
    svg.append(g);
  }
  // districts with both players' KIKAI
  for (const d of R.districts) {
    const [x, y] = NODES[d];
    const g = s('g', { class: ['kk-district', marks.districts && marks.districts[d] && 'kk-here'].filter(Boolean).join(' '), 'data-district': d, 'data-zoom': '' });
    g.append(s('rect', { x: x - 76, y: y - 34, width: 152, height: 118, rx: 10, fill: '#fff', stroke: marks.districts && marks.districts[d] ? '#c2410c' : INK, 'stroke-width': marks.districts && marks.districts[d] ? 4 : 2 }),
      s('text', { x, y: y - 14, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 800, fill: INK }, names.district(d)));
    const bonus = view.bonus[d];
    if (bonus !== null && bonus !== undefined) {
      g.append(s('text', { x, y: y + 80, 'text-anchor': 'middle', 'font-size': 11, fill: '#6b5a2a' },
        typeof bonus === 'number' ? t('kikai.bonusTile', { n: bonus }) : t('kikai.powerTile')));
    }
    [0, 1].forEach((seat) => {
      const bx = x - 70 + seat * 72;
      g.append(s('rect', { x: bx, y: y - 4, width: 68, height: 74, rx: 6, fill: seat ? '#f1e8fb' : '#fdf6d8', stroke: SEAT[seat], 'stroke-width': 2 }));
      const pieces = view.kikai[d][seat];
      // built bottom-up: the foot at the bottom
      pieces.forEach((p, i) => g.append(pieceBlock(bx + 4, y + 48 - i * 22, p, R.pieces[p.piece], { w: 30, hgt: 18 })));
      if (view.players[seat].foundations.includes(d)) {
        g.append(s('text', { x: bx + 64, y: y + 10, 'text-anchor': 'end', 'font-size': 11, 'font-weight': 700, fill: '#9a3412' }, t('kikai.foundationShort')));
      }
    });
    svg.append(g);
  }
  return svg;
}
