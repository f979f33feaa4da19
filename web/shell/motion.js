// A played piece flies from where it came from to where it lands, so a move is seen happening (a
// bot's above all). Any renderer may use it; nothing moves for a reader who prefers reduced motion.

const reduced = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether a rectangle is on screen now (a piece does not fly in from out of sight). */
function onScreen(rect) {
  return rect && rect.width > 0 && rect.bottom > 0 && rect.right > 0
    && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

/**
 * Animate `el` from `from` (a DOMRect: a hand card, a seat's place in the players panel) to where
 * it is now. Returns the Animation, or null when nothing moves (reduced motion, or `from` is off
 * screen, or `el` is not laid out).
 */
export function flyFrom(el, from, { duration = 520 } = {}) {
  if (!el || !el.animate || reduced() || !onScreen(from)) return null;
  const to = el.getBoundingClientRect();
  if (!to.width || !to.height) return null;
  const dx = (from.left + from.width / 2) - (to.left + to.width / 2);
  const dy = (from.top + from.height / 2) - (to.top + to.height / 2);
  const scale = Math.max(0.3, Math.min(2.5, from.width / to.width));
  return el.animate([
    { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.6 },
    { transform: 'none', opacity: 1 },
  ], { duration, easing: 'cubic-bezier(0.25, 0.8, 0.3, 1.05)' });
}

/** Where a seat sits on the page: its icon in the players panel (null when not drawn). */
export function seatOrigin(seat) {
  const icon = document.querySelector(`.players-panel .player[data-seat="${Number(seat)}"] .player-icon`);
  return icon ? icon.getBoundingClientRect() : null;
}
