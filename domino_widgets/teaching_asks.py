"""The lessons' exercises as questions (widgets of ``exercises.py``), made by ``ask_*``: a
wrong answer gets a reason that does not give the right one away; the answer and its
reasoning come from the ``check_*`` of ``teaching_checks.py``, on "Show the answer".
``teaching.py`` is the front.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .engine.actions import NEXT_HAND, tile_of
from .engine.errors import DominoError
from .engine.games.scoring import round_to_five
from .engine.i18n import N_, _, ngettext
from .engine.tiles import TILES, Tile, parse_tile
from .engine.words import move_words
from .tasks.goals import (
    BEST_RESULT,
    CUTS,
    Goal,
    open_outcomes,
    points_words,
    right_moves,
    right_tiles,
    why_tile_misses,
)
from .teaching_checks import (
    check_best_move,
    check_count,
    check_hand_points,
    check_next_leader,
    check_penalty,
    check_playable,
    counted_sum,
    move_points,
    player_of,
    tiles_of,
)
from .teaching_verdicts import (
    Verdict,
    answer_is,
    answered,
    cannot_read,
    judge_against,
    not_quite,
    read_int,
    read_tile,
    solution_text,
    verdict_of,
)

if TYPE_CHECKING:
    from .engine.state import State

CLICK_FIRST = N_("Click a tile of the hand first, then Check.")
WENT_OUT = N_("a player went out")
BLOCKED = N_("the hand was blocked")


def _best_tile(state: State) -> str:
    options = move_points(state)
    best = max(points for _move, points in options)
    return min(str(m.tile) for m, p in options if p == best)


def ask_best_move(state: State, question: str = "") -> Any:
    """Which move of the mover scores most? Answered on the board: click the tile, then the
    end where it goes."""
    from .exercises import TilesExercise

    state = state.clone()  # a snapshot: what later cells play changes nothing here

    def judge(answer: Any) -> Verdict:
        if not answered(answer):
            return Verdict(False, _("Click a tile of the hand first, then the end where it "
                                    "goes."), counted=False)
        if str(answer).startswith("play "):
            return _judge_placement(state, str(answer))
        verdict = check_best_move(state, answer)
        if verdict:
            return Verdict(True, verdict.text.split("\n")[0])
        tile = read_tile(answer)
        mine = [p for m, p in move_points(state) if m.tile == tile]
        if not mine:
            ends = ", ".join(str(v) for v in state.table.values())
            return not_quite(_("{tile} cannot be placed here (open ends: {ends}).").format(
                tile=tile, ends=ends))
        return not_quite(_("{tile} scores {points}; another tile scores more.").format(
            tile=tile, points=max(mine)))

    name = state.players[state.turn]
    return TilesExercise(question or _("Which move scores most for {name}? Click the tile, then "
                                       "the end where it goes.").format(name=name), state, judge,
                         lambda: solution_text(check_best_move(state, _best_tile(state))),
                         ends=True)


def _judge_placement(state: State, text: str) -> Verdict:
    """A best-move answer given on the board: this tile on this end."""
    options = move_points(state)
    action = state.parse_move(text)
    move = state.describe(action)
    points = dict((m.action, p) for m, p in options)[action]
    best = max(p for _move, p in options)
    said = ngettext("{move}: {points} point", "{move}: {points} points", abs(points)).format(
        move=move_words(move), points=points)
    if points == best:
        return verdict_of(True, _("{said}, the most here.").format(said=said))
    if max(p for m, p in options if m.tile == move.tile) == best:
        return not_quite(_("{said}; this tile scores more on another end.").format(said=said))
    return not_quite(_("{said}; another tile scores more.").format(said=said))


def playable_names(state: State) -> list[str]:
    return sorted({str(TILES[tile_of(a)]) for a in state.legal_actions() if a >= 0})


def ask_playable(state: State, question: str = "") -> Any:
    """Which tiles of the mover's hand can be placed now? Answered by clicking them all (none
    clicked: none can)."""
    from .exercises import TilesExercise

    state = state.clone()  # a snapshot: what later cells play changes nothing here

    def judge(answer: Any) -> Verdict:
        given = tiles_of(answer or "none")
        expected = {parse_tile(t).index for t in playable_names(state)}
        if given == expected:
            return check_playable(state, answer or "none")
        ends = ", ".join(str(v) for v in state.table.values()) or _("none")
        wrong = ", ".join(sorted(str(TILES[t]) for t in (given or set()) - expected))
        missed = len(expected - (given or set()))
        parts = [_("{tiles} cannot be placed (open ends: {ends})").format(
            tiles=wrong, ends=ends)] if wrong else []
        if missed:
            parts.append(ngettext("{n} more tile of the hand can be placed too",
                                  "{n} more tiles of the hand can be placed too", missed
                                  ).format(n=missed))
        return not_quite("; ".join(parts) + ".")

    name = state.players[state.turn]
    return TilesExercise(question or _("Which of {name}'s tiles can be placed now? Click every "
                                       "one (none, if none can).").format(name=name),
                         state, judge,
                         lambda: solution_text(check_playable(
                             state, ", ".join(playable_names(state)) or "none")),
                         several=True)


def typed_number(answer: Any, example: int | None = None) -> int | Verdict:
    """The number typed, or the verdict that asks for one (not counted as a try)."""
    value = read_int(answer)
    if value is not None:
        return value
    ask = (_("Type a number, then Check.") if example is None
           else _("Type a number, such as {n}, then Check.").format(n=example))
    return Verdict(False, ask, counted=False)


def ask_count(state: State, question: str = "") -> Any:
    """What do the counted ends add up to now? Answered with a number."""
    from .exercises import NumberExercise

    state = state.clone()  # a snapshot: what later cells play changes nothing here

    def judge(answer: Any) -> Verdict:
        value = typed_number(answer, 15)
        if isinstance(value, Verdict):
            return value
        if value == counted_sum(state):
            return check_count(state, value)
        return not_quite(_("not {value}. Add what each counted end shows; a double at an end "
                           "counts as this game's rule says.").format(value=value))

    return NumberExercise(question or _("What do the counted ends add up to?"), judge,
                          lambda: solution_text(check_count(state, counted_sum(state))))


def ask_penalty(pips: int, question: str = "") -> Any:
    """Cross: what is subtracted for ``pips`` left in hand? Answered with a number."""
    from .exercises import NumberExercise

    def judge(answer: Any) -> Verdict:
        value = typed_number(answer, 10)
        if isinstance(value, Verdict):
            return value
        if abs(value) == round_to_five(pips):
            return check_penalty(pips, value)
        return not_quite(_("not {value}. Round {pips} to the nearest multiple of 5.").format(
            value=abs(value), pips=pips))

    return NumberExercise(question or ngettext(
        "What is subtracted for {pips} pips left in hand?",
        "What is subtracted for {pips} pips left in hand?", pips).format(pips=pips),
                          judge, lambda: solution_text(check_penalty(pips, round_to_five(pips))))


def ask_hand_points(state: State, player: str, question: str = "") -> Any:
    """The hand is over: how many points does ``player`` get for it? Answered with a number."""
    from .exercises import NumberExercise

    state = state.clone()  # a snapshot: what later cells play changes nothing here
    p = player_of(state, player)
    if state.hand_over is None or p is None:
        raise DominoError(repr(check_hand_points(state, player, 0)))
    result = state.hand_over
    points = result.points[p]

    def judge(answer: Any) -> Verdict:
        value = typed_number(answer, 12)
        if isinstance(value, Verdict):
            return value
        if value == points:
            return check_hand_points(state, player, value)
        pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
        how = _(WENT_OUT) if result.reason == "domino" else _(BLOCKED)
        return not_quite(_("not {value}. Here {how}, and the pips left are {pips}: which rule of "
                           "scoring applies, and to whom?").format(value=value, how=how, pips=pips))

    return NumberExercise(question or _("How many points does {name} get for the hand?")
                          .format(name=player),
                          judge, lambda: solution_text(check_hand_points(state, player, points)))


def ask_next_leader(state: State, question: str = "") -> Any:
    """The hand is over: who leads the next one? Answered by choosing a player."""
    from .exercises import ChoiceExercise

    state = state.clone()  # a snapshot: what later cells play changes nothing here
    if state.hand_over is None or state.match_over:
        raise DominoError(repr(check_next_leader(state, state.players[0])))
    twin = state.clone()
    twin.apply(NEXT_HAND)
    leader = state.players[twin.turn]

    def judge(answer: Any) -> Verdict:
        if not answered(answer):
            return Verdict(False, _("Choose a player first, then Check."), counted=False)
        if str(answer) == leader:
            return check_next_leader(state, answer)
        how = (_(WENT_OUT) if state.hand_over is not None
               and state.hand_over.reason == "domino" else _(BLOCKED))
        return not_quite(_("not {answer}. Here {how}: what does the rule for the next lead say?")
                         .format(answer=answer, how=how))

    return ChoiceExercise(question or _("Who leads the next hand?"), state.players, judge,
                          lambda: solution_text(check_next_leader(state, leader)))


def ask_choice(question: str, choices: Sequence[str], expected: str, why: str,
               hint: str = "") -> Any:
    """A question with a few answers to choose from (who leads? which rule applies?)."""
    from .exercises import ChoiceExercise

    judge = judge_against(expected, why, hint, N_("Choose an answer first, then Check."),
                          exact=True)
    return ChoiceExercise(question, choices, judge, lambda: answer_is(expected, why))


def ask_tile(state: State, question: str, expected: str, why: str, hint: str = "") -> Any:
    """Which tile of the mover's hand? (the one that cuts, that leads...) Answered by clicking
    it."""
    from .exercises import TilesExercise

    judge = judge_against(expected, why, hint, CLICK_FIRST)
    return TilesExercise(question, state.clone(), judge, lambda: answer_is(expected, why))


def ask_goal_tile(state: State, goal: Goal, question: str) -> Any:
    """Which tile of the mover's hand meets ``goal`` (``tasks.py``)? Answered by clicking it;
    the engine judges, so every tile with a placement that meets the goal is right."""
    from .exercises import TilesExercise

    state = state.clone()  # a snapshot: what later cells play changes nothing here

    def judge(answer: Any) -> Verdict:
        if not answered(answer):
            return Verdict(False, _(CLICK_FIRST), counted=False)
        tile = read_tile(answer)
        right = right_tiles(state, goal)
        if tile is not None and tile in right:
            return verdict_of(True, goal_answer(state, goal, right, tile))
        return not_quite(why_tile_misses(state, goal, tile) if tile is not None
                         else cannot_read(answer, _("a tile: write it like 3:5")))

    def solution() -> str:
        right = right_tiles(state, goal)
        return _("The answer: {answer}").format(answer=goal_answer(state, goal, right, None))

    return TilesExercise(question, state, judge, solution)


def goal_answer(state: State, goal: Goal, right: list[Tile], chosen: Tile | None) -> str:
    """The right tiles and why, in words (how sure, when the search decided it)."""
    moves = [m for m in right_moves(state, goal) if chosen is None or m.tile == chosen]
    said = "; ".join(move_words(m) + _goal_detail(state, goal, m) for m in moves)
    tiles = ", ".join(str(t) for t in right)
    text = ngettext("{tiles} ({moves}).", "{tiles}, each as good ({moves}).", len(right)).format(
        tiles=tiles, moves=said)
    return f"{text} {_(goal.rule)} ({_(goal.sure)})"


def _goal_detail(state: State, goal: Goal, move: Any) -> str:
    if goal is not BEST_RESULT:
        return ""
    outcomes = open_outcomes(state) or {}
    outcome = outcomes.get(move.action)
    return "" if outcome is None else ": " + _("{how}; {points}").format(
        how=outcome.ending, points=points_words(state, outcome.gains))


def ask_best_play(state: State, question: str = "") -> Any:
    """Which tile gives the mover the best result for the rest of the hand, with every hand
    open (an exact search decides it; every tile as good is right)?"""
    return ask_goal_tile(state, BEST_RESULT, question or _(
        "Which tile should {name} play? Click it, then Check.").format(
        name=state.players[state.turn]))


def ask_cut(state: State, question: str = "") -> Any:
    """Sausage: which tile of the mover's hand cuts the sausage now?"""
    return ask_goal_tile(state, CUTS, question or _("Which tile cuts the sausage?"))


def ask_number(question: str, expected: int, why: str, hint: str = "") -> Any:
    """A question answered with a number (points, pips)."""
    from .exercises import NumberExercise

    def judge(answer: Any) -> Verdict:
        value = typed_number(answer)
        if isinstance(value, Verdict):
            return value
        if value == expected:
            return verdict_of(True, f"{expected}. {why}")
        return not_quite(_("not {answer}.").format(answer=value) + (" " + hint if hint else ""))

    return NumberExercise(question, judge, lambda: answer_is(expected, why))
