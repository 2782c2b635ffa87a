"""All of the game's disk work on one storage worker thread.

:class:`Storage` lives on the GUI thread and never touches the disk: each call
posts a job to one worker thread (:class:`.threads.WorkerThread`), which runs
the jobs in the order given and answers by signals. The jobs:

- a finished game (:meth:`Storage.finish`): its recording encoded, then its
  history row and its best times and statistics (:mod:`.scores`) written in
  ONE transaction of the history (WAL, ``synchronous=FULL``): that commit is
  the moment the game is on disk. Then the best times per difficulty are
  copied to the settings (:func:`.scores.write_best`) and the window is given
  the new best times and statistics (:attr:`Storage.recordsChanged`).
  What cannot be written (a full disk, a read-only file, a lock held by
  another program) stays in memory, in order, is told once
  (:attr:`Storage.problem`) and is tried again with a growing delay (and with
  every later game): the one retry path. :attr:`Storage.recovered` tells
  when it went through; at quit :meth:`Storage.unwritten` says what is left.
- settling an assisted loss, renames and resets of best times: the same queue.
- the saved game (:meth:`save_snapshot`, :meth:`remove_save`): only the latest
  snapshot not yet started is written (a slow disk never queues them up).
- the history window's reads (:meth:`request`), with progress and Cancel, run
  on a second thread with its own connection to the history (SQLite in WAL
  mode: a reader never blocks the writer), so that reading or decoding a
  recording, however long, never holds up a finished game: a read waits for
  the writes posted before it (it sees them), a write never waits for a read.

At start the worker reads an older version's ``records.json`` once into the
history, rebuilds the settings' best times from the history where they
disagree, and merges back the games of history files set aside earlier.
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
from typing import TYPE_CHECKING, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from ..replay.codec import DecodeCancelled, encode
from ..replay.recording import Recording
from . import ballast, old_journal, scores
from .faults import Fault, nearly_full
from .history import (
    DAMAGED_TAG,
    MERGED_TAG,
    History,
    HistoryDamaged,
    HistoryError,
    HistoryUnavailable,
    StoredGame,
)
from .records import from_settings, read_old, records_path
from .safe_files import UnsafeFile
from .scores import Record, RecordsData, Score
from .threads import WorkerThread, WorkerTimer

if TYPE_CHECKING:
    from .save_store import SaveStore

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
#: A history file larger than this is not rewritten to small pages at start (bytes).
COMPACT_LIMIT = 64 << 20
#: "Unreadable" tag of a set-aside history nothing could be merged back from.
UNREADABLE_TAG = ".unreadable-"

_OK, _UNSAFE = 0, -2  # SaveController's codes (see save_controller)


@dataclass(frozen=True)
class StorageProblem:
    """A part of the storage could not be written: ``part`` is "history" (the
    finished games, their best times and statistics: kept in memory meanwhile)
    or "save"; ``fault`` why; ``detail`` the system's words (English);
    ``waiting`` how many finished games wait to be written."""

    part: str
    fault: Fault
    detail: str
    waiting: int = 0


@dataclass(frozen=True)
class Merged:
    """Games of a history file set aside earlier merged back (``moved_to``: the
    file, renamed ``.merged-``), or a file nothing could be read from
    (``merged`` 0; renamed ``.unreadable-``; kept for the player)."""

    path: Path
    merged: int
    lost: int


@dataclass(frozen=True)
class RecordsSummary:
    """The best times and statistics (``data``) as the history holds them
    once the changes given up to number ``upto`` (:meth:`Storage.finish` and
    friends) are committed."""

    data: RecordsData
    upto: int


@dataclass
class _Change:
    """One item of the queue of writes: games and their scores, or a change
    of the scores (settle, rename, reset), numbered by the window."""

    number: int
    games: list[StoredGame] = field(default_factory=list)
    scores: list[Score] = field(default_factory=list)
    change: Callable[[sqlite3.Connection], None] | None = None
    recording: Recording | None = None


class RequestCancelled(Exception):
    """The answer to a request cancelled before it ran."""


class Progress:
    """Given to a long request: :meth:`report` tells the window how far it is
    (any thread); :attr:`cancelled` turns true when the player cancels."""

    def __init__(self, storage: Storage, request: int) -> None:
        self._storage = storage
        self._request = request
        self._cancel = threading.Event()

    def report(self, done: int, total: int) -> None:
        self._storage.progressed.emit(self._request, done, total)

    def cancelled(self) -> bool:
        """Whether the player cancelled. A long read asks every few ms, and
        sleeps 0.5 ms here: a decode in Python holds the interpreter lock, and
        without a pause the writer's and the window's threads wait for it at
        each of their many short calls (the "convoy"): games finished during a
        long read then reached the disk seconds late under load. Never on the
        thread that paints (a storage without threads runs reads there)."""
        if threading.current_thread() is not threading.main_thread():
            time.sleep(0.0005)
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()


class Storage(QObject):
    """The storage worker. Parts it has: the history in ``data_folder`` (None:
    no history), the copy of the best times in the settings file of
    ``settings`` (None: none; an older version's records read from beside it),
    the saved game in ``save`` (a :class:`.save_store.SaveStore`, None: none).
    ``run`` names this running copy (an assisted loss left open by a run gone
    is final). ``threaded`` False runs every job at once on the calling thread
    (tests of the parts, command-line tools).
    """

    #: The best times and statistics now (:class:`RecordsSummary`), after each commit.
    recordsChanged = Signal(object)
    #: Ids (``uid``) of finished games now in the history.
    gamesStored = Signal(object)
    #: A part could not be written (:class:`StorageProblem`), once per run of failures.
    problem = Signal(object)
    #: A part that failed was written again (its name).
    recovered = Signal(str)
    #: The disk was full: the space kept in reserve (:mod:`.ballast`) was freed
    #: and what waited was written with it; space is needed.
    reserveUsed = Signal()
    #: A history file was set aside (:class:`.history.SetAside`).
    setAside = Signal(object)
    #: Games of a history set aside earlier were merged back (:class:`Merged`).
    merged = Signal(object)
    #: An older version's damaged ``records.json`` was set aside (its new
    #: :class:`~pathlib.Path`; also kept in :attr:`recordsSetAside`).
    oldRecordsSetAside = Signal(object)
    #: A save job ended: (job number, 0 or an errno, message).
    saveDone = Signal(int, int, str)
    #: The settings could not be written: a sentence for the player.
    settingsFailed = Signal(str)
    #: A request answered: (request id, its result or the exception it raised).
    answered = Signal(int, object)
    #: A long request's progress: (request id, done, total).
    progressed = Signal(int, int, int)

    def __init__(self, *, data_folder: Path | None = None, settings: QSettings | None = None,
                 save: SaveStore | None = None, history_path: Path | None = None,
                 run: str = "", threaded: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # No parent: it outlives this object until stopped (a QThread deleted
        # while it runs aborts the process).
        self._thread = WorkerThread("storage") if threaded else None
        self._reader = WorkerThread("storage-reader") if threaded else None
        self._posted = 0  # jobs posted to the writer (a read waits for them: _Work.passed)
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
        #: Older versions' damaged records files set aside (any thread adds).
        self.recordsSetAside: list[Path] = []
        self._lock_aside = threading.Lock()
        self._work = _Work(self, data_folder, settings, save, history_path,
                           run or os.urandom(6).hex())
        self._post(self._work.start)

    # --- posting --------------------------------------------------------------------

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
    def threaded(self) -> bool:
        return self._thread is not None

    @property
    def history_path(self) -> Path | None:
        """The history file's path (None: no history)."""
        return self._work.history_path

    def wait(self, timeout_s: float = 30.0) -> bool:
        """Block until every job posted so far has run (tests, quitting);
        False on timeout."""
        if self._thread is None or self._closed:
            return True
        if not shiboken6.isValid(self):  # its owner (a window) is gone
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
        """Write what can be written (a last try for what failed), close the
        files and end the thread; waits at most ``timeout_s`` (a disk that
        hangs: what is left unwritten is lost, as :meth:`unwritten` warned)."""
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
        """Store a finished game: its history row (``game``; its recording,
        if given, encoded on the worker into its blob) and its best times and
        statistics (``score_list``), in one transaction. ``number``: the
        window's number of this change (see :class:`RecordsSummary`)."""
        item = _Change(number, [game] if game is not None else [], list(score_list),
                       recording=recording)
        self._post(lambda: self._work.enqueue(item))

    def settle(self, uid: str, number: int = 0) -> None:
        """An assisted loss kept open for an undo is final."""
        self._post(lambda: self._work.enqueue(_Change(
            number, change=lambda db: scores.settle(db, uid))))

    def rename_record(self, key: str, record: Record, name: str, number: int = 0) -> None:
        """Put ``name`` on the best time ``record`` of ``key``."""
        self._post(lambda: self._work.enqueue(_Change(
            number, change=lambda db: scores.rename(db, key, record, name))))

    def reset_records(self, key: str, number: int = 0) -> None:
        """Forget the best times and statistics of ``key``."""
        self._post(lambda: self._work.enqueue(_Change(
            number, change=lambda db: scores.reset(db, key))))

    def retry(self) -> None:
        """Try again now what failed."""
        self._post(self._work.apply)

    def read_records(self) -> None:
        """Send the best times and statistics (:attr:`recordsChanged`; called
        once the window listens: reading them may set a damaged history aside,
        told by :attr:`setAside`). At the first read of a history, an older
        version's records are taken into it and the settings' best times made
        the history's where they disagree."""
        self._post(self._work.apply)

    def unwritten(self, timeout_s: float = 30.0) -> tuple[int, StorageProblem | None]:
        """Try once more to write what failed, and wait for it: how many
        finished games are still only in memory (closing now loses them), and
        the last problem told (None: none). Used at quit."""
        self._post(self._work.count_unwritten)
        self.wait(timeout_s)
        return self._work.unwritten, self._work.last_problem

    # --- the settings -----------------------------------------------------------------

    def write_settings(self, write: Callable[[], str | None]) -> None:
        """Run ``write`` (it writes and syncs the settings file) on the worker;
        a sentence it returns is told by :attr:`settingsFailed`."""
        def job() -> None:
            problem = write()
            if problem is not None:
                self.settingsFailed.emit(problem)

        self._post(job)

    # --- the saved game ---------------------------------------------------------------

    def save_snapshot(self, write: Callable[[], None]) -> int:
        """Write the game with ``write`` (it raises ``OSError``): it replaces
        a write given before that has not started yet. Returns the job number
        (in :attr:`saveDone`)."""
        number = next(self._save_number)
        with self._save_lock:
            # One save job waits at most: it writes the latest snapshot when it
            # runs (one job per move piled up behind a slow disk, and a
            # finished game waited behind them all: 1.9 s at 150 ms a sync).
            queued = self._save_next is not None
            self._save_next = (number, self._removals, write)
        if not queued:
            self._post(self._work.save)
        return number

    def remove_save(self, remove: Callable[[], None]) -> int:
        """Remove the save file with ``remove``, after any write given before
        (a write given before and not started is dropped)."""
        number = next(self._save_number)
        with self._save_lock:
            self._save_next = None
            self._removals += 1
        self._post(lambda: self._work.remove_save(number, remove))
        return number

    def _take_save(self, removals: int) -> tuple[int, Callable[[], None]] | None:
        """The save to write now, if any: only one given after the removals
        done so far (a later one waits for its removal to run first)."""
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
        ``write``: on the storage worker, in order with the finished games);
        ``done`` gets its result, or the exception it raised (``HistoryError``
        and friends; :class:`RequestCancelled` when cancelled before it ran),
        on this thread. A read sees every write posted before it. Returns the
        :class:`Progress` (to cancel)."""
        number = next(self._requests)
        progress = Progress(self, number)
        self._callbacks[number] = done  # type: ignore[assignment]
        self._progress[number] = progress
        if write:
            self._post(lambda: self._work.request(number, work, progress))
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
    """The worker's state and jobs (run on the storage thread only)."""

    def __init__(self, owner: Storage, data_folder: Path | None, settings: QSettings | None,
                 save: SaveStore | None, history_path: Path | None, run: str) -> None:
        self.owner = owner
        self.run = run
        # The settings' file and format: the worker makes its own QSettings on
        # its thread (one made here would belong to the GUI thread).
        self._settings = None if settings is None else (settings.fileName(), settings.format())
        self._settings_store: QSettings | None = None
        # An older version's records, read here once (a QSettings made on the
        # worker would sync the file's pending changes from its constructor,
        # holding Python's lock: a stall of the GUI thread as long as the disk).
        # (records.json itself is read on the worker, only into a history
        # that has not read it yet.)
        self._old = None if settings is None else (records_path(settings),
                                                   from_settings(settings))
        self.folder = data_folder
        self.history_path = history_path if history_path is not None else (
            None if data_folder is None else data_folder / "history.sqlite3")
        self.save_store = save
        self._history: History | None = None
        self._queue: list[_Change] = []  # not committed yet, in order
        self._summary: RecordsData | None = None  # as committed (None: not read yet)
        self._upto = 0
        # Parts failing: (since when, monotonic s; told the player), and why.
        self._failing: dict[str, tuple[float, bool]] = {}
        self._faults: dict[str, Fault] = {}
        self._removals_done = 0  # save-file removals run
        self._retry: WorkerTimer | None = None
        self._attempt = 0
        # The writer's progress through its jobs, for reads to wait on.
        self._passed = 0
        self._passing = threading.Condition()
        self._open_error: HistoryError | None = None
        self._released = False  # the reserve was freed for a full disk, not yet used
        self._reserved = False  # the reserve was made (or found) in this run
        self.unwritten = 0  # finished games in memory only (count_unwritten)
        self.last_problem: StorageProblem | None = None
        self._on_reserve = False  # writing again after freeing it

    def passed(self, mark: int) -> None:
        """The writer has run its jobs up to number ``mark`` (any thread)."""
        with self._passing:
            self._passed = max(self._passed, mark)
            self._passing.notify_all()

    # --- life -------------------------------------------------------------------------

    def start(self) -> None:
        if self.owner.threaded:
            self._retry = WorkerTimer(self.apply)  # no connect on this thread
        self._merge_set_aside()
        self._import_old_journal()

    def _import_old_journal(self) -> None:
        """Store what an older version's journal of finished games still held
        (:mod:`.old_journal`: games a kill or a full disk left there), then
        rename it ``.imported-<stamp>``; when the history cannot take them now
        the file stays, read again at the next start (each game counts once)."""
        if self.folder is None or self.history_path is None:
            return
        path = self.folder / old_journal.FILE_NAME
        try:
            found = old_journal.read(path)
        except FileNotFoundError:
            return
        except OSError as error:
            log.warning("old journal: %s; left as it is", error)
            return
        self._queue.extend(_Change(0, [g.game] if g.game is not None else [], g.scores)
                           for g in found)
        self.apply()
        if any(c.games or c.scores for c in self._queue):
            return
        target = path.with_name(f"{path.name}.imported-{time.strftime('%Y%m%d-%H%M%S')}")
        with contextlib.suppress(OSError):
            os.replace(path, target)

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
            if self._summary is not None:
                scores.write_copy(self._settings_store, self._summary)
            self._settings_store.sync()  # (the copy: rebuilt at start anyway)

    def history(self) -> History:
        """The history, opened on first use (set-asides told).

        Raises:
            HistoryUnavailable: it cannot be opened now.
        """
        if self._history is None:
            if self.history_path is None:
                raise HistoryUnavailable(Fault.IO, "no history here")
            # Short: what a lock holds up waits in memory and the worker tries
            # again; a long wait would hold up the save file behind it.
            history = History(self.history_path, busy_timeout_ms=HISTORY_BUSY_MS)
            for report in history.set_aside:
                self.owner.setAside.emit(report)
            history.set_aside.clear()
            self._history = history
            self._compact(history)
        return self._history

    def _compact(self, history: History) -> None:
        with contextlib.suppress(OSError, HistoryError):
            if history.path.stat().st_size <= COMPACT_LIMIT:
                history.compact()

    def _merge_set_aside(self) -> None:
        """Merge back the games of history files set aside earlier (by this
        version or an older one, which took a full disk for damage)."""
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
            for report in history.set_aside:
                self.owner.setAside.emit(report)
            history.set_aside.clear()
            tag = MERGED_TAG if merged else UNREADABLE_TAG
            stamp = old.name[len(path.name + DAMAGED_TAG):]
            target = old.with_name(path.name + tag + stamp)
            with contextlib.suppress(OSError):
                os.replace(old, target)
                for suffix in ("-wal", "-shm"):
                    side = Path(str(old) + suffix)
                    if side.exists():
                        os.replace(side, Path(str(target) + suffix))
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
            except Exception:  # never lose the best times for the recording
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
            if "history" not in self._failing:
                self.owner.reserveUsed.emit()
        if done:
            self._tell_records(done)
        if self._failing and self._retry is not None:
            if all(self._faults.get(part, Fault.LOCKED) is Fault.LOCKED
                   for part in self._failing):
                delay: float = LOCKED_RETRY  # another copy is busy: not for long
            else:
                delay = RETRY_DELAYS[min(self._attempt, len(RETRY_DELAYS) - 1)]
                self._attempt += 1
            self._retry.start(int(delay * 1000))
        elif not self._failing:
            self._attempt = 0

    def _commit(self) -> set[str] | None:
        """Write the queue (and, first, what the start reads); the keys whose
        best times or statistics changed (None: none; every key: all)."""
        if self.history_path is None:
            self._queue.clear()
            return None
        if not self._queue and self._history is None and not self._worth_opening():
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
                    history.change_scores(item.change)
                    changed.add("*")
                else:
                    history.store(item.games, item.scores, self.run)
                    stored += [g.uid for g in item.games]
                    changed.update(s.key for s in item.scores)
                self._queue.pop(0)
                self._upto = max(self._upto, item.number)
        except HistoryDamaged as error:
            # Set aside, a new file in place: what waits goes there next time.
            self._tell_set_aside(error)
            self._reconnect_reader()
            self._summary = None
            self._fail("history", Fault.DAMAGED, str(error))
        except HistoryError as error:
            fault = error.fault
            if fault is Fault.IO and nearly_full(self.history_path.parent):
                fault = Fault.FULL  # SQLite's "disk I/O error" of a full disk
            self._fail("history", fault, str(error))
            if isinstance(error, HistoryUnavailable) and self._history is not None \
                    and error.fault in (Fault.IO, Fault.READ_ONLY):
                self._history.close()  # a new connection next time
                self._history = None
        else:
            self._ok("history")
        if stored:
            self.owner.gamesStored.emit(stored)
            if not self._reserved and self.folder is not None:
                # Once a run, beside a history that holds games (never for a
                # run that stores none: the smoke test, a replay).
                self._reserved = ballast.ensure(self.folder)
        return changed or None

    def _worth_opening(self) -> bool:
        """Whether there is a history, or an older version's records to read into one."""
        assert self.history_path is not None
        old = self._old
        with contextlib.suppress(OSError):
            return self.history_path.exists() or (old is not None and (
                bool(old[1].keys()) or old[0].exists()))
        return True

    def _begin(self, history: History) -> None:
        """(Once per history file) read an older version's records into it if
        it has none, make open losses of runs gone final."""
        where, store = self._old, self.settings_store()
        if history.scores_ready(self.run):
            return  # (nothing to write: no sync at each start)

        def begin(db: sqlite3.Connection) -> None:
            if where is not None and store is not None and not scores.imported(db):
                # The settings' copy when this version wrote one (the history
                # was lost: set aside and nothing merged back), else the
                # older version's records.
                copy = scores.read_copy(store)
                old = (copy, []) if copy is not None else read_old(
                    *where, set_aside=self._tell_records_set_aside)
                scores.import_old(db, *(old or (RecordsData(), [])))
            scores.settle_others(db, self.run)

        history.change_scores(begin)

    def _tell_records_set_aside(self, path: Path) -> None:
        with self.owner._lock_aside:
            self.owner.recordsSetAside.append(path)
        self.owner.oldRecordsSetAside.emit(path)

    def settings_store(self) -> QSettings | None:
        """(Worker) this thread's own QSettings of the settings file (None: none)."""
        if self._settings is not None and self._settings_store is None:
            self._settings_store = QSettings(*self._settings)
        return self._settings_store

    def _tell_records(self, keys: set[str]) -> None:
        """Read the best times and statistics of ``keys`` back from the history
        (every key with "*"), copy the best times to the settings, tell the window."""
        try:
            history = self.history()
            full = "*" in keys or self._summary is None
            if full or self._summary is None:
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
        if store is not None:
            # The statistics' copy (for a history lost whole) with a new best
            # time, at start and at close: each sync of the settings file holds
            # this thread for two syncs of the disk.
            scores.write_copy(store, self._summary, None if full else keys, statistics=full)
        self.owner.recordsChanged.emit(RecordsSummary(self._summary.copy(), self._upto))

    def _reconnect_reader(self) -> None:
        """(Writer) the file was set aside: the reader's connection (it holds
        the old file) is closed; its next read opens the new one."""
        reader = self.owner._reader
        if reader is not None and self._history is not None:
            reader.post(self._history.close)

    def _tell_set_aside(self, error: HistoryDamaged) -> None:
        history = self._history
        if history is not None:
            for report in history.set_aside:
                self.owner.setAside.emit(report)
            history.set_aside.clear()
        else:
            self.owner.setAside.emit(error.set_aside)

    # --- telling -------------------------------------------------------------------------

    def count_unwritten(self) -> None:
        """Try again what failed; count the finished games left in memory only."""
        self.apply()
        self.unwritten = self._waiting()

    def _waiting(self) -> int:
        return len([c for c in self._queue if c.scores or c.games])

    def _fail(self, part: str, fault: Fault, detail: str) -> None:
        """``part`` failed: told once per run of failures (a lock of another
        copy only once it has lasted :data:`LOCK_PATIENCE`)."""
        now = time.monotonic()
        since, told = self._failing.get(part, (now, False))
        self._failing[part] = (since, told)
        self._faults[part] = fault
        if fault is Fault.FULL and not told and not self._on_reserve \
                and self.folder is not None and ballast.release(self.folder):
            self._released = True  # told only if the reserve's room is not enough
            return
        if told or (fault is Fault.LOCKED and now - since < LOCK_PATIENCE):
            return
        self._failing[part] = (since, True)
        problem = StorageProblem(part, fault, detail, self._waiting())
        self.last_problem = problem
        log.warning("storage: %s cannot be written (%s): %s", part, fault.value, detail)
        self.owner.problem.emit(problem)

    def _ok(self, part: str) -> None:
        failed = self._failing.pop(part, None)
        self._faults.pop(part, None)
        if failed is not None and failed[1]:
            log.info("storage: %s written again", part)
            self.owner.recovered.emit(part)

    # --- the saved game -------------------------------------------------------------------

    def save(self) -> None:
        job = self.owner._take_save(self._removals_done)
        if job is None:
            return  # replaced by a later one, or removed
        number, write = job
        code, message = _OK, ""
        try:
            write()
        except UnsafeFile as caught:
            code, message = _UNSAFE, caught.strerror or str(caught)
        except OSError as caught:
            code, message = caught.errno or -1, caught.strerror or str(caught)
        except Exception as caught:
            log.exception("saving the game failed")
            code, message = -1, str(caught)
        self.owner.saveDone.emit(number, code, message)

    def remove_save(self, number: int, remove: Callable[[], None]) -> None:
        self._removals_done += 1
        code, message = _OK, ""
        try:
            remove()
        except OSError as caught:
            code, message = caught.errno or -1, caught.strerror or str(caught)
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
        """(Reader) answer a read once the writer has run its jobs up to
        ``mark``, on this thread's own connection."""
        if not progress.cancelled():
            with self._passing:
                self._passing.wait_for(lambda: self._passed >= mark, timeout=60)
        result: object
        try:
            if progress.cancelled():
                raise RequestCancelled
            history = self._history
            if history is None:
                raise self._open_error or HistoryUnavailable(Fault.IO, "no history here")
            result = work(history, progress)
        except DecodeCancelled:
            result = RequestCancelled()
        except HistoryDamaged as error:
            self._tell_set_aside(error)
            result = error
            writer = self.owner._thread
            if writer is not None and self._history is not None:
                # The writer's connection still holds the file set aside.
                writer.post(self._history.close)
        except Exception as error:  # answered, never raised on this thread
            if not isinstance(error, (HistoryError, OSError, ValueError, KeyError,
                                      RequestCancelled)):
                log.exception("history read failed")
            result = error
        self.owner.answered.emit(number, result)

    def close_reading(self) -> None:
        """(Reader) close this thread's connection."""
        if self._history is not None:
            self._history.close()

    def request(self, number: int, work: Callable[[History, Progress], object],
                progress: Progress) -> None:
        result: object
        try:
            result = work(self.history(), progress)
        except HistoryDamaged as error:
            self._tell_set_aside(error)
            self._reconnect_reader()
            result = error
        except Exception as error:  # answered, never raised on this thread
            if not isinstance(error, (HistoryError, OSError, ValueError, KeyError)):
                log.exception("history request failed")
            result = error
        self.owner.answered.emit(number, result)
