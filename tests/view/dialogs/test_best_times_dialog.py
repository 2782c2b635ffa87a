"""Game > Best times...: the table, the statistics, the per-size selector, reset."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from minesweeper_qt.storage.records import Records
from minesweeper_qt.storage.scores import RecordsData, Score, win_record
from minesweeper_qt.storage.storage import RecordsSummary
from minesweeper_qt.view.dialogs.best_times_dialog import BestTimesDialog
from minesweeper_qt.view.numbers import date_text


@pytest.fixture
def records(settings_file) -> Records:
    records = Records(QSettings(str(settings_file), QSettings.Format.IniFormat))
    base = dt.datetime(2026, 11, 20, 9, 0)
    wins = [win_record(ms, 120 + n, name, base + dt.timedelta(minutes=n))
            for n, (ms, name) in enumerate([(95_120, "Ann"), (61_000, "Bob"), (70_004, "")])]
    records.take([Score("w0", "expert", True, record=wins[0]),
                  Score("w1", "expert", True, record=wins[1]),
                  Score("g2", "expert", False),
                  Score("w2", "expert", True, record=wins[2])])
    # (A best time from an older version: shown, never counted.)
    cy = win_record(300_000, 200, "Cy", base)
    records.show(RecordsSummary(RecordsData(best={"20x30x120": [cy]}), 0))
    return records


def test_table_lists_the_selected_size_fastest_first(qtbot, records) -> None:
    dialog = BestTimesDialog(records, "expert")
    qtbot.addWidget(dialog)
    assert dialog.objectName() == "bestTimesDialog"
    assert dialog.currentKey() == "expert"
    table = dialog.table
    assert table.rowCount() == 10
    assert [table.item(r, 0).text() for r in range(3)] == ["Bob", "Anonymous", "Ann"]
    assert [table.item(r, 1).text() for r in range(3)] == ["61.00", "70.00", "95.12"]
    assert table.item(0, 2).text() == "121"
    assert table.item(0, 3).text() == f"{121 / 61:.2f}"
    # The date in the language's own format and digits (#17).
    assert table.item(0, 4).text() == date_text("2026-11-20")
    assert table.item(3, 0).text() == ""
    assert dialog.playedLabel.text() == "4"
    assert dialog.wonLabel.text() == "3 (75 %)"
    assert dialog.streakLabel.text() == "1"
    assert dialog.longestLabel.text() == "2"


def test_selector_has_presets_and_recorded_custom_sizes(qtbot, records) -> None:
    dialog = BestTimesDialog(records, "beginner")
    qtbot.addWidget(dialog)
    keys = [dialog.sizeCombo.itemData(i) for i in range(dialog.sizeCombo.count())]
    assert keys == ["beginner", "beginner-noguess", "intermediate", "intermediate-noguess",
                    "expert", "expert-noguess", "20x30x120"]
    assert "no guessing" in dialog.sizeCombo.itemText(5)  # kept apart, per size
    assert "20 x 30" in dialog.sizeCombo.itemText(6)
    assert dialog.table.item(0, 0).text() == ""
    dialog.sizeCombo.setCurrentIndex(6)
    assert dialog.table.item(0, 0).text() == "Cy"
    assert dialog.playedLabel.text() == "0"


def test_reset_asks_first_and_forgets_only_that_size(qtbot, records, monkeypatch) -> None:
    dialog = BestTimesDialog(records, "expert")
    qtbot.addWidget(dialog)
    monkeypatch.setattr(dialog, "confirmReset", lambda: False)
    dialog.resetButton.click()
    assert len(records.best("expert")) == 3
    monkeypatch.setattr(dialog, "confirmReset", lambda: True)
    dialog.resetButton.click()
    assert records.best("expert") == []
    assert dialog.table.item(0, 0).text() == ""
    assert dialog.playedLabel.text() == "0"
    assert len(records.best("20x30x120")) == 1


def test_game_menu_opens_it_on_the_current_size(window, qtbot, monkeypatch) -> None:
    shown: list[BestTimesDialog] = []

    def fake_exec(self: BestTimesDialog) -> int:
        shown.append(self)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(BestTimesDialog, "exec", fake_exec)
    window.menus.actionBestTimes.trigger()
    assert len(shown) == 1
    assert shown[0].currentKey() == "beginner"
