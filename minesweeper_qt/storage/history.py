"""The game history: every game kept in one SQLite file, ``history.sqlite3``
(``docs/history-format.md``: WAL, ``synchronous=FULL``, one short transaction
per write; one connection per thread).

A fault of the disk or of another program raises :class:`HistoryUnavailable`
and leaves the file alone; damage, or something other than a regular file in
its place, sets the file aside, starts a new one and merges back what can be
read (:attr:`History.set_aside`, :class:`HistoryDamaged`). Every value read
back is checked (:mod:`.history_rows`).
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QStandardPaths

from ..engine.difficulty import MAX_SIDE
from ..replay.codec import RecordingDecodeError, decode, encode
from ..replay.recording import Recording
from ..replay.statistics import CompetitiveStats
from . import history_columns as columns
from . import scores as score_rows
from .daily_results import DailyAttempt, first_attempts, record_attempt
from .faults import Fault, fault_of
from .history_rows import (
    INDEXED_ORDERS,
    ORDERS,
    ROW_COLUMNS,
    VALID_SQL,
    GameFilter,
    GameRow,
    Result,
    game_row,
    game_rows,
)
from .history_schema import (
    AUTOCHECKPOINT_PAGES,
    JOURNAL_SIZE_LIMIT,
    PAGE_SIZE,
    SCHEMA_VERSION,
    UnknownSchema,
    check_schema,
    create,
)
from .safe_files import UnsafeFile, check_regular
from .scores import RecordsData, Score

__all__ = [
    "COUNTINGS", "FILE_NAME", "INDEXED_ORDERS", "ORDERS", "PAGE_SIZE",
    "SCHEMA_VERSION", "BoardCounts", "ChartSeries", "GameFilter", "GameList", "GameRow",
    "History", "HistoryDamaged", "HistoryError", "HistoryUnavailable", "Result", "SetAside",
    "StoredGame", "default_path", "move_with_sides",
]

log = logging.getLogger(__name__)
T = TypeVar("T")

FILE_NAME = "history.sqlite3"
#: Tags (then the time) of a file set aside as damaged, merged back, or unsafe.
DAMAGED_TAG, MERGED_TAG, UNSAFE_TAG = ".damaged-", ".merged-", ".unsafe-"
#: Games read from a set-aside file per transaction when merging them back.
SALVAGE_CHUNK = 500


class HistoryError(Exception):
    """The history could not be used; ``fault`` says why (:class:`Fault`)."""

    fault: Fault = Fault.IO


class HistoryUnavailable(HistoryError):
    """The disk or another program stopped a read or write: the file was left
    alone; try again later. The message is SQLite's or the system's."""

    def __init__(self, fault: Fault, message: str) -> None:
        super().__init__(message)
        self.fault = fault


@dataclass(frozen=True)
class SetAside:
    """A history file set aside: where it went (None: removed, or nothing
    there), why (:class:`Fault` DAMAGED, NEWER or UNSAFE; ``reason`` in
    English), a newer program's schema version, and how many of its games
    were merged back or could not be read."""

    moved_to: Path | None
    fault: Fault
    reason: str
    newer_version: int | None = None
    merged: int = 0
    lost: int = 0


class HistoryDamaged(HistoryError):
    """The history file met damage and was set aside; a new one is in its
    place already, with what could be read. ``set_aside``: the report (its
    ``moved_to`` and ``newer_version`` also here). The message is English."""

    fault = Fault.DAMAGED

    def __init__(self, message: str, set_aside: SetAside) -> None:
        super().__init__(message)
        self.set_aside = set_aside
        self.moved_to, self.newer_version = set_aside.moved_to, set_aside.newer_version


@dataclass(frozen=True)
class StoredGame:
    """One game to store: its ``uid`` (a later ``ended_at`` of the same uid
    replaces the row), the list's figures and the recording blob
    (:func:`replay.codec.encode`); ``counting``: one of :data:`COUNTINGS`;
    times in ms, dates in Unix seconds."""

    uid: str
    ended_at: float
    played_at: float
    rows: int
    cols: int
    mines: int
    no_guess: bool
    result: Result
    assisted: bool
    counting: str
    time_ms: int
    bbbv: int
    bbbv_solved: int
    bbbv_s: float
    ioe: float
    clicks: int
    effective: int
    blob: bytes

    @classmethod
    def of(cls, recording: Recording, result: Result, stats: CompetitiveStats, *,
           assisted: bool | None = None, played_at: float | None = None,
           uid: str | None = None, ended_at: float | None = None, counting: str = "",
           encoder: Callable[[Recording], bytes] | None = encode) -> StoredGame:
        """The history row of a game's ``recording`` and its ``stats``
        (:func:`replay.statistics.compute`); ``assisted`` and ``counting``
        override the record's flags; ``uid`` new if None; ``encoder`` makes the
        blob (None: empty, encoded later on the worker)."""
        ended = ended_at if ended_at is not None else time.time()
        flag = recording.assisted if assisted is None else assisted
        return cls(uid or uuid.uuid4().hex, ended,
                   played_at if played_at is not None else (recording.started_at or ended),
                   recording.rows, recording.cols, recording.mine_count,
                   recording.rules.no_guess, result, flag,
                   counting or ("assisted" if flag else recording.counting),
                   stats.time_ms, stats.bbbv, stats.bbbv_solved, stats.bbbv_s, stats.ioe,
                   stats.clicks, stats.effective,
                   encoder(recording) if encoder is not None else b"")

    def values(self) -> tuple[object, ...]:
        """The values of the stored columns, in their order, as SQL keeps them."""
        return tuple(columns.to_sql(getattr(self, c.name)) for c in columns.stored())


_INSERT = columns.insert_sql()
_UPDATE = columns.update_sql()


#: ((rows, cols, mines), games) per board size.
BoardCounts = list[tuple[tuple[int, int, int], int]]
#: :meth:`History.chart_series`: times (ms), 3BV/s, and whether each game
#: counted (its own play, not restarted, resumed, assisted or a replay).
ChartSeries = tuple[list[int], list[float], list[bool]]
#: :meth:`History.skill_games`: (id, played_at, won, time_ms, bbbv, bbbv_solved, ioe).
SkillGames = list[tuple[int, float, bool, int, int, int, float]]
#: Rows as SQLite gives them.
_Rows = list[tuple[Any, ...]]
#: SQL: whether a game counted (its own play; a missing or unknown
#: ``counting``, as :func:`.history_rows.game_row` reads it: unless assisted).
_COUNTED = (f"CASE WHEN counting IN ({', '.join(repr(c) for c in columns.COUNTINGS)})"
            " THEN counting = 'counted' ELSE NOT assisted END")
#: The ``counting`` values a row may hold.
COUNTINGS = columns.COUNTINGS


def default_path() -> Path:
    """``history.sqlite3`` in the application data folder
    (``QStandardPaths.AppDataLocation``, like the save file)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def _playable(rows: object, cols: object, mines: object) -> bool:
    """Whether these are the sizes of a playable board (not damage)."""
    return (type(rows) is int and type(cols) is int and type(mines) is int
            and 1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE and 1 <= mines < rows * cols)


class _FromTheFuture(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection, begin: str = "BEGIN IMMEDIATE") -> Iterator[None]:
    """One transaction: committed, or rolled back when the body or the
    commit fails (the first error is the one raised)."""
    db.execute(begin)
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _free_name(path: Path, tag: str, stamp: str) -> Path:
    target = path.with_name(f"{path.name}{tag}{stamp}")
    n = 2
    while os.path.lexists(target):  # twice in one second: keep both
        target = path.with_name(f"{path.name}{tag}{stamp}-{n}")
        n += 1
    return target


def move_with_sides(source: Path, target: Path) -> bool:
    """Rename the history file ``source`` and its ``-wal``, ``-shm`` to
    ``target`` (a link is renamed, never followed); a side that cannot follow
    is removed. False (logged): ``source`` could not be moved."""
    try:
        os.replace(source, target)
    except OSError as error:
        log.warning("history: cannot move %s: %s", source, error)
        return False
    for suffix in ("-wal", "-shm"):
        side = Path(f"{source}{suffix}")
        if os.path.lexists(side):
            try:
                os.replace(side, Path(f"{target}{suffix}"))
            except OSError:
                with contextlib.suppress(OSError):
                    os.unlink(side)
    return True


class History:
    """The history file at ``path`` (default :func:`default_path`), checked
    (``quick_check`` with ``check``; the schema) and made when new: a
    damaged or unsafe file is set aside (:attr:`set_aside`) and a new one
    started, so a History that exists is usable.

    Raises (on construction and any call):
        HistoryUnavailable: the disk or another program stopped it (full,
            read-only, locked for longer than ``busy_timeout_ms``...).
        HistoryDamaged: (calls only) damage met: set aside, a new file in place.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 busy_timeout_ms: int = 5000, check: bool = True) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.busy_timeout_ms = busy_timeout_ms
        #: Files set aside since this history was opened, oldest first.
        self.set_aside: list[SetAside] = []
        # By the OS thread's id: PySide6 loses threading.local between two slot
        # calls, and a lost connection is closed (and synced) by whichever
        # thread collects it, often the GUI thread.
        self._connections: dict[int, sqlite3.Connection] = {}
        self._connections_lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise HistoryUnavailable(fault_of(error), str(error)) from None
        with contextlib.suppress(HistoryDamaged):  # set aside, started afresh: in set_aside
            self._guard(lambda: self._open_checked(check))

    # --- connections --------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        for suffix in ("", "-wal", "-shm"):
            check_regular(Path(str(self.path) + suffix))  # never through a link
        db = sqlite3.connect(self.path, timeout=self.busy_timeout_ms / 1000,
                             isolation_level=None, check_same_thread=True)
        try:
            db.execute("PRAGMA trusted_schema = OFF")
            db.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            db.execute("PRAGMA cell_size_check = ON")
        except BaseException:
            db.close()
            raise
        return db

    def _db(self) -> sqlite3.Connection:
        with self._connections_lock:
            db = self._connections.get(threading.get_ident())
        if db is None:
            db = self._connect()
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            db.execute(f"PRAGMA journal_size_limit = {JOURNAL_SIZE_LIMIT}")
            db.execute(f"PRAGMA wal_autocheckpoint = {AUTOCHECKPOINT_PAGES}")
            with self._connections_lock:
                self._connections[threading.get_ident()] = db
        return db

    def close(self) -> None:
        """Close this thread's connection (its WAL checkpointed when it is the last)."""
        with self._connections_lock:
            db = self._connections.pop(threading.get_ident(), None)
        if db is not None:
            with contextlib.suppress(sqlite3.Error):
                db.close()

    def _open_checked(self, check: bool) -> None:
        db = self._db()
        # One snapshot: another copy may create the file between two reads.
        with _transaction(db, "BEGIN"):  # (read only)
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if not isinstance(version, int) or version > SCHEMA_VERSION:
                raise _FromTheFuture(version if isinstance(version, int) else -1)
            new = version == 0 and db.execute(
                "SELECT count(*) FROM sqlite_master").fetchone()[0] == 0
            check_schema(db, version)
        if new:
            # Only before the first table and WAL mode (else a no-op).
            db.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
        if check:
            problem = db.execute("PRAGMA quick_check(1)").fetchone()[0]
            if problem != "ok":
                raise UnknownSchema(f"integrity check failed: {str(problem)[:200]}")
        self._make_tables(db)

    def _make_tables(self, db: sqlite3.Connection) -> None:
        """Make the tables of a new file (once: another copy may have made them)."""
        if db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
            return
        with _transaction(db):
            version = db.execute("PRAGMA user_version").fetchone()[0]
            check_schema(db, version)
            if version == 0:
                create(db)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    # --- damage -------------------------------------------------------------------------

    def _move_aside(self, tag: str) -> Path | None:
        """Rename the file aside (None: nothing there, or not movable: then
        removed if possible)."""
        self.close()
        if not os.path.lexists(self.path):
            return None
        target = _free_name(self.path, tag, _stamp())
        if move_with_sides(self.path, target):
            return target
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        return None

    def _set_aside(self, fault: Fault, reason: str, newer: int | None) -> SetAside:
        """Set the file aside, start a new one, merge back what can be read."""
        moved = self._move_aside(UNSAFE_TAG if fault is Fault.UNSAFE else DAMAGED_TAG)
        log.warning("history: %s set aside as %s (%s)", self.path, moved, reason)
        report = SetAside(moved, fault, reason, newer)
        try:
            self._open_checked(False)
        except (sqlite3.Error, OSError, UnknownSchema, _FromTheFuture) as error:
            # A new file cannot even be made (full disk, read-only folder).
            self.set_aside.append(report)
            raise HistoryUnavailable(fault_of(error), str(error)) from None
        if moved is not None and fault is Fault.DAMAGED:
            with contextlib.suppress(HistoryError):
                merged, lost = self.salvage(moved)
                report = SetAside(moved, fault, reason, newer, merged, lost)
        self.set_aside.append(report)
        return report

    def _guard(self, action: Callable[[], T]) -> T:
        """Run ``action``; sort what it raises into :class:`HistoryUnavailable`
        (left alone) and damage (set aside: :class:`HistoryDamaged`)."""
        try:
            return action()
        except UnsafeFile as error:
            report = self._set_aside(Fault.UNSAFE, error.strerror or str(error), None)
            raise HistoryDamaged(
                f"Something other than a file was in the place of the game history "
                f"({error.strerror}); it was set aside and a new history started.",
                report) from None
        except _FromTheFuture as error:
            report = self._set_aside(Fault.NEWER, f"format {error.version}", error.version)
            raise HistoryDamaged(
                f"The game history was written by a newer version of the game "
                f"(format {error.version}); it was set aside as {self._where(report)} "
                f"and a new history started.", report) from None
        except (sqlite3.Error, UnknownSchema) as error:
            fault = Fault.DAMAGED if isinstance(error, UnknownSchema) else fault_of(error)
            if not fault.is_damage:
                raise HistoryUnavailable(fault, str(error)) from None
            report = self._set_aside(Fault.DAMAGED, str(error), None)
            raise HistoryDamaged(
                f"The game history file was damaged ({error}); it was set aside as "
                f"{self._where(report)} and a new history started.", report) from None
        except OSError as error:
            raise HistoryUnavailable(fault_of(error), str(error)) from None

    def _where(self, report: SetAside) -> str:
        return report.moved_to.name if report.moved_to else self.path.name

    # --- merging a set-aside file back --------------------------------------------------

    def salvage(self, source: Path, *, cancelled: Callable[[], bool] = lambda: False) -> \
            tuple[int, int]:
        """Merge in, once, every game of the set-aside file ``source`` whose row
        passes the checks; returns (games merged or already here, unreadable).

        Raises:
            HistoryUnavailable: this history could not be written.
        """
        try:
            old = score_rows.open_read_only(source)
        except (OSError, sqlite3.Error) as error:
            log.info("history: nothing to merge from %s: %s", source, error)
            return 0, 0
        try:
            version = old.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                return 0, 0
            check_schema(old, version)
            top = old.execute("SELECT max(id) FROM games").fetchone()[0]
        except (sqlite3.Error, UnknownSchema) as error:
            log.info("history: cannot merge from %s: %s", source, error)
            with contextlib.suppress(sqlite3.Error):
                old.close()
            return 0, 0
        merged = lost = 0
        sql = (f"SELECT {columns.names()} FROM games"
               " WHERE id >= ? AND id < ? ORDER BY id")
        try:
            start = 1
            top = top if isinstance(top, int) else 0
            while start <= top and not cancelled():
                end = start + SALVAGE_CHUNK
                games: list[StoredGame] = []
                try:
                    rows = old.execute(sql, (start, end)).fetchall()
                except sqlite3.Error:
                    rows = self._rows_one_by_one(old, sql, start, end)
                    lost += end - start - len(rows)
                for values in rows:
                    game = self._salvaged(old, values)
                    if game is None:
                        lost += 1
                    else:
                        games.append(game)
                if games:
                    self.store(games)
                    merged += len(games)
                start = end
            if not cancelled():
                self._salvage_scores(old)
        finally:
            with contextlib.suppress(sqlite3.Error):
                old.close()
        return merged, lost

    def _salvage_scores(self, old: sqlite3.Connection) -> None:
        """The scores rows of a set-aside file, each once (checked when read)."""
        try:
            rows = old.execute("SELECT uid, assisted, key, won, state, time_ms, bbbv, name,"
                               " stamp, ended_at, run FROM scores ORDER BY rowid").fetchall()
            baseline = old.execute("SELECT * FROM imported").fetchall()
        except sqlite3.Error as error:
            log.info("history: no scores to merge: %s", error)
            return

        def merge(db: sqlite3.Connection) -> None:
            db.executemany("INSERT OR IGNORE INTO scores (uid, assisted, key, won, state,"
                           " time_ms, bbbv, name, stamp, ended_at, run)"
                           " VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)
            db.executemany("INSERT OR IGNORE INTO imported VALUES (?,?,?,?,?,?)", baseline)

        self.write(merge)

    @staticmethod
    def _rows_one_by_one(old: sqlite3.Connection, sql: str, start: int,
                         end: int) -> list[tuple[object, ...]]:
        out: list[tuple[object, ...]] = []
        for game_id in range(start, end):
            with contextlib.suppress(sqlite3.Error):
                out.extend(old.execute(sql, (game_id, game_id + 1)).fetchall())
        return out

    @staticmethod
    def _salvaged(old: sqlite3.Connection, values: Sequence[object]) -> StoredGame | None:
        named = dict(zip((c.name for c in columns.COLUMNS), values, strict=True))
        row = game_row([named[c.name] for c in columns.listed()])
        effective, uid, ended_at = named["effective"], named["uid"], named["ended_at"]
        if row.damaged or row.result is None:
            return None
        try:
            found = old.execute("SELECT data FROM recordings WHERE game_id = ?",
                                (row.id,)).fetchone()
        except sqlite3.Error:
            return None
        if found is None or not isinstance(found[0], bytes) or len(found[0]) > 64 << 20 \
                or not isinstance(uid, str) or not 1 <= len(uid) <= 64:
            return None
        return StoredGame(
            uid, float(ended_at) if isinstance(ended_at, (int, float)) else row.played_at,
            row.played_at, row.rows, row.cols, row.mines, row.no_guess, row.result,
            row.assisted, row.counting, row.time_ms, row.bbbv, row.bbbv_solved, row.bbbv_s,
            row.ioe, row.clicks,
            effective if isinstance(effective, int) and not isinstance(effective, bool)
            and 0 <= effective <= row.clicks else 0, found[0])

    # --- writing ------------------------------------------------------------------------

    def store(self, games: Sequence[StoredGame], scores: Sequence[Score] = (),
              run: str = "") -> list[int]:
        """Store games and their ``scores`` (of the running copy ``run``) in one
        transaction; returns the games' row ids in order."""
        def store(db: sqlite3.Connection) -> list[int]:
            score_rows.store(db, scores, run)
            ids: list[int] = []
            for game in games:
                found = db.execute("SELECT id, ended_at FROM games WHERE uid = ?",
                                   (game.uid,)).fetchone()
                if found is None:
                    ids.append(int(db.execute(_INSERT, game.values()).lastrowid or 0))
                elif isinstance(found[1], (int, float)) and found[1] >= game.ended_at:
                    ids.append(int(found[0]))
                    continue
                else:
                    ids.append(int(found[0]))
                    db.execute(_UPDATE, (*game.values(), ids[-1]))
                db.execute("INSERT OR REPLACE INTO recordings (game_id, data) VALUES (?, ?)",
                           (ids[-1], game.blob))
            return ids

        return self.write(store)

    def write(self, change: Callable[[sqlite3.Connection], T]) -> T:
        """``change(connection)`` in one transaction; what it returns."""
        def run() -> T:
            db = self._db()
            with _transaction(db):
                return change(db)

        return self._guard(run)

    def scores(self, keys: Iterable[str] | None = None) -> RecordsData:
        """The best times and statistics (of ``keys``; None: all), see :mod:`.scores`."""
        return self._guard(lambda: score_rows.summary(self._db(), keys))

    def scores_ready(self, run: str) -> bool:
        """Whether 0.1.0's records were read in and no other run's loss is open."""
        return self._guard(lambda: score_rows.imported(self._db()) and self._db().execute(
            "SELECT 1 FROM scores WHERE state = 'open' AND run != ?", (run,)).fetchone() is None)

    def add(self, recording: Recording, result: Result, stats: CompetitiveStats, *,
            assisted: bool = False, played_at: float | None = None) -> int:
        """Store one game under a new id; returns its row id (see :meth:`store`)."""
        return self.add_many([(recording, result, stats, assisted, played_at)])[0]

    def add_many(self, games: Iterable[tuple[Recording, Result, CompetitiveStats, bool,
                                             float | None]],
                 encoder: Callable[[Recording], bytes] = encode) -> list[int]:
        """:meth:`add` of several games in one transaction; ``encoder`` makes
        the blobs (a benchmark may pass a memoised one)."""
        return self.store([StoredGame.of(rec, result, stats, assisted=assisted,
                                         played_at=played_at, encoder=encoder)
                           for rec, result, stats, assisted, played_at in games])

    def delete(self, ids: Iterable[int], *, chunk: int = 5000,
               progress: Callable[[int], None] | None = None,
               cancelled: Callable[[], bool] = lambda: False) -> int:
        """Delete games (and their recordings), ``chunk`` per transaction;
        returns how many. ``progress(done)`` after each chunk; on
        ``cancelled()`` the chunks done stay deleted."""
        id_list = [int(i) for i in ids]
        total = 0
        for start in range(0, len(id_list), chunk):
            if cancelled():
                break
            part = id_list[start:start + chunk]
            total += self.write(lambda db, part=part: self._delete_chunk(db, part))  # type: ignore[misc]
            if progress is not None:
                progress(min(start + chunk, len(id_list)))
        return total

    def _delete_chunk(self, db: sqlite3.Connection, ids: list[int]) -> int:
        db.execute("CREATE TEMP TABLE IF NOT EXISTS doomed (id INTEGER PRIMARY KEY)")
        db.execute("DELETE FROM temp.doomed")
        db.executemany("INSERT OR IGNORE INTO temp.doomed (id) VALUES (?)", ((i,) for i in ids))
        db.execute("DELETE FROM recordings WHERE game_id IN (SELECT id FROM temp.doomed)")
        n = db.execute("DELETE FROM games WHERE id IN (SELECT id FROM temp.doomed)").rowcount
        db.execute("DELETE FROM temp.doomed")
        return int(n)

    def add_daily(self, attempt: DailyAttempt) -> DailyAttempt:
        """Keep a finished daily attempt; returns the day's result (the first)."""
        return self.write(lambda db: record_attempt(db, attempt))

    def daily_results(self) -> list[DailyAttempt]:
        """Every day's result (first finished attempt), oldest day first."""
        return self._guard(lambda: first_attempts(self._db()))

    def checkpoint(self) -> None:
        """Copy the WAL into the file and cut it to nothing (on quit)."""
        self._guard(lambda: self._db().execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone())

    # --- reading ------------------------------------------------------------------------

    def list(self, where: GameFilter | None = None, *, order: str = "date",
             descending: bool = True, limit: int | None = None,
             offset: int = 0) -> list[GameRow]:
        """Games ``where`` without their recordings, ordered by ``order`` (a key
        of :data:`ORDERS`; ties by id); ``limit`` and ``offset``: a page. A row
        that fails the checks is listed as damaged (see also :class:`GameList`).

        Raises:
            ValueError: unknown ``order``.
        """
        if order not in ORDERS:
            raise ValueError(f"unknown order {order!r}")
        condition, args = (where or GameFilter()).where()
        way = "DESC" if descending else "ASC"
        sql = (f"SELECT {ROW_COLUMNS} FROM games WHERE {condition}"
               f" ORDER BY {ORDERS[order]} {way}, id {way}")
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            args += [-1 if limit is None else int(limit), int(offset)]
        return self._guard(lambda: game_rows(self._db().execute(sql, args)))

    def _fetch(self, sql: str, args: Sequence[object] = ()) -> _Rows:
        return self._guard(lambda: self._db().execute(sql, args).fetchall())

    def count(self, where: GameFilter | None = None) -> int:
        """How many games (matching ``where``)."""
        condition, args = (where or GameFilter()).where()
        return int(self._fetch(f"SELECT count(*) FROM games WHERE {condition}", args)[0][0])

    def damaged_count(self, where: GameFilter | None = None) -> int:
        """How many games (matching ``where``) fail the checks."""
        condition, args = (where or GameFilter()).where()
        return int(self._fetch(
            f"SELECT count(*) FROM games WHERE {condition} AND NOT {VALID_SQL}", args)[0][0])

    def last_id(self) -> int:
        """The highest game id (0 when there are no games)."""
        value = self._fetch("SELECT coalesce(max(id), 0) FROM games")[0][0]
        return value if isinstance(value, int) else 0

    def boards(self, where: GameFilter | None = None) -> BoardCounts:
        """Each playable board size, ((rows, cols, mines), games), fewest cells
        first (then fewest mines)."""
        condition, args = (where or GameFilter()).where()

        def read() -> BoardCounts:
            db = self._db()
            # DISTINCT, then one scan of sums: a GROUP BY sorts every row (3-4x slower).
            found: list[tuple[int, int, int]] = [
                (r, c, m) for r, c, m in db.execute(
                    f"SELECT DISTINCT rows, cols, mines FROM games WHERE {condition}", args)
                if _playable(r, c, m)]
            sizes = sorted(found, key=lambda b: (b[0] * b[1], b[2], b[0]))
            if not sizes:
                return []
            if len(sizes) > 32:
                counts = {(r, c, m): n for r, c, m, n in db.execute(
                    f"SELECT rows, cols, mines, count(*) FROM games WHERE {condition}"
                    " GROUP BY rows, cols, mines", args)}
                return [((r, c, m), counts[(r, c, m)]) for r, c, m in sizes]
            sums = ", ".join("sum(rows = ? AND cols = ? AND mines = ?)" for _ in sizes)
            row = db.execute(f"SELECT {sums} FROM games WHERE {condition}",
                             [*itertools.chain.from_iterable(sizes), *args]).fetchone()
            return [((r, c, m), int(n)) for (r, c, m), n in zip(sizes, row, strict=True)]

        return self._guard(read)

    def chart_series(self, where: GameFilter | None = None) -> ChartSeries:
        """The good won games among ``where``, oldest first: their times (ms),
        3BV/s and whether each counted."""
        condition, args = (where or GameFilter()).where()
        rows = self._fetch(f"SELECT time_ms, bbbv_s, {_COUNTED} FROM games WHERE {condition}"
                           f" AND result = 'won' AND {VALID_SQL} ORDER BY played_at, id", args)
        return ([int(r[0]) for r in rows], [float(r[1]) for r in rows],
                [bool(r[2]) for r in rows])

    def skill_games(self, size: tuple[int, int, int], no_guess: bool) \
            -> SkillGames:
        """The good counted won or lost games of one board size, oldest first
        (see :data:`SkillGames`). A counted loss taken back stays a counted
        loss, as in the statistics (its row is the assisted game played on)."""
        own = "SELECT uid FROM scores WHERE assisted = 0"
        found = self._fetch(
            f"SELECT id, played_at, result = 'won' AND COALESCE(uid NOT IN ({own} AND won = 0), 1),"
            " time_ms, bbbv, bbbv_solved, ioe FROM games"
            " WHERE rows = ? AND cols = ? AND mines = ? AND no_guess = ?"
            f" AND result IN ('won', 'lost') AND ({_COUNTED} OR uid IN ({own}))"
            f" AND {VALID_SQL} ORDER BY played_at, id", (*size, int(no_guess)))
        return [(int(r[0]), float(r[1]), bool(r[2]), int(r[3]), int(r[4]),
                 int(r[5]), float(r[6])) for r in found]

    def recording_blob(self, game_id: int) -> bytes:
        """The stored blob of a game's recording (see :mod:`replay.codec`).

        Raises:
            KeyError: no such game.
            replay.codec.RecordingDecodeError: it is not binary data.
        """
        found = self._fetch("SELECT data FROM recordings WHERE game_id = ?", (game_id,))
        if not found:
            raise KeyError(game_id)
        data = found[0][0]
        if not isinstance(data, bytes):
            raise RecordingDecodeError(f"the recording is not binary data ({type(data).__name__})")
        return data

    def recording(self, game_id: int, cancelled: Callable[[], bool] = lambda: False) \
            -> Recording:
        """The recording of a game (``cancelled`` looked at while decoding).

        Raises:
            KeyError: no such game.
            replay.codec.RecordingDecodeError: its recording is damaged.
            replay.codec.DecodeCancelled: ``cancelled`` turned true.
        """
        return decode(self.recording_blob(game_id), cancelled)


from .history_list import GameList  # noqa: E402  (it builds on History)
