"""The lessons in the browser: the offline JupyterLite site in Debian's headless Chromium on this
machine (goals: the first board of 08_cross.ipynb in 15 s or less, a Hint in four-player Cross
in 1 s or less, a bot's move in Cross in two hands in 2 s or less at the 90th percentile, the
review of one player's decisions in a four-player hand of Cross in 15 s or less).

Run: `.venv/bin/python bench/bench_lite.py [--hints 5] [--decisions 20] [--reviews 2] [--runs 3]
[--parts kernel play lessons hints bots random reviews]`. It builds the site
(`bash scripts/lite.sh build/lite/site`, or reuses a fresh build), serves it on 127.0.0.1 and
prints: the build time and the site's size; what the kernel loads at start (`kernel`, issue
39: its wheels, their size, the modules imported and the CPU milliseconds of each step, in node,
for the site's kernel and for the same kernel with jedi put back, in turns); open and play
(`play`, issue 39: a bare kernel's first output beside 08_cross.ipynb opened from its link, in
the learners' view and in JupyterLab, until a click on a tile of its first game board is
answered (the issue's test) and, in a page of its own, a click on the first choice of its steps
(the lesson's first board, whose first task asks who leads), with the ratio of each turn to the
bare kernel of the same turn; goal <= 1.1); from opening 08_cross.ipynb (which runs
itself), the time to a ready
kernel, to the first board (the first picture of a table, then the first widget) and to all
cells run; the time from a click on Hint to the hints in four-player Cross; the time a bot
takes for a move in four-player Cross in two hands; and random legal games (one seeded hand of
four players each, as bench_engine.py plays them) per second in Traditional and the four games
of the search benchmark; the review of a hand (issue 26: seat 0's decisions in a four-player
hand of greedy players, as bench_review.py deals them, at the review's own budget) in Cross,
Cross in two hands, Quintuple and Matador; the last three in the browser's Python and in this
machine's Python side by side, with their ratio. `--parts` runs only some of them. No
assertions.

Open and play, measured on 2026-12-06 (`--parts play --runs 6`, Chromium on this two-core
machine; medians of the ratios to the bare kernel of the same turn, and of the seconds after
it). The site's kernel moves into the browser storage after its own imports and keeps the
working folder last on Python's path (tools/lite/build.py, `drive_after_imports`): it starts
0.6-0.9 s sooner than JupyterLite's own start, timed beside it in a copy of the site
(`stock_kernel_site`). Two sittings in the evening, after the board in view was made first
(lessons.js, `runInPlace` with build.py's `cells_ahead`; "scrolled": the learner goes to the
game while the page loads):

    bare kernel's first output, this site        9.2-10.2 s      7.6-8.9 s
    the same, started as JupyterLite's own       9.7-11.0 s      8.2-9.8 s
                                          against this site's         against JupyterLite's own
    learners' view, the steps' choice    1.08 (0.72 s) 1.09 (0.69 s)   0.98   0.98
    learners' view, the game's tile      1.09 (0.85 s) 1.13 (1.06 s)   1.00   1.00
    learners' view, the game scrolled to 1.08 (0.76 s) 1.10 (0.85 s)   1.00   0.99
    JupyterLab, the steps' choice        1.10 (0.92 s) 1.09 (0.75 s)   0.99   0.99
    JupyterLab, the game's tile          1.10 (0.98 s) 1.19 (1.60 s)   1.04   1.06
    JupyterLab, the game scrolled to     1.11 (1.08 s) 1.15 (1.25 s)   1.01   1.03

From the lesson's kernel answering to the click answered (the lesson's own part, freer of the
kernel's start, which varies by up to a second from one visit to the next): the game 1.22 and
1.02 s, scrolled to 0.88 and 0.79 s, the steps 0.81 and 0.70 s in the learners' view (1.11/0.96,
0.88/0.74 and 0.79/0.69 s in JupyterLab's). The lesson's kernel answers about when the bare
kernel prints in the learners' view and up to 0.65 s later (median of a sitting) in
JupyterLab's view (the lesson's page draws more while the kernel starts). Earlier the same day
(before the board in view went first): the game's tile 1.13 and 1.12 in the learners' view,
1.19 and 1.16 in JupyterLab's; with the working folder first on the path, the game's click
came 0.09-0.12 s later after the lesson's kernel answered (an A/B of four runs).
"""


from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from lite_site import (  # noqa: E402
    ALL_RUN_JS,
    Offline,
    add_cell,
    build_site,
    cell_errors,
    launch,
    load_build,
    open_lesson,
    served,
)

from domino_widgets import GameWidget  # noqa: E402

# Times decisions of the bots in the kernel it runs in (the browser's Pyodide, or here).
DECISIONS = """\
import json, random, time
from domino_widgets import new_game
from domino_widgets.bots import make_player

def bot_times(spec, n, seed=0):
    rng, times, k = random.Random(seed), [], 0
    while len(times) < n:
        st = new_game("cross-two-hands", 4, seed=k)
        k += 1
        while st.hand_over is None and len(times) < n:
            legal = st.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                bot = make_player(spec, len(times))
                t0 = time.perf_counter()
                action = bot.choose(st.clone(), st.turn)
                times.append(time.perf_counter() - t0)
            else:
                action = rng.choice(legal)
            st.apply(action)
    return times
"""
SPECS = ("greedy", "search")

# Random legal games per second, in the kernel it runs in.
RANDOM_PLAY = """\
import json, random, time
from domino_widgets.engine import State

def random_games_per_second(game, games, seed=0):
    rng = random.Random(seed)
    start = time.perf_counter()
    for k in range(games):
        st = State.new(game, 4, seed=k)
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
    return games / (time.perf_counter() - start)
"""
RANDOM_GAMES = {"traditional": 300, "cross": 100, "quintuple": 100, "matador": 100,
                "cross-two-hands": 30}

# The review of seat 0's decisions in greedy four-player hands, in the kernel it runs in.
REVIEWS = """\
import json, time
from domino_widgets.engine import State
from domino_widgets.bots import make_player
from domino_widgets.bots.reviews import review

def review_times(game, hands):
    out, k = [], 0
    while len(out) < hands:
        st = State.new(game, 4, seed=k)
        greedy = make_player("greedy", seed=k)
        k += 1
        while st.hand_over is None:
            st.apply(greedy.choose(st, st.turn))
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            done = review(st, 0)
        except ValueError:
            continue  # seat 0 had no choice in this hand
        out.append((time.perf_counter() - t0, time.process_time() - c0, len(done.decisions)))
    return out
"""
REVIEW_GAMES = ("cross", "cross-two-hands", "quintuple", "matador")
PARTS = ("kernel", "play", "lessons", "hints", "bots", "random", "reviews")

# What the kernel loads at start (issue 39), measured in node (bench/lite_kernel_start.mjs) in
# CPU milliseconds: the built site's kernel ("after": jedi's stand-in) beside the same kernel
# with Pyodide's jedi 0.19.2 and parso 0.8.6 put back ("before"), alternately.
KERNEL_START = ROOT / "bench" / "lite_kernel_start.mjs"
JEDI = ("jedi==0.19.2", "parso==0.8.6")  # what kernel-requirements.txt pinned before
LESSON_IMPORTS = "from domino_widgets import GameWidget, set_language, teaching"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def line(name: str, values: list[float], unit: str = "s") -> str:
    return (f"{name:<44} median {statistics.median(values):6.2f} {unit}   "
            f"p90 {percentile(values, 0.9):6.2f} {unit}   (n={len(values)})")


def hint_seeds(count: int) -> list[int]:
    """Seeds of four-player Cross where the human's first turn has a choice (so the Hint
    searches), the bots having moved."""
    seeds: list[int] = []
    k = 0
    while len(seeds) < count:
        w = GameWidget("cross", players=4, humans=[0], seed=k, pause=0)
        if w.state.turn == 0 and len(w.state.legal_actions()) > 2:
            seeds.append(k)
        w.close()
        k += 1
    return seeds


def wait_js(page: Any, js: str, timeout_s: float = 300) -> None:
    page.wait_for_function(js, timeout=timeout_s * 1000, polling=50)


def first_board(page: Any, base: str) -> dict[str, float]:
    """Open 08_cross.ipynb (in JupyterLab), which runs itself: seconds from opening to each
    milestone."""
    t0 = time.monotonic()
    out = {"kernel": open_lesson(page, base, "08_cross.ipynb", wait_run=False)}  # it runs itself
    wait_js(page, "() => !!document.querySelector('.jp-OutputArea-output :is(svg, img)')")
    out["first_picture"] = time.monotonic() - t0  # a stored picture: shown before the kernel
    wait_js(page, "() => !!document.querySelector('.dw-widget .dw-board svg')")
    out["first_widget"] = time.monotonic() - t0
    wait_js(page, ALL_RUN_JS)
    out["all_cells"] = time.monotonic() - t0
    return out


def printed(page: Any, tag: str, code: str) -> Any:
    """Run ``code`` in a new cell of the browser's kernel; the JSON it prints after ``tag``."""
    add_cell(page, code)
    wait_js(page, "() => [...document.querySelectorAll('.jp-OutputArea-output')]"
                  f".some(e => e.innerText.includes('{tag}'))", 900)
    text = page.locator(".jp-OutputArea-output", has_text=tag).last.inner_text()
    return json.loads(text.split(tag, 1)[1])


def browser_figures(base: str, hints: int, decisions: int, reviews: int,
                    parts: set[str]) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    out: dict[str, Any] = {}
    with sync_playwright() as pw:
        browser = launch(pw)
        off = Offline(browser)
        page = off.context.new_page()
        if "lessons" in parts:
            out["cold"] = first_board(page, base)  # a first visit: nothing in the browser's cache
            out["errors"] = cell_errors(page)
            page.close()
            page = off.context.new_page()
            out["warm"] = first_board(page, base)  # a second visit: files and code cached
        else:
            out["kernel"] = open_lesson(page, base, "08_cross.ipynb")
        if "hints" in parts:
            out["hint"] = hint_figures(page, hints)
        if "bots" in parts:
            out["decisions"] = printed(page, "DECISIONS", DECISIONS + f"print('DECISIONS', "
                                       f"json.dumps({{s: bot_times(s, {decisions}) for s in "
                                       f"{SPECS!r}}}))")
        if "random" in parts:
            out["random"] = printed(page, "RANDOM", RANDOM_PLAY + f"print('RANDOM', json.dumps("
                                    f"{{g: random_games_per_second(g, n) for g, n in "
                                    f"{RANDOM_GAMES!r}.items()}}))")
        if "reviews" in parts:
            out["reviews"] = {}
            for k, game in enumerate(REVIEW_GAMES):  # one cell a game: each its own wait
                tag = f"REVIEWS{k}"
                out["reviews"][game] = printed(page, tag, (REVIEWS if k == 0 else "") + (
                    f"print('{tag}', json.dumps(review_times({game!r}, {reviews})))"))
        out["outside"] = off.outside
        off.close()
        browser.close()
    return out


def hint_figures(page: Any, hints: int) -> list[float]:
    """Seconds from a click on Hint to the hints, in new four-player Cross games."""
    hint_times = []
    for k, seed in enumerate(hint_seeds(hints)):
        add_cell(page, "from domino_widgets import GameWidget\n"
                       f'w{k} = GameWidget("cross", players=4, humans=[0], seed={seed})\nw{k}')
        game = page.locator(".dw-widget.dw-game").last
        game.locator(".dw-status").filter(has_text="Your turn").wait_for(timeout=60_000)
        button = game.locator("button[data-kind='hint']")
        button.scroll_into_view_if_needed()
        start = time.monotonic()
        button.click()
        game.locator(".dw-hints li button").first.wait_for(timeout=60_000)
        hint_times.append(time.monotonic() - start)
    return hint_times


def kernel_before(site: Path) -> Path:
    """The site's kernel with jedi and parso as the kernel had them before (PyPI's wheels at
    Pyodide's versions, with their bytecode), in build/lite/bench-kernel-before."""
    import subprocess

    build = load_build()
    after = site / "static" / "pyodide"
    extra = build.CACHE / "bench-jedi"
    if not list(extra.glob("jedi-0.19.2-*.whl")):
        extra.mkdir(parents=True, exist_ok=True)
        subprocess.run([*build.PIP, "download", "--no-deps", "--only-binary=:all:",
                        "--python-version", build.PYTHON, "--platform", "any", "-d", str(extra),
                        *JEDI], check=True)
        build.compile_wheels(build.CACHE / "npm" / "node_modules" / "pyodide", extra)
    wheels = [w for w in sorted(after.glob("*.whl")) if not w.name.startswith("jedi-0+")]
    before = build.CACHE / "bench-kernel-before"
    build.pyodide_dir(build.CACHE / "npm" / "node_modules" / "pyodide",
                      wheels + sorted(extra.glob("*.whl")), before)
    return before


def kernel_start(folder: Path, packages: list[str]) -> dict[str, Any]:
    import subprocess

    done = subprocess.run(["node", str(KERNEL_START), str(folder), ",".join(packages),
                           LESSON_IMPORTS], capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def kernel_figures(site: Path, runs: int) -> None:
    """What the kernel loads at start, before (with jedi) and after (its stand-in)."""
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    preload = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"][
        "loadPyodideOptions"]["packages"]
    folders = {"before": kernel_before(site), "after": site / "static" / "pyodide"}
    times: dict[str, list[dict[str, Any]]] = {"before": [], "after": []}
    for _ in range(runs):
        for name, folder in folders.items():
            times[name].append(kernel_start(folder, preload))
    phases = ("runtime", "wheels", "piplite", "kernel", "lesson")
    print(f"the kernel's start in node, CPU ms, median of {runs} runs each, alternately "
          f"(load average {os.getloadavg()[0]:.1f}):")
    for name, folder in folders.items():
        runs_ = times[name]
        loaded = runs_[0]["loaded"]
        size = sum((folder / lock_entry["file_name"]).stat().st_size
                   for key, lock_entry in json.loads(
                       (folder / "pyodide-lock.json").read_text())["packages"].items()
                   if key in loaded)
        modules = runs_[0]["modules"]
        med = {p: statistics.median(r[p] for r in runs_) for p in phases}
        start = sum(med[p] for p in phases[:4])
        print(f"  {name:<6} {len(loaded)} wheels, {size / 1e6:.1f} MB; modules imported "
              f"{sum(modules.values())} (jedi {modules.get('jedi', 0)}, parso "
              f"{modules.get('parso', 0)}, IPython {modules.get('IPython', 0)}, prompt_toolkit "
              f"{modules.get('prompt_toolkit', 0)}, pygments {modules.get('pygments', 0)}); "
              + ", ".join(f"{p} {med[p]:.0f}" for p in phases)
              + f"; start (all but the lesson) {start:.0f}")


# each row: the view, the board clicked, and whether the learner scrolled to the game first
PLAY_ROWS = {"learners": ("LEARNERS_VIEW", "game", False),
             "learners steps": ("LEARNERS_VIEW", "steps", False),
             "learners scrolled": ("LEARNERS_VIEW", "game", True),
             "lab": ("LAB_VIEW", "game", False), "lab steps": ("LAB_VIEW", "steps", False),
             "lab scrolled": ("LAB_VIEW", "game", True)}
BOARD_WORDS = {"game": "tile of the game", "steps": "first choice of the steps"}


def stock_kernel_site(site: Path, into: Path) -> Path:
    """A copy of ``site`` whose kernel starts as JupyterLite's own does: its kernel scripts as
    jupyterlite-pyodide-kernel ships them, without ``drive_after_imports``'s change (the
    reference for what the site's own kernel start gained)."""
    import shutil

    scripts = Path("@jupyterlite/pyodide-kernel-extension/static")
    shipped = ROOT / "build/lite/tools/share/jupyter/labextensions" / scripts
    shutil.rmtree(into, ignore_errors=True)
    shutil.copytree(site, into)
    for script in (into / "extensions" / scripts).glob("*.js"):
        shutil.copy2(shipped / script.name, script)
    return into


def play_figures(base: str, runs: int, stock: str | None = None) -> None:
    """Open and play (issue 39): a bare kernel's first output beside 08_cross opened from its
    link with its first board clicked and the click answered, in each view, in turns: a tile
    of its first game board (the issue's test) and, in a page of its own, the first choice
    of its steps (the lesson's first board), and the game's tile once more with the learner
    scrolled to the game while the page loads. ``stock``: the same site with JupyterLite's own
    kernel start (``stock_kernel_site``), whose bare kernel is timed in each turn too."""
    import lite_site
    from lite_site import bare_kernel, cell_times, open_and_play
    from playwright.sync_api import sync_playwright

    bares = ["bare"] + (["stock bare"] if stock else [])
    rows: dict[str, list[float]] = {**{name: [] for name in bares},
                                    **{name: [] for name in PLAY_ROWS}}
    after_kernel: dict[str, list[float]] = {name: [] for name in PLAY_ROWS}
    with sync_playwright() as pw:
        browser = launch(pw)
        for _ in range(runs):
            for name in rows:
                off = Offline(browser)
                page = off.context.new_page()
                if name in bares:
                    rows[name].append(bare_kernel(page, stock if name == "stock bare" else base))
                else:
                    view, board, scrolled = PLAY_ROWS[name]
                    seconds = open_and_play(page, base, "08_cross.ipynb",
                                            getattr(lite_site, view), board=board,
                                            at_once=True, scrolled=scrolled)
                    rows[name].append(seconds["answered"])
                    if "kernel" in seconds:
                        after_kernel[name].append(seconds["answered"] - seconds["kernel"])
                    cells = cell_times(page)
                    print(f"  {name}: kernel answered at {seconds.get('kernel', 0):.1f} s, "
                          f"board drawn at {seconds['tile']:.1f} s, click answered at "
                          f"{seconds['answered']:.1f} s; cells run by then: "
                          + ", ".join(f"#{i} {s:.2f}" for i, s in cells) + " s", flush=True)
                assert not off.outside, off.outside
                off.close()
        browser.close()
    print(f"open and play, 08_cross, first visits in turns (load average "
          f"{os.getloadavg()[0]:.1f}): bare kernel's first output "
          + " ".join(f"{t:.1f}" for t in rows["bare"]) + " s"
          + (", with JupyterLite's own kernel start " + " ".join(
              f"{t:.1f}" for t in rows["stock bare"]) + " s" if stock else ""))
    for name in PLAY_ROWS:
        _, clicked, scrolled = PLAY_ROWS[name]
        board = BOARD_WORDS[clicked] + (", scrolled to while the page loads" if scrolled else "")
        print(f"  {name.split()[0]} view, {board}: click answered "
              + " ".join(f"{t:.1f}" for t in rows[name]) + " s")
        for bare in bares:
            ratios = [t / b for t, b in zip(rows[name], rows[bare], strict=True)]
            later = [t - b for t, b in zip(rows[name], rows[bare], strict=True)]
            against = ("the site's bare kernel" if bare == "bare"
                       else "a bare kernel started as JupyterLite's own")
            print(f"    against {against} of the same turn: ratio "
                  + " ".join(f"{r:.2f}" for r in ratios)
                  + f" (median {statistics.median(ratios):.2f}; goal <= 1.1); seconds after "
                  + " ".join(f"{t:.1f}" for t in later)
                  + f" (median {statistics.median(later):.2f}; goal <= 1)")
    print("  from the lesson's kernel answering to the click answered (the part the lesson's "
          "own cells and boards take; the kernel's start is the bare kernel's), median: "
          + ", ".join(f"{name} {statistics.median(t):.2f} s" for name, t in after_kernel.items()
                      if t))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hints", type=int, default=5, help="Hints timed (one game each)")
    parser.add_argument("--decisions", type=int, default=20, help="bot decisions per bot")
    parser.add_argument("--reviews", type=int, default=2, help="hands reviewed per game")
    parser.add_argument("--runs", type=int, default=3, help="turns of 'kernel' and 'play'")
    parser.add_argument("--parts", nargs="*", choices=PARTS, default=list(PARTS),
                        help="what to measure (default: all)")
    args = parser.parse_args()
    parts = set(args.parts)

    site, build_s, _ = build_site()
    size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
    print(f"site: {site} ({size / 1e6:.1f} MB), scripts/lite.sh took {build_s:.0f} s")
    if "kernel" in parts:
        kernel_figures(site, args.runs)
    if "play" in parts:
        stock = stock_kernel_site(site, ROOT / "build" / "lite" / "stock-kernel-site")
        with served(site) as base, served(stock) as stock_base:
            play_figures(base, args.runs, stock_base)
    parts -= {"kernel", "play"}
    if not parts:
        return
    with served(site) as base:
        fig = browser_figures(base, args.hints, args.decisions, args.reviews, parts)
    for visit in ("cold", "warm"):
        if visit in fig:
            t = fig[visit]
            print(f"08_cross.ipynb, {visit} visit: kernel ready {t['kernel']:.1f} s, first "
                  f"table picture {t['first_picture']:.1f} s, first widget "
                  f"{t['first_widget']:.1f} s, all cells run {t['all_cells']:.1f} s (goal: "
                  "first board <= 15 s)")
    if "kernel" in fig:
        print(f"08_cross.ipynb: kernel ready {fig['kernel']:.1f} s")
    print(f"cell errors: {fig.get('errors') or 'none'}; requests to other hosts: "
          f"{fig['outside'] or 'none'}")
    if "hint" in fig:
        print(line("Hint, 4-player Cross, click to hints (goal 1 s)", fig["hint"]))
    namespace: dict[str, Any] = {}
    if "decisions" in fig:
        exec(DECISIONS, namespace)
        for spec in SPECS:
            print(line(f"bot {spec}, Cross in two hands, in the browser",
                       fig["decisions"][spec]))
            native = namespace["bot_times"](spec, args.decisions)
            print(line(f"bot {spec}, Cross in two hands, this machine's Python", native))
    if "random" in fig:
        exec(RANDOM_PLAY, namespace)
        for game, games in RANDOM_GAMES.items():
            native = namespace["random_games_per_second"](game, games)
            print(f"random games, {game:<16} in the browser {fig['random'][game]:8,.0f}/s   "
                  f"this machine's Python {native:8,.0f}/s   ({games} games, 4 players)")
    if "reviews" in fig:
        print_reviews(fig["reviews"], args.reviews, namespace)


def print_reviews(browser: dict[str, list[list[float]]], hands: int,
                  namespace: dict[str, Any]) -> None:
    """The review's seconds per hand in the browser and here, the same hands in both. On a
    busy machine wall seconds wait for the processor: this machine's CPU seconds are the
    steadier peer, and the ratio is the browser's wall seconds to them."""
    exec(REVIEWS, namespace)
    for game in REVIEW_GAMES:
        native = namespace["review_times"](game, hands)
        web = statistics.median(t[0] for t in browser[game])
        here = statistics.median(t[0] for t in native)
        cpu = statistics.median(t[1] for t in native)
        count = "/".join(str(t[2]) for t in native)
        goal = " (goals for Cross: browser <= 15 s, CPU here <= 5 s)" if game == "cross" else ""
        print(f"review of a hand, {game:<16} in the browser {web:6.2f} s   this machine's "
              f"Python {here:6.2f} s wall, {cpu:5.2f} s CPU   browser / CPU here "
              f"{web / cpu:4.1f}   (median of {hands} hands, seat 0's decisions {count}){goal}")


if __name__ == "__main__":
    main()
