// Galactic Cruise's rules panel, in the page's language, with the options in play. Our own words, from
// shared/rules/galacticcruise.md (the BGA help text and the fan app's notes of the manual) and the
// engine's [interpretation] decisions; every tile and card face is this table's reconstruction
// (py/tabletop/games/galacticcruise/data.py), and the panel says so.
import { h } from '../../dom.js';
import { getLang } from '../../i18n.js';

const TEXT = {
  en: {
    goal: 'Each player runs a space cruise company. Place workers on the campus to build ships, schedule and advertise cruises, then launch them and fly guests to the orange (O, circle), purple (P, square) and teal (T, triangle) destinations. Launches and company goals put your cubes on the progress track; when its third year is full, the game ends. Most VP wins.',
    boardH: 'The board',
    board: [
      'Campus: six buildings in a ring, two actions on each. Between neighbours a link has 3 development slots. Your developments on a link let your worker use the actions of the building at its other end; a rival’s (or a neutral N) development lets you too, if you pay its owner the access cost once a turn: 2 money at reputation 0–6, 1 at 7–14, nothing from 15.',
      'Marketing board: the cruises on offer (S a day in space, O P T the destinations, ⊕ the return to Earth; fuel = days − 1), with up to 3 presold guests each; the guest queue in three sections costing 1, 2 and 3 ads, and the supply at 4 ads.',
      'Storage: food, oxygen and fuel each hold 3, plus 1 for each development taken from that row.',
      'At the start each company has 10 money, 2 ads, 5 VP, one agenda card and reputation 0, except: with 2 players the second starts at 1; with 3 players the second and the third (the box only says “by turn order”: these values keep the seats even).',
    ],
    turnH: 'A turn',
    turn: [
      'Take the funding bonuses owed for workers bumped since your last turn.',
      'Advance each of your ships on a cruise one day, in the order you choose. A day in space: each guest aboard gives its colour’s bonus once per tag of that colour on the ship’s segments. A destination: deliver the ship’s upgrade token there (take one of that colour’s upgrades) and score guests for ads (1 ad for a guest of that colour, else 2): 3 VP each, +1 per upgrade token at that destination. The day after the last: back to Earth, the pilot comes home with a funding bonus.',
      'Then one of: place a worker (or a hired expert) on a building, bumping a rival’s worker there, and take two actions of that building or of linked ones; launch a ship; or call a meeting (your workers come home, each with a funding bonus, then one action through your own developments; forced when your break room is empty).',
      'Company goals: meet a goal’s current level and you put a cube on the track, gain a wing, and the level rises for the others. Then discard down to 5 agenda cards.',
    ],
    actionsH: 'The twelve actions',
    actions: [
      ['Buy supplies and ads:', '1 money for 2 resources and/or 1 money for 2 ads.'],
      ['Take from the silo:', 'up to 3 resources, as your storage allows. Refill the silo: discard an agenda card, raise one silo good to 5, gain 1 money a step and 1 reputation.'],
      ['New ship:', 'a cockpit and engine pair (engine bonus at once), at most 3 ships. Take blueprints: up to 2, or build one at once for 1 money and 1 reputation more. Build segments: up to 2 held blueprints onto ships not flying (3 segments a ship).'],
      ['Schedule a cruise:', 'your consultant goes on a cruise; flip a tower token (brown: a small bonus, and it rides the ship as an upgrade token; grey: a big bonus once) and take a funding bonus.'],
      ['Advertise a cruise:', 'sell tickets to up to 2 guests from the queue or supply onto a cruise: 1 money per destination each, +1 reputation if its colour is a destination.'],
      ['Development:', 'pay its column’s cost (2, 3, 4) in money and/or that row’s good; place it on a link (+1 reputation) or under a technology (its effect is yours; others may pay you to use it).'],
      ['Hire an expert:', '12 money less 3 per grey token used (left) or 2 per food and oxygen development (right); then a funding bonus.'],
      ['Take agenda cards:', 'up to 2 from the display, or the top of the discard pile for 1 reputation. Refresh agenda cards: gain the bonus of each empty slot and deal 4 new cards.'],
    ],
    launchH: 'Launching',
    launch: [
      'You need a scheduled cruise, a ship with 2 or more segments, and a worker (or expert) in your break room as the pilot.',
      'Board guests up to the ship’s cabins (segments − 1): presold ones free, queue or supply ones for ads. Presold guests left behind cost 2 reputation each.',
      'Pay food = guests + 1, oxygen = segments, fuel = the cruise’s fuel. Put a cube on the progress track, score the cockpit’s launch criterion (its first launch also removes its −5 VP).',
    ],
    endH: 'The end',
    end: [
      'When each year of the track fills, an annual meeting scores (your cubes in that year + 1 for the highest reputation) × your wings.',
      'When year 3 is full: the round is finished, everyone takes one extra turn and one last advance, then the final meeting.',
      'Final scoring: year 3’s meeting, 1 VP per 3 supplies left (money, ads, goods, agenda cards, blueprints), reputation, development columns cleared (5 / 15 / 30), segment VP, cockpit end values (−5 for each ship never launched).',
      'Ties: more cubes, then higher reputation, then more cockpit VP, then the later seat.',
    ],
    anytime: 'Any time in your turn: spend 1 reputation once for the bonus of the space you leave; play an agenda card for the good in its corner; activate an invented technology by paying its owners. An agenda card’s text is offered when its action comes.',
    reconstruction: 'Every tile and card face (blueprints, cruises, cockpits, engines, technologies, experts, goals, agenda texts, bonuses) is this table’s reconstruction: the real ones are not published. The flow of the turn follows the game.',
    intro: 'This game uses the introductory layout of the actions.',
    random: 'The actions were dealt to the buildings at random.',
    npc: 'With two players, neutral workers stand on the campus, a neutral cube sits in year 2 and neutral developments grow after each annual meeting.',
    noNpc: 'This two-player game has no neutral workers.',
    noTexts: 'In this game agenda cards are played for their goods only.',
  },
  ru: {
    goal: 'Каждый игрок управляет компанией космических круизов. Ставьте работников в корпуса кампуса, чтобы строить корабли, планировать и рекламировать круизы, затем запускайте корабли и везите гостей к оранжевому (О, круг), фиолетовому (Ф, квадрат) и бирюзовому (Б, треугольник) пунктам назначения. Старты и цели компании ставят ваши кубики на трек прогресса; когда заполнен его третий год, игра заканчивается. Побеждает тот, у кого больше ПО.',
    boardH: 'Поле',
    board: [
      'Кампус: шесть корпусов по кругу, в каждом два действия. Между соседями — связь с 3 местами для развитий. Ваше развитие на связи позволяет работнику пользоваться действиями корпуса на другом её конце; чужое (или нейтральное Н) — тоже, если раз за ход заплатить владельцу за доступ: 2 ден. при репутации 0–6, 1 при 7–14, с 15 — бесплатно.',
      'Маркетинговое поле: круизы (К — день в космосе, О Ф Б — пункты назначения, ⊕ — возвращение на Землю; топливо = дни − 1), у каждого до 3 гостей с билетами; очередь гостей из трёх секций по 1, 2 и 3 рекламы и запас по 4 рекламы.',
      'Склад: еды, кислорода и топлива помещается по 3 и ещё по 1 за каждое развитие из ряда этого ресурса.',
      'В начале у каждой компании 10 денег, 2 рекламы, 5 ПО, одна карта повестки и репутация 0, кроме: при 2 игроках второй начинает с 1; при 3 игроках — второй и третий (в правилах сказано лишь «по порядку хода»: такие значения уравнивают места).',
    ],
    turnH: 'Ход',
    turn: [
      'Получите бонусы финансирования за работников, вытесненных после вашего прошлого хода.',
      'Продвиньте каждый свой корабль в круизе на день, в любом порядке. День в космосе: каждый гость на борту даёт бонус своего цвета за каждую метку этого цвета на секциях корабля. Пункт назначения: доставьте туда жетон улучшения корабля (возьмите улучшение этого цвета) и засчитайте гостей за рекламу (1 за гостя этого цвета, иначе 2): по 3 ПО и ещё 1 за каждый жетон в этом пункте. На следующий день после последнего — возвращение на Землю, пилот приходит домой с бонусом финансирования.',
      'Затем одно из трёх: поставьте работника (или нанятого эксперта) в корпус, вытеснив оттуда чужого, и выполните два действия этого корпуса или связанных с ним; запустите корабль; или созовите собрание (ваши работники возвращаются, каждый с бонусом финансирования, затем одно действие через ваши развития; обязательно, если комната отдыха пуста).',
      'Цели компании: выполнив текущий уровень цели, поставьте кубик на трек и получите крыло, а уровень для других растёт. Затем сбросьте карты повестки до 5.',
    ],
    actionsH: 'Двенадцать действий',
    actions: [
      ['Купить припасы и рекламу:', '1 ден. за 2 ресурса и/или 1 ден. за 2 рекламы.'],
      ['Взять из хранилища:', 'до 3 ресурсов, сколько поместится на склад. Пополнить хранилище: сбросьте карту повестки, поднимите один ресурс хранилища до 5, получите 1 ден. за шаг и 1 ед. репутации.'],
      ['Новый корабль:', 'пара кабины и двигателя (бонус двигателя сразу), не больше 3 кораблей. Взять чертежи: до 2 или сразу построить один, заплатив ещё 1 ден. и 1 ед. репутации. Построить секции: до 2 чертежей из запаса на корабли не в полёте (3 секции на корабль).'],
      ['Запланировать круиз:', 'ваш консультант встаёт на круиз; переверните жетон башни (коричневый — малый бонус, и он летит на корабле как жетон улучшения; серый — большой бонус один раз) и возьмите бонус финансирования.'],
      ['Рекламировать круиз:', 'продайте билеты до 2 гостям из очереди или запаса на один круиз: за каждого 1 ден. за каждый пункт назначения, +1 к репутации, если его цвет — пункт назначения.'],
      ['Развитие:', 'заплатите цену столбца (2, 3, 4) деньгами и/или ресурсом ряда; поставьте его на связь (+1 к репутации) или под технологию (её эффект ваш; другие могут платить вам за него).'],
      ['Нанять эксперта:', '12 ден. минус 3 за каждый использованный серый жетон (слева) или 2 за каждое развитие еды и кислорода (справа); затем бонус финансирования.'],
      ['Взять карты повестки:', 'до 2 с витрины или верхнюю из сброса за 1 ед. репутации. Обновить карты повестки: получите бонус каждого пустого места и выложите 4 новые карты.'],
    ],
    launchH: 'Старт',
    launch: [
      'Нужны запланированный круиз, корабль не меньше чем с 2 секциями и работник (или эксперт) в комнате отдыха — он станет пилотом.',
      'Посадите гостей по числу кают (секции − 1): с билетами — бесплатно, из очереди и запаса — за рекламу. За каждого оставленного гостя с билетом — минус 2 к репутации.',
      'Заплатите еду = гости + 1, кислород = секции, топливо = топливо круиза. Поставьте кубик на трек прогресса, получите ПО за условие кабины (первый старт ещё и снимает её −5 ПО).',
    ],
    endH: 'Конец игры',
    end: [
      'Когда заполняется год трека, годовое собрание даёт (ваши кубики в этом году + 1 за самую высокую репутацию) × ваши крылья.',
      'Когда заполнен 3-й год: раунд доигрывается, каждый делает ещё один ход и последнее продвижение, затем последнее собрание.',
      'Итоги: собрание 3-го года, 1 ПО за каждые 3 оставшихся припаса (деньги, реклама, ресурсы, карты повестки, чертежи), репутация, освобождённые столбцы развитий (5 / 15 / 30), ПО секций, значения кабин (−5 за каждый ни разу не стартовавший корабль).',
      'При равенстве: больше кубиков, затем выше репутация, затем больше ПО за кабины, затем тот, кто ходит позже.',
    ],
    anytime: 'В любой момент своего хода: один раз потратьте 1 ед. репутации ради бонуса клетки, которую покидаете; сыграйте карту повестки ради ресурса в её углу; используйте изобретённую технологию, заплатив владельцам. Текст карты повестки предлагается, когда наступает её действие.',
    reconstruction: 'Все лицевые стороны жетонов и карт (чертежи, круизы, кабины, двигатели, технологии, эксперты, цели, тексты повестки, бонусы) — реконструкция этого стола: настоящие не опубликованы. Порядок хода — как в игре.',
    intro: 'В этой игре действия разложены по вводной раскладке.',
    random: 'Действия разложены по корпусам случайно.',
    npc: 'Вдвоём на кампусе стоят нейтральные работники, нейтральный кубик лежит во 2-м году, а после каждого годового собрания появляются нейтральные развития.',
    noNpc: 'В этой игре вдвоём нет нейтральных работников.',
    noTexts: 'В этой игре карты повестки играют только ради ресурсов.',
  },
};

/** The rules panel for a view (or null: the game with its default options). */
export function rulesPanel(view) {
  const T = TEXT[getLang() === 'ru' ? 'ru' : 'en'];
  const o = (view && view.options) || {};
  const p = (str) => h('p', {}, str);
  const item = (x) => h('li', {}, Array.isArray(x) ? [h('strong', {}, x[0]), ' ', x[1]] : x);
  const variants = [o.setup === 'intro' ? T.intro : T.random];
  if (o.players === 2) variants.push(o.npc_2p === false ? T.noNpc : T.npc);
  if (o.agenda_texts === false) variants.push(T.noTexts);
  return h('div', { class: 'rules galacticcruise-rules' },
    p(T.goal),
    h('h3', {}, T.boardH), h('ul', {}, T.board.map(item)),
    h('h3', {}, T.turnH), h('ol', {}, T.turn.map(item)),
    h('h3', {}, T.actionsH), h('ul', {}, T.actions.map(item)),
    h('h3', {}, T.launchH), h('ul', {}, T.launch.map(item)),
    p(T.anytime),
    h('h3', {}, T.endH), h('ul', {}, T.end.map(item)),
    h('ul', {}, variants.map(item)),
    p(T.reconstruction));
}
