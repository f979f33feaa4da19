// Replays: step through the game on the table move by move, from any seat's view the rules allow.
// Every position is the engine's replay of a prefix of the record (kept once computed); the live
// game waits behind the replay and goes on when the replay is left (or a move is played from it).
// The controls are the replay bar (replay-bar.js); the table view draws each position.
import { t } from '../i18n.js';
import { hideOverlay, overlayKind, closeDrawer } from './overlays.js';
import { createReplayBar } from './replay-bar.js';
import { readable } from './errors.js';
import { humanSeats, nameOf } from './seats.js';
import * as share from './share.js';

/**
 * session: the game on the table (session.js); tableView: table-view.js; frame: frame.js;
 * embed: no lobby to go back to; onShare(): share the game; toLobby(): leave for the lobby.
 */
export function createReplays({ session, tableView, frame, embed, onShare, toLobby }) {
  const body = document.body;
  const bar = createReplayBar({
    go: (at) => go(at),
    step: (delta) => {
      const g = session.game;
      if (g && g.replay && !g.replay.starting) go(g.replay.at + delta);
    },
    seat: (value) => seatTo(value),
    exit: () => exit(),
    share: () => onShare(),
  });
  tableView.replaySlot.append(bar.el);
  bar.el.hidden = true;
  let drawing = Promise.resolve();

  /** Which views a replay may show: every seat once the game is over, else only what is yours. */
  function seatsOf(g) {
    const out = [{ value: 'spectator', label: t('replay.spectator') }];
    const humans = humanSeats(g);
    g.seats.forEach((s, i) => {
      const own = humans.length === 1 && humans[0] === i;
      if (g.result || own || g.seats.length === 1) {
        const typed = Boolean(s.name); // "You" is the seat's default name, not a name to quote
        let label;
        if ((own && !g.result) || (g.seats.length === 1 && s.kind === 'human')) {
          label = typed ? t('replay.yourView', { name: nameOf(g, i) }) : t('replay.yourViewPlain');
        } else label = t('replay.seatView', { name: nameOf(g, i) });
        out.push({ value: String(i), label });
      }
    });
    return out;
  }

  /** Show g (the game on the table) as a replay, at its last move. exitTo: 'table' | 'lobby';
   * only: a replay and nothing else (no moves, no way back to a live game). */
  async function enter(g, { exitTo = 'table', only = false } = {}) {
    if (!g || g !== session.game) return;
    await session.serial(async () => {
      if (g !== session.game) return;
      session.cancelPending(g);
      session.stopBots();
      const record = await session.call('record', { state: g.state });
      if (g !== session.game) return;
      const total = record.moves.length;
      const seats = seatsOf(g);
      const humans = humanSeats(g);
      let seat = 'spectator';
      if (humans.length === 1 && seats.some((s) => s.value === String(humans[0]))) seat = String(humans[0]);
      else if (g.seats.length === 1) seat = '0';
      g.replay = { record, total, at: total, seat, states: new Map([[total, g.state]]), exitTo, only };
      g.replayOnly = g.replayOnly || only;
      if (overlayKind() && overlayKind() !== 'message') hideOverlay();
      closeDrawer();
      body.dataset.replay = 'on';
      bar.el.hidden = false;
      tableView.replayShown();
      frame.setPhase('replay');
    });
    await draw(g);
  }

  async function stateAt(r, k) {
    if (r.states.has(k)) return r.states.get(k);
    let state;
    if (k > 0 && r.states.has(k - 1)) {
      state = (await session.call('play', { state: r.states.get(k - 1), move: r.record.moves[k - 1] })).state;
    } else {
      state = await session.call('replay', { record: { ...r.record, moves: r.record.moves.slice(0, k) } });
    }
    r.states.set(k, state);
    return state;
  }

  /** Draw the replay's position (one at a time, in order). */
  function draw(g) {
    drawing = drawing.then(() => drawNow(g)).catch((err) => tableView.say(readable(err), 'error'));
    return drawing;
  }

  async function drawNow(g) {
    const r = g.replay;
    if (!r || g !== session.game || r.starting) return;
    const k = r.at;
    const seat = r.seat === 'spectator' ? null : Number(r.seat);
    const state = await stateAt(r, k);
    const [view, result, toMove] = await Promise.all([
      session.call('view', { state, seat }), session.call('result', { state }), session.call('to_move', { state })]);
    if (g !== session.game || g.replay !== r || r.at !== k) return;
    tableView.drawPosition(g, { view, result, toMove, seat, at: k, total: r.total, onPick: (n) => go(n + 1) });
    let note = '';
    if (g.result) note = t('replay.revealNote');
    else if (seatsOf(g).length === 1) note = t('replay.hiddenNote');
    bar.update({
      at: k, total: r.total, seats: seatsOf(g), seat: r.seat, note,
      exitLabel: r.only ? null : (r.exitTo === 'lobby' && !embed ? t('replay.toLobby') : t(g.result ? 'replay.toTable' : 'replay.toGame')),
      canShare: share.supported(),
    });
    bar.el.querySelector('#replay-exit').hidden = r.only;
    body.dataset.replayAt = String(k);
    frame.setStatus(() => (k === 0 ? t('status.replayStart') : t('status.replay', { at: k, total: r.total })), 'replay');
  }

  function go(at) {
    const g = session.game;
    if (!g || !g.replay || g.replay.starting) return;
    const r = g.replay;
    const k = Math.max(0, Math.min(r.total, Number(at) || 0));
    if (k === r.at) return;
    r.at = k;
    draw(g);
  }

  function seatTo(value) {
    const g = session.game;
    if (!g || !g.replay) return;
    g.replay.seat = value;
    draw(g);
  }

  /** The replay of g was dropped (the session set g.replay to null): put the bar away. */
  function left() {
    bar.el.hidden = true;
    delete body.dataset.replay;
    delete body.dataset.replayAt;
  }

  /** Leave the replay: for the lobby, or back to the game (which goes on where it stands). */
  function exit() {
    const g = session.game;
    if (!g || !g.replay || g.replay.only) return;
    const to = g.replay.exitTo;
    g.replay = null;
    left();
    if (to === 'lobby' && !embed) {
      toLobby();
      return;
    }
    g.endShown = true; // the results were seen (or are a click away on Results)
    session.redraw(g);
  }

  return {
    enter,
    left,
    /** The replay bar's keys (arrows, Home, End), when a replay shows and nothing covers it. */
    onKey: (e) => bar.onKey(e),
    /** Draw the bar and the position again in the page's language now. */
    relabel(g) {
      bar.relabel();
      if (g && g.board && g.replay && !g.replay.starting) draw(g);
    },
  };
}
