// A closer look at any card or tile: a renderer marks what may be enlarged with `data-zoom` (an
// HTML element or an SVG shape; `data-zoom="text"` gives the enlarged copy a caption), and this
// module shows a large copy of it: after a short hover with a mouse, after a long press on a touch
// screen (the press then does not also choose the card), and with the Z key on a focused element.
// The copy is a picture only (aria-hidden, no ids, no handlers); it goes on the next move of the
// pointer, a release, a scroll, Escape or a redraw of what it copies.
import { h, s } from '../dom.js';

const HOVER_MS = 450;
const PRESS_MS = 420;
const MOVE_SLOP = 10; // px a finger may drift during a long press

let layer = null; // the copy now shown
let source = null; // the element it copies
let hoverTimer = null;
let press = null; // {timer, x, y, target}
let swallowClick = false; // the long press that zoomed does not also click

const zoomable = (node) => (node && node.closest ? node.closest('[data-zoom]') : null);

/** A copy of el for showing large: ids and handlers dropped, an SVG part wrapped in its own <svg>. */
function copyOf(el) {
  const copy = el.cloneNode(true);
  for (const node of [copy, ...copy.querySelectorAll('[id]')]) node.removeAttribute('id');
  for (const node of [copy, ...copy.querySelectorAll('[tabindex]')]) node.removeAttribute('tabindex');
  copy.removeAttribute('data-zoom');
  if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) {
    const box = el.getBBox();
    const pad = Math.max(box.width, box.height) * 0.04;
    const owner = el.ownerSVGElement;
    const svg = s('svg', {
      viewBox: `${box.x - pad} ${box.y - pad} ${box.width + 2 * pad} ${box.height + 2 * pad}`,
      class: ['zoom-svg', owner && owner.getAttribute('class')],
    }, copy);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    return { node: svg, ratio: (box.width + 2 * pad) / Math.max(1, box.height + 2 * pad) };
  }
  const rect = el.getBoundingClientRect();
  copy.style.width = `${rect.width}px`;
  copy.style.height = `${rect.height}px`;
  copy.style.margin = '0';
  return { node: copy, ratio: rect.width / Math.max(1, rect.height), rect };
}

let sheets = { count: -1, list: [] };
/** The page's style sheets as constructed sheets a shadow root can adopt (made again when one is added). */
function pageSheets() {
  const all = [...document.styleSheets];
  if (sheets.count !== all.length) {
    const list = [];
    for (const sheet of all) {
      try {
        const copy = new CSSStyleSheet();
        copy.replaceSync([...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
        list.push(copy);
      } catch {
        // a sheet the page may not read: the copy goes without it
      }
    }
    sheets = { count: all.length, list };
  }
  return sheets.list;
}

/** Show el large, beside the pointer on a wide screen, in the middle on a phone. */
export function showZoom(el) {
  hideZoom();
  const { node, ratio, rect } = copyOf(el);
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const own = el.getBoundingClientRect();
  // up to three times its size, within the screen
  const maxW = Math.min(vw * 0.9, 440, Math.max(own.width, 1) * 3);
  const maxH = Math.min(vh * 0.7, 480, Math.max(own.height, 1) * 3);
  let w = maxW;
  let hgt = w / ratio;
  if (hgt > maxH) { hgt = maxH; w = hgt * ratio; }
  if (Math.max(own.width, own.height) * 1.25 >= Math.max(w, hgt)) return null; // already large: nothing to add
  const caption = el.getAttribute('data-zoom');
  let inner = node;
  if (rect) {
    // an HTML element keeps its own layout and is scaled as a whole
    const scale = w / rect.width;
    inner = h('div', { class: 'zoom-scaled', style: { width: `${rect.width * scale}px`, height: `${rect.height * scale}px` } }, node);
    node.style.transform = `scale(${scale})`;
    node.style.transformOrigin = '0 0';
  } else {
    node.setAttribute('width', String(Math.round(w)));
    node.setAttribute('height', String(Math.round(hgt)));
  }
  // The copy lives in a closed shadow root: drawn with the page's and the game's own styles, but no
  // query of the page (a renderer's, a test's) finds a second card. Inside a box with the classes of
  // the board's root, as the game's styles expect.
  const scope = el.closest('#board > *');
  layer = h('div', { class: 'zoom-layer', 'aria-hidden': 'true' });
  const root = layer.attachShadow({ mode: 'closed' });
  root.adoptedStyleSheets = pageSheets();
  root.append(h('div', { class: 'zoom-card' },
    h('div', { class: scope ? scope.getAttribute('class') || '' : '', 'data-zoom-scope': '' }, inner),
    caption ? h('p', { class: 'zoom-caption' }, caption) : null));
  const boxW = w + 16;
  const boxH = hgt + 16 + (caption ? 40 : 0);
  // beside the element where there is room, else in the middle of the screen
  const room = vw - own.right > boxW + 12 ? 'right' : own.left > boxW + 12 ? 'left' : null;
  let left;
  let top;
  if (room && vw >= 700) {
    left = room === 'right' ? own.right + 12 : own.left - boxW - 12;
    top = Math.min(own.top + own.height / 2 - boxH / 2, vh - boxH - 8);
  } else {
    left = (vw - boxW) / 2;
    top = (vh - boxH) / 2;
  }
  Object.assign(layer.style, { left: `${Math.max(4, left)}px`, top: `${Math.max(8, top)}px` });
  document.body.append(layer);
  source = el;
  return layer;
}

export function hideZoom() {
  clearTimeout(hoverTimer);
  hoverTimer = null;
  if (layer) layer.remove();
  layer = null;
  source = null;
}

/** Whether a copy shows now (tests and the Escape chain). */
export const zoomShown = () => Boolean(layer && layer.isConnected);

/** Listen on root (the table) for hover, long press and Z. Returns a function that stops it. */
export function installZoom(root) {
  const over = (e) => {
    if (e.pointerType !== 'mouse') return;
    const el = zoomable(e.target);
    if (el === source) return;
    hideZoom();
    if (!el || !root.contains(el)) return;
    hoverTimer = setTimeout(() => { if (el.isConnected) showZoom(el); }, HOVER_MS);
  };
  const out = (e) => {
    if (e.pointerType !== 'mouse') return;
    const to = zoomable(e.relatedTarget);
    if (to !== source || !to) hideZoom();
  };
  const down = (e) => {
    if (e.pointerType === 'mouse') { hideZoom(); return; }
    const el = zoomable(e.target);
    cancelPress();
    if (!el || !root.contains(el)) return;
    press = {
      x: e.clientX, y: e.clientY,
      timer: setTimeout(() => {
        if (!el.isConnected) return;
        if (showZoom(el)) swallowClick = true;
      }, PRESS_MS),
    };
  };
  const move = (e) => {
    if (!press || e.pointerType === 'mouse') return;
    if (Math.hypot(e.clientX - press.x, e.clientY - press.y) > MOVE_SLOP) cancelPress();
  };
  const up = (e) => {
    if (e.pointerType === 'mouse') return;
    cancelPress();
    if (zoomShown()) setTimeout(hideZoom, 0);
  };
  const click = (e) => {
    if (!swallowClick) return;
    swallowClick = false;
    e.preventDefault();
    e.stopPropagation();
  };
  const menu = (e) => { if (zoomable(e.target) && (press || zoomShown())) e.preventDefault(); };
  const key = (e) => {
    if (e.key === 'Escape' && zoomShown()) { hideZoom(); e.stopPropagation(); return; }
    if ((e.key === 'z' || e.key === 'Z') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const el = zoomable(document.activeElement);
      if (!el || !root.contains(el)) return;
      if (zoomShown() && source === el) hideZoom();
      else showZoom(el);
    }
  };
  const gone = () => hideZoom();
  function cancelPress() {
    if (press) clearTimeout(press.timer);
    press = null;
  }
  // [where, event, handler, capture]
  const listening = [
    [root, 'pointerover', over], [root, 'pointerout', out], [root, 'pointerdown', down],
    [root, 'pointermove', move], [root, 'pointerup', up], [root, 'pointercancel', up],
    [root, 'click', click, true], [root, 'contextmenu', menu], [document, 'keydown', key, true],
    [window, 'scroll', gone, true], [window, 'blur', gone],
  ];
  for (const [target, type, fn, capture = false] of listening) target.addEventListener(type, fn, capture);
  // a redraw that takes the element away takes its copy away too
  const watcher = new MutationObserver(() => { if (source && !source.isConnected) hideZoom(); });
  watcher.observe(root, { childList: true, subtree: true });
  return () => {
    hideZoom();
    watcher.disconnect();
    for (const [target, type, fn, capture = false] of listening) target.removeEventListener(type, fn, capture);
  };
}
