"""Formula D rules defects found by seeded random play (issue 26), each rebuilt as a position: nitro after a
great start, the lane kept after an overshoot by a move from the pit lane, braking beside another car's
box, 1st gear after a quick stop, the ranking of eliminated cars in a team race, and the overshoot of a
qualifying lap that ends at the line; with the same mistakes found in a second place (the wet skid of a
move from the pit lane)."""

import pytest

from tabletop.games.formulad import conditions, corners, qualifying, race
from tabletop.games.formulad.movement import Drive, ends

from test_formulad_race import at, dice, far_away, offered, state
from test_formulad_advanced import state as advanced_state


# --- item 3: nitro needs a gear die (§2.18, §2.4) ----------------------------------------------------

@pytest.mark.parametrize("rules,die", [("basic", 17), ("basic", 20), ("advanced", 20)])
def test_no_nitro_after_a_great_start(monkeypatch, rules, die):
    """Rules file §2.18: "Once per lap, after rolling the gear die, add the gear number to the allowance";
    §2.4: a great start means "Move 4 spaces at once" and no gear die is rolled. Seed: "Players can use
    their nitro once a lap after rolling the corresponding gear die" and "Nitro may only be used if it is
    available when rolling the gear die". So a great start offers no nitro, and the car keeps it."""
    s = race.setup({"players": 2, "laps": 2, "nitro": True, "rules": rules}, 3)
    seat = s["to_move"]
    dice(monkeypatch, die)
    great = race.play(s, {"gear": 1})
    assert great["pending"]["allowance"] == 4
    assert [r["why"] for r in great["rolls"][len(s["rolls"]):]] == ["start"]  # no gear die
    moves = race.legal_moves(great)
    assert moves and not any(m.get("nitro") for m in moves)
    assert {m["spaces"] for m in moves if m["spaces"] == 4}
    moved = race.play(great, next(m for m in moves if m["spaces"] == 4))
    assert moved["cars"][seat]["nitro"]  # still there for a move with a gear die


def test_nitro_is_still_offered_on_the_first_turn_after_a_normal_start(monkeypatch):
    """Rules file §2.18: nitro is added "after rolling the gear die": a normal start rolls it."""
    s = race.setup({"players": 2, "laps": 2, "nitro": True}, 3)
    dice(monkeypatch, 9, 2)
    s = race.play(s, {"gear": 1})
    assert {m["spaces"] for m in race.legal_moves(s) if m.get("nitro")} == {3}  # 2 + 1 in 1st
