"""The JupyterLite site in headless Chromium, for tests/test_lite_browser.py and
bench/bench_lite.py (a helper module, not a test file).

The site is built once (``bash scripts/lite.sh build/lite/site``, skipped while its inputs are
unchanged) and served on 127.0.0.1 by ``tools/lite/serve.py``. The browser resolves no other
host, and every request to one is recorded and refused (``Offline``), from the pages, the
kernel's worker and the service worker alike.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "lite" / "site"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync",
                 # no name resolves but this machine's: nothing can leave it
                 "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
BUILD_TIMEOUT_S = 600

KERNEL_READY_JS = """() => {
  const k = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle';
}"""
# every code cell has run (an execution count) and the kernel is idle again
ALL_RUN_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  const k = nb.sessionContext.session?.kernel;
  const cells = nb.content.widgets.filter(c => c.model.type === 'code');
  return k?.status === 'idle' && cells.every(c => c.model.executionCount !== null);
}"""
# what the cells wrote as errors: tracebacks and text on stderr
ERRORS_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  const out = [];
  for (const c of nb.content.widgets.filter(c => c.model.type === 'code')) {
    for (const o of c.model.outputs.toJSON()) {
      if (o.output_type === 'error') out.push(`${o.ename}: ${o.evalue}`);
      if (o.output_type === 'stream' && o.name === 'stderr') out.push(String(o.text));
    }
  }
  return out;
}"""
ADD_CELL_JS = """(source) => {
  const nb = window.jupyterapp.shell.currentWidget;
  const at = nb.content.widgets.length;
  nb.content.model.sharedModel.insertCell(at, {cell_type: 'code', source});
  nb.content.activeCellIndex = at;
  return window.jupyterapp.commands.execute('notebook:run-cell');
}"""


def build_site(out: Path = SITE) -> tuple[Path, float, str]:
    """The site, built now or reused if fresh: (its folder, seconds taken, what it said)."""
    t0 = time.monotonic()
    done = subprocess.run(["bash", str(ROOT / "scripts" / "lite.sh"), str(out)],
                          capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    said = done.stdout + done.stderr
    if done.returncode:
        raise RuntimeError(f"scripts/lite.sh failed:\n{said[-4000:]}")
    return out, time.monotonic() - t0, said


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def served(site: Path) -> Iterator[str]:
    """``site`` on http://127.0.0.1:PORT (yielded) while the block runs."""
    port = _free_port()
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "lite" / "serve.py"),
                             str(site), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{url}/jupyter-lite.json", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("the site's server did not start") from None
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class Offline:
    """A browser context that refuses, and notes, every request to another host."""

    def __init__(self, browser: Any) -> None:
        self.outside: list[str] = []
        self.failed: list[str] = []
        self.requests = 0
        self.context = browser.new_context(viewport={"width": 1400, "height": 1000})
        self.context.route("**/*", self._route)
        self.context.on("requestfailed", lambda r: self.failed.append(f"{r.url} {r.failure}"))

    def _route(self, route: Any) -> None:
        url = urllib.parse.urlparse(route.request.url)
        if url.scheme in ("http", "https", "ws", "wss") and url.hostname != "127.0.0.1":
            self.outside.append(route.request.url)
            route.abort()
            return
        self.requests += 1
        route.continue_()

    def close(self) -> None:
        self.context.close()


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless, resolving no host but this machine."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=CHROMIUM_ARGS)


def open_lesson(page: Any, base: str, name: str, timeout_s: float = 120) -> float:
    """Open lesson ``name`` in the site's JupyterLab; seconds until its kernel is ready."""
    t0 = time.monotonic()
    page.goto(f"{base}/lab/index.html?path={name}")
    page.wait_for_function(KERNEL_READY_JS, timeout=timeout_s * 1000, polling=100)
    return time.monotonic() - t0


def run_all(page: Any, timeout_s: float = 300) -> None:
    """Run every cell of the open notebook and wait until all have run."""
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(ALL_RUN_JS, timeout=timeout_s * 1000, polling=250)


def add_cell(page: Any, source: str) -> None:
    """Append a code cell to the open notebook and run it."""
    page.evaluate(ADD_CELL_JS, source)


def cell_errors(page: Any) -> list[str]:
    return page.evaluate(ERRORS_JS)
