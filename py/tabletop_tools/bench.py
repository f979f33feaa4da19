"""Benchmarks that print figures (``python3 -m tabletop_tools bench``, from py/); never timed tests.

Figures: random playouts per second per game and mode, each bot level's mean and worst move time,
bot strength (win rates over seeded 2-player games with seats swapped, with a 95 % Wilson interval;
Quibbles also at 3 and 5 players, one bot against the others; Sea Salt & Paper also at 4 players, two
against two; Watergate by side, against the baseline of equal bots), and the Betta solo score of each
bot with the employee reviews it earned.
"""

import json
import math
import sys
import time

from tabletop import engine

PLAYOUT_MODES = [
    ("betta", {"mode": "staff", "players": 2}, "Betta 2p"),
    ("betta", {"mode": "staff", "players": 4}, "Betta 4p"),
    ("betta", {"mode": "betty", "players": 5}, "Betta Betty 5p"),
    ("betta", {"mode": "solo", "players": 1}, "Betta solo"),
    ("setline", {"timed": False}, "Set Line"),
    ("quibbles", {"players": 2}, "Quibbles 2p"),
    ("quibbles", {"players": 5, "sevens": True, "zeros": True}, "Quibbles 5p, both exp."),
    ("seasaltpaper", {"players": 2}, "Sea Salt 2p"),
    ("seasaltpaper", {"players": 4, "extra_salt": True, "extra_pepper": True}, "Sea Salt 4p, both exp."),
    ("pandarei", {"players": 2}, "Panda Rei 2p"),
    ("pandarei", {"players": 5}, "Panda Rei 5p"),
    ("formulad", {"mode": "basic", "players": 4, "laps": 1}, "Formula D 4p"),
    ("formulad", {"mode": "advanced", "players": 10, "laps": 3}, "Formula D 10p, 3 laps"),
    ("watergate", {"mode": "standard", "players": 2}, "Watergate"),
    ("kikai", {"mode": "standard"}, "KIKAI"),
    ("kikai", {"mode": "advanced"}, "KIKAI advanced"),
    ("cathood", {"mode": "standard", "players": 2}, "Cathood 2p"),
    ("cathood", {"mode": "standard", "players": 4}, "Cathood 4p"),
    ("awkwardguests", {"players": 3, "level": "easy"}, "Awkward Guests 3p"),
    ("awkwardguests", {"players": 8, "level": "very_hard"}, "Awkward Guests 8p, very hard"),
    ("galacticcruise", {"players": 2}, "Galactic Cruise 2p"),
    ("galacticcruise", {"players": 4}, "Galactic Cruise 4p"),
]
QUIBBLES_PLAYERS = (2, 3, 5)
SEASALTPAPER_DUELS = [("hard", "greedy", 2, {}), ("hard", "greedy", 4, {}),
                      ("hard", "greedy", 2, {"extra_salt": True, "extra_pepper": True}),
                      ("greedy", "random", 2, {})]
PANDAREI_DUELS = [("hard", "greedy", 2, {}), ("hard", "greedy", 3, {}), ("hard", "greedy", 5, {}),
                  ("greedy", "random", 3, {})]
FORMULAD_DUELS = [("hard", "greedy", 4, {"mode": "basic", "laps": 2}), ("hard", "greedy", 4, {"mode": "advanced", "laps": 2}),
                  ("hard", "greedy", 10, {"mode": "basic", "laps": 2})]
KIKAI_DUELS = [("hard", "greedy", {"mode": "standard"}), ("hard", "greedy", {"mode": "advanced"}),
               ("greedy", "random", {"mode": "standard"})]
CATHOOD_DUELS = [("hard", "greedy", 2, {}), ("hard", "greedy", 3, {})]
AWKWARDGUESTS_DUELS = [("hard", "greedy", 3, {"level": "easy"}), ("hard", "greedy", 3, {"level": "very_hard"})]
# a Galactic Cruise game is ~30 rounds: one line here; 3 and 4 players in tabletop_tools.balance.galacticcruise
GALACTICCRUISE_DUELS = [("hard", "greedy", 2, {})]
SIDES = ("the Editor", "Nixon")  # Watergate's seats


class Progress:
    """A one-line progress bar on stderr (quiet when stderr is not a terminal)."""

    def __init__(self, label: str, total: int):
        self.label, self.total, self.done = label, total, 0
        self.live = sys.stderr.isatty()

    def step(self, n: int = 1):
        self.done += n
        if self.live:
            filled = int(30 * self.done / max(self.total, 1))
            sys.stderr.write(f"\r{self.label:<28} [{'#' * filled}{'.' * (30 - filled)}] {self.done}/{self.total}")
            sys.stderr.flush()

    def close(self):
        if self.live:
            sys.stderr.write("\r" + " " * 80 + "\r")


def random_playouts(game: str, options: dict, seconds: float = 2.0) -> dict:
    """Random games to the end through the contract (setup, legal_moves, play) for about ``seconds``."""
    from tabletop import rng
    mod = engine.rules(game)
    games = moves = 0
    r = 12345
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = mod.setup(options, games)
        while mod.to_move(state) is not None:
            legal = mod.legal_moves(state)
            r, i = rng.below(r, len(legal))
            state = mod.play(state, legal[i])
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"games_per_s": games / elapsed, "moves_per_s": moves / elapsed, "games": games}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def duel(a: str, b: str, games: int, progress: Progress, times: dict) -> dict:
    """``a`` against ``b`` in 2-player Betta, seats swapped every game; a shared win counts half."""
    mod = engine.rules("betta")
    score = 0.0
    for g in range(games):
        seats = (a, b) if g % 2 == 0 else (b, a)
        state = mod.setup({"mode": "staff", "players": 2}, 1000 + g)
        i = 0
        while mod.to_move(state) is not None:
            seat = mod.to_move(state)
            bot = seats[seat]
            t = time.perf_counter()
            move = engine.bot("betta", bot)(mod, mod.view(state, seat), i)
            took = time.perf_counter() - t
            times.setdefault(bot, []).append(took)
            times.setdefault(f"{bot} (2p)", []).append(took)
            state = mod.play(state, move)
            i += 1
        winners = mod.result(state)["winners"]
        a_seat = 0 if g % 2 == 0 else 1
        if a_seat in winners:
            score += 1 / len(winners)
        progress.step()
    low, high = wilson(score, games)
    return {"a": a, "b": b, "games": games, "a_score": score, "rate": score / games, "ci95": [low, high]}


def quibbles_duel(a: str, b: str, players: int, games: int, progress: Progress, times: dict) -> dict:
    """One ``a`` against ``players - 1`` of ``b`` in Quibbles, ``a``'s seat moving round the table
    game by game (at 2 players: seats swapped); a shared win counts its share. The figure to compare
    with is ``a``'s fair share, 1 / players."""
    mod = engine.rules("quibbles")
    score, rounds = 0.0, []
    for g in range(games):
        a_seat = g % players
        seats = [b] * players
        seats[a_seat] = a
        state = mod.setup({"players": players}, 3000 + g)
        i = 0
        while mod.to_move(state) is not None:
            seat = mod.to_move(state)
            bot = seats[seat]
            t = time.perf_counter()
            move = engine.bot("quibbles", bot)(mod, mod.view(state, seat), i)
            took = time.perf_counter() - t
            times.setdefault(f"quibbles {bot}", []).append(took)
            times.setdefault(f"quibbles {bot} ({players}p)", []).append(took)
            state = mod.play(state, move)
            i += 1
        res = mod.result(state)
        if a_seat in res["winners"]:
            score += 1 / len(res["winners"])
        rounds.append(res["rounds"])
        progress.step()
    low, high = wilson(score, games)
    return {"a": a, "b": b, "players": players, "games": games, "a_score": score, "rate": score / games,
            "ci95": [low, high], "fair": 1 / players, "mean_rounds": sum(rounds) / games, "max_rounds": max(rounds)}


def table_duel(game: str, a: str, b: str, players: int, games: int, progress: Progress, times: dict,
               options: dict = None, first_seed: int = 9000) -> dict:
    """``a`` against ``b`` in a card game of several players (Sea Salt & Paper, Panda Rei): at 2
    players seats swapped every game, at 4 two of each in alternate seats (``a`` on the even seats one
    game, the odd ones the next), else one ``a`` whose seat moves round the table; a shared win counts
    its share. ``a``'s fair share is its seats / players. ``ahead`` is the share of pairs (an ``a`` seat, a
    ``b`` seat) of every game where ``a`` scored more (a tie counts a half): 50 % is as strong as ``b``."""
    mod = engine.rules(game)
    options = dict(options or {})
    score, rounds, ahead, pairs = 0.0, [], 0.0, 0
    for g in range(games):
        if players % 2 == 0:
            a_seats = [s for s in range(players) if (s + g) % 2 == 0]
        else:
            a_seats = [g % players]
        state = mod.setup(dict(options, players=players), first_seed + g)
        i = 0
        while mod.to_move(state) is not None:
            seat = mod.to_move(state)
            bot = a if seat in a_seats else b
            t = time.perf_counter()
            move = engine.bot(game, bot)(mod, mod.view(state, seat), i)
            took = time.perf_counter() - t
            times.setdefault(f"{game} {bot}", []).append(took)
            times.setdefault(f"{game} {bot} ({players}p)", []).append(took)
            state = mod.play(state, move)
            i += 1
        res = mod.result(state)
        score += sum(1 for w in res["winners"] if w in a_seats) / max(1, len(res["winners"]))  # nobody won: 0
        for x in a_seats:
            for y in (s for s in range(players) if s not in a_seats):
                sx, sy = res["scores"][x], res["scores"][y]
                ahead += 1.0 if sx > sy else 0.5 if sx == sy else 0.0
                pairs += 1
        r = res.get("rounds", state.get("round"))
        rounds.append(len(r) if isinstance(r, list) else r)  # a list of rounds, or their number
        progress.step()
    low, high = wilson(score, games)
    fair = (players // 2 if players % 2 == 0 else 1) / players
    return {"a": a, "b": b, "players": players, "options": options, "games": games, "a_score": score,
            "rate": score / games, "ci95": [low, high], "fair": fair, "ahead": ahead / pairs, "mean_rounds": sum(rounds) / games,
            "max_rounds": max(rounds)}


def table_duels(game: str, duels: list, games: int, times: dict, out, first_seed: int) -> list:
    """``table_duel`` for each ``(a, b, players, options)`` of ``duels``, a line printed each."""
    report = []
    for a, b, players, options in duels:
        p = Progress(f"{game} {a} vs {b} {players}p", games)
        d = table_duel(game, a, b, players, games, p, times, options, first_seed=first_seed)
        p.close()
        report.append(d)
        others = f"{a} vs {b}" if players == 2 else f"{a} vs {players - 1} {b}"
        print(f"  {others:<20} at {players}p  {100 * d['rate']:5.1f} %  (95 % CI "
              f"{100 * d['ci95'][0]:.1f}–{100 * d['ci95'][1]:.1f} %; fair share {100 * d['fair']:.0f} %)  "
              f"ahead of {b} {100 * d['ahead']:.0f} %  rounds: mean {d['mean_rounds']:.1f}", file=out)
    return report


def side_duel(game: str, a: str, b: str, games: int, progress: Progress, times: dict, first_seed: int = 16000) -> dict:
    """``a`` against ``b`` in a game of two unlike sides (Watergate): every seed played with ``a`` on
    each side, and once with ``b`` on both (the baseline: how often each side wins between equals).
    ``by_side[k]`` is ``a``'s win rate on side k; a draw counts a half."""
    mod = engine.rules(game)
    won = [0.0, 0.0]
    base = 0.0
    for g in range(games):
        for bots in ((a, b), (b, a), (b, b)):
            state = mod.setup({}, first_seed + g)
            i = 0
            while mod.to_move(state) is not None:
                seat = mod.to_move(state)
                t = time.perf_counter()
                move = engine.bot(game, bots[seat])(mod, mod.view(state, seat), i)
                took = time.perf_counter() - t
                times.setdefault(f"{game} {bots[seat]}", []).append(took)
                state = mod.play(state, move)
                i += 1
            winners = mod.result(state)["winners"]
            share = [1.0 / len(winners) if s in winners else 0.0 for s in (0, 1)]
            if bots == (b, b):
                base += share[0]
            else:
                side = bots.index(a)
                won[side] += share[side]
        progress.step()
    return {"a": a, "b": b, "games": games, "by_side": [w / games for w in won],
            "ci95": [list(wilson(w, games)) for w in won], "baseline_side0": base / games}


def solo(bot: str, games: int, progress: Progress, times: dict) -> dict:
    mod = engine.rules("betta")
    scores, reviews = [], {}
    for g in range(games):
        state = mod.setup({"mode": "solo", "players": 1}, 5000 + g)
        i = 0
        while mod.to_move(state) is not None:
            t = time.perf_counter()
            move = engine.bot("betta", bot)(mod, mod.view(state, 0), i)
            took = time.perf_counter() - t
            times.setdefault(bot, []).append(took)
            times.setdefault(f"{bot} (solo)", []).append(took)
            state = mod.play(state, move)
            i += 1
        res = mod.result(state)
        scores.append(res["scores"][0])
        reviews[res["review"]] = reviews.get(res["review"], 0) + 1
        progress.step()
    mean = sum(scores) / games
    sd = math.sqrt(sum((x - mean) ** 2 for x in scores) / (games - 1)) if games > 1 else 0.0
    half = 1.96 * sd / math.sqrt(games)
    return {"bot": bot, "games": games, "mean": mean, "ci95": [mean - half, mean + half],
            "min": min(scores), "max": max(scores), "reviews": reviews, "scores": scores}


def seeing_the_deck(seed: int, width: int) -> tuple:
    """A reference for the solo figures, not a bot: a player who knows the whole solo deck in order.
    A beam search keeps the ``width`` best positions each turn, ranked by the solo plan's value with
    the cards to come known exactly. Returns ``(score, moves)``: a score such a player can reach (a
    lower bound of their best: wider beams find more) and the moves that reach it, each as
    ``(card, rotation, display)`` with the display given by its ``solo.display_code`` (positions
    that differ only in the order of the displays are one)."""
    from tabletop.games.betta import plan, rules, solo
    state = rules.setup({"mode": "solo", "players": 1}, seed)
    table = solo.Table(tuple(state["patterns"]))
    order = state["hands"][0] + state["decks"][0]
    beam = {((0, 0, 0), tuple(sorted(order[:3]))): (0, ())}
    best = (0, ())
    for turn in range(len(order)):
        drawn = order[turn + 3] if turn + 3 < len(order) else None
        grown = {}
        for (codes, hand), (score, moves) in beam.items():
            here = solo.Position(list(codes), list(hand), [], [drawn] if drawn else [], score)
            for card, d, p in here.moves():
                after = here.play(table, card, d, p)
                line = moves + ((card, p.rotation, codes[d]),)
                if after.over():
                    best = max(best, (after.final(), line), key=lambda b: b[0])
                    continue
                key = (tuple(sorted(after.codes)), tuple(sorted(after.hand)))
                if key not in grown or grown[key][0] < after.score:
                    grown[key] = (after.score, line)
        if not grown:
            break
        to_come = order[turn + 4:]

        def rank(item):
            (codes, hand), (score, _) = item
            sup = [0.0] * 4
            for card in hand + tuple(to_come):
                sup[solo.CARD_OWN[card]] += 2
                sup[solo.CARD_ODD[card]] += plan.PARAMS["odd"]
            return plan.value(solo.Position(list(codes), list(hand), [], to_come, score), sup)

        beam = dict(sorted(grown.items(), key=rank, reverse=True)[:width])
    return best


SOLVER_MEAN_BEFORE_11 = 4170  # measured by this bench when the build list still missed builds


def setline_solver(games: int, progress: Progress, times: dict) -> dict:
    """The Set Line solver (its hard bot) over seeded untimed games."""
    from tabletop.api import bot_move
    scores, sets = [], []
    for g in range(games):
        game = engine.new_game("setline", {"timed": False}, 7000 + g)
        i = 0
        while engine.to_move(game) is not None:
            t = time.perf_counter()
            move = bot_move(game, "hard", i)
            took = time.perf_counter() - t
            times.setdefault("setline solver", []).append(took)
            if not any(game["state"]["board"]) and "place" in move:  # a first turn's build, full hand
                times.setdefault("setline solver (first build)", []).append(took)
            game = engine.play(game, move)
            i += 1
        res = engine.result(game)
        scores.append(res["scores"][0])
        sets.append(res["sets"])
        progress.step()
    return {"games": games, "mean": sum(scores) / games, "min": min(scores), "max": max(scores),
            "mean_sets": sum(sets) / games}


def run(games: int = 40, seconds: float = 2.0, out=sys.stdout, rounds: int = 3, ceiling: int = 10,
        ceiling_width: int = 2000, quibbles_games: int = None, seasaltpaper_games: int = None,
        pandarei_games: int = None, formulad_games: int = None, watergate_games: int = None,
        kikai_games: int = None, cathood_games: int = None, awkwardguests_games: int = None,
        galacticcruise_games: int = None) -> dict:
    quibbles_games = quibbles_games or 5 * games
    seasaltpaper_games = seasaltpaper_games or 2 * games
    pandarei_games = pandarei_games or 2 * games
    formulad_games = formulad_games or max(2, games // 2)
    watergate_games = watergate_games or max(2, games // 2)
    kikai_games = kikai_games or games
    cathood_games = cathood_games or max(1, games // 4)
    awkwardguests_games = awkwardguests_games or games
    galacticcruise_games = galacticcruise_games or max(1, games // 4)
    report = {"playouts": {}, "duels": [], "solo": [], "move_times": {}}
    # Rounds go through every mode in turn and each mode keeps its best window, so a burst of other
    # work on the machine spoils one window rather than one mode's figure (as timeit keeps its best).
    print(f"Random playouts (CPython, best of {rounds} interleaved {seconds:g} s windows)", file=out)
    for _ in range(rounds):
        for game, options, label in PLAYOUT_MODES:
            fig = random_playouts(game, options, seconds)
            if label not in report["playouts"] or fig["games_per_s"] > report["playouts"][label]["games_per_s"]:
                report["playouts"][label] = fig
    for game, options, label in PLAYOUT_MODES:
        fig = report["playouts"][label]
        print(f"  {label:<18} {fig['games_per_s']:>9.0f} games/s {fig['moves_per_s']:>10.0f} moves/s", file=out)
    times = {}
    print(f"\nStrength: win rate over {games} seeded 2-player Betta games, seats swapped", file=out)
    for a, b in (("hard", "greedy"), ("greedy", "random")):
        p = Progress(f"{a} vs {b}", games)
        d = duel(a, b, games, p, times)
        p.close()
        report["duels"].append(d)
        print(f"  {a:>6} vs {b:<6} {100 * d['rate']:5.1f} %  (95 % CI {100 * d['ci95'][0]:.1f}–"
              f"{100 * d['ci95'][1]:.1f} %)", file=out)
    print(f"\nBetta solo over {games} seeds", file=out)
    for bot in ("random", "greedy", "hard"):
        p = Progress(f"solo {bot}", games)
        s = solo(bot, games, p, times)
        p.close()
        report["solo"].append(s)
        reviews = ", ".join(f"{k} {v}" for k, v in sorted(s["reviews"].items(), key=lambda kv: -kv[1]))
        print(f"  {bot:<7} mean {s['mean']:6.1f} (95 % CI {s['ci95'][0]:.1f}–{s['ci95'][1]:.1f})  min {s['min']:3d}  max {s['max']:3d}   {reviews}", file=out)
    ceiling = min(ceiling, games)
    if ceiling:
        p = Progress("solo, seeing the deck", ceiling)
        seen = []
        for g in range(ceiling):
            seen.append(seeing_the_deck(5000 + g, ceiling_width)[0])
            p.step()
        p.close()
        hard = next(s for s in report["solo"] if s["bot"] == "hard")
        report["solo_seeing_the_deck"] = {"games": ceiling, "width": ceiling_width, "mean": sum(seen) / ceiling,
                                          "scores": seen, "hard_same_seeds": hard["scores"][:ceiling]}
        print(f"  seeing the deck order (a beam of {ceiling_width}, a reference, not a bot): mean "
              f"{sum(seen) / ceiling:6.1f} over the first {ceiling} seeds (hard there: "
              f"{sum(hard['scores'][:ceiling]) / min(ceiling, games):.1f})", file=out)
    p = Progress("setline solver", games)
    sl = setline_solver(games, p, times)
    p.close()
    report["setline"] = sl
    print(f"\nSet Line solver over {games} seeds, untimed", file=out)
    print(f"  mean {sl['mean']:7.1f}  min {sl['min']}  max {sl['max']}  sets a game {sl['mean_sets']:.1f}"
          f"  (before legal_moves listed every build, issue #11: mean {SOLVER_MEAN_BEFORE_11:,} over 40 seeds)", file=out)
    print(f"\nQuibbles strength over {quibbles_games} seeded games a line (one bot against the others; "
          "its seat moves round the table)", file=out)
    report["quibbles"] = []
    for a, b, players in [("hard", "greedy", n) for n in QUIBBLES_PLAYERS] + [("greedy", "random", 2)]:
        p = Progress(f"quibbles {a} vs {b} {players}p", quibbles_games)
        d = quibbles_duel(a, b, players, quibbles_games, p, times)
        p.close()
        report["quibbles"].append(d)
        print(f"  {a:>6} vs {players - 1} {b:<6} at {players}p  {100 * d['rate']:5.1f} %  (95 % CI "
              f"{100 * d['ci95'][0]:.1f}–{100 * d['ci95'][1]:.1f} %; fair share {100 * d['fair']:.0f} %)  "
              f"rounds: mean {d['mean_rounds']:.1f}, longest {d['max_rounds']}", file=out)
    print(f"\nSea Salt & Paper strength over {seasaltpaper_games} seeded games a line (2 players: seats swapped; "
          "4 players: two of each, seats alternating)", file=out)
    report["seasaltpaper"] = []
    for a, b, players, options in SEASALTPAPER_DUELS:
        label = " +salt +pepper" if options else ""
        p = Progress(f"seasaltpaper {a} vs {b} {players}p{label}", seasaltpaper_games)
        d = table_duel("seasaltpaper", a, b, players, seasaltpaper_games, p, times, options)
        p.close()
        report["seasaltpaper"].append(d)
        others = f"{players // 2} {a} vs {players // 2} {b}" if players % 2 == 0 else f"{a} vs {players - 1} {b}"
        print(f"  {others:<20} at {players}p{label:<14} {100 * d['rate']:5.1f} %  (95 % CI "
              f"{100 * d['ci95'][0]:.1f}–{100 * d['ci95'][1]:.1f} %; fair share {100 * d['fair']:.0f} %)  "
              f"ahead of {b} {100 * d['ahead']:.0f} %  rounds: mean {d['mean_rounds']:.1f}, longest {d['max_rounds']}",
              file=out)
    print(f"\nPanda Rei strength over {pandarei_games} seeded games a line (2 players: seats swapped; "
          "else one bot against the others, its seat moving round the table)", file=out)
    report["pandarei"] = table_duels("pandarei", PANDAREI_DUELS, pandarei_games, times, out, first_seed=12000)
    print("  (ahead: the share of pairs of a seat of each bot, game by game, where the first scored more)", file=out)
    print(f"\nFormula D strength over {formulad_games} seeded races a line (half the cars each bot, seats "
          "alternating)", file=out)
    report["formulad"] = []
    for a, b, players, options in FORMULAD_DUELS:
        p = Progress(f"formulad {a} vs {b} {players}p", formulad_games)
        d = table_duel("formulad", a, b, players, formulad_games, p, times, options, first_seed=14000)
        p.close()
        report["formulad"].append(d)
        label = f"{options['mode']}, {options['laps']} laps"
        print(f"  {players // 2} {a} vs {players // 2} {b:<8} at {players}p ({label})  wins {100 * d['rate']:5.1f} %  "
              f"(fair share {100 * d['fair']:.0f} %)  finished ahead of {b} {100 * d['ahead']:.0f} %", file=out)
    print(f"\nWatergate strength over {watergate_games} seeds (each bot on each side, and greedy on both for "
          "the baseline)", file=out)
    p = Progress("watergate hard vs greedy", watergate_games)
    d = side_duel("watergate", "hard", "greedy", watergate_games, p, times)
    p.close()
    report["watergate"] = d
    base = [d["baseline_side0"], 1 - d["baseline_side0"]]
    for side in (0, 1):
        low, high = d["ci95"][side]
        print(f"  hard as {SIDES[side]:<10} vs greedy  {100 * d['by_side'][side]:5.1f} %  (95 % CI {100 * low:.1f}–"
              f"{100 * high:.1f} %; greedy there against greedy {100 * base[side]:.1f} %)", file=out)
    print(f"\nKIKAI strength over {kikai_games} seeded games a line (seats swapped)", file=out)
    report["kikai"] = []
    for a, b, options in KIKAI_DUELS:
        p = Progress(f"kikai {a} vs {b} {options['mode']}", kikai_games)
        d = table_duel("kikai", a, b, 2, kikai_games, p, times, options, first_seed=16000)
        p.close()
        report["kikai"].append(d)
        print(f"  {a:>6} vs {b:<6} ({options['mode']:<8})  {100 * d['rate']:5.1f} %  (95 % CI "
              f"{100 * d['ci95'][0]:.1f}–{100 * d['ci95'][1]:.1f} %)  ahead of {b} {100 * d['ahead']:.0f} %", file=out)
    print(f"\nCathood strength over {cathood_games} seeded games a line (2 players: seats swapped; 3: one bot "
          "against the others, its seat moving round the table)", file=out)
    report["cathood"] = table_duels("cathood", CATHOOD_DUELS, cathood_games, times, out, first_seed=17000)
    print(f"\nAwkward Guests strength over {awkwardguests_games} seeded games a line (one Hard against two "
          "Medium, its seat moving round the table; rounds until the case was solved)", file=out)
    report["awkwardguests"] = table_duels("awkwardguests", AWKWARDGUESTS_DUELS, awkwardguests_games, times, out,
                                          first_seed=18000)
    print(f"\nGalactic Cruise strength over {galacticcruise_games} seeded games a line (seats swapped)", file=out)
    report["galacticcruise"] = table_duels("galacticcruise", GALACTICCRUISE_DUELS, galacticcruise_games, times, out,
                                           first_seed=19000)
    print("\nBot move time (CPython)", file=out)
    for bot, ts in times.items():
        fig = {"mean_ms": 1000 * sum(ts) / len(ts), "worst_ms": 1000 * max(ts), "moves": len(ts)}
        report["move_times"][bot] = fig
        print(f"  {bot:<30} mean {fig['mean_ms']:8.2f} ms   worst {fig['worst_ms']:8.2f} ms   ({fig['moves']} moves)",
              file=out)
    return report


def main(argv: list) -> int:
    import argparse
    parser = argparse.ArgumentParser(prog="python3 -m tabletop_tools bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per strength and solo figure (default 40)")
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="seconds per playout window; each mode keeps the best of 3 (default 2)")
    parser.add_argument("--ceiling", type=int, default=10, metavar="N",
                        help="solo seeds played seeing the deck order, a reference for the solo figures "
                             "(default 10; 0 to skip)")
    parser.add_argument("--ceiling-width", type=int, default=2000, metavar="W",
                        help="positions that reference keeps each turn (default 2000)")
    parser.add_argument("--quibbles-games", type=int, default=None, metavar="N",
                        help="games per Quibbles strength line (default 5 × --games)")
    parser.add_argument("--seasaltpaper-games", type=int, default=None, metavar="N",
                        help="games per Sea Salt & Paper strength line (default 2 × --games)")
    parser.add_argument("--pandarei-games", type=int, default=None, metavar="N",
                        help="games per Panda Rei strength line (default 2 × --games)")
    parser.add_argument("--formulad-games", type=int, default=None, metavar="N",
                        help="races per Formula D strength line (default --games / 2)")
    parser.add_argument("--watergate-games", type=int, default=None, metavar="N",
                        help="seeds of the Watergate strength figure (default --games / 2)")
    parser.add_argument("--kikai-games", type=int, default=None, metavar="N",
                        help="games per KIKAI strength line (default --games)")
    parser.add_argument("--cathood-games", type=int, default=None, metavar="N",
                        help="games per Cathood strength line (default --games / 4)")
    parser.add_argument("--awkwardguests-games", type=int, default=None, metavar="N",
                        help="games per Awkward Guests strength line (default --games)")
    parser.add_argument("--galacticcruise-games", type=int, default=None, metavar="N",
                        help="games per Galactic Cruise strength line (default --games / 4)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    if args.games < 1 or args.ceiling < 0 or args.ceiling_width < 1 or (args.quibbles_games or 1) < 1 \
            or (args.seasaltpaper_games or 1) < 1 or (args.pandarei_games or 1) < 1 \
            or (args.formulad_games or 1) < 1 or (args.watergate_games or 1) < 1 or (args.kikai_games or 1) < 1 \
            or (args.cathood_games or 1) < 1 or (args.awkwardguests_games or 1) < 1 \
            or (args.galacticcruise_games or 1) < 1:
        parser.error("--games, --quibbles-games, --seasaltpaper-games, --pandarei-games, --formulad-games, "
                     "--watergate-games, --kikai-games, --cathood-games, --awkwardguests-games, --galacticcruise-games and "
                     "--ceiling-width must "
                     "be at least 1, "
                     "--ceiling at least 0")
    report = run(args.games, args.seconds, ceiling=args.ceiling, ceiling_width=args.ceiling_width,
                 quibbles_games=args.quibbles_games, seasaltpaper_games=args.seasaltpaper_games,
                 pandarei_games=args.pandarei_games, formulad_games=args.formulad_games,
                 watergate_games=args.watergate_games, kikai_games=args.kikai_games,
                 cathood_games=args.cathood_games, awkwardguests_games=args.awkwardguests_games,
                 galacticcruise_games=args.galacticcruise_games)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2)
    return 0
