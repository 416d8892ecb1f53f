"""Names in the reader's alphabet (issue 27, item 6): the shipped records name their players in
Russian; whatever an English reader sees of them (a replay, a sandbox, a review, a rule card,
the lessons' helpers) writes them in Latin letters, a Russian reader sees them in Cyrillic, and
the records themselves keep their names, byte for byte (RECORD.md)."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from domino_widgets import ReplayWidget, ReviewWidget, SandboxWidget, card, language, lesson
from domino_widgets.engine.alphabet import latin, players_seat, readers_name, readers_names
from domino_widgets.engine.record import Record, readers_player, readers_record, shipped_records

RUSSIAN = ("Андрей", "Ирина", "Ольга", "Вадим")
LATIN = ("Andrey", "Irina", "Olga", "Vadim")


def names_in(text: str, names: tuple[str, ...]) -> set[str]:
    return {name for name in names if name in text}


def frames_text(frames: list[dict[str, str]]) -> str:
    """Everything a replay shows but the book's notes (whose Russian quote stays Russian)."""
    return " ".join(v for frame in frames for k, v in frame.items() if k != "note")


def test_latin_spells_the_shipped_names_and_keeps_other_letters() -> None:
    assert [latin(n) for n in RUSSIAN] == list(LATIN)
    assert [latin(n) for n in ("Аня", "Борис", "Вера", "Ann", "Ёж")] == [
        "Anya", "Boris", "Vera", "Ann", "Yozh"]
    assert readers_name("Ольга", "en") == "Olga" and readers_name("Ольга", "ru") == "Ольга"


def test_two_names_spelled_alike_keep_their_own_letters() -> None:
    assert readers_names(["Олег", "Oleg"], "en") == {"Олег": "Олег", "Oleg": "Oleg"}
    assert players_seat(("Andrey", "Irina"), "Ирина") == 1
    assert players_seat(("Андрей", "Ирина"), "Irina") == 1
    assert players_seat(("Андрей",), "Nobody") is None


@pytest.mark.parametrize("name", shipped_records())
def test_a_readers_record_is_the_same_game_and_the_record_keeps_its_bytes(name: str) -> None:
    text = resources.files("domino_widgets.records").joinpath(f"{name}.json").read_text(
        encoding="utf-8")
    record = Record.loads(text, f"{name}.json")
    english, russian = readers_record(record, "en"), readers_record(record, "ru")
    assert russian is record
    assert english.players == [latin(p) for p in record.players]
    assert [s.hands for s in english.positions()] == [s.hands for s in record.positions()]
    assert [s["points"] for s in english.replay().steps] == [
        s["points"] for s in record.replay().steps]
    assert record.dumps() == text and english.dumps() != text


def test_an_english_replay_of_a_russian_record_names_its_players_in_latin_letters() -> None:
    """Every word and picture of every frame: the move's words, the hands, the scores, the
    screen reader's label and the tiles' titles on the board."""
    record = Record.load("quintuple-book")
    english = ReplayWidget(record, lang="en")
    shown = frames_text(english.frames)
    assert names_in(shown, RUSSIAN) == set()
    assert names_in(shown, LATIN) == set(LATIN)
    assert "laid by Andrey" in english.frames[1]["board"]
    assert english.record.players == list(RUSSIAN)  # the record keeps its names
    russian = ReplayWidget(record, lang="ru")
    assert names_in(frames_text(russian.frames), RUSSIAN) == set(RUSSIAN)
    assert "Andrey" not in frames_text(russian.frames)


def test_a_replay_switched_to_another_language_spells_the_names_again() -> None:
    w = ReplayWidget("sevastopol-sixes", lang="ru")
    w.lang = "en"
    assert names_in(frames_text(w.frames), RUSSIAN) == set()
    w.lang = "ru"
    assert names_in(frames_text(w.frames), LATIN) == set()


def sandbox_text(w: SandboxWidget) -> str:
    return " ".join([w.status, w.board_svg, w.board_label, w.scores_html,
                     *(str(h) for h in w.hands)])


def test_a_sandbox_opened_from_a_record_names_its_players_in_the_readers_alphabet() -> None:
    english = SandboxWidget("quintuple-book", at=3, lang="en")
    assert english.state.players == LATIN
    assert names_in(sandbox_text(english), RUSSIAN) == set()
    assert "Vadim is on turn" in english.status
    russian = SandboxWidget("quintuple-book", at=3, lang="ru")
    assert russian.state.players == RUSSIAN
    assert names_in(sandbox_text(russian), LATIN) == set()
    assert english.state.hands == russian.state.hands


def test_a_sandbox_sets_a_hand_by_a_name_in_either_alphabet() -> None:
    w = SandboxWidget("traditional-hand", lang="en")
    held = lesson.hand(w.state, "Anya")
    w.set_hand("Аня", held)
    assert w.status.startswith("Anya's hand is set.")
    w.set_hand("Anya", held)
    assert lesson.hand(w.state, "Anya") == held


def test_a_review_of_a_record_names_its_players_in_the_readers_alphabet() -> None:
    record = Record.load("traditional-hand")
    english = ReviewWidget(record, "Борис", work=200, lang="en")
    assert "Boris" in repr(english) and "Борис" not in repr(english)
    russian = ReviewWidget(record, "Boris", work=200, lang="ru")
    assert "Борис" in repr(russian)
    assert readers_player(record, 1, "en") == 1
    assert readers_player(record, "Nobody", "en") == "Nobody"
    for w in (english, russian):
        w.close()


def test_a_rule_cards_picture_names_the_players_in_the_readers_alphabet() -> None:
    english, russian = card("cross", "en").html, card("cross", "ru").html
    assert "Аня" not in english and "laid by Anya" in english
    assert "Аня" in russian


# -- the lessons' helpers ---------------------------------------------------------------------
def test_lesson_replay_speaks_the_lessons_language_and_alphabet() -> None:
    with language("en"):
        english = lesson.replay("quintuple-book", step=2)
    with language("ru"):
        russian = lesson.replay(Record.load("quintuple-book"), open_hands=False)
    assert isinstance(english, ReplayWidget) and english.lang == "en" and english.step == 2
    assert english.frame["text"].startswith("Move 2 of 10: Irina")
    assert russian.lang == "ru" and not russian.open_hands
    assert russian.frames[2]["text"].startswith("Ход 2 из 10: Ирина")


def test_lesson_sandbox_from_a_position_leaves_the_lessons_position_as_it_is() -> None:
    with language("en"):
        position = lesson.record_position("quintuple-book", 3)
        w = lesson.sandbox(position)
        from_record = lesson.sandbox("quintuple-book", at=3)
    assert isinstance(w, SandboxWidget) and w.lang == "en"
    assert w.state.players == from_record.state.players == LATIN
    before = len(position.history)
    w.play(w.state.legal_actions()[0])
    assert len(position.history) == before and len(w.state.history) == before + 1
    with language("ru"):
        russian = lesson.sandbox("quintuple-book", at=3)
    assert russian.lang == "ru" and russian.state.players == RUSSIAN
    assert re.search("Ходит Вадим", russian.status)


def send(widget: SandboxWidget, content: dict[str, object]) -> None:
    """A message as the page sends it; it must be accepted."""
    widget._handle_custom_msg(content, [])
    assert not widget.error, widget.error


def test_a_sandbox_switched_to_another_language_spells_its_records_names_again() -> None:
    """In the position, the status and the hands, and back through Undo of an edit."""
    w = SandboxWidget("cross-photos", at=10, lang="en")
    start = len(w.state.history)
    w.set_hand("Anya", lesson.hand(w.state, "Anya"))
    w.play(w.state.legal_actions()[0])
    send(w, {"kind": "language", "lang": "ru"})
    assert w.state.players == ("Аня", "Борис")
    assert names_in(sandbox_text(w), ("Anya", "Boris")) == set()
    w.set_hand("Boris", lesson.hand(w.state, "Борис"))
    assert w.status.startswith("Рука игрока Борис задана. Ходит Аня.")
    send(w, {"kind": "language", "lang": "en"})
    assert w.state.players == ("Anya", "Boris")
    for _undo in range(3):
        send(w, {"kind": "undo"})
        assert w.state.players == ("Anya", "Boris")
    assert len(w.state.history) == start
