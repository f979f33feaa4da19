// KIKAI at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Build junk statues in six districts, spread flyers along the streets, pull fans to your KIKAI and exhibit them.',
    ru: 'Собирайте статуи из хлама в шести районах, раскладывайте листовки по улицам, зовите фанатов к своим KIKAI и устраивайте выставки.',
  },
  players: [2, 2],
  minutes: 60, // [BOOTH] 60 minutes; [LMJ] 90
  modes: [
    { id: 'standard', players: [2, 2], name: { en: 'Standard', ru: 'Обычная игра' } },
    { id: 'advanced', players: [2, 2], name: { en: 'Advanced', ru: 'Продвинутая игра' } },
  ],
  // Yellow (seat 0) and Purple (seat 1): colour family, name and badge letter (web/games/kit.js seatsOf).
  seats: { colours: ['yellow', 'violet'], label: 'kikai.seat.{seat}', badge: { class: 'kk-seat-badge', text: 'kikai.seatLetter.{seat}' } },
};
