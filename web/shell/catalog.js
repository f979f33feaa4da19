// The games this page offers, as far as it knows them now: the registry's names at once, a game's
// card once it has loaded (its modes, before the engine answers), and the engine's `games` answer
// once it came, which has the final word on names and modes. The lobby draws from it; the shell
// fills in what an address or window.tabletop leaves out (the mode, the players, the seats' names).
import { t } from '../i18n.js';
import { games, gameName, hasGame, loadedCard, rendererFor } from '../games/registry.js';
import { fail } from './errors.js';

let fromEngine = null; // the engine's `games` answer: only the games this page can draw

/** Keep the engine's `games` answer, [{id, name, modes}], for the games this page can draw. */
export function setEngineGames(list) {
  const drawable = (Array.isArray(list) ? list : []).filter((g) => g && hasGame(g.id) && Array.isArray(g.modes));
  if (drawable.length) fromEngine = drawable;
}

/**
 * A game as known now: {id, name, modes: [{id, name, players, seat_names?}]}, or null if this page
 * cannot draw it. `modes` is empty until the game's card or the engine has answered; once both
 * have, it holds the engine's modes that the card lists (those this page draws).
 */
export function gameInfo(id) {
  if (!hasGame(id)) return null;
  const card = loadedCard(id);
  const engine = fromEngine && fromEngine.find((g) => g.id === id);
  let modes = [];
  if (engine) modes = card ? engine.modes.filter((m) => card.modes.some((c) => c.id === m.id)) : engine.modes;
  else if (card) modes = card.modes.map((m) => ({ id: m.id, name: m.name.en, players: m.players }));
  return { id, name: engine ? engine.name : gameName(id), modes };
}

/** Whether the engine has said which games it has (until then the registry's list stands). */
export function engineAnswered() {
  return Boolean(fromEngine);
}

/** The games to offer, in the engine's order once it answered, else the registry's. */
export function offeredGames() {
  return (fromEngine ? fromEngine.map((g) => g.id) : Object.keys(games)).map(gameInfo);
}

/** A mode of a game ({id, name, players, seat_names?}); without modeId, its first mode. */
export function modeInfo(gameId, modeId) {
  const info = gameInfo(gameId);
  if (!info || !info.modes.length) return null;
  return info.modes.find((m) => m.id === modeId) || (modeId ? null : info.modes[0]);
}

/** The engine's names for the seats of a mode (e.g. Betta's colours), if it gives them. */
export function seatNamesFor(gameId, modeId) {
  const mode = modeInfo(gameId, modeId);
  return (mode && mode.seat_names) || [];
}

/** Players when none were asked for: as many as the seats given, else 2 if the mode allows. */
export function defaultPlayers(gameId, modeId, seatCount) {
  const mode = modeInfo(gameId, modeId);
  const [min, max] = (mode && mode.players) || [1, 8];
  const want = seatCount || 2;
  return Math.min(max, Math.max(min, want));
}

/** The first mode of a game (what the lobby would offer first); undefined for a game not known. */
export function firstMode(gameId) {
  const mode = modeInfo(gameId, null);
  return mode ? mode.id : undefined;
}

/** A game's renderer, loaded on first use; an error a player can read if this page cannot draw it. */
export async function rendererOf(gameId) {
  if (!hasGame(gameId)) throw fail(t('error.noRenderer', { game: String(gameId) }), 'unknown_game');
  try {
    return await rendererFor(gameId);
  } catch (err) {
    throw fail(t('error.loadGame', { game: gameName(gameId), message: String((err && err.message) || err) }), 'unknown_game');
  }
}

/** A game's name as shown now (the engine's once it answered, else the registry's). */
export function nameOfGame(gameId) {
  const info = gameInfo(gameId);
  return info ? info.name : gameName(gameId);
}
