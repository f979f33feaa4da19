// Panda Rei's rules panel, in the page's language, with the reading in play. Our own words, from
// shared/rules/pandarei.md (the BGA help text) and the engine's [interpretation] decisions; the card
// values and point tables are a [reconstruction] (py/tabletop/games/pandarei/data.py), and the panel
// says so.
import { h } from '../../dom.js';
import { getLang, t } from '../../i18n.js';
import { ANIMALS, cardFace } from './art.js';
import './strings.js';

const TEXT = {
  en: {
    goal: 'Two rounds of eleven turns. In each turn everyone plays one animal card; the winner of the turn picks two of the cards played, the others one each. Collected cards score at the end; the highest total wins (equal totals: the most pigs; still equal, a shared win).',
    turnH: 'A turn',
    turn: [
      'The player with the crown plays first, then the others clockwise, one card each, face up. Any card of your hand may be played.',
      'A card is worth its number. A monkey is worth one more than the card played just before it (a monkey after a monkey counts on: 9, 10, 11…).',
      'Who wins: if two or more cards are worth the same, the largest such group wins (of equal groups, the higher worth), whatever the other cards; its player with the most pigs collected wins, and if that is equal, the one who played first. With no group, the highest card wins.',
      'The winner takes the crown and picks two of the played cards, any two; then each next player clockwise picks one. The last one, to the winner’s right, gets nothing. The winner plays first in the next turn.',
    ],
    dummyH: 'Two players: the Dummy',
    dummy: 'With two players a Dummy is dealt eleven cards too. It plays last, a card at random. Its card counts for groups (it can make a pair with yours), but the Dummy never wins a turn and never picks: the winner picks two, the other player one.',
    roundH: 'Rounds',
    round: 'After eleven turns every hand is empty: eleven new cards each come from the cards not dealt yet, and the crown’s holder plays first. The game ends after the second round.',
    scoringH: 'Scoring',
    monkey: 'A monkey scores as a rabbit, bear, giraffe, owl or cat: the table counts each the way that scores its owner the most.',
    reconstruction: 'The card numbers, the copies of each animal and the point tables are this table’s reconstruction: the game’s own are not public. The shape of every rule is the game’s.',
    readingsH: 'Readings of this table',
    readings: [
      'A monkey that starts a turn is worth 1.',
      'A pick with a single possible answer (every card left is the same animal) is made at once.',
    ],
    previous: 'This game: a monkey that starts a turn is worth one more than the last card of the previous turn.',
    copies: '{n} cards',
  },
  ru: {
    goal: 'Два раунда по одиннадцать ходов. Каждый ход все играют по одной карте зверя; выигравший ход выбирает две из сыгранных карт, остальные по одной. Собранные карты приносят очки в конце; побеждает наибольшая сумма (при равенстве — у кого больше свиней; если и их поровну, победа общая).',
    turnH: 'Ход',
    turn: [
      'Первым ходит игрок с короной, затем остальные по часовой стрелке, по одной карте в открытую. Играть можно любую карту с руки.',
      'Сила карты — её число. Обезьяна на 1 сильнее карты, сыгранной прямо перед ней (обезьяна после обезьяны считает дальше: 9, 10, 11…).',
      'Кто выигрывает: если две или больше карт равны по силе, побеждает самая большая такая группа (из равных групп — более сильная), что бы ни лежало рядом; из её игроков выигрывает тот, у кого больше собранных свиней, а при равенстве — кто ходил раньше. Если групп нет, выигрывает самая сильная карта.',
      'Победитель забирает корону и выбирает две любые сыгранные карты; затем каждый следующий по часовой стрелке берёт одну. Последний, справа от победителя, не получает ничего. Следующий ход начинает победитель.',
    ],
    dummyH: 'Вдвоём: Болван',
    dummy: 'Вдвоём одиннадцать карт получает и Болван. Он ходит последним, случайной картой. Его карта считается в группах (может составить пару с вашей), но Болван никогда не выигрывает ход и ничего не берёт: победитель берёт две карты, другой игрок — одну.',
    roundH: 'Раунды',
    round: 'После одиннадцати ходов руки пусты: все получают по одиннадцать новых карт из ещё не розданных, первым ходит владелец короны. Игра кончается после второго раунда.',
    scoringH: 'Очки',
    monkey: 'Обезьяна считается кроликом, медведем, жирафом, совой или кошкой — так, как выгоднее владельцу; стол считает это сам.',
    reconstruction: 'Числа на картах, число карт каждого зверя и таблицы очков — реконструкция этого стола: настоящие не опубликованы. Форма каждого правила — из игры.',
    readingsH: 'Толкования этого стола',
    readings: [
      'Обезьяна, начинающая ход, имеет силу 1.',
      'Если выбор карты единственный (все оставшиеся карты — один зверь), он делается сразу.',
    ],
    previous: 'В этой игре обезьяна, начинающая ход, на 1 сильнее последней карты прошлого хода.',
    copies: 'карт: {n}',
  },
};

const pic = (animal) => h('span', { class: 'pr-rules-card', 'aria-hidden': 'true' }, cardFace(animal, { lang: getLang() }));

/** The rules panel for a view (or null: the game with its default reading). */
export function rulesPanel(view) {
  const L = getLang() === 'ru' ? 'ru' : 'en';
  const T = TEXT[L];
  const o = (view && view.options) || {};
  const copies = view && view.rules && view.rules.copies; // the engine's numbers, once a game is open
  const p = (str) => h('p', {}, str);
  const readings = o.lead_monkey_worth === 'last_card_of_previous_turn_plus_one' ? [T.previous, T.readings[1]] : T.readings;
  return h('div', { class: 'rules pandarei-rules' },
    p(T.goal),
    h('h3', {}, T.turnH), h('ul', {}, T.turn.map((x) => h('li', {}, x))),
    !view || (view.players && view.players.length === 2) ? [h('h3', {}, T.dummyH), p(T.dummy)] : null,
    h('h3', {}, T.roundH), p(T.round),
    h('h3', {}, T.scoringH),
    h('ul', { class: 'pr-rules-animals' }, ANIMALS.map((a) => h('li', {}, pic(a.id),
      h('span', {}, h('strong', {}, t(`pandarei.name.${a.id}`)), copies ? ` (${T.copies.replace('{n}', copies[a.id])})` : '', ': ',
        a.id === 'monkey' ? T.monkey : t(`pandarei.rule.${a.id}`))))),
    p(T.reconstruction),
    h('h3', {}, T.readingsH), h('ul', {}, readings.map((x) => h('li', {}, x))));
}
