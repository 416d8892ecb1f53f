"""The command line: ``python -m domino_widgets replay FILE [--json]`` and
``python -m domino_widgets simulate GAME --players search,greedy -n 1000 [--json]``.

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
    sim = commands.add_parser("simulate", help="play many games between bots and total them")
    sim.add_argument("game", help="the game, e.g. cross")
    sim.add_argument("--players", required=True,
                     help="comma-separated players: random, greedy, search, omniscient "
                          "(settings as search:samples=32)")
    sim.add_argument("-n", type=int, default=100, help="how many games (default 100)")
    sim.add_argument("--seed", default="0", help="seed of the deals and the players' chance")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="a rule option, e.g. --option reserve=2 (repeatable)")
    sim.add_argument("--hands", action="store_true",
                     help="play one hand per game instead of a whole match")
    sim.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "records":
        from .engine.record import shipped_records

        print("\n".join(shipped_records()))
        return 0
    if args.command == "simulate":
        return _simulate(args)
    try:
        record = Record.load(args.file)
        result = record.replay()
    except DominoError as err:
        print(f"{args.file}: {err}", file=sys.stderr)
        return 2
    return _report(result.as_json(), "\n".join(result.lines()), args.json)


def _simulate(args: argparse.Namespace) -> int:
    """``simulate``: bad input is one line on standard error and exit status 2."""
    from .bots.simulate import simulate

    try:
        options = dict(_option(text) for text in args.option)
        players = [p for p in args.players.split(",") if p.strip()]
        if args.workers is not None and args.workers < 1:
            raise DominoError(f"--workers must be at least 1, not {args.workers}")
        seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
        result = simulate(args.game, players, args.n, seed=seed, options=options,
                          progress=not args.quiet, until="hand" if args.hands else "match",
                          workers=args.workers)
    except DominoError as err:
        print(f"simulate: {err}", file=sys.stderr)
        return 2
    return _report(result.as_json(), result.summary(), args.json)


def _report(data: dict, text: str, as_json: bool) -> int:
    """Print the JSON form or the text form of a result; exit status 0."""
    print(json.dumps(data, ensure_ascii=False, indent=2) if as_json else text)
    return 0


def _option(text: str) -> tuple[str, object]:
    """``reserve=2`` -> ("reserve", 2); values are JSON (numbers, true/false) or text."""
    name, eq, value = text.partition("=")
    if not eq or not name.strip():
        raise DominoError(f"bad option {text!r}: write --option name=value")
    try:
        return name.strip(), json.loads(value)
    except ValueError:
        return name.strip(), value


if __name__ == "__main__":
    sys.exit(main())
