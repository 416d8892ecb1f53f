"""A page that runs the real ``widget.js`` and ``widget.css`` in Chromium with the fake model
of ``js/tests/fake-model.mjs``, bridged to a Python widget: what the page sends is handed to
``widget._handle_custom_msg`` and the widget's traits are pushed back, as a kernel would.

No Jupyter, no network: the files are served from memory through ``page.route``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
IMG = ROOT / ("docs/img" if os.environ.get("DW_SCREENSHOTS") == "docs" else "build/img")
"""Where the browser tests write their screenshots: build/img/ (not committed), so that a test
run leaves the tree clean; ``DW_SCREENSHOTS=docs`` writes the committed ones in docs/img/."""


def shot(name: str) -> str:
    """The path of screenshot ``name`` (``layout-cross-360-light.png``), its folder made."""
    IMG.mkdir(parents=True, exist_ok=True)
    return str(IMG / name)
STATIC = ROOT / "domino_widgets" / "static"
ORIGIN = "http://harness.test"
FILES = {
    "widget.js": (STATIC / "widget.js", "text/javascript"),
    "widget.css": (STATIC / "widget.css", "text/css"),
    "fake-model.mjs": (ROOT / "js" / "tests" / "fake-model.mjs", "text/javascript"),
}
PAGE = """<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="widget.css">
<style>body { margin: 0; font-family: sans-serif; } #root { width: 1060px; padding: 4px; }</style>
</head><body><div id="root"></div>
<script type="module">
  import widget from "./widget.js";
  import { fakeModel } from "./fake-model.mjs";
  window.start = (state) => {
    window.model = fakeModel(state);
    window.cleanup = widget.render({ model: window.model, el: document.getElementById("root") });
  };
  window.ready = true;
</script></body></html>"""
NOT_SYNCED_HERE = {"layout", "tabbable", "tooltip"}


def model_state(widget: Any) -> dict[str, Any]:
    """The synced traits the front end reads (JSON, as the kernel sends them)."""
    state = widget.get_state()
    return {k: v for k, v in state.items()
            if not k.startswith("_") and k not in NOT_SYNCED_HERE}


class Harness:
    """The page with ``widget`` drawn in it; ``deliver()`` plays the kernel's part."""

    def __init__(self, page: Any, widget: Any) -> None:
        self.page, self.widget = page, widget
        self.errors: list[str] = []
        self.blocked: list[str] = []
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.unroute("**/*")
        page.route("**/*", self._serve)
        page.goto(f"{ORIGIN}/index.html")
        page.wait_for_function("window.ready === true")
        page.evaluate("(state) => window.start(state)", model_state(widget))

    def _serve(self, route: Any) -> None:
        name = route.request.url.removeprefix(ORIGIN + "/")
        if name == "index.html":
            route.fulfill(body=PAGE, content_type="text/html")
        elif name in FILES:
            path, kind = FILES[name]
            route.fulfill(body=path.read_bytes(), content_type=kind)
        else:
            self.blocked.append(route.request.url)
            route.abort()

    def sent(self) -> list[dict[str, Any]]:
        """The messages the page sent since the last call."""
        return self.page.evaluate("() => window.model.sent.splice(0)")

    def deliver(self) -> list[dict[str, Any]]:
        """Hand the page's messages to Python, then push the widget's traits back."""
        messages = self.sent()
        for message in messages:
            self.widget._handle_custom_msg(message, [])
        self.push()
        return messages

    def push(self) -> None:
        self.page.evaluate("(state) => window.model.update(state)", model_state(self.widget))
