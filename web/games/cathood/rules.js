// Cathood's rules panel, in the page's language, with the options in play. Our own words, from
// shared/rules/cathood.md (the BGA help text) and the engine's [interpretation] decisions; the tiles,
// the cards and the points are a [reconstruction] (py/tabletop/games/cathood/data.py), and the panel
// says so.
import { h } from '../../dom.js';
import { getLang } from '../../i18n.js';

const TEXT = {
  en: {
    goal: 'Each player is a cat roaming a neighbourhood of square tiles. Cats walk the streets between the tiles, pick up purple, orange and green goods from the shops they pass, and spend them on toys at the Pet Shops, on Building cards and on Statues in the parks, winning the affection of the neighbours (AP). Tiles turn and swap under everyone’s paws.',
    boardH: 'The neighbourhood',
    board: 'Cats stand on the street corners between the tiles. Each tile has something in each of its four corners: a shop (P, O, G), a Pet Shop, a Coffee, a Dog, a Bee, a park entrance or nothing. A corner touches the slots of up to four tiles. Buildings can be used from any of their corners; a park only from its two entrances.',
    turnH: 'A turn',
    turn: [
      'Place a disc on an action and carry it out at once; each action once a turn. You start with one disc; your 2nd House frees a second one and your 4th House a third, together with Repeat, which takes an action a second time.',
      'With discs left you may end your turn once you have taken an action. Then the cat sleeps: the rows of cards are refilled to three.',
    ],
    actionsH: 'The actions',
    actions: [
      ['Walk:', '1 or 2 corners north, east, south or west. Leaving the neighbourhood, the cat comes back on the other side.'],
      ['Jump the roofs:', '1 to 3 corners diagonally. At an edge the cat bounces off it.'],
      ['Turn a tile:', 'any tile, a quarter turn either way. If your cat stands at one of its corners, the slot that comes to your cat works for you alone.'],
      ['Swap tiles:', 'two tiles side by side change places, unless a cat stands between them. The slots they bring to your cat work for you.'],
      ['Pet Shop:', 'at an open Pet Shop next to your cat, buy one of the three toys (or your reserved toy) and put a House on it: nobody uses that Pet Shop again.'],
      ['Building:', 'at a corner of a Building, buy one of the three Building cards (or your reserved one) and put a House on the Building.'],
      ['Park:', 'at a park entrance, pay 2 goods of its tree’s colour (jacaranda purple, maple orange, birch green) to place a Statue; one Statue of yours per park.'],
    ],
    moveH: 'Moving',
    move: [
      'Each corner you pass pays 1 good a shop next to it. Where you stop, first the Coffee, Dog and Bee next to you act, in the order you choose, then the shops there pay.',
      'Coffee: up to twice, pay 1 good for 1 of another colour. Dog: it chases your cat one corner along a street; effects there work too, except another dog. Bee: reserve a card of either row (the rest of that row goes under its deck); only one reserved card at a time.',
      'A cat holds at most 12 goods.',
      'Ending a move on a corner with other cats starts a fight with each, by rock, paper, scissors chosen in secret: the winner takes 1 good of their choice from the loser.',
    ],
    endH: 'The end',
    end: [
      'When a cat has placed all 6 Houses and 3 Statues, the round is played to its end and the game is over.',
      'Points: the toys (yarn 3, mouse 4, feather 5) and 5 a complete set; Building cards; 4 for the most Houses on a Building (2 each when tied); 3 a Statue and 2 more for the first in a park; 1 for every 2 goods left; a reserved card never bought costs its points.',
    ],
    reconstruction: 'The tiles, the cards, their costs and points, the number of Houses and Statues and the starting positions are this table’s reconstruction: the real ones are not published. How each rule works comes from the game.',
    readingsH: 'This table’s readings',
    readings: [
      'Rotating or swapping never starts a fight by itself, but a Dog it sets off can.',
      'A Pet Shop with no House left to put on it still sells, and stays open.',
      'If nobody has placed everything after 30 rounds, the game ends there.',
    ],
    randomFights: 'In this game fights are decided at random (a third each: win, lose, draw).',
    objectives: 'In this game each cat keeps one of two secret objectives, scored at the end.',
  },
  ru: {
    goal: 'Каждый игрок — кошка в квартале из квадратных плиток. Кошки ходят по улицам между плитками, собирают фиолетовые, оранжевые и зелёные товары в лавках по пути и тратят их на игрушки в зоомагазинах, карты Зданий и Статуи в парках, завоёвывая симпатию соседей (ОС). Плитки поворачиваются и меняются местами прямо под лапами.',
    boardH: 'Квартал',
    board: 'Кошки стоят на перекрёстках между плитками. В каждом из четырёх углов плитки что-то есть: лавка (Ф, О, З), зоомагазин, кофе, собака, пчела, вход в парк или ничего. Перекрёсток касается углов до четырёх плиток. Здание можно использовать с любого его угла, парк — только от двух входов.',
    turnH: 'Ход',
    turn: [
      'Поставьте диск на действие и сразу выполните его; каждое действие — раз за ход. Сначала у вас один диск; 2-й Дом освобождает второй, 4-й Дом — третий и вместе с ним Повтор, который делает действие второй раз.',
      'Если диски остались, ход можно закончить, сделав хотя бы одно действие. Потом кошка спит: ряды карт пополняются до трёх.',
    ],
    actionsH: 'Действия',
    actions: [
      ['Пройти:', 'на 1 или 2 перекрёстка на север, восток, юг или запад. Уйдя за край квартала, кошка появляется с другой стороны.'],
      ['Прыгнуть по крышам:', 'на 1–3 перекрёстка по диагонали. У края кошка отскакивает.'],
      ['Повернуть плитку:', 'любую, на четверть оборота в любую сторону. Если ваша кошка стоит у её угла, угол, пришедший к кошке, срабатывает только для вас.'],
      ['Поменять плитки:', 'две соседние плитки меняются местами, если между ними нет кошки. Углы, пришедшие к вашей кошке, срабатывают для вас.'],
      ['Зоомагазин:', 'у открытого зоомагазина рядом с кошкой купите одну из трёх игрушек (или отложенную) и поставьте на него Дом: больше им никто не пользуется.'],
      ['Здание:', 'у угла Здания купите одну из трёх карт Зданий (или отложенную) и поставьте Дом на Здание.'],
      ['Парк:', 'у входа в парк заплатите 2 товара цвета его дерева (жакаранда — фиолетовый, клён — оранжевый, берёза — зелёный) и поставьте Статую; в каждом парке — одна ваша Статуя.'],
    ],
    moveH: 'Движение',
    move: [
      'Каждый пройденный перекрёсток даёт 1 товар за каждую лавку рядом. Там, где вы остановились, сначала в выбранном вами порядке срабатывают кофе, собака и пчела, потом платят лавки.',
      'Кофе: до двух раз отдайте 1 товар за 1 другого цвета. Собака: прогоняет кошку на один перекрёсток по улице; там тоже всё срабатывает, кроме другой собаки. Пчела: отложите карту любого ряда (остальные карты ряда уходят под колоду); отложенная карта может быть только одна.',
      'Кошка несёт не больше 12 товаров.',
      'Закончив движение на перекрёстке с другими кошками, вы деретесь с каждой: камень, ножницы, бумага выбираются тайно; победитель забирает у проигравшего 1 товар на выбор.',
    ],
    endH: 'Конец игры',
    end: [
      'Когда кошка выставила все 6 Домов и 3 Статуи, круг доигрывается до конца, и игра заканчивается.',
      'Очки: игрушки (клубок 3, мышь 4, перо 5) и 5 за каждый полный набор; карты Зданий; 4 за большинство Домов на Здании (при равенстве по 2); 3 за Статую и ещё 2 за первую в парке; 1 за каждые 2 оставшихся товара; отложенная и не купленная карта отнимает свои очки.',
    ],
    reconstruction: 'Плитки, карты, их цены и очки, число Домов и Статуй и стартовые места — реконструкция этого стола: настоящие не опубликованы. То, как работает каждое правило, — из игры.',
    readingsH: 'Толкования этого стола',
    readings: [
      'Поворот или обмен плиток сам по себе драку не начинает, но сработавшая из-за него собака может.',
      'Зоомагазин продаёт и тогда, когда поставить Дом уже нечего, и остаётся открытым.',
      'Если за 30 кругов никто не выставил всё, игра заканчивается.',
    ],
    randomFights: 'В этой игре драки решает случай (по трети: победа, поражение, ничья).',
    objectives: 'В этой игре каждая кошка оставляет себе одну из двух тайных целей; она считается в конце.',
  },
};

/** The rules panel for a view (or null: the game with its default options). */
export function rulesPanel(view) {
  const T = TEXT[getLang() === 'ru' ? 'ru' : 'en'];
  const o = (view && view.options) || {};
  const p = (str) => h('p', {}, str);
  const item = (x) => h('li', {}, Array.isArray(x) ? [h('strong', {}, x[0]), ' ', x[1]] : x);
  const readings = [...T.readings];
  if (o.fight === 'random') readings.push(T.randomFights);
  if (o.secret_objectives) readings.push(T.objectives);
  return h('div', { class: 'rules cathood-rules' },
    p(T.goal),
    h('h3', {}, T.boardH), p(T.board),
    h('h3', {}, T.turnH), h('ol', {}, T.turn.map((x) => h('li', {}, x))),
    h('h3', {}, T.actionsH), h('ul', {}, T.actions.map(item)),
    h('h3', {}, T.moveH), h('ul', {}, T.move.map((x) => h('li', {}, x))),
    h('h3', {}, T.endH), h('ul', {}, T.end.map((x) => h('li', {}, x))),
    p(T.reconstruction),
    h('h3', {}, T.readingsH), h('ul', {}, readings.map((x) => h('li', {}, x))));
}
