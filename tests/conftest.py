"""Shared pytest fixtures: Debian chromium for pytest-playwright, and a throwaway JupyterLab.

Browser tests are marked ``@pytest.mark.browser``. They need ``/usr/bin/chromium``
(Debian's package, installed by ``scripts/setup.sh``; ``playwright install`` cannot
download browsers here). Without it they are skipped locally, but fail in CI
(``CI`` set and not "0"/"false"), where setup.sh must have installed it.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",  # we run as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]  # Playwright adds --headless and a fresh temporary --user-data-dir itself.

LAB_TOKEN = "domino-test-token"
LAB_START_TIMEOUT_S = 90


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Skip ``browser`` tests without chromium; in CI, fail them instead."""
    if "browser" not in item.keywords or Path(CHROMIUM).exists():
        return
    message = f"{CHROMIUM} missing: run scripts/setup.sh (apt-get install -y chromium)"
    if os.environ.get("CI", "").lower() not in ("", "0", "false"):
        pytest.fail(f"CI: {message}", pytrace=False)
    pytest.skip(message)


def pytest_configure(config: pytest.Config) -> None:
    """The learner's progress file of the whole run (``$DOMINO_WIDGETS_PROGRESS``) in a
    temporary folder, unless one is named: what a module's fixture or a notebook run by nbval
    records goes there, never into the checkout. Each test has its own (below)."""
    if not os.environ.get("DOMINO_WIDGETS_PROGRESS"):
        folder = Path(tempfile.mkdtemp(prefix="domino-progress-"))
        os.environ["DOMINO_WIDGETS_PROGRESS"] = str(folder / "domino-progress.json")


@pytest.fixture(autouse=True)
def _own_progress_file(tmp_path_factory: pytest.TempPathFactory,
                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test has its own learner's progress file (``$DOMINO_WIDGETS_PROGRESS``, in a
    folder of its own): the widgets that record by themselves (puzzles, reviews, lesson
    steps) never write ``domino-progress.json`` into the checkout, nor read another test's.
    A test of the default place deletes the variable (tests/test_progress.py)."""
    folder = tmp_path_factory.mktemp("progress")
    monkeypatch.setenv("DOMINO_WIDGETS_PROGRESS", str(folder / "domino-progress.json"))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright hook: launch Debian's chromium instead of a downloaded build."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


def _free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimpleNamespace]:
    """A JupyterLab on 127.0.0.1 for the test session, isolated from the user's setup.

    Yields ``SimpleNamespace(url, token, root, log)``: ``root`` is the server's
    (empty, temporary) root dir where tests write notebooks, ``log`` the server log.
    Config, data, runtime, settings and workspace dirs are temporary too, and the
    "news" toast is switched off. Open pages as
    ``f"{lab.url}/lab/tree/NAME.ipynb?token={lab.token}&reset"``.
    ``window.jupyterapp`` is exposed so tests can wait for a connected idle kernel.
    """
    base = tmp_path_factory.mktemp("jlab")
    names = ("root", "config", "data", "runtime", "settings", "workspaces")
    root, cfg, data, runtime, settings, workspaces = (base / n for n in names)
    for d in (root, cfg, data, runtime, settings, workspaces):
        d.mkdir()
    notification = settings / "@jupyterlab" / "apputils-extension"
    notification.mkdir(parents=True)
    (notification / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(cfg),
        "JUPYTER_DATA_DIR": str(data),
        "JUPYTER_RUNTIME_DIR": str(runtime),
    }
    env.pop("DOMINO_WIDGETS_PROGRESS", None)  # the progress file beside the notebook
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser",
        "--allow-root",  # this machine and CI run as root; jupyter refuses otherwise
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={LAB_TOKEN}",
        f"--ServerApp.root_dir={root}",
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={workspaces}",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.expose_app_in_browser=True",  # window.jupyterapp, to wait for the kernel
    ]  # fmt: skip
    log_path = base / "jupyterlab.log"
    t0 = time.monotonic()
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            _wait_until_up(proc, f"{url}/api/status?token={LAB_TOKEN}", log_path)
            print(f"\njupyterlab up in {time.monotonic() - t0:.1f}s on port {port}")
            yield SimpleNamespace(url=url, token=LAB_TOKEN, root=root, log=log_path)
        finally:
            proc.terminate()  # SIGTERM: the server also shuts its kernels down
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _wait_until_up(proc: subprocess.Popen[bytes], status_url: str, log_path: Path) -> None:
    """Poll the server's status URL until it answers; raise with the log if it never does."""
    deadline = time.monotonic() + LAB_START_TIMEOUT_S
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"jupyterlab exited early:\n{log_path.read_text()}")
        try:
            with urllib.request.urlopen(status_url, timeout=2):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"jupyterlab not up in {LAB_START_TIMEOUT_S} s:\n{log_path.read_text()}"
                ) from None
            time.sleep(0.2)


@pytest.fixture
def english_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    """No language set for the kernel and an English locale: the package speaks English
    unless the test asks for another language (tests/test_i18n*.py)."""
    from domino_widgets.engine import messages

    monkeypatch.setattr(messages, "_kernel_language", None)
    monkeypatch.setattr(messages, "_locale_language", None)  # the locale is read again
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
