// The results over the table: the winner, each player's breakdown, how a tie was decided and the
// game's own extras (its renderer's endExtras: Betta solo's employee review, Set Line's best score
// on this device). From it: the same game again, the lobby, the replay, or the table.
import { said, saidWithNames } from '../said.js';
import { showEnd, hideOverlay } from './overlays.js';
import { nameOf, iconOf, colourOf } from './seats.js';

/** The result with its breakdown's lines in the page's language (web/said.js). */
function localResult(result) {
  if (!Array.isArray(result.breakdown)) return result;
  return {
    ...result,
    breakdown: result.breakdown.map((b) => ({
      ...b, items: (b.items || []).map((it) => ({ ...it, what: said(it.what, it.what_say) })),
    })),
  };
}

/**
 * frame: the page frame (frame.js); onAgain(g), onLobby (null: no lobby, embedded), onReplay(g).
 * Returns {show(g)}: the results of g, a finished game on the table.
 */
export function createEndScreen({ frame, onAgain, onLobby, onReplay }) {
  function show(g) {
    if (!g || !g.result) return;
    g.endShown = true;
    const r = g.renderer;
    let extras = null;
    if (typeof r.endExtras === 'function') {
      try {
        extras = r.endExtras(g.result, g.view, (s) => nameOf(g, s));
      } catch (err) {
        console.warn('endExtras failed', err);
      }
    }
    const alone = g.seats.length === 1 && g.seats[0].kind === 'human' && !g.seats[0].name;
    showEnd({
      result: localResult(g.result),
      // why it ended, with the names the players typed ("Kit placed every House…")
      ended: g.result.ended ? saidWithNames(g.result.ended, g.result.ended_say, (s) => (g.seats[s] && g.seats[s].name) || '') : '',
      you: alone, // one player who typed no name: "You scored …"
      nameOf: (s) => nameOf(g, s),
      icon: (s) => iconOf(g, s),
      colour: (s) => colourOf(g, s),
      lines: r.tiebreakLines(g.result, (s) => nameOf(g, s)),
      extras: extras instanceof Node ? extras : null,
      onAgain: () => onAgain(g),
      onLobby,
      onReplay: () => onReplay(g),
      onTable: () => {
        hideOverlay();
        if (frame.buttons.results) frame.buttons.results.focus({ preventScroll: true });
      },
    });
    frame.setPhase('over');
  }

  return { show };
}
