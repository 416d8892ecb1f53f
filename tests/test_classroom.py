"""Class settings without code (domino_widgets/classroom.py): domino-class.toml read and
checked, one line naming each key it gets wrong, and the settings applied in a lesson: in
Python, and in a real kernel running a lesson's cells in the class folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domino_widgets import classroom, exercises, lesson
from domino_widgets.classroom import ClassSettings, find_settings, read_settings
from domino_widgets.engine.i18n import current_language, set_language

GOOD = """# the class of 7B
language = "ru"
lock_answers = true
bots = "beginner"
deal = 17

[deals]
08_cross = 5
"""


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with no class, English, and answers open."""
    monkeypatch.delenv(classroom.ENVIRONMENT, raising=False)
    before = current_language()
    yield
    exercises.lock_answers(False)
    set_language(before)
    classroom._current.update(lesson=None, settings=ClassSettings())


def write(folder: Path, text: str) -> Path:
    path = folder / classroom.FILE
    path.write_text(text, encoding="utf-8")
    return path


def test_the_levels_are_the_game_widgets() -> None:
    from domino_widgets.widgets.seats import LEVELS
    assert classroom.BOT_LEVELS == tuple(LEVELS)


def test_a_good_file_sets_every_setting(tmp_path: Path) -> None:
    found = read_settings(write(tmp_path, GOOD))
    assert (found.language, found.lock_answers, found.bots, found.deal, found.lesson_deals,
            found.problems) == ("ru", True, "beginner", 17, {"08_cross": 5}, [])
    assert found.deal_of("08_cross") == 5 and found.deal_of("01_traditional") == 17


def test_the_url_parameters_spelling_strings_is_read_too(tmp_path: Path) -> None:
    found = read_settings(write(tmp_path, 'lock_answers = "true"\ndeal = "17"\n'
                                          'deals.08_cross = "5"\nlanguage = "ru"\n'))
    assert (found.lock_answers, found.deal, found.lesson_deals, found.problems) == (
        True, 17, {"08_cross": 5}, [])


@pytest.mark.parametrize("line, key", [
    ("lock = true", "'lock'"),
    ('language = "fr"', "language"),
    ("lock_answers = 2", "lock_answers"),
    ('bots = "grandmaster"', "bots"),
    ("deal = -3", "deal"),
    ("deal = 1.5", "deal"),
    ("deals = 5", "deals"),
    ("[deals]\n99_poker = 3", "deals.99_poker"),
    ('[deals]\n08_cross = "x"', "deals.08_cross"),
])
def test_an_unknown_key_or_a_wrong_value_is_one_line_naming_the_key(
        tmp_path: Path, line: str, key: str) -> None:
    found = read_settings(write(tmp_path, f"deal = 3\n{line}\n" if not line.startswith(
        "deal =") else f"bots = \"club\"\n{line}\n"))
    assert len(found.problems) == 1
    problem = found.problems[0]
    assert key in problem and "\n" not in problem and "domino-class.toml" in problem
    assert found.deal in (3, None) and found.any  # the good setting still applies


def test_a_file_that_is_not_toml_gives_one_line_and_no_setting(tmp_path: Path) -> None:
    found = read_settings(write(tmp_path, "lock_answers = \n[[[\n"))
    assert not found.any and len(found.problems) == 1
    assert "cannot be read" in found.problems[0] and "defaults" in found.problems[0]
    (tmp_path / classroom.FILE).write_bytes(b"\xff\xfe lock")
    assert "UTF-8" in read_settings(tmp_path / classroom.FILE).problems[0]


def test_the_nearest_file_above_the_notebook_is_found(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, "deal = 4\n")
    lesson_folder = tmp_path / "masha" / "lesson01"
    lesson_folder.mkdir(parents=True)
    assert find_settings(lesson_folder).deal == 4
    write(lesson_folder, "deal = 9\n")
    assert find_settings(lesson_folder).deal == 9
    other = tmp_path / "elsewhere.toml"
    other.write_text("deal = 12\n", encoding="utf-8")
    monkeypatch.setenv(classroom.ENVIRONMENT, str(other))
    assert find_settings(lesson_folder).deal == 12
    monkeypatch.setenv(classroom.ENVIRONMENT, str(tmp_path / "missing.toml"))
    assert "missing.toml" in find_settings(lesson_folder).problems[0]


def test_no_file_no_settings_and_nothing_shown(tmp_path: Path) -> None:
    notice = classroom.start("08_cross", tmp_path / "nowhere")
    assert not notice.settings.any and notice._repr_html_() is None and repr(notice) == ""
    assert classroom.game_arguments(3) == {"seed": 3, "bot": "greedy"}


def test_start_applies_the_language_and_the_lock_and_says_so(tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    set_language("en")  # the lesson's own first line
    notice = classroom.start("08_cross", tmp_path)
    assert current_language() == "ru"
    assert exercises._locked[0]
    from domino_widgets import teaching
    question = teaching.ask_number("How many?", 5, "Five.")
    assert question.show_button.layout.display == "none"
    shown = notice._repr_html_()
    assert shown is not None and "настройки класса" in shown and "номер расклада 5" in shown
    assert classroom.game_arguments(3) == {"seed": 5, "bot": "random"}


def test_a_lesson_game_takes_the_class_deal_and_bots(tmp_path: Path) -> None:
    write(tmp_path, 'deal = 17\nbots = "strong"\n')
    classroom.start("01_traditional", tmp_path)
    widget = classroom.game("traditional", players=["You", "Bot"], humans=[0], seed=3)
    assert widget.state.seed == 17 and widget.level == "strong"


def test_a_lessons_steps_start_the_class_and_show_its_notice_and_its_game_takes_the_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, 'language = "ru"\nlock_answers = true\nbots = "strong"\ndeal = 17\n'
                    '[deals]\n"01_traditional" = 5\n')
    monkeypatch.chdir(tmp_path)  # the notebook's folder: the class file is found there
    steps = lesson.steps("01_traditional", [lesson.step("fits", "Rule 3")], warm_up=False)
    shown = capsys.readouterr().out  # displayed above the steps (outside a notebook: printed)
    assert shown.startswith("Действуют настройки класса: ") and "номер расклада 5" in shown
    assert steps.lang == "ru" and exercises._locked[0]
    closing = lesson.game("traditional", players=["You", "Bot"], humans=[0], seed=3)
    assert closing.state.seed == 5 and closing.level == "strong" and closing.lang == "ru"


def test_a_lessons_steps_show_a_refused_key_and_nothing_without_a_class(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    lesson.steps("01_traditional", [lesson.step("fits", "Rule 3")], warm_up=False)
    assert capsys.readouterr().out == ""  # no class file: nothing said
    assert lesson.game("traditional", players=["You", "Bot"], humans=[0], seed=3
                       ).state.seed == 3
    write(tmp_path, 'bots = "grandmaster"\n')
    lesson.steps("01_traditional", [lesson.step("fits", "Rule 3")], warm_up=False)
    shown = capsys.readouterr().out
    assert shown.count("\n") == 1 and "bots" in shown and "grandmaster" in shown
    assert lesson.game("traditional", players=["You", "Bot"], humans=[0], seed=3,
                       bot="random").level != "strong"


def test_a_wrong_key_shows_one_line_and_the_lesson_keeps_its_defaults(tmp_path: Path) -> None:
    write(tmp_path, 'lock_answers = "maybe"\n')
    notice = classroom.start("08_cross", tmp_path)
    assert not exercises._locked[0]
    assert repr(notice).count("\n") == 0 and "lock_answers" in repr(notice)
    assert classroom.game_arguments(3) == {"seed": 3, "bot": "greedy"}


LESSON_CELLS = [
    'from domino_widgets import classroom, set_language, teaching\nset_language("en")\n'
    'classroom.start("08_cross")',
    'question = teaching.ask_number("How many?", 5, "Five.")\nquestion',
    'game = classroom.game("cross", players=["You", "Bot"], humans=[0], seed=3)\n'
    'import json\nprint(json.dumps({"seed": game.state.seed, "level": game.level, '
    '"lang": game.lang, "show": question.show_button.layout.display}))',
]


def test_class_settings_apply_in_a_lesson_run_by_a_real_kernel(tmp_path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    write(tmp_path, GOOD)
    lesson = tmp_path / "lesson"  # the lesson's folder, in the class folder
    lesson.mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in LESSON_CELLS])
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(lesson)}}).execute()
    banner = nb.cells[0].outputs[0]["data"]["text/html"]
    assert "настройки класса" in banner and "ответы закрыты" in banner
    printed = json.loads(nb.cells[2].outputs[0]["text"])
    assert printed == {"seed": 5, "level": "beginner", "lang": "ru", "show": "none"}


def test_a_refused_key_is_said_in_the_class_language(tmp_path: Path) -> None:
    write(tmp_path, 'language = "ru"\nsurprise = 1\n')
    set_language("en")
    notice = classroom.start("08_cross", tmp_path)
    assert "неизвестная настройка 'surprise'" in repr(notice)
