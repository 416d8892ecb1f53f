"""Write the notebooks in notebooks/ from their sources in tools/nbpages/ (one function per
notebook), then run them so that the stored outputs are the ones nbval compares.

    .venv/bin/python tools/make_notebooks.py              # write and execute every notebook
    .venv/bin/python tools/make_notebooks.py 02_cross     # only the named ones
    .venv/bin/python tools/make_notebooks.py --no-execute # write only

Cells are plain strings; cell ids are stable (name-number) so a notebook that did not change
gives the same file again. pytest compares the stored outputs strictly (nbval), pictures
included: run this again after any change to the pictures (domino_widgets.render), the bots,
the shipped records or the engine's wording.
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
from pathlib import Path

import nbformat
from nbpages.cells import Cell

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "notebooks"

# notebook name -> the module of tools/nbpages/ whose cells() writes it
NOTEBOOKS: dict[str, str] = {
    "00_start": "start",
    "01_traditional": "traditional",
    "02_cross": "cross",
    "03_cross_two_hands": "cross_two_hands",
    "04_sevastopol": "sevastopol",
    "05_spider": "spider",
    "06_sausage": "sausage",
    "07_matador": "matador",
    "08_six_matador": "six_matador",
    "09_quintuple": "quintuple",
    "10_sevens": "sevens",
    "experiments": "experiments",
}


def cells_of(name: str) -> list[Cell]:
    """The cells of notebook ``name``."""
    module = importlib.import_module(f"nbpages.{NOTEBOOKS[name]}")
    return module.cells()


METADATA = {
    "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
    "language_info": {"name": "python"},
}


def build(name: str, cells: list[Cell]) -> nbformat.NotebookNode:
    """A notebook of ``cells`` with stable cell ids."""
    nb = nbformat.v4.new_notebook(metadata=METADATA)
    for i, (kind, text) in enumerate(cells):
        maker = nbformat.v4.new_markdown_cell if kind == "markdown" else nbformat.v4.new_code_cell
        cell = maker(text.strip("\n"))
        cell["id"] = f"{name.replace('_', '-')}-{i:02d}"
        nb.cells.append(cell)
    nbformat.validate(nb)
    return nb


def execute(paths: list[Path], allow_errors: bool = False) -> None:
    """Run the notebooks in place (nbconvert) so that their outputs are stored."""
    jupyter = Path(sys.executable).parent / "jupyter"
    extra = ["--allow-errors"] if allow_errors else []
    subprocess.run([str(jupyter), "nbconvert", "--to", "notebook", "--execute", "--inplace",
                    "--ExecutePreprocessor.store_widget_state=False",
                    "--ExecutePreprocessor.timeout=120", *extra, *map(str, paths)],
                   check=True, cwd=OUT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebooks to write (default: all)")
    parser.add_argument("--no-execute", action="store_true", help="write without running")
    parser.add_argument("--allow-errors", action="store_true",
                        help="store a failing cell's error and go on (for drafting only)")
    args = parser.parse_args(argv)
    names = args.names or list(NOTEBOOKS)
    unknown = [n for n in names if n not in NOTEBOOKS]
    if unknown:
        parser.error(f"unknown notebook {unknown[0]!r}; known: {', '.join(NOTEBOOKS)}")
    paths = []
    for name in names:
        path = OUT / f"{name}.ipynb"
        nbformat.write(build(name, cells_of(name)), path)
        paths.append(path)
        print(f"wrote {path.relative_to(ROOT)}")
    if not args.no_execute:
        execute(paths, args.allow_errors)
    return 0


if __name__ == "__main__":
    sys.exit(main())
