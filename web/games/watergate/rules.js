// Watergate's rules panel, in the page's language, with the options in play. Our own words, from
// shared/rules/watergate.md (the BGA help text and the rulebook) and the engine's [interpretation]
// decisions; the cards, the evidence board, the bag and the Editor's momentum card are a
// [reconstruction] (py/tabletop/games/watergate/data.py), and the panel says so.
import { h } from '../../dom.js';
import { getLang } from '../../i18n.js';
import './strings.js';

const TEXT = {
  en: {
    goal: 'Two players: the Editor (the Washington Post) and Nixon. The Editor wins at once when two face-up informants are each connected to Nixon, in the centre of the evidence board, by threads through face-up evidence tokens. Nixon wins at once with the fifth momentum token on his card, or when no momentum token is left in the supply for a new round.',
    roundH: 'A round',
    round: [
      'The initiative holder draws 5 cards, the other player 4. Nixon draws 3 evidence tokens from the bag, looks at them and lays them face down on space 0 of the research track. The initiative and momentum tokens sit on 0 too.',
      'Starting with the initiative holder, the players take turns playing one card each, until both hands are empty (a player out of cards lets the other play on).',
      'A card is played either for its value or for its action. Its value moves one token that many spaces toward you: the initiative token, the momentum token, or an evidence token carrying one of the card’s colours (a joker shows all three). A token that reaches your space 5 is yours at once: an evidence token is pinned on the board, the momentum token goes on your card, the initiative is yours for the next round.',
      'Face-down tokens: Nixon knows them and may move one himself (it turns face up). The Editor instead asks Nixon for a face-down token of a colour: Nixon turns one up and it moves toward the Editor; if he has none, the Editor moves something else.',
      'A card’s action does what its text says, as far as possible. Events then leave the game; journalists and conspirators go to the discard pile. Reactions are played in answer to the other side’s play, at once, and cost a card but not a turn.',
    ],
    evalH: 'Evaluation',
    evaluation: [
      'Tokens on 0 go back to the bag.',
      'The initiative token goes to the side it is on; on 0, to the player who did not have it.',
      'The momentum token goes to the side it is on (on the Editor’s card its space’s text runs; a full Editor card loses it); on 0 it returns to the supply.',
      'A new momentum token from the supply is put on 0 (none left: Nixon wins), and the initiative token on 0.',
      'The initiative holder pins every token on their side, then the other player. The Editor pins face up, Nixon face down, each on an empty space whose slip matches one of the token’s colours. A token with the momentum symbol also pulls the momentum token one space toward the pinner.',
    ],
    boardH: 'The board',
    board: 'Pictures: the Editor pins informants face up, Nixon pins or turns them face down. A face-down picture, a face-down token or an empty space breaks a connection.',
    reconstruction: 'The cards’ values, colours and actions, the board’s threads and slips, the bag’s mix and the Editor’s momentum card are this table’s reconstruction: the publisher’s are not public. The shape of every rule is the game’s; card names are historical people and events.',
    readingsH: 'Readings of this table',
    readings: [
      'A choice with one answer is made at once, except Nixon’s answer to an ask.',
      'Howard Hunt’s drawn card must be played at once, in the same turn.',
      'A neutral momentum token returns to the supply.',
    ],
    always: 'Reactions are asked for whenever one could be held, so a pause never tells whether the other player holds one.',
    holding: 'This game: reactions are asked for only when one is held (faster, but it tells).',
    bag36: 'This game: all 36 evidence tokens are in the bag.',
    limit: 'This game: after round {n} the game ends in a draw.',
  },
  ru: {
    goal: 'Двое: Редактор («Вашингтон пост») и Никсон. Редактор сразу побеждает, когда два открытых информатора связаны с Никсоном в центре доски улик нитями через открытые жетоны улик. Никсон сразу побеждает пятым жетоном импульса на своей карте или если для нового раунда в запасе не осталось жетона импульса.',
    roundH: 'Раунд',
    round: [
      'Владелец инициативы берёт 5 карт, другой игрок — 4. Никсон тянет из мешка 3 жетона улик, смотрит их и кладёт рубашкой вверх на поле 0 шкалы расследования. Жетоны инициативы и импульса тоже стоят на 0.',
      'Начиная с владельца инициативы, игроки по очереди играют по одной карте, пока обе руки не опустеют (у кого карты кончились, тот пропускает, другой доигрывает).',
      'Карту играют ради силы или ради действия. Сила сдвигает к вам на столько полей один жетон: инициативы, импульса или жетон улики одного из цветов карты (джокер — все три цвета). Жетон на вашем поле 5 сразу ваш: улику прикалывают на доску, импульс ложится на вашу карту, инициатива ваша на следующий раунд.',
      'Закрытые жетоны: Никсон их знает и может сам сдвинуть такой (он открывается). Редактор же просит у Никсона закрытый жетон нужного цвета: Никсон открывает один, и тот сдвигается к Редактору; если такого нет, Редактор двигает что-то другое.',
      'Действие карты делает то, что написано, насколько возможно. События затем выходят из игры, журналисты и заговорщики уходят в сброс. Ответы играются сразу в ответ на ход другой стороны: стоят карты, но не хода.',
    ],
    evalH: 'Подсчёт',
    evaluation: [
      'Жетоны с поля 0 возвращаются в мешок.',
      'Жетон инициативы получает сторона, на которой он стоит; с поля 0 — тот, у кого её не было.',
      'Жетон импульса получает сторона, на которой он стоит (на карте Редактора срабатывает текст поля; с полной карты Редактора он уходит из игры); с поля 0 — возвращается в запас.',
      'Новый жетон импульса из запаса ставится на 0 (если их нет — Никсон побеждает), жетон инициативы — тоже на 0.',
      'Владелец инициативы прикалывает все жетоны со своей стороны, затем другой игрок. Редактор — лицом вверх, Никсон — лицом вниз, каждый на пустое место, чья полоска совпадает с одним из цветов жетона. Жетон со знаком импульса ещё и сдвигает жетон импульса на поле к приколовшему.',
    ],
    boardH: 'Доска',
    board: 'Портреты: Редактор прикалывает информаторов лицом вверх, Никсон прикалывает или переворачивает их лицом вниз. Закрытый портрет, закрытый жетон или пустое место рвут связь.',
    reconstruction: 'Сила, цвета и действия карт, нити и полоски доски, состав мешка и карта импульса Редактора — реконструкция этого стола: настоящие не опубликованы. Форма каждого правила — из игры; названия карт — исторические люди и события.',
    readingsH: 'Толкования этого стола',
    readings: [
      'Выбор с единственным вариантом делается сразу — кроме ответа Никсона на просьбу.',
      'Карту, вытянутую Говардом Хантом, играют сразу, в тот же ход.',
      'Ничейный жетон импульса возвращается в запас.',
    ],
    always: 'Об ответе спрашивают всякий раз, когда он возможен, так что пауза не выдаёт, есть ли ответ у другого игрока.',
    holding: 'В этой игре об ответе спрашивают, только если он есть в руке (быстрее, но выдаёт).',
    bag36: 'В этой игре в мешке все 36 жетонов улик.',
    limit: 'В этой игре после раунда {n} наступает ничья.',
  },
};

/** The rules panel for a view (or null: the game with its default options). */
export function rulesPanel(view) {
  const T = TEXT[getLang() === 'ru' ? 'ru' : 'en'];
  const o = (view && view.options) || {};
  const p = (str) => h('p', {}, str);
  const readings = [...T.readings, o.reaction_prompt === 'holding_only' ? T.holding : T.always];
  if (o.bag === 'opy36') readings.push(T.bag36);
  if (o.max_rounds) readings.push(T.limit.replace('{n}', o.max_rounds));
  return h('div', { class: 'rules watergate-rules' },
    p(T.goal),
    h('h3', {}, T.roundH), h('ol', {}, T.round.map((x) => h('li', {}, x))),
    h('h3', {}, T.evalH), h('ol', {}, T.evaluation.map((x) => h('li', {}, x))),
    h('h3', {}, T.boardH), p(T.board),
    p(T.reconstruction),
    h('h3', {}, T.readingsH), h('ul', {}, readings.map((x) => h('li', {}, x))));
}
