"""The kinds of a lesson's task: what the learner does, and how the engine judges it.

- ``MoveTask``: he plays on the board (a tile, then an end; Draw; Pass). A move the rules
  refuse gets the engine's reason with the rule named; a draw the rules allow is made and he
  goes on; a placement is judged against the task's goal (``goals.py``).
- ``TilesTask``: he clicks every tile of the hand that meets the goal, then Check.
- ``SplitTask`` (Cross in two hands): he clicks the seven tiles of his left hand, then Check;
  the engine splits them so and plays his first turn.
- ``NumberTask``: he types a number the engine works out (pips, points, tiles).
- ``ChoiceTask``: he chooses one of a few answers (a player), the right one the engine's.

Each kind knows every answer it accepts (``right_answers``) and one it refuses
(``wrong_answer``), for the test that answers every task (tests/test_lesson_tasks.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine.actions import tile_of
from ..engine.errors import DominoError
from ..engine.i18n import N_, _, ngettext
from ..engine.tiles import TILES, Tile
from ..engine.words import move_words
from ..teaching_verdicts import Verdict, read_int, read_tile, verdict_of
from .goals import FITS as FITS_GOAL
from .goals import (
    RULES_DECIDE,
    Goal,
    refusal,
    right_moves,
    right_tiles,
    sentence,
    why_move_misses,
    why_tile_misses,
)

if TYPE_CHECKING:
    from ..engine.state import State
    from ..puzzles import Puzzle


@dataclass(frozen=True)
class Tried:
    """What one move of a ``MoveTask`` did: ``right`` True (the goal met), False (a wrong try,
    the move taken back) or None (a move the rules allow on the way, such as a draw: made, and
    the learner goes on); ``text`` says why."""

    right: bool | None
    text: str


def wrong(text: str) -> Verdict:
    """A wrong try: its reason, and what to do now."""
    return Verdict(False, _("Not quite: {why} Try again, or ask for the answer.").format(
        why=text))


class Task:
    """A task on a snapshot of ``position``; ``rule`` names what it teaches ("The rule: ...",
    marked for translation), ``prompt`` what to do (marked for translation, formatted with the
    mover's ``name``)."""

    kind: ClassVar[str] = ""

    def __init__(self, position: State, rule: str, prompt: str) -> None:
        self.position = position.clone()  # a snapshot: nothing done later changes it
        self.rule = rule
        self.prompt = prompt

    @property
    def mover(self) -> str:
        return self.position.players[self.position.turn]

    def instruction(self) -> str:
        """What to do, in the current language."""
        return _(self.prompt).format(name=self.mover)

    def answer_text(self) -> str:
        """The answer and why (on "Show me")."""
        raise NotImplementedError

    def right_answers(self) -> list[Any]:
        """Every answer the engine accepts, as the learner gives it."""
        raise NotImplementedError

    def wrong_answer(self) -> Any:
        """An answer the engine refuses (None: every answer is right)."""
        raise NotImplementedError


class MoveTask(Task):
    """Make a move on the board that meets ``goal``; ``buttons`` are the moves besides the
    board's that the learner may try (``draw``, ``pass``), right or not."""

    kind = "move"

    def __init__(self, position: State, goal: Goal, prompt: str, rule: str = "",
                 buttons: Sequence[str] = ("draw", "pass")) -> None:
        super().__init__(position, rule or goal.rule, prompt)
        self.goal = goal
        self.buttons = tuple(buttons)

    def try_move(self, work: State, text: str) -> Tried:
        """Judge ``text`` (a move in notation) in ``work``, the task's position as the learner
        has played it so far; a move on the way is made in ``work``, nothing else is."""
        try:
            action = work.parse_move(text)
        except DominoError as err:  # the rules refuse it: the engine's reason, the rule named
            return Tried(False, wrong(f"{refusal(err)}. {_(self.rule)}").text)
        move = work.describe(action)
        if move.kind != "play" and not self.goal.any_move:
            name = work.players[work.turn]
            work.apply(action)  # a draw (or a pass) the rules allow: he goes on
            if move.kind == "draw":
                return Tried(None, _("{name} draws {tile}.").format(
                    name=name, tile=work.hand_tiles(move.player)[-1]))
            return Tried(None, move_words(move))
        if action in {m.action for m in right_moves(work, self.goal)}:
            if self.goal.sure != RULES_DECIDE:  # a search decided it: say how sure
                return Tried(True, f"{move_words(move)} ({_(self.goal.sure)})")
            return Tried(True, move_words(move))
        return Tried(False, wrong(why_move_misses(work, self.goal, move)).text)

    def right_lines(self) -> list[list[str]]:
        """Every way to meet the goal: the draws on the way, then a right placement."""
        work = self.position.clone()
        mover = work.turn
        before: list[str] = []
        while (not right_moves(work, self.goal) and work.hand_over is None
               and work.turn == mover and "draw" in [work.move_text(a)
                                                     for a in work.legal_actions()]):
            before.append("draw")
            work.apply(work.parse_move("draw"))
        return [[*before, work.move_text(m.action)] for m in right_moves(work, self.goal)]

    def right_answers(self) -> list[Any]:
        return self.right_lines()

    def wrong_answer(self) -> Any:
        work = self.position
        right = {m.action for m in right_moves(work, self.goal)}
        for action in work.legal_actions():
            if action >= 0 and action not in right:
                return [work.move_text(action)]
        right_tiles = {TILES[tile_of(a)].index for a in right}
        for tile in work.hand_tiles(work.turn):  # a tile the rules refuse here
            if tile.index not in right_tiles:
                return [f"play {tile}"]
        for button in self.buttons:  # a draw or a pass the rules refuse
            try:
                work.parse_move(button)
            except DominoError:
                return [button]
        return None

    def answer_text(self) -> str:
        lines = self.right_lines()
        work = self.position.clone()
        draws = lines[0][:-1] if lines else []
        for text in draws:
            work.apply(work.parse_move(text))
        moves = "; ".join(move_words(work.describe(work.parse_move(line[-1]))) for line in lines)
        said = ngettext("draw until a tile fits ({n} tile), then {moves}.",
                        "draw until a tile fits ({n} tiles), then {moves}.", len(draws)).format(
            n=len(draws), moves=moves) if draws else f"{moves}."
        return _("The answer: {answer} {rule} ({sure})").format(
            answer=said, rule=_(self.rule), sure=_(self.goal.sure))


class TilesTask(Task):
    """Click every tile of the mover's hand that meets ``goal``, then Check."""

    kind = "tiles"

    def __init__(self, position: State, goal: Goal, prompt: str, rule: str = "") -> None:
        super().__init__(position, rule or goal.rule, prompt)
        self.goal = goal

    def right_tiles(self) -> list[Tile]:
        return right_tiles(self.position, self.goal)

    def judge(self, tiles: Sequence[str]) -> Verdict:
        given = {t for t in (read_tile(x) for x in tiles) if t is not None}
        right = set(self.right_tiles())
        if given == right:
            names = ", ".join(str(t) for t in self.right_tiles()) or _("none")
            return verdict_of(True, _("{tiles}. {rule}").format(tiles=names, rule=_(self.rule)))
        extra = sorted(given - right, key=str)
        if extra:
            return wrong(why_tile_misses(self.position, self.goal, extra[0], self.rule))
        return wrong(_("another of the tiles meets it too. {rule}").format(
            rule=_(self.rule)))

    def right_answers(self) -> list[Any]:
        return [[str(t) for t in self.right_tiles()]]

    def wrong_answer(self) -> Any:
        right = [str(t) for t in self.right_tiles()]
        rest = [str(t) for t in self.position.hand_tiles(self.position.turn)
                if str(t) not in right]
        return right + rest[:1] if rest else (right[1:] if right else None)

    def answer_text(self) -> str:
        names = ", ".join(str(t) for t in self.right_tiles()) or _("none")
        moves = "; ".join(move_words(m) for m in right_moves(self.position, self.goal))
        return _("The answer: {tiles} ({moves}). {rule}").format(
            tiles=names, moves=moves or _("no tile can be placed"), rule=_(self.rule))


class SplitTask(TilesTask):
    """Cross in two hands: click the seven tiles of the mover's left hand (the rest is his
    right), then Check. Right when, split so, his first turn plays a tile from each hand: the
    engine splits them and tries every way to play the turn (``both_hands_play``)."""

    def __init__(self, position: State, prompt: str, rule: str) -> None:
        super().__init__(position, FITS_GOAL, prompt, rule)

    def split_of(self, left: Sequence[Tile]) -> State:
        """The position with the mover's hands split so (a SplitError if they cannot be)."""
        from ..engine.games.cross_two_hands import split

        work = self.position.clone()
        split(work, work.turn, [str(t) for t in left])
        return work

    def judge(self, tiles: Sequence[str]) -> Verdict:
        from ..engine.games.cross_two_hands import HAND_SIZE

        given = [t for t in (read_tile(x) for x in tiles) if t is not None]
        if len({t.index for t in given}) != HAND_SIZE:
            return Verdict(False, _("Click the {size} tiles of the left hand, then Check "
                                    "({n} clicked).").format(size=HAND_SIZE, n=len(given)),
                           counted=False)
        try:
            work = self.split_of(given)
        except DominoError as err:
            return Verdict(False, f"{sentence(str(err))}.", counted=False)
        played, why = both_hands_play(work)
        text = f"{split_words(work)} {why} {_(self.rule)}"
        return verdict_of(True, text) if played else wrong(text)

    def right_splits(self, most: int = 4) -> list[list[Tile]]:
        """Up to ``most`` left hands that meet the goal, each the hands as dealt with one
        tile swapped (none: the hands as dealt already meet it)."""
        from ..engine.games.cross_two_hands import hands_of

        left, right = hands_of(self.position, self.position.turn)
        found = []
        for k in range(len(left)):
            for t in right:
                swapped = [*left[:k], t, *left[k + 1:]]
                if both_hands_play(self.split_of(swapped))[0]:
                    found.append(swapped)
                if len(found) == most:
                    return found
        return found

    def right_tiles(self) -> list[Tile]:
        splits = self.right_splits(1)
        return splits[0] if splits else []

    def right_answers(self) -> list[Any]:
        return [[str(t) for t in left] for left in self.right_splits()]

    def wrong_answer(self) -> Any:
        from ..engine.games.cross_two_hands import hands_of

        left = hands_of(self.position, self.position.turn)[0]
        return None if both_hands_play(self.split_of(left))[0] else [str(t) for t in left]

    def answer_text(self) -> str:
        splits = self.right_splits(1)
        if not splits:
            return _("The answer: the hands as dealt. {rule}").format(rule=_(self.rule))
        work = self.split_of(splits[0])
        return _("The answer, for example: {split} {why} {rule}").format(
            split=split_words(work), why=both_hands_play(work)[1], rule=_(self.rule))


def split_words(state: State) -> str:
    """The mover's two hands: ``Left hand: 1:1 ...; right hand: 1:3 ....``"""
    from ..engine.games.cross_two_hands import hands_of

    left, right = hands_of(state, state.turn)
    return _("Left hand: {left}; right hand: {right}.").format(
        left=" ".join(map(str, left)), right=" ".join(map(str, right)))


def both_hands_play(state: State) -> tuple[bool, str]:
    """Whether the mover's first turn can lay a tile from each of his hands, the engine
    playing every way it may begin; and why, in words."""
    from ..engine.games.cross_two_hands import two_hands_of
    from ..engine.games.cross_two_hands.words import of_hand

    rules = two_hands_of(state)
    mover = state.turn
    first = [a for a in state.legal_actions() if a >= 0]
    for action in first:
        twin = state.clone()
        hand = rules.hand_of(twin, mover, tile_of(action))
        twin.apply(action)
        for follow in twin.legal_actions():
            if (twin.turn == mover and follow >= 0
                    and rules.hand_of(twin, mover, tile_of(follow)) != hand):
                return True, _("{tile} from the {hand} hand, then {other} from the other: "
                               "both hands play the first turn.").format(
                    tile=TILES[tile_of(action)], hand=of_hand(hand),
                    other=TILES[tile_of(follow)])
    if not first:
        return False, _("No tile can be laid.")
    tile = TILES[tile_of(first[0])]
    hand = rules.hand_of(state, mover, tile_of(first[0]))
    return False, _("{tile} leads from the {hand} hand, and the {other} hand has no tile to "
                    "lay beside it: the first turn would be one tile.").format(
        tile=tile, hand=of_hand(hand), other=of_hand(1 - hand))


Measure = Callable[["State"], tuple[int, str]]
"""A number the engine works out from a position, and the words that explain it."""


class NumberTask(Task):
    """Type the number that ``measure`` works out."""

    kind = "number"

    def __init__(self, position: State, measure: Measure, rule: str, prompt: str) -> None:
        super().__init__(position, rule, prompt)
        self.measure = measure

    def judge(self, answer: Any) -> Verdict:
        value = read_int(answer)
        if value is None:
            return Verdict(False, _("Type a number, then Check."), counted=False)
        right, why = self.measure(self.position)
        if value == right:
            return verdict_of(True, why)
        return wrong(_("not {value}. {rule}").format(value=value, rule=_(self.rule)))

    def right_answers(self) -> list[Any]:
        return [self.measure(self.position)[0]]

    def wrong_answer(self) -> Any:
        return self.measure(self.position)[0] + 1

    def answer_text(self) -> str:
        right, why = self.measure(self.position)
        return _("The answer: {n}. {why}").format(n=right, why=why)


Decide = Callable[["State"], tuple[str, str]]
"""The right choice the engine works out from a position, and the words that explain it."""


class ChoiceTask(Task):
    """Choose one of ``choices`` (a player, mostly); ``decide`` gives the right one."""

    kind = "choice"

    def __init__(self, position: State, choices: Callable[[State], list[str]], decide: Decide,
                 rule: str, prompt: str) -> None:
        super().__init__(position, rule, prompt)
        self.choices = choices(self.position)
        self.decide = decide

    def judge(self, answer: Any) -> Verdict:
        if answer not in self.choices:
            return Verdict(False, _("Choose an answer first, then Check."), counted=False)
        right, why = self.decide(self.position)
        if answer == right:
            return verdict_of(True, why)
        return wrong(_("not {answer}. {rule}").format(answer=answer, rule=_(self.rule)))

    def right_answers(self) -> list[Any]:
        return [self.decide(self.position)[0]]

    def wrong_answer(self) -> Any:
        right = self.decide(self.position)[0]
        return next((c for c in self.choices if c != right), None)

    def answer_text(self) -> str:
        right, why = self.decide(self.position)
        return _("The answer: {answer}. {why}").format(answer=right, why=why)


def held_tile(state: State, text: str) -> int:
    """The id of the mover's tile written ``text`` (DominoError if he has none such)."""
    tile = read_tile(text)
    for t in state.hands[state.turn]:
        if tile is not None and TILES[t].index == tile.index:
            return t
    raise DominoError(_("{name} does not hold {tile}").format(name=state.players[state.turn],
                                                              tile=text))


def placements_of(state: State, tile: int) -> list[str]:
    """The moves that place ``tile`` now, in notation."""
    return [state.move_text(a) for a in state.legal_actions()
            if a >= 0 and TILES[tile_of(a)].index == TILES[tile].index]


class PuzzleTask(MoveTask):
    """A shipped puzzle as a task (a warm-up brings back one missed before): its position,
    and its own judgement (``Puzzle.judge``: the best move, decided when it was mined)."""

    def __init__(self, puzzle: Puzzle) -> None:
        super().__init__(puzzle.position(), FITS_GOAL, N_("A puzzle: find {name}'s best move."),
                         rule=N_("The goal: the one move that is clearly best here."),
                         buttons=())
        self.puzzle = puzzle

    def try_move(self, work: State, text: str) -> Tried:
        verdict = self.puzzle.judge(text)
        if verdict.right:
            return Tried(True, verdict.text.removeprefix(_("Right: {why}").format(why="")))
        if not verdict.counted:  # a move that cannot be made: the engine's reason
            return Tried(False, wrong(verdict.text).text)
        return Tried(False, wrong(verdict.text).text)

    def right_lines(self) -> list[list[str]]:
        return [[self.puzzle.answer]]

    def wrong_answer(self) -> Any:
        work = self.position
        for action in work.legal_actions():
            text = work.move_text(action)
            if action >= 0 and not self.puzzle.judge(text).right:
                return [text]
        return None

    def answer_text(self) -> str:
        return self.puzzle.solution()


def puzzle_task(puzzle_id: str) -> PuzzleTask:
    """The shipped puzzle ``puzzle_id`` (``"cross-017"``) as a task; DominoError if there is
    none such."""
    from ..puzzles import puzzles

    game = puzzle_id.rsplit("-", 1)[0]
    try:
        found = [p for p in puzzles(game=game) if p.id == puzzle_id]
    except DominoError:
        found = []
    if not found:
        raise DominoError(_("there is no puzzle {id}").format(id=repr(puzzle_id)))
    return PuzzleTask(found[0])
