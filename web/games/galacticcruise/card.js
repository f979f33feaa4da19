// Galactic Cruise at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Run a space cruise company: place workers on a campus, build ships, sell tickets and fly guests to three destinations before the progress track fills up.',
    ru: 'Управляйте компанией космических круизов: ставьте работников в корпуса, стройте корабли, продавайте билеты и везите гостей к трём пунктам назначения, пока не заполнится трек прогресса.',
  },
  players: [2, 4],
  minutes: 70,
  modes: [{ id: 'standard', players: [2, 4], name: { en: 'Standard', ru: 'Обычная игра' } }],
  // Four companies: colour family, name and badge (the seat's number; web/games/kit.js seatsOf).
  seats: { colours: ['gc-red', 'blue', 'green', 'yellow'], label: 'galacticcruise.seat.{seat}', badge: { class: 'gc-seat-badge' } },
};
