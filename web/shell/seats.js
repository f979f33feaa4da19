// Who sits where at a game on the table, and how a seat is named and drawn: the player's own name,
// else the seat's (the engine's or the renderer's: "Green", Betty), its picture and colour family.
// `g` is the session's game (session.js): {renderer, options, seats: [{kind, bot, name}], seatNames}.
import { t, playerName } from '../i18n.js';
import { botName } from './bots.js';

const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

// A seat is {kind: 'human' | 'bot', bot, name, remote?}: a human seat with `remote` is played on
// another device (issue 35: the host's referee waits for it as for any human; this screen never
// shows it nor passes to it). On a guest's device every seat but its own is `remote`.

/** The seats played by people at this device. */
export const humanSeats = (g) => g.seats.map((s, i) => (s.kind === 'human' && !s.remote ? i : -1)).filter((i) => i >= 0);
/** The seats played by people, at this device or another. */
export const peopleSeats = (g) => g.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
export const hasBot = (g) => g.seats.some((s) => s.kind === 'bot');
/** Whether a person plays `seat` (here or on another device): no bot moves for it. */
export const isHuman = (g, seat) => seat !== null && seat !== undefined && g.seats[seat] && g.seats[seat].kind === 'human';
/** Whether a person at this device plays `seat`. */
export const isHere = (g, seat) => isHuman(g, seat) && !g.seats[seat].remote;
/** Whether `seat` is played on another device. */
export const isRemote = (g, seat) => isHuman(g, seat) && Boolean(g.seats[seat].remote);

/** The seat's colour/role name, e.g. "Green" (renderers get the mode: seat 0 may be Betty). A bot
 * playing a one-seat game alone (a demo) is named for its level: not "You". */
export function labelOf(g, seat) {
  const s = g.seats[seat];
  if (g.seats.length === 1 && s && s.kind === 'bot') return capital(t('score.bot', { name: botName(s.bot) }));
  return playerName(capital(g.seatNames[seat])) || g.renderer.seatLabel(seat, g.options.mode) || `Seat ${seat + 1}`;
}

export const iconOf = (g, seat) => g.renderer.seatIcon(seat, g.options.mode);
export const colourOf = (g, seat) => g.renderer.seatColour(seat, g.options.mode);

/** What we call the player: their chosen name, else the seat's name. */
export const nameOf = (g, seat) => (g.seats[seat] && g.seats[seat].name && playerName(g.seats[seat].name)) || labelOf(g, seat);
