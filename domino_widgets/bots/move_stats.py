"""What the search's samples say about each move: ``MoveStats`` per distinct legal move, the
result of a playout for the searcher (``hand_result``), and how many standard errors one move
leads another by over the guesses both were played on (``paired_margin``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.actions import end_of, flags_of, tile_of
from ..engine.tiles import SET_SIZE

if TYPE_CHECKING:
    from ..engine.view import PlayerView


@dataclass
class MoveStats:
    """What the samples say about one legal action."""

    action: int
    visits: int = 0
    margin_total: float = 0.0  # sum of hand results (own gain minus the others' mean gain)
    wins: float = 0.0  # hands where the mover came first (ties share)
    turn_total: int = 0  # sum of the points of the mover's turn that this action starts
    ended: int = 0  # samples where the hand ended within the mover's turn
    reply_best: int = 0  # the most the next player scored in reply, over the samples
    reply_total: int = 0
    same: tuple[int, ...] = ()  # other actions equivalent to this one (a centre's free sides)
    scores: list[float] = field(default_factory=list)  # what the search maximizes, per sample

    def _mean(self, total: float) -> float:
        return total / self.visits if self.visits else 0.0

    @property
    def margin(self) -> float:
        """Mean result of the hand: own gain minus the others' mean gain."""
        return self._mean(self.margin_total)

    @property
    def win_rate(self) -> float:
        return self._mean(self.wins)

    @property
    def turn_points(self) -> float:
        return self._mean(self.turn_total)

    @property
    def reply_mean(self) -> float:
        return self._mean(self.reply_total)

    def add_result(self, margin: float, share: float, win_bonus: float) -> None:
        """One more playout: its hand result and share of first place."""
        self.visits += 1
        self.margin_total += margin
        self.scores.append(margin + win_bonus * share)
        self.wins += share


def kept_to_the_end(stats: list[MoveStats]) -> list[MoveStats]:
    """The moves that pruning left to the end of the search (the most playouts)."""
    most = max(st.visits for st in stats)
    return [st for st in stats if st.visits == most]


def paired_margin(a: MoveStats, b: MoveStats) -> float:
    """How many standard errors ``a`` leads ``b`` by, over the guesses both were played on
    (the first ones: a move dropped from the search takes no more); -inf with fewer than two
    shared guesses."""
    diffs = [x - y for x, y in zip(a.scores, b.scores, strict=False)]
    if len(diffs) < 2:
        return float("-inf")
    mean = sum(diffs) / len(diffs)
    spread: float = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) ** 0.5
    if spread == 0:
        return float("inf") if mean > 0 else (0.0 if mean == 0 else float("-inf"))
    root: float = len(diffs) ** 0.5
    return mean / (spread / root)


def distinct_moves(view: PlayerView) -> list[MoveStats]:
    """One ``MoveStats`` per class of equivalent legal actions: the same tile (either set's
    copy) on ends of the same tile that show the same value and are alike (the free sides of a
    centre), which differ only in where the picture draws them."""
    classes: dict[tuple[int, ...], MoveStats] = {}
    for a in view.legal_actions:
        key: tuple[int, ...] = (a,)
        i = end_of(a)
        if a >= 0 and i < len(view.ends):
            e = view.ends[i]
            key = (tile_of(a) % SET_SIZE, flags_of(a), e.placed, e.value, e.branch)
        if key in classes:
            classes[key].same += (a,)
        else:
            classes[key] = MoveStats(a)
    return list(classes.values())


def hand_result(scores: tuple[int, ...], before: tuple[int, ...], seat: int) -> tuple[float, float]:
    """(own gain minus the others' mean gain, the share of first place: 1, 1/k for a k-way tie,
    0) from the scores before and after."""
    gains = [s - b for s, b in zip(scores, before, strict=True)]
    others = [g for q, g in enumerate(gains) if q != seat]
    margin = gains[seat] - sum(others) / len(others)
    top = max(gains)
    share = 1 / gains.count(top) if gains[seat] == top else 0.0
    return margin, share
