"""Keeps the save file in step with the game as it is played.

The GUI thread only takes a snapshot of the game (``Game.snapshot()``: about
0.02 ms on Expert, under 1 ms on 1000 x 1000); encoding, writing, syncing and
renaming run on the storage worker (:class:`.storage.Storage`), in order with
the game's other disk work. Only the latest snapshot not yet started is
written: a newer one replaces it (coalescing), so a slow disk never makes the
queue grow and never stalls the window. Removing the file (a game ended, a new
game without moves) is a job of the same worker, after any write before it (a
write given before and not started is dropped), so a finished game's file
never comes back. Quitting waits for the last write.
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
from .storage import Storage

if TYPE_CHECKING:
    from minesweeper_qt.model import BoardModel
    from minesweeper_qt.replay.recording import Recording

log = logging.getLogger(__name__)

#: ``errno`` given in ``Storage.saveDone`` for "no error" and for an unsafe file.
_OK, _UNSAFE = 0, -2


class SaveController(QObject):
    """Saves the game of ``model`` through ``store`` as it is played.

    After every move (``BoardModel.moved``) the game is saved, or the file
    removed when the move ended the game. A new game (``gameChanged``) removes
    the file until its first move. :meth:`flush` (called on quit) writes the
    final state, clock included, and waits for it. ``counted`` tells whether the
    game counts for best times (False for a restarted board); ``game_id`` gives
    the id stored with the game (default: :func:`game_id_of` the game).

    Each save takes a snapshot on the GUI thread and hands it to the writer
    thread. When taking the snapshot took longer than :attr:`immediate_budget`
    seconds (very large boards with long move lists), snapshots are coalesced:
    one is taken :attr:`coalesce_ms` milliseconds after the first unsaved move.

    Write errors never stop the game: :attr:`writeFailed` is emitted once per
    run of failures with a translated sentence for the player ("The game could
    not be saved: the disk is full."); the next save tries again, and
    :attr:`writeRecovered` is emitted when one succeeds.
    """

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
        #: Whether the player took help in the current game (stored with it;
        #: the window sets this).
        self.assisted: Callable[[], bool] = lambda: False
        #: The game's record so far, taken now and made on the writer
        #: (``InputRecorder.so_far``), saved with it; None: none (the window
        #: sets this).
        self.record: Callable[[], Callable[[], Recording] | None] = lambda: None
        #: When True, a move that ends the game leaves the file in place until
        #: :meth:`gameEnded` (the window's game end, handed to storage first):
        #: a kill in between never loses the game.
        self.waitForEnd = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.save)
        self._failed = False
        # The window's storage worker, or one of its own (only the save).
        self._storage = storage if storage is not None else Storage(save=store, parent=self)
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

    @property
    def failing(self) -> bool:
        """Whether the last write failed (the game is not saved)."""
        return self._failed

    def save(self) -> None:
        """Save the game now if it is in progress, else remove the file: the
        snapshot is taken here, the writing happens on the writer thread."""
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
        if number < self._last_job and code == _OK:
            return  # a later job tells
        if code == _OK:
            self._report(None)
        elif code == _UNSAFE:
            self._report(UnsafeFile(message))
        else:
            self._report(OSError(code if code > 0 else None, message))

    def _report(self, error: OSError | None) -> None:
        if error is not None:
            if not self._failed:  # once, not on every move
                log.warning("cannot save the game: %s", error)
                self.writeFailed.emit(QCoreApplication.translate(
                    "Storage", "The game could not be saved: {0}.").format(reason(error)))
            self._failed = True
        elif self._failed:
            self._failed = False
            log.info("the game is saved again")
            self.writeRecovered.emit()

    def gameEnded(self, game: object) -> None:
        """``game`` ended and is kept (see :attr:`waitForEnd`): remove the file."""
        if game is self.model.game and not in_progress(self.model.game):
            self.save()

    @Slot()
    def flagsChanged(self) -> None:
        """A state flag of the game (assisted, counted) changed: written now if
        the game is in progress, as a move is (a kill before the next move
        keeps it); an ended game's file is left to the game end."""
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
