// Draws the game on the table (the session's view, session.js): the game's board (its renderer,
// mounted in the table frame's board area), the players panel and the log, the tool bar, the bar
// that asks to confirm a move, the status line and the pass-the-device screen. A moment after the
// last move the results cover the table (showResults, the end screen).
import { t } from '../i18n.js';
import { saidWithNames } from '../said.js';
import { toast } from '../dom.js';
import { createTable } from './table.js';
import { showPass, hideOverlay, overlayKind, closeDrawer, onDialogChange, dialogOverTable } from './overlays.js';
import { humanSeats, isHuman, labelOf, nameOf, iconOf, colourOf } from './seats.js';
import { botName } from './bots.js';
import * as share from './share.js';

const END_DELAY = 900; // the last placement is seen before the results cover the table

/** The name a seat's player typed, else '' (the engine's seat name stays: "Pink"). */
const typedName = (g) => (seat) => (g.seats[seat] && g.seats[seat].name) || '';

/** An engine log in the page's language (web/said.js), with the players' own names. */
const localLog = (g, list) => list.map((e) => ({ ...e, text: saidWithNames(e.text, e.text_say, typedName(g)) }));

/**
 * Whether the game goes on without any human: every human seat is out of it (a renderer's players
 * row says `out`: a car finished or eliminated) and a bot is to move. "Skip to the end" shows then.
 */
function allHumansOut(g) {
  const humans = humanSeats(g);
  if (g.result || !humans.length || isHuman(g, g.toMove) || !g.view) return false;
  const out = new Set(g.renderer.players(g.view).filter((row) => row.out).map((row) => row.seat));
  return humans.every((seat) => out.has(seat));
}

/** The pass screen says at most this many of the lines since the player's last move. */
const PASS_LINES = 6;

/** The first log line after `seat`'s last move, or null (no seat, no move of its own yet, nothing since). */
function sinceLast(g, seat) {
  if (seat === null || seat === undefined) return null;
  for (let n = g.log.length - 1; n >= 0; n--) {
    if (g.log[n].seat === seat) return n + 1 < g.log.length ? n + 1 : null;
  }
  return null;
}

/** What a renderer counts as one turn of its own (Set Line restarts its turn clock when it changes). */
const turnKeyOf = (view) => JSON.stringify([view && view.turn, view && view.over]);

/**
 * root: the #table section; frame: the page frame (frame.js); embed: no files to save.
 * handlers: the table's buttons {onUndo, onTakeBack, onReplay, onShare, onExport, onConfirm, onChange},
 * onReveal(g) (the pass screen's button) and showResults(g) (the end screen).
 */
export function createTableView({ root, frame, embed, handlers, onReveal, showResults }) {
  const body = document.body;
  const table = createTable(root, handlers);
  const contexts = new WeakMap(); // game -> the ctx its board was mounted with
  let endTimer = null;

  const icon = (g) => (seat) => iconOf(g, seat);
  const colour = (g) => (seat) => colourOf(g, seat);

  // ---------------------------------------------------------------- the board

  /** Put the game's renderer on the table (again after a language switch: see remount). */
  function mount(g, ctx) {
    contexts.set(g, ctx);
    g.board = g.renderer.mount(table.boardRoot, ctx);
    g.boardArgs = null;
  }

  /**
   * Every board update goes through here: the last one is kept to draw the board again. The update
   * says when the current turn started (`turnStartedAt`, ms), so a renderer that times turns (Set
   * Line) keeps its clock when it is mounted again.
   */
  function updateBoard(g, args) {
    const key = turnKeyOf(args.view);
    if (key !== g.turnKey) {
      g.turnKey = key;
      g.turnSince = Date.now();
      if (g.pausedAt) g.pausedAt = Date.now();
    }
    shown = g;
    g.boardArgs = { ...args, turnStartedAt: g.turnSince, pausedAt: g.pausedAt || null };
    g.board.update(g.boardArgs);
  }

  // Reading the rules or any dialog over the board costs no time: while one is open the turn is
  // paused (the board gets `pausedAt`), and the turn's start moves on by the time it stood.
  let shown = null; // the game whose board was updated last
  onDialogChange(() => {
    const g = shown;
    if (!g || !g.board || !g.boardArgs) return;
    const covered = dialogOverTable();
    if (covered && !g.pausedAt) g.pausedAt = Date.now();
    else if (!covered && g.pausedAt) {
      g.turnSince += Date.now() - g.pausedAt;
      g.pausedAt = null;
    } else return;
    g.boardArgs = { ...g.boardArgs, turnStartedAt: g.turnSince, pausedAt: g.pausedAt || null };
    g.board.update(g.boardArgs);
  });

  /**
   * Draw the board again from scratch (a language switch: a renderer translates as it builds).
   * The renderer is destroyed and mounted again with its last update; what the player had picked
   * but not yet played (a selected card, Set Line's placed cards) is not kept.
   */
  function remount(g) {
    if (!g.board) return;
    const args = g.boardArgs;
    g.board.destroy();
    mount(g, contexts.get(g));
    if (args) g.board.update(args);
    g.boardArgs = args;
  }

  /** Take the game's board off the table. */
  function unmount(g) {
    if (g.board) g.board.destroy();
    g.board = null;
    delete body.dataset.pending;
  }

  // ---------------------------------------------------------------- the live game

  /** A game was put on the table. */
  function started(g) {
    hideOverlay();
    table.resetMoments();
    closeDrawer();
    body.dataset.game = g.id;
    body.dataset.seed = String(g.seed);
    body.dataset.practice = g.settings.practice ? 'true' : 'false';
    body.dataset.confirm = g.settings.confirm ? 'true' : 'false';
    frame.setPhase('table');
  }

  // A moment (dice rolled, choices revealed) is said in a toast; the next one replaces it, so a
  // round of bots rolling (ten cars in Formula D) does not pile toasts up.
  let momentToast = null;
  function announceMoment(text) {
    if (momentToast) momentToast.remove();
    momentToast = toast(text, 'info', 5000);
  }

  /** The players panel and the log of the live game. */
  function drawSide(g) {
    table.renderProgress(g.result ? null : g.view && g.view.progress);
    table.renderMoments(g.view, { nameOf: (s) => nameOf(g, s), announce: (text) => announceMoment(text) });
    if (!g.result && g.view && g.view.progress && g.view.progress.last && !g.lastRoundSaid) {
      g.lastRoundSaid = true; // announced once a game, in the page's language of the moment
      toast(() => t(g.view.progress.unit === 'lap' ? 'progress.lastLapNow' : 'progress.lastRoundNow'), 'info', 4000);
    }
    const rows = g.renderer.players(g.view).map((row) => (g.result ? { ...row, score: g.result.scores[row.seat] } : row));
    table.renderPlayers(rows, {
      seats: g.seats, nameOf: (s) => nameOf(g, s), labelOf: (s) => labelOf(g, s), icon: icon(g), colour: colour(g), botName,
      toMove: g.result ? null : g.toMove, viewer: g.viewer, winners: g.result ? g.result.winners : [],
    });
    table.renderLog(localLog(g, g.log), { icon: icon(g), colour: colour(g), nameOf: (s) => nameOf(g, s), since: sinceLast(g, g.viewer) });
  }

  /** The live game as the session last saw it (g.drawn: the turn's previews and whether one may act). */
  function draw(g) {
    const { previews, canAct } = g.drawn;
    updateBoard(g, { view: g.view, previews, canAct });
    drawSide(g);
    table.renderTools({
      visible: true, undo: g.tools.undo, takeBack: g.tools.takeBack, practice: g.settings.practice,
      // a guest's game (g.remote) has no record here: its replays, links and files are the host's
      share: share.supported() && !g.remote, files: !embed && !g.remote, replay: g.log.length > 0 && !g.remote,
      skip: allHumansOut(g) && !g.remote,
    });
    table.showConfirm(null);
    delete body.dataset.pending;
    body.dataset.toMove = g.toMove === null ? '' : String(g.toMove);
    body.dataset.viewer = g.viewer === null ? 'spectator' : String(g.viewer);
    body.dataset.turnOf = g.toMove === null ? '' : (isHuman(g, g.toMove) ? 'human' : 'bot');
    body.dataset.moves = String(g.log.length);
    body.dataset.undo = g.tools.undo.allowed ? 'allowed' : 'refused';

    if (g.result) {
      frame.setStatus(() => t('status.over'), 'over');
      if (g.phase === 'over' && !g.endShown && !endTimer) {
        endTimer = setTimeout(() => {
          endTimer = null;
          if (!g.replay && g.board) showResults(g);
        }, g.log.length ? END_DELAY : 0);
      }
      frame.setPhase(g.endShown ? 'over' : 'table');
      return;
    }
    clearTimeout(endTimer);
    endTimer = null;
    const seat = g.toMove;
    if (!isHuman(g, seat)) frame.setStatus(() => t('status.botThinking', { name: nameOf(g, seat) }), 'bot');
    else if (canAct && humanSeats(g).length === 1) frame.setStatus(() => t('status.yourTurn'), 'you');
    else frame.setStatus(() => t('status.turnOf', { name: nameOf(g, seat) }), 'human');

    if (g.phase === 'pass') {
      const from = sinceLast(g, seat) ?? 0;
      const lines = g.log.slice(from).map((e) => saidWithNames(e.text, e.text_say, typedName(g)));
      showPass({
        name: nameOf(g, seat),
        label: nameOf(g, seat) === labelOf(g, seat) ? labelOf(g, seat) : `${nameOf(g, seat)} (${labelOf(g, seat)})`,
        lines: lines.slice(-PASS_LINES), earlier: Math.max(0, lines.length - PASS_LINES),
        secret: Boolean(g.view && g.view.secret),
        icon: iconOf(g, seat), colour: colourOf(g, seat),
        onReveal: () => onReveal(g),
      });
      frame.setPhase('pass');
    } else {
      if (overlayKind() === 'pass' || overlayKind() === 'end') hideOverlay();
      frame.setPhase('table');
    }
  }

  /** A move that waits for Confirm: the board shows it played, the confirm bar asks. */
  function drawPending(g) {
    const p = g.pending;
    updateBoard(g, { view: p.view, previews: null, canAct: false });
    table.renderTools({ visible: false });
    table.showConfirm({ text: saidWithNames(p.text, p.say, typedName(g)), points: p.points,
      note: p.hidden ? 'confirm.hiddenHand' : p.held ? 'confirm.drawHeld' : null });
    body.dataset.pending = 'true';
    frame.setStatus(() => t('status.confirm'), 'you');
  }

  function clearPending() {
    table.showConfirm(null);
    delete body.dataset.pending;
  }

  // ---------------------------------------------------------------- a replay's position

  /** The table as it was after move k, seen from `seat` (null: the table only). */
  function drawPosition(g, { view, result, toMove, seat, at, total, onPick }) {
    updateBoard(g, { view, previews: null, canAct: false, replay: true });
    table.renderProgress(result ? null : view && view.progress);
    table.renderMoments(view, { nameOf: (s) => nameOf(g, s) });
    const rows = g.renderer.players(view).map((row) => (result ? { ...row, score: result.scores[row.seat] } : row));
    table.renderPlayers(rows, {
      seats: g.seats, nameOf: (s) => nameOf(g, s), labelOf: (s) => labelOf(g, s), icon: icon(g), colour: colour(g), botName,
      toMove: result ? null : toMove, viewer: seat, winners: result ? result.winners : [],
    });
    table.renderLog(localLog(g, g.log.slice(0, total)), { icon: icon(g), colour: colour(g), nameOf: (s) => nameOf(g, s), at, onPick });
    body.dataset.viewer = seat === null ? 'spectator' : String(seat);
  }

  /** While a replay shows: no tools, no confirm bar. */
  function replayShown() {
    table.showConfirm(null);
    table.renderTools({ visible: false });
  }

  /**
   * Draw the table again in the page's language now (after a live language switch): the frame,
   * and the game's board mounted again, with the live game (not a replay: replays.js draws that)
   * and the results screen if it was open.
   */
  function relabel(g) {
    table.relabel();
    if (!g || !g.board) return;
    remount(g);
    if (!g.replay && g.pending) {
      drawSide(g);
      drawPending(g);
    } else if (!g.replay && g.view && g.tools && g.drawn) {
      draw(g);
    }
  }

  return {
    replaySlot: table.replaySlot,
    mount,
    unmount,
    remount,
    started,
    draw,
    drawPending,
    clearPending,
    drawPosition,
    replayShown,
    relabel,
    /** A short message that goes by itself. */
    say: (text, kind, ms) => toast(text, kind, ms),
    /** A bot is choosing its move (body[data-bot]). */
    thinking: (on) => { body.dataset.bot = on ? 'thinking' : 'idle'; },
  };
}
