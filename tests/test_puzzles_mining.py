"""The puzzle miner (issue 28): the same puzzles for the same seed, in this process or on a
pool of workers; Ctrl-C stops it cleanly; and the ``puzzles`` command lists, prints a record
that ``replay`` reads, and checks a file (each bad puzzle on its own line, exit status 2)."""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

from processes import children, gone, hears_ctrl_c

from domino_widgets.puzzles import puzzles
from domino_widgets.puzzles.mining import choose_spread, mine_hand, played_hand, reordered
from domino_widgets.puzzles.model import reach

ROOT = Path(__file__).resolve().parents[1]
COMMAND = Path(sys.executable).parent / "domino-widgets"
TINY = 300  # the first evaluation's budget in the tiny runs (the confirmation: ten times it)


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_puzzles", ROOT / "tools" /
                                                  "make_puzzles.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_hand_mines_the_same_puzzles_for_the_same_seed() -> None:
    first = mine_hand("traditional", 5, 0, work=TINY)
    assert first == mine_hand("traditional", 5, 0, work=TINY)
    assert first.candidates > 0
    for item in first.found:
        assert set(item) == {"answer", "theme", "grade", "values", "stderr", "exact", "facts",
                             "move", "record"}
    assert first.sent >= first.confirmed == len(first.found)


def test_the_miner_gives_the_same_file_in_this_process_and_on_two_workers(
        tmp_path: Path) -> None:
    make = tool()
    here = make.mine_game("sevens", 3, 2, None, hands=2, progress=False, work=TINY)
    pool = ProcessPoolExecutor(2)
    try:
        there = make.mine_game("sevens", 3, 2, pool, hands=2, progress=False, work=TINY)
    finally:
        pool.shutdown()
    assert here == there and here[1] == 2
    path = make.write("sevens", here[0], tmp_path)
    again = make.write("sevens", there[0], tmp_path / "again")
    assert path.read_bytes() == again.read_bytes()


def test_a_turn_that_could_begin_with_another_of_its_tiles_is_no_puzzle() -> None:
    """Two doubles laid in one turn of Cross (hand 41 of seed 0, move 19: 6:6 and 4:4) make
    the same turn in either order: the first double is no answer, and the miner drops it. A
    turn of one tile (Sevens) is never reordered."""
    hand = played_hand("cross", 0, 41)
    state = reach(hand, 19)
    assert reordered(state, state.parse_move("play 6:6 on 0:6 south"))
    assert reordered(state, state.parse_move("play 4:4 on 2:4 west"))
    sevens = played_hand("sevens", 0, 0).positions()[5]
    assert not any(reordered(sevens, a) for a in sevens.legal_actions())


def test_a_stopped_mining_goes_on_from_the_hands_it_has(tmp_path: Path) -> None:
    """Each hand mined is written to the cache at once: a second run mines no hand again and
    gives the same puzzles."""
    make = tool()
    cache = tmp_path / "sevens.jsonl"
    first = make.mine_game("sevens", 3, 2, None, hands=2, progress=False, work=TINY,
                           cache=cache)
    lines = cache.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    again = make.mine_game("sevens", 3, 2, None, hands=2, progress=False, work=TINY,
                           cache=cache)
    assert again == first and cache.read_text(encoding="utf-8").splitlines() == lines
    assert "2 hands" in make.rates(cache, "sevens", 3, TINY)


def test_the_confirmation_stops_where_it_is_sure_no_answer_clears_the_margin() -> None:
    """The confirmation gives up early only where another move is surely within the margin of
    the best (its gap plus twice the noise short of it); a noisy gap goes on to more deals."""
    from domino_widgets.bots.estimates import Evaluation
    from domino_widgets.bots.move_stats import MoveStats
    from domino_widgets.puzzles.mining import hopeless

    def evaluation(gaps: list[list[float]]) -> Evaluation:
        best = MoveStats(1, scores=[10.0] * len(gaps[0]))
        best.visits, best.margin_total = len(gaps[0]), 10.0 * len(gaps[0])
        others = []
        for k, row in enumerate(gaps, 2):
            st = MoveStats(k, scores=[10.0 - g for g in row])
            st.visits, st.margin_total = len(row), sum(st.scores)
            others.append(st)
        return Evaluation([best, *others], False, len(gaps[0]))

    clear = evaluation([[20.0, 22.0, 18.0, 21.0, 19.0] * 4])
    assert not hopeless(clear, 8.0)
    close = evaluation([[1.0, -1.0] * 10])  # no gap on average, surely
    assert hopeless(close, 8.0)
    noisy = evaluation([[20.0] * 10 + [-20.0] * 10])  # no gap on average, but noisy: go on
    assert not hopeless(noisy, 8.0)


def test_the_spread_takes_each_theme_and_grade_in_turn() -> None:
    found = [{"theme": t, "grade": g, "n": k} for k, (t, g) in enumerate(
        [("a", 1), ("a", 1), ("a", 1), ("b", 2), ("c", 3), ("a", 2)])]
    assert [f["n"] for f in choose_spread(found, 4)] == [0, 3, 4, 5]
    assert choose_spread(found, 10) == found


def test_ctrl_c_stops_the_miner_and_its_workers(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "make_puzzles.py"), "cross",
                             "--workers", "2", "--out", str(tmp_path / "out"),
                             "--cache", str(tmp_path / "cache")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=hears_ctrl_c)
    try:
        deadline = time.monotonic() + 60
        while len(children(proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(1.0)
        workers = children(proc.pid)
        assert len(workers) >= 2 and proc.poll() is None
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)  # a hang guard, not a speed check
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
    assert all(gone(pid) for pid in workers)
    assert not (tmp_path / "out").exists()




# -- the command ---------------------------------------------------------------------------
def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(COMMAND), *args], capture_output=True, text=True, timeout=120)


def test_puzzles_lists_them_in_both_languages() -> None:
    out = run("puzzles", "--game", "cross", "--lang", "en")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert lines[-1] == f"{len(puzzles('cross'))} puzzles" and lines[0].startswith("cross-001  ")
    ru = run("puzzles", "--game", "cross", "--grade", "1", "--lang", "ru")
    assert ru.returncode == 0 and "уровень 1" in ru.stdout and "ходит" in ru.stdout
    names = {line.rsplit(": ", 1)[-1] for line in lines[:-1]}  # the mover, in Latin letters
    assert names <= {f"{n} to move" for n in ("Anya", "Boris", "Vera", "Gleb")}, names
    assert {line.rsplit(" ", 1)[-1] for line in ru.stdout.splitlines()[:-1]} <= {
        "Аня", "Борис", "Вера", "Глеб"}
    themes = run("puzzles", "--themes", "--lang", "ru")
    assert themes.returncode == 0 and "Приберечь дубль" in themes.stdout


def test_a_puzzles_record_replays_with_the_replay_command(tmp_path: Path) -> None:
    first = puzzles("cross")[0]
    out = run("puzzles", "--record", first.id)
    assert out.returncode == 0
    path = tmp_path / "p.json"
    path.write_text(out.stdout, encoding="utf-8")
    replayed = run("replay", str(path), "--json")
    assert replayed.returncode == 0
    assert len(json.loads(replayed.stdout)["steps"]) == len(first.record.moves())


def test_check_prints_each_bad_puzzle_on_its_own_line_and_exits_2(tmp_path: Path) -> None:
    good = json.loads((ROOT / "domino_widgets/puzzles/data/cross.json").read_text())[0]
    bad = dict(good, id="bad-1", theme="fork")
    worse = {k: v for k, v in good.items() if k != "move"} | {"id": "bad-2"}
    path = tmp_path / "mine.json"
    path.write_text(json.dumps([good, bad, worse]), encoding="utf-8")
    out = run("puzzles", "--check", str(path))
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.splitlines()
    assert len(lines) == 2 and all(len(line) <= 300 for line in lines)
    assert lines[0].startswith("mine.json: puzzle 'bad-1': unknown theme")
    assert lines[1] == "mine.json: puzzle 'bad-2': missing field move"
    path.write_text(json.dumps([good]), encoding="utf-8")
    fine = run("puzzles", "--check", str(path), "--lang", "ru")
    assert fine.returncode == 0 and fine.stdout == "mine.json: 1 задача, все в порядке\n"


def test_unknown_filters_and_ids_are_one_line_and_exit_2() -> None:
    for args in (["--game", "chess"], ["--theme", "fork"], ["--record", "cross-999"]):
        out = run("puzzles", *args)
        assert out.returncode == 2 and out.stderr.count("\n") == 1, out.stderr
