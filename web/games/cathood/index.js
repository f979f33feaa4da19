// Cathood's table: the neighbourhood (tiles, their slots, the cats on the street corners, Houses and
// Statues), the action discs, the two rows of cards and every cat's board. Every legal target is on
// the board: the corners a move can reach (with what it gains on the way), the tiles to turn or
// swap, the parks; the cards to buy or reserve in the rows; the Dog's corners. The moves come from the
// engine's legal moves (the contract is in web/games/registry.js; the view and moves in
// docs/protocol.md).
import { h, s, clear } from '../../dom.js';
import { t, tn } from '../../i18n.js';
import { sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { M, boardSize, catMark, cardFace, pointXY, resourceChip, slotName, streets, tileArt } from './art.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the board says what each move gains (the view holds the board)

export const { seatIcon, seatLabel, seatColour } = seatsOf(card);
export { rulesPanel } from './rules.js';

const COLOURS = ['purple', 'orange', 'green'];
const ACTIONS = ['linear', 'diagonal', 'rotate', 'swap', 'pet_shop', 'building', 'park'];
const LINEAR = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
const DIAGONAL = { NE: [-1, 1], SE: [1, 1], SW: [1, -1], NW: [-1, -1] };
const SHOP = { P: 'purple', O: 'orange', G: 'green' };
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const total = (res) => COLOURS.reduce((n, c) => n + res[c], 0);

/** The corners a move arrives on (as the engine's board.py: Linear wraps, Diagonal rebounds). */
export function path(rows, cols, [i, j], move) {
  const out = [];
  if (move.type === 'linear') {
    const [dr, dc] = LINEAR[move.dir];
    for (let k = 0; k < move.steps; k += 1) {
      i += dr; j += dc;
      if (i < 0) i = rows; else if (i > rows) i = 0;
      if (j < 0) j = cols; else if (j > cols) j = 0;
      out.push([i, j]);
    }
    return out;
  }
  let [dr, dc] = DIAGONAL[move.dir];
  for (let k = 0; k < move.steps; k += 1) {
    if (i + dr < 0 || i + dr > rows) dr = -dr;
    if (j + dc < 0 || j + dc > cols) dc = -dc;
    i += dr; j += dc;
    out.push([i, j]);
  }
  return out;
}

/** The slots next to corner (i, j): [r, c, code]. */
function slotsAt(board, [i, j]) {
  const out = [];
  for (const [r, c, q] of [[i - 1, j - 1, 2], [i - 1, j, 3], [i, j - 1, 1], [i, j, 0]]) {
    if (r >= 0 && r < board.length && c >= 0 && c < board[0].length) out.push([r, c, board[r][c].slots[q]]);
  }
  return out;
}

/** What a move's shops pay on the way and at the stop (the cap of 12 applied), and the effects that
 * wait at the stop. */
function gains(view, seat, points) {
  const res = { ...view.players[seat].resources };
  const got = { purple: 0, orange: 0, green: 0 };
  let lost = 0;
  const take = (colour) => {
    if (total(res) < view.rules.cap) { res[colour] += 1; got[colour] += 1; } else lost += 1;
  };
  points.slice(0, -1).forEach((p) => slotsAt(view.board, p).forEach(([, , code]) => SHOP[code] && take(SHOP[code])));
  const stop = slotsAt(view.board, points[points.length - 1]);
  stop.forEach(([, , code]) => SHOP[code] && take(SHOP[code]));
  return { got, lost, effects: stop.map(([, , code]) => code).filter((code) => ['CO', 'DG', 'BE'].includes(code)) };
}

/** What turning or swapping tiles brings the cat (the engine's turn.py: only the slots of the moved
 * tiles at the cat's corner): `tiles` maps "r,c" to the tile's slots after the change. */
function gainsAfter(view, seat, tiles) {
  const board = view.board.map((row, r) => row.map((tile, c) => ({ ...tile, slots: tiles[`${r},${c}`] || tile.slots })));
  const point = view.players[seat].point;
  const moved = slotsAt(board, point).filter(([r, c]) => `${r},${c}` in tiles);
  const res = { ...view.players[seat].resources };
  const got = { purple: 0, orange: 0, green: 0 };
  let lost = 0;
  moved.forEach(([, , code]) => {
    if (!SHOP[code]) return;
    if (total(res) < view.rules.cap) { res[SHOP[code]] += 1; got[SHOP[code]] += 1; } else lost += 1;
  });
  return { got, lost, effects: moved.map(([, , code]) => code).filter((code) => ['CO', 'DG', 'BE'].includes(code)) };
}

/** A tile's slots after a quarter turn (clockwise: each slot moves on to the next corner). */
const turned = (slots, dir) => slots.map((_, q) => slots[(q + (dir === 'cw' ? 3 : 1)) % 4]);

/** The cubes a move gains, short: "+2P +1O" (shown by the corner, and the start of its name). */
const cubesText = (g) => COLOURS.filter((c) => g.got[c]).map((c) => `+${g.got[c]}${t(`cathood.letter.${c}`)}`).join(' ');

function gainText(g) {
  const parts = cubesText(g) ? [cubesText(g)] : [];
  if (g.lost) parts.push(t('cathood.capped', { n: g.lost }));
  for (const code of g.effects) parts.push(slotName(code));
  return parts.join(' · ') || t('cathood.nothing');
}

/** The lobby's options: how fights are decided, and the secret objectives. */
export function lobbyOptions(modeId, saved) {
  const fight = h('select', { id: 'cathood-fight', name: 'fight' },
    ['rps', 'random'].map((v) => h('option', { value: v }, t(`cathood.lobby.fight.${v}`))));
  fight.value = saved && saved.fight === 'random' ? 'random' : 'rps';
  const objectives = h('input', { type: 'checkbox', id: 'cathood-objectives', name: 'secret_objectives' });
  objectives.checked = Boolean(saved && saved.secret_objectives);
  const node = h('fieldset', { class: 'field ch-lobby-options' },
    h('legend', {}, t('cathood.lobby.legend')),
    h('div', { class: 'ch-lobby-choice' }, h('label', { for: 'cathood-fight' }, t('cathood.lobby.fight')), fight),
    h('div', { class: 'ch-lobby-choice' }, objectives, ' ', h('label', { for: 'cathood-objectives' }, t('cathood.lobby.objectives'))));
  return { node, read: () => ({ fight: fight.value, secret_objectives: objectives.checked }) };
}

/** Score-panel rows: the affection points so far, resources, Houses and Statues left. */
export function players(view) {
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.score_now,
    detail: t('cathood.detail', { p: p.resources.purple, o: p.resources.orange, g: p.resources.green, houses: p.houses, statues: p.statues }),
    note: view.end_triggered === p.seat ? t('cathood.triggered') : '',
  }));
}

export function tiebreakLines() {
  return [];
}

// ---------------------------------------------------------------- the table

export function mount(root, ctx) {
  const st = { view: null, canAct: false, replay: false, busy: false, moves: [], mode: null, repeat: false, picked: null };

  const boardEl = h('div', { class: 'ch-board-wrap' });
  const promptEl = h('p', { class: 'ch-prompt', 'aria-live': 'polite' });
  const actionsEl = h('div', { class: 'ch-actions', role: 'group', 'aria-label': t('cathood.actions') });
  const choiceEl = h('div', { class: 'ch-choices' });
  const rowsEl = h('div', { class: 'ch-rows' });
  const catsEl = h('div', { class: 'ch-cats' });
  const board = h('div', { class: 'cathood-board' },
    h('div', { class: 'ch-main' }, boardEl, h('div', { class: 'ch-side' }, promptEl, actionsEl, choiceEl)),
    rowsEl, catsEl);
  root.append(board);

  const v = () => st.view;
  const loadMoves = movesLoader(ctx, st);
  const send = sender(ctx, st, { played: () => { st.mode = null; st.picked = null; st.repeat = false; }, after: () => render() });
  const nameOf = (seat) => ctx.seatName(seat);
  const me = () => v().players[v().to_move];

  /** The legal moves of a kind now, with the Repeat flag as the toggle says. */
  const ofType = (type) => st.moves.filter((m) => m.type === type && Boolean(m.repeat) === st.repeat);
  const hasRepeat = () => st.moves.some((m) => m.repeat);

  // ---------------------------------------------------------------- the neighbourhood

  function drawBoard() {
    const view = v();
    const rows = view.board.length;
    const cols = view.board[0].length;
    const [w, hgt] = boardSize(rows, cols);
    const svg = s('svg', { class: 'ch-board', viewBox: `0 0 ${w} ${hgt}`, role: 'group', 'aria-label': t('cathood.neighbourhood') });
    svg.append(...streets(rows, cols));
    const targets = tileTargets();
    view.board.forEach((row, r) => row.forEach((tile, c) => {
      const info = view.rules.tiles[tile.id];
      const label = t('cathood.tileLabel', {
        id: tile.id, kind: t(`cathood.kind.${info.kind}`),
        slots: tile.slots.map((code) => slotName(code)).join(', '),
      });
      const target = targets.get(`${r},${c}`);
      const g = s('g', {
        class: ['ch-tile', target && 'target', st.picked && same(st.picked, [r, c]) && 'picked'],
        'data-tile': `${r},${c}`, 'data-id': tile.id,
        role: target ? 'button' : 'img', tabindex: target ? 0 : undefined, 'aria-label': target ? `${label}: ${target.label}` : label,
        onclick: target ? target.act : undefined,
        onkeydown: target ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); target.act(); } } : undefined,
      }, s('title', {}, label), ...tileArt(tile, r, c, info));
      svg.append(g);
    }));
    // the cats, several on one corner side by side
    const at = {};
    view.players.forEach((p) => { (at[p.point.join(',')] = at[p.point.join(',')] || []).push(p.seat); });
    for (const [key, seats] of Object.entries(at)) {
      const [i, j] = key.split(',').map(Number);
      const [x, y] = pointXY(i, j);
      seats.forEach((seat, k) => {
        const dx = (k - (seats.length - 1) / 2) * 24;
        const cat = catMark(x + dx, y, seat, { active: seat === view.active && !view.over });
        cat.append(s('title', {}, t('cathood.catOf', { name: nameOf(seat) })));
        svg.append(cat);
      });
    }
    for (const target of pointTargets()) {
      const [x, y] = pointXY(...target.point);
      const g = s('g', {
        class: 'ch-target', 'data-point': target.point.join(','), role: 'button', tabindex: 0, 'aria-label': target.label,
        onclick: target.act, onkeydown: (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); target.act(); } },
      }, s('title', {}, target.label), ...(target.points ? pathArt(target.from, target.points, target.step) : []),
      s('circle', { class: 'ch-target-ring', cx: x, cy: y, r: 21, fill: 'rgba(242, 194, 0, 0.25)', stroke: '#b08900', 'stroke-width': 2.5, 'stroke-dasharray': '5 3' }));
      const below = target.point[0] < view.board.length; // the label under the corner, above it on the bottom edge
      if (target.short) g.append(s('text', { x, y: below ? y + 32 : y - 24, 'text-anchor': 'middle', class: 'ch-target-text' }, target.short));
      svg.append(g);
    }
    clear(boardEl).append(svg);
  }

  /** A move's path, shown while its target is hovered or focused: a line from corner to corner; where
   * a Linear move wraps, it leaves by one edge and comes back by the other (dashed); a Diagonal move
   * that rebounds simply turns. */
  function pathArt(from, points, step) {
    const out = [];
    let prev = from;
    for (const pt of points) {
      const [x1, y1] = pointXY(...prev);
      const [x2, y2] = pointXY(...pt);
      const wrapped = Math.abs(pt[0] - prev[0]) > 1 || Math.abs(pt[1] - prev[1]) > 1;
      if (wrapped && step) {
        const edge = M - 3; // to the drawing's edge and in again from the other one
        const [ox, oy] = [x1 + step[1] * edge, y1 + step[0] * edge];
        const [ix, iy] = [x2 - step[1] * edge, y2 - step[0] * edge];
        out.push(s('line', { x1, y1, x2: ox, y2: oy, class: 'ch-path wrap' }), s('line', { x1: ix, y1: iy, x2, y2, class: 'ch-path wrap' }));
      } else {
        out.push(s('line', { x1, y1, x2, y2, class: 'ch-path' }));
      }
      if (pt !== points[points.length - 1]) out.push(s('circle', { cx: x2, cy: y2, r: 6, class: 'ch-path-dot' }));
      prev = pt;
    }
    return out;
  }

  /** The corners that are targets now: a move's arrival, the Dog's corners. */
  function pointTargets() {
    const view = v();
    if (!st.canAct) return [];
    if (view.phase === 'dog') {
      return st.moves.map((m) => ({ point: m.to, label: t('cathood.dogTo', { i: m.to[0], j: m.to[1] }), act: () => send(m) }));
    }
    if (view.phase !== 'action' || !['linear', 'diagonal'].includes(st.mode)) return [];
    const seat = view.to_move;
    const from = view.players[seat].point;
    const rows = view.board.length;
    const cols = view.board[0].length;
    const byPoint = new Map();
    for (const m of ofType(st.mode)) {
      const points = path(rows, cols, from, m);
      const end = points[points.length - 1];
      const key = end.join(',');
      if (!byPoint.has(key)) byPoint.set(key, { point: end, moves: [] });
      byPoint.get(key).moves.push({ m, points });
    }
    return [...byPoint.values()].map(({ point, moves }) => {
      const { m, points } = moves.sort((a, b) => total(gains(view, seat, b.points).got) - total(gains(view, seat, a.points).got))[0];
      const g = gains(view, seat, points);
      const dirText = t(`cathood.dirName.${m.dir}`);
      return {
        point, from, points, step: m.type === 'linear' ? LINEAR[m.dir] : null,
        short: cubesText(g),
        label: t('cathood.moveTo', { dir: dirText, n: m.steps, gain: gainText(g) }),
        act: () => send(m),
      };
    });
  }

  /** The tiles that are targets now: to turn, to swap, a park to enter. */
  function tileTargets() {
    const out = new Map();
    const view = v();
    if (!st.canAct || view.phase !== 'action') return out;
    if (st.mode === 'rotate') {
      for (const m of ofType('rotate')) {
        const key = m.tile.join(',');
        if (out.has(key)) continue;
        const [r, c] = m.tile;
        const both = ['cw', 'ccw'].map((dir) => t('cathood.turnGain', {
          turn: t(`cathood.turn.${dir}`),
          gain: gainText(gainsAfter(view, view.to_move, { [key]: turned(view.board[r][c].slots, dir) })),
        })).join('; ');
        out.set(key, { label: `${t('cathood.turnThis')} (${both})`, act: () => { st.picked = m.tile; render(); } });
      }
    } else if (st.mode === 'swap') {
      for (const m of ofType('swap')) {
        const [a, b] = m.tiles;
        if (!st.picked) {
          for (const x of [a, b]) out.set(x.join(','), { label: t('cathood.swapThis'), act: () => { st.picked = x; render(); } });
        } else if (same(st.picked, a) || same(st.picked, b)) {
          const other = same(st.picked, a) ? b : a;
          const here = view.board[st.picked[0]][st.picked[1]].slots;
          const there = view.board[other[0]][other[1]].slots;
          const g = gainsAfter(view, view.to_move, { [st.picked.join(',')]: there, [other.join(',')]: here });
          out.set(other.join(','), { label: t('cathood.swapGain', { gain: gainText(g) }), act: () => send(m) });
        }
      }
    } else if (st.mode === 'park') {
      for (const m of ofType('park')) out.set(m.tile.join(','), { label: t('cathood.statueHere'), act: () => send(m) });
    } else if (['pet_shop', 'building'].includes(st.mode) && st.picked) {
      for (const m of ofType(st.mode).filter((x) => x.card === st.picked)) {
        out.set(m.tile.join(','), { label: t('cathood.houseHere'), act: () => send(m) });
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- the discs and the choices

  function button(label, onclick, { primary = false, pressed, disabled = false, cls, data } = {}) {
    return h('button', {
      type: 'button', class: ['btn', primary && 'btn-primary', cls], onclick: disabled ? undefined : onclick,
      'aria-pressed': pressed === undefined ? undefined : String(pressed), 'aria-disabled': disabled ? 'true' : undefined,
      dataset: data,
    }, label);
  }

  function drawActions() {
    const view = v();
    clear(actionsEl);
    clear(choiceEl);
    if (st.replay || view.over) { promptEl.textContent = view.over ? t('cathood.over') : ''; return; }
    if (!st.canAct) {
      promptEl.textContent = view.phase === 'sign' ? t('cathood.waitSign', { name: nameOf(view.to_move) })
        : t('cathood.wait', { name: nameOf(view.to_move) });
      return;
    }
    const phase = view.phase;
    if (phase === 'action') return drawDiscs();
    if (phase === 'order') {
      promptEl.textContent = t('cathood.prompt.order');
      for (const m of st.moves) choiceEl.append(button(slotName(m.effect), () => send(m), { data: { effect: m.effect } }));
    } else if (phase === 'coffee') {
      promptEl.textContent = t('cathood.prompt.coffee', { n: 2 - view.coffee });
      for (const m of st.moves) {
        if (m.type === 'coffee_done') continue;
        choiceEl.append(button(t('cathood.exchange', { give: t(`cathood.colour.${m.give}`), take: t(`cathood.colour.${m.take}`) }), () => send(m), { data: { give: m.give, take: m.take } }));
      }
      choiceEl.append(button(t('cathood.coffeeDone'), () => send({ type: 'coffee_done' }), { primary: true, data: { done: 'coffee' } }));
    } else if (phase === 'dog') {
      promptEl.textContent = t('cathood.prompt.dog');
    } else if (phase === 'bee') {
      promptEl.textContent = t('cathood.prompt.bee');
    } else if (phase === 'sign') {
      const f = view.fight;
      const other = f.a === view.to_move ? f.b : f.a;
      promptEl.textContent = t('cathood.prompt.sign', { name: nameOf(other) });
      for (const m of st.moves) choiceEl.append(button(t(`cathood.sign.${m.sign}`), () => send(m), { data: { sign: m.sign } }));
    } else if (phase === 'steal') {
      promptEl.textContent = t('cathood.prompt.steal', { name: nameOf(view.fight.loser) });
      for (const m of st.moves) choiceEl.append(button(t(`cathood.colour.${m.resource}`), () => send(m), { data: { resource: m.resource } }));
    } else if (phase === 'objective') {
      promptEl.textContent = t('cathood.prompt.objective');
      for (const m of st.moves) {
        choiceEl.append(button(`${t(`cathood.objective.${m.card}`)} (${t('cathood.ap', { n: view.rules.objectives[m.card] })})`, () => send(m), { data: { objective: m.card } }));
      }
    }
    return undefined;
  }

  function drawDiscs() {
    const view = v();
    const p = me();
    const free = view.turn.discs_free;
    const used = new Set(view.turn.used);
    promptEl.textContent = st.mode ? modePrompt() : tn('cathood.prompt.discs', free, { n: free });
    for (const kind of ACTIONS) {
      const legal = ofType(kind).length > 0;
      actionsEl.append(button(t(`cathood.action.${kind}`), () => { st.mode = st.mode === kind ? null : kind; st.picked = null; render(); }, {
        pressed: st.mode === kind, disabled: !legal, cls: ['ch-action', used.has(kind) && 'used'], data: { action: kind },
      }));
    }
    if (p.repeat_open) {
      actionsEl.append(button(t('cathood.action.repeat'), () => { st.repeat = !st.repeat; st.mode = null; st.picked = null; render(); }, {
        pressed: st.repeat, disabled: !hasRepeat(), cls: 'ch-action ch-repeat', data: { action: 'repeat' },
      }));
    }
    const end = st.moves.find((m) => m.type === 'end_turn');
    if (end) actionsEl.append(button(t('cathood.endTurn'), () => send(end), { cls: 'ch-end', data: { action: 'end_turn' } }));
    if (st.mode === 'rotate' && st.picked) {
      for (const m of ofType('rotate').filter((x) => same(x.tile, st.picked))) {
        const [r, c] = m.tile;
        const g = gainsAfter(view, view.to_move, { [`${r},${c}`]: turned(view.board[r][c].slots, m.turn) });
        choiceEl.append(button(t('cathood.turnGain', { turn: t(`cathood.turn.${m.turn}`), gain: gainText(g) }), () => send(m),
          { primary: m.turn === 'cw', data: { turn: m.turn } }));
      }
    }
    return undefined;
  }

  function modePrompt() {
    const key = { linear: 'walk', diagonal: 'jump', rotate: st.picked ? 'rotateHow' : 'rotate', swap: st.picked ? 'swapWith' : 'swap',
      pet_shop: st.picked ? 'where' : 'buyToy', building: st.picked ? 'where' : 'buyBuilding', park: 'park' }[st.mode];
    return t(`cathood.prompt.${key}`);
  }

  // ---------------------------------------------------------------- the rows and the cats

  function drawRows() {
    const view = v();
    clear(rowsEl);
    const p = view.to_move !== null && view.to_move !== undefined ? view.players[view.to_move] : null;
    const buyable = (deck) => (st.canAct && view.phase === 'action' && st.mode === (deck === 'toy' ? 'pet_shop' : 'building'))
      ? new Set(ofType(st.mode).map((m) => m.card)) : new Set();
    const bee = st.canAct && view.phase === 'bee' ? new Map(st.moves.map((m) => [m.card, m])) : new Map();
    const row = (deck, cards) => {
      const can = buyable(deck);
      const list = h('div', { class: 'ch-row', role: 'list' });
      const shown = [...cards];
      if (p && p.reserved && view.rules.cards[p.reserved].deck === deck && can.has(p.reserved)) shown.push(p.reserved);
      shown.forEach((id) => {
        if (!id) { list.append(h('div', { class: 'ch-card gap', role: 'listitem' }, t('cathood.gap'))); return; }
        const info = view.rules.cards[id];
        const act = can.has(id) ? () => pickCard(id) : bee.has(id) ? () => send(bee.get(id)) : null;
        const reserved = p && id === p.reserved;
        list.append(h('div', { class: 'ch-card-slot', role: 'listitem' }, act
          ? h('button', { type: 'button', class: ['ch-card', 'can', st.picked === id && 'picked'], 'data-card': id, onclick: act },
            cardFace(id, info), reserved ? h('span', { class: 'ch-tag' }, t('cathood.reserved')) : null)
          : h('div', { class: 'ch-card', 'data-card': id }, cardFace(id, info))));
      });
      return h('section', { class: 'ch-row-section', 'aria-label': t(`cathood.row.${deck}`) },
        h('h2', { class: 'ch-heading' }, t(`cathood.row.${deck}`), ' ', h('span', { class: 'ch-deck' }, t('cathood.deckCount', { n: view.deck_counts[deck] }))), list);
    };
    rowsEl.append(row('toy', view.toy_row), row('building', view.building_row));
  }

  function pickCard(id) {
    const tiles = ofType(st.mode).filter((m) => m.card === id);
    if (tiles.length === 1) { send(tiles[0]); return; }
    st.picked = id;
    render();
  }

  /** A seat's secret objective, where this screen may see it (its own; everyone's once the game is over). */
  function objectiveLine(view, seat) {
    const kept = view.objectives && view.objectives.kept[seat];
    if (!kept || kept === 'chosen') return null;
    return h('p', { class: 'ch-owned ch-objective' }, t('cathood.secretObjective'), ': ', t(`cathood.objective.${kept}`),
      ` (${t('cathood.ap', { n: view.rules.objectives[kept] })})`);
  }

  function drawCats() {
    const view = v();
    clear(catsEl);
    for (const p of view.players) {
      const info = (id) => view.rules.cards[id];
      catsEl.append(h('section', {
        class: ['ch-cat-board', view.to_move === p.seat && 'to-move'], 'data-seat': String(p.seat), 'data-colour': seatColour(p.seat),
        'aria-label': t('cathood.boardOf', { name: nameOf(p.seat) }),
      },
      h('h2', { class: 'ch-heading' }, seatIcon(p.seat), ' ', nameOf(p.seat), ' ', h('span', { class: 'ch-catname' }, t(`cathood.cat.${p.cat}`)),
        ' ', h('strong', { class: 'ch-score' }, t('cathood.ap', { n: p.score_now }))),
      h('p', { class: 'ch-res-line' }, COLOURS.map((c) => resourceChip(c, p.resources[c])), ' ', h('span', { class: 'ch-total' }, `${total(p.resources)}/12`)),
      h('p', {}, t('cathood.left', { houses: p.houses, statues: p.statues, discs: p.discs }), p.repeat_open ? ` · ${t('cathood.action.repeat')}` : ''),
      p.toys.length ? h('p', { class: 'ch-owned' }, t('cathood.toys'), ': ', p.toys.map((id) => t(`cathood.toy.${info(id).type}`)).join(', ')) : null,
      p.cards.length ? h('p', { class: 'ch-owned' }, t('cathood.buildingCards'), ': ', p.cards.map((id) => t('cathood.ap', { n: info(id).points })).join(', ')) : null,
      p.reserved ? h('p', { class: 'ch-owned' }, t('cathood.reserved'), ': ', cardFace(p.reserved, info(p.reserved))) : null,
      objectiveLine(view, p.seat)));
    }
  }

  function render() {
    if (!st.view) return;
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.phase = v().phase;
    board.dataset.mode = st.mode || '';
    drawBoard();
    drawActions();
    drawRows();
    drawCats();
  }

  const stopKeys = onEscape(board, () => {
    if (!st.mode && !st.picked) return false;
    if (st.picked) st.picked = null; else st.mode = null;
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const keep = st.view && st.view.to_move === view.to_move && st.view.phase === view.phase;
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!keep || !st.canAct) { st.mode = null; st.picked = null; st.repeat = false; }
      st.moves = [];
      render();
      if (await loadMoves()) render();
    },
    destroy() {
      stopKeys();
      board.remove();
    },
  };
}

