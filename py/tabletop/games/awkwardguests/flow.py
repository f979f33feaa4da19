"""The round of Awkward Guests (``shared/rules/awkwardguests.md`` §5): seats anticlockwise, cards
drawn, dealt, noted, exchanged and discarded, the turn's end, the solution phase and the new round.
Every function here changes the state it is given (``rules.play`` gives it a copy)."""

from ... import rng
from . import data

def n_seats(s: dict) -> int:
    return len(s["hands"])


def in_play(s: dict) -> list:
    """The seats still in, from the start player anticlockwise."""
    n = n_seats(s)
    return [(s["start"] - k) % n for k in range(n) if (s["start"] - k) % n not in s["eliminated"]]


def right_of(s: dict, seat: int) -> int:
    """The next seat still in to the right (anticlockwise)."""
    n = n_seats(s)
    for k in range(1, n + 1):
        if (seat - k) % n not in s["eliminated"]:
            return (seat - k) % n
    return seat


# --- cards ------------------------------------------------------------------------------------------------

def value_of(s: dict, ids) -> int:
    return sum(s["cards"][i]["value"] for i in ids)


def note(s: dict, seat: int, ids) -> None:
    book = s["notebooks"][seat]
    for i in ids:
        if i not in book:
            book.append(i)


def shown(s: dict, seat: int, other: int, ids) -> None:
    """``seat`` now knows that ``other`` has seen the cards ``ids``."""
    book = s["known_to"][seat].setdefault(str(other), [])
    book += [i for i in ids if i not in book]
    book.sort()


def draw(s: dict) -> int | None:
    """A card from the deck; an empty deck takes the discard pile shuffled, 3 of it turned face up
    for everyone first (§5.6, D11). None when both are empty."""
    if not s["deck"]:
        if not s["discard"]:
            return None
        r = rng.unpack(s["rng"])
        r, deck = rng.shuffled(r, s["discard"])
        s["rng"] = rng.pack(r)
        shown, s["deck"], s["discard"] = deck[:data.REVEAL], deck[data.REVEAL:], []
        s["revealed"] += shown
        for seat in range(n_seats(s)):
            note(s, seat, shown)
        s["events"].append({"e": "reshuffle", "shown": list(shown)})
        if not s["deck"]:
            return None
    return s["deck"].pop()


def deal(s: dict, first: int) -> None:
    """Every seat still in up to 6 cards, one at a time anticlockwise from ``first`` (D7)."""
    seats = [(first - k) % n_seats(s) for k in range(n_seats(s))]
    seats = [x for x in seats if x not in s["eliminated"]]
    while True:
        dealt = False
        for seat in seats:
            if len(s["hands"][seat]) < data.HAND:
                c = draw(s)
                if c is None:
                    return
                s["hands"][seat].append(c)
                note(s, seat, [c])
                dealt = True
        if not dealt:
            return



def no_offer(s: dict) -> None:
    """Nobody offered: the active seat draws 3; with two players it draws 2, notes and discards them."""
    seat = s["active"]
    drawn = []
    for _ in range(data.NO_OFFER_DRAW.get(n_seats(s), data.NO_OFFER_DRAW_DEFAULT)):
        c = draw(s)
        if c is None:
            break
        drawn.append(c)
    note(s, seat, drawn)
    if n_seats(s) == 2:
        s["discard"] += drawn
    else:
        s["hands"][seat] += drawn
    s["events"].append({"e": "no_offer", "seat": seat, "n": len(drawn), "kept": n_seats(s) != 2})
    end_turn(s)


def exchange(s: dict) -> None:
    """Every exchange chosen, all at once (D3): the payment to the offerer, the offer to the active
    seat; with two players both sides note what they received and discard it."""
    seat = s["active"]
    taken = [(int(k), pay) for k, pay in s["taken"].items()]
    taken.sort(key=lambda x: open_order(s).index(x[0]))
    hand = s["hands"][seat]
    for other, pay in taken:
        got = s["offers"][other]["cards"]
        for i in pay:
            hand.remove(i)
        for i in got:
            s["hands"][other].remove(i)
        note(s, seat, got)
        note(s, other, pay)
        shown(s, seat, other, got + pay)
        shown(s, other, seat, got + pay)
        if n_seats(s) == 2:
            s["discard"] += got + pay
        else:
            hand += got
            s["hands"][other] += pay
        s["events"].append({"e": "exchange", "seat": seat, "with": other, "got": len(got), "paid": len(pay),
                            "kept": n_seats(s) != 2})
    if not taken:
        s["events"].append({"e": "no_exchange", "seat": seat})
    s["taken"] = {}
    end_turn(s)


def open_order(s: dict) -> list:
    n = n_seats(s)
    return [(s["active"] - k) % n for k in range(1, n)]


def end_turn(s: dict) -> None:
    s["offers"] = [None] * n_seats(s)
    s["inquiry"] = []
    s["turns"] += 1
    if s["turns"] >= len(in_play(s)):
        s["phase"] = "solution"
        s["queue"] = in_play(s)
        s["choices"] = [None] * n_seats(s)
        s["events"].append({"e": "solution_phase", "round": s["round"]})
    else:
        s["active"] = right_of(s, s["active"])
        s["phase"] = "inquiry"


def solve(s: dict) -> None:
    """Every choice is in: the accusations are checked in turn order from the start player (D5)."""
    order = in_play(s)
    accusers = [x for x in order if isinstance(s["choices"][x], dict)]
    s["events"].append({"e": "choices", "accusers": accusers, "waiting": [x for x in order if x not in accusers]})
    out = []
    for seat in accusers:
        if s["choices"][seat] == s["solution"]:
            s["events"].append({"e": "solved", "seat": seat})
            return over(s, seat, "solved")
        out.append(seat)
        shown = sorted(s["hands"][seat])
        s["hands"][seat] = []
        s["revealed"] += shown
        s["eliminated"].append(seat)
        for other in in_play(s):
            note(s, other, shown)
        s["events"].append({"e": "wrong", "seat": seat, "shown": shown})
    s["choices"] = [None] * n_seats(s)
    left = in_play(s)
    if not left:
        return over(s, None, "all_eliminated")
    if len(left) == 1:
        wins = s["options"]["last_player_standing"] == "wins"
        return over(s, left[0] if wins else None, "last_standing")
    if out:  # an elimination opens a new solution phase at once
        if s["start"] in s["eliminated"]:
            s["start"] = right_of(s, s["start"])
        s["queue"] = in_play(s)
        s["events"].append({"e": "solution_again"})
        return None
    s["queue"] = [x for x in in_play(s) if len(s["hands"][x]) > data.KEEP]
    s["phase"] = "discard"
    if not s["queue"]:
        new_round(s)
    return None


def discard(s: dict, seat: int, cards: list) -> None:
    for i in cards:
        s["hands"][seat].remove(i)
    s["discard"] += sorted(cards)
    s["queue"].pop(0)
    s["events"].append({"e": "discard", "seat": seat, "n": len(cards)})
    if not s["queue"]:
        new_round(s)


def new_round(s: dict) -> None:
    """The start marker passes right; the new start player deals everyone back up to 6."""
    if s["options"]["max_rounds"] is not None and s["round"] >= s["options"]["max_rounds"]:
        return over(s, None, "max_rounds")
    s["start"] = right_of(s, s["start"])
    s["round"] += 1
    s["turns"] = 0
    deal(s, s["start"])
    s["active"] = s["start"]
    s["phase"] = "inquiry"
    s["queue"] = []
    s["events"].append({"e": "new_round", "round": s["round"], "seat": s["start"]})
    return None


def over(s: dict, winner, reason: str) -> None:
    s["phase"], s["winner"], s["ended"], s["queue"] = "over", winner, reason, []
    s["events"].append({"e": "over", "winner": winner, "reason": reason})


