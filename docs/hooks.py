"""mkdocs build hook: brings in what lives outside docs/site_src, and makes the replays.

- ``notebooks/*.ipynb``, ``docs/rules.md`` and ``docs/img/*.png`` join the site as they are, and
  the nav lists the ones that exist (so nothing generated is committed, nothing goes stale).
- A game page (front matter ``game: NAME``) gets ``<!-- options -->`` replaced by the table of
  the game's rule options, read from the engine, and ``<!-- replay: RECORD -->`` by a
  ``ReplayWidget`` of that shipped record; the game's records that the page does not place are
  added at its end. Every shipped record must land on some page.
- A widget is exported with ``ipywidgets.embed`` (``drop_defaults=False``: the state keeps every
  frame), so it steps in the static page with no kernel. Its page loads require.js, the
  ipywidgets HTML manager and anywidget's AMD build from ``assets/widgets/``, copied in after the
  build. Notebook pages lose nbconvert's CDN scripts (MathJax, Mermaid, the widget loader) and
  get the same local loader: their stored widget state (``domino_widgets.widgets.stored``)
  makes every widget cell a live board. The stored models hold a stub for the front end; the
  page carries widget.js and widget.css once and hands them to each model before the widget
  manager reads the state (the embedded replays are stubbed the same way). A page that would
  still load something from the network is a warning, so ``mkdocs build --strict`` fails on
  it.
- Every lesson page (a notebook) and every game page with a lesson links to the same notebook
  in the offline JupyterLite site (``lite/``, "Open in the browser"). The site is built apart
  (``bash scripts/lite.sh OUTDIR``); a fresh build in ``build/lite/site`` is copied to
  ``lite/`` after the docs build, else ``bash scripts/lite.sh SITE_DIR/lite`` puts it there.
- Two languages (mkdocs-static-i18n builds the site once per language: English at the root,
  Russian under ``ru/``). A hand-written page's Russian version is its ``.ru.md`` twin; what the
  hook brings in has its own: ``notebooks/ru/NAME.ipynb``, ``docs/rules.ru.md``, a screenshot
  named with a ``ru`` part (``cross-ru.png`` stands for ``cross.png``). Where a Russian version
  is missing, the Russian site shows the English one under ``ru/`` (a lesson says so). What the
  hook writes is made in the page's language (``with language("ru")``: the option tables, the
  replays) with the words of ``extra.words`` in mkdocs.yml, and every page's language switch
  links to the same page in the other language.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import subprocess
import sys
from collections import Counter
from html import escape
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

log = logging.getLogger("mkdocs.hooks.domino")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # document the package of this tree, not another install
    sys.path.insert(0, str(ROOT))
DOCS = ROOT / "docs"
NOTEBOOKS = ROOT / "notebooks"
WIDGET_ASSETS = "assets/widgets"
HTML_MANAGER = ROOT / "js/node_modules/@jupyter-widgets/html-manager/dist"
LITE = "lite"  # the JupyterLite site's folder in the docs site
LITE_BUILD = ROOT / "build" / "lite" / "site"  # where scripts/lite.sh builds it for the tests
DEFAULT_LANGUAGE = "en"  # at the root of the site; every other language under its code (ru/)
LANGUAGE_PART = re.compile(r"(?:^|[-_.])ru(?=$|[-_.])")  # the "ru" in cross-ru.png

OPTIONS_MARK = re.compile(r"^<!-- options -->$", re.M)
ALL_OPTIONS_MARK = re.compile(r"^<!-- all-options -->$", re.M)
SCREENSHOT_MARK = re.compile(r"^<!-- screenshot -->$", re.M)
REPLAY_MARK = re.compile(r"^<!-- replay: ([\w-]+) -->$", re.M)
READING_MARK = re.compile(r"^\[[^\]]*\]\s*")  # "[reading] " (its translation too) before a doc
PLACEHOLDER = re.compile(r'<div class="dw-replay" data-record="([\w-]+)"></div>')
REMOTE_LOAD = re.compile(
    r"""<(?:script|link|img|iframe|source|embed)\b[^>]*?\b(?:src|href)\s*=\s*["']?"""
    r"""((?:https?:)?//[^"'\s>]+)|\bimport\(\s*["']((?:https?:)?//[^"']+)""", re.I)

_embedded: dict[str, list[str]] = {}  # page src_uri -> records placed on it, in order
_pages_with_records: set[str] = set()
_untranslated: set[str] = set()  # src_uri of the pages shown in English on the Russian site
_english_404: list[bytes] = []  # the English site's 404.html, which the Russian build rewrites


def vendor_files() -> dict[str, Path]:
    """The front-end files a widget page loads, by their name under assets/widgets/."""
    import anywidget

    files = {
        "require.js": ROOT / "js/node_modules/requirejs/require.js",
        "embed-amd.js": HTML_MANAGER / "embed-amd.js",
        # anywidget's front end as an AMD module; it ships inside the anywidget wheel
        "anywidget-amd.js": Path(anywidget.__file__).parent / "nbextension" / "index.js",
    }
    # Font Awesome, which the HTML manager's CSS asks for next to embed-amd.js
    files.update({p.name: p for p in sorted(HTML_MANAGER.glob("*.woff2"))})
    return files


# Puts the package's front end (once on the page) into every stored widget model that holds
# the stub (domino_widgets.widgets.stored: a field that starts with the stub's mark), before
# the widget manager reads the state on load.
FILL_FRONT_END = """(function () {
  var data = JSON.parse(document.getElementById("dw-front-end").textContent);
  var kind = 'script[type="application/vnd.jupyter.widget-state+json"]';
  var states = document.querySelectorAll(kind);
  Array.prototype.forEach.call(states, function (node) {
    var state = JSON.parse(node.textContent);
    Object.keys(state.state || {}).forEach(function (id) {
      var fields = state.state[id].state || {};
      Object.keys(data.stub).forEach(function (key) {
        var value = fields[key];
        if (typeof value === "string" && value.indexOf(data.stub[key]) === 0) {
          fields[key] = data.front[key];
        }
      });
    });
    node.textContent = JSON.stringify(state);
  });
})();"""


def front_end_html() -> str:
    """The widgets' front end once on a page, and the script that hands it to the stored
    models (a page of seven boards carries widget.js once, not seven times)."""
    from ipywidgets.embed import escape_script

    from domino_widgets.widgets import stored

    data = {"stub": {"_esm": stored.STUB_MARK, "_css": stored.STUB_CSS},
            "front": stored.front_end()}
    return (f'<script type="application/json" id="dw-front-end">'
            f"{escape_script(json.dumps(data))}</script>\n<script>{FILL_FRONT_END}</script>\n")


def loader_html(page: Page) -> str:
    """The scripts that render widget views on ``page``, all from local copies: the front end
    for the stored models, require.js, the HTML manager and anywidget."""
    def url(name: str) -> str:
        return get_relative_url(f"{WIDGET_ASSETS}/{name}", page.url)

    anywidget_js = url("anywidget-amd.js")[: -len(".js")]
    return (front_end_html() + f'<script src="{url("require.js")}"></script>\n'
            f'<script>require.config({{paths: {{anywidget: "{anywidget_js}"}}}});</script>\n'
            f'<script src="{url("embed-amd.js")}"></script>\n')


# -- languages ----------------------------------------------------------------------------
def site_language(config: MkDocsConfig) -> str:
    """The language being built (mkdocs-static-i18n builds the site once per language)."""
    plugin = config.plugins.get("i18n")
    return getattr(plugin, "current_language", None) or DEFAULT_LANGUAGE


def words(config: MkDocsConfig) -> dict[str, str]:
    """The words the hook writes into pages, in the language being built (mkdocs.yml)."""
    return dict(config.extra["words"])


def translated(src_uri: str, lang: str) -> str:
    """The name of the ``lang`` version of a page: ``games/cross.md`` -> ``games/cross.ru.md``
    (the suffix structure of mkdocs-static-i18n); English is the name itself."""
    if lang == DEFAULT_LANGUAGE:
        return src_uri
    stem, ext = src_uri.rsplit(".", 1)
    return f"{stem}.{lang}.{ext}"


def in_site(url: str, lang: str) -> str:
    """A site-relative URL of the English site moved into the ``lang`` site (``ru/...``)."""
    return url if lang == DEFAULT_LANGUAGE else f"{lang}/{url}"


def english_url(url: str) -> str:
    """A page's URL with its language folder taken off (``ru/games/cross.html`` ->
    ``games/cross.html``)."""
    from domino_widgets.engine.i18n import LANGUAGES

    head, _, rest = url.partition("/")
    return rest if head in LANGUAGES and head != DEFAULT_LANGUAGE else url


def is_russian_shot(png: Path) -> bool:
    return bool(LANGUAGE_PART.search(png.stem))


def shots_for(lang: str) -> dict[str, Path]:
    """The screenshots of a language by the English name they stand for: the Russian site
    shows the Russian shot (``cross-ru.png``) where there is one, else the English one."""
    shots = sorted((DOCS / "img").glob("*.png"))
    chosen = {p.stem: p for p in shots if not is_russian_shot(p)}
    if lang != DEFAULT_LANGUAGE:
        chosen |= {LANGUAGE_PART.sub("", p.stem, count=1): p for p in shots if is_russian_shot(p)}
    return chosen


def lite_path(name: str, lang: str) -> str:
    """Lesson ``name`` in the JupyterLite site, in ``lang`` where it has that version (the
    site holds the Russian lessons in ``ru/``)."""
    return f"{lang}/{name}" if lesson_source(name, lang) != NOTEBOOKS / name else name


def lesson_source(name: str, lang: str) -> Path:
    """The ``lang`` notebook of lesson ``name`` (``notebooks/ru/08_cross.ipynb``), else the
    English one."""
    own = NOTEBOOKS / lang / name
    return own if lang != DEFAULT_LANGUAGE and own.exists() else NOTEBOOKS / name


def rules_source(lang: str) -> Path:
    own = DOCS / translated("rules.md", lang)
    return own if own.exists() else DOCS / "rules.md"


# -- the config and the files -----------------------------------------------------------
def _nav_fixed(items: list[Any]) -> list[Any]:
    """The nav with the entries that depend on what exists filled in or dropped."""
    out: list[Any] = []
    for item in items:
        if isinstance(item, dict):
            (title, value), = item.items()
            if isinstance(value, list):
                out.append({title: _nav_fixed(value)})
            elif value == "notebooks/":
                notebooks = [f"notebooks/{p.name}" for p in sorted(NOTEBOOKS.glob("*.ipynb"))]
                if notebooks:
                    out.append({title: notebooks})
            elif _exists(value):
                out.append(item)
        elif _exists(item):
            out.append(item)
    return out


def _exists(uri: str) -> bool:
    if uri == "rules.md":
        return (DOCS / "rules.md").exists()
    if uri == "screenshots.md":
        return any((DOCS / "img").glob("*.png"))
    if uri == "api/bots.md":
        return (ROOT / "domino_widgets/bots/__init__.py").exists()
    return True


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    config.nav = _nav_fixed(config.nav or [])
    missing = [str(p.relative_to(ROOT)) for p in vendor_files().values() if not p.exists()]
    if missing:
        log.warning("widget scripts missing (run `bash scripts/setup.sh`): %s",
                    ", ".join(missing))
    _embedded.clear()
    _pages_with_records.clear()
    _untranslated.clear()
    return config


# After mkdocs-static-i18n (-100), which keeps only the files of docs_dir, and after
# mkdocs-jupyter (0), so the notebooks are wrapped here.
@event_priority(-200)
def on_files(files: Files, config: MkDocsConfig) -> Files:
    from mkdocs_jupyter.plugin import NotebookFile

    lang = site_language(config)

    def add(src_uri: str, dest_uri: str, source: Path | None = None,
            content: str | None = None) -> File:
        file = File.generated(config, src_uri, content=content,
                              abs_src_path=None if source is None else str(source))
        file.dest_uri = dest_uri
        files.append(file)
        return file

    for nb in sorted(NOTEBOOKS.glob("*.ipynb")):
        source = lesson_source(nb.name, lang)
        src_uri = f"notebooks/{nb.name}"
        if source != nb:
            src_uri = translated(src_uri, lang)
        elif lang != DEFAULT_LANGUAGE:
            _untranslated.add(src_uri)
        file = File.generated(config, src_uri, abs_src_path=str(source))
        page = NotebookFile(file, use_directory_urls=False, site_dir=config.site_dir)
        page.abs_src_path = str(source)  # File's own property, which the wrapper does not pass on
        page.dest_path = in_site(f"notebooks/{nb.stem}.html", lang)
        page.abs_dest_path = str(Path(config.site_dir) / page.dest_path)
        page.url = page.dest_path
        files.append(page)
    if (DOCS / "rules.md").exists():
        source = rules_source(lang)
        add("rules.md" if source.name == "rules.md" else translated("rules.md", lang),
            in_site("rules.html", lang), source=source)
    for png in sorted((DOCS / "img").glob("*.png")):
        add(f"img/{png.name}", f"img/{png.name}", source=png)
    shots = shots_for(lang)
    if shots:
        add(translated("screenshots.md", lang), in_site("screenshots.html", lang),
            content=screenshots_page(shots, words(config), lang))
    if _exists("api/bots.md"):
        add(translated("api/bots.md", lang), in_site("api/bots.html", lang),
            content=BOTS_PAGE[lang])
    return files


def on_page_context(context: dict[str, Any], page: Page, config: MkDocsConfig,
                    nav: Navigation) -> dict[str, Any]:
    """The language switch (mkdocs-material's ``extra.alternate``) of every page links to the
    same page in each language, relative to the page so that the site works from disk."""
    same = english_url(page.url)
    links = [{**alternate, "link": in_site(same, alternate["lang"])}
             for alternate in config.extra.get("alternate", [])]
    # mkdocs-static-i18n sets the attribute (``config.extra.alternate = ...``), which is what
    # the theme reads; the item is the list it started from
    config.extra["alternate"] = config.extra.alternate = links
    return context


def screenshots_page(shots: dict[str, Path], text: dict[str, str], lang: str) -> str:
    """A gallery of docs/img: the games in the order of the engine, then the other pictures."""
    from domino_widgets.engine.games import GAMES
    from domino_widgets.engine.i18n import language

    order = {name: k for k, name in enumerate(GAMES)}
    lines = [f"# {text['screenshots_title']}", "", text["screenshots_intro"], ""]
    for stem in sorted(shots, key=lambda s: (order.get(s, len(order)), s)):
        png = shots[stem]
        if stem in GAMES:
            with language(lang):
                caption = GAMES[stem].title
        elif lang == DEFAULT_LANGUAGE:
            caption = stem.replace("_", " ").replace("-", " ").capitalize()
        else:  # the file's own name: English words made from it would read oddly here
            caption = png.stem
        lines += [f"## {caption}", "", f"![{caption}](img/{png.name})", ""]
    return "\n".join(lines)


BOTS_REFERENCE = """
::: domino_widgets.bots
    options:
      show_root_heading: false
      show_root_toc_entry: false
      members: false

::: domino_widgets.bots.players

::: domino_widgets.bots.greedy

::: domino_widgets.bots.search

::: domino_widgets.bots.playouts

::: domino_widgets.bots.move_stats

::: domino_widgets.bots.world

::: domino_widgets.bots.sampler

::: domino_widgets.bots.reading

::: domino_widgets.bots.hints

::: domino_widgets.bots.reviews

::: domino_widgets.bots.review_plan

::: domino_widgets.bots.counting

::: domino_widgets.bots.simulate

::: domino_widgets.bots.tallies
"""
BOTS_PAGE = {  # by language: the page of the bots (once they land)
    "en": """# Bots

Players that choose moves, hints for a learner, and simulations of many games. They use the
engine only, so they work without Jupyter.
""" + BOTS_REFERENCE,
    "ru": """# Боты

Игроки, которые сами выбирают ход, подсказки для ученика и прогон множества партий. Им нужен
только движок, так что они работают и без Jupyter. Справочник ниже собран из описаний в коде,
а они написаны по-английски.
""" + BOTS_REFERENCE,
}


# -- "Open in the browser": the same notebook in the JupyterLite site ------------------
def lesson_of(game: str) -> str | None:
    """The lesson notebook of ``game`` (``08_cross.ipynb`` for ``cross``), if there is one."""
    stem = game.replace("-", "_")
    return next((p.name for p in sorted(NOTEBOOKS.glob("[0-9]*_*.ipynb"))
                 if p.stem.split("_", 1)[1] == stem), None)


def lite_link(notebook: str, page: Page, text: dict[str, str]) -> str:
    """The "Open in the browser" link of ``page`` to ``notebook`` in the JupyterLite site
    (one site for both languages, at the root)."""
    url = get_relative_url(f"{LITE}/notebooks/index.html", page.url) + f"?path={notebook}"
    return (f'<p class="dw-open-lite"><a href="{escape(url)}">{text["open_lite"]}</a>: '
            f'{text["open_lite_rest"]}</p>')


def with_lite_link(markdown: str, notebook: str, page: Page, text: dict[str, str]) -> str:
    """The page's Markdown with the link under its title."""
    title = re.search(r"^# .*\n", markdown, re.M)
    at = title.end() if title else 0
    return f"{markdown[:at]}\n{lite_link(notebook, page, text)}\n\n{markdown[at:]}"


# -- the teachers' pages: the answer key, worked out from the lessons ---------------------
ANSWER_KEY_MARK = "<!-- answer key -->"
PUZZLES_MARK = re.compile(r"^<!-- puzzles -->$", re.M)
_answer_keys: dict[str, Any] = {}


def answer_keys() -> dict[str, Any]:
    """Every lesson's exercises with their answers, both languages (``tools/answer_key.py``
    runs the lessons' code once a build, in a process of its own)."""
    if not _answer_keys:
        paths = [str(p.relative_to(ROOT)) for folder in (NOTEBOOKS, NOTEBOOKS / "ru")
                 for p in sorted(folder.glob("[0-9]*_*.ipynb"))]
        out = subprocess.run([sys.executable, str(ROOT / "tools" / "answer_key.py"), *paths],
                             cwd=ROOT, capture_output=True, text=True, timeout=600, check=True)
        _answer_keys.update(json.loads(out.stdout))
    return _answer_keys


def answer_key_html(game: str, lang: str, text: dict[str, str]) -> str:
    """The questions of ``game``'s lesson in ``lang`` and their answers, as a numbered list."""
    lesson = lesson_of(game)
    if not lesson:
        return f"<p>{text['no_questions']}</p>"
    found = answer_keys().get(str(lesson_source(lesson, lang).relative_to(ROOT)), {})
    if found.get("error"):
        log.info("%s: the lesson's code stopped: %s", lesson, found["error"])
    items = [f"<li><p><strong>{escape(e['question'])}</strong></p>"
             f"<p>{escape(e['answer']).replace(chr(10), '<br>')}</p></li>"
             for e in found.get("exercises", [])]
    if not items:
        return f"<p>{text['no_questions']}</p>"
    return '<ol class="dw-answer-key">' + "".join(items) + "</ol>"


# -- the rule cards: one page a game to print, written by the package --------------------
def card_url(game: str, lang: str) -> str:
    """Where the rule card of ``game`` is in the ``lang`` site."""
    return in_site(f"cards/{game}.html", lang)


def with_card_link(markdown: str, game: str, page: Page, text: dict[str, str],
                   lang: str) -> str:
    """The page's Markdown with the link to its rule card under its title."""
    from domino_widgets.engine.games import GAMES

    if game not in GAMES:
        return markdown
    url = get_relative_url(card_url(game, lang), page.url)
    link = (f'<p class="dw-card-link"><a href="{escape(url)}">{text["card"]}</a>: '
            f'{text["card_rest"]}</p>')
    title = re.search(r"^# .*\n", markdown, re.M)
    at = title.end() if title else 0
    return f"{markdown[:at]}\n{link}\n\n{markdown[at:]}"


def write_cards(config: MkDocsConfig) -> None:
    """Every game's rule card, in the language being built, beside the pages."""
    from domino_widgets.cards import card
    from domino_widgets.engine.games import GAMES

    lang = site_language(config)
    for game in GAMES:
        path = Path(config.site_dir) / card_url(game, lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        card(game, lang).save(path)


# -- game pages: options and replays ----------------------------------------------------
def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    from domino_widgets.engine.i18n import language

    with language(site_language(config)):
        return page_markdown(markdown, page, config)


def page_markdown(markdown: str, page: Page, config: MkDocsConfig) -> str:
    """The page's Markdown with the hook's marks filled in, in the language being built."""
    text = words(config)
    markdown = ALL_OPTIONS_MARK.sub(lambda _: all_options(text), markdown)
    markdown = PUZZLES_MARK.sub(lambda _: puzzles_table(text), markdown)
    taught = page.meta.get("teach")
    if taught:
        key = answer_key_html(taught, site_language(config), text)
        return markdown.replace(ANSWER_KEY_MARK, key)
    game = page.meta.get("game")
    if not game:
        return markdown
    lesson = lesson_of(game)
    if lesson:
        markdown = with_lite_link(markdown, lite_path(lesson, site_language(config)), page, text)
    markdown = with_card_link(markdown, game, page, text, site_language(config))
    from domino_widgets.engine.record import Record, shipped_records

    markdown = OPTIONS_MARK.sub(lambda _: options_table(game, text), markdown)
    shot = shots_for(site_language(config)).get(game)
    alt = text["in_the_widget"].format(game=game)
    picture = f"![{alt}](../img/{shot.name})" if shot else ""
    markdown = SCREENSHOT_MARK.sub(lambda _: picture, markdown)
    shipped = shipped_records()
    for name in REPLAY_MARK.findall(markdown):
        if name not in shipped:  # not (yet) in the package: leave its section out
            log.info("%s: no shipped record %r; its section is left out",
                     page.file.src_uri, name)
            markdown = section_with_mark(name).sub("", markdown)
    placed = REPLAY_MARK.findall(markdown)
    extra = [n for n in shipped if n not in placed and Record.load(n).game == game]
    if extra:
        markdown += f"\n\n## {text['more_replays']}\n"
        for name in extra:
            markdown += f"\n### {name}\n\n<!-- replay: {name} -->\n"
        placed += extra
    _embedded[page.file.src_uri] = placed
    return REPLAY_MARK.sub(lambda m: f'<div class="dw-replay" data-record="{m[1]}"></div>',
                           markdown)


def section_with_mark(name: str) -> re.Pattern[str]:
    """The page section (from its ``## `` heading) that holds the replay mark of ``name``."""
    return re.compile(r"^## [^\n]*\n(?:(?!^## ).)*?^<!-- replay: " + re.escape(name)
                      + r" -->\n?", re.S | re.M)


def options_table(game: str, text: dict[str, str]) -> str:
    """The rule options of ``game`` as a Markdown table, straight from the engine."""
    from domino_widgets.engine.games import GAMES
    from domino_widgets.engine.options import SHARED_OPTIONS

    if game not in GAMES:  # a page written before its game landed in the engine
        log.info("no game %r in the engine yet", game)
        return f'!!! note "{text["not_in_package_title"]}"\n    {text["not_in_package"]}'
    rules = GAMES[game]
    rows = ['<div class="dw-options" markdown>', "",
            f"| {text['option']} | {text['default']} | {text['what_it_changes']} |",
            "| --- | --- | --- |"]
    for opt in rules.declared_options + SHARED_OPTIONS:
        doc = opt.description  # in the language being built (``opt.doc`` is English)
        if opt.doc.startswith("[reading] "):
            doc = f"**{text['reading']}** " + READING_MARK.sub("", doc, count=1)
        if opt.choices:
            values = ", ".join(f"`{json.dumps(c)}`" for c in opt.choices)
            doc += f" {text['values']} {values}."
        default = json.dumps(opt.default)
        if opt.name == "target":
            default = f"`0` (= {target_text(rules, text)})"
        else:
            default = f"`{default}`"
        rows.append(f"| `{opt.name}` | {default} | {doc.replace('|', '/')} |")
    return "\n".join([*rows, "", "</div>"])


def all_options(text: dict[str, str]) -> str:
    """Every game's options table, one section a game."""
    from domino_widgets.engine.games import GAMES

    return "\n\n".join(f"## {rules.title}\n\n{options_table(name, text)}"
                        for name, rules in GAMES.items())


def puzzles_table(text: dict[str, str]) -> str:
    """The shipped puzzles per game: how many, per grade, per theme (most first), read from
    the package's files in the language being built, so the page never goes stale."""
    from domino_widgets.engine.games import get_rules
    from domino_widgets.engine.i18n import _
    from domino_widgets.puzzles import loading
    from domino_widgets.puzzles.themes import THEMES
    from domino_widgets.render.scores import readers_title

    rows = [f"| {text['game']} | {text['puzzles']} | {text['grade']} 1 | {text['grade']} 2 "
            f"| {text['grade']} 3 | {text['themes']} |",
            "| --- | ---: | ---: | ---: | ---: | --- |"]
    for game in loading.shipped_games():
        found = loading.puzzles(game)
        grades = [sum(p.grade == g for p in found) for g in (1, 2, 3)]
        themes = Counter(p.theme for p in found)
        named = ", ".join(f"{_(THEMES[t].name)} {n}" for t, n in
                          sorted(themes.items(), key=lambda item: (-item[1], item[0])))
        title = readers_title(str(get_rules(game).title), game)
        rows.append(f"| {title} | {len(found)} | {' | '.join(map(str, grades))} | {named} |")
    return "\n".join(rows)


def target_text(rules: Any, text: dict[str, str]) -> str:
    """The game's own target, by number of players where it differs."""
    by_n = {n: rules().target(n) for n in range(rules.min_players, rules.max_players + 1)}
    if len(set(by_n.values())) == 1:
        return str(next(iter(by_n.values())))
    groups: dict[int, list[int]] = {}
    for n, t in by_n.items():
        groups.setdefault(t, []).append(n)
    return ", ".join(f"{t} " + text["players"].format(players="/".join(map(str, ns)))
                     for t, ns in groups.items())


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    from domino_widgets.engine.i18n import language

    names = _embedded.get(page.file.src_uri, [])
    text = words(config)
    if names:
        with language(site_language(config)):
            html = PLACEHOLDER.sub(_replay_views(names), html) + loader_html(page)
        _pages_with_records.update(names)
    elif page.file.src_uri.endswith(".ipynb"):
        notebook = Path(english_url(page.url)).with_suffix(".ipynb").name
        html = (lite_link(lite_path(notebook, site_language(config)), page, text)
                + fold_hidden_code(lesson_links(localize_notebook(html, page)),
                                   text["show_code"]))
        if page.file.src_uri in _untranslated and text["untranslated"]:
            html = f'<div class="admonition note"><p>{text["untranslated"]}</p></div>\n' + html
    for match in REMOTE_LOAD.finditer(html):
        log.warning("%s loads from the network: %s", page.file.src_uri, match[1] or match[2])
    return html


def _replay_views(names: list[str]) -> Any:
    """A function for ``re.sub``: each placeholder becomes the view of its record's widget;
    the first also carries the state of all the page's widgets."""
    from ipywidgets.embed import dependency_state, embed_data, escape_script

    from domino_widgets.widgets import ReplayWidget
    from domino_widgets.widgets.stored import share_frames, stub

    widgets = {}
    for name in dict.fromkeys(names):
        try:
            widgets[name] = ReplayWidget(name)
        except ValueError as err:  # the package's errors: a broken record, an unknown game
            log.warning("replay of %s failed: %s", name, err)
    if not widgets:
        return lambda _match: ""
    data = embed_data(list(widgets.values()), drop_defaults=False,
                      state=dependency_state(list(widgets.values()), drop_defaults=False))
    specs = {name: spec for name, spec in zip(widgets, data["view_specs"], strict=True)}
    # the page carries the front end once, and each replay's pictures once
    share_frames(stub(data["manager_state"]["state"]))
    state = escape_script(json.dumps(data["manager_state"]))
    for widget in widgets.values():
        widget.close()
    first = [True]

    def view(match: re.Match[str]) -> str:
        if match[1] not in specs:
            return ""
        head = ""
        if first[0]:
            head = f'<script type="application/vnd.jupyter.widget-state+json">{state}</script>\n'
            first[0] = False
        spec = json.dumps(specs[match[1]])
        return (f'{head}<div class="dw-replay-embed" data-record="{escape(match[1])}">\n'
                f'<script type="application/vnd.jupyter.widget-view+json">{spec}</script>\n'
                f"</div>")

    return view


# -- notebook pages ---------------------------------------------------------------------
NB_REMOTE_SCRIPT = re.compile(r'<script src="(?:(?:https?:)?//[^"]*)?">\s*</script>\s*', re.I)
NB_MODULE_IMPORTING = re.compile(
    r'<script type="module">(?:(?!</script>).)*?import\(\s*"(?:https?:)?//(?:(?!</script>).)*?'
    r"</script>\s*", re.S)
NB_WIDGET_LOADER = re.compile(
    r"<script>\s*\(function\(\) \{\s*function addWidgetsRenderer\(\)(?:(?!</script>).)*?</script>"
    r"\s*", re.S)


def localize_notebook(html: str, page: Page) -> str:
    """nbconvert's page without its CDN scripts; widget outputs get the local loader."""
    html = NB_REMOTE_SCRIPT.sub("", html)  # MathJax (a CDN URL, or empty): no formulas here
    html = NB_MODULE_IMPORTING.sub("", html)  # Mermaid: loaded only for diagrams; none here
    html = NB_WIDGET_LOADER.sub("", html)
    if "application/vnd.jupyter.widget-state+json" in html:
        html += loader_html(page)
    return html


LESSON_LINK = re.compile(r'href="([\w-]+)\.ipynb(#[^"]*)?"')


def lesson_links(html: str) -> str:
    """A lesson's link to another (``01_traditional.ipynb``, as JupyterLab follows it) leads
    to that lesson's page on the site."""
    return LESSON_LINK.sub(lambda m: f'href="{m[1]}.html{m[2] or ""}"', html)


FOLDED_CELL = re.compile(r'<div class="jp-Cell jp-CodeCell[^"]*\bcelltag_hide-input\b[^"]*">')
INPUT_WRAPPER = re.compile(r'<div class="jp-Cell-inputWrapper[^"]*"[^>]*>')
DIV_TAG = re.compile(r"<div\b|</div>")


def fold_hidden_code(html: str, summary: str) -> str:
    """A lesson's folded cells (tag ``hide-input``: the code that makes a board or a question)
    show their output, and their code only when the reader opens "Show the code", as in
    JupyterLab (``jupyter.source_hidden``)."""
    out, done = [], 0
    for cell in FOLDED_CELL.finditer(html):
        start = INPUT_WRAPPER.search(html, cell.end())
        if start is None or start.start() < done:
            continue
        depth, end = 0, start.start()
        for tag in DIV_TAG.finditer(html, start.start()):
            depth += 1 if tag[0] == "<div" else -1
            if depth == 0:
                end = tag.end()
                break
        out += [html[done:start.start()], f'<details class="dw-folded-code"><summary>'
                f"{escape(summary)}</summary>", html[start.start():end], "</details>"]
        done = end
    return "".join(out) + html[done:]


# -- after the build --------------------------------------------------------------------
def on_post_build(config: MkDocsConfig) -> None:
    from domino_widgets.engine.record import shipped_records

    lost = [n for n in shipped_records() if n not in _pages_with_records]
    if lost:
        log.warning("shipped records on no page (give their game a page): %s", ", ".join(lost))
    write_cards(config)
    not_found = Path(config.site_dir) / "404.html"  # one for the whole site: each build writes it
    if site_language(config) != DEFAULT_LANGUAGE:
        if _english_404:
            not_found.write_bytes(_english_404[0])  # keep the English one the first build wrote
        return  # one copy of the scripts and of the JupyterLite site serves both languages
    _english_404[:] = [not_found.read_bytes()] if not_found.exists() else []
    target = Path(config.site_dir) / WIDGET_ASSETS
    target.mkdir(parents=True, exist_ok=True)
    for name, path in vendor_files().items():
        if path.exists():
            shutil.copyfile(path, target / name)
    copy_lite_site(Path(config.site_dir) / LITE)


def copy_lite_site(target: Path) -> None:
    """The JupyterLite site into the docs site, if a fresh build is at hand."""
    if not (LITE_BUILD / ".lite-build").exists():
        log.info("no JupyterLite site in %s: `bash scripts/lite.sh %s` adds it", LITE_BUILD,
                 target)
        return
    import importlib.util

    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "tools/lite/build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    if not build.is_fresh(LITE_BUILD):
        log.info("the JupyterLite site in %s is stale: `bash scripts/lite.sh %s` rebuilds it",
                 LITE_BUILD, target)
        return
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(LITE_BUILD, target)
