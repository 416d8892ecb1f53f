"""The answer key of the lessons: run a lesson's code (quietly, no kernel), collect the
exercises it makes (``exercises.made()``), and ask each for its answer, in the lesson's
language. The docs build writes it into the teachers' pages, so the key follows the lessons
and never sits in a learner's notebook.

    .venv/bin/python tools/answer_key.py notebooks/08_cross.ipynb notebooks/ru/08_cross.ipynb

prints JSON: ``{"notebooks/08_cross.ipynb": [{"question": ..., "answer": ...}, ...], ...}``;
a lesson whose code fails gives the exercises made before the failure and its ``"error"``.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the package of this tree
    sys.path.insert(0, str(ROOT))


def code_cells(notebook: Path) -> list[str]:
    """The lesson's code, cell by cell, without IPython's magics and shell lines."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    sources = ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
               for c in cells if c["cell_type"] == "code"]
    return ["\n".join(line for line in source.splitlines()
                      if not line.lstrip().startswith(("%", "!"))) for source in sources]


def key_of(notebook: Path) -> dict[str, Any]:
    """Run the lesson's cells in a fresh namespace; its exercises' questions and answers,
    and each task of its steps (``lesson.steps``) with its answer, in the lesson's order."""
    from domino_widgets import exercises
    from domino_widgets.engine.i18n import language
    from domino_widgets.widgets import steps

    exercises._made.clear()
    steps.made.clear()
    # IPython's display() is a builtin of a kernel only: here a lesson's boards go nowhere
    namespace: dict[str, Any] = {"__name__": "__lesson__", "display": lambda *_a, **_k: None}
    error = ""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for k, source in enumerate(code_cells(notebook)):
            try:  # a file name per cell, as IPython gives it (exercises.made() keys by it)
                exec(compile(source, f"{notebook}#cell{k}", "exec"), namespace)  # noqa: S102
            except Exception as err:  # noqa: BLE001 - a lesson's cell may show a refusal
                error = f"{type(err).__name__}: {err}"
    key = []
    for widget in steps.made:  # the lessons' steps come before their other exercises
        with language(widget.lang):
            for k, step in enumerate(widget.steps):
                task = widget.task_of(k)
                key.append({"question": f"{step.title}: {task.instruction()}",
                            "answer": task.answer_text()})
    for exercise in exercises.made():
        with language(exercise.lang):
            key.append({"question": exercise.question, "answer": exercise._solution()})
    return {"exercises": key, "error": error}


def main(paths: list[str]) -> int:
    with tempfile.TemporaryDirectory() as empty:  # a fresh learner: no warm-up, nothing kept
        os.environ["DOMINO_WIDGETS_PROGRESS"] = str(Path(empty) / "progress.json")
        result = {path: key_of(Path(path)) for path in paths}
    print(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
