"""The offline JupyterLite site in headless Chromium: the lessons run in the browser (Pyodide),
with no install and nothing asked of any host but the one serving the site.

The site is built once (``bash scripts/lite.sh build/lite/site``; reused while its inputs are
unchanged) and served on 127.0.0.1; Chromium resolves no other name, and every request to
another host is refused and fails the test.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from lite_site import (
    ROOT,
    Offline,
    build_site,
    cell_errors,
    launch,
    open_lesson,
    run_all,
    served,
)
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lite(playwright: Any) -> Iterator[SimpleNamespace]:
    """The built site, served, and a browser that cannot leave this machine."""
    site, seconds, _ = build_site()
    print(f"\nlite: site ready in {seconds:.0f} s")
    with served(site) as base:
        browser = launch(playwright)
        try:
            yield SimpleNamespace(base=base, browser=browser, site=site)
        finally:
            browser.close()


@pytest.fixture
def offline(lite: SimpleNamespace) -> Iterator[tuple[Offline, Page]]:
    """A page of the site; the test fails if anything asked another host."""
    off = Offline(lite.browser)
    page = off.context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield off, page
    off.close()
    assert not off.outside, f"requests to other hosts: {off.outside[:10]}"
    assert not errors, errors


def test_the_site_holds_the_lessons_and_their_records_at_the_root(
        lite: SimpleNamespace) -> None:
    files = lite.site / "files"
    assert sorted(p.name for p in files.glob("*.ipynb")) == sorted(
        p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert sorted(p.name for p in (files / "ru").glob("*.ipynb")) == sorted(
        p.name for p in (ROOT / "notebooks" / "ru").glob("*.ipynb"))  # the Russian lessons
    assert sorted(p.name for p in (files / "records").glob("*.json")) == sorted(
        p.name for p in (ROOT / "domino_widgets" / "records").glob("*.json"))
    assert (lite.site / "lab" / "index.html").exists()
    assert (lite.site / ".gitignore").read_text() == "*\n"  # never committed, wherever built
    lock = json.loads((lite.site / "static/pyodide/pyodide-lock.json").read_text())
    assert "domino-widgets" in lock["packages"]  # loaded with the kernel: no %pip cell


def test_every_page_of_the_site_asks_nothing_of_another_host(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    off, page = offline
    for path in ("", "tree/index.html", "notebooks/index.html?path=00_start.ipynb"):
        page.goto(f"{lite.base}/{path}")
        page.wait_for_load_state("networkidle")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=60_000)
    assert off.requests > 10


def test_08_cross_runs_in_the_browser_and_plays_with_the_bot_and_hints(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    off, page = offline
    seconds = open_lesson(page, lite.base, "08_cross.ipynb")
    print(f"lite: kernel ready in {seconds:.1f} s")
    run_all(page)
    assert cell_errors(page) == []
    assert page.locator(".jp-Notebook .jp-OutputArea-output[data-mime-type="
                        "'application/vnd.jupyter.stderr']").count() == 0

    game = page.locator(".dw-widget.dw-game").last
    game.scroll_into_view_if_needed()
    status = game.locator(".dw-status")
    expect(status).to_contain_text("Your turn", timeout=30_000)
    board = game.locator(".dw-board .dw-tile")
    before = board.count()
    for _ in range(3):  # a playable tile, then an end (or the tile again if it fits one place)
        targets = game.locator(".dw-board .dw-target")
        if targets.count():
            targets.first.click()
            break
        selected = game.locator(".dw-own .dw-selected")
        (selected if selected.count() else game.locator(".dw-own .dw-playable")).first.click()
        page.wait_for_timeout(300)
    expect(game.locator(".dw-log")).to_contain_text("Bot", timeout=30_000)  # the bot answered
    expect(status).to_contain_text("Your turn", timeout=30_000)
    assert board.count() >= before + 1

    game.locator("button[data-kind='hint']").click()
    hints = game.locator(".dw-hints li button")
    expect(hints.first).to_be_visible(timeout=30_000)
    expect(hints.first).to_contain_text(re.compile(r"[0-6]:[0-6]"))  # a move, in words


def test_a_folded_cells_code_is_hidden_until_the_learner_opens_it(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    off, page = offline
    nb = json.loads((lite.site / "files" / "01_traditional.ipynb").read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    index = next(i for i, c in enumerate(code)
                 if c["metadata"].get("jupyter", {}).get("source_hidden"))
    line = next(ln for ln in "".join(code[index]["source"]).splitlines() if "(" in ln).strip()
    open_lesson(page, lite.base, "01_traditional.ipynb", timeout_s=300)
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(index)
    expect(cell.locator(".jp-InputPlaceholder")).to_be_visible(timeout=30_000)
    expect(cell.locator(".jp-InputArea-editor")).to_have_count(0)
    expect(page.get_by_text(line, exact=False)).to_have_count(0)
    cell.locator(".jp-InputPlaceholder").click()  # the learner asks to see the code
    expect(cell.locator(".jp-InputArea-editor")).to_contain_text(line.split("(")[0])


def test_10_quintuple_steps_the_book_replay_in_the_browser(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    _, page = offline
    open_lesson(page, lite.base, "10_quintuple.ipynb")
    run_all(page)
    assert cell_errors(page) == []
    replay = page.locator(".dw-widget.dw-replay").first
    replay.scroll_into_view_if_needed()
    expect(replay.locator(".dw-step-text")).to_contain_text("The deal", timeout=30_000)
    replay.locator("button[data-step='next']").click()
    replay.locator("button[data-step='next']").click()
    expect(replay.locator(".dw-step-text")).to_contain_text("Move 2 of 10: Irina")  # Latin
