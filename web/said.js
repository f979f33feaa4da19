// The engine's sentences in the page's language.
//
// The engine writes every sentence a player reads (a log line, a score item, why a move or a file is
// refused) in English, and next to each one, as `x_say` beside `x`, what it was made of:
// {id, ...values} (see py/tabletop/words.py). English pages show the engine's text as it is; other
// languages fill their own template for that id from the values. A sentence with no template here
// stays in English, so a new engine sentence never shows a raw key.
//
// Template syntax (the same as the engine's): {name} is a value; {n:# form:# form:# form} is a count,
// with one form per plural category of the language (Russian: one, few, many; English: one, other),
// '#' standing for the number. Values are shown by their name: `name` is a player name, `pattern` a
// Betta pattern id, `colour`/`colours` colour ids, `mode` a mode id, a nested {id, ...} a sentence;
// a renderer may pass formatters for its own values (Set Line: `card`).

import { getLang, t, has, patternName, playerName, modeName } from './i18n.js';

const COUNT_FORMS = ['one', 'few', 'many'];
const POINTS = '{points:# очко:# очка:# очков}';

export const TEMPLATES = {
  ru: {
    'engine.unknown_game': 'Игры «{game}» нет. Есть: {games}.',
    'engine.seed': 'Зерно раздачи (seed) должно быть целым числом.',
    'engine.not_state': 'Это не состояние игры из этого движка.',
    'engine.seat': 'Место игрока — целое число или null для зрителя.',
    'engine.record.shape': 'Запись игры — это объект с полями game, options, seed и moves.',
    'engine.record.missing': 'В записи игры нет поля {key}.',
    'engine.record.moves': 'Ходы в записи игры должны быть списком.',
    'engine.record.start': 'По этой записи игру не начать: {reason}',
    'engine.record.move': 'Ход {n} в записи недопустим: {reason}',
    'engine.undo.none': 'Ещё не сделано ни одного хода.',
    'engine.undo.other': 'После вашего хода уже походил другой игрок.',
    'engine.undo.refused': 'Отменить нельзя: {reason}',
    'engine.take_back.none': 'Переигрывать нечего: вы ещё не ходили.',
    'engine.over': 'Игра окончена: ходов больше нет.',
    'engine.bot': 'Бота «{bot}» нет. Есть: {bots}.',
    'api.json': 'Запрос — не JSON.',
    'api.shape': 'Запрос — это JSON-объект с полем "op".',
    'api.op': 'Неизвестная операция «{op}». Есть: {ops}.',
    'api.needs': 'Запросу {op} нужен аргумент «{arg}».',
    'api.extra': 'У запроса {op} нет аргумента «{arg}».',
    'api.damaged': 'Состояние игры повреждено или создано другой версией движка.',
    'api.bug': 'Ошибка в игровом движке ({kind}). Пожалуйста, сообщите о ней и приложите запись игры.',

    'betta.log.pattern': `{name} кладёт карту на витрину {display} и собирает узор «{pattern}»: ${POINTS}`,
    'betta.log.pattern.you': `Вы кладёте карту на витрину {display} и собираете узор «{pattern}»: ${POINTS}`,
    'betta.log.empty': `{name} кладёт карту на пустую витрину {display}: ${POINTS}`,
    'betta.log.empty.you': `Вы кладёте карту на пустую витрину {display}: ${POINTS}`,
    'betta.log.none': '{name} кладёт карту на витрину {display}: ни узора, ни очков',
    'betta.log.none.you': 'Вы кладёте карту на витрину {display}: ни узора, ни очков',
    'betta.event.empty': 'Карта на пустую витрину {display}',
    'betta.event.pattern': 'Узор «{pattern}» на витрине {display}',
    'betta.item.empty': 'Витрина {display}: пуста',
    'betta.item.best': 'Витрина {display}: {colours}: {n}',
    'betta.item.own': 'Витрина {display}: {colour}: {n}',
    'betta.item.betty': 'Витрина {display}: пустых клеток: {n}',
    'betta.options.shape': 'Настройки Betta — объект вида {"mode": "staff", "players": 3}.',
    'betta.options.mode': 'В Betta нет режима «{mode}»: выберите staff, betty или solo.',
    'betta.options.players': 'В режиме «{mode}» игры Betta от {low} до {high} игроков.',
    'betta.options.solo': 'Одиночный режим Betta — для одного игрока.',
    'betta.options.unknown': 'У Betta нет настройки «{option}».',
    'betta.illegal.over': 'Игра окончена: класть карты больше нельзя.',
    'betta.illegal.shape': 'Ход в Betta называет карту, поворот и витрину, например {"card": "pink-7", "rotation": 90, "display": 2}.',
    'betta.illegal.card': 'В Betta нет карты «{card}».',
    'betta.illegal.hand': 'Этой карты нет на руке у игрока {name}.',
    'betta.illegal.rotation': 'Карту можно повернуть только на 0, 90, 180 или 270 градусов.',
    'betta.illegal.display': 'Витрины {display} нет: витрины пронумерованы от 1 до {count}.',
    'betta.illegal.full': 'Витрина {display} заполнена: карту можно положить только на витрину со свободной клеткой.',
    'betta.ended.turns': 'Каждый игрок сделал по {turns:# ходу:# хода:# ходов}.',
    'betta.ended.turns_solo': 'Вы сыграли все {turns:# карту:# карты:# карт} одиночной колоды.',
    'betta.ended.full': 'Все витрины заполнены.',
    'betta.undo.drawn': 'После этого хода из колоды взята карта.',

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
    'setline.undo.dealt': 'После этого хода из колоды сданы карты.',
  },
};

let plurals = null;
function category(lang, n) {
  if (!plurals || plurals.lang !== lang) {
    try { plurals = { lang, rules: new Intl.PluralRules(lang) }; } catch { plurals = { lang, rules: null }; }
  }
  return plurals.rules ? plurals.rules.select(n) : (n === 1 ? 'one' : 'other');
}

function colourWord(c) {
  return has(`colour.${c}`) ? t(`colour.${c}`) : String(c);
}

/** A value as this language shows it, by the value's name (see the top of this file). */
function shown(name, value, say, formatters, lang) {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.id === 'string') {
    return sayIn(lang, value, '', formatters);
  }
  if (formatters && typeof formatters[name] === 'function') return formatters[name](value, say);
  if (Array.isArray(value)) return value.map((v) => shown(name, v, say, formatters, lang)).join(' / ');
  switch (name) {
    case 'name': return playerName(value);
    case 'pattern': return patternName(value);
    case 'colour':
    case 'colours': return colourWord(value);
    case 'mode': return modeName(String(say.id).split('.')[0], value, value);
    default: return String(value ?? '');
  }
}

/** Fill a template: counts by the language's plural rules, then values. */
export function fill(template, values, lang, formatters = {}) {
  const forms = lang === 'en' ? ['one', 'other'] : COUNT_FORMS;
  const counted = template.replace(/\{(\w+):((?:[^{}]|\{\w+\})*)\}/g, (m, name, rest) => {
    if (!(name in values)) return m;
    const list = rest.split(':');
    const n = Number(values[name]);
    let i = forms.indexOf(category(lang, n));
    if (i < 0) i = list.length - 1; // "other" (fractions) takes the last form
    return (list[Math.min(i, list.length - 1)] || '').replace(/#/g, String(n));
  });
  return counted.replace(/\{(\w+)\}/g, (m, name) => (name in values ? shown(name, values[name], values, formatters, lang) : m));
}

function sayIn(lang, say, fallback, formatters) {
  const table = TEMPLATES[lang];
  if (!table || !say || typeof say.id !== 'string') return String(fallback ?? '');
  const you = say.name === 'You' && table[`${say.id}.you`];
  const template = you || table[say.id];
  if (!template) return String(fallback ?? '');
  return fill(template, say, lang, formatters);
}

/**
 * An engine sentence in the page's language: `text` is the engine's English, `say` its
 * {id, ...values} (the engine's `x_say` next to `x`). English, or a sentence this language has no
 * template for, gives `text` as it is.
 */
export function said(text, say, formatters = {}) {
  const lang = getLang();
  if (lang === 'en' || !say) return String(text ?? '');
  return sayIn(lang, say, text, formatters);
}
