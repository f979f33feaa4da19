// The Set Line renderer: turns a Set Line view (docs/protocol.md, "Set Line") into DOM/SVG and
// clicks, drags and keys into moves. The turn takes shape on the board as pending cards; the
// engine's `preview` op says which sets they form and which cards are in none, and Confirm plays
// the build with the seconds the turn took. The shell knows nothing of Set Line: it calls the
// functions exported here (see web/games/registry.js for the contract).
import { h, s, clear, toast } from '../../dom.js';
import { t, tn, cardName, num } from './strings.js';
import { cardFace, fanIcon, ensureSprites } from './art.js';
import { said } from '../../said.js';
import { sender, onBoardKeys, seatsOf } from '../kit.js';
import { card } from './card.js';

const ROWS = 5;
const COLUMNS = 7;
const CELLS = ROWS * COLUMNS;
const BEST_STORE = 'tabletop.setline.best.v1';

/** Set Line's styles: the registry adds them to the page when Set Line loads. */
export const stylesheet = new URL('./style.css', import.meta.url).href;

/** Builds and exchanges have their own Confirm here: the shell adds no second one. */
export const confirmsMoves = true;
/** Set Line asks the engine for one `preview` at a time; the shell's `previews` list is not needed. */
export const usesPreviews = false;

/** Why the pending build is refused, in the page's language. */
function reasonText(preview) {
  return preview && preview.reason ? said(preview.reason, preview.reason_say) : '';
}

/** The (only) seat (card.js `seats`); a small fan of three cards stands for it. */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card, { icon: () => fanIcon('seat-fan') });

/** Score-panel row for the one player. */
export function players(view) {
  return [{
    seat: 0,
    score: view.score,
    detail: t('players.detail', { turn: view.turn, deck: view.deck_size, hand: view.hand_size ?? (view.hand || []).length }),
    note: view.timed ? t('players.timed') : t('players.untimed'),
  }];
}

function endedText(result) {
  if (!result) return '';
  const id = result.ended_say && result.ended_say.id;
  if (id === 'setline.ended.stopped') return t('end.stopped');
  if (id === 'setline.ended.stuck') return t('end.stuck');
  return said(result.ended, result.ended_say);
}

/** How the game ended (there is no winner to decide in a one-player game). */
export function tiebreakLines() {
  return []; // endExtras tells how it ended, the sets built and the best score on this device
}

export { rulesPanel } from './rules.js';

/** Lobby: the "Timed turns" checkbox (default on) -> {timed: bool}. */
export function lobbyOptions(modeId, saved) {
  const box = h('input', { type: 'checkbox', id: 'setline-timed', name: 'timed', class: 'sl-timed-box' });
  box.checked = !(saved && saved.timed === false);
  const node = h('div', { class: 'field sl-lobby-options' },
    h('label', { class: 'sl-check', for: 'setline-timed' },
      box,
      h('span', { class: 'sl-check-text' },
        h('span', { class: 'sl-check-label' }, t('lobby.timed')),
        h('span', { class: 'field-hint' }, t('lobby.timedNote')))));
  return { node, read: () => ({ timed: box.checked }) };
}

// ---------------------------------------------------------------- best score on this device
function loadBest() {
  try {
    const v = JSON.parse(localStorage.getItem(BEST_STORE));
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

function saveBest(all) {
  try { localStorage.setItem(BEST_STORE, JSON.stringify(all)); } catch { /* private mode */ }
}

/** A game's fingerprint, so showing the same end screen twice does not count as a new game. */
function signature(result, view) {
  const parts = [result.scores && result.scores[0], result.sets, JSON.stringify(result.breakdown || [])];
  if (view && Array.isArray(view.board)) parts.push(view.board.join(','));
  let hash = 2166136261;
  for (const ch of parts.join('|')) {
    hash ^= ch.codePointAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash.toString(36);
}

function peekBest(kind) {
  const entry = loadBest()[kind];
  return { best: entry ? entry.score : null, previous: null };
}

/** Record `score` for `kind` ('timed' | 'untimed'); returns {best, previous, isNew}. */
export function recordBest(kind, score, sig) {
  const all = loadBest();
  const entry = all[kind];
  if (entry && entry.sig === sig) return { best: entry.score, previous: entry.previous ?? null, isNew: Boolean(entry.isNew) };
  if (!entry || score > entry.score) {
    all[kind] = { score, sig, previous: entry ? entry.score : null, isNew: true };
    saveBest(all);
    return { best: score, previous: entry ? entry.score : null, isNew: true };
  }
  if (entry.isNew) { all[kind] = { ...entry, isNew: false }; saveBest(all); }
  return { best: entry.score, previous: null, isNew: false };
}

function turnRows(result, view) {
  const turns = (view && Array.isArray(view.turns)) ? view.turns : null;
  if (turns) {
    return turns.map((turn) => {
      let what;
      let sets = '';
      let penalty = '';
      if (turn.kind === 'build') {
        what = tn('end.build', (turn.sets || []).length);
        sets = (turn.set_points || []).join(' + ');
        if (turn.penalty) penalty = `${num(-turn.penalty)} (${t('end.time', { sec: turn.seconds })})`;
      } else if (turn.kind === 'exchange') {
        what = tn('end.exchange', (turn.cards || []).length);
        penalty = num(turn.points);
      } else if (turn.kind === 'hint') {
        what = t(turn.level === 1 ? 'end.hint1' : 'end.hint2');
        penalty = num(turn.points);
      } else {
        what = t('end.stop');
      }
      return {
        turn: turn.turn, kind: turn.kind, what, sets, penalty, points: turn.points,
        setPoints: turn.kind === 'build' ? turn.set_points || [] : [],
        pen: turn.kind === 'build' ? turn.penalty || 0 : Math.max(0, -(turn.points || 0)),
        level: turn.level,
      };
    });
  }
  const entry = (result.breakdown || [])[0] || { items: [] };
  return entry.items.map((item) => ({
    turn: '', kind: item.points < 0 ? 'exchange' : 'build', what: said(item.what, item.what_say), sets: '', penalty: '', points: item.points,
    setPoints: item.points > 0 ? [item.points] : [], pen: Math.max(0, -item.points),
  }));
}

/**
 * Every turn as a bar: a build's sets stacked upwards (300, 350, …) with the time penalty shaded at
 * the top; exchanges and hints as red bars below the line. Each bar has a <title> for the details.
 */
function turnChart(rows) {
  const BAR = 24;
  const GAP = 10;
  const LEFT = 6;
  const TOP = 18;
  const UP = 96;
  const shown = rows.filter((r) => r.kind !== 'stop');
  const posMax = Math.max(300, ...shown.map((r) => r.setPoints.reduce((a, b) => a + b, 0)));
  const scale = UP / posMax;
  const negMax = Math.max(0, ...shown.map((r) => (r.kind === 'build' ? 0 : r.pen)));
  const down = negMax * scale;
  const y0 = TOP + UP;
  const height = y0 + down + 14 + 16;
  const width = LEFT * 2 + shown.length * (BAR + GAP) - GAP;
  const label = (x, y, text, cls) => s('text', { x, y, class: cls, 'text-anchor': 'middle' }, text);
  const bars = shown.map((r, i) => {
    const x = LEFT + i * (BAR + GAP);
    const cx = x + BAR / 2;
    const g = s('g', { class: `sl-bar sl-bar-${r.kind}` }, s('title', {}, `${r.turn ? `${t('end.colTurn')} ${r.turn}: ` : ''}${r.what}${r.sets ? ` (${r.sets})` : ''}${r.penalty ? `, ${r.penalty}` : ''} = ${num(r.points)}`));
    if (r.kind === 'build') {
      let y = y0;
      r.setPoints.forEach((p, k) => {
        const hgt = p * scale;
        y -= hgt;
        g.append(s('rect', { x, y, width: BAR, height: hgt, class: k % 2 ? 'set alt' : 'set' }));
      });
      if (r.pen) g.append(s('rect', { x, y, width: BAR, height: Math.max(1.5, r.pen * scale), class: 'pen' }));
      g.append(label(cx, y - 4, num(r.points), 'val'));
    } else {
      const hgt = Math.max(2, r.pen * scale);
      g.append(s('rect', { x, y: y0, width: BAR, height: hgt, class: r.kind === 'hint' ? 'hint' : 'loss' }));
      g.append(label(cx, y0 + hgt + 11, num(r.points), 'val neg'));
    }
    g.append(label(cx, height - 3, r.kind === 'hint' ? '?' : String(r.turn), 'turn'));
    return g;
  });
  const svg = s('svg', {
    class: 'sl-chart', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img',
    'aria-label': rows.map((r) => `${r.turn || ''} ${r.what} ${num(r.points)}`.trim()).join('; '),
  },
  s('line', { x1: 0, x2: width, y1: y0, y2: y0, class: 'zero' }),
  bars);
  return h('div', { class: 'sl-chart-wrap' }, svg,
    h('p', { class: 'sl-chart-key' },
      h('span', { class: 'key set' }), t('end.keySets'), ' ',
      h('span', { class: 'key pen' }), t('end.keyTime'), ' ',
      h('span', { class: 'key loss' }), t('end.keyLoss')));
}

/** The end screen's extras: final score, sets, how it ended, every turn, the best on this device. */
export function endExtras(result, view) {
  if (!result) return null;
  const score = result.scores ? result.scores[0] : 0;
  const kind = view && view.timed === false ? 'untimed' : 'timed';
  const own = !view || view.seat === 0; // a game the bot played does not count
  const best = own ? recordBest(kind, score, signature(result, view)) : { ...peekBest(kind), isNew: false };
  const rows = turnRows(result, view);
  const stat = (label, value, cls) => h('div', { class: ['sl-stat', cls] },
    h('span', { class: 'sl-stat-label' }, label), h('span', { class: 'sl-stat-value' }, value));
  return h('section', { class: 'sl-end', 'data-kind': kind },
    h('div', { class: 'sl-end-stats' },
      stat(t('end.final'), num(score), 'final'),
      stat(t('end.sets'), String(result.sets ?? ''), 'sets'),
      stat(t('end.ended'), endedText(result), 'ended'),
      h('div', { class: ['sl-stat', 'best', best.isNew && 'new'] },
        h('span', { class: 'sl-stat-label' }, t('end.best', { kind: t(kind === 'timed' ? 'end.kindTimed' : 'end.kindUntimed') })),
        h('span', { class: 'sl-stat-value sl-best-score' }, best.best === null ? '—' : num(best.best)),
        own ? null : h('span', { class: 'sl-prev-best' }, t('end.notCounted')),
        best.isNew ? h('span', { class: 'sl-new-best' }, t('end.newBest')) : null,
        best.isNew ? h('span', { class: 'sl-prev-best' }, best.previous === null ? t('end.firstBest') : t('end.prevBest', { n: num(best.previous) })) : null)),
    h('h3', { class: 'sl-end-title' }, t('end.breakdown')),
    rows.length ? turnChart(rows) : null,
    rows.length ? h('details', { class: 'sl-end-details' },
      h('summary', {}, t('end.asTable')),
      h('div', { class: 'sl-end-scroll' }, h('table', { class: 'sl-end-table' },
        h('thead', {}, h('tr', {},
          h('th', { scope: 'col' }, t('end.colTurn')), h('th', { scope: 'col' }, t('end.colWhat')),
          h('th', { scope: 'col' }, t('end.colSets')), h('th', { scope: 'col' }, t('end.colPenalty')),
          h('th', { scope: 'col', class: 'pts' }, t('end.colPoints')))),
        h('tbody', {}, rows.map((r) => h('tr', { class: `sl-row-${r.kind}` },
          h('td', { class: 'turn' }, String(r.turn)), h('td', {}, r.what), h('td', { class: 'sets' }, r.sets),
          h('td', { class: 'pen' }, r.penalty), h('td', { class: 'pts' }, num(r.points))))),
        h('tfoot', {}, h('tr', {}, h('td', { colspan: 4 }, t('end.final')), h('td', { class: 'pts' }, num(score)))))))
      : h('p', { class: 'sl-end-none' }, t('end.none')));
}

// ---------------------------------------------------------------- board helpers
const rowOf = (cell) => Math.floor(cell / COLUMNS);
const colOf = (cell) => cell % COLUMNS;
const cellWords = (cell) => ({ r: rowOf(cell) + 1, c: colOf(cell) + 1 });

function outline(cells, cls, label) {
  const [a, b] = cells;
  const horizontal = b - a === 1;
  const el = h('div', { class: ['sl-outline', cls, horizontal ? 'h' : 'v'], 'aria-hidden': 'true' },
    label ? h('span', { class: 'sl-outline-pts' }, label) : null);
  el.style.gridRow = horizontal ? `${rowOf(a) + 1}` : `${rowOf(a) + 1} / span 3`;
  el.style.gridColumn = horizontal ? `${colOf(a) + 1} / span 3` : `${colOf(a) + 1}`;
  return el;
}

/** Replace a node's children, skipping empty ones (the DOM's own append would write "null"). */
function fillNode(node, ...children) {
  clear(node);
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

function clockIcon() {
  return s('svg', { class: 'sl-clock-icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    s('circle', { cx: 12, cy: 13, r: 8.5, fill: 'none', stroke: 'currentColor', 'stroke-width': 2.2 }),
    s('path', { d: 'M12 8.5V13l3 2', fill: 'none', stroke: 'currentColor', 'stroke-width': 2.2, 'stroke-linecap': 'round' }),
    s('path', { d: 'M9.5 2.5h5', stroke: 'currentColor', 'stroke-width': 2.2, 'stroke-linecap': 'round' }));
}

function clockText(sec) {
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
}

/**
 * Mount the table in `root`. ctx: {play(move) -> Promise, seatName(seat), call(op, args) -> Promise}.
 * Returns {update({view, canAct}), destroy()}.
 */
export function mount(root, ctx) {
  ensureSprites();
  const st = {
    view: null, canAct: false, busy: false,
    turnKey: null, turnStart: Date.now(),
    selected: null, pending: [], focusCell: 17,
    mode: 'build', marked: new Set(),
    preview: null, previewSeq: 0, checking: false,
    hintPreview: null, hintKey: null,
    stopArmed: false, stopTimer: null,
    drag: null,
  };

  const call = (op, args) => ctx.call(op, args); // the shell fills in the current state

  // ---------- DOM ----------
  const stripTurn = h('span', { class: 'sl-chip sl-turn-no' });
  const stripDeck = h('span', { class: 'sl-chip sl-deck' });
  const stripScore = h('span', { class: 'sl-chip sl-score' });
  const clockTime = h('span', { class: 'sl-clock-time' });
  const clockPen = h('span', { class: 'sl-clock-pen' });
  const stripClock = h('span', { class: 'sl-chip sl-clock', role: 'timer', 'aria-live': 'off' }, clockIcon(), clockTime, clockPen);
  const strip = h('div', { class: 'sl-strip' }, stripTurn, stripDeck, stripScore, stripClock);

  const grid = h('div', { class: 'sl-grid', role: 'group', 'aria-label': t('board') });
  const cells = [];
  for (let i = 0; i < CELLS; i++) {
    const btn = h('button', { type: 'button', class: 'sl-cell empty', 'data-cell': String(i), tabindex: i === st.focusCell ? 0 : -1 });
    btn.style.gridRow = String(rowOf(i) + 1);
    btn.style.gridColumn = String(colOf(i) + 1);
    btn.addEventListener('click', () => clickCell(i));
    btn.addEventListener('focus', () => { st.focusCell = i; syncRoving(); });
    btn.addEventListener('dragstart', (e) => dragFromCell(e, i));
    btn.addEventListener('dragend', endDrag);
    btn.addEventListener('dragover', (e) => dragOverCell(e, i));
    btn.addEventListener('dragleave', () => btn.classList.remove('drop-target'));
    btn.addEventListener('drop', (e) => dropOnCell(e, i));
    cells.push(btn);
    grid.append(btn);
  }
  let outlines = [];
  const felt = h('div', { class: 'sl-felt' }, grid);
  const guide = h('p', { class: 'sl-guide', 'aria-live': 'polite' });

  // turn panel
  const sumLine = h('div', { class: 'sl-sum' });
  const reasonEl = h('p', { class: 'sl-reason', 'aria-live': 'polite' });
  const confirmBtn = h('button', { type: 'button', class: 'btn btn-primary sl-confirm', 'data-action': 'confirm', onclick: () => confirm() });
  const takeBackBtn = h('button', { type: 'button', class: 'btn btn-quiet sl-takeback', 'data-action': 'take-back', onclick: () => takeBackAll() }, t('turn.takeBack'));
  const turnPanel = h('section', { class: 'sl-turnpanel', 'aria-label': t('turn.total') },
    h('div', { class: 'sl-turnpanel-main' }, sumLine, reasonEl, guide),
    h('div', { class: 'sl-turnpanel-actions' }, confirmBtn, takeBackBtn));

  // hand + tools
  const handTitle = h('h2', { class: 'section-title sl-rack-title' }, t('hand'));
  const handEl = h('div', { class: 'sl-hand', role: 'group', 'aria-label': t('hand') });
  const exchangeBtn = h('button', { type: 'button', class: 'btn sl-exchange-btn', 'data-action': 'exchange', 'aria-pressed': 'false', onclick: () => toggleExchange() });
  const hintBtn = h('button', { type: 'button', class: 'btn sl-hint-btn', 'data-action': 'hint', onclick: () => askHint() });
  const stopBtn = h('button', { type: 'button', class: 'btn sl-stop-btn', 'data-action': 'stop', onclick: () => stop() });
  const toolNote = h('p', { class: 'sl-tool-note' });
  const hintBox = h('div', { class: 'sl-hintbox', 'aria-live': 'polite' });
  const handZone = h('section', { class: 'sl-handzone' },
    h('div', { class: 'sl-hand-body' },
      h('div', { class: 'sl-rack' }, handTitle, handEl),
      h('div', { class: 'sl-tools' }, exchangeBtn, hintBtn, stopBtn, toolNote)),
    hintBox);
  handZone.addEventListener('dragover', (e) => { if (st.drag && st.drag.from !== null) { e.preventDefault(); handZone.classList.add('drop-back'); } });
  handZone.addEventListener('dragleave', (e) => { if (!handZone.contains(e.relatedTarget)) handZone.classList.remove('drop-back'); });
  handZone.addEventListener('drop', (e) => {
    handZone.classList.remove('drop-back');
    if (st.drag && st.drag.from !== null) { e.preventDefault(); takeBack(st.drag.from); }
    endDrag();
  });

  const board = h('div', { class: 'setline', 'data-can-act': 'false', 'data-mode': 'build' },
    strip, felt, turnPanel, handZone);
  root.append(board);

  // ---------- derived ----------
  const view = () => st.view;
  const pendingAt = (cell) => st.pending.find((p) => p.cell === cell) || null;
  const pendingOf = (card) => st.pending.find((p) => p.card === card) || null;
  // While a dialog covers the board the shell pauses the turn (pausedAt): the clock stands still,
  // and the turn's start moves on by the time it stood when the dialog closes.
  const elapsed = () => Math.max(0, Math.floor(((st.pausedAt || Date.now()) - st.turnStart) / 1000));
  const cap = () => ((view() && view().time_penalty) || { cap: 150 }).cap;
  const perSecond = () => ((view() && view().time_penalty) || { per_second: 1 }).per_second;
  const timePenalty = () => (view() && view().timed ? Math.min(elapsed() * perSecond(), cap()) : 0);
  const firstTurn = () => Boolean(view()) && view().board.every((c) => c === null);
  const hintOf = (level) => ((view() && view().hints) || []).find((x) => x.level === level) || null;
  const hintPlace = () => {
    const hint = hintOf(2);
    return hint && Array.isArray(hint.place) ? hint.place : null;
  };
  const ghostAt = (cell) => {
    const place = hintPlace();
    if (!place || st.mode !== 'build') return null;
    const g = place.find((p) => p.cell === cell);
    if (!g || view().board[cell] !== null || pendingAt(cell)) return null;
    if (JSON.stringify(sortedPending()) === JSON.stringify(place)) return null;
    return g;
  };
  /** The engine's answer for the cards pending now (none while it is being asked). */
  const pv = () => (st.preview && st.preview.key === JSON.stringify(sortedPending()) ? st.preview : null);
  const sortedPending = () => st.pending.slice().sort((a, b) => a.cell - b.cell).map(({ cell, card }) => ({ cell, card }));
  const lastBuild = () => {
    const turns = (view() && view().turns) || [];
    for (let i = turns.length - 1; i >= 0; i--) {
      if (turns[i].kind === 'build') return turns[i];
      if (turns[i].kind === 'exchange') return null;
    }
    return null;
  };

  // ---------- preview ----------
  function schedulePreview() {
    const seq = ++st.previewSeq;
    if (!st.pending.length || st.mode !== 'build') {
      st.preview = null;
      st.checking = false;
      return;
    }
    st.checking = true;
    const move = { place: sortedPending() };
    const key = JSON.stringify(move.place);
    call('preview', { move }).then((res) => {
      if (seq !== st.previewSeq) return;
      st.preview = { ...res, key };
      st.checking = false;
      renderGrid();
      renderTurnPanel();
    }, (err) => {
      if (seq !== st.previewSeq) return;
      st.checking = false;
      st.preview = { legal: false, reason: (err && err.message) || String(err), reason_say: err && err.say, details: null, key };
      renderTurnPanel();
    });
  }

  function loadHintPreview() {
    const place = hintPlace();
    const key = place ? JSON.stringify(place) : null;
    if (key === st.hintKey) return;
    st.hintKey = key;
    st.hintPreview = null;
    if (!place) return;
    call('preview', { move: { place } }).then((res) => {
      if (st.hintKey !== key) return;
      st.hintPreview = res;
      renderGrid();
      renderHintBox();
    }, () => {});
  }

  // ---------- rendering ----------
  function renderStrip() {
    const v = view();
    // The shell's round counter says the turn while the game runs; the strip says when it is over.
    stripTurn.textContent = v.over ? t('strip.over') : '';
    stripTurn.hidden = !v.over;
    const deck = v.deck_size;
    clear(stripDeck).append(h('span', { class: 'sl-chip-label' }, t('strip.deck')), ' ',
      h('strong', { 'data-deck': String(deck) }, deck === 0 ? t('strip.deckEmpty') : deck === 1 ? t('strip.deck1') : t('strip.deckN', { n: deck })));
    stripDeck.classList.toggle('empty', deck === 0);
    clear(stripScore).append(h('span', { class: 'sl-chip-label' }, t('strip.score')), ' ',
      h('strong', { class: 'sl-score-value', 'data-score': String(v.score) }, num(v.score)));
    stripClock.hidden = false;
    stripClock.classList.toggle('untimed', !v.timed);
    stripClock.title = v.timed ? t('strip.penaltyCap', { cap: cap() }) : '';
    tick();
  }

  /** The running turn clock and the penalty (every second, without redrawing the rest). */
  function tick() {
    const v = view();
    if (!v) return;
    if (!v.timed) {
      clockTime.textContent = t('strip.untimed');
      clockPen.textContent = '';
      return;
    }
    const sec = st.canAct ? elapsed() : 0;
    clockTime.textContent = clockText(sec);
    const pen = st.canAct ? timePenalty() : 0;
    clockPen.textContent = pen ? t('strip.penalty', { n: pen }) : '';
    stripClock.classList.toggle('capped', pen >= cap());
    if (sec !== st.lastSec) {
      st.lastSec = sec;
      if (sumLine.querySelector('.sl-sum-pen')) updateSum();
    }
  }

  function syncRoving() {
    cells.forEach((c, i) => { c.tabIndex = i === st.focusCell ? 0 : -1; });
  }

  function renderGrid() {
    const v = view();
    const details = pv() && pv().details;
    const lonely = new Set(details ? details.lonely || [] : []);
    const last = lastBuild();
    const lastCells = new Set(last ? last.cells || [] : []);
    const canPlace = st.canAct && st.mode === 'build';
    cells.forEach((btn, i) => {
      const card = v.board[i];
      const pend = pendingAt(i);
      const ghost = !card && !pend ? ghostAt(i) : null;
      clear(btn);
      btn.className = 'sl-cell';
      btn.draggable = false;
      const w = cellWords(i);
      if (card) {
        btn.classList.add('has-card');
        if (lastCells.has(i)) btn.classList.add('last');
        btn.append(h('span', { class: 'sl-card on-board' }, cardFace(card)));
        btn.setAttribute('aria-label', t('cellCard', { ...w, card: cardName(card) }));
        btn.dataset.card = card;
      } else if (pend) {
        btn.classList.add('pending');
        if (lonely.has(i)) btn.classList.add('lonely');
        btn.draggable = canPlace;
        btn.append(h('span', { class: 'sl-card pending-card' }, cardFace(pend.card),
          h('span', { class: 'sl-new-tag' }, t('pendingTag')),
          lonely.has(i) ? h('span', { class: 'sl-lonely-tag', title: reasonText(pv()) || t('lonely') }, '!') : null));
        btn.setAttribute('aria-label', t('cellPending', { ...w, card: cardName(pend.card) })
          + (lonely.has(i) ? `. ${t('lonely')}` : ''));
        btn.dataset.card = pend.card;
      } else if (ghost) {
        btn.classList.add('empty', 'ghost');
        btn.append(h('span', { class: 'sl-card ghost-card' }, cardFace(ghost.card)));
        btn.setAttribute('aria-label', t('cellGhost', { ...w, card: cardName(ghost.card) }));
        delete btn.dataset.card;
      } else {
        btn.classList.add('empty');
        btn.append(h('span', { class: 'sl-slot', 'aria-hidden': 'true' }));
        btn.setAttribute('aria-label', t('cellEmpty', w));
        delete btn.dataset.card;
      }
      if (canPlace && st.selected && (!card)) btn.classList.add('target');
    });
    syncRoving();

    for (const o of outlines) o.remove();
    outlines = [];
    const add = (el) => { outlines.push(el); grid.append(el); };
    if (st.pending.length && details) {
      const pts = details.set_points || [];
      (details.sets || []).forEach((set, k) => add(outline(set, 'forming', `+${pts[k] ?? ''}`)));
    } else if (!st.pending.length && last && st.mode === 'build') {
      (last.sets || []).forEach((set) => add(outline(set, 'last', '')));
    }
    if (hintPlace() && st.hintPreview && st.hintPreview.details && st.mode === 'build'
        && JSON.stringify(sortedPending()) !== JSON.stringify(hintPlace())) {
      (st.hintPreview.details.sets || []).forEach((set) => add(outline(set, 'hinted', '')));
    }
  }

  function renderHand() {
    const v = view();
    clear(handEl);
    const hand = v.hand || [];
    if (v.seat !== 0) {
      // Watching (a bot plays): the hand's cards are secret, so show their backs.
      for (let i = 0; i < (v.hand_size || 0); i++) handEl.append(h('span', { class: 'sl-hand-card back' }, h('span', { class: 'sl-card sl-back' })));
      handTitle.textContent = t('handHidden');
      if (!v.hand_size) handEl.append(h('p', { class: 'sl-hand-empty' }, t('handEmpty')));
      return;
    }
    handTitle.textContent = t('hand');
    if (!hand.length) handEl.append(h('p', { class: 'sl-hand-empty' }, t('handEmpty')));
    const exchanging = st.mode === 'exchange';
    hand.forEach((card, n) => {
      const placed = Boolean(pendingOf(card));
      const selected = st.selected === card;
      const marked = exchanging && st.marked.has(card);
      let label = t('handCard', { n: n + 1, card: cardName(card) });
      if (placed) label = t('handCardPlaced', { n: n + 1, card: cardName(card) });
      else if (marked) label = t('handCardMarked', { n: n + 1, card: cardName(card) });
      const btn = h('button', {
        type: 'button', class: ['sl-hand-card', placed && 'placed', selected && 'selected', marked && 'marked'],
        'data-card': card, 'data-index': String(n), 'data-zoom': '',
        'aria-pressed': exchanging ? (marked ? 'true' : 'false') : (selected ? 'true' : 'false'),
        'aria-label': label, 'aria-disabled': st.canAct ? 'false' : 'true',
        draggable: st.canAct && !exchanging && !placed ? 'true' : 'false',
        onclick: () => clickHand(card),
      },
      placed
        ? h('span', { class: 'sl-card sl-placeholder' }, h('span', { class: 'sl-placeholder-text' }, t('onBoard')))
        : h('span', { class: 'sl-card' }, cardFace(card),
          marked ? h('span', { class: 'sl-swap-mark', 'aria-hidden': 'true' }, '⇄') : null),
      h('span', { class: 'sl-key', 'aria-hidden': 'true' }, String(n + 1)));
      btn.addEventListener('dragstart', (e) => dragFromHand(e, card));
      btn.addEventListener('dragend', endDrag);
      handEl.append(btn);
    });
  }

  function chip(text, cls) {
    return h('span', { class: ['sl-pts', cls] }, text);
  }

  /** The turn's running sum: +300 +350 −12 s = 638 (build) or −150 (exchange). */
  function updateSum() {
    clear(sumLine);
    const v = view();
    if (!v) return;
    if (st.mode === 'exchange') {
      sumLine.append(h('span', { class: 'sl-sum-label' }, t('ex.marked', { n: st.marked.size })),
        chip(num(-v.exchange_penalty), 'neg'));
      return;
    }
    if (!st.pending.length) {
      setConfirmLabel(null);
      return;
    }
    const details = pv() && pv().details;
    const pts = (details && details.set_points) || [];
    sumLine.append(h('span', { class: 'sl-sum-label' }, t('turn.sets')));
    if (!pts.length) sumLine.append(chip(st.checking && !pv() ? t('turn.checking') : t('turn.noSets'), 'none'));
    pts.forEach((p, k) => {
      if (k) sumLine.append(h('span', { class: 'sl-op' }, '+'));
      sumLine.append(chip(String(p), 'set'));
    });
    const raw = pts.reduce((a, b) => a + b, 0);
    const pen = Math.min(timePenalty(), raw);
    if (v.timed && st.canAct) {
      sumLine.append(h('span', { class: 'sl-op' }, '−'),
        h('span', { class: 'sl-pts time sl-sum-pen', title: t('turn.penaltyNote', { sec: elapsed() }) },
          `${pen} `, h('small', {}, t('turn.time'))));
    }
    sumLine.append(h('span', { class: 'sl-op' }, '='),
      h('strong', { class: ['sl-sum-total', pv() && pv().legal ? 'ok' : 'no'], 'data-points': String(raw - pen) }, String(raw - pen)));
    setConfirmLabel(pv() && pv().legal ? raw - pen : null);
  }

  function setConfirmLabel(points) {
    fillNode(confirmBtn, h('span', {}, t('turn.confirm')),
      points === null ? null : h('span', { class: 'sl-confirm-pts' }, `+${points}`));
    if (points === null) delete confirmBtn.dataset.points;
    else confirmBtn.dataset.points = String(points);
  }

  function renderTurnPanel() {
    const v = view();
    updateSum();
    reasonEl.textContent = '';
    reasonEl.className = 'sl-reason';
    if (st.mode === 'exchange') {
      const n = st.marked.size;
      delete confirmBtn.dataset.points;
      fillNode(confirmBtn, h('span', {}, n ? tn('ex.confirm', n, { cost: v.exchange_penalty }) : t('ex.none')));
      confirmBtn.disabled = !st.canAct || st.busy || n === 0 || v.deck_size === 0;
      confirmBtn.dataset.kind = 'exchange';
      takeBackBtn.hidden = true;
    } else {
      const legal = Boolean(pv() && pv().legal) && !st.checking;
      confirmBtn.disabled = !st.canAct || st.busy || !legal;
      confirmBtn.dataset.kind = 'build';
      takeBackBtn.hidden = !st.pending.length;
      takeBackBtn.disabled = !st.canAct || st.busy;
      if (st.pending.length && pv() && !pv().legal && pv().reason) {
        reasonEl.textContent = reasonText(pv());
        reasonEl.classList.add('bad');
      }
    }
    renderGuide();
    turnPanel.classList.toggle('ready', !confirmBtn.disabled);
    turnPanel.hidden = !st.canAct;
  }

  function renderTools() {
    const v = view();
    const deckEmpty = v.deck_size === 0;
    const exchanging = st.mode === 'exchange';
    fillNode(exchangeBtn, h('span', {}, exchanging ? t('ex.cancel') : t('ex.button')),
      exchanging ? null : h('span', { class: 'sl-cost' }, num(-v.exchange_penalty)));
    exchangeBtn.setAttribute('aria-pressed', exchanging ? 'true' : 'false');
    exchangeBtn.disabled = !st.canAct || st.busy || (deckEmpty && !exchanging);
    exchangeBtn.title = deckEmpty ? t('ex.deckEmpty') : t('ex.title', { cost: v.exchange_penalty });

    const costs = v.hint_costs || { 1: 50, 2: 100 };
    const next = !hintOf(1) ? 1 : !hintOf(2) ? 2 : null;
    fillNode(hintBtn, h('span', { class: 'sl-bulb', 'aria-hidden': 'true' }),
      h('span', { class: 'sl-btn-text' }, next ? t(`hint.button${next}`) : t('hint.used')),
      next ? h('span', { class: 'sl-cost' }, num(-costs[String(next)])) : null);
    hintBtn.title = next ? t(`hint.title${next}`, { cost: costs[String(next)] }) : t('hint.used');
    hintBtn.dataset.level = next ? String(next) : '';
    hintBtn.disabled = !st.canAct || st.busy || !next;

    stopBtn.hidden = !deckEmpty || v.over;
    stopBtn.disabled = !st.canAct || st.busy;
    stopBtn.classList.toggle('armed', st.stopArmed);
    stopBtn.textContent = st.stopArmed ? t('stop.sure') : t('stop.button');

    toolNote.textContent = !st.canAct ? '' : deckEmpty ? `${t('ex.deckEmpty')}` : '';
    toolNote.hidden = !toolNote.textContent;

  }

  function renderGuide() {
    const v = view();
    let g;
    if (v.over) g = t('guide.over');
    else if (!st.canAct) g = t('guide.wait');
    else if (st.mode === 'exchange') g = t('guide.exchange', { n: v.exchange_penalty });
    else if (st.selected) g = t('guide.place');
    else if (!st.pending.length) g = `${firstTurn() ? t('guide.first') : t('guide.later')} ${t('guide.pick')}`;
    else if (pv() && pv().legal) g = t('guide.confirm');
    else g = reasonEl.textContent ? '' : t('guide.pick');
    guide.textContent = g;
    guide.hidden = !g;
    sumLine.hidden = !sumLine.firstChild;
  }

  function renderHintBox() {
    clear(hintBox);
    const v = view();
    const hints = v.hints || [];
    if (!hints.length || !st.canAct) { hintBox.hidden = true; return; }
    hintBox.hidden = false;
    for (const hint of hints.slice().sort((a, b) => a.level - b.level)) {
      const cost = h('span', { class: 'sl-hint-cost' }, t('hint.cost', { cost: hint.cost }));
      if (hint.level === 1) {
        const text = hint.can_build ? t('hint.yes') : (v.deck_size ? t('hint.noEx') : t('hint.noStop'));
        hintBox.append(h('p', { class: ['sl-hint-line', hint.can_build ? 'yes' : 'no'], 'data-level': '1' },
          h('span', { class: 'sl-bulb', 'aria-hidden': 'true' }), h('span', {}, text), ' ', cost));
      } else if (Array.isArray(hint.place)) {
        const sets = st.hintPreview && st.hintPreview.details ? st.hintPreview.details.set_points || [] : [];
        const what = sets.length ? `${hint.place.map((p) => cardName(p.card)).join(', ')} → ${sets.join(' + ')}` : t('hint.placeShort');
        const accept = h('button', { type: 'button', class: 'btn btn-small sl-accept-hint', 'data-action': 'accept-hint', onclick: () => acceptHint() }, t('hint.accept'));
        const already = JSON.stringify(sortedPending()) === JSON.stringify(hint.place);
        accept.disabled = already || st.mode !== 'build';
        hintBox.append(h('p', { class: 'sl-hint-line yes', 'data-level': '2' },
          h('span', { class: 'sl-bulb', 'aria-hidden': 'true' }), h('span', {}, t('hint.place', { sets: what })), ' ', cost, ' ', accept));
      } else {
        hintBox.append(h('p', { class: 'sl-hint-line no', 'data-level': '2' },
          h('span', { class: 'sl-bulb', 'aria-hidden': 'true' }), h('span', {}, v.deck_size ? t('hint.noEx') : t('hint.noStop')), ' ', cost));
      }
    }
  }

  function render() {
    if (!view()) return;
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.mode = st.mode;
    board.dataset.pending = String(st.pending.length);
    board.dataset.turn = String(view().turn);
    board.dataset.over = view().over ? 'true' : 'false';
    board.dataset.watching = view().seat === 0 ? 'false' : 'true';
    renderStrip();
    renderGrid();
    renderHand();
    renderTurnPanel();
    renderTools();
    renderHintBox();
  }

  // ---------- actions ----------
  function clickHand(card) {
    if (!st.canAct || st.busy) return;
    disarmStop();
    if (st.mode === 'exchange') {
      if (st.marked.has(card)) st.marked.delete(card); else st.marked.add(card);
      render();
      return;
    }
    const pend = pendingOf(card);
    if (pend) { takeBack(pend.cell); return; }
    st.selected = st.selected === card ? null : card;
    render();
  }

  function clickCell(i) {
    if (!st.canAct || st.busy) return;
    disarmStop();
    st.focusCell = i;
    if (st.mode === 'exchange') { toast(t('guide.exchange', { n: view().exchange_penalty }), 'info'); return; }
    const v = view();
    if (v.board[i] !== null) {
      if (st.selected) { st.selected = null; render(); }
      return;
    }
    const pend = pendingAt(i);
    if (pend) {
      if (st.selected) placeCard(st.selected, i);
      else takeBack(i);
      return;
    }
    if (st.selected) { placeCard(st.selected, i); return; }
    if (ghostAt(i)) { acceptHint(); return; }
    toast(t('pickFirst'), 'info');
  }

  function placeCard(card, cell) {
    const v = view();
    if (!st.canAct || st.mode !== 'build' || v.board[cell] !== null || !(v.hand || []).includes(card)) return;
    st.pending = st.pending.filter((p) => p.cell !== cell && p.card !== card);
    st.pending.push({ cell, card });
    st.selected = null;
    st.focusCell = cell;
    schedulePreview();
    render();
  }

  function takeBack(cell) {
    const before = st.pending.length;
    st.pending = st.pending.filter((p) => p.cell !== cell);
    if (st.pending.length === before) return;
    schedulePreview();
    render();
  }

  function takeBackLast() {
    if (!st.pending.length) return false;
    takeBack(st.pending[st.pending.length - 1].cell);
    return true;
  }

  function takeBackAll() {
    if (!st.pending.length) return;
    st.pending = [];
    schedulePreview();
    render();
  }

  function toggleExchange() {
    if (!st.canAct || st.busy) return;
    disarmStop();
    if (st.mode === 'exchange') {
      st.mode = 'build';
      st.marked.clear();
    } else {
      if (view().deck_size === 0) { toast(t('ex.deckEmpty'), 'info'); return; }
      st.mode = 'exchange';
      st.pending = [];
      st.selected = null;
      schedulePreview();
    }
    render();
  }

  const playMove = sender(ctx, st, { before: () => render(), after: () => { if (view()) render(); } });

  function confirm() {
    if (!st.canAct || st.busy) return;
    disarmStop();
    const v = view();
    if (st.mode === 'exchange') {
      if (!st.marked.size || !v.deck_size) return;
      playMove({ exchange: v.hand.filter((c) => st.marked.has(c)), seconds: elapsed() });
      return;
    }
    if (!st.pending.length || !pv() || !pv().legal || st.checking) return;
    playMove({ place: sortedPending(), seconds: elapsed() });
  }

  function askHint() {
    if (!st.canAct || st.busy) return;
    disarmStop();
    const level = !hintOf(1) ? 1 : !hintOf(2) ? 2 : null;
    if (!level) return;
    playMove({ hint: level });
  }

  function acceptHint() {
    const place = hintPlace();
    if (!place || !st.canAct || st.busy) return;
    st.mode = 'build';
    st.marked.clear();
    st.selected = null;
    st.pending = place.map((p) => ({ cell: p.cell, card: p.card }));
    schedulePreview();
    render();
    confirmBtn.focus({ preventScroll: true });
  }

  function disarmStop() {
    if (!st.stopArmed) return;
    st.stopArmed = false;
    clearTimeout(st.stopTimer);
    renderTools();
  }

  function stop() {
    if (!st.canAct || st.busy || view().deck_size !== 0) return;
    if (!st.stopArmed) {
      st.stopArmed = true;
      clearTimeout(st.stopTimer);
      st.stopTimer = setTimeout(() => { st.stopArmed = false; if (view()) renderTools(); }, 5000);
      renderTools();
      return;
    }
    st.stopArmed = false;
    clearTimeout(st.stopTimer);
    playMove({ stop: true, seconds: elapsed() });
  }

  // ---------- drag and drop ----------
  function dragFromHand(e, card) {
    if (!st.canAct || st.mode !== 'build' || pendingOf(card)) { e.preventDefault(); return; }
    st.drag = { card, from: null };
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', card);
    board.classList.add('dragging');
  }

  function dragFromCell(e, i) {
    const pend = pendingAt(i);
    if (!st.canAct || st.mode !== 'build' || !pend) { e.preventDefault(); return; }
    st.drag = { card: pend.card, from: i };
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', pend.card);
    board.classList.add('dragging');
  }

  function dragOverCell(e, i) {
    if (!st.drag || view().board[i] !== null) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    cells[i].classList.add('drop-target');
  }

  function dropOnCell(e, i) {
    cells[i].classList.remove('drop-target');
    if (!st.drag || view().board[i] !== null) return;
    e.preventDefault();
    const { card, from } = st.drag;
    endDrag();
    if (from === i) return;
    const displaced = pendingAt(i);
    if (from !== null && displaced) {
      // Swap two pending cards.
      st.pending = st.pending.map((p) => (p.cell === i ? { cell: from, card: p.card } : p.cell === from ? { cell: i, card } : p));
      schedulePreview();
      render();
      return;
    }
    placeCard(card, i);
  }

  function endDrag() {
    st.drag = null;
    board.classList.remove('dragging');
    handZone.classList.remove('drop-back');
    for (const c of cells) c.classList.remove('drop-target');
  }

  // ---------- keyboard ----------
  function moveFocus(dr, dc) {
    const r = Math.min(ROWS - 1, Math.max(0, rowOf(st.focusCell) + dr));
    const c = Math.min(COLUMNS - 1, Math.max(0, colOf(st.focusCell) + dc));
    st.focusCell = r * COLUMNS + c;
    syncRoving();
    cells[st.focusCell].focus();
  }

  const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

  function onKey(e) {
    const target = e.target;
    if (document.body.dataset.drawer === 'open') return;
    if (!st.canAct || !view()) return;
    const inGrid = grid.contains(target);
    const free = !target || target === document.body || board.contains(target);
    if (ARROWS[e.key] && (inGrid || free)) {
      if (!inGrid) cells[st.focusCell].focus();
      else moveFocus(...ARROWS[e.key]);
      e.preventDefault();
      return;
    }
    if (/^[1-5]$/.test(e.key)) {
      const card = (view().hand || [])[Number(e.key) - 1];
      if (card) { clickHand(card); e.preventDefault(); }
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Escape') {
      if (st.stopArmed) { disarmStop(); e.preventDefault(); return; }
      if (st.mode === 'exchange' && e.key === 'Escape') { toggleExchange(); e.preventDefault(); return; }
      if (st.mode === 'build' && takeBackLast()) { e.preventDefault(); return; }
      if (st.selected) { st.selected = null; render(); e.preventDefault(); }
    }
  }
  const stopKeys = onBoardKeys(board, onKey);
  const timer = setInterval(() => { if (st.canAct) tick(); }, 250);

  return {
    update({ view: v, canAct, turnStartedAt, pausedAt }) {
      const key = `${v.turn}|${v.over}`;
      const fresh = key !== st.turnKey;
      st.view = v;
      st.canAct = Boolean(canAct) && !v.over && v.seat === 0;
      st.pausedAt = Number.isFinite(pausedAt) ? pausedAt : null;
      if (!fresh && Number.isFinite(turnStartedAt)) st.turnStart = turnStartedAt; // moved on after a pause
      if (fresh) {
        st.turnKey = key;
        // The shell says when this turn started (the board may be mounted again mid-turn).
        st.turnStart = Number.isFinite(turnStartedAt) ? turnStartedAt : Date.now();
        st.pending = [];
        st.selected = null;
        st.mode = 'build';
        st.marked.clear();
        st.stopArmed = false;
        st.hintKey = null;
        st.hintPreview = null;
      }
      const hand = v.hand || [];
      st.pending = st.pending.filter((p) => hand.includes(p.card) && v.board[p.cell] === null);
      if (!hand.includes(st.selected)) st.selected = null;
      for (const c of [...st.marked]) if (!hand.includes(c)) st.marked.delete(c);
      if (!v.deck_size && st.mode === 'exchange') { st.mode = 'build'; st.marked.clear(); }
      if (!st.canAct) { st.selected = null; st.pending = []; st.mode = 'build'; }
      schedulePreview();
      loadHintPreview();
      render();
    },
    destroy() {
      clearInterval(timer);
      clearTimeout(st.stopTimer);
      stopKeys();
      board.remove();
    },
  };
}
