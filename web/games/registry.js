// The games this page can draw: one line each, below. The page's boot loads this file alone; a
// game's own modules (its renderer, art, rules panel, strings and styles) load when that game is
// first used: chosen in the lobby, started by address or by window.tabletop, opened from a save or
// a share link. Each entry says
//   name        the game's name, shown in the lobby before anything of the game has loaded
//   card        () => import('./<id>/card.js'): the game at a glance (below), a few hundred bytes
//   renderer    () => import('./<id>/index.js'): the renderer (below)
//
// web/games/<id>/card.js exports `card`, plain data for the lobby and a games gallery:
//   pitch       {en, ru}: one line saying what the game is
//   players     [min, max] over all its modes
//   minutes     a typical game's length in minutes
//   modes       [{id, players: [min, max], name: {en, ru}}]: the modes this page draws, in the
//               lobby's order. A mode whose players range is [1, 1] is a one-player game: the
//               lobby shows a single seat. The engine's `games` op has the final word on which
//               modes exist; the lobby offers those the card lists too.
//   seats       the seats' colour families, names and badges, as data: {colours, modes?, label,
//               labels?, badge?} (web/games/kit.js seatsOf says what each means); the renderer
//               turns it into seatIcon / seatLabel / seatColour with the kit
// cardFor(id) resolves with {id, name, ...card} and adds the mode names to the page's strings
// ("mode.<id>.<mode>", for modeName) and the pitch ("pitch.<id>").
//
// web/games/<id>/index.js, the renderer, is a module exporting:
//   seatIcon(seat, mode)      a small Node standing for the seat (lobby, score panel, log)
//   seatLabel(seat, mode)     the seat's name when the player gave none (e.g. "Green")
//   seatColour(seat, mode)    a colour family name, set as data-colour for CSS
//                             (these three from the card's `seats` with the kit: export const
//                             { seatIcon, seatLabel, seatColour } = seatsOf(card), given an icon
//                             of its own when the game draws one, e.g. Betta's fish)
//   players(view)             [{seat, score, detail, note}] for the score panel
//   rulesPanel(view | null)   a Node with the rules summary
//   tiebreakLines(result, nameOf) -> [string]: how the winner was decided
//   mount(root, ctx)          ctx = {play(move) -> Promise, seatName(seat), call(op, args) -> Promise,
//                                    seatOrigin(seat) -> DOMRect | null, notes: {read(seat), write(seat, data)}}
//                             -> {update({view, previews, canAct, turnStartedAt, pausedAt, replay}),
//                                 destroy()}
//                             call: any engine op (e.g. "preview") for the current game, with the
//                             state filled in by the shell. turnStartedAt: when the current turn
//                             started (ms since the epoch), for a renderer that times turns; the
//                             board may be mounted again mid-turn (a language switch). pausedAt:
//                             while a dialog covers the board (the rules, a share dialog), when it
//                             opened, else null: a turn clock stands still meanwhile, and
//                             turnStartedAt moves on by the pause when it closes. replay: true while
//                             a replay shows a position (nobody's turn: say nothing about waiting).
//                             seatOrigin: where a seat sits on the page (its place in the players
//                             panel), for a played piece to fly from (kit.js fromSeat and flyFrom;
//                             the player's own pieces fly from the hand). notes: what the renderer keeps
//                             for a seat with the game (a plain object, saved with it, never in a share
//                             link; Awkward Guests' deduction sheet), read back after a reload.
//
// The board's glue comes from web/games/kit.js, the renderer kit, and a renderer imports nothing of
// web/shell/*: sender(ctx, st, {before, played, after}) -> send(move) (ctx.play once at a time with
// st.busy, a refused move changing nothing: the shell says why), legalMoves(ctx) and
// movesLoader(ctx, st) -> loadMoves() (st.moves for the current view, the shell answering from its
// last answer: no round trip), onBoardKeys(board, onKey) and onEscape(board, undo) (the page's key
// presses that are the board's: not in a dialog or a field, no modifier, the board shown; each
// returns stop() for destroy), fromSeat(ctx, seat) and flyFrom(el, rect) (a played piece flies in),
// icon(path) (the tool bar's icon style). The renderer keeps only what is its game's.
//
// What the shell draws for every game from the engine (docs/protocol.md): the round counter from
// the view's `progress` ({round, rounds, last}; "Round 3 of 7", the last round marked and announced
// once), the log and the end screen with the players' own names, and the end screen's "why the
// game ended" from the result's `ended`, and the moments every seat sees at once (shell/moments.js:
// a secret choice being collected, the choices revealed together, dice rolled) from the view's
// `secret`, `revealed` and `rolls`; a secret choice's pass screen asks the others to look away. A
// renderer draws none of these itself.
// Its strings and the Russian templates of its engine sentences come with it: the module imports
// ./strings.js, which adds them (addStrings in web/i18n.js, addTemplates in web/said.js).
//
// Optional (the shell uses them when a renderer has them):
//   stylesheet                the address of the game's CSS (new URL('./style.css', import.meta.url)):
//                             rendererFor adds it to the page and waits for it before resolving
//   lobbyOptions(modeId, saved) -> {node, read() -> object}
//                             extra options for the lobby (e.g. Set Line's "timed"); the lobby
//                             shows node under the mode and merges read() into the game options;
//                             saved is what read() returned last time (remembered like the rest)
//   endExtras(result, view, nameOf) -> Node | null, shown on the end screen under the breakdowns;
//                             nameOf(seat): the player's name as the end screen says it
//                             (e.g. Betta solo's employee review, Set Line's best score on this device)
//   usesPreviews              false when the renderer does not use the shell's per-turn `previews`
//                             (Set Line: up to a few thousand builds on a first turn)
//   publicHands               true when no seat's view hides anything from another (KIKAI's open
//                             hands): hot-seat play needs no pass screen between humans
//   confirmsMoves             true when the renderer lets the player confirm a move itself (e.g. Set
//                             Line's Confirm button): the shell's "Confirm moves" step is skipped
//
// To add a game: write web/games/<id>/ (card.js, index.js and what it imports: art, rules panel,
// strings, style.css) and add its line here. Nothing else in the shell changes.
import { addStrings, LANGS } from '../i18n.js';
import { addStylesheet } from '../dom.js';

export const games = {
  betta: { name: 'Betta', card: () => import('./betta/card.js'), renderer: () => import('./betta/index.js') },
  setline: { name: 'Set Line', card: () => import('./setline/card.js'), renderer: () => import('./setline/index.js') },
  quibbles: { name: 'Quibbles', card: () => import('./quibbles/card.js'), renderer: () => import('./quibbles/index.js') },
  seasaltpaper: { name: 'Sea Salt & Paper', card: () => import('./seasaltpaper/card.js'), renderer: () => import('./seasaltpaper/index.js') },
  pandarei: { name: 'Panda Rei', card: () => import('./pandarei/card.js'), renderer: () => import('./pandarei/index.js') },
  formulad: { name: 'Formula D', card: () => import('./formulad/card.js'), renderer: () => import('./formulad/index.js') },
  watergate: { name: 'Watergate', card: () => import('./watergate/card.js'), renderer: () => import('./watergate/index.js') },
  kikai: { name: 'KIKAI – Bricolage Heads', card: () => import('./kikai/card.js'), renderer: () => import('./kikai/index.js') },
  cathood: { name: 'Cathood', card: () => import('./cathood/card.js'), renderer: () => import('./cathood/index.js') },
  awkwardguests: { name: 'Awkward Guests', card: () => import('./awkwardguests/card.js'), renderer: () => import('./awkwardguests/index.js') },
  galacticcruise: { name: 'Galactic Cruise', card: () => import('./galacticcruise/card.js'), renderer: () => import('./galacticcruise/index.js') },
};

const own = (id) => Object.prototype.hasOwnProperty.call(games, id);

/** Whether this page can draw the game. */
export function hasGame(id) {
  return own(id);
}

/** The game's name (before anything of it has loaded), else the id. */
export function gameName(id) {
  return own(id) ? games[id].name : String(id ?? '');
}

const cards = new Map(); // id -> Promise of the card
const cardsLoaded = new Map(); // id -> the card, once it came
const renderers = new Map(); // id -> Promise of the renderer
const renderersLoaded = new Map(); // id -> the renderer, once it and its styles came

/** A load that failed may be asked for again (offline for a moment, say). */
function once(cache, id, load) {
  if (!cache.has(id)) {
    const promise = load();
    cache.set(id, promise);
    promise.catch(() => cache.delete(id));
  }
  return cache.get(id);
}

/** The card's words in the page's tables: "mode.<id>.<mode>" and "pitch.<id>", in every language. */
function cardStrings(id, card) {
  const tables = {};
  for (const lang of LANGS) {
    const table = {};
    if (card.pitch && card.pitch[lang]) table[`pitch.${id}`] = card.pitch[lang];
    for (const mode of card.modes || []) {
      if (mode.name && mode.name[lang]) table[`mode.${id}.${mode.id}`] = mode.name[lang];
    }
    tables[lang] = table;
  }
  return tables;
}

/** The game's card, {id, name, pitch, players, minutes, modes} (see the top of this file). */
export function cardFor(id) {
  if (!own(id)) return Promise.reject(new Error(`no game "${id}" on this page`));
  return once(cards, id, async () => {
    const { card } = await games[id].card();
    const full = { id, name: games[id].name, ...card };
    addStrings(cardStrings(id, full));
    cardsLoaded.set(id, full);
    return full;
  });
}

/** The card if it has loaded, else null (it does not load it). */
export function loadedCard(id) {
  return cardsLoaded.get(id) || null;
}

/** The game's renderer, loaded on first use with its card and styles (see the top of this file). */
export function rendererFor(id) {
  if (!own(id)) return Promise.reject(new Error(`no game "${id}" on this page`));
  return once(renderers, id, async () => {
    const [renderer] = await Promise.all([games[id].renderer(), cardFor(id)]);
    if (renderer.stylesheet) await addStylesheet(String(renderer.stylesheet));
    renderersLoaded.set(id, renderer);
    return renderer;
  });
}

/** The renderer if it has loaded, else null (it does not load it). */
export function loadedRenderer(id) {
  return renderersLoaded.get(id) || null;
}
