// The lobby: pick a game, mode, players, who sits in each seat, and a seed.
// Choices are remembered in localStorage. Works while the engine is still booting.
import { h, clear } from './dom.js';
import { t } from './i18n.js';
import { rendererFor, renderers } from './games/registry.js';

const STORE = 'tabletop.lobby.v1';
const KINDS = ['human', 'bot:greedy', 'bot:random'];
const MAX_SEATS = 8;

function load() {
  try {
    return JSON.parse(localStorage.getItem(STORE)) || {};
  } catch {
    return {};
  }
}

function save(cfg) {
  try {
    localStorage.setItem(STORE, JSON.stringify(cfg));
  } catch {
    /* private mode: nothing to remember */
  }
}

/** "42" -> 42; any other text -> a stable 31-bit number; "" -> undefined. */
export function parseSeed(text) {
  const s = String(text ?? '').trim();
  if (!s) return undefined;
  if (/^\d{1,15}$/.test(s)) return Number(s);
  let hash = 2166136261;
  for (const ch of s) {
    hash ^= ch.codePointAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash & 0x7fffffff;
}

/** "human" | "bot" | "bot:random" -> {kind, bot} */
export function parseSeat(spec) {
  const s = String(spec || 'human').trim().toLowerCase();
  if (s === 'human') return { kind: 'human', bot: null };
  const bot = s.startsWith('bot:') ? s.slice(4) : 'greedy';
  return { kind: 'bot', bot: ['random', 'greedy'].includes(bot) ? bot : 'greedy' };
}

export function createLobby(root, { onStart, onRules }) {
  const saved = load();
  const cfg = {
    game: saved.game || 'betta',
    mode: saved.mode || null,
    players: saved.players || 2,
    seed: saved.seed || '',
    seats: Array.from({ length: MAX_SEATS }, (_, i) => ({
      kind: (saved.seats && saved.seats[i] && KINDS.includes(saved.seats[i].kind)) ? saved.seats[i].kind : (i === 0 ? 'human' : 'bot:greedy'),
      name: (saved.seats && saved.seats[i] && typeof saved.seats[i].name === 'string') ? saved.seats[i].name.slice(0, 40) : '',
    })),
  };
  let games = Object.values(renderers).map((r) => r.info);
  let engineReady = false;
  let waiting = false;

  const gameSel = h('select', { id: 'lobby-game', name: 'game' });
  const modeSel = h('select', { id: 'lobby-mode', name: 'mode' });
  const playersBox = h('div', { class: 'segmented', role: 'radiogroup', 'aria-labelledby': 'lobby-players-label' });
  const seatsBox = h('div', { class: 'seats' });
  const summary = h('p', { class: 'lobby-summary' });
  const seedInput = h('input', {
    id: 'lobby-seed', name: 'seed', type: 'text', inputmode: 'numeric', autocomplete: 'off',
    placeholder: t('lobby.seed.placeholder'), maxlength: 32, value: cfg.seed,
  });
  const startBtn = h('button', { type: 'submit', class: 'btn btn-primary btn-big', id: 'start-game' }, t('lobby.start'));
  const rulesBtn = h('button', { type: 'button', class: 'btn btn-quiet', onclick: () => onRules(cfg.game) }, t('lobby.rules'));
  const barFill = h('span', { class: 'bar-fill' });
  const statusText = h('span', { class: 'engine-text' }, t('engine.booting'));
  const engineBox = h('div', { class: 'engine-status booting', role: 'status', 'aria-live': 'polite' },
    h('span', { class: 'bar', 'aria-hidden': 'true' }, barFill), statusText);

  const form = h('form', { class: 'lobby-card panel', 'aria-labelledby': 'lobby-heading' },
    h('h2', { id: 'lobby-heading' }, t('lobby.heading')),
    h('div', { class: 'field-row' },
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('lobby.game')), gameSel),
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('lobby.mode')), modeSel)),
    h('div', { class: 'field' }, h('span', { class: 'field-label', id: 'lobby-players-label' }, t('lobby.players')), playersBox),
    h('div', { class: 'field' }, h('span', { class: 'field-label' }, t('lobby.seats')), seatsBox, summary),
    h('label', { class: 'field seed-field' }, h('span', { class: 'field-label' }, t('lobby.seed')), seedInput,
      h('span', { class: 'field-hint' }, t('lobby.seed.hint'))),
    h('div', { class: 'lobby-actions' }, startBtn, rulesBtn),
    engineBox);

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    start();
  });
  gameSel.addEventListener('change', () => { cfg.game = gameSel.value; cfg.mode = null; render(); });
  modeSel.addEventListener('change', () => { cfg.mode = modeSel.value; render(); });
  seedInput.addEventListener('input', () => { cfg.seed = seedInput.value; save(cfg); });

  root.append(h('div', { class: 'lobby' },
    h('div', { class: 'lobby-hero' }, h('div', { class: 'hero-art', id: 'hero-art' }),
      h('h1', { id: 'hero-title' }, t('app.title')), h('p', { id: 'hero-tagline' }, t('app.tagline'))),
    form));

  const heroFish = () => {
    const art = root.querySelector('#hero-art');
    const r = rendererFor(cfg.game);
    clear(art);
    if (r) [0, 1, 2, 3].forEach((i) => art.append(r.seatIcon(i)));
    root.querySelector('#hero-title').textContent = currentGame().name || t('app.title');
    root.querySelector('#hero-tagline').textContent = (r && r.info.tagline) || t('app.tagline');
  };

  function currentGame() {
    return games.find((g) => g.id === cfg.game) || games[0];
  }

  function currentMode() {
    const g = currentGame();
    const r = rendererFor(g.id);
    const modes = g.modes.filter((m) => !r || r.supportsMode(m.id));
    return modes.find((m) => m.id === cfg.mode) || modes[0];
  }

  function render() {
    const g = currentGame();
    cfg.game = g.id;
    const r = rendererFor(g.id);
    clear(gameSel);
    for (const game of games) gameSel.append(h('option', { value: game.id, selected: game.id === g.id }, game.name));
    const modes = g.modes.filter((m) => !r || r.supportsMode(m.id));
    const mode = currentMode();
    cfg.mode = mode.id;
    clear(modeSel);
    for (const m of modes) modeSel.append(h('option', { value: m.id, selected: m.id === mode.id }, m.name));
    const [min, max] = mode.players;
    cfg.players = Math.min(max, Math.max(min, Number(cfg.players) || min));
    clear(playersBox);
    for (let n = min; n <= max; n++) {
      const id = `players-${n}`;
      const input = h('input', { type: 'radio', name: 'players', id, value: String(n), checked: n === cfg.players });
      input.addEventListener('change', () => { cfg.players = n; render(); });
      playersBox.append(input, h('label', { for: id }, String(n)));
    }
    renderSeats(mode, r);
    heroFish();
    save(cfg);
  }

  function renderSeats(mode, r) {
    clear(seatsBox);
    for (let i = 0; i < cfg.players; i++) {
      const seat = cfg.seats[i];
      const seatName = (mode.seat_names && mode.seat_names[i]) || (r ? r.seatLabel(i) : `Seat ${i + 1}`);
      const nameInput = h('input', {
        type: 'text', class: 'seat-name', name: `name-${i}`, maxlength: 40, autocomplete: 'off',
        placeholder: seatName, value: seat.name, 'aria-label': t('lobby.nameLabel', { seat: seatName }),
      });
      nameInput.addEventListener('input', () => { seat.name = nameInput.value; save(cfg); });
      const kindSel = h('select', { class: 'seat-kind', name: `kind-${i}`, 'aria-label': t('lobby.kindLabel', { seat: seatName }) },
        KINDS.map((k) => h('option', { value: k, selected: k === seat.kind }, t(`lobby.kind.${k}`))));
      const note = h('span', { class: 'seat-note' }, t(`lobby.note.${seat.kind}`));
      kindSel.addEventListener('change', () => { seat.kind = kindSel.value; note.textContent = t(`lobby.note.${seat.kind}`); save(cfg); updateSummary(); });
      seatsBox.append(h('div', { class: 'seat-row', 'data-seat': String(i), 'data-colour': r ? r.seatColour(i) : undefined },
        h('span', { class: 'seat-icon' }, r ? r.seatIcon(i) : null),
        h('span', { class: 'seat-label' }, seatName),
        nameInput, kindSel, note));
    }
    updateSummary();
  }

  function updateSummary() {
    const seats = cfg.seats.slice(0, cfg.players);
    const humans = seats.filter((s) => s.kind === 'human').length;
    const bots = seats.length - humans;
    if (humans === 0) summary.textContent = t('lobby.spectate');
    else if (humans === 1) summary.textContent = t('lobby.solo', { bots: bots === 1 ? t('lobby.onebot') : t('lobby.manybots', { n: bots }) });
    else summary.textContent = t('lobby.hotseat', { count: humans });
  }

  function config() {
    const mode = currentMode();
    return {
      game: cfg.game,
      options: { mode: mode.id, players: cfg.players },
      seed: parseSeed(cfg.seed),
      seats: cfg.seats.slice(0, cfg.players).map((s, i) => ({
        ...parseSeat(s.kind), name: s.name.trim(),
      })),
      seatNames: mode.seat_names || [],
    };
  }

  async function start() {
    save(cfg);
    if (!engineReady) {
      waiting = true;
      startBtn.textContent = t('lobby.waiting');
      startBtn.disabled = true;
      return;
    }
    onStart(config());
  }

  render();

  return {
    /** The engine's `games` list replaces the built-in one (only games we can draw). */
    setGames(list) {
      const drawable = (list || []).filter((g) => rendererFor(g.id));
      if (drawable.length) games = drawable;
      render();
    },
    setProgress({ text, fraction }) {
      statusText.textContent = text || t('engine.booting');
      engineBox.classList.toggle('indeterminate', !(fraction >= 0));
      barFill.style.width = fraction >= 0 ? `${Math.round(Math.min(1, fraction) * 100)}%` : '';
    },
    setReady(version) {
      engineReady = true;
      engineBox.className = 'engine-status ready';
      barFill.style.width = '100%';
      statusText.textContent = version ? `${t('engine.ready')} · ${version}` : t('engine.ready');
      if (waiting) {
        waiting = false;
        startBtn.disabled = false;
        startBtn.textContent = t('lobby.start');
        onStart(config());
      }
    },
    setFailed(message) {
      engineBox.className = 'engine-status failed';
      statusText.textContent = `${t('engine.failed', { message })} ${t('engine.retry')}`;
      startBtn.disabled = true;
    },
    focus() {
      startBtn.focus({ preventScroll: true });
    },
  };
}
