"""How the case could have been solved, for the end screen: the cards that prove the solution (the
case's near-minimal core, ``case.py`` §1.5 step 11), one at a time, each with what it rules out."""

from . import data, solver
from .text import card_text


def _parts(survivors: list) -> dict:
    return {"murderers": sorted({x["murderer"] for x in survivors}, key=data.SUSPECT_IDS.index),
            "weapons": sorted({x["weapon"] for x in survivors}, key=data.WEAPON_IDS.index),
            "motives": sorted({(x["murderer"], x["motive"]) for x in survivors}),
            "accomplices": sorted({x["accomplice"] or "" for x in survivors})}


def steps(state: dict) -> list:
    """The statements and conspiracies first, then each card of the proof in the order that rules out
    the most at each step: ``{"cards": [ids], "text": the card's sentence, "left": candidates,
    "out": {"murderers", "weapons", "motives", "accomplices"}}`` (what that step ruled out)."""
    s = state
    public = s["case"]
    known = [s["cards"][i] for i in s["proof"]["structural"]]
    left = solver.survivors(public, known)
    out = [{"cards": list(s["proof"]["structural"]), "text": None, "left": len(left), "out": None}]
    todo = [s["cards"][i] for i in s["proof"]["core"]]
    while todo:
        best = min(todo, key=lambda c: (solver.count(public, known + [c]), c["id"]))
        todo.remove(best)
        known.append(best)
        now = solver.survivors(public, known)
        before, after = _parts(left), _parts(now)
        gone = {k: [x for x in before[k] if x not in after[k]] for k in before}
        gone["motives"] = [list(x) for x in gone["motives"]]
        out.append({"cards": [best["id"]], "text": card_text(best), "left": len(now), "out": gone})
        left = now
    return out
