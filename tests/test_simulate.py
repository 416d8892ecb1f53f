"""Simulations: reproducible from the seed on one core, on several and on a Dask cluster; the
totals add up; the command line refuses bad input with one line and status 2."""

from __future__ import annotations

import json
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from domino_widgets.__main__ import main
from domino_widgets.bots import SimulationResult, simulate
from domino_widgets.engine import OptionError

PLAYERS = ["greedy", "random"]


def run(**kwargs: object) -> SimulationResult:
    args = {"game": "traditional", "players": PLAYERS, "n": 12, "seed": 5, "progress": False,
            "until": "hand"} | kwargs
    return simulate(**args)  # type: ignore[arg-type]


def test_s10_same_seed_same_results_on_one_core_and_on_several() -> None:
    one = run(workers=1)
    assert one == run(workers=1)
    with ProcessPoolExecutor(2) as pool:
        assert run(executor=pool) == one
    assert run(n=60, workers=2) == run(n=60, workers=1)  # the default pool from 40 games on
    assert run(seed=6) != one


def test_s10_same_results_on_a_local_dask_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    one = run(n=8, players=["search:samples=2", "greedy"], workers=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        assert run(n=8, players=["search:samples=2", "greedy"],
                   executor=client.get_executor()) == one


def test_every_deal_is_played_from_every_seat() -> None:
    result = run(n=6, players=["greedy", "random", "random"])
    seatings = [o.seats for o in result.outcomes]
    assert seatings[:3] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert [o.index for o in result.outcomes] == list(range(6))


def test_totals_add_up_per_player() -> None:
    result = run(n=20, players=["greedy", "random"], game="quintuple", until="match")
    assert sum(result.wins) + result.ties == 20
    assert all(o.finished for o in result.outcomes)
    assert result.hands >= 20 and 0 <= result.blocks <= result.hands
    assert sum(result.win_rate(p) for p in range(2)) == pytest.approx(1.0)
    text = result.summary()
    assert "greedy" in text and "random" in text and "20 matches" in text
    data = result.as_json()
    assert data["wins"] == list(result.wins) and json.dumps(data)


def test_two_players_of_the_same_kind_get_numbered_names() -> None:
    assert run(n=2, players=["greedy", "greedy"]).players == ("greedy 1", "greedy 2")


def test_any_executor_will_do() -> None:
    with ThreadPoolExecutor(2) as pool:
        assert run(executor=pool) == run(workers=1)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"game": "chess"}, "unknown game"),
    ({"players": ["greedy"]}, "players"),
    ({"players": ["greedy", "genius"]}, "unknown player"),
    ({"n": 0}, "positive"),
    ({"until": "dawn"}, "until"),
    ({"options": {"colour": 1}}, "unknown option"),
])
def test_bad_arguments_are_option_errors(kwargs: dict, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        run(**kwargs)


def test_cli_simulate_prints_a_summary_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "cross", "--players", "greedy,random", "-n", "4", "--hands",
                 "--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "cross: 4 hands, seed 3" in out and "greedy" in out
    assert main(["simulate", "cross", "--players", "greedy,random", "-n", "4", "--json",
                 "--option", "reserve=2", "--quiet", "--hands"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["options"] == {"reserve": 2} and data["n"] == 4 and len(data["wins"]) == 2


@pytest.mark.parametrize("argv", [
    ["simulate", "chess", "--players", "greedy,random"],
    ["simulate", "cross", "--players", "greedy,genius"],
    ["simulate", "cross", "--players", "greedy"],
    ["simulate", "cross", "--players", "greedy,random", "-n", "0"],
    ["simulate", "cross", "--players", "greedy,random", "-n", "many"],
    ["simulate", "cross", "--players", "greedy,random", "--option", "reserve"],
    ["simulate", "cross", "--players", "greedy,random", "--option", "reserve=-1"],
    ["simulate", "cross", "--players", "greedy,random", "--workers", "0"],
    ["simulate", "cross", "--players", "search:samples=zero,random"],
    ["simulate", "cross"],
])
def test_cli_simulate_bad_input_exits_2_with_one_line(argv: list[str],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        status = main(argv)
        raise SystemExit(status)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_stopped_pool_leaves_no_worker_and_no_thread_of_its_own() -> None:
    """Ctrl-C stops the pool at once: its workers are ended, and its own thread has finished
    before the command exits (running, it could close its pipe while Python, exiting, writes
    to it: a traceback after "interrupted", seen about once in 40 Ctrl-Cs on a busy machine)."""
    import time

    from domino_widgets.bots.simulate import _leave_signals_to_parent, stop_pool

    pool = ProcessPoolExecutor(2, initializer=_leave_signals_to_parent)
    busy = [pool.submit(time.sleep, 30) for _ in range(3)]
    while not busy[0].running():
        time.sleep(0.01)
    workers = list(pool._processes.values())
    manager = pool._executor_manager_thread
    stop_pool(pool)
    assert manager is not None and not manager.is_alive()
    assert all(not worker.is_alive() for worker in workers)
