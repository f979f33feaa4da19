"""Watergate's cards: shared/rules/watergate.md §1.6, §1.7, §5.2 (actions and reactions), §5.5 and §6.

Facts 12-19 of §9 are tests here (numbered as there), then every effect op of §1.7 at least once, and
the Editor's momentum card space by space. Positions are built with ``watergate_helpers.position``:
a round-1 card phase whose hands, track tokens, board and pictures are set by hand, every component
still in exactly one place. Token ids are ``t<n>``; +k is toward the Editor (seat 0), -k toward Nixon (seat 1). With the
default ``reaction_prompt`` (D8) the other player is asked at every play a reaction could answer,
so the tests pass those windows explicitly.
"""

import pytest

from tabletop.engine import IllegalMove

from tabletop.games.watergate import data, rules
from tabletop.games.watergate.data import EDITOR, NIXON
from watergate_helpers import BLUE, YELLOW, action, on, play, position, value

PASS = {"t": "pass"}
PATH = {"c0": ("y", "up"), "c13": ("b", "up"), "b0": ("g", "up")}  # with a0: Butterfield and McCord


def react(card):
    return {"t": "react", "card": card}


def choose(option):
    return {"t": "choose", "option": option}


def options(s):
    return [m["option"] for m in rules.legal_moves(s)]


def window(s, seat):
    """The reaction window open now: its seat and the reactions offered."""
    assert s["decision"] is not None and s["decision"]["kind"] == "react", s["decision"]
    assert s["decision"]["seat"] == seat
    return [m["card"] for m in rules.legal_moves(s) if m["t"] == "react"]


def has_action(s, card):
    return action(card) in rules.legal_moves(s)


# --- §9 fact 12: the momentum symbol ---------------------------------------------------------------

@pytest.mark.parametrize("before", [3, 4])
def test_fact_12_a_symbol_token_gained_at_minus_5_pulls_the_momentum_from_minus_4(before):
    s = position(hands=(["E01"], ["N16", "N01"]), tokens={"t1": ("b*", -3, "up")}, momentum_at=-4,
                 momentum={"nixon": before}, first=NIXON)
    s = rules.play(s, on("N16", "t1"))
    assert window(s, EDITOR) == []  # "Follow the money!" could be in the Editor's hand
    s = rules.play(s, PASS)
    assert s["decision"]["kind"] == "space" and s["decision"]["seat"] == NIXON
    assert set(options(s)) == set(BLUE)
    s = rules.play(s, choose("a0"))
    assert s["board"]["a0"] == {"kind": "b*", "face": "down"}
    assert s["track"]["momentum"] is None and s["momentum"]["nixon"] == before + 1
    if before == 4:
        assert s["phase"] == "over" and s["winner"] == NIXON and s["reason"] == "five_momentum"
    else:
        assert s["phase"] == "cards" and "momentum" in s["gained"] and rules.to_move(s) == EDITOR


def test_an_editor_symbol_pin_pulls_the_momentum_toward_the_editor():
    s = position(hands=(["E04", "E01"], ["N01"]), tokens={"t1": ("b*", 3, "up")}, momentum_at=-2)
    s = play(s, on("E04", "t1"), choose("a0"))
    assert s["board"]["a0"] == {"kind": "b*", "face": "up"} and s["track"]["momentum"] == -1


def test_a_symbol_with_the_momentum_token_gained_moves_nothing():
    s = position(hands=(["E04", "E01"], ["N01"]), tokens={"t1": ("b*", 3, "up")}, momentum_at=None,
                 momentum={"nixon": 1})
    s = play(s, on("E04", "t1"), choose("a0"))
    assert s["track"]["momentum"] is None and s["momentum"]["nixon"] == 1
    assert any(e["e"] == "symbol_idle" for e in s["events"])


# --- §9 facts 13 and 14: the connection -----------------------------------------------------------------

def test_fact_13_butterfield_and_mccord_through_c0_c13_b0_a0_win_for_the_editor():
    s = position(hands=(["E04", "E01"], ["N01"]), tokens={"t1": ("b", 3, "up")}, board=PATH,
                 pictures={"butterfield": "up", "mccord": "up"})
    s = rules.play(s, on("E04", "t1"))
    assert s["phase"] == "cards"
    s = rules.play(s, choose("a0"))
    assert s["phase"] == "over" and s["winner"] == EDITOR and s["reason"] == "connected"
    assert s["connected"] == ["butterfield", "mccord"]
    res = rules.result(s)
    assert res["winner"] == "editor" and res["scores"] == [1, 0] and res["connected"] == ["butterfield", "mccord"]


def test_fact_13_with_b0_face_down_there_is_no_win():
    board = dict(PATH, b0=("g", "down"))
    s = position(hands=(["E04", "E01"], ["N01"]), tokens={"t1": ("b", 3, "up")}, board=board,
                 pictures={"butterfield": "up", "mccord": "up"})
    s = play(s, on("E04", "t1"), choose("a0"))
    assert s["phase"] == "cards" and s["winner"] is None and rules.to_move(s) == NIXON


def test_a_picture_placed_on_a_lit_path_wins_at_once():
    board = dict(PATH, a0=("b", "up"))
    s = position(hands=(["E10", "E01"], ["N01"]), board=board, pictures={"butterfield": "up"})
    s = rules.play(s, action("E10"))
    window(s, NIXON)
    s = rules.play(s, PASS)
    assert s["pictures"]["mccord"] == "up" and s["winner"] == EDITOR and s["reason"] == "connected"


def test_fact_14_a_face_down_picture_on_a_lit_path_is_no_informant_until_deep_throat():
    board = dict(PATH, a0=("b", "up"))
    s = position(hands=(["E11", "E01"], ["N01"]), board=board, pictures={"butterfield": "up", "mccord": "down"})
    assert s["winner"] is None and s["phase"] == "cards"
    s = rules.play(s, action("E11"))
    s = rules.play(s, PASS)
    assert options(s) == ["flip:mccord", "pin:sloan", "pin:m_mitchell", "pin:woods", "pin:dean", "pin:baldwin"]
    s = rules.play(s, choose("flip:mccord"))
    assert s["pictures"]["mccord"] == "up" and s["winner"] == EDITOR and s["phase"] == "over"


def test_deep_throat_may_pin_a_picture_from_the_supply_instead():
    s = position(hands=(["E11", "E01"], ["N01"]), pictures={"mccord": "down"})
    s = play(s, action("E11"), PASS, choose("pin:dean"))
    assert s["pictures"]["dean"] == "up" and s["pictures"]["mccord"] == "down"


# --- §9 facts 15-17: reactions -----------------------------------------------------------------------

def test_fact_15_mitchell_cancels_an_editor_event_which_goes_to_the_discard_pile():
    s = position(hands=(["E11", "E01"], ["N05", "N01"]), pictures={"mccord": "down"})
    s = rules.play(s, action("E11"))
    assert window(s, NIXON) == ["N05"]
    s = rules.play(s, react("N05"))
    window(s, EDITOR)  # Bradlee or Mass demonstration may answer Mitchell
    s = rules.play(s, PASS)
    assert "E11" in s["discards"][EDITOR] and "E11" not in s["removed"][EDITOR]
    assert "N05" in s["discards"][NIXON]
    assert s["pictures"]["mccord"] == "down" and set(s["pictures"].values()) == {"supply", "down"}
    assert s["hands"] == [["E01"], ["N01"]] and rules.to_move(s) == NIXON and s["chain"] == []


def test_mitchell_does_not_answer_a_journalist():
    s = position(hands=(["E01", "E04"], ["N05", "N01"]), tokens={"t1": ("b", 0, "up")})
    s = rules.play(s, action("E01"))
    assert s["decision"] is None or s["decision"]["kind"] != "react"


def chain_start():
    """Nixon, to move, plays Haldeman (unpin a face-up token); the Editor holds both answers."""
    s = position(hands=(["E13", "E03", "E01"], ["N03", "N05", "N01"]), board={"a0": ("b", "up")}, first=NIXON)
    s = rules.play(s, action("N03"))
    assert window(s, EDITOR) == ["E03", "E13"]
    return s


def test_fact_16_mass_demonstration_cancels_a_conspirator_which_leaves_the_game():
    s = rules.play(chain_start(), react("E13"))
    assert window(s, NIXON) == ["N05"]  # Mitchell may answer Mass demonstration
    s = rules.play(s, PASS)
    assert "N03" in s["removed"][NIXON] and "E13" in s["removed"][EDITOR]
    assert s["board"] == {"a0": {"kind": "b", "face": "up"}}
    assert rules.to_move(s) == EDITOR and s["hands"] == [["E01", "E03"], ["N01", "N05"]]


def test_fact_16_mitchell_may_not_answer_ben_bradlee():
    s = rules.play(chain_start(), react("E03"))
    assert s["decision"] is None and "N05" in s["hands"][NIXON]
    assert "N03" in s["removed"][NIXON] and "E03" in s["discards"][EDITOR]
    assert s["board"] == {"a0": {"kind": "b", "face": "up"}}


def test_mitchell_answering_mass_demonstration_lets_haldeman_act():
    s = play(chain_start(), react("E13"), react("N05"))
    assert window(s, EDITOR) == ["E03"]
    s = rules.play(s, PASS)
    assert "E13" in s["discards"][EDITOR] and "N05" in s["discards"][NIXON]
    assert "N03" in s["discards"][NIXON] and s["board"] == {}


def test_d13_a_chain_resolves_last_in_first_out():
    s = play(chain_start(), react("E13"), react("N05"), react("E03"))
    assert s["decision"] is None and s["chain"] == []
    assert "N05" in s["removed"][NIXON] and "E03" in s["discards"][EDITOR]
    assert "E13" in s["removed"][EDITOR] and "N03" in s["removed"][NIXON]
    assert s["board"] == {"a0": {"kind": "b", "face": "up"}} and rules.to_move(s) == EDITOR
    assert rules.conserved(s)


def test_fact_17_follow_the_money_moves_the_token_from_its_start_toward_the_editor():
    s = position(hands=(["E12", "E01"], ["N06", "N01"]), tokens={"t1": ("y", 2, "up")}, first=NIXON)
    s = rules.play(s, on("N06", "t1"))
    assert window(s, EDITOR) == ["E12"]
    assert s["tokens"]["t1"]["pos"] == 2
    s = rules.play(s, react("E12"))
    assert window(s, NIXON) == []  # Mitchell could answer it: it is an event
    s = rules.play(s, PASS)
    assert [(e["a"], e["b"]) for e in s["events"] if e["e"] == "moved"] == [(2, 5)]
    assert s["decision"]["kind"] == "space" and s["decision"]["seat"] == EDITOR
    assert set(options(s)) == set(YELLOW)
    s = rules.play(s, choose("a2"))
    assert s["board"]["a2"] == {"kind": "y", "face": "up"} and "t1" not in s["tokens"]
    assert "N06" in s["discards"][NIXON] and "E12" in s["removed"][EDITOR]
    assert rules.to_move(s) == EDITOR


def test_follow_the_money_comes_before_a_gain_at_minus_5():
    s = position(hands=(["E12", "E01"], ["N06", "N01"]), tokens={"t1": ("y", -3, "down")}, first=NIXON)
    s = play(s, on("N06", "t1"), react("E12"), PASS)
    assert s["tokens"]["t1"] == {"kind": "y", "pos": 0, "face": "up"}
    assert s["board"] == {} and s["held"] == {}


def test_mitchell_cancels_follow_the_money_and_nixons_move_stands():
    s = position(hands=(["E12", "E01"], ["N06", "N05", "N01"]), tokens={"t1": ("y", 2, "up")}, first=NIXON)
    s = play(s, on("N06", "t1"), react("E12"))
    assert window(s, NIXON) == ["N05"]
    s = rules.play(s, react("N05"))
    window(s, EDITOR)
    s = rules.play(s, PASS)
    assert s["tokens"]["t1"]["pos"] == -1
    assert "E12" in s["discards"][EDITOR] and {"N05", "N06"} <= set(s["discards"][NIXON])


def test_follow_the_money_does_not_answer_moves_of_the_initiative_or_momentum():
    s = position(hands=(["E12", "E01"], ["N06", "N01"]), first=NIXON)
    s = rules.play(s, value("N06", "momentum"))
    assert s["decision"] is None and s["track"]["momentum"] == -3


def test_d8_always_asks_while_a_reaction_could_be_in_the_hand():
    s = position(hands=(["E05", "E01"], ["N01"]))
    s = rules.play(s, action("E05"))
    assert window(s, NIXON) == []  # Nixon holds no Mitchell, but the Editor cannot know that
    s = position(hands=(["E05", "E01"], ["N01"]))
    s["discards"][NIXON].append(s["decks"][NIXON].pop(s["decks"][NIXON].index("N05")))
    s = rules.play(s, action("E05"))
    assert s["decision"] is None and s["pictures"]["sloan"] == "up"  # Mitchell is known to be discarded
    s = position(hands=(["E05", "E01"], []), turn=EDITOR)
    s = rules.play(s, action("E05"))
    assert s["decision"] is None  # an empty hand holds nothing


def test_d8_holding_only_asks_only_a_holder():
    s = position(hands=(["E05", "E01"], ["N01"]), options={"reaction_prompt": "holding_only"})
    s = rules.play(s, action("E05"))
    assert s["decision"] is None and s["pictures"]["sloan"] == "up"
    s = position(hands=(["E05", "E01"], ["N05", "N01"]), options={"reaction_prompt": "holding_only"})
    s = rules.play(s, action("E05"))
    assert window(s, NIXON) == ["N05"]


# --- §9 facts 18 and 19: A brilliant mood, Gambit ---------------------------------------------------------

def test_fact_18_a_brilliant_mood_bars_editor_events_for_the_rest_of_the_round():
    s = position(hands=(["E04", "E05", "E11", "E01", "E13", "E03"], ["N01", "N08", "N03", "N02"]))
    s = rules.play(s, value("E04", "initiative"))
    assert not has_action(s, "N08") and value("N08", "initiative") in rules.legal_moves(s)
    s = play(s, value("N01", "initiative"), value("E05", "initiative"))
    assert has_action(s, "N08")
    s = rules.play(s, action("N08"))
    assert s["restrictions"] == ["brilliant_mood"] and "N08" in s["removed"][NIXON]
    assert rules.to_move(s) == EDITOR
    acting = {m["card"] for m in rules.legal_moves(s) if m["t"] == "action"}
    assert acting == {"E01"}  # the journalist still acts; E11, an event, only for its value
    s = rules.play(s, value("E11", "initiative"))
    s = rules.play(s, action("N03"))
    assert window(s, EDITOR) == ["E03"]  # Mass demonstration is an event too
    s = rules.play(s, PASS)
    s = play(s, value("E01", "momentum"), value("N02", "momentum"), value("E13", "initiative"))
    assert s["restrictions"] == ["brilliant_mood"] and s["round"] == 1
    s = rules.play(s, value("E03", "momentum"))
    while s["round"] == 1:  # the Editor's momentum space 1: a token to pin
        s = rules.play(s, rules.legal_moves(s)[0])
    assert s["restrictions"] == [] and s["phase"] == "cards"


def test_a_brilliant_mood_bars_follow_the_money_and_is_refused_on_the_first_turn():
    s = position(hands=(["E12", "E01"], ["N08", "N06", "N01"]), tokens={"t1": ("y", 2, "up")}, first=NIXON)
    assert rules.why_illegal(s, action("N08")) is not None
    with pytest.raises(IllegalMove):
        rules.play(s, action("N08"))
    s["restrictions"] = ["brilliant_mood"]
    s = rules.play(s, on("N06", "t1"))
    assert s["decision"] is None and s["tokens"]["t1"]["pos"] == -1


def test_a_brilliant_mood_drawn_by_hunt_on_the_first_turn_is_still_the_first_turn():
    s = position(hands=(["E01", "E04"], ["N04", "N01"]), top=((), ["N08"]), first=NIXON)
    s = play(s, action("N04"), PASS)
    assert s["decision"]["kind"] == "hunt" and "N08" in s["hands"][NIXON]
    moves = rules.legal_moves(s)
    assert moves and all(m["card"] == "N08" and m["t"] == "value" for m in moves)


def test_fact_19_gambit_may_remove_a_conspirator_from_the_hand_instead():
    s = position(hands=(["E01"], ["N07", "N02", "N01"]), first=NIXON)
    s = rules.play(s, action("N07"))
    assert s["track"]["momentum"] == -2
    assert options(s) == ["remove", "N01", "N02"]
    s = rules.play(s, choose("N02"))
    assert "N02" in s["removed"][NIXON] and "N07" in s["discards"][NIXON]
    assert "N07" not in s["removed"][NIXON] and s["hands"][NIXON] == ["N01"]
    assert rules.conserved(s) and rules.to_move(s) == EDITOR


def test_gambit_removed_as_usual():
    s = position(hands=(["E01"], ["N07", "N02"]), first=NIXON)
    s = play(s, action("N07"), choose("remove"))
    assert "N07" in s["removed"][NIXON] and s["hands"][NIXON] == ["N02"]
    s = position(hands=(["E01"], ["N07", "N16"]), first=NIXON)
    s = rules.play(s, action("N07"))  # no conspirator in hand: nothing to choose
    assert s["decision"] is None and "N07" in s["removed"][NIXON] and s["track"]["momentum"] == -2


# --- the action ops ------------------------------------------------------------------------------------

def test_move_ev_moves_k_different_tokens_and_turns_face_down_ones_up():
    tokens = {"t1": ("b", 0, "down"), "t2": ("g", -1, "up"), "t3": ("y", 2, "up")}
    s = position(hands=(["E01", "E07"], ["N01"]), tokens=tokens)
    s = rules.play(s, action("E01"))
    assert s["decision"]["kind"] == "token" and options(s) == ["t1", "t2", "t3"]
    s = rules.play(s, choose("t1"))
    assert s["tokens"]["t1"] == {"kind": "b", "pos": 1, "face": "up"}
    assert options(s) == ["t2", "t3"]
    s = rules.play(s, choose("t2"))
    assert s["tokens"]["t2"]["pos"] == 0 and s["tokens"]["t3"]["pos"] == 2
    assert "E01" in s["discards"][EDITOR] and rules.to_move(s) == NIXON


def test_colson_moves_one_token_3_toward_nixon():
    s = position(hands=(["E01"], ["N02", "N01"]), tokens={"t1": ("y", 1, "up")}, first=NIXON)
    s = play(s, action("N02"), PASS)
    assert s["tokens"]["t1"]["pos"] == -2 and "N02" in s["discards"][NIXON]


def test_move_all_moves_every_token_of_the_colour():
    tokens = {"t1": ("g", 0, "down"), "t2": ("bg", -2, "up"), "t3": ("y", 1, "up"), "t4": ("gy", 3, "up")}
    s = position(hands=(["E19", "E01"], ["N01"]), tokens=tokens)
    s = play(s, action("E19"), PASS)
    assert {t: (v["pos"], v["face"]) for t, v in s["tokens"].items()} == {
        "t1": (1, "up"), "t2": (-1, "up"), "t3": (1, "up"), "t4": (4, "up")}
    assert "E19" in s["removed"][EDITOR]
    s = position(hands=(["E01"], ["N17", "N01"]), tokens=tokens, first=NIXON)
    s = rules.play(s, action("N17"))
    assert {t: v["pos"] for t, v in s["tokens"].items()} == {"t1": 0, "t2": -3, "t3": 1, "t4": 3}


def test_pin_informant_pins_a_named_picture_from_the_supply():
    s = position(hands=(["E05", "E01"], ["N01"]))
    s = play(s, action("E05"), PASS)
    assert s["pictures"]["sloan"] == "up" and "E05" in s["removed"][EDITOR]


def test_d17_pin_informant_leaves_a_picture_on_the_board_alone():
    s = position(hands=(["E05", "E01"], ["N01"]), pictures={"sloan": "down"})
    s = play(s, action("E05"), PASS)
    assert s["pictures"]["sloan"] == "down" and "E05" in s["removed"][EDITOR]
    s = position(hands=(["E01"], ["N12", "N01"]), pictures={"mccord": "up"}, first=NIXON)
    s = rules.play(s, action("N12"))
    assert s["pictures"]["mccord"] == "up" and s["pictures"]["baldwin"] == "down"


def test_pin_any_informant_for_nixon_is_face_down():
    s = position(hands=(["E01"], ["N10", "N01"]), pictures={"sloan": "up", "dean": "down"}, first=NIXON)
    s = rules.play(s, action("N10"))
    assert options(s) == ["butterfield", "m_mitchell", "woods", "baldwin", "mccord"]
    s = rules.play(s, choose("woods"))
    assert s["pictures"]["woods"] == "down" and "N10" in s["removed"][NIXON]


def test_smear_campaign_flips_a_face_up_picture_down():
    s = position(hands=(["E01"], ["N11", "N01"]), pictures={"sloan": "up", "dean": "up", "woods": "down"},
                 first=NIXON)
    s = rules.play(s, action("N11"))
    assert options(s) == ["sloan", "dean"]
    s = rules.play(s, choose("dean"))
    assert s["pictures"]["dean"] == "down" and s["pictures"]["sloan"] == "up"
    s = position(hands=(["E01"], ["N11", "N01"]), first=NIXON)
    s = rules.play(s, action("N11"))
    assert s["decision"] is None and set(s["pictures"].values()) == {"supply"}


def test_smear_campaign_breaks_nothing_already_won_but_a_flip_cuts_a_connection():
    board = dict(PATH, a0=("b", "up"))
    s = position(hands=(["E01"], ["N11", "N01"]), board=board, pictures={"butterfield": "up", "dean": "up"},
                 first=NIXON)
    s = play(s, action("N11"), choose("butterfield"))
    assert s["pictures"]["butterfield"] == "down" and s["winner"] is None


def test_pin_from_bag_draws_and_pins_face_up():
    s = position(hands=(["E18", "E01"], ["N01"]))
    bag = len(s["bag"])
    s = play(s, action("E18"), PASS)
    assert len(s["bag"]) == bag - 1 and len(s["held"]) == 1
    (tid, held), = s["held"].items()
    assert s["decision"]["kind"] == "space" and set(options(s)) == {
        sp for sp in data.SPACES if data.SPACE_COLOUR[sp] in data.colours(held["kind"])}
    s = rules.play(s, choose(options(s)[0]))
    assert s["held"] == {} and list(s["board"].values()) == [{"kind": held["kind"], "face": "up"}]
    assert "E18" in s["removed"][EDITOR] and rules.conserved(s)


def test_pin_from_my_side_pins_a_token_of_your_side_now():
    tokens = {"t1": ("b", 1, "up"), "t2": ("y", 3, "up"), "t3": ("g", -1, "up"), "t4": ("g", 0, "up")}
    s = position(hands=(["E20", "E01"], ["N01"]), tokens=tokens)
    s = play(s, action("E20"), PASS)
    assert s["decision"]["kind"] == "my_side" and options(s) == ["t1", "t2"]
    s = play(s, choose("t2"), choose("a2"))
    assert s["board"]["a2"] == {"kind": "y", "face": "up"} and "t2" not in s["tokens"]


def test_the_plumbers_pin_a_face_down_token_unseen_by_the_editor():
    s = position(hands=(["E01"], ["N18", "N01"]), tokens={"t1": ("g", -2, "down")}, first=NIXON)
    s = rules.play(s, action("N18"))
    assert s["decision"]["kind"] == "space" and s["held"]["t1"]["face"] == "down"
    assert rules.view(s, EDITOR)["held"]["t1"]["kind"] is None
    assert rules.view(s, NIXON)["held"]["t1"]["kind"] == "g"
    s = rules.play(s, choose("b0"))
    assert s["board"]["b0"] == {"kind": "g", "face": "down"}


def test_judge_sirica_unpins_a_face_down_token_to_the_bag():
    board = {"a0": ("b", "up"), "a1": ("g", "down"), "a2": ("y", "down")}
    s = position(hands=(["E17", "E01"], ["N01"]), board=board)
    bag = len(s["bag"])
    s = play(s, action("E17"), PASS)
    assert s["decision"]["kind"] == "unpin" and options(s) == ["a1", "a2"]
    s = rules.play(s, choose("a2"))
    assert sorted(s["board"]) == ["a0", "a1"] and len(s["bag"]) == bag + 1 and "y" in s["bag"]


def test_the_18_and_a_half_minute_gap_unpins_only_face_up_green_tokens():
    board = {"a0": ("b", "up"), "b0": ("g", "up"), "b1": ("gy", "up"), "a1": ("g", "down"), "c2": ("by", "up")}
    s = position(hands=(["E01"], ["N14", "N01"]), board=board, first=NIXON)
    s = rules.play(s, action("N14"))
    assert options(s) == ["b0", "b1"]
    s = rules.play(s, choose("b1"))
    assert sorted(s["board"]) == ["a0", "a1", "b0", "c2"] and "N14" in s["removed"][NIXON]


def test_haldeman_unpins_a_face_up_token():
    board = {"a0": ("b", "up"), "a1": ("g", "down")}
    s = position(hands=(["E01"], ["N03", "N01"]), board=board, first=NIXON)
    s = play(s, action("N03"), PASS)  # one face-up token: taken at once
    assert sorted(s["board"]) == ["a1"] and "N03" in s["discards"][NIXON]


def test_bernstein_reveals_the_track_then_moves_a_token():
    tokens = {"t1": ("b", 0, "down"), "t2": ("g", -2, "down"), "t3": ("y", 1, "up")}
    s = position(hands=(["E02", "E01"], ["N01"]), tokens=tokens)
    s = rules.play(s, action("E02"))
    assert all(t["face"] == "up" for t in s["tokens"].values())
    assert rules.view(s, EDITOR)["tokens"]["t2"]["kind"] == "g"
    s = rules.play(s, choose("t2"))
    assert s["tokens"]["t2"]["pos"] == -1 and "E02" in s["discards"][EDITOR]


def test_operation_gemstone_lays_2_bag_tokens_face_down_on_minus_1():
    s = position(hands=(["E01"], ["N09", "N01"]), first=NIXON)
    bag = len(s["bag"])
    s = rules.play(s, action("N09"))
    assert len(s["bag"]) == bag - 2
    assert sorted((t["pos"], t["face"]) for t in s["tokens"].values()) == [(-1, "down"), (-1, "down")]
    assert all(t["kind"] is None for t in rules.view(s, EDITOR)["tokens"].values())


def test_executive_privilege_pulls_the_editors_face_up_tokens_one_step():
    tokens = {"t1": ("b", 2, "up"), "t2": ("g", 3, "down"), "t3": ("y", -1, "up"), "t4": ("bg", 0, "up"),
              "t5": ("gy", 1, "up")}
    s = position(hands=(["E01"], ["N13", "N01"]), tokens=tokens, first=NIXON)
    s = rules.play(s, action("N13"))
    assert {t: (v["pos"], v["face"]) for t, v in s["tokens"].items()} == {
        "t1": (1, "up"), "t2": (3, "down"), "t3": (-1, "up"), "t4": (0, "up"), "t5": (0, "up")}


def test_howard_hunt_moves_the_momentum_then_draws_and_plays_the_top_card():
    s = position(hands=(["E01", "E04"], ["N04", "N01"]), top=((), ["N16"]), momentum_at=-1, first=NIXON)
    s = rules.play(s, action("N04"))
    window(s, EDITOR)
    s = rules.play(s, PASS)
    assert s["track"]["momentum"] == -2
    assert s["decision"]["kind"] == "hunt" and s["decision"]["seat"] == NIXON
    assert {m["card"] for m in rules.legal_moves(s)} == {"N16"}
    assert "card" not in rules.view(s, EDITOR)["decision"] and rules.view(s, NIXON)["decision"]["card"] == "N16"
    s = rules.play(s, value("N16", "momentum"))
    assert s["track"]["momentum"] is None and s["momentum"]["nixon"] == 1
    assert "N04" in s["discards"][NIXON] and "N16" in s["discards"][NIXON]
    assert s["hands"][NIXON] == ["N01"] and rules.to_move(s) == EDITOR


def test_howard_hunt_plays_the_card_he_drew_not_the_highest_card_in_hand():
    """Issue 26: the rules file, §1.7 N04: "`move(momentum, 1)` first, then draw your top card and
    play it"; D3: "Howard Hunt's drawn card is played at once, inside Hunt's turn". The hand is kept
    sorted, so its last card is N17 here, not the N16 just drawn (seed 548717160: drew N16, played N17)."""
    s = position(hands=(["E01", "E04"], ["N04", "N17"]), top=((), ["N16"]), first=NIXON)
    s = play(s, action("N04"), PASS)
    assert s["decision"]["kind"] == "hunt" and s["decision"]["card"] == "N16"
    assert {m["card"] for m in rules.legal_moves(s)} == {"N16"}
    assert rules.why_illegal(s, value("N17", "momentum")) is not None
    s = rules.play(s, value("N16", "initiative"))
    assert s["hands"][NIXON] == ["N17"] and "N16" in s["discards"][NIXON] and rules.to_move(s) == EDITOR


def test_howard_hunt_plays_the_card_he_drew_from_a_reshuffled_discard_pile():
    """Issue 26, §1.7 N04 ("draw your top card and play it") with D9 ("If the deck runs out, shuffle
    your discard pile into a new deck and go on drawing"): the card Hunt must play is the one that
    came off the new deck, whatever its number, not N20 that was already in the hand."""
    s = position(hands=(["E01", "E04"], ["N04", "N20"]), first=NIXON)
    s["discards"][NIXON], s["decks"][NIXON] = sorted(s["decks"][NIXON]), []
    s = play(s, action("N04"), PASS)
    assert s["decision"]["kind"] == "hunt"
    drawn = [c for c in s["hands"][NIXON] if c != "N20"]
    assert len(drawn) == 1 and s["decision"]["card"] == drawn[0]
    assert s["decks"][NIXON] and drawn[0] not in s["decks"][NIXON] and rules.conserved(s)
    assert {m["card"] for m in rules.legal_moves(s)} == {drawn[0]}


def test_howard_hunt_plays_the_drawn_card_in_seeded_random_games():
    """Issue 26, §1.7 N04 ("draw your top card and play it") over seeded games with random choices:
    every Hunt decision offers exactly the card that has just come into Nixon's hand. Before the fix
    about half of these Hunt plays took the highest-numbered card instead (seed 21's at move 153)."""
    import random
    hunts = 0
    for seed in range(40):
        s, chooser = rules.setup({}, seed), random.Random(seed)
        while rules.to_move(s) is not None:
            before = set(s["hands"][NIXON])
            was_hunt = s["decision"] is not None and s["decision"]["kind"] == "hunt"
            s = rules.play(s, chooser.choice(rules.legal_moves(s)))
            d = s["decision"]
            if d is not None and d["kind"] == "hunt" and not was_hunt:
                hunts += 1
                assert [d["card"]] == sorted(set(s["hands"][NIXON]) - before), (seed, d["card"])
                assert {m["card"] for m in rules.legal_moves(s)} == {d["card"]}
    assert hunts >= 10


def test_d12_howard_hunt_draws_even_with_the_momentum_gained():
    s = position(hands=(["E01", "E04"], ["N04", "N01"]), top=((), ["N15"]), momentum_at=None,
                 momentum={"nixon": 1}, first=NIXON)
    s = play(s, action("N04"), PASS)
    assert s["momentum"]["nixon"] == 1 and s["decision"]["kind"] == "hunt"
    s = rules.play(s, value("N15", "initiative"))
    assert s["track"]["initiative"] == -3 and rules.to_move(s) == EDITOR


def test_i_am_not_a_crook_draws_a_card():
    s = position(hands=(["E01"], ["N20", "N01"]), top=((), ["N13"]), first=NIXON)
    s = rules.play(s, action("N20"))
    assert s["hands"][NIXON] == ["N01", "N13"] and "N20" in s["removed"][NIXON]
    assert rules.to_move(s) == EDITOR


def test_the_system_works_reuses_a_removed_event_which_stays_removed():
    s = position(hands=(["E14", "E01"], ["N01"]), removed=(["E05", "E07", "E12"], []))
    s = play(s, action("E14"), PASS)
    assert s["decision"]["kind"] == "removed_card" and options(s) == ["E05", "E07"]
    s = rules.play(s, choose("E07"))
    assert s["pictures"]["woods"] == "up" and s["pictures"]["sloan"] == "supply"
    assert sorted(s["removed"][EDITOR]) == ["E05", "E07", "E12", "E14"] and rules.conserved(s)


def test_the_system_works_with_nothing_removed_does_nothing():
    s = position(hands=(["E14", "E01"], ["N01"]))
    s = play(s, action("E14"), PASS)
    assert s["decision"] is None and s["removed"][EDITOR] == ["E14"] and rules.to_move(s) == NIXON


def test_a_journalist_and_a_conspirator_go_to_the_discard_pile_an_event_leaves_the_game():
    s = position(hands=(["E16", "E01"], ["N06", "N01"]), tokens={"t1": ("y", 0, "up")})
    s = play(s, action("E16"), PASS)
    assert s["track"]["initiative"] == 2 and s["tokens"]["t1"]["pos"] == 1
    assert "E16" in s["removed"][EDITOR]
    s = play(s, action("N06"), PASS)
    assert s["track"]["initiative"] == 0 and s["tokens"]["t1"]["pos"] == 0
    assert "N06" in s["discards"][NIXON]


# --- the Editor's momentum card ----------------------------------------------------------------------

def gain_momentum(on_card, **kw):
    """The Editor, to move, pulls the momentum token from +1 to +5 with a value 4 (E18)."""
    s = position(hands=(["E18", "E01"], ["N01"]), momentum_at=1, momentum={"editor": on_card}, **kw)
    s = rules.play(s, value("E18", "momentum"))
    assert s["momentum"]["editor"] == on_card + 1 and s["track"]["momentum"] is None
    return s


def test_editor_momentum_space_1_draws_a_token_and_pins_it_face_up():
    before = len(position()["bag"])
    s = gain_momentum(0)
    assert len(s["bag"]) == before - 1 and s["decision"]["kind"] == "space"
    s = rules.play(s, choose(options(s)[0]))
    assert [c["face"] for c in s["board"].values()] == ["up"] and rules.to_move(s) == NIXON


def test_editor_momentum_space_2_flips_a_face_down_picture_and_pins_only_if_there_is_none():
    s = gain_momentum(1, pictures={"dean": "down", "sloan": "up", "woods": "down"})
    assert options(s) == ["flip:woods", "flip:dean"]


def test_editor_momentum_space_2_flips_the_one_face_down_picture_up_at_once():
    s = gain_momentum(1, pictures={"dean": "down", "sloan": "up"})
    assert s["pictures"]["dean"] == "up" and s["decision"] is None


def test_editor_momentum_space_2_with_no_face_down_picture_pins_one_from_the_supply():
    s = gain_momentum(1, pictures={"sloan": "up"})
    assert options(s) == ["pin:butterfield", "pin:m_mitchell", "pin:woods", "pin:dean", "pin:baldwin",
                          "pin:mccord"]
    s = rules.play(s, choose("pin:baldwin"))
    assert s["pictures"]["baldwin"] == "up"


def test_editor_momentum_space_3_unpins_a_face_down_token():
    s = gain_momentum(2, board={"a0": ("b", "up"), "a1": ("g", "down"), "c5": ("g", "down")})
    assert options(s) == ["a1", "c5"]
    s = rules.play(s, choose("c5"))
    assert sorted(s["board"]) == ["a0", "a1"]


def test_editor_momentum_space_4_draws_and_pins_two_tokens():
    before = len(position()["bag"])
    s = gain_momentum(3)
    assert len(s["bag"]) == before - 1
    s = rules.play(s, choose(options(s)[0]))
    assert len(s["bag"]) == before - 2 and s["decision"]["kind"] == "space"
    s = rules.play(s, choose(options(s)[0]))
    assert len(s["board"]) == 2 and {c["face"] for c in s["board"].values()} == {"up"}
    assert rules.to_move(s) == NIXON


def test_the_full_editor_card_runs_no_text():
    s = position(hands=(["E18", "E01"], ["N01"]), momentum_at=1, momentum={"editor": 4})
    s = rules.play(s, value("E18", "momentum"))
    assert s["momentum"]["editor"] == 4 and s["momentum"]["removed"] == 1 and s["decision"] is None
