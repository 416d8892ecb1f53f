"""The exact solver: the value of every move of a position in which every tile is known (every
hand, the boneyard in its draw order, a set-aside tile), proved within a budget of nodes.

What it solves: the rest of the hand, every player playing for his own result to its end (his
points minus the others' average, gained from here: the measure of ``review.md``), as the
review has always done where nothing is hidden. How:

- **Two players** (the measure is then zero-sum: one player's gain is the other's loss):
  alpha-beta on the difference of the two players' points (principal variation search: the
  first move with the whole window, the others with a null window first), each value closed
  in on by null-window searches (MTD(f), from the position's own value), with a transposition
  table of bounds, move ordering (the move best there before, then the moves that cut off most
  often, then the points a move scores at once and the bigger tiles) and moves that lead to the
  same position searched once.
- **Three or four players**: max^n (each player at his turn takes the move best for himself;
  every reply is searched, since no pruning is sound with the tie rule below), with a
  transposition table of exact values. Where a player's moves tie for him, he is taken to pick
  the one worst for the player judged (``seat``), then the lower gains in seat order: a
  value that does not depend on how the engine numbers the moves, and errs on the side of
  caution.

A position is searched on a compact model of the game where one exists (``solver_model.py``:
Cross, Sevens and Traditional, several times faster, held to the engine's rules by a lockstep
test), else on the engine's own ``State`` (``apply_trusted``/``undo``, ``legal_actions``: right
by construction, in every game). The work is counted in nodes (positions searched), never in
seconds: the same budget gives the same answer on every machine. ``Solution.proved`` says
whether the whole search fitted in it; only then is any value exact.

>>> from domino_widgets.engine.state import State
>>> st = State.from_hands("traditional", {"A": ["6:6", "6:1"], "B": ["1:1", "2:3"]},
...                       boneyard=[], leader="A", later_hand=True)
>>> solution = solve(st)
>>> solution.proved, [(str(st.describe(m.action)), m.value) for m in solution.moves]
(True, [('play 6:6', 7.0), ('play 6:1', 5.0)])
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.actions import END_MASK, END_SHIFT, FLAG_MASK, TILE_SHIFT
from ..engine.errors import DominoError
from ..engine.i18n import _
from ..engine.table import (
    BRANCH,
    GROWS,
    INNER,
    LIES_ACROSS,
    LIES_FACE_DOWN,
    OUTER,
    PARENT,
    PLACED,
    PLAYER,
    SIDE,
    SLOT,
    TILE,
    VALUE,
)
from ..engine.tiles import PIPS, SET_SIZE
from .solver_model import compact_model

if TYPE_CHECKING:
    from ..engine.state import State

DEFAULT_BUDGET = 200_000  # nodes: about a second of CPU on the engine, less on a compact model
INFINITE = 10**9
GROW = 2  # how much further each MTD(f) test steps while the value lies on one side


class SolverError(DominoError):
    """A solve that cannot be made: a bad budget, a finished hand, a seat not in the game."""


@dataclass(frozen=True)
class MoveValue:
    """One move of the player to move, with its exact result."""

    action: int  # the move (an engine action), the first of those that make the same game
    value: float  # the judged seat's points minus the others' average, from here to the end
    for_mover: float  # the same measure for the player to move (who chooses by it)
    same: tuple[int, ...] = ()  # other actions that lead to the same position


@dataclass(frozen=True)
class Solution:
    """Every move of a position with its exact value, best first for the player to move.

    ``proved`` is False when the budget ran out: ``moves`` then holds only the moves solved
    before it did (none may be), and no value may be called exact."""

    seat: int  # whose result the values measure
    mover: int  # whose move it is
    moves: tuple[MoveValue, ...]
    proved: bool
    nodes: int  # positions searched

    @property
    def best(self) -> MoveValue | None:
        """The best move for the player to move (None when nothing was proved)."""
        return self.moves[0] if self.proved and self.moves else None

    def value_of(self, action: int) -> float | None:
        """The value of ``action`` (or of a move that makes the same game), if solved."""
        for m in self.moves:
            if m.action == action or action in m.same:
                return m.value
        return None


class Game(Protocol):
    """What the search needs of a position: the engine's ``State`` through ``EngineGame``, or a
    compact model (``solver_model.LineModel``)."""

    n: int

    def mover(self) -> int: ...
    def moves(self) -> list[int]: ...  # distinct moves, best-looking first, one per group
    def play(self, move: int) -> None: ...
    def undo(self) -> None: ...
    def over(self) -> bool: ...
    def scores(self) -> Sequence[int]: ...
    def key(self) -> Any: ...


class OutOfBudget(Exception):
    """The search needed more nodes than its budget."""


def check_budget(budget: object) -> int:
    """The node budget as given, or a ``SolverError`` naming it: a positive int."""
    if type(budget) is not int or budget <= 0:
        raise SolverError(_("budget must be a positive whole number of positions, not {value}")
                          .format(value=repr(budget)))
    return budget


def solve(position: State, seat: int | None = None, *, budget: int = DEFAULT_BUDGET,
          actions: Sequence[int] | None = None, engine_only: bool = False) -> Solution:
    """Every legal move (or each of ``actions``) of the player to move in ``position`` with its
    exact value for ``seat`` (default: the player to move), within ``budget`` nodes. The
    position is read as it is, every tile where the state holds it; it is not changed. The
    compact model is searched where it covers the game (``engine_only``: never)."""
    check_budget(budget)
    if position.hand_over is not None or position.match_over:
        raise SolverError(_("the hand is over: there is no move to solve"))
    if seat is None:
        seat = position.turn
    if type(seat) is not int or not 0 <= seat < position.n:
        raise SolverError(_("seat must be a seat of the game (0 to {last}), not {value}")
                          .format(last=position.n - 1, value=repr(seat)))
    legal = position.legal_actions()
    wanted = list(legal) if actions is None else list(actions)
    if any(a not in legal for a in wanted):
        raise SolverError(_("actions must be legal moves of the position"))
    game: Game | None = None if engine_only else compact_model(position)
    if game is None:
        game = EngineGame(position.clone())
    search = Search(game, seat, budget)
    return search.root(position, wanted)


class Search:
    """One solve: the transposition table and the count of nodes."""

    def __init__(self, game: Game, seat: int, budget: int) -> None:
        self.game = game
        self.seat = seat
        self.budget = budget
        self.nodes = 0
        self.table: dict[Any, Any] = {}
        self.history: defaultdict[int, int] = defaultdict(int)
        self.two = game.n == 2
        self.guess = 0  # where MTD(f) starts: the root's value

    def root(self, position: State, wanted: list[int]) -> Solution:
        """Solve each class of ``wanted`` (actions that make the same game are one class)."""
        game = self.game
        mover = game.mover()
        groups = root_groups(position, wanted, game)
        found: list[MoveValue] = []
        proved = True
        before = tuple(game.scores())
        try:
            if self.two and not game.over():
                # the position's own value first: it fills the table along the best line, and
                # is where each move's search starts (the best move is searched first)
                self.guess = self.mtdf(0)
                order = {m: k for k, m in enumerate(game.moves())}
                groups.sort(key=lambda g: order.get(g[0], len(order)))
            for move, actions in groups:
                game.play(move)
                self.nodes += 1
                gains = self.gains_after(before)
                game.undo()
                found.append(MoveValue(actions[0], margin(gains, self.seat),
                                       margin(gains, mover), tuple(actions[1:])))
        except OutOfBudget:
            proved = False
        # best first for the mover; his ties: the worst for the seat first (as in the tree)
        found.sort(key=lambda m: (-m.for_mover, m.value, m.action))
        return Solution(self.seat, mover, tuple(found), proved, self.nodes)

    def gains_after(self, before: tuple[int, ...]) -> tuple[int, ...]:
        """Every player's gain from ``before`` to the end of the hand, from the position now
        (two players: gains with the exact difference; only the difference is ever read, as
        the seats' own gains along equally good lines may differ)."""
        game = self.game
        now = tuple(game.scores())
        so_far = [s - b for s, b in zip(now, before, strict=True)]
        if game.over():
            return tuple(so_far)
        if self.two:
            diff = self.mtdf(self.guess - (so_far[0] - so_far[1]))  # of (seat 0 - seat 1)
            return (so_far[0] + diff, so_far[1])
        rest = self.maxn()
        return tuple(s + r for s, r in zip(so_far, rest, strict=True))

    # -- two players: alpha-beta on (seat 0's points - seat 1's) --------------------------------
    def mtdf(self, guess: int) -> int:
        """The exact future difference by null-window searches closing in on it from
        ``guess`` (MTD(f), each test's bound kept; the table keeps what the last tests found).
        While the value lies on one side only, the tests step away ever further (1, 2, 4, ...
        beyond the bound); once it is bracketed, they halve the bracket."""
        low, high = -INFINITE, INFINITE
        beta = guess
        step = 1
        while True:
            value = self.alphabeta(beta - 1, beta)  # is the value at least beta?
            if value < beta:
                high = value
            else:
                low = value
            if low >= high:
                return low
            if high == INFINITE:
                beta = low + step
            elif low == -INFINITE:
                beta = high - step + 1
            else:
                beta = (low + high + 1) // 2
            step *= GROW

    def alphabeta(self, alpha: int, beta: int) -> int:
        """The future difference of points (seat 0 minus seat 1) from the position now, exact
        if it lies strictly between ``alpha`` and ``beta``, else a bound on that side."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        game = self.game
        key = game.key()
        entry = self.table.get(key)
        if entry is not None:
            low, high, hint, listed = entry
            if low >= beta:
                return int(low)
            if high <= alpha:
                return int(high)
            if low == high:
                return int(low)
            alpha = max(alpha, low)
            beta = min(beta, high)
            moves = list(listed)
        else:
            low, high, hint = -INFINITE, INFINITE, None
            moves = game.moves()
            listed = tuple(moves)
        if len(moves) > 2:  # the moves that cut off most often first (history heuristic)
            moves.sort(key=self.history.__getitem__, reverse=True)  # (stable: ties keep order)
        if hint is not None and moves[0] != hint:
            moves.remove(hint)
            moves.insert(0, hint)
        maximizing = game.mover() == 0
        start = game.scores()
        base = start[0] - start[1]
        best = -INFINITE if maximizing else INFINITE
        best_move = moves[0]
        a, b = alpha, beta
        first = True
        for move in moves:
            game.play(move)
            now = game.scores()
            step = now[0] - now[1] - base
            if game.over():
                value = step
            elif first:
                value = step + self.alphabeta(a - step, b - step)
            elif maximizing:  # a null window: is it better than the best so far?
                value = step + self.alphabeta(a - step, a + 1 - step)
                if a < value < b:
                    value = step + self.alphabeta(value - step, b - step)
            else:
                value = step + self.alphabeta(b - 1 - step, b - step)
                if a < value < b:
                    value = step + self.alphabeta(a - step, value - step)
            first = False
            game.undo()
            if maximizing:
                if value > best:
                    best, best_move = value, move
                    if best > a:
                        a = best
                        if a >= b:
                            break
            elif value < best:
                best, best_move = value, move
                if best < b:
                    b = best
                    if a >= b:
                        break
        if (best >= beta if maximizing else best <= alpha) and len(moves) > 1:
            self.history[best_move] += 1
        if best <= alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high, best_move, listed)
        return best

    # -- three or four players: max^n -----------------------------------------------------------
    def maxn(self) -> tuple[int, ...]:
        """Every player's future gain from the position now, each playing for his own result
        (ties: the worst for the seat judged, then the lowest gains in seat order)."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        game = self.game
        key = game.key()
        known = self.table.get(key)
        if known is not None:
            return tuple(known)
        p = game.mover()
        seat = self.seat
        start = tuple(game.scores())
        best: tuple[int, ...] | None = None
        best_key: tuple[Any, ...] = ()
        for move in game.moves():
            game.play(move)
            now = game.scores()
            step = [x - y for x, y in zip(now, start, strict=True)]
            if not game.over():
                step = [x + y for x, y in zip(step, self.maxn(), strict=True)]
            game.undo()
            value = tuple(step)
            order = preference(value, p, seat)
            if best is None or order > best_key:
                best, best_key = value, order
        assert best is not None
        self.table[key] = best
        return best


def preference(gains: tuple[int, ...], mover: int, seat: int) -> tuple[Any, ...]:
    """How much the mover likes a move whose gains (every player's, to the end of the hand)
    are ``gains``, the greatest best: his own margin (times the players' count less one, to
    stay whole), then, between moves as good for him, the one worse for ``seat``, then the
    lower gains in seat order (three or four players' tie rule)."""
    n = len(gains)
    total = sum(gains)
    return n * gains[mover] - total, -(n * gains[seat] - total), tuple(-g for g in gains)


def margin(gains: Sequence[int], seat: int) -> float:
    """``seat``'s gain minus the others' average gain (for two players: the difference)."""
    others = [g for q, g in enumerate(gains) if q != seat]
    return gains[seat] - sum(others) / len(others)


def root_groups(position: State, wanted: list[int], game: Game) -> list[tuple[int, list[int]]]:
    """``wanted`` in classes of actions that make the same game (the same tile on ends alike,
    as the review's candidates are grouped), each with the model's move for it."""
    classes: dict[Any, list[int]] = {}
    for a in wanted:
        classes.setdefault(placement_class(position, a), []).append(a)
    to_move = getattr(game, "move_of", None)
    out = []
    for actions in classes.values():
        move = actions[0] if to_move is None else to_move(actions[0])
        out.append((move, actions))
    return out


def placement_class(position: State, action: int) -> tuple[int, ...]:
    """The class of an action: the same tile (either copy, but in Cross in two hands, where
    the copies may lie in different hands, the same copy) with the same flags on ends of the
    same tile that show the same value and are alike (the free sides of a centre), which make
    the same game (``move_stats.distinct_moves`` groups the review's candidates so)."""
    if action < 0:
        return (action,)
    ends = position.table.ends
    i = action >> END_SHIFT & END_MASK
    if i >= len(ends):
        return (action,)
    e = ends[i]
    tile = action >> TILE_SHIFT
    if not position.rules.two_hands:  # (two hands: the copies may lie in different hands)
        tile %= SET_SIZE
    return tile, action & FLAG_MASK, e[PLACED], e[VALUE], e[BRANCH]


# -- the engine's own State as a Game -------------------------------------------------------------
class EngineGame:
    """A ``State`` (a clone: it is played on) seen by the search: moves are its actions, one per
    class (``placement_class``), scoring ones and bigger tiles first; its key is ``engine_key``."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.n = state.n
        self.bounded = bool(state.rules.turn_bound)
        self.scoring = state.rules.scores_during_play
        gain: Callable[[State, int], int | None] = state.rules.quiet_gain
        self.quiet_gain = gain

    def mover(self) -> int:
        return self.state.turn

    def moves(self) -> list[int]:
        st = self.state
        seen: set[tuple[int, ...]] = set()
        ranked = []
        for a in st.legal_actions():
            cls = placement_class(st, a)
            if cls in seen:
                continue
            seen.add(cls)
            if a < 0:
                ranked.append((0, 0, a))
            else:
                points = self.quiet_gain(st, a) if self.scoring else None
                ranked.append((points or 0, PIPS[a >> TILE_SHIFT], a))
        ranked.sort(reverse=True)
        return [a for _, _, a in ranked]

    def play(self, move: int) -> None:
        self.state.apply_trusted(move)

    def undo(self) -> None:
        self.state.undo()

    def over(self) -> bool:
        return self.state.hand_over is not None

    def scores(self) -> tuple[int, ...]:
        return self.state.scores

    def key(self) -> Any:
        return engine_key(self.state, self.bounded)


def engine_key(st: State, bounded: bool = False) -> Any:
    """Everything the rules may read of a position's future, without the scores: the table as
    a set of placements named by their tiles (which tile each joins, how it lies, who laid
    it), its open ends by the tile they show (and whether an end shares its slot), the centre,
    candidates, arms and the games' own data, the tiles of the turn so far and the last one
    laid, the hands, the boneyard's position, whose turn, and (where the game bounds a hand's
    turns) the turns played. Two positions with one key differ only in the numbers the engine
    gives placements and slots, which no rule reads but to find a placement, so they have
    the same future (``same_game.shape`` reads the same, a tree, at many times the cost)."""
    table = st.table
    placed = table.placed
    rows = frozenset([(p[TILE], placed[p[PARENT] - 1][TILE] if p[PARENT] else -1, p[PLAYER],
                       p[GROWS], p[INNER], p[OUTER], p[LIES_ACROSS], p[LIES_FACE_DOWN])
                      for p in placed])
    slots = [e[SLOT] for e in table.ends]
    ends = frozenset([(placed[e[PLACED] - 1][TILE], e[VALUE], e[SIDE], e[BRANCH],
                       slots.count(e[SLOT])) for e in table.ends])
    tiles = [p[TILE] for p in placed]

    def tile(n: int) -> int:
        return tiles[n - 1] if n else -1

    return (rows, ends, tile(table.centre), tuple(map(tile, table.candidates)), table.arms,
            table.aux, st.aux, frozenset(map(tile, st.turn_plays)), tile(len(placed)),
            tuple(map(frozenset, st.hands)), tuple(map(len, st.hands)), st.bone_pos, st.aside,
            st.turn, st.leader, st.draws_this_turn, st.last_placer,
            st.turn_count - st.hand_turn0 if bounded else 0)


# -- the reference: plain minimax ------------------------------------------------------------------
def plain_values(position: State, seat: int | None = None, *,
                 budget: int = DEFAULT_BUDGET) -> dict[int, float] | None:
    """The value of every legal action (each on its own, no class) by plain minimax over the
    engine: no table, no pruning, no ordering, the same measure and tie rule as ``solve``. The
    reference the tests and the bench hold the solver to; None if it needs more than
    ``budget`` nodes."""
    found = plain_minimax(position, seat, budget=budget)
    return None if found is None else found[0]


def plain_minimax(position: State, seat: int | None = None, *,
                  budget: int = DEFAULT_BUDGET) -> tuple[dict[int, float], int] | None:
    """``plain_values`` with the nodes it searched (the bench compares them)."""
    check_budget(budget)
    st = position.clone()
    me = st.turn if seat is None else seat
    count = [0]

    def rest() -> tuple[int, ...]:
        count[0] += 1
        if count[0] > budget:
            raise OutOfBudget
        p = st.turn
        start = st.scores
        best: tuple[int, ...] | None = None
        best_key: tuple[Any, ...] = ()
        for a in list(st.legal_actions()):
            st.apply_trusted(a)
            value = tuple(x - y for x, y in zip(st.scores, start, strict=True))
            if st.hand_over is None:
                value = tuple(x + y for x, y in zip(value, rest(), strict=True))
            st.undo()
            order = preference(value, p, me)
            if best is None or order > best_key:
                best, best_key = value, order
        assert best is not None
        return best

    out = {}
    start = st.scores
    try:
        for a in list(st.legal_actions()):
            count[0] += 1
            st.apply_trusted(a)
            gains = tuple(x - y for x, y in zip(st.scores, start, strict=True))
            if st.hand_over is None:
                gains = tuple(x + y for x, y in zip(gains, rest(), strict=True))
            st.undo()
            out[a] = margin(gains, me)
    except OutOfBudget:
        return None
    return out, count[0]


def random_position(game: str, players: int, *, seed: int, back: int) -> State | None:
    """A fully known position for the tests and the bench: a seeded hand of ``game`` played at
    random (seeded too) to its end, then taken back ``back`` actions (a Cross turn of doubles
    is taken back whole, so that a turn starts there); None if the hand is shorter."""
    import random

    from ..engine.state import State

    rng = random.Random(seed)
    st = State.new(game, players, seed=seed)
    while st.hand_over is None:
        st.apply_trusted(rng.choice(st.legal_actions()))
    start = st.hand_start
    if len(st.history) - start < back:
        return None
    st.undo_to(len(st.history) - back)
    while st.turn_plays and len(st.history) > start:
        st.undo()
    return st
