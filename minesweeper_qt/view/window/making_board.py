"""What the player sees while a no-guess board is being made, and when it could not be."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QWidget,
)

from minesweeper_qt.session import GameSession

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate


class NoteHost(Protocol):
    """Where the notes go: over the window's foot (the live counters' strip)."""

    @property
    def liveStrip(self) -> QWidget: ...

    def notify(self, text: str, timeout_ms: int = 15_000, about_game: bool = False) -> None: ...


class MakingBoardNote(QObject):
    """A busy note (object name ``makingBoard``) while ``session`` makes a
    no-guess board for longer than a moment, with Cancel (an ordinary board
    at once), floated over the window's foot like the notices (it was in the
    status bar, which took the board's last rows and gave it a scroll bar);
    and a note when the board may need a guess."""

    def __init__(self, window: NoteHost, session: GameSession) -> None:
        assert isinstance(window, QObject)
        super().__init__(window)
        self._window = window
        self._strip = window.liveStrip
        body = self._strip.parentWidget()
        assert body is not None
        self.frame = QFrame(body)
        self.frame.setObjectName("makingBoard")
        self.frame.setAutoFillBackground(True)
        self.frame.hide()
        row = QHBoxLayout(self.frame)
        row.setContentsMargins(4, 2, 4, 2)
        self.label = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: no known end
        self.progress.setMaximumWidth(80)
        self.cancelButton = QPushButton()
        self.cancelButton.setObjectName("cancelMakingBoard")
        self.cancelButton.clicked.connect(session.maker.cancel)
        row.addWidget(self.label, 1)
        row.addWidget(self.progress)
        row.addWidget(self.cancelButton)
        body.installEventFilter(self)  # it follows the window's foot
        session.maker.busyChanged.connect(self._on_busy)
        session.uncertified.connect(self._on_uncertified)

    def retranslate(self) -> None:
        self.label.setText(
            translate("MainWindow", "Making a board you can clear without guessing...")
        )
        self.cancelButton.setText(translate("MainWindow", "Cancel"))

    def _on_busy(self, busy: bool) -> None:
        if busy:
            self.retranslate()
            self._place()
            self.frame.show()
            self.frame.raise_()
        else:
            self.frame.hide()

    def _place(self) -> None:
        strip = self._strip.geometry()
        height = max(strip.height(), self.frame.sizeHint().height())
        self.frame.setGeometry(strip.left(), strip.bottom() - height + 1, strip.width(), height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) \
                and self.frame.isVisible():
            self._place()
        return False

    def _on_uncertified(self) -> None:
        self._window.notify(translate("MainWindow", "This board may need a guess: no board without guessing was found in time."))  # noqa: E501
