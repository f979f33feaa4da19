// Saved games: the versioned save format, localStorage, and .json files.
//
// A save is the game's record (the truth: it replays to the exact game) plus what the table needs
// to put the same people back at it:
//   {format: "tabletop-save", version: 1, id, created, updated,
//    record: {game, options, seed, moves, engine, rules},
//    seats: [{kind: "human" | "bot", bot, name}], seatNames: [...],
//    settings: {confirm, practice},
//    notes: {seat: data}: what a renderer keeps for a seat (a deduction sheet's marks; ctx.notes),
//    summary: {moves, over, scores, winners}}          (for the list; recomputed on load)
// Every save is its own localStorage key, so one damaged entry never takes the others with it.
// This module checks shapes only; whether the moves replay is the engine's call (saved-games.js).
import { t } from '../i18n.js';

export const FORMAT = 'tabletop-save';
export const VERSION = 1;
const PREFIX = 'tabletop.save.';
const ACTIVE = 'tabletop.active';
/** The most seats a game has (Formula D races up to 10 cars): the lobby's rows and a save's seats. */
export const MAX_SEATS = 10;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** An error whose message a player can read; `code` says which kind. */
export class SaveError extends Error {
  constructor(message, code = 'bad_save') {
    super(message);
    this.code = code;
  }
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export function newId() {
  const rand = Math.floor(Math.random() * 0x100000000).toString(36);
  return `g${Date.now().toString(36)}${rand}`;
}

// ------------------------------------------------------------------ the format

/**
 * Older shapes, upgraded one version at a time. Version 0 is what came before saves existed: a bare
 * game record ({game, options, seed, moves, engine}, as window.tabletop.record() returns it), with no
 * seats: seat 0 is taken to be a human and the others Medium bots.
 */
const MIGRATIONS = {
  0(old) {
    const rec = isObject(old.record) ? old.record : old;
    const players = Number(rec.options && rec.options.players) || 1;
    return {
      format: FORMAT,
      version: 1,
      record: { game: rec.game, options: rec.options, seed: rec.seed, moves: rec.moves, engine: rec.engine, ...(rec.rules === undefined ? {} : { rules: rec.rules }) },
      seats: Array.from({ length: Math.max(1, Math.min(MAX_SEATS, players)) }, (_, i) => (
        i === 0 ? { kind: 'human', bot: null, name: '' } : { kind: 'bot', bot: 'greedy', name: '' })),
      settings: {},
    };
  },
};

/** A save's table notes: seat numbers to plain JSON objects of at most MAX_NOTE_CHARS each; others dropped. */
export const MAX_NOTE_CHARS = 20000;
export function cleanNotes(notes) {
  const out = {};
  if (!isObject(notes)) return out;
  for (const [seat, data] of Object.entries(notes)) {
    if (!/^[0-9]$/.test(seat) || !isObject(data)) continue;
    let text;
    try { text = JSON.stringify(data); } catch { continue; }
    if (text.length <= MAX_NOTE_CHARS) out[seat] = JSON.parse(text);
  }
  return out;
}

/** 0 for a bare record, else the save's own version; throws SaveError for anything else. */
function versionOf(data) {
  if (!isObject(data)) throw new SaveError(t('save.notSave'));
  if (data.format === undefined && 'moves' in data && 'game' in data && 'seed' in data) return 0;
  if (data.format !== FORMAT) throw new SaveError(t('save.notSave'));
  const v = data.version;
  if (!Number.isInteger(v) || v < 0) throw new SaveError(t('save.badVersion', { version: String(v) }));
  if (v > VERSION) throw new SaveError(t('save.newer', { version: v, mine: VERSION }), 'newer');
  return v;
}

function cleanSeat(s) {
  if (!isObject(s)) return { kind: 'human', bot: null, name: '' };
  const name = typeof s.name === 'string' ? s.name.slice(0, 40) : '';
  if (s.kind === 'bot') {
    const bot = typeof s.bot === 'string' && /^[a-z][a-z0-9_-]{0,23}$/.test(s.bot) ? s.bot : 'greedy';
    return { kind: 'bot', bot, name };
  }
  return { kind: 'human', bot: null, name, ...(s.remote === true ? { remote: true } : {}) };
}

/**
 * Check a parsed save (any known version) and return it in the current version, or throw a
 * SaveError saying what is wrong. The moves are not replayed here.
 */
export function normalize(data) {
  let v = versionOf(data);
  let save = data;
  while (v < VERSION) {
    save = MIGRATIONS[v](save);
    v = save.version;
  }
  const rec = save.record;
  if (!isObject(rec) || typeof rec.game !== 'string' || !isObject(rec.options) || !Array.isArray(rec.moves)
      || !Number.isInteger(rec.seed)) {
    throw new SaveError(t('save.noRecord'));
  }
  const players = Array.isArray(save.seats) ? save.seats : [];
  const settings = isObject(save.settings) ? save.settings : {};
  const out = {
    format: FORMAT,
    version: VERSION,
    id: typeof save.id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(save.id) ? save.id : null,
    created: typeof save.created === 'string' ? save.created : null,
    updated: typeof save.updated === 'string' ? save.updated : null,
    record: { game: rec.game, options: rec.options, seed: rec.seed, moves: rec.moves, engine: rec.engine ?? null, ...(rec.rules === undefined ? {} : { rules: rec.rules }) },
    seats: players.slice(0, MAX_SEATS).map(cleanSeat),
    seatNames: Array.isArray(save.seatNames) ? save.seatNames.filter((n) => typeof n === 'string').slice(0, MAX_SEATS) : [],
    settings: { confirm: Boolean(settings.confirm), practice: Boolean(settings.practice) },
    notes: cleanNotes(save.notes),
    summary: isObject(save.summary) ? save.summary : null,
  };
  return out;
}

/** Parse the text of a file or a link into a normalized save (moves not yet replayed). */
export function parseSave(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SaveError(t('save.badJson'));
  }
  return normalize(data);
}

// ------------------------------------------------------------------ localStorage

function isQuota(err) {
  return err && (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22);
}

/** Store a save; throws SaveError('full') when the browser's storage is full. */
export function put(save) {
  try {
    localStorage.setItem(PREFIX + save.id, JSON.stringify(save));
  } catch (err) {
    if (isQuota(err)) throw new SaveError(t('save.full'), 'full');
    throw new SaveError(t('save.cannotStore', { message: String(err && err.message) }), 'storage');
  }
}

export function get(id) {
  let text = null;
  try {
    text = localStorage.getItem(PREFIX + id);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const save = normalize(JSON.parse(text));
    save.id = id;
    return save;
  } catch {
    return null;
  }
}

export function remove(id) {
  try {
    localStorage.removeItem(PREFIX + id);
    if (activeId() === id) setActive(null);
  } catch { /* nothing to do */ }
}

/**
 * Every stored save, newest first: [{id, save}] for good ones, [{id, damaged: true}] for entries
 * that no longer read (they can still be deleted).
 */
export function list() {
  const out = [];
  let keys = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX)) keys.push(key);
    }
  } catch {
    keys = [];
  }
  for (const key of keys) {
    const id = key.slice(PREFIX.length);
    const save = get(id);
    out.push(save ? { id, save } : { id, damaged: true });
  }
  const when = (e) => (e.save && (e.save.updated || e.save.created)) || '';
  return out.sort((a, b) => when(b).localeCompare(when(a)));
}

/** The save of the game on the table (resumed on reload), or null. */
export function activeId() {
  try {
    return localStorage.getItem(ACTIVE);
  } catch {
    return null;
  }
}

export function setActive(id) {
  try {
    if (id) localStorage.setItem(ACTIVE, id);
    else localStorage.removeItem(ACTIVE);
  } catch { /* private mode: no resume */ }
}

// ------------------------------------------------------------------ files

/** What goes in a file or a link: the save without this device's bookkeeping. */
export function portable(save) {
  return {
    format: FORMAT, version: VERSION,
    created: save.created, updated: save.updated,
    record: save.record, seats: save.seats, seatNames: save.seatNames, settings: save.settings,
    summary: save.summary,
  };
}

export function fileName(save) {
  const d = new Date(save.updated || save.created || Date.now());
  const pad = (n) => String(n).padStart(2, '0');
  const stamp = Number.isNaN(d.getTime()) ? 'game'
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
  const game = String(save.record.game).replace(/[^a-z0-9-]/gi, '') || 'game';
  return `tabletop-${game}-${stamp}.json`;
}

/** Offer the save as a .json download. */
export function download(save) {
  const blob = new Blob([JSON.stringify(portable(save), null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(save);
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Read a File chosen by the player into a normalized save (throws SaveError). */
export async function readFile(file) {
  if (!file) throw new SaveError(t('save.noFile'));
  if (file.size > MAX_FILE_BYTES) throw new SaveError(t('save.tooBig'));
  let text;
  try {
    text = await file.text();
  } catch {
    throw new SaveError(t('save.unreadable'));
  }
  return parseSave(text);
}
