// A code as a QR picture (issue 35): lean-qr (pinned in web/package.json, copied beside this file
// by the site's build) makes the bitmap; we draw it as one SVG path, dark on white with the quiet
// zone a phone's camera needs. Level L: a code on a screen is not damaged, and the smallest code
// scans best.
import { generate } from './lean-qr.mjs';
import { s } from '../../dom.js';

const QUIET = 4; // modules of white around the code (the standard's quiet zone)

/** An <svg> of `text` as a QR code, named `label` for a screen reader. */
export function drawCode(text, label) {
  const code = generate(text, { minCorrectionLevel: 0 });
  const n = code.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (code.get(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }
  }
  const side = n + 2 * QUIET;
  return s('svg', {
    class: 'qr', viewBox: `0 0 ${side} ${side}`, role: 'img', 'aria-label': label,
    'shape-rendering': 'crispEdges', 'data-version': String((n - 17) / 4),
  },
  s('rect', { width: side, height: side, fill: '#fff' }),
  s('path', { d, fill: '#000' }));
}
