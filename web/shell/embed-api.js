// window.tabletop: the running table for embedders and tests, the same on index.html and
// embed.html (README "Embedding"). Each call works on the game on the table; moves made here go
// through the session like a player's.
import { t, getLang, LANGS } from '../i18n.js';
import { said } from '../said.js';
import { fail } from './errors.js';
import { firstMode, defaultPlayers } from './catalog.js';
import { parseSeat, botLevels } from './bots.js';
import { clampDelay } from './address.js';
import { saveOf, oldRules } from './saved-games.js';
import * as saves from './saves.js';
import * as share from './share.js';

/** ready: the engine's version once it is up; session, savedGames, language: see boot.js. */
export function tabletopApi({ ready, session, savedGames, language }) {
  const call = (op, args) => session.call(op, args);

  function requireGame() {
    if (!session.game) throw fail(t('error.noGame'), 'bad_request');
    return session.game;
  }

  return {
    ready,
    /** seats: ["human", "bot:greedy", "bot:hard", "bot"]; names: optional display names. */
    async newGame(gameId, options = {}, seed, seats, names, settings = {}) {
      await ready;
      const mode = options.mode || firstMode(gameId);
      const players = Number(options.players) || defaultPlayers(gameId, mode, seats ? seats.length : 0);
      const specs = seats || ['human', ...Array(players - 1).fill('bot')];
      const opts = { ...options, mode, players };
      await session.start({
        game: gameId, options: opts, seed: seed === undefined || seed === null ? undefined : Number(seed),
        seats: specs.map((spec, i) => ({ ...parseSeat(spec), name: (names && names[i]) || '' })),
        settings: { confirm: Boolean(settings && settings.confirm), practice: Boolean(settings && settings.practice) },
      });
      return session.game.view;
    },
    async view(seat = null) {
      const g = requireGame();
      return call('view', { state: g.state, seat });
    },
    async legalMoves() {
      return call('legal_moves', { state: requireGame().state });
    },
    async play(move) {
      const g = requireGame();
      const res = await session.serial(() => session.move(g, move));
      return { text: res.text };
    },
    async record() {
      return call('record', { state: requireGame().state });
    },
    async result() {
      return call('result', { state: requireGame().state });
    },
    async toMove() {
      return call('to_move', { state: requireGame().state });
    },
    state() {
      return session.game ? session.game.state : null;
    },
    /**
     * Open a save ({format: "tabletop-save", ...}) or a bare record; replay: show it as a replay.
     * A record of earlier rules whose moves still play opens with the engine's note (replayed());
     * one whose move no longer plays rejects with the engine's error: code "bad_record", message,
     * say ({id: "engine.record.version", ...}) and at (the moves that still play).
     */
    async load(data, { replay = false } = {}) {
      let sv;
      try {
        sv = await savedGames.check(saves.normalize(data));
      } catch (err) {
        const old = oldRules(err);
        if (old) throw Object.assign(fail(old.message, 'bad_record'), { say: old.say, message_say: old.say, at: old.at });
        throw err;
      }
      await savedGames.open({ ...sv, id: saves.newId() }, { replay, exitTo: 'table', persist: false });
      return session.game.view;
    },
    /**
     * The game on the table was replayed from a record of earlier rules: {rules (the record's
     * version, null before versions), note (the engine's sentence), note_say, text (the note in the
     * page's language)}; else null.
     */
    replayed() {
      const r = session.game && session.game.rulesNote;
      return r ? { rules: r.rules ?? null, note: r.note, note_say: r.note_say || null, text: said(r.note, r.note_say) } : null;
    },
    /** A share link for the current game. */
    async shareLink() {
      return share.linkFor(saveOf(requireGame()), { page: 'index.html' });
    },
    setBotDelay(ms) {
      session.setBotDelay(clampDelay(ms));
    },
    /** The bot levels: [{id, name, note}]. */
    bots: () => botLevels(),
    /** The interface language now ('en', 'ru'). */
    lang: () => getLang(),
    /** Switch the interface language live (no reload; the game goes on). Remembered, except embedded. */
    setLang(id) {
      if (!LANGS.includes(id)) throw fail(`unknown language: ${id}`, 'bad_request');
      language.switchLang(id);
      return getLang();
    },
    call: (op, args) => call(op, args),
  };
}
