"""domino_widgets.lesson: the helpers the lessons' folded cells call read a position as a
player says it (hands by name, moves one after another) and give the same states as the
engine's own calls."""

from __future__ import annotations

import pytest

from domino_widgets import IllegalMoveError, State, lesson, load_record


def test_a_position_from_hands_written_as_text_and_moves_played_in_order() -> None:
    table = lesson.position("traditional", {"Ann": "1:1 1:2 5:5", "Bob": "1:3 4:4 6:6"},
                            boneyard="", moves="1:1 1:3 1:2")
    same = State.from_hands("traditional", {"Ann": ["1:1", "1:2", "5:5"],
                                            "Bob": ["1:3", "4:4", "6:6"]}, boneyard=[])
    for tile in ["1:1", "1:3", "1:2"]:
        same.play(tile)
    assert table.table.values() == same.table.values() and table.hands == same.hands
    assert lesson.ends(table) == "3, 2" and table.hand_over is not None
    assert lesson.hand(table, "Bob") == "4:4 6:6"


def test_moves_with_more_than_a_tile_are_written_in_the_record_notation_between_commas() -> None:
    table = lesson.position("traditional", {"Olga": "2:2 4:2 6:5", "Pavel": "2:3 1:0 0:0",
                                            "Rita": "6:6 3:4 5:5"}, boneyard="",
                            moves="2:2, 2:3, 3:4, play 4:2 on 3:4")
    assert table.hand_over is not None and table.hand_over.reason == "blocked"


def test_a_move_the_rules_refuse_is_refused_with_the_engines_reason() -> None:
    with pytest.raises(IllegalMoveError):
        lesson.position("traditional", {"Ann": "1:1 5:5", "Bob": "1:3 4:4"}, moves="5:5")


def test_a_records_positions_and_its_end() -> None:
    record = load_record("spider-closed-leg")
    after = record.positions()
    assert lesson.record_position("spider-closed-leg", 6).table.values() == after[6].table.values()
    end = lesson.record_end("spider-closed-leg")
    assert end.hand_over is not None
    assert lesson.record_moves("spider-closed-leg").count("\n") + 1 == len(
        record.replay().lines())


def test_moves_now_lists_every_legal_move_and_played_leaves_the_position() -> None:
    table = lesson.position("traditional", {"Ann": "2:2 2:6", "Bob": "2:5 4:4"}, moves="2:2")
    assert len(lesson.moves_now(table).splitlines()) == len(table.legal_moves())
    later = lesson.played(table, ["2:5"])
    assert len(table.table) == 1 and len(later.table) == 2


def test_an_english_lesson_names_a_records_players_in_latin_letters() -> None:
    """As the replays do; the record itself stays as it is (RECORD.md)."""
    from domino_widgets import language

    with language("en"):
        english = lesson.record_positions("sevastopol-sixes")
        end = lesson.record_end("sevastopol-sixes")
        assert "Vadim" in lesson.record_moves("sevastopol-sixes")
    with language("ru"):
        russian = lesson.record_positions("sevastopol-sixes")
    assert english[0].players == ("Andrey", "Irina", "Olga", "Vadim")
    assert russian[0].players == ("Андрей", "Ирина", "Ольга", "Вадим")
    assert [s.hands for s in english] == [s.hands for s in russian]
    assert end.hand_over is not None and end.players[end.hand_over.winner] == "Vadim"
    assert load_record("sevastopol-sixes").players == ["Андрей", "Ирина", "Ольга", "Вадим"]


def test_a_lesson_takes_a_shipped_record_by_name_without_looking_at_the_working_folder(
        tmp_path, monkeypatch) -> None:
    """A lesson's record names are the package's: a file of the same name in the working
    folder is not looked at (in the browser version each look is a request to the page), a
    name that no record ships with is still a file's, and ``Record.shipped`` refuses any other
    name with a ``RecordError``, naming the shipped ones."""
    from domino_widgets.engine.record import Record, RecordError

    monkeypatch.chdir(tmp_path)
    (tmp_path / "cross-photos").write_text("not a record", encoding="utf-8")
    assert lesson.readers_record("cross-photos").game == "cross"
    assert len(lesson.replay("cross-photos").frames) > 10
    assert lesson.sandbox("cross-photos", at=10).state.rules.name == "cross"
    with pytest.raises(RecordError, match="not valid JSON"):  # a file first, as ever
        Record.load("cross-photos")
    (tmp_path / "mine.json").write_text(
        Record.shipped("cross-photos").dumps(), encoding="utf-8")
    assert lesson.readers_record("mine.json").game == "cross"
    with pytest.raises(RecordError, match="cross-photos"):
        Record.shipped("mine.json")
