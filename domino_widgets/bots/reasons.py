"""The review's words: a verdict in a sentence and the reason for it, made from the facts the
review found (the points of each turn, what the next player could score, the pips shed, the
result by the end of the hand), never by reading other texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.actions import tile_of
from ..engine.i18n import _, ngettext
from ..engine.tiles import TILES
from ..engine.words import move_words
from .estimates import Estimate

if TYPE_CHECKING:
    from ..engine.state import State
    from .review_plan import Candidate


def say(candidate: Candidate) -> str:
    """A move as a reader is told it."""
    return move_words(candidate.move)


def points_words(points: float) -> str:
    """A number of points, whole, in words ("1 point", "5 points")."""
    n = abs(round(points))
    return ngettext("{n} point", "{n} points", n).format(n=n)


def value_words(value: Estimate) -> str:
    """A value for the hand with how sure it is, the words of sureness every verdict uses:
    "exactly +31 for the hand" (proved), "about +31 for the hand", "about +31 for the hand,
    give or take 8" (twice the standard error, where that is 2 points or more); a minus sign
    (−) for a loss, 0 unsigned."""
    whole = round(value.value)
    points = f"{whole:+d}".replace("-", "\u2212") if whole else "0"
    if value.exact:
        return _("exactly {points} for the hand").format(points=points)
    spread = round(2 * value.stderr)
    if spread >= 2:
        return _("about {points} for the hand, give or take {spread}").format(
            points=points, spread=spread)
    return _("about {points} for the hand").format(points=points)


def verdict_words(size: str, mine: Candidate, best: Candidate, loss: float,
                  stderr: float = 0.0, exact: bool = False) -> str:
    """One sentence: how good the move was, and what it cost against the best, said as sure
    as the evaluation is (``stderr``: the loss's standard error; ``exact``: proved)."""
    played = say(mine)
    if size == "best":
        if exact:
            return _("{move}: the best move here (worked out exactly).").format(move=played)
        return _("{move}: the best move here.").format(move=played)
    lost = points_words(loss)
    if size == "close":
        if Estimate(loss, stderr).sureness() == "likely":
            return _("{move}: probably a little worse than {best} (by about {points}); with "
                     "the others' tiles hidden, that is hard to be sure of.").format(
                move=played, best=say(best), points=lost)
        return _("{move}: about as good as {best}.").format(move=played, best=say(best))
    if exact:
        if size == "good":
            return _("{move}: a good move; {best} was slightly better ({points}, worked out "
                     "exactly).").format(move=played, best=say(best), points=lost)
        if size == "mistake":
            return _("A mistake: {move} loses {points} against {best} (worked out "
                     "exactly).").format(move=played, points=lost, best=say(best))
        return _("A big mistake: {move} loses {points} against {best} (worked out "
                 "exactly).").format(move=played, points=lost, best=say(best))
    if size == "good" and round(loss) == 0:
        return _("{move}: a good move, about as good as {best}.").format(
            move=played, best=say(best))
    if size == "good":
        return _("{move}: a good move; {best} was slightly better (about {points}).").format(
            move=played, best=say(best), points=lost)
    if size == "mistake":
        return _("A mistake: {move} loses about {points} against {best}.").format(
            move=played, points=lost, best=say(best))
    return _("A big mistake: {move} loses about {points} against {best}.").format(
        move=played, points=lost, best=say(best))


def reason_words(position: State, seat: int, mine: Candidate, best: Candidate,
                 loss: float) -> str:
    """Why the best move is better, in the game's terms: the points of the turn, the points
    left to the next player, the pips shed; else the result by the end of the hand."""
    parts = []
    now_best, now_mine = round(best.points_now), round(mine.points_now)
    if now_best != now_mine:
        parts.append(_scored(best, now_best))
        parts.append(_scored(mine, now_mine))
    replier = position.players[(seat + 1) % position.n]
    if not mine.ends_hand and mine.reply_best > best.reply_best:
        parts.append(_("{move} left {name} an end to score {points} on").format(
            move=say(mine), name=replier, points=mine.reply_best))
    if best.ends_hand and not mine.ends_hand:
        parts.append(_("{move} ends the hand").format(move=say(best)))
    if not parts and not position.rules.scores_during_play:
        shed_best, shed_mine = _pips(best), _pips(mine)
        if shed_best > shed_mine:
            parts.append(_("{best} sheds more pips than {move} ({more} against {fewer}): "
                           "the pips you keep count against you when the hand ends").format(
                best=say(best), move=say(mine), more=shed_best, fewer=shed_mine))
    if not parts or (now_mine >= now_best and len(parts) == 2):
        parts.append(_("played out to the end of the hand, however the unseen tiles may lie, "
                       "{best} leaves you about {points} better off").format(
            best=say(best), points=points_words(loss)))
    return "; ".join(parts)


def _scored(candidate: Candidate, points: int) -> str:
    if points > 0:
        return _("{move} scores {points}").format(move=say(candidate),
                                                  points=points_words(points))
    if points < 0:
        return _("{move} costs {points}").format(move=say(candidate),
                                                 points=points_words(points))
    return _("{move} scores nothing").format(move=say(candidate))


def _pips(candidate: Candidate) -> int:
    action = candidate.move.action
    return TILES[tile_of(action)].pips if action >= 0 else 0
