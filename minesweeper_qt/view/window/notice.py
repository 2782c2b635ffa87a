"""A short note to the player under the board, without blocking play."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy


class Notice(QObject):
    """Shows ``text`` word-wrapped in ``window``'s status bar (a label named
    ``notice``) for a while; the window grows to show it whole (``refit``) and
    shrinks back when it goes."""

    def __init__(self, window: QMainWindow, refit: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._refit = refit
        self._label: QLabel | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show(self, text: str, timeout_ms: int) -> None:
        bar = self._window.statusBar()
        if self._label is None:
            bar.setObjectName("statusBar")
            bar.setSizeGripEnabled(False)
            self._label = QLabel(bar)
            self._label.setObjectName("notice")
            self._label.setWordWrap(True)
            self._label.setContentsMargins(4, 2, 4, 2)
            # As wide as the window, never wider: the board sets the width.
            self._label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            bar.addWidget(self._label, 1)
        note = self._label
        note.setText(text)
        # Left to itself a wrapped label asks for the height of a narrow column:
        # fix the height to the lines it needs at the window's width.
        margins = note.contentsMargins().left() + note.contentsMargins().right() + 16
        note.setFixedHeight(note.heightForWidth(max(80, self._window.width() - margins)))
        bar.show()
        self._timer.start(timeout_ms)
        self._refit()

    def hide(self) -> None:
        self._window.statusBar().hide()
        window = self._window
        if not (window.isMaximized() or window.isFullScreen()):
            self._refit()  # back to the board's own size, as before the note
