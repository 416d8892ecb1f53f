"""The teacher's commands of the command line: ``report FOLDER`` (the class report of the
learners' progress files: text, ``--csv``, ``--json``, ``--html FILE``, ``--svg FILE``) and
``assignment LESSON --nbgrader DIR`` (an nbgrader source notebook of a lesson)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .cli_output import as_json, print_text, say_error
from .engine.errors import DominoError
from .engine.i18n import _
from .engine.quoting import quoted


def run_report(args: argparse.Namespace) -> int:
    """``report FOLDER``: the table, the tasks missed most, the files left out (each also one
    line on standard error with --csv and --json); exit status 2 if no progress file at all."""
    from .report import gather

    report = gather(args.folder)
    if not report.learners and not report.skipped:
        raise DominoError("report: " + _("no progress file under {folder} (each learner's "
                                         "domino-progress.json)").format(
            folder=quoted(args.folder, 100)))
    for path, text in ((args.html, report.page()), (args.svg, report.chart_svg())):
        if path:
            _write(path, text)
    if args.csv or args.json:
        for skipped in report.skipped:
            say_error("report: " + _("left out: {reason}").format(reason=skipped.reason),
                      prefix="")
        return print_text(report.csv().rstrip("\n") if args.csv else as_json(report.as_json()))
    return print_text(report.text())


def run_assignment(args: argparse.Namespace) -> int:
    """``assignment LESSON --nbgrader DIR``: write the lesson's nbgrader source notebook."""
    from .assignment import write_assignment

    written = write_assignment(args.lesson, args.nbgrader, name=args.name, lang=args.lang)
    return print_text(_("Wrote {path}: release it with nbgrader (generate_assignment {name}).")
                      .format(path=written, name=written.parent.name))


def _write(path: str, text: str) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as err:
        raise DominoError("report: " + _("cannot write {path}: {reason}").format(
            path=quoted(path, 100), reason=err.strerror or err)) from None

