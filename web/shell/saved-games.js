// Saved games: each game on this device is kept as it goes (saves.js stores them in localStorage),
// and what the lobby and the table do with them: continue, replay, save to a file, delete, open a
// file, and, on a reload, resume the game that was on the table. A save is the game's record
// with its seats: opening one replays the record in the engine. Embedded pages keep nothing.
import { t } from '../i18n.js';
import { toast } from '../dom.js';
import { showMessage } from './overlays.js';
import { readable } from './errors.js';
import { rendererOf } from './catalog.js';
import * as saves from './saves.js';

/** The save of a game as it stands (the record is the engine's). */
export function saveOf(g) {
  let scores = [];
  try {
    scores = g.result ? g.result.scores : g.renderer.players(g.view).map((row) => row.score);
  } catch { /* no view yet */ }
  return {
    format: saves.FORMAT, version: saves.VERSION, id: g.saveId, created: g.created, updated: new Date().toISOString(),
    record: g.record, seats: g.seats.map((s) => ({ kind: s.kind, bot: s.bot || null, name: s.name || '' })),
    seatNames: g.seatNames, settings: { ...g.settings },
    summary: { moves: g.log.length, over: Boolean(g.result), scores, winners: g.result ? g.result.winners : [] },
  };
}

/** The same game already saved here (a link or a file opened twice), else null. */
export function findSame(record) {
  const key = JSON.stringify([record.game, record.options, record.seed, record.moves]);
  const hit = saves.list().find((e) => e.save && JSON.stringify([e.save.record.game, e.save.record.options, e.save.record.seed, e.save.record.moves]) === key);
  return hit ? hit.save : null;
}

/**
 * session: session.js; replays: replays.js; lobby: its saved list; frame: frame.js;
 * engine: {call}; ready: resolves once the engine is up; embed: keep nothing.
 */
export function createSavedGames({ session, replays, lobby, frame, engine, ready, embed }) {
  const call = (op, args) => engine.call(op, args);

  /** Keep the game in localStorage as it goes; a full storage is said once per game. */
  function persist(g) {
    if (g !== session.game || !g.saveId || !g.record || !g.live) return;
    try {
      saves.put(saveOf(g));
      if (g.live) saves.setActive(g.saveId);
    } catch (err) {
      if (!g.storageWarned) {
        g.storageWarned = true;
        toast(readable(err), 'error', 9000);
      }
    }
  }

  function refreshList() {
    if (!embed) lobby.setSaves(saves.list());
  }

  /** Check that a save replays (the engine's verdict) and draws; its summary from the replayed game. */
  async function check(sv) {
    await ready;
    let renderer;
    try {
      renderer = await rendererOf(sv.record.game);
    } catch (err) {
      throw new saves.SaveError(err.message);
    }
    let state;
    try {
      state = await call('replay', { record: sv.record });
    } catch (err) {
      if (err && err.code === 'bad_record') throw new saves.SaveError(t('save.badRecord', { message: readable(err) }), 'bad_record');
      throw new saves.SaveError(t('save.cannotOpen', { message: readable(err) }));
    }
    const [result, record, view] = await Promise.all([
      call('result', { state }), call('record', { state }), call('view', { state, seat: null })]);
    let scores = [];
    try {
      scores = result ? result.scores : renderer.players(view).map((row) => row.score);
    } catch { /* leave them out */ }
    return { ...sv, record, summary: { moves: record.moves.length, over: Boolean(result), scores, winners: result ? result.winners : [] } };
  }

  /**
   * Put a save on the table: to play on, or as a replay (exitTo: 'lobby' | 'table'; only: a
   * replay and nothing else). persist: keep it as this device's save of that game.
   */
  async function open(sv, { replay = false, exitTo = 'lobby', only = false, persist: keep = !embed } = {}) {
    const g = await session.start({
      record: sv.record, seats: sv.seats, seatNames: sv.seatNames, settings: sv.settings,
      saveId: keep ? sv.id : null, created: sv.created, persist: keep, replay: replay ? { exitTo, only } : false,
    });
    if (replay && g === session.game) await replays.enter(g, { exitTo, only });
    return g;
  }

  const cannotOpen = (err) => (err.code === 'bad_record' ? t('save.badRecord', { message: readable(err) }) : readable(err));

  /** The lobby's Continue and Replay. */
  async function openSaved(id, { replay }) {
    const sv = saves.get(id);
    if (!sv) {
      showMessage({ title: () => t('save.cannotOpenTitle'), text: () => t('saved.gone') });
      refreshList();
      return;
    }
    try {
      await open(sv, { replay, exitTo: 'lobby' });
    } catch (err) {
      if (session.game === null) frame.setPhase('lobby');
      showMessage({ title: () => t('save.cannotOpenTitle'), text: () => cannotOpen(err) });
    }
  }

  function remove(id) {
    saves.remove(id);
    refreshList();
    toast(t('saved.deleted'), 'info');
  }

  /** The lobby's "Save file" of a saved game. */
  function exportSaved(id) {
    const sv = saves.get(id);
    if (!sv) {
      toast(t('saved.gone'), 'error');
      return;
    }
    saves.download(sv);
  }

  /** The table's "Save file". */
  function exportCurrent() {
    const g = session.game;
    if (!g || !g.record) return;
    saves.download(saveOf(g));
  }

  /** The lobby's "Open a file…": a checked save joins this device's games. */
  async function importFile(file) {
    let sv;
    try {
      sv = await check(await saves.readFile(file));
    } catch (err) {
      showMessage({ title: () => t('save.refusedTitle'), text: () => readable(err) });
      return;
    }
    const now = new Date().toISOString();
    const same = findSame(sv.record);
    if (same) {
      refreshList();
      lobby.highlight(same.id);
      toast(t('saved.already'), 'info');
      return;
    }
    const stored = { ...sv, id: saves.newId(), created: sv.created || now, updated: now };
    try {
      saves.put(stored);
    } catch (err) {
      showMessage({ title: () => t('save.refusedTitle'), text: () => err.message });
      return;
    }
    refreshList();
    lobby.highlight(stored.id);
    toast(t('saved.imported'), 'good');
  }

  /** On a page load: the game that was on the table comes back; else the lobby shows. */
  async function resume() {
    const id = saves.activeId();
    const sv = id ? saves.get(id) : null;
    if (!sv) {
      if (id) saves.setActive(null);
      frame.setPhase('lobby');
      return;
    }
    frame.setPhase('starting');
    frame.setStatus(() => t('status.resuming'));
    try {
      await open(sv, { replay: false });
      toast(t('saved.resumed'), 'info');
    } catch (err) {
      saves.setActive(null);
      frame.setStatus('');
      frame.setPhase('lobby');
      showMessage({ title: () => t('save.cannotResumeTitle'), text: () => cannotOpen(err) });
    }
  }

  return { persist, refreshList, check, open, openSaved, remove, exportSaved, exportCurrent, importFile, resume };
}
