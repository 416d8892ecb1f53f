"""The start lesson in real JupyterLab with the package's extension (scripts/lab.sh,
``domino-widgets lessons``): a lesson JupyterLab trusts runs itself when opened and its board
takes a click with no menu and no key; an untrusted one waits, its boards saying to run the
cell (Chromium; the JupyterLite site: tests/test_lite_browser.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import nbformat
import pytest
from conftest import LAB_TOKEN, _free_port, _wait_until_up
from lite_site import LIVE_STEPS, PLAYABLE, with_a_failing_cell
from nbformat.sign import NotebookNotary
from playwright.sync_api import Page, expect

from domino_widgets.lessons import EXTENSIONS
from domino_widgets.widgets.stored import RUN_CLASS

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimpleNamespace]:
    """JupyterLab as scripts/lab.sh starts it (the lessons' extension from this checkout),
    everything else isolated as in conftest.lab_server."""
    base = tmp_path_factory.mktemp("lab-lessons")
    dirs = {name: base / name for name in ("root", "config", "data", "runtime", "settings",
                                             "workspaces")}
    for folder in dirs.values():
        folder.mkdir()
    port = _free_port()
    env = {"JUPYTER_CONFIG_DIR": str(dirs["config"]), "JUPYTER_DATA_DIR": str(dirs["data"]),
           "JUPYTER_RUNTIME_DIR": str(dirs["runtime"])}
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
           "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={LAB_TOKEN}", f"--ServerApp.root_dir={dirs['root']}",
           f"--LabApp.user_settings_dir={dirs['settings']}",
           f"--LabApp.workspaces_dir={dirs['workspaces']}",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
           "--LabApp.expose_app_in_browser=True",
           f"--LabApp.extra_labextensions_path={EXTENSIONS}"]  # as scripts/lab.sh
    log_path = base / "jupyterlab.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT,
                                env={**os.environ, **env})
        try:
            url = f"http://127.0.0.1:{port}"
            _wait_until_up(proc, f"{url}/api/status?token={LAB_TOKEN}", log_path)
            yield SimpleNamespace(url=url, root=dirs["root"], data=dirs["data"])
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def copy_lesson(lab: SimpleNamespace, name: str, as_name: str, trust: bool,
                failing: bool = False) -> None:
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    if failing:
        nb = nbformat.from_dict(with_a_failing_cell(nb, "raise RuntimeError('no board')"))
    if not trust:  # Jupyter trusts a notebook by its contents: the same lesson is trusted
        nb.cells[0].source += "\n\nA note of someone else's."
    if trust:  # as scripts/lab.sh (jupyter trust) and domino-widgets lessons do
        NotebookNotary(data_dir=str(lab.data)).sign(nb)
    nbformat.write(nb, lab.root / as_name)


def test_the_start_lesson_runs_itself_in_jupyterlab_and_takes_a_click(
        lab: SimpleNamespace, page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    copy_lesson(lab, "00_start.ipynb", "00_start.ipynb", trust=True)
    page.goto(f"{lab.url}/lab/tree/00_start.ipynb?token={LAB_TOKEN}&reset")
    tile = page.locator(PLAYABLE).first
    tile.wait_for(timeout=300_000)  # nothing was run by hand: no menu, no key
    status = page.locator(".dw-widget.dw-game .dw-status").first
    before = status.inner_text()
    tile.click()
    expect(status).not_to_have_text(before, timeout=60_000)
    page.wait_for_selector("[data-dw-lesson=ran]", timeout=300_000)
    page.screenshot(path=str(lab.root / "lab-start.png"))
    assert not errors, errors


def test_a_lesson_stopped_by_a_failing_cell_is_not_marked_as_run_in_jupyterlab(
        lab: SimpleNamespace, page: Page) -> None:
    """The run stops at the cell that fails, as Run All stops, and JupyterLab shows the error
    in that cell; the cells below keep their stored boards."""
    copy_lesson(lab, "00_start.ipynb", "stops.ipynb", trust=True, failing=True)
    page.goto(f"{lab.url}/lab/tree/stops.ipynb?token={LAB_TOKEN}&reset")
    page.wait_for_selector("[data-dw-lesson=stopped]", state="attached", timeout=300_000)
    expect(page.get_by_text("RuntimeError: no board")).to_be_visible()
    expect(page.locator(PLAYABLE).first).to_be_visible()  # the game above it ran
    expect(page.locator(LIVE_STEPS)).to_have_count(0)


def test_an_untrusted_lesson_waits_to_be_run_in_jupyterlab(lab: SimpleNamespace,
                                                           page: Page) -> None:
    copy_lesson(lab, "00_start.ipynb", "not_trusted.ipynb", trust=False)
    page.goto(f"{lab.url}/lab/tree/not_trusted.ipynb?token={LAB_TOKEN}&reset")
    page.wait_for_function("() => window.jupyterapp?.shell.currentWidget?.sessionContext"
                           "?.session?.kernel?.status === 'idle'", timeout=300_000)
    page.wait_for_timeout(3000)  # time enough for a run that should not come
    assert page.locator("[data-dw-lesson], .dw-lesson-starting").count() == 0
    expect(page.locator(PLAYABLE)).to_have_count(0)
    assert page.locator(f".{RUN_CLASS}").count() == 0  # untrusted: not even the stored view
