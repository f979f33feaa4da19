// Formula D's table (being built, issue #16; not in the registry yet): the circuit with the cars, the
// dashboards, and the cockpit of the car to move: its gear (each with its die's range and what skipping
// down costs), where to go (every end on the circuit and in a list, each with its path and costs), a
// slipstream, tyres, the pit, the car's construction.
import { h, s, clear } from '../../dom.js';
import { sender, legalMoves, seatsOf } from '../kit.js';
import { card } from './card.js';
import { t, tn } from '../../i18n.js';
import { drawCircuit, spacesOf, drawCar, drawPath, drawTarget, drawMarker } from './circuit.js';
import './strings.js';

export const stylesheet = new URL('./style.css', import.meta.url).href;
export const usesPreviews = false; // the cockpit lists the moves and their costs itself
export const confirmsMoves = true; // a destination is chosen, then driven to with its own button
export const publicHands = true; // nothing is hidden in a race (the dice to come are no one's): no pass screen between humans

const CAR_FILL = {
  pink: '#d6336c', blue: '#1c7ed6', green: '#2b8a3e', yellow: '#c8960c', violet: '#7a4fc4',
  orange: '#e8590c', teal: '#0c8599', plum: '#862e9c', lime: '#5c940d', slate: '#495057',
};
const CATEGORIES = ['tyres', 'brakes', 'gearbox', 'body', 'engine', 'handling'];

/** A car's colour, name and badge (its number in its colour): data of the card (card.js `seats`). */
export const { seatIcon, seatLabel, seatColour } = seatsOf(card);

export { rulesPanel } from './rules.js';

export function tiebreakLines() {
  return [];
}

/** Score-panel rows: the place now (big), the gear and the wear points left; the finish or the way out. */
export function players(view) {
  const order = raceOrder(view);
  return view.cars.map((c) => ({
    seat: c.seat,
    // the big number is the car's place in the race (the laps are the note under the name)
    score: c.status === 'finished' ? t('formulad.place', { n: c.rank })
      : c.status === 'racing' ? t('formulad.place', { n: order.indexOf(c.seat) + 1 }) : t('formulad.placeNone'),
    detail: c.status === 'finished' ? t('formulad.detail.finished', { n: c.rank })
      : c.status === 'racing' ? t('formulad.detail.racing', { p: order.indexOf(c.seat) + 1, gear: c.gear || 1, wp: wpLeft(c.wp) })
        : t('formulad.detail.out'),
    note: t('formulad.lapsNote', { n: c.laps, of: view.options.laps }),
    out: c.status !== 'racing', // finished or eliminated: no move left (the shell offers to skip to the end)
  }));
}

/** The lobby's options: laps, and each optional rule (the advanced ones only in that mode). */
export function lobbyOptions(modeId, saved) {
  const o = saved || {};
  const box = (name, on) => {
    const id = `formulad-${name}`;
    const input = h('input', { type: 'checkbox', id, name });
    input.checked = Boolean(on);
    return { input, node: h('label', { class: 'fd-check', for: id }, input, ' ', t(`formulad.lobby.${name}`)) };
  };
  const laps = h('select', { id: 'formulad-laps', name: 'laps' }, [1, 2, 3].map((n) => h('option', { value: String(n) }, tn('formulad.lobby.lapsN', n))));
  laps.value = String(o.laps || 1);
  const flags = ['nitro', 'qualifying', 'team_race'].concat(modeId === 'advanced'
    ? ['weather', 'tyre_choice', 'technical_pit_stops', 'car_construction'] : []);
  const boxes = Object.fromEntries(flags.map((f) => [f, box(f, o[f])]));
  // the advanced game's two readings: the construction caps and soft tyres in the rain
  const choice = (name, values) => {
    const select = h('select', { id: `formulad-${name}`, name }, values.map((v) => h('option', { value: v }, t(`formulad.lobby.${name}.${v}`))));
    select.value = values.includes(o[name]) ? o[name] : values[0];
    return { select, node: h('label', { for: `formulad-${name}` }, t(`formulad.lobby.${name}`), ' ', select) };
  };
  const readings = modeId === 'advanced'
    ? [choice('construction_caps', ['bga', 'official']), choice('soft_rain_multiplier', ['seed', 'masters'])] : [];
  const node = h('fieldset', { class: 'field fd-lobby-options' },
    h('legend', {}, t('formulad.lobby.legend')),
    h('label', { for: 'formulad-laps' }, t('formulad.lobby.laps'), ' ', laps),
    flags.map((f) => boxes[f].node),
    readings.map((r) => r.node));
  return {
    node,
    read() {
      const out = { laps: Number(laps.value) };
      for (const f of flags) if (boxes[f].input.checked) out[f] = true;
      for (const r of readings) if (r.select.selectedIndex > 0) out[r.select.name] = r.select.value;
      return out;
    },
  };
}

// ---------------------------------------------------------------- words

const wpLeft = (wp) => (typeof wp === 'number' ? wp : CATEGORIES.reduce((n, c) => n + wp[c], 0));

/** A gear's odds (the engine's odds.py: of its die's faces, how many stop in a corner, overshoot one,
 * meet cars in the way, put the car out), compact: each outcome that can happen, as faces/faces. */
const ODDS = ['corner', 'overshoot', 'blocked', 'out'];

function oddsLine(odds) {
  const shown = ODDS.filter((k) => odds[k] > 0);
  const line = h('span', { class: 'fd-odds' });
  if (!shown.length) line.append(h('span', { class: 'fd-odd', 'data-kind': 'clear' }, t('formulad.odds.clear')));
  for (const k of shown) {
    line.append(h('span', { class: 'fd-odd', 'data-kind': k, 'data-faces': String(odds[k]) },
      t(`formulad.odds.${k}`, { k: odds[k], n: odds.faces })));
  }
  return line;
}

/** The same odds in words, for a screen reader: every outcome, zero or not ("out" only when it can happen). */
function oddsSaid(odds) {
  const said = ODDS.filter((k) => k !== 'out' || odds.out > 0)
    .map((k) => t(`formulad.odds.say.${k}`, { k: odds[k], n: odds.faces }));
  return `${said.join('; ')}.`;
}

function costText(cost) {
  if (!cost || (typeof cost === 'number' && cost === 0)) return t('formulad.free');
  if (typeof cost === 'number') return t('formulad.wpN', { n: cost });
  const parts = Object.entries(cost).filter(([, k]) => k).map(([c, k]) => t(`formulad.wpCat.${c}`, { n: k }));
  return parts.length ? parts.join(', ') : t('formulad.free');
}

/** The race order now: laps, then the row (pit spaces just past row 100), then the gear. */
function raceOrder(view) {
  const rows = view.circuit.rows;
  const rowOf = (c) => {
    const sp = view.circuit.spaces.find((x) => x[0] === c.space);
    if (!sp) return -1;
    return sp[3] === 't' ? sp[4] : 100.5;
  };
  const racing = view.cars.filter((c) => c.status === 'racing' && c.space !== null);
  racing.sort((a, b) => (b.laps * rows + rowOf(b)) - (a.laps * rows + rowOf(a)) || b.gear - a.gear);
  const finished = view.finished || [];
  return [...finished, ...racing.map((c) => c.seat)];
}

// ---------------------------------------------------------------- the table

export function mount(root, ctx) {
  const st = { view: null, canAct: false, busy: false, chosen: null, spaces: null, circuitOf: null, svg: null, layer: null, closeUp: true };

  const circuitBox = h('div', { class: 'fd-circuit-box' });
  const zoomBtn = h('button', { type: 'button', class: 'btn btn-small fd-zoom', id: 'fd-zoom', onclick: () => { st.closeUp = !st.closeUp; render(); } });
  const title = h('h2', { class: 'fd-title', id: 'fd-cockpit-title' });
  const guide = h('p', { class: 'fd-guide', 'aria-live': 'polite' });
  const controls = h('div', { class: 'fd-controls', role: 'group', 'aria-labelledby': 'fd-cockpit-title' });
  const detail = h('div', { class: 'fd-detail', 'aria-live': 'polite' });
  const dash = h('div', { class: 'fd-dashboards' });
  const weather = h('p', { class: 'fd-weather' });
  const board = h('div', { class: 'formulad-board' },
    h('section', { class: 'fd-track-section', 'aria-label': t('formulad.circuit') }, circuitBox, zoomBtn),
    h('section', { class: 'fd-cockpit', 'aria-labelledby': 'fd-cockpit-title' }, title, guide, controls, detail),
    h('section', { class: 'fd-cars-section', 'aria-label': t('formulad.cars') }, weather, dash));
  root.append(board);

  const me = () => (st.view && st.view.to_move !== null ? st.view.cars[st.view.to_move] : null);

  const send = sender(ctx, st, { played: () => { st.chosen = null; }, after: () => render() });

  function ensureCircuit() {
    if (st.circuitOf === st.view.circuit.name && st.svg) return;
    clear(circuitBox);
    st.svg = drawCircuit(st.view.circuit, { label: t('formulad.circuitLabel', { name: st.view.circuit.name }) });
    st.spaces = spacesOf(st.view.circuit);
    st.layer = s('g', { class: 'fd-layer' });
    st.svg.append(st.layer);
    circuitBox.append(st.svg);
    st.circuitOf = st.view.circuit.name;
  }

  /** The moves the cockpit offers now, with what each would do (from the view's priced options). */
  function options() {
    const v = st.view;
    if (!v || !v.pending) return [];
    const longestFirst = (a, b) => b.spaces - a.spaces || a.to - b.to;
    if (v.phase === 'slipstream') return (v.pending.slip_options || []).map((o) => ({ ...o, move: { slipstream: { to: o.to, spaces: o.slip } } })).sort(longestFirst);
    if (v.phase === 'move') {
      return (v.pending.options || []).map((o) => {
        const move = { to: o.to, spaces: o.spaces };
        if (o.nitro) move.nitro = true;
        if (o.soft) move.soft = true;
        if (o.blocked && o.brake > 3 && o.price && 'emergency_tyres' in o.price) move.tyres = o.price.emergency_tyres;
        return { ...o, move };
      }).sort(longestFirst);
    }
    return [];
  }

  function optionLabel(o) {
    const bits = [];
    const where = o.finish ? t('formulad.where.finish') : o.box ? t('formulad.where.box') : o.corner ? t('formulad.where.corner', { c: o.corner }) : '';
    const sp = st.spaces && st.spaces.get(o.to);
    const lane = sp && sp.kind === 't' && !o.finish ? t(`formulad.lane.${sp.lane}`) : '';
    bits.push([tn('formulad.spacesN', o.spaces), lane, where].filter(Boolean).join(' · '));
    if (o.nitro) bits.push(t('formulad.nitro'));
    if (o.soft) bits.push(t('formulad.soft'));
    if (o.overshoot) bits.push(t('formulad.overshootN', { n: o.overshoot }));
    if (o.brake) bits.push(t('formulad.brakeN', { n: o.brake }));
    if (o.dangerous) bits.push(t('formulad.testsN', { n: o.dangerous }));
    if (o.price && o.price.spin) bits.push(t('formulad.spin'));
    return bits.join(' · ');
  }

  function priceText(o) {
    const p = o.price || {};
    if ('wp' in p) return p.wp ? t('formulad.wpN', { n: p.wp }) : t('formulad.free');
    const car = me();
    const cost = {};
    if (car && typeof car.wp === 'object') {
      const tyres = car.wp.tyres - (p.spin ? 0 : p.tyres) + (p.emergency_tyres || 0);
      if (tyres > 0) cost.tyres = tyres;
    }
    if (p.brakes) cost.brakes = p.brakes;
    return costText(cost);
  }

  /** The part of the circuit to show: all of it, or a close-up of the car to move and its ends. */
  function frame(opts) {
    const car = me();
    if (!st.closeUp || !car || car.space === null || !st.spaces.get(car.space)) return '0 0 1000 700';
    const pts = [st.spaces.get(car.space), ...opts.map((o) => st.spaces.get(o.to))].filter(Boolean);
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    let w = Math.max(...xs) - Math.min(...xs) + 160;
    let hgt = Math.max(...ys) - Math.min(...ys) + 160;
    w = Math.max(w, 420, hgt * 10 / 7);
    hgt = w * 7 / 10;
    const cx = Math.min(1000 - w / 2, Math.max(w / 2, (Math.max(...xs) + Math.min(...xs)) / 2));
    const cy = Math.min(700 - hgt / 2, Math.max(hgt / 2, (Math.max(...ys) + Math.min(...ys)) / 2));
    return w >= 1000 ? '0 0 1000 700' : `${(cx - w / 2).toFixed(0)} ${(cy - hgt / 2).toFixed(0)} ${w.toFixed(0)} ${hgt.toFixed(0)}`;
  }

  function renderLayer(opts) {
    st.svg.setAttribute('viewBox', frame(opts));
    zoomBtn.textContent = st.closeUp ? t('formulad.wholeCircuit') : t('formulad.closeUp');
    zoomBtn.setAttribute('aria-pressed', st.closeUp ? 'true' : 'false');
    clear(st.layer);
    const v = st.view;
    for (const m of v.markers || []) st.layer.append(drawMarker(st.spaces.get(m)));
    if (st.canAct) {
      const seen = new Set();
      for (const o of opts) {
        if (seen.has(o.to)) continue;
        seen.add(o.to);
        const target = drawTarget(st.spaces.get(o.to), { free: !o.brake && !o.overshoot });
        target.addEventListener('click', () => { st.chosen = opts.findIndex((x) => x.to === o.to); render(); });
        st.layer.append(target);
      }
      const chosen = opts[st.chosen];
      const car = me();
      if (chosen && car) st.layer.append(drawPath(st.spaces, v.phase === 'slipstream' ? v.pending.chosen.to : car.space, v.phase === 'slipstream' ? chosen.path.slice(v.pending.chosen.path.length) : chosen.path));
    }
    for (const c of v.cars) {
      if (c.space === null || !['racing', 'wreck'].includes(c.status)) continue;
      st.layer.append(drawCar(st.spaces.get(c.space), {
        number: c.seat + 1, colour: CAR_FILL[seatColour(c.seat)], wreck: c.status === 'wreck',
        label: `${ctx.seatName(c.seat)}: ${t('formulad.gearN', { n: c.gear || 1 })}`,
      }));
    }
  }

  /** Why the car has no move it survives: the roll, what braking and overshooting cost, the points left. */
  function retireWhy(v, car, cause = null) {
    const rolled = t('formulad.retireWhy.rolled', { n: v.pending.allowance });
    const basic = !car || typeof car.wp === 'number';
    const vars = basic ? { wp: car ? car.wp : 0 } : { brakes: car.wp.brakes, tyres: car.wp.tyres };
    const key = ['blocked', 'overshoot'].includes(cause) ? `formulad.retireWhy.${cause}.${basic ? 'basic' : 'advanced'}`
      : `formulad.retireWhy.${basic ? 'basic' : 'advanced'}`;
    return `${rolled} ${t(key, vars)}`;
  }

  function button(label, onclick, attrs = {}) {
    return h('button', { type: 'button', class: 'btn', onclick, ...attrs }, label);
  }

  function renderCockpit(opts) {
    const v = st.view;
    clear(controls);
    clear(detail);
    const car = me();
    if (v.over) {
      title.textContent = t('formulad.raceOver');
      guide.textContent = '';
      return;
    }
    const name = car ? ctx.seatName(car.seat) : '';
    title.textContent = t(`formulad.phase.${v.phase}`, { name });
    if (!st.canAct) {
      guide.textContent = t('formulad.waiting', { name });
      return;
    }
    guide.textContent = t(`formulad.guide.${v.phase}`);
    if (v.phase === 'gear' || v.phase === 'qualifying') {
      for (const g of v.gears) {
        const label = [h('strong', {}, t('formulad.gearN', { n: g.gear })), h('span', { class: 'fd-sub' }, ` ${g.low}–${g.high} · ${costText(g.cost)}`)];
        const attrs = { 'data-gear': String(g.gear), class: 'btn fd-gear', 'data-colour': `gear${g.gear}` };
        let said = null;
        if (g.odds) {
          label.push(oddsLine(g.odds));
          // the button is named by what it shows; the odds in full words are its description
          said = h('span', { class: 'visually-hidden', id: `fd-odds-said-${g.gear}` }, oddsSaid(g.odds));
          attrs['aria-describedby'] = said.id;
        }
        controls.append(button(label, () => send({ gear: g.gear }), attrs));
        if (said) controls.append(said);
      }
      return;
    }
    if (v.phase === 'tyres') {
      for (const tyre of ['hard', 'soft', 'rain']) controls.append(button(t(`formulad.tyre.${tyre}`), () => send({ tyres: tyre }), { 'data-tyre': tyre }));
      return;
    }
    if (v.phase === 'pit_service') {
      legalMoves(ctx).then((moves) => {
        for (const m of moves) {
          const c = m.pit_service;
          const label = c.stop === 'tyres' ? t('formulad.pit.tyres', { tyre: t(`formulad.tyre.${c.tyres}`) })
            : t('formulad.pit.technical', { tyre: t(`formulad.tyre.${c.tyres}`), repair: Object.keys(c.repair).length ? costText(c.repair) : t('formulad.pit.noRepair') });
          controls.append(button(label, () => send(m)));
        }
      });
      return;
    }
    if (v.phase === 'construct') {
      controls.append(constructForm());
      return;
    }
    if (v.pending && v.pending.moves && v.pending.moves.length === 1 && v.pending.moves[0].retire) {
      controls.append(button(t('formulad.retire'), () => send({ retire: true }), { class: 'btn btn-danger', id: 'fd-retire' }));
      const why = h('p', { class: 'fd-retire-why', id: 'fd-retire-why' }, retireWhy(v, car));
      detail.append(why);
      // the engine knows which it is (blocked, or too fast through a corner): its preview of the retirement says
      ctx.call('preview', { move: { retire: true } }).then((p) => {
        const cause = p && p.text_say && p.text_say.cause && p.text_say.cause.id;
        if (why.isConnected && cause) why.textContent = retireWhy(v, car, cause.split('.').pop());
      }, () => {});
      return;
    }
    const list = h('ul', { class: 'fd-options' });
    opts.forEach((o, i) => {
      list.append(h('li', {}, h('button', {
        type: 'button', class: ['fd-option', i === st.chosen && 'chosen'], 'aria-pressed': i === st.chosen ? 'true' : 'false',
        'data-to': String(o.to), 'data-spaces': String(o.spaces), 'data-nitro': o.nitro ? 'true' : 'false',
        'data-soft': o.soft ? 'true' : 'false', 'data-tyres': 'tyres' in o.move ? String(o.move.tyres) : undefined,
        onclick: () => { st.chosen = i; render(); },
      }, h('span', { class: 'fd-option-what' }, optionLabel(o)), h('span', { class: 'fd-option-cost' }, priceText(o)))));
    });
    controls.append(list);
    if (v.phase === 'slipstream') controls.append(button(t('formulad.noSlipstream'), () => send({ slipstream: null }), { id: 'fd-no-slip' }));
    const chosen = opts[st.chosen];
    if (chosen) {
      detail.append(h('p', {}, optionLabel(chosen), ' — ', priceText(chosen)),
        button(v.phase === 'slipstream' ? t('formulad.slipstreamGo') : t('formulad.drive'), () => send(chosen.move), { class: 'btn btn-primary', id: 'fd-drive' }));
    }
  }

  function constructForm() {
    const v = st.view;
    const technical = v.options.technical_pit_stops;
    const total = technical ? 22 : 20;
    const inputs = {};
    const keys = technical ? [...CATEGORIES, 'repair'] : CATEGORIES;
    const start = { tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2, repair: 2 };
    const sum = h('p', { class: 'fd-sum' });
    const update = () => { sum.textContent = t('formulad.construct.sum', { n: keys.reduce((a, k) => a + Number(inputs[k].value || 0), 0), total }); };
    const rows = keys.map((k) => {
      inputs[k] = h('input', { type: 'number', min: k === 'repair' ? '0' : '1', max: k === 'repair' ? '2' : '20', value: String(start[k]), id: `fd-wp-${k}`, oninput: update });
      return h('label', { class: 'fd-wp-input', for: `fd-wp-${k}` }, t(`formulad.cat.${k}`), inputs[k]);
    });
    update();
    const go = button(t('formulad.construct.go'), () => {
      const wp = Object.fromEntries(keys.map((k) => [k, Number(inputs[k].value)]));
      send({ construct: wp });
    }, { class: 'btn btn-primary', id: 'fd-construct' });
    return h('div', { class: 'fd-construct' }, rows, sum, go);
  }

  function renderDashboards() {
    const v = st.view;
    clear(dash);
    weather.textContent = v.options.weather ? t('formulad.weatherNow', { w: t(`formulad.weather.${v.weather.now}`) }) : '';
    for (const seat of raceOrder(v).concat(v.cars.filter((c) => !['racing', 'finished'].includes(c.status)).map((c) => c.seat))) {
      const c = v.cars[seat];
      const wp = typeof c.wp === 'number'
        ? h('span', { class: 'fd-wp' }, t('formulad.wpN', { n: c.wp }))
        : h('span', { class: 'fd-wp' }, CATEGORIES.map((k) => h('span', { class: 'fd-wp-cat', 'data-cat': k }, `${t(`formulad.cat.${k}`)} ${c.wp[k]}`)));
      const status = c.status === 'finished' ? t('formulad.detail.finished', { n: c.rank })
        : c.status === 'racing' ? t('formulad.gearN', { n: c.gear || 1 }) : t('formulad.detail.out');
      const stops = c.status === 'racing' && c.corner
        ? t('formulad.stopsIn', { c: c.corner, n: c.stops, of: (v.circuit.corners.find((x) => x.name === c.corner) || {}).stops }) : '';
      const extras = [
        t('formulad.lapsNote', { n: c.laps, of: v.options.laps }),
        stops,
        v.options.tyre_choice ? t('formulad.tyresNow', { tyre: t(`formulad.tyre.${c.tyre}`) }) : '',
        v.options.nitro ? (c.nitro ? t('formulad.nitroReady') : t('formulad.nitroUsed')) : '',
      ].filter(Boolean).join(' · ');
      dash.append(h('div', { class: ['fd-dash', v.to_move === seat && 'to-move'], 'data-seat': String(seat), 'data-colour': seatColour(seat) },
        seatIcon(seat), h('span', { class: 'fd-dash-name' }, ctx.seatName(seat)),
        h('span', { class: 'fd-dash-status' }, status), wp,
        h('span', { class: 'fd-dash-laps' }, extras)));
    }
  }

  /** A key for the focused control, to find its new self after a redraw (the controls are drawn anew). */
  function focusKey() {
    const el = document.activeElement;
    if (!el || !board.contains(el)) return null;
    if (el.id) return `#${el.id}`;
    const d = el.dataset;
    if (d.to) return `.fd-option[data-to="${d.to}"][data-spaces="${d.spaces}"][data-nitro="${d.nitro}"][data-soft="${d.soft}"]`;
    if (d.gear) return `.fd-gear[data-gear="${d.gear}"]`;
    if (d.tyre) return `[data-tyre="${d.tyre}"]`;
    return null;
  }

  function render() {
    if (!st.view) return;
    const focused = focusKey();
    draw();
    if (focused) {
      const again = board.querySelector(focused);
      if (again) again.focus();
    }
  }

  function draw() {
    ensureCircuit();
    const opts = options();
    if (st.chosen !== null && !opts[st.chosen]) st.chosen = null;
    board.dataset.canAct = st.canAct && !st.busy ? 'true' : 'false';
    board.dataset.phase = st.view.phase;
    renderLayer(opts);
    renderCockpit(opts);
    renderDashboards();
  }

  return {
    update({ view, canAct }) {
      if (!st.view || view.history.length !== st.view.history.length) st.chosen = null;
      st.view = view;
      st.canAct = Boolean(canAct);
      render();
    },
    destroy() {
      board.remove();
    },
  };
}
