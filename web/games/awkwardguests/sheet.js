// The deduction sheet: one per seat, marked by hand and kept with the saved game (ctx.notes). Its
// lines are the case's questions (who: each suspect as murderer, and as accomplice where the level
// has one; why: their motives; how: the weapons; opportunity: the rooms). Beside each line, how many
// of the seat's cards bear on it (those in hand counted apart), which open on a click. It never marks
// anything by itself.
import { h, clear } from '../../dom.js';
import { t } from '../../i18n.js';
import { nameOf, cardFace } from './art.js';

const MARKS = ['', 'no', 'yes', 'maybe']; // a click moves a mark on, in this order
const SYMBOL = { '': '·', no: '✗', yes: '✓', maybe: '?' };

/** The cards of `cards` that bear on a line. */
function bearing(view, line, cards) {
  const [kind, id] = line;
  if (kind === 'm' || kind === 'a') return cards.filter((c) => c.refs.includes(id));
  if (kind === 'mot') return cards.filter((c) => ['motive_dismissed', 'motive_supported'].includes(c.kind) && c.p[0] === id);
  if (kind === 'w') {
    const signs = view.rules.weapons[id].signs;
    return cards.filter((c) => (c.kind === 'weapon_unused' && c.p[0] === id) || (['sign_absent', 'sign_present'].includes(c.kind) && signs.includes(c.p[0])));
  }
  return cards.filter((c) => c.refs.includes(id)); // a room
}

/**
 * The sheet in `root` for the view's seat. notes: {read(seat), write(seat, data)} (the shell keeps
 * them with the game). Returns {draw(view)}.
 */
export function createSheet(root, notes) {
  let open = null; // the line whose cards are shown: "kind:id[:extra]"
  let marks = {};
  let seat = null;

  function markButton(view, key, label) {
    const mark = marks[key] || '';
    return h('button', {
      type: 'button', class: ['ag-mark', mark && `mark-${mark}`], 'data-mark': key,
      'aria-label': `${label}: ${t(`awkwardguests.mark.${mark || 'none'}`)}`,
      onclick: () => {
        const next = MARKS[(MARKS.indexOf(mark) + 1) % MARKS.length];
        if (next) marks[key] = next; else delete marks[key];
        notes.write(seat, { marks });
        draw(view);
        root.querySelector(`[data-mark="${key}"]`).focus({ preventScroll: true });
      },
    }, SYMBOL[mark]);
  }

  function cardsButton(view, key, list, hand) {
    if (!list.length) return h('span', { class: 'ag-bearing none' }, '–');
    const held = list.filter((c) => hand.has(c.id)).length;
    const text = held ? t('awkwardguests.bearingHeld', { n: list.length, held }) : String(list.length);
    return h('button', {
      type: 'button', class: ['ag-bearing', open === key && 'open'], 'aria-expanded': String(open === key), 'data-bearing': key,
      'aria-label': t('awkwardguests.bearingLabel', { n: list.length, held }),
      onclick: () => { open = open === key ? null : key; draw(view); root.querySelector(`[data-bearing="${key}"]`).focus({ preventScroll: true }); },
    }, text);
  }

  function line(view, cards, hand, parts, label, cells) {
    const key = parts.join(':');
    const list = bearing(view, parts, cards);
    const rows = [h('tr', { 'data-line': key }, h('th', { scope: 'row' }, label), ...cells.map((c) => h('td', {}, c)),
      h('td', { class: 'ag-bearing-cell' }, cardsButton(view, key, list, hand)))];
    if (open === key) {
      rows.push(h('tr', { class: 'ag-bearing-row' }, h('td', { colspan: String(cells.length + 2) },
        h('div', { class: 'ag-card-list', role: 'list' }, list.map((c) => cardFace(view, c, { extra: hand.has(c.id) ? h('span', { class: 'ag-held' }, t('awkwardguests.inHand')) : null }))))));
    }
    return rows;
  }

  function table(caption, heads, rows) {
    return h('table', { class: 'ag-sheet-table' }, h('caption', {}, caption),
      h('thead', {}, h('tr', {}, ...heads.map((x) => (Array.isArray(x)
        ? h('th', { scope: 'colgroup', colspan: String(x[1]) }, x[0]) : h('th', { scope: 'col' }, x))))),
      h('tbody', {}, ...rows.flat()));
  }

  function draw(view) {
    clear(root);
    if (view.seat === null || view.seat === undefined) return;
    if (seat !== view.seat) {
      seat = view.seat;
      const saved = notes.read(seat);
      marks = saved && typeof saved.marks === 'object' && saved.marks ? { ...saved.marks } : {};
      open = null;
    }
    const cards = view.notebook.concat(view.revealed_cards.filter((c) => !view.notebook.some((x) => x.id === c.id)));
    const hand = new Set(view.hand);
    const acc = view.case.accomplice;
    const who = Object.keys(view.rules.suspects).map((x) => {
      const name = nameOf(view, 'suspect', x);
      // on a phone the table's head is hidden: each mark says its column
      const cell = (key, label, head) => h('span', { class: 'ag-motive' }, markButton(view, key, label),
        h('span', { class: 'ag-cell-label', 'aria-hidden': 'true' }, head));
      const cells = [cell(`m:${x}`, t('awkwardguests.asMurderer', { name }), t('awkwardguests.murderer'))];
      if (acc) cells.push(cell(`a:${x}`, t('awkwardguests.asAccomplice', { name }), t('awkwardguests.accomplice')));
      return line(view, cards, hand, ['m', x], name, cells);
    });
    const why = Object.entries(view.rules.suspects).map(([x, motives]) => {
      const name = nameOf(view, 'suspect', x);
      return line(view, cards, hand, ['mot', x], name, motives.map((m) => {
        const motive = nameOf(view, 'motive', m);
        return h('span', { class: 'ag-motive' }, markButton(view, `mot:${x}:${m}`, `${name}: ${motive}`), ' ', motive);
      }));
    });
    const how = view.case.weapons.map((w) => {
      const signs = view.rules.weapons[w].signs.map((sg) => nameOf(view, 'sign', sg)).join(', ');
      const label = `${nameOf(view, 'weapon', w)} (${signs})`;
      return line(view, cards, hand, ['w', w], label, [markButton(view, `w:${w}`, label)]);
    });
    const where = Object.keys(view.rules.rooms).map((r) => {
      const label = nameOf(view, 'room', r);
      return line(view, cards, hand, ['r', r], label, [markButton(view, `r:${r}`, label)]);
    });
    const cardsHead = t('awkwardguests.cardsHead');
    root.append(
      h('p', { class: 'ag-sheet-help' }, t('awkwardguests.sheetHelp')),
      table(t('awkwardguests.sheet.who'), [t('awkwardguests.suspect'), t('awkwardguests.murderer'), ...(acc ? [t('awkwardguests.accomplice')] : []), cardsHead], who),
      table(t('awkwardguests.sheet.why'), [t('awkwardguests.suspect'), [t('awkwardguests.motives'), 3], cardsHead], why),
      table(t('awkwardguests.sheet.how'), [t('awkwardguests.weapon'), t('awkwardguests.markHead'), cardsHead], how),
      table(t('awkwardguests.sheet.where'), [t('awkwardguests.room'), t('awkwardguests.markHead'), cardsHead], where),
    );
  }

  return { draw };
}
