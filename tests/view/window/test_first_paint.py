"""FirstPaint: told once, after a widget's first paint has been handled.
InputGuard: called before input to a window is handled (through its QWindow,
as a player's input comes, or to a watched widget), until removed or gone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from minesweeper_qt.view.window.first_paint import FirstPaint, InputGuard, LateBuild


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


def test_the_guard_runs_before_input_is_handled_until_removed(qtbot: QtBot) -> None:
    edit = QLineEdit()
    qtbot.addWidget(edit)
    seen: list[str] = []
    owner = QObject()
    guard = InputGuard(lambda: seen.append(edit.text()), edit, [], owner)
    QTest.keyClick(edit, Qt.Key.Key_A)
    assert seen[:1] == [""]  # before the key reached the field
    assert edit.text() == "a"
    guard.remove()
    seen.clear()
    QTest.keyClick(edit, Qt.Key.Key_B)
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
    assert seen == []


def test_the_guard_sees_a_players_input_to_any_widget_of_the_window(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    button = QPushButton("press", window)
    edit = QLineEdit(window)
    column = QVBoxLayout(window)
    column.addWidget(button)
    column.addWidget(edit)
    seen: list[str] = []
    owner = QObject()
    InputGuard(lambda: seen.append("down" if button.isDown() else "up"), window, [edit], owner)
    window.show()  # its QWindow is made now, and watched from now on
    qtbot.waitExposed(window)
    handle = window.windowHandle()
    at = button.mapTo(window, button.rect().center())
    # Through the window system, as a player's click comes: the QWindow first.
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert seen[:1] == ["up"]  # before the button got the press
    assert button.isDown()
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    seen.clear()
    QTest.keyClick(edit, Qt.Key.Key_A)  # a script's key, to a watched widget
    assert seen and edit.text() == "a"
    seen.clear()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # straight to a widget not watched
    assert seen == []


def test_the_guard_goes_with_its_owner(qtbot: QtBot) -> None:
    edit = QLineEdit()
    qtbot.addWidget(edit)
    seen: list[int] = []
    owner = QObject()
    InputGuard(lambda: seen.append(1), edit, [], owner)
    owner.deleteLater()
    qtbot.waitUntil(lambda: not isValid(owner))
    QTest.keyClick(edit, Qt.Key.Key_A)
    assert seen == []


def test_a_late_build_runs_once_then_its_jobs_in_order_past_a_failing_one(
        qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    label = QLabel("board")
    qtbot.addWidget(label)
    built: list[str] = []
    late = LateBuild(lambda: built.append("built"), FirstPaint(label), [], label, [label])
    late.start(later=True)
    late.whenReady(lambda: built.append("first"))
    late.whenReady(lambda: 1 / 0)
    late.whenReady(lambda: built.append("third"))
    assert built == [] and not late.done
    with qtbot.waitSignal(late.ready, timeout=10_000):
        label.show()  # the first paint
    assert built == ["built", "first", "third"]
    assert "a job waiting for the window failed" in caplog.text
    late.finish()
    late.whenReady(lambda: built.append("at once"))
    assert built == ["built", "first", "third", "at once"]
