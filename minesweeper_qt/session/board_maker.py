"""Making a no-guess board off the GUI thread, with a busy signal and Cancel."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QTimer, Signal

from minesweeper_qt.engine import Game, NoGuessGenerator, Placement

from .compute import ComputeJobs

#: A busy indicator shows only when making a board takes longer than this (ms).
BUSY_DELAY_MS = 150


class BoardMaker(QObject):
    """Lays out a board for a first reveal on a worker thread (a
    :class:`ComputeJobs` job; the result comes back by a queued signal).

    :meth:`start` runs ``game.placement_for(row, col, ...)``; the game's own
    random source is used, so the same seed and first click give the same board
    (the game is left alone meanwhile: its moves are held by the model).
    ``made(Placement)`` arrives on the GUI thread; ``busyChanged(True)`` once the
    work has taken :data:`BUSY_DELAY_MS`, ``busyChanged(False)`` when it ends.
    :meth:`cancel` asks the generator to give up: it then returns an ordinary
    (uniform, uncertified) board at once. :meth:`forget` drops the work under way
    (a new game): its result is never delivered. Deleting the maker gives up a
    search under way (the deletion waits for that, a moment).
    """

    made = Signal(object)
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: int | None = None
        self._cancel: threading.Event | None = None
        self._busy = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(BUSY_DELAY_MS)
        self._timer.timeout.connect(lambda: self._set_busy(True))
        self._jobs = ComputeJobs(self)
        self._jobs.done.connect(self._on_done)

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, game: Game, row: int, col: int) -> None:
        """Make the board of ``game`` for a first reveal at ``(row, col)``."""
        self.forget()
        cancel = self._cancel = threading.Event()
        own = game.generator
        budget = own.budget_s if isinstance(own, NoGuessGenerator) else 2.0
        stopping = self._jobs.stopping
        generator = NoGuessGenerator(budget,
                                     cancelled=lambda: cancel.is_set() or stopping())
        self._job = self._jobs.submit(lambda: game.placement_for(row, col, generator))
        self._timer.start()

    def cancel(self) -> None:
        """Give up the search: an ordinary board comes at once."""
        if self._cancel is not None:
            self._cancel.set()

    def forget(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
        self._cancel = None
        self._job = None
        self._jobs.supersede()
        self._timer.stop()
        self._set_busy(False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker (tests); True when it is idle."""
        return self._jobs.wait(msecs)

    def stop(self) -> None:
        """Drop the work under way and wait until the worker has given it up
        (the window is closing)."""
        self.forget()
        self._jobs.stop()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _on_done(self, job: int, placement: object) -> None:
        if job != self._job:
            return  # a forgotten board
        assert isinstance(placement, Placement)
        self._cancel = None
        self._job = None
        self._timer.stop()
        self._set_busy(False)
        self.made.emit(placement)
