"""The wheel and the sdist, built as a user would build them: the package and its data files,
the licence and the metadata, a lean sdist, and a wheel that installs and runs in a fresh venv.

The wheel is built once per test run (``pip wheel . --no-deps``: hatchling in an isolated build
env, pinned by constraints.txt); the sdist with the same pinned hatchling, in this venv.
"""

from __future__ import annotations

import email
import subprocess
import sys
import tarfile
import time
import zipfile
from email.message import Message
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

import domino_widgets

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "domino_widgets"
CONSTRAINTS = ROOT / "constraints.txt"
DIST_INFO = f"domino_widgets-{domino_widgets.__version__}.dist-info"
# Non-Python files the wheel must carry: the widgets' front end, the game records and the
# compiled message catalogues (tools/catalogues.py compile).
DATA_GLOBS = ["static/*.js", "static/*.css", "records/*.json", "puzzles/data/*.json",
              "locale/*/LC_MESSAGES/*.mo"]
# What the sdist may hold: what builds the package and runs its Python tests.
SDIST_TOP = {"domino_widgets", "tests", "notebooks", "README.md", "LICENSE", "pyproject.toml",
             "constraints.txt", "PKG-INFO", ".gitignore"}


@pytest.fixture(scope="session")
def wheel_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel of the source tree, freshly built into a temporary dir."""
    out = tmp_path_factory.mktemp("wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out),
           "--build-constraint", str(CONSTRAINTS)]
    subprocess.run(cmd, check=True, cwd=ROOT)
    (path,) = out.glob("domino_widgets-*.whl")
    return path


@pytest.fixture(scope="session")
def wheel(wheel_path: Path) -> zipfile.ZipFile:
    return zipfile.ZipFile(wheel_path)


@pytest.fixture(scope="session")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> tarfile.TarFile:
    """The sdist, built by the pinned hatchling's PEP 517 hook."""
    out = tmp_path_factory.mktemp("sdist")
    code = f"from hatchling.build import build_sdist; print(build_sdist({str(out)!r}))"
    name = subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT,
                          capture_output=True, text=True).stdout.split()[-1]
    return tarfile.open(out / name)


def _metadata(wheel: zipfile.ZipFile) -> Message:
    return email.message_from_string(wheel.read(f"{DIST_INFO}/METADATA").decode("utf-8"))


def _pins() -> dict[str, Version]:
    """constraints.txt as {normalised name: version}."""
    pins = {}
    for line in CONSTRAINTS.read_text().splitlines():
        if "==" in line and not line.startswith("#"):
            name, version = line.split("==")
            pins[name.lower().replace("_", "-")] = Version(version)
    return pins


def _source_data_files() -> list[str]:
    """Data files present in the source tree, as wheel paths (domino_widgets/...)."""
    found = {p for pattern in DATA_GLOBS for p in PACKAGE.glob(pattern)}
    return sorted(p.relative_to(ROOT).as_posix() for p in found)


def test_wheel_contains_package_and_its_data_files(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    expected = ["domino_widgets/__init__.py", *_source_data_files()]
    missing = [name for name in expected if name not in names]
    assert not missing, f"missing from the wheel: {missing}"


def test_wheel_contains_nothing_outside_the_package(wheel: zipfile.ZipFile) -> None:
    stray = [
        name
        for name in wheel.namelist()
        if not name.startswith(("domino_widgets/", f"{DIST_INFO}/")) or "__pycache__" in name
    ]
    assert not stray, f"unexpected files in the wheel: {stray}"


def test_wheel_metadata(wheel: zipfile.ZipFile) -> None:
    meta = _metadata(wheel)
    assert meta["Name"] == "domino_widgets"
    assert meta["Version"] == domino_widgets.__version__
    requires = " ".join(meta.get_all("Requires-Dist") or [])
    for dep in ("anywidget", "ipywidgets", "traitlets", "tqdm"):
        assert dep in requires
    assert {"test", "lab"} <= set(meta.get_all("Provides-Extra") or [])


def test_wheel_carries_the_mit_licence_pep_639(wheel: zipfile.ZipFile) -> None:
    meta = _metadata(wheel)
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    licence = wheel.read(f"{DIST_INFO}/licenses/LICENSE").decode()
    assert licence.startswith("MIT License") and licence == (ROOT / "LICENSE").read_text()
    # PEP 639: the expression replaces the licence classifiers
    assert not [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    assert "MIT" in (ROOT / "README.md").read_text()


def test_wheel_carries_the_readme_and_classifiers(wheel: zipfile.ZipFile) -> None:
    meta = _metadata(wheel)
    assert meta["Description-Content-Type"] == "text/markdown"
    assert meta.get_payload() == (ROOT / "README.md").read_text(encoding="utf-8")
    classifiers = set(meta.get_all("Classifier") or [])
    assert {"Framework :: Jupyter", "Intended Audience :: Education", "Topic :: Education",
            "Programming Language :: Python :: 3.10",
            "Programming Language :: Python :: 3.11"} <= classifiers
    tested = f"Programming Language :: Python :: {sys.version_info[0]}.{sys.version_info[1]}"
    assert tested in classifiers
    assert not meta.get_all("Project-URL"), "project URLs: none rather than dead ones"


def test_wheel_has_the_domino_widgets_command(wheel: zipfile.ZipFile) -> None:
    entry_points = wheel.read(f"{DIST_INFO}/entry_points.txt").decode()
    assert "[console_scripts]\ndomino-widgets = domino_widgets.cli:main" in entry_points


def test_runtime_dependencies_have_lower_bounds_that_are_tested(wheel: zipfile.ZipFile) -> None:
    """Each bound admits the version constraints.txt pins (the one the tests run on) and is
    the oldest minor release tested: the pin's, or the JupyterLite site's Pyodide lock's
    (traitlets 5.14.3); anywidget 0.9+ in any case, for widget.js's export default."""
    pins = _pins()
    oldest = {name: pin.release[:2] for name, pin in pins.items()} | {"traitlets": (5, 14)}
    runtime = [Requirement(r) for r in _metadata(wheel).get_all("Requires-Dist") or []
               if "extra ==" not in r]
    assert runtime
    for req in runtime:
        if req.marker is not None and not req.marker.evaluate():
            continue  # for another Python (tomli before 3.11): not installed, not tested here
        name = req.name.lower().replace("_", "-")
        (bound,) = [s for s in req.specifier if s.operator == ">="]
        assert pins[name] in req.specifier, (req, pins[name])
        assert Version(bound.version).release[:2] == oldest[name], (req, oldest[name])
    (anywidget,) = [r for r in runtime if r.name == "anywidget"]
    assert Version("0.8.9") not in anywidget.specifier


def test_sdist_is_lean(sdist: tarfile.TarFile) -> None:
    names = [name.split("/", 1)[1] for name in sdist.getnames() if "/" in name]
    top = {name.split("/")[0] for name in names}
    assert top <= SDIST_TOP, f"unexpected in the sdist: {sorted(top - SDIST_TOP)}"
    for needed in ("pyproject.toml", "LICENSE", "README.md", "domino_widgets/static/widget.js",
                   "domino_widgets/records/quintuple-book.json", "tests/test_packaging.py",
                   "notebooks/nbval_sanitize.cfg", "notebooks/00_start.ipynb",
                   "notebooks/00_start.md"):
        assert needed in names
    assert not [n for n in names if n.endswith((".png", ".pyc"))]
    assert not [n for n in names if n.endswith(".ipynb") and not n.startswith("notebooks/")]
    assert not [n for n in names if n.startswith(("tests/test_docs", "tests/docs_site"))]


def test_the_wheel_installs_in_a_fresh_venv_and_replays(wheel_path: Path,
                                                        tmp_path: Path) -> None:
    """A user's path: a new venv, pip install of the wheel (dependencies from the registry or
    the pip cache, at the pinned versions), then the ``domino-widgets`` command."""
    start = time.perf_counter()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    pip = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                          "--disable-pip-version-check", "-c", str(CONSTRAINTS), str(wheel_path)],
                         capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr[-3000:]
    out = subprocess.run([venv / "bin" / "domino-widgets", "replay", "quintuple-book"],
                         capture_output=True, text=True, cwd=tmp_path, check=True)
    lines = out.stdout.splitlines()
    assert lines[9].split()[:2] == ["10", "Ирина"] and out.stderr == ""
    assert "Андрей 6, Ирина 8, Ольга 4, Вадим 0" in lines[-1]
    russian = subprocess.run([venv / "bin" / "domino-widgets", "replay", "quintuple-book",
                              "--lang", "ru"], capture_output=True, text=True, cwd=tmp_path,
                             check=True).stdout.splitlines()  # the wheel's compiled catalogues
    assert russian[-1] == "     итого: Андрей 6, Ирина 8, Ольга 4, Вадим 0"
    where = subprocess.run([python, "-c", "import domino_widgets; print(domino_widgets.__file__)"],
                           capture_output=True, text=True, cwd=tmp_path, check=True).stdout
    assert where.startswith(str(venv)), "the test ran the source tree, not the installed wheel"
    print(f"fresh venv install and replay: {time.perf_counter() - start:.1f} s")
