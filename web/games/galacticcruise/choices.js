// The choices of the decision due, as a player makes them: a move with several parts (a link, a
// blueprint and a row; a cruise and a token) is chosen one part at a time, each part a button in the
// turn's panel and, where the part is a thing on the table (a building, a link, a cruise, a blueprint,
// a guest in the queue, a ship, a card), that thing on the table too. Every button shows what the move
// changes at once (the view's `choices`: "+2 food, −1 money") before it counts.
import { t, tn } from '../../i18n.js';
import {
  actionName, amount, blueprint, cockpit, colourName, cruiseFuel, deltaText, engineBonus,
  goodName, goodsText, letter, word, BROWN_BONUS, GREY_BONUS, amounts, DEV_COST,
} from './art.js';

export const ANYTIME = new Set(['rep_spend', 'agenda_good', 'collaboration', 'strategic', 'activate']);

const key = (x) => JSON.stringify(x);
const sortedGoods = (g) => key(Object.fromEntries(Object.entries(g || {}).sort()));

/** A move's parts, in the order they are chosen: [[part, value]] (values as strings). */
export function partsOf(m) {
  switch (m.t) {
    case 'pregame': return [['link', m.link], ['bp', m.blueprint], ['row', m.row]];
    case 'funding': return [['option', m.option], ['goods', sortedGoods(m.goods)]];
    case 'gain': case 'silo': return [['goods', sortedGoods(m.goods)]];
    case 'advance': return [['ship', m.ship]];
    case 'upgrade': return [['upgrade', m.pick]];
    case 'score': return [['score', sortedGoods(m.guests)]];
    case 'bonus': return [['colour', m.colour]];
    case 'place': return [['building', m.building], ['worker', m.worker]];
    case 'launch': return [['launch', m.ship]];
    case 'meeting': return [['meeting', 1]];
    case 'act': return [['act', `${m.building}:${m.action}`]];
    case 'stop': return [['stop', 1]];
    case 'text': return [['text', m.card]];
    case 'buy': return [['goods', sortedGoods(m.goods)], ['ads', m.ads]];
    case 'refill': return m.card === undefined ? [['good', m.good]] : [['card', m.card], ['good', m.good]];
    case 'ship': return [['pair', m.pair]];
    case 'blueprint': return m.ship === undefined ? [['bp', m.slot]] : [['bp', m.slot], ['onto', m.ship]];
    case 'build': return [['held', m.blueprint], ['onto', m.ship]];
    case 'done': return [['done', 1]];
    case 'schedule': return [['cruise', m.slot], ['token', m.token]];
    case 'advertise': return [['cruise', m.slot]];
    case 'guest': case 'board': return [['guest', guestKey(m)]];
    case 'board_done': return [['liftoff', 1]];
    case 'develop': return [['row', m.row], ['pay', m.goods]];
    case 'place_dev': return m.link !== undefined ? [['link', m.link]] : [['tech', m.tech]];
    case 'hire': return [['expert', m.expert]];
    case 'draw': return [['agenda', m.slot]];
    case 'pilot': return [['pilot', m.kind]];
    case 'discard': return [['card', m.card]];
    case 'rep_spend': return [['rep', 1], ['goods', sortedGoods(m.goods)]];
    case 'agenda_good': return [['corner', m.card]];
    case 'collaboration': return [['collab', m.card], ['tech', m.tech]];
    case 'strategic': return [['strategic', m.card], ['spend', m.rep]];
    case 'activate': return [['activate', m.tech]];
    default: return [['move', key(m)]];
  }
}

export function guestKey(m) {
  if (m.presold) return `p:${m.presold}`;
  if (m.supply) return `s:${m.supply}`;
  return `q${m.section}:${m.colour}`;
}

const str = (v) => (v === null || v === undefined ? 'null' : String(v));

/**
 * The choices now, grouped by their next part: [{part, value, label, moves, delta, draws}].
 * picks: the parts already chosen ([[part, value]]). A part every remaining move shares is taken
 * as chosen (it asks nothing).
 */
export function groupsOf(choices, picks) {
  let left = choices.filter((c) => picks.every(([p, v]) => {
    const part = partsOf(c.move).find(([q]) => q === p);
    return part && str(part[1]) === v;
  }));
  const chosen = new Set(picks.map(([p]) => p));
  for (;;) {
    const groups = new Map();
    for (const c of left) {
      const next = partsOf(c.move).find(([p]) => !chosen.has(p));
      const k = next ? `${next[0]}|${str(next[1])}` : 'move|';
      if (!groups.has(k)) groups.set(k, { part: next ? next[0] : 'move', value: next ? str(next[1]) : '', moves: [] });
      groups.get(k).moves.push(c);
    }
    const list = [...groups.values()];
    // one group of several moves with one part in common: that part asks nothing, go on
    if (list.length === 1 && list[0].moves.length > 1 && list[0].part !== 'move') {
      chosen.add(list[0].part);
      continue;
    }
    return list.map((g) => {
      const same = g.moves.every((c) => key(c.delta) === key(g.moves[0].delta));
      return { ...g, delta: same ? g.moves[0].delta : null, draws: g.moves.some((c) => c.draws), single: g.moves.length === 1 };
    });
  }
}

/** The words for one part of a move. */
export function partLabel(view, part, value, m, seat) {
  const p = seat !== null && seat !== undefined ? view.players[seat] : null;
  const goodsOf = (v) => (v === '{}' ? word('galacticcruise.nothing') : goodsText(JSON.parse(v)));
  switch (part) {
    case 'link': return t('galacticcruise.ui.link', { n: Number(value) + 1 });
    case 'bp': {
      if (value === 'null') return t('galacticcruise.ui.noBlueprint');
      const id = view.blueprint_display[Number(value)];
      return id ? t('galacticcruise.ui.blueprintOf', { what: bpWords(id) }) : t('galacticcruise.ui.blueprint');
    }
    case 'row': {
      if (m.t === 'develop' && p) {
        const col = p.rows[value];
        return t('galacticcruise.ui.devRowCost', { good: goodName(value), n: DEV_COST[col] ?? 0 });
      }
      return t('galacticcruise.ui.devRow', { good: goodName(value) });
    }
    case 'option': return word(`galacticcruise.funding.${value}`);
    case 'goods': return goodsOf(value);
    case 'ship': return t('galacticcruise.ui.advanceShip', { n: Number(value) + 1 });
    case 'upgrade': return value === 'null' ? t('galacticcruise.ui.noUpgrade') : `${value}: ${word(`galacticcruise.upgrade.${value}`)}`;
    case 'score': {
      if (value === '{}') return t('galacticcruise.ui.scoreNone');
      const counts = JSON.parse(value);
      return t('galacticcruise.ui.scoreThese', { guests: Object.entries(counts).map(([c, n]) => `${n}×${letter(c)}`).join(' ') });
    }
    case 'colour': return colourName(value);
    case 'building': {
      const occ = view.locations[Number(value)];
      const b = t('galacticcruise.ui.building', { n: Number(value) + 1 });
      if (!occ) return b;
      if (occ.o === 'n') return t('galacticcruise.ui.pushNeutral', { building: b });
      return t('galacticcruise.ui.bump', { building: b, n: occ.o + 1 });
    }
    case 'worker': return t(`galacticcruise.ui.${value}`);
    case 'launch': return t('galacticcruise.ui.launchShip', { n: Number(value) + 1 });
    case 'meeting': return t('galacticcruise.ui.meeting');
    case 'act': {
      const [b, a] = value.split(':');
      return t('galacticcruise.ui.actAt', { action: actionName(a), n: Number(b) + 1 });
    }
    case 'stop': return t('galacticcruise.ui.stop');
    case 'text': return value === 'null' ? t('galacticcruise.ui.keepCards') : t('galacticcruise.ui.playText', { text: cardText(Number(value)) });
    case 'ads': return value === 'true' ? t('galacticcruise.ui.withAds') : t('galacticcruise.ui.noAds');
    case 'card': return cardText(Number(value));
    case 'good': return goodName(value);
    case 'pair': {
      const pair = view.ship_display[Number(value)] || [];
      return pair[0] ? pairWords(pair) : t('galacticcruise.ui.pair', { n: Number(value) + 1 });
    }
    case 'onto': return value === 'null' ? t('galacticcruise.ui.keepBlueprint') : t('galacticcruise.ui.buildOn', { n: Number(value) + 1 });
    case 'held': return bpWords(value);
    case 'done': return t('galacticcruise.ui.done');
    case 'cruise': {
      const c = view.cruises[Number(value)];
      return c ? t('galacticcruise.ui.cruise', { days: cruiseWords(c.tile) }) : '';
    }
    case 'token': {
      if (value === 'null') return t('galacticcruise.ui.noToken');
      const col = Number(value[1]) - 1;
      const brown = value[0] === 'b';
      return t(brown ? 'galacticcruise.ui.brownToken' : 'galacticcruise.ui.greyToken',
        { n: col + 1, what: amounts((brown ? BROWN_BONUS : GREY_BONUS)[col]) });
    }
    case 'guest': return guestWords(value);
    case 'liftoff': return t('galacticcruise.ui.liftOff');
    case 'pay': {
      const k = Number(value);
      const col = p ? p.rows[m.row] : 0;
      const cost = DEV_COST[col] ?? 0;
      return t('galacticcruise.ui.payWith', { what: goodsText({ [m.row]: k }, cost - k) });
    }
    case 'tech': return word(`galacticcruise.tech.${value}`);
    case 'expert': return t(`galacticcruise.ui.expert.${value}`);
    case 'agenda': {
      if (value === 'discard') return t('galacticcruise.ui.fromDiscard', { text: cardText(view.agenda_discard[view.agenda_discard.length - 1]) });
      return cardText(view.agenda_display[Number(value)]);
    }
    case 'pilot': return t(`galacticcruise.ui.${value}`);
    case 'rep': return t('galacticcruise.ui.repSpend');
    case 'corner': return t('galacticcruise.ui.playCorner', { n: Number(value) });
    case 'collab': return t('galacticcruise.ui.collaborate', { n: Number(value) });
    case 'strategic': return t('galacticcruise.ui.strategic', { n: Number(value) });
    case 'spend': return amount('reputation', Number(value));
    case 'activate': return t('galacticcruise.ui.activate', { tech: word(`galacticcruise.tech.${value}`) });
    default: return value;
  }
}

export const cardText = (id) => (id === undefined || id === null ? '' : t('galacticcruise.ui.cardText', { text: word(`galacticcruise.agenda.${AGENDA_TEXT[Math.floor(id / 3)]}`), id }));
// data.py AGENDA_TEXTS, three cards each
export const AGENDA_TEXT = ['buy3', 'advertise_money', 'build_more', 'schedule_funding', 'refill_second', 'hire_discount',
  'blueprint_more', 'engine_twice', 'free_guest', 'destination_ad', 'collaboration', 'strategic'];
const CORNERS = [...Array(8)].flatMap(() => ['food', 'oxygen', 'fuel']).concat([...Array(6)].flatMap(() => ['ads', 'money']));
/** The good in an agenda card's corner (data.py corner_gain): [kind, n]. */
export function cornerOf(id) {
  const good = CORNERS[(id * 7) % 36];
  return [good, good === 'money' ? 2 : 1];
}

export function bpWords(id) {
  const b = blueprint(id);
  return t('galacticcruise.ui.bpWords', { colour: colourName(b.colour), tags: tn('galacticcruise.ui.tags', b.tags), vp: amount('vp', b.vp), cost: goodsText(b.goods, b.money) });
}

export function pairWords([k, e]) {
  const c = cockpit(k);
  return t('galacticcruise.ui.pairWords', { criterion: word(`galacticcruise.criterion.${c.criterion}`), end: c.end, engine: amounts(engineBonus(e)) });
}

export function cruiseWords(tile) {
  const days = { c1: 'SO', c2: 'SP', c3: 'ST', c4: 'OS', c5: 'PS', c6: 'TS', c7: 'SOP', c8: 'SPT', c9: 'STO', c10: 'OST', c11: 'PSO', c12: 'TSP', c13: 'SOSO', c14: 'SPSP', c15: 'STST', c16: 'OPST', c17: 'PTSO', c18: 'TOSP' }[tile] || '';
  const d = [...days].map((x) => (x === 'S' ? t('galacticcruise.ui.spaceLetter') : letter({ O: 'orange', P: 'purple', T: 'teal' }[x]))).join(' ');
  return t('galacticcruise.ui.cruiseDays', { days: d, fuel: cruiseFuel(tile) });
}

export function guestWords(value) {
  const [where, colour] = value.split(':');
  const c = colourName(colour);
  if (where === 'p') return t('galacticcruise.ui.guestPresold', { colour: c });
  if (where === 's') return t('galacticcruise.ui.guestSupply', { colour: c });
  return t('galacticcruise.ui.guestQueue', { colour: c, n: Number(where.slice(1)) + 1 });
}

/** A group's button text: its part's words, and for one move the parts still to come. */
export function groupLabel(view, g, picks, seat) {
  const m = g.moves[0].move;
  const label = partLabel(view, g.part, g.value, m, seat);
  if (!g.single) return `${label} …`;
  const chosen = new Set([...picks.map(([p]) => p), g.part]);
  // a worker (not an expert) is what a placement puts by default: only an expert is worth saying
  const rest = partsOf(m).filter(([p, v]) => !chosen.has(p) && !(p === 'goods' && str(v) === '{}') && !(p === 'worker' && v === 'worker'))
    .map(([p, v]) => partLabel(view, p, str(v), m, seat)).filter(Boolean);
  return [label, ...rest].join(' · ');
}

export { deltaText };
