"""Rules versions (issue 28): every record says which version of its game's rules made it, and a
record of another version is never continued without a word.

- The golden records (``tests/records/golden.json``, one per game and mode) must replay to their
  fingerprints while the game's rules version is unchanged: a change of rules or data that changes
  them must bump ``RULES_VERSION`` in the game's package (and refresh the file:
  ``python3 tests/records/make_records.py golden``).
- Records made before versions existed, with the engines of the git history just before five changes
  (``tests/records/before-*.json``), replay with a note, or are refused with a sentence that names the
  rules version and says how far they still replay. The counts are pinned, so a future change shows.
"""

import json
import pathlib

import pytest

from tabletop import api, engine
from tabletop.engine import BadRecord
from tabletop.words import spec

RECORDS = pathlib.Path(__file__).resolve().parent / "records"

import sys  # noqa: E402
sys.path.insert(0, str(RECORDS))
from make_records import fingerprint  # noqa: E402

GOLDEN = json.loads((RECORDS / "golden.json").read_text())


@pytest.mark.parametrize("item", GOLDEN, ids=lambda i: f"{i['record']['game']}-{i['record']['options']['mode']}")
def test_a_golden_record_replays_to_its_fingerprint_while_its_rules_version_is_unchanged(item):
    rec = item["record"]
    now = engine.rules_version(rec["game"])
    assert rec["rules"] == now, (
        f"{rec['game']} is at rules version {now}, its golden record at {rec['rules']}: refresh "
        "tests/records/golden.json (python3 tests/records/make_records.py golden)")
    game = engine.replay(rec)
    assert "replayed" not in game
    assert fingerprint(game) == item["fingerprint"], (
        f"{rec['game']}'s golden record no longer replays to its fingerprint at rules version {now}: a change "
        "of its rules or data changes what saved games replay to. Bump RULES_VERSION in "
        f"py/tabletop/games/{rec['game']}/__init__.py, say what changed in docs/protocol.md, and refresh "
        "the golden records")


def test_every_game_has_a_golden_record_and_a_version():
    assert {i["record"]["game"] for i in GOLDEN} == set(engine.GAMES)
    for game_id in engine.GAMES:
        version = engine.rules_version(game_id)
        assert isinstance(version, int) and version >= 1
    assert all(g["rules"] == engine.rules_version(g["id"]) for g in engine.games())


def test_a_new_game_and_its_record_carry_the_rules_version():
    g = engine.new_game("quibbles", {"players": 2}, 1)
    assert g["rules"] == engine.rules_version("quibbles")
    rec = engine.record(g)
    assert rec["rules"] == g["rules"]
    assert "replayed" not in engine.replay(rec)


# (file, replayed to the same result, replayed to another, refused): records made before each change
BEFORE = [("before-setline-build-fix.json", 40, 0, 0),
          ("before-pandarei-deck-change.json", 0, 0, 40),
          ("before-kikai-data-change.json", 0, 0, 30),
          ("before-formulad-issue-26.json", 30, 0, 0),
          ("before-watergate-issue-26.json", 23, 0, 7)]


@pytest.mark.parametrize("name,same,other,refused", BEFORE)
def test_records_from_before_versions_replay_with_a_note_or_are_refused_naming_the_version(name, same, other, refused):
    data = json.loads((RECORDS / name).read_text())
    counts = [0, 0, 0]
    for item in data["records"]:
        rec = item["record"]
        assert "rules" not in rec  # as every record was before versions
        try:
            game = engine.replay(rec)
        except BadRecord as e:
            counts[2] += 1
            said = spec(e.args[0])
            assert said["id"] == "engine.record.version" and said["made"]["id"] == "engine.record.unversioned"
            assert said["now"] == engine.rules_version(rec["game"])
            at = e.data["at"]
            assert 0 <= at < len(rec["moves"]) and said["n"] == at + 1
            # what still works: the game up to where it diverges
            prefix = engine.replay({**rec, "moves": rec["moves"][:at]})
            assert prefix["replayed"]["rules"] is None
            continue
        note = spec(game["replayed"]["note"])
        assert game["replayed"]["rules"] is None and note["id"] == "engine.record.replayed"
        res = engine.result(game)
        now = res and {"scores": res["scores"], "winners": res["winners"]}
        counts[0 if now == item["result"] and engine.to_move(game) is None else 1] += 1
    assert counts == [same, other, refused], f"{name}: {counts} (same, other, refused)"


def test_the_json_boundary_says_where_an_old_record_stops():
    data = json.loads((RECORDS / "before-pandarei-deck-change.json").read_text())
    rec = data["records"][0]["record"]
    reply = json.loads(api.handle(json.dumps({"op": "replay", "record": rec})))
    err = reply["error"]
    assert err["code"] == "bad_record" and isinstance(err["at"], int)
    assert err["message_say"]["id"] == "engine.record.version" and "rules" in err["message"]
    ok = json.loads(api.handle(json.dumps({"op": "replay", "record": {**rec, "moves": rec["moves"][:err["at"]]}})))
    assert ok["ok"]["replayed"]["note_say"]["id"] == "engine.record.replayed"


def test_a_record_of_a_version_this_table_does_not_know_is_refused():
    g = engine.new_game("betta", {"mode": "staff", "players": 2}, 1)
    for made in (engine.rules_version("betta") + 1, 0, "1", True):
        with pytest.raises(BadRecord) as e:
            engine.replay({**engine.record(g), "rules": made})
        assert spec(e.value.args[0])["id"] == "engine.record.newer"


def test_a_record_of_an_older_version_that_still_plays_is_replayed_with_a_note(monkeypatch):
    g = engine.new_game("betta", {"mode": "staff", "players": 2}, 1)
    g = engine.play(g, engine.legal_moves(g)[0])
    rec = engine.record(g)
    package = sys.modules["tabletop.games.betta"]
    monkeypatch.setattr(package, "RULES_VERSION", rec["rules"] + 1)
    again = engine.replay(rec)
    assert again["replayed"]["rules"] == rec["rules"]
    assert spec(again["replayed"]["note"])["made"] == {"id": "engine.record.numbered", "n": rec["rules"]}
    assert again["rules"] == rec["rules"] + 1 and engine.record(again)["rules"] == rec["rules"] + 1
