"""The documentation site in two languages (docs/mkdocs.yml, mkdocs-static-i18n): English at
the root, Russian under ``ru/``. Every hand-written page has its Russian twin, every built page
its counterpart in the other language and a language switch that links to it, and what
docs/hooks.py writes on a Russian page (option tables, replays, lessons, screenshots) is made
in Russian.

The site is built once for the session (tests/docs_site.py).
"""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from docs_site import ROOT, built_site_or_fail

from domino_widgets import GAMES, ReplayWidget, load_record, shipped_records
from domino_widgets.engine.i18n import language
from domino_widgets.engine.options import SHARED_OPTIONS

SITE_SRC = ROOT / "docs" / "site_src"
NOTEBOOKS = ROOT / "notebooks"
RUSSIAN_SHOT = re.compile(r"(?:^|[-_.])ru(?=$|[-_.])")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
STATE_SCRIPT = re.compile(
    r'<script type="application/vnd.jupyter.widget-state\+json">(.*?)</script>', re.S)
VIEW_SCRIPT = re.compile(
    r'<div class="dw-replay-embed" data-record="([\w-]+)">\s*'
    r'<script type="application/vnd.jupyter.widget-view\+json">(.*?)</script>', re.S)
UNTRANSLATED = "Этот урок ещё не переведён на русский"
LITE_LINK = re.compile(r'<p class="dw-open-lite"><a href="([^"]+)">Открыть в браузере</a>')


@pytest.fixture(scope="module")
def site() -> Path:
    return built_site_or_fail()


def english_pages(site: Path) -> list[Path]:
    """The English site's pages (the rule cards, ``cards/``, are pages to print, not the
    site's: ``tests/test_docs.py`` checks their language)."""
    return sorted(p for p in site.rglob("*.html")
                  if p.relative_to(site).parts[0] not in ("ru", "lite", "cards"))


def russian_pages(site: Path) -> list[Path]:
    return sorted(p for p in (site / "ru").rglob("*.html")
                  if p.relative_to(site / "ru").parts[0] != "cards")


class Switch(HTMLParser):
    """The page's language: ``<html lang>``, its title, and the links of its language switch
    (mkdocs-material's ``a.md-select__link`` with ``hreflang``)."""

    def __init__(self) -> None:
        super().__init__()
        self.lang = ""
        self.links: dict[str, str] = {}
        self.h1 = ""
        self._in_h1 = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "html":
            self.lang = values.get("lang") or ""
        if tag == "a" and "md-select__link" in (values.get("class") or ""):
            self.links[values.get("hreflang") or ""] = values.get("href") or ""
        if tag == "h1" and not self.h1:
            self._in_h1 = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "h1":
            self._in_h1 = False

    def handle_data(self, data: str) -> None:
        if self._in_h1:
            self.h1 += data


def read(page: Path) -> Switch:
    parser = Switch()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def target(site: Path, page: Path, href: str) -> Path:
    """The file a relative link of ``page`` opens (as a browser resolves it from disk)."""
    base = "file:///" + page.relative_to(site).as_posix()
    assert not re.match(r"(https?:)?//|/", href), f"{page}: not a relative link: {href}"
    return site / urlsplit(urljoin(base, href)).path.lstrip("/")


def hook_marks(text: str) -> list[str]:
    """What docs/hooks.py fills in on a page: its game (front matter) and its marks."""
    front = re.match(r"---\n(.*?)\n---\n", text, re.S)
    return ([front[1]] if front else []) + re.findall(r"^<!-- [\w-]+(?:: [\w-]+)? -->$", text,
                                                      re.M)


def english_sources() -> list[Path]:
    """The hand-written English pages (a Russian twin is NAME.ru.md)."""
    return sorted(p for p in SITE_SRC.rglob("*.md") if p.suffixes[-2:] != [".ru", ".md"])


def test_docs_every_hand_written_page_has_a_russian_version_in_russian() -> None:
    missing, english = [], []
    for md in english_sources():
        twin = md.with_suffix(".ru.md")
        if not twin.exists():
            missing.append(str(md.relative_to(SITE_SRC)))
            continue
        text = twin.read_text(encoding="utf-8")
        title = re.search(r"^# (.+)$", text, re.M)
        assert title, twin
        prose = re.sub(r"```.*?```|`[^`]*`|<!--.*?-->|^:::.*$|^    .*$", "", text,
                       flags=re.S | re.M)
        letters = re.findall(r"[^\W\d_]", prose)
        if sum(bool(CYRILLIC.match(c)) for c in letters) < 0.6 * len(letters):
            english.append(twin.name)
        # the same marks for the hook: the same game, options table, screenshot and replays
        assert hook_marks(text) == hook_marks(md.read_text(encoding="utf-8")), twin.name
    assert not missing, f"no Russian version (NAME.ru.md) of: {missing}"
    assert not english, f"mostly not in Russian: {english}"


def test_docs_decisions_on_unclear_points_have_a_russian_version() -> None:
    rules = ROOT / "docs" / "rules.md"
    if not rules.exists():
        pytest.skip("no docs/rules.md")
    twin = ROOT / "docs" / "rules.ru.md"
    assert twin.exists(), "docs/rules.md has no Russian version docs/rules.ru.md"
    # every decision is there: the same sections, in the same order
    count = len(re.findall(r"^#{2,3} ", rules.read_text(encoding="utf-8"), re.M))
    assert len(re.findall(r"^#{2,3} ", twin.read_text(encoding="utf-8"), re.M)) == count


def test_docs_every_english_page_has_a_russian_counterpart(site: Path) -> None:
    english = {p.relative_to(site) for p in english_pages(site)} - {Path("404.html")}
    russian = {p.relative_to(site / "ru") for p in russian_pages(site)}
    assert english and english == russian, (sorted(english - russian), sorted(russian - english))
    for page in russian_pages(site):
        assert read(page).lang == "ru", page
    for page in english_pages(site):  # 404.html too: one for the site, in English
        assert read(page).lang == "en", page


def test_docs_every_page_switches_to_the_same_page_in_the_other_language(site: Path) -> None:
    for page in english_pages(site) + russian_pages(site):
        if page.name == "404.html":
            continue
        rel = page.relative_to(site)
        same = rel.relative_to("ru") if rel.parts[0] == "ru" else rel
        links = read(page).links
        assert sorted(links) == ["en", "ru"], f"{rel}: language switch {links}"
        assert target(site, page, links["en"]) == site / same, rel
        assert target(site, page, links["ru"]) == site / "ru" / same, rel


def test_docs_russian_pages_are_the_russian_versions(site: Path) -> None:
    for md in english_sources():
        twin = md.with_suffix(".ru.md")
        title = re.search(r"^# (.+)$", twin.read_text(encoding="utf-8"), re.M)
        html = site / "ru" / md.relative_to(SITE_SRC).with_suffix(".html")
        assert title and read(html).h1.strip().rstrip("¶") == title[1].strip(), html
    for name in GAMES:  # the tables the hook writes are headed in Russian
        html = (site / "ru" / "games" / f"{name}.html").read_text(encoding="utf-8")
        assert "<th>Параметр</th>" in html, name
        lesson = next(NOTEBOOKS.glob(f"[0-9][0-9]_{name.replace('-', '_')}.ipynb")).name
        if (NOTEBOOKS / "ru" / lesson).exists():  # the Lite site has it in ru/
            lesson = f"ru/{lesson}"
        assert LITE_LINK.findall(html) == [f"../../lite/notebooks/index.html?path={lesson}"], name


def test_docs_russian_navigation_is_in_russian(site: Path) -> None:
    """Every entry of the Russian site's menu reads in Russian (a new entry of mkdocs.yml needs
    its title in the ru language's nav_translations; a lesson's is its Russian title)."""
    html = (site / "ru" / "index.html").read_text(encoding="utf-8")
    nav = html[html.index("md-nav--primary"):]
    titles = re.findall(r'<span class="md-ellipsis">\s*([^<]+?)\s*</span>', nav)
    assert len(titles) > 30
    assert not [t for t in titles if not CYRILLIC.search(t)]


def words_of(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_docs_option_tables_say_what_each_option_changes_in_the_page_language(site: Path) -> None:
    for lang, folder in (("en", site), ("ru", site / "ru")):
        for name, rules in GAMES.items():
            page = words_of((folder / "games" / f"{name}.html").read_text(encoding="utf-8"))
            for opt in rules.declared_options + SHARED_OPTIONS:
                with language(lang):  # the engine's text for it, where it has one
                    doc = getattr(opt, "description", opt.doc)
                doc = " ".join(re.sub(r"^\[[^\]]*\]\s*|[`*]", "", doc).split())
                assert doc[:60] in page, f"{lang} {name}: {opt.name}: {doc[:60]}"


def test_docs_russian_lessons_are_the_russian_notebooks_as_they_appear(site: Path) -> None:
    for nb in sorted(NOTEBOOKS.glob("*.ipynb")):
        html = (site / "ru" / "notebooks" / f"{nb.stem}.html").read_text(encoding="utf-8")
        russian = NOTEBOOKS / "ru" / nb.name
        if russian.exists():
            title = next(line for cell in json.loads(russian.read_text(encoding="utf-8"))["cells"]
                         if cell["cell_type"] == "markdown"
                         for line in "".join(cell["source"]).splitlines()
                         if line.startswith("# "))
            assert UNTRANSLATED not in html, nb.name
            assert read(site / "ru" / "notebooks" / f"{nb.stem}.html").h1.strip().rstrip(
                "¶") == title[2:].strip(), nb.name
            assert (site / "ru" / "notebooks" / nb.name).read_bytes() == russian.read_bytes()
            assert LITE_LINK.findall(html) == [f"../../lite/notebooks/index.html?path=ru/{nb.name}"]
        else:
            assert UNTRANSLATED in html, f"{nb.name}: the Russian site does not say it is English"
            assert LITE_LINK.findall(html) == [f"../../lite/notebooks/index.html?path={nb.name}"]


def test_docs_russian_replays_are_made_in_russian(site: Path) -> None:
    found = {}
    for page in russian_pages(site):
        html = page.read_text(encoding="utf-8")
        views = VIEW_SCRIPT.findall(html)
        if views:
            (state,) = STATE_SCRIPT.findall(html)
            models = json.loads(state)["state"]
            found |= {name: models[json.loads(spec)["model_id"]]["state"] for name, spec in views}
    assert sorted(found) == sorted(shipped_records())
    for name, state in found.items():
        # as far as the catalogues have the widget's words in Russian, the page has them
        with language("ru"):
            frames = [f["text"] for f in ReplayWidget(name).frames]
        assert len(state["frames"]) == len(load_record(name).moves()) + 1, name
        assert [f["text"] for f in state["frames"]] == frames, name


def test_docs_russian_site_shows_the_russian_screenshots(site: Path) -> None:
    shots = sorted((ROOT / "docs" / "img").glob("*.png"))
    russian = [p for p in shots if RUSSIAN_SHOT.search(p.stem)]
    gallery = (site / "ru" / "screenshots.html").read_text(encoding="utf-8")
    for png in russian:
        assert f'src="../img/{png.name}"' in gallery, png.name
        stands_for = RUSSIAN_SHOT.sub("", png.stem, count=1)
        assert f'src="../img/{stands_for}.png"' not in gallery, png.name
        if stands_for in GAMES:
            page = (site / "ru" / "games" / f"{stands_for}.html").read_text(encoding="utf-8")
            assert f'src="../../img/{png.name}"' in page, png.name
    for png in shots:
        if png not in russian and not any(RUSSIAN_SHOT.sub("", p.stem, count=1) == png.stem
                                          for p in russian):
            assert f'src="../img/{png.name}"' in gallery, png.name


def book_texts() -> list[Path]:
    """The Russian source texts (shared/seeds/, beside the repository or its worktrees)."""
    for shared in (ROOT.parent / "shared", ROOT.parents[1] / "shared"):
        if (shared / "seeds").is_dir():
            return sorted((shared / "seeds").glob("*.txt"))
    return []


def test_docs_glossary_gives_each_term_in_both_languages() -> None:
    terms = ["кость", "косточка", "дубль", "базар", "резерв", "рыба", "матадор", "колбаса",
             "крест", "паук", "«конец»", "«пусто»", "«ход»", "«пропуск»", "очки"]
    games = ["Домино-крест", "Крест в две руки", "Севастополь", "Паук", "Колбаса", "Матадор",
             "Шестерной матадор", "Пятерное домино", "Семёрка"]
    seeds = " ".join(p.read_text(encoding="utf-8") for p in book_texts())
    for md in (SITE_SRC / "glossary.md", SITE_SRC / "glossary.ru.md"):
        text = md.read_text(encoding="utf-8")
        rows = [line for line in text.splitlines() if line.startswith("| **")]
        for term in terms + games:
            assert any(f"**{term}**" in row.split("|")[1] for row in rows), f"{md.name}: {term}"
        for row in rows:  # an English word beside each
            assert re.search(r"[A-Za-z]", row.split("|")[2]), f"{md.name}: {row[:60]}"
        if seeds:  # every quote is the book's own words
            flat = " ".join(seeds.split())
            for quote in re.findall(r"«([^«»]*(?:«[^«»]*»[^«»]*)*)»", text):
                for part in quote.split(" ... "):
                    if len(part) > 25:
                        assert part in flat, f"{md.name}: not in the book: {part}"
