"""All of the game's disk work on one storage worker thread.

:class:`Storage` lives on the GUI thread and never touches the disk: each call
posts a job to one worker thread (:class:`.threads.WorkerThread`), which runs
the jobs in the order given and answers by signals. The jobs:

- a finished game (:meth:`Storage.finish`): appended to the journal of finished
  games (:mod:`.journal`, synced: from then on it survives a kill), then applied
  to the best times and statistics (``records.json``) and to the history
  (SQLite), and taken out of the journal once both have it. What cannot be
  written (a full disk, a read-only file, a lock held by another program) stays
  in the journal, or in memory when even the journal cannot be written, is told
  once (:attr:`Storage.problem`) and is tried again, in order, with a growing
  delay (and with every later game); :attr:`Storage.recovered` tells when it
  went through. Applying is idempotent, so nothing is counted twice.
- renames and resets of best times (:meth:`write_records`).
- the saved game (:meth:`save_snapshot`, :meth:`remove_save`): only the latest
  snapshot not yet started is written (a slow disk never queues them up).
- the history window's reads (:meth:`request`), with progress and Cancel, run
  on a second thread with its own connection to the history (SQLite in WAL
  mode: a reader never blocks the writer), so that reading or decoding a
  recording, however long, never holds up a finished game: a read waits for
  the writes posted before it (it sees them), a write never waits for a read.

At start the worker applies what an earlier run left in the journal (a kill, a
failure) and merges back the games of history files set aside earlier.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from ..replay.codec import DecodeCancelled, encode
from ..replay.recording import Recording
from . import ballast
from .faults import Fault, fault_of, nearly_full
from .history import (
    DAMAGED_TAG,
    MERGED_TAG,
    History,
    HistoryDamaged,
    HistoryError,
    HistoryUnavailable,
    StoredGame,
)
from .history_rows import Result
from .journal import FILE_NAME as JOURNAL_NAME
from .journal import Entry, Journal
from .records import Record, RecordsData, RecordsFile, Update, records_path
from .safe_files import UnsafeFile
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
    """A part of the storage could not be written: ``part`` is "records" (best
    times and statistics), "history", "journal" or "save"; ``fault`` why;
    ``detail`` the system's words (English, or translated for the records);
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
        long read then reached the disk seconds late under load."""
        time.sleep(0.0005)
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()


class Storage(QObject):
    """The storage worker. Parts it has: the journal and the history in
    ``data_folder`` (None: no journal, no history), best times and statistics in
    the settings file of ``settings`` (None: none), the saved game in ``save``
    (a :class:`.save_store.SaveStore`, None: none). ``run`` names this running
    copy (in the journal). ``threaded`` False runs every job at once on the
    calling thread (tests of the parts, command-line tools).
    """

    #: (tokens of the :class:`.records.Update` s now on disk, what the records
    #: file holds now): see ``Records.confirm``.
    recordsWritten = Signal(object)
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
        hangs: what is left stays in the journal for the next start)."""
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

    def finish(self, entry: Entry, recording: Recording | None, tokens: Iterable[int] = ()) \
            -> None:
        """Store a finished game: the journal first, then the best times and
        statistics (``tokens``: its :class:`.records.Update` s, confirmed by
        :attr:`recordsWritten`) and the history (the recording encoded on the
        worker)."""
        marks = list(tokens)
        self._post(lambda: self._work.finish(entry, recording, marks))

    def settle(self, uid: str, run_tokens: Iterable[int] = ()) -> None:
        """An assisted loss kept open for an undo is final (see
        :class:`.journal.Entry`)."""
        marks = list(run_tokens)
        self._post(lambda: self._work.settle(uid, marks))

    def write_records(self, updates: list[Update]) -> None:
        """Write renames and resets of best times (after the games before them)."""
        self._post(lambda: self._work.write_records(updates))

    def retry(self) -> None:
        """Try again now what failed."""
        self._post(self._work.apply)

    def unwritten(self, timeout_s: float = 30.0) -> tuple[int, StorageProblem | None]:
        """Try once more to write what failed, and wait for it: how many
        finished games are still only in memory (the journal could not be
        written either: closing now loses them), and the last problem told
        (None: none). Used at quit."""
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
            self._save_next = (number, self._removals, write)
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
        # The older version's records read here, once: a QSettings made on the
        # worker would sync the file's pending changes from its constructor,
        # holding Python's lock (a stall of the GUI thread as long as the disk).
        self.records = None if settings is None else RecordsFile(
            records_path(settings), legacy=RecordsData.from_settings(settings))
        self.folder = data_folder
        self.journal = None if data_folder is None else Journal(data_folder / JOURNAL_NAME)
        self.history_path = history_path if history_path is not None else (
            None if data_folder is None else data_folder / "history.sqlite3")
        self.save_store = save
        self._history: History | None = None
        self._memory: list[Entry] = []  # not in the journal: it could not be written
        self._tokens: dict[str, list[int]] = {}  # uid -> Records tokens (this run)
        self._backlog: list[Update] = []  # renames and resets not written yet
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
        self.apply(recovering=True)
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

    def history(self) -> History:
        """The history, opened on first use (set-asides told).

        Raises:
            HistoryUnavailable: it cannot be opened now.
        """
        if self._history is None:
            if self.history_path is None:
                raise HistoryUnavailable(Fault.IO, "no history here")
            # Short: the journal keeps what a lock holds up, and the worker
            # tries again; a long wait would hold up the save file behind it.
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

    # --- finished games ------------------------------------------------------------------

    def finish(self, entry: Entry, recording: Recording | None, tokens: list[int]) -> None:
        if recording is not None and entry.result:
            try:
                entry = replace(entry, blob=encode(recording))
            except Exception:  # never lose the records for the recording
                log.exception("cannot encode the recording of %s", entry.uid)
                entry = replace(entry, result="")
        if tokens:
            self._tokens.setdefault(entry.uid, []).extend(tokens)
        self._append(replace(entry, run=self.run))
        self.apply()

    def settle(self, uid: str, tokens: list[int]) -> None:
        if tokens:
            self._tokens.setdefault(uid, []).extend(tokens)
        self._append(Entry("settle", uid, self.run, time.time()))
        self.apply()

    def write_records(self, updates: list[Update]) -> None:
        self._backlog.extend(updates)
        self.apply()

    def _append(self, entry: Entry) -> None:
        if self.journal is None:
            self._memory.append(entry)
            return
        try:
            with self.journal.locked(0):
                self.journal.append([entry])
        except OSError as error:
            self._memory.append(entry)
            self._fail("journal", fault_of(error), error.strerror or str(error))
        else:
            self._ok("journal")

    def apply(self, recovering: bool = False) -> None:
        """Apply the journal (and what is in memory) to the best times,
        statistics and history; keep what failed. Without the journal's lock
        (another copy holds it; its lock file cannot be made on a full or
        read-only disk) what can be read is applied all the same, and the file
        is left as it is."""
        if self._retry is not None:
            self._retry.stop()
        journal = self.journal
        if journal is None:
            self._apply_entries([], recovering, rewrite=False)
        else:
            try:
                with journal.locked(0):
                    try:
                        contents = journal.read()
                    except UnsafeFile as error:
                        self._set_journal_aside(error)
                        contents = journal.read()
                    self._apply_entries(contents.entries, recovering, rewrite=True)
            except OSError as error:
                self._fail("journal", fault_of(error), error.strerror or str(error))
                try:
                    on_disk = journal.read().entries
                except OSError:
                    on_disk = []
                self._apply_entries(on_disk, recovering, rewrite=False)
        self._write_backlog()
        if self._released and not self._on_reserve:
            # The disk was full: the reserve is freed; write once more with its room.
            self._released, self._on_reserve = False, True
            try:
                self.apply(recovering)
            finally:
                self._on_reserve = False
            if not any(f is Fault.FULL for f in self._faults.values()):
                self.owner.reserveUsed.emit()
            return
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

    def _set_journal_aside(self, error: OSError) -> None:
        assert self.journal is not None
        path = self.journal.path
        log.warning("journal: %s; setting it aside", error)
        target = path.with_name(f"{path.name}.unsafe-{time.strftime('%Y%m%d-%H%M%S')}")
        os.replace(path, target)

    def _apply_entries(self, on_disk: list[Entry], recovering: bool, rewrite: bool) -> None:
        """Write ``on_disk`` then the entries in memory; with ``rewrite`` (the
        caller holds the journal's lock) the journal then keeps what is left,
        else what failed of the memory's stays in memory."""
        memory = list(self._memory)
        entries = on_disk + [e for e in memory if e not in on_disk]
        if not entries:
            # Nothing left to write (another copy may have applied what failed
            # here): best times and history are not failing any more.
            self._ok("records")
            self._ok("history")
            if rewrite:
                self._ok("journal")
            return
        updates, tokens, open_losses = self._record_updates(entries, recovering)
        records_ok = self._write_records(updates, tokens)
        history_ok = self._store_games(entries)
        # What stays: everything when a part failed (applying it again is
        # harmless), else only assisted losses that may still be undone.
        keep = entries if not (records_ok and history_ok) else [
            e for e in entries if e.uid in open_losses]
        kept_memory = [e for e in keep if e in memory and e not in on_disk]
        if rewrite and self.journal is not None:
            on_file = [e for e in keep if e not in kept_memory]
            try:
                if on_file != on_disk or kept_memory:
                    self.journal.rewrite(on_file + kept_memory)
                kept_memory = []
                self._ok("journal")
            except OSError as error:
                self._fail("journal", fault_of(error), error.strerror or str(error))
        self._memory = kept_memory

    def _record_updates(self, entries: list[Entry], recovering: bool) -> \
            tuple[list[Update], list[int], set[str]]:
        """The best-time and statistics updates of ``entries`` in order, the
        tokens they confirm, and the uids of assisted losses still open."""
        settled = {e.uid for e in entries if e.kind == "settle"}
        last_game = {e.uid: i for i, e in enumerate(entries) if e.kind == "game"}
        updates: list[Update] = []
        tokens: list[int] = []
        open_losses: set[str] = set()
        for i, entry in enumerate(entries):
            if entry.kind != "game" or not entry.count or not entry.key:
                continue
            count = entry.count
            if count == "assisted-later":
                if last_game[entry.uid] != i:
                    continue  # played on after an undo: the later ending counts
                if entry.uid in settled or (recovering and entry.run != self.run):
                    count = "assisted"  # final (a run gone cannot undo it any more)
                else:
                    open_losses.add(entry.uid)
                    continue
            try:
                if count == "counted":
                    updates.append(Update(entry.key, entry.uid, entry.won))
                    if entry.won and entry.stamp:
                        updates.append(Update(entry.key, entry.uid, True, Record(
                            entry.time_ms, entry.stamp[:10], entry.bbbv, entry.name,
                            entry.stamp)))
                elif count == "assisted":
                    updates.append(Update(entry.key, entry.uid, entry.won, assisted=True))
            except (ValueError, TypeError) as error:
                log.warning("journal: ignoring the records of %s (%s)", entry.uid, error)
            tokens.extend(self._tokens.get(entry.uid, []))
        for entry in entries:
            if entry.kind == "settle":
                tokens.extend(self._tokens.get(entry.uid, []))
        return updates, tokens, open_losses

    def _write_records(self, updates: list[Update], tokens: list[int]) -> bool:
        if self.records is None or not updates:
            if tokens:
                self.owner.recordsWritten.emit((tokens, None))
            return True
        try:
            data, _outcome = self.records.write_updates(updates, wait_ms=0)
        except OSError as error:  # never waits for a lock: tried again soon
            self._fail("records", fault_of(error), error.strerror or str(error))
            return False
        self.owner.recordsWritten.emit((tokens, data))
        self._ok("records")
        return True

    def _write_backlog(self) -> None:
        if not self._backlog or self.records is None:
            self._backlog.clear()
            return
        backlog = list(self._backlog)
        if self._write_records(backlog, [u.token for u in backlog]):
            self._backlog = self._backlog[len(backlog):]

    def _store_games(self, entries: list[Entry]) -> bool:
        games = [g for g in (self._stored(e) for e in entries if e.kind == "game" and e.result)
                 if g is not None]
        if not games or self.history_path is None:
            return True
        for attempt in range(2):
            try:
                self.history().store(games)
            except HistoryDamaged as error:
                # Set aside, a new file in place: store them there (once more).
                self._tell_set_aside(error)
                self._reconnect_reader()
                if attempt:
                    return False
                continue
            except HistoryError as error:
                fault = error.fault
                if fault is Fault.IO and nearly_full(self.history_path.parent):
                    fault = Fault.FULL  # SQLite's "disk I/O error" of a full disk
                self._fail("history", fault, str(error))
                if isinstance(error, HistoryUnavailable) and self._history is not None \
                        and error.fault in (Fault.IO, Fault.READ_ONLY):
                    self._history.close()  # a new connection next time
                    self._history = None
                return False
            self._ok("history")
            self.owner.gamesStored.emit([g.uid for g in games])
            if not self._reserved and self.folder is not None:
                # Once a run, beside a history that holds games (never for a
                # run that stores none: the smoke test, a replay).
                self._reserved = ballast.ensure(self.folder)
            return True
        return False

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

    @staticmethod
    def _stored(entry: Entry) -> StoredGame | None:
        try:
            result = Result(entry.result)
        except ValueError:
            return None
        return StoredGame(entry.uid, entry.ended_at, entry.played_at, entry.rows, entry.cols,
                          entry.mines, entry.no_guess, result, entry.assisted, entry.counting,
                          entry.row_ms or entry.time_ms, entry.bbbv, entry.bbbv_solved,
                          entry.bbbv_s, entry.ioe,
                          entry.clicks, entry.effective, entry.blob)

    # --- telling -------------------------------------------------------------------------

    def count_unwritten(self) -> None:
        """Try again what failed; count the finished games left in memory only."""
        self.apply()
        self.unwritten = len([e for e in self._memory if e.kind == "game"])

    def _waiting(self) -> int:
        count = len([e for e in self._memory if e.kind == "game"])
        if self.journal is not None:
            with contextlib.suppress(OSError):
                count += len([e for e in self.journal.read().entries if e.kind == "game"])
        return count

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
