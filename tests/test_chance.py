"""Chance, explicitly (issue 30): each game says which moves meet chance (``chance``), from the
position and the move alone, and undo, previews and bots read that one fact.

The oracle here is how the games used to find out after the fact, by comparing the state before and
after the move (the random generator moved, a deck shrank, a hidden card was shown). Over seeded
random games, every legal move of a sample of positions is played, and the game's word before the
move must agree with what the move then did."""

import random

import pytest

from tabletop import engine


def _sizes(piles):
    return [len(p) for p in piles]


def _put_under(after):
    """The played cards KIKAI's round end put under the pile."""
    return sum(e["cards"] for e in after["events"] if e["e"] == "round_end")


def _sea_salt(s, a):
    """A Sea Salt & Paper move met chance if it drew or looked at hidden cards (``secrets``), dealt a
    new round, ended one showing a hand or a face-down shell its player had not seen, or took a pile's
    top off a card its player cannot place (an opponent's crab took one from under it)."""
    seat = s["to_move"]
    if a["secrets"] != s["secrets"] or a["round"] != s["round"]:
        return True
    if len(a["rounds"]) > len(s["rounds"]) and a["rounds"][-1]["outcome"] != "void":
        swap = s["pending"]["target"] if s["phase"] == "swap" else None
        for p in a["rounds"][-1]["players"]:
            if any(u["kind"] == "down" for u in p["units"]):
                return True
            if p["seat"] not in (seat, swap) and p["hand"] and not s["revealed"][p["seat"]]:
                return True
    for i in (0, 1):
        before, after = s["piles"][i], a["piles"][i]
        if after and after == before[:-1] and after[-1] not in s["memory"][seat][i]["seen"]:
            return True
    return False


ORACLES = {  # game -> (state before, state after, move) -> whether the move met chance
    "betta": lambda s, a, m: _sizes(a["decks"]) != _sizes(s["decks"]),
    "setline": lambda s, a, m: len(a["deck"]) != len(s["deck"]),
    "quibbles": lambda s, a, m: a["drawn_total"] != s["drawn_total"],
    "seasaltpaper": lambda s, a, m: _sea_salt(s, a),
    "pandarei": lambda s, a, m: a["rng"] != s["rng"] or a["round"] != s["round"],
    "formulad": lambda s, a, m: len(a["rolls"]) != len(s["rolls"]),
    "watergate": lambda s, a, m: (
        (isinstance(m.get("target"), dict) and m["target"].get("k") == "ask")
        or a["rng"] != s["rng"] or _sizes(a["decks"]) != _sizes(s["decks"])
        or any(e["e"] in ("flipped", "ask_none") or (e["e"] == "revealed" and e.get("kinds"))
               for e in a["events"])),
    # KIKAI's round end shuffles the played cards under the pile: that moves the generator but shows
    # nothing (the pile's order was hidden), so it is no chance
    "kikai": lambda s, a, m: (len(a["pile"]) - _put_under(a) < len(s["pile"])
                              or any(len(a["stacks"][p]) != len(s["stacks"][p]) for p in s["stacks"])),
    # Cathood: a card turned up (Sleep, a Bee), a fight decided at random, or the sign that shows the other's
    "cathood": lambda s, a, m: (a["rng"] != s["rng"]
                                or len(a["toy_deck"]) + len(a["building_deck"]) < len(s["toy_deck"]) + len(s["building_deck"])
                                or (m["type"] == "sign" and any(e["e"] == "fight" for e in a["events"]))),
    # Awkward Guests: cards drawn (nobody offered, the deal, a reshuffle's shown cards), offers turned
    # over in an exchange, the secret choices revealed
    "galacticcruise": lambda s, a, m: (a["rng"] != s["rng"] or any(
        len(a[k]) < len(s[k]) for k in ("agenda_deck", "blueprint_deck", "cockpit_deck", "engine_deck",
                                        "cruise_deck", "spare_techs"))),
    "awkwardguests": lambda s, a, m: any(e["e"] in ("exchange", "choices", "reshuffle", "new_round")
                                         or (e["e"] == "no_offer" and e["n"]) for e in a["events"]),
}
GAMES_EACH = 6
MOVES_EACH = 12  # legal moves tried at a position (all of them when fewer)


def test_every_game_has_an_oracle_here():
    assert set(ORACLES) == {g["id"] for g in engine.games()}


def _modes(game_id):
    card = next(g for g in engine.games() if g["id"] == game_id)
    for mode in card["modes"]:
        low, high = mode["players"]
        yield {"mode": mode["id"], "players": low}
        if high != low:
            yield {"mode": mode["id"], "players": high}


@pytest.mark.parametrize("game_id", sorted(ORACLES))
def test_a_game_says_before_the_move_what_the_move_then_does(game_id):
    mod, oracle = engine.rules(game_id), ORACLES[game_id]
    seen = {True: 0, False: 0}
    kinds = set()
    for options in _modes(game_id):
        for seed in range(GAMES_EACH):
            pick = random.Random(seed)
            game = engine.new_game(game_id, options, seed)
            while mod.to_move(game["state"]) is not None:
                state, legal = game["state"], mod.legal_moves(game["state"])
                for move in (legal if len(legal) <= MOVES_EACH else pick.sample(legal, MOVES_EACH)):
                    met = engine.chance_of(mod, state, move)
                    happened = bool(oracle(state, mod.play(state, move), move))
                    assert (met is not None) == happened, (
                        f"{game_id} {options} seed {seed} move {len(game['moves'])}: {move!r} "
                        f"said {met!r} but the move {'did' if happened else 'did not'} meet chance")
                    seen[happened] += 1
                    kinds.add(met)
                game = engine.play(game, pick.choice(legal))
    assert seen[True] and seen[False], seen  # both kinds of move were met
    assert kinds - {None} <= set(engine.CHANCES)


def test_the_played_move_keeps_its_chance_and_a_turn_reports_it():
    import json
    from tabletop import api
    g = engine.new_game("formulad", {}, 4)
    answer = json.loads(api.handle(json.dumps({"op": "turn", "state": g, "move": engine.legal_moves(g)[0],
                                               "seats": [0]})))["ok"]
    assert answer["played"]["chance"] == "roll" == answer["state"]["last"]["chance"]
    b = engine.new_game("betta", {"mode": "staff", "players": 2}, 1)
    assert engine.play(b, engine.legal_moves(b)[0])["last"]["chance"] == "draw"
