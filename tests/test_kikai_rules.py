"""KIKAI's rules against shared/rules/kikai.md: the 22 facts of §9 (numbered as there), then the
refusals, Advanced mode (§6.4), a head power, and the ``fan_value`` and ``squares_passable`` options.

KIKAI is not in ``engine.GAMES`` yet, so these tests call ``tabletop.games.kikai.rules`` directly.
Positions come from ``kikai_helpers.position``: a set-up state whose hands, pieces, fans, flyers,
billboards and tracks are set by hand, every card, piece and fan still in one place (``rules.conserved``).
"""

import copy
import json
import random
from collections import Counter

import pytest

from tabletop.engine import IllegalMove
from tabletop.games.kikai import data, rules, scoring, town
from kikai_helpers import (PURPLE, YELLOW, at_action, attract, build, card, deploy, exhibit, far, of_type,
                           pair, play, position)

EXTRA, NO_EXTRA, DECK = {"type": "extra_action"}, {"type": "no_extra"}, {"type": "draw", "from": "deck"}
E0 = data.START["energy"]  # a player's starting Energy (§3, [reconstruction]: data.py says why it is not 8)


def key(reason):
    """The template id of a refusal (``why_illegal`` returns a ``Said``, a str with its key)."""
    assert isinstance(reason, str) and reason
    return reason.key


def random_game(seed, options=None):
    """Every state of a game whose moves ``random.Random(seed)`` picks among the legal ones."""
    s, chooser, states = rules.setup(options or {}, seed), random.Random(seed), []
    while rules.to_move(s) is not None:
        states.append(s)
        s = rules.play(s, chooser.choice(rules.legal_moves(s)))
    return states + [s]


def end_round_1(options=None, renown=(8, 0)):
    """Round 1 about to end: Yellow has had 6 turns, Purple plays its 6th (a card, a zero-fan
    Exhibition, a deck draw) and is asked how many Ladders to spend. Returns (that state, the state
    after spending none, the cards played this round)."""
    cols = (["shrine", "shrine", "market", "market", "station", "station"], ["parking"] * 3 + ["station"] * 2)
    s = position(options, active=PURPLE, hands=(["diner"], ["arcade"]), columns=cols,
                 players=({"renown": renown[0]}, {"renown": renown[1]}))
    s["turns"] = [6, 5]
    before = play(s, card("arcade"), exhibit(), DECK)
    assert before["phase"] == "ladder" and before["round"] == 1
    return before, play(before, {"type": "ladders", "count": 0}), sorted(cols[0] + cols[1] + ["arcade"])


# --- §9 facts 1-3: the components and the town ---------------------------------------------------

def test_fact_1_counts():
    assert Counter(data.piece(p)["part"] for p in data.ALL_PIECES) == {"foot": 18, "body": 15, "head": 12}
    assert Counter(data.piece(p)["colour"] for p in data.ALL_PIECES) == {c: 15 for c in data.COLOURS}
    s = rules.setup({}, 1)
    assert len(s["pile"]) + len(s["visible"]) + sum(map(len, s["hands"])) == 36
    assert [len(h) for h in s["hands"]] == [4, 4] and len(s["visible"]) == 2
    assert len(town.SPACES) == 45 and len(s["squares"]) == 12
    assert {sq: len(f) for sq, f in s["squares"].items()} == {sq: x["fans"] for sq, x in data.SQUARES.items()}
    assert sum(map(len, s["squares"].values())) == 29 and len(s["box"]) == 7  # corners hold 1 fan (data.py)
    v = rules.view(s, None)
    assert v["stack_counts"] == {"foot": 15, "body": 12, "head": 9} and v["box_count"] == 7
    for p in v["players"]:
        assert data.FLYERS - p["flyers"] == 12 and p["billboard_slots"] == [True] * 6
    assert rules.conserved(s)


def test_fact_2_route_lengths():
    lengths = {(sq, d): town.route_length(sq, d) for sq, d in
               [("O0", "diner"), ("O0", "arcade"), ("O0", "market"), ("I0", "diner"), ("I0", "parking")]}
    assert lengths == {("O0", "diner"): 1, ("O0", "arcade"): 1, ("O0", "market"): 4,
                       ("I0", "diner"): 2, ("I0", "parking"): 4}
    assert [town.route_length("C", d) for d in data.DISTRICTS] == [3] * 6
    assert {d: len(town.ENDS[d]) for d in data.DISTRICTS} == {"diner": 2, "arcade": 3, "shrine": 3,
                                                              "market": 3, "station": 3, "parking": 2}


def test_fact_3_ring_distance_prices_the_extra_districts_of_an_exhibition():
    assert town.ring_distance("diner", "parking") == 1 and town.ring_distance("diner", "market") == 3
    s = position(district="diner", players=({"megaphones": 3}, {}),
                 pieces={"diner": ([("F1-red", "red")], []), "parking": ([("F2-red", "red")], []),
                         "market": ([("F3-red", "red")], [])})
    assert [m["extra"] for m in of_type(s, "exhibit")] == [[], ["market"], ["parking"]]
    assert key(rules.why_illegal(s, exhibit("market", "parking"))) == "kikai.illegal.megaphones"
    assert play(s, exhibit("parking"))["players"][YELLOW]["megaphones"] == 2
    after = play(s, exhibit("market"))
    assert after["players"][YELLOW]["megaphones"] == 0 and after["players"][YELLOW]["collected"]["red"] == 2
    assert after["kikai"]["market"][YELLOW][0]["fan"] is None and after["kikai"]["parking"][YELLOW][0]["fan"] == "red"


# --- §9 facts 4-7: cards and building ------------------------------------------------------------

def test_fact_4_pair_play():
    s = position(hands=(["shrine", "shrine", "diner", "market"], ["arcade"]))
    plays = of_type(s, "play")
    assert pair("shrine", "parking") in plays
    assert [m["district"] for m in plays if m["cards"] == ["shrine", "shrine"]] == list(data.DISTRICTS)
    assert [m["district"] for m in plays if m["cards"] == ["diner"]] == ["diner"]
    bad_pair = {"type": "play", "cards": ["diner", "market"], "district": "diner"}
    assert bad_pair not in plays and key(rules.why_illegal(s, bad_pair)) == "kikai.illegal.pair"
    assert key(rules.why_illegal(s, {"type": "play", "cards": ["diner"], "district": "arcade"})) == "kikai.illegal.district"
    after = play(s, pair("shrine", "parking"))
    assert after["turn"]["district"] == "parking" and after["phase"] == "action"
    assert after["hands"][YELLOW] == ["diner", "market"] and after["columns"][YELLOW] == ["shrine", "shrine"]


def test_fact_5_build_order_foot_body_head():
    s = position(district="arcade")
    assert {data.piece(m["component"])["part"] for m in of_type(s, "build")} == {"foot"}
    body = s["displays"]["body"][0]
    assert key(rules.why_illegal(s, build(body, 1))) == "kikai.illegal.order"
    s = position(district="arcade", pieces={"arcade": (["F1-red", "B1-red"], [])})
    heads = of_type(s, "build")
    assert heads and {data.piece(m["component"])["part"] for m in heads} == {"head"}
    done = play(s, heads[0])
    assert [x["piece"] for x in done["kikai"]["arcade"][YELLOW]][2] == heads[0]["component"]
    assert key(rules.why_illegal(at_action(done, YELLOW, "arcade"), heads[0])) == "kikai.illegal.complete"


def test_fact_6_influence_and_the_ladder_choices():
    base = {"district": "arcade", "pieces": {"arcade": (["F1-red"], [])}, "shown": ["B4-green"]}
    s = position(**base)
    assert [m["ladders"] for m in of_type(s, "build") if m["component"] == "B4-green"] == [0, 1]
    paid, free = play(s, build("B4-green", 1)), play(s, build("B4-green", 0))
    assert (paid["players"][YELLOW]["influence"]["green"], paid["players"][YELLOW]["energy"],
            paid["players"][YELLOW]["ladders"]) == (2, E0 - 3, 0)
    assert (free["players"][YELLOW]["influence"]["green"], free["players"][YELLOW]["ladders"]) == (0, 1)
    head = {"district": "arcade", "pieces": {"arcade": (["F1-red", "B1-red"], [])}, "shown": ["H1-red"]}
    s = position(**head, players=({"ladders": 2}, {}))
    assert [m["ladders"] for m in of_type(s, "build") if m["component"] == "H1-red"] == [0, 2]
    assert key(rules.why_illegal(s, build("H1-red", 1))) == "kikai.illegal.ladders"
    s = position(**head)  # 1 Ladder: a Head offers only the free build
    assert [m["ladders"] for m in of_type(s, "build") if m["component"] == "H1-red"] == [0]
    s = position(**base, players=({"influence": {"red": 0, "green": 11, "blue": 0}}, {}))
    p = play(s, build("B4-green", 1))["players"][YELLOW]
    assert p["influence"]["green"] == 12 and p["vp"] == 4 and p["vp_from"] == {"influence": 4}


def test_fact_7_construction_bonus_goes_to_the_first_head_only():
    s = position(district="shrine", bonus={"shrine": 4}, shown=["H1-red", "H1-blue"],
                 pieces={"shrine": (["F1-red", "B1-red"], ["F1-blue", "B1-blue"])})
    yellow = play(s, build("H1-red"))
    assert yellow["players"][YELLOW]["vp"] == 4 and yellow["players"][YELLOW]["vp_from"] == {"construction": 4}
    assert yellow["bonus"]["shrine"] is None and yellow["bonus_taken"]["shrine"] == YELLOW
    purple = play(at_action(yellow, PURPLE, "shrine"), build("H1-blue"))
    assert len(purple["kikai"]["shrine"][PURPLE]) == 3 and purple["players"][PURPLE]["vp"] == 0


# --- §9 facts 8-10: flyers ------------------------------------------------------------------------

def test_fact_8_deploy_chain_spaces():
    s = position(district="arcade")
    assert [m["space"] for m in of_type(s, "deploy")] == ["arcade-I1#1", "arcade-O0#1", "arcade-O1#1"]
    inner = play(s, deploy("arcade-I1#1"))
    assert inner["phase"] == "deploy_more"
    assert rules.legal_moves(inner) == [deploy("arcade-I1#2"), {"type": "deploy_end"}]
    corner = play(s, deploy("arcade-O0#1"))
    assert [m["space"] for m in of_type(corner, "deploy")] == ["O0-I0#1", "O0-I1#1", "diner-O0#1"]
    two = play(corner, deploy("O0-I1#1"))
    assert two["players"][YELLOW]["energy"] == E0 - 4 and two["players"][YELLOW]["flyers"] == 2
    assert rules.view(two, YELLOW)["players"][YELLOW]["energy_index"] == 2


def test_fact_9_the_fourth_flyer_uncovers_a_ladder():
    third = play(position(district="arcade", flyers=far(2)), deploy("arcade-I1#1"))
    assert third["players"][YELLOW]["ladders"] == 1
    fourth = play(position(district="arcade", flyers=far(3)), deploy("arcade-I1#1"))
    assert fourth["players"][YELLOW]["flyers"] == 4 and fourth["players"][YELLOW]["ladders"] == 2


def test_fact_10_no_chain_through_a_district():
    after = play(position(district="diner"), deploy("diner-O0#1"))
    assert [m["space"] for m in of_type(after, "deploy")] == ["O0-I0#1", "O0-I1#1", "arcade-O0#1"]
    assert key(rules.why_illegal(after, deploy("diner-I0#1"))) == "kikai.illegal.chain"
    # Nor does a network reach the far side of Diner: from Arcade, Diner's other street is out of reach.
    s = position(district="arcade", flyers={"arcade-O0#1": YELLOW, "diner-O0#1": YELLOW})
    assert "diner-I0#1" not in [m["space"] for m in of_type(s, "deploy")]


# --- §9 facts 11-14: fans and billboards ---------------------------------------------------------

def test_fact_11_attract_colour_and_payment_to_the_opponent():
    where = {"district": "diner", "pieces": {"diner": (["F2-red"], [])}, "flyers": {"diner-O0#1": PURPLE}}
    s = position(**where, squares={"O0": ["green", "red"]})
    assert of_type(s, "attract") == [attract("foot", "O0")]
    assert "paying 1 Energy to Purple" in rules.describe_move(s, attract("foot", "O0"))
    after = play(s, attract("foot", "O0"))
    y, p = after["players"]
    assert (y["energy"], p["energy"]) == (E0 - 1, E0 + 1) and after["squares"]["O0"] == ["green"]
    assert after["kikai"]["diner"][YELLOW][0]["fan"] == "red" and y["attracted"] == 1
    assert y["vp"] == 1 and y["vp_from"] == {"effects": 1}  # F2's effect: +1 VP
    s = position(**where, squares={"O0": ["green", "green"]})
    assert of_type(s, "attract") == []
    assert key(rules.why_illegal(s, attract("foot", "O0"))) == "kikai.illegal.no_fan"


def test_fact_12_one_fan_per_piece_until_an_exhibition():
    s = position(district="diner", hands=(["diner"], []), columns=(["diner"], []),
                 pieces={"diner": ([("F2-red", "red")], [])}, squares={"O0": ["red", "red"]},
                 flyers={"diner-O0#1": YELLOW})
    assert of_type(s, "attract") == []
    assert key(rules.why_illegal(s, attract("foot", "O0"))) == "kikai.illegal.has_fan"
    again = play(s, exhibit(), EXTRA, card("diner"))
    assert again["kikai"]["diner"][YELLOW][0]["fan"] is None
    assert of_type(again, "attract") == [attract("foot", "O0")]


def test_fact_13_billboard_on_an_emptied_square():
    s = position(district="diner", pieces={"diner": (["F2-red"], [])}, squares={"O0": ["red"]},
                 flyers={"diner-O0#1": YELLOW})
    after = play(s, attract("foot", "O0"))
    assert after["phase"] == "billboard" and after["squares"]["O0"] == []
    assert [m["slot"] for m in rules.legal_moves(after)] == [0, 1, 2, 3, 4, 5]
    vp3 = play(after, {"type": "billboard", "slot": 3})
    y = vp3["players"][YELLOW]
    assert vp3["billboard_on"]["O0"] == YELLOW and y["billboards"] == [True, True, True, False, True, True]
    assert y["vp"] == 5 and y["vp_from"] == {"effects": 1, "squares": 1, "billboards": 3}
    energy2 = play(after, {"type": "billboard", "slot": 0})["players"][YELLOW]
    assert energy2["vp"] == 2 and energy2["energy"] == E0 + 2
    assert rules.conserved(vp3)


def test_fact_14_media_victory_ends_the_game_at_once():
    s = position(district="diner", pieces={"diner": (["F2-red"], [])}, squares={"O0": ["red"]},
                 flyers={"diner-O0#1": YELLOW}, players=({"renown": 8}, {}),
                 billboards={sq: (YELLOW, i) for i, sq in enumerate(["I1", "I2", "I3", "I4", "I5"])})
    after = play(s, attract("foot", "O0"))
    assert rules.legal_moves(after) == [{"type": "billboard", "slot": 5}]
    over = play(after, {"type": "billboard", "slot": 5})
    assert over["phase"] == "over" and rules.legal_moves(over) == [] and rules.to_move(over) is None
    res = rules.result(over)
    assert res["media_victory"] == YELLOW and res["winners"] == [YELLOW] and res["reason"] == "media_victory"
    assert res["scores"] == [2, 0] and over["round"] == 1  # the VP earned: the F2's +1 and O0's +1
    assert over["players"][YELLOW]["renown"] == 8 and "round_renown" not in over["players"][YELLOW]["vp_from"]
    assert key(rules.why_illegal(over, DECK)) == "kikai.illegal.over"


def test_a_media_victory_shows_the_points_and_billboards_that_decided_it():
    """The end screen shows the result's scores: the players' VP when the game stopped (not 1 and 0),
    each source of them, and the billboards each had up; the sixth billboard wins even with fewer VP."""
    s = position(district="diner", pieces={"diner": (["F2-red"], [])}, squares={"O0": ["red"]},
                 flyers={"diner-O0#1": YELLOW},
                 players=({}, {"vp": 9, "vp_from": {"round_renown": 4, "squares": 5}}),
                 billboards={**{sq: (YELLOW, i) for i, sq in enumerate(["I1", "I2", "I3", "I4", "I5"])},
                             "C": (PURPLE, 0), "O4": (PURPLE, 3)})
    over = play(s, attract("foot", "O0"), {"type": "billboard", "slot": 5})
    res = rules.result(over)
    assert res["winners"] == [YELLOW] and res["media_victory"] == YELLOW
    assert res["scores"] == [2, 9]
    assert [rules.evaluate(over, seat) for seat in (0, 1)] == res["scores"]
    for b in res["breakdown"]:
        assert sum(it["points"] for it in b["items"]) == b["total"] == res["scores"][b["seat"]]
    said = {b["seat"]: {it["what"].key: (it["what"], it["points"]) for it in b["items"]} for b in res["breakdown"]}
    assert said[YELLOW]["kikai.item.during.effects"][1] == 1 and said[YELLOW]["kikai.item.during.squares"][1] == 1
    assert said[PURPLE]["kikai.item.during.round_renown"][1] == 4 and said[PURPLE]["kikai.item.during.squares"][1] == 5
    assert str(said[YELLOW]["kikai.item.media_victory"][0]) == "Media Victory: 6 billboards of 6 up"
    assert str(said[PURPLE]["kikai.item.media_loss"][0]) == "2 billboards of 6 up: the opponent’s Media Victory"


# --- §9 facts 15-17: exhibitions and the round end ------------------------------------------------

def test_fact_15_exhibition_value():
    s = position(district="diner", flyers=far(3),
                 pieces={"diner": ([("F1-red", "red"), ("B1-green", "green")], [])},
                 players=({"influence": {"red": 4, "green": 7, "blue": 0}, "renown": 2}, {}))
    assert rules.view(s, YELLOW)["players"][YELLOW]["fan_values"] == {"red": 2, "green": 3, "blue": 1}
    assert data.EXHIBITION_ENERGY[3] == 4  # the rules file's row agrees here (the engine's row is flatter)
    after = play(s, exhibit())
    y = after["players"][YELLOW]
    assert y["renown"] == 7 and y["energy"] == E0 + 4 + 1  # +4 at r = 3, +1 for passing Renown 4
    assert {"e": "renown_bonus", "seat": YELLOW, "space": 4} in after["events"]
    assert y["collected"] == {"red": 1, "green": 1, "blue": 0}
    assert [x["fan"] for x in after["kikai"]["diner"][YELLOW]] == [None, None]


def test_fact_16_zero_fan_exhibition_is_income():
    s = position(district="diner")
    assert of_type(s, "exhibit") == [exhibit()]
    y = play(s, exhibit())["players"][YELLOW]
    assert y["energy"] == E0 + 3 and y["renown"] == 0
    for r in range(data.FLYERS + 1):  # at every index the income is the engine's row (§1.6, flattened)
        s = position(district="diner", flyers={sp: YELLOW for sp in list(town.SPACE_IDS)[-r:]} if r else {})
        assert play(s, exhibit())["players"][YELLOW]["energy"] == E0 + data.EXHIBITION_ENERGY[r]


def test_fact_17_round_scoring():
    before, after, played = end_round_1(renown=(8, 3))
    y, p = after["players"]
    assert y["vp"] == 16 and y["vp_from"] == {"round_renown": 16}
    assert p["vp"] == 2 * 4 and (y["renown"], p["renown"]) == (0, 0)
    assert after["round"] == 2 and after["turns"] == [0, 0] and after["active"] == YELLOW
    assert after["columns"] == [[], []] and after["phase"] == "play"
    assert after["pile"][:len(before["pile"])] == before["pile"]
    assert sorted(after["pile"][len(before["pile"]):]) == played
    assert rules.conserved(after)


# --- §9 facts 18-22: turns, draws, the end, what is seen ------------------------------------------

def test_fact_18_each_player_takes_22_turns_and_yellow_starts_every_round():
    states = random_game(18)
    assert rules.result(states[-1])["reason"] == "rounds"
    order = {r: [] for r in (1, 2, 3, 4)}
    for a, b in zip(states, states[1:]):
        limit = data.ROUND_TURNS[a["round"] - 1]
        ended = [(limit - x + y) if b["round"] != a["round"] else y - x for x, y in zip(a["turns"], b["turns"])]
        order[a["round"]] += [seat for seat in (0, 1) for _ in range(ended[seat])]
    assert {r: seats for r, seats in order.items()} == {r: [YELLOW, PURPLE] * data.ROUND_TURNS[r - 1]
                                                         for r in (1, 2, 3, 4)}
    assert sum(data.ROUND_TURNS) == 22
    assert all(s["active"] == YELLOW for a, s in zip(states, states[1:]) if s["round"] != a["round"])


def test_fact_19_ladder_draw():
    s = position(phase="draw", players=({"ladders": 2}, {}))
    top, hand = s["pile"][:3], s["hands"][YELLOW]
    after = play(s, DECK)
    assert after["phase"] == "ladder" and [m["count"] for m in rules.legal_moves(after)] == [0, 1, 2]
    done = play(after, {"type": "ladders", "count": 2})
    assert sorted(done["hands"][YELLOW]) == sorted(hand + top)
    assert done["players"][YELLOW]["ladders"] == 0 and done["pile"] == s["pile"][3:]
    assert done["active"] == PURPLE


def test_fact_20_megaphone_action():
    hands, cols = (["arcade", "market"], ["shrine"]), (["diner"], [])
    one = play(position(district="diner", hands=hands, columns=cols), exhibit())
    assert one["phase"] == "extra" and rules.legal_moves(one) == [EXTRA, NO_EXTRA]
    second = play(one, EXTRA)
    assert second["players"][YELLOW]["megaphones"] == 0 and second["phase"] == "play"
    assert of_type(second, "play") == [card("arcade"), card("market")]
    two = play(position(district="diner", hands=hands, columns=cols, players=({"megaphones": 2}, {})), exhibit(), EXTRA,
               card("arcade"), exhibit())
    assert two["phase"] == "draw" and two["players"][YELLOW]["megaphones"] == 1  # no third action
    none = play(position(district="diner", hands=hands, columns=cols, players=({"megaphones": 0}, {})), exhibit())
    assert none["phase"] == "draw" and EXTRA not in rules.legal_moves(none)
    assert key(rules.why_illegal(none, EXTRA)) == "kikai.illegal.phase.draw"


def test_fact_21_final_scoring():
    yellow = {"vp": 40, "vp_from": {"round_renown": 28, "effects": 5, "influence": 3, "construction": 4},
              "attracted": 4, "energy": 11, "megaphones": 3, "ladders": 5, "foundations": ["diner", "station"]}
    purple = {"attracted": 2, "energy": 0, "megaphones": 0, "ladders": 0, "foundations": []}
    s = position(flyers={**far(9), **far(1, PURPLE, skip=9)}, players=(yellow, purple))
    s["phase"] = "over"
    items = [(k, pts) for k, pts, _ in scoring.final_items(s, YELLOW)]
    assert items == [("during.round_renown", 28), ("during.effects", 5), ("during.influence", 3),
                     ("during.construction", 4), ("during.squares", 0), ("during.street", 0),
                     ("during.billboards", 0), ("energy_track", 4), ("fan_majority", 5), ("energy", 2),
                     ("megaphones", 1), ("ladders", 2), ("foundations", -4)]
    res = rules.result(s)
    assert res["scores"] == [50, 0] and res["winners"] == [YELLOW] and res["media_victory"] is None
    assert [i["points"] for i in res["breakdown"][YELLOW]["items"]] == [pts for _, pts in items]
    assert res["breakdown"][YELLOW]["total"] == 50
    s["players"][PURPLE]["attracted"] = 4  # equal fan counts: no +5 for anyone
    assert rules.result(s)["scores"] == [45, 0]
    assert all(dict((k, p) for k, p, _ in scoring.final_items(s, seat))["fan_majority"] == 0 for seat in (0, 1))


def test_fact_22_visibility():
    states = random_game(22)
    s = states[len(states) // 3]
    assert len(s["pile"]) > 1 and any(s["columns"])  # mid-round: a pile to hide, cards played
    for seat in (YELLOW, PURPLE, None):
        v = rules.view(s, seat)
        assert [p["hand"] for p in v["players"]] == [sorted(h) for h in s["hands"]]
        assert v["pile_count"] == len(s["pile"]) and "pile" not in v and "stacks" not in v
        other = copy.deepcopy(s)
        other["pile"].reverse()
        for part in data.PARTS:
            other["stacks"][part].reverse()
        assert other["pile"] != s["pile"] and rules.view(other, seat) == v
        json.dumps(v)
    v = rules.view(s, YELLOW)
    world = rules.determinize(v, 7)
    assert rules.conserved(world) and rules.view(world, YELLOW) == v


# --- refusals, Advanced mode, options ----------------------------------------------------------------

PROBES = ({"type": "play", "cards": ["diner", "market"], "district": "diner"}, {"type": "play", "cards": "diner"},
          {"type": "build", "component": "H4-red", "ladders": 1}, {"type": "build", "component": ["x"]},
          {"type": "deploy", "space": "nowhere#1"}, {"type": "deploy", "space": ["x"]},
          {"type": "attract", "part": "head", "square": "C"}, {"type": "attract", "part": ["foot"]},
          {"type": "exhibit", "extra": ["diner", "diner"]}, {"type": "exhibit", "extra": "all"},
          {"type": "billboard", "slot": 9}, EXTRA, NO_EXTRA, {"type": "draw", "from": "open-7"},
          {"type": "ladders", "count": 99}, {"type": "fly"}, "build", None, [])


def test_every_refusal_is_a_sentence_and_leaves_the_state_unchanged():
    states = random_game(5)
    refused = Counter()
    for s in states[::3]:
        legal = rules.legal_moves(s)
        assert all(rules.why_illegal(s, m) is None for m in legal)
        for move in PROBES:
            if move in legal:
                continue
            snapshot = json.dumps(s, sort_keys=True)
            reason = rules.why_illegal(s, move)
            assert key(reason).startswith("kikai.illegal.")
            with pytest.raises(IllegalMove):
                rules.play(s, move)
            assert json.dumps(s, sort_keys=True) == snapshot
            refused[reason.key] += 1
    assert len(refused) >= 8


def test_advanced_setup_takes_the_starting_foundation_bonus():
    for seed in range(6):
        s = rules.setup({"mode": "advanced"}, seed)
        for p in s["players"]:
            bonus = data.FOUNDATION_BONUS[p["start_foundation"]]
            assert {k: p[k] - data.START[k] for k in data.START} == {k: bonus.get(k, 0) for k in data.START}
            assert p["start_foundation"] not in p["foundations"] and len(p["foundations"]) == 5
        assert set(s["bonus"].values()) == set(data.HEAD_POWERS)


def test_advanced_round_end_gives_income_not_vp():
    before, after, _ = end_round_1({"mode": "advanced"}, renown=(15, 8))
    gained = [{k: a[k] - b[k] for k in ("energy", "megaphones", "ladders", "vp")}
              for a, b in zip(after["players"], before["players"])]
    assert gained == [{"energy": 6, "megaphones": 1, "ladders": 1, "vp": 0},   # value 6
                      {"energy": 4, "megaphones": 1, "ladders": 0, "vp": 0}]   # value 4
    assert [p["renown"] for p in after["players"]] == [0, 0]


def test_advanced_head_powers():
    shrine = position({"mode": "advanced"}, district="shrine", bonus={"shrine": "cheaper_influence"},
                      pieces={"shrine": (["F1-red", "B1-red"], [])}, shown=["H1-red"])
    got = play(shrine, build("H1-red"))["players"][YELLOW]
    assert got["powers"] == ["cheaper_influence"] and got["vp"] == 0
    s = position({"mode": "advanced"}, district="arcade", pieces={"arcade": (["F1-red"], [])},
                 shown=["B4-green"], players=({"powers": ["cheaper_influence"], "ladders": 0}, {}))
    assert [m["ladders"] for m in of_type(s, "build") if m["component"] == "B4-green"] == [0]
    assert play(s, build("B4-green"))["players"][YELLOW]["influence"]["green"] == 2
    where = {"district": "diner", "pieces": {"diner": (["F2-red"], [])}, "squares": {"O0": ["red", "red"]},
             "flyers": {"diner-O0#1": PURPLE}}
    poor = position({"mode": "advanced"}, **where, players=({"energy": 0}, {}))
    assert of_type(poor, "attract") == []  # 1 Energy owed to Purple
    free = position({"mode": "advanced"}, **where, players=({"energy": 0, "powers": ["free_routes"]}, {}))
    after = play(free, attract("foot", "O0"))
    assert after["players"][PURPLE]["energy"] == free["players"][PURPLE]["energy"]
    assert after["players"][YELLOW]["energy"] == 0 and after["kikai"]["diner"][YELLOW][0]["fan"] == "red"


def test_flat_fan_value_option():
    s = position({"fan_value": "one"}, district="diner",
                 pieces={"diner": ([("F1-red", "red"), ("B1-green", "green")], [])},
                 players=({"influence": {"red": 4, "green": 7, "blue": 0}}, {}))
    assert play(s, exhibit())["players"][YELLOW]["renown"] == 2


def test_squares_not_passable_stop_the_chain_and_the_routes_at_a_square():
    assert town.next_flyer_spaces({"arcade-O0#1": YELLOW}, "arcade-O0#1", False) == []
    shut = play(position({"squares_passable": False}, district="arcade"), deploy("arcade-O0#1"))
    assert shut["phase"] == "extra" and shut["turn"]["chain"] == []  # the Deploy ended by itself
    assert play(position(district="arcade"), deploy("arcade-O0#1"))["phase"] == "deploy_more"
    where = {"district": "diner", "pieces": {"diner": (["F2-red"], [])}, "squares": {"O0": ["red"], "I0": ["red"]},
             "flyers": {"diner-O0#1": YELLOW, "O0-I0#1": YELLOW}}
    assert [m["square"] for m in of_type(position(**where), "attract")] == ["I0", "O0"]
    assert [m["square"] for m in of_type(position({"squares_passable": False}, **where), "attract")] == ["O0"]


def test_a_declined_megaphone_or_ladder_says_what_was_declined():
    """Issue 29, item 15: declining a Megaphone or Ladders logged "No card is left to draw."."""
    import random
    from tabletop import engine
    seen = set()
    for seed in range(40):
        r = random.Random(seed)
        g = engine.new_game("kikai", {}, seed)
        while engine.to_move(g) is not None and len(seen) < 2:
            for m in engine.legal_moves(g):
                if m.get("type") == "no_extra" or (m.get("type") == "ladders" and m.get("count") == 0):
                    text = engine.describe(g, m)
                    assert "No card is left" not in text
                    key = "kikai.ev.no_extra" if m["type"] == "no_extra" else "kikai.ev.no_ladders"
                    assert text.key == key and text.values["name"] in ("Yellow", "Purple")
                    seen.add(key)
            g = engine.play(g, r.choice(engine.legal_moves(g)))
        if len(seen) == 2:
            break
    assert seen == {"kikai.ev.no_extra", "kikai.ev.no_ladders"}


# --- chance and undo (issue 30): said before the move, from what both players see -----------------

def test_chance_cards_from_the_pile_are_a_draw():
    s = position(phase="draw", players=({"ladders": 2}, {}))
    for source in ("deck", "open-0", "open-1"):
        assert rules.chance(s, {"type": "draw", "from": source}) == "draw"
        assert rules.undo_blocker(s, {"type": "draw", "from": source}) == "That move drew a card."
    after = play(s, DECK)
    assert [rules.chance(after, m) for m in rules.legal_moves(after)] == [None, "draw", "draw"]
    bare = position(phase="draw")
    bare["hands"][PURPLE] += bare["pile"]
    bare["pile"] = []
    assert rules.chance(bare, {"type": "draw", "from": "open-0"}) is None  # no card refills its place
    assert rules.undo_blocker(bare, {"type": "draw", "from": "open-0"}) is None


def test_chance_a_build_turns_up_the_next_piece_of_its_stack():
    s = position(district="diner")
    move = of_type(s, "build")[0]
    assert rules.chance(s, move) == "hidden"
    assert rules.undo_blocker(s, move) == "That move turned up a new KIKAI piece."
    feet = [f"F{i}-{c}" for i in range(1, 7) for c in data.COLOURS]
    bodies = [f"B{i}-{c}" for i in range(1, 6) for c in data.COLOURS]
    heads = [f"H{i}-{c}" for i in range(1, 5) for c in data.COLOURS]
    sides = [(d, seat) for d in data.DISTRICTS for seat in (YELLOW, PURPLE)][1:]  # all but Yellow's in Diner
    pieces = {d: ([], []) for d in data.DISTRICTS}
    pieces["diner"][YELLOW].extend([feet[0], bodies[0]])
    for k, (d, seat) in enumerate(sides[:9]):  # 9 heads built: the head stack is empty, 3 are shown
        pieces[d][seat].extend([feet[k + 1], bodies[k + 1], heads[k]])
    last = position(district="diner", pieces=pieces)
    assert last["stacks"]["head"] == [] and len(last["displays"]["head"]) == 3
    move = of_type(last, "build")[0]
    assert rules.chance(last, move) is None and rules.undo_blocker(last, move) is None


def test_chance_the_round_end_shuffles_under_the_pile_and_shows_nothing():
    """The played cards go under the pile in a new order, but the pile's order was hidden anyway:
    ending the round meets no chance, and its player may take it back."""
    before, after, _ = end_round_1()
    none = {"type": "ladders", "count": 0}
    assert after["round"] == 2 and after["rng"] != before["rng"]
    assert rules.chance(before, none) is None and rules.undo_blocker(before, none) is None
    world = rules.determinize(rules.view(before, before["active"]), 11)
    assert rules.view(rules.play(world, none), before["active"]) == rules.view(after, before["active"])


def test_chance_agrees_with_what_the_move_then_does_over_random_games():
    """Every legal move of every position of a few random games: its chance is None exactly when
    the move draws nothing from the pile and turns up no piece."""
    for seed, options in ((3, {}), (4, {"mode": "advanced"})):
        for s in random_game(seed, options)[:-1]:
            for m in rules.legal_moves(s):
                a = rules.play(s, m)
                under = sum(e["cards"] for e in a["events"] if e["e"] == "round_end")
                met = (len(a["pile"]) - under < len(s["pile"])
                       or any(len(a["stacks"][p]) != len(s["stacks"][p]) for p in data.PARTS))
                assert (rules.chance(s, m) is not None) == met, (seed, m)
