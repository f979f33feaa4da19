// Quibbles' rules panel, in the page's language, with the variants in play. Our own words, from
// shared/rules/quibbles.md (the BGA help text, checked against the publishers' rules) and the
// engine's [interpretation] decisions. Numbers come from the view when there is one.
import { h } from '../../dom.js';
import { getLang } from '../../i18n.js';
import { cardFace } from './art.js';

const TEXT = {
  en: {
    goal: 'Be the first to build a collection of six cards worth 21 or more. A card has a value and nothing else.',
    tableH: 'On the table',
    table: 'A row of open cards in the middle, a hand of 6 cards each (hidden from the others), a draw pile and a discard pile. Collections, their totals, hand sizes and the discard pile are open to all.',
    turnH: 'Your turn',
    turn: 'Do exactly one of three things, then you may stash once, then the table tidies up.',
    splitH: 'Split',
    split: 'Play one card from your hand. Take from the row one or more sets of at least two cards each, every set adding up to exactly the card you played. You choose which sets to take; you may leave some behind.',
    splitEx: 'Play a 6: take 3 + 3 and 2 + 4 from the row, and leave the 1 and the 5.',
    combineH: 'Combine',
    combine: 'Play 2 to {limit} cards from your hand totalling {cap} or less. Take from the row one or more cards of exactly that total (all of them if you like).',
    combineEx: 'Play 1 + 2 + 3: take one, two or all of the 6s in the row.',
    drawH: 'Draw',
    draw: 'Put any one card from your hand face up in the row, then draw 2 cards. You can always draw.',
    stashH: 'Stash',
    stash: 'After your action, if you hold at least as many cards of one value as that value (three 3s, four 4s…), you may stash them: one joins your collection, the rest go to the discard pile. A full collection first gives up one card of your choice.',
    tidyH: 'End of the turn',
    tidy: [
      'A row of 10 or more cards is discarded entirely.',
      'The row is refilled to 6 cards.',
      'If your hand is empty, everyone discards their hand and is dealt 6 new cards.',
      'When the draw pile runs out, the discard pile is shuffled into a new one.',
    ],
    winH: 'Winning',
    win: 'The moment your collection holds six cards worth 21 or more, you win; the turn stops there.',
    winAny: 'The moment your collection is worth 21 or more, you win (with any number of cards); the turn stops there.',
    capH: 'A game with no end?',
    cap: 'The rules set no limit. This table ends a game after {turns} turns each; then the highest collection wins.',
    variantsH: 'Variants in play',
    none: 'The base game: cards 1 to 6.',
    sevens: 'The Magnificent Sevens: seven 7s join the deck. A combine may use up to 7 cards and total up to 7; a 7 can be split.',
    zeros: 'The Zero Heroes: four 0s join the deck. A 0 can be neither split nor stashed, but it can join a combine (0 + 5 takes a 5) or a set (5 + 0 for a 5).',
    both: 'With both expansions the deck also gains two more cards of each value 1 to 6.',
  },
  ru: {
    goal: 'Первым соберите коллекцию из шести карт на 21 очко или больше. У карты есть только число.',
    tableH: 'На столе',
    table: 'В центре ряд открытых карт, у каждого на руке 6 карт (другим их не видно), колода и сброс. Коллекции с их суммой, число карт на руках и сброс видны всем.',
    turnH: 'Ваш ход',
    turn: 'Сделайте ровно одно из трёх действий, затем можно один раз отложить карты в коллекцию, затем стол приводится в порядок.',
    splitH: 'Разделить',
    split: 'Сыграйте одну карту с руки. Возьмите из ряда один или несколько наборов, по две карты или больше в каждом, и сумма каждого набора равна сыгранной карте. Какие наборы брать, решаете вы; часть можно оставить.',
    splitEx: 'Сыграйте 6: возьмите из ряда 3 + 3 и 2 + 4, а 1 и 5 оставьте.',
    combineH: 'Сложить',
    combine: 'Сыграйте с руки от 2 до {limit} карт с суммой не больше {cap}. Возьмите из ряда одну или несколько карт ровно с этим числом (можно все).',
    combineEx: 'Сыграйте 1 + 2 + 3: возьмите одну, две или все шестёрки из ряда.',
    drawH: 'Добрать',
    draw: 'Положите в ряд любую карту с руки лицом вверх и возьмите 2 карты из колоды. Добрать можно всегда.',
    stashH: 'В коллекцию',
    stash: 'После действия, если у вас карт одного числа не меньше, чем само число (три тройки, четыре четвёрки…), можно отложить их: одна идёт в коллекцию, остальные в сброс. Из полной коллекции сначала уходит одна карта на ваш выбор.',
    tidyH: 'Конец хода',
    tidy: [
      'Ряд из 10 карт или больше целиком уходит в сброс.',
      'Ряд пополняется до 6 карт.',
      'Если ваша рука пуста, все сбрасывают руки и получают по 6 новых карт.',
      'Когда колода кончается, сброс перемешивается в новую колоду.',
    ],
    winH: 'Победа',
    win: 'Как только в вашей коллекции шесть карт на 21 очко или больше, вы победили; ход на этом заканчивается.',
    winAny: 'Как только ваша коллекция стоит 21 очко или больше (сколько бы в ней ни было карт), вы победили; ход на этом заканчивается.',
    capH: 'Игра без конца?',
    cap: 'В правилах нет предела. Здесь игра заканчивается после {turns} ходов каждого игрока; тогда побеждает самая дорогая коллекция.',
    variantsH: 'Варианты в игре',
    none: 'Базовая игра: карты от 1 до 6.',
    sevens: 'Великолепные семёрки: в колоду добавлены семь семёрок. Сложить можно до 7 карт с суммой до 7; семёрку можно разделить.',
    zeros: 'Нулевые герои: в колоду добавлены четыре нуля. Ноль нельзя ни разделить, ни отложить в коллекцию, но он годится для сложения (0 + 5 берёт пятёрку) и в набор (5 + 0 для пятёрки).',
    both: 'С обоими дополнениями в колоде ещё по две карты каждого числа от 1 до 6.',
  },
};

const fill = (str, vars) => str.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));

/** The variants of a view (its `options`), or the base game. */
function variants(view) {
  const o = (view && view.options) || {};
  return { sevens: Boolean(o.sevens), zeros: Boolean(o.zeros), six: o.win_requires_six_cards !== false,
    turns: o.max_turns || (view && view.progress && view.progress.rounds) || null };
}

function example(values, text) {
  return h('figure', { class: 'qb-example' },
    h('span', { class: 'qb-example-cards', 'aria-hidden': 'true' }, values.map((v) => cardFace(v))),
    h('figcaption', {}, text));
}

/** The rules panel for a view (or null: the base game). */
export function rulesPanel(view) {
  const T = TEXT[getLang()] || TEXT.en;
  const v = variants(view);
  const nums = { limit: v.sevens ? 7 : 6, cap: v.sevens ? 7 : 6, turns: v.turns };
  const p = (str) => h('p', {}, fill(str, nums));
  const shown = [];
  if (!v.sevens && !v.zeros) shown.push(T.none);
  if (v.sevens) shown.push(T.sevens);
  if (v.zeros) shown.push(T.zeros);
  if (v.sevens && v.zeros) shown.push(T.both);
  return h('div', { class: 'rules quibbles-rules' },
    p(T.goal),
    h('h3', {}, T.tableH), p(T.table),
    h('h3', {}, T.turnH), p(T.turn),
    h('h4', {}, T.splitH), p(T.split), example([6, 3, 3, 2, 4], T.splitEx),
    h('h4', {}, T.combineH), p(T.combine), example([1, 2, 3, 6], T.combineEx),
    h('h4', {}, T.drawH), p(T.draw),
    h('h4', {}, T.stashH), p(T.stash),
    h('h3', {}, T.tidyH), h('ul', {}, T.tidy.map((line) => h('li', {}, line))),
    h('h3', {}, T.winH), p(v.six ? T.win : T.winAny),
    v.turns ? [h('h3', {}, T.capH), p(T.cap)] : null,
    h('h3', {}, T.variantsH), h('ul', {}, shown.map((line) => h('li', {}, line))));
}
