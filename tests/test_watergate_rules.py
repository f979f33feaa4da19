"""Watergate's round and evaluation: shared/rules/watergate.md §3, §5, §6 and decisions D3-D18.

Facts 1-11, 20 and 21 of §9 are tests here (numbered as there), then the edge cases of the round
(uneven hands, initiative gained mid-round, pin order, no space, reshuffles, a value with no target,
momentum gained in the evaluation). Positions are built with ``watergate_helpers.position``: a
round-1 card phase whose hands, track tokens, board and momentum counts are set by hand, every
component still in exactly one place (``rules.conserved``). Token ids are ``t<n>``; +k is toward the Editor (seat 0), -k toward Nixon.
"""

import json
import random

import pytest

from tabletop import engine
from tabletop.engine import BadOptions, IllegalMove
from tabletop.games.watergate import data, rules
from tabletop.games.watergate.data import EDITOR, NIXON
from watergate_helpers import BLUE, GREEN, YELLOW, action, on, play, position, value


def first_legal(s):
    """A plain driver: pass every reaction, play cards for their value, take the first choice."""
    legal = rules.legal_moves(s)
    for move in legal:
        if move["t"] == "pass" or (move["t"] == "value" and move["target"]["k"] != "ask"):
            return move
    return legal[0]


def card_phase(s):
    """Play out the current card phase with ``first_legal``; the seats that played a card, in order,
    and the state once the next round's card phase starts (or the game ends)."""
    seats, rnd = [], s["round"]
    while s["phase"] != "over" and s["round"] == rnd:
        if s["decision"] is None:
            seats.append(s["turn"])
        s = rules.play(s, first_legal(s))
    return seats, s


def finish_round(s):
    return card_phase(s)[1]


def fill(spaces, keep=(), face="down"):
    """Board cells for ``spaces``, each a single-coloured token of its slip's colour where the bag
    still has one, else a two-coloured one; the kinds in ``keep`` stay for the track."""
    bag = rules.bag_mix(rules.check_options({}))
    for kind in keep:
        bag.remove(kind)
    out = {}
    for sp in sorted(spaces, key=lambda sp: data.COLOURS.index(data.SPACE_COLOUR[sp])):
        colour = data.SPACE_COLOUR[sp]
        kind = next(k for k in sorted(bag, key=lambda k: len(data.colours(k))) if colour in data.colours(k))
        bag.remove(kind)
        out[sp] = (kind, face)
    return out


# --- options ----------------------------------------------------------------------------------------

def test_bad_options_are_refused():
    for bad in ({"bag": "full"}, {"reaction_prompt": "never"}, {"max_rounds": 0}, {"max_rounds": True},
                {"players": 3}, {"mode": "solo"}, {"rounds": 3}, {"editor_momentum": "five"}):
        with pytest.raises(BadOptions):
            rules.check_options(bad)


# --- §9 facts 1 and 2: set-up and the draws --------------------------------------------------------

def test_fact_1_component_counts_after_setup_and_round_1s_initial_phase():
    s = rules.setup({}, 11)
    assert [len(h) for h in s["hands"]] == [5, 4]
    assert [len(d) for d in s["decks"]] == [15, 16]
    assert s["track"] == {"initiative": 0, "momentum": 0}
    assert sorted(t["pos"] for t in s["tokens"].values()) == [0, 0, 0]
    assert {t["face"] for t in s["tokens"].values()} == {"down"}
    assert s["momentum"] == {"supply": 8, "editor": 0, "nixon": 0, "removed": 0}
    assert len(s["bag"]) == 27
    assert set(s["pictures"].values()) == {"supply"} and len(s["pictures"]) == 7
    assert s["board"] == {} and s["round"] == 1 and s["initiative"] == EDITOR
    assert rules.conserved(s)


def test_the_bag_mixes():
    mix = rules.bag_mix(rules.check_options({}))
    assert len(mix) == 30 and sum(data.has_symbol(k) for k in mix) == 9
    for colour in data.COLOURS:
        assert sum(colour in data.colours(k) for k in mix) == 14
    assert len(rules.setup({"bag": "opy36"}, 1)["bag"]) == 33


def test_fact_2_round_1_the_editor_holds_5_and_plays_turns_1_3_5_7_9():
    s = rules.setup({}, 5)
    assert rules.to_move(s) == EDITOR
    seats, after = card_phase(s)
    assert seats == [EDITOR, NIXON] * 4 + [EDITOR]
    assert after["round"] == 2


def test_only_the_player_to_move_plays_and_a_card_leaves_the_hand():
    s = rules.setup({}, 5)
    assert all(m["card"] in s["hands"][EDITOR] for m in rules.legal_moves(s))
    move = value(s["hands"][EDITOR][0], "initiative")
    after = rules.play(s, move)
    assert move["card"] not in after["hands"][EDITOR] and move["card"] in after["discards"][EDITOR]
    assert after["track"]["initiative"] == data.CARDS[move["card"]]["value"]
    assert rules.to_move(after) == NIXON


# --- §9 fact 3: space 5 -----------------------------------------------------------------------------

def test_fact_3_a_value_4_from_plus_3_stops_on_5_and_gains_the_token():
    s = position(hands=(["E18", "E01"], ["N01"]), tokens={"t1": ("g", 3, "up")})
    after = rules.play(s, on("E18", "t1"))
    moved = [e for e in after["events"] if e["e"] == "moved"]
    assert [(e["a"], e["b"]) for e in moved] == [(3, 5)]
    assert "t1" not in after["tokens"] and after["held"] == {"t1": {"kind": "g", "face": "up"}}
    assert after["decision"]["kind"] == "space" and after["decision"]["seat"] == EDITOR
    assert {m["option"] for m in rules.legal_moves(after)} == set(GREEN)
    done = rules.play(after, {"t": "choose", "option": "b0"})
    assert done["board"]["b0"] == {"kind": "g", "face": "up"} and done["held"] == {}
    assert rules.to_move(done) == NIXON


def test_gaining_the_initiative_and_the_momentum_at_space_5():
    s = position(hands=(["E01"], ["N16", "N01"]), initiative_at=-3, momentum_at=-4, first=NIXON)
    after = rules.play(s, value("N16", "initiative"))
    assert after["track"]["initiative"] is None and after["initiative"] == NIXON
    assert after["gained"] == ["initiative"]
    after = rules.play(after, value("E01", "momentum"))
    assert after["track"]["momentum"] == -1 and rules.to_move(after) == NIXON
    s = position(hands=(["E01"], ["N16", "N01"]), momentum_at=-2, first=NIXON)
    after = rules.play(s, value("N16", "momentum"))
    assert after["track"]["momentum"] is None and after["momentum"]["nixon"] == 1
    assert after["momentum"]["supply"] == 8 and after["gained"] == ["momentum"]
    assert {"k": "momentum"} not in [m["target"] for m in rules.legal_moves(after) if m["t"] == "value"]


# --- §9 facts 4-6: asking for a colour, two colours ---------------------------------------------------

def test_fact_4_ask_with_no_face_down_token_of_the_colour_falls_back():
    s = position(hands=(["E05", "E01"], ["N01"]), tokens={
        "t1": ("b", 0, "down"), "t2": ("y", 1, "up"), "t3": ("b", -1, "up"), "t4": ("gy", 2, "up")})
    targets = [m["target"] for m in rules.legal_moves(s) if m["card"] == "E05" and m["t"] == "value"]
    assert {"k": "ask", "colour": "yellow"} in targets
    after = rules.play(s, value("E05", "ask", colour="yellow"))
    assert any(e["e"] == "ask_none" for e in after["events"])
    assert after["decision"]["seat"] == EDITOR and after["decision"]["kind"] == "fallback"
    assert [m["option"] for m in rules.legal_moves(after)] == ["initiative", "momentum", "t2", "t4"]
    assert after["tokens"]["t1"]["face"] == "down"
    done = rules.play(after, {"t": "choose", "option": "t4"})
    assert done["tokens"]["t4"]["pos"] == 4 and "E05" in done["discards"][EDITOR]


def test_a_jokers_ask_with_none_falls_back_to_a_face_up_token_of_any_colour():
    s = position(hands=(["E10", "E01"], ["N01"]), tokens={"t1": ("b", 0, "down"), "t3": ("b", -1, "up")})
    after = rules.play(s, value("E10", "ask", colour="yellow"))
    assert [m["option"] for m in rules.legal_moves(after)] == ["initiative", "momentum", "t3"]


def test_fact_5_nixon_chooses_which_face_down_token_answers_the_ask():
    s = position(hands=(["E09", "E01"], ["N01"]), tokens={
        "t1": ("gy", 0, "down"), "t2": ("b", 0, "down"), "t3": ("bg", -2, "down"), "t4": ("g", 1, "up")})
    after = rules.play(s, value("E09", "ask", colour="green"))
    assert after["decision"]["seat"] == NIXON and after["decision"]["kind"] == "answer_ask"
    assert rules.to_move(after) == NIXON
    assert [m["option"] for m in rules.legal_moves(after)] == ["t1", "t3"]
    done = rules.play(after, {"t": "choose", "option": "t3"})
    assert done["tokens"]["t3"] == {"kind": "bg", "pos": 0, "face": "up"}
    assert done["tokens"]["t1"]["face"] == "down" and rules.to_move(done) == NIXON


def test_nixon_is_asked_even_when_one_token_matches():
    s = position(hands=(["E09", "E01"], ["N01"]), tokens={"t1": ("gy", 0, "down"), "t2": ("b", 0, "down")})
    after = rules.play(s, value("E09", "ask", colour="green"))
    assert after["decision"]["kind"] == "answer_ask"
    assert rules.legal_moves(after) == [{"t": "choose", "option": "t1"}]


def test_fact_6_a_two_coloured_card_matches_either_colour_but_uses_one_per_play():
    s = position(hands=(["E04", "E01"], ["N01"]), tokens={
        "t1": ("by", 0, "up"), "t2": ("gy", 0, "up"), "t3": ("y", 0, "up"), "t4": ("y", 0, "down")})
    targets = [m["target"] for m in rules.legal_moves(s) if m["card"] == "E04" and m["t"] == "value"]
    assert {"k": "token", "id": "t1"} in targets and {"k": "token", "id": "t2"} in targets
    assert {"k": "token", "id": "t3"} not in targets and {"k": "token", "id": "t4"} not in targets
    asks = [t for t in targets if t["k"] == "ask"]
    assert asks == [{"k": "ask", "colour": "blue"}, {"k": "ask", "colour": "green"}]
    after = rules.play(s, on("E04", "t1"))
    assert after["tokens"]["t1"]["pos"] == 2 and after["tokens"]["t2"]["pos"] == 0


def test_the_editor_cannot_pick_a_face_down_token_for_a_value():
    s = position(hands=(["E07", "E01"], ["N01"]), tokens={"t1": ("b", 0, "down")})
    assert rules.why_illegal(s, on("E07", "t1")) is not None
    with pytest.raises(IllegalMove):
        rules.play(s, on("E07", "t1"))


def test_nixon_moves_a_face_down_token_himself_and_turns_it_up():
    s = position(hands=(["E01"], ["N16", "N02"]), tokens={"t1": ("b", 0, "down"), "t2": ("y", 0, "down")},
                 first=NIXON)
    targets = [m["target"] for m in rules.legal_moves(s) if m["card"] == "N16" and m["t"] == "value"]
    assert {"k": "token", "id": "t1"} in targets and {"k": "token", "id": "t2"} not in targets
    after = rules.play(s, on("N16", "t1"))
    if after["decision"]:  # the Editor's window for "Follow the money!"
        after = rules.play(after, {"t": "pass"})
    assert after["tokens"]["t1"] == {"kind": "b", "pos": -4, "face": "up"}


# --- §9 facts 7-10: the evaluation --------------------------------------------------------------------

@pytest.mark.parametrize("first", [EDITOR, NIXON])
def test_fact_7_initiative_on_0_goes_to_the_player_who_did_not_have_it(first):
    card, kind, pos = ("E18", "g", -4) if first == EDITOR else ("N16", "b", 4)
    hands = ([card], []) if first == EDITOR else ([], [card])
    s = position(hands=hands, tokens={"t1": (kind, pos, "up")}, first=first)
    after = rules.play(s, on(card, "t1"))
    other = 1 - first
    assert after["round"] == 2 and after["phase"] == "cards"
    assert after["initiative"] == other and after["first"] == other and rules.to_move(after) == other
    assert len(after["hands"][other]) == 5 and len(after["hands"][first]) == 4
    assert "t1" not in after["tokens"] and len(after["tokens"]) == 3  # step 1: back to the bag


def test_initiative_on_a_side_goes_to_that_side():
    s = position(hands=(["E18"], []), initiative_at=-1, tokens={"t1": ("g", -4, "up")})
    after = rules.play(s, on("E18", "t1"))
    assert after["initiative"] == NIXON
    s = position(hands=([], ["N16"]), initiative_at=1, first=NIXON, tokens={"t1": ("b", 4, "up")})
    after = rules.play(s, on("N16", "t1"))
    assert after["initiative"] == EDITOR


def test_fact_8_momentum_on_0_returns_to_the_supply():
    s = position(hands=(["E18"], []), tokens={"t1": ("g", -4, "up")})
    assert s["momentum"] == {"supply": 8, "editor": 0, "nixon": 0, "removed": 0}
    after = rules.play(s, on("E18", "t1"))
    assert after["round"] == 2
    assert after["momentum"] == {"supply": 8, "editor": 0, "nixon": 0, "removed": 0}
    assert after["track"] == {"initiative": 0, "momentum": 0}
    assert rules.conserved(after)


def test_momentum_on_nixons_side_goes_on_his_card():
    s = position(hands=(["E18"], []), momentum_at=-1, tokens={"t1": ("g", -4, "up")})
    after = rules.play(s, on("E18", "t1"))
    assert after["momentum"] == {"supply": 7, "editor": 0, "nixon": 1, "removed": 0}
    assert after["track"]["momentum"] == 0


def test_fact_9_the_editors_full_card_loses_a_fifth_token_from_the_game():
    s = position(hands=(["E18", "E01"], ["N01"]), momentum_at=2, momentum={"editor": 4})
    bag = list(s["bag"])
    after = rules.play(s, value("E18", "momentum"))
    assert after["momentum"] == {"supply": 4, "editor": 4, "nixon": 0, "removed": 1}
    assert after["track"]["momentum"] is None and after["decision"] is None
    assert after["bag"] == bag and after["board"] == {}  # no space's text runs
    assert rules.to_move(after) == NIXON and rules.conserved(after)


def test_fact_9_in_the_evaluation_too():
    s = position(hands=(["E18"], []), momentum_at=1, momentum={"editor": 4}, tokens={"t1": ("g", -4, "up")})
    after = rules.play(s, on("E18", "t1"))
    assert after["momentum"] == {"supply": 3, "editor": 4, "nixon": 0, "removed": 1}
    assert after["round"] == 2 and after["track"]["momentum"] == 0


def test_fact_10_an_empty_supply_at_step_4_wins_for_nixon():
    s = position(hands=(["E18"], []), momentum_at=2, momentum={"editor": 4, "nixon": 4})
    assert s["momentum"]["supply"] == 0
    after = rules.play(s, value("E18", "initiative"))
    assert after["phase"] == "over" and after["winner"] == NIXON and after["reason"] == "supply_empty"
    assert after["momentum"] == {"supply": 0, "editor": 4, "nixon": 4, "removed": 1}
    assert rules.legal_moves(after) == [] and rules.to_move(after) is None
    res = rules.result(after)
    assert res["winner"] == "nixon" and res["reason"] == "supply_empty" and res["scores"] == [0, 1]


def test_a_fifth_momentum_token_in_the_evaluation_wins_for_nixon():
    s = position(hands=(["E18"], []), momentum_at=-2, momentum={"nixon": 4})
    after = rules.play(s, value("E18", "initiative"))
    assert after["winner"] == NIXON and after["reason"] == "five_momentum"
    assert after["momentum"]["nixon"] == 5


# --- §9 fact 11: pinning --------------------------------------------------------------------------------

def test_fact_11_a_green_yellow_token_never_goes_on_a_blue_slip_and_faces_follow_the_pinner():
    taken = {"b1": ("g", "down"), "c0": ("y", "up")}
    s = position(hands=(["E18"], []), tokens={"t1": ("gy", 2, "up"), "t2": ("gy", -2, "up")}, board=taken,
                 initiative_at=1)
    after = rules.play(s, value("E18", "momentum"))
    # momentum +4 gives the Editor's space 1 first: a token from the bag, pinned
    while after["decision"]["kind"] != "pin":
        after = rules.play(after, rules.legal_moves(after)[0])
    assert after["decision"]["seat"] == EDITOR
    moves = rules.legal_moves(after)
    assert {m["token"] for m in moves} == {"t1"}
    free = {sp for sp in GREEN + YELLOW if sp not in after["board"]}
    assert {m["space"] for m in moves} == free and not free & set(BLUE) and "b1" not in free
    after = rules.play(after, {"t": "pin", "token": "t1", "space": "b0"})
    assert after["board"]["b0"] == {"kind": "gy", "face": "up"}
    assert after["decision"]["seat"] == NIXON
    assert {m["space"] for m in rules.legal_moves(after)} == free - {"b0"}
    after = rules.play(after, {"t": "pin", "token": "t2", "space": "a1"})
    assert after["board"]["a1"] == {"kind": "gy", "face": "down"}
    assert after["round"] == 2


# --- edge cases of the round --------------------------------------------------------------------------

def test_d3_uneven_hands_the_other_plays_out_the_rest_in_a_row():
    s = position(hands=(["E15", "E16", "E18"], ["N16"]))
    seats, after = card_phase(s)
    assert seats == [EDITOR, NIXON, EDITOR, EDITOR]
    s = position(hands=(["E18"], ["N15", "N16", "N17"]))
    seats, after = card_phase(s)
    assert seats == [EDITOR, NIXON, NIXON, NIXON]


def test_d4_initiative_gained_mid_round_keeps_the_alternation():
    s = position(hands=(["E06", "E09", "E13"], ["N15", "N16"]), initiative_at=-2, momentum_at=None,
                 momentum={"nixon": 1}, gained=["momentum"],
                 tokens={"t1": ("g", 0, "up"), "t2": ("g", 0, "up")})
    s = play(s, on("E06", "t1"), value("N15", "initiative"))
    assert s["initiative"] == NIXON and s["track"]["initiative"] is None
    assert rules.to_move(s) == EDITOR
    s = play(s, on("E09", "t2"))
    assert [m for m in rules.legal_moves(s) if m["t"] == "value"] == [value("N16", "none")]
    s = play(s, value("N16", "none"))
    assert rules.to_move(s) == EDITOR
    s = play(s, on("E13", "t1"))
    assert s["phase"] == "evaluation" and s["decision"]["seat"] == EDITOR
    s = finish_round(s)
    assert s["round"] == 2 and s["initiative"] == NIXON and rules.to_move(s) == NIXON
    assert [len(h) for h in s["hands"]] == [4, 5]


def test_d6_the_holder_pins_first_in_any_order_then_the_other():
    s = position(hands=(["E11"], []), initiative_at=-3, momentum_at=-1,
                 tokens={"t1": ("b", 2, "up"), "t2": ("g", -1, "up"), "t3": ("y", -2, "down")})
    s = rules.play(s, value("E11", "momentum"))
    assert s["initiative"] == NIXON and s["decision"]["seat"] == NIXON
    assert {m["token"] for m in rules.legal_moves(s)} == {"t2", "t3"}
    s = rules.play(s, {"t": "pin", "token": "t3", "space": "a2"})
    assert s["board"]["a2"] == {"kind": "y", "face": "down"}
    assert {m["token"] for m in rules.legal_moves(s)} == {"t2"}
    s = rules.play(s, {"t": "pin", "token": "t2", "space": "a1"})
    assert s["decision"]["seat"] == EDITOR and {m["token"] for m in rules.legal_moves(s)} == {"t1"}
    s = rules.play(s, {"t": "pin", "token": "t1", "space": "a0"})
    assert s["round"] == 2 and s["board"]["a0"]["face"] == "up"


def test_d6_a_symbol_pin_may_win_for_nixon_before_his_other_tokens_are_placed():
    symbols = {"t1": ("b*", -1, "up"), "t2": ("b*", -2, "up"), "t3": ("g*", -1, "up"),
               "t4": ("g*", -3, "up"), "t5": ("y*", -1, "up"), "t6": ("y", -4, "up")}
    s = position(hands=(["E11"], []), momentum_at=-1, momentum={"nixon": 4}, tokens=symbols, initiative_at=-1)
    s = rules.play(s, value("E11", "momentum"))
    assert s["momentum"]["nixon"] == 4 and s["track"]["momentum"] == 0
    for tid in ("t1", "t2", "t3", "t4", "t5"):
        assert s["phase"] == "evaluation"
        move = next(m for m in rules.legal_moves(s) if m["token"] == tid)
        s = rules.play(s, move)
    assert s["phase"] == "over" and s["winner"] == NIXON and s["reason"] == "five_momentum"
    assert "t6" in s["tokens"]


def test_the_holder_pins_first_and_may_connect_before_nixon_blocks():
    board = {"c0": ("y", "up"), "c13": ("b", "up"), "b0": ("g", "up")}
    s = position(hands=(["E18"], []), initiative_at=2, momentum_at=-1, board=board,
                 pictures={"butterfield": "up", "mccord": "up"},
                 tokens={"t1": ("b", 1, "up"), "t2": ("b", -1, "up"), "t3": ("g", 0, "up")})
    s = rules.play(s, on("E18", "t3"))
    assert s["decision"]["seat"] == EDITOR
    s = rules.play(s, {"t": "pin", "token": "t1", "space": "a0"})
    assert s["winner"] == EDITOR and s["reason"] == "connected" and "t2" in s["tokens"]


def test_d7_a_token_with_no_empty_space_goes_back_to_the_bag():
    board = fill([sp for sp in BLUE if sp != "a0"], keep=["b", "b"])
    s = position(hands=(["E11"], []), initiative_at=-3, momentum_at=-1, board=board,
                 tokens={"t1": ("b", 2, "up"), "t2": ("b", -1, "up")})
    bag = len(s["bag"])
    s = rules.play(s, value("E11", "momentum"))
    assert s["round"] == 2
    assert s["board"]["a0"] == {"kind": "b", "face": "down"}  # Nixon, the holder, took the last blue
    assert any(e["e"] == "no_space" and e["token"] == "t1" for e in s["events"])
    assert len(s["bag"]) == bag + 1 - 3 and rules.conserved(s)


def test_d7_a_token_gained_in_the_card_phase_with_no_space_goes_back_to_the_bag():
    board = fill(BLUE, keep=["b"])
    s = position(hands=(["E20", "E01"], ["N01"]), board=board, tokens={"t1": ("b", 2, "up")})
    bag = len(s["bag"])
    after = rules.play(s, on("E20", "t1"))
    assert "t1" not in after["tokens"] and after["held"] == {} and len(after["bag"]) == bag + 1
    assert rules.to_move(after) == NIXON


def test_d9_an_empty_deck_takes_the_shuffled_discard_pile():
    s = position(hands=(["E18"], []), tokens={"t1": ("g", -4, "up")})
    s["discards"][EDITOR], s["decks"][EDITOR] = sorted(s["decks"][EDITOR]), []
    after = rules.play(s, on("E18", "t1"))
    assert any(e["e"] == "reshuffled" and e["seat"] == EDITOR for e in after["events"])
    assert len(after["hands"][EDITOR]) == 4 and after["discards"][EDITOR] == []
    assert len(after["decks"][EDITOR]) == 16 and rules.conserved(after)


def test_d9_a_player_with_no_cards_left_draws_what_there_is():
    s = position(hands=(["E18"], []), tokens={"t1": ("g", -4, "up")},
                 removed=([c for c in data.DECKS[EDITOR] if c != "E18"], []))
    after = rules.play(s, on("E18", "t1"))
    assert after["round"] == 2 and after["hands"][EDITOR] == ["E18"]
    assert len(after["hands"][NIXON]) == 5
    seats, _ = card_phase(after)
    assert seats == [NIXON, EDITOR, NIXON, NIXON, NIXON, NIXON]


def test_d3_a_round_where_the_initiative_holder_has_no_card_is_played_out_by_the_other():
    """Issue 26: D3, "When one player has no cards left, the other plays the rest of their hand in a row
    ("until neither of you has any cards left" [RB p.5])", and §5.2, "When one player is out of cards,
    the other plays out their hand (D3)". Nixon takes the initiative (on 0, it goes to the player who
    did not have it) with every card of his out of the game: he draws none, so the Editor, who draws 4,
    must be the one to move, not Nixon with no legal move."""
    s = position(hands=(["E18"], []), tokens={"t1": ("g", -4, "up")}, removed=([], list(data.DECKS[NIXON])))
    after = rules.play(s, on("E18", "t1"))
    assert after["round"] == 2 and after["initiative"] == NIXON and after["first"] == NIXON
    assert after["hands"][NIXON] == [] and len(after["hands"][EDITOR]) == 4
    assert rules.to_move(after) == EDITOR and rules.legal_moves(after)
    seats, nxt = card_phase(after)
    assert seats == [EDITOR] * 4 and nxt["round"] == 3


def test_d9_a_short_bag_lays_fewer_tokens():
    board = fill(data.SPACES, keep=["g"])
    s = position(hands=(["E18"], []), board=board, tokens={"t1": ("g", -4, "up")})
    assert len(s["bag"]) == 1
    after = rules.play(s, on("E18", "t1"))
    assert after["round"] == 2 and len(after["tokens"]) == 2 and after["bag"] == []


def test_d16_a_value_with_no_target_is_discarded_with_no_effect():
    s = position(hands=(["E18", "E01"], ["N01"]), initiative_at=None, momentum_at=None, first=NIXON,
                 turn=EDITOR, momentum={"editor": 1}, gained=["initiative", "momentum"])
    assert [m for m in rules.legal_moves(s) if m["card"] == "E18"] == [value("E18", "none"),
                                                                        {"t": "action", "card": "E18"}]
    after = rules.play(s, value("E18", "none"))
    assert "E18" in after["discards"][EDITOR] and after["tokens"] == s["tokens"]
    assert rules.to_move(after) == NIXON


def test_d16_an_ask_that_finds_nothing_and_has_no_fallback_moves_nothing():
    s = position(hands=(["E18", "E01"], ["N01"]), initiative_at=None, momentum_at=None, first=NIXON,
                 turn=EDITOR, momentum={"editor": 1}, gained=["initiative", "momentum"],
                 tokens={"t1": ("b", 0, "down")})
    assert [m["target"] for m in rules.legal_moves(s) if m["card"] == "E18" and m["t"] == "value"] == [
        {"k": "ask", "colour": "green"}]
    after = rules.play(s, value("E18", "ask", colour="green"))
    assert after["tokens"]["t1"] == {"kind": "b", "pos": 0, "face": "down"}
    assert "E18" in after["discards"][EDITOR] and rules.to_move(after) == NIXON


def test_d18_momentum_won_by_pins_in_the_evaluation_counts_for_the_next_round():
    symbols = {"t1": ("b*", -1, "up"), "t2": ("b*", -2, "up"), "t3": ("g*", -1, "up"),
               "t4": ("g*", -3, "up"), "t5": ("y*", -1, "up")}
    s = position(hands=(["E11"], []), momentum_at=-1, tokens=symbols)
    s = rules.play(s, value("E11", "momentum"))
    assert s["initiative"] == NIXON and s["track"]["momentum"] == 0
    for n in range(1, 6):
        s = rules.play(s, rules.legal_moves(s)[0])
        if n < 5:
            assert s["track"]["momentum"] == -n
    assert s["round"] == 2 and s["track"]["momentum"] is None
    assert s["gained"] == ["momentum"] and s["momentum"] == {"supply": 8, "editor": 0, "nixon": 1, "removed": 0}
    assert all(m["target"]["k"] != "momentum" for m in rules.legal_moves(s) if m["t"] == "value")
    s = finish_round(s)
    assert s["round"] == 3 and s["track"]["momentum"] == 0
    assert s["momentum"] == {"supply": 7, "editor": 0, "nixon": 1, "removed": 0}


def test_a_round_ends_with_the_stack_empty_and_the_next_one_dealt():
    s = rules.setup({}, 3)
    s = finish_round(s)
    assert s["round"] == 2 and s["steps"] == [] and s["chain"] == [] and s["decision"] is None
    assert s["restrictions"] == [] and s["turns"] == [0, 0]
    assert sum(len(h) for h in s["hands"]) == 9 and rules.conserved(s)


def test_max_rounds_ends_the_game_as_a_draw():
    g = engine.new_game("watergate", {"max_rounds": 1}, 4)
    s = finish_round(g["state"])
    assert s["phase"] == "over" and s["winner"] is None and s["reason"] == "max_rounds"
    res = rules.result(s)
    assert res["winner"] is None and res["winners"] == [EDITOR, NIXON] and res["rounds"] == 1


# --- §9 fact 20: what the Editor sees ------------------------------------------------------------------

def twins():
    """Two states that differ only in the colours of the face-down track tokens (the bag makes up)."""
    a = position(hands=(["E09", "E01"], ["N01"]), tokens={"t1": ("y", 0, "down"), "t2": ("g", 0, "down"),
                                                          "t3": ("b", 2, "up")})
    b = position(hands=(["E09", "E01"], ["N01"]), tokens={"t1": ("b", 0, "down"), "t2": ("gy", 0, "down"),
                                                          "t3": ("b", 2, "up")})
    return a, b


def test_fact_20_the_editors_view_hides_face_down_colours_and_nixons_does_not():
    a, b = twins()
    assert a["tokens"] != b["tokens"] and a["bag"] != b["bag"]
    assert rules.view(a, EDITOR) == rules.view(b, EDITOR)
    assert rules.view(a, None) == rules.view(b, None)
    assert rules.view(a, NIXON) != rules.view(b, NIXON)
    assert rules.view(a, NIXON)["tokens"]["t1"]["kind"] == "y"
    assert rules.view(a, EDITOR)["tokens"]["t1"]["kind"] is None
    assert rules.view(a, EDITOR)["tokens"]["t3"]["kind"] == "b"
    assert rules.legal_moves(a) == rules.legal_moves(b)


def test_fact_20_the_answer_to_an_ask_looks_the_same_to_the_editor_with_one_or_two_matches():
    a, b = twins()
    a = rules.play(a, value("E09", "ask", colour="green"))
    b = rules.play(b, value("E09", "ask", colour="green"))
    assert len(rules.legal_moves(a)) == 1 and len(rules.legal_moves(b)) == 1
    assert rules.view(a, EDITOR) == rules.view(b, EDITOR)
    b2 = position(hands=(["E09", "E01"], ["N01"]), tokens={"t1": ("bg", 0, "down"), "t2": ("gy", 0, "down"),
                                                           "t3": ("b", 2, "up")})
    b2 = rules.play(b2, value("E09", "ask", colour="green"))
    assert len(rules.legal_moves(b2)) == 2
    assert rules.view(a, EDITOR) == rules.view(b2, EDITOR)


def test_a_hand_is_seen_by_its_owner_only():
    s = rules.setup({}, 9)
    assert rules.view(s, EDITOR)["hand"] == sorted(s["hands"][EDITOR])
    assert rules.view(s, NIXON)["hand"] == sorted(s["hands"][NIXON])
    assert rules.view(s, None)["hand"] == []
    assert "N0" not in json.dumps(rules.view(s, EDITOR)["hand"])


# --- §9 fact 21: replay -------------------------------------------------------------------------------

def test_fact_21_same_seed_and_moves_give_byte_identical_states_through_reshuffles():
    chooser = random.Random(21)
    g = engine.new_game("watergate", {}, 21)
    twin = engine.new_game("watergate", {}, 21)
    reshuffles = 0
    while engine.to_move(g) is not None:
        move = chooser.choice(engine.legal_moves(g))
        g, twin = engine.play(g, move), engine.play(twin, move)
        assert json.dumps(g["state"]) == json.dumps(twin["state"])
        reshuffles += sum(e["e"] == "reshuffled" for e in g["state"]["events"])
    assert reshuffles > 0
    again = engine.replay(json.loads(json.dumps(engine.record(g))))
    assert json.dumps(again) == json.dumps(g)
    other = engine.new_game("watergate", {}, 22)
    assert other["state"]["decks"] != engine.new_game("watergate", {}, 21)["state"]["decks"]


# --- chance (issue 30): what a move meets, said before it is played ----------------------------------

def blocked(s, move):
    """The undo sentence's id for ``move`` (None: it may be undone)."""
    reason = rules.undo_blocker(s, move)
    return reason and reason.key


def test_an_ask_is_hidden_whether_or_not_a_token_answers():
    s = position(hands=(["E09", "E05", "E01"], ["N01"]), tokens={"t1": ("gy", 0, "down"), "t3": ("b", 2, "up")})
    for move in (value("E09", "ask", colour="green"), value("E05", "ask", colour="yellow")):
        assert rules.chance(s, move) == "hidden" and blocked(s, move) == "watergate.undo.asked"


def test_a_value_on_a_face_up_token_meets_no_chance_and_may_be_undone():
    s = position(hands=(["E04", "E01"], ["N01"]), tokens={"t1": ("by", 0, "up"), "t2": ("y", 0, "down")})
    assert rules.chance(s, on("E04", "t1")) is None and blocked(s, on("E04", "t1")) is None


def test_nixons_face_down_token_turns_up_once_the_editors_window_is_passed():
    s = position(hands=(["E01"], ["N16", "N02"]), tokens={"t1": ("b", 0, "down")}, first=NIXON)
    assert rules.chance(s, on("N16", "t1")) is None  # "Follow the money!" may answer first
    after = rules.play(s, on("N16", "t1"))
    assert after["tokens"]["t1"]["face"] == "down" and after["decision"]["kind"] == "react"
    assert rules.chance(after, {"t": "pass"}) == "hidden"
    assert blocked(after, {"t": "pass"}) == "watergate.undo.revealed"
    gone = position(hands=(["E01"], ["N16", "N02"]), tokens={"t1": ("b", 0, "down")}, first=NIXON,
                    removed=(["E12"], []))
    assert rules.chance(gone, on("N16", "t1")) == "hidden"  # no window: it turns up at once, he knew it


def test_with_windows_for_holders_only_a_window_that_may_open_is_hidden():
    """Whether the window opens tells whether the other hand holds the reaction."""
    hold = {"reaction_prompt": "holding_only"}
    s = position(hands=(["E01"], ["N16", "N02"]), tokens={"t1": ("b", 0, "up")}, first=NIXON, options=hold)
    assert rules.chance(s, on("N16", "t1")) == "hidden"
    gone = position(hands=(["E01"], ["N16", "N02"]), tokens={"t1": ("b", 0, "up")}, first=NIXON, options=hold,
                    removed=(["E12"], []))
    assert rules.chance(gone, on("N16", "t1")) is None


def test_the_last_card_of_the_round_draws_the_next_rounds_hands_and_tokens():
    board = fill([sp for sp in BLUE if sp != "a0"], keep=["b", "b"])
    s = position(hands=(["E11"], []), initiative_at=-3, momentum_at=-1, board=board,
                 tokens={"t1": ("b", 2, "up"), "t2": ("b", -1, "up")})
    assert rules.chance(s, value("E11", "momentum")) == "draw"
    assert blocked(s, value("E11", "momentum")) == "watergate.undo.drew"
    assert rules.play(s, value("E11", "momentum"))["round"] == 2


def test_the_evaluation_stops_at_nixons_pin_choice_whatever_his_face_down_token_is():
    s = position(hands=(["E11"], []), initiative_at=-3, momentum_at=-1,
                 tokens={"t1": ("b", 2, "up"), "t2": ("g", -1, "up"), "t3": ("y", -2, "down")})
    assert rules.chance(s, value("E11", "momentum")) is None
    assert rules.play(s, value("E11", "momentum"))["decision"]["kind"] == "pin"
    alone = position(hands=(["E11"], []), initiative_at=-3, momentum_at=-1,
                     tokens={"t1": ("b", 2, "up"), "t3": ("y", -2, "down")},
                     board=fill([sp for sp in YELLOW if sp != "a2"], keep=["y"]))
    # one yellow space left: a yellow token is pinned at once (and shown), a blue one has a choice
    assert rules.chance(alone, value("E11", "momentum")) == "hidden"


def test_bernstein_reveals_only_when_a_token_is_face_down():
    up = position(hands=(["E02", "E01"], ["N01"]), tokens={"t1": ("b", 1, "up")})
    assert rules.chance(up, action("E02")) is None
    down = position(hands=(["E02", "E01"], ["N01"]), tokens={"t1": ("b", 1, "up"), "t2": ("y", 0, "down")})
    assert rules.chance(down, action("E02")) == "hidden"


def test_a_colour_moving_every_token_hangs_on_face_down_colours_for_the_editor_only():
    s = position(hands=(["E19", "E01"], ["N01"]), tokens={"t1": ("b", 0, "down"), "t2": ("g", 1, "up")},
                 removed=([], ["N05"]))
    assert rules.chance(s, action("E19")) == "hidden"  # no green one turns up, but one might have
    assert rules.play(s, action("E19"))["tokens"]["t1"]["face"] == "down"
    nixon = position(hands=(["E01"], ["N17", "N01"]), tokens={"t1": ("y", 0, "down"), "t2": ("b", 1, "up")},
                     first=NIXON)
    assert rules.chance(nixon, action("N17")) is None  # he sees his tokens: no blue one is face down
    nixon["tokens"]["t1"]["kind"], nixon["bag"] = "b", sorted(nixon["bag"] + ["y"])
    nixon["bag"].remove("b")
    assert rules.chance(nixon, action("N17")) == "hidden"


def test_howard_hunt_draws_once_no_window_stops_him():
    s = position(hands=(["E01"], ["N04", "N01"]), first=NIXON, removed=(["E03", "E13"], []))
    assert rules.chance(s, action("N04")) == "draw"
    held = position(hands=(["E01"], ["N04", "N01"]), first=NIXON)
    assert rules.chance(held, action("N04")) is None  # the Editor's window first
