"""What every seat sees happen at once, drawn by the shell for any game (web/shell/moments.js): a
secret choice collected one seat at a time, the choices revealed together, dice shown to everyone.

No game of the table has them yet (Cathood's duels, Awkward Guests' solve-or-continue and Formula D's
dice will), so the shell's own modules are driven here with views shaped as docs/protocol.md says.
"""

from __future__ import annotations

from playwright.sync_api import expect

from test_betta_game import BOOT_MS, save, wait_engine

SETUP = """async () => {
    const { createMoments } = await import('/shell/moments.js');
    const names = ['Anna', 'Bob', 'Hard bot'];
    const moments = createMoments();
    window.__said = [];
    window.__moments = moments;
    window.__show = (view) => moments.render(view, {
        nameOf: (s) => names[s], announce: (text) => window.__said.push(text) });
    const holder = document.createElement('div');
    holder.id = 'moments-test';
    holder.append(moments.el);
    document.body.prepend(holder);
}"""


def test_a_secret_choice_says_who_has_chosen_and_the_reveal_shows_all_choices_once(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.lobby === 'ready'", timeout=BOOT_MS)
    page.evaluate(SETUP)
    el = page.locator("#moments-test .moments")

    # While choices are collected: who has chosen, never what.
    page.evaluate("__show({secret: {seats: [0, 1, 2], chosen: [0]}})")
    expect(el).to_be_visible()
    expect(el.locator('.moment-seat[data-seat="0"]')).to_have_text("Anna has chosen")
    expect(el.locator('.moment-seat[data-seat="1"]')).to_have_text("Bob is choosing")
    expect(el.locator(".moment-seat.done")).to_have_count(1)

    # All in: the choices show together, and are read out once however often the view is drawn.
    reveal = {"revealed": {"move": 3, "choices": [{"seat": 0, "text": "Rock"}, {"seat": 1, "text": "Paper"},
                                                  {"seat": 2, "text": "Paper"}]}}
    page.evaluate("(v) => { __show(v); __show(v); }", reveal)
    expect(el.locator(".moment-reveal")).to_have_text("Revealed together: Anna: Rock · Bob: Paper · Hard bot: Paper")
    expect(el.locator(".moment-secret")).to_have_count(0)
    assert page.evaluate("__said") == ["Revealed together: Anna: Rock · Bob: Paper · Hard bot: Paper"]
    # A later reveal is new.
    page.evaluate("(v) => __show(v)", {"revealed": {"move": 7, "choices": [{"seat": 1, "text": "Rock"}]}})
    assert len(page.evaluate("__said")) == 2

    # In Russian, live.
    page.locator("#lang-ru").click()
    page.wait_for_function("document.documentElement.lang === 'ru'", timeout=5_000)
    page.evaluate("__moments.relabel()")
    expect(el.locator(".moment-reveal")).to_contain_text("Открыто вместе:")

    # Nothing of it on a game that has none.
    page.evaluate("__show({secret: null})")
    expect(el).to_be_hidden()


def test_dice_are_shown_to_everyone_with_who_rolled_and_why_and_tumble_only_without_reduced_motion(page, base_url, page_log):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.lobby === 'ready'", timeout=BOOT_MS)
    page.evaluate(SETUP)
    el = page.locator("#moments-test .moments")
    roll = {"rolls": [{"move": 4, "seat": 1, "die": "the black die", "sides": 20, "face": 17, "why": "start"},
                      {"move": 4, "seat": 1, "die": "the 4th-gear die", "sides": 8, "face": 9}]}
    page.evaluate("(v) => __show(v)", roll)
    dice = el.locator(".die")
    expect(dice).to_have_count(2)
    expect(dice.first).to_have_attribute("data-face", "17")
    expect(el.locator(".moment-roll-text").first).to_have_text("Bob rolled 17 on the black die (start)")
    expect(el.locator(".moment-roll-text").nth(1)).to_have_text("Bob rolled 9 on the 4th-gear die")
    assert page.evaluate("__said") == ["Bob rolled 17 on the black die (start). Bob rolled 9 on the 4th-gear die"]
    tumble = "getComputedStyle(document.querySelector('#moments-test .die-face')).animationName"
    assert page.evaluate(tumble) == "die-tumble"
    # Fits a 360 px phone.
    page.evaluate("(v) => __show(v)", {**roll, "revealed": {"move": 4, "choices": [
        {"seat": 0, "text": "Solve"}, {"seat": 1, "text": "Continue"}, {"seat": 2, "text": "Continue"}]}})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    save(page, "moments-360.png")

    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(tumble) == "none"

    # The same roll drawn again is not read out again nor tumbles.
    page.evaluate("(v) => __show(v)", roll)
    assert len(page.evaluate("__said")) == 2  # the roll, then the reveal
    expect(el.locator(".die-fresh")).to_have_count(0)


def test_the_pass_screen_of_a_secret_choice_asks_the_others_to_look_away(page, base_url, page_log):
    page.goto(base_url)
    page.wait_for_function("document.body.dataset.lobby === 'ready'", timeout=BOOT_MS)
    page.evaluate("""async () => {
        const { showPass } = await import('/shell/overlays.js');
        showPass({name: 'Bob', label: 'Bob (Blue)', lastText: 'Anna made her secret choice.',
                  icon: document.createElement('span'), colour: 'blue', secret: true, onReveal: () => {}});
    }""")
    card = page.locator(".pass-card")
    expect(card.locator(".pass-body")).to_have_text(
        "Everyone else, look away: Bob makes a secret choice. All choices are shown together once everyone has chosen.")
    expect(page.locator("#reveal-hand")).to_have_text("I’m Bob, let me choose")
    expect(page.locator("#reveal-hand")).to_be_focused()


def test_a_game_without_secrets_or_dice_shows_no_moments_bar(page, base_url, page_log):
    page.goto(base_url + "?game=betta&mode=staff&players=2&seed=3&seats=human,bot:greedy")
    wait_engine(page)
    page.wait_for_function("document.body.dataset.turnOf === 'human'", timeout=BOOT_MS)
    expect(page.locator("#moments")).to_be_hidden()
