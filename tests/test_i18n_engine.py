"""The engine, the bots and the command line in Russian (issue #15): refusals raised with the
language set to Russian read in Russian, Russian counts take their three plural forms, the
command line speaks the language of ``--lang`` (or the locale's) while its JSON, the record
notation, error classes, record keys and option names stay the same in every language, and
English reads exactly as before."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import domino_widgets as dw
from domino_widgets.bots import hint
from domino_widgets.cli import MAX_LINE, main
from domino_widgets.engine import i18n
from domino_widgets.engine.games import GAMES, get_rules
from domino_widgets.engine.games.scoring import counted_text
from domino_widgets.engine.record import Record
from domino_widgets.engine.tiles import parse_tile

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "domino_widgets"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


pytestmark = pytest.mark.usefixtures("english_kernel")


def refusal(make) -> str:
    with pytest.raises(dw.DominoError) as caught:
        make()
    return str(caught.value)


# -- plural forms -------------------------------------------------------------------------
@pytest.mark.parametrize("n, points, pips", [
    (1, "1 очко", "с руки уходит 1 очко (следующий ход: 6:6)"),
    (2, "2 очка", "с руки уходят 2 очка (следующий ход: 6:6)"),
    (5, "5 очков", "с руки уходят 5 очков (следующий ход: 6:6)"),
    (11, "11 очков", "с руки уходят 11 очков (следующий ход: 6:6)"),
    (21, "21 очко", "с руки уходит 21 очко (следующий ход: 6:6)"),
    (24, "24 очка", "с руки уходят 24 очка (следующий ход: 6:6)"),
])
def test_russian_counts_take_three_plural_forms(n, points, pips):
    with dw.language("ru"):
        assert i18n.ngettext("{n} point", "{n} points", n).format(n=n) == points
        assert i18n.ngettext("it sheds {pips} pip (the next best move: {other})",
                             "it sheds {pips} pips (the next best move: {other})", n).format(
            pips=n, other="6:6") == pips
    with dw.language("en"):
        assert i18n.ngettext("{n} point", "{n} points", n).format(n=n) == \
            f"{n} point{'s' if n != 1 else ''}"


def test_the_russian_catalogues_declare_three_plural_forms():
    for domain in i18n.DOMAINS:
        po = (PACKAGE / "locale/ru/LC_MESSAGES" / f"{domain}.po").read_text(encoding="utf-8")
        assert '"Plural-Forms: nplurals=3;' in po


PLURAL_BY_HAND = re.compile(r"""['"]s['"]\s+if\b|\+\s*['"]s['"]|\{['"]s['"] if""")
FORMATTED_ID = re.compile(r"""\b(?:_|gettext|ngettext|pgettext|N_)\(\s*(?:\w+,\s*)?f['"]""")
CHECKED = ("engine", "cli", "widgets")  # every domain


def _sources(domains):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import catalogues
    finally:
        sys.path.pop(0)
    return [p for d in domains for p in catalogues.sources(d)]


@pytest.mark.parametrize("pattern", [PLURAL_BY_HAND, FORMATTED_ID], ids=["plural", "f-string"])
def test_no_plural_made_by_hand_and_no_f_string_in_a_message_id(pattern):
    found = [f"{p.relative_to(ROOT)}:{k}: {line.strip()}"
             for p in _sources(CHECKED)
             for k, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line)]
    assert found == []


def test_the_checks_above_can_fail():
    assert PLURAL_BY_HAND.search("f\"{n} tile{'s' if n != 1 else ''}\"")
    assert PLURAL_BY_HAND.search('word + "s"')
    assert FORMATTED_ID.search('_(f"{name} cannot pass")')
    assert not FORMATTED_ID.search('_("{name} cannot pass").format(name=name)')


# -- refusals in Russian ------------------------------------------------------------------
def test_an_illegal_move_refused_in_russian_from_state_play():
    state = dw.new_game("cross", ["Аня", "Борис"], seed=3)
    held = {str(dw.engine.tiles.TILES[t]) for t in state.hands[state.turn]}
    missing = next(f"{a}:{b}" for a in range(7) for b in range(a, 7) if f"{a}:{b}" not in held
                   and f"{b}:{a}" not in held)
    before = state.clone()
    with dw.language("ru"):
        text = refusal(lambda: state.play(missing))
    assert text.startswith(f"{state.players[state.turn]}: на руках нет кости ")
    assert state.legal_actions() == before.legal_actions() and state.hands == before.hands
    assert refusal(lambda: state.play(missing)).endswith(" does not hold " + str(
        parse_tile(missing)))


def test_a_pass_refused_in_russian_names_the_tiles_to_play():
    state = dw.new_game("traditional", ["Аня", "Борис"], seed=1)
    with dw.language("ru"):
        text = refusal(lambda: state.play("pass"))
    assert text.startswith(f"{state.players[state.turn]}: пропускать ход нельзя — есть чем "
                           "ходить (")


def test_a_record_refused_in_russian_at_its_move():
    record = json.loads((PACKAGE / "records/quintuple-book.json").read_text(encoding="utf-8"))
    record["moves"][1]["player"] = record["moves"][0]["player"]
    with dw.language("ru"):
        text = refusal(lambda: Record.loads(json.dumps(record)).replay())
    first, second = record["players"][1], record["moves"][0]["player"]
    assert text == f"ход 2: сейчас ходит {first}, а не {second}"
    assert isinstance(_raised(lambda: Record.loads(json.dumps(record)).replay()), dw.RecordError)


def _raised(make) -> BaseException:
    with pytest.raises(dw.DominoError) as caught:
        make()
    return caught.value


def test_an_option_and_a_tile_refused_in_russian():
    with dw.language("ru"):
        assert refusal(lambda: get_rules("cross", {"reserve": -1})) == (
            "настройка reserve игры cross не может быть отрицательной: -1")
        assert refusal(lambda: get_rules("cross", {"reservoir": 1})).startswith(
            "неизвестная настройка 'reservoir' игры cross; есть: ")
        assert refusal(lambda: parse_tile("7:1")) == (
            "неверная кость '7:1': на половинках бывает от 0 до 6")
        assert isinstance(_raised(lambda: parse_tile("7:1")), dw.TileError)
        assert isinstance(_raised(lambda: get_rules("cross", {"reservoir": 1})), dw.OptionError)


def test_the_counted_ends_in_both_languages():
    state = dw.engine.record.Record.load("quintuple-book").positions()[6]
    english = counted_text(state.counted())
    assert english == "6 + 1 + 3 + 5 = 15 -> 3 points" or " -> " in english
    with dw.language("ru"):
        russian = counted_text(state.counted())
    assert russian == english.replace(" -> ", " — ").replace("points", "очка")


def test_you_reads_right_in_a_hint_refused_for_the_wrong_player():
    state = dw.new_game("cross", ["You", "Anna"], seed=3)
    other = 1 - state.turn
    text = refusal(lambda: hint(state, seat=other, samples=2))
    assert "You's" not in text
    assert text in ("it is your turn, not Anna's", "it is Anna's turn, not yours")
    with dw.language("ru"):
        text = refusal(lambda: hint(state, seat=other, samples=2))
    assert text in ("сейчас ходите вы, а не Anna", "сейчас ходит Anna, а не вы")


def test_a_game_title_and_an_option_description_in_russian():
    rules = get_rules("quintuple")
    with dw.language("ru"):
        assert rules.title == GAMES["quintuple"].title == "Пятерное домино"
        option = next(o for o in rules.declared_options if o.name == "block_point_to")
        assert option.description.startswith("[толкование] кто записывает 1 очко за рыбу")
    assert rules.title == "Quintuple (Пятерное домино)"
    assert option.description == option.doc


def test_every_move_reads_in_words_in_both_languages_and_its_notation_stays_english():
    for game in ("cross", "cross-two-hands", "sausage", "spider", "matador"):
        state = dw.new_game(game, 3 if game == "sausage" else 2, seed=5)
        for _turn in range(12):
            if state.hand_over is not None:
                break
            legal = state.legal_actions()
            for action in legal:
                move = state.describe(action)
                notation = str(move)
                with dw.language("ru"):
                    assert CYRILLIC.search(dw.move_words(move)), notation
                    assert str(move) == notation
                    assert state.parse_move(notation) == action
                assert not CYRILLIC.search(dw.move_words(move))
            state.apply(legal[-1])


# -- language-neutral ---------------------------------------------------------------------
def test_records_options_and_error_classes_are_the_same_in_russian():
    record = Record.load("cross-two-hands-turn")
    with dw.language("ru"):
        russian = (record.dumps(), record.replay().as_json(), get_rules("cross").options)
        error = _raised(lambda: parse_tile("x"))
    assert russian == (record.dumps(), record.replay().as_json(), get_rules("cross").options)
    assert type(error) is dw.TileError


# -- the command line ---------------------------------------------------------------------
def test_replay_quintuple_book_in_russian(capsys):
    assert main(["replay", "quintuple-book", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split()[:4] == ["1", "Андрей", "заход", "1:1"]
    assert "1:6 к 1:1, вправо" in lines[1]
    assert lines[-1].startswith("     итого: Андрей 6, Ирина 8")
    assert not re.search(r"\b(play|on|totals|east|west|north|south)\b", out)
    assert main(["replay", "quintuple-book"]) == 0
    english = capsys.readouterr().out
    assert "1:6 on 1:1, east" in english and "totals: " in english
    assert "play " not in english  # words, not the notation (the JSON keeps that)


def test_json_output_is_the_same_in_both_languages(capsys):
    for args in (["replay", "sausage-cut", "--json"],
                 ["simulate", "cross", "--players", "greedy,random", "-n", "2", "--json",
                  "--quiet", "--workers", "1"]):
        assert main([*args, "--lang", "ru"]) == 0
        russian = json.loads(capsys.readouterr().out)
        assert main(args) == 0
        english = json.loads(capsys.readouterr().out)
        russian.pop("seconds", None), english.pop("seconds", None)
        assert russian == english


def test_simulate_and_records_in_russian(capsys):
    assert main(["simulate", "cross", "--players", "greedy,random", "-n", "2", "--quiet",
                 "--workers", "1", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("cross: 2 игры, зерно 0\n  игрок   победы  доля побед  средний счёт")
    assert main(["records", "--lang=ru"]) == 0
    assert "quintuple-book" in capsys.readouterr().out


@pytest.mark.parametrize("args, start", [
    (["replay", "no-such-record", "--lang", "ru"], "no-such-record: нет такого файла"),
    (["replay", "--lang", "ru"], "domino-widgets: нужны аргументы: file (см. domino-widgets"),
    (["simulate", "cross", "--players", "nobody", "--lang", "ru"],
     "domino-widgets: simulate: неизвестный игрок 'nobody'; игроки: "),
    (["frob", "--lang", "ru"], "domino-widgets: аргумент command: нет такого варианта: 'frob'"),
    (["replay", "x", "--lang", "fr"], "domino-widgets: unknown language 'fr': choose one of"),
])
def test_errors_in_russian_are_one_short_line_with_exit_2(capsys, args, start):
    try:
        code = main(args)
    except SystemExit as stop:  # argparse's usage errors
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and len(err) - 1 <= MAX_LINE
    assert err.startswith(start), err


def test_the_locale_chooses_russian_for_the_command(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "domino-record/1", "game": "chess"}', encoding="utf-8")
    env = {"LANG": "ru_RU.UTF-8", "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", str(bad)],
                          capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr == f"{bad}: неизвестная игра 'chess'; игры: {', '.join(GAMES)}\n"
    done = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", str(bad),
                           "--lang", "en"], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.stderr.startswith(f"{bad}: unknown game 'chess'; games: ")


# -- names in messages (issue #11's leftover) ---------------------------------------------
def test_a_name_that_could_break_a_line_is_refused_when_the_record_is_read(capsys, tmp_path):
    """Names are refused at construction when not printable on one line, so a message that
    names a player is one line; a long name is cut with the line (docs/developing.md)."""
    record = json.loads((PACKAGE / "records/quintuple-book.json").read_text(encoding="utf-8"))
    broken = tmp_path / "broken.json"
    text = json.dumps(record, ensure_ascii=False)
    broken.write_text(text.replace("Андрей", "Анд\\nрей"), encoding="utf-8")
    assert main(["replay", str(broken), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert err == f"{broken}: имя игрока — печатный текст в одну строку, а не 'Анд\\nрей'\n"
    long_name = "Андрей" * 80
    record["moves"][1]["player"] = record["moves"][0]["player"]
    long = tmp_path / "long.json"
    long.write_text(json.dumps(record, ensure_ascii=False).replace("Андрей", long_name),
                    encoding="utf-8")
    assert main(["replay", str(long)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) - 1 == MAX_LINE and err.endswith("...\n")
    assert err.startswith(f"{long}: move 2: it is Ирина's turn, not Андрей")
