// Galactic Cruise's small drawings and words, our own: guests (a colour, a letter and a shape each:
// orange circle O, purple square P, teal triangle T), the days of a cruise, blueprints, amounts and the
// changes a move makes ("+2 food, −1 money"). Colour never stands alone: every guest, day and seat
// mark carries a letter or a number. No ids, <defs> or <use>: a drawing may appear many times.
import { h, s } from '../../dom.js';
import { t, tn, getLang } from '../../i18n.js';
import { TEMPLATES, fill } from '../../said.js';

export const COLOURS = ['orange', 'purple', 'teal'];
export const GOODS = ['food', 'oxygen', 'fuel'];
export const GUEST_FILL = { orange: '#b4430c', purple: '#6d3aa8', teal: '#0b6e69' }; // white letters pass 4.5:1
export const CRUISE_DAY = { O: 'orange', P: 'purple', T: 'teal' };
export const CRUISES = {
  c1: 'SO', c2: 'SP', c3: 'ST', c4: 'OS', c5: 'PS', c6: 'TS',
  c7: 'SOP', c8: 'SPT', c9: 'STO', c10: 'OST', c11: 'PSO', c12: 'TSP',
  c13: 'SOSO', c14: 'SPSP', c15: 'STST', c16: 'OPST', c17: 'PTSO', c18: 'TOSP',
}; // py/tabletop/games/galacticcruise/data.py CRUISES (the days of each tile)
// data.py PROFILES: (money, goods, tags, vp) of blueprint profile 1-16
const PROFILES = [[2, {}, 1, 0], [2, { food: 1 }, 1, 1], [3, {}, 1, 1], [3, { oxygen: 1 }, 1, 2],
  [3, { fuel: 1 }, 2, 0], [4, {}, 2, 1], [4, { food: 1 }, 1, 3], [4, { oxygen: 1 }, 2, 2],
  [5, {}, 0, 4], [5, { fuel: 1 }, 2, 3], [5, { food: 2 }, 1, 4], [6, { oxygen: 1 }, 2, 4],
  [6, { fuel: 2 }, 3, 2], [7, { food: 1 }, 1, 6], [7, { oxygen: 2 }, 3, 4], [8, { fuel: 2 }, 2, 7]];
// data.py COCKPITS (criterion, end value) and ENGINE_BONUS
const CRITERIA = ['guests', 'destinations', 'segments', 'one_colour', 'matching_tags'];
const ENGINE_BONUSES = [[['money', 3]], [['ads', 2]], [['resource', 3]], [['reputation', 1], ['money', 1]], [['blueprint', 1], ['money', 1]]];
export const GUEST_BONUSES = [['money', 2], ['resource', 1], ['ads', 1]];
export const BROWN_BONUS = [[['money', 1]], [['ads', 1]], [['resource', 1]], [['reputation', 1]]];
export const GREY_BONUS = [[['resource', 4]], [['ads', 4]], [['money', 4]], [['resource', 2], ['ads', 2]]];
export const FUNDING_UNCOVERED = ['money3', 'ads2', 'resource2', 'reputation1_money1'];
export const UPGRADES = { orange: ['O1', 'O2', 'O3'], purple: ['P1', 'P2', 'P3'], teal: ['F1', 'F2', 'F3'] };
export const GOAL_STEPS = { fleet: [3, 4, 5, 6, 7], network: [2, 3, 4, 5, 6], innovation: [1, 2, 3, 4, 5],
  voyages: [1, 2, 3, 4, 5], prestige: [6, 8, 10, 12, 14], explorer: [2, 3, 4, 5, 6] };
export const DEV_COST = [2, 3, 4];
export const AGENDA_SLOT_BONUS = [['money', 1], ['ads', 1], ['resource', 1], ['reputation', 1]];

/** An engine word (an action's, a technology's … name) in the page's language, from the engine's
 * templates (the Russian ones in strings.js, the English ones the shell loads with the game). */
export function word(id, values = {}) {
  const lang = getLang();
  const own = TEMPLATES[lang] && TEMPLATES[lang][id];
  const tpl = own || (TEMPLATES.en && TEMPLATES.en[id]);
  if (!tpl) return id.split('.').pop().replace(/_/g, ' ');
  return fill(tpl, values, own ? lang : 'en');
}

export const actionName = (a) => word(`galacticcruise.action.${a}`);
export const colourName = (c) => word(`galacticcruise.colour.${c}`);
export const goodName = (g) => word(`galacticcruise.good.${g}`);
export const letter = (c) => t(`galacticcruise.ui.letter.${c}`);

export function blueprint(id) {
  const colour = { o: 'orange', p: 'purple', t: 'teal' }[id[1]];
  const [money, goods, tags, vp] = PROFILES[Number(id.slice(2)) - 1];
  return { id, colour, money, goods, tags, vp };
}

export function cockpit(id) {
  const i = Number(id.slice(1));
  if (i === 0) return { criterion: 'guests', end: 3 };
  return { criterion: CRITERIA[Math.floor((i - 1) / 3)], end: 3 + ((i - 1) % 3) };
}

export function engineBonus(id) {
  const i = Number(id.slice(1));
  return i === 0 ? [] : ENGINE_BONUSES[Math.floor((i - 1) / 3)];
}

/** "3 money", "2 ads", "1 resource of choice" … in the page's language. */
export const amount = (kind, n) => word(`galacticcruise.n.${kind}`, { n });

/** A list of (kind, n) pairs as words: "3 money, 1 food". */
export function amounts(pairs) {
  const parts = pairs.filter(([, n]) => n).map(([k, n]) => amount(k, n));
  return parts.length ? parts.join(', ') : word('galacticcruise.nothing');
}

/** {food: 1, fuel: 2} as words. */
export const goodsText = (goods, money = 0, ads = 0) =>
  amounts([['money', money], ['ads', ads], ...GOODS.map((g) => [g, (goods || {})[g] || 0])]);

const DELTA_ORDER = ['money', 'ads', 'food', 'oxygen', 'fuel', 'rep', 'vp'];
/** What a move changes at once, "+2 food, −1 money" (empty when nothing). */
export function deltaText(delta) {
  if (!delta) return '';
  return DELTA_ORDER.filter((k) => delta[k]).map((k) => {
    const n = delta[k];
    return `${n > 0 ? '+' : '−'}${amount(k === 'rep' ? 'reputation' : k, Math.abs(n))}`;
  }).join(', ');
}

/** A guest token: its shape and letter (the drawing is decoration; the word goes to screen readers). */
export function guestMark(colour, { count = null, big = false } = {}) {
  const size = big ? 22 : 18;
  const c = size / 2;
  const fillColour = GUEST_FILL[colour];
  const shape = colour === 'orange' ? s('circle', { cx: c, cy: c, r: c - 1, fill: fillColour })
    : colour === 'purple' ? s('rect', { x: 1, y: 1, width: size - 2, height: size - 2, rx: 2, fill: fillColour })
      : s('path', { d: `M${c} 0.5L${size - 0.5} ${size - 1}H0.5z`, fill: fillColour });
  const svg = s('svg', { viewBox: `0 0 ${size} ${size}`, width: size, height: size, 'aria-hidden': 'true', class: 'gc-guest-art' },
    shape, s('text', { x: c, y: colour === 'teal' ? c + 5 : c + 4, 'text-anchor': 'middle', 'font-size': big ? 12 : 10, 'font-weight': 800, fill: '#fff' }, letter(colour)));
  return h('span', { class: 'gc-guest', 'data-colour': colour }, svg,
    h('span', { class: 'visually-hidden' }, `${colourName(colour)} `),
    count !== null ? h('span', { class: 'gc-count' }, `×${count}`) : null);
}

/** A cruise's days as chips: S (a day in space), then the destinations as guest marks, then Earth. */
export function cruiseDays(tile, { day = null } = {}) {
  const days = CRUISES[tile] || '';
  const chips = [...days].map((d, i) => {
    const here = day !== null && day === i + 1;
    const chip = d === 'S' ? h('span', { class: 'gc-day gc-space' }, t('galacticcruise.ui.spaceLetter'))
      : h('span', { class: 'gc-day gc-dest' }, guestMark(CRUISE_DAY[d]));
    if (here) chip.classList.add('here');
    return chip;
  });
  const home = h('span', { class: ['gc-day', 'gc-earth', day !== null && day > days.length && 'here'] }, t('galacticcruise.ui.earthLetter'));
  return h('span', { class: 'gc-days', title: t('galacticcruise.ui.daysTitle') }, chips, home);
}

export const cruiseFuel = (tile) => (CRUISES[tile] || 'SO').length - 1;
export const destinations = (tile) => [...(CRUISES[tile] || '')].filter((d) => d !== 'S').map((d) => CRUISE_DAY[d]);

/** A blueprint: its colour mark, tags and VP, and its cost. */
export function blueprintFace(id, { cost = true } = {}) {
  const b = blueprint(id);
  return h('span', { class: 'gc-bp', 'data-colour': b.colour },
    guestMark(b.colour),
    h('span', { class: 'gc-bp-tags' }, tn('galacticcruise.ui.tags', b.tags)),
    h('span', { class: 'gc-bp-vp' }, amount('vp', b.vp)),
    cost ? h('span', { class: 'gc-bp-cost' }, goodsText(b.goods, b.money)) : null);
}

/** A seat's mark on the board: its number in its colour; "N" for the neutral company. */
export function seatMark(owner, { expert = false, colourOf = null } = {}) {
  if (owner === 'n') return h('span', { class: ['gc-mark', 'gc-neutral', expert && 'expert'] }, t('galacticcruise.ui.neutralLetter'), expert ? '★' : '');
  return h('span', { class: ['gc-mark', expert && 'expert'], 'data-colour': colourOf ? colourOf(owner) : undefined }, String(owner + 1), expert ? '★' : '');
}
