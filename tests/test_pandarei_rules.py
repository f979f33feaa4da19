"""Panda Rei's rules: shared/rules/pandarei.md.

Every item of its §11 "Facts worth testing" is a test here (numbered as there; the turn examples are
played through ``rules.play``, not only through ``judge``), then the turn and the picks (§4), the
Dummy (§5), rounds and the end (§6), scoring (§7), options (§9), the log lines, refusals, invariants
over random games and a golden seeded game. Positions are built with ``pandarei_helpers.state_with``;
in a §11 example A is the token holder and B, C, … follow clockwise (``seat_of``).
"""

import random
from collections import Counter

import pytest

from tabletop import engine
from tabletop.engine import BadOptions, IllegalMove
from tabletop.games.pandarei import data, rules, scoring
from tabletop.words import message

from pandarei_helpers import collected, collection, frozen, play, play_out, plays, seat_of, state_with, takes

ANIMALS_LIST = "rabbit, bear, giraffe, owl, cat, fox, lion, pig, panda, monkey"
SHAPE = 'A move is an object such as {"play": "panda"} or {"take": "rabbit"}.'


def seats(token, players, letters):
    """The seats of §11 letters, e.g. ``seats(2, 4, "ABCD")``."""
    return [seat_of(x, token, players) for x in letters]


def turn_of(players, token, cards, pigs=None, dummy=None, pad=11, **options):
    """A position where the players, from the token holder (A) on, hold ``cards`` (one each) among
    11 cards; ``pigs``: pigs already collected by A, B, …; ``dummy``: the Dummy's whole hand."""
    hands = [[] for _ in range(players)]
    cols = [{} for _ in range(players)]
    for k, animal in enumerate(cards):
        hands[(token + k) % players].append(animal)
    for k, p in enumerate(pigs or []):
        cols[(token + k) % players] = {"pig": p}
    return state_with(players=players, hands=hands, collections=cols, token=token, dummy=dummy, pad=pad, **options)


def played(state, *animals):
    """Play ``animals`` in order (each by the player to move); the state after the last."""
    return play(state, *plays(*animals))


def winner(state):
    return state["history"][-1]["winner"]


def over_state(players, collections):
    """A finished game with these collections (hands and the Dummy's hand empty)."""
    s = state_with(players=players, collections=collections, round=2, turn=11, turns=22)
    s.update(phase="over", to_move=None)
    return s


# --- §11.1 deck and usage ------------------------------------------------------------------------

def test_deck_has_110_cards_in_the_section_2_mix():
    """§2: 110 cards and the play values of the table, monkeys with no fixed value. The copies are §2's
    as the balance study changed them (data.py: fewer cats and monkeys); 12 lions still let all five
    players of a 5-player game break even, and every player can still hold two of each animal."""
    deck = data.deck()
    assert len(deck) == 110
    assert Counter(deck) == {"rabbit": 15, "bear": 13, "giraffe": 14, "owl": 12, "cat": 5, "fox": 10, "lion": 12,
                             "pig": 10, "panda": 13, "monkey": 6}
    assert [data.VALUE[a] for a in data.ANIMALS[:-1]] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert data.VALUE["monkey"] is None
    assert data.VERIFIED is False


@pytest.mark.parametrize("players,dealt,undealt", [(2, 33, 77), (3, 33, 77), (4, 44, 66), (5, 55, 55)])
def test_setup_deals_11_cards_a_seat_the_dummy_included(players, dealt, undealt):
    """§3: 11 cards to each player and to the Dummy with 2 players; the rest stays undealt."""
    s = rules.setup({"players": players}, 7)
    assert all(len(h) == 11 for h in s["hands"])
    assert (s["dummy"] is not None) == (players == 2)
    if players == 2:
        assert len(s["dummy"]) == 11
    assert len(s["deck"]) == undealt and 110 - len(s["deck"]) == dealt
    assert s["phase"] == "play" and s["round"] == 1 and s["turn"] == 1 and s["turns"] == 0
    assert s["to_move"] == s["token"] and 0 <= s["token"] < players
    assert rules.conserved(s)


@pytest.mark.parametrize("players,used,each", [(2, 66, 33), (3, 66, 22), (4, 88, 22), (5, 110, 22)])
def test_cards_used_per_game_and_collected_per_player(players, used, each):
    """§11.1: a whole game uses 66 / 66 / 88 / 110 cards (2 players + Dummy / 3 / 4 / 5); every card
    played is collected, so each player collects 22 on average (33 with 2 players)."""
    for seed in (1, 2, 3):
        r = random.Random(seed)
        s, _ = play_out(rules.setup({"players": players}, seed), r.choice)
        assert s["phase"] == "over"
        assert 110 - len(s["deck"]) == used
        assert collected(s) == used
        assert collected(s) / players == each
        assert s["hands"] == [[]] * players and (s["dummy"] or []) == []


def test_the_first_token_holder_is_chosen_at_random():
    """§3.2: the seed picks the first token holder; over a few seeds every seat gets it."""
    assert {rules.setup({"players": 3}, seed)["token"] for seed in range(40)} == {0, 1, 2}


# --- §11.2–§11.11 the turn ------------------------------------------------------------------------

def test_11_2_highest_unique_card_wins_and_the_last_in_order_gets_nothing():
    """§11.2: 4 players, A Panda, B Lion, C Giraffe, D Bear: A wins; A takes 2, B 1, C 1, D nothing.
    A sits at seat 2 here, so the order wraps round the table."""
    A, B, C, D = seats(2, 4, "ABCD")
    s = played(turn_of(4, 2, ["panda", "lion", "giraffe", "bear"]), "panda", "lion", "giraffe", "bear")
    assert [p["seat"] for p in s["table"]] == [A, B, C, D] == [2, 3, 0, 1]
    assert winner(s) == {"seat": A, "why": "highest", "worth": 9, "size": 1, "by": "alone", "candidates": [A]}
    assert s["phase"] == "pick" and s["queue"] == [A, A, B, C] and s["to_move"] == A
    assert rules.view(s, A)["nothing"] == D
    s = play(s, *takes("panda", "lion"))
    assert s["to_move"] == B and rules.legal_moves(s) == takes("bear", "giraffe")
    s = play(s, {"take": "giraffe"})  # C's pick has one answer: made at once
    picks = s["history"][-1]["picks"]
    assert [(p["seat"], p["animal"], p["forced"]) for p in picks] == [
        (A, "panda", False), (A, "lion", False), (B, "giraffe", False), (C, "bear", True)]
    got = [{a: k for a, k in c.items() if k} for c in s["collections"]]
    assert got[A] == {"panda": 1, "lion": 1} and got[B] == {"giraffe": 1} and got[C] == {"bear": 1} and got[D] == {}
    # the winner holds the token and leads the next turn
    assert s["token"] == A and s["to_move"] == A and s["phase"] == "play" and s["turn"] == 2 and s["turns"] == 1


def test_11_3_a_group_beats_a_higher_card_and_pigs_break_the_tie():
    """§11.3: A Panda, B Rabbit, C Rabbit, D Lion; B has 0 pigs and C 1, so C wins; choosing order
    C (2), D, A; B nothing."""
    A, B, C, D = seats(0, 4, "ABCD")
    s = played(turn_of(4, 0, ["panda", "rabbit", "rabbit", "lion"], pigs=[0, 0, 1, 0]),
               "panda", "rabbit", "rabbit", "lion")
    assert winner(s) == {"seat": C, "why": "group", "worth": 1, "size": 2, "by": "pigs", "candidates": [B, C]}
    assert s["queue"] == [C, C, D, A] and s["to_move"] == C
    assert rules.view(s, 0)["nothing"] == B
    s = play(s, *takes("panda", "rabbit", "lion"))  # A's pick then has one answer
    assert [p["seat"] for p in s["history"][-1]["picks"]] == [C, C, D, A]
    assert s["history"][-1]["picks"][-1] == {"seat": A, "animal": "rabbit", "forced": True}
    assert s["collections"][B] == collection(pig=0)
    assert s["token"] == C and s["to_move"] == C


def test_11_3_with_equal_pigs_the_earlier_player_wins():
    """§11.3: if B and C had equal pigs, B would win, having played earlier (D7)."""
    A, B, C, D = seats(0, 4, "ABCD")
    s = played(turn_of(4, 0, ["panda", "rabbit", "rabbit", "lion"], pigs=[0, 1, 1, 0]),
               "panda", "rabbit", "rabbit", "lion")
    assert winner(s)["seat"] == B and winner(s)["by"] == "first"
    assert s["queue"] == [B, B, C, D]
    assert rules.view(s, 0)["nothing"] == A


def test_pigs_are_counted_from_collections_built_in_earlier_turns():
    """§4.3, D6: a pig collected in turn 1 (a forced pick of the second chooser) wins the group in turn 2
    for a player who played later than the other candidate."""
    A, B, C = 0, 1, 2
    s = state_with(players=3, hands=[["cat", "panda"], ["pig", "rabbit"], ["fox", "rabbit"]], token=A)
    s = played(s, "cat", "pig", "fox")
    assert winner(s)["seat"] == B and s["queue"] == [B, B, C]
    s = play(s, *takes("cat", "fox"))  # C's pick is forced: the pig
    assert s["collections"][C]["pig"] == 1 and s["to_move"] == B
    s = played(s, "rabbit", "rabbit", "panda")  # B, C, A
    assert winner(s) == {"seat": C, "why": "group", "worth": 1, "size": 2, "by": "pigs", "candidates": [B, C]}


def test_pigs_on_the_table_do_not_count_for_the_tie_break():
    """D6: pigs are counted in the collections *before* the turn's cards are handed out: C and D play
    the pigs, hold none, so C (earlier) wins; taking the pigs afterwards changes nothing."""
    A, B, C, D, E = range(5)
    s = played(turn_of(5, 0, ["cat", "cat", "pig", "pig", "rabbit"]), "cat", "cat", "pig", "pig", "rabbit")
    assert winner(s) == {"seat": C, "why": "group", "worth": 8, "size": 2, "by": "first", "candidates": [C, D]}
    s = play(s, *takes("pig", "pig"))
    assert s["collections"][C]["pig"] == 2
    assert s["history"][-1]["winner"]["seat"] == C and s["history"][-1]["winner"]["by"] == "first"


@pytest.mark.parametrize("pigs,win,by,queue,nothing", [
    ([0, 0, 0, 0, 0], 2, "first", [2, 2, 3, 4, 0], 1),
    ([0, 0, 0, 0, 2], 4, "pigs", [4, 4, 0, 1, 2], 3),
])
def test_11_4_the_larger_group_wins(pigs, win, by, queue, nothing):
    """§11.4: 5 players play values [7, 7, 2, 2, 2]: the three 2s beat the pair of 7s; its players
    compare pigs, then the earlier wins."""
    s = played(turn_of(5, 0, ["lion", "lion", "bear", "bear", "bear"], pigs=pigs), "lion", "lion", "bear", "bear", "bear")
    assert winner(s) == {"seat": win, "why": "group", "worth": 2, "size": 3, "by": by, "candidates": [2, 3, 4]}
    assert s["queue"] == queue and rules.view(s, 0)["nothing"] == nothing


@pytest.mark.parametrize("pigs,win,by,queue,nothing", [
    ([3, 3, 0, 0, 0], 2, "first", [2, 2, 3, 4, 0], 1),
    ([3, 3, 0, 1, 0], 3, "pigs", [3, 3, 4, 0, 1], 2),
])
def test_11_5_equal_sized_groups_the_higher_worth_is_judged(pigs, win, by, queue, nothing):
    """§11.5: values [5, 5, 8, 8, 1]: the group of 8s is judged; pigs decide, then the earlier player. A and
    B hold more pigs than anyone but are in the group of 5s, so their pigs do not matter."""
    s = played(turn_of(5, 0, ["cat", "cat", "pig", "pig", "rabbit"], pigs=pigs), "cat", "cat", "pig", "pig", "rabbit")
    assert winner(s) == {"seat": win, "why": "group", "worth": 8, "size": 2, "by": by, "candidates": [2, 3]}
    assert s["queue"] == queue and rules.view(s, 0)["nothing"] == nothing


@pytest.mark.parametrize("pigs,win,by", [([0, 0, 0], "B", "first"), ([0, 0, 1], "C", "pigs")])
def test_11_6_a_monkey_makes_a_group(pigs, win, by):
    """§11.6: A Fox (6), B Monkey (6 + 1 = 7), C Lion (7): the 7s form a group; B and C compare pigs, and if
    equal B wins. A sits at seat 1."""
    A, B, C = seats(1, 3, "ABC")
    s = played(turn_of(3, 1, ["fox", "monkey", "lion"], pigs=pigs), "fox", "monkey", "lion")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [6, 7, 7]
    w = winner(s)
    assert (w["seat"], w["why"], w["worth"], w["by"], w["candidates"]) == (seat_of(win, 1, 3), "group", 7, by, [B, C])


@pytest.mark.parametrize("pigs,win,by", [([0, 0, 0], "A", "first"), ([0, 2, 0], "B", "pigs")])
def test_11_7_a_leading_monkey_is_worth_1(pigs, win, by):
    """§11.7, D3: A Monkey (1), B Rabbit (1), C Panda (9): the group of 1s wins, A against B."""
    A, B, C = seats(0, 3, "ABC")
    s = turn_of(3, 0, ["monkey", "rabbit", "panda"], pigs=pigs)
    assert rules.worth_now(s, "monkey") == 1
    s = played(s, "monkey", "rabbit", "panda")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [1, 1, 9]
    w = winner(s)
    assert (w["seat"], w["worth"], w["by"], w["candidates"]) == (seat_of(win, 0, 3), 1, by, [A, B])


def test_11_8_a_monkey_chain():
    """§11.8, D4: A Panda (9), B Monkey (10), C Monkey (11): all unique, so C wins with 11."""
    A, B, C = seats(0, 3, "ABC")
    s = turn_of(3, 0, ["panda", "monkey", "monkey"])
    s = played(s, "panda")
    assert rules.worth_now(s, "monkey") == 10
    s = played(s, "monkey")
    assert rules.worth_now(s, "monkey") == 11
    s = played(s, "monkey")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [9, 10, 11]
    assert winner(s) == {"seat": C, "why": "highest", "worth": 11, "size": 1, "by": "alone", "candidates": [C]}
    assert s["last_worth"] == 11


def test_11_9_the_dummy_creates_a_group():
    """§11.9: A Pig (8), B Giraffe (3), Dummy Giraffe (3): the group {B, Dummy} means B wins; B takes 2
    cards, A takes 1, the Dummy nothing. A sits at seat 1. B taking the pig leaves two giraffes, so B's
    second pick and A's are made at once."""
    A, B = 1, 0
    s = turn_of(2, 1, ["pig", "giraffe"], dummy=["giraffe"] * 11)
    s = played(s, "pig", "giraffe")  # the Dummy plays last, as part of B's move
    assert [(p["seat"], p["animal"], p["worth"]) for p in s["history"][-1]["plays"]] == [
        (A, "pig", 8), (B, "giraffe", 3), (None, "giraffe", 3)]
    assert winner(s) == {"seat": B, "why": "group", "worth": 3, "size": 2, "by": "alone", "candidates": [B]}
    assert s["queue"] == [B, B, A] and s["to_move"] == B
    assert len(s["dummy"]) == 10
    s = play(s, {"take": "pig"})
    assert [(p["seat"], p["animal"], p["forced"]) for p in s["history"][-1]["picks"]] == [
        (B, "pig", False), (B, "giraffe", True), (A, "giraffe", True)]
    assert s["collections"][B] == collection(pig=1, giraffe=1) and s["collections"][A] == collection(giraffe=1)
    assert s["phase"] == "play" and s["to_move"] == B and s["token"] == B


def test_11_10_the_dummy_cannot_win():
    """§11.10, D5: A Owl (4), B Cat (5), Dummy Panda (9): all unique; B wins with 5."""
    A, B = 0, 1
    s = played(turn_of(2, 0, ["owl", "cat"], dummy=["panda"] * 11), "owl", "cat")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [4, 5, 9]
    assert winner(s) == {"seat": B, "why": "highest", "worth": 5, "size": 1, "by": "alone", "candidates": [B]}
    assert s["queue"] == [B, B, A]
    s = play(s, *takes("panda", "owl"))  # A's pick is forced: the cat
    assert s["collections"][B] == collection(panda=1, owl=1) and s["collections"][A] == collection(cat=1)


@pytest.mark.parametrize("pigs,win,other", [([0, 0], 0, 1), ([1, 1], 0, 1), ([0, 1], 1, 0)])
def test_11_11_a_three_card_group_with_the_dummy(pigs, win, other):
    """§11.11: A Rabbit, B Rabbit, Dummy Rabbit: A and B compare pigs; if equal, A wins. Every pick has one
    answer (all rabbits): the winner gets two, the other one, all made at once."""
    s = turn_of(2, 0, ["rabbit", "rabbit"], pigs=pigs, dummy=["rabbit"] * 11)
    s = played(s, "rabbit", "rabbit")
    w = s["history"][-1]["winner"]
    assert (w["seat"], w["size"], w["worth"], w["candidates"]) == (win, 3, 1, [0, 1])
    assert [p["forced"] for p in s["history"][-1]["picks"]] == [True, True, True]
    assert s["collections"][win]["rabbit"] == 2 and s["collections"][other]["rabbit"] == 1
    assert s["phase"] == "play" and s["to_move"] == win


def test_the_dummy_in_a_pair_never_is_a_candidate():
    """§4.3, D5: A Giraffe, B Lion, Dummy Lion: the group of 7s has one real player, B, who wins alone,
    though A has more pigs."""
    s = played(turn_of(2, 0, ["giraffe", "lion"], pigs=[3, 0], dummy=["lion"] * 11), "giraffe", "lion")
    assert winner(s) == {"seat": 1, "why": "group", "worth": 7, "size": 2, "by": "alone", "candidates": [1]}


def test_a_monkey_played_by_the_dummy_is_worth_one_more_than_the_card_before_it():
    """§4.2, §5: the Dummy's monkey after a fox (6) is worth 7 and pairs with A's lion: A wins alone,
    though B's fox is not the highest."""
    s = played(turn_of(2, 0, ["lion", "fox"], dummy=["monkey"] * 6), "lion", "fox")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [7, 6, 7]
    assert winner(s)["seat"] == 0 and winner(s)["why"] == "group" and winner(s)["worth"] == 7


def test_two_rabbits_beat_a_panda():
    """§4.3 note: any group beats the highest unique card."""
    s = played(turn_of(3, 0, ["panda", "rabbit", "rabbit"]), "panda", "rabbit", "rabbit")
    assert winner(s)["seat"] == 1 and winner(s)["why"] == "group"


def test_judge_directly():
    """§4.3 pseudo-code through ``judge``: the largest group, then the higher worth; the Dummy alone is no
    winner (None before a real card)."""
    def p(seat, worth):
        return {"seat": seat, "worth": worth}
    assert rules.judge([], [0, 0]) is None
    assert rules.judge([p(None, 9)], [0, 0]) is None
    assert rules.judge([p(0, 4), p(1, 5), p(None, 9)], [0, 0])["seat"] == 1
    assert rules.judge([p(0, 7), p(1, 7), p(2, 2), p(3, 2), p(4, 2)], [5] * 5)["seat"] == 2
    assert rules.judge([p(0, 5), p(1, 5), p(2, 8), p(3, 8), p(4, 1)], [0, 0, 0, 0, 0])["seat"] == 2
    assert rules.judge([p(3, 8), p(4, 8), p(0, 1)], [0, 0, 0, 1, 1])["seat"] == 3  # play order, not seat order


# --- token, play order, picks -----------------------------------------------------------------

def test_play_order_is_clockwise_from_the_token_and_the_dummy_last():
    s = state_with(players=4, token=3)
    assert rules.play_order(s) == [3, 0, 1, 2]
    s2 = state_with(players=2, token=1)
    assert rules.play_order(s2) == [1, 0, None]


def test_pick_queue_winner_twice_then_clockwise_the_winners_right_hand_neighbour_gets_nothing():
    """§4.4: N cards, N seats: the winner twice, then clockwise one each; 2 players: winner, other."""
    s = state_with(players=5)
    s["table"] = [{"seat": o, "animal": "rabbit", "worth": 1, "taken": None} for o in range(5)]
    assert rules.pick_queue(s, 3) == [3, 3, 4, 0, 1]
    s2 = state_with(players=2)
    s2["table"] = [{"seat": o, "animal": "rabbit", "worth": 1, "taken": None} for o in (0, 1, None)]
    assert rules.pick_queue(s2, 1) == [1, 1, 0]


def test_in_two_players_the_losers_pick_is_always_forced():
    """D8, D9 and the engine's forced picks: with 2 players, after the winner's two picks one card is left,
    and it goes to the loser at once; the loser never picks by hand."""
    for seed in (4, 5):
        r = random.Random(seed)
        s = rules.setup({"players": 2}, seed)
        while rules.to_move(s) is not None:
            if s["phase"] == "pick":
                assert s["to_move"] == s["history"][-1]["winner"]["seat"]
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        for turn in s["history"]:
            w = turn["winner"]["seat"]
            assert [p["seat"] for p in turn["picks"]] == [w, w, 1 - w]
            assert turn["picks"][-1]["forced"] is True
            assert all(p["taken"] in (w, 1 - w) for p in turn["plays"])


def test_the_winner_of_each_turn_leads_the_next_even_across_rounds():
    """§4.5, D10: every turn's first card is played by the previous turn's winner (turn 12 included);
    the order is clockwise from it, the Dummy last."""
    for players, seed in ((2, 8), (3, 9), (5, 10)):
        r = random.Random(seed)
        s, _ = play_out(rules.setup({"players": players}, seed), r.choice)
        h = s["history"]
        assert len(h) == 22
        first = rules.setup({"players": players}, seed)["token"]
        assert h[0]["plays"][0]["seat"] == first
        for before, after in zip(h, h[1:]):
            lead = before["winner"]["seat"]
            order = [(lead + k) % players for k in range(players)] + ([None] if players == 2 else [])
            assert [p["seat"] for p in after["plays"]] == order
        assert s["token"] == h[-1]["winner"]["seat"]


# --- lead monkey option -------------------------------------------------------------------------

def first_turn_then_lead_monkey(**options):
    """Turn 1: A Monkey (1), B Panda (9), C Giraffe (3): B wins and leads turn 2 with a monkey in hand."""
    s = state_with(players=3, hands=[["monkey", "rabbit"], ["panda", "monkey"], ["giraffe", "rabbit"]], token=0,
                   **options)
    assert rules.worth_now(s, "monkey") == 1  # the game's first turn: no previous turn
    s = played(s, "monkey", "panda", "giraffe")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [1, 9, 3]
    assert winner(s)["seat"] == 1 and s["last_worth"] == 3
    s = play(s, *takes("panda", "monkey"))  # C's pick is forced: the giraffe
    assert s["to_move"] == 1 and s["hands"][1] == ["monkey"]
    return s


def test_lead_monkey_worth_one_by_default():
    """D3: a monkey leading any turn is worth 1, whatever the previous turn ended with; here it makes a
    group of three 1s with two rabbits, and B, first, wins it."""
    s = first_turn_then_lead_monkey()
    assert rules.worth_now(s, "monkey") == 1
    assert rules.describe_move(s, {"play": "monkey"}) == "Player 2 led with a monkey, worth 1."
    s = played(s, "monkey", "rabbit", "rabbit")
    assert [p["worth"] for p in s["history"][-1]["plays"]] == [1, 1, 1]
    assert winner(s)["seat"] == 1 and winner(s)["size"] == 3 and winner(s)["candidates"] == [1, 2, 0]


def test_lead_monkey_worth_previous_turn_option():
    """§9 option: a leading monkey is worth the last card of the previous turn + 1 (the giraffe, 3: 4);
    1 in the game's first turn."""
    s = first_turn_then_lead_monkey(lead_monkey_worth="last_card_of_previous_turn_plus_one")
    assert rules.worth_now(s, "monkey") == 4
    assert rules.describe_move(s, {"play": "monkey"}) == "Player 2 led with a monkey, worth 4."
    s = play(s, {"play": "monkey"})
    assert s["table"][0] == {"seat": 1, "animal": "monkey", "worth": 4, "taken": None}
    s = played(s, "rabbit", "rabbit")
    assert winner(s)["why"] == "group" and winner(s)["worth"] == 1 and winner(s)["candidates"] == [2, 0]


def test_lead_monkey_previous_turn_counts_the_dummys_card_in_two_players():
    """§9 option with 2 players: the previous turn's last card is the Dummy's (a cat, 5): a lead monkey is 6."""
    s = state_with(players=2, hands=[["lion", "monkey"], ["fox", "rabbit"]], dummy=["cat"] * 5, token=0,
                   lead_monkey_worth="last_card_of_previous_turn_plus_one")
    s = played(s, "lion", "fox")
    assert winner(s)["seat"] == 0 and s["last_worth"] == 5
    s = play(s, *takes("cat", "lion"))
    assert s["to_move"] == 0 and rules.worth_now(s, "monkey") == 6


def test_lead_monkey_previous_turn_in_the_first_turn_is_1():
    s = state_with(players=3, hands=[["monkey"], ["rabbit"], ["cat"]], lead_monkey_worth="last_card_of_previous_turn_plus_one")
    s = played(s, "monkey", "rabbit", "cat")
    assert s["history"][-1]["plays"][0]["worth"] == 1 and winner(s)["candidates"] == [0, 1]


# --- rounds and the end (§6) ----------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3])
def test_round_2_is_dealt_from_the_undealt_deck_and_the_token_holder_leads(players):
    """§6, D10, D11: after turn 11 each seat (and the Dummy) gets 11 cards from the undealt deck as it lay,
    without reshuffling; the winner of turn 11 leads turn 1 of round 2."""
    cards = ["rabbit", "panda", "fox"][:players]
    hands = [[c] for c in cards]
    s = state_with(players=players, hands=hands, token=0, turn=11, dummy=["owl"] if players == 2 else None)
    deck = list(s["deck"])
    s = played(s, *cards)
    while s["phase"] == "pick":
        s = rules.play(s, rules.legal_moves(s)[0])
    win = s["history"][-1]["winner"]["seat"]
    assert win == 1
    assert s["round"] == 2 and s["turn"] == 1 and s["turns"] == 11
    assert s["token"] == win and s["to_move"] == win and s["phase"] == "play"
    for seat in range(players):
        assert s["hands"][seat] == rules._by_value(deck[len(deck) - 11 * (seat + 1): len(deck) - 11 * seat])
    if players == 2:
        assert s["dummy"] == rules._by_value(deck[len(deck) - 33: len(deck) - 22])
    k = 11 * (players + (players == 2))
    assert s["deck"] == deck[: len(deck) - k]


def test_round_2_in_a_real_game_uses_the_deck_left_after_setup():
    """D11 in a seeded game: round 2's hands are the next 11-card slices of the deck left by setup."""
    for players, seed in ((2, 21), (4, 22)):
        s0 = rules.setup({"players": players}, seed)
        deck = list(s0["deck"])
        s, r = s0, random.Random(seed)
        while s["round"] == 1:
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        seats_ = players + (players == 2)
        for seat in range(players):
            assert s["hands"][seat] == rules._by_value(deck[len(deck) - 11 * (seat + 1): len(deck) - 11 * seat])
        assert s["deck"] == deck[: len(deck) - 11 * seats_]
        assert s["to_move"] == s["history"][10]["winner"]["seat"]


def test_the_game_ends_after_22_turns():
    """§6: 2 rounds of 11 turns; then no one is to move, no move is legal, and a move is refused."""
    r = random.Random(3)
    s, _ = play_out(rules.setup({"players": 4}, 3), r.choice)
    assert s["turns"] == 22 and len(s["history"]) == 22 and s["round"] == 2
    assert [(h["round"], h["turn"]) for h in s["history"]] == [(rd, t) for rd in (1, 2) for t in range(1, 12)]
    assert s["phase"] == "over" and rules.to_move(s) is None and rules.legal_moves(s) == []
    assert rules.why_illegal(s, {"play": "panda"}) == "The game is over."
    with pytest.raises(IllegalMove):
        rules.play(s, {"play": "panda"})
    res = rules.result(s)
    assert res["ended"] == "Both rounds are played: 22 turns."


def test_result_is_none_until_the_last_turn_is_complete():
    s = state_with(players=3, hands=[["cat"], ["owl"], ["bear"]], round=2, turn=11)
    assert s["turns"] == 21
    s = played(s, "cat", "owl")
    assert rules.result(s) is None
    s = played(s, "bear")
    assert rules.result(s) is None and s["phase"] == "pick"
    s = play(s, *takes("cat", "owl"))  # the last pick (the bear) is forced and ends the game
    assert s["phase"] == "over" and s["turns"] == 22 and rules.result(s) is not None


def last_turn_all_pigs(pigs):
    """Round 2, turn 11: A, B, C each hold one pig; before it A and B have 2 cats, C 1 cat (no lions:
    −6 each; no pandas)."""
    cols = [{"cat": 2, "pig": pigs[0]}, {"cat": 2, "pig": pigs[1]}, {"cat": 1, "pig": pigs[2]}]
    return state_with(players=3, hands=[["pig"], ["pig"], ["pig"]], collections=cols, round=2, turn=11)


def test_final_tie_broken_by_pigs():
    """§6, D18: A and B tie on −2 (4 for cats, −6 for lions); A ends with 3 pigs, B with 2: A wins. The last
    turn is all pigs, so every pick is automatic."""
    s = last_turn_all_pigs([1, 1, 0])
    s = played(s, "pig", "pig")
    assert rules.describe_move(s, {"play": "pig"}) == (
        "Player 3 played a pig (8). Player 1 wins the turn with the largest group, 3 cards worth 8: as many pigs "
        "as the others in it, but played first. Player 1 picks two cards first. Player 1 took a pig, the only "
        "choice left. Player 1 took a pig, the only choice left. Player 2 took a pig, the only choice left. "
        "The game is over: Player 1 wins.")
    s = played(s, "pig")
    res = rules.result(s)
    assert res["scores"] == [-2, -2, -5]
    assert res["pigs"] == [3, 2, 0]
    assert res["winners"] == [0] and res["tiebreak"] == "pigs"


def test_final_tie_with_equal_pigs_is_shared():
    """D18: A and B tie on points and on pigs (2 each): the win is shared."""
    s = last_turn_all_pigs([1, 2, 3])
    s = played(s, "pig", "pig")
    text = rules.describe_move(s, {"play": "pig"})
    assert text.endswith(" The game is over: Player 1 & Player 2 share the win.")
    s = played(s, "pig")
    assert s["history"][-1]["winner"]["seat"] == 2
    res = rules.result(s)
    assert res["scores"] == [-2, -2, -5] and res["pigs"] == [2, 2, 5]
    assert res["winners"] == [0, 1] and res["tiebreak"] == "shared"


def test_a_clear_winner_needs_no_tie_break():
    res = rules.result(over_state(3, [{"cat": 3, "lion": 2}, {"cat": 2, "pig": 5}, {}]))
    assert res["scores"] == [9, -2, -6] and res["winners"] == [0] and res["tiebreak"] == "none"


# --- §11.12–§11.14 scoring ----------------------------------------------------------------------

EXAMPLE = {"rabbit": 5, "bear": 3, "giraffe": 2, "owl": 3, "cat": 3, "fox": 2, "lion": 1, "pig": 2, "monkey": 2}


def without_monkeys(counts):
    """The total of a collection holding no monkey (its animals scored as they are)."""
    assert counts.get("monkey", 0) == 0
    return sum(i["points"] for i in scoring.animal_items(counts))


def test_11_12_scoring_the_example_collection_is_48_with_both_monkeys_as_cats():
    """§11.12: both monkeys as cats: 15 + 5 + 4 + 6 + 25 − 4 − 3 + 0 = 48 before pandas."""
    assert scoring.best_monkeys(EXAMPLE) == {"rabbit": 0, "bear": 0, "giraffe": 0, "owl": 0, "cat": 2}
    items = {i["animal"]: (i["count"], i["monkeys"], i["points"]) for i in scoring.animal_items(EXAMPLE)}
    assert items == {"rabbit": (5, 0, 15), "bear": (3, 0, 5), "giraffe": (2, 0, 4), "owl": (3, 0, 6),
                     "cat": (5, 2, 25), "fox": (2, 0, -4), "lion": (1, 0, -3), "pig": (2, 0, 0)}
    assert sum(p for _, _, p in items.values()) == 48


def test_11_12_the_alternatives_are_worse():
    """§11.12: cat + bear 44 (+12), cat + giraffe 44 (+12: a third owl paired), a monkey as a rabbit: six
    rabbits score −5 (−20); every one of the 15 assignments is below 48 but cat + cat."""
    base = dict(EXAMPLE, monkey=0)

    def assign(*animals):
        c = dict(base)
        for a in animals:
            c[a] += 1
        return without_monkeys(c)
    assert assign("cat", "cat") == 48
    assert assign("cat", "bear") == 44
    assert assign("cat", "giraffe") == 44
    assert assign("rabbit", "cat") == 19
    assert assign("rabbit", "rabbit") == 12
    others = {(a, b): assign(a, b) for i, a in enumerate(data.WILD_FOR) for b in data.WILD_FOR[i:]}
    assert len(others) == 15
    assert max(others.values()) == 48 and [k for k, v in others.items() if v == 48] == [("cat", "cat")]


def test_11_12_the_end_screen_shows_the_example():
    """§11.12 through ``result``: nobody has a panda (nobody scores for pandas); the cat line counts the monkeys."""
    res = rules.result(over_state(3, [EXAMPLE, {"lion": 2}, {"lion": 2}]))
    assert res["scores"] == [48, 0, 0]
    cat = next(i for i in res["breakdown"][0]["items"] if i["animal"] == "cat")
    assert (cat["what"], cat["points"], cat["count"], cat["monkeys"]) == ("5 cats, 2 monkeys among them", 25, 5, 2)
    panda = res["breakdown"][0]["items"][-1]
    assert (panda["what"], panda["points"]) == ("0 pandas: everyone has as many", 0)


@pytest.mark.parametrize("pandas,points", [
    ([4, 4, 1], [3, 3, -6]),
    ([2, 2, 2], [0, 0, 0]),
    ([3, 1], [6, -6]),
    ([3, 1, 1, 1, 1], [6, -1, -1, -1, -1]),
    ([3, 2, 1], [6, 0, -6]),
    ([2, 0, 0], [6, -3, -3]),
    ([0, 0, 1, 1], [-3, -3, 3, 3]),
])
def test_11_13_panda_majorities(pandas, points):
    """§11.13, D15: the most share +6 and the fewest −6 (⌊6/k⌋ each, a loss never rounded up); all equal:
    nobody scores; the middle scores 0; 0 pandas can be the fewest."""
    assert scoring.panda_points(pandas) == points
    res = rules.result(over_state(len(pandas), [{"panda": p, "lion": 2} for p in pandas]))
    assert res["scores"] == points
    assert [b["items"][-1]["points"] for b in res["breakdown"]] == points


def test_11_13_two_players_both_bonus_and_penalty_the_dummy_not_counted():
    """§11.13, D15: with 2 players (3, 1) pandas give +6 and −6; the Dummy holds no collection."""
    res = rules.result(over_state(2, [{"panda": 3, "lion": 2}, {"panda": 1, "lion": 2}]))
    assert res["scores"] == [6, -6]
    assert [b["items"][-1]["what"] for b in res["breakdown"]] == ["3 pandas: the most", "1 panda: the fewest"]


def test_monkeys_never_count_as_pandas_lions_or_pigs():
    """D13, D6: monkeys become only rabbit/bear/giraffe/owl/cat: a monkey does not save a lone lion, does not
    win the panda majority and is no pig in the tie-break."""
    assert set(scoring.best_monkeys({"monkey": 3, "lion": 1})) == set(data.WILD_FOR)
    items = {i["animal"]: i for i in scoring.animal_items({"monkey": 1, "lion": 1})}
    assert items["lion"]["points"] == -3 and items["lion"]["monkeys"] == 0
    assert scoring.totals([{"panda": 1, "monkey": 3, "lion": 2}, {"panda": 2, "lion": 2}]) == [-6 + 9, 6]
    s = state_with(players=3, hands=[["rabbit"], ["rabbit"], ["cat"]], collections=[{}, {"monkey": 3}, {}])
    s = played(s, "rabbit", "rabbit", "cat")
    assert winner(s)["seat"] == 0 and winner(s)["by"] == "first"


@pytest.mark.parametrize("animal,n,points", [
    ("lion", 0, -6), ("lion", 1, -3), ("lion", 2, 0), ("lion", 5, 0),
    ("rabbit", 5, 15), ("rabbit", 6, -5), ("rabbit", 9, -5),
    ("bear", 1, 0), ("bear", 2, 5), ("bear", 5, 10),
    ("cat", 4, 16), ("cat", 1, 1), ("fox", 3, -6), ("pig", 4, 0), ("giraffe", 3, 6),
])
def test_11_14_edge_values(animal, n, points):
    """§11.14 and §7: 0 lions −6; 6 rabbits −5; 1 bear 0; 4 cats 16; …"""
    counts = {animal: n}
    if animal != "lion":
        counts["lion"] = 2  # break even on lions, to read one animal alone
    assert without_monkeys(counts) == points
    assert next(i["points"] for i in scoring.animal_items(counts) if i["animal"] == animal) == points


def test_11_14_owls_pair_one_to_one_with_giraffes():
    """§11.14, D14: an owl without a giraffe scores 0; paired owls 3 each, the giraffe keeping its 2."""
    def owl(counts):
        return next(i["points"] for i in scoring.animal_items(counts) if i["animal"] == "owl")
    assert owl({"owl": 1}) == 0
    assert owl({"owl": 3, "giraffe": 1}) == 3
    assert owl({"owl": 2, "giraffe": 5}) == 6
    assert without_monkeys({"owl": 1, "giraffe": 1, "lion": 2}) == 5


# --- options (§9) --------------------------------------------------------------------------------

def test_options_defaults():
    assert rules.check_options({}) == {"mode": "standard", "players": 3, "lead_monkey_worth": "one"}
    assert rules.check_options({"players": 5, "lead_monkey_worth": "last_card_of_previous_turn_plus_one"})["lead_monkey_worth"] == \
        "last_card_of_previous_turn_plus_one"


@pytest.mark.parametrize("options,text", [
    ({"players": 1}, "Panda Rei is for 2 to 5 players."),
    ({"players": 6}, "Panda Rei is for 2 to 5 players."),
    ({"players": True}, "Panda Rei is for 2 to 5 players."),
    ({"players": "3"}, "Panda Rei is for 2 to 5 players."),
    ({"dummy": True}, "Panda Rei has no option 'dummy'."),
    ({"lead_monkey_worth": "two"}, "The option 'lead_monkey_worth' is one of one / last_card_of_previous_turn_plus_one."),
    ({"mode": "expert"}, "Panda Rei has no mode 'expert': its modes are standard."),
    ([3], 'Panda Rei options must be an object, like {"players": 3}.'),
])
def test_bad_options_are_refused_with_a_sentence(options, text):
    with pytest.raises(BadOptions) as e:
        rules.check_options(options)
    assert message(e.value) == text
    with pytest.raises(BadOptions):
        engine.new_game("pandarei", options, 1)


# --- refusals -----------------------------------------------------------------------------------

def refusal_positions():
    """A turn in play (A holds a panda and a rabbit) and the same turn being picked."""
    s = state_with(players=3, hands=[["panda", "rabbit"], ["lion", "cat"], ["bear", "cat"]])
    p = played(s, "panda", "lion", "bear")
    return s, p


@pytest.mark.parametrize("phase,move,text", [
    ("play", {"play": "cat"}, "There is no cat in your hand."),
    ("play", {"take": "panda"}, "Play a card from your hand first."),
    ("pick", {"take": "owl"}, "There is no owl left on the table."),
    ("pick", {"play": "panda"}, "Take a card from the table: the turn's cards are being shared."),
    ("play", {"play": "dragon"}, "There is no such animal. The animals: " + ANIMALS_LIST + "."),
    ("pick", {"take": 9}, "There is no such animal. The animals: " + ANIMALS_LIST + "."),
    ("play", "panda", SHAPE),
    ("play", None, SHAPE),
    ("play", {}, SHAPE),
    ("play", ["play", "panda"], SHAPE),
    ("play", {"play": "panda", "take": "panda"}, SHAPE),
    ("pick", {"draw": "panda"}, SHAPE),
])
def test_illegal_moves_are_refused_with_a_sentence_and_change_nothing(phase, move, text):
    s = refusal_positions()[0 if phase == "play" else 1]
    assert s["phase"] == phase
    before = frozen(s)
    assert rules.why_illegal(s, move) == text
    with pytest.raises(IllegalMove) as e:
        rules.play(s, move)
    assert message(e.value) == text
    assert s == before


def test_a_card_already_taken_is_no_longer_on_the_table():
    _, p = refusal_positions()
    p = play(p, {"take": "panda"})
    assert rules.why_illegal(p, {"take": "panda"}) == "There is no panda left on the table."
    assert rules.legal_moves(p) == takes("bear", "lion")


def test_engine_play_refuses_and_leaves_the_game_unchanged():
    g = engine.new_game("pandarei", {"players": 3}, 11)
    hand = g["state"]["hands"][g["state"]["to_move"]]
    missing = next(a for a in data.ANIMALS if a not in hand)
    before = frozen(g)
    with pytest.raises(IllegalMove) as e:
        engine.play(g, {"play": missing})
    assert message(e.value) == f"There is no {missing} in your hand."
    assert g == before
    g2 = engine.play(g, engine.legal_moves(g)[0])
    assert g2["moves"] == [engine.legal_moves(g)[0]] and g == before


def test_legal_moves_list_each_animal_once_in_value_order():
    s = state_with(players=3, hands=[["monkey", "rabbit", "rabbit", "panda"], [], []])
    assert rules.legal_moves(s) == plays("rabbit", "panda", "monkey")


# --- log lines -----------------------------------------------------------------------------------

def test_describe_a_monkey_shows_its_worth():
    s = turn_of(3, 0, ["fox", "monkey", "lion"])
    assert rules.describe_move(s, {"play": "fox"}) == "Player 1 played a fox (6)."
    s = played(s, "fox")
    assert rules.describe_move(s, {"play": "monkey"}) == "Player 2 played a monkey, worth 7: one more than a fox (6)."
    s2 = turn_of(3, 0, ["monkey", "rabbit", "panda"])
    assert rules.describe_move(s2, {"play": "monkey"}) == "Player 1 led with a monkey, worth 1."


def test_describe_a_turn_won():
    """The last card of a turn writes who won, and why; forced picks are written too."""
    s = played(turn_of(4, 2, ["panda", "lion", "giraffe", "bear"]), "panda", "lion", "giraffe")
    assert rules.describe_move(s, {"play": "bear"}) == (
        "Player 2 played a bear (2). Player 3 wins the turn with the highest card, 9, and picks two cards first.")
    s = played(turn_of(4, 0, ["panda", "rabbit", "rabbit", "lion"], pigs=[0, 0, 1, 0]), "panda", "rabbit", "rabbit")
    assert rules.describe_move(s, {"play": "lion"}) == (
        "Player 4 played a lion (7). Player 3 wins the turn with the largest group, 2 cards worth 1, having the "
        "most pigs of its players, and picks two cards first.")


def test_describe_the_dummys_card_and_forced_picks_in_two_players():
    s = played(turn_of(2, 1, ["pig", "giraffe"], dummy=["giraffe"] * 11), "pig")
    assert rules.describe_move(s, {"play": "giraffe"}) == (
        "Player 1 played a giraffe (3). The Dummy played a giraffe (3). Player 1 wins the turn with the largest "
        "group, 2 cards worth 3, and picks two cards first.")
    s = played(s, "giraffe")
    assert rules.describe_move(s, {"take": "pig"}) == (
        "Player 1 took a pig. Player 1 took a giraffe, the only choice left. Player 2 took a giraffe, the only "
        "choice left.")


def test_describe_the_new_round():
    s = state_with(players=3, hands=[["cat"], ["owl"], ["bear"]], turn=11)
    s = played(s, "cat", "owl", "bear")
    s = play(s, {"take": "cat"})
    assert rules.describe_move(s, {"take": "owl"}) == (
        "Player 1 took an owl. Player 2 took a bear, the only choice left. Round 2 begins: 11 new cards each; "
        "Player 1 plays first.")


# --- chance and undo ------------------------------------------------------------------------------

def test_chance_the_dummy_plays_after_the_second_card_of_a_two_player_turn():
    """§5: the first card meets nothing; the second lets the Dummy play at random (even from a hand of
    one card: which card it holds is hidden), and undo says so."""
    s = turn_of(2, 0, ["pig", "giraffe"], dummy=["owl"] * 11)
    first = {"play": "pig"}
    assert rules.chance(s, first) is None and rules.undo_blocker(s, first) is None
    s = played(s, "pig")
    assert rules.chance(s, {"play": "giraffe"}) == "roll"
    assert rules.undo_blocker(s, {"play": "giraffe"}) == "The Dummy then played a card at random."
    last = state_with(players=2, hands=[["pig"], ["giraffe"]], dummy=["owl"])
    assert rules.chance(played(last, "pig"), {"play": "giraffe"}) == "roll"


def test_chance_a_take_ending_the_last_turn_of_round_1_deals_new_hands():
    """§6: the pick that ends turn 11 (the picks after it made at once) deals round 2; one that leaves a
    choice to the next player does not, and neither does the end of round 2."""
    s = played(state_with(players=3, hands=[["cat"], ["owl"], ["bear"]], turn=11), "cat", "owl", "bear")
    assert rules.chance(s, {"take": "cat"}) is None  # owl and bear are left: player 1 still chooses
    s = play(s, {"take": "cat"})
    for take in ({"take": "owl"}, {"take": "bear"}):
        assert rules.chance(s, take) == "draw"
        assert rules.undo_blocker(s, take) == "That move dealt new hands."
    end = played(state_with(players=3, hands=[["cat"], ["owl"], ["bear"]], round=2, turn=11), "cat", "owl", "bear")
    end = play(end, {"take": "cat"})
    assert rules.chance(end, {"take": "owl"}) is None and rules.undo_blocker(end, {"take": "owl"}) is None


def test_chance_a_last_card_making_one_animal_of_the_table_deals_at_once():
    """Every pick of a table of one animal is made at once, so the last card of turn 11 deals round 2;
    earlier in the round it only ends the turn."""
    for last, met in (("owl", "draw"), ("cat", None)):
        s = played(state_with(players=3, hands=[["owl"], ["owl"], [last]], turn=11), "owl", "owl")
        assert rules.chance(s, {"play": last}) == met
        assert rules.play(s, {"play": last})["round"] == (2 if met else 1)
    early = played(turn_of(3, 0, ["owl", "owl", "owl"], pad=5), "owl", "owl")
    assert rules.chance(early, {"play": "owl"}) is None
    assert rules.play(early, {"play": "owl"})["turn"] == 2


# --- §11.15 invariants over random games ------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_11_15_invariants_over_random_games(players):
    """§11.15: after every complete turn the cards in all collections = turns played × cards a turn (the
    seats, the Dummy's included), and every hand (the Dummy's too) holds 11 − turns played this round; cards
    are conserved at every step; the undealt deck shrinks only when a round is dealt."""
    per_turn = players + (players == 2)
    for seed in range(6):
        r = random.Random(100 + seed)
        s = rules.setup({"players": players, "lead_monkey_worth": r.choice(["one", "last_card_of_previous_turn_plus_one"])}, seed)
        steps = 0
        while True:
            assert rules.conserved(s)
            done = s["turns"] - 11 * (s["round"] - 1)
            taken = sum(1 for p in s["table"] if p["taken"] is not None)
            assert collected(s) == s["turns"] * per_turn + taken
            assert len(s["deck"]) == 110 - 11 * per_turn * s["round"]
            if s["phase"] == "over":
                assert s["turns"] == 22 and collected(s) == 22 * per_turn
                break
            assert s["turn"] == done + 1 and 0 <= done < 11
            on_table = {p["seat"] for p in s["table"]}
            for seat in range(players):
                assert len(s["hands"][seat]) == 11 - done - (seat in on_table)
            if players == 2:
                assert len(s["dummy"]) == 11 - done - (None in on_table)
            if s["phase"] == "play" and not s["table"]:
                assert collected(s) == s["turns"] * per_turn
                assert all(len(h) == 11 - done for h in s["hands"])
            s = rules.play(s, r.choice(rules.legal_moves(s)))
            steps += 1
        assert steps >= 22 * players


def test_views_show_only_the_own_hand():
    """§8: a seat sees its own hand, hand sizes and every collection; never another hand or the Dummy's."""
    s = rules.setup({"players": 2}, 5)
    v = rules.view(s, 0)
    assert v["hand"] == s["hands"][0]
    assert v["dummy"] == {"hand_size": 11} and v["deck"] == 77
    assert [p["hand_size"] for p in v["players"]] == [11, 11]
    assert rules.view(s, None)["hand"] == []


# --- golden game ---------------------------------------------------------------------------------

def test_golden_seeded_game_random_choices():
    """A pinned game: 3 players, seed 2026, every move chosen by random.Random(5) among the legal moves. A
    change of the rules, the RNG or the order of legal moves shows here: recompute the literals on purpose."""
    g = engine.new_game("pandarei", {"players": 3}, 2026)
    r = random.Random(5)
    while engine.to_move(g) is not None:
        g = engine.play(g, r.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert res["scores"] == [25, 28, 26]
    assert res["winners"] == [1] and res["tiebreak"] == "none"
    assert res["pigs"] == [3, 0, 2]
    assert len(g["moves"]) == 105
    assert [sum(c.values()) for c in g["state"]["collections"]] == [25, 21, 20]
    assert engine.replay(engine.record(g)) == g


def test_golden_seeded_game_first_legal_move():
    """The same seed, always the first legal move."""
    g = engine.new_game("pandarei", {"players": 3}, 2026)
    while engine.to_move(g) is not None:
        g = engine.play(g, engine.legal_moves(g)[0])
    res = engine.result(g)
    assert res["scores"] == [36, 14, 33] and res["winners"] == [0] and res["tiebreak"] == "none"
    assert len(g["moves"]) == 97


def test_golden_seeded_two_player_game_pins_the_dummys_cards():
    """A pinned 2-player game (seed 2026, random.Random(5)): the scores and every card the Dummy played."""
    g = engine.new_game("pandarei", {"players": 2}, 2026)
    r = random.Random(5)
    while engine.to_move(g) is not None:
        g = engine.play(g, r.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert res["scores"] == [56, 47] and res["winners"] == [0] and res["pigs"] == [5, 0]
    assert len(g["moves"]) == 84
    assert [t["plays"][-1]["animal"] for t in g["state"]["history"]] == [
        "fox", "lion", "owl", "monkey", "bear", "giraffe", "rabbit", "giraffe", "rabbit", "lion", "giraffe",
        "owl", "pig", "lion", "fox", "giraffe", "fox", "panda", "pig", "cat", "lion", "monkey"]


def test_the_dummy_plays_a_random_card_of_its_own_hand():
    """§5: the Dummy plays last, a card of its own hand chosen with the seeded generator: not always the
    same place in its (sorted) hand, so not always its lowest card."""
    lowest = total = 0
    for seed in range(5):
        r = random.Random(seed)
        s = rules.setup({"players": 2}, seed)
        while rules.to_move(s) is not None:
            after = rules.play(s, r.choice(rules.legal_moves(s)))
            if len(after["history"]) > len(s["history"]):  # the turn's second card: the Dummy played too
                card = after["history"][-1]["plays"][-1]
                assert card["seat"] is None and card["animal"] in s["dummy"]
                assert after["rng"] != s["rng"]
                lowest += card["animal"] == s["dummy"][0]
                total += 1
            s = after
        assert total == 22 * (seed + 1)
    assert lowest < total / 2
