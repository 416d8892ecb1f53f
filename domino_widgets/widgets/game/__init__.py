"""``GameWidget``: a game of dominoes in the notebook, any mix of human and bot seats; one
controller, in this module (as python-chess keeps its ``Board`` in ``chess/__init__.py``).

The page reports clicks (a hand tile, a highlighted end, a button) as intents; the table at
the end of the class (``_TABLE``) names each one's fields and handler. A handler checks whose
turn it is, hands the move to the match and answers by ``_refresh``, the one method that writes
the traits. The widget owns the match and holds the parts that are things of their own, each
an object in a module of this package:

- ``match.py``: the match, its log and where Undo goes back to; ``apply`` is the one door of a
  move into the engine (whose ``State.apply`` is the one check of its legality);
- ``split.py``: Cross in two hands' split of the tiles before a hand, one per match;
- ``screen.py``: the cover of several people at one screen;
- ``bots.py``: the bots' chooser, their strength and the schedule of their moves;
- ``hint.py``: the hint of the human on turn;
- ``..coaching.Coach``: the review of a hand, the teaching mode, the counting box and the same
  deal played by the bot.

``words.py`` words the status line and the buttons (plain functions of the match).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

import traitlets

from ...bots.steps import Steps
from ...engine.actions import DRAW, END_TURN, LEAD, NEXT_HAND, PASS, end_of, placement, tile_of
from ...engine.errors import IllegalMoveError
from ...engine.games.cross_two_hands import two_hands_of
from ...engine.i18n import _, language, ngettext
from ...engine.notation import parse_action
from ...engine.state import State
from ...engine.tiles import SET_SIZE, TILES, parse_tile
from ...render.hand import hand_groups
from ...render.scores import count_tiles, game_title, you_or
from ..base import (
    DominoWidget,
    Field,
    IntentError,
    reject_unknown,
    speaking,
    went_wrong,
    widget_language,
    words_of,
)
from ..coaching import Coach
from ..hints import hinted, sentence_case
from ..panel import Panelled
from ..pictures import board_picture, hand_svg, scores_html
from ..schedule import finish_all
from ..seats import HANDS, WORDS, check_humans, check_pause, match_of, not_held, tile_notation
from ..text import board_words, log_groups, move_words, summary_html
from .bots import BotError, Bots, not_a_move
from .hint import GameHint
from .match import Match
from .screen import Cover
from .split import Split
from .words import (
    bot_lead_words,
    play_buttons,
    selected_status,
    split_buttons,
    split_status,
    status_between,
    turn_status,
    your_turn,
)

SEAT: Field = (int, False)  # an intent may name the seat it is for; it must be on turn
PER_ROW = 8  # hand tiles in a row: a hand stays legible in a narrow widget


class GameWidget(Panelled):
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
    are covered between their turns until the one to move presses Show my tiles; nothing is
    played or taken back while they are covered. New game keeps the match it replaces: Undo
    brings it back.

    The coach (``coaching.py``): when a hand ends, Review this hand opens its review below the
    game (with several humans, each reviews his own), and the bot can play the same deal in
    your seat; "What could they hold?" counts the tiles; ``coach=True`` (the teaching mode)
    offers to take back a move that loses more than the game's threshold, before the bots
    answer.
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
    counting = traitlets.Dict().tag(sync=True)  # "What could they hold?": {"on", "label", ...}
    coach_offer = traitlets.Dict().tag(sync=True)  # the teaching mode's take-back offer, or {}
    duplicate = traitlets.Dict().tag(sync=True)  # the same deal by the bot: {"title", ...}
    pause = traitlets.Float(0.4)

    FROM_PAGE: ClassVar[dict[str, type]] = {"reveal": bool}  # the "show all hands" box

    def __init__(self, game: str | State = "cross", players: int | Sequence[str] | None = None,
                 humans: Sequence[int] | int = (0,), seed: int | str | None = None,
                 options: dict[str, Any] | None = None, bot: object = "greedy",
                 reveal: bool = False, pause: float = 0.4, lang: str | None = None,
                 coach: bool = False, **unknown: Any) -> None:
        code = widget_language(lang)
        with language(code):
            self._make(game, players, humans, seed, options, bot, reveal, pause, code, coach,
                       unknown)

    def _make(self, game: str | State, players: int | Sequence[str] | None,
              humans: Sequence[int] | int, seed: int | str | None,
              options: dict[str, Any] | None, bot: object, reveal: bool, pause: float,
              code: str, coach: bool, unknown: dict[str, Any]) -> None:
        reject_unknown(type(self).__name__, unknown, self.ARGS)
        pause = check_pause(pause)
        state = match_of(game, players, humans, seed, options)
        self._humans = check_humans(humans, state.n)
        self._bots = Bots(bot, state.seed)
        self._seed = state.seed
        self._match = Match(state, 0, self._humans)
        self._left: list[Match] = []  # the matches New game put aside (Undo brings one back)
        self._selected: int | None = None  # the tile clicked
        self._viewer: int | None = self._humans[0] if self._humans else None  # tiles face up
        self._notice = ""  # said once before the status: what Undo took back, ...
        self._cover = Cover(self._humans)
        self._hint = GameHint(lambda: self._match.state, self._refresh, lambda: self.lang,
                              lambda: self.pause > 0)  # like the bots: pause=0 does it at once
        self._coach = Coach(coach, self._refresh, self._judged, self.show_below,
                            lambda: self.lang)
        super().__init__(game=state.rules.name, players=list(state.players),
                         humans=self._humans, reveal=bool(reveal), pause=pause, lang=code,
                         words=words_of(WORDS), levels=self._bots.levels(self._humans, state.n),
                         can_reveal=len(self._humans) <= 1)
        self.observe(self._on_reveal, names="reveal")
        self._refresh()
        self._run_bots()

    def __repr__(self) -> str:
        """Stable text (no live position: the bots may change it at any moment)."""
        return f"GameWidget({self.game}, {len(self.players)} players)"

    def _speak(self) -> None:
        self.words = words_of(WORDS)
        self.levels = self._bots.levels(self._humans, self.state.n)
        self._refresh()
        self._hint.again()

    # -- reading the game ------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The engine state being played (read it; change it only through the widget); None
        once the widget is closed."""
        return self._match.state

    def _splitter(self) -> int | None:
        """Cross in two hands: the human seat still to split its tiles (None: nobody)."""
        return self._match.split.splitter(self._match.state)

    def _acting(self) -> int | None:
        """The human seat that acts now (splits, or is on turn), or None."""
        splitter = self._splitter()
        if splitter is not None:
            return splitter
        st = self._match.state
        if not st.match_over and st.hand_over is None and st.turn in self._humans:
            return st.turn
        return None

    def _human_turn(self) -> bool:
        st = self._match.state
        return (not st.match_over and st.hand_over is None and st.turn in self._humans
                and self._splitter() is None)

    def _bot_due(self) -> bool:
        st = self._match.state
        return (not st.match_over and st.hand_over is None and st.turn not in self._humans
                and self._splitter() is None)

    def _hint_running(self) -> bool:
        """Whether a hint is still being sought (as in the sandbox: tests wait on it)."""
        return self._hint.running()

    def _between_hands(self) -> bool:
        """Whether the bots' strength may change now: between hands (or before the first
        tile of a hand)."""
        st = self._match.state
        return st.match_over or st.hand_over is not None or st.table.is_empty

    def _tile_actions(self, tile_id: int) -> list[int]:
        """The legal placements of this tile (a second-set twin counts as the same tile): the
        places marked for it."""
        st = self._match.state
        legal = [a for a in st.legal_actions() if a >= 0]
        exact = [a for a in legal if tile_of(a) == tile_id]
        if exact:
            return exact
        twins = [a for a in legal if TILES[tile_of(a)].index == tile_id % SET_SIZE]
        if st.rules.two_hands and tile_id in st.hands[st.turn]:  # a twin in the other hand
            hands = two_hands_of(st)
            mine = hands.hand_of(st, st.turn, tile_id)
            twins = [a for a in twins if hands.hand_of(st, st.turn, tile_of(a)) == mine]
        return twins

    # -- the picture: worked out here, written into the traits by _refresh only -------------
    @speaking
    def _refresh(self) -> None:
        st = self._match.state
        acting = self._acting()
        covered = self._cover.covers(acting)
        human = self._human_turn() and not covered
        splitter = self._splitter()
        self._look(covered, human, splitter, acting)
        hints = self._hint.panel(human)
        hint_tile, hint_action = hinted(st, hints)
        legal = st.legal_actions()
        playable = {t for t in st.hands[st.turn] if self._tile_actions(t)} if human else set()
        targets, choices = self._targets(human, legal)
        board, caption = board_picture(st, viewer=self._viewer, reveal=self._revealed(),
                                       targets=targets or None, hint=hint_action)
        first_human = self._humans[0] if self._humans else None
        with self.hold_sync():
            self.turn = st.turn
            self.selected = {} if self._selected is None else tile_notation(self._selected)
            self.board_svg = board
            self.board_caption = caption
            self.board_label = board_words(st)
            self.level = self._bots.level
            self.level_locked = not self._between_hands()
            self.hands = [self._hand_entry(p, playable, splitter, hint_tile)
                          for p in range(st.n)]
            self.choices = choices
            self.cover = self._cover.text(st, acting) if covered else ""
            self.buttons = self._all_buttons(covered, splitter, legal, human, acting)
            self.hints = hints
            self.scores_html = scores_html(st)
            self.summary_html = summary_html(st) if st.hand_over is not None else ""
            self.moves_log = log_groups(st, self._match.lines)
            self.counting = self._coach.counting(st, self._viewer, self._humans)
            self.coach_offer = self._coach.offer_panel()
            self.duplicate = self._coach.duplicate.panel(st, first_human)
            self.status = self._status_line(covered, splitter, human, acting)

    def _look(self, covered: bool, human: bool, splitter: int | None,
              acting: int | None) -> None:
        """Whose tiles are face up: with several people at the screen only the one to move,
        once he showed them; else the human on turn, or the one splitting his tiles."""
        if self._cover.shared:
            self._viewer = None if covered else acting
        elif human:
            self._viewer = self._match.state.turn
        elif splitter is not None:
            self._viewer = splitter

    def _targets(self, human: bool,
                 legal: list[int]) -> tuple[dict[int, int], list[dict[str, Any]]]:
        """The places marked on the table (end -> action) for the selected tile, or a lone
        lead's at once, and the moves as buttons when a place does not tell them apart."""
        st = self._match.state
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
        return targets, choices

    def _revealed(self) -> bool:
        """Whether every hand is shown ("Show all hands": never to several people at once)."""
        return self.reveal and self.can_reveal

    def _hand_entry(self, p: int, playable: set[int], splitter: int | None,
                    hint_tile: int | None) -> dict[str, Any]:
        st = self._match.state
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

    def _all_buttons(self, covered: bool, splitter: int | None, legal: list[int],
                     human: bool, acting: int | None) -> list[dict[str, Any]]:
        if covered:
            return self._cover.buttons(acting) + self._undo_new_buttons()
        if splitter is not None:
            return split_buttons() + self._undo_new_buttons()
        st = self._match.state
        return (play_buttons(st, legal, human) + self._coach.buttons(st, self._humans)
                + self._undo_new_buttons())

    def _undo_new_buttons(self) -> list[dict[str, Any]]:
        """Undo (a move of a human, or New game) and New game."""
        out = []
        if self._match.marks or self._left:
            out.append({"kind": "undo", "label": _("Undo")})
        out.append({"kind": "new_game", "label": _("New game")})
        return out

    def _status_line(self, covered: bool, splitter: int | None, human: bool,
                     acting: int | None) -> str:
        """The status: what to do now (the coach's question first), after a notice."""
        st = self._match.state
        if covered:
            status = self._cover.text(st, acting)
        elif splitter is not None:
            status = split_status(st, splitter, len(self._humans) == 1, self._selected)
        else:
            status = self._status_text(human)
        status = self._coach.status() or status
        return f"{self._notice} {status}" if self._notice else status

    def _status_text(self, human: bool) -> str:
        st = self._match.state
        said = status_between(st, human)
        if said is not None:
            return said
        who = your_turn(st, len(self._humans) == 1)
        if self._selected is not None:
            status = selected_status(who, TILES[self._selected],
                                     self._tile_actions(self._selected))
        else:
            status = turn_status(st, who)
        lead = self._match.bot_lead(self._humans)  # said until the human moves (issue 38)
        return f"{bot_lead_words(st, lead)} {status}" if lead is not None else status

    def _on_reveal(self, _change: dict[str, Any]) -> None:
        self._refresh()

    # -- the intents: checked against the match, then played -------------------------------
    def _dispatch(self, kind: str, fields: dict[str, Any]) -> None:
        """Act on a checked intent through ``HANDLERS`` (while the coach judges a move or
        offers it back, the moves wait)."""
        self._notice = ""  # a notice is said once, until the next click
        waiting = self._coach.waits(kind)
        if waiting is not None:
            raise IllegalMoveError(waiting)
        self.HANDLERS[kind](self, **fields)

    def _check_seat(self, player: int | None) -> None:
        """Refuse an intent unless a human seat is on turn (and it is ``player``, if named)
        and can see his tiles."""
        st = self._match.state
        if st.match_over:
            raise IllegalMoveError(_("The match is over: press New game to play again."))
        if st.hand_over is not None:
            raise IllegalMoveError(_("The hand is over: press Next hand."))
        self._cover.check_uncovered(st, self._acting())
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

    def _check_splitter(self, player: int | None) -> int:
        """The seat splitting now, able to see his tiles (it must be ``player``, if named)."""
        st = self._match.state
        self._cover.check_uncovered(st, self._acting())
        return self._match.split.check(st, player)

    def _held(self, text: str, hand: str | None, seat: int) -> int:
        """The tile of ``seat`` that a click names: its notation (``"1:2"``) and, in Cross in
        two hands, the hand that holds it (``"left"``, ``"right"``)."""
        st = self._match.state
        wanted = parse_tile(text).index
        mine = [t for t in st.hands[seat] if TILES[t].index == wanted]
        if hand is not None:
            if not st.rules.two_hands:
                raise IntentError(_("{game} has no left and right hands").format(
                    game=game_title(st)))
            if hand not in HANDS:
                raise IntentError(_("a hand is left or right, not {value}").format(
                    value=repr(hand))[:100])
            hands = two_hands_of(st)
            mine = [t for t in mine if hands.hand_of(st, seat, t) == HANDS.index(hand)]
        if not mine:
            raise IllegalMoveError(not_held(st.players[seat], TILES[wanted], hand))
        return mine[0]

    def _play_human(self, action: int) -> None:
        """The human on turn plays ``action`` (the engine refuses an illegal one); in the
        teaching mode the coach judges it before the bots answer."""
        before = self._match.state.clone() if self._coach.teaching else None
        self._match.apply(action, human=True)
        self._selected = None
        self._refresh()
        if before is not None and self._coach.judge_first(before, action, self._humans,
                                                          self.pause):
            if self._coach.judging is not None:  # judged on the event loop: a moment
                self.busy = True
                self._refresh()
            return
        self._run_bots()

    def _on_tile(self, tile: str, hand: str | None = None, player: int | None = None) -> None:
        """A click on a hand tile: selects it, plays it (its second click, where it fits one
        place), or, while a human splits his tiles, swaps it."""
        st = self._match.state
        if self._splitter() is not None:
            seat = self._check_splitter(player)
            self._selected = self._match.split.click(st, seat, self._held(tile, hand, seat),
                                                     self._selected)
            self._refresh()
            return
        self._check_seat(player)
        tile_id = self._held(tile, hand, st.turn)
        actions = self._tile_actions(tile_id)
        if not actions:  # why it fits nowhere, in the engine's words
            raise IllegalMoveError(st.why_illegal(placement(tile_id,
                                                            0 if st.table.ends else LEAD)))
        if len(actions) == 1 and self._selected == tile_id:  # the second click: played
            self._play_human(actions[0])
            return
        self._selected = None if self._selected == tile_id else tile_id
        self._refresh()

    def _on_play(self, move: str, player: int | None = None) -> None:
        """A marked place (or a move button): the move in notation."""
        self._check_seat(player)
        self._play_human(parse_action(self._match.state, move))

    def _on_draw(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._play_human(DRAW)

    def _on_pass(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._play_human(PASS)

    def _on_end_turn(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._play_human(END_TURN)

    def _on_hint(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._hint.start()

    def _on_deselect(self) -> None:
        self._selected = None
        self._refresh()

    def _on_board(self) -> None:
        """A click on the table that hit no marked place: say what to do instead."""
        self._cover.check_uncovered(self._match.state, self._acting())
        if self._selected is not None:
            tile = TILES[self._selected]
            self._notice = _("{tile} cannot go there: click a marked place, or {tile} again "
                             "to let it go.").format(tile=tile)
        elif self._acting() is not None:
            self._notice = _("Nothing happens there: click a tile of your hand first.")
        self._refresh()

    def _on_start_hand(self, player: int | None = None) -> None:
        self._finish_split(player, keep=False)

    def _on_keep_split(self, player: int | None = None) -> None:
        self._finish_split(player, keep=True)

    def _finish_split(self, player: int | None, keep: bool) -> None:
        seat = self._check_splitter(player)
        self._match.split.finish(self._match.state, seat, keep)
        self._selected = None
        self._refresh()
        self._run_bots()

    def _on_show_tiles(self, player: int | None = None) -> None:
        self._cover.show(self._match.state, self._acting(), player)
        self._refresh()

    def _on_bot_level(self, level: str) -> None:
        self._bots.set_level(level, self._between_hands(), self._match.state.seed)
        self._refresh()

    # -- the match: the next hand, Undo, New game -------------------------------------------
    def _on_next_hand(self) -> None:
        st = self._match.state
        if st.match_over:
            raise IllegalMoveError(_("The match is over: press New game to play again."))
        if st.hand_over is None:
            raise IllegalMoveError(_("The hand is not over yet."))
        self._match.apply(NEXT_HAND, human=True)
        self._selected = None
        self._cover.cover_all()
        self._refresh()
        self._run_bots()

    def _on_undo(self) -> None:
        """Undo: back to before the last human decision (refused while the hands are covered:
        it would take back the move of someone who looked away), or the match New game put
        aside."""
        if self._match.marks:
            self._cover.check_undo(self._match.state, self._acting())
        self._undo()

    def _undo(self) -> None:
        if not self._match.marks:
            if self._left:
                self._bring_back_match()
                return
            raise IllegalMoveError(_("Nothing to undo: no move of yours yet."))
        self._stop_bots()
        taken = self._match.undo()
        self._notice = (_("Taken back: {moves}.").format(moves="; ".join(taken)) if taken
                        else _("Back to the end of the hand."))
        self._cover.cover_all()
        self._selected = None
        self.busy = False
        self._refresh()
        self._run_bots()

    def _on_new_game(self) -> None:
        self._stop_bots()
        old = self._match
        if old.state.history and not old.state.match_over:  # under way: Undo brings it back
            self._left.append(old)
            self._notice = _("A new match is dealt. Undo brings back the match you left.")
        number = old.number + 1
        self._match = Match(State(old.state.rules, old.state.players,
                                  seed=f"{self._seed}/{number}"), number, self._humans)
        self._selected = None
        self._cover.cover_all()
        self.busy = False
        self._refresh()
        self._run_bots()

    def _bring_back_match(self) -> None:
        """Undo of New game: the match it replaced, as it was left."""
        self._stop_bots()
        self._hint.drop()
        self._match = self._left.pop()
        self._selected = None
        self._cover.cover_all()
        self._notice = _("The match you left is back, as it was.")
        self._refresh()
        self._run_bots()

    # -- the coach's intents ------------------------------------------------------------------
    def _on_counting(self, show: bool) -> None:
        self._coach.counting_on = show
        self.counting = self._coach.counting(self._match.state, self._viewer, self._humans)

    def _on_review_hand(self, player: int | None = None) -> None:
        """Review this hand: ``player``'s decisions (default: the first human's)."""
        if player is None:
            player = self._humans[0] if self._humans else 0
        self._coach.open_review(self._match.state, player)
        self._refresh()

    def _on_close_review(self) -> None:
        self._coach.close_review()
        self._refresh()

    def _on_take_back(self) -> None:
        self._coach.take_back()
        self._undo()  # the mover's own move, offered back: the cover does not stop it

    def _on_keep_move(self) -> None:
        self._coach.keep()
        self._refresh()
        self._run_bots()

    def _on_duplicate(self) -> None:
        self._coach.duplicate.start(self._match.state, self._humans[0] if self._humans else None,
                                    self._bots.chooser, self.pause)
        self._refresh()

    def _judged(self, offered: bool, error: str) -> None:
        """The coach judged the move just played: the offer is shown, or the bots answer."""
        self.busy = False
        if error:
            self.error = error
        self._refresh()
        if not offered:
            self._run_bots()

    # -- the bots -----------------------------------------------------------------------------
    def _run_bots(self) -> None:
        """Let the bots on turn move: at once if ``pause`` is 0, else as a job on the event
        loop (not while the coach judges a move or offers it back)."""
        if self._coach.holds():
            return
        self._stop_bots()
        if self._bot_due():
            self.busy = self._bots.start(self._bot_turns(), self._bots_failed,
                                         lambda: self.lang, self.pause)

    def _bot_turns(self) -> Steps[None]:
        """The bots on turn move one after another, ``pause`` seconds apart."""
        while self._bot_due():
            if self.pause > 0:
                yield self.pause
            st = self._match.state
            name = st.players[st.turn]
            try:
                action = yield from self._bots.choice(st)
            except BotError as err:
                self.error = str(err)
                break
            try:
                self._match.apply(action, human=False)
            except IllegalMoveError:
                self.error = not_a_move(name, action)
                break
            self._selected = None
            self._refresh()
        self.busy = False
        self._refresh()

    def _bots_failed(self, err: BaseException) -> None:
        self.error = went_wrong(err)
        self.busy = False
        self._refresh()

    def _stop_bots(self) -> None:
        """Cancel the bot moves still to come (and forget a move the coach judges)."""
        self._coach.stop()
        self._bots.stop()
        self.busy = False

    # -- from Python -------------------------------------------------------------------------
    @speaking
    def play(self, tile_or_action: int | str, **where: Any) -> None:
        """Play for the human on turn from Python, like a click: an action number or a move
        in record notation (``w.play("1:6", on="1:1")``)."""
        self._check_seat(None)
        action = tile_or_action
        if isinstance(tile_or_action, str):
            action = self._match.state.find_placement(tile_or_action, **where)
        self._play_human(int(action))

    @speaking
    def split(self, left: Iterable[str] | None = None) -> None:
        """Cross in two hands, before a hand: the splitting human's left hand (7 tiles such as
        ``["3:5", "6:6", ...]``; the rest is the right hand) and start; None keeps the tiles
        as dealt."""
        seat = self._check_splitter(None)
        if left is not None:
            Split.set_left(self._match.state, seat, left)
        self._finish_split(None, keep=left is None)

    @speaking
    def hint(self) -> dict[str, Any]:
        """The hint panel for the human on turn, as the Hint button shows it."""
        self._on_hint()
        self.wait()
        return self.hints

    def review(self, player: int | str | None = None, **options: Any) -> Any:
        """A ``ReviewWidget`` of the match's last finished hand: ``player``'s decisions (a seat
        or a name; default: the first human seat), in the widget's language; ``options`` as
        the review widget's (``hand``, ``work``, ``seed``)."""
        from ..review import ReviewWidget

        if player is None:
            player = self._humans[0] if self._humans else 0
        return ReviewWidget(self._match.state, player, lang=self.lang, **options)

    @speaking
    def wait(self, timeout: float | None = 30.0) -> bool:
        """Finish now what the widget still has to do: the bots' moves (their pauses skipped)
        and a hint being sought (for scripts and tests); False if ``timeout`` seconds ran
        out first."""
        return finish_all([self._bots.job, self._hint.job, *self._coach.jobs()], timeout)

    def close(self) -> None:
        """Stop the bots and close the widget; it lets its match go (``state`` is then None)."""
        if hasattr(self, "_coach"):  # absent if the constructor refused its arguments
            self._stop_bots()
            self._hint.drop()
            self._coach.close()
            self.close_panel()
            self._left = []
            self._match.state = None  # type: ignore[assignment]  # the match and its history
        super().close()

    # -- the table from intent to handler: what the page may send, and who answers ----------
    _TABLE: ClassVar[dict[str, tuple[Callable[..., None], dict[str, Field]]]] = {
        "tile": (_on_tile, {"tile": (str, True), "hand": (str, False), "player": SEAT}),
        "play": (_on_play, {"move": (str, True), "player": SEAT}),
        "draw": (_on_draw, {"player": SEAT}),
        "pass": (_on_pass, {"player": SEAT}),
        "end_turn": (_on_end_turn, {"player": SEAT}),
        "hint": (_on_hint, {"player": SEAT}),
        "start_hand": (_on_start_hand, {"player": SEAT}),
        "keep_split": (_on_keep_split, {"player": SEAT}),
        "deselect": (_on_deselect, {}),
        "bot_level": (_on_bot_level, {"level": (str, True)}),
        "undo": (_on_undo, {}),
        "next_hand": (_on_next_hand, {}),
        "new_game": (_on_new_game, {}),
        "show_tiles": (_on_show_tiles, {"player": SEAT}),
        "board": (_on_board, {}),
        "counting": (_on_counting, {"show": (bool, True)}),
        "review_hand": (_on_review_hand, {"player": SEAT}),
        "close_review": (_on_close_review, {}),
        "take_back": (_on_take_back, {}),
        "keep_move": (_on_keep_move, {}),
        "duplicate": (_on_duplicate, {}),
        "language": (DominoWidget._intent_language, {"lang": (str, True)}),
    }
    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        kind: fields for kind, (_handler, fields) in _TABLE.items()}
    HANDLERS: ClassVar[dict[str, Callable[..., None]]] = {
        kind: handler for kind, (handler, _fields) in _TABLE.items()}
