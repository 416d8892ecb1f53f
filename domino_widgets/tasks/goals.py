"""A lesson's task on the board, judged by the engine against the task's goal.

A task is a position (a snapshot: nothing the lesson does later changes it) and a *goal*: lay
a tile that fits, that scores the most now, that gives the best result of the hand, that cuts
the sausage... The goal asks the engine which moves meet it, so every move that meets it is
right, and a move that misses it gets a reason that names the rule it breaks, without naming
the right move. Pure Python above the engine: no widget imports (the widgets and the lessons'
questions, ``teaching_asks.py`` and ``widgets/steps.py``, are built on it).

>>> from domino_widgets import lesson
>>> table = lesson.position("traditional", {"Ann": "1:1 1:2 5:5", "Bob": "1:3 4:4 6:6"},
...                         boneyard="", moves="1:1")
>>> [str(m) for m in right_moves(table, FITS)]
['play 1:3 on 1:1 east', 'play 1:3 on 1:1 west']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import DRAW, tile_of
from ..engine.errors import DominoError
from ..engine.i18n import N_, _, ngettext
from ..engine.tiles import TILES, Tile
from ..engine.words import hand_end_words, move_words

if TYPE_CHECKING:
    from ..engine.notation import Move
    from ..engine.state import State

OPEN_BUDGET = 200_000
"""The most positions an exact search of the rest of a hand may visit (lesson positions take a
few hundred)."""


# -- the exact result of a hand with every hand open -----------------------------------------
@dataclass(frozen=True)
class Outcome:
    """What a move leads to, every player then playing his best with every hand open: the
    mover's *margin* (his points minus the others' average, to the end of the hand), every
    player's points, and how the hand ends in words."""

    margin: float
    gains: tuple[float, ...]
    ending: str


class TooBig(Exception):
    """The rest of the hand needs more work than the budget allows."""


def open_outcomes(state: State, budget: int = OPEN_BUDGET) -> dict[int, Outcome] | None:
    """Each legal action of the player to move with its exact outcome (``Outcome``), every
    hand open, every player then playing his best; where a tile is drawn, the average over
    which of the unseen unseen tiles comes (every order of the boneyard alike: nobody
    knows it). None when the search would play more than ``budget`` actions; proved when not
    None. The state is left as it was."""
    if state.hand_over is not None:
        return None
    world = state.clone()
    before = world.scores
    stop = [budget]
    mover = world.turn
    found: dict[int, Outcome] = {}
    try:
        for action in sorted(world.legal_actions()):
            gains, ending = _after(world, action, before, stop)
            found[action] = Outcome(_margin(gains, mover), gains, ending)
    except TooBig:
        return None
    return found


Line = tuple[tuple[float, ...], str]
"""Every player's gain to the end of the hand (an average where tiles are drawn), and how the
hand ends in words (the likeliest way, where tiles are drawn)."""


def _after(world: State, action: int, before: tuple[int, ...], stop: list[int]) -> Line:
    """The line after ``action``: a draw is a chance move, averaged over the tile drawn."""
    if action != DRAW:
        world.apply_trusted(action)
        line = _solve(world, before, stop)
        world.undo()
        return line
    undrawn: list[int | str] = list(world.boneyard[world.bone_pos:])
    lines: list[Line] = []
    for k in range(len(undrawn)):
        # this tile comes next: the same deal, another order of the boneyard
        branch = world.edited(boneyard=[undrawn[k], *undrawn[:k], *undrawn[k + 1:]])
        branch.apply_trusted(action)
        lines.append(_solve(branch, before, stop))
    gains = tuple(sum(g[q] for g, _e in lines) / len(lines) for q in range(len(before)))
    endings = [e for _g, e in lines]
    return gains, max(set(endings), key=endings.count)


def _solve(world: State, before: tuple[int, ...], stop: list[int]) -> Line:
    """Every player's gain from ``before`` to the end of the hand, each playing his best (a
    tie broken by the lowest action), and the hand's end in words."""
    if world.hand_over is not None:
        gains = tuple(float(s - b) for s, b in zip(world.scores, before, strict=True))
        return gains, hand_end_words(world)
    stop[0] -= 1
    if stop[0] < 0:
        raise TooBig
    mover = world.turn
    best: tuple[float, int] | None = None
    result: Line = ((), "")
    for action in sorted(world.legal_actions()):
        line = _after(world, action, before, stop)
        key = (_margin(line[0], mover), -action)
        if best is None or key > best:
            best, result = key, line
    return result


def _margin(gains: tuple[float, ...], seat: int) -> float:
    others = [g for q, g in enumerate(gains) if q != seat]
    return gains[seat] - sum(others) / len(others)


# -- goals --------------------------------------------------------------------------------------
RULES_DECIDE = N_("the rules decide it")


@dataclass(frozen=True)
class Goal:
    """What a task asks of a move, with the rule it teaches. ``meets`` says which of the legal
    moves meet it (the engine's judgement: every one of them is right); ``why_not`` says why
    a move misses it, naming the rule, never the right move."""

    name: str
    rule: str  # "The rule: ..." (or "The goal: ..."), marked for translation: said with a
    # wrong move's reason
    meets: Callable[[State, list[Move]], list[Move]]
    why_not: Callable[[State, list[Move]], str]  # the placements of one tile, all missing
    sure: str = RULES_DECIDE  # how sure the verdict is, in words
    any_move: bool = False  # a draw or a pass may meet it too (else they are on the way)


def _placements(state: State) -> list[Move]:
    return [m for m in state.legal_moves() if m.kind == "play"]


def _fits(state: State, moves: list[Move]) -> list[Move]:
    return [m for m in moves if m.kind == "play"]


def _fits_not(state: State, moves: list[Move]) -> str:
    return _("{move} is not a placement.").format(move=move_words(moves[0]))


def turn_points(state: State, action: int) -> int:
    """The points the mover gains by ``action`` and the best way to finish the turn it
    starts (Cross: a turn of doubles scores once, at its end); the state is left as it was."""
    mover = state.turn
    before = state.scores[mover]
    state.apply(action)
    try:
        gain = state.scores[mover] - before
        if state.turn == mover and state.turn_plays and state.hand_over is None:
            gain += max(turn_points(state, a) for a in state.legal_actions())
        return gain
    finally:
        state.undo()


def _scores_most(state: State, moves: list[Move]) -> list[Move]:
    work = state.clone()
    points = {m.action: turn_points(work, m.action) for m in moves if m.kind == "play"}
    best = max(points.values(), default=0)
    return [m for m in moves if points.get(m.action) == best]


def _scores_most_not(state: State, moves: list[Move]) -> str:
    work = state.clone()
    scored = {m.action: turn_points(work, m.action) for m in moves}
    move = max(moves, key=lambda m: scored[m.action])
    points = scored[move.action]
    return ngettext("{move} scores {n} point; another move scores more.",
                    "{move} scores {n} points; another move scores more.", abs(points)).format(
        move=move_words(move), n=points)


def _best_result(state: State, moves: list[Move]) -> list[Move]:
    values = exact_values(state)
    if values is None:
        return []
    best = max(values[m.action] for m in moves)
    return [m for m in moves if values[m.action] >= best - 1e-9]


def exact_values(state: State) -> dict[int, float] | None:
    """Each legal action's exact result for the player to move (his points minus the others'
    average, to the end of the hand, every player's tiles open): the exact solver's
    (``bots/solver.py``) where no tile can be drawn any more, else this module's search,
    averaged over the boneyard's order; None when it is not proved within the budget."""
    if state.drawable() == 0:
        from ..bots.solver import solve

        solution = solve(state, budget=OPEN_BUDGET)
        if not solution.proved:
            return None
        return {a: m.value for m in solution.moves for a in (m.action, *m.same)}
    outcomes = open_outcomes(state)
    return None if outcomes is None else {a: o.margin for a, o in outcomes.items()}


def _best_result_not(state: State, moves: list[Move]) -> str:
    outcomes = open_outcomes(state)
    if outcomes is None:
        return ""
    move = max(moves, key=lambda m: outcomes[m.action].margin)
    return _("after {move}, with the best play of everyone from here, {how}; "
             "{points}. Another move does better.").format(
        move=move_words(move), how=outcomes[move.action].ending,
        points=points_words(state, outcomes[move.action].gains))


def points_words(state: State, gains: Sequence[float]) -> str:
    """Each player's points for the rest of the hand: ``Kate 0, Dan 11`` (an average where
    tiles are drawn: ``about 7.5``)."""
    return ", ".join(_("{name} {points}").format(name=name, points=_number(g))
                     for name, g in zip(state.players, gains, strict=True))


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else _("about {n}").format(
        n=f"{value:.1f}")


def _cuts(state: State, moves: list[Move]) -> list[Move]:
    return [m for m in moves if m.kind == "play" and m.cut]


def _cuts_not(state: State, moves: list[Move]) -> str:
    move = moves[0]
    ends = ", ".join(str(v) for v in state.table.values())
    return _("{move} lengthens a ribbon and does not cut (the ribbons end in {ends}).").format(
        move=move_words(move), ends=ends)


def _on_double(state: State, moves: list[Move]) -> list[Move]:
    return [m for m in moves if m.kind == "play" and m.on_tile is not None
            and _is_double(m.on_tile)]


def _is_double(text: str) -> bool:
    halves = text.split(":")
    return len(halves) == 2 and halves[0] == halves[1]


def _on_double_not(state: State, moves: list[Move]) -> str:
    return _("{move} does not go on a double.").format(move=move_words(moves[0]))


FITS = Goal("fits", N_("The rule: a tile joins an end that shows the same number."), _fits,
            _fits_not)
SCORES_MOST = Goal("scores_most", N_("The goal: the move that scores the most now."),
                   _scores_most, _scores_most_not)
BEST_RESULT = Goal("best_result", N_("The goal: the best result for the hand, every player's tiles "
                                     "open."), _best_result, _best_result_not,
                   N_("exact: every way the hand can go on was played out"))
ON_DOUBLE = Goal("on_double", N_("The rule: a double lies across the line, and it is one end "
                                 "showing its number."), _on_double, _on_double_not)
CUTS = Goal("cuts", N_("The rule: a cut lays one tile across both ribbons, a half on each "
                       "end."), _cuts, _cuts_not)
OBEYS = Goal("obeys", N_("The rule: with nothing that fits and nothing to draw, you pass."),
             lambda _state, moves: list(moves), _fits_not, any_move=True)
GOALS = {g.name: g for g in (FITS, SCORES_MOST, BEST_RESULT, CUTS, ON_DOUBLE, OBEYS)}


def right_moves(state: State, goal: Goal) -> list[Move]:
    """Every placement of the player to move that meets ``goal`` (any move, a draw or a
    pass too, for a goal of ``any_move``): the engine's answer."""
    moves = state.legal_moves() if goal.any_move else _placements(state)
    return goal.meets(state, moves)


def right_tiles(state: State, goal: Goal) -> list[Tile]:
    """Every tile of the mover's hand with a placement that meets ``goal``, as the hand
    writes them."""
    held = {TILES[tile_of(m.action)].index for m in right_moves(state, goal)}
    return [t for t in state.hand_tiles(state.turn) if t.index in held]


def tile_placements(state: State, tile: Tile) -> list[Move]:
    """The legal placements of ``tile`` (one of the mover's) now."""
    return [m for m in _placements(state) if TILES[tile_of(m.action)].index == tile.index]


def why_tile_misses(state: State, goal: Goal, tile: Tile, rule: str = "") -> str:
    """Why ``tile`` does not meet ``goal``: the engine's reason it cannot be placed, or why
    the best of its placements misses (said by the goal); then the rule (``rule``, marked for
    translation; by default the goal's)."""
    mine = tile_placements(state, tile)
    said = _(rule or goal.rule)
    if not mine:
        try:
            state.parse_move(f"play {tile}")
        except DominoError as err:
            return f"{refusal(err)}. {said}"
        return f"{tile}. {said}"
    return f"{goal.why_not(state, mine)} {said}"


def sentence(text: str) -> str:
    """``text`` with a capital first letter (the engine's refusals follow a colon)."""
    return text[:1].upper() + text[1:]


def refusal(err: Exception) -> str:
    """The engine's reason for refusing a move, as a sentence, without the list of what may
    be played that some reasons end with (``... (play 4:3, 1:0 from the left)``): in a task,
    that list would be the answer."""
    return sentence(re.sub(r"\s*\([^()]*\)$", "", str(err)))


def why_move_misses(state: State, goal: Goal, move: Move) -> str:
    """Why this legal placement does not meet ``goal``, the rule named."""
    return f"{goal.why_not(state, [move])} {_(goal.rule)}"
