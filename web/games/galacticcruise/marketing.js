// The marketing board: the cruises on offer (their days, the fuel they burn, the presold guests and the
// consultant who scheduled each), the guest queue in its three sections (1, 2 and 3 ads, new guests at
// the top) and the supply (4 ads), what a guest of each colour gives on a day in space, and the upgrade
// tokens delivered to each destination (a guest scored there is worth 3 VP and 1 more a token).
import { h } from '../../dom.js';
import { t } from '../../i18n.js';
import { amount, amounts, cruiseDays, cruiseFuel, guestMark, seatMark, COLOURS, GUEST_BONUSES } from './art.js';
import { cruiseWords } from './choices.js';

export function drawCruises(ui) {
  const view = ui.view;
  const list = view.cruises.map((c, i) => {
    if (!c) return h('div', { class: 'gc-cruise empty' }, t('galacticcruise.ui.noCruise'));
    const guests = [];
    for (let k = 0; k < 3; k += 1) {
      const g = c.guests[k];
      guests.push(g ? guestMark(guestColour(g)) : h('span', { class: 'gc-seatspace', 'aria-hidden': 'true' }, '○'));
    }
    const consultant = c.consultant === null ? null : h('span', { class: 'gc-consultant' }, seatMark(c.consultant, { colourOf: ui.seatColour }),
      h('span', { class: 'visually-hidden' }, t('galacticcruise.ui.scheduledBy', { name: ui.nameOf(c.consultant) })));
    const body = [h('span', { class: 'visually-hidden' }, cruiseWords(c.tile)), h('span', { 'aria-hidden': 'true' }, cruiseDays(c.tile)),
      h('span', { class: 'gc-fuel' }, amount('fuel', cruiseFuel(c.tile))),
      h('span', { class: 'gc-presold', title: t('galacticcruise.ui.presold') }, guests), consultant];
    return ui.spot('cruise', i, body, { cls: 'gc-cruise', data: { slot: String(i) } });
  });
  return h('div', { class: 'gc-cruises' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.cruises')), list,
    h('p', { class: 'gc-small' }, t('galacticcruise.ui.cruisesLeft', { n: view.stacks.cruise_deck })));
}

export const guestColour = (g) => COLOURS[Math.floor(Number(g.slice(1)) / 12)];

export function drawQueue(ui) {
  const view = ui.view;
  const sections = [2, 1, 0].map((j) => {
    const byColour = COLOURS.map((c) => [c, view.queue[j].filter((g) => guestColour(g) === c).length]).filter(([, n]) => n);
    return h('div', { class: 'gc-qsection', 'data-section': String(j) },
      h('span', { class: 'gc-qprice' }, amount('ads', j + 1)),
      h('span', { class: 'gc-qguests' }, byColour.length ? byColour.map(([c, n]) => ui.spot('guest', `q${j}:${c}`, [guestMark(c, { count: n })], { cls: 'gc-qgroup', quiet: true }))
        : t('galacticcruise.ui.emptySection')));
  });
  const supply = h('div', { class: 'gc-qsection gc-supply' }, h('span', { class: 'gc-qprice' }, t('galacticcruise.ui.supplyPrice')),
    h('span', { class: 'gc-qguests' }, COLOURS.map((c) => ui.spot('guest', `s:${c}`, [guestMark(c, { count: view.bag[c] })], { cls: 'gc-qgroup', quiet: true }))));
  return h('div', { class: 'gc-queue gc-cruises-side' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.queue')),
    h('div', { class: 'gc-qlist', role: 'group', 'aria-label': t('galacticcruise.ui.queue') }, sections, supply), drawBonuses(view));
}

/** What a guest of each colour gives on a day in space and is worth at a destination. The cruises'
 * panel shows it on a phone or a narrow screen; a wide screen shows it in one line under the campus. */
function drawBonuses(view) {
  const bonus = h('ul', { class: 'gc-bonuses' }, COLOURS.map((c) => h('li', {}, guestMark(c),
    ' ', t('galacticcruise.ui.spaceBonus', { what: amounts([GUEST_BONUSES[view.guest_bonus[c]]]) }),
    ' · ', t('galacticcruise.ui.destValue', { vp: amount('vp', 3 + view.destination_tokens[c].length) }))));
  bonus.prepend(h('li', { class: 'gc-small' }, t('galacticcruise.ui.bonusHead')));
  return bonus;
}

/** The same in one line, for a wide screen's campus: each colour, what it gives in space / at a destination. */
export function drawBonusLine(view) {
  const bonus = h('ul', { class: 'gc-bonuses gc-campus-side' }, COLOURS.map((c) => h('li', {}, guestMark(c),
    ' ', amounts([GUEST_BONUSES[view.guest_bonus[c]]]), ' / ', amount('vp', 3 + view.destination_tokens[c].length))));
  bonus.prepend(h('li', { class: 'gc-small' }, t('galacticcruise.ui.bonusLine')));
  return bonus;
}
