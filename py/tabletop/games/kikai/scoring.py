"""KIKAI's score: VP earned during play, the final items of §6.3 (and §6.4 in Advanced), and the
result with a breakdown of every point (``shared/rules/kikai.md`` §6)."""

from . import data
from .text import said

DURING = ("round_renown", "effects", "influence", "construction", "squares", "street", "billboards")


def final_items(s: dict, seat: int) -> list:
    """(item id, points, values for its sentence) at the end of the game, in the breakdown's order."""
    p, q = s["players"][seat], s["players"][1 - seat]
    adv = s["options"]["mode"] == "advanced"
    items = [(f"during.{k}", p["vp_from"].get(k, 0), {}) for k in DURING]
    items.append(("energy_track", data.TRACK_VP[p["flyers"]], {"r": p["flyers"]}))
    most = p["attracted"] > q["attracted"] and (not adv or s["options"]["advanced_fan_bonus"])
    items.append(("fan_majority", data.MOST_FANS_VP if most else 0, {"n": p["attracted"], "other": q["attracted"]}))
    items.append(("energy", p["energy"] // data.ENERGY_PER_VP, {"n": p["energy"]}))
    items.append(("megaphones", p["megaphones"] // data.MEGAPHONES_PER_VP, {"n": p["megaphones"]}))
    items.append(("ladders", p["ladders"] // data.LADDERS_PER_VP, {"n": p["ladders"]}))
    items.append(("foundations", -data.FOUNDATION_PENALTY * len(p["foundations"]), {"n": len(p["foundations"])}))
    if adv:
        items.append(("collected_fans", sum(p["collected"].values()), {"n": sum(p["collected"].values())}))
        items.append(("influence_points", sum(p["influence"].values()), {"n": sum(p["influence"].values())}))
    return items


def media_items(s: dict, seat: int) -> list:
    """A Media Victory's breakdown: the VP earned during play, by source, and the billboards up (the
    figure that decided the game, worth no points itself)."""
    p = s["players"][seat]
    items = [{"what": said(f"kikai.item.during.{k}"), "points": p["vp_from"].get(k, 0)} for k in DURING]
    up, of = p["billboards"].count(False), len(p["billboards"])
    won = s["media_victory"] == seat
    items.append({"what": said("kikai.item.media_victory" if won else "kikai.item.media_loss", n=up, of=of),
                  "points": 0})
    return items


def total(s: dict, seat: int) -> int:
    return sum(pts for _, pts, _ in final_items(s, seat))


def result(s: dict) -> dict:
    media = s["media_victory"]
    if media is not None:  # §6.2: the sixth billboard wins, whatever the points; they are shown as earned
        scores = [s["players"][seat]["vp"] for seat in (0, 1)]
        winners = [media]
        breakdown = [{"seat": seat, "items": media_items(s, seat), "total": scores[seat]} for seat in (0, 1)]
        reason = "media_victory"
    else:
        scores = [total(s, seat) for seat in (0, 1)]
        top = max(scores)
        winners = [seat for seat in (0, 1) if scores[seat] == top]
        if len(winners) == 2 and s["options"]["mode"] == "advanced":  # tie: most red fans collected (§6.4)
            reds = [s["players"][seat]["collected"]["red"] for seat in (0, 1)]
            winners = [seat for seat in (0, 1) if reds[seat] == max(reds)]
        breakdown = [{"seat": seat, "items": [{"what": said(f"kikai.item.{k}", **v), "points": pts}
                                              for k, pts, v in final_items(s, seat)],
                      "total": scores[seat]} for seat in (0, 1)]
        reason = "rounds"
    return {"scores": scores, "winners": winners, "media_victory": media, "reason": reason,
            "breakdown": breakdown, "rounds": s["round"],
            "attracted": [s["players"][seat]["attracted"] for seat in (0, 1)],
            "ended": said(f"kikai.ended.{reason}", name=said("kikai.seat." + data.SEATS[media]) if media is not None else "")}
