"""Best times and per-size statistics, kept in QSettings.

Per board size (the difficulty ``key``: ``beginner``, ``intermediate``,
``expert`` or ``ROWSxCOLSxMINES``) the store keeps the ten fastest wins and the
games played, won and the winning streaks. Every value read back is validated;
a damaged entry (a string, a negative, NaN or huge number, a wrong type, as from
a hand-edited file) is dropped on its own with a logged warning.

Nothing is lost or counted twice:

- Every update is a transaction under a cross-process lock (``QLockFile``
  ``<settings file>.update.lock``, stale locks of killed processes recovered): re-read
  the file, apply, write, sync, and check ``QSettings.status()``.
- Every counted game has an id (``game_id``; one is made up when none is
  given); the ids of the last :data:`KEPT_IDS` games and wins counted are
  stored, and an id already there is not counted again (a saved game resumed
  twice, or a finished game whose file could not be removed).
- When the file cannot be written (read-only file or folder, full disk,
  something else in its place), :attr:`Records.writeFailed` says so at once in
  a sentence for the player; the results are kept in memory (shown by
  :meth:`Records.best` and :meth:`Records.statistics`), tried again at the next
  update and by :meth:`Records.flush` (on quit).
"""

from __future__ import annotations

import datetime as dt
import logging
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QSettings, Signal, Slot

from minesweeper_qt.engine import Difficulty
from minesweeper_qt.storage.settings import (
    StoreError,
    guard_store,
    lock_path,
    settings_write_problem,
    to_int,
    to_name,
)

log = logging.getLogger(__name__)

#: Wins kept per board size.
MAX_RECORDS = 10
#: Slowest time stored, in milliseconds (a day: anything above is damage).
MAX_TIME_MS = 86_400_000
_MAX_COUNT = 10**9
#: Ids of counted games (and of counted wins) remembered, newest last.
KEPT_IDS = 500
#: Longest wait for another process's lock on the records, in milliseconds.
LOCK_TIMEOUT_MS = 30_000
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
        return self.time_ms / 1000

    @property
    def bbbv_per_second(self) -> float:
        """3BV / s of the win (0.0 for a zero time)."""
        return self.bbbv * 1000 / self.time_ms if self.time_ms else 0.0


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
class _Pending:
    """An update not yet on disk: a finished game (``record`` None) or a win."""

    key: str
    game_id: str
    won: bool = False
    record: Record | None = None


def _ids(store: QSettings, name: str) -> list[str]:
    raw = store.value(name, "")
    return raw.split() if isinstance(raw, str) else []


class Records(QObject):
    """Best times and statistics over a ``QSettings`` store (groups
    ``records/<key>`` and ``statistics/<key>``).

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
        self.current_game_id = current_game_id
        self._pending: list[_Pending] = []
        self._failed = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    # --- reading ---------------------------------------------------------------

    @property
    def unsaved(self) -> int:
        """Updates kept in memory because they could not be written yet."""
        return len(self._pending)

    def best(self, key: str) -> list[Record]:
        """The kept wins of a board size, fastest first (at most ten), wins not
        yet written included."""
        self._check_key(key)
        records = self._stored_best(self.store, key)
        counted = set(_ids(self.store, _WINS_IDS))
        records += [p.record for p in self._pending if p.key == key and p.record is not None
                    and p.game_id not in counted and p.record not in records]
        records.sort(key=lambda r: (r.time_ms, r.stamp))
        return records[:MAX_RECORDS]

    def statistics(self, key: str) -> Statistics:
        """The statistics of a board size (damaged values count as 0), games
        not yet written included."""
        self._check_key(key)
        stats = self._stored_statistics(self.store, key)
        counted = set(_ids(self.store, _GAMES_IDS))
        for pending in self._pending:
            if pending.key == key and pending.record is None and pending.game_id not in counted:
                stats = stats.after(pending.won)
        return stats

    def counted(self, game_id: str) -> bool:
        """Whether the game ``game_id`` was counted already (as the store and
        the updates in memory remember)."""
        return game_id in _ids(self.store, _GAMES_IDS) or any(
            p.game_id == game_id and p.record is None for p in self._pending)

    @staticmethod
    def _stored_best(store: QSettings, key: str) -> list[Record]:
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

    @staticmethod
    def _stored_statistics(store: QSettings, key: str) -> Statistics:
        values = {}
        for field, setting in (("played", "played"), ("won", "won"),
                               ("current_streak", "currentStreak"),
                               ("longest_streak", "longestStreak")):
            raw = store.value(f"statistics/{key}/{setting}")
            try:
                values[field] = 0 if raw is None else _count(raw)
            except (ValueError, TypeError, OverflowError) as error:
                log.warning("records: ignoring damaged %s of %s (%s)", setting, key, error)
                values[field] = 0
        stats = Statistics(**values)
        # Keep the numbers coherent even after hand edits.
        won = min(stats.won, stats.played)
        current = min(stats.current_streak, won)
        return Statistics(stats.played, won, current, max(current, min(stats.longest_streak, won)))

    def keys(self) -> list[str]:
        """Board sizes with records or statistics, presets first."""
        self.store.sync()
        found: set[str] = {p.key for p in self._pending}
        for group in ("records", "statistics"):
            self.store.beginGroup(group)
            found.update(k for k in self.store.childGroups() if _valid_key(k))
            self.store.endGroup()
        order = {"beginner": 0, "intermediate": 1, "expert": 2}
        return sorted(found, key=lambda k: (order.get(split_key(k)[0].key, 3),
                                            split_key(k)[0].key, k))

    # --- writing ---------------------------------------------------------------

    def add_win(self, key: str, time_ms: int, bbbv: int, name: str,
                when: dt.datetime | None = None, *,
                game_id: str | None = None) -> tuple[int | None, Record]:
        """Record a win; returns its rank (1 = fastest) if it entered the top ten,
        else None, and the record. A win whose ``game_id`` was entered already is
        not entered again (rank None). Written under the lock after re-reading
        the store; when it cannot be written it is kept in memory (the rank is
        then the rank among the kept wins) and :attr:`writeFailed` emitted.

        Raises:
            ValueError: ``time_ms`` outside 1 ms-24 h, a negative 3BV or a bad key.
        """
        self._check_key(key)
        when = when or dt.datetime.now()
        record = Record(
            time_ms=_time_ms(time_ms),
            date=when.date().isoformat(),
            bbbv=_count(bbbv),
            name=to_name(name),
            stamp=when.isoformat(timespec="milliseconds"),
        )
        game_id = self._game_id(game_id)
        if any(p.game_id == game_id and p.record is not None for p in self._pending):
            return None, record
        outcome: dict[str, int | None] = {}
        self._pending.append(_Pending(key, game_id, True, record))
        self._commit(outcome)
        rank = outcome.get(game_id + "/win", -1)
        if rank == -1:  # not written: its place among the wins kept in memory
            best = self.best(key)
            rank = best.index(record) + 1 if record in best else None
        return rank, record

    def rename(self, key: str, record: Record, name: str) -> Record | None:
        """Change the name on a kept record (found by time and stamp); returns the
        renamed record, or None when it is no longer kept."""
        renamed = replace(record, name=to_name(name))
        for i, pending in enumerate(self._pending):
            if pending.record is not None and (pending.record.time_ms, pending.record.stamp) == (
                    record.time_ms, record.stamp):
                self._pending[i] = replace(pending, record=renamed)
                self._commit({})
                return renamed
        found: list[Record] = []

        def apply(store: QSettings) -> None:
            records = self._stored_best(store, key)
            for i, kept in enumerate(records):
                if kept.time_ms == record.time_ms and kept.stamp == record.stamp:
                    records[i] = replace(kept, name=to_name(name))
                    self._write_best(store, key, records)
                    found.append(records[i])
                    return

        self._commit({}, apply)
        return found[0] if found else None

    def add_game(self, key: str, won: bool, *, game_id: str | None = None) -> Statistics:
        """Count one finished game; returns the new statistics. A game whose
        ``game_id`` was counted already is not counted again. Kept in memory
        when it cannot be written (see :meth:`add_win`).

        Raises:
            ValueError: a bad key.
        """
        self._check_key(key)
        game_id = self._game_id(game_id)
        if not any(p.game_id == game_id and p.record is None for p in self._pending):
            self._pending.append(_Pending(key, game_id, won))
            self._commit({})
        return self.statistics(key)

    def reset(self, key: str) -> None:
        """Forget the best times and statistics of one board size."""
        self._check_key(key)
        self._pending = [p for p in self._pending if p.key != key]

        def apply(store: QSettings) -> None:
            store.remove(f"records/{key}")
            store.remove(f"statistics/{key}")

        self._commit({}, apply)

    @Slot()
    def flush(self) -> bool:
        """Try again to write what is kept in memory (on quit); True when
        nothing is left unwritten."""
        if self._pending:
            self._commit({})
        return not self._pending

    # --- the transaction ---------------------------------------------------------

    def _game_id(self, game_id: str | None) -> str:
        if game_id is None and self.current_game_id is not None:
            game_id = self.current_game_id()
        return game_id if game_id else uuid.uuid4().hex

    @contextmanager
    def _locked(self) -> Iterator[QSettings]:
        """The store, freshly re-read, under the cross-process lock; written
        and checked on leaving.

        Raises:
            StoreError: the lock could not be taken or the store not written.
        """
        lock = QLockFile(str(lock_path(self.store)))
        lock.setStaleLockTime(30_000)  # a write never takes that long
        if not lock.tryLock(LOCK_TIMEOUT_MS):
            if lock.error() == QLockFile.LockError.LockFailedError:
                raise StoreError(QCoreApplication.translate(
                    "Storage", "another copy of the game is using them"))
            raise StoreError(settings_write_problem(self.store))
        try:
            guard_store(self.store)
            # A fresh object: its status() tells about this write only.
            fresh = QSettings(self.store.fileName(), self.store.format())
            # Something to write makes sync() re-read the file even when its
            # size and time stamp look unchanged (time stamps are coarse).
            fresh.setValue("records/revision", uuid.uuid4().hex[:12])
            fresh.sync()
            if fresh.status() != QSettings.Status.NoError:
                raise StoreError(settings_write_problem(self.store))
            yield fresh
            fresh.sync()
            if fresh.status() != QSettings.Status.NoError:
                raise StoreError(settings_write_problem(self.store))
        finally:
            lock.unlock()

    def _commit(self, outcome: dict[str, int | None],
                extra: Callable[[QSettings], None] | None = None) -> bool:
        """Write the updates kept in memory (and ``extra``) in one transaction;
        ``outcome`` receives ``<game id>/win`` -> rank of each win written."""
        try:
            with self._locked() as store:
                self._apply(store, outcome)
                if extra is not None:
                    extra(store)
        except StoreError as error:
            if not self._failed:
                log.warning("records: cannot write %s: %s", self.store.fileName(), error)
            self._failed = True
            self.writeFailed.emit(QCoreApplication.translate(
                "Storage", "Best times and statistics could not be saved: {0}. "
                "They are kept until the game can save them.").format(error))
            return False
        self._pending.clear()
        self.store.sync()
        if self._failed:
            self._failed = False
            log.info("records: written again")
            self.writeRecovered.emit()
        return True

    def _apply(self, store: QSettings, outcome: dict[str, int | None]) -> None:
        games = _ids(store, _GAMES_IDS)
        wins = _ids(store, _WINS_IDS)
        for pending in self._pending:
            if pending.record is None:
                if pending.game_id in games:
                    continue
                games.append(pending.game_id)
                stats = self._stored_statistics(store, pending.key).after(pending.won)
                base = f"statistics/{pending.key}/"
                store.setValue(base + "played", stats.played)
                store.setValue(base + "won", stats.won)
                store.setValue(base + "currentStreak", stats.current_streak)
                store.setValue(base + "longestStreak", stats.longest_streak)
            else:
                if pending.game_id in wins:
                    outcome[pending.game_id + "/win"] = None
                    continue
                wins.append(pending.game_id)
                record = pending.record
                records = [*self._stored_best(store, pending.key), record]
                records.sort(key=lambda r: (r.time_ms, r.stamp))
                records = records[:MAX_RECORDS]
                if record in records:
                    self._write_best(store, pending.key, records)
                    outcome[pending.game_id + "/win"] = records.index(record) + 1
                else:
                    outcome[pending.game_id + "/win"] = None
        store.setValue(_GAMES_IDS, " ".join(games[-KEPT_IDS:]))
        store.setValue(_WINS_IDS, " ".join(wins[-KEPT_IDS:]))

    @staticmethod
    def _write_best(store: QSettings, key: str, records: list[Record]) -> None:
        store.remove(f"records/{key}")
        store.beginWriteArray(f"records/{key}", len(records))
        for i, record in enumerate(records):
            store.setArrayIndex(i)
            store.setValue("timeMs", record.time_ms)
            store.setValue("date", record.date)
            store.setValue("bbbv", record.bbbv)
            store.setValue("name", record.name)
            store.setValue("stamp", record.stamp)
        store.endArray()

    @staticmethod
    def _check_key(key: str) -> None:
        if not _valid_key(key):
            raise ValueError(f"not a board size key: {key!r}")

    # --- assisted games (hints, overlay, undo, auto-play) ----------------------------

    #: The settings group assisted games are counted under, apart from the rest
    #: (``assisted/statistics/<key>``); never listed by :meth:`keys`.
    ASSISTED_GROUP = "assisted"

    def add_assisted_game(self, key: str, won: bool) -> Statistics:
        """Count one finished assisted game of size ``key``, apart from the
        player's own games (under the same lock as every update); returns the
        assisted statistics.

        Raises:
            ValueError: a bad key.
        """
        self._check_key(key)

        def apply(store: QSettings) -> None:
            store.beginGroup(self.ASSISTED_GROUP)
            try:
                stats = self._stored_statistics(store, key).after(won)
                base = f"statistics/{key}/"
                store.setValue(base + "played", stats.played)
                store.setValue(base + "won", stats.won)
                store.setValue(base + "currentStreak", stats.current_streak)
                store.setValue(base + "longestStreak", stats.longest_streak)
            finally:
                store.endGroup()

        self._commit({}, apply)
        return self.assisted_statistics(key)

    def assisted_statistics(self, key: str) -> Statistics:
        """The statistics of assisted games of size ``key``."""
        self._check_key(key)
        self.store.beginGroup(self.ASSISTED_GROUP)
        try:
            return self._stored_statistics(self.store, key)
        finally:
            self.store.endGroup()
