"""Best times and statistics: queries on the history's ``scores`` table (one
row per counted game, written with its ``games`` row; ``docs/history-format.md``
gives the states), on top of what 0.1.0 counted (``imported``). The best
times per records key are also in the settings (group ``bestTimes``), copied
from the history; they and 0.1.0's groups are read once into a new history.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import astuple, dataclass, field
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QSettings

from minesweeper_qt.engine import Difficulty

from .safe_files import check_regular
from .settings import in_range, to_name

T = TypeVar("T")
#: What a damaged value raises where it is read.
_DAMAGE = (ValueError, TypeError, OverflowError)

#: Wins kept per board size.
MAX_RECORDS = 10
#: Slowest time stored, in milliseconds (a day: anything above is damage).
MAX_TIME_MS = 86_400_000
_MAX_COUNT = 10**9
#: Suffix of the keys of no-guess boards, kept apart from ordinary ones.
NO_GUESS_SUFFIX = "-noguess"
#: The settings group of the best times (an array per key), a record's fields.
GROUP = "bestTimes"
RECORD_NAMES = ("timeMs", "date", "bbbv", "name", "stamp")
#: 0.1.0's settings groups of best times and statistics, its statistics' fields.
OLD_GROUP, STATS_GROUP = "records", "statistics"
STATS_NAMES = ("played", "won", "currentStreak", "longestStreak")


@dataclass(frozen=True)
class Record:
    """One win: ``time_ms`` of play, ``date`` (``YYYY-MM-DD``), the board's 3BV,
    the player's name, ``stamp`` (ISO date-time: tells equal times apart)."""

    time_ms: int
    date: str
    bbbv: int
    name: str
    stamp: str


@dataclass(frozen=True)
class Statistics:
    """Games ``played`` (won or lost) and ``won`` on one board size, and the
    current and longest runs of consecutive wins."""

    played: int = 0
    won: int = 0
    current_streak: int = 0
    longest_streak: int = 0

    @property
    def win_rate(self) -> float:
        """Won / played as a fraction (0.0 with no game played)."""
        return self.won / self.played if self.played else 0.0

    def after(self, won: bool) -> Statistics:
        """These statistics with one more finished game."""
        streak = self.current_streak + 1 if won else 0
        return Statistics(self.played + 1, self.won + int(won), streak,
                          max(self.longest_streak, streak))


#: A count, a game time in ms (ValueError, TypeError otherwise).
count, time_ms = in_range(0, _MAX_COUNT), in_range(1, MAX_TIME_MS)


def statistics_of(values: Iterable[object]) -> Statistics:
    """Statistics from stored (played, won, current, longest); a damaged value is 0."""
    checked = []
    for raw in values:
        try:
            checked.append(count(raw or 0))
        except _DAMAGE:
            checked.append(0)
    played, won, current, longest = checked
    won = min(won, played)
    current = min(current, won)
    return Statistics(played, won, current, max(current, min(longest, won)))


def record_of(raw: object) -> Record:
    """A record from a mapping of :data:`RECORD_NAMES` (as in the settings).

    Raises:
        ValueError, TypeError, OverflowError: a damaged record.
    """
    if not isinstance(raw, dict):
        raise ValueError("not a record")
    date, stamp = raw.get("date"), raw.get("stamp")
    if not isinstance(date, str) or not isinstance(stamp, str):
        raise ValueError("not a date")
    return Record(time_ms(raw.get("timeMs")), dt.date.fromisoformat(date).isoformat(),
                  count(raw.get("bbbv")), to_name(raw.get("name", "")),
                  dt.datetime.fromisoformat(stamp).isoformat(timespec="milliseconds"))


def win_record(ms: int, bbbv: int, name: str, when: dt.datetime | None = None) -> Record:
    """The record of a win made now (or ``when``).

    Raises:
        ValueError: ``ms`` outside 1 ms-24 h or a negative 3BV.
    """
    when = when or dt.datetime.now()
    return Record(time_ms(ms), when.date().isoformat(), count(bbbv), to_name(name),
                  when.isoformat(timespec="milliseconds"))


def record_key(difficulty: Difficulty, no_guess: bool = False) -> str:
    """The records key of a board size (no-guess boards apart)."""
    return difficulty.key + (NO_GUESS_SUFFIX if no_guess else "")


def split_key(key: str) -> tuple[Difficulty, bool]:
    """The board size and no-guess flag of a records key.

    Raises:
        ValueError: not a records key.
    """
    no_guess = key.endswith(NO_GUESS_SUFFIX)
    size = Difficulty.parse(key[:-len(NO_GUESS_SUFFIX)] if no_guess else key)
    if record_key(size, no_guess) != key:
        raise ValueError(f"not a records key: {key!r}")
    return size, no_guess


def valid_key(key: object) -> bool:
    """Whether ``key`` is a records key."""
    try:
        return isinstance(key, str) and bool(split_key(key))
    except (ValueError, TypeError):
        return False


def fastest(records: Iterable[Record]) -> list[Record]:
    """The :data:`MAX_RECORDS` fastest of ``records`` (ties: the earlier)."""
    return sorted(records, key=lambda r: (r.time_ms, r.stamp))[:MAX_RECORDS]


@dataclass(frozen=True)
class Score:
    """What a finished game ``uid`` brings to ``key``: counted once per uid
    (the ``assisted`` statistics apart); ``open``: an assisted loss that may
    be undone; ``record``: a best time; ``ended_at``: Unix seconds."""

    uid: str
    key: str
    won: bool
    assisted: bool = False
    open: bool = False
    record: Record | None = None
    ended_at: float = 0.0


@dataclass
class RecordsData:
    """Per key: best times (fastest first, at most ten), statistics, and
    assisted statistics."""

    best: dict[str, list[Record]] = field(default_factory=dict)
    stats: dict[str, Statistics] = field(default_factory=dict)
    assisted: dict[str, Statistics] = field(default_factory=dict)

    def copy(self) -> RecordsData:
        return RecordsData({k: list(v) for k, v in self.best.items()}, dict(self.stats),
                           dict(self.assisted))

    def keys(self) -> set[str]:
        return {k for k, v in self.best.items() if v} | set(self.stats)

    def add(self, score: Score) -> None:
        """Count ``score`` here (the window's view before the worker's summary)."""
        if score.open:
            return
        table = self.assisted if score.assisted else self.stats
        table[score.key] = table.get(score.key, Statistics()).after(score.won)
        if score.record is not None and not score.assisted:
            self.best[score.key] = fastest([*self.best.get(score.key, []), score.record])


# --- the history's side (called with a connection of History) ---------------------------

def store(db: sqlite3.Connection, scores: Sequence[Score], run: str) -> None:
    """(In the caller's transaction) write ``scores``, once per (uid,
    assisted); an open loss is replaced by a later ending."""
    for s in scores:
        found = db.execute("SELECT state, ended_at FROM scores WHERE uid = ? AND assisted = ?",
                           (s.uid, int(s.assisted))).fetchone()
        r = s.record
        values = (s.uid, int(s.assisted), s.key, int(s.won), "open" if s.open else "final",
                  r.time_ms if r else 0, r.bbbv if r else 0, r.name if r else "",
                  r.stamp if r else "", s.ended_at, run)
        if found is None or (found[0] == "open" and (
                not isinstance(found[1], (int, float)) or found[1] < s.ended_at)):
            db.execute("INSERT OR REPLACE INTO scores (uid, assisted, key, won, state, time_ms,"
                       " bbbv, name, stamp, ended_at, run) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                       values)


def settle(db: sqlite3.Connection, uid: str) -> None:
    """An open assisted loss ``uid`` is final."""
    db.execute("UPDATE scores SET state = 'final' WHERE uid = ? AND state = 'open'", (uid,))


def settle_others(db: sqlite3.Connection, run: str) -> None:
    """Open losses of runs gone (killed, closed) are final: they cannot be undone."""
    db.execute("UPDATE scores SET state = 'final' WHERE state = 'open' AND run != ?", (run,))


def rename(db: sqlite3.Connection, key: str, record: Record, name: str) -> None:
    """Put ``name`` on the best time ``record`` of ``key``."""
    db.execute("UPDATE scores SET name = ? WHERE key = ? AND time_ms = ? AND stamp = ?"
               " AND assisted = 0", (to_name(name), key, record.time_ms, record.stamp))


def reset(db: sqlite3.Connection, key: str) -> None:
    """Forget the best times and statistics of ``key`` (the games stay in the list)."""
    db.execute("DELETE FROM scores WHERE key = ? AND assisted = 0", (key,))
    db.execute("DELETE FROM imported WHERE key = ? AND assisted = 0", (key,))


def counted(db: sqlite3.Connection, uid: str) -> bool:
    """Whether the game ``uid`` was counted (its own play)."""
    return db.execute("SELECT 1 FROM scores WHERE uid = ? AND assisted = 0",
                      (uid,)).fetchone() is not None


def summary(db: sqlite3.Connection, keys: Iterable[str] | None = None) -> RecordsData:
    """The best times and statistics of ``keys`` (None: all); a damaged row
    counts for nothing."""
    out = RecordsData()
    wanted = None if keys is None else set(keys)
    for key, assisted, played, won, current, longest in db.execute(
            "SELECT key, assisted, played, won, current_streak, longest_streak FROM imported"):
        if valid_key(key) and (wanted is None or key in wanted):
            (out.assisted if assisted else out.stats)[key] = statistics_of(
                (played, won, current, longest))
    where = "" if wanted is None else \
        f" WHERE key IN ({','.join('?' * len(wanted))})"
    best: dict[str, list[Record]] = {}
    # Once: a file merged back after the settings' copy was read in holds it twice.
    seen: set[tuple[str, object, object]] = set()
    for key, assisted, won, state, ms, bbbv, name, stamp in db.execute(
            f"SELECT key, assisted, won, state, time_ms, bbbv, name, stamp FROM scores{where}"
            " ORDER BY rowid", sorted(wanted or ())):
        if not valid_key(key):
            continue
        if state == "final":
            table = out.assisted if assisted else out.stats
            table[key] = table.get(key, Statistics()).after(bool(won))
        if won and stamp and not assisted and (key, ms, stamp) not in seen:
            seen.add((key, ms, stamp))
            with contextlib.suppress(*_DAMAGE):
                best.setdefault(key, []).append(record_of(
                    {"timeMs": ms, "date": str(stamp)[:10], "bbbv": bbbv, "name": name,
                     "stamp": stamp}))
    out.best = {k: fastest(v) for k, v in best.items()}
    return out


def imported(db: sqlite3.Connection) -> bool:
    """Whether version 0.1.0's records were read into this history."""
    return db.execute("SELECT 1 FROM imported WHERE key = ''").fetchone() is not None


def import_old(db: sqlite3.Connection, old: RecordsData) -> None:
    """(In the caller's transaction) take 0.1.0's records in, once."""
    db.execute("INSERT OR IGNORE INTO imported VALUES ('', 0, 0, 0, 0, 0)")
    for assisted, table in ((0, old.stats), (1, old.assisted)):
        for key, s in table.items():
            db.execute("INSERT OR REPLACE INTO imported VALUES (?,?,?,?,?,?)",
                       (key, assisted, s.played, s.won, s.current_streak, s.longest_streak))
    rows = [(f"imported:{key}:{r.stamp}:{r.time_ms}", key, 1, "seen", r.time_ms, r.bbbv,
             r.name, r.stamp) for key, records in old.best.items() for r in records]
    db.executemany("INSERT OR IGNORE INTO scores (uid, assisted, key, won, state, time_ms, bbbv,"
                   " name, stamp, ended_at, run) VALUES (?,0,?,?,?,?,?,?,?,0,'')", rows)


# --- the settings: the best times, and 0.1.0's records -----------------------------------

def read_best(store: QSettings, group: str = GROUP) -> dict[str, list[Record]]:
    """The best times in ``group`` of the settings ``store`` (damaged ones dropped)."""
    out: dict[str, list[Record]] = {}
    for key in _keys(store, group):
        records = []
        size = store.beginReadArray(f"{group}/{key}")
        try:
            for i in range(min(size, 1000)):
                store.setArrayIndex(i)
                with contextlib.suppress(*_DAMAGE):
                    records.append(record_of({n: store.value(n) for n in RECORD_NAMES}))
        finally:
            store.endArray()
        if records:
            out[key] = fastest(records)
    return out


def write_best(store: QSettings, best: dict[str, list[Record]],
               keys: Iterable[str] | None = None) -> list[str]:
    """Make the settings' best times of ``keys`` (None: all) those of
    ``best``; returns the keys rewritten (none: nothing written)."""
    have = read_best(store)
    wanted = set(have) | set(best) if keys is None else set(keys)
    changed = sorted(k for k in wanted if have.get(k, []) != best.get(k, []))
    for key in changed:
        store.remove(f"{GROUP}/{key}")
        records = best.get(key, [])
        if not records:
            continue
        store.beginWriteArray(f"{GROUP}/{key}", len(records))
        for i, r in enumerate(records):
            store.setArrayIndex(i)
            for name, value in zip(RECORD_NAMES, astuple(r), strict=True):
                store.setValue(name, value)
        store.endArray()
    return changed


def open_read_only(path: Path) -> sqlite3.Connection:
    """The SQLite file at ``path``, read only, running no schema code.

    Raises:
        OSError: no regular file there (``UnsafeFile``: a link, FIFO...).
        sqlite3.Error: it cannot be opened.
    """
    if not check_regular(path):
        raise FileNotFoundError(f"no such file: {path}")
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    try:
        db.execute("PRAGMA trusted_schema = OFF")
        db.execute("PRAGMA cell_size_check = ON")
    except BaseException:
        db.close()
        raise
    return db


def _read_only(path: Path, read: Callable[[sqlite3.Connection], T], default: T) -> T:
    """``read`` of the history file at ``path`` (``default``: unreadable)."""
    try:
        db = open_read_only(path)
    except (OSError, sqlite3.Error):
        return default
    try:
        return read(db)
    except sqlite3.Error:
        return default
    finally:
        db.close()


def counted_in(path: Path, uid: str) -> bool:
    """Whether the history file at ``path`` counted the game ``uid``."""
    return _read_only(path, lambda db: counted(db, uid), False)


def summary_in(path: Path) -> RecordsData:
    """:func:`summary` of the history file at ``path`` (empty: unreadable)."""
    return _read_only(path, summary, RecordsData())


def _keys(store: QSettings, group: str) -> list[str]:
    store.beginGroup(group)
    try:
        return [k for k in store.childGroups() if valid_key(k)]
    finally:
        store.endGroup()


def read_statistics(store: QSettings) -> dict[str, Statistics]:
    """Version 0.1.0's statistics per key in the settings ``store`` (damaged values: 0)."""
    return {key: statistics_of(store.value(f"{STATS_GROUP}/{key}/{name}")
                               for name in STATS_NAMES)
            for key in _keys(store, STATS_GROUP)}


def from_settings(store: QSettings) -> RecordsData:
    """Version 0.1.0's best times and statistics in the settings ``store``."""
    return RecordsData(read_best(store, OLD_GROUP), read_statistics(store))
