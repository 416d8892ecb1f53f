"""The score sheet as an HTML table: players as columns, one row per hand, totals, target."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..engine.i18n import N_, _, current_language, ngettext
from ..engine.words import agreeing, hand_end_words

if TYPE_CHECKING:
    from ..engine.games.base import Rules
    from ..engine.games.hand_data import HandResult
    from ..engine.position import Position

RIGHT = ' style="text-align:right"'
YOU = N_("You")  # the name a widget gives a single human seat: "You lead", not "You leads"


def you_or(name: str, you: str, other: str, /, **fields: object) -> str:
    """``you`` (already in the current language) if ``name`` is the human "You", else
    ``other``, filled with ``name`` and ``fields``: verbs agree with "You" in English ("You
    lead") and in Russian ("Вы заходите")."""
    return agreeing(name, other, you).format(name=name, **fields)


def hand_rows(state: Position[Rules]) -> list[tuple[str, list[int], list[int]]]:
    """One row per finished hand, then the hand in play: (label, points scored during play,
    points of the hand's end) per player."""
    names = state.players
    n = len(names)
    rows = []
    before = [0] * n
    for r in state.results:
        after = list(r.totals) if r.totals else [b + p for b, p in zip(before, r.points,
                                                                       strict=True)]
        in_play = [a - b - p for a, b, p in zip(after, before, r.points, strict=True)]
        rows.append((hand_label(state, r), in_play, list(r.points)))
        before = after
    if state.hand_over is None and not state.match_over:
        in_play = [s - b for s, b in zip(state.scores, before, strict=True)]
        rows.append((_("Hand {n} (in play)").format(n=state.hand_no + 1), in_play, [0] * n))
    return rows


def hand_label(state: Position[Rules], result: HandResult) -> str:
    """``Hand 2: Ann went out`` / ``Hand 3: blocked, Bob wins it``."""
    return _("Hand {n}: {text}").format(n=result.number + 1,
                                        text=hand_end_words(state, result))


def _cell(in_play: int, end: int) -> str:
    total = in_play + end
    if not in_play and not end:
        return f'<td class="dw-points"{RIGHT}>0</td>'
    parts = []
    if in_play:
        parts.append(_("{points} in play").format(points=f"{in_play:+d}"))
    if end:
        parts.append(_("{points} at the end").format(points=f"{end:+d}"))
    detail = ", ".join(parts)
    shown = f"{total:+d}" if total else "0"  # one number a cell; the detail on hover
    return f'<td class="dw-points" title="{detail}"{RIGHT}>{shown}</td>'



def scores_html(state: Position[Rules]) -> str:
    """The score sheet of ``state``: a ``<table class="dw-scores">`` with a column per player,
    a row per hand (points scored in play and at the hand's end), the totals, the target and
    the winner."""
    names = state.players
    scores = state.scores
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in names)
    body = []
    for label, in_play, end in hand_rows(state):
        cells = "".join(_cell(a, b) for a, b in zip(in_play, end, strict=True))
        body.append(f'<tr><th scope="row">{escape(label)}</th>{cells}</tr>')
    top = max(scores)
    totals = "".join(f'<td class="dw-total{" dw-leader" if s == top and any(scores) else ""}"'
                     f"{RIGHT}><b>{s}</b></td>" for s in scores)
    target = state.target()
    aim = (_("A game of one hand.") if target == 1
           else _("Target {target}.").format(target=target))  # a target of 1: one hand decides
    footer = aim + " " + outcome(state)
    hand, total = escape(_("Hand")), escape(_("Total"))
    return (f'<table class="dw-scores"><thead><tr><th scope="col">{hand}</th>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody><tfoot><tr><th scope="row">{total}</th>{totals}</tr>'
            f'<tr><td colspan="{len(names) + 1}" class="dw-outcome">{escape(footer)}</td></tr>'
            f"</tfoot></table>")


def outcome(state: Position[Rules]) -> str:
    """Who has won, or who leads and how far the target is."""
    names = state.players
    scores = state.scores
    if state.winner is not None:
        winner = names[state.winner]
        collected = state.settlement()
        if collected is None:
            return you_or(winner, _("You win the match."), _("{name} wins the match."))
        return you_or(winner, _("You win the match and collect {collected}."),
                      _("{name} wins the match and collects {collected}."), collected=collected)
    top = max(scores)
    leaders = [names[p] for p, s in enumerate(scores) if s == top]
    if not any(scores):
        return _("No points yet.")
    if len(leaders) > 1:
        return _("{names} share the lead with {top}.").format(
            names=_(" and ").join(leaders), top=top)
    to_go = max(0, state.target() - top)
    return you_or(leaders[0], _("You lead with {top}; {to_go} to go."),
                  _("{name} leads with {top}; {to_go} to go."), top=top, to_go=to_go)


def game_title(state: Position[Rules]) -> str:
    """The game's name in the reader's language only: ``Cross`` in English, «Домино-крест» in
    Russian (the title, ``Cross (Домино-крест)``, keeps the book's name for the rule cards)."""
    return readers_title(state.rules.title, state.rules.name)


def readers_title(title: str, name: str = "") -> str:
    """A game's title (already in the current language: ``Cross (Домино-крест)``, «Домино-крест»)
    as its reader says it: the part in another alphabet in brackets left out in English; where
    the catalogue has no translation, a language other than English takes the book's name, the
    part in brackets."""
    if not title:
        return name
    if not (title.endswith(")") and " (" in title):
        return title
    cut = title.index(" (")
    if current_language() == "en":
        return title[:cut]
    book = title[cut + 2:-1]
    return book[:1].upper() + book[1:]


def count_tiles(n: int) -> str:
    """``1 tile``, ``5 tiles`` (``1 кость``, ``2 кости``, ``5 костей``)."""
    return ngettext("{n} tile", "{n} tiles", n).format(n=n)
