// Share links: the game's record and seats in a link (share.js encodes them), which opens the game
// on another device, offline too: a game in progress to play on, a finished one as its replay.
// A link opened here becomes one of this device's saved games (the same one if opened before);
// embedded, nothing is saved. A link of a record of earlier rules opens with the engine's note, or,
// when a move no longer plays, offers what still works (saved-games.js).
import { t } from '../i18n.js';
import { toast } from '../dom.js';
import { showShare, showMessage, overlayKind } from './overlays.js';
import { readable } from './errors.js';
import { saveOf, findSame, oldRules } from './saved-games.js';
import * as saves from './saves.js';
import * as share from './share.js';

/** The page's address without the link (so a reload does not open it again). */
function clearHash(embed) {
  if (embed) return;
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}

/**
 * session: session.js; savedGames: saved-games.js; endScreen: end-screen.js; frame: frame.js;
 * embed: open links without saving them.
 */
export function createSharing({ session, savedGames, endScreen, frame, embed }) {
  const body = document.body;

  /** The Share button: the game's link, copied if the browser lets us, in a dialog. */
  async function shareGame() {
    const g = session.game;
    if (!g || !g.record) return;
    let link;
    try {
      link = await share.linkFor(saveOf(g), { page: 'index.html' });
    } catch (err) {
      toast(readable(err), 'error');
      return;
    }
    const copy = async (text) => {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    };
    const copied = await copy(link);
    const wasEnd = overlayKind() === 'end';
    showShare({
      link, copied, note: () => (g.result ? t('share.noteOver') : t('share.noteLive')), onCopy: copy,
      onClose: () => { if (wasEnd && session.game === g && g.result && !g.replay) endScreen.show(g); },
    });
  }

  /**
   * Open a share link's game (`payload`: the part after #r=): continue it if it is running, else
   * replay it; replayOnly: a replay and nothing else. Resolves with whether it opened.
   */
  async function openLink(payload, { replayOnly = false } = {}) {
    let sv;
    let decoded = null;
    try {
      decoded = await share.decode(payload);
      sv = await savedGames.check(decoded);
    } catch (err) {
      clearHash(embed);
      if (!session.game) {
        frame.setStatus('');
        frame.setPhase(embed ? 'idle' : 'lobby');
      }
      const old = oldRules(err);
      if (old && decoded) {
        // Made with earlier rules, and a move no longer plays: kept (marked), and what still works offered.
        savedGames.keepOld(decoded, old);
        body.dataset.link = 'old-rules';
        return false;
      }
      showMessage({ title: () => t('share.brokenTitle'), text: () => readable(err) });
      body.dataset.link = 'broken';
      return false;
    }
    clearHash(embed);
    const over = Boolean(sv.summary && sv.summary.over);
    const replay = replayOnly || over;
    if (embed) {
      await savedGames.open(sv, { replay, exitTo: 'table', only: replayOnly, persist: false });
    } else {
      const same = findSame(sv.record);
      const now = new Date().toISOString();
      const stored = same || { ...sv, id: saves.newId(), created: sv.created || now, updated: now };
      if (!same) {
        try {
          saves.put(stored);
        } catch (err) {
          toast(readable(err), 'error', 9000);
        }
      }
      await savedGames.open(stored, { replay, exitTo: 'lobby' });
    }
    body.dataset.link = 'opened';
    return true;
  }

  return { shareGame, openLink };
}
