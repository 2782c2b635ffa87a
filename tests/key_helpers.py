"""Key clicks that leave the keyboard as a player's hands do: nothing held.

``QTest.keyClick(widget, key, modifier)`` releases the modifier keys with
events that report the state before each release (as a key press reports the
state before it), so Qt's application-wide modifier state stays at the last
one released (Shift of Ctrl+Shift) until the next input event; a later test's
``QTableView.selectRow`` then extends a selection from nowhere. The
``_application_as_found`` fixture (tests/conftest.py) fails a test that leaves
one pressed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

NONE = Qt.KeyboardModifier.NoModifier
#: Each modifier and its key, in the order QTest releases them.
_KEYS = ((Qt.KeyboardModifier.MetaModifier, Qt.Key.Key_Meta),
         (Qt.KeyboardModifier.AltModifier, Qt.Key.Key_Alt),
         (Qt.KeyboardModifier.ControlModifier, Qt.Key.Key_Control),
         (Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Shift))


def key_click(widget: QWidget, key: Qt.Key,
              modifier: Qt.KeyboardModifier = NONE) -> None:
    """``QTest.keyClick``, then every key of ``modifier`` released for good
    (see :func:`release_modifiers`)."""
    QTest.keyClick(widget, key, modifier)
    if modifier != NONE:
        release_modifiers(modifier)


def release_modifiers(modifier: Qt.KeyboardModifier) -> None:
    """Release the keys of ``modifier``, each event saying what is still held
    after it, as a keyboard's release leaves the state. Sent to a spare widget:
    the key may have closed the window it went to."""
    spare = QWidget()
    held = modifier
    for flag, key in _KEYS:
        if modifier & flag:
            held &= ~flag
            QTest.keyRelease(spare, key, held)
    spare.deleteLater()
