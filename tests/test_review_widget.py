"""The review widget in Python (issue 26): it works on the event loop in slices, with its
progress shown, answers the page meanwhile, and refuses what it cannot review."""

from __future__ import annotations

import asyncio

import pytest
from loops import on_loop
from test_review import BLUNDER, WORK, finished

from domino_widgets.bots.reviews import ReviewError
from domino_widgets.engine import State
from domino_widgets.widgets.review import ReviewWidget


def test_the_review_runs_in_slices_with_its_progress_and_answers_the_page_meanwhile(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # a slice of one step: the count of the loop's turns no longer depends on the machine's speed
    monkeypatch.setattr("domino_widgets.widgets.schedule.SLICE_SECONDS", 0.0)
    state = finished(BLUNDER)

    async def run() -> tuple[list[float], str, ReviewWidget]:
        widget = ReviewWidget(state, "You", work=WORK)
        assert widget.progress == 0 and widget.frames == []
        assert widget.status.startswith("Reviewing the decisions of You: 0 of")
        seen = [widget.progress]
        answered = ""
        while widget.progress < 1:
            await asyncio.sleep(0)  # a turn of the loop: the page's messages come in here
            if widget.progress != seen[-1]:
                seen.append(widget.progress)
            if not answered and widget.progress > 0:
                assert widget.handle_intent({"kind": "language", "lang": "ru"})
                answered = widget.status
        return seen, answered, widget

    seen, answered, widget = on_loop(run)
    assert len(seen) >= 4 and seen[-1] == 1.0  # one step a decision judged
    assert answered.startswith("Разбор решений")  # answered while the review went on
    assert widget.review is not None and widget.frames
    assert any(f.get("size") in ("mistake", "blunder") for f in widget.frames)


def test_a_forged_intent_is_refused_in_the_widgets_language() -> None:
    widget = ReviewWidget(finished(BLUNDER), "You", work=WORK, lang="ru")
    assert not widget.handle_intent({"kind": "review", "depth": 3})
    assert widget.error.startswith("Неизвестный запрос")


@pytest.mark.parametrize(("player", "words"), [("Nobody", "no such player"),
                                               (5, "no such player")])
def test_a_review_widget_of_no_such_player_is_refused(player: object, words: str) -> None:
    with pytest.raises(ReviewError, match=words):
        ReviewWidget(finished(BLUNDER), player, work=WORK)  # type: ignore[arg-type]


def test_a_review_widget_of_an_unfinished_hand_is_refused() -> None:
    state = State.new("cross", ["You", "Bot"], seed=1)
    with pytest.raises(ReviewError, match="not over"):
        ReviewWidget(state, "You")


def test_a_game_widget_opens_the_review_of_its_last_hand_for_its_human() -> None:
    from domino_widgets import GameWidget

    game = GameWidget(finished(BLUNDER), humans=[0], pause=0, lang="ru")
    review = game.review(work=WORK)
    assert isinstance(review, ReviewWidget) and review.lang == "ru"
    assert review.wait() and review.review is not None and review.review.player == 0
    with pytest.raises(ReviewError, match="нет игрока"):  # in the widget's language
        game.review("Nobody")


def test_try_again_asks_the_flagged_move_and_shows_the_best_only_on_request() -> None:
    widget = ReviewWidget(finished(BLUNDER), "You", work=WORK)
    widget.wait()
    question = widget.try_again(0 if widget.review.flagged[0].best[0].move.played_as == "0:4"
                                else 1)
    assert "0:4" not in question.question  # the answer is not in the question
    wrong = question.answer("play 0:0 on 5:0 west")
    assert not wrong and "loses about" in wrong.text and "0:4" not in wrong.text
    right = question.answer("play 0:4 on 5:0 west")
    assert right, right.text
    assert widget.try_again(99) is None


def test_a_review_opens_from_a_shipped_records_name_in_the_readers_alphabet() -> None:
    from domino_widgets.engine.record import Record

    by_name = ReviewWidget("traditional-hand", 0, lang="en")
    by_record = ReviewWidget(Record.load("traditional-hand"), 0, lang="en")
    assert repr(by_name) == repr(by_record) and "Anya" in repr(by_name)
