"""``GameWidget``: play any game with any mix of human and bot seats.

The page reports clicks (a hand tile, a highlighted end, a button); this class checks them
against the engine and answers by updating traits. Bots move one after another with a visible
pause, as a job on the kernel's event loop (``schedule.py``; ``pause=0`` makes them move at
once).
A Hint button lists the best moves of the human on turn. In Cross in two hands each human
first splits his 14 tiles into a left and a right hand (or keeps them as dealt).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

import traitlets

from ..bots.steps import Steps
from ..engine.actions import DRAW, END_TURN, LEAD, NEXT_HAND, PASS, end_of, placement, tile_of
from ..engine.errors import IllegalMoveError, OptionError
from ..engine.games import get_rules
from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import N_, _, language, ngettext
from ..engine.state import Move, State
from ..engine.tiles import SET_SIZE, TILES, parse_tile
from ..render.hand import hand_groups
from ..render.scores import YOU, count_tiles, game_title, you_or
from .base import (
    DominoWidget,
    Field,
    IntentError,
    reject_unknown,
    speaking,
    went_wrong,
    widget_language,
    words_of,
)
from .choosers import Chooser, resolve_bot
from .coaching import Coaching
from .hints import Hints, hinted, position_key, sentence_case
from .pictures import board_picture, hand_svg, scores_html
from .schedule import Job, finish_all
from .screen import SharedScreen
from .text import (
    LogLine,
    board_words,
    hand_end_text,
    log_groups,
    log_text,
    move_words,
    settlement_words,
    signed,
    summary_html,
)

SEAT: Field = (int, False)  # an intent may name the seat it is for; it must be on turn
LEVELS = {"beginner": (N_("Beginner"), "random"), "club": (N_("Club"), "greedy"),
          "strong": (N_("Strong"), "search")}  # the bots' strength: label, player
BOT_LEVEL = {player: level for level, (_, player) in LEVELS.items()}
HANDS = ("left", "right")  # Cross in two hands: a click names the hand holding the tile
PER_ROW = 8  # hand tiles in a row: a hand stays legible in a narrow widget
WORDS = {"show_all": N_("Show all hands"), "level": N_("Bots:"), "log": N_("The match so far"),
         "level_locked": N_("The bots' strength changes between hands."),
         "widget": N_("Domino game"), "language": N_("Language")}


def seat_names(players: int | Sequence[str] | None, humans: Sequence[object],
               game: str) -> list[str]:
    """Player names: given ones, or "You" / "Player k" for humans and "Bot k" for bots (in
    the current language; ``humans`` as given, checked later by ``check_humans``)."""
    if players is None:
        rules = get_rules(game)
        players = min(max(4, rules.min_players), rules.max_players)
    if isinstance(players, bool) or not isinstance(players, int | list | tuple):
        raise OptionError(_("players must be a number or a list of names"))
    if not isinstance(players, int):
        return list(players)
    if not humans:
        return [_("Player {n}").format(n=seat + 1) for seat in range(players)]
    names, bots = [], 0
    for seat in range(players):
        if seat in humans:
            names.append(_(YOU) if len(humans) == 1 else _("Player {n}").format(n=seat + 1))
        else:
            bots += 1
            names.append(_("Bot {n}").format(n=bots))
    return names


def check_humans(humans: object, n: int) -> list[int]:
    """The human seats: distinct seat numbers 0 to n-1."""
    if isinstance(humans, int) and not isinstance(humans, bool):
        humans = [humans]
    if not isinstance(humans, list | tuple | set | frozenset):
        raise OptionError(_("humans must be a list of seat numbers, not {value}").format(
            value=repr(humans)))
    seats = list(humans)
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise OptionError(_("humans: {value} is not a seat number from 0 to {last}").format(
                value=repr(seat), last=n - 1))
    if len(set(seats)) != len(seats):
        raise OptionError(_("humans: a seat is named twice"))
    return sorted(seats)


def tile_notation(tile_id: int) -> dict[str, Any]:
    """A tile as the page knows it, like a hand tile's data attributes: ``{"tile": "1:2"}``,
    with ``"copy": 1`` for a tile of the second set."""
    tile = TILES[tile_id]
    return {"tile": str(tile), "copy": tile.copy} if tile.copy else {"tile": str(tile)}


def not_held(name: str, tile: object, hand: str | None) -> str:
    """``Ann does not hold 1:2`` (``in the left hand``, Cross in two hands)."""
    if hand == "left":
        return you_or(name, _("You do not hold {tile} in the left hand"),
                      _("{name} does not hold {tile} in the left hand"), tile=tile)
    if hand == "right":
        return you_or(name, _("You do not hold {tile} in the right hand"),
                      _("{name} does not hold {tile} in the right hand"), tile=tile)
    return you_or(name, _("You do not hold {tile}"), _("{name} does not hold {tile}"),
                  tile=tile)


def at_hand_start(st: State) -> bool:
    """Whether the hand in play has not had its first move yet (Cross in two hands: the time
    to split the tiles)."""
    return (not st.match_over and st.hand_over is None and st.table.is_empty
            and st.bone_pos == 0 and st.turn_count == st.hand_turn0)


class GameWidget(Coaching, DominoWidget, Hints, SharedScreen):
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
        if isinstance(pause, bool) or not isinstance(pause, int | float) or pause < 0:
            raise OptionError(_("pause must be a number of seconds >= 0, not {value}").format(
                value=repr(pause)))
        if isinstance(game, State):
            if players is not None or seed is not None or options is not None:
                raise OptionError(_("players, seed and options come from the State given as "
                                    "game"))
            state = game
        elif isinstance(game, str):
            seats: list[object] = list(humans) if isinstance(
                humans, list | tuple | set | frozenset) else [humans]
            state = State.new(game, seat_names(players, seats, game), seed=seed, options=options)
        else:
            raise OptionError(_("game must be a game name or a State, not {value}").format(
                value=repr(game)))
        self._humans = check_humans(humans, state.n)
        self._chooser: Chooser = resolve_bot(bot, state.seed)
        self._level = BOT_LEVEL.get(bot, "") if isinstance(bot, str) else ""
        self._seed = state.seed
        self._new_games = 0
        self._state = state
        self._selected: int | None = None
        self._marks: list[int] = []  # history lengths before each human decision (undo)
        self._lines: list[LogLine] = []  # the match's moves, for the log
        self._bots: Job | None = None  # the bots' moves still to come
        self._viewer = self._humans[0] if self._humans else None
        self._notice = ""  # said once before the status: what Undo took back, ...
        self._left_matches: list[dict[str, Any]] = []  # what New game replaced (Undo)
        self._init_hints()
        self._init_screen()
        self._split_done: set[tuple[int, int, int]] = set()  # (new games, hand, seat)
        self._dealt_left: dict[tuple[int, int, int], list[str]] = {}
        super().__init__(game=state.rules.name, players=list(state.players),
                         humans=self._humans, reveal=bool(reveal), pause=float(pause), lang=code,
                         words=words_of(WORDS), levels=self._levels(),
                         can_reveal=len(self._humans) <= 1)
        self.observe(self._on_reveal, names="reveal")
        self._refresh()
        self._run_bots()

    def __repr__(self) -> str:
        """Stable text (no live position: the bots may change it at any moment)."""
        return f"GameWidget({self.game}, {len(self.players)} players)"

    def _levels(self) -> list[dict[str, str]]:
        """The bots' strengths to choose from, in the current language (none for bots set in
        the code, and none when every seat is a person's)."""
        if not self._level or len(self._humans) >= len(self._state.players):
            return []

        return [{"value": k, "label": _(label)} for k, (label, _player) in LEVELS.items()]

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

    def _bot_due(self) -> bool:
        st = self._state
        return (not st.match_over and st.hand_over is None and st.turn not in self._humans
                and self._splitter() is None)

    def _splitter(self) -> int | None:
        """Cross in two hands: the human seat that has still to split its tiles into a left
        and a right hand before the first move of this hand (None: nobody)."""
        st = self._state
        if not self._humans or not st.rules.two_hands or not at_hand_start(st):
            return None
        return next((p for p in self._humans
                     if (self._new_games, st.hand_no, p) not in self._split_done), None)

    def _tile_actions(self, tile_id: int) -> list[int]:
        """The legal placements of this tile (a second-set twin counts as the same tile)."""
        st = self._state
        legal = [a for a in st.legal_actions() if a >= 0]
        exact = [a for a in legal if tile_of(a) == tile_id]
        if exact:
            return exact
        twins = [a for a in legal if TILES[tile_of(a)].index == tile_id % SET_SIZE]
        rules = st.rules  # two hands: a twin in the other hand differs
        if rules.two_hands and tile_id in st.hands[st.turn]:
            mine = two_hands_of(st).hand_of(st, st.turn, tile_id)
            twins = [a for a in twins if two_hands_of(st).hand_of(st, st.turn, tile_of(a)) == mine]
        return twins

    # -- the picture -----------------------------------------------------------------------
    @speaking
    def _refresh(self) -> None:
        st = self._state
        covered = self._covered()
        human = self._human_turn() and not covered
        splitter = self._splitter()
        if self._shared():  # only the one to move sees his tiles, once he showed them
            self._viewer = None if covered else self._acting()
        elif human:
            self._viewer = st.turn
        elif splitter is not None:
            self._viewer = splitter
        if self._hints_at != position_key(st) or not human:
            self._drop_hint()
        hint_tile, hint_action = hinted(st, self._hints)
        legal = st.legal_actions()
        playable = set()
        if human:
            playable = {t for t in st.hands[st.turn] if self._tile_actions(t)}
        targets: dict[int, int] = {}
        choices: list[dict[str, Any]] = []
        if self._selected is not None:
            actions = self._tile_actions(self._selected)
            for a in actions:
                targets.setdefault(end_of(a), a)  # the lead's place too, on an empty table
            if len(actions) > len(targets):
                choices = [{"kind": "play", "move": st.move_text(a),
                            "label": sentence_case(move_words(st.describe(a)))}
                           for a in actions]
        elif human and st.table.is_empty:
            leads = [a for a in legal if a >= 0]
            if len(leads) == 1:  # one tile may lead, one way: its place is marked at once
                targets[end_of(leads[0])] = leads[0]
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
            if covered:
                self.buttons = self._cover_buttons() + self._undo_new_buttons()
            elif splitter is not None:
                self.buttons = self._split_buttons()
            else:
                self.buttons = self._buttons(legal, human)
            self.hints = self._hints
            self.scores_html = scores_html(st)
            self.summary_html = summary_html(st) if st.hand_over is not None else ""
            self.moves_log = log_groups(st, self._lines)
            if covered:
                status = self.cover
            elif splitter is not None:
                status = self._split_status(splitter)
            else:
                status = self._status_text(human)
            status = self._coach_refresh() or status
            self.status = f"{self._notice} {status}" if self._notice else status

    def _revealed(self) -> bool:
        """Whether every hand is shown ("Show all hands": never to several people at once)."""
        return self.reveal and self.can_reveal

    def _hand_entry(self, p: int, playable: set[int],
                    hint_tile: int | None = None) -> dict[str, Any]:
        st = self._state
        splitter = self._splitter()
        on_turn = p == st.turn and st.hand_over is None and not st.match_over
        if splitter is not None:
            on_turn = p == splitter
        ended = st.hand_over is not None or st.match_over
        face_up = self._revealed() or p == self._viewer or ended  # all shown at a hand's end
        selected = self._selected if on_turn else None
        options: dict[str, Any] = {"face_up": face_up,
                   "playable": playable if on_turn and splitter is None else None,
                   "selected": selected, "hinted": hint_tile if on_turn else None,
                   "per_row": PER_ROW}
        count = len(st.hands[p])
        label = f"{st.players[p]}: {count_tiles(count)}"
        if ended:
            pips = sum(TILES[t].pips for t in st.hands[p])
            label += ", " + ngettext("{n} pips", "{n} pips", pips).format(n=pips)
        entry = {"player": p, "name": st.players[p], "turn": on_turn,
                 "human": p in self._humans, "own": p == self._viewer, "count": count,
                 "label": label, "svg": hand_svg(st, p, **options) if count else ""}
        groups = hand_groups(st, p)
        if len(groups) > 1:  # Cross in two hands: each hand with its label, in words
            entry["groups"] = [{"label": f"{name}: {len(tiles)}", "hand": HANDS[k],
                                "svg": hand_svg(st, p, group=k, **options) if tiles else ""}
                               for k, (name, tiles) in enumerate(groups)]
        return entry

    def _between_hands(self) -> bool:
        """Whether the bots' strength may change now: between hands (or before the first
        tile of a hand)."""
        st = self._state
        return st.match_over or st.hand_over is not None or st.table.is_empty

    def _buttons(self, legal: list[int], human: bool) -> list[dict[str, Any]]:
        st = self._state
        out = []
        if human:
            for action, kind, label in ((DRAW, "draw", _("Draw a tile")),
                                        (PASS, "pass", _("Pass")),
                                        (END_TURN, "end_turn", _("End turn"))):
                if action in legal:
                    out.append({"kind": kind, "label": label})
            out.append({"kind": "hint", "label": _("Hint")})
        if st.hand_over is not None and not st.match_over:
            out.append({"kind": "next_hand", "label": _("Next hand")})
        return out + self._coach_buttons() + self._undo_new_buttons()

    def _undo_new_buttons(self) -> list[dict[str, Any]]:
        """Undo (a move of a human, or New game) and New game."""
        out = []
        if self._marks or self._left_matches:
            out.append({"kind": "undo", "label": _("Undo")})
        out.append({"kind": "new_game", "label": _("New game")})
        return out

    def _split_buttons(self) -> list[dict[str, Any]]:
        return [{"kind": "start_hand", "label": _("Start")},
                {"kind": "keep_split", "label": _("Keep as dealt")}] + self._undo_new_buttons()

    def _split_status(self, seat: int) -> str:
        st = self._state
        who = _("You") if len(self._humans) == 1 else _("{name}, you").format(
            name=st.players[seat])
        if self._selected is not None:
            return _("{who}: click a tile of the other hand to swap it with {tile}, or {tile} "
                     "again to let it go.").format(who=who, tile=TILES[self._selected])
        return _("{who}: split your 14 tiles into a left and a right hand of 7 before the hand "
                 "starts. Every turn each hand plays (one tile, or doubles), so give each hand "
                 "numbers that fit. Click a tile, then a tile of the other hand, to swap them; "
                 "then press Start (or Keep as dealt).").format(who=who)


    def _status_text(self, human: bool) -> str:
        st = self._state
        name = st.players[st.turn]
        if st.match_over:
            winner = st.players[st.winner] if st.winner is not None else _("nobody")
            return you_or(winner, _("The match is over: You win with {points} points. "
                                    "{settlement} Press New game to play again."),
                          _("The match is over: {name} wins with {points} points. "
                            "{settlement} Press New game to play again."),
                          points=max(st.scores), settlement=settlement_words(st))
        if st.hand_over is not None:
            return hand_end_text(st, st.hand_over) + " " + _("Press Next hand to go on.")
        if not human:
            return _("{name} is playing.").format(name=name)
        who = _("Your turn") if len(self._humans) == 1 else _("{name}, your turn").format(
            name=name)
        legal = st.legal_actions()
        if self._selected is not None:
            tile = TILES[self._selected]
            actions = self._tile_actions(self._selected)
            if len(actions) == 1 and end_of(actions[0]) == LEAD:
                return _("{who}: {tile} leads: click the marked place in the middle of the "
                         "table, or {tile} again, to play it.").format(who=who, tile=tile)
            if len(actions) == 1:
                return _("{who}: {tile} fits one place only. Click {tile} again, or the marked "
                         "place, to play it.").format(who=who, tile=tile)
            return _("{who}: click a highlighted end for {tile}.").format(who=who, tile=tile)
        leads = [a for a in legal if a >= 0] if st.table.is_empty else []
        if len(leads) == 1 and st.rules.two_hands:
            return _("{who}: play one tile, or doubles, from each hand; you lead {tile} first. "
                     "Click it, or the marked place in the middle of the table.").format(
                         who=who, tile=TILES[tile_of(leads[0])])
        if len(leads) == 1:
            return _("{who}: you lead {tile}. Click it, or the marked place in the middle of "
                     "the table.").format(who=who, tile=TILES[tile_of(leads[0])])

        if any(a >= 0 for a in legal):
            waiting = self._waiting_hand()
            if waiting == "left":
                hint = _("click a tile that fits (the left hand has still to play)")
            elif waiting == "right":
                hint = _("click a tile that fits (the right hand has still to play)")
            elif st.rules.two_hands:
                hint = _("play one tile, or doubles, from each hand: click a tile that fits")
            elif st.table.is_empty:
                hint = _("you lead: click a tile to lay it in the middle of the table")
            else:
                hint = _("click a tile that fits")
            if END_TURN in legal:
                hint = _("{hint}, or End turn").format(hint=hint)
            return f"{who}: {hint}."
        if DRAW in legal:
            return _("{who}: no tile fits, draw from the boneyard.").format(who=who)
        if END_TURN in legal:
            return _("{who}: nothing more to place, End turn.").format(who=who)
        return _("{who}: no tile fits and nothing can be drawn, pass.").format(who=who)

    def _waiting_hand(self) -> str | None:
        """Cross in two hands: the hand that has still to play in this turn, if any."""
        st = self._state
        if not st.rules.two_hands or not st.turn_plays:
            return None
        waiting = two_hands_of(st).plan(st, st.turn).waiting
        return ("left", "right")[waiting] if waiting is not None else None

    def _on_reveal(self, _change: dict[str, Any]) -> None:
        self._refresh()

    # -- changing the game -----------------------------------------------------------------
    def _apply(self, action: int, human: bool) -> Move:
        st = self._state
        mover, before, start, hand = st.turn, st.scores, len(st.history), st.hand_no
        ended = len(st.results)
        move = st.describe(action)
        st.apply(action)  # IllegalMoveError leaves the state unchanged
        if human:
            self._marks.append(start)
        self._selected = None
        if action != NEXT_HAND:
            points = signed(st.scores[mover] - before[mover]) if len(st.results) == ended else ""
            self._lines.append(LogLine(len(st.history), hand, mover, action == DRAW, move,
                                       points))
        if len(st.results) > ended:
            self._lines.append(LogLine(len(st.history), hand, None, False,
                                       result=len(st.results) - 1))
        return move

    def _check_seat(self, player: int | None) -> None:
        """Refuse an intent unless a human seat is on turn (and it is ``player``, if named)."""
        st = self._state
        if st.match_over:
            raise IllegalMoveError(_("The match is over: press New game to play again."))
        if st.hand_over is not None:
            raise IllegalMoveError(_("The hand is over: press Next hand."))
        self._check_uncovered()
        splitter = self._splitter()
        if splitter is not None:
            raise IllegalMoveError(you_or(
                st.players[splitter],
                _("You split the tiles into a left and a right hand first: press Start (or "
                  "Keep as dealt)"),
                _("{name} splits the tiles into a left and a right hand first: press Start "
                  "(or Keep as dealt)")))
        name = st.players[st.turn]
        if player is not None:
            if not 0 <= player < st.n:
                raise IntentError(_("there is no seat {n}").format(n=player))
            if player != st.turn:
                raise IllegalMoveError(you_or(
                    name, _("it is your turn, not {other}'s"), _("it is {name}'s turn, not "
                                                                "{other}'s"),
                    other=st.players[player]))
        if st.turn not in self._humans:
            raise IllegalMoveError(_("it is {name}'s turn: the bot plays by itself").format(
                name=name))

    def _human_action(self, action: int) -> None:
        if action not in self._state.legal_actions():
            raise IllegalMoveError(self._state.why_illegal(action))
        before = self._state.clone() if self._coach else None
        self._apply(action, human=True)
        self._refresh()
        if before is None or not self._judge_first(before, action):
            self._run_bots()

    def _held(self, text: str, hand: str | None, seat: int) -> int:
        """The tile of ``seat`` that a click names: its notation (``"1:2"``) and, in Cross in
        two hands, the hand that holds it (``"left"``, ``"right"``)."""
        st = self._state
        wanted = parse_tile(text).index
        mine = [t for t in st.hands[seat] if TILES[t].index == wanted]
        if hand is not None:
            if not st.rules.two_hands:
                raise IntentError(_("{game} has no left and right hands").format(
                    game=game_title(st)))
            if hand not in HANDS:
                raise IntentError(_("a hand is left or right, not {value}").format(
                    value=repr(hand))[:100])
            mine = [t for t in mine if two_hands_of(st).hand_of(st, seat, t) == HANDS.index(hand)]
        if not mine:
            raise IllegalMoveError(not_held(st.players[seat], TILES[wanted], hand))
        return mine[0]

    def _intent_tile(self, tile: str, hand: str | None = None,
                     player: int | None = None) -> None:
        splitter = self._splitter()
        if splitter is not None:
            self._split_click(self._held(tile, hand, self._check_splitter(player)), player)
            return
        self._check_seat(player)
        self._tile_click(self._held(tile, hand, self._state.turn))

    def _tile_click(self, id: int) -> None:  # noqa: A002
        """A click on tile ``id`` of the player on turn: select it, or play it."""
        st = self._state
        actions = self._tile_actions(id)
        if not actions:
            probe = placement(id, 0 if st.table.ends else LEAD)
            raise IllegalMoveError(st.why_illegal(probe))
        if len(actions) == 1 and self._selected == id:  # the second click: said, now played
            self._human_action(actions[0])
            return
        self._selected = None if self._selected == id else id
        self._refresh()

    def _intent_play(self, move: str, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(self._state.parse_move(move))

    def _intent_draw(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(DRAW)

    def _intent_pass(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(PASS)

    def _intent_end_turn(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(END_TURN)

    def _intent_hint(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._start_hint()

    def _hint_later(self) -> bool:
        return self.pause > 0  # like the bots: pause=0 does everything at once

    @speaking
    def hint(self) -> dict[str, Any]:
        """The hint panel for the human on turn, as the Hint button shows it."""
        self._intent_hint()
        self.wait()
        return self.hints

    # -- Cross in two hands: the split before a hand --------------------------------------
    def _check_splitter(self, player: int | None) -> int:
        """The seat splitting now (it must be ``player``, if named)."""
        st = self._state
        self._check_uncovered()
        seat = self._splitter()
        if seat is None:
            if not st.rules.two_hands:
                raise IllegalMoveError(_("{game} has no left and right hands to split").format(
                    game=game_title(st)))
            raise IllegalMoveError(_("the hands are split before the first move of a hand, "
                                     "not now"))
        if player is not None and player != seat:
            if not 0 <= player < st.n:
                raise IntentError(_("there is no seat {n}").format(n=player))
            raise IllegalMoveError(you_or(st.players[seat], _("You split the tiles now, not "
                                                              "{other}"),
                                          _("{name} splits the tiles now, not {other}"),
                                          other=st.players[player]))
        return seat

    def _split_click(self, tile_id: int, player: int | None) -> None:
        """A click on a tile while splitting: select it, or swap it with the selected tile
        of the other hand."""
        seat = self._check_splitter(player)
        st = self._state
        if not 0 <= tile_id < SET_SIZE * st.copies:
            raise IntentError(_("there is no tile number {n} in this game").format(n=tile_id))
        if tile_id not in st.hands[seat]:
            raise IllegalMoveError(not_held(st.players[seat], TILES[tile_id], None))
        rules = two_hands_of(st)
        chosen = self._selected
        if chosen is None or chosen not in st.hands[seat] or (
                rules.hand_of(st, seat, chosen) == rules.hand_of(st, seat, tile_id)):
            self._selected = None if chosen == tile_id else tile_id
            self._refresh()
            return
        left, _right = rules.hands_of(st, seat)
        key = (self._new_games, st.hand_no, seat)
        self._dealt_left.setdefault(key, [str(TILES[t]) for t in left])
        out, back = (chosen, tile_id) if chosen in left else (tile_id, chosen)
        new_left = [back if t == out else t for t in left]
        st.apply(rules.split_action(st, seat, [str(TILES[t]) for t in new_left]))
        self._selected = None
        self._refresh()

    def _finish_split(self, player: int | None, keep: bool) -> None:
        seat = self._check_splitter(player)
        st = self._state
        key = (self._new_games, st.hand_no, seat)
        if keep and key in self._dealt_left:
            st.apply(two_hands_of(st).split_action(st, seat, self._dealt_left[key]))
        self._split_done.add(key)
        self._selected = None
        self._refresh()
        self._run_bots()

    def _intent_start_hand(self, player: int | None = None) -> None:
        self._finish_split(player, keep=False)

    def _intent_keep_split(self, player: int | None = None) -> None:
        self._finish_split(player, keep=True)

    @speaking
    def split(self, left: Iterable[str] | None = None) -> None:
        """Cross in two hands, before a hand: the splitting human's left hand (7 tiles such as
        ``["3:5", "6:6", ...]``; the rest is the right hand) and start; None keeps the tiles
        as dealt."""
        seat = self._check_splitter(None)
        if left is not None:
            st = self._state
            st.apply(two_hands_of(st).split_action(st, seat, list(left)))
        self._finish_split(None, keep=left is None)

    def _intent_bot_level(self, level: str) -> None:
        if not self._level:
            raise IllegalMoveError(_("these bots are set in the code: their strength is fixed"))
        if level not in LEVELS:
            raise IntentError(_("unknown strength {value}").format(value=repr(level))[:100])
        if not self._between_hands():
            raise IllegalMoveError(_(WORDS["level_locked"]))
        self._level = level
        self._chooser = resolve_bot(LEVELS[level][1], self._state.seed)
        self._refresh()

    def _intent_deselect(self) -> None:
        self._selected = None
        self._refresh()

    def _intent_board(self) -> None:
        """A click on the table that hit no marked place: say what to do instead."""
        self._check_uncovered()
        if self._selected is not None:
            tile = TILES[self._selected]
            self._notice = _("{tile} cannot go there: click a marked place, or {tile} again "
                             "to let it go.").format(tile=tile)
        elif self._acting() is not None:
            self._notice = _("Nothing happens there: click a tile of your hand first.")
        self._refresh()

    def _handle_intent(self, content: Any) -> bool:
        self._notice = ""  # a notice is said once, until the next click
        return super()._handle_intent(content)

    def _intent_next_hand(self) -> None:
        st = self._state
        if st.match_over:
            raise IllegalMoveError(_("The match is over: press New game to play again."))
        if st.hand_over is None:
            raise IllegalMoveError(_("The hand is not over yet."))
        self._apply(NEXT_HAND, human=True)
        self._cover_all()
        self._refresh()
        self._run_bots()

    def _intent_undo(self) -> None:
        if not self._marks:
            if self._left_matches:
                self._bring_back_match()
                return
            raise IllegalMoveError(_("Nothing to undo: no move of yours yet."))
        self._stop_bots()
        st = self._state
        target = self._marks.pop()
        taken = [log_text(st, line) for line in self._lines
                 if line.n > target and line.result is None]
        while len(st.history) > target:
            st.undo()
        self._lines = [line for line in self._lines if line.n <= target]
        self._notice = (_("Taken back: {moves}.").format(moves="; ".join(taken)) if taken
                        else _("Back to the end of the hand."))
        self._cover_all()
        start = at_hand_start(st)  # back before the first move: the split is offered again
        self._split_done = {k for k in self._split_done
                            if k[0] != self._new_games or k[1] < st.hand_no
                            or (k[1] == st.hand_no and not start)}
        self._selected = None
        self.busy = False
        self._refresh()
        self._run_bots()

    def _intent_new_game(self) -> None:
        self._stop_bots()
        old = self._state
        if old.history and not old.match_over:  # a match under way: Undo brings it back
            self._left_matches.append({"state": old, "marks": self._marks,
                                       "lines": self._lines, "new_games": self._new_games})
            self._notice = _("A new match is dealt. Undo brings back the match you left.")
        self._new_games += 1
        self._state = State(old.rules, old.players, seed=f"{self._seed}/{self._new_games}")
        self._marks, self._lines, self._selected = [], [], None
        self._cover_all()
        self.busy = False
        self._refresh()
        self._run_bots()

    def _bring_back_match(self) -> None:
        """Undo of New game: the match it replaced, as it was left."""
        self._stop_bots()
        self._drop_hint()
        left = self._left_matches.pop()
        self._state, self._marks, self._lines = left["state"], left["marks"], left["lines"]
        self._new_games = left["new_games"]  # the splits of the dropped match are forgotten
        self._split_done = {k for k in self._split_done if k[0] <= self._new_games}
        self._dealt_left = {k: v for k, v in self._dealt_left.items() if k[0] <= self._new_games}
        self._selected = None
        self._cover_all()
        self._notice = _("The match you left is back, as it was.")
        self._refresh()
        self._run_bots()


    @speaking
    def play(self, tile_or_action: int | str, **where: Any) -> None:
        """Play for the human on turn from Python, like a click: an action number or a move
        in record notation (``w.play("1:6", on="1:1")``)."""
        self._check_seat(None)
        action = tile_or_action
        if isinstance(tile_or_action, str):
            action = self._state.find_placement(tile_or_action, **where)
        self._human_action(int(action))

    # -- the bots --------------------------------------------------------------------------
    def _bot_choice(self) -> Steps[int | None]:
        """The action of the bot on turn, in steps if it searches; None (and ``error`` set)
        if the bot did not give a legal one."""
        st = self._state
        name = st.players[st.turn]
        steps = getattr(self._chooser, "steps", None)
        try:  # on a copy: the search's steps leave the page free to change the real state
            choice = (yield from steps(st.clone())) if steps else self._chooser(st.clone())
        except Exception as err:  # a user's bot function may fail: report, do not raise
            self.error = _("the bot of {name} failed: {error}").format(
                name=name, error=f"{type(err).__name__}: {err}")[:300]
            return None
        action = choice.action if isinstance(choice, Move) else choice
        if isinstance(action, bool) or not isinstance(action, int) or (
                action not in st.legal_actions()):
            self.error = _("the bot of {name} chose {choice}, which is not a legal move").format(
                name=name, choice=repr(choice))[:300]
            return None
        return action

    def _bot_steps(self) -> Steps[None]:
        """The bots on turn move one after another, ``pause`` seconds apart."""
        while self._bot_due():
            if self.pause > 0:
                yield self.pause
            action = yield from self._bot_choice()
            if action is None:
                break
            self._apply(action, human=False)
            self._refresh()
        self.busy = False
        self._refresh()

    def _run_bots(self) -> None:
        """Let the bots on turn move: at once if ``pause`` is 0, else as a job on the event
        loop."""
        if self._coach_holds():
            return  # the bots wait for the coach's question to be answered
        self._stop_bots()
        if not self._bot_due():
            return
        job = Job(self._bot_steps(), self._bots_failed, lambda: self.lang)
        if self.pause <= 0:
            job.finish()
            return
        self.busy = True
        self._bots = job.start()

    def _bots_failed(self, err: BaseException) -> None:
        self.error = went_wrong(err)
        self.busy = False
        self._refresh()

    def _stop_bots(self) -> None:
        """Cancel the bot moves still to come (and forget a move the coach judges)."""
        self._coach_stop()
        if self._bots is not None:
            self._bots.cancel()
            self._bots = None
        self.busy = False

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
