"""A whole match in the GameWidget without surprises (issue 29), from Python: two people at
one screen, New game undone, advice that holds, numbers that agree, the lead's place, and the
words said after Undo or a click on nothing."""

from __future__ import annotations

import re
from typing import Any

from domino_widgets import GameWidget
from domino_widgets.engine import TILES, Deal, State, parse_tile
from domino_widgets.render.scores import hand_rows
from domino_widgets.widgets.schedule import Job


def send(widget: Any, content: Any) -> bool:
    widget._handle_custom_msg(content, [])
    return not widget.error


def ids(text: str) -> tuple[int, ...]:
    return tuple(parse_tile(t).index for t in text.split())


def faces(widget: GameWidget) -> list[str]:
    """Every tile face the page is sent in the hands (a face-down tile carries none)."""
    return re.findall(r'data-tile="([^"]+)"', "".join(
        h["svg"] + "".join(g["svg"] for g in h.get("groups", [])) for h in widget.hands))


def two_at_one_screen(**kwargs: Any) -> GameWidget:
    return GameWidget("cross", players=["Ann", "Bob"], humans=[0, 1], seed=5, pause=0,
                      **kwargs)


# -- two at one screen ------------------------------------------------------------------------
def test_two_at_one_screen_the_hands_are_covered_until_the_mover_shows_his() -> None:
    w = two_at_one_screen()
    mover = w.state.turn
    name, other = w.state.players[mover], w.state.players[1 - mover]
    assert w.cover == w.status == (f"{name}'s turn: the others look away; {name}, press Show "
                                   "my tiles.")
    assert faces(w) == [] and not any(h["own"] for h in w.hands)
    assert [b["kind"] for b in w.buttons] == ["show_tiles", "new_game"]
    assert not send(w, {"kind": "tile", "tile": str(TILES[w.state.hands[mover][0]])})
    assert "press Show my tiles first" in w.error
    assert send(w, {"kind": "show_tiles"})
    mine = sorted(str(TILES[t]) for t in w.state.hands[mover])
    assert sorted(faces(w)) == mine and w.cover == ""  # his tiles only
    lead = w.state.legal_actions()[0]
    assert send(w, {"kind": "play", "move": w.state.move_text(lead)})
    while w.state.turn == mover and w.state.hand_over is None:  # a turn of doubles
        assert send(w, {"kind": "play", "move": w.state.move_text(w.state.legal_actions()[-1])})
    assert faces(w) == []  # covered again at once: the other is to come to the screen
    assert w.status == f"{other}'s turn: {name}, look away; {other}, press Show my tiles."
    assert send(w, {"kind": "show_tiles"})
    assert sorted(faces(w)) == sorted(str(TILES[t]) for t in w.state.hands[1 - mover])


def test_two_at_one_screen_undo_is_refused_while_the_hands_are_covered() -> None:
    """Issue 38: under the cover, Undo would take back the move of the one who looked away;
    it is refused with the reason, and nothing changes. Once shown, it takes the move back."""
    w = two_at_one_screen()
    mover = w.state.turn
    name, other = w.state.players[mover], w.state.players[1 - mover]
    assert send(w, {"kind": "show_tiles"})
    assert send(w, {"kind": "play", "move": w.state.move_text(w.state.legal_actions()[0])})
    while w.state.turn == mover and w.state.hand_over is None:  # a turn of doubles
        assert send(w, {"kind": "play", "move": w.state.move_text(w.state.legal_actions()[-1])})
    history, log, status = list(w.state.history), w.moves_log, w.status
    assert w.cover and "undo" in [b["kind"] for b in w.buttons]
    assert not send(w, {"kind": "undo"})
    assert w.error == ("Nothing is taken back while the tiles are covered: "
                       f"{other}, press Show my tiles first.")
    assert list(w.state.history) == history and w.moves_log == log and w.status == status
    assert faces(w) == []
    assert send(w, {"kind": "show_tiles"}) and send(w, {"kind": "undo"})  # shown: taken back
    assert w.state.turn == mover and w.state.table.is_empty and faces(w) == []
    assert w.cover.startswith(f"{name}'s turn")  # covered for the one whose move it was


def test_two_at_one_screen_offer_no_show_all_hands_and_no_bots_strength() -> None:
    w = two_at_one_screen(bot="search")
    assert not w.can_reveal and w.levels == []
    w.reveal = True  # even set from Python, the hidden hand stays hidden
    assert faces(w) == []
    alone = GameWidget("cross", players=["Ann", "Bot"], humans=[0], seed=5, pause=0,
                       bot="search")
    assert alone.can_reveal and alone.levels and alone.cover == ""


def test_two_at_one_screen_in_russian() -> None:
    w = GameWidget("cross", players=["Аня", "Боря"], humans=[0, 1], seed=5, pause=0, lang="ru")
    name = w.state.players[w.state.turn]
    assert w.status == f"Ход: {name}. Остальные, не смотрите; {name}, нажмите «Показать мои кости»."
    assert [b["label"] for b in w.buttons][0] == "Показать мои кости"


# -- New game, Undo -------------------------------------------------------------------------
def test_undo_after_new_game_in_a_two_player_match_brings_back_the_cover_and_the_match() -> None:
    w = two_at_one_screen()
    assert send(w, {"kind": "show_tiles"})
    assert send(w, {"kind": "play", "move": w.state.move_text(w.state.legal_actions()[0])})
    old = w.state
    assert send(w, {"kind": "new_game"}) and w.state is not old and faces(w) == []
    assert send(w, {"kind": "undo"}) and w.state is old and faces(w) == []


# -- advice that holds ----------------------------------------------------------------------
def test_the_same_hint_three_times_with_other_work_between_is_the_same() -> None:
    w = GameWidget("cross", players=["You", "Bot"], humans=[0], seed=5, pause=0.01)
    w.wait()
    panels = []
    for _ in range(3):
        assert send(w, {"kind": "hint"}) and w.wait(60)
        panels.append(w.hints)
        busy = Job((None for _ in range(50)), lambda err: None).start()  # other work
        sum(range(200_000))
        busy.cancel()
        w._hint.drop()
    assert panels[0]["moves"] and panels[0] == panels[1] == panels[2]


def test_a_bot_makes_the_same_move_again_after_an_undo() -> None:
    w = GameWidget("cross", players=["You", "Bot"], humans=[0], seed=5, pause=0, bot="search")
    st = w.state
    if st.turn != 0:
        send(w, {"kind": "new_game"})
    legal = [a for a in w.state.legal_actions() if a >= 0]
    assert send(w, {"kind": "play", "move": w.state.move_text(legal[0])})
    answered = [str(line) for line in w.moves_log[-1]["lines"]]
    assert send(w, {"kind": "undo"})
    assert send(w, {"kind": "play", "move": w.state.move_text(legal[0])})
    assert [str(line) for line in w.moves_log[-1]["lines"]] == answered


# -- numbers that agree ---------------------------------------------------------------------
def test_the_summary_names_its_columns_and_its_hand_total_is_the_score_sheets_row() -> None:
    w = GameWidget("cross", players=["You", "Bot"], humans=[], seed=3, pause=0)
    assert w.state.hand_over is not None
    summary = w.summary_html
    heads = re.findall(r'<th scope="col">([^<]+)</th>', summary)
    assert heads == ["Player", "Pips left", "In play", "At the end", "Hand total",
                     "Match total"]
    rows = re.findall(r'<tr><th scope="row">[^<]+</th>((?:<td[^>]*>[^<]*</td>)+)</tr>', summary)
    cells = [[int(c) for c in re.findall(r"<td[^>]*>([^<]*)</td>", row)] for row in rows]
    _label, in_play, at_end = hand_rows(w.state)[0]
    for p, row in enumerate(cells):
        assert row[1:4] == [in_play[p], at_end[p], in_play[p] + at_end[p]]
        sheet = re.findall(r'<td class="dw-points"[^>]*>([^<]+)</td>', w.scores_html)[p]
        assert int(sheet) == in_play[p] + at_end[p]


def test_the_summary_says_why_the_one_who_went_out_did_not_win_the_hand() -> None:
    for seed in range(40):
        w = GameWidget("cross", players=["You", "Bot"], humans=[], seed=seed, pause=0)
        result = w.state.results[0]
        _label, in_play, at_end = hand_rows(w.state)[0]
        hand = [a + b for a, b in zip(in_play, at_end, strict=True)]
        if result.reason == "domino" and hand[result.winner] < max(hand):
            assert "Yet " in w.summary_html and "scored more in this hand" in (
                w.summary_html)
            return
        assert "scored more in this hand" not in w.summary_html
    raise AssertionError("no hand in 40 where the one who went out scored less")


def test_the_end_of_the_match_says_the_settlement_in_words_with_its_sum() -> None:
    w = GameWidget("traditional", players=["Ann", "Bob"], humans=[], seed=11, pause=0)
    while not w.state.match_over:
        assert send(w, {"kind": "next_hand"})
    won, lost = w.state.scores[w.state.winner], w.state.scores[1 - w.state.winner]
    name = w.state.players[w.state.winner]
    assert (f"Settlement: {name} collects the difference from each loser, {won} − {lost} = "
            f"{won - lost}.") in w.status


# -- the lead, Cross in two hands, a click on nothing -----------------------------------------
def test_the_lead_has_a_marked_place_on_the_empty_table_named_in_the_status() -> None:
    you = ids("2:2 0:1 0:3 1:3 4:5 5:6 6:4")
    bot = ids("3:3 4:4 5:5 6:6 1:4 2:5 0:6")
    rest = tuple(i for i in range(28) if i not in you + bot)
    st = State.new("cross", ["You", "Bot"], deals=[Deal((you, bot), rest)])
    w = GameWidget(st, humans=[0], pause=0)
    assert w.state.turn == 0 and w.state.table.is_empty
    assert w.status == ("Your turn: you lead 2:2. Click it, or the marked place in the middle "
                        "of the table.")

    assert w.board_svg.count('class="dw-target"') == 1 and w.choices == []
    move = re.search(r'data-move="([^"]+)"', w.board_svg)
    assert move is not None
    assert send(w, {"kind": "tile", "tile": "2:2"})
    assert "2:2 leads: click the marked place in the middle of the table" in w.status
    assert send(w, {"kind": "play", "move": move.group(1)})
    assert [str(TILES[t]) for t in w.state.table.tile_ids()][:1] == ["2:2"]


def test_cross_in_two_hands_says_what_a_turn_is_from_its_first_status() -> None:
    w = GameWidget("cross-two-hands", players=["You", "Bot"], humans=[0], seed=0, pause=0,
                   bot="first")
    assert "Every turn each hand plays (one tile, or doubles)" in w.status
    assert send(w, {"kind": "keep_split"})
    assert w.state.turn == 0 and w.state.table.is_empty
    assert w.status == ("Your turn: play one tile, or doubles, from each hand; you lead 1:1 "
                        "first. Click it, or the marked place in the middle of the table.")
    assert send(w, {"kind": "play", "move": w.state.move_text(w.state.legal_actions()[0])})
    while w.state.turn == 0 and w.state.turn_plays:  # the other hand plays too
        assert send(w, {"kind": "play", "move": w.state.move_text(w.state.legal_actions()[0])})

    assert w.state.turn == 0 and not w.state.turn_plays  # the bot answered at once
    assert w.status == ("Your turn: play one tile, or doubles, from each hand: click a tile "
                        "that fits.")



def test_a_click_on_the_table_with_a_tile_selected_says_what_to_do() -> None:
    w = GameWidget("cross", players=["You", "Bot"], humans=[0], seed=5, pause=0)
    playable = [t for t in w.state.hands[0] if w._tile_actions(t)]
    assert send(w, {"kind": "tile", "tile": str(TILES[playable[0]])})
    assert send(w, {"kind": "board"})
    assert w.status.startswith(f"{TILES[playable[0]]} cannot go there: click a marked place")
    assert send(w, {"kind": "deselect"}) and send(w, {"kind": "board"})
    assert w.status.startswith("Nothing happens there: click a tile of your hand first.")


# -- the sandbox ----------------------------------------------------------------------------
def test_a_sandbox_edit_across_hands_is_told_in_the_status() -> None:
    from domino_widgets import SandboxWidget

    w = SandboxWidget(game="cross", players=["Ann", "Bob"], seed=2)
    ann = [str(TILES[t]) for t in w.state.hands[0]]
    bob = [str(TILES[t]) for t in w.state.hands[1]]
    assert send(w, {"kind": "set_hand", "player": 0, "tiles": " ".join(ann[:-1] + bob[:1])})
    assert w.status.startswith(f"Ann's hand is set: {bob[0]} came from Bob's hand; {ann[-1]} "
                               "went to Bob's hand.")
    assert send(w, {"kind": "set_hand", "player": 0, "tiles": " ".join(ann[:-2])})
    assert "went back to the boneyard" in w.status


def test_a_sandbox_hand_made_longer_from_another_hand_is_refused_with_the_reason() -> None:
    from domino_widgets import SandboxWidget

    w = SandboxWidget(game="cross", players=["Ann", "Bob"], seed=2)
    before = [tuple(h) for h in w.state.hands]
    bob = [str(TILES[t]) for t in w.state.hands[1]]
    ann = [str(TILES[t]) for t in w.state.hands[0]]
    assert not send(w, {"kind": "set_hand", "player": 0, "tiles": " ".join(ann + bob[:1])})
    assert w.error.startswith("Ann holds 7 tiles: 8 would leave Bob a tile short.")
    assert [tuple(h) for h in w.state.hands] == before


def test_a_sandbox_preview_draws_the_hand_without_the_tile_and_a_tile_click_shows_its_move(
        ) -> None:
    from domino_widgets import SandboxWidget

    w = SandboxWidget(game="cross", players=["Ann", "Bob"], seed=2)
    mover = w.state.turn
    tile = str(TILES[w.state.legal_actions()[0] >> 9])
    assert send(w, {"kind": "tile", "tile": tile, "player": mover})
    assert w.preview and f'data-tile="{tile}"' not in w.hands[mover]["svg"]
    assert tile in w.hands[mover]["tiles"]  # the box to edit keeps the hand as it is
    other = str(TILES[w.state.hands[1 - mover][0]])
    assert send(w, {"kind": "tile", "tile": other, "player": 1 - mover})
    assert "edit the tiles in the boxes and press Set hand" in w.status
