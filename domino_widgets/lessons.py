"""The lessons that ship with the package: one notebook per game (``NAME.ipynb``, with its
outputs) and its text source (``NAME.md``, MyST Markdown paired by jupytext), in English, and the
same lessons in Russian in ``ru/`` (``ru/NAME.ipynb``, ``ru/NAME.md``), copied into a folder of
the learner's with ``domino-widgets lessons [DIR]``.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from pathlib import Path

from .engine.errors import DominoError
from .engine.i18n import _

PACKAGE = Path(__file__).resolve().parent
DEFAULT_FOLDER = "domino-lessons"
LANGUAGE_FOLDERS = {"en": "", "ru": "ru"}
"""Where each language's lessons are, inside the lessons folder (and in a copy of it)."""


class LessonsError(DominoError):
    """The lessons cannot be copied (a changed lesson in the way, no lessons installed)."""


def lessons_folder() -> Path:
    """Where the lessons are: inside the installed wheel, else the source tree's notebooks/."""
    for folder in (PACKAGE / "lessons", PACKAGE.parent / "notebooks"):
        if any(folder.glob("*.ipynb")):
            return folder
    raise LessonsError(_("this copy of the package has no lessons (they come with the wheel)"))


def lesson_files() -> list[Path]:
    """Every file of the lessons, as a path inside the lessons folder: the notebooks and their
    sources in English (``08_cross.ipynb``), then in Russian (``ru/08_cross.ipynb``)."""
    folder = lessons_folder()
    return [p.relative_to(folder) for sub in LANGUAGE_FOLDERS.values()
            for p in sorted((folder / sub).glob("*"))
            if p.suffix in (".ipynb", ".md") and p.is_file()]


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
        raise LessonsError(_("{path} is a file, not a folder").format(path=dest))
    source = lessons_folder()
    files = {p.as_posix(): source / p for p in lesson_files()}
    changed = [name for name, p in files.items()
               if (dest / name).exists() and (dest / name).read_bytes() != p.read_bytes()]
    if changed and not force:
        raise LessonsError(_("{path} has changed lessons that a copy would overwrite: {names} "
                             "(--force overwrites them)").format(path=dest,
                                                                 names=", ".join(changed)))
    done = Copied(dest)
    for name, p in files.items():
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists() and target.read_bytes() == p.read_bytes():
            done.unchanged.append(name)
        else:
            target.write_bytes(p.read_bytes())
            done.written.append(name)
    return done


def how_to_open(folder: Path) -> str:
    """The lines printed after a copy: how to open the lessons."""
    return _("Open them in JupyterLab:  jupyter lab {folder}\n(no JupyterLab yet? pip install "
             "jupyterlab jupytext; start with 00_start.ipynb)\nIn Russian (уроки на русском):  "
             "jupyter lab {russian}").format(
        folder=shlex.quote(str(folder)),
        russian=shlex.quote(str(folder / LANGUAGE_FOLDERS["ru"])))
