"""RECORD.md: reading, checking, writing byte for byte, replaying, and the replay command."""

import json
import subprocess
import sys

import pytest

from domino_widgets.engine import RecordError, State
from domino_widgets.engine.games import GAMES, get_rules
from domino_widgets.engine.record import Record, record_from_state, shipped_records
from domino_widgets.engine.tiles import TILES, parse_tile


def book():
    return json.loads(Record.load("quintuple-book").dumps())


def run(*args):
    return subprocess.run([sys.executable, "-m", "domino_widgets", *args], capture_output=True,
                          text=True, timeout=60)


@pytest.mark.parametrize("name", shipped_records())
def test_shipped_records_round_trip_byte_for_byte_and_replay(name, tmp_path):
    from importlib import resources

    text = resources.files("domino_widgets.records").joinpath(f"{name}.json").read_text("utf-8")
    record = Record.loads(text)
    assert record.dumps() == text
    path = tmp_path / f"{name}.json"
    record.save(path)
    assert path.read_bytes() == text.encode("utf-8")
    replay = record.replay()
    assert len(replay.steps) == len(record.moves())


def test_replay_command_prints_the_book_game():
    out = run("replay", "quintuple-book")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[9].split()[:2] == ["10", "Ирина"]
    assert "Андрей 6, Ирина 8, Ольга 4, Вадим 0" in lines[9]


def test_replay_command_json_form():
    out = run("replay", "quintuple-book", "--json")
    data = json.loads(out.stdout)
    assert data["game"] == "quintuple" and len(data["steps"]) == 10
    assert data["steps"][0] == {"n": 1, "player": "Андрей", "action": "play 1:1", "points": 2,
                                "scores": {"Андрей": 2, "Ирина": 0, "Ольга": 0, "Вадим": 0}}
    assert data["result"] == {"scores": {"Андрей": 6, "Ирина": 8, "Ольга": 4, "Вадим": 0},
                              "winner": None, "settlement": None}
    assert data["hand_ends"] == []


def bad(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False))
    return path


@pytest.mark.parametrize("change,message", [
    (lambda d: d["moves"].__setitem__(6, {"player": "Ольга", "play": "4:4", "on": "1:6"}),
     "move 7: Ольга does not hold 4:4"),
    (lambda d: d["moves"].__setitem__(6, {"player": "Ольга", "play": "5:0"}),
     "move 7: 5:0 does not match any open end (ends: 6, 2, 4, 3)"),
    (lambda d: d["moves"].__setitem__(1, {"player": "Ольга", "play": "1:0"}),
     "move 2: it is Ирина's turn, not Ольга's"),
    (lambda d: d["moves"].__setitem__(1, {"player": "Ирина", "pass": True}),
     "move 2: Ирина cannot pass: a tile can be played (6:1)"),
    (lambda d: d["moves"].__setitem__(1, {"player": "Ирина", "play": "1:9"}),
     "move 2: play: bad tile '1:9': halves go from 0 to 6"),
    (lambda d: d.__setitem__("game", "poker"), "unknown game 'poker'"),
    (lambda d: d.__setitem__("options", {"turbo": True}), "unknown option 'turbo' for quintuple"),
    (lambda d: d["hands"]["Андрей"].append("6:6"), "6:6 is dealt more often than the set holds"),
    (lambda d: d["moves"].__setitem__(0, {"player": "Андрей"}),
     "move 1: a move has exactly one of play, plays, draw or pass"),
    (lambda d: d.__setitem__("format", "v2"), "format must be 'domino-record/1'"),
    (lambda d: d["moves"].__setitem__(1, {"player": "Ирина", "draw": "2:2"}),
     "move 2: Ирина cannot draw: a tile can be played (6:1)"),
])
def test_a_malformed_or_illegal_record_exits_2_with_one_line(tmp_path, change, message):
    data = book()
    change(data)
    path = bad(tmp_path, data)
    with pytest.raises(RecordError) as err:
        Record.load(path).replay()
    assert isinstance(err.value, ValueError)
    out = run("replay", str(path))
    assert out.returncode == 2
    assert out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert out.stderr.startswith(f"{path}: ")
    assert message in out.stderr


@pytest.mark.parametrize("text", ["{", "[]", "", "null", '{"format": "domino-record/1"}'])
def test_not_a_record_at_all(tmp_path, text):
    out = run("replay", str(bad(tmp_path, text)))
    assert out.returncode == 2 and out.stderr.count("\n") == 1


def test_missing_file_and_bad_arguments_exit_2_with_one_line():
    for args in (["replay", "no-such-game.json"], ["replay"], ["frobnicate"], []):
        out = run(*args)
        assert out.returncode == 2 and out.stderr.count("\n") == 1, (args, out.stderr)


def photos():
    return json.loads(Record.load("cross-photos").dumps())


def test_a_record_without_boneyard_may_not_draw():
    data = photos()
    del data["boneyard"]
    with pytest.raises(RecordError, match="move 7: the record has no boneyard"):
        Record.loads(json.dumps(data)).replay()


def test_explicit_draw_must_be_the_next_boneyard_tile():
    data = photos()
    data["moves"].insert(6, {"player": "Аня", "draw": "3:3"})
    data.pop("notes")
    with pytest.raises(RecordError, match="move 7: the next boneyard tile is 1:1, not 3:3"):
        Record.loads(json.dumps(data)).replay()
    data["moves"][6] = {"player": "Аня", "draw": "1:1"}
    steps = Record.loads(json.dumps(data)).replay().steps
    assert [s["action"] for s in steps[6:8]] == ["draw 1:1", "play 1:1 on 4:1 west"]


def test_notes_are_checked_and_kept():
    data = book()
    data["notes"]["99"] = "too far"
    with pytest.raises(RecordError, match="note '99'"):
        Record.loads(json.dumps(data))
    assert Record.load("quintuple-book").note(7, "en").count("\n") == 1


def test_a_match_record_with_several_hands_replays():
    st = State.new("traditional", 2, seed=4, options={"target": 30})
    while not st.match_over:
        st.apply(st.legal_actions()[0])
    record = record_from_state(st)
    assert record.is_match and len(record.data["hands"]) == len(st.results)
    replay = record.replay()
    assert len(replay.hand_ends) == len(st.results)
    assert replay.result["winner"] == st.players[st.winner]
    assert replay.result["settlement"] == st.settlement()
    # end-of-hand points show in the next step's scores, not in the step that ended the hand
    first_end = replay.hand_ends[0]["after"]
    step = replay.steps[first_end - 1]
    assert sum(step["scores"].values()) == sum(
        p for s in replay.steps[:first_end] for p in [s["points"]])


# -- aside: the set-aside tile (docs/rules.md, Game records) --------------------------------
def spider():
    return json.loads(Record.load("spider-closed-leg").dumps())


def changed(record, change):
    """A fresh copy of a good record (``record()``) with ``change`` made to it."""
    data = record()
    change(data)
    return data


def refused_with_one_line(tmp_path, data, message):
    """The record is refused from Python (a RecordError, a ValueError) and by the replay
    command (exit 2, one line on standard error), both saying ``message``."""
    with pytest.raises(RecordError) as err:
        Record.loads(json.dumps(data, ensure_ascii=False)).replay()
    assert isinstance(err.value, ValueError)
    assert "\n" not in str(err.value) and message in str(err.value)
    path = bad(tmp_path, data)
    out = run("replay", str(path))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert out.stderr == f"{path}: {err.value}\n"


@pytest.mark.parametrize("aside,message", [
    (["6:4"], "aside: a one-hand record sets aside one tile, not a list"),
    ([], "aside: a one-hand record sets aside one tile, not a list"),
    (64, "aside: a tile must be a string like '3:5', not 64"),
    ("6:9", "aside: bad tile '6:9'"),
])
def test_4_one_hand_record_with_a_bad_aside_names_the_field(tmp_path, aside, message):
    data = spider()
    data["aside"] = aside
    refused_with_one_line(tmp_path, data, message)


def spider_match():
    st = State.new("spider", 3, seed=2, options={"target": 40})
    while not st.match_over:
        st.apply(st.legal_actions()[0])
    return json.loads(record_from_state(st).dumps())


@pytest.mark.parametrize("change,message", [
    (lambda asides: asides.__setitem__(1, "9:9"), "aside: hand 2: bad tile '9:9'"),
    (lambda asides: asides.__setitem__(0, ["6:4"]),
     "aside: hand 1: a tile must be a string like '3:5', not ['6:4']"),
    (lambda asides: asides.extend(["0:0"] * 9),
     "aside must be a tile (a list with a tile or null per hand in a match)"),
])
def test_4_match_record_with_a_bad_aside_names_the_field_and_the_hand(tmp_path, change, message):
    data = spider_match()
    assert len(data["hands"]) > 1 and len(data["aside"]) == len(data["hands"])
    change(data["aside"])
    refused_with_one_line(tmp_path, data, message)


@pytest.mark.parametrize("name", ["cross-photos", "quintuple-book"])
def test_a_game_that_sets_no_tile_aside_refuses_a_record_that_names_one(tmp_path, name):
    """The tile named is one nobody holds (the boneyard's last, or an undealt one), so the old
    reading quietly took it out of play."""
    data = json.loads(Record.load(name).dumps())
    if "boneyard" in data:
        data["aside"] = data["boneyard"].pop()
    else:
        dealt = {parse_tile(t) for tiles in data["hands"].values() for t in tiles}
        data["aside"] = str(next(t for t in TILES if t not in dealt))
    refused_with_one_line(tmp_path, data, f"aside: {data['game']} sets no tile aside")


def test_a_match_of_a_game_that_sets_no_tile_aside_refuses_an_aside(tmp_path):
    st = State.new("traditional", 2, seed=4, options={"target": 30})
    while not st.match_over:
        st.apply(st.legal_actions()[0])
    data = json.loads(record_from_state(st).dumps())
    assert "aside" not in data
    data["aside"] = [None] * (len(data["hands"]) - 1) + [data["boneyard"][-1].pop()]
    refused_with_one_line(tmp_path, data, "aside: traditional sets no tile aside")


def test_4_spider_for_four_players_refuses_an_aside(tmp_path):
    st = State.new("spider", 4, seed=1)
    data = json.loads(record_from_state(st).dumps())
    assert "aside" not in data and st.aside is None
    data["aside"] = data["hands"][st.players[0]].pop()
    refused_with_one_line(tmp_path, data, "aside: spider sets no tile aside with 4 players")


def test_an_aside_of_null_names_no_tile_and_is_read_in_any_game():
    data = book()
    data["aside"] = None
    assert Record.loads(json.dumps(data)).replay().result == Record.load(
        "quintuple-book").replay().result


@pytest.mark.parametrize("game", sorted(GAMES))
def test_sets_aside_says_which_deals_set_a_tile_aside(game):
    """The record check trusts ``sets_aside``: it is true exactly where a deal sets a tile
    aside (Spider for two or three players)."""
    rules = get_rules(game)
    for n in range(rules.min_players, rules.max_players + 1):
        asides = {State.new(game, n, seed=seed).aside is not None for seed in range(3)}
        assert asides == {rules.sets_aside(n)}, (game, n)


# -- a bad tile in any tile field is refused, naming the field and where it is --------------
def traditional_match():
    st = State.new("traditional", 2, seed=4, options={"target": 30})
    while not st.match_over:
        st.apply(st.legal_actions()[0])
    return json.loads(record_from_state(st).dumps())


def two_hands():
    return json.loads(Record.load("cross-two-hands-turn").dumps())


def set_move(k, move):
    return lambda d: d["moves"].__setitem__(k, move)


@pytest.mark.parametrize("record,change,message", [
    (book, lambda d: d.__setitem__("boneyard", ["9:9"]), "boneyard: bad tile '9:9'"),
    (photos, lambda d: d["boneyard"].__setitem__(5, None),
     "boneyard: a tile must be a string like '3:5', not None"),
    (book, lambda d: d["hands"]["Ирина"].__setitem__(2, "7-1"), "hands: Ирина: bad tile '7-1'"),
    (book, set_move(1, {"player": "Ирина", "play": "6:1", "on": "1:8"}),
     "move 2: on: bad tile '1:8'"),
    (book, set_move(1, {"player": "Ирина", "play": "6:1", "on": 1.5}),
     "move 2: on: a tile must be a string like '3:5', not 1.5"),
    (book, set_move(1, {"player": "Ирина", "draw": "0-"}), "move 2: draw: bad tile '0-'"),
    (two_hands, lambda d: d["hands"]["Борис"]["right"].__setitem__(0, 44),
     "hands: Борис: right: a tile must be a string like '3:5', not 44"),
    (two_hands, lambda d: d["moves"][1]["plays"][1].__setitem__("play", "4:9"),
     "move 2: placement 2: play: bad tile '4:9'"),
    (two_hands, lambda d: d["moves"][1]["plays"][0].__setitem__("on", ""),
     "move 2: placement 1: on: bad tile ''"),
    (traditional_match, lambda d: d["boneyard"][1].__setitem__(0, "9:9"),
     "boneyard: hand 2: bad tile '9:9'"),
    (traditional_match, lambda d: d["hands"][1]["Player 2"].__setitem__(0, ["1:1"]),
     "hands: hand 2: Player 2: a tile must be a string like '3:5', not ['1:1']"),
])
def test_a_bad_tile_in_any_field_is_refused_naming_the_field(tmp_path, record, change, message):
    """Boneyard, hands (per deal in a match, per half in two hands) and the play, on and draw
    tiles of moves: a RecordError of one line that says where the bad tile is written."""
    refused_with_one_line(tmp_path, changed(record, change), message)


# -- null fields, placement numbers, and where a bad hand or placement is -------------------
@pytest.mark.parametrize("record,change,message", [
    (book, set_move(1, {"player": "Ирина", "play": "6:1", "on": None}),
     "move 2: on: null is not allowed; leave on out"),
    (book, set_move(1, {"player": "Ирина", "play": "6:1", "at": None}),
     "move 2: at: null is not allowed; leave at out"),
    (two_hands, lambda d: d["moves"][1]["plays"][1].__setitem__("on", None),
     "move 2: placement 2: on: null is not allowed; leave on out"),
])
def test_a_null_on_or_at_is_refused_naming_the_field(tmp_path, record, change, message):
    """RECORD.md: ``on`` is a tile or a placement number, ``at`` a pip value, each omitted
    where not needed; null is neither, so it is refused rather than read as omitted."""
    refused_with_one_line(tmp_path, changed(record, change), message)


@pytest.mark.parametrize("record,change,message", [
    (book, set_move(1, {"player": "Ирина", "play": "6:1", "on": 5}),
     "move 2: on: no tile 5 on the table (1 placed)"),
    (book, set_move(3, {"player": "Вадим", "play": "1:2", "on": 4}),
     "move 4: on: no tile 4 on the table (3 placed)"),
    (two_hands, lambda d: d["moves"][1]["plays"][0].__setitem__("on", 7),
     "move 2: placement 1: on: no tile 7 on the table (2 placed)"),
    (book, set_move(1, {"player": "Ирина", "play": "6:1", "on": 0}),
     "move 2: on: placement numbers start at 1, not 0"),
])
def test_an_on_number_past_the_placed_tiles_says_it_is_out_of_range(tmp_path, record, change,
                                                                      message):
    refused_with_one_line(tmp_path, changed(record, change), message)


def test_an_on_number_within_range_still_names_a_placed_tile():
    data = book()
    data["moves"][1]["on"] = 1
    assert Record.loads(json.dumps(data)).replay().steps[1]["action"] == Record.load(
        "quintuple-book").replay().steps[1]["action"]


def set_hand(k, name, tiles):
    return lambda d: d["hands"][k].__setitem__(name, tiles)


@pytest.mark.parametrize("record,change,message", [
    (traditional_match, lambda d: d["hands"][1].pop("Player 2"),
     "hands: hand 2 must give the tiles of every player, by name"),
    (traditional_match, lambda d: d["hands"].__setitem__(2, ["1:1"]),
     "hands: hand 3 must give the tiles of every player, by name"),
    (traditional_match, set_hand(1, "Player 1", "1:1"),
     "hands: hand 2: the hand of Player 1 must be a list of tiles"),
    (book, lambda d: d["hands"].__setitem__("Ирина", "1:1"),
     "hands: the hand of Ирина must be a list of tiles"),
    (book, lambda d: d["hands"].pop("Ирина"),
     "hands must give the tiles of every player, by name"),
    (two_hands, lambda d: d["hands"]["Борис"].__setitem__("right", "4:4"),
     "hands: the right hand of Борис must be a list of tiles"),
    (two_hands, lambda d: d["hands"]["Борис"].pop("right"),
     "hands: the hand of Борис must have 'left' and 'right'"),
])
def test_a_badly_shaped_hand_says_which_deal_of_a_match_it_is(tmp_path, record, change,
                                                               message):
    refused_with_one_line(tmp_path, changed(record, change), message)


def set_placement(k, key, value):
    return lambda d: d["moves"][1]["plays"][k].__setitem__(key, value)


@pytest.mark.parametrize("change,message", [
    (set_placement(1, "at", 9), "move 2: placement 2: at must be a pip value 0-6, not 9"),
    (set_placement(0, "side", "up"), "move 2: placement 1: side must be one of east, west"),
    (set_placement(1, "crosswise", "yes"), "move 2: placement 2: crosswise must be true or false"),
    (set_placement(0, "give", "left"), "move 2: placement 1: give must be 'top' or 'bottom'"),
    (set_placement(1, "hand", "middle"), "move 2: placement 2: hand must be 'left' or 'right'"),
    (set_placement(0, "over", "4:4"),
     "move 2: placement 1: unknown field 'over' in a placement"),
    (lambda d: d["moves"][1]["plays"].__setitem__(1, "4:4"),
     "move 2: placement 2: a placement is an object with play"),
    (lambda d: d["moves"][1]["plays"].__setitem__(1, {"play": "6:6", "hand": "right"}),
     "move 2: placement 2: 6:6 does not match any open end"),
])
def test_a_bad_field_in_plays_says_which_placement(tmp_path, change, message):
    data = two_hands()
    change(data)
    refused_with_one_line(tmp_path, data, message)


@pytest.mark.parametrize("data,message", [
    ({}, "format must be 'domino-record/1'"),
    ([], "a record must be a JSON object"),
    ({**book(), "hands": []}, "a match has a list of moves for each hand"),
    ({**book(), "moves": [{"player": "x", "play": "1:1"}]}, "move 1: unknown player 'x'"),
    ({**book(), "game": ["quintuple"]}, "unknown game"),
    ({**book(), "notes": {6: "a note keyed by a number, not a string"}}, "note 6: notes are"),
])
def test_a_record_built_directly_is_checked_like_a_loaded_one(data, message):
    """``Record(data)`` is a public path too: bad data is a RecordError there, never a
    KeyError or TypeError from a later replay."""
    with pytest.raises(RecordError, match=message):
        Record(data).replay()
    with pytest.raises(RecordError, match=message):
        Record(data)


def test_a_record_built_directly_from_good_data_replays():
    data = book()
    assert Record(data).replay().result == Record.load("quintuple-book").replay().result
