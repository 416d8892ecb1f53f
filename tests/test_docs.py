"""The documentation site (docs/mkdocs.yml): it builds with ``--strict`` and no warning, loads
nothing from the network, replays every shipped record from its embedded state, and holds
every game's rules page, the notebooks, docs/rules.md and the screenshots.

The build runs once (tests/docs_site.py); it takes about 10 s.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import anywidget
import pytest
from docs_site import ROOT, built_site, built_site_or_fail

from domino_widgets import GAMES, load_record, shipped_records

SITE_SRC = ROOT / "docs" / "site_src"
RUSSIAN_SHOT = re.compile(r"(?:^|[-_.])ru(?=$|[-_.])")  # cross-ru.png: cross.png in Russian
DATA_URI = re.compile(r"data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+")
CDN_WORDS = re.compile(r"cdn|unpkg|jsdelivr", re.I)
STATE_SCRIPT = re.compile(
    r'<script type="application/vnd.jupyter.widget-state\+json">(.*?)</script>', re.S)
VIEW_SCRIPT = re.compile(
    r'<div class="dw-replay-embed" data-record="([\w-]+)">\s*'
    r'<script type="application/vnd.jupyter.widget-view\+json">(.*?)</script>', re.S)


@pytest.fixture(scope="module")
def site() -> Path:
    return built_site_or_fail()


def pages(site: Path) -> list[Path]:
    """Every built page, both languages."""
    return sorted(site.rglob("*.html"))


def english_pages(site: Path) -> list[Path]:
    """The pages of the English site (the Russian one is under ru/, tests/test_docs_i18n.py)."""
    return [p for p in pages(site) if p.relative_to(site).parts[0] != "ru"]


class ResourceURLs(HTMLParser):
    """The URLs a page loads by itself: scripts, style sheets, images, frames."""

    LOADING = {"script": "src", "img": "src", "iframe": "src", "source": "src", "embed": "src",
               "audio": "src", "video": "src", "object": "data", "link": "href"}
    NOT_LOADED_LINKS = {"canonical", "alternate", "author", "license", "help", "next", "prev"}

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        name = self.LOADING.get(tag)
        if tag == "link" and (values.get("rel") or "") in self.NOT_LOADED_LINKS:
            return
        if name and values.get(name):
            self.urls.append(values[name] or "")


def test_docs_build_strict_without_warnings() -> None:
    build = built_site()
    assert build.returncode == 0, build.output[-4000:]
    problems = [line for line in build.output.splitlines()
                if re.match(r"\s*(WARNING|ERROR)\b", line)]
    assert not problems, "\n".join(problems)


def test_docs_pages_load_nothing_from_a_cdn(site: Path) -> None:
    offenders = []
    for page in pages(site):
        html = DATA_URI.sub("data:", page.read_text(encoding="utf-8"))
        offenders += [f"{page.relative_to(site)}: ...{html[max(0, m.start() - 60):m.end() + 60]}..."
                      for m in CDN_WORDS.finditer(html)]
        parser = ResourceURLs()
        parser.feed(html)
        offenders += [f"{page.relative_to(site)} loads {url}" for url in parser.urls
                      if re.match(r"(https?:)?//", url.strip(), re.I)]
    assert not offenders, "\n".join(offenders[:20])


def test_docs_widget_scripts_are_local_copies(site: Path) -> None:
    assets = site / "assets" / "widgets"
    sources = {
        "require.js": ROOT / "js/node_modules/requirejs/require.js",
        "embed-amd.js": ROOT / "js/node_modules/@jupyter-widgets/html-manager/dist/embed-amd.js",
        "anywidget-amd.js": Path(anywidget.__file__).parent / "nbextension" / "index.js",
    }
    for name, source in sources.items():
        assert (assets / name).read_bytes() == source.read_bytes(), name


def embedded_replays(site: Path) -> dict[str, dict]:
    """Record name -> the widget state its page embeds for it."""
    found = {}
    for page in english_pages(site):
        html = page.read_text(encoding="utf-8")
        views = VIEW_SCRIPT.findall(html)
        if not views:
            continue
        states = STATE_SCRIPT.findall(html)
        assert len(states) == 1, f"{page.name}: {len(states)} widget-state scripts"
        models = json.loads(states[0])["state"]
        for name, spec in views:
            found[name] = models[json.loads(spec)["model_id"]]
    return found


def test_docs_every_shipped_record_is_replayed_from_its_embedded_frames(site: Path) -> None:
    from domino_widgets.widgets.stored import stub_esm

    replays = embedded_replays(site)
    assert sorted(replays) == sorted(shipped_records())
    for name, model in replays.items():
        state = model["state"]
        # the page carries the front end once; each model holds the stub it replaces
        assert state["_view_name"] == "AnyView" and state["_esm"] == stub_esm(), name
        moves = len(load_record(name).moves())
        assert len(state["frames"]) == moves + 1, name  # the deal, then every move
        assert state["frames"][-1]["text"].startswith(f"Move {moves} of {moves}"), name
    for page in pages(site):
        html = page.read_text(encoding="utf-8")
        if STATE_SCRIPT.search(html):  # replays or a lesson's stored widgets
            assert html.count('id="dw-front-end"') == 1, page.name
            front = re.search(r'<script type="application/json" id="dw-front-end">(.*?)</script>',
                              html, re.S)
            assert front and "renderReplay" in json.loads(front[1])["front"]["_esm"], page.name


def test_docs_every_game_has_a_rules_page_with_its_options(site: Path) -> None:
    for name, rules in GAMES.items():
        html = (site / "games" / f"{name}.html").read_text(encoding="utf-8")
        for option in rules.default_options():
            assert f"<code>{option}</code>" in html, f"{name}: option {option} missing"


@pytest.mark.parametrize("lang", ["", "ru"])
def test_docs_every_game_page_links_its_rule_card_in_its_language(site: Path, lang: str) -> None:
    root = site / lang if lang else site
    for name in GAMES:
        html = (root / "games" / f"{name}.html").read_text(encoding="utf-8")
        assert f'href="../cards/{name}.html"' in html, name
        card = (root / "cards" / f"{name}.html").read_text(encoding="utf-8")
        assert f'lang="{lang or "en"}"' in card and 'class="dw-table"' in card, name


@pytest.mark.parametrize("lang", ["", "ru"])
def test_docs_every_game_has_a_teachers_page_with_the_lessons_answer_key(site: Path,
                                                                          lang: str) -> None:
    """The key is worked out from the lesson (one item per question it asks) and is not in
    the learner's notebook."""
    root = site / lang if lang else site
    for name in GAMES:
        html = (root / "teach" / f"{name}.html").read_text(encoding="utf-8")
        words = unescape(re.sub(r"<[^>]+>", "", html))  # the code without its highlighting
        assert 'href="../cards/' + name + '.html"' in html and "seed=2026" in words, name
        assert "humans=[0, 1]" in words and "teaching.lock_answers()" in words, name
        lesson = next((ROOT / "notebooks" / lang).glob(f"[0-9]*_{name.replace('-', '_')}.ipynb"))
        stored = lesson.read_text(encoding="utf-8")
        asked = stored.count('"dw-exercise"')  # each exercise's stored widget
        asked += sum("".join(c["source"]).count("lesson.step(")  # and each task of its steps
                     for c in json.loads(stored)["cells"] if c["cell_type"] == "code")
        key = re.search(r'<ol class="dw-answer-key">(.*?)</ol>', html, re.S)
        assert key and key[1].count("<li>") == asked, (name, lang)
        for answer in re.findall(r"<li><p><strong>.*?</strong></p><p>(.*?)</p></li>", key[1]):
            first = unescape(answer.split("<br>")[0])
            assert json.dumps(first, ensure_ascii=False)[1:-1] not in stored, (name, first)


def test_docs_option_names_in_the_pages_exist_in_the_engine() -> None:
    """An option named in a game page's prose (`name=value`) is one the engine knows."""
    for name, rules in GAMES.items():
        text = (SITE_SRC / "games" / f"{name}.md").read_text(encoding="utf-8")
        for option in re.findall(r"`(\w+)=[^`]*`", text):
            assert option in rules.default_options(), f"{name}.md names unknown option {option}"


def test_docs_include_notebooks_rules_and_screenshots(site: Path) -> None:
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        assert (site / "notebooks" / f"{notebook.stem}.html").exists(), notebook.name
    if (ROOT / "docs" / "rules.md").exists():
        assert (site / "rules.html").exists()
    shots = sorted((ROOT / "docs" / "img").glob("*.png"))
    if shots:
        gallery = (site / "screenshots.html").read_text(encoding="utf-8")
        for png in shots:
            assert (site / "img" / png.name).read_bytes() == png.read_bytes()
            if not RUSSIAN_SHOT.search(png.stem):  # those are on the Russian gallery
                assert f'src="img/{png.name}"' in gallery, png.name


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_docs_a_lessons_folded_cells_show_their_code_only_when_opened(site: Path,
                                                                      lang: str) -> None:
    """A cell tagged hide-input (docs/hooks.py) is on the page with its code inside a closed
    "Show the code", as JupyterLab folds it."""
    import nbformat

    folder = ROOT / "notebooks" / ("" if lang == "en" else lang)
    page = site / ("" if lang == "en" else lang) / "notebooks" / "01_traditional.html"
    html = page.read_text(encoding="utf-8")
    nb = nbformat.read(folder / "01_traditional.ipynb", as_version=4)
    hidden = [c for c in nb.cells if "hide-input" in c.metadata.get("tags", [])]
    folds = re.findall(r'<details class="dw-folded-code"><summary>([^<]*)</summary>'
                       r'(.*?)</details>', html, re.S)
    assert hidden and len(folds) == len(hidden)
    assert {summary for summary, _code in folds} == {
        "Show the code" if lang == "en" else "Показать код"}
    assert all("jp-InputArea" in code for _summary, code in folds)
    assert not re.search(r'celltag_hide-input[^>]*>\s*<div class="jp-Cell-inputWrapper', html)


def test_docs_api_reference_documents_the_main_classes(site: Path) -> None:
    expected = {
        "api/engine.html": ["domino_widgets.engine.state.State",
                            "domino_widgets.engine.state.Move"],
        "api/records.html": ["domino_widgets.engine.record.Record"],
        "api/widgets.html": ["domino_widgets.widgets.ReplayWidget",
                             "domino_widgets.widgets.GameWidget"],
        "api/options.html": ["domino_widgets.engine.options.Option"],
    }
    for page, anchors in expected.items():
        html = (site / page).read_text(encoding="utf-8")
        for anchor in anchors:
            assert f'id="{anchor}"' in html, f"{page}: {anchor}"


def python_blocks() -> list[tuple[str, str]]:
    """The Python examples of the hand-written pages, except on the page of a game that is
    not in the engine yet."""
    blocks = []
    for md in sorted(SITE_SRC.rglob("*.md")):  # the Russian pages' examples too
        text = md.read_text(encoding="utf-8")
        game = re.match(r"---\ngame: ([\w-]+)\n", text)
        if game and game[1] not in GAMES:
            continue
        for code in re.findall(r"^```python\n(.*?)^```", text, re.S | re.M):
            blocks.append((str(md.relative_to(SITE_SRC)), code))
    return blocks


RUN_BLOCKS = """
import contextlib, io, json, sys, traceback
failed = []
for where, code in json.load(sys.stdin):
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(code, where, "exec"), {"__name__": "__docs__"})
    except Exception:
        failed.append(where + ": " + traceback.format_exc(limit=2))
print(json.dumps(failed))
"""


def test_docs_python_examples_run() -> None:
    blocks = python_blocks()
    assert blocks
    proc = subprocess.run([sys.executable, "-c", RUN_BLOCKS], input=json.dumps(blocks),
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    failed = json.loads(proc.stdout.strip().splitlines()[-1])
    assert not failed, "\n".join(failed)
