// Awkward Guests' table: the turn's panel (ask about suspects or rooms, offer cards, pay for offers,
// decide in secret whether to accuse, discard), the offers on the table, the seat's hand of clue
// cards, and three folds: the case file (suspects and motives, weapons and signs, the mansion's plan
// with what the seat knows), the deduction sheet (sheet.js, marked by hand, kept with the game) and
// the notebook (every card the seat has seen). The moves come from the engine's legal moves (the
// contract is in web/games/registry.js; the view and moves in docs/protocol.md).
import { h, clear } from '../../dom.js';
import { t, tn } from '../../i18n.js';
import { said } from '../../said.js';
import { sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { cardFace, mansion, nameOf } from './art.js';
import { createSheet } from './sheet.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the panel says what each choice costs; a trade's outcome is hidden

export const { seatIcon, seatLabel, seatColour } = seatsOf(card);
export { rulesPanel } from './rules.js';

const sum = (ids, byId) => ids.reduce((n, i) => n + byId.get(i).value, 0);

/** The lobby's options: the case's level and its number (empty: a new case drawn for the game). */
export function lobbyOptions(modeId, saved) {
  const levels = ['beginner', 'very_easy', 'easy', 'medium', 'hard', 'very_hard'];
  const level = h('select', { id: 'awkwardguests-level', name: 'level' },
    levels.map((v) => h('option', { value: v }, t(`awkwardguests.levelName.${v}`))));
  level.value = saved && levels.includes(saved.level) ? saved.level : 'easy';
  const number = h('input', {
    type: 'number', id: 'awkwardguests-case', name: 'case', min: '1', max: '999999', inputmode: 'numeric',
    placeholder: t('awkwardguests.lobby.anyCase'),
  });
  number.value = saved && Number.isInteger(saved.case) ? String(saved.case) : '';
  const node = h('fieldset', { class: 'field ag-lobby-options' },
    h('legend', {}, t('awkwardguests.lobby.legend')),
    h('div', { class: 'ag-lobby-choice' }, h('label', { for: 'awkwardguests-level' }, t('awkwardguests.lobby.level')), level),
    h('div', { class: 'ag-lobby-choice' }, h('label', { for: 'awkwardguests-case' }, t('awkwardguests.lobby.case')), number),
    h('p', { class: 'ag-lobby-note' }, t('awkwardguests.lobby.generated')));
  const read = () => {
    const n = Number(number.value);
    return { level: level.value, case: number.value.trim() && Number.isInteger(n) && n >= 1 && n <= 999999 ? n : null };
  };
  return { node, read };
}

/** Score-panel rows: cards in hand; out once a wrong accusation eliminated the seat. */
export function players(view) {
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.eliminated ? t('awkwardguests.outShort') : tn('awkwardguests.cardsShort', p.hand_size),
    detail: p.offer ? tn('awkwardguests.offerDetail', p.offer.n, { value: p.offer.value }) : '',
    note: p.eliminated ? t('awkwardguests.eliminated') : (view.start === p.seat ? t('awkwardguests.startPlayer') : ''),
    out: p.eliminated,
  }));
}

export function tiebreakLines() {
  return [];
}

/** The end screen's explanation: the solution, then the cards that prove it, one at a time. */
export function endExtras(result, view) {
  if (!view || !view.solution) return null;
  const sol = view.solution;
  const n = (kind, id) => nameOf(view, kind, id);
  const steps = (view.explanation || []).map((step, i) => {
    if (i === 0) return h('li', {}, t('awkwardguests.explain.start', { n: step.left }));
    const out = step.out;
    const gone = [
      ...out.murderers.map((x) => t('awkwardguests.explain.notMurderer', { name: n('suspect', x) })),
      ...out.weapons.map((x) => t('awkwardguests.explain.notWeapon', { name: n('weapon', x) })),
    ];
    return h('li', {}, h('span', { class: 'ag-text' }, said(step.text, step.text_say)),
      ' ', h('span', { class: 'ag-step-left' }, t('awkwardguests.explain.left', { n: step.left })),
      gone.length ? h('span', { class: 'ag-step-gone' }, ` ${gone.join('; ')}.`) : null);
  });
  return h('section', { class: 'ag-explain', 'aria-label': t('awkwardguests.explain.title') },
    h('h2', {}, t('awkwardguests.explain.title')),
    h('p', { class: 'ag-solution' }, t(sol.accomplice ? 'awkwardguests.solutionWith' : 'awkwardguests.solution', {
      murderer: n('suspect', sol.murderer), motive: n('motive', sol.motive), weapon: n('weapon', sol.weapon),
      accomplice: sol.accomplice ? n('suspect', sol.accomplice) : '', amotive: sol.accomplice_motive ? n('motive', sol.accomplice_motive) : '',
    })),
    h('p', {}, t('awkwardguests.explain.how', { number: view.case.number, level: n('level', view.case.level) })),
    h('ol', { class: 'ag-steps' }, steps));
}

// ---------------------------------------------------------------- the table

export function mount(root, ctx) {
  const st = { view: null, canAct: false, replay: false, busy: false, moves: [], picked: new Set(), paying: null, accusing: null, filter: '' };
  const notes = ctx.notes || { read: () => null, write: () => {} };

  const promptEl = h('p', { class: 'ag-prompt', 'aria-live': 'polite' });
  const panelEl = h('div', { class: 'ag-panel' });
  const offersEl = h('div', { class: 'ag-offers' });
  const handEl = h('section', { class: 'ag-hand', 'aria-label': t('awkwardguests.hand') });
  const caseEl = h('div', { class: 'ag-case' });
  const sheetEl = h('div', { class: 'ag-sheet' });
  const bookEl = h('div', { class: 'ag-book' });
  const fold = (key, body, open) => h('details', { class: 'ag-fold', 'data-fold': key, open: open || undefined },
    h('summary', {}, t(`awkwardguests.fold.${key}`)), body);
  const board = h('div', { class: 'awkwardguests-board' },
    h('div', { class: 'ag-turn' }, promptEl, panelEl, offersEl), handEl,
    fold('case', caseEl, true), fold('sheet', sheetEl, false), fold('book', bookEl, false));
  root.append(board);
  const sheet = createSheet(sheetEl, notes);
  const put = (...nodes) => panelEl.append(...nodes.filter(Boolean));

  const v = () => st.view;
  const loadMoves = movesLoader(ctx, st);
  const send = sender(ctx, st, { played: () => reset(), after: () => render() });
  const nameOfSeat = (seat) => ctx.seatName(seat);
  const byId = () => new Map([...v().notebook, ...v().revealed_cards].map((c) => [c.id, c]));
  const asks = () => (v().players.length === 2 ? 4 : 2);
  const refName = (r) => (r in v().rules.suspects ? nameOf(v(), 'suspect', r) : nameOf(v(), 'room', r));

  function reset() {
    st.picked = new Set();
    st.paying = null;
    st.accusing = null;
  }

  function button(label, onclick, { primary = false, disabled = false, data, pressed } = {}) {
    return h('button', {
      type: 'button', class: ['btn', primary && 'btn-primary'], onclick: disabled ? undefined : onclick, dataset: data,
      'aria-disabled': disabled ? 'true' : undefined, 'aria-pressed': pressed === undefined ? undefined : String(pressed),
    }, label);
  }

  function toggle(x, limit = Infinity) {
    if (st.picked.has(x)) st.picked.delete(x);
    else if (st.picked.size < limit) st.picked.add(x);
    render();
  }

  // ---------------------------------------------------------------- the turn's panel

  function drawPanel() {
    const view = v();
    clear(panelEl);
    if (st.replay || view.over) { promptEl.textContent = view.over ? t('awkwardguests.over') : ''; return; }
    if (!st.canAct) {
      promptEl.textContent = view.phase === 'solution' ? t('awkwardguests.waitSecret', { name: nameOfSeat(view.to_move) })
        : t('awkwardguests.wait', { name: nameOfSeat(view.to_move) });
      return;
    }
    ({ inquiry: drawInquiry, offer: drawOffer, exchange: drawExchange, solution: drawSolution, discard: drawDiscard })[view.phase]();
  }

  function drawInquiry() {
    const view = v();
    const k = asks();
    promptEl.textContent = t('awkwardguests.prompt.inquiry', { n: k });
    const chips = h('div', { class: 'ag-chips', role: 'group', 'aria-label': t('awkwardguests.suspects') },
      Object.keys(view.rules.suspects).map((x) => button(nameOf(view, 'suspect', x), () => toggle(x, k),
        { pressed: st.picked.has(x), data: { ref: x } })));
    const rooms = h('div', { class: 'ag-chips', role: 'group', 'aria-label': t('awkwardguests.rooms') },
      Object.keys(view.rules.rooms).map((r) => button(nameOf(view, 'room', r), () => toggle(r, k),
        { pressed: st.picked.has(r), data: { ref: r } })));
    const refs = [...st.picked];
    const ready = refs.length === k;
    put(chips, rooms,
      h('p', { class: 'ag-picked' }, refs.length ? refs.map(refName).join(', ') : t('awkwardguests.nothingPicked')),
      button(ready ? t('awkwardguests.ask', { refs: refs.map(refName).join(', ') }) : t('awkwardguests.pickMore', { n: k - refs.length }),
        () => send({ t: 'inquire', refs }), { primary: true, disabled: !ready, data: { act: 'inquire' } }));
  }

  function drawOffer() {
    const view = v();
    const ids = byId();
    promptEl.textContent = t('awkwardguests.prompt.offer', { name: nameOfSeat(view.active), refs: view.inquiry.map(refName).join(', ') });
    const cards = [...st.picked];
    const value = sum(cards, ids);
    put(
      button(cards.length ? tn('awkwardguests.offerThese', cards.length, { value }) : t('awkwardguests.offerNothing'),
        () => send({ t: 'offer', cards: cards.sort((a, b) => a - b) }), { primary: true, data: { act: 'offer' } }),
      cards.length ? button(t('awkwardguests.clear'), () => { reset(); render(); }) : null);
  }

  function openOffers() {
    const view = v();
    const n = view.players.length;
    return Array.from({ length: n - 1 }, (_, k) => (view.active - k - 1 + n) % n)
      .filter((x) => view.players[x].offer && !(String(x) in view.taken));
  }

  function drawExchange() {
    const view = v();
    const ids = byId();
    const open = openOffers();
    const taken = Object.keys(view.taken);
    promptEl.textContent = st.paying === null ? t('awkwardguests.prompt.exchange') : t('awkwardguests.prompt.pay', {
      name: nameOfSeat(st.paying), value: view.players[st.paying].offer.value, paid: sum([...st.picked], ids) });
    if (st.paying === null) {
      for (const x of open) {
        const o = view.players[x].offer;
        const can = st.moves.some((m) => m.t === 'take' && m.from === x);
        put(button(tn('awkwardguests.takeOffer', o.n, { name: nameOfSeat(x), value: o.value }),
          () => { st.paying = x; st.picked = new Set(); render(); }, { disabled: !can, data: { take: String(x) } }),
        can ? null : h('span', { class: 'ag-why' }, t('awkwardguests.cannotPay')));
      }
      put(button(taken.length ? t('awkwardguests.doneTaken', { n: taken.length }) : t('awkwardguests.doneNone'),
        () => send({ t: 'done' }), { primary: true, data: { act: 'done' } }));
    } else {
      const pay = [...st.picked].sort((a, b) => a - b);
      const enough = sum(pay, ids) >= view.players[st.paying].offer.value;
      put(
        button(tn('awkwardguests.pay', pay.length), () => send({ t: 'take', from: st.paying, pay }), { primary: true, disabled: !enough || !pay.length, data: { act: 'pay' } }),
        button(t('awkwardguests.back'), () => { st.paying = null; st.picked = new Set(); render(); }));
    }
  }

  function drawSolution() {
    const view = v();
    promptEl.textContent = t('awkwardguests.prompt.solution');
    if (!st.accusing) {
      put(button(t('awkwardguests.continue'), () => send({ t: 'continue' }), { primary: true, data: { act: 'continue' } }),
        button(t('awkwardguests.accuse'), () => {
          const m = Object.keys(view.rules.suspects)[0];
          st.accusing = { murderer: m, motive: view.rules.suspects[m][0], weapon: view.case.weapons[0], accomplice: null, accomplice_motive: null };
          render();
        }, { data: { act: 'accuse' } }));
      return;
    }
    const a = st.accusing;
    const select = (id, label, options, value, onchange) => {
      const el = h('select', { id: `ag-${id}`, onchange: (e) => { onchange(e.target.value); render(); } },
        options.map(([val, text]) => h('option', { value: val }, text)));
      el.value = value;
      return h('div', { class: 'ag-field' }, h('label', { for: `ag-${id}` }, label), el);
    };
    const suspects = Object.keys(view.rules.suspects);
    const motivesOf = (x) => view.rules.suspects[x].map((m) => [m, nameOf(view, 'motive', m)]);
    const form = h('div', { class: 'ag-accuse', role: 'group', 'aria-label': t('awkwardguests.accusation') },
      select('murderer', t('awkwardguests.murderer'), suspects.map((x) => [x, nameOf(view, 'suspect', x)]), a.murderer, (x) => {
        a.murderer = x; a.motive = view.rules.suspects[x][0];
        if (a.accomplice === x) { a.accomplice = null; a.accomplice_motive = null; }
      }),
      select('motive', t('awkwardguests.motive'), motivesOf(a.murderer), a.motive, (x) => { a.motive = x; }),
      select('weapon', t('awkwardguests.weapon'), view.case.weapons.map((w) => [w, nameOf(view, 'weapon', w)]), a.weapon, (x) => { a.weapon = x; }));
    if (view.case.accomplice) {
      form.append(select('accomplice', t('awkwardguests.accomplice'),
        [['', t('awkwardguests.noAccomplice')], ...suspects.filter((x) => x !== a.murderer).map((x) => [x, nameOf(view, 'suspect', x)])],
        a.accomplice || '', (x) => { a.accomplice = x || null; a.accomplice_motive = x ? view.rules.suspects[x][0] : null; }));
      if (a.accomplice) form.append(select('amotive', t('awkwardguests.accompliceMotive'), motivesOf(a.accomplice), a.accomplice_motive, (x) => { a.accomplice_motive = x; }));
    }
    put(form, h('p', { class: 'ag-warn' }, t('awkwardguests.accuseWarn')),
      button(t('awkwardguests.accuseNow'), () => send({ t: 'accuse', ...a }), { primary: true, data: { act: 'accuse-now' } }),
      button(t('awkwardguests.back'), () => { st.accusing = null; render(); }));
  }

  function drawDiscard() {
    const view = v();
    const n = view.hand.length - 3;
    promptEl.textContent = tn('awkwardguests.prompt.discard', n);
    const cards = [...st.picked].sort((a, b) => a - b);
    put(button(cards.length === n ? tn('awkwardguests.discardThese', n) : tn('awkwardguests.pickMoreCards', n - cards.length),
      () => send({ t: 'discard', cards }), { primary: true, disabled: cards.length !== n, data: { act: 'discard' } }));
  }

  // ---------------------------------------------------------------- the offers, the hand, the folds

  function drawOffers() {
    const view = v();
    clear(offersEl);
    if (!['offer', 'exchange'].includes(view.phase)) return;
    const n = view.players.length;
    const list = h('ul', { class: 'ag-offer-list', 'aria-label': t('awkwardguests.offers') });
    for (let k = 1; k < n; k += 1) {
      const x = (view.active - k + n) % n;
      const p = view.players[x];
      if (p.eliminated) continue;
      let text;
      if (p.offer) text = tn('awkwardguests.offerOf', p.offer.n, { name: nameOfSeat(x), value: p.offer.value });
      else if (view.phase === 'offer' && view.queue.includes(x)) {
        text = t(x === view.seat ? 'awkwardguests.offerWaitingYou' : 'awkwardguests.offerWaiting', { name: nameOfSeat(x) });
      }
      else text = t('awkwardguests.offerNone', { name: nameOfSeat(x) });
      const taken = view.taken[String(x)];
      list.append(h('li', { 'data-seat': String(x), class: taken && 'taken' }, text, taken ? ` — ${tn('awkwardguests.paying', taken.length)}` : ''));
    }
    offersEl.append(h('p', { class: 'ag-asked' }, t('awkwardguests.asked', { name: nameOfSeat(view.active), refs: view.inquiry.map(refName).join(', ') })), list);
  }

  /** Whether a hand card can be picked now, and why not. */
  function pickable(c) {
    const view = v();
    if (!st.canAct) return null;
    if (view.phase === 'offer') return view.inquiry.some((r) => c.refs.includes(r)) ? '' : t('awkwardguests.notAsked');
    if (view.phase === 'exchange' && st.paying !== null) {
      const promised = new Set(Object.values(view.taken).flat());
      return promised.has(c.id) ? t('awkwardguests.promised') : '';
    }
    if (view.phase === 'discard') return '';
    return null;
  }

  function drawHand() {
    const view = v();
    clear(handEl);
    if (view.seat === null || view.seat === undefined) return;
    const ids = byId();
    const list = h('div', { class: 'ag-card-list', role: 'list' });
    for (const id of view.hand) {
      const c = ids.get(id);
      const why = pickable(c);
      if (why === null) { list.append(cardFace(view, c)); continue; }
      const limit = view.phase === 'discard' ? view.hand.length - 3 : Infinity;
      list.append(h('div', { role: 'listitem' }, cardFace(view, c, {
        pressed: st.picked.has(id), disabled: Boolean(why), onclick: () => toggle(id, limit),
        extra: why ? h('span', { class: 'ag-why' }, why) : null,
      })));
    }
    handEl.append(h('h2', { class: 'ag-heading' }, tn('awkwardguests.handOf', view.hand.length)), list);
  }

  function drawCase() {
    const view = v();
    clear(caseEl);
    const inquiring = st.canAct && view.phase === 'inquiry';
    const suspects = h('ul', { class: 'ag-suspects' }, Object.entries(view.rules.suspects).map(([x, motives]) => h('li', { 'data-suspect': x },
      h('strong', {}, nameOf(view, 'suspect', x)), ': ', motives.map((m) => nameOf(view, 'motive', m)).join(', '))));
    const weapons = h('ul', { class: 'ag-weapons' }, view.case.weapons.map((w) => h('li', { 'data-weapon': w },
      h('strong', {}, nameOf(view, 'weapon', w)), ': ', view.rules.weapons[w].signs.map((sg) => nameOf(view, 'sign', sg)).join(', '))));
    caseEl.append(
      h('p', { class: 'ag-case-line' }, t('awkwardguests.caseLine', {
        number: view.case.number, level: nameOf(view, 'level', view.case.level),
        accomplice: t(view.case.accomplice ? 'awkwardguests.mayAccomplice' : 'awkwardguests.noAccompliceLevel'),
        deck: view.deck_count, discard: view.discard_count,
      })),
      h('div', { class: 'ag-case-cols' },
        h('section', {}, h('h3', {}, t('awkwardguests.suspects')), suspects),
        h('section', {}, h('h3', {}, t('awkwardguests.weaponsInPlay')), weapons)),
      h('h3', {}, t('awkwardguests.mansion')),
      mansion(view, [...view.notebook, ...view.revealed_cards], inquiring ? { pick: (r) => toggle(r, asks()), chosen: st.picked } : {}),
      h('p', { class: 'ag-legend' }, t('awkwardguests.legend')));
  }

  function drawBook() {
    const view = v();
    clear(bookEl);
    if (view.seat === null || view.seat === undefined) {
      bookEl.append(h('p', {}, t('awkwardguests.revealedCount', { n: view.revealed_cards.length })),
        h('div', { class: 'ag-card-list', role: 'list' }, view.revealed_cards.map((c) => cardFace(view, c))));
      return;
    }
    const refs = [...Object.keys(view.rules.suspects), ...Object.keys(view.rules.rooms)];
    const filter = h('select', { id: 'ag-filter', onchange: (e) => { st.filter = e.target.value; drawBook(); } },
      h('option', { value: '' }, t('awkwardguests.allCards')), refs.map((r) => h('option', { value: r }, refName(r))));
    filter.value = st.filter;
    const hand = new Set(view.hand);
    const cards = view.notebook.filter((c) => !st.filter || c.refs.includes(st.filter));
    bookEl.append(h('div', { class: 'ag-field' }, h('label', { for: 'ag-filter' }, t('awkwardguests.filter')), filter),
      h('p', {}, t('awkwardguests.seenCount', { n: view.notebook.length, shown: cards.length })),
      h('div', { class: 'ag-card-list', role: 'list' }, cards.map((c) => cardFace(view, c, { extra: hand.has(c.id) ? h('span', { class: 'ag-held' }, t('awkwardguests.inHand')) : null }))));
  }

  /** The focused control's identity, so a redraw puts the focus back on its new copy (keyboard play). */
  const FOCUS_KEYS = ['data-ref', 'data-room', 'data-mark', 'data-bearing', 'data-card', 'data-act', 'data-take', 'id'];
  function focusKey() {
    const el = document.activeElement;
    if (!el || !board.contains(el)) return null;
    const key = FOCUS_KEYS.find((k) => el.hasAttribute(k));
    return key ? `[${key}="${CSS.escape(el.getAttribute(key))}"]` : null;
  }

  function render() {
    if (!st.view) return;
    const focused = focusKey();
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.phase = v().phase;
    drawPanel();
    drawOffers();
    drawHand();
    drawCase();
    sheet.draw(v());
    drawBook();
    if (focused) {
      const again = board.querySelector(`${focused}:not([aria-disabled="true"])`) || board.querySelector(focused);
      if (again && typeof again.focus === 'function') again.focus({ preventScroll: true });
    }
  }

  const stopKeys = onEscape(board, () => {
    if (!st.picked.size && st.paying === null && !st.accusing) return false;
    reset();
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const keep = st.view && st.view.to_move === view.to_move && st.view.phase === view.phase && st.view.seat === view.seat;
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!keep || !st.canAct) reset();
      else if (view.phase === 'exchange') { st.paying = null; st.picked = new Set(); }
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
