"""The lessons that ship with the package: one notebook per game (``NAME.ipynb``, with its
outputs) and its text source (``NAME.md``, MyST Markdown paired by jupytext), copied into a
folder of the learner's with ``domino-widgets lessons [DIR]``.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from pathlib import Path

from .engine.errors import DominoError

PACKAGE = Path(__file__).resolve().parent
DEFAULT_FOLDER = "domino-lessons"


class LessonsError(DominoError):
    """The lessons cannot be copied (a changed lesson in the way, no lessons installed)."""


def lessons_folder() -> Path:
    """Where the lessons are: inside the installed wheel, else the source tree's notebooks/."""
    for folder in (PACKAGE / "lessons", PACKAGE.parent / "notebooks"):
        if any(folder.glob("*.ipynb")):
            return folder
    raise LessonsError("this copy of the package has no lessons (they come with the wheel)")


def lesson_files() -> list[Path]:
    """Every file of the lessons: the notebooks and their sources, by name."""
    folder = lessons_folder()
    return sorted(p for p in folder.iterdir() if p.suffix in (".ipynb", ".md"))


@dataclass
class Copied:
    """What ``copy_lessons`` did, file by file."""

    folder: Path
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)


def copy_lessons(folder: str | Path = DEFAULT_FOLDER, force: bool = False) -> Copied:
    """Copy the lessons into ``folder`` (made if missing). A lesson there that differs from
    the shipped one (edited or run and saved) is kept: nothing is written and
    ``LessonsError`` names it, unless ``force``."""
    dest = Path(folder)
    if dest.exists() and not dest.is_dir():
        raise LessonsError(f"{dest} is a file, not a folder")
    files = lesson_files()
    changed = [p.name for p in files
               if (dest / p.name).exists() and (dest / p.name).read_bytes() != p.read_bytes()]
    if changed and not force:
        raise LessonsError(f"{dest} has changed lessons that a copy would overwrite: "
                           f"{', '.join(changed)} (--force overwrites them)")
    done = Copied(dest)
    dest.mkdir(parents=True, exist_ok=True)
    for p in files:
        target = dest / p.name
        if target.exists() and target.read_bytes() == p.read_bytes():
            done.unchanged.append(p.name)
        else:
            target.write_bytes(p.read_bytes())
            done.written.append(p.name)
    return done


def how_to_open(folder: Path) -> str:
    """The lines printed after a copy: how to open the lessons."""
    return (f"Open them in JupyterLab:  jupyter lab {shlex.quote(str(folder))}\n"
            "(no JupyterLab yet? pip install jupyterlab jupytext; start with 00_start.ipynb)")
