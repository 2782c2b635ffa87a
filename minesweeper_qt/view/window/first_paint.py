"""The end of a widget's first paint: where the start of the program hands over
what the first painted board does not need (see docs/architecture.md)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
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
