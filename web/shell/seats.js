// Who sits where at a game on the table, and how a seat is named and drawn: the player's own name,
// else the seat's (the engine's or the renderer's: "Green", Betty), its picture and colour family.
// `g` is the session's game (session.js): {renderer, options, seats: [{kind, bot, name}], seatNames}.
import { t, playerName } from '../i18n.js';
import { botName } from './bots.js';

const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** The seats played by people on this device. */
export const humanSeats = (g) => g.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
export const hasBot = (g) => g.seats.some((s) => s.kind === 'bot');
export const isHuman = (g, seat) => seat !== null && seat !== undefined && g.seats[seat] && g.seats[seat].kind === 'human';

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
