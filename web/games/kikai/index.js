// KIKAI's table: the town (districts with both players' KIKAI, streets with flyers, squares with fans
// and billboards), the action panel of the phase (cards to play, the four actions with what each would
// gain, the next flyer, the next fan, a billboard slot, the Megaphone, the draw, Ladders), the pieces on
// offer, and both player boards with their public hands. Legal targets are marked on the town too.
// The contract is in web/games/registry.js; the view and the moves in docs/protocol.md.
import { h, clear } from '../../dom.js';
import { sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { t, tn } from '../../i18n.js';
import { drawTown, pieceBlock, fanShape, FAN, SEAT } from './art.js';
import { districtName, squareName, spaceName, partName, colourName, amountText, powerText } from './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the action panel asks the engine for the details it shows
export const confirmsMoves = true; // every button is one move, named with what it does
export const publicHands = true; // both hands are open [BOOTH]: no pass screen between humans

/** Yellow's and Purple's colour, name and badge letter: data of the card (card.js `seats`). */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card);

export { rulesPanel } from './rules.js';

export function tiebreakLines(result) {
  return result && result.media_victory !== null && result.media_victory !== undefined ? [t('kikai.mediaLine')] : [];
}

/** Score-panel rows: VP so far, then Energy and Renown. */
export function players(view) {
  return view.players.map((p) => ({
    seat: p.seat,
    score: p.vp,
    detail: t('kikai.detail', { energy: p.energy, renown: p.renown, fans: p.attracted }),
    note: view.active === p.seat && !view.over ? t('kikai.noteActive') : '',
  }));
}

/** The lobby's options: the fan value reading (D6), passable squares (D8), Advanced's fan bonus (D12). */
export function lobbyOptions(modeId, saved) {
  const o = saved || {};
  const fan = h('select', { id: 'kikai-fan_value', name: 'fan_value' },
    ['track', 'one'].map((v) => h('option', { value: v }, t(`kikai.lobby.fan_value.${v}`))));
  fan.value = o.fan_value === 'one' ? 'one' : 'track';
  const box = (name, checked) => h('input', { type: 'checkbox', id: `kikai-${name}`, name, checked: checked !== false });
  const passable = box('squares_passable', o.squares_passable);
  const fanBonus = box('advanced_fan_bonus', o.advanced_fan_bonus);
  const node = h('fieldset', { class: 'field kk-lobby-options' },
    h('legend', {}, t('kikai.lobby.legend')),
    h('div', { class: 'kk-choice' }, h('label', { for: 'kikai-fan_value' }, t('kikai.lobby.fan_value')), fan),
    h('div', { class: 'kk-choice' }, passable, h('label', { for: 'kikai-squares_passable' }, t('kikai.lobby.squares_passable'))),
    modeId === 'advanced'
      ? h('div', { class: 'kk-choice' }, fanBonus, h('label', { for: 'kikai-advanced_fan_bonus' }, t('kikai.lobby.advanced_fan_bonus')))
      : null);
  return {
    node,
    read: () => ({
      fan_value: fan.value, squares_passable: passable.checked,
      ...(modeId === 'advanced' ? { advanced_fan_bonus: fanBonus.checked } : {}),
    }),
  };
}

/** On the end screen: the town as it ended. */
export function endExtras(result, view) {
  if (!view || !view.rules) return null;
  return h('section', { class: 'kk-end', 'aria-label': t('kikai.endTitle') },
    h('h3', {}, t('kikai.endTitle')),
    h('div', { class: 'kk-end-town' }, drawTown(view, { names: NAMES, title: townLabel(view) })));
}

/** A move as a short stable key, set on its button as data-key (for tests and tools). */
export function moveKey(m) {
  switch (m.type) {
    case 'play': return `play:${m.cards.join('+')}:${m.district}`;
    case 'build': return `build:${m.component}:${m.ladders}`;
    case 'deploy': return `deploy:${m.space}`;
    case 'attract': return `attract:${m.part}:${m.square}`;
    case 'billboard': return `billboard:${m.slot}`;
    case 'exhibit': return `exhibit:${m.extra.join('+')}`;
    case 'draw': return `draw:${m.from}`;
    case 'ladders': return `ladders:${m.count}`;
    default: return m.type;
  }
}

const NAMES = { district: districtName, square: squareName };

// The town drawn at full size (1000 css px wide, labels 11-17 px) in a window the player pans, or
// whole in the column's width. Zoomed by default on a phone, where the whole town's labels are
// 4 px tall; the player's choice is remembered on this device.
const ZOOM_STORE = 'tabletop.kikai.townZoom';

function townZoomed() {
  try {
    const v = localStorage.getItem(ZOOM_STORE);
    if (v === 'on' || v === 'off') return v === 'on';
  } catch { /* private mode */ }
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 560px)').matches;
}

// The two questions of nearly every turn, answered once and remembered on this device: "Spend a
// Megaphone for a second action?" and "Spend Ladders to draw more?". A remembered "no" is sent as the
// ordinary move (no_extra, ladders 0) when it is legal and the choice does not matter much this turn
// (asked anyway: the player's last turn of the game, three Megaphones or more, a hand of fewer than 3
// cards). The boxes stay on the table while an answer is remembered, to untick.
const AUTO_STORE = 'tabletop.kikai.autoAnswers';
const AUTO_MOVES = { extra: { type: 'no_extra' }, ladder: { type: 'ladders', count: 0 } };

function autoAnswers() {
  try {
    const v = JSON.parse(localStorage.getItem(AUTO_STORE)) || {};
    return { extra: v.extra === true, ladder: v.ladder === true };
  } catch {
    return { extra: false, ladder: false };
  }
}

function rememberAnswers(auto) {
  try { localStorage.setItem(AUTO_STORE, JSON.stringify(auto)); } catch { /* private mode */ }
}

/** Why a remembered answer is not given this turn (a word id), or null when it may be. */
function autoBlocked(view, question, moves) {
  const me = view.players[view.seat];
  const pr = view.progress;
  if (!moves.some((m) => moveKey(m) === moveKey(AUTO_MOVES[question]))) return 'kikai.auto.illegal';
  if (pr.last && pr.turn >= pr.turns) return 'kikai.auto.lastTurn';
  if (question === 'extra' && me.megaphones >= 3) return 'kikai.auto.manyMegaphones';
  if (question === 'ladder' && me.hand.length < 3) return 'kikai.auto.shortHand';
  return null;
}

function rememberZoom(on) {
  try { localStorage.setItem(ZOOM_STORE, on ? 'on' : 'off'); } catch { /* private mode */ }
}

function townLabel(view) {
  const flyers = view.players.map((p) => p.flyers);
  const fans = Object.values(view.squares).reduce((n, sq) => n + sq.fans.length, 0);
  return t('kikai.townLabel', { a: flyers[0], b: flyers[1], fans });
}

function pieceText(view, pid) {
  const p = view.rules.pieces[pid];
  return t('kikai.pieceText', { part: partName(p.part), colour: colourName(p.colour), code: p.code, cost: p.cost, effect: amountText(p.effect) });
}

function detailText(d) {
  if (!d) return '';
  const bits = [];
  if (d.energy) bits.push(t('kikai.dEnergy', { n: d.energy > 0 ? `+${d.energy}` : `−${-d.energy}` }));
  if (d.renown) bits.push(t('kikai.dRenown', { n: d.renown }));
  if (d.vp) bits.push(t('kikai.dVp', { n: d.vp }));
  if (d.megaphones) bits.push(t('kikai.dMegaphones', { n: d.megaphones > 0 ? `+${d.megaphones}` : `−${-d.megaphones}` }));
  if (d.ladders) bits.push(t('kikai.dLadders', { n: d.ladders > 0 ? `+${d.ladders}` : `−${-d.ladders}` }));
  for (const [c, n] of Object.entries(d.influence || {})) if (n) bits.push(t('kikai.dInfluence', { n, colour: colourName(c) }));
  if (d.paid) bits.push(t('kikai.dPaid', { n: d.paid }));
  if (d.ends_game) bits.push(t('kikai.dWins'));
  return bits.join(' · ');
}

/** What a card played in `d` would allow, in words (view.district_actions, before it counts). */
function districtSummary(view, d) {
  const a = view.district_actions && view.district_actions[d];
  if (!a) return [];
  const lines = [];
  lines.push(a.part ? (a.build.length ? t('kikai.sumBuild', { part: partName(a.part), n: a.build.length })
    : t('kikai.sumBuildNone', { part: partName(a.part) })) : t('kikai.buildDone'));
  lines.push(a.deploy ? t('kikai.sumDeploy', { n: a.deploy }) : t('kikai.sumDeployNone'));
  if (a.attract.length) {
    const cheapest = Math.min(...a.attract.map((x) => x[2]));
    lines.push(t(cheapest ? 'kikai.sumAttract' : 'kikai.sumAttractFree', { n: a.attract.length, cost: cheapest }));
  } else lines.push(t('kikai.sumAttractNone'));
  lines.push(t('kikai.sumExhibit', { energy: a.exhibit.energy, renown: a.exhibit.renown, fans: tn('kikai.fansN', a.exhibit.fans) }));
  return lines;
}

/** The news of the last move: an Exhibition, a round's end, a billboard, Media Victory. */
function newsText(e, nameOf) {
  const name = nameOf(e.seat);
  switch (e.e) {
    case 'exhibit': return t('kikai.news.exhibit', { name, district: districtName(e.district), fans: tn('kikai.fansN', e.fans.length), energy: e.energy, renown: e.renown });
    case 'round_score': return t('kikai.news.round_score', { name, renown: e.renown, value: e.value, mult: e.mult, vp: e.vp });
    case 'round_income': return t('kikai.news.round_income', { name, renown: e.renown, value: e.value });
    case 'round_end': return t('kikai.news.round_end', { round: e.round });
    case 'media_victory': return t('kikai.news.media_victory', { name });
    case 'construction': return t('kikai.news.construction', { name, district: districtName(e.district), vp: e.vp });
    case 'power': return t('kikai.news.power', { name, district: districtName(e.district), power: powerText(e.power) });
    case 'billboard': return t('kikai.news.billboard', { name, square: squareName(e.square) });
    default: return '';
  }
}

// ---------------------------------------------------------------- the table

/** Mount the board in `root` (see web/games/registry.js). */
export function mount(root, ctx) {
  const st = { view: null, canAct: false, replay: false, busy: false, moves: [], details: {}, card: null,
    zoomed: townZoomed(), focus: null, auto: autoAnswers(), autoNote: '', autoSent: null,
    movesOf: null }; // the view st.moves (and st.details) were asked for

  const guideEl = h('p', { class: 'kk-guide', 'aria-live': 'polite' });
  const roundEl = h('p', { class: 'kk-round' });
  const newsEl = h('div', { class: 'kk-news', role: 'status', 'aria-live': 'polite' });
  const townEl = h('div', { class: 'kk-town-wrap' });
  const zoomBtn = h('button', {
    type: 'button', class: 'btn btn-quiet kk-zoom',
    onclick: () => {
      st.zoomed = !st.zoomed;
      rememberZoom(st.zoomed);
      st.focus = null;
      render();
    },
  });
  const panelTitle = h('h2', { class: 'kk-title', id: 'kk-panel-title' });
  const panelEl = h('div', { class: 'kk-panel', role: 'group', 'aria-labelledby': 'kk-panel-title' });
  const offerEl = h('section', { class: 'kk-offer', 'aria-label': t('kikai.offer') });
  const boardsEl = h('div', { class: 'kk-boards' });
  const autoEl = h('div', { class: 'kk-auto' });

  const boardRoot = h('div', { class: 'kikai-board' },
    h('div', { class: 'kk-top' }, guideEl, roundEl),
    newsEl,
    h('div', { class: 'kk-columns' },
      h('div', { class: 'kk-col kk-col-town' }, h('section', { class: 'kk-town-section', 'aria-label': t('kikai.town') }, zoomBtn, townEl)),
      h('div', { class: 'kk-col kk-col-panel' },
        h('section', { class: 'kk-panel-section', 'aria-labelledby': 'kk-panel-title' }, panelTitle, panelEl, autoEl),
        offerEl)),
    boardsEl);
  root.append(boardRoot);

  const v = () => st.view;
  const nameOf = (seat) => ctx.seatName(seat);
  const mine = () => st.canAct && !st.replay;
  const of = (type) => st.moves.filter((m) => m.type === type);

  const loadLegal = movesLoader(ctx, st);
  async function loadMoves() {
    const view = v();
    if (!await loadLegal()) return false;
    if (!st.canAct) return true;
    const moves = st.moves;
    st.details = {};
    // what each fan and Exhibition would bring: asked of the engine (a route's price, fan values)
    const ask = moves.filter((m) => ['attract', 'exhibit', 'build'].includes(m.type)).slice(0, 40);
    await Promise.all(ask.map(async (m) => {
      try {
        const p = await ctx.call('preview', { move: m });
        if (p && p.details) st.details[moveKey(m)] = p.details;
      } catch { /* no preview: the button still works */ }
    }));
    if (view !== st.view) return false;
    st.movesOf = view;
    return true;
  }

  /** The "always answer no" box of a question; ticking it remembers it for the next turns. */
  function autoBox(question) {
    const id = `kk-auto-${question}`;
    const box = h('input', {
      type: 'checkbox', id, 'data-question': question, checked: st.auto[question],
      onchange: () => {
        st.auto = { ...st.auto, [question]: box.checked }; // the block follows at the next render
        rememberAnswers(st.auto);
      },
    });
    return h('div', { class: 'kk-choice kk-auto-choice' }, box, h('label', { for: id }, t(`kikai.auto.${question}`)));
  }

  /** Under the panel: the remembered answers (to untick) and what was answered for the player. */
  function renderAuto() {
    const view = v();
    const asking = view && mine() && ['extra', 'ladder'].includes(view.phase);
    const on = ['extra', 'ladder'].filter((q) => st.auto[q] && !(asking && view.phase === q));
    clear(autoEl);
    if (st.autoNote) autoEl.append(h('p', { class: 'kk-auto-note', role: 'status' }, st.autoNote));
    if (on.length) autoEl.append(h('p', { class: 'kk-sub' }, t('kikai.auto.title')), ...on.map(autoBox));
    autoEl.hidden = !autoEl.childNodes.length;
  }

  /** Send the remembered answer of this phase's question, when it may be given; true if sent. */
  function autoAnswer() {
    const view = v();
    if (!mine() || st.busy) return false;
    const question = { extra: 'extra', ladder: 'ladder' }[view.phase];
    if (!question || !st.auto[question] || st.autoSent === view) return false;
    const why = autoBlocked(view, question, st.moves);
    if (why) {
      st.autoNote = t(why);
      return false;
    }
    st.autoSent = view;
    st.autoNote = t(`kikai.auto.sent.${question}`);
    send(st.moves.find((m) => moveKey(m) === moveKey(AUTO_MOVES[question])));
    return true;
  }

  // The next view may come (and its moves, from the shell's cache) before the move's promise does:
  // its remembered answer waits for the move to be done, then goes.
  const send = sender(ctx, st, {
    played: () => { st.card = null; },
    after: () => {
      if (!(st.movesOf === st.view && autoAnswer())) render();
    },
  });

  const button = (label, move, { primary = false, cls, extra, note } = {}) =>
    h('button', { type: 'button', class: ['btn', primary && 'btn-primary', 'kk-option', cls], onclick: () => send(move), 'data-key': moveKey(move) },
      extra || null, h('span', { class: 'kk-option-label' }, label), note ? h('span', { class: 'kk-option-note' }, note) : null);

  // ---------------------------------------------------------------- the phases

  function playPanel(marks) {
    const view = v();
    const hand = view.players[view.seat].hand;
    const plays = of('play');
    const cards = [...new Set(hand)];
    const out = [];
    guideEl.textContent = t('kikai.guide.play');
    out.push(h('div', { class: 'kk-cards' }, cards.map((c) => {
      const n = hand.filter((x) => x === c).length;
      const chosen = st.card === c;
      return h('button', {
        type: 'button', class: ['kk-card', chosen && 'chosen'], 'data-card': c, 'data-zoom': '', 'aria-pressed': chosen ? 'true' : 'false',
        onclick: () => { st.card = chosen ? null : c; render(); panelEl.querySelector('.kk-option')?.focus(); },
      }, h('span', { class: 'kk-card-name' }, districtName(c)), n > 1 ? h('span', { class: 'kk-card-n' }, `×${n}`) : null);
    })));
    if (st.card && cards.includes(st.card)) {
      const one = plays.find((m) => m.cards.length === 1 && m.cards[0] === st.card);
      const pairs = plays.filter((m) => m.cards.length === 2 && m.cards[0] === st.card);
      marks.districts = { [st.card]: true };
      if (one) {
        out.push(button(t('kikai.playOne', { district: districtName(st.card) }), one, { primary: true }));
        out.push(h('ul', { class: 'kk-summary' }, districtSummary(view, st.card).map((line) => h('li', {}, line))));
      }
      if (pairs.length) {
        out.push(h('h3', {}, t('kikai.playPair', { card: districtName(st.card) })));
        out.push(h('div', { class: 'kk-options' }, pairs.map((m) => button(districtName(m.district), m,
          { note: districtSummary(view, m.district).join(' · ') }))));
        pairs.forEach((m) => { marks.districts[m.district] = true; });
      }
    }
    return out;
  }

  function actionPanel(marks) {
    const view = v();
    const d = view.turn.district;
    const me = view.seat;
    marks.districts = { [d]: true };
    guideEl.textContent = t('kikai.guide.action', { district: districtName(d) });
    const out = [];
    const builds = of('build');
    const part = ['foot', 'body', 'head'][view.kikai[d][me].length];
    out.push(h('h3', {}, part ? t('kikai.buildTitle', { part: partName(part) }) : t('kikai.buildDone')));
    if (builds.length) {
      out.push(h('div', { class: 'kk-options' }, builds.map((m) => {
        const info = view.rules.pieces[m.component];
        const label = m.ladders ? t('kikai.buildPaid', { piece: pieceText(view, m.component), n: m.ladders })
          : t('kikai.build', { piece: pieceText(view, m.component) });
        return button(label, m, { extra: pieceIcon(m.component, info), note: detailText(st.details[moveKey(m)]) });
      })));
    } else if (part) out.push(h('p', { class: 'kk-none' }, t('kikai.cannotBuild')));
    const deploys = of('deploy');
    out.push(h('h3', {}, t('kikai.deployTitle', { cost: view.rules.flyer_cost })));
    if (deploys.length) {
      marks.spaces = {};
      out.push(h('p', { class: 'kk-hint' }, t('kikai.deployHint')));
      out.push(h('div', { class: 'kk-options kk-grid' }, deploys.map((m) => {
        marks.spaces[m.space] = { label: t('kikai.deployOn', { space: spaceName(m.space) }), onClick: () => send(m) };
        return button(t('kikai.deployOn', { space: spaceName(m.space) }), m);
      })));
    } else out.push(h('p', { class: 'kk-none' }, t('kikai.cannotDeploy')));
    out.push(h('h3', {}, t('kikai.attractTitle')));
    const attracts = of('attract');
    if (attracts.length) out.push(attractOptions(attracts, marks));
    else out.push(h('p', { class: 'kk-none' }, t('kikai.cannotAttract')));
    out.push(h('h3', {}, t('kikai.exhibitTitle')));
    out.push(h('div', { class: 'kk-options' }, of('exhibit').map((m) => {
      const label = m.extra.length ? t('kikai.exhibitWith', { districts: m.extra.map(districtName).join(', ') }) : t('kikai.exhibit', { district: districtName(d) });
      return button(label, m, { note: detailText(st.details[moveKey(m)]) });
    })));
    return out;
  }

  function attractOptions(moves, marks) {
    const view = v();
    const d = view.turn.district;
    marks.squares = marks.squares || {};
    return h('div', { class: 'kk-options' }, moves.map((m) => {
      const piece = view.kikai[d][view.seat][['foot', 'body', 'head'].indexOf(m.part)];
      const colour = view.rules.pieces[piece.piece].colour;
      const label = t('kikai.attract', { colour: colourName(colour), square: squareName(m.square), part: partName(m.part) });
      if (!marks.squares[m.square]) marks.squares[m.square] = { label, onClick: () => send(m) };
      return button(label, m, { extra: fanIcon(colour), note: detailText(st.details[moveKey(m)]) });
    }));
  }

  function stepPanel(marks) {
    const view = v();
    const out = [];
    if (view.phase === 'deploy_more') {
      guideEl.textContent = t('kikai.guide.deploy_more');
      marks.spaces = {};
      marks.chain = view.turn.chain;
      out.push(h('div', { class: 'kk-options kk-grid' }, of('deploy').map((m) => {
        marks.spaces[m.space] = { label: t('kikai.deployOn', { space: spaceName(m.space) }), onClick: () => send(m) };
        return button(t('kikai.deployOn', { space: spaceName(m.space) }), m);
      })));
      out.push(button(t('kikai.deployEnd'), { type: 'deploy_end' }, { primary: true }));
    } else if (view.phase === 'attract_more') {
      guideEl.textContent = t('kikai.guide.attract_more');
      marks.districts = { [view.turn.district]: true };
      out.push(attractOptions(of('attract'), marks));
      out.push(button(t('kikai.attractEnd'), { type: 'attract_end' }, { primary: true }));
    } else if (view.phase === 'billboard') {
      guideEl.textContent = t('kikai.guide.billboard', { square: squareName(view.turn.square) });
      out.push(h('div', { class: 'kk-options' }, of('billboard').map((m) => button(
        t('kikai.billboardSlot', { n: m.slot + 1, bonus: amountText(view.rules.billboards[m.slot]) }), m))));
    } else if (view.phase === 'extra') {
      guideEl.textContent = t('kikai.guide.extra');
      out.push(button(t('kikai.extraYes', { n: view.players[view.seat].megaphones }), { type: 'extra_action' }, { primary: true }));
      out.push(button(t('kikai.extraNo'), { type: 'no_extra' }));
      out.push(autoBox('extra'));
    } else if (view.phase === 'draw') {
      guideEl.textContent = t('kikai.guide.draw');
      out.push(h('div', { class: 'kk-options' }, of('draw').map((m) => button(
        m.from === 'deck' ? t('kikai.drawDeck', { n: view.pile_count }) : t('kikai.drawOpen', { district: districtName(view.visible[Number(m.from.slice(-1))]) }), m))));
    } else if (view.phase === 'ladder') {
      guideEl.textContent = t('kikai.guide.ladder');
      out.push(h('div', { class: 'kk-options kk-grid' }, of('ladders').map((m) => button(
        m.count ? tn('kikai.ladderDraw', m.count) : t('kikai.ladderNone'), m, { primary: m.count === 0 }))));
      out.push(autoBox('ladder'));
    }
    return out;
  }

  // ---------------------------------------------------------------- what is on the table

  function pieceIcon(pid, info) {
    const svg = h('span', { class: 'kk-piece-icon', 'data-colour': info.colour, 'aria-hidden': 'true' },
      `${t(`kikai.partLetter.${info.part}`)}${t(`kikai.letter.${info.colour}`)}`);
    svg.style.background = FAN[info.colour];
    return svg;
  }

  function fanIcon(colour) {
    const el = h('span', { class: 'kk-fan-icon', 'aria-hidden': 'true' }, t(`kikai.letter.${colour}`));
    el.style.background = FAN[colour];
    return el;
  }

  function renderOffer() {
    const view = v();
    clear(offerEl).append(
      h('h2', { class: 'kk-title' }, t('kikai.offer')),
      h('div', { class: 'kk-displays' }, ['foot', 'body', 'head'].map((part) => h('div', { class: 'kk-display' },
        h('h3', {}, `${partName(part)} · ${t('kikai.stack', { n: view.stack_counts[part] })}`),
        h('ul', {}, view.displays[part].map((pid) => h('li', { 'data-zoom': '' }, pieceIcon(pid, view.rules.pieces[pid]), ' ', pieceText(view, pid))))))),
      h('p', { class: 'kk-cards-open' }, t('kikai.openCards', {
        cards: view.visible.filter(Boolean).map(districtName).join(', ') || '—', n: view.pile_count,
      })));
  }

  function board(p) {
    const view = v();
    const R = view.rules;
    const infl = ['red', 'green', 'blue'].map((c) => h('li', { class: 'kk-infl' },
      fanIcon(c), ' ', t('kikai.influence', { colour: colourName(c), n: p.influence[c], max: R.influence_max, value: p.fan_values[c] }),
      h('meter', { min: 0, max: R.influence_max, value: p.influence[c], 'aria-hidden': 'true' })));
    const slots = h('ol', { class: 'kk-billboards' }, R.billboards.map((b, i) => h('li', {
      class: ['kk-slot', !p.billboard_slots[i] && 'used'], title: amountText(b),
    }, h('span', {}, amountText(b)))));
    return h('section', { class: 'kk-player', 'data-seat': String(p.seat), 'data-colour': seatColour(p.seat), 'aria-label': nameOf(p.seat) },
      h('h3', {}, seatIcon(p.seat), ' ', nameOf(p.seat), view.active === p.seat && !view.over ? h('span', { class: 'kk-tag' }, t('kikai.toMove')) : null),
      h('p', { class: 'kk-stats' },
        h('span', {}, t('kikai.vp', { n: p.vp })), h('span', {}, t('kikai.energy', { n: p.energy })),
        h('span', {}, t('kikai.renown', { n: p.renown, value: p.renown_value })),
        h('span', {}, t('kikai.megaphones', { n: p.megaphones })), h('span', {}, t('kikai.ladders', { n: p.ladders }))),
      h('p', { class: 'kk-stats' },
        h('span', {}, t('kikai.flyers', { n: p.flyers, of: R.flyers, energy: p.exhibition_energy })),
        h('span', {}, t('kikai.fans', { n: p.attracted, collected: Object.values(p.collected).reduce((a, b) => a + b, 0) }))),
      h('ul', { class: 'kk-influence' }, infl),
      h('p', { class: 'kk-sub' }, t('kikai.billboards', { n: p.billboard_slots.filter((x) => !x).length })), slots,
      h('p', { class: 'kk-sub' }, p.foundations.length ? t('kikai.foundations', { list: p.foundations.map(districtName).join(', ') }) : t('kikai.noFoundations')),
      p.powers.length ? h('p', { class: 'kk-sub' }, t('kikai.powers', { list: p.powers.map(powerText).join('; ') })) : null,
      h('p', { class: 'kk-hand' }, h('strong', {}, t('kikai.hand', { n: p.hand.length })), ' ',
        p.hand.length ? p.hand.map(districtName).join(', ') : t('kikai.emptyHand')));
  }

  /** The town, whole or zoomed; a zoomed town scrolls to where the turn happens when that changes. */
  function drawTownIn(view, marks) {
    const { scrollLeft, scrollTop } = townEl;
    townEl.classList.toggle('kk-zoomed', st.zoomed);
    zoomBtn.textContent = st.zoomed ? t('kikai.zoomOut') : t('kikai.zoomIn');
    zoomBtn.setAttribute('aria-pressed', st.zoomed ? 'true' : 'false');
    clear(townEl).append(drawTown(view, { marks, names: NAMES, title: townLabel(view) }));
    townEl.scrollLeft = scrollLeft;
    townEl.scrollTop = scrollTop;
    if (!st.zoomed) return;
    const chain = marks.chain || [];
    const here = Object.keys(marks.districts || {});
    const focus = chain.length ? `space:${chain[chain.length - 1]}` : here.length === 1 ? `district:${here[0]}` : null;
    if (!focus || focus === st.focus) return;
    st.focus = focus;
    const [kind, id] = focus.split(':');
    const target = townEl.querySelector(kind === 'space' ? `.kk-space[data-space="${id}"]` : `.kk-district[data-district="${id}"]`);
    if (!target) return;
    const tr = target.getBoundingClientRect();
    const wr = townEl.getBoundingClientRect();
    townEl.scrollLeft += tr.left + tr.width / 2 - (wr.left + wr.width / 2);
    townEl.scrollTop += tr.top + tr.height / 2 - (wr.top + wr.height / 2);
  }

  function render() {
    if (!st.view) return;
    const view = v();
    boardRoot.dataset.canAct = mine() ? 'true' : 'false';
    boardRoot.dataset.phase = view.phase;
    const pr = view.progress;
    roundEl.textContent = view.over ? '' : t('kikai.roundLine', { round: pr.round, rounds: pr.rounds, turn: pr.turn, turns: pr.turns, mult: view.multiplier });
    clear(panelEl);
    const marks = {};
    if (view.over) {
      guideEl.textContent = '';
      panelTitle.textContent = t('kikai.over');
    } else if (!mine()) {
      panelTitle.textContent = t('kikai.turnOf', { name: nameOf(view.active) });
      guideEl.textContent = st.replay ? '' : t('kikai.waiting', { name: nameOf(view.active) });
      if (view.turn && view.turn.district) marks.districts = { [view.turn.district]: true };
    } else {
      panelTitle.textContent = t('kikai.yourTurn');
      const nodes = view.phase === 'play' ? playPanel(marks) : view.phase === 'action' ? actionPanel(marks) : stepPanel(marks);
      panelEl.append(...nodes);
    }
    drawTownIn(view, marks);
    renderOffer();
    const news = (view.news || []).map((e) => newsText(e, nameOf)).filter(Boolean);
    clear(newsEl).append(...news.map((line) => h('p', {}, line)));
    newsEl.hidden = !news.length;
    renderAuto();
    const order = view.seat === 1 ? [1, 0] : [0, 1];
    clear(boardsEl).append(...order.map((seat) => board(view.players[seat])));
  }

  // Escape puts the chosen card back.
  const stopKeys = onEscape(boardRoot, () => {
    if (!st.card) return false;
    st.card = null;
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const same = st.view && view.phase === st.view.phase && view.active === st.view.active;
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!same || !st.canAct) st.card = null;
      st.moves = [];
      if (st.canAct && view.phase === 'play') st.autoNote = ''; // a new turn: the last turn's note goes
      render();
      if (await loadMoves() && !autoAnswer()) render();
    },
    destroy() {
      stopKeys();
      boardRoot.remove();
    },
  };
}

export { FAN, SEAT, fanShape, pieceBlock };
