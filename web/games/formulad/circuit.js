// Formula D's circuit, drawn from the engine's data (view.circuit): our own drawing of Kestrel Bay, an
// original track. Every space is a small tile turned along the track; corners are tinted and carry a
// sign with their name and the stops they require (printed as a number and as dots, never colour
// alone); the finish line is a chequered band; the pit lane and its ten boxes run inside the main
// straight. Nothing uses ids, <defs> or <use>, so the drawing can appear more than once on a page.
import { s } from '../../dom.js';

const INK = '#1d2333';
const ASPHALT = '#5b6270';
const ASPHALT_EDGE = '#3d434f';
const CORNER = '#8a5a44'; // corner tiles: a warm brown, and a dashed edge (not colour alone)
const PIT = '#6d7f8f';
const GRASS = '#dfeccf';
const PAPER = '#fffdf6';

export const VIEW_W = 1000;
export const VIEW_H = 700;
const TILE_L = 19; // along the track
const TILE_W = 16; // across it

/** The circuit's spaces by id: {id, x, y, kind, row, lane, corner, angle}. */
export function spacesOf(circuit) {
  const byId = new Map();
  for (const [id, x, y, kind, row, lane, corner] of circuit.spaces) {
    byId.set(id, { id, x, y, kind, row, lane, corner, angle: 0 });
  }
  // A track tile turns along its row: the direction from the row before to the row after (middle lane).
  const rows = circuit.rows;
  const middle = (row) => byId.get(3 * (((row % rows) + rows) % rows) + 1);
  for (const sp of byId.values()) {
    if (sp.kind === 't') {
      const a = middle(sp.row - 1);
      const b = middle(sp.row + 1);
      sp.angle = Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI;
    }
  }
  // Pit and box tiles follow the pit lane's single file.
  const pits = [...byId.values()].filter((sp) => sp.kind === 'p').sort((p, q) => p.id - q.id);
  pits.forEach((sp, i) => {
    const a = pits[Math.max(0, i - 1)];
    const b = pits[Math.min(pits.length - 1, i + 1)];
    sp.angle = Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI;
  });
  for (const sp of byId.values()) {
    if (sp.kind === 'b') {
      const lane = pits.find((p) => Math.hypot(p.x - sp.x, p.y - sp.y) < 26) || pits[0];
      sp.angle = lane.angle;
    }
  }
  return byId;
}

function tile(sp, attrs) {
  return s('rect', {
    x: sp.x - TILE_L / 2, y: sp.y - TILE_W / 2, width: TILE_L, height: TILE_W, rx: 3,
    transform: `rotate(${sp.angle.toFixed(1)} ${sp.x} ${sp.y})`, ...attrs,
  });
}

/** The sign of a corner: its name, the stops it requires as a number and as dots. */
function cornerSign(corner, spaces) {
  const ids = [];
  for (const sp of spaces.values()) if (sp.corner === corner.name) ids.push(sp);
  const cx = ids.reduce((t, sp) => t + sp.x, 0) / ids.length;
  const cy = ids.reduce((t, sp) => t + sp.y, 0) / ids.length;
  // Put the sign on the inside of the bend: away from the outer lane, towards the corner's middle.
  const inner = ids.filter((sp) => sp.lane === (corner.turn === 'left' ? 0 : 2));
  const ix = inner.reduce((t, sp) => t + sp.x, 0) / inner.length;
  const iy = inner.reduce((t, sp) => t + sp.y, 0) / inner.length;
  const dx = ix - cx;
  const dy = iy - cy;
  const len = Math.hypot(dx, dy) || 1;
  const x = Math.min(VIEW_W - 40, Math.max(40, ix + (dx / len) * 38));
  const y = Math.min(VIEW_H - 26, Math.max(26, iy + (dy / len) * 38));
  const dots = [];
  for (let i = 0; i < corner.stops; i += 1) {
    dots.push(s('circle', { cx: x - (corner.stops - 1) * 5 + i * 10, cy: y + 9, r: 3.6, fill: '#c8102e', stroke: INK, 'stroke-width': 1 }));
  }
  return s('g', { class: 'fd-corner-sign', 'data-corner': corner.name },
    s('rect', { x: x - 24, y: y - 18, width: 48, height: 36, rx: 7, fill: PAPER, stroke: INK, 'stroke-width': 1.5 }),
    s('text', { x, y: y - 3, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: INK, 'font-family': 'system-ui, sans-serif' },
      `${corner.name} · ${corner.stops}`),
    dots);
}

/** The whole circuit as an <svg>: ground, track, corners, line, pit lane and boxes, corner signs. */
export function drawCircuit(circuit, { label = 'Kestrel Bay' } = {}) {
  const spaces = spacesOf(circuit);
  const ground = s('rect', { x: 0, y: 0, width: VIEW_W, height: VIEW_H, rx: 18, fill: GRASS });
  const tiles = [];
  for (const sp of spaces.values()) {
    if (sp.kind === 't') {
      const inCorner = Boolean(sp.corner);
      tiles.push(tile(sp, {
        class: inCorner ? 'fd-space fd-corner' : 'fd-space',
        fill: inCorner ? CORNER : ASPHALT,
        stroke: inCorner ? '#f4e3d7' : ASPHALT_EDGE,
        'stroke-width': 1.2,
        'stroke-dasharray': inCorner ? '3 2' : null,
        'data-space': sp.id,
      }));
    } else {
      tiles.push(tile(sp, {
        class: sp.kind === 'b' ? 'fd-space fd-box' : 'fd-space fd-pit',
        fill: sp.kind === 'b' ? PAPER : PIT, stroke: INK, 'stroke-width': 1, 'data-space': sp.id,
      }));
    }
  }
  // The finish line: a chequered band across the start of row 0.
  const line = [];
  for (let lane = 0; lane < 3; lane += 1) {
    const sp = spaces.get(lane);
    for (let k = 0; k < 4; k += 1) {
      const dx = -TILE_L / 2 - 1;
      const y0 = sp.y - TILE_W / 2 + k * (TILE_W / 4);
      line.push(s('rect', {
        x: sp.x + dx, y: y0, width: 4, height: TILE_W / 4,
        fill: (k + lane) % 2 ? '#ffffff' : INK,
        transform: `rotate(${sp.angle.toFixed(1)} ${sp.x} ${sp.y})`,
      }));
    }
  }
  const signs = circuit.corners.map((c) => cornerSign(c, spaces));
  return s('svg', {
    class: 'fd-circuit', viewBox: `0 0 ${VIEW_W} ${VIEW_H}`, role: 'img', 'aria-label': label,
  }, ground, s('g', { class: 'fd-tiles' }, tiles), s('g', { class: 'fd-line' }, line), s('g', { class: 'fd-signs' }, signs));
}

/** A car on its space: a small racing car seen from above, turned along the track, with its number. */
export function drawCar(sp, { number, colour = '#d6336c', label = '', wreck = false } = {}) {
  const body = s('path', {
    d: 'M -9 -5 Q -9 -7 -6 -7 L 5 -7 Q 10 -6 11 0 Q 10 6 5 7 L -6 7 Q -9 7 -9 5 Z',
    fill: wreck ? '#9aa0a8' : colour, stroke: INK, 'stroke-width': 1.4,
  });
  const wing = s('rect', { x: -11, y: -8, width: 3, height: 16, rx: 1, fill: INK });
  const nose = s('rect', { x: 9, y: -6, width: 3, height: 12, rx: 1, fill: INK });
  const disc = s('circle', { cx: -1, cy: 0, r: 5.2, fill: PAPER, stroke: INK, 'stroke-width': 1 });
  const num = s('text', {
    x: -1, y: 3.3, 'text-anchor': 'middle', 'font-size': 8.5, 'font-weight': 800, fill: INK,
    'font-family': 'system-ui, sans-serif', transform: `rotate(${(-sp.angle).toFixed(1)} -1 0)`,
  }, String(number));
  const cross = wreck ? s('path', { d: 'M -6 -5 L 6 5 M -6 5 L 6 -5', stroke: INK, 'stroke-width': 2 }) : null;
  return s('g', {
    class: wreck ? 'fd-car fd-wreck' : 'fd-car', 'data-space': sp.id,
    transform: `translate(${sp.x} ${sp.y}) rotate(${sp.angle.toFixed(1)})`,
  }, label ? s('title', {}, label) : null, wing, nose, body, disc, num, cross);
}

/** A damage marker (advanced game): a small warning triangle on the space's edge. */
export function drawMarker(sp) {
  return s('path', {
    class: 'fd-marker', d: `M ${sp.x + 6} ${sp.y - 13} l 6 10 l -12 0 Z`,
    fill: '#ffd43b', stroke: INK, 'stroke-width': 1.2,
  });
}

/** The path a move will take, as a line through the centres of its spaces, from the car's space. */
export function drawPath(spaces, start, path) {
  const points = [start, ...path].map((id) => spaces.get(id)).filter(Boolean).map((sp) => `${sp.x},${sp.y}`);
  return s('polyline', {
    class: 'fd-path', points: points.join(' '), fill: 'none', stroke: '#ffd43b', 'stroke-width': 4,
    'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'stroke-dasharray': '1 7',
  });
}

/** A space the car may end on: a ring around the tile (thicker when it costs nothing). */
export function drawTarget(sp, { free = true } = {}) {
  return s('circle', {
    class: free ? 'fd-target' : 'fd-target fd-target-costly', cx: sp.x, cy: sp.y, r: 10,
    fill: 'none', stroke: free ? '#ffffff' : '#ffd43b', 'stroke-width': free ? 3 : 2.5,
    'stroke-dasharray': free ? null : '4 3', 'data-space': sp.id,
  });
}
