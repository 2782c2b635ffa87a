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
import itertools
import logging
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Protocol

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
_ASSISTED_IDS = "assisted/countedGames"


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


def _ids(store: QSettings, name: str) -> list[str]:
    raw = store.value(name, "")
    return raw.split() if isinstance(raw, str) else []


#: Outcome of a write: ``<game id>/win`` -> rank of each win written (None: not
#: in the top ten or entered before), ``<token>/rename`` -> the renamed record.
Outcome = dict[str, object]


def _rank_of(store: QSettings, update: Update, outcome: Outcome) -> None:
    games = _ids(store, _WINS_IDS)
    record = update.record
    assert record is not None
    if update.game_id in games:
        outcome[update.game_id + "/win"] = None
        return
    games.append(update.game_id)
    store.setValue(_WINS_IDS, " ".join(games[-KEPT_IDS:]))
    records = [*Records._stored_best(store, update.key), record]
    records.sort(key=lambda r: (r.time_ms, r.stamp))
    records = records[:MAX_RECORDS]
    if record in records:
        Records._write_best(store, update.key, records)
        outcome[update.game_id + "/win"] = records.index(record) + 1
    else:
        outcome[update.game_id + "/win"] = None


def apply_updates(store: QSettings, updates: list[Update], outcome: Outcome) -> None:
    """Apply ``updates`` in order to ``store`` (inside :func:`transaction`);
    every one is idempotent (a game id counted once, a rename of a record
    found, a reset)."""
    for update in updates:
        if update.reset:
            store.remove(f"records/{update.key}")
            store.remove(f"statistics/{update.key}")
        elif update.renamed is not None:
            record, name = update.renamed
            records = Records._stored_best(store, update.key)
            for i, kept in enumerate(records):
                if (kept.time_ms, kept.stamp) == (record.time_ms, record.stamp):
                    records[i] = replace(kept, name=to_name(name))
                    Records._write_best(store, update.key, records)
                    outcome[f"{update.token}/rename"] = records[i]
                    break
        elif update.record is not None:
            _rank_of(store, update, outcome)
        else:
            _count_game(store, update)


def _count_game(store: QSettings, update: Update) -> None:
    ids_key = _ASSISTED_IDS if update.assisted else _GAMES_IDS
    games = _ids(store, ids_key)
    if update.game_id in games:
        return
    games.append(update.game_id)
    store.setValue(ids_key, " ".join(games[-KEPT_IDS:]))
    prefix = f"{Records.ASSISTED_GROUP}/" if update.assisted else ""
    if update.assisted:
        store.beginGroup(Records.ASSISTED_GROUP)
    try:
        stats = Records._stored_statistics(store, update.key).after(update.won)
    finally:
        if update.assisted:
            store.endGroup()
    base = f"{prefix}statistics/{update.key}/"
    store.setValue(base + "played", stats.played)
    store.setValue(base + "won", stats.won)
    store.setValue(base + "currentStreak", stats.current_streak)
    store.setValue(base + "longestStreak", stats.longest_streak)


@contextmanager
def transaction(file_name: str, format: QSettings.Format) -> Iterator[QSettings]:
    """The settings file ``file_name``, freshly re-read, under the
    cross-process lock; written and checked on leaving. Any thread may use it
    (a fresh ``QSettings`` each time: Qt's are reentrant).

    Raises:
        StoreError: the lock could not be taken or the store not written.
    """
    store = QSettings(file_name, format)
    lock = QLockFile(str(lock_path(store)))
    lock.setStaleLockTime(30_000)  # a write never takes that long
    if not lock.tryLock(LOCK_TIMEOUT_MS):
        if lock.error() == QLockFile.LockError.LockFailedError:
            raise StoreError(QCoreApplication.translate(
                "Storage", "another copy of the game is using them"))
        raise StoreError(settings_write_problem(store))
    try:
        guard_store(store)
        # A fresh object: its status() tells about this write only.
        fresh = QSettings(file_name, format)
        # Something to write makes sync() re-read the file even when its
        # size and time stamp look unchanged (time stamps are coarse).
        fresh.setValue("records/revision", uuid.uuid4().hex[:12])
        fresh.sync()
        if fresh.status() != QSettings.Status.NoError:
            raise StoreError(settings_write_problem(store))
        yield fresh
        fresh.sync()
        if fresh.status() != QSettings.Status.NoError:
            raise StoreError(settings_write_problem(store))
    finally:
        lock.unlock()


def write_updates(file_name: str, format: QSettings.Format, updates: list[Update]) -> Outcome:
    """Write ``updates`` to the settings file in one transaction (the storage
    worker's step); returns the outcome (see :data:`Outcome`).

    Raises:
        StoreError: not written (nothing of it is on disk).
    """
    outcome: Outcome = {}
    with transaction(file_name, format) as store:
        apply_updates(store, updates, outcome)
    return outcome


class RecordsWriter(Protocol):
    """Where an attached :class:`Records` sends its writes: the storage worker
    applies them in order and calls :meth:`Records.confirm` with their tokens."""

    def write_records(self, updates: list[Update]) -> None: ...


class Records(QObject):
    """Best times and statistics over a ``QSettings`` store (groups
    ``records/<key>`` and ``statistics/<key>``).

    Reads combine the store with the updates not yet on disk, so a result shows
    at once. By itself, a Records writes each update at once (and keeps it in
    memory to try again when that fails); :meth:`attach` gives the writing to
    the storage worker instead (a game end then comes through the journal of
    finished games: :meth:`expect`), and :meth:`confirm` drops what it wrote.

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
        self._pending: list[Update] = []
        self._failed = False
        self._writer: RecordsWriter | None = None
        self._tokens = itertools.count(1)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def attach(self, writer: RecordsWriter) -> None:
        """From now on updates are written by ``writer`` (the storage worker),
        never on this thread."""
        self._writer = writer

    # --- reading ---------------------------------------------------------------

    @property
    def unsaved(self) -> int:
        """Updates kept in memory because they are not on disk yet."""
        return len(self._pending)

    def best(self, key: str) -> list[Record]:
        """The kept wins of a board size, fastest first (at most ten), updates
        not yet written included."""
        self._check_key(key)
        records = self._stored_best(self.store, key)
        counted = set(_ids(self.store, _WINS_IDS))
        for update in self._pending:
            if update.key != key:
                continue
            if update.reset:
                records = []
            elif update.renamed is not None:
                old, name = update.renamed
                records = [replace(r, name=to_name(name))
                           if (r.time_ms, r.stamp) == (old.time_ms, old.stamp) else r
                           for r in records]
            elif update.record is not None and update.game_id not in counted \
                    and update.record not in records:
                records.append(update.record)
                records.sort(key=lambda r: (r.time_ms, r.stamp))
        records.sort(key=lambda r: (r.time_ms, r.stamp))
        return records[:MAX_RECORDS]

    def statistics(self, key: str) -> Statistics:
        """The statistics of a board size (damaged values count as 0), games
        not yet written included."""
        return self._statistics(key, assisted=False)

    def assisted_statistics(self, key: str) -> Statistics:
        """The statistics of assisted games of size ``key``."""
        return self._statistics(key, assisted=True)

    def _statistics(self, key: str, assisted: bool) -> Statistics:
        self._check_key(key)
        if assisted:
            self.store.beginGroup(self.ASSISTED_GROUP)
        try:
            stats = self._stored_statistics(self.store, key)
        finally:
            if assisted:
                self.store.endGroup()
        counted = set(_ids(self.store, _ASSISTED_IDS if assisted else _GAMES_IDS))
        for update in self._pending:
            if update.key != key:
                continue
            if update.reset and not assisted:
                stats = Statistics()
            elif update.counts_game and update.assisted == assisted \
                    and update.game_id not in counted:
                counted.add(update.game_id)
                stats = stats.after(update.won)
        return stats

    def counted(self, game_id: str) -> bool:
        """Whether the game ``game_id`` was counted already (as the store and
        the updates in memory remember)."""
        return game_id in _ids(self.store, _GAMES_IDS) or any(
            p.game_id == game_id and p.counts_game and not p.assisted for p in self._pending)

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
        found: set[str] = {p.key for p in self._pending if not p.reset}
        for group in ("records", "statistics"):
            self.store.beginGroup(group)
            found.update(k for k in self.store.childGroups() if _valid_key(k))
            self.store.endGroup()
        order = {"beginner": 0, "intermediate": 1, "expert": 2}
        return sorted(found, key=lambda k: (order.get(split_key(k)[0].key, 3),
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
        re-reading the store (or handed to the attached writer); when it cannot
        be written it is kept in memory (the rank is then the rank among the
        kept wins) and :attr:`writeFailed` emitted.

        Raises:
            ValueError: ``time_ms`` outside 1 ms-24 h, a negative 3BV or a bad key.
        """
        self._check_key(key)
        record = self.win_record(time_ms, bbbv, name, when)
        game_id = self._game_id(game_id)
        if game_id in _ids(self.store, _WINS_IDS) or any(
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
        renamed = replace(record, name=to_name(name))
        if not any((r.time_ms, r.stamp) == (record.time_ms, record.stamp)
                   for r in self.best(key)):
            return None
        self._add(Update(key, renamed=(record, name)))
        if self._writer is None:
            self._commit({})
        return renamed

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

    def add_assisted_game(self, key: str, won: bool, *, game_id: str | None = None) -> \
            Statistics:
        """Count one finished assisted game of size ``key`` (once per
        ``game_id``), apart from the player's own games; returns the assisted
        statistics.

        Raises:
            ValueError: a bad key.
        """
        self._check_key(key)
        game_id = self._game_id(game_id)
        if not any(p.game_id == game_id and p.counts_game and p.assisted
                   for p in self._pending):
            self._add(Update(key, game_id, won, assisted=True))
            if self._writer is None:
                self._commit({})
        return self.assisted_statistics(key)

    def reset(self, key: str) -> None:
        """Forget the best times and statistics of one board size."""
        self._check_key(key)
        self._pending = [p for p in self._pending if p.key != key]
        self._add(Update(key, reset=True))
        if self._writer is None:
            self._commit({})

    def confirm(self, tokens: Iterable[int]) -> None:
        """The storage worker wrote these updates: they leave memory."""
        done = set(tokens)
        self._pending = [p for p in self._pending if p.token not in done]

    @Slot()
    def flush(self) -> bool:
        """Try again to write what is kept in memory (on quit; the attached
        writer's own flush when attached); True when nothing is left unwritten."""
        if self._pending and self._writer is None:
            self._commit({})
        return not self._pending

    def _add(self, update: Update) -> Update:
        update = replace(update, token=next(self._tokens))
        self._pending.append(update)
        if self._writer is not None and not update.counts_game and update.record is None:
            self._writer.write_records([update])  # a rename or a reset
        return update

    def expect(self, updates: list[Update]) -> list[Update]:
        """Take the updates of a game end (as :meth:`add_game` and
        :meth:`add_win` make them, given tokens here) into memory without
        writing them: they come to disk through the journal of finished games,
        and :meth:`confirm` drops them. Returns them with their tokens."""
        out = [replace(u, token=next(self._tokens)) for u in updates]
        self._pending.extend(out)
        return out

    # --- the transaction ---------------------------------------------------------

    def _game_id(self, game_id: str | None) -> str:
        if game_id is None and self.current_game_id is not None:
            game_id = self.current_game_id()
        return game_id if game_id else uuid.uuid4().hex

    def _commit(self, outcome: Outcome) -> bool:
        """Write the updates kept in memory in one transaction (no attached
        writer); ``outcome`` receives what :func:`apply_updates` tells."""
        try:
            outcome.update(write_updates(self.store.fileName(), self.store.format(),
                                         list(self._pending)))
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

    #: The settings group assisted games are counted under, apart from the rest
    #: (``assisted/statistics/<key>``); never listed by :meth:`keys`.
    ASSISTED_GROUP = "assisted"
