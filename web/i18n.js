// Every string the page shows, in one place: English and Russian tables with the same keys.
// `t(key, vars)` fills {name} placeholders. The language can change while the page runs
// (setLang): callers translate when they draw, never keep a translated string for later.
// Strings are always inserted with textContent, never as HTML.

const en = {
  // shell
  'app.title': 'Tabletop',
  'app.tagline': 'Board games at your table, offline.',
  'engine.booting': 'Starting the game engine…',
  'engine.ready': 'Engine ready',
  'engine.failed': 'The game engine could not start: {message}',
  'engine.retry': 'Reload the page to try again.',
  'lobby.heading': 'New game',
  'lobby.game': 'Game',
  'lobby.mode': 'Mode',
  'lobby.players': 'Players',
  'lobby.seats': 'Seats',
  'lobby.seat.name': 'Name',
  'lobby.seat.kind': 'Who plays',
  'lobby.kind.human': 'Human',
  'lobby.kind.bot': 'Bot — {name}',
  'lobby.note.human': 'Plays on this device.',
  'bot.random.name': 'Easy',
  'bot.random.note': 'Plays a random legal move.',
  'bot.greedy.name': 'Medium',
  'bot.greedy.note': 'Takes the move that scores most right now.',
  'bot.hard.name': 'Hard',
  'bot.hard.note': 'Looks a round ahead in several guessed deals of the hidden cards; alone, it plans which colour each display builds.',
  'lobby.onePlayer': 'One player',
  'lobby.alone': 'A one-player game: just you and the cards.',
  'lobby.botAlone': 'A one-player game played by a bot: you will watch.',
  'lobby.seed': 'Seed',
  'lobby.seed.hint': 'Optional. The same seed deals the same game.',
  'lobby.seed.placeholder': 'random',
  'lobby.start': 'Start game',
  'lobby.waiting': 'Waiting for the engine…',
  'lobby.rules': 'How to play',
  'lobby.hotseat': '{count} people share this device: each hand stays hidden until its owner asks for it.',
  'lobby.spectate': 'Only bots: you will watch the game.',
  'lobby.solo': 'You play against {bots}.',
  'lobby.onebot': 'one bot',
  'lobby.manybots': '{n} bots',
  'lobby.nameLabel': 'Name for seat {seat}',
  'lobby.kindLabel': 'Who plays seat {seat}',
  'top.rules': 'Rules',
  'top.lobby': 'Lobby',
  'top.results': 'Results',
  'top.menu': 'Leave game',
  'status.yourTurn': 'Your turn',
  'status.turnOf': '{name} to play',
  'status.botThinking': '{name} is thinking…',
  'status.over': 'Game over',
  'status.spectator': 'You are watching',
  'status.starting': 'Setting up the table…',
  'score.heading': 'Players',
  'score.points': '{n} pts',
  'score.bot': '{name} bot',
  'score.you': 'you',
  'score.toMove': 'to play',
  'log.heading': 'Game log',
  'log.empty': 'No moves yet.',
  'pass.heading': 'Pass the device to {name}',
  'pass.body': 'Everyone else, look away: the next screen shows {name}’s hand.',
  'pass.button': 'I’m {name}, show my hand',
  'pass.last': 'Last move: {text}',
  'end.heading': 'Game over',
  'end.winner': '{name} wins!',
  'end.winners': 'Shared win: {names}',
  'end.points': '{n} points',
  'end.total': 'Total',
  'end.again': 'Play again',
  'end.lobby': 'Back to lobby',
  'end.table': 'Show the table',
  'end.winnerTag': 'Winner',
  'end.single': '{name} scored {score} points',
  'rules.heading': 'How to play',
  'rules.close': 'Close',
  'toast.close': 'Dismiss',
  'error.generic': 'Something went wrong: {message}',
  'error.notYourTurn': 'It is not your turn.',
  'error.noGame': 'No game is running.',
  'error.noRenderer': 'This page cannot draw the game “{game}” yet.',
  'and': 'and',
  'end.replay': 'Replay',
  'message.ok': 'OK',
  'status.confirm': 'Check your move: confirm it or change it',
  'status.replay': 'Replay: move {at} of {total}',
  'status.replayStart': 'Replay: the start of the game',
  'status.resuming': 'Resuming your game…',
  'status.opening': 'Opening the shared game…',
  'error.replayOnly': 'This table only shows a replay: no move can be played here.',

  // lobby: table settings
  'lobby.settings': 'Table settings',
  'lobby.confirm': 'Confirm moves',
  'lobby.confirm.hint': 'See each move before it counts: confirm it or change it.',
  'lobby.practice': 'Allow take-backs (practice)',
  'lobby.practice.hint': 'Against bots: take back your last turn. The game is marked as practice.',
  'lobby.practice.needsBot': 'Only for one human playing against bots.',

  // the table's tool bar
  'tools.label': 'Game tools',
  'tools.undo': 'Undo',
  'tools.undoHint': 'Undo your last move',
  'tools.undoRefused': 'You cannot undo: {reason}',
  'tools.undone': 'Your last move was undone.',
  'tools.takeBack': 'Take back',
  'tools.takeBackHint': 'Practice: take back your last turn (and the bots’ replies to it)',
  'tools.takenBack': 'Your last turn was taken back.',
  'tools.nothingToTakeBack': 'You have not played a move yet.',
  'tools.practice': 'Practice',
  'tools.practiceHint': 'Take-backs are allowed in this game.',
  'tools.replay': 'Replay',
  'tools.replayHint': 'Step through the game so far, move by move',
  'tools.share': 'Share',
  'tools.shareHint': 'A link that opens this game on another device',
  'tools.export': 'Save file',
  'tools.exportHint': 'Download this game as a .json file',

  // confirm moves
  'confirm.title': 'Your move',
  'confirm.confirm': 'Confirm',
  'confirm.change': 'Change',
  'confirm.points': '{points} pts',
  'confirm.changed': 'The move was withdrawn.',
  'confirm.hiddenHand': 'Your hand stays hidden until you confirm: what the move draws is not shown before it counts.',

  // replays
  'replay.label': 'Replay controls',
  'replay.badge': 'Replay',
  'replay.first': 'First position',
  'replay.prev': 'Previous move',
  'replay.next': 'Next move',
  'replay.last': 'Last move',
  'replay.slider': 'Move number',
  'replay.start': 'Start · {total} moves',
  'replay.position': 'Move {at} of {total}',
  'replay.seat': 'View',
  'replay.spectator': 'Table only (no hands)',
  'replay.seatView': '{name}’s view',
  'replay.yourView': 'Your view ({name})',
  'replay.revealNote': 'The game is over: every hand may be seen.',
  'replay.hiddenNote': 'Hands stay hidden until the game is over.',
  'replay.exit': 'Leave the replay',
  'replay.toGame': 'Back to the game',
  'replay.toTable': 'Back to the table',
  'replay.toLobby': 'Back to the lobby',
  'replay.logHint': 'Click a move to see the table just after it.',
  'replay.jumpTo': 'Show the table after move {n}: {text}',

  // saved games
  'saved.heading': 'Your games',
  'saved.empty': 'Games you play are saved here as you go, to continue or replay later.',
  'saved.import': 'Open a file…',
  'saved.continue': 'Continue',
  'saved.replay': 'Replay',
  'saved.view': 'Replay',
  'saved.export': 'Save file',
  'saved.delete': 'Delete',
  'saved.reallyDelete': 'Really delete?',
  'saved.deleted': 'The saved game was deleted.',
  'saved.finished': 'Finished',
  'saved.inProgress': 'In progress',
  'saved.move': '{n} move',
  'saved.moves': '{n} moves',
  'saved.moves.one': '{n} move',
  'saved.moves.other': '{n} moves',
  'saved.score': 'score {scores}',
  'saved.final': 'final {scores}',
  'saved.seat': 'Seat {n}',
  'saved.botSeat': '{name} ({level} bot)',
  'saved.vs': ' · ',
  'saved.damaged': 'A damaged saved game',
  'saved.damagedNote': 'This entry can no longer be read. Deleting it does not touch the others.',
  'saved.gone': 'That saved game is no longer here.',
  'saved.imported': 'The game was added to your games.',
  'saved.already': 'That game is already in your games.',
  'saved.resumed': 'Your game was resumed where you left it.',

  // save files and the save format
  'save.notSave': 'This is not a Tabletop saved game.',
  'save.badJson': 'This file is not a saved game: it is not valid JSON (damaged or edited by hand?).',
  'save.badVersion': 'This saved game has a save version this page does not know ({version}).',
  'save.newer': 'This game was saved by a newer version of Tabletop (save version {version}); this page reads version {mine} and older. Update the page to open it.',
  'save.noRecord': 'This saved game has no complete game record (game, options, seed and moves).',
  'save.badRecord': 'Its moves do not replay: {message}',
  'save.cannotOpen': 'It cannot be opened: {message}',
  'save.cannotOpenTitle': 'This game cannot be opened',
  'save.cannotResumeTitle': 'Your last game could not be resumed',
  'save.refusedTitle': 'This file cannot be opened',
  'save.full': 'The browser’s storage is full, so this game is not being saved. Delete some saved games in the lobby (or save this one to a file).',
  'save.cannotStore': 'The game could not be saved: {message}',
  'save.noFile': 'No file was chosen.',
  'save.tooBig': 'This file is too big to be a saved game.',
  'save.unreadable': 'The file could not be read.',

  // share links
  'share.heading': 'Share this game',
  'share.noteLive': 'This link opens the game on another device, where it can be played on from here — offline too. It holds the whole record, so whoever opens it can work out the cards still hidden.',
  'share.noteOver': 'This link opens the replay of this game on another device, offline too.',
  'share.field': 'Link to this game',
  'share.copy': 'Copy link',
  'share.copied': 'The link was copied.',
  'share.copyHint': 'Select the link and copy it.',
  'share.close': 'Close',
  'share.brokenTitle': 'This link does not open a game',
  'share.broken': 'The link is damaged or incomplete: copy the whole link and try again.',
  'share.brokenWhy': 'The link is damaged: {message}',
  'share.unsupported': 'This browser cannot read or make share links (it has no CompressionStream).',

  // embed.html
  'embed.idle': 'Waiting for a game. Give one in the address (embed.html?game=betta&seed=7) or call window.tabletop.newGame(…).',

  // Betta renderer
  'betta.patterns': 'Patterns',
  'betta.displays': 'Displays',
  'betta.hand': 'Your hand',
  'betta.hands': 'Hands',
  'betta.handOf': '{name}’s hand',
  'betta.noHand': 'Hands are hidden.',
  'betta.level.simple': 'Simple',
  'betta.level.advanced': 'Advanced',
  'betta.level.expert': 'Expert',
  'betta.pts': '{n} pts',
  'betta.display': 'Display {n}',
  'betta.displayLabel': 'Display {n}: {count} fish',
  'betta.displayFull': 'full',
  'betta.displayEmpty': 'empty',
  'betta.displayPreview': 'placing here scores {points}',
  'betta.full': 'Full',
  'betta.rotate': 'Rotate',
  'betta.rotateHint': 'Rotate the selected card 90° clockwise (R)',
  'betta.cardLabel': 'Card {n}: {fish}, rotated {rotation}°',
  'betta.hint.choose': 'Choose a card from your hand.',
  'betta.hint.place': 'Rotate it if you like (R), then pick a display. The numbers on the displays show what you would score.',
  'betta.hint.wait': 'Wait for your turn.',
  'betta.pickCardFirst': 'Choose a card from your hand first.',
  'betta.fullDisplay': 'Display {n} is full: no card may be placed on it.',
  'betta.previewNone': 'Point at a display to see where the fish land and what you would score.',
  'betta.previewScore': '+{points}',
  'betta.endTable': 'End of game, per display, by your own fish:',
  'betta.endTableShort': 'Own fish per display at the end',
  'betta.fish': 'fish',
  'betta.deck': 'deck',
  'betta.inHand': 'hand',
  'betta.visible': 'visible',
  'betta.onDisplays': 'Displays now worth {n}',
  'betta.would.pattern': 'Placing here makes {pattern}: {points}',
  'betta.would.empty': 'Placing on this empty display: {points}',
  'betta.would.none': 'Placing here: {points}',
  'betta.tagline': 'Arrange the bettas in Betty’s pet shop.',
  'setline.tagline': 'Build sets of three in rows and columns on a 5×7 board.',
  'betta.detail': 'Hand {hand} · Deck {deck} · {visible} fish on show',
  'betta.colour.pink': 'Pink',
  'betta.colour.green': 'Green',
  'betta.colour.blue': 'Blue',
  'betta.colour.yellow': 'Yellow',
  'betta.look.pink': 'round half-moon tail, white spots',
  'betta.look.green': 'spiky crown tail, dark stripes',
  'betta.look.blue': 'forked double tail, white stripe',
  'betta.look.yellow': 'long drooping veil tail, dark chevrons',
  'betta.tiebreak.score': 'Highest score wins.',
  'betta.tiebreak.visible bettas': 'Tied on points: most visible fish of their own colour decides.',
  'betta.tiebreak.best display': 'Tied on points and on visible fish: the most own fish in a single display decides.',
  'betta.tiebreak.shared': 'Tied on points, visible fish and best display: the win is shared.',
  'betta.tiebreakValues': '{name}: {visible} fish on show, best display {best}',
  'betta.tiebreak.Betty wins ties': 'Tied for first place: Betty wins ties.',
  'betta.betty': 'Betty',
  'betta.soloSeat': 'You',
  'betta.colour.betty': 'Betty',
  'betta.detailBetty': 'Hand {hand} · Deck {deck} · {empty} empty cells',
  'betta.noteBetty': 'Displays now worth {n}\nBy empty cells (0–9): 0/8/7/6/5/4/3/2/2/2',
  'betta.detailSolo': 'Hand {hand} · Deck {deck} · turn {turn} of {limit}',
  'betta.noteSolo': 'Heading for {total}: {review}',
  'betta.worthCount': '{count} {colour}',
  'betta.worthEmpty': '{count} empty',
  'betta.worthNone': 'no fish',
  'betta.worthSentence': '{what}, worth {points}',
  'betta.worthLabel': 'Worth {points} at the end, as it stands',
  'betta.displayEmptyCells': '{count} empty cells',
  'betta.solo.turn': 'Turn {turn} of {limit}',
  'betta.solo.cardsLeft': '{n} cards left',
  'betta.solo.lastCard': 'last card',
  'betta.solo.score': 'Scored {n}',
  'betta.solo.displays': 'displays worth {n}',
  'betta.solo.projected': 'Heading for {n}',
  'betta.solo.next': '{points} more for {title}',
  'betta.solo.top': 'top review',
  'betta.solo.heading': 'Employee review if the game ended now',
  'betta.review.heading': 'Employee review',
  'betta.review.score': 'Final score {score}',
  'betta.review.next': '{points} more points would have made {title}.',
  'betta.review.top': 'The best review there is.',
  'betta.review.tiers': 'Review tiers',
  'betta.review.range': '{low}–{high}',
  'betta.review.from': '{low}+',
  'betta.review.under': 'under {high}',
  'betta.endTableBetty': 'Betty, per display at the end, by empty cells',
  'betta.endTableSolo': 'Per display at the end, by its best colour',
  'betta.rules.tableEmpty': 'Empty cells',
  'betta.rules.tableBest': 'Best colour',
  'betta.rules.tableScore': 'Score',
  'betta.rules.tableReview': 'Review',
  'betta.rules.modes': 'Betta has three modes: staff members (2–4 players), playing with Betty (2–5) and solo (1). The staff-members rules come first; the other modes change only what their sections say.',
  'betta.rules.staffH': 'Staff members (2–4 players)',
  'betta.rules.thisGame': 'this game',
  'betta.rules.bettyH': 'Playing with Betty (2–5 players)',
  'betta.rules.betty1': 'One player is Betty, the shop owner; the others are staff members and play as above. There are 5 / 6 / 8 / 10 displays for 2 / 3 / 4 / 5 players in all, Betty included.',
  'betta.rules.betty2': 'Betty’s 12 cards each show 3 fish of one colour (3 cards per colour). 3 are removed unseen; she holds 3 and keeps 6 in her deck. She places no card at setup and plays first.',
  'betta.rules.betty3': 'Betty places, scores (2 for an empty display, or the best pattern made) and draws like everyone else. The game ends as in the staff game.',
  'betta.rules.betty4': 'At the end Betty scores each display by its empty cells — she likes room in her tanks. A full display gives her nothing:',
  'betta.rules.betty5': 'If Betty is tied for first place, Betty wins. Other ties are broken as in the staff game.',
  'betta.rules.soloH': 'Solo (1 player)',
  'betta.rules.solo1': 'Three displays and six patterns. Your deck is 15 cards dealt from all 48, in every colour; you hold 3. No card starts on a display.',
  'betta.rules.solo2': 'Turns are as usual: place a card, score 2 for an empty display or the best pattern made, draw.',
  'betta.rules.solo3': 'The game ends when all 15 cards are played or every display is full. Each display then scores by its best colour (the colour with the most visible fish in it):',
  'betta.rules.solo4': 'Your final score earns an employee review:',

  // Betta rules panel
  'betta.rules.goal': 'Arrange the bettas in Betty’s pet shop. Score points for making the target patterns during the game, and for your own colour’s fish on the displays at the end.',
  'betta.rules.setupH': 'Setup',
  'betta.rules.setup1': 'Each player has a colour (pink, green, blue, yellow) and a deck of 12 cards of that colour; 2 are removed unseen.',
  'betta.rules.setup2': 'A card is a 3×3 grid with 3 fish: two of its own colour and one of another colour. The other cells are see-through.',
  'betta.rules.setup3': 'There are 5 / 6 / 8 displays for 2 / 3 / 4 players. Each player starts with one card on a display, 3 cards in hand and 6 in the deck.',
  'betta.rules.setup4': '6 patterns are in play: 2 simple (3 points), 2 advanced (5), 2 expert (7).',
  'betta.rules.turnH': 'Your turn',
  'betta.rules.turn1': 'Take a card from your hand, rotate it by any multiple of 90° if you like, and lay it exactly on a display. Its 3 fish cover whatever was below; the see-through cells leave the fish below visible.',
  'betta.rules.turn2': 'A full display (9 fish) takes no more cards.',
  'betta.rules.turn3': 'Placing on an empty display scores 2 points.',
  'betta.rules.turn4': 'Otherwise, if the display now shows a target pattern in fish of one colour (any colour, not only yours), in any rotation, using at least one fish of your new card, you score that pattern. Extra fish of that colour do not matter. If several patterns are made, only the best one counts.',
  'betta.rules.turn5': 'Then draw a card from your deck, if it is not empty.',
  'betta.rules.endH': 'End of the game',
  'betta.rules.end1': 'The game ends at once when every display is full, or when every player has taken 7 turns.',
  'betta.rules.end2': 'Each display then scores for each player, by the number of visible fish of their colour in it:',
  'betta.rules.end3': 'Highest total wins. Ties: most visible fish of your colour over all displays, then most of your fish in a single display; otherwise the win is shared.',
  'betta.rules.tableOwn': 'Own fish',
  'betta.rules.tablePts': 'Points',
  'betta.rules.fishH': 'Telling the fish apart',
  'betta.rules.controlsH': 'Controls',
  'betta.rules.controls': 'Click a card in your hand, press Rotate or R to turn it, point at a display to preview where the fish land and what it scores, then click (or press Enter) to place it. Keys 1–3 pick a card.',
};

// Russian. Same keys; counted phrases use `tn()` with .one / .few / .many (Intl.PluralRules('ru')).
const ru = {
  'app.title': 'Tabletop',
  'app.tagline': 'Настольные игры за вашим столом, без интернета.',
  'engine.booting': 'Запускаем игровой движок…',
  'engine.ready': 'Движок готов',
  'engine.failed': 'Игровой движок не запустился: {message}',
  'engine.retry': 'Перезагрузите страницу, чтобы попробовать снова.',
  'lobby.heading': 'Новая игра',
  'lobby.game': 'Игра',
  'lobby.mode': 'Режим',
  'lobby.players': 'Игроки',
  'lobby.seats': 'Места',
  'lobby.seat.name': 'Имя',
  'lobby.seat.kind': 'Кто играет',
  'lobby.kind.human': 'Человек',
  'lobby.kind.bot': 'Бот — {name}',
  'lobby.note.human': 'Играет на этом устройстве.',
  'bot.random.name': 'Лёгкий',
  'bot.random.note': 'Делает случайный разрешённый ход.',
  'bot.greedy.name': 'Средний',
  'bot.greedy.note': 'Выбирает ход, который приносит больше всего очков сейчас.',
  'bot.hard.name': 'Сложный',
  'bot.hard.note': 'Просчитывает круг вперёд на нескольких догадках о скрытых картах; в одиночной игре планирует, какой цвет собирать на каждой витрине.',
  'lobby.onePlayer': 'Один игрок',
  'lobby.alone': 'Одиночная игра: только вы и карты.',
  'lobby.botAlone': 'Одиночная игра за бота: вы будете смотреть.',
  'lobby.seed': 'Зерно',
  'lobby.seed.hint': 'Необязательно. Одно и то же зерно раздаёт одну и ту же игру.',
  'lobby.seed.placeholder': 'случайно',
  'lobby.start': 'Начать игру',
  'lobby.waiting': 'Ждём движок…',
  'lobby.rules': 'Как играть',
  'lobby.hotseat': 'Игроков за этим устройством: {count}. Каждая рука скрыта, пока её владелец не попросит её показать.',
  'lobby.spectate': 'Только боты: вы будете смотреть игру.',
  'lobby.solo': 'Вы играете против {bots}.',
  'lobby.onebot': 'одного бота',
  'lobby.manybots': '{n} бота',
  'lobby.manybots.one': '{n} бота',
  'lobby.manybots.few': '{n} ботов',
  'lobby.manybots.many': '{n} ботов',
  'lobby.nameLabel': 'Имя для места «{seat}»',
  'lobby.kindLabel': 'Кто играет на месте «{seat}»',
  'top.rules': 'Правила',
  'top.lobby': 'Лобби',
  'top.results': 'Итоги',
  'top.menu': 'Выйти из игры',
  'status.yourTurn': 'Ваш ход',
  'status.turnOf': 'Ходит {name}',
  'status.botThinking': '{name} думает…',
  'status.over': 'Игра окончена',
  'status.spectator': 'Вы наблюдаете',
  'status.starting': 'Готовим стол…',
  'score.heading': 'Игроки',
  'score.points': '{n} оч.',
  'score.bot': 'бот {name}',
  'score.you': 'вы',
  'score.toMove': 'ходит',
  'log.heading': 'Журнал игры',
  'log.empty': 'Ходов пока нет.',
  'pass.heading': 'Передайте устройство: {name}',
  'pass.body': 'Остальные, отвернитесь: на следующем экране рука игрока {name}.',
  'pass.button': 'Я — {name}, покажите мою руку',
  'pass.last': 'Последний ход: {text}',
  'end.heading': 'Игра окончена',
  'end.winner': 'Победа: {name}!',
  'end.winners': 'Общая победа: {names}',
  'end.points': '{n} очк.',
  'end.total': 'Итого',
  'end.again': 'Сыграть ещё',
  'end.lobby': 'В лобби',
  'end.table': 'Показать стол',
  'end.winnerTag': 'Победитель',
  'end.single': '{name}: {score} очк.',
  'rules.heading': 'Как играть',
  'rules.close': 'Закрыть',
  'toast.close': 'Скрыть',
  'error.generic': 'Что-то пошло не так: {message}',
  'error.notYourTurn': 'Сейчас не ваш ход.',
  'error.noGame': 'Игра не идёт.',
  'error.noRenderer': 'Эта страница пока не умеет показывать игру «{game}».',
  'and': 'и',
  'end.replay': 'Повтор',
  'message.ok': 'ОК',
  'status.confirm': 'Проверьте ход: подтвердите или измените',
  'status.replay': 'Повтор: ход {at} из {total}',
  'status.replayStart': 'Повтор: начало игры',
  'status.resuming': 'Возвращаемся к вашей игре…',
  'status.opening': 'Открываем присланную игру…',
  'error.replayOnly': 'Здесь только повтор игры: ходить нельзя.',

  'lobby.settings': 'Настройки стола',
  'lobby.confirm': 'Подтверждать ходы',
  'lobby.confirm.hint': 'Посмотрите на ход, прежде чем он засчитается: подтвердите или измените.',
  'lobby.practice': 'Разрешить отмену ходов (тренировка)',
  'lobby.practice.hint': 'Против ботов: можно забрать свой последний ход. Игра помечается как тренировочная.',
  'lobby.practice.needsBot': 'Только для одного человека против ботов.',

  'tools.label': 'Инструменты игры',
  'tools.undo': 'Отменить',
  'tools.undoHint': 'Отменить ваш последний ход',
  'tools.undoRefused': 'Отменить нельзя: {reason}',
  'tools.undone': 'Ваш последний ход отменён.',
  'tools.takeBack': 'Вернуть ход',
  'tools.takeBackHint': 'Тренировка: забрать ваш последний ход (и ответы ботов на него)',
  'tools.takenBack': 'Ваш последний ход забран.',
  'tools.nothingToTakeBack': 'Вы ещё не сделали ни одного хода.',
  'tools.practice': 'Тренировка',
  'tools.practiceHint': 'В этой игре можно забирать ходы.',
  'tools.replay': 'Повтор',
  'tools.replayHint': 'Пройти игру ход за ходом',
  'tools.share': 'Поделиться',
  'tools.shareHint': 'Ссылка, которая откроет эту игру на другом устройстве',
  'tools.export': 'В файл',
  'tools.exportHint': 'Скачать эту игру файлом .json',

  'confirm.title': 'Ваш ход',
  'confirm.confirm': 'Подтвердить',
  'confirm.change': 'Изменить',
  'confirm.points': '{points} оч.',
  'confirm.changed': 'Ход отозван.',
  'confirm.hiddenHand': 'Ваша рука скрыта до подтверждения: что принесёт ход, не видно, пока он не засчитан.',

  'replay.label': 'Управление повтором',
  'replay.badge': 'Повтор',
  'replay.first': 'Начальная позиция',
  'replay.prev': 'Предыдущий ход',
  'replay.next': 'Следующий ход',
  'replay.last': 'Последний ход',
  'replay.slider': 'Номер хода',
  'replay.start': 'Начало · ходов: {total}',
  'replay.position': 'Ход {at} из {total}',
  'replay.seat': 'Вид',
  'replay.spectator': 'Только стол (без рук)',
  'replay.seatView': 'Глазами: {name}',
  'replay.yourView': 'Ваш вид ({name})',
  'replay.revealNote': 'Игра окончена: можно смотреть все руки.',
  'replay.hiddenNote': 'Руки скрыты, пока игра не окончена.',
  'replay.exit': 'Выйти из повтора',
  'replay.toGame': 'Назад к игре',
  'replay.toTable': 'Назад к столу',
  'replay.toLobby': 'Назад в лобби',
  'replay.logHint': 'Нажмите на ход, чтобы увидеть стол сразу после него.',
  'replay.jumpTo': 'Показать стол после хода {n}: {text}',

  'saved.heading': 'Ваши игры',
  'saved.empty': 'Ваши игры сохраняются здесь по ходу, чтобы продолжить или пересмотреть их позже.',
  'saved.import': 'Открыть файл…',
  'saved.continue': 'Продолжить',
  'saved.replay': 'Повтор',
  'saved.view': 'Повтор',
  'saved.export': 'В файл',
  'saved.delete': 'Удалить',
  'saved.reallyDelete': 'Точно удалить?',
  'saved.deleted': 'Сохранённая игра удалена.',
  'saved.finished': 'Окончена',
  'saved.inProgress': 'Идёт',
  'saved.move': '{n} ход',
  'saved.moves': 'ходов: {n}',
  'saved.moves.one': '{n} ход',
  'saved.moves.few': '{n} хода',
  'saved.moves.many': '{n} ходов',
  'saved.score': 'счёт {scores}',
  'saved.final': 'итог {scores}',
  'saved.seat': 'Место {n}',
  'saved.botSeat': '{name} (бот: {level})',
  'saved.vs': ' · ',
  'saved.damaged': 'Повреждённая сохранённая игра',
  'saved.damagedNote': 'Эту запись больше нельзя прочитать. Её удаление не затронет остальные.',
  'saved.gone': 'Этой сохранённой игры больше нет.',
  'saved.imported': 'Игра добавлена к вашим играм.',
  'saved.already': 'Эта игра уже есть среди ваших игр.',
  'saved.resumed': 'Игра продолжена с того места, где вы остановились.',

  'save.notSave': 'Это не сохранённая игра Tabletop.',
  'save.badJson': 'Этот файл — не сохранённая игра: это не корректный JSON (повреждён или изменён вручную?).',
  'save.badVersion': 'У этой сохранённой игры незнакомая версия формата ({version}).',
  'save.newer': 'Эту игру сохранила более новая версия Tabletop (версия формата {version}); эта страница читает версию {mine} и старше. Обновите страницу, чтобы открыть её.',
  'save.noRecord': 'В этой сохранённой игре нет полной записи (игра, настройки, зерно и ходы).',
  'save.badRecord': 'Её ходы не воспроизводятся: {message}',
  'save.cannotOpen': 'Её нельзя открыть: {message}',
  'save.cannotOpenTitle': 'Эту игру нельзя открыть',
  'save.cannotResumeTitle': 'Не удалось продолжить вашу последнюю игру',
  'save.refusedTitle': 'Этот файл нельзя открыть',
  'save.full': 'Хранилище браузера заполнено, поэтому игра не сохраняется. Удалите несколько сохранённых игр в лобби (или сохраните эту в файл).',
  'save.cannotStore': 'Игру не удалось сохранить: {message}',
  'save.noFile': 'Файл не выбран.',
  'save.tooBig': 'Этот файл слишком велик для сохранённой игры.',
  'save.unreadable': 'Файл не удалось прочитать.',

  'share.heading': 'Поделиться игрой',
  'share.noteLive': 'Эта ссылка откроет игру на другом устройстве, где её можно продолжить с этого места — и без интернета. В ней вся запись игры, так что по ней можно вычислить ещё скрытые карты.',
  'share.noteOver': 'Эта ссылка откроет повтор этой игры на другом устройстве, и без интернета.',
  'share.field': 'Ссылка на эту игру',
  'share.copy': 'Копировать ссылку',
  'share.copied': 'Ссылка скопирована.',
  'share.copyHint': 'Выделите ссылку и скопируйте её.',
  'share.close': 'Закрыть',
  'share.brokenTitle': 'Эта ссылка не открывает игру',
  'share.broken': 'Ссылка повреждена или неполна: скопируйте её целиком и попробуйте снова.',
  'share.brokenWhy': 'Ссылка повреждена: {message}',
  'share.unsupported': 'Этот браузер не умеет читать и создавать ссылки на игры (нет CompressionStream).',

  'embed.idle': 'Ждём игру. Укажите её в адресе (embed.html?game=betta&seed=7) или вызовите window.tabletop.newGame(…).',

  'betta.patterns': 'Узоры',
  'betta.displays': 'Витрины',
  'betta.hand': 'Ваша рука',
  'betta.hands': 'Руки',
  'betta.handOf': 'Рука: {name}',
  'betta.noHand': 'Руки скрыты.',
  'betta.level.simple': 'Простой',
  'betta.level.advanced': 'Сложный',
  'betta.level.expert': 'Экспертный',
  'betta.pts': '{n} оч.',
  'betta.display': 'Витрина {n}',
  'betta.displayLabel': 'Витрина {n}: рыбок {count}',
  'betta.displayFull': 'заполнена',
  'betta.displayEmpty': 'пуста',
  'betta.displayPreview': 'ход сюда даст {points}',
  'betta.full': 'Полна',
  'betta.rotate': 'Повернуть',
  'betta.rotateHint': 'Повернуть выбранную карту на 90° по часовой стрелке (R)',
  'betta.cardLabel': 'Карта {n}: {fish}, поворот {rotation}°',
  'betta.hint.choose': 'Выберите карту из руки.',
  'betta.hint.place': 'Поверните её, если нужно (R), затем выберите витрину. Числа на витринах — сколько очков вы получите.',
  'betta.hint.wait': 'Дождитесь своего хода.',
  'betta.pickCardFirst': 'Сначала выберите карту из руки.',
  'betta.fullDisplay': 'Витрина {n} заполнена: на неё нельзя класть карты.',
  'betta.previewNone': 'Наведите на витрину, чтобы увидеть, куда лягут рыбки и сколько это даст очков.',
  'betta.previewScore': '+{points}',
  'betta.endTable': 'Конец игры, по каждой витрине, по вашим рыбкам:',
  'betta.endTableShort': 'Свои рыбки на витрине в конце игры',
  'betta.fish': 'рыбки',
  'betta.deck': 'колода',
  'betta.inHand': 'рука',
  'betta.visible': 'видно',
  'betta.onDisplays': 'Витрины сейчас стоят {n}',
  'betta.would.pattern': 'Ход сюда собирает узор {pattern}: {points}',
  'betta.would.empty': 'Ход на эту пустую витрину: {points}',
  'betta.would.none': 'Ход сюда: {points}',
  'betta.tagline': 'Расставьте петушков в зоомагазине Бетти.',
  'setline.tagline': 'Собирайте сеты из трёх карт в рядах и столбцах поля 5×7.',
  'betta.detail': 'Рука {hand} · Колода {deck} · на виду рыбок: {visible}',
  'betta.colour.pink': 'Розовый',
  'betta.colour.green': 'Зелёный',
  'betta.colour.blue': 'Синий',
  'betta.colour.yellow': 'Жёлтый',
  'betta.look.pink': 'круглый хвост-полумесяц, белые пятна',
  'betta.look.green': 'колючий коронохвост, тёмные полосы',
  'betta.look.blue': 'раздвоенный хвост, белая полоса',
  'betta.look.yellow': 'длинный свисающий вуалевый хвост, тёмные шевроны',
  'betta.tiebreak.score': 'Побеждает больше всего очков.',
  'betta.tiebreak.visible bettas': 'Ничья по очкам: решает больше видимых рыбок своего цвета.',
  'betta.tiebreak.best display': 'Ничья по очкам и видимым рыбкам: решает больше всего своих рыбок на одной витрине.',
  'betta.tiebreak.shared': 'Ничья по очкам, видимым рыбкам и лучшей витрине: победа общая.',
  'betta.tiebreakValues': '{name}: на виду рыбок {visible}, лучшая витрина {best}',
  'betta.tiebreak.Betty wins ties': 'Ничья за первое место: при ничьей побеждает Бетти.',
  'betta.betty': 'Бетти',
  'betta.soloSeat': 'Вы',
  'betta.colour.betty': 'Бетти',
  'betta.detailBetty': 'Рука {hand} · Колода {deck} · пустых клеток: {empty}',
  'betta.noteBetty': 'Витрины сейчас стоят {n}\nПо пустым клеткам (0–9): 0/8/7/6/5/4/3/2/2/2',
  'betta.detailSolo': 'Рука {hand} · Колода {deck} · ход {turn} из {limit}',
  'betta.noteSolo': 'Прогноз {total}: {review}',
  'betta.worthCount': '{colour}: {count}',
  'betta.worthEmpty': 'пустых: {count}',
  'betta.worthNone': 'нет рыбок',
  'betta.worthSentence': '{what}, стоит {points}',
  'betta.worthLabel': 'В конце стоит {points}, если так и останется',
  'betta.displayEmptyCells': 'пустых клеток: {count}',
  'betta.solo.turn': 'Ход {turn} из {limit}',
  'betta.solo.cardsLeft': 'карт осталось: {n}',
  'betta.solo.cardsLeft.one': 'осталась {n} карта',
  'betta.solo.cardsLeft.few': 'осталось {n} карты',
  'betta.solo.cardsLeft.many': 'осталось {n} карт',
  'betta.solo.lastCard': 'последняя карта',
  'betta.solo.score': 'Набрано {n}',
  'betta.solo.displays': 'витрины стоят {n}',
  'betta.solo.projected': 'Прогноз {n}',
  'betta.solo.next': 'ещё {points} до «{title}»',
  'betta.solo.top': 'высшая оценка',
  'betta.solo.heading': 'Оценка сотрудника, если игра кончится сейчас',
  'betta.review.heading': 'Оценка сотрудника',
  'betta.review.score': 'Итоговый счёт {score}',
  'betta.review.next': 'Ещё {points} очк. — и было бы «{title}».',
  'betta.review.top': 'Лучшая оценка из возможных.',
  'betta.review.tiers': 'Уровни оценки',
  'betta.review.range': '{low}–{high}',
  'betta.review.from': '{low}+',
  'betta.review.under': 'меньше {high}',
  'betta.endTableBetty': 'Бетти, по каждой витрине в конце, по пустым клеткам',
  'betta.endTableSolo': 'По каждой витрине в конце, по её лучшему цвету',
  'betta.rules.tableEmpty': 'Пустые клетки',
  'betta.rules.tableBest': 'Лучший цвет',
  'betta.rules.tableScore': 'Счёт',
  'betta.rules.tableReview': 'Оценка',
  'betta.rules.modes': 'В «Бетте» три режима: сотрудники (2–4 игрока), игра с Бетти (2–5) и одиночная игра (1). Сначала идут правила для сотрудников; другие режимы меняют только то, что сказано в их разделах.',
  'betta.rules.staffH': 'Сотрудники (2–4 игрока)',
  'betta.rules.thisGame': 'эта игра',
  'betta.rules.bettyH': 'Игра с Бетти (2–5 игроков)',
  'betta.rules.betty1': 'Один игрок — Бетти, хозяйка магазина; остальные — сотрудники и играют как выше. Витрин всего 5 / 6 / 8 / 10 на 2 / 3 / 4 / 5 игроков, считая Бетти.',
  'betta.rules.betty2': 'На каждой из 12 карт Бетти по 3 рыбки одного цвета (по 3 карты каждого цвета). 3 карты убираются не глядя; 3 у неё в руке и 6 в колоде. При подготовке она не кладёт карту и ходит первой.',
  'betta.rules.betty3': 'Бетти кладёт карты, получает очки (2 за пустую витрину или за лучший собранный узор) и добирает, как все. Игра кончается так же, как у сотрудников.',
  'betta.rules.betty4': 'В конце Бетти получает очки за пустые клетки каждой витрины — она любит простор в аквариумах. Полная витрина ей ничего не даёт:',
  'betta.rules.betty5': 'Если Бетти делит первое место, побеждает Бетти. Прочие ничьи решаются как у сотрудников.',
  'betta.rules.soloH': 'Одиночная игра (1 игрок)',
  'betta.rules.solo1': 'Три витрины и шесть узоров. Ваша колода — 15 карт из всех 48, любых цветов; в руке 3. В начале на витринах карт нет.',
  'betta.rules.solo2': 'Ходы обычные: положите карту, получите 2 за пустую витрину или за лучший собранный узор, доберите карту.',
  'betta.rules.solo3': 'Игра кончается, когда сыграны все 15 карт или заполнены все витрины. Тогда каждая витрина приносит очки по своему лучшему цвету (цвету, которого на ней видно больше всего):',
  'betta.rules.solo4': 'Итоговый счёт даёт оценку сотрудника:',

  'betta.rules.goal': 'Расставьте петушков в зоомагазине Бетти. Очки дают узоры, собранные по ходу игры, и рыбки вашего цвета на витринах в конце.',
  'betta.rules.setupH': 'Подготовка',
  'betta.rules.setup1': 'У каждого игрока свой цвет (розовый, зелёный, синий, жёлтый) и колода из 12 карт этого цвета; 2 убираются не глядя.',
  'betta.rules.setup2': 'Карта — сетка 3×3 с 3 рыбками: две своего цвета и одна другого. Остальные клетки прозрачные.',
  'betta.rules.setup3': 'Витрин 5 / 6 / 8 на 2 / 3 / 4 игроков. Каждый начинает с одной картой на витрине, 3 картами в руке и 6 в колоде.',
  'betta.rules.setup4': 'В игре 6 узоров: 2 простых (3 очка), 2 сложных (5), 2 экспертных (7).',
  'betta.rules.turnH': 'Ваш ход',
  'betta.rules.turn1': 'Возьмите карту из руки, поверните её на любое кратное 90°, если хотите, и положите точно на витрину. Её 3 рыбки закрывают то, что под ними; через прозрачные клетки видны рыбки снизу.',
  'betta.rules.turn2': 'На полную витрину (9 рыбок) карты больше не кладут.',
  'betta.rules.turn3': 'Карта на пустую витрину приносит 2 очка.',
  'betta.rules.turn4': 'Иначе, если на витрине теперь виден целевой узор из рыбок одного цвета (любого, не только вашего), в любом повороте, и в нём есть хотя бы одна рыбка новой карты, вы получаете очки за этот узор. Лишние рыбки того же цвета не мешают. Если собрано несколько узоров, считается только лучший.',
  'betta.rules.turn5': 'Затем доберите карту из колоды, если она не пуста.',
  'betta.rules.endH': 'Конец игры',
  'betta.rules.end1': 'Игра сразу кончается, когда заполнены все витрины или когда каждый игрок сделал 7 ходов.',
  'betta.rules.end2': 'Тогда каждая витрина приносит очки каждому игроку по числу видимых рыбок его цвета на ней:',
  'betta.rules.end3': 'Побеждает больший итог. При ничьей — больше видимых рыбок своего цвета на всех витринах, затем больше своих рыбок на одной витрине; иначе победа общая.',
  'betta.rules.tableOwn': 'Свои рыбки',
  'betta.rules.tablePts': 'Очки',
  'betta.rules.fishH': 'Как различать рыбок',
  'betta.rules.controlsH': 'Управление',
  'betta.rules.controls': 'Нажмите на карту в руке, нажмите «Повернуть» или R, чтобы повернуть её, наведите на витрину, чтобы увидеть, куда лягут рыбки и сколько очков это даст, затем нажмите (или Enter), чтобы положить. Клавиши 1–3 выбирают карту.',
};

// Keys added with the language switch (English side).
Object.assign(en, {
  'lang.label': 'Language',
  'lang.en': 'EN',
  'lang.ru': 'RU',
  'lang.enName': 'English',
  'lang.ruName': 'Русский',
  'shell.skip': 'Skip to the game',
  'shell.nav': 'Game',
  'shell.lobby': 'Lobby',
  'shell.table': 'Game table',
  'mode.betta.staff': 'Staff members',
  'mode.betta.betty': 'Playing with Betty',
  'mode.betta.solo': 'Solo',
  'mode.setline.solo': 'Solo',
  'pattern.S1': 'Middle line', 'pattern.S2': 'Diagonal', 'pattern.S3': 'Edge line', 'pattern.S4': 'Corner',
  'pattern.A1': 'Square', 'pattern.A2': 'T', 'pattern.A3': 'Four corners', 'pattern.A4': 'Diamond',
  'pattern.E1': 'Plus', 'pattern.E2': 'X', 'pattern.E3': 'Big L', 'pattern.E4': 'Big T',
  'review.New Hire': 'New Hire',
  'review.Staff Member': 'Staff Member',
  'review.Employee of the Month': 'Employee of the Month',
  'review.Team Leader': 'Team Leader',
  'review.Like a Boss': 'Like a Boss',
  'name.Pink': 'Pink', 'name.Green': 'Green', 'name.Blue': 'Blue', 'name.Yellow': 'Yellow',
  'name.Betty': 'Betty', 'name.You': 'You',
  'betta.would.patternName': 'the {pattern} pattern',
  'points.one': '{n} point',
  'points.other': '{n} points',
});
Object.assign(ru, {
  'lang.label': 'Язык',
  'lang.en': 'EN',
  'lang.ru': 'RU',
  'lang.enName': 'English',
  'lang.ruName': 'Русский',
  'shell.skip': 'Перейти к игре',
  'shell.nav': 'Игра',
  'shell.lobby': 'Лобби',
  'shell.table': 'Игровой стол',
  'mode.betta.staff': 'Сотрудники',
  'mode.betta.betty': 'Игра с Бетти',
  'mode.betta.solo': 'Одиночная игра',
  'mode.setline.solo': 'Один игрок',
  'pattern.S1': 'Средняя линия', 'pattern.S2': 'Диагональ', 'pattern.S3': 'Крайняя линия', 'pattern.S4': 'Уголок',
  'pattern.A1': 'Квадрат', 'pattern.A2': 'Т', 'pattern.A3': 'Четыре угла', 'pattern.A4': 'Ромб',
  'pattern.E1': 'Плюс', 'pattern.E2': 'Икс', 'pattern.E3': 'Большая Г', 'pattern.E4': 'Большая Т',
  'review.New Hire': 'Новичок',
  'review.Staff Member': 'Сотрудник',
  'review.Employee of the Month': 'Сотрудник месяца',
  'review.Team Leader': 'Руководитель группы',
  'review.Like a Boss': 'Как босс',
  'name.Pink': 'Розовый', 'name.Green': 'Зелёный', 'name.Blue': 'Синий', 'name.Yellow': 'Жёлтый',
  'name.Betty': 'Бетти', 'name.You': 'Вы',
  'betta.would.patternName': '«{pattern}»',
  'points.one': '{n} очко',
  'points.few': '{n} очка',
  'points.many': '{n} очков',
  'said.Loading the Python runtime…': 'Загружаем среду Python…',
  'said.Loading the package installer…': 'Загружаем установщик пакетов…',
  'said.Installing the game engine…': 'Устанавливаем игровой движок…',
  'said.Starting the game engine…': 'Запускаем игровой движок…',
  'pattern.E3': 'Большая\u00a0Г', 'pattern.E4': 'Большая\u00a0Т',
  'colour.pink': 'розовых', 'colour.green': 'зелёных', 'colour.blue': 'синих', 'colour.yellow': 'жёлтых',
});

export const LANGS = ['en', 'ru'];
const TABLES = { en, ru };
/** One language setting for the whole page, shared with Set Line's rules panel (same key). */
export const LANG_STORE = 'tabletop.setline.rulesLang';

function detectLang() {
  try {
    const v = localStorage.getItem(LANG_STORE);
    if (v && TABLES[v]) return v;
  } catch { /* private mode */ }
  const nav = (typeof navigator !== 'undefined' && (navigator.language || '')) || '';
  return nav.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

let lang = detectLang();
let table = TABLES[lang];
if (typeof document !== 'undefined') document.documentElement.lang = lang;

/** The interface language: 'en' or 'ru'. */
export function getLang() {
  return lang;
}

/** Remember a language for the next visit (setLang applies it now). */
export function saveLang(next) {
  if (!TABLES[next]) return false;
  try { localStorage.setItem(LANG_STORE, next); } catch { /* private mode */ }
  return true;
}

const listeners = new Set();

/**
 * Switch the interface language now, without reloading: `t` answers in it from here on, <html lang>
 * follows (Set Line's strings read it) and every onLangChange listener is told, in order.
 * remember: also keep it for the next visit (saveLang). Returns whether the language changed.
 */
export function setLang(next, { remember = true } = {}) {
  if (!TABLES[next]) return false;
  if (remember) saveLang(next);
  if (next === lang) return false;
  lang = next;
  table = TABLES[lang];
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const fn of [...listeners]) {
    try {
      fn(lang);
    } catch (err) {
      console.warn('language listener failed', err);
    }
  }
  return true;
}

/** Call fn(lang) after each live language switch; returns a function that stops it. */
export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Translate `key`, filling `{name}` placeholders from `vars`. Falls back to English, then the key. */
export function t(key, vars = {}) {
  const own = Object.prototype.hasOwnProperty;
  let s = own.call(table, key) ? table[key] : own.call(en, key) ? en[key] : key;
  return s.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/** Whether a key exists (for optional, engine-driven strings such as tiebreak names). */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(table, key) || Object.prototype.hasOwnProperty.call(en, key);
}

let rules = null;
/** A counted phrase: `key.one` / `.few` / `.many` / `.other` by Intl.PluralRules, {n} filled in. */
export function tn(key, n, vars = {}) {
  if (!rules || rules.lang !== lang) {
    try { rules = { lang, pr: new Intl.PluralRules(lang) }; } catch { rules = { lang, pr: null }; }
  }
  const cat = rules.pr ? rules.pr.select(n) : (n === 1 ? 'one' : 'other');
  for (const k of [`${key}.${cat}`, `${key}.other`, `${key}.many`]) {
    if (Object.prototype.hasOwnProperty.call(table, k)) return t(k, { n, ...vars });
  }
  return t(key, { n, ...vars });
}

/** "7 points" / "7 очков". */
export function points(n) {
  return tn('points', n);
}

const PATTERN_IDS = {
  'middle line': 'S1', diagonal: 'S2', 'edge line': 'S3', corner: 'S4', square: 'A1', t: 'A2',
  'four corners': 'A3', diamond: 'A4', plus: 'E1', x: 'E2', 'big l': 'E3', 'big t': 'E4',
};
/** A pattern's name on screen, by id (else by its English name, else as given). */
export function patternName(id, english = '') {
  if (id && has(`pattern.${id}`)) return t(`pattern.${id}`);
  const byName = PATTERN_IDS[String(english).toLowerCase()];
  return byName ? t(`pattern.${byName}`) : String(english || id || '');
}

/** A review tier's title on screen (the engine gives it in English). */
export function reviewName(title) {
  return has(`review.${title}`) ? t(`review.${title}`) : String(title || '');
}

/** A player's name on screen: the engine's default colour names are translated, typed names kept. */
export function playerName(name) {
  return has(`name.${name}`) ? t(`name.${name}`) : String(name ?? '');
}

/** A game mode's name on screen, by game and mode id. */
export function modeName(gameId, modeId, fallback = '') {
  return has(`mode.${gameId}.${modeId}`) ? t(`mode.${gameId}.${modeId}`) : String(fallback || modeId || '');
}

/** A known sentence from the engine (e.g. why undo is refused) in the page's language, else as given. */
export function engineText(text) {
  const key = `said.${text}`;
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : String(text ?? '');
}

/** Join names as "A, B and C". */
export function joinNames(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('and')} ${names[names.length - 1]}`;
}
