"""The Custom dialog says its limits (issue 44): a number typed beyond them is
no surprise."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from minesweeper_qt.engine import BEGINNER, MAX_SIDE
from minesweeper_qt.view.dialogs.custom_dialog import CustomDialog
from minesweeper_qt.view.numbers import integer


def test_each_box_shows_its_limits_and_they_follow(qtbot) -> None:
    dialog = CustomDialog(BEGINNER)
    qtbot.addWidget(dialog)
    rows = dialog.findChild(QLabel, "rowsLimits")
    mines = dialog.findChild(QLabel, "minesLimits")
    assert rows.text() == f"1\u2013{integer(MAX_SIDE)}"
    assert mines.text() == f"1\u2013{integer(80)}"
    dialog.colsSpin.setValue(20)
    assert mines.text() == f"1\u2013{integer(179)}"
