"""Short helpers for the lessons: the folded cells that set up a board or a question call these,
so that what a curious learner finds when he opens one reads like the game.

>>> from domino_widgets import lesson
>>> table = lesson.position("traditional", {"Ann": "1:1 1:2 5:5", "Bob": "1:3 4:4 6:6"},
...                         boneyard="", moves="1:1 1:3 1:2")
>>> lesson.ends(table)
'3, 2'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .engine.alphabet import readers_name
from .engine.i18n import current_language
from .engine.record import Record, shipped_records
from .engine.record import readers_record as in_readers_alphabet
from .engine.state import State
from .engine.words import move_words

if TYPE_CHECKING:
    from .widgets.game import GameWidget
    from .widgets.replay import ReplayWidget
    from .widgets.sandbox import SandboxWidget
    from .widgets.steps import Step, StepsWidget

Tiles = str | Sequence[str]


def tiles(text: Tiles) -> list[str]:
    """Tiles written one after another, ``"1:1 1:2 5:5"`` (or already a list)."""
    return text.split() if isinstance(text, str) else list(text)


def moves_of(text: str | Sequence[str]) -> list[str]:
    """Moves written one after another: ``"1:1 1:3 1:2"``, or ``"2:2, play 4:2 on 3:4"`` with
    commas where a move needs more than its tile (the record notation)."""
    if not isinstance(text, str):
        return list(text)
    return [m.strip() for m in text.split(",") if m.strip()] if "," in text else text.split()


def position(game: str, hands: Mapping[str, Tiles], *, boneyard: Tiles | None = None,
             moves: str | Sequence[str] = "", leader: str | None = None, later: bool = False,
             options: dict[str, Any] | None = None) -> State:
    """A position: these hands (``{"Ann": "1:1 1:2", ...}``, in seat order), this boneyard
    (``""``: none; by default the tiles nobody holds), then these moves played.

    With ``later`` it is the start of a later hand of the match, led by ``leader`` by the rule
    for later hands."""
    state = State.from_hands(game, {name: tiles(held) for name, held in hands.items()},
                             boneyard=None if boneyard is None else tiles(boneyard),
                             leader=leader, options=options, later_hand=later)
    for move in moves_of(moves):
        state.play(move)
    return state


def record_positions(name: str) -> list[State]:
    """The positions of a shipped record: at the deal, then after each move (``[n]`` follows
    move n), its players named in the lesson's alphabet (``readers_record``)."""
    return readers_record(name).positions()


def record_position(name: str, after: int) -> State:
    """The position of a shipped record (``"spider-closed-leg"``) after its move ``after``."""
    return record_positions(name)[after]


def record_end(name: str) -> State:
    """The position at the end of a shipped record."""
    replayed = readers_record(name).replay().state
    assert replayed is not None  # a replay always ends in a state
    return replayed


def record_moves(name: str) -> str:
    """A shipped record move by move, one line a move, in the lesson's language."""
    return "\n".join(readers_record(name).replay().lines())


def name_of(name: str) -> str:
    """A player's name as the lesson writes it: an English lesson writes a Russian name in
    Latin letters (``Ольга`` -> ``Olga``), as the replays do; a Russian lesson keeps it."""
    return readers_name(name)


def readers_record(name: str | Record) -> Record:
    """A shipped record (or a record) with its players named as the lesson writes them
    (``name_of``): the same game, the same moves; the record itself stays as it is."""
    record = _shipped(name)
    return in_readers_alphabet(record if isinstance(record, Record) else Record.load(record))


def _shipped(record: Any) -> Any:
    """A shipped record's name as the record, looking at no file of the working folder (in
    the browser version each look there is a request); anything else as it is."""
    if isinstance(record, str) and record in shipped_records():
        return Record.shipped(record)
    return record


def replay(record: str | Record, step: int = 0, open_hands: bool = True) -> ReplayWidget:
    """A shipped record (``"cross-photos"``) or a record on a board to step through, in the
    lesson's language and alphabet, at move ``step`` (0: the deal); ``open_hands=False``
    shows the hands face down."""
    from .widgets.replay import ReplayWidget

    return ReplayWidget(_shipped(record), step=step, open_hands=open_hands,
                        lang=current_language())


def sandbox(position: State | str | Record, at: int = 0) -> SandboxWidget:
    """A board to try moves on, in the lesson's language: a position (``lesson.position``,
    ``lesson.record_position``; the lesson's own stays as it is) or a shipped record at its
    move ``at``, its players named in the lesson's alphabet."""
    from .widgets.sandbox import SandboxWidget

    if isinstance(position, State):
        return SandboxWidget(position.clone(), lang=current_language())
    return SandboxWidget(_shipped(position), at=at, lang=current_language())


def hand(state: State, player: str | None = None) -> str:
    """The tiles ``player`` (by default the player to move) holds: ``"6:3 5:1 4:0"``."""
    seat = state.turn if player is None else state.players.index(player)
    return " ".join(str(t) for t in state.hand_tiles(seat))


def ends(state: State) -> str:
    """The open ends' numbers: ``"3, 2"``."""
    return ", ".join(str(v) for v in state.table.values())


def moves_now(state: State) -> str:
    """What the player to move may do now, one move a line, in words."""
    return "\n".join(move_words(m) for m in state.legal_moves())


def move_in_words(state: State, move: str) -> str:
    """A move of the player to move, given in notation (``"play 3:3 on 4:3 north face
    down"``), in the lesson's words (``3:3 on 4:3, north, face down``)."""
    return move_words(state.describe(state.parse_move(move)))


def refusal(state: State, move: str) -> str:
    """Why the rules refuse ``move`` here, in the lesson's language ("" if they allow it:
    then nothing is played)."""
    from .engine.errors import IllegalMoveError

    try:
        state.clone().play(move)
    except IllegalMoveError as err:
        return str(err)
    return ""


def draw_until_it_fits(state: State) -> list[str]:
    """The player to move draws from the boneyard, one tile at a time, until a drawn tile fits
    (or the boneyard is empty, S5); the tiles drawn."""
    drawn = []
    while any(m.kind == "draw" for m in state.legal_moves()):
        state.play("draw")
        drawn.append(str(state.hand_tiles(state.turn)[-1]))
    return drawn


class Picture:
    """A picture a notebook shows (HTML with SVG tiles); ``name`` is its short, stable text
    form (a notebook stores it beside the HTML, so it must not change between runs)."""

    def __init__(self, html: str, name: str = "picture") -> None:
        self.html = html
        self.name = name

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return f"<{self.name}>"


def board(state: State, table: bool = True) -> Picture:
    """The table and every hand, open, with the players' names: no turn marker, no scores,
    nothing that answers a question about the position (``table=False``: the hands only)."""
    from html import escape

    from .render import hand_svg, table_svg

    rows = [f'<div style="max-width:640px">{table_svg(state, reveal=True, last=False)}</div>'
            ] if table and len(state.table) else []
    for seat, name in enumerate(state.players):
        rows.append('<div style="display:flex;align-items:center;gap:12px">'
                    f'<b style="min-width:5em;font-family:sans-serif">{escape(name)}</b>'
                    f'<div style="max-width:420px">{hand_svg(state, seat)}</div></div>')
    return Picture("".join(rows), f"board: {state.rules.name}")


def the_set() -> Picture:
    """The 28 tiles of the double-six set, one row for each higher half."""
    from .engine.tiles import TILES
    from .render import tile_svg

    rows = ["<div>" + " ".join(tile_svg(t) for t in TILES[:28] if t.a == high) + "</div>"
            for high in range(7)]
    return Picture("".join(rows), "the double-six set")


def played(state: State, moves: Iterable[str]) -> State:
    """A copy of ``state`` with these moves played (the position itself stays)."""
    later = state.clone()
    for move in moves_of(list(moves) if not isinstance(moves, str) else moves):
        later.play(move)
    return later


def puzzles(game: str, count: int = 3) -> Any:
    """The first ``count`` shipped puzzles of ``game`` in a puzzle widget, in the lesson's
    language: the end of a game lesson (``lesson.puzzles("cross")``)."""
    from .puzzles import first_puzzles
    from .widgets.puzzle import PuzzleWidget

    chosen = first_puzzles(game, count)
    # none (a game without puzzles): the widget's own refusal names the games that have some
    return PuzzleWidget(game=game, collection=chosen or None)


def step(task_id: str, title: str, text: str = "", then: str = "") -> Step:
    """A step of a lesson: the rule before a task (``title``, ``text`` in Markdown), the task
    of the catalogue (``domino_widgets.tasks.catalogue``) named by ``task_id``, and what
    follows once it is solved (``then``): the learner sees ``then`` and the next step only
    after he has solved the task or asked for its answer."""
    from .widgets.steps import step as made

    return made(task_id, title, text, then)


def steps(lesson: str, steps: Sequence[Step], warm_up: bool = True) -> StepsWidget:
    """The steps of ``lesson`` (its notebook's name) in one widget, in the lesson's language:
    each a rule and a task the learner does on the board; stars and tries kept in his
    progress file; first, up to three tasks he missed in other lessons (``warm_up``).

    The lesson starts under the class settings first (``classroom.start``: the class's
    language and lock applied, its deal and bots kept for ``game``), and a note above the
    steps says which are in force, or which key of the file was refused (nothing without a
    class file)."""
    from .classroom import start
    from .widgets.steps import StepsWidget

    notice = start(lesson)
    if notice.settings.any or notice.settings.problems:
        from IPython.display import display

        display(notice)  # type: ignore[no-untyped-call]  # IPython has no hints here
    return StepsWidget(lesson, steps, warm_up=warm_up, lang=current_language())


def game(game: str = "cross", players: int | Sequence[str] | None = None,
         humans: Sequence[int] | int = (0,), seed: int | str | None = None,
         options: dict[str, Any] | None = None, bot: object = "greedy",
         **more: Any) -> GameWidget:
    """A lesson's game: ``GameWidget`` with the same arguments, in the lesson's language, but
    the class's deal number and bots' strength where its settings set them
    (``classroom.game``): the closing game of a lesson is the same deal for the whole class."""
    from .classroom import game as class_game

    made: GameWidget = class_game(game, players=players, humans=humans, seed=seed,
                                  options=options, bot=bot, **more)
    return made


def stars(lessons: Sequence[tuple[str, str]]) -> Picture:
    """Each lesson's stars from the learner's progress file, as a table of (notebook name,
    title) rows: the start lesson shows it."""
    from .widgets.steps import stars_table

    return Picture(stars_table(lessons), "stars of the lessons")
