"""Quibbles' rules: shared/rules/quibbles.md, its "facts worth testing" (§11, one test or more each,
named by number), the seed's worked examples (seeds/004_5280f87e8cff3c2e.txt) and edge cases."""

import itertools
import json
import random

import pytest

from tabletop import engine
from tabletop.engine import BadOptions, IllegalMove
from tabletop.games.quibbles import data, rules
from tabletop.games.quibbles.outcomes import counts, split_outcomes, valid_sets, values

from quibbles_helpers import combine, outcomes_of, position, split


def splits_for(state, v):
    return sorted(tuple(sorted(x for s in m["sets"] for x in s))
                  for m in rules.legal_moves(state) if m.get("split") == v)


# --- fact 1: the decks ---------------------------------------------------------------------------

@pytest.mark.parametrize("options,size,by_value", [
    ({}, 144, {1: 22, 2: 22, 3: 22, 4: 24, 5: 26, 6: 28}),
    ({"sevens": True}, 151, {1: 22, 2: 22, 3: 22, 4: 24, 5: 26, 6: 28, 7: 7}),
    ({"zeros": True}, 148, {0: 4, 1: 22, 2: 22, 3: 22, 4: 24, 5: 26, 6: 28}),
    ({"sevens": True, "zeros": True}, 167, {0: 4, 1: 24, 2: 24, 3: 24, 4: 26, 5: 28, 6: 30, 7: 7}),
    ({"edition": "first"}, 132, {1: 20, 2: 20, 3: 20, 4: 22, 5: 24, 6: 26}),
    ({"sevens": True, "zeros": True, "both_expansion_deck": "yucata"}, 155,
     {0: 4, 1: 22, 2: 22, 3: 22, 4: 24, 5: 26, 6: 28, 7: 7}),
])
def test_fact_1_deck_sizes_and_value_counts(options, size, by_value):
    opts = rules.check_options(options)
    assert rules.deck_counts(opts) == by_value
    s = rules.setup(opts, 3)
    assert len(s["deck"]) + len(s["row"]) + sum(map(len, s["hands"])) == size
    assert rules.conserved(s)
    assert rules.view(s, None)["rules"]["deck_size"] == size


def test_setup_deals_a_row_of_6_and_hands_of_6_with_a_random_first_player():
    firsts = set()
    for seed in range(30):
        s = rules.setup({"players": 4}, seed)
        assert len(s["row"]) == 6 and [len(h) for h in s["hands"]] == [6] * 4
        assert s["discard"] == [] and s["collections"] == [[]] * 4
        assert rules.to_move(s) == s["first"]
        firsts.add(s["first"])
    assert firsts == {0, 1, 2, 3}


def test_the_shuffle_is_pinned_by_the_seed():
    # the rules derive every shuffle from rng.SplitMix64: a change of generator shows here
    s = rules.setup({"players": 2}, 2026)
    assert (s["first"], s["row"], s["hands"], s["deck"][-3:]) == (
        0, [1, 2, 2, 6, 5, 5], [[1, 3, 3, 4, 4, 4], [2, 2, 4, 4, 6, 6]], [5, 2, 3])


# --- fact 2: a SPLIT chooses its sets ------------------------------------------------------------

def test_fact_2_split_a_6_takes_3_3_and_2_4_leaving_1_and_5():
    s = position([3, 3, 2, 4, 1, 5], [[6, 1], [1]])
    move = split(6, [3, 3], [2, 4])
    assert rules.why_illegal(s, move) is None
    after = rules.play(s, move)
    assert after["row"][:2] == [1, 5]  # left behind, then the row is refilled
    assert sorted(after["hands"][0]) == [1, 2, 3, 3, 4]
    assert after["discard"] == [6]


def test_fact_2_split_a_6_may_take_all_six_cards():
    s = position([3, 3, 2, 4, 1, 5], [[6, 1], [1]])
    assert (1, 2, 3, 3, 4, 5) in splits_for(s, 6)
    assert rules.why_illegal(s, split(6, [3, 3], [1, 5], [2, 4])) is None


def test_fact_2_a_single_card_is_not_a_set():
    s = position([6, 3, 3, 2, 4, 1], [[6], [1]])
    reason = rules.why_illegal(s, split(6, [6]))
    assert reason == "6 is a single card: a set needs at least 2 cards that add up to 6."
    assert all(len(st) >= 2 for m in rules.legal_moves(s) if "split" in m for st in m["sets"])


def test_fact_2_with_sevens_a_7_splits_into_3_4_and_2_5():
    s = position([3, 3, 2, 4, 1, 5], [[7], [1]], sevens=True)
    assert rules.why_illegal(s, split(7, [3, 4], [2, 5])) is None
    assert (2, 3, 4, 5) in splits_for(s, 7)
    literal = position([3, 3, 2, 4, 1, 5], [[7], [1]], sevens=True, split_sevens=False)
    assert splits_for(literal, 7) == []
    assert rules.why_illegal(literal, split(7, [3, 4], [2, 5])) == (
        "A 7 cannot be split in this game: a SPLIT plays a card of 6 or less.")


# --- fact 3: the distinct outcomes of a SPLIT -----------------------------------------------------

def test_fact_3_split_a_5_has_exactly_four_outcomes():
    s = position([1, 1, 2, 3, 4, 5], [[5], [1]])
    assert [values(x) for x in valid_sets(counts([1, 1, 2, 3, 4, 5]), 5, False)] == [[1, 1, 3], [1, 4], [2, 3]]
    assert splits_for(s, 5) == [(1, 1, 3), (1, 2, 3, 4), (1, 4), (2, 3)]


def test_split_outcomes_are_every_union_of_disjoint_sets_found_by_brute_force():
    r = random.Random(5)
    for _ in range(120):
        row = [r.choice([0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7]) for _ in range(r.randint(2, 7))]
        v = r.randint(1, 7)
        zeros = r.random() < 0.5
        # brute force: every assignment of row cards to set labels (or none)
        expected = set()
        for labels in itertools.product(range(4), repeat=len(row)):
            groups = [[row[i] for i in range(len(row)) if labels[i] == g] for g in (1, 2, 3)]
            groups = [g for g in groups if g]
            if groups and all(len(g) >= 2 and sum(g) == v and (zeros or 0 not in g) for g in groups):
                expected.add(tuple(sorted(x for g in groups for x in g)))
            if len(expected) > 200:
                break
        got = {tuple(values(t)) for t, _ in split_outcomes(counts(row), v, zeros)}
        # three labels cover up to 3 sets: every outcome of at most 3 sets must be listed
        assert expected <= got, (row, v)
        for t, cut in split_outcomes(counts(row), v, zeros):
            sets = [values(s) for s in cut]
            assert sorted(x for s in sets for x in s) == values(t)
            assert all(len(s) >= 2 and sum(s) == v and (zeros or 0 not in s) for s in sets)
            if len(sets) <= 3:
                assert tuple(values(t)) in expected


def test_any_valid_cut_of_an_outcome_is_accepted_and_each_outcome_is_listed_once():
    # 1+2+3 twice, or 1+1+2+2 with 3+3: the same cards taken, so one listed move, two accepted
    s = position([1, 1, 2, 2, 3, 3], [[6], [1]])
    listed = [m for m in rules.legal_moves(s) if "split" in m]
    taken = [tuple(sorted(x for st in m["sets"] for x in st)) for m in listed]
    assert len(taken) == len(set(taken))
    for move in (split(6, [1, 2, 3], [1, 2, 3]), split(6, [3, 3], [2, 1, 1, 2]), split(6, [2, 2, 1, 1], [3, 3])):
        assert rules.why_illegal(s, move) is None
        assert rules.play(s, move)["hands"][0] == [1, 1, 2, 2, 3, 3]


# --- fact 4: a 1 cannot be split in the base game ----------------------------------------------------

def test_fact_4_a_1_cannot_be_split_in_the_base_game():
    s = position([1, 1, 2, 3, 4, 5], [[1], [2]])
    assert not [m for m in rules.legal_moves(s) if "split" in m]
    assert rules.why_illegal(s, split(1, [1])) == "No set in the row adds up to 1."


# --- fact 5: COMBINE --------------------------------------------------------------------------------

def test_fact_5_combine_1_2_3_takes_one_two_or_three_6s():
    s = position([6, 6, 6, 2, 4, 5], [[1, 2, 3, 6], [1]])
    for m in (1, 2, 3):
        assert rules.why_illegal(s, combine([1, 2, 3], 6, m)) is None
    assert rules.why_illegal(s, {"combine": [1, 2, 3], "take": []}) == "Take 1 to 3 cards of value 6 from the row."
    assert rules.why_illegal(s, combine([1, 2, 3], 6, 4)) is not None
    after = rules.play(s, combine([3, 1, 2], 6, 3))
    assert after["hands"][0] == [6, 6, 6, 6] and after["row"][:3] == [2, 4, 5]


def test_fact_5_combine_needs_the_total_in_the_row_and_at_most_6():
    s = position([6, 6, 6, 2, 4, 5], [[1, 2, 3, 6], [1]])
    assert rules.why_illegal(s, combine([1, 2], 3, 1)) == "The row has no card of value 3, so 1+2 takes nothing."
    assert rules.why_illegal(s, combine([3, 6], 9, 1)) == "3+6 adds up to 9: a COMBINE may add up to 6 at most."
    combos = {tuple(m["combine"]) for m in rules.legal_moves(s) if "combine" in m}
    assert combos == {(1, 3), (2, 3), (1, 2, 3)}
    assert rules.why_illegal(s, combine([1, 3], 4, 1)) is None


def test_fact_5_with_sevens_combine_1_6_takes_7s():
    s = position([7, 7, 1, 2, 3, 4], [[1, 6], [1]], sevens=True)
    assert rules.why_illegal(s, combine([1, 6], 7, 2)) is None
    assert rules.play(s, combine([1, 6], 7, 2))["hands"][0] == [7, 7]
    base = position([6, 6, 1, 2, 3, 4], [[1, 6], [1]])
    assert rules.why_illegal(base, combine([1, 6], 7, 1)).startswith("1+6 adds up to 7")


def test_seed_example_play_1_2_3_and_take_all_three_6s():
    s = position([6, 2, 6, 5, 6, 1], [[1, 2, 3, 4], [1]])
    after = rules.play(s, combine([1, 2, 3], 6, 3))
    assert after["discard"] == [1, 2, 3] and after["hands"][0].count(6) == 3


def test_combine_plays_2_to_6_cards_from_the_hand():
    s = position([3, 2, 4, 5, 6, 6], [[1, 1, 1, 1, 1, 1, 1], [1]])
    assert rules.why_illegal(s, combine([1] * 6, 6, 1)) is None
    assert rules.why_illegal(s, combine([1] * 7, 7, 1)) == "A COMBINE plays 2 to 6 cards from your hand."
    assert rules.why_illegal(s, {"combine": [1], "take": [1]}) == "A COMBINE plays 2 to 6 cards from your hand."
    assert rules.why_illegal(s, combine([2, 2], 4, 1)) == "You have no 2 in your hand."
    assert rules.why_illegal(s, {"combine": [1, 1], "take": [3]}) == "Take 1 to 1 card of value 2 from the row."


# --- fact 6: STASH ----------------------------------------------------------------------------------

def stash_phase(hand, collection=(), **options):
    return position([1, 2, 3, 4, 5, 6], [list(hand), [1]], collections=[list(collection), []], phase="stash",
                    **options)


def test_fact_6_stash_4_with_four_4s():
    s = stash_phase([4, 4, 4, 4, 2, 6])
    assert {"stash": 4} in rules.legal_moves(s)
    after = rules.play(s, {"stash": 4})
    assert after["collections"][0] == [4]
    assert after["discard"] == [4, 4, 4]
    assert after["hands"][0] == [2, 6]


def test_seed_example_all_four_4s_leave_the_hand():
    after = rules.play(stash_phase([4, 4, 4, 4, 1]), {"stash": 4})
    assert 4 not in after["hands"][0]


def test_fact_6_three_4s_cannot_be_stashed_but_three_1s_can():
    s = stash_phase([4, 4, 4])
    assert rules.why_illegal(s, {"stash": 4}) == (
        "To add a 4 to your collection you need at least 4 cards of value 4 in your hand; you have 3.")
    s = stash_phase([1, 1, 1, 5])
    assert rules.legal_moves(s) == [{"stash": 1}, {"stash": None}]
    after = rules.play(s, {"stash": 1})
    assert after["collections"][0] == [1] and after["discard"] == [1, 1] and after["hands"][0] == [5]


def test_stash_counts_cards_taken_earlier_in_the_turn():
    s = position([2, 2, 1, 3, 5, 6], [[4, 2, 2, 5], [1]])
    after = rules.play(s, split(4, [2, 2]))
    assert after["phase"] == "stash" and rules.to_move(after) == 0
    assert {"stash": 2} in rules.legal_moves(after) and {"stash": 4} not in rules.legal_moves(after)


def test_no_stash_step_when_nothing_can_be_stashed():
    s = position([2, 3, 1, 4, 5, 6], [[5, 4, 6], [1]])
    after = rules.play(s, split(5, [2, 3]))
    assert after["phase"] == "action" and rules.to_move(after) == 1


def test_a_stash_is_optional():
    s = stash_phase([2, 2, 5])
    assert rules.legal_moves(s) == [{"stash": 2}, {"stash": None}]
    after = rules.play(s, {"stash": None})
    assert after["collections"][0] == [] and after["hands"][0] == [2, 2, 5] and rules.to_move(after) == 1


def test_a_declined_stash_writes_no_added_nothing_line():
    """Issue 29 item 10c: declining the STASH is not news; the log says the turn ended (and what
    its end did), never "added nothing to the collection"."""
    s = stash_phase([2, 2, 5])
    s["row"] = [1, 2, 3, 4, 5, 6]
    line = rules.describe_move(s, {"stash": None})
    assert line == "Player 1 ended the turn."
    assert "nothing" not in line
    s["row"] = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4]  # a row of 10 is wiped at the end of the turn
    assert rules.describe_move(s, {"stash": None}) == (
        "Player 1 ended the turn. The row had 10 cards: they were all discarded.")


def test_a_collection_may_hold_the_same_value_twice():
    after = rules.play(stash_phase([2, 2], collection=[2]), {"stash": 2})
    assert after["collections"][0] == [2, 2]


# --- fact 7: a full collection and the immediate win ---------------------------------------------------

def test_fact_7_replacing_the_1_with_a_6_wins_at_once_and_skips_finally():
    hand = [6] * 6 + [2]
    s = stash_phase(hand, collection=[1, 2, 3, 4, 5, 5])
    s["row"] = [1, 2]  # a short row: FINALLY would refill it
    assert {"stash": 6, "remove": 1} in rules.legal_moves(s)
    assert rules.why_illegal(s, {"stash": 6}) == (
        "Your collection is full: say which card goes to the discard pile, like {\"stash\": 6, \"remove\": 1}.")
    after = rules.play(s, {"stash": 6, "remove": 1})
    assert sorted(after["collections"][0]) == [2, 3, 4, 5, 5, 6] and sum(after["collections"][0]) == 25
    assert rules.to_move(after) is None and after["row"] == [1, 2]
    res = rules.result(after)
    assert res["winners"] == [0] and res["scores"] == [25, 0] and res["tiebreak"] == "collection"
    assert res["ended"] == ("Player 1's collection reached 25 with 6 cards: a collection of six cards "
                            "totalling 21 or more wins at once.")
    assert after["discard"][-6:] == [1, 6, 6, 6, 6, 6]  # the removed 1 first, then the extra 6s


def test_d13_the_removed_card_may_have_the_added_value():
    s = stash_phase([3, 3, 3], collection=[3, 1, 1, 1, 1, 1])
    assert {"stash": 3, "remove": 3} in rules.legal_moves(s)
    after = rules.play(s, {"stash": 3, "remove": 3})
    assert sorted(after["collections"][0]) == [1, 1, 1, 1, 1, 3]
    assert rules.why_illegal(s, {"stash": 3, "remove": 6}) == "Your collection has no 6."
    not_full = stash_phase([3, 3, 3], collection=[3])
    assert rules.why_illegal(not_full, {"stash": 3, "remove": 3}) == (
        "Your collection is not full yet: no card has to be removed.")


# --- fact 8: four cards are not yet a win ----------------------------------------------------------------

def test_fact_8_four_cards_totalling_21_do_not_win_by_default():
    s = stash_phase([3, 3, 3], collection=[6, 6, 6])
    after = rules.play(s, {"stash": 3})
    assert sum(after["collections"][0]) == 21 and rules.to_move(after) == 1
    loose = stash_phase([3, 3, 3], collection=[6, 6, 6], win_requires_six_cards=False)
    after = rules.play(loose, {"stash": 3})
    assert rules.to_move(after) is None and rules.result(after)["winners"] == [0]
    assert rules.result(after)["ended"] == (
        "Player 1's collection reached 21: a collection totalling 21 or more wins at once.")


def test_six_cards_below_21_do_not_win():
    after = rules.play(stash_phase([4, 4, 4, 4], collection=[1, 2, 3, 4, 5]), {"stash": 4})
    assert sum(after["collections"][0]) == 19 and rules.to_move(after) == 1


# --- fact 9: the row is wiped at 10 ------------------------------------------------------------------

def test_fact_9_a_draw_that_makes_10_wipes_the_row_and_lays_out_6_new():
    row = [1, 1, 2, 2, 3, 3, 4, 4, 5]
    s = position(row, [[6, 5], [1]])
    after = rules.play(s, {"draw": 6})
    assert after["hands"][0] == [5, 6, 6] and rules.to_move(after) == 1  # nothing to stash: the turn ends
    assert len(after["row"]) == 6
    assert after["discard"][-10:] == row + [6]
    assert {"kind": "wipe", "n": 10} in after["last"]["events"]
    assert "The row had 10 cards: they were all discarded." in rules.describe_move(s, {"draw": 6})


def test_fact_9_a_row_of_7_that_grows_to_8_is_not_wiped():
    row = [1, 1, 2, 2, 3, 3, 4]
    s = position(row, [[6, 5], [1]])
    after = rules.play(s, {"draw": 6})
    assert after["row"] == row + [6]
    assert after["discard"] == []


# --- fact 10: an empty hand re-deals every hand ------------------------------------------------------------

def test_fact_10_stashing_the_last_cards_redeals_every_hand():
    s = stash_phase([3, 3, 3], collection=[])
    s["hands"][1] = [1, 2, 5]
    s["known"][1] = [5]
    after = rules.play(s, {"stash": 3})
    assert [len(h) for h in after["hands"]] == [6, 6]
    assert after["discard"][-5:] == [3, 3, 1, 2, 5]  # the two extra 3s, then the other hand
    assert after["known"] == [[], []]
    assert {"kind": "redeal", "n": 6} in after["last"]["events"]
    assert rules.describe_move(s, {"stash": 3}).endswith(
        "The hand was empty: every player discarded their hand and was dealt 6 new cards.")


def test_fact_10_without_the_stash_nothing_is_redealt():
    s = stash_phase([3, 3, 3])
    s["hands"][1] = [1, 2, 5]
    after = rules.play(s, {"stash": None})
    assert after["hands"] == [[3, 3, 3], [1, 2, 5]]


def test_d12_the_redeal_starts_with_the_active_player():
    s = position([1, 2, 3, 4, 5, 6], [[1], [3, 3, 3], [2]], seat=1, phase="stash", deck=[1] * 6 + [2] * 6 + [4] * 6)
    after = rules.play(s, {"stash": 3})
    # the draw pile's top is its last card: seat 1 gets the 6 cards on top, then seat 2, then seat 0
    assert after["hands"] == [[1] * 6, [4] * 6, [2] * 6]
    assert after["deck"] == []


# --- fact 11: the discard pile is reshuffled into a new draw pile -----------------------------------------

def test_fact_11_a_draw_with_one_card_left_reshuffles_the_discard_pile():
    discard = [1, 2, 3, 4, 5] * 4
    s = position([1, 2, 3, 4, 5, 6], [[6, 1], [1]], deck=[2], discard=discard)
    after = rules.play(s, {"draw": 6})
    assert len(after["deck"]) == 19 and after["discard"] == []
    assert 2 in after["hands"][0] and len(after["hands"][0]) == 3
    assert after["events"] == [{"kind": "reshuffle"}]


def test_d7_with_no_cards_anywhere_a_draw_draws_nothing_and_the_row_stays_short():
    s = position([1, 2, 3], [[6, 5], [1]], deck=[], discard=[])
    after = rules.play(s, {"draw": 6})
    assert after["hands"][0] == [5] and after["row"] == [1, 2, 3, 6]
    assert after["last"]["events"] == [{"kind": "short", "n": 4}]
    assert rules.describe_move(s, {"draw": 6}) == (
        "Player 1 put a 6 in the row and drew 0 cards. The cards ran out: the row holds only 4 cards.")
    assert any("draw" in m for m in rules.legal_moves(after) if rules.to_move(after) == 1)


# --- fact 12: The Zero Heroes ------------------------------------------------------------------------------

def test_fact_12_a_0_cannot_be_split_nor_stashed():
    s = position([1, 1, 2, 3, 4, 5], [[0, 0, 0, 0, 5], [1]], zeros=True)
    assert not [m for m in rules.legal_moves(s) if m.get("split") == 0]
    assert rules.why_illegal(s, split(0, [0, 0])) == "A 0 cannot be split."
    st = stash_phase([0, 0, 0, 0], zeros=True)
    assert rules.legal_moves(st) == [{"stash": None}]
    assert rules.why_illegal(st, {"stash": 0}) == "A 0 cannot be added to a collection."


def test_fact_12_combine_0_5_takes_5s():
    s = position([5, 5, 1, 2, 3, 4], [[0, 5], [1]], zeros=True)
    assert rules.why_illegal(s, combine([0, 5], 5, 2)) is None
    assert rules.play(s, combine([0, 5], 5, 2))["hands"][0] == [5, 5]


def test_fact_12_split_5_may_take_5_and_0():
    s = position([5, 0, 1, 2, 2, 6], [[5], [1]], zeros=True)
    assert rules.why_illegal(s, split(5, [5, 0])) is None
    assert (0, 5) in splits_for(s, 5)
    s1 = position([1, 0, 2, 2, 3, 6], [[1], [1]], zeros=True)
    assert rules.why_illegal(s1, split(1, [1, 0])) is None  # a 1 can be split with a 0
    off = position([5, 0, 1, 2, 2, 6], [[5], [1]], zeros=True, zero_in_split_sets=False)
    assert rules.why_illegal(off, split(5, [5, 0])) == "A 0 cannot be part of a set in this game."
    assert (0, 5) not in splits_for(off, 5)


def test_fact_12_combine_0_0_takes_a_0():
    s = position([0, 1, 2, 3, 4, 5], [[0, 0, 6], [1]], zeros=True)
    assert rules.why_illegal(s, combine([0, 0], 0, 1)) is None
    assert rules.play(s, combine([0, 0], 0, 1))["hands"][0] == [0, 6]
    off = position([0, 1, 2, 3, 4, 5], [[0, 0, 6], [1]], zeros=True, allow_zero_total_combine=False)
    assert rules.why_illegal(off, combine([0, 0], 0, 1)) == "Cards that add up to 0 cannot be combined in this game."


def test_fact_12_seven_cards_combine_only_with_both_expansions():
    hand = [0, 0, 0, 1, 1, 1, 1]
    move = combine(hand, 4, 1)
    zeros = position([4, 2, 2, 3, 5, 6], [hand, [2]], zeros=True)
    assert rules.why_illegal(zeros, move) == "A COMBINE plays 2 to 6 cards from your hand."
    both = position([4, 2, 2, 3, 5, 6], [hand, [2]], zeros=True, sevens=True)
    assert rules.why_illegal(both, move) is None
    assert move in rules.legal_moves(both)


# --- fact 13 and 14: conservation and the row's size, over seeded random games -------------------------------

@pytest.mark.parametrize("options", [{"players": 2}, {"players": 5, "sevens": True, "zeros": True},
                                     {"players": 3, "edition": "first"}])
def test_facts_13_and_14_cards_are_conserved_and_the_row_starts_every_turn_with_6_to_9(options):
    r = random.Random(13)
    for seed in range(12):
        s = rules.setup(options, seed)
        while rules.to_move(s) is not None:
            assert rules.conserved(s)
            if s["phase"] == "action":
                assert 6 <= len(s["row"]) <= 9
            assert len(s["row"]) <= 10
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        assert rules.conserved(s)


def test_conservation_detects_a_lost_card():
    s = rules.setup({"players": 2}, 1)
    s["row"] = s["row"][1:]
    assert not rules.conserved(s)


# --- moves that are not moves -------------------------------------------------------------------------------

def test_refusals_say_why():
    s = position([3, 3, 2, 4, 1, 5], [[6, 1], [1]])
    cases = [
        ({"stash": 1}, "First choose your action: SPLIT, COMBINE or DRAW."),
        ({"split": 6, "sets": [[3, 2]]}, "2+3 adds up to 5, not 6: every set must add up to the card you split."),
        ({"split": 6, "sets": [[3, 3], [3, 3]]}, "The row has 2 cards of value 3, and your sets use 4: a row card "
                                                 "can be in only one set."),
        ({"split": 6, "sets": []}, "Take at least one set from the row: each of 2 or more cards that add up to 6."),
        ({"split": 5, "sets": [[1, 4]]}, "You have no 5 in your hand."),
        ({"split": 8, "sets": [[1, 4]]}, "A card's value is a whole number from 0 to 7, not 8."),
        ({"split": 6, "sets": [3, 3]}, "Each set is a list of card values, like [3, 3]."),
        ({"split": 7, "sets": [[3, 4]]}, "This game has no cards of value 7."),
        ({"draw": 2}, "You have no 2 in your hand."),
        ({"draw": True}, "A card's value is a whole number from 0 to 7, not True."),
        ({"draw": 1, "extra": 1}, None),
    ]
    for move, reason in cases:
        got = rules.why_illegal(s, move)
        assert got is not None
        if reason:
            assert got == reason, move
        with pytest.raises(IllegalMove):
            rules.play(s, move)
    st = stash_phase([2, 2])
    assert rules.why_illegal(st, {"draw": 2}) == (
        "Your action is done: add a card to your collection, like {\"stash\": 4}, or end your turn with "
        "{\"stash\": null}.")
    assert rules.why_illegal(st, {"stash": None, "remove": 1}).startswith("A Quibbles move is")


def test_moves_are_readable_json_and_a_legal_list_has_distinct_outcomes():
    s = rules.setup({"players": 3, "sevens": True, "zeros": True}, 8)
    moves = rules.legal_moves(s)
    assert json.loads(json.dumps(moves)) == moves
    seen = set()
    for m in moves:
        key = json.dumps(rules.play(s, m)["hands"][s["to_move"]]) + json.dumps(sorted(rules.play(s, m)["row"]))
        if "draw" not in m:
            assert key not in seen, m
            seen.add(key)


def test_the_legal_list_stays_small():
    r = random.Random(2)
    biggest = 0
    for seed in range(20):
        s = rules.setup({"players": 2, "sevens": True, "zeros": True}, seed)
        while rules.to_move(s) is not None:
            moves = rules.legal_moves(s)
            biggest = max(biggest, len(moves))
            s = rules.play(s, r.choice(moves))
    assert biggest < 400


def test_play_never_changes_its_input():
    s = position([3, 3, 2, 4, 1, 5], [[6, 1, 2, 3], [1]])
    before = json.dumps(s, sort_keys=True)
    for m in rules.legal_moves(s):
        rules.play(s, m)
    assert json.dumps(s, sort_keys=True) == before


# --- options ----------------------------------------------------------------------------------------------

def test_options_are_checked_and_completed():
    opts = rules.check_options({"players": 3, "sevens": True})
    assert opts == dict(rules.DEFAULTS, players=3, sevens=True)
    assert opts["round_limit"] == data.ROUND_LIMIT
    for bad, reason in [
        ({"players": 1}, "Quibbles is for 2 to 5 players."),
        ({"players": 6}, "Quibbles is for 2 to 5 players."),
        ({"sevens": "yes"}, "The option 'sevens' is true or false."),
        ({"colour": 1}, "Quibbles has no option 'colour'."),
        ({"edition": "first", "zeros": True}, "The first edition is played without the expansions."),
        ({"round_limit": 0}, "The round limit is a whole number of rounds, 1 or more, or null for none."),
        ({"mode": "solo"}, "Quibbles has no mode 'solo': its modes are standard."),
    ]:
        with pytest.raises(BadOptions) as e:
            rules.check_options(bad)
        assert str(e.value) == reason
    assert rules.check_options({"round_limit": None})["round_limit"] is None


def test_the_engine_lists_quibbles_with_its_mode():
    assert {"id": "quibbles", "name": "Quibbles", "modes": [{"id": "standard", "name": "Standard", "players": [2, 5]}],
            "rules": 1} \
        in engine.games()
