"""The message catalogues (tools/catalogues.py, Babel): every marked text is in its domain's
template, every message of every domain has its Russian translation (none missing, none fuzzy,
the three plural forms, the English placeholders), and the compiled .mo says what its .po says.
The checker itself is shown to fail on each of these faults."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("catalogues", ROOT / "tools/catalogues.py")
assert _spec and _spec.loader
catalogues = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogues)


@pytest.mark.parametrize("domain", list(catalogues.DOMAINS))
def test_every_message_of_the_domain_is_extracted_translated_and_compiled(domain):
    assert catalogues.problems(domain) == []


def test_no_module_with_marked_texts_is_outside_a_domain():
    assert catalogues.unassigned() == []


def test_the_domains_read_the_files_the_protocol_gives_them():
    names = {d: {p.relative_to(ROOT).as_posix() for p in catalogues.sources(d)}
             for d in catalogues.DOMAINS}
    assert "domino_widgets/engine/explain.py" in names["engine"]
    assert "domino_widgets/bots/hints.py" in names["engine"]
    assert "domino_widgets/teaching.py" in names["widgets"]
    assert "domino_widgets/cli.py" in names["cli"]
    assert not names["engine"] & names["widgets"] and not names["widgets"] & names["cli"]


def test_check_on_the_command_line_passes():
    done = subprocess.run([sys.executable, "tools/catalogues.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


@pytest.fixture
def scratch(tmp_path, monkeypatch):
    """The catalogues copied to a scratch folder, where the checker reads them."""
    locale = tmp_path / "locale"
    shutil.copytree(catalogues.LOCALE, locale)
    monkeypatch.setattr(catalogues, "LOCALE", locale)
    return locale


def _edit_po(path: Path, change) -> None:
    catalog = catalogues._read_po(path, "ru")
    change(catalog)
    path.write_bytes(catalogues._po_text(catalog))


def test_a_text_marked_in_the_code_but_not_extracted_fails(scratch, monkeypatch):
    real = catalogues.extracted

    def with_one_more(domain: str) -> Catalog:
        catalog = real(domain)
        catalog.add("a text nobody extracted", locations=[("x.py", 1)])
        return catalog

    monkeypatch.setattr(catalogues, "extracted", with_one_more)
    assert any("a text nobody extracted" in line and "template lacks it" in line
               for line in catalogues.problems("engine"))


def test_a_missing_or_fuzzy_translation_fails(scratch):
    po = catalogues.po_path("engine", "ru")

    def spoil(catalog: Catalog) -> None:
        first, second = [m for m in catalog if m.id][:2]
        first.string = ""
        second.flags.add("fuzzy")

    _edit_po(po, spoil)
    found = "\n".join(catalogues.problems("engine"))
    assert "is not translated" in found and "is fuzzy" in found


def test_a_translation_with_a_placeholder_the_english_has_not_fails(scratch):
    po = catalogues.po_path("engine", "ru")

    def spoil(catalog: Catalog) -> None:
        message = next(m for m in catalog if m.id and not m.pluralizable and "{" in m.id)
        message.string += " {nobody}"

    _edit_po(po, spoil)
    assert any("placeholders ['nobody']" in line for line in catalogues.problems("engine"))


def test_a_plural_with_two_forms_in_russian_fails(scratch):
    po = catalogues.po_path("engine", "ru")
    lines = po.read_text(encoding="utf-8").splitlines(keepends=True)
    third = next(i for i, line in enumerate(lines) if line.startswith("msgstr[2]"))
    po.write_text("".join(lines[:third] + lines[third + 1:]), encoding="utf-8")
    ident = next(line for line in reversed(lines[:third]) if line.startswith("msgid "))
    ident = ident[len('msgid "'):-2]
    # Babel reads the missing form as empty: the message is untranslated
    assert any(line.startswith(f"ru/LC_MESSAGES/engine.po: {ident!r}")
               and ("not translated" in line or "plural forms" in line)
               for line in catalogues.problems("engine"))


def test_a_mo_that_differs_from_its_po_fails(scratch):
    po = catalogues.po_path("engine", "ru")

    def change(catalog: Catalog) -> None:
        message = next(m for m in catalog if m.id and not m.pluralizable)
        message.string += "!"

    _edit_po(po, change)
    assert any("differs from its .po" in line for line in catalogues.problems("engine"))
    catalogues.compile_domain("engine")
    assert catalogues.problems("engine") == []


def test_update_and_compile_twice_change_nothing(scratch):
    for domain in catalogues.DOMAINS:
        assert catalogues.update(domain) == []
        assert catalogues.compile_domain(domain) == []
