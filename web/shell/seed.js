// A game's seed as people type it (the lobby's Seed field, an address's seed=): a number, or any
// text, which always deals the same game.

/** "42" -> 42; any other text -> a stable 31-bit number; "" -> undefined. */
export function parseSeed(text) {
  const s = String(text ?? '').trim();
  if (!s) return undefined;
  if (/^\d{1,15}$/.test(s)) return Number(s);
  let hash = 2166136261;
  for (const ch of s) {
    hash ^= ch.codePointAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash & 0x7fffffff;
}
