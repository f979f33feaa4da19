// The Set Line rules panel, in English and Russian, with a language switch inside it.
// Source: shared/rules/setline.md (the Russian source text in English, plus the engine's
// [interpretation] decisions). Numbers come from the view when there is one.
import { h, clear } from '../../dom.js';
import { tr, LANGS, pageLang } from './strings.js';
import { miniCard, symbolIcon, COLOURS, SYMBOLS, FILL_STYLE } from './art.js';

const STORE = 'tabletop.setline.rulesLang';

const TEXT = {
  en: {
    goal: 'Build sets on a board of 5 rows × 7 columns out of cards lying in a line: three neighbouring cells of a row or a column, never a diagonal. Score as much as you can before the deck runs out.',
    cardsH: 'The cards',
    cards: 'The deck has 27 cards. Each card has three features: colour (red, green, blue), symbol (ovals, waves, diamonds) and number (one, two or three symbols). Every combination is in the deck once.',
    legend: 'Each colour also has its own fill, so the cards read without colour:',
    setH: 'What is a set',
    set: 'Three cards in which each feature is either the same on all three cards or different on all three.',
    setYes: 'A set: all colours differ, all symbols differ, all numbers differ.',
    setYes2: 'A set: same colour, same symbol, all numbers differ.',
    setNo: 'Not a set: two are red and one is green.',
    turnH: 'Your turn',
    turn: [
      'You hold 5 cards. Place one or more of them on empty cells so that they complete sets in a row or a column.',
      'First turn: the board is empty, so put a set from your hand anywhere on the board.',
      'After that, every set you build must use at least one card already on the board.',
      'Every card you place must be part of a new set; otherwise the turn is not allowed.',
      'After the turn you are dealt cards up to 5 again. Cards never leave the board.',
    ],
    scoreH: 'Scoring',
    score: 'The first set of a turn scores {first}; each further set of the same turn scores {step} more: {first}, {second}, {third}, …',
    example1: 'Example: 4 cards making 2 sets score {first} + {second} = {ex1}.',
    example2: 'Example: 2 cards completing 3 sets at once score {first} + {second} + {third} = {ex2}.',
    time: 'Timed games: the turn loses {per} point a second it takes, at most {cap} a turn, and a turn never scores below 0. Untimed games (chosen in the lobby) have no time penalty.',
    exchangeH: 'Exchanging cards',
    exchange: 'No set to build? Exchange cards instead: mark any of your cards (at least one). They leave the game and you draw as many from the deck. An exchange costs {cost} points. Once the deck is empty there are no more exchanges.',
    hintsH: 'Hints (they cost points)',
    hints: [
      'Step 1 ({h1} points): tells you whether a set can be built now.',
      'Step 2 ({h2} points): shows one best placement on the board; take it with one click, then confirm.',
      'Each step once a turn. A hint does not end your turn (and the turn clock keeps running).',
    ],
    endH: 'The end',
    end: [
      'When the deck is empty you may keep building from your hand, or stop.',
      'The game ends when the deck is empty and no set can be built, or when you stop.',
      'Plan ahead: you can get stuck with no possible set while the deck still has cards, and every exchange costs {cost}.',
    ],
    controlsH: 'Controls',
    controls: [
      'Click a card in your hand (or press 1–5), then an empty cell. Or drag the card onto the cell.',
      'Arrow keys move over the board; Enter places the selected card there.',
      'Cards placed this turn are marked “new”. Click one (or press Backspace or Escape) to take it back.',
      'The sets you are forming are outlined with their points; a card in no set is marked with the reason. Confirm (Tab to it, then Enter) plays the turn.',
    ],
  },
  ru: {
    goal: 'Собирайте сеты на поле из 5 рядов × 7 столбцов из карт, лежащих в линию: три соседние клетки ряда или столбца, но не по диагонали. Наберите как можно больше очков, пока не кончится колода.',
    cardsH: 'Карты',
    cards: 'В колоде 27 карт. У каждой карты три признака: цвет (красный, зелёный, синий), символ (овалы, волны, ромбы) и количество (один, два или три символа). Каждое сочетание встречается в колоде один раз.',
    legend: 'У каждого цвета ещё и своя заливка, так что карты различимы и без цвета:',
    setH: 'Что такое сет',
    set: 'Три карты, у которых каждый из признаков либо одинаков у всех трёх карт, либо различается у всех трёх.',
    setYes: 'Сет: все цвета разные, все символы разные, все количества разные.',
    setYes2: 'Сет: один цвет, один символ, количества разные.',
    setNo: 'Не сет: две карты красные, а одна зелёная.',
    turnH: 'Ваш ход',
    turn: [
      'У вас на руке 5 карт. Выложите одну или несколько на пустые клетки так, чтобы они дополнили сеты в ряду или в столбце.',
      'Первый ход: поле пусто, поэтому сет с руки можно выложить в любое место поля.',
      'Дальше в каждом новом сете должна быть хотя бы одна карта, уже лежащая на поле.',
      'Каждая выложенная карта должна входить в новый сет, иначе ход не засчитывается.',
      'После хода вам сдают карты до 5. Карты с поля не уходят.',
    ],
    scoreH: 'Очки',
    score: 'Первый сет хода приносит {first} очков, каждый следующий сет того же хода — на {step} больше: {first}, {second}, {third}, …',
    example1: 'Пример: 4 карты собрали 2 сета — {first} + {second} = {ex1}.',
    example2: 'Пример: 2 карты замкнули сразу 3 сета — {first} + {second} + {third} = {ex2}.',
    time: 'Игра на время: за каждую секунду хода −{per} очко, не больше {cap} за ход; меньше 0 за ход не бывает. В игре без времени (выбирается в лобби) штрафа нет.',
    exchangeH: 'Обмен карт',
    exchange: 'Нечем собрать сет? Обменяйте карты: отметьте любые свои карты (хотя бы одну). Они уходят из игры, а вы берёте из колоды столько же. Обмен стоит {cost} очков. Когда колода пуста, обмена больше нет.',
    hintsH: 'Подсказки (за очки)',
    hints: [
      'Шаг 1 ({h1} очков): говорит, можно ли сейчас собрать сет.',
      'Шаг 2 ({h2} очков): показывает на поле один лучший ход; возьмите его одним нажатием и подтвердите.',
      'Каждый шаг — один раз за ход. Подсказка не завершает ход (и часы хода идут дальше).',
    ],
    endH: 'Конец игры',
    end: [
      'Когда колода пуста, можно продолжать собирать сеты с руки или закончить игру.',
      'Игра заканчивается, когда колода пуста и сет собрать нельзя, или когда вы её заканчиваете.',
      'Планируйте заранее: можно застрять без сета, пока в колоде ещё есть карты, а каждый обмен стоит {cost}.',
    ],
    controlsH: 'Управление',
    controls: [
      'Нажмите на карту на руке (или клавишу 1–5), затем на пустую клетку. Или перетащите карту на клетку.',
      'Стрелки двигают рамку по полю; Enter кладёт выбранную карту туда.',
      'Выложенные в этом ходу карты помечены «новая». Нажмите на такую карту (или Backspace, Escape), чтобы вернуть её.',
      'Собираемые сеты обводятся и показывают свои очки; карта вне сета помечена, с объяснением. «Завершить ход» (Tab до кнопки, затем Enter) делает ход.',
    ],
  },
};

function numbers(view) {
  const [first, step] = (view && view.set_points) || [300, 50];
  const costs = (view && view.hint_costs) || { 1: 50, 2: 100 };
  const tp = (view && view.time_penalty) || { per_second: 1, cap: 150 };
  return {
    first, step, second: first + step, third: first + 2 * step,
    ex1: 2 * first + step, ex2: 3 * first + 3 * step,
    cost: (view && view.exchange_penalty) || 150,
    h1: `−${costs['1'] ?? costs[1]}`, h2: `−${costs['2'] ?? costs[2]}`,
    per: tp.per_second, cap: tp.cap,
  };
}

const fill = (str, vars) => str.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));

function savedLang() {
  try {
    const v = localStorage.getItem(STORE);
    if (v && TEXT[v]) return v;
  } catch { /* private mode */ }
  return pageLang();
}

function example(cards, text, good) {
  return h('figure', { class: ['sl-example', good ? 'good' : 'bad'] },
    h('span', { class: 'sl-example-cards' }, cards.map((c) => miniCard(c, 'sl-example-card'))),
    h('figcaption', {}, h('span', { class: 'sl-example-mark', 'aria-hidden': 'true' }, good ? '✓' : '✗'), text));
}

function body(lang, view) {
  const T = TEXT[lang];
  const v = numbers(view);
  const p = (str) => h('p', {}, fill(str, v));
  const list = (tag, items) => h(tag, {}, items.map((str) => h('li', {}, fill(str, v))));
  return [
    p(T.goal),
    h('h3', {}, T.cardsH),
    p(T.cards),
    p(T.legend),
    h('ul', { class: 'sl-legend' }, COLOURS.map((c) => h('li', { 'data-colour': c },
      h('span', { class: 'sl-legend-syms' }, SYMBOLS.map((sym) => symbolIcon(sym, c))),
      h('span', {}, h('strong', {}, tr(lang, `card.colour.${c}`)), ' — ', tr(lang, `card.fill.${FILL_STYLE[c]}`))))),
    h('h3', {}, T.setH),
    p(T.set),
    example(['red-oval-1', 'green-wave-2', 'blue-diamond-3'], T.setYes, true),
    example(['blue-wave-1', 'blue-wave-2', 'blue-wave-3'], T.setYes2, true),
    example(['red-diamond-1', 'red-diamond-2', 'green-diamond-3'], T.setNo, false),
    h('h3', {}, T.turnH),
    list('ol', T.turn),
    h('h3', {}, T.scoreH),
    p(T.score),
    h('ul', {}, [T.example1, T.example2].map((str) => h('li', {}, fill(str, v)))),
    p(T.time),
    h('h3', {}, T.exchangeH),
    p(T.exchange),
    h('h3', {}, T.hintsH),
    list('ul', T.hints),
    h('h3', {}, T.endH),
    list('ul', T.end),
    h('h3', {}, T.controlsH),
    list('ul', T.controls),
  ];
}

/** The rules panel: both languages, a switch at the top (remembered on this device). */
export function rulesPanel(view) {
  let lang = savedLang();
  const content = h('div', { class: 'sl-rules-body' });
  const buttons = LANGS.map((l) => h('button', {
    type: 'button', class: 'sl-lang-btn', 'data-lang': l.id, lang: l.id,
    onclick: () => setLang(l.id),
  }, l.name));
  const switcher = h('div', { class: 'sl-lang', role: 'group', 'aria-label': tr(lang, 'rules.lang') }, buttons);
  const panel = h('div', { class: 'rules setline-rules' }, switcher, content);

  function setLang(next) {
    lang = TEXT[next] ? next : 'en';
    try { localStorage.setItem(STORE, lang); } catch { /* private mode */ }
    draw();
  }

  function draw() {
    clear(content);
    content.setAttribute('lang', lang);
    panel.dataset.lang = lang;
    switcher.setAttribute('aria-label', tr(lang, 'rules.lang'));
    for (const b of buttons) b.setAttribute('aria-pressed', b.dataset.lang === lang ? 'true' : 'false');
    content.append(...body(lang, view));
  }
  draw();
  return panel;
}
