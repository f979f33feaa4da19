// Betta at a glance, for the lobby and a games gallery (the contract is in web/games/registry.js).
// Plain data: loading it loads nothing else of Betta.
export const card = {
  cover: new URL('./cover.svg', import.meta.url).href, // our own drawing, for the gallery
  pitch: {
    en: 'Arrange the bettas in Betty’s pet shop.',
    ru: 'Расставьте петушков в зоомагазине Бетти.',
  },
  players: [1, 5],
  minutes: 20, // an estimate: 7 turns each in the staff game, 15 alone; the rulebook gives no time
  modes: [
    { id: 'staff', players: [2, 4], name: { en: 'Staff members', ru: 'Сотрудники' } },
    { id: 'betty', players: [2, 5], name: { en: 'Playing with Betty', ru: 'Игра с Бетти' } },
    { id: 'solo', players: [1, 1], name: { en: 'Solo', ru: 'Одиночная игра' } },
  ],
  // Seat i's fish colour (the staff game); with Betty she sits first; alone, no colour of one's own.
  // Its name: the colour's, or Betty, or "You" (web/games/kit.js seatsOf).
  seats: {
    colours: ['pink', 'green', 'blue', 'yellow'],
    modes: { betty: ['betty', 'pink', 'green', 'blue', 'yellow'], solo: ['solo'] },
    label: 'betta.colour.{colour}',
    labels: { betty: 'betta.betty', solo: 'betta.soloSeat' },
  },
};
