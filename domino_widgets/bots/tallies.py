"""The tallies of a simulation: one game's outcome (``GameOutcome``), and the outcomes of all
with their totals per player (``SimulationResult``, whose ``summary()`` writes them out)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine.i18n import _, ngettext, pgettext


@dataclass(frozen=True)
class GameOutcome:
    """One game: who sat where, the scores and the winner by player (not by seat)."""

    index: int
    seats: tuple[int, ...]  # seats[s]: the player (index into the players list) at seat s
    scores: tuple[int, ...]  # per player: final scores (a match) or the hand's points
    winner: int | None  # per player index; None for a tie or an unfinished match
    hands: int
    blocks: int  # hands that ended blocked (or at the turn bound)
    actions: int
    finished: bool = True


@dataclass
class SimulationResult:
    """Outcomes of ``n`` games and their totals per player; ``summary()`` writes them out."""

    game: str
    players: tuple[str, ...]
    n: int
    seed: int | str
    until: str
    options: dict[str, Any]
    outcomes: tuple[GameOutcome, ...]
    seconds: float = field(default=0.0, compare=False)
    note: str = field(default="", compare=False)  # how it ran, where that is worth saying

    @property
    def wins(self) -> tuple[int, ...]:
        counts = [0] * len(self.players)
        for o in self.outcomes:
            if o.winner is not None:
                counts[o.winner] += 1
        return tuple(counts)

    @property
    def ties(self) -> int:
        """Games with no single winner (a tie for first, or an unfinished match)."""
        return sum(o.winner is None for o in self.outcomes)

    def win_rate(self, player: int = 0) -> float:
        """Wins of ``player`` per game, a tie counted as a share (1/k of a win among k)."""
        total = 0.0
        for o in self.outcomes:
            if o.winner == player:
                total += 1
            elif o.winner is None:
                top = max(o.scores)
                if o.scores[player] == top:
                    total += 1 / o.scores.count(top)
        return total / len(self.outcomes) if self.outcomes else 0.0

    @property
    def mean_scores(self) -> tuple[float, ...]:
        k = len(self.players)
        return tuple(sum(o.scores[p] for o in self.outcomes) / max(1, self.n) for p in range(k))

    @property
    def hands(self) -> int:
        return sum(o.hands for o in self.outcomes)

    @property
    def blocks(self) -> int:
        return sum(o.blocks for o in self.outcomes)

    @property
    def unfinished(self) -> int:
        return sum(not o.finished for o in self.outcomes)

    def summary(self) -> str:
        """A small table: wins, win rate and mean score per player, then the totals."""
        played = (ngettext("{n} hand", "{n} hands", self.n) if self.until == "hand"
                  else ngettext("{n} match", "{n} matches", self.n)).format(n=self.n)
        head = _("{game}: {played}, seed {seed}").format(game=self.game, played=played,
                                                          seed=self.seed)
        if self.options:
            head = _("{head}, options {options}").format(head=head, options=self.options)
        lines = [head]
        # TRANSLATORS: the columns of the table, each at most as wide as the English
        heads = (pgettext("column", "player"), pgettext("column", "wins"),
                 pgettext("column", "win rate"), pgettext("column", "mean score"))
        width = max(len(p) for p in self.players)
        cols = [max(len(h), w) for h, w in zip(heads[1:], (6, 8, 10), strict=True)]
        lines.append(f"  {heads[0]:<{width}}  {heads[1]:>{cols[0]}}  {heads[2]:>{cols[1]}}  "
                     f"{heads[3]:>{cols[2]}}")
        for p, name in enumerate(self.players):
            lines.append(f"  {name:<{width}}  {self.wins[p]:>{cols[0]}}  "
                         f"{self.win_rate(p):>{cols[1]}.1%}  {self.mean_scores[p]:>{cols[2]}.1f}")
        tail = _("ties {ties}; hands {hands}, blocked {blocked}").format(
            ties=self.ties, hands=self.hands, blocked=self.blocks)
        if self.unfinished:
            tail = _("{totals}; unfinished {count}").format(totals=tail, count=self.unfinished)
        if self.seconds:
            tail = _("{totals}; {seconds} s").format(totals=tail, seconds=f"{self.seconds:.1f}")
        lines.append("  " + tail)
        if self.note:
            lines.append(f"  ({self.note})")
        return "\n".join(lines)

    def as_json(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "outcomes"}
        data.update(wins=list(self.wins), ties=self.ties, hands=self.hands, blocks=self.blocks,
                    win_rates=[round(self.win_rate(p), 4) for p in range(len(self.players))],
                    mean_scores=[round(s, 3) for s in self.mean_scores],
                    unfinished=self.unfinished)
        return data


def player_names(specs: Sequence[str]) -> tuple[str, ...]:
    """Names for the players: their specs, numbered where two are the same."""
    names = []
    for i, s in enumerate(specs):
        same = [j for j, t in enumerate(specs) if t == s]
        names.append(s if len(same) == 1 else f"{s} {same.index(i) + 1}")
    return tuple(names)
