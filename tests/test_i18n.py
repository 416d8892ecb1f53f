"""The language the package speaks (engine/i18n.py): chosen per kernel, per block, by the
locale; an unknown language is refused."""

import pytest

import domino_widgets as dw
from domino_widgets.engine import i18n, messages

pytestmark = pytest.mark.usefixtures("english_kernel")


def test_default_is_english_and_the_locale_can_ask_for_russian(monkeypatch):
    assert dw.current_language() == "en"
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert dw.current_language() == "en"  # the locale is read once ...
    messages.set_kernel_language(None)  # ... and again when the kernel's language is set
    assert dw.current_language() == "ru"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    dw.set_language("ru")
    messages.set_kernel_language(None)
    assert dw.current_language() == "en"


def test_set_language_for_the_kernel_and_language_for_a_block():
    dw.set_language("RU")
    assert dw.current_language() == "ru"
    with dw.language("en") as code:
        assert code == "en" and dw.current_language() == "en"
    assert dw.current_language() == "ru"
    dw.set_language("en_GB")
    assert dw.current_language() == "en"


@pytest.mark.parametrize("bad", ["fr", "", None, 2, "r" * 500])
def test_an_unknown_language_is_refused_and_nothing_changes(bad):
    dw.set_language("ru")
    with pytest.raises(dw.OptionError, match="неизвестный язык") as caught:
        dw.set_language(bad)
    assert len(str(caught.value)) < 100
    assert dw.current_language() == "ru"


def test_english_texts_are_the_message_ids():
    assert i18n.gettext("the match is over") == "the match is over"
    assert i18n.ngettext("{n} tile", "{n} tiles", 2).format(n=2) == "2 tiles"
