"""Every engine sentence, written by the page itself in English and Russian.

The engine says each sentence in English with its template id and values (py/tabletop/words.py); the
page writes it again from the id: in Russian from the templates each game's strings.js registers
(web/said.js addTemplates), in English from the engine's own templates (the `words` op) when a seat's
typed name goes in. A source check cannot tell whether a game registered its templates under the right
id, or whether the page's filler understands what a template holds, so this test asks the page: it
loads every game the way the shell does (its renderer, which brings its strings.js), gives it the
engine's English templates as the `words` op would, and has web/said.js write every id with sample
values, in both languages, with counts that take each Russian plural form (1, 3, 5).

The UI's own strings (web/i18n.js and each game's strings.js) are checked the same way: every string
with its numbers filled in (1, 2, 5, 21), in both languages, in the page: a count is written in its
plural form, and a seat's default name ("Игрок 2") never follows the word "игрок".

Last, two games whose Russian was missing altogether are played for a few moves on a Russian page: the
log, the dice and a refusal are in Russian.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re
import time

from playwright.sync_api import expect

from tabletop import words
from test_betta_game import BOOT_MS
from test_i18n import open_in

MISSING = "\u2047missing\u2047"  # what the page gives back for an id it has no template for
COUNTS = (1, 3, 5)  # Russian one / few / many (English one / other / other)
NAME = "Игрок 2"  # a typed name (the page writes the sentence again with it), as a seat's default name reads
# Values the engine passes by id, which a game's formatters show in its own words (web/games/<id>/strings.js).
RAW = {
    "betta": {"pattern": "S1", "colour": "pink", "colours": ["pink", "green"], "mode": "staff"},
    "setline": {"card": "red-oval-1", "cell": 17},
}
# {name}, {name!r}, {n:# form:# forms} (a form may hold {value}); {{ and }} are literal braces.
PLACEHOLDER = re.compile(r"\{(\w+)(![rsa])?(:(?:[^{}]|\{\w+\})*)?\}")
# What a filled sentence must not hold: a placeholder left as it was, Python's escape "{{" or its
# conversion "!r". ("}}" may close a nested JSON example; the braces are counted against the English.)
LEFTOVER = re.compile(r"\{\w+(?:![rsa])?\}|\{\w+:|\{\{|!r\b")
PYTHON_ONLY = re.compile(r"\{\{|\}\}|\{\w+![rsa]\}")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# "Ход игрока Игрок 2": a seat's default name after the word игрок.
DOUBLED_NAME = re.compile(r"[Ии]грок[а-я]* Игрок \d")


def english_templates() -> dict:
    """Every engine sentence: the engine's own and every game's in py/ (importing a game's rules
    registers its sentences), but those of a game being built (not in engine.GAMES yet: the page does
    not offer it; tests/test_words.py checks its Russian templates meanwhile)."""
    import tabletop.games
    from tabletop import engine
    building = set()
    for info in pkgutil.iter_modules(tabletop.games.__path__):
        if importlib.util.find_spec(f"tabletop.games.{info.name}.rules") is not None:
            importlib.import_module(f"tabletop.games.{info.name}.rules")
            if info.name not in engine.GAMES:
                building.add(info.name)
    return {k: v for k, v in words.TEMPLATES.items() if game_of(k) not in building}


def names(template: str) -> set:
    return {m[1] for m in PLACEHOLDER.finditer(template.replace("{{", "").replace("}}", ""))}


def game_of(key: str) -> str:
    return key.split(".")[0]


def sample(key: str, used: set, k: int) -> dict:
    """Values for a sentence: every number k (a count takes its plural form from it), a typed name
    for seat 0, and the raw ids a game's formatters expect."""
    values = {name: k for name in used}
    values.update({name: v for name, v in RAW.get(game_of(key), {}).items() if name in used})
    values.update(seat=0, name=NAME)
    return values


def raw_ids_shown(key: str, russian: str, text: str) -> list:
    """The raw ids (RAW) a Russian sentence shows as they are although its template names them by a
    formatter ("pink" for "розовых")."""
    shown = []
    for name, value in RAW.get(game_of(key), {}).items():
        first = value[0] if isinstance(value, list) else value
        if isinstance(first, str) and name in names(russian) and first in text and first not in russian:
            shown.append(first)
    return shown


LOAD_EVERY_GAME = """async () => {
  const at = (path) => new URL(path, document.baseURI).href;
  const [{ games, cardFor }, said] = await Promise.all([import(at('games/registry.js')), import(at('said.js'))]);
  for (const id of Object.keys(games)) {
    await games[id].renderer();  // the renderer imports the game's strings.js, as when the game is chosen
    await cardFor(id);
  }
  return { games: Object.keys(games), ru: { ...said.TEMPLATES.ru } };
}"""

# English as the session gives it (loadWords: the `words` op, a game's ids only), then every case in
# both languages, as the table writes a sentence that names a seat (saidWithNames).
RENDER = """async ({ english, cases, missing }) => {
  const at = (path) => new URL(path, document.baseURI).href;
  const [i18n, said] = await Promise.all([import(at('i18n.js')), import(at('said.js'))]);
  for (const [game, table] of Object.entries(english)) said.addTemplates(game, { en: table });
  const before = i18n.getLang();
  const out = {};
  for (const lang of ['en', 'ru']) {
    i18n.setLang(lang, { remember: false });
    out[lang] = {};
    for (const [id, variants] of Object.entries(cases)) {
      out[lang][id] = variants.map((v) => said.saidWithNames(missing, { id, ...v }, (seat) => (seat === v.seat ? v.name : '')));
    }
  }
  // A sentence about "You" (the engine's name for the solo player) has its own Russian template.
  out.you = {};
  for (const [id, variants] of Object.entries(cases)) {
    if (said.TEMPLATES.ru[`${id}.you`]) out.you[id] = variants.map((v) => said.said(missing, { id, ...v, name: 'You' }));
  }
  i18n.setLang(before, { remember: false });
  return out;
}"""


def test_the_page_writes_every_engine_sentence_in_english_and_russian(page, base_url, page_log):
    started = time.monotonic()
    english = english_templates()
    page.goto(base_url)
    loaded = page.evaluate(LOAD_EVERY_GAME)
    russian = loaded["ru"]

    # Every game of the page has its sentences in the engine, and every sentence a Russian template,
    # registered in the page (not merely written in a strings.js).
    assert {game_of(k) for k in english} - {"engine", "api"} == set(loaded["games"])
    missing = sorted(set(english) - set(russian))
    assert not missing, f"{len(missing)} engine sentences have no Russian template in the page: {missing}"
    stale = sorted(k for k in russian if (k[:-4] if k.endswith(".you") else k) not in english)
    assert not stale, f"the page has Russian templates for sentences the engine never says: {stale}"

    cases = {}
    for key, template in english.items():
        used = names(template) | names(russian[key]) | names(russian.get(f"{key}.you", ""))
        cases[key] = [sample(key, used, k) for k in COUNTS]
    # The page gets a game's English templates from the engine's `words` op; the engine's own
    # sentences (engine.*, api.*) it never writes again in English.
    by_game = {}
    for key, template in english.items():
        if game_of(key) not in ("engine", "api"):
            by_game.setdefault(game_of(key), {})[key] = template
    out = page.evaluate(RENDER, {"english": by_game, "cases": cases, "missing": MISSING})

    problems = []
    for key, variants in cases.items():
        template = english[key]
        for i, values in enumerate(variants):
            en_engine = words.render(template, dict(values))
            ru = out["ru"][key][i]
            where = f"{key} (values {COUNTS[i]})"
            if russian[key] == "":
                # An empty template (an English ordinal's ending, "nothing more happened"): said.js keeps
                # the fallback, which is '' for the nested sentences these are.
                assert ru in ("", MISSING), (key, ru)
                continue
            if ru == MISSING:
                problems.append(f"{where}: no Russian in the page")
                continue
            if raw_ids_shown(key, russian[key], ru):
                problems.append(f"{where}: Russian shows an id its game should name: {ru!r}")
            if LEFTOVER.search(ru):
                problems.append(f"{where}: Russian left a placeholder: {ru!r}")
            if (ru.count("{"), ru.count("}")) != (en_engine.count("{"), en_engine.count("}")):
                problems.append(f"{where}: Russian braces differ from the English {en_engine!r}: {ru!r}")
            if LATIN_WORD.search(en_engine) and not CYRILLIC.search(ru) and ru.strip():
                problems.append(f"{where}: Russian is not Russian: {ru!r} (English {en_engine!r})")
            if DOUBLED_NAME.search(ru):
                problems.append(f"{where}: the player's name after the word игрок: {ru!r}")
            if key in out["you"] and (out["you"][key][i] == MISSING or LEFTOVER.search(out["you"][key][i])):
                problems.append(f"{where}: the Russian for You: {out['you'][key][i]!r}")
            if game_of(key) in ("engine", "api"):
                continue
            en_page = out["en"][key][i]
            if PYTHON_ONLY.search(template):
                # said.js fills {name} and counts only: such a sentence must never be written again by
                # the page (it names no seat), so the engine's own English stays.
                if "name" in names(template):
                    problems.append(f"{key}: its English uses {{{{ or !r and names a seat: the page cannot write it")
            elif en_page != en_engine:
                problems.append(f"{where}: the page's English {en_page!r} is not the engine's {en_engine!r}")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)

    in_english = [k for k in cases if game_of(k) not in ("engine", "api")]
    python_only = [k for k in in_english if PYTHON_ONLY.search(english[k])]
    print(f"\n{len(cases)} ids written in Russian and {len(in_english) - len(python_only)} in English as the "
          f"engine writes them ({len(python_only)} more keep the engine's English), {len(COUNTS)} values each, "
          f"in {time.monotonic() - started:.1f} s")
    page_log.assert_clean()


# ---------------------------------------------------------------- the UI's counted phrases

# Placeholders that name a player (the rest are filled with numbers); "target" names one in some
# strings and is a number in others ("5 of 30 points"), so it is filled both ways.
PLAYER_VALUES = {"name", "names", "who", "other", "seat"}
MAYBE_PLAYER = {"target"}
COUNTED_UI = """async ({ counts, players, maybe, person }) => {
  const at = (path) => new URL(path, document.baseURI).href;
  const [{ games, cardFor }, i18n] = await Promise.all([import(at('games/registry.js')), import(at('i18n.js'))]);
  for (const id of Object.keys(games)) {
    await games[id].renderer();
    await cardFor(id);
  }
  await import(at('shell/remote/strings.js')); // play on several devices: loaded when used
  const FORM = /\\.(one|few|many|other)$/;
  const PLACEHOLDER = /\\{(\\w+)(?::(?:[^{}]|\\{\\w+\\})*)?\\}/g;
  const write = (lang, base, forms, names, n, people) => {
    const vars = Object.fromEntries([...names].map((x) => [x, people.includes(x) ? person[lang] : n]));
    return forms.length ? i18n.tnIn(lang, base, n, vars) : i18n.tIn(lang, base, vars);
  };
  const out = {};
  for (const lang of ['en', 'ru']) {
    out[lang] = {};
    const all = i18n.stringKeys(lang);
    const bases = new Set([...all, ...i18n.stringKeys('en')].map((k) => k.replace(FORM, '')));
    for (const base of bases) {
      const forms = ['one', 'few', 'many', 'other'].filter((f) => all.includes(`${base}.${f}`));
      // The raw strings (nothing to fill yet) give the placeholders' names.
      const raw = [base, ...forms.map((f) => `${base}.${f}`)].map((k) => i18n.tIn(lang, k));
      const names = new Set(raw.flatMap((s) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1])));
      if (!names.size) continue;
      out[lang][base] = {
        raw: all.includes(base) ? raw[0] : null,
        plural: forms.length > 0,
        shown: counts.map((n) => write(lang, base, forms, names, n, players)),
        named: counts.map((n) => write(lang, base, forms, names, n, [...players, ...maybe])),
      };
    }
  }
  return out;
}"""
UI_COUNTS = (1, 2, 5, 21)  # Russian one / few / many / one again
PERSON = {"en": "Player 2", "ru": "Игрок 2"}  # a seat's default name
# English: a count of 1 before a plural noun ("1 cards"); words after a number that are not nouns.
ONE_PLURAL = re.compile(r"(?<![\d.,−+-])1 ([a-z]+s)\b")
NOT_NOUNS = {"is", "was", "has", "this"}
# Strings whose number-looking placeholder before a noun is a word ("{tyre} tyres", "{colour} жетон").
NOT_COUNTS = {"formulad.tyresNow", "kikai.playPair", "watergate.askFor", "pandarei.last"}
# Russian: a number written by hand before a counted noun (the noun then cannot agree with it).
RU_BY_HAND = re.compile(r"\{\w+\} (карт[аы]?|очк(?:о|а|ов)|мест[а]?|жетон(?:а|ов)?|раунд(?:а|ов)?|ход(?:а|ов)?|фанат(?:а|ов)?"
                        r"|раздатчик(?:а|ов)?|клет(?:ка|ки|ок)|круг(?:а|ов)?|игрок(?:а|ов)?|бот(?:а|ов)?|русал(?:ка|ки|ок)"
                        r"|сет(?:а|ов)?|секунд[аы]?)\b")


def test_the_ui_writes_every_count_in_its_plural_form(page, base_url, page_log):
    """Every UI string with a number, in both languages (the shell's and every game's): English never
    says "1 cards", Russian never puts a number before a noun that cannot agree with it, and a seat's
    default name ("Игрок 2") never follows the word "игрок" ("Ход игрока Игрок 2")."""
    page.goto(base_url)
    out = page.evaluate(COUNTED_UI, {"counts": list(UI_COUNTS), "players": sorted(PLAYER_VALUES),
                                        "maybe": sorted(MAYBE_PLAYER), "person": PERSON})
    problems = []
    for key, s in out["en"].items():
        if key in NOT_COUNTS:
            continue
        one = s["shown"][0]
        if any(word not in NOT_NOUNS for word in ONE_PLURAL.findall(one)):
            problems.append(f"en {key}: {one!r}")
    for key, s in out["ru"].items():
        if s["raw"] and not s["plural"] and key not in NOT_COUNTS and RU_BY_HAND.search(s["raw"]):
            problems.append(f"ru {key}: a number by hand before a noun: {s['raw']!r}")
        for shown in s["named"]:
            if DOUBLED_NAME.search(shown):
                problems.append(f"ru {key}: {shown!r}")
                break
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)

    # A few as a player reads them: the forms Intl.PluralRules chooses.
    def shown(lang, key):
        return out[lang][key]["shown"]
    assert shown("en", "watergate.handSize") == [
        "1 card in hand, 1 in the deck", "2 cards in hand, 2 in the deck", "5 cards in hand, 5 in the deck",
        "21 cards in hand, 21 in the deck"]
    assert shown("ru", "watergate.handSize") == [
        "1 карта в руке, в колоде: 1", "2 карты в руке, в колоде: 2", "5 карт в руке, в колоде: 5",
        "21 карта в руке, в колоде: 21"]
    assert shown("ru", "kikai.sumDeploy")[:3] == [
        "Разместить: 1 место для первого раздатчика", "Разместить: 2 места для первого раздатчика",
        "Разместить: 5 мест для первого раздатчика"]
    assert shown("ru", "setline.ex.title")[0].endswith("Стоит 1 очко.")
    assert shown("ru", "seasaltpaper.scoreOf") == ["1 из 1 очка", "2 из 2 очков", "5 из 5 очков", "21 из 21 очка"]
    assert shown("en", "pandarei.tag.gain")[:2] == ["1 pt", "2 pts"]
    assert shown("ru", "pandarei.guide.wait")[0] == "Ходит Игрок 2."
    assert shown("en", "kikai.guide.billboard")[0][0].isupper()
    page_log.assert_clean()


# ---------------------------------------------------------------- two tables in Russian

# Every toast the page shows (they go after a few seconds), for a check after the moves.
COLLECT_TOASTS = """() => {
  window.__toasts = [];
  new MutationObserver((changes) => {
    for (const c of changes) for (const n of c.addedNodes) {
      if (n.nodeType === 1 && n.matches('.toast')) window.__toasts.push(n.textContent);
    }
  }).observe(document.body, { childList: true, subtree: true });
}"""
ENGLISH_LOG = re.compile(r"\b(Car|Player|plays?|played|takes?|took|drives|gear|shows|die|wins|spaces?)\b")


def play_until(page, entries: int) -> None:
    """Play the first legal move on the human's turns until the log holds `entries` lines."""
    while page.locator(".log-entry").count() < entries:
        page.wait_for_function("document.body.dataset.turnOf === 'human' || document.body.dataset.phase === 'over'",
                               timeout=60_000)
        if page.locator(".log-entry").count() >= entries or page.evaluate("document.body.dataset.phase") == "over":
            break
        move = page.evaluate("window.tabletop.legalMoves()")[0]
        page.evaluate("(m) => window.tabletop.play(m)", move)


def russian_log(page) -> list[str]:
    lines = page.locator(".log-text").all_inner_texts()
    assert lines
    for line in lines:
        assert CYRILLIC.search(line) and not ENGLISH_LOG.search(line), line
    return lines


def refused_in_russian(page, move: dict) -> str:
    """An illegal move on the human's turn: the engine refuses it, the page says why in Russian (a toast)."""
    page.wait_for_function("document.body.dataset.turnOf === 'human'", timeout=60_000)
    err = page.evaluate("(m) => window.tabletop.play(m).then(() => null, (e) => e.message)", move)
    assert err, "the move was not refused"
    toast = page.locator(".toast-error").last
    expect(toast).to_be_visible()
    text = toast.inner_text()
    assert CYRILLIC.search(text) and text != err and "{" not in text, (text, err)
    return text


def test_formula_d_and_panda_rei_speak_russian_on_a_russian_page(page, base_url, page_log, screenshot):
    """Their logs, dice and refusals were English on a Russian page (their strings.js registered no
    template): a race and a game of Panda Rei against bots, in Russian."""
    open_in(page, base_url, "ru", "?game=formulad&players=3&seats=human,bot:greedy,bot:greedy&seed=3&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    page.evaluate(COLLECT_TOASTS)
    play_until(page, 8)
    lines = russian_log(page)
    assert any("кубике выпало" in line for line in lines), lines
    assert any(line.startswith("Машина ") for line in lines), lines
    # The dice the table shows to everyone: "Машина 2: красный кубик — выпало 8 (ход)".
    toasts = page.evaluate("window.__toasts")
    assert any(re.fullmatch(r"Машина \d: \w+ кубик — выпало \d+ \(ход\)", t) for t in toasts), toasts
    assert "передач" in refused_in_russian(page, {"gear": 9})
    screenshot("formulad-ru")

    open_in(page, base_url, "ru", "?game=pandarei&players=3&seats=human,bot:greedy,bot:greedy&seed=3&botDelay=0")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    play_until(page, 8)
    lines = russian_log(page)
    assert any(re.match(r"Игрок \d (играет|берёт) ", line) for line in lines), lines
    page.wait_for_function("document.body.dataset.turnOf === 'human'", timeout=60_000)
    hand = page.evaluate("window.tabletop.view(0)")["hand"]
    missing = next(a for a in ("rabbit", "bear", "giraffe", "owl", "cat", "fox", "lion", "pig", "panda", "monkey")
                   if a not in hand)
    assert "На руке нет карты" in refused_in_russian(page, {"play": missing})
    screenshot("pandarei-ru")
    page_log.assert_clean()
