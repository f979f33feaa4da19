"""Cathood's rules: every "fact worth testing" of ``shared/rules/cathood.md`` §9, and edge cases.

Unless said, 2 players and ``layout: "preset"``: row 0 T01 T02 T03, row 1 T04 T05 T06, row 2 T07 T08
T09, no rotation. The game is being built and not in ``engine.GAMES`` yet, so the tests call
``tabletop.games.cathood.rules`` directly.
"""

import pytest

from tabletop.engine import IllegalMove
from tabletop.games.cathood import board, data, rules, scoring, turn
from tabletop.words import message

A, B, C, D = 0, 1, 2, 3


def position(players=2, cats=None, resources=None, active=0, start=0, **options):
    """A preset layout with the cats, resources and start seat given (the rest as set up)."""
    s = rules.setup({"players": players, "layout": "preset", **options}, 1)
    s["start_seat"] = start
    s["active"] = active
    for seat, point in (cats or {}).items():
        s["cats"][seat] = list(point)
    for seat, res in (resources or {}).items():
        s["players"][seat]["resources"] = {c: res.get(c, 0) for c in data.COLOURS}
    return s


def res(s, seat=A):
    return s["players"][seat]["resources"]


def play(s, *moves):
    for m in moves:
        s = rules.play(s, m)
    return s


def set_row(s, cards, row="toy_row"):
    """The row holds ``cards``; what it held goes back into the deck, in place of them (conserving)."""
    deck = "toy_deck" if row == "toy_row" else "building_deck"
    pool = [c for c in s[row] if c] + s[deck]
    s[row] = list(cards)
    s[deck] = [c for c in pool if c not in cards]
    return s


def card_in_row(s, card, row="toy_row"):
    """Put ``card`` in the first place of its row, swapping it with whatever held it (conserving)."""
    deck = "toy_deck" if row == "toy_row" else "building_deck"
    if card in s[row]:
        return s
    if card in s[deck]:
        i = s[deck].index(card)
        s[deck][i], s[row][0] = s[row][0], card
    return s


# 1. counts -------------------------------------------------------------------------------------------

def test_counts():
    for players, tiles, shops in ((2, 9, 6), (3, 12, 8), (4, 16, 11)):
        ids = data.tiles_for(players)
        assert len(ids) == tiles
        slots = [x for t in ids for x in data.TILE[t]["slots"]]
        assert [slots.count(x) for x in data.SHOPS] == [shops] * 3
        rows, cols = data.GRID[players]
        assert rows * cols == tiles
    assert len(data.TOYS) == 24 and len(data.BUILDINGS) == 18
    for deck in (data.TOYS, data.BUILDINGS):
        assert [sum(data.CARDS[c]["cost"][col] for c in deck) for col in data.COLOURS] == [24, 24, 24]


def test_the_preset_corners_are_those_of_the_rules_file():
    s = position()
    b = s["board"]
    named = lambda p: sorted((b[r][c]["id"], code) for r, c, code in board.slots_at(b, p))  # noqa: E731
    assert named((1, 1)) == [("T01", "E"), ("T02", "P"), ("T04", "PS"), ("T05", "G")]
    assert named((1, 2)) == [("T02", "E"), ("T03", "O"), ("T05", "DG"), ("T06", "O")]
    assert named((2, 2)) == [("T05", "P"), ("T06", "-"), ("T08", "CO"), ("T09", "DG")]
    assert named((1, 3)) == [("T03", "E"), ("T06", "BE")]
    assert named((2, 0)) == [("T04", "CO"), ("T07", "PS")]


# 2-3. wrap and rebound ----------------------------------------------------------------------------------

def test_linear_moves_wrap():
    assert board.linear_path(3, 3, (0, 2), "N", 1) == [(3, 2)]
    assert board.linear_path(3, 3, (0, 2), "N", 2) == [(3, 2), (2, 2)]
    assert board.linear_path(3, 3, (1, 3), "E", 2) == [(1, 0), (1, 1)]


def test_diagonal_moves_rebound():
    assert board.diagonal_path(3, 3, (0, 1), "NE", 2) == [(1, 2), (2, 3)]
    assert board.diagonal_path(3, 3, (0, 3), "NE", 1) == [(1, 2)]
    assert board.diagonal_path(3, 3, (2, 0), "SW", 3) == [(3, 1), (2, 2), (1, 3)]


# 4. passing income ---------------------------------------------------------------------------------------

def test_passing_pays_and_passing_fires_no_effect():
    s = position(cats={A: (0, 0), B: (3, 0)}, resources={A: {}})
    s = play(s, {"type": "diagonal", "dir": "SE", "steps": 3})
    # passes (1,1): purple + green; (2,2): purple (its Dog and Coffee do not fire); stops at (3,3): green
    assert res(s) == {"purple": 2, "orange": 0, "green": 2}
    assert s["cats"][A] == [3, 3] and s["phase"] == "action"
    assert [(e["colour"], e["n"], e["why"]) for e in s["events"] if e["e"] == "gain"] == \
        [("purple", 2, "pass"), ("green", 1, "pass"), ("green", 1, "stop")]
    assert str(rules.describe_move(position(cats={A: (0, 0), B: (3, 0)}, resources={A: {}}),
                                   {"type": "diagonal", "dir": "SE", "steps": 3})) == (
        "Blue cat jumps over the roofs SE, 3 points. Blue cat takes 2 purple cubes on the way. "
        "Blue cat takes 1 green cube on the way. Blue cat takes 1 green cube at the stop. Blue cat goes to sleep.")


def test_a_second_arrival_on_a_point_pays_again():
    # (1,2) NE 3 on 3x3 visits (0,3), (1,2), (2,1) (D3)
    assert board.diagonal_path(3, 3, (1, 2), "NE", 3) == [(0, 3), (1, 2), (2, 1)]
    s = position(cats={A: (1, 2), B: (3, 0)}, resources={A: {}})
    s = play(s, {"type": "diagonal", "dir": "NE", "steps": 3})
    # (0,3): T03 NE P; (1,2): T03 O, T06 O (T02 E, T05 DG passing); stop (2,1): T04 O, T05 PS, T07 O, T08 G
    assert res(s) == {"purple": 1, "orange": 4, "green": 1}


# 5. the dog --------------------------------------------------------------------------------------------

def test_dog_chain():
    s = position(cats={A: (1, 0), B: (3, 3)}, resources={A: {"purple": 1}})
    s = play(s, {"type": "linear", "dir": "E", "steps": 2})
    assert res(s) == {"purple": 2, "orange": 0, "green": 1}  # passes (1,1): +P +G
    assert s["phase"] == "dog" and s["cats"][A] == [1, 2]
    assert {tuple(m["to"]) for m in rules.legal_moves(s)} == {(0, 2), (1, 3), (2, 2), (1, 1)}
    s = play(s, {"type": "dog", "to": [2, 2]})
    assert s["phase"] == "coffee"  # the Coffee at (2,2) resolves; its Dog (T09) is another dog
    assert any(e["e"] == "dog_ignored" for e in s["events"])
    s = play(s, {"type": "coffee_done"})
    # then (2,2)'s shop: +1 purple; then (1,2)'s shops: +2 orange
    assert res(s) == {"purple": 3, "orange": 2, "green": 1}
    assert s["cats"][A] == [2, 2] and s["phase"] == "action"


# 6. rotate --------------------------------------------------------------------------------------------

def test_rotate_fires_the_slot_that_comes_to_the_cat_only():
    s = position(cats={A: (1, 1), B: (2, 2)}, resources={A: {}, B: {}})
    t = play(s, {"type": "rotate", "tile": [1, 1], "turn": "ccw"})
    assert board.slots(t["board"][1][1])[0] == "DG" and t["phase"] == "dog"
    assert res(t, B) == {c: 0 for c in data.COLOURS}
    t = play(s, {"type": "rotate", "tile": [1, 1], "turn": "cw"})
    assert board.slots(t["board"][1][1])[0] == "PS"
    assert t["phase"] == "action" and res(t) == {c: 0 for c in data.COLOURS} and res(t, B) == res(s, B)


def test_rotating_a_tile_far_from_the_cat_fires_nothing():
    s = position(cats={A: (0, 0), B: (3, 3)}, resources={A: {}})
    t = play(s, {"type": "rotate", "tile": [2, 2], "turn": "cw"})
    assert res(t) == res(s) and t["phase"] == "action"


# 7. swap ------------------------------------------------------------------------------------------------

def test_swap_is_refused_while_a_cat_is_between_the_tiles():
    move = {"type": "swap", "tiles": [[1, 1], [1, 2]]}  # T05 and T06: their edge is (1,2)-(2,2)
    for point in ((1, 2), (2, 2)):
        s = position(cats={A: (0, 0), B: point})
        assert move not in rules.legal_moves(s)
        assert message(IllegalMove(rules.why_illegal(s, move)))
        with pytest.raises(IllegalMove):
            rules.play(s, move)
    s = position(cats={A: (0, 0), B: (3, 3)})
    t = play(s, move)
    assert t["board"][1][1]["id"] == "T06" and t["board"][1][2]["id"] == "T05"


def test_swap_keeps_rotations_houses_and_statues():
    s = position(cats={A: (0, 0), B: (3, 3)})
    s["board"][1][1]["rot"] = 2
    s["board"][1][1]["houses"] = [B]
    s["players"][B]["houses"] -= 1
    t = play(s, {"type": "swap", "tiles": [[1, 1], [1, 2]]})
    assert t["board"][1][2] == {"id": "T05", "rot": 2, "houses": [B], "pet": None, "statues": []}


# 8. pet shop --------------------------------------------------------------------------------------------

def test_pet_shop():
    s = card_in_row(position(cats={A: (1, 1), B: (3, 3)}, resources={A: {"purple": 1, "orange": 1, "green": 1}}),
                    "yarn-1")
    s = play(s, {"type": "pet_shop", "tile": [1, 0], "card": "yarn-1"})
    assert res(s) == {"purple": 0, "orange": 0, "green": 1}
    assert s["board"][1][0]["pet"] == A and s["players"][A]["houses"] == 5
    assert "yarn-1" in s["players"][A]["toys"] and "yarn-1" not in s["toy_row"]
    # no cat may use that Pet Shop again, its owner included
    for seat in (A, B):
        t = position(cats={seat: (1, 1), 1 - seat: (3, 3)}, active=seat, resources={seat: {"purple": 5, "orange": 5, "green": 5}})
        t["board"] = s["board"]
        assert not [m for m in rules.legal_moves(t) if m["type"] == "pet_shop"]


def test_a_pet_shop_sells_without_a_house_and_stays_open():
    s = card_in_row(position(cats={A: (1, 1), B: (3, 3)}, resources={A: {"purple": 3, "orange": 3, "green": 3}}),
                    "yarn-1")
    s["players"][A]["houses"] = 0
    for t in s["board"][2]:  # the six Houses somewhere, for conservation
        t["houses"] = []
    s["board"][1][1]["houses"] = [A] * 6
    s = play(s, {"type": "pet_shop", "tile": [1, 0], "card": "yarn-1"})
    assert s["board"][1][0]["pet"] is None and "yarn-1" in s["players"][A]["toys"]
    assert rules.conserved(s)


# 9-10. discs and Repeat -----------------------------------------------------------------------------

def _with_houses(s, seat, n):
    s["players"][seat]["houses"] = data.HOUSES - n
    s["board"][1][1]["houses"] = [seat] * n
    return s


def test_discs_and_repeat_come_with_houses():
    for placed, discs, repeat in ((0, 1, False), (1, 1, False), (2, 2, False), (3, 2, False), (4, 3, True), (6, 3, True)):
        p = {"houses": data.HOUSES - placed}
        assert turn.discs(p) == discs and turn.repeat_open(p) == repeat


def test_a_disc_freed_by_the_second_house_is_used_the_same_turn():
    s = card_in_row(_with_houses(position(cats={A: (1, 1), B: (3, 3)},
                                          resources={A: {"purple": 3, "orange": 3, "green": 3}}), A, 1), "yarn-1")
    s = play(s, {"type": "pet_shop", "tile": [1, 0], "card": "yarn-1"})
    assert s["active"] == A and turn.discs_free(s) == 1
    s = play(s, {"type": "linear", "dir": "N", "steps": 1})
    assert s["active"] == B  # both discs used: the turn ended


def test_repeat():
    s = _with_houses(position(cats={A: (0, 0), B: (3, 3)}), A, 2)
    s = play(s, {"type": "linear", "dir": "E", "steps": 1})
    again = {"type": "linear", "dir": "E", "steps": 1}
    assert again not in rules.legal_moves(s)
    assert rules.why_illegal(s, again) == "You have already taken this action this turn; only Repeat takes an action twice."
    assert rules.why_illegal(s, {**again, "repeat": True}) == "Repeat opens once you have placed your 4th House."
    s = _with_houses(position(cats={A: (0, 0), B: (3, 3)}), A, 4)
    s = play(s, {"type": "linear", "dir": "E", "steps": 1})
    assert {**again, "repeat": True} in rules.legal_moves(s)
    assert {"type": "rotate", "tile": [0, 0], "turn": "cw", "repeat": True} not in rules.legal_moves(s)
    s = play(s, {**again, "repeat": True})
    assert s["turn"]["repeat"] and not [m for m in rules.legal_moves(s) if m.get("repeat")]
    assert rules.why_illegal(s, {"type": "linear", "dir": "W", "steps": 1, "repeat": True}) == \
        "You have already used Repeat this turn."


def test_the_turn_needs_an_action_before_it_may_end():
    s = position(cats={A: (0, 0), B: (3, 3)})
    assert {"type": "end_turn"} not in rules.legal_moves(s)
    assert rules.why_illegal(s, {"type": "end_turn"}) == "Take at least one action before you end your turn."


# 11. park ------------------------------------------------------------------------------------------------

def test_park():
    s = position(cats={A: (0, 0), B: (3, 3)}, resources={A: {"purple": 2}})
    assert {"type": "park", "tile": [0, 0]} in rules.legal_moves(s)
    t = position(cats={A: (0, 0), B: (3, 3)}, resources={A: {"purple": 1, "orange": 3}})
    assert rules.why_illegal(t, {"type": "park", "tile": [0, 0]}) == "A Statue there costs 2 purple."
    s = play(s, {"type": "park", "tile": [0, 0]})
    assert s["board"][0][0]["statues"] == [A] and res(s)["purple"] == 0
    assert scoring.breakdown(s, A)["statues"] + scoring.breakdown(s, A)["first_statues"] == 5
    s = play(s, {"type": "end_turn"}) if s["active"] == A else s
    s["active"] = A
    s["turn"] = turn.new_turn()
    s["players"][A]["resources"]["purple"] = 2
    assert rules.why_illegal(s, {"type": "park", "tile": [0, 0]}) == "You already have a Statue in that park."


def test_a_park_is_entered_at_its_entrances_only():
    # T01's entrances are NW (0,0) and SE (1,1); (0,1) is its NE corner (a shop)
    s = position(cats={A: (0, 1), B: (3, 3)}, resources={A: {"purple": 2}})
    assert rules.why_illegal(s, {"type": "park", "tile": [0, 0]}) == "Your cat is not at an entrance of that park."


# 12. building --------------------------------------------------------------------------------------------

def test_building_from_a_point_between_two_buildings():
    s = card_in_row(position(cats={A: (1, 1), B: (3, 3)}, resources={A: {"purple": 4, "orange": 4, "green": 4}}),
                    "bld-1", "building_row")
    tiles = {tuple(m["tile"]) for m in rules.legal_moves(s) if m["type"] == "building"}
    assert tiles == {(1, 0), (1, 1)}
    t = play(s, {"type": "building", "tile": [1, 1], "card": "bld-1"})
    assert t["board"][1][1]["houses"] == [A] and t["board"][1][0]["houses"] == []


# 13. coffee ----------------------------------------------------------------------------------------------

def test_coffee():
    s = position(cats={A: (1, 0), B: (3, 3)}, resources={A: {"purple": 2}})
    s = play(s, {"type": "linear", "dir": "S", "steps": 1})  # stops at (2,0): T04 Coffee, T07 Pet Shop
    assert s["phase"] == "coffee"
    assert {"type": "coffee", "give": "purple", "take": "purple"} not in rules.legal_moves(s)
    assert rules.why_illegal(s, {"type": "coffee", "give": "purple", "take": "purple"})
    assert rules.why_illegal(s, {"type": "coffee", "give": "orange", "take": "green"})  # has no orange
    twice = play(s, {"type": "coffee", "give": "purple", "take": "green"}, {"type": "coffee", "give": "purple", "take": "green"})
    assert res(twice) == {"purple": 0, "orange": 0, "green": 2} and twice["phase"] != "coffee"
    once = play(s, {"type": "coffee", "give": "purple", "take": "green"}, {"type": "coffee_done"})
    assert res(once) == {"purple": 1, "orange": 0, "green": 1}
    none = play(s, {"type": "coffee_done"})
    assert res(none) == {"purple": 2, "orange": 0, "green": 0}


# 14-15. bee and the reserved card ----------------------------------------------------------------------

def test_bee_and_the_reserved_purchase():
    s = position(cats={A: (2, 3), B: (3, 0)}, resources={A: {"purple": 3, "orange": 3, "green": 3}})
    set_row(s, ["yarn-1", "mouse-2", "feather-3"])
    deck = list(s["toy_deck"])
    s = play(s, {"type": "linear", "dir": "N", "steps": 1})  # stops at (1,3): T03 E, T06 Bee
    assert s["phase"] == "bee"
    s = play(s, {"type": "bee", "card": "mouse-2"})
    assert s["players"][A]["reserved"] == "mouse-2"
    assert s["toy_row"] == deck[:3] and s["toy_deck"] == deck[3:] + ["yarn-1", "feather-3"]
    assert rules.conserved(s)
    # later, the Pet Shop sells the reserved toy instead of a row card
    s["active"], s["turn"], s["cats"][A] = A, turn.new_turn(), [1, 1]
    assert {"type": "pet_shop", "tile": [1, 0], "card": "mouse-2"} in rules.legal_moves(s)
    t = play(s, {"type": "pet_shop", "tile": [1, 0], "card": "mouse-2"})
    assert t["players"][A]["reserved"] is None and "mouse-2" in t["players"][A]["toys"]


def test_a_bee_does_nothing_to_a_cat_with_a_reserved_card():
    s = position(cats={A: (2, 3), B: (3, 0)})
    s["players"][A]["reserved"] = s["toy_deck"].pop()
    s = play(s, {"type": "linear", "dir": "N", "steps": 1})
    assert s["phase"] == "action" and any(e["e"] == "bee_none" for e in s["events"])


# 16. cap ------------------------------------------------------------------------------------------------

def test_the_cap_of_twelve():
    s = position(cats={A: (0, 0), B: (3, 0)}, resources={A: {"purple": 11}})
    s = play(s, {"type": "diagonal", "dir": "SE", "steps": 3})  # worth 4 cubes
    assert sum(res(s).values()) == 12
    assert [e["n"] for e in s["events"] if e["e"] == "cap"] == [2, 1]  # on the way, at the stop
    assert "already holds 12 resources: 2 cubes stay in the supply" in str(rules.describe_move(
        position(cats={A: (0, 0), B: (3, 0)}, resources={A: {"purple": 11}}), {"type": "diagonal", "dir": "SE", "steps": 3}))


# 17. fights --------------------------------------------------------------------------------------------

def test_fights_in_clockwise_order_with_hidden_signs():
    # 3 players, preset: (0,1) touches T01's orange shop and T02's entrance only
    s = position(players=3, cats={A: (0, 0), B: (0, 1), C: (0, 1)},
                 resources={A: {"purple": 1}, B: {"orange": 2}, C: {"green": 1}})
    s = play(s, {"type": "linear", "dir": "E", "steps": 1})
    assert s["phase"] == "sign" and s["fight"]["b"] == B and rules.to_move(s) == A
    s = play(s, {"type": "sign", "sign": "rock"})
    assert rules.to_move(s) == B
    assert rules.view(s, B)["fight"]["signs"] == {"0": "chosen"}  # hidden from the defender
    assert rules.view(s, None)["secret"] == {"seats": [A, B], "chosen": [A]}
    assert rules.chance(s, {"type": "sign", "sign": "scissors"}) == "hidden"
    s = play(s, {"type": "sign", "sign": "scissors"})
    # A beats B; B holds one colour only: A takes it
    assert res(s, B)["orange"] == 1 and res(s)["orange"] == 2
    assert s["fight"]["b"] == C and rules.to_move(s) == A
    assert rules.view(s, C)["revealed"]["winner"] == A
    s = play(s, {"type": "sign", "sign": "paper"}, {"type": "sign", "sign": "scissors"})
    # C beats A, who holds purple and orange: C chooses
    assert s["phase"] == "steal" and rules.to_move(s) == C
    assert {m["resource"] for m in rules.legal_moves(s)} == {"purple", "orange"}
    s = play(s, {"type": "steal", "resource": "purple"})
    assert res(s) == {"purple": 0, "orange": 2, "green": 0} and res(s, C)["purple"] == 1
    assert s["phase"] == "action" and s["active"] == B  # the fights done, A's only disc is used: B plays


def test_a_tie_does_nothing():
    s = position(cats={A: (0, 0), B: (1, 1)}, resources={A: {"purple": 1}, B: {"orange": 2}})
    s = play(s, {"type": "diagonal", "dir": "SE", "steps": 1}, {"type": "sign", "sign": "rock"})
    before = [dict(res(s, x)) for x in (A, B)]
    s = play(s, {"type": "sign", "sign": "rock"})
    assert [res(s, x) for x in (A, B)] == before and s["fight"] is None


def test_rotating_starts_no_fight_but_its_dog_can():
    s = position(cats={A: (1, 1), B: (1, 1)})
    t = play(s, {"type": "rotate", "tile": [2, 2], "turn": "cw"})
    assert t["phase"] != "sign"
    t = play(s, {"type": "rotate", "tile": [1, 1], "turn": "ccw"})  # T05's Dog comes to (1,1)
    assert t["phase"] == "dog"
    s2 = position(cats={A: (1, 1), B: (0, 1)})
    t = play(s2, {"type": "rotate", "tile": [1, 1], "turn": "ccw"}, {"type": "dog", "to": [0, 1]})
    assert t["phase"] == "sign"


def test_random_fights_are_a_roll():
    s = position(cats={A: (0, 0), B: (1, 1)}, resources={B: {"orange": 2}}, fight="random")
    move = {"type": "diagonal", "dir": "SE", "steps": 1}
    assert rules.chance(s, move) == "roll"
    t = play(s, move)
    assert any(e["e"] == "fight" for e in t["events"]) and t["phase"] != "sign"


# 18. the end ------------------------------------------------------------------------------------------

def _all_placed_but_a_house(s, seat):
    s["players"][seat]["houses"] = 1
    s["players"][seat]["statues"] = 0
    s["board"][1][1]["houses"] += [seat] * 5
    for r, c in ((0, 0), (0, 1), (0, 2)):
        s["board"][r][c]["statues"].append(seat)
    return s


def test_the_last_round():
    # 4 players, preset: T05 is at (1, 0), its Pet Shop at its SW corner (2, 0)
    s = position(players=4, start=0, active=C, cats={C: (2, 0)}, resources={C: {"purple": 3, "orange": 3, "green": 3}})
    s = card_in_row(_all_placed_but_a_house(s, C), "yarn-1")
    s["round"] = 9
    s = play(s, {"type": "pet_shop", "tile": [1, 0], "card": "yarn-1"})
    assert s["active"] == C and s["players"][C]["houses"] == 0
    s = play(s, {"type": "end_turn"})
    assert s["end_triggered"] == C and s["active"] == D and rules.view(s, None)["progress"]["last"]
    s = play(s, {"type": "linear", "dir": "N", "steps": 1})
    if s["phase"] != "over":
        s = play(s, rules.legal_moves(s)[-1])
    assert s["phase"] == "over" and rules.result(s)["ended"]


def test_a_trigger_by_the_last_seat_ends_at_once():
    s = position(players=4, start=0, active=D, cats={D: (2, 0)}, resources={D: {"purple": 3, "orange": 3, "green": 3}})
    s = card_in_row(_all_placed_but_a_house(s, D), "yarn-1")
    s = play(s, {"type": "pet_shop", "tile": [1, 0], "card": "yarn-1"}, {"type": "end_turn"})
    assert s["phase"] == "over" and rules.to_move(s) is None


# 19-20. scoring ---------------------------------------------------------------------------------------

def test_scoring_of_a_constructed_end():
    s = position()
    p = s["players"][A]
    p["toys"] = ["yarn-1", "yarn-2", "mouse-1", "feather-1"]
    p["cards"] = ["bld-7", "bld-13"]  # 4 + 6
    p["reserved"] = "mouse-2"
    p["resources"] = {"purple": 3, "orange": 2, "green": 2}
    s["board"][1][0]["houses"] = [A, A]          # T04: sole majority
    s["board"][1][1]["houses"] = [A, B]          # T05: tied
    for r, c in ((0, 0), (0, 1)):
        s["board"][r][c]["statues"] = [A]         # first on two parks
    s["board"][0][2]["statues"] = [B, A]
    b = scoring.breakdown(s, A)
    # The rules file's fact 19 counts toys at yarn 2, mouse 3, feather 4 and a set at 3 (11 + 3, total 43);
    # data.py pays 3, 4, 5 and 5 a set since the balance study of issue 32: the same end counts 15 + 5,
    # and the unclaimed mouse costs 4.
    assert b == {"toys": 3 + 3 + 4 + 5, "toy_sets": 5, "building_cards": 10, "majorities": 6, "statues": 9,
                 "first_statues": 4, "resources": 3, "reserved": -4, "objective": 0}
    assert scoring.total(s, A) == 43 + 4 + 2 - 1


def test_majority():
    s = position()
    s["board"][1][1]["houses"] = [A, A, B]
    assert scoring.majorities(s, A)[0] == 4 and scoring.majorities(s, B)[0] == 0
    s["board"][1][1]["houses"] = [A, B]
    assert scoring.majorities(s, A)[0] == 2 == scoring.majorities(s, B)[0]
    s["board"][1][0]["pet"] = B  # a Pet Shop House does not count for the Building (D22)
    assert scoring.majorities(s, B)[0] == 2


# 21. visibility -------------------------------------------------------------------------------------

def test_objectives_are_secret():
    s = rules.setup({"players": 3, "secret_objectives": True}, 5)
    assert s["phase"] == "objective"
    first = rules.to_move(s)
    v = rules.view(s, first)
    assert len(v["objectives"]["offer"]) == 2
    other = rules.view(s, (first + 1) % 3)["objectives"]
    assert other["offer"] == s["objectives"]["offers"][(first + 1) % 3]  # its own two, not the first's
    assert not set(other["offer"]) & set(v["objectives"]["offer"])
    assert rules.view(s, None)["objectives"]["offer"] is None
    s = play(s, {"type": "objective", "card": v["objectives"]["offer"][0]})
    other = (first + 1) % 3
    assert rules.view(s, other)["objectives"]["kept"][first] == "chosen"
    assert rules.view(s, first)["objectives"]["kept"][first] == v["objectives"]["offer"][0]
    while s["phase"] == "objective":
        s = play(s, rules.legal_moves(s)[0])
    assert s["phase"] == "action" and rules.to_move(s) == s["start_seat"]


# 22. conservation, and whole games -------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_conserve_everything_and_end(players):
    import random
    for seed in range(4):
        s = rules.setup({"players": players, "secret_objectives": seed % 2 == 0}, seed)
        chooser = random.Random(seed)
        while rules.to_move(s) is not None:
            s = rules.play(s, chooser.choice(rules.legal_moves(s)))
            assert rules.conserved(s)
        assert rules.result(s)["winners"]


def test_refusals_change_nothing():
    s = position(cats={A: (0, 0), B: (3, 3)})
    before = rules.view(s, A)
    for bad in ({"type": "linear", "dir": "X", "steps": 1}, {"type": "linear", "dir": "N", "steps": 3},
                {"type": "park", "tile": [9, 9]}, {"type": "swap", "tiles": [[0, 0], [2, 2]]}, {"type": "fly"},
                {"type": "linear", "dir": "N", "steps": 1, "repeat": False}):
        assert rules.why_illegal(s, bad)
        with pytest.raises(IllegalMove):
            rules.play(s, bad)
    assert rules.view(s, A) == before
