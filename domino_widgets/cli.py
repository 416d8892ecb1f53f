"""The command line: ``domino-widgets`` (the same as ``python -m domino_widgets``).

``lessons [DIR] [--force]``, ``replay FILE [--json]``, ``records``, ``puzzles [--check FILE]``,
``simulate GAME --players search,greedy -n 100``, ``--version``. Every error is one line on
standard error of at most 300 characters and exit status 2, never a traceback; Ctrl-C stops
any command with exit status 130 (SIGTERM: 143), and a closed output pipe ends the command
quietly (141).

Every command takes ``--lang ru`` (or ``en``; the default is the locale's, ``LANG``): its
output and its errors, argparse's own words included, are in that language; the JSON output's
keys, the record notation and the exit statuses are the same in every language.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from types import FrameType
from typing import Any, NoReturn

from . import __version__
from .engine.errors import DominoError
from .engine.i18n import N_, _, checked_language, language, ngettext

PROG = "domino-widgets"
MAX_LINE = 300  # characters of one error line, the program's name included
EXIT_ERROR, EXIT_PIPE, EXIT_INTERRUPT, EXIT_TERMINATED = 2, 141, 130, 143


class Terminated(BaseException):
    """SIGTERM arrived: stop the way Ctrl-C stops."""


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` on one printable line of at most ``limit`` characters.

    Line breaks, control characters and lone surrogates are written as escapes (``\\n``);
    a longer text is cut and ends with ``...``.
    """
    line = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return line if len(line) <= limit else line[:limit - 3] + "..."


def shortened(text: str, limit: int = 120) -> str:
    """``text``, its middle cut out when it is longer than ``limit`` (a long file name)."""
    if len(text) <= limit:
        return text
    half = (limit - 3) // 2
    return f"{text[:half]}...{text[-half:]}"


def say_error(message: str, prefix: str = f"{PROG}: ") -> None:
    """Print ``domino-widgets: message`` as one line on standard error."""
    print(one_line(prefix + message), file=sys.stderr, flush=True)


class _Parser(argparse.ArgumentParser):
    """argparse whose usage errors are one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        say_error(_("{message} (see {prog} --help)").format(message=message, prog=self.prog))
        raise SystemExit(EXIT_ERROR)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description=_("Domino games of a Russian rule book."))
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    # every command takes --lang (after its name, as the other options)
    lang = _Parser(add_help=False)
    lang.add_argument("--lang", metavar="LANG", type=checked_language,
                      help=_("the language of the output: en or ru (default: the locale's)"))
    parser.add_argument("--lang", metavar="LANG", type=checked_language, help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser,
                                     title=_("commands"))
    rep = commands.add_parser("replay", parents=[lang],
                              help=_("replay a game record, one line per move"))
    rep.add_argument("file", help=_("a record file, or the name of a shipped record"))
    rep.add_argument("--json", action="store_true", help=_("print the replay as JSON"))
    rep.add_argument("--notes", action="store_true",
                     help=_("show each move's note (in the chosen language)"))
    commands.add_parser("records", parents=[lang], help=_("list the shipped records"))
    puz = commands.add_parser("puzzles", parents=[lang],
                              help=_("list the shipped puzzles, or check a file of puzzles"))
    puz.add_argument("--game", help=_("only this game's puzzles, e.g. cross"))
    puz.add_argument("--theme", help=_("only this theme's puzzles (see --themes)"))
    puz.add_argument("--grade", type=int, help=_("only this grade's puzzles: 1, 2 or 3"))
    what = puz.add_mutually_exclusive_group()
    what.add_argument("--themes", action="store_true", help=_("list the themes"))
    what.add_argument("--record", metavar="ID",
                      help=_("print the record of a puzzle's hand (for replay)"))
    what.add_argument("--check", metavar="FILE", help=_("check a file of puzzles"))
    les = commands.add_parser("lessons", parents=[lang],
                              help=_("copy the lessons (notebooks) into a folder"))
    les.add_argument("dir", nargs="?", default="domino-lessons",
                     help=_("the folder (default: ./domino-lessons)"))
    les.add_argument("--force", action="store_true",
                     help=_("overwrite lessons there that were changed"))
    sim = commands.add_parser("simulate", parents=[lang],
                              help=_("play many games between bots and total them"))
    sim.add_argument("game", help=_("the game, e.g. cross"))
    sim.add_argument("--players", required=True,
                     help=_("comma-separated players: random, greedy, search, omniscient "
                            "(settings as search:samples=32)"))
    sim.add_argument("-n", type=int, default=100, help=_("how many games (default 100)"))
    sim.add_argument("--seed", default="0", help=_("seed of the deals and the players' chance"))
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help=_("a rule option, e.g. --option reserve=2 (repeatable)"))
    sim.add_argument("--hands", action="store_true",
                     help=_("play one hand per game instead of a whole match"))
    sim.add_argument("--workers", type=int, default=None,
                     help=_("processes (default: all cores)"))
    sim.add_argument("--json", action="store_true", help=_("print the results as JSON"))
    shown = sim.add_mutually_exclusive_group()
    shown.add_argument("--progress", action="store_true",
                       help=_("show the progress bar even when standard error is not a "
                              "terminal"))
    shown.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status is returned (0 done, 2 bad input, 130 interrupted)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        lang = _lang_asked(argv)
    except DominoError as err:
        say_error(str(err))
        return EXIT_ERROR
    with language(lang), _argparse_speaks():
        return _main(argv)


def _main(argv: list[str]) -> int:
    try:
        with _sigterm_stops():
            args = _parser().parse_args(argv)
            return _COMMANDS[args.command](args)
    except KeyboardInterrupt:
        say_error(_("interrupted"))
        return EXIT_INTERRUPT
    except Terminated:
        say_error(_("terminated"))
        return EXIT_TERMINATED
    except BrokenPipeError:
        _silence_output()
        return EXIT_PIPE
    except DominoError as err:
        say_error(str(err))
        return EXIT_ERROR
    except Exception as err:  # a bug, still one line: DOMINO_WIDGETS_DEBUG=1 shows it whole
        if os.environ.get("DOMINO_WIDGETS_DEBUG"):
            raise
        say_error(_("unexpected error ({kind}: {error}); DOMINO_WIDGETS_DEBUG=1 shows the "
                    "details").format(kind=type(err).__name__, error=err))
        return EXIT_ERROR


def _lang_asked(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` asks for, read before the arguments are parsed so that the
    parser's own words are in it too (None: the locale's); an unknown one is refused."""
    for k, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and k + 1 < len(argv):
            return checked_language(argv[k + 1])
        if arg.startswith("--lang="):
            return checked_language(arg.partition("=")[2])
    return None


ARGPARSE_TEXTS = (
    # argparse's own words on this command line (Python's argparse marks them for gettext in
    # its own domain, which has no Russian here): translated in the cli catalogue
    N_("usage: "), N_("options"), N_("positional arguments"),
    N_("show this help message and exit"), N_("show program's version number and exit"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("expected one argument"),
    N_("argument %(argument_name)s: %(message)s"), N_("invalid %(type)s value: %(value)r"),
    N_("not allowed with argument %s"), N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"), N_("ignored explicit argument %r"),
)
"""argparse's messages that this command line can show (Python 3.10-3.11 wording)."""


@contextmanager
def _argparse_speaks() -> Iterator[None]:
    """While a command runs, argparse's messages come from this package's catalogues."""
    before = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before  # type: ignore[attr-defined]


def _records(args: argparse.Namespace) -> int:
    """``records``: the names of the shipped records, one a line."""
    from .engine.record import shipped_records

    return _print("\n".join(shipped_records()))


def _puzzles(args: argparse.Namespace) -> int:
    """``puzzles``: list, print a record, or check a file (each bad puzzle on its own line of
    standard error, exit status 2 if any)."""
    from .cli_puzzles import run_puzzles

    text, errors = run_puzzles(args)
    for error in errors:
        say_error(error, prefix="")
    if text:
        _print(text)
    return EXIT_ERROR if errors else 0


def _lessons(args: argparse.Namespace) -> int:
    """``lessons [DIR]``: copy the lessons into DIR, keeping changed ones unless --force."""
    from .lessons import copy_lessons, how_to_open

    done = copy_lessons(args.dir, force=args.force)
    n, kept = len(done.written), len(done.unchanged)
    if kept:
        said = ngettext("Copied {n} lesson file into {folder} ({kept} already there).",
                        "Copied {n} lesson files into {folder} ({kept} already there).", n)
    else:
        said = ngettext("Copied {n} lesson file into {folder}.",
                        "Copied {n} lesson files into {folder}.", n)
    return _print(said.format(n=n, folder=done.folder, kept=kept) + "\n"
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
    return _print(_as_json(result.as_json(args.notes)) if args.json
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
    return _print(_as_json(result.as_json()) if args.json else result.summary())


_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "lessons": _lessons, "puzzles": _puzzles, "records": _records, "replay": _replay,
    "simulate": _simulate,
}


def _as_json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


def _print(text: str) -> int:
    """Print ``text`` and flush it here, where a closed pipe is caught; exit status 0."""
    print(text)
    sys.stdout.flush()
    return 0


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


def _silence_output() -> None:
    """After a closed pipe: send what is left of the output nowhere, so exit stays quiet."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(devnull, stream.fileno())
        except (OSError, ValueError):
            pass
    os.close(devnull)


@contextmanager
def _sigterm_stops() -> Iterator[None]:
    """While a command runs in the main thread, SIGTERM stops it as Ctrl-C does."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        raise Terminated

    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)
