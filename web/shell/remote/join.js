// A guest joins a host's table from another device (issue 35): paste (or open a link holding) the
// invitation the host's screen shows, show the answer this device makes for the host to take, and
// once the link is up, this screen plays the seat the invitation was for (guest.js). If the link is
// lost, the same dialog takes a new invitation and the seat is played on from where it stands.
import { h, clear, toast } from '../../dom.js';
import { t } from '../../i18n.js';
import './strings.js';
import { answerInvite } from './link.js';
import { createGuestReferee, remember } from './guest.js';
import { drawCode } from './qr.js';
import { copy, messageOf } from './panel.js';
import { canScan, openScanner } from './scan.js';

let dialog = null; // the open join dialog: {root, close()}

/** The invitation in a pasted text: the code itself, or a link holding it (…#join=<code>). */
export function inviteIn(text) {
  const s = String(text || '').trim();
  const m = /[#&?]join=([^&\s]+)/.exec(s);
  return m ? decodeURIComponent(m[1]) : s;
}

/**
 * Open the join dialog. session: the page's session; engine: the page's engine (stateless ops);
 * rendererOf(gameId); frame: the page's frame (phases); code: an invitation already given (a link).
 * reason: why it opens (null, or 'lost': the link to the host was lost mid-game).
 */
export function openJoin({ session, engine, rendererOf, frame, code = '', reason = null }) {
  if (dialog) dialog.close();
  const root = h('div', { class: 'remote-join', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'join-heading' });
  const card = h('div', { class: 'overlay-card remote-join-card' });
  root.append(card);
  document.body.append(root);
  let answer = null;
  let closed = false;

  function close() {
    if (closed) return;
    closed = true;
    if (answer && !answer.joined) answer.close();
    root.remove();
    dialog = null;
  }

  /** Cancel: a device that was reconnecting stops trying (a reload then opens its own lobby). */
  function giveUp() {
    if (reason === 'lost') remember(false);
    close();
  }

  function ask(error = null, value = code) {
    clear(card);
    const input = h('textarea', {
      id: 'join-code', class: 'remote-code', rows: 4, spellcheck: 'false', autocomplete: 'off',
      placeholder: t('remote.join.placeholder'),
    });
    input.value = value;
    const go = h('button', { type: 'submit', class: 'btn btn-primary', id: 'join-go' }, t('remote.join.go'));
    // the camera reads the host's QR code: its text goes in the field and is answered, as if pasted
    const scan = canScan() ? h('button', {
      type: 'button', class: 'btn remote-scan-open', id: 'join-scan',
      onclick: () => openScanner({
        label: t('remote.scan.invite'),
        onText: (text) => { if (!closed) { input.value = text; respond(text); } },
      }),
    }, t('remote.scan.invite')) : null;
    const form = h('form', { class: 'remote-join-form' },
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, t('remote.join.paste')), input),
      scan,
      error ? h('p', { class: 'remote-error', role: 'alert' }, error) : null,
      h('div', { class: 'remote-actions' }, go,
        h('button', { type: 'button', class: 'btn btn-quiet', onclick: giveUp }, t('remote.join.cancel'))));
    form.addEventListener('submit', (e) => { e.preventDefault(); respond(input.value); });
    card.append(
      h('h2', { id: 'join-heading' }, t('remote.join')),
      h('p', { class: 'remote-hint' }, reason === 'lost' ? t('remote.reconnecting') : t('remote.join.hint')),
      form);
    input.focus();
  }

  async function respond(text) {
    if (answer) answer.close();
    answer = null;
    if (typeof RTCPeerConnection === 'undefined') {
      ask(t('remote.unsupported'), text); // this browser cannot: the host's screen can play the seat
      return;
    }
    try {
      answer = await answerInvite(inviteIn(text));
    } catch (err) {
      ask(messageOf(err), text);
      return;
    }
    if (closed) { answer.close(); return; }
    showAnswer(answer.text);
    let channel;
    try {
      channel = await answer.channel;
    } catch (err) {
      if (!closed) ask(messageOf(err), '');
      return;
    }
    if (closed) { channel.close(); return; }
    answer.joined = true;
    play(channel);
    close();
  }

  function showAnswer(text) {
    clear(card);
    card.append(
      h('h2', { id: 'join-heading' }, t('remote.join')),
      h('p', { class: 'remote-hint' }, t('remote.join.answer')),
      h('figure', { class: 'remote-qr' }, drawCode(text, t('remote.join.answer'))),
      h('textarea', { id: 'join-answer', class: 'remote-code', readonly: true, rows: 3, spellcheck: 'false' }, text),
      h('div', { class: 'remote-actions' },
        h('button', { type: 'button', class: 'btn', onclick: () => copy(text, 'remote.invite.copied') }, t('remote.join.copy')),
        h('button', { type: 'button', class: 'btn btn-quiet', onclick: close }, t('remote.join.cancel'))),
      h('p', { class: 'remote-waiting', role: 'status' }, t('remote.join.waiting')));
  }

  /** This screen plays at the host's table through `channel`. */
  function play(channel) {
    session.join((onWelcome) => createGuestReferee({
      channel, engine, rendererOf, onWelcome,
      onThinking: (on) => { document.body.dataset.bot = on ? 'thinking' : 'idle'; },
      onBye: (why) => {
        toast(() => t(why === 'moved' ? 'remote.moved' : 'remote.hostLeft'), 'info', 10000);
        document.body.dataset.remote = why === 'moved' ? 'moved' : 'host-left';
      },
      onLost: () => {
        document.body.dataset.remote = 'lost';
        openJoin({ session, engine, rendererOf, frame, reason: 'lost' });
      },
    }));
    document.body.dataset.remote = 'guest';
  }

  dialog = { root, close };
  ask();
  if (code) respond(code);
  return dialog;
}
