// A direct link between two browsers on the same network (issue 35; docs/research/remote-play.md):
// a WebRTC data channel with no server at all. The host makes an invitation code, the guest enters
// it and shows an answer code, the host enters that, and the channel opens. No ICE servers are
// given, so nothing leaves the local network, and ICE is not trickled: each code holds every address
// its side found (code.js), gathered before the code is shown.
//
//   const invite = await createInvite({extra})       host: {text, accept(answerText), close()}
//   const channel = await invite.accept(answerText)   resolves once the channel is open
//   const answer = await answerInvite(invite.text)   guest: {text, extra, channel, close()}
//   const channel = await answer.channel
// A Channel: send(obj) -> bool, onmessage(handler), onclose(handler), close(), stats().
// Errors carry a code: 'bad_code' (a code that is not right, refused before anything is tried),
// 'unreachable' (the devices did not reach each other in time), 'closed' (closed here while waiting),
// 'used' (an invitation answered already).
// Options (all in milliseconds, for tests): gatherTimeout (wait for addresses, 2.5 s), openTimeout (wait
// for the channel to open: 10 s from accept() on the host, 5 min from the answer on the guest, who
// must first carry it to the host), dropTimeout (how long a connection may stay 'disconnected' before
// it is lost, 5 s).
import { decodeDescription, encodeDescription } from './code.js';

const DEFAULTS = { gatherTimeout: 2500, openTimeout: 10_000, dropTimeout: 5000 };
// The guest's wait starts when its answer is shown, and a person has to carry it to the host first.
const GUEST_OPEN_TIMEOUT = 300_000; // a pairing still opened after 200 s here
const CHUNK = 16 * 1024 - 1; // a frame's payload: with its 1-byte header, 16 KiB, safe everywhere
const HIGH_WATER = 1 << 20; // stop handing frames to the browser above this much buffered …
const LOW_WATER = 256 * 1024; // … and go on when it falls below this

const failure = (code, message) => Object.assign(new Error(message), { code });
const unreachable = () => failure('unreachable', 'The devices could not reach each other. Are both on '
  + 'the same Wi-Fi? Guest and public networks often block this; try one phone\'s hotspot.');
const closedHere = () => failure('closed', 'The connection was closed before it opened.');

/** Resolves once the browser has found its addresses, or after `ms` with those found so far. */
function gathered(pc, ms) {
  return new Promise((resolve) => {
    const check = () => { if (pc.iceGatheringState === 'complete') done(); };
    const done = () => { clearTimeout(timer); pc.removeEventListener('icegatheringstatechange', check); resolve(); };
    const timer = setTimeout(done, ms);
    pc.addEventListener('icegatheringstatechange', check);
    check();
  });
}

/** Wait for the data channel (`channelReady` gives it) to open: {promise of a Channel, abort()}. */
function waitForOpen(pc, channelReady, opts) {
  let finish = null;
  let channel = null;
  const promise = new Promise((resolve, reject) => {
    const onState = () => { if (pc.connectionState === 'failed') finish(unreachable()); };
    const timer = setTimeout(() => finish(unreachable()), opts.openTimeout);
    pc.addEventListener('connectionstatechange', onState);
    finish = (error, dc) => {
      finish = () => {};
      clearTimeout(timer);
      pc.removeEventListener('connectionstatechange', onState);
      if (error) {
        pc.close();
        reject(error);
      } else {
        channel = makeChannel(pc, dc, opts);
        resolve(channel);
      }
    };
    channelReady.then((dc) => {
      if (dc.readyState === 'open') finish(null, dc);
      else dc.addEventListener('open', () => finish(null, dc), { once: true });
    });
  });
  promise.catch(() => {}); // a caller that never asks is not an unhandled rejection
  return { promise, abort: () => { finish(closedHere()); channel?.close(); } };
}

/** The host's side: an invitation code, and accept(answerText) -> Promise<Channel>. */
export async function createInvite({ extra = new Uint8Array(0), ...options } = {}) {
  const opts = { ...DEFAULTS, ...options };
  const pc = new RTCPeerConnection({ iceServers: [] });
  const dc = pc.createDataChannel('game', { ordered: true });
  let text;
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc, opts.gatherTimeout);
    text = encodeDescription({ kind: 'offer', sdp: pc.localDescription.sdp }, Uint8Array.from(extra));
  } catch (error) {
    pc.close();
    throw error;
  }
  let waiting = null;
  let busy = false;
  return {
    text,
    async accept(answerText) {
      if (waiting || busy) throw failure('used', 'This invitation was answered already: make a new one.');
      if (pc.signalingState === 'closed') throw closedHere();
      const { sdp } = decodeDescription(answerText, 'answer');
      busy = true;
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp });
      } catch {
        throw failure('bad_code', 'This answer code could not be used: ask for it again.');
      } finally {
        busy = false;
      }
      waiting = waitForOpen(pc, Promise.resolve(dc), opts);
      return waiting.promise;
    },
    close() {
      waiting?.abort();
      pc.close();
    },
  };
}

/** The guest's side: the answer code for the host's invitation, its extra bytes, and the channel. */
export async function answerInvite(text, options = {}) {
  const opts = { ...DEFAULTS, openTimeout: GUEST_OPEN_TIMEOUT, ...options };
  const { sdp, extra } = decodeDescription(text, 'offer');
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channelReady = new Promise((resolve) => {
    pc.addEventListener('datachannel', (event) => resolve(event.channel), { once: true });
  });
  let answerText;
  try {
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp });
    } catch {
      throw failure('bad_code', 'This invitation code could not be used: ask for a new one.');
    }
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc, opts.gatherTimeout);
    answerText = encodeDescription({ kind: 'answer', sdp: pc.localDescription.sdp });
  } catch (error) {
    pc.close();
    throw error;
  }
  const waiting = waitForOpen(pc, channelReady, opts);
  return {
    text: answerText,
    extra,
    channel: waiting.promise,
    close() {
      waiting.abort();
      pc.close();
    },
  };
}

/**
 * A Channel over an open data channel. send(obj) -> true, or false once closed: JSON messages of any
 * size, cut into frames of at most 16 KiB (a header byte: 1 more frames follow, 0 the last) and put
 * together again, whole and in order. onmessage(handler) and onclose(handler) return a function that
 * removes the handler; messages that arrive before any handler wait for the first one. onclose's
 * handler gets {reason}: 'closed' (the other side closed), 'failed' or 'disconnected' (the network
 * went away for more than dropTimeout); close() here calls no handler. stats(): the bytes of frames
 * sent and received (headers included; DTLS and SCTP's own are not) and the messages counted.
 */
function makeChannel(pc, dc, { dropTimeout }) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const counts = { bytesSent: 0, bytesReceived: 0, messagesSent: 0, messagesReceived: 0 };
  const listeners = new Set();
  const closers = new Set();
  const early = [];
  let parts = [];
  let queue = [];
  let closed = false;
  let lostReason = null;
  let dropTimer = null;

  dc.binaryType = 'arraybuffer';
  dc.bufferedAmountLowThreshold = LOW_WATER;

  function pump() {
    while (queue.length && dc.readyState === 'open' && dc.bufferedAmount < HIGH_WATER) {
      const frame = queue.shift();
      dc.send(frame);
      counts.bytesSent += frame.length;
    }
  }

  function deliver(message) {
    for (const handler of listeners) {
      try {
        handler(message);
      } catch (error) {
        reportError(error);
      }
    }
  }

  function shut(reason) {
    if (closed) return;
    closed = true;
    lostReason = reason;
    queue = [];
    clearTimeout(dropTimer);
    dc.close();
    pc.close();
    if (reason) for (const handler of closers) handler({ reason });
  }

  dc.addEventListener('bufferedamountlow', pump);
  dc.addEventListener('close', () => shut('closed'));
  dc.addEventListener('message', (event) => {
    if (!(event.data instanceof ArrayBuffer)) return; // not one of ours
    const frame = new Uint8Array(event.data);
    counts.bytesReceived += frame.length;
    parts.push(frame.subarray(1));
    if (frame[0] === 1) return;
    const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => { whole.set(p, at); return at + p.length; }, 0);
    parts = [];
    let message;
    try {
      message = JSON.parse(decoder.decode(whole));
    } catch {
      return; // not one of ours either
    }
    counts.messagesReceived += 1;
    if (listeners.size) deliver(message);
    else early.push(message);
  });
  pc.addEventListener('connectionstatechange', () => {
    const state = pc.connectionState;
    if (state === 'failed') shut('failed');
    else if (state === 'disconnected') dropTimer ??= setTimeout(() => shut('disconnected'), dropTimeout);
    else if (state === 'connected') {
      clearTimeout(dropTimer);
      dropTimer = null;
    }
  });

  return {
    send(obj) {
      if (closed) return false;
      const json = JSON.stringify(obj);
      if (json === undefined) throw new TypeError('send() takes a value JSON can carry');
      const bytes = encoder.encode(json);
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const piece = bytes.subarray(at, at + CHUNK);
        const frame = new Uint8Array(piece.length + 1);
        frame[0] = at + CHUNK < bytes.length ? 1 : 0;
        frame.set(piece, 1);
        queue.push(frame);
      }
      counts.messagesSent += 1;
      pump();
      return true;
    },
    onmessage(handler) {
      listeners.add(handler);
      if (early.length) queueMicrotask(() => early.splice(0).forEach(deliver));
      return () => listeners.delete(handler);
    },
    onclose(handler) {
      closers.add(handler);
      if (lostReason) queueMicrotask(() => handler({ reason: lostReason }));
      return () => closers.delete(handler);
    },
    close() {
      shut(null);
    },
    stats() {
      return { ...counts };
    },
  };
}
