// The game on the table: its state and what can be done to it (lichess's `ctrl`). It asks the
// engine, keeps the game, plays the bots and runs confirm, undo and take-back; it draws nothing:
// it tells its view (table-view.js) what to draw.
//
// The record is the truth: a save, a share link, an undo, a take-back and every replay position
// are the engine's record (or a prefix of it) replayed; the shell never writes inverse moves.
//
// A game: {id, renderer, board, options, seed, seats, seatNames, settings: {confirm, practice},
//          state, version, log, toMove, result, view, viewer, phase, revealed, endShown, record,
//          tools, pending, replay, replayOnly, saveId, created, live, drawn}
import { t } from '../i18n.js';
import { said, loadWords } from '../said.js';
import { fail, readable } from './errors.js';
import { humanSeats, hasBot, isHuman, nameOf } from './seats.js';
import { resolveBot } from './bots.js';
import { rendererOf, seatNamesFor } from './catalog.js';
import { newId } from './saves.js';
import { seatOrigin } from './motion.js';

// Ops that do not take a game state: a renderer's ctx.call sends them as they are.
const STATELESS = new Set(['games', 'bots', 'version', 'new_game', 'replay']);

/**
 * engine: {call(op, args)}; ready: resolves once the engine is up; embed: save nothing.
 * view: what draws the game (table-view.js): mount(g, ctx), unmount(g), started(g), draw(g),
 *   drawPending(g), clearPending(), say(text, kind, ms), thinking(on).
 * persist(g): after each refresh (the saved games keep it); leaveReplay(g): g's replay was
 *   dropped (a move played from it, or the game left).
 */
export function createSession({ engine, ready, embed, view, persist = () => {}, leaveReplay = () => {} }) {
  let game = null;
  let botTimer = null;
  let botDelay = 700;
  let lock = Promise.resolve();
  const call = (op, args) => engine.call(op, args);

  /** Run engine-changing work one at a time. */
  function serial(fn) {
    const p = lock.then(fn, fn);
    lock = p.catch(() => {});
    return p;
  }

  function stopBots() {
    clearTimeout(botTimer);
    botTimer = null;
  }

  /** What a renderer gets to act with (see web/games/registry.js). */
  function boardCtx(g) {
    return {
      play: (move) => humanPlay(g, move),
      seatName: (seat) => nameOf(g, seat),
      seatOrigin,
      /** Any engine op for this game; the current state is filled in. Resolves with `ok`. */
      call: (op, args = {}) => {
        if (g !== game) return Promise.reject(fail(t('error.noGame'), 'bad_request'));
        const request = { ...(args || {}) };
        if (!STATELESS.has(op)) request.state = g.state;
        // the seat to move's moves came with the table's last answer: no second round trip
        if (op === 'legal_moves' && g.moves && g.moves.state === g.state) return Promise.resolve(structuredClone(g.moves.list));
        return call(op, request);
      },
    };
  }

  /**
   * Start a game, or reopen one from its record.
   * cfg: {game, options, seed?, seats: [{kind, bot, name}], seatNames?, settings?: {confirm, practice},
   *       record? (replayed instead of a new game), saveId?, created?, persist? (default: not embed),
   *       replay?: false | {...}: the game opens behind a replay (replays.js enters it)}
   */
  async function start(cfg) {
    await ready;
    const gameId = cfg.record ? cfg.record.game : cfg.game;
    const renderer = await rendererOf(gameId);
    return serial(async () => {
      // In turn with the other starts (an address's and the API's), never after a later one.
      await loadWords(gameId, call); // its sentences written again with the players' own names
      stopBots();
      let state;
      let log = [];
      if (cfg.record) {
        state = await call('replay', { record: cfg.record });
        log = (await call('log', { state })).map((e) => ({ seat: e.seat, move: e.move, text: e.text, text_say: e.text_say }));
      } else {
        const args = { game: gameId, options: cfg.options };
        if (Number.isInteger(cfg.seed)) args.seed = cfg.seed;
        state = await call('new_game', args);
      }
      const record = await call('record', { state });
      const players = Number(record.options.players) || Number(cfg.options && cfg.options.players) || cfg.seats.length || 1;
      const seats = Array.from({ length: players }, (_, i) => {
        const seat = cfg.seats[i] || { kind: 'bot', bot: 'greedy', name: '' };
        return seat.kind === 'bot' ? { kind: 'bot', bot: resolveBot(seat.bot), name: seat.name || '' }
          : { kind: 'human', bot: null, name: seat.name || '' };
      });
      if (game) drop(game);
      const settings = cfg.settings || {};
      const keep = cfg.persist ?? !embed;
      const fresh = {
        id: gameId, renderer, options: record.options, seed: record.seed, seats,
        seatNames: cfg.seatNames && cfg.seatNames.length ? cfg.seatNames : seatNamesFor(gameId, record.options.mode),
        settings: { confirm: Boolean(settings.confirm), practice: Boolean(settings.practice) },
        state, record, version: 0, log, toMove: null, result: null, view: null, viewer: null,
        phase: 'table', revealed: null, endShown: false, tools: null, pending: null,
        replay: cfg.replay ? { starting: true } : null, replayOnly: Boolean(cfg.replay && cfg.replay.only),
        saveId: keep ? (cfg.saveId || newId()) : null,
        created: cfg.created || new Date().toISOString(),
        live: !cfg.replay, storageWarned: false,
      };
      // Take-backs are for one human practising against bots: they never take back another human's move.
      fresh.settings.practice = fresh.settings.practice && hasBot(fresh) && humanSeats(fresh).length === 1;
      game = fresh;
      view.mount(fresh, boardCtx(fresh));
      view.started(fresh);
      await refresh(fresh);
      return fresh;
    });
  }

  /** Take a game off the table. */
  function drop(g) {
    cancelPending(g);
    if (g.replay) {
      g.replay = null;
      leaveReplay(g);
    }
    view.unmount(g);
  }

  /** Leave the table: no game any more. */
  function leave() {
    stopBots();
    if (game) drop(game);
    game = null;
  }

  /** Whether the engine should say the previews of the seat to move with its answer (`turn`). */
  const previewsWanted = (g) => g.renderer.usesPreviews !== false
    && (humanSeats(g).length === 1 || Boolean(g.renderer.publicHands) || g.revealed !== null);

  /** Where the game stands, in one engine call (`turn`): the seat to move, the result, the record,
   * the views this screen may show, the moves and previews of its seat to move, and undo. */
  const ask = (g, move, bot = null) => call('turn', {
    state: g.state, seats: humanSeats(g), previews: previewsWanted(g), ...(move === undefined ? {} : { move }),
    ...(bot ? { bot: bot.level, seed: bot.seed } : {}),
  });

  /** Draw the game again from the engine's answer (`turn`; asked here when not given). */
  async function refresh(g, answer = null) {
    const v = g.version;
    const a = answer || await ask(g);
    const { to_move: toMove, result, record } = a;
    const humans = humanSeats(g);
    let phase = 'table';
    let viewer = null;
    if (result) {
      phase = 'over';
      viewer = humans.length === 1 ? humans[0] : null;
    } else if (humans.length === 1) {
      viewer = humans[0];
    } else if (humans.length >= 2 && isHuman(g, toMove)) {
      // a game with public hands (renderer.publicHands) hides nothing from the next player
      if (g.revealed === toMove || g.renderer.publicHands) viewer = toMove;
      else phase = 'pass';
    }
    let shown = a.views.find((e) => e.seat === viewer);
    if (!shown) { // a seat the answer did not foresee (the screen's seats changed meanwhile): asked again
      shown = { view: await call('view', { state: g.state, seat: viewer }) };
    }
    const canAct = phase === 'table' && viewer !== null && viewer === toMove && isHuman(g, toMove);
    const previews = canAct && g.renderer.usesPreviews !== false
      ? (a.previews || await call('previews', { state: g.state })) : null;
    const tools = toolState(g, result, toMove, a.undo || []);
    if (g !== game || g.version !== v) return;
    // the seat to move's legal moves, for the renderer's own asking (boardCtx): no second round trip
    g.moves = a.legal_moves ? { state: g.state, list: a.legal_moves } : null;
    Object.assign(g, { toMove, result, view: shown.view, viewer, phase, tools, record });
    persist(g);
    if (g.replay) return; // the live game waits behind the replay
    g.drawn = { previews, canAct };
    view.draw(g);
    if (!result && !isHuman(g, toMove)) scheduleBot(g);
  }

  /** Refresh after something the engine did not do (a reveal, a withdrawn move, a replay left). */
  function redraw(g) {
    return serial(async () => {
      if (g !== game) return;
      g.version++;
      await refresh(g);
    });
  }

  /**
   * Undo and take-back as the engine allows them now. They are for the human at the device: the one
   * whose turn it is when several share it, else the human who moved last.
   */
  function toolState(g, result, toMove, undoInfo) {
    const humans = humanSeats(g);
    const off = { visible: false, allowed: false, reason: '', seat: null };
    if (!humans.length) return { undo: off, takeBack: off };
    const lastHuman = [...g.log].reverse().find((e) => isHuman(g, e.seat));
    let seat = lastHuman ? lastHuman.seat : humans[0];
    if (humans.length >= 2 && isHuman(g, toMove)) seat = toMove;
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

  /** The pass screen's "show my hand": the seat to move is at the device now. */
  function reveal(g) {
    if (g !== game || g.phase !== 'pass') return;
    serial(async () => {
      if (g !== game) return;
      g.revealed = g.toMove;
      g.version++;
      await refresh(g);
    });
  }

  /** The same game again: same options and seats, a new deal. */
  async function playAgain() {
    const g = game;
    if (!g) return;
    try {
      await start({ game: g.id, options: g.options, seats: g.seats, seatNames: g.seatNames, settings: g.settings });
    } catch (err) {
      view.say(readable(err), 'error');
    }
  }

  /** The one place a move is applied (human, bot or API). Call it inside serial(). */
  async function move(g, mv, bot = null) {
    if (g !== game) throw fail(t('error.noGame'), 'bad_request');
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
    g.live = true;
    const seat = g.toMove;
    let answer;
    try {
      answer = await ask(g, mv, bot); // the move and everything the table needs next, in one round trip
    } catch (err) {
      view.say(readable(err), 'error');
      throw err;
    }
    const played = answer.played;
    const res = { state: answer.state, text: played.text, text_say: played.text_say };
    if (g !== game) return res;
    g.state = answer.state;
    g.version++;
    g.log.push({ seat, move: played.move, text: res.text, text_say: res.text_say });
    if (humanSeats(g).length >= 2 && isHuman(g, seat) && answer.to_move !== seat) {
      // Hide that hand at once, unless the same player moves again (a turn of several moves).
      g.revealed = null;
      if (answer.views.every((e) => e.seat !== null)) answer = await ask(g); // the spectator's view too
    }
    await refresh(g, answer);
    return res;
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
    const staged = await serial(async () => {
      if (g !== game || g.replay || g.pending || g.phase !== 'table' || !isHuman(g, g.toMove) || g.viewer !== g.toMove) {
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
      if (g !== game) throw fail(t('error.noGame'), 'bad_request');
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
    const g = game;
    if (!g || !g.pending) return;
    const p = g.pending;
    serial(async () => {
      if (g !== game || g.pending !== p) return;
      g.pending = null;
      view.clearPending();
      try {
        p.resolve(await move(g, p.move));
      } catch (err) {
        p.reject(err);
        g.version++;
        await refresh(g);
      }
    });
  }

  /** Withdraw the move that waits for Confirm. */
  function change() {
    const g = game;
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
   * Undo (`tool` "undo", engine op "undo") or practice take-back ("takeBack", op "take_back"): the
   * engine replays the record without the seat's last move; a refusal is said, the state kept.
   */
  function rewind(tool, op, refusedText, doneKey) {
    const g = game;
    if (!g || g.replay || g.pending || !g.tools) return;
    const r = g.tools[tool];
    if (!r.visible) return;
    if (!r.allowed) {
      view.say(refusedText(r.reason), 'info');
      return;
    }
    serial(async () => {
      if (g !== game) return;
      let state;
      try {
        state = await call(op, { state: g.state, seat: r.seat });
      } catch (err) {
        view.say(readable(err), 'error');
        return;
      }
      await applyPrefix(g, state, r.seat);
      view.say(() => t(doneKey), 'good');
    });
  }

  /** Put a replayed prefix of the record on the table (after undo or take-back). */
  async function applyPrefix(g, state, seat) {
    stopBots();
    const record = await call('record', { state });
    if (g !== game) return;
    g.state = state;
    g.version++;
    g.log = g.log.slice(0, record.moves.length);
    g.revealed = seat; // the player who undid is at the device
    g.endShown = false;
    await refresh(g);
  }

  // ---------------------------------------------------------------- bots

  /** The seed of the next bot move: the same game whether the bots are watched or skipped. */
  const botSeed = (g) => (g.seed * 31 + 7919 * (g.log.length + 1)) % 2147483647;
  const botOf = (g, seat) => (g.seats[seat] && g.seats[seat].bot) || 'greedy';

  /**
   * "Skip to the end": once no human seat has a move left, the bots play the rest without pauses or
   * drawing in between (the same moves as watched: the same seeds), and the table is drawn once at
   * the end. It stops where a human would move. Resolves with the number of moves played.
   */
  function skipToEnd() {
    const g = game;
    if (!g || g.result || g.replay || g.replayOnly || g.pending || isHuman(g, g.toMove)) return Promise.resolve(0);
    stopBots();
    return serial(async () => {
      if (g !== game || g.result) return 0;
      let played = 0;
      let { toMove, result } = g;
      view.thinking(true);
      try {
        while (g === game && !g.replay && !result && toMove !== null && !isHuman(g, toMove)) {
          // one round trip a move: the bot's choice, played, and where the game stands (no views)
          const a = await call('turn', { state: g.state, bot: botOf(g, toMove), seed: botSeed(g), seats: [] });
          if (g !== game) return played;
          g.state = a.state;
          g.version++;
          g.log.push({ seat: toMove, move: a.played.move, text: a.played.text, text_say: a.played.text_say });
          played++;
          ({ to_move: toMove, result } = a);
        }
      } finally {
        view.thinking(false);
      }
      if (g === game) {
        g.version++;
        await refresh(g);
      }
      return played;
    });
  }

  function scheduleBot(g) {
    clearTimeout(botTimer);
    const v = g.version;
    botTimer = setTimeout(() => {
      botTimer = null;
      serial(async () => {
        if (g !== game || g.version !== v || g.result || g.replay) return;
        const bot = botOf(g, g.toMove);
        view.thinking(true);
        try {
          await move(g, undefined, { level: bot, seed: botSeed(g) }); // chosen and played in one round trip
        } finally {
          view.thinking(false);
        }
      }).catch((err) => view.say(readable(err), 'error'));
    }, botDelay);
  }

  return {
    /** The game on the table, or null. */
    get game() { return game; },
    call,
    serial,
    start,
    leave,
    refresh,
    redraw,
    reveal,
    playAgain,
    move,
    confirm,
    change,
    cancelPending,
    undo: () => rewind('undo', 'undo', (reason) => t('tools.undoRefused', { reason }), 'tools.undone'),
    takeBack: () => rewind('takeBack', 'take_back', (reason) => reason, 'tools.takenBack'),
    stopBots,
    skipToEnd,
    /** The bots' pause before each move, in ms. */
    setBotDelay(ms) { botDelay = ms; },
  };
}
