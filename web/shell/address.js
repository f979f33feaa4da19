// The page's address: which page this is (index.html, or embed.html for an <iframe>), the game it
// asks for (?game=betta&mode=solo&players=1&seed=7&seats=human …, README "Embedding") and a share
// link's own options (#r=…&replay=1).
import { firstMode, defaultPlayers } from './catalog.js';
import { parseSeat } from './bots.js';
import { parseSeed } from './seed.js';

/** embed.html: no lobby, nothing saved, the game (or a replay) taken from the address. */
export const EMBED = document.body.dataset.embed !== undefined;

const params = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));

/** A game parameter; the embed page also reads them from the fragment (#game=betta&seed=7). */
export const param = (key) => (EMBED && fragment.has(key) ? fragment.get(key) : params.get(key));

/** A share link's own options ("#r=...&replay=1") live in the fragment; "?replay=1" works too. */
export function linkParam(key) {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  return hash.has(key) ? hash.get(key) : params.get(key);
}

export const isOn = (v) => ['1', 'true', 'on', 'yes'].includes(String(v ?? '').toLowerCase());

/** A bot's delay between moves in ms: 0 to 10 s, 700 if not a number. */
export function clampDelay(v) {
  const n = Number(v);
  return Number.isFinite(n) ? Math.max(0, Math.min(10000, n)) : 700;
}

/** The bots' delay the address asks for (botDelay=ms). */
export const botDelayAsked = () => clampDelay(param('botDelay') ?? 700);

/**
 * The game the address asks for, as session.start takes it; null if it asks for none. Needs the
 * engine's `games` answer (catalog.js) for the mode and players it leaves out.
 *   ?game=betta&mode=solo&players=1&seed=7&seats=human  or  seats=bot:hard,human
 *   names=Ada,Grace; options={"timed":true} (JSON merged into the options);
 *   confirm=1 (moves wait for Confirm); practice=1 (take-backs against bots)
 */
export function gameFromAddress() {
  const gameId = param('game');
  if (!gameId) return null;
  const modeId = param('mode') || firstMode(gameId);
  const seatSpecs = param('seats') ? param('seats').split(',') : null;
  const players = Number(param('players')) || defaultPlayers(gameId, modeId, seatSpecs ? seatSpecs.length : 0);
  const specs = seatSpecs || ['human', ...Array(Math.max(0, players - 1)).fill('bot')];
  const names = param('names') ? param('names').split(',') : [];
  let extra = {};
  if (param('options')) {
    try {
      const parsed = JSON.parse(param('options'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) extra = parsed;
    } catch { /* not JSON: ignored */ }
  }
  return {
    game: gameId, options: { ...extra, mode: modeId, players }, seed: parseSeed(param('seed')),
    seats: Array.from({ length: players }, (_, i) => ({ ...parseSeat(specs[i] || 'bot'), name: (names[i] || '').slice(0, 40) })),
    settings: { confirm: isOn(param('confirm')), practice: isOn(param('practice')) },
  };
}
