"""Best times and per-size statistics, kept in QSettings.

Per board size (the difficulty ``key``: ``beginner``, ``intermediate``,
``expert`` or ``ROWSxCOLSxMINES``) the store keeps the ten fastest wins and the
games played, won and the winning streaks. Every value read back is validated;
a damaged entry (a string, a negative, NaN or huge number, a wrong type, as from
a hand-edited file) is dropped on its own with a logged warning. Writes first
re-read the store (``sync``), so two running copies add to each other's records
instead of overwriting them.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, replace

from PySide6.QtCore import QSettings

from minesweeper_qt.engine import Difficulty
from minesweeper_qt.storage.settings import to_int, to_name

log = logging.getLogger(__name__)

#: Wins kept per board size.
MAX_RECORDS = 10
#: Slowest time stored, in milliseconds (a day: anything above is damage).
MAX_TIME_MS = 86_400_000
_MAX_COUNT = 10**9


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


class Records:
    """Best times and statistics over a ``QSettings`` store (groups
    ``records/<key>`` and ``statistics/<key>``)."""

    def __init__(self, store: QSettings) -> None:
        self.store = store

    # --- reading ---------------------------------------------------------------

    def best(self, key: str) -> list[Record]:
        """The kept wins of a board size, fastest first (at most ten)."""
        self._check_key(key)
        store = self.store
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

    def statistics(self, key: str) -> Statistics:
        """The statistics of a board size; damaged values count as 0."""
        self._check_key(key)
        values = {}
        for field, setting in (("played", "played"), ("won", "won"),
                               ("current_streak", "currentStreak"),
                               ("longest_streak", "longestStreak")):
            raw = self.store.value(f"statistics/{key}/{setting}")
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
        found: set[str] = set()
        for group in ("records", "statistics"):
            self.store.beginGroup(group)
            found.update(k for k in self.store.childGroups() if _valid_key(k))
            self.store.endGroup()
        order = {"beginner": 0, "intermediate": 1, "expert": 2}
        return sorted(found, key=lambda k: (order.get(split_key(k)[0].key, 3),
                                            split_key(k)[0].key, k))

    # --- writing ---------------------------------------------------------------

    def add_win(self, key: str, time_ms: int, bbbv: int, name: str,
                when: dt.datetime | None = None) -> tuple[int | None, Record]:
        """Record a win; returns its rank (1 = fastest) if it entered the top ten,
        else None, and the record. Re-reads the store first.

        Raises:
            ValueError: ``time_ms`` outside 1 ms-24 h or a negative 3BV.
        """
        when = when or dt.datetime.now()
        record = Record(
            time_ms=_time_ms(time_ms),
            date=when.date().isoformat(),
            bbbv=_count(bbbv),
            name=to_name(name),
            stamp=when.isoformat(timespec="milliseconds"),
        )
        self.store.sync()
        records = self.best(key) + [record]
        records.sort(key=lambda r: (r.time_ms, r.stamp))
        records = records[:MAX_RECORDS]
        if record not in records:
            return None, record
        self._write_best(key, records)
        return records.index(record) + 1, record

    def rename(self, key: str, record: Record, name: str) -> Record | None:
        """Change the name on a kept record (found by time and stamp); returns the
        renamed record, or None when it is no longer kept."""
        self.store.sync()
        records = self.best(key)
        for i, kept in enumerate(records):
            if kept.time_ms == record.time_ms and kept.stamp == record.stamp:
                records[i] = replace(kept, name=to_name(name))
                self._write_best(key, records)
                return records[i]
        return None

    def add_game(self, key: str, won: bool) -> Statistics:
        """Count one finished game; returns the new statistics."""
        self.store.sync()
        stats = self.statistics(key).after(won)
        base = f"statistics/{key}/"
        self.store.setValue(base + "played", stats.played)
        self.store.setValue(base + "won", stats.won)
        self.store.setValue(base + "currentStreak", stats.current_streak)
        self.store.setValue(base + "longestStreak", stats.longest_streak)
        self.store.sync()
        return stats

    def reset(self, key: str) -> None:
        """Forget the best times and statistics of one board size."""
        self._check_key(key)
        self.store.remove(f"records/{key}")
        self.store.remove(f"statistics/{key}")
        self.store.sync()

    def _write_best(self, key: str, records: list[Record]) -> None:
        store = self.store
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
        store.sync()

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
        player's own games; returns the assisted statistics."""
        self.store.beginGroup(self.ASSISTED_GROUP)
        try:
            return self.add_game(key, won)
        finally:
            self.store.endGroup()

    def assisted_statistics(self, key: str) -> Statistics:
        """The statistics of assisted games of size ``key``."""
        self.store.beginGroup(self.ASSISTED_GROUP)
        try:
            return self.statistics(key)
        finally:
            self.store.endGroup()
