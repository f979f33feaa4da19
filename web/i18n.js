// The page's strings: English and Russian tables with the same keys, grouped by area. The shell's
// own strings are here; each game adds its own when its module loads (addStrings, from
// web/games/<id>/strings.js), so a game's words live beside its renderer.
// `t(key, vars)` fills {name} placeholders, and counts, {n:# card:# cards}, in the forms the
// language needs (Russian: {n:# карта:# карты:# карт}), chosen by Intl.PluralRules: a number shown
// with a noun is always written as a count (or with tn and key.one / .few / .many / .other), never
// "{n} cards". The language can change while the page runs
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
  'lobby.kind.remote': 'On another device',
  'lobby.note.remote': 'Plays on their own phone: when the game starts, this screen shows an invitation for it to scan or paste.',
  'lobby.remote': '{n:# person plays:# people play} on another device.',
  'lobby.joinGame': 'Join the game',
  'lobby.joinHint': 'Invited to a game on another device?',
  'bot.random.name': 'Easy',
  'bot.random.note': 'Plays a random legal move.',
  'bot.greedy.name': 'Medium',
  'bot.greedy.note': 'Takes the move that scores most right now.',
  'bot.hard.name': 'Hard',
  'bot.hard.note': 'Plans ahead for the game’s goal, guessing the hidden cards from what it has seen; it never peeks.',
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
  'lobby.manybots': '{n:# bot:# bots}',
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
  'score.points': '{n:# pt:# pts}',
  'score.bot': '{name} bot',
  'score.you': 'you',
  'score.toMove': 'to play',
  'log.heading': 'Game log',
  'log.empty': 'No moves yet.',
  'pass.heading': 'Pass the device to {name}',
  'pass.body': 'Everyone else, look away: the next screen shows {name}’s hand.',
  'pass.button': 'I’m {name}, show my hand',
  'pass.last': 'Last move: {text}',
  'pass.since': 'Since {name}’s last turn',
  'pass.earlier': '{n:and # earlier line:and # earlier lines}',
  'log.since': 'Since your last turn',
  'tools.skipToEnd': 'Skip to the end',
  'tools.skipHint': 'No move of yours is left: the bots play the rest at once',
  'tools.skipping': 'The bots play the rest…',
  'tools.skipped': '{n:The bots played # move:The bots played # moves}.',
  'pass.secretBody': 'Everyone else, look away: {name} makes a secret choice. All choices are shown together once everyone has chosen.',
  'pass.secretButton': 'I’m {name}, let me choose',
  'moment.secret': 'Secret choice:',
  'moment.choosing': '{name} is choosing',
  'moment.hasChosen': '{name} has chosen',
  'moment.revealed': 'Revealed together:',
  'moment.choice': '{name}: {choice}',
  'moment.rolled': '{name} rolled {face} on {die}',
  'moment.rolledWhy': '{line} ({why})',
  'end.heading': 'Game over',
  'end.winner': '{name} wins!',
  'end.winners': 'Shared win: {names}',
  'end.points': '{n:# point:# points}',
  'end.total': 'Total',
  'end.again': 'Play again',
  'end.lobby': 'Back to lobby',
  'end.table': 'Show the table',
  'end.winnerTag': 'Winner',
  'end.single': '{name} scored {score} points',
  'end.single.one': '{name} scored {score} point',
  'end.single.other': '{name} scored {score} points',
  'end.singleYou.one': 'You scored {score} point',
  'end.singleYou.other': 'You scored {score} points',
  'end.why': 'Why the game ended:',
  'gallery.heading': 'Choose a game',
  'gallery.players.one': '{n} player',
  'gallery.players.other': '{n} players',
  'gallery.playersRange': '{low}–{high:# player:# players}',
  'gallery.minutes': 'about {n} min',
  'progress.round': 'Turn {n}',
  'progress.roundOnly': 'Round {n}',
  'progress.roundOf': 'Round {n} of {of}',
  'progress.lastRound': 'Last round',
  'progress.lastRoundNow': 'This is the last round.',
  'progress.lapOf': 'Lap {n} of {of}',
  'progress.lastLap': 'Last lap',
  'progress.lastLapNow': 'This is the last lap.',
  'replay.yourViewPlain': 'Your view',
  'rules.heading': 'How to play',
  'rules.close': 'Close',
  'toast.close': 'Dismiss',
  'error.generic': 'Something went wrong: {message}',
  'error.notYourTurn': 'It is not your turn.',
  'error.noGame': 'No game is running.',
  'error.noRenderer': 'This page cannot draw the game “{game}” yet.',
  'error.loadGame': 'The game {game} could not be loaded: {message}',
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
  'confirm.points.one': '{points} pt',
  'confirm.points.other': '{points} pts',
  'confirm.changed': 'The move was withdrawn.',
  'confirm.hiddenHand': 'Your hand stays hidden until you confirm: what the move draws is not shown before it counts.',
  'confirm.drawHeld': 'What the move draws or rolls shows once you confirm.',

  // replays
  'replay.label': 'Replay controls',
  'replay.badge': 'Replay',
  'replay.first': 'First position',
  'replay.prev': 'Previous move',
  'replay.next': 'Next move',
  'replay.last': 'Last move',
  'replay.slider': 'Move number',
  'replay.start': 'Start · {total:# move:# moves}',
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
  'saved.move': '{n:# move:# moves}',
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
  'saved.oldRules': 'Earlier rules',
  'saved.oldRulesNote': 'Made with an earlier version of the rules: its moves no longer all play.',
  'saved.stillPlay': '{n:# move still plays:# moves still play}',
  'saved.openOld': 'Open…',
  'saved.importedOld': 'The game was added to your games. It was made with an earlier version of the rules.',
  'oldRules.title': 'Made with an earlier version of the rules',
  'oldRules.offer': 'What still works: watch it up to where it diverges ({n:# move:# moves}), start a new game with the same options and players, or save its file.',
  'oldRules.offerNone': 'Its first move no longer plays under today’s rules. You can start a new game with the same options and players, or save its file.',
  'oldRules.watch': '{n:Watch the first move:Watch the first # moves}',
  'oldRules.again': 'New game, same options',
  'oldRules.export': 'Save the file (.json)',
  'oldRules.close': 'Close',
  'oldRules.watching': 'Made with an earlier version of the rules: shown up to move {n}, the last that still plays under today’s rules (move {next} no longer does).',
  'oldRules.kept': 'Your save stays as it was: if you play on, the game is kept as a new save.',
  'oldRules.dismiss': 'Dismiss',
  'oldRules.cannotStart': 'A new game cannot start',

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

  // the language switch and the page's own markup
  'lang.label': 'Language',
  'lang.en': 'EN',
  'lang.ru': 'RU',
  'lang.enName': 'English',
  'lang.ruName': 'Русский',
  'shell.skip': 'Skip to the game',
  'shell.nav': 'Game',
  'shell.lobby': 'Lobby',
  'shell.table': 'Game table',
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
  'lobby.kind.remote': 'На другом устройстве',
  'lobby.note.remote': 'Играет на своём телефоне: когда игра начнётся, этот экран покажет приглашение, которое нужно отсканировать или вставить.',
  'lobby.remote': '{n:# человек играет:# человека играют:# человек играют} на других устройствах.',
  'lobby.joinGame': 'Присоединиться',
  'lobby.joinHint': 'Вас пригласили в игру с другого устройства?',
  'bot.random.name': 'Лёгкий',
  'bot.random.note': 'Делает случайный разрешённый ход.',
  'bot.greedy.name': 'Средний',
  'bot.greedy.note': 'Выбирает ход, который приносит больше всего очков сейчас.',
  'bot.hard.name': 'Сложный',
  'bot.hard.note': 'Планирует ход к цели игры, угадывая скрытые карты по тому, что видел; никогда не подглядывает.',
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
  'pass.body': 'Остальные, отвернитесь: следующий экран покажет руку, которую держит {name}.',
  'pass.button': 'Я — {name}, покажите мою руку',
  'pass.last': 'Последний ход: {text}',
  'pass.since': 'После прошлого хода: {name}',
  'pass.earlier': '{n:и ещё # строка раньше:и ещё # строки раньше:и ещё # строк раньше}',
  'log.since': 'После вашего прошлого хода',
  'tools.skipToEnd': 'Сразу к концу',
  'tools.skipHint': 'Ваших ходов больше не будет: боты доиграют сразу',
  'tools.skipping': 'Боты доигрывают…',
  'tools.skipped': '{n:Боты сделали # ход:Боты сделали # хода:Боты сделали # ходов}.',
  'pass.secretBody': 'Остальные, отвернитесь: {name} делает тайный выбор. Все выборы откроются вместе, когда выберут все.',
  'pass.secretButton': 'Я — {name}, дайте выбрать',
  'moment.secret': 'Тайный выбор:',
  'moment.choosing': '{name} выбирает',
  'moment.hasChosen': '{name}: выбор сделан',
  'moment.revealed': 'Открыто вместе:',
  'moment.choice': '{name}: {choice}',
  'moment.rolled': '{name}: {die} — выпало {face}',
  'moment.rolledWhy': '{line} ({why})',
  'end.heading': 'Игра окончена',
  'end.winner': 'Победа: {name}!',
  'end.winners': 'Общая победа: {names}',
  'end.points': '{n:# очко:# очка:# очков}',
  'end.total': 'Итого',
  'end.again': 'Сыграть ещё',
  'end.lobby': 'В лобби',
  'end.table': 'Показать стол',
  'end.winnerTag': 'Победитель',
  'end.single': '{name}: {score} очк.',
  'end.single.one': '{name}: {score} очко',
  'end.single.few': '{name}: {score} очка',
  'end.single.many': '{name}: {score} очков',
  'end.singleYou': 'Ваш счёт: {score}',
  'end.why': 'Почему игра закончилась:',
  'gallery.heading': 'Выберите игру',
  'gallery.players.one': '{n} игрок',
  'gallery.players.few': '{n} игрока',
  'gallery.players.many': '{n} игроков',
  'gallery.playersRange': 'игроков: {low}–{high}',
  'gallery.minutes': 'около {n} мин',
  'progress.round': 'Ход {n}',
  'progress.roundOnly': 'Раунд {n}',
  'progress.roundOf': 'Раунд {n} из {of}',
  'progress.lastRound': 'Последний раунд',
  'progress.lastRoundNow': 'Это последний раунд.',
  'progress.lapOf': 'Круг {n} из {of}',
  'progress.lastLap': 'Последний круг',
  'progress.lastLapNow': 'Это последний круг.',
  'replay.yourViewPlain': 'Ваш вид',
  'rules.heading': 'Как играть',
  'rules.close': 'Закрыть',
  'toast.close': 'Скрыть',
  'error.generic': 'Что-то пошло не так: {message}',
  'error.notYourTurn': 'Сейчас не ваш ход.',
  'error.noGame': 'Игра не идёт.',
  'error.noRenderer': 'Эта страница пока не умеет показывать игру «{game}».',
  'error.loadGame': 'Игру «{game}» не удалось загрузить: {message}',
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
  'confirm.drawHeld': 'Что ход возьмёт из колоды или выбросит на кубике, станет видно после подтверждения.',

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
  'saved.move': '{n:# ход:# хода:# ходов}',
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
  'saved.oldRules': 'Прежние правила',
  'saved.oldRulesNote': 'Сохранена по более ранней версии правил: теперь допустимы не все её ходы.',
  'saved.stillPlay': '{n:# ход ещё допустим:# хода ещё допустимы:# ходов ещё допустимы}',
  'saved.openOld': 'Открыть…',
  'saved.importedOld': 'Игра добавлена к вашим играм. Она сохранена по более ранней версии правил.',
  'oldRules.title': 'Сохранено по более ранней версии правил',
  'oldRules.offer': 'Что можно сделать: посмотреть партию до места расхождения ({n:# ход:# хода:# ходов}), начать новую игру с теми же параметрами и игроками или сохранить её файл.',
  'oldRules.offerNone': 'Уже первый ход недопустим по нынешним правилам. Можно начать новую игру с теми же параметрами и игроками или сохранить её файл.',
  'oldRules.watch': '{n:Смотреть первый # ход:Смотреть первые # хода:Смотреть первые # ходов}',
  'oldRules.again': 'Новая игра с теми же параметрами',
  'oldRules.export': 'Сохранить файл (.json)',
  'oldRules.close': 'Закрыть',
  'oldRules.watching': 'Сохранено по более ранней версии правил: партия показана до хода {n} — последнего, который допустим по нынешним правилам (ход {next} уже недопустим).',
  'oldRules.kept': 'Ваше сохранение останется как было: если продолжить игру, она сохранится отдельно.',
  'oldRules.dismiss': 'Скрыть',
  'oldRules.cannotStart': 'Новую игру не начать',

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

  'lang.label': 'Язык',
  'lang.en': 'EN',
  'lang.ru': 'RU',
  'lang.enName': 'English',
  'lang.ruName': 'Русский',
  'shell.skip': 'Перейти к игре',
  'shell.nav': 'Игра',
  'shell.lobby': 'Лобби',
  'shell.table': 'Игровой стол',

  // the engine's boot progress (engineText)
  'said.Loading the Python runtime…': 'Загружаем среду Python…',
  'said.Loading the package installer…': 'Загружаем установщик пакетов…',
  'said.Installing the game engine…': 'Устанавливаем игровой движок…',
  'said.Starting the game engine…': 'Запускаем игровой движок…',
};

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

/**
 * Add strings to the page's tables: {en: {key: text}, ru: {...}} (a game's, when its module loads).
 * Keys are grouped by area like the shell's: a game's own under its id ("betta.hand"); the names
 * the engine gives seats under "name." ("name.Pink"); languages the page does not know are ignored.
 */
export function addStrings(tables) {
  for (const id of LANGS) Object.assign(TABLES[id], (tables && tables[id]) || {});
}

const own = (tableOf, key) => Object.prototype.hasOwnProperty.call(tableOf, key);

/** Every key a language's table holds now (the shell's and the loaded games'), for checks. */
export function stringKeys(language) {
  return Object.keys(TABLES[language] || {});
}

const COUNT = /\{(\w+):((?:[^{}]|\{\w+\})*)\}/g;
/** The order of a count's forms in a string, by language (the engine's templates use the same). */
const countForms = (language) => (language === 'en' ? ['one', 'other'] : ['one', 'few', 'many']);

/**
 * Fill a string in a language: first its counts, {n:# card:# cards} (English: one, other; Russian:
 * one, few, many: "{n:# карта:# карты:# карт}"), the form chosen by Intl.PluralRules and '#' standing
 * for the number; a form may hold values ({n:# {colour} token:# {colour} tokens}). Then the values,
 * {name}. A count whose value is missing stays as it is; one that is not a number takes the last form.
 */
function fill(text, vars, language) {
  const counted = text.replace(COUNT, (m, name, rest) => {
    if (!(name in vars)) return m;
    const forms = rest.split(':');
    const n = Number(String(vars[name]).replace(/^\u2212/, '-')); // '−2' as a page writes it
    let i = Number.isFinite(n) ? countForms(language).indexOf(category(language, n)) : -1;
    if (i < 0) i = forms.length - 1; // "other" (a fraction) takes the last form
    return forms[Math.min(i, forms.length - 1)].replace(/#/g, String(vars[name]));
  });
  return counted.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/** Translate `key` into a given language (not the page's: Set Line's rules panel has its own switch). */
export function tIn(language, key, vars = {}) {
  const tableOf = TABLES[language] || en;
  if (own(tableOf, key)) return fill(tableOf[key], vars, TABLES[language] ? language : 'en');
  return fill(own(en, key) ? en[key] : key, vars, 'en');
}

/** Translate `key`, filling `{name}` placeholders from `vars`. Falls back to English, then the key. */
export function t(key, vars = {}) {
  return tIn(lang, key, vars);
}

/** Whether a key exists (for optional, engine-driven strings such as tiebreak names). */
export function has(key) {
  return own(table, key) || own(en, key);
}

const pluralRules = {};
/** The plural category of n in a language: English one / other, Russian one / few / many. */
function category(language, n) {
  if (!(language in pluralRules)) {
    try { pluralRules[language] = new Intl.PluralRules(language); } catch { pluralRules[language] = null; }
  }
  const rules = pluralRules[language];
  return rules ? rules.select(n) : (n === 1 ? 'one' : 'other');
}

/**
 * A counted phrase in a given language: `key.one` / `.few` / `.many` / `.other` by
 * Intl.PluralRules, {n} filled in; else that language's `key`; else English's forms, then `key`.
 */
export function tnIn(language, key, n, vars = {}) {
  const tableOf = TABLES[language] || en;
  const counted = { n, ...vars };
  for (const k of [`${key}.${category(language, n)}`, `${key}.other`, `${key}.many`, key]) {
    if (own(tableOf, k)) return fill(tableOf[k], counted, TABLES[language] ? language : 'en');
  }
  for (const k of [`${key}.${category('en', n)}`, `${key}.other`]) {
    if (own(en, k)) return fill(en[k], counted, 'en');
  }
  return tIn('en', key, counted);
}

/** A counted phrase in the page's language (see tnIn). */
export function tn(key, n, vars = {}) {
  return tnIn(lang, key, n, vars);
}

/** A player's name on screen: the engine's default seat names ("name.<name>", added by the games)
 * are translated, typed names kept. */
export function playerName(name) {
  return has(`name.${name}`) ? t(`name.${name}`) : String(name ?? '');
}

/** A game mode's name on screen, by game and mode id. */
export function modeName(gameId, modeId, fallback = '') {
  return has(`mode.${gameId}.${modeId}`) ? t(`mode.${gameId}.${modeId}`) : String(fallback || modeId || '');
}

/** A known sentence from the engine's boot (its progress) in the page's language, else as given. */
export function engineText(text) {
  const key = `said.${text}`;
  return own(table, key) ? table[key] : String(text ?? '');
}

/** Join names as "A, B and C". */
export function joinNames(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('and')} ${names[names.length - 1]}`;
}
