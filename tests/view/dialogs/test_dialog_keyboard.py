"""Dialogs by keyboard alone (issue 45): Tab leaves every table (arrows move in
it), so Tab reaches every button and comes round; the focus starts on the first
useful control."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QTableView, QWidget

from minesweeper_qt.storage.records import Records
from minesweeper_qt.view.dialogs.best_times_dialog import BestTimesDialog
from minesweeper_qt.view.history.history_dialog import HistoryDialog


def tab_round(dialog: QWidget, presses: int = 40) -> list[QWidget]:
    """The widgets the focus visits on Tab presses until it is back where it
    started (at most ``presses``: a trap never comes back), in order."""
    start = QApplication.focusWidget()
    assert start is not None
    visited = []
    for _ in range(presses):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
        if visited[-1] is start:
            return visited
    raise AssertionError(f"Tab never came back to {start}: {visited}")


def button_texts(widgets: list[QWidget]) -> list[str]:
    return [w.text().replace("&", "") for w in widgets if isinstance(w, QAbstractButton)]


def test_tab_leaves_the_best_times_tables_and_reaches_reset_and_close(qtbot: Any,
                                                                      settings_file: Any) -> None:
    dialog = BestTimesDialog(Records(QSettings(str(settings_file), QSettings.Format.IniFormat)),
                             "beginner")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.sizeCombo)
    for table in (dialog.table, dialog.findChild(QTableView, "recordsTable")):
        if table is not None:
            assert not table.tabKeyNavigation()
    visited = tab_round(dialog)
    texts = button_texts(visited)
    assert "Reset..." in texts and "Close" in texts
    assert visited.count(dialog.table) == 1  # once a round, not once a cell


def test_tab_leaves_the_history_table_and_reaches_every_button(ui: Any, qtbot: Any) -> None:
    ui.window.menus.actionHistory.trigger()
    dialog = ui.window.findChild(HistoryDialog, "historyDialog")
    assert dialog is not None and dialog.waitIdle()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.table)
    assert not dialog.table.tabKeyNavigation()
    visited = tab_round(dialog)
    texts = button_texts(visited)
    assert "Close" in texts
    assert visited.count(dialog.table) == 1
    dialog.close()
