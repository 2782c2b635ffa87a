"""The game history: every game kept in one SQLite file, ``history.sqlite3``.

See ``docs/history-format.md`` for the schema. The database runs in WAL mode
with ``synchronous=NORMAL`` (a committed game survives a killed process; a
power cut may lose the last commits), a 5 s ``busy_timeout`` (two running
copies of the game wait for each other instead of failing) and one short
transaction per write. Each thread gets its own connection.

A damaged file (not a database, corrupt pages, a schema version from a newer
program) is renamed ``history.sqlite3.damaged-<time>`` and
:class:`HistoryDamaged` is raised with a message the GUI can show; the next
:class:`History` on that path starts an empty file.
"""

from __future__ import annotations

import enum
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..replay.codec import decode, encode
from ..replay.recording import Recording
from ..replay.statistics import CompetitiveStats

FILE_NAME = "history.sqlite3"
#: The schema version this program writes (``PRAGMA user_version``).
SCHEMA_VERSION = 1
#: Page size of a new history file (bytes).
PAGE_SIZE = 65536


class Result(enum.Enum):
    """How a game ended (stored as its value)."""

    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"  # a new game was started or the window closed
    RESTARTED = "restarted"  # the same board was started again


class HistoryDamaged(Exception):
    """The history file could not be used and was moved aside.

    ``moved_to`` is where it went (None when it could not be moved);
    ``newer_version`` the file's schema version when a newer program wrote it
    (else None). The message is English (the command line's); the GUI words its
    own from these two."""

    def __init__(self, message: str, moved_to: Path | None,
                 newer_version: int | None = None) -> None:
        super().__init__(message)
        self.moved_to = moved_to
        self.newer_version = newer_version


@dataclass(frozen=True)
class GameRow:
    """One game for the history list (no recording): ``played_at`` Unix
    seconds; ``time_ms``; rates as floats (0.0 when undefined)."""

    id: int
    played_at: float
    rows: int
    cols: int
    mines: int
    no_guess: bool
    result: Result
    assisted: bool
    time_ms: int
    bbbv: int
    bbbv_solved: int
    bbbv_s: float
    ioe: float
    clicks: int


def default_path() -> Path:
    """``history.sqlite3`` in the application data folder
    (``QStandardPaths.AppDataLocation``, like the save file)."""
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def _migration_1(db: sqlite3.Connection) -> None:
    db.execute("""
        CREATE TABLE games (
            id          INTEGER PRIMARY KEY,
            played_at   REAL    NOT NULL,
            rows        INTEGER NOT NULL,
            cols        INTEGER NOT NULL,
            mines       INTEGER NOT NULL,
            no_guess    INTEGER NOT NULL,
            result      TEXT    NOT NULL,
            assisted    INTEGER NOT NULL,
            time_ms     INTEGER NOT NULL,
            bbbv        INTEGER NOT NULL,
            bbbv_solved INTEGER NOT NULL,
            bbbv_s      REAL    NOT NULL,
            ioe         REAL    NOT NULL,
            clicks      INTEGER NOT NULL,
            effective   INTEGER NOT NULL
        )""")
    db.execute("CREATE INDEX games_played_at ON games (played_at)")
    db.execute("""
        CREATE TABLE recordings (
            game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            data    BLOB NOT NULL
        )""")


#: MIGRATIONS[n] brings a database from version n to n + 1. To change the
#: schema: append a function, bump SCHEMA_VERSION, document it.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migration_1]
assert len(MIGRATIONS) == SCHEMA_VERSION

_LIST_COLUMNS = ("id, played_at, rows, cols, mines, no_guess, result, assisted, time_ms, "
                 "bbbv, bbbv_solved, bbbv_s, ioe, clicks")
_ORDERS = {"date": "played_at", "time": "time_ms", "bbbv": "bbbv", "bbbv_s": "bbbv_s",
           "ioe": "ioe", "id": "id"}


class History:
    """The history file at ``path`` (default :func:`default_path`).

    Raises (on construction and any call):
        HistoryDamaged: the file is damaged or from a newer program; it was
            moved aside.
        OSError / sqlite3.OperationalError: the folder cannot be written, or the
            database stayed locked by another copy for longer than 5 s.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *, busy_timeout_ms: int = 5000,
                 check: bool = True) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.busy_timeout_ms = busy_timeout_ms
        self._local = threading.local()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._guard(self._open_checked, check)

    # --- connections and damage -----------------------------------------

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self.busy_timeout_ms / 1000,
                             isolation_level=None)
        db.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
        return db

    def _db(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = self._connect()
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA foreign_keys = ON")
            self._local.db = db
        return db

    def close(self) -> None:
        """Close this thread's connection."""
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None

    def _open_checked(self, check: bool) -> None:
        db = self._db()
        if db.execute("PRAGMA user_version").fetchone()[0] == 0 \
                and db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0:
            # A new file: pages big enough to hold several ~2 kB recordings each
            # (with 4 kB pages only one fits: half of the file would be empty).
            # Only possible before the first table and before WAL mode.
            db.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
        if check:
            problem = db.execute("PRAGMA quick_check(1)").fetchone()[0]
            if problem != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {problem}")
        self._migrate(db)

    def _migrate(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _FromTheFuture(version)
        if version == SCHEMA_VERSION:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]  # another copy?
            while version < SCHEMA_VERSION:
                MIGRATIONS[version](db)
                version += 1
                db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _move_aside(self) -> Path | None:
        self.close()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        for suffix in ("-wal", "-shm"):
            side = Path(str(self.path) + suffix)
            try:
                os.replace(side, Path(str(target) + suffix))
            except OSError:
                pass
        return target

    def _guard(self, action: Callable[..., object], *args: object) -> object:
        try:
            return action(*args)
        except _FromTheFuture as error:
            moved = self._move_aside()
            raise HistoryDamaged(
                f"The game history was written by a newer version of the game "
                f"(format {error.version}); it was set aside as "
                f"{moved.name if moved else self.path.name} and a new history started.",
                moved, error.version) from None
        except sqlite3.DatabaseError as error:
            if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
                raise
            moved = self._move_aside()
            raise HistoryDamaged(
                f"The game history file was damaged ({error}); it was set aside as "
                f"{moved.name if moved else self.path.name} and a new history started.",
                moved) from None

    # --- the API -------------------------------------------------------------

    def add(self, recording: Recording, result: Result, stats: CompetitiveStats, *,
            assisted: bool = False, played_at: float | None = None,
            replacing: int | None = None) -> int:
        """Store one game; returns its id. ``stats``: :func:`replay.statistics.compute`
        of the recording (or the GUI's own figures). ``replacing``: the id of an
        earlier version of the same game (stored when it was lost, before the
        loss was undone), deleted in the same transaction; nothing happens to
        other games when it is already gone."""
        return self.add_many([(recording, result, stats, assisted, played_at)],
                             replacing=() if replacing is None else (replacing,))[0]

    def add_many(self, games: Iterable[tuple[Recording, Result, CompetitiveStats, bool,
                                             float | None]],
                 encoder: Callable[[Recording], bytes] = encode,
                 replacing: Sequence[int] = ()) -> list[int]:
        """Store several games in one transaction; returns their ids in order.
        Each item: (recording, result, stats, assisted, played_at or None).
        ``encoder`` makes the blob (:func:`replay.codec.encode`; a benchmark may
        pass a memoised one). ``replacing``: ids of games deleted in the same
        transaction (see :meth:`add`)."""
        rows: list[tuple[object, ...]] = []
        blobs: list[bytes] = []
        for recording, result, stats, assisted, played_at in games:
            rules = recording.rules
            blobs.append(encoder(recording))
            rows.append((
                played_at if played_at is not None else (recording.started_at or time.time()),
                recording.rows, recording.cols, recording.mine_count, int(rules.no_guess),
                result.value, int(assisted), stats.time_ms, stats.bbbv,
                stats.bbbv_solved, stats.bbbv_s, stats.ioe, stats.clicks, stats.effective,
            ))

        def write() -> list[int]:
            db = self._db()
            db.execute("BEGIN IMMEDIATE")
            try:
                for old in replacing:
                    db.execute("DELETE FROM recordings WHERE game_id = ?", (old,))
                    db.execute("DELETE FROM games WHERE id = ?", (old,))
                ids: list[int] = []
                for row, blob in zip(rows, blobs):
                    cur = db.execute(
                        "INSERT INTO games (played_at, rows, cols, mines, no_guess, result,"
                        " assisted, time_ms, bbbv, bbbv_solved, bbbv_s, ioe, clicks, effective)"
                        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", row)
                    ids.append(int(cur.lastrowid or 0))
                db.executemany("INSERT INTO recordings (game_id, data) VALUES (?, ?)",
                               zip(ids, blobs))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            return ids

        value = self._guard(write)
        assert isinstance(value, list)
        return value

    def list(self, *, result: Result | None = None, size: tuple[int, int, int] | None = None,
             no_guess: bool | None = None, since: float | None = None,
             order: str = "date", descending: bool = True,
             limit: int | None = None) -> list[GameRow]:
        """Games without their recordings, filtered and ordered.

        ``size``: (rows, cols, mines); ``since``: Unix seconds; ``order``: one of
        ``date``, ``time``, ``bbbv``, ``bbbv_s``, ``ioe``, ``id``.

        Raises:
            ValueError: unknown ``order``.
        """
        if order not in _ORDERS:
            raise ValueError(f"unknown order {order!r}")
        where: list[str] = []
        args: list[object] = []
        if result is not None:
            where.append("result = ?")
            args.append(result.value)
        if size is not None:
            where.append("rows = ? AND cols = ? AND mines = ?")
            args.extend(size)
        if no_guess is not None:
            where.append("no_guess = ?")
            args.append(int(no_guess))
        if since is not None:
            where.append("played_at >= ?")
            args.append(since)
        sql = f"SELECT {_LIST_COLUMNS} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        way = "DESC" if descending else "ASC"
        sql += f" ORDER BY {_ORDERS[order]} {way}, id {way}"  # by date: the index alone
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        results = {r.value: r for r in Result}

        def read() -> list[GameRow]:
            rows = self._db().execute(sql, args).fetchall()
            return [GameRow(i, p, r, c, m, bool(ng), results[res], bool(a), t, b, bs, bps, e, cl)
                    for i, p, r, c, m, ng, res, a, t, b, bs, bps, e, cl in rows]

        out = self._guard(read)
        assert isinstance(out, list)
        return out

    def count(self) -> int:
        value = self._guard(lambda: self._db().execute("SELECT count(*) FROM games").fetchone()[0])
        assert isinstance(value, int)
        return value

    def recording(self, game_id: int) -> Recording:
        """The full recording of a game.

        Raises:
            KeyError: no such game.
            replay.codec.RecordingDecodeError: its recording is damaged.
        """
        row = self._guard(lambda: self._db().execute(
            "SELECT data FROM recordings WHERE game_id = ?", (game_id,)).fetchone())
        if row is None:
            raise KeyError(game_id)
        assert isinstance(row, tuple)
        return decode(bytes(row[0]))

    def delete(self, ids: Iterable[int]) -> int:
        """Delete games (and their recordings); returns how many were deleted."""
        id_list = [int(i) for i in ids]

        def write() -> int:
            db = self._db()
            db.execute("BEGIN IMMEDIATE")
            try:
                n = 0
                for i in id_list:
                    db.execute("DELETE FROM recordings WHERE game_id = ?", (i,))
                    n += db.execute("DELETE FROM games WHERE id = ?", (i,)).rowcount
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            return n

        value = self._guard(write)
        assert isinstance(value, int)
        return value

    def export_all(self, folder: str | os.PathLike[str],
                   ids: Sequence[int] | None = None) -> tuple[int, int]:
        """Write one EVF file per game into ``folder`` (created if needed), named
        ``<id>-<rows>x<cols>x<mines>-<result>.evf``. Returns (written, skipped):
        a game whose recording is damaged or holds no game is skipped.

        Raises:
            OSError: the folder cannot be created or written.
        """
        from ..replay.codec import RecordingDecodeError
        from ..replay.formats import ReplayFormatError, export_evf

        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        written = skipped = 0
        rows = self.list(order="id", descending=False)
        wanted = None if ids is None else set(ids)
        for row in rows:
            if wanted is not None and row.id not in wanted:
                continue
            try:
                rec = self.recording(row.id)
                name = f"{row.id}-{row.rows}x{row.cols}x{row.mines}-{row.result.value}.evf"
                export_evf(rec, out / name)
                written += 1
            except (RecordingDecodeError, ReplayFormatError, KeyError):
                skipped += 1
        return written, skipped


class _FromTheFuture(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version
