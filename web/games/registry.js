// The renderers this page can draw, by game id. A renderer is a module exporting:
//   info                      {id, name, modes: [...]}: shown before the engine answers `games`
//   supportsMode(modeId)      whether this renderer can draw that mode
//   seatIcon(seat)            a small Node standing for the seat (lobby, score panel, log)
//   seatLabel(seat)           the seat's name when the player gave none (e.g. "Green")
//   seatColour(seat)          a colour family name, set as data-colour for CSS
//   players(view)             [{seat, score, detail, note}] for the score panel
//   rulesPanel(view | null)   a Node with the rules summary
//   tiebreakLines(result, nameOf) -> [string]: how the winner was decided
//   mount(root, ctx)          ctx = {play(move) -> Promise, seatName(seat)}
//                             -> {update({view, previews, canAct, turnStartedAt}), destroy()}
//                             turnStartedAt: when the current turn started (ms since the epoch),
//                             for a renderer that times turns; the board may be mounted again
//                             mid-turn (a language switch)
//
// Optional hooks (the shell calls them when a renderer has them):
//   lobbyOptions(modeId, saved) -> {node, read() -> object}
//                             extra options for the lobby (e.g. Set Line's "timed"); the lobby
//                             shows node under the mode and merges read() into the game options;
//                             saved is what read() returned last time (remembered like the rest)
//   endExtras(result, view)   -> Node | null, shown on the end screen under the breakdowns
//                             (e.g. Betta solo's employee review, Set Line's best score on this device)
//   usesPreviews              false when the renderer does not use the shell's per-turn `previews`
//                             (Set Line: up to a few thousand builds on a first turn)
//   confirmsMoves             true when the renderer lets the player confirm a move itself (e.g. Set
//                             Line's Confirm button): the shell's "Confirm moves" step is skipped
//   mount ctx also has call(op, args) -> Promise: any engine op (e.g. "preview") for the current
//                             game, with the state filled in by the shell
// A mode whose players range is [1, 1] is a one-player game: the lobby shows a single seat.
// To add a game: write web/games/<id>/index.js (and its art, rules, strings, styles beside it)
// and list it here.
import * as betta from './betta/index.js';
import * as setline from './setline/index.js';

export const renderers = { betta, setline };

export function rendererFor(gameId) {
  return renderers[gameId] || null;
}
