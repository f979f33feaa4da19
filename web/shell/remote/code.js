// The invitation and answer codes that introduce two devices to each other (issue 35; research in
// docs/research/remote-play.md, section 3). A browser's offer or answer SDP is some 700 bytes, too
// much for a QR code or a pasted message, yet only a few of its values change from one connection
// to the next: the ICE user name and password, the DTLS certificate's fingerprint, the setup role
// and the network addresses (candidates). The code carries those and nothing else; the other side
// rebuilds a minimal SDP for a connection that has only a data channel.
//
// Binary layout, version 1 (all numbers big-endian):
//   0      version (1)
//   1      flags: bit 0 kind (0 offer, 1 answer); bits 1-2 setup role (0 the usual one for the kind,
//          actpass for an offer and active for an answer; 1 active; 2 passive); bits 3-5 the number
//          of candidates
//   .      ice-ufrag: length byte, then its ASCII characters; ice-pwd the same
//   .      the sha-256 DTLS fingerprint, 32 bytes
//   .      each candidate (udp, component 1): a type byte (bits 0-1 address kind: 0 IPv4, 4 bytes;
//          1 IPv6, 16 bytes; 2 an mDNS name <uuid>.local, the uuid's 16 bytes; bit 2 server-reflexive
//          rather than host), the address, the port (2 bytes)
//   .      extra: length byte, then the caller's opaque bytes (a session id, a seat token …)
//   last 2 a Fletcher-16 checksum of everything before, so a mistyped or damaged code is refused
// Text form: a prefix, TO for an offer (the host's invitation) or TA for an answer, then the bytes in
// base64url without padding. decodeDescription ignores white space a messenger may have added.

const VERSION = 1;
const PREFIX = { offer: 'TO', answer: 'TA' };
const MAX_CANDIDATES = { offer: 3, answer: 1 }; // the host learns the guest's address from its checks
const MAX_EXTRA = 64;
const SETUPS = [null, 'active', 'passive'];
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

// `why` names the fault for a page that says it in its own language (remote/strings.js).
const badCode = (message, why = 'damaged') => Object.assign(new Error(message), { code: 'bad_code', why });
const DAMAGED = 'The code is damaged or incomplete: copy it again, all of it.';

/** A candidate's address as [kind, bytes], or null for one the code cannot carry. */
function packAddress(address) {
  let m = IPV4.exec(address);
  if (m) return m.slice(1).every((n) => +n < 256) ? [0, m.slice(1).map(Number)] : null;
  m = UUID.exec(address);
  if (m) return [2, hexBytes(m.slice(1).join(''))];
  if (!/^[0-9a-f:]+$/i.test(address) || address.includes(':::')) return null; // no zone, no dotted tail
  const [head, tail = null, more] = address.split('::');
  if (more !== undefined) return null;
  const groups = (s) => (s ? s.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array(tail === null ? 0 : missing).fill('0'), ...groups(tail)];
  if (all.length !== 8 || (tail !== null && missing < 1) || all.some((g) => g.length > 4 || !g)) return null;
  return [1, all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255])];
}

function unpackAddress(kind, b) {
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  if (kind === 0) return b.join('.');
  if (kind === 1) return hex.match(/.{4}/g).map((g) => g.replace(/^0{1,3}/, '')).join(':');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

const hexBytes = (hex) => hex.match(/../g).map((h) => parseInt(h, 16));

function fletcher16(bytes) {
  let a = 0, b = 0;
  for (const x of bytes) { a = (a + x) % 255; b = (b + a) % 255; }
  return [b, a];
}

/** The code of a browser's offer or answer ({kind, sdp}, as in its localDescription) and `extra`. */
export function encodeDescription({ kind, sdp }, extra = new Uint8Array(0)) {
  if (!(kind in PREFIX)) throw new TypeError(`kind must be 'offer' or 'answer', not ${kind}`);
  if (extra.length > MAX_EXTRA) throw new TypeError(`extra holds at most ${MAX_EXTRA} bytes`);
  const line = (re) => (re.exec(sdp) || [])[1];
  const ufrag = line(/^a=ice-ufrag:(\S+)/m), pwd = line(/^a=ice-pwd:(\S+)/m);
  const fp = line(/^a=fingerprint:sha-256 ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})\s*$/im);
  if (!ufrag || !pwd || !fp || ufrag.length > 255 || pwd.length > 255 || /[^\x21-\x7e]/.test(ufrag + pwd)) {
    throw Object.assign(new Error('This browser made a connection offer the game cannot shorten'),
      { code: 'unsupported' });
  }
  const setup = SETUPS.indexOf(line(/^a=setup:(\w+)/m) ?? null);
  // Candidates: udp, component 1, host or srflx; IPv4 and mDNS names first, then IPv6, a few only.
  const seen = new Set();
  const candidates = [];
  for (const [, comp, proto, addr, port, type] of sdp.matchAll(
    /^a=candidate:\S+ (\d+) (\S+) \d+ (\S+) (\d+) typ (\w+)/gm)) {
    const packed = comp === '1' && proto.toLowerCase() === 'udp' && (type === 'host' || type === 'srflx')
      && +port < 65536 && packAddress(addr);
    if (!packed || seen.has(`${addr} ${port}`)) continue;
    seen.add(`${addr} ${port}`);
    const rank = (packed[0] === 1 ? 2 : 0) + (type === 'srflx' ? 1 : 0);
    candidates.push({ rank, bytes: [packed[0] | (type === 'srflx' ? 4 : 0), ...packed[1], +port >> 8, +port & 255] });
  }
  candidates.sort((a, b) => a.rank - b.rank); // stable: the browser's order within a rank
  const chosen = candidates.slice(0, MAX_CANDIDATES[kind]);
  const ascii = (s) => [s.length, ...[...s].map((c) => c.charCodeAt(0))];
  const body = [VERSION, (kind === 'answer' ? 1 : 0) | (Math.max(setup, 0) << 1) | (chosen.length << 3),
    ...ascii(ufrag), ...ascii(pwd), ...hexBytes(fp.replace(/:/g, '')),
    ...chosen.flatMap((c) => c.bytes), extra.length, ...extra];
  const bytes = Uint8Array.from([...body, ...fletcher16(body)]);
  const b64 = btoa(String.fromCharCode(...bytes));
  return PREFIX[kind] + b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * {kind, sdp, extra} from a code, with `sdp` a minimal SDP the browser accepts; throws an Error
 * with code 'bad_code' and a sentence for the player on anything else. With `expect` ('offer' or
 * 'answer'), a code of the other kind is refused too.
 */
export function decodeDescription(text, expect = null) {
  const clean = String(text ?? '').replace(/\s+/g, '');
  if (!clean) throw badCode('The code is empty.', 'empty');
  const kind = Object.keys(PREFIX).find((k) => clean.startsWith(PREFIX[k]));
  if (!kind) throw badCode('This is not a game code: it should start with TO (an invitation) or TA (an answer).', 'unknown');
  if (expect && kind !== expect) {
    throw badCode(kind === 'offer'
      ? 'This is an invitation code: enter it on the device that joins, and enter here the answer it shows.'
      : 'This is an answer code: enter it on the device that made the invitation.', `not_${expect}`);
  }
  const b64 = clean.slice(2);
  if (!/^[A-Za-z0-9_-]+$/.test(b64) || b64.length % 4 === 1) throw badCode(DAMAGED);
  const bytes = Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  if (bytes.length < 4) throw badCode(DAMAGED);
  const body = bytes.subarray(0, bytes.length - 2);
  const [c0, c1] = fletcher16(body);
  if (c0 !== bytes[bytes.length - 2] || c1 !== bytes[bytes.length - 1]) throw badCode(DAMAGED);
  if (body[0] !== VERSION) {
    throw badCode('This code was made by another version of the game: open the same version on both devices.', 'version');
  }
  let at = 1;
  const take = (n) => {
    if (at + n > body.length) throw badCode(DAMAGED);
    at += n;
    return body.subarray(at - n, at);
  };
  const [flags] = take(1);
  if ((flags & 1) !== (kind === 'answer' ? 1 : 0) || (flags >> 1 & 3) === 3 || flags >> 6) throw badCode(DAMAGED);
  const ascii = () => String.fromCharCode(...take(take(1)[0]));
  const ufrag = ascii(), pwd = ascii();
  const fp = [...take(32)].map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [];
  for (let i = 0; i < (flags >> 3 & 7); i++) {
    const [type] = take(1);
    if (type > 6 || (type & 3) === 3) throw badCode(DAMAGED);
    const address = unpackAddress(type & 3, take((type & 3) === 0 ? 4 : 16));
    const [hi, lo] = take(2);
    const srflx = (type & 4) !== 0;
    const priority = (srflx ? 100 : 126) * 2 ** 24 + (65535 - i) * 256 + 255;
    lines.push(`a=candidate:${i + 1} 1 udp ${priority} ${address} ${hi * 256 + lo} typ ${srflx ? 'srflx raddr 0.0.0.0 rport 0' : 'host'}`);
  }
  const extra = Uint8Array.from(take(take(1)[0]));
  if (at !== body.length) throw badCode(DAMAGED);
  const setup = SETUPS[flags >> 1 & 3] ?? (kind === 'offer' ? 'actpass' : 'active');
  const sdp = ['v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0', ...lines,
    `a=ice-ufrag:${ufrag}`, `a=ice-pwd:${pwd}`, `a=fingerprint:sha-256 ${fp}`, `a=setup:${setup}`,
    'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144', ''].join('\r\n');
  return { kind, sdp, extra };
}
