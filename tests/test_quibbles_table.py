"""Quibbles at the table: what each seat sees (and never sees), the log lines, building a SPLIT
step by step (the preview op), undo, the round limit, and a golden seeded game."""

import json
import random

from tabletop import api, engine, words
from tabletop.games.quibbles import rules

from quibbles_helpers import combine, position, split


def call(op, **kw):
    return json.loads(api.handle(json.dumps({"op": op, **kw})))


# --- views: what a seat may see -------------------------------------------------------------------

def test_a_view_shows_the_public_table_and_only_the_own_hand():
    s = rules.setup({"players": 3, "sevens": True}, 4)
    v = rules.view(s, 1)
    assert v["hand"] == s["hands"][1]
    assert v["row"] == s["row"] and v["draw_pile"] == len(s["deck"]) and v["discard"] == []
    assert [p["hand_size"] for p in v["players"]] == [6, 6, 6]
    assert [p["collection"] for p in v["players"]] == [[], [], []]
    assert v["progress"] == {"round": 1, "rounds": 30, "last": False}
    assert v["rules"]["max_total"] == 7 and v["rules"]["combine_cards"] == [2, 7]
    assert v["rules"]["split_values"] == [1, 2, 3, 4, 5, 6, 7]
    spectator = rules.view(s, None)
    assert spectator["hand"] == [] and spectator["seat"] is None
    assert "deck" not in spectator and "hands" not in spectator


def test_views_never_show_another_hand_or_the_draw_piles_order():
    s = rules.setup({"players": 3}, 9)
    other = json.loads(json.dumps(s))
    other["hands"][2], other["deck"][:6] = other["deck"][:6], other["hands"][2]  # seat 2's secrets swapped
    other["hands"][2].sort()
    other["deck"].reverse()
    assert other["hands"][2] != s["hands"][2]
    for seat in (0, 1, None):
        assert rules.view(s, seat) == rules.view(other, seat)
    assert rules.view(s, 2) != rules.view(other, 2)


def test_the_cards_a_draw_drew_are_shown_to_the_drawer_only():
    s = position([1, 2, 3, 4, 5, 6], [[6, 1], [1]])
    after = rules.play(s, {"draw": 6})
    assert after["phase"] == "stash"  # a 1 can always be stashed
    mine = rules.view(after, 0)["this_turn"]
    assert mine["drawn"] == 2 and sorted(mine["drawn_cards"]) == sorted(after["pending"]["drawn"])
    theirs = rules.view(after, 1)["this_turn"]
    assert theirs["drawn"] == 2 and theirs["drawn_cards"] is None
    assert rules.view(after, None)["this_turn"]["drawn_cards"] is None
    done = rules.play(after, {"stash": None})
    assert rules.view(done, 1)["last_turn"]["drawn"] == 2
    assert "drawn_cards" not in rules.view(done, 0)["last_turn"]


def test_known_cards_follow_what_everyone_saw_enter_and_leave_a_hand():
    s = position([3, 3, 2, 4, 1, 5], [[6, 6, 2], [1]])
    s = rules.play(s, split(6, [3, 3], [2, 4]))
    assert s["known"][0] == [2, 3, 3, 4]
    assert rules.view(s, 1)["players"][0]["known"] == [2, 3, 3, 4]
    # playing two 3s when one 3 is known: none is known any more; the 6 taken is
    s = position([6, 1, 2, 4, 4, 5], [[3, 3, 5], [1]], known=[[3], []])
    s = rules.play(s, combine([3, 3], 6, 1))
    assert s["known"][0] == [6]
    # a card the others never saw enter can leave without changing what is known
    s = position([3, 3, 2, 4, 1, 5], [[6, 2], [1]], known=[[2], []])
    s = rules.play(s, split(6, [3, 3]))
    assert s["known"][0] == [2, 3, 3]


def test_known_cards_drop_when_played_or_stashed():
    s = position([2, 2, 2, 5, 1, 6], [[4, 3, 3], [1]])
    s = rules.play(s, split(4, [2, 2]))  # two 2s taken: a STASH of 2 is possible
    assert s["known"][0] == [2, 2]
    s = rules.play(s, {"stash": 2})
    assert s["known"][0] == [] and s["hands"][0] == [3, 3]


def test_determinize_keeps_known_cards_in_their_hands_and_fits_the_view():
    s = position([3, 3, 2, 4, 1, 5], [[1], [6, 6, 2]], seat=1)
    s = rules.play(s, split(6, [3, 3], [2, 4]))
    if s["phase"] == "stash":
        s = rules.play(s, {"stash": None})
    mine = rules.view(s, 0)
    for seed in range(10):
        world = rules.determinize(mine, seed)
        assert rules.conserved(world)
        assert rules.view(world, 0) == mine
        hand = list(world["hands"][1])
        for x in [2, 3, 3, 4]:
            hand.remove(x)  # the known cards are all there


# --- the log -----------------------------------------------------------------------------------------

def test_log_lines_say_what_happened_in_the_rules_words():
    s = position([3, 3, 2, 4, 1, 5], [[6, 6, 1], [1]])
    assert rules.describe_move(s, split(6, [4, 2], [3, 3])) == (
        "Player 1 split a 6 and took 2+4, 3+3 from the row (4 cards).")
    s2 = position([6, 6, 6, 2, 4, 5], [[1, 2, 3, 4], [1]])
    line = rules.describe_move(s2, combine([1, 2, 3], 6, 3))
    assert line.startswith("Player 1 combined 1+2+3 into 6 and took 3 cards of value 6 from the row.")
    st = position([1, 2, 3, 4, 5, 6], [[4, 4, 4, 4, 4, 2], [1]], phase="stash", collections=[[5], []])
    assert rules.describe_move(st, {"stash": 4}) == (
        "Player 1 added a 4 to the collection and discarded 4 other cards: total 9.")
    assert rules.describe_move(st, {"stash": None}) == "Player 1 ended the turn."  # issue 29 item 10c
    exact = position([1, 2, 3, 4, 5, 6], [[1, 5], [1]], phase="stash")
    assert rules.describe_move(exact, {"stash": 1}) == "Player 1 added a 1 to the collection: total 1."
    full = position([1, 2, 3, 4, 5, 6], [[4, 4, 4, 4, 2], [1]], phase="stash", collections=[[1, 1, 2, 2, 3, 3], []])
    assert rules.describe_move(full, {"stash": 4, "remove": 1}) == (
        "Player 1 removed a 1 from the full collection, added a 4 and discarded 3 other cards: total 15.")


def test_every_log_line_of_a_game_is_a_sentence_a_page_can_say_again():
    g = engine.new_game("quibbles", {"players": 3, "zeros": True, "sevens": True}, 31)
    r = random.Random(1)
    while engine.to_move(g) is not None and len(g["moves"]) < 120:
        g = engine.play(g, r.choice(engine.legal_moves(g)))
    for entry in engine.log(g):
        text = entry["text"]
        assert isinstance(text, words.Said) and text.values["seat"] == entry["seat"]
        assert words.render(words.TEMPLATES[text.key], text.values) == text


# --- building a SPLIT step by step -----------------------------------------------------------------

def test_preview_of_a_split_being_built_says_which_row_cards_can_still_join():
    g = engine.new_game("quibbles", {"players": 2}, 1)
    g["state"] = position([3, 3, 2, 4, 1, 5], [[6, 6, 1], [1]])
    step = call("preview", state=g, move={"split": 6, "sets": []})["ok"]
    assert step["legal"] is False and step["details"]["can_start"] == [1, 2, 3, 4, 5]
    step = call("preview", state=g, move={"split": 6, "sets": [[3]]})["ok"]
    d = step["details"]
    assert d["sets"] == [{"cards": [3], "total": 3, "status": "open", "needs": 3}]
    assert d["can_join"] == [1, 2, 3]  # 3 (makes 6), 2 (then the 1), 1 (then the 2)
    assert d["row_left"] == [3, 2, 4, 1, 5]
    step = call("preview", state=g, move={"split": 6, "sets": [[3, 3], [2]]})["ok"]
    assert step["details"]["can_join"] == [4] and step["details"]["can_start"] == [1, 5]
    assert step["reason_say"]["id"] == "quibbles.illegal.set_sum"
    done = call("preview", state=g, move={"split": 6, "sets": [[3, 3], [2, 4]]})["ok"]
    assert done["legal"] is True and done["details"]["ready"] is True
    assert done["text"] == "Player 1 split a 6 and took 2+4, 3+3 from the row (4 cards)."
    wrong = call("preview", state=g, move={"split": 6, "sets": [[3, 4]]})["ok"]
    assert wrong["legal"] is False and wrong["details"]["sets"][0]["status"] == "over"
    assert wrong["reason"] == "3+4 adds up to 7, not 6: every set must add up to the card you split."


def test_preview_of_a_combine_gives_its_total_and_what_it_may_take():
    g = engine.new_game("quibbles", {"players": 2}, 1)
    g["state"] = position([6, 6, 6, 2, 4, 5], [[1, 2, 3, 6], [1]])
    d = call("preview", state=g, move={"combine": [1, 2, 3]})["ok"]["details"]
    assert d == {"kind": "combine", "total": 6, "max_total": 6, "cards": 3, "max_cards": 6, "row_matches": 3,
                 "take_max": 3}
    assert call("preview", state=g, move="junk")["ok"]["details"] is None


def test_the_row_sets_of_the_view_list_every_valid_set_for_each_value():
    s = position([1, 1, 2, 3, 4, 5], [[5], [1]])
    sets = rules.view(s, 0)["row_sets"]
    assert sets["5"] == [[1, 1, 3], [1, 4], [2, 3]] and sets["1"] == [] and sets["2"] == [[1, 1]]


# --- undo ----------------------------------------------------------------------------------------

def test_an_action_before_the_stash_can_be_undone_but_not_a_draw():
    g = engine.new_game("quibbles", {"players": 2}, 1)
    g["state"] = position([2, 2, 1, 3, 5, 6], [[4, 2, 2, 5], [1]])
    after = engine.play(g, split(4, [2, 2]))
    assert after["state"]["phase"] == "stash"
    assert rules.undo_blocker(g["state"], split(4, [2, 2])) is None
    assert rules.undo_blocker(g["state"], {"draw": 5}) == "Cards were drawn from the draw pile after that move."
    # ending the turn refills the row from the draw pile: no undo past it
    assert rules.undo_blocker(after["state"], {"stash": None}) == "Cards were drawn from the draw pile after that move."
    # a stash after a DRAW that leaves the row full draws nothing
    st = position([1, 2, 3, 4, 5, 6, 6], [[1, 5], [1]], phase="stash")
    assert rules.undo_blocker(st, {"stash": 1}) is None


def test_chance_foretells_a_draw_without_playing_the_move():
    # both piles empty: a DRAW draws nothing, unless its card makes the row 10 (wiped, then refilled)
    st = position([1, 2, 3, 4, 5, 6], [[3, 5], [1]], deck=[], discard=[])
    assert rules.chance(st, {"draw": 5}) is None
    assert rules.play(st, {"draw": 5})["drawn_total"] == st["drawn_total"]
    st = position([1, 2, 3, 4, 5, 6, 1, 2, 3], [[3, 5], [1]], deck=[], discard=[])
    assert rules.chance(st, {"draw": 5}) == "draw"
    # an empty draw pile is refilled from the discard pile: still a draw
    st = position([1, 2, 3, 4, 5, 6], [[3, 5], [1]], deck=[], discard=[2])
    assert rules.chance(st, {"draw": 5}) == "draw"
    # a winning STASH ends the game before the row is refilled; ending the turn there would refill it
    st = position([3, 4, 5], [[1, 2], [3]], collections=[[6, 6, 6, 6, 1], []], phase="stash")
    assert rules.chance(st, {"stash": 1}) is None and rules.play(st, {"stash": 1})["winner"] == 0
    assert rules.chance(st, {"stash": None}) == "draw"
    # with the row full the end of the turn draws nothing, unless the hand is emptied (a re-deal)
    st = position([1, 2, 3, 4, 5, 6], [[1, 2], [1]], phase="stash")
    assert rules.chance(st, {"stash": None}) is None
    st = position([1, 2, 3, 4, 5, 6], [[1], [1]], phase="stash")
    assert rules.chance(st, {"stash": 1}) == "draw" and rules.play(st, {"stash": 1})["events"][0]["kind"] == "redeal"


def test_undo_of_an_action_in_a_real_game_replays_the_prefix():
    g = engine.new_game("quibbles", {"players": 2}, 2027)
    g = engine.play(g, {"split": 4, "sets": [[1, 3]]})  # the golden game's first move: a stash follows
    seat = engine.to_move(g)
    assert g["state"]["phase"] == "stash"
    assert engine.undo_info(g, seat) == {"allowed": True, "reason": None}
    assert engine.undo(g, seat) == engine.new_game("quibbles", {"players": 2}, 2027)


# --- the round limit --------------------------------------------------------------------------------

def test_the_round_limit_ends_the_game_and_the_highest_total_wins():
    r = random.Random(4)
    for seed in range(6):
        s = rules.setup({"players": 3, "round_limit": 2}, seed)
        seen_last = False
        while rules.to_move(s) is not None:
            p = rules.progress(s)
            assert p["rounds"] == 2 and p["round"] == s["turns"] // 3 + 1
            seen_last |= p["last"]
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        assert seen_last
        res = rules.result(s)
        assert s["end"] == "limit"  # six stashes cannot be made in two turns
        assert s["turns"] == 6 and s["turns_taken"] == [2, 2, 2]
        top = max(res["scores"])
        assert res["winners"] == [i for i, x in enumerate(res["scores"]) if x == top]
        assert res["tiebreak"] == ("total" if len(res["winners"]) == 1 else "shared")
        assert res["ended"] == "Nobody had won after 2 rounds, the table's limit: the highest collection total wins."
        assert res["rounds"] == 2 and rules.progress(s) == {"round": 2, "rounds": 2, "last": False}


def test_the_last_turn_of_the_limit_says_so_in_the_log():
    s = position([1, 2, 3, 4, 5, 6], [[6, 5], [1]], round_limit=1, seat=1)
    s["turns"] = 1
    line = rules.describe_move(s, {"draw": 1})
    assert line.endswith(" That was the last turn of round 1: the game ends.")
    after = rules.play(s, {"draw": 1})
    assert rules.to_move(after) is None and rules.result(after)["tiebreak"] == "shared"


def test_without_a_limit_the_rounds_are_unbounded():
    s = rules.setup({"players": 2, "round_limit": None}, 1)
    assert rules.progress(s) == {"round": 1, "rounds": None, "last": False}


# --- the end screen and a golden game ------------------------------------------------------------------

GOLDEN_SEED = 2027
GOLDEN_MOVES = [
    {"split": 4, "sets": [[1, 3]]}, {"stash": 1}, {"combine": [3, 3], "take": [6, 6, 6]}, {"stash": 6},
    {"draw": 4}, {"stash": 2}, {"draw": 1}, {"stash": 1}, {"split": 6, "sets": [[1, 5], [3, 3]]},
    {"stash": None}, {"draw": 2}, {"stash": 1}, {"split": 6, "sets": [[2, 4], [2, 4]]}, {"stash": 2},
    {"split": 6, "sets": [[2, 4], [3, 3]]}, {"combine": [1, 4], "take": [5, 5, 5]}, {"stash": None},
    {"split": 4, "sets": [[1, 1, 2]]}, {"stash": 2}, {"split": 5, "sets": [[1, 4], [2, 3]]}, {"stash": None},
    {"draw": 1}, {"stash": 3}, {"combine": [3, 3], "take": [6, 6, 6]}, {"stash": 3},
    {"split": 5, "sets": [[1, 4], [2, 3]]}, {"stash": 1}, {"split": 6, "sets": [[1, 5], [1, 5], [3, 3]]},
    {"stash": 5}, {"split": 4, "sets": [[1, 3]]}, {"stash": None}, {"combine": [1, 3], "take": [4, 4, 4]},
    {"stash": 4}, {"combine": [1, 2], "take": [3]}, {"stash": 3, "remove": 1},
    {"combine": [2, 3], "take": [5, 5]}, {"split": 6, "sets": [[2, 4]]}, {"stash": 2, "remove": 1},
    {"combine": [2, 3], "take": [5, 5]}, {"stash": 5, "remove": 1},
]


def test_golden_game_replays_to_its_final_scores():
    g = engine.replay({"game": "quibbles", "options": {"players": 2}, "seed": GOLDEN_SEED, "moves": GOLDEN_MOVES})
    res = engine.result(g)
    assert res["scores"] == [17, 21] and res["winners"] == [1] and res["tiebreak"] == "collection"
    assert res["collections"] == [[6, 2, 3, 1, 3, 2], [2, 2, 3, 5, 4, 5]]
    assert (res["rounds"], res["turns"]) == (11, 21)
    assert res["ended"] == ("Player 2's collection reached 21 with 6 cards: a collection of six cards totalling "
                            "21 or more wins at once.")
    assert [b["total"] for b in res["breakdown"]] == [17, 21]
    assert [i["what"] for i in res["breakdown"][1]["items"]][:2] == ["A 2 in the collection"] * 2
    assert engine.log(g)[-1]["text"] == ("Player 2 removed a 1 from the full collection, added a 5 and discarded "
                                         "4 other cards: total 21. Six cards totalling 21: the game is won.")
    assert rules.view(g["state"], 0)["over"] is True and engine.legal_moves(g) == []


def test_result_is_none_while_the_game_runs_and_json_at_the_end():
    g = engine.new_game("quibbles", {"players": 2}, GOLDEN_SEED)
    assert engine.result(g) is None
    g = engine.replay({"game": "quibbles", "options": {"players": 2}, "seed": GOLDEN_SEED, "moves": GOLDEN_MOVES})
    reply = call("result", state=g)["ok"]
    assert reply["ended_say"]["id"] == "quibbles.ended.win" and reply["ended_say"]["seat"] == 1
    assert reply["breakdown"][0]["items"][0]["what_say"] == {"id": "quibbles.item.card", "v": 6}
