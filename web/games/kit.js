// The renderer kit: the board glue every renderer needs, written once. A renderer imports what it
// uses from here (not from web/shell/*) and keeps only what is its game's. See the contract in
// web/games/registry.js.
//
//   seatsOf(card, {icon})        seatIcon / seatLabel / seatColour from the card's `seats` data
//   sender(ctx, st, hooks)       send(move): ctx.play with st.busy set, the shell's errors kept quiet
//   legalMoves(ctx)              the seat to move's legal moves ([] when the engine cannot say)
//   movesLoader(ctx, st, opts)   loadMoves(): st.moves for the current view; a later ask wins
//   keyForBoard(e, board)        whether a key press is the board's (no dialog, field, modifier)
//   onBoardKeys(board, onKey)    the page's key presses that are the board's -> stop()
//   onEscape(board, undo)        Escape undoes the board's half-made choice -> stop()
//   fromSeat(ctx, seat)          where a seat sits on the page (a DOMRect), for flyFrom
//   flyFrom(el, rect)            a played piece flies in from rect (web/shell/motion.js)
//   icon(path)                   a tool-bar style icon of one SVG path (web/shell/table.js)
import { h } from '../dom.js';
import { t } from '../i18n.js';

export { flyFrom } from '../shell/motion.js';
export { icon } from '../shell/table.js';

const fill = (template, seat, colour) => template.replace(/\{seat\}/g, String(seat)).replace(/\{colour\}/g, colour);

/**
 * The three seat functions of the renderer contract, from the card's `seats` (plain data):
 *   colours   [family]: seat i's colour family is colours[i % colours.length] (set as data-colour)
 *   modes     {modeId: [family]}: a mode's own list instead (Betta: Betty sits first)
 *   label     a string key for the seat's name when the player gave none; "{seat}" and "{colour}"
 *             in it are filled in, and the string's own "{n}" is the seat's number (seat + 1)
 *   labels    {family: key}: a colour family named otherwise (Betta: "betty" -> "betta.betty")
 *   badge     {class, text?, marks?}: the seat's icon is a <span class> in its colour showing the
 *             string `text` (a key, "{seat}" filled in), else marks[seat], else the seat's number
 * `icon(colour, seat, mode)`, when the renderer gives it, draws the icon instead (Betta's fish).
 * Use: export const { seatIcon, seatLabel, seatColour } = seatsOf(card);
 */
export function seatsOf(card, { icon: draw = null } = {}) {
  const data = card.seats || {};
  const seatColour = (seat, mode) => {
    const list = (data.modes && data.modes[mode]) || data.colours || [];
    return list.length ? list[seat % list.length] : undefined;
  };
  const seatLabel = (seat, mode) => {
    const colour = seatColour(seat, mode);
    const key = (data.labels && data.labels[colour]) || data.label;
    return key ? t(fill(key, seat, colour), { n: seat + 1 }) : '';
  };
  const seatIcon = (seat, mode) => {
    const colour = seatColour(seat, mode);
    if (draw) return draw(colour, seat, mode);
    const badge = data.badge || {};
    const text = badge.text ? t(fill(badge.text, seat, colour))
      : badge.marks ? badge.marks[seat % badge.marks.length] : String(seat + 1);
    return h('span', { class: badge.class, 'data-colour': colour, 'aria-hidden': 'true' }, text);
  };
  return { seatIcon, seatLabel, seatColour };
}

/**
 * send(move, ...more): plays a move through ctx.play, once at a time. Nothing happens while
 * st.busy or when !st.canAct. Else st.busy is true until the shell answers, and then
 *   before(move, ...more)  right away (e.g. where the played card was, for it to fly from)
 *   played(move)           when the move was taken (e.g. forget the half-made choice)
 *   after()                in any case, with st.busy false again (e.g. draw again)
 * A refused move changes nothing: the shell says why (its toast). Resolves true when played.
 */
export function sender(ctx, st, { before = null, played = null, after = null } = {}) {
  return async function send(move, ...more) {
    if (st.busy || !st.canAct) return false;
    st.busy = true;
    if (before) before(move, ...more);
    let ok = false;
    try {
      await ctx.play(move);
      ok = true;
      if (played) played(move);
    } catch {
      // The shell says why; nothing changed.
    } finally {
      st.busy = false;
      if (after) after();
    }
    return ok;
  };
}

/** The seat to move's legal moves (the shell answers from what it has: no worker round trip when
 * it can), or [] when the engine cannot say. */
export async function legalMoves(ctx) {
  try {
    return await ctx.call('legal_moves', {});
  } catch {
    return [];
  }
}

/**
 * loadMoves(): sets st[into] (default st.moves) to the legal moves when when() (default: st.canAct),
 * else to []. Resolves true when st[into] is for the latest ask, false when a later ask (a later
 * update) overtook it (then draw nothing: the later one will).
 */
export function movesLoader(ctx, st, { into = 'moves', when = () => st.canAct } = {}) {
  let asked = 0;
  return async function loadMoves() {
    const mine = ++asked;
    st[into] = [];
    if (!when()) return true;
    const moves = await legalMoves(ctx);
    if (mine !== asked) return false;
    st[into] = moves;
    return true;
  };
}

/** Whether a key press on the page is the board's: no modifier, not typed into a field or inside
 * a dialog (the rules, the zoom, a share dialog), and the board is on the page and shown. */
export function keyForBoard(e, board) {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
  const target = e.target;
  if (target && target.closest && target.closest('[role="dialog"], input, select, textarea')) return false;
  return board.isConnected && !board.closest('[hidden]');
}

/** Listen to the page's key presses that are the board's (keyForBoard). Returns stop(), for destroy. */
export function onBoardKeys(board, onKey) {
  const listener = (e) => { if (keyForBoard(e, board)) onKey(e); };
  document.addEventListener('keydown', listener);
  return () => document.removeEventListener('keydown', listener);
}

/** Escape on the board undoes its half-made choice: undo() does it and says whether there was one
 * (then the key is taken). Returns stop(), for destroy. */
export function onEscape(board, undo) {
  return onBoardKeys(board, (e) => {
    if (e.key === 'Escape' && undo()) e.preventDefault();
  });
}

/** Where a seat sits on the page (its place in the players panel), for flyFrom; null when unknown. */
export function fromSeat(ctx, seat) {
  return (ctx.seatOrigin && ctx.seatOrigin(seat)) || null;
}
