"""The coach in the widgets (issue 26): Review this hand in the GameWidget, Try again from the
review's page, the teaching mode (``coach=True``), "What could they hold?" in the game and the
sandbox (public information only) and the same deal played by the bot in the learner's seat."""

from __future__ import annotations

import copy

import pytest
from test_bots import poisoned
from test_counting import after_a_draw_by_the_bot
from test_review import BLUNDER, WORK, finished

from domino_widgets import GameWidget, SandboxWidget
from domino_widgets.engine import State
from domino_widgets.engine.record import Record
from domino_widgets.widgets.coaching import counting_panel
from domino_widgets.widgets.review import ReviewWidget


def before_the_blunder() -> State:
    """BLUNDER's position where You may lay 0:4 on 5:0 (25 points) or the 0:0 (nothing)."""
    data = copy.deepcopy(BLUNDER)
    data["moves"] = data["moves"][:-1]
    state = Record(data).replay().state
    assert state is not None
    return state


def test_review_this_hand_opens_the_review_below_the_game_in_its_language() -> None:
    game = GameWidget(finished(BLUNDER), humans=[0], pause=0, lang="ru")
    kinds = [b["kind"] for b in game.buttons]
    assert "review_hand" in kinds and "duplicate" in kinds
    label = next(b["label"] for b in game.buttons if b["kind"] == "review_hand")
    assert label == "Разобрать эту партию"
    assert game.handle_intent({"kind": "review_hand"}), game.error
    (panel,) = game.below.children
    review = panel.children[0]
    assert isinstance(review, ReviewWidget) and review.lang == "ru" and review.autofocus
    assert "close_review" in [b["kind"] for b in game.buttons]
    assert review.wait() and review.review.player == 0
    assert game.handle_intent({"kind": "close_review"})
    assert game.below.children == () and "close_review" not in [b["kind"] for b in game.buttons]


def test_with_two_humans_each_reviews_his_own_hand() -> None:
    """Issue 38: with several human seats each has his Review button, and it reviews his own
    decisions (it reviewed only the first human's)."""
    game = GameWidget(finished(BLUNDER), humans=[0, 1], pause=0)
    names = game.state.players
    reviews = [b for b in game.buttons if b["kind"] == "review_hand"]
    assert [(b["player"], b["label"]) for b in reviews] == [
        (p, f"{names[p]}: review the hand") for p in (0, 1)]
    assert "duplicate" not in [b["kind"] for b in game.buttons]  # one seat to give: one human
    for seat in (1, 0):
        assert game.handle_intent({"kind": "review_hand", "player": seat}), game.error
        (panel,) = game.below.children
        review = panel.children[0]
        assert review.wait() and review.review.player == seat
    assert not game.handle_intent({"kind": "review_hand", "player": 5})
    assert game.error == "There is no seat 5"


def test_review_this_hand_is_offered_only_when_a_hand_is_over() -> None:
    game = GameWidget(before_the_blunder(), humans=[0], pause=0, lang="ru")
    assert "review_hand" not in [b["kind"] for b in game.buttons]
    history = len(game.state.history)
    assert not game.handle_intent({"kind": "review_hand"})  # a forged intent
    assert game.error == "Партия ещё не окончена." and game.below.children == ()
    assert not game.handle_intent({"kind": "review_hand", "hand": 0})
    assert "'hand'" in game.error and len(game.state.history) == history


def test_the_game_shows_its_panel_under_it_and_keeps_its_own_text() -> None:
    game = GameWidget("cross", players=["You", "Bot"], seed=3, pause=0)
    bundle = game._repr_mimebundle_()
    assert bundle["text/plain"] == "Run this cell (Shift+Enter) to show the board."
    assert repr(game) == "GameWidget(cross, 2 players)"  # the programmer's text stays
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == game.panel.model_id
    assert game.panel.children == (game, game.below)


def test_try_again_from_the_review_page_asks_the_flagged_decision_below_it() -> None:
    review = ReviewWidget(finished(BLUNDER), "You", work=WORK, lang="ru")
    review.wait()
    frame = next(f for f in review.frames if "try_again" in f and "25" in f["reason"])
    assert review.words["try_again"] == "Попробовать ещё раз"
    assert review.handle_intent({"kind": "try_again", "decision": frame["try_again"]})
    (question,) = review.below.children
    best = review.review.flagged[frame["try_again"]].best[0].move
    assert str(best.tile) not in question.question
    assert question.answer(str(best)), str(best)
    assert not review.handle_intent({"kind": "try_again", "decision": 9})
    assert review.error.startswith("Нет отмеченного решения 9")
    assert review.below.children == (question,)  # unchanged


def test_the_teaching_mode_offers_to_take_back_a_costly_move_before_the_bots_answer() -> None:
    game = GameWidget(before_the_blunder(), humans=[0], pause=0, coach=True)
    depth = len(game.state.history)
    game.play("0:0", on="5:0")
    offer = game.coach_offer
    assert offer["text"].startswith("0:0 on 5:0") and "points by the end of the hand" in offer[
        "text"]
    assert "25 points" in offer["reason"] and "0:4" not in offer["reason"]  # no answer given
    assert [b["kind"] for b in offer["buttons"]] == ["take_back", "keep_move"]
    assert len(game.state.history) == depth + 1 and game.state.turn == 1  # the bot waits
    assert not game.handle_intent({"kind": "next_hand"}) and "first" in game.error
    assert game.handle_intent({"kind": "take_back"})
    assert len(game.state.history) == depth and game.coach_offer == {}
    game.play("0:0", on="5:0")
    assert game.handle_intent({"kind": "keep_move"})
    assert len(game.state.history) > depth + 1  # the bot answered
    assert not game.handle_intent({"kind": "keep_move"})
    assert game.error == "There is no move to keep now."


def test_the_teaching_mode_lets_a_good_move_through_and_is_off_by_default() -> None:
    game = GameWidget(before_the_blunder(), humans=[0], pause=0, coach=True)
    depth = len(game.state.history)
    game.play("0:4", on="5:0")
    assert game.coach_offer == {} and len(game.state.history) > depth + 1
    plain = GameWidget(before_the_blunder(), humans=[0], pause=0)
    plain.play("0:0", on="5:0")
    assert plain.coach_offer == {} and len(plain.state.history) > depth + 1


def test_the_teaching_mode_speaks_russian() -> None:
    game = GameWidget(before_the_blunder(), humans=[0], pause=0, coach=True, lang="ru")
    game.play("0:0", on="5:0")
    assert "к концу партии это потеря около" in game.coach_offer["text"]
    assert game.coach_offer["buttons"][0]["label"] == "Вернуть ход"
    assert not game.handle_intent({"kind": "take_back", "move": "0:4"})  # forged
    assert "'move'" in game.error and game.coach_offer


def test_what_could_they_hold_in_the_game_is_off_at_first_and_names_the_missing_values() -> None:
    state = after_a_draw_by_the_bot()
    game = GameWidget(state, humans=[0], pause=0)
    assert game.counting["on"] is False and "lines" not in game.counting
    assert game.handle_intent({"kind": "counting", "show": True})
    lines = game.counting["lines"]
    assert lines[0].startswith("Tiles you have not seen")
    assert any(line.startswith("Bot has no tile with") for line in lines)
    assert not game.handle_intent({"kind": "counting", "show": "yes"})  # forged
    assert game.counting["on"] is True and "true or false" in game.error
    game.lang = "ru"
    assert game.counting["label"] == "Что может быть у других?"
    assert any(line.startswith("Bot: нет костей с") for line in game.counting["lines"])


def test_what_could_they_hold_never_reads_a_hidden_tile() -> None:
    """The poison test of the widget's text: the same words with every hidden tile made
    unreadable."""
    state = after_a_draw_by_the_bot()
    assert counting_panel(poisoned(state, 0), 0) == counting_panel(state, 0)


def test_what_could_they_hold_in_the_sandbox_counts_for_the_player_on_turn() -> None:
    sandbox = SandboxWidget(after_a_draw_by_the_bot(), lang="ru")
    assert sandbox.handle_intent({"kind": "counting", "show": True}), sandbox.error
    assert sandbox.counting["who"] == "Ваш подсчёт: по вашим костям и по тому, что видели все:"
    assert sandbox.counting["lines"][0].startswith("Кости, которых вы не видели")
    assert sandbox.handle_intent({"kind": "counting", "show": False})
    assert "lines" not in sandbox.counting


def test_the_same_deal_with_the_bot_in_your_seat_is_shown_side_by_side_and_repeats() -> None:
    tables = []
    for _ in range(2):
        game = GameWidget(finished(BLUNDER), humans=[0], pause=0)
        assert game.handle_intent({"kind": "duplicate"}), game.error
        shown = game.duplicate
        assert shown["columns"] == ["Player", "Your hand", "The bot in your seat"]
        assert [r["name"] for r in shown["rows"]] == ["You", "Bot"] and shown["rows"][0]["seat"]
        tables.append(shown)
        assert "duplicate" not in [b["kind"] for b in game.buttons]  # done for this hand
        game.handle_intent({"kind": "next_hand"})
        assert game.duplicate == {}  # the comparison was of the hand before
    assert tables[0] == tables[1]
    you = int(tables[0]["rows"][0]["yours"])
    assert you == finished(BLUNDER).scores[0]  # the first hand: its points are the score


@pytest.mark.parametrize("kind", ["duplicate", "review_hand"])
def test_after_a_hand_only_a_finished_hand_is_compared_or_reviewed(kind: str) -> None:
    game = GameWidget("cross", players=["You", "Bot"], seed=3, pause=0, lang="ru")
    assert not game.handle_intent({"kind": kind})
    assert game.error == "Партия ещё не окончена."


def test_the_teaching_mode_judges_on_the_event_loop_and_answers_the_page_meanwhile() -> None:
    import asyncio

    from loops import on_loop

    async def run() -> tuple[str, str, GameWidget]:
        game = GameWidget(before_the_blunder(), humans=[0], pause=0.01, coach=True)
        game.play("0:0", on="5:0")
        checking = game.status
        assert game.busy and game.coach_offer == {}
        refused = ""
        while not game.coach_offer:
            await asyncio.sleep(0)  # a turn of the loop: the page's messages come in here
            if not refused and not game.coach_offer:
                assert not game.handle_intent({"kind": "hint"})
                refused = game.error
        return checking, refused, game

    checking, refused, game = on_loop(run)
    assert checking == "Checking your move…"
    assert refused == "Your move is being checked: a moment."
    assert not game.busy and game.state.turn == 1  # the bot still waits for the answer


def test_a_board_without_a_panel_also_reads_as_words_where_no_board_is_drawn() -> None:
    """anywidget gives its output as (data, metadata): the words go there too (StepsWidget,
    ReplayWidget, PuzzleWidget), in the widget's language."""
    from domino_widgets import lesson
    from domino_widgets.widgets.steps import StepsWidget

    steps = StepsWidget("01_traditional", [lesson.step("deal", "R")], warm_up=False,
                        record=False, lang="ru")
    data, _metadata = steps._repr_mimebundle_()
    assert data["text/plain"] == "Выполните эту ячейку (Shift+Enter), чтобы увидеть доску."
    assert repr(steps) == "StepsWidget(01_traditional)"
