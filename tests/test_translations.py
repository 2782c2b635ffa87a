"""Translations: in sync with the sources, complete, compiled, loadable, live, RTL."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, QTranslator

from minesweeper_qt.engine import BEGINNER
from minesweeper_qt.i18n import Translators, translations_dir
from minesweeper_qt.languages import LANGUAGES, SOURCE_LANGUAGE, normalize

ROOT = Path(__file__).resolve().parent.parent
CODES = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def _i18n_script():
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_script"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def translators(qapp):
    translators = Translators()
    yield translators
    translators.install(SOURCE_LANGUAGE)


def test_every_language_is_shipped_with_its_sources() -> None:
    assert len(CODES) >= 21
    assert {"de", "fr", "es", "it", "pt_BR", "ru", "pl", "nl", "ja", "zh_CN", "ko", "ar",
            "tr", "uk", "cs", "sv", "da", "nb", "fi", "hu", "ro"} <= set(CODES)
    for code in CODES:
        assert (ROOT / "translations" / f"minesweeper_qt_{code}.ts").is_file()
        assert (translations_dir() / f"minesweeper_qt_{code}.qm").is_file()


def test_ts_files_are_in_sync_complete_and_compiled() -> None:
    """lupdate finds nothing new or vanished, no entry is unfinished, and each
    committed .qm is exactly what lrelease makes of its .ts."""
    assert _i18n_script().problems() == []


@pytest.mark.parametrize("code", CODES)
def test_each_qm_loads_and_translates(qapp, code: str) -> None:
    translator = QTranslator()
    assert translator.load(f"minesweeper_qt_{code}", str(translations_dir()))
    for context, source in (("MainWindow", "&New"), ("DropMenu", "You won!"),
                            ("BoardModel", "flagged"), ("Help", "Keyboard")):
        text = translator.translate(context, source)
        assert text and text != source, (code, context, source)
    # A cell's spoken name keeps its three places (row, column, what it shows).
    name = translator.translate("BoardModel", "row {0}, column {1}: {2}")
    assert all(place in name for place in ("{0}", "{1}", "{2}")), name


def test_english_reads_counts_as_words(translators) -> None:
    """English, the source language, gets its plural forms from
    minesweeper_qt_en.qm: "1 game", "2 games", never "game(s)"."""
    translators.install("en")
    tr = QCoreApplication.translate
    assert tr("HistoryDialog", "Delete %n game(s) and their replays?", "", 1) == \
        "Delete 1 game and its replay?"
    assert tr("HistoryDialog", "Delete %n game(s) and their replays?", "", 3) == \
        "Delete 3 games and their replays?"
    assert tr("ReviewTexts", "%n wrong flag(s)", "", 1) == "1 wrong flag"
    assert tr("ReviewTexts", "%n wrong flag(s)", "", 2) == "2 wrong flags"
    english = (ROOT / "translations" / "minesweeper_qt_en.ts").read_text(encoding="utf-8")
    entries = english.split("<message")[1:]
    assert entries
    for entry in entries:
        assert 'numerus="yes"' in entry  # plural strings only
        forms = entry.split("<translation>")[1]
        assert "(s)" not in forms and "unfinished" not in entry, entry


def test_language_codes_are_normalized() -> None:
    assert normalize("de_AT") == "de"
    assert normalize("pt-BR") == "pt_BR"
    assert normalize("pt") == "pt_BR"
    assert normalize("zh_Hans_CN") == "zh_CN"
    assert normalize("zh") == "zh_CN"
    # A Taiwanese system lists "zh-Hant-TW" first: traditional, not simplified.
    assert normalize("zh-Hant-TW") == "zh_TW"
    assert normalize("zh_HK") == "zh_TW"
    assert normalize("zh-Hant") == "zh_TW"
    assert normalize("fa-Arab-IR") == "fa"
    assert normalize("ar_EG") == "ar"
    assert normalize("tr_TR") == "tr"
    assert normalize("uk-UA") == "uk"
    assert normalize("nb_NO") == "nb"
    assert normalize("no") == "nb"  # older systems' code for Norwegian
    assert normalize("nn_NO") == "nb"  # Nynorsk readers read Bokmål
    assert normalize("tlh") is None
    assert normalize("") is None


def test_install_loads_ours_and_qts_own(translators) -> None:
    assert translators.install("de") == "de"
    assert QCoreApplication.translate("MainWindow", "&New") != "&New"
    # Qt's own qtbase strings (standard buttons) come along.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    assert QLocale().name().startswith("de")
    translators.install("en")
    assert QCoreApplication.translate("MainWindow", "&New") == "&New"
    with pytest.raises(ValueError):
        translators.install("xx")


def test_switching_language_retranslates_the_window(make_window, settings, translators) -> None:
    window = make_window(BEGINNER, seed=1, translators=translators, ask_abandon=True)
    assert window.menus.actionNew.text() == "&New"
    window.setLanguage("de")
    german = window.menus.actionNew.text()
    assert german != "&New"
    assert window.dropMenu.newGameButton.text() != "&New game"
    assert settings.language == "de"
    assert window.findChild(type(window.menus.actionNew), "actionLanguage_de").isChecked()
    window.setLanguage("ja")
    assert window.menus.actionNew.text() not in ("&New", german)
    window.setLanguage("")
    assert settings.language == ""


def test_arabic_mirrors_the_layout_but_not_the_board(make_window, qtbot, translators) -> None:
    window = make_window(BEGINNER, seed=1, translators=translators, ask_abandon=True, shown=True)
    window.setLanguage("ar")
    assert QCoreApplication.instance().layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft()
    qtbot.waitUntil(lambda: window.mineCounter.x() > window.clock.x())
    assert window.board.layoutDirection() == Qt.LayoutDirection.LeftToRight
    board = window.board
    first = board.visualRect(window.model.index(0, 0))
    last = board.visualRect(window.model.index(0, 8))
    assert first.x() < last.x()  # column 0 stays on the left
    window.setLanguage("en")
    assert not window.isRightToLeft()


def test_command_line_language(capsys) -> None:
    from minesweeper_qt.app import main
    from minesweeper_qt.cli import parse

    assert parse(["--lang", "pt-BR"]).language == "pt_BR"
    assert parse([]).language is None
    assert main(["--lang", "klingon"]) == 2
    assert "unknown language" in capsys.readouterr().err


@pytest.fixture(scope="module")
def i18n_script():
    return _i18n_script()


@pytest.fixture(scope="module")
def rules(i18n_script):
    return i18n_script.plural_rules([*CODES, SOURCE_LANGUAGE])


@pytest.mark.parametrize("code", [*CODES, SOURCE_LANGUAGE])
def test_every_message_is_whole(i18n_script, rules, code: str) -> None:
    """Translated, the plural forms Qt's rules ask for, the placeholders kept."""
    ts = ROOT / "translations" / f"minesweeper_qt_{code}.ts"
    assert i18n_script.message_problems(ts, rules[code]) == []


def test_plural_rules_are_qts(rules) -> None:
    assert (rules["en"].forms, rules["de"].forms, rules["ru"].forms, rules["ja"].forms,
            rules["ar"].forms) == (2, 2, 3, 1, 6)
    assert rules["de"].shared == {1} and rules["ru"].shared == {0, 1, 2}
    assert rules["ja"].shared == {0}


_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>Demo</name>
    <message>
        <source>Time: {0} s</source>
        %s
    </message>
    <message numerus="yes">
        <source>%%n game(s)</source>
        <translation>%s
        </translation>
    </message>
</context>
</TS>
"""


@pytest.mark.parametrize(("single", "forms", "wanted"), [
    ('<translation>Время: {0} сек</translation>',
     ["%n игра", "%n игры", "%n игр"], None),
    ('<translation type="unfinished"></translation>',
     ["%n игра", "%n игры", "%n игр"], "is unfinished"),
    ('<translation>Время: сек</translation>',
     ["%n игра", "%n игры", "%n игр"], "placeholders [] instead of ['{0}']"),
    ('<translation>Время: {0} {1} сек</translation>',
     ["%n игра", "%n игры", "%n игр"], "placeholders ['{0}', '{1}']"),
    ('<translation>Время: {0} сек</translation>',
     ["%n игра", "%n игры"], "has 2 plural forms; the language has 3"),
    ('<translation>Время: {0} сек</translation>',
     ["%n игра", "", "%n игр"], "plural form 2 is empty"),
    # Russian's first form is for 1, 21, 31...: it must show the count.
    ('<translation>Время: {0} сек</translation>',
     ["одна игра", "%n игры", "%n игр"], "plural form 1 has placeholders []"),
    ('<translation>Время: {0} сек</translation>',
     ["%Ln игра", "%Ln игры", "%Ln игр"], None),  # the count in the language's digits
])
def test_the_check_finds_a_broken_message(i18n_script, rules, tmp_path, single, forms,
                                          wanted) -> None:
    ts = tmp_path / "minesweeper_qt_ru.ts"
    body = "".join(f"\n            <numerusform>{form}</numerusform>" for form in forms)
    ts.write_text(_TS % (single, body), encoding="utf-8")
    found = i18n_script.message_problems(ts, rules["ru"])
    if wanted is None:
        assert found == []
    else:
        assert len(found) == 1 and wanted in found[0], found


def test_a_form_for_one_count_may_say_it_in_words(i18n_script, rules, tmp_path) -> None:
    """German's first form is for 1 alone: "ein Spiel" needs no %n."""
    ts = tmp_path / "minesweeper_qt_de.ts"
    body = "\n            <numerusform>ein Spiel</numerusform>" \
           "\n            <numerusform>%n Spiele</numerusform>"
    ts.write_text((_TS % ('<translation>Zeit: {0} s</translation>', body))
                  .replace('language="ru"', 'language="de"'), encoding="utf-8")
    assert i18n_script.message_problems(ts, rules["de"]) == []


@pytest.mark.parametrize("code", CODES)
def test_numbers_and_dates_follow_the_language(translators, code: str) -> None:
    """The language's own locale (not C, not the system's): its decimal point,
    digits and date order in every number and date the game shows."""
    from minesweeper_qt.view import numbers

    translators.install(code)
    locale = QLocale(code)
    assert locale.language() not in (QLocale.Language.C, QLocale.Language.AnyLanguage)
    assert QLocale().language() == locale.language()
    assert QLocale().territory() == locale.territory()
    assert numbers.number(12.35, 2) == locale.toString(12.35, "f", 2)
    assert locale.decimalPoint() in numbers.number(12.35, 2)
    assert numbers.integer(10) == locale.toString(10)
    assert numbers.date_text("2026-11-27") == locale.toString(
        QDate(2026, 11, 27), QLocale.FormatType.ShortFormat)


def test_numbers_in_a_few_languages(translators) -> None:
    from minesweeper_qt.view import numbers

    arabic = "\u0661\u0662\u066b\u0663\u0665"  # Arabic-Indic digits, Arabic decimal sign
    for code, decimal in (("en", "12.35"), ("de", "12,35"), ("ar", arabic)):
        if code in LANGUAGES:
            translators.install(code)
            assert numbers.number(12.35, 2) == decimal, code


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_language_is_named_in_its_own_words(code: str) -> None:
    """The Language menu's name is the language's own (Qt's locale data:
    "Türkçe", "українська", "繁體中文"), capitalised as a menu entry."""
    import unicodedata

    name = unicodedata.normalize("NFC", LANGUAGES[code]).casefold()
    native = unicodedata.normalize("NFC", QLocale(code).nativeLanguageName()).casefold()
    # Qt may name a variant ("español de España", "American English").
    assert native and (native in name or name in native), (code, LANGUAGES[code], native)
