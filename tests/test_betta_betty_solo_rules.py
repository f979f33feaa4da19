"""Betta's Betty mode and solo mode (shared/rules/betta.md, from the rulebook)."""

import pytest

from tabletop.games.betta import data, rules
from tabletop.games.betta.display import card_layout
from betta_helpers import position, finished, P, G

EMPTY = "... ... ..."


# --- Betty --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,displays", [(2, 5), (3, 6), (4, 8), (5, 10)])
def test_betty_setup(players, displays):
    s = rules.setup({"mode": "betty", "players": players}, 5)
    assert len(s["displays"]) == displays
    assert s["colours"] == ["betty"] + list(data.COLOURS[: players - 1])
    # Betty: 3 removed unseen, 3 in hand, 6 left; no card on a display
    assert len(s["removed"][0]) == 3 and len(s["hands"][0]) == 3 and len(s["decks"][0]) == 6
    assert s["played"][0] == []
    assert all(card.startswith("betty-") for card in s["hands"][0] + s["decks"][0])
    # staff members set up as usual: one card each on its own display
    occupied = [i for i, d in enumerate(s["displays"]) if d != [None] * 9]
    assert occupied == list(range(players - 1))
    # Betty plays first
    assert rules.to_move(s) == 0 and s["first"] == 0


def test_betty_cards_show_three_bettas_of_one_colour():
    assert card_layout("betty-pink-1") == {0: "pink", 2: "pink", 7: "pink"}
    assert card_layout("betty-green-2") == {0: "green", 2: "green", 4: "green"}
    assert card_layout("betty-blue-3") == {0: "blue", 5: "blue", 7: "blue"}


def test_betty_scores_placements_like_anyone():
    s = position(mode="betty", players=2, displays=["... ... gg.", EMPTY, EMPTY, EMPTY, EMPTY],
                 patterns=["S3"], hands=[["betty-green-1"], ["pink-1"]])
    s["decks"] = [[], []]
    # betty-green-1 (0, 2, 7) rotated 90: cells 2, 8, 5 -> green on 8 completes the edge 6,7,8
    s2 = rules.play(s, {"card": "betty-green-1", "rotation": 90, "display": 0})
    assert s2["scores"][0] == 3
    s3 = rules.play(s, {"card": "betty-green-1", "rotation": 0, "display": 1})
    assert s3["scores"][0] == 2


def test_rulebook_betty_example_3_2_1_0_empty_cells_score_21():
    s = finished(position(mode="betty", players=2,
                          displays=["ppp ppp ...", "ppp ppp g..", "ppp ppp gg.", "ppp ppp ggg", "ppp ppp ggg"]))
    res = rules.result(s)
    betty = res["breakdown"][0]
    assert [i["points"] for i in betty["items"]] == [6, 7, 8, 0, 0]
    assert betty["items"][0]["what"] == "Display 1: 3 empty cells"
    assert res["scores"][0] == 21


def test_betty_table():
    expected = [0, 8, 7, 6, 5, 4, 3, 2, 2, 2]
    for empty, points in enumerate(expected):
        disp = [None] * empty + [G] * (9 - empty)
        s = finished(position(mode="betty", players=2, displays=[disp] + ["ggg ggg ggg"] * 4))
        assert rules.result(s)["breakdown"][0]["items"][0]["points"] == points


def test_betty_wins_a_tie_for_first():
    # Betty: one display with 2 empty cells = 7; pink: 4 + 2 bettas = 6 + 1 = 7.
    s = finished(position(mode="betty", players=2,
                          displays=["ppp p.. ggg", "ppg ggg ggg", "ggg ggg ggg", "ggg ggg ggg", "ggg ggg ggg"]))
    res = rules.result(s)
    assert res["scores"][0] == res["scores"][1]
    assert res["winners"] == [0] and res["tiebreak"] == "Betty wins ties"


def test_without_betty_in_the_tie_staff_tiebreakers_apply():
    s = finished(position(mode="betty", players=3,
                          displays=["ppp ... ...", "ppp ... ...", "ggg g.. ...", "g.. ... ...", EMPTY, EMPTY]))
    s["events"][0] = []
    res = rules.result(s)
    # Betty: 6 + 5 + 5 + 8... empty cells 6, 6, 5, 8, 9, 9 -> 3 + 3 + 4 + 2 + 2 + 2 = 16
    assert res["scores"][0] == 16
    # pink 3+3 = 6 (6 visible), green 6 + 0 = 6 (5 visible): pink wins on visible bettas
    assert res["scores"][1:] == [6, 6]
    s["events"][1] = [{"what": "placements", "points": 20}]
    s["events"][2] = [{"what": "placements", "points": 20}]
    res = rules.result(s)
    assert res["winners"] == [1] and res["tiebreak"] == "visible bettas"


def test_betty_mode_ends_after_seven_turns_each_or_when_every_display_is_full():
    s = rules.setup({"mode": "betty", "players": 3}, 12)
    while rules.to_move(s) is not None:
        s = rules.play(s, rules.legal_moves(s)[0])
    assert s["turns"] == [7, 7, 7] or all(None not in d for d in s["displays"])


# --- solo ---------------------------------------------------------------------------------------

def test_solo_setup():
    s = rules.setup({"mode": "solo", "players": 1}, 8)
    assert len(s["displays"]) == 3 and all(d == [None] * 9 for d in s["displays"])
    assert len(s["patterns"]) == 6
    assert len(s["hands"][0]) == 3 and len(s["decks"][0]) == 12 and len(s["removed"][0]) == 33
    colours = {card_layout(c)[min(card_layout(c))] for c in s["hands"][0] + s["decks"][0]}
    assert len(colours) > 1  # dealt from all four decks


def test_solo_ends_when_all_fifteen_cards_are_played():
    for seed in range(20):
        s = rules.setup({"mode": "solo", "players": 1}, seed)
        n = 0
        while rules.to_move(s) is not None:
            s = rules.play(s, rules.legal_moves(s)[n % 7])
            n += 1
        assert n == 15 or all(None not in d for d in s["displays"])
        if n == 15:
            assert s["hands"] == [[]] and s["decks"] == [[]]


def test_solo_ends_when_every_display_is_full():
    s = position(mode="solo", players=1, displays=["ppg gyb bp.", "ppg gyb bpg", "ppg gyb bpg"],
                 hands=[["pink-1", "pink-2", "pink-3"]])
    s2 = rules.play(s, {"card": "pink-1", "rotation": 180, "display": 0})
    assert rules.to_move(s2) is None and s2["turns"] == [1]


def test_rulebook_solo_example_best_colours_4_4_3_score_15():
    s = finished(position(mode="solo", players=1, displays=["pppp. gg..", "pppp. gy..", "ggg bb. ..."]))
    res = rules.result(s)
    assert [i["points"] for i in res["breakdown"][0]["items"]] == [6, 6, 3]
    assert res["scores"] == [15]
    assert res["breakdown"][0]["items"][2]["what"] == "Display 3: 3 green bettas"


def test_solo_table():
    expected = [0, 0, 1, 3, 6, 10, 15, 21, 28]
    for count, points in enumerate(expected):
        disp = [P] * count + [None] * (9 - count)
        s = finished(position(mode="solo", players=1, displays=[disp, EMPTY, EMPTY]))
        assert rules.result(s)["scores"] == [points]


@pytest.mark.parametrize("score,title", [
    (0, "New Hire"), (69, "New Hire"), (70, "Staff Member"), (84, "Staff Member"),
    (85, "Employee of the Month"), (99, "Employee of the Month"), (100, "Team Leader"),
    (114, "Team Leader"), (115, "Like a Boss"), (300, "Like a Boss"),
])
def test_employee_review_boundaries(score, title):
    assert rules.review(score) == title


def test_solo_result_names_the_review():
    s = finished(position(mode="solo", players=1, displays=["ppp ppp pp.", "ggg ggg gg.", "bbb bbb bb."]))
    s["events"] = [[{"what": "placements", "points": 30}]]
    res = rules.result(s)
    assert res["scores"] == [28 * 3 + 30] and res["review"] == "Team Leader"
    s["events"] = [[{"what": "placements", "points": 31}]]
    res = rules.result(s)
    assert res["scores"] == [115] and res["review"] == "Like a Boss"
