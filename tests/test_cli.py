"""The ``domino-widgets`` command: ``--version``, errors on one short line, a closed pipe that
ends quietly, Ctrl-C that stops at once with no worker left, tqdm progress when asked, and
simulations in this process where processes cannot start (the browser)."""

from __future__ import annotations

import concurrent.futures
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from processes import children, gone, hears_ctrl_c

import domino_widgets
from domino_widgets import cli
from domino_widgets.bots import simulate
from domino_widgets.cli import MAX_LINE, main, one_line

COMMAND = Path(sys.executable).parent / "domino-widgets"  # the console script of this venv
SIMULATE_400 = ["simulate", "cross", "--players", "search,greedy", "-n", "400"]


def run(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(COMMAND), *args], capture_output=True, text=True, timeout=120,
                          **kwargs)  # type: ignore[call-overload]


def assert_one_error_line(err: str) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, repr(err[:500])
    assert len(err) - 1 <= MAX_LINE and "Traceback" not in err


def test_version_from_the_command_and_from_python_m() -> None:
    out = run("--version")
    assert out.returncode == 0 and out.stdout == f"domino-widgets {domino_widgets.__version__}\n"
    same = subprocess.run([sys.executable, "-m", "domino_widgets", "--version"],
                          capture_output=True, text=True)
    assert same.stdout == out.stdout


def test_the_command_is_python_m_domino_widgets() -> None:
    out = run("replay", "quintuple-book")
    same = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", "quintuple-book"],
                          capture_output=True, text=True)
    assert out.returncode == same.returncode == 0 and out.stdout == same.stdout
    assert run("records").stdout.split() == domino_widgets.shipped_records()


def test_replay_into_head_ends_quietly() -> None:
    out = subprocess.run(f"'{COMMAND}' replay quintuple-book --json | head -1", shell=True,
                         capture_output=True, text=True, timeout=60)
    assert out.stdout == "{\n" and out.stderr == ""


def test_a_closed_pipe_ends_quietly_with_status_141() -> None:
    """The reader has gone before the first line: no BrokenPipeError, nothing on stderr."""
    read, write = os.pipe()
    os.close(read)
    try:
        out = subprocess.run([str(COMMAND), "replay", "quintuple-book", "--json"], stdout=write,
                             stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write)
    assert out.returncode == 141 and out.stderr == ""


@pytest.mark.parametrize("args", [
    ["replay", "x" * 100_000],
    ["replay", "two\nlines.json"],
    ["simulate", "c" * 10_000, "--players", "greedy,random"],
    ["simulate", "cross", "--players", "greedy,random", "-n", "9" * 5_000 + "x"],
    ["simulate", "cross", "--players", "greedy,random", "--option", "x" * 5_000],
    ["simulate", "cross", "--players", "greedy,\x1b[2Jgenius"],
    ["frobnicate" * 1_000],
])
def test_every_error_is_one_line_of_at_most_300_characters(args: list[str]) -> None:
    out = run(*args)
    assert out.returncode == 2 and out.stdout == ""
    assert_one_error_line(out.stderr)
    assert "\x1b" not in out.stderr


def test_a_long_file_name_leaves_room_for_what_is_wrong(tmp_path: Path) -> None:
    long = tmp_path / ("x" * 200) / ("y" * 200 + ".json")
    out = run("replay", str(long))
    assert out.returncode == 2
    assert_one_error_line(out.stderr)
    assert "...yyy" in out.stderr and "no such file or shipped record" in out.stderr


def test_one_line_escapes_and_cuts() -> None:
    assert one_line("a\nb\x1b\ud800") == "a\\nb\\x1b\\ud800"
    cut = one_line("é" * 1_000)
    assert len(cut) == MAX_LINE and cut.endswith("...")


def test_an_unexpected_error_is_still_one_line(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    def broken(name: str) -> None:
        raise RuntimeError("x" * 1_000)

    monkeypatch.delenv("DOMINO_WIDGETS_DEBUG", raising=False)
    monkeypatch.setattr("domino_widgets.engine.record.Record.load", broken)
    assert main(["replay", "quintuple-book"]) == 2
    assert_one_error_line(capsys.readouterr().err)


@pytest.mark.parametrize("stop", [KeyboardInterrupt, cli.Terminated])
def test_any_command_stops_on_ctrl_c_with_one_line(stop: type[BaseException],
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(name: str) -> None:
        raise stop

    monkeypatch.setattr("domino_widgets.engine.record.Record.load", interrupted)
    assert main(["replay", "quintuple-book"]) == (130 if stop is KeyboardInterrupt else 143)
    err = capsys.readouterr().err
    assert_one_error_line(err)




@pytest.mark.parametrize("args", [
    [*SIMULATE_400, "--workers", "2"],  # the process pool
    ["simulate", "cross", "--players", "search,greedy", "-n", "10"],  # in this process
])
def test_ctrl_c_stops_simulate_before_it_ends_and_leaves_no_worker(args: list[str]) -> None:
    proc = subprocess.Popen([str(COMMAND), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=hears_ctrl_c)
    try:
        wanted = 2 if "--workers" in args else 0
        deadline = time.monotonic() + 30
        while len(children(proc.pid)) < wanted and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(1.0)  # well into the games
        workers = children(proc.pid)
        assert len(workers) >= wanted and proc.poll() is None
        proc.send_signal(signal.SIGINT)
        # a hang guard, not a speed check: the games asked for take far longer than this
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, proc.returncode
    assert err == "domino-widgets: interrupted\n" and out == ""
    assert all(gone(pid) for pid in workers), workers


def test_sigterm_stops_the_pool_too() -> None:
    proc = subprocess.Popen([str(COMMAND), *SIMULATE_400, "--workers", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=hears_ctrl_c)
    deadline = time.monotonic() + 30
    while len(children(proc.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    workers = children(proc.pid)
    proc.terminate()
    out, err = proc.communicate(timeout=10)
    assert proc.returncode == 143 and err == "domino-widgets: terminated\n"
    assert workers and all(gone(pid) for pid in workers)


def test_progress_bar_when_asked_and_quiet_otherwise() -> None:
    args = ["simulate", "traditional", "--players", "greedy,random", "-n", "5", "--hands"]
    shown = run(*args, "--progress")
    assert shown.returncode == 0
    last = shown.stderr.replace("\r", "\n").strip().splitlines()[-1]
    assert "100%" in last and "5/5" in last and "hand/s" in last, shown.stderr
    quiet = run(*args)  # standard error is a pipe here, not a terminal
    assert quiet.returncode == 0 and quiet.stderr == ""
    assert quiet.stdout.splitlines()[:-1] == shown.stdout.splitlines()[:-1]  # but the time


def test_progress_from_python_with_rate_and_time_left(capsys: pytest.CaptureFixture[str]) -> None:
    simulate("traditional", ["greedy", "random"], 4, seed=1, until="hand", progress=True)
    err = capsys.readouterr().err
    assert "4/4 [" in err and "<" in err and "hand/s]" in err  # elapsed<left, rate
    simulate("traditional", ["greedy", "random"], 4, seed=1, until="hand")
    assert capsys.readouterr().err == ""  # not a terminal, not Jupyter: quiet


def test_simulate_runs_in_this_process_in_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    one = simulate("traditional", ["greedy", "random"], 40, seed=2, until="hand",
                   progress=False, workers=1)
    assert one.note == ""

    def no_processes(*args: object, **kwargs: object) -> None:
        raise AssertionError("a process pool in the browser")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", no_processes)
    here = simulate("traditional", ["greedy", "random"], 40, seed=2, until="hand",
                    progress=False, workers=2)
    assert here == one
    assert "this process" in here.note and here.note in here.summary()
    assert here.as_json()["note"] == here.note


def test_progress_in_jupyter_is_a_notebook_bar(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """In a Jupyter kernel tqdm.auto draws an ipywidgets bar by default; progress=False: none."""
    nbformat = pytest.importorskip("nbformat")
    from nbclient import NotebookClient

    spec = tmp_path / "kernels" / "domino-current"
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (spec / "kernel.json").write_text(f'{{"argv": {json.dumps(argv)}, "language": "python", '
                                      '"display_name": "this venv"}')
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path))
    code = ("from domino_widgets.bots import simulate\n"
            "simulate('traditional', ['greedy', 'random'], 3, until='hand')\n"
            "simulate('traditional', ['greedy', 'random'], 3, until='hand', progress=False)\n"
            "print('done')")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    NotebookClient(nb, kernel_name="domino-current", timeout=60).execute()
    outputs = nb.cells[0].outputs
    bars = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(bars) == 1 and "hand/s" in bars[0]["data"]["text/plain"]
    assert [o.get("text") for o in outputs if o["output_type"] == "stream"] == ["done\n"]
