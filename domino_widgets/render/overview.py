"""The whole state in one SVG picture: who is to play, the table, every hand and the scores.

``State._repr_svg_`` shows it in notebooks (all hands open, for teaching).
"""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING

from ..engine.actions import tile_of
from ..engine.i18n import _, ngettext
from ..engine.words import hand_end_words
from .hand import hand_svg
from .scores import count_tiles, game_title, outcome
from .table import PAPER, table_svg
from .tiles import num

if TYPE_CHECKING:
    from ..engine.games.base import Rules
    from ..engine.position import Position

WIDTH = 900
LABEL_W = 170
HAND_SCALE = 0.8
LINE = 24
INK = "#222222"
MUTED = "#666666"
TURN = "#b45f00"
CARD = PAPER  # the picture's own panel: its words never sit on a dark notebook's page
CARD_EDGE = "#a9a496"  # the panel's rim, which shows it as a card on a light or dark page
_ROOT = re.compile(r'<svg xmlns="http://www.w3.org/2000/svg" ([^>]*?)width="([\d.]+)" '
                   r'height="([\d.]+)"')


def _root(svg: str) -> re.Match[str]:
    """The root element of a picture made here."""
    match = _ROOT.match(svg)
    if match is None:  # pragma: no cover - every picture here starts this way
        raise ValueError("not a picture made by domino_widgets.render")
    return match


def nest(svg: str, x: float, y: float, scale: float = 1.0) -> tuple[str, float, float]:
    """A standalone picture placed inside another at ``x, y``, scaled; returns it with its
    shown width and height."""
    match = _root(svg)
    w, h = float(match.group(2)) * scale, float(match.group(3)) * scale
    head = f'<svg x="{num(x)}" y="{num(y)}" {match.group(1)}width="{num(w)}" height="{num(h)}"'
    return head + svg[match.end():], w, h


def headline(state: Position[Rules]) -> str:
    """``Cross, hand 2: Ann to play`` or how the hand ended."""
    names = state.players
    text = _("{game}, hand {n}: ").format(game=game_title(state), n=state.hand_no + 1)
    if state.match_over:
        return text + outcome(state)
    result = state.hand_over
    if result is not None:
        return text + _("{how}; the hand is over").format(how=hand_end_words(state, result))
    return text + _("{name} to play").format(name=names[state.turn])


def stock_line(state: Position[Rules]) -> str:
    """The boneyard, and the tiles out of play."""
    left = len(state.boneyard) - state.bone_pos
    parts = [_("boneyard: {n}").format(n=left)]
    drawable = state.drawable()
    if left and drawable != left:
        parts[0] += " " + _("({n} may be drawn)").format(n=max(0, drawable))
    gone = len(state.rules.out_of_play(state))
    if gone:
        parts.append(_("out of play: {n}").format(n=gone))
    return ", ".join(parts)


def state_svg(state: Position[Rules], *, viewer: int | None = None, reveal: bool = False) -> str:
    """The table, every hand (``viewer``'s face up, the others face down unless ``reveal``),
    whose turn it is and the scores. The picture scales to the width it is given (a notebook
    cell's), up to its drawn width, and is never cut. It is drawn on its own opaque card (a
    notebook shows it as an image, which cannot follow the host's theme), so it reads the
    same on a light and a dark page."""
    parts: list[str] = []
    y = 0.0
    parts.append(_text(8, y + 18, headline(state), 16, INK, bold=True))
    parts.append(_text(WIDTH - 8, y + 18, stock_line(state), 13, MUTED, anchor="end"))
    y += LINE + 6
    table, _width, h = nest(table_svg(state, viewer=viewer, reveal=reveal), 0, y)
    parts.append(table)
    y += h + 10
    rows, y = _hands(state, viewer, reveal, y)
    parts.extend(rows)
    scores = ", ".join(f"{n} {s}" for n, s in zip(state.players, state.scores, strict=True))
    parts.append(_text(8, y + 16, _("Scores: {scores}; target {target}").format(
        scores=scores, target=state.target()), 13, INK))
    y += LINE + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-state" '
            f'viewBox="0 0 {WIDTH} {num(y)}" width="100%" style="max-width:{WIDTH}px" '
            f'role="img" '
            f'aria-label="{escape(headline(state))}">'
            f'<rect x="1" y="1" width="{WIDTH - 2}" height="{num(y - 2)}" rx="10" fill="{CARD}" '
            f'stroke="{CARD_EDGE}" stroke-width="2"/>{"".join(parts)}</svg>')


def _hands(state: Position[Rules], viewer: int | None, reveal: bool,
           y: float) -> tuple[list[str], float]:
    """Every player's row from ``y`` down: his name (marked if it is his turn), his tiles and
    points, and his hand; returns them and the ``y`` under the last."""
    parts: list[str] = []
    in_play = state.hand_over is None and not state.match_over
    legal = state.legal_actions() if in_play else []
    for p, name in enumerate(state.players):
        face_up = reveal or p == viewer
        playable = None
        if face_up and in_play and p == state.turn:
            playable = {tile_of(a) for a in legal if a >= 0}
        picture = hand_svg(state, p, face_up=face_up, playable=playable)
        room = (WIDTH - LABEL_W) / (float(_root(picture).group(2)) * HAND_SCALE)
        hand, _width, h = nest(picture, LABEL_W, y, HAND_SCALE * min(1.0, room))
        to_play = in_play and p == state.turn
        marker = "\u25b6 " if to_play else ""
        parts.append(_text(8, y + 20, marker + name, 15, TURN if to_play else INK, bold=to_play))
        count = len(state.hands[p])
        score = state.scores[p]  # English keeps "1 points"; Russian has its three forms
        points = ngettext("{n} points", "{n} points", abs(score)).format(n=score)
        parts.append(_text(8, y + 40, f"{count_tiles(count)}, {points}", 12, MUTED))
        parts.append(hand)
        y += max(h, 48) + 8
    return parts, y


def _text(x: float, y: float, text: str, size: int, colour: str, *, bold: bool = False,
          anchor: str = "start") -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-family="sans-serif" font-size="{size}" '
            f'fill="{colour}" text-anchor="{anchor}"{weight}>{escape(text)}</text>')
