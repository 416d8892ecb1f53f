"""§4 Spider: a tile set aside, 1:1 leads as a four-way centre, legs closed by face-down
doubles."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from positions import refused

from domino_widgets.engine import DRAW, NEXT_HAND, Deal, State, record_from_state
from domino_widgets.engine.actions import FACE_DOWN, end_of, placement
from domino_widgets.engine.errors import OptionError
from domino_widgets.engine.games import get_rules
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import LIES_ACROSS, LIES_FACE_DOWN, SIDE, VALUE, tile_of_row
from domino_widgets.engine.tiles import SET_SIZE, TILES, parse_tile
from domino_widgets.engine.view import HIDDEN

NAMES = ["Аня", "Борис", "Вера"]
HANDS = (["1:1", "1:4", "4:4", "5:2", "6:3", "0:0", "2:3"],
         ["1:6", "6:6", "1:2", "5:5", "4:0", "3:3", "2:0"],
         ["1:5", "1:3", "4:2", "6:5", "5:0", "6:0", "2:2"])
BONEYARD = ["3:0", "5:4", "1:0", "6:2", "4:3", "5:3"]
ASIDE = "6:4"
OPENING = [("1:1", {}), ("1:6", {"side": "east"}), ("6:5", {"on": "1:6"}),
           ("1:4", {"side": "west"}), ("4:0", {"on": "1:4"}), ("1:3", {"side": "north"})]


def ids(tiles: list[str]) -> tuple[int, ...]:
    return tuple(parse_tile(t).id for t in tiles)


def new(options: dict | None = None) -> State:
    deal = Deal(tuple(ids(h) for h in HANDS), ids(BONEYARD), parse_tile(ASIDE).id)
    return State.new("spider", NAMES, deals=[deal], options=options)


def opened(options: dict | None = None, upto: int = len(OPENING)) -> State:
    """The record's first moves: 1:1, a leg east (two tiles), a leg west ending in 0, north."""
    st = new(options)
    for play, where in OPENING[:upto]:
        st.play(play, **where)
    return st


def west_end(st: State) -> int:
    return next(i for i, e in enumerate(st.table.ends) if e[SIDE] == "west")


def conserved(st: State) -> bool:
    out = (list(st.boneyard[st.bone_pos:]) + st.table.tile_ids()
           + list(st.rules.out_of_play(st)) + [t for h in st.hands for t in h])
    return sorted(out) == list(range(SET_SIZE))


def test_4_two_to_four_players_seven_tiles_each() -> None:
    for n in (2, 3, 4):
        st = State.new("spider", n, seed=n)
        assert [len(h) for h in st.hands] == [7] * n
    with pytest.raises(OptionError):
        State.new("spider", 5, seed=1)


def test_4_one_tile_set_aside_when_there_is_a_boneyard() -> None:
    for n, bone in ((2, 13), (3, 6)):
        st = State.new("spider", n, seed=9)
        assert st.aside is not None and len(st.boneyard) == bone
        assert st.aside not in st.boneyard and all(st.aside not in h for h in st.hands)
        assert st.rules.out_of_play(st) == (st.aside,) and conserved(st)
    four = State.new("spider", 4, seed=9)
    assert four.aside is None and four.boneyard == ()


def test_4_set_aside_tile_is_never_drawn() -> None:
    rng = random.Random(1)
    emptied = 0
    for seed in range(60):
        st = State.new("spider", 2, seed=seed)
        while st.hand_over is None:
            if st.bone_pos == len(st.boneyard):
                emptied += 1
                assert DRAW not in st.legal_actions()
            assert st.drawable() == len(st.boneyard) - st.bone_pos
            st.apply(rng.choice(st.legal_actions()))
            assert all(st.aside not in h for h in st.hands) and conserved(st)
    assert emptied > 0


def test_4_set_aside_tile_is_not_shown_until_the_hand_ends() -> None:
    st = opened()
    for viewer in (0, 1, 2, None):
        view = st.view(viewer)
        assert view.aside is None and view.boneyard_count == len(BONEYARD)
        assert parse_tile(ASIDE).id not in view.hand
    result = Record.load("spider-closed-leg").replay()
    end = result.state
    assert end.hand_over is not None
    assert {end.view(v).aside for v in (0, 1, 2, None)} == {parse_tile(ASIDE).id}


def test_4_holder_of_one_one_leads_it_every_hand() -> None:
    assert [str(m) for m in new().legal_moves()] == ["play 1:1"]
    rng = random.Random(3)
    st = State.new("spider", 3, seed=4)
    for _ in range(4):
        assert {str(m) for m in st.legal_moves()} == {"play 1:1"}
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
        if st.match_over:
            break
        st.apply(NEXT_HAND)


def test_4_nobody_holds_one_one_redeal() -> None:
    rules = get_rules("spider")
    without = Deal((ids(["6:6"]), ids(["5:5"])), ids(["2:2"]), parse_tile("1:1").id)
    assert rules.needs_redeal(without) and not rules.needs_redeal(
        Deal((ids(["1:1"]), ids(["5:5"])), ids(["2:2"]), parse_tile("6:6").id))
    redealt = 0
    for seed in range(30):
        st = State.new("spider", 2, seed=seed)
        first_try = rules.deal(2, st._rng(0, 0))
        redealt += rules.needs_redeal(first_try)
        assert any(TILES[t] == "1:1" for h in st.hands for t in h)
    assert redealt > 0


def test_4_tiles_on_all_four_sides_in_any_order() -> None:
    st = opened(upto=2)  # 1:1, then 1:6 on the east side
    moves = {str(m) for m in st.legal_moves()}  # Вера: 6:5 on the leg, or 1:5 / 1:3 on a side
    assert "play 6:5 on 1:6 east" in moves
    assert {"play 1:5 on 1:1 west", "play 1:3 on 1:1 north"} <= moves
    st.play("6:5", on="1:6")
    assert len(st.table.arms) == 1


def test_4_sides_first_option_fills_the_four_sides_first() -> None:
    st = opened({"sides_first": True}, upto=2)
    assert {m.side for m in st.legal_moves()} == {"west", "north", "south"}
    refused(st, ("6:5", {"on": "1:6"}), "6:5 must wait: the four sides of 1:1")


def test_4_a_double_closes_a_leg_face_down() -> None:
    st = opened()
    closing = [m for m in st.legal_moves() if m.face_down]
    assert [str(m) for m in closing] == ["play 0:0 on 4:0 west face down"]
    assert not [m for m in st.legal_moves() if m.face_down and TILES[m.tile.id] == "4:4"]
    ends_before = len(st.table.ends)
    st.play("0:0", on="4:0", face_down=True)
    placed = st.table.placed[-1]
    assert placed[LIES_FACE_DOWN] and placed[LIES_ACROSS] and tile_of_row(placed) == "0:0"
    assert len(st.table.ends) == ends_before - 1
    assert "west" not in {e[SIDE] for e in st.table.ends}
    # nothing more is played on that leg, whoever holds a 0
    for p in range(3):
        assert all(st.table.ends[end_of(a)][SIDE] != "west"
                   for a in st.rules.placements(st, p))


def test_4_a_double_that_fits_may_also_be_played_face_up() -> None:
    st = opened()
    st.play("0:0", on="4:0")
    placed = st.table.placed[-1]
    assert not placed[LIES_FACE_DOWN] and placed[LIES_ACROSS]
    assert [e[VALUE] for e in st.table.ends if e[SIDE] == "west"] == [0]


def test_4_reading_closing_double_must_match_the_end() -> None:
    st = opened()
    message = refused(st, ("4:4", {"on": "4:0", "face_down": True}), "must match the end")
    assert message == "a closing double must match the end it closes: 4:4 does not match 0"
    action = placement(parse_tile("4:4").id, west_end(st), FACE_DOWN)
    refused(st, action, "must match the end it closes")


def test_4_option_close_any_double() -> None:
    st = opened({"close_any_double": True})
    closing = {str(m) for m in st.legal_moves() if m.face_down}
    assert "play 4:4 on 4:0 west face down" in closing
    assert "play 4:4 on 6:5 east face down" in closing
    st.play("4:4", on="4:0", face_down=True)
    assert st.table.placed[-1][LIES_FACE_DOWN] and "west" not in {e[SIDE] for e in st.table.ends}


def test_4_only_a_started_leg_can_be_closed_and_only_by_a_double() -> None:
    st = opened({"close_any_double": True})
    refused(st, ("4:4", {"on": "1:1", "side": "south", "face_down": True}),
            "no leg has started there")
    refused(st, ("2:3", {"on": "4:0", "face_down": True}), "only a double can close a leg")


def test_4_face_down_double_is_shown_only_to_its_owner() -> None:
    st = opened()
    st.play("0:0", on="4:0", face_down=True)
    n = len(st.table)
    owner = st.view(0)
    assert TILES[owner.placed[n - 1].tile_id] == "0:0"
    assert TILES[owner.events[-1].tile_id] == "0:0"
    for viewer in (1, 2, None):
        view = st.view(viewer)
        hidden = view.placed[n - 1]
        assert hidden.face_down and (hidden.tile_id, hidden.inner, hidden.outer) == (HIDDEN,) * 3
        assert view.events[-1].tile_id == HIDDEN
        assert all(TILES[p.tile_id] == TILES[q.tile_id]
                   for p, q in zip(view.placed[:n - 1], owner.placed[:n - 1], strict=True))


def test_4_face_down_double_is_shown_when_the_hand_ends() -> None:
    st = Record.load("spider-closed-leg").replay().state
    assert st.hand_over is not None
    for viewer in (1, 2, None):
        view = st.view(viewer)
        assert [TILES[p.tile_id] for p in view.placed if p.face_down] == ["0:0"]
        assert HIDDEN not in [e.tile_id for e in view.events]


def test_4_otherwise_traditional_first_out_wins() -> None:
    result = Record.load("spider-closed-leg").replay()
    assert result.hand_ends == [{"after": 20, "reason": "domino", "points": {"Борис": 27}}]
    st = result.state
    assert st.pips() == [8, 0, 19]  # the face-down 0:0 and the set-aside 6:4 count for nobody
    assert st.target() == 100
    rng = random.Random(5)
    match = State.new("spider", 3, seed=2)
    while not match.match_over:
        match.apply(rng.choice(match.legal_actions()))
    assert max(match.scores) >= 100 and match.scores[match.winner] == max(match.scores)


def test_4_shipped_record_closed_leg() -> None:
    record = Record.load("spider-closed-leg")
    assert record.data["aside"] == ASIDE
    assert record.moves()[6] == {"player": "Аня", "play": "0:0", "on": "4:0", "face_down": True}
    result = record.replay()
    assert result.steps[6]["action"] == "play 0:0 on 4:0 west face down"
    for key in (1, 2, 7, 20):
        assert record.note(key, "ru") != record.note(key, "en")
    again = record_from_state(result.state)
    assert again.data["aside"] == ASIDE
    assert again.replay().as_json() == result.as_json()
    out = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", "spider-closed-leg"],
                         capture_output=True, text=True, check=True).stdout
    assert ", face down" in out and "hand over: Борис went out; Борис +27" in out


def test_4_match_record_keeps_every_hands_set_aside_tile() -> None:
    rng = random.Random(7)
    st = State.new("spider", 3, seed=12)
    while len(st.results) < 3 and not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    record = record_from_state(st)
    asides = record.data["aside"]
    assert asides == [str(TILES[d.aside]) for d in st.dealt[:3]]
    replayed = Record.loads(record.dumps()).replay().state
    assert replayed.scores == st.scores and replayed.dealt[:3] == st.dealt[:3]


def test_4_record_without_aside_sets_the_last_boneyard_tile_aside() -> None:
    data = {"format": "domino-record/1", "game": "spider", "players": NAMES,
            "hands": dict(zip(NAMES, HANDS, strict=True)), "boneyard": [*BONEYARD, ASIDE],
            "moves": [{"player": "Аня", "play": "1:1"}]}
    st = Record(data).replay().state
    assert st.aside == parse_tile(ASIDE).id and st.drawable() == len(BONEYARD)
