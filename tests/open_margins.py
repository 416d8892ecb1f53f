"""The tests' own answer to "which move is best here", from the rules alone (no package bot):
every hand open, every player then playing his best (ties by the lowest action), scored as his
points minus the others' average at the end of the hand. Written apart from the package's
solver, so the lesson tests judge it from outside."""

from __future__ import annotations

from typing import Any


def open_margins(state: Any) -> dict[int, float]:
    """Each legal action's result for the mover, everyone then playing his best, every hand
    open: his points minus the others' average at the end of the hand."""
    def solve(st: Any) -> tuple[int, ...]:
        if st.hand_over is not None:
            return st.scores
        best: tuple[float, int] | None = None
        result: tuple[int, ...] = ()
        for a in sorted(st.legal_actions()):
            st.apply(a)
            scores = solve(st)
            st.undo()
            key = (margin(scores, st.turn), -a)
            if best is None or key > best:
                best, result = key, scores
        return result

    def margin(scores: tuple[int, ...], seat: int) -> float:
        gains = [s - b for s, b in zip(scores, state.scores, strict=True)]
        return gains[seat] - sum(g for q, g in enumerate(gains) if q != seat) / (len(gains) - 1)

    work = state.clone()
    out = {}
    for a in sorted(work.legal_actions()):
        work.apply(a)
        out[a] = margin(solve(work), state.turn)
        work.undo()
    return out


def open_turn_points(state: Any, action: int) -> int:
    """The mover's points for the turn ``action`` starts, finished as well as it can be
    (Cross: a turn of doubles is counted once, at its end); ``state`` is left as it was."""
    mover, before = state.turn, state.scores[state.turn]
    state.apply(action)
    gain = state.scores[mover] - before
    if state.turn == mover and state.turn_plays and state.hand_over is None:
        gain += max(open_turn_points(state, a) for a in state.legal_actions())
    state.undo()
    return gain
