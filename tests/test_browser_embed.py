"""A ReplayWidget exported to static HTML (ipywidgets.embed) steps in Chromium with no kernel
and no network: every frame is in the exported widget state.

The page loads require.js and the ipywidgets HTML manager from js/node_modules and anywidget's
AMD build from its wheel, all served from memory; any other request is aborted and reported.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import pytest
from ipywidgets.embed import embed_minimal_html
from playwright.sync_api import Page, expect

from domino_widgets import ReplayWidget

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
ORIGIN = "http://replay.test"
VENDOR = {
    "anywidget-amd.js": Path(anywidget.__file__).parent / "nbextension" / "index.js",
    "embed-amd.js": ROOT / "js/node_modules/@jupyter-widgets/html-manager/dist/embed-amd.js",
    "require.js": ROOT / "js/node_modules/requirejs/require.js",
}
# ipywidgets' page, with require.js loaded locally (the default template pins a CDN URL) and
# the "anywidget" AMD module mapped to the local file.
TEMPLATE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>{title}</title>
<script src="require.js"></script>
<script>require.config({{paths: {{anywidget: "anywidget-amd"}}}});</script>
</head><body>
{snippet}
</body></html>
"""


def export(path: Path, widget: Any) -> None:
    embed_minimal_html(path, views=[widget], title="replay", template=TEMPLATE, requirejs=False,
                       embed_url="embed-amd.js", cors=False, drop_defaults=False)


def serve(page: Page, html: Path, blocked: list[str]) -> None:
    files = {"index.html": html, **VENDOR}

    def handler(route: Any) -> None:
        url = route.request.url
        name = url[len(ORIGIN) + 1:] if url.startswith(ORIGIN + "/") else None
        if name in files:
            kind = "text/html" if name.endswith(".html") else "application/javascript"
            route.fulfill(status=200, body=Path(files[name]).read_bytes(), content_type=kind)
        else:
            blocked.append(url)
            route.abort()

    page.route("**/*", handler)


def test_exported_replay_steps_without_a_kernel(page: Page, tmp_path: Path) -> None:
    missing = [name for name, path in VENDOR.items() if not path.exists()]
    if missing:
        pytest.fail(f"missing {missing}: run scripts/setup.sh (npm ci in js/)")
    widget = ReplayWidget("quintuple-book")
    html = tmp_path / "index.html"
    export(html, widget)
    blocked: list[str] = []
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    serve(page, html, blocked)
    page.goto(f"{ORIGIN}/index.html")

    replay = page.locator(".dw-widget.dw-replay")
    expect(replay).to_be_visible(timeout=30_000)
    text = replay.locator(".dw-step-text")
    board = replay.locator(".dw-board")
    expect(text).to_have_text(widget.frames[0]["text"])
    expect(board.locator(".dw-tile")).to_have_count(0)

    replay.locator("button[data-step='next']").click()
    expect(text).to_have_text(widget.frames[1]["text"])
    expect(board.locator(".dw-tile")).to_have_count(1)
    expect(replay.locator(".dw-note-ru")).to_contain_text("Первый ход делает Андрей")
    expect(replay.locator(".dw-note-en")).to_contain_text("Andrey leads the double 1:1")

    replay.locator("button[data-step='last']").click()
    expect(text).to_have_text(widget.frames[10]["text"])
    expect(board.locator(".dw-tile")).to_have_count(10)
    expect(replay.locator(".dw-scores-box")).to_contain_text("Irina")  # in Latin letters

    replay.locator("button[data-step='back']").click()
    expect(board.locator(".dw-tile")).to_have_count(9)
    opened = replay.locator(".dw-hands .dw-hand-tile[data-tile]")
    assert opened.count() > 0  # open hands, for teaching
    replay.locator("input.dw-open-hands").uncheck()
    expect(opened).to_have_count(0)
    replay.locator("button[data-step='first']").click()
    expect(text).to_have_text(widget.frames[0]["text"])
    assert not errors, errors
    assert not blocked, blocked
