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


ROOT = Path(__file__).resolve().parents[1]
KERNEL_READY_JS = """() => {
  const k = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle';
}"""
ALL_RUN_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  const k = nb.sessionContext.session?.kernel;
  const cells = nb.content.widgets.filter(c => c.model.type === 'code');
  return k?.status === 'idle' && cells.every(c => c.model.executionCount !== null);
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_teachers_notebook_shows_the_class_in_jupyterlab(
        page: Page, lab_server: object, lang: str) -> None:
    import shutil

    root = Path(lab_server.root) / lang  # type: ignore[attr-defined]
    root.mkdir()
    source = ROOT / "notebooks" / ("ru" if lang == "ru" else "") / "class_report.ipynb"
    shutil.copy(source, root / "class_report.ipynb")
    for student in ("masha", "dima", "olga", "kate"):  # nbgrader's tree: submitted/STUDENT/LESSON
        (root / "submitted" / student).mkdir(parents=True)
    made = make_class(root / "made")
    for student in ("masha", "dima", "olga", "kate"):
        shutil.move(made / student, root / "submitted" / student / "lesson01")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{lab_server.url}/lab/tree/{lang}/class_report.ipynb"  # type: ignore[attr-defined]
              f"?token={lab_server.token}&reset")  # type: ignore[attr-defined]
    page.wait_for_function(KERNEL_READY_JS, timeout=60_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(ALL_RUN_JS, timeout=120_000, polling=250)
    report = page.locator(".dw-report").first
    expect(report.locator("table.dw-class-table tbody tr")).to_have_count(3)
    expect(report.locator("td.dw-stuck-on.dw-stuck")).to_have_count(2)
    report.scroll_into_view_if_needed()
    page.screenshot(path=shot(f"class-report-notebook-{lang}-1280.png"))
