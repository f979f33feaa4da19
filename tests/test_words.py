"""Engine sentences: structured (id + values) so a page can say them in another language.

Checks the English templates, the JSON boundary (``x_say`` next to ``x``), and, from the sources, that
every engine sentence has a Russian template in ``web/said.js`` or its game's ``strings.js`` that uses
only values the engine gives, in the page's syntax, registered under its game's id. The page itself
writes every sentence in both languages in e2e/test_words_in_page.py (which a source check cannot
replace: it once passed while two games registered none of their templates).
"""

import doctest
import importlib
import importlib.util
import json
import pathlib
import pkgutil
import re

import pytest

import tabletop
from tabletop import api, engine, words

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAID_JS = ROOT / "web" / "said.js"
# Values the engine passes without naming them in the English (it shows a derived form instead).
RAW_VALUES = {"pattern", "seat", "card", "cell", "mode", "colour", "colours"}
PLACEHOLDER = re.compile(r"\{(\w+)(?:![rs])?(?::[^{}]*(?:\{\w+\}[^{}]*)*)?\}")
COUNT = re.compile(r"\{(\w+):((?:[^{}]|\{\w+\})*)\}")


def all_templates() -> dict:
    """Every sentence of every game in py/, registered or still being built (importing a game's rules
    registers its sentences), so the check does not depend on what other tests imported first."""
    import tabletop.games
    for info in pkgutil.iter_modules(tabletop.games.__path__):
        if importlib.util.find_spec(f"tabletop.games.{info.name}.rules") is not None:
            importlib.import_module(f"tabletop.games.{info.name}.rules")
    return dict(words.TEMPLATES)


def russian_templates() -> dict:
    """The Russian engine templates: the engine's own in web/said.js (its TEMPLATES) and each game's
    in the ``const said = {...}`` of web/games/<id>/strings.js."""
    out = {}
    for path in [SAID_JS, *sorted((ROOT / "web" / "games").glob("*/strings.js"))]:
        text = path.read_text(encoding="utf-8")
        consts = dict(re.findall(r"^const (\w+) = '([^']*)';$", text, flags=re.M))
        block = re.search(r"^(?:export )?const (?:TEMPLATES|said) = \{\n(.*?)^\};$", text, flags=re.M | re.S)
        assert block, f"no templates found in {path}"
        for key, quote, body in re.findall(r"^\s*'([\w.]+)': (['`])(.*)\2,$", block[1], flags=re.M):
            if quote == "`":
                body = re.sub(r"\$\{(\w+)\}", lambda m: consts[m[1]], body)
            out[key] = body
    assert out, "no templates found"
    return out


def names(template: str) -> set:
    return {m[1] for m in PLACEHOLDER.finditer(template)}


def counts(template: str) -> dict:
    return {m[1]: m[2].split(":") for m in COUNT.finditer(template)}


def test_every_engine_sentence_has_a_russian_template_using_only_values_the_engine_gives():
    english, russian = all_templates(), russian_templates()
    for path in sorted((ROOT / "web" / "games").glob("*/strings.js")):
        game = path.parent.name
        calls = re.findall(r"^addTemplates\((.*)$", path.read_text(encoding="utf-8"), flags=re.M)
        assert len(calls) == 1 and calls[0].startswith(f"'{game}', {{ ru: said }}"), \
            f"{path} must register its templates as addTemplates('{game}', {{ ru: said }}, …): {calls}"
    missing = sorted(set(english) - set(russian))
    assert not missing, f"no Russian for {missing}"
    for key, ru in russian.items():
        base = key[:-4] if key.endswith(".you") else key
        assert base in english, f"web/ has a Russian template {key}, which the engine never says"
        # said.js fills {name} and counts; Python's {{ and {x!r} would stay on the page as written
        # (a "}}" may close a nested JSON example)
        assert not re.search(r"\{\{|![rsa]\}", ru), f"{key} uses Python-only syntax: {ru}"
        extra = names(ru) - names(english[base]) - RAW_VALUES
        assert not extra, f"{key} uses {extra}, which the engine does not give"
        for name, forms in counts(ru).items():
            assert name in counts(english[base]), f"{key}: {name} is not a count in the English"
            assert len(forms) == 3 and all("#" in f for f in forms), f"{key}: Russian counts need one/few/many"


def test_counts_choose_singular_and_plural_and_forms_may_hold_values():
    assert words.render("{n:# card:# cards}", {"n": 1}) == "1 card"
    assert words.render("{n:# card:# cards}", {"n": 0}) == "0 cards"
    assert words.render("{n:# {c} betta:# {c} bettas}", {"n": 4, "c": "pink"}) == "4 pink bettas"
    assert words.render("{c}", {"c": ["pink", "blue"]}) == "pink / blue"


def test_a_sentence_is_text_and_knows_what_it_was_made_of():
    s = words.said("engine.record.move", n=3, reason=words.said("engine.undo.none"))
    assert s == "Move 3 of the record is not legal: No move has been played yet."
    assert words.spec(s) == {"id": "engine.record.move", "n": 3, "reason": {"id": "engine.undo.none"}}
    assert words.spec("plain text") is None
    with pytest.raises(KeyError):
        words.said("no.such.sentence")


def test_the_json_boundary_puts_x_say_next_to_every_sentence_x():
    call = lambda op, **kw: json.loads(api.handle(json.dumps({"op": op, **kw})))  # noqa: E731
    game = call("new_game", game="betta", options={"mode": "staff", "players": 2}, seed=4)["ok"]
    move = call("legal_moves", state=game)["ok"][0]
    played = call("play", state=game, move=move)["ok"]
    assert played["text_say"]["id"].startswith("betta.log.")
    assert played["text"] == words.render(words.TEMPLATES[played["text_say"]["id"]], played["text_say"])
    entry = call("log", state=played["state"])["ok"][0]
    assert entry["text"] == played["text"] and entry["text_say"] == played["text_say"]
    last = call("view", state=played["state"], seat=0)["ok"]["last_move"]
    assert last["text_say"] == played["text_say"]
    info = call("undo_info", state=played["state"], seat=played["state"]["moves"] and 1 - game["state"]["to_move"])["ok"]
    assert info["reason_say"]["id"] in ("engine.undo.other", "engine.undo.none", "betta.undo.drawn")
    bad = call("replay", record={"game": "betta", "options": {}, "seed": 1, "moves": [{"card": "x"}], "rules": 1})["error"]
    assert bad["code"] == "bad_record"
    assert bad["message_say"]["id"] == "engine.record.move" and bad["message_say"]["n"] == 1
    assert bad["message_say"]["reason"]["id"] == "betta.illegal.shape"
    assert call("fly")["error"]["message_say"] == {"id": "api.op", "op": "fly", "ops": ", ".join(api.OPS)}


def test_score_items_keep_their_sentence_through_a_saved_state():
    g = engine.new_game("betta", {"mode": "solo"}, 2)
    while engine.to_move(g) is not None:
        g = engine.play(g, engine.legal_moves(g)[0])
    saved = json.loads(json.dumps(words.with_specs(g)))  # what the page stores
    res = json.loads(api.handle(json.dumps({"op": "result", "state": saved})))["ok"]
    for item in res["breakdown"][0]["items"]:
        assert item["what_say"]["id"].startswith("betta.")
        assert item["what"] == words.render(words.TEMPLATES[item["what_say"]["id"]], item["what_say"])


def test_doctests():
    failed = 0
    for info in pkgutil.walk_packages(tabletop.__path__, "tabletop."):
        if info.name.endswith("__main__"):
            continue
        failed += doctest.testmod(importlib.import_module(info.name)).failed
    assert failed == 0


def test_the_lobby_describes_each_bot_level_as_the_engine_does():
    """The lobby shows `bot.<id>.note` from web/i18n.js (to have it in Russian too): in English it
    must say what the engine's LEVELS say, so a changed bot is not described by an old note."""
    from tabletop.bots import LEVELS
    text = (ROOT / "web" / "i18n.js").read_text(encoding="utf-8")
    english = text[: text.index("const ru = {")]
    for level in LEVELS:
        assert f"'bot.{level['id']}.note': '{level['note']}'" in english, level
