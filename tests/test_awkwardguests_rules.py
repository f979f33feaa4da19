"""Awkward Guests' rules (shared/rules/awkwardguests.md): every fact of §9 worth testing, the case
generator's promises, and the two-player changes."""

import copy
import json
import multiprocessing
import os

import pytest

from tabletop.engine import IllegalMove
from tabletop.games.awkwardguests import case, data, flow, rules, solver

CASES_PER_LEVEL = 5000


def new(players=3, level="easy", seed=1, **options):
    return rules.setup({"players": players, "level": level, **options}, seed)


def card(kind, *p):
    return {"kind": kind, "p": list(p)}


def space(level="medium", weapons=data.WEAPON_IDS):
    lv = data.level(level)
    return {"weapons": list(weapons), "accomplice": lv["accomplice"], "n_conspiring": lv["n_conspiring"]}


# --- the case generator (facts 1-3) ----------------------------------------------------------------

def _check_level(args):
    level, numbers = args
    bad = []
    for number in numbers:
        c = case.generate(number, level)
        open_ = solver.survivors(c["public"], c["cards"])
        if len(c["cards"]) != data.DECK_SIZE or open_ != [c["solution"]] or solver.count(c["public"], c["cards"]) != 1:
            bad.append(number)
        if not data.level(level)["accomplice"] and c["solution"]["accomplice"] is not None:
            bad.append(number)
    return bad


def test_every_case_has_exactly_one_solution_over_5000_numbers_a_level():
    """Fact 1 (at the issue's size): the whole deck leaves exactly one candidate, the generated truth,
    for case numbers 1-5000 of every level (split over the machine's cores)."""
    jobs = [(level, range(start, CASES_PER_LEVEL + 1, 4)) for level in data.LEVEL_IDS for start in range(1, 5)]
    with multiprocessing.get_context("fork").Pool(min(4, os.cpu_count() or 1)) as pool:
        bad = [x for part in pool.map(_check_level, jobs) for x in part]
    assert bad == []


def test_the_count_is_the_number_of_surviving_candidates_one_by_one():
    """The counter's sum of products equals checking every candidate of the space on its own, on
    partial decks of generated cases (open and closed world)."""
    for level in ("easy", "very_hard"):
        for number in range(1, 6):
            c = case.generate(number, level)
            pub = c["public"]
            every = [{"murderer": m, "motive": mm, "weapon": w, "accomplice": a, "accomplice_motive": am}
                     for m in data.SUSPECT_IDS for mm in data.SUSPECTS[m] for w in pub["weapons"]
                     for a, am in [(None, None)] + ([(a, am) for a in data.SUSPECT_IDS if a != m
                                                     for am in data.SUSPECTS[a]] if pub["accomplice"] else [])]
            for cut in (10, 35, 70):
                for closed in (False, True):
                    cards = c["cards"][:cut]
                    alive = [x for x in every if solver.truth_survives(pub, cards, x, closed)]
                    assert solver.count(pub, cards, closed) == len(alive)
                    assert sorted(map(json.dumps, solver.survivors(pub, cards, closed))) == sorted(map(json.dumps, alive))


def test_the_same_number_deals_the_same_case_on_every_machine():
    """Fact 2: byte-identical cases; and one case pinned, so a change of the generator or the RNG shows."""
    a, b = case.generate(1234, "hard"), case.generate(1234, "hard")
    assert json.dumps(a) == json.dumps(b)
    pinned = case.generate(1, "easy")
    assert pinned["solution"] == {"murderer": PINNED[0], "motive": PINNED[1], "weapon": PINNED[2],
                                  "accomplice": None, "accomplice_motive": None}
    assert [(x["kind"], x["value"]) for x in pinned["cards"][:3]] == PINNED[3]


PINNED = ("devereux", "cruel_prank", "rifle", [("seen_at_murder", 2), ("sign_present", 1), ("motive_dismissed", 1)])


def test_no_accomplice_at_the_three_easiest_levels():
    """Fact 3; and at the harder levels about half the cases have one."""
    for level in ("beginner", "very_easy", "easy"):
        s = new(level=level)
        assert all(m["accomplice"] is None for m in rules.accusations(s))
        assert solver.count(s["case"], [], closed=False) == 6 * 3 * len(s["case"]["weapons"])
    with_one = sum(case.generate(n, "hard")["solution"]["accomplice"] is not None for n in range(1, 201))
    assert 70 <= with_one <= 130


def test_values_leak_nothing_and_the_deck_is_numbered_blindly():
    """A card's value depends on its fact and the public case only; card ids say nothing of the core."""
    c = case.generate(77, "medium")
    for x in c["cards"]:
        assert x["value"] == case.value(c["public"], x) and 1 <= x["value"] <= 3
        assert case.valid_card(x, x["id"])
    cores = [case.generate(n, "medium")["core"] for n in range(1, 60)]
    mean_id = sum(i for core in cores for i in core) / sum(len(core) for core in cores)
    assert 25 < mean_id < 45  # ids 0-69 are drawn blindly: the core's mean id is near 34.5


# --- the solver (facts 4-9) ---------------------------------------------------------------------------

def test_all_three_motives_dismissed_clears_a_suspect():
    """Fact 4."""
    cards = [card("motive_dismissed", "quill", x) for x in data.SUSPECTS["quill"]]
    left = solver.survivors(space(), cards, closed=False)
    assert left and all("quill" not in (x["murderer"], x["accomplice"]) for x in left)


def test_a_missing_sign_rules_out_its_weapons_and_a_present_sign_nothing():
    """Fact 5."""
    weapons = {x["weapon"] for x in solver.survivors(space("easy"), [card("sign_absent", "glass")], closed=False)}
    assert weapons == set(data.WEAPON_IDS) - {"poison_vial", "decanter"}
    assert solver.count(space("easy"), [card("sign_present", "glass")], closed=False) == solver.count(space("easy"), [], closed=False)


def _pairs(cards, level="medium", closed=True):
    return {(x["murderer"], x["accomplice"]) for x in solver.survivors(space(level), cards, closed)}


def test_a_mutual_alibi_is_two_innocents_or_the_murderer_and_the_accomplice():
    """Fact 6: S and T say they were together in the lounge, and were seen plotting."""
    cards = [card("statement", "pemberton", "lounge", ["quill"]), card("statement", "quill", "lounge", ["pemberton"]),
             card("conspiring", "pemberton", "quill")]
    others = {(m, None) for m in data.SUSPECT_IDS if m not in ("pemberton", "quill")}
    assert _pairs(cards) == others | {("pemberton", "quill"), ("quill", "pemberton")}


def test_a_one_sided_alibi_gives_the_liar_away():
    """Fact 7: S says "in the lounge with T", T says "alone in the lounge", no accomplice."""
    cards = [card("statement", "pemberton", "lounge", ["quill"]), card("statement", "quill", "lounge", [])]
    assert _pairs(cards, "easy") == {("pemberton", None)}


def test_a_watched_start_room_clears_its_occupant():
    """Fact 8."""
    cards = [card("last_seen", "ashcombe", "cellar"), card("room_watched", "cellar")]
    assert all(m != "ashcombe" for m, _ in _pairs(cards, "easy", closed=False))
    assert any(m == "ashcombe" for m, _ in _pairs(cards[:1], "easy", closed=False))


def test_a_trace_behind_a_locked_door_leaves_no_route():
    """Fact 9: the cellar's only door is locked, so no route can pass it."""
    assert solver.count(space("easy"), [card("trace", "cellar"), card("door_locked", "cellar", "kitchen")]) == 0
    assert solver.count(space("easy"), [card("trace", "cellar")]) > 0


def test_a_witness_must_have_been_able_to_walk_to_where_they_were():
    """Rule 6 for truth tellers: seen in the cellar at 22:30 and in the music room at the murder, with
    the cellar's door locked: whoever says so cannot be an innocent, so only they can be the murderer
    ... but the murderer was in the study, so nobody survives."""
    cards = [card("last_seen", "devereux", "cellar"), card("seen_at_murder", "devereux", "music"),
             card("door_locked", "cellar", "kitchen")]
    assert solver.count(space("easy"), cards, closed=False) == 0
    assert solver.count(space("easy"), cards[:2], closed=False) > 0


# --- the turn (facts 10-14) ---------------------------------------------------------------------------

def test_an_inquiry_names_two_references_or_four_with_two_players():
    """Fact 10."""
    s = new(3)
    assert len(rules.legal_moves(s)) == 153 and all(len(m["refs"]) == 2 for m in rules.legal_moves(s))
    assert rules.why_illegal(s, {"t": "inquire", "refs": ["quill", "library"]}) is None
    assert rules.why_illegal(s, {"t": "inquire", "refs": ["library", "quill"]}) is None  # any order
    for bad in (["quill"], ["quill", "quill"], ["quill", "library", "hall"], ["quill", "attic"], ["quill", 3]):
        assert rules.why_illegal(s, {"t": "inquire", "refs": bad})
    two = new(2)
    assert len(rules.legal_moves(two)) == 3060
    assert rules.why_illegal(two, {"t": "inquire", "refs": ["quill", "library"]})
    assert rules.why_illegal(two, {"t": "inquire", "refs": ["quill", "library", "hall", "twins"]}) is None


def _with_hand(s, seat, cards):
    """Give ``seat`` exactly ``cards`` (ids), swapping with whoever holds them."""
    s = copy.deepcopy(s)
    zones = [s["deck"], s["discard"], *s["hands"]]
    for i in cards:
        for z in zones:
            if i in z:
                z.remove(i)
    extra = [i for i in s["hands"][seat] if i not in cards]
    s["hands"][seat] = list(cards)
    s["deck"] += extra
    s["notebooks"][seat] = sorted(set(s["notebooks"][seat]) | set(cards))
    assert rules.conserved(s)
    return s


def _ids_where(s, test, k=1):
    return [c["id"] for c in s["cards"] if test(c)][:k]


def test_only_cards_about_what_was_asked_can_be_offered():
    """Fact 11: a card about neither Quill nor the library (the kitchen, say) cannot answer an inquiry
    about Quill and the library."""
    s = new(3)
    kitchen = _ids_where(s, lambda c: not {"quill", "library"} & set(c["refs"]))
    quill = _ids_where(s, lambda c: "quill" in c["refs"])
    assert kitchen and quill
    asker = s["active"]
    s = rules.play(s, {"t": "inquire", "refs": ["quill", "library"]})
    offerer = s["queue"][0]
    s = _with_hand(s, offerer, kitchen + quill)
    assert {"t": "offer", "cards": kitchen} not in rules.legal_moves(s)
    assert rules.why_illegal(s, {"t": "offer", "cards": kitchen}) == "Every card offered must be about a suspect or room asked about."
    assert rules.why_illegal(s, {"t": "offer", "cards": quill}) is None
    assert {"t": "offer", "cards": []} in rules.legal_moves(s)
    assert s["active"] == asker and offerer == (asker - 1) % 3  # the player to the right offers first


def _to_exchange(s, offers):
    """From an inquiry about everything an offer needs: each seat (in offering order) offers the ids
    given (``[]`` declines)."""
    refs = sorted({r for ids in offers for i in ids for r in s["cards"][i]["refs"]}, key=rules.REF_ORDER.index)
    refs = (refs + [r for r in rules.REF_ORDER if r not in refs])[:rules.asks(s)]
    s = rules.play(s, {"t": "inquire", "refs": refs})
    for ids in offers:
        s = _with_hand(s, s["queue"][0], ids + [i for i in s["hands"][s["queue"][0]] if i not in ids][:2])
        s = rules.play(s, {"t": "offer", "cards": sorted(ids)})
    return s


def test_an_offer_is_paid_at_least_its_value_and_a_card_pays_once():
    """Fact 12: against an offer of 4, cards of 3 + 2 pay and 3 alone does not; one card cannot pay two
    offers."""
    s = new(3, seed=5)
    ref = "quill"
    about = [c for c in s["cards"] if ref in c["refs"]]
    ones = [c["id"] for c in about if c["value"] == 1]
    worth = [c["id"] for c in about if c["value"] >= 2]
    offer = (ones[:2] + worth[:1]) if sum(s["cards"][i]["value"] for i in ones[:2] + worth[:1]) == 4 else None
    offer = offer or next([a, b] for a in worth for b in worth if a < b and s["cards"][a]["value"] + s["cards"][b]["value"] == 4)
    s = _to_exchange(s, [offer, [c["id"] for c in about if c["id"] not in offer][:1]])
    three = [c["id"] for c in s["cards"] if c["value"] == 3 and c["id"] not in offer][0]
    two = [c["id"] for c in s["cards"] if c["value"] == 2 and c["id"] not in offer][0]
    s = _with_hand(s, s["active"], [three, two])
    first = (s["active"] - 1) % 3
    assert s["offers"][first]["value"] == 4
    assert rules.why_illegal(s, {"t": "take", "from": first, "pay": [three]}) == "That offer is worth 4: your cards are worth 3."
    assert rules.why_illegal(s, {"t": "take", "from": first, "pay": [three, two]}) is None
    assert {"t": "take", "from": first, "pay": sorted([three, two])} in rules.legal_moves(s)
    after = rules.play(s, {"t": "take", "from": first, "pay": [two, three]})
    second = (s["active"] - 2) % 3
    assert rules.why_illegal(after, {"t": "take", "from": second, "pay": [three]}) == \
        "Pay with cards from your hand that no other exchange of this turn uses."
    done = rules.play(after, {"t": "done"})
    assert sorted(done["hands"][first]) == sorted([i for i in s["hands"][first] if i not in offer] + [two, three])
    assert set(offer) <= set(done["hands"][s["active"]]) and set(offer) <= set(done["notebooks"][s["active"]])
    assert {two, three} <= set(done["notebooks"][first])
    assert done["hands"][second] == s["hands"][second]  # an offer not taken stays in its owner's hand


def test_nobody_offers_the_active_player_draws_three():
    """Fact 13 (3+ players)."""
    s = new(3)
    seat = s["active"]
    s = rules.play(s, {"t": "inquire", "refs": ["quill", "library"]})
    deck = len(s["deck"])
    s = rules.play(rules.play(s, {"t": "offer", "cards": []}), {"t": "offer", "cards": []})
    assert len(s["hands"][seat]) == 9 and len(s["deck"]) == deck - 3
    assert s["active"] == (seat - 1) % 3 and s["phase"] == "inquiry"


def test_two_players_read_and_discard_what_they_receive():
    """Fact 13 (2 players: draws 2, notes and discards them) and the two-player exchange."""
    s = new(2)
    seat = s["active"]
    book = len(s["notebooks"][seat])
    s = rules.play(s, {"t": "inquire", "refs": ["quill", "library", "hall", "twins"]})
    s = rules.play(s, {"t": "offer", "cards": []})
    assert len(s["hands"][seat]) == 6 and len(s["discard"]) == 2 and len(s["notebooks"][seat]) == book + 2
    other = s["active"]
    s = _to_exchange(s, [_ids_where(s, lambda c: c["id"] in s["hands"][seat], 1)])
    got = s["offers"][seat]["cards"]
    pay = rules.payments(s, seat)[0]
    s = rules.play(s, {"t": "take", "from": seat, "pay": pay})  # the only offer: the exchange happens
    assert not set(got) & set(s["hands"][other]) and not set(pay) & set(s["hands"][seat])
    assert set(got + pay) <= set(s["discard"])
    assert set(got) <= set(s["notebooks"][other]) and set(pay) <= set(s["notebooks"][seat])


def test_offers_made_but_none_taken_change_nothing():
    """Fact 14: no draw, hands unchanged."""
    s = new(3)
    quill = _ids_where(s, lambda c: "quill" in c["refs"])
    s = _to_exchange(s, [quill, []])
    hands, deck = copy.deepcopy(s["hands"]), len(s["deck"])
    s = rules.play(s, {"t": "done"})
    assert s["hands"] == hands and len(s["deck"]) == deck


# --- the solution phase (facts 15, 16, 19) -----------------------------------------------------------

def _to_solution(s):
    """Everyone asks and nobody offers, until the solution phase."""
    while s["phase"] != "solution":
        s = rules.play(s, rules.legal_moves(s)[0] if s["phase"] == "inquiry" else {"t": "offer", "cards": []})
    return s


def _wrong(s):
    sol = s["solution"]
    other = next(w for w in s["case"]["weapons"] if w != sol["weapon"])
    return {"t": "accuse", **dict(sol, weapon=other)}


def test_a_wrong_accusation_eliminates_and_shows_the_hand():
    """Fact 15 and D5's order; the guess and the solution stay hidden."""
    s = _to_solution(new(3))
    order = list(s["queue"])
    accuser = order[0]
    hand = list(s["hands"][accuser])
    s = rules.play(s, _wrong(s))
    for _ in order[1:]:
        s = rules.play(s, {"t": "continue"})
    assert accuser in s["eliminated"] and s["hands"][accuser] == [] and set(hand) <= set(s["revealed"])
    for seat in order[1:]:
        assert set(hand) <= set(s["notebooks"][seat])
        v = rules.view(s, seat)
        assert v["solution"] is None and v["explanation"] is None
        assert "accuse" not in json.dumps(v["choice"])
    assert s["phase"] == "solution" and s["queue"] == order[1:]  # fact 16: a new phase at once
    s = rules.play(s, {"t": "accuse", **s["solution"]})  # who chose "continue" may now solve
    s = rules.play(s, {"t": "continue"})
    assert s["phase"] == "over" and s["winner"] == order[1] and rules.result(s)["winners"] == [order[1]]
    assert rules.view(s, order[2])["solution"] == s["solution"]


def test_the_first_correct_accuser_in_turn_order_wins():
    s = _to_solution(new(4))
    order = list(s["queue"])
    for seat in order:
        s = rules.play(s, {"t": "accuse", **s["solution"]} if seat in order[1:3] else {"t": "continue"})
    assert s["winner"] == order[1] and s["ended"] == "solved"


def test_the_last_detective_standing_wins_unless_the_option_says_nobody():
    """Fact 19, both settings of D6."""
    for option, winner in (("wins", True), ("no_winner", False)):
        s = _to_solution(new(2, last_player_standing=option))
        first, second = s["queue"]
        s = rules.play(rules.play(s, _wrong(s)), {"t": "continue"})
        assert s["phase"] == "over" and s["ended"] == "last_standing"
        assert s["winner"] == (second if winner else None)
        assert rules.result(s)["winners"] == ([second] if winner else [])
    s = _to_solution(new(2))
    s = rules.play(rules.play(s, _wrong(s)), _wrong(s))
    assert s["ended"] == "all_eliminated" and rules.result(s)["winners"] == []


def test_accusing_an_accomplice_at_an_easy_level_is_refused():
    s = _to_solution(new(3, level="easy"))
    move = {"t": "accuse", **dict(s["solution"], accomplice="quill" if s["solution"]["murderer"] != "quill" else "twins",
                                 accomplice_motive="debt" if s["solution"]["murderer"] != "quill" else "revenge")}
    assert rules.why_illegal(s, move) == "Cases of this level never have an accomplice."


# --- the round's end (facts 17, 18) -----------------------------------------------------------------

def test_the_discard_phase_keeps_three_then_deals_back_to_six():
    """Fact 17: the start player moves one seat to the right."""
    s = _to_solution(new(3))
    start = s["start"]
    for _ in range(3):
        s = rules.play(s, {"t": "continue"})
    assert s["phase"] == "discard"
    while s["phase"] == "discard":
        seat = s["queue"][0]
        assert len(rules.legal_moves(s)[0]["cards"]) == len(s["hands"][seat]) - 3
        s = rules.play(s, rules.legal_moves(s)[-1])
    assert s["phase"] == "inquiry" and s["round"] == 2
    assert s["start"] == (start - 1) % 3 and s["active"] == s["start"]
    assert [len(h) for h in s["hands"]] == [6, 6, 6]


def test_an_empty_deck_takes_the_discard_pile_with_three_cards_shown():
    """Fact 18: 10 discards, an empty deck: 3 revealed, 7 form the deck (and one of them is drawn)."""
    s = new(3)
    s["discard"], s["deck"] = s["deck"][:10], []
    s["hands"][0] += s["deck"]
    spare = [i for i in range(data.DECK_SIZE) if i not in s["discard"] and not any(i in h for h in s["hands"])]
    s["hands"][0] += spare
    assert rules.conserved(s)
    drawn = flow.draw(s)
    assert len(s["revealed"]) == 3 and len(s["deck"]) == 6 and drawn is not None and s["discard"] == []
    assert all(set(s["revealed"]) <= set(book) for book in s["notebooks"])


# --- what a seat sees (facts 20, 21) ------------------------------------------------------------------

def _positions(players=4, level="medium", seed=3, moves=120):
    import random
    s = new(players, level, seed)
    chooser = random.Random(seed)
    out = []
    for _ in range(moves):
        if s["phase"] == "over":
            break
        out.append(s)
        legal = rules.legal_moves(s)
        move = chooser.choice(legal)
        if move["t"] == "accuse":
            move = {"t": "continue"}
        s = rules.play(s, move)
    return out


def test_a_view_holds_no_other_hand_no_offer_but_ones_own_and_no_solution():
    """Fact 20."""
    for s in _positions():
        for seat in range(len(s["hands"])):
            v = rules.view(s, seat)
            seen = {c["id"] for c in v["notebook"]} | set(s["revealed"])
            assert seen == set(s["notebooks"][seat]) | set(s["revealed"])
            for other in range(len(s["hands"])):
                if other != seat:
                    assert not (set(s["hands"][other]) - seen)  or not set(s["hands"][other]) & set(v["hand"])
            assert v["solution"] is None and "solution" not in json.dumps(v).replace('"solution": null', "").replace(
                '"solution"', "") or s["phase"] == "over"
            assert v["offer"] is None or v["offer"]["cards"] == s["offers"][seat]["cards"]
            assert all(set(p) == {"n", "value", "taken"} for p in (x["offer"] for x in v["players"]) if p)


def test_a_notebook_always_leaves_the_truth_open():
    """Fact 21: the open-world count on a seat's notebook is at least 1 and the truth survives it."""
    for s in _positions(5, "very_hard", 8, 200):
        for seat in range(5):
            cards = [s["cards"][i] for i in s["notebooks"][seat]]
            assert solver.count(s["case"], cards, closed=False) >= 1
            assert solver.truth_survives(s["case"], cards, s["solution"], closed=False)


def test_refusals_change_nothing():
    s = new(3)
    before = copy.deepcopy(s)
    for bad in ({"t": "offer", "cards": []}, {"t": "inquire", "refs": ["x", "y"]}, {"t": "inquire"}, "move"):
        with pytest.raises(IllegalMove):
            rules.play(s, bad)
    assert s == before
