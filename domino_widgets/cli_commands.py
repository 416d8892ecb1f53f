"""The commands of the command line, one function each (``cli.py`` is the front): each
returns its exit status, prints its output by ``print_text`` and raises ``DominoError`` for bad
input (one line on standard error, exit status 2).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

from .cli_output import EXIT_ERROR, as_json, print_text, say_error, shortened
from .engine.errors import DominoError
from .engine.i18n import _, ngettext


def _records(args: argparse.Namespace) -> int:
    """``records``: the names of the shipped records, one a line."""
    from .engine.record import shipped_records

    return print_text("\n".join(shipped_records()))


def _puzzles(args: argparse.Namespace) -> int:
    """``puzzles``: list, print a record, or check a file (each bad puzzle on its own line of
    standard error, exit status 2 if any)."""
    from .cli_puzzles import run_puzzles

    text, errors = run_puzzles(args)
    for error in errors:
        say_error(error, prefix="")
    if text:
        print_text(text)
    return EXIT_ERROR if errors else 0


def _lessons(args: argparse.Namespace) -> int:
    """``lessons [DIR]``: copy the lessons into DIR, keeping changed ones unless --force."""
    from .lessons import copy_lessons, how_to_open, trust_lessons

    done = copy_lessons(args.dir, force=args.force)
    trust_lessons(done.folder)  # as scripts/lab.sh does: pictures shown, run on opening
    n, kept = len(done.written), len(done.unchanged)
    if kept:
        said = ngettext("Copied {n} lesson file into {folder} ({kept} already there).",
                        "Copied {n} lesson files into {folder} ({kept} already there).", n)
    else:
        said = ngettext("Copied {n} lesson file into {folder}.",
                        "Copied {n} lesson files into {folder}.", n)
    return print_text(said.format(n=n, folder=done.folder, kept=kept) + "\n"
                  + how_to_open(done.folder))


def _replay(args: argparse.Namespace) -> int:
    """``replay FILE``: one line per move, or the replay as JSON (RECORD.md)."""
    from .engine.record import Record

    try:
        result = Record.load(args.file).replay()
    except DominoError as err:
        # RECORD.md: "game.json: move 7: ...", the file as given, the message whole if it fits
        say_error(f"{shortened(args.file)}: {err}", prefix="")
        return EXIT_ERROR
    return print_text(as_json(result.as_json(args.notes)) if args.json
                  else "\n".join(result.lines(args.notes)))


def _simulate(args: argparse.Namespace) -> int:
    """``simulate``: bots against bots, totalled; a bar on a terminal or with --progress."""
    from .bots.simulate import simulate

    options = dict(_option(text) for text in args.option)
    players = [p for p in args.players.split(",") if p.strip()]
    if args.workers is not None and args.workers < 1:
        raise DominoError("simulate: " + _("--workers must be at least 1, not {number}").format(
            number=args.workers))
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    progress = True if args.progress else False if args.quiet else None
    try:
        result = simulate(args.game, players, args.n, seed=seed, options=options,
                          progress=progress, until="hand" if args.hands else "match",
                          workers=args.workers)
    except DominoError as err:
        raise DominoError(f"simulate: {err}") from None
    return print_text(as_json(result.as_json()) if args.json else result.summary())


def _option(text: str) -> tuple[str, object]:
    """``reserve=2`` -> ("reserve", 2); values are JSON (numbers, true/false) or text."""
    name, eq, value = text.partition("=")
    if not eq or not name.strip():
        raise DominoError("simulate: " + _("bad option {value}: write --option name=value")
                          .format(value=repr(text)))
    try:
        return name.strip(), json.loads(value)
    except ValueError:
        return name.strip(), value


def _report(args: argparse.Namespace) -> int:
    """``report FOLDER``: the class report (``cli_class.py``)."""
    from .cli_class import run_report

    return run_report(args)


def _assignment(args: argparse.Namespace) -> int:
    """``assignment LESSON --nbgrader DIR``: an nbgrader assignment (``cli_class.py``)."""
    from .cli_class import run_assignment

    return run_assignment(args)


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "lessons": _lessons, "puzzles": _puzzles, "records": _records, "replay": _replay,
    "simulate": _simulate, "report": _report, "assignment": _assignment,
}
