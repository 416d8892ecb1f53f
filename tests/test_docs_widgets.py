"""The docs pages that explain the widgets (issue 28): the API page names every widget the
package has, and the pages say where a widget that needs Python is answered (a running
notebook: JupyterLab or the JupyterLite site), in both languages. Read from the sources: no
site build."""

from __future__ import annotations

from pathlib import Path

import pytest

from domino_widgets import widgets

SITE_SRC = Path(__file__).resolve().parents[1] / "docs" / "site_src"
WIDGETS = [name for name in widgets.__all__ if name.endswith("Widget")]
COUNT = {"en": ["One", "Two", "Three", "Four", "Five", "Six", "Seven"],
         "ru": ["один", "два", "три", "четыре", "пять", "шесть", "семь"]}


def page(name: str, lang: str) -> str:
    return (SITE_SRC / (name if lang == "en" else name.replace(".md", ".ru.md"))).read_text(
        encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_api_page_names_every_widget_and_counts_them(lang: str) -> None:
    text = page("api/widgets.md", lang)
    first = text.split("```")[0]
    assert all(f"`{name}`" in first for name in WIDGETS), first
    count = COUNT[lang][len(WIDGETS) - 1]
    assert count.lower() in first.lower().split("\n\n")[1], first


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("running notebook", "JupyterLab", "JupyterLite", "Open in the browser")),
    ("ru", ("запущенной тетради", "JupyterLab", "JupyterLite", "Открыть в браузере"))])
def test_the_puzzles_page_says_they_are_answered_in_a_running_notebook(
        lang: str, words: tuple[str, ...]) -> None:
    text = page("puzzles.md", lang)
    assert all(word in text for word in words), [w for w in words if w not in text]
