"""Bad input is refused with a DominoError (a ValueError), one line, the state unchanged:
one test per refusal of issue 11 (explicit leaders, the Python API, records and the replay
command)."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest

from domino_widgets.engine import (
    DominoError,
    IllegalMoveError,
    OptionError,
    Record,
    RecordError,
    State,
    TileError,
    parse_tile,
)
from domino_widgets.engine.actions import placement


def one_line(err: BaseException) -> str:
    text = str(err)
    assert isinstance(err, ValueError) and "\n" not in text and len(text) <= 300, text
    return text


def every_offered_action_applies(st: State) -> None:
    for action in st.legal_actions():
        twin = st.clone()
        twin.apply(action)


# -- an explicit leader (docs/rules.md, "A named leader") ------------------------------------
def test_explicit_leader_in_cross_leads_his_own_lowest_double():
    st = State.from_hands("cross", {"A": ["1:1", "3:4"], "B": ["2:2", "5:6"]}, leader="B")
    assert [str(m) for m in st.legal_moves()] == ["play 2:2"]
    every_offered_action_applies(st)
    st.play("2:2")
    assert st.turn == 0


def test_explicit_leader_in_traditional_and_sevens_leads_from_his_own_hand():
    for game in ("traditional", "sevens", "cross", "quintuple", "sausage", "matador"):
        for seed in range(20):
            for leader in range(2):
                st = State.new(game, 2, seed=seed, leader=leader)
                assert st.turn == leader
                assert st.legal_actions(), (game, seed)
                for move in st.legal_moves():
                    assert move.tile.id in st.hands[leader] or move.kind != "play"
                every_offered_action_applies(st)


def test_explicit_leader_in_sevens_without_the_highest_tile_leads_his_highest():
    st = State.from_hands("sevens", {"A": ["6:6", "1:0"], "B": ["5:4", "2:1"]}, leader="B")
    assert [str(m) for m in st.legal_moves()] == ["play 5:4"]


def test_explicit_leader_of_a_record_leads_from_his_own_hand():
    data = copy.deepcopy(Record.load("traditional-hand").data)
    holder = next(p for p in data["players"] if "1:1" in data["hands"][p])
    other = next(p for p in data["players"] if p != holder)
    data["leader"] = other
    lowest = next(f"{v}:{v}" for v in (2, 3, 4, 5, 6, 0) if f"{v}:{v}" in data["hands"][other])
    data["moves"] = [{"player": other, "play": lowest}]
    data.pop("notes", None)
    replayed = Record(data).replay()
    assert replayed.steps[0]["action"] == f"play {lowest}"


@pytest.mark.parametrize("game, double", [("spider", "1:1"), ("sevastopol", "6:6")])
def test_explicit_leader_without_the_leading_double_is_refused_or_dealt_it(game, double):
    hands = {"A": [double, "3:4"], "B": ["2:2", "5:6"], "C": ["0:1", "0:2"], "D": ["0:3", "0:4"]}
    with pytest.raises(OptionError) as err:
        State.from_hands(game, hands, leader="B")
    assert "'B' cannot lead" in one_line(err.value)
    for seed in range(10):
        st = State.new(game, 4, seed=seed, leader=2)
        assert st.turn == 2 and st.legal_actions()
        every_offered_action_applies(st)


# -- the Python API --------------------------------------------------------------------------
@pytest.mark.parametrize("action", [30720, placement(60), 2**70, pytest.param(10**5000, id="huge"),
                                    -99, True, 1.0, None])
def test_play_refuses_a_number_that_is_no_action(action):
    st = State.new("cross", 2, seed=1)
    before = st._snapshot()
    with pytest.raises(IllegalMoveError) as err:
        st.play(action)
    one_line(err.value)
    assert st._snapshot() == before


def test_play_refuses_an_unknown_keyword():
    st = State.new("cross", 2, seed=1)
    tile = st.describe(st.legal_actions()[0]).played_as
    before = st._snapshot()
    with pytest.raises(IllegalMoveError, match="unknown field 'bogus'"):
        st.play(tile, bogus=1)
    assert st._snapshot() == before


@pytest.mark.parametrize("player", [99, -1, "x", True, 1.5, [0]])
def test_view_refuses_no_such_player(player):
    st = State.new("cross", 2, seed=1)
    with pytest.raises(IllegalMoveError) as err:
        st.view(player)
    one_line(err.value)
    assert st.view("Player 2").me == st.view(1).me == 1


@pytest.mark.parametrize("game, players, leader", [
    ("cross", None, None), ("cross", 2.0, None), (["cross"], 2, None), ({"cross": 1}, 2, None),
    ("cross", "AB", None), ("cross", 2, [0]), ("cross", 2, 1.5), ("cross", 2, True),
    ("cross", 2, 2), ("cross", 2, "Nobody"), ("cross", 10**6, None), ("cross", 10**100, None),
    ("cross", ["Ann", "Bob\nEve"], None), ("cross", ["Ann", "\ud800"], None),
])
def test_new_refuses_a_bad_game_players_or_leader(game, players, leader):
    with pytest.raises(OptionError) as err:
        State.new(game, players, leader=leader)
    one_line(err.value)


def test_new_refuses_a_million_players_before_making_their_names():
    with pytest.raises(OptionError, match="not 1000000"):
        State.new("cross", 10**6)


@pytest.mark.parametrize("hands", [{"A": [], "B": []}, {"A": (), "B": (), "C": ()}])
def test_from_hands_refuses_every_hand_empty(hands):
    with pytest.raises(OptionError, match="every hand is empty"):
        State.from_hands("cross", hands)


@pytest.mark.parametrize("hands", [["1:1"], {"A": "1:1", "B": ["2:2"]}, {"A": 5, "B": []}])
def test_from_hands_refuses_hands_that_are_not_lists_by_name(hands):
    with pytest.raises(DominoError) as err:
        State.from_hands("cross", hands)
    one_line(err.value)


# -- tiles: ASCII digits 0-6 only --------------------------------------------------------------
@pytest.mark.parametrize("text", ["١:١", "１:１", "1:1\n", "\n1:1", "1:1\t", "7:1", "1::1", ""])
def test_tile_refuses_other_digits_and_line_breaks(text):
    with pytest.raises(TileError) as err:
        parse_tile(text)
    one_line(err.value)


def test_tile_message_cuts_a_long_value():
    with pytest.raises(TileError) as err:
        parse_tile("x" * 100_000)
    assert len(one_line(err.value)) < 120 and "[...]" in str(err.value)


# -- records ---------------------------------------------------------------------------------
def base_record() -> dict:
    return copy.deepcopy(Record.load("traditional-hand").data)


def refused_record(data: object, match: str) -> str:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=True)
    with pytest.raises(RecordError, match=match) as err:
        Record.loads(text)
    return one_line(err.value)


def test_record_refuses_deep_nesting():
    refused_record("[" * 100_000 + "]" * 100_000, "nested deeper")
    deep: object = []
    for _ in range(50):
        deep = [deep]
    data = base_record()
    data["options"] = {"x": deep}
    refused_record(data, "nested deeper")
    with pytest.raises(RecordError, match="nested deeper"):
        Record(data)


def test_record_refuses_huge_integers():
    data = base_record()
    text = json.dumps(data).replace('"moves": [', '"notes": {}, "moves": [', 1)
    refused_record(text.replace('"notes": {}', '"options": {"target": 1' + "0" * 5000 + "}"),
                   "digits")
    data["options"] = {"target": 10**5000}
    with pytest.raises(RecordError, match="digits"):
        Record(data)


@pytest.mark.parametrize("key", ["²", "01", "0", "1.0", " 1", "١"])
def test_record_refuses_note_keys_that_are_not_plain_move_numbers(key):
    data = base_record()
    data["notes"] = {key: "text"}
    refused_record(data, "notes are texts keyed by a move number")


def test_record_refuses_a_lone_surrogate_in_a_player_name():
    data = base_record()
    text = json.dumps(data, ensure_ascii=True)
    name = data["players"][0]
    escaped = json.dumps(name, ensure_ascii=True)[1:-1]
    refused_record(text.replace(escaped, escaped + "\\ud800"), "cannot be written out")


def test_record_refuses_a_player_name_with_a_line_break():
    data = base_record()
    name = data["players"][0]
    refused_record(json.dumps(data).replace(json.dumps(name), json.dumps(name + "\n")),
                   "printable text on one line")


def test_record_refuses_left_and_right_hands_in_a_one_hand_game():
    data = base_record()
    name = data["players"][0]
    tiles = data["hands"][name]
    data["hands"][name] = {"left": tiles[:3], "right": tiles[3:]}
    refused_record(data, "left and right hands are for cross-two-hands")


@pytest.mark.parametrize("tile", ["١:١", "1:1\n", "1:1\r"])
def test_record_refuses_tiles_in_other_digits_or_with_a_line_break(tile):
    data = base_record()
    data["moves"][0]["play"] = tile
    refused_record(data, "bad tile")


def test_record_message_cuts_a_long_value():
    data = base_record()
    data["x" * 100_000] = 1
    assert len(refused_record(data, "unknown field")) < 120


# -- the replay command ---------------------------------------------------------------------
@pytest.mark.parametrize("case", ["nesting", "digits", "note", "surrogate"])
def test_replay_command_refuses_malformed_records_in_one_line(tmp_path, case):
    data = base_record()
    text = json.dumps(data, ensure_ascii=True)
    if case == "nesting":
        text = "[" * 100_000 + "]" * 100_000
    elif case == "digits":
        text = text.replace('"options": {}', '"options": {"target": 1' + "0" * 5000 + "}")
    elif case == "note":
        data["notes"] = {"²": "x"}
        text = json.dumps(data)
    else:
        escaped = json.dumps(data["players"][0], ensure_ascii=True)[1:-1]
        text = text.replace(escaped, escaped + "\\ud800")
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2, run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= 300 and "Traceback" not in run.stderr


# -- random play: every offered action of a named leader applies ------------------------------
def test_random_leaders_never_offer_an_action_that_fails():
    from domino_widgets.engine import GAMES

    rng = random.Random("leaders")
    for game in sorted(GAMES):
        rules = GAMES[game]
        for seed in range(6):
            n = rng.randint(rules.min_players, rules.max_players)
            st = State.new(game, n, seed=seed, leader=rng.randrange(n))
            while st.hand_over is None:
                every_offered_action_applies(st)
                st.apply(rng.choice(st.legal_actions()))
