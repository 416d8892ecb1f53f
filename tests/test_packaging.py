"""The wheel, built as a user would build it, carries the package and its data files.

Builds once per session with ``pip wheel . --no-deps`` (hatchling, isolated build env).
"""

from __future__ import annotations

import email
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import domino_widgets

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "domino_widgets"
# Non-Python files the wheel must carry: the widgets' front end and the game records.
DATA_GLOBS = ["static/*.js", "static/*.css", "records/*.json"]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    """The wheel of the source tree, freshly built into a temporary dir."""
    out = tmp_path_factory.mktemp("wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)]
    subprocess.run(cmd, check=True, cwd=ROOT)
    (path,) = out.glob("domino_widgets-*.whl")
    return zipfile.ZipFile(path)


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
    dist_info = f"domino_widgets-{domino_widgets.__version__}.dist-info/"
    stray = [
        name
        for name in wheel.namelist()
        if not name.startswith(("domino_widgets/", dist_info)) or "__pycache__" in name
    ]
    assert not stray, f"unexpected files in the wheel: {stray}"


def test_wheel_metadata(wheel: zipfile.ZipFile) -> None:
    dist_info = f"domino_widgets-{domino_widgets.__version__}.dist-info"
    meta = email.message_from_bytes(wheel.read(f"{dist_info}/METADATA"))
    assert meta["Name"] == "domino_widgets"
    assert meta["Version"] == domino_widgets.__version__
    requires = " ".join(meta.get_all("Requires-Dist") or [])
    for dep in ("anywidget", "ipywidgets", "traitlets"):
        assert dep in requires
    assert {"test", "lab"} <= set(meta.get_all("Provides-Extra") or [])
