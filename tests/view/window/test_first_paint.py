"""FirstPaint: told once, after a widget's first paint has been handled."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from minesweeper_qt.view.window.first_paint import FirstPaint


def test_done_once_after_the_first_paint(qtbot: QtBot) -> None:
    label = QLabel("painted")
    qtbot.addWidget(label)
    first = FirstPaint(label)
    told: list[bool] = []
    first.done.connect(lambda: told.append(label.isVisible()))
    qtbot.wait(1)
    assert told == [] and not first.painted  # never shown: never painted
    with qtbot.waitSignal(first.done, timeout=10_000):
        label.show()
    assert told == [True] and first.painted
    label.repaint()
    label.hide()
    label.show()
    qtbot.waitExposed(label)
    label.repaint()
    assert told == [True]
