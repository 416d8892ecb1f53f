"""The puzzle widget in Python (issue 28): a puzzle answered by the board's clicks, wrong then
right; the streak and the score per theme, recorded in the learner's progress file; the menus;
refusals of what the page may not ask; both languages."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import fake_puzzles
import pytest

from domino_widgets import progress
from domino_widgets.engine.errors import DominoError, OptionError
from domino_widgets.widgets.puzzle import PuzzleWidget
from domino_widgets.widgets.puzzle_progress import Progress as PuzzleProgress


@pytest.fixture(autouse=True)
def data(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(sys.modules, "domino_widgets.puzzles", fake_puzzles.installed())
    yield


def clicks(w: PuzzleWidget, move: str) -> None:
    """The tile of ``move``, then its end, as the page sends them."""
    tile = move.split()[1]
    assert w.handle_intent({"kind": "tile", "tile": tile}), w.error
    if w.move is None:  # the tile goes on one of several ends: click it
        assert w.handle_intent({"kind": "play", "move": move}), w.error


def test_a_wrong_answer_gets_the_puzzles_reason_and_another_try_then_right() -> None:
    w = PuzzleWidget(lang="en")
    assert w.puzzle["goal"].startswith("Find the best move for Boris")  # Борис, in English
    assert w.puzzle["theme"] == "" and w.verdict == {}
    assert not any(h.get("svg", "").count("dw-playable") for h in w.hands)  # nothing marked
    clicks(w, "play 5:4 on 5:5 west")
    assert w.verdict["right"] is False and "Try again" in w.verdict["text"]
    assert "1:5" not in w.verdict["text"] and w.puzzle["theme"] == ""  # nothing given away
    # another try on a clean board: no tile chosen, no end marked
    assert w.picked == [] and w.move is None and "dw-target" not in w.board_svg
    assert not any("dw-selected" in h["svg"] for h in w.hands)
    assert w.status == "Click a tile of Boris's hand."
    assert w.done is None and w.progress.streak == 0
    clicks(w, "play 1:5 on 0:1 east")
    assert w.verdict["right"] is True and w.done == "later"
    assert w.puzzle["theme"].startswith("Theme: Scoring on the centre.")
    assert w.status == "Solved."
    assert "dw-outline-best" in w.board_svg  # the answer outlined on the board
    assert w.progress.streak == 0 and w.score[2] == "Scoring on the centre: 0 of 1 at the first try"


def test_the_streak_grows_at_first_tries_and_ends_at_a_shown_answer() -> None:
    w = PuzzleWidget(lang="en")
    for puzzle in fake_puzzles.PUZZLES[:2]:
        assert w.current == puzzle
        w.answer(puzzle.answer)
        assert w.done == "first"
        w.next()
    assert w.progress.streak == 2 and w.score[0].startswith("Streak: 2 puzzles solved in a row")
    assert w.show().startswith("The answer: ")
    assert w.done == "shown" and w.progress.streak == 0 and w.progress.best_streak == 2
    assert "Fives: 1 of 2 at the first try" in w.score
    assert w.score[1] == "Solved: 2 of 3 puzzles."


def kept(path: Path | None = None) -> progress.Progress:
    """What the learner's progress file holds now (the test's own, by default)."""
    return progress.Progress.read(path or progress.progress_path())


def test_each_puzzle_finished_is_recorded_in_the_progress_file_at_once() -> None:
    w = PuzzleWidget(lang="en")
    assert not progress.progress_path().exists()  # nothing done, nothing written
    w.answer(w.current.answer)
    saved = kept()
    assert saved.puzzles == {"cross-001": "first"} and saved.streak == 1
    w.next()
    w.show()
    saved = kept()
    assert saved.puzzles == {"cross-001": "first", "quintuple-001": "shown"}
    assert (saved.streak, saved.best_streak) == (0, 1)
    assert progress.Missed("puzzles", "quintuple-001") in saved.missed  # back in a warm-up
    assert not (progress.progress_path().parent / "puzzle-progress.json").exists()
    assert [b["kind"] for b in w.buttons] == ["previous", "show", "next"]  # no Save, no Load


def test_a_widget_made_another_day_goes_on_from_the_progress_file() -> None:
    w = PuzzleWidget(lang="en")
    w.answer(w.current.answer)
    tomorrow = PuzzleWidget(lang="ru")
    assert tomorrow.progress == w.progress
    assert tomorrow.current.id == "quintuple-001"  # on to a puzzle not done
    assert tomorrow.score[0].startswith("Серия: 1 ")
    assert tomorrow.score[1] == "Решено задач: 1 из 3."


def test_the_older_puzzle_file_is_carried_over_and_never_written(tmp_path: Path) -> None:
    mine = tmp_path / "domino-progress.json"
    older = tmp_path / "puzzle-progress.json"
    text = json.dumps({"format": "domino-widgets puzzle progress", "version": 1, "streak": 2,
                       "best_streak": 3, "results": {"cross-001": "first",
                                                     "quintuple-001": "later"}})
    older.write_text(text)
    w = PuzzleWidget(lang="en", progress_file=mine)
    assert w.progress.results == {"cross-001": "first", "quintuple-001": "later"}
    assert (w.progress.streak, w.progress.best_streak) == (2, 3)
    assert w.current.id == "quintuple-002" and "Fives: 0 of 1 at the first try" in w.score
    w.answer(w.current.answer)
    assert w.progress.streak == 3 and w.score[1] == "Solved: 3 of 3 puzzles."
    assert "Fives: 1 of 2 at the first try" in w.score
    assert kept(mine).puzzles == {"cross-001": "first", "quintuple-001": "later",
                                  "quintuple-002": "first"}
    assert older.read_text() == text  # read once, never written again
    again = PuzzleWidget(lang="en", progress_file=mine)
    assert again.progress == w.progress and kept(mine).imported == ["puzzle-progress.json"]


def test_a_damaged_progress_file_is_put_aside_and_the_widget_says_so(tmp_path: Path) -> None:
    mine = tmp_path / "domino-progress.json"
    mine.write_text("{")
    w = PuzzleWidget(lang="en", progress_file=mine)
    aside = [f.name for f in tmp_path.glob("domino-progress.damaged-*.json")]
    assert len(aside) == 1 and aside[0] in w.score[0] and "damaged" in w.score[0]
    assert w.score[1].startswith("Streak: 0 puzzles")
    w.answer(w.current.answer)
    assert kept(mine).puzzles == {"cross-001": "first"}  # a new file, started
    assert (tmp_path / aside[0]).read_text() == "{"  # the old one kept as it was


def test_the_menus_choose_the_puzzles_and_a_choice_that_fits_none_is_reset() -> None:
    w = PuzzleWidget(lang="en")
    names = [m["name"] for m in w.menus]
    assert names == ["game", "theme", "grade"]
    assert w.handle_intent({"kind": "choose", "menu": "game", "value": "quintuple"})
    assert w.current.id == "quintuple-001" and w.puzzle["title"] == "Puzzle 1 of 2"
    assert w.handle_intent({"kind": "choose", "menu": "grade", "value": "3"})
    assert w.current.id == "quintuple-002"
    assert w.handle_intent({"kind": "choose", "menu": "theme", "value": "centre"})
    assert w.current.id == "cross-001" and "set back to all" in w.status  # no such Quintuple
    assert PuzzleWidget(game="quintuple", grade=2, lang="en").current.id == "quintuple-001"


@pytest.mark.parametrize("message", [
    {"kind": "choose", "menu": "colour", "value": "red"},
    {"kind": "choose", "menu": "game", "value": "chess"},
    {"kind": "choose", "menu": "grade", "value": "9"},
    {"kind": "play", "move": "play 1:5 on 0:1 east"},  # no tile clicked first
    {"kind": "play", "move": "play 6:6 on 0:1 east"},
    {"kind": "tile", "tile": "6:6"},
    {"kind": "tile", "tile": "1:5", "player": 3},
    {"kind": "solve"},
    {"kind": "next", "puzzle": "cross-002"},
    "next",
])
def test_a_forged_message_is_refused_in_the_widgets_language_and_changes_nothing(
        message: object) -> None:
    w = PuzzleWidget(lang="ru")
    before = (w.current.id, w.verdict, w.progress.streak, w.board_svg, w.menus)
    assert not w.handle_intent(message)
    assert w.error and not w.error.isascii()  # in Russian
    assert (w.current.id, w.verdict, w.progress.streak, w.board_svg, w.menus) == before


def test_a_solved_puzzle_takes_no_second_answer() -> None:
    w = PuzzleWidget(lang="en")
    w.answer(w.current.answer)
    assert w.handle_intent({"kind": "tile", "tile": "5:4"})
    assert "This puzzle is done" in w.status and w.progress.streak == 1
    assert not w.handle_intent({"kind": "play", "move": "play 5:4 on 5:5 west"})


def test_the_widget_speaks_russian_and_switches_its_words() -> None:
    w = PuzzleWidget(lang="ru")
    assert w.puzzle["goal"] == "Борис: найдите лучший ход."
    assert [b["label"] for b in w.buttons][1] == "Показать ответ"
    clicks(w, "play 5:4 on 5:5 west")
    assert "Попробуйте ещё раз" in w.verdict["text"]
    assert w.handle_intent({"kind": "language", "lang": "en"})
    assert w.puzzle["goal"] == "Find the best move for Boris." and "Try again" in w.verdict["text"]
    assert w.hands[0]["name"] == "Boris"  # the names in Latin letters too
    assert w.menus[0]["label"] == "Game" and w.words["widget"].startswith("Puzzles")


def test_a_choice_no_puzzle_fits_is_refused_when_made() -> None:
    with pytest.raises(OptionError, match="Game 'chess': no puzzles; there are: cross, quintuple"):
        PuzzleWidget(game="chess", lang="en")
    with pytest.raises(DominoError, match="has no argument 'level'"):
        PuzzleWidget(level=2)


def test_a_lessons_few_puzzles_have_no_game_menu() -> None:
    w = PuzzleWidget(collection=fake_puzzles.puzzles("quintuple"), lang="en")
    assert [m["name"] for m in w.menus] == ["grade"]
    w.next()
    w.next()
    assert w.current.id == "quintuple-001"  # round again


def test_a_lessons_puzzles_and_the_puzzles_notebook_add_to_one_file() -> None:
    lesson = PuzzleWidget(collection=fake_puzzles.puzzles("quintuple"), lang="en")
    lesson.answer(lesson.current.answer)  # quintuple-001
    notebook = PuzzleWidget(lang="en")
    assert notebook.current.id == "cross-001"  # the lesson's puzzle is done
    notebook.answer(notebook.current.answer)  # the streak goes on across the widgets
    assert kept().puzzles == {"quintuple-001": "first", "cross-001": "first"}
    assert kept().streak == 2 and notebook.progress.results == kept().puzzles
    lesson.next()
    lesson.show()  # quintuple-002
    assert lesson.progress == PuzzleProgress(streak=0, best_streak=2, results={
        "quintuple-001": "first", "cross-001": "first", "quintuple-002": "shown"})
    assert lesson.score[1] == "Solved: 1 of 2 puzzles."  # of the lesson's own


@pytest.mark.parametrize(("record", "move", "tile", "answer"), [
    ("spider-closed-leg", 4, "5:5", "play 5:5 on 6:5 east face down"),
    ("sausage-cut", 5, "6:2", "cut with 2:6, give the bottom ribbon"),
])
def test_a_tile_whose_end_does_not_tell_its_moves_apart_offers_them_as_buttons(
        record: str, move: int, tile: str, answer: str) -> None:
    puzzle = fake_puzzles.Puzzle(f"{record}-1", record.split("-")[0], record, move, answer,
                                 "fives", 1)
    w = PuzzleWidget(collection=[puzzle], lang="en")
    assert w.handle_intent({"kind": "tile", "tile": tile}), w.error
    assert "dw-target" not in w.board_svg  # no end to click: it would not say which move
    assert w.status.startswith("Choose how") and w.verdict == {}
    assert answer in [c["move"] for c in w.choices] and len(w.choices) >= 2
    assert w.handle_intent({"kind": "play", "move": answer}), w.error
    assert w.done == "first" and w.choices == []
