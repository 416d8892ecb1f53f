"""The rule cards printed from Chromium: every game's card, in both languages, is one A4 page
(the PDF's page count), with its picture and six paragraphs; a screenshot of two of them, as
printed, for a person to look at (``widget_harness.shot``)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page
from widget_harness import shot

from domino_widgets.card_texts import PARTS
from domino_widgets.cards import card
from domino_widgets.engine.games import GAMES

pytestmark = pytest.mark.browser


def pdf_pages(pdf: bytes) -> int:
    """The page count of a PDF: the /Count of its page tree (Chromium writes it in clear)."""
    counts = re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", pdf, re.S)
    counts += re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", pdf, re.S)
    assert counts, "no page tree found in the PDF"
    return max(int(c) for c in counts)


def test_pdf_pages_counts_a_two_page_print(page: Page, tmp_path):
    path = tmp_path / "long.html"
    path.write_text("<p style='height: 400mm'>long</p><p>more</p>")
    page.goto(path.as_uri())
    assert pdf_pages(page.pdf(format="A4")) == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_card_prints_on_one_a4_page(page: Page, tmp_path, game, lang):
    made = card(game, lang)
    path = made.save(tmp_path / f"{game}-{lang}.html")
    page.goto(path.as_uri())
    assert page.locator(".dw-card figure svg.dw-table").count() == 1
    assert page.locator(".dw-card dt").count() == len(PARTS)
    assert pdf_pages(page.pdf(format="A4", print_background=True)) == 1
    if game in ("cross", "sausage"):
        page.emulate_media(media="print")
        page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
        page.screenshot(path=shot(f"card-{game}-{lang}.png"), full_page=True)
