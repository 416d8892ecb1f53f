"""``GameWidget``: play any game with any mix of human and bot seats.

The page reports clicks (a hand tile, a highlighted end, a button); this class checks them
against the engine and answers by updating traits. Bots move one after another with a visible
pause, as a job on the kernel's event loop (``schedule.py``; ``pause=0`` makes them move at
once).
A Hint button lists the best moves of the human on turn. In Cross in two hands each human
first splits his 14 tiles into a left and a right hand (or keeps them as dealt).

This module holds the widget's traits, its making and ``_refresh`` (which writes the traits);
its sections are parts beside it (``game_part.py`` lists them): the seats (``seats.py``), the
picture and the status (``game_picture.py``, ``game_status.py``), the clicks
(``game_clicks.py``), the split (``game_split.py``), the match and its log
(``game_match.py``), the bots (``game_bots.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import traitlets

from ..engine.i18n import language
from ..engine.state import State
from .base import (
    DominoWidget,
    Field,
    reject_unknown,
    speaking,
    widget_language,
    words_of,
)
from .coaching import Coaching
from .game_bots import Bots
from .game_clicks import Clicks
from .game_match import MatchMoves
from .game_picture import Picture
from .game_split import Splitting
from .hints import Hints, hinted, position_key
from .pictures import board_picture, scores_html
from .schedule import finish_all
from .screen import SharedScreen
from .seats import WORDS, check_humans, check_pause, match_of
from .seats import seat_names as seat_names
from .seats import tile_notation as tile_notation
from .text import board_words, log_groups, summary_html

SEAT: Field = (int, False)  # an intent may name the seat it is for; it must be on turn


class GameWidget(Picture, Clicks, Splitting, MatchMoves, Bots, Coaching, DominoWidget, Hints,
                 SharedScreen):
    """Play ``game`` in the notebook: click a tile in your hand, then a highlighted end.

    ``GameWidget("cross", players=["Ann", "Bot"], humans=[0], seed=1)``. ``game`` may also be
    a ``State`` to continue. ``bot`` is a name ("greedy", "first") or a function of the state
    that returns a legal action. ``pause`` is the time between bot moves in seconds.
    ``lang`` is the language it speaks ("en", "ru"; default the kernel's); the page switches it.

    On your turn, Hint lists the best moves with their expected result and a reason (also
    ``hint()`` from Python). In Cross in two hands you first split your 14 tiles into a left
    and a right hand: click a tile, then one of the other hand, to swap them, and press Start
    (or Keep as dealt; from Python ``split(left)``). Undo back to before the first move of a
    hand offers the split again.

    With several human seats (``humans=[0, 1]``: people taking turns at one screen) the hands
    are covered between their turns until the one to move presses Show my tiles
    (``screen.py``). New game keeps the match it replaces: Undo brings it back.

    The coach (``coaching.py``): when a hand ends, Review this hand opens its review below the
    game, and the bot can play the same deal in your seat; "What could they hold?" counts the
    tiles; ``coach=True`` (the teaching mode) offers to take back a move that loses more than
    the game's threshold, before the bots answer.
    """

    ARGS = ("game", "players", "humans", "seed", "options", "bot", "reveal", "pause", "lang",
            "coach")

    view = traitlets.Unicode("game").tag(sync=True)
    game = traitlets.Unicode("").tag(sync=True)
    players = traitlets.List(traitlets.Unicode()).tag(sync=True)
    humans = traitlets.List(traitlets.Int()).tag(sync=True)
    turn = traitlets.Int(0).tag(sync=True)
    hands = traitlets.List(traitlets.Dict()).tag(sync=True)
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    choices = traitlets.List(traitlets.Dict()).tag(sync=True)
    selected = traitlets.Dict().tag(sync=True)  # the tile clicked: {"tile": "1:2"}, or {}
    summary_html = traitlets.Unicode("").tag(sync=True)
    moves_log = traitlets.List(traitlets.Dict()).tag(sync=True)  # the match, hand by hand
    busy = traitlets.Bool(False).tag(sync=True)
    reveal = traitlets.Bool(False).tag(sync=True)
    hints = traitlets.Dict().tag(sync=True)
    levels = traitlets.List(traitlets.Dict()).tag(sync=True)  # the bots' strengths to choose
    level = traitlets.Unicode("").tag(sync=True)
    level_locked = traitlets.Bool(False).tag(sync=True)
    can_reveal = traitlets.Bool(True).tag(sync=True)  # "Show all hands": one human at most
    cover = traitlets.Unicode("").tag(sync=True)  # the hands are covered: what to do
    pause = traitlets.Float(0.4)

    FROM_PAGE: ClassVar[dict[str, type]] = {"reveal": bool}  # the "show all hands" box
    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        "tile": {"tile": (str, True), "hand": (str, False), "player": SEAT},
        "play": {"move": (str, True), "player": SEAT},
        "draw": {"player": SEAT},
        "pass": {"player": SEAT},
        "end_turn": {"player": SEAT},
        "hint": {"player": SEAT},
        "start_hand": {"player": SEAT},
        "keep_split": {"player": SEAT},
        "deselect": {},
        "bot_level": {"level": (str, True)},
        "undo": {},
        "next_hand": {},
        "new_game": {},
        "show_tiles": {"player": SEAT},
        "board": {},
        **Coaching.COACH_INTENTS,
    }

    def __init__(self, game: str | State = "cross", players: int | Sequence[str] | None = None,
                 humans: Sequence[int] | int = (0,), seed: int | str | None = None,
                 options: dict[str, Any] | None = None, bot: object = "greedy",
                 reveal: bool = False, pause: float = 0.4, lang: str | None = None,
                 coach: bool = False, **unknown: Any) -> None:
        code = widget_language(lang)
        self._init_coach(coach)
        with language(code):
            self._make(game, players, humans, seed, options, bot, reveal, pause, code, unknown)

    def _make(self, game: str | State, players: int | Sequence[str] | None,
              humans: Sequence[int] | int, seed: int | str | None,
              options: dict[str, Any] | None, bot: object, reveal: bool, pause: float,
              code: str, unknown: dict[str, Any]) -> None:
        reject_unknown(type(self).__name__, unknown, self.ARGS)
        pause = check_pause(pause)
        state = match_of(game, players, humans, seed, options)
        self._humans = check_humans(humans, state.n)
        self._init_bots(bot, state.seed)
        self._seed = state.seed
        self._new_games = 0
        self._state = state
        self._selected = None
        self._marks = []
        self._lines = []
        self._viewer = self._humans[0] if self._humans else None
        self._notice = ""
        self._left_matches = []
        self._init_hints()
        self._init_screen()
        self._init_split()
        super().__init__(game=state.rules.name, players=list(state.players),
                         humans=self._humans, reveal=bool(reveal), pause=pause, lang=code,
                         words=words_of(WORDS), levels=self._levels(),
                         can_reveal=len(self._humans) <= 1)
        self.observe(self._on_reveal, names="reveal")
        self._refresh()
        self._run_bots()

    def __repr__(self) -> str:
        """Stable text (no live position: the bots may change it at any moment)."""
        return f"GameWidget({self.game}, {len(self.players)} players)"

    def _speak(self) -> None:
        self.words = words_of(WORDS)
        self.levels = self._levels()
        self._refresh()
        self._hint_again()

    # -- reading the game ------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The engine state being played (read it; change it only through the widget); None
        once the widget is closed."""
        return self._state

    def _acting(self) -> int | None:
        """The human seat that acts now (splits, or is on turn), or None."""
        splitter = self._splitter()
        if splitter is not None:
            return splitter
        st = self._state
        if not st.match_over and st.hand_over is None and st.turn in self._humans:
            return st.turn
        return None

    def _human_turn(self) -> bool:
        st = self._state
        return (not st.match_over and st.hand_over is None and st.turn in self._humans
                and self._splitter() is None)

    # -- the picture: the parts work it out, _refresh writes it into the traits -------------
    @speaking
    def _refresh(self) -> None:
        st = self._state
        covered = self._covered()
        human = self._human_turn() and not covered
        splitter = self._splitter()
        self._look(covered, human, splitter)
        if self._hints_at != position_key(st) or not human:
            self._drop_hint()
        hint_tile, hint_action = hinted(st, self._hints)
        legal = st.legal_actions()
        playable = {t for t in st.hands[st.turn] if self._tile_actions(t)} if human else set()
        targets, choices = self._targets(human, legal)
        board, caption = board_picture(st, viewer=self._viewer, reveal=self._revealed(),
                                       targets=targets or None, hint=hint_action)
        with self.hold_sync():
            self.turn = st.turn
            self.selected = {} if self._selected is None else tile_notation(self._selected)
            self.board_svg = board
            self.board_caption = caption
            self.board_label = board_words(st)
            self.level = self._level
            self.level_locked = not self._between_hands()
            self.hands = [self._hand_entry(p, playable, hint_tile) for p in range(st.n)]
            self.choices = choices
            self.cover = self._cover_text() if covered else ""
            self.buttons = self._all_buttons(covered, splitter, legal, human)
            self.hints = self._hints
            self.scores_html = scores_html(st)
            self.summary_html = summary_html(st) if st.hand_over is not None else ""
            self.moves_log = log_groups(st, self._lines)
            self.status = self._status_line(covered, splitter, human)

    def _on_reveal(self, _change: dict[str, Any]) -> None:
        self._refresh()

    def _handle_intent(self, content: Any) -> bool:
        self._notice = ""  # a notice is said once, until the next click
        return super()._handle_intent(content)

    # -- from Python -------------------------------------------------------------------------
    @speaking
    def hint(self) -> dict[str, Any]:
        """The hint panel for the human on turn, as the Hint button shows it."""
        self._intent_hint()
        self.wait()
        return self.hints

    def close(self) -> None:
        """Stop the bots and close the widget; it lets its match go (``state`` is then None)."""
        if hasattr(self, "_hints"):  # absent if the constructor refused its arguments
            self._stop_bots()
            self._drop_hint()
            self._coach_close()
            self._state = None  # type: ignore[assignment]  # the match and its history
        super().close()

    @speaking
    def wait(self, timeout: float | None = 30.0) -> bool:
        """Finish now what the widget still has to do: the bots' moves (their pauses skipped)
        and a hint being sought (for scripts and tests); False if ``timeout`` seconds ran
        out first."""
        return finish_all([self._bots, self._hint_job, *self._coach_jobs()], timeout)

    def review(self, player: int | str | None = None, **options: Any) -> Any:
        """A ``ReviewWidget`` of the match's last finished hand: ``player``'s decisions (a seat
        or a name; default: the first human seat), in the widget's language; ``options`` as
        the review widget's (``hand``, ``work``, ``seed``)."""
        from .review import ReviewWidget

        if player is None:
            player = self._humans[0] if self._humans else 0
        return ReviewWidget(self._state, player, lang=self.lang, **options)
