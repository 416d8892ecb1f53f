"""The command line: ``domino-widgets`` (the same as ``python -m domino_widgets``).

``lessons [DIR] [--force]``, ``replay FILE [--json]``, ``records``, ``puzzles [--check FILE]``,
``simulate GAME --players search,greedy -n 100``, ``--version``. Every error is one line on
standard error of at most 300 characters and exit status 2, never a traceback; Ctrl-C stops
any command with exit status 130 (SIGTERM: 143), and a closed output pipe ends the command
quietly (141).

Every command takes ``--lang ru`` (or ``en``; the default is the locale's, ``LANG``): its
output and its errors, argparse's own words included, are in that language; the JSON output's
keys, the record notation and the exit statuses are the same in every language.

This module is the front: ``main`` and how a command is run and stopped. Beside it: what the
command line prints and its exit statuses (``cli_output.py``), its parser (``cli_parser.py``)
and its commands (``cli_commands.py``, with ``cli_puzzles.py``).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import FrameType

from .cli_commands import COMMANDS
from .cli_output import EXIT_ERROR as EXIT_ERROR
from .cli_output import EXIT_INTERRUPT as EXIT_INTERRUPT
from .cli_output import EXIT_PIPE as EXIT_PIPE
from .cli_output import EXIT_TERMINATED as EXIT_TERMINATED
from .cli_output import MAX_LINE as MAX_LINE
from .cli_output import PROG as PROG
from .cli_output import one_line as one_line
from .cli_output import say_error as say_error
from .cli_output import shortened as shortened
from .cli_output import silence_output
from .cli_parser import make_parser
from .engine.errors import DominoError
from .engine.i18n import N_, _, checked_language, language, ngettext


class Terminated(BaseException):
    """SIGTERM arrived: stop the way Ctrl-C stops."""


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
            args = make_parser().parse_args(argv)
            return COMMANDS[args.command](args)
    except KeyboardInterrupt:
        say_error(_("interrupted"))
        return EXIT_INTERRUPT
    except Terminated:
        say_error(_("terminated"))
        return EXIT_TERMINATED
    except BrokenPipeError:
        silence_output()
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
