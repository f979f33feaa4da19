// Sea Salt & Paper's rules panel, in the page's language, with the expansions and readings in play.
// Our own words, from shared/rules/seasaltpaper.md (the BGA help text, checked against the
// publisher's rulebook) and the engine's [interpretation] decisions.
import { h } from '../../dom.js';
import { getLang, t } from '../../i18n.js';
import { cardFace } from './art.js';
import './strings.js';

const TEXT = {
  en: {
    goal: 'Collect sea creatures of folded paper and score their points over several rounds. The game ends after the round in which someone reaches {target} points; the highest total wins. Four mermaids win at once.',
    turnH: 'Your turn',
    draw: 'Draw: take two cards from the deck, keep one and put the other face up on a discard pile of your choice; or take the top card of a discard pile. Nobody may look through the piles.',
    emptyPile: 'If exactly one discard pile is empty, the card you do not keep must go on that one. If the deck holds a single card, you take it and discard nothing.',
    duos: 'Then play as many duos as you like, face up in front of you. Each scores 1 point and does something at once:',
    duoList: [
      ['crab', 'Two crabs: choose a discard pile, look through it and take any card.'],
      ['boat', 'Two boats: play another turn at once.'],
      ['fish', 'Two fish: take the top card of the deck.'],
      ['shark', 'A swimmer and a shark: steal a random card from another player’s hand.'],
    ],
    callH: 'Ending the round',
    call: 'If your cards are worth 7 points or more at the end of your turn, you may end the round. STOP: everyone scores their card points at once. LAST CHANCE: you show your hand and everyone else plays one more turn; if your card points are still the highest (a tie is yours), you score them plus your colour bonus and the others only their colour bonus; otherwise you score only your colour bonus and they score their card points.',
    deck: 'If the deck is empty at the end of a turn, the round ends and nobody scores.',
    pointsH: 'Card points',
    points: [
      'Duos: 1 point each, played or still in hand.',
      'Collections: shells 0/2/4/6/8/10, octopuses 0/3/6/9/12, penguins 1/3/5, sailors 0/5 for 1, 2, 3… cards.',
      'Multipliers: the lighthouse 1 per boat, the shoal of fish 1 per fish, the penguin colony 2 per penguin, the captain 3 per sailor.',
      'Mermaids: each mermaid scores the size of one colour group, the largest first (white counts as a colour).',
      'Colour bonus (LAST CHANCE only): the size of your largest colour group.',
    ],
    colours: 'Every card has one of eleven colours, printed on it by name.',
    saltH: 'Extra Salt',
    salt: 'Eight more cards. A jellyfish pairs with a swimmer: everyone else’s next turn is only the top card of the deck. The lobster pairs with a crab: look at the top 5 cards of the deck, keep one, shuffle the rest back. The cast of crabs scores 1 per crab. A starfish joins a duo as a trio: 2 more points and no effect. The seahorse stays in hand and counts as one more card of a collection you have started.',
    pepperH: 'Extra Pepper',
    pepper: 'An event is revealed each round and applies to everyone. After the round, the player with the most points (an event marked +) or the fewest (−) takes it, if that player is alone there, and keeps it while they stay alone there; a player with two events keeps one.',
    readingsH: 'Readings of this table',
    readings: [
      'A tie at the end goes to the most points in the last round, then to the player latest in its turn order.',
      'A mermaid win is taken as soon as the fourth mermaid is in hand.',
      'An effect that has one possible answer needs no click (a pile of one card).',
    ],
    tieEnder: 'This game: a tie goes to the most points in the last round, then to the player who ended it.',
    voidScore: 'This game: a round still scores when the deck runs out after LAST CHANCE.',
    afterDraw: 'This game: Angelfish is checked right after each draw.',
    double: 'This game: double points, the game ends at {target}.',
  },
  ru: {
    goal: 'Собирайте бумажных морских обитателей и получайте за них очки в нескольких раундах. Игра заканчивается после раунда, в котором кто-то набрал {target} очков; побеждает наибольшая сумма. Четыре русалки сразу приносят победу.',
    turnH: 'Ваш ход',
    draw: 'Возьмите карты: две из колоды — одну оставьте, другую положите лицом вверх в любую стопку сброса; или верхнюю карту стопки сброса. Просматривать стопки нельзя.',
    emptyPile: 'Если одна из стопок сброса пуста, а другая нет, карту, которую вы не оставили, нужно положить в пустую. Если в колоде одна карта, вы берёте её и ничего не сбрасываете.',
    duos: 'Затем выкладывайте перед собой сколько угодно пар. Каждая приносит 1 очко и сразу действует:',
    duoList: [
      ['crab', 'Два краба: выберите стопку сброса, просмотрите её и возьмите любую карту.'],
      ['boat', 'Две лодки: сразу сделайте ещё один ход.'],
      ['fish', 'Две рыбы: возьмите верхнюю карту колоды.'],
      ['shark', 'Пловец и акула: украдите случайную карту с руки другого игрока.'],
    ],
    callH: 'Конец раунда',
    call: 'Если в конце хода ваши карты стоят 7 очков или больше, можно закончить раунд. «Стоп»: все сразу получают очки своих карт. «Последний шанс»: вы открываете руку, остальные делают ещё по ходу; если ваши очки карт всё ещё больше всех (равенство — в вашу пользу), вы получаете их и бонус цвета, а остальные — только бонус цвета; иначе вы получаете только бонус цвета, а они — очки своих карт.',
    deck: 'Если в конце хода колода пуста, раунд заканчивается и очков никто не получает.',
    pointsH: 'Очки карт',
    points: [
      'Пары: по 1 очку, выложенные или на руке.',
      'Коллекции: ракушки 0/2/4/6/8/10, осьминоги 0/3/6/9/12, пингвины 1/3/5, моряки 0/5 за 1, 2, 3… карты.',
      'Множители: маяк — 1 за лодку, косяк рыб — 1 за рыбу, колония пингвинов — 2 за пингвина, капитан — 3 за моряка.',
      'Русалки: каждая приносит размер одной группы цвета, начиная с самой большой (белый — тоже цвет).',
      'Бонус цвета (только в «Последнем шансе»): размер вашей самой большой группы одного цвета.',
    ],
    colours: 'У каждой карты один из одиннадцати цветов, его название напечатано на карте.',
    saltH: 'Extra Salt',
    salt: 'Ещё восемь карт. Медуза в паре с пловцом: следующий ход каждого другого игрока — только верхняя карта колоды. Омар в паре с крабом: посмотрите 5 верхних карт колоды, одну оставьте, остальные замешайте обратно. Стая крабов — 1 очко за краба. Морская звезда с парой — тройка: ещё 2 очка и без эффекта. Морской конёк остаётся на руке и считается ещё одной картой начатой коллекции.',
    pepperH: 'Extra Pepper',
    pepper: 'Каждый раунд открывается событие, оно действует на всех. После раунда его получает игрок с наибольшим (событие с +) или наименьшим (−) счётом, если он такой один, и держит, пока остаётся таким; из двух событий игрок оставляет одно.',
    readingsH: 'Толкования этого стола',
    readings: [
      'При равенстве в конце побеждает больше набравший в последнем раунде, затем тот, кто ходил в нём позже.',
      'Победа русалок засчитывается, как только четвёртая русалка на руке.',
      'Эффект с единственным вариантом не требует щелчка (стопка из одной карты).',
    ],
    tieEnder: 'В этой партии: при равенстве побеждает больше набравший в последнем раунде, затем закончивший его.',
    voidScore: 'В этой партии: раунд подсчитывается, даже если колода кончилась после «Последнего шанса».',
    afterDraw: 'В этой партии: Рыба-ангел проверяется сразу после взятия карт.',
    double: 'В этой партии: двойные очки, игра до {target}.',
  },
};

const TARGET = { 2: 40, 3: 35, 4: 30 };
const fill = (str, vars) => str.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
const pic = (type, colour) => h('span', { class: 'sp-rules-card', 'aria-hidden': 'true' }, cardFace({ type, colour }, { lang: getLang() }));

/** The rules panel for a view (or null: the base game for two). */
export function rulesPanel(view) {
  const T = TEXT[getLang()] || TEXT.en;
  const o = (view && view.options) || {};
  const target = (view && view.rules && view.rules.target) || TARGET[o.players || 2] * (o.double_points ? 2 : 1);
  const p = (str) => h('p', {}, fill(str, { target }));
  const list = (items) => h('ul', {}, items.map((x) => h('li', {}, x)));
  const played = [];
  if (o.tiebreak === 'ender') played.push(T.tieEnder);
  if (o.deck_out_after_last_chance === 'score') played.push(T.voidScore);
  if (o.angelfish_timing === 'after_draw') played.push(T.afterDraw);
  if (o.double_points) played.push(fill(T.double, { target }));
  return h('div', { class: 'rules seasaltpaper-rules' },
    p(T.goal),
    h('h3', {}, T.turnH), p(T.draw), p(T.emptyPile), p(T.duos),
    h('ul', { class: 'sp-rules-duos' }, T.duoList.map(([type, text]) => h('li', {}, pic(type, 'light_blue'), h('span', {}, text)))),
    h('h3', {}, T.callH), p(T.call), p(T.deck),
    h('h3', {}, T.pointsH), list(T.points), p(T.colours),
    !view || o.extra_salt ? [h('h3', {}, T.saltH), p(T.salt)] : null,
    !view || o.extra_pepper ? [h('h3', {}, T.pepperH), p(T.pepper),
      h('ul', {}, Object.keys(TEXT_EVENTS).map((k) => h('li', {}, h('strong', {}, t(`seasaltpaper.eventName.${k}`)), ` (${TEXT_EVENTS[k]}) `, t(`seasaltpaper.eventText.${k}`))))] : null,
    h('h3', {}, T.readingsH), list([...T.readings, ...played]));
}

// who takes each event after a round: + the leader, − the last
const TEXT_EVENTS = {
  hermit_crab: '−', sunfish: '−', water_rodeo: '−', shell_dance: '−', kraken: '+', tornado: '+', mermaid_dance: '−',
  treasure_chest: '+', diodon: '+', angelfish: '−', dolphins: '−', coral_reef: '−',
};
