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
export function createSession({ engine, ready, embed, view, persist = () => {}, leaveReplay = () => {}, started = () => {}, left = () => {} }) {
  const host = createReferee({ engine, ready, embed, persist });
  // The referee this screen plays through: the page's own, or a guest's stand-in for a host on
  // another device (remote/guest.js) while this screen plays there (join).
  let referee = host;
  const active = new Proxy({}, { get: (_, key) => referee[key] });
  const screen = createDevice({ referee: active, view, leaveReplay });
  host.connect(screen.device);
  let thinkingToo = () => {}; // devices elsewhere that show a bot choosing (remote/panel.js)
  host.onBots({ think: (on) => { view.thinking(on); thinkingToo(on); }, fail: (err) => view.say(readable(err), 'error') });

  /** Start a game, or reopen one from its record (cfg: see referee.start). */
  const start = async (cfg) => {
    if (referee !== host) leaveGuest();
    // the game before is replaced, not left: started(g) says what becomes of its other devices
    const g = await host.start(cfg, (game, before) => screen.mount(game, before));
    started(g);
    return g;
  };

  function leaveGuest() {
    const g = referee.game;
    referee.leave();
    referee = host;
    if (g) screen.drop(g);
  }

  /** Leave the table: no game any more. */
  function leave() {
    if (referee !== host) { leaveGuest(); return; }
    const g = host.game;
    host.leave();
    if (g) {
      left(g);
      screen.drop(g);
    }
  }

  /**
   * Play at a host's table on another device: `makeGuest(onWelcome)` makes the stand-in referee
   * (remote/guest.js) and calls onWelcome(g, before) when the host's game arrives; this screen
   * then shows it. The page's own game, if any, is left.
   */
  function join(makeGuest) {
    if (referee !== host) leaveGuest();
    else if (host.game) leave();
    const guest = makeGuest((g, before) => screen.mount(g, before));
    guest.connect(screen.device);
    referee = guest;
    return guest;
  }

  /** The same game again: same options and seats, a new deal. */
  async function playAgain() {
    const g = referee.game;
    if (!g || referee !== host) return;
    try {
      await start({ game: g.id, options: g.options, seats: g.seats, seatNames: g.seatNames, settings: g.settings });
    } catch (err) {
      view.say(readable(err), 'error');
    }
  }

  return {
    /** The game on the table, or null. */
    get game() { return referee.game; },
    /** The page's own referee (the host's, whatever this screen shows). */
    referee: host,
    /** Whether this screen plays at another device's table. */
    get guest() { return referee !== host; },
    call: (op, args) => referee.call(op, args),
    serial: (fn) => referee.serial(fn),
    start,
    leave,
    join,
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
    stopBots: host.stopBots,
    skipToEnd: () => referee.skipToEnd(),
    /** The bots' pause before each move, in ms. */
    setBotDelay: host.setBotDelay,
    /** Where else a bot choosing shows (think(on)). */
    alsoThinking(think) { thinkingToo = think; },
  };
}
