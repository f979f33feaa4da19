// The table frame shared by every game: the board area (filled by the game's
// renderer), the players panel and the game log. Knows nothing of any game.
import { h, clear } from './dom.js';
import { t } from './i18n.js';

export function createTable(root) {
  const boardRoot = h('div', { class: 'board-wrap', id: 'board' });
  const playerList = h('ol', { class: 'player-list' });
  const logList = h('ol', { class: 'log-list', 'aria-live': 'polite', 'aria-relevant': 'additions' });

  root.append(h('div', { class: 'table-layout' },
    boardRoot,
    h('aside', { class: 'sidebar' },
      h('section', { class: 'panel players-panel', 'aria-labelledby': 'players-heading' },
        h('h2', { id: 'players-heading', class: 'panel-title' }, t('score.heading')), playerList),
      h('section', { class: 'panel log-panel', 'aria-labelledby': 'log-heading' },
        h('h2', { id: 'log-heading', class: 'panel-title' }, t('log.heading')), logList))));

  return {
    boardRoot,

    /**
     * rows: renderer.players(view); seats: [{kind, bot}]; names: seat -> display name;
     * icon(seat), colour(seat) from the renderer.
     */
    renderPlayers(rows, { seats, nameOf, labelOf, icon, colour, botName, toMove, viewer, winners }) {
      clear(playerList);
      const humans = seats.filter((s) => s.kind === 'human').length;
      const single = seats.length === 1;
      for (const row of rows) {
        const seat = seats[row.seat] || { kind: 'human' };
        const tags = [];
        if (labelOf(row.seat) !== nameOf(row.seat)) tags.push(labelOf(row.seat));
        if (seat.kind === 'bot') tags.push(t('score.bot', { name: botName ? botName(seat.bot) : seat.bot }));
        else if (humans === 1 && row.seat === viewer && !single) tags.push(t('score.you'));
        const isTurn = toMove === row.seat;
        const won = !single && (winners || []).includes(row.seat);
        playerList.append(h('li', {
          class: ['player', isTurn && 'to-move', row.seat === viewer && 'viewer', won && 'winner'],
          'data-seat': String(row.seat), 'data-colour': colour(row.seat),
          'aria-current': isTurn ? 'true' : undefined,
        },
        h('span', { class: 'player-icon' }, icon(row.seat)),
        h('span', { class: 'player-main' },
          h('span', { class: 'player-line' },
            h('span', { class: 'player-name' }, nameOf(row.seat)),
            tags.length ? h('span', { class: 'player-tag' }, tags.join(' · ')) : null),
          h('span', { class: 'player-detail' }, row.detail),
          row.note ? h('span', { class: 'player-note' }, row.note) : null),
        h('span', { class: 'player-score-box' },
          h('span', { class: 'player-score', 'data-score': String(row.score) }, String(row.score)),
          isTurn ? h('span', { class: 'turn-flag' }, t('score.toMove')) : null)));
      }
    },

    /** entries: [{seat, text}], oldest first; shown newest first. */
    renderLog(entries, { icon, colour }) {
      clear(logList);
      if (!entries.length) {
        logList.append(h('li', { class: 'log-empty' }, t('log.empty')));
        return;
      }
      entries.forEach((entry, n) => {
        logList.prepend(h('li', { class: ['log-entry', n === entries.length - 1 && 'newest'], 'data-colour': colour(entry.seat) },
          h('span', { class: 'log-num' }, String(n + 1)),
          h('span', { class: 'log-icon' }, icon(entry.seat)),
          h('span', { class: 'log-text' }, entry.text)));
      });
    },
  };
}
