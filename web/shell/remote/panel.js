// The host's panel of players on other devices (issue 35), above the table while its game has such
// seats: for each, the invitation to scan or paste on their phone, the field for their answer, and
// what became of the link (waiting, connected, lost). A lost seat waits for a new invitation, or
// the host lets a bot play it, or plays it on this screen, and can give it back later.
// The seat's messages: host.js; the link itself: link.js.
import { h, clear, toast } from '../../dom.js';
import { t } from '../../i18n.js';
import './strings.js';
import { createInvite } from './link.js';
import { hostSeat } from './host.js';
import { drawCode } from './qr.js';
import { canScan, openScanner } from './scan.js';

/**
 * session: the page's session (session.js); g: its game, with remote seats; nameOf(g, seat);
 * root: the table's section (the panel goes first in it). Returns {close(why), relabel()}; the panel
 * closes itself when the game leaves the table.
 */
export function openPanel({ session, g: first, nameOf, root }) {
  let g = first;
  const referee = session.referee;
  const rows = new Map(); // seat -> {state, invite, link, answerText, error}
  const box = h('section', { class: 'remote-panel panel', 'aria-labelledby': 'remote-heading' });
  root.prepend(box);
  let open = true;
  let later = false; // the host put the invitations aside for now
  let scanner = null; // the camera view reading a guest's answer, while open

  const seatsAway = () => g.seats.map((s, i) => i).filter((i) => g.seats[i].remote || (rows.get(i) && rows.get(i).moved));

  async function invite(seat) {
    const row = rows.get(seat) || {};
    if (row.invite) row.invite.close();
    if (row.link) row.link.close();
    Object.assign(row, { state: 'making', invite: null, link: null, error: null, answerText: '' });
    rows.set(seat, row);
    draw();
    try {
      if (typeof RTCPeerConnection === 'undefined') throw Object.assign(new Error('no WebRTC'), { code: 'unsupported' });
      row.invite = await createInvite();
    } catch (err) {
      row.state = 'failed';
      row.error = err;
      draw();
      return;
    }
    row.state = 'waiting';
    draw();
  }

  async function take(seat, text) {
    const row = rows.get(seat);
    if (!row || !row.invite) return;
    row.state = 'connecting';
    row.error = null;
    draw();
    let channel;
    try {
      channel = await row.invite.accept(text);
    } catch (err) {
      row.state = 'waiting';
      row.error = err;
      draw();
      return;
    }
    if (!open || referee.game !== g) { channel.close(); return; }
    seatOn(seat, channel);
    row.invite = null;
    row.state = 'connected';
    toast(() => t('remote.joined', { name: nameOf(g, seat) }), 'good');
    draw();
  }

  /** Seat `seat` of the game on the table is played over `channel`, an open link. */
  function seatOn(seat, channel) {
    const row = rows.get(seat);
    row.link = hostSeat({
      referee, seat, channel,
      onLost: () => {
        if (!open) return;
        row.link = null;
        row.state = 'lost';
        later = false; // the game waits for them: the host sees what to do
        toast(() => t('remote.left', { name: nameOf(g, seat) }), 'error', 8000);
        draw();
      },
    });
  }

  /**
   * The next game on the table (Play again, or another game opened): each of its seats on another
   * device whose device is still linked goes on playing on it (a new welcome); the others get an
   * invitation, and links to seats no longer away are closed.
   */
  function adopt(next) {
    const kept = new Map();
    for (const [seat, row] of rows) {
      if (row.link) kept.set(seat, row.link.detach());
      if (row.invite) row.invite.close();
    }
    rows.clear();
    g = next;
    for (const seat of seatsAway()) rows.set(seat, { state: 'making' });
    for (const [seat, channel] of kept) {
      if (rows.has(seat)) {
        rows.get(seat).state = 'connected';
        seatOn(seat, channel);
      } else {
        channel.send({ type: 'bye', why: 'moved' });
        channel.close();
      }
    }
    for (const seat of seatsAway()) if (rows.get(seat).state === 'making') invite(seat);
    draw();
  }

  /** The seat goes to a bot, to this screen, or back to its device (`to`: 'bot' | 'here' | 'device'). */
  function hand(seat, to) {
    const row = rows.get(seat);
    const was = g.seats[seat];
    if (row.link) row.link.close('moved');
    row.link = null;
    if (to === 'bot') g.seats[seat] = { kind: 'bot', bot: 'hard', name: was.name || '' };
    else g.seats[seat] = { kind: 'human', bot: null, name: was.name || '', ...(to === 'device' ? { remote: true } : {}) };
    row.moved = to !== 'device';
    row.state = to === 'device' ? 'making' : to;
    session.serial(async () => {
      if (referee.game !== g) return;
      g.version++;
      await referee.look(g);
    });
    if (to === 'device') invite(seat);
    else draw();
  }

  function rowOf(seat, brief) {
    const row = rows.get(seat);
    const name = nameOf(g, seat);
    const state = h('span', { class: 'remote-state', 'data-state': row.state }, t(`remote.state.${row.state === 'failed' ? 'lost' : row.state}`));
    const parts = [h('h3', { class: 'remote-name' }, name, ' ', state)];
    if (brief) return h('li', { class: 'remote-seat', 'data-seat': String(seat), 'data-state': row.state }, parts);
    if (row.state === 'waiting' || row.state === 'connecting') {
      const code = row.invite.text;
      const answer = h('textarea', {
        class: 'remote-answer', rows: 2, spellcheck: 'false', autocomplete: 'off', 'data-seat': String(seat),
        placeholder: t('remote.answer.placeholder'), 'aria-label': t('remote.answer', { name }),
      });
      answer.value = row.answerText || '';
      answer.addEventListener('input', () => { row.answerText = answer.value; });
      const takeBtn = h('button', {
        type: 'button', class: 'btn btn-primary remote-take', disabled: row.state === 'connecting',
        onclick: () => take(seat, answer.value),
      }, t('remote.answer.take'));
      // the camera reads the guest's QR code: its text is taken as a pasted answer would be
      const scanBtn = canScan() && row.state === 'waiting' ? h('button', {
        type: 'button', class: 'btn remote-scan-open', 'data-seat': String(seat), 'aria-label': t('remote.scan.answerOf', { name }),
        onclick: () => {
          scanner = openScanner({
            label: t('remote.scan.answerOf', { name }),
            onText: (text) => {
              if (!open || row.state !== 'waiting') return;
              row.answerText = text;
              take(seat, text);
            },
            onClose: () => { scanner = null; },
          });
        },
      }, t('remote.scan.answer')) : null;
      parts.push(
        h('div', { class: 'remote-invite' },
          // a link to this site holding the code: a phone's camera opens it and the page answers
          h('figure', { class: 'remote-qr' }, drawCode(joinLink(code), t('remote.invite', { name }))),
          h('div', { class: 'remote-texts' },
            h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('remote.invite', { name })),
              h('textarea', { class: 'remote-code', readonly: true, rows: 3, spellcheck: 'false', 'data-seat': String(seat) }, code)),
            h('button', { type: 'button', class: 'btn', onclick: () => copy(code, 'remote.invite.copied') }, t('remote.invite.copy')),
            h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('remote.answer', { name })), answer),
            h('div', { class: 'remote-actions' }, takeBtn, scanBtn))),
      );
    }
    if (row.error) parts.push(h('p', { class: 'remote-error', role: 'alert' }, messageOf(row.error)));
    const actions = [];
    if (row.state === 'lost' || row.state === 'failed') actions.push(['again', () => invite(seat)]);
    if (['lost', 'failed', 'waiting', 'connected'].includes(row.state)) actions.push(['toBot', () => hand(seat, 'bot')], ['toHere', () => hand(seat, 'here')]);
    if (row.state === 'bot' || row.state === 'here') actions.push(['backToDevice', () => hand(seat, 'device')]);
    if (actions.length) {
      parts.push(h('div', { class: 'remote-actions' }, actions.map(([key, fn]) => h('button', {
        type: 'button', class: 'btn btn-quiet', 'data-action': key, onclick: fn,
      }, t(`remote.${key}`)))));
    }
    return h('li', { class: 'remote-seat', 'data-seat': String(seat), 'data-state': row.state }, parts);
  }

  function draw() {
    if (!open) return;
    clear(box);
    const away = seatsAway();
    const allIn = away.every((s) => ['connected', 'bot', 'here'].includes((rows.get(s) || {}).state));
    if (allIn) later = false;
    // waiting: the invitations over the table; 'later': one line (the host plays meanwhile)
    box.dataset.all = allIn ? 'connected' : later ? 'later' : 'waiting';
    box.append(h('h2', { class: 'panel-title', id: 'remote-heading' }, t('remote.panel')));
    if (!allIn && !later) box.append(h('p', { class: 'remote-hint' }, t('remote.panel.hint')));
    box.append(h('ol', { class: 'remote-seats' }, away.map((seat) => rowOf(seat, later))));
    if (!allIn) {
      box.append(h('button', {
        type: 'button', class: 'btn btn-quiet remote-later', onclick: () => { later = !later; draw(); },
      }, t(later ? 'remote.show' : 'remote.later')));
    }
  }

  function close(why = 'left') {
    if (!open) return;
    open = false;
    if (scanner) scanner.close();
    for (const row of rows.values()) {
      if (row.link) row.link.close(why);
      if (row.invite) row.invite.close();
    }
    box.remove();
    window.removeEventListener('pagehide', onHide);
  }
  const onHide = () => close('left');
  window.addEventListener('pagehide', onHide);

  // every seat has its row before the first is drawn (each invitation takes a moment to make)
  for (const seat of seatsAway()) rows.set(seat, { state: 'making' });
  for (const seat of seatsAway()) invite(seat);
  draw();
  return {
    close,
    adopt,
    relabel: draw,
    /** What a bot choosing looks like on every connected device. */
    thinking(on) { for (const row of rows.values()) if (row.link) row.link.thinking(on); },
    /** The live links, by seat (tests and the bench read their byte counts). */
    links: () => new Map([...rows].filter(([, r]) => r.link).map(([s, r]) => [s, r.link])),
  };
}

/** This site's address with the invitation (boot.js opens the join dialog for `#join=`). */
function joinLink(code) {
  const here = new URL(window.location.href);
  here.hash = `join=${code}`;
  here.search = '';
  return here.href;
}

function messageOf(err) {
  if (err && err.code === 'unreachable') return t('remote.unreachable');
  if (err && err.code === 'unsupported') return t('remote.unsupported');
  if (err && err.code === 'bad_code') return t(`remote.code.${err.why || 'damaged'}`);
  if (err && err.code === 'used') return t('remote.code.used');
  return String((err && err.message) || err);
}

async function copy(text, doneKey) {
  try {
    await navigator.clipboard.writeText(text);
    toast(() => t(doneKey), 'good');
  } catch {
    /* no clipboard (an insecure page): the text stays selectable */
  }
}

export { messageOf, copy };
