"""Best times and per-size statistics, in ``records.json`` beside the settings.

Per board size (the difficulty ``key``: ``beginner``, ``intermediate``,
``expert`` or ``ROWSxCOLSxMINES``) the file keeps the ten fastest wins and the
games played, won and the winning streaks. Every value read back is validated;
a damaged entry (a string, a negative, NaN or huge number, a wrong type, as from
a hand-edited file) is dropped on its own with a logged warning.

Written by plain Python file calls, never by ``QSettings``: a Qt call holds
Python's interpreter lock for as long as it runs, so a ``QSettings.sync()`` on
the storage worker waiting 100 ms for a slow disk froze the window as long;
``os.fsync`` lets the window run meanwhile. (Older versions kept them in the
settings file: they are read from there once, when ``records.json`` does not
exist yet.)

Nothing is lost or counted twice:

- Every update is a transaction under a cross-process lock
  (``records.json.lock``, :mod:`.file_lock`: never left held by a kill): re-read
  the file, apply, write a new file, sync, rename it over the old one.
- Every counted game has an id (``game_id``; one is made up when none is
  given); the ids of the last :data:`KEPT_IDS` games and wins counted are
  stored, and an id already there is not counted again (a saved game resumed
  twice, a finished game whose file could not be removed, the journal of
  finished games applied again after a kill).
- When the file cannot be written (read-only file or folder, full disk,
  something else in its place), :attr:`Records.writeFailed` says so at once in
  a sentence for the player; the results are kept in memory (shown by
  :meth:`Records.best` and :meth:`Records.statistics`), tried again at the next
  update and by :meth:`Records.flush` (on quit).
"""

from __future__ import annotations

import datetime as dt
import errno
import itertools
import json
import logging
import os
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import ClassVar, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QSettings,
    QStandardPaths,
    Signal,
    Slot,
)

from minesweeper_qt import bounded_json
from minesweeper_qt.engine import Difficulty, figures
from minesweeper_qt.storage.file_lock import LockHeld, acquire
from minesweeper_qt.storage.safe_files import read_regular, reason, write_atomic
from minesweeper_qt.storage.settings import to_int, to_name

log = logging.getLogger(__name__)

#: Wins kept per board size.
MAX_RECORDS = 10
#: Slowest time stored, in milliseconds (a day: anything above is damage).
MAX_TIME_MS = 86_400_000
_MAX_COUNT = 10**9
#: Ids of counted games (and of counted wins) remembered, newest last.
KEPT_IDS = 500
#: Longest wait for another process's lock on the records, in milliseconds
#: (by itself; the storage worker never waits: it tries again later).
LOCK_TIMEOUT_MS = 30_000
FILE_NAME = "records.json"
#: The largest records file read (bytes): past this it is damage.
MAX_FILE_BYTES = 4 << 20
_GAMES_IDS = "records/countedGames"
_WINS_IDS = "records/countedWins"


@dataclass(frozen=True)
class Record:
    """One win: ``time_ms`` milliseconds of play, ``date`` (ISO ``YYYY-MM-DD``),
    the board's 3BV and the player's name. ``stamp`` (ISO date-time) tells
    records of equal time apart."""

    time_ms: int
    date: str
    bbbv: int
    name: str
    stamp: str

    @property
    def seconds(self) -> float:
        return figures.seconds(self.time_ms)

    @property
    def bbbv_per_second(self) -> float:
        """3BV / s of the win (:func:`.figures.bbbv_per_second`)."""
        return figures.bbbv_per_second(self.bbbv, self.time_ms)


@dataclass(frozen=True)
class Statistics:
    """Games ``played`` (finished: won or lost) and ``won`` on one board size,
    and the ``current`` and ``longest`` runs of consecutive wins."""

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
        return Statistics(
            played=self.played + 1,
            won=self.won + int(won),
            current_streak=streak,
            longest_streak=max(self.longest_streak, streak),
        )


def _count(raw: object) -> int:
    value = to_int(raw)
    if not 0 <= value <= _MAX_COUNT:
        raise ValueError(f"{value} is not a count")
    return value


def _time_ms(raw: object) -> int:
    value = to_int(raw)
    if not 0 < value <= MAX_TIME_MS:
        raise ValueError(f"{value} ms is not a game time")
    return value


def _date(raw: object) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"not a date: {raw!r}")
    return dt.date.fromisoformat(raw).isoformat()


def _stamp(raw: object) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"not a date-time: {raw!r}")
    return dt.datetime.fromisoformat(raw).isoformat(timespec="milliseconds")


#: Suffix of the keys of no-guess boards, kept apart from ordinary ones.
NO_GUESS_SUFFIX = "-noguess"


def record_key(difficulty: Difficulty, no_guess: bool = False) -> str:
    """The records key of a board size: ``difficulty.key``, plus
    :data:`NO_GUESS_SUFFIX` for certified no-guess boards."""
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


def _valid_key(key: str) -> bool:
    """A board size key: a preset name or a playable ``ROWSxCOLSxMINES``, with
    :data:`NO_GUESS_SUFFIX` for no-guess boards."""
    try:
        return bool(split_key(key))
    except (ValueError, TypeError):
        return False


@dataclass(frozen=True)
class Update:
    """One change to the best times and statistics, not yet on disk (or not
    yet confirmed by the storage worker):

    - a finished game (``record`` None): ``game_id`` counted once in the
      statistics of ``key`` (the assisted ones when ``assisted``);
    - a win (``record``): entered in the best times once per ``game_id``;
    - a new name on a kept record (``renamed``: the record as it was, then the
      name);
    - a reset of ``key`` (``reset``).

    ``token`` names it for the worker's confirmation (:meth:`Records.confirm`).
    """

    key: str
    game_id: str = ""
    won: bool = False
    record: Record | None = None
    assisted: bool = False
    renamed: tuple[Record, str] | None = None
    reset: bool = False
    token: int = 0

    @property
    def counts_game(self) -> bool:
        return self.record is None and self.renamed is None and not self.reset


#: Outcome of a write: ``<game id>/win`` -> rank of each win written (None: not
#: in the top ten or entered before), ``<token>/rename`` -> the renamed record.
Outcome = dict[str, object]


def _statistics(raw: object, where: str) -> Statistics:
    values: dict[str, int] = {}
    source = raw if isinstance(raw, dict) else {}
    for name, key in (("played", "played"), ("won", "won"), ("current_streak", "currentStreak"),
                      ("longest_streak", "longestStreak")):
        value = source.get(key)
        try:
            values[name] = 0 if value is None else _count(value)
        except (ValueError, TypeError, OverflowError) as error:
            log.warning("records: ignoring damaged %s of %s (%s)", key, where, error)
            values[name] = 0
    return _coherent(Statistics(**values))


def _coherent(stats: Statistics) -> Statistics:
    """Keep the numbers coherent even after hand edits."""
    won = min(stats.won, stats.played)
    current = min(stats.current_streak, won)
    return Statistics(stats.played, won, current, max(current, min(stats.longest_streak, won)))


def _record(raw: object) -> Record:
    if not isinstance(raw, dict):
        raise ValueError("not a record")
    return Record(time_ms=_time_ms(raw.get("timeMs")), date=_date(raw.get("date")),
                  bbbv=_count(raw.get("bbbv")), name=to_name(raw.get("name", "")),
                  stamp=_stamp(raw.get("stamp")))


def _id_list(raw: object) -> list[str]:
    if not isinstance(raw, list):
        return []
    return [i for i in raw if isinstance(i, str) and 0 < len(i) <= 64][-KEPT_IDS:]


@dataclass
class RecordsData:
    """Everything the records file holds, validated: the kept wins (fastest
    first), the statistics and assisted statistics per key, and the ids of
    the games, wins and assisted games counted (newest last)."""

    best: dict[str, list[Record]] = field(default_factory=dict)
    stats: dict[str, Statistics] = field(default_factory=dict)
    assisted: dict[str, Statistics] = field(default_factory=dict)
    games: list[str] = field(default_factory=list)
    wins: list[str] = field(default_factory=list)
    assisted_games: list[str] = field(default_factory=list)

    def copy(self) -> RecordsData:
        return RecordsData({k: list(v) for k, v in self.best.items()}, dict(self.stats),
                           dict(self.assisted), list(self.games), list(self.wins),
                           list(self.assisted_games))

    # --- the file ------------------------------------------------------------------------

    @classmethod
    def from_json(cls, data: bytes) -> RecordsData:
        """The records of a file's bytes; damaged entries dropped one by one.

        Raises:
            ValueError: not a records file at all (not JSON, not an object).
        """
        raw = bounded_json.loads(data, max_bytes=MAX_FILE_BYTES)
        if not isinstance(raw, dict) or not isinstance(raw.get("version"), int):
            raise ValueError("not a records file")
        out = cls()
        for key, entries in (raw.get("best") or {}).items():
            if not _valid_key(key) or not isinstance(entries, list):
                continue
            kept = []
            for i, entry in enumerate(entries[:1000]):
                try:
                    kept.append(_record(entry))
                except (ValueError, TypeError, OverflowError) as error:
                    log.warning("records: dropping damaged entry %d of %s (%s)", i + 1, key, error)
            if kept:
                out.best[key] = sorted(kept, key=lambda r: (r.time_ms, r.stamp))[:MAX_RECORDS]
        for name, target in (("statistics", out.stats), ("assisted", out.assisted)):
            group = raw.get(name)
            for key, values in (group.items() if isinstance(group, dict) else ()):
                if _valid_key(key):
                    target[key] = _statistics(values, key)
        out.games = _id_list(raw.get("countedGames"))
        out.wins = _id_list(raw.get("countedWins"))
        out.assisted_games = _id_list(raw.get("countedAssisted"))
        return out

    def to_json(self) -> bytes:
        def stats(s: Statistics) -> dict[str, int]:
            return {"played": s.played, "won": s.won, "currentStreak": s.current_streak,
                    "longestStreak": s.longest_streak}

        return json.dumps({
            "version": 1,
            "best": {k: [{"timeMs": r.time_ms, "date": r.date, "bbbv": r.bbbv, "name": r.name,
                          "stamp": r.stamp} for r in v] for k, v in self.best.items() if v},
            "statistics": {k: stats(v) for k, v in self.stats.items()},
            "assisted": {k: stats(v) for k, v in self.assisted.items()},
            "countedGames": self.games[-KEPT_IDS:], "countedWins": self.wins[-KEPT_IDS:],
            "countedAssisted": self.assisted_games[-KEPT_IDS:],
        }, ensure_ascii=False, indent=1).encode("utf-8")

    @classmethod
    def from_settings(cls, store: QSettings) -> RecordsData:
        """The records an older version kept in the settings (groups
        ``records/<key>``, ``statistics/<key>``, ``assisted/statistics/<key>``)."""
        out = cls()
        keys: set[str] = set()
        for group in ("records", "statistics"):
            store.beginGroup(group)
            keys.update(k for k in store.childGroups() if _valid_key(k))
            store.endGroup()
        for key in keys:
            best = _settings_best(store, key)
            if best:
                out.best[key] = best
            out.stats[key] = _settings_statistics(store, key)
        store.beginGroup("assisted")
        try:
            store.beginGroup("statistics")
            assisted = [k for k in store.childGroups() if _valid_key(k)]
            store.endGroup()
            for key in assisted:
                out.assisted[key] = _settings_statistics(store, key)
        finally:
            store.endGroup()
        for name, target in ((_GAMES_IDS, out.games), (_WINS_IDS, out.wins)):
            raw = store.value(name, "")
            target.extend(_id_list(raw.split() if isinstance(raw, str) else []))
        return out

    # --- changes --------------------------------------------------------------------------

    def keys(self) -> set[str]:
        return set(self.best) | set(self.stats)

    def apply(self, updates: Iterable[Update], outcome: Outcome) -> None:
        """Apply ``updates`` in order; every one is idempotent (a game id
        counted once, a rename of a record found, a reset)."""
        for update in updates:
            key = update.key
            if update.reset:
                self.best.pop(key, None)
                self.stats.pop(key, None)
            elif update.renamed is not None:
                old, name = update.renamed
                records = self.best.get(key, [])
                for i, kept in enumerate(records):
                    if (kept.time_ms, kept.stamp) == (old.time_ms, old.stamp):
                        records[i] = replace(kept, name=to_name(name))
                        outcome[f"{update.token}/rename"] = records[i]
                        break
            elif update.record is not None:
                self._enter(update, outcome)
            else:
                ids = self.assisted_games if update.assisted else self.games
                if update.game_id in ids:
                    continue
                ids.append(update.game_id)
                del ids[:-KEPT_IDS]
                table = self.assisted if update.assisted else self.stats
                table[key] = table.get(key, Statistics()).after(update.won)

    def _enter(self, update: Update, outcome: Outcome) -> None:
        record = update.record
        assert record is not None
        if update.game_id in self.wins:
            outcome[update.game_id + "/win"] = None
            return
        self.wins.append(update.game_id)
        del self.wins[:-KEPT_IDS]
        records = sorted([*self.best.get(update.key, []), record],
                         key=lambda r: (r.time_ms, r.stamp))[:MAX_RECORDS]
        self.best[update.key] = records
        outcome[update.game_id + "/win"] = records.index(record) + 1 if record in records else None


def _settings_best(store: QSettings, key: str) -> list[Record]:
    records: list[Record] = []
    size = store.beginReadArray(f"records/{key}")
    try:
        for i in range(min(size, 1000)):
            store.setArrayIndex(i)
            try:
                records.append(Record(
                    time_ms=_time_ms(store.value("timeMs")),
                    date=_date(store.value("date")),
                    bbbv=_count(store.value("bbbv")),
                    name=to_name(store.value("name", "")),
                    stamp=_stamp(store.value("stamp")),
                ))
            except (ValueError, TypeError, OverflowError) as error:
                log.warning("records: dropping damaged entry %d of %s (%s)", i + 1, key, error)
    finally:
        store.endArray()
    records.sort(key=lambda r: (r.time_ms, r.stamp))
    return records[:MAX_RECORDS]


def _settings_statistics(store: QSettings, key: str) -> Statistics:
    raw = {setting: store.value(f"statistics/{key}/{setting}")
           for setting in ("played", "won", "currentStreak", "longestStreak")}
    return _statistics({k: v for k, v in raw.items() if v is not None}, key)


def records_path(store: QSettings) -> Path:
    """Where the records of the settings ``store`` live: ``records.json`` beside
    its file (in the application data folder for the Windows registry)."""
    name = store.fileName()
    path = Path(name)
    if path.is_absolute() and not name.startswith("\\"):
        return path.with_name(FILE_NAME)
    folder = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))
    return folder / FILE_NAME


class RecordsLocked(OSError):
    """Another copy of the game held the records' lock (try again later)."""


class RecordsFile:
    """The records file at ``path`` (reads and transactions; any thread, one
    transaction at a time per process). ``legacy``: the settings of an older
    version, read when the file does not exist yet (or their records, read
    already: a thread other than the settings' own then makes no QSettings)."""

    #: Records files set aside as damaged in this process, oldest first (the
    #: program tells the player).
    set_aside: ClassVar[list[Path]] = []

    def __init__(self, path: Path, legacy: QSettings | RecordsData | None = None) -> None:
        self.path = path
        self.legacy = legacy

    def read(self) -> RecordsData:
        """What the file holds (the legacy settings' records without a file;
        a file that is not a records file is set aside, those used instead).

        Raises:
            OSError: it could not be read (a link or FIFO in its place: UnsafeFile).
        """
        try:
            data = read_regular(self.path, MAX_FILE_BYTES)
        except FileNotFoundError:
            return self._legacy()
        if len(data) > MAX_FILE_BYTES:
            return self._damaged("larger than it can be")
        try:
            return RecordsData.from_json(data)
        except (ValueError, UnicodeDecodeError, AttributeError) as error:
            return self._damaged(str(error))

    def _legacy(self) -> RecordsData:
        if self.legacy is None:
            return RecordsData()
        if isinstance(self.legacy, RecordsData):
            return self.legacy.copy()
        # A fresh object: the caller's may hold changes of its own.
        return RecordsData.from_settings(QSettings(self.legacy.fileName(), self.legacy.format()))

    def _damaged(self, why: str) -> RecordsData:
        target = self.path.with_name(f"{self.path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        log.warning("records: %s is damaged (%s); set aside as %s", self.path, why, target)
        with suppress(OSError):
            os.replace(self.path, target)
            RecordsFile.set_aside.append(target)
        return self._legacy()

    @contextmanager
    def locked(self, wait_ms: int) -> Iterator[None]:
        """Hold the records' cross-process lock (:mod:`.file_lock`: a kill
        never leaves it held), waiting at most ``wait_ms``.

        Raises:
            RecordsLocked: another copy holds it.
            OSError: the lock file cannot be made.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            # A write never takes 30 s (where Qt's lock is used: file_lock).
            lock = acquire(self.path.with_name(self.path.name + ".lock"), wait_ms, 30_000)
        except LockHeld as error:
            raise RecordsLocked(errno.EAGAIN, "another copy of the game is using them",
                                str(self.path)) from error
        try:
            yield
        finally:
            lock.release()

    def write_updates(self, updates: list[Update], wait_ms: int = LOCK_TIMEOUT_MS) -> \
            tuple[RecordsData, Outcome]:
        """Apply ``updates`` to the file in one transaction; returns what the
        file holds now and the outcome (see :data:`Outcome`).

        Raises:
            OSError: not written (nothing of it is on disk); ``RecordsLocked``
                when another copy held the lock for ``wait_ms``.
        """
        outcome: Outcome = {}
        with self.locked(wait_ms):
            data = self.read()
            data.apply(updates, outcome)
            write_atomic(self.path, data.to_json())
        return data, outcome


def words_for(error: OSError) -> str:
    """Why the records could not be written, in a few translated words."""
    if isinstance(error, RecordsLocked):
        return QCoreApplication.translate("Storage", "another copy of the game is using them")
    return reason(error)


class RecordsWriter(Protocol):
    """Where an attached :class:`Records` sends its writes: the storage worker
    applies them in order and calls :meth:`Records.confirm` with their tokens."""

    def write_records(self, updates: list[Update]) -> None: ...


class Records(QObject):
    """Best times and statistics of the settings ``store`` (in ``records.json``
    beside its file, see :func:`records_path`).

    Reads combine what the file held when last read with the updates not yet
    on disk, so a result shows at once. By itself, a Records writes each update
    at once (and keeps it in memory to try again when that fails);
    :meth:`attach` gives the writing to the storage worker instead (a game end
    then comes through the journal of finished games: :meth:`expect`), and
    :meth:`confirm` drops what it wrote, with what the file holds now.

    ``current_game_id`` (settable) gives the id of the game being counted when
    :meth:`add_game` or :meth:`add_win` is called without one.
    """

    #: A sentence for the player: the results could not be written (they are
    #: kept in memory and tried again).
    writeFailed = Signal(str)
    #: Results kept in memory were written after all.
    writeRecovered = Signal()

    def __init__(self, store: QSettings, parent: QObject | None = None, *,
                 current_game_id: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.file = RecordsFile(records_path(store), legacy=store)
        self.current_game_id = current_game_id
        self._pending: list[Update] = []
        self._failed = False
        self._writer: RecordsWriter | None = None
        self._tokens = itertools.count(1)
        try:
            self._data = self.file.read()
        except OSError as error:
            log.warning("records: cannot read %s: %s", self.file.path, error)
            self._data = RecordsData()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def attach(self, writer: RecordsWriter) -> None:
        """From now on updates are written by ``writer`` (the storage worker),
        never on this thread."""
        self._writer = writer

    # --- reading ---------------------------------------------------------------

    def _view(self) -> RecordsData:
        """The file as last read with the updates in memory applied."""
        data = self._data.copy()
        data.apply(self._pending, {})
        return data

    def best(self, key: str) -> list[Record]:
        """The kept wins of a board size, fastest first (at most ten), updates
        not yet written included."""
        self._check_key(key)
        return list(self._view().best.get(key, []))

    def statistics(self, key: str) -> Statistics:
        """The statistics of a board size (damaged values count as 0), games
        not yet written included."""
        self._check_key(key)
        return self._view().stats.get(key, Statistics())

    def assisted_statistics(self, key: str) -> Statistics:
        """The statistics of assisted games of size ``key``."""
        self._check_key(key)
        return self._view().assisted.get(key, Statistics())

    def counted(self, game_id: str) -> bool:
        """Whether the game ``game_id`` was counted already (as the file and
        the updates in memory remember)."""
        return game_id in self._data.games or any(
            p.game_id == game_id and p.counts_game and not p.assisted for p in self._pending)

    def keys(self) -> list[str]:
        """Board sizes with records or statistics, presets first."""
        order = {"beginner": 0, "intermediate": 1, "expert": 2}
        return sorted(self._view().keys(), key=lambda k: (order.get(split_key(k)[0].key, 3),
                                                          split_key(k)[0].key, k))

    # --- writing ---------------------------------------------------------------

    def win_record(self, time_ms: int, bbbv: int, name: str,
                   when: dt.datetime | None = None) -> Record:
        """The record of a win (not entered anywhere).

        Raises:
            ValueError: ``time_ms`` outside 1 ms-24 h or a negative 3BV.
        """
        when = when or dt.datetime.now()
        return Record(time_ms=_time_ms(time_ms), date=when.date().isoformat(),
                      bbbv=_count(bbbv), name=to_name(name),
                      stamp=when.isoformat(timespec="milliseconds"))

    def add_win(self, key: str, time_ms: int, bbbv: int, name: str,
                when: dt.datetime | None = None, *,
                game_id: str | None = None) -> tuple[int | None, Record]:
        """Record a win; returns its rank (1 = fastest) if it entered the top ten,
        else None, and the record. A win whose ``game_id`` was entered already is
        not entered again (rank None). Written at once under the lock after
        re-reading the file (or handed to the attached writer); when it cannot
        be written it is kept in memory (the rank is then the rank among the
        kept wins) and :attr:`writeFailed` emitted.

        Raises:
            ValueError: ``time_ms`` outside 1 ms-24 h, a negative 3BV or a bad key.
        """
        self._check_key(key)
        record = self.win_record(time_ms, bbbv, name, when)
        game_id = self._game_id(game_id)
        if game_id in self._data.wins or any(
                p.game_id == game_id and p.record is not None for p in self._pending):
            return None, record
        self._add(Update(key, game_id, True, record))
        if self._writer is None:
            outcome: Outcome = {}
            if self._commit(outcome):
                rank = outcome.get(game_id + "/win")
                return (rank if isinstance(rank, int) else None), record
        best = self.best(key)  # not written: its place among the wins kept in memory
        return (best.index(record) + 1 if record in best else None), record

    def rename(self, key: str, record: Record, name: str) -> Record | None:
        """Change the name on a kept record (found by time and stamp); returns the
        renamed record, or None when it is no longer kept."""
        if not any((r.time_ms, r.stamp) == (record.time_ms, record.stamp)
                   for r in self.best(key)):
            return None
        self._add(Update(key, renamed=(record, name)))
        if self._writer is None:
            self._commit({})
        return replace(record, name=to_name(name))

    def add_game(self, key: str, won: bool, *, game_id: str | None = None) -> Statistics:
        """Count one finished game; returns the new statistics. A game whose
        ``game_id`` was counted already is not counted again. Kept in memory
        until written (see :meth:`add_win`).

        Raises:
            ValueError: a bad key.
        """
        self._check_key(key)
        game_id = self._game_id(game_id)
        if not any(p.game_id == game_id and p.counts_game and not p.assisted
                   for p in self._pending):
            self._add(Update(key, game_id, won))
            if self._writer is None:
                self._commit({})
        return self.statistics(key)

    def reset(self, key: str) -> None:
        """Forget the best times and statistics of one board size."""
        self._check_key(key)
        self._pending = [p for p in self._pending if p.key != key]
        self._add(Update(key, reset=True))
        if self._writer is None:
            self._commit({})

    def expect(self, updates: list[Update]) -> list[Update]:
        """Take the updates of a game end into memory without writing them:
        they come to disk through the journal of finished games, and
        :meth:`confirm` drops them. Returns them with their tokens."""
        out = [replace(u, token=next(self._tokens)) for u in updates]
        self._pending.extend(out)
        return out

    def confirm(self, tokens: Iterable[int], data: RecordsData | None = None) -> None:
        """The storage worker wrote these updates (``data``: what the file
        holds now): they leave memory."""
        done = set(tokens)
        self._pending = [p for p in self._pending if p.token not in done]
        if data is not None:
            self._data = data

    @Slot()
    def flush(self) -> bool:
        """Try again to write what is kept in memory (on quit; with an attached
        writer, that writer's job); True when nothing is left unwritten."""
        if self._pending and self._writer is None:
            self._commit({})
        return not self._pending

    def _add(self, update: Update) -> Update:
        update = replace(update, token=next(self._tokens))
        self._pending.append(update)
        if self._writer is not None and not update.counts_game and update.record is None:
            self._writer.write_records([update])  # a rename or a reset
        return update

    # --- the transaction ---------------------------------------------------------

    def _game_id(self, game_id: str | None) -> str:
        if game_id is None and self.current_game_id is not None:
            game_id = self.current_game_id()
        return game_id if game_id else uuid.uuid4().hex

    def _commit(self, outcome: Outcome) -> bool:
        """Write the updates kept in memory in one transaction (no attached
        writer); ``outcome`` receives what :meth:`RecordsData.apply` tells."""
        try:
            self._data, done = self.file.write_updates(list(self._pending))
            outcome.update(done)
        except OSError as error:
            problem = words_for(error)
            if not self._failed:
                log.warning("records: cannot write %s: %s", self.file.path, error)
            self._failed = True
            self.writeFailed.emit(QCoreApplication.translate(
                "Storage", "Best times and statistics could not be saved: {0}. "
                "They are kept until the game can save them.").format(problem))
            return False
        self._pending.clear()
        if self._failed:
            self._failed = False
            log.info("records: written again")
            self.writeRecovered.emit()
        return True

    @staticmethod
    def _check_key(key: str) -> None:
        if not _valid_key(key):
            raise ValueError(f"not a board size key: {key!r}")
