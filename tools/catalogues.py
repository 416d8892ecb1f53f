"""The message catalogues of the package, made with Babel: extract, update, compile, check.

One catalogue per domain (``DOMAINS``: which files each reads). For a domain::

    python tools/catalogues.py extract [DOMAIN ...]   # the code's marked texts -> locale/DOMAIN.pot
    python tools/catalogues.py update [DOMAIN ...]    # extract, then merge into each .po
    python tools/catalogues.py compile [DOMAIN ...]   # each .po -> its .mo (what the package reads)
    python tools/catalogues.py --check [DOMAIN ...]   # exit 1 with the list of what is wrong

No domain named means every domain. The template is ``domino_widgets/locale/DOMAIN.pot``; the
translations ``domino_widgets/locale/LANG/LC_MESSAGES/DOMAIN.po``, compiled to ``.mo`` beside
them (both committed: the wheel and the JupyterLite site carry the ``.mo``). A file is rewritten
only when its messages change, so that running a command twice changes nothing.

``--check`` (and ``tests/test_i18n_catalogues.py``, which calls the same ``problems``) fails
when: a text marked in the code is not in the template, or the template holds one the code no
longer has; a language's ``.po`` misses a message of the template, has one it does not, or has
one untranslated or fuzzy; a translation's ``{placeholders}`` are not the English ones; a
plural message lacks one of the language's forms; the ``.mo`` differs from its ``.po``; a
module with marked texts is in no domain.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "domino_widgets"
LOCALE = PACKAGE / "locale"
LANGUAGES = ("ru",)
"""The translated languages (English is the source: its texts are the message ids)."""

DOMAINS: dict[str, tuple[str, ...]] = {
    "engine": ("engine", "bots", "puzzles"),
    "widgets": ("widgets", "render", "teaching.py", "teaching_verdicts.py", "teaching_checks.py",
                "teaching_asks.py", "tasks", "exercises.py", "charts.py", "cards.py",
                "card_texts.py", "progress.py", "report.py", "classroom.py", "assignment.py",
                "learner.py"),
    "cli": ("cli.py", "cli_output.py", "cli_parser.py", "cli_commands.py", "cli_puzzles.py",
            "cli_class.py", "lessons.py", "__main__.py"),
}
"""Each domain's sources, relative to the package: a folder (every .py in it) or a file."""

KEYWORDS = DEFAULT_KEYWORDS
"""The marks Babel reads: ``_``, ``gettext``, ``ngettext``, ``pgettext``, ``npgettext``, ``N_``."""
COMMENT_TAGS = ("TRANSLATORS:",)
"""A comment starting so, just above a marked text, goes to the translator."""


AUTHORS = "The domino_widgets authors"
HEADER = """\
# The {domain} texts of domino_widgets.
# Made by tools/catalogues.py (Babel): run `python tools/catalogues.py update {domain}` after
# marking a text, translate here, then `python tools/catalogues.py compile {domain}`.
# See docs/developing.md, "How a message is added and translated"."""


def _version() -> str:
    for line in (PACKAGE / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    return "0"


def sources(domain: str) -> list[Path]:
    """The Python files a domain's texts are taken from, sorted."""
    found: set[Path] = set()
    for entry in DOMAINS[domain]:
        path = PACKAGE / entry
        found.update(path.rglob("*.py") if path.is_dir() else [path])
    return sorted(p for p in found if "__pycache__" not in p.parts)


def template_path(domain: str) -> Path:
    return LOCALE / f"{domain}.pot"


def po_path(domain: str, lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def mo_path(domain: str, lang: str) -> Path:
    return po_path(domain, lang).with_suffix(".mo")


def extracted(domain: str) -> Catalog:
    """The texts marked in the domain's code, in the order they appear."""
    catalog = Catalog(project="domino_widgets", version=_version(), domain=domain,
                      fuzzy=False, header_comment=HEADER.replace("{domain}", domain),
                      copyright_holder=AUTHORS, last_translator=AUTHORS,
                      msgid_bugs_address=AUTHORS)
    for path in sources(domain):
        where = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
                "python", path, keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
                strip_comment_tags=True):
            catalog.add(message, None, [(where, lineno)], auto_comments=comments,
                        context=context)
    return catalog


def _read_po(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, abort_invalid=True)


def _po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _key(message: Message) -> tuple[str | None, str]:
    ident = message.id if isinstance(message.id, str) else message.id[0]
    return (message.context, ident)


def _shape(catalog: Catalog, strings: bool = True) -> list[tuple[object, ...]]:
    """What a catalogue says, without its header or dates: to tell whether a file must be
    rewritten or is stale."""
    rows = []
    for m in catalog:
        if not m.id:
            continue
        string_part = m.string if strings else None
        files = tuple(sorted({where for where, _ in m.locations}))
        rows.append((m.context, m.id, string_part, files, tuple(m.auto_comments), m.fuzzy))
    return rows


def _write_if_changed(path: Path, catalog: Catalog, old: Catalog | None,
                      strings: bool = True) -> bool:
    if old is not None and _shape(old, strings) == _shape(catalog, strings):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_po_text(catalog))
    return True


def extract(domain: str) -> bool:
    """Write the domain's template; whether it changed."""
    path = template_path(domain)
    old = _read_po(path) if path.exists() else None
    return _write_if_changed(path, extracted(domain), old, strings=False)


def update(domain: str) -> list[Path]:
    """Extract, then merge the template into each language's .po (new ones created); the
    files that changed."""
    changed = [template_path(domain)] if extract(domain) else []
    template = _read_po(template_path(domain))
    for lang in LANGUAGES:
        path = po_path(domain, lang)
        if path.exists():
            old = _read_po(path, lang)
            catalog = _read_po(path, lang)
            catalog.update(template, update_header_comment=False, update_creation_date=False)
        else:
            old = None
            catalog = _read_po(template_path(domain), lang)
            catalog.locale = lang
            catalog.fuzzy = False
            catalog.header_comment = HEADER.replace("{domain}", domain)
        catalog.language_team = f"{lang} <domino_widgets>"
        if _write_if_changed(path, catalog, old):
            changed.append(path)
    return changed


def compile_domain(domain: str) -> list[Path]:
    """Each language's .po compiled to its .mo; the files that changed."""
    changed = []
    for lang in LANGUAGES:
        path = mo_path(domain, lang)
        data = _mo_bytes(_read_po(po_path(domain, lang), lang))
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            changed.append(path)
    return changed


def _fields(text: str) -> set[str] | None:
    """The ``{placeholder}`` names of a text, or None when it is no format string."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def _placeholder_problems(message: Message, where: str) -> list[str]:
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    strings = [message.string] if isinstance(message.string, str) else list(message.string)
    allowed: set[str] = set()
    for ident in ids:
        allowed |= _fields(ident) or set()
    problems = []
    for text in strings:
        found = _fields(text)
        if found is None and _fields(ids[0]) is not None and allowed:
            problems.append(f"{where}: {ids[0]!r}: the translation's braces do not parse")
        elif found and not found <= allowed:
            problems.append(f"{where}: {ids[0]!r}: the translation has placeholders "
                            f"{sorted(found - allowed)} that the English has not")
    singular_fields = _fields(ids[0]) or set()
    if isinstance(message.id, str) and strings and strings[0] and _fields(strings[0]) is not None:
        missing = singular_fields - (_fields(strings[0]) or set())
        if missing:
            problems.append(f"{where}: {ids[0]!r}: the translation drops {sorted(missing)}")
    return problems


def unassigned() -> list[str]:
    """Package modules with marked texts that no domain reads."""
    read = {p for domain in DOMAINS for p in sources(domain)}
    return sorted(p.relative_to(ROOT).as_posix() for p in PACKAGE.rglob("*.py")
                  if p not in read and "__pycache__" not in p.parts
                  and any(extract_from_file("python", p, keywords=KEYWORDS)))


def problems(domain: str) -> list[str]:
    """What is wrong with the domain's catalogues, one line each (empty: all is well)."""
    found: list[str] = []
    template = template_path(domain)
    if not template.exists():
        return [f"{template.relative_to(ROOT)}: missing (run: tools/catalogues.py update)"]
    pot = _read_po(template)
    code_keys = [_key(m) for m in extracted(domain) if m.id]
    pot_keys = [_key(m) for m in pot if m.id]
    for key in sorted(set(code_keys) - set(pot_keys), key=str):
        found.append(f"{domain}.pot: the code marks {key[1]!r} but the template lacks it "
                     "(run: tools/catalogues.py update)")
    for key in sorted(set(pot_keys) - set(code_keys), key=str):
        found.append(f"{domain}.pot: {key[1]!r} is no longer in the code "
                     "(run: tools/catalogues.py update)")
    for lang in LANGUAGES:
        po_file = po_path(domain, lang)
        name = po_file.relative_to(LOCALE).as_posix()
        if not po_file.exists():
            found.append(f"{name}: missing (run: tools/catalogues.py update)")
            continue
        po = _read_po(po_file, lang)
        po_keys = {_key(m): m for m in po if m.id}
        for key in sorted(set(pot_keys) - set(po_keys), key=str):
            found.append(f"{name}: {key[1]!r} is not in it (run: tools/catalogues.py update)")
        for key in sorted(set(po_keys) - set(pot_keys), key=str):
            found.append(f"{name}: {key[1]!r} is not in the template")
        forms = po.num_plurals
        for key, message in po_keys.items():
            strings = ([message.string] if isinstance(message.string, str)
                       else list(message.string))
            if message.fuzzy:
                found.append(f"{name}: {key[1]!r} is fuzzy")
            if not all(strings):
                found.append(f"{name}: {key[1]!r} is not translated")
            if message.pluralizable and len(strings) != forms:
                found.append(f"{name}: {key[1]!r} has {len(strings)} plural forms, "
                             f"{lang} has {forms}")
            found.extend(_placeholder_problems(message, name))
        mo_file = mo_path(domain, lang)
        if not mo_file.exists():
            found.append(f"{mo_file.relative_to(LOCALE)}: missing "
                         "(run: tools/catalogues.py compile)")
        else:
            with mo_file.open("rb") as handle:
                compiled = read_mo(handle)
            wanted = read_mo(io.BytesIO(_mo_bytes(po)))
            if _shape(compiled) != _shape(wanted):
                found.append(f"{mo_file.relative_to(LOCALE)}: differs from its .po "
                             "(run: tools/catalogues.py compile)")
    return found


def _chosen(names: Iterable[str]) -> list[str]:
    names = list(names) or list(DOMAINS)
    unknown = [n for n in names if n not in DOMAINS]
    if unknown:
        raise SystemExit(f"unknown domain {unknown[0]!r}: choose from {', '.join(DOMAINS)}")
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check"],
                        help="check (or --check): report what is wrong, exit 1")
    parser.add_argument("domains", nargs="*", metavar="DOMAIN", help=", ".join(DOMAINS))
    argv = sys.argv[1:] if argv is None else argv
    args = parser.parse_args(["check" if a == "--check" else a for a in argv])
    domains = _chosen(args.domains)
    if args.command == "check":
        lines = [line for d in domains for line in problems(d)]
        lines += [f"{path}: has marked texts but is in no domain (tools/catalogues.py DOMAINS)"
                  for path in unassigned()]
        for line in lines:
            print(line)
        print(f"{len(lines)} problem(s)" if lines else "catalogues up to date", file=sys.stderr)
        return 1 if lines else 0
    for domain in domains:
        if args.command == "extract":
            changed = [template_path(domain)] if extract(domain) else []
        elif args.command == "update":
            changed = update(domain)
        else:
            changed = compile_domain(domain)
        for path in changed:
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
