// The progress track: three years of spaces, a cube for each launch and each company goal met, the
// annual meeting of a year scored once it is full ((cubes there + 1 for the highest reputation) x
// wings); the cubes past the end; and the three company goals with the level each asks now.
import { h } from '../../dom.js';
import { t } from '../../i18n.js';
import { seatMark, word, GOAL_STEPS } from './art.js';

export function drawTrack(ui) {
  const view = ui.view;
  // the spaces (view.track; an engine before it named them `progress`)
  const spaces = Array.isArray(view.track) ? view.track : Array.isArray(view.progress) ? view.progress : [];
  const size = view.track_size || spaces.length / 3;
  const years = [0, 1, 2].map((k) => {
    const cells = spaces.slice(k * size, (k + 1) * size).map((o) => (o === null
      ? h('span', { class: 'gc-cell empty', 'aria-hidden': 'true' }, '·') : h('span', { class: 'gc-cell' }, seatMark(o, { colourOf: ui.seatColour }))));
    const filled = spaces.slice(k * size, (k + 1) * size).filter((o) => o !== null);
    const agm = view.agm[k];
    return h('div', { class: 'gc-year' },
      h('span', { class: 'gc-yname' }, t('galacticcruise.ui.year', { n: k + 1 })),
      h('span', { class: 'gc-cells' }, cells),
      h('span', { class: 'visually-hidden' }, t('galacticcruise.ui.yearFill', { n: filled.length, of: size })),
      agm ? h('span', { class: 'gc-agm gc-small' }, t('galacticcruise.ui.agmScored', { points: agm.map((p, i) => `${i + 1}: +${p}`).join(', ') })) : null);
  });
  const overflow = view.overflow.length ? h('p', { class: 'gc-small' }, t('galacticcruise.ui.overflow'), ' ',
    view.overflow.map((o) => seatMark(o, { colourOf: ui.seatColour }))) : null;
  return h('div', { class: 'gc-track' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.track')), years, overflow);
}

export function drawGoals(ui) {
  const view = ui.view;
  const list = view.goals.map((g) => {
    const level = view.goal_level[g];
    const who = view.players.map((p, i) => (p.goals.includes(g) ? i : null)).filter((i) => i !== null);
    return h('li', { class: 'gc-goal' }, h('strong', {}, word(`galacticcruise.goal.${g}`)), ' ',
      h('span', { class: 'gc-target' }, t('galacticcruise.ui.goalTarget', { n: GOAL_STEPS[g][level] })), ' ',
      who.length ? h('span', { class: 'gc-small' }, t('galacticcruise.ui.metBy'), ' ', who.map((i) => seatMark(i, { colourOf: ui.seatColour }))) : null);
  });
  return h('div', { class: 'gc-goals' }, h('h2', { class: 'gc-h' }, t('galacticcruise.ui.goals')), h('ul', { class: 'gc-goal-list' }, list));
}
