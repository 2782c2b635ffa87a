"""Making a no-guess board off the GUI thread, with a busy signal and Cancel."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QTimer, Signal

from minesweeper_qt.engine import Game, NoGuessGenerator, Placement

#: A busy indicator shows only when making a board takes longer than this (ms).
BUSY_DELAY_MS = 150
#: How often the GUI thread looks for the finished board (ms).
POLL_MS = 10


class BoardMaker(QObject):
    """Lays out a board for a first reveal on a worker thread.

    :meth:`start` runs ``game.placement_for(row, col, ...)``; the game's own
    random source is used, so the same seed and first click give the same board
    (the game is left alone meanwhile: its moves are held by the model).
    ``made(Placement)`` arrives on the GUI thread; ``busyChanged(True)`` once the
    work has taken :data:`BUSY_DELAY_MS`, ``busyChanged(False)`` when it ends.
    :meth:`cancel` asks the generator to give up: it then returns an ordinary
    (uniform, uncertified) board at once. :meth:`forget` drops the work under way
    (a new game): its result is never delivered.
    """

    made = Signal(object)
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token = 0
        self._cancel: threading.Event | None = None
        self._busy = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(BUSY_DELAY_MS)
        self._timer.timeout.connect(lambda: self._set_busy(True))
        # The worker only fills a slot; the GUI thread looks for it every few ms
        # (a Qt signal emitted from a Python thread can deadlock on the GIL).
        self._result: list[tuple[int, Placement]] = []
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._on_poll)

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, game: Game, row: int, col: int) -> None:
        """Make the board of ``game`` for a first reveal at ``(row, col)``."""
        self.forget()
        self._token += 1
        token, cancel = self._token, threading.Event()
        self._cancel = cancel
        own = game.generator
        budget = own.budget_s if isinstance(own, NoGuessGenerator) else 2.0
        generator = NoGuessGenerator(budget, cancelled=cancel.is_set)

        def work() -> None:
            self._result.append((token, game.placement_for(row, col, generator)))

        threading.Thread(target=work, name="board-maker", daemon=True).start()
        self._timer.start()
        self._poll.start()

    def cancel(self) -> None:
        """Give up the search: an ordinary board comes at once."""
        if self._cancel is not None:
            self._cancel.set()

    def forget(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
        self._cancel = None
        self._token += 1
        self._timer.stop()
        self._poll.stop()
        self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _on_poll(self) -> None:
        while self._result:
            token, placement = self._result.pop(0)
            if token == self._token:  # else a forgotten board
                self._cancel = None
                self._timer.stop()
                self._poll.stop()
                self._set_busy(False)
                self.made.emit(placement)
