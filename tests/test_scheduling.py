"""The widgets' timed work on the kernel's event loop, as ipykernel and Pyodide run it: the bots'
pauses and moves and the hint search are jobs on the loop, in slices, never threads. Here an
asyncio loop stands for the kernel's (and one test runs a real ipykernel): the same seeded
moves as without a pause, clicks answered between the slices of a search, stale hints dropped,
traits changed on the loop's thread only, and no thread started (Pyodide cannot start one).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from loops import on_loop
from positions import cross_with_a_choice

from domino_widgets import GameWidget, SandboxWidget
from domino_widgets.bots import SearchPlayer, hint
from domino_widgets.bots.hints import hinting
from domino_widgets.bots.steps import run_through
from domino_widgets.engine import TILES, State
from domino_widgets.widgets import schedule

SEARCH_BOT = "search:samples=6"


@pytest.fixture(autouse=True)
def no_threads(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Starting a thread fails, as in Pyodide ("can't start new thread"); not in the tests
    that talk to a real kernel (its client has threads), which count the kernel's threads."""
    def refuse(self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")

    if "ipykernel" not in request.node.name:
        monkeypatch.setattr(threading.Thread, "start", refuse)


async def settled(widget: Any, timeout: float = 60) -> None:
    """Let the loop run until the widget has nothing left to do."""
    deadline = time.monotonic() + timeout
    while getattr(widget, "busy", False) or widget._hint_running():
        assert time.monotonic() < deadline, "the widget's jobs did not end"
        await asyncio.sleep(0.002)


def send(widget: Any, content: Any) -> bool:
    """Deliver a message as the page would; True when it was accepted."""
    widget._handle_custom_msg(content, [])
    return not widget.error


def moves_of(widget: GameWidget) -> list[int]:
    return [a for a, _, _ in widget.state.history]


def bots_game(pause: float, bot: str = "greedy", game: str = "cross", seed: int = 2,
              humans: tuple[int, ...] = (0,)) -> GameWidget:
    return GameWidget(game, players=4, humans=list(humans), seed=seed, bot=bot, pause=pause)


# -- the search in steps: the same result as in one go ------------------------------------------
def test_a_search_in_steps_chooses_as_in_one_go() -> None:
    st = State.new("cross", 4, seed=7)
    st.apply(st.legal_actions()[0])
    one_go = SearchPlayer(5, samples=12).choose(st, st.turn)
    steps = SearchPlayer(5, samples=12).choosing(st, st.turn)
    yields = 0
    while True:
        try:
            assert next(steps) is None  # a search stops between guesses, never pauses
            yields += 1
        except StopIteration as done:
            assert done.value == one_go
            break
    assert yields > 1  # a stop between two guesses


def test_hint_in_steps_is_hint_in_one_go() -> None:
    st = State.new("quintuple", 4, seed=3)
    st.apply(st.legal_actions()[0])
    a = hint(st, time_limit=None, samples=16, seed=1)
    b = run_through(hinting(st, time_limit=None, samples=16, seed=1))
    assert a == b


# -- the bots on the loop -----------------------------------------------------------------------
@pytest.mark.parametrize("bot, game, seed", [("greedy", "cross", 2), ("greedy", "traditional", 5),
                                             (SEARCH_BOT, "cross", 4)])
def test_bots_on_the_loop_make_the_same_seeded_moves_as_at_once(bot: str, game: str,
                                                                seed: int) -> None:
    at_once = bots_game(0, bot, game, seed, humans=())  # no human: the bots play the hand
    assert at_once.state.hand_over is not None

    async def main() -> list[int]:
        w = bots_game(0.001, bot, game, seed, humans=())
        assert w.busy and not w.state.history  # nothing moves before the loop has a turn
        await settled(w, timeout=120)
        assert w.state.hand_over is not None and not w.error
        return moves_of(w)

    assert on_loop(main) == moves_of(at_once)


def test_the_pause_is_kept_between_bot_moves() -> None:
    async def main() -> list[float]:
        w = bots_game(0.05)
        times: list[float] = []
        w.observe(lambda _: times.append(time.monotonic()), names="moves_log")
        await settled(w)
        return times

    times = on_loop(main)
    assert len(times) >= 3  # three bots, at least a move each
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert min(gaps) >= 0.04


def test_a_click_during_a_bots_search_is_answered_between_its_slices() -> None:
    async def main() -> None:
        st = cross_with_a_choice().state  # the player on turn has a choice: a bot here
        start, bot = len(st.history), st.players[st.turn]
        w = GameWidget(st, humans=[(st.turn + 1) % 4], bot="search:samples=400:prune=0",
                       pause=0.001)  # no pruning: it searches its whole budget (~1 s)
        assert w.busy
        answered: list[tuple[bool, bool, str]] = []
        while len(w.state.history) == start:  # the bot on turn is still searching
            await asyncio.sleep(0.001)
            if not answered:
                mine = w.state.hands[w._humans[0]][0]
                ok = send(w, {"kind": "tile", "tile": str(TILES[mine])})
                answered.append((ok, w.busy, w.error))
        assert answered == [(False, True, f"It is {bot}'s turn: the bot plays by itself")]
        w.close()

    on_loop(main)


def test_undo_and_new_game_cancel_the_bot_moves_still_to_come() -> None:
    async def main() -> None:
        w = GameWidget("cross", players=4, humans=[0], seed=2, pause=30)
        assert w.busy
        send(w, {"kind": "new_game"})
        await asyncio.sleep(0.01)
        assert w.busy and not w.state.history  # the new game's bots wait for their pause
        w.close()
        assert not w.busy

    on_loop(main)


def test_traits_change_on_the_loops_thread_only() -> None:
    async def main() -> set[int]:
        threads: set[int] = set()
        w = cross_with_a_choice(3)
        w.pause = 0.001
        w.observe(lambda _: threads.add(threading.get_ident()))
        send(w, {"kind": "hint"})
        await settled(w)
        send(w, {"kind": "play", "move": w.hints["moves"][0]["move"]})
        await settled(w)
        return threads

    assert on_loop(main) == {threading.get_ident()}


# -- hints on the loop --------------------------------------------------------------------------
def test_a_hint_on_the_loop_says_thinking_then_arrives_and_the_loop_runs_meanwhile(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # a slice of one step: the count of the loop's turns no longer depends on the machine's speed
    monkeypatch.setattr("domino_widgets.widgets.schedule.SLICE_SECONDS", 0.0)

    async def main() -> tuple[list[bool], dict[str, Any], list[int]]:
        w = cross_with_a_choice(5)
        w.pause = 0.01
        assert send(w, {"kind": "hint"})
        assert w.hints["pending"] and "looking for the best moves" in w.hints["title"]
        ticks: list[bool] = []  # the loop's other work while the search runs
        while w._hint_running():
            ticks.append(bool(w.hints.get("pending")))
            await asyncio.sleep(0)
        return ticks, w.hints, w.state.legal_actions(), w.state

    ticks, panel, legal, st = on_loop(main)
    assert len(ticks) >= 3 and all(ticks)  # sliced: the loop had turns, the panel said pending
    assert panel["moves"] and not panel.get("pending")
    assert all(st.parse_move(m["move"]) in legal for m in panel["moves"])


def test_a_click_during_a_hint_is_answered_and_the_stale_hint_is_dropped() -> None:
    async def main() -> GameWidget:
        w = cross_with_a_choice()
        w.pause = 0.01
        assert send(w, {"kind": "hint"})
        await asyncio.sleep(0)  # a first slice of the search
        assert w._hint_running()
        assert send(w, {"kind": "hint"})  # the same position: one search
        action = w.state.legal_actions()[-1]
        assert send(w, {"kind": "play", "move": w.state.move_text(action)})  # answered then
        assert w.hints == {} and not w._hint_running()  # the search was dropped
        await settled(w)
        await asyncio.sleep(0.05)
        return w

    w = on_loop(main)
    assert w.hints == {} and "dw-hint-mark" not in w.board_svg


def test_a_sandbox_hint_on_the_loop_arrives_and_a_move_drops_the_next_one() -> None:
    async def main() -> tuple[dict[str, Any], dict[str, Any]]:
        w = SandboxWidget("quintuple-book", at=5)
        assert send(w, {"kind": "hint"}) and w.hints["pending"]
        await settled(w)
        arrived = w.hints
        assert send(w, {"kind": "play", "move": arrived["moves"][0]["move"]})
        assert send(w, {"kind": "hint"}) and w._hint_running()
        assert send(w, {"kind": "undo"})  # answered during the search, which is dropped
        assert not w._hint_running()
        return arrived, w.hints

    arrived, after = on_loop(main)
    assert arrived["moves"] and all(m["kind"] == "preview" for m in arrived["moves"])
    assert after == {}


def test_a_failing_search_says_so_in_the_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    from domino_widgets.widgets import hints as hints_module

    def broken(state: State, kind: str) -> Any:
        yield None
        raise KeyError("oops")

    monkeypatch.setattr(hints_module, "hint_panel_steps", broken)

    async def main() -> dict[str, Any]:
        w = cross_with_a_choice()
        w.pause = 0.01
        send(w, {"kind": "hint"})
        await settled(w)
        return w.hints

    assert on_loop(main) == {"title": "No hint", "note": "KeyError: 'oops'", "moves": []}


def test_wait_finishes_the_jobs_at_once_without_a_loop() -> None:
    w = GameWidget("cross", players=4, humans=[0], seed=2, pause=30)
    assert w.busy and not w.state.history  # no loop: the bots wait
    assert w.wait()
    assert not w.busy
    assert moves_of(w) == moves_of(bots_game(0))
    assert w.hint()["moves"]


def test_a_job_that_runs_out_of_time_goes_on_later() -> None:
    def steps() -> Iterator[float | None]:
        for _ in range(1000):
            time.sleep(0.001)
            yield None

    job = schedule.Job(steps(), on_error=print)  # type: ignore[arg-type]
    assert not job.finish(timeout=0.01) and job.running
    assert job.finish() and not job.running


# -- a real ipykernel ---------------------------------------------------------------------------
KERNEL_CODE = """\
import asyncio, json, threading
from domino_widgets import GameWidget
def ours():  # zmq's own garbage collector starts with the first message over 64 KB: not ours
    return sum(type(t).__name__ != "GarbageCollectorThread" for t in threading.enumerate())
before = ours()
w = GameWidget("cross", players=4, humans=[0], seed=2, bot={bot!r}, pause=0.01)
print(json.dumps({{"busy": w.busy, "moves": len(w.state.history)}}))
"""
KERNEL_WAIT = """\
for _ in range(3000):
    if not w.busy:
        break
    await asyncio.sleep(0.01)
w.handle_intent({"kind": "hint"})
while w._hint_running():
    await asyncio.sleep(0.01)
print(json.dumps({"busy": w.busy, "moves": [a for a, _, _ in w.state.history],
                  "hint": bool(w.hints.get("moves")),
                  "threads": ours() - before}))
"""


@pytest.mark.parametrize("bot", ["greedy", SEARCH_BOT])
def test_in_ipykernel_the_bots_move_on_its_loop_as_at_once(bot: str) -> None:
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3")
    try:
        first = json.loads(_run(kc, KERNEL_CODE.format(bot=bot)))
        assert first == {"busy": True, "moves": 0}  # the bots wait for the loop
        done = json.loads(_run(kc, KERNEL_WAIT))
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    expected = GameWidget("cross", players=4, humans=[0], seed=2, bot=bot, pause=0)
    assert done == {"busy": False, "moves": moves_of(expected), "hint": True, "threads": 0}


def _run(kc: Any, code: str) -> str:
    """Run ``code`` in the kernel; its printed text (fails on an error)."""
    reply = kc.execute_interactive(code, timeout=120, output_hook=(out := _Output()))
    assert reply["content"]["status"] == "ok", out.errors or reply["content"]
    return out.text


class _Output:
    def __init__(self) -> None:
        self.text, self.errors = "", []

    def __call__(self, msg: dict[str, Any]) -> None:
        kind, content = msg["header"]["msg_type"], msg["content"]
        if kind == "stream":
            self.text += content["text"]
        elif kind == "error":
            self.errors.append("\n".join(content["traceback"]))

