"""Mining puzzles from seeded bot games (``tools/make_puzzles.py`` runs it; the rule is in
``docs/developing.md``, "Puzzles", and what a learner is told in ``docs/site_src/puzzles.md``).

Hand ``i`` of a game is dealt from the seed ``puzzles:SEED:GAME:i`` and played by greedy
players. Every position where the player to move has two distinct moves or more (and needs
not draw first) is a *candidate*. The coach's evaluation (``bots/reviews.judge``: the mover's
information only) values each distinct move at the review's budget; a candidate whose best move
beats the second best by the game's ``MARGINS`` is then *confirmed* by an evaluation
independent of the one that found it (``confirm``):

- fresh seeds, and ten times the budget (so many more deals);
- no reading of the others' past choices as the greedy bot's (``read="none"``: the deals
  follow the facts of the table only);
- twice: once with the others playing like the greedy bot in the playouts, once with every
  player looking one reply ahead (``others="lookahead"``), so that no answer rests on the
  others playing like the greedy bot;
- exact where it can be: a position with nothing hidden is solved, and so is each small deal.

It is kept only where, in both evaluations, the same move is the best and beats every other
move by the game's margin clearly beyond the noise: the gap less twice its standard error is
the margin or more (an evaluation sure early that no move does stops there: ``hopeless``).
Where another move is about as good as the answer, the position is dropped (a puzzle has one
answer). The values stored are those of the confirming evaluation that gives the answer the
smaller lead, with the standard error of each move's gap to the answer. A puzzle asks for one
move, the first tile of a turn; where a turn lays several tiles (Cross's doubles, Cross in two
hands) and the answer's turn could begin with another of its tiles, laid where it goes in that
turn (``reordered``), the first tile is no answer (either order makes the same turn), and the
position is dropped.

Grades (``grade``), from the confirmed answer: the weakest of the package's bot levels that
finds it. 1: the Club bot (greedy: the most points this turn, then the heaviest tile) chooses
it, with no tie; 2: the Strong bot (the search at its own budget, as a game's bots play) finds
it, with two seeds of three; 3: neither. The Beginner bot plays at random, so it finds an
answer only by luck: it grades nothing.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..bots.estimates import Z_SURE, Evaluation, evaluate
from ..bots.greedy import greedy_action
from ..bots.making import make_player
from ..bots.move_stats import distinct_moves
from ..bots.players import GreedyPlayer
from ..bots.reviews import DEFAULT_THRESHOLD, REVIEW_WORK, THRESHOLDS, Candidate, judge
from ..bots.world import live_record
from ..engine.errors import DominoError
from ..engine.i18n import _
from ..engine.record import Record, record_from_state
from ..engine.state import State
from .loading import load
from .model import Puzzle, reach
from .themes import Look, tag

WORK = REVIEW_WORK // 3  # the first evaluation's budget: a quick look at every candidate
CONFIRM = 30  # the confirmation's budget, in first evaluations' (ten review budgets)
# the confirming evaluations: no reading of the others' choices, and two ways the others play
CONFIRMATIONS = ({"read": "none", "others": "lookahead"}, {"read": "none", "others": "greedy"})
# How much the best move must beat every other one by (points, as the coach counts them): the
# coach's threshold for a mistake (reviews.THRESHOLDS), so that every other move would be
# flagged as a mistake; Quintuple's points are few (4 a score, 25 a match): its margin is half
# a score. Cross in two hands counts as Cross does.
MARGINS = {"quintuple": 2.0, "cross-two-hands": 8.0}
NAMES = ("Аня", "Борис", "Вера", "Глеб")  # as the records name them (English: in Latin letters)
PLAYERS = {"cross-two-hands": 2}  # players per game (default 4)
PER_HAND = 2  # at most this many puzzles from one hand (the first confirmed)
STRONG_SEEDS = 3  # the Strong bot's tries at a puzzle (grade 2: it finds the answer in most)
# How many puzzles a game's mining finds, in puzzles kept: the spread over themes and grades
# chooses among this many times as many.
FIND = 1.25


def margin(game: str) -> float:
    return MARGINS.get(game, THRESHOLDS.get(game, DEFAULT_THRESHOLD))


@dataclass(frozen=True)
class Mined:
    """What one hand gave: its candidates judged, how many of them went to the confirmation
    and how many it kept, and the puzzles found (JSON objects without their ids)."""

    hand: int
    candidates: int
    found: tuple[dict[str, Any], ...]
    sent: int = 0
    confirmed: int = 0


@dataclass(frozen=True)
class Confirmation:
    """What the confirmation found: the answer (an action) and its evaluations, or why the
    position was dropped (``why``: "best differs", "too close", "" where kept)."""

    answer: int | None
    evaluations: tuple[Evaluation, ...]
    why: str = ""

    @property
    def kept(self) -> bool:
        return self.answer is not None and not self.why


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
    """The best move beats the second best by the game's margin (the first evaluation's
    values: a candidate for the confirmation)."""
    return len(candidates) > 1 and candidates[0].value - candidates[1].value >= margin(game)


def confirmation_seed(record: dict[str, Any], move: int) -> str:
    """The confirmation's own seed for a position: from the record's text and the move, so
    that ``puzzles --check`` re-runs the very confirmation the miner ran."""
    text = json.dumps(record, sort_keys=True, ensure_ascii=False)
    return f"confirm:{hashlib.sha256(text.encode()).hexdigest()[:16]}:{move}"


def confirm(state: State, seed: str, work: int = CONFIRM * WORK) -> Confirmation:
    """The independent check of a candidate (module doc): the answer, if one move beats every
    other by the game's margin clearly beyond the noise in each of ``CONFIRMATIONS``."""
    seat, game = state.turn, state.rules.name
    found = []
    answer: int | None = None
    for k, settings in enumerate(CONFIRMATIONS):
        evaluation = evaluate(state, seat, work=work, seed=f"{seed}:{k}",
                              stop_when=partial(hopeless, margin=margin(game)), **settings)
        found.append(evaluation)
        top = evaluation.best()
        if answer is None:
            answer = top.action
        elif top.action != answer:
            return Confirmation(answer, tuple(found), "best differs")
        for st in evaluation.stats:
            if st is top:
                continue
            gap = evaluation.gap(top, st)
            if gap.value - Z_SURE * gap.stderr < margin(game):
                return Confirmation(answer, tuple(found), "too close")
        if evaluation.exact:
            break  # proved: the other evaluation would find the same values
    return Confirmation(answer, tuple(found))


def hopeless(evaluation: Evaluation, margin: float) -> bool:
    """Whether the evaluation so far is sure no move beats every other by ``margin``: the
    best one's gap to another is below it, beyond the noise (the confirmation stops there)."""
    top = evaluation.best()
    for st in evaluation.stats:
        if st is not top:
            gap = evaluation.gap(top, st)
            if gap.value + Z_SURE * gap.stderr < margin:
                return True
    return False


def mine_hand(game: str, seed: int | str, hand: int, work: int = WORK) -> Mined:
    """Every candidate of one hand, judged; the puzzles confirmed (at most ``PER_HAND``)."""
    record = played_hand(game, seed, hand)
    positions = live_record(record).positions()
    found: list[dict[str, Any]] = []
    judged = sent = 0
    for k, state in enumerate(positions[:-1]):
        if len(found) >= PER_HAND or not candidate(state):
            continue
        judged += 1
        quick = judge(state, state.turn, state.legal_actions()[0], work=work,
                      seed=f"{hand_seed(seed, game, hand)}:{k}")
        if not clearly_best(quick.candidates, game):
            continue
        sent += 1
        puzzle = confirmed_puzzle(state, confirmation_seed(record.data, k), CONFIRM * work,
                                  quick.candidates[0].move.action)
        if puzzle is not None:
            found.append({**puzzle, "move": k, "record": record.data})
    return Mined(hand, judged, tuple(found), sent, len(found))


def confirmed_puzzle(state: State, seed: str, work: int,
                     found_best: int | None = None) -> dict[str, Any] | None:
    """The puzzle of a position (without id, move and record), or None where the confirmation
    keeps no answer, its answer is not the move the first evaluation found best
    (``found_best``), or the answer's turn could begin with another of its tiles."""
    check = confirm(state, seed, work)
    if not check.kept or check.answer is None:
        return None
    answer = check.answer
    classes = {a: st.action for st in check.evaluations[0].stats for a in (st.action, *st.same)}
    if found_best is not None and classes.get(found_best) != answer:
        return None
    if reordered(state, answer):
        return None
    return puzzle_fields(state, answer, min(check.evaluations, key=partial(lead, answer)),
                         seed)


def lead(answer: int, evaluation: Evaluation) -> float:
    """How much ``answer`` beats the best other move by in ``evaluation``."""
    top = next(st for st in evaluation.stats if st.action == answer)
    return min(evaluation.gap(top, st).value for st in evaluation.stats if st is not top)


def refreshed(item: dict[str, Any], work: int = WORK) -> dict[str, Any] | None:
    """A mined puzzle (a JSON object, without its id) confirmed again by this code, with its
    own seed: its values, errors, facts and theme made anew, its grade kept; None where the
    confirmation no longer keeps its answer."""
    record = Record(item["record"])
    state = reach(record, item["move"])
    check = confirm(state, confirmation_seed(record.data, item["move"]), CONFIRM * work)
    if not check.kept or check.answer is None:
        return None
    classes = {a: st.action for st in check.evaluations[0].stats for a in (st.action, *st.same)}
    if classes.get(state.parse_move(item["answer"])) != check.answer:
        return None
    evaluation = min(check.evaluations, key=partial(lead, check.answer))
    return {**item, **puzzle_fields(state, check.answer, evaluation, "", item["grade"])}


def puzzle_fields(state: State, answer: int, evaluation: Evaluation, seed: str,
                  known_grade: int | None = None) -> dict[str, Any]:
    """A puzzle's fields from its confirmed evaluation: answer, theme, grade (``known_grade``
    where it was found before), values, each value's error (of its gap to the answer),
    whether they are exact, and the moves' facts."""
    top = next(st for st in evaluation.stats if st.action == answer)
    name = state.move_text
    return {"answer": name(answer), "theme": tag(state, answer),
            "grade": grade(state, answer, seed) if known_grade is None else known_grade,
            "values": {name(st.action): round(evaluation.estimate(st).value, 2)
                       for st in evaluation.stats},
            "stderr": {name(st.action): round(evaluation.gap(top, st).stderr, 2)
                       for st in evaluation.stats},
            "exact": evaluation.exact,
            "facts": {name(st.action): {"now": round(st.turn_points, 2),
                                        "reply": st.reply_best,
                                        "ends": st.visits > 0 and st.ended == st.visits}
                      for st in evaluation.stats}}


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


def mine_shipped(game: str, index: int, path: str, work: int = WORK) -> Mined:
    """Puzzle ``index`` of a puzzle file (``path``: the shipped puzzles of an earlier mining,
    whose evaluation found its answer), confirmed as a candidate of its own: kept where the
    confirmation finds the same answer."""
    found, errors = load(path)
    if errors:
        raise errors[0]
    puzzle = found[index]
    state = reach(puzzle.record, puzzle.move)
    item = confirmed_puzzle(state, confirmation_seed(puzzle.record.data, puzzle.move),
                            CONFIRM * work, state.parse_move(puzzle.answer))
    kept = () if item is None else ({**item, "move": puzzle.move,
                                     "record": puzzle.record.data},)
    return Mined(index, 1, kept, 1, len(kept))


def reconfirm(puzzle: Puzzle, work: int = CONFIRM * WORK) -> str:
    """The confirmation of a puzzle run again (its own seed: ``confirmation_seed``): "" where
    it keeps the puzzle's answer, else what it found instead, in words."""
    state = reach(puzzle.record, puzzle.move)
    check = confirm(state, confirmation_seed(puzzle.record.data, puzzle.move), work)
    if check.answer is None:
        return _("the confirmation finds no answer")
    found = state.move_text(check.answer)
    if found != puzzle.notation_of(puzzle.answer):
        return _("the confirmation finds {move} best, not the answer").format(move=found)
    if check.why == "best differs":
        return _("the confirmation's two evaluations disagree on the best move")
    if check.why:
        return _("the answer does not beat every other move by {margin:g} points beyond the "
                 "noise").format(margin=margin(puzzle.game))
    return ""


def grade(state: State, answer: int, seed: str) -> int:
    """1: the Club bot's one choice; 2: the Strong bot's choice with most of
    ``STRONG_SEEDS`` seeds; 3: neither (module doc)."""
    look = Look(state, answer)
    top = look.key(look.answer)
    if all(look.key(a) < top for a in look.others()):
        return 1
    same = {a for st in distinct_moves(state.view(state.turn)) if st.action == look.answer
            for a in (st.action, *st.same)}
    found = sum(make_player("search", seed=f"grade:{seed}:{k}").choose(state.clone(), state.turn)
                in same for k in range(STRONG_SEEDS))
    return 2 if 2 * found > STRONG_SEEDS else 3


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
