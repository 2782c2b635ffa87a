"""The history file's schema (``docs/history-format.md``), made in one step,
and the check that an opened file holds exactly it (no trigger, view or
unknown table: else it is set aside).
"""

from __future__ import annotations

import sqlite3

from .history_columns import table_columns

#: The schema version this program writes (``PRAGMA user_version``).
SCHEMA_VERSION = 5
#: Page size of a new history file (bytes): an insert rewrites a leaf page per
#: table and index (64 KiB pages wrote ~330 KiB a game, 4 KiB ~33 KiB).
PAGE_SIZE = 4096
#: WAL pages after which SQLite copies the WAL back into the file (checkpoint).
AUTOCHECKPOINT_PAGES = 256
#: Size the WAL is cut back to after a checkpoint (bytes): it never keeps more.
JOURNAL_SIZE_LIMIT = 1 << 20

#: The tables (name -> its columns and their declared types) and indexes.
TABLES: dict[str, list[tuple[str, str]]] = {
    "games": table_columns(),
    "recordings": [("game_id", "INTEGER"), ("data", "BLOB")],
    # The daily board's attempts (daily_results.py), keyed by the game's id:
    # a day's result outlives the game's row.
    "daily": [("uid", "TEXT"), ("day", "TEXT"), ("rule", "TEXT"), ("won", "INTEGER"),
              ("time_ms", "INTEGER"), ("bbbv_solved", "INTEGER"), ("ended_at", "REAL")],
    # One row per counted game, written in the game's transaction (scores.py).
    "scores": [("uid", "TEXT"), ("assisted", "INTEGER"), ("key", "TEXT"), ("won", "INTEGER"),
               ("state", "TEXT"), ("time_ms", "INTEGER"), ("bbbv", "INTEGER"),
               ("name", "TEXT"), ("stamp", "TEXT"), ("ended_at", "REAL"), ("run", "TEXT")],
    # What version 0.1.0 had counted in the settings (key '' marks it read).
    "imported": [("key", "TEXT"), ("assisted", "INTEGER"), ("played", "INTEGER"),
                 ("won", "INTEGER"), ("current_streak", "INTEGER"),
                 ("longest_streak", "INTEGER")],
}
_KEYS = {"games": "id INTEGER PRIMARY KEY",
         "recordings": "game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE",
         "daily": "uid TEXT PRIMARY KEY"}
_TABLE_KEYS = {"scores": "uid, assisted", "imported": "key, assisted"}
# The list sorts by date, time and 3BV/s in SQL a page at a time; each index
# costs 1.3-1.9 MB per 100,000 games (the other orders: a temporary ranking).
INDEXES = {"games_played_at": "games (played_at)", "games_time_ms": "games (time_ms)",
           "games_bbbv_s": "games (bbbv_s)", "games_uid": "games (uid)",
           "daily_day": "daily (rule, day, ended_at)", "scores_key": "scores (key)"}
_UNIQUE = {"games_uid"}
#: Tables SQLite itself may add (statistics of ANALYZE).
_SQLITE_OWN = {"sqlite_stat1", "sqlite_stat4"}


class UnknownSchema(Exception):
    """The file holds something this program did not put there, or fails the
    integrity check: it is damage (the message says what)."""


def create(db: sqlite3.Connection) -> None:
    """(In the caller's transaction) make every table and index in the empty ``db``."""
    for table, columns in TABLES.items():
        key = _KEYS.get(table, "")
        body = [key] + [f"{name} {sql} NOT NULL" for name, sql in columns
                        if not key.startswith(name + " ")]
        if table in _TABLE_KEYS:
            body.append(f"PRIMARY KEY ({_TABLE_KEYS[table]})")
        db.execute(f"CREATE TABLE {table} ({', '.join(b for b in body if b)})")
    for name, on in INDEXES.items():
        db.execute(f"CREATE {'UNIQUE ' if name in _UNIQUE else ''}INDEX {name} ON {on}")


def check_schema(db: sqlite3.Connection, version: int) -> None:
    """Check that ``db`` (of schema ``version``, 0 for an empty file) holds
    exactly the tables, indexes, columns and keys of :data:`SCHEMA_VERSION`
    (NOT NULL is not checked: every value is checked where it is read).

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
    if version != SCHEMA_VERSION:
        raise UnknownSchema(f"an unknown schema version {version}")
    expected = {("table", t) for t in TABLES} | {("index", i) for i in INDEXES}
    strange = sorted(found - expected)
    if strange:
        raise UnknownSchema(f"an unexpected {strange[0][0]} {strange[0][1][:40]!r}")
    missing = sorted(expected - found)
    if missing:
        raise UnknownSchema(f"no {missing[0][0]} {missing[0][1]!r}")
    for table, columns in TABLES.items():
        info = db.execute(f"PRAGMA table_info({table})").fetchall()
        if [(row[1], str(row[2]).upper()) for row in info] != columns:
            raise UnknownSchema(f"the columns of {table} are not the expected ones")
        # INSERT OR REPLACE / OR IGNORE count on these keys (else counted twice).
        if [row[1] for row in sorted(info, key=lambda r: r[5]) if row[5]] != key_columns(table):
            raise UnknownSchema(f"the key of {table} is not the expected one")
    unique = {row[1] for table in TABLES
              for row in db.execute(f"PRAGMA index_list({table})") if row[2]}
    not_unique = sorted(_UNIQUE - unique)
    if not_unique:
        raise UnknownSchema(f"the index {not_unique[0]!r} is not unique")


def key_columns(table: str) -> list[str]:
    """The columns of ``table``'s primary key, in the key's order."""
    if table in _TABLE_KEYS:
        return [c.strip() for c in _TABLE_KEYS[table].split(",")]
    return [_KEYS[table].split()[0]] if table in _KEYS else []
