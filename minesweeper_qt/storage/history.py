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

import contextlib
import enum
import itertools
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..replay.codec import decode, encode
from ..replay.recording import Recording
from ..replay.statistics import CompetitiveStats

FILE_NAME = "history.sqlite3"
#: The schema version this program writes (``PRAGMA user_version``).
SCHEMA_VERSION = 2
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


def _migration_2(db: sqlite3.Connection) -> None:
    # The history list sorts by these in SQL, a page at a time. Only two: each
    # index costs 1.3-1.9 MB per 100,000 games and the file must stay under
    # 200 MB; the other columns are sorted once into a temporary ranking
    # (see GameList).
    db.execute("CREATE INDEX games_time_ms ON games (time_ms)")
    db.execute("CREATE INDEX games_bbbv_s ON games (bbbv_s)")


#: MIGRATIONS[n] brings a database from version n to n + 1. To change the
#: schema: append a function, bump SCHEMA_VERSION, document it.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migration_1, _migration_2]
assert len(MIGRATIONS) == SCHEMA_VERSION

_LIST_COLUMNS = ("id, played_at, rows, cols, mines, no_guess, result, assisted, time_ms, "
                 "bbbv, bbbv_solved, bbbv_s, ioe, clicks")
#: Order name -> the SQL expression sorted by (then by id, the same way). The
#: board sorts by its cell count, then by its mines.
ORDERS = {"date": "played_at", "board": "rows * cols * 10000 + mines", "no_guess": "no_guess",
          "result": "result", "time": "time_ms", "bbbv": "bbbv", "bbbv_s": "bbbv_s",
          "ioe": "ioe", "assisted": "assisted", "id": "id"}
#: Orders an index serves (pages deep in the list are cheap without a ranking).
INDEXED_ORDERS = frozenset({"date", "time", "bbbv_s", "id"})
_RESULTS = {r.value: r for r in Result}


@dataclass(frozen=True)
class GameFilter:
    """Which games a list holds; None means any. ``size``: (rows, cols, mines);
    ``since``: Unix seconds (played at or after); ``max_id``: only games with an
    id up to this one (a list that stays put while new games are added)."""

    result: Result | None = None
    size: tuple[int, int, int] | None = None
    no_guess: bool | None = None
    since: float | None = None
    max_id: int | None = None

    def where(self) -> tuple[str, list[object]]:
        """The SQL condition (``"1"`` for all games) and its parameters."""
        terms: list[str] = []
        args: list[object] = []
        if self.result is not None:
            terms.append("result = ?")
            args.append(self.result.value)
        if self.size is not None:
            terms.append("rows = ? AND cols = ? AND mines = ?")
            args.extend(self.size)
        if self.no_guess is not None:
            terms.append("no_guess = ?")
            args.append(int(self.no_guess))
        if self.since is not None:
            terms.append("played_at >= ?")
            args.append(self.since)
        if self.max_id is not None:
            # "+": never a rowid range search in place of an ORDER BY index.
            terms.append("+id <= ?")
            args.append(self.max_id)
        return (" AND ".join(terms) or "1"), args


#: ((rows, cols, mines), games) per board size.
BoardCounts = list[tuple[tuple[int, int, int], int]]
#: (times in ms, 3BV/s), one entry per game in each.
Series = tuple[list[int], list[float]]


def _game_rows(rows: Iterable[Sequence[Any]]) -> list[GameRow]:
    return [GameRow(i, p, r, c, m, bool(ng), _RESULTS[res], bool(a), t, b, bs, bps, e, cl)
            for i, p, r, c, m, ng, res, a, t, b, bs, bps, e, cl in rows]


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
        n = 2
        while os.path.lexists(target):  # twice in one second: keep both
            target = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{n}")
            n += 1
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        for suffix in ("-wal", "-shm"):
            side = Path(str(self.path) + suffix)
            with contextlib.suppress(OSError):
                os.replace(side, Path(str(target) + suffix))
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
                for row in rows:
                    cur = db.execute(
                        "INSERT INTO games (played_at, rows, cols, mines, no_guess, result,"
                        " assisted, time_ms, bbbv, bbbv_solved, bbbv_s, ioe, clicks, effective)"
                        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", row)
                    ids.append(int(cur.lastrowid or 0))
                db.executemany("INSERT INTO recordings (game_id, data) VALUES (?, ?)",
                               zip(ids, blobs, strict=True))
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
             limit: int | None = None, offset: int = 0,
             where: GameFilter | None = None) -> list[GameRow]:
        """Games without their recordings, filtered and ordered (ties by id,
        the same way).

        ``size``: (rows, cols, mines); ``since``: Unix seconds; ``order``: a key
        of :data:`ORDERS`; ``limit`` and ``offset``: a page of that order;
        ``where``: a whole :class:`GameFilter` (the other filter arguments are
        then ignored). For a long list read a page at a time, see :class:`GameList`.

        Raises:
            ValueError: unknown ``order``.
        """
        if order not in ORDERS:
            raise ValueError(f"unknown order {order!r}")
        if where is None:
            where = GameFilter(result, size, no_guess, since)
        condition, args = where.where()
        way = "DESC" if descending else "ASC"
        sql = (f"SELECT {_LIST_COLUMNS} FROM games WHERE {condition}"
               f" ORDER BY {ORDERS[order]} {way}, id {way}")
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            args += [-1 if limit is None else int(limit), int(offset)]
        out = self._guard(lambda: _game_rows(self._db().execute(sql, args)))
        assert isinstance(out, list)
        return out

    def count(self, where: GameFilter | None = None) -> int:
        """How many games (matching ``where``)."""
        condition, args = (where or GameFilter()).where()
        value = self._guard(lambda: self._db().execute(
            f"SELECT count(*) FROM games WHERE {condition}", args).fetchone()[0])
        assert isinstance(value, int)
        return value

    def last_id(self) -> int:
        """The highest game id (0 when there are no games)."""
        value = self._guard(lambda: self._db().execute(
            "SELECT coalesce(max(id), 0) FROM games").fetchone()[0])
        assert isinstance(value, int)
        return value

    def boards(self, where: GameFilter | None = None) -> BoardCounts:
        """Each board size played, ((rows, cols, mines), games), fewest cells
        first (then fewest mines)."""
        condition, args = (where or GameFilter()).where()

        def read() -> BoardCounts:
            db = self._db()
            # DISTINCT keeps only the few sizes while it scans (a GROUP BY would
            # sort every row: 3-4 times slower); then one scan counts them all.
            sizes = sorted(db.execute(f"SELECT DISTINCT rows, cols, mines FROM games"
                                      f" WHERE {condition}", args).fetchall(),
                           key=lambda b: (b[0] * b[1], b[2], b[0]))
            if len(sizes) <= 1:
                return [((r, c, m), self.count(where)) for r, c, m in sizes]
            if len(sizes) > 32:
                counts = {(r, c, m): n for r, c, m, n in db.execute(
                    f"SELECT rows, cols, mines, count(*) FROM games WHERE {condition}"
                    " GROUP BY rows, cols, mines", args)}
                return [((r, c, m), counts[(r, c, m)]) for r, c, m in sizes]
            sums = ", ".join("sum(rows = ? AND cols = ? AND mines = ?)" for _ in sizes)
            row = db.execute(f"SELECT {sums} FROM games WHERE {condition}",
                             [*itertools.chain.from_iterable(sizes), *args]).fetchone()
            return [((r, c, m), int(n)) for (r, c, m), n in zip(sizes, row, strict=True)]

        out = self._guard(read)
        assert isinstance(out, list)
        return out

    def series(self, where: GameFilter | None = None) -> Series:
        """The won games among ``where``, oldest first (by date, then id): their
        times (ms) and 3BV/s, two lists of the same length (the chart's data:
        only those two columns are read)."""
        condition, args = (where or GameFilter()).where()
        sql = (f"SELECT time_ms, bbbv_s FROM games WHERE {condition} AND result = 'won'"
               " ORDER BY played_at, id")

        def read() -> tuple[list[int], list[float]]:
            rows = self._db().execute(sql, args).fetchall()
            return [r[0] for r in rows], [r[1] for r in rows]

        out = self._guard(read)
        assert isinstance(out, tuple)
        return out

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


class GameList:
    """One filtered, ordered list of games read a page at a time, for a table
    that shows a few dozen rows of maybe 100,000 (the history dialog).

    ``order`` and ``descending`` as :meth:`History.list` (ties by id, the same
    way); ``where`` fixes which games (give it a ``max_id`` so that games added
    meanwhile do not shift the pages).

    Pages near the top are read directly (``ORDER BY ... LIMIT ... OFFSET``):
    along an index for :data:`INDEXED_ORDERS` when at least a quarter of the
    games pass the filter (else each page would look up many rows the filter
    drops; up to ``direct_rows``, default 2,000), by a scan and a top-N sort
    otherwise (the first ``direct_rows``, default 200). A page further down
    first sorts the ids of the whole list once into a temporary table of this
    thread's connection (its rank the row id; a scan and a sort, about 0.2 s
    for 100,000 games), after which every page is a range of that table. Use a
    GameList on one thread only; :meth:`close` drops the table.

    Raises (any method): as :class:`History`; ``ValueError`` for an unknown order.
    """

    _serial = itertools.count(1)

    def __init__(self, history: History, where: GameFilter | None = None, order: str = "date",
                 descending: bool = True, *, direct_rows: int | None = None) -> None:
        if order not in ORDERS:
            raise ValueError(f"unknown order {order!r}")
        self.history = history
        self.where = where or GameFilter()
        self.order = order
        self.descending = descending
        self._direct_rows = direct_rows
        self._count: int | None = None
        self._use_index = False
        self._table = f"temp.game_ranking_{next(self._serial)}"
        self._ranked_on: sqlite3.Connection | None = None  # the connection holding the table

    def count(self) -> int:
        """How many games the list holds (read once)."""
        if self._count is None:
            count = self.history.count(self.where)
            use = self.order in INDEXED_ORDERS
            if use and self.order != "id" and self._filtered():
                everything = self.history.count(GameFilter(max_id=self.where.max_id))
                use = count * 4 >= everything
            self._use_index, self._count = use, count
        return self._count

    def _filtered(self) -> bool:
        """Whether the filter looks at columns (not just ids)."""
        w = self.where
        return (w.result, w.size, w.no_guess, w.since) != (None, None, None, None)

    @property
    def direct_rows(self) -> int:
        """How far down pages are read directly (rows)."""
        self.count()
        if self._direct_rows is not None:
            return self._direct_rows
        return 2_000 if self._use_index else 200

    @property
    def ranked(self) -> bool:
        """Whether the pages come from the sorted temporary table."""
        return self._ranked_on is not None and self._ranked_on is self.history._db()

    def _key(self) -> str:
        """The sort key; "+(...)" keeps SQLite off the index (a scan and a sort)."""
        self.count()
        key = ORDERS[self.order]
        return key if self._use_index else f"+({key})"

    def rows(self, offset: int, limit: int) -> list[GameRow]:
        """The games at positions ``offset`` to ``offset + limit - 1`` (fewer at
        the end, or when games were deleted meanwhile)."""
        if offset < 0 or limit <= 0:
            return []
        db = self.history._db
        if not self.ranked and offset + limit <= self.direct_rows:
            condition, args = self.where.where()
            way = "DESC" if self.descending else "ASC"
            sql = (f"SELECT {_LIST_COLUMNS} FROM games WHERE {condition}"
                   f" ORDER BY {self._key()} {way}, id {way} LIMIT ? OFFSET ?")
            rows = self.history._guard(lambda: _game_rows(
                db().execute(sql, [*args, limit, offset])))
        else:
            self._rank()
            columns = ", ".join(f"g.{c.strip()}" for c in _LIST_COLUMNS.split(","))
            sql = (f"SELECT {columns} FROM {self._table} AS r JOIN games AS g"
                   " ON g.id = r.game_id WHERE r.pos BETWEEN ? AND ? ORDER BY r.pos")
            rows = self.history._guard(lambda: _game_rows(
                db().execute(sql, (offset + 1, offset + limit))))
        assert isinstance(rows, list)
        return rows

    def position(self, game_id: int) -> int | None:
        """Where game ``game_id`` is in the list (0-based), None if not in it."""
        db = self.history._db
        if self.ranked:
            found = self.history._guard(lambda: db().execute(
                f"SELECT pos - 1 FROM {self._table} WHERE game_id = ?", (game_id,)).fetchone())
            return None if found is None else int(found[0])  # type: ignore[index]
        condition, args = self.where.where()
        key = ORDERS[self.order]

        def find() -> int | None:
            mine = db().execute(f"SELECT {key} FROM games WHERE id = ? AND {condition}",
                                [game_id, *args]).fetchone()
            if mine is None:
                return None
            # One scan: along an index every row would be looked up for the filter.
            before = ">" if self.descending else "<"
            return int(db().execute(
                f"SELECT count(*) FROM games WHERE {condition}"
                f" AND (+({key}), id) {before} (?, ?)", [*args, mine[0], game_id]).fetchone()[0])

        value = self.history._guard(find)
        assert value is None or isinstance(value, int)
        return value

    def positions(self, game_ids: Iterable[int]) -> dict[int, int]:
        """:meth:`position` of several games at once, by id (games not in the
        list left out). More than a few sort the whole list once (as a page far
        down does)."""
        wanted = list(dict.fromkeys(int(i) for i in game_ids))
        if len(wanted) <= 3 and not self.ranked:
            found = {i: self.position(i) for i in wanted}
            return {i: p for i, p in found.items() if p is not None}
        self._rank()
        db = self.history._db
        table = self._table

        def read() -> dict[int, int]:
            if len(wanted) > 200:
                keep = set(wanted)
                return {g: p - 1 for p, g in db().execute(f"SELECT pos, game_id FROM {table}")
                        if g in keep}
            marks = ",".join("?" * len(wanted))
            return {g: p - 1 for p, g in db().execute(
                f"SELECT pos, game_id FROM {table} WHERE game_id IN ({marks})", wanted)}

        out = self.history._guard(read)
        assert isinstance(out, dict)
        return out

    def _rank(self) -> None:
        if self.ranked:
            return
        condition, args = self.where.where()
        way = "DESC" if self.descending else "ASC"
        # Along the index only when nothing but ids is filtered (then it covers
        # the query); else a scan and a sort beats looking up every row.
        key = ORDERS[self.order]
        if self._filtered() and self.order != "id":
            key = f"+({key})"
        db = self.history._db

        def build() -> None:
            c = db()
            c.execute(f"DROP TABLE IF EXISTS {self._table}")
            c.execute(f"CREATE TABLE {self._table} (pos INTEGER PRIMARY KEY, "
                      "game_id INTEGER NOT NULL)")
            # Row ids are given in the order the SELECT yields its rows (the
            # tests check this against a sort in Python).
            c.execute(f"INSERT INTO {self._table} (game_id) SELECT id FROM games"
                      f" WHERE {condition} ORDER BY {key} {way}, id {way}", args)

        self.history._guard(build)
        self._ranked_on = self.history._db()

    def close(self) -> None:
        """Drop the temporary table (if this thread's connection still has it)."""
        if self.ranked:
            table = self._table
            self._ranked_on = None
            self.history._guard(lambda: self.history._db().execute(
                f"DROP TABLE IF EXISTS {table}"))


class _FromTheFuture(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version
