"""The built docs site in chromium, opened from disk (file://, as a reader who downloaded it):
the language switch of a Russian page leads to the same page in English, and back. Nothing is
loaded from the network.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from docs_site import built_site_or_fail
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site() -> Path:
    return built_site_or_fail()


def switch_to(page: Page, lang: str) -> None:
    """Open the header's language menu and choose ``lang``."""
    menu = page.locator(".md-header__option .md-select").filter(
        has=page.locator(f'a.md-select__link[hreflang="{lang}"]'))
    menu.locator("button").hover()
    menu.locator(f'a.md-select__link[hreflang="{lang}"]').click()


def test_docs_russian_page_switches_to_english_and_back_from_disk(page: Page, site: Path) -> None:
    left, errors = [], []
    local = ("file://", "blob:", "data:")  # the page's own files, and what its scripts make
    page.on("request", lambda req: None if req.url.startswith(local) else left.append(req.url))
    page.on("pageerror", lambda err: errors.append(str(err)))

    page.goto((site / "ru" / "games" / "cross.html").as_uri())
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("h1")).to_have_text(re.compile("^Домино-крест"))
    expect(page.locator(".dw-options th").first).to_have_text("Параметр")
    replay = page.locator(".dw-replay-embed .dw-replay").first
    expect(replay).to_be_visible(timeout=30_000)
    # the widget's own language switch needs a kernel: the page's header switch is the one
    expect(replay.locator(".dw-languages")).to_be_hidden()

    switch_to(page, "en")
    expect(page).to_have_url((site / "games" / "cross.html").as_uri())
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("h1")).to_have_text(re.compile("^Cross"))
    expect(page.locator(".dw-options th").first).to_have_text("Option")

    switch_to(page, "ru")
    expect(page).to_have_url((site / "ru" / "games" / "cross.html").as_uri())
    expect(page.locator("h1")).to_have_text(re.compile("^Домино-крест"))

    # a lesson page too: the hook puts the notebooks on both sites
    page.goto((site / "ru" / "notebooks" / "08_cross.html").as_uri())
    switch_to(page, "en")
    expect(page).to_have_url((site / "notebooks" / "08_cross.html").as_uri())

    assert not errors, errors
    assert not left, f"requests left the machine: {left}"
