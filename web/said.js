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
// '#' standing for the number. Values are shown by their name: `name` is a player name, `mode` a mode
// id, a nested {id, ...} a sentence; a game's own values by the formatters it adds with its
// templates (Betta: `pattern`, `colour`; Set Line: `card`).
//
// The engine's own sentences (engine.*, api.*) have their templates here; each game adds its own
// (addTemplates) when its module loads.

import { getLang, playerName, modeName } from './i18n.js';

const COUNT_FORMS = ['one', 'few', 'many'];

export const TEMPLATES = {
  ru: {
    'engine.unknown_game': 'Игры «{game}» нет. Есть: {games}.',
    'engine.seed': 'Зерно раздачи (seed) должно быть целым числом.',
    'engine.not_state': 'Это не состояние игры из этого движка.',
    'engine.options': 'Эти параметры не подходят для игры: у значения не тот тип.',
    'engine.options.shape': 'Параметры «{game}» должны быть объектом, например {"players": {players}}.',
    'engine.options.unknown': 'У «{game}» нет параметра «{option}».',
    'engine.options.mode': 'У «{game}» нет режима «{mode}»: её режимы — {modes}.',
    'engine.options.players': 'В «{game}» играют от {low} до {high} игроков.',
    'engine.options.mode_players': 'В режиме «{mode}» игры «{game}» играют от {low} до {high} игроков.',
    'engine.options.players_exactly': 'В «{game}» {n:играет # игрок:играют # игрока:играют # игроков}.',
    'engine.options.mode_players_exactly': 'В режиме «{mode}» игры «{game}» {n:играет # игрок:играют # игрока:играют # игроков}.',
    'engine.options.flag': 'Параметр «{option}» — да или нет (true или false).',
    'engine.options.choice': 'Параметр «{option}» — одно из: {allowed}.',
    'engine.options.number': 'Параметр «{option}» — целое число от {low} до {high}.',
    'engine.options.number_from': 'Параметр «{option}» — целое число, не меньше {low}.',
    'engine.options.number_or_none': 'Параметр «{option}» — целое число от {low} до {high} или null, если без ограничения.',
    'engine.options.number_from_or_none': 'Параметр «{option}» — целое число, не меньше {low}, или null, если без ограничения.',
    'engine.options.same_as': 'Параметры «{option}» и «{other}» означают одно и то же и должны совпадать.',
    'engine.seat': 'Место игрока — целое число или null для зрителя.',
    'engine.record.shape': 'Запись игры — это объект с полями game, options, seed и moves.',
    'engine.record.missing': 'В записи игры нет поля {key}.',
    'engine.record.moves': 'Ходы в записи игры должны быть списком.',
    'engine.record.start': 'По этой записи игру не начать: {reason}',
    'engine.record.move': 'Ход {n} в записи недопустим: {reason}',
    'engine.record.newer': 'Эта партия в «{game}» сохранена с версией правил {made}, которой этот стол не знает (он играет по версии {now}).',
    'engine.record.version': 'Эта партия в «{game}» сохранена по {made} правил; этот стол играет по версии {now}, и в ней ход {n} уже недопустим: {reason}',
    'engine.record.replayed': 'Эта партия в «{game}» сохранена по {made} правил и переиграна по версии {now}: позиция может отличаться от сохранённой.',
    'engine.record.unversioned': 'более ранней версии (до номеров версий)',
    'engine.record.numbered': 'версии {n}',
    'engine.undo.none': 'Ещё не сделано ни одного хода.',
    'engine.undo.other': 'После вашего хода уже походил другой игрок.',
    'engine.undo.refused': 'Отменить нельзя: {reason}',
    'engine.take_back.none': 'Переигрывать нечего: вы ещё не ходили.',
    'engine.over': 'Игра окончена: ходов больше нет.',
    'engine.bot': 'Бота «{bot}» нет. Есть: {bots}.',
    'api.json': 'Запрос — не JSON.',
    'api.shape': 'Запрос — это JSON-объект с полем "op".',
    'api.seats': '"seats" — места, которые держит экран, каждое один раз: целые числа от 0 до {last}.',
    'api.op': 'Неизвестная операция «{op}». Есть: {ops}.',
    'api.needs': 'Запросу {op} нужен аргумент «{arg}».',
    'api.extra': 'У запроса {op} нет аргумента «{arg}».',
    'api.damaged': 'Состояние игры повреждено или создано другой версией движка.',
    'api.damaged_record': 'Запись игры повреждена или создана другой версией движка.',
    'api.bug': 'Ошибка в игровом движке ({kind}). Пожалуйста, сообщите о ней и приложите запись игры.',
    'api.not_finite': 'Числа должны быть конечными: {value} не допускается.',
    'api.too_long': 'Запрос длиннее {limit} символов.',
    'api.too_deep': 'В запросе списки и объекты вложены глубже {limit} уровней.',
    'api.state.options': 'Параметры этого состояния игры недопустимы: {reason}',
    'api.state.options_shape': 'Параметры должны быть объектом.',
    'api.state.envelope': 'Состоянию игры нужны целое зерно раздачи (seed) и список ходов.',
    'api.state.keys': 'Это не состояние игры «{game}»: в нём нет поля «{key}» и других.',
    'api.state.kind': 'Состояние игры повреждено: в поле «{key}» значение не того вида.',
    'api.state.players': 'Состояние игры повреждено: число игроков не совпадает с параметрами.',
    'api.state.number': 'Состояние игры повреждено: в нём число больше ±{limit}.',
    'api.state.conserved': 'Состояние игры «{game}» повреждено: компонент потерян, повторён или неизвестен.',
    'api.state.unreadable': 'Состояние игры повреждено: игра не может его прочесть.',
    'api.move.types': 'Такого хода нет среди допустимых: сверьте значения и их типы (1 — это не 1.0 и не true).',
    'api.preview.chance': 'Результат этого хода зависит от взятой карты, броска кубика или скрытых от вас карт: он станет виден, когда ход будет сделан.',
    'api.too_many': 'Допустимых ходов здесь {n} — слишком много, чтобы показать каждый: запросите предпросмотр одного хода.',
  },
};

/** Each game's formatters for its own values, by game id (see addTemplates). */
const FORMATTERS = {};

/**
 * Add a game's templates, {ru: {id: template}}, when its module loads (web/games/<id>/strings.js).
 * Its sentence ids start with the game's id ("betta.log.pattern"). formatters: how the game's own
 * values are shown, by value name ({pattern: (id) => text}), used for the game's sentences only.
 */
export function addTemplates(game, tables, formatters = {}) {
  for (const [lang, table] of Object.entries(tables || {})) {
    TEMPLATES[lang] = Object.assign(TEMPLATES[lang] || {}, table);
  }
  FORMATTERS[game] = { ...FORMATTERS[game], ...formatters };
}

/** The formatters for a sentence: its game's, by the first part of its id. */
const formattersOf = (say) => FORMATTERS[String(say.id).split('.')[0]] || {};

let plurals = null;
function category(lang, n) {
  if (!plurals || plurals.lang !== lang) {
    try { plurals = { lang, rules: new Intl.PluralRules(lang) }; } catch { plurals = { lang, rules: null }; }
  }
  return plurals.rules ? plurals.rules.select(n) : (n === 1 ? 'one' : 'other');
}

/** A value as this language shows it, by the value's name (see the top of this file). */
function shown(name, value, say, formatters, lang) {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.id === 'string') {
    return sayIn(lang, value, '');
  }
  if (formatters && typeof formatters[name] === 'function') return formatters[name](value, say);
  if (Array.isArray(value)) return value.map((v) => shown(name, v, say, formatters, lang)).join(' / ');
  switch (name) {
    case 'name': return playerName(value);
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

function sayIn(lang, say, fallback) {
  const table = TEMPLATES[lang];
  if (!table || !say || typeof say.id !== 'string') return String(fallback ?? '');
  const you = say.name === 'You' && table[`${say.id}.you`];
  const template = you || table[say.id];
  if (!template) return String(fallback ?? '');
  return fill(template, say, lang, formattersOf(say));
}

/**
 * An engine sentence in the page's language: `text` is the engine's English, `say` its
 * {id, ...values} (the engine's `x_say` next to `x`). English, or a sentence this language has no
 * template for, gives `text` as it is.
 */
export function said(text, say) {
  const lang = getLang();
  if (lang === 'en' || !say) return String(text ?? '');
  return sayIn(lang, say, text);
}

const loadedWords = new Set();
/**
 * The game's English templates (the engine's `words` op), so its sentences can be written again with
 * other names in English too. call: the engine's op caller. Once per game and page.
 */
export async function loadWords(game, call) {
  if (loadedWords.has(game)) return;
  loadedWords.add(game);
  try {
    addTemplates(game, { en: await call('words', { game }) });
  } catch {
    loadedWords.delete(game); // the sentences keep the seat names meanwhile
  }
}

/**
 * An engine sentence that names seats (`name` with `seat`, at its top or in the sentences nested in it),
 * with the names their players typed: names(seat) gives one, or '' to keep the seat's own name ("Pink").
 * Otherwise as said().
 */
export function saidWithNames(text, say, names) {
  if (!say || !names) return said(text, say);
  let typed = false;
  const named = (v) => {
    if (Array.isArray(v)) return v.map(named);
    if (!v || typeof v !== 'object') return v;
    const out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, named(x)]));
    const name = Number.isInteger(v.seat) && 'name' in v ? names(v.seat) : '';
    if (name) {
      out.name = name;
      typed = true;
    }
    return out;
  };
  const values = named(say);
  if (!typed) return said(text, say);
  const written = sayIn(getLang(), values, null);
  return written === '' || written === 'null' ? said(text, say) : written;
}
