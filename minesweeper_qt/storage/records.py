"""The window's view of the best times and statistics: the worker's last
summary (:class:`.storage.RecordsSummary`), with the window's numbered changes
since shown on top until a summary holds them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, QSettings

from .scores import (
    MAX_RECORDS,
    MAX_TIME_MS,
    NO_GUESS_SUFFIX,
    Record,
    RecordsData,
    Score,
    Statistics,
    read_best,
    record_key,
    split_key,
    valid_key,
)
from .settings import to_name

__all__ = ["MAX_RECORDS", "MAX_TIME_MS", "NO_GUESS_SUFFIX", "Record", "Records", "RecordsData",
           "Score", "Statistics", "record_key", "split_key"]


class RecordsWriter(Protocol):
    """Where :class:`Records` sends renames and resets (the storage worker;
    a Protocol: the storage module imports this one)."""

    def rename_record(self, key: str, record: Record, name: str, number: int = 0) -> None: ...

    def reset_records(self, key: str, number: int = 0) -> None: ...


class Records(QObject):
    """Best times and statistics as the window shows them: the worker's last
    summary (:meth:`show`; before it, the best times in the settings
    ``store``) with the window's later changes on top. ``writer`` writes
    renames and resets (None: they stay in memory)."""

    def __init__(self, store: QSettings, parent: QObject | None = None,
                 writer: RecordsWriter | None = None) -> None:
        super().__init__(parent)
        self.writer = writer
        self._data = RecordsData(best=read_best(store))
        self._changes: list[tuple[int, Callable[[RecordsData], None]]] = []
        self._numbers = itertools.count(1)

    def show(self, summary: object) -> None:
        """The worker's :class:`.storage.RecordsSummary`: replaces the changes
        up to its number."""
        data, upto = getattr(summary, "data", None), getattr(summary, "upto", 0)
        if isinstance(data, RecordsData):
            self._data = data
            self._changes = [c for c in self._changes if c[0] > upto]

    def take(self, score_list: list[Score]) -> int:
        """Take a game's scores into the view now; returns the change's number
        (given with them to the worker)."""
        def change(data: RecordsData) -> None:
            for score in score_list:
                data.add(score)

        return self._change(change)

    def _change(self, change: Callable[[RecordsData], None]) -> int:
        number = next(self._numbers)
        self._changes.append((number, change))
        return number

    def _view(self) -> RecordsData:
        data = self._data.copy()
        for _, change in self._changes:
            change(data)
        return data

    # --- reading ---------------------------------------------------------------

    def best(self, key: str) -> list[Record]:
        """The kept wins of a board size, fastest first (at most ten)."""
        self._check_key(key)
        return list(self._view().best.get(key, []))

    def statistics(self, key: str) -> Statistics:
        """The statistics of a board size."""
        self._check_key(key)
        return self._view().stats.get(key, Statistics())

    def assisted_statistics(self, key: str) -> Statistics:
        """The statistics of assisted games of size ``key``."""
        self._check_key(key)
        return self._view().assisted.get(key, Statistics())

    def keys(self) -> list[str]:
        """Board sizes with records or statistics, presets first."""
        order = {"beginner": 0, "intermediate": 1, "expert": 2}
        return sorted(self._view().keys(), key=lambda k: (order.get(split_key(k)[0].key, 3),
                                                          split_key(k)[0].key, k))

    # --- writing ---------------------------------------------------------------

    def rename(self, key: str, record: Record, name: str) -> Record | None:
        """Change the name on a kept record (found by time and stamp); returns the
        renamed record, or None when it is no longer kept."""
        if not any((r.time_ms, r.stamp) == (record.time_ms, record.stamp)
                   for r in self.best(key)):
            return None
        renamed = replace(record, name=to_name(name))

        def change(data: RecordsData) -> None:
            data.best[key] = [renamed if (r.time_ms, r.stamp) == (record.time_ms, record.stamp)
                              else r for r in data.best.get(key, [])]

        number = self._change(change)
        if self.writer is not None:
            self.writer.rename_record(key, record, name, number)
        return renamed

    def reset(self, key: str) -> None:
        """Forget the best times and statistics of one board size."""
        self._check_key(key)

        def change(data: RecordsData) -> None:
            data.best.pop(key, None)
            data.stats.pop(key, None)

        number = self._change(change)
        if self.writer is not None:
            self.writer.reset_records(key, number)

    @staticmethod
    def _check_key(key: str) -> None:
        if not valid_key(key):
            raise ValueError(f"not a board size key: {key!r}")
