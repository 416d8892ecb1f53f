"""Widget speed: the time from a click to the new board, in JupyterLab with a kernel and
Debian's Chromium on this machine (goal: 100 ms or less).

Run: `.venv/bin/python bench/bench_widget.py [--cycles 7]`. It starts a throwaway JupyterLab
(temporary dirs, 127.0.0.1, a fixed token), opens a notebook with a GameWidget, and repeats a
cycle of three clicks: a hand tile that fits two ends (Python answers with the highlighted
ends), one of those ends (the move is played; the bot answers), Undo. In the page, a capturing
click listener notes the time and a MutationObserver on the board notes when the new board is
in the DOM. It prints the median and 90th percentile per kind of click and overall, and the
Python side alone (the same intents handled without a kernel). No assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_browser_lab import CELLS, KERNEL_READY_JS, write_notebook  # noqa: E402

from domino_widgets.engine import TILES, parse_tile  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
TOKEN = "domino-bench-token"
TILE = str(TILES[parse_tile("1:2").index])  # a hand tile's data-tile (its notation: "2:1")

WATCH_JS = """() => {
  const bench = (window.__bench = { t0: 0, times: [] });
  const board = document.querySelector(".dw-widget.dw-game .dw-board");
  new MutationObserver(() => {
    if (bench.t0) { bench.times.push(performance.now() - bench.t0); bench.t0 = 0; }
  }).observe(board, { childList: true, subtree: true });
  document.addEventListener("click", () => { bench.t0 = performance.now(); }, true);
}"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_lab(base: Path) -> tuple[subprocess.Popen[bytes], str]:
    dirs = {n: base / n for n in ("root", "config", "data", "runtime", "settings", "work")}
    for d in dirs.values():
        d.mkdir()
    note = dirs["settings"] / "@jupyterlab" / "apputils-extension"
    note.mkdir(parents=True)
    (note / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port = free_port()
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(dirs["config"]),
           "JUPYTER_DATA_DIR": str(dirs["data"]), "JUPYTER_RUNTIME_DIR": str(dirs["runtime"])}
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
           "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={dirs['root']}",
           f"--LabApp.user_settings_dir={dirs['settings']}",
           f"--LabApp.workspaces_dir={dirs['work']}",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
           "--LabApp.expose_app_in_browser=True"]
    log = open(base / "lab.log", "w")  # noqa: SIM115 - closed with the process
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while True:
        try:
            with urllib.request.urlopen(f"{url}/api/status?token={TOKEN}", timeout=2):
                break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.terminate()
                raise SystemExit(f"JupyterLab did not start; log: {base / 'lab.log'}") from None
            time.sleep(0.2)
    write_notebook(dirs["root"] / "bench.ipynb", CELLS[:1])
    return proc, url


def percentiles(values: list[float]) -> str:
    if not values:
        return "no data"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return (f"median {statistics.median(ordered):6.1f} ms   p90 {p90:6.1f} ms   "
            f"(n={len(ordered)}, min {ordered[0]:.1f}, max {ordered[-1]:.1f})")


def browser_clicks(url: str, cycles: int) -> dict[str, list[float]]:
    from playwright.sync_api import expect, sync_playwright

    times: dict[str, list[float]] = {"tile": [], "end": [], "undo": []}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{url}/lab/tree/bench.ipynb?token={TOKEN}&reset")
        page.wait_for_function(KERNEL_READY_JS, timeout=60_000)
        page.locator(".jp-CodeCell").first.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        game = page.locator(".dw-widget.dw-game")
        expect(game.locator(".dw-status")).to_contain_text("Your turn", timeout=60_000)
        page.evaluate(WATCH_JS)
        count = 0

        def click(kind: str, locator: object) -> None:
            nonlocal count
            locator.click()  # type: ignore[attr-defined]
            count += 1
            page.wait_for_function(f"window.__bench.times.length >= {count}", timeout=15_000)
            times[kind].append(page.evaluate(f"window.__bench.times[{count - 1}]"))

        for _ in range(cycles):
            click("tile", game.locator(f".dw-hand-tile[data-tile='{TILE}']"))
            click("end", game.locator(".dw-board .dw-target").first)
            expect(game.locator(".dw-board .dw-tile")).to_have_count(3)
            click("undo", game.locator("button[data-kind='undo']"))
            expect(game.locator(".dw-board .dw-tile")).to_have_count(1)
        browser.close()
    return times


def python_side(cycles: int) -> dict[str, list[float]]:
    """The same intents handled in-process: the widget's own share of a click."""
    namespace: dict[str, object] = {}
    exec(CELLS[0].rsplit("\n", 1)[0], namespace)  # the notebook's set-up, without display
    w = namespace["w"]
    w.wait()  # type: ignore[attr-defined]  # the bot leads (a job on the event loop)
    times: dict[str, list[float]] = {"tile": [], "end": [], "undo": []}
    for _ in range(cycles):
        for kind in ("tile", "end", "undo"):
            if kind == "tile":
                message = {"kind": "tile", "tile": "1:2"}
            elif kind == "end":
                first = w.state.legal_actions()[0]  # type: ignore[attr-defined]
                message = {"kind": "play", "move": w.state.move_text(first)}  # type: ignore
            else:
                message = {"kind": "undo"}
            t0 = time.perf_counter()
            w._handle_custom_msg(message, [])  # type: ignore[attr-defined]
            times[kind].append(1000 * (time.perf_counter() - t0))
            assert not w.error, w.error  # type: ignore[attr-defined]
            w.wait()  # type: ignore[attr-defined]  # the bot's answer, not timed
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cycles", type=int, default=7, help="tile-end-undo cycles (3 clicks)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.monotonic()
        proc, url = start_lab(Path(tmp))
        print(f"JupyterLab up in {time.monotonic() - t0:.1f} s")
        try:
            clicks = browser_clicks(url, args.cycles)
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    print("click -> new board in the DOM (JupyterLab + kernel + Chromium):")
    for kind, label in (("tile", "hand tile (ends shown)"), ("end", "end (move played)"),
                        ("undo", "undo")):
        print(f"  {label:<24} {percentiles(clicks[kind])}")
    print(f"  {'all clicks':<24} {percentiles([t for v in clicks.values() for t in v])}")
    py = python_side(args.cycles)
    print("Python side alone (intent handled, traits set, before the bot's answer; no kernel):")
    for kind in ("tile", "end", "undo"):
        print(f"  {kind:<24} {percentiles(py[kind])}")


if __name__ == "__main__":
    main()
