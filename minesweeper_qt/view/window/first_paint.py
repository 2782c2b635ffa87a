"""The end of a widget's first paint: where the start of the program hands over
what the first painted board does not need, and the guard that hands it over
sooner when the player acts first (see docs/architecture.md)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class FirstPaint(QObject):
    """Emits ``done()`` once, when the first paint of ``widget`` (for a scroll
    area, pass its viewport) has been handled: a zero timer started from the
    first ``Paint`` event fires after that paint and the rest of its frame."""

    done = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._emit)  # dropped if this object is gone
        return False

    def _emit(self) -> None:
        self.done.emit()


#: Events that mean the player acts: the window is made whole before one is
#: handled (see :class:`InputGuard`).
_INPUT = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress,
    QEvent.Type.ShortcutOverride, QEvent.Type.Wheel, QEvent.Type.TouchBegin,
    QEvent.Type.TabletPress, QEvent.Type.ContextMenu, QEvent.Type.Gesture,
    QEvent.Type.NativeGesture,
})


class InputGuard(QObject):
    """Calls ``finish()`` before each input event anywhere in the program is
    handled (an application event filter), until :meth:`remove`. The main
    window, built in two parts, finishes itself on the first one: no click
    reaches a board whose end menu, history or best times are not there yet.
    ``parent`` owns it (the filter goes with it)."""

    def __init__(self, finish: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)  # gone with the window: Qt drops a deleted filter
        self._finish = finish
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _INPUT:
            self._finish()
        return False

    def remove(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
