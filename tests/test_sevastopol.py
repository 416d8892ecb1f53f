"""§3 Sevastopol: 6:6 leads every hand as a four-way centre, sixes on its four sides first."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from positions import refused

from domino_widgets.engine import DRAW, NEXT_HAND, PASS, Deal, State, record_from_state
from domino_widgets.engine.actions import placement
from domino_widgets.engine.errors import OptionError
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import BRANCH, LIES_ACROSS, SIDE, VALUE, tile_of_row
from domino_widgets.engine.tiles import TILES, parse_tile

NAMES = ["Андрей", "Ирина", "Ольга", "Вадим"]
# Ирина holds 6:6; Ольга has no six; Андрей has 5:1 and 5:0 besides his sixes.
HANDS = (["6:4", "6:3", "6:1", "5:1", "5:0", "4:0", "3:2"],
         ["6:6", "6:0", "2:2", "5:3", "4:1", "0:0", "3:1"],
         ["5:5", "5:4", "4:4", "4:2", "3:3", "2:1", "1:0"],
         ["6:5", "6:2", "5:2", "4:3", "3:0", "1:1", "2:0"])


def deal(hands: tuple[list[str], ...]) -> Deal:
    return Deal(tuple(tuple(parse_tile(t).id for t in h) for h in hands))


def new(**kwargs: object) -> State:
    return State.new("sevastopol", NAMES, deals=[deal(HANDS)], **kwargs)


def tiles(moves: list) -> set[str]:
    return {str(m.tile) for m in moves if m.kind == "play"}


def play_hand(st: State, rng: random.Random) -> None:
    while st.hand_over is None:
        st.apply(rng.choice(st.legal_actions()))


def test_3_four_players_only() -> None:
    for n in (2, 3, 5):
        with pytest.raises(OptionError, match="4-4 players"):
            State.new("sevastopol", n, seed=1)


def test_3_seven_tiles_each_and_no_boneyard() -> None:
    st = State.new("sevastopol", 4, seed=3)
    assert [len(h) for h in st.hands] == [7, 7, 7, 7]
    assert st.boneyard == () and st.drawable() == 0


def test_3_holder_of_six_six_leads_it() -> None:
    st = new()
    assert st.turn == 1
    assert [str(m) for m in st.legal_moves()] == ["play 6:6"]
    for seed in range(20):
        st = State.new("sevastopol", 4, seed=seed)
        assert any(TILES[t] == "6:6" for t in st.hands[st.turn])
        assert tiles(st.legal_moves()) == {"6:6"}


def test_3_six_six_leads_every_hand() -> None:
    rng = random.Random(4)
    st = State.new("sevastopol", 4, seed=11)
    not_the_winner = 0
    while not st.match_over:
        play_hand(st, rng)
        if st.match_over:
            break
        winner = st.results[-1].winner
        st.apply(NEXT_HAND)
        assert tiles(st.legal_moves()) == {"6:6"}
        assert any(TILES[t] == "6:6" for t in st.hands[st.turn])
        not_the_winner += st.turn != winner
    assert not_the_winner > 0  # S6 does not apply: the holder of 6:6 leads, not the winner


def test_3_six_six_is_a_four_way_centre() -> None:
    st = new()
    st.play("6:6")
    assert st.table.centre == 1
    assert sorted(e[SIDE] for e in st.table.ends) == ["east", "north", "south", "west"]
    assert all(e[VALUE] == 6 and e[BRANCH] for e in st.table.ends)


def test_3_player_without_a_six_passes() -> None:
    st = new()
    st.play("6:6")
    assert st.legal_actions() == [PASS]  # Ольга: no six
    st.play("pass")
    st.play("6:5", side="east")
    st.play("6:4", side="west")
    st.play("6:0", side="north")
    # Ольга holds 5:5, 5:4, 4:4, 4:2 that fit the arms, but a side is still free.
    assert st.legal_actions() == [PASS]


def test_3_first_four_plays_are_sixes_on_the_sides() -> None:
    st = new()
    st.play("6:6")
    st.play("pass")
    st.play("6:5", side="east")
    moves = st.legal_moves()  # Андрей holds 5:1 and 5:0, which fit the 5 of the east arm
    assert tiles(moves) == {"6:4", "6:3", "6:1"}
    assert {m.side for m in moves} == {"west", "north", "south"}
    assert all(m.on == 1 for m in moves)


def test_3_a_non_six_before_the_sides_are_filled_is_refused() -> None:
    st = new()
    st.play("6:6")
    st.play("pass")
    st.play("6:5", side="east")
    message = refused(st, ("5:1", {"on": "6:5"}), "5:1 must wait")
    assert "four sides of 6:6" in message
    end = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 5)
    refused(st, placement(parse_tile("5:1").id, end), "must wait")


def test_3_then_play_continues_on_any_arm() -> None:
    st = new()
    for move in ("6:6", "pass", "6:5", "6:4", "6:0", "pass", "6:2"):
        st.play(move)
    assert len(st.table.arms) == 4 and not any(e[BRANCH] for e in st.table.ends)
    moves = {str(m) for m in st.legal_moves()}  # Андрей: a tile for each of the four arms
    assert moves == {"play 5:1 on 6:5 east", "play 5:0 on 6:5 east", "play 4:0 on 6:4 west",
                     "play 0:4 on 6:0 north", "play 0:5 on 6:0 north", "play 2:3 on 6:2 south"}


def test_3_other_doubles_crosswise_without_branching() -> None:
    st = new()
    for move in ("6:6", "pass", "6:5", "6:4", "6:0", "pass", "6:2", "5:1"):
        st.play(move)
    st.play("4:1", on="6:4")  # it fits the 1 of 5:1 too
    st.play("2:4", on="6:2")  # Ольга
    st.play("4:3", on="4:2")  # Вадим
    st.play("3:6", on="4:3")  # Андрей
    st.play("1:3", on="5:1")  # Ирина
    ends_before = len(st.table.ends)
    st.play("3:3", on="3:1")  # Ольга
    placed = st.table.placed[-1]
    assert tile_of_row(placed) == "3:3" and placed[LIES_ACROSS]
    assert len(st.table.ends) == ends_before
    assert st.table.centre == 1


def test_3_no_move_is_a_pass_never_a_draw() -> None:
    rng = random.Random(2)
    passes = 0
    for seed in range(30):
        st = State.new("sevastopol", 4, seed=seed)
        while st.hand_over is None:
            legal = st.legal_actions()
            assert DRAW not in legal
            if legal == [PASS]:
                passes += 1
                assert not st.rules.placements(st, st.turn)
            st.apply(rng.choice(legal))
    assert passes > 0


def test_3_first_out_wins_with_traditional_scoring() -> None:
    rng = random.Random(6)
    seen = set()
    for seed in range(300):
        st = State.new("sevastopol", 4, seed=seed)
        play_hand(st, rng)
        result = st.results[-1]
        pips = st.pips()
        seen.add(result.reason)
        if result.reason == "domino":
            assert pips[result.winner] == 0
            assert result.points[result.winner] == sum(pips)
        elif result.winner is not None:
            assert result.points[result.winner] == sum(pips) - 2 * pips[result.winner]
        assert sum(1 for p in result.points if p) <= 1
    assert seen == {"domino", "blocked"}


def test_3_target_100() -> None:
    rng = random.Random(8)
    st = State.new("sevastopol", 4, seed=5)
    assert st.target() == 100
    while not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    assert max(st.scores) >= 100 and st.scores[st.winner] == max(st.scores)
    before = [s - p for s, p in zip(st.scores, st.results[-1].points, strict=True)]
    assert max(before) < 100 or before.count(max(before)) > 1


def test_3_shipped_record_sixes_first_replays() -> None:
    record = Record.load("sevastopol-sixes")
    result = record.replay()
    actions = [s["action"] for s in result.steps]
    assert actions[:7] == ["play 6:6", "pass", "play 6:5 on 6:6 east", "play 6:4 on 6:6 west",
                           "play 6:0 on 6:6 north", "pass", "play 6:2 on 6:6 south"]
    assert result.hand_ends == [{"after": 27, "reason": "domino", "points": {"Вадим": 26}}]
    for key in (1, 8, 27):
        assert record.note(key, "ru") != record.note(key, "en")
    again = record_from_state(result.state)
    assert again.replay().as_json() == result.as_json()


def test_3_replay_command_prints_the_record() -> None:
    out = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", "sevastopol-sixes"],
                         capture_output=True, text=True, check=True).stdout
    assert "6:2 on 6:6, south" in out and "hand over: Вадим went out; Вадим +26" in out
