// A company: money, ads, food, oxygen and fuel against their storage, reputation (and what access to a
// rival's link costs at it), VP, wings and cubes; the break room, the launch tower, the ships with their
// segments, cruise and guests; blueprints held, the agenda hand, upgrades. The seat's own company in
// full; the others in a line each (their agenda hands as counts only).
import { h } from '../../dom.js';
import { t, tn } from '../../i18n.js';
import {
  amounts, blueprintFace, cockpit, cruiseDays, engineBonus, goodName, guestMark, seatMark, word,
  BROWN_BONUS, GREY_BONUS, FUNDING_UNCOVERED, GOODS,
} from './art.js';
import { agendaFace } from './shipyard.js';
import { guestColour } from './marketing.js';

export const capacity = (p, g) => 3 + p.rows[g] + (p.upgrades.includes('P1') ? 1 : 0);
const accessCost = (rep) => (rep <= 6 ? 2 : rep <= 14 ? 1 : 0);

function stat(kind, label, value, extra) {
  return h('span', { class: 'gc-stat', 'data-stat': kind }, h('span', { class: 'gc-stat-label' }, label), ' ',
    h('strong', {}, value), extra ? h('span', { class: 'gc-small' }, ` ${extra}`) : null);
}

export function stats(view, p) {
  return h('p', { class: 'gc-stats' },
    stat('money', t('galacticcruise.ui.money'), String(p.money)),
    stat('ads', t('galacticcruise.ui.ads'), String(p.ads)),
    GOODS.map((g) => stat(g, goodName(g), `${p.goods[g]}/${capacity(p, g)}`)),
    stat('rep', t('galacticcruise.ui.reputation'), String(p.rep), t('galacticcruise.ui.accessCost', { n: accessCost(p.rep) })),
    stat('vp', t('galacticcruise.ui.vp'), String(p.vp)),
    stat('wings', t('galacticcruise.ui.wings'), String(p.wings)),
    stat('cubes', t('galacticcruise.ui.cubes'), String(p.cubes)));
}

function tower(p) {
  const cols = p.tower.map(([brown, grey], c) => {
    const bText = brown === 'up' ? amounts(BROWN_BONUS[c]) : brown === 'flipped' ? t('galacticcruise.ui.flipped') : word(`galacticcruise.funding.${FUNDING_UNCOVERED[c]}`);
    const gText = grey === 'up' ? amounts(GREY_BONUS[c]) : grey === 'flipped' ? t('galacticcruise.ui.flipped') : t('galacticcruise.ui.used');
    return h('li', { class: 'gc-tcol' },
      h('span', { class: ['gc-token', 'brown', brown] }, t('galacticcruise.ui.brownShort', { n: c + 1 }), ' ', bText),
      h('span', { class: ['gc-token', 'grey', grey] }, t('galacticcruise.ui.greyShort', { n: c + 1 }), ' ', gText));
  });
  return h('div', { class: 'gc-me-row gc-tower' }, h('h3', { class: 'gc-h4' }, h('span', { class: 'gc-long' }, t('galacticcruise.ui.tower')),
    h('span', { class: 'gc-short', title: t('galacticcruise.ui.tower') }, t('galacticcruise.ui.towerShort'))),
    h('div', { class: 'gc-me-body' }, h('ul', { class: 'gc-tcols' }, cols,
      p.blocked ? h('li', { class: 'gc-small gc-blocked' }, t('galacticcruise.ui.blocked', { what: word(`galacticcruise.funding.${p.blocked}`) })) : null)));
}

// The ship's cockpit and engine in one line (a wide screen clips it to one line; the whole line is
// its title, and stays in the page for screen readers).
function shipLine(sh, c) {
  const text = [word(`galacticcruise.criterion.${c.criterion}`),
    sh.launched ? t('galacticcruise.ui.endValue', { n: c.end }) : t('galacticcruise.ui.unlaunched'),
    engineBonus(sh.engine).length ? `${t('galacticcruise.ui.engine')} ${amounts(engineBonus(sh.engine))}` : ''].filter(Boolean).join(' · ');
  return h('span', { class: 'gc-small gc-shipline', title: text }, text);
}

function ship(ui, p, k) {
  const sh = p.ships[k];
  const c = cockpit(sh.cockpit);
  const limit = p.upgrades.includes('O1') ? 4 : 3;
  const segs = sh.segments.length ? sh.segments.map((b) => blueprintFace(b, { cost: false })) : t('galacticcruise.ui.noSegments');
  const body = [
    h('span', { class: 'gc-shipname' }, h('span', {}, t('galacticcruise.ui.ship', { n: k + 1 }),
      ' ', h('span', { class: 'gc-small' }, t('galacticcruise.ui.segmentsOf', { n: sh.segments.length, of: limit }))),
    ' ', h('span', { class: 'gc-segs' }, segs)),
    shipLine(sh, c),
    sh.cruise ? h('span', { class: 'gc-voyage' }, h('span', { 'aria-hidden': 'true' }, cruiseDays(sh.cruise, { day: sh.day })),
      h('span', { class: 'gc-small' }, t('galacticcruise.ui.dayOf', { n: sh.day })), ' ',
      sh.guests.map((g) => guestMark(guestColour(g))), sh.token ? h('span', { class: 'gc-small' }, ` ${t('galacticcruise.ui.carriesToken')}`) : null)
      : null,
  ];
  const part = ['ship', 'launch', 'onto'].find((x) => ui.has(x, k)) || 'ship';
  const refused = ui.refusal((r) => r.ship === k);
  return ui.spot(part, k, body, { cls: ['gc-ship', sh.cruise && 'flying'], data: { ship: String(k) }, refused });
}

function hand(ui) {
  const view = ui.view;
  if (!view.hand.length) return h('p', { class: 'gc-small' }, t('galacticcruise.ui.handEmpty'));
  return h('ul', { class: 'gc-hand' }, view.hand.map((id) => {
    const all = ['card', 'text', 'corner', 'collab', 'strategic'].filter((x) => ui.has(x, id));
    const main = all[0];
    const face = main ? ui.spot(main, id, agendaFace(id), { cls: 'gc-acard' }) : h('div', { class: 'gc-acard' }, agendaFace(id));
    const extra = all.slice(1).map((x) => ui.spot(x, id, [t(`galacticcruise.ui.short.${x}`)], { cls: 'gc-mini' }));
    return h('li', { class: 'gc-hand-card' }, face, extra.length ? h('span', { class: 'gc-minis' }, extra) : null);
  }));
}

export function drawMe(ui) {
  const view = ui.view;
  const seat = view.seat;
  if (seat === null || seat === undefined) return h('p', {}, t('galacticcruise.ui.spectator'));
  const p = view.players[seat];
  const br = p.break;
  const row = (cls, title, body) => h('div', { class: ['gc-me-row', cls] }, h('h3', { class: 'gc-h4' }, title), h('div', { class: 'gc-me-body' }, body));
  return h('div', { class: 'gc-me', 'data-colour': ui.seatColour(seat) },
    h('div', { class: 'gc-me-head' }, h('h2', { class: 'gc-h' }, ui.seatIcon(seat), ' ', t('galacticcruise.ui.yourCompany', { name: ui.nameOf(seat) })),
      stats(view, p),
    h('p', { class: 'gc-break' }, ui.has('rep', '1') ? ui.spot('rep', '1', [ui.label('rep', '1')], { cls: 'gc-mini gc-inline' }) : null, ' ',
      t('galacticcruise.ui.breakRoom', { workers: br.worker, experts: br.expert }),
      p.owed ? ` · ${t('galacticcruise.ui.owed', { n: p.owed })}` : '',
      p.hired.length ? ` · ${t('galacticcruise.ui.hired', { list: p.hired.map((w) => t(`galacticcruise.ui.expertShort.${w}`)).join(', ') })}` : '',
      p.upgrades.length ? [' · ', h('span', { class: 'gc-upgrades' }, t('galacticcruise.ui.upgrades'), ': ',
        p.upgrades.map((u) => h('abbr', { title: word(`galacticcruise.upgrade.${u}`) }, u)).reduce((a, x) => (a.length ? [...a, ', ', x] : [x]), []))] : '')),
    row('gc-ships', t('galacticcruise.ui.ships'), p.ships.map((_, k) => ship(ui, p, k))),
    h('div', { class: 'gc-me-cols' },
      row('gc-held', tn('galacticcruise.ui.blueprintsHeld', p.blueprints.length),
        p.blueprints.length ? p.blueprints.map((b) => ui.spot('held', b, [blueprintFace(b)], { cls: 'gc-bpcard' })) : h('span', { class: 'gc-small' }, t('galacticcruise.ui.none'))),
      row('gc-handrow', tn('galacticcruise.ui.handOf', view.hand.length), hand(ui))),
    tower(p));
}

export function drawOthers(ui) {
  const view = ui.view;
  const rows = view.players.map((p, i) => {
    if (i === view.seat) return null;
    const ships = p.ships.map((sh, k) => t('galacticcruise.ui.shipShort', { n: k + 1, segs: sh.segments.length })
      + (sh.cruise ? ` ${t('galacticcruise.ui.flyingShort', { n: sh.day })}` : '')).join(', ');
    return h('li', { class: 'gc-other', 'data-colour': ui.seatColour(i) },
      h('strong', {}, ui.seatIcon(i), ' ', ui.nameOf(i)), ' ',
      stats(view, p),
      h('span', { class: 'gc-small' }, [ships,
        tn('galacticcruise.ui.cardsInHand', view.hand_counts[i]),
        tn('galacticcruise.ui.blueprintsHeld', p.blueprints.length),
        t('galacticcruise.ui.breakRoom', { workers: p.break.worker, experts: p.break.expert }),
        p.upgrades.length ? t('galacticcruise.ui.upgradesList', { list: p.upgrades.join(' ') }) : null].filter(Boolean).join(' · ')));
  }).filter(Boolean);
  return h('details', { class: 'gc-others gc-fold', open: ui.rivalsOpen ? true : undefined, ontoggle: (e) => ui.setRivalsOpen(e.target.open) },
    h('summary', {}, t('galacticcruise.ui.rivals')), h('ul', { class: 'gc-other-list' }, rows));
}
