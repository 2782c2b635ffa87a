"""Keeps the save file in step with the game as it is played: the GUI thread
only takes a snapshot; the storage worker writes the latest one, and a removal
runs after any write before it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from .safe_files import UnsafeFile, reason
from .save_format import game_id_of
from .save_store import SaveStore, in_progress
from .storage import SAVE_OK, SAVE_UNSAFE, Storage

if TYPE_CHECKING:
    from minesweeper_qt.model import BoardModel
    from minesweeper_qt.replay.recording import Recording

log = logging.getLogger(__name__)


class SaveController(QObject):
    """Saves the game of ``model`` through ``store`` after every move, or
    removes the file when the game ended (or a new one began); :meth:`flush`
    (at quit) writes and waits. ``counted``, ``game_id``: stored with it. A
    snapshot over :attr:`immediate_budget` s delays the next ones
    :attr:`coalesce_ms`. Failures are told once per run (:attr:`writeFailed`)."""

    #: A sentence for the player: why the game is not saved (or its file not removed).
    writeFailed = Signal(str)
    #: A save succeeded after a failure.
    writeRecovered = Signal()

    #: Longest snapshot, in seconds, still taken inside the move.
    immediate_budget = 0.008
    #: Delay of a coalesced save, in milliseconds.
    coalesce_ms = 200
    #: Longest wait for the last write on quit, in seconds.
    quit_timeout = 30.0

    def __init__(self, store: SaveStore, model: BoardModel, counted: Callable[[], bool],
                 parent: QObject | None = None, *,
                 game_id: Callable[[], str | None] | None = None,
                 storage: Storage | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.model = model
        self._counted = counted
        self._game_id = game_id if game_id is not None else lambda: game_id_of(self.model.game)
        #: Whether the player took help in the current game (the window sets this).
        self.assisted: Callable[[], bool] = lambda: False
        #: The game's record so far (``InputRecorder.so_far``; the window sets this).
        self.record: Callable[[], Callable[[], Recording] | None] = lambda: None
        #: True: a move that ends the game leaves the file until :meth:`gameEnded`
        #: (the game is handed to storage first: a kill in between loses nothing).
        self.waitForEnd = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.save)
        self._failed = False
        # The window's storage worker, or one of its own (only the save).
        self._storage = storage if storage is not None else Storage(parent=self)
        self._storage.saveDone.connect(self._on_job_done)
        self._last_job = 0
        self._done_job = 0
        #: Seconds the last snapshot of this game took on the GUI thread.
        self.last_save_seconds = 0.0
        model.moved.connect(self._on_moved)
        model.gameChanged.connect(self._on_game_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    @property
    def pending(self) -> bool:
        """Whether a save is waiting (coalesced) or not yet on disk."""
        return self._timer.isActive() or self._done_job < self._last_job

    def save(self) -> None:
        """Save the game now if it is in progress (a snapshot taken here,
        written by the worker), else remove the file."""
        self._timer.stop()
        game = self.model.game
        store = self.store
        if not in_progress(game):
            self._last_job = self._storage.remove_save(store.remove)
            return
        started = time.perf_counter()
        snap = game.snapshot()
        record = self.record()
        self.last_save_seconds = time.perf_counter() - started
        counted, game_id, assisted = self._counted(), self._game_id(), self.assisted()
        self._last_job = self._storage.save_snapshot(
            lambda: store.write(snap, counted, game_id, key=game, assisted=assisted,
                                record=record() if record is not None else None))

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every save asked for so far is on disk (or failed);
        False on timeout."""
        return self._storage.wait(30.0 if timeout is None else timeout)

    @Slot()
    def flush(self) -> None:
        """Write the final state now and wait for it (on quit): the clock as it
        stands, or no file when no game is in progress."""
        self.save()
        if not self._storage.wait(self.quit_timeout):
            log.warning("the last save did not finish within %s s", self.quit_timeout)
        QCoreApplication.sendPostedEvents(self._storage)
        QCoreApplication.sendPostedEvents(self)  # report its result now

    def _on_job_done(self, number: int, code: int, message: str) -> None:
        self._done_job = max(self._done_job, number)
        if code == SAVE_OK:
            if number >= self._last_job and self._failed:  # (else a later job tells)
                self._failed = False
                log.info("the game is saved again")
                self.writeRecovered.emit()
            return
        error = UnsafeFile(message) if code == SAVE_UNSAFE else \
            OSError(code if code > 0 else None, message)
        if not self._failed:  # once, not on every move
            log.warning("cannot save the game: %s", error)
            self.writeFailed.emit(QCoreApplication.translate(
                "Storage", "The game could not be saved: {0}.").format(reason(error)))
        self._failed = True

    def gameEnded(self, game: object) -> None:
        """``game`` ended and is kept (see :attr:`waitForEnd`): remove the file."""
        if game is self.model.game and not in_progress(self.model.game):
            self.save()

    @Slot()
    def flagsChanged(self) -> None:
        """A state flag of the game (assisted, counted) changed: saved now if
        the game is in progress."""
        if in_progress(self.model.game):
            self.save()

    def _on_moved(self) -> None:
        if not in_progress(self.model.game):
            if self.waitForEnd and self.model.game.status.is_over:
                return  # removed by gameEnded
            self.save()  # the game ended (or has nothing to keep): remove the file
        elif self.last_save_seconds <= self.immediate_budget:
            self.save()
        elif not self._timer.isActive():
            self._timer.start(self.coalesce_ms)

    def _on_game_changed(self) -> None:
        self.last_save_seconds = 0.0
        self.save()
