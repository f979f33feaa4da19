// What every seat sees happen at once, drawn by the shell for any game from its view
// (docs/protocol.md, "What every game's view and result have"):
//   secret    {seats, chosen}: a secret choice being collected one seat at a time; the bar says who
//             has chosen (never what), the pass screen asks the others to look away
//   revealed  {move, choices: [{seat, text}]}: the choices shown together once all are in
//   rolls     [{move, seat, die, sides, face, why}]: the dice the last move rolled, shown to everyone
// A new reveal or roll (a `move` not seen before) is also read out once and, unless the reader
// prefers reduced motion, the dice tumble as they land.
import { h, clear } from '../dom.js';
import { t } from '../i18n.js';
import { said } from '../said.js';

/** A die as drawn: its face in a rounded square, its kind (e.g. "d20") beside it. */
export function dieNode(roll, { fresh = false } = {}) {
  const sides = Number(roll.sides) || 6;
  return h('span', {
    class: ['die', fresh && 'die-fresh'], 'data-sides': String(sides), 'data-face': String(roll.face),
  },
  h('span', { class: 'die-face', 'aria-hidden': 'true' }, String(roll.face)),
  h('span', { class: 'die-kind', 'aria-hidden': 'true' }, `d${sides}`));
}

/** "Anna rolled 17 on the black die (d20): start". */
export function rollSentence(roll, nameOf) {
  const why = roll.why ? said(roll.why, roll.why_say) : '';
  const die = roll.die ? said(roll.die, roll.die_say) : `d${Number(roll.sides) || 6}`;
  const line = t('moment.rolled', { name: nameOf(roll.seat), face: roll.face, die });
  return why ? t('moment.rolledWhy', { line, why }) : line;
}

/** "Anna: Rock · Bot: Paper". */
export function revealSentence(revealed, nameOf) {
  return (revealed.choices || []).map((c) => t('moment.choice', { name: nameOf(c.seat), choice: said(c.text, c.text_say) })).join(' · ');
}

/**
 * The bar under the round counter. render(view, {nameOf, announce}) draws what the view says;
 * announce(text) is called once for each reveal or roll not seen before.
 */
export function createMoments() {
  const el = h('div', { class: 'moments', id: 'moments', hidden: true });
  const seen = new Set(); // "reveal:<move>", "roll:<move>"
  let last = null;

  function draw(view, { nameOf, announce = () => {} }) {
    last = { view, nameOf };
    clear(el);
    const secret = view && view.secret;
    const revealed = view && view.revealed;
    const rolls = (view && Array.isArray(view.rolls) && view.rolls) || [];
    if (secret && Array.isArray(secret.seats)) {
      const chosen = new Set(secret.chosen || []);
      el.append(h('p', { class: 'moment moment-secret', 'data-kind': 'secret' },
        h('strong', {}, t('moment.secret')), ' ',
        ...secret.seats.map((s) => h('span', {
          class: ['moment-seat', chosen.has(s) && 'done'], 'data-seat': String(s),
        }, chosen.has(s) ? t('moment.hasChosen', { name: nameOf(s) }) : t('moment.choosing', { name: nameOf(s) })))));
    }
    if (revealed && Array.isArray(revealed.choices) && revealed.choices.length) {
      const key = `reveal:${revealed.move}`;
      const fresh = !seen.has(key);
      seen.add(key);
      const line = revealSentence(revealed, nameOf);
      el.append(h('p', { class: ['moment', 'moment-reveal', fresh && 'moment-fresh'], 'data-kind': 'reveal' },
        h('strong', {}, t('moment.revealed')), ' ', line));
      if (fresh) announce(`${t('moment.revealed')} ${line}`);
    }
    if (rolls.length) {
      const key = `roll:${rolls[0].move}`;
      const fresh = !seen.has(key);
      seen.add(key);
      const lines = rolls.map((r) => rollSentence(r, nameOf));
      el.append(h('p', { class: 'moment moment-rolls', 'data-kind': 'rolls', 'aria-label': lines.join('. ') },
        ...rolls.map((r, i) => h('span', { class: 'moment-roll', title: lines[i] }, dieNode(r, { fresh }),
          h('span', { class: 'moment-roll-text' }, lines[i])))));
      if (fresh) announce(lines.join('. '));
    }
    el.hidden = !el.childNodes.length;
  }

  return {
    el,
    render: draw,
    /** Draw again in the page's language of the moment (nothing is announced again). */
    relabel() {
      if (last) draw(last.view, { nameOf: last.nameOf });
    },
    /** A new game: what was seen of the last one is forgotten. */
    reset() {
      seen.clear();
      last = null;
      clear(el);
      el.hidden = true;
    },
  };
}
