"""Sea Salt & Paper's bots (that they decide from their own view only, the conformance kit checks): they
play legal games to the end, and do what their level says (Medium keeps the better card; Hard bets
LAST CHANCE when clearly ahead and never when it would obviously lose, plays its final turn for the
colour bonus when it cannot win the bet)."""

import pytest

from tabletop import api, engine
from tabletop.games.seasaltpaper import bots, data, rules

LEVELS = ("random", "greedy", "hard")


def ids(*names, taken=()):
    """Distinct card ids for names like ``"crab dark_blue"`` or ``"mermaid"`` (the first free copy)."""
    out = []
    for name in names:
        kind, _, colour = name.partition(" ")
        out.append(next(i for i, (t, c) in enumerate(data.CARDS)
                        if t == kind and (not colour or c == colour) and i not in out and i not in taken))
    return out


def position(hands, units=None, tops=(), seat=0, phase="play", drawn=None, scores=None, deck=None, **options):
    """A round in progress: ``hands`` and ``units`` (lists of duo card pairs) per seat, the pile tops,
    the two cards ``seat`` drew (phase ``keep``); the other cards under the piles and in the deck
    (``deck`` cards in it at most)."""
    n = len(hands)
    s = rules.setup(dict(options, players=n), 0)
    units = units or [[] for _ in range(n)]
    placed = [c for h in hands for c in h] + [c for us in units for u in us for c in u] + list(tops)
    placed += list(drawn or [])
    assert len(placed) == len(set(placed))
    rest = [c for c in rules.all_cards(s["options"]) if c not in placed]
    keep = len(rest) if deck is None else deck
    piles = [[], []]
    for i, top in enumerate(tops):
        piles[i] = [top]
    under = rest[: len(rest) - keep]
    piles[0] = under[: len(under) // 2] + piles[0]
    piles[1] = under[len(under) // 2:] + piles[1]
    s.update(hands=[sorted(h) for h in hands], units=[[{"kind": "duo", "cards": list(u)} for u in us] for us in units],
             piles=piles, deck=rest[len(rest) - keep:], to_move=seat, active=seat, phase=phase, first=seat,
             pending={"drawn": list(drawn)} if drawn else None, revealed=[False] * n, call=None, caller=None,
             final=[], restricted=False, jelly=None, notes=[[] for _ in range(n)])
    if scores is not None:
        s["scores"] = list(scores)
    assert rules.conserved(s)
    return s


def game_at(state):
    g = engine.new_game("seasaltpaper", dict(state["options"]), 0)
    g["state"] = state
    return g


def test_sea_salt_and_paper_brings_its_own_medium_and_hard():
    assert engine.bot("seasaltpaper", "greedy") is bots.medium
    assert engine.bot("seasaltpaper", "hard") is bots.hard


@pytest.mark.parametrize("levels,options", [
    (("hard", "greedy"), {}),
    (("greedy", "hard"), {"extra_salt": True, "extra_pepper": True}),
    (("hard", "greedy", "random"), {}),
    (("greedy", "hard", "hard"), {"extra_salt": True, "extra_pepper": True}),
    (("hard", "greedy", "hard", "greedy"), {}),
    (("greedy", "random", "hard", "hard"), {"extra_salt": True, "extra_pepper": True}),
])
def test_bots_play_legal_games_to_the_end(levels, options):
    g = engine.new_game("seasaltpaper", dict(options, players=len(levels)), len(levels))
    i = 0
    while engine.to_move(g) is not None:
        move = api.bot_move(g, levels[engine.to_move(g)], seed=i)
        assert rules.why_illegal(g["state"], move) is None, move
        g = engine.play(g, move)
        i += 1
    assert engine.result(g)["winners"]


def test_medium_keeps_the_better_of_two_drawn_cards():
    crab, crab2, shell = ids("crab dark_blue", "crab light_blue", "shell black")
    s = position([[crab], []], phase="keep", drawn=[shell, crab2])
    move = bots.medium(rules, rules.view(s, 0), 1)
    assert move["keep"] == crab2  # the pair scores; a lone shell does not
    sailors = ids("sailor", "sailor")
    s = position([[sailors[0]], []], phase="keep", drawn=[crab, sailors[1]])
    assert bots.medium(rules, rules.view(s, 0), 2)["keep"] == sailors[1]  # two sailors: 5 points


def test_hard_bets_last_chance_when_clearly_ahead():
    # 15 card points (two sailors and the captain, three shells) against one hidden card
    hand = ids("sailor", "sailor", "captain", "shell dark_blue", "shell black", "shell green")
    other = ids("octopus light_blue", taken=hand)
    s = position([hand, other])
    assert rules.points_of(s, 0)["total"] == 15
    for seed in range(3):
        assert bots.hard(rules, rules.view(s, 0), seed) == {"end": "last_chance"}
    # Medium, with the same cards, does not see it as a sure thing only when it is (never worse than STOP)
    assert bots.medium(rules, rules.view(s, 0), 0)["end"] in ("stop", "last_chance")


def test_hard_never_bets_last_chance_it_would_obviously_lose():
    # 7 card points; the opponent has 8 duos in front of it and a hand: the bet is lost for sure
    hand = ids("sailor", "sailor", "shell dark_blue", "shell black")
    duos = ids(*["crab"] * 8, *["boat"] * 8, taken=hand)
    other = ids("octopus", "octopus", "penguin", taken=hand + duos)
    s = position([hand, other], units=[[], [duos[k:k + 2] for k in range(0, 16, 2)]])
    assert rules.points_of(s, 0)["total"] == 7 and rules.calls(s, 0) == ["stop", "last_chance"]
    for seed in range(3):
        assert bots.hard(rules, rules.view(s, 0), seed) != {"end": "last_chance"}
    # under Diodon Fish, where LAST CHANCE is the only call, it keeps building
    s = position([hand, other], units=[[], [duos[k:k + 2] for k in range(0, 16, 2)]], extra_pepper=True)
    s["events"]["round"] = "diodon"
    s["events"]["deck"].remove("diodon")
    assert rules.calls(s, 0) == ["last_chance"]
    for seed in range(3):
        assert bots.hard(rules, rules.view(s, 0), seed) == {"end": "none"}


def test_hard_does_not_call_when_it_cannot():
    hand = ids("shell dark_blue", "shell black", "octopus")
    s = position([hand, ids("penguin", taken=hand)])
    assert rules.calls(s, 0) == []
    assert bots.hard(rules, rules.view(s, 0), 0) == {"end": "none"}


def test_hard_plays_a_final_turn_it_cannot_win_for_the_colour_bonus():
    # the caller shows 15 card points; Hard (3 yellow cards, no points) cannot reach them in one turn,
    # so it takes the yellow card (colour bonus 4) rather than the shell that scores 2 points
    caller = ids("sailor", "sailor", "captain", "shell dark_blue", "shell black", "shell green")
    mine = ids("octopus yellow", "crab yellow", "boat yellow", "shell light_blue", taken=caller)
    tops = ids("fish yellow", "shell grey", taken=caller + mine)
    s = position([caller, mine], tops=tops, seat=0)
    s = rules.play(s, {"end": "last_chance"})
    assert s["to_move"] == 1 and s["call"] == "last_chance"
    pile = [i for i in (0, 1) if s["piles"][i][-1] == tops[0]][0]
    for seed in range(3):
        assert bots.hard(rules, rules.view(s, 1), seed) == {"take": pile}


def test_bots_are_reproducible_for_a_seed():
    game = engine.new_game("seasaltpaper", {"players": 3}, 4)
    for _ in range(5):
        game = engine.play(game, engine.legal_moves(game)[0])
    for bot in LEVELS:
        assert api.bot_move(game, bot, seed=9) == api.bot_move(game, bot, seed=9)


def test_hard_beats_medium_at_two_players():
    wins, games = 0, 6
    for g in range(games):
        seats = ("hard", "greedy") if g % 2 == 0 else ("greedy", "hard")
        game = engine.new_game("seasaltpaper", {"players": 2}, 700 + g)
        i = 0
        while engine.to_move(game) is not None:
            game = engine.play(game, api.bot_move(game, seats[engine.to_move(game)], seed=i))
            i += 1
        if seats[engine.result(game)["winners"][0]] == "hard":
            wins += 1
    assert wins >= 4, wins  # about 90 % over many games (python3 -m tabletop_tools bench)
