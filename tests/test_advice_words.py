"""Words a child or a teacher reads (issue 38, items 3 and 5): a negative number in a sum, the
game's name in the reader's language only, the counting aid in plain sentences with the
player's gender, a tile that fits nowhere said so, a move named by the end it was laid on, and
no Check button where the click checks."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from test_counting import after_a_draw_by_the_bot

from domino_widgets.bots.counting import what_they_could_hold
from domino_widgets.bots.genders import GenderError, gender_of, set_gender
from domino_widgets.bots.reviews import judge
from domino_widgets.engine import State
from domino_widgets.engine.i18n import language
from domino_widgets.engine.words import move_words
from domino_widgets.puzzles import puzzles
from domino_widgets.render.scores import game_title, readers_title
from domino_widgets.widgets.coaching import counting_panel
from domino_widgets.widgets.puzzle import PuzzleWidget
from domino_widgets.widgets.puzzle_board import answer_board
from domino_widgets.widgets.puzzle_words import header
from domino_widgets.widgets.review import try_again
from domino_widgets.widgets.text import number_text, settlement_words, term_text


# -- numbers ------------------------------------------------------------------------------------
def won_by(scores: list[int], literal: bool = False) -> Any:
    """A finished match's settlement, as ``settlement_words`` reads it (S9)."""
    winner = scores.index(max(scores))
    collected = (scores[winner] - sum(s for p, s in enumerate(scores) if p != winner)
                 if literal else sum(scores[winner] - s for p, s in enumerate(scores)
                                     if p != winner))
    rules = SimpleNamespace(option=lambda name: "literal" if literal else "difference")
    return SimpleNamespace(winner=winner, scores=scores, players=["Ann", "Bob", "Cat"][
        :len(scores)], rules=rules, settlement=lambda: collected)


def test_a_negative_score_in_the_settlement_is_bracketed_with_a_minus_sign() -> None:
    text = settlement_words(won_by([55, -15]))  # type: ignore[arg-type]
    assert "55 − (−15) = 70" in text and "- -" not in text and "− -" not in text
    text = settlement_words(won_by([55, -15, 10], literal=True))  # type: ignore[arg-type]
    assert "55 − ((−15) + 10) = 60" in text
    assert number_text(-3) == "−3" and term_text(-3) == "(−3)" and term_text(4) == "4"


# -- game names ---------------------------------------------------------------------------------
def test_a_game_is_named_in_the_readers_language_only() -> None:
    state = State.new("cross", ["Ann", "Bob"], seed=1)
    assert game_title(state) == "Cross"
    with language("ru"):
        assert game_title(state) == "Домино-крест"
        assert readers_title("Foo (Фу)") == "Фу"  # no translation: the book's name
    puzzle = next(iter(puzzles(game="cross")))
    assert header(puzzle, 0, 1, puzzle.position())["game"] == "Cross"
    with language("ru"):
        assert header(puzzle, 0, 1, puzzle.position())["game"] == "Домино-крест"


# -- the counting aid ---------------------------------------------------------------------------
def test_a_players_gender_comes_from_his_name_or_is_told() -> None:
    assert [gender_of(n) for n in ("Аня", "Вера", "Борис", "Глеб", "Боря", "Никита")] == [
        "f", "f", "m", "m", "m", "m"]
    assert gender_of("Саша") is None and gender_of("Bot 1") is None
    assert gender_of("Anya") == "f" and gender_of("Gleb") == "m"
    set_gender("Саша", "f")
    try:
        assert gender_of("саша") == "f"
    finally:
        set_gender("Саша", None)
    assert gender_of("Саша") is None
    with pytest.raises(GenderError, match="a gender is"):
        set_gender("Саша", "x")


@pytest.mark.parametrize(("name", "en", "ru"), [
    ("Аня", "She had to draw from the boneyard when the open ends",
     "Ей пришлось брать из базара, когда на концах"),
    ("Борис", "He had to draw from the boneyard when the open ends",
     "Ему пришлось брать из базара, когда на концах"),
    ("Саша", "They had to draw from the boneyard when the open ends",
     "Пришлось брать из базара, когда на концах"),
])
def test_the_counting_aid_says_in_plain_sentences_who_drew_and_when_in_his_gender(
        name: str, en: str, ru: str) -> None:
    state = after_a_draw_by_the_bot()
    named = State.new("cross", ["You", name], seed=0)
    state = state.clone()
    state.players = named.players  # type: ignore[misc]
    (absence,) = what_they_could_hold(state, 0).absences
    assert absence.reason.startswith(f"{name} has no tile with a ") and en in absence.reason
    assert "; " not in absence.reason and "he drew or passed" not in absence.reason
    with language("ru"):
        (absence,) = what_they_could_hold(state, 0).absences
        assert absence.reason.startswith(f"{name}: нет костей с ") and ru in absence.reason
        assert "брал " not in absence.reason or name == "Борис"


@pytest.mark.parametrize(("name", "en"), [
    ("Anya", "Counted for Anya, from her tiles and what everybody saw:"),
    ("Boris", "Counted for Boris, from his tiles and what everybody saw:"),
    ("Sasha", "Counted for Sasha, from the tiles in that hand and what everybody saw:"),
    ("You", "Counted for you, from your tiles and what everybody saw:"),
])
def test_the_counting_box_says_whose_counting_it_is_in_the_players_gender(
        name: str, en: str) -> None:
    state = after_a_draw_by_the_bot().clone()
    state.players = State.new("cross", [name, "Bot"], seed=0).players  # type: ignore[misc]
    assert counting_panel(state, 0, named=True)["who"] == en
    with language("ru"):
        said = counting_panel(state, 0, named=True)["who"]
    assert said == ("Ваш подсчёт: по вашим костям и по тому, что видели все:" if name == "You"
                    else f"{name}: счёт по своим костям и по тому, что видели все:")


# -- Try again --------------------------------------------------------------------------------
def a_move_on_the_north_of_a_centre() -> tuple[State, int]:
    """A Cross position where a tile goes on the centre's east and its north alike."""
    state = State.new("cross", ["You", "Bot"], seed=0)
    state.apply(state.legal_actions()[0])  # the lead: the centre
    north = next(a for a in state.legal_actions()
                 if a >= 0 and state.move_text(a).endswith(" north"))
    return state, north


def test_try_again_names_a_move_by_the_end_it_was_laid_on() -> None:
    position, north = a_move_on_the_north_of_a_centre()
    decision = judge(position, position.turn, north, work=400)
    question = try_again(decision, threshold=1_000)  # every move "right": the words only
    verdict = question.answer(position.move_text(north))
    assert move_words(position.describe(north)) in verdict.text and "north" in verdict.text
    assert ", east" not in verdict.text


def test_try_again_says_that_a_tile_fits_nowhere_and_shows_no_check_button() -> None:
    position, north = a_move_on_the_north_of_a_centre()
    decision = judge(position, position.turn, north, work=400)
    question = try_again(decision, threshold=5)
    fits = {position.describe(a).tile.index for a in position.legal_actions() if a >= 0}
    nowhere = next(t for t in position.hand_tiles(position.turn) if t.index not in fits)
    question.board.choose([str(nowhere)])
    verdict = question.check()
    assert verdict.text == f"{nowhere} fits no open end here: click another tile."
    assert not verdict.counted
    assert question.check_button.layout.display == "none"  # the click on an end checks


# -- the puzzle board ---------------------------------------------------------------------------
def test_a_puzzle_solved_on_another_side_of_the_centre_is_named_and_outlined_there() -> None:
    sides = ("north", "south", "east", "west")

    def another_side(puzzle: Any) -> tuple[str, str, int] | None:
        """The answer's side of the centre, another side it may be laid on instead, and that
        move (the same tile on the same double: equally right)."""
        state = puzzle.position()
        legal = {state.move_text(a): a for a in state.legal_actions()}
        for side in sides:
            if puzzle.answer.endswith(" " + side):
                for other in sides:
                    moved = puzzle.answer[:-len(side)] + other
                    if other != side and moved in legal:
                        return side, other, legal[moved]
        return None

    puzzle, (side, other, moved) = next((p, found) for p in puzzles(game="cross")
                                        if (found := another_side(p)) is not None)
    widget = PuzzleWidget(collection=[puzzle], lang="en")
    state = puzzle.position()
    verdict = widget.answer(state.move_text(moved))
    assert verdict.right and f", {other}" in verdict.text and f", {side}" not in verdict.text
    with language("en"):
        assert widget.board_svg == answer_board(state, state.move_text(moved), "")
        assert widget.board_svg != answer_board(state, puzzle.answer, "")
