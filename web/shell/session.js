// The game on the table as the rest of the page sees it (lichess's `ctrl`): the referee
// (referee.js: the game, the engine, the bots, undo) and this page's device (device.js: the seats
// this screen holds, the pass screen, Confirm, drawing), joined. The two speak only in plain JSON
// messages, so another device (a phone, issue 35) can join the same referee.
//
// A game: {id, renderer, board, options, seed, seats, seatNames, settings: {confirm, practice},
//          state, version, log, toMove, result, record, live, saveId, created   (the referee's)
//          view, viewer, phase, revealed, endShown, tools, pending, drawn, moves, replay, replayOnly
//          (the device's)}
import { readable } from './errors.js';
import { createReferee } from './referee.js';
import { createDevice } from './device.js';

/**
 * engine: {call(op, args)}; ready: resolves once the engine is up; embed: save nothing.
 * view: what draws the game (table-view.js); persist(g): after each change (the saved games keep
 * it); leaveReplay(g): g's replay was dropped (a move played from it, or the game left).
 */
export function createSession({ engine, ready, embed, view, persist = () => {}, leaveReplay = () => {} }) {
  const referee = createReferee({ engine, ready, embed, persist });
  const screen = createDevice({ referee, view, leaveReplay });
  referee.connect(screen.device);
  referee.onBots({ think: (on) => view.thinking(on), fail: (err) => view.say(readable(err), 'error') });

  /** Start a game, or reopen one from its record (cfg: see referee.start). */
  const start = (cfg) => referee.start(cfg, (g, before) => screen.mount(g, before));

  /** Leave the table: no game any more. */
  function leave() {
    const g = referee.game;
    referee.leave();
    if (g) screen.drop(g);
  }

  /** The same game again: same options and seats, a new deal. */
  async function playAgain() {
    const g = referee.game;
    if (!g) return;
    try {
      await start({ game: g.id, options: g.options, seats: g.seats, seatNames: g.seatNames, settings: g.settings });
    } catch (err) {
      view.say(readable(err), 'error');
    }
  }

  return {
    /** The game on the table, or null. */
    get game() { return referee.game; },
    referee,
    call: referee.call,
    serial: referee.serial,
    start,
    leave,
    /** Ask again where the game stands and draw it. */
    refresh: (g) => referee.look(g, screen.device),
    redraw: screen.redraw,
    reveal: screen.reveal,
    playAgain,
    move: screen.move,
    confirm: screen.confirm,
    change: screen.change,
    cancelPending: screen.cancelPending,
    undo: screen.undo,
    takeBack: screen.takeBack,
    stopBots: referee.stopBots,
    skipToEnd: referee.skipToEnd,
    /** The bots' pause before each move, in ms. */
    setBotDelay: referee.setBotDelay,
  };
}
