"""All of the game's disk work on one storage worker thread.

:class:`Storage` lives on the GUI thread and never touches the disk: each call
posts a job to the worker, run in order, answered by signals. A finished game
is its history row and scores in ONE transaction (:mod:`.scores`); what cannot
be written stays in memory, in order, is told once (:attr:`Storage.problem`)
and retried: the one retry path. Saves keep only the latest snapshot not yet
started. The History window's reads run on a second thread with their own
connection: a read waits for the writes posted before it, never the reverse.
At start the worker merges back files set aside earlier and reads 0.1.0's
records once into a new history.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from ..replay.codec import DecodeCancelled, encode
from ..replay.recording import Recording
from . import ballast, scores
from .faults import Fault
from .history import (
    DAMAGED_TAG,
    MERGED_TAG,
    History,
    HistoryDamaged,
    HistoryError,
    HistoryUnavailable,
    StoredGame,
    move_with_sides,
)
from .safe_files import UnsafeFile, nearly_full
from .scores import Record, RecordsData, Score
from .threads import WorkerThread, WorkerTimer

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Delays between attempts to write what failed (s), then the last one again.
RETRY_DELAYS = (1, 2, 5, 10, 30, 60)
#: Delay before trying again when only a lock of another copy was in the way (s).
LOCKED_RETRY = 0.2
#: How long the worker waits for a lock on the history before trying later (ms).
HISTORY_BUSY_MS = 250
#: A lock held by another copy is told to the player only after this long (s).
LOCK_PATIENCE = 3.0
#: "Unreadable" tag of a set-aside history nothing could be merged back from.
UNREADABLE_TAG = ".unreadable-"
#: :attr:`Storage.saveDone`'s codes for "written" and for an unsafe file (else an errno).
SAVE_OK, SAVE_UNSAFE = 0, -2


@dataclass(frozen=True)
class StorageProblem:
    """A ``part`` ("history" or "save") could not be written: ``fault`` why,
    ``detail`` the system's words (English), ``waiting`` how many finished
    games wait in memory."""

    part: str
    fault: Fault
    detail: str
    waiting: int = 0


@dataclass(frozen=True)
class Merged:
    """A history file set aside earlier (now at ``path``: renamed ``.merged-``,
    or ``.unreadable-`` when ``merged`` is 0) whose games were merged back."""

    path: Path
    merged: int
    lost: int


@dataclass(frozen=True)
class RecordsSummary:
    """The best times and statistics (``data``) as the history holds them once
    the window's changes up to number ``upto`` are committed."""

    data: RecordsData
    upto: int


@dataclass
class _Change:
    """One item of the write queue, numbered by the window: games and their
    scores, or a change of the scores (settle, rename, reset)."""

    number: int
    games: list[StoredGame] = field(default_factory=list)
    scores: list[Score] = field(default_factory=list)
    change: Callable[[sqlite3.Connection], None] | None = None
    recording: Recording | None = None


class RequestCancelled(Exception):
    """The answer to a request cancelled before it ran."""


class Progress:
    """Given to a long request: :meth:`report` tells the window how far it is
    (any thread); :meth:`cancelled` turns true when the player cancels."""

    def __init__(self, storage: Storage, request: int) -> None:
        self._storage = storage
        self._request = request
        self._cancel = threading.Event()

    def report(self, done: int, total: int) -> None:
        self._storage.progressed.emit(self._request, done, total)

    def cancelled(self) -> bool:
        """Whether the player cancelled. Off the main thread it also sleeps
        0.5 ms, so that a long decode lets the writer have the GIL."""
        if threading.current_thread() is not threading.main_thread():
            time.sleep(0.0005)
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()


class Storage(QObject):
    """The storage worker: the history in ``data_folder`` (or at
    ``history_path``; None: none), the best times' copy in the settings file
    of ``settings`` (None: none). ``run`` names this running copy (an open
    assisted loss of a run gone is final). ``threaded`` False runs every job
    at once on the calling thread (tests, command-line tools)."""

    #: The best times and statistics now (:class:`RecordsSummary`), after each commit.
    recordsChanged = Signal(object)
    #: Ids (``uid``) of finished games now in the history.
    gamesStored = Signal(object)
    #: A part could not be written (:class:`StorageProblem`), once per run of failures.
    problem = Signal(object)
    #: A part that failed was written again (its name).
    recovered = Signal(str)
    #: The disk was full: the reserve (:mod:`.ballast`) was freed to write what waited.
    reserveUsed = Signal()
    #: A history file was set aside (:class:`.history.SetAside`).
    setAside = Signal(object)
    #: Games of a history set aside earlier were merged back (:class:`Merged`).
    merged = Signal(object)
    #: A save job ended: (job number, :data:`SAVE_OK`, :data:`SAVE_UNSAFE` or an errno, message).
    saveDone = Signal(int, int, str)
    #: The settings could not be written: a sentence for the player.
    settingsFailed = Signal(str)
    #: A request answered: (request id, its result or the exception it raised).
    answered = Signal(int, object)
    #: A long request's progress: (request id, done, total).
    progressed = Signal(int, int, int)

    def __init__(self, *, data_folder: Path | None = None, settings: QSettings | None = None,
                 history_path: Path | None = None, run: str = "", threaded: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        # No parent: a QThread deleted while it runs aborts the process.
        self._thread = WorkerThread("storage") if threaded else None
        self._reader = WorkerThread("storage-reader") if threaded else None
        self._posted = 0  # jobs posted to the writer (a read waits for them)
        self._requests = itertools.count(1)
        self._callbacks: dict[int, Callable[[object], None]] = {}
        self._progress: dict[int, Progress] = {}
        self.answered.connect(self._on_answered)
        self._save_lock = threading.Lock()
        # The latest save not started: (job number, removals before it, write).
        self._save_next: tuple[int, int, Callable[[], None]] | None = None
        self._save_number = itertools.count(1)
        self._removals = 0
        self._closed = False
        self._work = _Work(self, data_folder, settings, history_path,
                           run or os.urandom(6).hex())
        self._post(self._work.start)

    def _post(self, job: Callable[[], None]) -> None:
        if self._closed:
            return
        self._posted += 1
        mark, work = self._posted, self._work

        def run() -> None:
            try:
                job()
            finally:
                work.passed(mark)

        if self._thread is None:
            run()
        else:
            self._thread.post(run)

    def _read(self, job: Callable[[], None]) -> None:
        if self._closed:
            return
        if self._reader is None:
            job()
        else:
            self._reader.post(job)

    @property
    def history_path(self) -> Path | None:
        """The history file's path (None: no history)."""
        return self._work.history_path

    def wait(self, timeout_s: float = 30.0) -> bool:
        """Block until every job posted so far has run; False on timeout."""
        if self._thread is None or self._closed or not shiboken6.isValid(self):
            return True
        finished = True
        for thread in (self._thread, self._reader):
            if thread is not None:
                done = threading.Event()
                thread.post(done.set)
                finished = done.wait(timeout_s) and finished
        QCoreApplication.sendPostedEvents(self)  # deliver the answers now
        return finished

    def close(self, timeout_s: float = 30.0) -> bool:
        """Write what can be written, close the files and end the threads,
        waiting at most ``timeout_s`` each; False when one did not end (what
        is left unwritten is lost, as :meth:`unwritten` warned)."""
        if self._closed:
            return True
        for progress in self._progress.values():
            progress.cancel()  # reads not started yet are dropped
        self._read(self._work.close_reading)
        ended = True
        if self._reader is not None:
            ended = self._reader.stop(int(timeout_s * 1000))
        self._post(self._work.close)
        if self._thread is not None:
            ended = self._thread.stop(int(timeout_s * 1000)) and ended
        self._closed = True
        if shiboken6.isValid(self):
            QCoreApplication.sendPostedEvents(self)
        return ended

    # --- finished games ----------------------------------------------------------------

    def finish(self, game: StoredGame | None, score_list: Iterable[Score], number: int = 0,
               recording: Recording | None = None) -> None:
        """Store a finished game (``game``; ``recording``, if given, encoded
        on the worker into its blob) and its scores in one transaction;
        ``number``: the window's number of this change (:class:`RecordsSummary`)."""
        item = _Change(number, [game] if game is not None else [], list(score_list),
                       recording=recording)
        self._post(lambda: self._work.enqueue(item))

    def settle(self, uid: str, number: int = 0) -> None:
        """An assisted loss kept open for an undo is final."""
        self._change(number, lambda db: scores.settle(db, uid))

    def rename_record(self, key: str, record: Record, name: str, number: int = 0) -> None:
        """Put ``name`` on the best time ``record`` of ``key``."""
        self._change(number, lambda db: scores.rename(db, key, record, name))

    def reset_records(self, key: str, number: int = 0) -> None:
        """Forget the best times and statistics of ``key``."""
        self._change(number, lambda db: scores.reset(db, key))

    def _change(self, number: int, change: Callable[[sqlite3.Connection], None]) -> None:
        self._post(lambda: self._work.enqueue(_Change(number, change=change)))

    def read_records(self) -> None:
        """Try again now what failed, and send the best times and statistics
        (:attr:`recordsChanged`; call once the window listens: the first read
        may set a damaged history aside and takes 0.1.0's records into it)."""
        self._post(self._work.apply)

    def unwritten(self, timeout_s: float = 30.0) -> tuple[int, StorageProblem | None]:
        """(At quit) try once more and wait: how many finished games are
        still only in memory, and the last problem told (None: none)."""
        self._post(self._work.count_unwritten)
        self.wait(timeout_s)
        return self._work.unwritten, self._work.last_problem

    def write_settings(self, write: Callable[[], str | None]) -> None:
        """Run ``write`` (it writes the settings file) on the worker; a
        sentence it returns is told by :attr:`settingsFailed`."""
        def job() -> None:
            problem = write()
            if problem is not None:
                self.settingsFailed.emit(problem)

        self._post(job)

    # --- the saved game ---------------------------------------------------------------

    def save_snapshot(self, write: Callable[[], None]) -> int:
        """Write the game with ``write`` (it raises ``OSError``), replacing a
        write given before that has not started; returns the job number (in
        :attr:`saveDone`)."""
        number = next(self._save_number)
        with self._save_lock:  # at most one save waits: the latest
            queued = self._save_next is not None
            self._save_next = (number, self._removals, write)
        if not queued:
            self._post(self._work.save)
        return number

    def remove_save(self, remove: Callable[[], None]) -> int:
        """Remove the save file with ``remove`` after any write given before
        (one not started is dropped); returns the job number."""
        number = next(self._save_number)
        with self._save_lock:
            self._save_next = None
            self._removals += 1
        self._post(lambda: self._work.remove_save(number, remove))
        return number

    def _take_save(self, removals: int) -> tuple[int, Callable[[], None]] | None:
        """The save to write now: one given after the ``removals`` done so far."""
        with self._save_lock:
            job = self._save_next
            if job is None or job[1] != removals:
                return None
            self._save_next = None
        return job[0], job[2]

    # --- requests (the history window) -----------------------------------------------------

    def request(self, work: Callable[[History, Progress], T],
                done: Callable[[T | BaseException], None], *, write: bool = False) -> Progress:
        """Run ``work(history, progress)`` on the reading thread (with
        ``write``: on the worker, in order with the finished games); ``done``
        gets its result or the exception it raised (:class:`RequestCancelled`
        when cancelled first), on this thread. A read sees every write posted
        before it. Returns the :class:`Progress` (to cancel)."""
        number = next(self._requests)
        progress = Progress(self, number)
        self._callbacks[number] = done  # type: ignore[assignment]
        self._progress[number] = progress
        if write:
            self._post(lambda: self._work.answer(number, work, progress))
        else:
            self._post(self._work.open_for_reading)
            mark = self._posted
            self._read(lambda: self._work.read(number, work, progress, mark))
        return progress

    @property
    def busy(self) -> bool:
        """Whether requests are waiting for their answers."""
        return bool(self._callbacks)

    def _on_answered(self, number: int, result: object) -> None:
        done = self._callbacks.pop(number, None)
        self._progress.pop(number, None)
        if done is not None:
            done(result)


class _Work:
    """The worker's state and jobs (the writer's thread, but for :meth:`read`
    and :meth:`close_reading` on the reader's)."""

    def __init__(self, owner: Storage, data_folder: Path | None, settings: QSettings | None,
                 history_path: Path | None, run: str) -> None:
        self.owner = owner
        self.run = run
        self._settings = None if settings is None else (settings.fileName(), settings.format())
        self._settings_store: QSettings | None = None
        # 0.1.0's records, read here: a QSettings made on the worker syncs
        # in its constructor, holding Python's lock (a GUI stall).
        self._old = None if settings is None else scores.from_settings(settings)
        self.folder = data_folder
        self.history_path = history_path if history_path is not None else (
            None if data_folder is None else data_folder / "history.sqlite3")
        self._history: History | None = None
        self._queue: list[_Change] = []  # not committed yet, in order
        self._summary: RecordsData | None = None  # as committed (None: not read yet)
        self._upto = 0
        # The history failing: since when (monotonic s), whether told, and why.
        self._failing: tuple[float, bool, Fault] | None = None
        self._removals_done = 0
        self._retry: WorkerTimer | None = None
        self._attempt = 0
        self._passed = 0  # the writer's jobs run, for reads to wait on
        self._passing = threading.Condition()
        self._open_error: HistoryError | None = None
        self._released = False  # the reserve was freed for a full disk, not yet used
        self._on_reserve = False  # writing again after freeing it
        self._reserved = False  # the reserve was made (or found) in this run
        self._in_play = False  # a game in play was saved: it will end in the history
        self.unwritten = 0
        self.last_problem: StorageProblem | None = None

    def passed(self, mark: int) -> None:
        """The writer has run its jobs up to number ``mark`` (any thread)."""
        with self._passing:
            self._passed = max(self._passed, mark)
            self._passing.notify_all()

    # --- life -------------------------------------------------------------------------

    def start(self) -> None:
        if self.owner._thread is not None:
            self._retry = WorkerTimer(self.apply)
        self._merge_set_aside()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.apply()
        if self._retry is not None:
            self._retry.stop()
        history, self._history = self._history, None
        if history is not None:
            with contextlib.suppress(HistoryError):
                history.checkpoint()
            history.close()
        if self._settings_store is not None:
            self._settings_store.sync()

    def history(self) -> History:
        """The history, opened on first use.

        Raises:
            HistoryUnavailable: it cannot be opened now.
        """
        if self._history is None:
            if self.history_path is None:
                raise HistoryUnavailable(Fault.IO, "no history here")
            # A short lock wait: what it holds up waits in memory, retried.
            history = History(self.history_path, busy_timeout_ms=HISTORY_BUSY_MS)
            self._tell_set_aside(history)
            self._history = history
        return self._history

    def _tell_set_aside(self, history: History | None) -> None:
        """Tell the files ``history`` set aside (a damage raised is among them)."""
        for report in history.set_aside if history is not None else ():
            self.owner.setAside.emit(report)
        if history is not None:
            history.set_aside.clear()

    def _merge_set_aside(self) -> None:
        """Merge back the games of history files set aside earlier."""
        path = self.history_path
        if path is None:
            return
        try:
            found = sorted(p for p in path.parent.glob(path.name + DAMAGED_TAG + "*")
                           if not p.name.endswith(("-wal", "-shm")))
        except OSError:
            return
        for old in found:
            try:
                history = self.history()
                merged, lost = history.salvage(old)
            except HistoryError as error:
                log.info("history: merging %s later: %s", old, error)
                return
            self._tell_set_aside(history)
            target = old.with_name(path.name + (MERGED_TAG if merged else UNREADABLE_TAG)
                                   + old.name[len(path.name + DAMAGED_TAG):])
            if move_with_sides(old, target):
                old = target
            self.owner.merged.emit(Merged(old, merged, lost))
            if merged:
                self.owner.gamesStored.emit([])
                self._summary = None  # its best times and statistics came back too
                self.apply()

    # --- finished games ------------------------------------------------------------------

    def enqueue(self, item: _Change) -> None:
        if item.recording is not None and item.games:
            try:
                item.games = [replace(g, blob=encode(item.recording)) for g in item.games]
            except Exception:  # never lose the scores for the recording
                log.exception("cannot encode the recording of %s", item.games[0].uid)
                item.games = []
            item.recording = None
        self._queue.append(item)
        self.apply()

    def apply(self) -> None:
        """Commit what waits, in order, one transaction per item; keep what
        failed (and all after it) and try again later: the one retry path."""
        if self._retry is not None:
            self._retry.stop()
        done = self._commit()
        if self._released and not self._on_reserve:
            # The disk was full: the reserve is freed; write once more with its room.
            self._released, self._on_reserve = False, True
            try:
                done = self._commit() or done
            finally:
                self._on_reserve = False
            if self._failing is None:
                self.owner.reserveUsed.emit()
        if done:
            self._tell_records(done)
        if self._failing is not None and self._retry is not None:
            if self._failing[2] is Fault.LOCKED:
                delay: float = LOCKED_RETRY  # another copy is busy: not for long
            else:
                delay = RETRY_DELAYS[min(self._attempt, len(RETRY_DELAYS) - 1)]
                self._attempt += 1
            self._retry.start(int(delay * 1000))
        elif self._failing is None:
            self._attempt = 0

    def _commit(self) -> set[str] | None:
        """Write the queue (first, at a history's first use, what the start
        reads); the keys whose scores changed ("*": all; None: none)."""
        if self.history_path is None:
            self._queue.clear()
            return None
        if not self._queue and self._history is None and not self._in_play \
                and not self._worth_opening():
            return None  # no history is made for a run that stores nothing (a replay)
        changed: set[str] = set()
        stored: list[str] = []
        try:
            history = self.history()
            if self._summary is None:
                self._begin(history)
                changed.add("*")
            while self._queue:
                item = self._queue[0]
                if item.change is not None:
                    history.write(item.change)
                    changed.add("*")
                else:
                    history.store(item.games, item.scores, self.run)
                    stored += [g.uid for g in item.games]
                    changed.update(s.key for s in item.scores)
                self._queue.pop(0)
                self._upto = max(self._upto, item.number)
        except HistoryDamaged as error:
            # Set aside, a new file in place: what waits goes there next time.
            self._tell_set_aside(self._history)
            self._close_other(self.owner._reader)
            self._summary = None
            self._fail(Fault.DAMAGED, str(error))
        except HistoryError as error:
            fault = error.fault
            if fault is Fault.IO and nearly_full(self.history_path.parent):
                fault = Fault.FULL  # SQLite's "disk I/O error" of a full disk
            self._fail(fault, str(error))
            if isinstance(error, HistoryUnavailable) and self._history is not None \
                    and error.fault in (Fault.IO, Fault.READ_ONLY):
                self._history.close()  # a new connection next time
                self._history = None
        else:
            self._ok()
        if stored:
            self.owner.gamesStored.emit(stored)
            if not self._reserved and self.folder is not None:
                # Once a run, beside a history that holds games.
                self._reserved = ballast.ensure(self.folder)
        return changed or None

    def _worth_opening(self) -> bool:
        """Whether there is a history, or version 0.1.0's records for one."""
        assert self.history_path is not None
        with contextlib.suppress(OSError):
            return self.history_path.exists() or bool(self._old and self._old.keys())
        return True

    def _begin(self, history: History) -> None:
        """(Once per history file) read 0.1.0's records and the settings' best
        times into it (a history lost whole keeps them); make the open losses
        of runs gone final."""
        if history.scores_ready(self.run):
            return  # (nothing to write: no sync at each start)
        store = self.settings_store()
        kept = scores.read_best(store) if store is not None else {}

        def begin(db: sqlite3.Connection) -> None:
            if (self._old is not None or kept) and not scores.imported(db):
                old = self._old or RecordsData()
                best = {}
                for key in {*old.best, *kept}:  # one of each time (the settings' name)
                    same = {(r.time_ms, r.stamp): r for r in old.best.get(key, [])}
                    same.update({(r.time_ms, r.stamp): r for r in kept.get(key, [])})
                    best[key] = scores.fastest(same.values())
                scores.import_old(db, RecordsData(best, old.stats, old.assisted))
            scores.settle_others(db, self.run)

        history.write(begin)

    def settings_store(self) -> QSettings | None:
        """(Worker) this thread's own QSettings of the settings file (None: none)."""
        if self._settings is not None and self._settings_store is None:
            self._settings_store = QSettings(*self._settings)
        return self._settings_store

    def _tell_records(self, keys: set[str]) -> None:
        """Read the scores of ``keys`` ("*": all) back from the history, copy
        the best times to the settings, tell the window."""
        full = "*" in keys or self._summary is None
        try:
            history = self.history()
            if self._summary is None or full:
                self._summary = history.scores()
            else:
                fresh = history.scores(keys)
                for key in keys:
                    for name in ("best", "stats", "assisted"):
                        table, new = getattr(self._summary, name), getattr(fresh, name)
                        if key in new:
                            table[key] = new[key]
                        else:
                            table.pop(key, None)
        except HistoryError as error:
            log.warning("history: cannot read the best times: %s", error)
            return
        store = self.settings_store()
        if store is not None:  # (only what disagrees is written: no sync otherwise)
            scores.write_best(store, self._summary.best, None if full else keys)
        self.owner.recordsChanged.emit(RecordsSummary(self._summary.copy(), self._upto))

    def _close_other(self, thread: WorkerThread | None) -> None:
        """The file was set aside: the other thread's connection (it holds
        the old file) is closed there; its next use opens the new one."""
        if thread is not None and self._history is not None:
            thread.post(self._history.close)

    # --- telling -------------------------------------------------------------------------

    def count_unwritten(self) -> None:
        self.apply()
        self.unwritten = self._waiting()

    def _waiting(self) -> int:
        return len([c for c in self._queue if c.scores or c.games])

    def _fail(self, fault: Fault, detail: str) -> None:
        """Tell a failure once per run of them; a lock only after
        :data:`LOCK_PATIENCE`; a full disk only if the reserve did not help."""
        now = time.monotonic()
        since, told, _ = self._failing or (now, False, fault)
        self._failing = (since, told, fault)
        if fault is Fault.FULL and not told and not self._on_reserve \
                and self.folder is not None and ballast.release(self.folder):
            self._released = True
            return
        if told or (fault is Fault.LOCKED and now - since < LOCK_PATIENCE):
            return
        self._failing = (since, True, fault)
        problem = StorageProblem("history", fault, detail, self._waiting())
        self.last_problem = problem
        log.warning("storage: the history cannot be written (%s): %s", fault.value, detail)
        self.owner.problem.emit(problem)

    def _ok(self) -> None:
        failed, self._failing = self._failing, None
        if failed is not None and failed[1]:
            log.info("storage: the history is written again")
            self.owner.recovered.emit("history")

    # --- the saved game -------------------------------------------------------------------

    def save(self) -> None:
        job = self.owner._take_save(self._removals_done)
        if job is not None:  # else replaced by a later one, or removed
            self._save_job(job[0], job[1])
            self._ready_for_an_end()

    def _ready_for_an_end(self) -> None:
        """Open (or make) the history while a game is in play, so that its
        end is one commit, not the ten syncs of a new file."""
        if not self._in_play:
            self._in_play = True
            if self._summary is None and self._failing is None:
                self.apply()

    def remove_save(self, number: int, remove: Callable[[], None]) -> None:
        self._removals_done += 1
        self._save_job(number, remove)

    def _save_job(self, number: int, job: Callable[[], None]) -> None:
        code, message = SAVE_OK, ""
        try:
            job()
        except UnsafeFile as caught:
            code, message = SAVE_UNSAFE, caught.strerror or str(caught)
        except OSError as caught:
            code, message = caught.errno or -1, caught.strerror or str(caught)
        except Exception as caught:
            log.exception("saving the game failed")
            code, message = -1, str(caught)
        self.owner.saveDone.emit(number, code, message)

    # --- requests ----------------------------------------------------------------------------

    def open_for_reading(self) -> None:
        """(Writer) open the history for the reads, if it is not open."""
        try:
            self.history()
            self._open_error = None
        except HistoryError as error:
            self._open_error = error

    def read(self, number: int, work: Callable[[History, Progress], object],
             progress: Progress, mark: int) -> None:
        """(Reader) answer once the writer has run its jobs up to ``mark``,
        on this thread's own connection."""
        if not progress.cancelled():
            with self._passing:
                self._passing.wait_for(lambda: self._passed >= mark, timeout=60)

        def history() -> History:
            if progress.cancelled():
                raise RequestCancelled
            if self._history is None:
                raise self._open_error or HistoryUnavailable(Fault.IO, "no history here")
            return self._history

        self.answer(number, work, progress, history, self.owner._thread)

    def answer(self, number: int, work: Callable[[History, Progress], object],
               progress: Progress, history: Callable[[], History] | None = None,
               other: WorkerThread | None = None) -> None:
        """Answer a request with what ``work`` returns or raises, on the
        history ``history()`` (default: the writer's); a damaged file set
        aside closes the connection of ``other`` (default: the reader's)."""
        result: object
        try:
            result = work((history or self.history)(), progress)
        except DecodeCancelled:
            result = RequestCancelled()
        except HistoryDamaged as error:
            self._tell_set_aside(self._history)
            self._close_other(other or self.owner._reader)
            if other is None:
                self._rescore()
            else:  # (the reader) the summary is the writer's
                other.post(self._rescore)
            result = error
        except Exception as error:  # answered, never raised on this thread
            if not isinstance(error, (HistoryError, OSError, ValueError, KeyError,
                                      RequestCancelled)):
                log.exception("history request failed")
            result = error
        self.owner.answered.emit(number, result)

    def _rescore(self) -> None:
        """(Writer) a request met damage: the summary of the file set aside
        goes, the new file's is told."""
        self._summary = None
        self.apply()

    def close_reading(self) -> None:
        """(Reader) close this thread's connection."""
        if self._history is not None:
            self._history.close()
