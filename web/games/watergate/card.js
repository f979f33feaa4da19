// Watergate at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of the game.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'The Editor against Nixon: pull evidence, initiative and momentum your way; connect two informants, or hold on for five momentum.',
    ru: 'Редактор против Никсона: тяните к себе улики, инициативу и импульс; свяжите двух информаторов или продержитесь до пяти жетонов импульса.',
  },
  players: [2, 2],
  minutes: 40, // [RBX]: 30–60 minutes
  modes: [
    { id: 'standard', players: [2, 2], name: { en: 'Editor against Nixon', ru: 'Редактор против Никсона' } },
  ],
  // The Editor (seat 0) and Nixon (seat 1): colour family, name and badge letter (web/games/kit.js seatsOf).
  seats: { colours: ['blue', 'pink'], label: 'watergate.seat.{seat}', badge: { class: 'wg-seat-badge', marks: ['E', 'N'] } },
};
