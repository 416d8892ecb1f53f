"""Counts per lesson (issue 36's note): the rules taught and the tasks the learner does, the
words before the first task and the words before the first game.

    .venv/bin/python tools/lesson_counts.py notebooks/08_cross.md notebooks/ru/08_cross.md

The words are those a learner reads: the Markdown cells (HTML tags and fenced code left out)
and the steps' texts (a step's title and rule count before its task; the whole steps widget,
titles, rules and what follows each task, before the first game). A word is a run of letters,
digits, ``:``, ``'``, ``’`` or ``-`` (a tile such as ``6:5`` is one word). A task is a step of
``lesson.steps`` (or a question of the older ``teaching.ask_*``, or a review's retry); a rule
is a step whose title begins "Rule" ("Правило"). The first game is the first cell that makes a
game (``lesson.game(`` or ``GameWidget(``)."""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import jupytext

GAME_CALLS = ("lesson.game(", "GameWidget(")
RULE_TITLES = ("Rule", "Правило")


def words(text: str) -> int:
    """The words of ``text`` (Markdown): tags and fenced code left out."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    return len(re.findall(r"[\w:'’-]+", text))


def steps_of(code: str) -> list[tuple[str, str, str]]:
    """Each ``lesson.step(id, title, text, then=...)`` of a cell: its title, text and then."""
    found = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "step":
            args = [a.value for a in node.args if isinstance(a, ast.Constant)]
            then = next((k.value.value for k in node.keywords
                         if k.arg == "then" and isinstance(k.value, ast.Constant)), "")
            title = args[1] if len(args) > 1 else ""
            text = args[2] if len(args) > 2 else ""
            found.append((str(title), str(text), str(then)))
    return found


@dataclass
class Counts:
    rules: int = 0
    tasks: int = 0
    before_task: int = 0
    before_game: int = 0


def count(path: Path) -> Counts:
    """The counts of one lesson (its ``.md`` source)."""
    notebook = jupytext.read(path, fmt="md:myst")
    counts = Counts()
    seen_task = seen_game = False
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            n = words(cell.source)
            counts.before_task += 0 if seen_task else n
            counts.before_game += 0 if seen_game else n
            continue
        code = cell.source
        if "lesson.steps(" in code:
            steps = steps_of(code)
            counts.tasks += len(steps)
            counts.rules += sum(1 for title, _t, _w in steps if title.startswith(RULE_TITLES))
            if not seen_task and steps:
                counts.before_task += words(f"{steps[0][0]} {steps[0][1]}")
                seen_task = True
            if not seen_game:
                counts.before_game += sum(words(" ".join(s)) for s in steps)
        elif "teaching.ask_" in code or ".try_again(" in code:
            counts.tasks += code.count("teaching.ask_") + code.count(".try_again(")
            seen_task = True
        if any(call in code for call in GAME_CALLS):
            seen_game = True
    return counts


def main(argv: list[str]) -> int:
    for name in argv:
        path = Path(name)
        c = count(path)
        print(f"{path.parent.name}/{path.stem}: rules {c.rules}, tasks {c.tasks}, words before "
              f"the first task {c.before_task}, before the first game {c.before_game}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
