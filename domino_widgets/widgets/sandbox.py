"""``SandboxWidget``: set up a position and explore it.

Start from a record at any move (its players named in the reader's alphabet), or from a new
deal; set any player's hand from tile strings; play and take back moves for whoever is on turn.
Every legal move is listed with the points it would score; choosing one shows the position
after it and what each opponent could answer with his real hand. A Hint button lists the best
moves of the player on turn (the search sees only what that player sees). In Cross in two hands
a hand is set as a left and a right hand. Positions and edits: ``sandbox_edits.py``; what the
page shows of them: ``sandbox_view.py``."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..engine.actions import tile_of
from ..engine.alphabet import players_seat, readers_names
from ..engine.errors import IllegalMoveError, OptionError
from ..engine.i18n import N_, _, language, ngettext
from ..engine.record import Record
from ..engine.state import State
from ..engine.tiles import SET_SIZE, TILES, parse_tile
from .base import (
    DominoWidget,
    Field,
    IntentError,
    reject_unknown,
    speaking,
    widget_language,
    words_of,
)
from .coaching import CountingToggle
from .hints import Hints, hinted, position_key
from .pictures import board_picture, scores_html
from .replay import load
from .sandbox_edits import edit_words, hand_given, state_at
from .sandbox_view import after, hand_entry, move_list, move_points, preview_of, status_text
from .schedule import finish_all
from .seats import seat_names
from .text import board_words

WORDS = {"moves": N_("Every move, with the points it scores"), "left": N_("Left"),
         "right": N_("Right"), "set_hand": N_("Set hand"), "set_hands": N_("Set hands"),
         "widget": N_("Sandbox: choose a move to see the position after it"),
         "language": N_("Language")}


class SandboxWidget(CountingToggle, DominoWidget, Hints):

    """Explore positions: ``SandboxWidget("quintuple-book", at=5)`` (a record at a move, its
    players named in the reader's alphabet), ``SandboxWidget(state)`` or
    ``SandboxWidget(game="cross", players=3, seed=1)``; ``lang`` is the language it speaks
    ("en", "ru"; default the kernel's)."""

    ARGS = ("record", "at", "game", "players", "seed", "options", "lang")

    view = traitlets.Unicode("sandbox").tag(sync=True)
    hands = traitlets.List(traitlets.Dict()).tag(sync=True)
    moves = traitlets.List(traitlets.Dict()).tag(sync=True)
    preview = traitlets.Dict().tag(sync=True)
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    hints = traitlets.Dict().tag(sync=True)

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        "preview": {"move": (str, True)},
        "play": {"move": (str, True)},
        "clear_preview": {},
        "undo": {},
        "hint": {},
        "set_hand": {"player": (int, True), "tiles": (str, True), "right": (str, False)},
        "tile": {"tile": (str, True), "player": (int, True)},
        **CountingToggle.COUNTING_INTENTS,  # What could they hold? (of the player on turn)
    }
    FROM_PAGE: ClassVar[dict[str, type]] = {}  # the page only sends intents

    def __init__(self, record: Record | State | str | Path | None = None, at: int = 0,
                 game: str | State = "cross", players: int | list[str] | None = None,
                 seed: int | str | None = None, options: dict[str, Any] | None = None,
                 lang: str | None = None, **unknown: Any) -> None:
        code = widget_language(lang)
        with language(code):
            self._make(record, at, game, players, seed, options, code, unknown)

    def _make(self, record: Record | State | str | Path | None, at: int, game: str | State,
              players: int | list[str] | None, seed: int | str | None,
              options: dict[str, Any] | None, code: str, unknown: dict[str, Any]) -> None:
        reject_unknown(type(self).__name__, unknown, self.ARGS)
        self._names: tuple[str, ...] = ()  # a record's own names, spelled for each language
        if isinstance(record, State):
            self._state = record
        elif record is not None:
            self._state = state_at(load(record), at)
            self._names = self._state.players
        elif isinstance(game, State):
            self._state = game
        elif isinstance(game, str):
            self._state = State.new(game, seat_names(players, [], game), seed=seed,
                                    options=options)
        else:
            raise OptionError(_("game must be a game name or a State, not {value}").format(
                value=repr(game)))
        self._edits: list[tuple[int, State]] = []  # (history length, the state before the edit)
        self._preview: int | None = None
        self._notice = ""  # said once before the status: what an edit did, ...
        self._init_hints()
        self._spell_names()
        super().__init__(words=words_of(WORDS), lang=code)
        self._refresh()

    def _speak(self) -> None:
        self.words = words_of(WORDS)
        self._spell_names()
        self._hint_again()
        self._refresh()

    def _spell_names(self) -> None:
        """A record's players named in the reader's alphabet (the current language): in the
        position, and in the positions before the edits that Undo goes back to."""
        if not self._names:
            return
        spelled = readers_names(list(self._names))
        names = [spelled[name] for name in self._names]
        self._state = self._state.respelled(names)
        self._edits = [(length, state.respelled(names)) for length, state in self._edits]

    def __repr__(self) -> str:
        """Stable text: the game, not the position (which the page changes)."""
        return f"SandboxWidget({self._state.rules.name}, {self._state.n} players)"

    @property
    def state(self) -> State:
        return self._state

    # -- what the page shows -----------------------------------------------------------------
    def move_points(self) -> list[tuple[int, int, bool]]:
        """(action, points for the mover, whether the hand ends) for every legal action."""
        return move_points(self._state)

    @speaking
    def _refresh(self) -> None:
        st = self._state
        if self._hints_at != position_key(st):
            self._drop_hint()
        hint_tile, hint_action = hinted(st, self._hints)
        buttons = []
        if st.hand_over is None and not st.match_over:
            buttons.append({"kind": "hint", "label": _("Hint")})
        if st.history or self._edits:
            buttons.append({"kind": "undo", "label": _("Undo")})
        board, caption = board_picture(st, reveal=True, hint=hint_action)
        later = after(st, self._preview) if self._preview is not None else None
        with self.hold_sync():
            self.board_svg = board
            self.board_caption = caption
            self.board_label = board_words(st)
            self.hands = [hand_entry(st, p, hint_tile, later) for p in range(st.n)]
            self.moves = move_list(st)
            self.preview = preview_of(st, self._preview) if self._preview is not None else {}
            self.buttons = buttons
            self.hints = self._hints
            self.scores_html = scores_html(st)
            self._show_counting()
            status = status_text(st, self._preview is not None)
            self.status = f"{self._notice} {status}" if self._notice else status

    # -- intents -----------------------------------------------------------------------------
    def _legal(self, action: int) -> int:
        if action not in self._state.legal_actions():
            raise IllegalMoveError(self._state.why_illegal(action))
        return action

    def _intent_preview(self, move: str) -> None:
        self._preview = self._state.parse_move(move)
        self._refresh()

    def _intent_clear_preview(self) -> None:
        self._preview = None
        self._refresh()

    def _intent_play(self, move: str) -> None:
        self._play(self._state.parse_move(move))

    def _play(self, action: int) -> None:
        self._state.apply(self._legal(action))
        self._preview = None
        self._refresh()

    HINT_KIND = "preview"  # a click on a hinted move shows the position after it

    def _intent_hint(self) -> None:
        self._start_hint()

    def _intent_undo(self) -> None:
        st = self._state
        if self._edits and self._edits[-1][0] == len(st.history):
            _length, self._state = self._edits.pop()  # the position before the edit
        elif st.history:
            st.undo()
            self._edits = [e for e in self._edits if e[0] <= len(st.history)]
        else:
            raise IllegalMoveError(_("nothing to undo"))
        self._preview = None
        self._refresh()

    def _intent_set_hand(self, player: int, tiles: str, right: str | None = None) -> None:
        st = self._state
        if not 0 <= player < st.n:
            raise IntentError(_("there is no player {n}").format(n=player))
        if len(tiles) > 400 or len(right or "") > 400:
            raise IntentError(_("too many tiles"))
        edited = hand_given(st, player, tiles, right)
        self._edits.append((len(st.history), st))
        self._state = edited
        self._preview = None
        self._notice = edit_words(st, edited, player)
        self._refresh()

    def _intent_tile(self, tile: str, player: int) -> None:
        """A click on a hand tile: the player on turn's tile shows its move (the first of
        them, if several); any other says what to do."""
        st = self._state
        if not 0 <= player < st.n:
            raise IntentError(_("there is no player {n}").format(n=player))
        wanted = parse_tile(tile).index
        held = [t for t in st.hands[player] if t % SET_SIZE == wanted]
        if not held:
            raise IllegalMoveError(_("{name} does not hold {tile}").format(
                name=st.players[player], tile=TILES[wanted]))
        if player != st.turn or st.hand_over is not None or st.match_over:
            self._notice = _("{tile} is in {name}'s hand, and it is not {name}'s turn. To move "
                             "it to another hand, edit the tiles in the boxes and press Set "
                             "hand.").format(tile=TILES[wanted], name=st.players[player])
            self._refresh()
            return
        actions = [a for a in st.legal_actions() if a >= 0 and tile_of(a) in held]
        if not actions:
            self._notice = _("{tile} fits nowhere now.").format(tile=TILES[wanted])
        else:
            self._preview = actions[0]
            if len(actions) > 1:
                self._notice = ngettext("{tile} can be played {n} way: the first is shown.",
                                        "{tile} can be played {n} ways: the first is shown; "
                                        "choose another in the list of moves.",
                                        len(actions)).format(tile=TILES[wanted], n=len(actions))
        self._refresh()

    def _handle_intent(self, content: Any) -> bool:
        self._notice = ""  # a notice is said once, until the next click
        return super()._handle_intent(content)

    # -- from Python -------------------------------------------------------------------------
    @speaking
    def play(self, move: int | str, **where: Any) -> None:
        """Play for the player on turn: an action, or a tile in record notation."""
        action = (self._state.find_placement(move, **where) if isinstance(move, str)
                  else move)
        self._play(action)

    @speaking
    def set_hand(self, player: int | str, tiles: str, right: str | None = None) -> None:
        """Give a player (seat number or name) these tiles: ``set_hand("Ann", "1:1 2:3")``.
        Cross in two hands: ``tiles`` is the left hand and ``right`` the right hand."""
        if isinstance(player, str):  # a name in either alphabet (Андрей or Andrey)
            seat = players_seat(self._state.players, player)
            if seat is None:
                raise IntentError(_("there is no player {n}").format(n=repr(player)))
            player = seat
        self._intent_set_hand(player, tiles, right)

    @speaking
    def hint(self) -> dict[str, Any]:
        """The hint panel for the player on turn (as the Hint button shows it)."""
        self._intent_hint()
        self.wait()
        return self.hints

    @speaking
    def wait(self, timeout: float | None = 30.0) -> bool:
        """Finish now a hint being sought (for scripts and tests); False if ``timeout``
        seconds ran out first."""
        return finish_all([self._hint_job], timeout)

    def close(self) -> None:
        """Stop a hint still being sought and close the widget."""
        if hasattr(self, "_hints"):  # absent if the constructor refused its arguments
            self._drop_hint()
        super().close()
