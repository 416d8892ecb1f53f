"""The review widget in Chromium (issue 26): the real widget.js and widget.css with a fake model
bridged to a Python ``ReviewWidget`` (``widget_harness.py``), at phone, laptop and projector
widths in both languages; a screenshot of the planted blunder at each (review-WIDTH-LANG.png)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from test_review import BLUNDER, finished
from widget_harness import Harness, shot

from domino_widgets.widgets.review import ReviewWidget

pytestmark = pytest.mark.browser

WIDTHS = {360: 780, 800: 900, 1280: 900}
CLEAR = {"en": "A mistake", "ru": "Ошибка"}


@pytest.fixture(scope="module")
def widgets() -> dict[str, ReviewWidget]:
    """The planted blunder's hand reviewed once a language (a small budget: the figures do
    not matter here, only what the page shows)."""
    state = finished(BLUNDER)
    made = {}
    for lang in CLEAR:
        w = ReviewWidget(state, "You", work=2_000, lang=lang)
        assert w.wait()
        made[lang] = w
    return made


def open_review(page: Page, widget: ReviewWidget, width: int) -> Harness:
    page.set_viewport_size({"width": width, "height": WIDTHS[width]})
    h = Harness(page, widget)
    page.evaluate("(w) => { document.getElementById('root').style.width = w + 'px'; }",
                  width - 8)
    return h


@pytest.mark.parametrize("lang", list(CLEAR))
@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_review_steps_by_keyboard_to_the_blunder_and_shows_it(
        page: Page, widgets: dict[str, ReviewWidget], width: int, lang: str) -> None:
    widget = widgets[lang]
    h = open_review(page, widget, width)
    root = page.locator(".dw-widget.dw-review")
    expect(root.locator(".dw-review-chart")).to_be_visible()
    expect(root.locator(".dw-verdict")).to_be_hidden()  # the deal: no decision yet
    root.focus()
    blunder = next(k for k, f in enumerate(widget.frames) if "25" in f.get("reason", ""))
    for _ in range(20):
        if page.evaluate("() => window.model.get('step')") == blunder:
            break
        page.keyboard.press("PageDown")  # the next decision
    assert page.evaluate("() => window.model.get('step')") == blunder
    verdict = root.locator(".dw-verdict")
    expect(verdict).to_be_visible()
    expect(verdict.locator(".dw-verdict-text")).to_contain_text(CLEAR[lang])
    expect(verdict.locator(".dw-verdict-reason")).to_contain_text("25")
    expect(root.locator(".dw-board .dw-outline-best")).to_have_count(1)
    expect(root.locator(".dw-board .dw-outline-played")).to_have_count(1)
    expect(root.locator(".dw-announce[role='status']")).to_contain_text(CLEAR[lang])
    now = root.locator(".dw-chart-now")
    assert float(now.get_attribute("x1") or 0) == pytest.approx(widget.frames[blunder]["chart_x"])
    root.locator(".dw-verdict").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"review-{width}-{lang}.png"), full_page=True)
    overflow = root.evaluate("(n) => n.scrollWidth - n.clientWidth")
    assert overflow <= 1, f"the review overflows its width by {overflow} px"
    page.keyboard.press("ArrowRight")  # the move itself, then the others' moves
    assert page.evaluate("() => window.model.get('step')") == blunder + 1
    expect(verdict).to_be_hidden()
    expect(root.locator(".dw-announce")).to_contain_text("0:0")
    h.deliver()
    assert not h.errors


def test_the_review_shows_its_progress_while_it_works(
        page: Page, widgets: dict[str, ReviewWidget]) -> None:
    open_review(page, widgets["en"], 800)
    root = page.locator(".dw-widget.dw-review")
    expect(root.locator(".dw-review-progress")).to_be_hidden()  # done
    page.evaluate("() => window.model.update({progress: 0.5, status: 'Reviewing: 3 of 6'})")
    expect(root.locator(".dw-review-progress")).to_be_visible()
    expect(root.locator(".dw-status")).to_have_text("Reviewing: 3 of 6")
