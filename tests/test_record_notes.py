"""RECORD.md's notes in two languages: read, written back byte for byte, refused when malformed,
and shown in the reader's language (the book's quote stays Russian in both)."""

import json
import re

import pytest

from domino_widgets import ReplayWidget
from domino_widgets.cli import main
from domino_widgets.engine import RecordError
from domino_widgets.engine.i18n import language
from domino_widgets.engine.record import Record, dumps, shipped_records

BOTH = {"ru": "Ирина ставит 0:3 и получает 4 очка.", "en": "Irina puts 0:3 and scores 4."}


def book_with(notes):
    data = json.loads(Record.load("quintuple-book").dumps())
    data["notes"] = notes
    return data


@pytest.mark.parametrize("notes", [
    {"6": "Ирина ставит 0:3 и получает 4 очка."},
    {"6": BOTH},
    {"6": {"en": BOTH["en"], "ru": BOTH["ru"]}, "7": "одна строка"},
    {"6": {"ru": "только по-русски"}},
])
def test_a_note_as_text_or_per_language_round_trips_byte_for_byte(notes):
    text = dumps(book_with(notes))
    record = Record.loads(text)
    assert record.dumps() == text
    assert record.data["notes"] == notes
    assert Record.loads(json.dumps(book_with(notes), ensure_ascii=False)).dumps() == text


def test_a_hand_written_note_object_on_one_line_is_read_and_written_in_the_canonical_layout():
    short = {"ru": "Ход.", "en": "A move."}
    text = dumps(book_with({"6": short}))
    assert '"6": {"ru": "Ход.", "en": "A move."}' in text
    assert Record.loads(text).dumps() == text


@pytest.mark.parametrize("note,message", [
    ({}, "a note in several languages is an object with one text per language"),
    ({"de": "Zug"}, "languages: en, ru"),
    ({"ru": "ход", "EN": "move"}, "note '6'"),
    ({"ru": 5}, "for example {\"ru\": \"...\", \"en\": \"...\"}"),
    ({"ru": {"en": "nested"}}, "note '6'"),
    (["ход", "move"], "notes are texts keyed by a move number"),
    (6, "notes are texts keyed by a move number"),
])
def test_a_malformed_note_is_refused_naming_the_note(note, message):
    data = book_with({"6": note})
    kept = json.dumps(data)
    with pytest.raises(RecordError, match=re.escape(message)):
        Record(data)
    assert json.dumps(data) == kept  # nothing changed


def test_a_note_reads_in_the_current_language_else_in_the_first_one_given():
    record = Record(book_with({"6": BOTH, "7": {"ru": "только по-русски"}, "8": "просто"}))
    with language("ru"):
        assert record.note(6) == BOTH["ru"]
    with language("en"):
        assert record.note(6) == BOTH["en"]
        assert record.note(7) == "только по-русски"
        assert record.note(8) == "просто"
        assert record.note(6, "ru") == BOTH["ru"]
        assert record.note(5) is None


CYRILLIC = re.compile("[А-Яа-яЁё]")
OPTION_NAMES = re.compile(r"\w+_\w+(=\w+)?")


@pytest.mark.parametrize("name", shipped_records())
def test_every_shipped_note_is_in_both_languages_under_the_same_russian_quote(name):
    notes = Record.load(name).data.get("notes", {})
    assert notes
    for key, note in notes.items():
        assert list(note) == ["ru", "en"], (name, key)
        *quote_ru, said_ru = note["ru"].split("\n")
        *quote_en, said_en = note["en"].split("\n")
        assert quote_ru == quote_en, (name, key)  # the book's words, Russian in both
        assert CYRILLIC.search(said_ru) and not CYRILLIC.search(said_en), (name, key)
        assert not re.search("[A-Za-z]{3,}", OPTION_NAMES.sub("", said_ru)), (name, key)


def test_the_quintuple_book_notes_quote_the_book_whole():
    notes = Record.load("quintuple-book").data["notes"]
    assert not any("[…]" in note["ru"] for note in notes.values())
    assert "Рассудительный игрок решил" in notes["1"]["ru"]
    assert "Если она поставит 2:2" in notes["6"]["en"]
    assert "Поставив 0:6, участница создала бы" in notes["7"]["ru"]


def test_the_replay_widget_shows_each_note_in_its_language_and_again_after_a_switch():
    record = Record.load("quintuple-book")
    notes = record.data["notes"]
    widget = ReplayWidget("quintuple-book", lang="ru")
    assert widget.frames[6]["note"] == notes["6"]["ru"]
    widget.lang = "en"
    assert widget.frames[6]["note"] == notes["6"]["en"]
    assert widget.frames[0]["note"] == ""


def test_the_replay_command_shows_notes_in_the_chosen_language_on_request(capsys):
    notes = Record.load("cross-photos").data["notes"]
    assert main(["replay", "cross-photos", "--notes", "--lang", "ru"]) == 0
    russian = capsys.readouterr().out
    assert notes["5"]["ru"] in russian and notes["5"]["en"] not in russian
    assert main(["replay", "cross-photos", "--notes", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert notes["5"]["en"] in english and notes["5"]["ru"] not in english
    assert main(["replay", "cross-photos", "--lang", "en"]) == 0
    assert notes["5"]["en"] not in capsys.readouterr().out  # one line per move by default


def test_the_json_replay_with_notes_gives_them_as_written_in_every_language(capsys):
    notes = Record.load("sausage-cut").data["notes"]
    outputs = []
    for lang in ("ru", "en"):
        assert main(["replay", "sausage-cut", "--json", "--notes", "--lang", lang]) == 0
        outputs.append(json.loads(capsys.readouterr().out))
    assert outputs[0] == outputs[1]
    steps = {str(s["n"]): s for s in outputs[0]["steps"]}
    assert {k: s["note"] for k, s in steps.items() if "note" in s} == notes
    assert main(["replay", "sausage-cut", "--json"]) == 0
    assert not any("note" in s for s in json.loads(capsys.readouterr().out)["steps"])
