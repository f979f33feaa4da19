// Formula D's rules panel, in the page's language, with the options in play. Our own words, from
// shared/rules/formulad.md (the BGA help text, the advanced rules) and the engine's interpretations;
// Kestrel Bay is this table's own circuit.
import { h } from '../../dom.js';
import { getLang } from '../../i18n.js';
import './strings.js';

const TEXT = {
  en: {
    goal: 'A race of 1 to 3 laps of Kestrel Bay. The first car across the line after the last lap wins; points go 1000, 720, 600… down the finishers.',
    turnH: 'A turn',
    turn: [
      'Cars move one at a time, the car furthest ahead first (level cars: the higher gear, then the one that got there first).',
      'Choose a gear: one up at most; any number down, but skipping gears costs wear points. Each gear has its own die: 1st 1–2, 2nd 2–4, 3rd 4–8, 4th 7–12, 5th 11–20, 6th 21–30.',
      'Move exactly the roll, forward, changing lanes as you like but never through a car and never back and forth (unless you passed something in the lane you left). Stopping short is braking: a wear point a space.',
      'A car that cannot go the whole way is blocked: it goes as far as it can and pays the rest as braking.',
    ],
    startH: 'The start',
    start: 'On its first turn each car rolls the black die before it moves in 1st gear. A 1 stalls it: it stays put this round and takes 1st gear next round without rolling again. A 20 (in the basic game 17 to 20) is a great start: the car jumps 4 spaces at once, stays in 1st and may shift to 2nd next round. Any other number is a normal start: roll the 1st-gear die and go.',
    cornersH: 'Corners',
    cornerBox: 'Each corner’s sign on the circuit shows its name and its stops, as a number and as red dots (“C3 · 2”: two stops in C3). A printed board’s corner box also counts the spaces through the corner along its shortest and its longest lane. On Kestrel Bay every lane through a corner is as long as the others, so both counts are the corner’s length: C1 4, C2 3, C3 5, C4 3, C5 7, C6 5, C7 4 spaces.',
    corners: 'Each corner asks for 1, 2 or 3 stops: a move ending in it is a stop. Leave a corner with one stop too few and you pay a wear point for every space past it (the lane is kept meanwhile); with fewer, the car is out.',
    dangerH: 'Dangers',
    danger: 'Ending next to or right behind a car is a collision check for both (a 1–4 on the black die costs a wear point in the basic game). A 20 in 5th or a 30 in 6th makes every car in 5th or 6th test its engine. At 0 wear points a car is out.',
    pitH: 'Pit stops',
    pit: 'In a race of 2 or 3 laps the pit lane is open except on the last lap: stop in your box for fresh wear points (basic) or tyres (advanced), and leave in 2nd to 4th gear.',
    advancedH: 'Advanced rules',
    advanced: 'Wear points come in six kinds: tyres (overshoots; a car with none left spins), brakes (braking; more than 3 short may use tyres), gearbox, body (collisions), engine and road handling (damage markers left on the track). Right behind a car in 4th or higher you may slipstream three more spaces. Pit stops roll a die: a quick stop moves on, a slow one waits.',
    optionsH: 'Options in this race',
    option: {
      nitro: 'Nitro: once a lap, add the gear number to a move (all of it, no braking).',
      qualifying: 'Qualifying: a solo lap each sets the grid and gives 10 to 1 points.',
      team_race: 'Team race: seats 1 and 2, 3 and 4… race as teams and share their points.',
      weather: 'Weather: rain changes the dice and makes cars skid into corners.',
      tyre_choice: 'Tyres: hard, soft (an extra space on their first lap, more wear) or rain.',
      technical_pit_stops: 'Technical pit stops: a pit reserve of wear points to repair the car.',
      car_construction: 'Build your car: share 20 wear points your way.',
    },
    circuit: 'Kestrel Bay is this table’s own circuit: 111 spaces a lap in each of its three lanes, seven corners (C6 turns right).',
  },
  ru: {
    goal: 'Гонка на 1–3 круга по трассе Kestrel Bay. Побеждает машина, первой пересёкшая финишную линию после последнего круга; очки 1000, 720, 600… по местам.',
    turnH: 'Ход',
    turn: [
      'Машины ходят по одной, первой — та, что впереди (при равенстве — на более высокой передаче, затем прибывшая раньше).',
      'Выберите передачу: вверх не больше чем на одну; вниз на сколько угодно, но пропуск передач стоит очков износа. У каждой передачи свой кубик: 1-я 1–2, 2-я 2–4, 3-я 4–8, 4-я 7–12, 5-я 11–20, 6-я 21–30.',
      'Проедьте ровно выпавшее число клеток вперёд, меняя ряды как угодно, но не сквозь машины и не туда-обратно (если только вы не объехали что-то в покинутом ряду). Остановиться раньше — торможение: очко износа за клетку.',
      'Машина, которая не может проехать всё, заблокирована: она едет, сколько может, а остаток оплачивает как торможение.',
    ],
    startH: 'Старт',
    start: 'На первом ходу каждая машина бросает чёрный кубик, прежде чем ехать на 1-й передаче. Единица — машина заглохла: в этом раунде она стоит, а в следующем включает 1-ю передачу без нового броска. Двадцать (в базовых правилах от 17 до 20) — отличный старт: машина сразу проезжает 4 клетки, остаётся на 1-й и в следующем раунде может включить 2-ю. Любое другое число — обычный старт: бросьте кубик 1-й передачи и езжайте.',
    cornersH: 'Повороты',
    cornerBox: 'Знак каждого поворота на трассе показывает его имя и число остановок — цифрой и красными точками («C3 · 2»: в C3 две остановки). На печатном поле в табличке поворота ещё указано, сколько клеток в нём по самому короткому и по самому длинному ряду. На Kestrel Bay все ряды в повороте одной длины, так что оба числа — это длина поворота: C1 — 4, C2 — 3, C3 — 5, C4 — 3, C5 — 7, C6 — 5, C7 — 4 клетки.',
    corners: 'Каждый поворот требует 1, 2 или 3 остановок: ход, закончившийся в нём, — остановка. Выехали с одной остановкой меньше — платите очко износа за каждую клетку за поворотом (ряд при этом не меняется); с меньшим числом — сход.',
    dangerH: 'Опасности',
    danger: 'Закончить ход рядом с машиной или прямо за ней — проверка столкновения для обеих (в базовых правилах 1–4 на чёрном кубике стоит очко износа). 20 на 5-й или 30 на 6-й передаче — проверка двигателя для всех машин на 5-й и 6-й. При 0 очков износа машина сходит.',
    pitH: 'Пит-стопы',
    pit: 'В гонке на 2–3 круга пит-лейн открыт на всех кругах, кроме последнего: остановитесь в своём боксе, чтобы вернуть очки износа (базовые правила) или сменить шины (продвинутые), и уезжайте на 2-й–4-й передаче.',
    advancedH: 'Продвинутые правила',
    advanced: 'Очки износа шести видов: шины (вылеты; без них машину разворачивает), тормоза (торможение; больше 3 клеток можно оплатить шинами), коробка, кузов (столкновения), двигатель и управляемость (обломки на трассе). Прямо за машиной на 4-й передаче или выше можно проехать в слипстриме ещё три клетки. В боксах бросают кубик: быстрая остановка — едем дальше, долгая — ждём.',
    optionsH: 'Настройки этой гонки',
    option: {
      nitro: 'Нитро: раз за круг прибавьте к ходу номер передачи (целиком, без торможения).',
      qualifying: 'Квалификация: одиночный круг каждого определяет старт и даёт от 10 до 1 очка.',
      team_race: 'Командная гонка: места 1 и 2, 3 и 4… — команды с общими очками.',
      weather: 'Погода: дождь меняет кубики и заносит машины в поворотах.',
      tyre_choice: 'Шины: жёсткие, мягкие (лишняя клетка на первом круге, больший износ) или дождевые.',
      technical_pit_stops: 'Технические пит-стопы: запас очков износа в боксах на ремонт.',
      car_construction: 'Сборка машины: распределите 20 очков износа по-своему.',
    },
    circuit: 'Kestrel Bay — собственная трасса этого стола: 111 клеток за круг в каждом из трёх рядов, семь поворотов (C6 — правый).',
  },
};

/** The rules panel for a view (or null: the game in general). */
export function rulesPanel(view) {
  const T = TEXT[getLang() === 'ru' ? 'ru' : 'en'];
  const o = (view && view.options) || {};
  const p = (str) => h('p', {}, str);
  const on = Object.keys(T.option).filter((k) => o[k]);
  return h('div', { class: 'rules formulad-rules' },
    p(T.goal),
    h('h3', {}, T.turnH), h('ul', {}, T.turn.map((x) => h('li', {}, x))),
    h('h3', {}, T.startH), p(T.start),
    h('h3', {}, T.cornersH), p(T.corners), p(T.cornerBox),
    h('h3', {}, T.dangerH), p(T.danger),
    h('h3', {}, T.pitH), p(T.pit),
    !view || o.rules === 'advanced' ? [h('h3', {}, T.advancedH), p(T.advanced)] : null,
    on.length ? [h('h3', {}, T.optionsH), h('ul', {}, on.map((k) => h('li', {}, T.option[k])))] : null,
    p(T.circuit));
}
