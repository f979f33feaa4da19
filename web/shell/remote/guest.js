// A guest's side of play on several devices (issue 35): the referee as the guest's screen sees it.
// The game's authority is the host's page (host.js); here stands a stand-in with the referee's
// interface (referee.js), so that the guest's screen is the same device (device.js) as any other:
// its moves, undo, notes and engine questions go over the channel, and the host's updates come
// back as a device's messages. The guest's game holds no state and no record: only its seat's
// view, the public log and the table's public facts (host.js says what the host sends).
//
// Stateless engine ops (the game's words, the bots' names) are answered by the guest's own engine.
import { t } from '../../i18n.js';
import './strings.js';
import { loadWords } from '../../said.js';
import { fail } from '../errors.js';

const LOCAL_OPS = new Set(['games', 'bots', 'words', 'version']);

// While this device plays at a host's table: so that a reload (or a phone that dropped the page)
// comes back saying it is reconnecting, with the join dialog open (boot.js), not to its own lobby.
export const GUEST_STORE = 'tabletop.remote.guest';
export const remember = (on) => {
  try {
    if (on) localStorage.setItem(GUEST_STORE, JSON.stringify({ at: Date.now() }));
    else localStorage.removeItem(GUEST_STORE);
  } catch { /* private mode: a reload lands in the lobby */ }
};

/**
 * channel: {send(obj), onmessage(fn), onclose(fn), close()}; engine: {call(op, args)} (the guest's
 * own, for stateless ops); rendererOf(gameId) -> Promise<renderer> (catalog.js); onWelcome(g): the game is on (mount it); onThinking(on); onBye(why):
 * the host ended the link ('left' | 'moved'); onLost(): the channel closed without a goodbye.
 */
export function createGuestReferee({ channel, engine, rendererOf, onWelcome, onThinking = () => {}, onBye = () => {}, onLost = () => {} }) {
  let game = null;
  let seat = null;
  let lock = Promise.resolve();
  let nextId = 1;
  let closed = false;
  const devices = new Set();
  const waiting = new Map(); // request id -> {resolve, reject}

  function serial(fn) {
    const p = lock.then(fn, fn);
    lock = p.catch(() => {});
    return p;
  }

  /** Ask the host; resolves with its `ok`, rejects with its refusal (the engine's words). */
  function request(message) {
    if (closed) return Promise.reject(fail(t('remote.offline'), 'unreachable'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, inOrder: message.type !== 'call' });
      channel.send({ ...message, id });
    });
  }

  function call(op, args = {}) {
    if (LOCAL_OPS.has(op)) return engine.call(op, args);
    const { state, ...rest } = args || {}; // the host fills in its own state
    return request({ type: 'call', op, args: rest });
  }

  async function welcome(message) {
    const info = message.game;
    const renderer = await rendererOf(info.id);
    await loadWords(info.id, call);
    seat = message.seat;
    const g = {
      id: info.id, renderer, options: info.options, seed: null,
      seats: info.seats, seatNames: info.seatNames || [], settings: { confirm: Boolean(info.settings && info.settings.confirm), practice: false },
      notes: info.notes || {}, state: null, record: null, version: 0,
      log: (info.log || []).map((e) => ({ seat: e.seat, move: e.move, text: e.text, text_say: e.text_say })),
      toMove: null, result: null, view: null, viewer: null, phase: 'table', revealed: null, endShown: false,
      tools: null, pending: null, replay: null, replayOnly: false, saveId: null,
      created: new Date().toISOString(), live: true, storageWarned: false, remote: { seat },
    };
    const before = game;
    game = g;
    remember(true);
    onWelcome(g, before);
    channel.send({ type: 'hello' });
  }

  async function update(message) {
    const g = game;
    if (!g) return;
    if (message.log) g.log = message.log.map((e) => ({ seat: e.seat, move: e.move, text: e.text, text_say: e.text_say }));
    else if (message.played) g.log.push({ seat: message.played.seat, move: message.played.move, text: message.played.text, text_say: message.played.text_say });
    g.version++;
    Object.assign(g, { toMove: message.answer.to_move, result: message.answer.result });
    if (g.result) remember(false);
    for (const device of [...devices]) await device.receive(g, { type: 'update', answer: message.answer, played: message.played });
  }

  function settle(message) {
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    if (message.error) {
      const err = fail(message.error.message, message.error.code);
      if (message.error.message_say) err.say = message.error.message_say;
      w.reject(err);
    } else {
      w.resolve(message.ok);
    }
  }

  // Messages one at a time, in order: a move's reply settles once its update is drawn. Only the
  // replies to engine questions settle at once (drawing an update may wait for one).
  let queue = Promise.resolve();
  channel.onmessage((message) => {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'reply' && !(waiting.get(message.id) || {}).inOrder) { settle(message); return; }
    queue = queue.then(async () => {
      if (message.type === 'reply') settle(message);
      else if (message.type === 'welcome') await welcome(message);
      else if (message.type === 'update') await update(message);
      else if (message.type === 'thinking') onThinking(Boolean(message.on));
      else if (message.type === 'bye') { closed = true; remember(false); onBye(message.why); }
    }).catch((err) => console.warn(`tabletop: a message from the host failed: ${err.message}`));
  });

  channel.onclose(() => {
    const was = closed;
    closed = true;
    for (const w of waiting.values()) w.reject(fail(t('remote.offline'), 'unreachable'));
    waiting.clear();
    if (!was) onLost();
  });

  return {
    get game() { return game; },
    /** This device's seat. */
    get seat() { return seat; },
    note(g, s, data) {
      if (g !== game || s !== seat) return;
      g.notes = { ...g.notes, [s]: data };
      if (!closed) channel.send({ type: 'note', data });
    },
    call,
    serial,
    connect(device) {
      devices.add(device);
      return () => devices.delete(device);
    },
    /** The game is the host's: it starts there (a welcome), never here. */
    start: () => Promise.reject(fail(t('remote.hostStarts'), 'bad_request')),
    leave() {
      remember(false);
      closed = true;
      game = null;
      channel.close();
    },
    async look(g) {
      if (g !== game || closed) return;
      await request({ type: 'look' }).catch(() => {});
    },
    async play(g, device, { move }) {
      if (g !== game) throw fail(t('error.noGame'), 'bad_request');
      const count = g.log.length;
      await request({ type: 'play', move });
      const line = g.log[count] || {};
      return { state: null, text: line.text, text_say: line.text_say };
    },
    async rewind(g, device, op) {
      if (g !== game) throw fail(t('error.noGame'), 'bad_request');
      if (op !== 'undo') throw fail(t('remote.hostStarts'), 'bad_request');
      await request({ type: 'undo' });
    },
    skipToEnd: () => Promise.resolve(0),
    stopBots() {},
    setBotDelay() {},
    onBots() {},
  };
}
