"""The history file's schema: its versions, their migrations, and the check
that an opened file holds exactly what this program expects (a file holding
triggers, views or unknown tables is not ours to run: it is set aside).

See ``docs/history-format.md``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from .history_columns import table_columns

#: The schema version this program writes (``PRAGMA user_version``).
SCHEMA_VERSION = 5
#: Page size of a new history file (bytes). Small pages keep a stored game to
#: a few KiB of writes: each insert rewrites one leaf page of the table, of each
#: index and of the recordings (64 KiB pages wrote ~330 KiB a game).
PAGE_SIZE = 4096
#: WAL pages after which SQLite copies the WAL back into the file (checkpoint).
AUTOCHECKPOINT_PAGES = 256
#: Size the WAL is cut back to after a checkpoint (bytes): it never keeps more.
JOURNAL_SIZE_LIMIT = 1 << 20


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


def _migration_3(db: sqlite3.Connection) -> None:
    # The game's own id (as in the save file and the best times), so a game is
    # stored once however often it is handed over (a retry, a second running
    # copy); when it ended, so a later ending
    # (a loss undone and played on, a game left and resumed) replaces the row;
    # and whether it counted. NULL in games of older versions.
    db.execute("ALTER TABLE games ADD COLUMN uid TEXT")
    db.execute("ALTER TABLE games ADD COLUMN ended_at REAL")
    db.execute("ALTER TABLE games ADD COLUMN counting TEXT")
    db.execute("CREATE UNIQUE INDEX games_uid ON games (uid)")


def _migration_4(db: sqlite3.Connection) -> None:
    # The daily board's attempts (see daily_results.py): a table of their own,
    # keyed by the game's id, so a day's result outlives the game's row.
    db.execute("""
        CREATE TABLE daily (
            uid         TEXT    PRIMARY KEY,
            day         TEXT    NOT NULL,
            rule        TEXT    NOT NULL,
            won         INTEGER NOT NULL,
            time_ms     INTEGER NOT NULL,
            bbbv_solved INTEGER NOT NULL,
            ended_at    REAL    NOT NULL
        )""")
    db.execute("CREATE INDEX daily_day ON daily (rule, day, ended_at)")


def _migration_5(db: sqlite3.Connection) -> None:
    # Best times and statistics live here (see scores.py): one row per counted
    # game, written in the game's own transaction, and what an older version
    # counted in records.json (the baseline; key '' marks it read).
    db.execute("""
        CREATE TABLE scores (
            uid      TEXT    NOT NULL,
            assisted INTEGER NOT NULL,
            key      TEXT    NOT NULL,
            won      INTEGER NOT NULL,
            state    TEXT    NOT NULL,
            time_ms  INTEGER NOT NULL,
            bbbv     INTEGER NOT NULL,
            name     TEXT    NOT NULL,
            stamp    TEXT    NOT NULL,
            ended_at REAL    NOT NULL,
            run      TEXT    NOT NULL,
            PRIMARY KEY (uid, assisted)
        )""")
    db.execute("CREATE INDEX scores_key ON scores (key)")
    db.execute("""
        CREATE TABLE imported (
            key            TEXT    NOT NULL,
            assisted       INTEGER NOT NULL,
            played         INTEGER NOT NULL,
            won            INTEGER NOT NULL,
            current_streak INTEGER NOT NULL,
            longest_streak INTEGER NOT NULL,
            PRIMARY KEY (key, assisted)
        )""")


#: MIGRATIONS[n] brings a database from version n to n + 1. To change the
#: schema: append a function, bump SCHEMA_VERSION, update _OBJECTS (a column of
#: ``games``: declare it in :mod:`.history_columns`), document it.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migration_1, _migration_2,
                                                           _migration_3, _migration_4,
                                                           _migration_5]
assert len(MIGRATIONS) == SCHEMA_VERSION

#: Every object a history file of each version holds: (type, name) -> table.
_OBJECTS = {
    1: {("table", "games"), ("index", "games_played_at"), ("table", "recordings")},
    2: {("index", "games_time_ms"), ("index", "games_bbbv_s")},
    3: {("index", "games_uid")},
    4: {("table", "daily"), ("index", "daily_day")},
    5: {("table", "scores"), ("index", "scores_key"), ("table", "imported")},
}
#: The columns of each table (name, declared type) by version (those of
#: ``games``: :func:`.history_columns.table_columns`).
_RECORDINGS = [("game_id", "INTEGER"), ("data", "BLOB")]
_DAILY = [("uid", "TEXT"), ("day", "TEXT"), ("rule", "TEXT"), ("won", "INTEGER"),
          ("time_ms", "INTEGER"), ("bbbv_solved", "INTEGER"), ("ended_at", "REAL")]
_SCORES = [("uid", "TEXT"), ("assisted", "INTEGER"), ("key", "TEXT"), ("won", "INTEGER"),
           ("state", "TEXT"), ("time_ms", "INTEGER"), ("bbbv", "INTEGER"), ("name", "TEXT"),
           ("stamp", "TEXT"), ("ended_at", "REAL"), ("run", "TEXT")]
_IMPORTED = [("key", "TEXT"), ("assisted", "INTEGER"), ("played", "INTEGER"), ("won", "INTEGER"),
             ("current_streak", "INTEGER"), ("longest_streak", "INTEGER")]
#: Tables SQLite itself may add (statistics of ANALYZE).
_SQLITE_OWN = {"sqlite_stat1", "sqlite_stat4"}


class UnknownSchema(Exception):
    """The file holds something this program did not put there, or fails the
    integrity check: it is damage (the message says what)."""


def expected_objects(version: int) -> set[tuple[str, str]]:
    """The (type, name) of every object of a version ``version`` file."""
    out: set[tuple[str, str]] = set()
    for v in range(1, version + 1):
        out |= _OBJECTS.get(v, set())
    return out


def check_schema(db: sqlite3.Connection, version: int) -> None:
    """Check that ``db`` (of schema ``version``, 0 for an empty file) holds
    exactly the tables, indexes and columns of that version: no trigger, no
    view, nothing unknown.

    Raises:
        UnknownSchema: it does not.
        sqlite3.Error: the schema could not be read.
    """
    found = {(kind, name) for kind, name in db.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex_%'")
        if name not in _SQLITE_OWN}
    if version == 0:
        if found:
            raise UnknownSchema("tables without a schema version")
        return
    strange = sorted(found - expected_objects(version))
    if strange:
        kind, name = strange[0]
        raise UnknownSchema(f"an unexpected {kind} {name[:40]!r}")
    missing = sorted(expected_objects(version) - found)
    if missing:
        raise UnknownSchema(f"no {missing[0][0]} {missing[0][1]!r}")
    tables = [("games", table_columns(version)), ("recordings", _RECORDINGS)]
    if version >= 4:
        tables.append(("daily", _DAILY))
    if version >= 5:
        tables += [("scores", _SCORES), ("imported", _IMPORTED)]
    for table, columns in tables:
        have = [(row[1], str(row[2]).upper()) for row in db.execute(
            f"PRAGMA table_info({table})")]
        if have != columns:
            raise UnknownSchema(f"the columns of {table} are not the expected ones")
