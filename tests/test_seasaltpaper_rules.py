"""Sea Salt & Paper's rules (base + Extra Salt + Extra Pepper): shared/rules/seasaltpaper.md.

Every item of its §11 "Facts worth testing" is a test here (deck checks, E1–E10 by number, every flow
assertion), then the turn (§3), the duo effects (§4), calling (§3 C, §6), the draw edge cases (D5),
the events (§1.6, §6.6), the end of the game (§6.4), the information model (§7, D1) and refusals.
Positions are built with ``seasaltpaper_helpers.position``; cards are named as in §11 ("crab DB").
"""

import random
from collections import Counter

import pytest

from tabletop import engine, rng
from tabletop.engine import IllegalMove
from tabletop.games.seasaltpaper import chances, data, rules, scoring
from tabletop.games.seasaltpaper.text import card_text

from seasaltpaper_helpers import calls, card, cards, frozen, play, position, unit

E2 = ("mermaid", "mermaid", "boat Y", "boat Y", "crab Y", "octopus Y", "shell Bk", "shark G")  # CP 7, CB 4
CP8 = ("sailor Pk", "sailor O", "boat DB", "boat DB", "shell DB", "shell LB")  # CP 8, CB 3
SIX = ("sailor Pk", "sailor O", "penguin Pu")  # CP 6


def cp(hand, played=(), effects=()):
    """Card points of a hand and played units (lists of ids) under some events."""
    return scoring.card_points(list(hand), [unit(u) for u in played], frozenset(effects))


def duo(a, b, **choice):
    return dict({"duo": sorted([a, b])}, **choice)


def last_round(state):
    return state["rounds"][-1]


def scored(state):
    return [p["scored"] for p in last_round(state)["players"]]


def ids_in(obj):
    """Every int inside a JSON-like value (to find card ids wherever a view puts them)."""
    if isinstance(obj, bool):
        return set()
    if isinstance(obj, int):
        return {obj}
    if isinstance(obj, dict):
        obj = list(obj.values())
    if isinstance(obj, (list, tuple)):
        return set().union(*map(ids_in, obj)) if obj else set()
    return set()


def assert_unnamed(text, *ids):
    """A log line names none of these cards."""
    for c in ids:
        assert card_text(c) not in text, (card_text(c), text)


# --- deck checks (§1, §11) -----------------------------------------------------------------------

BASE_TOTALS = {"dark_blue": 9, "light_blue": 9, "black": 8, "yellow": 8, "green": 6, "white": 4, "purple": 4,
               "grey": 4, "light_orange": 3, "pink": 2, "orange": 1}
SALT_TOTALS = {"dark_blue": 10, "light_blue": 10, "black": 9, "yellow": 9, "green": 7, "white": 5, "purple": 5,
               "grey": 4, "light_orange": 3, "pink": 3, "orange": 1}


@pytest.mark.parametrize("salt,size,totals", [(False, 58, BASE_TOTALS), (True, 66, SALT_TOTALS)])
def test_deck_size_and_colour_totals(salt, size, totals):
    """§1.4, §11 deck checks: 58 cards (66 with Extra Salt) and the per-colour checksums (2 pink in the base)."""
    ids = rules.all_cards(rules.check_options({"extra_salt": salt}))
    assert len(ids) == size
    assert Counter(data.colour_of(c) for c in ids) == totals


def test_card_ids_follow_the_row_order_of_the_rules_file():
    """D20: ids 0–57 in the row order of §1.2 with each row's colours in order, 58–65 Extra Salt's §1.3."""
    rows = [("crab", "DB DB LB LB Y Y Bk G Gy"), ("boat", "DB DB LB LB Bk Bk Y Y"), ("fish", "DB DB Bk Bk LB Y G"),
            ("swimmer", "DB LB Bk Y LO"), ("shark", "DB LB Bk G Pu"), ("mermaid", "W W W W"),
            ("shell", "DB LB Bk Y G Gy"), ("octopus", "LB Y G Pu Gy"), ("penguin", "Pu LO Pk"), ("sailor", "Pk O"),
            ("lighthouse", "Pu"), ("shoal", "Gy"), ("colony", "G"), ("captain", "LO"),
            ("jellyfish", "Pu Pk"), ("lobster", "Bk"), ("cast", "G"), ("starfish", "DB LB Y"), ("seahorse", "W")]
    from seasaltpaper_helpers import COLOUR
    expected = [(t, COLOUR[c]) for t, cols in rows for c in cols.split()]
    assert list(data.CARDS) == expected


def test_duo_cards_34_in_the_base_game_37_with_extra_salt():
    """§11 deck checks: 34 duo cards; the jellyfish ×2 and the lobster make 37."""
    def duos(salt):
        return sum(1 for c in rules.all_cards(rules.check_options({"extra_salt": salt}))
                   if data.KIND[data.type_of(c)] == "duo")
    assert (duos(False), duos(True)) == (34, 37)


@pytest.mark.parametrize("salt,left", [(False, 56), (True, 64)])
def test_round_setup_leaves_56_or_64_cards_in_the_deck(salt, left):
    """§2, §11: no cards dealt, one card face up on each pile, 56 (64) left; with Extra Pepper one event shown."""
    s = rules.setup({"players": 3, "extra_salt": salt, "extra_pepper": True}, 11)
    assert len(s["deck"]) == left
    assert [len(p) for p in s["piles"]] == [1, 1]
    assert s["hands"] == [[], [], []] and s["units"] == [[], [], []]
    assert rules.to_move(s) == s["first"] and s["phase"] == "draw"
    assert s["events"]["round"] is not None and len(s["events"]["deck"]) == 11
    assert rules.conserved(s)


# --- scoring: E1–E8 (§5) --------------------------------------------------------------------------

def test_E1_base_scoring():
    """E1: duo 2 (played fish + hand crabs, lone boat 0), collector 7, colony 4, mermaid 3: CP 16, CB 3."""
    hand = cards("crab DB", "crab LB", "boat Y", "shell DB", "shell Bk", "shell Y", "octopus LB", "penguin Pu",
                 "penguin Pk", "colony G", "mermaid")
    fish = cards("fish DB", "fish Bk")
    b = cp(hand, [fish])
    assert (b["duo"], b["collector"], b["multiplier"], b["mermaid"], b["total"]) == (2, 7, 4, 3, 16)
    assert scoring.colour_bonus(hand, [unit(fish)]) == 3


def test_E2_two_mermaids_white_counts_as_a_colour():
    """E2, D9: mermaids take Y 4 + W 2 = 6 (not 4+1), boats 1: CP 7, CB 4."""
    hand = cards(*E2)
    b = cp(hand)
    assert (b["mermaid"], b["duo"], b["total"]) == (6, 1, 7)
    assert scoring.colour_bonus(hand, []) == 4


def test_E2_seven_card_points_may_call():
    """E2, §3 C: exactly 7 card points is enough to call STOP or LAST CHANCE."""
    s = position(hands=[cards(*E2), []])
    assert calls(s) == ["last_chance", "stop"]


def test_E3_extra_salt_scoring():
    """E3: duo 7 (2 hand pairs incl. lobster+crab, trio 1+2, hand starfish 2), seahorse on the octopus,
    cast of crabs 3 (not the lobster): CP 16, CB 3."""
    hand = cards("lobster Bk", "crab DB", "crab LB", "crab Y", "starfish Y", "seahorse", "penguin Pu", "penguin LO",
                 "octopus G", "cast G")
    trio = cards("boat DB", "boat LB", "starfish DB")
    b = cp(hand, [trio])
    assert (b["duo"], b["collector"], b["multiplier"], b["mermaid"], b["total"]) == (7, 6, 3, 0, 16)
    assert b["seahorse"] == "octopus"
    assert scoring.colour_bonus(hand, [unit(trio)]) == 3


def test_E5_three_players_the_caller_wins_a_tie():
    """E5, §6.2: caller 9/3, X 9/4, Y 4/2: the tie is the caller's win (+12, +4, +2); X with 10: +3, +10, +4."""
    assert scoring.round_scores([9, 9, 4], [3, 4, 2], "last_chance", 0) == ([12, 4, 2], True)
    assert scoring.round_scores([9, 10, 4], [3, 4, 2], "last_chance", 0) == ([3, 10, 4], False)
    assert scoring.round_scores([9, 10, 4], [3, 4, 2], "stop", 0) == ([9, 10, 4], None)


def test_E6_event_overrides():
    """E6: 3 shells 4, Dance of the Shells 6, with the seahorse 8; 4 octopuses 9, Kraken 4; E2 under Tornado CP 1."""
    shells = cards("shell DB", "shell LB", "shell Bk")
    seahorse = card("seahorse")
    assert cp(shells)["collector"] == 4
    assert cp(shells, effects=["shell_dance"])["collector"] == 6
    assert cp(shells + [seahorse], effects=["shell_dance"])["collector"] == 8
    octopuses = cards("octopus LB", "octopus Y", "octopus G", "octopus Pu")
    assert cp(octopuses)["collector"] == 9
    assert cp(octopuses, effects=["kraken"])["collector"] == 4
    e2 = cards(*E2)
    assert cp(e2, effects=["tornado"])["total"] == 1
    assert scoring.colour_bonus(e2, []) == 4


def test_E7_matching_pairs_in_hand():
    """E7, §5.1: lobster + 3 crabs = 2 pairs, lobster + 1 crab = 1, 3 crabs = 1; 2 sharks + swimmer + jellyfish
    = 1 duo, 2 under Water Rodeo (D14)."""
    lobster, c1, c2, c3 = cards("lobster", "crab DB", "crab LB", "crab Y")
    assert cp([lobster, c1, c2, c3])["duo"] == 2
    assert cp([lobster, c1])["duo"] == 1
    assert cp([c1, c2, c3])["duo"] == 1
    mix = cards("shark DB", "shark LB", "swimmer DB", "jellyfish Pu")
    assert cp(mix)["duo"] == 1
    assert cp(mix, effects=["water_rodeo"])["duo"] == 2


def test_E8_edge_scoring():
    """E8: 3 mermaids + shell DB = 4 mermaid points; 3 penguins + seahorse 5; lone seahorse 0; a starfish in hand
    without a hand pair 0; 2 played duos + 1 trio = 5."""
    assert cp(cards("mermaid", "mermaid", "mermaid", "shell DB"))["mermaid"] == 4
    b = cp(cards("penguin Pu", "penguin LO", "penguin Pk", "seahorse"))
    assert (b["collector"], b["seahorse"]) == (5, None)
    assert cp([card("seahorse")])["total"] == 0
    assert cp(cards("starfish Y", "crab DB", "boat DB"))["duo"] == 0
    played = [cards("crab DB", "crab LB"), cards("fish DB", "fish Bk"), cards("boat DB", "boat LB", "starfish DB")]
    assert cp([], played)["duo"] == 5


# --- E4, E9: rounds scored through the engine (§6.1, §6.2, §6.4) ------------------------------------

def e4(**options):
    """E4: A (seat 0) holds E2 and is about to end the turn; B holds shells DB/LB/G + sailor Pk and has played
    crab DB + crab DB (CP 5, CB 3). Pile 1 shows a purple octopus, pile 2 the captain."""
    a = cards(*E2)
    b = cards("shell DB", "shell LB", "shell G", "sailor Pk", taken=a)
    crabs = cards("crab DB", "crab DB", taken=a + b)
    tops = cards("octopus Pu", "captain", taken=a + b + crabs)
    return position(hands=[a, b], units=[[], [crabs]], piles=[[tops[0]], [tops[1]]], first=0, **options)


def test_E4_stop_scores_card_points_only():
    """E4, §6.1: A calls STOP: A +7, B +5, no colour bonus."""
    s = play(e4(), {"end": "stop"})
    assert last_round(s)["outcome"] == "stop" and s["scores"] == [7, 5]


def test_E4_last_chance_won():
    """E4, §6.2: LAST CHANCE, B's final turn gains nothing (a lone octopus): A +11 (7+4), B +3 (colour bonus)."""
    s = play(e4(), {"end": "last_chance"}, {"take": 0}, {"end": "none"})
    assert last_round(s)["outcome"] == "won" and s["scores"] == [11, 3]


def test_E4_last_chance_lost_and_no_second_call():
    """E4, §6.2, D4: B takes the captain (CP 8 > 7), may not call in a final turn: A +4, B +8."""
    s = play(e4(), {"end": "last_chance"}, {"take": 1})
    assert rules.points_of(s, 1)["total"] == 8
    assert calls(s) == []
    assert rules.why_illegal(s, {"end": "stop"}) == "Someone has already called this round."
    s = play(s, {"end": "none"})
    assert last_round(s)["outcome"] == "lost" and s["scores"] == [4, 8]


def test_E9_tie_at_40_broken_by_last_round_points():
    """E9, §6.4: A 36, B 30; B's LAST CHANCE (CP 7, CB 3) wins, A has CB 4: both 40, B wins on 10 > 4."""
    a = cards(*E2)
    b = cards("boat DB", "boat DB", "crab DB", "shell LB", "shell G", "penguin Pu", "penguin Pk", "fish Y", "fish G",
              taken=a)
    top = card("sailor", "O")
    s = position(hands=[a, b], piles=[[top], []], seat=1, first=0, scores=[36, 30])
    assert rules.points_of(s, 1)["total"] == 7
    s = play(s, {"end": "last_chance"}, {"take": 0}, {"end": "none"})
    assert s["scores"] == [40, 40] and scored(s) == [4, 10]
    res = rules.result(s)
    assert res["winners"] == [1] and res["tiebreak"] == "last_round" and res["end"] == "target"


# --- E10 and the Extra Pepper life cycle (§6.6) ----------------------------------------------------

def void_round(players=3, **kw):
    """Seat 0 draws the deck's last card; ending the turn aborts the round with no score (§6.3)."""
    s = position(players=players, phase="draw", deck=[card("sailor", "O")], rest=0, piles=[[], [card("shell", "Y")]],
                 **kw)
    return play(s, {"draw": "deck"}, {"end": "none"})


def test_E10_round_event_to_the_unique_leader_held_event_discarded_on_a_tie():
    """E10, §6.6, D18: totals A 21, B 14, C 14 after a 0-point aborted round: Kraken (+) goes to A, C's Dolphins
    (−) is discarded since C is no longer the unique lowest."""
    s = void_round(scores=[21, 14, 14], event="kraken", held=[[], [], ["dolphins"]])
    ev = s["events"]
    assert ev["held"] == [["kraken"], [], []]
    assert "dolphins" in ev["discard"]
    assert s["round"] == 2 and ev["round"] not in ("kraken", "dolphins")


def test_E10_a_minus_event_is_discarded_on_a_tie_for_lowest():
    """E10: with Sunfish (−) as the round's event and B, C tied lowest, nobody takes it."""
    s = void_round(scores=[21, 14, 14], event="sunfish")
    assert s["events"]["held"] == [[], [], []]
    assert "sunfish" in s["events"]["discard"]


def test_E10_holding_two_events_keeps_one():
    """E10, §6.6 step 3: A holds Treasure Chest and stays the unique leader, takes Kraken, and keeps one."""
    s = void_round(scores=[21, 14, 14], event="kraken", held=[["treasure_chest"], [], ["dolphins"]])
    assert s["phase"] == "event" and rules.to_move(s) == 0
    assert sorted(m["keep_event"] for m in rules.legal_moves(s)) == ["kraken", "treasure_chest"]
    s = play(s, {"keep_event": "kraken"})
    assert s["events"]["held"][0] == ["kraken"]
    assert "treasure_chest" in s["events"]["discard"]
    assert s["round"] == 2 and s["first"] == 1 and s["phase"] == "draw"


def test_events_are_reshuffled_when_the_event_deck_is_empty():
    """§6.6 step 4: with the event deck empty, the discarded events are shuffled into a new deck."""
    s = position(scores=[10, 5], event="kraken", phase="draw", deck=[card("sailor", "O")], rest=0,
                 piles=[[], [card("shell", "Y")]])
    ev = s["events"]
    ev["discard"], ev["deck"] = ev["deck"], []
    before = set(ev["discard"])
    s = play(s, {"draw": "deck"}, {"end": "none"})
    ev = s["events"]
    assert ev["held"] == [["kraken"], []]
    assert ev["discard"] == [] and len(ev["deck"]) == 10
    assert set(ev["deck"]) | {ev["round"]} == before


def test_a_held_event_applies_only_to_its_holder():
    """§2, §6.6: Treasure Chest held by B raises B's call threshold to 10, not A's."""
    hand = cards(*CP8)
    s = position(hands=[hand, []], event="sunfish", held=[[], ["treasure_chest"]])
    assert calls(s) == ["last_chance", "stop"]
    s = position(hands=[[], hand], seat=1, event="sunfish", held=[[], ["treasure_chest"]])
    assert calls(s) == []


def test_events_are_not_awarded_after_the_final_round():
    """D18: the round that ends the game gives no event."""
    s = position(hands=[cards(*CP8), []], scores=[35, 0], event="kraken")
    s = play(s, {"end": "stop"})
    assert s["end"] == "target" and s["events"]["held"] == [[], []]


# --- §11 flow assertions -------------------------------------------------------------------------

def test_flow_discard_goes_to_the_empty_pile():
    """§11 flow, §3 A, D5: after drawing 2 with pile 2 empty, the other card must go to pile 2."""
    x, y, top = cards("sailor O", "penguin Pu", "shell Y")
    s = play(position(phase="draw", deck=[x, y], piles=[[top], []]), {"draw": "deck"})
    assert s["phase"] == "keep"
    assert {m["pile"] for m in rules.legal_moves(s)} == {1}
    assert rules.why_illegal(s, {"keep": x, "pile": 0})
    s = play(s, {"keep": x, "pile": 1})
    assert s["piles"][1] == [y] and s["hands"][0] == [x]


def test_flow_a_one_card_deck_gives_one_card_and_no_discard():
    """§11 flow, D5: drawing from a 1-card deck: that card into hand, nothing discarded."""
    x = card("sailor", "O")
    s = position(phase="draw", deck=[x], rest=0, piles=[[], [card("shell", "Y")]])
    piles = [list(p) for p in s["piles"]]
    s = play(s, {"draw": "deck"})
    assert s["hands"][0] == [x] and s["deck"] == [] and s["piles"] == piles and s["phase"] == "play"


def test_flow_deck_empty_at_end_of_turn_without_call_scores_nothing():
    """§11 flow, §6.3, §2: the deck empty at the end of a turn with no call: all round scores 0 (even though the
    player could have called), and the next round starts left of that player."""
    hand = cards(*E2)
    x = card("sailor", "O", taken=hand)
    s = position(players=3, hands=[[], [], hand], seat=2, phase="draw", deck=[x], rest=0,
                 piles=[[], [card("shell", "Y")]], scores=[5, 3, 8])
    s = play(s, {"draw": "deck"})
    assert calls(s) == ["last_chance", "stop"]
    s = play(s, {"end": "none"})
    assert last_round(s)["outcome"] == "void" and scored(s) == [0, 0, 0] and s["scores"] == [5, 3, 8]
    assert s["round"] == 2 and s["first"] == 0 and rules.to_move(s) == 0


def last_chance_then_deck_out(**options):
    """A (E2) calls LAST CHANCE with one card left; B's final turn draws it."""
    hand = cards(*E2)
    x = card("sailor", "O", taken=hand)
    s = position(hands=[hand, []], deck=[x], rest=0, piles=[[], [card("shell", "Y")]], **options)
    return play(s, {"end": "last_chance"}, {"draw": "deck"}, {"end": "none"})


def test_flow_deck_empty_after_a_last_chance_final_turn_scores_nothing():
    """§11 flow, D7: the deck empty at the end of a LAST CHANCE final turn: the bet is void, all scores 0."""
    s = last_chance_then_deck_out()
    assert last_round(s)["outcome"] == "void" and s["scores"] == [0, 0]
    assert s["round"] == 2 and s["first"] == 0  # left of B, whose turn emptied the deck


def test_deck_out_after_last_chance_with_the_score_option():
    """D7 option deck_out_after_last_chance="score" (BGA): the round is scored normally: A wins 7 + 4."""
    s = last_chance_then_deck_out(deck_out_after_last_chance="score")
    assert last_round(s)["outcome"] == "won" and s["scores"] == [11, 1]


def test_deck_out_in_the_callers_own_turn():
    """D7: the caller's turn ending with an empty deck voids the bet at once; with the "score" option the final
    turn draws from a pile and the round is scored."""
    hand = cards(*E2)
    x, top = cards("sailor O", "octopus Pu", taken=hand)

    def start(**o):
        return position(hands=[hand, []], phase="draw", deck=[x], rest=0, piles=[[], [top]], **o)
    s = play(start(), {"draw": "deck"}, {"end": "last_chance"})
    assert last_round(s)["outcome"] == "void" and s["scores"] == [0, 0]
    s = play(start(deck_out_after_last_chance="score"), {"draw": "deck"}, {"end": "last_chance"})
    assert rules.to_move(s) == 1 and rules.legal_moves(s) == [{"take": 0}, {"take": 1}]
    s = play(s, {"take": 1}, {"end": "none"})
    assert last_round(s)["outcome"] == "won" and s["scores"] == [11, 1]


def test_flow_a_boat_duo_gives_the_call_only_after_the_extra_turn():
    """§11 flow, §3 B, D3: a boat duo starts an extra turn at once; the call comes at its end."""
    hand = cards(*E2)
    boats = [c for c in hand if data.type_of(c) == "boat"]
    x, y = cards("sailor O", "penguin LO", taken=hand)
    s = position(hands=[hand, []], deck=[x, y])
    assert calls(s) == ["last_chance", "stop"]
    s = play(s, duo(*boats))
    assert s["phase"] == "draw" and rules.to_move(s) == 0
    assert not any("end" in m for m in rules.legal_moves(s))
    s = play(s, {"draw": "deck"}, {"keep": x, "pile": 0})
    assert calls(s) == ["last_chance", "stop"]
    s = play(s, {"end": "last_chance"})
    assert s["caller"] == 0 and rules.to_move(s) == 1


def jelly_position(protect_b=False):
    """3 players, Extra Salt: A (seat 0) holds swimmer + jellyfish; B holds E2 (could call); C a shell."""
    a = cards("swimmer DB", "jellyfish Pu")
    b = cards(*E2, taken=a)
    c = cards("shell Y", "shell G", taken=a + b)
    top = cards("octopus Pu", "sailor O", "captain", taken=a + b + c)
    units = [[], [unit([c[1]], "down")] if protect_b else [], []]
    return position(players=3, hands=[a, b, [c[0]]], units=units, deck=top, piles=[[card("crab", "Gy")], []],
                    extra_salt=True, event="coral_reef" if protect_b else None)


def test_flow_jellyfish_next_turns_are_only_the_top_card():
    """§11 flow, §4 JELLYFISH, D4, D16: each opponent's next turn is the deck's top card into hand, then it ends,
    with no call even at 7 points; the restriction is over when A's next turn begins."""
    s = play(jelly_position(), {"duo": cards("swimmer DB", "jellyfish Pu")}, {"end": "none"})
    octopus, sailor, _ = cards("octopus Pu", "sailor O", "captain")
    assert rules.to_move(s) == 1 and s["restricted"]
    assert rules.legal_moves(s) == [{"draw": "deck"}]
    assert rules.why_illegal(s, {"take": 0}) == "Stung by the jellyfish, this turn is only the top card of the deck."
    b_before = list(s["hands"][1])
    s = play(s, {"draw": "deck"})
    assert s["hands"][1] == sorted(b_before + [octopus])
    assert rules.to_move(s) == 2 and s["restricted"] and s["call"] is None
    s = play(s, {"draw": "deck"})
    assert sailor in s["hands"][2]
    assert rules.to_move(s) == 0 and not s["restricted"] and s["jelly"] is None
    assert {"take": 0} in rules.legal_moves(s)


def test_jellyfish_does_not_sting_a_player_protected_by_coral_reef():
    """§4 JELLYFISH, D16: a player with a face-down shell plays a normal turn; the others are stung."""
    s = play(jelly_position(protect_b=True), {"duo": cards("swimmer DB", "jellyfish Pu")}, {"end": "none"})
    assert rules.to_move(s) == 1 and not s["restricted"]
    assert {"take": 0} in rules.legal_moves(s)
    s = play(s, {"take": 0}, {"end": "none"})
    assert rules.to_move(s) == 2 and s["restricted"] and rules.legal_moves(s) == [{"draw": "deck"}]


def test_jellyfish_stings_last_chance_final_turns():
    """D16, §6.2: a jellyfish played before a LAST CHANCE call restricts the final turns too; each stung player
    is still revealed after the turn, and the round is scored."""
    a = cards(*E2, "swimmer DB", "jellyfish Pu")
    s = position(players=3, hands=[a, [], []], extra_salt=True)
    s = play(s, {"duo": cards("swimmer DB", "jellyfish Pu")})
    assert rules.points_of(s, 0)["total"] == 8
    s = play(s, {"end": "last_chance"})
    assert rules.to_move(s) == 1 and rules.legal_moves(s) == [{"draw": "deck"}]
    s = play(s, {"draw": "deck"})
    assert rules.to_move(s) == 2 and s["revealed"] == [True, True, False] and rules.legal_moves(s) == [{"draw": "deck"}]
    s = play(s, {"draw": "deck"})
    assert last_round(s)["outcome"] == "won" and last_round(s)["caller"] == 0


def test_a_stung_player_drawing_the_4th_mermaid_wins():
    """D10, D16: the mermaid check still applies in a jellyfish-restricted turn."""
    a = cards("swimmer DB", "jellyfish Pu")
    m = cards("mermaid", "mermaid", "mermaid", "mermaid")
    s = position(hands=[a, m[:3]], deck=[m[3]], extra_salt=True)
    s = play(s, {"duo": a}, {"end": "none"}, {"draw": "deck"})
    assert s["end"] == "mermaids" and s["winner"] == 1


def test_flow_a_revealed_last_chance_caller_cannot_be_robbed():
    """§11 flow, D8, §4: after A's LAST CHANCE, B's shark + swimmer may aim only at C."""
    a = cards(*E2)
    b = cards("shark DB", "swimmer DB", taken=a)
    c = cards("shell Y", taken=a + b)
    s = position(players=3, hands=[a, b, c], piles=[[card("sailor", "O")], []], first=0)
    s = play(s, {"end": "last_chance"}, {"take": 0})
    assert s["revealed"] == [True, False, False]
    assert [m.get("target") for m in rules.legal_moves(s) if m.get("duo") == sorted(b)] == [2]


# --- duo effects (§4) ----------------------------------------------------------------------------

def crab_position(piles, **options):
    return position(hands=[cards("crab DB", "crab LB"), []], piles=piles, **options)


def test_crab_choose_a_pile_then_pick_any_card_privately():
    """§4 CRAB, §7: the pile is chosen first, then the actor alone sees it and takes any card; order kept."""
    octo, sailor, penguin, shell = cards("octopus G", "sailor O", "penguin Pu", "shell Y")
    crabs = cards("crab DB", "crab LB")
    s = crab_position([[octo, sailor, penguin], [shell]])
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [duo(*crabs, pile=0), duo(*crabs, pile=1)]
    s = play(s, duo(*crabs, pile=0))
    assert s["phase"] == "crab"
    assert rules.legal_moves(s) == [{"pick": c} for c in sorted([octo, sailor, penguin])]
    assert rules.view(s, 0)["pending"]["cards"] == sorted([octo, sailor, penguin])
    assert rules.view(s, 1)["pending"]["cards"] is None and rules.view(s, None)["pending"]["cards"] is None
    s = play(s, {"pick": sailor})
    assert s["hands"][0] == [sailor] and s["piles"][0] == [octo, penguin] and s["phase"] == "play"
    assert s["units"][0] == [unit(crabs)]


def test_crab_on_a_one_card_pile_takes_it_and_an_empty_pile_is_not_offered():
    """§4 CRAB: only a non-empty pile may be chosen; a pile of one card gives that card."""
    shell = card("shell", "Y")
    crabs = cards("crab DB", "crab LB")
    s = crab_position([[], [shell]])
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [duo(*crabs, pile=1)]
    s = play(s, duo(*crabs, pile=1))
    assert s["hands"][0] == [shell] and s["piles"] == [[], []] and s["phase"] == "play"


def test_hermit_crab_takes_one_card_from_each_pile():
    """§1.6 Hermit Crab, D17: pile 1 first, then pile 2, any card of each; the move names no pile."""
    a, b, c, d = cards("octopus G", "sailor O", "penguin Pu", "shell Y")
    crabs = cards("crab DB", "crab LB")
    s = crab_position([[a, b], [c, d]], event="hermit_crab")
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [duo(*crabs)]
    s = play(s, duo(*crabs))
    assert rules.legal_moves(s) == [{"pick": x} for x in sorted([a, b])]
    s = play(s, {"pick": a})
    assert s["phase"] == "crab" and rules.legal_moves(s) == [{"pick": x} for x in sorted([c, d])]
    s = play(s, {"pick": d})
    assert s["hands"][0] == sorted([a, d]) and s["piles"] == [[b], [c]] and s["phase"] == "play"


def test_hermit_crab_skips_an_empty_pile():
    """D17: an empty pile is skipped."""
    c, d = cards("penguin Pu", "shell Y")
    crabs = cards("crab DB", "crab LB")
    s = play(crab_position([[], [c, d]], event="hermit_crab"), duo(*crabs))
    assert s["phase"] == "crab" and rules.legal_moves(s) == [{"pick": x} for x in sorted([c, d])]


def test_boat_duo_with_nothing_to_draw_gives_no_extra_turn():
    """§4 BOAT, D6: with the deck and both piles empty the duo is played and nothing happens."""
    boats = cards("boat DB", "boat LB")
    s = position(players=3, hands=[boats, [], []], rest=("hand", 1, 2))
    s = play(s, duo(*boats))
    assert s["phase"] == "play" and rules.to_move(s) == 0 and s["units"][0] == [unit(boats)]


def test_boat_duos_chain_extra_turns():
    """D3: a second boat duo in the extra turn gives one more extra turn; then the turn passes."""
    b1, b2, b3, b4 = cards("boat DB", "boat DB", "boat LB", "boat LB")
    x1, x2, x3, x4 = cards("sailor O", "penguin Pu", "octopus G", "shell Y")
    s = position(hands=[[b1, b2, b3, b4], []], deck=[x1, x2, x3, x4])
    s = play(s, duo(b1, b2), {"draw": "deck"}, {"keep": x1, "pile": 0}, duo(b3, b4))
    assert s["phase"] == "draw" and rules.to_move(s) == 0
    s = play(s, {"draw": "deck"}, {"keep": x3, "pile": 1}, {"end": "none"})
    assert rules.to_move(s) == 1 and s["hands"][0] == sorted([x1, x3])


@pytest.mark.parametrize("event,gain", [(None, 1), ("sunfish", 2)])
def test_fish_duo_draws_the_top_card_two_with_sunfish(event, gain):
    """§4 FISH, §1.6 Sunfish: the deck's top card into hand; the top two under Sunfish."""
    fish = cards("fish DB", "fish Bk")
    top = cards("sailor O", "octopus G", "shell Y", taken=fish)
    s = play(position(hands=[fish, []], deck=top, event=event), duo(*fish))
    assert s["hands"][0] == sorted(top[:gain]) and s["units"][0] == [unit(fish)]


def test_sunfish_with_one_card_left_draws_one():
    """D6: the effect does what it can: Sunfish with one card in the deck draws that card."""
    fish = cards("fish DB", "fish Bk")
    x = card("sailor", "O")
    s = play(position(players=3, hands=[fish, [], []], deck=[x], rest=("hand", 1, 2), event="sunfish"), duo(*fish))
    assert s["hands"][0] == [x] and s["deck"] == [] and s["phase"] == "play"


def test_cards_gained_by_an_effect_can_be_played_in_the_same_step():
    """§3 B: a crab drawn by a fish duo completes a crab duo at once."""
    fish = cards("fish DB", "fish Bk")
    crab, crab2 = cards("crab DB", "crab LB")
    s = play(position(hands=[fish + [crab], []], deck=[crab2], piles=[[card("shell", "Y")], []]), duo(*fish))
    assert duo(crab, crab2, pile=0) in rules.legal_moves(s)


def shark_position():
    """4 players: A holds shark + swimmer; B three cards; C has a face-down shell; D an empty hand."""
    a = cards("shark DB", "swimmer DB")
    b = cards("octopus G", "sailor O", "penguin Pu", taken=a)
    c = cards("shell Y", "shell G", taken=a + b)
    return position(players=4, hands=[a, b, [c[0]], []], units=[[], [], [unit([c[1]], "down")], []],
                    event="coral_reef")


def test_shark_swimmer_steals_from_an_eligible_opponent_only():
    """§4 SHARK_SWIMMER, D2: targets are opponents with cards, unrevealed, not protected: here only B. A random
    card of B's goes to A; the card is noted for thief and victim only (§7)."""
    s = shark_position()
    pair = cards("shark DB", "swimmer DB")
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [duo(*pair, target=1)]
    b_hand = list(s["hands"][1])
    s = play(s, duo(*pair, target=1))
    stolen = s["hands"][0]
    assert len(stolen) == 1 and stolen[0] in b_hand
    assert s["hands"][1] == [c for c in b_hand if c != stolen[0]]
    assert rules.view(s, 0)["notes"] == [{"kind": "stole", "from": 1, "card": stolen[0]}]
    assert rules.view(s, 1)["notes"] == [{"kind": "stolen", "by": 0, "card": stolen[0]}]
    assert rules.view(s, 2)["notes"] == [] and rules.view(s, None)["notes"] == []
    assert rules.view(s, 2)["players"][0]["hand"] is None and rules.view(s, 2)["players"][1]["hand"] is None


def test_shark_swimmer_steal_is_uniform_over_the_victims_hand():
    """D2: the engine draws the card uniformly from the victim's hand with the state's seeded RNG."""
    s = shark_position()
    pair = cards("shark DB", "swimmer DB")
    seen = Counter()
    for i in range(300):
        r = rng.seed_state(i)
        s["rng"] = rng.pack(r)
        seen[rules.play(s, duo(*pair, target=1))["hands"][0][0]] += 1
    assert set(seen) == set(s["hands"][1])
    assert all(60 <= n <= 140 for n in seen.values()), seen


def test_shark_swimmer_with_no_eligible_opponent_is_played_without_effect():
    """D2, D6: the duo is still played, the move has no target, nothing is stolen."""
    pair = cards("shark DB", "swimmer DB")
    s = position(hands=[pair, []])
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [duo(*pair)]
    s = play(s, duo(*pair))
    assert s["units"][0] == [unit(sorted(pair))] and s["hands"] == [[], []] and s["phase"] == "play"


def lobster_position(deck, players=2, **kw):
    hands = [cards("lobster Bk", "crab DB")] + [[] for _ in range(players - 1)]
    return position(players=players, hands=hands, deck=deck, extra_salt=True, **kw)


def test_lobster_keeps_one_of_five_and_shuffles_the_rest_back():
    """§4 LOBSTER, D19: the top 5 seen by the actor only, one kept, the rest back into a reshuffled deck."""
    five = cards("octopus G", "sailor O", "penguin Pu", "shell Y", "captain")
    s = lobster_position(five)
    before = list(s["deck"])
    s = play(s, {"duo": cards("crab DB", "lobster Bk")})
    assert s["phase"] == "lobster" and rules.legal_moves(s) == [{"keep": c} for c in sorted(five)]
    assert rules.view(s, 0)["pending"] == {"kind": "lobster", "count": 5, "cards": sorted(five)}
    assert rules.view(s, 1)["pending"] == {"kind": "lobster", "count": 5, "cards": None}
    s = play(s, {"keep": five[2]})
    assert s["hands"][0] == [five[2]] and s["phase"] == "play"
    unshuffled = [c for c in before if c != five[2]]
    assert sorted(s["deck"]) == sorted(unshuffled) and s["deck"] != unshuffled


def test_lobster_with_fewer_than_five_cards_shows_them_all():
    """D19: with 3 cards left the lobster shows those 3."""
    three = cards("octopus G", "sailor O", "penguin Pu")
    s = play(lobster_position(three, players=3, rest=("hand", 1, 2)), {"duo": cards("crab DB", "lobster Bk")})
    assert rules.legal_moves(s) == [{"keep": c} for c in sorted(three)]


def rodeo_position(a_hand, b_hand, **kw):
    a = cards(*a_hand)
    b = cards(*b_hand, taken=a)
    return position(hands=[a, b], event="water_rodeo", **kw), a, b


def test_water_rodeo_swimmer_pair_swaps_a_card():
    """§4 RODEO_SWIM: the actor (alone) sees the target's hand and swaps one card of each hand."""
    s, a, b = rodeo_position(("swimmer DB", "swimmer LB", "mermaid"), ("shell DB", "octopus G"))
    s = play(s, duo(a[0], a[1], target=1))
    assert s["phase"] == "swap"
    assert rules.view(s, 0)["pending"]["cards"] == b and rules.view(s, 1)["pending"]["cards"] is None
    assert {"swap": None} in rules.legal_moves(s)
    s = play(s, {"swap": [a[2], b[0]]})
    assert s["hands"] == [[b[0]], sorted([a[2], b[1]])] and s["phase"] == "play"
    assert rules.view(s, 1)["notes"] == [{"kind": "swapped", "by": 0, "gave": a[2], "took": b[0]}]


def test_water_rodeo_swap_may_be_declined():
    """§4 RODEO_SWIM: swapping is optional."""
    s, a, b = rodeo_position(("swimmer DB", "swimmer LB", "mermaid"), ("shell DB", "octopus G"))
    s = play(s, duo(a[0], a[1], target=1), {"swap": None})
    assert s["hands"] == [[a[2]], b] and s["phase"] == "play"


def test_water_rodeo_swimmer_pair_with_an_empty_hand_still_looks():
    """D14, §7: with no card left to swap, P only looks at the target's hand: P must get to see it."""
    s, a, b = rodeo_position(("swimmer DB", "swimmer LB"), ("shell DB", "octopus G"))
    s = play(s, duo(a[0], a[1], target=1))
    v = rules.view(s, 0)
    assert set(b) <= ids_in([v["notes"], v["pending"]])


def test_water_rodeo_shark_pair_takes_a_played_duo_unit():
    """§4 RODEO_SHARK, D14: a duo unit of an unprotected opponent moves in front of P, no effect; trios and the
    units of a protected player are not offered."""
    a = cards("shark DB", "shark LB")
    b_duo = cards("crab DB", "crab DB", taken=a)
    b_trio = cards("boat DB", "boat DB", "starfish DB", taken=a + b_duo)
    c_duo = cards("fish DB", "fish Bk", taken=a + b_duo + b_trio)
    c_down = cards("shell Y", taken=a + b_duo + b_trio + c_duo)
    s = position(players=3, hands=[a, [], []], units=[[], [b_duo, b_trio], [c_duo, unit(c_down, "down")]],
                 piles=[[card("shell", "G")], [card("sailor", "O")]], event="water_rodeo", extra_salt=True)
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [duo(*a, target=1, unit=0)]
    s = play(s, duo(*a, target=1, unit=0))
    assert s["units"][0] == [unit(a), unit(b_duo)] and s["units"][1] == [unit(b_trio)]
    assert s["phase"] == "play" and rules.points_of(s, 0)["duo"] == 2


def test_two_swimmers_or_two_sharks_are_no_duo_without_water_rodeo():
    """§1.5: swimmer+swimmer and shark+shark need Water Rodeo."""
    sw = cards("swimmer DB", "swimmer LB")
    sh = cards("shark DB", "shark LB")
    s = position(hands=[sw + sh, cards("shell Y")])
    assert not [m for m in rules.legal_moves(s) if "duo" in m and m["duo"] in (sorted(sw), sorted(sh))]
    assert rules.why_illegal(s, {"duo": sw}) == "The dark blue swimmer and the light blue swimmer make no duo."
    assert rules.why_illegal(s, {"duo": sh}) == "The dark blue shark and the light blue shark make no duo."


def test_a_trio_has_no_effect_and_scores_3():
    """§3 B, §5.6: a duo plus a starfish from hand, placed together: no crab pick, no extra turn; 3 points each.
    A starfish cannot join a duo already played."""
    crabs = cards("crab DB", "crab LB")
    boats = cards("boat DB", "boat LB")
    stars = cards("starfish DB", "starfish Y")
    s = position(hands=[crabs + boats + stars, []], piles=[[card("shell", "Y")], [card("sailor", "O")]],
                 extra_salt=True)
    piles = [list(p) for p in s["piles"]]
    s = play(s, {"trio": crabs + [stars[0]]})
    assert s["phase"] == "play" and s["piles"] == piles
    s = play(s, {"trio": boats + [stars[1]]})
    assert s["phase"] == "play" and rules.to_move(s) == 0
    assert [u["kind"] for u in s["units"][0]] == ["trio", "trio"] and rules.points_of(s, 0)["duo"] == 6
    assert rules.why_illegal(s, {"trio": crabs + [stars[0]]}) == "Those cards are not all in your hand."


def test_coral_reef_shell_face_down_protects_and_scores_nothing():
    """§1.6 Coral Reef, D18: one shell face down; it scores nothing and its owner is immune to attacks."""
    shells = cards("shell DB", "shell LB", "shell Bk")
    s = position(hands=[shells, cards("shark DB", "swimmer DB")], event="coral_reef")
    assert rules.points_of(s, 0)["collector"] == 4
    assert [m for m in rules.legal_moves(s) if "shell_down" in m] == [{"shell_down": c} for c in shells]
    s = play(s, {"shell_down": shells[0]})
    assert s["units"][0] == [unit([shells[0]], "down")] and rules.protected(s, 0)
    assert not [m for m in rules.legal_moves(s) if "shell_down" in m]
    assert rules.points_of(s, 0)["collector"] == 2  # two shells in hand; the face-down one is nothing
    assert rules.steal_targets(s, 1) == []
    assert rules.view(s, 1)["players"][0]["units"] == [{"kind": "down", "cards": None}]


@pytest.mark.parametrize("what", ["crab", "fish", "lobster"])
def test_an_effect_that_cannot_be_carried_out_still_plays_the_duo(what):
    """§3 B, D6: empty piles (crab) or an empty deck (fish, lobster): the duo is placed, the move has no choice,
    nothing is gained."""
    pair = {"crab": cards("crab DB", "crab LB"), "fish": cards("fish DB", "fish Bk"),
            "lobster": cards("crab DB", "lobster Bk")}[what]
    s = position(players=3, hands=[pair, [], []], rest=("hand", 1, 2), extra_salt=True)
    assert [m for m in rules.legal_moves(s) if "duo" in m] == [{"duo": sorted(pair)}]
    s = play(s, {"duo": sorted(pair)})
    assert s["hands"][0] == [] and s["units"][0] == [unit(sorted(pair))] and s["phase"] == "play"


# --- calling (§3 C, D4, §6.2) --------------------------------------------------------------------

def test_under_seven_points_cannot_call():
    """§3 C, D4: 6 card points: no call offered, and calling is refused with the points."""
    s = position(hands=[cards(*SIX), []])
    assert calls(s) == [] and {"end": "none"} in rules.legal_moves(s)
    assert rules.why_illegal(s, {"end": "stop"}) == "You have 6 card points; calling needs 7."
    with pytest.raises(IllegalMove):
        rules.play(s, {"end": "last_chance"})


def test_treasure_chest_needs_ten_points():
    """§1.6 Treasure Chest: 8 card points are not enough, 10 are."""
    s = position(hands=[cards(*CP8), []], event="treasure_chest")
    assert calls(s) == []
    assert rules.why_illegal(s, {"end": "stop"}) == "You have 8 card points; calling needs 10."
    ten = cards(*E2, "octopus Pu")
    s = position(hands=[ten, []], event="treasure_chest")
    assert rules.points_of(s, 0)["total"] == 10 and calls(s) == ["last_chance", "stop"]


def test_diodon_allows_only_last_chance():
    """§1.6 Diodon Fish: STOP is refused, LAST CHANCE offered."""
    s = position(hands=[cards(*E2), []], event="diodon")
    assert calls(s) == ["last_chance"]
    assert rules.why_illegal(s, {"end": "stop"}) == "Diodon Fish: you may call only LAST CHANCE, not STOP."


def test_last_chance_final_turns_go_left_from_the_caller_and_reveal_each_player():
    """§6.2: the caller reveals at once; final turns from the caller's left (3, 0, 1); each player reveals after
    their final turn; then the round is scored."""
    hand = cards(*E2)
    tops = cards("sailor O", "penguin Pu", "octopus G", "shell LB", taken=hand)
    s = position(players=4, hands=[[], [], hand, []], seat=2, first=1, piles=[tops[:2], tops[2:]])
    s = play(s, {"end": "last_chance"})
    assert s["revealed"] == [False, False, True, False] and rules.to_move(s) == 3
    assert rules.view(s, 3)["players"][2]["hand"] == sorted(hand)
    order = []
    for seat, pile in ((3, 0), (0, 0), (1, 1)):
        assert rules.to_move(s) == seat
        order.append(seat)
        s = play(s, {"take": pile}, {"end": "none"})
        if seat != 1:
            assert s["revealed"][seat] and s["round"] == 1
    assert order == [3, 0, 1] and last_round(s)["outcome"] == "won"


def test_stop_with_an_empty_deck_is_scored():
    """§3 D, §6.1: a STOP ends the round at once, so an empty deck does not void it."""
    hand = cards(*E2)
    s = position(hands=[hand, []], phase="draw", deck=[card("sailor", "O", taken=hand)], rest=0,
                 piles=[[], [card("shell", "Y")]])
    s = play(s, {"draw": "deck"}, {"end": "stop"})
    assert last_round(s)["outcome"] == "stop" and s["scores"] == [7, 0]


# --- draw edge cases (D5) ------------------------------------------------------------------------

def test_both_piles_empty_the_discard_goes_to_pile_1():
    """D5: both piles empty: the unkept card goes to pile 1."""
    x, y = cards("sailor O", "penguin Pu")
    s = play(position(phase="draw", deck=[x, y]), {"draw": "deck"})
    assert rules.legal_moves(s) == [{"keep": x, "pile": 0}, {"keep": y, "pile": 0}]


def test_no_legal_draw_skips_the_draw_step():
    """D5, D7 "score": deck and both piles empty at the start of a final turn: the turn starts at the play step."""
    hand = cards(*E2)
    s = position(hands=[hand, []], rest=("hand", 1), deck_out_after_last_chance="score")
    s = play(s, {"end": "last_chance"})
    assert rules.to_move(s) == 1 and s["phase"] == "play" and {"end": "none"} in rules.legal_moves(s)
    s = play(s, {"end": "none"})
    assert last_round(s)["outcome"] in ("won", "lost")


def test_an_empty_pile_cannot_be_taken():
    """D5: an empty pile is never a source."""
    s = position(phase="draw", piles=[[card("shell", "Y")], []])
    assert {"take": 1} not in rules.legal_moves(s) and {"take": 0} in rules.legal_moves(s)
    assert rules.why_illegal(s, {"take": 1}) == "Discard pile 2 is empty."


# --- Angelfish (D15) and Dolphins ----------------------------------------------------------------

def angelfish_position(hand=E2, **kw):
    h = cards(*hand)
    tops = cards("shell DB", "boat DB", taken=h)
    return position(hands=[h, []], piles=[[tops[0]], [tops[1]]], event="angelfish", **kw), tops


def test_angelfish_at_end_of_turn_is_mandatory_and_comes_before_the_call():
    """D15 (default end_of_turn): same-colour tops: no call offered yet; ending the turn asks for one top, with no
    way out; then the call."""
    s, tops = angelfish_position()
    assert calls(s) == [] and {"end": "none"} in rules.legal_moves(s)
    assert rules.why_illegal(s, {"end": "stop"}).startswith("Angelfish:")
    s = play(s, {"end": "none"})
    assert s["phase"] == "angelfish" and rules.to_move(s) == 0
    assert rules.legal_moves(s) == [{"angelfish": 0}, {"angelfish": 1}]
    s = play(s, {"angelfish": 1})
    assert tops[1] in s["hands"][0] and s["phase"] == "call"
    assert rules.legal_moves(s) == [{"end": "none"}, {"end": "stop"}, {"end": "last_chance"}]
    s = play(s, {"end": "stop"})
    assert last_round(s)["outcome"] == "stop"


def test_angelfish_without_a_call_ends_the_turn_after_the_take():
    """D15: a player who cannot call takes the card and the turn passes."""
    s, tops = angelfish_position(hand=())
    s = play(s, {"end": "none"}, {"angelfish": 0})
    assert s["hands"][0] == [tops[0]] and rules.to_move(s) == 1


def test_angelfish_needs_tops_of_the_same_colour():
    """§1.6 Angelfish: different colours, nothing to take."""
    h = cards(*E2)
    tops = cards("shell DB", "boat LB", taken=h)
    s = position(hands=[h, []], piles=[[tops[0]], [tops[1]]], event="angelfish")
    assert calls(s) == ["last_chance", "stop"]
    assert rules.to_move(play(s, {"end": "none"})) == 1


def test_angelfish_in_a_last_chance_final_turn():
    """D15: final turns include Angelfish; the take ends the final turn (no call is possible)."""
    h = cards(*E2)
    shell, sailor, boat = cards("shell DB", "sailor O", "boat DB", taken=h)
    s = position(hands=[h, []], piles=[[shell, sailor], [boat]], event="angelfish")
    s = play(s, {"end": "last_chance"}, {"take": 0})
    assert rules.legal_moves(s) == [{"end": "none"}]
    s = play(s, {"end": "none"})
    assert s["phase"] == "angelfish" and rules.to_move(s) == 1
    s = play(s, {"angelfish": 0})
    assert last_round(s)["outcome"] == "won" and sorted(last_round(s)["players"][1]["hand"]) == sorted([sailor, shell])


def test_angelfish_after_draw_option():
    """D15 option angelfish_timing="after_draw" (BGA's code): the take comes right after the draw step; the call
    is then offered as usual. With the default timing the same draw leads to the play step."""
    h = cards(*E2)
    shell, crab, boat, sailor = cards("shell LB", "crab DB", "boat DB", "sailor O", taken=h)

    def drawn(**o):
        s = position(hands=[h, []], phase="draw", piles=[[shell], [crab]], deck=[boat, sailor], event="angelfish",
                     **o)
        return play(s, {"draw": "deck"}, {"keep": sailor, "pile": 0})
    assert drawn()["phase"] == "play"
    s = drawn(angelfish_timing="after_draw")
    assert s["phase"] == "angelfish" and rules.legal_moves(s) == [{"angelfish": 0}, {"angelfish": 1}]
    s = play(s, {"angelfish": 1})
    assert crab in s["hands"][0] and s["phase"] == "play" and calls(s) == ["last_chance", "stop"]


@pytest.mark.parametrize("discard,extra", [("shell Y", True), ("boat Bk", False), ("seahorse", True)])
def test_dolphins_discarding_a_collector_draws_a_card(discard, extra):
    """§1.6 Dolphins, §5.7: discarding a collector card (the seahorse included) draws the top deck card."""
    out, keep, nxt = cards(discard, "octopus G" if discard == "boat Bk" else "boat Bk", "fish G")
    s = position(phase="draw", deck=[out, keep, nxt], piles=[[card("sailor", "O")], []], event="dolphins",
                 extra_salt=True)
    s = play(s, {"draw": "deck"}, {"keep": keep, "pile": 1})
    assert s["hands"][0] == sorted([keep, nxt] if extra else [keep])
    assert s["piles"][1] == [out]


# --- the mermaid win (§6.5, D10) -----------------------------------------------------------------

def test_four_mermaids_win_at_once_without_round_scoring():
    """§6.5: taking the 4th mermaid ends the game; no round score."""
    m = cards("mermaid", "mermaid", "mermaid", "mermaid")
    s = position(hands=[m[:3], []], phase="draw", piles=[[m[3]], []], scores=[3, 20])
    s = play(s, {"take": 0})
    assert s["end"] == "mermaids" and s["winner"] == 0 and rules.to_move(s) is None
    assert s["scores"] == [3, 20] and rules.legal_moves(s) == []
    assert rules.result(s)["winners"] == [0]


@pytest.mark.parametrize("event,held,wins", [(None, 3, False), ("mermaid_dance", 3, True), ("mermaid_dance", 4, True),
                                             ("tornado", 4, True)])
def test_mermaid_threshold_under_events(event, held, wins):
    """§1.6, D10: 3 mermaids win under Dance of the Mermaids (4 too), not otherwise; Tornado keeps the 4 win."""
    m = cards("mermaid", "mermaid", "mermaid", "mermaid")
    s = position(hands=[m[:held - 1], []], phase="draw", piles=[[m[held - 1]], []], event=event)
    s = play(s, {"take": 0})
    assert (s["end"] == "mermaids") == wins
    assert rules.to_move(s) == (None if wins else 0)


def test_a_water_rodeo_swap_giving_the_4th_mermaid_wins_for_the_receiver():
    """D10: a non-active player who receives the Nth mermaid by a swap wins at once."""
    s, a, b = rodeo_position(("swimmer DB", "swimmer LB", "mermaid"), ("mermaid", "mermaid", "mermaid", "shell DB"))
    s = play(s, duo(a[0], a[1], target=1), {"swap": [a[2], b[3]]})
    assert s["end"] == "mermaids" and s["winner"] == 1 and rules.result(s)["winners"] == [1]


# --- the end of the game (§6.4) ------------------------------------------------------------------

@pytest.mark.parametrize("players,goal", [(2, 40), (3, 35), (4, 30)])
def test_reaching_the_target_ends_the_game(players, goal):
    """§6.4: a total ≥ 40 / 35 / 30 after the round's scores ends the game; one short goes on."""
    def stop(before):
        s = position(players=players, hands=[cards(*CP8)] + [[]] * (players - 1), scores=[before] + [0] * (players - 1))
        return play(s, {"end": "stop"})
    over = stop(goal - 8)
    assert over["end"] == "target" and rules.to_move(over) is None and rules.result(over)["winners"] == [0]
    assert rules.result(over)["target"] == goal
    on = stop(goal - 9)
    assert on["end"] is None and on["round"] == 2


def test_double_points_doubles_the_target():
    """§6.4 double points option: 80 for 2 players."""
    def stop(before):
        s = position(hands=[cards(*CP8), []], scores=[before, 0], double_points=True)
        return play(s, {"end": "stop"})
    assert stop(39)["end"] is None
    assert stop(72)["end"] == "target"


def tied_game(players=2, ender=0, first=0, **options):
    """Totals tied at the target with equal last-round points (both 8) after ``ender``'s STOP."""
    a = cards(*CP8)
    b = cards(*E2, "penguin LO", taken=a)
    goal = data.TARGET[players]
    hands = [[], [], []][:players]
    hands[0], hands[1] = a, b
    scores = [goal - 8, goal - 8] + [0] * (players - 2)
    if players == 3:
        hands[2] = cards("fish DB", "fish Bk", "octopus LB", "octopus G", "penguin Pu", "penguin Pk", taken=a + b)
    s = position(players=players, hands=hands, seat=ender, first=first, scores=scores, **options)
    return play(s, {"end": "stop"})


@pytest.mark.parametrize("first,winner", [(0, 1), (1, 0)])
def test_tiebreak_latest_in_the_final_rounds_turn_order(first, winner):
    """D11: still tied on last-round points: the tied player latest in that round's order from its first player."""
    s = tied_game(first=first)
    assert s["scores"] == [40, 40] and scored(s) == [8, 8]
    res = rules.result(s)
    assert res["winners"] == [winner] and res["tiebreak"] == "order"


def test_tiebreak_ender_option():
    """D11 option tiebreak="ender": the player who ended the final round wins the tie."""
    s = tied_game(first=0, tiebreak="ender")
    res = rules.result(s)
    assert res["winners"] == [0] and res["tiebreak"] == "ender"


def test_tiebreak_ender_not_tied_falls_back_to_turn_order():
    """D11: the ender (C, 3 players) is not among the tied A and B: the latest in turn order wins."""
    s = tied_game(players=3, ender=2, first=0, tiebreak="ender")
    assert s["scores"] == [35, 35, 7]
    assert rules.result(s)["winners"] == [1]


@pytest.mark.parametrize("caller,call,first", [(1, "stop", 2), (2, "last_chance", 0)])
def test_next_round_starts_left_of_the_ender(caller, call, first):
    """§2: the first player of the next round sits left of the round's STOP or LAST CHANCE caller."""
    hands = [[], [], []]
    hands[caller] = cards(*E2)
    tops = cards("sailor O", "octopus Pu", taken=hands[caller])
    s = position(players=3, hands=hands, seat=caller, first=0, piles=[[tops[0]], [tops[1]]])
    s = play(s, {"end": call})
    while s["round"] == 1:
        s = play(s, {"take": 0 if s["piles"][0] else 1}, {"end": "none"})
    assert s["first"] == first and rules.to_move(s) == first and s["phase"] == "draw"
    assert s["hands"] == [[], [], []] and len(s["deck"]) == 56


# --- information (§7, D1) ------------------------------------------------------------------------

def test_view_never_shows_another_unrevealed_hand():
    """§7: hands are the owner's until revealed; pile views give only top and size."""
    h0 = cards(*E2)
    h1 = cards("shell Y", "sailor O", taken=h0)
    h2 = cards("octopus G", taken=h0 + h1)
    tops = cards("penguin Pu", "captain", "lighthouse", taken=h0 + h1 + h2)
    s = position(players=3, hands=[h0, h1, h2], piles=[tops[:2], tops[2:]])
    for seat in (0, 1, 2, None):
        v = rules.view(s, seat)
        for p in v["players"]:
            assert p["hand"] is None and p["hand_size"] == len(s["hands"][p["seat"]])
        assert v["hand"] == (s["hands"][seat] if seat is not None else [])
        assert v["piles"] == [{"size": 2, "top": tops[1]}, {"size": 1, "top": tops[2]}]
        assert (v["mine"] is None) == (seat is None)
    s = play(s, {"end": "last_chance"})
    assert rules.view(s, 2)["players"][0]["hand"] == sorted(h0) and rules.view(s, 2)["players"][1]["hand"] is None


def test_the_two_drawn_cards_are_seen_only_by_the_drawer():
    """§7: draw-2: the kept card is the owner's; others see that two cards are pending."""
    x, y = cards("mermaid", "shell DB")
    s = play(position(players=3, phase="draw", deck=[x, y]), {"draw": "deck"})
    assert rules.view(s, 0)["pending"] == {"kind": "keep", "count": 2, "cards": [x, y]}
    for seat in (1, 2, None):
        assert rules.view(s, seat)["pending"] == {"kind": "keep", "count": 2, "cards": None}


def describe(state, move):
    return rules.describe_move(state, move), rules.play(state, move)


def test_describe_move_never_names_a_hidden_card():
    """§7, D1: log lines of a draw, a keep (only the discarded card named), a crab pick, a fish draw, a steal,
    Dolphins, a lobster keep and a swap name no hidden card."""
    mermaid, shell, captain, top = cards("mermaid", "shell DB", "captain", "penguin LO")
    s = position(phase="draw", deck=[mermaid, shell, captain, top], piles=[[card("sailor", "O")], []],
                 event="dolphins", hands=[cards("fish DB", "fish Bk"), [card("lighthouse")]])
    text, s = describe(s, {"draw": "deck"})
    assert_unnamed(text, mermaid, shell)
    text, s = describe(s, {"keep": mermaid, "pile": 1})  # Dolphins draws the captain
    assert card_text(shell) in text and "Dolphins" in text
    assert_unnamed(text, mermaid, captain)
    text, s = describe(s, {"duo": cards("fish DB", "fish Bk")})
    assert_unnamed(text, top)

    a = cards("shark DB", "swimmer DB", "crab DB", "crab LB")
    pile = cards("octopus G", "sailor O", "penguin Pu", taken=a)
    victim = cards("lighthouse", taken=a + pile)
    s = position(hands=[a, victim], piles=[pile, []])
    text, s = describe(s, duo(a[0], a[1], target=1))
    assert "Player 2" in text
    assert_unnamed(text, *victim)
    s = rules.play(s, duo(a[2], a[3], pile=0))
    text = rules.describe_move(s, {"pick": pile[1]})
    assert "pile 1" in text
    assert_unnamed(text, pile[1])

    five = cards("octopus G", "sailor O", "penguin Pu", "shell Y", "captain")
    s = play(lobster_position(five), {"duo": cards("crab DB", "lobster Bk")})
    text = rules.describe_move(s, {"keep": five[1]})
    assert_unnamed(text, *five)

    s, ra, rb = rodeo_position(("swimmer DB", "swimmer LB", "colony G"), ("shell DB", "cast G"), extra_salt=True)
    s = play(s, duo(ra[0], ra[1], target=1))
    text = rules.describe_move(s, {"swap": [ra[2], rb[1]]})
    assert_unnamed(text, ra[2], *rb)


def test_a_stung_draw_names_no_card():
    """§7: the jellyfish-forced draw is a deck draw: its card is not named."""
    s = play(jelly_position(), {"duo": cards("swimmer DB", "jellyfish Pu")}, {"end": "none"})
    text = rules.describe_move(s, {"draw": "deck"})
    assert "stung" in text
    assert_unnamed(text, s["deck"][-1])


# --- refusals -------------------------------------------------------------------------------------

def refusal_position():
    a = cards("crab DB", "shell Y", "sailor O")
    b = cards("crab LB", "crab Y", taken=a)
    return position(hands=[a, b], piles=[[card("octopus", "G")], []])


@pytest.mark.parametrize("move,phase,reason", [
    ({"duo": sorted(cards("crab LB", "crab Y"))}, "play", "Those cards are not all in your hand."),
    ({"duo": sorted(cards("crab DB", "shell Y")), "pile": 0}, "play",
     "The dark blue crab and the yellow shell make no duo."),
    ({"end": "stop"}, "play", "You have 0 card points; calling needs 7."),
    ({"take": 1}, "draw", "Discard pile 2 is empty."),
    ({"draw": "pile"}, "draw", "First draw: two cards from the deck, or the top card of a discard pile."),
    ("stop", "play", None),  # not a move object at all
])
def test_illegal_moves_are_refused_with_a_sentence_and_change_nothing(move, phase, reason):
    """A refused move: ``why_illegal`` gives a sentence, ``play`` raises IllegalMove, the state is untouched."""
    s = refusal_position()
    s["phase"] = phase
    before = frozen(s)
    why = rules.why_illegal(s, move)
    assert isinstance(why, str) and why.endswith(".")
    if reason:
        assert why == reason
    with pytest.raises(IllegalMove):
        rules.play(s, move)
    assert s == before


# --- whole games ---------------------------------------------------------------------------------

def test_random_games_conserve_cards_and_hide_hands():
    """§7, §8: over random games (2–4 players, both expansions or none) every card stays in one place and no
    view shows an unrevealed hand of another player or another player's pending cards."""
    for seed, players, extras in ((1, 2, False), (2, 3, True), (3, 4, True), (4, 2, True)):
        g = engine.new_game("seasaltpaper", {"players": players, "extra_salt": extras, "extra_pepper": extras}, seed)
        r = random.Random(seed)
        while engine.to_move(g) is not None:
            s = g["state"]
            assert rules.conserved(s)
            for seat in range(players):
                v = rules.view(s, seat)
                for p in v["players"]:
                    if p["seat"] != seat and not s["revealed"][p["seat"]]:
                        assert p["hand"] is None
                if seat != s["to_move"] and v["pending"]:
                    assert v["pending"].get("cards") is None
            g = engine.play(g, r.choice(engine.legal_moves(g)))
        assert rules.result(g["state"])["winners"]


def test_golden_seeded_game():
    """A pinned game: 3 players, both expansions, seed 2026, moves by random.Random(7). A change of the rules
    (or of the RNG, or of the order of legal moves) shows here: recompute the literals only on purpose."""
    g = engine.new_game("seasaltpaper", {"players": 3, "extra_salt": True, "extra_pepper": True}, 2026)
    r = random.Random(7)
    while engine.to_move(g) is not None:
        g = engine.play(g, r.choice(engine.legal_moves(g)))
    res = engine.result(g)
    assert res["scores"] == [36, 19, 36]
    assert len(res["rounds"]) == 6
    assert res["winners"] == [0] and res["tiebreak"] == "last_round" and res["end"] == "target"


def test_a_round_the_deck_ended_shows_nobodys_hand():
    """§6.3, §7: nobody reveals a hand when the deck ends the round, so its record holds no hand and no
    card points (a scored round shows them all: every hand was revealed)."""
    hand = cards(*E2)
    x = card("sailor", "O", taken=hand)
    s = position(players=3, hands=[[], [], hand], seat=2, phase="draw", deck=[x], rest=0,
                 piles=[[], [card("shell", "Y")]])
    s = play(s, {"draw": "deck"}, {"end": "none"})
    r = rules.view(s, 0)["rounds"][-1]
    assert r["outcome"] == "void"
    assert all(p["hand"] is None and p["points"] is None and p["scored"] == 0 for p in r["players"])


def test_a_duo_may_name_its_cards_in_any_order():
    """The move format: ``{"duo": [b, a]}`` is the same duo as ``[a, b]`` (the log and the record
    keep what was sent; the engine reads it in id order)."""
    s = shark_position()
    a, b = sorted(cards("shark DB", "swimmer DB"))
    assert rules.why_illegal(s, duo(b, a, target=1)) is None
    assert play(s, duo(b, a, target=1))["units"][0] == [{"kind": "duo", "cards": [a, b]}]


def test_a_stolen_card_stays_noted_for_the_victim_until_the_round_ends():
    """§7: the victim saw which card was stolen; the note stays in their view through their own turn."""
    s = shark_position()
    pair = cards("shark DB", "swimmer DB")
    s = play(s, duo(*pair, target=1), {"end": "none"})
    assert rules.to_move(s) == 1
    assert [n["kind"] for n in rules.view(s, 1)["notes"]] == ["stolen"]


def test_tiebreak_label_names_the_rule_that_decided_among_the_players_still_tied():
    """D11: "1) points scored in the final round (the primary source); 2) of the players still tied, the
    one who played latest in that round's turn order ... if the ender is not among the tied players,
    fall back to the default order". Totals 40/40/40, last-round points 7/9/9, the ender seat 0 (out of
    the tie after the last round's points): seat 2 wins by turn order, and the result says "order"."""
    s = tied_game(players=3, ender=0, first=0, tiebreak="ender")
    s["scores"] = [40, 40, 40]
    for seat, points in enumerate((7, 9, 9)):
        s["rounds"][-1]["players"][seat]["scored"] = points
    res = rules.result(s)
    assert res["winners"] == [2]
    assert res["tiebreak"] == "order"


# --- chance (issue 30): said before the move, from what its player sees ----------------------------

SEEN = "That move showed you cards that were hidden."
ROUND = "That move ended the round."


def said_and_done(s, move):
    """(the chance, the undo blocker, the state the move makes)."""
    return rules.chance(s, move), rules.undo_blocker(s, move), rules.play(s, move)


def test_chance_of_a_draw_and_the_duos_that_draw():
    """A draw from the deck, a fish duo and a lobster take the deck's cards; with the deck empty, nothing."""
    s = position(phase="draw", piles=[[card("sailor", "O")], []])
    assert rules.chance(s, {"draw": "deck"}) == "draw" and rules.undo_blocker(s, {"draw": "deck"}) == SEEN
    assert rules.chance(s, {"take": 0}) is None and rules.undo_blocker(s, {"take": 0}) is None
    fish = cards("fish DB", "fish Bk")
    assert rules.chance(position(hands=[fish, []]), duo(*fish)) == "draw"
    empty = position(players=3, hands=[fish, [], []], rest=("hand", 1, 2))
    assert rules.chance(empty, duo(*fish)) is None and rules.undo_blocker(empty, duo(*fish)) is None


def test_chance_of_dolphins_after_a_keep():
    """Dolphins: putting a collector card on a pile draws the deck's top card; another card draws nothing."""
    shell, boat = cards("shell Y", "boat Bk")
    s = position(phase="draw", deck=[shell, boat], piles=[[card("sailor", "O")], []], event="dolphins")
    s = play(s, {"draw": "deck"})
    assert rules.chance(s, {"keep": boat, "pile": 1}) == "draw"  # the shell goes on the pile
    assert rules.chance(s, {"keep": shell, "pile": 1}) is None


def test_chance_of_a_crab_looking_through_a_pile():
    """A pile of two or more is looked through (hidden); a pile of one gives its top (no chance); a hermit
    crab's pick meets chance when the next pile is looked through."""
    octo, sailor, shell = cards("octopus G", "sailor O", "shell Y")
    crabs = cards("crab DB", "crab LB")
    s = crab_position([[octo, sailor], [shell]])
    assert rules.chance(s, duo(*crabs, pile=0)) == "hidden"
    met, blocker, after = said_and_done(s, duo(*crabs, pile=1))
    assert met is None and blocker is None and after["hands"][0] == [shell]
    s = play(crab_position([[octo, sailor], [shell]], event="hermit_crab"), duo(*crabs))
    assert rules.chance(s, {"pick": octo}) is None  # the next pile holds one card: it is taken, seen
    s = play(crab_position([[sailor, shell], [octo, card("penguin", "Pu")]], event="hermit_crab"), duo(*crabs))
    assert rules.chance(s, {"pick": sailor}) == "hidden"


def test_chance_of_a_steal_and_a_look_at_a_hand():
    s = shark_position()
    assert rules.chance(s, duo(*cards("shark DB", "swimmer DB"), target=1)) == "hidden"
    s, a, b = rodeo_position(("swimmer DB", "swimmer LB", "mermaid"), ("shell DB", "octopus G"))
    assert rules.chance(s, duo(a[0], a[1], target=1)) == "hidden"
    s = play(s, duo(a[0], a[1], target=1))
    assert rules.chance(s, {"swap": [a[2], b[0]]}) is None and rules.undo_blocker(s, {"swap": None}) is None


def test_taking_a_top_uncovers_the_card_an_opponents_crab_left_unplaced():
    """D1: after an opponent's crab took a card from under pile 1's top, the card under it is one this seat
    cannot place: taking the top shows it (hidden); the crab's actor knows the pile."""
    a, b, c, d = cards("octopus G", "sailor O", "penguin Pu", "shell Y")
    crabs = cards("crab DB", "crab LB", taken=[a, b, c, d])
    s = position(players=3, hands=[crabs, [], []], piles=[[a, b, c], [d]])
    s = play(s, duo(*crabs, pile=0), {"pick": b}, {"end": "none"})
    assert rules.to_move(s) == 1 and rules.known_piles(s, 1)[0] == [c, None]
    assert rules.chance(s, {"take": 0}) == "hidden" and rules.undo_blocker(s, {"take": 0}) == SEEN
    assert rules.chance(s, {"take": 1}) is None
    mine = dict(s, to_move=0, active=0)  # the actor, were it its turn: it saw the pile
    assert rules.chance(mine, {"take": 0}) is None


def test_chance_of_a_mermaid_win_shows_the_hands_it_has_not_seen():
    """D10: the 4th mermaid ends the game and the round's record shows every hand: hidden while an opponent
    holds cards unseen; with nothing unseen, no chance, yet the move ended the game."""
    m = cards("mermaid", "mermaid", "mermaid", "mermaid")
    s = position(hands=[m[:3], []], phase="draw", piles=[[m[3]], []])
    met, blocker, after = said_and_done(s, {"take": 0})
    assert after["end"] == "mermaids" and met is None and blocker == ROUND
    assert chances.round_end(s, {"take": 0}) == "mermaids"
    s = position(hands=[m[:3], [card("shell", "Y")]], phase="draw", piles=[[m[3]], []])
    assert rules.chance(s, {"take": 0}) == "hidden" and rules.undo_blocker(s, {"take": 0}) == ROUND


@pytest.mark.parametrize("before,met,end", [(-8, None, "target"), (-9, "draw", None)])
def test_chance_of_a_stop_with_every_hand_in_sight(before, met, end):
    """§6.1, §6.4: B holds nothing: a STOP shows no unseen card; the next round's deal is chance, the game's
    end is not (nothing dealt) yet the move may not be undone."""
    s = position(hands=[cards(*CP8), []], scores=[40 + before, 0])
    got, blocker, after = said_and_done(s, {"end": "stop"})
    assert (got, blocker, after["end"]) == (met, ROUND, end)
    assert (after["round"] == 2) == (met == "draw")


def test_chance_of_a_stop_shows_the_other_hands():
    """§6.1: a STOP scores and shows hands its caller has not seen, whether or not a round follows."""
    for scores in ([0, 0], [35, 0]):
        s = e4(scores=scores)
        assert rules.chance(s, {"end": "stop"}) == "hidden" and rules.undo_blocker(s, {"end": "stop"}) == ROUND
    assert rules.chance(e4(), {"end": "none"}) is None and rules.undo_blocker(e4(), {"end": "none"}) is None


@pytest.mark.parametrize("scores,met,end", [([0, 0], "draw", None), ([36, 30], None, "target")])
def test_chance_of_the_last_final_turn_with_the_caller_revealed(scores, met, end):
    """§6.2: after A's LAST CHANCE, A's hand is revealed: B's last turn ends the round with every card in
    sight; a new deal is chance, the game's end is not."""
    s = play(e4(scores=scores), {"end": "last_chance"}, {"take": 0})
    got, blocker, after = said_and_done(s, {"end": "none"})
    assert (got, blocker, after["end"]) == (met, ROUND, end)


def test_chance_of_a_void_round():
    """§6.3: the deck out at the end of a turn: no hand is shown; the next round is dealt (draw), unless a
    player keeps one of two events first (no chance, the round ended)."""
    s = position(players=3, phase="draw", deck=[card("sailor", "O")], rest=0, piles=[[], [card("shell", "Y")]])
    s = play(s, {"draw": "deck"})
    assert said_and_done(s, {"end": "none"})[:2] == ("draw", ROUND)
    s = position(players=3, phase="draw", deck=[card("sailor", "O")], rest=0, piles=[[], [card("shell", "Y")]],
                 scores=[21, 14, 14], event="kraken", held=[["treasure_chest"], [], ["dolphins"]])
    s = play(s, {"draw": "deck"})
    met, blocker, after = said_and_done(s, {"end": "none"})
    assert (met, blocker, after["phase"]) == (None, ROUND, "event")
    assert rules.chance(after, {"keep_event": "kraken"}) == "draw"
    assert rules.undo_blocker(after, {"keep_event": "kraken"}) == ROUND


def test_chance_of_last_chance_with_the_deck_out_and_stung_players():
    """D5, D7 ("score"), D16: with the deck out, stung players' final turns end at once, so the call scores the
    round at once, showing their hands."""
    a = cards(*E2, "swimmer DB", "jellyfish Pu")
    b, c = cards("shell DB", taken=a), cards("shell LB", "octopus G", taken=a)
    s = position(players=3, hands=[a, b, c], rest=("hand", 1, 2), extra_salt=True,
                 deck_out_after_last_chance="score")
    s = play(s, {"duo": cards("swimmer DB", "jellyfish Pu")})
    assert chances.round_end(s, {"end": "last_chance"}) == "scored"
    met, blocker, after = said_and_done(s, {"end": "last_chance"})
    assert (met, blocker) == ("hidden", ROUND) and last_round(after)["outcome"] in ("won", "lost")
    assert after["revealed"] == [True, True, True]  # each stung final turn ended, revealed


def test_chance_depends_on_what_the_mover_sees_only():
    """Over seeded games (expansions and readings on), at every position: each legal move's chance is the
    same in a world dealt from the mover's view; a move with none brings the mover the same view there;
    ``round_end`` foresees what a move without a step chance ends; a move with chance cannot be undone."""
    mod = rules
    for options, seed in (({"players": 3, "extra_pepper": True, "deck_out_after_last_chance": "score"}, 1),
                          ({"players": 2, "extra_salt": True, "extra_pepper": True,
                            "angelfish_timing": "after_draw"}, 2)):
        pick = random.Random(seed)
        g = engine.new_game("seasaltpaper", options, seed)
        while mod.to_move(g["state"]) is not None:
            s, seat = g["state"], mod.to_move(g["state"])
            world = mod.determinize(mod.view(s, seat), seed + len(g["moves"]))
            for move in mod.legal_moves(s):
                met, after = mod.chance(s, move), mod.play(s, move)
                assert mod.chance(world, move) == met, move
                if met is None:
                    assert mod.view(after, seat) == mod.view(mod.play(world, move), seat), move
                else:
                    assert mod.undo_blocker(s, move) is not None
                if chances._step_chance(s, seat, move) is None:
                    ended = after["round"] != s["round"] or after["end"] is not None or after["phase"] == "event"
                    assert bool(chances.round_end(s, move)) == ended, move
            g = engine.play(g, pick.choice(mod.legal_moves(s)))
