"""The offline JupyterLite site's build (tools/lite/build.py) without building it, the docs'
"Open in the browser" links, and what the README says of it. The build itself and the site in
Chromium: tests/test_lite_browser.py.
"""

from __future__ import annotations

import importlib.metadata
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from docs_site import ROOT, built_site_or_fail
from lite_site import load_build

build = load_build()


def test_lesson_files_are_the_notebooks_with_their_boards_for_the_pyodide_kernel(
        tmp_path: Path) -> None:
    digests = build.lesson_files(tmp_path / "files")
    names = sorted(p.name for p in (tmp_path / "files").glob("*.ipynb"))
    assert names == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert "08_cross.ipynb" in names
    russian = sorted(p.name for p in (tmp_path / "files" / "ru").glob("*.ipynb"))
    assert russian == sorted(p.name for p in (ROOT / "notebooks" / "ru").glob("*.ipynb"))
    assert "00_start.ipynb" in russian
    # each lesson that runs itself on opening, by its path in the site
    assert sorted(digests) == sorted([*names, *(f"ru/{name}" for name in russian)])
    nb = json.loads((tmp_path / "files" / "08_cross.ipynb").read_text(encoding="utf-8"))
    assert nb["metadata"]["kernelspec"]["name"] == "python"  # the Pyodide kernel's name
    # no text sources: the browser version has no jupytext (nor a server to pair files); the
    # pairing stays in the metadata, so a notebook downloaded into JupyterLab gets its .md again
    assert not list((tmp_path / "files").glob("*.md"))
    assert nb["metadata"]["jupytext"]["formats"] == "ipynb,md:myst"
    source = json.loads((ROOT / "notebooks" / "08_cross.ipynb").read_text(encoding="utf-8"))
    # the boards stay, pictures and widgets alike: the lesson shows them at once
    assert nb["metadata"]["widgets"] == source["metadata"]["widgets"]
    assert [c.get("outputs") for c in nb["cells"]] == [c.get("outputs") for c in source["cells"]]
    assert [c["source"] for c in nb["cells"]] == [c["source"] for c in source["cells"]]
    assert digests["08_cross.ipynb"] == build.cells_digest(source)
    # a folded cell stays folded: JupyterLite hides its code as JupyterLab does
    assert [c["metadata"].get("jupyter") for c in nb["cells"]] == [
        c["metadata"].get("jupyter") for c in source["cells"]]
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert any(c["metadata"].get("jupyter", {}).get("source_hidden") for c in code)
    records = sorted(p.name for p in (tmp_path / "files" / "records").glob("*.json"))
    assert records == sorted(p.name for p in (ROOT / "domino_widgets/records").glob("*.json"))


def test_a_lessons_digest_changes_with_any_cell_and_not_with_its_outputs() -> None:
    nb = {"cells": [{"cell_type": "markdown", "source": ["# A", "\n"]},
                    {"cell_type": "code", "source": "print(1)", "outputs": []}]}
    digest = build.cells_digest(nb)
    assert digest == build.cells_digest({"cells": [
        {"cell_type": "markdown", "source": "# A\n"},
        {"cell_type": "code", "source": ["print(1)"], "outputs": [{"text": "1"}]}]})
    changed = {"cells": [nb["cells"][0], {"cell_type": "code", "source": "print(2)"}]}
    assert build.cells_digest(changed) != digest
    kinds = {"cells": [nb["cells"][0], {"cell_type": "markdown", "source": "print(1)"}]}
    assert build.cells_digest(kinds) != digest
    moved = {"cells": [{"cell_type": "markdown", "source": "# A\nprint(1)"}]}
    assert build.cells_digest(moved) != digest  # a cell's bounds count


def code_cells(*sources: str) -> dict[str, Any]:
    """A notebook: a heading, then a code cell for each source."""
    return {"cells": [{"cell_type": "markdown", "source": "# A lesson"},
                      *({"cell_type": "code", "source": source} for source in sources)]}


def test_a_board_that_needs_only_the_lessons_imports_may_run_ahead() -> None:
    """The lessons' extension runs a cell in view before the cells above it only if it needs
    nothing of theirs: only what the first code cell imports, and nothing it binds is theirs."""
    nb = code_cells('from domino_widgets import lesson, set_language\nset_language("en")',
                    'lesson.replay("cross-photos")',
                    'lesson.game("cross", seed=3)',
                    "from domino_widgets import card\ncard('cross')")
    assert build.cells_ahead(nb) == [2, 3, 4]  # indexes among all the notebook's cells
    # a name another cell binds or changes keeps a cell in its place, and the cells using it
    nb = code_cells("from domino_widgets import lesson\nkate = lesson.game('spider')",
                    "kate", "lesson.replay('x')", "board = lesson.game('cross')\nboard",
                    "board.play('6:6')", "print(len(GAMES))")
    assert build.cells_ahead(nb) == [3]
    # an import that a later cell binds again is that cell's to give
    nb = code_cells("from domino_widgets import lesson", "lesson = None", "lesson.game('x')")
    assert build.cells_ahead(nb) == []
    # so does a name the first cell binds otherwise than by an import
    assert build.cells_ahead(code_cells("import os\nx = 1", "print(x)", "os.getcwd()")) == [3]
    # a notebook Python cannot read as it is runs in order
    assert build.cells_ahead(code_cells("import os", "%time os.getcwd()", "os.sep")) == []
    assert build.cells_ahead({"cells": []}) == []


def test_every_lesson_of_the_site_says_which_of_its_boards_may_run_ahead() -> None:
    lessons = {path.relative_to(ROOT / "notebooks").as_posix(): path
               for path in sorted((ROOT / "notebooks").glob("**/*.ipynb"))}
    ahead = build.lessons_ahead(ROOT / "notebooks", dict.fromkeys(lessons, ""))
    assert sorted(ahead) == sorted(lessons)
    cross = json.loads(lessons["08_cross.ipynb"].read_text(encoding="utf-8"))
    code = [k for k, cell in enumerate(cross["cells"]) if cell["cell_type"] == "code"]
    assert ahead["08_cross.ipynb"] == ahead["ru/08_cross.ipynb"] == code[1:]
    # Spider's boards that play on Kate's game stay in their order
    spider = json.loads(lessons["03_spider.ipynb"].read_text(encoding="utf-8"))
    kate = [k for k, cell in enumerate(spider["cells"])
            if "kate" in build.source_text(cell["source"]) and cell["cell_type"] == "code"]
    assert kate and not set(kate) & set(ahead["03_spider.ipynb"])


def test_the_extension_computes_the_digest_as_the_build_does() -> None:
    """The lessons' extension hashes a notebook's cells in the browser exactly as build.py
    does (the separators and their order), and names the stub's class and event."""
    from domino_widgets.widgets.stored import LESSON_EVENT, STARTING_CLASS

    script = build.LESSONS_EXTENSION / "static" / "lessons.js"
    text = script.read_text(encoding="utf-8")
    assert "text += `${cell.type}\\u001f${cell.sharedModel.getSource()}\\u001e`;" in text
    assert 'f"{cell[\'cell_type\']}\\x1f{source_text(cell[\'source\'])}\\x1e"' in (
        ROOT / "tools/lite/build.py").read_text(encoding="utf-8")
    assert f'const STARTING = "{STARTING_CLASS}";' in text
    assert f'const EVENT = "{LESSON_EVENT}";' in text
    package = json.loads((build.LESSONS_EXTENSION / "package.json").read_text())
    assert package["name"] == build.LESSONS_EXTENSION.name
    assert (build.LESSONS_EXTENSION / package["jupyterlab"]["_build"]["load"]) == script


# the two places of jupyterlite-pyodide-kernel 0.8.6's worker that drive_after_imports changes,
# as its minified scripts read (the names of the variables change from script to script)
WORKER = ('let t="/drive",x=1;async initFilesystem(e){if(e.mountDrive){s.mkdirTree(t),'
          's.mount(a,{},t),s.chdir(t),this._driveFS=a}}async initKernel(e){let s=[];'
          's.push("import pyodide_kernel"),e.mountDrive&&this._localPath&&s.push("import os",'
          '`os.chdir("${this._localPath}")`),await this._pyodide.runPythonAsync(s.join(`\n`))}')


def test_the_sites_kernel_moves_into_the_drive_after_importing_itself(tmp_path: Path) -> None:
    """Python looks in the working folder for each module it imports; in the drive each look
    is a request through the page, so the worker goes there once its imports are done, to the
    same folder as before (the drive, then the notebook's folder in it), and keeps that folder
    last on the path, where a first import in a cell does not list it."""
    (tmp_path / "comlink.worker.js").write_text(WORKER)
    (tmp_path / "other.js").write_text("console.log('no kernel here')")
    assert build.drive_after_imports(tmp_path) == ["comlink.worker.js"]
    patched = (tmp_path / "comlink.worker.js").read_text()
    assert "s.mount(a,{},t),this._driveFS=a" in patched and ".chdir(t)" not in patched
    assert ('s.push("import pyodide_kernel"),e.mountDrive&&s.push("import os",'
            '`os.chdir("/drive")`),e.mountDrive&&this._localPath&&'
            's.push(`os.chdir("${this._localPath}")`),'
            's.push("import sys","if \'\' in sys.path: sys.path.remove(\'\'); '
            'sys.path.append(\'\')"),await') in patched
    assert (tmp_path / "other.js").read_text() == "console.log('no kernel here')"


@pytest.mark.parametrize("changed", ["s.chdir(t),", 's.push("import pyodide_kernel"),'])
def test_a_kernel_start_the_build_does_not_know_stops_it(tmp_path: Path, changed: str) -> None:
    (tmp_path / "comlink.worker.js").write_text(WORKER.replace(changed, ""))
    with pytest.raises(SystemExit, match="otherwise than drive_after_imports knows"):
        build.drive_after_imports(tmp_path)
    with pytest.raises(SystemExit, match="no script"):
        build.drive_after_imports(tmp_path / "nothing")


def test_the_jedi_stand_in_is_a_package_that_cannot_be_imported(tmp_path: Path) -> None:
    """The kernel finds 'jedi' in its preload list (so it installs nothing), and IPython's
    ``import jedi`` fails as if it were missing: completion without jedi, a faster start."""
    wheel = build.no_jedi_wheel(tmp_path)
    entry = build.wheel_entry(wheel)
    assert (entry["name"], entry["imports"], entry["depends"]) == ("jedi", ["jedi"], [])
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(tmp_path / "site")
    done = subprocess.run([sys.executable, "-c", "import jedi"], cwd=tmp_path / "site",
                          capture_output=True, text=True)
    assert done.returncode == 1 and "ImportError: jedi is left out" in done.stderr
    assert "jedi" in build.PRELOADED
    pins = [pin.split("==")[0] for pin in build.pinned()]
    assert "jedi" not in pins and "parso" not in pins and "ipython" in pins


def test_the_front_page_opens_the_start_lesson_in_the_learners_view(tmp_path: Path) -> None:
    template = ('<script id="jupyter-config-data" type="application/json" '
                'data-jupyter-lite-root=".">{}</script>\n'
                "<script type=\"module\">\n  await import('./config-utils.js');\n</script>")
    index = tmp_path / "index.html"
    index.write_text(template)
    build.front_page(index)
    html = index.read_text()
    assert 'location.replace("notebooks/index.html?path=00_start.ipynb");' in html
    assert 'id="jupyter-config-data"' in html  # every page reads the site's settings here
    assert "config-utils" not in html
    index.write_text("<html></html>")
    with pytest.raises(SystemExit, match="no longer loads config-utils.js"):
        build.front_page(index)


def test_the_extensions_words_come_from_the_catalogues_in_both_languages() -> None:
    words = build.site_words()
    assert words["en"] == {"open_lab": "See the code (JupyterLab)",
                           "getting_ready": "Getting the board ready…",
                           "one_moment": "Getting the board ready… It comes in a moment.",
                           "stopped": "Something went wrong and the lesson stopped. Reload the "
                                      "page to start it again; if it stops again, tell your "
                                      "teacher."}
    assert words["ru"]["getting_ready"] == "Готовим доску…"
    assert set(words["ru"]) == set(words["en"])
    assert not set(words["ru"].values()) & set(words["en"].values())


def test_lab_script_opens_the_start_lesson_with_the_lessons_extension() -> None:
    script = (ROOT / "scripts" / "lab.sh").read_text()
    assert '"--LabApp.extra_labextensions_path=$PWD/domino_widgets/labextension"' in script
    assert "--ServerApp.default_url=/lab/tree/00_start.ipynb" in script
    assert (ROOT / "domino_widgets/labextension/domino-widgets-lessons/package.json").exists()


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
            f"../lite/notebooks/index.html?path={page.stem}.ipynb"], page.name
    games = 0
    for md in sorted((ROOT / "docs/site_src/games").glob("*.md")):
        if md.suffixes[-2:] == [".ru", ".md"]:  # the Russian page (ru/games/), same link
            continue
        game = re.search(r"^game: ([\w-]+)$", md.read_text(encoding="utf-8"), re.M)
        if not game:
            continue
        lesson = build_lesson_name(game[1])
        html = (site / "games" / f"{md.stem}.html").read_text(encoding="utf-8")
        assert link.findall(html) == [f"../lite/notebooks/index.html?path={lesson}"], md.name
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


def loaded_after(code: str, modules: tuple[str, ...]) -> list[str]:
    """Which of ``modules`` a fresh Python has imported once it has run ``code``."""
    done = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint([m for m in "
                           f"{modules!r} if m in sys.modules])"], capture_output=True,
                          text=True, cwd=ROOT, check=True)
    loaded: list[str] = json.loads(done.stdout.strip().splitlines()[-1].replace("'", '"'))
    return loaded


def test_a_lessons_first_boards_load_only_what_they_need() -> None:
    """08_cross's first cell (its steps) loads no other widget and no exercise, and its cells
    up to its first game board load nothing that only a simulation or a class file needs (a
    process pool, multiprocessing, the TOML reader): in the browser version's kernel these
    imports took a third of the first cell's time, and the learner waits for them (issue
    39)."""
    cells = ["".join(cell["source"]) for cell in json.loads(
        (ROOT / "notebooks" / "08_cross.ipynb").read_text(encoding="utf-8"))["cells"]
        if cell["cell_type"] == "code"]
    assert "lesson.steps(" in cells[0]
    game = next(k for k, code in enumerate(cells) if "lesson.game(" in code)
    widgets = tuple(f"domino_widgets.widgets.{name}"
                    for name in ("game", "review", "puzzle", "replay", "sandbox"))
    assert loaded_after(cells[0], (*widgets, "domino_widgets.exercises")) == []
    unneeded = ("concurrent.futures.process", "multiprocessing", "tomllib")
    assert loaded_after("\n".join(cells[:game + 1]), unneeded) == []


def test_the_widgets_dependencies_never_come_from_the_learners_folder(tmp_path: Path) -> None:
    """In the browser version each look in the working folder is a request through the page;
    the widgets import their libraries without one (issue 39), and a learner's file with a
    library's name cannot stand in for it. The folder is looked in again afterwards."""
    for name in ("anywidget", "ipywidgets", "psygnal", "typing_extensions"):
        (tmp_path / f"{name}.py").write_text("raise ImportError('a file of the learner')\n")
    (tmp_path / "mine.py").write_text("MINE = 1\n")
    cell = next("".join(cell["source"]) for cell in json.loads(
        (ROOT / "notebooks" / "08_cross.ipynb").read_text(encoding="utf-8"))["cells"]
        if cell["cell_type"] == "code")
    done = subprocess.run([sys.executable, "-c", cell + "\nimport sys, mine\n"
                           "print(sys.path[0] == '', mine.MINE)"],
                          capture_output=True, text=True, cwd=tmp_path, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-2:] == ["True", "1"]


@pytest.mark.parametrize("source", ["00_start.md", "ru/00_start.md"])
def test_the_start_lessons_first_screen_names_no_menu(source: str) -> None:
    """Up to its first board, lesson 00 says only what to do: the lesson starts by itself, and
    a board opened where it cannot says so itself (issue 39, item 4)."""
    text = (ROOT / "notebooks" / source).read_text(encoding="utf-8")
    first_screen = text.split("```{code-cell}")[0]  # up to the first board
    assert "Run >" not in first_screen and "Run All" not in first_screen
