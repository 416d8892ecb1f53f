"""One move in words (issue 25, item 4): ``move_words`` says every kind of move in English and
in Russian as the table of docs/developing.md does, and everything a reader sees uses it."""

from __future__ import annotations

import pytest

import domino_widgets as dw
from domino_widgets.bots import RandomPlayer
from domino_widgets.engine import words
from domino_widgets.engine.notation import Move
from domino_widgets.engine.tiles import parse_tile


def _move(**fields: object) -> Move:
    base: dict[str, object] = {"action": 0, "player": 0, "kind": "play"}
    return Move(**{**base, **fields})  # type: ignore[arg-type]


TABLE = [  # the move, its English words, its Russian words (docs/developing.md)
    (_move(played_as="6:6", tile=parse_tile("6:6")), "lead 6:6", "заход 6:6"),
    (_move(played_as="6:4", on=1, on_tile="6:6", side="east"), "6:4 on 6:6, east",
     "6:4 к 6:6, вправо"),
    (_move(played_as="6:4", on=1, on_tile="6:6"), "6:4 on 6:6", "6:4 к 6:6"),
    (_move(played_as="4:1", on=3, on_tile="2:4", at=4, by_value=True),
     "4:1 on the 4 of 2:4", "4:1 к четвёрке 2:4"),
    (_move(played_as="0:3", on=3, on_tile="5:0", at=0, by_value=True),
     "0:3 on the blank of 5:0", "0:3 к пустой половинке 5:0"),
    (_move(played_as="6:4", on=12, on_tile="6:6", side="west", by_number=True),
     "6:4 on 6:6 #12, west", "6:4 к 6:6 № 12, влево"),
    (_move(played_as="5:2", on=4, on_tile="4:0", side="west", crosswise=True),
     "5:2 on 4:0, west, crosswise", "5:2 к 4:0, влево, поперёк"),
    (_move(played_as="0:0", on=5, on_tile="1:0", side="north", face_down=True),
     "0:0 on 1:0, north, face down", "0:0 к 1:0, вверх, лицом вниз"),
    (_move(played_as="5:2", on=2, on_tile="1:5", side="top"), "5:2 on 1:5, top ribbon",
     "5:2 к 1:5, в верхнюю ленту"),
    (_move(played_as="5:3", cut=True, give="bottom"), "cut with 5:3, giving away the bottom "
     "ribbon", "отрезает колбасу костью 5:3, отдаёт нижнюю ленту"),
    (_move(played_as="1:2", on=1, on_tile="1:1", side="east", hand="right"),
     "1:2 on 1:1, east (right hand)", "1:2 к 1:1, вправо (правой рукой)"),
    (_move(kind="pass"), "pass", "пропуск хода"),
    (_move(kind="draw"), "draw from the boneyard", "берёт из базара"),
    (parse_tile("4:3"), "draw 4:3", "берёт из базара 4:3"),
    (_move(kind="end turn"), "end of turn", "конец хода"),
    (_move(kind="next hand"), "next hand", "следующая партия"),
]


@pytest.mark.parametrize(("move", "english", "russian"), TABLE, ids=[e for _m, e, _r in TABLE])
def test_a_move_reads_as_the_wording_table_says(move: Move, english: str, russian: str) -> None:
    notation = str(move)
    with dw.language("en"):
        assert dw.move_words(move) == english
    with dw.language("ru"):
        assert dw.move_words(move) == russian
        assert str(move) == notation  # the notation does not change language


def test_english_words_are_not_the_notation() -> None:
    state = dw.new_game("traditional", ["Ann", "Bob"], seed=7)
    lead = state.describe(state.legal_actions()[0])
    assert str(lead).startswith("play ") and dw.move_words(lead).startswith("lead ")


def _ended(players: list[str], seed: int) -> dw.State:
    """A hand of Traditional played out at random."""
    state = dw.new_game("traditional", players, seed=seed)
    bot = RandomPlayer(seed)
    while state.hand_over is None:
        state.apply(bot.choose(state, state.turn))
    return state


def test_a_hand_end_names_how_it_ended_in_words_in_both_languages() -> None:
    by_reason: dict[str, dw.State] = {}
    for seed in range(60):
        state = _ended(["Ann", "Bob", "Cleo", "Dan"], seed)
        by_reason.setdefault(state.hand_over.reason, state)  # type: ignore[union-attr]
    went_out, blocked = by_reason["domino"], by_reason["blocked"]
    winner = went_out.players[went_out.hand_over.winner]  # type: ignore[union-attr,index]
    assert dw.hand_end_words(went_out) == f"{winner} went out"
    with dw.language("ru"):
        assert dw.hand_end_words(went_out) == f"{winner} ставит последнюю кость"
        said = dw.hand_end_words(blocked)
        assert said.startswith("рыба, ") and "blocked" not in said
    assert dw.hand_end_words(blocked).startswith("blocked, ")


def test_the_reader_going_out_agrees_with_you() -> None:
    for seed in range(60):
        state = _ended(["Вы", "Боря"], seed)
        result = state.hand_over
        if result is not None and result.reason == "domino" and result.winner == 0:
            with dw.language("ru"):
                assert words.hand_end_words(state) == "Вы ставите последнюю кость"
            return
    pytest.fail("no seed where You went out")


def test_a_record_replay_text_says_moves_and_hand_ends_in_words() -> None:
    replay = dw.load_record("traditional-hand").replay()
    text = "\n".join(replay.lines())
    assert "lead " in text and " on " in text and "play " not in text
    assert "hand over: " in text and " went out; " in text
    with dw.language("ru"):
        russian = "\n".join(replay.lines())
        blocked = "\n".join(dw.load_record("sevens-dead-zero").replay().lines())
    assert "заход " in russian and "партия окончена: " in russian
    assert "ставит последнюю кость" in russian and "domino" not in russian
    assert "партия окончена: рыба" in blocked and "blocked" not in blocked
    assert replay.as_json()["steps"][0]["action"].startswith("play ")  # JSON: the notation


def test_the_hint_the_log_and_the_exercises_use_the_one_function() -> None:
    from domino_widgets import teaching, teaching_asks, teaching_checks
    from domino_widgets.bots import hints
    from domino_widgets.widgets import replay, text

    for module in (text, replay, teaching, teaching_asks, teaching_checks, hints):
        assert module.move_words is words.move_words
