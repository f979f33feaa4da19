"""Chance in Sea Salt & Paper (``tabletop.engine``'s ``chance``): what a move brings that its player
cannot see, said before the move from what that player sees: its own hand (and what an effect shows
it), the piles' tops and sizes, the deck's size, played cards, revealed hands. A move meets chance when
its step draws from the deck or looks at hidden cards, or when it ends the round showing hands its
player has not seen, or dealing the next round. Its lookahead at the end of a turn follows
``rules._end_turn``: keep the two together.

``rules`` imports this module at its end and answers ``chance`` and ``undo_blocker`` from it.
"""

from .rules import (_angelfish_first, _crab_piles, _dolphins, _memory_of, _round_scores, calls, canonical,
                    count_mermaids, duo_effect, event_chooser, mermaids, mermaids_to_win, stung, target)
from .text import said


def _step_chance(s: dict, seat: int, move: dict):
    """What the move's own step brings unseen: ``"draw"`` (the deck's cards: a draw, Dolphins, a fish
    duo, a lobster's look), ``"hidden"`` (a pile looked through, a hand looked at, a card stolen), or
    None."""
    phase = s["phase"]
    if phase == "draw" and "draw" in move:
        return "draw"  # the deck (a jellyfish's sting: its top card)
    if phase in ("draw", "angelfish"):  # a pile's top taken
        return "hidden" if _uncovers(s, seat, move.get("take", move.get("angelfish"))) else None
    if phase == "keep":
        other = [c for c in s["pending"]["drawn"] if c != move["keep"]][0]
        return "draw" if _dolphins(s, seat, other) and s["deck"] else None
    if phase == "crab":  # the next pile of a hermit crab
        return "hidden" if _looks_through(s, s["pending"]["piles"][1:]) else None
    if phase == "play" and "duo" in move:
        effect = duo_effect(s, seat, *move["duo"])
        if effect in ("fish", "lobster"):
            return "draw" if s["deck"] else None
        if effect in ("shark", "rodeo_swim"):
            return "hidden" if "target" in move else None
        if effect == "crab":
            return "hidden" if _looks_through(s, _crab_piles(s, seat, move)) else None
    return None


def _uncovers(s: dict, seat: int, i: int) -> bool:
    """Whether taking pile ``i``'s top shows ``seat`` a card it cannot place: the one under it, when an
    opponent's crab took a card from under that top and ``seat`` cannot tell which (D1)."""
    return len(s["piles"][i]) > 1 and len(_memory_of(s, seat, i)["seen"]) < 2


def _looks_through(s: dict, piles: list) -> bool:
    """Whether a crab going through ``piles`` sees cards under a top (a pile of one gives its top)."""
    return any(len(s["piles"][i]) > 1 for i in piles)


def _taken_in_sight(s: dict, seat: int, move: dict) -> dict:
    """For a move whose step meets no chance: the cards it moves between hands, ``{seat: (gained,
    given)}`` (a pile's top, a card kept or picked, a swap; a duo taken with shark+shark holds no
    mermaid)."""
    phase, piles = s["phase"], s["piles"]
    if phase == "draw":
        return {seat: ([piles[move["take"]][-1]], [])}
    if phase in ("keep", "lobster"):
        return {seat: ([move["keep"]], [])}
    if phase == "angelfish":
        return {seat: ([piles[move["angelfish"]][-1]], [])}
    if phase == "crab":  # the card picked, then the top of a next pile of one
        rest = s["pending"]["piles"][1:]
        return {seat: ([move["pick"]] + [piles[i][-1] for i in rest if piles[i]], [])}
    if phase == "play" and "duo" in move and duo_effect(s, seat, *move["duo"]) == "crab":
        return {seat: ([piles[i][-1] for i in _crab_piles(s, seat, move) if piles[i]], [])}
    if phase == "swap" and move["swap"] is not None:
        mine, theirs = move["swap"]
        return {seat: ([theirs], [mine]), s["pending"]["target"]: ([mine], [theirs])}
    return {}


def _mermaid_win(s: dict, seat: int, move: dict) -> bool:
    """Whether a move whose step meets no chance brings someone its last mermaid (D10)."""
    return any(mermaids(s, o) + count_mermaids(gained) - count_mermaids(given) >= mermaids_to_win(s, o)
               for o, (gained, given) in _taken_in_sight(s, seat, move).items())


def _holding(s: dict, seat: int, cards: list) -> dict:
    """The position with ``seat`` holding ``cards`` more (to look ahead at its card points)."""
    hands = list(s["hands"])
    hands[seat] = sorted(hands[seat] + cards)
    return dict(s, hands=hands)


def _turn_ender(s: dict, seat: int, move: dict):
    """The call (``"none"``, ``"stop"``, ``"last_chance"``) with which a move whose step meets no
    chance ends the turn, or None when the turn goes on."""
    phase = s["phase"]
    if phase == "call" or (phase == "play" and "end" in move and not _angelfish_first(s, seat, move)):
        return move["end"]
    if phase == "angelfish" and s["pending"]["then"] == "end":  # the call step, if a call is open
        return None if calls(_holding(s, seat, [s["piles"][move["angelfish"]][-1]]), seat) else "none"
    return None


def _round_ender(s: dict, seat: int, call: str):
    """How ``seat`` ending its turn with ``call`` ends the round, as ``_end_turn`` does it:
    ``"scored"`` (STOP, or the last turn after LAST CHANCE), ``"void"`` (no card left, §6.3, D7), or
    None (a turn follows)."""
    if call == "stop":
        return "scored"
    called = "last_chance" in (call, s["call"])
    if not s["deck"] and (not called or s["options"]["deck_out_after_last_chance"] == "void"):
        return "void"
    if not called:
        return None
    final = [(seat + k) % s["players"] for k in range(1, s["players"])] if s["call"] is None else s["final"]
    jelly = s["jelly"]
    for o in final:  # with the deck out, a stung player's last turn ends at once (D5)
        if s["deck"] or not stung(jelly, s, o):
            return None
        if jelly is not None and jelly["source"] == o:
            jelly = None
    return "scored"


def round_end(state: dict, move: dict):
    """How ``move`` ends the round or the game, as its player can tell before: ``"mermaids"`` (a
    mermaid win), ``"scored"``, ``"void"``, ``"event"`` (an event kept: the next round is dealt), or
    None; a move whose step draws or looks at hidden cards (``_step_chance``) is not foreseen here."""
    s, seat = state, state["to_move"]
    move = canonical(move)
    if s["phase"] == "event":
        return "event"
    if _step_chance(s, seat, move):
        return None
    if _mermaid_win(s, seat, move):
        return "mermaids"
    call = _turn_ender(s, seat, move)
    return None if call is None else _round_ender(s, seat, call)


def _hands_unseen(s: dict, seat: int) -> bool:
    """Whether the round's end would show ``seat`` cards it has not seen: a hand neither revealed nor
    the one it swaps with, a face-down shell."""
    swap = s["pending"]["target"] if s["phase"] == "swap" else None
    return any(s["hands"][o] and not s["revealed"][o] for o in range(s["players"]) if o not in (seat, swap)) \
        or any(u["kind"] == "down" for units in s["units"] for u in units)


def _deals_next_round(s: dict, seat: int, move: dict, end: str) -> bool:
    """Whether a round ending (``"scored"`` or ``"void"``) with everything in sight is followed at
    once by the next deal: nobody reaches the target (§6.4) and nobody keeps one of two events (§6.6)."""
    scores = s["scores"]
    if end == "scored":  # the hands as scored: with the card an Angelfish took before the turn ended
        at = _holding(s, seat, _taken_in_sight(s, seat, move).get(seat, ([], []))[0])
        call, caller = (move["end"], seat) if s["call"] is None else (s["call"], s["caller"])
        scores = [a + b for a, b in zip(scores, _round_scores(at, call, caller)[0])]
    if max(scores) >= target(s["options"], s["players"]):
        return False
    return s["events"] is None or event_chooser(s["events"], scores) is None


def chance(state: dict, move: dict):
    """The chance ``move`` meets (``tabletop.engine``), said before it is played from what its player
    sees: ``"draw"`` when it takes cards from the deck (a draw, Dolphins, a fish duo, a lobster's look)
    or the next round is dealt; ``"hidden"`` when it looks through a pile or at a hand, steals a card,
    or ends the round or the game showing hands its player has not seen (§6.2, D10); else None."""
    s, seat = state, state["to_move"]
    move = canonical(move)
    step = _step_chance(s, seat, move)
    if step:
        return step
    end = round_end(s, move)
    if end == "event":
        return "draw"
    if end in ("mermaids", "scored") and _hands_unseen(s, seat):
        return "hidden"
    if end in ("scored", "void") and _deals_next_round(s, seat, move, end):
        return "draw"
    return None


def undo_blocker(state: dict, move: dict):
    """A move may be undone unless it ended the round or the game, or met chance (a card drawn, a
    pile or a hand looked through, a card stolen)."""
    if round_end(state, move):
        return said("seasaltpaper.undo.round")
    return said("seasaltpaper.undo.seen") if chance(state, move) else None
