// Sea Salt & Paper's table: the other players, the sea (deck, two discard piles, the round's event),
// the choice an effect asks, and the player's own cards with the turn's buttons. Buttons come from the
// engine's legal moves, so the table offers exactly what the rules allow. The contract is in
// web/games/registry.js; the view and the moves in docs/protocol.md.
import { h, clear } from '../../dom.js';
import { t, getLang } from '../../i18n.js';
import { flyFrom, fromSeat, sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { cardFace, cardBack, eventFace } from './art.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the table asks for the legal moves itself
export const confirmsMoves = true; // every move is its own button


/** A card the shell's zoom may enlarge (hover, long press): every card the table draws. */
function zoomable(el) {
  el.setAttribute('data-zoom', '');
  return el;
}
const back = (opts) => zoomable(cardBack(opts));

/** A seat's colour, name and badge (its number in its colour): data of the card (card.js `seats`). */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card);

/** The lobby's options: the two expansions, double points, and the readings the rules leave open. */
export function lobbyOptions(modeId, saved) {
  const s = saved || {};
  const box = (name, on) => {
    const id = `seasaltpaper-${name}`;
    const input = h('input', { type: 'checkbox', id, name, class: 'sp-option-box' });
    input.checked = Boolean(on);
    return [input, h('label', { class: 'sp-check', for: id }, input,
      h('span', { class: 'sp-check-text' }, h('span', { class: 'sp-check-label' }, t(`seasaltpaper.lobby.${name}`)),
        h('span', { class: 'field-hint' }, t(`seasaltpaper.lobby.${name}Note`))))];
  };
  const choice = (name, values, value) => {
    const id = `seasaltpaper-${name}`;
    const select = h('select', { id, name }, values.map((v) => h('option', { value: v }, t(`seasaltpaper.lobby.${name}.${v}`))));
    select.value = values.includes(value) ? value : values[0];
    return [select, h('div', { class: 'sp-choice' }, h('label', { for: id }, t(`seasaltpaper.lobby.${name}`)), select)];
  };
  const [salt, saltRow] = box('extra_salt', s.extra_salt);
  const [pepper, pepperRow] = box('extra_pepper', s.extra_pepper);
  const [double, doubleRow] = box('double_points', s.double_points);
  const [tie, tieRow] = choice('tiebreak', ['latest', 'ender'], s.tiebreak);
  const [deckOut, deckOutRow] = choice('deck_out_after_last_chance', ['void', 'score'], s.deck_out_after_last_chance);
  const [angel, angelRow] = choice('angelfish_timing', ['end_of_turn', 'after_draw'], s.angelfish_timing);
  const node = h('fieldset', { class: 'field sp-lobby-options' },
    h('legend', {}, t('seasaltpaper.lobby.legend')), saltRow, pepperRow, doubleRow,
    h('details', { class: 'sp-readings' }, h('summary', {}, t('seasaltpaper.lobby.readings')), tieRow, deckOutRow, angelRow));
  return {
    node,
    read: () => ({
      extra_salt: salt.checked, extra_pepper: pepper.checked, double_points: double.checked,
      tiebreak: tie.value, deck_out_after_last_chance: deckOut.value, angelfish_timing: angel.value,
    }),
  };
}

export { rulesPanel } from './rules.js';

// ---------------------------------------------------------------- cards in words

/** A card's {type, colour} from the view's card table. */
const cardOf = (view, id) => {
  const [type, colour] = view.rules.cards[id];
  return { id, type, colour };
};
const typeName = (type) => t(`seasaltpaper.typeName.${type}`);
const colourName = (colour) => t(`seasaltpaper.colourName.${colour}`);
/** "dark blue crab", "краб, цвет: тёмно-синий". */
export const cardName = (view, id) => {
  const c = cardOf(view, id);
  return t('seasaltpaper.cardName', { type: typeName(c.type), colour: colourName(c.colour) });
};
const eventName = (key) => t(`seasaltpaper.eventName.${key}`);

/** Score-panel rows: the total, the hand and what is in front; events held, revealed, protected. */
export function players(view) {
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.score,
    detail: t('seasaltpaper.detail', { hand: p.hand_size, units: p.units.length, target: view.rules.target }),
    note: [p.events.length ? t('seasaltpaper.holds', { events: p.events.map(eventName).join(', ') }) : '',
      p.revealed ? t('seasaltpaper.revealed') : '', p.protected && !p.revealed ? t('seasaltpaper.protected') : '']
      .filter(Boolean).join(' · '),
  }));
}

export function tiebreakLines(result) {
  const key = `seasaltpaper.tiebreak.${result.tiebreak}`;
  return ['last_round', 'order', 'ender'].includes(result.tiebreak) ? [t(key)] : [];
}

const PARTS = ['duo', 'collector', 'multiplier', 'mermaid'];

/** A round's table: for each player the parts of the card points, the colour bonus, and the score. */
function roundTable(round, nameOf, view) {
  const head = h('tr', {}, h('th', { scope: 'col' }, t('seasaltpaper.sum.player')),
    PARTS.map((p) => h('th', { scope: 'col' }, t(`seasaltpaper.sum.${p}`))),
    h('th', { scope: 'col' }, t('seasaltpaper.sum.points')), h('th', { scope: 'col' }, t('seasaltpaper.sum.bonus')),
    h('th', { scope: 'col' }, t('seasaltpaper.sum.scored')));
  const rows = round.players.map((p) => h('tr', { 'data-seat': String(p.seat), class: round.caller === p.seat ? 'caller' : undefined },
    h('th', { scope: 'row' }, seatIcon(p.seat), ' ', nameOf(p.seat), round.caller === p.seat ? h('span', { class: 'sp-caller' }, ` (${t(`seasaltpaper.call.${round.call}`)})`) : null),
    PARTS.map((k) => h('td', {}, String(p[k] ?? '—'))),
    h('td', {}, String(p.points ?? '—')), h('td', {}, String(p.bonus ?? '—')),
    h('td', { class: 'sp-scored' }, h('strong', {}, String(p.scored)))));
  return h('div', { class: 'sp-round-table' },
    h('p', { class: 'sp-round-outcome' }, t(`seasaltpaper.outcome.${round.outcome}`, { name: round.caller === null || round.caller === undefined ? '' : nameOf(round.caller) })),
    h('table', {}, h('thead', {}, head), h('tbody', {}, rows)),
    view ? h('p', { class: 'sp-round-cards-note' }, t('seasaltpaper.sum.note')) : null);
}

/** On the end screen: every round's breakdown, the last one open. */
export function endExtras(result, view, nameOf = seatLabel) {
  if (!result || !Array.isArray(result.rounds)) return null;
  const rounds = result.rounds;
  return h('section', { class: 'sp-end-rounds', 'aria-label': t('seasaltpaper.rounds') },
    h('h3', {}, t('seasaltpaper.rounds')),
    rounds.map((r, i) => {
      const d = h('details', { class: 'sp-end-round' },
        h('summary', {}, t('seasaltpaper.roundTitle', { n: r.round }), ' · ', r.players.map((p) => `${nameOf(p.seat)} ${p.scored}`).join(', ')),
        roundTable(r, nameOf, null));
      if (i === rounds.length - 1) d.open = true;
      return d;
    }));
}

// ---------------------------------------------------------------- the table

/** Mount the board in `root` (see web/games/registry.js). */
export function mount(root, ctx) {
  const st = {
    view: null, canAct: false, replay: false, busy: false,
    moves: [], // legal moves now (asked of the engine)
    picked: [], // hand card ids chosen
    theirs: null, // a swap: the other player's card chosen
    roundsSeen: null, // rounds already summarised
    summary: null, // the round summary shown (a round record) or null
    units: null, // units per seat last drawn, for the flight of a new one
  };

  const othersEl = h('div', { class: 'sp-others' });
  const seaEl = h('div', { class: 'sp-sea' });
  const statusEl = h('p', { class: 'sp-status', 'aria-live': 'polite' });
  const askEl = h('div', { class: 'sp-ask', 'aria-live': 'polite' });
  const summaryEl = h('div', { class: 'sp-summary' });
  const myUnitsEl = h('div', { class: 'sp-units sp-mine' });
  const pointsEl = h('p', { class: 'sp-points' });
  const handTitle = h('h2', { class: 'sp-title', id: 'sp-hand-title' });
  const handEl = h('div', { class: 'sp-hand', role: 'group', 'aria-labelledby': 'sp-hand-title' });
  const guideEl = h('p', { class: 'sp-guide', 'aria-live': 'polite' });
  const actionsEl = h('div', { class: 'sp-actions' });
  const notesEl = h('ul', { class: 'sp-notes', 'aria-live': 'polite' });

  const board = h('div', { class: 'seasaltpaper-board' },
    summaryEl,
    h('section', { class: 'sp-others-section', 'aria-label': t('seasaltpaper.others') }, othersEl),
    h('section', { class: 'sp-sea-section', 'aria-label': t('seasaltpaper.sea') }, seaEl, statusEl),
    askEl,
    h('section', { class: 'sp-me-section', 'aria-labelledby': 'sp-hand-title' },
      h('div', { class: 'sp-hand-head' }, handTitle, pointsEl),
      myUnitsEl, handEl, guideEl, actionsEl, notesEl));
  root.append(board);

  const v = () => st.view;
  const phase = () => st.view.phase;
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const sortedIds = (ids) => [...ids].sort((a, b) => a - b);
  const movesWith = (key) => st.moves.filter((m) => key in m);

  const loadMoves = movesLoader(ctx, st);

  const send = sender(ctx, st, {
    before: (move, fromEls = []) => { st.flyFrom = fromEls.filter(Boolean).map((el) => el.getBoundingClientRect()); },
    played: () => {
      st.picked = [];
      st.theirs = null;
    },
    after: () => render(),
  });

  // ---------------------------------------------------------------- pieces

  /** A card's face: an image named in words ("dark blue crab"), so a button holding it is named by
   * its content (the printed words on the card are part of the drawing). */
  function face(id, opts = {}) {
    return zoomable(cardFace(cardOf(v(), id), { lang: getLang(), title: cardName(v(), id), ...opts }));
  }

  function cardButton(id, { cls = [], more, pressed, disabled, onclick }) {
    const c = cardOf(v(), id);
    return h('button', {
      type: 'button', class: ['sp-card', ...cls], 'data-card': String(id), 'data-type': c.type,
      'aria-pressed': pressed === undefined ? undefined : (pressed ? 'true' : 'false'),
      'aria-disabled': disabled ? 'true' : 'false', onclick: disabled ? undefined : onclick,
    }, face(id), more ? h('span', { class: 'visually-hidden' }, `: ${more}`) : null);
  }

  const cardPic = (id, cls = '') => h('span', { class: ['sp-card-pic', cls], 'data-card': String(id) }, face(id));

  function unitsNode(units, el = h('div', { class: 'sp-units' })) {
    clear(el);
    units.forEach((u, k) => {
      if (u.kind === 'down') {
        el.append(h('span', { class: 'sp-unit down', 'data-unit': String(k), role: 'img', 'aria-label': t('seasaltpaper.shellDown') },
          back({}), h('span', { class: 'sp-unit-tag' }, t('seasaltpaper.shellDownShort'))));
        return;
      }
      el.append(h('span', {
        class: ['sp-unit', u.kind], 'data-unit': String(k), role: 'group',
        'aria-label': t(`seasaltpaper.unit.${u.kind}`, { cards: u.cards.map((c) => cardName(v(), c)).join(', ') }),
      }, u.cards.map((c) => h('span', { class: 'sp-unit-card', 'aria-hidden': 'true' }, face(c)))));
    });
    if (!units.length) el.append(h('span', { class: 'sp-empty' }, t('seasaltpaper.noUnits')));
    return el;
  }

  function renderOthers() {
    clear(othersEl);
    const view = v();
    for (const p of view.players) {
      if (p.seat === view.seat) continue;
      const turn = view.to_move === p.seat;
      const tags = [];
      if (view.caller === p.seat) tags.push(h('span', { class: 'sp-tag call' }, t(`seasaltpaper.call.${view.call}`)));
      if (p.revealed && view.caller !== p.seat) tags.push(h('span', { class: 'sp-tag' }, t('seasaltpaper.revealedShort')));
      if (p.protected && !p.revealed) tags.push(h('span', { class: 'sp-tag safe' }, t('seasaltpaper.protectedShort')));
      if (p.stung) tags.push(h('span', { class: 'sp-tag stung' }, t('seasaltpaper.stung')));
      for (const e of p.events) tags.push(h('span', { class: 'sp-tag event' }, eventName(e)));
      othersEl.append(h('div', { class: ['sp-player', turn && 'to-move'], 'data-seat': String(p.seat), 'data-colour': seatColour(p.seat) },
        h('div', { class: 'sp-player-head' }, seatIcon(p.seat), ' ',
          h('span', { class: 'sp-player-name' }, ctx.seatName(p.seat)),
          h('span', { class: 'sp-player-hand', title: t('seasaltpaper.handSize', { n: p.hand_size }) },
            back({ title: t('seasaltpaper.handSize', { n: p.hand_size }) }), ` ${p.hand_size}`),
          h('strong', { class: 'sp-player-score', title: t('seasaltpaper.scoreOf', { n: p.score, target: view.rules.target }) }, String(p.score))),
        tags.length ? h('div', { class: 'sp-tags' }, tags) : null,
        unitsNode(p.units),
        p.hand ? h('div', { class: 'sp-revealed-hand', role: 'group', 'aria-label': t('seasaltpaper.revealedHand', { name: ctx.seatName(p.seat) }) },
          p.hand.map((c) => cardPic(c, 'small'))) : null));
    }
  }

  /** The deck and the two piles: buttons in the draw step (and for Angelfish). */
  function renderSea() {
    const view = v();
    clear(seaEl);
    const drawMove = st.moves.find((m) => m.draw === 'deck');
    const deckLabel = t('seasaltpaper.deck', { n: view.deck });
    const deck = h('button', {
      type: 'button', class: ['sp-deck', drawMove && 'can'], id: 'sp-deck', 'aria-disabled': drawMove ? 'false' : 'true',
      onclick: drawMove ? () => send(drawMove) : undefined,
    }, back({}), h('span', { class: 'visually-hidden' }, `${deckLabel}: `), h('span', { class: 'sp-count' }, String(view.deck)),
    drawMove ? h('span', { class: 'visually-hidden' }, `: ${view.restricted ? t('seasaltpaper.act.stungDraw') : view.deck === 1 ? t('seasaltpaper.act.drawOne') : t('seasaltpaper.act.draw')}`) : null);
    const piles = view.piles.map((p, i) => {
      const take = st.moves.find((m) => m.take === i || m.angelfish === i);
      // named by its content: the words shown under it ("Discard pile 1 · 3"), then what a reader
      // cannot see (the card on top; what a click does)
      const more = p.top === null ? [t('seasaltpaper.pileEmpty')] : [];
      if (take) more.push(t('seasaltpaper.act.take'));
      return h('button', {
        type: 'button', class: ['sp-pile', take && 'can'], id: `sp-pile-${i}`, 'aria-disabled': take ? 'false' : 'true',
        onclick: take ? () => send(take) : undefined,
      }, p.top === null ? h('span', { class: 'sp-slot', 'aria-hidden': 'true' }) : face(p.top),
      h('span', { class: 'sp-count' }, t('seasaltpaper.pileShort', { n: i + 1, size: p.size })),
      more.length ? h('span', { class: 'visually-hidden' }, `: ${more.join(': ')}`) : null);
    });
    const parts = [h('div', { class: 'sp-deck-wrap' }, deck, h('span', { class: 'sp-caption' }, t('seasaltpaper.deckShort'))), ...piles];
    if (view.known_piles) {
      parts.push(h('button', {
        type: 'button', class: 'sp-known-open', id: 'sp-known-open', 'aria-haspopup': 'dialog', onclick: openKnown,
      }, t('seasaltpaper.known.open')));
    }
    if (view.event) {
      parts.push(h('div', { class: 'sp-event', role: 'img', 'aria-label': t('seasaltpaper.roundEvent', { name: eventName(view.event), text: t(`seasaltpaper.eventText.${view.event}`) }) },
        zoomable(eventFace(view.event, { lang: getLang() })),
        h('span', { class: 'sp-event-text' }, h('strong', {}, eventName(view.event)), ' ', t(`seasaltpaper.eventText.${view.event}`))));
    }
    seaEl.append(...parts);
    // what the round is like
    const bits = [];
    if (view.call === 'last_chance' && !view.over) {
      bits.push(t('seasaltpaper.status.lastChance', { name: ctx.seatName(view.caller), n: view.final.length + (view.to_move !== view.caller ? 1 : 0) }));
    }
    if (view.jelly && view.jelly.targets.length) bits.push(t('seasaltpaper.status.jelly', { name: ctx.seatName(view.jelly.source) }));
    statusEl.textContent = bits.join(' ');
    statusEl.hidden = !bits.length;
  }

  /** The question an effect asks (for its player), or what the others see meanwhile. */
  function renderAsk() {
    const view = v();
    clear(askEl);
    const p = view.pending;
    if (!p || view.over) {
      askEl.hidden = true;
      return;
    }
    askEl.hidden = false;
    const mine = st.canAct;
    const who = ctx.seatName(view.to_move);
    if (!mine) {
      const text = p.kind === 'keep' ? t('seasaltpaper.wait.keep', { name: who })
        : p.kind === 'crab' ? t('seasaltpaper.wait.crab', { name: who, n: p.pile + 1 })
          : p.kind === 'lobster' ? t('seasaltpaper.wait.lobster', { name: who, n: p.count })
            : p.kind === 'swap' ? t('seasaltpaper.wait.swap', { name: who, target: ctx.seatName(p.target) })
              : p.kind === 'event' ? t('seasaltpaper.wait.event', { name: who }) : t('seasaltpaper.wait.angelfish', { name: who });
      askEl.append(h('p', { class: 'sp-ask-line' }, text));
      return;
    }
    if (p.kind === 'keep') {
      askEl.append(h('h2', { class: 'sp-title' }, t('seasaltpaper.ask.keep')),
        h('div', { class: 'sp-choices' }, p.cards.map((c) => {
          const other = p.cards.find((x) => x !== c);
          return h('div', { class: 'sp-choice-card' }, cardPic(c),
            st.moves.filter((m) => m.keep === c).map((m) => button(
              t('seasaltpaper.act.keep', { pile: m.pile + 1, card: cardName(view, c), other: cardName(view, other) }), () => send(m), { primary: true, id: `sp-keep-${c}-${m.pile}` })));
        })));
    } else if (p.kind === 'crab' || p.kind === 'lobster') {
      const key = p.kind === 'crab' ? 'pick' : 'keep';
      askEl.append(h('h2', { class: 'sp-title' }, t(`seasaltpaper.ask.${p.kind}`, { n: p.kind === 'crab' ? p.pile + 1 : p.count })),
        h('div', { class: 'sp-choices' }, movesWith(key).map((m) => cardButton(m[key], {
          cls: ['can'], more: t('seasaltpaper.act.takeThis'), onclick: () => send(m),
        }))));
    } else if (p.kind === 'swap') {
      askEl.append(h('h2', { class: 'sp-title' }, t('seasaltpaper.ask.swap', { name: ctx.seatName(p.target) })),
        h('div', { class: 'sp-choices', role: 'group', 'aria-label': t('seasaltpaper.theirHand', { name: ctx.seatName(p.target) }) },
          p.cards.map((c) => cardButton(c, {
            cls: [st.theirs === c && 'picked'], pressed: st.theirs === c, onclick: () => { st.theirs = st.theirs === c ? null : c; render(); },
          }))));
      const mineCard = st.picked.length === 1 ? st.picked[0] : null;
      const swap = st.moves.find((m) => m.swap && m.swap[0] === mineCard && m.swap[1] === st.theirs);
      askEl.append(h('div', { class: 'sp-actions' },
        button(swap ? t('seasaltpaper.act.swap', { mine: cardName(view, mineCard), theirs: cardName(view, st.theirs) }) : t('seasaltpaper.act.swapPick'),
          () => send(swap), { primary: Boolean(swap), enabled: Boolean(swap), id: 'sp-swap' }),
        button(t('seasaltpaper.act.noSwap'), () => send({ swap: null }), { id: 'sp-no-swap' })));
    } else if (p.kind === 'event') {
      askEl.append(h('h2', { class: 'sp-title' }, t('seasaltpaper.ask.event')),
        h('div', { class: 'sp-choices' }, movesWith('keep_event').map((m) => h('div', { class: 'sp-choice-card' },
          eventFace(m.keep_event, { lang: getLang() }), h('p', {}, t(`seasaltpaper.eventText.${m.keep_event}`)),
          button(t('seasaltpaper.act.keepEvent', { name: eventName(m.keep_event) }), () => send(m), { primary: true, id: `sp-event-${m.keep_event}` })))));
    } else if (p.kind === 'angelfish') {
      askEl.append(h('p', { class: 'sp-ask-line' }, t('seasaltpaper.ask.angelfish')));
    }
  }

  // ---------------------------------------------------------------- my cards and the turn's buttons

  /** The duo, trio and face-down moves the chosen cards make. */
  function pickedMoves() {
    const ids = sortedIds(st.picked);
    return st.moves.filter((m) => (m.duo && same(sortedIds(m.duo), ids))
      || (m.trio && same(sortedIds(m.trio), ids)) || (m.shell_down !== undefined && ids.length === 1 && m.shell_down === ids[0]));
  }

  /** Hand cards that can be part of a duo, a trio or a face-down shell now. */
  function playable() {
    const out = new Set();
    for (const m of st.moves) for (const c of m.duo || m.trio || (m.shell_down !== undefined ? [m.shell_down] : [])) out.add(c);
    return out;
  }

  function pickHand(id) {
    const swapping = phase() === 'swap';
    if (!st.canAct || !(phase() === 'play' || swapping)) return;
    const at = st.picked.indexOf(id);
    if (at >= 0) st.picked.splice(at, 1);
    else if (swapping) st.picked = [id];
    else st.picked.push(id);
    render();
  }

  function renderMe() {
    const view = v();
    const me = view.seat === null || view.seat === undefined ? null : view.players[view.seat];
    handTitle.textContent = me ? t('seasaltpaper.handOf', { name: ctx.seatName(me.seat) }) : t('seasaltpaper.spectator');
    clear(pointsEl);
    if (view.mine) {
      const m = view.mine;
      pointsEl.append(h('strong', {}, t('seasaltpaper.cardPoints', { n: m.total })), ' ',
        h('span', { class: 'sp-parts' }, t('seasaltpaper.parts', { duo: m.duo, collector: m.collector, multiplier: m.multiplier, mermaid: m.mermaid, bonus: m.bonus })),
        ' ', h('span', { class: ['sp-need', m.total >= m.need && 'met'] }, t('seasaltpaper.need', { need: m.need })));
    }
    if (me) unitsNode(me.units, myUnitsEl);
    myUnitsEl.hidden = !me;
    clear(handEl);
    const cards = view.hand || [];
    const acting = st.canAct && (phase() === 'play' || phase() === 'swap');
    const can = phase() === 'play' ? playable() : new Set(cards);
    for (const c of cards) {
      const picked = st.picked.includes(c);
      handEl.append(cardButton(c, {
        cls: ['sp-hand-card', picked && 'picked', acting && can.has(c) && 'can'],
        pressed: acting ? picked : undefined, disabled: !acting, onclick: () => pickHand(c),
      }));
    }
    if (me && !cards.length) handEl.append(h('p', { class: 'sp-empty' }, t('seasaltpaper.handEmpty')));
    clear(notesEl);
    for (const n of view.notes || []) {
      const text = n.kind === 'stolen' ? t('seasaltpaper.note.stolen', { name: ctx.seatName(n.by), card: cardName(view, n.card) })
        : n.kind === 'stole' ? t('seasaltpaper.note.stole', { name: ctx.seatName(n.from), card: cardName(view, n.card) })
          : t('seasaltpaper.note.swapped', { name: ctx.seatName(n.by), gave: cardName(view, n.gave), took: cardName(view, n.took) });
      notesEl.append(h('li', {}, text));
    }
    notesEl.hidden = !notesEl.childNodes.length;
  }

  function button(label, onclick, { primary = false, enabled = true, why = '', id, cls } = {}) {
    return h('button', {
      type: 'button', class: ['btn', primary && 'btn-primary', cls], id, onclick: enabled ? onclick : undefined,
      'aria-disabled': enabled ? 'false' : 'true', title: why || undefined,
    }, label);
  }

  /** A duo button's words: what it does, with the choice it carries. */
  function duoLabel(m) {
    const view = v();
    if (m.trio) return t('seasaltpaper.act.trio');
    if (m.shell_down !== undefined) return t('seasaltpaper.act.shellDown');
    const [a, b] = m.duo.map((c) => cardOf(view, c).type).sort();
    const pair = `${a}+${b}`;
    const effect = { 'crab+crab': 'crab', 'crab+lobster': 'lobster', 'boat+boat': 'boat', 'fish+fish': 'fish', 'shark+swimmer': 'shark',
      'jellyfish+swimmer': 'jellyfish', 'swimmer+swimmer': 'rodeo_swim', 'shark+shark': 'rodeo_shark' }[pair];
    const mine = (view.mine && view.mine.effects) || [];
    if (effect === 'crab' && mine.includes('hermit_crab')) return t('seasaltpaper.act.duo.hermit_crab');
    if (m.pile !== undefined) return t('seasaltpaper.act.duo.crab', { n: m.pile + 1 });
    if (m.unit !== undefined) {
      const u = view.players[m.target].units[m.unit].cards;
      return t('seasaltpaper.act.duo.rodeo_shark', { name: ctx.seatName(m.target), a: typeName(cardOf(view, u[0]).type), b: typeName(cardOf(view, u[1]).type) });
    }
    if (m.target !== undefined) return t(`seasaltpaper.act.duo.${effect}`, { name: ctx.seatName(m.target) });
    if (['crab', 'shark', 'rodeo_swim', 'rodeo_shark'].includes(effect)) return t('seasaltpaper.act.duo.lost');
    return t(`seasaltpaper.act.duo.${effect}`, { n: mine.includes('sunfish') ? 2 : 1 });
  }

  function renderActions() {
    const view = v();
    clear(actionsEl);
    if (st.replay || view.over) {
      guideEl.textContent = '';
      return;
    }
    if (!st.canAct) {
      guideEl.textContent = t('seasaltpaper.guide.wait', { name: ctx.seatName(view.to_move) });
      return;
    }
    const ph = phase();
    if (ph === 'draw') {
      guideEl.textContent = view.restricted ? t('seasaltpaper.guide.stung') : t('seasaltpaper.guide.draw');
      const d = st.moves.find((m) => m.draw === 'deck');
      if (d) actionsEl.append(button(view.restricted ? t('seasaltpaper.act.stungDraw') : view.deck === 1 ? t('seasaltpaper.act.drawOne') : t('seasaltpaper.act.draw'), () => send(d), { primary: true, id: 'sp-draw' }));
      for (const m of movesWith('take')) {
        actionsEl.append(button(t('seasaltpaper.act.takePile', { n: m.take + 1, card: cardName(view, view.piles[m.take].top) }), () => send(m), { id: `sp-take-${m.take}` }));
      }
      return;
    }
    if (ph === 'angelfish') {
      guideEl.textContent = t('seasaltpaper.ask.angelfish');
      for (const m of movesWith('angelfish')) {
        actionsEl.append(button(t('seasaltpaper.act.takePile', { n: m.angelfish + 1, card: cardName(view, view.piles[m.angelfish].top) }), () => send(m), { primary: true, id: `sp-angel-${m.angelfish}` }));
      }
      return;
    }
    if (ph === 'play' || ph === 'call') {
      if (ph === 'play') {
        const chosen = pickedMoves();
        if (!st.picked.length) guideEl.textContent = t('seasaltpaper.guide.play');
        else if (chosen.length) guideEl.textContent = t('seasaltpaper.guide.chosen');
        else guideEl.textContent = st.picked.length === 1 ? t('seasaltpaper.guide.pickMore') : t('seasaltpaper.guide.noDuo');
        const fromEls = st.picked.map((c) => handEl.querySelector(`[data-card="${c}"]`));
        chosen.forEach((m, k) => actionsEl.append(button(duoLabel(m), () => send(m, fromEls), { primary: true, id: `sp-play-${k}`, cls: 'sp-play' })));
        if (st.picked.length) actionsEl.append(button(t('seasaltpaper.act.clear'), () => { st.picked = []; render(); }, { id: 'sp-clear' }));
      } else {
        guideEl.textContent = t('seasaltpaper.guide.call');
      }
      const ends = movesWith('end');
      const total = view.mine ? view.mine.total : 0;
      for (const m of ends) {
        const label = m.end === 'none' ? t('seasaltpaper.act.end') : m.end === 'stop' ? t('seasaltpaper.act.stop', { n: total }) : t('seasaltpaper.act.lastChance');
        actionsEl.append(button(label, () => send(m), { id: `sp-end-${m.end}`, cls: m.end !== 'none' ? 'sp-call' : undefined }));
      }
      if (view.mine && !ends.some((m) => m.end !== 'none') && view.call === null && total < view.mine.need) {
        actionsEl.append(h('p', { class: 'sp-why' }, t('seasaltpaper.why.points', { n: total, need: view.mine.need })));
      }
      return;
    }
    guideEl.textContent = '';
  }

  function renderSummary() {
    clear(summaryEl);
    const r = st.summary;
    summaryEl.hidden = !r;
    if (!r) return;
    summaryEl.append(h('section', { class: 'sp-round-summary', 'aria-label': t('seasaltpaper.roundTitle', { n: r.round }) },
      h('div', { class: 'sp-summary-head' }, h('h2', { class: 'sp-title' }, t('seasaltpaper.roundOver', { n: r.round })),
        button(t('seasaltpaper.act.closeSummary'), () => { st.summary = null; render(); }, { id: 'sp-summary-close' })),
      roundTable(r, ctx.seatName, v())));
  }

  function fly() {
    const view = v();
    const now = view.players.map((p) => p.units.length);
    const before = st.units;
    st.units = now;
    if (!before || before.length !== now.length) return;
    view.players.forEach((p, seat) => {
      if (now[seat] <= before[seat]) return;
      const mine = seat === view.seat;
      const where = mine ? myUnitsEl : othersEl.querySelector(`[data-seat="${seat}"] .sp-units`);
      const el = where && where.querySelector(`[data-unit="${now[seat] - 1}"]`);
      const from = mine && st.flyFrom && st.flyFrom.length ? st.flyFrom[0] : fromSeat(ctx, p.seat);
      if (el && from) flyFrom(el, from);
    });
    st.flyFrom = null;
  }

  // ---------------------------------------------------------------- what is known of the piles

  /** The viewer: each pile, top first, the cards this seat saw put there and still there; a face-down
   * card where it cannot name one (an opponent's crab took a card from under the top). */
  const knownEl = h('dialog', { class: 'sp-known', id: 'sp-known', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sp-known-title' });
  knownEl.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeKnown();
    }
  });
  knownEl.addEventListener('cancel', (e) => { e.preventDefault(); closeKnown(); });
  knownEl.addEventListener('click', (e) => { if (e.target === knownEl) closeKnown(); });

  function openKnown() {
    if (!knownEl.isConnected) board.append(knownEl);
    renderKnown();
    if (typeof knownEl.showModal === 'function') knownEl.showModal();
    else knownEl.setAttribute('open', '');
    const close = knownEl.querySelector('.sp-known-close');
    if (close) close.focus();
  }

  function closeKnown() {
    if (!knownEl.open) return;
    if (typeof knownEl.close === 'function') knownEl.close();
    else knownEl.removeAttribute('open');
    const opener = seaEl.querySelector('#sp-known-open');
    if (opener) opener.focus();
  }

  function renderKnown() {
    const view = v();
    clear(knownEl);
    const piles = (view.known_piles || []).map((cards, i) => {
      const maybe = (view.pile_maybe || [])[i] || [];
      const unknown = cards.filter((c) => c === null).length;
      const items = cards.map((c, k) => h('li', { class: ['sp-known-card', c === null && 'unknown'], 'data-card': c === null ? undefined : String(c) },
        c === null ? back({ title: t('seasaltpaper.known.unknown') }) : face(c),
        h('span', { class: 'sp-known-caption' }, c === null ? t('seasaltpaper.known.unknown') : cardName(view, c)),
        k === 0 ? h('span', { class: 'sp-known-top' }, t('seasaltpaper.known.top')) : null));
      return h('section', { class: 'sp-known-pile', 'data-pile': String(i), 'aria-labelledby': `sp-known-pile-${i}` },
        h('h3', { id: `sp-known-pile-${i}` }, t('seasaltpaper.known.pile', { n: i + 1, size: cards.length })),
        cards.length ? h('ol', { class: 'sp-known-list' }, items) : h('p', { class: 'sp-empty' }, t('seasaltpaper.known.empty')),
        unknown && maybe.length ? h('div', { class: 'sp-known-maybe' },
          h('p', {}, t('seasaltpaper.known.maybe', { n: unknown })),
          h('ul', { class: 'sp-known-list small' }, maybe.map((c) => h('li', { class: 'sp-known-card', 'data-card': String(c) },
            face(c), h('span', { class: 'sp-known-caption' }, cardName(view, c)))))) : null);
    });
    knownEl.append(
      h('div', { class: 'sp-known-head' },
        h('h2', { id: 'sp-known-title' }, t('seasaltpaper.known.title')),
        h('button', { type: 'button', class: 'sp-known-close', onclick: closeKnown }, t('seasaltpaper.known.close'))),
      h('p', { class: 'sp-known-intro' }, t('seasaltpaper.known.intro')),
      h('div', { class: 'sp-known-piles' }, piles));
  }

  function render() {
    if (!st.view) return;
    const view = v();
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.phase = view.phase || '';
    renderSummary();
    renderOthers();
    renderSea();
    renderAsk();
    renderMe();
    renderActions();
    if (knownEl.open) {
      if (v().known_piles) renderKnown();
      else closeKnown();
    }
  }

  // Escape forgets the cards chosen.
  const stopKeys = onEscape(board, () => {
    if (!st.picked.length && st.theirs === null) return false;
    st.picked = [];
    st.theirs = null;
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const keep = st.view && view.turn === st.view.turn && view.phase === st.view.phase && view.to_move === st.view.to_move
        && same(view.hand, st.view.hand);
      const rounds = (view.rounds || []).length;
      if (st.roundsSeen !== null && rounds > st.roundsSeen && !replay) st.summary = view.rounds[rounds - 1];
      if (replay) st.summary = null;
      st.roundsSeen = rounds;
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!keep || !st.canAct) {
        st.picked = [];
        st.theirs = null;
      }
      st.moves = [];
      render();
      if (await loadMoves()) {
        render();
        fly();
      }
    },
    destroy() {
      stopKeys();
      knownEl.remove();
      board.remove();
    },
  };
}

