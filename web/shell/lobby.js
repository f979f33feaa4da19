// The lobby: pick a game, mode, players, who sits in each seat (a human or a bot of some level),
// the game's own extra options, a seed and the table settings (confirm moves, practice take-backs).
// Choices are remembered in localStorage, the mode, player count and extra options per game. Works
// while the engine is still booting. Beside it, the list of saved and finished games (saved-list.js).
// The games come from the catalog (their names at once); once the lobby is shown, the chosen game
// (and each game in the saved list) loads its card and renderer, and the lobby draws again with
// the game's modes, seat pictures and extra options.
import { h, clear } from '../dom.js';
import { t, has, tn, playerName, modeName } from '../i18n.js';
import { hasGame, cardFor, rendererFor, loadedRenderer } from '../games/registry.js';
import { offeredGames } from './catalog.js';
import { createGallery } from './gallery.js';
import { botLevels, botName, parseSeat, resolveBot } from './bots.js';
import { parseSeed } from './seed.js';
import { createSavedList } from './saved-list.js';
import { MAX_SEATS } from './saves.js';

const STORE = 'tabletop.lobby.v1';

function load() {
  try {
    return JSON.parse(localStorage.getItem(STORE)) || {};
  } catch {
    return {};
  }
}

function save(cfg) {
  try {
    localStorage.setItem(STORE, JSON.stringify({
      game: cfg.game, mode: cfg.mode, players: cfg.players, seed: cfg.seed, seats: cfg.seats, perGame: cfg.perGame,
      confirm: cfg.confirm, practice: cfg.practice,
    }));
  } catch {
    /* private mode: nothing to remember */
  }
}

const kinds = () => ['human', 'remote', ...botLevels().map((b) => `bot:${b.id}`)];
const kindLabel = (k) => (k === 'human' || k === 'remote' ? t(`lobby.kind.${k}`) : t('lobby.kind.bot', { name: botName(k.slice(4)) }));
const kindNote = (k) => {
  if (k === 'human' || k === 'remote') return t(`lobby.note.${k}`);
  const b = botLevels().find((x) => `bot:${x.id}` === k);
  return b ? b.note : '';
};

/**
 * handlers: onStart(config), onRules(gameId), and for the saved games: onContinue(id), onReplay(id),
 * onExport(id), onDelete(id), onImport(File); onNeed(gameId) when the lobby first loads a game's
 * modules (the page has the engine install its rules meanwhile).
 */
export function createLobby(root, { onStart, onRules, onContinue, onReplay, onExport, onDelete, onImport, onNeed = () => {}, onJoin = null }) {
  const saved = load();
  const savedSeats = Array.isArray(saved.seats) ? saved.seats : [];
  const cfg = {
    game: typeof saved.game === 'string' ? saved.game : 'betta',
    mode: null,
    players: Number(saved.players) || 2,
    seed: typeof saved.seed === 'string' ? saved.seed : '',
    perGame: saved.perGame && typeof saved.perGame === 'object' ? saved.perGame : {},
    confirm: typeof saved.confirm === 'boolean' ? saved.confirm : true,
    practice: typeof saved.practice === 'boolean' ? saved.practice : false,
    seats: Array.from({ length: MAX_SEATS }, (_, i) => {
      const s = savedSeats[i] || {};
      return {
        kind: typeof s.kind === 'string' && /^(human|remote|bot:[a-z][a-z0-9_-]{0,23})$/.test(s.kind) ? s.kind : (i === 0 ? 'human' : 'bot:greedy'),
        name: typeof s.name === 'string' ? s.name.slice(0, 40) : '',
      };
    }),
  };
  // Choices saved before they were remembered per game.
  if (saved.mode && !slot(cfg.game).mode) slot(cfg.game).mode = saved.mode;

  let engineReady = false;
  const savedList = createSavedList({ onContinue, onReplay, onExport, onDelete, onImport, need: (id) => need(id) });
  let active = false; // shown at least once: from then on the games it shows load
  let waiting = false;
  let extra = null; // {game, mode, handle: {node, read}} from the renderer's lobbyOptions

  function slot(gameId) {
    const all = cfg.perGame;
    if (!all[gameId] || typeof all[gameId] !== 'object') all[gameId] = {};
    const sl = all[gameId];
    if (!sl.players || typeof sl.players !== 'object') sl.players = {};
    if (!sl.extra || typeof sl.extra !== 'object') sl.extra = {};
    return sl;
  }

  // The lobby's elements: built by build(), and built again in the new language by relabel().
  let gallery = null;
  let gameSel, modeSel, extraBox, playersBox, playersField, seatsBox, summary, seedInput;
  let confirmBox, practiceBox, practiceNote, startBtn, barFill, statusText, engineBox;

  /** Build the lobby's DOM in the page's language now; the choices live in cfg, not in it. */
  function build() {
    gameSel = h('select', { id: 'lobby-game', name: 'game' });
    modeSel = h('select', { id: 'lobby-mode', name: 'mode' });
    extraBox = h('div', { class: 'lobby-extra', id: 'lobby-extra', hidden: true });
    playersBox = h('div', { class: 'segmented', role: 'radiogroup', 'aria-labelledby': 'lobby-players-label' });
    playersField = h('div', { class: 'field players-field' },
      h('span', { class: 'field-label', id: 'lobby-players-label' }, t('lobby.players')), playersBox);
    seatsBox = h('div', { class: 'seats' });
    summary = h('p', { class: 'lobby-summary' });
    seedInput = h('input', {
      id: 'lobby-seed', name: 'seed', type: 'text', inputmode: 'numeric', autocomplete: 'off',
      placeholder: t('lobby.seed.placeholder'), maxlength: 32, value: cfg.seed,
    });
    confirmBox = h('input', { type: 'checkbox', id: 'lobby-confirm', name: 'confirm', checked: cfg.confirm });
    practiceBox = h('input', { type: 'checkbox', id: 'lobby-practice', name: 'practice', checked: cfg.practice });
    confirmBox.addEventListener('change', () => { cfg.confirm = confirmBox.checked; save(cfg); });
    practiceBox.addEventListener('change', () => { cfg.practice = practiceBox.checked; save(cfg); updateSummary(); });
    practiceNote = h('span', { class: 'field-hint', id: 'lobby-practice-note' }, t('lobby.practice.hint'));
    const settingsBox = h('fieldset', { class: 'field settings-field' },
      h('legend', { class: 'field-label' }, t('lobby.settings')),
      h('label', { class: 'check' }, confirmBox,
        h('span', { class: 'check-text' }, h('span', { class: 'check-title' }, t('lobby.confirm')),
          h('span', { class: 'field-hint' }, t('lobby.confirm.hint')))),
      h('label', { class: 'check' }, practiceBox,
        h('span', { class: 'check-text' }, h('span', { class: 'check-title' }, t('lobby.practice')), practiceNote)));
    startBtn = h('button', { type: 'submit', class: 'btn btn-primary btn-big', id: 'start-game' }, t('lobby.start'));
    const rulesBtn = h('button', { type: 'button', class: 'btn btn-quiet', onclick: () => onRules(cfg.game) }, t('lobby.rules'));

    barFill = h('span', { class: 'bar-fill' });
    statusText = h('span', { class: 'engine-text' }, t('engine.booting'));
    engineBox = h('div', { class: 'engine-status booting', role: 'status', 'aria-live': 'polite' },
      h('span', { class: 'bar', 'aria-hidden': 'true' }, barFill), statusText);

    const form = h('form', { class: 'lobby-card panel', 'aria-labelledby': 'lobby-heading' },
      h('h2', { id: 'lobby-heading' }, t('lobby.heading')),
      h('div', { class: 'field-row' },
        h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('lobby.game')), gameSel),
        h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('lobby.mode')), modeSel)),
      extraBox,
      playersField,
      h('div', { class: 'field' }, h('span', { class: 'field-label' }, t('lobby.seats')), seatsBox, summary),
      h('div', { class: 'field-row seed-settings' },
        h('label', { class: 'field seed-field' }, h('span', { class: 'field-label' }, t('lobby.seed')), seedInput,
          h('span', { class: 'field-hint' }, t('lobby.seed.hint'))),
        settingsBox),
      // Start stays in sight while any of the setup is (a bar held to the screen's bottom edge).
      h('div', { class: 'lobby-go', id: 'lobby-go' }, h('div', { class: 'lobby-actions' }, startBtn, rulesBtn), engineBox));

    form.addEventListener('submit', (e) => {
      e.preventDefault();
      start();
    });
    gameSel.addEventListener('change', () => { cfg.game = gameSel.value; render(); });
    modeSel.addEventListener('change', () => { slot(cfg.game).mode = modeSel.value; render(); });
    seedInput.addEventListener('input', () => { cfg.seed = seedInput.value; save(cfg); });
    const extraChanged = () => { saveExtra(); save(cfg); };
    extraBox.addEventListener('input', extraChanged);
    extraBox.addEventListener('change', extraChanged);

    gallery = createGallery({
      onChoose: (id) => {
        cfg.game = id;
        render();
        // The chosen game's setup: scrolled into view, its first choice in focus.
        form.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
        const first = form.querySelector('select:not(:disabled), input:not(:disabled)');
        if (first) first.focus({ preventScroll: true });
      },
    });
    // a seat at a table on another device (issue 35): the host's screen shows the invitation
    const joinBar = onJoin ? h('p', { class: 'lobby-join' }, h('span', {}, t('lobby.joinHint')), ' ',
      h('button', { type: 'button', class: 'btn btn-quiet', id: 'lobby-join', onclick: () => onJoin() }, t('lobby.joinGame'))) : null;
    root.append(...(joinBar ? [joinBar] : []), gallery.el, h('div', { class: 'lobby' },
      h('div', { class: 'lobby-left' },
        h('div', { class: 'lobby-hero' }, h('div', { class: 'hero-art', id: 'hero-art' }),
          h('h2', { id: 'hero-title', class: 'hero-title' }, t('app.title')), h('p', { id: 'hero-tagline' }, t('app.tagline'))),
        savedList.build()),
      form));
  }

  const asked = new Set(); // games whose card and renderer the lobby has asked for

  /** Load a game's card and renderer (once the lobby is shown), then draw again with them. */
  function need(id) {
    if (!active || !hasGame(id) || asked.has(id)) return;
    asked.add(id);
    onNeed(id);
    cardFor(id).then(redraw, () => {});
    rendererFor(id).then(redraw, (err) => {
      asked.delete(id); // asked again next time the lobby draws
      console.warn(`the lobby could not load ${id}`, err);
    });
  }

  let heroFor = null;
  const heroFish = () => {
    const art = root.querySelector('#hero-art');
    const r = loadedRenderer(cfg.game);
    if (heroFor !== cfg.game || (r && !art.firstChild)) {
      heroFor = cfg.game;
      clear(art);
      if (r) [0, 1, 2, 3].forEach((i) => art.append(r.seatIcon(i)));
    }
    root.querySelector('#hero-title').textContent = currentGame().name || t('app.title');
    root.querySelector('#hero-tagline').textContent = has(`pitch.${cfg.game}`) ? t(`pitch.${cfg.game}`) : t('app.tagline');
  };

  function currentGame() {
    const games = offeredGames();
    return games.find((g) => g.id === cfg.game) || games[0];
  }

  /** The chosen mode of the chosen game; null while its modes are not known yet. */
  function currentMode() {
    const g = currentGame();
    return g.modes.find((m) => m.id === slot(g.id).mode) || g.modes[0] || null;
  }

  /** Keep what the renderer's extra options say now, for this game. */
  function saveExtra() {
    if (!extra) return;
    try {
      const value = extra.handle.read();
      if (value && typeof value === 'object') Object.assign(slot(extra.game).extra, JSON.parse(JSON.stringify(value)));
    } catch (err) {
      console.warn('lobbyOptions read failed', err);
    }
  }

  function renderExtra(g, mode, r) {
    if (extra && mode && extra.game === g.id && extra.mode === mode.id) return;
    saveExtra();
    extra = null;
    clear(extraBox);
    if (mode && r && typeof r.lobbyOptions === 'function') {
      try {
        const handle = r.lobbyOptions(mode.id, { ...slot(g.id).extra });
        if (handle && handle.node instanceof Node && typeof handle.read === 'function') {
          extraBox.append(handle.node);
          extra = { game: g.id, mode: mode.id, handle };
        }
      } catch (err) {
        console.warn('lobbyOptions failed', err);
      }
    }
    extraBox.hidden = !extra;
  }

  function render() {
    const g = currentGame();
    cfg.game = g.id;
    need(g.id);
    const r = loadedRenderer(g.id);
    const sl = slot(g.id);
    if (gallery) gallery.render(g.id, { load: active });
    clear(gameSel);
    for (const game of offeredGames()) gameSel.append(h('option', { value: game.id, selected: game.id === g.id }, game.name));
    const modes = g.modes;
    const mode = currentMode();
    heroFish();
    clear(modeSel);
    if (!mode) {
      // The game's modes come with its card (a moment after the lobby is shown) or the engine.
      modeSel.disabled = true;
      renderExtra(g, null, null);
      playersField.hidden = true;
      clear(seatsBox);
      summary.textContent = '';
      return;
    }
    sl.mode = mode.id;
    cfg.mode = mode.id;
    for (const m of modes) modeSel.append(h('option', { value: m.id, selected: m.id === mode.id }, modeName(g.id, m.id, m.name)));
    modeSel.disabled = modes.length < 2;
    renderExtra(g, mode, r);
    const [min, max] = mode.players;
    const want = Number(sl.players[mode.id]) || Number(cfg.players) || min;
    cfg.players = Math.min(max, Math.max(min, want));
    sl.players[mode.id] = cfg.players;
    clear(playersBox);
    for (let n = min; n <= max; n++) {
      const id = `players-${n}`;
      const input = h('input', { type: 'radio', name: 'players', id, value: String(n), checked: n === cfg.players });
      input.addEventListener('change', () => { slot(cfg.game).players[currentMode().id] = n; cfg.players = n; render(); });
      playersBox.append(input, h('label', { for: id }, String(n)));
    }
    // A one-player mode shows no choice of players: just its single seat.
    playersField.hidden = min === max;
    renderSeats(mode, r);
    save(cfg);
  }

  function renderSeats(mode, r) {
    clear(seatsBox);
    const valid = kinds();
    seatsBox.dataset.count = String(cfg.players);
    for (let i = 0; i < cfg.players; i++) {
      const seat = cfg.seats[i];
      if (!valid.includes(seat.kind)) seat.kind = i === 0 ? 'human' : `bot:${resolveBot('greedy')}`;
      const seatName = playerName((mode.seat_names && mode.seat_names[i]) || (r ? r.seatLabel(i, mode.id) : t('saved.seat', { n: i + 1 })));
      const nameInput = h('input', {
        type: 'text', class: 'seat-name', name: `name-${i}`, maxlength: 40, autocomplete: 'off',
        placeholder: seatName, value: seat.name, 'aria-label': t('lobby.nameLabel', { seat: seatName }),
      });
      nameInput.addEventListener('input', () => { seat.name = nameInput.value; save(cfg); });
      const kindSel = h('select', { class: 'seat-kind', name: `kind-${i}`, 'aria-label': t('lobby.kindLabel', { seat: seatName }) },
        valid.map((k) => h('option', { value: k, selected: k === seat.kind }, kindLabel(k))));
      const note = h('span', { class: 'seat-note' }, kindNote(seat.kind));
      kindSel.addEventListener('change', () => {
        seat.kind = kindSel.value;
        note.textContent = kindNote(seat.kind);
        row.dataset.kind = seat.kind;
        save(cfg);
        updateSummary();
      });
      const row = h('div', {
        class: 'seat-row', 'data-seat': String(i), 'data-kind': seat.kind,
        'data-colour': r ? r.seatColour(i, mode.id) : undefined,
      },
      h('span', { class: 'seat-icon' }, r ? r.seatIcon(i, mode.id) : null),
      h('span', { class: 'seat-label' }, seatName),
      nameInput, kindSel, note);
      seatsBox.append(row);
    }
    updateSummary();
  }

  function updateSummary() {
    const seats = cfg.seats.slice(0, cfg.players);
    const humans = seats.filter((s) => s.kind === 'human').length;
    const away = seats.filter((s) => s.kind === 'remote').length; // people on other devices
    const bots = seats.length - humans - away;
    if (seats.length === 1) summary.textContent = humans ? t('lobby.alone') : t('lobby.botAlone');
    else if (away) summary.textContent = (humans >= 2 ? `${t('lobby.hotseat', { count: humans })} ` : '') + t('lobby.remote', { n: away });
    else if (humans === 0) summary.textContent = t('lobby.spectate');
    else if (humans === 1) summary.textContent = t('lobby.solo', { bots: bots === 1 ? t('lobby.onebot') : tn('lobby.manybots', bots) });
    else summary.textContent = t('lobby.hotseat', { count: humans });
    // Take-backs are for one human practising against bots.
    const fits = humans === 1 && bots > 0 && !away;
    practiceBox.disabled = !fits;
    practiceNote.textContent = fits ? t('lobby.practice.hint') : t('lobby.practice.needsBot');
  }

  function config() {
    const mode = currentMode();
    saveExtra();
    let extraOptions = {};
    if (extra) {
      try {
        const value = extra.handle.read();
        if (value && typeof value === 'object') extraOptions = value;
      } catch (err) {
        console.warn('lobbyOptions read failed', err);
      }
    }
    return {
      game: cfg.game,
      options: { ...extraOptions, mode: mode.id, players: cfg.players },
      seed: parseSeed(cfg.seed),
      seats: cfg.seats.slice(0, cfg.players).map((s) => ({
        ...parseSeat(s.kind), name: s.name.trim(),
      })),
      seatNames: mode.seat_names || [],
      settings: { confirm: cfg.confirm, practice: cfg.practice && !practiceBox.disabled },
    };
  }

  async function start() {
    save(cfg);
    if (!loadedRenderer(cfg.game)) {
      // Its extra options (lobbyOptions) are part of the game's options: draw them first.
      await rendererFor(cfg.game).then(render, () => {});
    }
    if (!engineReady) {
      waiting = true;
      drawEngine();
      return;
    }
    onStart(config());
  }

  // What the engine is doing, drawn by drawEngine (again after a language switch).
  const engine = { state: 'booting', text: '', fraction: undefined, heard: false, version: '', message: '' };

  function drawEngine() {
    if (engine.state === 'ready') {
      engineBox.className = 'engine-status ready';
      barFill.style.width = '100%';
      statusText.textContent = engine.version ? `${t('engine.ready')} · ${engine.version}` : t('engine.ready');
    } else if (engine.state === 'failed') {
      engineBox.className = 'engine-status failed';
      statusText.textContent = `${t('engine.failed', { message: engine.message })} ${t('engine.retry')}`;
    } else {
      const known = engine.fraction >= 0;
      engineBox.className = ['engine-status booting', engine.heard && !known && 'indeterminate'].filter(Boolean).join(' ');
      statusText.textContent = engine.text || t('engine.booting');
      barFill.style.width = known ? `${Math.round(Math.min(1, engine.fraction) * 100)}%` : '';
    }
    startBtn.disabled = engine.state === 'failed' || waiting;
    startBtn.textContent = waiting ? t('lobby.waiting') : t('lobby.start');
  }

  /** Which lobby control had the focus (by id or name), to give it back after a rebuild. */
  function focusKey() {
    const el = document.activeElement;
    if (!el || !root.contains(el)) return null;
    if (el.id) return `#${CSS.escape(el.id)}`;
    if (el.name) return `${el.tagName.toLowerCase()}[name="${CSS.escape(el.name)}"]`;
    return null;
  }

  /** Draw the choices and the saved list again (a game loaded), keeping the focus where it was. */
  function redraw() {
    const focus = focusKey();
    render();
    savedList.render();
    const again = focus && root.querySelector(focus);
    if (again && again !== document.activeElement) again.focus({ preventScroll: true });
  }

  build();
  render();
  drawEngine();

  return {
    /**
     * The lobby is on screen: from now on the games it shows load (the chosen one and those in the
     * saved list). The first time, the page's boot is over: body[data-lobby="ready"] and the
     * performance mark "tabletop:lobby-ready" say so (tests and build.py bench read them).
     */
    activate() {
      if (!active) {
        active = true;
        document.body.dataset.lobby = 'ready';
        performance.mark('tabletop:lobby-ready');
      }
      redraw();
    },
    /** What the lobby offers changed (the engine answered `games` or `bots`): draw it again. */
    refresh() {
      render();
      savedList.render();
    },
    /** The saved games, newest first: [{id, save} | {id, damaged}] (saves.list()). */
    setSaves(entries) {
      savedList.render(entries || []);
    },
    /** Mark one saved game (just imported) for a moment. */
    highlight(id) {
      savedList.highlight(id);
    },
    /** Boot progress: {text (already in the page's language), fraction}; the shell sends it again after a switch. */
    setProgress({ text, fraction }) {
      if (engine.state !== 'booting') return;
      engine.text = text || '';
      engine.fraction = fraction;
      engine.heard = true;
      drawEngine();
    },
    setReady(version) {
      engineReady = true;
      Object.assign(engine, { state: 'ready', version: version || '' });
      const go = waiting;
      waiting = false;
      drawEngine();
      if (go) onStart(config());
    },
    setFailed(message) {
      Object.assign(engine, { state: 'failed', message: String(message ?? '') });
      drawEngine();
    },
    /**
     * Build the lobby again in the page's language now (after a live language switch). What the
     * player chose stays: it lives in cfg (and the renderer's extra options are read back first).
     */
    relabel() {
      saveExtra();
      extra = null;
      heroFor = null;
      const focus = focusKey();
      clear(root);
      build();
      render();
      savedList.render();
      drawEngine();
      const again = focus && root.querySelector(focus);
      if (again) again.focus({ preventScroll: true });
    },
    focus() {
      startBtn.focus({ preventScroll: true });
    },
    /** The game chosen now (the top bar's Rules button opens its rules while the lobby shows). */
    chosen() {
      return currentGame().id;
    },
  };
}
