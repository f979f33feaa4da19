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
                    "Bot move time"):
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
