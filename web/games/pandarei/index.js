// Panda Rei's table: the other players with their collections, the turn's cards in play order (who
// would win as they land, the monkey's worth, then who picks what), and the player's own hand and
// collection. Moves come from the engine's legal moves; the view's `choices` say what each would do
// (a card's worth and who would then lead; a card's points if taken). The contract is in
// web/games/registry.js; the view and the moves in docs/protocol.md.
import { h, clear } from '../../dom.js';
import { t, tn, getLang } from '../../i18n.js';
import { flyFrom, fromSeat, sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { ANIMALS, cardFace, cardBack, cardChip, tokenIcon } from './art.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the view's `choices` preview every move (a preview's log line would show the Dummy's card)
export const confirmsMoves = true; // a card is chosen, then played by its own button

const SCORED = ['rabbit', 'bear', 'giraffe', 'owl', 'cat', 'fox', 'lion', 'pig', 'panda'];

/** A seat's colour, name and badge (its number in its colour): data of the card (card.js `seats`). */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card);

/** The lobby's option: the worth of a monkey that leads a turn (the rules file's two readings). */
export function lobbyOptions(modeId, saved) {
  const id = 'pandarei-lead_monkey_worth';
  const values = ['one', 'last_card_of_previous_turn_plus_one'];
  const select = h('select', { id, name: 'lead_monkey_worth' },
    values.map((v) => h('option', { value: v }, t(`pandarei.lobby.lead.${v}`))));
  const value = saved && saved.lead_monkey_worth;
  select.value = values.includes(value) ? value : values[0];
  const node = h('fieldset', { class: 'field pr-lobby-options' },
    h('legend', {}, t('pandarei.lobby.legend')),
    h('div', { class: 'pr-choice' }, h('label', { for: id }, t('pandarei.lobby.lead')), select),
    h('p', { class: 'field-hint' }, t('pandarei.lobby.note')));
  return { node, read: () => ({ lead_monkey_worth: select.value }) };
}

export { rulesPanel } from './rules.js';

// ---------------------------------------------------------------- animals in words

export const animalName = (a) => t(`pandarei.name.${a}`);
const countOf = (a, n) => tn(`pandarei.count.${a}`, n);
const isSeat = (seat) => seat !== null && seat !== undefined;

/** Score-panel rows: the total so far, the hand, pigs and pandas; the token holder marked. */
export function players(view) {
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.score,
    detail: t('pandarei.detail', { hand: p.hand_size, pigs: p.pigs, pandas: p.pandas }),
    note: view.token === p.seat && !view.over ? t('pandarei.token') : '',
  }));
}

export function tiebreakLines(result) {
  return ['pigs', 'shared'].includes(result.tiebreak) ? [t(`pandarei.tiebreak.${result.tiebreak}`)] : [];
}

/** On the end screen: every animal's count and points for every player, side by side. */
export function endExtras(result, view, nameOf = seatLabel) {
  if (!result || !Array.isArray(result.breakdown)) return null;
  const seats = result.breakdown.map((b) => b.seat);
  const item = (seat, animal) => result.breakdown[seat].items.find((i) => i.animal === animal);
  const cell = (it) => h('td', { class: it.points < 0 ? 'neg' : it.points > 0 ? 'pos' : undefined },
    h('span', { class: 'pr-end-count' }, it.monkeys ? t('pandarei.end.countMonkeys', { n: it.count, m: it.monkeys }) : String(it.count)),
    ' ', h('strong', {}, signed(it.points)));
  return h('section', { class: 'pr-end', 'aria-label': t('pandarei.end.title') },
    h('h3', {}, t('pandarei.end.title')),
    h('div', { class: 'pr-end-scroll' }, h('table', { class: 'pr-end-table' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'pr-end-animal' }, t('pandarei.end.animal')),
        seats.map((s) => h('th', { scope: 'col' }, seatIcon(s), ' ', nameOf(s))))),
      h('tbody', {},
        SCORED.map((a) => h('tr', { 'data-animal': a },
          h('th', { scope: 'row' }, cardChip(a, { lang: getLang() }), ' ', animalName(a), h('span', { class: 'pr-end-rule' }, t(`pandarei.rule.${a}`))),
          seats.map((s) => cell(item(s, a))))),
        h('tr', { class: 'pr-end-pigs' }, h('th', { scope: 'row' }, t('pandarei.end.pigs')),
          seats.map((s) => h('td', {}, String(result.pigs ? result.pigs[s] : item(s, 'pig').count)))),
        h('tr', { class: 'pr-end-total' }, h('th', { scope: 'row' }, t('pandarei.end.total')),
          seats.map((s) => h('td', {}, h('strong', {}, String(result.scores[s])))))))),
    h('p', { class: 'pr-end-note' }, t('pandarei.end.monkeys')));
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));

// ---------------------------------------------------------------- the table

/** Mount the board in `root` (see web/games/registry.js). */
export function mount(root, ctx) {
  const st = {
    view: null, canAct: false, replay: false, busy: false,
    moves: [], // legal moves now (asked of the engine)
    chosen: null, // the hand's animal chosen to play
    table: 0, // cards on the table last drawn, for a new card's flight
  };

  const othersEl = h('div', { class: 'pr-others' });
  const turnTitle = h('h2', { class: 'pr-title', id: 'pr-turn-title' });
  const leadEl = h('p', { class: 'pr-lead', 'aria-live': 'polite' });
  const tableEl = h('div', { class: 'pr-table', role: 'group', 'aria-labelledby': 'pr-turn-title' });
  const orderEl = h('p', { class: 'pr-order' });
  const lastEl = h('div', { class: 'pr-last' });
  const handTitle = h('h2', { class: 'pr-title', id: 'pr-hand-title' });
  const mineEl = h('div', { class: 'pr-collection pr-mine' });
  const handEl = h('div', { class: 'pr-hand', role: 'group', 'aria-labelledby': 'pr-hand-title' });
  const guideEl = h('p', { class: 'pr-guide', 'aria-live': 'polite' });
  const actionsEl = h('div', { class: 'pr-actions' });

  const board = h('div', { class: 'pandarei-board' },
    h('section', { class: 'pr-others-section', 'aria-label': t('pandarei.others') }, othersEl),
    h('section', { class: 'pr-turn-section', 'aria-labelledby': 'pr-turn-title' },
      h('div', { class: 'pr-turn-head' }, turnTitle, leadEl), tableEl, orderEl, lastEl),
    h('section', { class: 'pr-me-section', 'aria-labelledby': 'pr-hand-title' },
      handTitle, mineEl, handEl, guideEl, actionsEl));
  root.append(board);

  const v = () => st.view;
  const nameOf = (seat) => (isSeat(seat) ? ctx.seatName(seat) : t('pandarei.dummy'));
  const choiceOf = (animal) => (v().choices || []).find((c) => c.animal === animal) || null;

  const loadMoves = movesLoader(ctx, st);

  const send = sender(ctx, st, {
    before: () => { st.flyFrom = st.chosen ? handEl.querySelector(`[data-animal="${st.chosen}"]`)?.getBoundingClientRect() : null; },
    played: () => { st.chosen = null; },
    after: () => {
      render();
      keepFocus();
    },
  });

  // ---------------------------------------------------------------- pieces

  /** A card's face, named in words ("lion, 7"), so a button holding it is named by its content. */
  function face(animal, worth, extra = '') {
    const title = animal === 'monkey' && worth !== undefined && worth !== null
      ? t('pandarei.cardMonkey', { worth }) : t('pandarei.cardName', { name: animalName(animal), worth: worth ?? '' });
    return cardFace(animal, { lang: getLang(), title: extra ? `${title}${extra}` : title, worth: animal === 'monkey' ? worth : undefined });
  }

  /** A collection as chips: the animal's head and its count, with the points it would score now. */
  function collectionNode(p, el = h('div', { class: 'pr-collection' })) {
    clear(el);
    const shown = ANIMALS.map((a) => a.id).filter((a) => p.collection[a] > 0);
    const label = shown.length ? shown.map((a) => countOf(a, p.collection[a])).join(', ') : t('pandarei.noCards');
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', t('pandarei.collectionOf', { name: nameOf(p.seat), cards: label }));
    if (!shown.length) el.append(h('span', { class: 'pr-empty', 'aria-hidden': 'true' }, t('pandarei.noCards')));
    for (const a of shown) {
      el.append(h('span', { class: 'pr-chip', 'data-animal': a, 'aria-hidden': 'true', title: animalName(a) },
        cardChip(a, { lang: getLang() }), h('span', { class: 'pr-chip-count' }, `×${p.collection[a]}`)));
    }
    return el;
  }

  function renderOthers() {
    clear(othersEl);
    const view = v();
    for (const p of view.players) {
      if (p.seat === view.seat) continue;
      othersEl.append(h('div', {
        class: ['pr-player', view.to_move === p.seat && 'to-move'], 'data-seat': String(p.seat), 'data-colour': seatColour(p.seat),
      },
      h('div', { class: 'pr-player-head' }, seatIcon(p.seat), ' ',
        h('span', { class: 'pr-player-name' }, ctx.seatName(p.seat)),
        view.token === p.seat && !view.over ? h('span', { class: 'pr-token', title: t('pandarei.token') }, tokenIcon(), h('span', { class: 'visually-hidden' }, t('pandarei.token'))) : null,
        h('span', { class: 'pr-player-hand', title: t('pandarei.handSize', { n: p.hand_size }) },
          cardBack({ title: t('pandarei.handSize', { n: p.hand_size }) }), ` ${p.hand_size}`),
        h('strong', { class: 'pr-player-score', title: t('pandarei.scoreNow', { n: p.score }) }, String(p.score))),
      collectionNode(p)));
    }
    if (view.dummy) {
      othersEl.append(h('div', { class: 'pr-player pr-dummy', 'data-seat': 'dummy' },
        h('div', { class: 'pr-player-head' }, h('span', { class: 'pr-player-name' }, t('pandarei.dummy')),
          h('span', { class: 'pr-player-hand', title: t('pandarei.handSize', { n: view.dummy.hand_size }) },
            cardBack({ title: t('pandarei.handSize', { n: view.dummy.hand_size }) }), ` ${view.dummy.hand_size}`)),
        h('p', { class: 'pr-dummy-note' }, t('pandarei.dummyNote'))));
    }
  }

  /** Why the leader leads, in words. */
  function leadText(lead, done) {
    const key = lead.why === 'highest' ? 'highest' : `group_${lead.by}`;
    return t(`pandarei.lead.${done ? 'won' : 'now'}.${key}`, { name: nameOf(lead.seat), worth: lead.worth, n: lead.size });
  }

  function renderTurn() {
    const view = v();
    turnTitle.textContent = view.over ? t('pandarei.gameOver') : t('pandarei.turnOf', { n: view.turn, of: view.rules.hand_size });
    const picking = view.phase === 'pick';
    const lead = view.leader;
    leadEl.textContent = lead ? leadText(lead, picking) : (view.over ? '' : t('pandarei.lead.none', { name: nameOf(view.token) }));
    clear(tableEl);
    const takes = new Set(st.moves.filter((m) => 'take' in m).map((m) => m.take));
    const offered = new Set();
    view.table.forEach((card, k) => {
      const winning = lead && lead.seat === card.seat && (lead.why === 'highest' ? card.worth === lead.worth : card.worth === lead.worth);
      const inGroup = lead && lead.why === 'group' && card.worth === lead.worth;
      const who = h('span', { class: 'pr-slot-name' }, isSeat(card.seat) ? seatIcon(card.seat) : null, ' ', nameOf(card.seat));
      const tags = [];
      if (winning) tags.push(h('span', { class: 'pr-tag win' }, tokenIcon(), picking ? t('pandarei.tag.won') : t('pandarei.tag.leads')));
      if (isSeat(card.taken)) tags.push(h('span', { class: 'pr-tag taken' }, t('pandarei.tag.takenBy', { name: nameOf(card.taken) })));
      const canTake = picking && st.canAct && card.taken === null && takes.has(card.animal) && !offered.has(card.animal);
      if (canTake) offered.add(card.animal);
      const choice = canTake ? choiceOf(card.animal) : null;
      if (choice) tags.push(h('span', { class: ['pr-tag gain', choice.gain < 0 && 'neg'] }, t('pandarei.tag.gain', { n: signed(choice.gain) })));
      const slotCls = ['pr-slot', inGroup && 'group', winning && 'winning', isSeat(card.taken) && 'taken', !isSeat(card.seat) && 'dummy'];
      const body = canTake
        ? h('button', {
          type: 'button', class: 'pr-card can', 'data-animal': card.animal, id: `pr-take-${k}`,
          onclick: () => send({ take: card.animal }),
        }, face(card.animal, card.worth), h('span', { class: 'visually-hidden' }, `: ${t('pandarei.act.takeThis', { n: signed(choice ? choice.gain : 0) })}`))
        : h('span', { class: 'pr-card', 'data-animal': card.animal }, face(card.animal, card.worth));
      tableEl.append(h('div', { class: slotCls, 'data-slot': String(k), 'data-seat': isSeat(card.seat) ? String(card.seat) : 'dummy', 'data-colour': isSeat(card.seat) ? seatColour(card.seat) : undefined },
        who, body, h('span', { class: 'pr-worth' }, t('pandarei.worth', { n: card.worth })), tags));
    });
    if (!picking && !view.over) {
      for (const seat of view.order.slice(view.table.length)) {
        const next = seat === view.to_move || (!isSeat(seat) && view.table.length === view.order.length - 1);
        tableEl.append(h('div', { class: ['pr-slot', 'empty', next && 'next'], 'data-seat': isSeat(seat) ? String(seat) : 'dummy', 'data-colour': isSeat(seat) ? seatColour(seat) : undefined },
          h('span', { class: 'pr-slot-name' }, isSeat(seat) ? seatIcon(seat) : null, ' ', nameOf(seat)),
          h('span', { class: 'pr-card pr-hole', 'aria-hidden': 'true' }),
          h('span', { class: 'pr-worth' }, next ? t('pandarei.toPlay') : '…')));
      }
    }
    // who picks what
    clear(orderEl);
    if (picking) {
      const q = view.queue;
      const parts = [];
      const counts = [];
      for (const seat of q) {
        const last = counts[counts.length - 1];
        if (last && last.seat === seat) last.n += 1;
        else counts.push({ seat, n: 1 });
      }
      for (const c of counts) parts.push(tn('pandarei.picks', c.n, { name: nameOf(c.seat) }));
      orderEl.append(t('pandarei.pickOrder', { picks: parts.join(t('pandarei.then')), nothing: t('pandarei.nothing', { name: nameOf(view.nothing) }) }));
    } else if (!view.over && view.monkey_worth !== null && view.monkey_worth !== undefined) {
      orderEl.append(t('pandarei.monkeyNow', { n: view.monkey_worth }));
    }
    renderLast();
  }

  /** The last turn, once its cards are shared: who won, who took what. */
  function renderLast() {
    const view = v();
    clear(lastEl);
    const done = view.history.filter((turn) => turn.picks.length && turn.plays.every((p) => p.taken !== null));
    const turn = view.phase === 'pick' ? null : done[done.length - 1];
    if (!turn) return;
    const took = {};
    for (const p of turn.picks) (took[p.seat] = took[p.seat] || []).push(p.animal);
    lastEl.append(h('details', { class: 'pr-last-turn' },
      h('summary', {}, t('pandarei.last', { round: turn.round, turn: turn.turn, won: leadText(turn.winner, true) })),
      h('ul', {}, Object.keys(took).map((seat) => h('li', {}, seatIcon(Number(seat)), ' ',
        t('pandarei.lastTook', { name: nameOf(Number(seat)), cards: took[seat].map(animalName).join(', ') }))))));
  }

  function renderMe() {
    const view = v();
    const me = isSeat(view.seat) ? view.players[view.seat] : null;
    handTitle.textContent = me ? t('pandarei.handOf', { name: ctx.seatName(me.seat), score: me.score }) : t('pandarei.spectator');
    if (me) collectionNode(me, mineEl);
    mineEl.hidden = !me;
    clear(handEl);
    const playing = st.canAct && view.phase === 'play';
    const can = new Set(st.moves.filter((m) => 'play' in m).map((m) => m.play));
    const hand = view.hand || [];
    hand.forEach((animal, k) => {
      const first = hand.indexOf(animal) === k; // cards of an animal are alike: the first is its button
      const chosen = st.chosen === animal && first;
      const choice = playable(animal) ? choiceOf(animal) : null;
      const worth = choice ? choice.worth : (animal === 'monkey' ? null : view.rules.values[animal]);
      handEl.append(h('button', {
        type: 'button', class: ['pr-card', 'pr-hand-card', chosen && 'chosen', playing && can.has(animal) && 'can'],
        'data-animal': animal, 'data-k': String(k), 'data-zoom': '',
        'aria-pressed': playing ? (chosen ? 'true' : 'false') : undefined,
        'aria-disabled': playing && can.has(animal) ? 'false' : 'true',
        onclick: playing && can.has(animal) ? () => choose(animal) : undefined,
      }, face(animal, worth)));
    });
    if (me && !hand.length) handEl.append(h('p', { class: 'pr-empty' }, t('pandarei.handEmpty')));
  }

  const playable = (animal) => st.moves.some((m) => m.play === animal);

  function choose(animal) {
    if (st.chosen === animal) {
      send({ play: animal });
      return;
    }
    st.chosen = animal;
    render();
    actionsEl.querySelector('#pr-play')?.focus(); // the keyboard goes on to Play
  }

  // A player whose focused button went with a redraw goes on from the next thing to do: the board
  // keeps focus while it had it (a redraw's focusout has no relatedTarget; leaving the board has one).
  board.addEventListener('focusin', () => { st.focusHere = true; });
  board.addEventListener('focusout', (e) => { if (e.relatedTarget && !board.contains(e.relatedTarget)) st.focusHere = false; });
  const onPointer = (e) => { if (!board.contains(e.target)) st.focusHere = false; };
  document.addEventListener('pointerdown', onPointer);
  function keepFocus() {
    if (!st.focusHere || (document.activeElement && document.activeElement !== document.body)) return;
    const next = board.querySelector('.pr-table button.pr-card, .pr-hand .pr-card.can, #pr-play');
    if (next) next.focus();
  }

  function button(label, onclick, { primary = false, id, cls } = {}) {
    return h('button', { type: 'button', class: ['btn', primary && 'btn-primary', cls], id, onclick }, label);
  }

  function renderActions() {
    const view = v();
    clear(actionsEl);
    if (st.replay || view.over) {
      guideEl.textContent = '';
      return;
    }
    if (!st.canAct) {
      guideEl.textContent = view.phase === 'pick' ? t('pandarei.guide.waitPick', { name: nameOf(view.to_move) })
        : t('pandarei.guide.wait', { name: nameOf(view.to_move) });
      return;
    }
    if (view.phase === 'pick') {
      const n = view.queue.filter((s) => s === view.seat).length;
      guideEl.textContent = tn('pandarei.guide.pick', n);
      return;
    }
    const c = st.chosen && choiceOf(st.chosen);
    if (!c) {
      guideEl.textContent = view.dummy ? t('pandarei.guide.playDummy') : t('pandarei.guide.play');
      return;
    }
    const rest = view.order.length - view.table.length - 1;
    const lead = c.leader;
    const mine = lead.seat === view.seat;
    const key = mine ? (rest ? 'youLead' : 'youWin') : (rest ? 'theyLead' : 'theyWin');
    guideEl.textContent = `${c.animal === 'monkey' ? t('pandarei.preview.monkey', { n: c.worth }) : t('pandarei.preview.worth', { name: animalName(c.animal), n: c.worth })} ${t(`pandarei.preview.${key}`, { name: nameOf(lead.seat), why: leadText(lead, false) })}`;
    actionsEl.append(
      button(t('pandarei.act.play', { name: animalName(c.animal) }), () => send({ play: c.animal }), { primary: true, id: 'pr-play' }),
      button(t('pandarei.act.clear'), () => { st.chosen = null; render(); }, { id: 'pr-clear' }));
  }

  function fly() {
    const view = v();
    const n = view.table.length;
    const before = st.table;
    st.table = n;
    if (n <= before || view.phase === 'pick' && n === before) return;
    const el = tableEl.querySelector(`[data-slot="${n - 1}"] .pr-card`);
    const card = view.table[n - 1];
    const from = card.seat === view.seat && st.flyFrom ? st.flyFrom : isSeat(card.seat) && fromSeat(ctx, card.seat);
    if (el && from) flyFrom(el, from);
    st.flyFrom = null;
  }

  function render() {
    if (!st.view) return;
    const view = v();
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.phase = view.phase || '';
    if (st.chosen && !playable(st.chosen)) st.chosen = null;
    renderOthers();
    renderTurn();
    renderMe();
    renderActions();
  }

  // Escape puts the chosen card back.
  const stopKeys = onEscape(board, () => {
    if (!st.chosen) return false;
    st.chosen = null;
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const keep = st.view && view.turns === st.view.turns && view.table.length === st.view.table.length && view.to_move === st.view.to_move;
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!keep || !st.canAct) st.chosen = null;
      st.moves = [];
      render();
      if (await loadMoves()) {
        render();
        fly();
        keepFocus();
      }
    },
    destroy() {
      stopKeys();
      document.removeEventListener('pointerdown', onPointer);
      board.remove();
    },
  };
}
