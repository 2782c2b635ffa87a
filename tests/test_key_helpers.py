"""The test helper that releases a key click's modifiers (tests/key_helpers.py),
and why it is needed."""

from __future__ import annotations

from key_helpers import key_click
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_a_key_click_with_modifiers_leaves_nothing_held(qapp: QApplication) -> None:
    field = QLineEdit()
    QTest.keyClick(field, Qt.Key.Key_A, CTRL_SHIFT)
    assert qapp.keyboardModifiers() != Qt.KeyboardModifier.NoModifier  # QTest's: Shift held
    key_click(field, Qt.Key.Key_A, CTRL_SHIFT)
    assert qapp.keyboardModifiers() == Qt.KeyboardModifier.NoModifier
