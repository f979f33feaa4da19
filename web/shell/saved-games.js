// Saved games: each game on this device is kept as it goes (saves.js stores them in localStorage),
// and what the lobby and the table do with them: continue, replay, save to a file, delete, open a
// file, and, on a reload, resume the game that was on the table. A save is the game's record
// with its seats: opening one replays the record in the engine. Embedded pages keep nothing.
//
// Records of earlier rules (docs/protocol.md, "Rules versions"; every save made before versions
// existed): nothing a player saved is deleted or overwritten by opening it.
//  - If today's rules still play every move, the game opens with the engine's note on the table
//    (a banner, announced); the save stays as it was, and a game played on from it is kept as a
//    new save, written once it differs from the old one.
//  - If a move no longer plays, the save stays in the list, marked, and opening it (or its link)
//    offers what still works: watch it up to where it diverges (the `at` moves that still play),
//    a new game with the same options and seats, and its file.
import { t, onLangChange } from '../i18n.js';
import { h, toast } from '../dom.js';
import { said } from '../said.js';
import { showMessage, hideOverlay } from './overlays.js';
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
    record: g.record, seats: g.seats.map((s) => ({ kind: s.kind, bot: s.bot || null, name: s.name || '', ...(s.remote ? { remote: true } : {}) })),
    seatNames: g.seatNames, settings: { ...g.settings }, notes: { ...(g.notes || {}) },
    summary: { moves: g.log.length, over: Boolean(g.result), scores, winners: g.result ? g.result.winners : [] },
  };
}

/** The same game already saved here (a link or a file opened twice), else null. */
export function findSame(record) {
  // The rules version too: the same moves under other rules are another game.
  const keyOf = (r) => JSON.stringify([r.game, r.options, r.seed, r.moves, r.rules ?? null]);
  const key = keyOf(record);
  const hit = saves.list().find((e) => e.save && keyOf(e.save.record) === key);
  return hit ? hit.save : null;
}

/**
 * A refusal because the record was made with other rules and a move no longer plays: {at, message,
 * say} (`at`: the moves that still play), else null. The engine's error gives `at`; where it did not
 * come through, the sentence's move number (the first that no longer plays) says it.
 */
export function oldRules(err) {
  if (!err) return null;
  if (err.oldRules) return err.oldRules;
  const say = err.say || err.message_say;
  if (err.code !== 'bad_record' || !say || say.id !== 'engine.record.version') return null;
  const at = Number.isInteger(err.at) ? err.at : Number.isInteger(say.n) ? say.n - 1 : 0;
  return { at: Math.max(0, at), message: String(err.message), say };
}

/**
 * session: session.js; replays: replays.js; lobby: its saved list; frame: frame.js;
 * engine: {call}; ready: resolves once the engine is up; embed: keep nothing.
 */
export function createSavedGames({ session, replays, lobby, frame, engine, ready, embed }) {
  const call = (op, args) => engine.call(op, args);

  /**
   * Keep the game in localStorage as it goes; a full storage is said once per game. A game replayed
   * from a record of earlier rules (its state says `replayed`) never writes over the save it came
   * from: it is kept as a new save, written once its moves differ from that save's.
   */
  function persist(g) {
    if (note.game && note.game !== g) hideNote();
    if (g !== session.game || !g.saveId || !g.record || !g.live) return;
    if (g.copyOf === undefined) {
      g.copyOf = null;
      if (g.state && g.state.replayed) {
        const from = saves.get(g.saveId);
        g.copyOf = g.saveId;
        g.copyFrom = from ? JSON.stringify(from.record.moves) : null;
        g.saveId = saves.newId();
      }
    }
    if (g.copyOf && !g.copied) {
      if (g.copyFrom === JSON.stringify(g.record.moves)) {
        saves.setActive(g.copyOf); // nothing new yet: a reload opens the old save again
        return;
      }
      g.copied = true;
    }
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

  // ---------------------------------------------------------------- records of earlier rules

  // What the engine said of each save whose record is of other rules than today's, by save id:
  // {key (the record it was said of), kind: 'note' | 'refused' | 'current', note?, old?}.
  const verdicts = new Map();
  let rulesNow = null; // game id -> today's rules version (the engine's `games`)
  let checking = null;
  let checkAgain = false;

  const verdictOf = (entry) => {
    const v = entry.save ? verdicts.get(entry.id) : null;
    return v && v.key === JSON.stringify(entry.save.record) && v.kind !== 'current' ? v : null;
  };

  /** The list's entries, each with what the engine said of its rules (`rules`) when it is not today's. */
  function entries() {
    return saves.list().map((e) => {
      const v = verdictOf(e);
      return v ? { ...e, rules: { kind: v.kind, note: v.note || null, old: v.old || null } } : e;
    });
  }

  /**
   * Ask the engine about each saved record of other rules than today's (replayed one at a time, while
   * the lobby shows), then draw the list again with what it said.
   */
  function checkOld() {
    if (embed) return;
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = (async () => {
      await ready;
      if (!rulesNow) rulesNow = new Map((await call('games', {})).map((g) => [g.id, g.rules]));
      let changed = false;
      for (const e of saves.list()) {
        if (!e.save) continue;
        const rec = e.save.record;
        const now = rulesNow.get(rec.game);
        if (now === undefined || rec.rules === now) continue;
        const key = JSON.stringify(rec);
        if (verdicts.has(e.id) && verdicts.get(e.id).key === key) continue;
        if (document.body.dataset.phase !== 'lobby') break; // the rest when the lobby shows again
        let verdict = { key, kind: 'current' };
        try {
          const state = await call('replay', { record: rec });
          if (state.replayed) verdict = { key, kind: 'note', note: state.replayed };
        } catch (err) {
          const old = oldRules(err);
          if (old) verdict = { key, kind: 'refused', old };
        }
        verdicts.set(e.id, verdict);
        changed = true;
      }
      if (changed && document.body.dataset.phase === 'lobby') lobby.setSaves(entries());
    })().catch(() => {}).finally(() => {
      checking = null;
      if (checkAgain) {
        checkAgain = false;
        checkOld();
      }
    });
  }

  function refreshList() {
    if (!session.game) hideNote();
    if (embed) return;
    lobby.setSaves(entries());
    checkOld();
  }

  /** Keep what opening a save showed of its rules (the list marks it at once). */
  function learned(sv, kind, extra) {
    if (embed || !sv.id) return;
    verdicts.set(sv.id, { key: JSON.stringify(sv.record), kind, ...extra });
  }

  // The note on the table: a banner under the table's tools, announced (role="status"), until it
  // is dismissed or another game is on the table.
  const note = { game: null, text: null, el: null, textEl: null, close: null, timer: null };

  function noteBanner() {
    if (note.el) return note.el;
    const main = document.querySelector('#table .table-main');
    if (!main) return null;
    note.textEl = h('p', { class: 'rules-note-text', id: 'rules-note-text', role: 'status' });
    note.close = h('button', {
      type: 'button', class: 'btn btn-quiet btn-small', id: 'rules-note-close', onclick: () => hideNote(),
    }, t('oldRules.dismiss'));
    note.el = h('div', { class: 'rules-note', id: 'rules-note', hidden: true },
      h('span', { class: 'rules-note-mark', 'aria-hidden': 'true' }, 'i'), note.textEl, note.close);
    const head = main.querySelector('.table-head');
    if (head) head.after(note.el);
    else main.prepend(note.el);
    return note.el;
  }

  /** Show text() (the page's language now) on the table of g. kind: 'note' | 'watch'. */
  function showNote(g, text, kind) {
    const el = noteBanner();
    if (!el) return;
    clearTimeout(note.timer);
    Object.assign(note, { game: g, text });
    el.dataset.kind = kind;
    el.hidden = false;
    note.textEl.textContent = '';
    // Written a moment after the banner shows, so that screen readers announce it.
    note.timer = setTimeout(() => {
      if (note.game === g) note.textEl.textContent = text();
    }, 60);
  }

  function hideNote() {
    clearTimeout(note.timer);
    Object.assign(note, { game: null, text: null });
    if (note.el) {
      note.el.hidden = true;
      note.textEl.textContent = '';
    }
  }

  /**
   * A save whose record no longer plays under today's rules: the engine's sentence, and what still
   * works: watch it up to where it diverges, a new game with the same options and seats, its file.
   */
  function offerOld(sv, old) {
    const close = () => {
      hideOverlay();
      // Back to the save in the list (drawn again since: found by its id).
      const item = sv.id && document.querySelector(`.saved-item[data-id="${CSS.escape(sv.id)}"] [data-action="open-old"]`);
      if (item && item.offsetParent) item.focus({ preventScroll: true });
    };
    const draw = () => {
      const root = document.getElementById('overlay');
      const button = (id, cls, label, action) => h('button', { type: 'button', class: ['btn', cls], id, onclick: action }, label);
      const watchBtn = old.at > 0 ? button('old-watch', 'btn-primary', t('oldRules.watch', { n: old.at }), () => watch(sv, old)) : null;
      const againBtn = button('old-again', old.at > 0 ? null : 'btn-primary', t('oldRules.again'), () => again(sv));
      const fileBtn = embed ? null : button('old-export', null, t('oldRules.export'), () => saves.download(sv));
      const card = h('div', {
        class: 'overlay-card message-card old-rules-card', role: 'dialog', 'aria-modal': 'true',
        'aria-labelledby': 'old-heading', 'aria-describedby': 'old-text old-offer',
      },
      h('h2', { id: 'old-heading' }, t('oldRules.title')),
      h('p', { id: 'old-text', class: 'message-text' }, said(old.message, old.say)),
      h('p', { id: 'old-offer', class: 'old-rules-offer' },
        old.at > 0 ? t('oldRules.offer', { n: old.at }) : t('oldRules.offerNone')),
      h('div', { class: 'old-rules-actions' }, watchBtn, againBtn, fileBtn,
        button('old-close', 'btn-quiet', t('oldRules.close'), close)));
      card.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      });
      hideOverlay();
      root.dataset.kind = 'message';
      root.hidden = false;
      root.append(card);
      card.drawAgain = draw;
      (watchBtn || againBtn).focus({ preventScroll: true });
    };
    draw();
  }

  /** The save's moves up to where today's rules part from it, as a replay (nothing is saved). */
  async function watch(sv, old) {
    hideOverlay();
    const record = { ...sv.record, moves: sv.record.moves.slice(0, old.at) };
    try {
      const g = await open({ ...sv, record }, {
        replay: true, exitTo: embed ? 'table' : 'lobby', only: embed, persist: false, upTo: old.at,
      });
      if (g) g.replayOnly = true; // its moves are watched, not played on
    } catch (err) {
      if (session.game === null) frame.setPhase(embed ? 'idle' : 'lobby');
      showMessage({ title: () => t('save.cannotOpenTitle'), text: () => readable(err) });
    }
  }

  /** A new game with the save's options and seats (a new deal, a new save: the old one stays). */
  async function again(sv) {
    hideOverlay();
    const rec = sv.record;
    try {
      await session.start({ game: rec.game, options: rec.options, seats: sv.seats, seatNames: sv.seatNames, settings: sv.settings });
    } catch (err) {
      if (session.game === null) frame.setPhase(embed ? 'idle' : 'lobby');
      showMessage({ title: () => t('oldRules.cannotStart'), text: () => readable(err) });
    }
  }

  onLangChange(() => {
    if (note.close) note.close.textContent = t('oldRules.dismiss');
    if (note.game && note.text && note.textEl.textContent) note.textEl.textContent = note.text();
    const card = document.querySelector('#overlay .old-rules-card');
    if (card && card.drawAgain) card.drawAgain();
  });

  // ---------------------------------------------------------------- opening

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
      const old = oldRules(err);
      if (old) throw Object.assign(new saves.SaveError(readable(err), 'bad_record'), { oldRules: old });
      if (err && err.code === 'bad_record') throw new saves.SaveError(t('save.badRecord', { message: readable(err) }), 'bad_record');
      throw new saves.SaveError(t('save.cannotOpen', { message: readable(err) }));
    }
    const [result, record, view] = await Promise.all([
      call('result', { state }), call('record', { state }), call('view', { state, seat: null })]);
    let scores = [];
    try {
      scores = result ? result.scores : renderer.players(view).map((row) => row.score);
    } catch { /* leave them out */ }
    // A record of earlier rules stays as it was made (the replay's own record says today's rules).
    return { ...sv, record: state.replayed ? sv.record : record, summary: { moves: record.moves.length, over: Boolean(result), scores, winners: result ? result.winners : [] } };
  }

  /**
   * Put a save on the table: to play on, or as a replay (exitTo: 'lobby' | 'table'; only: a
   * replay and nothing else). persist: keep it as this device's save of that game. upTo: the save's
   * moves up to where today's rules part from it (said on the table).
   */
  async function open(sv, { replay = false, exitTo = 'lobby', only = false, persist: keep = !embed, upTo = null } = {}) {
    const g = await session.start({
      record: sv.record, seats: sv.seats, seatNames: sv.seatNames, settings: sv.settings, notes: sv.notes,
      saveId: keep ? sv.id : null, created: sv.created, persist: keep, replay: replay ? { exitTo, only } : false,
    });
    if (g === session.game) {
      const replayed = (g.state && g.state.replayed) || null;
      g.rulesNote = upTo === null ? replayed : null;
      if (upTo !== null) showNote(g, () => t('oldRules.watching', { n: upTo, next: upTo + 1 }), 'watch');
      else if (replayed) {
        const kept = Boolean(g.copyOf);
        showNote(g, () => [said(replayed.note, replayed.note_say), kept ? t('oldRules.kept') : ''].filter(Boolean).join(' '), 'note');
        if (keep && sv.id) learned(sv, 'note', { note: replayed });
      }
    }
    if (replay && g === session.game) await replays.enter(g, { exitTo, only });
    return g;
  }

  const cannotOpen = (err) => (err.code === 'bad_record' ? t('save.badRecord', { message: readable(err) }) : readable(err));

  /** The lobby's Continue and Replay (and Open… of a save of earlier rules). */
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
      const old = oldRules(err);
      if (old) {
        learned(sv, 'refused', { old });
        refreshList();
        offerOld(sv, old);
        return;
      }
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

  /**
   * The lobby's "Open a file…": a checked save joins this device's games (one of earlier rules too,
   * whose moves no longer all play: it is kept, marked, like the saves already here).
   */
  async function importFile(file) {
    let sv;
    let old = null;
    try {
      sv = await saves.readFile(file);
      try {
        sv = await check(sv);
      } catch (err) {
        old = oldRules(err);
        if (!old) throw err;
      }
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
    if (old) learned(stored, 'refused', { old });
    refreshList();
    lobby.highlight(stored.id);
    toast(old ? t('saved.importedOld') : t('saved.imported'), 'good');
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
      const old = oldRules(err);
      if (old) {
        learned(sv, 'refused', { old });
        refreshList();
        offerOld(sv, old);
        return;
      }
      showMessage({ title: () => t('save.cannotResumeTitle'), text: () => cannotOpen(err) });
    }
  }

  /**
   * A link's or a file's save of earlier rules that no longer plays (sharing.js): kept here, marked,
   * unless embedded, and its choices offered. Returns the save as kept.
   */
  function keepOld(sv, old) {
    let stored = sv;
    if (!embed) {
      const now = new Date().toISOString();
      stored = findSame(sv.record) || { ...sv, id: saves.newId(), created: sv.created || now, updated: now };
      if (!saves.get(stored.id)) {
        try {
          saves.put(stored);
        } catch (err) {
          toast(readable(err), 'error', 9000);
        }
      }
      learned(stored, 'refused', { old });
      refreshList();
    }
    offerOld(stored, old);
    return stored;
  }

  return { persist, refreshList, check, open, openSaved, remove, exportSaved, exportCurrent, importFile, resume, keepOld };
}
