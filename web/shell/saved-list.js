// The lobby's list of this device's games (saved-games.js keeps them): each with its game, mode,
// seats, date, moves and score, and Continue, Replay, Save file and Delete (pressed twice to
// delete); and "Open a file…" above them. Damaged entries can only be deleted. A save of earlier
// rules is tagged; one whose moves no longer all play is marked, with Open… (what still works).
import { h, clear } from '../dom.js';
import { t, tn, playerName, modeName as localModeName } from '../i18n.js';
import { said } from '../said.js';
import { hasGame, gameName as registeredName, loadedRenderer } from '../games/registry.js';
import { offeredGames } from './catalog.js';
import { botName } from './bots.js';

function gameName(id) {
  const g = offeredGames().find((x) => x.id === id);
  return g ? g.name : registeredName(id);
}

function modeName(gameId, modeId) {
  const g = offeredGames().find((x) => x.id === gameId);
  const m = g && g.modes.find((x) => x.id === modeId);
  return localModeName(gameId, modeId, m ? m.name : modeId);
}

function seatsText(sv) {
  const r = loadedRenderer(sv.record.game);
  const mode = sv.record.options.mode;
  return sv.seats.map((s, i) => {
    const base = playerName(s.name || sv.seatNames[i]) || (r ? r.seatLabel(i, mode) : t('saved.seat', { n: i + 1 }));
    return s.kind === 'bot' ? t('saved.botSeat', { name: base, level: botName(s.bot) }) : base;
  }).join(t('saved.vs'));
}

function dateText(iso) {
  const d = new Date(iso || '');
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * handlers: onContinue(id) (also Open… of a save whose moves no longer all play), onReplay(id),
 * onExport(id), onDelete(id), onImport(File); need(gameId): load that game (the list draws its
 * picture once it has loaded). An entry's `rules` (saved-games.js): what the engine said of a
 * record of other rules than today's, {kind: 'note' | 'refused', note, old}.
 * Returns {build() -> Node (again in the page's language now), render(entries?), highlight(id)}.
 */
export function createSavedList({ onContinue, onReplay, onExport, onDelete, onImport, need }) {
  let list;
  let empty;
  let count;
  let entries = []; // [{id, save} | {id, damaged}], newest first (saves.list())
  let armed = null; // the id whose Delete was pressed once

  function deleteButton(id) {
    const btn = h('button', {
      type: 'button', class: ['btn', 'btn-quiet', 'btn-small', 'btn-delete', armed === id && 'armed'], 'data-action': 'delete',
    }, armed === id ? t('saved.reallyDelete') : t('saved.delete'));
    btn.addEventListener('click', () => {
      if (armed === id) {
        armed = null;
        onDelete(id);
      } else {
        armed = id;
        btn.classList.add('armed');
        btn.textContent = t('saved.reallyDelete');
        setTimeout(() => {
          if (armed === id && btn.isConnected) {
            armed = null;
            btn.classList.remove('armed');
            btn.textContent = t('saved.delete');
          }
        }, 4000);
      }
    });
    return btn;
  }

  function item(entry) {
    if (entry.damaged) {
      return h('li', { class: 'saved-item damaged', 'data-id': entry.id },
        h('div', { class: 'saved-main' },
          h('span', { class: 'saved-title' }, t('saved.damaged')),
          h('span', { class: 'saved-meta' }, t('saved.damagedNote'))),
        h('div', { class: 'saved-actions' }, deleteButton(entry.id)));
    }
    const sv = entry.save;
    if (entry.rules && entry.rules.kind === 'refused') return oldItem(entry);
    const sum = sv.summary || {};
    const over = Boolean(sum.over);
    const moves = Number.isInteger(sum.moves) ? sum.moves : sv.record.moves.length;
    const scores = Array.isArray(sum.scores) ? sum.scores.join('–') : '';
    const known = hasGame(sv.record.game);
    need(sv.record.game); // for its picture
    const r = loadedRenderer(sv.record.game);
    const tags = [h('span', { class: ['saved-tag', over ? 'over' : 'live'] }, over ? t('saved.finished') : t('saved.inProgress'))];
    if (sv.settings.practice) tags.push(h('span', { class: 'saved-tag practice' }, t('tools.practice')));
    if (entry.rules && entry.rules.note) {
      // Replays under today's rules with a note: the note is the tag's title.
      tags.push(h('span', { class: 'saved-tag old-rules', title: said(entry.rules.note.note, entry.rules.note.note_say) }, t('saved.oldRules')));
    }
    const mode = modeName(sv.record.game, sv.record.options.mode);
    const actions = [];
    if (!over && known) actions.push(h('button', { type: 'button', class: 'btn btn-primary btn-small', 'data-action': 'continue', onclick: () => onContinue(entry.id) }, t('saved.continue')));
    if (known && moves > 0) actions.push(h('button', { type: 'button', class: ['btn', 'btn-small', over && 'btn-primary'], 'data-action': 'replay', onclick: () => onReplay(entry.id) }, over ? t('saved.view') : t('saved.replay')));
    actions.push(h('button', { type: 'button', class: 'btn btn-quiet btn-small', 'data-action': 'export', title: t('tools.exportHint'), onclick: () => onExport(entry.id) }, t('saved.export')));
    actions.push(deleteButton(entry.id));
    return h('li', { class: ['saved-item', over ? 'over' : 'live'], 'data-id': entry.id, 'data-game': sv.record.game },
      h('span', { class: 'saved-icon', 'data-colour': r ? r.seatColour(0, sv.record.options.mode) : undefined },
        r ? r.seatIcon(0, sv.record.options.mode) : null),
      h('div', { class: 'saved-main' },
        h('span', { class: 'saved-title' },
          h('strong', {}, gameName(sv.record.game)), mode && mode !== gameName(sv.record.game) ? ` · ${mode}` : '', tags),
        h('span', { class: 'saved-names' }, seatsText(sv)),
        h('span', { class: 'saved-meta' },
          [dateText(sv.updated || sv.created), tn('saved.moves', moves),
            scores ? t(over ? 'saved.final' : 'saved.score', { scores }) : ''].filter(Boolean).join(' · '))),
      h('div', { class: 'saved-actions' }, actions));
  }

  /**
   * A save whose record no longer plays under today's rules: kept and marked; Open… offers what still
   * works (saved-games.js), and its file and Delete stay.
   */
  function oldItem(entry) {
    const sv = entry.save;
    const { at } = entry.rules.old;
    const r = loadedRenderer(sv.record.game);
    const mode = modeName(sv.record.game, sv.record.options.mode);
    need(sv.record.game);
    return h('li', { class: 'saved-item old-rules', 'data-id': entry.id, 'data-game': sv.record.game, 'data-rules': 'refused' },
      h('span', { class: 'saved-icon', 'data-colour': r ? r.seatColour(0, sv.record.options.mode) : undefined },
        r ? r.seatIcon(0, sv.record.options.mode) : null),
      h('div', { class: 'saved-main' },
        h('span', { class: 'saved-title' },
          h('strong', {}, gameName(sv.record.game)), mode && mode !== gameName(sv.record.game) ? ` · ${mode}` : '',
          h('span', { class: 'saved-tag old-rules' }, t('saved.oldRules'))),
        h('span', { class: 'saved-names' }, seatsText(sv)),
        h('span', { class: 'saved-old-note' }, t('saved.oldRulesNote')),
        h('span', { class: 'saved-meta' },
          [dateText(sv.updated || sv.created), tn('saved.moves', sv.record.moves.length),
            t('saved.stillPlay', { n: at })].filter(Boolean).join(' · '))),
      h('div', { class: 'saved-actions' },
        h('button', { type: 'button', class: 'btn btn-primary btn-small', 'data-action': 'open-old', onclick: () => onContinue(entry.id) }, t('saved.openOld')),
        h('button', { type: 'button', class: 'btn btn-quiet btn-small', 'data-action': 'export', title: t('tools.exportHint'), onclick: () => onExport(entry.id) }, t('saved.export')),
        deleteButton(entry.id)));
  }

  /** The list's card, in the page's language now (drawn again after a language switch). */
  function build() {
    list = h('ul', { class: 'saved-list', id: 'saved-list' });
    empty = h('p', { class: 'saved-empty' }, t('saved.empty'));
    count = h('span', { class: 'saved-count', id: 'saved-count' });
    const importInput = h('input', {
      type: 'file', id: 'import-file', accept: '.json,application/json', class: 'visually-hidden', tabindex: '-1',
      'aria-label': t('saved.import'),
    });
    importInput.addEventListener('change', () => {
      const file = importInput.files && importInput.files[0];
      importInput.value = '';
      if (file && onImport) onImport(file);
    });
    const importBtn = h('button', { type: 'button', class: 'btn btn-quiet', id: 'import-game', onclick: () => importInput.click() },
      t('saved.import'));
    return h('section', { class: 'saved-card panel', id: 'saved-games', 'aria-labelledby': 'saved-heading' },
      h('div', { class: 'saved-head' }, h('h2', { id: 'saved-heading' }, t('saved.heading')), count, importBtn, importInput),
      empty, list);
  }

  /** Draw the entries (without any: the last ones, again). */
  function render(next = entries) {
    entries = next;
    clear(list);
    for (const entry of entries) list.append(item(entry));
    empty.hidden = entries.length > 0;
    count.textContent = entries.length ? String(entries.length) : '';
  }

  /** Mark one saved game (just imported) for a moment. */
  function highlight(id) {
    const found = list.querySelector(`.saved-item[data-id="${CSS.escape(id)}"]`);
    if (!found) return;
    found.classList.add('fresh');
    found.scrollIntoView({ block: 'nearest' });
    setTimeout(() => found.classList.remove('fresh'), 2500);
  }

  return { build, render, highlight };
}
