"""Words and small HTML pieces the widgets show: the end-of-hand summary, move lines."""

from __future__ import annotations

from html import escape
from typing import Any, NamedTuple

from ..engine.games.hand_data import HandResult
from ..engine.i18n import _, ngettext
from ..engine.notation import Move
from ..engine.state import State
from ..engine.words import agreeing, hand_end_words
from ..engine.words import move_words as move_words  # re-exported for the widgets
from ..render.scores import game_title, hand_rows, you_or


def hand_end_text(state: State, result: HandResult) -> str:
    """One line: how hand ``result`` ended and who won it."""
    return _("Hand {n} is over: {how}.").format(n=result.number + 1,
                                                 how=hand_end_words(state, result))


def summary_html(state: State, result: HandResult | None = None) -> str:
    """The end-of-hand summary, for ``result`` (default: the last hand played): one sentence
    (and why the one who went out did not win the hand, when he did not), then a table with
    one number per cell under the score sheet's names: pips left, points in play (games that
    score during play), at the end (penalty or count), the hand's total (the sheet's row) and
    the match total."""
    if result is None:
        if not state.results:
            return ""
        result = state.results[-1]
    k = next(i for i, r in enumerate(state.results) if r is result or r == result)
    _label, in_play, at_end = hand_rows(state)[k]
    hand = [a + b for a, b in zip(in_play, at_end, strict=True)]
    during = state.rules.scores_during_play or any(in_play)
    totals = result.totals or state.scores
    columns = ([_("In play")] if during else []) + [_("At the end")] + (
        [_("Hand total")] if during else [])
    rows = []
    for p, name in enumerate(state.players):
        numbers = ([in_play[p]] if during else []) + [at_end[p]] + ([hand[p]] if during else [])
        cells = "".join(_points_cell(n) for n in numbers)
        rows.append(f'<tr><th scope="row">{escape(name)}</th><td>{result.pips[p]}</td>'
                    f"{cells}<td>{totals[p]}</td></tr>")
    sentence = escape(hand_end_text(state, result))
    why = not_won_by_going_out(state, result, hand)
    if why:
        sentence += " " + escape(why)
    heads = "".join(f'<th scope="col">{escape(word)}</th>' for word in (
        _("Player"), _("Pips left"), *columns, _("Match total")))
    return (f'<p class="dw-summary-text">{sentence}</p><table class="dw-summary">'
            f"<tr>{heads}</tr>{''.join(rows)}</table>")


def _points_cell(points: int) -> str:
    shown = f"{points:+d}" if points else "0"
    klass = ' class="dw-minus"' if points < 0 else (' class="dw-plus"' if points > 0 else "")
    return f"<td{klass}>{shown}</td>"


def not_won_by_going_out(state: State, result: HandResult, hand: list[int]) -> str:
    """Why the player who went out did not win the hand on points ("" if he did): another
    scored more during play."""
    if result.reason != "domino" or result.winner is None:
        return ""
    best = max(hand)
    if hand[result.winner] >= best:
        return ""
    other = state.players[hand.index(best)]
    third = agreeing(other, _("Yet {other} scored more in this hand: {best} against {name}'s "
                              "{points}, with the points scored in play."),
                     _("Yet you scored more in this hand: {best} against {name}'s {points}, "
                       "with the points scored in play."))
    return you_or(state.players[result.winner],
                  _("Yet {other} scored more in this hand: {best} against your {points}, "
                    "with the points scored in play."), third,
                  other=other, best=f"{best:+d}", points=f"{hand[result.winner]:+d}")


def signed(points: int) -> str:
    """``+10``, ``-5``; an empty string for 0."""
    return f"{points:+d}" if points else ""


class LogLine(NamedTuple):
    """One line of a game's log: the history length after it, its hand, who moved (None for
    the end of a hand), whether it was a draw, the move and the points it scored (a move), or
    the number of the hand's result (the end of a hand). Its words are made when the log is
    shown, in the language of the moment."""

    n: int
    hand: int
    player: int | None
    draw: bool
    move: Move | None = None
    points: str = ""
    result: int | None = None


def log_text(state: State, line: LogLine) -> str:
    """A line of the log in words: ``Ann: 1:2 on 1:1, east (+10)`` or how a hand ended."""
    if line.result is not None:
        return hand_end_text(state, state.results[line.result])
    name = state.players[line.player] if line.player is not None else ""
    text = f"{name}: {move_words(line.move)}" if line.move is not None else name
    return text + (f" ({line.points})" if line.points else "")


def log_groups(state: State, lines: list[LogLine]) -> list[dict[str, Any]]:
    """The log of the match hand by hand: ``[{"title": "Hand 1", "lines": [...]}]``; a run of
    draws by one player reads as one line ("Bot 3 draws 4 tiles")."""
    groups: list[dict[str, Any]] = []
    run = 0
    for k, line in enumerate(lines):
        if not groups or groups[-1]["hand"] != line.hand:
            groups.append({"hand": line.hand, "title": _("Hand {n}").format(n=line.hand + 1),
                           "lines": []})
        if line.draw:
            run += 1
            following = lines[k + 1] if k + 1 < len(lines) else None
            if following is not None and following.draw and following.player == line.player \
                    and following.hand == line.hand:
                continue
            name = state.players[line.player] if line.player is not None else ""
            groups[-1]["lines"].append(you_or(
                name, ngettext("You draw a tile", "You draw {n} tiles", run),
                ngettext("{name} draws a tile", "{name} draws {n} tiles", run), n=run))
            run = 0
            continue
        groups[-1]["lines"].append(log_text(state, line))
    return groups


def board_words(state: State) -> str:
    """The position in words, for a screen reader: the game, the open ends, whose turn it is
    and the scores."""
    title = game_title(state)
    parts = [_("{game}, hand {n}.").format(game=title, n=state.hand_no + 1)]
    placed = len(state.table.placed)
    if not placed:
        parts.append(_("The table is empty."))
    else:
        ends = ", ".join(str(value) for value in state.table.values())
        tiles = ngettext("{n} tile on the table", "{n} tiles on the table", placed).format(
            n=placed)
        parts.append(_("{tiles}; open ends: {ends}.").format(tiles=tiles, ends=ends) if ends
                     else _("{tiles}; no open end.").format(tiles=tiles))
    if state.match_over:
        parts.append(_("The match is over."))
    elif state.hand_over is not None:
        parts.append(_("The hand is over."))
    else:
        parts.append(you_or(state.players[state.turn], _("You are to play."),
                            _("{name} is to play.")))
    scores = ", ".join(f"{name} {score}" for name, score in zip(state.players, state.scores,
                                                                  strict=True))
    parts.append(_("Scores: {scores}.").format(scores=scores))
    return " ".join(parts)



MINUS = "\u2212"  # the minus sign of arithmetic (−), not the hyphen


def number_text(n: int) -> str:
    """A whole number as arithmetic prints it: ``15``, ``−15`` (the minus sign, not a
    hyphen)."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def term_text(n: int) -> str:
    """A number after an operator: a negative one in brackets, ``55 − (−15)``."""
    return f"({number_text(n)})" if n < 0 else str(n)


def settlement_words(state: State) -> str:
    """S9 in words, with its sum: ``Settlement: Bob collects the difference from each loser,
    (115 − 80) + (115 − 90) = 60.``; a negative score in brackets, ``55 − (−15) = 70`` ("" before
    the match is won)."""
    collected = state.settlement()
    if state.winner is None or collected is None:
        return ""
    won = number_text(state.scores[state.winner])
    losers = [s for p, s in enumerate(state.scores) if p != state.winner]
    name = state.players[state.winner]
    if state.rules.option("settlement") == "literal" and len(losers) > 1:
        together = " + ".join(term_text(s) for s in losers)
        text = f"{won} {MINUS} ({together}) = {number_text(collected)}"
        return you_or(name, _("Settlement: You collect your points less the losers' together, "
                              "{sum}."),
                      _("Settlement: {name} collects his points less the losers' together, "
                        "{sum}."), sum=text)
    parts = [f"{won} {MINUS} {term_text(s)}" for s in losers]
    text = (" + ".join(f"({p})" for p in parts) if len(parts) > 1 else parts[0]) + (
        f" = {number_text(collected)}")
    return you_or(name, _("Settlement: You collect the difference from each loser, {sum}."),
                  _("Settlement: {name} collects the difference from each loser, {sum}."),
                  sum=text)
