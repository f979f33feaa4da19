// Watergate's table: the research track with its tokens, both momentum cards and the initiative, the
// evidence board with its threads and informants, and the player's hand. A card is chosen, then played
// for its value (each target listed with where it would land) or for its action (its text in words).
// A choice an action asks for (a token, a space, a picture, an answer to a play) is a list of buttons,
// with the same targets marked on the track and the board. The contract is in web/games/registry.js;
// the view and the moves in docs/protocol.md.
import { h, clear } from '../../dom.js';
import { sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { t, tn, getLang } from '../../i18n.js';
import { drawTrack, drawBoard, chips, tokenChip, COLOUR } from './art.js';
import { cardName, whoName, initials, actionText, momentumSpaceText } from './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // a preview's log line would show a face-down token's colours
export const confirmsMoves = true; // a card is chosen, then played by the target's own button

const EDITOR = 0;
const NIXON = 1;

/** The Editor's and Nixon's colour, name and badge (E, N): data of the card (card.js `seats`). */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card);

export { rulesPanel } from './rules.js';

export function tiebreakLines() {
  return [];
}

/** Score-panel rows: the Editor's face-up informants, Nixon's momentum; hands; the initiative. */
export function players(view) {
  const up = Object.values(view.pictures).filter((f) => f === 'up').length;
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.seat === EDITOR ? up : view.momentum.nixon,
    // the count in words: at the end the score box holds the result's point (1 for the winner)
    detail: `${t(`watergate.score.${p.side}`, { n: p.seat === EDITOR ? up : view.momentum.nixon })} · ${t('watergate.detail', { hand: p.hand_size, deck: p.deck_size })}`,
    note: view.initiative === p.seat && !view.over ? t('watergate.noteInitiative') : '',
  }));
}

/** The lobby's options: the bag, how reactions are asked for, a round limit. */
export function lobbyOptions(modeId, saved) {
  const o = saved || {};
  const select = (name, values, label, current) => {
    const id = `watergate-${name}`;
    const el = h('select', { id, name }, values.map(([v, text]) => h('option', { value: String(v) }, text)));
    el.value = values.some(([v]) => String(v) === String(current)) ? String(current) : String(values[0][0]);
    return { el, node: h('div', { class: 'wg-choice' }, h('label', { for: id }, label), el) };
  };
  const bag = select('bag', ['reconstructed30', 'opy36'].map((v) => [v, t(`watergate.lobby.bag.${v}`)]), t('watergate.lobby.bag'), o.bag);
  const prompt = select('reaction_prompt', ['always', 'holding_only'].map((v) => [v, t(`watergate.lobby.reaction_prompt.${v}`)]),
    t('watergate.lobby.reaction_prompt'), o.reaction_prompt);
  const limits = [['', t('watergate.lobby.max_rounds.none')], ...[8, 12, 16, 20].map((n) => [n, t('watergate.lobby.max_roundsN', { n })])];
  const rounds = select('max_rounds', limits, t('watergate.lobby.max_rounds'), o.max_rounds ?? '');
  const node = h('fieldset', { class: 'field wg-lobby-options' },
    h('legend', {}, t('watergate.lobby.legend')),
    h('p', { class: 'field-hint' }, t('watergate.lobby.note')),
    bag.node, prompt.node, rounds.node);
  return {
    node,
    read: () => ({ bag: bag.el.value, reaction_prompt: prompt.el.value, max_rounds: rounds.el.value ? Number(rounds.el.value) : null }),
  };
}

/** On the end screen: the evidence board as it ended. */
export function endExtras(result, view) {
  if (!view || !view.rules) return null;
  return h('section', { class: 'wg-end', 'aria-label': t('watergate.endTitle') },
    h('h3', {}, t('watergate.endTitle')),
    h('div', { class: 'wg-end-board' }, drawBoard(view, { initials, title: boardLabel(view) })));
}

/** A move as a short stable key, set on its button as data-key (for tests and tools):
 * "value:E05:token:t3", "action:N11", "react:E03", "pass", "choose:b3", "pin:t3:b3". */
export function moveKey(m) {
  if (m.t === 'value') return ['value', m.card, m.target.k, m.target.id || m.target.colour || ''].join(':').replace(/:$/, '');
  if (m.t === 'action' || m.t === 'react') return `${m.t}:${m.card}`;
  if (m.t === 'choose') return `choose:${m.option}`;
  if (m.t === 'pin') return `pin:${m.token}:${m.space}`;
  if (m.t === 'pintoken') return `pintoken:${m.token}`;
  return m.t;
}

// ---------------------------------------------------------------- words for things on the table

const posText = (p) => (p === 0 ? t('watergate.pos.zero') : p > 0 ? t('watergate.pos.editor', { n: p }) : t('watergate.pos.nixon', { n: -p }));
const kindText = (kind) => (kind ? `${t(`watergate.kindName.${kind.replace('*', '')}`)}${kind.endsWith('*') ? `, ${t('watergate.symbol')}` : ''}` : '');
const num = (tid) => Number(String(tid).slice(1));

function tokenText(view, tid) {
  const tok = view.tokens[tid] || view.held[tid];
  if (!tok) return t('watergate.tokenN', { n: num(tid) });
  if (!tok.kind) return t('watergate.tokenHidden', { n: num(tid) });
  return t('watergate.tokenKind', { n: num(tid), kind: kindText(tok.kind) });
}

function whatText(view, what) {
  if (what === 'initiative') return t('watergate.initiative');
  if (what === 'momentum') return t('watergate.momentum');
  return tokenText(view, what);
}

function boardLabel(view) {
  const pictures = view.rules.informants.map((w) => t(`watergate.pic.${view.pictures[w]}`, { name: whoName(w) })).join('; ');
  const connected = view.connected && view.connected.length
    ? t('watergate.boardConnected', { names: view.connected.map(whoName).join(', ') }) : t('watergate.boardNone');
  return t('watergate.boardLabel', { tokens: Object.keys(view.board).length, pictures, connected });
}

function trackItems(view) {
  const items = [];
  for (const what of ['initiative', 'momentum']) {
    if (view.track[what] !== null && view.track[what] !== undefined) items.push({ what, pos: view.track[what] });
  }
  Object.entries(view.tokens).sort((a, b) => num(a[0]) - num(b[0]))
    .forEach(([tid, tok]) => items.push({ what: tid, pos: tok.pos, kind: tok.kind, face: tok.face, n: num(tid) }));
  return items;
}

/** Where `what` would land if `seat` moved it `n` spaces, and whether it would be gained. */
function landing(view, seat, what, n) {
  const from = what === 'initiative' || what === 'momentum' ? view.track[what] : view.tokens[what].pos;
  const to = Math.max(-5, Math.min(5, from + (seat === EDITOR ? n : -n)));
  return { from, to, gain: Math.abs(to) === 5 };
}

// ---------------------------------------------------------------- the table

/** Mount the board in `root` (see web/games/registry.js). */
export function mount(root, ctx) {
  const st = { view: null, canAct: false, replay: false, busy: false, moves: [], chosen: null, pinToken: null, autoPassed: null };

  const guideEl = h('p', { class: 'wg-guide', 'aria-live': 'polite' });
  const bannerEl = h('p', { class: 'wg-banner', hidden: true });
  const trackEl = h('div', { class: 'wg-track' });
  const momentumEl = h('div', { class: 'wg-momentum' });
  const boardEl = h('div', { class: 'wg-board' });
  const reachEl = h('p', { class: 'wg-reach' });
  const panelEl = h('div', { class: 'wg-panel', role: 'group', 'aria-labelledby': 'wg-hand-title' });
  const handTitle = h('h2', { class: 'wg-title', id: 'wg-hand-title' });
  const handEl = h('div', { class: 'wg-hand' });
  const pilesEl = h('div', { class: 'wg-piles' });

  const boardRoot = h('div', { class: 'watergate-board' },
    h('div', { class: 'wg-top' }, guideEl, bannerEl),
    h('div', { class: 'wg-columns' },
      h('div', { class: 'wg-col wg-col-table' },
        h('section', { class: 'wg-track-section', 'aria-label': t('watergate.track') }, trackEl),
        h('section', { class: 'wg-board-section', 'aria-label': t('watergate.board') }, boardEl, reachEl)),
      h('div', { class: 'wg-col wg-col-hand' },
        // the chosen card's plays go under the hand: choosing a card moves no card
        h('section', { class: 'wg-hand-section', 'aria-labelledby': 'wg-hand-title' }, handTitle, handEl, panelEl),
        momentumEl, pilesEl)));
  root.append(boardRoot);

  const v = () => st.view;
  const nameOf = (seat) => ctx.seatName(seat);
  const decision = () => v().decision;
  const mine = () => st.canAct && !st.replay;

  const loadMoves = movesLoader(ctx, st);

  const send = sender(ctx, st, {
    played: () => {
      st.chosen = null;
      st.pinToken = null;
    },
    after: () => render(),
  });

  const button = (label, onclick, { primary = false, cls, extra, move } = {}) =>
    h('button', { type: 'button', class: ['btn', primary && 'btn-primary', cls], onclick, 'data-key': move ? moveKey(move) : undefined }, extra || null, label);

  // ---------------------------------------------------------------- the track and momentum

  function renderTrack(marks = {}, ghosts = []) {
    const view = v();
    const items = trackItems(view);
    const described = items.map((it) => t('watergate.trackItem', { what: whatText(view, it.what), where: posText(it.pos) })).join('; ');
    clear(trackEl).append(drawTrack({
      items, marks, ghosts,
      labels: { title: t('watergate.trackLabel', { items: described }), nixon: t('watergate.seat.1'), editor: t('watergate.seat.0') },
    }));
  }

  function slots(n, filled, texts = []) {
    return h('ol', { class: 'wg-slots' }, Array.from({ length: n }, (_, i) => h('li', {
      class: ['wg-slot', i < filled && 'full'], title: texts[i] || undefined,
    }, h('span', { class: 'wg-slot-n' }, String(i + 1)), texts[i] ? h('span', { class: 'wg-slot-text' }, texts[i]) : null)));
  }

  function renderMomentum() {
    const view = v();
    const m = view.momentum;
    const editorOps = view.rules.editor_momentum_ops || [];
    clear(momentumEl).append(
      h('div', { class: 'wg-mcard wg-mcard-nixon', 'data-seat': '1' },
        h('h3', {}, seatIcon(NIXON), ' ', t('watergate.nixonCard'), ' ', h('span', { class: 'wg-count' }, t('watergate.momentumOf', { n: m.nixon, of: 5 }))),
        slots(5, m.nixon)),
      h('div', { class: 'wg-mid' },
        h('p', { class: 'wg-initiative' }, h('strong', {}, t('watergate.initiativeHolder', { name: nameOf(view.initiative) })),
          view.gained.includes('initiative') ? h('span', { class: 'wg-tag' }, t('watergate.gained')) : null),
        h('p', {}, t('watergate.initiativeNext', { name: nameOf(view.initiative) })),
        h('p', {}, t('watergate.supply', { n: m.supply }), m.removed ? ` · ${t('watergate.removedMomentum', { n: m.removed })}` : '',
          view.gained.includes('momentum') ? h('span', { class: 'wg-tag' }, t('watergate.gained')) : null),
        h('p', {}, t('watergate.bag', { n: view.bag_count }))),
      h('div', { class: 'wg-mcard wg-mcard-editor', 'data-seat': '0' },
        h('h3', {}, seatIcon(EDITOR), ' ', t('watergate.editorCard'), ' ', h('span', { class: 'wg-count' }, t('watergate.momentumOf', { n: m.editor, of: editorOps.length || 4 }))),
        slots(editorOps.length || 4, m.editor, editorOps.map(momentumSpaceText))));
  }

  function renderBoard(spaceMarks = {}, pictureMarks = {}) {
    const view = v();
    clear(boardEl).append(drawBoard(view, {
      initials, spaceMarks, pictureMarks, title: boardLabel(view),
      spaceName: (sp) => t('watergate.spaceN', { id: sp, colour: t(`watergate.colour.${view.rules.spaces[sp]}`) }),
      pictureName: whoName,
    }));
    const reach = Object.entries(view.reach || {}).filter(([w, n]) => n !== null && view.pictures[w] === 'up')
      .sort((a, b) => a[1] - b[1]);
    reachEl.textContent = reach.length ? t('watergate.reach', { name: whoName(reach[0][0]), n: tn('watergate.token', reach[0][1]) })
      : t('watergate.reachNone');
  }

  // ---------------------------------------------------------------- cards

  function cardNode(id, { chosen = false, can = false, onclick, forced = false } = {}) {
    const view = v();
    const c = view.rules.cards[id];
    const side = c.side === 'editor' ? EDITOR : NIXON;
    const kind = t(`watergate.kind.${c.kind}`) + (c.reaction ? ` · ${t('watergate.kind.reaction')}` : '');
    const colours = c.colours.length === 3 ? t('watergate.joker') : c.colours.map((x) => t(`watergate.colour.${x}`)).join(' / ');
    const body = [
      h('span', { class: 'wg-card-top' },
        h('span', { class: 'wg-card-value', 'aria-hidden': 'true' }, String(c.value)),
        h('span', { class: 'wg-card-chips' }, chips(c.colours, 16))),
      h('span', { class: 'wg-card-name' }, cardName(id)),
      h('span', { class: 'wg-card-kind' }, kind),
      h('span', { class: 'wg-card-text' }, actionText(c, side)),
      h('span', { class: 'visually-hidden' }, `. ${t('watergate.value', { n: c.value })}, ${colours}.`),
    ];
    const attrs = {
      class: ['wg-card', `wg-card-${c.kind}`, chosen && 'chosen', can && 'can', forced && 'forced'], 'data-card': id,
      'data-side': c.side, 'data-zoom': '',
    };
    if (onclick) return h('button', { type: 'button', ...attrs, 'aria-pressed': chosen ? 'true' : 'false', onclick }, body);
    return h('div', attrs, body);
  }

  function renderHand() {
    const view = v();
    const me = view.seat;
    clear(handEl);
    if (me === null || me === undefined) {
      handTitle.textContent = t('watergate.spectator');
      return;
    }
    const p = view.players[me];
    handTitle.textContent = `${t('watergate.handOf', { name: nameOf(me) })} · ${t('watergate.handSize', { n: p.hand_size, deck: p.deck_size })}`;
    const d = decision();
    const choosing = mine() && !d;
    const forced = mine() && d && d.kind === 'hunt' ? d.card : null;
    const playable = new Set(st.moves.filter((m) => m.card && (m.t === 'value' || m.t === 'action')).map((m) => m.card));
    for (const id of view.hand) {
      const can = (choosing || forced === id) && playable.has(id);
      handEl.append(cardNode(id, {
        chosen: st.chosen === id || forced === id, can, forced: forced === id,
        onclick: can ? () => { st.chosen = st.chosen === id && !forced ? null : id; render(); panelEl.querySelector('button')?.focus(); } : undefined,
      }));
    }
    if (!view.hand.length) handEl.append(h('p', { class: 'wg-empty' }, t('watergate.emptyHand')));
  }

  function renderPiles() {
    const view = v();
    const list = (ids) => (ids.length ? ids.map(cardName).join(', ') : t('watergate.noCards'));
    clear(pilesEl).append(h('details', { class: 'wg-pile' },
      h('summary', {}, `${t('watergate.discards')} · ${t('watergate.removed')}`),
      h('dl', {}, [EDITOR, NIXON].map((seat) => [
        h('dt', {}, seatIcon(seat), ' ', nameOf(seat)),
        h('dd', {}, h('strong', {}, `${t('watergate.discards')}: `), list(view.discards[seat])),
        h('dd', {}, h('strong', {}, `${t('watergate.removed')}: `), list(view.removed[seat]))]))));
  }

  // ---------------------------------------------------------------- what the player can do now

  /** The plays of the chosen card (value targets with where they land; its action). */
  function cardPlays(card) {
    const view = v();
    const me = view.seat;
    const c = view.rules.cards[card];
    const plays = st.moves.filter((m) => m.card === card && (m.t === 'value' || m.t === 'action'));
    const valueMoves = plays.filter((m) => m.t === 'value');
    const action = plays.find((m) => m.t === 'action');
    const marks = {};
    const ghosts = [];
    const rows = valueMoves.map((m) => {
      const tg = m.target;
      let label;
      if (tg.k === 'ask') {
        const down = Object.values(view.tokens).filter((x) => x.face === 'down').length;
        label = t('watergate.askFor', { colour: t(`watergate.colour.${tg.colour}`), n: down });
      } else if (tg.k === 'none') {
        label = t('watergate.noTarget');
      } else {
        const what = tg.k === 'token' ? tg.id : tg.k;
        const l = landing(view, me, what, c.value);
        label = `${t('watergate.moveTo', { what: whatText(view, what), from: posText(l.from), to: posText(l.to) })}${l.gain ? ` · ${t('watergate.gain')}` : ''}`;
        marks[what] = { onClick: () => send(m) };
        ghosts.push({ pos: l.to, label: what === 'initiative' ? 'I' : what === 'momentum' ? 'M' : String(num(what)) });
      }
      const chip = tg.k === 'token' ? tokenChip(view.tokens[tg.id].kind, view.tokens[tg.id].face, 18) : null;
      return button(label, () => send(m), { cls: 'wg-option', extra: chip, move: m });
    });
    let actionPart;
    if (action) {
      actionPart = button(t('watergate.playAction', { name: cardName(card) }), () => send(action), { primary: true, cls: 'wg-option wg-action', move: action });
    } else {
      const why = c.reaction ? 'reaction' : !c.action.length ? 'none'
        : me === EDITOR && c.kind === 'event' && view.restrictions.includes('brilliant_mood') ? 'mood'
          : c.not_first ? 'first' : 'none';
      actionPart = h('p', { class: 'wg-barred' }, t(`watergate.actionBarred.${why}`));
    }
    return {
      marks, ghosts,
      node: h('div', { class: 'wg-plays' },
        h('h3', {}, t('watergate.forValue', { n: c.value })), h('div', { class: 'wg-options' }, rows),
        h('h3', {}, t('watergate.forAction'), ': ', h('span', { class: 'wg-action-text' }, actionText(c, me))), actionPart),
    };
  }

  function optionLabel(d, o) {
    const view = v();
    switch (d.kind) {
      case 'token': case 'answer_ask': case 'my_side': return tokenText(view, o);
      case 'fallback': return whatText(view, o);
      case 'space': return t('watergate.spaceN', { id: o, colour: t(`watergate.colour.${view.rules.spaces[o]}`) });
      case 'unpin': return `${t('watergate.spaceN', { id: o, colour: t(`watergate.colour.${view.rules.spaces[o]}`) })}: ${kindText(view.board[o].kind)}`;
      case 'informant': case 'flip': return whoName(o);
      case 'flip_or_pin': {
        const [how, who] = o.split(':');
        return t(how === 'flip' ? 'watergate.flipPic' : 'watergate.pinPic', { name: whoName(who) });
      }
      case 'gambit': return o === 'remove' ? t('watergate.gambitRemove') : t('watergate.gambitInstead', { name: cardName(o) });
      case 'removed_card': return `${cardName(o)}: ${actionText(view.rules.cards[o], view.seat)}`;
      default: return String(o);
    }
  }

  function guideFor(d) {
    const view = v();
    const vars = {};
    if (d.kind === 'token') Object.assign(vars, { n: tn('watergate.space', d.step.n), left: d.left });
    if (d.kind === 'space') vars.token = tokenText(view, d.token);
    if (d.kind === 'answer_ask' || d.kind === 'fallback') vars.colour = t(`watergate.colour.${d.colour}`);
    if (d.kind === 'unpin') vars.face = t(`watergate.face.${d.face}`);
    return t(`watergate.guide.${d.kind}`, vars);
  }

  /** The panel for a decision: buttons; the same choices marked on the track and the board. */
  function decisionPanel(d) {
    const view = v();
    const track = {};
    const spaces = {};
    const pictures = {};
    const rows = [];
    if (d.kind === 'react') {
      const play = view.chain.length ? view.chain[view.chain.length - 1] : null;
      const how = play ? play.how : 'action';
      const reacts = st.moves.filter((m) => m.t === 'react');
      guideEl.textContent = reacts.length ? t('watergate.guide.react', { card: cardName(d.play), how: t(`watergate.how.${how}`) })
        : t('watergate.guide.reactNone', { card: cardName(d.play) });
      for (const m of reacts) rows.push(button(t('watergate.react', { name: cardName(m.card) }), () => send(m), { primary: true, cls: 'wg-option', move: m }));
      const pass = st.moves.find((m) => m.t === 'pass');
      if (pass) rows.push(button(t('watergate.letStand'), () => send(pass), { cls: 'wg-option', move: pass }));
      return { node: h('div', { class: 'wg-options' }, rows), track, spaces, pictures };
    }
    if (d.kind === 'pin') {
      const pins = st.moves.filter((m) => m.t === 'pin');
      const tokens = [...new Set(pins.map((m) => m.token))];
      if (st.pinToken && !tokens.includes(st.pinToken)) st.pinToken = null;
      if (!st.pinToken && tokens.length === 1) st.pinToken = tokens[0];
      if (!st.pinToken) {
        guideEl.textContent = t('watergate.guide.pin');
        for (const tid of tokens) {
          const pick = () => { st.pinToken = tid; render(); panelEl.querySelector('button')?.focus(); };
          track[tid] = { onClick: pick };
          const tok = view.tokens[tid];
          rows.push(button(`${t('watergate.chooseToken', { token: tokenText(view, tid) })} · ${posText(tok.pos)}`, pick, { cls: 'wg-option', extra: tokenChip(tok.kind, tok.face, 18), move: { t: 'pintoken', token: tid } }));
        }
      } else {
        guideEl.textContent = t('watergate.guide.pinSpace', { token: tokenText(view, st.pinToken) });
        track[st.pinToken] = {};
        // the spaces are chosen on the board (ringed, labelled with their ids, buttons for the
        // keyboard too); the same choices as a list stay folded away
        const list = [];
        for (const m of pins.filter((x) => x.token === st.pinToken)) {
          spaces[m.space] = () => send(m);
          list.push(button(optionLabel({ kind: 'space' }, m.space), () => send(m), { cls: 'wg-option', move: m }));
        }
        rows.push(h('details', { class: 'wg-space-list' }, h('summary', {}, t('watergate.spaceList', { n: list.length })),
          h('div', { class: 'wg-options wg-spaces' }, list)));
        if (tokens.length > 1) rows.push(button(t('watergate.back'), () => { st.pinToken = null; render(); }, { cls: 'wg-option wg-back' }));
      }
      return { node: h('div', { class: 'wg-options' }, rows), track, spaces, pictures };
    }
    guideEl.textContent = guideFor(d);
    for (const m of st.moves.filter((x) => x.t === 'choose')) {
      const o = m.option;
      const go = () => send(m);
      if (['token', 'answer_ask', 'my_side', 'fallback'].includes(d.kind)) track[o] = { onClick: go };
      if (d.kind === 'space' || d.kind === 'unpin') spaces[o] = go;
      if (['informant', 'flip'].includes(d.kind)) pictures[o] = go;
      if (d.kind === 'flip_or_pin') pictures[o.split(':')[1]] = go;
      const tok = view.tokens[o];
      rows.push(button(optionLabel(d, o), go, { cls: 'wg-option', extra: tok ? tokenChip(tok.kind, tok.face, 18) : null, move: m }));
    }
    return { node: h('div', { class: 'wg-options' }, rows), track, spaces, pictures };
  }

  function render() {
    if (!st.view) return;
    const view = v();
    boardRoot.dataset.canAct = mine() ? 'true' : 'false';
    boardRoot.dataset.phase = view.phase;
    const d = decision();
    bannerEl.hidden = !view.restrictions.includes('brilliant_mood');
    bannerEl.textContent = t('watergate.restriction.mood');
    clear(panelEl);
    let trackMarks = {};
    let ghosts = [];
    let spaceMarks = {};
    let pictureMarks = {};
    if (view.over) {
      guideEl.textContent = '';
    } else if (!mine()) {
      const who = view.to_move;
      guideEl.textContent = st.replay ? '' : d && d.seat === who && d.kind !== 'react' && d.kind !== 'pin'
        ? t('watergate.guide.other', { name: nameOf(who) })
        : view.phase === 'evaluation' ? `${t('watergate.phase.evaluation', { n: view.round })}: ${t('watergate.waiting', { name: nameOf(who) })}`
          : t('watergate.waiting', { name: nameOf(who) });
    } else if (d && d.kind !== 'hunt') {
      const out = decisionPanel(d);
      panelEl.append(out.node);
      trackMarks = out.track;
      spaceMarks = out.spaces;
      pictureMarks = out.pictures;
      autoPass(d);
    } else {
      const forced = d && d.kind === 'hunt' ? d.card : null;
      if (forced) st.chosen = forced;
      if (st.chosen && !view.hand.includes(st.chosen)) st.chosen = null;
      guideEl.textContent = forced ? t('watergate.guide.hunt') : t('watergate.yourTurn');
      if (st.chosen) {
        const out = cardPlays(st.chosen);
        panelEl.append(out.node);
        trackMarks = out.marks;
        ghosts = out.ghosts;
      }
    }
    renderTrack(trackMarks, ghosts);
    renderMomentum();
    renderBoard(spaceMarks, pictureMarks);
    renderHand();
    renderPiles();
  }

  /** A reaction window the player holds no answer to passes by itself: the window was opened
   * whatever the hand (the other player cannot tell), and there is nothing to decide. */
  function autoPass(d) {
    if (d.kind !== 'react' || st.moves.length !== 1 || st.moves[0].t !== 'pass') return;
    const key = `${v().round}:${JSON.stringify(v().chain)}:${JSON.stringify(d.step)}`;
    if (st.autoPassed === key) return;
    st.autoPassed = key;
    setTimeout(() => { if (st.view && decision() && decision().kind === 'react') send({ t: 'pass' }); }, 650);
  }

  // Escape puts the chosen card (and token) back.
  const stopKeys = onEscape(boardRoot, () => {
    if (!st.chosen && !st.pinToken) return false;
    st.chosen = null;
    st.pinToken = null;
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const same = st.view && view.round === st.view.round && view.to_move === st.view.to_move
        && JSON.stringify(view.hand) === JSON.stringify(st.view.hand) && JSON.stringify(view.decision) === JSON.stringify(st.view.decision);
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!same || !st.canAct) {
        st.chosen = null;
        st.pinToken = null;
      }
      st.moves = [];
      render();
      if (await loadMoves()) render();
    },
    destroy() {
      stopKeys();
      boardRoot.remove();
    },
  };
}

export { COLOUR };
