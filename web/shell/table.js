// The table frame shared by every game: the board area (filled by the game's renderer), the
// table's tool bar (undo, take back, replay, share, save to a file), the bar that asks to confirm a
// move, the players panel and the game log. Knows nothing of any game.
import { h, clear } from '../dom.js';
import { t, tn } from '../i18n.js';
import { createMoments } from './moments.js';
import { installZoom } from './zoom.js';

function icon(path) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'icon');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', path);
  p.setAttribute('fill', 'none');
  p.setAttribute('stroke', 'currentColor');
  p.setAttribute('stroke-width', '2.2');
  p.setAttribute('stroke-linecap', 'round');
  p.setAttribute('stroke-linejoin', 'round');
  svg.append(p);
  return svg;
}

export const ICONS = {
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  takeBack: 'M11 17 6 12l5-5M18 17l-5-5 5-5',
  replay: 'M4 12a8 8 0 1 0 2.34-5.66M4 4v5h5M10 9v6l5-3z',
  share: 'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M18 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0M9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0M21 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
  save: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  first: 'M6 5v14M18 6l-8 6 8 6z',
  prev: 'M16 6l-8 6 8 6z',
  next: 'M8 6l8 6-8 6z',
  last: 'M18 5v14M6 6l8 6-8 6z',
  check: 'M5 12.5l4.5 4.5L19 7',
  skip: 'M3 6l8 6-8 6zM12 6l8 6-8 6z',
};

export { icon };

/**
 * handlers: {onUndo, onTakeBack, onReplay, onShare, onExport, onConfirm, onChange}
 */
export function createTable(root, handlers = {}) {
  const boardRoot = h('div', { class: 'board-wrap', id: 'board' });
  installZoom(boardRoot); // any card or tile a renderer marks data-zoom, shown large (shell/zoom.js)
  const playerList = h('ol', { class: 'player-list' });
  // A live region (new moves are read out) that scrolls: focusable, so keyboard users can scroll it.
  const logList = h('ol', {
    class: 'log-list', 'aria-live': 'polite', 'aria-relevant': 'additions',
    'aria-labelledby': 'log-heading', tabindex: '0',
  });
  const logHint = h('p', { class: 'log-hint', hidden: true }, t('replay.logHint'));
  const playersTitle = h('h2', { id: 'players-heading', class: 'panel-title' }, t('score.heading'));
  const logTitle = h('h2', { id: 'log-heading', class: 'panel-title' }, t('log.heading'));

  const toolButton = (id, iconPath, label, onclick) => h('button', {
    type: 'button', class: 'btn btn-tool', id, onclick: (e) => onclick && onclick(e),
  }, icon(iconPath), h('span', { class: 'tool-label' }, label));

  const undoBtn = toolButton('btn-undo', ICONS.undo, t('tools.undo'), () => handlers.onUndo && handlers.onUndo());
  const takeBackBtn = toolButton('btn-takeback', ICONS.takeBack, t('tools.takeBack'), () => handlers.onTakeBack && handlers.onTakeBack());
  const replayBtn = toolButton('btn-replay', ICONS.replay, t('tools.replay'), () => handlers.onReplay && handlers.onReplay());
  const shareBtn = toolButton('btn-share', ICONS.share, t('tools.share'), () => handlers.onShare && handlers.onShare());
  const exportBtn = toolButton('btn-export', ICONS.save, t('tools.export'), () => handlers.onExport && handlers.onExport());
  replayBtn.title = t('tools.replayHint');
  shareBtn.title = t('tools.shareHint');
  exportBtn.title = t('tools.exportHint');
  const skipBtn = toolButton('btn-skip', ICONS.skip, t('tools.skipToEnd'), () => handlers.onSkip && handlers.onSkip());
  skipBtn.title = t('tools.skipHint');
  skipBtn.hidden = true;
  const practiceBadge = h('span', { class: 'practice-badge', hidden: true, title: t('tools.practiceHint') }, t('tools.practice'));
  const undoNote = h('span', { class: 'tool-note', id: 'undo-note', 'aria-live': 'polite' });
  undoBtn.setAttribute('aria-describedby', 'undo-note');

  const tools = h('div', { class: 'table-tools', id: 'table-tools', role: 'toolbar', 'aria-label': t('tools.label') },
    h('div', { class: 'tools-group' }, undoBtn, takeBackBtn, skipBtn, undoNote),
    h('div', { class: 'tools-group tools-end' }, practiceBadge, replayBtn, shareBtn, exportBtn));

  const confirmText = h('span', { class: 'confirm-text' });
  const confirmPoints = h('span', { class: 'confirm-points' });
  const confirmNote = h('span', { class: 'confirm-note', hidden: true });
  let confirmNoteKey = null; // what the move keeps back until it counts (a string key), or null
  const confirmTitle = h('span', { class: 'confirm-title', id: 'confirm-title' }, t('confirm.title'));
  const confirmBtn = h('button', {
    type: 'button', class: 'btn btn-primary', id: 'confirm-move', onclick: () => handlers.onConfirm && handlers.onConfirm(),
  }, icon(ICONS.check), t('confirm.confirm'));
  const changeBtn = h('button', {
    type: 'button', class: 'btn', id: 'change-move', onclick: () => handlers.onChange && handlers.onChange(),
  }, t('confirm.change'));
  const confirmBar = h('div', {
    class: 'confirm-bar', id: 'confirm-bar', role: 'group', 'aria-labelledby': 'confirm-title', hidden: true,
  },
  h('div', { class: 'confirm-main' },
    confirmTitle,
    h('span', { class: 'confirm-line' }, confirmPoints, confirmText),
    confirmNote),
  h('div', { class: 'confirm-actions' }, confirmBtn, changeBtn));

  const replaySlot = h('div', { class: 'replay-slot' });
  // How far the game is: "Round 3 of 7", and the last round marked (the view's `progress`).
  const progressEl = h('p', { class: 'round-counter', id: 'round-counter', hidden: true });
  let progressNow = null;
  function drawProgress() {
    const p = progressNow;
    progressEl.hidden = !p;
    if (!p) return;
    progressEl.dataset.last = p.last ? 'true' : 'false';
    progressEl.dataset.round = String(p.round);
    const lap = p.unit === 'lap'; // a race: "Lap 2 of 3" and the last lap (Formula D)
    clear(progressEl).append(h('span', { class: 'round-number' },
      lap ? t('progress.lapOf', { n: p.lap, of: p.laps })
        : p.rounds ? t('progress.roundOf', { n: p.round, of: p.rounds }) : t(p.unit === 'round' ? 'progress.roundOnly' : 'progress.round', { n: p.round })));
    if (p.last) progressEl.append(h('strong', { class: 'round-last' }, t(lap ? 'progress.lastLap' : 'progress.lastRound')));
  }

  const moments = createMoments(); // secret choices, reveals and dice, for every seat to see

  root.append(h('div', { class: 'table-layout' },
    h('div', { class: 'table-main' }, h('div', { class: 'table-head' }, progressEl, tools), moments.el, confirmBar, replaySlot, boardRoot),
    h('aside', { class: 'sidebar' },
      h('section', { class: 'panel players-panel', 'aria-labelledby': 'players-heading' }, playersTitle, playerList),
      h('section', { class: 'panel log-panel', 'aria-labelledby': 'log-heading' }, logTitle, logHint, logList))));

  /** Every fixed label in the page's language now (what changes with the game is drawn again by the shell). */
  function relabel() {
    const label = (btn, text) => { btn.querySelector('.tool-label').textContent = text; };
    label(undoBtn, t('tools.undo'));
    label(takeBackBtn, t('tools.takeBack'));
    label(replayBtn, t('tools.replay'));
    label(shareBtn, t('tools.share'));
    label(exportBtn, t('tools.export'));
    label(skipBtn, t('tools.skipToEnd'));
    skipBtn.title = t('tools.skipHint');
    replayBtn.title = t('tools.replayHint');
    shareBtn.title = t('tools.shareHint');
    exportBtn.title = t('tools.exportHint');
    practiceBadge.title = t('tools.practiceHint');
    practiceBadge.textContent = t('tools.practice');
    tools.setAttribute('aria-label', t('tools.label'));
    if (confirmNoteKey) confirmNote.textContent = t(confirmNoteKey);
    confirmTitle.textContent = t('confirm.title');
    clear(confirmBtn).append(icon(ICONS.check), t('confirm.confirm'));
    changeBtn.textContent = t('confirm.change');
    playersTitle.textContent = t('score.heading');
    logTitle.textContent = t('log.heading');
    logHint.textContent = t('replay.logHint');
    drawProgress();
    moments.relabel();
  }

  function setButton(btn, { visible = true, allowed = true, reason = '' } = {}) {
    btn.hidden = !visible;
    btn.setAttribute('aria-disabled', allowed ? 'false' : 'true');
    btn.classList.toggle('refused', !allowed);
    if (reason) btn.title = reason;
    else btn.removeAttribute('title');
  }

  return {
    boardRoot,
    replaySlot,
    relabel,

    /**
     * What the tool bar offers now. undo/takeBack: {visible, allowed, reason, hint}: a refused
     * button stays focusable, says why in its tooltip, and its click shows the reason.
     */
    renderTools({ visible = true, undo = { visible: false }, takeBack = { visible: false }, practice = false, share = true, files = true, replay = true, skip = false }) {
      tools.hidden = !visible;
      skipBtn.hidden = !skip; // every human seat is out of the game: the bots may play the rest at once
      setButton(undoBtn, { ...undo, reason: undo.allowed ? t('tools.undoHint') : undo.reason });
      undoBtn.dataset.allowed = undo.allowed ? 'true' : 'false';
      undoNote.textContent = undo.visible && !undo.allowed && undo.reason ? undo.reason : '';
      undoNote.hidden = !undoNote.textContent;
      setButton(takeBackBtn, { ...takeBack, reason: takeBack.allowed ? t('tools.takeBackHint') : takeBack.reason });
      takeBackBtn.dataset.allowed = takeBack.allowed ? 'true' : 'false';
      practiceBadge.hidden = !practice;
      shareBtn.hidden = !share;
      replayBtn.hidden = !replay;
      exportBtn.hidden = !files;
    },

    /** progress: the view's {round, rounds, last}, or null (no counter: a finished game). */
    renderProgress(progress) {
      progressNow = progress && Number.isFinite(progress.round) ? progress : null;
      drawProgress();
    },

    /**
     * What every seat sees happen at once (moments.js): the view's `secret`, `revealed` and `rolls`.
     * opts: {nameOf(seat), announce(text)?: called once for a reveal or roll not seen before}.
     */
    renderMoments(view, opts) {
      moments.render(view, opts);
    },

    /** A new game on the table: its reveals and rolls are new. */
    resetMoments() {
      moments.reset();
    },

    /**
     * pending: {text, points, note} while a move waits for Confirm, else null. note: the key of a
     * sentence saying what the move keeps back until it counts (the card it draws), or null.
     */
    showConfirm(pending) {
      confirmBar.hidden = !pending;
      if (!pending) return;
      confirmNoteKey = pending.note || null;
      confirmNote.hidden = !confirmNoteKey;
      confirmNote.textContent = confirmNoteKey ? t(confirmNoteKey) : '';
      confirmText.textContent = pending.text || '';
      const pts = pending.points === null || pending.points === undefined ? NaN : Number(pending.points);
      confirmPoints.textContent = Number.isFinite(pts)
        ? tn('confirm.points', Math.abs(pts), { points: pts > 0 ? `+${pts}` : pts < 0 ? `\u2212${-pts}` : '0' }) : '';
      confirmPoints.hidden = !Number.isFinite(pts);
      confirmBtn.focus({ preventScroll: true });
    },

    confirmShown() {
      return !confirmBar.hidden;
    },

    /**
     * rows: renderer.players(view); seats: [{kind, bot}]; names: seat -> display name;
     * icon(seat), colour(seat) from the renderer.
     */
    renderPlayers(rows, { seats, nameOf, labelOf, icon: iconOf, colour, botName, toMove, viewer, winners }) {
      clear(playerList);
      const humans = seats.filter((s) => s.kind === 'human').length;
      const single = seats.length === 1;
      for (const row of rows) {
        const seat = seats[row.seat] || { kind: 'human' };
        const tags = [];
        if (labelOf(row.seat) !== nameOf(row.seat)) tags.push(labelOf(row.seat));
        const botTag = seat.kind === 'bot' && t('score.bot', { name: botName ? botName(seat.bot) : seat.bot });
        if (botTag) {
          const shown = [nameOf(row.seat), ...tags].map((x) => x.toLowerCase());
          if (!shown.includes(botTag.toLowerCase())) tags.push(botTag); // not "Hard bot · Hard bot"
        } else if (humans === 1 && row.seat === viewer && !single) tags.push(t('score.you'));
        const isTurn = toMove === row.seat;
        const won = !single && (winners || []).includes(row.seat);
        playerList.append(h('li', {
          class: ['player', isTurn && 'to-move', row.seat === viewer && 'viewer', won && 'winner'],
          'data-seat': String(row.seat), 'data-colour': colour(row.seat),
          'aria-current': isTurn ? 'true' : undefined,
        },
        h('span', { class: 'player-icon' }, iconOf(row.seat)),
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

    /**
     * entries: [{seat, text}], oldest first; shown newest first. In a replay, `at` is the number of
     * moves shown (entries after it are dimmed) and onPick(n) jumps to the position after move n + 1.
     */
    /**
     * The log, newest first, a turn's lines under its player's name (consecutive lines of one seat).
     * at: a replay's position (lines after it are the future); onPick(n): a replay jumps to line n;
     * since: the first line the viewer has not seen yet (after their own last move), or null.
     */
    renderLog(entries, { icon: iconOf, colour, nameOf = null, at = null, onPick = null, since = null }) {
      clear(logList);
      logHint.hidden = !onPick;
      logList.classList.toggle('picking', Boolean(onPick));
      if (!entries.length) {
        logList.append(h('li', { class: 'log-empty' }, t('log.empty')));
        return;
      }
      let current = null;
      let group = null; // {seat, list}
      entries.forEach((entry, n) => {
        const isCurrent = at === null ? n === entries.length - 1 : n === at - 1;
        const future = at !== null && n >= at;
        const fresh = at === null && since !== null && n >= since;
        if (!group || group.seat !== entry.seat) {
          if (fresh && n === since && n > 0) {
            logList.prepend(h('li', { class: 'log-since' }, h('span', {}, t('log.since'))));
          }
          const list = h('ol', { class: 'log-turn-lines' });
          const head = entry.seat === null || entry.seat === undefined || !nameOf ? null
            : h('div', { class: 'log-turn-head' }, h('span', { class: 'log-icon' }, iconOf(entry.seat)),
              h('span', { class: 'log-turn-name' }, nameOf(entry.seat)));
          logList.prepend(h('li', { class: ['log-turn', fresh && 'fresh'], 'data-colour': colour(entry.seat) }, head, list));
          group = { seat: entry.seat, list };
        }
        const inner = [h('span', { class: 'log-num' }, String(n + 1)), h('span', { class: 'log-text' }, entry.text)];
        const attrs = {
          class: ['log-entry', isCurrent && (at === null ? 'newest' : 'current'), future && 'future', fresh && 'fresh'],
          'data-colour': colour(entry.seat), 'data-move': String(n + 1),
        };
        let item;
        if (onPick) {
          item = h('li', attrs, h('button', {
            type: 'button', class: 'log-pick', 'aria-current': isCurrent ? 'step' : undefined,
            'aria-label': t('replay.jumpTo', { n: n + 1, text: entry.text }),
            onclick: () => onPick(n),
          }, inner));
        } else {
          item = h('li', attrs, inner);
        }
        if (isCurrent) current = item;
        group.list.prepend(item);
      });
      if (at !== null && current) {
        const list = logList;
        const top = current.offsetTop - list.offsetTop;
        if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - current.offsetHeight) {
          list.scrollTop = Math.max(0, top - list.clientHeight / 2);
        }
      } else if (at === null) {
        logList.scrollTop = 0;
      }
    },
  };
}
