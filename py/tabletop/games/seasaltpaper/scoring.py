"""Card points and the colour bonus of one player's cards, and a round's scores (rules file §5, §6).

A player's cards are the hand and the played units (``{"kind": "duo" | "trio" | "down", "cards":
[...]}``); a face-down shell (Coral Reef) has no type, colour or points. ``effects`` is the set of
event keys that apply to the player (the round's and the ones they hold).

Worked example E1 of the rules file:

>>> from .data import CARDS
>>> ids = lambda *names: [next(i for i, c in enumerate(CARDS) if c == n and i not in used and not used.add(i))
...                       for n in names]
>>> used = set()
>>> hand = ids(("crab", "dark_blue"), ("crab", "light_blue"), ("boat", "yellow"), ("shell", "dark_blue"),
...            ("shell", "black"), ("shell", "yellow"), ("octopus", "light_blue"), ("penguin", "purple"),
...            ("penguin", "pink"), ("colony", "green"), ("mermaid", "white"))
>>> played = [{"kind": "duo", "cards": ids(("fish", "dark_blue"), ("fish", "black"))}]
>>> b = card_points(hand, played)
>>> b["duo"], b["collector"], b["multiplier"], b["mermaid"], b["total"], colour_bonus(hand, played)
(2, 7, 4, 3, 16, 3)
"""

from collections import Counter

from . import data


def cards_of(hand: list, units: list) -> list:
    """Every card that scores: the hand and the cards of played units, face-down shells left out."""
    out = list(hand)
    for u in units:
        if u["kind"] != "down":
            out += u["cards"]
    return out


def hand_pairs(types: Counter, rodeo: bool = False) -> int:
    """The most non-overlapping valid duos among a hand's cards (rules file §5.1): a lobster pairs
    only with a crab, a jellyfish only with a swimmer; under Water Rodeo two swimmers or two sharks
    pair too (D14)."""
    c, w, s, j = types["crab"], types["swimmer"], types["shark"], types["jellyfish"]
    crabs = (1 + (c - 1) // 2) if types["lobster"] and c >= 1 else c // 2
    jelly = min(j, w)
    rest = w - jelly
    swim = (rest + s) // 2 if rodeo else min(s, rest)
    return types["boat"] // 2 + types["fish"] // 2 + crabs + jelly + swim


def collector_points(kind: str, count: int, effects=frozenset()) -> int:
    """Points of ``count`` cards of a collector type (the table, or an event's flat rate)."""
    if count <= 0:
        return 0
    table = data.COLLECTOR_POINTS[kind]
    count = min(count, len(table))
    if kind == "shell" and "shell_dance" in effects:
        return data.SHELL_DANCE_POINTS * count
    if kind == "octopus" and "kraken" in effects:
        return data.KRAKEN_POINTS * count
    return table[count - 1]


def _collectors(counts: Counter, seahorse: bool, effects) -> tuple[int, str | None]:
    """Collector points, and the type the seahorse joins (the one that gains most; None if none
    gains): it needs a real card of that type and cannot pass the table's last column (§5.7, D12)."""
    base = {k: collector_points(k, counts[k], effects) for k in data.COLLECTOR_POINTS}
    total = sum(base.values())
    if not seahorse:
        return total, None
    best, joins = 0, None
    for k, table in data.COLLECTOR_POINTS.items():
        if 1 <= counts[k] < len(table):
            gain = collector_points(k, counts[k] + 1, effects) - base[k]
            if gain > best:
                best, joins = gain, k
    return total + best, joins


def colour_groups(cards: list) -> list:
    """The sizes of the colour groups, largest first (white counts as a colour, D9)."""
    return sorted(Counter(data.CARDS[c][1] for c in cards).values(), reverse=True)


def colour_bonus(hand: list, units: list) -> int:
    """The size of the largest colour group (§5.4)."""
    groups = colour_groups(cards_of(hand, units))
    return groups[0] if groups else 0


def card_points(hand: list, units: list, effects=frozenset()) -> dict:
    """Card points by part (§5): ``duo`` (played units, hand pairs, starfish), ``collector``,
    ``multiplier``, ``mermaid`` and their ``total``; ``seahorse`` names the type it joined."""
    cards = cards_of(hand, units)
    counts = Counter(data.CARDS[c][0] for c in cards)
    hand_types = Counter(data.CARDS[c][0] for c in hand)
    rodeo = "water_rodeo" in effects
    played = sum(1 for u in units if u["kind"] in ("duo", "trio"))
    trios = sum(1 for u in units if u["kind"] == "trio")
    pairs = hand_pairs(hand_types, rodeo)
    stars = min(hand_types["starfish"], pairs)
    duo = played + pairs + data.STARFISH_POINTS * (trios + stars)
    collector, joins = _collectors(counts, hand_types["seahorse"] > 0, effects)
    multiplier = sum(rate * counts[kind] for m, (kind, rate) in data.MULTIPLIERS.items() for _ in range(counts[m]))
    mermaids = counts["mermaid"]
    mermaid = 0 if "tornado" in effects else sum(colour_groups(cards)[:mermaids])
    return {"duo": duo, "collector": collector, "multiplier": multiplier, "mermaid": mermaid,
            "total": duo + collector + multiplier + mermaid, "seahorse": joins}


def round_scores(points: list, bonus: list, call: str, caller: int) -> tuple[list, bool | None]:
    """Each player's round score (§6.1–6.2) from card points and colour bonuses, and whether a LAST
    CHANCE bet was won (None after a STOP). A tie with the caller counts as the caller's win."""
    if call == "stop":
        return list(points), None
    won = all(points[caller] >= p for s, p in enumerate(points) if s != caller)
    if won:
        return [points[s] + bonus[s] if s == caller else bonus[s] for s in range(len(points))], True
    return [bonus[s] if s == caller else points[s] for s in range(len(points))], False
