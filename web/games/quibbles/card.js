// Quibbles at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of Quibbles.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Split and combine number cards to build a collection worth 21.',
    ru: 'Делите и складывайте карты с числами, чтобы собрать коллекцию на 21.',
  },
  players: [2, 5],
  minutes: 15, // the source: about 5 minutes a player
  modes: [
    { id: 'standard', players: [2, 5], name: { en: 'Standard', ru: 'Обычная игра' } },
  ],
  // Seat i's colour family, name and badge (its number in its colour): web/games/kit.js seatsOf.
  seats: { colours: ['pink', 'blue', 'green', 'yellow', 'violet'], label: 'quibbles.seat', badge: { class: 'qb-seat-badge' } },
};
