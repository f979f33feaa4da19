"""The benchmark command runs end to end (figures are printed, never asserted as timings)."""

import io
import json
import subprocess
import sys
from pathlib import Path

from tabletop_tools import bench

ROOT = Path(__file__).resolve().parent.parent


def test_bench_prints_every_figure_on_a_tiny_run():
    out = io.StringIO()
    report = bench.run(games=2, seconds=0.05, out=out, ceiling_width=20)
    text = out.getvalue()
    for heading in ("Random playouts", "Strength", "Betta solo", "Set Line solver", "Quibbles strength",
                    "Sea Salt & Paper strength", "Panda Rei strength", "Formula D strength", "Watergate strength", "KIKAI strength",
                    "Cathood strength", "Awkward Guests strength", "Galactic Cruise strength", "Bot move time"):
        assert heading in text
    assert set(report["playouts"]) == {label for _, _, label in bench.PLAYOUT_MODES}
    assert all(fig["games"] >= 1 for fig in report["playouts"].values())
    assert [d["games"] for d in report["duels"]] == [2, 2]
    assert {"random", "greedy", "hard", "setline solver", "quibbles hard (5p)"} <= set(report["move_times"])
    assert [(d["a"], d["players"]) for d in report["quibbles"]] == [("hard", 2), ("hard", 3), ("hard", 5), ("greedy", 2)]
    assert [(d["a"], d["players"]) for d in report["pandarei"]] == [("hard", 2), ("hard", 3), ("hard", 5), ("greedy", 3)]
    assert {"pandarei hard (5p)", "seasaltpaper hard (2p)", "formulad hard (10p)"} <= set(report["move_times"])
    assert [(d["players"], d["options"]["mode"]) for d in report["formulad"]] == [(4, "basic"), (4, "advanced"), (10, "basic")]
    wg = report["watergate"]
    assert wg["games"] == 2 and all(0 <= r <= 1 for r in wg["by_side"]) and "hard as Nixon" in text
    assert {"watergate hard", "watergate greedy"} <= set(report["move_times"])
    assert [(d["a"], d["options"]["mode"]) for d in report["kikai"]] == [("hard", "standard"), ("hard", "advanced"),
                                                                         ("greedy", "standard")]
    assert {"kikai hard", "kikai greedy"} <= set(report["move_times"])
    assert [(d["a"], d["players"], d["games"]) for d in report["cathood"]] == [("hard", 2, 1), ("hard", 3, 1)]
    assert {"cathood hard (3p)", "cathood greedy (2p)"} <= set(report["move_times"])
    assert [(d["a"], d["options"]["level"], d["games"]) for d in report["awkwardguests"]] == [("hard", "easy", 2),
                                                                                            ("hard", "very_hard", 2)]
    assert {"awkwardguests hard (3p)", "awkwardguests greedy (3p)"} <= set(report["move_times"])
    assert [(d["a"], d["players"], d["games"]) for d in report["galacticcruise"]] == [("hard", 2, 1)]
    assert {"galacticcruise hard (2p)", "galacticcruise greedy (2p)"} <= set(report["move_times"])
    assert all(0 <= d["ahead"] <= 1 for d in report["pandarei"] + report["seasaltpaper"]) and "ahead of greedy" in text
    assert report["solo_seeing_the_deck"]["games"] == 2 and "seeing the deck order" in text
    json.dumps(report)


def test_wilson_interval():
    low, high = bench.wilson(30, 40)
    assert 0.59 < low < 0.61 and 0.85 < high < 0.87
    assert bench.wilson(0, 0) == (0.0, 1.0)


def test_the_command_line_writes_json(tmp_path):
    target = tmp_path / "bench.json"
    done = subprocess.run([sys.executable, "-m", "tabletop_tools", "bench", "--games", "1", "--seconds", "0.02",
                           "--ceiling-width", "20",
                           "--json", str(target)], cwd=ROOT / "py", capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "games/s" in done.stdout
    assert json.loads(target.read_text())["duels"]


def test_the_solo_reference_that_sees_the_deck_plays_legal_games_that_score_what_it_says():
    from tabletop.games.betta import rules, solo
    for seed, width in ((5000, 30), (5001, 5), (17, 60)):
        score, moves = bench.seeing_the_deck(seed, width)
        state = rules.setup({"mode": "solo", "players": 1}, seed)
        for card, rotation, code in moves:
            display = [solo.display_code(d) for d in state["displays"]].index(code)
            state = rules.play(state, {"card": card, "rotation": rotation, "display": display})
        assert rules.to_move(state) is None
        assert rules.result(state)["scores"][0] == score


def test_one_move_the_old_way_and_by_turn_reports_trips_bytes_and_times():
    """The figures `build.py bench` prints for issue 30 (timings printed, never asserted)."""
    from tabletop_tools import bench_browser, move_cost

    state = move_cost.late_position("betta", {"mode": "staff", "players": 2}, share=0.5)
    move = json.loads(json.dumps(move_cost.requests(state, None)["before"][0]["move"]))
    fig = move_cost.one_move(state, None, runs=2)
    assert [fig[k]["trips"] for k in ("before", "now")] == [8, 1]
    assert fig["before"]["bytes"] > fig["now"]["bytes"] > 0
    assert all(isinstance(fig[k]["ms"], float) and len(fig[k]["runs_ms"]) == 2 for k in fig)
    reqs = move_cost.requests(state, move)
    assert [r["op"] for r in reqs["before"]] == ["play", "to_move", "result", "record", "view", "previews",
                                                 "undo_info", "legal_moves"]
    assert [r["op"] for r in reqs["now"]] == ["turn"]
    reply = json.loads(bench_browser.handle(json.dumps({"op": "move_cost", "state": state, "runs": 1})))["ok"]
    assert (reply["before"]["trips"], reply["now"]["trips"]) == (8, 1) and reply["now"]["bytes"] > 0


def test_the_browser_report_prints_the_move_cost_and_the_click_to_draw():
    import contextlib
    sys.path.insert(0, str(ROOT))
    from tools.bench import print_move_cost

    side = {"before": {"trips": 8, "ms": 20.0, "runs_ms": [20.0], "bytes": 40_000},
            "now": {"trips": 1, "ms": 2.0, "runs_ms": [2.0], "bytes": 8_000}}
    page = {k: {**v, "page_ms": v["ms"] + 1, "worker_ms": v["ms"]} for k, v in side.items()}
    spread = {"median": 50.0, "min": 50.0, "max": 50.0, "n": 1}
    report = {"move_cost": {"Betta 2p": {"browser": side, "cpython": side, "page": page}},
              "click_to_draw": {"page": "index.html?game=betta", "to_moves_ms": spread, "to_frame_ms": spread,
                                "posts": {"out": 1, "in": 1, "out_bytes": 900, "in_bytes": 4000, "ops": ["turn"]}}}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        print_move_cost(report)
    text = out.getvalue()
    assert "Betta 2p" in text and "turn" in text and "animation frame" in text
