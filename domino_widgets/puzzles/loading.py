"""Puzzle files: read, check and write them.

A puzzle file is JSON: a list of puzzle objects (the shipped ones: one file per game,
``domino_widgets/puzzles/data/GAME.json``)::

    {"id": "cross-007", "theme": "centre", "grade": 2, "move": 5,
     "answer": "play 5:5 on 5:0 west",
     "values": {"play 5:5 on 5:0 west": 12.5, "play 3:0 on 5:0": -1.25},
     "facts": {"play 5:5 on 5:0 west": {"now": 10, "reply": 5, "ends": false}, ...},
     "record": {...a record of RECORD.md: the whole hand...}}

``move``: the position is the record after that many of its moves; ``answer``: the best move
in notation; ``values``: the expected result of every distinct legal move there (the mover's
points minus the others' average, to the end of the hand), by the confirming evaluation
(``mining.confirm``); ``stderr`` (optional): per move, the standard error of its gap to the
answer (0 where exact); ``exact`` (optional): the values are proved; ``facts`` (optional): per
move, the points of its turn, the most the next player scored in reply, whether it ended the
hand. Every number is finite and within ``VALUE_LIMIT`` points. Keys are sorted and numbers
rounded to two decimals, so a file is written byte for byte the same.
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..engine.errors import DominoError
from ..engine.i18n import _
from ..engine.quoting import quoted
from ..engine.record import Record, dumps
from .base import GRADES, Facts, PuzzleError
from .model import Puzzle, reach
from .themes import THEMES

FIELDS = ("id", "theme", "grade", "move", "answer", "values", "record")
VALUE_LIMIT = 1000.0  # points: no hand's result comes near (a value beyond it is refused)
DATA = "domino_widgets.puzzles.data"


def load(path: str | Path) -> tuple[list[Puzzle], list[PuzzleError]]:
    """The puzzles of a file, and an error for each one refused (naming it); a file that
    cannot be read at all is one error."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return [], [PuzzleError(_("{file}: cannot read the file: {error}").format(
            file=source.name, error=err))]
    return loads(text, source.name)


def loads(text: str, source: str = "puzzles", check: bool = True, first: int | None = None
          ) -> tuple[list[Puzzle], list[PuzzleError]]:
    """``load`` from the text of a file; ``check=False`` (the shipped files, which the tests
    check) leaves each position to be replayed when it is first asked for; ``first``: only
    the file's first puzzles are made."""
    try:
        items = json.loads(text) if first is None else _first_items(text, first)
    except json.JSONDecodeError as err:
        return [], [PuzzleError(_("{file}: not valid JSON: {error} at line {line}").format(
            file=source, error=err.msg, line=err.lineno))]
    if not isinstance(items, list):
        return [], [PuzzleError(_("{file}: a puzzle file is a list of puzzles").format(
            file=source))]
    found, errors = [], []
    for k, item in enumerate(items[:first], 1):
        try:
            found.append(puzzle_from(item, k, check))
        except PuzzleError as err:
            errors.append(PuzzleError(f"{source}: {err}"))
    return found, errors


def _first_items(text: str, count: int) -> Any:
    """The first ``count`` items of the JSON list ``text``, the rest left undecoded (a lesson
    shows three puzzles of a file of some forty; decoding it whole took 22 ms of the
    lesson's last cell in the browser version). Not a list: the whole text, decoded."""
    decoder = json.JSONDecoder()
    at = _blank_end(text, 0)
    if not text.startswith("[", at):
        return json.loads(text)
    items: list[Any] = []
    at = _blank_end(text, at + 1)
    while len(items) < count and not text.startswith("]", at):
        item, at = decoder.raw_decode(text, at)
        items.append(item)
        at = _blank_end(text, at)
        if text.startswith(",", at):
            at = _blank_end(text, at + 1)
        elif not text.startswith("]", at):
            raise json.JSONDecodeError("Expecting ',' delimiter", text, at)
    return items


def _blank_end(text: str, at: int) -> int:
    """Where the blanks (JSON's whitespace) starting at ``at`` end."""
    while at < len(text) and text[at] in " \t\n\r":
        at += 1
    return at


def _name(item: Any, k: int) -> str:
    if isinstance(item, dict) and isinstance(item.get("id"), str) and item["id"].strip():
        return _("puzzle {id}").format(id=quoted(item["id"]))
    return _("puzzle number {number}").format(number=k)


def puzzle_from(item: Any, k: int = 1, check: bool = True) -> Puzzle:
    """A checked puzzle from its JSON object (``PuzzleError`` naming it where it is bad);
    ``check=False``: its position, answer and values are not checked."""
    name = _name(item, k)
    try:
        return _checked(item, check)
    except DominoError as err:
        raise PuzzleError(f"{name}: {err}") from None


def _checked(item: Any, check: bool = True) -> Puzzle:
    if not isinstance(item, dict):
        raise PuzzleError(_("a puzzle is an object with the fields {fields}").format(
            fields=", ".join(FIELDS)))
    missing = [f for f in FIELDS if f not in item]
    if missing:
        raise PuzzleError(_("missing field {field}").format(field=missing[0]))
    theme, grade, move = item["theme"], item["grade"], item["move"]
    if not isinstance(item["id"], str) or not item["id"].strip():
        raise PuzzleError(_("the id must be a text"))
    if theme not in THEMES:
        raise PuzzleError(_("unknown theme {theme} (themes: {themes})").format(
            theme=quoted(theme), themes=", ".join(THEMES)))
    if grade not in GRADES or isinstance(grade, bool):
        raise PuzzleError(_("the grade must be 1, 2 or 3, not {grade}").format(
            grade=quoted(grade)))
    try:
        record = Record(item["record"]) if isinstance(item["record"], dict) else None
    except DominoError as err:
        raise PuzzleError(_("the record is malformed: {error}").format(error=err)) from None
    if record is None:
        raise PuzzleError(_("the record must be an object (a game record)"))
    values = _values(item["values"])
    facts = _facts(item.get("facts", {}))
    stderr = _stderr(item.get("stderr", {}), values)
    exact = item.get("exact", False)
    if not isinstance(exact, bool):
        raise PuzzleError(_("exact must be true or false, not {value}").format(
            value=quoted(exact)))
    puzzle = Puzzle(item["id"], record.game, record, move, str(item["answer"]), theme, grade,
                    values, facts, stderr, exact)
    if check:
        _check_position(puzzle)
    return puzzle


def _number(value: Any, low: float = -VALUE_LIMIT) -> bool:
    """A finite number (not a truth value) from ``low`` to ``VALUE_LIMIT``."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and low <= value <= VALUE_LIMIT)


def _values(values: Any) -> dict[str, float]:
    if (not isinstance(values, dict) or not values
            or not all(_number(v) for v in values.values())):
        raise PuzzleError(_("values must map each move to a finite number of points from "
                            "{low:g} to {high:g}").format(low=-VALUE_LIMIT, high=VALUE_LIMIT))
    return {str(k): float(v) for k, v in values.items()}


def _stderr(stderr: Any, values: dict[str, float]) -> dict[str, float]:
    if (not isinstance(stderr, dict) or not set(map(str, stderr)) <= set(values)
            or not all(_number(v, 0.0) for v in stderr.values())):
        raise PuzzleError(_("stderr must map moves of the values to a finite number of points "
                            "from 0 to {high:g}").format(high=VALUE_LIMIT))
    return {str(k): float(v) for k, v in stderr.items()}


def _facts(facts: Any) -> dict[str, Facts]:
    if not isinstance(facts, dict):
        raise PuzzleError(_("facts must map each move to its facts"))
    try:
        found = {str(k): Facts(float(f.get("now", 0)), int(f.get("reply", 0)),
                               bool(f.get("ends", False))) for k, f in facts.items()}
    except (AttributeError, TypeError, ValueError, OverflowError):
        raise PuzzleError(_("facts must map each move to its facts")) from None
    if not all(_number(f.now) and _number(f.reply) for f in found.values()):
        raise PuzzleError(_("facts must map each move to its facts"))
    return found


def _check_position(puzzle: Puzzle) -> None:
    """The position can be reached, the answer is legal there and the best of the values,
    and the values name every distinct move."""
    n = len(puzzle.record.moves())
    try:
        reach(puzzle.record, puzzle.move)
    except PuzzleError:
        raise PuzzleError(_("the position after move {move} cannot be reached (the record has "
                            "{count} moves, in one hand)").format(
            move=quoted(puzzle.move), count=n)) from None
    except DominoError as err:
        raise PuzzleError(_("the position after move {move} cannot be reached: {error}").format(
            move=puzzle.move, error=err)) from None
    try:
        answer = puzzle.notation_of(puzzle.answer)
    except PuzzleError as err:
        raise PuzzleError(_("the answer {answer} is not legal: {error}").format(
            answer=quoted(puzzle.answer), error=err)) from None
    moves = set(puzzle._classes().values())
    if answer != puzzle.answer or set(puzzle.values) != moves:
        raise PuzzleError(_("values must name each distinct legal move once, in notation: "
                            "{moves}").format(moves=", ".join(sorted(moves))))
    if any(v >= puzzle.values[answer] for k, v in puzzle.values.items() if k != answer):
        raise PuzzleError(_("the answer {answer} is not the move of the best value").format(
            answer=quoted(puzzle.answer)))


def puzzle_json(puzzle: Puzzle) -> dict[str, Any]:
    """The JSON object of a puzzle (the facts' values are in ``values``)."""
    return {"id": puzzle.id, "theme": puzzle.theme, "grade": puzzle.grade,
            "move": puzzle.move, "answer": puzzle.answer,
            "values": {k: round(v, 2) for k, v in puzzle.values.items()},
            "facts": {k: {"now": round(f.now, 2), "reply": f.reply, "ends": f.ends}
                      for k, f in puzzle.facts.items()},
            **({"stderr": {k: round(v, 2) for k, v in puzzle.stderr.items()}}
               if puzzle.stderr else {}),
            **({"exact": True} if puzzle.exact else {}),
            "record": json.loads(puzzle.record.dumps())}


def dumps_puzzles(found: list[Puzzle]) -> str:
    """A puzzle file's text: sorted keys, two decimals, one puzzle after another."""
    return json.dumps([puzzle_json(p) for p in found], ensure_ascii=False, sort_keys=True,
                      indent=1) + "\n"


def record_text(puzzle: Puzzle) -> str:
    """The puzzle's record as a record file (RECORD.md), for ``domino-widgets replay``."""
    return dumps(puzzle.record.data)


def shipped_games() -> list[str]:
    """The games that have shipped puzzles."""
    folder = resources.files(DATA)
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json"))


@cache
def _shipped(game: str) -> tuple[Puzzle, ...]:
    return _shipped_file(game)


def _shipped_file(game: str, first: int | None = None) -> tuple[Puzzle, ...]:
    """The puzzles of ``game``'s shipped file (its ``first`` ones only, if given)."""
    text = resources.files(DATA).joinpath(f"{game}.json").read_text(encoding="utf-8")
    found, errors = loads(text, f"{game}.json", check=False, first=first)
    if errors:
        raise errors[0]
    return tuple(found)


def first_puzzles(game: str, count: int) -> list[Puzzle]:
    """The first ``count`` shipped puzzles of ``game``, as ``puzzles(game)[:count]`` gives
    them, making only those (a lesson's end shows three of some forty: each made is a record
    checked, and a click on a board above waits for them in the browser version)."""
    if game not in shipped_games():
        return puzzles(game)  # its refusal, naming the games that have puzzles
    return list(_shipped_file(game, max(count, 0)))


def puzzles(game: str | None = None, theme: str | None = None,
            grade: int | None = None) -> list[Puzzle]:
    """The shipped puzzles, of one game, theme or grade if given (in the files' order)."""
    games = shipped_games()
    if game is not None and game not in games:
        raise PuzzleError(_("no puzzles for the game {game} (games: {games})").format(
            game=quoted(game), games=", ".join(games)))
    if theme is not None and theme not in THEMES:
        raise PuzzleError(_("unknown theme {theme} (themes: {themes})").format(
            theme=quoted(theme), themes=", ".join(THEMES)))
    if grade is not None and grade not in GRADES:
        raise PuzzleError(_("the grade must be 1, 2 or 3, not {grade}").format(
            grade=quoted(grade)))
    return [p for g in ([game] if game else games) for p in _shipped(g)
            if (theme is None or p.theme == theme) and (grade is None or p.grade == grade)]
