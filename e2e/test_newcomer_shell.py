"""What a newcomer missed around the table (issue 29), each checked as that player would meet it.

The top bar's Rules button in the lobby (the chosen game's rules, not always Betta's); a table that
opens at its top, not at the lobby's scroll position; toasts that cover no control a turn needs; the
gallery's cards drawn at once from their static data, before the engine answers; Start in sight
once a game is chosen.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tabletop import engine
from test_betta_game import BOOT_MS, save, wait_engine

LOBBY_READY = "document.body.dataset.lobby === 'ready'"

# Whether two boxes ({x, y, width, height}) overlap by more than a pixel.
OVERLAP = """([a, b]) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1
    && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1"""

# The visible toasts and the controls they cover: any button, input or select of the page that shows
# (the board's, Undo and Take back, the Confirm bar's, the top bar's, the rules drawer's), each as
# {toast, control}. Not the tool bar's Share, Replay and Save file: no turn needs them, and on a
# phone the toasts sit over the table's head, where they are, for the few seconds they show.
COVERED = """() => {
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0
      && getComputedStyle(el).visibility !== 'hidden'; };
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const toasts = [...document.querySelectorAll('#toasts .toast')].filter(shown);
  const controls = [...document.querySelectorAll('button, input, select, [role="button"], .drawer-panel')]
      .filter((el) => shown(el) && !el.closest('#toasts') && !['btn-share', 'btn-replay', 'btn-export'].includes(el.id));
  const found = [];
  for (const toast of toasts) {
    const tr = toast.getBoundingClientRect();
    // a toast under the drawer (no room beside it on a phone) covers nothing: it is covered
    const top = document.elementFromPoint(tr.left + tr.width / 2, tr.top + tr.height / 2);
    if (!top || !toast.contains(top)) continue;
    for (const el of controls) {
      if (overlap(tr, el.getBoundingClientRect())) {
        found.push({ toast: toast.textContent, control: el.id || el.className || el.tagName });
      }
    }
  }
  return { toasts: toasts.length, found };
}"""


def test_the_top_bars_rules_button_in_the_lobby_opens_the_chosen_games_rules(page, base_url, page_log):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(base_url)
    page.wait_for_function(LOBBY_READY, timeout=BOOT_MS)
    title = page.locator("#drawer-title")

    page.locator('.game-card[data-game="setline"]').click()
    page.locator("#btn-rules").click()
    expect(title).to_have_text("How to play: Set Line")
    save(page, "newcomer-shell-rules-setline.png")
    page.keyboard.press("Escape")
    expect(title).to_have_count(0)

    page.locator("#lobby-game").select_option("formulad")
    page.locator("#btn-rules").click()
    expect(title).to_have_text("How to play: Formula D")
    page.keyboard.press("Escape")

    # On the table it is the rules of the game on the table.
    page.goto(base_url + "?game=quibbles&seed=3&seats=human,bot")
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    page.locator("#btn-rules").click()
    expect(title).to_have_text("How to play: Quibbles")
    page_log.assert_clean()


def test_a_table_opens_at_its_top_not_at_the_lobbys_scroll_position(page, base_url, page_log):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(base_url)
    wait_engine(page)
    # Whether the lobby's scroll position survives depends on how tall the table is in the first
    # frame it shows: here the engine's first answers often come a frame after it shows (a short,
    # empty table: the browser clamps the scroll), on a fast machine in the same frame (the
    # newcomer's case). A table as tall as a drawn one from its first frame makes it certain.
    page.add_style_tag(content="#table { min-height: 3000px; }")
    start = page.locator("#start-game")
    start.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 400
    start.click()
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") == 0
    expect(page.locator("#round-counter")).to_be_in_viewport()
    save(page, "newcomer-shell-table-top-360.png")

    # A saved game, continued or replayed from the lobby's list far down the page, opens at its top too.
    # (the human's move, once it is the human's turn: the bot may open the game)
    page.wait_for_function("document.body.dataset.turnOf === 'human'", timeout=BOOT_MS)
    page.evaluate("(async () => { const t = window.tabletop; await t.play((await t.legalMoves())[0]); })()")
    page.wait_for_function("Number(document.body.dataset.moves) > 0", timeout=BOOT_MS)
    page.locator("#btn-leave").click()
    replay = page.locator('#saved-games [data-action="replay"]').first
    replay.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 400
    replay.click()
    page.wait_for_function("document.body.dataset.phase === 'replay'", timeout=BOOT_MS)
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") == 0
    save(page, "newcomer-shell-replay-top-360.png")

    page.locator("#btn-leave").click()
    go_on = page.locator('#saved-games [data-action="continue"]').first
    go_on.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 400
    go_on.click()
    page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") == 0
    page_log.assert_clean()


def toasts_cover_nothing(page, name: str) -> None:
    page.wait_for_function("document.querySelectorAll('#toasts .toast').length > 0", timeout=BOOT_MS)
    page.wait_for_timeout(400)  # the toasts have slid in
    seen = page.evaluate(COVERED)
    save(page, name)
    assert seen["toasts"] > 0
    assert seen["found"] == [], f"toasts cover controls: {seen['found']}"


def test_toasts_cover_no_control_a_turn_needs(page, base_url, page_log):
    # Formula D, one lap: the grid's rolls and "This is the last lap." are said in toasts at once.
    for width, height in ((1280, 800), (360, 740)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(base_url + "?game=formulad&seed=2&seats=human,bot&botDelay=0")
        page.wait_for_function("document.body.dataset.phase === 'table'", timeout=BOOT_MS)
        expect(page.locator(".fd-gear").first).to_be_visible(timeout=BOOT_MS)
        if width == 360:
            page.locator(".fd-gear").first.scroll_into_view_if_needed()  # a phone player at the gears
        toasts_cover_nothing(page, f"newcomer-shell-toasts-{width}.png")

        # While the rules are read, a toast covers none of them.
        page.evaluate("scrollTo(0, 0)")
        page.locator("#btn-rules").click()
        expect(page.locator(".drawer-panel")).to_be_visible()
        page.evaluate("import('./dom.js').then((m) => m.toast('A toast while the rules are open', 'info', 8000))")
        toasts_cover_nothing(page, f"newcomer-shell-toasts-rules-{width}.png")
    page_log.assert_clean()


def test_the_gallerys_cards_show_before_the_engine_answers(browser, base_url):
    # A first visit whose engine never comes: Pyodide's files do not load.
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.route("**/pyodide/**", lambda route: route.abort())
    try:
        page = context.new_page()
        page.goto(base_url)
        page.wait_for_function(LOBBY_READY, timeout=BOOT_MS)
        cards = page.locator(".game-card")
        expect(cards).to_have_count(len(engine.GAMES))
        for card in cards.all():
            expect(card.locator(".game-card-name")).not_to_be_empty()
            expect(card.locator(".game-card-pitch")).not_to_be_empty()
            expect(card.locator(".gallery-fact.players")).to_contain_text("player")
            img = card.locator(".game-card-picture img")
            expect(img).to_be_visible()
            page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=img.element_handle())
        assert page.evaluate("document.body.dataset.engine") != "ready"
        save(page, "newcomer-shell-gallery-before-engine.png")
    finally:
        context.close()


def test_start_is_in_sight_once_a_game_is_chosen(page, base_url, page_log):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(base_url)
    wait_engine(page)
    for game in ("formulad", "betta", "kikai"):
        page.evaluate("scrollTo(0, 0)")
        page.locator(f'.game-card[data-game="{game}"]').click()
        page.wait_for_timeout(900)  # the setup has scrolled into view
        expect(page.locator("#lobby-game")).to_have_value(game)
        expect(page.locator("#lobby-game")).to_be_in_viewport()
        start = page.locator("#start-game")
        box = start.bounding_box()
        assert box["y"] >= 52 and box["y"] + box["height"] <= 800, f"{game}: Start at {box}"
        # nothing covers it
        assert start.evaluate("""b => { const r = b.getBoundingClientRect();
            return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)); }""")
        save(page, f"newcomer-shell-start-{game}.png")
    page.locator("#start-game").click()
    page.wait_for_function("document.body.dataset.game === 'kikai' && document.body.dataset.phase === 'table'",
                           timeout=BOOT_MS)
    page_log.assert_clean()
