// Sea Salt & Paper at a glance, for the lobby and a games gallery (the contract is in
// web/games/registry.js). Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Collect paper sea creatures, play duos for their effects, and dare to end the round.',
    ru: 'Собирайте бумажных морских обитателей, играйте пары ради эффектов и рискните закончить раунд.',
  },
  players: [2, 4],
  minutes: 30, // the publisher: 30–45 minutes
  modes: [
    { id: 'standard', players: [2, 4], name: { en: 'Standard', ru: 'Обычная игра' } },
  ],
  // Seat i's colour family, name and badge (its number in its colour): web/games/kit.js seatsOf.
  seats: { colours: ['blue', 'pink', 'green', 'yellow'], label: 'seasaltpaper.seat', badge: { class: 'sp-seat-badge' } },
};
