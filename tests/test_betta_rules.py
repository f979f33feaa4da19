"""Betta's rules, sentence by sentence (shared/rules/betta.md and the rulebook's examples)."""

import pytest

from tabletop.engine import IllegalMove, BadOptions
from tabletop.games.betta import data, rules
from tabletop.games.betta.display import (card_cells, card_layout, betta_deck, betty_deck, pattern_shapes,
                                          rotate_cell, made_patterns)
from betta_helpers import position, finished, grid, P, G, B, Y

EMPTY = "... ... ..."


def move(card, rotation, display):
    return {"card": card, "rotation": rotation, "display": display}


# --- components ---------------------------------------------------------------------------------

def test_48_betta_cards_12_per_colour_two_own_one_odd():
    for colour in data.COLOURS:
        deck = betta_deck(colour)
        assert len(deck) == 12
        odd_colours = []
        for card in deck:
            layout = card_layout(card)
            assert len(layout) == 3
            own = [c for c in layout.values() if c == colour]
            assert len(own) == 2
            odd_colours += [c for c in layout.values() if c != colour]
        for other in data.COLOURS:
            if other != colour:
                assert odd_colours.count(other) == 4, (colour, other)


def test_betty_cards_three_per_colour_three_bettas_of_one_colour():
    deck = betty_deck()
    assert len(deck) == 12
    for card in deck:
        assert len(set(card_layout(card).values())) == 1 and len(card_layout(card)) == 3


def test_no_card_alone_on_an_empty_display_makes_a_pattern():
    every_pattern = list(data.PATTERNS)
    for card in [c for col in data.COLOURS for c in betta_deck(col)] + betty_deck():
        for rot in (0, 90, 180, 270):
            cells = card_cells(card, rot)
            disp = [None] * 9
            for c, col in cells:
                disp[c] = col
            assert made_patterns(disp, {c for c, _ in cells}, every_pattern) == []


def test_twelve_patterns_four_per_level_worth_3_5_7():
    levels = {}
    for pid, (name, level, points, cells) in data.PATTERNS.items():
        levels.setdefault(level, set()).add(points)
        assert len(cells) >= 3
    assert levels == {"simple": {3}, "advanced": {5}, "expert": {7}}
    assert sum(1 for p in data.PATTERNS.values() if p[1] == "simple") == 4


def test_rotation_is_clockwise():
    # (row, col) -> (col, 2 - row): the top-left corner goes to the top-right.
    assert [rotate_cell(i, 90) for i in range(9)] == [2, 5, 8, 1, 4, 7, 0, 3, 6]
    assert [rotate_cell(i, 360) for i in range(9)] == list(range(9))
    assert card_cells("pink-1", 180) == ((6, "green"), (7, "pink"), (8, "pink"))


# --- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,displays", [(2, 5), (3, 6), (4, 8)])
def test_staff_setup(players, displays):
    s = rules.setup({"mode": "staff", "players": players}, 11)
    assert len(s["displays"]) == displays
    assert s["colours"] == list(data.COLOURS[:players])
    for seat in range(players):
        assert len(s["hands"][seat]) == 3 and len(s["decks"][seat]) == 6 and len(s["removed"][seat]) == 2
        assert len(s["played"][seat]) == 1
        # each player's first card lies face up, rotation 0, on an empty display of its own
        first = s["played"][seat][0]
        assert s["displays"][seat] == [dict(card_cells(first, 0)).get(i) for i in range(9)]
    assert all(d == [None] * 9 for d in s["displays"][players:])
    assert s["scores"] == [0] * players
    levels = [data.PATTERNS[p][1] for p in s["patterns"]]
    assert levels == ["simple"] * 2 + ["advanced"] * 2 + ["expert"] * 2


def test_first_player_is_random_and_play_goes_round_in_seat_order():
    starts = {rules.setup({"mode": "staff", "players": 3}, seed)["first"] for seed in range(40)}
    assert starts == {0, 1, 2}
    s = rules.setup({"mode": "staff", "players": 3}, 1)
    order = []
    for _ in range(6):
        order.append(rules.to_move(s))
        s = rules.play(s, rules.legal_moves(s)[0])
    first = order[0]
    assert order == [(first + i) % 3 for i in range(6)]


def test_setup_is_seeded_golden():
    # Pins the shuffles: a change here breaks every saved record and share link.
    s = rules.setup({"mode": "staff", "players": 2}, 2026)
    assert s["patterns"] == ["S1", "S2", "A2", "A4", "E1", "E4"]
    assert s["hands"] == [["pink-4", "pink-8", "pink-11"], ["green-1", "green-10", "green-11"]]
    assert s["first"] == 0


@pytest.mark.parametrize("options,message", [
    ({"mode": "staff", "players": 5}, "2 to 4 players"),
    ({"mode": "staff", "players": 1}, "2 to 4 players"),
    ({"mode": "chess", "players": 2}, "no mode"),
    ({"mode": "staff", "players": "2"}, "2 to 4 players"),
    ({"mode": "staff", "players": 2, "colour": "red"}, "no option"),
    ("staff", "must be an object"),
])
def test_bad_options_are_refused_clearly(options, message):
    with pytest.raises(BadOptions, match=message):
        rules.setup(options, 1)


# --- a turn -------------------------------------------------------------------------------------

def test_legal_moves_every_hand_card_every_rotation_every_open_display():
    full = "ppg gyb bpg"
    s = position(displays=[full, EMPTY, EMPTY, full, EMPTY], hands=[["pink-1", "pink-2", "pink-3"], ["green-1"]])
    moves = rules.legal_moves(s)
    assert len(moves) == 3 * 4 * 3
    assert {m["display"] for m in moves} == {1, 2, 4}
    assert moves[0] == move("pink-1", 0, 1)


def test_two_points_on_an_empty_display():
    s = position(displays=[EMPTY] * 5, hands=[["pink-1", "pink-2", "pink-3"], ["green-1"]])
    s2 = rules.play(s, move("pink-1", 0, 3))
    assert s2["scores"][0] == 2
    assert s2["events"][0] == [{"what": "Placed a card on empty display 4", "points": 2}]


def test_placement_overwrites_three_cells_and_keeps_the_rest():
    s = position(displays=["ggg ggg ggg".replace("g", "b", 1)[:-1] + ".", EMPTY, EMPTY, EMPTY, EMPTY],
                 hands=[["pink-1", "pink-2", "pink-3"], ["green-1"]])
    s2 = rules.play(s, move("pink-1", 90, 0))  # pink at 2 and 5, green at 8
    assert s2["displays"][0] == grid("bgp ggp ggg")


def test_no_card_on_a_full_display_and_the_state_is_unchanged():
    s = position(displays=["ppg gyb bpg", EMPTY, EMPTY, EMPTY, EMPTY], hands=[["pink-1", "pink-2", "pink-3"], []])
    snapshot = repr(s)
    with pytest.raises(IllegalMove, match="Display 1 is full: a card can only go on a display with an empty space"):
        rules.play(s, move("pink-1", 0, 0))
    assert repr(s) == snapshot


@pytest.mark.parametrize("bad,message", [
    (move("green-1", 0, 1), "not in Pink's hand"),
    (move("pink-99", 0, 1), "no Betta card"),
    (move("pink-1", 45, 1), "0, 90, 180 or 270"),
    (move("pink-1", True, 1), "0, 90, 180 or 270"),
    (move("pink-1", 0, 9), "no display 9"),
    (move("pink-1", 0, -1), "no display -1"),
    ({"card": "pink-1", "display": 1}, "names a card, a rotation and a display"),
    ({"card": "pink-1", "rotation": 0, "display": 1, "extra": 1}, "names a card"),
    ("pink-1", "names a card"),
    (None, "names a card"),
])
def test_illegal_and_malformed_moves_are_refused_with_a_sentence(bad, message):
    s = position(displays=[EMPTY] * 5, hands=[["pink-1", "pink-2", "pink-3"], ["green-1"]])
    with pytest.raises(IllegalMove, match=message):
        rules.play(s, bad)


def test_draw_one_card_after_placing_and_none_when_the_deck_is_empty():
    s = position(displays=[EMPTY] * 5, hands=[["pink-1", "pink-2", "pink-3"], ["green-1"]])
    s["decks"] = [["pink-4", "pink-5"], []]
    s2 = rules.play(s, move("pink-2", 0, 0))
    assert s2["hands"][0] == ["pink-1", "pink-3", "pink-4"] and s2["decks"][0] == ["pink-5"]
    s["decks"] = [[], []]
    s3 = rules.play(s, move("pink-2", 0, 0))
    assert s3["hands"][0] == ["pink-1", "pink-3"] and s3["decks"][0] == []


# --- patterns -----------------------------------------------------------------------------------

def score_of(display_text, card, rotation, patterns, display=0):
    s = position(displays=[display_text, EMPTY, EMPTY, EMPTY, EMPTY], patterns=patterns,
                 hands=[[card], ["green-1"]])
    s["decks"] = [[], []]
    s2 = rules.play(s, move(card, rotation, display))
    return s2["scores"][0], s2["events"][0]


def test_pattern_any_colour_not_only_the_players():
    # Pink plays pink-1 (pink 0, pink 1, green 2) rotated 90: pink 2, pink 5, green 8.
    # Green already at 6 and 7 -> green edge line 6,7,8 (S3 rotated 180) made by pink's odd betta.
    points, events = score_of("... ... gg.", "pink-1", 90, ["S3"])
    assert points == 3
    assert events == [{"what": "Made the Edge line pattern on display 1", "points": 3}]


def test_pattern_counts_in_any_rotation():
    # S3 is the edge line 0,1,2 on its card; here it is made as the left column 0,3,6 in green.
    # green-4 lays green on 3 and 4 and blue on 5.
    assert (0, 3, 6) in pattern_shapes("S3")
    points, events = score_of("g.. ... g..", "green-4", 0, ["S3"])
    assert points == 3 and events[0]["what"] == "Made the Edge line pattern on display 1"


def test_rotations_of_a_pattern_stay_in_place_and_are_not_shifted():
    # The middle line turns into the middle column, never into the top row.
    assert set(pattern_shapes("S1")) == {(3, 4, 5), (1, 4, 7)}
    points, _ = score_of("... ... g..", "green-1", 0, ["S1"])  # green 0, green 1, blue 2: top row
    assert points == 0


def test_pattern_needs_a_single_colour():
    points, _ = score_of("... ... .y.", "pink-1", 90, ["S3"])  # 6 empty, 7 yellow, 8 green
    assert points == 0


def test_extra_bettas_of_that_colour_do_not_matter():
    # Green everywhere but the edge 6,7,8 wants green at 8 (pink-1 rotated 90 puts green at 8).
    points, _ = score_of("ggg ggg gg.", "pink-1", 90, ["S3"])
    assert points == 3


def test_pattern_already_there_counts_if_the_new_card_is_part_of_it():
    # Green edge line 6,7,8 already present; pink-1 rotated 90 lays green on 8 again (covering green).
    points, _ = score_of("... ... ggg", "pink-1", 90, ["S3"])
    assert points == 3


def test_pattern_already_there_without_the_new_card_does_not_count():
    # Yellow edge 0,1,2 present; the card lands on 6,7,8 only (pink-1 at 180: green 6, pink 7, pink 8).
    points, _ = score_of("yyy ... ...", "pink-1", 180, ["S3"])
    assert points == 0


def test_only_the_best_pattern_scores_simple_and_advanced_make_5_not_8():
    # Blue square 0,1,3,4 (A1, 5) and blue edge 0,1,2 (S3, 3) both made by one card.
    # blue-7: blue 0, blue 1, green 3. We want blue at 0,1 from the card, blue already at 2,3,4.
    points, events = score_of(". . b b b . . . .".replace(" ", ""), "blue-7", 0, ["S3", "A1"])
    # blue-7 puts green on 3, breaking the square. Use blue-1 instead: blue 0, blue 1, yellow 2.
    points, events = score_of(". . . b b . . . .".replace(" ", ""), "blue-1", 0, ["S3", "A1", "S4"])
    # blue at 0,1,3,4: the square (5) and the corner L 0,1,3 (3): only 5 scores.
    assert points == 5
    assert events == [{"what": "Made the Square pattern on display 1", "points": 5}]


def test_patterns_may_be_scored_again_and_again():
    # pink-1 at 90 lays green on 8, pink-10 at 90 too: each completes a green edge 6,7,8.
    s = position(displays=["... ... gg.", "... ... gg.", EMPTY, EMPTY, EMPTY], patterns=["S3"],
                 hands=[["pink-1", "pink-10"], ["green-2", "green-3"]])
    s["decks"] = [[], []]
    s = rules.play(s, move("pink-1", 90, 0))
    s = rules.play(s, move("green-2", 0, 2))
    s = rules.play(s, move("pink-10", 90, 1))
    assert s["scores"][0] == 6
    assert [e["what"] for e in s["events"][0]] == ["Made the Edge line pattern on display 1",
                                                    "Made the Edge line pattern on display 2"]


# --- the end ------------------------------------------------------------------------------------

def test_the_game_ends_at_once_when_every_display_is_full():
    almost = "ppg gyb bp."
    full = "ppg gyb bpg"
    s = position(displays=[almost, full, full, full, full], hands=[["pink-1", "pink-2", "pink-3"], ["green-1"]])
    assert s["turns"] == [0, 0]
    # pink-1 rotated 180: green 6, pink 7, pink 8 -> display 1 becomes full
    s2 = rules.play(s, move("pink-1", 180, 0))
    assert rules.to_move(s2) is None and rules.legal_moves(s2) == []
    assert rules.result(s2)["ended"] == "Every display is full."


def test_the_game_ends_when_everyone_has_taken_seven_turns():
    for players in (2, 3, 4):
        s = rules.setup({"mode": "staff", "players": players}, 3)
        turns = 0
        while rules.to_move(s) is not None:
            assert rules.result(s) is None
            s = rules.play(s, rules.legal_moves(s)[-1])
            turns += 1
        assert s["turns"] == [7] * players or all(None not in d for d in s["displays"])
        if s["turns"] == [7] * players:
            assert turns == 7 * players
            assert all(len(h) == 2 for h in s["hands"]) and all(d == [] for d in s["decks"])


def test_the_round_counter_counts_every_players_turns_and_announces_the_last_round():
    for mode, players, rounds in (("staff", 3, 7), ("betty", 2, 7), ("solo", 1, 15)):
        s = rules.setup({"mode": mode, "players": players}, 11)
        seen = []
        while rules.to_move(s) is not None:
            p = rules.view(s, rules.to_move(s))["progress"]
            seen.append((p["round"], p["last"]))
            assert p["rounds"] == rounds
            s = rules.play(s, rules.legal_moves(s)[0])
        seats = len(s["turns"])  # Betty's seat takes turns too
        if all(None not in d for d in s["displays"]):
            continue  # ended early: every display full
        assert seen == [(r, r == rounds) for r in range(1, rounds + 1) for _ in range(seats)]
        assert rules.view(s, 0)["progress"]["last"] is False  # over: nothing left to announce
        assert rules.result(s)["ended"] == (f"Every player has had {rounds} turns." if mode != "solo"
                                            else f"You have played all {rounds} cards of the solo deck.")


def test_a_card_not_in_hand_is_refused_in_words_not_ids():
    s = position(displays=[EMPTY] * 5, hands=[["pink-1"], ["green-1"]])
    with pytest.raises(IllegalMove) as refused:
        rules.play(s, move("green-1", 0, 0))
    assert str(refused.value) == "That card is not in Pink's hand."


def test_after_the_end_every_move_is_refused():
    s = finished(position(displays=[EMPTY] * 5, hands=[["pink-1"], ["green-1"]]))
    with pytest.raises(IllegalMove, match="The game is over"):
        rules.play(s, move("pink-1", 0, 0))


# --- final scoring ------------------------------------------------------------------------------

def test_rulebook_staff_scoring_example_pink_5_4_2_0_0_scores_17():
    s = finished(position(displays=["ppp pp. ...", "pp. pp. ...", "pp. ... ...", "ggg ... ...", EMPTY]))
    res = rules.result(s)
    pink = res["breakdown"][0]
    assert [i["points"] for i in pink["items"]] == [10, 6, 1, 0, 0]
    assert pink["items"][0]["what"] == "Display 1: 5 pink bettas"
    assert res["scores"][0] == 17


def test_staff_table_six_or_more_own_bettas_score_15():
    for count, points in [(0, 0), (1, 0), (2, 1), (3, 3), (4, 6), (5, 10), (6, 15), (7, 15), (8, 15)]:
        disp = [P] * count + [G] * (9 - count)
        s = finished(position(displays=[disp, EMPTY, EMPTY, EMPTY, EMPTY]))
        assert rules.result(s)["scores"][0] == points, count


def test_scores_are_placements_plus_displays():
    s = finished(position(displays=["ppp pp. ...", EMPTY, EMPTY, EMPTY, EMPTY]))
    s["scores"] = [9, 4]
    s["events"] = [[{"what": "Made the Plus pattern on display 2", "points": 7},
                    {"what": "Placed a card on empty display 3", "points": 2}],
                   [{"what": "x", "points": 4}]]
    res = rules.result(s)
    assert res["scores"] == [9 + 10, 4]
    for b in res["breakdown"]:
        assert b["total"] == sum(i["points"] for i in b["items"]) == res["scores"][b["seat"]]


def test_tiebreak_most_visible_own_bettas():
    # pink 3 + 3 bettas score 3 + 3 = 6 (6 visible); green 4 + 1 score 6 + 0 = 6 (5 visible)
    s = finished(position(displays=["ppp ... ...", "ppp ... ...", "ggg g.. ...", "g.. ... ...", EMPTY]))
    res = rules.result(s)
    assert res["scores"] == [6, 6]
    assert res["winners"] == [0] and res["tiebreak"] == "visible bettas"
    assert res["tiebreak_values"][0]["visible"] == 6 and res["tiebreak_values"][1]["visible"] == 5


def test_tiebreak_best_display_then_shared():
    # pink 3 + 3 bettas = 6 points + 1 placed; green 4 + 2 = 6 + 1: 7 all, 6 visible each; green's best
    # display has 4, pink's 3.
    s = finished(position(displays=["ppp ... ...", "ppp ... ...", "ggg g.. ...", "gg. ... ...", EMPTY]))
    s["scores"] = [1, 0]
    s["events"] = [[{"what": "an earlier placement", "points": 1}], []]
    res = rules.result(s)
    assert res["scores"] == [7, 7]
    assert res["tiebreak"] == "best display" and res["winners"] == [1]
    s = finished(position(displays=["ppp ... ...", "ggg ... ...", EMPTY, EMPTY, EMPTY]))
    res = rules.result(s)
    assert res["scores"] == [3, 3] and res["winners"] == [0, 1] and res["tiebreak"] == "shared"


def test_a_clear_winner_is_decided_by_score():
    s = finished(position(displays=["ppp pp. ...", "ggg ... ...", EMPTY, EMPTY, EMPTY]))
    res = rules.result(s)
    assert res["winners"] == [0] and res["tiebreak"] == "score"


def test_result_is_none_while_playing():
    s = rules.setup({"mode": "staff", "players": 2}, 1)
    assert rules.result(s) is None
