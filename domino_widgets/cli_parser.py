"""The parser of the command line: one function a command adds its arguments (``cli.py`` is
the front). Usage errors are one line on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
from typing import NoReturn

from . import __version__
from .cli_output import EXIT_ERROR, PROG, say_error
from .engine.i18n import _, checked_language


class Parser(argparse.ArgumentParser):
    """argparse whose usage errors are one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        say_error(_("{message} (see {prog} --help)").format(message=message, prog=self.prog))
        raise SystemExit(EXIT_ERROR)


def make_parser() -> argparse.ArgumentParser:
    """The whole command line: ``--version``, and each command with its arguments."""
    parser = Parser(prog=PROG, description=_("Domino games of a Russian rule book."))
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    # every command takes --lang (after its name, as the other options)
    lang = Parser(add_help=False)
    lang.add_argument("--lang", metavar="LANG", type=checked_language,
                      help=_("the language of the output: en or ru (default: the locale's)"))
    parser.add_argument("--lang", metavar="LANG", type=checked_language, help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=Parser,
                                     title=_("commands"))
    add_replay(commands, lang)
    commands.add_parser("records", parents=[lang], help=_("list the shipped records"))
    add_puzzles(commands, lang)
    add_lessons(commands, lang)
    add_simulate(commands, lang)
    add_report(commands, lang)
    add_assignment(commands, lang)
    return parser


def add_replay(commands: argparse._SubParsersAction[Parser], lang: Parser) -> None:
    """``replay FILE [--json] [--notes]``."""
    rep = commands.add_parser("replay", parents=[lang],
                              help=_("replay a game record, one line per move"))
    rep.add_argument("file", help=_("a record file, or the name of a shipped record"))
    rep.add_argument("--json", action="store_true", help=_("print the replay as JSON"))
    rep.add_argument("--notes", action="store_true",
                     help=_("show each move's note (in the chosen language)"))


def add_puzzles(commands: argparse._SubParsersAction[Parser], lang: Parser) -> None:
    """``puzzles [--game G] [--theme T] [--grade N] [--themes | --record ID | --check FILE]``."""
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


def add_lessons(commands: argparse._SubParsersAction[Parser], lang: Parser) -> None:
    """``lessons [DIR] [--force]``."""
    les = commands.add_parser("lessons", parents=[lang],
                              help=_("copy the lessons (notebooks) into a folder"))
    les.add_argument("dir", nargs="?", default="domino-lessons",
                     help=_("the folder (default: ./domino-lessons)"))
    les.add_argument("--force", action="store_true",
                     help=_("overwrite lessons there that were changed"))


def add_simulate(commands: argparse._SubParsersAction[Parser], lang: Parser) -> None:
    """``simulate GAME --players P,Q [-n N] [--seed S] [--option NAME=VALUE] ...``."""
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


def add_report(commands: argparse._SubParsersAction[Parser], lang: Parser) -> None:
    """``report FOLDER [--csv | --json] [--html FILE] [--svg FILE]``."""
    rep = commands.add_parser("report", parents=[lang],
                              help=_("the class report of the learners' progress files"))
    rep.add_argument("folder", help=_("the folder of the progress files (flat, or an "
                                      "nbgrader submitted/ folder)"))
    out = rep.add_mutually_exclusive_group()
    out.add_argument("--csv", action="store_true",
                     help=_("print the table as CSV, one row per learner"))
    out.add_argument("--json", action="store_true", help=_("print the report as JSON"))
    rep.add_argument("--html", metavar="FILE", help=_("also write the report as a web page"))
    rep.add_argument("--svg", metavar="FILE", help=_("also write the chart as SVG"))


def add_assignment(commands: argparse._SubParsersAction[Parser], lang: Parser) -> None:
    """``assignment LESSON --nbgrader DIR [--name NAME]``."""
    asg = commands.add_parser("assignment", parents=[lang],
                              help=_("write an nbgrader assignment of a lesson"))
    asg.add_argument("lesson", help=_("the lesson, e.g. 01_traditional"))
    asg.add_argument("--nbgrader", metavar="DIR", required=True,
                     help=_("the nbgrader course folder (the notebook goes into "
                            "DIR/source/NAME/)"))
    asg.add_argument("--name", help=_("the assignment's name (default: the lesson's)"))
