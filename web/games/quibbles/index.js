// Quibbles' table: the row, every player's collection, the hand, and the turn built in steps
// (choose cards, then the action, then what to take; then maybe a stash). The contract is in
// web/games/registry.js; the view, the moves and the `preview` details in docs/protocol.md.
import { h, clear } from '../../dom.js';
import { t, tn } from '../../i18n.js';
import { flyFrom, fromSeat, sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { cardFace, cardBack, miniValue } from './art.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the table asks for what it builds (`preview` details)
export const confirmsMoves = true; // a turn is played by its own button (Split, Combine, Put in the row, Stash)

/** A seat's colour, name and badge (its number in its colour): data of the card (card.js `seats`). */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card);

/** The lobby's options: the two expansions (either, both or none). */
export function lobbyOptions(modeId, saved) {
  const box = (id, name, label, note, on) => {
    const input = h('input', { type: 'checkbox', id, name, class: 'qb-option-box' });
    input.checked = Boolean(on);
    return [input, h('label', { class: 'qb-check', for: id }, input,
      h('span', { class: 'qb-check-text' }, h('span', { class: 'qb-check-label' }, label), h('span', { class: 'field-hint' }, note)))];
  };
  const [sevens, sevensRow] = box('quibbles-sevens', 'sevens', t('quibbles.lobby.sevens'), t('quibbles.lobby.sevensNote'), saved && saved.sevens);
  const [zeros, zerosRow] = box('quibbles-zeros', 'zeros', t('quibbles.lobby.zeros'), t('quibbles.lobby.zerosNote'), saved && saved.zeros);
  // The rules file's default is six cards worth 21 (the source's end-of-game text); other tables
  // count any collection worth 21: players who learnt it there may choose it.
  const [any, anyRow] = box('quibbles-any21', 'any21', t('quibbles.lobby.any21'), t('quibbles.lobby.any21Note'),
    saved && saved.win_requires_six_cards === false);
  const node = h('fieldset', { class: 'field qb-lobby-options' },
    h('legend', {}, t('quibbles.lobby.expansions')), sevensRow, zerosRow, anyRow);
  return { node, read: () => ({ sevens: sevens.checked, zeros: zeros.checked, win_requires_six_cards: !any.checked }) };
}

export { rulesPanel } from './rules.js';

/** Score-panel rows: the collection's total; its cards, the hand's size and known cards. */
export function players(view) {
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.total,
    detail: t('quibbles.detail', { hand: p.hand_size, cards: p.collection.length, size: view.rules.collection_size }),
    note: p.collection.length ? t('quibbles.collectionNote', { cards: p.collection.join(' + ') }) : '',
  }));
}

export function tiebreakLines(result) {
  if (result.tiebreak === 'shared') return [t('quibbles.tiebreak.shared')];
  return [];
}

/** On the end screen: every collection, drawn. */
export function endExtras(result, view, nameOf = seatLabel) {
  if (!result || !Array.isArray(result.collections)) return null;
  return h('section', { class: 'qb-end-collections', 'aria-label': t('quibbles.collections') },
    h('h3', {}, t('quibbles.collections')),
    result.collections.map((coll, seat) => h('div', {
      class: ['qb-end-row', (result.winners || []).includes(seat) && 'winner'], 'data-seat': String(seat),
    },
    h('span', { class: 'qb-end-name' }, seatIcon(seat), ' ', nameOf(seat)),
    h('span', { class: 'qb-end-cards' }, coll.map((v) => h('span', { class: 'qb-end-card', 'data-zoom': '' }, cardFace(v)))),
    h('strong', { class: 'qb-end-total' }, String(result.scores[seat])))));
}

const sum = (list) => list.reduce((a, b) => a + b, 0);
const countOf = (list, v) => list.filter((x) => x === v).length;

/** Mount the board in `root` (see web/games/registry.js). */
export function mount(root, ctx) {
  const st = {
    view: null, canAct: false, replay: false, busy: false,
    picked: [], // indices into the hand (sorted as shown)
    action: null, // null | 'split' | 'combine'
    sets: [[]], // split: lists of row indices, the last one being built
    take: [], // combine: row indices
    details: null, // the engine's preview details of the move being built
    remove: null, // stash with a full collection: the index in the collection of the card to give up
    discardOpen: false, // the discard pile's viewer is open
    stashes: [], // legal stash moves now
    lastKey: undefined,
  };

  const othersEl = h('div', { class: 'qb-others' });
  const rowEl = h('div', { class: 'qb-row', role: 'group' });
  const rowTitle = h('h2', { class: 'qb-title', id: 'qb-row-title' });
  const pilesEl = h('span', { class: 'qb-draw' });
  const myCollEl = h('div', { class: 'qb-collection qb-mine' });
  const handEl = h('div', { class: 'qb-hand', role: 'group' });
  const handTitle = h('h2', { class: 'qb-title' });
  const guideEl = h('p', { class: 'qb-guide', 'aria-live': 'polite' });
  const actionsEl = h('div', { class: 'qb-actions' });
  const buildEl = h('div', { class: 'qb-build', 'aria-live': 'polite' });
  // The discard pile is open to all (rules file D9): its button opens a panel with every card, by value.
  const discardBtn = h('button', {
    type: 'button', class: 'qb-discard-btn', id: 'qb-discard-btn', 'aria-expanded': 'false',
    'aria-controls': 'qb-discard-panel', onclick: () => toggleDiscard(),
  });
  const discardPanel = h('section', { class: 'qb-discard-panel', id: 'qb-discard-panel', tabindex: '-1', hidden: true });

  const board = h('div', { class: 'quibbles-board' },
    h('section', { class: 'qb-others-section' }, othersEl),
    h('section', { class: 'qb-row-section', 'aria-labelledby': 'qb-row-title' },
      h('div', { class: 'qb-row-head' }, rowTitle, h('div', { class: 'qb-piles' }, pilesEl, discardBtn)), discardPanel, rowEl, buildEl),
    h('section', { class: 'qb-me-section' },
      myCollEl,
      h('div', { class: 'qb-hand-head' }, handTitle, guideEl),
      handEl,
      actionsEl));
  root.append(board);

  // ---------------------------------------------------------------- what is chosen

  const hand = () => (st.view && st.view.hand ? [...st.view.hand].sort((a, b) => a - b) : []);
  const pickedValues = () => st.picked.map((i) => hand()[i]);
  const lim = () => st.view.rules;

  function reset() {
    st.picked = [];
    st.action = null;
    st.sets = [[]];
    st.take = [];
    st.details = null;
    st.remove = null;
  }

  /** What the picked hand cards may do now: {split, combine, draw} each true or a reason key. */
  function options() {
    const v = st.view;
    const picked = pickedValues();
    const out = { split: false, combine: false, draw: false, total: sum(picked) };
    if (picked.length === 1) {
      const [x] = picked;
      out.draw = true;
      const sets = (v.row_sets && v.row_sets[String(x)]) || [];
      out.split = lim().split_values.includes(x) && sets.length > 0;
      out.splitWhy = !lim().split_values.includes(x) ? (x === 0 ? 'quibbles.why.splitZero' : 'quibbles.why.splitSeven')
        : 'quibbles.why.noSet';
    }
    if (picked.length >= 2) {
      const [low, high] = lim().combine_cards;
      const total = out.total;
      const row = v.row.filter((x) => x === total).length;
      if (picked.length < low || picked.length > high) out.combineWhy = 'quibbles.why.combineCount';
      else if (total > lim().max_total) out.combineWhy = 'quibbles.why.combineTotal';
      else if (total === 0 && !lim().zero_total_combine) out.combineWhy = 'quibbles.why.combineZero';
      else if (!row) out.combineWhy = 'quibbles.why.combineRow';
      else out.combine = true;
    }
    return out;
  }

  /** The row values a set being built holds. */
  const setValues = (idx) => idx.map((i) => st.view.row[i]);

  function buildMove() {
    const picked = pickedValues();
    if (st.action === 'split') {
      return { split: picked[0], sets: st.sets.filter((s) => s.length).map(setValues) };
    }
    if (st.action === 'combine') return { combine: picked, take: st.take.map((i) => st.view.row[i]) };
    return null;
  }

  async function refreshDetails() {
    const move = buildMove();
    if (!move || st.action !== 'split') {
      st.details = null;
      return;
    }
    const asked = JSON.stringify(move);
    try {
      const pv = await ctx.call('preview', { move });
      if (JSON.stringify(buildMove()) === asked) st.details = pv.details;
    } catch {
      st.details = null;
    }
  }

  // ---------------------------------------------------------------- acting

  const send = sender(ctx, st, {
    before: (move, fromEls = []) => { st.flyFrom = fromEls.map((el) => el.getBoundingClientRect()); },
    played: () => reset(),
    after: () => render(),
  });

  function pickHand(i) {
    if (!st.canAct || st.view.phase !== 'action') return;
    if (st.action) reset();
    const at = st.picked.indexOf(i);
    if (at >= 0) st.picked.splice(at, 1);
    else st.picked.push(i);
    render();
  }

  async function startAction(kind) {
    const o = options();
    if (kind === 'draw') {
      const els = st.picked.map((i) => handEl.querySelector(`[data-index="${i}"]`)).filter(Boolean);
      await send({ draw: pickedValues()[0] }, els);
      return;
    }
    if (!o[kind]) return;
    st.action = kind;
    st.sets = [[]];
    st.take = [];
    if (kind === 'combine') {
      // Take every matching card by default: the most one may take; fewer is a click away.
      st.take = st.view.row.map((x, i) => (x === o.total ? i : -1)).filter((i) => i >= 0);
    }
    await refreshDetails();
    render();
    const first = rowEl.querySelector('.qb-card.can');
    if (first) first.focus({ preventScroll: true });
  }

  async function pickRow(i) {
    if (!st.canAct || !st.action) return;
    const x = st.view.row[i];
    if (st.action === 'combine') {
      if (x !== options().total) return;
      const at = st.take.indexOf(i);
      if (at >= 0) st.take.splice(at, 1);
      else st.take.push(i);
      render();
      return;
    }
    // split: a chosen card goes back; a free one joins the open set or starts a new one
    for (const set of st.sets) {
      const at = set.indexOf(i);
      if (at >= 0) {
        set.splice(at, 1);
        st.sets = st.sets.filter((s, k) => s.length || k === st.sets.length - 1);
        if (!st.sets.length) st.sets = [[]];
        await refreshDetails();
        render();
        return;
      }
    }
    const d = st.details;
    const last = st.sets[st.sets.length - 1];
    const lastInfo = d && d.sets.length ? d.sets[d.sets.length - 1] : null;
    const open = last.length && lastInfo && lastInfo.status === 'open';
    if (open && d.can_join.includes(x)) last.push(i);
    else if (!open && (!d || d.can_start.includes(x))) {
      if (last.length) st.sets.push([i]);
      else last.push(i);
    } else {
      return;
    }
    await refreshDetails();
    render();
  }

  async function takeNow() {
    const move = buildMove();
    const els = st.picked.map((i) => handEl.querySelector(`[data-index="${i}"]`)).filter(Boolean);
    await send(move, els);
  }

  /** The stash moves open now (asked of the engine; a later update wins over an earlier answer). */
  const loadStashes = movesLoader(ctx, st, { into: 'stashes', when: () => st.canAct && st.view.phase === 'stash' });

  // ---------------------------------------------------------------- drawing

  function cardButton(v, { index, cls = [], label, pressed, disabled, onclick, data = {} }) {
    return h('button', {
      type: 'button', class: ['qb-card', ...cls], 'data-value': String(v), 'data-index': index === undefined ? undefined : String(index),
      'aria-label': label, 'aria-pressed': pressed === undefined ? undefined : (pressed ? 'true' : 'false'),
      'aria-disabled': disabled ? 'true' : 'false', onclick, 'data-zoom': '', ...data,
    }, cardFace(v));
  }

  function collectionNode(p, { mine = false } = {}) {
    const size = lim().collection_size;
    const slots = [];
    for (let k = 0; k < size; k++) {
      const v = p.collection[k];
      if (v === undefined) slots.push(h('span', { class: 'qb-slot', 'aria-hidden': 'true' }));
      else if (mine && st.canAct && st.view.phase === 'stash' && p.collection.length >= size) {
        // The card to give up is this one card (not every card of its value): lifted and crossed out.
        const chosen = st.remove === k;
        slots.push(cardButton(v, {
          index: k, cls: ['qb-coll-card', chosen && 'remove'], label: t('quibbles.removeLabel', { v }),
          pressed: chosen, onclick: () => { st.remove = chosen ? null : k; render(); },
        }));
      } else slots.push(h('span', { class: 'qb-coll-card', 'data-zoom': '' }, cardFace(v)));
    }
    const target = lim().win_total;
    return h('div', { class: 'qb-coll', 'data-total': String(p.total) },
      h('div', { class: 'qb-coll-cards', role: 'group', 'aria-label': t('quibbles.collectionOf', { name: ctx.seatName(p.seat), total: p.total, cards: p.collection.length }) }, slots),
      // On a phone another player's collection shows as chips, so every seat fits on one line.
      mine ? null : h('div', { class: 'qb-coll-chips', 'aria-hidden': 'true' }, p.collection.map((x) => miniValue(x))),
      h('div', { class: 'qb-coll-total' },
        h('strong', {}, String(p.total)), h('span', {}, ` / ${target}`),
        h('span', { class: 'qb-coll-count' }, ` · ${p.collection.length}/${size}`)));
  }

  function renderOthers() {
    clear(othersEl);
    const v = st.view;
    for (const p of v.players) {
      if (p.seat === v.seat) continue;
      const isTurn = v.to_move === p.seat;
      othersEl.append(h('div', {
        class: ['qb-player', isTurn && 'to-move'], 'data-seat': String(p.seat), 'data-colour': seatColour(p.seat),
      },
      h('div', { class: 'qb-player-head' }, seatIcon(p.seat), ' ',
        h('span', { class: 'qb-player-name' }, ctx.seatName(p.seat)),
        h('span', { class: 'qb-player-hand', title: t('quibbles.handSize', { n: p.hand_size }) },
          cardBack({ title: t('quibbles.faceDown') }), ` ${p.hand_size}`)),
      collectionNode(p),
      p.known && p.known.length ? h('p', { class: 'qb-known' }, t('quibbles.known'), ' ', p.known.map((x) => miniValue(x))) : null));
    }
  }

  function rowState(i) {
    const x = st.view.row[i];
    const picked = pickedValues();
    if (st.action === 'combine') {
      const match = x === options().total;
      return { can: match, chosen: st.take.includes(i) };
    }
    if (st.action === 'split') {
      const k = st.sets.findIndex((s) => s.includes(i));
      if (k >= 0) return { chosen: true, set: k };
      const d = st.details;
      const last = st.sets[st.sets.length - 1];
      const lastInfo = d && d.sets.length ? d.sets[d.sets.length - 1] : null;
      const open = last.length && lastInfo && lastInfo.status === 'open';
      const free = d ? (open ? d.can_join.includes(x) : d.can_start.includes(x)) : false;
      return { can: free };
    }
    if (picked.length === 1) {
      const sets = (st.view.row_sets && st.view.row_sets[String(picked[0])]) || [];
      return { hint: sets.some((s) => s.includes(x)) };
    }
    if (picked.length >= 2) return { hint: x === sum(picked) };
    return {};
  }

  function renderRow() {
    const v = st.view;
    rowTitle.textContent = t('quibbles.row', { n: v.row.length });
    rowEl.setAttribute('aria-label', t('quibbles.row', { n: v.row.length }));
    clear(rowEl);
    v.row.forEach((x, i) => {
      const s = rowState(i);
      const label = [t('quibbles.rowCard', { v: x }),
        s.chosen ? t('quibbles.chosen') : s.can ? t('quibbles.canTake') : s.hint ? t('quibbles.couldTake') : ''].filter(Boolean).join(', ');
      rowEl.append(cardButton(x, {
        index: i, label,
        cls: [s.chosen && 'chosen', s.can && 'can', s.hint && 'hint', s.set !== undefined && `set-${s.set % 4}`],
        pressed: st.action ? Boolean(s.chosen) : undefined,
        disabled: !st.action || !(s.can || s.chosen),
        onclick: () => pickRow(i),
      }));
    });
    clear(pilesEl).append(
      h('span', { class: 'qb-pile', title: t('quibbles.drawPile', { n: v.draw_pile }) },
        cardBack({ title: t('quibbles.drawPile', { n: v.draw_pile }) }), h('span', {}, String(v.draw_pile))));
    renderDiscard();
  }

  /** The discard pile's button (its top card and size) and, when open, the panel of every card by value. */
  function renderDiscard() {
    const discard = st.view.discard || [];
    const top = discard.length ? discard[discard.length - 1] : null;
    clear(discardBtn).append(
      top === null ? h('span', { class: 'qb-slot small', 'aria-hidden': 'true' })
        : h('span', { class: 'qb-discard-top', 'aria-hidden': 'true' }, cardFace(top)),
      h('span', { class: 'qb-discard-label' }, t('quibbles.discardShort', { n: discard.length })),
      h('span', { class: 'qb-discard-caret', 'aria-hidden': 'true' }, st.discardOpen ? '\u25B4' : '\u25BE'));
    // Its name is its visible words ("Discard 47"); the tooltip says what it does.
    discardBtn.title = t(st.discardOpen ? 'quibbles.discardHide' : 'quibbles.discardShow', { n: discard.length });
    discardBtn.setAttribute('aria-expanded', st.discardOpen ? 'true' : 'false');
    discardPanel.hidden = !st.discardOpen;
    clear(discardPanel);
    if (!st.discardOpen) return;
    const deck = lim().deck || {};
    const title = h('h3', { class: 'qb-discard-title', id: 'qb-discard-title' }, t('quibbles.discardTitle', { n: discard.length }));
    discardPanel.setAttribute('aria-labelledby', 'qb-discard-title');
    const head = h('div', { class: 'qb-discard-head' }, title,
      h('button', { type: 'button', class: 'btn qb-discard-close', onclick: () => toggleDiscard(false) }, t('quibbles.discardClose')));
    if (!discard.length) {
      discardPanel.append(head, h('p', { class: 'qb-discard-empty' }, t('quibbles.discardEmpty')));
      return;
    }
    const groups = [];
    for (let x = 0; x <= 7; x++) {
      const n = countOf(discard, x);
      if (!n) continue;
      const cards = [];
      for (let k = 0; k < n; k++) cards.push(h('span', { class: 'qb-discard-card', 'data-zoom': '' }, cardFace(x)));
      groups.push(h('li', { class: 'qb-discard-group', 'data-value': String(x) },
        h('span', { class: 'qb-discard-count' }, t('quibbles.discardCount', { v: x, n, of: deck[String(x)] ?? n })),
        h('span', { class: 'qb-discard-cards' }, cards)));
    }
    discardPanel.append(head,
      h('p', { class: 'qb-discard-note' }, t('quibbles.discardLast', { v: top })),
      h('ul', { class: 'qb-discard-groups' }, groups));
  }

  function toggleDiscard(open = !st.discardOpen) {
    st.discardOpen = open;
    if (st.view) renderDiscard();
    if (open) discardPanel.focus({ preventScroll: true });
    else discardBtn.focus({ preventScroll: true });
  }

  function renderMe() {
    const v = st.view;
    clear(myCollEl);
    const me = v.seat === null || v.seat === undefined ? null : v.players[v.seat];
    if (me) {
      myCollEl.append(h('h2', { class: 'qb-title' }, t('quibbles.yourCollection')), collectionNode(me, { mine: true }));
      if (st.remove !== null && me.collection[st.remove] !== undefined) {
        myCollEl.append(h('p', { class: 'qb-remove-note' }, t('quibbles.removeNote', { v: me.collection[st.remove] })));
      }
    }
    myCollEl.hidden = !me;
    handTitle.textContent = me ? t('quibbles.handOf', { name: ctx.seatName(me.seat) }) : '';
    clear(handEl);
    handEl.setAttribute('aria-label', handTitle.textContent || t('quibbles.hand'));
    const cards = hand();
    const acting = st.canAct && v.phase === 'action';
    cards.forEach((x, i) => {
      const picked = st.picked.includes(i);
      handEl.append(cardButton(x, {
        index: i, cls: ['qb-hand-card', picked && 'picked'],
        label: t('quibbles.handCard', { v: x }), pressed: acting ? picked : undefined, disabled: !acting,
        onclick: () => pickHand(i),
      }));
    });
    if (me && !cards.length) handEl.append(h('p', { class: 'qb-empty' }, t('quibbles.handEmpty')));
  }

  /** Why the picked cards cannot be combined, in words. */
  function combineWhy(o) {
    return t(o.combineWhy, { total: o.total, max: lim().max_total, low: lim().combine_cards[0], high: lim().combine_cards[1] });
  }

  /** A turn's button: `label` its words; a disabled one says why in its tooltip. */
  function button(label, onclick, { primary = false, enabled = true, why = '', id } = {}) {
    return h('button', {
      type: 'button', class: ['btn', primary && 'btn-primary'], id, onclick: enabled ? onclick : undefined,
      'aria-disabled': enabled ? 'false' : 'true', title: why || undefined,
    }, label);
  }

  /** Back from taking row cards to choosing hand cards (the hand cards stay chosen). */
  function backToChoice() {
    st.action = null;
    st.sets = [[]];
    st.take = [];
    st.details = null;
  }

  function renderActions() {
    const v = st.view;
    clear(actionsEl);
    clear(buildEl);
    buildEl.hidden = true;
    if (st.replay || !st.canAct) {
      guideEl.textContent = st.replay || v.over ? '' : t('quibbles.guide.wait', { name: ctx.seatName(v.to_move) });
      return;
    }
    if (v.phase === 'stash') {
      renderStash();
      return;
    }
    const picked = pickedValues();
    const o = options();
    if (!st.action) {
      if (!picked.length) guideEl.textContent = t('quibbles.guide.pick');
      else if (picked.length === 1) guideEl.textContent = t('quibbles.guide.one', { v: picked[0] });
      else if (o.combine) guideEl.textContent = t('quibbles.guide.many', { cards: picked.join(' + '), total: o.total });
      // A refused combine: the hint is the refusal (no invitation to combine into a total it refuses).
      else guideEl.textContent = combineWhy(o);
      if (picked.length === 1) {
        actionsEl.append(
          button(t('quibbles.act.split', { v: picked[0] }), () => startAction('split'),
            { primary: o.split, enabled: o.split, why: o.split ? '' : t(o.splitWhy, { v: picked[0] }), id: 'qb-split' }),
          button(t('quibbles.act.draw', { v: picked[0], n: lim().draw_count }), () => startAction('draw'), { id: 'qb-draw' }));
        if (!o.split) actionsEl.append(h('p', { class: 'qb-why' }, t(o.splitWhy, { v: picked[0] })));
      } else if (picked.length >= 2) {
        // The button names its total only when a combine may reach it.
        const label = o.total <= lim().max_total ? t('quibbles.act.combine', { total: o.total }) : t('quibbles.act.combineAny');
        actionsEl.append(button(label, () => startAction('combine'),
          { primary: o.combine, enabled: o.combine, why: o.combine ? '' : combineWhy(o), id: 'qb-combine' }));
      }
      if (picked.length) actionsEl.append(button(t('quibbles.act.clear', {}), () => { reset(); render(); }, { id: 'qb-clear' }));
      return;
    }
    // building a split or a combine
    buildEl.hidden = false;
    const move = buildMove();
    let ready = false;
    if (st.action === 'split') {
      const d = st.details;
      guideEl.textContent = t('quibbles.guide.split', { v: picked[0] });
      const sets = (d && d.sets) || [];
      buildEl.append(h('p', { class: 'qb-build-line' }, t('quibbles.build.split', { v: picked[0] })),
        h('ol', { class: 'qb-sets' }, sets.map((s, k) => h('li', { class: ['qb-set', `set-${k % 4}`, s.status], 'data-status': s.status },
          s.cards.map((x) => miniValue(x)), ' ',
          h('span', {}, s.status === 'complete' ? t('quibbles.set.complete', { total: s.total })
            : s.status === 'over' ? t('quibbles.set.over', { total: s.total, v: picked[0] })
              : t('quibbles.set.open', { total: s.total, needs: s.needs }))))));
      ready = Boolean(d && d.ready);
      const n = move.sets.reduce((a, s) => a + s.length, 0);
      actionsEl.append(button(tn('quibbles.act.takeSets', n), takeNow, { primary: ready, enabled: ready, id: 'qb-take' }));
    } else {
      const total = options().total;
      guideEl.textContent = t('quibbles.guide.combine', { total });
      buildEl.append(h('p', { class: 'qb-build-line' }, t('quibbles.build.combine', { cards: picked.join(' + '), total, n: st.take.length })));
      ready = st.take.length > 0;
      actionsEl.append(button(t('quibbles.act.take', { n: st.take.length, total }), takeNow, { primary: ready, enabled: ready, id: 'qb-take' }));
    }
    actionsEl.append(button(t('quibbles.act.back'), () => { backToChoice(); render(); }, { id: 'qb-back' }));
  }

  function renderStash() {
    const v = st.view;
    const me = v.players[v.seat];
    const full = me.collection.length >= lim().collection_size;
    const values = [...new Set(st.stashes.filter((m) => m.stash !== null).map((m) => m.stash))];
    guideEl.textContent = full && values.length && st.remove === null ? t('quibbles.guide.stashFull') : t('quibbles.guide.stash');
    const cards = v.hand || [];
    for (const x of values) {
      const n = countOf(cards, x);
      const removed = full && st.remove !== null ? me.collection[st.remove] : null;
      const needRemove = full && (removed === null || removed === undefined);
      const move = full ? { stash: x, remove: removed } : { stash: x };
      actionsEl.append(button(t('quibbles.act.stash', { v: x, n: n - 1, total: me.total + x - (needRemove ? 0 : removed || 0) }), () => send(move),
        { primary: !needRemove, enabled: !needRemove, id: `qb-stash-${x}`, why: needRemove ? t('quibbles.guide.stashFull') : '' }));
    }
    actionsEl.append(button(t('quibbles.act.noStash', {}), () => send({ stash: null }), { id: 'qb-no-stash', primary: !values.length }));
  }

  function fly() {
    const last = st.view.last_turn;
    const key = last ? `${st.view.turn}|${last.seat}|${JSON.stringify(last.action)}` : null;
    const fresh = st.lastKey !== undefined && key !== st.lastKey;
    st.lastKey = key;
    if (!fresh || !last) return;
    const from = last.seat === st.view.seat && st.flyFrom && st.flyFrom.length ? st.flyFrom[0] : fromSeat(ctx, last.seat);
    st.flyFrom = null;
    if (!from) return;
    // What the last turn put on the table: a card added to the row by a draw, else its collection's newest card.
    if (last.kind === 'draw') {
      const cards = rowEl.querySelectorAll(`.qb-card[data-value="${last.played[0]}"]`);
      if (cards.length) flyFrom(cards[cards.length - 1], from);
    }
  }

  function render() {
    if (!st.view) return;
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.phase = st.view.phase || '';
    board.dataset.action = st.action || '';
    renderOthers();
    renderRow();
    renderMe();
    renderActions();
  }

  // Escape closes the discard pile's viewer, else steps back from the turn being built.
  const stopKeys = onEscape(board, () => {
    if (st.discardOpen) {
      toggleDiscard(false);
      return true;
    }
    if (!st.canAct || !(st.action || st.picked.length)) return false;
    if (st.action) backToChoice();
    else reset();
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const sameTurn = st.view && view.turn === st.view.turn && view.phase === st.view.phase && view.to_move === st.view.to_move
        && JSON.stringify(view.hand) === JSON.stringify(st.view.hand) && JSON.stringify(view.row) === JSON.stringify(st.view.row);
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!sameTurn || !st.canAct) reset();
      render();
      if (await loadStashes()) {
        render();
        fly();
      }
    },
    destroy() {
      stopKeys();
      board.remove();
    },
  };
}
