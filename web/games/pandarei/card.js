// Panda Rei at a glance, for the lobby and a games gallery (the contract is in
// web/games/registry.js). Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Bid one animal card a turn: the best card, or the largest group of equal cards, picks first.',
    ru: 'Каждый ход — одна карта зверя: самая сильная карта или самая большая группа равных выбирает первой.',
  },
  players: [2, 5],
  minutes: 15, // the game panel: 12–17 minutes
  modes: [
    { id: 'standard', players: [2, 5], name: { en: 'Standard', ru: 'Обычная игра' } },
  ],
  // Seat i's colour family, name and badge (its number in its colour): web/games/kit.js seatsOf.
  seats: { colours: ['pink', 'blue', 'green', 'yellow', 'violet'], label: 'pandarei.seat', badge: { class: 'pr-seat-badge' } },
};
