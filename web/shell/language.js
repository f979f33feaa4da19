// The page's language: the EN / RU switch in the top bar (not on embedded pages) and the live
// switch itself. Everything the page shows is drawn again in the new language, without a reload;
// the game goes on untouched (the same state, turn, timers and save: the engine and the bots know
// nothing of languages).
import { t, getLang, saveLang, setLang, LANGS } from '../i18n.js';
import { relabelToasts } from '../dom.js';

/**
 * embed: the switch is not shown and the choice is not remembered; relabel(): draws everything
 * again in the page's language now (boot.js).
 */
export function createLanguage({ embed, relabel }) {
  /** The buttons, in the top bar's group (index.html only). */
  function build() {
    const nav = document.querySelector('.top-actions');
    if (embed || !nav || nav.querySelector('.lang-switch')) return;
    const group = document.createElement('div');
    group.className = 'lang-switch';
    group.setAttribute('role', 'group');
    for (const id of LANGS) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'btn btn-quiet lang-btn';
      b.id = `lang-${id}`;
      b.dataset.lang = id;
      b.lang = id;
      b.addEventListener('click', () => switchLang(id));
      group.append(b);
    }
    nav.prepend(group);
    label();
  }

  /** The switch's own labels, the language now pressed. */
  function label() {
    const group = document.querySelector('.lang-switch');
    if (group) group.setAttribute('aria-label', t('lang.label'));
    for (const b of document.querySelectorAll('.lang-btn')) {
      b.textContent = t(`lang.${b.dataset.lang}`);
      b.title = t(`lang.${b.dataset.lang}Name`);
      b.setAttribute('aria-pressed', b.dataset.lang === getLang() ? 'true' : 'false');
    }
  }

  /**
   * Switch the page to another language now. remember: keep the choice for the next visit (the
   * embedded page keeps nothing). Returns whether the language changed.
   */
  function switchLang(id, { remember = !embed } = {}) {
    if (!LANGS.includes(id)) return false;
    if (id === getLang()) {
      if (remember) saveLang(id);
      return false;
    }
    setLang(id, { remember });
    const focused = document.activeElement;
    const focusId = focused && focused !== document.body && focused.id ? focused.id : null;
    label();
    relabel();
    relabelToasts();
    // Give the focus back: the same element if it is still there, else its namesake.
    if (focused && focused.isConnected && focused !== document.activeElement) focused.focus({ preventScroll: true });
    else if (!focused || !focused.isConnected) {
      const again = focusId && document.getElementById(focusId);
      if (again) again.focus({ preventScroll: true });
    }
    return true;
  }

  return { build, label, switchLang };
}
