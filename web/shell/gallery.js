// The game gallery, where the lobby opens: a card for every game this page can draw, with its
// picture, name, one-line pitch, players, a typical length and its modes. Choosing a card opens
// that game's setup. The cards' data (web/games/<id>/card.js, a few hundred bytes each, and its
// picture) is static: it loads as soon as the lobby is shown, without waiting for the engine (a
// first visit's boot takes seconds); until it has come a card shows the game's name alone. Once the
// engine has said which games it has, a game it lacks leaves the gallery.
import { h, clear } from '../dom.js';
import { t, tn, has } from '../i18n.js';
import { cardFor, loadedCard } from '../games/registry.js';
import { offeredGames } from './catalog.js';

/** "2–4 players", "1 player". */
function playersText([low, high]) {
  return low === high ? tn('gallery.players', low) : t('gallery.playersRange', { low, high });
}

/** onChoose(id): a card was chosen. Returns {el, render(chosenId), focus(id)}. */
export function createGallery({ onChoose }) {
  const list = h('ul', { class: 'gallery-list', role: 'list' });
  const el = h('section', { class: 'gallery', 'aria-labelledby': 'gallery-heading' },
    h('h2', { id: 'gallery-heading', class: 'gallery-heading' }), list);
  let asked = false;

  let chosen = null;

  function card(game) {
    const full = loadedCard(game.id);
    const modes = game.modes.length ? game.modes : (full ? full.modes : []);
    const facts = full ? [
      h('span', { class: 'gallery-fact players' }, playersText(full.players)),
      h('span', { class: 'gallery-fact minutes' }, t('gallery.minutes', { n: full.minutes })),
    ] : [];
    const modeNames = modes.map((m) => (has(`mode.${game.id}.${m.id}`) ? t(`mode.${game.id}.${m.id}`) : m.name || m.id));
    return h('li', { class: 'gallery-item' },
      h('button', {
        type: 'button', class: ['game-card', game.id === chosen && 'chosen'], 'data-game': game.id, id: `game-card-${game.id}`,
        'aria-pressed': game.id === chosen ? 'true' : 'false',
        'aria-describedby': `game-card-${game.id}-pitch`, onclick: () => onChoose(game.id),
      },
      h('span', { class: 'game-card-picture' },
        full && full.cover ? h('img', { src: full.cover, alt: '', width: 320, height: 200, decoding: 'async' }) : null),
      h('span', { class: 'game-card-name' }, game.name),
      h('span', { class: 'game-card-pitch', id: `game-card-${game.id}-pitch` }, has(`pitch.${game.id}`) ? t(`pitch.${game.id}`) : ''),
      // (a button holds phrasing content only: the facts are spans, not a list)
      h('span', { class: 'game-card-facts' }, facts,
        modeNames.length > 1 ? h('span', { class: 'gallery-fact modes' }, modeNames.join(' · ')) : null)));
  }

  /** Draw the cards; load: whether their data may load now (the lobby is on screen). */
  function render(chosenId = chosen, { load = false } = {}) {
    chosen = chosenId;
    el.querySelector('.gallery-heading').textContent = t('gallery.heading');
    const games = offeredGames().filter(Boolean);
    clear(list);
    list.append(...games.map(card));
    if (load && !asked) {
      asked = true;
      for (const game of games) cardFor(game.id).then(() => render(), () => {});
    }
  }

  return {
    el,
    render,
    focus(id) {
      const target = (id && el.querySelector(`.game-card[data-game="${CSS.escape(id)}"]`)) || el.querySelector('.game-card');
      if (target) target.focus();
    },
  };
}
