// KIKAI's rules panel, in the page's language, with the options in play. Our own words, from
// shared/rules/kikai.md (the BGA help text and the reviews it cites) and the engine's [interpretation]
// decisions; the town map, the pieces, the tracks and the tables are a [reconstruction]
// (py/tabletop/games/kikai/data.py), and the panel says so.
import { h } from '../../dom.js';
import { getLang } from '../../i18n.js';

const TEXT = {
  en: {
    goal: 'Two rival junk artists, Yellow and Purple, work the same town. In its six districts each builds KIKAI, statues made of scrap, spreads flyer droppers along the streets, draws fans from the town squares onto the statues and shows them off in exhibitions for Renown. After four rounds the most victory points (VP) win; a player who puts up a sixth billboard wins at once.',
    townH: 'The town',
    town: 'Six districts: Diner, Arcade, Shrine, Market, Station and Parking. Streets made of spaces join them to twelve squares, and the squares to each other; a street space holds one flyer dropper at most, and a few give a bonus to whoever covers them. At the start the squares hold fans in red, green and blue. For exhibitions the districts form a ring in that order, so Parking is next to Diner. Each player has Foundation tiles in five districts (the sixth, the starting one, is set aside). Hands hold 4 district cards and both are open; two more cards lie face up beside the pile.',
    turnH: 'A turn',
    turn: [
      'Play one district card to act in that district, or two identical cards to act in any district.',
      'Take one of the four actions below there.',
      'Once per turn you may then discard a Megaphone, play another card (or pair) and take a second action.',
      'Draw one card: one of the two face-up cards (replaced at once) or the top of the pile. Then discard any number of Ladders to draw as many more from the pile.',
    ],
    actionsH: 'The four actions',
    actions: [
      ['Build a KIKAI piece.', 'Each player builds their own KIKAI in a district: Foot first, then Body, then Head. Take one of the three face-up pieces of that kind and pay its Energy. Influence in the piece’s colour: a Foot gives +1; a Body +2 if you pay 1 Ladder; a Head +3 if you pay 2 Ladders (without them, no Influence). Your Foot also claims your Foundation tile there. The first Head in a district, whoever builds it, takes that district’s construction bonus.'],
      ['Deploy flyer droppers.', 'Pay 2 Energy each. They go out as one chain over empty street spaces, starting next to the district or from your own flyers already connected to it; a chain may run on past a square but never through a district. Each flyer leaving your energy track uncovers a space, and some of those give a bonus.'],
      ['Attract fans.', 'Onto each of your pieces there without a fan, bring one fan of the piece’s colour from a square joined to the district by a route fully covered with flyers (either player’s). For each fan pay your opponent 1 Energy per opponent flyer on the cheapest such route. The piece’s effect fires at once. Taking a square’s last fan puts up one of your billboards there: gain the bonus of the slot it leaves on your board and the square’s VP.'],
      ['Host an exhibition.', 'Take all the fans off your KIKAI in that district and, if you like, in other districts too, paying for each one as many Megaphones as its distance on the ring (1 to 3). Gain the Energy your energy track shows and Renown equal to the fans’ values added up: a fan is worth 1 + your Influence in its colour / 3, rounded down.'],
    ],
    roundH: 'Rounds',
    round: [
      'Four rounds of 6, 5, 5 and 6 turns each; Yellow starts every round.',
      'At the end of a round each player scores the value of their Renown position times the round’s multiplier: ×4, ×3, ×3, ×2. Renown goes back to 0.',
      'The cards played in the round go under the pile, shuffled; everything else stays on the table.',
    ],
    endH: 'End of the game',
    end: [
      ['Media Victory:', 'the player who puts up their sixth billboard wins at once, with no scoring.'],
      'Otherwise, after round 4: VP earned during play + the VP on your energy track + 5 for attracting more fans (none if equal) + 1 per 5 Energy + 1 per 2 Megaphones + 1 per 2 Ladders − 2 per Foundation tile of yours still on the board. The higher total wins; equal totals share the win.',
      'VP during play come from round scoring, piece effects, reaching Influence 3, 6, 9 and 12, construction bonuses, squares and a few street spaces.',
    ],
    advancedH: 'Advanced mode',
    advanced: [
      'Your starting Foundation tile gives its bonus instead of being set aside.',
      'A round’s end gives no VP: instead Energy equal to your Renown value, plus a Megaphone at value 4 or more and a Ladder at 6 or more.',
      'The construction bonuses are head bonus tiles: the first Head builder in a district keeps a lasting power.',
      'Final scoring adds 1 VP per fan collected in exhibitions and 1 VP per Influence point.',
      'Tie-break: if the totals are equal, the player who collected more red fans in exhibitions wins; if that is equal too, the win is shared (the rules say to play a new game).',
    ],
    reconstruction: 'The town map (its streets, squares and bonus spaces), the pieces’ costs, colours and effects, the energy, Influence and Renown tracks, the billboard slots, the Foundation and bonus tiles and the round table are this table’s reconstruction: the publisher’s are not public. The shape of every rule is the game’s.',
    readingsH: 'Readings of this table',
    readings: [
      'Each player has their own KIKAI in every district; both may build in the same one.',
      'An exhibition with no fans is allowed: it just gives Energy. Deploying places at least one flyer, attracting brings at least one fan.',
      'A player with an empty hand takes no action that turn but still draws.',
      'The pile is not reshuffled during a round: once it is empty, pile and Ladder draws give nothing.',
    ],
    advancedOn: 'This game: Advanced mode.',
    flatFans: 'This game: every fan is worth 1 Renown.',
    closedSquares: 'This game: flyer chains and fan routes cannot cross squares.',
    noFanBonus: 'This game: no 5 VP for attracting more fans.',
  },
  ru: {
    goal: 'Два соперника, мастера уличного бриколажа, Жёлтый и Фиолетовый, работают в одном городе. В шести его районах каждый собирает KIKAI — статуи из хлама, расставляет вдоль улиц раздатчики листовок, переманивает фанатов с городских площадей на свои статуи и показывает их на выставках ради Славы. После четырёх раундов побеждает тот, у кого больше победных очков (ПО); кто поставит шестой билборд, побеждает сразу.',
    townH: 'Город',
    town: 'Шесть районов: Закусочная, Аркада (игровые автоматы), Храм, Рынок, Вокзал и Парковка. Улицы из клеток соединяют их с двенадцатью площадями, а площади — между собой; на клетке улицы помещается не больше одного раздатчика листовок, а некоторые клетки дают бонус тому, кто её займёт. В начале игры на площадях стоят фанаты — красные, зелёные и синие. Для выставок районы образуют кольцо в этом порядке, так что Парковка соседствует с Закусочной. У каждого игрока есть жетоны фундамента в пяти районах (шестой, стартовый, откладывается). В руке 4 карты районов, и обе руки открыты; ещё две карты лежат открыто рядом с колодой.',
    turnH: 'Ход',
    turn: [
      'Сыграйте одну карту района, чтобы действовать в этом районе, или две одинаковые — чтобы действовать в любом.',
      'Выполните там одно из четырёх действий (ниже).',
      'Раз за ход можно затем сбросить Мегафон, сыграть ещё одну карту (или пару) и выполнить второе действие.',
      'Возьмите одну карту: одну из двух открытых (её сразу заменяют) или верхнюю из колоды. Затем можно сбросить сколько угодно Лестниц и взять из колоды столько же карт.',
    ],
    actionsH: 'Четыре действия',
    actions: [
      ['Построить часть KIKAI.', 'В каждом районе у каждого игрока свой KIKAI: сначала Ноги, потом Тело, потом Голова. Возьмите одну из трёх открытых деталей нужного вида и заплатите её цену в Энергии. Влияние в цвете детали: Ноги дают +1; Тело +2, если заплатить 1 Лестницу; Голова +3, если заплатить 2 Лестницы (без них Влияние не растёт). Ноги заодно забирают ваш жетон фундамента в этом районе. Первая Голова в районе, чья бы она ни была, получает строительный бонус района.'],
      ['Расставить раздатчики листовок.', 'Каждый стоит 2 Энергии. Они встают одной цепочкой на пустые клетки улиц, начиная рядом с районом или от ваших раздатчиков, уже связанных с ним; цепочка может пройти мимо площади дальше, но никогда — через район. Каждый раздатчик, ушедший со шкалы Энергии, открывает её клетку, и некоторые из них дают бонус.'],
      ['Привлечь фанатов.', 'На каждую вашу деталь в этом районе, где ещё нет фаната, приведите одного фаната её цвета с площади, связанной с районом путём, целиком покрытым листовками (чьими угодно). За каждого фаната заплатите сопернику 1 Энергию за каждый его раздатчик на самом дешёвом таком пути. Эффект детали срабатывает сразу. Кто забрал с площади последнего фаната, ставит там свой билборд: он получает бонус ячейки, которую билборд освободил на планшете, и ПО площади.'],
      ['Устроить выставку.', 'Снимите всех фанатов со своего KIKAI в этом районе, а по желанию и в других районах, платя за каждый такой район столько Мегафонов, каково его расстояние по кольцу (от 1 до 3). Получите Энергию, которую показывает ваша шкала Энергии, и Славу, равную сумме ценностей фанатов: фанат стоит 1 + ваше Влияние в его цвете / 3 с округлением вниз.'],
    ],
    roundH: 'Раунды',
    round: [
      'Четыре раунда по 6, 5, 5 и 6 ходов; каждый раунд начинает Жёлтый.',
      'В конце раунда каждый получает ценность своей позиции на шкале Славы, умноженную на множитель раунда: ×4, ×3, ×3, ×2. Слава сбрасывается на 0.',
      'Сыгранные за раунд карты перемешивают и кладут под колоду; всё остальное остаётся на столе.',
    ],
    endH: 'Конец игры',
    end: [
      ['Медийная победа:', 'кто ставит свой шестой билборд, сразу побеждает, без подсчёта.'],
      'Иначе после 4-го раунда: ПО, набранные за игру, + ПО на шкале Энергии + 5 тому, кто привлёк больше фанатов (при равенстве — никому) + 1 за каждые 5 Энергии + 1 за каждые 2 Мегафона + 1 за каждые 2 Лестницы − 2 за каждый свой жетон фундамента, оставшийся на поле. Побеждает больший итог; при равенстве победа общая.',
      'ПО по ходу игры приносят подсчёт раундов, эффекты деталей, Влияние 3, 6, 9 и 12, строительные бонусы, площади и некоторые клетки улиц.',
    ],
    advancedH: 'Продвинутый режим',
    advanced: [
      'Стартовый жетон фундамента даёт свой бонус, а не откладывается.',
      'Конец раунда не приносит ПО: вместо них Энергия, равная ценности Славы, плюс Мегафон при ценности от 4 и Лестница при ценности от 6.',
      'Строительные бонусы — жетоны Головы: кто первым построил Голову в районе, получает постоянную способность.',
      'В финале ещё +1 ПО за каждого фаната, собранного на выставках, и +1 ПО за каждое очко Влияния.',
      'Равенство: при равных итогах побеждает тот, кто собрал на выставках больше красных фанатов; если и их поровну, победа общая (по правилам играют новую партию).',
    ],
    reconstruction: 'Карта города (улицы, площади и бонусные клетки), цены, цвета и эффекты деталей, шкалы Энергии, Влияния и Славы, ячейки билбордов, жетоны фундамента и бонусов, таблица раундов — реконструкция этого стола: настоящие не опубликованы. Форма каждого правила — из игры.',
    readingsH: 'Толкования этого стола',
    readings: [
      'В каждом районе у каждого игрока свой KIKAI; строить в одном районе могут оба.',
      'Выставка без фанатов разрешена: она просто даёт Энергию. Расстановка ставит хотя бы один раздатчик, привлечение приводит хотя бы одного фаната.',
      'Игрок с пустой рукой в этот ход не действует, но карту берёт.',
      'Колоду в течение раунда не перемешивают: когда она пуста, взятие из колоды и за Лестницы ничего не даёт.',
    ],
    advancedOn: 'В этой игре: продвинутый режим.',
    flatFans: 'В этой игре каждый фанат стоит 1 Славу.',
    closedSquares: 'В этой игре цепочки листовок и пути фанатов не проходят через площади.',
    noFanBonus: 'В этой игре нет 5 ПО за большее число привлечённых фанатов.',
  },
};

/** The rules panel for a view (or null: the game with its default options). */
export function rulesPanel(view) {
  const T = TEXT[getLang() === 'ru' ? 'ru' : 'en'];
  const o = (view && view.options) || {};
  const p = (str) => h('p', {}, str);
  const item = (x) => h('li', {}, Array.isArray(x) ? [h('strong', {}, x[0]), ' ', x[1]] : x);
  const readings = [...T.readings];
  if (o.mode === 'advanced') readings.push(T.advancedOn);
  if (o.fan_value === 'one') readings.push(T.flatFans);
  if (o.squares_passable === false) readings.push(T.closedSquares);
  if (o.advanced_fan_bonus === false && o.mode === 'advanced') readings.push(T.noFanBonus);
  return h('div', { class: 'rules kikai-rules' },
    p(T.goal),
    h('h3', {}, T.townH), p(T.town),
    h('h3', {}, T.turnH), h('ol', {}, T.turn.map((x) => h('li', {}, x))),
    h('h3', {}, T.actionsH), h('ul', {}, T.actions.map(item)),
    h('h3', {}, T.roundH), h('ol', {}, T.round.map((x) => h('li', {}, x))),
    h('h3', {}, T.endH), h('ul', {}, T.end.map(item)),
    h('h3', {}, T.advancedH), h('ul', {}, T.advanced.map((x) => h('li', {}, x))),
    p(T.reconstruction),
    h('h3', {}, T.readingsH), h('ul', {}, readings.map((x) => h('li', {}, x))));
}
