"""The ``puzzles`` command of the command line: list the shipped puzzles (by game, theme or
grade), list the themes, print a puzzle's record, or check a file of puzzles."""

from __future__ import annotations

import argparse
from pathlib import Path

from .engine.errors import DominoError
from .engine.games import get_rules
from .engine.i18n import _, ngettext
from .puzzles import THEMES, load, puzzles
from .puzzles.loading import record_text
from .puzzles.mining import reconfirm
from .render.scores import readers_title


def run_puzzles(args: argparse.Namespace) -> tuple[str, list[str]]:
    """What to print, and the error lines (each names its puzzle)."""
    if args.check:
        return _check(args.check)
    if args.themes:
        return "\n".join(f"{key}: {_(t.name)}. {_(t.teaches)}"
                         for key, t in THEMES.items()), []
    try:
        found = puzzles(args.game, args.theme, args.grade)
    except DominoError as err:
        return "", [f"puzzles: {err}"]
    if args.record:
        chosen = [p for p in puzzles() if p.id == args.record]
        if not chosen:
            return "", ["puzzles: " + _("no such puzzle: {id}").format(id=repr(args.record))]
        return record_text(chosen[0]).rstrip("\n"), []
    lines = [_("{id}  {game}, {theme}, grade {grade}: {name} to move").format(
        id=p.id, game=readers_title(str(get_rules(p.game).title), p.game),
        theme=_(THEMES[p.theme].name), grade=p.grade, name=p.player) for p in found]
    lines.append(ngettext("{n} puzzle", "{n} puzzles", len(found)).format(n=len(found)))
    return "\n".join(lines), []


def _check(path: str) -> tuple[str, list[str]]:
    """Each puzzle read (no NaN, no infinite or out-of-range number), then its confirmation
    run again (``mining.reconfirm``): a line for each puzzle refused."""
    found, errors = load(path)
    if errors:
        return "", [str(err) for err in errors]
    name = Path(path).name
    failed = []
    for puzzle in found:
        why = reconfirm(puzzle)
        if why:
            failed.append(_("{file}: puzzle {id}: {why}").format(file=name, id=repr(puzzle.id),
                                                                  why=why))
    if failed:
        return "", failed
    return ngettext("{file}: {n} puzzle, all good", "{file}: {n} puzzles, all good",
                    len(found)).format(file=Path(path).name, n=len(found)), []
