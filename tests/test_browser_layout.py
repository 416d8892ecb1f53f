"""The layout of the three widgets in real JupyterLab and Chromium, by element geometry, at
360, 800 and 1280 px, in the light and the dark theme: nothing overflows the widget, no text
is under 11 px, no board tile is shorter than 24 px, the status and the buttons are in the
viewport together with the board, and a sandbox move's preview is in view once chosen.

One notebook holds the four widgets of the issue (4-player Cross mid-hand, Cross in two hands
mid-hand, the Quintuple book replay at its last move, the sandbox on cross-photos at move
10) and the Sausage replay mid-hand (its ribbons' "top" and "bottom"), each also in Russian
(``lang="ru"``: longer words, the same checks); it is opened once for the module. Screenshots
of each widget at each width and theme go to layout-<widget>-<width>-<theme>.png
(``widget_harness.shot``: build/img/, or docs/img/ with DW_SCREENSHOTS=docs).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from test_browser_lab import open_notebook, run_cell, write_notebook
from widget_harness import shot

pytestmark = pytest.mark.browser

SETUP = """\
from domino_widgets import GameWidget, ReplayWidget, SandboxWidget
from domino_widgets.widgets.choosers import greedy

def mid_hand(game, tiles, seed, lang="en"):
    w = GameWidget(game, players=4, seed=seed, pause=0, lang=lang)
    if any(b["kind"] == "keep_split" for b in w.buttons):
        w.split()
    while w.state.hand_over is None and len(w.state.table.placed) < tiles:
        w.play(greedy(w.state))
    return w"""
WIDGETS = {  # name: (cell, css class of its view)
    "cross": ('mid_hand("cross", 10, 5)', "dw-game"),
    "two-hands": ('mid_hand("cross-two-hands", 10, 3)', "dw-game"),
    "replay": ('r = ReplayWidget("quintuple-book")\nr.last()\nr', "dw-replay"),
    "sandbox": ('SandboxWidget("cross-photos", at=10)', "dw-sandbox"),
    "sausage": ('ReplayWidget("sausage-cut", step=4)', "dw-replay"),  # "top" and "bottom"
    "cross-ru": ('mid_hand("cross", 10, 5, "ru")', "dw-game"),
    "two-hands-ru": ('mid_hand("cross-two-hands", 10, 3, "ru")', "dw-game"),
    "replay-ru": ('rr = ReplayWidget("quintuple-book", lang="ru")\nrr.last()\nrr', "dw-replay"),
    "sandbox-ru": ('SandboxWidget("cross-photos", at=10, lang="ru")', "dw-sandbox"),
    "sausage-ru": ('ReplayWidget("sausage-cut", step=4, lang="ru")', "dw-replay"),
}
WIDTHS = {360: 740, 800: 900, 1280: 900}  # viewport width: height
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}

MEASURE_JS = (Path(__file__).parent / "measure_layout.js").read_text()


@pytest.fixture(scope="module")
def lab_page(lab_server: Any, browser: Browser) -> Iterator[Page]:
    """JupyterLab with the four widgets of the issue drawn, one page for the module."""
    cells = [SETUP, *(cell for cell, _ in WIDGETS.values()), 'print("STEP", r.step)', STATE_CELL]
    write_notebook(lab_server.root / "layout.ipynb", cells)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_notebook(page, lab_server, "layout.ipynb")
    for k in range(len(WIDGETS) + 1):
        run_cell(page, k)
    for _, klass in WIDGETS.values():
        expect(page.locator(f".dw-widget.{klass}").first).to_be_visible(timeout=60_000)
    expect(page.locator(".dw-widget")).to_have_count(len(WIDGETS), timeout=60_000)
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")  # the notebook's width
    yield page
    assert not errors, errors
    page.close()


def widget_of(page: Page, name: str) -> Any:
    index = list(WIDGETS).index(name)
    return page.locator(".dw-widget").nth(index)


def set_theme(page: Page, theme: str) -> None:
    if page.evaluate("() => document.body.dataset.jpThemeName") != THEMES[theme]:
        page.evaluate(f"() => window.jupyterapp.commands.execute('apputils:change-theme', "
                      f"{{theme: '{THEMES[theme]}'}})")
        page.wait_for_function(f"() => document.body.dataset.jpThemeName === '{THEMES[theme]}'")
        page.wait_for_timeout(300)  # the theme's style sheet applies


def check_in_view(m: dict[str, Any], what: str) -> None:
    """The status and the bar fully in the viewport, and the board seen below them."""
    height = m["height"]
    for part in ("status", "bar"):
        box = m[part]
        if box is not None:
            assert 0 <= box["top"] and box["bottom"] <= height, (what, part, box, height)
    board = m["board"]
    shown = min(board["bottom"], height) - max(board["top"], 0)
    assert shown >= min(150, board["bottom"] - board["top"]), (what, board, height)


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_widgets_fit_at_every_width(lab_page: Page, width: int, theme: str) -> None:
    page = lab_page
    page.set_viewport_size({"width": width, "height": WIDTHS[width]})
    set_theme(page, theme)
    problems = []
    for name in WIDGETS:
        root = widget_of(page, name)
        root.locator(".dw-stage").evaluate("(n) => n.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(150)
        m = root.evaluate(MEASURE_JS)
        what = f"{name} at {width} px ({theme})"
        if m["overflow"]:
            problems.append(f"{what}: overflows the widget: {m['overflow'][:4]}")
        if m["small"]:
            problems.append(f"{what}: text under 11 px: {m['small'][:4]}")
        if m["tile"] is not None and m["tile"] < 24:
            problems.append(f"{what}: a board tile of {m['tile']:.1f} px")
        check_in_view(m, what)
        page.screenshot(path=shot(f"layout-{name}-{width}-{theme}.png"))  # as seen
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("width", list(WIDTHS))
def test_a_chosen_sandbox_move_shows_on_the_board_in_view(lab_page: Page, width: int) -> None:
    page = lab_page
    page.set_viewport_size({"width": width, "height": WIDTHS[width]})
    set_theme(page, "light")
    root = widget_of(page, "sandbox")
    move = root.locator(".dw-moves li button").last
    move.scroll_into_view_if_needed()
    move.click()
    title = root.locator(".dw-bar .dw-preview-title")
    expect(title).to_contain_text("After ", timeout=15_000)
    page.wait_for_timeout(300)  # the page scrolls to the preview
    m = root.evaluate(MEASURE_JS)
    check_in_view(m, f"the sandbox preview at {width} px")
    expect(root.locator(".dw-bar button[data-kind='play']")).to_be_in_viewport()
    expect(root.locator(".dw-board .dw-tile.dw-last").first).to_be_visible()
    page.screenshot(path=shot(f"layout-sandbox-preview-{width}-light.png"))
    root.locator(".dw-bar button[data-kind='clear_preview']").click()
    expect(title).to_be_hidden(timeout=15_000)


def test_the_replay_steps_with_the_keyboard_once_it_has_focus(lab_page: Page) -> None:
    page = lab_page
    page.set_viewport_size({"width": 1280, "height": 900})
    root = widget_of(page, "replay")
    root.focus()
    text = root.locator(".dw-step-text")
    page.keyboard.press("Home")
    expect(text).to_contain_text("The deal")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(text).to_contain_text("Move 2 of 10")
    page.keyboard.press("ArrowLeft")
    expect(text).to_contain_text("Move 1 of 10")
    page.keyboard.press("End")
    expect(text).to_contain_text("Move 10 of 10")
    out = run_cell(page, len(WIDGETS) + 1)
    expect(out).to_contain_text("STEP 10", timeout=15_000)  # the keys' step reached Python


STATE_CELL = """\
from domino_widgets import State
s = State.new("sausage", ["Ann", "Ben", "Cat"], seed=2)
for _ in range(5):
    s.apply(greedy(s))
s"""

PANEL_JS = """(img) => {
  const c = document.createElement("canvas");
  c.width = 900; c.height = Math.round(900 * img.height / img.width);
  const g = c.getContext("2d");
  g.drawImage(img, 0, 0, c.width, c.height);
  return [...g.getImageData(700, 5, 1, 1).data];
}"""


@pytest.mark.parametrize("theme", list(THEMES))
def test_the_state_picture_reads_in_both_themes(lab_page: Page, theme: str) -> None:
    """A notebook shows ``State._repr_svg_`` as an image, which cannot follow JupyterLab's
    theme (nor does its dark theme set prefers-color-scheme): the picture's words sit on its
    own opaque light card in both themes (screenshots docs/img/state-picture-<theme>.png)."""
    page = lab_page
    page.set_viewport_size({"width": 1280, "height": 900})
    set_theme(page, theme)
    out = run_cell(page, len(WIDGETS) + 2)
    picture = out.locator("img").first
    expect(picture).to_be_visible(timeout=30_000)
    picture.scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    page.screenshot(path=shot(f"state-picture-{theme}.png"))
    behind_words = picture.evaluate(PANEL_JS)  # the picture's own pixels by its headline
    assert behind_words[3] == 255 and min(behind_words[:3]) > 200, (theme, behind_words)


def test_a_game_in_jupyterlab_switches_to_russian_by_its_own_control_and_back(
        lab_page: Page) -> None:
    """The switch through a real kernel: the page's message reaches Python, which sends every
    word again."""
    page = lab_page
    page.set_viewport_size({"width": 1280, "height": 900})
    root = widget_of(page, "cross")
    root.locator(".dw-stage").evaluate("(n) => n.scrollIntoView({block: 'start'})")
    status = root.locator(".dw-status")
    expect(status).to_contain_text("Your turn")
    root.locator(".dw-languages button[data-lang='ru']").click()
    expect(status).to_contain_text("Ваш ход", timeout=15_000)
    expect(root.locator("button[data-kind='new_game']")).to_have_text("Новая игра")
    expect(root.locator(".dw-log-title").first).to_have_text("Партия 1")
    root.locator(".dw-languages button[data-lang='en']").click()
    expect(status).to_contain_text("Your turn", timeout=15_000)
    expect(root.locator("button[data-kind='new_game']")).to_have_text("New game")
