// Betta's rules panel (the staff-members rules, then what Betty and solo change), and the scoring
// and employee-review tables it shares with the board and the end screen.
import { h } from '../../dom.js';
import { t } from '../../i18n.js';
import { COLOURS, fish } from './art.js';
import { reviewName, colourName } from './strings.js';

const REVIEWS = [[115, 'Like a Boss'], [100, 'Team Leader'], [85, 'Employee of the Month'], [70, 'Staff Member'], [0, 'New Hire']];

/** Review tiers, best first: [[lowest score, title], ...]. */
export function reviewTiers(view) {
  const list = (view && Array.isArray(view.reviews) && view.reviews.length ? view.reviews : REVIEWS).slice();
  return list.sort((a, b) => b[0] - a[0]);
}

/** The tier a score earns and the next one up: {title, low, next: [low, title] | null}. */
export function reviewFor(score, tiers) {
  let i = tiers.findIndex(([low]) => score >= low);
  if (i < 0) i = tiers.length - 1;
  return { title: tiers[i][1], low: tiers[i][0], next: i > 0 ? tiers[i - 1] : null };
}

/** A points table; the tail of equal values collapses into "7+". */
export function scoringTable(table, rowLabel = t('betta.rules.tableOwn')) {
  let last = table.length - 1;
  while (last > 0 && table[last - 1] === table[last]) last--;
  let first = 0;
  while (first < last && table[first] === 0 && table[first + 1] === 0) first++;
  const cols = [];
  for (let n = first; n <= last; n++) cols.push([n === last && last < table.length - 1 ? `${n}+` : String(n), table[n]]);
  return h('table', { class: 'scoring-table' },
    h('tbody', {},
      h('tr', {}, h('th', { scope: 'row' }, rowLabel), cols.map(([n]) => h('td', {}, n))),
      h('tr', {}, h('th', { scope: 'row' }, t('betta.rules.tablePts')), cols.map(([, p]) => h('td', {}, p)))));
}

/** The employee-review tiers as a table; `current` (a title) is marked. */
export function reviewTable(tiers, current) {
  const rows = tiers.map(([low, title], i) => {
    const high = i > 0 ? tiers[i - 1][0] - 1 : null;
    let range;
    if (high === null) range = t('betta.review.from', { low });
    else if (low <= 0) range = t('betta.review.under', { high: high + 1 });
    else range = t('betta.review.range', { low, high });
    const on = title === current;
    return h('tr', { class: on ? 'current' : undefined, 'aria-current': on ? 'true' : undefined },
      h('td', { class: 'tier-range' }, range), h('td', { class: 'tier-title' }, reviewName(title)));
  });
  return h('table', { class: 'review-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('betta.rules.tableScore')), h('th', { scope: 'col' }, t('betta.rules.tableReview')))),
    h('tbody', {}, rows));
}

export const DEFAULT_TABLE = [0, 0, 1, 3, 6, 10, 15, 15, 15];
export const BETTY_TABLE = [0, 8, 7, 6, 5, 4, 3, 2, 2, 2];
export const SOLO_TABLE = [0, 0, 1, 3, 6, 10, 15, 21, 28];

/** The rules panel: the staff-members rules, then what Betty and solo change. */
export function rulesPanel(view) {
  const p = (key) => h('p', {}, t(key));
  const li = (key) => h('li', {}, t(key));
  const mode = view && view.mode;
  const heading = (key, m) => h('h3', { class: ['mode-heading', mode === m && 'current'] }, t(key),
    mode === m ? h('span', { class: 'this-game' }, t('betta.rules.thisGame')) : null);
  const scoring = (view && view.scoring) || {};
  const staffTable = (view && view.mode !== 'solo' && (scoring.table || view.scoring_table)) || DEFAULT_TABLE;
  return h('div', { class: 'rules betta-rules' },
    p('betta.rules.goal'),
    p('betta.rules.modes'),
    h('section', { class: 'rules-mode', 'data-mode': 'staff' },
      heading('betta.rules.staffH', 'staff'),
      h('h3', {}, t('betta.rules.setupH')),
      h('ul', {}, ['betta.rules.setup1', 'betta.rules.setup2', 'betta.rules.setup3', 'betta.rules.setup4'].map(li)),
      h('h3', {}, t('betta.rules.turnH')),
      h('ol', {}, ['betta.rules.turn1', 'betta.rules.turn2', 'betta.rules.turn3', 'betta.rules.turn4', 'betta.rules.turn5'].map(li)),
      h('h3', {}, t('betta.rules.endH')),
      p('betta.rules.end1'),
      p('betta.rules.end2'),
      scoringTable(staffTable),
      p('betta.rules.end3')),
    h('section', { class: 'rules-mode', 'data-mode': 'betty' },
      heading('betta.rules.bettyH', 'betty'),
      h('ul', {}, ['betta.rules.betty1', 'betta.rules.betty2', 'betta.rules.betty3'].map(li)),
      p('betta.rules.betty4'),
      scoringTable(scoring.betty_table || BETTY_TABLE, t('betta.rules.tableEmpty')),
      p('betta.rules.betty5')),
    h('section', { class: 'rules-mode', 'data-mode': 'solo' },
      heading('betta.rules.soloH', 'solo'),
      h('ul', {}, ['betta.rules.solo1', 'betta.rules.solo2'].map(li)),
      p('betta.rules.solo3'),
      scoringTable(mode === 'solo' ? (scoring.table || SOLO_TABLE) : SOLO_TABLE, t('betta.rules.tableBest')),
      p('betta.rules.solo4'),
      reviewTable(reviewTiers(view), null)),
    h('h3', {}, t('betta.rules.fishH')),
    h('ul', { class: 'fish-legend' }, COLOURS.map((c) => h('li', {}, fish(c, 'legend-fish'),
      h('span', {}, h('strong', {}, colourName(c)), ': ', t(`betta.look.${c}`))))),
    h('h3', {}, t('betta.rules.controlsH')),
    p('betta.rules.controls'));
}
