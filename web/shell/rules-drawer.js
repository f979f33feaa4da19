// The rules drawer: a game's rules panel (its renderer's rulesPanel), for the game on the table or
// the one chosen in the lobby. The game loads first if it has not yet.
import { t } from '../i18n.js';
import { games, hasGame } from '../games/registry.js';
import { openDrawer, drawerOpen } from './overlays.js';
import { rendererOf, nameOfGame } from './catalog.js';
import { readable } from './errors.js';

/** onTable(): the game on the table or null (its view fills in the rules' numbers); say(text, kind). */
export function createRulesDrawer({ onTable, say }) {
  let rulesOf = null; // the game whose rules the drawer shows

  /** The rules of a game (without one: the first this page draws). */
  async function open(gameId) {
    const id = hasGame(gameId) ? gameId : Object.keys(games)[0];
    rulesOf = id;
    let renderer;
    try {
      renderer = await rendererOf(id);
    } catch (err) {
      say(readable(err), 'error');
      return;
    }
    if (rulesOf !== id) return; // another game's rules were asked for meanwhile
    const g = onTable();
    openDrawer(`${t('rules.heading')}: ${nameOfGame(id)}`, renderer.rulesPanel(g && g.id === id && g.view ? g.view : null));
  }

  return {
    open,
    /** Draw the open drawer again in the page's language now. */
    relabel() {
      if (drawerOpen() && rulesOf) open(rulesOf);
    },
  };
}
