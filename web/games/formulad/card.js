// Formula D at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Race on Kestrel Bay: choose a gear, roll its die, stop in every corner as often as it asks.',
    ru: 'Гонка на трассе Kestrel Bay: выберите передачу, бросьте её кубик и останавливайтесь в поворотах, сколько требуется.',
  },
  players: [2, 10],
  minutes: 45,
  modes: [
    { id: 'basic', players: [2, 10], name: { en: 'Basic', ru: 'Базовые правила' } },
    { id: 'advanced', players: [2, 10], name: { en: 'Advanced', ru: 'Продвинутые правила' } },
  ],
  // Car i's colour family (its paint: CAR_FILL in index.js), name and badge (its number): web/games/kit.js seatsOf.
  seats: {
    colours: ['pink', 'blue', 'green', 'yellow', 'violet', 'orange', 'teal', 'plum', 'lime', 'slate'],
    label: 'formulad.seat',
    badge: { class: 'fd-seat-badge' },
  },
};
