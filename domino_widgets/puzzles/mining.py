"""Mining puzzles from seeded bot games (``tools/make_puzzles.py`` runs it; the rule is in
``docs/developing.md``, "Puzzles").

Hand ``i`` of a game is dealt from the seed ``puzzles:SEED:GAME:i`` and played by greedy
players. Every position where the player to move has two distinct moves or more (and needs
not draw first) is a *candidate*. The coach's evaluation (``bots/reviews.judge``: the mover's
information only; exact where nothing is hidden) values each distinct move at the review's
budget; a candidate whose best move beats the second best by the game's ``MARGINS`` is judged
again at ten times the budget, and kept when the same move is best there by the margin too.
The values stored are those of the second evaluation. A puzzle asks for one move, the first
tile of a turn; where a turn lays several tiles (Cross's doubles, Cross in two hands) and the
answer's turn could begin with another of its tiles, laid where it goes in that turn
(``reordered``), the first tile is no answer (either order makes the same turn), and the
position is dropped.

Grades (``grade``): the weakest of the package's bot levels that finds the answer. 1: the
Club bot (greedy: the most points this turn, then the heaviest tile) chooses it, with no tie;
2: only the Strong bot (the search at its own budget, as a game's bots play) finds it; 3: only
the deeper search of the miner (ten times the review's budget) finds it. The Beginner bot plays
at random, so it finds an answer only by luck: it grades nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..bots.greedy import greedy_action
from ..bots.making import make_player
from ..bots.move_stats import distinct_moves
from ..bots.players import GreedyPlayer
from ..bots.reviews import DEFAULT_THRESHOLD, REVIEW_WORK, THRESHOLDS, Candidate, judge
from ..engine.errors import DominoError
from ..engine.record import Record, record_from_state
from ..engine.state import State
from .themes import Look, tag

CONFIRM = 10  # the confirmation's budget, in review budgets
# How much the best move must beat the second best by (points, as the coach counts them): the
# coach's threshold for a mistake (reviews.THRESHOLDS), so that the second best move would be
# flagged as a mistake; Quintuple's points are few (4 a score, 25 a match): its margin is half
# a score. Cross in two hands counts as Cross does, and its evaluation is noisier (a turn of two
# hands, 56 tiles): Cross's margin.
MARGINS = {"quintuple": 2.0, "cross-two-hands": 8.0}
NAMES = ("Аня", "Борис", "Вера", "Глеб")  # as the records name them (English: in Latin letters)
PLAYERS = {"cross-two-hands": 2}  # players per game (default 4)
PER_HAND = 2  # at most this many puzzles from one hand (the first found)
# How many puzzles a game's mining finds, in puzzles kept: the spread over themes and grades
# chooses among twice as many (with a quarter more, "the most points now" filled more than half
# of Cross and of Quintuple).
FIND = 2


def margin(game: str) -> float:
    return MARGINS.get(game, THRESHOLDS.get(game, DEFAULT_THRESHOLD))


@dataclass(frozen=True)
class Mined:
    """What one hand gave: its candidates judged, and the puzzles found (JSON objects without
    their ids)."""

    hand: int
    candidates: int
    found: tuple[dict[str, Any], ...]


def hand_seed(seed: int | str, game: str, hand: int) -> str:
    return f"puzzles:{seed}:{game}:{hand}"


def played_hand(game: str, seed: int | str, hand: int) -> Record:
    """Hand ``hand`` of the mining, played by greedy players: its record."""
    n = PLAYERS.get(game, 4)
    state = State.new(game, list(NAMES[:n]), seed=hand_seed(seed, game, hand))
    greedy = GreedyPlayer(hand_seed(seed, game, hand))
    while state.hand_over is None:
        state.apply(greedy.choose(state, state.turn))
    return record_from_state(state)


def candidate(state: State) -> bool:
    """Whether a position is a candidate: a hand in progress, the mover to place a tile (no
    draw or pass first), two distinct moves or more."""
    if state.hand_over is not None or state.turn_plays:
        return False
    legal = state.legal_actions()
    return all(a >= 0 for a in legal) and len(distinct_moves(state.view(state.turn))) > 1


def clearly_best(candidates: tuple[Candidate, ...], game: str) -> bool:
    """The best move beats the second best by the game's margin."""
    return len(candidates) > 1 and candidates[0].value - candidates[1].value >= margin(game)


def mine_hand(game: str, seed: int | str, hand: int, work: int = REVIEW_WORK) -> Mined:
    """Every candidate of one hand, judged; the puzzles found (at most ``PER_HAND``)."""
    record = played_hand(game, seed, hand)
    positions = record.positions()
    found: list[dict[str, Any]] = []
    judged = 0
    for k, state in enumerate(positions[:-1]):
        if len(found) >= PER_HAND or not candidate(state):
            continue
        judged += 1
        puzzle = mine_position(state, f"{hand_seed(seed, game, hand)}:{k}", work)
        if puzzle is not None:
            found.append({**puzzle, "move": k, "record": record.data})
    return Mined(hand, judged, tuple(found))


def reordered(state: State, answer: int) -> bool:
    """Whether the answer's turn (played on greedily, as the themes see it) could begin with
    another of its tiles, laid where that turn lays it, as a move other than the answer."""
    mover = state.turn
    classes = {a: st.action for st in distinct_moves(state.view(mover))
               for a in (st.action, *st.same)}
    world = state.clone()
    world.apply(answer)
    rng = random.Random(0)  # as themes.Look.after plays the rest of the turn
    while world.turn == mover and world.hand_over is None and world.turn_plays:
        action = greedy_action(world, rng)
        if action >= 0:
            try:
                first = state.parse_move(world.move_text(action))
            except DominoError:  # it goes where only the turn's earlier tiles made room
                first = None
            if first in classes and classes[first] != classes.get(answer):
                return True
        world.apply(action)
    return False


def mine_position(state: State, seed: str, work: int) -> dict[str, Any] | None:
    """The puzzle of a position (without id, move and record), or None if no move is clearly
    best there."""
    game, seat = state.rules.name, state.turn
    first = state.legal_actions()[0]
    quick = judge(state, seat, first, work=work, seed=seed)
    if not clearly_best(quick.candidates, game):
        return None
    sure = judge(state, seat, first, work=CONFIRM * work, seed=seed)
    best = sure.candidates[0]
    if not clearly_best(sure.candidates, game) or not best.makes(quick.candidates[0].move.action):
        return None
    answer = best.move.action
    if reordered(state, answer):
        return None
    return {"answer": state.move_text(answer), "theme": tag(state, answer),
            "grade": grade(state, best, seed),
            "values": {state.move_text(c.move.action): round(c.value, 2)
                       for c in sure.candidates},
            "facts": {state.move_text(c.move.action): {
                "now": round(c.points_now, 2), "reply": c.reply_best, "ends": c.ends_hand}
                for c in sure.candidates}}


def grade(state: State, best: Candidate, seed: str) -> int:
    """1: the Club bot's one choice; 2: the Strong bot's choice; 3: neither (module doc)."""
    look = Look(state, best.move.action)
    top = look.key(look.answer)
    if all(look.key(a) < top for a in look.others()):
        return 1
    strong = make_player("search", seed=f"grade:{seed}")
    return 2 if best.makes(strong.choose(state.clone(), state.turn)) else 3


def choose_spread(found: list[dict[str, Any]], count: int) -> list[dict[str, Any]]:
    """``count`` of the puzzles found, spread over themes and grades: round after round, one
    of each (theme, grade) pair in the order found; the rest in order."""
    if len(found) <= count:
        return list(found)
    groups: dict[tuple[str, int], list[int]] = {}
    for i, item in enumerate(found):
        groups.setdefault((item["theme"], item["grade"]), []).append(i)
    chosen: list[int] = []
    while len(chosen) < count:
        for indices in groups.values():
            if indices and len(chosen) < count:
                chosen.append(indices.pop(0))
    return [found[i] for i in sorted(chosen)]
