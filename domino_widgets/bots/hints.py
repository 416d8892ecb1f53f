"""Hints for a learner: the best moves now, with what they are worth and why, in plain words.

>>> from domino_widgets import new_game
>>> from domino_widgets.bots import hint
>>> state = new_game("cross", ["Ann", "Bob"], seed=3)
>>> [h.move.kind for h in hint(state, samples=4)]
['play']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import tile_of
from ..engine.errors import IllegalMoveError
from ..engine.explain import not_your_turn
from ..engine.i18n import _, ngettext
from ..engine.state import Move
from ..engine.tiles import TILES
from ..engine.words import move_words
from .move_stats import MoveStats, kept_to_the_end
from .search import SearchPlayer
from .steps import Steps, run_through

if TYPE_CHECKING:
    from ..engine.state import State

HINT_SAMPLES = 400  # at most this many guesses of the hidden tiles
HINT_WORK = 20_000  # actions the playouts of a hint may apply (about 0.2 s of four-player Cross)


@dataclass(frozen=True)
class Hint:
    """A suggested move: the move, its expected result and a short reason."""

    move: Move
    value: float  # expected result of the hand: own points minus the others' mean
    win_rate: float  # share of the playouts where the player came first
    points_now: float  # points the turn that starts with this move scores (on average)
    reason: str
    samples: int

    @property
    def action(self) -> int:
        return self.move.action

    def __str__(self) -> str:
        return f"{move_words(self.move)}: {self.reason}"


def hint(state: State, seat: int | None = None, n: int = 3, *, see_all: bool = False,
         time_limit: float | None = None, samples: int = HINT_SAMPLES,
         seed: int | str = 0, max_work: int | None = HINT_WORK) -> list[Hint]:
    """The ``n`` best legal moves of ``seat`` (default: the player to move), best first.

    The search sees only what that player sees unless ``see_all`` (a teaching mode). It plays
    ``samples`` guesses of the hidden tiles or stops at the guess whose playouts reach
    ``max_work`` actions, whichever comes first: the same position and seed give the same
    advice on any machine, however busy. A ``time_limit`` in seconds may stop it sooner (and
    makes it depend on the machine's speed).
    """
    return run_through(hinting(state, seat, n, see_all=see_all, time_limit=time_limit,
                               samples=samples, seed=seed, max_work=max_work))


def hinting(state: State, seat: int | None = None, n: int = 3, *, see_all: bool = False,
            time_limit: float | None = None, samples: int = HINT_SAMPLES,
            seed: int | str = 0, max_work: int | None = HINT_WORK) -> Steps[list[Hint]]:
    """``hint`` in steps (``steps.py``): it yields between guesses of the hidden tiles, and
    ``state`` must not change meanwhile (give it a copy)."""
    if seat is None:
        seat = state.turn
    if state.match_over:
        raise IllegalMoveError(_("the match is over: there is nothing to hint"))
    if seat != state.turn:
        raise IllegalMoveError(not_your_turn(state, seat))
    legal = state.legal_actions()
    searcher = SearchPlayer(seed, samples=samples, time_limit=time_limit, see_all=see_all,
                            max_work=max_work)

    searcher.stop_when_decided = False  # the figures a learner reads rest on the whole budget
    if len(legal) == 1:
        stats = [MoveStats(legal[0])]
    else:
        stats = yield from searcher.analysing(state, seat)
    kept = {id(st) for st in kept_to_the_end(stats)}  # the moves kept to the end come first
    stats.sort(key=lambda st: (id(st) in kept, searcher.score(st)), reverse=True)
    return [Hint(state.describe(s.action), round(s.margin, 2), round(s.win_rate, 3),
                 round(s.turn_points, 2), _reason(state, seat, s, len(legal)), s.visits)
            for s in stats[:max(1, n)]]


def _reason(state: State, seat: int, st: MoveStats, choices: int) -> str:
    """A short reason in plain words: points now, what the reply may score, pips shed, and
    how often a hand like this is won (only numbers a player reads at the table)."""
    a = st.action
    name = state.describe(a).kind
    if choices == 1:
        if name == "draw":
            return _("no tile fits: draw from the boneyard")
        if name == "pass":
            return _("no tile fits and nothing can be drawn: pass")
        return _("the only legal move")
    parts = []
    now = round(st.turn_points)
    if st.ended == st.visits and st.visits and now > 0:
        parts.append(_("it ends the hand and scores {points}").format(points=now))
    elif st.ended == st.visits and st.visits:
        parts.append(_("it ends the hand"))
    elif now > 0:
        parts.append(_("it scores {points} now").format(points=now))
    elif now < 0:
        parts.append(ngettext("it costs {points} point now", "it costs {points} points now",
                              -now).format(points=-now))
    scoring_game = state.counted() is not None  # (nothing is counted on an empty table)
    if st.ended < st.visits and scoring_game:
        nxt = state.players[(seat + 1) % state.n]
        if st.reply_best == 0:
            parts.append(_("it leaves {name} nothing to score next turn").format(name=nxt))
        else:
            parts.append(_("{name} can score up to {points} in reply").format(
                name=nxt, points=st.reply_best))
    if a >= 0 and not parts:
        pips = TILES[tile_of(a)].pips
        parts.append(ngettext("it sheds {pips} pip", "it sheds {pips} pips", pips).format(
            pips=pips))
    if st.visits and st.ended < st.visits:
        parts.append(chance_words(st.win_rate))
    if len(parts) > 1:
        # TRANSLATORS: the last two reasons of a hint: "it scores 5 now, ..., and <last>"
        return _("{reasons}, and {last}").format(reasons=", ".join(parts[:-1]), last=parts[-1])
    return parts[0]


def chance_words(rate: float) -> str:
    """How often the player wins a hand like this, in words a player uses."""
    if rate >= 0.75:
        return _("in most games like this you win the hand")
    if rate >= 0.5:
        return _("in more than half of the games like this you win the hand")
    if rate >= 0.25:
        return _("in some games like this you win the hand")
    return _("from here you rarely win the hand")
