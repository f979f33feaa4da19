// The host's side of play on several devices (issue 35). A seat played on a guest's phone is one
// more device of the referee (referee.js), like the host's own screen; its messages go over a data
// channel (link.js) instead of a function call.
//
// What a guest is told is cut here, once, from what the referee tells a device:
//   - the engine's `turn` answer for the guest's one seat (its view, its legal moves and previews
//     when it is to move, its undo), without the record and the state (the record's seed deals
//     every hand);
//   - the public log: each line's seat and words; a move itself only for the guest's own seat (a
//     secret choice is a move too);
//   - the table's public facts at the start: the game, its options, the seats and their names.
// A guest's requests are answered for its own seat only: engine ops that read the state
// (legal_moves, previews, preview, pending_view) only while that seat is to move, `view` only of
// that seat. Anything else is refused with a reason, and nothing changes.
//
// Messages (JSON), host -> guest:
//   {type: 'welcome', seat, game: {id, options, seats, seatNames, settings, notes, log}}
//   {type: 'update', answer, played?, log?}   as a device's update; `log` the whole public log
//                                             when it changed otherwise than by one move
//   {type: 'reply', id, ok} | {type: 'reply', id, error: {code, message, message_say?}}
//   {type: 'thinking', on}                    a bot chooses
//   {type: 'bye', why}                        'left' (the host left the table) | 'moved' (the seat
//                                             went to a bot or to the host's screen)
// guest -> host:
//   {type: 'hello'} | {type: 'look'} | {type: 'play', id, move} | {type: 'undo', id}
//   | {type: 'call', id, op, args} | {type: 'note', data}
import { t } from '../../i18n.js';
import './strings.js';
import { readable } from '../errors.js';

const STATE_OPS = new Set(['legal_moves', 'previews', 'preview', 'pending_view']);

/** A log line as a guest at `seat` may read it. */
export function publicLine(entry, seat) {
  const line = { seat: entry.seat, text: entry.text, text_say: entry.text_say };
  if (entry.seat === seat && entry.move !== undefined) line.move = entry.move;
  return line;
}

/** The `turn` answer a guest at `seat` may hold: no record, no state. */
export function guestAnswer(answer) {
  const out = {};
  for (const key of ['to_move', 'result', 'views', 'legal_moves', 'previews', 'undo']) {
    if (answer[key] !== undefined) out[key] = answer[key];
  }
  return out;
}

/** An error as a message can carry it (the engine's sentence, its spec for other languages). */
function errorOf(err) {
  const message = err && typeof err.message === 'string' && err.message ? err.message : String(err);
  const out = { code: (err && err.code) || 'internal', message };
  if (err && err.say) out.message_say = err.say;
  return out;
}

/**
 * Seat `seat` of the referee's game, played on another device through `channel` ({send(obj),
 * onmessage(fn), onclose(fn), close()}). `onLost()` is called once when the channel closes.
 * Returns {seat, device, close(why)}: `device` is connected to the referee until close or loss.
 */
export function hostSeat({ referee, seat, channel, onLost = () => {} }) {
  const g = referee.game;
  let told = 0; // log lines the guest has
  let open = true;

  const send = (message) => {
    if (!open) return;
    try {
      channel.send(message);
    } catch (err) {
      console.warn(`tabletop: a message to seat ${seat}'s device was not sent: ${err.message}`);
    }
  };

  const logOf = () => g.log.map((e) => publicLine(e, seat));

  const device = {
    seats: () => [seat],
    previews: (game) => game.renderer.usesPreviews !== false,
    paused: () => false,
    receive(game, message) {
      if (game !== g || message.type !== 'update') return;
      const out = { type: 'update', answer: guestAnswer(message.answer) };
      if (message.played && g.log.length === told + 1) {
        out.played = publicLine(message.played, seat);
      } else if (g.log.length !== told || !message.played) {
        out.log = logOf();
      }
      told = g.log.length;
      send(out);
    },
  };

  const reply = (id, ok) => send({ type: 'reply', id, ok: ok === undefined ? null : ok });
  const refuse = (id, err) => send({ type: 'reply', id, error: errorOf(err) });
  const refusal = (key, code = 'bad_request') => Object.assign(new Error(t(key)), { code });
  const live = () => open && referee.game === g;

  async function answer(message) {
    const id = message.id;
    if (!live()) return refuse(id, refusal('error.noGame'));
    switch (message.type) {
      case 'hello':
      case 'look':
        await referee.serial(() => (live() ? referee.look(g, device) : null));
        return reply(id);
      case 'play':
        try {
          await referee.serial(() => referee.play(g, device, { seat, move: message.move }));
          return reply(id);
        } catch (err) {
          return refuse(id, err);
        }
      case 'undo':
        try {
          await referee.serial(() => referee.rewind(g, device, 'undo', seat));
          return reply(id);
        } catch (err) {
          return refuse(id, err);
        }
      case 'note':
        referee.note(g, seat, message.data);
        return null;
      case 'call': {
        const { op } = message;
        const args = message.args && typeof message.args === 'object' ? { ...message.args } : {};
        try {
          if (op === 'view') {
            // its own seat's view, or the spectator's: never another seat's
            if (args.seat !== undefined && args.seat !== null && args.seat !== seat) {
              throw Object.assign(new Error(t('remote.notYourSeat')), { code: 'bad_request' });
            }
            reply(id, await referee.call('view', { state: g.state, seat: args.seat === null ? null : seat }));
          } else if (STATE_OPS.has(op)) {
            if (g.toMove !== seat) throw refusal('error.notYourTurn', 'illegal_move');
            reply(id, await referee.call(op, { ...args, state: g.state }));
          } else {
            throw Object.assign(new Error(t('remote.opRefused', { op: String(op) })), { code: 'bad_request' });
          }
        } catch (err) {
          refuse(id, err);
        }
        return null;
      }
      default:
        return refuse(id, Object.assign(new Error(t('remote.badMessage')), { code: 'bad_request' }));
    }
  }

  // One message at a time, in order.
  let queue = Promise.resolve();
  const offMessage = channel.onmessage((message) => {
    if (!message || typeof message !== 'object') return;
    queue = queue.then(() => answer(message)).catch((err) => console.warn(`tabletop: seat ${seat}: ${readable(err)}`));
  });

  const disconnect = referee.connect(device);
  send({
    type: 'welcome', seat,
    game: {
      id: g.id, options: g.options, seatNames: g.seatNames, settings: { ...g.settings, practice: false },
      seats: g.seats.map((s, i) => ({ kind: s.kind, bot: s.bot || null, name: s.name || '', ...(s.kind === 'human' && i !== seat ? { remote: true } : {}) })),
      notes: g.notes && g.notes[seat] ? { [seat]: g.notes[seat] } : {},
      log: logOf(),
    },
  });
  told = g.log.length;

  function close(why = null) {
    if (!open) return;
    if (why) send({ type: 'bye', why });
    open = false;
    disconnect();
    channel.close();
  }

  const offClose = channel.onclose(() => {
    if (!open) return;
    open = false;
    disconnect();
    onLost();
  });

  /** Stop playing this game over the channel, and give the channel back open (the next game on
   * the table takes it: "Play again" needs no new invitation). */
  function detach() {
    open = false;
    disconnect();
    offMessage();
    offClose();
    return channel;
  }

  return { seat, device, close, detach, thinking: (on) => send({ type: 'thinking', on }) };
}
