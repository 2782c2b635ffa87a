"""Game > Custom...: the spin boxes cannot describe an unplayable board."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from minesweeper_qt.engine import BEGINNER, EXPERT, MAX_SIDE, Difficulty, validate_size
from minesweeper_qt.view.dialogs.custom_dialog import CustomDialog


@pytest.fixture
def dialog(qtbot) -> CustomDialog:
    dlg = CustomDialog(BEGINNER)
    qtbot.addWidget(dlg)
    return dlg


def values(dlg: CustomDialog) -> tuple[int, int, int]:
    return dlg.rowsSpin.value(), dlg.colsSpin.value(), dlg.minesSpin.value()


def test_opens_on_the_current_size(qtbot):
    dlg = CustomDialog(EXPERT)
    qtbot.addWidget(dlg)
    assert dlg.objectName() == "customDialog"
    assert values(dlg) == (16, 30, 99)
    assert dlg.difficulty() is EXPERT  # a preset size comes back as the preset


def test_ranges(dialog):
    assert (dialog.rowsSpin.minimum(), dialog.rowsSpin.maximum()) == (1, MAX_SIDE)
    assert (dialog.colsSpin.minimum(), dialog.colsSpin.maximum()) == (1, MAX_SIDE)
    assert (dialog.minesSpin.minimum(), dialog.minesSpin.maximum()) == (1, 9 * 9 - 1)


def test_one_row_needs_at_least_two_columns(dialog):
    dialog.rowsSpin.setValue(1)
    assert dialog.colsSpin.minimum() == 2
    dialog.colsSpin.setValue(1)
    assert dialog.colsSpin.value() == 2
    assert dialog.minesSpin.maximum() == 1
    assert dialog.difficulty() == Difficulty(1, 2, 1)


def test_one_column_needs_at_least_two_rows(dialog):
    dialog.colsSpin.setValue(1)
    assert dialog.rowsSpin.minimum() == 2
    dialog.rowsSpin.setValue(1)
    assert dialog.rowsSpin.value() == 2
    dialog.colsSpin.setValue(5)
    assert dialog.rowsSpin.minimum() == 1  # the limit lifts again


def test_shrinking_the_board_to_one_row_pulls_columns_up(dialog):
    dialog.colsSpin.setValue(1)
    dialog.rowsSpin.setValue(3)
    dialog.colsSpin.setValue(2)
    dialog.rowsSpin.setValue(1)
    assert values(dialog)[:2] == (1, 2)


def test_mines_maximum_is_cells_minus_one(dialog):
    dialog.rowsSpin.setValue(10)
    dialog.colsSpin.setValue(12)
    assert dialog.minesSpin.maximum() == 119
    dialog.minesSpin.setValue(500)
    assert dialog.minesSpin.value() == 119
    assert dialog.difficulty() == Difficulty(10, 12, 119)


def test_mines_clamp_down_when_the_board_shrinks(dialog):
    dialog.rowsSpin.setValue(20)
    dialog.colsSpin.setValue(20)
    dialog.minesSpin.setValue(300)
    dialog.rowsSpin.setValue(5)
    assert dialog.minesSpin.maximum() == 99
    assert dialog.minesSpin.value() == 99
    dialog.colsSpin.setValue(2)
    assert dialog.minesSpin.value() == 9
    dialog.rowsSpin.setValue(50)  # growing does not raise the count by itself
    assert dialog.minesSpin.value() == 9
    assert dialog.minesSpin.maximum() == 99


def test_no_sequence_of_edits_gives_an_invalid_board(dialog):
    rng = random.Random(1234)
    spins = [dialog.rowsSpin, dialog.colsSpin, dialog.minesSpin]
    for _ in range(400):
        spin = rng.choice(spins)
        spin.setValue(rng.choice([-5, 0, 1, 2, 3, rng.randint(1, 60), MAX_SIDE, MAX_SIDE + 7]))
        rows, cols, mines = values(dialog)
        validate_size(rows, cols, mines)  # raises on an unplayable size
        assert dialog.minesSpin.maximum() == rows * cols - 1
        difficulty = dialog.difficulty()
        assert (difficulty.rows, difficulty.cols, difficulty.mines) == (rows, cols, mines)


def test_typing_values(dialog, qtbot):
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.rowsSpin.lineEdit()
    dialog.rowsSpin.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "4")
    QTest.keyClick(edit, Qt.Key.Key_Tab)
    assert dialog.rowsSpin.value() == 4
    edit = dialog.minesSpin.lineEdit()
    dialog.minesSpin.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "999")  # more than 4 x 9 - 1: refused
    dialog.minesSpin.interpretText()
    assert dialog.minesSpin.value() <= 35
    validate_size(*values(dialog))


def test_ok_accepts_and_cancel_rejects(dialog, qtbot):
    buttons = dialog.findChild(QDialogButtonBox)
    dialog.show()
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == QDialog.DialogCode.Accepted.value
    dialog.show()
    buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert dialog.result() == QDialog.DialogCode.Rejected.value
