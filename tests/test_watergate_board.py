"""Watergate's evidence board: shared/rules/watergate.md §1.4 (the graph, its slip colours and the
properties derived from it) and §1.5 (a connection runs from a face-up picture through face-up tokens
to Nixon). The properties are recomputed here by brute force over ``data.THREADS``."""

from collections import Counter
from itertools import combinations

import pytest

from tabletop.games.watergate import board, data

B, G, Y = data.COLOURS
INFORMANTS = data.INFORMANTS
NO_PICTURES = {who: "supply" for who in INFORMANTS}


def access(who):
    return sorted(data.NEIGHBOURS[f"i:{who}"], key=data.SPACES.index)


def up(*spaces):
    return {sp: {"kind": "b", "face": "up"} for sp in spaces}


def pictures(*faces_up, down=()):
    out = dict(NO_PICTURES)
    out.update({who: "up" for who in faces_up})
    out.update({who: "down" for who in down})
    return out


def connected_by(spaces, a, b):
    return board.connected(up(*spaces), pictures(a, b)) == sorted([a, b], key=INFORMANTS.index)


def test_28_spaces_10_blue_9_green_9_yellow():
    assert len(data.SPACES) == 28
    assert Counter(data.SPACE_COLOUR.values()) == {B: 10, G: 9, Y: 9}
    assert data.SPACES[:3] == ("a0", "a1", "a2") and data.SPACES[-1] == "c13"


def test_70_threads_between_distinct_known_nodes():
    assert len(data.THREADS) == 70 and len(set(data.THREADS)) == 70
    nodes = set(data.SPACES) | {"nixon"} | {f"i:{w}" for w in INFORMANTS}
    for x, y in data.THREADS:
        assert x != y and x in nodes and y in nodes


def test_the_graph_follows_the_table_of_1_4():
    n = data.NEIGHBOURS
    assert sorted(n["nixon"]) == [f"a{k}" for k in range(7)]
    for k in range(7):
        assert data.SPACE_COLOUR[f"a{k}"] == (B, G, Y)[k % 3]
        assert data.SPACE_COLOUR[f"b{k}"] == (G, Y, B)[k % 3]
        assert data.SPACE_COLOUR[f"c{2 * k}"] == (Y, B, G)[k % 3]
        assert data.SPACE_COLOUR[f"c{2 * k + 1}"] == (B, G, Y)[k % 3]
        assert set(n[f"a{k}"]) == {"nixon", f"a{(k + 1) % 7}", f"a{(k - 1) % 7}", f"b{k}", f"b{(k - 1) % 7}"}
        assert set(n[f"b{k}"]) == {f"a{k}", f"a{(k + 1) % 7}", f"b{(k + 1) % 7}", f"b{(k - 1) % 7}",
                                   f"c{2 * k}", f"c{2 * k + 1}"}
        assert access(INFORMANTS[k]) == [f"c{2 * k}", f"c{2 * k + 1}"]
    for j in range(14):
        cross = f"c{(j + 1) % 14}" if j % 2 else f"c{(j - 1) % 14}"
        assert set(n[f"c{j}"]) == {f"b{j // 2}", f"i:{INFORMANTS[j // 2]}", cross}
    assert sum(len(v) for v in n.values()) == 2 * 70


@pytest.mark.parametrize("who", INFORMANTS)
def test_every_informant_is_3_tokens_from_nixon_through_two_access_spaces_of_different_colours(who):
    assert board.distance({}, pictures(), who) == 3
    a, b = access(who)
    assert data.SPACE_COLOUR[a] != data.SPACE_COLOUR[b]
    # and 3 is the least: no 2 face-up tokens join it to Nixon
    assert not any(who in board.connected(up(*pair), pictures(who)) for pair in combinations(data.SPACES, 2))


def test_the_cheapest_editor_win_is_4_face_up_tokens_butterfield_and_mccord_via_c0_c13_b0_a0():
    assert connected_by(("c0", "c13", "b0", "a0"), "butterfield", "mccord")
    for three in combinations(data.SPACES, 3):
        assert len(board.connected(up(*three), pictures(*INFORMANTS))) < 2, three
    fours = [set(four) for four in combinations(data.SPACES, 4)
             if len(board.connected(up(*four), pictures(*INFORMANTS))) >= 2]
    assert {"c0", "c13", "b0", "a0"} in fours
    # every 4-token win joins two neighbouring informants across a c(2k+1)-c(2k+2) cross-thread
    for four in fours:
        pair = board.connected(up(*four), pictures(*INFORMANTS))
        i, j = sorted(INFORMANTS.index(w) for w in pair)
        assert j - i == 1 or (i, j) == (0, 6), four


@pytest.mark.parametrize("who", INFORMANTS)
def test_nixon_needs_2_face_down_tokens_to_cut_off_an_informant(who):
    def cut(spaces):
        return board.distance({sp: {"kind": "b", "face": "down"} for sp in spaces}, pictures(who), who) is None

    assert not any(cut([sp]) for sp in data.SPACES)
    assert cut(access(who))
    assert all(set(pair) == set(access(who)) for pair in combinations(data.SPACES, 2) if cut(pair))


def test_a_face_down_token_or_an_empty_space_breaks_the_thread_and_two_paths_may_share_tokens():
    path = up("c0", "c13", "b0", "a0")
    assert board.connected(path, pictures("butterfield", "mccord")) == ["butterfield", "mccord"]
    for sp in ("c0", "c13", "b0", "a0"):
        broken = dict(path)
        broken[sp] = {"kind": "b", "face": "down"}
        assert len(board.connected(broken, pictures("butterfield", "mccord"))) < 2
        del broken[sp]
        assert len(board.connected(broken, pictures("butterfield", "mccord"))) < 2
    assert board.connected(path, pictures("butterfield", down=["mccord"])) == ["butterfield"]
    assert board.connected(path, pictures("butterfield")) == ["butterfield"]


def test_a_picture_is_not_a_stepping_stone():
    # Butterfield is reached through c1 (a1, b1, c2, c1); c0 and c13 touch that path only through his
    # picture, so McCord stays unconnected: a thread runs through evidence tokens only
    path = up("a1", "b1", "c2", "c1", "c0", "c13")
    assert board.lit(path) == {"a1", "b1", "c2", "c1"}
    assert board.connected(path, pictures("butterfield", "mccord")) == ["butterfield"]
    assert board.connected(path, pictures("butterfield", "mccord", "sloan")) == ["butterfield", "sloan"]


def test_free_spaces_match_a_tokens_colours_and_skip_taken_ones():
    assert board.free_spaces({}, "gy") == [sp for sp in data.SPACES if data.SPACE_COLOUR[sp] in (G, Y)]
    assert board.free_spaces({}, "b*") == [sp for sp in data.SPACES if data.SPACE_COLOUR[sp] == B]
    assert "a0" not in board.free_spaces(up("a0"), "b")
    assert len(board.free_spaces({}, "by")) == 19


def test_distance_counts_face_up_tokens_as_free_and_face_down_ones_as_walls():
    assert board.distance(up("a0"), pictures(), "butterfield") == 2
    assert board.distance(up("a0", "b0", "c0"), pictures(), "butterfield") == 0
    assert board.distance(up("a0", "b0"), pictures(down=["butterfield"]), "butterfield") is None
