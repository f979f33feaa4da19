// One screen at the table: the seats it holds (every human seat on this page: hot seat is one
// device holding several), what it shows of them (the pass screen between two players with hidden
// hands, a move waiting for Confirm, undo and take-back for the human at it) and its board. It plays
// through the referee (referee.js) and hears from it only by plain JSON messages ({type: 'update',
// answer, played?}), so the same device could sit in another browser.
import { t } from '../i18n.js';
import { said } from '../said.js';
import { fail, readable } from './errors.js';
import { humanSeats, isHere, nameOf } from './seats.js';
import { seatOrigin } from './motion.js';

// Ops that do not take a game state: a renderer's ctx.call sends them as they are.
const STATELESS = new Set(['games', 'bots', 'version', 'new_game', 'replay']);

/**
 * referee: the game's authority; view: what draws the game (table-view.js): mount(g, ctx),
 *   unmount(g), started(g), draw(g), drawPending(g), clearPending(), say(text, kind, ms), thinking(on);
 * leaveReplay(g): g's replay was dropped (a move played from it, or the game left).
 */
export function createDevice({ referee, view, leaveReplay = () => {} }) {
  const current = () => referee.game;
  const call = (op, args) => referee.call(op, args);

  /** The seats this screen holds: the game's human seats. */
  const seats = (g) => humanSeats(g);

  /** Whether the engine should say the previews of the seat to move with its answer. */
  const previews = (g) => g.renderer.usesPreviews !== false
    && (humanSeats(g).length === 1 || Boolean(g.renderer.publicHands) || g.revealed !== null);

  /** What a renderer gets to act with (see web/games/registry.js). */
  function boardCtx(g) {
    return {
      play: (move) => humanPlay(g, move),
      seatName: (seat) => nameOf(g, seat),
      /** A seat's notes kept with the game (a deduction sheet's marks): read(seat) -> object | null. */
      notes: {
        read: (seat) => (g.notes && g.notes[seat]) || null,
        write: (seat, data) => referee.note(g, seat, data),
      },
      seatOrigin,
      /** Any engine op for this game; the current state is filled in. Resolves with `ok`. */
      call: (op, args = {}) => {
        if (g !== current()) return Promise.reject(fail(t('error.noGame'), 'bad_request'));
        const request = { ...(args || {}) };
        if (!STATELESS.has(op)) request.state = g.state;
        // the seat to move's moves came with the table's last answer: no second round trip
        if (op === 'legal_moves' && g.moves && g.moves.state === g.state) return Promise.resolve(structuredClone(g.moves.list));
        return call(op, request);
      },
    };
  }

  /** A new game on this screen (the referee made it): its board goes up; the one before comes down. */
  function mount(g, before) {
    if (before) drop(before);
    view.mount(g, boardCtx(g));
    view.started(g);
  }

  /** Take a game off this screen. */
  function drop(g) {
    cancelPending(g);
    if (g.replay) {
      g.replay = null;
      leaveReplay(g);
    }
    view.unmount(g);
  }

  /** A message from the referee: where the game stands now, for this screen's seats. */
  async function receive(g, message) {
    if (message.type !== 'update' || g !== current()) return;
    const a = message.answer;
    const played = message.played;
    if (played && humanSeats(g).length >= 2 && isHere(g, played.seat) && a.to_move !== played.seat) {
      g.revealed = null; // hide that hand at once, unless the same player moves again
    }
    const { to_move: toMove, result, record } = a;
    const humans = humanSeats(g);
    let phase = 'table';
    let viewer = null;
    if (result) {
      phase = 'over';
      viewer = humans.length === 1 ? humans[0] : null;
    } else if (humans.length === 1) {
      viewer = humans[0];
    } else if (humans.length >= 2 && isHere(g, toMove)) {
      // a game with public hands (renderer.publicHands) hides nothing from the next player
      if (g.revealed === toMove || g.renderer.publicHands) viewer = toMove;
      else phase = 'pass';
    }
    const v = g.version;
    let shown = a.views.find((e) => e.seat === viewer);
    if (!shown) { // a seat the answer did not foresee (the screen's seats changed meanwhile): asked again
      shown = { view: await call('view', { state: g.state, seat: viewer }) };
    }
    const canAct = phase === 'table' && viewer !== null && viewer === toMove && isHere(g, toMove);
    const shownPreviews = canAct && g.renderer.usesPreviews !== false
      ? (a.previews || await call('previews', { state: g.state })) : null;
    if (g !== current() || g.version !== v) return;
    // the seat to move's legal moves, for the renderer's own asking (boardCtx): no second round trip
    g.moves = a.legal_moves ? { state: g.state, list: a.legal_moves } : null;
    const tools = toolState(g, result, toMove, a.undo || []);
    Object.assign(g, { toMove, result, record, view: shown.view, viewer, phase, tools });
    if (g.replay) return; // the live game waits behind the replay
    g.drawn = { previews: shownPreviews, canAct };
    view.draw(g);
  }

  /**
   * Undo and take-back as the engine allows them now. They are for the human at the device: the one
   * whose turn it is when several share it, else the human who moved last.
   */
  function toolState(g, result, toMove, undoInfo) {
    const humans = humanSeats(g);
    const off = { visible: false, allowed: false, reason: '', seat: null };
    if (!humans.length) return { undo: off, takeBack: off };
    const lastHuman = [...g.log].reverse().find((e) => isHere(g, e.seat));
    let seat = lastHuman ? lastHuman.seat : humans[0];
    if (humans.length >= 2 && isHere(g, toMove)) seat = toMove;
    const mine = g.log.some((e) => e.seat === seat);
    // Reasons are read when shown: in the page's language then (it may change while they stand).
    let refusal = null; // {text, say}: the engine's sentence, said in the language of the moment
    const undo = {
      visible: !result, allowed: false, seat,
      get reason() { return refusal ? said(refusal.text, refusal.say) : ''; },
    };
    if (!result) {
      const info = undoInfo.find((u) => u.seat === seat) || { allowed: false, reason: '' };
      undo.allowed = Boolean(info.allowed);
      undo.visible = undo.allowed; // shown only where it can apply: Confirm is the way to change one's mind
      refusal = info.allowed ? null : { text: String(info.reason || ''), say: info.reason_say };
    }
    const takeBack = {
      visible: g.settings.practice, allowed: mine, seat,
      get reason() { return mine ? '' : t('tools.nothingToTakeBack'); },
    };
    return { undo, takeBack };
  }

  /** Ask the referee again where the game stands and draw it (a reveal, a withdrawn move, a replay left). */
  function redraw(g) {
    return referee.serial(async () => {
      if (g !== current()) return;
      g.version++;
      await referee.look(g, device);
    });
  }

  /** The pass screen's "show my hand": the seat to move is at the device now. */
  function reveal(g) {
    if (g !== current() || g.phase !== 'pass') return;
    referee.serial(async () => {
      if (g !== current()) return;
      g.revealed = g.toMove;
      g.version++;
      await referee.look(g, device);
    });
  }

  /** A move from this screen (a human's, or the API's for the seat to move). Call it inside serial(). */
  async function move(g, mv) {
    if (g !== current()) throw fail(t('error.noGame'), 'bad_request');
    if (g.replayOnly) {
      const err = fail(t('error.replayOnly'), 'bad_request');
      view.say(readable(err), 'error');
      throw err;
    }
    cancelPending(g);
    if (g.replay) {
      g.replay = null;
      leaveReplay(g);
    }
    try {
      return await referee.play(g, device, { seat: g.toMove, move: mv });
    } catch (err) {
      view.say(readable(err), 'error');
      throw err;
    }
  }

  // ---------------------------------------------------------------- confirm moves

  /** Whether a human's move waits for Confirm: the game's setting, unless the renderer confirms itself. */
  const needsConfirm = (g) => g.settings.confirm && !g.renderer.confirmsMoves;

  /**
   * A human's move from the board. With "Confirm moves" on, the move is shown as the engine would
   * play it (on a copy: nothing is committed) and waits for Confirm or Change; only Confirm plays it.
   * The promise resolves when the move is played, and rejects (code "changed") if it is withdrawn.
   */
  async function humanPlay(g, mv) {
    const staged = await referee.serial(async () => {
      if (g !== current() || g.replay || g.pending || g.phase !== 'table' || !isHere(g, g.toMove) || g.viewer !== g.toMove) {
        const err = fail(t('error.notYourTurn'), 'illegal_move');
        view.say(readable(err), 'error');
        throw err;
      }
      if (!needsConfirm(g)) return { played: await move(g, mv) };
      const seat = g.toMove;
      let pv;
      let shown;
      try {
        pv = await call('preview', { state: g.state, move: mv });
        if (!pv.legal) throw fail(pv.reason || t('error.generic', { message: '' }), 'illegal_move');
        // What the move reveals (a card drawn) must not show before it is confirmed: the engine
        // shows the move without it (`held`), the player's own hand still in view.
        shown = await call('pending_view', { state: g.state, move: mv });
      } catch (err) {
        view.say(readable(err), 'error');
        throw err;
      }
      if (g !== current()) throw fail(t('error.noGame'), 'bad_request');
      let resolve;
      let reject;
      const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
      promise.catch(() => {});
      g.pending = {
        // what is said before Confirm is the preview's, told from the seat's view (the move's own log
        // line may hold the card it draws or the die it rolls)
        move: mv, seat, text: pv.text, say: pv.text_say, points: pv.points, view: shown.view,
        held: shown.held, hidden: shown.view.seat !== seat, resolve, reject, promise,
      };
      view.drawPending(g);
      return { pending: g.pending };
    });
    if (staged.played) return staged.played;
    return staged.pending.promise;
  }

  /** Play the move that waits for Confirm. */
  function confirm() {
    const g = current();
    if (!g || !g.pending) return;
    const p = g.pending;
    referee.serial(async () => {
      if (g !== current() || g.pending !== p) return;
      g.pending = null;
      view.clearPending();
      try {
        p.resolve(await move(g, p.move));
      } catch (err) {
        p.reject(err);
        g.version++;
        await referee.look(g, device);
      }
    });
  }

  /** Withdraw the move that waits for Confirm. */
  function change() {
    const g = current();
    if (!g || !g.pending) return;
    cancelPending(g);
    redraw(g);
  }

  function cancelPending(g) {
    if (!g || !g.pending) return;
    const p = g.pending;
    g.pending = null;
    view.clearPending();
    p.reject(fail(t('confirm.changed'), 'changed'));
  }

  // ---------------------------------------------------------------- undo and take-back

  /**
   * Undo (`tool` "undo", engine op "undo") or practice take-back ("takeBack", op "take_back") for the
   * human at this screen; a refusal is said, the state kept.
   */
  function rewind(tool, op, refusedText, doneKey) {
    const g = current();
    if (!g || g.replay || g.pending || !g.tools) return;
    const r = g.tools[tool];
    if (!r.visible) return;
    if (!r.allowed) {
      view.say(refusedText(r.reason), 'info');
      return;
    }
    referee.serial(async () => {
      if (g !== current()) return;
      const was = { revealed: g.revealed, endShown: g.endShown };
      g.revealed = r.seat; // the player who undid is at the device
      g.endShown = false;
      try {
        await referee.rewind(g, device, op, r.seat);
      } catch (err) {
        Object.assign(g, was);
        view.say(readable(err), 'error');
        return;
      }
      view.say(() => t(doneKey), 'good');
    });
  }

  const device = {
    seats,
    previews,
    receive,
    /** A replay shown over the live game holds it: the bots wait. */
    paused: () => Boolean(current() && current().replay),
  };

  return {
    device,
    mount,
    drop,
    redraw,
    reveal,
    move,
    confirm,
    change,
    cancelPending,
    undo: () => rewind('undo', 'undo', (reason) => t('tools.undoRefused', { reason }), 'tools.undone'),
    takeBack: () => rewind('takeBack', 'take_back', (reason) => reason, 'tools.takenBack'),
  };
}
