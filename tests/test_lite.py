"""The offline JupyterLite site's build (tools/lite/build.py) without building it, the docs'
"Open in the browser" links, and what the README says of it. The build itself and the site in
Chromium: tests/test_lite_browser.py.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import re
import subprocess
import zipfile
from pathlib import Path
from types import ModuleType

import pytest
from docs_site import ROOT, built_site_or_fail


def load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "tools/lite/build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load_build()


def test_lesson_files_are_the_notebooks_cleared_for_the_pyodide_kernel_and_the_records(
        tmp_path: Path) -> None:
    build.lesson_files(tmp_path / "files")
    names = sorted(p.name for p in (tmp_path / "files").glob("*.ipynb"))
    assert names == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert "08_cross.ipynb" in names
    russian = sorted(p.name for p in (tmp_path / "files" / "ru").glob("*.ipynb"))
    assert russian == sorted(p.name for p in (ROOT / "notebooks" / "ru").glob("*.ipynb"))
    assert "00_start.ipynb" in russian
    nb = json.loads((tmp_path / "files" / "08_cross.ipynb").read_text(encoding="utf-8"))
    assert nb["metadata"]["kernelspec"]["name"] == "python"  # the Pyodide kernel's name
    # no text sources: the browser version has no jupytext (nor a server to pair files); the
    # pairing stays in the metadata, so a notebook downloaded into JupyterLab gets its .md again
    assert not list((tmp_path / "files").glob("*.md"))
    assert nb["metadata"]["jupytext"]["formats"] == "ipynb,md:myst"
    assert "widgets" not in nb["metadata"]  # the stored state is for pages without a kernel
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    source = json.loads((ROOT / "notebooks" / "08_cross.ipynb").read_text(encoding="utf-8"))
    assert [c["source"] for c in nb["cells"]] == [c["source"] for c in source["cells"]]
    # a folded cell stays folded: JupyterLite hides its code as JupyterLab does
    assert [c["metadata"].get("jupyter") for c in nb["cells"]] == [
        c["metadata"].get("jupyter") for c in source["cells"]]
    assert any(c["metadata"].get("jupyter", {}).get("source_hidden") for c in code)
    records = sorted(p.name for p in (tmp_path / "files" / "records").glob("*.json"))
    assert records == sorted(p.name for p in (ROOT / "domino_widgets/records").glob("*.json"))


def test_a_lock_entry_keeps_the_dependencies_that_apply_in_pyodide(tmp_path: Path) -> None:
    wheel = tmp_path / "demo_pkg-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("demo_pkg/__init__.py", "")
        zf.writestr("demo_pkg-1.0.dist-info/METADATA", "\n".join([
            "Metadata-Version: 2.1", "Name: Demo_Pkg", "Version: 1.0",
            "Requires-Dist: traitlets>=5",
            'Requires-Dist: colorama; platform_system == "Windows"',
            'Requires-Dist: pytest; extra == "test"',
            'Requires-Dist: Typing_Extensions; python_version < "3.99"', ""]))
    entry = build.wheel_entry(wheel)
    assert entry["name"] == "demo-pkg" and entry["version"] == "1.0"
    assert entry["imports"] == ["demo_pkg"]
    assert entry["depends"] == ["traitlets", "typing-extensions"]


def test_the_kernel_gets_the_packages_dependencies_at_the_versions_of_the_venv() -> None:
    deps = dict(pin.split("==") for pin in build.venv_dependencies())
    for lib in ("anywidget", "ipywidgets", "comm", "jupyterlab-widgets"):
        assert deps[lib] == importlib.metadata.version(lib)
    pinned = {build.norm(p.split("==")[0]) for p in build.pinned()}
    assert not pinned & set(deps)  # traitlets, ipython...: Pyodide's own versions
    assert "ipykernel" not in deps and "widgetsnbextension" not in deps  # the kernel's stand-ins


def test_a_build_never_empties_a_folder_it_did_not_make(tmp_path: Path) -> None:
    (tmp_path / "mine.txt").write_text("keep")
    with pytest.raises(SystemExit, match="holds no earlier build"):
        build.clear_output(tmp_path)
    assert (tmp_path / "mine.txt").read_text() == "keep"


def test_the_built_site_is_never_committed() -> None:
    done = subprocess.run(["git", "check-ignore", "-q", "build/lite/site/index.html"], cwd=ROOT)
    assert done.returncode == 0


def test_every_lesson_and_game_page_opens_the_same_notebook_in_the_browser() -> None:
    site = built_site_or_fail()
    link = re.compile(r'<p class="dw-open-lite"><a href="([^"]+)">Open in the browser</a>')
    pages = sorted((site / "notebooks").glob("*.html"))
    assert len(pages) == len(list((ROOT / "notebooks").glob("*.ipynb")))
    for page in pages:
        assert link.findall(page.read_text(encoding="utf-8")) == [
            f"../lite/lab/index.html?path={page.stem}.ipynb"], page.name
    games = 0
    for md in sorted((ROOT / "docs/site_src/games").glob("*.md")):
        if md.suffixes[-2:] == [".ru", ".md"]:  # the Russian page (ru/games/), same link
            continue
        game = re.search(r"^game: ([\w-]+)$", md.read_text(encoding="utf-8"), re.M)
        if not game:
            continue
        lesson = build_lesson_name(game[1])
        html = (site / "games" / f"{md.stem}.html").read_text(encoding="utf-8")
        assert link.findall(html) == [f"../lite/lab/index.html?path={lesson}"], md.name
        games += 1
    assert games >= 10


def build_lesson_name(game: str) -> str:
    """The lesson notebook of a game, by the notebooks' names (NN_game.ipynb)."""
    (path,) = (ROOT / "notebooks").glob(f"[0-9][0-9]_{game.replace('-', '_')}.ipynb")
    return path.name


def test_the_readme_says_how_to_build_and_serve_the_site_beside_its_two_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    two = readme.split("## Two commands", 1)[1].split("##", 1)[0]
    assert re.findall(r"^bash (\S+)", two, re.M) == ["scripts/lab.sh", "scripts/test.sh"]
    assert "bash scripts/lite.sh" in readme
    assert "any static web server" in readme
