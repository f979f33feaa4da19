"""Set Line's rules (shared/rules/setline.md; the source is seeds/003_be81a2529aa82217.txt)."""

import itertools

import pytest

from tabletop.engine import BadOptions, IllegalMove
from tabletop.games.setline import rules
from tabletop.games.setline.board import WINDOWS
from tabletop.games.setline.cards import deck, is_set, third

X, Y, A = "red-oval-1", "green-wave-2", "blue-diamond-3"  # a set


def position(board=None, hand=(), deck_cards=None, timed=False, **extra):
    """A state with the given board ({cell: card}), hand and deck; the other cards discarded."""
    s = rules.setup({"timed": timed}, 0)
    s["board"] = [None] * 35
    for cell, card in (board or {}).items():
        s["board"][cell] = card
    s["hand"] = list(hand)
    used = set(s["hand"]) | set((board or {}).values())
    rest = [c for c in deck() if c not in used]
    s["deck"] = rest[:10] if deck_cards is None else list(deck_cards)
    s["discarded"] = [c for c in rest if c not in s["deck"]]
    s.update(extra)
    assert rules.conserved(s)
    return s


def build(*pairs, seconds=0):
    return {"place": [{"cell": c, "card": k} for c, k in sorted(pairs)], "seconds": seconds}


# --- the cards ----------------------------------------------------------------------------------

def test_27_cards_each_combination_once():
    cards = deck()
    assert len(cards) == len(set(cards)) == 27


def test_the_deck_holds_117_sets():
    assert sum(1 for a, b, c in itertools.combinations(deck(), 3) if is_set(a, b, c)) == 117


def test_any_two_cards_complete_to_exactly_one_third():
    cards = deck()
    for a, b in itertools.combinations(cards, 2):
        thirds = [c for c in cards if c not in (a, b) and is_set(a, b, c)]
        assert thirds == [third(a, b)]


def test_board_lines_are_rows_and_columns_never_diagonals():
    assert len(WINDOWS) == 5 * 5 + 7 * 3
    for w in WINDOWS:
        steps = {w[1] - w[0], w[2] - w[1]}
        assert steps in ({1}, {7})
        if steps == {1}:
            assert w[0] // 7 == w[2] // 7


# --- setup and options --------------------------------------------------------------------------

def test_setup_deals_five_and_the_board_is_empty():
    s = rules.setup({}, 3)
    assert len(s["hand"]) == 5 and len(s["deck"]) == 22 and s["board"] == [None] * 35
    assert s["timed"] is True and s["score"] == 0


@pytest.mark.parametrize("options", [{"timed": "yes"}, {"players": 2}, {"colour": 1}, []])
def test_bad_options(options):
    with pytest.raises(BadOptions):
        rules.setup(options, 1)


# --- building -----------------------------------------------------------------------------------

def test_first_turn_places_a_set_from_the_hand_anywhere():
    s = position(hand=[X, Y, A, "red-wave-3", "blue-oval-2"])
    s2 = rules.play(s, build((30, X), (31, Y), (32, A)))
    assert s2["score"] == 300
    assert s2["board"][30:33] == [X, Y, A]
    assert len(s2["hand"]) == 5  # dealt up to 5 again
    assert s2["turns"][-1]["sets"] == [[30, 31, 32]]


def test_first_turn_set_may_stand_in_a_column():
    s = position(hand=[X, Y, A, "red-wave-3", "blue-oval-2"])
    assert rules.play(s, build((3, X), (10, Y), (17, A)))["score"] == 300


def test_first_turn_needs_a_set():
    s = position(hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    with pytest.raises(IllegalMove, match="is not part of a new set"):
        rules.play(s, build((0, X), (1, Y), (2, "red-wave-3")))


def test_source_example_two_sets_in_a_turn_score_650():
    board = {14: A, 3: "blue-oval-1"}
    hand = [X, Y, "blue-oval-2", "blue-oval-3", "green-diamond-1"]
    s = position(board=board, hand=hand)
    s2 = rules.play(s, build((15, X), (16, Y), (10, "blue-oval-2"), (17, "blue-oval-3")))
    assert s2["score"] == 300 + 350 == 650
    assert s2["turns"][-1]["set_points"] == [300, 350]


def test_source_example_three_sets_from_two_cards_score_1050():
    board = {14: A, 1: "red-oval-2", 8: "red-oval-3", 2: "green-wave-1", 9: "green-wave-3"}
    s = position(board=board, hand=[X, Y, "blue-wave-1", "blue-wave-2", "red-diamond-2"])
    s2 = rules.play(s, build((15, X), (16, Y)))
    assert s2["score"] == 300 + 350 + 400 == 1050
    assert sorted(map(tuple, s2["turns"][-1]["sets"])) == [(1, 8, 15), (2, 9, 16), (14, 15, 16)]
    assert rules.describe_move(s, build((15, X), (16, Y))) == \
        "You placed 2 cards and built 3 sets (300 + 350 + 400): 1050 points"


def test_later_sets_must_use_a_card_already_on_the_board():
    board = {0: "red-oval-2", 1: "red-oval-3", 2: "red-oval-1"}
    s = position(board=board, hand=[X.replace("red", "green"), "green-wave-2", "green-diamond-3",
                                    "blue-wave-1", "blue-oval-3"])
    # a set of three new cards far from the board: refused with the connection rule
    with pytest.raises(IllegalMove, match="uses no card already on the board"):
        rules.play(s, build((28, "green-oval-1"), (29, "green-wave-2"), (30, "green-diamond-3")))


def test_a_card_in_no_set_is_refused_with_a_clear_message():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    with pytest.raises(IllegalMove, match=r"The card on row 3, column 5 is not part of a new set"):
        rules.play(s, build((15, X), (16, Y), (18, "red-wave-3")))


def test_a_diagonal_is_not_a_set():
    s = position(board={0: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    with pytest.raises(IllegalMove, match="not part of a new set"):
        rules.play(s, build((8, X), (16, Y)))


@pytest.mark.parametrize("move,message", [
    (build((14, X), (15, Y)), "Row 3, column 1 is taken"),
    (build((15, "red-diamond-2")), "not in your hand"),
    (build((15, "purple-oval-1")), "no Set Line card"),
    (build((35, X)), "no cell 35"),
    ({"place": []}, "Place at least one card"),
    ({"place": [{"cell": 15}]}, "names a cell and a card"),
    ({"place": [{"cell": 16, "card": Y}, {"cell": 15, "card": X}]}, "cell order"),
    ({"place": [{"cell": 15, "card": X}, {"cell": 16, "card": X}]}, "placed twice"),
    (build((15, X), seconds=-1), "seconds"),
    ({"fly": True}, "places cards, exchanges cards or stops"),
    ("place", "places cards"),
])
def test_illegal_moves_are_refused_and_the_state_is_unchanged(move, message):
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    before = repr(s)
    with pytest.raises(IllegalMove, match=message):
        rules.play(s, move)
    assert repr(s) == before


# --- time ---------------------------------------------------------------------------------------

def test_time_penalty_one_point_a_second_at_most_150_a_turn():
    board = {14: A, 1: "red-oval-2", 8: "red-oval-3", 2: "green-wave-1", 9: "green-wave-3"}
    hand = [X, Y, "blue-wave-1", "blue-wave-2", "red-diamond-2"]
    assert rules.play(position(board=board, hand=hand, timed=True), build((15, X), (16, Y), seconds=12))["score"] == 1038
    assert rules.play(position(board=board, hand=hand, timed=True), build((15, X), (16, Y), seconds=999))["score"] == 900
    assert rules.play(position(board=board, hand=hand, timed=False), build((15, X), (16, Y), seconds=999))["score"] == 1050


def test_the_turn_score_never_goes_below_zero():
    assert rules.turn_score(1, 400, True) == {"raw": 300, "penalty": 150, "points": 150}
    assert rules.turn_score(0, 400, True)["points"] == 0


# --- exchange, the end --------------------------------------------------------------------------

def test_exchange_costs_150_and_draws_as_many():
    s = position(hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"],
                 deck_cards=["red-diamond-2", "blue-wave-1", "green-diamond-3"])
    s2 = rules.play(s, {"exchange": [Y, "blue-oval-2"]})
    assert s2["score"] == -150
    assert s2["hand"] == [X, "red-wave-3", "green-oval-1", "red-diamond-2", "blue-wave-1"]
    assert s2["deck"] == ["green-diamond-3"] and s2["discarded"][-2:] == [Y, "blue-oval-2"]
    assert rules.describe_move(s, {"exchange": [Y]}) == "You exchanged 1 card: −150 points"


def test_exchanges_are_every_non_empty_subset_of_the_hand():
    s = position(hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    assert len([m for m in rules.legal_moves(s) if "exchange" in m]) == 31


def test_no_exchange_with_an_empty_deck():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3"], deck_cards=[])
    assert not [m for m in rules.legal_moves(s) if "exchange" in m]
    with pytest.raises(IllegalMove, match="deck is empty"):
        rules.play(s, {"exchange": [X]})


def test_the_game_ends_when_the_deck_is_empty_and_no_set_can_be_built():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"], deck_cards=[])
    assert rules.to_move(s) == 0
    s2 = rules.play(s, build((15, X), (16, Y)))
    # hand left: red-wave-3, blue-oval-2, green-oval-1 and nothing to draw; no set can be built
    assert s2["over"] and rules.to_move(s2) is None and rules.legal_moves(s2) == []
    res = rules.result(s2)
    assert res["scores"] == [300] and res["ended"] == "The deck is empty and no set can be built."


def test_stop_is_allowed_only_once_the_deck_is_empty():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3"], deck_cards=[])
    assert {"stop": True} in rules.legal_moves(s)
    s2 = rules.play(s, {"stop": True})
    assert rules.result(s2)["ended"] == "You stopped once the deck was empty."
    s3 = position(board={14: A}, hand=[X, Y, "red-wave-3"])
    with pytest.raises(IllegalMove, match="only once the deck is empty"):
        rules.play(s3, {"stop": True})


def test_building_moves_listed_are_exactly_the_accepted_ones_on_a_small_board():
    s = position(board={14: A, 3: "blue-oval-1"}, hand=[X, Y, "blue-oval-2", "blue-oval-3", "green-diamond-1"])
    listed = [m for m in rules.legal_moves(s) if "place" in m]
    assert build((15, X), (16, Y), (10, "blue-oval-2"), (17, "blue-oval-3"))["place"] in [m["place"] for m in listed]
    hand = s["hand"]
    # every single card on every empty cell next to the board: accepted iff listed
    for cell in range(35):
        for card in hand:
            move = {"place": [{"cell": cell, "card": card}]}
            assert (rules.why_illegal(s, move) is None) == (move in listed)


def test_result_breaks_down_every_turn():
    s = position(hand=[X, Y, A, "red-wave-3", "blue-oval-2"], timed=True)
    s = rules.play(s, build((30, X), (31, Y), (32, A), seconds=7))
    s = rules.play(s, {"exchange": [s["hand"][0]]})
    s["over"] = True
    res = rules.result(s)
    assert res["breakdown"][0]["items"] == [{"what": "Turn 1: 1 set (300), −7 for 7 s", "points": 293},
                                            {"what": "Turn 2: exchanged 1 card", "points": -150}]
    assert res["scores"] == [143]


# --- hints --------------------------------------------------------------------------------------

def test_hint_one_says_whether_a_set_can_be_built_and_costs_50():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    s2 = rules.play(s, {"hint": 1})
    assert s2["score"] == -50 and s2["hints"] == [{"level": 1, "cost": 50, "can_build": True}]
    assert rules.view(s2, 0)["hints"] == s2["hints"]
    # a hint does not end the turn, and each level is bought once a turn
    assert rules.turn_number(s2) == rules.turn_number(s)
    assert {"hint": 1} not in rules.legal_moves(s2) and {"hint": 2} in rules.legal_moves(s2)
    with pytest.raises(IllegalMove, match="already have that hint"):
        rules.play(s2, {"hint": 1})


def test_hint_two_shows_a_placement_that_is_legal_and_costs_100():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    s2 = rules.play(s, {"hint": 2})
    place = s2["hints"][0]["place"]
    assert s2["score"] == -100
    assert rules.why_illegal(s2, {"place": place}) is None
    assert {c["card"] for c in place} == {X, Y}  # the only set the hand can make with the board's card
    s3 = rules.play(s2, {"place": place})
    assert s3["hints"] == [] and s3["score"] == -100 + 300


def test_hint_when_no_set_can_be_built():
    s = position(hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"], board={30: "green-diamond-2"})
    s2 = rules.play(rules.play(s, {"hint": 1}), {"hint": 2})
    assert s2["hints"][0]["can_build"] is False and s2["hints"][1]["place"] is None
    assert s2["score"] == -150


def test_hints_show_in_the_breakdown():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    s = rules.play(s, {"hint": 1})
    s["over"] = True
    assert rules.result(s)["breakdown"][0]["items"] == [{"what": "Turn 1: hint (can a set be built)", "points": -50}]


# --- preview and the solver ---------------------------------------------------------------------

def test_move_details_show_the_sets_a_placement_forms_before_it_is_complete():
    s = position(board={14: A}, hand=[X, Y, "red-wave-3", "blue-oval-2", "green-oval-1"])
    half = {"place": [{"cell": 15, "card": X}]}
    assert rules.move_details(s, half) == {"sets": [], "lonely": [15], "set_points": []}
    full = {"place": [{"cell": 15, "card": X}, {"cell": 16, "card": Y}]}
    assert rules.move_details(s, full) == {"sets": [[14, 15, 16]], "lonely": [], "set_points": [300]}


def test_the_solver_plays_whole_games_and_beats_always_building_the_most_sets():
    from tabletop.games.setline import solver

    def greedy(s):
        builds = rules.build_placements(s["board"], s["hand"])
        if builds:
            best = max(builds, key=lambda p: (len(rules.counted_sets(s["board"], dict(p))), len(p)))
            return {"place": [{"cell": c, "card": k} for c, k in best]}
        return {"exchange": list(s["hand"])} if s["deck"] else {"stop": True}

    totals = {"solver": 0, "greedy": 0}
    for seed in range(6):
        for name in totals:
            s = rules.setup({"timed": False}, seed)
            i = 0
            while rules.to_move(s) is not None:
                move = solver.choose(rules, rules.view(s, 0), i) if name == "solver" else greedy(s)
                assert rules.why_illegal(s, move) is None
                s = rules.play(s, move)
                i += 1
            totals[name] += s["score"]
    assert totals["solver"] > totals["greedy"]
