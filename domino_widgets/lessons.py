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


EXTENSIONS = PACKAGE / "labextension"
"""JupyterLab extensions of the package: ``domino-widgets-lessons`` runs a lesson that
JupyterLab trusts when it is opened (no build step; ``jupyter lab
--LabApp.extra_labextensions_path=EXTENSIONS`` loads it)."""
START = "00_start.ipynb"


def trust_lessons(folder: Path) -> int:
    """Sign the lesson notebooks in ``folder`` (and ``ru/``) for this user's Jupyter, as
    ``jupyter trust`` does: JupyterLab then shows their pictures and the lessons' extension
    runs them when opened. The number signed; 0 where Jupyter (nbformat) is not installed."""
    try:
        import nbformat
        from nbformat.sign import NotebookNotary
    except ImportError:
        return 0
    notary = NotebookNotary()  # type: ignore[no-untyped-call]  # nbformat has no hints here
    signed = 0
    for sub in LANGUAGE_FOLDERS.values():
        for path in sorted((folder / sub).glob("*.ipynb")):
            notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
            notary.sign(notebook)  # type: ignore[no-untyped-call]
            signed += 1
    return signed


def how_to_open(folder: Path) -> str:
    """The lines printed after a copy: how to open the start lesson, which runs itself."""
    extension = f"--LabApp.extra_labextensions_path={shlex.quote(str(EXTENSIONS))}"
    return _("Open the start lesson; it runs itself, and you click its tiles:\n"
             "  jupyter lab {extension} {start}\n"
             "(no JupyterLab yet? pip install jupyterlab jupytext)\n"
             "In Russian (уроки на русском):  jupyter lab {extension} {russian}").format(
        extension=extension, start=shlex.quote(str(folder / START)),
        russian=shlex.quote(str(folder / LANGUAGE_FOLDERS["ru"] / START)))
