"""A short note to the player at the foot of the window, without blocking play,
moving the board or hiding any of it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

#: The note's distance from the body's sides, in logical pixels (the body's margin).
MARGIN = 6


class Notice(QObject):
    """Shows ``text`` word-wrapped, every line of it, in a note (a label named
    ``notice``) floated over the foot of the window's body for a while: over
    ``line`` (the live counters' strip, always there). A note of one line
    keeps the window's size (issue 44: the status bar it lived in grew the
    window by its height); a longer one never covers the board's last rows:
    the strip takes its height while it shows, and ``refit(True)`` (the window
    grows downwards, the board staying in place, where the screen has room;
    else the board's view is that much shorter; ``refit(False)`` when it
    goes). A click on the note puts it away; its colours are the theme's
    panel colours (the window's style sheet, ``QLabel#notice``). A note
    about the game in play goes when that game is replaced
    (:meth:`gameReplaced`)."""

    def __init__(self, line: QWidget, parent: QObject | None = None,
                 refit: Callable[[bool], None] = lambda _noted: None) -> None:
        super().__init__(parent)
        self._line, self._refit = line, refit
        self._label: QLabel | None = None
        self._about_game = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    @property
    def label(self) -> QLabel | None:
        """The note (None until the first one)."""
        return self._label

    def show(self, text: str, timeout_ms: int, about_game: bool = False) -> None:
        """Show ``text`` for ``timeout_ms`` milliseconds (a new note replaces the
        last); ``about_game``: it speaks of the game in play (see
        :meth:`gameReplaced`)."""
        self._about_game = about_game
        if self._label is None:
            body = self._line.parentWidget()
            assert body is not None
            self._label = QLabel(body)
            self._label.setObjectName("notice")
            self._label.setWordWrap(True)
            self._label.setContentsMargins(4, 2, 4, 2)
            self._label.setAutoFillBackground(True)
            self._label.setCursor(Qt.CursorShape.PointingHandCursor)
            self._label.installEventFilter(self)
            body.installEventFilter(self)
        self._label.setText(text)
        self._place()
        self._label.show()
        self._label.raise_()
        self._timer.start(timeout_ms)

    def gameReplaced(self) -> None:
        """Another game is in play: a note about the last one is stale."""
        if self._about_game:
            self.hide()

    def hide(self) -> None:
        self._timer.stop()
        if self._label is not None:
            self._label.hide()
            self._make_room(0)

    def _make_room(self, height: int) -> None:
        """The strip at least ``height`` pixels high (0: its own height)."""
        line = self._line
        if line.minimumHeight() != height:
            line.setMinimumHeight(height)
            self._refit(height > 0)

    def _place(self) -> None:
        note, body = self._label, self._line.parentWidget()
        if note is None or body is None:
            return
        note.ensurePolished()  # the style sheet's border counts in its height
        width = max(80, body.width() - 2 * MARGIN)
        height = note.heightForWidth(width)
        line = self._line
        self._make_room(height if height > line.sizeHint().height() else 0)
        height = min(height, max(1, body.height() - 2 * MARGIN))
        bottom = line.geometry().bottom() if line.height() > 0 \
            else body.height() - MARGIN - 1
        note.setGeometry(MARGIN, max(MARGIN, bottom - height + 1), width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._label and event.type() == QEvent.Type.MouseButtonRelease:
            self.hide()
            return True
        if event.type() == QEvent.Type.Resize and self._label is not None \
                and watched is not self._label and self._label.isVisible():
            self._place()  # the body changed size: the note follows its foot
        return False
