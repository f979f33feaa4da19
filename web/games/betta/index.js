// The Betta renderer: turns a Betta view (docs/protocol.md) into DOM/SVG and
// clicks/keys into moves. The shell knows nothing of Betta; it calls the
// functions exported here (see web/games/registry.js for the contract).
import { h, clear, toast } from '../../dom.js';
import { icon, flyFrom, fromSeat, sender, onBoardKeys, seatsOf } from '../kit.js';
import { t, has, tn } from '../../i18n.js';
import { patternName, reviewName, pointsText, colourName } from './strings.js';
import { COLOURS, fish, patternGrid, rotatedLayout, ensureSprites } from './art.js';
import { card } from './card.js';
import {
  reviewTiers, reviewFor, reviewTable, scoringTable, rulesPanel, BETTY_TABLE, SOLO_TABLE,
} from './rules.js';

export { rulesPanel };

/** Betta's styles: the registry adds them to the page when Betta loads. */
export const stylesheet = new URL('./style.css', import.meta.url).href;

/**
 * The seats (card.js `seats`): in the staff game seat i plays the i-th colour; with Betty seat 0 is
 * Betty and the staff members follow; the solo player has no colour of their own. A seat's icon is
 * its fish; its name its colour, Betty, or "You" alone.
 */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card, { icon: (colour) => fish(colour, 'seat-fish') });

const sum = (list) => (list || []).reduce((a, b) => a + b, 0);

function displayWorth(view, player) {
  if (Array.isArray(player.display_points)) return sum(player.display_points);
  const table = view.scoring_table || [];
  return view.displays.reduce((total, cells) => total + (table[cells.filter((c) => c === player.colour).length] || 0), 0);
}


/** Solo: points scored so far plus what the displays would give if the game ended now. */
function soloProjection(view) {
  const p = view.players[0];
  const displays = sum(p.display_points);
  const total = p.score + displays;
  return { score: p.score, displays, total, ...reviewFor(total, reviewTiers(view)) };
}

/** Score-panel rows: [{seat, score, detail, note}] */
export function players(view) {
  return view.players.map((p) => {
    const row = { seat: p.seat, score: p.score };
    if (p.colour === 'betty') {
      row.detail = t('betta.detailBetty', { hand: p.hand_size, deck: p.deck_size, empty: p.visible });
      row.note = view.over ? '' : t('betta.noteBetty', { n: displayWorth(view, p) });
    } else if (view.mode === 'solo') {
      const pr = soloProjection(view);
      row.detail = t('betta.detailSolo', {
        hand: p.hand_size, deck: p.deck_size,
        turn: Math.min(view.turn_limit || 15, p.turns_taken + 1), limit: view.turn_limit || 15,
      });
      row.note = view.over ? '' : t('betta.noteSolo', { n: pr.displays, total: pr.total, review: reviewName(pr.title) });
    } else {
      row.detail = t('betta.detail', { hand: p.hand_size, deck: p.deck_size, visible: p.visible });
      row.note = view.over ? '' : t('betta.onDisplays', { n: displayWorth(view, p) });
    }
    return row;
  });
}

/** One sentence per line explaining how the result was decided. */
export function tiebreakLines(result, nameOf) {
  if ((result.scores || []).length <= 1) return []; // solo: the review says it all
  const key = `betta.tiebreak.${result.tiebreak}`;
  const lines = [has(key) ? t(key) : String(result.tiebreak || '')].filter(Boolean);
  if (!['score', 'Betty wins ties'].includes(result.tiebreak) && Array.isArray(result.tiebreak_values)) {
    const top = Math.max(...result.scores);
    for (const v of result.tiebreak_values) {
      if (result.scores[v.seat] !== top) continue;
      lines.push(t('betta.tiebreakValues', { name: nameOf(v.seat), visible: v.visible, best: v.best_display }));
    }
  }
  return lines;
}


/** On the end screen: the solo employee review, with the tier table. Nothing in other modes. */
export function endExtras(result, view) {
  if (!result || typeof result.review !== 'string') return null;
  const tiers = reviewTiers(view);
  const score = result.scores[0];
  const { next } = reviewFor(score, tiers);
  return h('section', { class: 'review-card', 'data-review': result.review, 'aria-labelledby': 'review-heading' },
    h('div', { class: 'review-main' },
      h('span', { class: 'review-icon' }, fish('solo', 'review-fish')),
      h('div', {},
        h('h3', { id: 'review-heading', class: 'review-heading' }, t('betta.review.heading')),
        h('p', { class: 'review-title' }, reviewName(result.review)),
        h('p', { class: 'review-score' }, t('betta.review.score', { score })),
        h('p', { class: 'review-next' }, next
          ? t('betta.review.next', { points: next[0] - score, title: reviewName(next[1]) })
          : t('betta.review.top')))),
    h('div', { class: 'review-tiers' },
      h('p', { class: 'review-tiers-title' }, t('betta.review.tiers')),
      reviewTable(tiers, result.review)));
}

/**
 * What a placement would do, for the preview box, from the engine's log line for it (`text`, with
 * `say` = its {id, ...values}): "Placing here makes the T pattern: 5 points". Without `say`, the text.
 */
export function previewSentence(text, say) {
  if (!say || typeof say.id !== 'string') return String(text ?? '');
  const pts = pointsText(Number(say.points) || 0);
  if (say.id === 'betta.log.pattern') {
    return t('betta.would.pattern', { pattern: t('betta.would.patternName', { pattern: patternName(say.pattern) }), points: pts });
  }
  if (say.id === 'betta.log.empty') return t('betta.would.empty', { points: pts });
  if (say.id === 'betta.log.none') return t('betta.would.none', { points: pts });
  return String(text ?? '');
}

function rotateIcon() {
  return icon('M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5'); // the shell's tool-bar icon style
}

/**
 * Mount the board in `root`. ctx: {play(move) -> Promise, seatName(seat) -> string}.
 * Returns {update({view, previews, canAct, viewer}), destroy()}.
 */
export function mount(root, ctx) {
  ensureSprites();
  const st = {
    view: null, previews: new Map(), canAct: false,
    selected: null, rotations: {}, hover: null, busy: false, lastKey: undefined, played: null,
    armed: null, pointer: '', // touch: the display a first tap previewed; the last pointer type
  };

  const patternsEl = h('div', { class: 'patterns', role: 'list' });
  const displaysEl = h('div', { class: 'displays' });
  const handEl = h('div', { class: 'hand', role: 'group', 'aria-label': t('betta.hand') });
  const handTitle = h('h2', { class: 'section-title' }, t('betta.hand'));
  const rotateBtn = h('button', {
    type: 'button', class: 'btn rotate-btn', 'data-action': 'rotate', title: t('betta.rotateHint'),
    'aria-keyshortcuts': 'R', onclick: () => rotate(),
  }, rotateIcon(), h('span', {}, t('betta.rotate')), ' ', h('kbd', {}, 'R'));
  const hintEl = h('p', { class: 'hint' });
  const previewEl = h('div', { class: 'preview', 'aria-live': 'polite' });
  const tableEl = h('div', { class: 'end-table' });
  const modeBar = h('div', { class: 'mode-bar', hidden: true, 'aria-live': 'polite' });

  const board = h('div', { class: 'betta-board' },
    h('section', { class: 'patterns-section', 'aria-label': t('betta.patterns') },
      h('h2', { class: 'section-title' }, t('betta.patterns')), patternsEl),
    h('section', { class: 'displays-section', 'aria-label': t('betta.displays') }, modeBar, displaysEl),
    h('section', { class: 'hand-section' },
      h('div', { class: 'hand-head' }, handTitle, hintEl),
      h('div', { class: 'hand-body' },
        handEl,
        h('div', { class: 'hand-tools' }, rotateBtn, previewEl),
        tableEl)));
  root.append(board);

  // ---------- helpers ----------
  const send = sender(ctx, st);
  const rotationOf = (card) => st.rotations[card] || 0;
  const key = (card, rotation, display) => `${card}|${rotation}|${display}`;
  const previewFor = (display) => (st.selected === null ? null
    : st.previews.get(key(st.selected, rotationOf(st.selected), display)) || null);

  function cardFish(cells) {
    return cells.filter(Boolean).map(colourName).join(', ');
  }

  // ---------- patterns ----------
  function renderPatterns(view) {
    clear(patternsEl);
    for (const id of view.patterns) {
      const pi = view.pattern_info[id] || { name: id, level: '', points: 0, cells: [] };
      const about = `${patternName(id, pi.name)}: ${t(`betta.level.${pi.level}`)}, ${tn('betta.pts', pi.points)}`;
      patternsEl.append(h('div', {
        class: ['pattern-card', `level-${pi.level}`], role: 'listitem', 'data-pattern': id, 'data-name': pi.name,
        'aria-label': about, title: about, // a mouse user reads it too
      },
      h('span', { class: 'pattern-points' }, String(pi.points)),
      patternGrid(pi.cells),
      h('span', { class: 'pattern-meta' },
        h('span', { class: 'pattern-name' }, patternName(id, pi.name)),
        h('span', { class: 'pattern-level' }, t(`betta.level.${pi.level}`)))));
    }
  }

  // ---------- displays ----------
  /** Whose end-of-game worth the displays show: the viewer, or the one player of a solo game. */
  function worthSeat(view) {
    if (view.seat !== null && view.seat !== undefined) return view.players[view.seat] || null;
    return view.players.length === 1 ? view.players[0] : null;
  }

  /**
   * What a display is worth at the end, as it stands, to the viewer (or the solo player):
   * {what: "3 pink" | "5 empty" (Betty) | "4 green" (solo, its best colour), points} or null.
   */
  function worthOf(view, i) {
    const p = worthSeat(view);
    if (!p || !Array.isArray(p.display_points)) return null;
    const cells = view.displays[i];
    const points = p.display_points[i];
    const lower = (c) => colourName(c).toLowerCase();
    if (p.colour === 'betty') return { what: t('betta.worthEmpty', { count: cells.filter((c) => !c).length }), points };
    if (!p.colour) {
      const counts = {};
      for (const c of cells) if (c) counts[c] = (counts[c] || 0) + 1;
      const best = Math.max(0, ...Object.values(counts));
      if (!best) return { what: t('betta.worthNone'), points };
      const colours = COLOURS.filter((c) => counts[c] === best).map(lower).join('/');
      return { what: t('betta.worthCount', { count: best, colour: colours }), points };
    }
    return { what: t('betta.worthCount', { count: cells.filter((c) => c === p.colour).length, colour: lower(p.colour) }), points };
  }

  function worthText(view, i) {
    const w = worthOf(view, i);
    return w ? t('betta.worthSentence', { what: w.what, points: w.points }) : null;
  }

  /** "top row pink, empty, green; middle row …; bottom row …" (cells in reading order). */
  function cellsText(cells) {
    const rows = ['top', 'middle', 'bottom'];
    const empty = has('betta.cellEmpty') ? t('betta.cellEmpty') : 'empty';
    return rows.map((row, r) => {
      const name = has(`betta.row.${row}`) ? t(`betta.row.${row}`) : `${row} row`;
      const three = cells.slice(3 * r, 3 * r + 3).map((c) => (c ? colourName(c).toLowerCase() : empty));
      return `${name} ${three.join(', ')}`;
    }).join('; ');
  }

  /**
   * The display's accessible name. It starts with the words the button shows, in their order
   * (number, fill or preview badge, worth), so speech input users can say what they see; then
   * the cells row by row, and what it is worth and what placing here would score.
   */
  function displayLabel(view, i) {
    const cells = view.displays[i];
    const count = cells.filter(Boolean).length;
    const pv = st.canAct ? previewFor(i) : null;
    const worth = worthOf(view, i);
    const shown = [t('betta.display', { n: i + 1 })];
    if (view.full[i]) shown.push(t('betta.full'));
    else if (pv) shown.push(t('betta.previewScore', { points: pv.points }));
    else shown.push(`${count}/9`);
    if (worth) shown.push(worth.what, tn('betta.pts', worth.points));
    let label = `${shown.join(', ')}: ${cellsText(cells)}`;
    label += `; ${t('betta.displayLabel', { n: i + 1, count }).replace(/^.*?: /, '')}`;
    if (view.full[i]) label += `, ${t('betta.displayFull')}`;
    const worthLine = worthText(view, i);
    if (worthLine) label += `, ${worthLine}`;
    if (pv) label += `, ${t('betta.displayPreview', { points: pv.points })}`;
    return label;
  }

  function renderDisplays(view) {
    const focusedKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.display : undefined;
    clear(displaysEl);
    displaysEl.dataset.count = String(view.displays.length);
    const last = view.last_move;
    const lastKey = last ? `${view.turn}|${last.seat}|${last.move && last.move.display}` : null;
    // A move not seen before lands (not on the first drawing: a reload, a language switch).
    const fresh = st.lastKey !== undefined && lastKey !== st.lastKey;
    st.lastKey = lastKey;
    view.displays.forEach((cells, i) => {
      const isLast = last && last.move && last.move.display === i;
      const lastCells = new Set(isLast ? last.cells || [] : []);
      const lastColour = isLast ? seatColour(last.seat, view.mode) : null;
      const worth = worthOf(view, i);
      const full = view.full[i];
      const el = h('button', {
        type: 'button', class: ['display', full && 'full', isLast && 'last', cells.every((c) => !c) && 'empty'],
        'data-display': String(i), 'aria-label': displayLabel(view, i),
        'aria-disabled': full || !st.canAct ? 'true' : 'false',
        'data-colour': lastColour || undefined,
      },
      h('span', { class: 'display-head' },
        h('span', { class: 'display-num' }, t('betta.display', { n: i + 1 })), ' ',
        full ? h('span', { class: 'display-full' }, t('betta.full'))
          : h('span', { class: 'display-count' }, `${cells.filter(Boolean).length}/9`), ' ',
        h('span', { class: 'badge', 'aria-hidden': 'true' })), ' ',
      h('span', { class: 'tank' },
        cells.map((c, ci) => h('span', {
          class: ['cell', c ? `has-${c}` : 'vacant', lastCells.has(ci) && 'last-cell', lastCells.has(ci) && fresh && 'drop'],
          'data-cell': String(ci),
        }, c ? fish(c) : null, h('span', { class: 'ghost-slot' })))), ' ',
      worth ? h('span', {
        class: 'display-worth', 'data-points': String(worth.points), title: t('betta.worthLabel', { points: worth.points }),
      }, h('span', { class: 'worth-what' }, worth.what), ' ', h('span', { class: 'worth-pts' }, tn('betta.pts', worth.points))) : null);
      el.addEventListener('mouseenter', () => setHover(i));
      el.addEventListener('mouseleave', () => { if (st.hover === i) setHover(null); });
      el.addEventListener('focus', () => setHover(i));
      el.addEventListener('blur', () => { if (st.hover === i) setHover(null); });
      el.addEventListener('pointerdown', (e) => { st.pointer = e.pointerType; });
      el.addEventListener('click', () => {
        // On a touch screen there is no hover: the first tap shows the preview, a second places.
        const touch = st.pointer === 'touch';
        st.pointer = '';
        if (touch && st.canAct && st.selected && st.armed !== i && !view.full[i]) {
          st.armed = i;
          setHover(i);
          return;
        }
        st.armed = null;
        place(i);
      });
      displaysEl.append(el);
    });
    if (fresh && last && last.move) fly(last);
    if (focusedKey !== undefined) {
      const again = displaysEl.querySelector(`[data-display="${focusedKey}"]`);
      if (again) again.focus({ preventScroll: true });
    }
  }

  function renderBadges() {
    const view = st.view;
    for (const el of displaysEl.querySelectorAll('.display')) {
      const i = Number(el.dataset.display);
      const badge = el.querySelector('.badge');
      const pv = st.canAct && st.selected ? previewFor(i) : null;
      badge.textContent = pv ? t('betta.previewScore', { points: pv.points }) : '';
      badge.className = ['badge', pv && 'on', pv && pv.points === 0 && 'zero', pv && pv.points >= 5 && 'big'].filter(Boolean).join(' ');
      el.setAttribute('aria-label', displayLabel(view, i));
      el.setAttribute('aria-disabled', view.full[i] || !st.canAct ? 'true' : 'false');
      el.classList.toggle('can-place', Boolean(pv));
    }
  }

  function renderGhost() {
    for (const cell of displaysEl.querySelectorAll('.cell.ghosted')) {
      cell.classList.remove('ghosted');
      clear(cell.querySelector('.ghost-slot'));
    }
    for (const p of patternsEl.querySelectorAll('.pattern-card.made')) p.classList.remove('made');
    for (const d of displaysEl.querySelectorAll('.display.hovered')) d.classList.remove('hovered');
    clear(previewEl);
    const i = st.hover;
    const view = st.view;
    if (!view) return;
    if (i === null || !st.canAct || !st.selected) {
      previewEl.append(h('p', { class: 'preview-idle' }, st.canAct && st.selected ? t('betta.previewNone') : ''));
      return;
    }
    const el = displaysEl.querySelector(`.display[data-display="${i}"]`);
    if (!el) return;
    el.classList.add('hovered');
    if (view.full[i]) {
      previewEl.append(h('p', { class: 'preview-full' }, t('betta.fullDisplay', { n: i + 1 })));
      return;
    }
    const layout = rotatedLayout(view.cards[st.selected], rotationOf(st.selected));
    layout.forEach((colour, ci) => {
      if (!colour) return;
      const cell = el.querySelector(`.cell[data-cell="${ci}"]`);
      cell.classList.add('ghosted');
      cell.querySelector('.ghost-slot').append(fish(colour, 'ghost'));
    });
    const pv = previewFor(i);
    if (pv) {
      previewEl.append(h('div', { class: ['preview-score', pv.points > 0 && 'scores'] },
        h('span', { class: 'preview-points' }, t('betta.previewScore', { points: pv.points })),
        h('span', { class: 'preview-text' }, previewSentence(pv.text, pv.text_say))));
      const made = pv.text_say && pv.text_say.pattern;
      for (const p of patternsEl.querySelectorAll('.pattern-card')) {
        if (made && p.dataset.pattern === made) p.classList.add('made');
      }
    }
  }

  function setHover(i) {
    st.hover = i;
    renderGhost();
  }

  // ---------- hand ----------
  function renderHand() {
    const view = st.view;
    // Keep keyboard focus on the card it was on (choosing or rotating redraws the hand).
    const active = document.activeElement;
    const focusedCard = active && handEl.contains(active) ? active.dataset.card : null;
    clear(handEl);
    const hand = view.hand || [];
    if (view.seat === null || view.seat === undefined) {
      handTitle.textContent = t('betta.hands');
      handEl.append(h('p', { class: 'hand-hidden' }, t('betta.noHand')));
    } else {
      handTitle.textContent = view.mode === 'solo' ? t('betta.hand') : t('betta.handOf', { name: ctx.seatName(view.seat) });
    }
    hand.forEach((card, n) => {
      const rotation = rotationOf(card);
      const cells = rotatedLayout(view.cards[card], rotation);
      const selected = st.selected === card;
      handEl.append(h('button', {
        type: 'button', class: ['hand-card', selected && 'selected', card.startsWith('betty-') && 'betty-card'], 'data-card': card, 'data-zoom': '',
        'data-rotation': String(rotation), 'aria-pressed': selected ? 'true' : 'false',
        'aria-label': t('betta.cardLabel', { n: n + 1, fish: cardFish(cells), rotation }),
        'aria-disabled': st.canAct ? 'false' : 'true',
        onclick: () => select(card),
      },
      h('span', { class: 'card-grid' },
        cells.map((c, ci) => h('span', { class: ['card-cell', c ? 'fishy' : 'clear'], 'data-cell': String(ci) }, c ? fish(c) : null))),
      h('span', { class: 'card-key', 'aria-hidden': 'true' }, String(n + 1))));
    });
    if (focusedCard) {
      const again = handEl.querySelector(`.hand-card[data-card="${focusedCard}"]`);
      if (again) again.focus({ preventScroll: true });
    }
    rotateBtn.disabled = !(st.canAct && st.selected);
    rotateBtn.hidden = hand.length === 0 || Boolean(view.over);
    let hint;
    if (view.over) hint = '';
    else if (view.seat === null || view.seat === undefined || st.replay) hint = ''; // a replay: nobody's turn
    else if (!st.canAct) hint = t('betta.hint.wait');
    else if (!st.selected) hint = t('betta.hint.choose');
    else hint = t('betta.hint.place');
    hintEl.textContent = hint;
    handEl.closest('.hand-section').classList.toggle('acting', st.canAct);
  }

  function renderEndTable(view) {
    clear(tableEl);
    const scoring = view.scoring || {};
    const me = worthSeat(view);
    if (me && me.colour === 'betty') {
      tableEl.append(h('p', { class: 'end-table-title' }, t('betta.endTableBetty')),
        scoringTable(scoring.betty_table || BETTY_TABLE, t('betta.rules.tableEmpty')));
    } else if (view.mode === 'solo') {
      tableEl.append(h('p', { class: 'end-table-title' }, t('betta.endTableSolo')),
        scoringTable(scoring.table || view.scoring_table || SOLO_TABLE, t('betta.rules.tableBest')));
    } else {
      tableEl.append(h('p', { class: 'end-table-title' }, t('betta.endTableShort')),
        scoringTable(scoring.table || view.scoring_table || DEFAULT_TABLE));
      if (!me && view.mode === 'betty') {
        tableEl.append(h('p', { class: 'end-table-title' }, t('betta.endTableBetty')),
          scoringTable(scoring.betty_table || BETTY_TABLE, t('betta.rules.tableEmpty')));
      }
    }
  }

  /** Solo: turns and cards left, and where the score is heading (score + displays, review). */
  function renderModeBar(view) {
    clear(modeBar);
    modeBar.hidden = view.mode !== 'solo' || !view.players.length;
    if (modeBar.hidden) return;
    const p = view.players[0];
    const limit = view.turn_limit || 15;
    const left = p.hand_size + p.deck_size;
    const pr = soloProjection(view);
    modeBar.dataset.projected = String(pr.total);
    modeBar.dataset.review = pr.title;
    modeBar.append(
      h('span', { class: 'bar-group bar-turns' },
        h('strong', { class: 'solo-turn' }, t('betta.solo.turn', { turn: Math.min(limit, p.turns_taken + 1), limit })),
        h('span', { class: 'solo-left' }, left === 1 ? t('betta.solo.lastCard') : tn('betta.solo.cardsLeft', left))),
      h('span', { class: 'bar-group bar-projection', title: t('betta.solo.heading') },
        h('span', { class: 'solo-sum' }, `${t('betta.solo.score', { n: pr.score })} + ${t('betta.solo.displays', { n: pr.displays })}`),
        h('span', { class: 'solo-arrow', 'aria-hidden': 'true' }, '→'),
        h('strong', { class: 'solo-total', 'data-total': String(pr.total) }, t('betta.solo.projected', { n: pr.total })),
        h('span', { class: 'review-chip', 'data-review': pr.title }, reviewName(pr.title)),
        h('span', { class: 'solo-next' }, pr.next
          ? t('betta.solo.next', { points: pr.next[0] - pr.total, title: reviewName(pr.next[1]) })
          : t('betta.solo.top'))));
  }

  // ---------- actions ----------
  function select(card) {
    if (!st.canAct) return;
    st.selected = st.selected === card ? null : card;
    st.armed = null;
    renderHand();
    renderBadges();
    renderGhost();
  }

  function rotate() {
    if (!st.canAct || !st.selected) return;
    st.rotations[st.selected] = (rotationOf(st.selected) + 90) % 360;
    renderHand();
    const el = handEl.querySelector(`.hand-card[data-card="${st.selected}"] .card-grid`);
    if (el) el.classList.add('spin');
    renderBadges();
    renderGhost();
  }

  /** The card just played flies to its display: from the hand when it was ours, else from its seat. */
  function fly(last) {
    const own = st.played && st.played.card === last.move.card;
    const from = own ? st.played.rect : fromSeat(ctx, last.seat);
    st.played = null;
    for (const cell of displaysEl.querySelectorAll(`.display[data-display="${last.move.display}"] .cell.last-cell > .fish`)) {
      if (flyFrom(cell, from)) cell.parentElement.classList.remove('drop');
    }
  }

  async function place(i) {
    const view = st.view;
    if (!st.canAct || st.busy || !view) return;
    if (!st.selected) { toast(t('betta.pickCardFirst'), 'info'); return; }
    if (view.full[i]) { toast(t('betta.fullDisplay', { n: i + 1 }), 'error'); return; }
    const move = { card: st.selected, rotation: rotationOf(st.selected), display: i };
    const cardEl = handEl.querySelector(`.hand-card[data-card="${st.selected}"] .card-grid`);
    st.played = cardEl ? { card: st.selected, rect: cardEl.getBoundingClientRect() } : null;
    await send(move);
  }

  const stopKeys = onBoardKeys(board, (e) => {
    if (!st.canAct) return;
    if (e.key === 'r' || e.key === 'R') { rotate(); e.preventDefault(); }
    else if (/^[1-9]$/.test(e.key)) {
      const card = (st.view.hand || [])[Number(e.key) - 1];
      if (card) { select(card); e.preventDefault(); }
    } else if (e.key === 'Escape' && st.selected) { select(st.selected); }
  });

  return {
    update({ view, previews, canAct, replay }) {
      st.replay = Boolean(replay);
      st.view = view;
      st.canAct = Boolean(canAct) && !view.over;
      st.previews = new Map((previews || []).map((p) => [key(p.move.card, p.move.rotation, p.move.display), p]));
      const hand = view.hand || [];
      if (!hand.includes(st.selected)) st.selected = null;
      for (const card of Object.keys(st.rotations)) if (!hand.includes(card)) delete st.rotations[card];
      if (!st.canAct) st.hover = null;
      st.armed = null;
      board.dataset.canAct = st.canAct ? 'true' : 'false';
      board.dataset.mode = view.mode || 'staff';
      renderPatterns(view);
      renderDisplays(view);
      renderHand();
      renderBadges();
      renderGhost();
      renderEndTable(view);
      renderModeBar(view);
    },
    destroy() {
      stopKeys();
      board.remove();
    },
  };
}
