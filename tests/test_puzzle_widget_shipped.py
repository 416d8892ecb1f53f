"""The puzzle widget on the shipped puzzles (issue 28): every answer can be given by the board's
clicks and is judged right; a wrong move's reason never names the answer; the lessons' helper."""

from __future__ import annotations

import json
from typing import Any

import pytest

from domino_widgets import language, lesson
from domino_widgets.engine.actions import tile_of
from domino_widgets.engine.alphabet import latin
from domino_widgets.engine.tiles import TILES
from domino_widgets.engine.words import move_words
from domino_widgets.puzzles import first_puzzles, puzzles, shipped_games
from domino_widgets.puzzles.loading import _first_items, _shipped, loads
from domino_widgets.widgets.puzzle import PuzzleWidget

SHIPPED = puzzles()


def click(w: PuzzleWidget, move: str) -> None:
    """Give ``move`` as a learner does: its tile, then its end marked on the board, or the
    button of the move when its end alone does not tell it (a lead, crosswise...)."""
    action = w._state.parse_move(move)
    assert w.handle_intent({"kind": "tile", "tile": str(TILES[tile_of(action)])}), w.error
    if w.move is not None:  # a lead with one way to go: judged at once
        return
    marked = f'data-move="{move}"' in w.board_svg
    buttons = [c["move"] for c in w.choices]
    assert marked or move in buttons, (move, buttons)
    assert w.handle_intent({"kind": "play", "move": move}), w.error


def a_wrong_move(w: PuzzleWidget) -> str:
    st = w._state
    answer = st.parse_move(w.current.answer)
    return next(st.move_text(a) for a in st.legal_actions()
                if a >= 0 and w.current.notation_of(a) != w.current.notation_of(answer))


@pytest.mark.parametrize("puzzle", SHIPPED, ids=[p.id for p in SHIPPED])
def test_every_shipped_answer_is_given_by_clicks_and_judged_right(puzzle: Any) -> None:
    w = PuzzleWidget(collection=[puzzle], lang="en")
    click(w, puzzle.answer)
    assert w.verdict["right"] is True and w.done == "first", w.verdict


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_wrong_move_gets_a_reason_that_does_not_name_the_answer(lang: str) -> None:
    w = PuzzleWidget(lang=lang)
    st = w._state
    click(w, a_wrong_move(w))
    with language(lang):
        answer = move_words(st.describe(st.parse_move(w.current.answer)))
    assert w.verdict["right"] is False and answer not in w.verdict["text"]
    assert w.current.answer not in str(w.get_state())  # nor anything else the page holds
    assert w.done is None and w.puzzle["theme"] == ""
    assert w.handle_intent({"kind": "show"})
    assert answer in w.verdict["text"] and w.progress.streak == 0


def test_the_lessons_helper_gives_the_first_puzzles_of_a_game() -> None:
    w = lesson.puzzles("cross", count=2)
    assert [p.id for p in w._order] == [p.id for p in puzzles("cross")[:2]]
    assert all(m["name"] != "game" for m in w.menus)  # one game: no game menu
    with pytest.raises(ValueError, match="chess"):
        lesson.puzzles("chess")


@pytest.mark.parametrize("game", shipped_games())
def test_the_first_puzzles_are_the_files_first_made_alone(game: str) -> None:
    """A lesson's end makes only the puzzles it shows (in the browser version the click on
    the game board above waits for them): the same as the first of the whole file."""
    _shipped.cache_clear()
    first = first_puzzles(game, 3)
    assert _shipped.cache_info().currsize == 0  # the game's forty-odd were not all made
    assert first == puzzles(game)[:3] and len(first) == 3
    assert first_puzzles(game, 0) == []


@pytest.mark.parametrize("text", ['[{"id": "a"}, {"id": "b"} , {"id": "c"}]', " [ ] ", "[1,2]",
                                  '{"id": "a"}'])
def test_a_files_first_puzzles_are_read_without_the_rest(text: str) -> None:
    """Only the items asked for are decoded, and they are what the whole file holds."""
    whole = json.loads(text)
    for count in range(5):
        assert _first_items(text, count) == (whole[:count] if isinstance(whole, list)
                                             else whole)
    assert _first_items('[{"id": "a"}, oops', 1) == [{"id": "a"}]  # the rest left unread


@pytest.mark.parametrize("text", ["[1 2]", "[1,", "[", "[oops]"])
def test_a_broken_list_is_refused_as_far_as_it_is_read(text: str) -> None:
    with pytest.raises(json.JSONDecodeError):
        _first_items(text, 3)
    found, errors = loads(text, "broken.json", first=3)
    assert found == [] and "not valid JSON" in str(errors[0])


def test_the_players_are_named_in_the_learners_alphabet() -> None:
    """The shipped records name their players in Russian; a Russian learner sees them so, an
    English one in Latin letters, on the board, in the goal and in a wrong try's reason."""
    ru, en = PuzzleWidget(game="cross", lang="ru"), PuzzleWidget(game="cross", lang="en")
    assert ru.current.record.players == ["Аня", "Борис", "Вера", "Глеб"]
    mover = ru.hands[0]["name"]
    assert mover in ru.current.record.players and mover in ru.puzzle["goal"]
    assert en.hands[0]["name"] == latin(mover) and en.hands[0]["name"].isascii()
    assert latin(mover) in en.puzzle["goal"] and en.puzzle["goal"].isascii()
    with language("ru"):
        assert ru.current.position().players == ("Аня", "Борис", "Вера", "Глеб")
    with language("en"):
        assert en.current.position().players == ("Anya", "Boris", "Vera", "Gleb")
    for w in (ru, en):
        click(w, a_wrong_move(w))
        others = [n for n in ("Anya", "Boris", "Vera", "Gleb") if n != latin(mover)]
        if w is en:
            assert not any(c in w.verdict["text"] for c in "АБВГ"), w.verdict["text"]
        else:
            assert not any(n in w.verdict["text"] for n in others), w.verdict["text"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_cross_in_two_hands_puzzle_says_it_asks_the_first_tile_of_the_turn(lang: str) -> None:
    w = PuzzleWidget(game="cross-two-hands", lang=lang)
    words = {"en": ("first tile of", "other hand"), "ru": ("первую кость хода", "другой руки")}
    assert all(word in w.puzzle["goal"] for word in words[lang]), w.puzzle["goal"]
    one = PuzzleWidget(game="cross", lang=lang)
    assert not any(word in one.puzzle["goal"] for word in words[lang])
