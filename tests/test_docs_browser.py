"""The built docs site in chromium: the Quintuple page's replay steps with its buttons, with no
kernel and no network.

The site is served from the build folder through Playwright routing on a fake origin; every
other request is aborted and recorded, and the test fails if there was any.
"""

from __future__ import annotations

import mimetypes
import re
from html import unescape
from pathlib import Path

import pytest
from docs_site import built_site_or_fail
from playwright.sync_api import Page, Route, expect

from domino_widgets import ReplayWidget

pytestmark = pytest.mark.browser

ORIGIN = "http://docs.domino.test"


@pytest.fixture(scope="module")
def site() -> Path:
    return built_site_or_fail()


def serve(page: Page, site: Path, left_the_machine: list[str]) -> None:
    """Answer requests for ORIGIN from the build folder; abort and record any other."""
    def handler(route: Route) -> None:
        url = route.request.url
        if not url.startswith(ORIGIN + "/"):
            left_the_machine.append(url)
            route.abort()
            return
        path = site / url[len(ORIGIN) + 1:].split("#")[0].split("?")[0]
        if path.is_file():
            ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            route.fulfill(status=200, body=path.read_bytes(), content_type=ctype)
        else:
            route.fulfill(status=404, body="not found")

    page.route("**/*", handler)


def text_of(html: str) -> str:
    """The words of an HTML fragment, as the page shows them (whitespace collapsed)."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_docs_quintuple_replay_steps_without_kernel_or_network(page: Page, site: Path) -> None:
    frames = ReplayWidget("quintuple-book").frames  # what each step must show
    left, errors = [], []
    page.on("pageerror", lambda err: errors.append(str(err)))
    serve(page, site, left)
    page.goto(f"{ORIGIN}/games/quintuple.html")

    widget = page.locator('.dw-replay-embed[data-record="quintuple-book"] .dw-replay')
    step, scores = widget.locator(".dw-step-text"), widget.locator(".dw-scores-box")

    def shows(k: int) -> None:
        """The page shows frame k: its step text and its score sheet."""
        expect(step).to_have_text(frames[k]["text"], timeout=30_000)
        words = text_of(frames[k]["scores"]).split()
        expect(scores).to_have_text(re.compile(r"\s*".join(map(re.escape, words))))

    shows(0)
    assert frames[0]["text"].startswith("The deal: 10 moves follow")
    expect(widget.locator("button.dw-back")).to_be_disabled()
    deal_scores = scores.inner_text()

    widget.locator("button.dw-next").click()
    shows(1)
    first = frames[1]["text"]  # Andrey's 1:1, named in the reader's alphabet: 2 points
    assert "Andrey" in first and "1:1" in first and "(+2)" in first, first
    assert scores.inner_text() != deal_scores
    expect(widget.locator(".dw-note-en")).to_contain_text("first double")

    widget.locator("button.dw-last").click()
    shows(10)
    expect(widget.locator("button.dw-next")).to_be_disabled()
    widget.locator("button.dw-back").click()
    shows(9)
    widget.locator("button.dw-first").click()
    shows(0)

    assert not errors, errors
    assert not left, f"requests left the machine: {left}"


def test_docs_lesson_page_shows_live_boards_from_the_stored_widget_state(page: Page,
                                                                         site: Path) -> None:
    """A lesson page, with no kernel: the stored widget state makes every widget cell a live
    board. The replay steps, the game shows its position, the lesson's steps show their first
    task and nothing of what follows, and no answer is on the page."""
    frames = ReplayWidget("cross-photos").frames
    left, errors = [], []
    page.on("pageerror", lambda err: errors.append(str(err)))
    serve(page, site, left)
    page.goto(f"{ORIGIN}/notebooks/08_cross.html")

    replay = page.locator(".jp-OutputArea-output .dw-replay")
    expect(replay).to_have_count(1, timeout=30_000)
    step = replay.locator(".dw-step-text")
    expect(step).to_have_text(frames[0]["text"], timeout=30_000)
    replay.locator("button.dw-next").click()
    expect(step).to_have_text(frames[1]["text"])
    replay.locator("button.dw-last").click()
    expect(step).to_have_text(frames[-1]["text"])

    game = page.locator(".jp-OutputArea-output .dw-game")
    expect(game).to_have_count(1)
    expect(game.locator(".dw-board svg")).to_be_visible()
    expect(game.locator(".dw-status")).to_contain_text("Your turn")
    expect(game.locator(".dw-own .dw-hand-tile[data-tile]")).not_to_have_count(0)
    expect(page.locator(".jp-OutputArea-output .dw-sandbox .dw-board svg")).to_be_visible()

    steps = page.locator(".jp-OutputArea-output .dw-steps")  # the lesson's steps: the first
    expect(steps).to_have_count(1)
    expect(steps.locator(".dw-steps-question")).to_contain_text("Who leads the first hand?")
    expect(steps.locator(".dw-steps-then")).to_be_hidden()  # nothing of what follows
    expect(page.locator(".dw-open-lite a")).to_have_count(1)
    words = page.locator("article.md-content__inner").inner_text()
    assert "Right:" not in words and "The answer" not in words and "Not quite" not in words
    assert not errors, errors
    assert not left, f"requests left the machine: {left}"
