"""A rule card to keep: one printed A4 page a game, in English or Russian.

``card("cross", "ru")`` gives a ``Card``: the deal, the lead, how tiles join, what scores, how a
hand and the match end, and one picture of the table (from the game's shipped record). It shows
itself in a notebook, and ``card.save("cross.html")`` writes a page to print (A4, one page).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from pathlib import Path

from .card_texts import HEADINGS, PARTS, PICTURES, TEXTS
from .engine.errors import OptionError
from .engine.explain import unknown_game
from .engine.games import GAMES, get_rules
from .engine.i18n import N_, _, checked_language, current_language, language
from .engine.record import Record, readers_record
from .render import table_svg

WORDS = {"card": N_("Rule card"), "source": N_("From the rule book; the package domino_widgets "
                                                "plays every rule.")}

STYLE = """
.dw-card { font-family: "DejaVu Sans", Arial, sans-serif; color: #1b1b1b; max-width: 180mm;
  margin: 0 auto; font-size: 12.5pt; line-height: 1.4; }
.dw-card h1 { font-size: 24pt; margin: 0 0 2mm; }
.dw-card .dw-card-kind { font-size: 9pt; text-transform: uppercase; letter-spacing: .08em;
  color: #666; margin: 0; }
.dw-card figure { margin: 3mm 0; text-align: center; border: 1px solid #ccc;
  border-radius: 2mm; padding: 2mm; background: #f4f7f2; }
.dw-card figure svg { width: 100%; height: auto; max-height: 70mm; }
.dw-card dl { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm 7mm; margin: 0; }
.dw-card dl div { break-inside: avoid; }
.dw-card dt { font-weight: bold; font-size: 14pt; border-bottom: 2px solid #2e6b34;
  margin-bottom: 1mm; }
.dw-card dd { margin: 0; }
.dw-card footer { margin-top: 4mm; font-size: 8pt; color: #777; }
"""
PAGE = "@page { size: A4; margin: 12mm; } @media print { body { margin: 0; } }"


def picture(game: str) -> str:
    """The table of the game's shipped record after the move ``PICTURES`` names, cropped to
    its tiles (its tiles' titles name the players in the reader's alphabet)."""
    name, move = PICTURES[game]
    state = readers_record(Record.shipped(name)).positions()[move]
    return cropped(table_svg(state, reveal=True, last=False, words=False))


BOX = re.compile(r'<(?:rect class="dw-face"|text class="dw-ribbon-label")[^>]*?'
                 r' x="(-?[\d.]+)" y="(-?[\d.]+)"(?: width="([\d.]+)" height="([\d.]+)")?')
VIEW = re.compile(r' viewBox="[^"]*" width="[^"]*" height="[^"]*"')


def cropped(svg: str, margin: float = 30, least: tuple[float, float] = (420, 160)) -> str:
    """``svg`` with its view cut down to the tiles (and ribbon labels) with ``margin`` round
    them, at least ``least`` wide and high, so that the tiles print large; the width follows
    the page."""
    boxes = [(float(x), float(y), float(w or 60), float(h or 14))
             for x, y, w, h in BOX.findall(svg)]
    if not boxes:
        return svg
    left = min(b[0] for b in boxes) - margin
    top = min(b[1] for b in boxes) - margin
    right = max(b[0] + b[2] for b in boxes) + margin
    bottom = max(b[1] + b[3] for b in boxes) + margin
    grow_x = max(0.0, least[0] - (right - left)) / 2
    grow_y = max(0.0, least[1] - (bottom - top)) / 2
    box = (left - grow_x, top - grow_y, right - left + 2 * grow_x, bottom - top + 2 * grow_y)
    view = " ".join(f"{v:.1f}" for v in box)
    return VIEW.sub(f' viewBox="{view}"', svg, count=1)


@dataclass(frozen=True)
class Card:
    """One game's rule card in one language: ``html`` is the card itself (a fragment with its
    own style), ``page()`` a whole page to print."""

    game: str
    lang: str
    title: str
    html: str

    def _repr_html_(self) -> str:
        return self.html

    def page(self) -> str:
        """A whole HTML page: the card, sized for one A4 sheet."""
        return (f'<!DOCTYPE html>\n<html lang="{self.lang}"><head><meta charset="utf-8">'
                f"<title>{escape(self.title)}</title><style>{PAGE}</style></head>"
                f"<body>{self.html}</body></html>\n")

    def save(self, path: str | Path) -> Path:
        """Write ``page()`` to ``path`` (a file to open in a browser and print)."""
        target = Path(path)
        target.write_text(self.page(), encoding="utf-8")
        return target


def card(game: str, lang: str | None = None) -> Card:
    """The rule card of ``game`` (a name of ``GAMES``) in ``lang`` (default: the current
    language)."""
    if game not in TEXTS:
        raise OptionError(unknown_game(game, GAMES))
    code = checked_language(lang or current_language())
    with language(code):
        title = get_rules(game).title
        svg = picture(game)
        parts = "".join(f"<div><dt>{escape(_(HEADINGS[p]))}</dt>"
                        f"<dd>{escape(_(TEXTS[game][p]))}</dd></div>" for p in PARTS)
        html = (f'<article class="dw-card" lang="{code}" data-game="{game}"><style>{STYLE}'
                f'</style><p class="dw-card-kind">{escape(_(WORDS["card"]))}</p>'
                f"<h1>{escape(title)}</h1><figure>{svg}</figure><dl>{parts}</dl>"
                f"<footer>{escape(_(WORDS['source']))}</footer></article>")
    return Card(game, code, title, html)
