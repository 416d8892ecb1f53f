"""The pictures (domino_widgets.render): well-formed SVG, one element per placed tile, clickable
marks exactly on the targets, counted ends, hidden face-down tiles, the second set marked, and
no two tiles overlapping in random games of every game."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from domino_widgets.engine import GAMES, TILES, State
from domino_widgets.engine.actions import FACE_DOWN, LEAD
from domino_widgets.engine.table import GROWS, INNER, LIES_ACROSS, NUMBER, PARENT, tile_of_row
from domino_widgets.render import hand_svg, scores_html, state_svg, table_svg, tile_svg

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("viewBox")
    return root


def hand_id(g: ET.Element) -> int:
    """The engine's id of a drawn hand tile, read back from its notation (``data-tile``) and
    its set (``data-copy``): the picture carries no engine id."""
    copy = int(g.get("data-copy") or 0)
    (tile,) = [t for t in TILES if str(t) == g.get("data-tile") and t.copy == copy]
    return tile.id


def groups(root: ET.Element, klass: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if klass in (g.get("class") or "").split()]


def tile_box(g: ET.Element) -> tuple[float, float, float, float]:
    """The rectangle of a placed tile's face (or back)."""
    for rect in g.iter(f"{SVG}rect"):
        if rect.get("class") in ("dw-face", "dw-back"):
            x, y = float(rect.get("x")), float(rect.get("y"))
            return x, y, x + float(rect.get("width")), y + float(rect.get("height"))
    raise AssertionError("a tile without a face")


def targets_of(st: State) -> dict[int, int]:
    """What a widget passes: the end of every legal placement (one action per end)."""
    out: dict[int, int] = {}
    for action in st.legal_actions():
        if action >= 0:
            out.setdefault((action >> 4) & 31, action)
    return out


def random_states(game: str, seeds: range, every: int = 9):
    """States along random games: every ``every`` actions and at every hand's end."""
    rules = GAMES[game]
    for n in range(rules.min_players, rules.max_players + 1):
        for seed in seeds:
            st = State.new(game, n, seed=seed)
            rng = random.Random(seed)
            steps = 0
            while not st.match_over and st.hand_no < 2 and steps < 1500:
                st.apply(rng.choice(st.legal_actions()))
                steps += 1
                if st.hand_over is not None or steps % every == 0:
                    yield st


def play_until(st: State, wanted, seed: int = 0, limit: int = 400) -> State:
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(st):
            return st
        st.apply(rng.choice(st.legal_actions()))
    raise AssertionError("the position never came")


# -- every game ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
def test_render_one_tile_element_per_placed_tile_and_no_overlap(game):
    """Every placed tile is one g.dw-tile (its tile and number in data attributes, all its pips
    drawn) and no two tile rectangles overlap, over seeded random games."""
    checked = 0
    for st in random_states(game, range(6)):
        root = parse(table_svg(st, reveal=True))
        tiles = groups(root, "dw-tile")
        assert [(g.get("data-tile"), g.get("data-n")) for g in tiles] == [
            (str(tile_of_row(p)), str(p[NUMBER])) for p in st.table.placed]
        for g, p in zip(tiles, st.table.placed, strict=True):
            assert len(list(g.iter(f"{SVG}circle"))) == tile_of_row(p).pips
        boxes = [tile_box(g) for g in tiles]
        for i, (ax0, ay0, ax1, ay1) in enumerate(boxes):
            for bx0, by0, bx1, by1 in boxes[:i]:
                overlap = min(ax1, bx1) - max(ax0, bx0), min(ay1, by1) - max(ay0, by0)
                assert min(overlap) <= 0.01, f"{game}: tiles overlap in {st!r}"
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("game", sorted(GAMES))
def test_render_targets_are_exactly_the_given_ends(game):
    """A clickable g.dw-target for each given end, carrying its action, and no other."""
    for st in random_states(game, range(2), every=5):
        if st.hand_over is not None:
            continue
        targets = targets_of(st)
        root = parse(table_svg(st, targets=targets))
        marks = {(int(g.get("data-end")), st.parse_move(g.get("data-move")))
                 for g in groups(root, "dw-target")}
        assert all(g.get("data-action") is None for g in groups(root, "dw-target"))
        assert marks == set(targets.items())
        assert len(groups(root, "dw-target")) == len(targets)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_render_state_picture_and_repr_svg(game):
    st = State.new(game, GAMES[game].min_players if game != "sevastopol" else 4, seed=3)
    play_until(st, lambda s: len(s.table.placed) >= 3)
    root = parse(st._repr_svg_())
    assert root.get("width") == "100%" and root.get("height") is None  # the cell's width
    assert root.get("viewBox").startswith("0 0 900 ")
    drawn = float(root.get("viewBox").split()[2])
    for inner in root.iter(f"{SVG}svg"):  # nothing reaches past the picture's right edge
        if inner is not root:
            assert float(inner.get("x", 0)) + float(inner.get("width")) <= drawn + 0.5
    assert len(groups(root, "dw-tile")) == len(st.table.placed)
    hand_tiles = groups(root, "dw-hand-tile")
    assert len(hand_tiles) == sum(len(h) for h in st.hands)
    assert all(g.get("data-tile") for g in hand_tiles)  # _repr_svg_ shows every hand
    viewer = parse(state_svg(st, viewer=0))
    shown = [g for g in groups(viewer, "dw-hand-tile") if g.get("data-tile")]
    assert sorted(hand_id(g) for g in shown) == sorted(st.hands[0])


def test_render_empty_table_offers_the_lead():
    st = State.new("traditional", 2, seed=1)
    action = st.legal_actions()[0]
    root = parse(table_svg(st, targets={LEAD: action}))
    assert not groups(root, "dw-tile")
    (mark,) = groups(root, "dw-target")
    assert mark.get("data-end") == str(LEAD) and st.parse_move(mark.get("data-move")) == action
    assert mark.get("data-move") == st.move_text(action) and mark.get("data-action") is None


def test_render_target_on_a_missing_end_is_refused():
    st = State.new("traditional", 2, seed=1)
    st.apply(st.legal_actions()[0])
    with pytest.raises(ValueError, match="no open end 7"):
        table_svg(st, targets={7: 0})


# -- the last move -----------------------------------------------------------------------------
def test_render_last_move_highlights_every_tile_of_the_turn():
    st = State.from_hands("cross", {"A": ["5:5", "5:1", "6:6", "1:1", "3:3", "5:2", "2:4"],
                                    "B": ["5:6", "5:3", "2:0", "0:4"]})
    st.hand_no = 1  # a later hand: any tile leads
    st.turn = st.leader = 0
    st._legal = None
    st.play("5:5")
    st.play("5:6")
    st.play("5:1")
    st.play("5:3")
    st.play("6:6")
    st.play("1:1")  # a turn of doubles in progress
    last = groups(parse(table_svg(st)), "dw-last")
    assert sorted(g.get("data-tile") for g in last) == ["1:1", "6:6"]
    st.play("3:3")  # the turn is over; B has not played yet
    last = groups(parse(table_svg(st)), "dw-last")
    assert sorted(g.get("data-tile") for g in last) == ["1:1", "3:3", "6:6"]
    assert not groups(parse(table_svg(st, last=False)), "dw-last")


# -- counted ends -------------------------------------------------------------------------------
def test_1_cross_counted_ends_written_under_the_table_and_marked():
    st = State.from_hands("cross", {"A": ["5:5", "0:1"], "B": ["5:0", "5:4", "5:6", "5:3"]})
    st.play("5:5")
    st.play("5:0")
    root = parse(table_svg(st))
    text = "".join(t.text or "" for t in root.iter(f"{SVG}text") if t.get("class") == "dw-count")
    assert text == f"Counted ends: {st.rules.count_text(st)}"
    assert text.endswith("= 10 -> 10 points")
    counted = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "dw-counted"]
    assert len(counted) == len(st.counted().ends) == 2


def test_8_quintuple_count_text_before_four_arms():
    st = State.new("quintuple", 2, seed=2)
    play_until(st, lambda s: len(s.table.placed) >= 2)
    root = parse(table_svg(st))
    texts = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "dw-count"]
    assert texts == [f"Counted ends: {st.rules.count_text(st)}"]


def test_render_games_that_do_not_count_ends_write_no_sum():
    st = State.new("traditional", 2, seed=1)
    play_until(st, lambda s: len(s.table.placed) >= 4)
    root = parse(table_svg(st))
    assert not [t for t in root.iter(f"{SVG}text") if t.get("class") == "dw-count"]


# -- faces hidden and marked ----------------------------------------------------------------------
def test_4_spider_face_down_double_hidden_from_others_until_the_hand_ends():
    st = State.new("spider", 2, seed=5)
    for seed in range(60):
        st = State.new("spider", 2, seed=seed)
        try:
            play_until(st, lambda s: any(a >= 0 and a & FACE_DOWN for a in s.legal_actions()),
                       seed)
        except AssertionError:
            continue
        break
    closing = next(a for a in st.legal_actions() if a >= 0 and a & FACE_DOWN)
    owner = st.turn
    st.apply(closing)
    n = len(st.table.placed)
    other = (owner + 1) % st.n

    def closed_leg(svg: str) -> ET.Element:
        return next(g for g in groups(parse(svg), "dw-tile") if g.get("data-n") == str(n))

    hidden = closed_leg(table_svg(st, viewer=other))
    assert "dw-face-down" in hidden.get("class") and hidden.get("data-tile") is None
    assert not list(hidden.iter(f"{SVG}circle"))
    assert closed_leg(table_svg(st)).get("data-tile") is None  # a spectator
    assert closed_leg(table_svg(st, viewer=owner)).get("data-tile") == str(TILES[closing >> 9])
    assert closed_leg(table_svg(st, reveal=True)).get("data-tile") == str(TILES[closing >> 9])


def test_2_second_set_tiles_marked_on_the_table_and_in_hands():
    st = State.new("cross-two-hands", 4, seed=3)
    play_until(st, lambda s: any(tile_of_row(p).copy for p in s.table.placed)
               and any(tile_of_row(p).copy == 0 for p in s.table.placed), seed=3)
    for g, p in zip(groups(parse(table_svg(st)), "dw-tile"), st.table.placed, strict=True):
        second = tile_of_row(p).copy == 1
        assert ("dw-second-set" in g.get("class").split()) == second
        marks = [e for e in g.iter(f"{SVG}path") if e.get("class") == "dw-second-set"]
        assert len(marks) == second
    root = parse(hand_svg(st, 0))
    for g in groups(root, "dw-hand-tile"):
        second = TILES[hand_id(g)].copy == 1
        assert (g.get("data-copy") == "1") == second
        assert any(e.get("class") == "dw-second-set" for e in g.iter(f"{SVG}path")) == second


# -- hands -----------------------------------------------------------------------------------------
def test_render_hand_playable_selected_and_face_down():
    st = State.new("traditional", 2, seed=4)
    hand = st.hands[st.turn]
    playable = {a >> 9 for a in st.legal_actions() if a >= 0}
    root = parse(hand_svg(st, st.turn, playable=playable, selected=hand[0]))
    tiles = groups(root, "dw-hand-tile")
    assert [hand_id(g) for g in tiles] == list(hand)
    assert all(g.get("data-id") is None for g in tiles)
    assert [g.get("data-tile") for g in tiles] == [str(TILES[t]) for t in hand]
    assert {hand_id(g) for g in groups(root, "dw-playable")} == playable
    assert [hand_id(g) for g in groups(root, "dw-selected")] == [hand[0]]
    backs = groups(parse(hand_svg(st, st.turn, face_up=False)), "dw-hand-tile")
    assert len(backs) == len(hand)
    assert all(g.get("data-tile") is None and g.get("data-copy") is None for g in backs)


def test_2_two_hands_drawn_as_labelled_left_and_right_groups():
    st = State.new("cross-two-hands", 2, seed=1)
    left, right = st.rules.hands_of(st, 0)
    root = parse(hand_svg(st, 0))
    labels = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "dw-hand-label"]
    assert labels == [f"left hand ({len(left)})", f"right hand ({len(right)})"]
    ids = [hand_id(g) for g in groups(root, "dw-hand-tile")]
    assert ids == list(left) + list(right)


# -- layouts of particular games -------------------------------------------------------------------
def test_1_cross_two_candidate_centres_are_marked():
    st = State.from_hands("cross", {"A": ["6:6", "5:3", "1:2"], "B": ["3:3", "5:5", "2:4"],
                                    "C": ["3:6", "5:1", "0:0"]})
    st.hand_no = 1  # a later hand: any tile leads
    st.turn = st.leader = 0
    st._legal = None
    st.play("5:3")
    st.play("3:3")
    st.play("5:5")
    root = parse(table_svg(st, targets=targets_of(st)))
    assert sorted(g.get("data-tile") for g in groups(root, "dw-candidate")) == ["3:3", "5:5"]
    st.play("3:6", on="3:3", side="north")
    root = parse(table_svg(st))
    assert [g.get("data-tile") for g in groups(root, "dw-centre")] == ["3:3"]
    assert not groups(root, "dw-candidate")


def test_5_sausage_ribbons_lie_above_and_below_each_other():
    st = State.new("sausage", 2, seed=2)
    play_until(st, lambda s: s.table.aux is not None and s.table.aux.top >= 2
               and s.table.aux.bottom >= 2, seed=2)
    boxes = {g.get("data-n"): tile_box(g) for g in groups(parse(table_svg(st)), "dw-tile")}
    head = boxes["1"]
    for p in st.table.placed[1:]:
        x0, y0, x1, y1 = boxes[str(p[NUMBER])]
        assert x0 >= head[2] - 0.01  # the ribbons grow one way from the head
        middle = (head[1] + head[3]) / 2
        assert (y1 <= middle + 0.01) if p[GROWS] == "top" else (y0 >= middle - 0.01)


def test_6_matador_crosswise_matador_shows_both_halves_across_the_line():
    st = State.new("matador", 2, seed=0)
    for seed in range(40):
        st = State.new("matador", 2, seed=seed)
        try:
            play_until(st, lambda s: any(across_a_lengthwise_tile(s.table, p)
                                         for p in s.table.placed), seed)
        except AssertionError:
            continue
        break
    placed = next(p for p in st.table.placed if across_a_lengthwise_tile(st.table, p))
    boxes = {g.get("data-n"): tile_box(g) for g in groups(parse(table_svg(st)), "dw-tile")}
    x0, y0, x1, y1 = boxes[str(placed[NUMBER])]
    px0, py0, px1, py1 = boxes[str(placed[PARENT])]
    parent_long_x = (px1 - px0) > (py1 - py0)
    assert ((x1 - x0) > (y1 - y0)) != parent_long_x  # across the tile it joins


def across_a_lengthwise_tile(table, p) -> bool:
    return p[LIES_ACROSS] and p[PARENT] and not table[p[PARENT]][LIES_ACROSS] and \
        not tile_of_row(p).is_double


# -- scores and a tile --------------------------------------------------------------------------
def test_render_score_sheet_rows_totals_and_winner():
    st = State.new("cross", 3, seed=4)
    rng = random.Random(4)
    while not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    root = ET.fromstring(scores_html(st))
    assert root.tag == "table" and root.get("class") == "dw-scores"
    heads = [th.text for th in root.find("thead").iter("th")]
    assert heads == ["Hand", *st.players]
    rows = root.find("tbody").findall("tr")
    assert len(rows) == len(st.results)
    totals = [int(td.find("b").text) for td in root.find("tfoot").find("tr").findall("td")]
    assert totals == list(st.scores)
    for row in rows:  # one number a cell (points in play and at the end only on hover)
        for td in row.findall("td"):
            text = "".join(td.itertext())
            assert not list(td) and text in ("0", f"{int(text):+d}"), text
    outcome = root.find("tfoot").findall("tr")[1].find("td").text
    assert f"{st.players[st.winner]} wins the match" in outcome


def test_render_score_sheet_shows_points_scored_in_play_this_hand():
    st = State.from_hands("cross", {"A": ["5:5", "0:1"], "B": ["5:0", "5:4", "5:6", "5:3"]})
    st.play("5:5")  # 10 points in play
    root = ET.fromstring(scores_html(st))
    (row,) = root.find("tbody").findall("tr")
    assert row.find("th").text == "Hand 1 (in play)"
    assert [td.text for td in row.findall("td")] == ["+10", "0"]


def test_render_tile_picture():
    root = parse(tile_svg("6:5"))
    assert len(list(root.iter(f"{SVG}circle"))) == 11
    assert not list(parse(tile_svg("6:5", face_down=True)).iter(f"{SVG}circle"))


# -- follow-ups: verbs, the lifted tile, crosswise halves, hints ---------------------------------
def test_render_score_sheet_verbs_agree_with_you_and_with_a_name():
    you = State.from_hands("cross", {"You": ["5:5", "0:1"], "Anna": ["5:0", "5:4", "5:6"]})
    you.play("5:5")
    assert outcome_of(you) == "Target 105. You lead with 10; 95 to go."
    anna = State.from_hands("cross", {"Anna": ["5:5", "0:1"], "You": ["5:0", "5:4", "5:6"]})
    anna.play("5:5")
    assert outcome_of(anna) == "Target 105. Anna leads with 10; 95 to go."
    st = State.new("cross", ["You", "Bot"], seed=4)
    rng = random.Random(4)
    while not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    text = outcome_of(st)
    winner = st.players[st.winner]
    verb = "win" if winner == "You" else "wins"
    assert f"{winner} {verb} the match" in text
    assert "You wins" not in text and "You collects" not in text and "You leads" not in text


def outcome_of(st: State) -> str:
    return ET.fromstring(scores_html(st)).find("tfoot").findall("tr")[1].find("td").text


@pytest.mark.parametrize("game", ["traditional", "cross-two-hands"])
def test_render_a_lifted_selected_tile_stays_inside_the_hand_picture(game):
    st = State.new(game, 2, seed=4)
    hand = st.hands[0]
    root = parse(hand_svg(st, 0, playable=set(hand), selected=hand[0]))
    (selected,) = groups(root, "dw-selected")
    ring = next(selected.iter(f"{SVG}rect"))
    assert float(ring.get("y")) >= 1  # a margin above the ring of the lifted tile
    for rect in root.iter(f"{SVG}rect"):
        assert float(rect.get("y")) >= 0
    labels = [t for t in root.iter(f"{SVG}text") if t.get("class") == "dw-hand-label"]
    top = min(float(r.get("y")) for r in root.iter(f"{SVG}rect"))
    assert all(float(t.get("y")) < top for t in labels)  # labels above the lifted tile


@pytest.mark.parametrize("game, options", [("matador", None), ("six-matador", None),
                                           ("matador", {"matador_anywhere": True})])
def test_6_7_a_tile_joining_a_crosswise_matador_lies_against_the_half_it_joined(game, options):
    """The joined half of a crosswise matador is ``match_sum - inner`` of the lengthwise tile
    that joins it; that tile lies nearer to that half than to the other."""
    from domino_widgets.render.table import TablePicture

    checked = 0
    for seed in range(60):
        st = State.new(game, 2 + seed % 3, seed=seed, options=options)
        rng = random.Random(seed)
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
        spots = TablePicture(st, None, True).layout.spots
        for p in st.table.placed:
            parent = st.table[p[PARENT]] if p[PARENT] else None
            if parent is None or not parent[LIES_ACROSS] or p[LIES_ACROSS] or \
                    tile_of_row(parent).is_double:
                continue
            joined = st.rules.match_sum - p[INNER]
            (ax, ay, av), (bx, by, bv) = spots[parent[NUMBER]].halves
            r = spots[p[NUMBER]].rect
            cx, cy = (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2
            near_a = (ax - cx) ** 2 + (ay - cy) ** 2
            near_b = (bx - cx) ** 2 + (by - cy) ** 2
            assert near_a != near_b, (seed, p)
            assert (av if near_a < near_b else bv) == joined, (seed, p)
            checked += 1
    assert checked > 50


def test_render_hint_marks_the_end_and_the_tile_without_a_click_target():
    st = State.new("traditional", 2, seed=4)
    st.apply(st.legal_actions()[0])
    action = next(a for a in st.legal_actions() if a >= 0)
    root = parse(table_svg(st, hint=action))
    (mark,) = groups(root, "dw-hint-mark")
    assert mark.get("data-end") == str((action >> 4) & 31) and mark.get("data-action") is None
    assert not groups(root, "dw-target")
    assert not groups(parse(table_svg(st, hint=-1)), "dw-hint-mark")  # a draw marks no end
    empty = State.new("traditional", 2, seed=4)
    lead = empty.legal_actions()[0]
    assert [g.get("data-end") for g in groups(parse(table_svg(empty, hint=lead)),
                                              "dw-hint-mark")] == [str(LEAD)]
    hand = parse(hand_svg(st, st.turn, playable={action >> 9}, hinted=action >> 9))
    assert [hand_id(g) for g in groups(hand, "dw-hinted")] == [action >> 9]
