"""What each seat knows of the discard piles (issue 29, item 17; rules file §7 and D1).

Nobody may look through a pile, but every card put on one is face up: a seat with a good memory knows
each pile, top first, except the card an opponent's crab took from under the top (the seat sees the
pile shrink, keeps its top, and can no longer place the cards under it). The view gives it as
``known_piles`` (a card id where the seat is sure, ``None`` where not) and ``pile_maybe`` (the cards it
saw put there that may still be under). Worked cases, then a brute-force replay of what each seat saw.
"""

import random

from tabletop import boundary, engine
from tabletop.games.seasaltpaper import rules

from seasaltpaper_helpers import cards, play, position


def duo(a, b, **choice):
    return dict({"duo": sorted([a, b])}, **choice)


def known(s, seat):
    v = rules.view(s, seat)
    return v["known_piles"], v["pile_maybe"]


def test_the_two_face_up_cards_of_a_new_round_are_known_to_everyone():
    s = rules.setup({"players": 3}, 5)
    tops = [p[-1] for p in s["piles"]]
    for seat in range(3):
        assert known(s, seat) == ([[tops[0]], [tops[1]]], [[], []])
    assert rules.view(s, None)["known_piles"] is None  # a spectator keeps no memory


def test_a_discarded_card_goes_on_top_of_what_everyone_knows():
    a, b, x, y = cards("octopus G", "sailor O", "shell Y", "fish DB")
    s = position(players=3, piles=[[a], [b]], deck=[x, y], phase="draw")
    s = play(s, {"draw": "deck"}, {"keep": x, "pile": 0})
    for seat in range(3):
        assert known(s, seat) == ([[y, a], [b]], [[], []])


def test_a_card_taken_from_the_top_leaves_the_rest_known():
    a, b, c = cards("octopus G", "sailor O", "shell Y")
    s = position(piles=[[a, b], [c]], phase="draw")
    s = play(s, {"take": 0})
    for seat in (0, 1):
        assert known(s, seat) == ([[a], [c]], [[], []])


def crab_game(pick):
    a, b, c, d = cards("octopus G", "sailor O", "penguin Pu", "shell Y")
    crabs = cards("crab DB", "crab LB", taken=[a, b, c, d])
    s = position(players=3, hands=[crabs, [], []], piles=[[a, b, c], [d]])
    s = play(s, duo(*crabs, pile=0))
    looking = s
    return looking, play(s, {"pick": pick}), (a, b, c, d)


def test_an_opponents_crab_pick_under_the_top_leaves_a_hole_the_actor_knows_it_all():
    looking, s, (a, b, c, d) = crab_game(cards("sailor O")[0])
    assert known(looking, 0)[0] == [[c, b, a], [d]]  # the actor looks through the whole pile
    assert known(looking, 1)[0] == [[c, b, a], [d]]  # before the pick, the opponents know it too
    assert known(s, 0) == ([[c, a], [d]], [[], []])  # the actor: exact
    for seat in (1, 2):  # the others: the top, and one unplaced card, one of the two under it before
        assert known(s, seat) == ([[c, None], [d]], [sorted([a, b]), []])
    # whichever card left from under the top, the opponents are told the same
    _, other, _ = crab_game(a)
    for seat in (1, 2):
        assert known(other, seat) == known(s, seat)
        assert rules.view(other, seat)["piles"] == rules.view(s, seat)["piles"]


def test_an_opponents_crab_pick_of_the_top_card_is_seen_by_all():
    _, s, (a, b, c, d) = crab_game(cards("penguin Pu")[0])
    for seat in range(3):
        assert known(s, seat) == ([[b, a], [d]], [[], []])


def test_a_hole_is_filled_again_when_cards_above_are_taken():
    """After the hole, cards put on top are known; taking them back down shows the pile's top again."""
    _, s, (a, b, c, d) = crab_game(cards("sailor O")[0])
    s = dict(s, to_move=1, active=1, phase="draw")
    s = play(s, {"take": 0})  # seat 1 takes c: the top is now a, seen by all
    for seat in (1, 2):
        assert known(s, seat) == ([[a], [d]], [[], []])


def test_a_card_shown_elsewhere_is_no_longer_a_maybe():
    """The crab's actor plays the picked card in a duo: the others see it, so it is not in the pile."""
    a, b, c, d = cards("octopus G", "fish DB", "penguin Pu", "shell Y")
    crabs = cards("crab DB", "crab LB", taken=[a, b, c, d])
    fish2 = cards("fish", taken=[a, b, c, d])[0]
    s = position(players=2, hands=[crabs + [fish2], []], piles=[[a, b, c], [d]])
    s = play(s, duo(*crabs, pile=0), {"pick": b})
    assert known(s, 1) == ([[c, None], [d]], [sorted([a, b]), []])
    s = play(s, duo(b, fish2))
    assert known(s, 1) == ([[c, None], [d]], [[a], []])


def test_a_new_round_clears_the_memory():
    s = rules.setup({"players": 2}, 3)
    r = random.Random(3)
    while s["round"] == 1:
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    if s["phase"] == "over":
        return
    tops = [[p[-1]] for p in s["piles"]]
    assert all(len(p) == 1 for p in s["piles"])
    for seat in (0, 1):
        assert known(s, seat) == (tops, [[], []])


def test_the_boundary_refuses_a_memory_that_does_not_fit_the_piles():
    g = engine.new_game("seasaltpaper", {"players": 2}, 1)
    boundary.check_game(g)
    bad = dict(g, state=dict(g["state"], memory=[[{"hidden": 0, "maybe": [], "seen": [999]}] * 2] * 2))
    try:
        boundary.check_game(bad)
    except boundary.Refused as e:
        assert "remembers" in str(e.args[-1])
    else:
        raise AssertionError("a damaged memory was accepted")
    old = dict(g, state={k: v for k, v in g["state"].items() if k != "memory"})  # a save from before
    boundary.check_game(old)
    assert rules.view(old["state"], 0)["known_piles"] == [[p[-1]] for p in g["state"]["piles"]]
    rules.play(old["state"], rules.legal_moves(old["state"])[0])


# --- brute force: every world the seat's own observations allow ------------------------------------

LIMIT = 4000  # worlds per pile; beyond, that pile is not checked until the next round


def _observe(worlds, before_pile, after_pile, looked, picked):
    """The worlds after a move, from what the seat saw of one pile: its size and top before and after,
    the whole pile if it looked through it (crab), the card it picked."""
    sb, sa = before_pile["size"], after_pile["size"]
    out = set()
    for w in worlds:
        if sa == sb + 1:
            out.add(w + (after_pile["top"],))
        elif sa == sb - 1 and picked is not None:
            out.add(tuple(c for c in w if c != picked))
        elif sa == sb - 1 and after_pile["top"] != before_pile["top"]:
            out.add(w[:-1])
        elif sa == sb - 1:
            for k in range(len(w) - 1):
                out.add(w[:k] + w[k + 1:])
        else:
            out.add(w)
    out = {w for w in out if (w[-1] if w else None) == after_pile["top"] and len(w) == sa}
    if looked is not None:
        out = {w for w in out if sorted(w) == sorted(looked)}
    return out


def test_known_piles_never_say_more_than_a_brute_force_replay_of_what_the_seat_saw():
    checked = holes = 0
    for seed in range(6):
        players = 2 + seed % 3
        opts = {"players": players, "extra_salt": seed % 2 == 1}
        s = rules.setup(opts, 100 + seed)
        r = random.Random(seed)
        views = [rules.view(s, seat) for seat in range(players)]
        worlds = [[{tuple([p["top"]])} for p in v["piles"]] for v in views]
        for _ in range(900):
            if s["to_move"] is None:
                break
            mover, phase = s["to_move"], s["phase"]
            moves = rules.legal_moves(s)
            crab_moves = [m for m in moves if "duo" in m and "pile" in m]
            move = r.choice(crab_moves if crab_moves and r.random() < 0.5 else moves)
            s = rules.play(s, move)
            after = [rules.view(s, seat) for seat in range(players)]
            for seat in range(players):
                b, a = views[seat], after[seat]
                if a["round"] != b["round"]:
                    worlds[seat] = [{(p["top"],)} for p in a["piles"]]
                    continue
                for i in (0, 1):
                    if worlds[seat][i] is None:
                        continue
                    pend = a["pending"]
                    looked = pend["cards"] if pend and pend["kind"] == "crab" and pend["pile"] == i \
                        and pend["cards"] is not None else None
                    picked = move["pick"] if seat == mover and phase == "crab" and \
                        b["pending"]["pile"] == i else None
                    w = _observe(worlds[seat][i], b["piles"][i], a["piles"][i], looked, picked)
                    worlds[seat][i] = w if len(w) <= LIMIT else None
            views = after
            for seat in range(players):
                kp, maybe = views[seat]["known_piles"], views[seat]["pile_maybe"]
                for i in (0, 1):
                    real = list(reversed(s["piles"][i]))
                    assert len(kp[i]) == len(real)
                    assert all(c is None or c == real[k] for k, c in enumerate(kp[i])), "a wrong card"
                    hidden = [real[k] for k, c in enumerate(kp[i]) if c is None]
                    assert set(hidden) <= set(maybe[i]), "an unplaced card that is not among the maybes"
                    ws = worlds[seat][i]
                    if ws is None:
                        continue
                    assert tuple(s["piles"][i]) in ws
                    for k, c in enumerate(kp[i]):  # a card is named only where every world agrees
                        if c is not None:
                            assert all(w[len(w) - 1 - k] == c for w in ws), "a card the seat did not see"
                    assert set(maybe[i]) <= {c for w in ws for c in w}
                    checked += 1
                    holes += any(c is None for c in kp[i])
    assert checked > 1000 and holes > 5
