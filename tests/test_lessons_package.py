"""The lessons ship: the wheel carries them, and ``domino-widgets lessons DIR`` copies them out of
an installed package, where they run as stored (nbval)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import nbformat
import pytest
from nbformat.sign import NotebookNotary
from test_packaging import CONSTRAINTS, ROOT, wheel_path  # noqa: F401 (the wheel fixture)

from domino_widgets.cli import main
from domino_widgets.lessons import EXTENSIONS, lesson_files

NOTEBOOKS = ROOT / "notebooks"
# both languages: 08_cross.md, ..., and ru/08_cross.md, ...
LESSONS = sorted(p.relative_to(NOTEBOOKS).as_posix() for folder in (NOTEBOOKS, NOTEBOOKS / "ru")
                 for p in folder.iterdir() if p.suffix in (".ipynb", ".md"))


def test_the_wheel_carries_every_lesson_and_its_source(wheel_path: Path) -> None:  # noqa: F811
    names = set(zipfile.ZipFile(wheel_path).namelist())
    assert {f"domino_widgets/lessons/{name}" for name in LESSONS} <= names
    assert len(LESSONS) >= 24 + 12 and "ru/03_spider.ipynb" in LESSONS


def test_lessons_copies_them_and_keeps_a_changed_one(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))  # where it signs them
    folder = tmp_path / "class"
    assert main(["lessons", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"Copied {len(LESSONS)} lesson files into {folder}" in out
    # the start lesson, run by itself (the package's extension runs a lesson Jupyter trusts)
    extension = f"jupyter lab --LabApp.extra_labextensions_path={EXTENSIONS} "
    assert f"{extension}{folder / '00_start.ipynb'}" in out
    assert f"{extension}{folder / 'ru' / '00_start.ipynb'}" in out  # the Russian ones
    notary = NotebookNotary(data_dir=str(tmp_path / "jupyter"))
    for name in ("00_start.ipynb", "ru/08_cross.ipynb"):
        assert notary.check_signature(nbformat.read(folder / name, as_version=4)), name
    copied = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert copied == LESSONS == sorted(p.as_posix() for p in lesson_files())
    edited = folder / "08_cross.md"
    edited.write_text(edited.read_text() + "\nA teacher's note.\n")
    assert main(["lessons", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "08_cross.md" in err and "--force" in err and len(err.splitlines()) == 1
    assert edited.read_text().endswith("A teacher's note.\n")  # nothing was written
    assert main(["lessons", str(folder), "--force"]) == 0
    assert edited.read_bytes() == (NOTEBOOKS / "08_cross.md").read_bytes()
    russian = folder / "ru" / "00_start.md"
    russian.write_text(russian.read_text() + "\nЗаметка учителя.\n")
    assert main(["lessons", str(folder)]) == 2
    assert "ru/00_start.md" in capsys.readouterr().err
    assert main(["lessons", str(folder), "--force"]) == 0
    assert russian.read_bytes() == (NOTEBOOKS / "ru" / "00_start.md").read_bytes()
    assert main(["lessons", str(folder)]) == 0
    assert f"({len(LESSONS)} already there)" in capsys.readouterr().out


def test_lessons_into_a_file_is_refused(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "x").write_text("")
    assert main(["lessons", str(tmp_path / "x")]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err


def test_lessons_from_the_installed_wheel_pass_nbval(wheel_path: Path,  # noqa: F811
                                                     tmp_path: Path) -> None:
    """A user's path: a new venv, pip install of the wheel (with nbval and a kernel), then
    ``python -m domino_widgets lessons DIR`` and nbval over DIR."""
    start = time.perf_counter()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    pip = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                          "--disable-pip-version-check", "-c", str(CONSTRAINTS), str(wheel_path),
                          "nbval", "ipykernel"], capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr[-3000:]
    env = {**os.environ, "JUPYTER_DATA_DIR": str(tmp_path / "jupyter")}  # where it signs
    out = subprocess.run([python, "-m", "domino_widgets", "lessons", "lessons"],
                         capture_output=True, text=True, cwd=tmp_path, check=True,
                         env=env).stdout
    # the start lesson with the lessons' extension, which the wheel carries
    extension = re.search(r"jupyter lab --LabApp.extra_labextensions_path=(\S+) "
                          r"lessons/00_start.ipynb", out)
    assert extension and "lessons/ru/00_start.ipynb" in out, out
    assert (Path(extension[1]) / "domino-widgets-lessons" / "package.json").is_file()
    assert extension[1].startswith(str(venv))
    assert (tmp_path / "lessons" / "ru" / "00_start.ipynb").exists()
    nbval = subprocess.run([python, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--nbval",
                            "--nbval-current-env", "--nbval-sanitize-with",
                            str(NOTEBOOKS / "nbval_sanitize.cfg"), "lessons"],
                           capture_output=True, text=True, cwd=tmp_path)
    assert nbval.returncode == 0, nbval.stdout[-3000:]
    assert " passed" in nbval.stdout.splitlines()[-1]
    where = subprocess.run([python, "-c", "import domino_widgets; print(domino_widgets.__file__)"],
                           capture_output=True, text=True, cwd=tmp_path, check=True).stdout
    assert where.startswith(str(venv)), "the lessons ran the source tree, not the installed wheel"
    print(f"fresh venv, lessons copied, nbval over them: {time.perf_counter() - start:.1f} s")
