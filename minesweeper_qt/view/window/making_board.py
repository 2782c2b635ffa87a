"""What the player sees while a no-guess board is being made, and when it could not be."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStatusBar,
)

from minesweeper_qt.session import GameSession

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate


class NoteHost(Protocol):
    """Where the notes go: the window's status bar and its notices."""

    def statusBar(self) -> QStatusBar: ...
    def notify(self, text: str, timeout_ms: int = 15_000) -> None: ...


class MakingBoardNote(QObject):
    """A busy note in ``window``'s status bar (object name ``makingBoard``) while
    ``session`` makes a no-guess board for longer than a moment, with Cancel (an
    ordinary board at once); and a note when the board may need a guess."""

    def __init__(self, window: NoteHost, session: GameSession) -> None:
        assert isinstance(window, QObject)
        super().__init__(window)
        self._window = window
        self.frame = QFrame()
        self.frame.setObjectName("makingBoard")
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
        self._bar: QStatusBar | None = None
        session.maker.busyChanged.connect(self._on_busy)
        session.uncertified.connect(self._on_uncertified)

    def retranslate(self) -> None:
        self.label.setText(
            translate("MainWindow", "Making a board you can clear without guessing...")
        )
        self.cancelButton.setText(translate("MainWindow", "Cancel"))

    def _on_busy(self, busy: bool) -> None:
        bar = self._window.statusBar()
        if busy:
            self.retranslate()
            if self._bar is None:
                bar.addPermanentWidget(self.frame, 1)
                self._bar = bar
            self.frame.show()
            bar.show()
        elif self._bar is not None:
            self.frame.hide()

    def _on_uncertified(self) -> None:
        self._window.notify(translate("MainWindow", "This board may need a guess: no board without guessing was found in time."))  # noqa: E501
