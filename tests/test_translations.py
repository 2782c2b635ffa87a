"""Translations: in sync with the sources, complete, compiled, loadable, live, RTL."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator

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
    assert len(CODES) >= 12
    assert {"de", "fr", "es", "it", "pt_BR", "ru", "pl", "nl", "ja", "zh_CN", "ko", "ar"} <= set(
        CODES
    )
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
