// Cathood at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Cats roam a neighbourhood of turning tiles, picking up goods from the shops for toys, houses and park statues.',
    ru: 'Кошки бродят по кварталу из поворачивающихся плиток и собирают товары в лавках ради игрушек, домов и статуй в парках.',
  },
  players: [2, 4],
  minutes: 50, // [2D6] 45-60 minutes
  modes: [{ id: 'standard', players: [2, 4], name: { en: 'Standard', ru: 'Обычная игра' } }],
  // Four cats: colour family, name and badge (the seat's number; web/games/kit.js seatsOf).
  seats: { colours: ['blue', 'rose', 'slate', 'teal'], label: 'cathood.seat.{seat}', badge: { class: 'ch-seat-badge' } },
};
