// Tiny DOM helpers. Text is always inserted as text nodes (never innerHTML),
// so player-supplied names cannot inject markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

function apply(node, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    else if (key === 'text') node.textContent = String(value);
    else if (key === 'style' && typeof value === 'object') Object.assign(node.style, value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** h('button', {class: 'x', onclick}, 'text', childNode) -> HTMLElement */
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  apply(node, attrs);
  append(node, children);
  return node;
}

/** s('rect', {x: 1}) -> SVGElement */
export function s(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  apply(node, attrs);
  append(node, children);
  return node;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let toastRoot = null;

/** Show a short message that disappears by itself. kind: 'info' | 'error' | 'good'. */
const sayings = new Map(); // a toast's text element -> the function that gives its text now

/**
 * A short message that goes by itself. message: a text, or a function giving it in the page's
 * language now, so a toast still showing says it again after a language switch (relabelToasts).
 */
export function toast(message, kind = 'info', ms = 4200) {
  if (!toastRoot) {
    toastRoot = document.getElementById('toasts');
  }
  const textEl = h('span', { class: 'toast-text' }, typeof message === 'function' ? message() : message);
  if (typeof message === 'function') sayings.set(textEl, message);
  const item = h('div', { class: ['toast', `toast-${kind}`], role: kind === 'error' ? 'alert' : 'status' }, textEl);
  toastRoot.append(item);
  const remove = () => {
    item.classList.add('toast-out');
    sayings.delete(textEl);
    setTimeout(() => item.remove(), 300);
  };
  item.addEventListener('click', remove);
  setTimeout(remove, ms);
  return item;
}

/** Say the toasts still showing again, in the page's language now. */
export function relabelToasts() {
  for (const [el, say] of sayings) {
    if (el.isConnected) el.textContent = say();
    else sayings.delete(el);
  }
}

const stylesheets = new Map(); // address -> Promise of its <link>

/** Add a stylesheet to the page once (a game's); resolves when it has loaded, rejects if it cannot. */
export function addStylesheet(href) {
  const url = new URL(href, document.baseURI).href;
  if (!stylesheets.has(url)) {
    stylesheets.set(url, new Promise((resolve, reject) => {
      const link = h('link', { rel: 'stylesheet', href: url });
      link.addEventListener('load', () => resolve(link), { once: true });
      link.addEventListener('error', () => {
        stylesheets.delete(url);
        link.remove();
        reject(new Error(`the stylesheet ${url} could not be loaded`));
      }, { once: true });
      document.head.append(link);
    }));
  }
  return stylesheets.get(url);
}
