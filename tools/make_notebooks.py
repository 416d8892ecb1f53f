"""Write the lessons' notebooks from their text sources, then run them so that the stored
outputs are the ones nbval compares.

A lesson is a MyST Markdown notebook, ``notebooks/NAME.md`` (jupytext), paired with
``notebooks/NAME.ipynb``; its Russian version is ``notebooks/ru/NAME.md`` with
``notebooks/ru/NAME.ipynb`` (the same NAME). Edit the ``.md`` (or the notebook in JupyterLab,
which keeps the two in step), then

    .venv/bin/python tools/make_notebooks.py 08_cross     # write and execute the named lessons
    .venv/bin/python tools/make_notebooks.py ru/08_cross  # the Russian one
    .venv/bin/python tools/make_notebooks.py --lang ru    # every Russian lesson
    .venv/bin/python tools/make_notebooks.py              # every lesson, both languages
    .venv/bin/python tools/make_notebooks.py --no-execute # write only
    .venv/bin/python tools/make_notebooks.py --check      # list the notebooks out of step

Cell ids are stable (name-number, ``ru-`` before a Russian lesson's), so a lesson that did not
change gives the same file again.
pytest compares the stored outputs strictly (nbval), pictures included: run this again after any
change to the pictures (domino_widgets.render), the bots, the shipped records or the engine's
wording.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import jupytext
import nbformat

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the package of this tree
    sys.path.insert(0, str(ROOT))
OUT = ROOT / "notebooks"
LANGUAGES = {"en": "", "ru": "ru/"}  # each language's lessons: the folder under notebooks/
FORMATS = "ipynb,md:myst"  # the jupytext pairing of every lesson
HIDE_INPUT = "hide-input"  # the tag of a cell whose code is folded away from the learner

METADATA = {
    "jupytext": {"formats": FORMATS},
    "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
    "language_info": {"name": "python"},
}


def lessons(lang: str | None = None) -> list[str]:
    """The names of the lessons of ``lang`` (default: both languages): every
    ``notebooks/*.md`` (English, ``08_cross``) and ``notebooks/ru/*.md`` (Russian,
    ``ru/08_cross``); each is a jupytext notebook."""
    folders = [LANGUAGES[lang]] if lang else list(LANGUAGES.values())
    return sorted(f"{folder}{p.stem}" for folder in folders for p in OUT.glob(f"{folder}*.md"))


def build(name: str) -> nbformat.NotebookNode:
    """The notebook of lesson ``name``, read from its source, with stable cell ids."""
    source = jupytext.read(OUT / f"{name}.md", fmt="md:myst")
    nb = nbformat.v4.new_notebook(metadata=METADATA)
    for i, cell in enumerate(source.cells):
        maker = (nbformat.v4.new_markdown_cell if cell.cell_type == "markdown"
                 else nbformat.v4.new_code_cell)
        new = maker(cell.source, metadata=folded(cell.metadata))
        new["id"] = f"{name.replace('_', '-').replace('/', '-')}-{i:02d}"
        nb.cells.append(new)
    nbformat.validate(nb)
    return nb


def folded(metadata: dict[str, Any]) -> dict[str, Any]:
    """A cell's metadata as the notebook keeps it: a cell tagged ``hide-input`` (a cell that
    makes a board or a question) is folded, its code hidden until the learner opens it
    (``jupyter.source_hidden``: JupyterLab, Notebook 7 and JupyterLite; the docs site folds it
    by the tag, docs/hooks.py)."""
    kept = {key: value for key, value in metadata.items() if key in ("tags", "jupyter")}
    if HIDE_INPUT in kept.get("tags", []):
        kept["jupyter"] = {**kept.get("jupyter", {}), "source_hidden": True}
    return kept


def is_folded(cell: nbformat.NotebookNode) -> bool:
    """Whether a notebook's cell has its code hidden."""
    return bool(cell.metadata.get("jupyter", {}).get("source_hidden"))


def cells_of(nb: nbformat.NotebookNode) -> list[tuple[str, str, bool]]:
    """What a source and its notebook must agree on: each cell's kind, text and folding."""
    return [(cell.cell_type, cell.source.strip("\n"), HIDE_INPUT in cell.metadata.get("tags", []))
            for cell in nb.cells]


def disagreeing() -> list[str]:
    """The lessons whose stored notebook is missing or does not match its source."""
    out = []
    for name in lessons():
        path = OUT / f"{name}.ipynb"
        if not path.exists():
            out.append(name)
            continue
        stored = nbformat.read(path, as_version=4)
        if cells_of(stored) != cells_of(build(name)) or any(
                is_folded(cell) != (HIDE_INPUT in cell.metadata.get("tags", []))
                for cell in stored.cells):
            out.append(name)
    return out


def execute(paths: list[Path], allow_errors: bool = False) -> None:
    """Run the notebooks in place (nbconvert) so that their outputs are stored, with the state
    of the widgets they show (``domino_widgets.widgets.stored``: the docs site shows live
    boards from it)."""
    from domino_widgets.widgets.stored import store

    jupyter = Path(sys.executable).parent / "jupyter"
    extra = ["--allow-errors"] if allow_errors else []
    with tempfile.TemporaryDirectory() as empty:  # a fresh learner: no stars, no warm-up
        env = {**os.environ, "DOMINO_WIDGETS_PROGRESS": str(Path(empty) / "progress.json")}
        subprocess.run([str(jupyter), "nbconvert", "--to", "notebook", "--execute", "--inplace",
                        "--ExecutePreprocessor.store_widget_state=True",
                        "--ExecutePreprocessor.timeout=120", *extra, *map(str, paths)],
                       check=True, cwd=OUT, env=env)
    for path in paths:  # the run's timestamps only make diffs noisy
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            cell.metadata.pop("execution", None)
        lang = "ru" if path.parent.name == "ru" else "en"
        store(nb, f"{'ru-' if lang == 'ru' else ''}{path.stem.replace('_', '-')}", lang)
        nbformat.write(nbformat.from_dict(nb), path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*",
                        help="lessons to write, e.g. 08_cross or ru/08_cross (default: all)")
    parser.add_argument("--lang", choices=sorted(LANGUAGES),
                        help="every lesson of this language (default: both)")
    parser.add_argument("--no-execute", action="store_true", help="write without running")
    parser.add_argument("--allow-errors", action="store_true",
                        help="store a failing cell's error and go on (for drafting only)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; list the notebooks that disagree with their source")
    args = parser.parse_args(argv)
    known = lessons()
    if args.check:
        stale = disagreeing()
        for name in stale:
            print(f"notebooks/{name}.ipynb disagrees with notebooks/{name}.md")
        return 1 if stale else 0
    names = [n.removesuffix(".md").removesuffix(".ipynb").removeprefix("notebooks/")
             for n in args.names] or lessons(args.lang)
    unknown = [n for n in names if n not in known]
    if unknown:
        parser.error(f"unknown lesson {unknown[0]!r}; known: {', '.join(known)}")
    paths = []
    for name in names:
        path = OUT / f"{name}.ipynb"
        nbformat.write(build(name), path)
        paths.append(path)
        print(f"wrote {path.relative_to(ROOT)}")
    if not args.no_execute:
        execute(paths, args.allow_errors)
    return 0


if __name__ == "__main__":
    sys.exit(main())
