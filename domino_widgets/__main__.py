"""The command line: ``python -m domino_widgets replay FILE [--json]``.

Bad input exits with status 2 and one line on standard error, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .engine.errors import DominoError
from .engine.record import Record


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m domino_widgets",
                     description="Domino games of a Russian rule book.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    rep = commands.add_parser("replay", help="replay a game record, one line per move")
    rep.add_argument("file", help="a record file, or the name of a shipped record")
    rep.add_argument("--json", action="store_true", help="print the replay as JSON")
    commands.add_parser("records", help="list the shipped records")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "records":
        from .engine.record import shipped_records

        print("\n".join(shipped_records()))
        return 0
    try:
        record = Record.load(args.file)
        result = record.replay()
    except DominoError as err:
        print(f"{args.file}: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.as_json(), ensure_ascii=False, indent=2))
    else:
        print("\n".join(result.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
