// Set Line at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of Set Line.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Build sets of three in rows and columns on a 5×7 board.',
    ru: 'Собирайте сеты из трёх карт в рядах и столбцах поля 5×7.',
  },
  players: [1, 1],
  minutes: 10, // an estimate: a 27-card deck dealt five at a time; the source gives no time
  modes: [
    { id: 'solo', players: [1, 1], name: { en: 'Solo', ru: 'Один игрок' } },
  ],
  // The one seat: its colour family and name (web/games/kit.js seatsOf; the renderer draws its fan).
  seats: { colours: ['green'], label: 'setline.seat' },
};
