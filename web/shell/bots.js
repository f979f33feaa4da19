// The bot levels a seat can have, and seat specs as addresses and embedders write them
// ("human", "bot", "bot:hard"). The engine's `bots` answer replaces the built-in list once it comes;
// a level's name and note are the page's own strings when it has them (bot.<id>.name / .note).
import { t, has } from '../i18n.js';

/** The bot levels shown until the engine answers `bots`: ids only, names and notes from i18n. */
export const BUILTIN_BOTS = ['random', 'greedy', 'hard'].map((id) => ({ id, name: id, note: '' }));
let knownBots = BUILTIN_BOTS;

/** A bot level in the page's language now (known ids from i18n, others as the engine says). */
const localBot = (b) => ({
  id: b.id,
  name: has(`bot.${b.id}.name`) ? t(`bot.${b.id}.name`) : String(b.name || b.id),
  note: has(`bot.${b.id}.note`) ? t(`bot.${b.id}.note`) : String(b.note || ''),
});

/** Replace the bot levels with the engine's list ([{id, name, note}]). */
export function setKnownBots(list) {
  const good = (list || []).filter((b) => b && typeof b.id === 'string' && b.id);
  if (good.length) knownBots = good.map((b) => ({ id: b.id, name: String(b.name || b.id), note: String(b.note || '') }));
  return botLevels();
}

/** The bot levels as shown now: [{id, name, note}]. */
export function botLevels() {
  return knownBots.map(localBot);
}

/** A known bot id, else the default level (Medium if the engine has it). */
export function resolveBot(id) {
  if (knownBots.some((b) => b.id === id)) return id;
  return (knownBots.find((b) => b.id === 'greedy') || knownBots[0]).id;
}

/** The bot's level name for people ("Hard"). */
export function botName(id) {
  const b = knownBots.find((x) => x.id === id);
  return b ? localBot(b).name : String(id || '');
}

/**
 * "human" | "bot" | "bot:hard" -> {kind, bot}. A bot id the page does not know yet is kept if it
 * looks like one (the engine's list may add levels); the shell resolves it once the engine is up.
 */
export function parseSeat(spec) {
  const s = String(spec || 'human').trim().toLowerCase();
  if (s === 'human') return { kind: 'human', bot: null };
  if (s === 'remote') return { kind: 'human', bot: null, remote: true }; // a person on another device (issue 35)
  const id = s.startsWith('bot:') ? s.slice(4) : '';
  return { kind: 'bot', bot: /^[a-z][a-z0-9_-]{0,23}$/.test(id) ? id : resolveBot('greedy') };
}
