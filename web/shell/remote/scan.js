// Reading a QR code with this device's camera (issue 35): the guest scans the host's invitation,
// the host scans the guest's answer, so nobody has to carry a code across by hand. Pasting always
// stays possible: a page served over plain http (a phone opening http://192.168.x.x) gets no camera.
//
// The browser's own BarcodeDetector reads the code where it has one (Chrome on Android and macOS).
// Elsewhere (Linux, Windows, iOS, Firefox) zxing-wasm's reader does (pinned in web/package.json;
// the site's build bundles it beside this file as zxing-reader.mjs, with zxing_reader.wasm). It is
// loaded only when a code is first read, and its wasm comes from this site, never from its CDN.
import { h } from '../../dom.js';
import { t } from '../../i18n.js';
import './strings.js';

const EVERY_MS = 150; // how often the camera's picture is read
const LONGEST = 1024; // a frame is read at most this wide (or high): enough for a code on a screen

/** Whether this page may ask for a camera at all (a secure page in a browser that has one). */
export function canScan() {
  return Boolean(globalThis.isSecureContext && navigator.mediaDevices && navigator.mediaDevices.getUserMedia);
}

let reader = null; // Promise of (source) => Promise<string|null>, made on first use

/** The browser's own detector, if it reads QR codes; else null. */
async function nativeReader() {
  if (typeof BarcodeDetector === 'undefined') return null;
  try {
    if (!(await BarcodeDetector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (source) => {
      const found = await detector.detect(source);
      return found.length ? found[0].rawValue : null;
    };
  } catch {
    return null;
  }
}

/** zxing-wasm's reader, with its wasm from beside this module (its default is a CDN). */
async function zxingReader() {
  const zxing = await import('./zxing-reader.mjs');
  zxing.prepareZXingModule({
    overrides: { locateFile: (path) => new URL(path, import.meta.url).href },
    fireImmediately: false,
  });
  const options = { formats: ['QRCode'], maxNumberOfSymbols: 1 };
  return async (source) => {
    const found = await zxing.readBarcodes(pixelsOf(source), options);
    const code = found.find((r) => r.isValid);
    return code ? code.text : null;
  };
}

/** The pixels of a canvas, an ImageBitmap or a <video> (ImageData as it is). */
function pixelsOf(source) {
  if (typeof ImageData !== 'undefined' && source instanceof ImageData) return source;
  if (source.getContext && source.width) {
    const ctx = source.getContext('2d', { willReadFrequently: true });
    if (ctx) return ctx.getImageData(0, 0, source.width, source.height);
  }
  const width = source.videoWidth || source.width;
  const height = source.videoHeight || source.height;
  const canvas = document.createElement('canvas');
  Object.assign(canvas, { width, height });
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.drawImage(source, 0, 0);
  return ctx.getImageData(0, 0, width, height);
}

/**
 * The text of the QR code in `source` (ImageData, a canvas, an ImageBitmap, a <video>), or null
 * when it holds none that can be read. Rejects only when no reader could be loaded.
 */
export async function readCode(source) {
  if (!reader) {
    reader = nativeReader().then((native) => native || zxingReader());
    reader.catch(() => { reader = null; }); // offline before the site was cached: try again later
  }
  return (await reader)(source);
}

/**
 * A camera view over the page that reads the first QR code it sees. onText(text) gets the code's
 * text; onClose() is called once the view is gone, whether a code was read or not. label: what is
 * scanned ("Scan the invitation"), the dialog's title. Returns {close()}.
 */
export function openScanner({ onText = () => {}, onClose = () => {}, label }) {
  const opener = document.activeElement;
  const status = h('p', { class: 'remote-scan-status', role: 'status' }, t('remote.scan.starting'));
  const video = h('video', { class: 'remote-scan-video', muted: true, playsinline: true, autoplay: true, 'aria-hidden': 'true' });
  video.muted = true; // an attribute alone does not let it play by itself everywhere
  const cancel = h('button', { type: 'button', class: 'btn', id: 'scan-cancel', onclick: () => close() }, t('remote.scan.cancel'));
  const root = h('div', { class: 'remote-scan', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'scan-heading' },
    h('div', { class: 'overlay-card remote-scan-card' },
      h('h2', { id: 'scan-heading' }, label),
      h('div', { class: 'remote-scan-view' }, video),
      status,
      h('div', { class: 'remote-actions' }, cancel)));
  document.body.append(root);
  cancel.focus();

  let stream = null;
  let timer = 0;
  let done = false;
  const canvas = document.createElement('canvas');

  function close(text = null) {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (stream) for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
    document.removeEventListener('keydown', onKey, true);
    root.remove();
    if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    if (text !== null) onText(text);
    onClose();
  }

  /** Escape closes the view (and nothing under it); Tab stays on its one button. */
  function onKey(e) {
    if (e.key === 'Escape') close();
    else if (e.key === 'Tab') cancel.focus();
    else return;
    e.preventDefault();
    e.stopPropagation();
  }
  document.addEventListener('keydown', onKey, true);

  function fail(key, vars) {
    status.textContent = t(key, vars);
    status.setAttribute('role', 'alert');
    root.dataset.state = 'failed';
  }

  async function look() {
    if (done) return;
    if (video.readyState >= 2 && video.videoWidth) {
      const scale = Math.min(1, LONGEST / Math.max(video.videoWidth, video.videoHeight));
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      canvas.getContext('2d', { willReadFrequently: true }).drawImage(video, 0, 0, width, height);
      let text;
      try {
        text = await readCode(canvas);
      } catch {
        if (!done) fail('remote.scan.noReader');
        return;
      }
      if (done) return;
      if (text) { close(text); return; }
    }
    timer = setTimeout(look, EVERY_MS);
  }

  navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }).then((s) => {
    if (done) { for (const track of s.getTracks()) track.stop(); return; } // cancelled meanwhile
    stream = s;
    video.srcObject = s;
    video.play().catch(() => { /* autoplay plays it as soon as it may */ });
    status.textContent = t('remote.scan.aim');
    root.dataset.state = 'scanning';
    look();
  }, (err) => {
    if (done) return;
    const name = err && err.name;
    if (name === 'NotAllowedError' || name === 'SecurityError') fail('remote.scan.refused');
    else if (name === 'NotFoundError' || name === 'OverconstrainedError') fail('remote.scan.none');
    else if (name === 'NotReadableError' || name === 'AbortError') fail('remote.scan.busy');
    else fail('remote.scan.failed', { why: String((err && err.message) || err) });
  });

  return { close: () => close() };
}
