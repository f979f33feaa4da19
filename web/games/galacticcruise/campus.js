// The campus: six buildings in a ring, each with its two actions and the worker on it, the six links
// between them with their three development slots, and in the middle the technologies, the silo and
// the expert tile. A building, a link, an action or a technology that is a choice now is a button;
// one that is refused says why when it is focused or hovered.
import { h } from '../../dom.js';
import { t } from '../../i18n.js';
import { actionName, goodName, seatMark, word, GOODS } from './art.js';

// Where each building and link sits in the 5 x 3 grid of the ring (column, row).
const BUILDING_AT = [[1, 1], [3, 1], [5, 1], [5, 3], [3, 3], [1, 3]];
const LINK_AT = [[2, 1, 'h'], [4, 1, 'h'], [5, 2, 'v'], [4, 3, 'h'], [2, 3, 'h'], [1, 2, 'v']];
// In the middle row only the two links down the sides: the technologies, the silo and the expert tile
// sit under the ring.

export function drawCampus(ui) {
  const view = ui.view;
  const ring = h('div', { class: 'gc-ring' });
  for (let b = 0; b < 6; b += 1) ring.append(building(ui, b));
  for (let k = 0; k < 6; k += 1) ring.append(link(ui, k));
  return h('div', { class: 'gc-campus' }, ring, technologies(ui), h('div', { class: 'gc-hubline' }, silo(view), expertTile(view)));
}

function building(ui, b) {
  const view = ui.view;
  const [col, row] = BUILDING_AT[b];
  const occ = view.locations[b];
  const mine = view.turn && view.turn.at === b && view.turn.seat === ui.seat;
  const title = t('galacticcruise.ui.building', { n: b + 1 });
  const head = ui.spot('building', b, [h('span', { class: 'gc-bname' }, title)], {
    cls: 'gc-bhead', refused: ui.refusal((r) => r.building === b && r.action === undefined),
  });
  const who = occ ? h('span', { class: 'gc-occupant' }, seatMark(occ.o, { expert: occ.k === 'expert', colourOf: ui.seatColour }),
    h('span', { class: 'visually-hidden' }, occ.o === 'n' ? t('galacticcruise.ui.neutralWorker') : t('galacticcruise.ui.workerOf', { name: ui.nameOf(occ.o) })))
    : h('span', { class: 'gc-occupant gc-free' }, t('galacticcruise.ui.free'));
  const acts = view.layout[b].map((a) => ui.spot('act', `${b}:${a}`, [h('span', { class: 'gc-aname' }, actionName(a))], {
    cls: 'gc-action', refused: ui.refusal((r) => r.building === b && r.action === a), data: { action: a },
  }));
  return h('section', {
    class: ['gc-building', mine && 'here'], 'data-building': String(b), style: { gridColumn: String(col), gridRow: String(row) },
    'aria-label': title,
  }, h('div', { class: 'gc-bline' }, head, who), h('div', { class: 'gc-actions' }, acts));
}

function link(ui, k) {
  const view = ui.view;
  const [col, row, dir] = LINK_AT[k];
  const slots = view.network[k].map((o) => (o === null ? h('span', { class: 'gc-slot empty' }, '·')
    : h('span', { class: 'gc-slot' }, seatMark(o, { colourOf: ui.seatColour }))));
  const label = t('galacticcruise.ui.linkShort', { n: k + 1 });
  const owners = view.network[k].filter((o) => o !== null).map((o) => (o === 'n' ? t('galacticcruise.ui.neutral') : ui.nameOf(o)));
  const words = t('galacticcruise.ui.linkWords', { a: k + 1, b: ((k + 1) % 6) + 1, owners: owners.join(', ') || '—' });
  const body = [h('span', { class: 'gc-lname' }, label), h('span', { class: 'gc-slots', 'aria-hidden': 'true' }, slots),
    h('span', { class: 'visually-hidden' }, words)];
  const el = ui.spot('link', k, body, { cls: ['gc-link', dir], quiet: true });
  el.style.gridColumn = String(col);
  el.style.gridRow = String(row);
  el.dataset.link = String(k);
  return el;
}

function technologies(ui) {
  const view = ui.view;
  const list = Object.entries(view.tech).map(([x, owners]) => {
    const body = [h('span', { class: 'gc-tname' }, word(`galacticcruise.tech.${x}`)),
      h('span', { class: 'gc-towners' }, owners.length ? owners.map((o) => seatMark(o, { colourOf: ui.seatColour })) : t('galacticcruise.ui.notInvented'))];
    const hit = ui.has('tech', x) ? 'tech' : ui.has('activate', x) ? 'activate' : 'tech';
    return ui.spot(hit, x, body, { cls: 'gc-tech', data: { tech: x } });
  });
  const revealed = (view.revealed_techs || []).length
    ? h('p', { class: 'gc-small' }, t('galacticcruise.ui.revealedTechs', { list: view.revealed_techs.map((x) => word(`galacticcruise.tech.${x}`)).join('; ') })) : null;
  return h('div', { class: 'gc-techs', role: 'group', 'aria-label': t('galacticcruise.ui.technologies') },
    h('h2', { class: 'gc-h' }, t('galacticcruise.ui.technologies')), list, revealed);
}

function silo(view) {
  return h('div', { class: 'gc-silo' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.silo')),
    h('p', { class: 'gc-silo-row' }, GOODS.map((g) => h('span', { class: 'gc-good', 'data-good': g }, `${goodName(g)} ${view.silo[g]}/5`))));
}

function expertTile(view) {
  return h('p', { class: 'gc-expert-tile gc-small' }, h('strong', {}, t('galacticcruise.ui.expertTile')), ' ', word(`galacticcruise.expert.${view.expert_tile}`));
}
