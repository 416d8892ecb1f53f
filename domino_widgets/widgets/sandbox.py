"""``SandboxWidget``: set up a position and explore it.

Start from a record at any move, or from a new deal; set any player's hand from tile strings;
play and take back moves for whoever is on turn. Every legal move is listed with the points it
would score (tried on a clone). Choosing one shows the position after it and what each
opponent could answer with his real hand. A Hint button lists the best moves of the player on
turn (the search sees only what that player sees). In Cross in two hands a hand is set as a
left and a right hand.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..engine.actions import END_TURN, tile_of
from ..engine.errors import IllegalMoveError, OptionError
from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import N_, _, language, ngettext
from ..engine.record import Record, start_state
from ..engine.state import State
from ..engine.tiles import SET_SIZE, TILES, parse_tile
from ..render.scores import count_tiles, game_title, you_or
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
from .hints import Hints, hinted, position_key, sentence_case
from .pictures import board_picture, hand_svg, scores_html
from .replay import load
from .schedule import finish_all
from .seats import seat_names
from .text import board_words, hand_end_text, move_words

WORDS = {"moves": N_("Every move, with the points it scores"), "left": N_("Left"),
         "right": N_("Right"), "set_hand": N_("Set hand"), "set_hands": N_("Set hands"),
         "widget": N_("Sandbox: choose a move to see the position after it"),
         "language": N_("Language")}

_SEPARATORS = re.compile(r"[\s,;]+")


class _Stop(Exception):
    """Stops a replay at the wanted move."""


def state_at(record: Record, at: int) -> State:
    """The state of ``record`` after its first ``at`` moves."""
    total = len(record.moves())
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= total:
        raise OptionError(_("at must be a move number from 0 to {total}, not {value}").format(
            total=total, value=repr(at)))
    if at == 0:
        return start_state(record)
    found: list[State] = []

    def on_step(step: dict[str, Any], state: State) -> None:
        if step["n"] == at:
            found.append(state)
            raise _Stop

    try:
        record.replay(on_step)
    except _Stop:
        pass
    return found[0]


def parse_tiles(text: str) -> list[int]:
    """Tile strings separated by spaces or commas -> first-set tile ids."""
    return [parse_tile(part).index for part in _SEPARATORS.split(text.strip()) if part]


def finish_turn(state: State, mover: int) -> bool:
    """After a placement, end the turn of ``mover`` if it could go on (Cross's doubles)."""
    if state.turn == mover and state.turn_plays and END_TURN in state.legal_actions():
        state.apply(END_TURN)
        return True
    return False


def set_hand(state: State, player: int, tiles: list[int],
             left: int | None = None) -> State:
    """The position with ``player`` given exactly these tiles (first-set ids), made by
    ``State.edited``. They come from his hand, the boneyard or another hand (never the table);
    his old tiles go back where the new ones came from, the rest to the end of the boneyard.
    Cross in two hands: the first ``left`` tiles are his left hand, and every other player
    keeps his left and right hands, a tile given back taking the place of the one taken."""
    on_table = set(state.table.tile_ids())
    hands = [list(h) for h in state.hands]
    undrawn = list(state.boneyard[state.bone_pos:])
    old = hands[player]
    chosen: list[int] = []
    for index in tiles:
        copies = [index + SET_SIZE * c for c in range(state.copies)]
        free = [t for t in copies if t not in chosen and t not in on_table]
        if not free:
            if any(t in on_table for t in copies):
                raise IllegalMoveError(_("{tile} cannot be given: it is on the table").format(
                    tile=TILES[index]))
            raise IllegalMoveError(_("{tile} cannot be given: it is given twice").format(
                tile=TILES[index]))
        order = sorted(free, key=lambda t: (t not in old, t not in undrawn))
        chosen.append(order[0])
    released = [t for t in old if t not in chosen]
    swaps: dict[int, int] = {}
    for t in chosen:
        if t in old:
            continue
        if t in undrawn:
            undrawn[undrawn.index(t)] = released.pop(0) if released else -1
            continue
        owner = next(q for q, h in enumerate(hands) if t in h)
        hand = hands[owner]
        if not released:  # it would leave the other hand a tile short
            raise IllegalMoveError(short_hand(state, player, owner, len(tiles)))
        swaps[t] = given = released.pop(0)
        hand[hand.index(t)] = given
    undrawn = [t for t in undrawn if t >= 0] + released
    hands[player] = chosen
    if left is None:
        return state.edited(hands=dict(enumerate(hands)), boneyard=undrawn)
    split: dict[int | str, Sequence[int | str]] = {}
    two = two_hands_of(state)
    for q, (q_left, _right) in enumerate(two.hands_of(state, q) for q in range(state.n)):
        split[q] = chosen[:left] if q == player else [
            swaps.get(t, t) for t in q_left if swaps.get(t, t) is not None]
    return state.edited(hands=dict(enumerate(hands)), split=split, boneyard=undrawn)


def short_hand(state: State, player: int, owner: int, wanted: int) -> str:
    """Why a hand of ``wanted`` tiles is refused: the extra tile would come from ``owner``,
    leaving him a tile short."""
    return _("{name} holds {count}: {wanted} would leave {other} a tile short. Give as many "
             "tiles as {name} holds, or take the extra ones from the boneyard.").format(
                 name=state.players[player], count=count_tiles(len(state.hands[player])),
                 wanted=wanted, other=state.players[owner])


def _whereabouts(state: State, tile: int, boneyard: str, hand: str) -> str:
    """``boneyard`` or ``hand`` (a translated text) filled in for where ``tile`` is in
    ``state``: in nobody's hand, or in the hand of the player it names."""
    owner = next((q for q, h in enumerate(state.hands) if tile in h), None)
    if owner is None:
        return boneyard.format(tile=TILES[tile])
    return hand.format(tile=TILES[tile], name=state.players[owner])


def edit_words(before: State, after: State, player: int) -> str:
    """What a hand's edit did to the other hands and the boneyard, in one sentence: where
    each new tile came from and where each tile given up went."""
    name = before.players[player]
    old, new = set(before.hands[player]), set(after.hands[player])
    changes = [_whereabouts(before, t, _("{tile} came from the boneyard"),
                            _("{tile} came from {name}'s hand"))
               for t in after.hands[player] if t not in old]
    changes += [_whereabouts(after, t, _("{tile} went back to the boneyard"),
                             _("{tile} went to {name}'s hand"))
                for t in before.hands[player] if t not in new]
    if not changes:
        return _("{name}'s hand is set.").format(name=name)
    return _("{name}'s hand is set: {changes}.").format(name=name, changes="; ".join(changes))


class SandboxWidget(CountingToggle, DominoWidget, Hints):

    """Explore positions: ``SandboxWidget("quintuple-book", at=5)`` (a record at a move),
    ``SandboxWidget(state)`` or ``SandboxWidget(game="cross", players=3, seed=1)``; ``lang``
    is the language it speaks ("en", "ru"; default the kernel's)."""

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
        if isinstance(record, State):
            self._state = record
        elif record is not None:
            self._state = state_at(load(record), at)
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
        super().__init__(words=words_of(WORDS), lang=code)
        self._refresh()

    def _speak(self) -> None:
        self.words = words_of(WORDS)
        self._refresh()
        self._hint_again()

    def __repr__(self) -> str:
        """Stable text: the game, not the position (which the page changes)."""
        return f"SandboxWidget({self._state.rules.name}, {self._state.n} players)"

    @property
    def state(self) -> State:
        return self._state

    # -- what the page shows -----------------------------------------------------------------
    def move_points(self) -> list[tuple[int, int, bool]]:
        """(action, points for the mover, whether the hand ends) for every legal action."""
        st = self._state
        twin = st.clone()
        mover = st.turn
        out = []
        for action in st.legal_actions():
            before, results = twin.scores[mover], len(twin.results)
            steps = len(twin.history)
            twin.apply(action)
            finish_turn(twin, mover)
            out.append((action, twin.scores[mover] - before, len(twin.results) > results))
            while len(twin.history) > steps:
                twin.undo()
        return out

    @speaking
    def _refresh(self) -> None:
        st = self._state
        moves = []
        for action, points, ends in self.move_points():
            text = f"{points:+d}" if points else "0"
            if ends:
                text += ", " + _("hand ends")
            moves.append({"move": st.move_text(action),
                          "label": sentence_case(move_words(st.describe(action))),
                          "points": points, "points_text": text})
        if self._hints_at != position_key(st):
            self._drop_hint()
        hint_tile, hint_action = hinted(st, self._hints)
        buttons = []
        if st.hand_over is None and not st.match_over:
            buttons.append({"kind": "hint", "label": _("Hint")})
        if st.history or self._edits:
            buttons.append({"kind": "undo", "label": _("Undo")})
        board, caption = board_picture(st, reveal=True, hint=hint_action)
        after = self._after(self._preview) if self._preview is not None else None
        with self.hold_sync():
            self.board_svg = board
            self.board_caption = caption
            self.board_label = board_words(st)
            self.hands = [self._hand_entry(p, hint_tile, after) for p in range(st.n)]
            self.moves = moves
            self.preview = self._preview_of(self._preview) if self._preview is not None else {}
            self.buttons = buttons
            self.hints = self._hints
            self.scores_html = scores_html(st)
            self._show_counting()
            status = self._status_text()
            self.status = f"{self._notice} {status}" if self._notice else status

    def _after(self, action: int) -> State:
        """The position after ``action`` (its turn finished), on a copy."""
        twin = self._state.clone()
        mover = twin.turn
        twin.apply(action)
        finish_turn(twin, mover)
        return twin

    def _hand_entry(self, p: int, hint_tile: int | None = None,
                    after: State | None = None) -> dict[str, Any]:
        """A hand: its picture (during a preview, as it is after the move) and its tiles to
        edit (as they are now)."""
        st = self._state
        drawn = after if after is not None else st
        count = len(st.hands[p])
        on_turn = p == st.turn and st.hand_over is None and not st.match_over
        name = st.players[p]
        options: dict[str, Any] = {"face_up": True, "per_row": 8,
                                   "hinted": hint_tile if on_turn and after is None else None}
        entry = {"player": p, "name": name, "turn": on_turn, "human": True,
                 "svg": hand_svg(drawn, p, **options) if drawn.hands[p] else "",
                 "tiles": " ".join(str(TILES[t]) for t in st.hands[p]),
                 "tiles_label": _("The tiles of {name}").format(name=name),
                 "label": f"{name}: {count_tiles(count)}"}
        if st.rules.two_hands:  # Cross in two hands: the left and the right hand
            left, right = two_hands_of(st).hands_of(st, p)
            entry["tiles"] = " ".join(str(TILES[t]) for t in left)
            entry["right"] = " ".join(str(TILES[t]) for t in right)
            entry["left_label"] = _("The left hand of {name}").format(name=name)
            entry["right_label"] = _("The right hand of {name}").format(name=name)
            entry["groups"] = [{"label": f"{side}: {len(tiles)}",
                                "svg": hand_svg(drawn, p, group=k, **options) if tiles else ""}
                               for k, (side, tiles) in enumerate(
                                   zip((_("Left hand"), _("Right hand")),
                                       two_hands_of(drawn).hands_of(drawn, p), strict=True))]
        return entry

    def _status_text(self) -> str:
        st = self._state
        if st.match_over:
            return you_or(st.players[st.winner or 0], _("The match is over: You win."),
                          _("The match is over: {name} wins."))
        if st.hand_over is not None:
            return hand_end_text(st, st.hand_over)
        if self._preview is not None:
            return _("The board shows the position after this move. Play it, choose another "
                     "move, or go back.")
        count = len(st.legal_actions())
        moves = ngettext("{n} move", "{n} moves", count).format(n=count)
        return you_or(st.players[st.turn],
                      _("You are on turn. Choose a move to see the position after it and the "
                        "answers ({moves})."),
                      _("{name} is on turn. Choose a move to see the position after it and the "
                        "answers ({moves})."), moves=moves)

    def _preview_of(self, action: int) -> dict[str, Any]:
        st = self._state
        mover = st.turn
        move = st.describe(action)
        twin = self._after(action)
        points = twin.scores[mover] - st.scores[mover]
        answers = []
        for q in range(st.n):
            if q == mover:
                continue
            answers.append(self._answers(twin, q))
        title = _("After {name}: {move}").format(name=st.players[mover], move=move_words(move))
        title += " (" + (ngettext("{n} points", "{n} points", abs(points)).format(n=f"{points:+d}")
                         if points else _("no points")) + ")"  # the move's words hold commas
        if twin.hand_over is not None:
            title += ". " + hand_end_text(twin, twin.hand_over)
        svg, caption = board_picture(twin, reveal=True)
        buttons = [{"kind": "play", "move": str(move), "label": _("Play this move")},
                   {"kind": "clear_preview", "label": _("Back")}]
        return {"move": str(move), "title": title, "svg": svg, "caption": caption,
                "label": board_words(twin), "answers": answers, "buttons": buttons}

    @staticmethod
    def _answers(twin: State, q: int) -> dict[str, Any]:
        name = twin.players[q]
        if twin.hand_over is not None or twin.match_over:
            return {"player": q, "name": name, "title": name, "moves": []}
        actions = twin.rules.placements(twin, q)
        moves = [move_words(twin.describe(a)) for a in actions]
        if not moves:
            moves = [_("no tile fits: draws or passes")]
        title = (_("{name} could answer (next on turn)") if twin.turn == q
                 else _("{name} could answer")).format(name=name)
        return {"player": q, "name": name, "title": title, "moves": moves}

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
        two_hands = st.rules.two_hands
        if two_hands and right is None:
            raise IllegalMoveError(_("{game}: give the left and the right hand (right=...)")
                                   .format(game=game_title(st)))
        if not two_hands and right is not None:
            raise IllegalMoveError(_("{game}: a player holds one hand; there is no right hand "
                                     "to set").format(game=game_title(st)))
        ids = parse_tiles(tiles)
        if two_hands:
            edited = set_hand(st, player, ids + parse_tiles(right or ""), left=len(ids))
        else:
            edited = set_hand(st, player, ids)
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
        if isinstance(player, str):
            if player not in self._state.players:
                raise IntentError(_("there is no player {n}").format(n=repr(player)))
            player = self._state.players.index(player)
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
