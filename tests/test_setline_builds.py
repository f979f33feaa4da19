"""Set Line's list of building moves is exactly what ``play`` accepts (issue #11).

The reference here is a brute force written apart from the engine's enumeration: every way to put
some hand cards on empty cells near the board, each asked of the rules' own referee
(``why_illegal``, the sentences ``play`` refuses with). The only shortcut is geometric and comes
from the rules, not from the enumerator: a placed card must end up in a full line of three (a set
is three cards in a row or a column), so a cell is tried only with cells that can fill such a line.
"""

import itertools

import pytest

from tabletop import api, engine
from tabletop.engine import IllegalMove
from tabletop.games.setline import rules, solver
from tabletop.games.setline.cards import is_set

ROWS, COLUMNS = 5, 7


def lines_of_three():
    out = []
    for r in range(ROWS):
        for c in range(COLUMNS):
            if c + 2 < COLUMNS:
                out.append({r * COLUMNS + c + i for i in range(3)})
            if r + 2 < ROWS:
                out.append({(r + i) * COLUMNS + c for i in range(3)})
    return out


LINES = lines_of_three()


def brute_force_builds(state) -> set:
    """Every accepted build, as a frozenset of (cell, card)."""
    board, hand = state["board"], state["hand"]
    empty = {i for i, c in enumerate(board) if c is None}
    # A placed card ends in a full line of three near the board (one with a card on it, or any line
    # of an empty board), so the cells of a build are the empty parts of such lines put together:
    # every group of at most len(hand) cells, with every order of hand cards.
    near = [line for line in LINES if len(empty) == len(board) or line - empty]
    parts = {frozenset(line & empty) for line in near if line & empty}
    groups, frontier = set(), set(parts)
    while frontier:
        groups |= frontier
        frontier = {g | p for g in frontier for p in parts if len(g | p) <= len(hand)} - groups
    found = set()
    for group in groups:
        for placed in card_orders(board, sorted(group), hand):
            move = {"place": [{"cell": c, "card": placed[c]} for c in sorted(placed)]}
            if rules.why_illegal(state, move) is None:
                found.add(frozenset(placed.items()))
    return found


def card_orders(board, cells, hand):
    """Every order of hand cards on ``cells``, leaving out early those where a card already sits in
    no line of three that can still be a set (its every line is full and none is a set, or runs
    over a cell left empty)."""
    lines_of = {c: [line for line in LINES if c in line] for c in cells}

    def hopeless(cell, placed):
        for line in lines_of[cell]:
            cards = [placed.get(x) or board[x] for x in line]
            if all(cards) and is_set(*cards):
                return False
            if not all(cards) and all(board[x] is not None or x in lines_of for x in line):
                return False  # a cell of the group is still to come
        return True

    def grow(k, placed):
        if k == len(cells):
            yield dict(placed)
            return
        for card in hand:
            if card in placed.values():
                continue
            placed[cells[k]] = card
            if not any(hopeless(c, placed) for c in placed):
                yield from grow(k + 1, placed)
            del placed[cells[k]]

    yield from grow(0, {})


def listed_builds(state) -> set:
    return {frozenset((p["cell"], p["card"]) for p in m["place"]) for m in rules.legal_moves(state) if "place" in m}


def positions(seeds, every=1):
    """Positions of seeded games played by a mix of the solver and random legal moves: first turns,
    mid-game boards and short hands once the deck is empty."""
    for seed in seeds:
        game = engine.new_game("setline", {"timed": False}, seed)
        i = 0
        while engine.to_move(game) is not None:
            if i % every == 0 or not game["state"]["deck"]:
                yield seed, i, game["state"]
            moves = [m for m in engine.legal_moves(game) if "hint" not in m]
            move = api.bot_move(game, "hard", i) if (seed + i) % 3 else moves[(seed * 7 + i) % len(moves)]
            game = engine.play(game, move)
            i += 1


def issue_position():
    """The position of the report: timed, seed 969336165, after three exchanges and two builds."""
    game = engine.new_game("setline", {"timed": True}, 969336165)
    for move in [
        {"exchange": ["blue-wave-3", "blue-oval-2", "blue-wave-1", "red-oval-1"]},
        {"exchange": ["blue-diamond-2", "green-wave-1", "red-wave-3"]},
        {"exchange": ["blue-oval-1", "green-oval-2", "green-diamond-3", "red-diamond-2"]},
        {"place": [{"cell": 7, "card": "red-diamond-1"}, {"cell": 14, "card": "blue-diamond-3"},
                   {"cell": 21, "card": "green-diamond-2"}]},
        {"place": [{"cell": 8, "card": "blue-diamond-1"}, {"cell": 9, "card": "green-diamond-1"}]},
    ]:
        game = engine.play(game, move)
    return game


BEST_OF_THE_REPORT = {"place": [{"cell": 2, "card": "blue-wave-2"}, {"cell": 15, "card": "green-wave-3"},
                                {"cell": 16, "card": "red-oval-3"}, {"cell": 22, "card": "blue-oval-3"},
                                {"cell": 23, "card": "red-wave-1"}]}


def test_the_reported_build_is_listed_and_scores_1050():
    game = issue_position()
    assert BEST_OF_THE_REPORT in engine.legal_moves(game)
    after = engine.play(game, {**BEST_OF_THE_REPORT, "seconds": 0})
    assert after["state"]["turns"][-1]["sets"] == [[2, 9, 16], [14, 15, 16], [21, 22, 23]]
    assert after["state"]["score"] - game["state"]["score"] == 300 + 350 + 400
    assert listed_builds(game["state"]) == brute_force_builds(game["state"])


def test_the_solver_hint_and_hard_bot_take_the_reported_build():
    game = issue_position()
    assert api.bot_move(game, "hard", 0) == BEST_OF_THE_REPORT
    assert rules.best_placement(game["state"]) == tuple((p["cell"], p["card"]) for p in BEST_OF_THE_REPORT["place"])


@pytest.mark.parametrize("seeds", [range(1, 9), range(150658138, 150658140)])
def test_listed_builds_are_exactly_the_accepted_ones(seeds):
    kinds = {"first turn": 0, "mid-game": 0, "short hand": 0}
    for seed, i, state in positions(seeds, every=2):
        assert listed_builds(state) == brute_force_builds(state), (seed, i)
        if all(c is None for c in state["board"]):
            kinds["first turn"] += 1
        elif len(state["hand"]) < 5:
            kinds["short hand"] += 1
        else:
            kinds["mid-game"] += 1
    assert all(kinds.values()), kinds  # every kind of position was compared


def test_a_short_hand_may_build_apart_from_this_turns_other_set():
    # two cards left, the deck empty: each completes a different line on its own
    board = {0: "red-oval-1", 1: "green-wave-2", 20: "blue-oval-1", 27: "blue-oval-2"}
    s = rules.setup({"timed": False}, 0)
    s["board"] = [board.get(c) for c in range(35)]
    s["hand"] = ["blue-diamond-3", "blue-oval-3"]
    s["deck"] = []
    s["discarded"] = [c for c in rules.full_deck() if c not in s["hand"] and c not in board.values()]
    both = {"place": [{"cell": 2, "card": "blue-diamond-3"}, {"cell": 34, "card": "blue-oval-3"}]}
    assert rules.why_illegal(s, both) is None
    assert both in rules.legal_moves(s)
    assert listed_builds(s) == brute_force_builds(s)


def test_a_set_of_three_new_cards_after_the_first_turn_is_refused_and_not_listed():
    # On the board: row 1, cells 0-2. The hand can extend columns 0, 1 and 2 down one card each
    # (sets with the old cards) while those three new cards, side by side on row 2, form a set too.
    old = {0: "red-oval-1", 1: "red-oval-2", 2: "red-oval-3", 14: "red-wave-1", 15: "green-wave-2",
           16: "blue-wave-3"}
    s = rules.setup({"timed": False}, 0)
    s["board"] = [old.get(c) for c in range(35)]
    s["hand"] = ["red-diamond-1", "blue-diamond-2", "green-diamond-3", "green-oval-1", "blue-oval-1"]
    s["deck"] = [c for c in rules.full_deck() if c not in s["hand"] and c not in old.values()]
    s["discarded"] = []
    assert rules.conserved(s)
    move = {"place": [{"cell": 7, "card": "red-diamond-1"}, {"cell": 8, "card": "blue-diamond-2"},
                      {"cell": 9, "card": "green-diamond-3"}]}
    # each new card sits in a column set with an old card above and below it...
    assert [list(w) for w in rules.counted_sets(s["board"], {7: "red-diamond-1", 8: "blue-diamond-2",
                                                             9: "green-diamond-3"})] == [[0, 7, 14], [1, 8, 15], [2, 9, 16]]
    # ...but row 2 (cells 7, 8, 9) is a set of new cards only: neither counted nor allowed
    before = repr(s)
    with pytest.raises(IllegalMove, match=r"The set from row 2, column 1 to row 2, column 3 uses no card "
                                          r"already on the board"):
        rules.play(s, move)
    assert repr(s) == before
    assert move not in rules.legal_moves(s)
    assert api.preview({"game": "setline", "state": s}, move)["legal"] is False
    # two of the three are fine: no new-only line, two column sets
    assert {"place": move["place"][:2]} in rules.legal_moves(s)
    assert listed_builds(s) == brute_force_builds(s)


def test_the_hard_bot_hangs_off_the_game_and_the_rules_import_no_bot():
    import ast
    import inspect
    tree = ast.parse(inspect.getsource(rules))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert "bots" not in imported and not any(m.endswith(".bots") for m in imported)
    assert engine.bot("setline", "hard") is solver.choose
    assert engine.bot("setline", "random") is not solver.choose  # the shared levels stay
