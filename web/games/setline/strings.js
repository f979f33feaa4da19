// Set Line's words: its English and Russian strings (the source rules are Russian), added to the
// page's tables under "setline." when this module loads, the Russian templates of the engine's Set
// Line sentences (web/said.js), and card names. The table follows the page's language; the rules
// panel has its own switch (tr). Strings are always inserted as text, never as HTML.
import { addStrings, getLang, tIn, tnIn } from '../../i18n.js';
import { addTemplates } from '../../said.js';

const en = {
  seat: 'Player',

  // lobby
  'lobby.timed': 'Timed turns',
  'lobby.timedNote': 'Each turn loses 1 point a second, at most 150. Untick to play without the clock.',

  // strip
  'strip.over': 'Game over',
  'strip.deck': 'Deck',
  'strip.deckN': '{n:# card:# cards}',
  'strip.deck1': '1 card',
  'strip.deckEmpty': 'empty',
  'strip.score': 'Score',
  'strip.clock': 'Turn clock',
  'strip.untimed': 'Untimed',
  'strip.penalty': '−{n}',
  'strip.penaltyCap': 'Time penalty: 1 point a second, at most {cap} a turn',

  // board
  board: 'Board',
  cellEmpty: 'Row {r}, column {c}: empty',
  cellCard: 'Row {r}, column {c}: {card}',
  cellPending: 'Row {r}, column {c}: {card}, placed this turn (click to take it back)',
  cellGhost: 'Row {r}, column {c}: hint, {card}',
  pendingTag: 'new',
  lonely: 'Not in a set',
  hand: 'Your hand',
  handHidden: 'Hand (hidden)',
  handEmpty: 'No cards in hand.',
  handCard: 'Card {n}: {card}',
  handCardPlaced: 'Card {n}: {card}, on the board (click to take it back)',
  handCardMarked: 'Card {n}: {card}, marked for exchange',
  onBoard: 'on the board',

  // guidance
  'guide.first': 'First turn: put a set of three from your hand anywhere on the board, in a row or a column.',
  'guide.later': 'Build new sets in a row or column; each must use a card already on the board.',
  'guide.pick': 'Choose a card (1–5), then an empty cell. Drag and drop works too.',
  'guide.place': 'Now click an empty cell (or use the arrow keys and Enter).',
  'guide.confirm': 'Add more cards, or confirm the turn.',
  'guide.exchange': 'Click the cards to exchange, then confirm: they leave the game and you draw as many. An exchange costs {n:# point:# points}.',
  'guide.wait': 'Wait…',
  'guide.over': 'The game is over.',
  pickFirst: 'Choose a card from your hand first (click it or press 1–5).',

  // turn panel
  'turn.sets': 'Sets this turn',
  'turn.noSets': 'No set yet',
  'turn.time': 'time',
  'turn.total': 'Turn score',
  'turn.confirm': 'Confirm turn',
  'turn.confirmKey': 'Enter',
  'turn.takeBack': 'Take back all',
  'turn.checking': 'Checking…',
  'turn.penaltyNote': '{sec} s on this turn',

  // exchange
  'ex.button': 'Exchange cards…',
  'ex.cancel': 'Cancel exchange',
  'ex.confirm.one': 'Exchange 1 card · −{cost}',
  'ex.confirm.other': 'Exchange {n} cards · −{cost}',
  'ex.none': 'Mark at least one card',
  'ex.deckEmpty': 'The deck is empty: no more exchanges. Build a set, or stop.',
  'ex.marked': '{n} marked',
  'ex.title': 'Exchange: the marked cards leave the game and you draw as many. Costs {cost:# point:# points}.',

  // hints
  'hint.button1': 'Hint: is there a set?',
  'hint.button2': 'Hint: show the best move',
  'hint.title1': 'Tells you whether a set can be built now. Costs {cost:# point:# points}.',
  'hint.title2': 'Shows one best placement on the board. Costs {cost:# point:# points}.',
  'hint.used': 'No more hints this turn',
  'hint.yes': 'Yes: a set can be built now.',
  'hint.no': 'No set can be built now.',
  'hint.noEx': 'No set can be built now: exchange some cards.',
  'hint.noStop': 'No set can be built now, and the deck is empty.',
  'hint.place': 'Best placement: {sets}. It is shown on the board.',
  'hint.placeShort': 'the highlighted cards',
  'hint.accept': 'Use this placement',
  'hint.cost': '(hint −{cost})',

  // stop
  'stop.button': 'Stop the game',
  'stop.sure': 'Click again to stop',
  'stop.note': 'The deck is empty: keep building from your hand, or stop.',

  // players panel
  'players.detail': 'Turn {turn} · Deck {deck} · Hand {hand}',
  'players.timed': 'Timed turns',
  'players.untimed': 'Untimed',

  // end
  'end.final': 'Final score',
  'end.sets': 'Sets built',
  'end.turns': 'Turns',
  'end.ended': 'How it ended',
  'end.stopped': 'You stopped.',
  'end.stuck': 'The deck was empty and no set could be built.',
  'end.best': 'Best on this device ({kind})',
  'end.kindTimed': 'timed',
  'end.kindUntimed': 'untimed',
  'end.newBest': 'New best!',
  'end.prevBest': 'Previous best: {n}',
  'end.firstBest': 'Your first score here.',
  'end.notCounted': 'A bot played this game: it does not count.',
  'end.breakdown': 'Turn by turn',
  'end.colTurn': 'Turn',
  'end.colWhat': 'What happened',
  'end.colSets': 'Sets',
  'end.colPenalty': 'Penalty',
  'end.colPoints': 'Points',
  'end.build.one': '1 set',
  'end.build.other': '{n} sets',
  'end.exchange.one': 'Exchanged 1 card',
  'end.exchange.other': 'Exchanged {n} cards',
  'end.hint1': 'Hint: can I build?',
  'end.hint2': 'Hint: best placement',
  'end.stop': 'Stopped',
  'end.time': '{sec} s',
  'end.none': 'No turns were played.',
  'end.asTable': 'Show as a table',
  'end.keySets': 'sets',
  'end.keyTime': 'time penalty',
  'end.keyLoss': 'exchanges and hints',
  'tiebreak.sets': 'Sets built: {n}.',

  // cards
  'card.colour.red': 'red',
  'card.colour.green': 'green',
  'card.colour.blue': 'blue',
  'card.fill.solid': 'solid',
  'card.fill.striped': 'striped',
  'card.fill.outlined': 'outlined',
  'card.symbol.oval': 'ovals',
  'card.symbol.wave': 'waves',
  'card.symbol.diamond': 'diamonds',

  // rules switch
  'rules.lang': 'Language of the rules',
};

const ru = {
  seat: 'Игрок',
  'lobby.timed': 'Ход на время',
  'lobby.timedNote': 'За каждую секунду хода −1 очко, не больше 150 за ход. Снимите галочку, чтобы играть без часов.',
  'strip.over': 'Игра окончена',
  'strip.deck': 'Колода',
  'strip.deckN': 'карт: {n}',
  'strip.deck1': '1 карта',
  'strip.deckEmpty': 'пуста',
  'strip.score': 'Очки',
  'strip.clock': 'Время хода',
  'strip.untimed': 'Без времени',
  'strip.penalty': '−{n}',
  'strip.penaltyCap': 'Штраф за время: 1 очко в секунду, не больше {cap} за ход',
  board: 'Поле',
  cellEmpty: 'Ряд {r}, столбец {c}: пусто',
  cellCard: 'Ряд {r}, столбец {c}: {card}',
  cellPending: 'Ряд {r}, столбец {c}: {card}, выложена в этом ходу (нажмите, чтобы вернуть)',
  cellGhost: 'Ряд {r}, столбец {c}: подсказка, {card}',
  pendingTag: 'новая',
  lonely: 'Не в сете',
  hand: 'Ваши карты',
  handHidden: 'Карты (скрыты)',
  handEmpty: 'На руке нет карт.',
  handCard: 'Карта {n}: {card}',
  handCardPlaced: 'Карта {n}: {card}, на поле (нажмите, чтобы вернуть)',
  handCardMarked: 'Карта {n}: {card}, отмечена для обмена',
  onBoard: 'на поле',
  'guide.first': 'Первый ход: выложите сет из трёх карт с руки в любое место поля, в ряд или в столбец.',
  'guide.later': 'Собирайте новые сеты в рядах и столбцах; в каждом должна быть карта, уже лежащая на поле.',
  'guide.pick': 'Выберите карту (1–5), затем пустую клетку. Можно и перетащить.',
  'guide.place': 'Теперь нажмите на пустую клетку (или стрелки и Enter).',
  'guide.confirm': 'Добавьте карты или завершите ход.',
  'guide.exchange': 'Отметьте карты для обмена и подтвердите: они уйдут из игры, а вы возьмёте столько же новых. Обмен стоит {n:# очко:# очка:# очков}.',
  'guide.wait': 'Подождите…',
  'guide.over': 'Игра окончена.',
  pickFirst: 'Сначала выберите карту с руки (нажмите на неё или клавишу 1–5).',
  'turn.sets': 'Сеты этого хода',
  'turn.noSets': 'Сетов пока нет',
  'turn.time': 'время',
  'turn.total': 'Очки за ход',
  'turn.confirm': 'Завершить ход',
  'turn.confirmKey': 'Enter',
  'turn.takeBack': 'Вернуть все',
  'turn.checking': 'Проверяю…',
  'turn.penaltyNote': '{sec} с на этот ход',
  'ex.button': 'Обменять карты…',
  'ex.cancel': 'Отменить обмен',
  'ex.confirm.one': 'Обменять {n} карту · −{cost}',
  'ex.confirm.few': 'Обменять {n} карты · −{cost}',
  'ex.confirm.many': 'Обменять {n} карт · −{cost}',
  'ex.none': 'Отметьте хотя бы одну карту',
  'ex.deckEmpty': 'Колода пуста: обмен невозможен. Соберите сет или закончите игру.',
  'ex.marked': 'отмечено: {n}',
  'ex.title': 'Обмен: отмеченные карты уходят из игры, вы берёте столько же новых. Стоит {cost:# очко:# очка:# очков}.',
  'hint.button1': 'Подсказка: есть ли сет?',
  'hint.button2': 'Подсказка: лучший ход',
  'hint.title1': 'Скажет, можно ли сейчас собрать сет. Стоит {cost:# очко:# очка:# очков}.',
  'hint.title2': 'Покажет на поле один лучший ход. Стоит {cost:# очко:# очка:# очков}.',
  'hint.used': 'Подсказок в этом ходу больше нет',
  'hint.yes': 'Да: сет можно собрать.',
  'hint.no': 'Сет сейчас собрать нельзя.',
  'hint.noEx': 'Сет сейчас собрать нельзя: обменяйте карты.',
  'hint.noStop': 'Сет собрать нельзя, а колода пуста.',
  'hint.place': 'Лучший ход: {sets}. Он показан на поле.',
  'hint.placeShort': 'подсвеченные карты',
  'hint.accept': 'Взять этот ход',
  'hint.cost': '(подсказка −{cost})',
  'stop.button': 'Закончить игру',
  'stop.sure': 'Нажмите ещё раз',
  'stop.note': 'Колода пуста: собирайте сеты с руки или закончите игру.',
  'players.detail': 'Ход {turn} · Колода {deck} · На руке {hand}',
  'players.timed': 'Ход на время',
  'players.untimed': 'Без времени',
  'end.final': 'Итоговый счёт',
  'end.sets': 'Собрано сетов',
  'end.turns': 'Ходов',
  'end.ended': 'Чем закончилось',
  'end.stopped': 'Вы закончили игру.',
  'end.stuck': 'Колода пуста, и сет собрать нельзя.',
  'end.best': 'Рекорд на этом устройстве ({kind})',
  'end.kindTimed': 'на время',
  'end.kindUntimed': 'без времени',
  'end.newBest': 'Новый рекорд!',
  'end.prevBest': 'Прежний рекорд: {n}',
  'end.firstBest': 'Ваш первый результат здесь.',
  'end.notCounted': 'Эту игру играл бот: она не считается.',
  'end.breakdown': 'По ходам',
  'end.colTurn': 'Ход',
  'end.colWhat': 'Что было',
  'end.colSets': 'Сеты',
  'end.colPenalty': 'Штраф',
  'end.colPoints': 'Очки',
  'end.build.one': '{n} сет',
  'end.build.few': '{n} сета',
  'end.build.many': '{n} сетов',
  'end.exchange.one': 'Обмен {n} карты',
  'end.exchange.few': 'Обмен {n} карт',
  'end.exchange.many': 'Обмен {n} карт',
  'end.hint1': 'Подсказка: есть ли сет?',
  'end.hint2': 'Подсказка: лучший ход',
  'end.stop': 'Конец игры',
  'end.time': '{sec} с',
  'end.none': 'Ходов не было.',
  'end.asTable': 'Показать таблицей',
  'end.keySets': 'сеты',
  'end.keyTime': 'штраф за время',
  'end.keyLoss': 'обмены и подсказки',
  'tiebreak.sets': 'Собрано сетов: {n}.',
  'card.colour.red': 'красный',
  'card.colour.green': 'зелёный',
  'card.colour.blue': 'синий',
  'card.fill.solid': 'сплошная заливка',
  'card.fill.striped': 'штриховка',
  'card.fill.outlined': 'только контур',
  'card.symbol.oval': 'овалы',
  'card.symbol.wave': 'волны',
  'card.symbol.diamond': 'ромбы',
  'rules.lang': 'Язык правил',
};

export const LANGS = [{ id: 'en', name: 'English' }, { id: 'ru', name: 'Русский' }];

/** The page's language. */
export const pageLang = () => getLang();

/** Translate into a given language (falls back to English, then to the key). */
export function tr(lang, key, vars = {}) {
  return tIn(lang, `setline.${key}`, vars);
}

/** Translate a counted phrase: key.one / key.few / key.many / key.other, with {n} filled in. */
export function tn(key, n, vars = {}, lang = pageLang()) {
  return tnIn(lang, `setline.${key}`, n, vars);
}

/** Translate into the page's language. */
export function t(key, vars = {}) {
  return tr(pageLang(), key, vars);
}

const POINTS = '{points:# очко:# очка:# очков}';

/** Russian templates of the engine's Set Line sentences, by id (py/tabletop/games/setline/text.py). */
const said = {
  'setline.log.hint1': 'Вы взяли подсказку (можно ли собрать сет): −{cost:# очко:# очка:# очков}',
  'setline.log.hint2': 'Вы взяли подсказку (один лучший ход): −{cost:# очко:# очка:# очков}',
  'setline.log.stop': 'Вы закончили игру: {score:# очко:# очка:# очков}.',
  'setline.log.exchange': 'Вы обменяли {n:# карту:# карты:# карт}: −{penalty:# очко:# очка:# очков}',
  'setline.log.build': `Вы выложили {cards:# карту:# карты:# карт} и собрали {sets:# сет:# сета:# сетов} ({parts}): ${POINTS}`,
  'setline.log.build_timed': `Вы выложили {cards:# карту:# карты:# карт} и собрали {sets:# сет:# сета:# сетов} ({parts}), −{penalty} за {seconds} с: ${POINTS}`,
  'setline.item.build': 'Ход {turn}: {sets:# сет:# сета:# сетов} ({parts})',
  'setline.item.build_timed': 'Ход {turn}: {sets:# сет:# сета:# сетов} ({parts}), −{penalty} за {seconds} с',
  'setline.item.exchange': 'Ход {turn}: обмен {n:# карты:# карт:# карт}',
  'setline.item.hint1': 'Ход {turn}: подсказка (можно ли собрать сет)',
  'setline.item.hint2': 'Ход {turn}: подсказка (лучший ход)',
  'setline.ended.stopped': 'Вы закончили игру, когда колода опустела.',
  'setline.ended.stuck': 'Колода пуста, и сет собрать нельзя.',
  'setline.options.shape': 'Настройки Set Line — объект вида {"timed": true}.',
  'setline.options.unknown': 'У Set Line нет настройки «{option}».',
  'setline.options.timed': 'Настройка timed — это true или false.',
  'setline.options.players': 'Set Line — игра для одного игрока.',
  'setline.illegal.over': 'Игра окончена.',
  'setline.illegal.shape': 'Ход в Set Line — это выкладка карт, обмен карт или конец игры.',
  'setline.illegal.seconds': 'Секунды хода — целое число, 0 или больше.',
  'setline.illegal.hint': 'Подсказка — это {"hint": 1} (можно ли собрать сет?) или {"hint": 2} (один лучший ход).',
  'setline.illegal.hint_again': 'Эта подсказка в этом ходу у вас уже есть.',
  'setline.illegal.stop': 'Конец игры — это ход {"stop": true}.',
  'setline.illegal.stop_early': 'Закончить игру можно, только когда колода пуста.',
  'setline.illegal.exchange_none': 'Выберите хотя бы одну карту для обмена.',
  'setline.illegal.exchange_empty': 'Колода пуста: обмен невозможен.',
  'setline.illegal.exchange_hand': 'Обменять можно только карты с руки.',
  'setline.illegal.exchange_order': 'Назовите каждую карту для обмена один раз, в порядке руки.',
  'setline.illegal.place_none': 'Выложите хотя бы одну карту.',
  'setline.illegal.place_shape': 'Каждая выложенная карта называет клетку и карту, например {"cell": 17, "card": "red-oval-1"}.',
  'setline.illegal.cell': 'Клетки {cell} нет: на поле клетки от 0 до {last}.',
  'setline.illegal.card': 'В Set Line нет карты «{card}».',
  'setline.illegal.hand': 'Карты «{card}» нет у вас в руке.',
  'setline.illegal.twice': 'Карта «{card}» выложена дважды.',
  'setline.illegal.same_cell': 'В одну клетку (ряд {row}, столбец {column}) выложены две карты.',
  'setline.illegal.taken': 'Клетка (ряд {row}, столбец {column}) занята.',
  'setline.illegal.order': 'Перечислите выложенные карты по порядку клеток.',
  'setline.illegal.new_only': 'Сет от клетки ряд {row}, столбец {column} до клетки ряд {row_end}, столбец {column_end} не использует ни одной карты, уже лежащей на поле: после первого хода каждый новый сет должен включать такую карту.',
  'setline.illegal.no_set': 'Карта в клетке (ряд {row}, столбец {column}) не входит в новый сет: каждая выложенная карта должна завершать сет из трёх в ряду или столбце.',
  'setline.undo.hint': 'Подсказка уже показана.',
  'setline.state.sizes': 'Состояние игры Set Line повреждено: на поле {cells} клеток, на руке не больше {hand} карт.',
  'setline.undo.dealt': 'После этого хода из колоды сданы карты.',
};

// ---------------------------------------------------------------- card names
const EN_COUNT = { 1: 'one', 2: 'two', 3: 'three' };
const EN_SYMBOL = { oval: ['oval', 'ovals'], wave: ['wave', 'waves'], diamond: ['diamond', 'diamonds'] };

// Russian: the number agrees with the noun's gender; after 2 and 3 the noun takes the genitive
// singular, the adjective the genitive plural (masculine) or the nominative plural (feminine).
const RU = {
  oval: { gender: 'm', one: 'овал', few: 'овала' },
  wave: { gender: 'f', one: 'волна', few: 'волны' },
  diamond: { gender: 'm', one: 'ромб', few: 'ромба' },
};
const RU_ADJ = {
  red: { m: 'красный', f: 'красная', fewM: 'красных', fewF: 'красные' },
  green: { m: 'зелёный', f: 'зелёная', fewM: 'зелёных', fewF: 'зелёные' },
  blue: { m: 'синий', f: 'синяя', fewM: 'синих', fewF: 'синие' },
};

/** "two green waves" / "две зелёные волны": a card named without relying on its picture. */
export function cardName(card, lang = pageLang()) {
  const parts = String(card || '').split('-');
  if (parts.length !== 3) return String(card);
  const [colour, symbol, countText] = parts;
  const count = Number(countText);
  if (lang === 'ru' && RU[symbol] && RU_ADJ[colour]) {
    const noun = RU[symbol];
    const adj = RU_ADJ[colour];
    if (count === 1) return `${noun.gender === 'f' ? 'одна' : 'один'} ${adj[noun.gender]} ${noun.one}`;
    const num = count === 2 ? (noun.gender === 'f' ? 'две' : 'два') : 'три';
    return `${num} ${noun.gender === 'f' ? adj.fewF : adj.fewM} ${noun.few}`;
  }
  const sym = EN_SYMBOL[symbol] || [symbol, symbol];
  return `${EN_COUNT[count] || count} ${colour} ${count === 1 ? sym[0] : sym[1]}`;
}

/** A whole number with a real minus sign: −150. */
export function num(n) {
  const v = Math.round(Number(n) || 0);
  return v < 0 ? `\u2212${-v}` : String(v);
}

const own = (table) => Object.fromEntries(Object.entries(table).map(([key, text]) => [`setline.${key}`, text]));
addStrings({ en: own(en), ru: own(ru) });
addTemplates('setline', { ru: said }, { card: (card) => cardName(card) });
