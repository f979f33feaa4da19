// Errors as a player reads them: the engine's, said in the page's language (web/said.js), and
// the shell's own, which carry a code like the engine's ("bad_request", "illegal_move" …).
import { t } from '../i18n.js';
import { said } from '../said.js';

/** An Error with the engine's kind of code. */
export const fail = (message, code) => Object.assign(new Error(message), { code });

/** An error as a sentence in the page's language now. */
export function readable(err) {
  if (err && typeof err.message === 'string' && err.message) return said(err.message, err.say);
  return t('error.generic', { message: String(err) });
}
