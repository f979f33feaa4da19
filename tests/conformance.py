"""The conformance kit: what every registered game must satisfy (DESIGN.md, principle 7).

Call ``check_game(game_id, options, seeds)`` from a test. It plays seeded random games to the end and
checks, move by move, the invariants of the contract. The expensive checks (replay, JSON round trip,
input unchanged, view leaks) run on every ``deep_every``-th game; the bots' no-peek check
(``check_no_peek``, every level) on a few positions of the first ``peek_games`` games.
"""

import copy
import json
import random

from tabletop import api, boundary, engine, words
from tabletop.bots import LEVELS
from tabletop.engine import IllegalMove

MAX_MOVES = 10_000
UNDO_ALWAYS, UNDO_EVERY = 200, 20  # undo is checked on the first 200 positions of a game, then on every 20th
BOUNDARY_EVERY = 9  # of a deep game's positions, every ninth gets the boundary's checks (issue 27)
BOT_LEVELS = tuple(level["id"] for level in LEVELS)  # random, greedy, hard: each game's own or the shared
PEEK_AT = frozenset({4, 30, 100, 300})  # the positions (moves played) the no-peek check samples


def junk_moves(legal: list) -> list:
    """Malformed and illegal candidates built from the legal ones (and plain junk)."""
    out = [None, 0, "", "move", [], {}, {"x": 1}]
    sample = legal[0] if legal else {}
    if isinstance(sample, dict):
        for key in sample:
            for bad in (None, -1, 10**9, "??", True, [], {}):
                m = dict(sample)
                m[key] = bad
                out.append(m)
        m = dict(sample)
        m["extra"] = 1
        out.append(m)
        if sample:
            m = dict(sample)
            m.pop(next(iter(m)))
            out.append(m)
    return [m for m in out if m not in legal]


def assert_said(text):
    """A sentence for people: a ``Said`` whose template and values give back exactly its text, so a
    page can say it in another language (``web/said.js``) from ``x_say``."""
    assert isinstance(text, words.Said) and text, f"not a structured sentence: {text!r}"
    assert text.key in words.TEMPLATES, f"no template {text.key}"
    assert words.render(words.TEMPLATES[text.key], text.values) == text, f"{text.key} does not re-render"
    spec = words.spec(text)
    assert json.loads(json.dumps(spec)) == spec


def check_game(game_id: str, options: dict, seeds, deep_every: int = 10, peek_games: int = 1,
               bot_move=api.bot_move) -> dict:
    """Play one random game per seed and assert the contract; returns counters for the caller.
    ``bot_move(game, level, seed)`` is how the no-peek check asks a bot for its move (a test may plug
    in another, e.g. one that peeks, to see the check fail)."""
    mod = engine.rules(game_id)
    stats = {"games": 0, "moves": 0, "deep": 0, "leak_checks_that_differed": 0,
             "peek_checks": 0, "peek_checks_that_differed": 0}
    for n, seed in enumerate(seeds):
        deep = n % deep_every == 0
        chooser = random.Random(seed * 7919 + 1)
        game = engine.new_game(game_id, options, seed)
        again = engine.new_game(game_id, options, seed)
        assert game == again, "same seed must give the same start"
        moves = 0
        while True:
            state = game["state"]
            assert mod.conserved(state), f"components not conserved (seed {seed}, move {moves})"
            seat = mod.to_move(state)
            legal = mod.legal_moves(state)
            if seat is None:
                assert legal == [], "no legal moves once the game is over"
                break
            assert legal, f"seat {seat} to move with no legal move (seed {seed})"
            assert mod.result(state) is None, "no result while the game runs"
            if deep:
                _deep_checks(mod, game, legal, seed, stats)
            if n < peek_games and moves in PEEK_AT:
                stats["peek_checks"] += 1
                stats["peek_checks_that_differed"] += check_no_peek(game, seed * 1009 + moves, bot_move)
            move = chooser.choice(legal)
            text = engine.describe(game, move)
            assert_said(text)
            game = engine.play(game, move)
            moves += 1
            assert moves < MAX_MOVES, "game does not end"
        boundary.check_game(game)  # the boundary accepts every state the engine makes, the last too
        res = mod.result(game["state"])
        _check_result(mod, game["state"], res)
        if deep:
            assert engine.replay(json.loads(json.dumps(engine.record(game)))) == game, "replay differs"
            assert json.loads(json.dumps(res)) == res
        stats["games"] += 1
        stats["moves"] += moves
    return stats


def _deep_checks(mod, game, legal, seed, stats):
    state = game["state"]
    boundary.check_game(game)  # a state the engine made is never refused as damaged
    # JSON data only: the round trip is exact, in JavaScript too (numbers are doubles there)
    assert json.loads(json.dumps(state)) == state, "state is not plain JSON data"
    assert _js_safe(state), "a number in the state is beyond 2**53: a page would change it"
    assert json.loads(json.dumps(legal)) == legal
    # one source of legality: every legal move is accepted, every junk move refused, state unchanged
    before = copy.deepcopy(game)
    for bad in junk_moves(legal):
        reason = mod.why_illegal(state, bad)
        assert reason, f"junk move accepted: {bad!r}"
        assert_said(reason)
        try:
            engine.play(game, bad)
        except IllegalMove as e:
            assert str(e) and "Traceback" not in str(e)
            assert words.message(e) == reason
        else:
            raise AssertionError(f"junk move played: {bad!r}")
    for move in legal:
        assert mod.why_illegal(state, move) is None, f"legal move refused: {move!r}"
    # play never changes its input
    after = engine.play(game, legal[-1])
    assert game == before, "play changed its input"
    # undo, when the game allows it, gives back exactly the state before the move (undo replays the
    # whole record: in a long game, on the first positions and a sample of the rest)
    info = engine.undo_info(after, mod.to_move(state))
    if info["allowed"]:
        if len(game["moves"]) < UNDO_ALWAYS or len(game["moves"]) % UNDO_EVERY == 0:
            assert engine.undo(after, mod.to_move(state)) == game
    else:
        assert_said(info["reason"])
    if len(game["moves"]) % BOUNDARY_EVERY == 0:  # the boundary's checks, on a sample of positions
        _check_type_exact(game, legal)
        _check_foresight(mod, game, legal, seed)
        _check_chance(mod, game, legal, seed)
        _check_tampering(mod, game, seed)
        # the undo info kept when the move was played is the one a replay finds: the replay itself for
        # the seat that moved; for the others, from this position (what the replay gives back, as the
        # undo check above shows), so that a long game is not replayed once a seat
        mover = mod.to_move(state)
        for seat in range(len(mod.view(state, None)["players"])):
            if seat == mover:
                found = engine._undo_info_replayed(mod, after, seat)
            else:
                reason = engine._undo_refusal(mod, state, legal[-1], seat)
                found = {"allowed": not reason, "reason": reason or None}
            kept = engine.undo_info(after, seat)
            assert kept == found and words.spec(kept["reason"]) == words.spec(found["reason"]), (seat, kept, found)
    # views: JSON, no leak of anything a seat cannot see
    seats = list(range(len(mod.view(state, None)["players"])))
    for seat in seats + [None]:
        v = mod.view(state, seat)
        assert json.loads(json.dumps(v)) == v
    for seat in seats:
        mine = mod.view(state, seat)
        world = mod.determinize(mine, seed)
        assert mod.conserved(world), "determinize broke conservation"
        assert mod.view(world, seat) == mine, "determinize is not consistent with the view"
        assert mod.view(world, None) == mod.view(state, None), "spectator view leaks hidden cards"
        if _hidden(mod, world) != _hidden(mod, state):
            stats["leak_checks_that_differed"] += 1
        # the seat's own moves are the same in every world it cannot tell apart
        if mod.to_move(state) == seat:
            assert mod.legal_moves(world) == legal
    stats["deep"] += 1


def check_no_peek(game, seed: int, bot_move=api.bot_move, levels=BOT_LEVELS) -> bool:
    """A bot decides from its seat's view only. Another world the seat to move cannot tell from
    ``game`` (all it cannot see dealt again from its view by ``determinize``); for every level, the
    bot's move with the same bot seed is legal in the game and the same, JSON for JSON, in the game
    and in that world. Returns whether the world's hidden parts really differed from the game's
    (else the position proved nothing)."""
    mod = engine.rules(game["game"])
    state = game["state"]
    seat = mod.to_move(state)
    mine = mod.view(state, seat)
    world = dict(game, state=mod.determinize(mine, seed))
    assert mod.view(world["state"], seat) == mine, "determinize is not consistent with the view"
    for level in levels:
        move = bot_move(game, level, seed)
        assert mod.why_illegal(state, move) is None, f"bot {level} plays an illegal move: {move!r}"
        other = bot_move(world, level, seed)
        assert json.dumps(other, sort_keys=True) == json.dumps(move, sort_keys=True), (
            f"bot {level} of {game['game']} peeks: seat {seat} at move {len(game['moves'])} plays "
            f"{move!r}, but {other!r} when only what it cannot see differs")
    return _hidden(mod, world["state"]) != _hidden(mod, state)


def _js_safe(x) -> bool:
    """Whether every integer in ``x`` survives JavaScript's JSON.parse (a double: exact to 2**53)."""
    if isinstance(x, dict):
        return all(_js_safe(v) for v in x.values())
    if isinstance(x, list):
        return all(_js_safe(v) for v in x)
    return not isinstance(x, int) or isinstance(x, bool) or abs(x) <= 2 ** 53


def _hidden(mod, state):
    """The parts of the state the game declares secret (``HIDDEN_KEYS``)."""
    return {k: state[k] for k in mod.HIDDEN_KEYS}


def _check_result(mod, state, res):
    assert res is not None, "a finished game has a result"
    scores = res["scores"]
    # a game may end with nobody winning (Awkward Guests: every detective accused wrongly); it says so
    assert res["winners"] or res.get("winner", "absent") is None, "a result names its winners"
    assert all(0 <= w < len(scores) for w in res["winners"])
    assert len({scores[w] for w in res["winners"]}) <= 1
    for b in res["breakdown"]:
        for item in b["items"]:
            assert_said(item["what"])
        assert sum(item["points"] for item in b["items"]) == b["total"] == scores[b["seat"]], \
            "scores must match the breakdown"
    for seat in range(len(scores)):
        assert mod.evaluate(state, seat) == scores[seat], "evaluate at the end is the final score"


# --- the boundary (issue 27): what a seat is told, exact moves, tampered states ------------------

def _reply(op: str, **args) -> dict:
    """A strict-JSON reply of ``api.handle`` that is never an "internal" error."""
    raw = api.handle(json.dumps({"op": op, **args}))
    reply = json.loads(raw, parse_constant=lambda c: (_ for _ in ()).throw(AssertionError(f"{c} in a reply")))
    assert reply.get("error", {}).get("code") != "internal", (op, reply)
    return reply


def retyped(value):
    """Variants of a JSON value that Python's ``==`` finds equal but JSON does not: 1 -> 1.0 and
    true, true -> 1; for objects and lists, each field or item retyped in turn."""
    if isinstance(value, bool):
        return [int(value)]
    if isinstance(value, int):
        return [float(value)] + ([bool(value)] if value in (0, 1) else [])
    if isinstance(value, dict):
        return [{**value, k: v} for k in value for v in retyped(value[k])]
    if isinstance(value, list):
        return [value[:i] + [v] + value[i + 1:] for i in range(len(value)) for v in retyped(value[i])]
    return []


def _check_type_exact(game, legal):
    """A move is legal only if it is exactly, JSON types included, a listed move: ``{"take": false}``
    is not pile 0, ``41.0`` is not card 41. Refused with a sentence, nothing changed."""
    before = copy.deepcopy(game)
    for move in legal[:3]:
        for bad in retyped(move):
            if any(engine.same(bad, m) for m in legal):
                continue
            try:
                engine.play(game, bad)
            except IllegalMove as e:
                assert_said(words.message(e))
            else:
                raise AssertionError(f"a retyped move was played: {bad!r} for {move!r}")
            reply = _reply("play", state=game, move=bad)
            assert reply["error"]["code"] == "illegal_move"
    assert game == before


def _check_foresight(mod, game, legal, seed):
    """Whatever ``previews``, ``preview`` and ``pending_view`` tell the seat to move is a function of
    its view and the move alone: re-deal what it cannot see (other hands, the deck, the dice to come)
    and every answer is the same, byte for byte."""
    seat = mod.to_move(game["state"])
    redealt = {**game, "state": mod.determinize(mod.view(game["state"], seat), seed + 104729)}
    if json.dumps(redealt["state"], sort_keys=True) == json.dumps(game["state"], sort_keys=True):
        return
    sample = legal[:2] + legal[-2:] + legal[len(legal) // 2:len(legal) // 2 + 1]
    asks = [("preview", {"move": m}) for m in sample] + [("pending_view", {"move": m}) for m in sample]
    if len(legal) <= 400:
        asks.append(("previews", {}))
    for op, args in asks:
        real = api.handle(json.dumps({"op": op, "state": game, **args}))
        other = api.handle(json.dumps({"op": op, "state": redealt, **args}))
        assert real == other, f"{op} tells seat {seat} what it cannot know ({args}): {real[:300]} / {other[:300]}"


def _check_chance(mod, game, legal, seed):
    """The game's ``chance`` is a function of what the mover sees, and a move it says meets none
    brings the mover the same view whatever it cannot see (so a preview or the confirm step may show
    that view, and undo may take it back)."""
    state = game["state"]
    seat = mod.to_move(state)
    world = mod.determinize(mod.view(state, seat), seed + 7877)
    for move in legal[:2] + legal[-2:] + legal[len(legal) // 2:len(legal) // 2 + 1]:
        met = engine.chance_of(mod, state, move)
        assert engine.chance_of(mod, world, move) == met, f"chance of {move!r} depends on what seat {seat} cannot see"
        if met is None:
            seen, other = mod.view(mod.play(state, move), seat), mod.view(mod.play(world, move), seat)
            assert seen == other, f"{move!r} meets no chance, yet what it brings depends on what seat {seat} cannot see"


def _scalar_lists(value, path=()):
    """(path, list) for every non-empty list of card-like ids (text or whole numbers) in ``value``."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _scalar_lists(v, path + (k,))
    elif isinstance(value, list) and value:
        if all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in value):
            yield path, value
        else:
            for i, v in enumerate(value):
                yield from _scalar_lists(v, path + (i,))


def _at(state, path):
    for k in path:
        state = state[k]
    return state


def _check_tampering(mod, game, seed):
    """A state with a secret card copied or replaced by an id that does not exist is refused with
    ``bad_state`` and a sentence by every op; a card moved between secret zones is refused or played
    on, but never crashes the engine."""
    zones = [(p, z) for key in mod.HIDDEN_KEYS for p, z in _scalar_lists(game["state"].get(key), (key,))]
    if not zones:
        return
    chooser = random.Random(seed)
    path, zone = chooser.choice(zones)
    unknown = "no-such-card" if isinstance(zone[0], str) else 10 ** 6 + 7
    for kind in ("copy", "unknown", "move"):
        bad = copy.deepcopy(game)
        target = _at(bad["state"], path)
        if kind == "copy":
            target.append(target[0])
        elif kind == "unknown":
            target[0] = unknown
        else:
            other_path, _ = chooser.choice(zones)
            card = target.pop(0)
            _at(bad["state"], other_path).append(card)
        for op, args in (("view", {"seat": 0}), ("legal_moves", {}), ("to_move", {})):
            reply = _reply(op, state=bad, **args)
            if kind != "move":
                assert reply.get("error", {}).get("code") == "bad_state", (kind, path, op, reply)
                assert reply["error"]["message"]
