"""The rule cards: one a game, in both languages, made from the package's words and pictures."""

from __future__ import annotations

import pytest

from domino_widgets import OptionError, card
from domino_widgets.card_texts import HEADINGS, PARTS, TEXTS
from domino_widgets.engine.games import GAMES
from domino_widgets.engine.i18n import _, language


def test_every_game_has_a_card_with_every_part():
    assert set(TEXTS) == set(GAMES)
    assert all(list(texts) == list(PARTS) for texts in TEXTS.values())


@pytest.mark.parametrize("game", list(GAMES))
def test_a_card_speaks_its_language_with_a_picture_of_the_table(game):
    english, russian = card(game, "en"), card(game, "ru")
    assert english.html.count('class="dw-table"') == russian.html.count('class="dw-table"') == 1
    with language("ru"):
        for part in PARTS:
            assert _(TEXTS[game][part]) in russian.html.replace("&#x27;", "'")
            assert _(HEADINGS[part]) in russian.html
    assert "The deal" in english.html and "Сдача" in russian.html
    assert russian.page().startswith("<!DOCTYPE html>") and 'lang="ru"' in russian.page()


def test_a_card_of_an_unknown_game_is_refused_naming_the_games():
    with pytest.raises(OptionError, match="quintuple"):
        card("chess")


def test_a_card_is_shown_in_a_notebook_and_saved_as_a_page(tmp_path):
    made = card("quintuple", "ru")
    assert made._repr_html_() == made.html
    path = made.save(tmp_path / "q.html")
    assert path.read_text(encoding="utf-8") == made.page()
    assert "@page { size: A4" in made.page()
