// The shipyard and the agenda: the blueprint display (five blueprints), the ship display (four pairs of a
// cockpit and an engine: the cockpit's launch criterion and end value, the engine's bonus), and the
// agenda display (four cards, each empty slot's refresh bonus) with the discard pile's top card.
import { h } from '../../dom.js';
import { t } from '../../i18n.js';
import { amounts, blueprintFace, cockpit, engineBonus, word, AGENDA_SLOT_BONUS } from './art.js';
import { cardText, cornerOf } from './choices.js';

export function drawBlueprints(ui) {
  const view = ui.view;
  const list = view.blueprint_display.map((id, i) => (id
    ? ui.spot('bp', i, [blueprintFace(id)], { cls: 'gc-bpcard', data: { slot: String(i) } })
    : h('div', { class: 'gc-bpcard empty' }, '—')));
  return h('div', { class: 'gc-bpdisplay' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.blueprints'),
    ' ', h('span', { class: 'gc-small' }, t('galacticcruise.ui.stack', { n: view.stacks.blueprint_deck }))), list);
}

export function pairFace([k, e]) {
  const c = cockpit(k);
  const cockpitText = `${word(`galacticcruise.criterion.${c.criterion}`)}, ${t('galacticcruise.ui.endValue', { n: c.end })}`;
  return [h('span', { class: 'gc-cockpit', title: cockpitText }, cockpitText),
    h('span', { class: 'gc-engine' }, h('strong', {}, t('galacticcruise.ui.engine')), ' ', amounts(engineBonus(e)))];
}

export function drawShipDisplay(ui) {
  const view = ui.view;
  const list = view.ship_display.map((pair, i) => (pair[0] && pair[1]
    ? ui.spot('pair', i, pairFace(pair), { cls: 'gc-pair', data: { pair: String(i) } })
    : h('div', { class: 'gc-pair empty' }, '—')));
  return h('div', { class: 'gc-shipdisplay' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.newShips')), h('div', { class: 'gc-pairs' }, list));
}

export function agendaFace(id) {
  const [good, n] = cornerOf(id);
  const text = cardText(id);
  return [h('span', { class: 'gc-atext', title: text }, text),
    h('span', { class: 'gc-corner' }, t('galacticcruise.ui.corner', { what: amounts([[good, n]]) }))];
}

export function drawAgenda(ui) {
  const view = ui.view;
  const list = view.agenda_display.map((id, i) => (id === null
    ? h('div', { class: 'gc-acard empty' }, t('galacticcruise.ui.slotBonus', { what: amounts([AGENDA_SLOT_BONUS[i]]) }))
    : ui.spot('agenda', i, agendaFace(id), { cls: 'gc-acard', data: { slot: String(i) } })));
  const top = view.agenda_discard.length ? view.agenda_discard[view.agenda_discard.length - 1] : null;
  const discard = top === null ? h('p', { class: 'gc-small' }, t('galacticcruise.ui.discardEmpty'))
    : ui.spot('agenda', 'discard', [h('span', { class: 'gc-small' }, t('galacticcruise.ui.discardTop')), ' ', agendaFace(top)], { cls: 'gc-acard gc-discard' });
  return h('div', { class: 'gc-agenda' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.agenda'),
    ' ', h('span', { class: 'gc-small' }, t('galacticcruise.ui.stack', { n: view.stacks.agenda_deck }))), h('div', { class: 'gc-acards' }, list), discard);
}
