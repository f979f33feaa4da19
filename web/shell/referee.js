// The authority over the game on the table: it holds the game (state, record, log, seats), asks the
// engine, plays the bots, undoes and takes back, and tells every device connected to it where the
// game stands. It draws nothing and knows nothing of screens: a device (device.js) holds some of the
// seats, shows them, and asks the referee to play its moves.
//
// Everything between the referee and a device is a plain JSON message, so a device can later sit in
// another browser (issue 35):
//   device -> referee   {type: 'play', seat, move} | {type: 'look'} | {type: 'undo', seat}
//                       | {type: 'take_back', seat}
//   referee -> device   {type: 'update', answer, played?, log?}: `answer` is the engine's `turn`
//                       answer for the device's seats (to_move, result, record, views, legal_moves,
//                       previews, undo); `played` the move just played ({seat, move, text, text_say});
//                       `log` the whole log when it changed otherwise (a start, an undo)
// A device connects with {seats() -> [seat], previews() -> bool, receive(message), paused() -> bool}.
// On this page the device shares the game object with the referee (other shell modules read it);
// the referee writes only the game's own fields: state, record, log, version, toMove, result, live.
//
// The record is the truth: a save, a share link, an undo, a take-back and every replay position are
// the engine's record (or a prefix of it) replayed; nothing writes inverse moves.
import { t } from '../i18n.js';
import { loadWords } from '../said.js';
import { fail } from './errors.js';
import { hasBot, peopleSeats, isHuman } from './seats.js';
import { resolveBot } from './bots.js';
import { rendererOf, seatNamesFor } from './catalog.js';
import { cleanNotes, newId } from './saves.js';

/**
 * engine: {call(op, args)}; ready: resolves once the engine is up; embed: save nothing.
 * persist(g): after each change the devices were told of (the saved games keep it).
 */
export function createReferee({ engine, ready, embed, persist = () => {} }) {
  let game = null;
  let botTimer = null;
  let botDelay = 700;
  let lock = Promise.resolve();
  const devices = new Set();
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

  /** A device joins: it is told of every change from now on. Returns a function that disconnects it. */
  function connect(device) {
    devices.add(device);
    return () => devices.delete(device);
  }

  /** The engine's `turn` for one device: its seats' views, moves and undo (and a move, if given). */
  function ask(g, device, extra = {}) {
    return call('turn', { state: g.state, seats: device.seats(g), previews: device.previews(g), ...extra });
  }

  /**
   * Tell every device where the game stands. `first` is the answer already made for `asker` (the
   * device whose request changed the game); the others get their own. A JSON copy of each message
   * goes out, as it would over a wire.
   */
  async function tell(g, asker, first, extra = {}) {
    // the asker first: the device that moved (a guest's phone too) hears back before the others
    const order = devices.has(asker) ? [asker, ...[...devices].filter((d) => d !== asker)] : [...devices];
    for (const device of order) {
      const answer = device === asker && first ? first : await ask(g, device);
      if (g !== game) return;
      await device.receive(g, JSON.parse(JSON.stringify({ type: 'update', answer, ...extra })));
      if (g !== game) return;
    }
    persist(g);
    if (!g.result && g.toMove !== null && !isHuman(g, g.toMove)) scheduleBot(g);
  }

  /** The answer's facts that are the game's own (the referee's to keep). */
  function keep(g, answer) {
    Object.assign(g, { toMove: answer.to_move, result: answer.result, record: answer.record });
  }

  /**
   * Start a game, or reopen one from its record. Returns the new game; `onNew(g)` runs once it is
   * made, before any device is told (the page mounts its board there).
   * cfg: {game, options, seed?, seats: [{kind, bot, name}], seatNames?, settings?: {confirm, practice}, notes?,
   *       record? (replayed instead of a new game), saveId?, created?, persist? (default: not embed),
   *       replay?: false | {...}: the game opens behind a replay}
   */
  async function start(cfg, onNew) {
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
          : { kind: 'human', bot: null, name: seat.name || '', ...(seat.remote ? { remote: true } : {}) };
      });
      const settings = cfg.settings || {};
      const keepIt = cfg.persist ?? !embed;
      const fresh = {
        id: gameId, renderer, options: record.options, seed: record.seed, seats,
        seatNames: cfg.seatNames && cfg.seatNames.length ? cfg.seatNames : seatNamesFor(gameId, record.options.mode),
        settings: { confirm: Boolean(settings.confirm), practice: Boolean(settings.practice) },
        notes: cleanNotes(cfg.notes),
        state, record, version: 0, log, toMove: null, result: null, view: null, viewer: null,
        phase: 'table', revealed: null, endShown: false, tools: null, pending: null,
        replay: cfg.replay ? { starting: true } : null, replayOnly: Boolean(cfg.replay && cfg.replay.only),
        saveId: keepIt ? (cfg.saveId || newId()) : null,
        created: cfg.created || new Date().toISOString(),
        live: !cfg.replay, storageWarned: false,
      };
      // Take-backs are for one human practising against bots: they never take back another human's move.
      fresh.settings.practice = fresh.settings.practice && hasBot(fresh) && peopleSeats(fresh).length === 1;
      const before = game;
      game = fresh;
      onNew(fresh, before);
      await look(fresh);
      return fresh;
    });
  }

  /** No game any more. */
  function leave() {
    stopBots();
    game = null;
  }

  /** A device that holds no seat: where the game stands, with the spectator's view only. */
  const NOBODY = { seats: () => [], previews: () => false };

  /** Every device is told again where the game stands (a start, a reveal, a withdrawn move, a
   * replay left, an undo): `asker`'s answer first (the first device's when none asks). */
  async function look(g, asker = null) {
    if (g !== game) return;
    const first = asker || [...devices][0] || null;
    const answer = await ask(g, first || NOBODY);
    if (g !== game) return;
    keep(g, answer);
    await tell(g, first, answer);
  }

  /**
   * The one place a move is applied: `seat`'s move, or with `bot` ({level, seed}) the bot's choice
   * for the seat to move. Call it inside serial(). Resolves with {state, text, text_say}; rejects
   * with the engine's refusal (nothing changed).
   */
  async function play(g, device, { seat, move, bot = null }) {
    if (g !== game) throw fail(t('error.noGame'), 'bad_request');
    if (seat !== g.toMove) throw fail(t('error.notYourTurn'), 'illegal_move');
    g.live = true;
    const answer = await ask(g, device, bot ? { bot: bot.level, seed: bot.seed } : { move });
    const played = { ...answer.played, seat };
    if (g !== game) return { state: answer.state, text: played.text, text_say: played.text_say };
    g.state = answer.state;
    g.version++;
    g.log.push({ seat, move: played.move, text: played.text, text_say: played.text_say });
    keep(g, answer);
    await tell(g, device, answer, { played });
    return { state: answer.state, text: played.text, text_say: played.text_say };
  }

  /**
   * Undo (op "undo") or practice take-back (op "take_back") of `seat`'s last move: the engine
   * replays the record without it; a refusal rejects, the state kept. Call it inside serial().
   */
  async function rewind(g, device, op, seat) {
    if (g !== game) throw fail(t('error.noGame'), 'bad_request');
    const state = await call(op, { state: g.state, seat });
    stopBots();
    const record = await call('record', { state });
    if (g !== game) return;
    g.state = state;
    g.version++;
    g.log = g.log.slice(0, record.moves.length);
    await look(g, device);
  }

  // ---------------------------------------------------------------- bots

  /** The seed of the next bot move: the same game whether the bots are watched or skipped. */
  const botSeed = (g) => (g.seed * 31 + 7919 * (g.log.length + 1)) % 2147483647;
  const botOf = (g, seat) => (g.seats[seat] && g.seats[seat].bot) || 'greedy';
  /** Whether a device holds the game still (a replay shown over it): the bots wait. */
  const held = () => [...devices].some((d) => d.paused());

  /** thinking(on): a device shows that a bot chooses; errors(err): a bot's move failed. */
  let thinking = () => {};
  let failed = () => {};

  function scheduleBot(g) {
    clearTimeout(botTimer);
    const v = g.version;
    botTimer = setTimeout(() => {
      botTimer = null;
      serial(async () => {
        if (g !== game || g.version !== v || g.result || held()) return;
        thinking(true);
        try {
          // chosen and played in one round trip; the first device's seats get their answer with it
          await play(g, [...devices][0] || NOBODY, { seat: g.toMove, bot: { level: botOf(g, g.toMove), seed: botSeed(g) } });
        } finally {
          thinking(false);
        }
      }).catch((err) => failed(err));
    }, botDelay);
  }

  /**
   * "Skip to the end": once no human seat has a move left, the bots play the rest without pauses or
   * telling the devices in between (the same moves as watched: the same seeds), and the devices are
   * told once at the end. It stops where a human would move. Resolves with the number of moves played.
   */
  function skipToEnd() {
    const g = game;
    if (!g || g.result || held() || isHuman(g, g.toMove)) return Promise.resolve(0);
    stopBots();
    return serial(async () => {
      if (g !== game || g.result) return 0;
      let played = 0;
      thinking(true);
      try {
        while (g === game && !held() && !g.result && g.toMove !== null && !isHuman(g, g.toMove)) {
          const seat = g.toMove;
          // one round trip a move: the bot's choice, played, and where the game stands (no views)
          const a = await call('turn', { state: g.state, bot: botOf(g, seat), seed: botSeed(g), seats: [] });
          if (g !== game) return played;
          g.state = a.state;
          g.version++;
          g.log.push({ seat, move: a.played.move, text: a.played.text, text_say: a.played.text_say });
          keep(g, a);
          played++;
        }
      } finally {
        thinking(false);
      }
      if (g === game) {
        g.version++;
        await look(g);
      }
      return played;
    });
  }

  return {
    /** The game on the table, or null. */
    get game() { return game; },
    /** Keep a renderer's notes for a seat with the game (saved with it; ctx.notes). */
    note(g, seat, data) {
      g.notes = { ...g.notes, ...cleanNotes({ [seat]: data }) };
      if (g === game) persist(g);
    },
    call,
    serial,
    connect,
    start,
    leave,
    look,
    play,
    rewind,
    skipToEnd,
    stopBots,
    /** The bots' pause before each move, in ms. */
    setBotDelay(ms) { botDelay = ms; },
    /** What the devices show while a bot chooses, and where a bot's failure is said. */
    onBots({ think, fail: onFail }) { thinking = think; failed = onFail; },
  };
}
