"""The class report as a teacher sees it, in Chromium at 1,280 px, in both languages: the page
that ``domino-widgets report FOLDER --html FILE`` writes for a class made through the package's
API (three learners and a damaged file). Screenshots: build/img/class-report-LANG-1280.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from classes import make_class
from playwright.sync_api import Page, expect
from widget_harness import shot

from domino_widgets.cli import main

pytestmark = pytest.mark.browser

WORDS = {"en": ("Class report", "Stuck on", "01 Traditional: Lead the lowest double",
                "Missed most", "is damaged"),
         "ru": ("Отчёт по классу", "Застрял на", "01 Привычное домино: Lead the lowest double",
                "Чаще всего ошибались", "повреждён")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_report_page_shows_who_is_stuck_and_on_what_at_1280(
        page: Page, tmp_path: Path, lang: str) -> None:
    folder = make_class(tmp_path / "7B")
    out = tmp_path / f"report-{lang}.html"
    assert main(["report", str(folder), "--html", str(out), "--lang", lang]) == 0
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(out.as_uri())
    title, stuck_head, stuck_on, missed, damaged = WORDS[lang]
    expect(page.locator("h2")).to_contain_text(title)
    table = page.locator("table.dw-class-table")
    expect(table.locator("th")).to_contain_text([stuck_head])
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(3)
    dima = rows.filter(has_text="Dima")
    expect(dima.locator("td.dw-stuck-on")).to_have_text(stuck_on)
    expect(dima.locator("td.dw-stuck")).to_have_count(2)  # the lesson's cell and the column
    expect(rows.filter(has_text="Masha").locator("td.dw-stuck")).to_have_count(0)
    expect(page.locator("svg[role=img] rect[fill='#c0392b']:has(title)")).to_have_count(2)  # bars
    expect(page.locator("h3", has_text=missed)).to_be_visible()
    expect(page.locator("li", has_text=damaged)).to_be_visible()
    # nothing wider than the page: the table and the chart fit at 1,280 px
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    page.screenshot(path=shot(f"class-report-{lang}-1280.png"), full_page=True)
