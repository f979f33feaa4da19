"""Options are checked once, in the engine, from each game's ``OPTIONS`` (issue #30).

``options_before_issue30.json`` holds, for every game, option sets built from its modes and options
(valid, invalid, of the wrong type, random mixes) and what each game's own ``check_options`` made of
them before the engine did it: the completed options, or null where it refused them.
"""

import json
import pathlib

import pytest

from tabletop import engine
from tabletop.words import TEMPLATES, spec

BEFORE = json.loads((pathlib.Path(__file__).parent / "options_before_issue30.json").read_text())


# accepted before only because a float or a bool passed for a whole number (and was kept so, or
# read as 1): the engine now wants the number itself (same JSON type as the choices)
TIGHTENED = {"setline": [{"players": True}, {"players": 1.0}], "formulad": [{"laps": 1.0}, {"laps": 2.0}],
             "watergate": [{"players": 2.0}], "kikai": [{"players": 2.0}]}


@pytest.mark.parametrize("gid", list(BEFORE))
def test_every_option_set_is_completed_or_refused_as_before(gid):
    mod = engine.rules(gid)
    assert hasattr(mod, "OPTIONS")
    tightened = []
    for options, before in BEFORE[gid]:
        try:
            now = engine.check_options(mod, options)
        except engine.BadOptions as e:
            now = None
            assert str(e) and (spec(e.args[0]) or {}).get("id") in TEMPLATES
        if before is not None and now is None:
            tightened.append(options)
            continue
        assert now == before, (options, before, now)
        if now is not None:  # the same keys in the same order: records and saves are JSON of it
            assert list(now) == list(before), (options, list(before), list(now))
    assert tightened == TIGHTENED.get(gid, [])


@pytest.mark.parametrize("gid", [g for g in engine.GAMES if g not in BEFORE])
def test_a_game_newer_than_the_engines_check_completes_and_refuses_from_its_options(gid):
    """A game registered since (no "before" to compare): its OPTIONS complete an empty set in their
    own order, and a value of the wrong kind or outside the choices is refused with a sentence."""
    mod = engine.rules(gid)
    done = engine.check_options(mod, {})
    assert list(done) == list(mod.OPTIONS) and all(done[k] == o.get("default", done[k])
                                                   for k, o in mod.OPTIONS.items())
    bad = [{"nonsense": 1}, {"players": 99}, {"players": True}]
    for key, spec_ in mod.OPTIONS.items():
        if "choices" in spec_:
            bad.append({key: "no such choice"})
        if spec_.get("kind") is bool:
            bad += [{key: 1}, {key: "yes"}]
    for options in bad:
        with pytest.raises(engine.BadOptions) as refused:
            engine.check_options(mod, options)
        assert (spec(refused.value.args[0]) or {}).get("id") in TEMPLATES, options


def test_the_sets_cover_refusals_and_acceptances_of_every_game():
    for gid, rows in BEFORE.items():
        assert sum(r is None for _, r in rows) > 100 and sum(r is not None for _, r in rows) > 30, gid


def test_shared_sentences():
    betta = engine.rules("betta")
    cases = [
        ("quibbles", {"colour": 1}, "engine.options.unknown"),
        ("quibbles", [], "engine.options.shape"),
        ("betta", {"mode": "team"}, "engine.options.mode"),
        ("betta", {"mode": "staff", "players": 5}, "engine.options.mode_players"),
        ("pandarei", {"players": 6}, "engine.options.players"),
        ("betta", {"mode": "solo", "players": 2}, "engine.options.mode_players_exactly"),
        ("seasaltpaper", {"extra_salt": 1}, "engine.options.flag"),
        ("pandarei", {"lead_monkey_worth": "two"}, "engine.options.choice"),
        ("watergate", {"max_rounds": 0}, "watergate.options.max_rounds"),
        ("kikai", {"fan_value": 0}, "engine.options.choice"),
        ("quibbles", {"round_limit": 0}, "quibbles.options.round_limit"),
        ("quibbles", {"edition": "first", "sevens": True}, "quibbles.options.first_expansions"),
        ("formulad", {"mode": "advanced", "rules": "basic"}, "formulad.options.mode"),
        ("formulad", {"players": 3, "team_race": True}, "formulad.options.team"),
        ("watergate", {"players": 2.0}, "engine.options.players_exactly"),
    ]
    for gid, options, sid in cases:
        with pytest.raises(engine.BadOptions) as e:
            engine.check_options(engine.rules(gid), options)
        assert spec(e.value.args[0])["id"] == sid, (gid, options, str(e.value))
    assert engine.check_options(betta, {"mode": "solo"}) == {"mode": "solo", "players": 1}
    assert engine.rules("formulad").check_options({"mode": "advanced"})["rules"] == "advanced"
