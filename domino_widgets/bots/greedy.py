"""The greedy playout: the points a move scores for its turn, greedy's choice, and the
bookkeeping that spares trials (``Known``, ``tried``, ``settle``).

Greedy takes the most points now (the whole turn, if doubles let it go on), then the heaviest
tile. A step tries every legal move, with the game's own answer first where it gives one
(``Rules.quiet_gain``), the heaviest tile last, leaving that trial applied when it is the
choice; ``Known`` carries the keys the trials found for the next position. The search's
playouts (``playouts.py``) and the players (``players.py``) use it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..engine.actions import TILE_SHIFT
from ..engine.tiles import TILES

if TYPE_CHECKING:
    from ..engine.state import State

CONTINUATION_DEPTH = 4  # how many more tiles of the same turn greedy looks at (Cross's doubles)
PIPS = tuple(t.pips for t in TILES)  # by tile id


def turn_gain(st: State, action: int, keep: bool = False, known: Known | None = None) -> int:
    """The points the mover gains by ``action`` and the rest of the same turn played greedily
    one tile at a time (Cross's doubles, the second hand of Cross in two hands); the state is
    left unchanged (with ``keep``: left with ``action`` applied, the rest taken back, and
    ``known`` learns greedy's keys of the position after it, where the trials found them).
    ``action`` must be one of ``st.legal_actions()``: it takes the engine's trusted path, as
    every move of a playout does (``State.apply_trusted``). ``known`` counts the applications
    the trials save. Where the game tells what the move scores without applying it
    (``Rules.quiet_gain``: the turn ends with it and the hand goes on), it is not tried."""
    quiet = quiet_trial(st, action, keep, known)
    if quiet is not None:
        return quiet
    return tried_turn(st, action, keep, known)


def tried_turn(st: State, action: int, keep: bool, known: Known | None) -> int:
    """``turn_gain`` found by applying ``action`` (and the rest of the turn)."""
    mover = st.turn
    before = st.scores[mover]
    depth = len(st.history)
    st.apply_trusted(action)
    try:
        rest = 0
        if st.turn == mover and st.turn_plays and st.hand_over is None:
            rest = finish_turn_greedily(st, mover, CONTINUATION_DEPTH, known, keep, spare=True)
        return st.scores[mover] - before + rest
    finally:
        stop = depth + 1 if keep else depth
        while len(st.history) > stop:
            st.undo()


def finish_turn_greedily(st: State, mover: int, limit: int | None = None,
                         known: Known | None = None, note: bool = False,
                         spare: bool = False) -> int:
    """While ``mover``'s turn goes on after a placement (Cross's doubles, the second hand of
    Cross in two hands), place the tile that scores most, then the heaviest; at most ``limit``
    tiles. With ``note``, if every action of the first position tried ends the turn, its keys
    are greedy's there too (no more of the turn to add): ``known`` keeps them. With ``spare``
    (the caller takes the turn back), a last tile whose points the game tells
    (``Rules.quiet_gain``) is not applied: the points it would score are returned (else 0)."""
    placed = 0
    while (st.turn == mover and st.turn_plays and st.hand_over is None
           and (limit is None or placed < limit)):
        legal = st.legal_actions()
        depth = len(st.history)
        ends: list[bool] | None = [] if note and known is not None else None
        work = known.work_at(st) if known is not None else 0
        keys, last, kept, quiet = greedy_keys(
            st, legal, lambda s, a, keep, ends=ends: _tried_step(s, a, keep, ends), known)
        if ends is not None and known is not None:
            if all(ends):
                known.note(st.history[depth - 1], keys, known.work_at(st) - work)
            note = False
        i = keys.index(max(keys))
        if spare and quiet[i] is not None and not (kept and i == last):
            while len(st.history) > depth:
                st.undo()
            if known is not None:
                known.saved += 1  # the turn ends with it: its points, not applied
            return quiet[i]  # type: ignore[return-value]
        settle(st, depth, legal, last, legal[i], known, kept)
        placed += 1
    return 0


def step_gain(st: State, action: int, keep: bool = False) -> int:
    """The points the mover gains by ``action`` alone (state unchanged; with ``keep``, left
    with ``action`` applied)."""
    mover = st.turn
    before = st.scores[mover]
    st.apply_trusted(action)
    gain = st.scores[mover] - before
    if not keep:
        st.undo()
    return gain


def quiet_trial(st: State, action: int, keep: bool, known: Known | None) -> int | None:
    """What ``action`` scores, if the game tells it without applying it (``Rules.quiet_gain``:
    the turn ends with it and the hand goes on); then it is not tried: with ``keep`` it is
    applied, else ``known`` counts the application spared. None: try it."""
    quiet = st.rules.quiet_gain(st, action)
    if quiet is not None:
        if keep:
            st.apply_trusted(action)
        elif known is not None:
            known.saved += 1
    return quiet


def _tried_step(st: State, action: int, keep: bool, ends: list[bool] | None = None) -> int:
    """``step_gain``, found by applying ``action``; ``ends`` notes whether it ended the turn."""
    if ends is None:
        return step_gain(st, action, keep)
    mover = st.turn
    before = st.scores[mover]
    st.apply_trusted(action)
    gain = st.scores[mover] - before
    ends.append(not (st.turn == mover and st.turn_plays and st.hand_over is None))
    if not keep:
        st.undo()
    return gain


def shed_weight(action: int) -> int:
    """The pips a placement sheds (0 for draw, pass, end of turn)."""
    return PIPS[action >> TILE_SHIFT] if action >= 0 else 0


def greedy_action(st: State, rng: random.Random) -> int:
    """Greedy's choice on a full state: most points now, then the heaviest tile, then chance."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return best_of(legal, [(turn_gain(st, a), shed_weight(a)) for a in legal], rng)


def greedy_step(st: State, rng: random.Random, known: Known | None = None) -> None:
    """Apply greedy's choice (``greedy_action``'s, drawing on ``rng`` the same way), keeping
    the trial of the heaviest tile applied when it is the choice (``tried``); with ``known``,
    taking the keys found for this position by an earlier trial instead of trying again."""
    legal = st.legal_actions()
    if len(legal) == 1:
        if known is not None:
            known.after = None  # (``take``: the keys are for this position only)
        st.apply_trusted(legal[0])
        return
    keys = known.take(st) if known is not None else None
    if keys is not None:
        known.saved += known.work  # type: ignore[union-attr]
        st.apply_trusted(best_of(legal, keys, rng))
        return
    depth = len(st.history)
    keys, last, kept, _quiet = greedy_keys(
        st, legal, lambda s, a, keep: tried_turn(s, a, keep, known), known)
    choice = best_of(legal, keys, rng)
    settle(st, depth, legal, last, choice, known, kept)
    if known is not None and not (kept and choice == legal[last]):
        known.after = None  # the position it learned about was taken back


class Known:
    """The bookkeeping of a playout's steps. ``saved``: the applications that kept trials and
    reused keys spared, which the search adds to the actions applied, so that its ``max_work``
    buys the same playouts as trying everything again would. ``after``, ``keys``, ``work``:
    greedy's keys for the legal actions of one position, found by the trials of the move that
    led there (``after`` names that position by its last history entry, held here so that no
    other entry takes its id), and the actions those trials stand for; the step that comes to
    that position takes them (``take``) instead of trying again."""

    __slots__ = ("after", "keys", "work", "saved")

    def __init__(self) -> None:
        self.after: object = None
        self.keys: list[Any] = []
        self.work = 0
        self.saved = 0

    def work_at(self, st: State) -> int:
        """The actions applied to ``st`` so far, the spared ones included."""
        return st.applied + self.saved

    def note(self, after: object, keys: list[Any], work: int) -> None:
        self.after, self.keys, self.work = after, keys, work

    def take(self, st: State) -> list[Any] | None:
        """The keys, if ``st`` stands at the position they are for (once)."""
        after, self.after = self.after, None
        if after is not None and st.history and st.history[-1] is after:
            return self.keys
        return None


def best_of(legal: list[int], keys: list[Any], rng: random.Random) -> int:
    """The action with the highest key; among equals, chance (``rng``, only then)."""
    top = max(keys)
    if keys.count(top) == 1:
        return legal[keys.index(top)]
    return rng.choice([a for a, key in zip(legal, keys, strict=True) if key == top])


def tried(st: State, legal: list[int], trial: Any) -> tuple[list[Any], int]:
    """The keys ``trial(st, action, keep)`` gives every action of ``legal``, and the index of
    the one tried last and left applied (``keep=True``): the first of the heaviest tiles, which
    the rules of thumb choose most often, so that its trial need not be applied again
    (``settle``). The others are tried in order, each taken back."""
    weights = [PIPS[a >> TILE_SHIFT] if a >= 0 else 0 for a in legal]
    last = weights.index(max(weights))
    keys: list[Any] = [None] * len(legal)
    for i, a in enumerate(legal):
        if i != last:
            keys[i] = trial(st, a, False)
    keys[last] = trial(st, legal[last], True)
    return keys, last


def greedy_keys(st: State, legal: list[int], trial: Any, known: Known | None
                ) -> tuple[list[tuple[int, int]], int, bool, list[int | None]]:
    """Greedy's keys (the points, then the weight) of every action of ``legal``, as ``tried``
    finds them, with the game's own answer first wherever it gives one (``Rules.quiet_gain``:
    that action is not tried, and ``known`` counts the trial spared); ``trial(st, action,
    keep)`` gives the points of the others. Returns the keys, the index of the first of the
    heaviest tiles, whether it was tried and left applied (``settle``), and the game's
    answers (None where it gave none)."""
    quiet = st.rules.quiet_gain
    answers: list[int | None] = []
    keys: list[Any] = []
    last, heaviest, untold = 0, -1, 0
    for i, a in enumerate(legal):
        weight = PIPS[a >> TILE_SHIFT] if a >= 0 else 0
        if weight > heaviest:
            last, heaviest = i, weight
        gain = quiet(st, a)
        answers.append(gain)
        if gain is None:
            keys.append(None)
            untold += 1
        else:
            keys.append((gain, weight))
    if known is not None:
        known.saved += len(legal) - untold
    if not untold:
        return keys, last, False, answers
    for i, a in enumerate(legal):
        if keys[i] is None and i != last:
            keys[i] = (trial(st, a, False), shed_weight(a))
    kept = keys[last] is None
    if kept:
        keys[last] = (trial(st, legal[last], True), heaviest)
    return keys, last, kept, answers


def settle(st: State, depth: int, legal: list[int], last: int, choice: int,
           known: Known | None = None, kept: bool = True) -> None:
    """After ``tried``: leave ``st`` with ``choice`` applied. If it is the kept trial (``kept``:
    there is one), it stays, and ``known`` counts the application it spares."""
    if kept and choice == legal[last]:
        if known is not None:
            known.saved += 1
        return
    while len(st.history) > depth:
        st.undo()
    st.apply_trusted(choice)
