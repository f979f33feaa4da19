// Share links: the game's save (its record, seats and names) compressed into the URL's fragment,
// index.html#r=<base64url of deflate-raw JSON>. The fragment never reaches a server, and opening the
// link needs nothing but this page, so it works offline too.
import { t } from '../i18n.js';
import { SaveError, parseSave, portable } from './saves.js';

const MAX_LINK_CHARS = 200_000;
const MAX_JSON_BYTES = 2 * 1024 * 1024;

function toBase64Url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new SaveError(t('share.broken'));
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let bin;
  try {
    bin = atob(b64);
  } catch {
    throw new SaveError(t('share.broken'));
  }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  const chunks = [];
  let size = 0;
  const reader = out.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_JSON_BYTES) {
      reader.cancel().catch(() => {});
      throw new SaveError(t('share.broken'));
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { all.set(c, at); at += c.length; }
  return all;
}

export function supported() {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** The fragment payload (without "r=") for a save. */
export async function encode(save) {
  if (!supported()) throw new SaveError(t('share.unsupported'));
  // Only what replays the game and seats its players: the same game always gives the same link.
  // A player's table notes (a deduction sheet) are theirs: a link never carries them.
  const { created, updated, summary, notes, ...rest } = portable(save);
  const json = new TextEncoder().encode(JSON.stringify(rest));
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** A normalized save from a fragment payload; throws SaveError with a readable message. */
export async function decode(payload) {
  if (!supported()) throw new SaveError(t('share.unsupported'));
  if (!payload || payload.length > MAX_LINK_CHARS) throw new SaveError(t('share.broken'));
  const bytes = fromBase64Url(payload);
  let json;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(await pipe(bytes, new DecompressionStream('deflate-raw')));
  } catch (err) {
    if (err instanceof SaveError) throw err;
    throw new SaveError(t('share.broken'));
  }
  try {
    return parseSave(json);
  } catch (err) {
    throw new SaveError(t('share.brokenWhy', { message: err.message }));
  }
}

/** The full link for a save, on this page's address (index.html, or embed.html with replay=1). */
export async function linkFor(save, { page = 'index.html', extra = '' } = {}) {
  const base = new URL(page, location.href);
  base.search = '';
  base.hash = `r=${await encode(save)}${extra}`;
  return base.href;
}

/** The "r" payload of a fragment like "#r=...&replay=1", or null. */
export function payloadOf(hash) {
  const text = String(hash || '').replace(/^#/, '');
  if (!text) return null;
  const params = new URLSearchParams(text);
  return params.has('r') ? params.get('r') : null;
}
