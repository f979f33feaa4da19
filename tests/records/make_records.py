"""Make the records that tests/test_rules_versions.py replays (run from the repository root).

    python3 tests/records/make_records.py golden              # golden.json, with today's engine
    python3 tests/records/make_records.py old COMMIT GAME NAME [--count N]

``golden`` writes one seeded game per game and mode (moves chosen by ``random.Random``) with its
fingerprint: what a rules change would change (scores, winners, moves, and a digest of who was to
move and how many moves they had at each step). Refresh it when you bump a game's rules version.

``old`` checks COMMIT out in a temporary git worktree, plays COUNT seeded random games of GAME with
the engine of that commit, and writes ``before-NAME.json``: the records as that engine made them
(without a rules version, as every record was before versions), each with the result it reached
then. They show what today's engine does with the saves players made before a change.
"""

import argparse
import hashlib
import json
import pathlib
import random
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]

PLAY = r'''
import json, random, sys
from tabletop import engine
game, count = sys.argv[1], int(sys.argv[2])
mode = next(g for g in engine.games() if g["id"] == game)["modes"][0]
out = []
for seed in range(count):
    r = random.Random(seed)
    players = mode["players"][0] + seed % (mode["players"][1] - mode["players"][0] + 1)
    g = engine.new_game(game, {"mode": mode["id"], "players": players}, 1000 + seed)
    while engine.to_move(g) is not None and len(g["moves"]) < 600:
        g = engine.play(g, r.choice(engine.legal_moves(g)))
    res = engine.result(g)
    rec = {k: g[k] for k in ("game", "options", "seed", "moves")}
    out.append({"record": rec, "result": res and {"scores": res["scores"], "winners": res["winners"]}})
json.dump(out, sys.stdout, separators=(",", ":"))
'''


def fingerprint(game: dict) -> dict:
    """What a change of the rules or the data would change in a replayed game."""
    sys.path.insert(0, str(ROOT / "py"))
    from tabletop import engine
    mod = engine.rules(game["game"])
    g = engine.new_game(game["game"], game["options"], game["seed"])
    steps = hashlib.sha256()
    for move in game["moves"]:
        steps.update(json.dumps([mod.to_move(g["state"]), len(mod.legal_moves(g["state"]))]).encode())
        g = engine.play(g, move)
    res = engine.result(g)
    return {"moves": len(game["moves"]), "scores": res and res["scores"], "winners": res and res["winners"],
            "steps": steps.hexdigest()[:16]}


def golden() -> list:
    sys.path.insert(0, str(ROOT / "py"))
    from tabletop import engine
    out = []
    for info in engine.games():
        for mode in info["modes"]:
            r = random.Random(7)
            g = engine.new_game(info["id"], {"mode": mode["id"], "players": mode["players"][1]}, 2027)
            while engine.to_move(g) is not None and len(g["moves"]) < 2000:
                g = engine.play(g, r.choice(engine.legal_moves(g)))
            out.append({"record": engine.record(g), "fingerprint": fingerprint(g)})
    return out


def old(commit: str, game: str, count: int) -> list:
    with tempfile.TemporaryDirectory() as tmp:
        tree = pathlib.Path(tmp) / "tree"
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), commit], cwd=ROOT, check=True,
                       capture_output=True)
        try:
            done = subprocess.run([sys.executable, "-c", PLAY, game, str(count)], capture_output=True, text=True,
                                  check=True, env={"PYTHONPATH": str(tree / "py")})
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=True)
    return json.loads(done.stdout)


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("what", choices=("golden", "old"))
    p.add_argument("args", nargs="*")
    p.add_argument("--count", type=int, default=30)
    a = p.parse_args()
    if a.what == "golden":
        path, data = HERE / "golden.json", golden()
    else:
        commit, game, name = a.args
        path, data = HERE / f"before-{name}.json", {"commit": commit, "game": game, "records": old(commit, game, a.count)}
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
