"""The ``puzzles`` command's list names each game in the reader's language only, as the
widgets do (``render.scores.readers_title``): ``Cross`` in English, «Домино-крест» in Russian,
never the book's name in brackets beside it."""

from __future__ import annotations

import pytest

from domino_widgets.cli import main


@pytest.mark.parametrize(("lang", "title", "other"), [
    ("en", "Cross", "Домино-крест"),
    ("ru", "Домино-крест", "Cross"),
])
def test_the_puzzles_list_names_the_game_in_the_readers_language_only(
        lang: str, title: str, other: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puzzles", "--game", "cross", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) > 1
    for line in lines[:-1]:  # the last says how many
        assert line.split("  ", 1)[1].startswith(f"{title}, "), line
        assert other not in line and "(" not in line
