"""Keeps the save file in step with the game as it is played.

The GUI thread only takes a snapshot of the game (``Game.snapshot()``: about
0.02 ms on Expert, under 1 ms on 1000 x 1000); encoding, writing, syncing and
renaming run on one writer thread (:class:`_Writer`). The writer holds at most
one job waiting: a newer snapshot replaces an older one not yet started
(coalescing), so a slow disk never makes the queue grow and never stalls the
window. Quitting waits for the last write.

Removing the file (a game ended, a new game without moves) happens at once on
the GUI thread (an unlink, no sync): the waiting snapshot is dropped, and a
write in flight is told not to rename its file into place (the rename and the
removal take the same lock), so a finished game's file never comes back.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from minesweeper_qt.engine import Snapshot

from .safe_files import UnsafeFile, reason
from .save_format import game_id_of
from .save_store import SaveStore, in_progress

if TYPE_CHECKING:
    from minesweeper_qt.model import BoardModel

log = logging.getLogger(__name__)

@dataclass(frozen=True)
class _Job:
    """A snapshot for the writer; ``removals`` counts the removals before it."""

    number: int
    snap: Snapshot
    counted: bool
    game_id: str | None
    key: object
    removals: int
    assisted: bool = False


#: ``errno`` given by :class:`_Relay` for "no error" and for an unsafe file.
_OK, _UNSAFE = 0, -2


class _Relay(QObject):
    """Carries the writer's results to the GUI thread: ``done(job number,
    errno, message)`` (errno 0: written). It belongs to the writer (never
    deleted while the thread runs), so the writer never emits through a
    controller that is being destroyed; Qt drops the queued call when the
    controller is gone. Plain ints and strings only: a queued ``None`` would
    hold references that a paint-time check of ``sys.getrefcount(None)`` sees
    come and go."""

    done = Signal(int, int, str)


class _Writer:
    """One daemon thread writing the latest job through ``store``.

    :meth:`submit` never blocks; :meth:`wait` blocks until every job submitted
    so far is done. :attr:`relay` emits ``done(job_number, error)`` after each
    job (``error`` None on success). :meth:`close` ends the thread once idle.
    """

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.relay = _Relay()
        self._cond = threading.Condition()
        self._next: _Job | None = None
        self._submitted = 0
        self._in_flight: int | None = None
        self._removals = 0
        self._closed = False
        self._thread: threading.Thread | None = None

    def close(self) -> None:
        """Let the thread end after the job it has (the owner is gone)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def _idle(self) -> bool:
        return self._next is None and self._in_flight is None

    @property
    def idle(self) -> bool:
        with self._cond:
            return self._idle()

    def remove(self) -> None:
        """Remove the file now (on this thread): the waiting snapshot is
        dropped and a write in flight will not rename its file into place.

        Raises:
            OSError: the file could not be removed.
        """
        with self._cond:
            if self._next is not None:
                self._next = None
                self._cond.notify_all()
            self._removals += 1
            self.store.remove()

    def submit(self, snap: Snapshot, counted: bool = True,
               game_id: str | None = None, key: object = None,
               assisted: bool = False) -> None:
        with self._cond:
            self._submitted += 1
            self._next = _Job(self._submitted, snap, counted, game_id, key, self._removals,
                              assisted)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-writer",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every submitted job is done; False on timeout."""
        with self._cond:
            return self._cond.wait_for(self._idle, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._next is not None or self._closed)
                job = self._next
                self._next = None
                self._in_flight = None if job is None else job.number
                if job is None:  # closed and idle
                    self._thread = None
                    return
            code, message = _OK, ""

            def commit(rename: Callable[[], None], job: _Job = job) -> bool:
                with self._cond:
                    if self._removals != job.removals:
                        return False  # the file was removed meanwhile: stays removed
                    rename()
                    return True

            try:
                self.store.write(job.snap, job.counted, job.game_id, job.key, commit=commit,
                                 assisted=job.assisted)
            except UnsafeFile as caught:
                code, message = _UNSAFE, caught.strerror or str(caught)
            except OSError as caught:
                code, message = caught.errno or -1, caught.strerror or str(caught)
            except Exception as caught:
                log.exception("saving the game failed")
                code, message = -1, str(caught)
            # Posted before the job counts as done: once wait() returns, the
            # writer touches no Qt object (the application may be going away).
            self.relay.done.emit(job.number, code, message)
            with self._cond:
                self._in_flight = None
                self._cond.notify_all()


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
                 game_id: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.model = model
        self._counted = counted
        self._game_id = game_id if game_id is not None else lambda: game_id_of(self.model.game)
        #: Whether the player took help in the current game (stored with it;
        #: the assist controller sets this).
        self.assisted: Callable[[], bool] = lambda: False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.save)
        self._failed = False
        self._writer = _Writer(store)
        self._writer.relay.done.connect(self._on_job_done)
        self.destroyed.connect(self._writer.close)
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
        return self._timer.isActive() or not self._writer.idle

    @property
    def failing(self) -> bool:
        """Whether the last write failed (the game is not saved)."""
        return self._failed

    def save(self) -> None:
        """Save the game now if it is in progress, else remove the file: the
        snapshot is taken here, the writing happens on the writer thread."""
        self._timer.stop()
        game = self.model.game
        if not in_progress(game):
            try:
                self._writer.remove()
            except OSError as error:
                self._report(error)
            return
        started = time.perf_counter()
        snap = game.snapshot()
        self.last_save_seconds = time.perf_counter() - started
        self._writer.submit(snap, self._counted(), self._game_id(), key=game,
                            assisted=self.assisted())

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every save asked for so far is on disk (or failed);
        False on timeout."""
        return self._writer.wait(timeout)

    @Slot()
    def flush(self) -> None:
        """Write the final state now and wait for it (on quit): the clock as it
        stands, or no file when no game is in progress."""
        self.save()
        if not self._writer.wait(self.quit_timeout):
            log.warning("the last save did not finish within %s s", self.quit_timeout)
        QCoreApplication.sendPostedEvents(self._writer.relay)
        QCoreApplication.sendPostedEvents(self)  # report its result now

    def _on_job_done(self, number: int, code: int, message: str) -> None:
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

    def _on_moved(self) -> None:
        if not in_progress(self.model.game):
            self.save()  # the game ended (or has nothing to keep): remove the file
        elif self.last_save_seconds <= self.immediate_budget:
            self.save()
        elif not self._timer.isActive():
            self._timer.start(self.coalesce_ms)

    def _on_game_changed(self) -> None:
        self.last_save_seconds = 0.0
        self.save()
