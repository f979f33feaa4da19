// Galactic Cruise's table: the turn's panel (what the decision due asks, its choices with what each
// changes at once, the anytime moves, why what is not offered is refused), then the board in five
// panels: the campus (buildings, links, workers, technologies, silo), the marketing board (cruises,
// guest queue, supply), the shipyard and agenda (blueprints, new ships, agenda cards), the progress
// track (years, goals, rivals) and the seat's own company. On a wide screen every panel shows at once;
// on a phone one at a time, chosen by tabs, under the turn's panel. The moves come from the engine's
// legal moves (the contract is in web/games/registry.js; the view and moves in docs/protocol.md).
import { h, clear } from '../../dom.js';
import { t, tn } from '../../i18n.js';
import { said } from '../../said.js';
import { sender, movesLoader, onEscape, seatsOf } from '../kit.js';
import { card } from './card.js';
import { deltaText, word } from './art.js';
import { ANYTIME, groupsOf, groupLabel, partLabel, partsOf } from './choices.js';
import { drawCampus } from './campus.js';
import { drawBonusLine, drawCruises, drawQueue } from './marketing.js';
import { drawAgenda, drawBlueprints, drawShipDisplay } from './shipyard.js';
import { drawGoals, drawTrack } from './track.js';
import { drawMe, drawOthers } from './company.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the view's `choices` say what each move changes at once

export const { seatIcon, seatLabel, seatColour } = seatsOf(card);
export { rulesPanel } from './rules.js';

const PANELS = ['campus', 'cruises', 'market', 'track', 'me'];
// The panel a decision is mostly about (a phone shows it when the decision comes).
const HOME = {
  pregame: 'campus', main: 'campus', actions: 'campus', buy: 'campus', silo_take: 'campus', refill_second: 'campus',
  development: 'campus', place_dev: 'campus', hire: 'campus', schedule: 'cruises', advertise: 'cruises',
  advert_guest: 'cruises', board: 'cruises', new_ship: 'market', engine_blueprint: 'market', blueprints: 'market',
  agenda_draw: 'market',
};

/** The lobby's options: the action layout, the 2-player neutral workers, the agenda texts. */
export function lobbyOptions(modeId, saved) {
  const setup = h('select', { id: 'galacticcruise-setup', name: 'setup' },
    ['standard', 'intro'].map((v) => h('option', { value: v }, t(`galacticcruise.ui.lobby.setup.${v}`))));
  setup.value = saved && saved.setup === 'intro' ? 'intro' : 'standard';
  const npc = h('input', { type: 'checkbox', id: 'galacticcruise-npc', name: 'npc_2p' });
  npc.checked = !(saved && saved.npc_2p === false);
  const texts = h('input', { type: 'checkbox', id: 'galacticcruise-texts', name: 'agenda_texts' });
  texts.checked = !(saved && saved.agenda_texts === false);
  const node = h('fieldset', { class: 'field gc-lobby-options' },
    h('legend', {}, t('galacticcruise.ui.lobby.legend')),
    h('div', { class: 'gc-lobby-choice' }, h('label', { for: 'galacticcruise-setup' }, t('galacticcruise.ui.lobby.setup')), setup),
    h('div', { class: 'gc-lobby-choice' }, npc, ' ', h('label', { for: 'galacticcruise-npc' }, t('galacticcruise.ui.lobby.npc'))),
    h('div', { class: 'gc-lobby-choice' }, texts, ' ', h('label', { for: 'galacticcruise-texts' }, t('galacticcruise.ui.lobby.texts'))));
  return { node, read: () => ({ setup: setup.value, npc_2p: npc.checked, agenda_texts: texts.checked }) };
}

/** Score-panel rows: the VP so far; money, reputation, wings and cubes. */
export function players(view) {
  return view.players.map((p, i) => ({
    seat: i,
    score: p.vp,
    detail: t('galacticcruise.ui.detail', { money: p.money, rep: p.rep, wings: p.wings, cubes: p.cubes }),
    note: view.to_move === i && view.end_stage && view.end_stage !== 'none' && view.end_stage !== 'over'
      ? t(`galacticcruise.ui.stage.${view.end_stage}`) : '',
  }));
}

/** How a tie for first place was broken: cubes, reputation, cockpit VP, then the later seat. */
export function tiebreakLines(result, nameOf) {
  if (!result || !result.tiebreak) return [];
  return [t(`galacticcruise.ui.tiebreak.${result.tiebreak}`, { name: nameOf(result.winner) })];
}

// ---------------------------------------------------------------- the table

export function mount(root, ctx) {
  const st = { view: null, canAct: false, replay: false, busy: false, moves: [], picks: [], anyPicks: [], tab: 'campus', kind: null,
    groups: [], anyGroups: [] };

  const promptEl = h('p', { class: 'gc-prompt', 'aria-live': 'polite' });
  const contextEl = h('p', { class: 'gc-context' });
  const choiceEl = h('div', { class: 'gc-choices', role: 'group', 'aria-label': t('galacticcruise.ui.choices') });
  const extraEl = h('div', { class: 'gc-extra' }); // the anytime moves and the refusals, folded side by side
  const turnEl = h('section', { class: 'gc-turn', 'aria-label': t('galacticcruise.ui.turnPanel') }, h('div', { class: 'gc-head' }, promptEl, contextEl), choiceEl, extraEl);
  const tabsEl = h('div', { class: 'gc-tabs', role: 'group', 'aria-label': t('galacticcruise.ui.panels') });
  const panels = Object.fromEntries(PANELS.map((p) => [p, h('section', {
    class: 'gc-panel', id: `gc-panel-${p}`, 'data-panel': p, 'aria-label': t(`galacticcruise.ui.tab.${p}`),
  })]));
  const board = h('div', { class: 'galacticcruise-board' }, turnEl, tabsEl,
    h('div', { class: 'gc-grid' }, panels.campus, h('div', { class: 'gc-side' }, panels.cruises, panels.market, panels.track), panels.me));
  root.append(board);

  const v = () => st.view;
  const loadMoves = movesLoader(ctx, st);
  const send = sender(ctx, st, { played: () => { st.picks = []; st.anyPicks = []; }, after: () => render() });
  const nameOf = (seat) => ctx.seatName(seat);

  /** The legal moves with what each changes at once (the view's `choices`, matched by the move). */
  function choices() {
    const byMove = new Map((v().choices || []).map((c) => [JSON.stringify(c.move), c]));
    return st.moves.map((m) => byMove.get(JSON.stringify(m)) || { move: m, delta: {}, draws: false });
  }

  function regroup() {
    if (!st.canAct) { st.groups = []; st.anyGroups = []; return; }
    const all = choices();
    st.groups = groupsOf(all.filter((c) => !ANYTIME.has(c.move.t)), st.picks);
    st.anyGroups = groupsOf(all.filter((c) => ANYTIME.has(c.move.t)), st.anyPicks);
  }

  const findGroup = (part, value) => {
    const val = String(value);
    return st.groups.find((g) => g.part === part && g.value === val) || st.anyGroups.find((g) => g.part === part && g.value === val) || null;
  };

  function choose(g) {
    if (st.busy) return;
    if (g.single) { send(g.moves[0].move); return; }
    const list = st.groups.includes(g) ? st.picks : st.anyPicks;
    list.push([g.part, g.value]);
    render();
  }

  let whyCount = 0;
  /** A thing on the table: a button when it is a choice now, a refused button saying why, else plain. */
  function spot(part, value, content, { cls = null, refused = null, data = {}, quiet = false } = {}) {
    const g = findGroup(part, value);
    const classes = [].concat(cls || []).filter(Boolean);
    if (g) {
      const delta = g.delta && !quiet ? deltaText(g.delta) : '';
      return h('button', {
        type: 'button', class: ['gc-hit', ...classes], dataset: { ...data, gc: `${part}|${String(value)}`, where: 'board' },
        title: quiet ? groupLabel(v(), g, st.groups.includes(g) ? st.picks : st.anyPicks, v().seat) : undefined,
        onclick: () => choose(g),
      }, content, delta ? h('span', { class: 'gc-delta' }, delta) : null);
    }
    if (refused) {
      whyCount += 1;
      const id = `gc-why-${whyCount}`;
      return h('span', { class: ['gc-refused-wrap', ...classes.map((c) => `${c}-wrap`)] },
        h('button', {
          type: 'button', class: ['gc-refused', ...classes], 'aria-disabled': 'true', 'aria-describedby': id,
          dataset: { ...data, gc: `${part}|${String(value)}`, where: 'board' },
        }, content),
        h('span', { class: 'gc-why', id, role: 'note' }, refused));
    }
    return h('div', { class: classes, dataset: data }, content);
  }

  /** Why something matching `pred` is refused now (an engine sentence in the page's language), or null. */
  function refusal(pred) {
    if (!st.canAct) return null;
    const r = (v().refusals || []).find(pred);
    return r ? said(r.why, r.why_say) : null;
  }

  const ui = () => ({
    view: v(), seat: v().seat, nameOf, seatColour, seatIcon, spot, refusal,
    rivalsOpen: st.rivalsOpen, setRivalsOpen: (open) => { st.rivalsOpen = open; },
    has: (part, value) => Boolean(findGroup(part, value)),
    label: (part, value) => {
      const g = findGroup(part, value);
      return g ? partLabel(v(), part, String(value), g.moves[0].move, v().seat) : '';
    },
  });

  // ---------------------------------------------------------------- the turn's panel

  function choiceButton(g, picks, where) {
    const delta = g.delta ? deltaText(g.delta) : '';
    return h('button', {
      type: 'button', class: ['btn', 'gc-choice', g.single && 'one'], dataset: { gc: `${g.part}|${g.value}`, where },
      onclick: () => choose(g),
    }, h('span', { class: 'gc-choice-label' }, groupLabel(v(), g, picks, v().seat)),
    delta || g.draws ? h('span', { class: 'gc-delta' }, delta, g.draws ? h('span', { class: 'gc-draws' }, `${delta ? ' · ' : ''}${t('galacticcruise.ui.draws')}`) : null) : null);
  }

  function context(d) {
    const view = v();
    const parts = [];
    if (d.left !== undefined && ['actions', 'blueprints', 'build', 'advert_guest', 'agenda_draw'].includes(d.k)) parts.push(tn('galacticcruise.ui.left', d.left));
    if (d.k === 'score' || d.k === 'upgrade') parts.push(t('galacticcruise.ui.destinationOf', { n: d.ship + 1, colour: word(`galacticcruise.colour.${d.colour}`) }));
    if (d.k === 'board') {
      const sh = view.players[view.seat].ships[d.ship];
      parts.push(t('galacticcruise.ui.boarded', { n: d.boarded.length, of: Math.max(0, sh.segments.length - 1) }));
    }
    if (d.k === 'advert_guest') {
      const c = view.cruises[d.slot];
      if (c) parts.push(partLabel(view, 'cruise', String(d.slot), {}, view.seat));
    }
    if (d.k === 'funding' && d.why) parts.push(t(`galacticcruise.ui.fundingWhy.${d.why}`));
    return parts.join(' · ');
  }

  function drawTurn() {
    const view = v();
    clear(choiceEl);
    clear(extraEl);
    contextEl.textContent = '';
    if (view.over) { promptEl.textContent = t('galacticcruise.ui.over'); return; }
    if (st.replay) { promptEl.textContent = ''; return; }
    const stage = view.end_stage && view.end_stage !== 'none' ? t(`galacticcruise.ui.stage.${view.end_stage}`) : '';
    if (!st.canAct) {
      promptEl.textContent = view.to_move === null ? '' : t('galacticcruise.ui.wait', { name: nameOf(view.to_move) });
      contextEl.textContent = stage;
      return;
    }
    const d = view.pending[0] || { k: '' };
    promptEl.textContent = word(`galacticcruise.ask.${d.k}`);
    contextEl.textContent = [stage, context(d)].filter((x) => x.trim()).join(' · ');
    if (!st.moves.length) return;
    if (st.picks.length) {
      const m = st.groups[0] && st.groups[0].moves[0].move;
      choiceEl.append(h('p', { class: 'gc-picked' }, t('galacticcruise.ui.picked', {
        list: st.picks.map(([p, val]) => partLabel(view, p, val, m || {}, view.seat)).join(' · '),
      }), ' ', h('button', { type: 'button', class: 'btn btn-small gc-back', dataset: { gc: 'back|', where: 'panel' }, onclick: () => { st.picks.pop(); render(); } },
        t('galacticcruise.ui.back'))));
    }
    choiceEl.append(h('div', { class: 'gc-choice-list' }, st.groups.map((g) => choiceButton(g, st.picks, 'panel'))));
    if (st.anyGroups.length || st.anyPicks.length) {
      const list = h('div', { class: 'gc-choice-list' }, st.anyGroups.map((g) => choiceButton(g, st.anyPicks, 'any')));
      const back = st.anyPicks.length ? h('button', { type: 'button', class: 'btn btn-small gc-back', dataset: { gc: 'anyback|', where: 'any' }, onclick: () => { st.anyPicks.pop(); render(); } }, t('galacticcruise.ui.back')) : null;
      extraEl.append(h('details', { class: 'gc-fold', open: st.anyOpen || st.anyPicks.length ? true : undefined, ontoggle: (e) => { st.anyOpen = e.target.open; } },
        h('summary', {}, h('span', { class: 'gc-long' }, t('galacticcruise.ui.anytime', { n: st.anyGroups.length })),
          h('span', { class: 'gc-short' }, t('galacticcruise.ui.anytimeShort', { n: st.anyGroups.length }))), back, list));
    }
    const refused = (view.refusals || []);
    if (refused.length) {
      extraEl.append(h('details', { class: 'gc-fold', open: st.whyOpen ? true : undefined, ontoggle: (e) => { st.whyOpen = e.target.open; } },
        h('summary', {}, h('span', { class: 'gc-long' }, t('galacticcruise.ui.refusedCount', { n: refused.length })),
          h('span', { class: 'gc-short' }, t('galacticcruise.ui.refusedShort', { n: refused.length }))),
        h('ul', { class: 'gc-why-list' }, refused.map((r) => h('li', {}, h('strong', {}, refusedWhat(r)), ' ', said(r.why, r.why_say))))));
    }
  }

  function refusedWhat(r) {
    if (r.ship !== undefined) return t('galacticcruise.ui.launchShip', { n: r.ship + 1 });
    if (r.action !== undefined) return t('galacticcruise.ui.actAt', { action: word(`galacticcruise.action.${r.action}`), n: r.building + 1 });
    return t('galacticcruise.ui.building', { n: r.building + 1 });
  }

  // ---------------------------------------------------------------- the panels

  function drawTabs() {
    clear(tabsEl);
    for (const p of PANELS) {
      const due = st.canAct && panelHasTarget(p);
      tabsEl.append(h('button', {
        type: 'button', class: ['gc-tab', due && 'due'], 'aria-pressed': String(st.tab === p), 'aria-controls': `gc-panel-${p}`,
        dataset: { gc: `tab|${p}`, where: 'tabs' }, onclick: () => { st.tab = p; render(); },
      }, t(`galacticcruise.ui.tab.${p}`), due ? h('span', { class: 'gc-dot', 'aria-hidden': 'true' }, ' •') : null));
    }
  }

  function panelHasTarget(p) {
    return Boolean(panels[p].querySelector('.gc-hit'));
  }

  function drawPanels() {
    const u = ui();
    whyCount = 0;
    clear(panels.campus).append(drawCampus(u), drawBonusLine(u.view));
    clear(panels.cruises).append(drawCruises(u), drawQueue(u));
    clear(panels.market).append(drawBlueprints(u), drawShipDisplay(u), drawAgenda(u));
    clear(panels.track).append(drawTrack(u), drawGoals(u), drawOthers(u));
    clear(panels.me).append(drawMe(u));
    for (const p of PANELS) panels[p].classList.toggle('shown', st.tab === p);
  }

  /** The focused control's identity, so a redraw puts the focus back on its new copy (keyboard play). */
  function focusKey() {
    const el = document.activeElement;
    if (!el || !board.contains(el) || !el.dataset || !el.dataset.gc) return null;
    return `[data-gc="${CSS.escape(el.dataset.gc)}"][data-where="${CSS.escape(el.dataset.where || '')}"]`;
  }

  function render() {
    if (!st.view) return;
    const focused = focusKey();
    const hadFocus = board.contains(document.activeElement);
    regroup();
    board.dataset.canAct = st.canAct ? 'true' : 'false';
    board.dataset.decision = st.canAct && v().pending[0] ? v().pending[0].k : '';
    drawTurn();
    drawPanels();
    drawTabs();
    // Keep the focus on the control (or, when it is gone, on the first choice), also across the redraw
    // that waits for the legal moves; never take it from outside the board.
    const wanted = focused || (hadFocus ? '*' : null) || st.focusWanted;
    const free = board.contains(document.activeElement) || document.activeElement === document.body || !document.activeElement;
    if (wanted && free) {
      const again = (wanted !== '*' && (board.querySelector(`${wanted}:not([aria-disabled="true"])`) || board.querySelector(wanted)))
        || choiceEl.querySelector('.gc-choice') || null;
      if (again && typeof again.focus === 'function') { again.focus({ preventScroll: true }); st.focusWanted = null; } else st.focusWanted = wanted;
    } else if (!wanted) st.focusWanted = null;
  }

  /** On a wide screen the cruises, the shipyard and the track share a column that scrolls on its own:
   * a new decision whose choices are there scrolls the column to the first of them (never the page). */
  function revealInSide() {
    const side = board.querySelector('.gc-side');
    if (!side || getComputedStyle(side).overflowY !== 'auto' || side.scrollHeight <= side.clientHeight) return;
    const target = side.querySelector('.gc-hit');
    if (!target) return;
    const box = side.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    if (r.top < box.top || r.bottom > box.bottom) side.scrollTop += r.top - box.top - 8;
  }

  const stopKeys = onEscape(board, () => {
    if (!st.picks.length && !st.anyPicks.length) return false;
    if (st.picks.length) st.picks.pop(); else st.anyPicks.pop();
    render();
    return true;
  });

  return {
    async update({ view, canAct, replay }) {
      const kind = view.pending && view.pending[0] ? view.pending[0].k : null;
      const keep = st.view && st.view.to_move === view.to_move && st.view.moves === view.moves;
      st.view = view;
      st.replay = Boolean(replay);
      st.canAct = Boolean(canAct) && !view.over;
      if (!keep || !st.canAct) { st.picks = []; st.anyPicks = []; }
      if (st.canAct && kind !== st.kind && kind) {
        st.tab = HOME[kind] || 'me';
      }
      st.kind = st.canAct ? kind : null;
      st.moves = [];
      render();
      if (await loadMoves()) render();
      if (!keep && st.canAct) revealInSide();
    },
    destroy() {
      stopKeys();
      board.remove();
    },
  };
}

export { partsOf };
