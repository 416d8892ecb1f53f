"""The learner's progress file in the JupyterLite site, where the kernel's folder is the
browser's storage: written atomically (a temporary file, then ``os.replace``), seen by the file
browser, still there after a reload, and a damaged one kept aside there too."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from lite_site import Offline, add_cell, build_site, launch, open_lesson, served
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

CONTENTS_JS = """async (path) => {
  const contents = window.jupyterapp.serviceManager.contents;
  try {
    const model = await contents.get(path, {content: true});
    return model.format === 'base64' ? new TextDecoder().decode(
      Uint8Array.from(atob(model.content), c => c.charCodeAt(0))) : model.content;
  } catch (e) { return null; }
}"""
"""A file of the site's storage, as the file browser reads it (text; the kernel's writes come
back as base64)."""
LISTING_JS = """async () => {
  const contents = window.jupyterapp.serviceManager.contents;
  return (await contents.get('', {content: true})).content.map(f => f.name).sort();
}"""
SAVE_JS = """async ([path, text]) => {
  const contents = window.jupyterapp.serviceManager.contents;
  await contents.save(path, {type: 'file', format: 'text', content: text});
}"""


@pytest.fixture(scope="module")
def lite(playwright: Any) -> Iterator[SimpleNamespace]:
    site, _, _ = build_site()
    with served(site) as base:
        browser = launch(playwright)
        try:
            yield SimpleNamespace(base=base, browser=browser, site=site)
        finally:
            browser.close()


@pytest.fixture
def page(lite: SimpleNamespace) -> Iterator[Page]:
    off = Offline(lite.browser)
    page = off.context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    off.close()
    assert not off.outside, f"requests to other hosts: {off.outside[:10]}"
    assert not errors, errors


def printed(page: Page, tag: str, code: str) -> Any:
    """Run ``code`` in a new cell of the site's kernel; the JSON it prints after ``tag``."""
    add_cell(page, code)
    page.wait_for_function(
        "(tag) => [...document.querySelectorAll('.jp-OutputArea-output')]"
        ".some(e => e.innerText.includes(tag))", arg=tag, timeout=300_000, polling=100)
    text = page.locator(".jp-OutputArea-output", has_text=tag).last.inner_text()
    return json.loads(text.split(tag, 1)[1])


RECORD = """import json, os
from domino_widgets import progress
progress.set_learner_name("Masha")
progress.record_try("01_traditional", "lead-double", right=False)
progress.record_try("01_traditional", "lead-double", right=True)
print("SAVED", json.dumps({"cwd": os.getcwd(), "files": sorted(os.listdir()),
                           "notice": progress.notice()}))
"""
READ_BACK = """import json
from domino_widgets import progress
print("READ", json.dumps({"name": progress.learner_name(),
                          "stars": progress.task_stars("01_traditional"),
                          "notice": progress.notice()}))
"""


def test_progress_is_saved_in_the_browsers_storage_and_kept_across_a_reload(
        lite: SimpleNamespace, page: Page) -> None:
    open_lesson(page, lite.base, "00_start.ipynb", timeout_s=300)
    saved = printed(page, "SAVED", RECORD)
    assert saved["notice"] == ""
    assert "domino-progress.json" in saved["files"]
    assert not [f for f in saved["files"] if f.endswith(".tmp")]  # replaced, not left behind
    text = page.evaluate(CONTENTS_JS, "domino-progress.json")  # what the file browser sees
    data = json.loads(text)
    assert data["name"] == "Masha"
    assert data["lessons"]["01_traditional"]["tasks"]["lead-double"]["stars"] == 2

    page.reload()  # a new kernel, the same browser storage
    open_lesson(page, lite.base, "00_start.ipynb", timeout_s=300)
    back = printed(page, "READ", READ_BACK)
    assert back == {"name": "Masha", "stars": {"lead-double": 2}, "notice": ""}


def test_a_damaged_progress_file_is_kept_aside_in_the_browsers_storage(
        lite: SimpleNamespace, page: Page) -> None:
    open_lesson(page, lite.base, "00_start.ipynb", timeout_s=300)
    page.evaluate(SAVE_JS, ["domino-progress.json", '{"format": "domino-wid'])
    saved = printed(page, "SAVED", RECORD)
    aside = [f for f in saved["files"] if f.startswith("domino-progress.damaged-")]
    assert len(aside) == 1 and aside[0] in saved["notice"]
    assert page.evaluate(CONTENTS_JS, aside[0]) == '{"format": "domino-wid'  # never lost
    assert aside[0] in page.evaluate(LISTING_JS)


CLASS_FILE = """# the class of 7B, dropped into the site by its URL parameters or by hand
language = "ru"
lock_answers = true
bots = "beginner"
deal = 17
surprise = 1
"""
LESSON_START = """import json
from domino_widgets import classroom, set_language, teaching
set_language("en")  # the lesson's own first line; the class's language wins
display(classroom.start("08_cross"))
question = teaching.ask_number("How many tiles are dealt?", 14, "Seven each.")
display(question)
game = classroom.game("cross", players=["You", "Bot"], humans=[0], seed=3)
display(game)
print("CLASS", json.dumps({"seed": game.state.seed, "level": game.level, "lang": game.lang,
                           "show": question.show_button.layout.display}))
"""


def test_class_settings_apply_in_a_lesson_in_the_browser(
        lite: SimpleNamespace, page: Page) -> None:
    from playwright.sync_api import expect
    from widget_harness import shot

    open_lesson(page, lite.base, "00_start.ipynb", timeout_s=300)
    page.evaluate(SAVE_JS, ["domino-class.toml", CLASS_FILE])
    got = printed(page, "CLASS", LESSON_START)
    assert got == {"seed": 17, "level": "beginner", "lang": "ru", "show": "none"}
    banner = page.locator(".dw-class-settings").last
    expect(banner).to_contain_text("Действуют настройки класса")
    expect(banner).to_contain_text("ответы закрыты")
    expect(banner).to_contain_text("номер расклада 17")
    expect(banner.locator("div")).to_have_count(1)  # the unknown key: one line naming it
    expect(banner.locator("div")).to_contain_text("неизвестная настройка 'surprise'")
    game = page.locator(".dw-widget.dw-game").last
    expect(game.locator(".dw-status")).to_contain_text("Ваш ход", timeout=60_000)
    page.set_viewport_size({"width": 1280, "height": 900})
    banner.scroll_into_view_if_needed()
    page.screenshot(path=shot("class-settings-lite-ru-1280.png"))
